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

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any, NamedTuple

from ...cards import FRENCH_32, Card, CardSet, deal, shuffled
from ...errors import IllegalAction, NotationError, Rule
from ...tricks import Trick, explain_card, follow_suit
from ..display import Displayed
from .actions import Cut, DealOutcome, Discard, Look, Phase, Play, TakeIn, cut_for_deal
from .calling import Answer, Call, Calling, Line, Sink, Step, Word
from .declarations import CategoryResult, Kind, Role, Score, ScoreEvent, is_carte_blanche, repique
from .rules import ALL_CARDS, DEFAULT_RULES, SEATS, PiquetRules, explain_play, ordering, parse_card
from .view import View, consequence, view_of, why_not_declare

__all__ = ["Aside", "Setup", "State", "View", "play_out", "replay", "start"]


_PLAYS = {card.index: Play(card) for card in ALL_CARDS}
_DISCARDS = {card.index: Discard(card) for card in ALL_CARDS}
_PACK = FRENCH_32.cards
_EMPTY_TRICKS = (Trick(0), Trick(1))
_LEAD_TRICKS = tuple({card.index: Trick(seat, ((seat, card),)) for card in ALL_CARDS} for seat in (0, 1))
_TRICKS: dict[tuple[Any, ...], Trick] = {}  # finished tricks, made once each (at most 2 x 32 x 31)
_ORDERING = ordering()
_COURTS = sum(card.bit for card in ALL_CARDS if card.is_picture)
_KIND_SCORES = {Kind.POINT: Score.POINT, Kind.SEQUENCE: Score.SEQUENCES, Kind.SET: Score.SETS}
_SHIFTS = (0, 13, 26, 39)


def _per_pattern(actions: dict[int, Any]) -> tuple[tuple[tuple[Any, ...], ...], ...]:
    """For each suit and 8-bit pattern of it (bit 0 = ace), the actions of those cards, high to low."""
    return tuple(
        tuple(tuple(actions[shift + i] for i in range(8) if pattern >> i & 1) for pattern in range(256))
        for shift in _SHIFTS
    )


_SUIT_PLAYS = _per_pattern(_PLAYS)
_SUIT_DISCARDS = _per_pattern(_DISCARDS)


def _actions_of(mask: int, table: tuple[tuple[tuple[Any, ...], ...], ...]) -> tuple[Any, ...]:
    return (
        table[0][mask & 255]
        + table[1][mask >> 13 & 255]
        + table[2][mask >> 26 & 255]
        + table[3][mask >> 39 & 255]
    )


_TAKE_IN = TakeIn()
_LOOKS = (Look(True), Look(False))
_WORDS = {word.value: Answer(word) for word in Word} | {
    "making": Answer(Word.MAKING),
    "how high": Answer(Word.HOW_HIGH),
}


def _masks_of(cards: Sequence[Card]) -> int:
    mask = 0
    for card in cards:
        mask |= card.bit
    return mask


class Setup(NamedTuple):
    """What stays fixed in a deal: the options, the dealer, the hands as dealt (masks), the cut for deal."""

    rules: PiquetRules
    dealer: int
    dealt: tuple[int, int]
    cut: Cut | None


class Aside(NamedTuple):
    """The stock and the discards: the stock left (top first), each discard, the cards being laid out,
    the stock cards each seat has seen, and the younger's choice to look at the cards he left."""

    stock: tuple[Card, ...]
    discards: tuple[int, int]
    pending: int
    seen: tuple[int, int]
    looked: bool | None


