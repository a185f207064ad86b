"""Saskop players: :class:`RandomBot` (any legal action) and :class:`Bot` (counts trumps, plays sensibly).

Both see only what their seat may see (``state.view(seat)``).

>>> from tutor.games.saskop import start
>>> s = start(5, dealer=0)
>>> action, why = Bot().hint(s)
>>> action in s.legal_actions(), isinstance(why, str)
(True, True)
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from ...cards import Card, CardSet, Rank, Suit
from ...i18n import gettext
from ...sentences import Template
from ...tricks import Ordering
from .. import _shared
from .._counting import count
from .actions import (
    Action,
    Bid,
    Decline,
    DiamondOverride,
    NameTrump,
    Pass,
    Phase,
    Play,
    ShowPicture,
    TakePicture,
)
from .rules import DECK, POINTS_BY_INDEX, duty_chain, ordering, potential_trumps
from .state import View

__all__ = ["Bot", "RandomBot"]

PACK = sum(card.bit for card in DECK.cards)


# the bot's reasons that count (:mod:`tutor.sentences`)
DIAMONDS_DOUBLE = Template("diamonds are worth {value:trump}, and score double")
DIAMONDS_ONLY = Template("diamonds would give {value:trump}: not enough")
WOULD_GIVE = Template("{suit} would give about {value:trump}")
BEST_ONLY = Template("the best suit ({suit}) would give {value:trump}: not enough to bid")
MOST_TRUMPS = Template("{suit} gives the most trumps ({value:trump})")
WITH_PICTURE = Template("with the {card}, {suit} would give {value:trump}")
LAST_WINS = Template("last to play: win the trick ({points:point}) with the lowest card that does")
CHEAP_WIN = Template("win the trick ({points:point}) as cheaply as possible")
CASH_ACE = Template("cash the {card} before it is trumped")
MASTER_TRUMP = Template("{card} is the master trump: draw trumps")
WILL_WIN = Template("partner's {card} will win: add points")
MAY_BE_BEATEN = Template("partner's {card} may still be beaten: play cheaply")
OPPONENTS_WIN = Template("{card} wins it for the opponents: throw the cheapest card")
SAFE_WIN = Template(
    "win the trick ({points:point}) with a trump the opponent still to play is unlikely to beat"
)
SAFE_HEAD = Template("must beat partner's {card}: with a card the opponent still to play is unlikely to beat")


RandomBot = _shared.RandomBot
"""Chooses uniformly among the legal actions (seeded): the one random bot every game shares."""


def _legal(state: View) -> tuple[Action, ...]:
    """The legal actions of the seat to act, seen from that seat (no peeking)."""
    seat = state.to_act
    if state.is_terminal or seat is None:
        raise ValueError(_shared.NO_ACTION_DEAL_OVER.say())
    legal = state.view(seat).legal_actions()
    if not legal:
        raise ValueError(_shared.HIDDEN_CARDS_OF.say(seat=state.to_act))
    return legal


def _beaten_first(card: Card, o: Ordering, threat: int, points: int) -> tuple[bool, int, int]:
    """The order to head a partner's card in with an opponent still to play: first the cards none of ``threat``
    (the cards he may hold) beats, the cheapest first; then the others, the strongest first."""
    if not o.stronger_mask(card) & threat:
        return (False, points, o.strength(card))
    return (True, -o.strength(card), 0)


class Bot:
    """A heuristic player.

    * **bidding**: a suit's value is its potential trumps, plus one for the 6 of that suit (the top
      trump), a half for each of the two top kings and a quarter for each side ace (11 points); it bids the lowest bid it may while that value
      allows, names its best suit (diamonds when nearly as good: they score double), and overrides with
      diamonds when they are worth seven or more trumps (six against an opposing caller);
    * **pictures**: shows a single picture when its own hand is weak; takes partner's picture when that
      gives it six potential trumps, giving back its cheapest loose card;
    * **play**: counts the cards (what is out, and what each player's plays show he cannot hold); draws trumps
      with the master trump when its side called (or it holds three trumps);
      otherwise cashes an ace (or a ten whose ace is out) unless an opponent has shown he would trump it, then
      leads short suits; in a trick, throws points ("schmears") on partner's card once no opponent still to play
      may beat it, a plain suit's ace or ten before a trump (a trump kept may win a trick of its own) and a king
      last; wins an opponent's trick as cheaply as it can, with the trump ace or ten when it takes the trick
      (every picture beats it: its points are safest now), and with an opponent still to play with the trump
      fewest of his possible cards beat (the top trump and the kings kept); heads its partner's card with a card
      the opponent after it cannot beat, else its strongest; and otherwise throws its cheapest card.
    """

    def __init__(self, seed: int | str | None = None) -> None:
        self.rng = random.Random(seed)

    def choose(self, state: View) -> Action:
        return self.hint(state)[0]

    def hint(self, state: View) -> tuple[Action, str]:
        """The action this bot would take, and why, in words."""
        legal = _legal(state)
        seat = state.to_act
        assert seat is not None  # _legal refuses a finished deal
        view = state.view(seat)
        hand = view.hands[seat]
        assert hand is not None  # _legal refuses a hidden hand
        if len(legal) == 1:
            return legal[0], gettext("the only legal action")
        phase = view.phase
        if phase is Phase.PLAY:
            return self._play(view, legal, seat, hand)
        if phase is Phase.PICTURES:
            return self._pictures(view, legal, hand)
        if phase is Phase.AUCTION:
            return self._auction(view, legal, hand)
        if phase is Phase.NAMING:
            return self._naming(view, legal, hand)
        return self._override(view, legal, seat, hand)

    # -- bidding -----------------------------------------------------------------------------------------
    def value(self, hand: CardSet, suit: Suit, state: View) -> float:
        """How many trumps the hand is worth with ``suit`` trumps."""
        value = float(potential_trumps(hand, suit))
        if state.rules.six_high and Card(Rank.SIX, suit) in hand:
            value += 1
        top = state.rules.picture_suit_order[:2]
        value += 0.5 * sum(Card(Rank.KING, s) in hand for s in top)
        value += 0.25 * sum(Card(Rank.ACE, s) in hand for s in DECK.suits if s is not suit)  # side points
        return value

    def _best_suit(
        self, hand: CardSet, state: View, suits: Sequence[Suit] | None = None
    ) -> tuple[Suit, float]:
        suits = suits or DECK.suits
        values = {suit: self.value(hand, suit, state) for suit in suits}
        best = max(values, key=values.__getitem__)
        if Suit.DIAMONDS in values and values[Suit.DIAMONDS] >= values[best] - 1:
            best = Suit.DIAMONDS
        return best, values[best]

    def _auction(self, view: View, legal: tuple[Action, ...], hand: CardSet) -> tuple[Action, str]:
        bids = [a for a in legal if isinstance(a, Bid)]
        diamonds = self.value(hand, Suit.DIAMONDS, view)
        if DiamondOverride() in legal and diamonds >= 6.5:
            return DiamondOverride(), DIAMONDS_DOUBLE.say(value=diamonds)
        suit, value = self._best_suit(hand, view)
        if bids and self.bids(hand, view, bids[0].trumps):
            return bids[0], WOULD_GIVE.say(suit=suit, value=value)
        return Pass(), BEST_ONLY.say(suit=suit, value=value)

    def bids(self, hand: CardSet, state: View, bid: int) -> bool:
        """Whether this bot bids ``bid`` with ``hand`` where that is the lowest bid open to it, rather than pass
        (the value of its best suit allows it); the sampler reads a pass by it
        (:attr:`Description.likely <tutor.games.description.Description.likely>`)."""
        return bid <= min(self._best_suit(hand, state)[1], 9)

    def _naming(self, view: View, legal: tuple[Action, ...], hand: CardSet) -> tuple[Action, str]:
        suits = [a.suit for a in legal if isinstance(a, NameTrump)]
        suit, value = self._best_suit(hand, view, suits)
        return NameTrump(suit), MOST_TRUMPS.say(suit=suit, value=value)

    def _override(
        self, view: View, legal: tuple[Action, ...], seat: int, hand: CardSet
    ) -> tuple[Action, str]:
        diamonds = self.value(hand, Suit.DIAMONDS, view)
        opponent_called = view.caller is not None and view.caller % 2 != seat % 2
        if diamonds >= 7 or (opponent_called and diamonds >= 6):
            return DiamondOverride(), DIAMONDS_DOUBLE.say(value=diamonds)
        return Decline(), DIAMONDS_ONLY.say(value=diamonds)

    def _pictures(self, view: View, legal: tuple[Action, ...], hand: CardSet) -> tuple[Action, str]:
        if isinstance(legal[0], ShowPicture):
            _, value = self._best_suit(hand, view)
            if value < 5:
                return legal[0], gettext("a weak hand: the picture may help partner bid")
            return Decline(), gettext("strong enough to keep the picture")
        shown = view.shown
        assert shown is not None  # not offered a picture to show: offered the partner's to take
        gives = [a.give for a in legal if isinstance(a, TakePicture) and a.give is not None]
        with_picture = hand.added(shown)
        suit, value = self._best_suit(with_picture, view)
        if gives and value >= 6:
            trumps = ordering(suit, view.rules).trump_mask

            def cost(card: Card) -> tuple[int, int]:
                return (bool(card.bit & trumps), POINTS_BY_INDEX[card.index])

            give = min(gives, key=cost)
            return TakePicture(give), WITH_PICTURE.say(card=shown.unicode(), suit=suit, value=value)
        return Decline(), gettext("the picture would not make a contract")

    # -- play --------------------------------------------------------------------------------------------
    def _play(self, view: View, legal: tuple[Action, ...], seat: int, hand: CardSet) -> tuple[Action, str]:
        trump = view.trump
        assert trump is not None  # the play: trumps are fixed
        o = ordering(trump, view.rules)
        cards = [a.card for a in legal if isinstance(a, Play)]
        trick = view.trick.cards
        tricks = [*view.tricks, view.trick] if trick else list(view.tricks)
        # the cards played, and what each other seat's plays show it cannot hold
        counted = count(tricks, duty_chain(view.rules), o, seats=4, pack=PACK, seen=hand.mask)
        unseen_trumps = o.trump_mask & counted.unseen

        def strength(card: Card) -> int:
            return o.strength(card)

        def points(card: Card) -> int:
            return POINTS_BY_INDEX[card.index]

        if not trick:
            ours = view.caller is not None and view.caller % 2 == seat % 2
            trumps = [c for c in cards if o.is_trump(c)]
            if trumps:
                top = max(trumps, key=strength)
                master = not (o.stronger_mask(top) & unseen_trumps)
                if master and (ours or len(trumps) >= 3) and unseen_trumps:
                    return Play(top), MASTER_TRUMP.say(card=top.unicode())
            opponents = ((seat + 1) % 4, (seat + 3) % 4)

            def ruffed(suit: Suit) -> bool:  # an opponent has shown he has none of the suit, and may trump
                return any(
                    not counted.may_hold(other) & o.suit_mask[suit] and counted.may_hold(other) & o.trump_mask
                    for other in opponents
                )

            masters = [  # an ace, or a ten whose ace is out: nothing of its suit beats it
                c
                for c in cards
                if not o.is_trump(c)
                and points(c) >= 10
                and not o.stronger_mask(c) & o.suit_mask[c.suit] & counted.unseen
                and not ruffed(c.suit)
            ]
            if masters:
                ace = max(masters, key=points)
                return Play(ace), CASH_ACE.say(card=ace.unicode())
            plain = [c for c in cards if not o.is_trump(c)]
            if plain:
                length = {s: len([c for c in plain if c.suit is s]) for s in DECK.suits}
                card = min(plain, key=lambda c: (length[c.suit], points(c), strength(c)))
                return Play(card), gettext("lead a small card of a short suit")
            card = min(cards, key=lambda c: (points(c), strength(c)))
            return Play(card), gettext("only trumps: lead the cheapest")

        best = o.winning_card(trick)
        best_seat = view.trick.plays[trick.index(best)][0]
        partner_winning = best_seat % 2 == seat % 2
        last = len(trick) == 3
        winners = [c for c in cards if o.beats(c, best)]
        at_stake = sum(points(c) for c in trick)
        after = [(seat + k) % 4 for k in range(1, 4 - len(trick))]
        threat = 0  # the cards an opponent still to play may hold
        for other in after:
            if other % 2 != seat % 2:
                threat |= counted.may_hold(other)
        if partner_winning and not winners:
            if not o.stronger_mask(best) & threat:
                # the points of a plain suit first: a trump kept may win a trick of its own later
                # a king is kept (it beats every queen and jack later), and a small trump rather than a queen
                card = max(
                    cards,
                    key=lambda c: (not o.is_trump(c), -1 if c.rank is Rank.KING else points(c), -strength(c)),
                )
                return Play(card), WILL_WIN.say(card=best.unicode())
            card = min(cards, key=lambda c: (points(c), strength(c)))
            return Play(card), MAY_BE_BEATEN.say(card=best.unicode())
        if winners and last:
            rich = [c for c in winners if o.is_trump(c) and not c.rank.is_picture and points(c) >= 10]
            if rich:  # the trump ace or ten, which every picture beats: bring its points home now
                card = max(rich, key=points)
                return Play(card), LAST_WINS.say(points=at_stake)
            card = min(winners, key=lambda c: (strength(c) if o.is_trump(c) else 0, -points(c), strength(c)))
            return Play(card), LAST_WINS.say(points=at_stake)
        if partner_winning:  # must head partner's card
            if threat:  # the cheapest card no opponent still to play may beat, else the strongest
                card = min(winners, key=lambda c: _beaten_first(c, o, threat, points(c)))
                return Play(card), SAFE_HEAD.say(card=best.unicode())
            card = min(winners, key=lambda c: (points(c), strength(c)))
            return Play(card), gettext("must beat partner's card: the cheapest that does")
        if winners and (at_stake >= 10 or any(o.is_trump(c) for c in winners)):
            rich = [c for c in winners if o.is_trump(c) and not c.rank.is_picture and points(c) >= 10]
            if rich:
                card = max(rich, key=points)
                return Play(card), CHEAP_WIN.say(points=at_stake)
            trumping = [c for c in winners if o.is_trump(c)]
            if threat and trumping:  # an opponent still to play: the trump fewest of his cards beat; the
                # top trump and the kings kept for a trick of their own

                def risk(c: Card) -> tuple[bool, bool, int, int]:
                    beaten = (o.stronger_mask(c) & threat).bit_count()
                    return (c.rank is Rank.SIX, c.rank is Rank.KING, beaten, points(c))

                card = min(trumping, key=risk)
                return Play(card), SAFE_WIN.say(points=at_stake)
            card = min(winners, key=lambda c: (strength(c) if o.is_trump(c) else 0, points(c), strength(c)))
            return Play(card), CHEAP_WIN.say(points=at_stake)
        card = min(cards, key=lambda c: (points(c), strength(c) if o.is_trump(c) else -1, strength(c)))
        return Play(card), OPPONENTS_WIN.say(card=best.unicode())
