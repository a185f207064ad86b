"""One deal of Saskop as an immutable state: dealing, picture giving, the auction, trumps, play, scoring; and
whole deals: replaying, saving, playing out with bots, fast random rollouts.

A deal runs: the dealer deals 9 cards each (the player on his right cuts); **picture giving** (a player
with exactly one picture may show it, his partner may take it and give back a card face down); the
**auction** from the dealer's left (bids 5 to 9, each higher, a pass is final, until three have passed);
the winner **names trumps**; the **diamond override** (each other player in turn from the dealer's left
may change trumps to diamonds and become the caller); nine tricks led first by the dealer's left; scoring.
If all four pass, diamonds are trumps and the game is uncalled.

>>> s = start(7, dealer=0, rules=SaskopRules(picture_giving=False))
>>> s.phase, SEATS[s.to_act]
(<Phase.AUCTION: 'auction'>, 'West')
>>> s = s.apply("pass").apply("pass").apply("pass").apply("pass")
>>> s.phase, s.trump, s.caller
(<Phase.PLAY: 'play'>, Suit.DIAMONDS, None)
"""

from __future__ import annotations

import random
from collections.abc import Iterable, Sequence
from typing import Any

from ...cards import Card, CardSet, Suit, dealt_by
from ...errors import IllegalAction, NotationError, Rule
from ...i18n import get_language, gettext
from ...inputs import quote
from ...sentences import Template, join
from ...sentences import seat as seat_of
from ...tricks import Reading, Trick, first_broken_duty
from ...tricks import trick_winner as _trick_winner
from .. import _shared
from .._shared import (
    PLAY_REFUSED,
    action_words,
    apply_all,
    evolve,
    fill_hands,
    is_legal,
    phase_name,
    random_seed,
)
from .._shared import from_json as _from_json
from ..notation import Dealt, write, write_options
from . import fast
from .actions import (
    BID_OF,
    GRAMMAR,
    PLAY_OF,
    Action,
    Bid,
    Decline,
    DiamondOverride,
    NameTrump,
    Pass,
    Phase,
    Play,
    ShowPicture,
    Signal,
    SignalMark,
    TakePicture,
    parse_action,
)
from .rules import (
    DECK,
    DEFAULT_RULES,
    INPUTS,
    NAME,
    PICTURE_MASK,
    SEATS,
    SUIT_TRUMPS_MASK,
    SaskopRules,
    duties,
    ordering,
)
from .tables import (
    INDEX_POINTS,
    LEAD_TRICKS,
    PACK_BITS,
    PLAY_BY_INDEX,
    SEAT_CARD,
    most_trumps,
)
from .view import NO_TRICK, Outcome, SaskopOutcome, View, next_seat

__all__ = ["Outcome", "SaskopOutcome", "State", "View", "from_json", "play_out", "replay", "rollout", "start"]


# the refusals of the auction (:mod:`tutor.sentences`)
BID_TOO_HIGH = Template("{who} cannot bid {bid}: {who} {holds} at most {best:potential trump} in any suit")
NAME_SHORT = Template("{who} cannot name {suit}: {who} {holds} {held:potential trump} there, and bid {bid}")
NO_SIGNALS_ON_CARDS = Template("{action} is not a Saskop action: a card is played without signals in Saskop")
NOT_AN_ACTION = Template("{action} is not a Saskop action (e.g. {options})")
OVER_SO = Template("the deal is over, so {action} is not possible")
WRONG_PHASE = Template("{who} cannot {action} now: this is the {phase} (e.g. {options})")
BID_LOW = Template("{who} cannot bid {bid}: the bid must exceed {current}")
BID_RANGE = Template("{who} cannot bid {bid}: bids are 5 to 9")
SHOW_ONLY = Template("{who} cannot show {card}: only a player's one and only picture is shown")
GIVE_NOT_HELD = Template("{who} cannot give back {card}: not in hand")
GIVE_PICTURE = Template("{who} cannot give back {card}: the card given back may not be a picture")
NOT_NOW = Template("{who} cannot {action} now")
PLAY_NOT_HELD = Template("{who} cannot play {card}: not in hand ({hand})")
SIGNAL_REFUSED = Template("{who} cannot signal {signal}: {why}")
NOT_A_CONTRACT = Template(
    "contract {value} is not a contract: give (caller's seat, trump suit), e.g. (1, 'H'), or None"
)
ROLLOUT_FULL_DEAL = Template(
    "{value} is not a full deal: a rollout needs every hand (a state of {start}, not a view)"
)


