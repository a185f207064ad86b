"""A card judged against a model answer (a bot's advice): the model card is right, and another card is told what it
does to the trick that the model card does not, in words computed from the rules, never naming the model card.

>>> from tutor.games import saskop
>>> state = saskop.start(4)
>>> while not (state.trick.cards and len({a.card for a in state.legal_actions()}) > 2):
...     state = state.apply(saskop.Bot(seed=4).choose(state))
>>> state.describe()
'Trick 1, ♦ trumps (called by West); on the table: 6♥ 8♥ 9♥; West to play'
>>> step = advice_step(state, saskop.Bot(seed=4))
>>> [step.label(card) for card in step.answers()], step.check(step.right_answer()).reason
(['7♦'], 'The bot plays it too: last to play: win the trick (0 points) with the lowest card that does.')

Each legal card the bot would not play is told what it does to the trick that the bot's card does not:

>>> print(step.check("K♠").reason)
The K♠ wins, but a lower card wins too: keep the K♠ for a later trick.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from ..cards import Card
from ..i18n import gettext
from ..sentences import Template, count
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


# why another card is worse than the model's, said of that card and the trick only
NOT_WON = Template("The {card} does not win the trick: {winner} stays higher, and this trick can be won.")
OVERTAKES = Template("Your partner's {best} is winning this trick already: the {card} takes it from him.")
WORTH_LATER = Template(
    "The {card} wins this trick, but it is worth more later: this trick can be given up cheaply."
)
LOWER_WINS_TOO = Template("The {card} wins, but a lower card wins too: keep the {card} for a later trick.")
ADDS = Template("Your partner's {best} wins this trick: the {card} adds {adds} to it, and you can add more.")
ONLY = Template("only {points}")
NO_POINTS = Template("no card points")
GIVES_AWAY = Template(
    "The {card} cannot win this trick, and it gives {points:card point} to the other side: a card with fewer "
    "points would do."
)
TOO_HIGH_POINTS = Template(
    "Your partner's {best} wins this trick anyway: the {card} is higher than the trick needs, and a lower card "
    "adds as many card points."
)
TOO_HIGH = Template(
    "Your partner's {best} wins this trick anyway: the {card} is higher than the trick needs, and a lower card "
    "does as well."
)
THROWN_AWAY = Template(
    "The {card} cannot win this trick, so it is a high card thrown away: a lower card loses the trick just the "
    "same."
)
LATER_WINNER = Template("The {card} cannot win this trick: it throws away a card that may win a trick later.")
LONGER_SUIT = Template(
    "The {card} cannot win this trick, and it comes from your longer suit ({suit}), whose cards may win tricks "
    "later."
)
NOT_NEEDED = Template(
    "The {card} is not the card this trick needs: another card keeps your hand stronger for later."
)
SPENDS_TRUMP = Template("The {card} is a trump: leading it spends a trump the hand may need later.")
PLAIN_LEAD = Template("The {card} leads a plain suit, where the others may trump it.")
PUTS_POINTS = Template("The {card} puts {points:card point} on the table, and the others may take them.")
HIGH_LEAD = Template("The {card} is a high card to lead now: a lower card of its suit leads just as well.")
OTHER_LEAD = Template("The {card} leads {suit}: another lead suits this hand better now.")
SEATS_CARD = Template("{seat}'s {card}")
BOT_TOO = Template("The bot plays it too: {why}.")
WHICH_CARD = Template("You are {seat}. Which card would you play?")


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
        return SEATS_CARD.say(seat=gettext(module.SEATS[who]), card=best.unicode())

    partner_wins = False
    if trick:
        leader, best = plays[module.trick_winner(trick, **rules)]
        partner_wins = leader != seat and _partners(state, leader, seat)
    points, model_points = _points(module, card), _points(module, model)
    stronger = order.beats(card, model) if order.suit_of(card) == order.suit_of(model) else None
    if trick and wins(model) and not wins(card):
        return NOT_WON.say(card=name, winner=winner_after(card))
    if trick and wins(card) and not wins(model):
        if partner_wins:
            return OVERTAKES.say(best=best.unicode(), card=name)
        return WORTH_LATER.say(card=name)
    if trick and wins(card) and stronger:
        return LOWER_WINS_TOO.say(card=name)
    if not trick:
        return _why_not_this_lead(order, card, model, points, model_points, stronger)
    if partner_wins and model_points > points:
        adds = ONLY.say(points=count(points, "card point")) if points else NO_POINTS.say()
        return ADDS.say(best=best.unicode(), card=name, adds=adds)
    if not partner_wins and points > model_points:
        return GIVES_AWAY.say(card=name, points=points)
    if stronger and partner_wins:
        return (TOO_HIGH_POINTS if points or model_points else TOO_HIGH).say(best=best.unicode(), card=name)
    if stronger:
        return THROWN_AWAY.say(card=name)
    if order.strength(card) > order.strength(model):
        return LATER_WINNER.say(card=name)
    hand = state.hand(seat)
    if len(hand.of_suit(card.suit)) > len(hand.of_suit(model.suit)):
        return LONGER_SUIT.say(card=name, suit=card.suit.symbol)
    return NOT_NEEDED.say(card=name)


def _why_not_this_lead(
    order: Any, card: Card, model: Card, points: int, model_points: int, stronger: bool | None
) -> str:
    """Why ``card`` is a worse lead than ``model``: what it spends or risks, the model card not named."""
    name = card.unicode()
    if order.is_trump(card) and not order.is_trump(model):
        return SPENDS_TRUMP.say(card=name)
    if not order.is_trump(card) and order.is_trump(model):
        return PLAIN_LEAD.say(card=name)
    if points > model_points:
        return PUTS_POINTS.say(card=name, points=points)
    if stronger:
        return HIGH_LEAD.say(card=name)
    return OTHER_LEAD.say(card=name, suit=card.suit.symbol)


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
    said = BOT_TOO.say(why=why)
    return play_from(
        state,
        goal=against(advice, said),
        prompt=prompt or WHICH_CARD.say(seat=gettext(module.SEATS[state.to_act])),
        title=title,
    )
