"""Players for Satat: a random one and a heuristic one that signals truthfully and reads its partner."""

from __future__ import annotations

import random

from ...cards import Card, CardSet, Suit
from ...cards import cards_of as _cards
from ...i18n import gettext
from ...sentences import Template
from ...tricks import Ordering, trick_winner
from .. import _shared
from .actions import (
    Action,
    Announce,
    ClaimNoTrumps,
    Consent,
    Continue,
    GiveCards,
    HideTrump,
    NameTrump,
    Phase,
    Play,
    Redeal,
    TurnBlind,
    UseLastFour,
)
from .rules import (
    FULL_MASK,
    SUITS,
    TWO_H,
    TWO_OF_HEARTS,
    Signal,
    is_grate_true,
    is_pile_true,
    ordering,
    suit_mask,
)
from .signals import Inference, InferenceKind, inferences
from .state import View

__all__ = ["Bot", "RandomBot"]


NEAR_SEVEN = 3
"""Tricks a team has won when the deal may stop soon (four more make seven): a 2♥ kept back must be played
before then, or it is never played at all."""

# the bot's reasons that count (:mod:`tutor.sentences`)
REDEAL = Template("agree to redeal with {trumps:trump}")
VIRE_ASKS = Template("partner's Vire asks for {suit}")
PARTNER_VOID = Template("partner is void in {suit}: he may trump")
LONG_SUIT = Template("{cards:card} of {suit} with a high one")
LONG_SUIT_HIDDEN = Template("{cards:card} of {suit} with a high one: the lowest face down")
DRAW_TRUMPS = Template("{mine:trump} against {out} in the other hands: draw them")


RandomBot = _shared.RandomBot
"""Chooses uniformly among the legal actions (seeded): the one random bot every game shares."""


