"""The input contract, fuzzed on every public function of every game (:mod:`tutor.inputs`).

Each game's public functions are found from its module's ``__all__`` (every callable there that is not a class:
plain functions, cached ones, the whole-deal functions that take bots), so a new public function is fuzzed
without writing a test: its parameters are drawn from :data:`KINDS`, a table of argument kinds by parameter name
(a new parameter name makes :func:`test_every_public_function_is_fuzzed` fail until it gets a kind).

* :func:`test_junk_gets_a_tutor_error_and_nothing_else`: any mix of valid values and junk (text junk, other packs'
  cards and suits, duplicates, wrong types, ``None``, numbers, seats and counts out of range, tricks too long, a
  card in both the hand and the trick, a keyword argument left out) either gets an answer or a
  :class:`~tutor.errors.TutorError` with a message -- never a ``TypeError``, ``KeyError``, ``IndexError``,
  ``AttributeError`` or ``ZeroDivisionError``;
* :func:`test_the_inputs_of_issue_29_get_a_tutor_error_quoting_them`: the calls a notebook user made on purpose,
  each refused with a :class:`~tutor.errors.TutorError` (of the subclass that says why) quoting what was given;
* :func:`test_every_form_of_an_input_gets_the_same_answer`: the same cards written as text, in symbols and lower
  case, as a list of texts, as cards or as a set, and a suit as a letter, word or symbol, get the answer of the
  canonical input (or the same error).
"""

from __future__ import annotations

import functools
import inspect
import os
import subprocess
import sys
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from types import ModuleType
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from tutor import TutorError, games
from tutor.cards import CARDS_BY_INDEX, SPANISH_36, SPANISH_40, Card, CardSet, Family, Suit
from tutor.errors import ImpossiblePosition, NotationError
from tutor.tricks import Trick

# -- the games' public functions --------------------------------------------------------------------------------


def public_functions(name: str) -> list[tuple[str, Callable[..., Any]]]:
    """Every callable of the game's ``__all__`` that is not a class (a class is the state-level suite's:
    tests/test_protocol.py)."""
    module = games.get(name)
    return [
        (attr, getattr(module, attr))
        for attr in module.__all__
        if callable(getattr(module, attr)) and not isinstance(getattr(module, attr), type)
    ]


CASES = [(game, attr) for game in games.GAMES for attr, _ in public_functions(game)]


@dataclass(frozen=True)
class Table:
    """What the fuzz needs to know of a game: read from the game's own ``INPUTS`` and options class."""

    module: ModuleType

    @property
    def inputs(self) -> Any:
        return self.module.INPUTS

    @functools.cached_property
    def deck(self) -> tuple[Card, ...]:
        return tuple(self.inputs.deck.cards)

    @property
    def seats(self) -> int:
        return len(self.inputs.seats)

    @property
    def spanish(self) -> bool:
        return self.inputs.family is Family.SPANISH


# -- argument kinds -----------------------------------------------------------------------------------------------

OTHER_CARDS = st.sampled_from(CARDS_BY_INDEX)  # both packs: cards of another pack are junk
TEXT_JUNK = st.sampled_from(
    ["", " ", "ZZ", "10", "♥", "play", "AS AS", "AO AO", "A♠,,", "1X", "QS KS ZZ", "🂡"]
)
WRONG_TYPES = st.sampled_from(
    [
        None,
        0,
        7,
        -1,
        2.5,
        True,
        b"AS",
        object(),
        {"AS": 1},
        [None],
        ["AS", 3],
        (Card.parse("AS"), "ZZ"),
        Ellipsis,
    ]
)
JUNK = st.one_of(TEXT_JUNK, WRONG_TYPES, st.text(max_size=8), OTHER_CARDS, st.sampled_from(list(Suit)))


