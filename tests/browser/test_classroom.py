"""The site as a classroom tool (issue 17), in headless Chromium, offline: the lesson map with the learner's
progress, "continue", the link to the next lesson, the teacher page, and reset keeping or clearing progress.

Progress is seeded two ways: by answering a step in a live lesson (the path a learner walks), and directly in
localStorage (schema in tutor/widgets/progress.py) for the pages' own tests. The seeds are written in release 1's
format (one record of the site's results), so every page test also checks that a learner's results survive the
move to release 2's records (one per lesson, with the step reached).
"""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest
from browser_helpers import NB, run_all, save_results, stored_copy, teacher_table, wait_for_notebook

pytestmark = pytest.mark.browser

pytest.importorskip("playwright.sync_api")

OUTPUT = Path(__file__).resolve().parents[2] / "site" / "_output"
KEY = "tutor-progress:v1:/"  # release 1's record of the site's results
PREFIX = "tutor-progress:v2:/"  # + a lesson id: release 2's record of a lesson (results and steps reached)
MARK = "# a learner's note 5813"


@pytest.fixture(scope="module")
def lesson_map() -> dict:
    return json.loads((OUTPUT / "lessons.json").read_text())


def entry(lesson_map: dict, lesson_id: str) -> dict:
    return next(lesson for lesson in lesson_map["lessons"] if lesson["id"] == lesson_id)


def seed(page, site, results: dict) -> None:
    """Put results into the site's storage (from one of its plain pages), as release 1 kept them."""
    if not page.url.startswith(site.url):
        page.goto(f"{site.url}teacher.html")
    page.evaluate(
        "([key, lessons]) => localStorage.setItem(key, JSON.stringify({v: 1, lessons}))", [KEY, results]
    )


def records(page) -> dict:
    """The lessons' records in the browser (release 2): lesson id -> {"v": 2, "results": ..., "at": ...}."""
    return page.evaluate(
        """(prefix) => Object.fromEntries(Object.keys(localStorage).filter((k) => k.startsWith(prefix))
             .map((k) => [k.slice(prefix.length), JSON.parse(localStorage.getItem(k))]))""",
        PREFIX,
    )


def stored(page) -> dict:
    """The results kept in the browser, as release 1's record held them: {"lessons": {lesson id: results}}."""
    lessons = {lesson: record["results"] for lesson, record in records(page).items() if record["results"]}
    return {"lessons": lessons} if lessons else {}


def map_item(page, lesson_id: str):
    return page.locator(f"li.lesson[data-lesson='{lesson_id}']")


def test_the_map_lists_every_lesson_by_game(page, site, lesson_map):
    page.goto(f"{site.url}index.html?map")
    for lesson in lesson_map["lessons"]:
        item = map_item(page, lesson["id"])
        assert item.locator(".title").inner_text() == lesson["title"]
        assert item.locator(".description").inner_text() == lesson["description"]
        assert (
            item.locator(".counts").inner_text()
            == f"0 of {len(lesson['steps'])} steps done · 0 right at the first try"
        )
        # under its game's heading
        heading = item.locator("xpath=ancestor::ol[1]/preceding-sibling::h2[1]").inner_text()
        assert heading == lesson["game"]
        assert item.locator("a.continue").count() == 0
    titles = page.locator("li.lesson .title").all_inner_texts()
    assert len(titles) == len(lesson_map["lessons"])
    assert (
        page.get_by_role("link", name=re.compile("collect your class")).get_attribute("href")
        == "teacher.html"
    )


def test_the_map_shows_stored_progress_and_continues_at_the_step_reached(page, site, lesson_map):
    satat = entry(lesson_map, "follow-satat")
    s = satat["steps"]
    seed(
        page,
        site,
        {"follow-satat": {s[0]: "first", s[1]: "retry", s[3]: "shown"}, "gone": {"abcdef01": "first"}},
    )
    page.goto(site.url)  # with progress, the start page shows the map instead of opening Start here
    item = map_item(page, "follow-satat")
    assert item.locator(".counts").inner_text() == f"3 of {len(s)} steps done · 1 right at the first try"
    href = item.locator("a.continue").get_attribute("href")
    assert href == f"{site.app}/index.html?path={satat['file']}#step-{s[2]}"
    page.reload()
    assert map_item(page, "follow-satat").locator(".counts").inner_text().startswith("3 of")