@dataclass(frozen=True, slots=True)
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
        return self.phase is Phase.OVER

    @property
    def dialogue(self) -> tuple[Line, ...]:
        """The declaration dialogue so far (roles: elder, younger)."""
        return self.calling.lines if self.calling is not None else ()

    @property
    def results(self) -> tuple[CategoryResult, ...]:
        """Who scored what in each category settled so far."""
        return self.calling.results if self.calling is not None else ()

    def outcome(self) -> DealOutcome:
        """The scores of the deal (so far, if it is not over)."""
        return DealOutcome(self.scores, self.events, self.won, self.elder)

    # -- legal actions ---------------------------------------------------------------------------------
    def _exchange_limits(self) -> tuple[int, int]:
        stock = len(self.aside.stock)
        if self.to_act != self.setup.dealer:
            return 1, min(5, stock)
        return (1 if self.setup.rules.younger_must_exchange else 0), stock

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
        phase = self.phase
        if phase is Phase.PLAY:
            hand = self.masks[self.to_act]  # type: ignore[index]
            plays = self.trick.plays
            if plays:
                if not self.tricks and self.aside.looked is None:
                    return _LOOKS
                i = plays[0][1].index // 13  # the suit's place: cards are indexed suit by suit, 13 apart
                same = _SUIT_PLAYS[i][hand >> _SHIFTS[i] & 255]
                if same:
                    return same
            return _actions_of(hand, _SUIT_PLAYS)
        if phase is Phase.EXCHANGE:
            least, most = self._exchange_limits()
            count = self.pending.bit_count()
            result = _actions_of(self.masks[self.to_act], _SUIT_DISCARDS) if count < most else ()  # type: ignore[index]
            return (*result, _TAKE_IN) if count >= least else result
        if phase is Phase.DECLARE:
            return tuple(self.calling.choices(*self._role_masks()))  # type: ignore[union-attr]
        return ()

    def _role_masks(self) -> tuple[int, int]:
        return self.masks[self.elder], self.masks[self.dealer]

    # -- applying ------------------------------------------------------------------------------------------
    def _coerce(self, action: Any) -> Any:
        if isinstance(action, Card):
            return Play(action) if self.phase is Phase.PLAY else Discard(action)
        if isinstance(action, str):
            text = action.strip().lower().rstrip(".")
            if text in _WORDS:
                return _WORDS[text]
            if text in ("take in", "takein", "take"):
                return _TAKE_IN
            try:
                card = parse_card(action)
            except NotationError:
                raise NotationError(
                    f"{action!r} is not an action of Piquet: write a card ('QS'), 'take in', or an answer "
                    "('good', 'not good', 'equal', 'making?', 'how high?')"
                ) from None
            return _PLAYS[card.index] if self.phase is Phase.PLAY else _DISCARDS[card.index]
        return action

    def _illegal(self, action: Any, rule: Rule, why: str) -> IllegalAction:
        seat = self.to_act
        who = self._name(seat) if seat is not None else "Nobody"
        return IllegalAction(f"{who} cannot {action}: {why}", rule=rule, seat=seat, action=action)

    def apply(self, action: Any) -> State:
        """The state after the player to act takes ``action``.

        :param action: an action (:class:`Discard`, :class:`TakeIn`, :class:`Call`, :class:`Sink`,
            :class:`Answer`, :class:`Look`, :class:`Play`), or a card string (a discard in the exchange, a play
            in the play), or an answer word ("good", "not good", "equal", "making?", "how high?").
        :raises IllegalAction: if the rules forbid it now; the message says why.
        :raises NotationError: if a string names no action.
        """
        phase = self.phase
        kind = type(action)
        if kind is Play and phase is Phase.PLAY:
            return self._play(action)
        if (kind is Discard or kind is TakeIn) and phase is Phase.EXCHANGE:
            return self._exchange(action)
        action = self._coerce(action)
        if phase is Phase.PLAY and type(action) is Play:
            return self._play(action)
        if phase is Phase.OVER:
            raise self._illegal(action, Rule.GAME_OVER, "the deal is over")
        if phase is Phase.EXCHANGE and type(action) in (Discard, TakeIn):
            return self._exchange(action)
        if phase is Phase.DECLARE and type(action) in (Call, Sink, Answer):
            return self._declare(action)
        if phase is Phase.PLAY and type(action) is Look:
            if not self._must_decide_look():
                raise self._illegal(
                    action,
                    Rule.OPTION_NOT_AVAILABLE,
                    "only the younger hand who left cards decides, once the elder has led",
                )
            return self._replace(
                looked=action.look,
                seen=(self.seen[0] | (m := _masks_of(self.stock)), self.seen[1] | m)
                if action.look
                else self.seen,
                history=(*self.history, action),
            )
        if type(action) not in (Discard, TakeIn, Call, Sink, Answer, Look, Play):
            raise self._illegal(action, Rule.UNKNOWN_ACTION, "not an action of Piquet")
        if phase is Phase.PLAY and self._must_decide_look():
            raise self._illegal(action, Rule.WRONG_PHASE, "first say whether you look at the cards you left")
        raise self._illegal(action, Rule.WRONG_PHASE, f"this is the {phase.value}")

    def _replace(self, **changes: Any) -> State:  # replaced below by a generated, faster copy
        raise NotImplementedError

    def _exchange(self, action: Discard | TakeIn) -> State:
        seat = self.to_act
        assert seat is not None
        count = self.pending.bit_count()
        if type(action) is Discard:
            card = action.card
            m0, m1 = self.masks
            if card is None or not (m1 if seat else m0) & card.bit:
                raise self._illegal(action, Rule.NOT_IN_HAND, "the card is not in the hand")
            if count >= self._exchange_limits()[1]:
                limit = (
                    "the elder hand exchanges at most five cards"
                    if seat == self.elder
                    else "no more cards are left in the stock"
                )
                raise self._illegal(
                    action, Rule.EXCHANGE_RULE, f"{count} cards are already laid out and {limit}"
                )
            bit = card.bit
            return self._replace(
                masks=(m0, m1 ^ bit) if seat else (m0 ^ bit, m1),
                pending=self.pending | bit,
                history=(*self.history, action),
            )
        if count < self._exchange_limits()[0]:
            raise self._illegal(action, Rule.EXCHANGE_RULE, "discard at least one card first (Law 22)")
        taken = self.stock[:count]
        rest = self.stock[count:]
        masks = list(self.masks)
        masks[seat] |= _masks_of(taken)
        discards = list(self.discards)
        discards[seat] = self.pending
        seen = list(self.seen)
        events = self.events
        history = (*self.history, action)
        if seat == self.elder:
            seen[seat] |= _masks_of(rest[: 5 - count])  # the cards of his five he left: he may look at them
            return self._replace(
                masks=tuple(masks),
                discards=tuple(discards),
                pending=0,
                stock=rest,
                seen=tuple(seen),
                to_act=self.dealer,
                history=history,
            )
        elder = self.elder
        known = masks[elder] | discards[elder] | seen[elder]
        calling = Calling.begin(masks[elder], masks[seat], known)
        state = self._replace(
            masks=tuple(masks),
            discards=tuple(discards),
            pending=0,
            stock=rest,
            seen=tuple(seen),
            phase=Phase.DECLARE,
            calling=calling,
            events=events,
            history=history,
        )
        return state._after_calling()

    def _after_calling(self) -> State:
        calling = self.calling
        assert calling is not None
        if not calling.is_over:
            return self._replace(to_act=self.elder if calling.to_act is Role.ELDER else self.dealer)
        events = list(self.events)
        totals = list(self.scores)
        seat_of = (self.elder, self.dealer)
        for result in calling.results:
            if result.scorer is not None:
                seat = seat_of[result.scorer]
                points = result.points
                totals[seat] += points
                events.append(
                    ScoreEvent(
                        _KIND_SCORES[result.kind], seat, points, (totals[0], totals[1]), result.combinations
                    )
                )
        who = repique(events)
        if who is not None:
            totals[who] += 60
            events.append(ScoreEvent(Score.REPIQUE, who, 60, (totals[0], totals[1])))
        looked = None if self.stock and self.rules.younger_may_look else False
        return self._replace(phase=Phase.PLAY, to_act=self.elder, events=tuple(events), looked=looked)

    def _declare(self, action: Call | Sink | Answer) -> State:
        calling = self.calling
        assert calling is not None
        dealer = self.setup.dealer
        elder_seat = 1 - dealer
        elder, younger = self.masks[elder_seat], self.masks[dealer]
        if not calling.is_legal(action, elder, younger):
            raise self._illegal(action, Rule.DECLARATION_RULE, why_not_declare(action, calling))
        aside = self.aside
        known = elder | aside.discards[elder_seat] | aside.seen[elder_seat]
        new = calling.apply(action, elder, younger, known)
        if not new.is_over:
            to_act = elder_seat if new.step is Step.CALL else dealer
            return self._replace(calling=new, history=(*self.history, action), to_act=to_act)
        return self._replace(calling=new, history=(*self.history, action))._after_calling()

    def _play(self, action: Play) -> State:
        seat: int = self.to_act  # type: ignore[assignment]
        card = action.card
        bit = card.bit
        m0, m1 = self.masks
        hand = m1 if seat else m0
        if not hand & bit:
            raise self._illegal(action, Rule.NOT_IN_HAND, f"{card.unicode()} is not in the hand")
        plays = self.trick.plays
        o = _ORDERING
        masks = (m0, m1 ^ bit) if seat else (m0 ^ bit, m1)
        history = (*self.history, action)
        events = self.events
        if not plays:
            if events:
                a, b = events[-1].totals
            else:
                a = b = 0
            totals = (a, b + 1) if seat else (a + 1, b)
            if seat != self.dealer and totals[seat] >= 30 and not totals[self.dealer]:
                events = self._add(events, seat, 1, card)  # perhaps a pique
            else:
                events = (*events, ScoreEvent(Score.PLAY, seat, 1, totals, card))
            return self._replace(
                masks=masks,
                trick=_LEAD_TRICKS[seat][card.index],
                to_act=1 - seat,
                events=events,
                history=history,
            )
        if not self.tricks and self.aside.looked is None:
            raise self._illegal(action, Rule.WRONG_PHASE, "first say whether you look at the cards you left")
        led = plays[0][1]
        if card.suit is not led.suit and hand & o.suit_mask[led.suit]:
            held = CardSet.from_mask(hand)
            reason = explain_card(held, [follow_suit(held, (led,), o)], card)
            raise self._illegal(action, Rule.MUST_FOLLOW_SUIT, str(reason))
        key = (plays[0], seat, card)
        done = _TRICKS.get(key)
        if done is None:
            done = _TRICKS[key] = Trick(self.trick.leader, (plays[0], (seat, card)))
        tricks = (*self.tricks, done)
        winner = seat if o.beats(card, led) else 1 - seat
        last = len(tricks) == 12
        if winner == seat:
            events = self._add(events, winner, 2 if last else 1, "the last trick" if last else "the trick")
        elif last:
            events = self._add(events, winner, 1, "the last trick")
        w0, w1 = self.won
        won = (w0, w1 + 1) if winner else (w0 + 1, w1)
        if not last:
            return self._replace(
                masks=masks,
                trick=_EMPTY_TRICKS[winner],
                tricks=tricks,
                won=won,
                to_act=winner,
                events=events,
                history=history,
            )
        best = 0 if won[0] > won[1] else 1
        if won[best] > 6:
            capot = won[best] == 12
            a, b = events[-1].totals
            points = 40 if capot else 10
            totals = (a + points, b) if best == 0 else (a, b + points)
            events = (*events, ScoreEvent(Score.CARDS, best, points, totals, "capot" if capot else "cards"))
        return self._replace(
            masks=masks,
            trick=_EMPTY_TRICKS[winner],
            tricks=tricks,
            won=won,
            to_act=None,
            phase=Phase.OVER,
            events=events,
            history=history,
        )

    def _add(
        self, events: tuple[ScoreEvent, ...], seat: int, points: int, detail: Any
    ) -> tuple[ScoreEvent, ...]:
        """Add play points and, for the elder, a pique when he reaches 30 before the younger counts."""
        a, b = events[-1].totals if events else (0, 0)
        totals = (a, b + points) if seat else (a + points, b)
        events = (*events, ScoreEvent(Score.PLAY, seat, points, totals, detail))
        dealer = self.dealer
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
            action = self._coerce(action)
            self.apply(action)
        except (IllegalAction, NotationError) as error:
            return str(error)
        who = self._name(self.to_act)  # type: ignore[arg-type]
        if type(action) is Play:
            trick = tuple(card for _, card in self.trick.plays)
            return f"{who}: {explain_play(self.hand(self.to_act), trick, action.card)}"  # type: ignore[arg-type]
        if type(action) in (Call, Sink, Answer):
            return f"{who} {consequence(self, action)}"
        return f"{who} may {action}."

    def describe(self) -> str:
        """A short text of the situation."""
        a, b = self.scores
        head = f"{SEATS[self.elder]} is elder, {SEATS[self.dealer]} younger; {self.phase.value}"
        turn = f"; {self._name(self.to_act)} to act" if self.to_act is not None else ""
        return f"{head}{turn}; score {SEATS[0]} {a}, {SEATS[1]} {b}"

    def __str__(self) -> str:
        return self.describe()