class Bot:
    """A heuristic player: sensible trump making, wins tricks cheaply, keeps the 2♥ for when it matters,
    draws trumps on the maker's side, sends true signals when the table allows them and reads its partner's.

    It looks only at ``state.view(seat)``.

    >>> from tutor.games.satat import start
    >>> s = start(4)
    >>> action, why = Bot(seed=1).hint(s)
    >>> action in s.legal_actions(), isinstance(why, str)
    (True, True)
    """

    def __init__(self, seed: int | str | None = None) -> None:
        self.rng = random.Random(seed)

    def choose(self, state: View) -> Action:
        return self.hint(state)[0]

    def hint(self, state: View) -> tuple[Action, str]:
        """The action this bot would take, and why, in words."""
        seat = state.to_act
        assert seat is not None, "nobody is to act"
        view = state.view(seat)
        phase = view.phase
        if phase is Phase.MAKE_TRUMP:
            return self._make_trump(view, seat)
        if phase is Phase.TURN_BLIND:
            return TurnBlind(self.rng.randrange(len(view.legal_actions()))), gettext(
                "any of the four: the turn is blind"
            )
        if phase is Phase.EXCHANGE:
            actions = view.legal_actions()
            trump = view.trump
            gives = [a for a in actions if isinstance(a, GiveCards) and a.cards is not None]
            best = min(gives, key=lambda a: sum(_value(c, trump) for c in a.cards or ()))
            return best, gettext("pass the least useful card the rule allows")
        if phase is Phase.CONSENT:
            trump = view.trump
            assert trump is not None  # the no-trump claim comes after the trump is named
            trumps = (view._hands[seat] & suit_mask(trump)).bit_count()
            return Consent(trumps <= 3), REDEAL.say(trumps=trumps) if trumps <= 3 else gettext(
                "keep a good hand"
            )
        if phase is Phase.CONTINUE:
            sure = self._all_sure(view, seat)
            return Continue(sure), gettext("every card left is a sure winner") if sure else gettext(
                "take the 7-0 while it is safe"
            )
        return self._play(view, seat)

    def aside(self, state: View, seat: int) -> Action | None:
        """An out-of-turn action: claim a redeal with no trumps, announce the 2♥, give Lese when sure to win."""
        actions = state.legal_actions(seat)
        hand = state._hands[seat]
        for action in actions:
            if isinstance(action, ClaimNoTrumps):
                return action
            if isinstance(action, Announce) and action.signal is Signal.HEART_TWO and hand & TWO_H:
                return action
            if isinstance(action, Announce) and action.signal is Signal.LESE and hand & TWO_H:
                return action
        return None

    # -- trump making ----------------------------------------------------------------------------------------
    def _make_trump(self, view: View, seat: int) -> tuple[Action, str]:
        actions = view.legal_actions()
        if Redeal() in actions:
            return Redeal(), gettext("no picture in the first five: a free reshuffle")
        hand = CardSet.from_mask(view._hands[seat])

        def weight(suit: Suit) -> tuple[int, int]:
            cards = hand.of_suit(suit)
            return (len(cards), sum(_rank(c) for c in cards))

        suit = max(SUITS, key=weight)
        cards = hand.of_suit(suit)
        strong = any(c.rank.is_picture or _rank(c) == 13 for c in cards)
        if len(cards) >= 3 or (len(cards) >= 2 and strong):
            if view.rules.trup_kasiet:
                low = min(cards, key=_rank)
                return HideTrump(low), LONG_SUIT_HIDDEN.say(cards=len(cards), suit=suit)
            return NameTrump(suit), LONG_SUIT.say(cards=len(cards), suit=suit)
        return UseLastFour(), gettext("no suit long and strong enough: trust the last four")

    # -- play --------------------------------------------------------------------------------------------------
    def _play(self, view: View, seat: int) -> tuple[Action, str]:
        actions = view.legal_actions()
        plays = [a for a in actions if isinstance(a, Play) and not a.signals]
        legal = 0
        for a in plays:
            legal |= a.card.bit
        hand = view._hands[seat]
        trump = view.trump
        o = ordering(trump)
        trick = view._trick
        played = FULL_MASK & ~hand & ~_unseen(view, seat)
        unseen = _unseen(view, seat)
        partner = (seat + 2) & 3
        facts = inferences(view, seat)
        this_trick = len(view._done)
        partner_lese = any(
            f.seat == partner and f.kind is InferenceKind.WILL_WIN and f.trick == this_trick for f in facts
        )
        my_lese = any(
            f.seat == seat and f.kind is InferenceKind.WILL_WIN and f.trick == this_trick for f in facts
        )
        if not trick:
            card, why = self._lead(view, seat, legal, hand, o, unseen, facts)
        else:
            card, why = self._follow(view, seat, legal, hand, o, unseen, trick, partner_lese, my_lese)
        return self._with_signals(view, seat, card, played, hand, actions), why

    def _with_signals(
        self, view: View, seat: int, card: Card, played: int, hand: int, actions: tuple[Action, ...]
    ) -> Play:
        wanted: set[Signal] = set()
        if is_pile_true(card, played | _trick_mask(view)) and card is not TWO_OF_HEARTS:
            wanted.add(Signal.PILE)
        if is_grate_true(card, hand ^ card.bit) and hand.bit_count() > 1:
            wanted.add(Signal.GRATE)
        best = Play(card)
        for action in actions:
            if (
                isinstance(action, Play)
                and action.card is card
                and action.signals <= wanted
                and len(action.signals) > len(best.signals)
            ):
                best = action
        return best

    def _lead(
        self,
        view: View,
        seat: int,
        legal: int,
        hand: int,
        o: Ordering,
        unseen: int,
        facts: tuple[Inference, ...],
    ) -> tuple[Card, str]:
        partner = (seat + 2) & 3
        trump = view.trump
        trumps_out = unseen & o.trump_mask
        my_trumps = legal & o.trump_mask
        maker_side = (seat & 1) == (view.maker & 1)
        # a Vire request from partner in the trick just won
        if view._done and view._done[-1][2] == seat:
            for fact in facts:
                if (
                    fact.kind is InferenceKind.LEAD_REQUEST
                    and fact.seat == partner
                    and fact.trick == len(view._done) - 1
                    and fact.suit is not None
                ):
                    asked = legal & suit_mask(fact.suit) & ~TWO_H
                    if asked:
                        return _highest(asked, o), VIRE_ASKS.say(suit=fact.suit)
        if legal & TWO_H and max(view._won) >= NEAR_SEVEN and view.trump_known:  # else it pulls no trump
            return (
                TWO_OF_HEARTS,
                gettext(
                    "the 2♥ wins a trick and pulls a trump from every other hand: play it before the deal ends"
                ),
            )
        if trump is not None and my_trumps and trumps_out:
            top = _highest(my_trumps, o)
            if _sure(top, o, unseen):
                return top, gettext("draw trumps with the top trump")
            if my_trumps.bit_count() >= trumps_out.bit_count():  # lesson 21's "Draw the trumps"
                return _lowest(my_trumps, o), DRAW_TRUMPS.say(
                    mine=my_trumps.bit_count(), out=trumps_out.bit_count()
                )
        winners = [c for c in _cards(legal & ~o.trump_mask & ~TWO_H) if _sure(c, o, unseen)]
        if winners and (not trumps_out or maker_side):
            card = max(winners, key=_rank)
            return card, gettext("cash a sure winner")
        voids = {
            f.suit for f in facts if f.seat == partner and f.kind is InferenceKind.VOID and f.suit is not None
        }
        if trump is not None and voids:
            for suit in SUITS:  # in the pack's order: a set's order changes with the process's hash seed
                if suit in voids and suit is not trump:
                    cards = legal & suit_mask(suit) & ~TWO_H
                    if cards:
                        return _lowest(cards, o), PARTNER_VOID.say(suit=suit)
        if winners:
            return max(winners, key=_rank), gettext("cash a sure winner")
        rest = legal & ~o.trump_mask & ~TWO_H or legal & ~TWO_H or legal
        longest = max(SUITS, key=lambda s: (rest & suit_mask(s)).bit_count())
        cards = rest & suit_mask(longest) or rest
        return _lowest(cards, o), gettext("lead low from the longest plain suit")

    def _follow(
        self,
        view: View,
        seat: int,
        legal: int,
        hand: int,
        o: Ordering,
        unseen: int,
        trick: tuple[Card, ...],
        partner_lese: bool,
        my_lese: bool,
    ) -> tuple[Card, str]:
        if partner_lese and len(trick) == 1:
            return _discard(legal, o), gettext("partner signalled Lese: he means to win, so play low")
        leader = view._leader
        position = _winning(trick, o)
        best = trick[position]
        partner_winning = (leader + position) & 3 == (seat + 2) & 3
        last = len(trick) == 3
        beating = legal & o.stronger_mask(best)
        cheap = beating & ~TWO_H
        stakes = (
            max(view._won) >= 6
            or hand.bit_count() <= 3
            or (o.trump_mask & best.bit and best.suit is not trick[0].suit)
        )
        if partner_winning and (last or partner_lese or _sure(best, o, unseen) or best is TWO_OF_HEARTS):
            return _discard(legal, o), gettext("partner is winning: play low")
        if last:
            if cheap:
                return _lowest_beating(cheap, o), gettext("win as cheaply as possible")
            if legal & TWO_H and (stakes or my_lese or max(view._won) >= NEAR_SEVEN):
                return (
                    TWO_OF_HEARTS,
                    gettext("keep the Lese promise with the 2♥")
                    if my_lese
                    else gettext("the 2♥ takes a trick that matters"),
                )
            return _discard(legal, o), gettext("cannot win: play low")
        sure = [c for c in _cards(cheap) if _sure(c, o, unseen)]
        if sure:
            return min(sure, key=lambda c: o.key(c, trick[0].suit)), gettext(
                "win with a card nobody can beat"
            )
        if cheap and partner_winning:
            return _discard(legal, o), gettext("partner is winning: play low")
        if cheap and (cheap & o.trump_mask or len(trick) >= 2):
            return _lowest_beating(cheap, o), gettext("take the lead cheaply")
        if legal & TWO_H and (stakes or max(view._won) >= NEAR_SEVEN):  # partner's card may still be beaten
            return TWO_OF_HEARTS, gettext("the 2♥ takes a trick that matters")
        return _discard(legal, o), gettext("play low")

    def _all_sure(self, view: View, seat: int) -> bool:
        hand = view._hands[seat]
        o = ordering(view.trump)
        unseen = _unseen(view, seat)
        return all(card is TWO_OF_HEARTS or _sure(card, o, unseen, strict=True) for card in _cards(hand))


