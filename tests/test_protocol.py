"""The game protocol, checked on every game of ``tutor.games.GAMES`` (see :mod:`tutor.games.protocol`).

Each property is written once and runs on each game: random deals played to the end, legal iff ``apply``
succeeds, every card in one place, views that hide the other hands, ``str(action)`` that parses back, JSON,
replay, pickle and copy round trips, bots legal wherever random play leads, ``play_out`` with the three bot
forms, ``start`` with chosen hands. A fifth game added to ``GAMES`` gets all of it. These are the only copies:
the games' own test files check only that game's rules (``test_<game>_properties.py`` say which).
"""

from __future__ import annotations

import contextlib
import copy
import dataclasses
import enum
import itertools
import os
import pickle
import random
import re
from collections.abc import Iterator
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tutor import games
from tutor.cards import CardSet
from tutor.errors import IllegalAction, NotationError, TutorError
from tutor.games.protocol import NOBODY, RECORD_COLUMNS, Bot, GameModule
from tutor.grammar import Play, Reply, card_text

MODULES: list[GameModule] = [games.get(name) for name in games.GAMES]
each_game = pytest.mark.parametrize("game", MODULES, ids=lambda game: game.NAME)
seeds = st.integers(min_value=0, max_value=2**32 - 1)
picks = st.integers(min_value=0, max_value=2**16)  # a variant of the rules: VARIANTS[game][pick % count]
few = settings(
    max_examples=int(os.environ.get("TUTOR_PROTOCOL_EXAMPLES", "20")), deadline=None
)  # random deals per game and property; more: set it
LIMIT = 2_000  # actions: far more than any deal takes


def variants(game: GameModule) -> list[Any]:
    """The game's documented rules, and each option changed on its own: every flag turned over, every other
    choice of an enum (the options class says which combinations it refuses)."""
    default = game.OPTIONS()
    out = [default]
    for field in dataclasses.fields(default):
        value = getattr(default, field.name)
        if type(value) is bool:
            changes = [not value]
        elif isinstance(value, enum.Enum):
            changes = [member for member in type(value) if member is not value]
        else:
            continue
        for change in changes:
            with contextlib.suppress(ValueError, TypeError):  # a combination the options refuse
                out.append(dataclasses.replace(default, **{field.name: change}))
    return out


VARIANTS = {game.NAME: variants(game) for game in MODULES}


def walk(game: GameModule, seed: int, rules: Any = None) -> Iterator[Any]:
    """Every state of one deal from ``start(seed, rules=rules)``, each action drawn at random among the legal
    ones."""
    rng = random.Random(seed)
    state = game.start(seed, rules=rules)
    yield state
    for _ in range(LIMIT):
        if state.is_terminal:
            return
        state = state.apply(rng.choice(state.legal_actions()))
        yield state
    raise AssertionError(f"{game.NAME}: the deal from seed {seed} did not end in {LIMIT} actions")


