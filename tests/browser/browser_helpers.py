"""Helpers of the site tests that drive JupyterLab (kept apart from conftest.py, whose module name other test
folders share)."""

from __future__ import annotations

import contextlib
import json
import re
import time
from collections.abc import Callable
from pathlib import Path

OUTPUT = Path(__file__).resolve().parents[2] / "site" / "_output"

#: a live card: the card views drawn by the kernel, not a static picture shown before it runs
LIVE = ":not(.tutor-static *)"
CLICK_MS = 20_000  # a click goes to the in-browser kernel and back; generous for a loaded 2-core machine
MAX_MOVES = 200  # moves of a whole deal played by clicking, at most

#: how long a lesson may take to run top to bottom (kernel start-up included) on a 2-core machine
KERNEL_TIMEOUT_MS = 120_000

#: the kernel status words that mean "not ready yet", in English and as the site's language packs translate
#: them (a lesson in Japanese shows JupyterLab's status bar in Japanese: 接続中, 開始中)
NOT_READY = ("Connecting", "Starting", "Initializing", "Restarting")


def not_ready_words() -> list[str]:
    words = list(NOT_READY)
    for pack in sorted((OUTPUT / "api" / "translations").glob("*_*.json")):
        domain = json.loads(pack.read_text(encoding="utf-8"))["data"].get("jupyterlab", {})
        words += [domain[w][0] for w in NOT_READY if domain.get(w)]
    return words


#: the notebook on show (JupyterLab keeps the other open notebooks in hidden panels)
NB = ".jp-NotebookPanel:not(.lm-mod-hidden) .jp-Notebook"

#: JavaScript: a stand-in for the anywidget model a widget's ES module renders with (``model``, over an object
#: ``state`` the page defines first); what the module sends is kept in ``window.sent``
FAKE_MODEL = """const listeners = {};
window.sent = [];
const model = {
  get: (key) => state[key],
  set: (key, value) => { state[key] = value; (listeners["change:" + key] || []).forEach((f) => f()); },
  on: (event, f) => { (listeners[event] = listeners[event] || []).push(f); },
  off: (event, f) => { listeners[event] = (listeners[event] || []).filter((g) => g !== f); },
  send: (message) => window.sent.push(message),
};
window.model = model;"""


def wait_for_notebook(page, name: str) -> None:
    """The notebook ``name`` is on show (JupyterLab or Jupyter Notebook), its cells drawn and its kernel ready."""
    stem = name.removesuffix(".ipynb")
    page.wait_for_function("(stem) => document.body.innerText.includes(stem)", arg=stem, timeout=60_000)
    page.wait_for_selector(f"{NB} .jp-Cell", timeout=60_000)
    wait_for_idle(page)


def wait_for_idle(page, timeout_ms: int = KERNEL_TIMEOUT_MS) -> None:
    """The kernel of the notebook on show is connected and idle, with no cell queued."""
    page.wait_for_function(
        """(words) => {
            const panel = document.querySelector(".jp-NotebookPanel:not(.lm-mod-hidden)");
            if (!panel) return false;
            const indicator = panel.querySelector(".jp-Notebook-ExecutionIndicator")
              || document.querySelector(".jp-Notebook-ExecutionIndicator");
            if (!indicator || indicator.getAttribute("data-status") !== "idle") return false;
            const status = panel.querySelector(".jp-NotebookKernelStatus");
            return !status || !words.some((w) => status.textContent.toLowerCase().includes(w.toLowerCase()));
        }""",
        arg=not_ready_words(),
        timeout=timeout_ms,
    )