def test_an_answered_step_is_kept_and_continue_lands_on_the_next_step(page, site, lesson_map):
    satat = entry(lesson_map, "follow-satat")
    first_part = satat["parts"][0]["steps"]
    page.goto(site.lesson_url(satat["file"]))
    wait_for_notebook(page, satat["file"])
    run_all(page)
    view = page.locator(f"{NB} .tutor-lesson-view").first
    view.get_by_role("button", name="13", exact=True).click()  # how many cards each Satat player holds
    page.wait_for_function(
        "([key, step]) => (JSON.parse(localStorage.getItem(key) || '{}').results || {})[step]",
        arg=[PREFIX + "follow-satat", first_part[0]],
        timeout=15_000,
    )
    assert stored(page)["lessons"]["follow-satat"] == {first_part[0]: "first"}
    # one record for the lesson: its results and the step each lesson box reached
    record = records(page)["follow-satat"]
    assert record["v"] == 2 and set(record) == {"v", "results", "at"}
    assert page.evaluate("(key) => localStorage.getItem(key)", KEY) is None

    page.goto(site.url)
    item = map_item(page, "follow-satat")
    assert (
        item.locator(".counts").inner_text()
        == f"1 of {len(satat['steps'])} steps done · 1 right at the first try"
    )
    page.reload()
    item = map_item(page, "follow-satat")
    assert item.locator(".counts").inner_text().startswith("1 of")

    item.locator("a.continue").click()
    page.wait_for_url(re.compile(re.escape(f"#step-{first_part[1]}")))
    wait_for_notebook(page, satat["file"])
    run_all(page)
    view = page.locator(f"{NB} .tutor-lesson-view").first
    view.locator(".tutor-progress").filter(has_text=re.compile(r"Step 2 of")).wait_for(timeout=15_000)
    # and it is the lesson box in sight
    in_sight = "(el) => { const r = el.getBoundingClientRect(); return r.top < innerHeight && r.bottom > 0; }"
    page.wait_for_function(in_sight, arg=view.element_handle(), timeout=10_000)


def test_the_next_lesson_link_opens_the_next_lesson(page, site, lesson_map):
    first, second = lesson_map["lessons"][:2]
    page.goto(site.lesson_url(first["file"]))
    wait_for_notebook(page, first["file"])
    run_all(page)
    # a change made just before leaving is saved, not lost with the page
    editor = page.locator(f"{NB} .jp-CodeCell .cm-content").first
    editor.click()
    page.keyboard.press("Control+Home")
    page.keyboard.type(MARK + "\n")
    page.keyboard.press("Escape")
    link = page.locator(f"{NB} .jp-RenderedMarkdown a", has_text=second["title"])
    link.scroll_into_view_if_needed()
    link.click()
    page.wait_for_url(re.compile(re.escape(f"index.html?path={second['file']}")))
    wait_for_notebook(page, second["file"])
    assert len(page.context.pages) == 1
    assert MARK in (stored_copy(page, first["file"]) or "")
    # and the Help menu leads back to the lesson map
    page.get_by_role("menuitem", name="Help", exact=True).click()
    with page.expect_popup() as popup:
        page.get_by_role("menuitem", name="All lessons…").click()
    lessons = popup.value
    lessons.wait_for_load_state()
    assert lessons.url == f"{site.url}index.html?map"
    map_item(lessons, second["id"]).wait_for()
    lessons.close()


