"""One deal of Piquet as an immutable state: deal, carte blanche, exchange, declarations, play, the cards.

>>> s = start(7)
>>> s.phase, SEATS[s.to_act] == SEATS[s.elder], len(s.hand(0)), len(s.stock)
(<Phase.EXCHANGE: 'exchange'>, True, 12, 8)
>>> s = s.apply(Discard(next(iter(s.hand(s.elder))))).apply(TakeIn())
>>> s.to_act == s.younger, len(s.stock)
(True, 7)
>>> s.apply(TakeIn())
Traceback (most recent call last):
...
tutor.errors.IllegalAction: South (younger) cannot take in: discard at least one card first (Law 22)
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any, NamedTuple

from ...cards import Card, CardSet, deal, shuffled
from ...errors import IllegalAction, ImpossiblePosition, NotationError, Rule
from ...i18n import gettext
from ...inputs import quote
from ...sentences import Template
from ...sentences import seat as subject
from ...tricks import Trick, explain_card
from .. import _shared
from .._shared import (
    DEAL_OVER,
    MAY,
    NOBODY_MAY,
    action_words,
    apply_all,
    facts,
    fill_hands,
    is_legal,
    phase_name,
    random_seed,
    to_json,
)
from .._shared import from_json as _from_json
from ..display import Displayed
from ..notation import Dealt, write, write_options
from .actions import GRAMMAR, Cut, Discard, Look, Outcome, Phase, Play, TakeIn, cut_for_deal
from .calling import Answer, Call, Calling, Line, Sink, Step, Word
from .declarations import (
    COURTS,
    SUIT_SHIFTS,
    CategoryResult,
    Kind,
    Role,
    Score,
    ScoreEvent,
    is_carte_blanche,
    repique,
)
from .rules import (
    ALL_CARDS,
    DEFAULT_RULES,
    DUTIES,
    INPUTS,
    NAME,
    SEATS,
    PiquetRules,
    explain_play,
)
from .tables import (
    EMPTY_TRICKS,
    KIND_SCORES,
    LEAD_TRICKS,
    LOOKS,
    ORDERING,
    PACK,
    SUIT_DISCARDS,
    SUIT_PLAYS,
    TAKE_IN,
    TRICKS,
    finished_trick,
    mask_of,
)
from .view import View, consequence, view_of, why_not_declare

__all__ = ["Aside", "Setup", "State", "View", "from_json", "parse_action", "play_out", "replay", "start"]


# the refusal of a card laid out beyond the exchange's limit (:mod:`tutor.sentences`)
LAID_OUT = Template("{laid:card} already laid out, and {limit}")
ROLE_CANNOT = Template("{who} ({role}) cannot {action}: {reason}")
LOOK_FIRST = Template("first say whether you look at the cards you left")
NOT_A_DECLARATION = Template(
    "{action} is not a declaration: call a point, sequence or set with its cards, sink, or answer"
)
NOT_PIQUET = Template("not an action of Piquet")
THIS_IS = Template("this is the {phase}")
CARD_NOT_HELD = Template("the card is not in the hand")
NOT_HELD = Template("{card} is not in the hand")
NOT_TWO_HANDS = Template(
    "hands {value} are not two hands: give the hands of seats 0 and 1 (None for one dealt at random)"
)
HANDS_WITH_STOCK = Template("give the hands with the stock")
A_DEAL_OF_PIQUET = Template("a deal of Piquet is 12 cards to each player and a stock of 8, all different")
STOCK_EMPTY = Template("no more cards are left in the stock")
ELDER_FIVE = Template("the elder hand exchanges at most five cards")
DISCARD_FIRST = Template("discard at least one card first (Law 22)")
LOOK_WHO = Template("only the younger hand who left cards decides, once the elder has led")
NO_SIGNALS_ON_CARDS = Template(
    "{action} is not an action of Piquet: a card is played without signals in Piquet"
)
NOT_A_CARD = Template("{card} is not a card of the 32-card pack: write it like 'QS'")


class Setup(NamedTuple):
    """What stays fixed in a deal: the options, the dealer, the hands as dealt (masks), the cut for deal, the seed."""

    rules: PiquetRules
    dealer: int
    dealt: tuple[int, int]
    cut: Cut | None
    seed: int | str | None = None


class Aside(NamedTuple):
    """The stock and the discards: the stock left (top first), each discard, the cards being laid out,
    the stock cards each seat has seen, and the younger's choice to look at the cards he left."""

    stock: tuple[Card, ...]
    discards: tuple[int, int]
    pending: int
    seen: tuple[int, int]
    looked: bool | None


