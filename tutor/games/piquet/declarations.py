"""The declarations of Piquet: point, sequences, quatorzes and trios, and how two hands compare.

After the exchange each player holds twelve cards. Three categories are called, in this order:

* the **point** -- the longest suit; a tie of length is broken by the pip value (ace 11, court cards 10,
  others their number; seed error P3/P4: pips break ties of the *point*, not of sequences); the winner
  scores one per card of that one suit;
* **sequences** -- three or more cards in a row in one suit, compared by length, then by the top card;
  tierce 3, quart 4, quint 15, sixième 16, septième 17, huitième 18;
* **sets** -- three (trio, 3) or four (quatorze, 14) aces, kings, queens, jacks or tens; any quatorze
  beats any trio, then the higher rank wins.

The winner of a category scores *all* his combinations of it, even those the loser could beat; an
equality (possible for the point and for sequences) means nobody scores in that category -- for
sequences not even the other sequences (seed errors P6, P7).

>>> from tutor.games.piquet import parse_cards
>>> elder = parse_cards("AS KS QS JS TS 9S AH AD AC 8H 7D 7C")
>>> point(elder).name(), [s.name() for s in sequences(elder)], [s.name() for s in sets(elder)]
('point of six (60) in ♠', ['sixième major in ♠'], ['quatorze of aces'])
>>> younger = parse_cards("KH QH JH TH 9H KD QD JD KC QC JC TC")
>>> result = compare_hands(elder, younger)
>>> print(result)
Point: elder scores 6 (point of six (60) in ♠)
Sequences: elder scores 16 (sixième major in ♠)
Quatorzes and trios: elder scores 14 (quatorze of aces)
Repique: elder (+60)
Elder 96, younger 0 in hand
"""

from __future__ import annotations

import enum
import itertools
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from typing import Any, NamedTuple

from ...cards import CARDS_BY_INDEX, Card, CardSet, Rank, Suit
from ...errors import ImpossiblePosition, NotationError
from ...i18n import get_language, gettext, gettext_noop, grammar
from ...inputs import quote
from ...sentences import Template, capital
from .rules import ALL_CARDS, INPUTS, RANKS, SUITS

__all__ = [
    "CategoryResult",
    "Combination",
    "Comparison",
    "Kind",
    "Role",
    "Score",
    "ScoreEvent",
    "best_call",
    "compare_hands",
    "is_carte_blanche",
    "point",
    "repique",
    "sequences",
    "sets",
]

_PIP8 = (11, 10, 10, 10, 10, 9, 8, 7)
SEQUENCE_NAMES = {3: "tierce", 4: "quart", 5: "quint", 6: "sixième", 7: "septième", 8: "huitième"}
_SEQUENCE_SCORES = {3: 3, 4: 4, 5: 15, 6: 16, 7: 17, 8: 18}
NUMBER_WORDS = ("none", "one", "two", "three", "four", "five", "six", "seven", "eight")
RANK_PLURALS = {
    Rank.ACE: "aces",
    Rank.KING: "kings",
    Rank.QUEEN: "queens",
    Rank.JACK: "jacks",
    Rank.TEN: "tens",
}
RANK_WORDS = {Rank.ACE: "ace", Rank.KING: "king", Rank.QUEEN: "queen", Rank.JACK: "jack", Rank.TEN: "ten"}
RANK_WORDS.update({Rank.NINE: "nine", Rank.EIGHT: "eight", Rank.SEVEN: "seven"})
COURTS = sum(Card(rank, suit).bit for rank in (Rank.KING, Rank.QUEEN, Rank.JACK) for suit in SUITS)


class Role(enum.IntEnum):
    """The two roles of a deal: the elder hand (non-dealer, who leads) and the younger hand (dealer)."""

    ELDER = 0
    YOUNGER = 1

    def __str__(self) -> str:
        return self.name.lower()


