"""The actions of a deal of Piquet, its phases, the cut for deal and the outcome of a deal.

>>> str(Discard(Card.parse("7S"))), str(TakeIn()), str(Look(False)), str(Play(Card.parse("AH")))
('discard 7♠', 'take in', 'leave the cards left unseen', 'play A♥')
"""

from __future__ import annotations

import enum
import random
from dataclasses import dataclass
from typing import Any

from ...cards import Card
from ...grammar import Form, Grammar, Play, Reply
from ...i18n import gettext, gettext_noop, grammar
from ...sentences import Template
from .._shared import record
from .calling import Answer, Call, Sink, Word
from .declarations import Kind, Score, ScoreEvent
from .rules import ALL_CARDS, DEFAULT_RULES, INPUTS, NAME, RANKS, SEATS, PiquetRules

__all__ = [
    "GRAMMAR",
    "Cut",
    "DealOutcome",
    "Discard",
    "Look",
    "Outcome",
    "Phase",
    "Play",
    "TakeIn",
    "cut_for_deal",
]


class Phase(enum.Enum):
    """The parts of a deal."""

    __hash__ = object.__hash__

    EXCHANGE = "exchange"
    DECLARE = "declarations"
    PLAY = "play"
    OVER = "over"


@dataclass(frozen=True, slots=True)
class Discard:
    """Lay one card aside, face down, for the exchange (``card`` is ``None`` in a view of the opponent's)."""

    card: Card | None

    def __str__(self) -> str:
        return f"discard {self.card.unicode()}" if self.card else "discard a card"


@dataclass(frozen=True, slots=True)
class TakeIn:
    """End the discard and take as many cards from the top of the stock."""

    def __str__(self) -> str:
        return "take in"


@dataclass(frozen=True, slots=True)
class Look:
    """The younger hand's choice, once the elder has led, to look at the cards he left (the elder then
    sees them too) or not (then nobody does)."""

    look: bool

    def __str__(self) -> str:
        return "look at the cards left" if self.look else "leave the cards left unseen"


Action = Discard | TakeIn | Call | Sink | Answer | Look | Play

GRAMMAR = Grammar(
    INPUTS,
    [
        Form("discard {card}", Discard),
        Form.of(TakeIn()),
        Form.of(TakeIn(), "takein"),
        Form.of(TakeIn(), "take"),
        *(Form.of(Sink(kind)) for kind in Kind),
        *(Form.of(Answer(word)) for word in Word),
        *(Form.of(Answer(word), str(word)) for word in Word),
        Form.of(Answer(Word.MAKING), "making"),
        Form.of(Answer(Word.HOW_HIGH), "how high"),
        Form.of(Look(True), reply=Reply.YES),
        Form.of(Look(False), reply=Reply.NO),
    ],
    verbs=("call",),
)
"""How Piquet's actions are written and read (:mod:`tutor.grammar`); a call (``call a quart major``) reads
against the state it is made in, whose legal calls print every call there is."""


@dataclass(frozen=True, slots=True)
class Cut:
    """The cut for the first deal: the card each seat cut (ties cut again) and the dealer chosen."""

    cards: tuple[Card, Card]
    dealer: int

    def __str__(self) -> str:
        a, b = self.cards
        return f"{SEATS[0]} cuts {a.unicode()}, {SEATS[1]} cuts {b.unicode()}: {SEATS[self.dealer]} deals"


def cut_for_deal(seed: int | str | None, rules: PiquetRules = DEFAULT_RULES) -> Cut:
    """Cut for the first deal: the higher card (A high, suits equal) has the choice; he deals (Law 4 and
    Cavendish's advice) unless ``rules.cut_winner_deals`` is false. Equal cards cut again.

    >>> cut = cut_for_deal(3)
    >>> RANKS.index(cut.cards[cut.dealer].rank) < RANKS.index(cut.cards[1 - cut.dealer].rank)
    True
    """
    rules = INPUTS.options(rules, PiquetRules)
    rng = random.Random(f"cut:{INPUTS.seed(seed)}")
    cards = list(ALL_CARDS)
    while True:
        a, b = rng.sample(cards, 2)
        if a.rank is not b.rank:
            break
    higher = 0 if RANKS.index(a.rank) < RANKS.index(b.rank) else 1
    return Cut((a, b), higher if rules.cut_winner_deals else 1 - higher)


@dataclass(frozen=True, slots=True)
class Outcome:
    """The result of a deal: each seat's score, and what made it."""

    scores: tuple[int, int]
    events: tuple[ScoreEvent, ...]
    tricks: tuple[int, int]
    elder: int
    seed: int | str | None = None
    """The deal's seed (``None`` in a seat's view)."""

    @property
    def dealer(self) -> int:
        """The dealer: the younger hand."""
        return 1 - self.elder

    @property
    def pique(self) -> int | None:
        return next((e.seat for e in self.events if e.score is Score.PIQUE), None)

    @property
    def repique(self) -> int | None:
        return next((e.seat for e in self.events if e.score is Score.REPIQUE), None)

    @property
    def capot(self) -> int | None:
        return next((seat for seat in (0, 1) if self.tricks[seat] == 12), None)

    def record(self) -> dict[str, Any]:
        """The result as one flat row of plain values (for a table of many deals): the columns of every game
        (:data:`~tutor.games.protocol.RECORD_COLUMNS`: the declarer is the elder hand, the defenders the younger,
        no trumps; the winner scores more in this deal), then Piquet's own (the seat of a ``pique``, ``repique``
        and ``capot``, :data:`~tutor.games.protocol.NOBODY` for none; the scores and tricks by seat; ``elder``).
        """
        elder, younger = self.elder, 1 - self.elder
        scores = (self.scores[elder], self.scores[younger])
        return record(
            self,
            NAME,
            seed=self.seed,
            dealer=self.dealer,
            trump=None,
            declarer=elder,
            scores=scores,
            tricks=(self.tricks[elder], self.tricks[younger]),
            won=None if scores[0] == scores[1] else scores[0] > scores[1],
            skip=("events",),
            pique=self.pique,
            repique=self.repique,
            capot=self.capot,
        )

    def __str__(self) -> str:
        a, b = self.scores
        extra = [
            BY.say(word=gettext(word), seat=gettext(SEATS[seat]))
            for word, seat in (
                (gettext_noop("repique"), self.repique),
                (gettext_noop("pique"), self.pique),
                (gettext_noop("capot"), self.capot),
            )
            if seat is not None
        ]
        said = RESULT.say(
            first=gettext(SEATS[0]),
            a=a,
            second=gettext(SEATS[1]),
            b=b,
            won=self.tricks[0],
            lost=self.tricks[1],
        )
        return WITH.say(result=said, extra=grammar().comma.join(extra)) if extra else said


RESULT = Template("{first} {a}, {second} {b}; tricks {won}-{lost}")
"""A deal's result: the score of each player, the tricks each won."""
BY = Template("{word} by {seat}")
"""A repique, pique or capot, and who made it."""
WITH = Template("{result} ({extra})")
"""A deal's result, and the repique, pique or capot made in it."""

DealOutcome = Outcome
"""The name :class:`Outcome` had before every game's outcome class was called ``Outcome`` (kept for old code)."""
