"""What one seat sees of a deal of Subastao: the :class:`View` (the read-only questions of a deal, a hand it
may not see ``None``), which :class:`~tutor.games.subastao.state.State` extends with ``apply``."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

from ...cards import Card, CardSet, Suit
from ...i18n import gettext, gettext_noop, grammar
from ...sentences import ALSO, Template, decimal
from ...sentences import seat as subject
from ...tricks import KeptLegalMask, Trick
from .._shared import (
    TRICK_SO_FAR,
    evolve,
    explain,
    facts,
    phase_name,
    record,
    refuse_on_view,
    to_json,
)
from ..display import Displayed
from . import fast
from .actions import (
    CALLS,
    GRAMMAR,
    MAX_BID,
    MIN_BID,
    TRUMP_CHOICES,
    Action,
    Decline,
    Denounce,
    Phase,
    Sing,
    TakeOver,
    parse_action,
    plays_of,
)
from .rules import (
    LAST_TRICK,
    NAME,
    SEATS,
    SUITS,
    Cante,
    SubastaoRules,
    Variant,
    cantes_of,
    card_points,
    explain_play,
)

__all__ = ["Outcome", "Table", "View"]


# a deal's result in words (:class:`Outcome`)
ALL_PASSED = Template("all passed: redeal, no score")
NO_CARD_IN_PHASE = Template("no card is played in the {phase} phase")
HAND_HIDDEN = Template("{seat}'s hand is hidden in this view")
RESULT = Template(
    "{who} bid {contract} in {suit}: {points:point} ({cards} in cards, {cantes} in cantes, {last} for the last "
    "trick): {verdict}"
)
DENOUNCED = Template("{result} (renuncio by {who} denounced)")

# a deal in a few words (:meth:`View.describe`)
AUCTION = Template("Auction, {high}; {seat} to speak")
NO_BID = Template("no bid yet")
HIGH_BID = Template("{bidder} bids {bid}")
WON_AUCTION = Template("{soloist} won the auction at {contract}; {seat} to act")
PLAYING = Template(
    "Trick {number}, trumps {trump}; {soloist} has {total} of {contract}{trick}; {seat} to play"
)


@dataclass(frozen=True, slots=True)
class Outcome:
    """The result of a deal. ``points`` is what the bidding side made (cards + cantes + last trick); ``scores``
    and ``tricks`` are by seat, ``bidders`` the seats of the bidding side (the soloist, and his partner in pairs).
    """

    soloist: int | None
    contract: int
    trump: Suit | None
    card_points: int = 0
    cante_points: int = 0
    last_trick: bool = False
    made: bool = False
    scores: tuple[float, ...] = ()
    renuncio: int | None = None
    tricks: tuple[int, ...] = ()
    bidders: tuple[int, ...] = ()
    dealer: int = 0
    seed: int | str | None = None

    @property
    def redeal(self) -> bool:
        """All passed: the cards are thrown in and dealt again, nobody scores."""
        return self.soloist is None

    @property
    def points(self) -> int:
        return self.card_points + self.cante_points + (LAST_TRICK if self.last_trick else 0)

    def record(self) -> dict[str, Any]:
        """The result as one flat row of plain values (for a table of many deals): the columns of every game
        (:data:`~tutor.games.protocol.RECORD_COLUMNS`: the declarer is the soloist; his side scores the contract
        when it is made; the defenders of the three- and four-handed games score each on their own, their scores
        added up), then Subastao's own (``points``, ``soloist``, ``contract``, the points in cards and cantes,
        ``last_trick``, ``made``, the scores by seat, ``renuncio``, the tricks by seat), a seat that is nobody's
        written :data:`~tutor.games.protocol.NOBODY`.
        """
        bidders = self.bidders
        defenders = [seat for seat in range(len(self.scores)) if seat not in bidders]
        if len(bidders) == 2:  # pairs: each partner is credited his team's score
            defenders = defenders[:1]
        ours = self.scores[bidders[0]] if bidders else 0
        theirs = sum(self.scores[seat] for seat in defenders) if bidders else 0
        tricks = self.tricks or (0,) * len(self.scores)
        won = sum(tricks[seat] for seat in bidders)
        return record(
            self,
            NAME,
            seed=self.seed,
            dealer=self.dealer,
            trump=self.trump,
            declarer=self.soloist,
            scores=(ours, theirs),
            tricks=(won, sum(tricks) - won),
            won=None if self.redeal else self.made,
            redeal=self.redeal,
            skip=("bidders",),
            points=self.points,
        )

    def __str__(self) -> str:
        if self.redeal:
            return ALL_PASSED.say()
        soloist, trump = self.soloist, self.trump
        assert soloist is not None and trump is not None  # a deal played has a soloist and trumps
        text = RESULT.say(
            subject(SEATS[soloist]),
            contract=self.contract,
            suit=gettext(trump.word),
            points=self.points,
            cards=self.card_points,
            cantes=self.cante_points,
            last=LAST_TRICK if self.last_trick else 0,
            verdict=gettext("made") if self.made else gettext("failed"),
        )
        if self.renuncio is not None:
            text = DENOUNCED.say(subject(SEATS[self.renuncio]), result=text)
        # a split score in the language's own way: 102.5, or 102,5 in Spanish
        scores = grammar().comma.join(
            f"{gettext(SEATS[s])} {decimal(v, 2, short=True)}" for s, v in enumerate(self.scores) if v
        )
        return ALSO.say(first=text, second=scores) if scores else text


def side_of(rules: SubastaoRules, soloist: int) -> int:
    """Bitmask of the seats on the soloist's side (his partner too, in pairs)."""
    if rules.variant is Variant.PAIRS:
        return (1 << soloist) | (1 << ((soloist + 2) % 4))
    return 1 << soloist


