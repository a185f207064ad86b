"""What one seat sees of a deal of Saskop: the :class:`View` (the read-only questions of a deal, a hand it
may not see ``None``), which :class:`~tutor.games.saskop.state.State` extends with ``apply``."""

from __future__ import annotations

import operator
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field, fields
from typing import Any

from ...cards import Card, CardSet, Suit, format_cards
from ...cards import cards_of as _cards
from ...i18n import gettext, gettext_noop, pgettext, speaking
from ...sentences import Template
from ...sentences import seat as seat_of
from ...tricks import KeptLegalMask, Ordering, Reading, Trick
from .._shared import (
    explain,
    facts,
    record,
    refuse_on_view,
    to_json,
)
from ..display import Displayed
from .actions import (
    DECLINE,
    DIAMOND_OVERRIDE,
    GRAMMAR,
    Action,
    Phase,
    Signal,
    SignalMark,
    TakePicture,
    parse_action,
)
from .rules import (
    NAME,
    PICTURE_MASK,
    SEATS,
    TEAMS,
    DealScore,
    SaskopRules,
    can_call_emergency,
    duty_chain,
    game_points,
    ordering,
)
from .tables import (
    NAME_TRUMPS,
    SHOW_PICTURE,
    TAKE_PICTURE,
    auction_actions,
    most_trumps,
    plays_of,
)

__all__ = ["Outcome", "SaskopOutcome", "View"]


# why a signal may not be given now (:meth:`View.can_signal`)
NOT_A_SEAT = Template("{seat} is not a seat (0 to 3)")
TRUMPS_NOT_FIXED = Template("trumps are not fixed yet")
NO_CARDS_TO_PLAY = Template("no cards to play: the deal is over, or the hand to act is hidden in this view")
STEEPLE_OFF = Template("the steeple is not allowed by these rules")
STEEPLE_WHEN = Template("the steeple is shown after the deal, before the play")
STEEPLE_AGAIN = Template("{who} already showed the steeple")
HIDDEN = Template("{who}'s cards are hidden in this view")
STEEPLE_PICTURE = Template("the steeple says 'no picture', and the hand holds one")
SIGNALS_OFF = Template("signals are not allowed by these rules")
SIGNALS_WHEN = Template("signals are given during the play")
BLINK_AGAIN = Template("{who} already blinked in this trick")
BLINK_WHO = Template("a blink is for the partner of the second player to a trick, before he plays")
EMERGENCY_AGAIN = Template("{who} already called emergency")
EMERGENCY_WHEN = Template(
    "emergency is called only when one's only trump left is the 10 or the ace of trumps"
)
PICTURE_SHOWN = Template("Picture giving: {partner} shows {card}; {seat} to act")
PICTURE_MAY = Template("Picture giving: {seat} may show a single picture")
AUCTION = Template("Auction: {high}; {seat} to act")
NO_BID = Template("no bid yet")
HIGH_BID = Template("{bidder} bid {bid}")
NAMING = Template("{seat} won the auction with {bid} and names trumps")
OVERRIDE = Template("{caller} named {trump}; {seat} may override with diamonds")
CALLED_BY = Template("called by {caller}")
PLAYING = Template("Trick {number}, {trump} trumps ({contract}); on the table: {trick}; {seat} to play")
"""What :meth:`View.describe` says in each phase."""
UNCALLED_TRUMPS = Template("uncalled, {trump} trumps")
CALLED = Template("{trump} called by {caller}")
CALLED_BID = Template("{trump} called by {caller} (bid {bid})")
RESULT = Template("{contract}; {first} {a}, {second} {b}: {score}")
"""A deal's result (:class:`Outcome`): the contract, the card points of each team, the score."""


