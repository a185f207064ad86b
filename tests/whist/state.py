"""A deal of Whist as an immutable state, a seat's view of it, and its outcome."""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Any, ClassVar

from tutor.cards import Card, CardSet, Suit
from tutor.errors import IllegalAction, NotationError, Rule
from tutor.games import _shared
from tutor.games.display import Displayed
from tutor.games.notation import Dealt, write, write_options
from tutor.games.notation import from_text as _from_text
from tutor.grammar import Play
from tutor.inputs import quote
from tutor.tricks import Trick

from .rules import (
    GRAMMAR,
    INPUTS,
    NAME,
    SEATS,
    TEAMS,
    Phase,
    WhistRules,
    explain_play,
    first,
    legal_plays,
    ordering,
    points,
    team,
)

MODULE = "tests.whist"


@dataclass(frozen=True, slots=True)
class Outcome:
    """Tricks and points of each side (North–South first)."""

    seed: int | str | None
    dealer: int
    trump: Suit
    tricks: tuple[int, int]
    points: tuple[int, int]

    def record(self) -> dict[str, Any]:
        return _shared.record(
            self,
            NAME,
            seed=self.seed,
            dealer=self.dealer,
            trump=self.trump,
            declarer=None,
            scores=self.points,
            tricks=self.tricks,
            won=self.tricks[0] > self.tricks[1],
        )

    def __str__(self) -> str:
        best = 0 if self.tricks[0] > self.tricks[1] else 1
        return f"{TEAMS[best]} win {self.tricks[best]}–{self.tricks[1 - best]}, {self.points[best]} points"


class _Deal(Displayed):
    """What a state and a view both answer the same way (and a notebook draws as its table)."""

    __slots__ = ()
    GAME: ClassVar[str] = MODULE
    rules: WhistRules
    dealer: int
    trump: Suit
    trick: Trick
    tricks: tuple[Trick, ...]
    history: tuple[Any, ...]

    @property
    def phase(self) -> Phase:
        return Phase.OVER if len(self.tricks) == 13 else Phase.PLAY

    @property
    def is_terminal(self) -> bool:
        return len(self.tricks) == 13

    @property
    def to_act(self) -> int | None:
        return None if self.is_terminal else (self.trick.leader + len(self.trick)) % 4

    @property
    def tricks_won(self) -> tuple[int, int]:
        won = [0, 0]
        for done in self.tricks:
            won[team(done.winner(ordering(self.trump)))] += 1
        return won[0], won[1]

    def _legal(self, hand: CardSet) -> list[Play]:
        return [Play(c) for c in first(legal_plays(hand, self.trick.cards, trump=self.trump))]

    def describe(self) -> str:
        if self.is_terminal:
            return f"Whist, trumps {self.trump.symbol}: {self.outcome()}."
        return f"Whist, trumps {self.trump.symbol}; trick {len(self.tricks) + 1}; {SEATS[self.to_act or 0]} to play."

    def __str__(self) -> str:
        return self.describe()

    def facts(self, seats: Any = None) -> list[tuple[str, str]]:
        return _shared.facts(self, seats or SEATS, teams=TEAMS, items=[("tricks won", self.tricks_won)])

    def outcome(self) -> Outcome | None:
        if not self.is_terminal:
            return None
        won = self.tricks_won
        return Outcome(self.seed, self.dealer, self.trump, won, (points(won)[0], points(won)[1]))  # type: ignore[attr-defined]