class State(View):
    """One deal in progress: the view of every hand (``viewer`` is ``None``) that can act. Immutable:
    :meth:`apply` returns a new state. Build one with :func:`start`.

    >>> s = start(7, dealer=0, rules=SaskopRules(picture_giving=False))
    >>> len(s.hand(1)), s.apply("pass").phase
    (9, <Phase.AUCTION: 'auction'>)
    """

    __slots__ = ()  # the view's fields (a subclass of a dataclass is one, with the same fields and comparisons)

    hands: tuple[CardSet, ...]  # every hand: none hidden

    def hand(self, seat: int) -> CardSet:
        return self.hands[seat]

    # -- applying actions ------------------------------------------------------------------------------
    def to_text(self) -> str:
        """The deal in one line (:mod:`tutor.games.notation`): the options that differ from the rules, the seed
        if the deal keeps one, the dealer, the hands as dealt and the actions so far;
        :func:`~tutor.games.saskop.from_text` (or :func:`tutor.games.from_text`) gives back an equal state.
        """
        return write(dealt(self), SEATS)

    def is_legal(self, action: Action | str) -> bool:
        """Whether ``action`` (an action, or its text in the action grammar) is legal now: whether
        :meth:`apply` accepts it.

        >>> s = start(1, dealer=3, rules=SaskopRules(picture_giving=False))
        >>> s.is_legal("bid 5"), s.is_legal("trumps hearts")
        (True, False)

        :raises NotationError: if the text names no action, or ``action`` is no action of Saskop (a typo
            is not answered "illegal").
        """
        return is_legal(self, action, parse_action)

    def apply(self, action: Action | str) -> State:
        """The state after ``action`` by the player to act (validated; a card may be given as text).

        :raises IllegalAction: naming the rule broken and why.
        :raises NotationError: if a text action cannot be read.
        """
        if (
            type(action) is Play
            and self.phase is Phase.PLAY
            and type(action.card) is Card
            and not action.signals
        ):  # the hot path
            return self._play(action.card)
        if isinstance(action, str):
            action = parse_action(action, self)
            if type(action) is Play and self.phase is Phase.PLAY and type(action.card) is Card:
                return self._play(action.card)
        if type(action) not in _ACTION_TYPES or not _well_formed(action):
            if type(action) is Play and action.signals:
                msg = NO_SIGNALS_ON_CARDS.say(action=str(action))
            else:
                msg = NOT_AN_ACTION.say(
                    action=repr(action), options=GRAMMAR.listing(self.legal_actions()[:4])
                )
            raise IllegalAction(msg, rule=Rule.UNKNOWN_ACTION, seat=self.to_act, action=action)
        seat = self.to_act
        if seat is None:  # the deal is over
            raise IllegalAction(
                OVER_SO.say(action=action_words(GRAMMAR, action)), rule=Rule.GAME_OVER, action=action
            )
        phase = self.phase
        hand = self.hands[seat]
        if not self._allows(action, hand):
            raise self._illegal(action, seat, hand)
        history = (*self.history, action)
        if phase is Phase.AUCTION:
            return self._auction(action, history, seat)
        if type(action) is NameTrump:  # the naming (a legal name: the naming phase)
            if action.suit is Suit.DIAMONDS or self.rules.diamonds_in_turn:
                return self._to_play(seat, action.suit, history=history)
            return self._next_override(0, history, seat, action.suit)
        if phase is Phase.PICTURES:
            return self._picture(action, history, seat)
        # override
        if type(action) is DiamondOverride:
            return self._to_play(seat, Suit.DIAMONDS, history=history)
        caller, trump = self.caller, self.trump
        assert caller is not None and trump is not None  # named before the override
        return self._next_override(self.offer + 1, history, caller, trump)

    def _allows(self, action: Action, hand: CardSet) -> bool:
        """Whether ``action`` (well formed) is among :meth:`legal_actions`; the auction and the naming
        are checked without listing them."""
        phase = self.phase
        if phase is Phase.AUCTION:
            if type(action) is Pass:
                return True
            if type(action) is Bid:
                trumps = action.trumps
                return trumps in BID_OF and self.bid < trumps <= most_trumps(hand.mask)
            return type(action) is DiamondOverride and self.rules.diamonds_in_turn
        if phase is Phase.NAMING and type(action) is NameTrump:
            return (hand.mask & SUIT_TRUMPS_MASK[action.suit]).bit_count() >= self.bid
        return action in self.legal_actions()

    def _illegal(self, action: Action, seat: int, hand: CardSet) -> IllegalAction:
        phase = self.phase
        who = SEATS[seat]
        subject = seat_of(who)
        kind = {
            Phase.PICTURES: (ShowPicture, TakePicture, Decline),
            Phase.AUCTION: (Bid, Pass, DiamondOverride) if self.rules.diamonds_in_turn else (Bid, Pass),
            Phase.NAMING: (NameTrump,),
            Phase.OVERRIDE: (DiamondOverride, Decline),
            Phase.PLAY: (Play,),
        }[phase]
        if not isinstance(action, kind):
            legal = self.legal_actions()[:6]
            if get_language() == "en":  # the actions as they are written
                options = GRAMMAR.listing(legal)
            else:  # ... as a sentence says them, in the language spoken
                options = join([GRAMMAR.say(option) for option in legal], "or")
            msg = WRONG_PHASE.say(
                subject, action=GRAMMAR.say(action), phase=phase_name(phase), options=options
            )
            return IllegalAction(msg, rule=Rule.WRONG_PHASE, seat=seat, action=action)
        if isinstance(action, Bid):
            if action.trumps <= self.bid:
                msg = BID_LOW.say(subject, bid=action.trumps, current=self.bid)
                return IllegalAction(msg, rule=Rule.BID_TOO_LOW, seat=seat, action=action)
            if action.trumps not in (5, 6, 7, 8, 9):
                msg = BID_RANGE.say(subject, bid=action.trumps)
                return IllegalAction(msg, rule=Rule.BID_NOT_ALLOWED, seat=seat, action=action)
            best = max(possible_counts(hand))
            msg = BID_TOO_HIGH.say(seat_of(who), bid=action.trumps, best=best)
            return IllegalAction(msg, rule=Rule.NOT_ENOUGH_TRUMPS, seat=seat, action=action)
        if isinstance(action, NameTrump):
            held = possible_counts(hand)[DECK.suits.index(action.suit)]
            msg = NAME_SHORT.say(seat_of(who), suit=action.suit, held=held, bid=self.bid)
            return IllegalAction(msg, rule=Rule.NOT_ENOUGH_TRUMPS, seat=seat, action=action)
        if isinstance(action, ShowPicture):
            msg = SHOW_ONLY.say(subject, card=action.picture.unicode())
            return IllegalAction(msg, rule=Rule.EXCHANGE_RULE, seat=seat, action=action)
        if isinstance(action, TakePicture):
            if action.give is None or action.give not in hand:
                msg = GIVE_NOT_HELD.say(subject, card=str(action.give))
                return IllegalAction(msg, rule=Rule.NOT_IN_HAND, seat=seat, action=action)
            msg = GIVE_PICTURE.say(subject, card=action.give.unicode())
            return IllegalAction(msg, rule=Rule.EXCHANGE_RULE, seat=seat, action=action)
        msg = NOT_NOW.say(subject, action=GRAMMAR.say(action))
        return IllegalAction(msg, rule=Rule.OPTION_NOT_AVAILABLE, seat=seat, action=action)

    def _picture(self, action: Action, history: tuple[Action, ...], seat: int) -> State:
        if type(action) is ShowPicture:
            return evolve(self, history=history, shown=action.picture, to_act=(seat + 2) % 4)
        shown = self.shown
        if shown is None:  # declined to show
            return self._next_picture(self.offer + 1, history=history)
        if type(action) is TakePicture:
            hands = list(self.hands)
            shower = (seat + 2) % 4
            mine, theirs, give = hands[seat], hands[shower], action.give
            assert give is not None  # a legal give: a card of the hand to act
            hands[seat] = CardSet.from_mask((mine.mask | shown.bit) & ~give.bit)
            hands[shower] = CardSet.from_mask((theirs.mask | give.bit) & ~shown.bit)
            takers = (*self.takers, seat)
            return self._next_picture(
                self.offer + 1, history=history, hands=tuple(hands), shown=None, takers=takers
            )
        return self._next_picture(self.offer + 1, history=history, shown=None)

    def _next_picture(self, offer: int, **changes: Any) -> State:
        """The state after ``changes``, offering picture giving to the next seat (from the dealer's left)
        holding exactly one picture; each seat is asked once, and one who has just taken his partner's
        picture does not show it back."""
        hands = changes.get("hands", self.hands)
        takers = changes.get("takers", self.takers)
        while offer < 4:
            seat = (self.dealer + 1 + offer) % 4
            if (hands[seat].mask & PICTURE_MASK).bit_count() == 1 and seat not in takers:
                return evolve(self, **changes, phase=Phase.PICTURES, to_act=seat, offer=offer)
            offer += 1
        if self.fixed and self.trump is not None:  # a 60-60 redeal: the contract is fixed
            return self._to_play(self.caller, self.trump, **changes)
        seat = next_seat(self.dealer)
        if not changes and self.phase is Phase.AUCTION and self.to_act == seat and self.offer == 0:
            return self  # a new deal that needs no picture giving: already in the auction
        return evolve(self, **changes, phase=Phase.AUCTION, to_act=seat, offer=0)

    def _auction(self, action: Action, history: tuple[Action, ...], seat: int) -> State:
        if type(action) is DiamondOverride:  # Estonian: diamonds called in one's turn
            return self._to_play(seat, Suit.DIAMONDS, history=history)
        bid, bidder, passed = self.bid, self.bidder, self.passed
        if type(action) is Bid:
            bid, bidder = action.trumps, seat
        else:
            passed |= 1 << seat
        npassed = passed.bit_count()
        if npassed == 4:  # all passed: diamonds, uncalled
            return self._to_play(None, Suit.DIAMONDS, history=history, passed=passed)
        if npassed == 3 and bidder is not None:
            return evolve(
                self,
                history=history,
                bid=bid,
                bidder=bidder,
                passed=passed,
                phase=Phase.NAMING,
                to_act=bidder,
            )
        nxt = next_seat(seat)
        while passed >> nxt & 1:
            nxt = next_seat(nxt)
        return evolve(self, history=history, bid=bid, bidder=bidder, passed=passed, to_act=nxt)

    def _next_override(self, offer: int, history: tuple[Action, ...], caller: int, trump: Suit) -> State:
        """The state after ``history``, offering the diamond override to the next seat that may take it
        (the ``offer``-th from the dealer's left or later) once ``caller`` has named ``trump``."""
        while offer < 4:
            seat = (self.dealer + 1 + offer) % 4
            if seat != caller or self.rules.caller_may_override:
                return evolve(
                    self,
                    history=history,
                    caller=caller,
                    trump=trump,
                    phase=Phase.OVERRIDE,
                    to_act=seat,
                    offer=offer,
                )
            offer += 1
        return self._to_play(caller, trump, history=history)

    def _to_play(self, caller: int | None, trump: Suit, **changes: Any) -> State:
        """The state after ``changes``, trumps fixed: the dealer's left leads to the first trick."""
        leader = next_seat(self.dealer)
        return evolve(
            self,
            **changes,
            phase=Phase.PLAY,
            caller=caller,
            trump=trump,
            to_act=leader,
            trick=LEAD_TRICKS[leader],
            offer=0,
            _read=None,  # the first trick, read afresh under these trumps
        )

    def _play(self, card: Card) -> State:
        seat = self.to_act
        assert seat is not None  # the play: a seat to act
        hands = self.hands
        hand = hands[seat]
        bit = card.bit
        if not hand.mask & bit:
            msg = PLAY_NOT_HELD.say(seat_of(SEATS[seat]), card=card.unicode(), hand=hand.unicode())
            raise IllegalAction(msg, rule=Rule.NOT_IN_HAND, seat=seat, action=PLAY_OF.get(card) or Play(card))
        if not self.legal_mask() & bit:
            duty = first_broken_duty(hand, duties(hand, self.trick.cards, self.ordering(), self.rules), card)
            assert duty is not None  # a card in hand that is not legal breaks a duty
            msg = PLAY_REFUSED.say(seat_of(SEATS[seat]), card=card.unicode(), reason=duty.reason)
            raise IllegalAction(msg, rule=duty.rule, seat=seat, action=PLAY_OF.get(card) or Play(card))
        left = CardSet.from_mask(hand.mask ^ bit)
        if seat == 0:
            hands = (left, hands[1], hands[2], hands[3])
        elif seat == 1:
            hands = (hands[0], left, hands[2], hands[3])
        elif seat == 2:
            hands = (hands[0], hands[1], left, hands[3])
        else:
            hands = (hands[0], hands[1], hands[2], left)
        trick = self.trick
        plays = (*trick.plays, SEAT_CARD[seat][card.index])
        history = (*self.history, PLAY_BY_INDEX[card.index])
        new = Trick(trick.leader, plays)
        read = self._read or self._reading()
        if len(plays) < 4:  # the hot path
            after = read.then(card)
            return _played(
                self,
                self.phase,  # the play goes on
                (seat + 1) % 4,
                hands,
                history,
                new,
                self.tricks,
                self.points,
                self.taken,
                after,
            )
        cards = (plays[0][1], plays[1][1], plays[2][1], card)
        winner = plays[_trick_winner(cards, read.ordering)][0]
        gained = (
            INDEX_POINTS[cards[0].index]
            + INDEX_POINTS[cards[1].index]
            + INDEX_POINTS[cards[2].index]
            + INDEX_POINTS[card.index]
        )
        points, taken = self.points, self.taken
        if winner % 2 == 0:
            points, taken = (points[0] + gained, points[1]), (taken[0] + 1, taken[1])
        else:
            points, taken = (points[0], points[1] + gained), (taken[0], taken[1] + 1)
        tricks = (*self.tricks, new)
        if len(tricks) == 9:
            return _played(self, Phase.OVER, None, hands, history, NO_TRICK, tricks, points, taken, None)
        return _played(
            self, self.phase, winner, hands, history, LEAD_TRICKS[winner], tricks, points, taken, read.first
        )

    # -- giving signals ---------------------------------------------------------------------------------------
    def signal(self, seat: int, signal: Signal | str) -> State:
        """Record a table signal (an annotation: the turn does not change).

        :raises IllegalAction: with rule ``SIGNAL_NOT_ALLOWED`` if its condition does not hold.
        """
        signal = Signal(signal)
        why = self.can_signal(seat, signal)
        if why is not None:
            who = SEATS[seat] if seat in range(4) else repr(seat)
            msg = SIGNAL_REFUSED.say(seat_of(who), signal=gettext(signal.value), why=why)
            raise IllegalAction(msg, rule=Rule.SIGNAL_NOT_ALLOWED, seat=seat, action=signal)
        return evolve(self, signals=(*self.signals, SignalMark(seat, signal, len(self.tricks))))