def sample(game: GameModule, seed: int, rules: Any = None, count: int = 6) -> list[Any]:
    """A few states of one random deal, the first and the last among them."""
    states = list(walk(game, seed, rules))
    step = max(1, len(states) // count)
    return [*states[::step], states[-1]]


def _variant(game: GameModule, pick: int) -> Any:
    options = VARIANTS[game.NAME]
    return options[pick % len(options)]


def _in_play(state: Any, seat: int) -> bool:
    return bool(state.hands[seat]) or any(seat in trick.seats for trick in state.tricks)


def cards_of(hand: Any) -> set[Any]:
    return set(hand) if hand is not None else set()


# -- the module ----------------------------------------------------------------------------------------------


@each_game
def test_module_offers_the_protocol(game):
    for name in ("NAME", "DECK", "SEATS", "Bot", "RandomBot"):
        assert hasattr(game, name), name
    assert games.get(game.NAME) is game
    assert game.SEATS[0] == "South"  # the one seat convention: seat 0 is South, the learner's
    cards = game.parse_cards(" ".join(str(c) for c in game.DECK.cards[:3]))
    assert type(cards) is tuple and cards == game.DECK.cards[:3]
    suit = game.DECK.suits[0]
    assert game.parse_suit(suit.word) is suit and game.parse_suit(suit.letter) is suit


# -- deals -------------------------------------------------------------------------------------------------------


@each_game
@few
@given(seed=seeds, pick=picks)
def test_random_deals_end_with_an_action_always_available_until_then(game, seed, pick):
    rules = _variant(game, pick)
    states = list(walk(game, seed, rules))
    for state in states[:-1]:
        assert not state.is_terminal and state.to_act is not None and state.legal_actions()
        assert state.outcome() is None
    end = states[-1]
    assert end.is_terminal and not end.legal_actions()
    record = end.outcome().record()
    assert record["game"] == game.NAME and record["seed"] == seed == end.seed
    assert tuple(record)[: len(RECORD_COLUMNS)] == RECORD_COLUMNS  # the common columns first, in one order
    assert record["winner"] in ("declarer", "defenders", "nobody")
    # a number column holds numbers only (a seat of nobody is NOBODY): only a deal without trumps has a None
    assert all(type(v) in (int, float, str, bool) for k, v in record.items() if k != "trump"), record
    assert record["trump"] is None or record["trump"] == end.trump.name
    assert record["declarer"] == NOBODY or 0 <= record["declarer"] < len(end.hands)


@each_game
@few
@given(seed=seeds, pick=picks)
def test_legal_iff_apply_succeeds(game, seed, pick):
    rules = _variant(game, pick)
    states = list(walk(game, seed, rules))
    # candidates: every action legal somewhere in this deal (bids, trumps, discards, calls...), tried everywhere
    pool = {action for state in states for action in state.legal_actions()}
    for state in states[:: max(1, len(states) // 4)]:
        legal = state.legal_actions()
        for action in pool:
            try:
                state.apply(action)
            except IllegalAction as error:
                assert action not in legal, f"{action} is legal but refused: {error}"
                assert error.seat is None or type(error.seat) is int  # the seat number, in every game
                assert error.rule is not None and str(error)
            else:
                assert action in legal, f"{action} is not legal but accepted in {state}"
        for card in game.DECK.cards:  # every card of the pack, as text: legal or refused, never a crash
            text = str(card)
            try:
                wanted = game.parse_action(text, state)
            except NotationError:
                wanted = None
            try:
                state.apply(text)
            except (IllegalAction, NotationError) as error:
                assert wanted not in legal, f"{text!r} is legal but refused: {error}"
            else:
                assert wanted in legal, f"{text!r} is not legal but accepted"


@each_game
@few
@given(seed=seeds, pick=picks)
def test_every_card_is_in_one_place_and_play_loses_none(game, seed, pick):
    rules = _variant(game, pick)
    in_play = None  # the cards in hands and tricks once the first card is played: the same to the end
    for state in walk(game, seed, rules):
        places = [cards_of(hand) for hand in state.hands]
        places += [set(trick.cards) for trick in state.tricks]
        if state.trick is not None:
            places.append(set(state.trick.cards))
        seen = [card for place in places for card in place]
        assert len(seen) == len(set(seen)), "a card is in two places"
        if rules == game.OPTIONS():  # a variant may play with another pack
            assert set(seen) <= set(game.DECK.cards)
        if state.tricks or (state.trick is not None and state.trick.cards):
            in_play = in_play or set(seen)
            assert set(seen) == in_play, "a card appeared or vanished during the play"


@each_game
@few
@given(seed=seeds, pick=picks)
def test_views_hide_the_other_hands(game, seed, pick):
    rules = _variant(game, pick)
    for state in sample(game, seed, rules):
        for seat in range(len(state.hands)):
            view = state.view(seat)
            assert view.to_act == state.to_act and view.is_terminal == state.is_terminal
            assert view.hands[seat] == state.hands[seat]
            if seat == state.to_act:  # the seat to act decides from its view alone
                assert view.legal_actions() == state.legal_actions()
            if not _in_play(state, seat):  # a seat out of play may watch (Subastao's censor)
                continue
            for other, hand in enumerate(view.hands):
                if other != seat:
                    assert not isinstance(hand, CardSet), (
                        f"{game.SEATS[seat]} sees {game.SEATS[other]}'s hand"
                    )


@each_game
def test_a_view_refuses_to_act_in_words(game):
    """A seat's view only shows the deal: asked to apply an action, it says to use the full state (the same
    answer in every game, never a missing method)."""
    state = game.start(1)
    view = state.view(state.to_act)
    with pytest.raises(IllegalAction, match="apply actions to the full state"):
        view.apply(state.legal_actions()[0])


@each_game
@few
@given(seed=seeds, pick=picks)
def test_printed_actions_parse_back(game, seed, pick):
    rules = _variant(game, pick)
    for state in sample(game, seed, rules):
        for action in state.legal_actions():
            text = str(action)
            assert game.parse_action(text, state) == action, text
            assert state.apply(text) == state.apply(action), text


@each_game
@few
@given(seed=seeds, pick=picks)
def test_json_replay_pickle_and_copy_give_the_same_state(game, seed, pick):
    rules = _variant(game, pick)
    end = None
    for state in sample(game, seed, rules):
        for value in (state, state.view(0)):
            for back in (
                pickle.loads(pickle.dumps(value)),
                copy.deepcopy(value),
                copy.copy(value),
            ):
                assert back == value and hash(back) == hash(value)
        back = game.from_json(state.to_json())
        assert back == state and back.legal_actions() == state.legal_actions()
        assert len(str(state)) < 400 and len(repr(state)) < 400
        end = state
    assert game.replay(seed, end.history, rules=rules) == end
    assert game.replay(seed, [str(a) for a in end.history], rules=rules) == end


def _public(path: str) -> bool:
    """Whether ``'module:Name'`` names a public thing: offered by a module in its ``__all__`` (by the game's
    package where the package offers it), no part of the path private."""
    import importlib

    module_name, _, qualname = path.partition(":")
    if any(part.startswith("_") for part in (*module_name.split("."), *qualname.split("."))):
        return False
    return qualname.partition(".")[0] in getattr(importlib.import_module(module_name), "__all__", ())


@each_game
@few
@given(seed=seeds, pick=picks)
def test_a_saved_state_names_only_public_things(game, seed, pick):
    """A saved state names each class and function by the path a user imports it from
    (``tutor.games.satat:Play``), not by the file it is written in, so that moving it breaks no saved state."""
    for state in sample(game, seed, _variant(game, pick)):
        paths = set(re.findall(r'"(tutor[\w.]*:[\w.]+)"', state.to_json()))
        assert paths and [p for p in sorted(paths) if not _public(p)] == []


@each_game
def test_the_seed_is_kept_in_the_state_and_its_json_and_hidden_from_a_view(game):
    state = game.start(12)
    assert state.seed == 12 and game.from_json(state.to_json()).seed == 12
    assert game.start("lesson 3").seed == "lesson 3"
    drawn = game.start()  # no seed: a random one, kept, so that the deal can be dealt again
    assert isinstance(drawn.seed, int) and game.start(drawn.seed).hands == drawn.hands
    assert all(state.view(seat).seed is None for seat in range(len(state.hands)))  # it would tell the deal
    end = game.play_out(state, game.Bot(seed=1))
    assert end.outcome().record()["seed"] == 12
    assert end.view(0).outcome().record()["seed"] is None


def test_the_four_games_records_make_one_table_with_numbers_kept_numbers():
    """The rows of the four games (every variant of their options) concatenate into one pandas DataFrame: the
    common columns come first in each game and keep their types; no number column of a game is made float or
    object by a missing value."""
    pandas = pytest.importorskip("pandas")
    frames = []
    for game, rules in [(module, rules) for module in MODULES for rules in VARIANTS[module.NAME]]:
        # a table of one variant: the same columns in every row (a four-handed table has a fourth seat's)
        rows = [
            game.play_out(game.start(seed, rules=rules), game.Bot(seed=seed)).outcome().record()
            for seed in range(6)
        ]
        assert all(tuple(row)[: len(RECORD_COLUMNS)] == RECORD_COLUMNS for row in rows)
        frame = pandas.DataFrame(rows)
        for column in frame.columns:
            values = [row[column] for row in rows]
            kinds = {type(v) for v in values} - ({type(None)} if column == "trump" else set())
            assert kinds <= {str} or kinds <= {bool} or kinds <= {int, float}, (game.NAME, column, kinds)
            if not kinds:  # Piquet's trumps: none in any deal
                continue
            if kinds <= {int}:
                assert frame[column].dtype == "int64", (game.NAME, column, frame[column].dtype)
            elif kinds <= {int, float}:
                assert frame[column].dtype == "float64", (game.NAME, column, frame[column].dtype)
            elif kinds <= {bool}:
                assert frame[column].dtype == "bool", (game.NAME, column, frame[column].dtype)
        frames.append(frame)
    table = pandas.concat(frames, ignore_index=True)
    assert list(table.columns[: len(RECORD_COLUMNS)]) == list(RECORD_COLUMNS)
    assert set(table.game) == set(games.GAMES) and len(table) == sum(len(f) for f in frames)
    numbers = ("seed", "dealer", "declarer", "declarer_score", "defenders_score", "declarer_tricks")
    for column in (*numbers, "defenders_tricks"):
        assert pandas.api.types.is_numeric_dtype(table[column]), (column, table[column].dtype)
    assert table.redeal.dtype == "bool" and set(table.winner) <= {"declarer", "defenders", "nobody"}
    for column in table.columns:  # a game's own number columns: numbers (NaN in the other games' rows)
        present = table[column].dropna()
        if all(isinstance(v, int | float) and not isinstance(v, bool) for v in present):
            assert pandas.api.types.is_numeric_dtype(table[column]), (column, table[column].dtype)


@each_game
def test_from_json_refuses_another_games_state(game):
    other = next(m for m in MODULES if m is not game)
    with pytest.raises(NotationError):
        game.from_json(other.start(1).to_json())
    with pytest.raises(NotationError):
        game.from_json("{not json")


# -- bots --------------------------------------------------------------------------------------------------------


@each_game
@few
@given(seed=seeds, pick=picks)
def test_hints_are_legal_wherever_random_play_leads(game, seed, pick):
    rules = _variant(game, pick)
    # random play lays out discards no bot would choose (Piquet), names any trump, bids anything
    bots = [game.Bot(seed=1), game.RandomBot(2)]
    for state in walk(game, seed, rules):
        if state.is_terminal:
            break
        legal = state.legal_actions()
        for bot in bots:
            assert isinstance(bot, Bot)
            action, reason = bot.hint(state)
            assert action in legal and isinstance(reason, str) and reason
            assert bot.choose(state) in legal


@each_game
def test_play_out_takes_one_bot_a_bot_per_seat_or_a_function(game):
    state = game.start(7)
    seats = len(state.hands)
    for bots in (
        game.RandomBot(1),
        [game.RandomBot(i) for i in range(seats)],
        lambda s: s.legal_actions()[0],
    ):
        end = game.play_out(state, bots)
        assert end.is_terminal and end.outcome() is not None
    first = game.play_out(state, lambda s: s.legal_actions()[0])
    for junk in ("bot", None, 7, [game.RandomBot(1)], [game.RandomBot(1), "bot"] * len(game.SEATS)):
        with pytest.raises(TutorError):
            game.play_out(state, junk)
    with pytest.raises(TutorError):
        game.play_out("a deal", game.RandomBot(1))
    assert game.play_out(state, [lambda s: s.legal_actions()[0]] * seats) == first


# -- matches -----------------------------------------------------------------------------------------------------

MATCHES = [game for game in MODULES if hasattr(game, "Match")]  # Match is optional: Whist has none
each_match = pytest.mark.parametrize("game", MATCHES, ids=lambda game: game.NAME)
MATCH_DEALS = 40  # deals played at most (Satat's match never ends)


def test_the_four_games_have_a_match_and_whist_has_none():
    assert [game.NAME for game in MATCHES][:4] == ["satat", "saskop", "piquet", "subastao"]
    assert "whist" not in [game.NAME for game in MATCHES]


def _match(game: GameModule, seed: int) -> tuple[Any, list[Any]]:
    """A match from ``seed`` played by random bots (at most MATCH_DEALS deals), and each match it went through."""
    match = game.Match.start(seed)
    seen = [match]
    while not match.is_over and len(match.outcomes) < MATCH_DEALS:
        match = match.record(
            game.play_out(match.next_deal(), game.RandomBot(f"{seed}:{len(match.outcomes)}"))
        )
        seen.append(match)
    return match, seen


@each_match
@settings(max_examples=3, deadline=None)
@given(seed=seeds)
def test_a_match_counts_each_deal_once_and_ends_as_it_says(game, seed):
    first = game.Match.start(seed)
    assert first.seed == seed and first.rules == game.OPTIONS() and tuple(first.outcomes) == ()
    assert not first.is_over and first.winner is None and set(first.scores) == {0}
    deal = first.next_deal()
    assert not deal.is_terminal and deal.history == ()
    with pytest.raises(IllegalAction):  # a deal not over is not counted
        first.record(deal)
    end, seen = _match(game, seed)
    for before, after in itertools.pairwise(seen):
        assert len(after.outcomes) == len(before.outcomes) + 1 and len(after.scores) == len(before.scores)
        assert tuple(after.outcomes[:-1]) == tuple(before.outcomes)
        assert after.winner is None or after.is_over
    if end.is_over:
        assert end.winner is None or 0 <= end.winner < len(end.scores)
        with pytest.raises(IllegalAction, match="over"):
            end.next_deal()
        with pytest.raises(IllegalAction, match="over"):
            end.record(game.play_out(seen[-2].next_deal(), game.RandomBot(1)))
    assert str(_match(game, seed)[0]) == str(end)  # the same seed, the same match


# -- starting a deal ---------------------------------------------------------------------------------------------


@each_game
@few
@given(seed=seeds, other=seeds)
def test_start_deals_chosen_hands_and_the_rest_at_random(game, seed, other):
    hand = _whole_hand(game, seed)
    seats = len(game.start(seed).hands)
    chosen = game.start(other, hands=[hand, *([None] * (seats - 1))])
    assert cards_of(chosen.hands[0]) <= set(hand)  # Satat deals five cards first, the rest later
    for seat in range(1, seats):
        assert not cards_of(chosen.hands[seat]) & set(hand)
    assert game.start(other, hands=[hand, *([None] * (seats - 1))]) == chosen  # the rest dealt by the seed


def _whole_hand(game: GameModule, seed: int) -> tuple[Any, ...]:
    """A hand seat 0 may hold: its cards once every card is dealt and exchanged, before its first play."""
    state = game.start(seed)
    while not state.is_terminal and not (state.trick or state.tricks):
        state = state.apply(state.legal_actions()[0])
    played = {card for seat, card in state.trick.plays if seat == 0} if state.trick else set()
    return tuple(sorted(cards_of(state.hands[0]) | played, key=lambda card: card.index))


@each_game
def test_start_without_a_seed_is_random(game):
    deals = {tuple(frozenset(cards_of(h)) for h in game.start().hands) for _ in range(4)}
    assert len(deals) > 1


# -- the action grammar (tutor.grammar), explain, is_legal --------------------------------------------------------


def _first(game: GameModule, seed: int, rules: Any, wanted: Any) -> Any:
    """The first state of a random deal where ``wanted(state)`` holds (``None`` if none does)."""
    return next((state for state in walk(game, seed, rules) if not state.is_terminal and wanted(state)), None)


def _plays(state: Any) -> list[Any]:
    return [action for action in state.legal_actions() if type(action) is Play and not action.signals]


@each_game
def test_play_as_text_is_the_same_form_in_every_game(game):
    """``str(Play(A♠))`` is ``'play A♠'`` in every game (a Spanish card by its code: ``'play AO'``), and the
    one ``Play`` class is every game's."""
    card = game.DECK.cards[0]
    assert game.Play is Play and str(Play(card)) == f"play {card_text(card)}"
    assert str(Play(card)).startswith("play ") and game.parse_action(str(Play(card))) == Play(card)


@each_game
@few
@given(seed=seeds, pick=picks)
def test_play_as_and_a_card_alone_play_the_card(game, seed, pick):
    """The issue's case: ``'play AS'`` (any card, in notation or symbols, any case) and the card alone play it
    in every game, where a card may be played."""
    state = _first(game, seed, _variant(game, pick), _plays)
    if state is None:
        return
    for play in _plays(state):
        card = play.card
        for text in (
            f"play {card}",
            f"PLAY {str(card).lower()}",
            str(card),
            card_text(card),  # '10♥' (a Spanish card's name, 'as de oros', is a phrase: its code)
            f" play  {card_text(card)} ",
        ):
            assert game.parse_action(text, state) == play, text
        assert game.parse_action(f"play {card}") == play  # without a state too
        assert state.apply(f"play {card}") == state.apply(play)


@each_game
@few
@given(seed=seeds, pick=picks)
def test_suit_words_letters_and_symbols_name_trumps(game, seed, pick):
    """The issue's case: where trumps are named, ``'hearts'``, ``'H'``, ``'♥'``, ``'trumps hearts'``, ``'trump
    hearts'`` and ``'name hearts'`` all name them (Spanish suits in Subastao: ``'O'``, ``'oros'``...)."""
    naming = [action for state in walk(game, seed, _variant(game, pick)) for action in state.legal_actions()
              if game.GRAMMAR.verb(action) == "trumps" and hasattr(action, "suit")]  # fmt: skip
    state = _first(game, seed, _variant(game, pick), lambda s: any(a in naming for a in s.legal_actions()))
    if state is None:
        return
    for action in state.legal_actions():
        if action not in naming:
            continue
        suit = action.suit
        spellings = {suit.word, suit.word.upper(), suit.letter, suit.letter.lower(), str(suit)}
        for said in spellings:
            for text in (said, f"trumps {said}", f"trump {said}", f"name {said}", f"name trumps {said}"):
                assert game.parse_action(text, state) == action, text
        assert game.parse_action(f"trumps {suit.word}") == action  # without a state too


@each_game
@few
@given(seed=seeds, pick=picks)
def test_an_action_reads_in_its_form_with_its_object_in_notation(game, seed, pick):
    """Every legal action written in its form with what it acts on in notation (``'bid 6'``, ``'discard 7S'``,
    ``'give QS 7H'``, ``'trumps hearts'``) reads as that action: the same verbs in every game."""
    for state in sample(game, seed, _variant(game, pick)):
        for action in state.legal_actions():
            form = game.GRAMMAR.form(action)
            if form is None or form.field is None or form.kind is Play:
                continue
            value = form.value(action)
            if form.field == "card":
                shown = str(value)
            elif form.field == "cards":
                shown = " ".join(str(card) for card in value)
            elif form.field == "suit":
                shown = value.word
            else:
                shown = str(value)
            text = form.text.replace("{" + form.field + "}", shown)
            assert game.parse_action(text, state) == action, text


@each_game
@few
@given(seed=seeds, pick=picks)
def test_yes_and_no_answer_the_one_offer_open(game, seed, pick):
    for state in walk(game, seed, _variant(game, pick)):
        if state.is_terminal:
            break
        for reply, words in ((Reply.YES, ("yes", "accept")), (Reply.NO, ("no", "decline"))):
            answers = [a for a in state.legal_actions() if (f := game.GRAMMAR.form(a)) and f.reply is reply]
            if len(answers) == 1:
                for word in words:
                    assert game.parse_action(word, state) == answers[0], (word, state)


@each_game
@few
@given(seed=seeds, junk=st.sampled_from(["xyzzy", "play", "bid", "trumps", "play ZZ", "!?"]))
def test_text_naming_no_action_is_refused_quoting_it_and_listing_the_legal_actions(game, seed, junk):
    for state in sample(game, seed, count=3):
        if state.is_terminal:
            continue
        legal = state.legal_actions()
        try:
            action = game.parse_action(junk, state)
        except NotationError as error:
            message = str(error)
            assert repr(junk) in message and "the legal actions are" in message, message
            assert game.GRAMMAR.listing(legal) in message
        else:  # a short form that names an action now (a lone verb when one action is open): a legal one
            assert action in legal, (junk, action)
    with pytest.raises(NotationError, match=repr("xyzzy")):
        game.parse_action("xyzzy")


@each_game
@few
@given(seed=seeds, pick=picks)
def test_explain_says_who_may_do_it_with_a_verb_and_the_card_name(game, seed, pick):
    """``state.explain(legal action)``: a subject, a verb and the card's name, in every game and for every kind
    of action ("East may play 6♠: it follows the rules"); an illegal one keeps the rule's reason."""
    rules = _variant(game, pick)
    states = [state for state in sample(game, seed, rules) if not state.is_terminal]
    pool = {action for state in states for action in state.legal_actions()}
    for state in states:
        legal = state.legal_actions()
        for action in legal:
            said = state.explain(action)
            who = game.SEATS[getattr(action, "seat", state.to_act)]
            assert said.startswith(who + " "), said
            rest = said[len(who) :].strip()
            verb = (rest.split(") ", 1)[1] if rest.startswith("(") else rest).split()[
                0
            ]  # past 'South (elder)'
            assert verb == "may" or verb.endswith("s"), said  # Piquet's calls: 'calls his best point...'
            if type(action) is Play:
                assert f"may play {action.card.unicode()}" in said, said
            elif game.GRAMMAR.form(action) is not None and game.NAME != "piquet":
                assert f" may {game.GRAMMAR.say(action)}: " in said, said
            assert state.explain(str(action)) == said
        for action in pool - set(legal):
            try:
                state.apply(action)
            except IllegalAction as error:
                assert state.explain(action) == str(error)


@each_game
@few
@given(seed=seeds, pick=picks)
def test_is_legal_answers_what_apply_accepts_and_refuses_text_naming_no_action(game, seed, pick):
    rules = _variant(game, pick)
    states = [state for state in sample(game, seed, rules) if not state.is_terminal]
    pool = {action for state in states for action in state.legal_actions()}
    for state in states:
        legal = state.legal_actions()
        for action in pool:
            assert state.is_legal(action) is (action in legal), action
        for action in legal:
            assert state.is_legal(str(action)) is True
        for junk in ("xyzzy", 42, None):
            with pytest.raises(NotationError):
                state.is_legal(junk)


# -- a deal in one line (tutor.games.notation) ----------------------------------------------------------------------


@each_game
@few
@given(seed=seeds, pick=picks)
def test_a_deal_in_one_line_reads_back_to_an_equal_state(game, seed, pick):
    """``from_text(state.to_text()) == state`` at every moment of random deals of every variant, through the
    game's ``from_text`` and :func:`tutor.games.from_text`."""
    for state in walk(game, seed, _variant(game, pick)):
        text = state.to_text()
        assert "\n" not in text and text.split(" | ")[0].split()[0] == game.NAME
        back = game.from_text(text)
        assert back == state and games.from_text(text) == state, text
        assert back.to_text() == text


@each_game
@few
@given(seed=seeds)
def test_a_deal_with_chosen_hands_reads_back_in_one_line(game, seed):
    seats = len(game.start(seed).hands)
    hand = _whole_hand(game, seed)
    first = game.start(seed, hands=[hand, *([None] * (seats - 1))])
    for state in (first, game.play_out(first, game.RandomBot(seed))):
        assert game.from_text(state.to_text()) == state


@each_game
def test_bad_deal_text_is_refused_quoting_the_bad_part(game):
    state = game.start(3)
    state = state.apply(state.legal_actions()[0])
    text = state.to_text()
    fields = text.split(" | ")
    dealer = next(i for i, field in enumerate(fields) if field.startswith("dealer "))
    hand = dealer + 1
    seat = fields[hand].split()[0]
    bad = {
        "dealer Nobody": [*fields[:dealer], "dealer Nobody", *fields[dealer + 1 :]],
        "ZZ": [*fields[:hand], f"{seat} ZZ", *fields[hand + 1 :]],
        "wild=yes": [f"{fields[0]} wild=yes", *fields[1:]],
        "xyzzy": [*fields, "actions xyzzy"]
        if not fields[-1].startswith("actions")
        else [*fields[:-1], "actions xyzzy"],
    }
    for part, changed in bad.items():
        with pytest.raises(NotationError, match=re.escape(part)):
            game.from_text(" | ".join(changed))
    other = next(m for m in MODULES if m is not game)
    with pytest.raises(NotationError, match="not of"):
        game.from_text(other.start(1).to_text())
    for junk in ("", "chess | dealer South", None, 42):
        with pytest.raises(NotationError):
            games.from_text(junk)
