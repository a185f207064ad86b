"""The languages (tutor.i18n): choosing one, the catalogues (read, compiled, in step with the code, complete for
the engine), each template said in every language without a field lost or a word of English left, and the
engine's sentences in Japanese and Spanish.
"""

from __future__ import annotations

import ast
import gettext
import io
import re
import string
import subprocess
import sys
import threading
from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st

import tutor
from tests.english_words import ENGLISH_WORD
from tests.test_sentences import _said
from tutor import games, i18n
from tutor.cards import Card, CardSet, Suit
from tutor.errors import TutorError
from tutor.i18n import LANGUAGES, LanguageError, compile_po, read_po, set_language, speaking
from tutor.lesson.principles import of_game
from tutor.sentences import (
    GLOSSES,
    TEMPLATES,
    VERBS,
    YOU,
    base_form,
    count,
    join,
    seat,
    second_person,
    sentence,
    team,
)

ROOT = Path(__file__).resolve().parent.parent
TRANSLATED = [code for code in LANGUAGES if code != "en"]


# -- choosing a language ---------------------------------------------------------------------------------


@pytest.mark.parametrize("code", ["ja", "JA", "ja-JP", "ja_JP", " es ", "es-ES", "en-GB"])
def test_set_language_reads_a_code_with_or_without_its_region(code):
    set_language(code)
    assert tutor.get_language() == code.strip()[:2].lower()


@given(st.one_of(st.text(max_size=8), st.integers(), st.none(), st.lists(st.text(max_size=2), max_size=2)))
def test_a_language_tutor_does_not_speak_is_refused_quoting_it(code):
    if isinstance(code, str) and code.strip().lower().replace("_", "-").split("-")[0] in LANGUAGES:
        return
    with pytest.raises(LanguageError) as error:
        set_language(code)  # type: ignore[arg-type]
    assert repr(code) in str(error.value)
    assert isinstance(error.value, TutorError)
    assert tutor.get_language() == "en"


def test_speaking_changes_the_language_for_a_block_only_and_then_restores_it():
    set_language("es")
    with speaking("ja") as code:
        assert code == "ja" and tutor.get_language() == "ja"
        with speaking(None):
            assert tutor.get_language() == "ja"
    assert tutor.get_language() == "es"


def test_a_speaking_block_is_its_own_threads_and_the_chosen_language_everyones():
    """``speaking`` holds in its own thread or task only; ``set_language`` is the notebook's choice, which a
    widget answering a click in another task must speak too."""
    seen: list[str] = []

    def worker() -> None:
        with speaking("es"):
            seen.append(tutor.get_language())

    with speaking("ja"):
        thread = threading.Thread(target=worker)
        thread.start()
        thread.join()
        assert tutor.get_language() == "ja"
    assert seen == ["es"] and tutor.get_language() == "en"
    set_language("ja")
    thread = threading.Thread(target=lambda: seen.append(tutor.get_language()))
    thread.start()
    thread.join()
    assert seen == ["es", "ja"]


def test_a_language_chosen_inside_a_speaking_block_ends_with_it():
    with speaking("en"):
        set_language("ja")
        assert tutor.get_language() == "ja"
    assert tutor.get_language() == "en"


# -- catalogues ------------------------------------------------------------------------------------------

_MSG = st.text(st.characters(blacklist_categories=["Cs", "Cc"]), min_size=1, max_size=20)


def _po(entries: dict[str, str], plural: tuple[str, str, tuple[str, str]] | None = None) -> str:
    def q(text: str) -> str:
        return '"' + text.replace("\\", "\\\\").replace('"', '\\"') + '"'

    lines = [
        'msgid ""',
        'msgstr ""',
        '"Content-Type: text/plain; charset=UTF-8\\n"',
        '"Plural-Forms: nplurals=2; plural=(n != 1);\\n"',
        "",
    ]
    for msgid, msgstr in entries.items():
        lines += [f"msgid {q(msgid)}", f"msgstr {q(msgstr)}", ""]
    if plural:
        one, many, (form1, form2) = plural
        lines += [
            f"msgid {q(one)}",
            f"msgid_plural {q(many)}",
            f"msgstr[0] {q(form1)}",
            f"msgstr[1] {q(form2)}",
            "",
        ]
    return "\n".join(lines)


@given(st.dictionaries(_MSG, _MSG, max_size=12), st.tuples(_MSG, _MSG, st.tuples(_MSG, _MSG)))
def test_a_compiled_catalogue_says_what_its_po_file_says(entries, plural):
    one, many, forms = plural
    entries.pop(one, None)
    text = _po(entries, (one, many, forms))
    compiled = gettext.GNUTranslations(io.BytesIO(compile_po(text)))
    for msgid, msgstr in entries.items():
        assert compiled.gettext(msgid) == msgstr
    assert compiled.ngettext(one, many, 1) == forms[0]
    assert compiled.ngettext(one, many, 5) == forms[1]
    read = {entry.msgid: entry.forms for entry in read_po(text)}
    assert all(read[msgid] == (msgstr,) for msgid, msgstr in entries.items())


def test_an_untranslated_or_fuzzy_message_is_said_in_english_never_as_a_key():
    text = _po({"trick": ""}) + '\n#, fuzzy\nmsgid "lead"\nmsgstr "salida"\n'
    compiled = gettext.GNUTranslations(io.BytesIO(compile_po(text)))
    assert compiled.gettext("trick") == "trick" and compiled.gettext("lead") == "lead"


def test_a_broken_po_line_is_refused_with_its_line_number():
    with pytest.raises(ValueError, match="line 2"):
        read_po('msgid "a"\nmsgstring "b"\n')


def test_the_catalogues_are_in_step_with_the_code():
    """Every message the engine says is in tutor.pot and in each language's .po file (scripts/catalogues.py)."""
    run = subprocess.run(
        [sys.executable, str(ROOT / "scripts" / "catalogues.py"), "--check"], capture_output=True, text=True
    )
    assert run.returncode == 0, run.stderr


def test_the_compiled_catalogues_equal_the_po_files(tmp_path):
    """``python -m tutor.i18n compile`` (run when the package is built) writes what the .po files say."""
    run = subprocess.run(
        [sys.executable, "-m", "tutor.i18n", "compile", str(tmp_path)], capture_output=True, cwd=ROOT
    )
    assert run.returncode == 0, run.stderr
    for code in TRANSLATED:
        compiled = gettext.GNUTranslations((tmp_path / code / "LC_MESSAGES" / "tutor.mo").open("rb"))
        for entry in read_po(i18n.po_path(code).read_text(encoding="utf-8")):
            if entry.msgid and entry.plural is None:
                assert compiled.gettext(entry.msgid) == entry.forms[0]


_VERB_FORMS = VERBS | {base_form(verb) for verb in VERBS}
"""Fields that are a verb (``{has}``, or ``{are}`` given by the code): a language may say its verbs itself."""


def _fields(text: str) -> dict[str, str]:
    return {name: spec or "" for _, name, spec, _ in string.Formatter().parse(text) if name}


@pytest.mark.parametrize("code", TRANSLATED)
def test_every_translation_keeps_the_fields_of_its_english_and_adds_none(code):
    """A translation may drop a mention of the subject or a verb, never a value; and it may not ask for one the
    English does not give (that would fail when said)."""
    for entry in read_po(i18n.po_path(code).read_text(encoding="utf-8")):
        if not entry.msgid:
            continue
        english = _fields(entry.msgid) | (_fields(entry.plural) if entry.plural else {})
        for form in entry.forms:
            said = _fields(form)
            assert set(said) <= set(english), f"{entry.msgid!r} -> {form!r} adds {set(said) - set(english)}"
            values = {n for n in english if n != "who" and n not in GLOSSES and n not in _VERB_FORMS}
            assert values <= set(said), f"{entry.msgid!r} -> {form!r} loses {values - set(said)}"
            for name, spec in said.items():
                assert spec == english[name], f"{entry.msgid!r} -> {form!r}: {{{name}:{spec}}} changed"