def card_form(cards: tuple[Card, ...], form: int, *, ordered: bool) -> Any:
    """The same cards in one of several forms: text, reading text, cards, card texts, a set, a trick."""
    if form == 0:
        return " ".join(str(card) for card in cards)
    if form == 1:
        return (
            ", ".join(card.unicode().lower() for card in cards)
            if not cards or cards[0].family is Family.FRENCH
            else (" ".join(str(card).lower() for card in cards))
        )
    if form == 2:
        return list(cards)
    if form == 3:
        return [str(card) for card in cards]
    if form == 4 and (not ordered or len(cards) <= 1):
        return CardSet(cards)
    if form == 5:
        return Trick(0, tuple((0, card) for card in cards))
    return tuple(cards)


def cards_of_game(table: Table, most: int) -> st.SearchStrategy[tuple[Card, ...]]:
    """Cards mostly of the game's pack (another pack's now and then), duplicates possible."""
    card = st.one_of(st.sampled_from(table.deck), st.sampled_from(table.deck), OTHER_CARDS)
    return st.lists(card, max_size=most).map(tuple)


def cards_kind(table: Table, most: int, *, ordered: bool) -> st.SearchStrategy[Any]:
    forms = st.tuples(cards_of_game(table, most), st.integers(0, 6))
    return st.one_of(forms.map(lambda x: card_form(x[0], x[1], ordered=ordered)), JUNK)


def suit_kind(table: Table) -> st.SearchStrategy[Any]:
    suits = table.inputs.suits
    forms = st.sampled_from(
        [*suits, *(s.letter for s in suits), *(s.word for s in suits), *(s.letter.lower() for s in suits)]
    )
    return st.one_of(forms, forms, JUNK)


def seat_kind(table: Table) -> st.SearchStrategy[Any]:
    return st.one_of(st.integers(-2, table.seats + 3), st.sampled_from(["1", 1.0, None, True]))


def count_kind(low: int, high: int) -> Callable[[Table], st.SearchStrategy[Any]]:
    return lambda table: st.one_of(st.integers(low, high), st.sampled_from(["1", 1.5, None, True, -1]))


def options_kind(table: Table) -> st.SearchStrategy[Any]:
    """The game's options (``OPTIONS``, the protocol's name for its rules class), ``None`` for the usual rules,
    or junk."""
    return st.one_of(st.just(table.module.OPTIONS()), st.none(), JUNK)


def pair_kind(values: st.SearchStrategy[Any]) -> Callable[[Table], st.SearchStrategy[Any]]:
    return lambda table: st.one_of(st.tuples(values, values), st.lists(values, max_size=3), JUNK)


def flag_kind(table: Table) -> st.SearchStrategy[Any]:
    return st.one_of(st.booleans(), st.booleans(), st.sampled_from(["no", None, 2, 0.0]))


def state_kind(table: Table) -> st.SearchStrategy[Any]:
    return st.one_of(st.integers(0, 3).map(lambda seed: table.module.start(seed)), JUNK)


def action_kind(table: Table) -> st.SearchStrategy[Any]:
    def legal_texts(seed: int) -> st.SearchStrategy[str]:
        return st.sampled_from([str(action) for action in table.module.start(seed).legal_actions()])

    return st.one_of(st.integers(0, 3).flatmap(legal_texts), JUNK)


