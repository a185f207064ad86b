"""Experiments at scale: play thousands of seeded deals with the bots, on every core or a cluster, into a table.

:func:`simulate` plays ``deals`` deals of a game (a chosen hand for some seats, the rest at random), each from
its own seed, and returns :class:`Records`: a row per deal, its index then the deal's ``outcome().record()`` (the
same first columns in every game: :data:`~tutor.games.protocol.RECORD_COLUMNS`; ``seed`` is the deal's). The same seed gives the same rows in every process and with any number of workers, so an experiment can
grow from a notebook's one core to ``workers=None`` (every core) or a cluster (``executor=``) and give the
same answer. The core uses the standard library only; pandas (:meth:`Records.to_frame`) and matplotlib (the
plots) come with the ``widgets`` or ``experiments`` extra.

How often does the trump maker's team win the first deal 7-0 in Satat?

>>> from tutor.experiments import simulate
>>> results = simulate("satat", deals=200, seed=1, progress=False)
>>> sevens = sum(row["result"] != "win" and row["winner"] == "declarer" for row in results)
>>> 0 < sevens < 200
True

Every deal can be dealt again from its row:

>>> from tutor.games import satat
>>> row = results[17]
>>> satat.play_out(satat.start(row["seed"]), [satat.Bot(seed=f"{row['seed']}/{seat}") for seat in range(4)]
...                ).outcome().record()["tricks_0"] == row["tricks_0"]
True
"""

from .records import PLOTTED, Records
from .runs import deal_seed, simulate

__all__ = ["PLOTTED", "Records", "deal_seed", "simulate"]