@pytest.mark.parametrize("code", TRANSLATED)
def test_every_message_of_the_engine_is_translated(code):
    known = {entry.msgid for entry in read_po(i18n.po_path(code).read_text(encoding="utf-8"))}
    pot = i18n.LOCALE / "tutor.pot"
    wanted = {entry.msgid for entry in _all_entries(pot.read_text(encoding="utf-8"))}
    missing = sorted(wanted - known - {""})
    assert not missing, f"{len(missing)} messages not yet in {code}.po: {missing[:5]}"


def _all_entries(text: str) -> list[str]:
    """Every msgid of a .pot file (its entries are untranslated, which read_po leaves out)."""
    filled = re.sub(r'^(msgstr(?:\[\d\])?) ""$', r'\1 "x"', text, flags=re.M)
    return read_po(filled)


# -- the engine speaks ------------------------------------------------------------------------------------

_ENGLISH_WORD = re.compile(r"\b[a-z]{3,}\b")
_SPANISH_TERMS = {*GLOSSES, "las", "cuarenta", "veinte", "diez", "últimas", "tute"}
"""Subastao's own words, kept in Spanish in every language (as the lessons teach them): its duties and cantes."""
_ENGINE = {entry.msgid for entry in _all_entries((i18n.LOCALE / "tutor.pot").read_text(encoding="utf-8"))}


@pytest.mark.parametrize("code", TRANSLATED)
@pytest.mark.parametrize("template", [t for t in TEMPLATES if t.text in _ENGINE], ids=lambda t: t.text[:40])
def test_every_template_is_said_in_every_language(template, code):
    """Each template, for every subject and count, in Japanese and Spanish: every field filled, and (in Japanese)
    no English word left but Subastao's Spanish words and the values given; a count of 2.5 written with the
    language's decimal mark (2,5 in Spanish)."""
    with speaking(code):
        for who in [YOU, seat("South"), team("North–South")] if template.has_subject else [None]:
            for number in (1, 2, 2.5) if template.counted else (2,):
                text = _said(template, who, number)
                assert "{" not in text and "}" not in text, text
                if number == 2.5:
                    assert ("2,5" if code == "es" else "2.5") in text, text
                    assert not re.search(r"\d[.,]\d", text.replace("2,5" if code == "es" else "2.5", "")), (
                        text
                    )
                if code == "ja":
                    rest = re.sub(r"<\w+>", "", text)
                    english = [w for w in _ENGLISH_WORD.findall(rest) if w not in _SPANISH_TERMS]
                    assert not english, f"{template.text!r} in Japanese: {text!r} keeps {english}"


def test_card_and_suit_names_in_each_language():
    queen, caballo = Card.parse("QS"), Card.parse("CC", "spanish")
    assert (queen.name(), caballo.name(), str(Suit.COPAS)) == ("queen of spades", "caballo de copas", "copas")
    with speaking("ja"):
        assert "スペード" in queen.name() and "クイーン" in queen.name()
        assert not _ENGLISH_WORD.search(caballo.name()) and not _ENGLISH_WORD.search(str(Suit.COPAS))
        assert queen.unicode() == "Q♠"  # a French card reads the same in every language
    with speaking("es"):
        assert queen.name() == "reina de picas" and caballo.name() == "caballo de copas"


def _words_of_picture(svg_text: str) -> str:
    """What a picture says: its titles, descriptions, labels and printed words (not its notation titles)."""
    said = re.findall(r'aria-label="([^"]*)"|<desc>([^<]*)</desc>|>([^<>]+)</text>', svg_text)
    return " ".join(part for parts in said for part in parts if part)


def test_pictures_say_their_cards_and_seats_in_each_language():
    from tutor import svg
    from tutor.widgets._row import card_item

    hands = ["AS KH", 3, None, "QC"]
    seats = ["South", "West", "North", "East"]
    english = _words_of_picture(svg.table_svg(hands, seats=seats, trick=[(1, "9H")], to_act=0))
    assert "South holds ace of spades, king of hearts" in english and "3 hidden cards" in english
    for code in ("ja", "es"):
        with speaking(code):
            table = _words_of_picture(svg.table_svg(hands, seats=seats, trick=[(1, "9H")], to_act=0))
            hand = _words_of_picture(svg.hand_svg("AS KH 2C", legal="AS", selected="KH"))
            trick = _words_of_picture(svg.trick_svg("9H KH 2H", seats=seats[:3], winner=1))
            trick += " " + _words_of_picture(svg.trick_svg("9H KH", seats=[0, 1]) + svg.trick_svg([]))
            row = [card_item(Card.parse(c), state="illegal")["svg"] for c in ("QS", "AS")] + [
                card_item(None)["svg"]
            ]
            said = " ".join([table, hand, trick, *map(_words_of_picture, row)])
            assert said != english
            if code == "ja":
                assert not _ENGLISH_WORD.search(said), said
            else:
                assert not re.search(
                    r"\b(holds|hidden|queen|ace|king|hearts|played|face-down|wins|won|seat|empty|trick)\b",
                    said,
                ), said
    # the card row's pictures are kept per language: English again is English
    assert "queen of spades" in card_item(Card.parse("QS"), state="illegal")["svg"]


EXPLAINED = {
    "satat": [("AS 9H 2H 4C", "KH", "4C", {"trump": "S"}), ("AS 9H 2H 4C", "KH", "2H", {"trump": "S"})],
    "saskop": [("KS 9S 7D", "AS", "KS", {"trump": "H"}), ("KD 7H 8D", "9C QC", "7H", {"trump": "H"})],
    "piquet": [("AS 9S 7H", "QS", "9S", {}), ("AS 9S 7H", "QS", "7H", {})],
    "subastao": [("5C 3C AO", "RC", "5C", {"trump": "O"}), ("5C 3C AO", "RC", "AO", {"trump": "O"})],
    "whist": [("AS 9H 4C", "KH", "4C", {"trump": "S"}), ("AS 9H 4C", "KH", "9H", {"trump": "S"})],
}


@pytest.mark.parametrize("name", games.GAMES)
def test_explain_play_speaks_each_language_and_keeps_its_cards(name):
    """The same question in three languages: the same verdict, the same cards named, and in Japanese no word
    of English left (Subastao's Spanish words aside)."""
    game = games.get(name)
    for hand, trick, card, options in EXPLAINED[name]:
        said = {}
        for code in LANGUAGES:
            with speaking(code):
                said[code] = game.explain_play(hand, trick, card, **options)
            assert said[code] == game.explain_play(hand, trick, card, **options, language=code)
        cards = set(re.findall(r"(?:10|[2-9AKQJ])[♠♥♦♣]", said["en"]))
        for code in TRANSLATED:
            assert set(re.findall(r"(?:10|[2-9AKQJ])[♠♥♦♣]", said[code])) == cards, said
            assert said[code] != said["en"]
        leftover = [w for w in _ENGLISH_WORD.findall(said["ja"]) if w not in _SPANISH_TERMS]
        assert not leftover, said["ja"]


def test_lists_and_sentences_in_each_language():
    said = {}
    for code in LANGUAGES:
        with speaking(code):
            said[code] = sentence(join(["a", "b", "c"]))
    assert said == {"en": "A, b and c.", "ja": "a、bとc。", "es": "A, b y c."}


def test_counts_in_each_language():
    with speaking("es"):
        assert count(1, "point") == "1 punto" and count(2, "point") == "2 puntos"
    with speaking("ja"):
        assert count(2, "trick") == count(1, "trick").replace("1", "2")


def test_second_person_in_each_language():
    with speaking("es"):
        assert second_person("él tiene 9♥ y él debe seguir") == "tú tienes 9♥ y tú debes seguir"
        assert second_person("Él no tiene ♣, así que él cuenta") == "Tú no tienes ♣, así que tú cuentas"
    with speaking("ja"):
        assert second_person("その人は9♥を持っています") == "あなたは9♥を持っています"


# -- an illegal action's message in every language -----------------------------------------------------------