class Kind(enum.Enum):
    """The three categories of declaration, in the order they are called."""

    __hash__ = object.__hash__  # members are singletons: identity hashing is exact, and faster

    POINT = "point"
    SEQUENCE = "sequences"
    SET = "quatorzes and trios"

    def __str__(self) -> str:
        return self.value


class Score(enum.Enum):
    """What a score is for, with its place in the order of reckoning (Law 67: I carte blanche ... VI cards)."""

    __hash__ = object.__hash__  # members are singletons: identity hashing is exact, and faster

    CARTE_BLANCHE = (1, "carte blanche")
    POINT = (2, "point")
    SEQUENCES = (3, "sequences")
    SETS = (4, "quatorzes and trios")
    REPIQUE = (4.5, "repique")
    PLAY = (5, "play")
    PIQUE = (5.5, "pique")
    CARDS = (6, "the cards")

    def __init__(self, order: float, word: str) -> None:
        self.order = order
        self.word = word

    def __str__(self) -> str:
        return self.word

    @property
    def is_hand(self) -> bool:
        """Scores in hand (I-IV), the ones that make a repique."""
        return self.order <= 4


_ROLES = (Role.ELDER, Role.YOUNGER)
# enum members as module names for the hot paths (``Kind.SET`` goes through the enum's metaclass)
_KIND_SCORE = {Kind.POINT: Score.POINT, Kind.SEQUENCE: Score.SEQUENCES, Kind.SET: Score.SETS}


class ScoreEvent(NamedTuple):
    """One score as it accrues: what for, who (a seat, or a :class:`Role` in :func:`compare_hands`), how
    much, the running totals of both players for the deal after it, and a detail (the combinations scored,
    the card led...) from which ``text`` tells it in words."""

    score: Score
    seat: int
    points: int
    totals: tuple[int, int]
    detail: Any = None

    @property
    def text(self) -> str:
        """What the score is for, in words, in the language spoken: "South leads 9♦", "North: tierce major in ♠".

        >>> from tutor.i18n import speaking
        >>> with speaking("ja"):
        ...     str(ScoreEvent(Score.PLAY, 0, 1, (1, 0), "the last trick"))
        '南が最後のトリックを取る：+1（1-0）'
        """
        seat = self.seat
        who = gettext(str(seat).capitalize() if isinstance(seat, Role) else _seat_name(seat))
        score, detail = self.score, self.detail
        if score is Score.PLAY:
            if isinstance(detail, Card):
                return LEADS.say(seat=who, card=detail.unicode())
            return WINS_PLAY.say(seat=who, what=gettext(str(detail)))
        if score is Score.CARDS:
            return CAPOT.say(seat=who) if detail == "capot" else WINS_CARDS.say(seat=who)
        if detail:
            return FOR.say(seat=who, what=grammar().comma.join(c.said() for c in detail))
        return FOR.say(seat=who, what=gettext(str(score)))

    def __str__(self) -> str:
        return SCORED.say(text=self.text, points=self.points, a=self.totals[0], b=self.totals[1])


