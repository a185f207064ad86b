"""The one store of a learner's place and results (tutor/widgets/progress.js) in a real headless Chromium, with a
stand-in for the anywidget model, at a lesson's address of a site: release 1's records are moved into the lesson's
record, the view is told its results and step reached, and each change is kept. Also the "more" of a long
feedback opens in the browser.

Runs with the site tests (``-m browser``), in their shared headless Chromium; no site is built or served (the page
is answered by a route).
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from browser_helpers import FAKE_MODEL

pytestmark = pytest.mark.browser

ORIGIN = "http://tutor.test"
LESSON = f"{ORIGIN}/notebooks/index.html?path=02-follow-satat.ipynb"

HARNESS = """<!doctype html><html><head><meta charset="utf-8"></head>
<body><div id="host"></div><script type="module">
window.start = async (state) => {
%(model)s
  const url = URL.createObjectURL(new Blob([%(js)s], { type: "text/javascript" }));
  const mod = await import(url);
  mod.default.render({ model, el: document.getElementById("host") });
};
window.ready = true;
</script></body></html>"""


@pytest.fixture
def tab(browser):
    import tutor.widgets

    js = (Path(tutor.widgets.__file__).parent / "progress.js").read_text(encoding="utf-8")
    html = HARNESS % {"model": FAKE_MODEL, "js": json.dumps(js)}
    context = browser.new_context()
    page = context.new_page()
    page.route(f"{ORIGIN}/**", lambda route: route.fulfill(status=200, content_type="text/html", body=html))
    page.goto(LESSON)
    page.wait_for_function("window.ready === true")
    yield page
    context.close()


def _start(tab, **state) -> dict:
    """Draw the store's front end for a view with this state; the message it sends to Python."""
    model = {"steps": ["aaaaaaaa", "bbbbbbbb", "cccccccc"], "results": {}, "key": "Box 1", "step": 0, **state}
    tab.evaluate("(state) => window.start(state)", model)
    tab.wait_for_function("window.sent.length > 0")
    return tab.evaluate("window.sent[0]")


def _record(tab) -> dict:
    return json.loads(tab.evaluate("localStorage.getItem('tutor-progress:v2:/follow-satat')") or "null")


def test_release_1_results_and_place_move_into_the_lessons_record(tab) -> None:
    tab.evaluate(
        """() => {
          localStorage.setItem('tutor-progress:v1:/', JSON.stringify({v: 1, lessons: {
            'follow-satat': {aaaaaaaa: 'first', bbbbbbbb: 'not a result'}, 'follow-saskop': {dddddddd: 'shown'}}}));
          localStorage.setItem('tutor-step:/Box 1', JSON.stringify({step: 2}));
        }"""
    )
    message = _start(tab)
    assert message == {"event": "resume", "stored": {"aaaaaaaa": "first"}, "target": None, "at": 2}
    assert _record(tab) == {"v": 2, "results": {"aaaaaaaa": "first"}, "at": {"Box 1": 2}}
    other = json.loads(tab.evaluate("localStorage.getItem('tutor-progress:v2:/follow-saskop')"))
    assert other["results"] == {"dddddddd": "shown"}
    left = tab.evaluate("Object.keys(localStorage).filter((k) => !k.startsWith('tutor-progress:v2:'))")
    assert left == []


def test_each_result_and_step_is_kept_and_the_first_result_wins(tab) -> None:
    assert _start(tab)["at"] is None
    tab.evaluate("window.model.set('results', {aaaaaaaa: 'retry'})")
    tab.evaluate("window.model.set('step', 1)")
    assert _record(tab) == {"v": 2, "results": {"aaaaaaaa": "retry"}, "at": {"Box 1": 1}}
    tab.evaluate("window.model.set('results', {aaaaaaaa: 'first', bbbbbbbb: 'shown'})")
    assert _record(tab)["results"] == {"aaaaaaaa": "retry", "bbbbbbbb": "shown"}


def test_a_damaged_record_is_read_as_far_as_it_goes(tab) -> None:
    tab.evaluate(
        """() => localStorage.setItem('tutor-progress:v2:/follow-satat',
             JSON.stringify({v: 2, results: {aaaaaaaa: 'first', b: 3, toString: 'x'}, at: {'Box 1': -1}}))"""
    )
    message = _start(tab)
    assert message["stored"] == {"aaaaaaaa": "first"} and message["at"] is None
    tab.evaluate("localStorage.setItem('tutor-progress:v2:/follow-satat', '{not json')")
    tab.evaluate("window.model.set('step', 2)")
    assert _record(tab) == {"v": 2, "results": {}, "at": {"Box 1": 2}}


def test_the_more_of_a_long_feedback_opens_in_the_browser(browser) -> None:
    pytest.importorskip("ipywidgets")
    from tutor.lesson import BASIC, Lesson, play_card
    from tutor.widgets.lesson_view import LessonView

    def goal(card):
        return False, "It gives the trick away. Keep your high cards for later."

    view = LessonView(Lesson("Long", [play_card(BASIC, "AH 9H 7C", "KH", goal=goal, hints=["h"])]))
    view.session.goto(0)
    view.hand = None  # the feedback element as it shows without a card row
    view._show_feedback(view.session.answer("9H"))
    context = browser.new_context()
    page = context.new_page()
    page.set_content(view.feedback.value)
    rest = page.get_by_text("Keep your high cards for later.")
    assert page.get_by_text("Legal, but not the best card here. It gives the trick away.").is_visible()
    assert not rest.is_visible()
    page.get_by_text("more", exact=True).click()
    assert rest.is_visible()
    context.close()
