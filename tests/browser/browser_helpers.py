"""Helpers of the site tests that drive JupyterLab (kept apart from conftest.py, whose module name other test
folders share)."""

from __future__ import annotations

import time

#: how long a lesson may take to run top to bottom (kernel start-up included) on a 2-core machine
KERNEL_TIMEOUT_MS = 120_000

#: the notebook on show (JupyterLab keeps the other open notebooks in hidden panels)
NB = ".jp-NotebookPanel:not(.lm-mod-hidden) .jp-Notebook"


def wait_for_notebook(page, name: str) -> None:
    """The notebook ``name`` is open in JupyterLab, its cells drawn and its kernel ready."""
    page.locator(".lm-TabBar-tab.jp-mod-current", has_text=name).wait_for(timeout=60_000)
    page.wait_for_selector(f"{NB} .jp-Cell", timeout=60_000)
    wait_for_idle(page)


def wait_for_idle(page, timeout_ms: int = KERNEL_TIMEOUT_MS) -> None:
    """The current notebook's kernel is started and idle, with no cell queued."""
    page.wait_for_function(
        """() => {
            const bar = (document.querySelector("#jp-main-statusbar") || document.body).innerText;
            if (!/Python \\(Pyodide\\) \\| Idle/.test(bar)) return false;
            const indicator = document.querySelector(
              ".jp-NotebookPanel:not(.lm-mod-hidden) .jp-Notebook-ExecutionIndicator");
            return !indicator || indicator.getAttribute("data-status") !== "busy";
        }""",
        timeout=timeout_ms,
    )


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
              const prompt = cell ? cell.querySelector(".jp-InputArea-prompt").textContent.trim() : "?";
              const source = cell ? cell.querySelector(".cm-content").textContent.slice(0, 80) : "";
              return `${prompt} ${JSON.stringify(source)}: ${o.textContent.trim() || "(an error without text)"}`;
            })"""
    )