_FIELDS = tuple(State.__dataclass_fields__)


def _make_replace() -> Callable[..., State]:
    """Generate ``State._replace(**changes)``: a copy with some fields changed, at the cost of one
    assignment per field (states are copied at every action, so this is the hot path). The parts of
    ``aside`` may be given by name; ``aside`` is then rebuilt."""
    own = [name for name in _FIELDS if name not in ("setup", "aside")]
    parts = list(Aside._fields)
    params = ", ".join(f"{name}=_M" for name in own + parts)
    lines = ["    new = _new(State)", "    _set(new, 'setup', self.setup)"]
    lines += [f"    _set(new, {name!r}, self.{name} if {name} is _M else {name})" for name in own]
    lines.append("    a = self.aside")
    lines.append(f"    if {' and '.join(f'{p} is _M' for p in parts)}:")
    lines.append("        _set(new, 'aside', a)")
    lines.append("    else:")
    rebuilt = ", ".join(f"a.{p} if {p} is _M else {p}" for p in parts)
    lines.append(f"        _set(new, 'aside', _tuple_new(_Aside, ({rebuilt})))")
    source = f"def _replace(self, *, {params}):\n" + "\n".join(lines) + "\n    return new\n"
    namespace: dict[str, Any] = {
        "_M": object(),
        "_set": object.__setattr__,
        "_new": object.__new__,
        "_Aside": Aside,
        "_tuple_new": tuple.__new__,
        "State": State,
    }
    exec(source, namespace)
    return namespace["_replace"]