# -- outcome -----------------------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Outcome:
    """The result of a finished deal: the contract (``bid`` is the caller's own bid, 0 for an overrider or
    a redeal), the card points and tricks per team, and the score."""

    caller: int | None
    trump: Suit
    bid: int
    points: tuple[int, int]
    tricks: tuple[int, int]
    score: DealScore
    dealer: int = 0
    seed: int | str | None = None

    @property
    def caller_team(self) -> int | None:
        return None if self.caller is None else self.caller % 2

    def record(self) -> dict[str, Any]:
        """The result as one flat row of plain values (for a table of many deals): the columns of every game
        (:data:`~tutor.games.protocol.RECORD_COLUMNS`: the declarer is the caller, North–South standing as his
        side in an uncalled game; the scores are game points), then Saskop's own (``caller_team``, ``caller``,
        ``bid``, the card points and tricks by team, the score's team, points, ``wins_game``, ``redeal`` and
        reason), a team or caller that is nobody's written :data:`~tutor.games.protocol.NOBODY`.

        >>> from tutor.games.saskop import Bot, play_out, start
        >>> outcome = play_out(start(0), Bot(seed=0)).outcome()  # whatever the bots make of deal 0
        >>> row = outcome.record()
        >>> row["declarer"] == outcome.caller, row["caller_team"] == outcome.caller % 2, row["trump"] == outcome.trump.name
        (True, True, True)
        >>> won = outcome.score.team == outcome.caller_team
        >>> row["winner"] == ("declarer" if won else "defenders")
        True
        >>> (row["declarer_score"], row["defenders_score"]) == ((outcome.score.points, 0) if won else (0, outcome.score.points))
        True
        """
        side = self.caller_team or 0
        score = self.score
        won = None if score.team is None else score.team == side
        points = (score.points, 0) if won else (0, score.points)
        with speaking("en"):  # a record is data: its reason is the same whatever the language spoken
            reason = game_points(
                self.points,
                caller_team=self.caller_team,
                diamonds=self.trump is Suit.DIAMONDS,
                tricks=self.tricks,
            ).reason
        row = record(
            self,
            NAME,
            seed=self.seed,
            dealer=self.dealer,
            trump=self.trump,
            declarer=self.caller,
            scores=points,
            tricks=(self.tricks[side], self.tricks[1 - side]),
            won=won,
            redeal=score.redeal,
            caller_team=self.caller_team,
        )
        row["score_reason"] = reason
        return row

    def __str__(self) -> str:
        if self.caller is None:
            contract = UNCALLED_TRUMPS.say(trump=self.trump)
        elif self.bid:
            contract = CALLED_BID.say(trump=self.trump, caller=gettext(SEATS[self.caller]), bid=self.bid)
        else:
            contract = CALLED.say(trump=self.trump, caller=gettext(SEATS[self.caller]))
        first, second = (gettext(team) for team in TEAMS)
        return RESULT.say(
            contract=contract,
            first=first,
            a=self.points[0],
            second=second,
            b=self.points[1],
            score=self.score,
        )


SaskopOutcome = Outcome
"""The name :class:`Outcome` had before every game's outcome class was called ``Outcome`` (kept for old code)."""

# -- the state ---------------------------------------------------------------------------------------------
NO_TRICK = Trick(None)
"""The trick of no lead, before the play and after it."""


def next_seat(seat: int) -> int:
    """The seat after ``seat`` in the order of play."""
    return (seat + 1) % 4