# A value: nothing assigns to a state once it is made (``apply`` returns a new one), so it hashes by its fields.
# Not ``frozen``: a frozen dataclass's ``__init__`` sets each field through ``object.__setattr__``, a third of
# the time of a play; the plain ``__init__`` of a slotted class stores them directly.
@dataclass(slots=True, unsafe_hash=True)
class State(Displayed):
    """One deal of Piquet. Seats are 0 and 1 (:data:`SEATS`); the dealer is the younger hand.

    Use :func:`start` to make one. ``apply`` always validates and returns a new state. What stays fixed for
    the deal is in ``setup`` (read as ``rules``, ``dealer``, ``dealt`` -- the hands as dealt -- and ``cut``,
    the cut for deal when :func:`start` made one); what the exchange changes is in ``aside`` (read as
    ``stock``, the cards left in the stock, top first; ``discards``; ``pending``, the cards the player
    exchanging has laid out so far; ``seen``, the stock cards each seat has seen; ``looked``, the younger's
    choice about the cards he left: ``None`` until asked, ``False`` when there is nothing to look at).
    ``masks`` are the hands now (bitmasks; ``hands``/``hand(seat)`` give card sets), ``calling`` the
    declarations, ``trick``/``tricks``/``won`` the play, ``events`` every score with the running totals,
    ``history`` the actions applied.
    """

    GAME = "tutor.games.piquet"  # the game's module (a class attribute, not a field)

    setup: Setup
    phase: Phase
    to_act: int | None
    masks: tuple[int, int]
    aside: Aside
    calling: Calling | None
    trick: Trick
    tricks: tuple[Trick, ...]
    won: tuple[int, int]
    events: tuple[ScoreEvent, ...]
    history: tuple[Any, ...]

    # -- fixed for the deal, and set aside in the exchange ----------------------------------------------
    @property
    def rules(self) -> PiquetRules:
        return self.setup.rules

    @property
    def dealer(self) -> int:
        return self.setup.dealer

    @property
    def dealt(self) -> tuple[int, int]:
        return self.setup.dealt

    @property
    def cut(self) -> Cut | None:
        return self.setup.cut

    @property
    def seed(self) -> int | str | None:
        """The seed the deal was dealt from (:func:`start` draws one when given none)."""
        return self.setup.seed

    @property
    def stock(self) -> tuple[Card, ...]:
        return self.aside.stock

    @property
    def discards(self) -> tuple[int, int]:
        return self.aside.discards

    @property
    def pending(self) -> int:
        return self.aside.pending

    @property
    def seen(self) -> tuple[int, int]:
        return self.aside.seen

    @property
    def looked(self) -> bool | None:
        return self.aside.looked

    # -- roles and cards ---------------------------------------------------------------------------
    @property
    def elder(self) -> int:
        """The seat of the elder hand (the non-dealer, who exchanges first and leads)."""
        return 1 - self.dealer

    @property
    def younger(self) -> int:
        return self.dealer

    def role(self, seat: int) -> Role:
        return Role.YOUNGER if seat == self.dealer else Role.ELDER

    def _name(self, seat: int) -> str:
        return f"{SEATS[seat]} ({self.role(seat)})"

    @property
    def hands(self) -> tuple[CardSet, CardSet]:
        return (CardSet.from_mask(self.masks[0]), CardSet.from_mask(self.masks[1]))

    def hand(self, seat: int) -> CardSet:
        return CardSet.from_mask(self.masks[seat])

    @property
    def trump(self) -> None:
        """Piquet has no trumps."""
        return None

    @property
    def carte_blanche(self) -> tuple[bool, bool]:
        """Whether each seat was dealt carte blanche."""
        return (
            is_carte_blanche(CardSet.from_mask(self.dealt[0])),
            is_carte_blanche(CardSet.from_mask(self.dealt[1])),
        )

    @property
    def scores(self) -> tuple[int, int]:
        """The running score of the deal (seat 0, seat 1)."""
        return self.events[-1].totals if self.events else (0, 0)

    @property
    def is_terminal(self) -> bool:
        return self.to_act is None  # nobody acts once the deal is over (and only then)

    @property
    def dialogue(self) -> tuple[Line, ...]:
        """The declaration dialogue so far (roles: elder, younger)."""
        return self.calling.lines if self.calling is not None else ()

    @property
    def results(self) -> tuple[CategoryResult, ...]:
        """Who scored what in each category settled so far."""
        return self.calling.results if self.calling is not None else ()

    def outcome(self) -> Outcome | None:
        """The result once the deal is over (``None`` before, as in every game; :meth:`standing` gives the
        scores so far)."""
        return self.standing() if self.phase is Phase.OVER else None

    def standing(self) -> Outcome:
        """The scores of the deal so far, with what made them (a pique or repique already scored)."""
        return Outcome(self.scores, self.events, self.won, self.elder, self.seed)

    # -- legal actions ---------------------------------------------------------------------------------
    def _must_decide_look(self) -> bool:
        # ``looked`` is set to False when the play begins if there is nothing to look at.
        return (
            self.looked is None
            and self.phase is Phase.PLAY
            and not self.tricks
            and len(self.trick.plays) == 1
        )

    def legal_actions(self) -> tuple[Any, ...]:
        """Every action the player to act may take now (empty when the deal is over)."""
        # Pre-built actions looked up suit by suit in ``t`` (plays or discards), for the whole hand at the end.
        phase = self.phase
        if phase is Phase.PLAY:
            seat = self.to_act
            assert seat is not None  # the play: a seat to act
            hand = self.masks[seat]
            plays = self.trick.plays
            if plays:
                if not self.tricks and self.aside.looked is None:
                    return LOOKS
                i = plays[0][1].index // 13  # the suit's place: cards are indexed suit by suit, 13 apart
                same = SUIT_PLAYS[i][hand >> SUIT_SHIFTS[i] & 255]
                if same:
                    return same
            t = SUIT_PLAYS
        elif phase is Phase.EXCHANGE:
            seat = self.to_act
            assert seat is not None  # the exchange: a seat to act
            setup = self.setup
            aside = self.aside
            count = aside.pending.bit_count()
            stock = len(aside.stock)
            if seat == setup.dealer:
                least, most = (1 if setup.rules.younger_must_exchange else 0), stock
            else:
                least, most = 1, min(5, stock)
            if count >= most:
                return (TAKE_IN,) if count >= least else ()
            hand = self.masks[seat]
            t = SUIT_DISCARDS
            if count >= least:
                return (
                    *t[0][hand & 255],
                    *t[1][hand >> 13 & 255],
                    *t[2][hand >> 26 & 255],
                    *t[3][hand >> 39 & 255],
                    TAKE_IN,
                )
        elif phase is Phase.DECLARE:
            masks, dealer, calling = self.masks, self.setup.dealer, self.calling
            assert calling is not None  # the declarations: a calling in progress
            return calling.legal(masks[1 - dealer], masks[dealer])
        else:
            return ()
        return t[0][hand & 255] + t[1][hand >> 13 & 255] + t[2][hand >> 26 & 255] + t[3][hand >> 39 & 255]

    # -- applying ------------------------------------------------------------------------------------------
    def _coerce(self, action: Any) -> Any:
        """A card given for an action: played in the play, laid aside (discarded) before it."""
        if isinstance(action, Card):
            return Play(action) if self.phase is Phase.PLAY else Discard(action)
        return action

    def _illegal(self, action: Any, rule: Rule, why: str) -> IllegalAction:
        seat = self.to_act
        words = action.said() if type(action) is Call else action_words(GRAMMAR, action)
        if seat is None:
            said = NOBODY_MAY.say(action=words, reason=why)
        else:
            role = gettext("younger") if self.role(seat) is Role.YOUNGER else gettext("elder")
            said = ROLE_CANNOT.say(subject(SEATS[seat]), role=role, action=words, reason=why)
        return IllegalAction(said, rule=rule, seat=seat, action=action)

    def to_text(self) -> str:
        """The deal in one line (:mod:`tutor.games.notation`): the options that differ from the rules, the seed
        if the deal keeps one, the dealer, the hands as dealt and the actions so far;
        :func:`~tutor.games.piquet.from_text` (or :func:`tutor.games.from_text`) gives back an equal state.
        """
        return write(dealt(self), SEATS)

    def is_legal(self, action: Any) -> bool:
        """Whether ``action`` (an action, or its text in the action grammar) is legal now: whether
        :meth:`apply` accepts it.

        >>> s = start(7)
        >>> s.is_legal("take in"), s.is_legal(s.legal_actions()[0])
        (False, True)

        :raises NotationError: if the text names no action, or ``action`` is no action of Piquet (a typo
            is not answered "illegal").
        """
        return is_legal(self, action, parse_action)

    def apply(self, action: Any) -> State:
        """The state after the player to act takes ``action``.

        :param action: an action (:class:`Discard`, :class:`TakeIn`, :class:`Call`, :class:`Sink`,
            :class:`Answer`, :class:`Look`, :class:`Play`), or a card string (a discard in the exchange, a play
            in the play), or an answer word ("good", "not good", "equal", "making?", "how high?").
        :raises IllegalAction: if the rules forbid it now; the message says why.
        :raises NotationError: if a string names no action.
        """
        kind = type(action)
        phase = self.phase
        if kind is Play:
            if phase is Phase.PLAY:
                return self._play(action)
        elif kind is Discard or kind is TakeIn:
            if phase is Phase.EXCHANGE:
                return self._exchange(action)
        elif (kind is Call or kind is Sink or kind is Answer) and phase is Phase.DECLARE:
            return self._declare(action)
        action = parse_action(action, self) if isinstance(action, str) else self._coerce(action)
        if phase is Phase.PLAY and type(action) is Play:
            return self._play(action)
        if phase is Phase.OVER:
            raise self._illegal(action, Rule.GAME_OVER, DEAL_OVER.say())
        if phase is Phase.EXCHANGE and type(action) in (Discard, TakeIn):
            return self._exchange(action)
        if phase is Phase.DECLARE and type(action) in (Call, Sink, Answer):
            return self._declare(action)
        if phase is Phase.PLAY and type(action) is Look:
            return self._look(action)
        if type(action) not in (Discard, TakeIn, Call, Sink, Answer, Look, Play):
            raise self._illegal(action, Rule.UNKNOWN_ACTION, NOT_PIQUET.say())
        if phase is Phase.PLAY and self._must_decide_look():
            raise self._illegal(action, Rule.WRONG_PHASE, LOOK_FIRST.say())
        raise self._illegal(action, Rule.WRONG_PHASE, THIS_IS.say(phase=phase_name(phase)))

    def _exchange(self, action: Discard | TakeIn) -> State:
        seat = self.to_act
        assert seat is not None  # the exchange: a seat to act
        setup = self.setup
        aside = self.aside
        stock = aside.stock
        pending = aside.pending
        count = pending.bit_count()
        younger = seat == setup.dealer
        if type(action) is Discard:
            card = action.card
            m0, m1 = self.masks
            if type(card) is not Card:
                raise _not_a_card(card, seat, action)
            if not (m1 if seat else m0) & card.bit:
                raise self._illegal(action, Rule.NOT_IN_HAND, CARD_NOT_HELD.say())
            left = len(stock)
            if count >= (left if younger or left < 5 else 5):
                limit = (STOCK_EMPTY if younger else ELDER_FIVE).say()
                raise self._illegal(
                    action,
                    Rule.EXCHANGE_RULE,
                    LAID_OUT.say(laid=count, limit=limit),
                )
            bit = card.bit
            return State(
                setup,
                Phase.EXCHANGE,
                seat,
                (m0, m1 ^ bit) if seat else (m0 ^ bit, m1),
                Aside(stock, aside.discards, pending | bit, aside.seen, aside.looked),
                self.calling,
                self.trick,
                self.tricks,
                self.won,
                self.events,
                (*self.history, action),
            )
        if count < (1 if not younger or setup.rules.younger_must_exchange else 0):
            raise self._illegal(action, Rule.EXCHANGE_RULE, DISCARD_FIRST.say())
        taken = stock[:count]
        rest = stock[count:]
        masks = list(self.masks)
        masks[seat] |= mask_of(taken)
        discards = list(aside.discards)
        discards[seat] = pending
        seen = list(aside.seen)
        history = (*self.history, action)
        if not younger:
            seen[seat] |= mask_of(rest[: 5 - count])  # the cards of his five he left: he may look at them
            return State(
                setup,
                Phase.EXCHANGE,
                setup.dealer,
                (masks[0], masks[1]),
                Aside(rest, (discards[0], discards[1]), 0, (seen[0], seen[1]), aside.looked),
                None,
                self.trick,
                (),
                self.won,
                self.events,
                history,
            )
        elder = 1 - seat
        known = _out_of_younger_reach(masks[elder], discards[elder])
        calling = Calling.begin(masks[elder], masks[seat], known)
        aside = Aside(rest, (discards[0], discards[1]), 0, (seen[0], seen[1]), aside.looked)
        return self._after_calling(calling, (masks[0], masks[1]), aside, history)

    def _after_calling(
        self, calling: Calling, masks: tuple[int, int], aside: Aside, history: tuple[Any, ...]
    ) -> State:
        """The state once ``calling`` has moved on: the next to declare, or the scores in hand, and play."""
        setup = self.setup
        dealer = setup.dealer
        if calling.step is not Step.DONE:
            to_act = 1 - dealer if calling.step is Step.CALL else dealer
            return State(
                setup,
                Phase.DECLARE,
                to_act,
                masks,
                aside,
                calling,
                self.trick,
                (),
                self.won,
                self.events,
                history,
            )
        events = list(self.events)
        totals = list(events[-1].totals) if events else [0, 0]
        seat_of = (1 - dealer, dealer)
        for result in calling.results:
            if result.scorer is not None:
                seat = seat_of[result.scorer]
                points = result.points
                totals[seat] += points
                events.append(
                    ScoreEvent(
                        KIND_SCORES[result.kind], seat, points, (totals[0], totals[1]), result.combinations
                    )
                )
        who = repique(events)
        if who is not None:
            totals[who] += 60
            events.append(ScoreEvent(Score.REPIQUE, who, 60, (totals[0], totals[1])))
        looked = None if aside.stock and setup.rules.younger_may_look else False
        aside = Aside(aside.stock, aside.discards, aside.pending, aside.seen, looked)
        return State(
            setup,
            Phase.PLAY,
            1 - dealer,
            masks,
            aside,
            calling,
            self.trick,
            (),
            self.won,
            tuple(events),
            history,
        )

    def _declare(self, action: Call | Sink | Answer) -> State:
        calling = self.calling
        assert calling is not None
        if not _well_formed_call(action):
            raise IllegalAction(
                NOT_A_DECLARATION.say(action=repr(action)),
                rule=Rule.UNKNOWN_ACTION,
                seat=self.to_act,
                action=action,
            )
        dealer = self.setup.dealer
        elder_seat = 1 - dealer
        masks = self.masks
        elder, younger = masks[elder_seat], masks[dealer]
        if not calling.is_legal(action, elder, younger):
            raise self._illegal(action, Rule.DECLARATION_RULE, why_not_declare(action, calling))
        aside = self.aside
        known = _out_of_younger_reach(elder, aside.discards[elder_seat])
        new = calling.apply(action, elder, younger, known)
        return self._after_calling(new, masks, aside, (*self.history, action))

    def _look(self, action: Look) -> State:
        if not self._must_decide_look():
            raise self._illegal(
                action,
                Rule.OPTION_NOT_AVAILABLE,
                LOOK_WHO.say(),
            )
        aside = self.aside
        seen = aside.seen
        if action.look:
            m = mask_of(aside.stock)
            seen = (seen[0] | m, seen[1] | m)
        aside = Aside(aside.stock, aside.discards, aside.pending, seen, action.look)
        return State(
            self.setup,
            self.phase,
            self.to_act,
            self.masks,
            aside,
            self.calling,
            self.trick,
            self.tricks,
            self.won,
            self.events,
            (*self.history, action),
        )

    def _play(self, action: Play) -> State:
        # The hot path of a deal (24 plays): the tricks, lead tricks and their winners come from tables.
        seat = self.to_act
        assert seat is not None  # the play: a seat to act
        card = action.card
        if type(card) is not Card or action.signals:
            raise _not_a_card(card, seat, action)
        bit = card.bit
        m0, m1 = self.masks
        hand = m1 if seat else m0
        if not hand & bit:
            raise self._illegal(action, Rule.NOT_IN_HAND, NOT_HELD.say(card=card.unicode()))
        trick = self.trick
        events = self.events
        masks = (m0, m1 ^ bit) if seat else (m0 ^ bit, m1)
        history = (*self.history, action)
        if not trick.plays:  # a lead: one point
            a, b = events[-1].totals if events else (0, 0)
            totals = (a, b + 1) if seat else (a + 1, b)
            dealer = self.setup.dealer
            if seat != dealer and totals[seat] >= 30 and not totals[dealer]:
                events = self._add(events, seat, 1, card)  # perhaps a pique
            else:
                events = (*events, ScoreEvent(Score.PLAY, seat, 1, totals, card))
            return State(
                self.setup,
                Phase.PLAY,
                1 - seat,
                masks,
                self.aside,
                self.calling,
                LEAD_TRICKS[seat][card.index],
                self.tricks,
                self.won,
                events,
                history,
            )
        tricks = self.tricks
        if not tricks and self.aside.looked is None:
            raise self._illegal(action, Rule.WRONG_PHASE, LOOK_FIRST.say())
        led = trick.plays[0][1]
        if not DUTIES.legal_mask(hand, (led,), ORDERING) & bit:
            held = CardSet.from_mask(hand)
            reason = explain_card(held, DUTIES.duties(held, (led,), ORDERING), card)
            raise self._illegal(action, Rule.MUST_FOLLOW_SUIT, str(reason))
        key = seat << 12 | led.index << 6 | card.index
        done = TRICKS[key]
        if done is None:
            done = TRICKS[key] = finished_trick(trick, seat, card)
        done_trick, follower_wins = done
        tricks = (*tricks, done_trick)
        winner = seat if follower_wins else 1 - seat
        last = len(tricks) == 12
        if follower_wins:
            if last:
                events = self._add(events, seat, 2, "the last trick")
            else:
                a, b = events[-1].totals  # the lead scored: there are events
                totals = (a, b + 1) if seat else (a + 1, b)
                dealer = self.setup.dealer
                if seat != dealer and totals[seat] >= 30 and not totals[dealer]:
                    events = self._add(events, seat, 1, "the trick")  # perhaps a pique
                else:
                    events = (*events, ScoreEvent(Score.PLAY, seat, 1, totals, "the trick"))
        elif last:
            events = self._add(events, winner, 1, "the last trick")
        w0, w1 = self.won
        won = (w0, w1 + 1) if winner else (w0 + 1, w1)
        if not last:
            return State(
                self.setup,
                Phase.PLAY,
                winner,
                masks,
                self.aside,
                self.calling,
                EMPTY_TRICKS[winner],
                tricks,
                won,
                events,
                history,
            )
        best = 0 if won[0] > won[1] else 1
        if won[best] > 6:
            capot = won[best] == 12
            a, b = events[-1].totals
            points = 40 if capot else 10
            totals = (a + points, b) if best == 0 else (a, b + points)
            events = (*events, ScoreEvent(Score.CARDS, best, points, totals, "capot" if capot else "cards"))
        return State(
            self.setup,
            Phase.OVER,
            None,
            masks,
            self.aside,
            self.calling,
            EMPTY_TRICKS[winner],
            tricks,
            won,
            events,
            history,
        )

    def _add(
        self, events: tuple[ScoreEvent, ...], seat: int, points: int, detail: Any
    ) -> tuple[ScoreEvent, ...]:
        """Add play points and, for the elder, a pique when he reaches 30 before the younger counts."""
        a, b = events[-1].totals if events else (0, 0)
        totals = (a, b + points) if seat else (a + points, b)
        events = (*events, ScoreEvent(Score.PLAY, seat, points, totals, detail))
        dealer = self.setup.dealer
        if (
            seat != dealer
            and totals[seat] >= 30
            and not totals[dealer]
            and not any(e.score is Score.PIQUE or e.score is Score.REPIQUE for e in events)
        ):
            totals = (a + points + 30, b) if seat == 0 else (a, b + points + 30)
            events = (*events, ScoreEvent(Score.PIQUE, seat, 30, totals))
        return events

    # -- what a seat sees --------------------------------------------------------------------------------
    def view(self, seat: int) -> View:
        """What ``seat`` can see: its own hand and discard, the opponent's hand size, the stock cards it has
        seen, the opponent's carte blanche once shown, the calls, the tricks and the scores."""
        return view_of(self, seat)

    def explain(self, action: Any) -> str:
        """Why ``action`` is legal or not now, and what it leads to -- sinking included.

        >>> s = start(hands=("AS KS QS JS TS 9S 8S 7S AH KH QH JH", "AD KD QD JD TD 9D 8D 7D AC KC QC JC"),
        ...           stock="TH 9H 8H 7H TC 9C 8C 7C", dealer=1)
        >>> s.explain("take in")
        'South (elder) cannot take in: discard at least one card first (Law 22)'
        """
        try:
            action = parse_action(action, self) if isinstance(action, str) else self._coerce(action)
            self.apply(action)
        except (IllegalAction, NotationError) as error:
            return str(error)
        seat = self.to_act
        assert seat is not None  # the action applied: a seat to act
        who = self._name(seat)
        if type(action) is Play:  # 'may play 9♠: it follows ♠ and cannot beat the Q♠'
            trick = tuple(card for _, card in self.trick.plays)
            return f"{who} {explain_play(self.hand(seat), trick, action.card)}"
        if type(action) in (Call, Sink, Answer):
            return f"{who} {consequence(self, action)}"
        return MAY.say(subject(who), action=GRAMMAR.say(action))

    def facts(self, seats: Sequence[str] | None = None) -> list[tuple[str, str]]:
        """The situation in short labelled texts (the result or whose turn, the phase, the trump, then this
        game's own figures), with ``seats`` as the seat names (default ``SEATS``)."""
        items = [
            (gettext("score"), self.scores),
            (gettext("tricks won"), self.won if self.tricks else None),
        ]
        return facts(self, seats or SEATS, items=items)

    def to_json(self) -> str:
        """The deal as JSON text; :func:`tutor.games.piquet.from_json` gives back an equal state."""
        return to_json(self, NAME)

    def __repr__(self) -> str:
        return f"<piquet.State: {self.describe()}>"

    def describe(self) -> str:
        """A short text of the situation, in the language spoken.

        >>> from tutor import speaking
        >>> with speaking("ja"):
        ...     start(1, dealer=0).describe()
        '北がエルダー（先手）、南がヤンガー（後手）；交換；北（エルダー）の番；得点 南 0、北 0'
        """
        a, b = self.scores
        said = DESCRIBED if self.to_act is None else DESCRIBED_TURN
        seat = self.to_act if self.to_act is not None else 0
        return said.say(
            elder=gettext(SEATS[self.elder]),
            younger=gettext(SEATS[self.dealer]),
            phase=phase_name(self.phase),
            seat=gettext(SEATS[seat]),
            role=gettext(str(self.role(seat))),
            first=gettext(SEATS[0]),
            a=a,
            second=gettext(SEATS[1]),
            b=b,
        )

    def __str__(self) -> str:
        return self.describe()