# the refusals of a declaration asked about (said in the language spoken; the input quoted as given)
HAND_DECLARES = Template(
    "{value} holds {count} cards: a hand of Piquet declares from its twelve cards (or some of them)"
)
IN_BOTH_HANDS = Template("{cards} is in both hands: a card is in one hand only")
NOT_A_KIND = Template(
    "{value} is not a kind of declaration: give Kind.POINT, Kind.SEQUENCE or Kind.SET ({names})"
)
NOT_A_POINT = Template("{cards} is not a point: a point is the cards of one suit")
NOT_A_SEQUENCE = Template("{cards} is not a sequence: a sequence is three or more cards in a row of one suit")
NOT_A_SET = Template("{cards} is not a set: a set is three or four aces, kings, queens, jacks or tens")
NOT_SCORES = Template("{value} is not a list of scores: give {score} tuples")
_SCORE_TUPLE = (
    "(score, seat, points)"  # the tuple's fields, as the code names them (the same in every language)
)
NOT_A_SCORE = Template(
    "{value} is not a score in hand: give (Score, seat 0 or 1, points), e.g. (Score.POINT, 0, 5)"
)
NOT_CARTE_BLANCHE = Template(
    "carte_blanche {value} is not two yes/no answers: give (True or False, True or False), elder's first"
)
LEADS = Template("{seat} leads {card}")
WINS_PLAY = Template("{seat} wins {what}")
CAPOT = Template("{seat} wins every trick: capot")
WINS_CARDS = Template("{seat} wins the cards")
FOR = Template("{seat}: {what}")
SCORED = Template("{text}: +{points} ({a}-{b})")
"""A score as it accrues (:class:`ScoreEvent`), in words."""
PLAY_WORDS = (gettext_noop("the trick"), gettext_noop("the last trick"))
"""What a point of the play is won for, besides a lead (the state writes them in a :class:`ScoreEvent`)."""
SCORE_WORDS = (gettext_noop("carte blanche"), gettext_noop("the cards"))
"""What a score is for, where no combination names it (:class:`Score`)."""


def _seat_name(seat: int) -> str:
    from .rules import SEATS

    return SEATS[seat]


# -- per-suit tables: an 8-bit pattern per suit, bit 0 = ace ... bit 7 = seven ----------------------------
def _runs(pattern: int) -> tuple[tuple[int, int], ...]:
    runs = []
    pos = 0
    while pos < 8:
        if pattern >> pos & 1:
            start = pos
            while pos < 8 and pattern >> pos & 1:
                pos += 1
            if pos - start >= 3:
                runs.append((start, pos - start))
        else:
            pos += 1
    return tuple(runs)


PATTERN_COUNT = tuple(p.bit_count() for p in range(256))
PATTERN_PIPS = tuple(sum(v for i, v in enumerate(_PIP8) if p >> i & 1) for p in range(256))
PATTERN_RUNS = tuple(_runs(p) for p in range(256))
_RUN_KEY = tuple(max((length * 10 + 8 - top for top, length in runs), default=0) for runs in PATTERN_RUNS)
_POINT_KEY = tuple(PATTERN_COUNT[p] * 100 + PATTERN_PIPS[p] for p in range(256))
RANK_MASKS = tuple(sum(1 << (13 * s + r) for s in range(4)) for r in range(5))  # A K Q J T across suits
SUIT_SHIFTS = (0, 13, 26, 39)


_ALL_MASK = ALL_CARDS.mask


def _mask(hand: CardSet | str | Iterable[Card] | int) -> int:
    if type(hand) is CardSet and not hand.mask & ~_ALL_MASK:
        return hand.mask
    return INPUTS.hand(hand).mask


def _held(hand: CardSet | str | Iterable[Card]) -> int:
    """The mask of a hand that declares: twelve cards at most (a deal gives each player twelve; a lesson may show
    a few of them), one at least (an empty hand has nothing to declare)."""
    mask = _mask(hand)
    count = mask.bit_count()
    if not 0 < count <= 12:
        raise ImpossiblePosition(HAND_DECLARES.say(value=quote(hand), count=count))
    return mask


def two_hands(
    elder: CardSet | str | Iterable[Card], younger: CardSet | str | Iterable[Card]
) -> tuple[int, int]:
    """The masks of two hands of one deal (see :func:`point`: one to twelve cards each), which cannot share a
    card."""
    e, y = _held(elder), _held(younger)
    if e & y:
        shown = CardSet.from_mask(e & y).unicode()
        raise ImpossiblePosition(IN_BOTH_HANDS.say(cards=shown))
    return e, y


def _kind(kind: Kind | str) -> Kind:
    if isinstance(kind, Kind):
        return kind
    for member in Kind:
        if isinstance(kind, str) and kind.strip().lower() in (member.value, member.name.lower()):
            return member
    raise NotationError(NOT_A_KIND.say(value=quote(kind), names=", ".join(repr(k.value) for k in Kind)))


