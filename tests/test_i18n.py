"""The languages (tutor.i18n): choosing one, the catalogues (read, compiled, in step with the code, complete for
the engine), each template said in every language without a field lost or a word of English left, and the
engine's sentences in Japanese and Spanish.
"""

from __future__ import annotations

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
from tests.test_sentences import _said
from tutor import games, i18n
from tutor.cards import Card, Suit
from tutor.errors import TutorError
from tutor.i18n import LANGUAGES, LanguageError, compile_po, read_po, set_language, speaking
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


def test_a_thread_speaks_its_own_language():
    set_language("ja")
    seen: list[str] = []
    worker = threading.Thread(target=lambda: seen.append(tutor.get_language()))
    worker.start()
    worker.join()
    assert seen == ["en"] and tutor.get_language() == "ja"


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
    no English word left but Subastao's Spanish words and the values given."""
    with speaking(code):
        for who in [YOU, seat("South"), team("North–South")] if template.has_subject else [None]:
            for number in (1, 2) if template.counted else (2,):
                text = _said(template, who, number)
                assert "{" not in text and "}" not in text, text
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
