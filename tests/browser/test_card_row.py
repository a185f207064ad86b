"""The card row's ES module (cards.js) in a real headless Chromium, with a stand-in for the anywidget model:
roles and labels, clicks and keys send the right message, feedback shows in ``.tutor-feedback``.

Runs with the site tests (``-m browser``), in their shared headless Chromium.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from browser_helpers import FAKE_MODEL

pytestmark = pytest.mark.browser

HARNESS = """<!doctype html><html><head><meta charset="utf-8"><style>%(css)s</style></head>
<body><div id="host"></div><script type="module">
const state = %(state)s;
%(model)s
const url = URL.createObjectURL(new Blob([%(js)s], { type: "text/javascript" }));
const mod = await import(url);
mod.default.render({ model, el: document.getElementById("host") });
window.ready = true;
</script></body></html>"""


@pytest.fixture(scope="module")
def row(browser, tmp_path_factory):
    """The card row of a HandView, rendered by cards.js in the shared headless Chromium (no site needed)."""
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
        "model": FAKE_MODEL,
        "css": (here / "cards.css").read_text(),
        "js": json.dumps((here / "cards.js").read_text()),
        "state": json.dumps(state),
    }
    path = tmp_path_factory.mktemp("harness") / "index.html"
    path.write_text(html, encoding="utf-8")
    context = browser.new_context()
    tab = context.new_page()
    tab.goto(path.as_uri())
    tab.wait_for_function("window.ready === true")
    yield tab
    context.close()


def test_cards_are_buttons_with_name_and_notation(row) -> None:
    buttons = row.locator(".tutor-card[role='button']")
    assert buttons.count() == 3
    assert [buttons.nth(i).get_attribute("data-card") for i in range(3)] == ["AS", "7H", "2C"]
    assert buttons.nth(0).get_attribute("aria-label") == "ace of spades"
    assert buttons.nth(0).get_attribute("title") == "ace of spades: must follow ♥"
    assert buttons.nth(0).get_attribute("aria-description") == "ace of spades: must follow ♥"
    assert "tutor-illegal" in buttons.nth(0).get_attribute("class")
    assert buttons.nth(1).get_attribute("aria-description") is None
    assert row.locator("[role='group'][aria-label='your hand']").count() == 1


def test_click_sends_the_card(row) -> None:
    row.evaluate("window.sent = []")
    row.get_by_role("button", name="seven of hearts").click()
    assert row.evaluate("window.sent") == [{"event": "click", "card": "7H"}]


def test_arrow_keys_and_enter_choose_a_card(row) -> None:
    row.evaluate("window.sent = []")
    row.locator(".tutor-card[data-card='AS']").focus()
    row.keyboard.press("ArrowRight")
    row.keyboard.press("ArrowRight")
    row.keyboard.press("Enter")
    row.keyboard.press("ArrowLeft")
    row.keyboard.press(" ")
    assert row.evaluate("window.sent") == [
        {"event": "click", "card": "2C"},
        {"event": "click", "card": "7H"},
    ]


def test_feedback_and_redraw_keep_focus(row) -> None:
    row.evaluate("window.model.set('feedback', 'must follow ♥'); window.model.set('feedback_kind', 'bad')")
    feedback = row.locator(".tutor-feedback")
    assert feedback.inner_text() == "must follow ♥" and feedback.get_attribute("data-kind") == "bad"
    row.locator(".tutor-card[data-card='2C']").focus()
    row.evaluate("window.model.set('items', window.model.get('items').slice())")
    assert row.evaluate("document.activeElement.dataset.card") == "2C"