def _refusals(name: str, seed: int, steps: int) -> list[tuple[object, object]]:
    """A deal of ``name`` played at random (seeded) for ``steps`` actions, then every action it refuses among
    those seen on the way (bids, trumps, exchanges, plays out of their phase) and the cards of every hand
    played now: ``(state, action)`` pairs."""
    import random

    game = games.get(name)
    state = game.start(seed=seed)
    rng = random.Random(seed)
    seen: list[object] = []
    for _ in range(steps):
        actions = state.legal_actions()
        if not actions:
            break
        seen.extend(actions[:4])
        state = state.apply(rng.choice(actions))
    tried = [*dict.fromkeys(seen)]
    seat = state.to_act
    if seat is not None:
        tried += [str(card) for card in state.hands[seat] or ()]
    refused = []
    for action in tried:
        try:
            state.apply(action)
        except tutor.IllegalAction:
            refused.append((state, action))
        except TutorError:
            pass
    return refused


@pytest.mark.parametrize("name", ["satat", "saskop", "piquet", "subastao"])
@given(seed=st.integers(0, 10_000), steps=st.integers(0, 60))
def test_an_illegal_action_is_refused_in_each_language(name, seed, steps):
    """Every refusal of a seeded deal (bids, exchanges, cards against a duty or out of their phase) said in
    Japanese keeps no word of English (Subastao's Spanish words aside) and in Spanish is not the English
    sentence; the rule broken is the same in every language."""
    for state, action in _refusals(name, seed, steps):
        said = {}
        for code in LANGUAGES:
            with speaking(code), pytest.raises(tutor.IllegalAction) as error:
                state.apply(action)
            said[code] = error.value
        assert said["ja"].rule == said["en"].rule == said["es"].rule
        english = [w for w in _ENGLISH_WORD.findall(str(said["ja"])) if w not in _SPANISH_TERMS]
        assert not english, f"{said['en']} -> {said['ja']} keeps {english}"
        assert str(said["es"]) != str(said["en"]), said["en"]


@pytest.mark.parametrize("name", ["satat", "saskop", "piquet", "subastao"])
@given(seed=st.integers(0, 10_000), steps=st.integers(0, 60))
def test_a_refusal_is_said_to_the_learner_who_plays_the_seat_in_each_language(name, seed, steps):
    """A lesson says a refusal of the learner's own seat to "you" (said_to_seat), in every language: "You cannot
    …", "あなたは…", "Tú no puedes …"; the player named is gone, and so is the pronoun that spoke of him."""
    from tutor.lesson.words import said_to_seat

    seats = games.get(name).SEATS
    opening = {"en": "You ", "ja": "あなたは", "es": "Tú "}
    he = {"en": re.compile(r"\bhe\b"), "ja": re.compile("その人(?!たち)"), "es": re.compile(r"\bél\b")}
    for state, action in _refusals(name, seed, steps):
        if state.to_act is None:
            continue
        for code in LANGUAGES:
            with speaking(code):
                with pytest.raises(tutor.IllegalAction) as error:
                    state.apply(action)
                text = str(error.value)
                said = said_to_seat(text, seats[state.to_act])
                named = i18n.gettext(seats[state.to_act])
            if text.startswith(named):
                assert said.startswith(opening[code]), (text, said)
                assert not he[code].search(said), (text, said)


@pytest.mark.parametrize("name", ["satat", "saskop", "piquet", "subastao"])
def test_a_rule_is_said_to_you_in_each_language(name):
    """A lesson's rule (rule_words: without the cards held, said to "you") in Japanese and Spanish too."""
    from tutor.lesson.card_steps import rule_words

    game = games.get(name)
    hand, trick, card, options = next(
        example
        for example in EXPLAINED[name]
        if game.explain_play(*example[:3], **example[3]).startswith("cannot")
    )
    expected = {"en": ("You cannot", "you"), "ja": ("あなたは", "あなた"), "es": ("Tú no puedes", "tú")}
    for code, (start, you) in expected.items():
        with speaking(code):
            said = rule_words(game.explain_play(hand, trick, card, **options))
        assert said.startswith(start) and you in said[len(start) :], said
        assert not re.search(r"\([^()]*(?:holds?|tienes?) |を持っています", said), said


@pytest.mark.parametrize("seed", [1, 3])
def test_piquets_bot_gives_its_hints_in_japanese(seed):
    """The Piquet bot's hint for every move of a deal, in Japanese: no word of English left; the same action as
    in English."""
    from tutor.games import piquet
    from tutor.games.piquet.bot import Bot

    state, bot = piquet.start(seed=seed), Bot()
    while state.outcome() is None:
        with speaking("ja"):
            action, why = bot.hint(state)
        assert action == bot.hint(state)[0]
        assert not _ENGLISH_WORD.findall(why), why
        state = state.apply(action)


# -- the lesson model and the widgets speak the language too ---------------------------------------------------

_CATALOGUED = {
    "Template",
    "gettext",
    "gettext_noop",
    "pgettext",
    "pgettext_noop",
    "ngettext",
    "count",
    "Principle",
    "Inputs",
    "Deck",
}
"""The calls whose literal words scripts/catalogues.py gathers: a literal given to one of them is translated (a
Principle's name and its two sentences too, a game's name given to Inputs, a pack's name given to Deck)."""
_MARKUP = re.compile(r"[<>;={}\\/]|^[\w-]+:|\b\w+-\w+-")
"""HTML, CSS, regular expressions, paths and class names: no words a learner reads."""
_NOT_WORDS = {
    "row wrap",  # a box's CSS flex-flow
    "str | None",  # a type in an annotation
    "play a card",  # the four Kind values below: the kind of a step, by which a view picks its controls
    "choose cards",
    "pick a signal",
    "multiple choice",
    "plain trick-taking",  # the inputs' name of a game (the engine's words in its errors)
    "this lesson",
    "puedes jugar",  # Spanish already: the learner's verb put in a Spanish sentence (lesson.words.to_you)
}
_NOTATION = {"__all__", "POSITIONS", "OTHER_NAMES", "NAMES", "example"}
"""Names whose value holds no learner's words: a module's public names, the deals a lesson of principles
teaches on (tutor/lesson/principles/*.py), kept as actions in the game's notation ("trumps ♦ | play A♠"), the
other names of an action's verb a reader may type (tutor/grammar.py), the names a game is known by
(tutor/games/__init__.py: 'trup kasiet', typed as they are), and the example of a field of a deal's text
a refusal quotes (``example = f"'exchange 1 by {TEAMS[1]}'"``)."""


def _words_of(text: str) -> list[str]:
    return [word for word in text.split() if re.search(r"[A-Za-z]{2}", word)]


def _untranslated(path: Path, refusals: bool = False) -> list[str]:
    """The string literals of ``path`` that read as words (two or more) and reach no catalogue: not a docstring,
    not inside a ``raise`` or an ``assert`` (errors meant for programmers), not given to a catalogued call, not
    markup. ``refusals``: the words of a refusal a reader gets (a ``raise`` of the TutorError family, whose
    messages are translated) are looked at too."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    skipped: set[int] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Expr) and isinstance(node.value, ast.Constant):
            skipped.add(id(node.value))  # a docstring, of a module, a class, a function or an attribute
        elif (
            (isinstance(node, ast.Raise) and not (refusals and _is_refusal(node)))
            or isinstance(node, ast.Assert)
            or (
                isinstance(node, ast.Call)
                and getattr(node.func, "id", getattr(node.func, "attr", "")) in _CATALOGUED
            )
            or (isinstance(node, ast.Assign) and any(getattr(t, "id", "") in _NOTATION for t in node.targets))
            or (isinstance(node, ast.AnnAssign) and getattr(node.target, "id", "") in _NOTATION)
            or (isinstance(node, ast.keyword) and node.arg == "what")  # gathered by scripts/catalogues.py
        ):
            skipped.update(id(inner) for inner in ast.walk(node))
    return [
        f"{path}:{node.lineno}: {node.value!r}"
        for node in ast.walk(tree)
        if isinstance(node, ast.Constant)
        and isinstance(node.value, str)
        and id(node) not in skipped
        and len(_words_of(_QUOTED.sub(" ", node.value) if refusals else node.value)) >= 2
        and not _MARKUP.search(node.value)
        and node.value not in _NOT_WORDS
    ]


def test_the_lesson_model_and_the_widgets_say_no_word_outside_the_catalogue():
    """Every learner-facing literal of tutor/lesson and tutor/widgets goes through the catalogue (a Template, a
    gettext literal), so that it is said in the language spoken; the failure names each one left out."""
    found = [
        problem
        for folder in ("tutor/lesson", "tutor/widgets")
        for path in sorted((ROOT / folder).rglob("*.py"))
        for problem in _untranslated(path.relative_to(ROOT))
    ]
    assert not found, "words not in the catalogue:\n" + "\n".join(found)


def test_the_scan_finds_a_sentence_left_out_of_the_catalogue(tmp_path):
    """The scan above can fail: a learner's sentence in plain code is found; the same words given to gettext, in
    a docstring or in an error are not."""
    module = tmp_path / "module.py"
    module.write_text(
        '"""A docstring of two words."""\n'
        "def f(x):\n"
        "    if x:\n"
        '        raise ValueError("an error for a programmer")\n'
        '    return gettext("Right: well played.") if x else "Not that one."\n'
    )
    assert [line.split(": ", 1)[1] for line in _untranslated(module)] == ["'Not that one.'"]


def _japanese_leftovers(texts: list[str]) -> list[str]:
    """The English words (three letters or more) left in ``texts``, Subastao's Spanish words aside."""
    return [
        f"{word!r} in {text!r}"
        for text in texts
        for word in _ENGLISH_WORD.findall(text)
        if word not in _SPANISH_TERMS
    ]