def _unseen(view: View, seat: int) -> int:
    """Cards in the other hands (those not played, not in the viewer's hand)."""
    played = 0
    for _, cards, _ in view._done:
        for c in cards:
            played |= c.bit
    return FULL_MASK & ~played & ~_trick_mask(view) & ~view._hands[seat]


def _trick_mask(view: View) -> int:
    mask = 0
    for c in view._trick:
        mask |= c.bit
    return mask


def _sure(card: Card, o: Ordering, unseen: int, strict: bool = False) -> bool:
    """No unseen card beats ``card`` (the 2♥ aside unless ``strict``), whatever is led."""
    if card is TWO_OF_HEARTS:
        return True
    beaters = o.stronger_mask(card) & unseen
    if not strict:
        beaters &= ~TWO_H
    if o.trump_mask & card.bit:
        return not beaters
    return not (beaters & ~o.trump_mask) and (strict is False or not (unseen & o.trump_mask))


def _rank(card: Card) -> int:
    return 14 - card.index % 13  # A=14 ... 2=2 (index order is A K ... 2 within a suit)


def _value(card: Card, trump: Suit | None) -> int:
    return _rank(card) + (20 if card.suit is trump else 0) + (100 if card is TWO_OF_HEARTS else 0)


def _lowest(mask: int, o: Ordering) -> Card:
    return min(_cards(mask), key=lambda c: (bool(o.trump_mask & c.bit), _rank(c)))


def _highest(mask: int, o: Ordering) -> Card:
    return max(_cards(mask), key=_rank)


def _lowest_beating(mask: int, o: Ordering) -> Card:
    return min(_cards(mask), key=lambda c: (bool(o.trump_mask & c.bit), _rank(c)))


def _discard(legal: int, o: Ordering) -> Card:
    """The least useful legal card: not the 2♥, not a trump if avoidable, not a picture or an ace if
    avoidable; from the shortest suit (a void lets one trump later); the lowest rank."""
    choice = legal & ~TWO_H or legal

    def cost(card: Card) -> tuple[bool, bool, int, int]:
        high = _rank(card) >= 11
        return (bool(o.trump_mask & card.bit), high, (legal & suit_mask(card.suit)).bit_count(), _rank(card))

    return min(_cards(choice), key=cost)


def _winning(trick: tuple[Card, ...], o: Ordering) -> int:
    return trick_winner(trick, o)
