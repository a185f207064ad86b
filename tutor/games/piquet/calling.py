"""The declaration dialogue of Piquet, as data and as text.

The elder calls, category by category (point, sequences, quatorzes and trios); the younger answers "good",
"not good", or -- holding as many cards -- asks "making?" (point) or "how high?" (sequence), then answers
"good", "not good" or "equal". Whoever is good reckons his combinations. Calling less than one holds, or
nothing, is *sinking*: what is sunk scores nothing, and the opponent may score what it would have beaten.

>>> print(dialogue("AS KS QS JS 8H 7H 9D 8D 7D 7C 8C 9C", "KH QH JH TH AD KD QD JD TD AC KC TC"))
Elder: Four cards.
Younger: Not good.
Younger: I score point of five (51) in ♦, 5.
Elder: A quart.
Younger: Not good.
Younger: I score quint major in ♦, 15; quart to the king in ♥, 4: 19.
Elder: I call no quatorze or trio.
Younger: Three kings. I score trio of kings, 3; trio of tens, 3: 6.
"""

from __future__ import annotations

import enum
import functools
from dataclasses import dataclass
from typing import Any, NamedTuple

from ...cards import CardSet, Rank
from ...i18n import get_language, gettext, gettext_noop
from ...inputs import quote
from ...sentences import Template, capital
from .declarations import (
    CATEGORY_FINDERS,
    CATEGORY_KEYS,
    NUMBER_WORDS,
    PATTERN_COUNT,
    PATTERN_PIPS,
    PATTERN_RUNS,
    RANK_MASKS,
    RANK_PLURALS,
    RANK_WORDS,
    SEQUENCE_NAMES,
    SUIT_SHIFTS,
    CategoryResult,
    Combination,
    Kind,
    Role,
    best_call,
    point_key,
    sequence_key,
    set_key,
    suit_points,
    two_hands,
)
from .rules import ALL_CARDS, INPUTS, RANKS

__all__ = [
    "Answer",
    "Call",
    "Calling",
    "Dialogue",
    "Line",
    "Sink",
    "Step",
    "Word",
    "call_and_reckon_text",
    "call_text",
    "dialogue",
    "equal_text",
    "reckon_text",
    "value_text",
]


# -- the dialogue ------------------------------------------------------------------------------------
class Word(enum.Enum):
    """The younger hand's answers to a call."""

    __hash__ = object.__hash__  # members are singletons: identity hashing is exact, and faster

    GOOD = "good"
    NOT_GOOD = "not good"
    EQUAL = "equal"
    MAKING = "making?"
    HOW_HIGH = "how high?"

    def __str__(self) -> str:
        return self.value


CALL = Template("call {combination}")
"""A call said after its subject (:meth:`Call.said`): "North cannot call quart major in ♠"."""
CALL_SHOWING = Template("call {combination}: {cards}")
SINK = Template("sink {kind}")
"""Calling nothing in a category, in the language spoken."""
ANSWER = Template('answer "{word}"')
"""The younger hand's answer to a call, in the language spoken."""
"""A call that names its cards too (a point, a trio)."""


