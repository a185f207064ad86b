"""Words for a 12-year-old: every step of every learner's lesson, as the lesson model builds it, is read for
code terms, raw card codes and long feedback; and the rules behind that (tutor.lesson.words) are tested on their own.

The lessons' steps come from the lesson files themselves (tests/lesson_walk.py), so a new lesson or a reworded
step is checked without writing a test. The teachers' lesson is about code and is left out.
"""

from __future__ import annotations

import html
import re

import pytest

from tests.helpers import RAW_CARD, text_problems, word_problems
from tests.lesson_walk import LESSONS, lessons_of, run_lesson, sessions
from tutor.cards import Card, Family
from tutor.lesson import BASIC, Feedback, Kind, Lesson, choice, play_action, play_card
from tutor.lesson.words import SHOWN_SENTENCES, in_words, option_label, split_sentences

pytest.importorskip("jupytext")

#: the lessons for learners (the teachers' lesson and the notebook-API parts are about code)
LEARNERS = [p for p in LESSONS if not p.stem.endswith("-for-teachers")]

# a word, for the spelling: letters (accents too), with an apostrophe inside ("don't"), no digits or suits; a
# possessive is spelt as its noun ("Piquet's": "piquet"), a card in notation (lesson 1 teaches it) is no word
WORD = re.compile(r"[^\W\d_]+(?:'(?!s\b)[^\W\d_]+)?")
CODE = re.compile(r"\b(?:10|[2-9TAKQJCSR])[SHDCOEB]\b")

#: the lessons' own words, which an English dictionary does not hold: the games' terms (Mauritian Creole,
#: Estonian, Spanish, Cavendish's French), British spellings, names
OWN_WORDS = frozenset(
    [
        "satat",
        "saskop",
        "sasscoop",
        "sasku",
        "lambapea",
        "subastao",
        "piquet",
        "tute",
        "subastado",
        "trup",
        "kasiet",
        "mauritius",
        "mauritian",
        "estonia",
        "estonian",
        "cavendish",
        "cavendish's",
        "victorian",
        "pile",
        "grate",
        "vire",
        "lese",
        "piler",
        "gratter",
        "creole",
        "oros",
        "copas",
        "espadas",
        "bastos",
        "rey",
        "reyes",
        "caballo",
        "sota",
        "as",
        "de",
        "tres",
        "cuarenta",
        "veinte",
        "las",
        "los",
        "diez",
        "últimas",
        "cartas",
        "blancas",
        "asistir",
        "montar",
        "fallar",
        "pisar",
        "contrafallar",
        "renuncio",
        "mano",
        "cante",
        "cantes",
        "siete",
        "seis",
        "cinco",
        "cuatro",
        "dos",
        "tierce",
        "quart",
        "quint",
        "sixième",
        "septième",
        "huitième",
        "quatorze",
        "quatorzes",
        "trio",
        "trios",
        "repique",
        "pique",
        "capot",
        "partie",
        "rubicon",
        "rubiconed",
        "carte",
        "blanche",
        "elder",
        "younger",
        "talon",
        "colour",
        "colours",
        "favour",
        "honour",
        "centre",
        "neighbour",
        "neighbours",
        "undealt",
        "oro",
        "bot",
        "bots",
        "redeal",
        "redeals",
        "reshuffles",
    ]
)

# three cards in a row: a list of cards, not a title
CARD = r"(?:10|[2-9AKQJ])[♠♥♦♣]"
CARD_RUN = re.compile(rf"{CARD}[ ,]+{CARD}[ ,]+{CARD}")


def _sentences(text: str) -> int:
    return len([s for s in re.split(r"(?<=[.!?])\s+", text.strip()) if s])


def _step_texts(step, where: str):
    """Every text a learner reads in one step, with where it comes from."""
    yield f"{where} prompt", step.prompt
    if step.scenario is not None:
        yield f"{where} situation", step.scenario.describe()
    for label in step.labels():
        yield f"{where} option", label
    for hint in step.hints:
        yield f"{where} hint", hint
    for wrong in step.wrong_answers():
        yield f"{where} feedback on {wrong!r}", str(step.check(wrong))
    for right in step.answers():
        yield f"{where} feedback when right", str(step.check(right))
    yield f"{where} answer", step.answer_text()


