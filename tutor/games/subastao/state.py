"""One deal of Subastao as an immutable state: starting, replaying, saving and playing one out.

Everything moves counter-clockwise, which here is simply seat ``s`` -> ``s + 1``: the player on the dealer's right
(``dealer + 1``) is *mano*, is served first, speaks first; the dealer closes the auction.

>>> s = start(7, hands=("AO 3O RO CO SO 7O AC 3C RC AE 3E RE",
...                     "6O 5O 4O CC SC 7C 6C CE SE 7E 6E 5E",
...                     "5C 4C 4E AB 3B RB CB SB 7B 6B 5B 4B"), dealer=2)
>>> s.phase, SEATS[s.to_act]
(<Phase.AUCTION: 'auction'>, 'South')
>>> s = s.apply("70").apply("pass").apply("pass").apply(ChooseTrump(Suit.OROS))
>>> s.soloist, s.contract, s.trump, s.to_act
(0, 70, Suit.OROS, 0)
"""

from __future__ import annotations

import operator
import random
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from typing import Any

from ...cards import Card, CardSet, Suit, dealt_by, shuffled
from ...errors import IllegalAction, ImpossiblePosition, NotationError, Rule
from ...sentences import count
from ...tricks import KeptLegalMask, Trick, first_broken_duty
from .. import _shared
from .._shared import (
    apply_all,
    evolve,
    explain,
    facts,
    fill_hands,
    is_legal,
    random_seed,
    record,
    refuse_on_view,
    to_json,
)
from .._shared import from_json as _from_json
from ..display import Displayed
from ..notation import Dealt, write, write_options
from . import fast
from .actions import (
    CALLS,
    GRAMMAR,
    MAX_BID,
    MIN_BID,
    PACKS,
    TRUMP_CHOICES,
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
    parse_action,
    plays_of,
)
from .rules import (
    INPUTS,
    LAST_TRICK,
    SEATS,
    SUITS,
    Cante,
    SubastaoRules,
    Variant,
    broken_duty,
    cantes_of,
    card_points,
    chain_duties,
    explain_play,
    inputs_of,
    parse_suit,
)

__all__ = [
    "DECK",
    "DEFAULT_RULES",
    "NAME",
    "Outcome",
    "State",
    "Table",
    "View",
    "from_json",
    "play_out",
    "replay",
    "start",
]

DEFAULT_RULES = SubastaoRules()

NAME = "subastao"
DECK = DEFAULT_RULES.deck
"""The Spanish 36-card pack of the three-hand game (``SubastaoRules(...).deck`` gives a variant's)."""


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
            return "all passed: redeal, no score"
        soloist, trump = self.soloist, self.trump
        assert soloist is not None and trump is not None  # a deal played has a soloist and trumps
        who = SEATS[soloist]
        text = (
            f"{who} bid {self.contract} in {trump.word}: {count(self.points, 'point')} "
            f"({self.card_points} in cards, {self.cante_points} in cantes, "
            f"{LAST_TRICK if self.last_trick else 0} for the last trick): "
            + ("made" if self.made else "failed")
        )
        if self.renuncio is not None:
            text += f" (renuncio by {SEATS[self.renuncio]} denounced)"
        scores = ", ".join(f"{SEATS[s]} {v:g}" for s, v in enumerate(self.scores) if v)
        return f"{text}; {scores}" if scores else text