@dataclass(frozen=True, slots=True)
class Call:
    """Call a combination (the elder's call, or the younger's when the elder called nothing).

    Calling less than one holds -- a shorter suit, part of a sequence, a trio out of a quatorze -- is
    allowed: it is *sinking* part of the hand.
    """

    kind: Kind
    cards: CardSet

    def __post_init__(self) -> None:
        if self.cards.__class__ is not CardSet:  # text or any cards (a tuple from parse_cards): held as a set
            object.__setattr__(self, "cards", INPUTS.hand(self.cards))

    def __hash__(self) -> int:
        return hash((self.kind.value, self.cards.mask))

    @property
    def combination(self) -> Combination:
        return Combination(self.kind, self.cards.mask)

    def __str__(self) -> str:
        """The call; a point or a trio names its cards too, which its name alone may not tell (a trio out of
        a quatorze, a point of four out of five), so that the text reads back as this very call."""
        if isinstance(self.kind, Kind):
            try:
                name = f"call {Combination.of(self.kind, self.cards).name()}"
            except ValueError:  # not a combination of its kind: say what was called
                pass
            else:
                if self.kind is Kind.POINT or (self.kind is Kind.SET and len(self.cards) == 3):
                    return f"{name}: {self.cards.unicode()}"
                return name
        return f"call {quote(self.cards)} as {quote(self.kind)}"

    def said(self) -> str:
        """The call as a sentence says it after its subject, in the language spoken (its text, in English)."""
        if get_language() == "en" or not isinstance(self.kind, Kind):
            return str(self)
        try:
            name = Combination.of(self.kind, self.cards).said()
        except ValueError:
            return str(self)
        if self.kind is Kind.POINT or (self.kind is Kind.SET and len(self.cards) == 3):
            return CALL_SHOWING.say(combination=name, cards=self.cards.unicode())
        return CALL.say(combination=name)


@dataclass(frozen=True, slots=True)
class Sink:
    """Call nothing in a category (sink it): what is sunk scores nothing, and the opponent may score
    what it would have beaten."""

    kind: Kind

    def __str__(self) -> str:
        return f"sink {self.kind}"

    def said(self) -> str:
        """Sinking as a sentence says it after its subject, in the language spoken."""
        return SINK.say(kind=gettext(str(self.kind)))


@dataclass(frozen=True, slots=True)
class Answer:
    """The younger hand's answer to a call: good, not good, equal, making?, how high?"""

    word: Word

    def __str__(self) -> str:
        return f'answer "{self.word}"'

    def said(self) -> str:
        """The answer as a sentence says it after its subject, in the language spoken."""
        return ANSWER.say(word=gettext(self.word.value))


class Line(NamedTuple):
    """One line of the declaration dialogue: who says it, and the words (``text``; made when read)."""

    role: Role
    say: Any
    args: tuple[Any, ...] = ()

    @property
    def text(self) -> str:
        """The words, in the language spoken when they are read."""
        return gettext(self.say) if isinstance(self.say, str) else self.say(*self.args)

    def __str__(self) -> str:
        return LINE.say(role=capital(gettext(str(self.role))), text=self.text)


LINE = Template("{role}: {text}")
"""A line of the dialogue: "Elder: Five cards."."""


class Step(enum.Enum):
    """Where the calling of one category stands."""

    __hash__ = object.__hash__  # members are singletons: identity hashing is exact, and faster

    CALL = "elder to call"
    ANSWER = "younger to answer the number of cards"
    ANSWER_VALUE = "younger to answer the value"
    YOUNGER_CALL = "younger to call (the elder called nothing)"
    DONE = "calling over"


_FOLLOWING = {Kind.POINT: Kind.SEQUENCE, Kind.SEQUENCE: Kind.SET, Kind.SET: None}


CALL_CARDS = Template("{number} cards.")
"""The elder's call of a point: "Five cards."."""
CALL_SEQUENCE = Template("A {sequence}.")
"""The elder's call of a sequence: "A quint."."""
CALL_SET = Template("{number} {ranks}.")
"""The call of a set: "Three queens."."""
MAKING = Template("Making {pips}.")
"""The value of a point, asked for: "Making 48."."""
TO_THE = Template("To the {rank}.")
"""The top card of a sequence, asked for: "To the king."."""
MAJOR = gettext_noop("Major (to the ace).")


def call_text(combo: Combination) -> str:
    """A call, as the elder says it, in the language spoken: "Five cards.", "A tierce.", "Three queens."."""
    n = combo.length
    number = capital(gettext(NUMBER_WORDS[n]))
    if combo.kind is Kind.POINT:
        return CALL_CARDS.say(number=number)
    if combo.kind is Kind.SEQUENCE:
        return CALL_SEQUENCE.say(sequence=gettext(SEQUENCE_NAMES[n]))
    return CALL_SET.say(number=number, ranks=gettext(RANK_PLURALS[combo.top.rank]))


