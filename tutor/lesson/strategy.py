"""Strategy drills: "which card would you play here?", judged by the exact analysis of the play.

A position is the end of a deal the game's bots played (the last few tricks), every hand shown. The solver of
:mod:`tutor.analysis` values each legal card under best play by everybody afterwards; the cards whose cost is
within ``tolerance`` of the best are right. A wrong card is told what it costs -- the result best play then
reaches, against the result after the best card -- never which card is best; the answer shown names them.

>>> from tutor.games import piquet
>>> state = ending("piquet", 3, tricks_left=3)
>>> len(state.hand(state.to_act)) <= 3
True
>>> step = card_step(state)
>>> costs = card_costs(state)
>>> sorted(step.answers(), key=lambda c: c.index) == sorted(
...     (c for c, cost in costs.items() if cost.loss == 0), key=lambda c: c.index)
True
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from ..cards import Card, CardSet
from .actions import play_from
from .adapt import game_module, game_name
from .session import Drill
from .steps import Step

__all__ = ["best_card", "card_costs", "card_step", "ending"]


def card_costs(state: Any) -> dict[Card, Any]:
    """What each legal card costs the player to act (:class:`tutor.analysis.Cost`), best play afterwards. A card
    playable with several signals (Satat) costs what its best way of playing costs."""
    from .. import analysis

    out: dict[Card, Any] = {}
    for action, cost in analysis.costs(state).items():
        card = getattr(action, "card", None)
        if isinstance(card, Card) and (card not in out or cost.loss < out[card].loss):
            out[card] = cost
    return out


def _card_choice(state: Any) -> bool:
    """Whether the player to act must play a card now (no bid, signal-free choice, or cante instead)."""
    actions = state.legal_actions()
    cards = {getattr(action, "card", None) for action in actions}
    return bool(actions) and None not in cards and len(cards) > 1


def ending(game: Any, seed: int, *, tricks_left: int = 4) -> Any:
    """A deal of ``game`` played by its bots from ``seed``, stopped at the first card to play by a player who
    holds at most ``tricks_left`` cards and has a choice of cards; ``None`` if there is none (a deal thrown in,
    or every later card forced)."""
    module = game_module(game)
    seats = len(module.SEATS)
    bots = [module.Bot(seed=seed * 10 + seat) for seat in range(seats)]
    state = module.start(seed)
    while not state.is_terminal:
        seat = state.to_act
        hand = state.hand(seat)
        if (
            state.phase.name == "PLAY"
            and hand is not None
            and len(hand) <= tricks_left
            and _card_choice(state)
        ):
            return state
        state = state.apply(bots[seat].choose(state))
    return None


def card_step(state: Any, *, tolerance: int = 0, prompt: str = "", title: str = "") -> Step:
    """A "which card would you play?" step in ``state`` (every hand shown): right if the card costs at most
    ``tolerance`` (in the game's currency: tricks, card points, points) against the best card."""
    from .. import analysis

    module = game_module(state.GAME.rsplit(".", 1)[-1])
    costs = card_costs(state)
    names = module.SEATS
    seat = state.to_act
    unit = analysis.adapter(state).unit

    def words(value: int) -> str:
        return analysis.describe(state, value)

    def goal(_: Any, action: Any) -> tuple[bool, str]:
        cost = costs[action.card]
        if cost.loss <= tolerance:
            if cost.loss == 0:
                return True, f"With best play from here, {words(cost.value)}."
            return True, f"Close enough: {words(cost.value)}, against {words(cost.best)} with best play."
        return False, (
            f"After {action.card.unicode()}, best play by everybody gives: {words(cost.value)}. The best card "
            f"here gives: {words(cost.best)}. It costs {cost.loss} {unit if cost.loss != 1 else unit[:-1]}."
        )

    step = play_from(
        state,
        goal=goal,
        prompt=prompt or f"You are {names[seat]}. Which card would you play?",
        explanation=f"With best play from here, {words(next(iter(costs.values())).best)}.",
        hints=(
            "Every hand is shown: count the tricks and points still to play for.",
            "For each card, ask what the others will play after it.",
        ),
        title=title,
    )
    others = tuple(
        (names[s], tuple(CardSet(hand).sorted()))
        for s, hand in enumerate(state.hands)
        if s != seat and hand is not None and len(hand)
    )
    text = f"{state.describe().rstrip('.')}. Every hand is shown."
    assert step.scenario is not None  # play_from always sets the scenario
    return replace(step, scenario=replace(step.scenario, shown=others, text=text))


def best_card(game: Any, seed: int = 0, *, tricks_left: int = 4, tolerance: int = 0) -> Drill:
    """Drill "which card would you play here?": endings of bot-played deals of ``game`` with ``tricks_left``
    cards in the hand to act, judged by :func:`card_step` (exact analysis, within ``tolerance``)."""
    module = game_module(game)

    def make(n: int) -> Step:
        for attempt in range(60):
            state = ending(module, n * 100 + attempt, tricks_left=tricks_left)
            if state is None:
                continue
            step = card_step(state, tolerance=tolerance)
            if step.answers() and step.wrong_answers():
                return step
        raise RuntimeError(
            f"no position with a costly card in {game_name(module)} from seed {n}"
        )  # pragma: no cover

    title = game_name(module).capitalize()
    return Drill(f"Which card would you play? ({title})", make, seed=seed)