def _steps() -> list[object]:
    """A step of each factory of the lesson model, built in the language spoken now."""
    from tutor.games import satat
    from tutor.lesson import BASIC, choice, choose_actions, choose_cards, play_card, play_from, which_wins
    from tutor.lesson.questions import points_choice

    state = satat.start(seed=1).apply("trumps S")
    return [
        play_card(BASIC, "AH 9H 7C", "KH"),
        play_card(BASIC, "AH 9H 7C", "KH QS", goal="win", trump="S"),
        play_card(BASIC, "AH 9H 7C", "KH", goal="lose"),
        choose_cards(BASIC, "AH 9H 7C 2S", "KH", trump="S"),
        which_wins(BASIC, "9H KH 2S", trump="S"),
        which_wins(BASIC, "9H KH 2C"),
        play_from(state),
        choose_actions(
            satat.start(seed=1), satat.start(seed=1).legal_actions()[:3], prompt="?", allowed="ok"
        ),
        choice("?", {"1": 1, "2": 2}, answer=1, wrong={2: "two is wrong here, count again"}),
        points_choice(
            "?",
            satat.parse_cards("AS TS KD"),
            [24, 25, 35],
            points=lambda card: {14: 11, 10: 10}.get(card.rank.number, 4),
        ),
    ]


def _said_by(step: object) -> list[str]:
    """Everything a step says: its prompt, hints, the feedback of every option and the answer."""
    scenario = step.scenario  # type: ignore[attr-defined]
    shown = str(scenario) if scenario is not None else ""  # a deal's own description too (describe())
    said = [step.prompt, *step.hints, step.answer_text(), shown]  # type: ignore[attr-defined]
    for option in step.options:  # type: ignore[attr-defined]
        answer = frozenset({option}) if step.multiple else option  # type: ignore[attr-defined]
        said.append(str(step.check(answer)))  # type: ignore[attr-defined]
    return [text for text in said if text and text != "?"]


def test_the_lesson_model_speaks_japanese_without_a_word_of_english():
    """Each factory's prompt, hints, feedback (right and wrong) and answer, in Japanese: no English word left;
    the same steps in Spanish are not the English ones."""
    with speaking("ja"):
        said = [text for step in _steps() for text in _said_by(step)]
    leftover = _japanese_leftovers([re.sub(r"two is wrong here, count again|ok", "", text) for text in said])
    assert not leftover, leftover
    with speaking("es"):
        spanish = [text for step in _steps() for text in _said_by(step)]
    english = [text for step in _steps() for text in _said_by(step)]
    assert len(spanish) == len(english)
    changed = [s != e for s, e in zip(spanish, english, strict=True)]
    assert sum(changed) >= 0.9 * len(changed), [e for s, e in zip(spanish, english, strict=True) if s == e]


@pytest.mark.parametrize("code", TRANSLATED)
def test_a_wrong_answer_keeps_two_sentences_in_sight_and_no_code_in_each_language(code):
    """The words test of the lessons (tests/test_lesson_words.py) for the translated feedback: no code terms and
    no card in notation, two sentences shown, the rest behind "more"."""
    from tests.helpers import word_problems

    with speaking(code):
        for step in _steps():
            for option in step.wrong_answers():  # type: ignore[attr-defined]
                feedback = step.check(option)  # type: ignore[attr-defined]
                text = str(feedback)
                assert not word_problems(text), (text, word_problems(text))
                ends = re.findall(r"[.!?](?=\s)|[。！？]", feedback.shown + " ")
                assert len(ends) <= 2, feedback.shown
                assert (feedback.shown + feedback.more).replace(" ", "") == text.replace(" ", "")


def test_the_widgets_say_their_labels_in_japanese():
    """A lesson view and a play table built while Japanese is spoken: every button, tooltip and line they show
    holds no English word."""
    pytest.importorskip("ipywidgets")
    from tutor.lesson import BASIC, Lesson, choose_cards, play_card
    from tutor.widgets import LessonView, PlayTable

    with speaking("ja"):
        lesson = Lesson("練習", [play_card(BASIC, "AH 9H 7C", "KH"), choose_cards(BASIC, "AH 9H 7C", "KH")])
        view = LessonView(lesson)
        view.click("7C")
        view.show_hint()
        view.session.next()
        view.render()
        view.click("AH")
        table = PlayTable("satat", seed=1)
        table.hint()
    buttons = [
        widget
        for root in (view, table)
        for widget in _descendants(root)
        if hasattr(widget, "description") and hasattr(widget, "tooltip")
    ]
    said = [text for b in buttons for text in (b.description, b.tooltip or "") if text]
    said += [view.progress.value, view.hints.value, view.feedback.value, table.hand.feedback]
    said = [re.sub(r"<[^>]*>|&\w+;", " ", text) for text in said]
    assert len(buttons) >= 10
    leftover = _japanese_leftovers(said)
    assert not leftover, leftover


@pytest.mark.parametrize("name", ["satat", "saskop", "piquet", "subastao"])
def test_the_play_tables_log_says_its_moves_in_the_language_spoken_now(name):
    """A play table's log of moves, made while English was spoken and shown after a switch to Japanese (a built
    lesson's saved table, opened by a Japanese learner): the seats and the actions in Japanese, none in English."""
    pytest.importorskip("ipywidgets")
    from tutor.widgets import PlayTable

    table = PlayTable(name, seed=2)
    while len(table.history) < 6 and not table.state.is_terminal:
        legal = table.state.legal_actions()
        table.act(next((a for a in legal if str(a) != "pass"), legal[0]))  # a pass by all would end the deal
    english = table.moves
    with speaking("ja"):
        table._render()
        japanese, log = table.moves, table.log_view.value
    assert len(japanese) == len(english) >= 6
    pairs = list(zip(japanese, english, strict=True))
    assert all(j != e for j, e in pairs), pairs
    leftover = _japanese_leftovers([re.sub(r"<[^>]*>", " ", log)])
    assert not leftover, leftover


def _descendants(widget: object) -> list[object]:
    found = [widget]
    for child in getattr(widget, "children", ()) or ():
        found += _descendants(child)
    return found


@pytest.mark.parametrize("name", ["satat", "saskop", "subastao"])
@pytest.mark.parametrize("seed", [1, 2, 3])
def test_each_bot_gives_its_hints_in_japanese(name, seed):
    """The bot's hint for every move of a deal (bidding, trumps, exchanges, play), in Japanese: no word of English
    left (Subastao's Spanish words aside); the same action as in English."""
    game = games.get(name)
    state, bot, seen = game.start(seed=seed), game.Bot(seed=seed), 0
    while not state.is_terminal and seen < 80:
        with speaking("ja"):
            action, why = bot.hint(state)
        english_action, english = bot.hint(state)
        assert action == english_action
        assert why != english or not _ENGLISH_WORD.search(english), why
        leftover = _japanese_leftovers([why])
        assert not leftover, (english, leftover)
        state, seen = state.apply(action), seen + 1