def point_key(mask: int) -> int:
    return max(
        _POINT_KEY[mask & 255],
        _POINT_KEY[mask >> 13 & 255],
        _POINT_KEY[mask >> 26 & 255],
        _POINT_KEY[mask >> 39 & 255],
    )


def sequence_key(mask: int) -> int:
    return max(
        _RUN_KEY[mask & 255],
        _RUN_KEY[mask >> 13 & 255],
        _RUN_KEY[mask >> 26 & 255],
        _RUN_KEY[mask >> 39 & 255],
    )


def _build_set_tables() -> tuple[tuple[int, ...], tuple[int, ...]]:
    """Tables for the best set of a hand in four lookups. ``pairs`` maps the A-K-Q-J-10 bits of two suits
    (5 + 5 bits) to the count of each rank in 3-bit fields; ``keys`` maps the summed fields of all four
    suits to the best set's key (0: none)."""
    pairs = tuple(
        sum(((a >> r & 1) + (b >> r & 1)) << (3 * r) for r in range(5)) for b in range(32) for a in range(32)
    )
    keys = [0] * (1 << 15)
    for counts in itertools.product(range(5), repeat=5):  # each rank is held 0 to 4 times
        if max(counts) >= 3:
            packed = sum(count << (3 * r) for r, count in enumerate(counts))
            keys[packed] = max(count * 10 + 5 - r for r, count in enumerate(counts) if count >= 3)
    return pairs, tuple(keys)


_SET_PAIRS, _SET_KEYS = _build_set_tables()


def set_key(mask: int) -> int:
    return _SET_KEYS[
        _SET_PAIRS[(mask & 31) | (mask >> 8 & 992)] + _SET_PAIRS[(mask >> 26 & 31) | (mask >> 34 & 992)]
    ]


def is_carte_blanche(hand: CardSet | str) -> bool:
    """A hand *as dealt* without king, queen or jack (worth 10, scored before anything else).

    >>> is_carte_blanche("AS TS 9S 8S AH TH 9H 7H AD 9D 8C 7C"), is_carte_blanche("JS TS 9S")
    (True, False)
    """
    return not _mask(hand) & COURTS