def json_kind(table: Table) -> st.SearchStrategy[Any]:
    """Saved states of the game, another game's, damaged ones, and junk."""
    other = next(name for name in games.GAMES if games.get(name) is not table.module)

    def saved(seed: int) -> str:
        return str(table.module.start(seed).to_json())

    damaged = st.sampled_from(
        [
            "{not json",
            "[]",
            "null",
            '{"game": "x", "state": 1}',
            f'{{"game": "{table.module.NAME}"}}',
            f'{{"game": "{table.module.NAME}", "state": {{"type": "os:system", "fields": {{}}}}}}',
            f'{{"game": "{table.module.NAME}", "state": {{"tuple": [1, 2]}}}}',
        ]
    )
    return st.one_of(
        st.integers(0, 3).map(saved),
        st.integers(0, 3).map(saved).map(lambda text: text[: len(text) // 2]),
        st.just(games.get(other).start(1).to_json()),
        damaged,
        JUNK,
    )


def deal_text_kind(table: Table) -> st.SearchStrategy[Any]:
    """Deals of the game in one line (``to_text``), cut short or with a field changed, another game's, and junk."""
    other = next(name for name in games.GAMES if games.get(name) is not table.module)

    def written(seed: int) -> str:
        state = table.module.start(seed)
        return str(state.apply(state.legal_actions()[0]).to_text())

    def changed(text: str, field: int, junk: str) -> str:
        fields = text.split(" | ")
        fields[field % len(fields)] = junk
        return " | ".join(fields)

    texts = st.integers(0, 3).map(written)
    junk_fields = st.sampled_from(
        ["", "dealer Nobody", "seed 1.5", 'seed "open', "South ZZ", "actions pass;;", "x=y"]
    )
    return st.one_of(
        texts,
        texts.map(lambda text: text[: len(text) // 2]),
        st.builds(changed, texts, st.integers(0, 8), junk_fields),
        st.just(games.get(other).start(1).to_text()),
        JUNK,
    )


def kind_kind(table: Table) -> st.SearchStrategy[Any]:
    kinds = list(getattr(table.module, "Kind", ()))
    return st.one_of(st.sampled_from(kinds + [k.value for k in kinds]), JUNK)


def events_kind(table: Table) -> st.SearchStrategy[Any]:
    score = getattr(table.module, "Score", None)
    event = st.tuples(st.sampled_from(list(score)), st.integers(0, 1), st.integers(0, 40)) if score else JUNK
    return st.one_of(st.lists(st.one_of(event, event, JUNK), max_size=4), JUNK)


def suits_kind(table: Table) -> st.SearchStrategy[Any]:
    return st.one_of(st.none(), st.lists(suit_kind(table), max_size=3), suit_kind(table))


def bots_kind(table: Table) -> st.SearchStrategy[Any]:
    """Bots as ``play_out`` takes them: one for every seat, one per seat, a function ``state -> action``; junk."""
    module = table.module
    seats = len(module.start(1).hands)
    return st.one_of(
        st.sampled_from(
            [
                module.Bot(seed=1),
                module.RandomBot(2),
                [module.RandomBot(seat) for seat in range(seats)],
                [module.RandomBot(seat) for seat in range(seats + 1)],  # one bot too many
                lambda state: state.legal_actions()[0],
                [module.Bot(seed=1), "not a bot"] * 2,
            ]
        ),
        JUNK,
    )


def actions_kind(table: Table) -> st.SearchStrategy[Any]:
    """Actions to replay: the texts of a deal's first legal actions, junk among them, or junk."""

    def texts(seed: int) -> st.SearchStrategy[list[Any]]:
        state, found = table.module.start(seed), []
        for _ in range(3):
            action = state.legal_actions()[0]
            found.append(str(action))
            state = state.apply(action)
        return st.lists(st.one_of(st.sampled_from(found), JUNK), max_size=4).map(lambda x: found[:1] + x)

    return st.one_of(st.integers(0, 3).flatmap(texts), JUNK)


def hands_kind(table: Table) -> st.SearchStrategy[Any]:
    """Chosen hands, one per seat (``None``: dealt at random): mostly the wrong size or count, and junk."""
    hand = st.one_of(st.none(), cards_kind(table, 13, ordered=False))
    return st.one_of(st.none(), st.lists(hand, max_size=table.seats + 1), JUNK)


def previous_kind(table: Table) -> st.SearchStrategy[Any]:
    """The outcome of the deal before (Satat's exchange and rotation), or junk."""
    module = table.module
    outcome = module.play_out(module.start(5), module.Bot(seed=5)).outcome()
    return st.one_of(st.none(), st.just(outcome), JUNK)


KINDS: dict[str, Callable[[Table], st.SearchStrategy[Any]]] = {
    "bots": bots_kind,
    "actions": actions_kind,
    "hands": hands_kind,
    "stock": lambda t: st.one_of(st.none(), cards_kind(t, 9, ordered=True)),
    "pack": lambda t: st.one_of(st.none(), st.permutations(t.deck), cards_kind(t, 40, ordered=True)),
    "previous": previous_kind,
    "contract": lambda t: st.one_of(st.none(), st.tuples(seat_kind(t), suit_kind(t)), JUNK),
    "rng": lambda t: st.one_of(st.integers(0, 9), st.none(), JUNK),
    "language": lambda t: st.one_of(st.sampled_from(["en", "ja", "es", "ja-JP", None]), JUNK),
    "limit": count_kind(-1, 400),
    "max_deals": count_kind(-1, 3),
    "hand": lambda t: cards_kind(t, 13, ordered=False),
    "elder": lambda t: cards_kind(t, 13, ordered=False),
    "younger": lambda t: cards_kind(t, 13, ordered=False),
    "cards": lambda t: cards_kind(t, 6, ordered=True),
    "discard": lambda t: cards_kind(t, 6, ordered=False),
    "role": lambda t: st.one_of(st.sampled_from(["elder", "younger"]), JUNK),
    "left": count_kind(-1, 5),
    "samples": count_kind(-1, 3),
    "trick": lambda t: cards_kind(t, t.seats + 1, ordered=True),
    "card": lambda t: st.one_of(st.sampled_from(t.deck), st.sampled_from(t.deck).map(str), JUNK),
    "trump": suit_kind,
    "suit": suit_kind,
    "trumps": suits_kind,
    "sung": lambda t: st.one_of(st.lists(st.one_of(st.none(), suit_kind(t)), max_size=3), JUNK),
    "seat": seat_kind,
    "dealer": seat_kind,
    "seed": lambda t: st.one_of(
        st.integers(0, 50), st.text(max_size=4), st.none(), st.sampled_from([1.5, b"7", True])
    ),
    "count": count_kind(0, 3),
    "bid": count_kind(-1, 11),
    "above": count_kind(-1, 11),
    "deals": count_kind(-1, 2),
    "cut_at": count_kind(-1, 41),
    "tute": count_kind(-1, 120),
    "rubicon": count_kind(-1, 120),
    "caller_team": count_kind(-1, 2),
    "points": pair_kind(st.integers(-10, 130)),
    "totals": pair_kind(st.integers(-10, 200)),
    "tricks": pair_kind(st.integers(-1, 10)),
    "carte_blanche": pair_kind(st.booleans()),
    "losing": flag_kind,
    "trump_known": flag_kind,
    "strict_montar": flag_kind,
    "diamonds": flag_kind,
    "from_play": flag_kind,
    "rules": options_kind,
    "state": state_kind,
    "action": action_kind,
    "kind": kind_kind,
    "json": json_kind,
    "deal_text": deal_text_kind,
    "events": events_kind,
    "leader": lambda t: st.one_of(st.sampled_from(["soloist", "random"]), JUNK),
    "deck": lambda t: st.one_of(st.sampled_from([SPANISH_36, SPANISH_40]), JUNK),
}
"""Argument kinds by parameter name: a strategy of valid values mixed with junk."""


@functools.cache
def strategy(kind: str, table: Table) -> st.SearchStrategy[Any]:
    """The strategy of an argument kind for a game, built once (hypothesis then reuses what it learnt of it)."""
    return KINDS[kind](table)


TEXT_KIND = {
    "parse_cards": "cards",
    "parse_card": "card",
    "parse_suit": "suit",
    "parse_action": "action",
    "from_json": "json",
    "from_text": "deal_text",
}
"""What a parameter called ``text`` holds, by function."""


@functools.cache
def kinds_of(function_name: str, function: Callable[..., Any]) -> dict[str, str]:
    """The kind of each parameter (every one is fuzzed: a parameter without a kind fails the test)."""
    found = {}
    for parameter in inspect.signature(function).parameters.values():
        if parameter.kind in (parameter.VAR_POSITIONAL, parameter.VAR_KEYWORD):
            continue
        kind = TEXT_KIND.get(function_name) if parameter.name == "text" else parameter.name
        if kind not in KINDS:
            raise AssertionError(f"{function_name}({parameter.name}=...): add an argument kind to KINDS")
        found[parameter.name] = kind
    return found


@functools.cache
def optional(function: Callable[..., Any]) -> frozenset[str]:
    """The parameters a call may leave out: every keyword-only one (a needed one is refused in words)."""
    parameters = inspect.signature(function).parameters.values()
    return frozenset(p.name for p in parameters if p.kind is p.KEYWORD_ONLY)


def call(function: Callable[..., Any], arguments: dict[str, Any]) -> Any:
    positional, keywords = [], {}
    for parameter in inspect.signature(function).parameters.values():
        if parameter.name not in arguments:
            continue
        if parameter.kind is parameter.KEYWORD_ONLY:
            keywords[parameter.name] = arguments[parameter.name]
        else:
            positional.append(arguments[parameter.name])
    return function(*positional, **keywords)


def test_every_public_function_is_fuzzed():
    assert len(CASES) >= 80, CASES
    for game, attr in CASES:
        function = getattr(games.get(game), attr)
        assert kinds_of(attr, function) or not inspect.signature(function).parameters, (game, attr)
        for parameter in inspect.signature(function).parameters.values():  # a keyword argument left out
            assert parameter.kind is not parameter.KEYWORD_ONLY or parameter.default is not parameter.empty, (
                f"{game}.{attr}({parameter.name}=): a keyword argument Python would refuse with a TypeError: "
                "give it a default (tutor.inputs.NEEDED for one it cannot do without)"
            )


# -- junk gets a TutorError --------------------------------------------------------------------------------------

FUZZ = settings(
    max_examples=int(os.environ.get("TUTOR_FUZZ_EXAMPLES", "60")),
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow],
)
"""60 examples per function and test by default; ``TUTOR_FUZZ_EXAMPLES=2000`` for a long hunt."""


@pytest.mark.parametrize(("game", "attr"), CASES)
@FUZZ
@given(data=st.data())
def test_junk_gets_a_tutor_error_and_nothing_else(game, attr, data):
    module = games.get(game)
    function = getattr(module, attr)
    table = Table(module)
    left_out = optional(function)
    arguments = {
        name: data.draw(strategy(kind, table), label=name)
        for name, kind in kinds_of(attr, function).items()
        if name not in left_out or data.draw(st.integers(0, 4), label=f"{name} given?")  # left out 1 in 5
    }
    try:
        call(function, arguments)
    except TutorError as error:
        assert str(error).strip(), f"{game}.{attr}: an empty message for {arguments!r}"


# -- every form of an input, the same answer --------------------------------------------------------------------

FORMS = {"hand", "elder", "younger", "cards", "trick", "card", "trump", "suit"}


def canonical_and_forms(kind: str, table: Table, data: st.DataObject, deck: list[Card]) -> tuple[Any, Any]:
    """A valid input of ``kind`` (cards taken from ``deck``, so that hands and tricks never share a card), and
    the same input in another form."""
    if kind in ("trump", "suit"):
        suit = data.draw(st.sampled_from(table.inputs.suits), label=kind)
        forms = [suit, suit.letter, suit.letter.lower(), suit.word, f" {suit.word.upper()} "]
        if not table.spanish:
            forms.append(suit.symbol)
        return suit, data.draw(st.sampled_from(forms), label=f"{kind} form")
    if kind == "card":
        card = data.draw(st.sampled_from(table.deck), label=kind)
        text = card.unicode().lower() if not table.spanish else str(card).lower()
        return card, data.draw(st.sampled_from([card, str(card), text, f" {card} "]), label="card form")
    most = {"trick": table.seats - 1, "cards": 6}.get(kind, 12)
    size = data.draw(st.integers(0, min(most, len(deck))), label=f"{kind} size")
    cards = tuple(deck[:size])
    del deck[:size]
    ordered = kind in ("trick", "cards")
    canonical = cards if ordered else CardSet(cards)
    form = data.draw(st.integers(0, 6), label=f"{kind} form")
    return canonical, card_form(cards if ordered else CardSet(cards).sorted(), form, ordered=ordered)


def valid(kind: str, table: Table, data: st.DataObject) -> Any:
    """A valid value of a kind without forms (flags, counts, options...)."""
    fixed = {
        "losing": True,
        "trump_known": True,
        "strict_montar": False,
        "diamonds": False,
        "from_play": True,
    }
    if kind in fixed:
        return data.draw(st.sampled_from([fixed[kind], not fixed[kind]]), label=kind)
    return data.draw(
        {
            "count": st.integers(1, 2),
            "bid": st.integers(0, 9),
            "above": st.integers(0, 9),
            "deals": st.just(0),
            "tute": st.sampled_from([None, 100]),
            "sung": st.just(()),
            "trumps": st.just(None),
            "seed": st.integers(0, 9),
            "rules": st.sampled_from([None, table.module.OPTIONS()]),
        }.get(kind, st.nothing()),
        label=kind,
    )


EQUAL_CASES = [
    (game, attr)
    for game, attr in CASES
    if FORMS & set(kinds_of(attr, getattr(games.get(game), attr)).values())
    and set(kinds_of(attr, getattr(games.get(game), attr)).values())
    <= FORMS
    | {
        "losing",
        "trump_known",
        "strict_montar",
        "count",
        "bid",
        "above",
        "deals",
        "tute",
        "sung",
        "trumps",
        "seed",
        "rules",
    }
]


@pytest.mark.parametrize(("game", "attr"), EQUAL_CASES)
@FUZZ
@given(data=st.data())
def test_every_form_of_an_input_gets_the_same_answer(game, attr, data):
    module = games.get(game)
    function = getattr(module, attr)
    table = Table(module)
    deck = list(data.draw(st.permutations(table.deck), label="pack"))
    canonical, odd = {}, {}
    for name, kind in kinds_of(attr, function).items():
        if kind in FORMS:
            canonical[name], odd[name] = canonical_and_forms(kind, table, data, deck)
        else:
            canonical[name] = odd[name] = valid(kind, table, data)
    try:
        expected = call(function, canonical)
    except TutorError as error:
        with pytest.raises(type(error)):
            call(function, odd)
    else:
        assert call(function, odd) == expected, (canonical, odd)


# -- the inputs of issue 29: a notebook user's calls, each read as the games read it or refused quoting it --------

SOLOIST = "AO 3O RO CO 6O AC 5C AE 7E SB 5B 4B"


def test_the_inputs_of_issue_29_are_read_as_the_games_read_them():
    """Text and lists where the games take them, a family in any case, a Spanish card's printed name."""
    from tutor import svg
    from tutor.cards import parse_cards

    assert svg.hand_svg("AS KH") == svg.hand_svg(parse_cards("AS KH"))
    assert svg.card_svg("QS") == svg.card_svg(Card.parse("QS"))
    assert CardSet.parse(["AH", "KH"]) == CardSet(["AH", "KH"]) == CardSet.parse("AH KH")
    assert CardSet.parse("CC 3O", "Spanish") == CardSet.parse("CC 3O", Family.SPANISH)
    subastao = games.get("subastao")
    caballo = Card.parse("CB", "spanish")
    assert subastao.parse_cards("caballo de bastos") == (caballo,) == subastao.parse_cards(caballo.unicode())
    assert issubclass(games.UnknownGame, KeyError)  # callers catching KeyError still catch it


LISTED: list[tuple[str, Callable[[], Any], type[TutorError], str]] = [
    ("a game tutor does not know", lambda: games.get("bridge"), NotationError, "'bridge' is not a game"),
    ("a family of cards", lambda: CardSet.parse("AS", "German"), NotationError, "'German' is not a family"),
    (
        "a rank the 36-card Spanish pack refuses, not listed",
        lambda: games.get("subastao").parse_cards("ZZ"),
        NotationError,
        "'ZZ' is not a Spanish card: write a rank (A 3 R C S 7 6 5 4) then",
    ),
    (
        "a trump left out",
        lambda: games.get("satat").legal_plays("AS 9H", "KH"),
        NotationError,
        "trump is needed: give trump=..., a suit of Satat",
    ),
    (
        "a simulation of no deal",
        lambda: games.get("subastao").simulate(SOLOIST, "O", deals=0),
        NotationError,
        "deals 0",
    ),
    (
        "four cards in a trick of three players",
        lambda: games.get("subastao").trick_winner("AO 3O RO CO", trump="O"),
        ImpossiblePosition,
        "'AO 3O RO CO' is too long for a trick of Subastao",
    ),
    (
        "no trumps in Subastao's play",
        lambda: games.get("subastao").legal_plays("AO 3O", "RC", trump=None),
        NotationError,
        "trump None is not a suit of Subastao",
    ),
    (
        "no trumps for Subastao's cantes",
        lambda: games.get("subastao").cantes("RO CO RC CC", trump=None),
        NotationError,
        "trump None is not a suit of Subastao",
    ),
    (
        "a Saskop hand of three cards",
        lambda: games.get("saskop").possible_bids("AS KS QS"),
        ImpossiblePosition,
        "'AS KS QS' holds 3 cards: a hand of Saskop has 9 cards",
    ),
    (
        "thirteen cards in a Piquet hand",
        lambda: games.get("piquet").compare_hands(
            "AS KS QS JS TS 9S 8S 7S AH KH QH JH TH", "AD KD QD JD TD 9D 8D 7D AC KC QC JC TC"
        ),
        ImpossiblePosition,
        "'AS KS QS JS TS 9S 8S 7S AH KH QH JH TH' holds 13 cards",
    ),
    (
        "two empty Piquet hands",
        lambda: games.get("piquet").compare_hands("", ""),
        ImpossiblePosition,
        "'' holds 0 cards",
    ),
    ("the point of no card", lambda: games.get("piquet").point(""), ImpossiblePosition, "'' holds 0 cards"),
    (
        "a Satat winner's hand of singletons",
        lambda: games.get("satat").exchange_choices("AS 9H 2C", trump="H", losing=False, count=1),
        ImpossiblePosition,
        "'AS 9H 2C' holds only singletons",
    ),
]


@pytest.mark.parametrize(("case", "call_it", "kind", "quoted"), LISTED, ids=[case[0] for case in LISTED])
def test_the_inputs_of_issue_29_get_a_tutor_error_quoting_them(case, call_it, kind, quoted):
    with pytest.raises(kind) as refused:
        call_it()
    assert quoted in str(refused.value), (case, str(refused.value))


def test_the_card_views_without_their_extra_name_the_line_that_installs_it():
    code = "import sys; sys.modules['ipywidgets'] = None\ntry:\n import tutor.widgets\nexcept ImportError as e:\n print(e)"
    root = Path(__file__).resolve().parent.parent
    done = subprocess.run(
        [sys.executable, "-c", code],
        cwd=root,
        env={**os.environ, "PYTHONPATH": str(root)},
        capture_output=True,
        text=True,
        check=True,
    )
    assert (
        done.stdout.strip()
        == 'tutor.widgets needs ipywidgets, which is not installed: pip install "trick-tutor[widgets]"'
    )