def value_text(combo: Combination) -> str:
    """The value of a call, asked for, in the language spoken: "Making 48.", "To the king."."""
    if combo.kind is Kind.POINT:
        return MAKING.say(pips=combo.pips)
    if combo.top.rank is Rank.ACE:
        return gettext(MAJOR)
    return TO_THE.say(rank=gettext(RANK_WORDS[combo.top.rank]))


def _build_call_tables() -> tuple[Any, Any, dict[int, tuple[Call, ...]]]:
    """Every call there can be, made once: a point is a whole suit; a sequence any run of three or more
    (a part of a longer run is a lesser call); a set three or four of a rank from ace to ten."""
    points = tuple(
        tuple(Call(Kind.POINT, CardSet.from_mask(p << shift)) if p else None for p in range(256))
        for shift in SUIT_SHIFTS
    )
    runs = []
    for shift in SUIT_SHIFTS:
        per_pattern = []
        for p in range(256):
            calls = []
            for top, length in PATTERN_RUNS[p]:
                for size in range(length, 2, -1):
                    for start in range(top, top + length - size + 1):
                        calls.append(
                            Call(Kind.SEQUENCE, CardSet.from_mask(((1 << size) - 1) << (shift + start)))
                        )
            per_pattern.append(tuple(calls))
        runs.append(tuple(per_pattern))
    sets: dict[int, tuple[Call, ...]] = {}
    for rank_mask in RANK_MASKS:
        bits = [1 << (i) for i in range(64) if rank_mask >> i & 1]
        for held_bits in range(16):
            held = sum(bit for j, bit in enumerate(bits) if held_bits >> j & 1)
            if held.bit_count() == 3:
                sets[held] = (Call(Kind.SET, CardSet.from_mask(held)),)
        full = sum(bits)
        sets[full] = (Call(Kind.SET, CardSet.from_mask(full)), *(sets[full ^ bit][0] for bit in bits))
    return points, tuple(runs), sets


_POINT_CALLS, _SEQUENCE_CALLS, _SET_CALLS = _build_call_tables()
_POINT_CALL_TUPLES = tuple(tuple((c,) if c else () for c in table) for table in _POINT_CALLS)
_SEQUENCE_MASKS = frozenset(c.cards.mask for table in _SEQUENCE_CALLS for calls in table for c in calls)


def _calls(kind: Kind, mask: int) -> tuple[Call, ...]:
    """Every call a hand can make in a category (full combinations and the lesser ones)."""
    if kind is Kind.SEQUENCE or kind is Kind.POINT:
        t = _SEQUENCE_CALLS if kind is Kind.SEQUENCE else _POINT_CALL_TUPLES
        return t[0][mask & 255] + t[1][mask >> 13 & 255] + t[2][mask >> 26 & 255] + t[3][mask >> 39 & 255]
    calls: tuple[Call, ...] = ()
    for rank_mask in RANK_MASKS:
        held = mask & rank_mask
        if held.bit_count() >= 3:
            calls += _SET_CALLS[held]
    return calls


def _is_call(kind: Kind, cards: int, hand: int) -> bool:
    """Whether ``cards`` (a mask) is a call the hand ``hand`` can make in ``kind``."""
    if not cards or cards & ~hand:
        return False
    if kind is Kind.SEQUENCE:
        return cards in _SEQUENCE_MASKS
    if kind is Kind.SET:
        return cards in _SET_CALLS
    shift = ((cards & -cards).bit_length() - 1) // 13 * 13
    return cards == hand & (255 << shift)


def _reckoned(
    kind: Kind, mask: int, call: Combination | None, *, everything: bool
) -> tuple[Combination, ...]:
    """What a player whose call is good reckons: the call and his other combinations not above it (Law 49;
    ``everything`` when the call was good against the cards, or for a younger hand answering 'not good').

    A combination above the call is barred, but the best part of it that is not above the call is not: with a
    quart minor and a tierce minor, a tierce minor called first reckons "two tierce minors, but ... not the
    quart" (Cavendish, Description of the game). Each run or set gives one combination, at most.
    """
    full = CATEGORY_FINDERS[kind](mask)
    if kind is Kind.POINT:
        return (call,) if call is not None and not everything else full[:1]
    if everything or call is None:
        return full
    key = call.key
    others = [c if c.key <= key else _best_part(kind, c.mask, key) for c in full if not c.mask & call.mask]
    return (call, *sorted((c for c in others if c is not None), key=_by_key, reverse=True))