# -- combinations -------------------------------------------------------------------------------------
class Combination(NamedTuple):
    """A point, a sequence or a set held in a hand.

    ``key`` orders combinations of one kind (a larger key is better): for the point, cards then pips; for a
    sequence, length then top card; for a set, quatorze before trio, then rank.
    """

    kind: Kind
    mask: int

    @classmethod
    def of(cls, kind: Kind, cards: CardSet | str) -> Combination:
        """Check that ``cards`` form a combination of ``kind`` and return it.

        >>> Combination.of(Kind.SEQUENCE, "KH QH JH").name()
        'tierce to the king in ♥'
        >>> Combination.of(Kind.SEQUENCE, "KH QH TH")
        Traceback (most recent call last):
        ...
        tutor.errors.ImpossiblePosition: K♥ Q♥ 10♥ is not a sequence: a sequence is three or more cards in a row of one suit
        """
        mask = _mask(cards)
        combo = cls(kind, mask)
        cards = CardSet.from_mask(mask)
        suits = {card.suit for card in cards}
        if kind is Kind.POINT:
            ok = len(suits) == 1
            refusal = NOT_A_POINT
        elif kind is Kind.SEQUENCE:
            pattern = mask >> SUIT_SHIFTS[SUITS.index(next(iter(suits)))] & 255 if len(suits) == 1 else 0
            ok = len(suits) == 1 and any(
                length == PATTERN_COUNT[pattern] for _, length in PATTERN_RUNS[pattern]
            )
            refusal = NOT_A_SEQUENCE
        else:
            ranks = {card.rank for card in cards}
            ok = len(ranks) == 1 and len(cards) >= 3 and next(iter(ranks)) in RANK_PLURALS
            refusal = NOT_A_SET
        if not ok:
            raise ImpossiblePosition(refusal.say(cards=cards.unicode()))
        return combo

    @property
    def cards(self) -> CardSet:
        return CardSet.from_mask(self.mask)

    @property
    def length(self) -> int:
        return self.mask.bit_count()

    @property
    def top(self) -> Card:
        """The highest card (the first in bit order: A K Q ... 7)."""
        low = self.mask & -self.mask
        return CARDS_BY_INDEX[low.bit_length() - 1]

    @property
    def suit(self) -> Suit | None:
        return self.top.suit if self.kind is not Kind.SET else None

    @property
    def pips(self) -> int:
        """The pip value of the cards (ace 11, courts 10): the tie-break of the point."""
        mask = self.mask
        return (
            PATTERN_PIPS[mask & 255]
            + PATTERN_PIPS[mask >> 13 & 255]
            + PATTERN_PIPS[mask >> 26 & 255]
            + PATTERN_PIPS[mask >> 39 & 255]
        )

    @property
    def key(self) -> int:
        mask = self.mask
        kind = self.kind
        if kind is Kind.SET:
            return set_key(mask)
        shift = ((mask & -mask).bit_length() - 1) // 13 * 13
        return (_POINT_KEY if kind is Kind.POINT else _RUN_KEY)[mask >> shift & 255]

    @property
    def score(self) -> int:
        """What the combination scores when good: 1 a card (point, tierce, quart), 10 more from a quint;
        14 a quatorze, 3 a trio."""
        n = self.length
        if self.kind is Kind.POINT:
            return n
        if self.kind is Kind.SEQUENCE:
            return _SEQUENCE_SCORES[n]
        return 14 if n == 4 else 3

    def name(self) -> str:
        """The combination as a player names it: 'quart to the king in ♥', 'quatorze of aces' (always in
        English, the words a call is written in; :meth:`said` names it in the language spoken)."""
        n = self.length
        if self.kind is Kind.POINT:
            return f"point of {NUMBER_WORDS[n]} ({self.pips}) in {self.suit}"
        if self.kind is Kind.SET:
            return f"{'quatorze' if n == 4 else 'trio'} of {RANK_PLURALS[self.top.rank]}"
        word = SEQUENCE_NAMES[n]
        top = self.top.rank
        if top is Rank.ACE:
            return f"{word} major in {self.suit}"
        if RANKS.index(top) + n == 8:
            return f"{word} minor in {self.suit}"
        return f"{word} to the {RANK_WORDS[top]} in {self.suit}"

    def said(self) -> str:
        """The combination as :meth:`name` names it, in the language spoken (Cavendish's terms glossed in
        Japanese: 'クイント（5枚の続き札）').

        >>> from tutor.i18n import speaking
        >>> with speaking("ja"):
        ...     Combination.of(Kind.SEQUENCE, "KH QH JH TH").said()
        '♥のキングからのカート（4枚の続き札）'
        """
        if get_language() == "en":
            return self.name()
        n = self.length
        if self.kind is Kind.POINT:
            return POINT_NAME.say(number=gettext(NUMBER_WORDS[n]), pips=self.pips, suit=self.suit)
        if self.kind is Kind.SET:
            word = gettext("quatorze") if n == 4 else gettext("trio")
            return SET_NAME.say(set=word, ranks=gettext(RANK_PLURALS[self.top.rank]))
        word = gettext(SEQUENCE_NAMES[n])
        top = self.top.rank
        if top is Rank.ACE:
            return MAJOR_NAME.say(sequence=word, suit=self.suit)
        if RANKS.index(top) + n == 8:
            return MINOR_NAME.say(sequence=word, suit=self.suit)
        return TO_THE_NAME.say(sequence=word, rank=gettext(RANK_WORDS[top]), suit=self.suit)

    def __str__(self) -> str:
        return self.name()

    def __repr__(self) -> str:
        return f"Combination.of(Kind.{self.kind.name}, {str(self.cards)!r})"