def _texts(lesson: Lesson):
    """Every text a learner reads in a lesson box, with where it comes from."""
    yield "title", lesson.title
    if lesson.intro:
        yield "intro", lesson.intro
    for number, step in enumerate(lesson.steps, 1):
        yield from _step_texts(step, f"step {number}")


def _every_text(path):
    """Every text a lesson file's lessons and drills (their first exercises) can show: what the model produces."""
    for session in sessions(run_lesson(path)):
        if isinstance(session, Lesson):
            yield from ((f"{session.title!r} {where}", text) for where, text in _texts(session))
        else:
            for number, step in enumerate(session.take(3), 1):
                yield from (
                    (f"{session.title!r} {where}", text)
                    for where, text in _step_texts(step, f"exercise {number}")
                )


#: the texts that are sentences, and end with a full stop (or a question or an exclamation mark)
SENTENCES = re.compile(r" (?:prompt|hint|feedback on .*|feedback when right|answer)$")


@pytest.mark.parametrize("path", LEARNERS, ids=lambda p: p.stem)
def test_a_learner_reads_no_code_and_no_card_codes(path):
    lessons = lessons_of(path)
    assert lessons, f"{path.name} builds no lesson"
    problems = [
        f"{lesson.title!r} {where}: {problem} in {text!r}"
        for lesson in lessons
        for where, text in _texts(lesson)
        for problem in word_problems(text)
    ]
    assert not problems, "\n".join(problems)


@pytest.mark.parametrize("path", LEARNERS, ids=lambda p: p.stem)
def test_a_learner_reads_no_slip_of_grammar(path):
    """The slips the issue found (``Not no.``, ``cannot trumps``, ``1 points``, ``about 1 more tricks``, ``the
    soloist make``, ``only 0 points``, ``has no ♣, so must trump`` without a subject, a small letter after a full
    stop, a missing full stop) and their kin (:data:`tests.helpers.SLIPS`), in every text the model produces."""
    problems = [
        f"{where}: {problem} in {text!r}"
        for where, text in _every_text(path)
        for problem in text_problems(text, sentence=bool(SENTENCES.search(where)))
    ]
    assert not problems, "\n".join(problems)


@pytest.mark.parametrize("path", LEARNERS, ids=lambda p: p.stem)
def test_a_learner_reads_words_spelt_right(path):
    """Every word of every text the model produces is in the English dictionary (pyspellchecker, which carries its
    dictionary: it runs offline), or in the lessons' own words (:data:`OWN_WORDS`: the games' terms, names)."""
    spelling = pytest.importorskip("spellchecker")
    checker = spelling.SpellChecker()
    unknown: dict[str, str] = {}
    for where, text in _every_text(path):
        words = {w.lower() for w in WORD.findall(CODE.sub(" ", text))} - OWN_WORDS
        for word in checker.unknown(words):
            unknown.setdefault(word, f"{where}: {text!r}")
    assert not unknown, "\n".join(f"{word!r} in {found}" for word, found in sorted(unknown.items()))


@pytest.mark.parametrize("path", LEARNERS, ids=lambda p: p.stem)
def test_a_lesson_title_is_words_not_a_list_of_cards(path):
    for lesson in lessons_of(path):
        assert not CARD_RUN.search(lesson.title), lesson.title
        assert not RAW_CARD.search(lesson.title), lesson.title