_ACTION_TYPES = frozenset({ShowPicture, TakePicture, Decline, Bid, Pass, NameTrump, DiamondOverride, Play})


def _well_formed(action: Action) -> bool:
    """Whether the action's fields have the right types (a ``Bid`` of a number, a ``Play`` of a card...)."""
    if type(action) is Play:
        return isinstance(action.card, Card) and not action.signals
    if type(action) is ShowPicture:
        return isinstance(action.picture, Card)
    if type(action) is Bid:
        return type(action.trumps) is int
    if type(action) is NameTrump:
        return action.suit in DECK.suits
    if type(action) is TakePicture:
        return action.give is None or isinstance(action.give, Card)
    return True


# -- the next state after a play -------------------------------------------------------------------------


def _played(
    s: State,
    phase: Phase,
    to_act: int | None,
    hands: tuple[CardSet, ...],
    history: tuple[Action, ...],
    trick: Trick,
    tricks: tuple[Trick, ...],
    points: tuple[int, int],
    taken: tuple[int, int],
    read: Reading | None,
) -> State:
    """A new state: the fields a play changes given (and the reading of its trick), the others those of ``s``."""
    return State(
        s.rules,
        s.dealer,
        phase,
        to_act,
        hands,
        history,
        s.bid,
        s.bidder,
        s.passed,
        s.offer,
        s.shown,
        s.caller,
        s.trump,
        s.fixed,
        trick,
        tricks,
        points,
        taken,
        s.signals,
        s.cut,
        s.takers,
        s.seed,
        s.viewer,
        read,
    )