def _best_part(kind: Kind, mask: int, key: int) -> Combination | None:
    """The best lesser call out of the combination ``mask`` whose key is at most ``key`` (or ``None``)."""
    parts = (Combination(kind, call.cards.mask) for call in _calls(kind, mask))
    return max((part for part in parts if part.key <= key), key=_by_key, default=None)


def _by_key(combo: Combination) -> int:
    return combo.key


class Calling(NamedTuple):
    """The declarations in progress: the category, the step, the call on the table, the categories settled
    and the dialogue so far. A value: each action gives a new one.

    Forced moves are made at once: a player with nothing to call in a category says so, and a younger
    hand who can only answer "good" says it.
    """

    kind: Kind | None
    step: Step
    call: Combination | None
    results: tuple[CategoryResult, ...]
    lines: tuple[Line, ...]

    @classmethod
    def begin(cls, elder: int, younger: int, known: int) -> Calling:
        """The calling of two hands (masks); ``known`` is what the elder knows is not the younger's: his own
        hand and his own discard (a call better than anything the younger could hold outside ``known`` is *good
        against the cards*, Law 49)."""
        return cls(Kind.POINT, Step.CALL, None, (), ())._settle_forced(elder, younger, known)

    @property
    def is_over(self) -> bool:
        return self.step is Step.DONE

    @property
    def to_act(self) -> Role | None:
        if self.step is Step.DONE:
            return None
        return Role.ELDER if self.step is Step.CALL else Role.YOUNGER

    def choices(self, elder: int, younger: int) -> list[Call | Sink | Answer]:
        """The legal actions of the player to act."""
        return list(self.legal(elder, younger))

    def legal(self, elder: int, younger: int) -> tuple[Call | Sink | Answer, ...]:
        """The legal actions of the player to act, as a tuple (:meth:`choices` as a list)."""
        kind, step = self.kind, self.step
        if step is Step.DONE:
            return ()
        assert kind is not None  # a category is called until the calling is done
        if step is Step.CALL or step is Step.YOUNGER_CALL:
            return (*_calls(kind, elder if step is Step.CALL else younger), _SINKS[kind])
        return _ANSWER_ACTIONS[self.answers(younger)]

    def is_legal(self, action: Any, elder: int, younger: int) -> bool:
        """Whether ``action`` is among :meth:`choices` (without building them)."""
        step, kind, kind_of = self.step, self.kind, type(action)
        if step is Step.CALL or step is Step.YOUNGER_CALL:
            if kind_of is Sink:
                return action.kind is kind
            if (
                kind_of is Call
                and kind is not None
                and action.kind is kind
                and isinstance(action.cards, CardSet)
            ):
                return _is_call(kind, action.cards.mask, elder if step is Step.CALL else younger)
            return False
        if step is Step.DONE or kind_of is not Answer:
            return False
        return action.word in self.answers(younger)

    def answers(self, younger: int) -> tuple[Word, ...]:
        """The words the younger hand (his cards ``younger``, a mask) may answer the call with."""
        kind, call = self.kind, self.call
        assert kind is not None and call is not None  # the younger answers a call in a category
        return _answer_words(kind, self.step, call.mask, younger)

    def apply(self, action: Call | Sink | Answer, elder: int, younger: int, known: int) -> Calling:
        """The calling after ``action`` (assumed legal: check it is in :meth:`choices`)."""
        kind = self.kind
        assert kind is not None
        lines = list(self.lines)
        if isinstance(action, Sink):
            if self.step is Step.CALL:
                lines.append(_ELDER_NO_CALL[kind])
                return Calling(kind, Step.YOUNGER_CALL, None, self.results, tuple(lines))._settle_forced(
                    elder, younger, known
                )
            lines.append(_YOUNGER_NO_CALL[kind])
            return self._next(CategoryResult(kind, None, (), False), lines, elder, younger, known)
        if isinstance(action, Call):
            combo = action.combination
            if self.step is Step.YOUNGER_CALL:
                reckoned = _reckoned(kind, younger, combo, everything=False)
                lines.append(Line(Role.YOUNGER, call_and_reckon_text, (combo, reckoned)))
                return self._next(
                    CategoryResult(kind, Role.YOUNGER, reckoned, False),
                    lines,
                    elder,
                    younger,
                    known,
                )
            lines.append(Line(Role.ELDER, call_text, (combo,)))
            return Calling(kind, Step.ANSWER, combo, self.results, tuple(lines))._settle_forced(
                elder, younger, known
            )
        word = action.word
        call = self.call
        assert call is not None
        if word is Word.MAKING or word is Word.HOW_HIGH:
            lines.append(_ASK_LINES[word])
            lines.append(Line(Role.ELDER, value_text, (call,)))
            return Calling(kind, Step.ANSWER_VALUE, call, self.results, tuple(lines))._settle_forced(
                elder, younger, known
            )
        lines.append(_ANSWER_LINES[word])
        if word is Word.GOOD:
            everything = kind is not Kind.POINT and CATEGORY_KEYS[kind](ALL_CARDS.mask & ~known) < call.key
            reckoned = _reckoned(kind, elder, call, everything=everything)
            lines.append(Line(Role.ELDER, reckon_text, (reckoned,)))
            return self._next(CategoryResult(kind, Role.ELDER, reckoned, False), lines, elder, younger, known)
        if word is Word.EQUAL:
            lines.append(Line(Role.ELDER, equal_text, (call,)))
            return self._next(CategoryResult(kind, None, (), True), lines, elder, younger, known)
        if kind is Kind.POINT and self.step is Step.ANSWER_VALUE:
            best = max((c for c in suit_points(younger) if c.length == call.length), key=lambda c: c.key)
            reckoned = (best,)
        else:
            reckoned = _reckoned(kind, younger, None, everything=True)
        lines.append(Line(Role.YOUNGER, reckon_text, (reckoned,)))
        return self._next(CategoryResult(kind, Role.YOUNGER, reckoned, False), lines, elder, younger, known)

    def _next(
        self, result: CategoryResult, lines: list[Line], elder: int, younger: int, known: int
    ) -> Calling:
        if result.scorer is None and not result.equal:
            lines.append(_NOBODY_LINES[result.kind])
        results = (*self.results, result)
        following = _FOLLOWING[result.kind]
        if following is None:
            return Calling(None, Step.DONE, None, results, tuple(lines))
        return Calling(following, Step.CALL, None, results, tuple(lines))._settle_forced(
            elder, younger, known
        )

    def _settle_forced(self, elder: int, younger: int, known: int) -> Calling:
        state = self
        while True:
            step, kind = state.step, state.kind
            if step is Step.DONE:
                return state
            assert kind is not None  # a category is called until the calling is done
            if step is Step.CALL or step is Step.YOUNGER_CALL:
                key = CATEGORY_KEYS[kind](elder if step is Step.CALL else younger)
                if key:
                    return state
                action: Call | Sink | Answer = _SINKS[kind]
            else:
                words = state.answers(younger)
                if len(words) > 1:
                    return state
                action = _GOOD
            state = state.apply(action, elder, younger, known)