@dataclass(frozen=True, slots=True, repr=False)
class State(_Deal):
    """One deal: the hands now, the trump named by the last card dealt, the trick, the tricks done."""

    rules: WhistRules
    seed: int | str
    dealer: int
    hands: tuple[CardSet, ...]
    dealt: tuple[tuple[Card, ...], ...]
    trump: Suit
    trick: Trick
    tricks: tuple[Trick, ...] = ()
    history: tuple[Any, ...] = ()

    def __repr__(self) -> str:
        return f"<Whist {self.describe()}>"

    def legal_actions(self) -> list[Play]:
        return [] if self.is_terminal else self._legal(self.hands[self.to_act or 0])

    def apply(self, action: Any) -> State:
        action = _shared.acted(self, action, parse_action)
        if type(action) is not Play:
            raise IllegalAction(
                f"{quote(action)} is not an action of Whist: play a card, e.g. 'play A♠'",
                rule=Rule.UNKNOWN_ACTION,
                seat=self.to_act,
            )
        seat = self.to_act
        if seat is None:
            raise IllegalAction(
                "the deal is over: nobody plays", rule=Rule.GAME_OVER, seat=None, action=action
            )
        hand = self.hands[seat]
        if action.signals or action.card not in legal_plays(hand, self.trick.cards, trump=self.trump):
            reason = explain_play(hand, self.trick.cards, action.card, trump=self.trump)
            rule = Rule.NOT_IN_HAND if action.card not in hand else Rule.MUST_FOLLOW_SUIT
            raise IllegalAction(f"{SEATS[seat]} {reason}", rule=rule, seat=seat, action=action)
        hands = list(self.hands)
        hands[seat] = hand.removed(action.card)
        trick, tricks = self.trick.with_play(seat, action.card), self.tricks
        if len(trick) == 4:
            tricks = (*tricks, trick)
            trick = Trick(trick.winner(ordering(self.trump)))
        return _shared.evolve(
            self, hands=tuple(hands), trick=trick, tricks=tricks, history=(*self.history, action)
        )

    def view(self, seat: int) -> View:
        seat = INPUTS.seat(seat)
        hands = tuple(h if s == seat else None for s, h in enumerate(self.hands))
        return View(
            self.rules, None, self.dealer, hands, self.trump, self.trick, self.tricks, self.history, seat
        )

    def explain(self, action: Any) -> str:
        return _shared.explain(self, action, SEATS, parse=parse_action, grammar=GRAMMAR)

    def is_legal(self, action: Any) -> bool:
        return _shared.is_legal(self, action, parse_action)

    def to_json(self) -> str:
        return _shared.to_json(self, NAME)

    def to_text(self) -> str:
        return write(
            Dealt(
                NAME,
                write_options(self.rules),
                self.seed,
                self.dealer,
                self.dealt,
                None,
                (),
                tuple(str(a) for a in self.history),
            ),
            SEATS,
        )


@dataclass(frozen=True, slots=True, repr=False)
class View(_Deal):
    """What one seat sees: its own hand, the cards played, the trump."""

    rules: WhistRules
    seed: None
    dealer: int
    hands: tuple[CardSet | None, ...]
    trump: Suit
    trick: Trick
    tricks: tuple[Trick, ...]
    history: tuple[Any, ...]
    viewer: int

    def __repr__(self) -> str:
        return f"<Whist view of {SEATS[self.viewer]}: {self.describe()}>"

    def legal_actions(self) -> list[Play]:
        hand = self.hands[self.to_act] if self.to_act is not None else None
        return [] if hand is None else self._legal(hand)

    def apply(self, action: Any) -> State:
        _shared.refuse_on_view(action)

    def view(self, seat: int) -> View:
        """What ``seat`` sees of what this seat sees."""
        seat = INPUTS.seat(seat)
        hands = tuple(h if s == seat else None for s, h in enumerate(self.hands))
        return _shared.evolve(self, hands=hands, viewer=seat)

    def hand_size(self, seat: int) -> int:
        return 13 - len(self.tricks) - any(s == seat for s, _ in self.trick.plays)


def parse_action(text: Any, state: Any = None) -> Any:
    """A Whist action from its text: ``'play A♠'`` or the card alone."""
    if not isinstance(text, str):
        raise NotationError(f"{quote(text)} is not a Whist action: write it as it prints, e.g. 'play A♠'")
    return GRAMMAR.parse(text, INPUTS.state(state, (State, View), none=True))


def start(
    seed: int | str | None = None, *, rules: Any = None, dealer: Any = None, hands: Any = None
) -> State:
    """A new deal: thirteen cards each, dealt from ``seed``; the dealer's last card names trumps."""
    seed = INPUTS.seed(seed)
    seed = _shared.random_seed() if seed is None else seed
    rules = INPUTS.state(rules, WhistRules, none=True) or WhistRules()
    dealer = (
        random.Random(f"whist dealer {seed}").randrange(4)
        if dealer is None
        else INPUTS.seat(dealer, what="dealer")
    )
    dealt, _ = _shared.fill_hands(
        [None] * 4 if hands is None else hands, inputs=INPUTS, sizes=(13,) * 4, seed=seed
    )
    return State(
        rules,
        seed,
        dealer,
        tuple(CardSet(h) for h in dealt),
        tuple(dealt),
        dealt[dealer][-1].suit,
        Trick((dealer + 1) % 4),
    )


def replay(seed: int | str | None, actions: Any, *, rules: Any = None, **given: Any) -> State:
    return _shared.apply_all(start(seed, rules=rules, **given), actions)


def play_out(state: Any, bots: Any) -> State:
    state, seats = INPUTS.state(state, State), _shared.seat_bots(bots, 4)
    while not state.is_terminal:
        state = state.apply(seats[state.to_act].choose(state))
    return state


def from_json(text: Any) -> State:
    return _shared.from_json(text, NAME, State)


def _deal(written: Dealt, rules: WhistRules) -> State:
    return start(written.seed, rules=rules, dealer=written.dealer, hands=list(written.hands))


def from_text(text: Any) -> State:
    from tutor import games

    state: State = _from_text(text, games.get(NAME), _deal)
    return state