def test_a_saved_file_and_a_code_load_into_the_teacher_page(page, site, lesson_map, tmp_path):
    satat = entry(lesson_map, "follow-satat")
    s = satat["steps"]
    seed(page, site, {"follow-satat": {s[0]: "first", s[1]: "retry"}})
    download = save_results(page, site, "Ana María")
    saved = tmp_path / download.suggested_filename
    download.save_as(saved)
    data = json.loads(saved.read_text())
    assert data["format"] == "tutor-progress" and data["version"] == 1 and data["name"] == "Ana María"
    assert data["lessons"] == {"follow-satat": {s[0]: "first", s[1]: "retry"}}
    page.get_by_role("button", name="Copy my results as a code").click()
    code = page.locator("#code").input_value()
    assert code.startswith("TUTOR1-")

    page.goto(f"{site.url}teacher.html")
    page.set_input_files("#files", str(saved))
    page.locator("#messages .loaded").filter(has_text="Ana María").wait_for()
    rows = teacher_table(page)
    column = 1 + [lesson["id"] for lesson in lesson_map["lessons"]].index("follow-satat")
    assert rows[0][0] == "Ana María"
    assert rows[0][column] == f"2 of {len(s)}"
    assert page.locator("#rows tr").first.locator("td").nth(column - 1).inner_text().endswith("1 first try")

    # the same learner's code, pasted later, replaces the file's row; another learner's code adds one
    seed(page, site, {"follow-satat": {s[0]: "first", s[1]: "retry", s[2]: "first"}})
    other = page.evaluate("() => tutorProgress.toCode(tutorProgress.makeFile('Ben', 'x'), tutorMap)")
    page.fill("#codes", f"{code}\n{other}")
    page.get_by_role("button", name="Add the codes").click()
    rows = teacher_table(page)
    assert [r[0] for r in rows] == ["Ana María", "Ben"]
    assert rows[1][column] == f"3 of {len(s)}"

    # a code is short, and a code read by another release of a lesson does not put its letters on other steps
    assert len(other) < 200
    changed = page.evaluate(
        """(code) => {
            const map = JSON.parse(JSON.stringify(tutorMap));
            const satat = map.lessons.find((l) => l.id === "follow-satat");
            satat.steps = [satat.steps[1], satat.steps[0], ...satat.steps.slice(2)];
            try { return tutorProgress.parse(code, map).name; } catch (e) { return "refused: " + e.message; }
        }""",
        other,
    )
    assert changed.startswith("refused: ") and "another site or release" in changed

    # sortable: by the Satat lesson, most done first
    page.get_by_role("button", name=satat["title"], exact=True).click()
    assert [r[0] for r in teacher_table(page)] == ["Ben", "Ana María"]

    # printable: the table alone
    page.emulate_media(media="print")
    assert page.locator("#class").is_visible()
    assert (
        not page.locator("#load").is_visible() and not page.get_by_role("button", name="Print").is_visible()
    )
    page.emulate_media(media="screen")

    with page.expect_download() as csv_download:
        page.get_by_role("button", name="Export as CSV").click()
    csv_path = tmp_path / "class.csv"
    csv_download.value.save_as(csv_path)
    csv = csv_path.read_text(encoding="utf-8-sig")
    assert csv.splitlines()[0].startswith('"Learner","Release","Saved"')
    assert '"Ana María"' in csv and '"Ben"' in csv


def valid_file(page, **changes) -> str:
    """A progress file of this site with a correct check, changed as asked."""
    return page.evaluate(
        """(changes) => {
            const f = Object.assign(tutorProgress.makeFile("x", "r"), changes);
            f.check = tutorProgress.check(f);
            return JSON.stringify(f);
        }""",
        changes,
    )


