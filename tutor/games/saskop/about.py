"""What the layers above need to know of Saskop (:mod:`tutor.games.description`): the analysis's horizon and
samples, what the picture giving and the auction show of the hidden hands (a picture taken, the card given
back for it; each bid promises potential trumps), how a drill deals, its bidding words.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from ..description import Description
from .actions import Bid, NameTrump, Pass, ShowPicture, TakePicture
from .rules import SUIT_TRUMPS_MASK

__all__ = ["DESCRIPTION"]


def knows(view: Any, seat: int, holds: dict[int, int], lacks: dict[int, int]) -> None:
    """A picture shown and taken is in the taker's hand (everyone saw it), and the card he gave back for it in
    his partner's (seen by the two of them)."""
    del seat, lacks  # what the view shows: the card given back is hidden from the other side
    takers = iter(getattr(view, "takers", ()))
    shown = None
    for action in view.history:
        if type(action) is ShowPicture:
            shown = action.picture
        elif type(action) is TakePicture:
            taker = next(takers)
            if shown is not None and taker in holds:
                holds[taker] |= shown.bit
            if action.give is not None and (taker + 2) % 4 in holds:
                holds[(taker + 2) % 4] |= action.give.bit
            shown = None


def promises(view: Any) -> list[tuple[int, int, tuple[int, ...]]]:
    """What the auction of ``view`` promised: ``(seat, trumps, masks)``, the seat holding at least ``trumps``
    potential trumps in one of ``masks`` when it bid (its highest bid, in any suit; the auction's winner, the
    suit he named). Nothing when the contract was carried over from a deal of 60-60.

    >>> from tutor.cards import Suit
    >>> from tutor.games.saskop import SaskopRules, replay
    >>> s = replay(3, ["bid 5", "pass", "pass", "bid 6", "pass", "trumps ♦"], dealer=3, rules=SaskopRules(picture_giving=False))
    >>> [(seat, trumps, masks == (SUIT_TRUMPS_MASK[Suit.DIAMONDS],)) for seat, trumps, masks in promises(s)]
    [(0, 5, False), (3, 6, True)]
    """
    if getattr(view, "fixed", False):
        return []
    seat, passed = (view.dealer + 1) % 4, 0
    best: dict[int, int] = {}
    named = None
    for action in view.history:
        if type(action) is NameTrump:
            named = action.suit
        if type(action) is not Bid and type(action) is not Pass:
            continue
        if type(action) is Bid:
            best[seat] = max(best.get(seat, 0), action.trumps)
        else:
            passed |= 1 << seat
        if passed.bit_count() == 4 or (passed.bit_count() == 3 and best):
            continue  # the auction is over (the bidder names the suit next); after three passes and no bid, the
            # fourth player still speaks
        seat = (seat + 1) % 4
        while passed >> seat & 1:
            seat = (seat + 1) % 4
    every = tuple(SUIT_TRUMPS_MASK.values())
    bidder = getattr(view, "bidder", None)
    return [
        (s, n, (SUIT_TRUMPS_MASK[named],) if s == bidder and named is not None else every)
        for s, n in sorted(best.items())
    ]


def fits(view: Any, seat: int) -> Callable[[dict[int, int]], bool] | None:
    """Every bid promises that many potential trumps in some suit, and the auction's winner as many in the suit
    he named, in the hand as it was when the play began (no card changes hands after the auction)."""
    del seat  # every seat hears the auction
    need = promises(view)
    if not need:
        return None

    def test(hands: dict[int, int]) -> bool:
        return all(
            max((hands[s] & mask).bit_count() for mask in masks) >= n for s, n, masks in need if s in hands
        )

    return test


DESCRIPTION = Description(
    title="Saskop",
    exact_tricks=5,
    review_tricks=6,
    hint_samples=20,
    adapter="tutor.analysis.saskop:SaskopAdapter",
    table_bot=(5, 40),
    table_nodes=40_000,
    knows=knows,
    fits=fits,
    drill_players=4,
    drill_hand_sizes=(4, 9),
    drill_trumps=True,
    bids=("bid 5", "bid 6", "bid 7", "bid 8", "bid 9", "pass", "diamonds!"),
    principles="tutor.lesson.principles.saskop",
)
"""Saskop, described once for the layers above."""
