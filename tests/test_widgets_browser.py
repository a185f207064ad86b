"""The card row's ES module (cards.js) in a real headless Chromium, with a stand-in for the anywidget model:
roles and labels, clicks and keys send the right message, feedback shows in ``.tutor-feedback``.

Runs only with ``-m browser`` (like the site tests) and when Chromium and playwright are present.
"""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest

pytestmark = pytest.mark.browser

CHROMIUM = shutil.which("chromium") or shutil.which("chromium-browser")
FLAGS = [
    "--headless=new",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1",
]

HARNESS = """<!doctype html><html><head><meta charset="utf-8"><style>%(css)s</style></head>
<body><div id="host"></div><script type="module">
const state = %(state)s;
const listeners = {};
window.sent = [];
const model = {
  get: (key) => state[key],
  set: (key, value) => { state[key] = value; (listeners["change:" + key] || []).forEach((f) => f()); },
  on: (event, f) => { (listeners[event] = listeners[event] || []).push(f); },
  off: (event, f) => { listeners[event] = (listeners[event] || []).filter((g) => g !== f); },
  send: (message) => window.sent.push(message),
};
window.model = model;
const url = URL.createObjectURL(new Blob([%(js)s], { type: "text/javascript" }));
const mod = await import(url);
mod.default.render({ model, el: document.getElementById("host") });
window.ready = true;
</script></body></html>"""


@pytest.fixture(scope="module")
def page(tmp_path_factory):
    if CHROMIUM is None:
        pytest.skip("chromium is not installed")
    sync_api = pytest.importorskip("playwright.sync_api")
    pytest.importorskip("anywidget")
    import tutor.widgets
    from tutor.cards import CardSet
    from tutor.widgets import HandView

    view = HandView("AS 7H 2C", legal=CardSet.parse("7H"), reasons=lambda card: "must follow ♥")
    row = view.row
    here = Path(tutor.widgets.__file__).parent
    state = {
        "items": row.items,
        "label": row.label,
        "caption": "",
        "feedback": "",
        "feedback_kind": "info",
        "overlap": row.overlap,
        "card_width": row.card_width,
        "selectable": False,
    }
    html = HARNESS % {
        "css": (here / "cards.css").read_text(),
        "js": json.dumps((here / "cards.js").read_text()),
        "state": json.dumps(state),
    }
    path = tmp_path_factory.mktemp("harness") / "index.html"
    path.write_text(html, encoding="utf-8")
    with sync_api.sync_playwright() as p:
        browser = p.chromium.launch(executable_path=CHROMIUM, args=FLAGS)
        tab = browser.new_page()
        tab.goto(path.as_uri())
        tab.wait_for_function("window.ready === true")
        yield tab
        browser.close()


def test_cards_are_buttons_with_name_and_notation(page) -> None:
    buttons = page.locator(".tutor-card[role='button']")
    assert buttons.count() == 3
    assert [buttons.nth(i).get_attribute("data-card") for i in range(3)] == ["AS", "7H", "2C"]
    assert buttons.nth(0).get_attribute("aria-label") == "ace of spades"
    assert buttons.nth(0).get_attribute("title") == "ace of spades: must follow ♥"
    assert buttons.nth(0).get_attribute("aria-description") == "ace of spades: must follow ♥"
    assert "tutor-illegal" in buttons.nth(0).get_attribute("class")
    assert buttons.nth(1).get_attribute("aria-description") is None
    assert page.locator("[role='group'][aria-label='your hand']").count() == 1


def test_click_sends_the_card(page) -> None:
    page.evaluate("window.sent = []")
    page.get_by_role("button", name="seven of hearts").click()
    assert page.evaluate("window.sent") == [{"event": "click", "card": "7H"}]


def test_arrow_keys_and_enter_choose_a_card(page) -> None:
    page.evaluate("window.sent = []")
    page.locator(".tutor-card[data-card='AS']").focus()
    page.keyboard.press("ArrowRight")
    page.keyboard.press("ArrowRight")
    page.keyboard.press("Enter")
    page.keyboard.press("ArrowLeft")
    page.keyboard.press(" ")
    assert page.evaluate("window.sent") == [
        {"event": "click", "card": "2C"},
        {"event": "click", "card": "7H"},
    ]


def test_feedback_and_redraw_keep_focus(page) -> None:
    page.evaluate("window.model.set('feedback', 'must follow ♥'); window.model.set('feedback_kind', 'bad')")
    feedback = page.locator(".tutor-feedback")
    assert feedback.inner_text() == "must follow ♥" and feedback.get_attribute("data-kind") == "bad"
    page.locator(".tutor-card[data-card='2C']").focus()
    page.evaluate("window.model.set('items', window.model.get('items').slice())")
    assert page.evaluate("document.activeElement.dataset.card") == "2C"
