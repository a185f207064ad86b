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

from typing import Any

from .. import games
from ..cards import Card
from ..sentences import Template
from .sampling import SampledCost

__all__ = ["HINT_BUDGET", "HINT_SAMPLES", "learner_hint", "sampled_reason"]

HINT_SAMPLES: dict[str, int] = {"satat": 10, "saskop": 20, "piquet": 12, "subastao": 10}
"""Per game (its module name), how many deals a learner's hint samples, in the last
:data:`~tutor.analysis.teach.EXACT_TRICKS` tricks. In CPython (``benchmarks/bench_hints.py``, load 2-4 on 2 cores)
20 deals took at most 0.57 s (Satat), 0.24 s (Saskop), 0.55 s (Piquet), 0.81 s (Subastao), about in proportion to
the deals: these counts keep the slowest hint near 0.3 s there. In Pyodide, at the first lead with the most tricks
left (``site/bench_analysis_pyodide.py --hints``, load 8-9 on 2 cores, before :data:`HINT_BUDGET`): median 0.3-0.7 s,
the slowest tenth 0.8-1.3 s."""


HINT_BUDGET = 0.5
"""Seconds after which a learner's hint begins no more deals (it then says over how many it judged): on a slow
machine or in a loaded browser, fewer deals rather than a long wait."""


def _game(state: Any) -> str:
    return games.of(state).__name__.rpartition(".")[2]


def _number(x: float) -> str:
    """``0.26`` as ``'0.3'``, ``2.0`` as ``'2'``, below 0 as ``'0'``."""
    text = f"{max(x, 0.0):.1f}"
    return text[:-2] if text.endswith(".0") else text


def sampled_reason(state: Any, action: Any, cost: SampledCost) -> str:
    """Why the sampled analysis suggests ``action`` at ``state``, in words for a learner: in how many of the deals
    it was a best card, and what it gives away on average with the range that average is likely in.

    >>> from tutor.games import piquet
    >>> s = piquet.start(1)
    >>> a = s.legal_actions()[0]
    >>> sampled_reason(s, a, SampledCost(a, 0.4, 8, 0.0, 0.9, 6))  # doctest: +NORMALIZE_WHITESPACE
    'Over 8 deals of the hidden cards that fit what you have seen, the K♠ gives away 0.4 points on average
    against the best card of each deal, and no other card gives away less. It was a best card in 6 of the 8
    deals; from 8 deals the average is a guess, likely between 0 and 0.9.'
    """
    from . import adapter_class

    card = getattr(action, "card", None)
    name = f"the {card.unicode()}" if isinstance(card, Card) else "this choice"
    adapter = adapter_class(_game(state))
    unit = adapter.unit.removesuffix("s")
    n = cost.samples
    if cost.best == n:
        return EVERY_DEAL.say(deals=n, name=name)
    low, high = _number(cost.low), _number(cost.high)
    best = (BEST_IN if cost.best else BEST_IN_NONE).say(best=cost.best, deals=n)
    if adapter.ranked_results and cost.high >= 7:
        # the average includes a result that is no count of tricks (Satat's 7–0): say how often it changes one
        changed = f"in {cost.changed} of them" if cost.changed else "in none of them"
        does = CHANGES_LEAST.say(deals=n, name=name, what=adapter.result_words, changed=changed)
        return f"{does} {best}."
    gives = GIVES_LEAST.say(deals=n, name=name, loss=max(cost.loss, 0.0), unit=unit)
    sure = (GUESS if low != high else SAME).say(deals=n, low=low, high=high)
    return f"{gives} {best}; {sure}."


# the words of a sampled hint (:mod:`tutor.sentences`)
EVERY_DEAL = Template(
    "Over {deals:deal} of the hidden cards that fit what you have seen, {name} was a best card in every one: "
    "nothing did better."
)
GIVES_LEAST = Template(
    "Over {deals:deal} of the hidden cards that fit what you have seen, {name} gives away {loss:{unit}} on "
    "average against the best card of each deal, and no other card gives away less."
)
CHANGES_LEAST = Template(
    "Over {deals:deal} of the hidden cards that fit what you have seen, no other card does better than {name} "
    "against the best card of each deal: it changes {what} {changed}."
)
BEST_IN = Template("It was a best card in {best} of the {deals:deal}")
BEST_IN_NONE = Template("It was not the best card of any one deal, but it loses least over all of them")
GUESS = Template("from {deals:deal} the average is a guess, likely between {low} and {high}")
SAME = Template("it gives away the same in every deal")


def learner_hint(
    state: Any, *, seed: int | str | None = 0, budget: float | None = HINT_BUDGET
) -> tuple[Any, str]:
    """``(action, reason)``: what the seat to act might play, and why. In the last
    :data:`~tutor.analysis.teach.EXACT_TRICKS` tricks, by :data:`HINT_SAMPLES` deals sampled from what the seat
    has seen (the bot's rule of thumb added when it agrees); before that, the game's bot's hint.

    :param state: the full state or the seat's view.
    :param budget: no deal is begun after this many seconds (``None``: every deal, the same hint for a seed).
    """
    from .bot import SamplingBot

    game = _game(state)
    bot = SamplingBot(seed=seed, samples=HINT_SAMPLES.get(game, 6), budget=budget)
    return bot.hint(state)
