"""The cost review of a played deal, laid out in full where the learner reads it (issue 30): in lesson 18, at
1280 px and at 390 px wide (a phone), the learner plays the last four tricks on the play table and presses "what
did that cost?"; then the replay below shows the same costs. Every card of the review, its badge and its whole
sentence (nothing cut to one line, nothing clipped at an edge), and the closing note, lie inside the view.
"""

from __future__ import annotations

import pytest
from browser_helpers import CLICK_MS, LIVE, NB, error_outputs, make_live, play_to_the_end, wait_for_notebook

pytestmark = pytest.mark.browser

pytest.importorskip("playwright.sync_api")
from playwright.sync_api import expect  # noqa: E402

LESSON = "18-what-each-card-cost.ipynb"

#: JavaScript: what of a cost review is cut or outside the view (an empty list when everything shows)
CLIPPED = """(strip) => {
    const out = [];
    const view = {left: 0, right: document.documentElement.clientWidth};
    const own = strip.getBoundingClientRect();
    const inside = (el, what) => {
        const box = el.getBoundingClientRect();
        if (box.width === 0 || box.height === 0) out.push(`${what} is not drawn`);
        if (box.left < view.left - 0.5 || box.right > view.right + 0.5)
            out.push(`${what} runs out of the view (${Math.round(box.left)}..${Math.round(box.right)})`);
        // the review's own box holds it: nothing spills past the widget, where the next output covers it
        if (box.left < own.left - 0.5 || box.right > own.right + 0.5 || box.top < own.top - 0.5
            || box.bottom > own.bottom + 0.5)
            out.push(`${what} spills out of the review's box`);
        // no box up to the notebook cuts it: one that hides what overflows holds it whole; one that scrolls
        // holds it across (scrolling down to it is fine, scrolling sideways is not)
        for (let up = el.parentElement; up && !up.classList.contains("jp-Notebook"); up = up.parentElement) {
            const style = getComputedStyle(up);
            const held = up.getBoundingClientRect();
            const across = box.left < held.left - 0.5 || box.right > held.right + 0.5;
            const down = box.top < held.top - 0.5 || box.bottom > held.bottom + 0.5;
            const hides = (o) => o === "hidden" || o === "clip";
            if ((hides(style.overflowX) && across) || (hides(style.overflowY) && down)
                || (style.overflowX !== "visible" && !hides(style.overflowX) && across))
                out.push(`${what} is cut by ${up.className || up.tagName}`);
        }
        if (el.scrollWidth > el.clientWidth + 1 || el.scrollHeight > el.clientHeight + 1)
            out.push(`${what} is cut inside (${el.scrollWidth}x${el.scrollHeight} in ${el.clientWidth}x${el.clientHeight})`);
    };
    strip.querySelectorAll(".tutor-cost").forEach((cost, i) => {
        inside(cost.querySelector(".tutor-cost-badge"), `badge ${i + 1}`);
        inside(cost.querySelector("svg"), `card ${i + 1}`);
        inside(cost.querySelector(".tutor-cost-reason"), `sentence ${i + 1}`);
    });
    const note = strip.querySelector(".tutor-cost-note") || [...strip.querySelectorAll("div")].pop();
    if (note) inside(note, "the note");
    return out;
}"""


def _review_is_whole(strip, where: str, least: int) -> int:
    expect(strip.locator(".tutor-cost").first, where).to_be_visible(timeout=120_000)
    costs = strip.locator(".tutor-cost")
    assert costs.count() >= least, f"{where}: {costs.count()} cards in the review"
    for i in range(costs.count()):
        reason = costs.nth(i).locator(".tutor-cost-reason").text_content().strip()
        badge = costs.nth(i).locator(".tutor-cost-badge").text_content().strip()
        assert badge and len(reason.split()) > 3, f"{where}: card {i + 1} reads {badge!r} / {reason!r}"
    strip.scroll_into_view_if_needed()
    clipped = strip.evaluate(CLIPPED)
    assert not clipped, f"{where}: " + "; ".join(clipped)
    return costs.count()


def _table(page, site, lesson: str, width: int, number: int):
    """The ``number``-th play table of ``lesson``, live and in sight, in a window ``width`` px wide."""
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


@pytest.mark.parametrize("width", [1280, 390])
def test_the_cost_review_of_a_played_deal_shows_whole_at_a_desktop_and_a_phone_width(page, site, width):
    table = _table(page, site, LESSON, width, 0)
    play_to_the_end(page, table, "satat")
    table.get_by_role("button", name="what did that cost?", exact=True).click()
    _review_is_whole(table.locator(".tutor-costs"), f"the play table at {width} px", 1)
    # the replay of the bots' deal, stepped through card by card to its end: each of South's cards joins the
    # review under it (the bots' deal may end sooner or later than the learner's)
    replay = page.locator(f"{NB} .tutor-replay{LIVE}").last
    replay.scroll_into_view_if_needed()
    first, forward = (replay.get_by_role("button", name=name, exact=True) for name in ("first", "forward"))
    if first.is_enabled():
        first.click()
        expect(forward).to_be_enabled(timeout=CLICK_MS)
    readout = replay.locator(".widget-readout").first
    for _ in range(60):
        if not forward.is_enabled():
            break
        step = readout.text_content()
        forward.click()
        page.wait_for_function(
            "([el, before]) => el.textContent !== before",
            arg=[readout.element_handle(), step],
            timeout=CLICK_MS,
        )
    assert not forward.is_enabled(), f"the replay at {width} px did not reach its end"
    _review_is_whole(replay.locator(".tutor-costs"), f"the replay at {width} px", 1)
    assert error_outputs(page) == [] and page.page_errors == []


@pytest.mark.parametrize("width", [1280, 390])
def test_the_piquet_tables_review_of_its_last_cards_shows_whole_at_a_desktop_and_a_phone_width(
    page, site, width
):
    """Lesson 11's Piquet table, played to its end by clicking: the review of the learner's cards of the last
    ``EXACT_TRICKS`` tricks (nine since issue 24's solver; the issue saw six of eight, the badges cut, the sentences
    cut to one line)."""
    from tutor.analysis import EXACT_TRICKS

    cards = EXACT_TRICKS["piquet"]
    table = _table(page, site, "11-play-a-hand.ipynb", width, 2)  # Satat, Saskop, Piquet, Subastao
    play_to_the_end(page, table, "piquet")
    table.get_by_role("button", name="what did that cost?", exact=True).click()
    expect(table.locator(".tutor-costs .tutor-cost")).to_have_count(cards, timeout=120_000)
    _review_is_whole(table.locator(".tutor-costs"), f"the Piquet table at {width} px", cards)
    assert error_outputs(page) == [] and page.page_errors == []