# the names of the combinations (:meth:`Combination.said`), as :meth:`Combination.name` writes them in English
POINT_NAME = Template("point of {number} ({pips}) in {suit}")
SET_NAME = Template("{set} of {ranks}")
MAJOR_NAME = Template("{sequence} major in {suit}")
MINOR_NAME = Template("{sequence} minor in {suit}")
TO_THE_NAME = Template("{sequence} to the {rank} in {suit}")


def suit_points(mask: int) -> list[Combination]:
    return [Combination(Kind.POINT, mask & (255 << shift)) for shift in SUIT_SHIFTS if mask >> shift & 255]


def point(hand: CardSet | str) -> Combination | None:
    """The point of a hand: its longest suit, the higher pip value breaking a tie.

    The hand declares from its twelve cards, or some of them (a lesson's few cards): an empty hand, or one of
    more than twelve cards, is refused, as by :func:`sequences`, :func:`sets`, :func:`best_call` and
    :func:`compare_hands`.

    >>> point("AS KS JS 9S 8S QH JH TH 9H 7H").name()
    'point of five (48) in ♠'
    >>> point("")
    Traceback (most recent call last):
    ...
    tutor.errors.ImpossiblePosition: '' holds 0 cards: a hand of Piquet declares from its twelve cards (or some of them)
    """
    return _point(_held(hand))


def _point(mask: int) -> Combination | None:
    best_key, best_shift = 0, -1
    for shift in SUIT_SHIFTS:
        key = _POINT_KEY[mask >> shift & 255]
        if key > best_key:
            best_key, best_shift = key, shift
    return None if best_shift < 0 else Combination(Kind.POINT, mask & (255 << best_shift))


def sequences(hand: CardSet | str) -> tuple[Combination, ...]:
    """The sequences of a hand (each maximal run of three or more once, at its full length), best first.

    >>> [s.name() for s in sequences("KH QH JH TH 9H 8H 9C 8C 7C")]
    ['sixième to the king in ♥', 'tierce minor in ♣']
    """
    return _sequences(_held(hand))


def _sequences(mask: int) -> tuple[Combination, ...]:
    found = []
    for shift in SUIT_SHIFTS:
        for top, length in PATTERN_RUNS[mask >> shift & 255]:
            found.append((length * 10 + 8 - top, ((1 << length) - 1) << (shift + top)))
    if len(found) > 1:
        found.sort(reverse=True)
    return tuple(Combination(Kind.SEQUENCE, run) for _, run in found)


def sets(hand: CardSet | str) -> tuple[Combination, ...]:
    """The quatorzes and trios of a hand (aces, kings, queens, jacks or tens only), best first.

    >>> [s.name() for s in sets("AS AH AD KS KH KD KC 9S 9H 9D")]
    ['quatorze of kings', 'trio of aces']
    """
    return _sets(_held(hand))


def _sets(mask: int) -> tuple[Combination, ...]:
    found = []
    for r, rank_mask in enumerate(RANK_MASKS):
        held = mask & rank_mask
        count = held.bit_count()
        if count >= 3:
            found.append((count * 10 + 5 - r, held))
    if len(found) > 1:
        found.sort(reverse=True)
    return tuple(Combination(Kind.SET, held) for _, held in found)


CATEGORY_FINDERS: dict[Kind, Callable[[int], tuple[Combination, ...]]] = {
    Kind.POINT: lambda m: () if (p := _point(m)) is None else (p,),
    Kind.SEQUENCE: _sequences,
    Kind.SET: _sets,
}
CATEGORY_KEYS: dict[Kind, Callable[[int], int]] = {
    Kind.POINT: point_key,
    Kind.SEQUENCE: sequence_key,
    Kind.SET: set_key,
}