def _side(rules: SubastaoRules, soloist: int) -> int:
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

        >>> s = replay(None, ["60", "pass", "pass", "trumps oros", "AO"], dealer=2,
        ...            hands=("AO 3O RO CO SO 7O 6O 5O AC 3C RE CE", "4O RC CC SC 7C 6C 5C 4C 3E AE SE 7E",
        ...                   "6E 5E 4E AB 3B RB CB SB 7B 6B 5B 4B"))
        >>> s.explain_play("AE")
        'cannot play as de espadas: asistir (follow suit): he must follow trumps (he holds 4 de oros)'
        """
        if self.phase is not Phase.PLAY:
            return f"no card is played in the {self.phase.value} phase"
        if isinstance(card, str):
            card = Card.parse(card, "spanish")
        seat, trick = self.to_act, self.trick
        assert seat is not None and trick is not None  # somebody plays to a trick in the play phase
        hand = self.hands[seat]
        if hand is None:
            return f"{SEATS[seat]}'s hand is hidden in this view"
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

        >>> start(4).explain("bid 50")  # doctest: +ELLIPSIS
        'East cannot bid 50: ...'
        """
        return explain(self, action, SEATS, parse=parse_action, grammar=GRAMMAR)

    def facts(self, seats: Sequence[str] | None = None) -> list[tuple[str, str]]:
        """The situation in short labelled texts (the result or whose turn, the phase, the trump, then this
        game's own figures), with ``seats`` as the seat names (default ``SEATS``)."""
        won = tuple(self.winners.count(seat) for seat in range(len(self.hands))) if self.tricks else None
        names = seats or SEATS[: len(self.hands)]
        unnamed = "none" if self.phase is Phase.OVER else "not named yet"  # over without trumps: all passed
        items = [("contract", self.contract or None), ("tricks won", won)]
        return facts(self, names, items=items, trump=unnamed)

    def to_json(self) -> str:
        """The deal as JSON text; :func:`tutor.games.subastao.from_json` gives back an equal state."""
        return to_json(self, NAME)

    def __str__(self) -> str:
        return self.describe()

    def __repr__(self) -> str:
        return f"<subastao.State: {self.describe()}>"

    def describe(self) -> str:
        """A short text of the situation."""
        if self.phase is Phase.OVER:
            return str(self.outcome())
        seat, soloist, trump, trick_now = self.to_act, self.soloist, self.trump, self.trick
        assert seat is not None  # somebody acts until the end
        who = SEATS[seat]
        if self.phase is Phase.AUCTION:
            high = "no bid yet" if self.high is None else f"{SEATS[self.high[0]]} bids {self.high[1]}"
            return f"Auction, {high}; {who} to speak"
        assert soloist is not None  # the auction is won
        if self.phase in (Phase.TRUMP, Phase.TAKEOVER):
            return f"{SEATS[soloist]} won the auction at {self.contract}; {who} to act"
        _, _, total, _ = self.points()
        assert trump is not None and trick_now is not None  # the play
        trick = f", trick so far {trick_now}" if trick_now.plays else ""
        return (
            f"Trick {len(self.tricks) + 1}, trumps {trump.word}; {SEATS[soloist]} has {total} of "
            f"{self.contract}{trick}; {who} to play"
        )

    def apply(self, action: Action | str) -> State:
        """A view only shows the deal: always refused (:meth:`State.apply` acts).

        :raises IllegalAction: saying to apply actions to the full state.
        """
        refuse_on_view(action)


