"""The built JupyterLite site in headless Chromium, offline, served on 127.0.0.1 (issue 9).

Every test runs in a fresh browser profile; the ``context`` fixture fails a test that made a request to another
host or received a 4xx/5xx answer. Build the site first (``make build-site``); ``make test`` does.
"""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest
from browser_helpers import NB, run_all, wait_for_idle, wait_for_notebook, wait_until_stored
from playwright.sync_api import expect

pytestmark = pytest.mark.browser

pytest.importorskip("playwright.sync_api")  # the site extra installs it

OUTPUT = Path(__file__).resolve().parents[2] / "site" / "_output"

#: the lesson and step used for the card clicks: Satat, spades trumps, hearts led, the learner holds 9♥ K♥ 7♣ 4♦
CLICK_LESSON = "02-follow-satat.ipynb"
LEGAL_CARD = "nine of hearts"
ILLEGAL_CARD = "seven of clubs"

MARK = "# learner's note 4711"


def open_lesson(page, site, name: str) -> None:
    page.goto(site.lesson_url(name))
    wait_for_notebook(page, name)


def first_code_source(page) -> str:
    """The code of the first code cell on show (a collapsed cell has no editor), once its editor has drawn it (after
    a reload the editor is there a moment before its text)."""
    editor = page.locator(f"{NB} .jp-CodeCell .cm-content").first
    expect(editor).to_contain_text(re.compile(r"\S"), timeout=15_000)
    return editor.inner_text()


def test_site_opens_on_start_here(page, site):
    page.goto(site.url)
    page.wait_for_url(re.compile(rf"/{site.app}/index\.html\?path="))
    wait_for_notebook(page, site.start)
    assert site.start.startswith("01-"), site.lessons
    # the lesson's own title and the site's header with the way back to the shipped version
    # (waited for: the notebook draws its cells a moment after it opens)
    expect(page.locator(f"{NB} .jp-MarkdownOutput h1").first).to_be_visible(timeout=15_000)
    assert "Reset lessons" in page.locator(NB).inner_text()
    # the Help menu leads to the reset page
    page.get_by_role("menuitem", name="Help", exact=True).click()
    with page.expect_popup() as popup:
        page.get_by_role("menuitem", name="Reset lessons…").click()
    reset = popup.value
    reset.wait_for_load_state()
    assert reset.url == f"{site.url}reset.html"
    reset.get_by_role("button", name="Reset all lessons").wait_for()
    reset.close()
    # the lesson list (File > Open...) shows every shipped lesson
    page.goto(f"{site.url}tree/index.html")
    # (the lessons in other languages are in their language's folder: ja/, es/)
    for name in dict.fromkeys(name.split("/")[0] for name in site.lessons):
        page.get_by_text(name, exact=True).wait_for()


def hand_with(page, card_name: str):
    """The first card widget of the open lesson that holds a clickable card called ``card_name``."""
    widget = page.locator(
        f"{NB} .tutor-cards", has=page.get_by_role("button", name=card_name, exact=True)
    ).first
    widget.wait_for(timeout=30_000)
    widget.scroll_into_view_if_needed()
    return widget


def test_clicking_a_card_changes_the_feedback(page, site):
    open_lesson(page, site, CLICK_LESSON)
    run_all(page)
    hand = hand_with(page, LEGAL_CARD)
    feedback = hand.locator(".tutor-feedback")
    before = feedback.inner_text()
    hand.get_by_role("button", name=LEGAL_CARD, exact=True).click()
    page.wait_for_function(
        "([el, before]) => el.textContent.trim() !== '' && el.textContent !== before",
        arg=[feedback.element_handle(), before],
        timeout=15_000,
    )
    assert feedback.inner_text() != before


def test_an_illegal_click_shows_the_reason(page, site):
    open_lesson(page, site, CLICK_LESSON)
    run_all(page)
    hand = hand_with(page, ILLEGAL_CARD)
    feedback = hand.locator(".tutor-feedback")
    hand.get_by_role("button", name=ILLEGAL_CARD, exact=True).click()
    page.wait_for_function(
        "(el) => /follow|must|cannot/i.test(el.textContent)", arg=feedback.element_handle(), timeout=15_000
    )
    text = feedback.inner_text()
    assert re.search(r"follow|must|cannot", text, re.I), text
    assert "♥" in text or "heart" in text.lower(), text


def edit_first_code_cell(page) -> None:
    editor = page.locator(f"{NB} .jp-CodeCell .cm-content").first
    editor.click()
    page.keyboard.press("Control+Home")
    page.keyboard.type(MARK + "\n")
    page.keyboard.press("Escape")
    assert MARK in first_code_source(page)