@pytest.mark.parametrize("name", ["satat", "saskop", "piquet", "subastao"])
def test_each_principle_of_play_is_named_and_said_in_each_language(name):
    """A game's principles of play as a lesson shows them (principle_html): in Japanese no English word left, in
    Spanish not the English words."""
    from tutor.lesson.principles import of_game, principle_html

    for principle in of_game(name):
        english = principle_html(principle)
        with speaking("ja"):
            japanese = re.sub(r"<[^>]*>", " ", principle_html(principle))
        with speaking("es"):
            spanish = principle_html(principle)
        leftover = _japanese_leftovers([japanese])
        assert not leftover, leftover
        assert spanish != english


_ENGLISH_IN_SPANISH = ENGLISH_WORD
"""English words a Spanish sentence of the principles would keep if a piece of it were left in English."""


def _broken_in_positions(name: str) -> list[tuple[object, object, object]]:
    """``(principle, position, choice)`` for every choice of the player to act that breaks a principle of
    ``name``, at each position its lesson teaches on (the module's ``position()``): the cards, calls and
    decisions he may take, and (in an exchange) the cards he may throw, one or two."""
    import importlib
    import itertools

    from tutor.lesson.principles import _choice

    module = importlib.import_module(f"tutor.lesson.principles.{name}")
    found = []
    for label in module.POSITIONS:
        state = module.position(label)
        choices = [_choice(a, state) for a in state.legal_actions() if not getattr(a, "signals", None)]
        if name == "piquet" and state.phase is games.piquet.Phase.EXCHANGE:
            hand = module.exchange_hand(state).sorted()
            choices += [CardSet(c) for n in (1, 2) for c in itertools.combinations(hand, n)]
        for choice in dict.fromkeys(choices):
            found += [(p, state, choice) for p in module.PRINCIPLES if p.broken_by(state, choice)]
    return found


@pytest.mark.parametrize("name", ["satat", "saskop", "piquet", "subastao"])
def test_how_a_choice_breaks_a_principle_is_said_in_each_language(name):
    """Every principle of a game, broken at the positions its lesson teaches on: how, said in Japanese, keeps no
    English word (Subastao's Spanish words aside); said in Spanish, it is not the English and keeps none of its
    words either."""
    found = _broken_in_positions(name)
    assert {principle.name for principle, _, _ in found} == {p.name for p in of_game(name)}
    for principle, state, choice in found:
        english = principle.broken_by(state, choice)
        with speaking("ja"):
            japanese = principle.broken_by(state, choice)
        with speaking("es"):
            spanish = principle.broken_by(state, choice)
        assert japanese and not _japanese_leftovers([japanese]), (english, japanese)
        assert spanish != english and not _ENGLISH_IN_SPANISH.search(spanish), (english, spanish)


def _decision_steps() -> list[object]:
    """A decision step of each kind, built in the language spoken now: Satat's 7–0 (play on or stop) and exchange,
    Piquet's discard, Subastao's bid, every hand shown."""
    from tutor.lesson.principles import piquet, satat, subastao

    exchange = satat.position("give-shown")
    discard = piquet.position("younger-shown")
    hand = piquet.exchange_hand(discard).sorted()
    return [
        satat.continue_step(satat.position("playon-shown"), principles=satat.PRINCIPLES),
        satat.exchange_step(
            exchange, [a.cards for a in exchange.legal_actions()][:3], principles=satat.PRINCIPLES
        ),
        piquet.discard_step(discard, [CardSet(hand[:3]), CardSet(hand[-3:])]),
        subastao.bid_step(subastao.position("bid-shown")),
    ]


def _decision_words(step: object) -> list[str]:
    """What a decision step says: its prompt, hints, the verdict of every choice and the answer (its position's
    description is the engine's, ``describe()``, not yet translated)."""
    said = [step.prompt, *step.hints, step.answer_text()]  # type: ignore[attr-defined]
    return said + [str(step.check(option)) for option in step.options]  # type: ignore[attr-defined]


def test_a_decision_steps_words_are_said_in_each_language(monkeypatch):
    """A decision step's prompt, hints, the reason of every wrong choice (the principle it breaks, how, what it
    costs) and the answer, in Japanese: no English word; in Spanish: none of English's either. The end of each
    deal is the solver's sentence (tutor.analysis.describe, the engine's words), stubbed here."""
    from tutor import analysis

    monkeypatch.setattr(analysis, "describe", lambda state, value: "<outcome>")
    for code, leftover in (
        ("ja", lambda text: _japanese_leftovers([text.replace("<outcome>", "")])),
        ("es", lambda text: _ENGLISH_IN_SPANISH.findall(text.replace("<outcome>", ""))),
    ):
        with speaking(code):
            steps = _decision_steps()
            said = [text for step in steps for text in _decision_words(step)]
            wrong = [str(step.check(w)) for step in steps for w in step.wrong_answers()]  # type: ignore[attr-defined]
        assert len(wrong) >= len(steps) and set(wrong) <= set(said)
        problems = [(text, leftover(text)) for text in said if leftover(text)]
        assert not problems, problems


# -- a deal's own words: describe(), facts(), the outcome, the score, the solver ------------------------------

_ENGLISH_IN_A_SPANISH_DEAL = ENGLISH_WORD
"""Words of the English descriptions that no Spanish one says (Spanish keeps Subastao's and Piquet's own
terms, which are not among them)."""


def _deal_words(name: str, seed: int) -> list[tuple[str, str]]:
    """What a seeded deal of ``name`` says of itself along the way, played by a seeded random hand to its end:
    ``(english, said)`` pairs of describe(), each fact's label and value, the outcome, the score's reason, and
    the solver's words on one position of the play (its value in words, each card's cost)."""
    import random

    from tutor import analysis
    from tutor.games.protocol import in_play

    game = games.get(name)
    state, rng, pairs, solved = game.start(seed=seed), random.Random(seed), [], False
    code = i18n.get_language()

    def both(words: object) -> None:
        with speaking("en"):
            english = words() if callable(words) else words
        pairs.append((str(english), str(words() if callable(words) else words)))

    while True:
        both(state.describe)
        with speaking("en"):
            english_facts = state.facts()
        for (label, value), (english_label, english_value) in zip(state.facts(), english_facts, strict=True):
            pairs += [(english_label, label), (english_value, value)]
        left = sum(len(hand) for hand in state.hands if hand is not None)
        if not solved and in_play(state) and left <= 12 and state.to_act is not None:
            solved = True
            costs = analysis.costs(state)
            for action, cost in costs.items():
                both(lambda cost=cost: str(cost))
                both(lambda value=cost.value, at=state: analysis.describe(at, value))
                if cost.loss:
                    both(lambda action=action, at=state: analysis.why(at, action))
                    both(lambda action=action, at=state: analysis.why(at, action, reveal=False))
        if state.is_terminal:
            break
        state = state.apply(rng.choice(list(state.legal_actions())))
    outcome = state.outcome()
    both(lambda: str(state.outcome()))
    score = getattr(outcome, "score", None)
    if score is not None:  # Saskop's score, made again in each language
        both(lambda: state.outcome().score.reason)
    assert i18n.get_language() == code
    return pairs


@pytest.mark.parametrize("name", ["satat", "saskop", "piquet", "subastao"])
@pytest.mark.parametrize("seed", [1, 2])
def test_a_deals_own_words_are_said_in_japanese_and_spanish(name, seed):
    """describe(), facts() (labels and values), the outcome, Saskop's score reason and the solver's words (a value
    of the deal, each card's cost, why a card costs) for a seeded deal of every game: in Japanese no English word
    left (Subastao's Spanish words aside), in Spanish none of the English words."""
    with speaking("ja"):
        japanese = _deal_words(name, seed)
    leftover = _japanese_leftovers([said for _, said in japanese])
    assert not leftover, leftover[:5]
    with speaking("es"):
        spanish = _deal_words(name, seed)
    kept = [(english, said) for english, said in spanish if _ENGLISH_IN_A_SPANISH_DEAL.search(said)]
    assert not kept, kept[:5]
    assert len(japanese) == len(spanish) and japanese[0][0] == spanish[0][0]  # the same deal
    spanish_suits = {suit.word for suit in Suit if suit.family.name == "SPANISH"}
    same = [s for e, s in spanish if _ENGLISH_WORD.search(e) and e == s and e not in spanish_suits]
    assert not same, same[:5]