class State(View):
    """One deal, immutable: the view of every hand, that can act. Build it with :func:`start`; every
    :meth:`apply` validates and returns a new state."""

    __slots__ = ()  # the view's fields (a subclass of a dataclass is one, with the same fields and comparisons)

    hands: tuple[CardSet, ...]  # every hand: none hidden

    def hand(self, seat: int) -> CardSet:
        return self.hands[seat]

    # -- acting -------------------------------------------------------------------------
    def to_text(self) -> str:
        """The deal in one line (:mod:`tutor.games.notation`): the options that differ from the rules, the seed
        if the deal keeps one, the dealer, the hands as dealt and the actions so far;
        :func:`~tutor.games.subastao.from_text` (or :func:`tutor.games.from_text`) gives back an equal state.
        """
        return write(dealt(self), SEATS[: len(self.hands)])

    def is_legal(self, action: Action | str) -> bool:
        """Whether ``action`` (an action, or its text in the action grammar) is legal now: whether
        :meth:`apply` accepts it.

        >>> s = start(4)
        >>> s.is_legal("pass"), s.is_legal("bid 65"), s.is_legal("bid 50")
        (True, True, False)

        :raises NotationError: if the text names no action, or ``action`` is no action of Subastao (a typo
            is not answered "illegal").
        """
        return is_legal(self, action, parse_action)

    def apply(self, action: Action | str) -> State:
        """The state after ``action`` (a card string like ``'CC'`` plays it; ``'pass'``, ``'70'`` bid).

        :raises IllegalAction: with the rule broken and the reason, if the action is not allowed now.
        """
        seat, phase = self.to_act, self.phase
        if type(action) is Play and phase is Phase.PLAY:  # the hot path
            assert seat is not None  # somebody plays in the play phase
            return self._play(seat, action)
        if isinstance(action, str):
            action = parse_action(action, self)
            if type(action) is Play and phase is Phase.PLAY:
                assert seat is not None  # somebody plays in the play phase
                return self._play(seat, action)
        who = SEATS[seat] if seat is not None else "nobody"
        if phase is Phase.OVER:
            raise IllegalAction(
                f"the deal is over: {self.outcome()}", rule=Rule.GAME_OVER, seat=seat, action=action
            )
        assert seat is not None  # somebody acts until the end
        if type(action) is Play:  # out of the play phase: refused
            self._expect(Phase.PLAY, who, action)
        if type(action) is Bid or type(action) is Pass:
            return self._call(seat, who, action)
        if type(action) is ChooseTrump:
            self._expect(Phase.TRUMP, who, action)
            suit = self._suit(action, who, Rule.TRUMP_CHOICE)
            leader = self.soloist if self.rules.first_lead == "soloist" else self.order[0]
            return evolve(
                self,
                table=evolve(self.table, trump=suit),
                phase=Phase.PLAY,
                trick=Trick(leader),
                to_act=leader,
                history=(*self.history, action),
            )
        if type(action) is Sing:
            return self._sing(seat, who, action)
        if type(action) is TakeOver or type(action) is Decline:
            return self._takeover(seat, who, action)
        if type(action) is Denounce:
            if self.phase is not Phase.PLAY or not self._may_denounce(seat):
                raise IllegalAction(
                    f"{who} cannot denounce: no renuncio by an opponent is pending",
                    rule=Rule.OPTION_NOT_AVAILABLE,
                    seat=seat,
                    action=action,
                )
            return evolve(self, phase=Phase.OVER, to_act=None, history=(*self.history, action))
        raise IllegalAction(
            f"{action!r} is not a Subastao action", rule=Rule.UNKNOWN_ACTION, seat=seat, action=action
        )

    @staticmethod
    def _suit(action: ChooseTrump | Sing, who: str, rule: Rule) -> Suit:
        try:
            return parse_suit(action.suit)
        except (NotationError, TypeError, AttributeError):
            raise IllegalAction(
                f"{who} cannot name {action.suit!r}: it is not a Spanish suit (oros, copas, espadas, bastos)",
                rule=rule,
                seat=SEATS.index(who) if who in SEATS else None,
                action=action,
            ) from None

    def _expect(self, phase: Phase, who: str, action: Action) -> None:
        if self.phase is not phase:
            raise IllegalAction(
                f"{who} cannot {GRAMMAR.say(action)} now: the deal is in the {self.phase.value} phase",
                rule=Rule.WRONG_PHASE,
                seat=self.to_act,
                action=action,
            )

    def _call(self, seat: int, who: str, action: Bid | Pass) -> State:
        self._expect(Phase.AUCTION, who, action)
        high = self.high
        if type(action) is Bid:
            points = action.points
            if not isinstance(points, int) or points % 5 or points > MAX_BID:
                raise IllegalAction(
                    f"{who} cannot bid {points}: bids are multiples of 5 from {MIN_BID} to {MAX_BID}",
                    rule=Rule.BID_NOT_ALLOWED,
                    seat=seat,
                    action=action,
                )
            low = MIN_BID if high is None else high[1] + 5
            if points < low:
                why = (
                    f"the lowest bid is {MIN_BID}" if high is None else f"{SEATS[high[0]]} has bid {high[1]}"
                )
                raise IllegalAction(
                    f"{who} cannot bid {points}: {why}, so bid at least {low} or pass",
                    rule=Rule.BID_TOO_LOW,
                    seat=seat,
                    action=action,
                )
            high = (seat, points)
        calls = (*self.calls, (seat, action))
        passed = {s for s, a in calls if type(a) is Pass}
        order = self.order
        if self.rules.variant is Variant.PAIRS:
            team_out = any({s, (s + 2) % 4} <= passed for s in (0, 1))
            over = len(passed) == len(order) or (high is not None and team_out)
        elif self.rules.auction == "open":
            over = len(passed) == len(order) or (high is not None and len(passed) == len(order) - 1)
        else:
            over = len(calls) == len(order)
        history = (*self.history, action)
        if not over:
            nxt = self._next(seat)
            while nxt in passed:
                nxt = self._next(nxt)
            return evolve(self, table=evolve(self.table, calls=calls, high=high), to_act=nxt, history=history)
        if high is None:
            return evolve(
                self, table=evolve(self.table, calls=calls), phase=Phase.OVER, to_act=None, history=history
            )
        soloist, contract = high
        side = _side(self.rules, soloist)
        table = evolve(self.table, calls=calls, high=high, soloist=soloist, side=side, contract=contract)
        if self.rules.takeover:
            return evolve(self, table=table, phase=Phase.TAKEOVER, to_act=self.dealer, history=history)
        return evolve(self, table=table, phase=Phase.TRUMP, to_act=soloist, history=history)

    def _takeover(self, seat: int, who: str, action: TakeOver | Decline) -> State:
        self._expect(Phase.TAKEOVER, who, action)
        history = (*self.history, action)
        if type(action) is Decline:
            return evolve(self, phase=Phase.TRUMP, to_act=self.soloist, history=history)
        if self.contract + 10 > MAX_BID:
            raise IllegalAction(
                f"{who} cannot take over: {self.contract} + 10 is above {MAX_BID}",
                rule=Rule.OPTION_NOT_AVAILABLE,
                seat=seat,
                action=action,
            )
        bidder, dealer = self.soloist, self.dealer
        assert bidder is not None  # the auction was won
        hands = list(self.hands)
        hands[dealer], hands[bidder] = hands[bidder], CardSet()
        order = tuple(dealer if s == bidder else s for s in self.order)
        table = evolve(self.table, order=order, soloist=dealer, side=1 << dealer, contract=self.contract + 10)
        return evolve(
            self, table=table, hands=tuple(hands), phase=Phase.TRUMP, to_act=dealer, history=history
        )

    def _sing(self, seat: int, who: str, action: Sing) -> State:
        self._expect(Phase.PLAY, who, action)
        suit = None if action.suit is None else self._suit(action, who, Rule.CANTE_RULE)
        what = "a tute" if suit is None else suit.word
        why = None
        if not self.side >> seat & 1:
            why = "only the soloist's side sings"
        elif (self.trick is not None and self.trick.plays) or not self.winners or self.winners[-1] != seat:
            why = "cantes are sung only right after winning a trick, one per trick won"
        elif type(self.history[-1]) is Sing:
            why = "one cante per trick won: win another trick first"
        if why is not None:
            raise IllegalAction(
                f"{who} cannot sing {what}: {why}", rule=Rule.CANTE_RULE, seat=seat, action=action
            )
        hand, trump = self.hands[seat], self.trump
        assert trump is not None  # cantes are sung in the play
        found = cantes_of(hand.mask, trump, [c.suit for c in self.sung], self.rules.tute)
        allowed = {c.suit: c for c in found}
        if suit not in allowed:
            if any(c.points == 40 and c.suit is not None for c in allowed.values()):
                why = f"the 40 in {trump.word} must be sung first"
            elif suit in [c.suit for c in self.sung]:
                why = f"{what} has been sung already"
            elif suit is None:
                why = "a tute needs the four reyes or the four caballos in hand, and a table that plays it"
            else:
                why = f"it needs both the rey and the caballo of {suit.word} in hand"
            raise IllegalAction(
                f"{who} cannot sing {what}: {why}", rule=Rule.CANTE_RULE, seat=seat, action=action
            )
        cante = Cante(suit, allowed[suit].points, len(self.tricks), seat)
        return evolve(self, sung=(*self.sung, cante), may_sing=False, history=(*self.history, action))

    def _play(self, seat: int, action: Play) -> State:
        """The state after ``action`` by ``seat`` (in the play phase)."""
        card = action.card
        hand = self.hands[seat]
        if action.signals:
            raise IllegalAction(
                f"{action!r} is not an action of Subastao: a card is played without signals in Subastao",
                rule=Rule.UNKNOWN_ACTION,
                seat=seat,
                action=action,
            )
        if not isinstance(card, Card) or not hand.mask & card.bit:
            raise IllegalAction(
                f"{SEATS[seat]} cannot play {card}: it is not in the hand",
                rule=Rule.NOT_IN_HAND,
                seat=seat,
                action=action,
            )
        renuncio, trick = self.renuncio, self.trick
        assert trick is not None  # a trick is in play in the play phase
        if not self.legal_mask() & card.bit:  # the duty it breaks, in words, only when one is broken
            binding = chain_duties(hand, trick.cards, self.trump, self.rules.strict_montar)
            broken = first_broken_duty(hand, binding, card)
            assert broken is not None  # the card is not playable: it breaks a duty
            if not self.rules.allow_renuncio:
                raise IllegalAction(
                    f"{SEATS[seat]} cannot play {card.unicode()}: {broken_duty(broken)}",
                    rule=broken.rule,
                    seat=seat,
                    action=action,
                )
            if renuncio is None:
                renuncio = seat
        table = self.table
        hands = list(self.hands)
        hands[seat] = CardSet.from_mask(hand.mask ^ card.bit)
        plays = trick.plays
        tm = fast.SUIT_MASK[SUITS.index(table.trump)]
        summary = fast.with_card(self.summary, card.bit, len(plays), tm)
        kept: fast.Summary | None = summary  # none once the trick is complete
        trick = Trick(trick.leader, (*plays, (seat, card)))
        phase, tricks, may_sing = self.phase, self.tricks, False
        order = table.order
        to_act: int | None
        if len(plays) + 1 < len(order):
            to_act = order[(order.index(seat) + 1) % len(order)]
        else:
            winner = trick.plays[summary[-1]][0]
            tricks, trick, kept = (*tricks, trick), Trick(winner), None
            left = hands[winner]
            if not left:
                phase, to_act = Phase.OVER, None
            else:
                to_act = winner
                sung = [c.suit for c in self.sung]
                may_sing = bool(table.side >> winner & 1) and bool(
                    cantes_of(left.mask, table.trump, sung, table.rules.tute)
                )
        # by position, in the fields' order (table, hands, phase, to_act, history, trick, summary, tricks, sung,
        # may_sing, renuncio): a call by keywords takes twice as long
        history = (*self.history, action)
        return State(
            table, tuple(hands), phase, to_act, history, trick, kept, tricks, self.sung, may_sing, renuncio
        )


