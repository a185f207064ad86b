"""Every step of every lesson, clicked in the built site as a learner would (issue 13).

The steps are not written here: each lesson file's code cells run in this process (``tests/lesson_walk.py``), and
the :class:`~tutor.lesson.Lesson` objects they build say, step by step, which answer is right and which are wrong
(``Step.right_answer()``, ``Step.wrong_answers()``, computed by the rules). A new lesson is covered without a new
test. In the browser, each lesson view is walked step by step:

* a wrong answer: visible feedback (a live region) that says it is wrong, and why (the lesson model's reason,
  never a generic "Think again", in sight at once), and does not name the right answer, the score unchanged;
* a hint; *Retry*; the right answer: the step's box says "right after a retry", still no score;
* *Show answer*: the answer in words, and on a step answered by choosing several options, those options selected;
* *Next*; at the end, *Reset*, the first step right at the first try (the score counts it), *Back*.

Then no error output and no page error. And lesson 11: each of the four tables plays a whole deal by clicking,
auction, exchange and declarations included.

Each lesson is one test (one page, one kernel), so the walk splits across lessons; the lessons become live by
themselves when the site runs them on opening, else by Run All.

The same walk runs in the lessons' other languages (``ja/NN-x.ipynb``, ``es/NN-x.ipynb``: the lesson model built in
that language says which option is right, with what words; the buttons and lines are read in that language's words),
every step of every box, in the same page: the first box of each lesson as above, the others lightly (each step: a
wrong answer, its reason in sight and the right answer not named, read as that language is written; then the right
answer, then *Next*). The hint, *Retry*, *Show answer*, *Reset* and *Back* are the same buttons in every box, and
clicked in the first; what differs from box to box is the words, which the light walk reads all of.
"""

from __future__ import annotations

import os
import re
from pathlib import Path

import pytest
from browser_helpers import CLICK_MS, LIVE, NB, error_outputs, make_live, play_to_the_end, wait_for_notebook

from tests.lesson_walk import LESSONS, Walk, lessons_of, named_right_answers, walks
from tutor.cards import Card
from tutor.i18n import gettext, speaking
from tutor.lesson.words import is_generic, split_sentences

#: the languages every lesson is walked in (every box; in Japanese and Spanish, the boxes after the first lightly;
#: buttons and lines read through the catalogue); ``TUTOR_WALK_LANGUAGES=en`` walks English only (see site/README.md,
#: "Languages")
LANGUAGES = tuple(os.environ.get("TUTOR_WALK_LANGUAGES", "en,ja,es").split(","))


def said(text: str) -> str:
    """A word of the lesson box in the language spoken now (as the box says it)."""
    return gettext(text)


def step_line(
    number: int | None = None, total: int | None = None, score: int | None = None
) -> re.Pattern[str]:
    """The box's progress line ("Step 2 of 5 · score 1 of 5", in the language spoken now) as a pattern that both
    Python and the browser read: the numbers given, any other number; the score (the first time it is said) is
    the pattern's only group."""
    text = gettext("Step {number} of {total} · score {score} of {total}")
    pattern, caught = "", False
    for literal, field in re.findall(r"([^{]*)(?:\{(\w+)\})?", text):
        pattern += re.escape(literal).replace("\\ ", " ")
        if field:
            value = {"number": number, "total": total, "score": score}[field]
            number_text = str(value) if value is not None else r"\d+"
            if field == "score" and not caught:
                pattern += f"({number_text})"
                caught = True
            else:
                pattern += number_text
    return re.compile(pattern)


pytestmark = pytest.mark.browser

pytest.importorskip("playwright.sync_api")
from playwright.sync_api import expect  # noqa: E402


def _ids(path: Path) -> str:
    return path.stem


#: the live lesson boxes (drawn by Python)
LIVE_BOXES = f"{NB} .tutor-lesson-view{LIVE}"

#: the lesson boxes the site's lesson engine answers before Python starts (site/engine/)
ENGINE_BOXES = f"{NB} .tutor-static.tutor-engine .tutor-lesson-view"


def lesson_view(page, title: str, boxes: str = LIVE_BOXES):
    heading = page.locator("h3", has_text=re.compile(rf"^\s*{re.escape(title)}\s*$"))
    return page.locator(boxes, has=heading).first


def feedback_of(view):
    """The feedback on show: under the cards for a card step, under the buttons otherwise."""
    return view.locator(".tutor-feedback:visible").first


def progress_of(view):
    return view.locator(".tutor-progress")


def click_control(view, name: str) -> None:
    """Click the box's button ``name`` (its English label, said in the language spoken now)."""
    view.get_by_role("button", name=said(name), exact=True).click()


def option_button(view, label: str):
    return view.locator(".tutor-option").filter(has_text=re.compile(rf"^\s*{re.escape(label)}\s*$")).first