def possible_counts(hand: CardSet) -> tuple[int, ...]:
    """Potential trumps of ``hand`` for each suit of the pack, in the pack's suit order."""
    return tuple(
        (hand.mask & (PICTURE_MASK | ordering(suit).suit_mask[suit])).bit_count() for suit in DECK.suits
    )


# -- starting a deal -------------------------------------------------------------------------------
def start(
    seed: int | str | None = None,
    *,
    rules: SaskopRules | None = None,
    dealer: int | None = None,
    hands: Sequence[Iterable[Card] | str | None] | None = None,
    cut_at: int | None = None,
    contract: tuple[int, Suit] | None = None,
) -> State:
    """Deal a new deal, reproducibly from ``seed``.

    The pack is shuffled (by a generator seeded with ``seed``, after drawing the dealer and the cut), cut by the player on the dealer's right (at ``cut_at``, else at a
    seeded place), and dealt in three rounds of three from the dealer's left.

    :param seed: the shuffle's seed (also picks the dealer and the cut when they are not given). Without one, a
        random seed (kept in the state, so the deal can still be replayed).
    :param rules: the options.
    :param dealer: the dealer's seat (0..3).
    :param hands: the four hands (seats 0..3) instead of a shuffled deal, for lessons; a ``None`` hand is
        dealt at random (by ``seed``) from the cards the others leave.
    :param cut_at: where the pack is cut (1..35).
    :param contract: ``(caller, trump)`` fixed by a 60-60 redeal: no auction.
    :raises ImpossiblePosition: if the given hands are not four nines of different cards.
    :raises TutorError: for a seed that is not a number or a text, a dealer or a cut out of range.

    >>> s = start(1, dealer=3)
    >>> SEATS[s.dealer], [len(h) for h in s.hands]
    ('East', [9, 9, 9, 9])
    """
    seed, rules = INPUTS.seed(seed), INPUTS.options(rules, SaskopRules, DEFAULT_RULES)
    if seed is None:
        seed = random_seed()
    rng = random.Random(seed)  # one generator: dealer, cut, then the shuffle
    dealer = rng.randrange(4) if dealer is None else INPUTS.seat(dealer, what="dealer")
    # a cut drawn here is in range; a cut given is checked
    cut_at = rng.randrange(4, 33) if cut_at is None else INPUTS.count(cut_at, range(1, 36), what="cut_at")
    if hands is None:
        order = list(PACK_BITS)
        rng.shuffle(order)
        dealt = [CardSet()] * 4
        served = dealt_by(len(order), cut_at=cut_at, hands=4, packets=(3, 3, 3))  # from the dealer's left
        for i, hand in enumerate(served):
            dealt[(dealer + 1 + i) % 4] = CardSet.from_mask(sum(hand(order)))  # distinct bits
    else:
        filled, _ = fill_hands(hands, inputs=INPUTS, sizes=(9,) * 4, seed=seed)
        dealt = [CardSet(h) for h in filled]
    state = State(
        rules=rules,
        dealer=dealer,
        phase=Phase.AUCTION,
        to_act=next_seat(dealer),
        hands=tuple(dealt),
        cut=cut_at,
        seed=seed,
    )
    if contract is not None:
        caller, trump = _contract(contract)
        state = evolve(state, caller=caller, trump=trump, fixed=True)
    if rules.picture_giving:
        return state._next_picture(0)
    if contract is not None:
        return state._to_play(caller, trump)
    return state


