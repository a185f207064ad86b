"""Saskop's fast path: the tricks of a deal played on bitmasks, without a state per card.

The same shape as every game's fast path (:mod:`tutor.games.subastao.fast`): masks are absolute
:class:`~tutor.cards.CardSet` masks (bit ``card.index``, ``tutor.cards.CARDS_BY_INDEX``); :func:`points` counts
a mask's card points, :func:`legal` the legal cards of a hand, :func:`playout` plays the rest of a deal. Each is the
rules' own kernel (``rules.mask_points``, ``rules.legal_mask``, the
shared :func:`tutor.tricks.trick_winner`): nothing here restates a rule. :func:`~tutor.games.saskop.rollout` plays
the auction through the state and the tricks here.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from ...cards import CARDS_BY_INDEX, Card
from ...tricks import Ordering, trick_winner
from .rules import DEFAULT_RULES, SaskopRules, legal_mask, mask_points


def points(mask: int) -> int:
    """The card points of a mask (``rules.mask_points``).

    >>> from tutor.cards import CardSet
    >>> points(CardSet.parse("AS TS KH 9D").mask)
    25
    """
    return mask_points(mask)


def legal(hand: int, trick: Sequence[Card], ordering: Ordering, rules: SaskopRules = DEFAULT_RULES) -> int:
    """The legal cards of ``hand`` (a mask) to ``trick`` (its cards in play order) under ``ordering``: the rules'
    duty chain read as a mask (``rules.legal_mask``)."""
    return legal_mask(hand, trick, ordering, rules)


def playout(
    hands: Sequence[int],
    seat: int,
    *,
    ordering: Ordering,
    rules: SaskopRules,
    randrange: Callable[[int], int],
    plays: Sequence[tuple[int, Card]] = (),
    points: Sequence[int] = (0, 0),
    taken: Sequence[int] = (0, 0),
    trace: list[tuple[int, Card]] | None = None,
) -> tuple[tuple[int, int], tuple[int, int]]:
    """Play the rest of a deal's tricks with uniformly random legal cards, from ``hands`` (masks, by seat) and
    ``seat`` to play to the trick ``plays`` (``(seat, card)`` pairs so far).

    Each card is drawn as ``randrange(n)``-th lowest of the ``n`` legal cards, the choice a
    ``actions[randrange(len(actions))]`` over the state's legal plays (in card order) makes, so a state-by-state
    playout with the same generator plays the same cards.

    :param points: the card points each team (seat % 2) has taken so far; ``taken`` its tricks.
    :param trace: if a list, receives each card played as ``(seat, card)``.
    :returns: each team's card points and tricks at the end of the deal.

    >>> import random
    >>> from tutor.cards import CardSet, Suit
    >>> from tutor.games.saskop.rules import ordering
    >>> hands = [CardSet.parse(h).mask for h in ("AS KS", "TS 9S", "QS JS", "8S 7S")]   # the last two tricks
    >>> o, pick = ordering(Suit.DIAMONDS), random.Random(1).randrange
    >>> playout(hands, 0, ordering=o, rules=DEFAULT_RULES, randrange=pick)   # North and South take both
    ((30, 0), (2, 0))
    """
    hands = list(hands)
    n = len(hands)
    won, count = list(points), list(taken)
    plays = list(plays)
    for _ in range(sum(hand.bit_count() for hand in hands)):
        cards = [card for _, card in plays]
        mask = legal_mask(hands[seat], cards, ordering, rules)
        for _ in range(randrange(mask.bit_count())):
            mask &= mask - 1
        bit = mask & -mask
        hands[seat] ^= bit
        card = CARDS_BY_INDEX[bit.bit_length() - 1]
        if trace is not None:
            trace.append((seat, card))
        plays.append((seat, card))
        if len(plays) < n:
            seat = (seat + 1) % n
            continue
        cards.append(card)
        seat = plays[trick_winner(cards, ordering)][0]
        trick = 0
        for c in cards:
            trick |= c.bit
        won[seat % 2] += mask_points(trick)
        count[seat % 2] += 1
        plays = []
    return (won[0], won[1]), (count[0], count[1])
