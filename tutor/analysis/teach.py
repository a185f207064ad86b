"""The costs as a learner meets them: only where the solver is quick, and the reason in plain words.

:data:`EXACT_TRICKS` says, per game, how many tricks from the end the exact analysis is solved in a learner's
notebook (play table, replay viewer, lessons); :func:`in_reach` whether a position is that close to the end;
:func:`why` the reason a card costs, naming the trick it loses and the card that wins it;
:func:`learner_costs` the cost of each card a seat played, where in reach.

The limits keep one answer (a card's cost and its reason, :func:`card_cost`) to about a second at most in the
browser, where Pyodide runs the solver 2-3 times slower than CPython (``site/bench_analysis_pyodide.py
--teach``). Measured on a loaded machine (load 12-15 on 2 cores) with the earlier limits Satat 6, Saskop 5,
the slowest tenth of the answers took 2.0 s (Satat) and 1.2 s (Saskop) in Pyodide, so those two stop a trick
earlier; Piquet (8 tricks: 0.12 s median, 0.22 s p90) and Subastao (5: 0.08 s, 0.26 s) stay. The faster solver
since (load 1.4-2.0) answers one card's cost at these limits in 48 ms at most at the 90th percentile in Pyodide,
and a hint over sampled deals in 0.36 s: the limits are kept for the hints, which solve ten or more deals each.
Issue 24's solver (Satat's partition search, relative ranks and move order) moved them to Satat 7 (from 5),
Saskop 5 (from 4), Piquet 9 (from 8); Subastao stays at 5. Measured in CPython (CPU time, load 1.3-3.4 on 2
cores, 20 random deals, every legal card's cost, ``analysis.costs``): Satat 7 tricks 7 ms median, 37 ms p90
(8 tricks: 92 ms p90, 9 tricks: 0.54 s); Saskop 5 tricks 4 and 16 ms (6: 94 ms p90, 7: 0.35 s); Piquet 9 tricks
13 and 23 ms (10: 49 ms, 12: 0.57 s); Subastao 6 tricks 7 and 30 ms. The hints decide where to stop, as they
solve ten or more deals each (``benchmarks/bench_hints.py``, wall clock, no budget): at Satat 7 the slowest
hint took 0.11 s (at 8: 3.8 s), at Saskop 5 0.50 s (at 6: 1.1 s), at Piquet 9 0.84 s (at 10: 1.4 s), at
Subastao 6 1.9 s, the slowest tenth 0.70 s (so Subastao stays at 5); :data:`~tutor.analysis.hints.HINT_BUDGET`
keeps the rare slow hint short.

>>> from tutor.games import piquet
>>> s = piquet.start(1)
>>> in_reach(s), EXACT_TRICKS["piquet"]
(False, 9)
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING, Any

from .. import games
from ..cards import Card
from ..games import Facts
from ..games.protocol import in_play
from ..i18n import gettext
from ..sentences import Template
from ..tricks import Trick
from .exact import Session, _name

if TYPE_CHECKING:
    from .exact import Cost

__all__ = ["EXACT_TRICKS", "card_cost", "in_reach", "learner_costs", "tricks_left", "why"]

EXACT_TRICKS: Mapping[str, int] = Facts("exact_tricks")
"""Per game (its ``NAME``), the number of tricks left from which costs are solved for a learner: read-only, each
game's :attr:`~tutor.games.description.Description.exact_tricks`."""


def tricks_left(state: Any) -> int:
    """The tricks still to finish, the one being played included (0 when the deal is over)."""
    if state.is_terminal:
        return 0
    trick = state.trick
    played = {seat for seat, _ in (trick.plays if trick is not None else ())}
    sizes = [len(hand) + (seat in played) for seat, hand in enumerate(state.hands) if hand is not None]
    return max(sizes, default=0)


def in_reach(state: Any, tricks: int | None = None) -> bool:
    """Whether ``state`` is in its play and at most ``tricks`` tricks from the end (default: the game's
    :data:`EXACT_TRICKS`), so that its costs are solved quickly."""
    if state.is_terminal or getattr(state, "phase", None) is None:
        return False
    if not in_play(state):
        return False
    limit = games.describe(state).exact_tricks if tricks is None else tricks
    return tricks_left(state) <= limit


NOTHING_BETTER = Template("a best choice: nothing better was possible from here")
COULD_HAVE_TAKEN = Template(
    "after {action}, {seat} wins trick {number} with the {card}, a trick your side could have taken ({worse} "
    "instead of {better})"
)
WOULD_HAVE_WON = Template("{best} would have won trick {number}")
WOULD_WIN = Template("after {best}, {seat} would win trick {number} with the {card}")
WINS_IT = Template("{good}; after {action}, {seat} wins it with the {card} ({better} instead of {worse})")
COULD_REACH = Template("after {action}: {worse}; with best play you could reach {better}")
"""What :func:`why` says."""