def _contract(contract: Any) -> tuple[int, Suit]:
    """A contract carried over by a 60-60 redeal: ``(caller, trump)``."""
    if isinstance(contract, tuple | list) and len(contract) == 2:
        return INPUTS.seat(contract[0], what="the caller"), INPUTS.suit(contract[1], what="trump")
    raise NotationError(NOT_A_CONTRACT.say(value=quote(contract)))


# -- whole deals: saving, replaying, playing out, random rollouts ------------------------------------
def from_json(text: str) -> State:
    """The state :meth:`View.to_json` saved.

    :raises NotationError: if the text is not a saved Saskop state.
    """
    return _from_json(text, NAME, State)


def replay(
    seed: int | str | None, actions: Iterable[Action | str], *, rules: SaskopRules | None = None, **given: Any
) -> State:
    """The state after ``actions`` from ``start(seed, rules=rules, **given)`` (golden deals).

    >>> from tutor.games.saskop import SEATS
    >>> final = replay(4, ["pass"] * 4, dealer=2, rules=SaskopRules(picture_giving=False))
    >>> final.trump, final.caller, SEATS[final.to_act]
    (Suit.DIAMONDS, None, 'East')
    """
    state = start(seed, rules=rules, **given)
    return apply_all(state, actions)


def play_out(state: State, bots: object) -> State:
    """Let bots play the deal to its end: one bot for every seat, a sequence of bots (one per seat), or a
    function ``state -> action``.

    >>> from tutor.games.saskop import RandomBot
    >>> final = play_out(start(8), [RandomBot(seat) for seat in range(4)])
    >>> final.is_terminal, sum(final.outcome().points)
    (True, 120)
    """
    begun: State = INPUTS.state(state, State)
    return _shared.play_out(begun, bots)


