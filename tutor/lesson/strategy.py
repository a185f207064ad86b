"""Strategy drills: "which card would you play here?", judged by the analysis of the play.

A position is the end of a deal the game's bots played (the last few tricks). With every hand shown
(:func:`card_step`, :func:`best_card`), the solver of :mod:`tutor.analysis` values each legal card under best play
by everybody afterwards; the cards whose cost is within ``tolerance`` of the best are right. A wrong card is told
what it costs -- the result best play then reaches, against the result after the best card -- never which card is
best; the answer shown names them.

From the player's own seat, the other hands hidden (:func:`view_card_step`, :func:`best_card_from_view`), each card
is judged by what it gives away on average over deals of the hidden cards that fit what the player has seen
(:func:`tutor.analysis.sampled_costs`, :data:`~tutor.analysis.hints.HINT_SAMPLES` deals: about a second at most in the
browser): the cards within ``tolerance`` of the least average are right, and the feedback says over how many deals
it was judged.

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

from collections.abc import Callable, Sequence
from dataclasses import replace
from typing import Any

from .. import games
from ..cards import Card, CardSet
from ..i18n import gettext, gettext_noop
from ..sentences import Template, amount, count, join
from .actions import play_from
from .adapt import game_module, game_name
from .principles import Principle, broken, cost_words, despite
from .session import Drill
from .steps import Step
from .words import join_sentences, state_words

__all__ = [
    "best_card",
    "best_card_from_view",
    "card_costs",
    "card_step",
    "ending",
    "view_card_costs",
    "view_card_step",
]


def card_costs(state: Any) -> dict[Card, Any]:
    """What each legal card costs the player to act (:class:`tutor.analysis.Cost`), best play afterwards. A card
    playable with several signals (Satat) costs what its best way of playing costs."""
    from .. import analysis

    return _by_card(analysis.costs(state))


def _by_card(costs: dict[Any, Any]) -> dict[Card, Any]:
    """The cost of each card among ``costs`` (by action): a card played by several actions (with or without
    signals) costs what its cheapest action costs."""
    out: dict[Card, Any] = {}
    for action, cost in costs.items():
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


BEST_FROM_HERE = Template("With best play from here, {outcome}.")
CLOSE_ENOUGH = Template(
    "Close enough: the {card} {lost}. With best play after it, {outcome}; with the best card, {best}."
)
AFTER = Template("With best play by everybody after it, {outcome}; with the best card, {best}.")
BREAKS = Template("The {card} breaks “{principle}” and {lost}: {how}.")
LOST = Template("The {card} {lost}.")
WHICH_CARD = Template("You are {seat}. Which card would you play?")
EVERY_HAND = Template("{situation}. Every hand is shown.")
ONLY_YOURS = Template("{situation}. Only your hand is shown.")
WHICH_PRINCIPLE = Template("Which principle matters here: {listed}?")
QUOTED = Template("“{name}”")
SAME_EVERYWHERE = Template("it gives away the same in every deal")
BETWEEN = Template("the average is likely between {low} and {high}")
OVER = Template("Over {deals:deal} of the hidden cards that fit what you have seen, the {card}")
BEST_IN_EVERY = Template("{head} is a best card in every one.")
GIVES = Template("gives away {amount} on average against the best card of each deal")
CLOSE_TO_LEAST = Template("{head} {giving}: close enough to the card that gives away least.")
AS_LITTLE = Template("{head} {giving}: as little as any card.")
DOES_BETTER = Template(" Another card does better in {worse} of the {deals:deal}.")
BREAKS_ON_AVERAGE = Template(
    "The {card} breaks “{principle}” and {lost} on average over {deals:deal} of the hidden cards that fit what "
    "you have seen: {how}. It loses something in {worse} of the {deals:deal}, and another card gives away less; "
    "{spread}."
)
GIVES_MORE = Template(
    "{head} {giving}, and another card gives away less. It loses something in {worse} of the {deals:deal}; "
    "{spread}."
)
THE_CARD = Template("the {card}")
LEAST_ON_AVERAGE = Template(
    "Over {deals:deal} that fit what you have seen, {listed} gave away least on average."
)


def card_step(
    state: Any,
    *,
    tolerance: int = 0,
    prompt: str = "",
    title: str = "",
    principles: Sequence[Principle] = (),
) -> Step:
    """A "which card would you play?" step in ``state`` (every hand shown): right if the card costs at most
    ``tolerance`` (in the game's currency: tricks, card points, points) against the best card.

    A wrong card is told what it costs, in its first sentence ("The K♠ costs your side 2 tricks"), and with
    ``principles`` (:mod:`tutor.lesson.principles`, in the order to name them) the first principle it breaks
    and how ("The 8♥ breaks “Guard your king” and costs you 12 points: it was the only card beside your K♥,
    ..."); never which card is right.
    """
    from .. import analysis

    module = games.of(state)
    costs = card_costs(state)
    names = module.SEATS
    seat = state.to_act

    def words(value: int) -> str:
        return analysis.describe(state, value)

    def goal(_: Any, action: Any) -> tuple[bool, str]:
        cost = costs[action.card]
        name = action.card.unicode()
        lost = cost_words(state, cost.loss, value=cost.value, best=cost.best)
        if cost.loss <= tolerance:
            kept = despite(principles, state, action.card)
            if cost.loss == 0:
                return True, BEST_FROM_HERE.say(outcome=words(cost.value)) + kept
            close = CLOSE_ENOUGH.say(card=name, lost=lost, outcome=words(cost.value), best=words(cost.best))
            return True, close + kept
        after = AFTER.say(outcome=words(cost.value), best=words(cost.best))
        found = broken(principles, state, action.card)
        if found:
            principle, how = found[0]
            broke = BREAKS.say(card=name, principle=gettext(principle.name), lost=lost, how=how)
            return False, join_sentences([broke, after])
        return False, join_sentences([LOST.say(card=name, lost=lost), after])

    step = play_from(
        state,
        goal=goal,
        prompt=prompt or WHICH_CARD.say(seat=gettext(names[seat])),
        explanation=BEST_FROM_HERE.say(outcome=words(next(iter(costs.values())).best)),
        hints=_hints(
            principles,
            (
                gettext("Every hand is shown: count the tricks and points still to play for."),
                gettext("For each card, ask what the others will play after it."),
            ),
        ),
        title=title,
    )
    others = tuple(
        (gettext(names[s]), tuple(CardSet(hand).sorted()))
        for s, hand in enumerate(state.hands)
        if s != seat and hand is not None and len(hand)
    )
    text = EVERY_HAND.say(situation=state_words(state).rstrip(".。"))
    assert step.scenario is not None  # play_from always sets the scenario
    return replace(step, scenario=replace(step.scenario, shown=others, text=text))


def _hints(principles: Sequence[Principle], usual: tuple[str, ...]) -> tuple[str, ...]:
    """The step's hints: the principles to think of first, by name, then the usual ones."""
    if not principles:
        return usual
    names = join((QUOTED.say(name=gettext(p.name)) for p in principles), "or")
    return (WHICH_PRINCIPLE.say(listed=names), *usual)


def best_card(game: Any, seed: int = 0, *, tricks_left: int = 4, tolerance: int = 0) -> Drill:
    """Drill "which card would you play here?": endings of bot-played deals of ``game`` with ``tricks_left``
    cards in the hand to act, judged by :func:`card_step` (exact analysis, within ``tolerance``)."""
    return _card_drill(
        game,
        gettext_noop("Which card would you play?"),
        seed,
        tricks_left,
        lambda state, n: card_step(state, tolerance=tolerance),
    )


def _card_drill(
    game: Any, question: str, seed: int, tricks_left: int, step_of: Callable[[Any, int], Step]
) -> Drill:
    """A drill of ``question``: for each seed ``n``, the first ending of a bot-played deal of ``game`` (with
    ``tricks_left`` cards in the hand to act) whose step ``step_of(state, n)`` has a costly card."""
    module = game_module(game)

    def make(n: int) -> Step:
        for attempt in range(60):
            state = ending(module, n * 100 + attempt, tricks_left=tricks_left)
            if state is None:
                continue
            step = step_of(state, n)
            if step.answers() and step.wrong_answers():
                return step
        raise RuntimeError(
            f"no position with a costly card in {game_name(module)} from seed {n}"
        )  # pragma: no cover

    return Drill(f"{gettext(question)} ({game_name(module).capitalize()})", make, seed=seed)


def view_card_costs(state: Any, *, samples: int | None = None, seed: int = 0) -> dict[Card, Any]:
    """What each legal card costs the player to act on average (:class:`tutor.analysis.SampledCost`) over
    ``samples`` deals of the hidden cards that fit what that player has seen (default: the game's
    :data:`~tutor.analysis.hints.HINT_SAMPLES`). A card playable with several signals costs what its best way costs."""
    from .. import analysis

    count = games.describe(state).hint_samples if samples is None else samples
    return _by_card(analysis.sampled_costs(state.view(state.to_act), samples=count, seed=seed))


def _rounded(x: float) -> float:
    """``x`` as :func:`~tutor.sentences.amount` writes it, as a number (``0.26`` -> ``0.3``)."""
    return round(max(x, 0.0), 1)


def view_card_step(
    state: Any,
    *,
    samples: int | None = None,
    seed: int = 0,
    tolerance: float = 0.0,
    prompt: str = "",
    title: str = "",
    principles: Sequence[Principle] = (),
) -> Step:
    """A "which card would you play?" step in ``state`` seen from the player to act (the other hands hidden): right
    if the card gives away on average at most ``tolerance`` (in the game's currency) more than the card that
    gives away least, over the deals of :func:`view_card_costs`. The feedback says how it was judged, and with
    ``principles`` the first principle a wrong card breaks, and how."""
    from .. import analysis

    module = games.of(state)
    costs = view_card_costs(state, samples=samples, seed=seed)
    least = min(cost.loss for cost in costs.values())
    unit = analysis.adapter_class(game_name(module)).unit
    n = next(iter(costs.values())).samples

    one = unit.removesuffix("s")

    def spread(cost: Any) -> str:
        low, high = amount(cost.low), amount(cost.high)
        if low == high:
            return SAME_EVERYWHERE.say()
        return BETWEEN.say(low=low, high=high)

    def goal(_: Any, action: Any) -> tuple[bool, str]:
        cost = costs[action.card]
        name = action.card.unicode()
        head = OVER.say(deals=n, card=name)
        if cost.best == n:
            return True, BEST_IN_EVERY.say(head=head)
        gives = GIVES.say(amount=count(_rounded(cost.loss), one))
        worse = n - cost.best
        if cost.loss <= least + tolerance:
            if cost.loss > least:
                return True, CLOSE_TO_LEAST.say(head=head, giving=gives)
            better = DOES_BETTER.say(worse=worse, deals=n) if worse else ""
            return True, AS_LITTLE.say(head=head, giving=gives) + better
        found = broken(principles, state, action.card)
        if found:
            principle, how = found[0]
            lost = cost_words(state, _rounded(cost.loss))
            return False, BREAKS_ON_AVERAGE.say(
                card=name,
                principle=gettext(principle.name),
                lost=lost,
                deals=n,
                how=how,
                worse=worse,
                spread=spread(cost),
            )
        return False, GIVES_MORE.say(head=head, giving=gives, worse=worse, deals=n, spread=spread(cost))

    right = sorted((c for c, cost in costs.items() if cost.loss <= least + tolerance), key=lambda c: c.index)
    names = join((THE_CARD.say(card=c.unicode()) for c in right), "or")
    return play_from(
        state,
        goal=goal,
        prompt=prompt or WHICH_CARD.say(seat=gettext(module.SEATS[state.to_act])),
        explanation=LEAST_ON_AVERAGE.say(deals=n, listed=names),
        hints=_hints(
            principles,
            (
                gettext("Only your hand is shown: which cards are still out, and who may hold them?"),
                gettext("A player who did not follow suit has none of that suit left."),
            ),
        ),
        text=ONLY_YOURS.say(situation=state_words(state).rstrip(".。")),
        title=title,
    )


def best_card_from_view(
    game: Any, seed: int = 0, *, tricks_left: int = 4, tolerance: float = 0.0, samples: int | None = None
) -> Drill:
    """Drill "which card would you play here?" from the player's own seat: endings of bot-played deals of
    ``game`` with ``tricks_left`` cards in the hand to act, judged by :func:`view_card_step` (the average over
    deals that fit what the player has seen, within ``tolerance``)."""
    return _card_drill(
        game,
        gettext_noop("Which card would you play, the other hands hidden?"),
        seed,
        tricks_left,
        lambda state, n: view_card_step(state, samples=samples, seed=n, tolerance=tolerance),
    )
