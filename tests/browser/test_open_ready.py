"""A lesson opens ready (issue 13): its cards show at once from the static pictures shipped in the notebook, with
no Run All, and become live by themselves when Python is ready; a reload does the same and comes back to the step
the learner had reached; merely opening a lesson stores nothing; an edited lesson's stored copy shows pictures,
not "Loading widget...".

Headless Chromium, offline, against the built site (``make build-site``), a fresh profile per test.
"""

from __future__ import annotations

import re

import pytest
from browser_helpers import KERNEL_TIMEOUT_MS, LIVE, NB, stored_copy, wait_for_idle, wait_until_stored
from playwright.sync_api import expect

pytestmark = pytest.mark.browser

pytest.importorskip("playwright.sync_api")

#: a card of the first lesson view of "Start here" (step 1: "Click the queen of diamonds")
STATIC_CARD = f"{NB} .tutor-static .tutor-card"
LIVE_CARD = f"{NB} .tutor-card[role='button']{LIVE}"

#: notes, from the first document on, whether the page showed, for more than 3 s, a widget that cannot be drawn before Python ran
#: anything (a stale widget view: it would stay so until the lesson runs). Once the cells run, a live widget says
#: "Loading widget..." for a moment while its model arrives: that is not counted here.
WATCH_STALE_VIEWS = """
(() => {
  // A widget view that says "Loading widget..." (or fails) for more than 3 s before the lesson's cells run is
  // stuck: a stored copy's view left in place. A flash while the extension fetches the shipped pictures (under
  // load it can take a moment) is not.
  window.__tutorStale = [];
  let ran = false;  // the kernel has been busy: the lesson's cells run
  const since = {};  // words -> when they appeared
  const look = (records) => {
    const indicator = document.querySelector(".jp-Notebook-ExecutionIndicator");
    ran = ran || (indicator !== null && indicator.getAttribute("data-status") === "busy");
    ran = ran || records.some((r) => r.attributeName === "data-status" && r.oldValue === "busy");
    const text = document.body ? document.body.innerText : "";
    for (const words of ["Loading widget", "Error displaying widget"]) {
      if (ran || !text.includes(words)) delete since[words];
      else if (!(words in since)) since[words] = performance.now();
      else if (performance.now() - since[words] > 3000 && !window.__tutorStale.includes(words))
        window.__tutorStale.push(words);
    }
  };
  new MutationObserver(look).observe(document, {
    childList: true, subtree: true, characterData: true, attributes: true, attributeFilter: ["data-status"],
    attributeOldValue: true,
  });
  setInterval(() => look([]), 250);
})();
"""


def stale_views_seen(page) -> list[str]:
    return page.evaluate("() => window.__tutorStale || []")


def assert_no_widget_left_undrawn(page) -> None:
    text = page.locator(NB).text_content()  # every cell, on screen or not
    assert "Loading widget" not in text and "Error displaying widget" not in text


def wait_until_live(page) -> None:
    """Python ran the lesson by itself: live cards, no picture left, the kernel idle."""
    page.wait_for_selector(LIVE_CARD, timeout=KERNEL_TIMEOUT_MS)
    page.wait_for_function(
        "(nb) => document.querySelectorAll(nb + ' .tutor-static').length === 0",
        arg=NB,
        timeout=KERNEL_TIMEOUT_MS,
    )
    wait_for_idle(page)


def first_lesson_view(page):
    return page.locator(f"{NB} .tutor-lesson-view").first


def assert_static_cards_before_python(page) -> None:
    """The first cards show as a picture, before any live card exists: a lesson box the site's lesson engine
    answers (issue 31: tests/browser/test_before_python.py), with no note that it waits."""
    page.wait_for_selector(STATIC_CARD, state="visible", timeout=60_000)
    assert page.locator(LIVE_CARD).count() == 0
    picture = page.locator(f"{NB} .tutor-static").first
    expect(picture).to_have_class(re.compile(r"\btutor-engine\b"))
    expect(picture.locator(".tutor-static-note")).to_be_hidden()
    assert (
        picture.locator(".tutor-static-picture").evaluate("(el) => getComputedStyle(el).pointerEvents")
        == "auto"
    )


def test_a_lesson_opens_with_its_cards_and_becomes_live_without_run_all(context, page, site):
    context.add_init_script(WATCH_STALE_VIEWS)
    page.goto(site.lesson_url(site.start))
    assert_static_cards_before_python(page)
    # the pictures show the step boxes as the live views will: title, step, prompt, buttons
    view = page.locator(f"{NB} .tutor-static .tutor-lesson-view").first
    text = view.inner_text()
    assert "Step 1 of" in text and "Show answer" in text
    wait_until_live(page)
    assert stale_views_seen(page) == []
    assert_no_widget_left_undrawn(page)
    # every code cell ran (no Run All): each has an execution count
    prompts = page.locator(f"{NB} .jp-CodeCell .jp-InputArea-prompt").all_text_contents()
    assert prompts and all(p.strip().startswith("[") and p.strip()[1:-2].isdigit() for p in prompts), prompts
    # and the first step answers a click
    row = page.locator(f"{NB} .tutor-cards", has=page.locator(".tutor-card[role='button']")).first
    row.get_by_role("button", name="queen of diamonds").click()
    page.wait_for_function(
        "(el) => el.textContent.trim() !== ''",
        arg=row.locator(".tutor-feedback").element_handle(),
        timeout=15_000,
    )
    assert page.page_errors == []