def rollout(state: State, rng: random.Random | int | str | None = None) -> Outcome:
    """Finish a deal with uniformly random legal actions and return its outcome -- fast.

    The bidding phases go through :meth:`State.apply`; the tricks are played on bitmasks by the fast path
    (:func:`.fast.playout`), each card drawn from ``rules.legal_mask``, without building a state per card. It takes
    no action from outside, so nothing goes unchecked. Each step chooses the same way as
    ``actions[rng.randrange(len(actions))]`` over :meth:`View.legal_actions` would, so a state-by-state
    playout with the same generator ends in the same outcome. For Monte-Carlo players and benchmarks.

    :param state: a deal with every hand visible (not a view).
    :param rng: a ``random.Random`` or a seed.

    >>> outcome = rollout(start(2), 2)
    >>> sum(outcome.points), sum(outcome.tricks)
    (120, 9)
    """
    if not isinstance(state, State):
        raise NotationError(ROLLOUT_FULL_DEAL.say(value=quote(state), start="saskop.start()"))
    if not isinstance(rng, random.Random):
        rng = random.Random(INPUTS.seed(rng))
    randrange = rng.randrange
    while state.phase is not Phase.PLAY and state.phase is not Phase.OVER:
        actions = state.legal_actions()
        state = state.apply(actions[randrange(len(actions))])
    if state.phase is Phase.PLAY:
        seat = state.to_act
        assert seat is not None  # the play: a seat to act
        points, taken = fast.playout(
            [hand.mask for hand in state.hands],
            seat,
            ordering=state.ordering(),
            rules=state.rules,
            randrange=randrange,
            plays=state.trick.plays,
            points=state.points,
            taken=state.taken,
        )
        state = evolve(state, points=points, taken=taken, phase=Phase.OVER, to_act=None)
    outcome = state.outcome()
    assert outcome is not None  # played to the end
    return outcome