# A value, as the State below: nothing assigns to a table once it is made, and it is not ``frozen`` for the same
# reason (a new table is made at every call of the auction).
@dataclass(slots=True, unsafe_hash=True)
class Table:
    """What holds through the play of a deal: the table (options, dealer, seats in play, the cards as received)
    and what the auction settled (calls, top bid, soloist and his side, contract, trumps). A :class:`State`
    answers these as its own attributes (``state.soloist``); a card played makes a new state, not a new table."""

    rules: SubastaoRules
    dealer: int
    order: tuple[int, ...]
    """The active seats in play order from mano (the dealer sits out in the four-player variant)."""
    received: tuple[tuple[Card, ...], ...] = field(default=(), repr=False)
    calls: tuple[tuple[int, Action], ...] = ()
    high: tuple[int, int] | None = None
    soloist: int | None = None
    contract: int = 0
    trump: Suit | None = None
    side: int = 0
    """Bitmask of the seats on the bidding side (0 before the auction ends)."""
    seed: int | str | None = None
    """The seed the deal was dealt from (``None`` in a seat's view)."""


# A value: nothing assigns to a state once it is made (``apply`` returns a new one), so it hashes by its fields.
# Not ``frozen``: a frozen dataclass's ``__init__`` sets each field through ``object.__setattr__``, a third of
# the time of a play; the plain ``__init__`` of a slotted class stores them directly.
@dataclass(slots=True, unsafe_hash=True)
class View(Displayed, KeptLegalMask):
    """A deal as one seat sees it (:meth:`View.view`): the same questions as the full state, the hands this
    seat may not see ``None``. It reads, it cannot act: :class:`State`, the full deal, alone applies actions.

    >>> from tutor.games.subastao import start
    >>> v = start(1).view(0)
    >>> len(v.hand(0)), v.hand(1), v.hand_size(1), len(v.legal_actions())
    (12, None, 12, 36)
    """

    GAME = "tutor.games.subastao"  # the game's module (a class attribute, not a field)

    table: Table
    hands: tuple[CardSet | None, ...]
    phase: Phase = Phase.AUCTION
    to_act: int | None = None
    history: tuple[Action, ...] = ()
    trick: Trick | None = None
    summary: fast.Summary | None = field(default=None, repr=False)
    """The trick in play as its obligations and its winner read it (``None`` before its first card): kept
    card by card, so that listing and checking the legal plays reads no card twice."""
    tricks: tuple[Trick, ...] = ()
    sung: tuple[Cante, ...] = ()
    may_sing: bool = False
    renuncio: int | None = None

    # -- the table's facts, read as the state's own ----------------------------------------
    @property
    def rules(self) -> SubastaoRules:
        return self.table.rules

    @property
    def dealer(self) -> int:
        return self.table.dealer

    @property
    def order(self) -> tuple[int, ...]:
        """The active seats in play order from mano (the dealer sits out in the four-player variant)."""
        return self.table.order

    @property
    def received(self) -> tuple[tuple[Card, ...], ...]:
        """Each seat's cards as dealt (empty for a seat out of play, or one a view hides)."""
        return self.table.received

    @property
    def calls(self) -> tuple[tuple[int, Action], ...]:
        """The auction's calls so far, as ``(seat, call)``."""
        return self.table.calls

    @property
    def high(self) -> tuple[int, int] | None:
        """The top bid so far as ``(seat, points)``, ``None`` before the first bid."""
        return self.table.high

    @property
    def soloist(self) -> int | None:
        return self.table.soloist

    @property
    def contract(self) -> int:
        return self.table.contract

    @property
    def trump(self) -> Suit | None:
        return self.table.trump

    @property
    def side(self) -> int:
        """Bitmask of the seats on the bidding side (0 before the auction ends)."""
        return self.table.side

    @property
    def seed(self) -> int | str | None:
        """The seed the deal was dealt from (:func:`start` draws one when given none); ``None`` in a seat's view,
        which may not know the deal."""
        return self.table.seed

    @property
    def winners(self) -> tuple[int, ...]:
        """The seat that won each trick finished: each trick's winner leads the next one."""
        if not self.tricks:
            return ()
        trick = self.trick
        assert trick is not None  # after a trick the winner leads the next one
        return (*(t.leader for t in self.tricks[1:]), trick.leader)

    @property
    def denounced(self) -> bool:
        """Whether the deal ended on a renuncio denounced."""
        return bool(self.history) and type(self.history[-1]) is Denounce

    # -- reading the state ----------------------------------------------------------------
    def hand(self, seat: int) -> CardSet | None:
        return self.hands[seat]

    @property
    def is_terminal(self) -> bool:
        return self.to_act is None  # nobody acts once the deal is over (and only then)

    def hand_size(self, seat: int) -> int:
        hand = self.hands[seat]
        if hand is not None:
            return len(hand)
        if seat not in self.order:
            return 0
        played = sum(1 for t in (*self.tricks, self.trick) if t is not None for s, _ in t.plays if s == seat)
        return len(self.rules.deck) // len(self.order) - played

    def _next(self, seat: int) -> int:
        order = self.order
        return order[(order.index(seat) + 1) % len(order)]

    def legal_plays(self) -> CardSet:
        """The cards the player to act may play without breaking an obligation."""
        seat = self.to_act
        hand = None if seat is None or self.phase is not Phase.PLAY else self.hands[seat]
        if hand is None:  # no play now, or a hand this view hides
            return CardSet()
        return CardSet.from_mask(self.legal_mask())

    def find_legal_mask(self) -> int:
        """The mask of the cards of the player to act that break no obligation on the trick in play: the
        obligations of :func:`~tutor.games.subastao.rules.legal_plays` on the trick's bits (:func:`.fast.legal`,
        which a property test keeps in step with them); :meth:`~tutor.tricks.KeptLegalMask.legal_mask` keeps it."""
        seat = self.to_act
        hand = None if seat is None else self.hands[seat]
        assert hand is not None  # asked for the player to act, whose hand is known
        mask = hand.mask
        if self.summary is not None:
            table = self.table
            tm = fast.SUIT_MASK[SUITS.index(table.trump)]
            ls, bl, bt, trump_led, _ = self.summary
            mask = fast.legal(mask, ls, bl, bt, tm, trump_led, table.rules.strict_montar)
        return mask

    def explain_play(self, card: Card | str) -> str:
        """Why the player to act may or may not play ``card`` now, naming the obligation.

        >>> from tutor.games.subastao import replay
        >>> s = replay(None, ["60", "pass", "pass", "trumps oros", "AO"], dealer=2,
        ...            hands=("AO 3O RO CO SO 7O 6O 5O AC 3C RE CE", "4O RC CC SC 7C 6C 5C 4C 3E AE SE 7E",
        ...                   "6E 5E 4E AB 3B RB CB SB 7B 6B 5B 4B"))
        >>> s.explain_play("AE")
        'cannot play as de espadas: asistir (follow suit): he must follow trumps (he holds 4 de oros)'
        """
        if self.phase is not Phase.PLAY:
            return NO_CARD_IN_PHASE.say(phase=phase_name(self.phase))
        if isinstance(card, str):
            card = Card.parse(card, "spanish")
        seat, trick = self.to_act, self.trick
        assert seat is not None and trick is not None  # somebody plays to a trick in the play phase
        hand = self.hands[seat]
        if hand is None:
            return HAND_HIDDEN.say(seat=gettext(SEATS[seat]))
        trump = self.trump
        assert trump is not None  # named before the first card
        return explain_play(hand, trick.cards, card, trump=trump, rules=self.rules)

    def legal_actions(self) -> tuple[Action, ...]:
        """Every action the player to act may take now (bids in steps of 5 up to 230)."""
        seat, phase = self.to_act, self.phase
        if phase is Phase.PLAY:
            assert seat is not None  # somebody plays in the play phase
            hand = self.hands[seat]
            if hand is None:  # a hand this view hides
                return ()
            plays = plays_of(hand.mask if self.table.rules.allow_renuncio else self.legal_mask())
            if not self.may_sing and self.renuncio is None:
                return plays
            actions: list[Action] = []
            if self._may_denounce(seat):
                actions.append(Denounce())
            if self.may_sing:
                actions.extend(Sing(c.suit) for c in self.available_cantes())
            return (*actions, *plays)  # bit order is display order: suits O C E B, A 3 R C ... 4
        high = self.high
        if phase is Phase.AUCTION:
            if high is None:
                return CALLS
            return (CALLS[0], *CALLS[(high[1] + 5 - MIN_BID) // 5 + 1 :])
        if phase is Phase.TAKEOVER:
            assert high is not None  # the dealer may take over the top bid
            return (TakeOver(), Decline()) if high[1] + 10 <= MAX_BID else (Decline(),)
        if phase is Phase.TRUMP:
            return TRUMP_CHOICES
        return ()

    def available_cantes(self) -> tuple[Cante, ...]:
        """The cantes the player to act may sing now (empty unless his side just won a trick)."""
        seat = self.to_act
        hand = None if not self.may_sing or self.phase is not Phase.PLAY or seat is None else self.hands[seat]
        if hand is None:  # no cante now, or a hand this view hides
            return ()
        return cantes_of(hand.mask, self.trump, [c.suit for c in self.sung], self.rules.tute)

    def _may_denounce(self, seat: int | None) -> bool:
        renuncio = self.renuncio
        if seat is None or renuncio is None or self.denounced or self.soloist is None:
            return False
        return bool(self.side >> seat & 1) != bool(self.side >> renuncio & 1)

    # -- results ------------------------------------------------------------------------
    def points(self) -> tuple[int, int, int, bool]:
        """The bidding side's (card points, cante points, total, won the last trick) so far."""
        side = self.side
        cards = sum(
            card_points(t.cards) for t, w in zip(self.tricks, self.winners, strict=True) if side >> w & 1
        )
        sung = sum(c.points for c in self.sung)
        last = (
            self.phase is Phase.OVER
            and not self.denounced
            and bool(self.winners)
            and bool(side >> self.winners[-1] & 1)
        )
        return cards, sung, cards + sung + (LAST_TRICK if last else 0), last

    def outcome(self) -> Outcome | None:
        """The result once the deal is over (``None`` before)."""
        if self.phase is not Phase.OVER:
            return None
        seats = len(self.hands)
        if self.soloist is None:
            nothing = (0,) * seats
            return Outcome(None, 0, None, scores=nothing, tricks=nothing, dealer=self.dealer, seed=self.seed)
        cards, sung, total, last = self.points()
        made = total >= self.contract
        offender = self.renuncio if self.denounced else None
        if offender is not None:  # a renuncio denounced: the offender's side loses
            made = not bool(self.side >> offender & 1)
        side, contract = self.side, self.contract
        scores = [0.0] * len(self.hands)
        opponents = [s for s in self.order if not side >> s & 1]
        if made:
            for s in self.order:
                if side >> s & 1:
                    scores[s] = contract
        elif self.rules.variant is Variant.PAIRS or self.rules.failure_mode == "each":
            for s in opponents:
                scores[s] = contract
        else:
            for s in opponents:
                scores[s] = contract / len(opponents)
        shown = tuple(int(v) if float(v).is_integer() else v for v in scores)
        winners = self.winners
        return Outcome(
            self.soloist,
            contract,
            self.trump,
            cards,
            sung,
            last,
            made,
            shown,
            offender,
            tuple(winners.count(seat) for seat in range(seats)),
            tuple(seat for seat in range(seats) if side >> seat & 1),
            self.dealer,
            self.seed,
        )

    def view(self, seat: int) -> View:
        """What ``seat`` may see: his own hand, the calls, the tricks and cantes; other hands are ``None``.
        In the four-player variant the sitting-out dealer (the censor) also sees the soloist's hand.

        >>> from tutor.games.subastao import start
        >>> v = start(1).view(0)
        >>> len(v.hand(0)), v.hand(1), v.hand_size(1)
        (12, None, 12)
        """
        # the sitting-out dealer is the censor: he examines the auction winner's cards (Reglamento)
        censor = (
            self.rules.variant is Variant.FOUR and seat == self.dealer and self.phase is not Phase.AUCTION
        )
        hands = tuple(
            h if s == seat or (censor and s == self.soloist) else None for s, h in enumerate(self.hands)
        )
        received = tuple(r if s == seat else () for s, r in enumerate(self.received))
        return View(
            table=evolve(self.table, received=received, seed=None),  # the seed would tell the deal
            hands=hands,
            phase=self.phase,
            to_act=self.to_act,
            history=self.history,
            trick=self.trick,
            summary=self.summary,
            tricks=self.tricks,
            sung=self.sung,
            may_sing=self.may_sing,
            renuncio=self.renuncio,
        )

    def gathered(self) -> tuple[Card, ...]:
        """The cards as gathered after the deal, the next pack when nobody shuffles.

        Played deal: the bidding side's tricks in the order won, then the others' (each trick in play order),
        then any cards left in hand. Thrown-in deal: the hands as received, mano's first.
        """
        if self.soloist is None or not self.tricks:
            return (
                tuple(c for s in self.order for c in self.received[s])
                if self.soloist is None
                else self._rest()
            )
        side = self.side
        won = [t for t, w in zip(self.tricks, self.winners, strict=True) if side >> w & 1]
        lost = [t for t, w in zip(self.tricks, self.winners, strict=True) if not side >> w & 1]
        cards = [c for t in (*won, *lost) for c in t.cards]
        return (*cards, *self._rest())

    def _rest(self) -> tuple[Card, ...]:
        rest = [c for _, c in self.trick.plays] if self.trick else []
        for hand in self.hands:
            if hand:
                rest.extend(hand.sorted())
        return tuple(rest)

    def explain(self, action: Action | str) -> str:
        """Why ``action`` (or its text) is allowed now or not, in words.

        >>> from tutor.games.subastao import start
        >>> start(4).explain("bid 50")  # doctest: +ELLIPSIS
        'East cannot bid 50: ...'
        """
        return explain(self, action, SEATS, parse=parse_action, grammar=GRAMMAR)

    def facts(self, seats: Sequence[str] | None = None) -> list[tuple[str, str]]:
        """The situation in short labelled texts (the result or whose turn, the phase, the trump, then this
        game's own figures), with ``seats`` as the seat names (default ``SEATS``)."""
        won = tuple(self.winners.count(seat) for seat in range(len(self.hands))) if self.tricks else None
        names = seats or SEATS[: len(self.hands)]
        # over without trumps: all passed
        unnamed = gettext_noop("none") if self.phase is Phase.OVER else gettext_noop("not named yet")
        items = [(gettext("contract"), self.contract or None), (gettext("tricks won"), won)]
        return facts(self, names, items=items, trump=unnamed)

    def to_json(self) -> str:
        """The deal as JSON text; :func:`tutor.games.subastao.from_json` gives back an equal state."""
        return to_json(self, NAME)

    def __str__(self) -> str:
        return self.describe()

    def __repr__(self) -> str:
        return f"<subastao.State: {self.describe()}>"

    def describe(self) -> str:
        """A short text of the situation, in the language spoken.

        >>> from tutor import speaking
        >>> from tutor.games.subastao import start
        >>> with speaking("ja"):
        ...     start(4).describe()
        '競り、まだ誰もビッドしていません；東が話す番'
        """
        if self.phase is Phase.OVER:
            return str(self.outcome())
        seat, soloist, trump, trick_now = self.to_act, self.soloist, self.trump, self.trick
        assert seat is not None  # somebody acts until the end
        who = gettext(SEATS[seat])
        if self.phase is Phase.AUCTION:
            if self.high is None:
                high = NO_BID.say()
            else:
                high = HIGH_BID.say(bidder=gettext(SEATS[self.high[0]]), bid=self.high[1])
            return AUCTION.say(high=high, seat=who)
        assert soloist is not None  # the auction is won
        if self.phase in (Phase.TRUMP, Phase.TAKEOVER):
            return WON_AUCTION.say(soloist=gettext(SEATS[soloist]), contract=self.contract, seat=who)
        _, _, total, _ = self.points()
        assert trump is not None and trick_now is not None  # the play
        trick = TRICK_SO_FAR.say(cards=trick_now) if trick_now.plays else ""
        return PLAYING.say(
            number=len(self.tricks) + 1,
            trump=gettext(trump.word),
            soloist=gettext(SEATS[soloist]),
            total=total,
            contract=self.contract,
            trick=trick,
            seat=who,
        )

    def apply(self, action: Action | str) -> View:
        """A view only shows the deal: always refused (:meth:`State.apply` acts).

        :raises IllegalAction: saying to apply actions to the full state.
        """
        refuse_on_view(action)