# A seat's view and the full state are values: nothing assigns to one once it is made (``apply`` returns a
# new state), so they hash by their fields. Not ``frozen``: a frozen dataclass's ``__init__`` sets each field through ``object.__setattr__``, a third of
# the time of a play; the plain ``__init__`` of a slotted class stores them directly.
@dataclass(slots=True, unsafe_hash=True)
class View(Displayed, KeptLegalMask):
    """A deal of Saskop as one seat sees it (:meth:`view`): the same questions as the full state, the other
    hands hidden (``None``), a card given back for a picture and a partner's steeple hidden from the other team
    (``viewer`` is the seat). It reads, it cannot act: :class:`State`, the full deal, alone applies actions.

    Seats are 0..3 (``SEATS``: South, West, North, East, clockwise); teams are seats 0 and 2
    (North-South) against 1 and 3 (East-West). ``offer`` counts the seats already offered the current
    picture or override question, from the dealer's left; ``takers`` the seat of each picture taken (in
    the order of the ``TakePicture`` actions in ``history``).

    >>> from tutor.games.saskop import SaskopRules, start
    >>> v = start(7, dealer=0, rules=SaskopRules(picture_giving=False)).view(1)
    >>> len(v.hand(1)), v.hand(0), v.hand_sizes()[0], len(v.legal_actions())
    (9, None, 9, 2)
    """

    GAME = "tutor.games.saskop"  # the game's module (a class attribute, not a field)

    rules: SaskopRules
    dealer: int
    phase: Phase
    to_act: int | None
    hands: tuple[CardSet | None, ...]
    history: tuple[Action, ...] = ()
    bid: int = 0
    bidder: int | None = None
    passed: int = 0
    offer: int = 0
    shown: Card | None = None
    caller: int | None = None
    trump: Suit | None = None
    fixed: bool = False
    trick: Trick = NO_TRICK
    tricks: tuple[Trick, ...] = ()
    points: tuple[int, int] = (0, 0)
    taken: tuple[int, int] = (0, 0)
    signals: tuple[SignalMark, ...] = ()
    cut: int = 0
    takers: tuple[int, ...] = ()
    seed: int | str | None = None
    """The seed the deal was dealt from (:func:`start` draws one when given none); ``None`` in a seat's view."""
    viewer: int | None = None
    # not part of the value: the trick in play as the duties read it (kept card by card by the play, else read
    # from the trick when asked)
    _read: Reading | None = field(default=None, repr=False, compare=False)

    def __reduce__(self) -> tuple[type[View], tuple[Any, ...]]:
        # pickle without the caches (the ordering holds local functions)
        return (type(self), _VALUE(self))

    # -- reading the state ---------------------------------------------------------------------------
    @property
    def is_terminal(self) -> bool:
        return self.to_act is None  # nobody acts once the deal is over (and only then)

    def hand(self, seat: int) -> CardSet | None:
        """The cards of ``seat`` (``None`` in a view that cannot see them)."""
        return self.hands[seat]

    def hand_sizes(self) -> tuple[int, ...]:
        """How many cards each seat holds (known to everyone)."""
        played = [0, 0, 0, 0]
        for trick in (*self.tricks, self.trick):
            for seat, _ in trick.plays:
                played[seat] += 1
        return tuple(9 - n for n in played)

    @property
    def called(self) -> bool:
        """Whether somebody called trumps (``False`` for the all-pass game, and before trumps are fixed)."""
        return self.caller is not None

    def ordering(self) -> Ordering:
        """The card ordering of this deal (trumps fixed)."""
        if self.trump is None:
            raise ValueError(TRUMPS_NOT_FIXED.say())
        return ordering(self.trump, self.rules)

    def _reading(self) -> Reading:
        """The trick in play as :func:`~.rules.duty_chain` reads it (trumps fixed), kept."""
        read = self._read
        if read is None:
            read = self._read = duty_chain(self.rules).reading(self.trick.cards, self.ordering())
        return read

    def outcome(self) -> Outcome | None:
        """The result once the deal is over (``None`` before)."""
        if self.phase is not Phase.OVER:
            return None
        caller_team = None if self.caller is None else self.caller % 2
        score = game_points(
            self.points,
            caller_team=caller_team,
            diamonds=self.trump is Suit.DIAMONDS,
            tricks=self.taken,
            rules=self.rules,
        )
        bid = self.bid if self.caller is not None and self.caller == self.bidder else 0
        trump = self.trump
        assert trump is not None  # a deal is played with trumps
        return Outcome(self.caller, trump, bid, self.points, self.taken, score, self.dealer, self.seed)

    def view(self, seat: int) -> View:
        """What ``seat`` can see: other hands hidden (``None``); a card given back for a picture, and a
        partner's secret steeple, hidden from the other team."""
        if self.viewer == seat:
            return self  # what the seat sees of what it sees
        hands = tuple(hand if i == seat else None for i, hand in enumerate(self.hands))
        history = tuple(self._censored(seat))
        signals = tuple(m for m in self.signals if m.signal is not Signal.STEEPLE or m.seat % 2 == seat % 2)
        args = list(_ARGUMENTS(self))  # built by position, as ``evolve`` does (a call by keywords is slower)
        args[_HANDS], args[_HISTORY], args[_SIGNALS], args[_VIEWER] = hands, history, signals, seat
        args[_SEED] = None  # the seed would tell the deal
        return View(*args)

    def _censored(self, seat: int) -> Iterable[Action]:
        takers = iter(self.takers)
        for action in self.history:
            if type(action) is TakePicture and next(takers) % 2 != seat % 2:
                action = TakePicture(None)
            yield action

    def describe(self) -> str:
        """The situation in a few words, in the language spoken.

        >>> from tutor import speaking
        >>> from tutor.games.saskop import SaskopRules, start
        >>> with speaking("ja"):
        ...     start(1, dealer=3, rules=SaskopRules(picture_giving=False)).describe()
        '競り：まだ誰もビッドしていません；南の番'
        """
        seat = self.to_act
        if seat is None:  # the deal is over
            return str(self.outcome())
        who = gettext(SEATS[seat])
        if self.phase is Phase.PICTURES:
            if self.shown is not None:
                partner = gettext(SEATS[(seat + 2) % 4])
                return PICTURE_SHOWN.say(partner=partner, card=self.shown.unicode(), seat=who)
            return PICTURE_MAY.say(seat=who)
        if self.phase is Phase.AUCTION:
            if self.bidder is None:
                return AUCTION.say(high=NO_BID.say(), seat=who)
            return AUCTION.say(high=HIGH_BID.say(bidder=gettext(SEATS[self.bidder]), bid=self.bid), seat=who)
        if self.phase is Phase.NAMING:
            return NAMING.say(seat=who, bid=self.bid)
        if self.phase is Phase.OVERRIDE and self.caller is not None:
            return OVERRIDE.say(caller=gettext(SEATS[self.caller]), trump=self.trump, seat=who)
        if self.phase is Phase.PLAY:
            if self.caller is None:
                contract = gettext("uncalled")
            else:
                contract = CALLED_BY.say(caller=gettext(SEATS[self.caller]))
            return PLAYING.say(
                number=len(self.tricks) + 1,
                trump=self.trump,
                contract=contract,
                trick=format_cards(self.trick.cards, unicode=True) if self.trick.plays else "-",
                seat=who,
            )
        return str(self.outcome())

    def __str__(self) -> str:
        return self.describe()

    def __repr__(self) -> str:
        return f"<saskop.{type(self).__name__}: {self.describe()}>"

    def explain(self, action: Action | str) -> str:
        """Why ``action`` (or its text) is allowed now or not, in words.

        >>> from tutor.games.saskop import SaskopRules, start
        >>> s = start(1, dealer=3, rules=SaskopRules(picture_giving=False))
        >>> s.explain("bid 4")  # doctest: +ELLIPSIS
        'South cannot bid 4: ...'
        """
        return explain(self, action, SEATS, parse=parse_action, grammar=GRAMMAR)

    def facts(self, seats: Sequence[str] | None = None) -> list[tuple[str, str]]:
        """The situation in short labelled texts (the result or whose turn, the phase, the trump, then this
        game's own figures), with ``seats`` as the seat names (default ``SEATS``)."""
        items = [
            (pgettext("noun", "bid"), self.bid),
            (gettext("points"), self.points),
            (gettext("tricks taken"), self.taken),
        ]
        unnamed = gettext_noop("not named yet")  # (until named)
        return facts(self, seats or SEATS, teams=TEAMS, items=items, trump=unnamed)

    def to_json(self) -> str:
        """The deal as JSON text; :func:`tutor.games.saskop.from_json` gives back an equal state."""
        return to_json(self, NAME)

    # -- legal actions ---------------------------------------------------------------------------------
    def find_legal_mask(self) -> int:
        """The bitmask of the cards the player to act may play (play phase), read from the trick's reading;
        :meth:`~tutor.tricks.KeptLegalMask.legal_mask` keeps it."""
        seat = self.to_act
        hand = None if seat is None else self.hands[seat]
        if hand is None:
            raise ValueError(NO_CARDS_TO_PLAY.say())
        mask = hand.mask
        if self.trick.plays:
            mask = (self._read or self._reading()).legal_mask(mask)
        return mask

    def legal_actions(self) -> tuple[Action, ...]:
        """Every action the player to act may take now (empty when the deal is over)."""
        phase, seat = self.phase, self.to_act
        if seat is None:  # the deal is over
            return ()
        if phase is Phase.PLAY:
            return () if self.hands[seat] is None else plays_of(self.legal_mask())
        cards = self.hands[seat]
        if cards is None:
            return ()
        hand = cards.mask
        if phase is Phase.AUCTION:
            return auction_actions(self.rules.diamonds_in_turn, self.bid, most_trumps(hand))
        if phase is Phase.NAMING:
            bid = self.bid
            return tuple(name for name, trumps in NAME_TRUMPS if (hand & trumps).bit_count() >= bid)
        if phase is Phase.OVERRIDE:
            return (DIAMOND_OVERRIDE, DECLINE)
        # picture giving (the cards in display order, which is the index order in this pack)
        if self.shown is None:
            return (*(SHOW_PICTURE[card] for card in _cards(hand & PICTURE_MASK)[:1]), DECLINE)
        gives = hand if self.rules.return_may_be_picture else hand & ~PICTURE_MASK
        return (*(TAKE_PICTURE[card] for card in _cards(gives)), DECLINE)

    # -- signals ---------------------------------------------------------------------------------------
    def can_signal(self, seat: int, signal: Signal) -> str | None:
        """Why ``seat`` may not give ``signal`` now, or ``None`` if it may.

        * blink: in play, the second player to the trick is about to play, and ``seat`` is his partner
          (it tells him "I expect to win this trick");
        * emergency: in play, ``seat``'s only trump left is the 10 or the ace of trumps (once a deal);
        * steeple (only with ``rules.steeple``): before the play, ``seat`` holds no picture (once a deal).
        """
        if seat not in range(4):
            return NOT_A_SEAT.say(seat=repr(seat))
        if signal is Signal.STEEPLE:
            if not self.rules.steeple:
                return STEEPLE_OFF.say()
            if self.phase not in (Phase.PICTURES, Phase.AUCTION):
                return STEEPLE_WHEN.say()
            if any(m.seat == seat and m.signal is signal for m in self.signals):
                return STEEPLE_AGAIN.say(seat_of(SEATS[seat]))
            hand = self.hands[seat]
            if hand is None:
                return HIDDEN.say(seat_of(SEATS[seat]))
            return STEEPLE_PICTURE.say() if hand.mask & PICTURE_MASK else None
        if not self.rules.signals:
            return SIGNALS_OFF.say()
        if self.phase is not Phase.PLAY:
            return SIGNALS_WHEN.say()
        if signal is Signal.BLINK:
            if any(
                m.seat == seat and m.signal is signal and m.trick == len(self.tricks) for m in self.signals
            ):
                return BLINK_AGAIN.say(seat_of(SEATS[seat]))
            if len(self.trick.plays) != 1 or (seat + 2) % 4 != self.to_act:
                return BLINK_WHO.say()
            return None
        hand = self.hands[seat]
        if hand is None:
            return HIDDEN.say(seat_of(SEATS[seat]))
        if any(m.seat == seat and m.signal is Signal.EMERGENCY for m in self.signals):
            return EMERGENCY_AGAIN.say(seat_of(SEATS[seat]))
        if self.trump is None or not can_call_emergency(hand, self.trump):
            return EMERGENCY_WHEN.say()
        return None

    def apply(self, action: Action | str) -> View:
        """A view only shows the deal: always refused (:meth:`State.apply` acts).

        :raises IllegalAction: saying to apply actions to the full state.
        """
        refuse_on_view(action)


_VALUE = operator.attrgetter(*(f.name for f in fields(View) if f.compare))
_NAMES = [f.name for f in fields(View) if f.init]
_ARGUMENTS = operator.attrgetter(*_NAMES)  # a view's constructor arguments, in order
_HANDS, _HISTORY, _SIGNALS, _SEED, _VIEWER = map(
    _NAMES.index, ("hands", "history", "signals", "seed", "viewer")
)