def best_call(kind: Kind | str, hand: CardSet | str) -> Combination | None:
    """The best combination of ``kind`` in ``hand``, or ``None``.

    >>> best_call(Kind.SET, "TS TH TD JS JH JD").name()
    'trio of jacks'
    """
    found = CATEGORY_FINDERS[_kind(kind)](_held(hand))
    return found[0] if found else None


# -- comparing two hands -------------------------------------------------------------------------------
class CategoryResult(NamedTuple):
    """Who scores in one category, with which combinations, and how much.

    ``scorer`` is ``None`` when nobody scores: an equality (``equal`` is then true) or nothing held.
    """

    kind: Kind
    scorer: Role | None
    combinations: tuple[Combination, ...]
    equal: bool = False

    @property
    def points(self) -> int:
        return sum(c.score for c in self.combinations)

    def __str__(self) -> str:
        """Who scores in the category, in the language spoken: "Point: elder scores 5 (point of five (51) in
        ♠)"."""
        title = capital(gettext(str(self.kind)))
        if self.scorer is None:
            return (CATEGORY_EQUAL if self.equal else CATEGORY_NOBODY).say(category=title)
        names = grammar().comma.join(c.said() for c in self.combinations)
        return CATEGORY_SCORES.say(
            category=title, role=gettext(str(self.scorer)), points=self.points, names=names
        )


CATEGORY_SCORES = Template("{category}: {role} scores {points} ({names})")
CATEGORY_EQUAL = Template("{category}: equal, nobody scores")
CATEGORY_NOBODY = Template("{category}: nobody scores")
"""A category of two hands compared: who scores, and with what."""
BLANCHE_SCORES = Template("Carte blanche: {role} scores 10")
REPIQUE_SCORES = Template("Repique: {role} (+60)")
IN_HAND = Template("Elder {elder}, younger {younger} in hand")
"""The bonuses of two hands compared, and their scores in hand."""


def _category(kind: Kind, elder: int, younger: int) -> CategoryResult:
    key = CATEGORY_KEYS[kind]
    ek, yk = key(elder), key(younger)
    if ek > yk:
        return CategoryResult(kind, Role.ELDER, CATEGORY_FINDERS[kind](elder))
    if yk > ek:
        return CategoryResult(kind, Role.YOUNGER, CATEGORY_FINDERS[kind](younger))
    return CategoryResult(kind, None, (), equal=ek > 0)


def repique(events: Iterable[tuple[Any, ...]]) -> int | None:
    """Who makes a repique, from the scores in hand in the order of reckoning (``(score, who, points)``).

    A repique is 30 in hand alone by scores that reckon before anything the opponent counts (Law 68).
    Equalities are not scores (they do not save); carte blanche is (it does).

    >>> repique([(Score.POINT, 0, 5), (Score.SEQUENCES, 0, 15), (Score.SETS, 0, 14)])
    0
    >>> repique([(Score.POINT, 1, 5), (Score.SEQUENCES, 0, 15), (Score.SETS, 0, 14)]) is None
    True
    """
    if isinstance(events, (str, bytes)) or not isinstance(events, Iterable):
        raise NotationError(NOT_SCORES.say(value=quote(events), score=_SCORE_TUPLE))
    checked: list[tuple[Score, int, int]] = []
    for event in events:
        if (
            not isinstance(event, tuple)
            or len(event) < 3
            or not isinstance(event[0], Score)
            or event[1] not in (0, 1)
            or not isinstance(event[2], int)
            or isinstance(event[2], bool)
        ):
            raise NotationError(NOT_A_SCORE.say(value=quote(event)))
        checked.append((event[0], event[1], event[2]))
    totals = [0, 0]
    for score, who, points in checked:
        if not score.is_hand:
            continue
        totals[who] += points
        if totals[who] >= 30 and totals[1 - who] == 0:
            return who
    return None