_BIT = operator.attrgetter("bit")


def start(
    seed: int | str | None = None,
    *,
    rules: SubastaoRules | None = None,
    dealer: int | None = None,
    hands: Sequence[CardSet | str | Iterable[Card] | None] | None = None,
    pack: Sequence[Card] | None = None,
    cut_at: int | None = None,
) -> State:
    """The initial state of one deal.

    :param seed: fixes the pack order (a seeded shuffle) and the cut, unless ``pack``/``cut_at`` are given.
        Without one, a random seed (kept in the state, so the deal can still be replayed).
    :param dealer: the dealer's seat (by default seat 0, South); mano is ``dealer + 1`` (to his right).
    :param hands: given hands per seat (for lessons); the sitting-out dealer's hand is ``None`` or empty; a
        ``None`` hand of a seat in play is dealt at random (by ``seed``) from the cards the others leave.
    :param pack: the pack order before the cut (a :class:`Match` passes the gathered cards of the last deal).
    :param cut_at: where the player on the dealer's left cuts (top ``cut_at`` cards go under).
    :raises ImpossiblePosition: if the hands do not make up the pack.
    """
    seed, rules = INPUTS.seed(seed), INPUTS.options(rules, SubastaoRules, DEFAULT_RULES)
    if seed is None:
        seed = random_seed()
    n = rules.seats
    dealer = 0 if dealer is None else INPUTS.seat(dealer, what="dealer", players=n)
    order = tuple((dealer + 1 + i) % n for i in range(n))
    if rules.variant is Variant.FOUR:
        order = order[:3]  # the dealer sits out
    deck = rules.deck
    if hands is not None:
        if isinstance(hands, str) or not isinstance(hands, Sequence) or len(hands) != n:
            raise ImpossiblePosition(f"give {n} hands, one per seat (None for a seat out of play)")
        sizes = [len(deck) // len(order) if s in order else 0 for s in range(n)]
        given = [() if s not in order and h is None else h for s, h in enumerate(hands)]
        filled, _ = fill_hands(given, inputs=inputs_of(deck), sizes=sizes, seed=seed)
        parsed = [CardSet(h) for h in filled]
        received = tuple(tuple(h.sorted()) for h in parsed)
    else:
        if pack is None:
            cards = shuffled(PACKS[deck.name], seed)
        else:
            cards = inputs_of(deck).cards(pack, what="a pack")
            if len(cards) != len(deck):
                raise ImpossiblePosition(
                    f"the pack holds {len(cards)} cards: it must hold the {len(deck)} cards of the {deck.name} once each"
                )
        if cut_at is None:
            cut_at = random.Random(f"cut:{seed}").randint(1, len(cards) - 1)
        else:  # a cut given: checked
            cut_at = INPUTS.count(cut_at, range(0, len(cards) + 1), what="cut_at")
        served = [
            get(cards) for get in dealt_by(len(cards), cut_at=cut_at, hands=len(order), packets=rules.packets)
        ]
        by_seat: list[tuple[Card, ...]] = [()] * n
        for s, got in zip(order, served, strict=True):
            by_seat[s] = got
        received = tuple(by_seat)
        parsed = [CardSet.from_mask(sum(map(_BIT, r))) for r in received]
    return State(
        table=Table(rules=rules, dealer=dealer, order=order, received=received, seed=seed),
        hands=tuple(h if s in order else CardSet() for s, h in enumerate(parsed)),
        to_act=order[0],
    )


def replay(
    seed: int | str | None,
    actions: Iterable[Action | str],
    *,
    rules: SubastaoRules | None = None,
    **given: Any,
) -> State:
    """The state after applying ``actions`` to :func:`start` ``(seed, rules=rules, **given)`` (golden deals).

    >>> replay(4, ["pass", "60", "pass", "trumps copas"]).describe()   # dealer South: East, North, South bid
    'Trick 1, trumps copas; North has 0 of 60; North to play'
    """
    state = start(seed, rules=rules, **given)
    return apply_all(state, actions)


def from_json(text: str) -> State:
    """The state :meth:`View.to_json` saved.

    :raises NotationError: if the text is not a saved Subastao state.
    """
    state: State = _from_json(text, NAME, State)
    return state


def play_out(state: State, bots: Any) -> State:
    """Let bots play until the deal is over: one bot for every seat, a sequence of bots (one per seat), or a
    function ``state -> action``.

    >>> final = play_out(start(4), lambda state: state.legal_actions()[0])   # always the first legal action
    >>> final.is_terminal, final.outcome().redeal
    (True, True)
    """
    begun: State = INPUTS.state(state, State)
    return _shared.play_out(begun, bots)


# -- the deal in one line (the reader, from_text, is in notation.py) --------------------------------------


def dealt(state: State) -> Dealt:
    """What the text of ``state`` holds (see the module's description)."""
    if not isinstance(state, State):
        raise NotationError(f"{state!r} is not a full deal of Subastao: a seat's view cannot be written out")
    table = state.table
    return Dealt(
        NAME,
        write_options(state.rules),
        state.seed,
        table.dealer,
        table.received,
        None,
        (),
        tuple(str(action) for action in state.history),
    )
