"""Exact analysis of the play of a deal: what each card is worth, and what it costs, under best play.

With every hand known, :func:`solve` gives the value of the play from a state in its play phase, best play by
both sides; :func:`values` the value after each legal action; :func:`costs` what each action loses against the
best one, with the reason in words; :func:`review` the cost of each card a seat played in a deal.

Values are in the game's own currency, always for the same side of the deal (``adapter(state).side``):

* Satat: the trump maker's team; the trick margin when play stops (a 7–5 win is +2, a 5–7 loss −2), a 7-0 is
  ±20 and a 13-0 ±40, so that the numbers order the results as the rules do;
* Saskop: the caller's team (North-South in an uncalled game); its card points, 121 if it takes all nine
  tricks, −1 if it takes none;
* Piquet: the elder hand; his score minus the younger's at the end of the deal (the play points -- leads,
  tricks, last trick --, the cards or capot, and a pique made in play, on top of what the declarations gave);
* Subastao: the soloist (and his partner in pairs); his points at the end: cards, last trick and cantes (he
  sings, after each trick he wins, the best cante he holds). The contract is made when it reaches the bid.

>>> from tutor.games import satat
>>> s = satat.start(3, dealer=0, trump="S")
>>> for _ in range(28):                      # seven tricks, each player's first legal card
...     s = s.apply(s.legal_actions()[0])
>>> s.describe()
'Satat, dealer South, trump maker West, trumps ♠; play, tricks 1–6; South to act.'
>>> describe(s, solve(s))
'East–West win 7–3'
>>> c = costs(s)[s.legal_actions()[0]]
>>> c.loss, c.reason, c.changes_result
(2, 'with the 9♣: East–West win 7–3; with the 8♦: East–West win 7–1', False)

North-South lose whatever they play, but the 8♦ costs them two tricks of margin (7–1 instead of 7–3). Satat
scores only who wins the deal (and a 7–0 or a 13–0), so that card changes nothing the game scores:
``changes_result`` says whether a cost changes the deal's result as the game scores it (the winner, a contract
made or failed, the game points), and ``reason`` says the results, never the currency's numbers.

A cost's reason compares the outcomes under best play, in words: ``costs(state)[action].reason``.

Speed (``benchmarks/bench_analysis.py``, CPython 3.11, median and 90th percentile of the CPU time, load 1-3,
2026-12-06): with six tricks left a position is solved in 0.5 and 6 ms for Satat, 12 and 33 ms for Saskop, 0.7 and
1.2 ms for Piquet, 4 and 16 ms for Subastao (50 deals each). The whole play from the first lead (``--whole``, 30
deals each): Piquet 0.04 s median, 0.22 s at most; Saskop 1.1 s median, 4.8 s p90; Subastao 4.7 s median, 34 s
p90 (its yes/no question "does the soloist make 60?" 0.08 s median); Satat 1.69 s median (load 1-1.2), 27 of 30
deals within 30 s (partition search, relative ranks, forced cards played on, cards alike by their relevant cards:
before them, most deals took over a minute; see :mod:`tutor.analysis.search`). For the whole play analyse the last
tricks, or ask :func:`reaches` (one null-window search) when a yes/no answer is enough.

The search itself (:mod:`tutor.analysis.search`) is game-independent; one adapter module per game
(:mod:`~tutor.analysis.satat`, :mod:`~tutor.analysis.saskop`, :mod:`~tutor.analysis.piquet`,
:mod:`~tutor.analysis.subastao`) maps a state to compact bitmask positions.
"""

from __future__ import annotations

from .bot import TABLE_BOT, SamplingBot, table_bot
from .common import Adapter
from .exact import Cost, Session, costs, describe, reaches, review, solve, values
from .hints import HINT_BUDGET, HINT_SAMPLES, learner_hint
from .lookup import EVERY_HAND, adapter, adapter_class
from .reasons import sampled_reason
from .sampling import Sample, SampledCost, sample_deals, sample_positions, sampled_costs
from .search import Solver
from .teach import EXACT_TRICKS, card_cost, in_reach, learner_costs, tricks_left, why

__all__ = [
    "EVERY_HAND",
    "EXACT_TRICKS",
    "HINT_BUDGET",
    "HINT_SAMPLES",
    "TABLE_BOT",
    "Adapter",
    "Cost",
    "Sample",
    "SampledCost",
    "SamplingBot",
    "Session",
    "Solver",
    "adapter",
    "adapter_class",
    "card_cost",
    "costs",
    "describe",
    "in_reach",
    "learner_costs",
    "learner_hint",
    "reaches",
    "review",
    "sample_deals",
    "sample_positions",
    "sampled_costs",
    "sampled_reason",
    "solve",
    "table_bot",
    "tricks_left",
    "values",
    "why",
]
