"""A whole deal played in the built site by clicking ends with its card-by-card review (issue 25, item 2).

In lessons 20-23 (Piquet, Satat, Saskop, Subastao: how to play well) and on each of lesson 11's four tables, the
learner's whole hand is played by clicking (exchange, calls, auction and tricks); when the deal is over the review
appears under the table: a progress bar while the cards are judged (one card per turn of the browser's event loop),
then the costliest cards, each with its badge and its sentence, and the note saying how the cards were judged. The
time from the deal's end to the review is printed (the 5 s target is measured by
``site/bench_analysis_pyodide.py --review``; no test is timed). Then the learner goes on: a new deal hides the
review.
"""

from __future__ import annotations

import time

import pytest
from browser_helpers import LIVE, NB, error_outputs, make_live, play_to_the_end, wait_for_notebook

pytestmark = pytest.mark.browser

pytest.importorskip("playwright.sync_api")
from playwright.sync_api import expect  # noqa: E402

#: (lesson, the table's place among the lesson's play tables, the game)
TABLES = [
    ("20-piquet-play.ipynb", 0, "piquet"),
    ("21-satat-play.ipynb", 0, "satat"),
    ("22-saskop-play-well.ipynb", 0, "saskop"),
    ("23-subastao-play-well.ipynb", 0, "subastao"),
    ("11-play-a-hand.ipynb", 0, "satat"),
    ("11-play-a-hand.ipynb", 1, "saskop"),
    ("11-play-a-hand.ipynb", 2, "piquet"),
    ("11-play-a-hand.ipynb", 3, "subastao"),
]


def _table(page, site, lesson: str, number: int, width: int = 1280):
    if lesson not in site.lessons:
        pytest.skip(f"{lesson} is not shipped")
    page.set_viewport_size({"width": width, "height": 900})
    page.goto(site.lesson_url(lesson))
    wait_for_notebook(page, lesson)
    make_live(page, lesson)
    table = page.locator(f"{NB} .tutor-play-table{LIVE}").nth(number)
    expect(table).to_be_visible(timeout=60_000)
    table.scroll_into_view_if_needed()
    return table


@pytest.mark.parametrize(("lesson", "number", "game"), TABLES, ids=[f"{t[2]}-{t[0][:2]}" for t in TABLES])
def test_a_whole_deal_played_by_clicking_ends_with_its_card_by_card_review(page, site, lesson, number, game):
    table = _table(page, site, lesson, number)
    review = table.locator(".tutor-deal-review")
    expect(review).to_be_hidden()
    play_to_the_end(page, table, game)
    ended = time.monotonic()
    expect(review).to_be_visible(timeout=20_000)
    expect(review.locator(".tutor-cost-note")).to_be_visible(timeout=60_000)
    print(f"\n{game} ({lesson}): the review appeared {time.monotonic() - ended:.1f} s after the deal's end")
    expect(review.locator(".widget-progress, .progress").first).to_be_hidden()  # the bar goes once it is done
    head = review.locator(".tutor-review-head").text_content()
    cards = review.locator(".tutor-review-cards .tutor-cost")
    if cards.count():
        assert "costliest" in head, head
        for i in range(cards.count()):
            badge = cards.nth(i).locator(".tutor-cost-badge").text_content().strip()
            said = cards.nth(i).locator(".tutor-cost-reason").text_content().strip()
            assert badge.startswith("−") or badge.startswith("costs"), badge
            assert said.startswith("Trick ") and " cost " in said and len(said.split()) > 8, said
    else:
        assert "best card" in head, head
    note = review.locator(".tutor-cost-note").text_content()
    assert "worked out exactly" in note or "estimated" in note, note
    # the learner goes on: a new deal hides the review
    table.get_by_role("button", name="new deal", exact=True).click()
    expect(review).to_be_hidden(timeout=20_000)
    assert error_outputs(page) == [] and page.page_errors == []


#: JavaScript: watch a table's review; as soon as it shows its second card under way, click "new deal" (in the page,
#: at once: a click from the test would come after the review, which takes well under a second for Piquet). What
#: was seen is kept in ``window.seen``: the progress readouts, whether the list of cards was ever drawn.
WATCH = """(table) => {
    window.seen = {readouts: [], listed: false, clicked: false};
    new MutationObserver(() => {
        const status = table.querySelector(".tutor-review-status");
        const text = status ? status.textContent : "";
        const seen = window.seen;
        if (text && seen.readouts[seen.readouts.length - 1] !== text) seen.readouts.push(text);
        if (table.querySelector(".tutor-review-cards")) seen.listed = true;
        if (!seen.clicked && text.includes("card 2 of")) {
            seen.clicked = true;
            [...table.querySelectorAll("button")].find((b) => b.textContent.trim() === "new deal").click();
        }
    }).observe(table, {childList: true, subtree: true, characterData: true});
}"""


def test_the_learner_goes_on_while_the_review_is_worked_out(page, site):
    """The review is worked out a card at a time, the bar updated between two cards; a click on "new deal" while
    it is under way is answered between two cards, and the review stops: its list of cards is never drawn."""
    table = _table(page, site, "20-piquet-play.ipynb", 0)
    review = table.locator(".tutor-deal-review")
    feedback = table.locator(".tutor-hand .tutor-feedback")
    table.evaluate(WATCH)
    play_to_the_end(page, table, "piquet")
    page.wait_for_function("() => window.seen.clicked", timeout=20_000)
    expect(review).to_be_hidden(timeout=20_000)
    expect(feedback).not_to_contain_text("Hand over", timeout=20_000)
    page.wait_for_timeout(
        3_000
    )  # longer than the whole review takes: it was stopped, not finished and hidden
    seen = page.evaluate("() => window.seen")
    assert seen["readouts"][:2] == ["looking at card 1 of 12…", "looking at card 2 of 12…"], seen
    assert not seen["listed"], f"the review went on to its end: {seen}"
    assert error_outputs(page) == [] and page.page_errors == []


def test_the_review_is_laid_out_whole_on_a_phone(page, site):
    """At 390 px wide, every card of the review, its badge and its whole sentence, and the note, lie inside the
    view, nothing cut (the check of the cost review, ``test_cost_review.CLIPPED``)."""
    from test_cost_review import CLIPPED

    table = _table(page, site, "20-piquet-play.ipynb", 0, width=390)
    play_to_the_end(page, table, "piquet")
    review = table.locator(".tutor-deal-review")
    expect(review.locator(".tutor-cost-note")).to_be_visible(timeout=60_000)
    review.scroll_into_view_if_needed()
    clipped = review.evaluate(CLIPPED)
    assert not clipped, "; ".join(clipped)
    assert error_outputs(page) == [] and page.page_errors == []