class Answerer:
    """Clicks an answer of one step: cards of the live hand, or option buttons; toggles then Check for a step
    answered by choosing several options."""

    def __init__(self, view, walk: Walk) -> None:
        self.view, self.step = view, walk.step
        self.cards = all(isinstance(option, Card) for option in self.step.options)  # as LessonView draws it
        self.chosen: set = set()

    def _click(self, option) -> None:
        if self.cards:
            card = self.view.locator(f'.tutor-hand .tutor-card[data-card="{option}"]')
            card.click()
        else:
            option_button(self.view, self.step.label(option)).click()

    def answer(self, value) -> None:
        if not self.step.multiple:
            self._click(value)
            return
        for option in self.step.options:  # toggle what differs from the current choice
            if (option in value) != (option in self.chosen):
                self._click(option)
        self.chosen = set(value)
        if self.cards:  # the toggles reached the kernel: the hand shows the choice
            for option in self.step.options:
                card = self.view.locator(f'.tutor-hand .tutor-card[data-card="{option}"]')
                expect(card).to_have_attribute("aria-pressed", str(option in value).lower(), timeout=CLICK_MS)
        click_control(self.view, "Check")

    def reset(self) -> None:
        self.chosen = set()


def score_text(view) -> str:
    expect(progress_of(view)).to_contain_text(step_line(), timeout=CLICK_MS)
    text = progress_of(view).text_content()
    found = step_line().search(text)
    assert found, f"no score in {text!r}"
    return found.group(1)


def answer_wrong(view, walk: Walk, answerer: Answerer, before: str) -> None:
    """Answer the step wrong: visible feedback that says why (in sight at once) and does not name the right
    answer, in a live region, the score unchanged."""
    step, where = walk.step, walk.where
    answerer.answer(walk.wrong)
    feedback = feedback_of(view)
    expect(feedback, where).to_contain_text("✗", timeout=CLICK_MS)
    text = feedback.text_content()
    assert len(text.strip()) > 3, f"{where}: no feedback for a wrong answer"
    named = named_right_answers(step, walk.wrong, text)
    assert not named, f"{where}: the wrong answer's feedback names the right answer {named}: {text!r}"
    # it says why (issue 30): the model's reason, not "Think again", in sight at once (not behind "more")
    reason = step.check(walk.wrong).reason
    assert not is_generic(reason), f"{where}: the wrong answer gets no reason: {text!r}"
    first = split_sentences(reason, 1)[0]
    assert " ".join(first.split()) in " ".join(text.split()), f"{where}: {first!r} is not shown: {text!r}"
    live = feedback.evaluate(
        "(e) => !!(e.closest('[role=status],[aria-live]') || e.querySelector('[role=status],[aria-live]'))"
    )
    assert live, f"{where}: the feedback is not a live region"
    assert score_text(view) == before, f"{where}: a wrong answer changed the score"
    expect(progress_of(view), where).to_contain_text(said("not right yet"))


def walk_step_lightly(view, walk: Walk, total: int) -> None:
    """One step walked lightly: a wrong answer (as :func:`walk_step` checks it: its reason in sight, the right
    answer not named), then the right answer at once. No hint, *Retry* nor *Show answer*: the same buttons as in
    every other box, which :func:`walk_step` clicks in the first box of each lesson."""
    expect(progress_of(view), walk.where).to_contain_text(step_line(walk.number, total), timeout=CLICK_MS)
    answerer = Answerer(view, walk)
    if walk.wrong is not None:
        answer_wrong(view, walk, answerer, score_text(view))
    answerer.answer(walk.right)  # the choice of several options goes from the wrong one to the right one
    expect(feedback_of(view), walk.where).to_contain_text("✓", timeout=CLICK_MS)


def walk_step(view, walk: Walk, total: int) -> None:
    step, where = walk.step, walk.where
    expect(progress_of(view), where).to_contain_text(step_line(walk.number, total), timeout=CLICK_MS)
    before = score_text(view)
    answerer = Answerer(view, walk)
    if walk.wrong is not None:
        answer_wrong(view, walk, answerer, before)
        # a hint (the button is disabled on a step without any), then Retry
        if step.hints:
            click_control(view, "Hint")
            expect(view.locator(".tutor-hints"), where).to_contain_text(said("Hint:"), timeout=CLICK_MS)
        click_control(view, "Retry")
        expect(view.locator(".tutor-feedback", has_text="✗"), where).to_have_count(0, timeout=CLICK_MS)
        answerer.reset()
    answerer.answer(walk.right)
    expect(feedback_of(view), where).to_contain_text("✓", timeout=CLICK_MS)
    if walk.wrong is not None:
        expect(progress_of(view), where).to_contain_text(said("right after a retry"))
        assert score_text(view) == before, f"{where}: right only after a wrong answer, yet it scored"
    else:  # every option is right (e.g. void in the suit led): right at the first try
        expect(progress_of(view), where).to_contain_text(said("right at the first try"))
    # Show answer: the answer in words, and chosen among the options
    click_control(view, "Show answer")
    expect(view.locator(".tutor-answer:visible, .tutor-feedback:visible").first, where).to_contain_text(
        said("Answer: {answer}").split("{answer}")[0].strip(), timeout=CLICK_MS
    )
    if step.multiple:
        right = set(walk.right)
        if answerer.cards:
            for option in step.options:
                card = view.locator(f'.tutor-hand .tutor-card[data-card="{option}"]')
                expect(card, where).to_have_attribute(
                    "aria-pressed", str(option in right).lower(), timeout=CLICK_MS
                )
        else:
            for option in step.options:
                selected = re.compile(r"mod-info") if option in right else re.compile(r"^(?!.*mod-info)")
                expect(option_button(view, step.label(option)), where).to_have_class(
                    selected, timeout=CLICK_MS
                )
    else:  # the right cards outlined, or the right buttons marked
        for option in step.answers():
            if answerer.cards:
                card = view.locator(f'.tutor-hand .tutor-card[data-card="{option}"]')
                expect(card, where).to_have_class(re.compile(r"tutor-legal"), timeout=CLICK_MS)
            else:
                button = option_button(view, step.label(option))
                expect(button, where).to_have_class(re.compile(r"mod-success"), timeout=CLICK_MS)


