"""The learner's hint: in the last tricks, the card that costs least over deals sampled from what the learner has
seen (:func:`~tutor.analysis.sampled_costs`), said in words, with the bot's rule of thumb beside it.

At a seat that does not see the other hands, :func:`learner_hint` deals the hidden cards :data:`HINT_SAMPLES`
times consistently with what the seat has seen, solves each deal exactly and names the card that gives away least
on average (:class:`~tutor.analysis.SamplingBot`): how many of the deals it was a best card in, what it gives
away on average, and how sure that is (:func:`sampled_reason`). Before the last
:data:`~tutor.analysis.teach.EXACT_TRICKS` tricks, or where the seat's knowledge contradicts itself (a signal
taken as true was a bluff), the hint is the game's bot's, with its reason. The same seed gives the same hint
(without a time budget).

The counts keep one hint within about a second in the browser (Pyodide runs the solver 2-3 times slower than
CPython): ``benchmarks/bench_hints.py`` and ``site/bench_analysis_pyodide.py --hints`` time them
(:data:`HINT_SAMPLES`); on a slower machine the hint begins no more deals after :data:`HINT_BUDGET` seconds, and
says over how many deals it judged.

>>> from tutor.games import piquet
>>> from tutor.analysis import in_reach
>>> s = piquet.start(4)
>>> while not in_reach(s):
...     s = s.apply(s.legal_actions()[0])
>>> action, reason = learner_hint(s, seed=1, budget=None)
>>> reason.startswith(f"Over {HINT_SAMPLES['piquet']} deals of the hidden cards that fit what you have seen")
True
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from .. import games
from ..games import Facts
from .bot import SamplingBot
from .reasons import sampled_reason

__all__ = ["HINT_BUDGET", "HINT_SAMPLES", "learner_hint", "sampled_reason"]  # sampled_reason: from .reasons

HINT_SAMPLES: Mapping[str, int] = Facts("hint_samples")
"""Per game (its ``NAME``; read-only, each game's :attr:`~tutor.games.description.Description.hint_samples`),
how many deals a learner's hint samples, in the last
:data:`~tutor.analysis.teach.EXACT_TRICKS` tricks. In CPython (``benchmarks/bench_hints.py``, load 2-4 on 2 cores)
20 deals took at most 0.57 s (Satat), 0.24 s (Saskop), 0.55 s (Piquet), 0.81 s (Subastao), about in proportion to
the deals: these counts keep the slowest hint near 0.3 s there. In Pyodide, at the first lead with the most tricks
left (``site/bench_analysis_pyodide.py --hints``, load 8-9 on 2 cores, before :data:`HINT_BUDGET`): median 0.3-0.7 s,
the slowest tenth 0.8-1.3 s."""


HINT_BUDGET = 0.5
"""Seconds after which a learner's hint begins no more deals (it then says over how many it judged): on a slow
machine or in a loaded browser, fewer deals rather than a long wait."""


def learner_hint(
    state: Any, *, seed: int | str | None = 0, budget: float | None = HINT_BUDGET
) -> tuple[Any, str]:
    """``(action, reason)``: what the seat to act might play, and why. In the last
    :data:`~tutor.analysis.teach.EXACT_TRICKS` tricks, by :data:`HINT_SAMPLES` deals sampled from what the seat
    has seen (the bot's rule of thumb added when it agrees); before that, the game's bot's hint.

    :param state: the full state or the seat's view.
    :param budget: no deal is begun after this many seconds (``None``: every deal, the same hint for a seed).
    """
    bot = SamplingBot(seed=seed, samples=games.describe(state).hint_samples, budget=budget)
    return bot.hint(state)
