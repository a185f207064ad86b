"""Bots for Subastao: a random player and a heuristic one that sees only what its seat may see.

The heuristic :class:`Bot` bids from :func:`~tutor.games.subastao.evaluate.evaluate_bid`'s estimate, names the
suit it values most, and plays with the card policy of :mod:`~tutor.games.subastao.fast` (the policy the
Monte-Carlo evaluator plays with, with the refinements of its ``careful`` mode): as soloist it draws trumps with its
masters, then keeps its last trumps to ruff and leads side cards; it keeps the rey and caballo of a marriage until
it has sung it and sings as soon as it wins a trick (the 40 first); as defender it cashes masters, makes the soloist
ruff a suit he has shown void in (or that nobody else holds), leads a small trump to draw the soloist's, loads
points on its partner's tricks when they will hold (not its top trumps, nor, early, its masters), and wins cheaply;
made to overtake its partner, it does so with a card the soloist cannot beat. Last to a trick it takes, it takes it
with its richest card that is neither a top trump nor a master, whose points come home with the trick.

Judged by the exact solver (``benchmarks/bench_play.py``, 200 deals, every position with a choice; load 2.3), the
``careful`` mode raised the best-card rate with 8 tricks left from 70.2% to 78.2% (mean cost 2.47 to 1.45 points)
and with 5 tricks or fewer from 81.3% to 86.1% (1.37 to 1.22). Each refinement was measured on the positions of 100
bot deals, then checked on 100 others; tried and dropped (best-card rate with 8 tricks left on the first 100, before
69.7%; with 5 or fewer, before 82.0%): a defender who cashes no master while trumps are out (71.6%, but 81.6% with 5
or fewer), a soloist who does not (69.7%; 81.6%), either of them in a suit of which fewer than three cards are out
(69.3%; 81.5%); keeping the masters when loading a partner's trick with five cards or fewer left (it cost at 5 or
fewer: 81.6%).

>>> from tutor.games.subastao import start, play_out
>>> final = play_out(start(5), [Bot(seed=1), Bot(seed=2), Bot(seed=3)])
>>> final.is_terminal
True
"""

from __future__ import annotations

import random

from ...cards import CARDS_BY_INDEX, Card, Suit
from ...i18n import gettext
from ...sentences import Template
from ...tricks import Trick
from .. import _shared
from . import fast
from .actions import (
    MAX_BID,
    MIN_BID,
    Action,
    Bid,
    ChooseTrump,
    Decline,
    Denounce,
    Pass,
    Phase,
    Play,
    Sing,
    TakeOver,
)
from .evaluate import expected_points
from .rules import SUITS, Variant
from .state import View

__all__ = ["Bot", "RandomBot"]


# the bot's reason that counts (:mod:`tutor.sentences`)
LOAD = Template("your side is winning this trick: load {card} ({points:point}) on it")
TAKE_OVER = Template("the bidder's cards are worth about {worth}, enough for {contract}")
NO_TAKE_OVER = Template("the bidder's cards are worth about {worth}: not enough for {contract}")
WORTH = Template("worth about {worth} in {suit}")
PARTNER_HOLDS = Template("{worth}: partner holds the bid, leave it to him")
NOT_ENOUGH = Template("{worth} (bid up to {limit}): not enough for {low}, pass")
ONE_ROUND = Template("{worth}: one round only, so bid the limit {points}")
OPEN_AT = Template("{worth} (bid up to {limit}): open at {points}, the next bid up")
DRAW_TRUMPS = Template("lead {card}: draw the defenders' trumps so they cannot ruff your winners")
NO_TRUMPS_LEFT = Template("lead {card}: the defenders have no trumps left, so it wins")
SMALL_TRUMP = Template(
    "lead {card}: a small trump draws the soloist's trumps, so he has fewer left to ruff with"
)
FORCE_SOLOIST = Template("lead {card}: the soloist has none of its suit, so he must spend a trump on it")
CASH_MASTER = Template("cash {card}: no card still out beats it in its suit")
LEAD_SPARE = Template("lead {card}, a card you can spare, and keep the winners for later")
NOTHING_TO_LOAD = Template("your side is winning this trick: nothing worth loading, {card} is the cheapest")
LAST_TAKES = Template("last to play: take the trick with {card} and bring its {points} points home with it")
TRUMP_SMALLEST = Template("trump with {card}, the smallest that takes the trick")
TAKE_WITH = Template("take the trick with {card}")
LEAST_VALUABLE = Template("{card}: the least valuable card you may play")
WORTH_MOST = Template("{suit} is the suit the hand is worth most in")
SING_NOW = Template("sing {cante} now: one cante per trick won, so never wait")


RandomBot = _shared.RandomBot
"""Chooses uniformly among the legal actions (seeded): the one random bot every game shares."""


def _bit_card(bit: int) -> Card:
    return CARDS_BY_INDEX[bit.bit_length() - 1]