@functools.lru_cache(maxsize=8192)
def _answer_words(kind: Kind, step: Step, call_mask: int, younger: int) -> tuple[Word, ...]:
    """The younger hand's true answers to a call (the first is always "good": he may sink)."""
    call = Combination(kind, call_mask)
    words = [Word.GOOD]
    n = call.length
    y = younger
    if kind is Kind.POINT:
        if step is Step.ANSWER:
            longest = point_key(y) // 100  # keys are length * 100 + pips (pips < 100)
            if longest > n:
                words.append(Word.NOT_GOOD)
            if longest >= n:
                words.append(Word.MAKING)
        else:  # the inquiry bars a superior number of cards (Law 46): only suits of n cards compare
            pips = [PATTERN_PIPS[p] for s in SUIT_SHIFTS if PATTERN_COUNT[p := y >> s & 255] == n]
            if any(p > call.pips for p in pips):
                words.append(Word.NOT_GOOD)
            if call.pips in pips:
                words.append(Word.EQUAL)
        return tuple(words)
    if kind is Kind.SET:
        if set_key(y) > call.key:
            words.append(Word.NOT_GOOD)
        return tuple(words)
    best = sequence_key(y)  # keys are length * 10 + 8 - top (top 0 = ace): longer, then higher, is more
    if step is Step.ANSWER:
        if best // 10 > n:
            words.append(Word.NOT_GOOD)
        if best // 10 >= n:
            words.append(Word.HOW_HIGH)
    else:
        if best > call.key:
            words.append(Word.NOT_GOOD)
        top = RANKS.index(call.top.rank)
        if any((top, n) in PATTERN_RUNS[y >> s & 255] for s in SUIT_SHIFTS):
            words.append(Word.EQUAL)
    return tuple(words)