def test_saskops_score_reason_is_said_in_the_language_and_kept_in_english_in_a_record():
    from tutor.games import saskop

    with speaking("ja"):
        score = saskop.game_points((75, 45), caller_team=1, diamonds=True)
    assert score.reason == "対抗側が75点を取った、ダイヤが切札"
    with speaking("es"):
        assert "defensores" in str(saskop.game_points((75, 45), caller_team=1, diamonds=True))
    state = saskop.play_out(saskop.start(0), saskop.Bot(seed=0))
    english = state.outcome().record()
    with speaking("ja"):
        japanese = state.outcome().record()
        assert _japanese_leftovers([state.outcome().score.reason]) == []
    assert japanese == english and re.search(r"made \d+", english["score_reason"])


def test_the_action_buttons_say_their_actions_in_words_in_japanese():
    """An action bar built while Japanese is spoken: no button says an action in the game's notation ("trumps ♠",
    "bid 60"), its signals' toggles neither."""
    pytest.importorskip("ipywidgets")
    from tutor.games import piquet, satat, subastao
    from tutor.widgets.actions import ActionBar

    with speaking("ja"):
        bars = [
            ActionBar(satat.start(seed=1)),
            ActionBar(subastao.start(seed=4)),
            ActionBar(piquet.start(seed=1, dealer=0)),
        ]
        said = [
            text
            for bar in bars
            for widget in _descendants(bar)
            for text in (
                getattr(widget, "description", ""),
                *[str(o[0]) for o in getattr(widget, "options", ())],
            )
            if text
        ]
    assert len(said) >= 8
    leftover = _japanese_leftovers(said)
    assert not leftover, leftover


def test_a_spanish_article_agrees_with_the_card_named_after_it():
    """A template writes "el {card}" once: la sota, a la sota, de la jota; el caballo, al rey stay."""
    from tutor.games import subastao
    from tutor.games.piquet import Combination, Kind

    with speaking("es"):
        beat_sota = subastao.explain_play("5C 3C AO SE", "SC", "5C", trump="O")
        beat_rey = subastao.explain_play("5C 3C AO SC", "RC", "SC", trump="O")
        fourth = Combination.of(Kind.SEQUENCE, "JH TH 9H 8H").said()
        fifth = Combination.of(Kind.SEQUENCE, "KH QH JH TH 9H").said()
    assert "superar a la sota de copas" in beat_sota and "al sota" not in beat_sota
    assert "superar al rey de copas" in beat_rey
    assert fourth.startswith("cuarta a la jota") and "al rey" in fifth
    assert i18n.grammar("en").agree("el sota") == "el sota"  # English has no agreement to make


# -- the refusals of bad input (tutor.inputs, tutor.cards, tutor.grammar, a LessonError) in every language ----------

_REFUSALS = {"TutorError", "NotationError", "ImpossiblePosition", "IllegalAction", "LessonError"}
"""The errors whose words a reader gets (a notebook's user, a lesson's author): translated, so scanned."""
_REFUSING = [
    "tutor/inputs.py",
    "tutor/cards.py",
    "tutor/grammar.py",
    "tutor/lesson/steps.py",
    "tutor/lesson/actions.py",
    "tutor/games/notation.py",
    "tutor/games/_shared.py",
    "tutor/games/piquet/notation.py",
    "tutor/games/saskop/notation.py",
    "tutor/games/satat/notation.py",
    "tutor/games/subastao/notation.py",
    "tutor/games/__init__.py",
    "tutor/lesson/principles/__init__.py",
    "tutor/lesson/principles/satat.py",
    "tutor/lesson/principles/subastao.py",
    "tutor/games/piquet/exchange.py",
    "tutor/games/piquet/match.py",
    "tutor/games/piquet/rules.py",
    "tutor/games/piquet/bot.py",
    "tutor/games/saskop/bot.py",
    "tutor/games/saskop/match.py",
    "tutor/games/saskop/rules.py",
    "tutor/games/saskop/state.py",
    "tutor/games/saskop/view.py",
    "tutor/games/subastao/rules.py",
    "tutor/games/subastao/state.py",
]
"""The modules whose refusals are said in the language spoken: none of their raises may hold plain words."""


def _is_refusal(node: ast.Raise) -> bool:
    """A ``raise`` of the TutorError family (``raise NotationError(...)``), or of a helper that makes one
    (``raise self._not_in_pack(...)``): not an error meant for a programmer (``AttributeError``)."""
    called = node.exc.func if isinstance(node.exc, ast.Call) else node.exc
    name = getattr(called, "id", getattr(called, "attr", ""))
    return name in _REFUSALS or name.startswith("_")


@pytest.mark.parametrize("module", _REFUSING)
def test_the_refusals_of_bad_input_say_no_word_outside_the_catalogue(module):
    """Every refusal raised by these modules is a Template (or gettext) said in the language spoken: the scan fails
    on a literal sentence in a ``raise NotationError(...)``, as it does on a lesson's words."""
    found = _untranslated(Path(module), refusals=True)
    assert not found, "refusals not in the catalogue:\n" + "\n".join(found)


_REFUSING_ONLY = [
    "tutor/games/piquet/declarations.py",
    "tutor/games/piquet/state.py",
    "tutor/games/saskop/actions.py",
    "tutor/games/satat/actions.py",
    "tutor/games/satat/state.py",
    "tutor/games/subastao/actions.py",
    "tutor/games/subastao/evaluate.py",
]
"""The modules whose refusals are said in the language spoken, though not every other literal of theirs is a
learner's word in the catalogue (an action's names in the notation, a combination's English name, a bot's
description): the scan looks into their raises only."""


@pytest.mark.parametrize("code", TRANSLATED)
def test_a_wrong_call_of_a_bot_or_a_view_is_said_in_each_language(code):
    """The plain ValueErrors of a call with nothing to do (a bot asked at the end of a deal, a Saskop view's ordering
    before trumps are fixed, its legal cards at the end): said in the language spoken, no English word left."""
    from tutor.games import piquet, saskop

    over, begun = piquet.play_out(piquet.start(1), piquet.Bot(seed=1)), saskop.start(1)
    done = saskop.play_out(begun, saskop.Bot(seed=1))
    calls = [
        lambda: piquet.Bot(seed=1).hint(over),
        begun.ordering,
        lambda: saskop.Bot(seed=1).choose(done),
        done.find_legal_mask,
    ]
    said = []
    for call in calls:
        with pytest.raises(ValueError) as english:
            call()
        with speaking(code), pytest.raises(ValueError) as error:
            call()
        assert type(error.value) is ValueError and str(error.value) != str(english.value)
        said.append(str(error.value))
    left = (
        _japanese_leftovers(said)
        if code == "ja"
        else [w for t in said for w in _ENGLISH_IN_SPANISH.findall(t)]
    )
    assert not left, (left, said)


@pytest.mark.parametrize("code", TRANSLATED)
def test_piquets_discard_reasons_and_estimate_are_said_in_each_language(code):
    """What a discard throws away (a learner reads it in lesson 15) and an estimate's summary: said in the language
    spoken, the cards and numbers as in English, no English word left."""
    from tutor.games import piquet
    from tutor.games.piquet.exchange import estimate_discard

    with speaking(code):
        reasons = piquet.discard_reasons(_PIQUET_HAND, "KS QS JS 9S 7C") + piquet.discard_reasons(
            _PIQUET_HAND, "9D"
        )
        summary = str(estimate_discard(_PIQUET_HAND, "8H 7H 9D 8C 7C", samples=20))
    assert len(reasons) == 3 and "K♦" in reasons[2] and "♠" in reasons[0]
    assert "8♥ 7♥ 9♦ 8♣ 7♣" in summary and "%" in summary
    texts = [*reasons, summary]
    left = (
        _japanese_leftovers(texts)
        if code == "ja"
        else [w for t in texts for w in _ENGLISH_IN_SPANISH.findall(t)]
    )
    assert not left, (left, texts)