def _winner(state: Any, trick: Trick) -> tuple[int, Card]:
    module = games.of(state)
    rules = getattr(state, "rules", None)
    extra = {"rules": rules} if rules is not None else {}
    position = module.trick_winner(trick.cards, trump=state.trump, **extra)
    return trick.plays[position]


def _best_line(session: Session, state: Any) -> Any:
    """Play on from ``state`` with best play by both sides (the first best action each time)."""
    while not state.is_terminal:
        values = session.values(state)
        maximising = session.adapter.is_max(session.adapter.root(state)[1])
        pick = max if maximising else min
        state = state.apply(pick(values, key=values.__getitem__))
    return state


def why(state: Any, action: Any, *, session: Session | None = None, reveal: bool = True) -> str:
    """Why ``action`` costs what it costs, in words for a learner: the first trick that goes the other way
    under best play, and the card that would have won it (``'the A♠ would have won trick 9; after the 7♦, West
    wins it with the K♦ (...)'``, the outcomes under best play in brackets); otherwise the outcomes compared
    (:attr:`Cost.reason`).

    With ``reveal=False`` the better card is not named (for a lesson: a wrong answer says why that card
    costs, not which card is right): ``'after the 7♦, West wins trick 9 with the K♦, a trick your side
    could have taken'``.

    Solves the rest of the play: use it :func:`in_reach`.
    """
    session = session or Session(state)
    found = session.costs(state)
    cost = found[action]
    if not cost.loss:
        return NOTHING_BETTER.say()
    best = next(a for a, c in found.items() if not c.loss)
    seats = games.of(state).SEATS
    done = len(state.tricks)
    good = _best_line(session, state.apply(best))
    bad = _best_line(session, state.apply(action))
    mine = _team(state, state.to_act)
    for number, (g, b) in enumerate(zip(good.tricks[done:], bad.tricks[done:], strict=False), start=done + 1):
        g_seat, g_card = _winner(good, g)
        b_seat, b_card = _winner(bad, b)
        if _team(state, g_seat) == mine != _team(state, b_seat):
            worse, better = session.adapter.describe(cost.value), session.adapter.describe(cost.best)
            if not reveal:
                return COULD_HAVE_TAKEN.say(
                    action=_name(action),
                    seat=gettext(seats[b_seat]),
                    number=number,
                    card=b_card.unicode(),
                    worse=worse,
                    better=better,
                )
            if getattr(best, "card", None) is g_card:
                good_says = WOULD_HAVE_WON.say(best=_name(best), number=number)
            else:
                good_says = WOULD_WIN.say(
                    best=_name(best), seat=gettext(seats[g_seat]), number=number, card=g_card.unicode()
                )
            return WINS_IT.say(
                good=good_says,
                action=_name(action),
                seat=gettext(seats[b_seat]),
                card=b_card.unicode(),
                better=better,
                worse=worse,
            )
    if not reveal:
        describe = session.adapter.describe
        return COULD_REACH.say(action=_name(action), worse=describe(cost.value), better=describe(cost.best))
    return cost.reason


def _team(state: Any, seat: int) -> int:
    """The side ``seat`` plays for: partners sit opposite at four; Subastao's bidding side (``side``, a mask of
    seats) against the rest; otherwise each seat for itself."""
    side = getattr(state, "side", None)
    if isinstance(side, int) and side:
        return side >> seat & 1
    return seat % 2 if len(state.hands) == 4 else seat


def learner_costs(
    states: Sequence[Any], seat: int, *, tricks: int | None = None
) -> dict[int, tuple[Cost, str]]:
    """The cost of each card ``seat`` played in ``states`` (a deal, one state per action), solved where the
    position before it is :func:`in_reach`: ``{index of the state after the card: (Cost, why)}``."""
    out: dict[int, tuple[Cost, str]] = {}
    session = None
    for index in range(1, len(states)):
        before, after = states[index - 1], states[index]
        if before.is_terminal or before.to_act != seat or not in_reach(before, tricks):
            continue
        action = after.history[-1]
        if not isinstance(getattr(action, "card", None), Card):
            continue
        session = session or Session(before)
        out[index] = card_cost(before, action, session=session)
    return out


def card_cost(state: Any, action: Any, *, session: Session | None = None) -> tuple[Cost, str]:
    """``(Cost, why)`` of one action at ``state`` (solved exactly: use it :func:`in_reach`)."""
    session = session or Session(state)
    found = session.costs(state)
    if action not in found:  # the same card with other signals: the same value
        action = next(a for a in found if getattr(a, "card", None) is getattr(action, "card", action))
    return found[action], why(state, action, session=session)