def test_an_edit_survives_a_reload(page, site):
    open_lesson(page, site, site.start)
    edit_first_code_cell(page)
    wait_until_stored(page, site.start, MARK)  # by autosave, without File > Save
    page.reload()
    wait_for_notebook(page, site.start)
    assert MARK in first_code_source(page)


def test_reset_restores_the_shipped_lesson(page, site):
    shipped = json.loads((OUTPUT / "files" / site.start).read_text())
    shipped_source = next(  # the first code cell on show: the collapsed ones (hide-input) show no editor
        "".join(c["source"])
        for c in shipped["cells"]
        if c["cell_type"] == "code" and not c["metadata"].get("jupyter", {}).get("source_hidden")
    )

    open_lesson(page, site, site.start)
    edit_first_code_cell(page)
    page.keyboard.press("Control+s")
    wait_until_stored(page, site.start, MARK)

    page.goto(f"{site.url}reset.html?lesson={site.start}")
    row = page.locator("li", has=page.locator(f'input[value="{site.start}"]'))  # not ja/, es/
    row.get_by_text("your edited copy").wait_for()
    page.get_by_role("button", name="Reset the selected lessons").click()
    page.get_by_role("status").filter(has_text="Reset:").wait_for()
    row.get_by_text("as shipped").wait_for()

    page.get_by_role("link", name=f"Open {site.start}").click()
    wait_for_notebook(page, site.start)
    source = first_code_source(page)
    assert MARK not in source
    assert source.split() == shipped_source.split()


def test_a_new_release_offers_the_reset(page, site):
    """A learner's stored copy from an older release does not silently hide the new lesson."""
    open_lesson(page, site, site.start)
    edit_first_code_cell(page)
    page.keyboard.press("Control+s")
    wait_until_stored(page, site.start, MARK)
    page.evaluate("() => localStorage.setItem('tutor-site-release:' + '/', 'an older release')")

    page.goto(site.url)
    notice = page.get_by_role("alert")
    notice.wait_for()
    assert "updated" in notice.inner_text() and site.start in notice.inner_text()
    notice.get_by_role("link", name=re.compile("Reset lessons")).click()
    page.wait_for_url(re.compile(r"/reset\.html"))
    page.get_by_role("button", name="Reset all lessons").click()
    page.get_by_role("status").filter(has_text="Reset:").wait_for()
    page.goto(site.url)
    page.wait_for_url(re.compile(rf"/{site.app}/index\.html\?path="))
    wait_for_notebook(page, site.start)
    wait_for_idle(page)
    assert MARK not in first_code_source(page)


def test_a_lesson_only_run_is_not_reported_as_edited(page, site):
    """Running a lesson stores a copy with its outputs; its text is still the shipped one: no notice."""
    open_lesson(page, site, site.start)
    run_all(page)
    wait_until_stored(page, site.start, '"execution_count":1')
    page.goto(f"{site.url}reset.html")
    page.locator("li", has_text=site.start).get_by_text("the shipped text, with your outputs").wait_for()
    page.evaluate("() => localStorage.setItem('tutor-site-release:' + '/', 'an older release')")
    page.goto(site.url)
    page.wait_for_url(re.compile(rf"/{site.app}/index\.html\?path="))
    wait_for_notebook(page, site.start)


PHONE = {"width": 390, "height": 844}


def test_on_a_phone_the_pictures_fit_and_reset_is_reachable(page, site):
    """At 390 px the play table, the lesson boxes and their cards stay within the screen, and the lesson's
    header links to the reset page (Notebook's Help menu is then off screen)."""
    page.set_viewport_size(PHONE)
    lesson = "11-play-a-hand.ipynb"
    if lesson not in site.lessons:
        pytest.skip(f"{lesson} is not shipped")
    open_lesson(page, site, lesson)
    run_all(page)
    pictures = page.locator(f"{NB} .tutor-play-table, {NB} .tutor-lesson-view")
    assert pictures.count() >= 8
    for i in range(pictures.count()):
        widget = pictures.nth(i)
        widget.scroll_into_view_if_needed()
        too_wide = widget.evaluate(
            """(el) => [...el.querySelectorAll("svg, .tutor-card, button")]
                 .filter((e) => e.getBoundingClientRect().width > 0)
                 .filter((e) => e.getBoundingClientRect().right > window.innerWidth + 1)
                 .map((e) => (e.getAttribute("aria-label") || e.textContent || e.tagName).slice(0, 40))"""
        )
        assert too_wide == [], f"widget {i} runs off a 390 px screen: {too_wide}"
    page.locator(f"{NB} .jp-Cell").first.scroll_into_view_if_needed()
    with page.expect_popup() as popup:
        page.locator(NB).get_by_role("link", name="Reset lessons").click()
    reset = popup.value
    reset.wait_for_load_state()
    assert reset.url.split("#")[0] == f"{site.url}reset.html"
    reset.get_by_role("button", name="Reset all lessons").wait_for()
    reset.close()