def walk_lesson(page, lesson, boxes: str = LIVE_BOXES, *, lightly: bool = False) -> None:
    """Walk every step of ``lesson``'s box (a live one, or with ``boxes=ENGINE_BOXES`` the one the lesson engine
    answers before Python starts: the same walk, the same expectations); ``lightly``: each step by
    :func:`walk_step_lightly` then *Next*, without the hint, *Retry*, *Show answer*, *Reset* and *Back*."""
    view = lesson_view(page, lesson.title, boxes)
    expect(view).to_be_visible(timeout=60_000)
    view.scroll_into_view_if_needed()
    total = len(lesson.steps)
    for walk in walks(lesson):
        (walk_step_lightly if lightly else walk_step)(view, walk, total)
        if walk.number < total:
            click_control(view, "Next")
    if lightly:
        return
    # Reset: everything forgotten; the first step right at the first try scores; Back returns to it
    click_control(view, "Reset")
    expect(progress_of(view)).to_contain_text(step_line(1, total, 0), timeout=CLICK_MS)
    first = next(walks(lesson))
    Answerer(view, first).answer(first.right)
    expect(progress_of(view)).to_contain_text(step_line(total=total, score=1), timeout=CLICK_MS)
    expect(progress_of(view)).to_contain_text(said("right at the first try"))
    if total > 1:
        click_control(view, "Next")
        expect(progress_of(view)).to_contain_text(step_line(2, total), timeout=CLICK_MS)
        click_control(view, "Back")
        expect(progress_of(view)).to_contain_text(step_line(1, total), timeout=CLICK_MS)
        expect(feedback_of(view)).to_contain_text("✓", timeout=CLICK_MS)


@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.parametrize("path", LESSONS, ids=_ids)
def test_every_step_answers_in_the_browser(page, site, path, language):
    name = ("" if language == "en" else f"{language}/") + path.stem + ".ipynb"
    if name not in site.lessons:
        pytest.skip(f"{name} is not shipped")
    lessons = lessons_of(path, language)
    page.goto(site.lesson_url(name))
    wait_for_notebook(page, path.stem + ".ipynb")
    make_live(page, name)
    errors = error_outputs(page)
    assert errors == [], f"{name}: error output:\n" + "\n".join(errors)
    with speaking(language):
        for index, lesson in enumerate(lessons):
            walk_lesson(page, lesson, lightly=language != "en" and index > 0)
    errors = error_outputs(page)
    assert errors == [], f"{name}: error output after the walk:\n" + "\n".join(errors)
    assert page.page_errors == []


# -- lesson 11: a whole deal of each game, by clicking --------------------------------------------------------
PLAY_LESSON = "11-play-a-hand.ipynb"


def test_lesson_11_plays_a_whole_deal_of_every_game_by_clicking(page, site):
    if PLAY_LESSON not in site.lessons:
        pytest.skip(f"{PLAY_LESSON} is not shipped")
    page.goto(site.lesson_url(PLAY_LESSON))
    wait_for_notebook(page, PLAY_LESSON)
    make_live(page, PLAY_LESSON)
    tables = page.locator(f"{NB} .tutor-play-table{LIVE}")
    expect(tables).to_have_count(4, timeout=60_000)
    kinds = {}
    for index, game in enumerate(("satat", "saskop", "piquet", "subastao")):
        table = tables.nth(index)
        table.scroll_into_view_if_needed()
        moves = play_to_the_end(page, table, game)
        kinds[game] = {move.split()[0] for move in moves}
        expect(table.locator(".tutor-hand .tutor-feedback")).to_contain_text("Hand over")
    # the auctions, Piquet's exchange and declarations were played with their buttons, not skipped
    assert all("button" in kinds[game] for game in ("saskop", "piquet", "subastao")), kinds
    assert error_outputs(page) == [] and page.page_errors == []