# -- the deal in one line (the reader, from_text, is in notation.py) --------------------------------------


def _holder(masks: list[int], card: Card) -> int:
    return next(seat for seat, mask in enumerate(masks) if mask & card.bit)


def dealt(state: State) -> Dealt:
    """What the text of ``state`` holds (see the module's description): the hands as dealt are the hands now,
    the cards played, and each picture given taken back."""
    if not isinstance(state, State):
        raise NotationError(_shared.NOT_FULL_DEAL.say(value=repr(state), game=gettext("Saskop")))
    masks = [hand.mask for hand in state.hands]
    for trick in (*state.tricks, state.trick):
        for seat, card in trick.plays:
            masks[seat] |= card.bit
    shown: Card | None = None
    for action in state.history:  # a picture shown, then taken for a card given back: the two swap again
        if type(action) is ShowPicture:
            shown = action.picture
        elif type(action) is TakePicture and shown is not None and action.give is not None:
            taker, giver = _holder(masks, shown), _holder(masks, action.give)
            masks[taker] ^= shown.bit | action.give.bit
            masks[giver] ^= shown.bit | action.give.bit
    more = [("cut", str(state.cut))]
    if state.fixed and state.caller is not None and state.trump is not None:
        more.append(("contract", f"{SEATS[state.caller]} {state.trump.letter}"))
    return Dealt(
        NAME,
        write_options(state.rules),
        state.seed,
        state.dealer,
        tuple(CardSet.from_mask(mask).sorted() for mask in masks),
        None,
        tuple(more),
        tuple(str(action) for action in state.history),
    )