def test_a_reload_shows_the_cards_at_once_and_becomes_live(context, page, site):
    context.add_init_script(WATCH_STALE_VIEWS)
    page.goto(site.lesson_url(site.start))
    wait_until_live(page)
    page.reload()
    assert_static_cards_before_python(page)
    wait_until_live(page)
    assert stale_views_seen(page) == []
    assert_no_widget_left_undrawn(page)


def test_opening_a_lesson_stores_nothing(page, site):
    page.goto(site.lesson_url(site.start))
    wait_until_live(page)
    page.wait_for_timeout(7_000)  # longer than the 5 s autosave interval
    assert stored_copy(page, site.start) is None
    assert "jp-mod-dirty" not in (page.locator(".jp-NotebookPanel").first.get_attribute("class") or "")


def test_a_step_reached_before_a_reload_is_where_the_learner_is_after_it(page, site):
    page.goto(site.lesson_url(site.start))
    wait_until_live(page)
    view = first_lesson_view(page)
    view.get_by_role("button", name="queen of diamonds").click()
    view.locator(".tutor-feedback[role='status']").filter(has_text="✓").wait_for()
    view.get_by_role("button", name="Next").click()
    view.get_by_text("Step 2 of 3").wait_for()
    view.get_by_text("Click the card written TS.").wait_for()

    page.reload()
    wait_until_live(page)
    view = first_lesson_view(page)
    view.get_by_text("Step 2 of 3").wait_for(timeout=15_000)
    expect(view).to_contain_text("Click the card written TS.")
    # and the step is live there: a right answer is accepted
    view.get_by_role("button", name="ten of spades").click()
    view.locator(".tutor-feedback[role='status']").filter(has_text="✓").wait_for()
    assert stored_copy(page, site.start) is None  # the place is kept apart from the lesson's text


def test_an_edited_lesson_reopens_with_pictures_not_loading_widget(context, page, site):
    """A stored copy's widget views belong to the earlier page's Python: the shipped pictures take their place."""
    context.add_init_script(WATCH_STALE_VIEWS)
    mark = "# learner's note 5150"
    page.goto(site.lesson_url(site.start))
    wait_until_live(page)
    editor = page.locator(f"{NB} .jp-CodeCell .cm-content").first
    editor.click()
    page.keyboard.press("Control+Home")
    page.keyboard.type(mark + "\n")
    page.keyboard.press("Escape")
    copy = wait_until_stored(page, site.start, "learner's note 5150")
    assert "application/vnd.jupyter.widget-view+json" in copy  # the stored copy holds the live views

    page.reload()
    assert_static_cards_before_python(page)
    # after a reload the editor shows a moment before its text: the read waits for it
    expect(page.locator(f"{NB} .jp-CodeCell .cm-content").first).to_contain_text(mark, timeout=15_000)
    wait_until_live(page)
    assert stale_views_seen(page) == []
    assert_no_widget_left_undrawn(page)


def test_reset_sends_a_lesson_back_to_its_first_step(page, site):
    page.goto(site.lesson_url(site.start))
    wait_until_live(page)
    view = first_lesson_view(page)
    view.get_by_role("button", name="Next").click()
    view.get_by_text("Step 2 of 3").wait_for()
    # the step reached, in the lesson's record (tutor.widgets.progress); release 1's keys are gone
    places = (
        "() => Object.entries(JSON.parse(localStorage.getItem('tutor-progress:v2:/start-here') || '{}').at || {})"
        ".filter(([, step]) => step > 0)"
    )
    page.wait_for_function(f"() => ({places})().length === 1", timeout=15_000)
    assert page.evaluate("() => Object.keys(localStorage).filter((k) => k.startsWith('tutor-step:'))") == []

    page.goto(f"{site.url}reset.html?lesson={site.start}")
    page.get_by_role("button", name="Reset the selected lessons").click()
    page.get_by_role("status").filter(has_text="Reset:").wait_for()
    assert page.evaluate(places) == []

    page.goto(site.lesson_url(site.start))
    wait_until_live(page)
    first_lesson_view(page).get_by_text("Step 1 of 3").wait_for(timeout=15_000)


def test_a_step_reached_in_release_1_is_kept(page, site):
    """Release 1 kept a lesson box's step reached under its own key; release 2 moves it into the lesson's record
    and the box opens there."""
    from tests.lesson_walk import LESSONS, lessons_of
    from tutor.widgets.progress import view_key

    first = lessons_of(next(p for p in LESSONS if p.stem + ".ipynb" == site.start))[0]
    page.goto(f"{site.url}teacher.html")
    page.evaluate(
        "(key) => localStorage.setItem(key, JSON.stringify({step: 1}))", "tutor-step:/" + view_key(first)
    )
    page.goto(site.lesson_url(site.start))
    wait_until_live(page)
    first_lesson_view(page).get_by_text(f"Step 2 of {len(first.steps)}").wait_for(timeout=15_000)
    at = "() => (JSON.parse(localStorage.getItem('tutor-progress:v2:/start-here') || '{}').at || {})"
    page.wait_for_function(f"(key) => ({at})()[key] === 1", arg=view_key(first), timeout=15_000)
    assert page.evaluate("() => Object.keys(localStorage).filter((k) => k.startsWith('tutor-step:'))") == []