def _refused_literals(path: Path) -> list[str]:
    """The literal words of the refusals ``path`` raises (a ``raise`` of the TutorError family): none, once each
    of them is a Template."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    return [
        f"{path}:{node.lineno}: {node.value!r}"
        for raised in ast.walk(tree)
        if isinstance(raised, ast.Raise) and _is_refusal(raised)
        for node in ast.walk(raised)
        if isinstance(node, ast.Constant)
        and isinstance(node.value, str)
        and len(_words_of(_QUOTED.sub(" ", node.value))) >= 2
    ]


@pytest.mark.parametrize("module", _REFUSING_ONLY)
def test_the_refusals_of_a_module_whose_other_words_wait_are_in_the_catalogue(module):
    found = _refused_literals(Path(module))
    assert not found, "refusals not in the catalogue:\n" + "\n".join(found)


def test_the_scan_of_refusals_finds_a_sentence_left_in_a_raise(tmp_path):
    module = tmp_path / "module.py"
    module.write_text(
        "def f(x):\n"
        "    if x is None:\n"
        '        raise AttributeError("card sets are immutable")\n'
        "    if not x:\n"
        "        raise NotationError(NOT_A_CARD.say(value=repr(x)))\n"
        '    raise NotationError(f"{x!r} is not a card")\n'
    )
    assert [line.split(": ", 1)[1] for line in _untranslated(module, refusals=True)] == ["' is not a card'"]
    assert [line.split(": ", 1)[1] for line in _refused_literals(module)] == ["' is not a card'"]
    assert _untranslated(module) == []


_PIQUET_HAND = "AS KS QS JS 9S AH 8H 7H KD 9D 8C 7C"
_SUBASTAO_HAND = "AO 3O RO CO SO 7O AC 3C RC CC SC 7C"


def _other_dealer(text: str) -> str:
    """The text of a deal with another dealer written than the one it names."""
    return re.sub(
        r"dealer (\w+)", lambda m: "dealer North" if m[1] == "South" else "dealer South", text, count=1
    )


def _bad_inputs() -> list[tuple[str, str, object]]:
    """``(module, the input as its refusal quotes it, a call refused)`` for each kind of bad input."""
    from tutor import games
    from tutor.cards import FRENCH_32, Family, parse_card
    from tutor.games import piquet, saskop, satat, subastao
    from tutor.games.piquet.declarations import Combination, Kind, compare_hands, point
    from tutor.games.piquet.exchange import estimate_discard
    from tutor.games.piquet.match import settle
    from tutor.games.saskop.match import play_game
    from tutor.games.saskop.rules import SaskopRules, game_points
    from tutor.games.subastao.evaluate import evaluate_bid, simulate
    from tutor.games.subastao.rules import SubastaoRules, cantes, inputs_of
    from tutor.inputs import Inputs
    from tutor.lesson import choice, principles

    table = Inputs("Piquet", FRENCH_32, seats=("South", "North"))
    return [
        ("inputs", "'KS 9S KS'", lambda: saskop.legal_plays("KS 9S KS", "AS", trump="H")),
        ("inputs", "'AS KS'", lambda: saskop.legal_plays("KS 9S 7D", "AS KS", trump="H")),
        ("inputs", "'AS 6S 7S 8S'", lambda: saskop.legal_plays("KS 9S 7D", "AS 6S 7S 8S", trump="H")),
        ("inputs", "'O'", lambda: satat.legal_plays("AS 9H", "KH", trump="O")),
        ("inputs", "'X'", lambda: saskop.legal_plays("KS 9S 7D", "AS", trump="X")),
        ("inputs", "'X'", lambda: subastao.legal_plays("AO 3O", "RC", trump="X")),
        ("inputs", "4", lambda: satat.start(1, dealer=4)),
        ("inputs", "'1'", lambda: satat.start(1, dealer="1")),
        ("inputs", "1.5", lambda: satat.start(1.5)),
        ("inputs", "'AS'", lambda: subastao.legal_plays("AS 3O", "RC", trump="O")),
        ("inputs", "42", lambda: table.cards(42)),
        ("inputs", "None", lambda: table.card(None)),
        ("inputs", "''", lambda: table.trick("", complete=True)),
        ("inputs", "'AS KH'", lambda: table.hand("AS KH", size=12)),
        ("inputs", "'7'", lambda: table.state("7", dict)),
        ("inputs", "'strict'", lambda: table.options("strict", dict)),
        ("inputs", "'no'", lambda: table.flag("no", what="trump_known")),
        ("inputs", "3", lambda: table.count(3, (1, 2), what="count")),
        ("inputs", "'x'", lambda: table.count("x", range(10), what="bid")),
        ("inputs", "'6S'", lambda: piquet.legal_plays("AS 9S", "6S")),
        ("cards", "'ZZ'", lambda: parse_card("ZZ")),
        ("cards", "'german'", lambda: Family("german")),
        ("cards", "'AS AS'", lambda: CardSet.parse("AS AS")),
        ("cards", "'XX'", lambda: CardSet(["XX"])),
        ("cards", "'KH'", lambda: parse_card("KH", "spanish")),
        ("cards", "'W'", lambda: Suit.parse("W")),
        ("grammar", "'frobnicate'", lambda: satat.GRAMMAR.parse("frobnicate")),
        ("grammar", "7", lambda: satat.GRAMMAR.parse(7)),
        ("grammar", "'6x'", lambda: subastao.GRAMMAR.parse("bid 6x")),
        ("grammar", "'ZZ'", lambda: saskop.GRAMMAR.parse("play ZZ")),
        (
            "lesson",
            "'How many?'",
            lambda: choice("How many?", [32, 36, 52], answer=32, wrong={36: "36 is Saskop's."}),
        ),
        ("lesson", "'How many?'", lambda: choice("How many?", answer=32, wrong={40: "No.", 32: "Right?"})),
        (
            "lesson",
            "'How many?'",
            lambda: choice("How many?", [1, 2, 3, 4], answer=1, wrong=lambda v: "Too many."),
        ),
        ("lesson", "'How many?'", lambda: choice("How many?", answer=lambda v: v == 1)),
        ("notation", "'chess'", lambda: satat.from_text("chess | dealer South")),
        (
            "notation",
            "'Nobody'",
            lambda: piquet.from_text(piquet.start(1).to_text().replace("North", "Nobody", 1)),
        ),
        (
            "notation",
            "'trup_kasiet=maybe'",
            lambda: satat.from_text(satat.start(1).to_text().replace("satat", "satat trup_kasiet=maybe", 1)),
        ),
        (
            "notation",
            "'target=many'",
            lambda: saskop.from_text(saskop.start(1).to_text().replace("saskop", "saskop target=many", 1)),
        ),
        ("notation", "'trumps'", lambda: satat.from_text("satat trumps | dealer South")),
        ("notation", "'seed x'", lambda: satat.from_text("satat | seed x | dealer South")),
        ("notation", "'satat | seed \"open'", lambda: satat.from_text('satat | seed "open')),
        ("notation", "'satat | seed 3'", lambda: satat.from_text("satat | seed 3")),
        ("notation", "'satat |  | dealer South'", lambda: satat.from_text("satat |  | dealer South")),
        ("notation", "'bid 99'", lambda: saskop.from_text(saskop.start(1).to_text() + " | actions bid 99")),
        ("notation", "'South AS AS'", lambda: piquet.from_text("piquet | dealer South | South AS AS")),
        (
            "piquet",
            "'stock ...'",
            lambda: piquet.from_text(re.sub(r" \| stock [^|]*", "", piquet.start(1).to_text())),
        ),
        (
            "piquet",
            "'cut AS AH'",
            lambda: piquet.from_text(piquet.start(1).to_text().replace("cut 7C KH", "cut AS AH")),
        ),
        (
            "piquet",
            "'cut KH 7C'",
            lambda: piquet.from_text(piquet.start(1).to_text().replace("cut 7C KH", "cut KH 7C")),
        ),
        (
            "saskop",
            "'cut x'",
            lambda: saskop.from_text(re.sub(r"\| cut \d+", "| cut x", saskop.start(1).to_text())),
        ),
        (
            "saskop",
            "'contract Nobody H'",
            lambda: saskop.from_text(saskop.start(1).to_text() + " | contract Nobody H"),
        ),
        (
            "satat",
            "'lesson'",
            lambda: satat.from_text(_other_dealer(satat.start("lesson").to_text())),
        ),
        (
            "satat",
            "'exchange 3 by X'",
            lambda: satat.from_text(satat.start(1).to_text() + " | exchange 3 by X"),
        ),
        ("games", "'chess'", lambda: games.get("chess")),
        ("exchange", "'AS'", lambda: estimate_discard("AS", "AS")),
        ("exchange", "'QH'", lambda: estimate_discard(_PIQUET_HAND, "QH")),
        ("exchange", "'x'", lambda: estimate_discard(_PIQUET_HAND, "8H", role="x")),
        ("piquet.declarations", f"'{_PIQUET_HAND} TH'", lambda: point(_PIQUET_HAND + " TH")),
        ("piquet.declarations", "A♠", lambda: compare_hands("AS KS", "AS QS")),
        ("piquet.declarations", "K♥ Q♥ 10♥", lambda: Combination.of(Kind.SEQUENCE, "KH QH TH")),
        ("piquet.match", "(90,)", lambda: settle((90,))),
        ("piquet.match", "-1", lambda: settle((90, 70), rubicon=-1)),
        ("piquet.rules", "'H'", lambda: piquet.legal_plays("AS", "KS", trump="H")),
        ("piquet.rules", "4", lambda: piquet.PiquetRules(packet=4)),
        ("piquet.state", "'AS'", lambda: piquet.start(1, hands="AS")),
        ("piquet.state", "5", lambda: piquet.parse_action(5)),  # type: ignore[arg-type]
        ("saskop.actions", "5", lambda: saskop.parse_action(5)),  # type: ignore[arg-type]
        ("saskop.rules", "0", lambda: SaskopRules(target=0)),
        ("saskop.rules", "(60, 50)", lambda: game_points((60, 50), caller_team=0)),
        ("saskop.rules", "(4, 4)", lambda: game_points((60, 60), caller_team=0, tricks=(4, 4))),
        ("saskop.match", "0", lambda: play_game(1, "random", max_deals=0)),
        ("saskop.state", "'H'", lambda: saskop.start(1, contract="H")),  # type: ignore[arg-type]
        ("saskop.state", "'x'", lambda: saskop.rollout("x")),  # type: ignore[arg-type]
        ("satat.actions", "5", lambda: satat.parse_action(5)),  # type: ignore[arg-type]
        ("satat.state", "'x'", lambda: satat.start(1, previous="x")),  # type: ignore[arg-type]
        ("satat.state", "0", lambda: satat.play_out(satat.start(1), lambda s: s.legal_actions()[0], limit=0)),
        ("subastao.actions", "5", lambda: subastao.parse_action(5)),  # type: ignore[arg-type]
        ("subastao.evaluate", "0", lambda: simulate(_SUBASTAO_HAND, "O", deals=0)),
        ("subastao.evaluate", "'x'", lambda: simulate(_SUBASTAO_HAND, "O", leader="x")),
        ("subastao.evaluate", "5", lambda: evaluate_bid(_SUBASTAO_HAND, trumps=5)),  # type: ignore[arg-type]
        ("subastao.rules", "'x'", lambda: SubastaoRules(variant="x")),  # type: ignore[arg-type]
        ("subastao.rules", "'x'", lambda: inputs_of("x")),  # type: ignore[arg-type]
        ("subastao.rules", "5", lambda: cantes("RO CO", trump="O", sung=5)),  # type: ignore[arg-type]
        ("subastao.rules", "-1", lambda: cantes("RO CO", trump="O", tute=-1)),
        ("principles", "500", lambda: principles.moment("satat", 1, 500)),
        ("principles", "'zz'", lambda: principles.broken(principles.of_game("satat"), satat.start(1), "zz")),
        ("games", "'chess'", lambda: games.from_text("chess | dealer South")),
        ("shared", "'bot'", lambda: satat.play_out(satat.start(1), "bot")),
        ("shared", "'pass'", lambda: saskop.replay(1, "pass")),
        ("shared", "'AS'", lambda: saskop.start(1, hands="AS")),
        ("shared", "'AS KS'", lambda: piquet.start(1, hands=["AS KS", None])),
        ("shared", "{'x': 1}", lambda: subastao.from_json('{"game": "subastao", "state": {"x": 1}}')),
        (
            "shared",
            "'os:system'",
            lambda: satat.from_json('{"game": "satat", "state": {"enum": "os:system"}}'),
        ),
    ]


_SPANISH_SUIT_WORDS = {"oros", "copas", "espadas", "bastos"}
"""What a reader types for a Spanish suit in every language (Suit.parse reads these words)."""
_QUOTED = re.compile(r"'[^']*'|\"[^\"]*\"|\w+(?:\.\w+)*\([^()]*\)|\b\w+=|\b(?:None|Card)\b")
"""What a refusal quotes as written: the input, a notation to type, a call (``saskop.start()``), an argument or a
value of the code (``None``, ``Card`` objects: what a notebook user types, in every language)."""


def _said_refusal(call: object, code: str) -> str:
    with speaking(code), pytest.raises(TutorError) as error:
        call()  # type: ignore[operator]
    return str(error.value)


@pytest.mark.parametrize("code", TRANSLATED)
@pytest.mark.parametrize("index", range(len(_bad_inputs())))
def test_a_refusal_of_bad_input_is_said_in_each_language_quoting_the_input(index, code):
    """A bad input refused (tutor.inputs, tutor.cards, tutor.grammar, a lesson's step): the same class as in
    English, the input quoted as given, and, quoted things aside, no word of English (Japanese: none at all;
    Spanish: none of the words a Spanish sentence never holds)."""
    module, shown, call = _bad_inputs()[index]
    with pytest.raises(TutorError) as english:
        call()  # type: ignore[operator]
    with speaking(code), pytest.raises(TutorError) as error:
        call()  # type: ignore[operator]
    said = str(error.value)
    assert type(error.value) is type(english.value) and error.value.args[1:] == english.value.args[1:]
    assert said != str(english.value), (module, said)
    assert shown in said and shown in str(english.value), (module, shown, said)
    rest = _QUOTED.sub(" ", said)
    if code == "ja":
        left = [w for w in _japanese_leftovers([rest]) if not any(f"'{s}'" in w for s in _SPANISH_SUIT_WORDS)]
    else:
        left = _ENGLISH_IN_SPANISH.findall(rest)
    assert not left, (module, str(english.value), said, left)


def _lesson_outputs(path: Path, code: str) -> list[tuple[str, str]]:
    """``(source, printed)`` of each code cell of a lesson file, run as the site ships it in ``code``."""
    import contextlib

    import jupytext

    from tutor.lesson.sources import in_language, lesson_words

    text = in_language(path.read_text(encoding="utf-8"), code, lesson_words(path, code))
    namespace: dict[str, object] = {"__name__": "lesson"}
    outputs = []
    with speaking("en"):
        for cell in jupytext.reads(text, fmt="md:myst").cells:
            if cell.cell_type != "code":
                continue
            source = "\n".join(line for line in cell.source.splitlines() if not line.lstrip().startswith("%"))
            printed = io.StringIO()
            with contextlib.redirect_stdout(printed):
                exec(compile(source, path.name, "exec"), namespace)
            outputs.append((source, printed.getvalue()))
    return outputs


@pytest.mark.parametrize("code", TRANSLATED)
def test_the_teachers_lesson_shows_its_refusals_in_each_language(code):
    """Lesson 19 (for teachers) prints the refusals a lesson's author meets (a LessonError, tutor.inputs' refusals
    of cards twice, a trick too long, a suit of the other pack, a dealer not at the table): in Japanese and Spanish
    every line of them is said in that language, the inputs quoted as written."""
    path = ROOT / "lessons" / "19-for-teachers.md"
    refusals = [out for source, out in _lesson_outputs(path, code) if "except" in source]
    lines = [line for out in refusals for line in out.splitlines() if line.strip()]
    assert len(lines) >= 6, lines
    assert any("'KS 9S KS'" in line for line in lines) and any("'O'" in line for line in lines), lines
    rest = [_QUOTED.sub(" ", line) for line in lines]
    left = (
        _japanese_leftovers(rest)
        if code == "ja"
        else [w for t in rest for w in _ENGLISH_IN_SPANISH.findall(t)]
    )
    assert not left, (left, lines)