# the lines said the same way each time: English keys, said in the language spoken when read (Line.text)
_NO_CALL_TEXT = {
    Kind.POINT: gettext_noop("I call no point."),
    Kind.SEQUENCE: gettext_noop("I call no sequence."),
    Kind.SET: gettext_noop("I call no quatorze or trio."),
}
_NOBODY_TEXT = {
    Kind.POINT: gettext_noop("Nobody scores for point."),
    Kind.SEQUENCE: gettext_noop("Nobody scores for sequences."),
    Kind.SET: gettext_noop("Nobody scores for quatorzes and trios."),
}
_ANSWER_TEXT = {
    Word.GOOD: gettext_noop("Good."),
    Word.NOT_GOOD: gettext_noop("Not good."),
    Word.EQUAL: gettext_noop("Equal."),
    Word.MAKING: gettext_noop("Making?."),
    Word.HOW_HIGH: gettext_noop("How high?."),
}
# the lines said the same way each time, made once
_ELDER_NO_CALL = {kind: Line(Role.ELDER, text) for kind, text in _NO_CALL_TEXT.items()}
_YOUNGER_NO_CALL = {kind: Line(Role.YOUNGER, text) for kind, text in _NO_CALL_TEXT.items()}
_NOBODY_LINES = {kind: Line(Role.ELDER, text) for kind, text in _NOBODY_TEXT.items()}
_ANSWER_LINES = {word: Line(Role.YOUNGER, text) for word, text in _ANSWER_TEXT.items()}
_ASK_LINES = {
    Word.MAKING: Line(Role.YOUNGER, gettext_noop("Equal: what do they make?")),
    Word.HOW_HIGH: Line(Role.YOUNGER, gettext_noop("How high?")),
}


_EQUAL_TEXT = {
    Kind.POINT: gettext_noop("Equal: nobody scores for point."),
    Kind.SEQUENCE: gettext_noop("Equal: nobody scores any sequence."),
}
_EQUAL = gettext_noop("Equal.")

CALL_AND_RECKON = Template("{call} {reckoned}")
"""A call and its score, said at once: "Three queens. I score trio of queens, 3."."""
RECKONED = Template("{combination}, {points}")
"""One combination scored, and its points: "quint major in ♠, 15"."""
RECKONED_MORE = Template("{reckoned}; {combination}, {points}")
"""Another combination scored after the first: "quint major in ♠, 15; quart to the king in ♥, 4"."""
SCORE_ONE = Template("I score {reckoned}.")
SCORE_MANY = Template("I score {reckoned}: {total}.")
"""Scoring one combination, or several and their total: "I score trio of queens, 3; trio of jacks, 3: 6."."""


