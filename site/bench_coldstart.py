"""Cold start of the built site: when the first lesson's cards show, and when its first step answers a click.

    .venv/bin/python site/bench_coldstart.py [--runs 3] [--top 15] [--encoding br|gzip|none]

A benchmark, not a test. Each run starts Debian's chromium (offline flags, a new user-data-dir), serves
``site/_output`` on 127.0.0.1 and opens the site's root (which opens "Start here") with nobody clicking Run All:
the lesson must open ready by itself. A script in the page notes, every 0.1 s, the moment

* the notebook shows (its first cell),
* the first card is visible (a static picture of a card row, or a live one),
* the first live card is visible (a card row outside ``.tutor-static``: Python runs the lesson),
* the first step answers a click: from the moment a live card exists, the script clicks it every 0.5 s until
  that row's feedback line has text,

and whether "Loading widget..." shows once the lesson is live. Then the same page is reloaded (the second visit,
same profile: the browser's cache and storage kept) and measured again. The bytes the server sent (status
lines, headers and bodies) are counted for the cold start and for the reload, and the largest requests of the
first cold start are listed. The machine's load average is printed with every run: the figures move with it.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import tempfile
import threading
import time
from pathlib import Path

SITE = Path(__file__).resolve().parent
sys.path.insert(0, str(SITE))
import serve  # noqa: E402
from ensure_chromium import CHROMIUM, FLAGS  # noqa: E402

#: issue 17's targets (median of 3 cold runs at load <= 1.5)
TARGETS = {"cards": 4.0, "answered": 8.0, "cold_mb": 15.0, "second_mb": 1.0}

#: runs in every document of the page (the root page redirects to the lesson): marks in ms since the epoch
TRACKER = """
(() => {
  const marks = (window.__tutorMarks = {});
  const note = (name) => { if (!(name in marks)) marks[name] = Date.now(); };
  const visible = (el) => { const r = el.getBoundingClientRect(); return r.width > 0 && r.height > 0; };
  let lastClick = 0;
  setInterval(() => {
    if (document.querySelector(".jp-Notebook .jp-Cell")) note("notebook");
    const cards = [...document.querySelectorAll(".jp-Notebook .tutor-card")].filter(visible);
    if (cards.length) note("cards");
    const live = cards.filter((c) => !c.closest(".tutor-static") && c.getAttribute("role") === "button");
    if (live.length) note("live");
    if (/Loading widget|Error displaying widget/.test(document.body.innerText)) {
      if (marks.live) marks.loading_after_live = true; else note("loading");
    }
    if (live.length && !marks.answered) {
      const feedback = live[0].closest(".tutor-cards").querySelector(".tutor-feedback");
      if (feedback && feedback.textContent.trim()) note("answered");
      else if (Date.now() - lastClick > 500) { lastClick = Date.now(); live[0].click(); }
    }
  }, 100);
})();
"""


def loadavg() -> str:
    return Path("/proc/loadavg").read_text().split()[0]


def measure(page, server, action, timeout_s: float = 120) -> dict[str, float]:
    """Seconds from ``action()`` (a navigation) to each mark, and the bytes the server sent meanwhile."""
    with server.lock:
        server.bytes_sent = 0
        server.sent_by_path = {}
    t0 = time.time()
    action()
    deadline = time.monotonic() + timeout_s
    marks: dict = {}
    while time.monotonic() < deadline:
        try:
            marks = page.evaluate("() => window.__tutorMarks || {}")
        except Exception:  # the root page navigating to the lesson
            marks = {}
        if "answered" in marks:
            break
        time.sleep(0.2)
    time.sleep(1.0)  # the run of the remaining cells, and their requests, if any
    result = {
        k: (v / 1000 - t0)
        for k, v in marks.items()
        if isinstance(v, int | float) and k != "loading_after_live"
    }
    result["loading_after_live"] = bool(marks.get("loading_after_live"))
    result["mb"] = server.bytes_sent / 1e6
    with server.lock:
        result["by_path"] = dict(server.sent_by_path)
    return result


def one_run(playwright, server, url: str) -> tuple[dict, dict]:
    with tempfile.TemporaryDirectory(prefix="tutor-bench-") as profile:
        ctx = playwright.chromium.launch_persistent_context(
            profile,
            executable_path=str(CHROMIUM),
            args=FLAGS,
            ignore_default_args=["--headless"],
            viewport={"width": 1280, "height": 900},
        )
        try:
            ctx.add_init_script(TRACKER)
            page = ctx.pages[0] if ctx.pages else ctx.new_page()
            cold = measure(page, server, lambda: page.goto(url))
            page.wait_for_timeout(6000)  # autosave would have stored the lesson by now (it must not)
            second = measure(page, server, lambda: page.reload())
            return cold, second
        finally:
            ctx.close()


def largest(r: dict, top: int) -> list[str]:
    """The ``top`` largest requests of a run (bytes sent, headers included), and what all the others add up to."""
    sizes = sorted(r["by_path"].items(), key=lambda kv: (-kv[1], kv[0]))
    lines = [f"{n / 1e6:7.3f} MB  {path}" for path, n in sizes[:top]]
    rest = sizes[top:]
    lines.append(f"{sum(n for _, n in rest) / 1e6:7.3f} MB  the other {len(rest)} requests")
    return lines


def fmt(r: dict, key: str) -> str:
    return f"{r[key]:.1f} s" if key in r else "never"


def line(r: dict) -> str:
    loading = "; 'Loading widget...' after live!" if r["loading_after_live"] else ""
    return (
        f"notebook {fmt(r, 'notebook')}, cards {fmt(r, 'cards')}, live {fmt(r, 'live')}, "
        f"answered {fmt(r, 'answered')}, {r['mb']:.2f} MB sent{loading}"
    )


def summary(label: str, runs: list[dict], key: str, target: float | None = None, digits: int = 1) -> str:
    values = [r.get(key, float("nan")) for r in runs]
    aim = f" (target <= {target:g})" if target is not None else ""
    median, low, high = (f"{v:.{digits}f}" for v in (statistics.median(values), min(values), max(values)))
    return f"{label}: median {median}, min {low}, max {high}{aim}"


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument(
        "--top", type=int, default=15, help="list this many of the largest cold-start requests"
    )
    parser.add_argument(
        "--encoding",
        choices=("br", "gzip", "none"),
        default="br",
        help="the copies the server sends: br (brotli, else gzip: what a browser gets from https:// or "
        "localhost), gzip (a plain http:// school server: no brotli there), none (a server that compresses "
        "nothing, e.g. python -m http.server)",
    )
    args = parser.parse_args(argv)
    from playwright.sync_api import sync_playwright

    output = serve.OUTPUT
    if not (output / "index.html").exists():
        print("no built site: run `make build-site` first", file=sys.stderr)
        return 1
    # the files a server sends (the build's pre-compressed .gz/.br copies are sent in their place, not besides)
    files = [p for p in output.rglob("*") if p.is_file() and p.suffix not in (".gz", ".br")]
    size_mb = sum(p.stat().st_size for p in files) / 1e6
    pyodide = [p for p in (output / "static" / "pyodide").iterdir() if p.suffix not in (".gz", ".br")]
    pyodide_mb = sum(p.stat().st_size for p in pyodide) / 1e6

    allowed = {"br": ("br", "gzip"), "gzip": ("gzip",), "none": ()}[args.encoding]
    serve.Handler.ENCODINGS = tuple(e for e in serve.Handler.ENCODINGS if e[1] in allowed)
    server = serve.make_server(output, 0, quiet=True)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    url = f"http://127.0.0.1:{server.server_address[1]}/"
    colds, seconds, loads = [], [], []
    with sync_playwright() as p:
        for i in range(args.runs):
            before = loadavg()
            cold, second = one_run(p, server, url)
            loads += [float(before), float(loadavg())]
            colds.append(cold)
            seconds.append(second)
            print(f"run {i + 1} (load {before} -> {loadavg()}):", flush=True)
            print(f"  cold start:   {line(cold)}", flush=True)
            print(f"  second visit: {line(second)}", flush=True)
    server.shutdown()
    print(f"the largest requests of the first cold start ({len(colds[0]['by_path'])} paths):")
    for text in largest(colds[0], args.top):
        print("  " + text)
    print(f"copies sent: {args.encoding} (--encoding)")
    print(f"load average during the runs: {min(loads):.2f}-{max(loads):.2f} (/proc/loadavg, 1 min)")
    print("seconds after navigation, over", len(colds), "cold runs, fresh profile each:")
    print("  " + summary("cold, first cards visible", colds, "cards", TARGETS["cards"]))
    print("  " + summary("cold, first live card", colds, "live"))
    print("  " + summary("cold, first step answers a click", colds, "answered", TARGETS["answered"]))
    print("  " + summary("reload, first cards visible", seconds, "cards"))
    print("  " + summary("reload, first step answers a click", seconds, "answered"))
    print("  " + summary("MB sent, cold start", colds, "mb", TARGETS["cold_mb"]))
    print("  " + summary("MB sent, second visit (reload)", seconds, "mb", TARGETS["second_mb"], digits=3))
    print(
        f"site: {size_mb:.1f} MB in {len(files)} files; Pyodide dir {pyodide_mb:.1f} MB in {len(pyodide)} files"
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