DESCRIBED = Template("{elder} is elder, {younger} younger; {phase}; score {first} {a}, {second} {b}")
DESCRIBED_TURN = Template(
    "{elder} is elder, {younger} younger; {phase}; {seat} ({role}) to act; score {first} {a}, {second} {b}"
)
"""A deal in a few words (:meth:`State.describe`): the roles, the phase, whose turn, the score."""


def start(
    seed: int | str | None = None,
    *,
    rules: PiquetRules | None = None,
    dealer: int | None = None,
    hands: Sequence[Any] | None = None,
    stock: Any = None,
) -> State:
    """Deal a hand of Piquet.

    :param seed: fixes the shuffle (and the cut for deal when ``dealer`` is not given). Without one, a random
        seed (kept in the state, so the deal can still be replayed).
    :param rules: the options.
    :param dealer: the seat that deals (the younger hand); by default the winner of the cut deals.
    :param hands: the twelve cards of seat 0 and of seat 1, for lessons (the stock is then the other 8, in
        the order ``stock`` gives or shuffled by ``seed``).
    :param stock: the eight cards of the stock, top first.
        A ``None`` hand is dealt at random (by ``seed``) from the cards the other hand (and stock) leave.
    :returns: the state before the exchange; a carte blanche is announced (and scored) at once.
    :raises ImpossiblePosition: if the given cards are not 12 + 12 + 8 distinct cards of the pack.

    >>> s = start(hands=("AS KS QS JS TS 9S 8S 7S AH KH QH JH", "AD KD QD JD TD 9D 8D 7D AC KC QC JC"),
    ...           stock="TH 9H 8H 7H TC 9C 8C 7C", dealer=1)
    >>> s.elder, str(s.hand(0).sorted()[0]), s.stock[0]
    (0, 'AS', Card.parse('TH'))
    """
    seed, rules = INPUTS.seed(seed), INPUTS.options(rules, PiquetRules, DEFAULT_RULES)
    if seed is None:
        seed = random_seed()
    if hands is not None and (isinstance(hands, str) or not isinstance(hands, Sequence)):
        raise NotationError(NOT_TWO_HANDS.say(value=quote(hands)))
    if hands is not None and len(hands) == 2 and any(h is None for h in hands):
        filled, _ = fill_hands([*hands, stock], inputs=INPUTS, sizes=(12, 12, 8), seed=seed)
        hands, stock = filled[:2], filled[2]
    cut = None
    if dealer is None:
        cut = cut_for_deal(seed, rules)
        dealer = cut.dealer
    dealer = INPUTS.seat(dealer, what="dealer")
    elder = 1 - dealer
    if hands is None:
        if stock is not None:
            raise ImpossiblePosition(HANDS_WITH_STOCK.say())
        # the whole pack shuffled, dealt 2 or 3 at a time (PiquetRules checks): 12 + 12 + 8 distinct cards
        served, stock_cards = deal(
            shuffled(PACK, seed), hands=2, packets=(rules.packet,) * (12 // rules.packet)
        )
        first, second = mask_of(served[0]), mask_of(served[1])  # the elder is served first
        masks = (second, first) if elder else (first, second)
    else:
        if len(hands) != 2:
            raise ImpossiblePosition(_shared.HANDS_COUNT.say(count=2, given=len(hands)))
        hand_cards = (INPUTS.cards(hands[0], what="a hand"), INPUTS.cards(hands[1], what="a hand"))
        used = mask_of(hand_cards[0] + hand_cards[1])
        if stock is None:
            stock_cards = shuffled(CardSet.from_mask(ALL_CARDS.mask & ~used).sorted(), seed)
        else:
            stock_cards = INPUTS.cards(stock, what="a stock")
        all_given = hand_cards[0] + hand_cards[1] + stock_cards
        if (
            len(hand_cards[0]) != 12
            or len(hand_cards[1]) != 12
            or len(stock_cards) != 8
            or mask_of(all_given) != ALL_CARDS.mask
        ):
            raise ImpossiblePosition(A_DEAL_OF_PIQUET.say())
        masks = (mask_of(hand_cards[0]), mask_of(hand_cards[1]))
    events: tuple[ScoreEvent, ...] = ()
    a = b = 0
    for seat in (elder, dealer):
        if not masks[seat] & COURTS:  # carte blanche: no king, queen or jack
            if seat:
                b += 10
            else:
                a += 10
            events = (*events, ScoreEvent(Score.CARTE_BLANCHE, seat, 10, (a, b)))
    return State(
        Setup(rules, dealer, masks, cut, seed),
        Phase.EXCHANGE,
        elder,
        masks,
        Aside(stock_cards, (0, 0), 0, (0, 0), None),
        None,
        EMPTY_TRICKS[elder],
        (),
        (0, 0),
        events,
        (),
    )


def from_json(text: str) -> State:
    """The state :meth:`State.to_json` saved.

    :raises NotationError: if the text is not a saved Piquet state.
    """
    return _from_json(text, NAME, State)


def parse_action(text: str, state: State | View | None = None) -> Any:
    """An action from its text (:mod:`tutor.grammar`): what ``str(action)`` prints parses back (a call, whose
    cards come from the hand, against the ``state`` it was made in). Short forms: a card (a discard in the
    exchange, a play in the play), ``'take in'``, an answer (``'good'``, ``'not good'``, ``'equal'``...), ``'yes'``
    or ``'no'`` to looking at the cards left.

    >>> parse_action("play Q♠"), parse_action("take in"), parse_action('answer "good"'), parse_action("QS")
    (Play(card=Card.parse('QS')), TakeIn(), Answer(word=<Word.GOOD: 'good'>), Play(card=Card.parse('QS')))
    """
    if not isinstance(text, str):
        raise NotationError(_shared.NOT_ACTION_TEXT.say(value=quote(text), example="'take in'"))
    state = INPUTS.state(state, (State, View), none=True)
    during = (Discard,) if state is not None and state.phase is Phase.EXCHANGE else ()  # a card is laid out
    return GRAMMAR.parse(text, state, kinds=during)


def replay(
    seed: int | str | None, actions: Sequence[Any], *, rules: PiquetRules | None = None, **given: Any
) -> State:
    """Start a deal and apply ``actions`` in turn (golden deals); actions may be strings (see :meth:`State.apply`)."""
    state = start(seed, rules=rules, **given)
    return apply_all(state, actions)


def play_out(state: State, bots: Any) -> State:
    """Let ``bots`` play the deal to its end: one bot for every seat, a sequence of bots (one per seat), or a
    function ``state -> action``."""
    begun: State = INPUTS.state(state, State)
    return _shared.play_out(begun, bots)


def _out_of_younger_reach(elder_hand: int, elder_discard: int) -> int:
    """The cards the elder knows the younger cannot hold (masks), for a call *good against the cards* (Law 49).

    Only his own hand and his own discard. The cards he left of his five and looked at are not among them:
    the younger takes in from the top, so they go to the younger first (rules section 1.5).
    """
    return elder_hand | elder_discard


def _not_a_card(card: Any, seat: int | None, action: Any) -> IllegalAction:
    """The answer to an action holding something that is not a card (its own ``str`` might not work), or a
    play with signals (Piquet has none)."""
    if type(card) is Card:
        return IllegalAction(
            NO_SIGNALS_ON_CARDS.say(action=str(action)),
            rule=Rule.UNKNOWN_ACTION,
            seat=seat,
            action=action,
        )
    return IllegalAction(
        NOT_A_CARD.say(card=repr(card)),
        rule=Rule.UNKNOWN_ACTION,
        seat=seat,
        action=action,
    )


def _well_formed_call(action: Call | Sink | Answer) -> bool:
    """Whether a declaration's fields have the right types, so that checking it cannot crash."""
    if type(action) is Call:
        return type(action.kind) is Kind and type(action.cards) is CardSet
    if type(action) is Sink:
        return type(action.kind) is Kind
    return isinstance(action, Answer) and type(action.word) is Word


# -- the deal in one line (the reader, from_text, is in notation.py) --------------------------------------


def dealt(state: State) -> Dealt:
    """What the text of ``state`` holds (see the module's description)."""
    if not isinstance(state, State):
        raise NotationError(_shared.NOT_FULL_DEAL.say(value=repr(state), game=gettext("Piquet")))
    setup = state.setup
    now = list(state.masks)
    for trick in (*state.tricks, state.trick):
        for seat, card in trick.plays:
            now[seat] |= card.bit
    taken = [now[seat] & ~setup.dealt[seat] for seat in (0, 1)]  # what each took from the stock
    elder, younger = 1 - setup.dealer, setup.dealer
    seen = state.aside.seen[elder]  # the cards of his five the elder left: on top of what the younger takes
    stock = (
        *CardSet.from_mask(taken[elder]).sorted(),
        *CardSet.from_mask(taken[younger] & seen).sorted(),
        *CardSet.from_mask(taken[younger] & ~seen).sorted(),
        *state.aside.stock,
    )
    more = []
    if setup.cut is not None:
        more.append(("cut", " ".join(str(card) for card in setup.cut.cards)))
    return Dealt(
        NAME,
        write_options(setup.rules),
        setup.seed,
        setup.dealer,
        tuple(CardSet.from_mask(mask).sorted() for mask in setup.dealt),
        stock,
        tuple(more),
        tuple(str(action) for action in state.history),
    )
