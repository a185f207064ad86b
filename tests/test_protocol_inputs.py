"""The input contract, fuzzed on every public function of every game (:mod:`tutor.inputs`).

Each game's public functions are found from its module's ``__all__``, so a new public function is fuzzed without
writing a test: its parameters are drawn from :data:`KINDS`, a table of argument kinds by parameter name (a new
parameter name with no default makes :func:`test_every_public_function_is_fuzzed` fail until it gets a kind).

* :func:`test_junk_gets_a_tutor_error_and_nothing_else`: any mix of valid values and junk (text junk, other packs'
  cards and suits, duplicates, wrong types, ``None``, numbers, seats and counts out of range, tricks too long, a
  card in both the hand and the trick) either gets an answer or a :class:`~tutor.errors.TutorError` with a
  message -- never a ``TypeError``, ``KeyError``, ``IndexError`` or ``AttributeError``;
* :func:`test_every_form_of_an_input_gets_the_same_answer`: the same cards written as text, in symbols and lower
  case, as a list of texts, as cards or as a set, and a suit as a letter, word or symbol, get the answer of the
  canonical input (or the same error).
"""

from __future__ import annotations

import functools
import inspect
import os
from collections.abc import Callable
from dataclasses import dataclass
from types import ModuleType
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from tutor import TutorError, games
from tutor.cards import CARDS_BY_INDEX, SPANISH_36, SPANISH_40, Card, CardSet, Family, Suit
from tutor.tricks import Trick

# -- the games' public functions --------------------------------------------------------------------------------

EXCLUDED = {
    # whole deals from states and bots: the state-level conformance suite (tests/test_protocol.py) plays them
    "play_out": "plays a state out with bots (tests/test_protocol.py)",
    "replay": "replays actions on a state (tests/test_protocol.py)",
    "rollout": "plays a state out at random (tests/test_protocol.py)",
    "play_game": "plays whole games with bots (tests/test_protocol.py)",
    "play_partie": "plays whole parties with bots (tests/test_protocol.py)",
}
"""Public functions this fuzz leaves to the state-level suite, with the reason."""


def public_functions(name: str) -> list[tuple[str, Callable[..., Any]]]:
    module = games.get(name)
    return [
        (attr, getattr(module, attr))
        for attr in module.__all__
        if inspect.isfunction(getattr(module, attr)) and attr not in EXCLUDED
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


KINDS: dict[str, Callable[[Table], st.SearchStrategy[Any]]] = {
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
    """The kind of each fuzzed parameter; parameters with a default and no kind keep their default."""
    found = {}
    for parameter in inspect.signature(function).parameters.values():
        if parameter.kind in (parameter.VAR_POSITIONAL, parameter.VAR_KEYWORD):
            continue
        kind = TEXT_KIND.get(function_name) if parameter.name == "text" else parameter.name
        if kind in KINDS:
            found[parameter.name] = kind
        elif parameter.default is inspect.Parameter.empty:
            raise AssertionError(f"{function_name}({parameter.name}=...): add an argument kind to KINDS")
    return found


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
    assert len(CASES) >= 50, CASES
    for game, attr in CASES:
        function = getattr(games.get(game), attr)
        assert kinds_of(attr, function) or not inspect.signature(function).parameters, (game, attr)


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
    arguments = {
        name: data.draw(strategy(kind, table), label=name) for name, kind in kinds_of(attr, function).items()
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