def equal_text(call: Combination) -> str:
    """An equality, in the language spoken."""
    return gettext(_EQUAL_TEXT.get(call.kind, _EQUAL))


def call_and_reckon_text(call: Combination, reckoned: tuple[Combination, ...]) -> str:
    """A call and its score, in the language spoken."""
    return CALL_AND_RECKON.say(call=call_text(call), reckoned=reckon_text(reckoned))


def reckon_text(reckoned: tuple[Combination, ...]) -> str:
    """What a player scores, each combination and its points (and the total of several), in the language
    spoken."""
    parts = ""
    for c in reckoned:
        if parts:
            parts = RECKONED_MORE.say(reckoned=parts, combination=c.said(), points=c.score)
        else:
            parts = RECKONED.say(combination=c.said(), points=c.score)
    if len(reckoned) > 1:
        return SCORE_MANY.say(reckoned=parts, total=sum(c.score for c in reckoned))
    return SCORE_ONE.say(reckoned=parts)


@dataclass(frozen=True, slots=True)
class Dialogue:
    """A declaration dialogue: its lines, and who scored what in each category."""

    lines: tuple[Line, ...]
    results: tuple[CategoryResult, ...]

    def __str__(self) -> str:
        return "\n".join(map(str, self.lines))


_ANSWERS = {word: Answer(word) for word in Word}
_SINKS = {kind: Sink(kind) for kind in Kind}
_GOOD = _ANSWERS[Word.GOOD]
_ANSWER_ACTIONS: dict[tuple[Word, ...], tuple[Answer, ...]] = {}  # filled below: words -> their answers
_ANSWER_PREFERENCE = (Word.NOT_GOOD, Word.EQUAL, Word.MAKING, Word.HOW_HIGH, Word.GOOD)


def dialogue(elder: CardSet | str, younger: CardSet | str) -> Dialogue:
    """The declaration dialogue of two hands when the elder calls his best and the younger answers truly.

    >>> print(dialogue("AS KS JS 9S 8S AH KH QH 7D 8C 9C TC", "KD QD JD TD 9D AC KC QC JC QS JH TH"))
    Elder: Five cards.
    Younger: Equal: what do they make?
    Elder: Making 48.
    Younger: Not good.
    Younger: I score point of five (49) in ♦, 5.
    Elder: A tierce.
    Younger: Not good.
    Younger: I score quint to the king in ♦, 15; quart major in ♣, 4: 19.
    Elder: I call no quatorze or trio.
    Younger: Three queens. I score trio of queens, 3; trio of jacks, 3: 6.
    """
    e, y = two_hands(elder, younger)
    calling = Calling.begin(e, y, e)
    while not calling.is_over:
        choices = calling.choices(e, y)
        kind = calling.kind
        assert kind is not None  # a category is called until the calling is done
        action: Call | Sink | Answer
        if calling.step is Step.CALL or calling.step is Step.YOUNGER_CALL:
            best = best_call(kind, CardSet.from_mask(e if calling.step is Step.CALL else y))
            action = Call(kind, best.cards) if best else Sink(kind)
        else:
            words = {a.word for a in choices if isinstance(a, Answer)}
            action = Answer(next(w for w in _ANSWER_PREFERENCE if w in words))
        calling = calling.apply(action, e, y, e)
    return Dialogue(calling.lines, calling.results)


def _answer_actions() -> None:
    """The answers for each tuple of words :func:`_answer_words` can give ("good" first, then some of
    "not good", "making?" or "how high?", "equal", in that order)."""
    others = (Word.NOT_GOOD, Word.MAKING, Word.HOW_HIGH, Word.EQUAL)
    for chosen in range(16):
        words = (Word.GOOD, *(w for i, w in enumerate(others) if chosen >> i & 1))
        _ANSWER_ACTIONS[words] = tuple(_ANSWERS[word] for word in words)


_answer_actions()


# the names a state saved by release 1 gives them
_call_text = call_text
_value_text = value_text
_reckon_text = reckon_text
_equal_text = equal_text
_call_and_reckon_text = call_and_reckon_text
