"""Helpers that several test files use (fixtures are in ``conftest.py``): import them as
``from tests.helpers import ...``, never from another test file."""

from __future__ import annotations

import random
import re
from dataclasses import dataclass

from tutor import analysis
from tutor.cards import CardSet
from tutor.errors import IllegalAction, Rule
from tutor.games import piquet, saskop, satat, subastao
from tutor.games.piquet import Call, Kind

# -- a tiny game state for the action kinds (bids): apply() validates, as every game's State does ----------


@dataclass(frozen=True)
class Bid:
    points: int

    def __str__(self) -> str:
        return f"bid {self.points}"


@dataclass(frozen=True)
class Pass:
    def __str__(self) -> str:
        return "pass"


@dataclass(frozen=True)
class BiddingState:
    """Bids 5..limit, each above the last one; pass always allowed."""

    last: int = 4
    limit: int = 7

    def legal_actions(self):
        return (Pass(), *(Bid(n) for n in range(self.last + 1, self.limit + 1)))

    def apply(self, action):
        if isinstance(action, Bid):
            if action.points <= self.last:
                raise IllegalAction(
                    f"cannot bid {action.points}: the bid is {self.last}", rule=Rule.BID_TOO_LOW
                )
            if action.points > self.limit:
                raise IllegalAction(
                    f"cannot bid {action.points}: only {self.limit} potential trumps",
                    rule=Rule.NOT_ENOUGH_TRUMPS,
                )
            return BiddingState(action.points, self.limit)
        if isinstance(action, Pass):
            return self
        raise IllegalAction(f"{action!r} is not an action", rule=Rule.UNKNOWN_ACTION)

    def describe(self):
        return f"The bid is {self.last}."


# -- Piquet deals from the hands after the exchange (Cavendish's worked examples) ------------------------------

ELDER, YOUNGER = 0, 1  # seat 0 is elder: seat 1 deals


def golden_deal(elder: str, younger: str, elder_out: str, younger_out: str, elder_in: str, younger_in: str):
    """A deal whose hands after a one-card exchange each are ``elder`` and ``younger``."""
    e, y = CardSet(piquet.parse_cards(elder)), CardSet(piquet.parse_cards(younger))
    e_in, y_in = piquet.parse_card(elder_in), piquet.parse_card(younger_in)
    e_out, y_out = piquet.parse_card(elder_out), piquet.parse_card(younger_out)
    assert e_in in e and y_in in y
    rest = piquet.ALL_CARDS - e - y - CardSet([e_out, y_out])
    assert len(rest) == 6
    dealt = (e.removed(e_in).added(e_out), y.removed(y_in).added(y_out))
    state = piquet.start(hands=dealt, stock=(e_in, y_in, *rest.sorted()), dealer=1)
    state = state.apply(elder_out).apply("take in").apply(younger_out).apply("take in")
    assert state.hand(ELDER) == e and state.hand(YOUNGER) == y
    return state


def huitieme_deal():
    # Elder: huitième in spades (point 8 + 18 = 26) and a tierce to the king in hearts (3): 29 in hand.
    # Younger: three tens, good (the elder has no trio); a tierce to the ten in hearts loses to the huitième.
    return golden_deal(
        "AS KS QS JS TS 9S 8S 7S KH QH JH 7D", "TH TD TC AH 9H 8H KD 9D 8D KC 9C 8C", "AC", "AD", "7D", "8C"
    )


def huitieme_calls(state):
    state = state.apply(Call(Kind.POINT, CardSet(piquet.parse_cards("AS KS QS JS TS 9S 8S 7S"))))
    return state.apply(Call(Kind.SEQUENCE, CardSet(piquet.parse_cards("AS KS QS JS TS 9S 8S 7S"))))


# -- the four games, and deals in play for the analysis' tests ------------------------------------------------

#: each game's package by name
GAMES = {"satat": satat, "saskop": saskop, "piquet": piquet, "subastao": subastao}


def variant_in_play(variant: str, seed: int, cards: int, flags: list | None = None):
    """A random deal of Trup Kasiet (``'trup kasiet'``) or of Subastao's ``'four'`` or ``'pairs'`` variant after
    ``cards`` random cards of its play (``None`` if it ends before); ``flags`` gets, for each card played, whether
    the trump was known to all then."""
    rng = random.Random(seed)
    if variant == "trup kasiet":
        state = satat.start(seed, dealer=rng.randrange(4), rules=satat.SatatRules(trup_kasiet=True))
    else:
        state = subastao.start(seed, dealer=rng.randrange(4), rules=subastao.SubastaoRules(variant=variant))
    while not state.is_terminal and state.phase.name != "PLAY":
        state = state.apply(rng.choice(state.legal_actions()))
    for _ in range(cards):
        if state.is_terminal or state.phase.name != "PLAY":
            return None
        if flags is not None:
            flags.append(getattr(state, "trump_known", True))
        state = state.apply(rng.choice(state.legal_actions()))
    return None if state.is_terminal or state.phase.name != "PLAY" else state


def last_tricks(game: str, seed: int):
    """A bot-played deal of ``game`` at the first card choice in the last ``EXACT_TRICKS`` tricks."""
    module = GAMES[game]
    state = module.start(seed)
    bots = [module.Bot(seed=seed * 10 + s) for s in range(len(state.hands))]
    while not state.is_terminal:
        if analysis.in_reach(state) and len(state.legal_actions()) > 1:
            return state
        state = state.apply(bots[state.to_act].choose(state))
    return None


