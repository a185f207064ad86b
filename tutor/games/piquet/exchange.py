"""What a discard is worth: a simulation of the exchange, and what a discard throws away, in words.

Cavendish's advice on discarding (rules file, section 3) is about the declarations first: keep the point,
keep the cards that make or may make a sequence, keep the sets, and do not break several suits. A discard can
be judged against it by trying it: :func:`estimate_discard` deals the cards the player cannot see at random
many times (the same draws for every discard tried, so that two discards are compared on the same luck), takes
in from the stock as the rules say, and compares the two hands' declarations (:func:`compare_hands`). Its
``margin`` is the player's score in hand minus the opponent's, on average. :func:`discard_reasons` says, from
the hand alone, what a discard breaks.

>>> hand = "AS KS QS JS 9S AH 8H 7H KD 9D 8C 7C"
>>> keep_the_quart = estimate_discard(hand, "8H 7H 9D 8C 7C", samples=100)
>>> throw_the_spades = estimate_discard(hand, "KS QS JS 9S 7C", samples=100)
>>> keep_the_quart.margin > throw_the_spades.margin
True
>>> discard_reasons(hand, "KS QS JS 9S 7C")
('it throws 4 cards of your point (♠)', 'it breaks your quart major in ♠')
"""

from __future__ import annotations

import random
from collections.abc import Iterable
from dataclasses import dataclass
from typing import Any

from ...cards import Card, CardSet
from ...errors import NotationError
from ...i18n import gettext, grammar
from ...inputs import quote
from ...sentences import Template
from .declarations import Role, compare_hands, point, sequences, sets
from .rules import ALL_CARDS, INPUTS, RANKS

# the refusals of a discard weighed (a Template each, said in the language spoken; the input quoted as given)
HAND_OF_12 = Template("hand {value} has {cards} cards: a Piquet hand has 12")
NOT_IN_HAND = Template("discard {value} holds cards that are not in the hand {hand}")
NOT_A_ROLE = Template("role {value} is not {elder} or {younger}")
NOT_LEFT = Template("left {value} is not a number of cards the elder left: 0 to 4")
EXCHANGES = Template("the {role} exchanges one to {most} cards, not {given}")
NOT_SAMPLES = Template("samples {value} is not a number of deals: give one or more")
# what a discard throws away, and an estimate's summary (said to a learner, in the language spoken)
THROWS_POINT = Template("it throws {lost:card} of your point ({suit})")
BREAKS_YOUR = Template("it breaks your {combination}")
UNGUARDED = Template("it leaves the {card} unguarded")
ESTIMATE = Template("discard {cards}: {margin} in hand on average, the point good {share} of the time")

__all__ = ["DiscardEstimate", "discard_reasons", "estimate_discard"]

_STOCK = 8
_ELDER_MOST = 5


@dataclass(frozen=True, slots=True)
class DiscardEstimate:
    """A discard tried over many deals of the unseen cards.

    :param discard: the cards thrown.
    :param margin: the player's score in hand (point, sequences, sets, repique) minus the opponent's, on
        average over the deals tried.
    :param point: how often (0 to 1) the player's point was good.
    :param samples: how many deals were tried.
    :param reasons: what the discard throws away, in words (:func:`discard_reasons`).
    """

    discard: tuple[Card, ...]
    margin: float
    point: float
    samples: int
    reasons: tuple[str, ...]

    def __str__(self) -> str:
        cards = " ".join(c.unicode() for c in self.discard)
        margin = f"{self.margin:+.1f}".replace(
            ".", grammar().decimal
        )  # the language's decimal mark, the sign kept
        return ESTIMATE.say(cards=cards, margin=margin, share=f"{self.point:.0%}")


def _read(hand: Any, discard: Any) -> tuple[CardSet, CardSet]:
    cards = CardSet(INPUTS.hand(hand))
    thrown = CardSet(INPUTS.hand(discard))
    if len(cards) != 12:
        raise NotationError(HAND_OF_12.say(value=quote(hand), cards=len(cards)))
    if not thrown <= cards:
        raise NotationError(NOT_IN_HAND.say(value=quote(discard), hand=quote(hand)))
    return cards, thrown