def stored_copy(page, name: str) -> str | None:
    """The lesson's copy in the browser's storage (JupyterLite's IndexedDB), as JSON text, or None."""
    return page.evaluate(
        """(name) => new Promise((resolve) => {
            const base = new URL("..", location.href).pathname;
            const req = indexedDB.open("JupyterLite Storage - " + base);
            req.onupgradeneeded = () => req.transaction.abort();
            req.onerror = () => resolve(null);
            req.onsuccess = () => {
              const db = req.result;
              if (!db.objectStoreNames.contains("files")) { db.close(); resolve(null); return; }
              const get = db.transaction("files").objectStore("files").get(name);
              get.onsuccess = () => { db.close(); resolve(get.result ? JSON.stringify(get.result) : null); };
              get.onerror = () => { db.close(); resolve(null); };
            };
        })""",
        name,
    )


def wait_until_stored(page, name: str, text: str = "", timeout_s: float = 60) -> str:
    """Wait until the browser's storage holds a copy of ``name`` containing ``text`` (autosave: every 5 s, later
    while the lesson's cells run on a busy machine)."""
    deadline = time.monotonic() + timeout_s
    while True:
        copy = stored_copy(page, name)
        if copy is not None and text in copy:
            return copy
        if time.monotonic() > deadline:
            raise AssertionError(f"{name}: no copy holding {text!r} reached the browser's storage")
        time.sleep(0.5)


def run_all(page, timeout_ms: int = KERNEL_TIMEOUT_MS) -> float:
    """Run every cell of the current notebook (JupyterLab's Run ▸ Run All Cells); seconds it took."""
    t0 = time.monotonic()
    page.locator(NB).click(position={"x": 5, "y": 5})
    page.get_by_role("menuitem", name="Run", exact=True).click()
    page.get_by_role("menuitem", name="Run All Cells", exact=True).click()
    # every code cell has been executed (no "[ ]:" nor "[*]:" prompt left), or one failed and Run All stopped
    page.wait_for_function(
        """() => {
            const nb = ".jp-NotebookPanel:not(.lm-mod-hidden) .jp-Notebook";
            const prompts = [...document.querySelectorAll(nb + " .jp-CodeCell .jp-InputArea-prompt")]
              .map((p) => p.textContent.trim());
            const done = prompts.length > 0 && prompts.every((p) => /^\\[\\d+\\]:$/.test(p));
            const failed = document.querySelector(
              nb + " .jp-OutputArea-output[data-mime-type='application/vnd.jupyter.stderr']");
            return done || (failed && !prompts.includes("[*]:"));
        }""",
        timeout=timeout_ms,
    )
    if not error_outputs(page):
        wait_for_idle(page, timeout_ms)
    return time.monotonic() - t0


def error_outputs(page) -> list[str]:
    """Texts of the error and stderr outputs of the current notebook."""
    return page.evaluate(
        """() => [...document.querySelectorAll(
              ".jp-NotebookPanel:not(.lm-mod-hidden) .jp-Notebook"
              + " .jp-OutputArea-output[data-mime-type='application/vnd.jupyter.stderr']")]
            .map((o) => {
              const cell = o.closest(".jp-CodeCell");
              // a collapsed cell (hide-input) shows no prompt, and of its code only the first line
              const prompt = cell?.querySelector(".jp-InputArea-prompt")?.textContent.trim() ?? "[collapsed]";
              const code = cell?.querySelector(".cm-content, .jp-InputPlaceholder .jp-Placeholder-content");
              const source = code ? code.textContent.slice(0, 80) : "";
              return `${prompt} ${JSON.stringify(source)}: ${o.textContent.trim() || "(an error without text)"}`;
            })"""
    )


def make_live(page, name: str) -> None:
    """The lesson's cells have run: by themselves (a lesson the site runs on opening) or by Run All."""
    shipped = json.loads((OUTPUT / "files" / name).read_text())
    if shipped.get("metadata", {}).get("tutor", {}).get("autorun"):
        page.wait_for_function(
            """(nb) => {
                const prompts = [...document.querySelectorAll(nb + " .jp-CodeCell .jp-InputArea-prompt")]
                  .map((p) => p.textContent.trim());
                return prompts.length > 0 && prompts.every((p) => /^\\[\\d+\\]:$/.test(p));
            }""",
            arg=NB,
            timeout=120_000,
        )
        wait_for_idle(page)
    else:
        run_all(page)