@pytest.mark.parametrize("path", LEARNERS, ids=lambda p: p.stem)
def test_a_wrong_answer_shows_at_most_two_sentences_the_rest_behind_more(path):
    """Each wrong answer of each step clicked in a lesson box: what shows at once (under the cards, or in the
    feedback element outside its <details>) is at most two sentences; all of the feedback is there."""
    pytest.importorskip("ipywidgets")
    from tutor.widgets.lesson_view import LessonView

    for lesson in lessons_of(path):
        view = LessonView(lesson)
        for number, step in enumerate(lesson.steps):
            for wrong in step.wrong_answers()[:3]:
                lesson.goto(number)
                lesson.retry()
                view.render()
                feedback = view.choose(wrong) if step.multiple else view.click(wrong)
                where = f"{lesson.title!r} step {number + 1}, {wrong!r}"
                element = view.feedback.value if view.feedback.layout.display != "none" else ""
                outside = re.sub(r"<details.*?</details>", "", element, flags=re.S)
                at_once = view.hand.feedback if view.hand is not None else re.sub(r"<[^>]+>", "", outside)
                assert _sentences(at_once.lstrip("✗ ")) <= SHOWN_SENTENCES, f"{where}: {at_once!r}"
                if feedback.more:
                    assert "<summary>more</summary>" in element and html.escape(feedback.more) in element, (
                        where
                    )
                else:
                    assert "<details" not in element, where


# -- the rules, on their own -------------------------------------------------------------------------------


def test_a_long_feedback_keeps_two_sentences_in_sight_and_the_rest_behind_more():
    feedback = Feedback(
        False, "Not that one.", "You cannot play 7♣: must follow ♥", "West's A♥ now wins the trick"
    )
    assert feedback.shown == "Not that one. You cannot play 7♣: must follow ♥."
    assert feedback.more == "West's A♥ now wins the trick."
    assert "<details" in feedback._repr_html_() and "<summary>more</summary>" in feedback._repr_html_()
    assert "<details" not in Feedback(False, "Not that one.", "You cannot play 7♣")._repr_html_()


def test_split_sentences_does_not_cut_inside_a_number():
    assert split_sentences("Right. It scores 42.5 points. A 7-0. More.") == (
        "Right. It scores 42.5 points.",
        "A 7-0. More.",
    )


def test_a_long_feedback_in_a_lesson_box_with_cards_opens_with_more():
    pytest.importorskip("ipywidgets")
    from tutor.widgets.lesson_view import LessonView

    def goal(card):
        if card == Card.parse("AH"):
            return True, ""
        return False, "It gives the trick away. Your partner wanted a trump. Keep your high cards for later."

    view = LessonView(
        Lesson(
            "Long",
            [
                play_card(BASIC, "AH 9H 7C", "KH", goal=goal),
                choice("?", [1, 2], 2, wrong={1: "One is less than two."}),
            ],
        )
    )
    view.click("9H")
    assert view.hand.feedback == "✗ Legal, but not the best card here. It gives the trick away."
    assert view.feedback.layout.display == ""  # the "more" shows under the cards
    assert "<summary>more</summary>" in view.feedback.value and "Keep your high cards" in view.feedback.value
    assert "gives the trick away" not in view.feedback.value  # said once
    view.click("AH")
    assert view.feedback.layout.display == "none"  # nothing more to say


def test_a_state_description_names_the_cards_and_says_whose_turn_it_is():
    assert in_words("Trick 3; on the table: 6D JH; South (younger) to act") == (
        "Trick 3; on the table: 6♦ J♥; South's turn"
    )
    assert in_words("trick so far AO", Family.SPANISH) == "trick so far as de oros"
    assert in_words("a trick of 7 cards, OK") == "a trick of 7 cards, OK"  # words are left alone


def test_an_action_that_plays_a_card_is_labelled_with_the_card():
    from tutor.games import subastao

    state = subastao.start(3)
    while not any(getattr(a, "card", None) for a in state.legal_actions()):
        state = state.apply(subastao.Bot(seed=3).choose(state))
    play = next(a for a in state.legal_actions() if isinstance(getattr(a, "card", None), Card))
    assert option_label(play) == play.card.unicode() != str(play)
    step = play_action(state, prompt="Play a card.", kind=Kind.PLAY)
    assert play.card.unicode() in step.labels()
