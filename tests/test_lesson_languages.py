"""The lessons in every language (tutor.lesson.sources, lessons/locale/): the catalogues in step with the lessons,
every translation keeping the code's fields, and every lesson still working whatever its words say.

* a made-up language that changes every piece a learner reads shows that no lesson's code depends on its own
  words (a lesson that compared a sentence with itself would break when translated): every lesson runs, and every
  step takes its right answers and refuses a wrong one;
* each real language (Japanese, Spanish): every lesson runs with its catalogue, every step takes its right answers
  and refuses a wrong one with a reason, and the translated words are the ones the learner reads.
"""

from __future__ import annotations

import re
import subprocess
import sys
from pathlib import Path

import pytest

from tests.english_words import english_left
from tests.lesson_walk import LESSONS, lesson_words, named_right_answers, run_lesson, run_translated, sessions
from tutor import i18n
from tutor.lesson import Lesson
from tutor.lesson.sources import TranslationError, fields, pieces, translate

ROOT = Path(__file__).resolve().parent.parent
LANGUAGES = [code for code in i18n.LANGUAGES if code != "en"]

pytest.importorskip("jupytext")


def _ids(path: Path) -> str:
    return path.stem


def test_the_lesson_catalogues_are_in_step_with_the_lessons():
    """Every piece of every lesson is in its catalogue in each language (scripts/lesson_catalogues.py)."""
    done = subprocess.run(
        [sys.executable, str(ROOT / "scripts" / "lesson_catalogues.py"), "--check"],
        capture_output=True,
        text=True,
    )
    assert done.returncode == 0, done.stderr + done.stdout


@pytest.mark.parametrize("path", LESSONS, ids=_ids)
def test_a_lesson_without_translations_is_its_english_source(path):
    source = path.read_text(encoding="utf-8")
    assert translate(source, {}) == source


@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.parametrize("path", LESSONS, ids=_ids)
def test_every_translation_keeps_the_fields_of_its_english(path, language):
    """A translated f-string keeps each ``{...}`` (the lesson's code); translate() refuses one that does not."""
    words = lesson_words(path, language)
    translate(path.read_text(encoding="utf-8"), words)  # raises TranslationError naming the piece
    for english, said in words.items():
        assert said.strip(), english


def test_a_translation_that_drops_a_field_is_refused():
    source = '```{code-cell} ipython3\nx = f"{name} leads now."\n```\n'
    with pytest.raises(TranslationError, match=r"\{name\}"):
        translate(source, {"{name} leads now.": "Sale."})
    with pytest.raises(TranslationError, match=r"adds \{other\}"):
        translate(source, {"{name} leads now.": "{name} {other} sale."})
    assert 'f"{gettext(name)} sale ahora."' in translate(
        source, {"{name} leads now.": "{gettext(name)} sale ahora."}
    )


#: lessons whose literals must be said exactly as the engine says them in the lesson's language (a sequence's name
#: compared with the engine's): a made-up language cannot match them, the real ones are checked below
SAYS_THE_ENGINES_WORDS = {"08-piquet-declarations": "names of sequences, compared with Combination.name()"}


def _made_up(path: Path) -> dict[str, str]:
    """Every piece changed (its fields kept), as a translation would."""
    return {
        piece.text: "«" + piece.text + "»" if not fields(piece.text) else "¿" + piece.text + "?"
        for piece in pieces(path.read_text(encoding="utf-8"))
    }


def _walk(path: Path, namespace: dict, language: str) -> list[str]:
    problems = []
    with i18n.speaking(language):
        for session in sessions(namespace):
            steps = session.steps if isinstance(session, Lesson) else session.take(3)
            for number, step in enumerate(steps, 1):
                where = f"{path.name} ({language}): {session.title!r} step {number}"
                right = step.answers()
                if not right or not all(step.check(answer).correct for answer in right):
                    problems.append(f"{where}: its right answers are not taken")
                wrong = step.wrong_answers()
                if wrong and (step.check(wrong[0]).correct or not str(step.check(wrong[0]))):
                    problems.append(f"{where}: a wrong answer is taken or says nothing")
                elif (
                    wrong
                    and isinstance(session, Lesson)
                    and (named := named_right_answers(step, wrong[0], str(step.check(wrong[0]))))
                ):
                    problems.append(f"{where}: the wrong answer's feedback names the right answer {named}")
                labels = [step.label(option) for option in step.options]
                if len(set(labels)) != len(labels):
                    problems.append(f"{where}: two options are shown alike: {labels}")
    return problems


@pytest.mark.parametrize("path", LESSONS, ids=_ids)
def test_no_lesson_depends_on_its_own_words(path):
    if path.stem in SAYS_THE_ENGINES_WORDS:
        pytest.skip(SAYS_THE_ENGINES_WORDS[path.stem])
    namespace = run_translated(path, "es", _made_up(path))
    assert sessions(namespace), f"{path.name} builds nothing in a made-up translation"
    assert not _walk(path, namespace, "es")


@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.parametrize("path", LESSONS, ids=_ids)
def test_every_lesson_works_in_each_language(path, language):
    namespace = run_lesson(path, language)
    assert sessions(namespace), f"{path.name} builds nothing in {language}"
    assert not _walk(path, namespace, language)
    words = lesson_words(path, language)
    for session in sessions(namespace):
        english = {piece.text for piece in pieces(path.read_text(encoding="utf-8"))}
        if session.title in english and words.get(session.title):
            pytest.fail(f"{path.name}: the title {session.title!r} was not translated")


def test_marked_literals_are_left_to_the_engine_or_given_to_the_learner():
    """``# notation`` keeps a literal the engine reads as it is; ``# words`` gives a one-word option to translate."""
    source = (
        "```{code-cell} ipython3\n"
        'state = state.apply("take in")  # notation\n'
        'choice("Is the king a winner?", {"yes": True, "no": False})  # words\n'
        'key = "yes"\n'
        "```\n"
    )
    assert [piece.text for piece in pieces(source)] == ["Is the king a winner?", "yes", "no"]
    said = translate(source, {"take in": "robar", "yes": "sí", "no": "no"})
    assert 'apply("take in")' in said and '{"sí": True, "no": False}' in said and 'key = "yes"' in said


#: what a learner does not read as a sentence: a code span (`KS`), an f-string's field ({SEED}), a link's address
_NOT_READ = re.compile(r"`[^`]*`|\{[^{}]*\}|\]\([^)]*\)")


@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.parametrize("path", LESSONS, ids=_ids)
def test_no_translated_piece_keeps_english(path, language):
    """A translation holds no English sentence left over (tests/english_words.py): found here, before the browser
    finds it on the built page ("Saskop, *which cards may you play*, seed 2026" was left in Japanese and Spanish)."""
    left = {
        english: found
        for english, translated in lesson_words(path, language).items()
        if (found := english_left(_NOT_READ.sub(" ", translated), language))
    }
    assert not left, left


def test_english_left_in_a_piece_is_found():
    assert english_left(_NOT_READ.sub(" ", "「サスコップ、*which cards may you play*、シード2026」"), "ja")
    assert not english_left(_NOT_READ.sub(" ", "`which cards` と {seed_of the deal}"), "ja")
