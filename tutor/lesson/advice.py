"""A card judged against a model answer (a bot's advice): the model card is right, and another card is told what it
does to the trick that the model card does not, in words computed from the rules, never naming the model card.

>>> from tutor.games import saskop
>>> state = saskop.start(7)
>>> while not (state.trick.cards and len({a.card for a in state.legal_actions()}) > 2):
...     state = state.apply(saskop.Bot(seed=7).choose(state))
>>> state.describe()
'Trick 1, ♦ trumps (called by North); on the table: AC; South to play'
>>> step = advice_step(state, saskop.Bot(seed=7))
>>> [step.label(card) for card in step.answers()], step.check(step.right_answer()).reason
(['7♦'], 'The bot plays it too: win the trick (11 points) as cheaply as possible.')

Each legal card the bot would not play is told what it does to the trick that the bot's card does not:

>>> print(step.check("Q♦").reason)
The Q♦ wins, but a lower card wins too: keep the Q♦ for a later trick.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from ..cards import Card
from ..sentences import count
from .actions import play_from
from .steps import Step

__all__ = ["advice_step", "against", "why_not_model"]


def _module(state: Any) -> Any:
    from .. import games

    return games.of(state)


def _rules(state: Any) -> dict[str, Any]:
    rules = getattr(state, "rules", None)
    return {"rules": rules} if rules is not None else {}


def _partners(state: Any, a: int, b: int) -> bool:
    """Whether seats ``a`` and ``b`` play for the same side: partners sit opposite at four; Subastao's bidding
    side (``side``, a mask of seats) against the rest; otherwise each seat for itself."""
    side = getattr(state, "side", None)
    if isinstance(side, int) and side:
        return (side >> a & 1) == (side >> b & 1)
    return a % 2 == b % 2 if len(state.hands) == 4 else a == b


def _points(module: Any, card: Card) -> int:
    """The card points of ``card`` in a game that counts them (Saskop, Subastao: ``card_points``), else 0."""
    counter = getattr(module, "card_points", None)
    return int(counter([card])) if callable(counter) else 0


def why_not_model(state: Any, card: Card, model: Card) -> str:
    """Why playing ``card`` now is worse than the ``model`` card (the bot's), said of ``card`` and the trick only:
    the trick it fails to win, the partner it overtakes, the card points it gives away or fails to add, the high
    card it wastes. The model card is never named."""
    module = _module(state)
    trick = tuple(state.trick.cards) if state.trick is not None else ()
    seat = state.to_act
    rules = {"trump": state.trump, **_rules(state)}
    order = module.ordering(state.trump, getattr(state, "rules", None))
    name = card.unicode()
    plays = list(state.trick.plays) if state.trick is not None else []

    def wins(c: Card) -> bool:
        return bool(module.trick_winner((*trick, c), **rules) == len(trick))

    def winner_after(c: Card) -> str:
        position = module.trick_winner((*trick, c), **rules)
        who, best = plays[position] if position < len(plays) else (seat, c)
        return f"{module.SEATS[who]}'s {best.unicode()}"

    partner_wins = False
    if trick:
        leader, best = plays[module.trick_winner(trick, **rules)]
        partner_wins = leader != seat and _partners(state, leader, seat)
    points, model_points = _points(module, card), _points(module, model)
    stronger = order.beats(card, model) if order.suit_of(card) == order.suit_of(model) else None
    if trick and wins(model) and not wins(card):
        return f"The {name} does not win the trick: {winner_after(card)} stays higher, and this trick can be won."
    if trick and wins(card) and not wins(model):
        if partner_wins:
            return f"Your partner's {best.unicode()} is winning this trick already: the {name} takes it from him."
        return f"The {name} wins this trick, but it is worth more later: this trick can be given up cheaply."
    if trick and wins(card) and stronger:
        return f"The {name} wins, but a lower card wins too: keep the {name} for a later trick."
    if not trick:
        return _why_not_this_lead(order, card, model, points, model_points, stronger)
    if partner_wins and model_points > points:
        adds = f"only {count(points, 'card point')}" if points else "no card points"
        return f"Your partner's {best.unicode()} wins this trick: the {name} adds {adds} to it, and you can add more."
    if not partner_wins and points > model_points:
        return (
            f"The {name} cannot win this trick, and it gives {count(points, 'card point')} to the other side: "
            "a card with fewer points would do."
        )
    if stronger and partner_wins:
        adds = "adds as many card points" if points or model_points else "does as well"
        return (
            f"Your partner's {best.unicode()} wins this trick anyway: the {name} is higher than the trick needs, and a "
            f"lower card {adds}."
        )
    if stronger:
        return (
            f"The {name} cannot win this trick, so it is a high card thrown away: a lower card loses the trick "
            "just the same."
        )
    if order.strength(card) > order.strength(model):
        return f"The {name} cannot win this trick: it throws away a card that may win a trick later."
    hand = state.hand(seat)
    if len(hand.of_suit(card.suit)) > len(hand.of_suit(model.suit)):
        return (
            f"The {name} cannot win this trick, and it comes from your longer suit ({card.suit.symbol}), whose "
            "cards may win tricks later."
        )
    return f"The {name} is not the card this trick needs: another card keeps your hand stronger for later."


def _why_not_this_lead(
    order: Any, card: Card, model: Card, points: int, model_points: int, stronger: bool | None
) -> str:
    """Why ``card`` is a worse lead than ``model``: what it spends or risks, the model card not named."""
    name = card.unicode()
    if order.is_trump(card) and not order.is_trump(model):
        return f"The {name} is a trump: leading it spends a trump the hand may need later."
    if not order.is_trump(card) and order.is_trump(model):
        return f"The {name} leads a plain suit, where the others may trump it."
    if points > model_points:
        return f"The {name} puts {count(points, 'card point')} on the table, and the others may take them."
    if stronger:
        return f"The {name} is a high card to lead now: a lower card of its suit leads just as well."
    return f"The {name} leads {card.suit.symbol}: another lead suits this hand better now."


def against(model: Any, reason: str) -> Callable[[Any, Any], tuple[bool, str]]:
    """A ``goal`` for :func:`~tutor.lesson.play_from`: the card of ``model`` (an action) is right, with
    ``reason``; any other legal card is told why it is worse (:func:`why_not_model`)."""
    card = getattr(model, "card", model)

    def goal(state: Any, action: Any) -> tuple[bool, str]:
        if action.card == card:
            return True, reason
        return False, why_not_model(state, action.card, card)

    return goal


def advice_step(state: Any, bot: Any, *, prompt: str = "", title: str = "") -> Step:
    """A "which card would you play?" step judged against ``bot``'s advice (``bot.hint(state)``): its card is
    right, with its reason; another legal card is told what it does to the trick (:func:`why_not_model`)."""
    advice, why = bot.hint(state)
    module = _module(state)
    said = f"The bot plays it too: {why}."
    return play_from(
        state,
        goal=against(advice, said),
        prompt=prompt or f"You are {module.SEATS[state.to_act]}. Which card would you play?",
        title=title,
    )