# -- words a learner should not read ---------------------------------------------------------------------------

CODE_TERMS = [
    (re.compile(r"\b[A-Za-z_]\w*\("), "a call"),
    (re.compile(r"(?<![<>!=])=(?!=)"), "an assignment"),
    (re.compile(r"\b[a-z]+_[a-z_]+\b"), "a snake_case name"),
    (re.compile(r"\b(?:True|False|None)\b"), "a Python constant"),
]
# a card in notation (QS, 10H, 5O), except right after "written" where a lesson teaches the notation
RAW_CARD = re.compile(r"(?<![\w♠♥♦♣])(?<!written )(?:10|[2-9TAKQJCSR])[SHDCOEB](?![\w♠♥♦♣])")


def word_problems(text: str) -> list[str]:
    """What a learner should not read in ``text``: code terms and cards in notation."""
    found = [f"{what} ({m.group(0)!r})" for pattern, what in CODE_TERMS for m in pattern.finditer(text)]
    found += [f"a card in notation ({m.group(0)!r})" for m in RAW_CARD.finditer(text)]
    return found


# -- slips of grammar a learner should not read (issue 30) -------------------------------------------------------

SLIPS = [
    (re.compile(r"\bNot (?:yes|no|it|they|he|the caller|under|most|every)\b"), "'Not' before a whole answer"),
    (
        re.compile(
            r"\b(?:cannot|may|must|to) (?:trumps|names|passes|bids|plays|shows|calls|sings|holds|has)\b"
        ),
        "a verb with -s after cannot, may, must or to",
    ),
    (
        re.compile(
            r"(?<![\d.,])1 (?:more |card |potential |guarded |void side |allowed )?"
            r"(?:points|tricks|cards|trumps|deals|suits|reyes|options)\b"
        ),
        "'1' with a plural noun",
    ),
    (re.compile(r"\b(?:only|just) 0\b"), "'only 0'"),
    (re.compile(r"\bthe soloist\)? make\b"), "'the soloist make'"),
    (
        re.compile(r"(?:^|[:;,(] ?|\band )(?:has|holds|follows|counts) (?:no|at most)\b"),
        "'has no' without a subject",
    ),
    (re.compile(r"\bso must\b"), "'so must' without a subject"),
    (
        re.compile(r"\b(?:[Yy]ou|[Tt]hey) (?:has|holds|makes|takes|wins|is|was|counts|follows|beats)\b"),
        "'you' or 'they' with a singular verb",
    ),
    (
        re.compile(
            r"(?<![Dd]oes )(?<!\bdid )(?<!\bmay )(?<!\bcan )(?<!\bmust )(?<!\bwill )(?<!\bcannot )(?<!\bwould )"
            r"(?<!\bcould )(?<!\bshould )(?<!\bmight )\b[Hh]e (?:have|hold|make|take|are|were|follow|count)\b"
        ),
        "'he' with a plural verb",
    ),
    (
        re.compile(r"(?<!\be\.g)(?<!\bi\.e)(?<!\.\.)(?:\.|[!?](?! (?:and|or)\b)) +[a-z]"),
        "a small letter after a full stop",
    ),
    (re.compile(r"\b(\w+) \1\b", re.IGNORECASE), "a word twice"),
    (re.compile(r"\S  +\S"), "two spaces"),
    (re.compile(r" [,.;:!?]"), "a space before a stop or comma"),
    (re.compile(r"(?<!\.)\.\.(?!\.)|[,;:]\."), "two stops in a row"),
]
"""Slips of grammar found in the lessons' words (issue 30): each a pattern and what it is."""

SENTENCE_END = re.compile(r"[.!?]\)?[\"']?$")


def text_problems(text: str, *, sentence: bool = False) -> list[str]:
    """The slips of grammar in ``text`` (:data:`SLIPS`); with ``sentence``, also a missing full stop at its end."""
    found = [f"{what} ({m.group(0)!r})" for pattern, what in SLIPS for m in pattern.finditer(text)]
    if sentence and text.strip() and not SENTENCE_END.search(text.strip()):
        found.append("no full stop at the end")
    return found


def assert_words_for_a_learner(texts: list[tuple[str, str]]) -> None:
    """Every ``(where, text)`` reads as words for a learner: no code, no card code, no slip of grammar
    (:func:`word_problems`, :func:`text_problems`), and, where the spell checker is installed, every word spelt
    right (the lessons' own words aside)."""
    import pytest

    from tests.test_lesson_words import CODE, OWN_WORDS, WORD

    problems = [
        f"{where}: {p} in {text!r}"
        for where, text in texts
        for p in word_problems(text) + text_problems(text)
    ]
    assert not problems, "\n".join(problems)
    spelling = pytest.importorskip("spellchecker")
    checker = spelling.SpellChecker()
    unknown: dict[str, str] = {}
    for where, text in texts:
        for word in checker.unknown({w.lower() for w in WORD.findall(CODE.sub(" ", text))} - OWN_WORDS):
            unknown.setdefault(word, f"{where}: {text!r}")
    assert not unknown, unknown