State._replace = _make_replace()  # type: ignore[method-assign]


def _cards_given(value: Any) -> tuple[Card, ...]:
    if isinstance(value, CardSet):
        return tuple(value.sorted())
    if isinstance(value, str):
        return FRENCH_32.parse(value)
    return tuple(parse_card(card) for card in value)


def start(
    seed: int | str | None = None,
    *,
    rules: PiquetRules = DEFAULT_RULES,
    dealer: int | None = None,
    hands: Sequence[Any] | None = None,
    stock: Any = None,
) -> State:
    """Deal a hand of Piquet.

    :param seed: fixes the shuffle (and the cut for deal when ``dealer`` is not given).
    :param rules: the options.
    :param dealer: the seat that deals (the younger hand); by default the winner of the cut deals.
    :param hands: the twelve cards of seat 0 and of seat 1, for lessons (the stock is then the other 8, in
        the order ``stock`` gives or shuffled by ``seed``).
    :param stock: the eight cards of the stock, top first.
    :returns: the state before the exchange; a carte blanche is announced (and scored) at once.
    :raises ValueError: if the given cards are not 12 + 12 + 8 distinct cards of the pack.

    >>> s = start(hands=("AS KS QS JS TS 9S 8S 7S AH KH QH JH", "AD KD QD JD TD 9D 8D 7D AC KC QC JC"),
    ...           stock="TH 9H 8H 7H TC 9C 8C 7C", dealer=1)
    >>> s.elder, str(s.hand(0).sorted()[0]), s.stock[0]
    (0, 'AS', Card.parse('TH'))
    """
    cut = None
    if dealer is None:
        cut = cut_for_deal(seed, rules)
        dealer = cut.dealer
    if dealer not in (0, 1):
        raise ValueError(f"the dealer is seat 0 or 1, not {dealer!r}")
    elder = 1 - dealer
    if hands is None:
        if stock is not None:
            raise ValueError("give the hands with the stock")
        cards = shuffled(_PACK, seed)
        served, rest = deal(cards, hands=2, packets=(rules.packet,) * (12 // rules.packet))
        given = [(), ()]
        given[elder], given[dealer] = served  # the elder is served first
        hand_cards = (tuple(given[0]), tuple(given[1]))
        stock_cards = tuple(rest)
    else:
        hand_cards = (_cards_given(hands[0]), _cards_given(hands[1]))
        used = _masks_of(hand_cards[0] + hand_cards[1])
        if stock is None:
            stock_cards = shuffled(CardSet.from_mask(ALL_CARDS.mask & ~used).sorted(), seed)
        else:
            stock_cards = _cards_given(stock)
    all_given = hand_cards[0] + hand_cards[1] + stock_cards
    if (
        len(hand_cards[0]) != 12
        or len(hand_cards[1]) != 12
        or len(stock_cards) != 8
        or _masks_of(all_given) != ALL_CARDS.mask
    ):
        raise ValueError("a deal of Piquet is 12 cards to each player and a stock of 8, all different")
    masks = (_masks_of(hand_cards[0]), _masks_of(hand_cards[1]))
    events: list[ScoreEvent] = []
    totals = [0, 0]
    for seat in (elder, dealer):
        if not masks[seat] & _COURTS:  # carte blanche: no king, queen or jack
            totals[seat] += 10
            events.append(ScoreEvent(Score.CARTE_BLANCHE, seat, 10, (totals[0], totals[1])))
    return State(
        setup=Setup(rules, dealer, masks, cut),
        phase=Phase.EXCHANGE,
        to_act=elder,
        masks=masks,
        aside=Aside(stock_cards, (0, 0), 0, (0, 0), None),
        calling=None,
        trick=_EMPTY_TRICKS[elder],
        tricks=(),
        won=(0, 0),
        events=tuple(events),
        history=(),
    )


def replay(
    seed: int | str | None, actions: Sequence[Any], *, rules: PiquetRules = DEFAULT_RULES, **given: Any
) -> State:
    """Start a deal and apply ``actions`` in turn (golden deals); actions may be strings (see :meth:`State.apply`)."""
    state = start(seed, rules=rules, **given)
    for action in actions:
        state = state.apply(action)
    return state


def play_out(state: State, bots: Sequence[Any] | Callable[[State], Any]) -> State:
    """Let ``bots`` (one per seat, each with ``choose(state)``) play the deal to its end."""
    while state.phase is not Phase.OVER:
        bot = bots[state.to_act] if isinstance(bots, Sequence) else bots  # type: ignore[index]
        state = state.apply(bot.choose(state) if hasattr(bot, "choose") else bot(state))
    return state