@dataclass(frozen=True, slots=True)
class Comparison:
    """The declarations of two hands after the exchange, reckoned in order (all declared, nothing sunk).

    ``events`` are the scores in the order of reckoning (who is a :class:`Role`), the repique included;
    ``pique_needs`` is how many points the elder must make in play for a pique (``None`` if he cannot
    pique: the younger scored in hand, or there was a repique).
    """

    carte_blanche: tuple[bool, bool]
    point: CategoryResult
    sequences: CategoryResult
    sets: CategoryResult
    repique: Role | None
    events: tuple[ScoreEvent, ...]

    @property
    def totals(self) -> tuple[int, int]:
        """The hand scores of elder and younger, bonuses included."""
        return self.events[-1].totals if self.events else (0, 0)

    @property
    def pique_needs(self) -> int | None:
        elder, younger = self.totals
        if self.repique is not None or younger:
            return None
        return 30 - elder

    def scorer(self, kind: Kind) -> Role | None:
        return {Kind.POINT: self.point, Kind.SEQUENCE: self.sequences, Kind.SET: self.sets}[kind].scorer

    def __str__(self) -> str:
        """The comparison, in the language spoken."""
        lines = [
            BLANCHE_SCORES.say(role=gettext(str(Role(who)))) for who in (0, 1) if self.carte_blanche[who]
        ]
        lines += [str(self.point), str(self.sequences), str(self.sets)]
        if self.repique is not None:
            lines.append(REPIQUE_SCORES.say(role=gettext(str(self.repique))))
        elder, younger = self.totals
        lines.append(IN_HAND.say(elder=elder, younger=younger))
        return "\n".join(lines)


def compare_hands(
    elder: CardSet | str, younger: CardSet | str, *, carte_blanche: tuple[bool, bool] = (False, False)
) -> Comparison:
    """Compare the hands of elder and younger after the exchange, every combination declared.

    :param elder: the elder hand's twelve cards (or some of them: one to twelve).
    :param younger: the younger hand's cards (the same).
    :param carte_blanche: whether each held carte blanche as dealt (10 each, reckoned first).
    :returns: who scores what in each category, the repique, and the scores in the order of reckoning.

    Cavendish's example: point, quint and quatorze all good make 34 -- a repique, "ninety-four":

    >>> c = compare_hands("AS KS QS JS TS AH AD AC 8H 7H 8D 7C", "KH QH JH KD QD JD KC QC JC 9S 8S 7S")
    >>> c.repique, c.totals
    (<Role.ELDER: 0>, (94, 0))
    """
    e, y = two_hands(elder, younger)
    if (
        not isinstance(carte_blanche, (tuple, list))
        or len(carte_blanche) != 2
        or not all(flag in (True, False) and isinstance(flag, int) for flag in carte_blanche)
    ):
        raise NotationError(NOT_CARTE_BLANCHE.say(value=quote(carte_blanche)))
    results = (_category(Kind.POINT, e, y), _category(Kind.SEQUENCE, e, y), _category(Kind.SET, e, y))
    raw: list[tuple[Score, int, int, Any]] = []
    for who in (0, 1):
        if carte_blanche[who]:
            raw.append((Score.CARTE_BLANCHE, who, 10, None))
    for result in results:
        if result.scorer is not None:
            raw.append((_KIND_SCORE[result.kind], result.scorer, result.points, result.combinations))
    who_repiques = repique(raw)
    if who_repiques is not None:
        raw.append((Score.REPIQUE, who_repiques, 60, None))
    a = b = 0
    events = []
    for score, who, points, detail in raw:
        if who:
            b += points
        else:
            a += points
        events.append(ScoreEvent(score, _ROLES[who], points, (a, b), detail))
    rep = None if who_repiques is None else Role(who_repiques)
    blanche = (carte_blanche[0], carte_blanche[1])  # a tuple, if given as a list (two flags: checked above)
    return Comparison(blanche, *results, rep, tuple(events))