def test_bad_files_are_refused_and_names_are_only_text(page, site, lesson_map, tmp_path):
    satat = entry(lesson_map, "follow-satat")
    s = satat["steps"]
    seed(page, site, {"follow-satat": {s[0]: "retry"}})
    evil = '<script>window.__pwned = 1</script><img src=x onerror="window.__pwned = 2">=1+1'
    good = json.loads(valid_file(page, name=evil))
    hand_edited = dict(good, lessons={"follow-satat": {s[0]: "first"}})  # the check no longer matches
    files = {
        "corrupted.json": json.dumps(good)[:-40],
        "not-json.json": "this is not a file the lessons wrote",
        "hand-edited.json": json.dumps(hand_edited),
        "other-site.json": valid_file(page, name="Zoe", lessons={"another-lesson": {"12345678": "first"}}),
        "bad-result.json": valid_file(page, name="Yan", lessons={"follow-satat": {s[0]: "<b>perfect</b>"}}),
        "evil.json": json.dumps(good),
    }
    for name, text in files.items():
        (tmp_path / name).write_text(text, encoding="utf-8")
    page.goto(f"{site.url}teacher.html")
    page.set_input_files("#files", [str(tmp_path / name) for name in files])
    page.locator("#messages li").nth(len(files) - 1).wait_for()
    refused = page.locator("#messages .refused").all_inner_texts()
    assert len(refused) == 5, refused
    assert any("corrupted.json" in r and "damaged" in r for r in refused), refused
    assert any("hand-edited.json" in r and "changed after it was saved" in r for r in refused), refused
    assert any("other-site.json" in r and "another site" in r for r in refused), refused
    assert any("bad-result.json" in r and "damaged" in r for r in refused), refused
    # the learner's name is shown as text, never run or drawn as HTML
    rows = teacher_table(page)
    assert [r[0] for r in rows] == [evil]
    assert page.evaluate("() => window.__pwned") is None
    assert page.locator("#class img, #messages img, #class script, #messages script").count() == 0
    assert page.locator("#messages .loaded").inner_text().startswith("✓ evil.json: <script>")
    assert page.page_errors == []
    # and the CSV does not let a spreadsheet take a cell for a formula
    csv = page.evaluate("() => tutorProgress.csv([['=1+1', '+A1', '-2', '@SUM(A1)', 'plain \"quoted\"']])")
    assert csv == '"\'=1+1","\'+A1","\'-2","\'@SUM(A1)","plain ""quoted"""\r\n'
    # a damaged code gets a message too
    page.fill("#codes", "TUTOR1-@@@\nTUTOR1-eyJmb3JtYXQiOiJ0dXRvci1wcm9n")
    page.get_by_role("button", name="Add the codes").click()
    assert page.locator("#messages .refused").count() == 7


@pytest.mark.parametrize("choice", ["keep", "clear"])
def test_reset_keeps_or_clears_progress_as_chosen(page, site, lesson_map, choice):
    satat, saskop = entry(lesson_map, "follow-satat"), entry(lesson_map, "follow-saskop")
    results = {"follow-satat": {satat["steps"][0]: "first"}, "follow-saskop": {saskop["steps"][0]: "shown"}}
    seed(page, site, results)
    page.goto(f"{site.url}reset.html?lesson={satat['file']}")
    page.get_by_label("Clear my progress too" if choice == "clear" else "Keep my progress").check()
    page.get_by_role("button", name="Reset the selected lessons").click()
    page.get_by_role("status").filter(has_text="Reset:").wait_for()
    status = page.get_by_role("status").inner_text()
    after = stored(page)["lessons"]
    assert page.evaluate("(key) => localStorage.getItem(key)", KEY) is None  # moved into the lessons' records
    if choice == "keep":
        assert after == results
        assert "progress is kept" in status
    else:
        assert after == {"follow-saskop": results["follow-saskop"]}
        assert "progress in them is cleared" in status


def test_continue_brings_a_later_lesson_box_into_sight_at_the_step_reached(page, site, lesson_map):
    satat = entry(lesson_map, "follow-satat")
    parts = satat["parts"]
    done = [*parts[0]["steps"], *parts[1]["steps"], parts[2]["steps"][0]]
    seed(page, site, {"follow-satat": dict.fromkeys(done, "first")})
    page.goto(site.url)
    map_item(page, "follow-satat").locator("a.continue").click()
    page.wait_for_url(re.compile(re.escape(f"#step-{parts[2]['steps'][1]}")))
    wait_for_notebook(page, satat["file"])
    run_all(page)
    views = page.locator(f"{NB} .tutor-lesson-view")
    # the boxes before it are done: they open at their last step; the box reached opens at its second step
    views.nth(0).locator(".tutor-progress").filter(has_text=f"Step {len(parts[0]['steps'])} of").wait_for()
    target = views.nth(2)
    target.locator(".tutor-progress").filter(has_text=re.compile(r"Step 2 of")).wait_for(timeout=15_000)
    in_sight = "(el) => { const r = el.getBoundingClientRect(); return r.top < innerHeight && r.bottom > 0; }"
    page.wait_for_function(in_sight, arg=target.element_handle(), timeout=10_000)
    assert not page.evaluate(in_sight, views.nth(0).element_handle())