def discard_reasons(
    hand: CardSet | Iterable[Card] | str, discard: CardSet | Iterable[Card] | str
) -> tuple[str, ...]:
    """What ``discard`` throws away from ``hand``: cards of the point, a sequence or a set broken, a king
    left alone in its suit without the ace (it falls to the ace led). Empty if it throws none of these.

    >>> discard_reasons("AS KS QS JS 9S AH 8H 7H KD 9D 8C 7C", "8H 7H 9D 8C 7C")
    ('it leaves the K♦ unguarded',)
    """
    cards, thrown = _read(hand, discard)
    out = []
    best = point(cards)
    if best is not None and best.suit is not None:
        lost = [c for c in thrown if c.suit is best.suit]
        if lost:
            out.append(THROWS_POINT.say(lost=len(lost), suit=best.suit.symbol))
    for combo in (*sequences(cards), *sets(cards)):
        if any(c in thrown for c in combo.cards):
            out.append(BREAKS_YOUR.say(combination=combo.said()))
    kept = cards - thrown
    for king in kept.sorted():
        if king.rank is RANKS[1]:  # a king kept alone, without its ace, falls to the ace led
            suit = kept.of_suit(king.suit)
            if (
                len(suit) == 1
                and len(cards.of_suit(king.suit)) > 1
                and not any(c.rank is RANKS[0] for c in cards.of_suit(king.suit))
            ):
                out.append(UNGUARDED.say(card=king.unicode()))
    return tuple(out)


def estimate_discard(
    hand: CardSet | Iterable[Card] | str,
    discard: CardSet | Iterable[Card] | str,
    *,
    role: Role | str = Role.ELDER,
    left: int = 0,
    samples: int = 200,
    seed: Any = 0,
) -> DiscardEstimate:
    """Try ``discard`` from ``hand`` over ``samples`` random deals of the cards the player cannot see.

    The elder takes in as many cards from the top of the stock as he throws (one to five); the younger takes
    in after him, from the cards the elder left (``left``) and his own three. The opponent's hand is a random
    twelve of the other unseen cards (the elder's after his exchange, for the younger). The same ``seed``
    gives the same deals for every discard of the same hand, so two discards are compared on the same luck.

    :param role: ``'elder'`` or ``'younger'``.
    :param left: for the younger, how many of his five cards the elder left in the stock.
    :raises NotationError: for a discard the rules do not allow (too many or too few cards).
    """
    cards, thrown = _read(hand, discard)
    roles = {"elder": Role.ELDER, "younger": Role.YOUNGER}
    if not isinstance(role, Role) and (not isinstance(role, str) or role not in roles):
        raise NotationError(NOT_A_ROLE.say(value=quote(role), elder="'elder'", younger="'younger'"))
    role = roles[role] if isinstance(role, str) else role
    if not isinstance(left, int) or isinstance(left, bool) or not 0 <= left < _ELDER_MOST:
        raise NotationError(NOT_LEFT.say(value=quote(left)))
    most = _ELDER_MOST if role is Role.ELDER else _STOCK - _ELDER_MOST + left
    if not 1 <= len(thrown) <= most:
        raise NotationError(EXCHANGES.say(role=gettext(str(role)), most=most, given=len(thrown)))
    if not isinstance(samples, int) or isinstance(samples, bool) or samples < 1:
        raise NotationError(NOT_SAMPLES.say(value=quote(samples)))
    unseen = sorted(ALL_CARDS - cards, key=lambda c: c.index)
    rng = random.Random(f"exchange:{seed}:{cards.mask}")
    kept = cards - thrown
    total = good = 0
    n = len(thrown)
    me = 0 if role is Role.ELDER else 1
    for _ in range(samples):
        rng.shuffle(unseen)
        mine = kept | CardSet(unseen[:n])
        other = CardSet(unseen[n : n + 12])
        compared = compare_hands(mine, other) if me == 0 else compare_hands(other, mine)
        total += compared.totals[me] - compared.totals[1 - me]
        good += compared.point.scorer is (Role.ELDER if me == 0 else Role.YOUNGER)
    return DiscardEstimate(
        tuple(thrown.sorted()), total / samples, good / samples, samples, discard_reasons(cards, thrown)
    )