class Bot:
    """The heuristic player. ``margin`` is added to (or, negative, taken from) its bid limits.

    >>> from tutor.games.subastao import start
    >>> s = start(hands=("AO 3O RO CO 6O AC 5C AE 7E SB 5B 4B",
    ...                  "SO 7O 5O 4O 3C RC CC SC 7C 6C 3E RE",
    ...                  "4C CE SE 6E 5E 4E 3B RB CB 7B 6B AB"), dealer=2)
    >>> Bot().hint(s)
    (Bid(points=105), 'worth about 112 in oros: one round only, so bid the limit 105')
    """

    def __init__(self, seed: int | str | None = None, *, margin: int = 0) -> None:
        self.rng = random.Random(seed)
        self.margin = margin
        self._memo: tuple[int, list[float]] = (-1, [])
        # what this bot has already read of the deal's finished tricks: (count, last trick, played, voids)
        self._seen: tuple[int, Trick | None, int, dict[int, int]] = (0, None, 0, {})

    def choose(self, state: View) -> Action:
        return self._decide(state, explain=False)[0]

    def hint(self, state: View) -> tuple[Action, str]:
        """The action and the reason for it, in words."""
        return self._decide(state, explain=True)

    def _decide(self, state: View, *, explain: bool) -> tuple[Action, str]:
        seat = state.to_act
        assert seat is not None, "nobody is to act"
        view = state.view(seat)
        phase = view.phase
        if phase is Phase.AUCTION:
            return self._bid(view, seat)
        if phase is Phase.TRUMP:
            best = max(SUITS, key=lambda s: self._value(view, seat, s))
            return ChooseTrump(best), WORTH_MOST.say(suit=gettext(best.word))
        if phase is Phase.TAKEOVER:
            soloist = view.soloist
            hand = None if soloist is None else view.hands[soloist]
            assert hand is not None  # the dealer who may take over sees the bid hand
            worth = max(expected_points(hand.mask, t) for t in range(4))
            if worth >= view.contract + 10 + 10:
                return (
                    TakeOver(),
                    TAKE_OVER.say(worth=f"{worth:.0f}", contract=view.contract + 10),
                )
            return (
                Decline(),
                NO_TAKE_OVER.say(worth=f"{worth:.0f}", contract=view.contract + 10),
            )
        if view._may_denounce(seat):
            return Denounce(), gettext(
                "an opponent broke an obligation (renuncio): denounce it and win the deal"
            )
        available = view.available_cantes()
        if available:
            cante = available[0]
            return Sing(cante.suit), SING_NOW.say(cante=cante)
        bit, why = self._card(view, seat, explain)
        return Play(_bit_card(bit)), why

    # -- bidding --------------------------------------------------------------------------
    def _value(self, view: View, seat: int, suit: Suit) -> float:
        return self._values(_own(view, seat))[fast.SUIT_INDEX[suit]]

    def _values(self, hand: int) -> list[float]:
        """The heuristic value of a hand (a mask) in each suit, remembered between the auction and trumps."""
        if self._memo[0] != hand:
            self._memo = (hand, [expected_points(hand, t) for t in range(4)])
        return self._memo[1]

    def _bid(self, view: View, seat: int) -> tuple[Action, str]:
        hand = _own(view, seat)
        values = self._values(hand)
        expected = max(values)
        trump = SUITS[values.index(expected)]
        scale = 1.0
        if view.rules.variant is Variant.PAIRS:
            scale = 1.2  # a 10-card hand with a partner's help: the heuristic is for 12 cards alone
        limit = int((expected * scale - 5 + self.margin) // 5 * 5)
        low = MIN_BID if view.high is None else view.high[1] + 5
        worth = WORTH.say(worth=f"{expected * scale:.0f}", suit=gettext(trump.word))
        pairs = view.rules.variant is Variant.PAIRS
        if pairs and view.high is not None and view.high[0] == (seat + 2) % 4 and limit < view.high[1] + 15:
            return Pass(), PARTNER_HOLDS.say(worth=worth)
        if limit < low or low > MAX_BID:
            return Pass(), NOT_ENOUGH.say(worth=worth, limit=limit, low=low)
        single = view.rules.auction == "single" and view.rules.variant is not Variant.PAIRS
        points = min(limit, MAX_BID) if single else low
        if single:
            return Bid(points), ONE_ROUND.say(worth=worth, points=points)
        return Bid(points), OPEN_AT.say(worth=worth, limit=limit, points=points)

    # -- play -----------------------------------------------------------------------------
    def _card(self, view: View, seat: int, explain: bool = True) -> tuple[int, str]:
        hand, trump = _own(view, seat), view.trump
        assert trump is not None  # cards are played with trumps named
        t = fast.SUIT_INDEX[trump]
        tm = fast.SUIT_MASK[t]
        side = view.side
        order = view.order
        n = len(order)
        mine = bool(side >> seat & 1)
        # what the table has shown: the cards played, and who has shown void in what
        tricks = view.tricks
        count, last, played, voids = self._seen
        if count > len(tricks) or (count and tricks[count - 1] is not last) or set(voids) != set(order):
            count, played, voids = 0, 0, dict.fromkeys(order, 0)  # a new deal (or another one): start over
        else:
            voids = dict(voids)
        for trick in tricks[count:]:
            _, played = _read(trick.plays, played, voids, t, tm)
        self._seen = (len(tricks), tricks[-1] if tricks else None, played, dict(voids))
        # the trick in progress, as the fast engine sees it
        trick_now = view.trick
        assert trick_now is not None  # a trick is in play
        plays = trick_now.plays
        summary, played = _read(plays, played, voids, t, tm)
        ls, bl, bt, trump_led, winning = summary or (-1, 0, 0, False, 0)
        best = bt or bl
        best_seat = plays[winning][0] if plays else None
        allowed = fast.legal(hand, ls, bl, bt, tm, trump_led, view.rules.strict_montar)
        if allowed & (allowed - 1) == 0:
            return allowed, gettext("the only card the obligations allow")
        k = len(plays)
        pos = order.index(seat)
        after = [order[(pos + j) % n] for j in range(1, n - k)]
        protect = 0
        if mine:
            sung = {c.suit for c in view.sung}
            for i, suit in enumerate(SUITS):
                if suit not in sung and hand & fast.PAIR[i] == fast.PAIR[i]:
                    protect |= fast.PAIR[i]
        deck = fast.ALL40 if view.rules.variant is Variant.PAIRS else fast.ALL36
        partner_winning = (
            best_seat is not None and bool(side >> best_seat & 1) == mine
        )  # set once a card is down
        bit = fast.choose(
            hand,
            allowed,
            trump=t,
            ls=ls,
            best=best,
            bt=bt,
            mine=mine,
            partner_winning=partner_winning,
            after=tuple(bool(side >> q & 1) != mine for q in after),
            unseen=deck & ~played & ~hand,
            voids=tuple(voids[q] for q in after),
            protect=protect,
            careful=True,
        )
        if not explain:
            return bit, ""
        opponents = [q for q in after if bool(side >> q & 1) != mine]
        led_bit = 1 << fast.SUIT_OF[bit.bit_length()]
        ruff = any(voids[q] & led_bit and not voids[q] >> t & 1 for q in opponents) and not bit & tm
        unseen = deck & ~played & ~hand
        wins = bool(bit & tm and (not bt or bit < bt)) or (
            not bt and bool(bit & fast.SUIT_MASK[ls]) and bit < best
        )
        return bit, self._why(
            bit, plays, partner_winning, mine, tm, allowed, protect, unseen, wins and not opponents, ruff
        )

    @staticmethod
    def _why(
        bit: int,
        plays: tuple[tuple[int, Card], ...],
        winning: bool,
        mine: bool,
        tm: int,
        allowed: int,
        protect: int,
        unseen: int,
        last: bool = False,
        ruff: bool = False,
    ) -> str:
        pts = fast.CARD_POINTS[bit.bit_length() - 1]
        card = _bit_card(bit).unicode()
        master = fast._master(bit, unseen)
        if not plays:
            if bit & tm and mine:
                if unseen & tm:
                    return DRAW_TRUMPS.say(card=card)
                return NO_TRUMPS_LEFT.say(card=card)
            if bit & tm and unseen & tm:
                return SMALL_TRUMP.say(card=card)
            if ruff and not mine:
                return FORCE_SOLOIST.say(card=card)
            if master:
                return CASH_MASTER.say(card=card)
            return LEAD_SPARE.say(card=card)
        if winning and pts:
            return LOAD.say(card=card, points=pts)
        if winning:
            return NOTHING_TO_LOAD.say(card=card)
        if protect and not bit & protect and allowed & protect:
            return gettext("keep the rey and caballo together until you sing them")
        won = bool(allowed & bit) and (bit & tm or master)
        if last and pts:
            return LAST_TAKES.say(card=card, points=pts)
        if bit & tm:
            return TRUMP_SMALLEST.say(card=card)
        if won and pts:
            return TAKE_WITH.say(card=card)
        return LEAST_VALUABLE.say(card=card)


def _read(
    plays: tuple[tuple[int, Card], ...], played: int, voids: dict[int, int], trump: int, tm: int
) -> tuple[fast.Summary | None, int]:
    """Read the cards of a trick as the fast engine does (:func:`~tutor.games.subastao.fast.with_card`): its
    :data:`~tutor.games.subastao.fast.Summary` (``None`` before the lead) and ``played`` with its cards; the
    suits each seat shows void in (:func:`~tutor.games.subastao.fast.shown_void`) are added to ``voids``."""
    summary: fast.Summary | None = None
    for position, (seat, card) in enumerate(plays):
        b = card.bit
        played |= b
        if summary is not None:
            voids[seat] |= fast.shown_void(b, summary, trump, tm)
        summary = fast.with_card(summary, b, position, tm)
    return summary, played


def _own(view: View, seat: int) -> int:
    """The mask of ``seat``'s hand, which its own view shows."""
    hand = view.hands[seat]
    assert hand is not None, "a seat sees its own hand"
    return hand.mask