def save_results(page, site, name: str):
    """The learner's results saved as a file from the start page (a playwright download)."""
    page.goto(f"{site.url}index.html?map")
    page.get_by_label("Your name").fill(name)
    with page.expect_download() as download:
        page.get_by_role("button", name="Save my results as a file").click()
    return download.value


def teacher_table(page) -> list[list[str]]:
    """The rows of the teacher page's table, cell by cell."""
    return page.evaluate(
        """() => [...document.querySelectorAll('#rows tr')].map((tr) =>
              [...tr.children].map((c) => c.firstChild ? c.firstChild.textContent : ''))"""
    )


def hold_python(page) -> Callable[[], None]:
    """Keep the lesson's Python from starting (Pyodide's WebAssembly is not answered) until the function returned
    is called: what a learner sees and does before Python is ready can then be tested at leisure."""
    held: list = []
    released = False

    def hold(route) -> None:
        if released:
            route.continue_()
        else:
            held.append(route)

    page.route("**/pyodide.asm.wasm", hold)

    def release() -> None:
        nonlocal released
        released = True
        for route in held:
            with contextlib.suppress(Exception):  # a request of a page since left (a reload)
                route.continue_()
        held.clear()

    return release


def _expect(locator):
    """Playwright's ``expect``, imported where it is used (this module loads without playwright too)."""
    from playwright.sync_api import expect

    return expect(locator)


def _next_move(table) -> str:
    """Do the learner's next move on a play table; what was done ('' when nothing is to be done)."""
    # buttons: bids, trump choices, declarations, exchanges confirmed, out-of-turn choices
    go_on = table.get_by_role("button", name="let the play go on", exact=True)
    if go_on.is_visible():
        go_on.click()
        return "go on"
    confirm = table.locator("button:visible", has_text=re.compile(r"^confirm"))
    if confirm.count():
        cards = table.locator(f".tutor-hand .tutor-card[role=button]{LIVE}")
        if not table.locator(f".tutor-hand .tutor-card.tutor-selected{LIVE}").count():
            cards.first.click()
            _expect(table.locator(f".tutor-hand .tutor-card.tutor-selected{LIVE}")).to_have_count(
                1, timeout=CLICK_MS
            )
        confirm.first.click()
        return "confirm"
    actions = table.locator(".tutor-actions:visible button.widget-button:not([disabled])")
    if actions.count():
        button = actions.first
        label = button.text_content()
        button.click()
        return f"button {label}"
    legal = table.locator(f".tutor-hand .tutor-card.tutor-legal{LIVE}")
    if legal.count():
        card = legal.first.get_attribute("data-card")
        legal.first.click()
        return f"card {card}"
    return ""


def play_to_the_end(page, table, game: str) -> list[str]:
    """Play the learner's whole hand on a play table, by clicking, to "Hand over"; the moves made."""
    feedback = table.locator(".tutor-hand .tutor-feedback")
    done = []
    for _ in range(MAX_MOVES):
        if "Hand over" in feedback.text_content():
            return done
        before = table.text_content()
        move = _next_move(table)
        assert move, f"{game}: nothing to click, but the hand is not over: {feedback.text_content()!r}"
        done.append(move)
        page.wait_for_function(
            "([el, before]) => el.textContent !== before",
            arg=[table.element_handle(), before],
            timeout=CLICK_MS,
        )
        if move.startswith(
            "card "
        ):  # the table may change before the hand does: the card played leaves it first
            played = table.locator(f'.tutor-hand .tutor-card.tutor-legal[data-card="{move[5:]}"]{LIVE}')
            _expect(played).to_have_count(0, timeout=CLICK_MS)
        bad = feedback.get_attribute("data-kind") == "bad"
        assert not bad, f"{game}: {move} was refused: {feedback.text_content()!r} after {done}"
    raise AssertionError(f"{game}: the hand is not over after {MAX_MOVES} moves: {done[-10:]}")
