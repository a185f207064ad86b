"""What the layers above need to know of Saskop (:mod:`tutor.games.description`): the analysis's horizon and
samples, what the picture giving and the auction show of the hidden hands (a picture taken, the card given
back for it, the shower's only picture; each bid promises potential trumps; a pass says, if the player bids
as the bots do, that the hand was not worth the bid open to it), how a drill deals, its bidding words.

What the sampler reads here, measured with the play table's bot (``bench_play.py 90 saskop --only 3
--sampling-deals 90 --eight 0``, best cards with 5 tricks or fewer left, mean cost in card points, load 1.2-2.1):
90.6%, 0.709 before; the shower of a picture taken holding no other picture 91.1%, 0.664; the passes alone
91.1%, 0.643; both 91.2%, 0.626. Tried and dropped: a diamond override declined read the same way (the
bots override when diamonds are worth seven trumps, six against an opposing caller): 91.1%, 0.659 with the two
above, no better.

Reading the cards each bot chose in the first four tricks (``likely``; ``bench_play.py 200 saskop --only 3
--sampling-deals 200 --eight 0``, load about 2): 93.4% from 89.6%, mean cost 0.391 from 0.680 card points; on the
bench's 30 deals 93.7% from 90.3%, 0.297 from 0.613. Of the 34 costly choices on those 30 deals, 18 became best
cards when their deals were drawn from hands that played as the ``Bot`` (8 with as many uniform deals, another
seed). Tried and dropped: reading a player as a person also where chance explains his cards as well as the bots'
play (a player choosing at random among his legal cards: the mean over sampled hands of one over the number of
legal cards at each of his turns, against how often the ``Bot`` would have played them): it read 2 of 15 random
players as bots rather than 3, but 2 of 105 bots as persons, and cost time at the slowest card (30 deals: 93.4%,
0.409); ending the search for hands that play as the bots at a quarter or half of the tries when some were found
(92.5% and 92.8% on the 30 deals, for a slowest card of 425 and 525 ms against 911 ms before the sampler's own
checks were made faster).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from typing import Any

from ...cards import CardSet
from ...tricks import Trick
from .._likely import first_choices, played_as, remembered, tricks_in_deal
from ..description import Description
from .actions import Bid, NameTrump, Pass, Phase, ShowPicture, TakePicture
from .rules import BIDS, PICTURE_MASK, SUIT_TRUMPS_MASK

__all__ = ["DESCRIPTION"]


def knows(view: Any, seat: int, holds: dict[int, int], lacks: dict[int, int]) -> None:
    """A picture shown and taken is in the taker's hand (everyone saw it), and the card he gave back for it in
    his partner's (seen by the two of them). That partner showed his only picture: he holds no other picture
    now, except the card given back (which the other side does not see: where the rules let it be a picture,
    :func:`fits` tests for one picture at most)."""
    del seat  # what the view shows: the card given back is hidden from the other side
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
    for shower, give in _showers(view):
        if shower in lacks and (give is not None or not view.rules.return_may_be_picture):
            lacks[shower] |= PICTURE_MASK & ~(give or 0)


def _showers(view: Any) -> list[tuple[int, int | None]]:
    """``(seat, the card given back)`` for each picture taken: the seat that showed it (his only picture) and
    the card his partner gave him back for it (a mask; ``None`` where the view does not show it)."""
    takers = getattr(view, "takers", ())
    gives = [action.give for action in view.history if type(action) is TakePicture]
    return [((t + 2) % 4, None if give is None else give.bit) for t, give in zip(takers, gives, strict=True)]


def _auction(view: Any) -> list[tuple[int, Bid | Pass, int]]:
    """The auction of ``view``, in order: ``(seat, its bid or pass, the lowest bid open to it then)``."""
    seat, passed, top = (view.dealer + 1) % 4, 0, 0
    out: list[tuple[int, Bid | Pass, int]] = []
    for action in view.history:
        if type(action) is not Bid and type(action) is not Pass:
            continue
        out.append((seat, action, top + 1 if top else BIDS[0]))
        if type(action) is Bid:
            top = max(top, action.trumps)
        else:
            passed |= 1 << seat
        if passed.bit_count() == 4 or (passed.bit_count() == 3 and top):
            continue  # the auction is over (the bidder names the suit next); after three passes and no bid, the
            # fourth player still speaks
        seat = (seat + 1) % 4
        while passed >> seat & 1:
            seat = (seat + 1) % 4
    return out


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
    best: dict[int, int] = {}
    for seat, action, _ in _auction(view):
        if type(action) is Bid:
            best[seat] = max(best.get(seat, 0), action.trumps)
    named = next((a.suit for a in view.history if type(a) is NameTrump), None)
    every = tuple(SUIT_TRUMPS_MASK.values())
    bidder = getattr(view, "bidder", None)
    return [
        (s, n, (SUIT_TRUMPS_MASK[named],) if s == bidder and named is not None else every)
        for s, n in sorted(best.items())
    ]


def passes(view: Any) -> list[tuple[int, int]]:
    """The passes of ``view``'s auction: ``(seat, bid)``, the seat passing when the lowest bid open to it was
    ``bid`` (none once the bidding is at 9). It could not bid that, or (if it bids as
    :class:`~tutor.games.saskop.Bot` does: a person may pass anything) its hand was not worth it (``likely``).
    Nothing after a deal of 60-60.

    >>> from tutor.games.saskop import SaskopRules, replay
    >>> s = replay(3, ["bid 5", "pass", "pass", "bid 6", "pass", "trumps ♦"], dealer=3, rules=SaskopRules(picture_giving=False))
    >>> passes(s)
    [(1, 6), (2, 6), (0, 7)]
    """
    if getattr(view, "fixed", False):
        return []
    return [(seat, bid) for seat, action, bid in _auction(view) if type(action) is Pass and bid <= BIDS[-1]]


def fits(view: Any, seat: int) -> Callable[[dict[int, int]], bool] | None:
    """Every bid promises that many potential trumps in some suit, and the auction's winner as many in the suit
    he named, in the hand as it was when the play began (no card changes hands after the auction); a seat that
    showed his only picture holds at most one picture then, the card given back for it (:func:`knows`)."""
    del seat  # every seat hears the auction
    need = promises(view)
    showers = [s for s, give in _showers(view) if give is None and view.rules.return_may_be_picture]
    if not need and not showers:
        return None

    def test(hands: dict[int, int]) -> bool:
        return all(
            max((hands[s] & mask).bit_count() for mask in masks) >= n for s, n, masks in need if s in hands
        ) and all((hands[s] & PICTURE_MASK).bit_count() <= 1 for s in showers if s in hands)

    return test


def likely(view: Any, seat: int) -> dict[int, Callable[[int], bool]]:
    """What each hidden hand is if its player acts as :class:`~tutor.games.saskop.Bot` does (a person may act
    as he likes), a test of the hand as it was when the play began: a pass says the hand could not make the bid
    open to it (fewer potential trumps than that in every suit) or was not worth it (:func:`passes`,
    :meth:`Bot.bids <tutor.games.saskop.Bot.bids>`); each card it played in the tricks before the play table's
    bot samples (the first four: :attr:`~tutor.games.description.Description.table_bot`) is the one the ``Bot``
    would have played with that hand, seeing what the seat saw then (``tutor.games._likely``).
    """
    from .bot import Bot  # the bots' own rule (the bot module imports more than this one should at its top)

    bot = Bot()
    every = tuple(SUIT_TRUMPS_MASK.values())
    limits: dict[int, list[int]] = {}
    for other, bid in passes(view):
        limits.setdefault(other, []).append(bid)
    table_bot = DESCRIPTION.table_bot
    assert table_bot is not None  # Saskop's table samples in its last tricks

    def table(done: tuple[Trick, ...], trick: Trick, other: int) -> Any:
        return replace(
            view,
            phase=Phase.PLAY,
            to_act=other,
            hands=(None,) * 4,
            viewer=other,
            trick=trick,
            tricks=done,
            _read=None,
        )

    def bids(hand: int, n: int) -> bool:  # could bid n (enough potential trumps in some suit), and would
        return max((hand & mask).bit_count() for mask in every) >= n and bot.bids(
            CardSet.from_mask(hand), view, n
        )

    choices = first_choices(view, tricks_in_deal(view) - table_bot[0], table)
    tests: dict[int, Callable[[int], bool]] = {}
    for other, hand in enumerate(view.hands):
        passed, chose = limits.get(other, []), choices.get(other, [])
        if other == seat or hand is not None or not (passed or chose):
            continue
        tests[other] = remembered(_both(passed, bids, played_as(chose, bot)))
    return tests


def _both(
    passed: list[int], bids: Callable[[int, int], bool], plays: Callable[[int], bool]
) -> Callable[[int], bool]:
    """A hand's test: no bid it passed would the bots have bid with it, and it played as the bots."""
    return lambda hand: not any(bids(hand, n) for n in passed) and plays(hand)


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
    promised=promises,
    likely=likely,
    drill_players=4,
    drill_hand_sizes=(4, 9),
    drill_trumps=True,
    bids=("bid 5", "bid 6", "bid 7", "bid 8", "bid 9", "pass", "diamonds!"),
    principles="tutor.lesson.principles.saskop",
)
"""Saskop, described once for the layers above."""
