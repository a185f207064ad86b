"""Cold start of the built site: when the first lesson's cards show, when its first step answers a click (before
Python, from the lesson engine), and when Python's own cards are there.

    .venv/bin/python site/bench_coldstart.py [--runs 5] [--throttle 4] [--top 15] [--encoding br|gzip|none]
    .venv/bin/python site/bench_coldstart.py --versus OTHER_SITE_DIR     # two builds, runs interleaved
    .venv/bin/python site/bench_coldstart.py --language ja               # Start here in Japanese

A benchmark, not a test. Each run starts Debian's chromium (offline flags, a new user-data-dir), serves the site
on 127.0.0.1 and opens its root (which opens "Start here") with nobody clicking Run All. A script in the page
notes, every 0.1 s, the moment

* the notebook shows (its first cell);
* the first card is visible (a picture of a card row, or a live one);
* the first step answers a click: the script clicks the first card of the first lesson box that answers (the
  lesson engine's, before Python; else a live one) every 0.5 s until that row's feedback line has text;
* the first live card is visible (Python ran the lesson and its box took over);
* Python answers a click: the script clicks a live card of a box it has not clicked before every 0.5 s until its
  feedback line has text;

and whether "Loading widget..." shows once the lesson is live. Then the same page is reloaded (the second visit,
same profile: the browser's cache and storage kept) and measured again. The bytes the server sent are counted for
each, and the largest requests of the first cold start are listed. It also says how much of *Start here* answers
before Python: its lesson boxes answering before the first live card, and their steps in the tables.

Every run prints the machine's load average (1 min) before and after it, and is called *idle* only when both are
at most 1 (the machine is shared: the figures move with the load). Then the same runs with the page's CPU slowed
down 4 times through the DevTools protocol (``Emulation.setCPUThrottlingRate``, the school laptop's case): Chromium
slows the page's main thread (JupyterLab, the lesson engine), and the script tries to slow the kernel's worker
the same way; it says whether the worker was slowed.
"""

from __future__ import annotations

import argparse
import json
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

#: issue 31's targets (medians of the cold runs): first cards, first step answered after the cards show, a
#: reload's first answer, the first answer with the CPU slowed down 4 times, bytes of a cold start
TARGETS = {
    "cards": 4.0,
    "answered_after_cards": 0.5,
    "reload_answered": 2.5,
    "throttled_answered": 8.0,
    "cold_mb": 15.0,
}

#: a run is "idle" only at this load average or below (1 min, both before and after it)
IDLE_LOAD = 1.0

#: runs in every document of the page (the root page redirects to the lesson): marks in ms since the epoch
TRACKER = """
(() => {
  const marks = (window.__tutorMarks = {});
  const note = (name) => { if (!(name in marks)) marks[name] = Date.now(); };
  const visible = (el) => { const r = el.getBoundingClientRect(); return r.width > 0 && r.height > 0; };
  const titleOf = (el) => { const h = el.closest(".tutor-lesson-view")?.querySelector("h3"); return h ? h.textContent : ""; };
  const feedbackOf = (card) => card.closest(".tutor-cards").querySelector(".tutor-feedback");
  let first = null, firstClick = 0, python = null, pythonClick = 0;
  setInterval(() => {
    if (document.querySelector(".jp-Notebook .jp-Cell")) note("notebook");
    const cards = [...document.querySelectorAll(".jp-Notebook .tutor-card")].filter(visible);
    if (cards.length) note("cards");
    const clickable = cards.filter((c) => c.getAttribute("role") === "button");
    const engine = clickable.filter((c) => c.closest(".tutor-static.tutor-engine"));
    const live = clickable.filter((c) => !c.closest(".tutor-static"));
    if (engine.length) note("engine");
    if (live.length) note("live");
    if (!marks.live) marks.boxes = new Set([...document.querySelectorAll(".tutor-static.tutor-engine[data-tutor-view]")]
      .map((b) => b.dataset.tutorView)).size;
    if (/Loading widget|Error displaying widget/.test(document.body.innerText)) {
      if (marks.live) marks.loading_after_live = true; else note("loading");
    }
    // the first step answered, by whichever box answers first
    if (!marks.answered && (first || engine[0] || live[0])) {
      first = first && first.isConnected ? first : engine[0] || live[0];
      marks.first_title = titleOf(first);
      if (feedbackOf(first).textContent.trim()) note("answered");
      else if (Date.now() - firstClick > 500) { firstClick = Date.now(); first.click(); }
    }
    // Python answers: a live card of another box than the one clicked first
    if (live.length && !marks.python_answered) {
      if (!python || !python.isConnected) {
        python = live.find((c) => titleOf(c) !== marks.first_title && !feedbackOf(c).textContent.trim()) || null;
      }
      if (python) {
        if (feedbackOf(python).textContent.trim()) note("python_answered");
        else if (Date.now() - pythonClick > 500) { pythonClick = Date.now(); python.click(); }
      }
    }
  }, 100);
})();
"""


def loadavg() -> float:
    return float(Path("/proc/loadavg").read_text().split()[0])


class Throttle:
    """The page's CPU slowed down ``rate`` times through the DevTools protocol: the page itself
    (``Emulation.setCPUThrottlingRate``), and each worker it starts (the kernel's), reached through
    ``Target.setAutoAttach`` and messages to the worker's target. Notes which workers were slowed."""

    def __init__(self, context, page, rate: float) -> None:
        self.rate = rate
        self.workers: list[str] = []
        self.refused: list[str] = []
        self._next = 1000
        self.cdp = context.new_cdp_session(page)
        self.cdp.send("Emulation.setCPUThrottlingRate", {"rate": rate})
        self.cdp.on("Target.attachedToTarget", self._attached)
        self.cdp.on("Target.receivedMessageFromTarget", self._answer)
        self.cdp.send(
            "Target.setAutoAttach", {"autoAttach": True, "waitForDebuggerOnStart": True, "flatten": False}
        )

    def _send(self, session: str, method: str, params: dict) -> None:
        self._next += 1
        message = json.dumps({"id": self._next, "method": method, "params": params})
        self.cdp.send("Target.sendMessageToTarget", {"sessionId": session, "message": message})

    def _attached(self, event: dict) -> None:
        session, info = event["sessionId"], event["targetInfo"]
        if info.get("type") in ("worker", "shared_worker", "service_worker"):
            self._send(session, "Emulation.setCPUThrottlingRate", {"rate": self.rate})
            self.workers.append(info.get("url", "?").rsplit("/", 1)[-1])
        if event.get("waitingForDebugger"):
            self._send(session, "Runtime.runIfWaitingForDebugger", {})

    def _answer(self, event: dict) -> None:
        message = json.loads(event.get("message", "{}"))
        if "error" in message:
            self.refused.append(message["error"].get("message", "?"))


def measure(page, server, action, timeout_s: float = 240) -> dict:
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
        if "answered" in marks and "python_answered" in marks:
            break
        time.sleep(0.2)
    time.sleep(1.0)  # the run of the remaining cells, and their requests, if any
    result: dict = {
        k: (v / 1000 - t0)
        for k, v in marks.items()
        if k not in ("loading_after_live", "first_title", "boxes")
    }
    result["loading_after_live"] = bool(marks.get("loading_after_live"))
    result["boxes"] = marks.get("boxes", 0)
    result["mb"] = server.bytes_sent / 1e6
    with server.lock:
        result["by_path"] = dict(server.sent_by_path)
    return result


def one_run(playwright, server, url: str, throttle: float | None) -> tuple[dict, dict, list[str]]:
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
            slowed = Throttle(ctx, page, throttle) if throttle else None
            cold = measure(page, server, lambda: page.goto(url))
            page.wait_for_timeout(6000)  # autosave would have stored the lesson by now (it must not)
            second = measure(page, server, lambda: page.reload())
            notes = []
            if slowed is not None:
                notes.append(f"workers slowed too: {', '.join(slowed.workers) or 'none'}")
                if slowed.refused:
                    notes.append(f"refused: {'; '.join(sorted(set(slowed.refused)))}")
            return cold, second, notes
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
    after = f" (+{r['answered'] - r['cards']:.2f} s)" if "answered" in r and "cards" in r else ""
    return (
        f"notebook {fmt(r, 'notebook')}, cards {fmt(r, 'cards')}, answered {fmt(r, 'answered')}{after}, "
        f"live card {fmt(r, 'live')}, Python answered {fmt(r, 'python_answered')}, "
        f"{r['mb']:.2f} MB sent{loading}"
    )


def after_cards(r: dict) -> float:
    return r["answered"] - r["cards"] if "answered" in r and "cards" in r else float("nan")


def summary(label: str, values: list[float], target: float | None = None, digits: int = 1) -> str:
    median = statistics.median(values)
    verdict = ""
    if target is not None:
        verdict = f" (target <= {target:g}: {'met' if median <= target else 'MISSED'})"
    low, high = min(values), max(values)
    return f"{label}: median {median:.{digits}f}, min {low:.{digits}f}, max {high:.{digits}f}{verdict}"


def start_here_tables(output: Path) -> tuple[int, int, int]:
    """The lesson boxes of the first lesson, and its steps: all, and those its tables answer before Python."""
    release = json.loads((output / "release.json").read_text())
    stem = release["lessons"][0].removesuffix(".ipynb")
    path = output / "answers" / f"{stem}.json"
    views = json.loads(path.read_text())["views"] if path.exists() else {}
    lessons = [v for v in views.values() if v["total"] is not None]
    steps = sum(v["total"] for v in lessons)
    answered = sum(1 for v in lessons for at in v["at"] if at is not None)
    return len(views), steps, answered


def series(playwright, servers: list, runs: int, throttle: float | None) -> list[list[tuple[dict, dict]]]:
    """``runs`` cold runs of each site, interleaved; prints each as it goes."""
    results: list[list[tuple[dict, dict]]] = [[] for _ in servers]
    for i in range(runs):
        for s, (name, server, url) in enumerate(servers):
            before = loadavg()
            cold, second, notes = one_run(playwright, server, url, throttle)
            after = loadavg()
            idle = "idle" if max(before, after) <= IDLE_LOAD else "busy"
            cold["load"], cold["idle"] = max(before, after), idle == "idle"
            results[s].append((cold, second))
            label = f" [{name}]" if len(servers) > 1 else ""
            slowed = f", CPU slowed {throttle:g}x" if throttle else ""
            print(f"run {i + 1}{label}{slowed} (load {before:.2f} -> {after:.2f}: {idle}):", flush=True)
            print(f"  cold start:   {line(cold)}", flush=True)
            print(f"  second visit: {line(second)}", flush=True)
            for note in notes:
                print(f"  ({note})", flush=True)
    return results


def report(
    name: str, runs: list[tuple[dict, dict]], throttle: float | None, boxes: tuple[int, int, int]
) -> None:
    colds = [c for c, _ in runs]
    seconds = [s for _, s in runs]
    loads = [c["load"] for c in colds]
    idle = sum(c["idle"] for c in colds)
    slowed = f", the page's CPU slowed {throttle:g}x" if throttle else ""
    print(
        f"{name}{slowed}: {len(colds)} cold runs, fresh profile each; load average {min(loads):.2f}-{max(loads):.2f} "
        f"(1 min), {idle} of {len(colds)} runs idle (load <= {IDLE_LOAD:g})"
    )

    def values(rs: list[dict], key: str) -> list[float]:
        return [r.get(key, float("nan")) for r in rs]

    if throttle:
        print("  " + summary("cold, first cards visible (s)", values(colds, "cards")))
        print(
            "  "
            + summary(
                "cold, first step answered (s)", values(colds, "answered"), TARGETS["throttled_answered"]
            )
        )
        print("  " + summary("cold, first live card (s)", values(colds, "live")))
        print("  " + summary("reload, first step answered (s)", values(seconds, "answered")))
        return
    print("  " + summary("cold, first cards visible (s)", values(colds, "cards"), TARGETS["cards"]))
    print("  " + summary("cold, first step answered (s)", values(colds, "answered")))
    print(
        "  "
        + summary(
            "cold, first step answered after the cards show (s)",
            [after_cards(c) for c in colds],
            TARGETS["answered_after_cards"],
            digits=2,
        )
    )
    print("  " + summary("cold, first live card (Python's) (s)", values(colds, "live")))
    print("  " + summary("cold, Python answers a click (s)", values(colds, "python_answered")))
    print("  " + summary("reload, first cards visible (s)", values(seconds, "cards")))
    print(
        "  "
        + summary("reload, first step answered (s)", values(seconds, "answered"), TARGETS["reload_answered"])
    )
    print("  " + summary("reload, first live card (s)", values(seconds, "live")))
    print("  " + summary("MB sent, cold start", values(colds, "mb"), TARGETS["cold_mb"]))
    print("  " + summary("MB sent, second visit (reload)", values(seconds, "mb"), digits=3))
    total, steps, answered = boxes
    mounted = min(c["boxes"] for c in colds)
    print(
        f"  Start here before Python: {mounted} of {total} lesson boxes answering in every run before the first live "
        f"card; {answered} of {steps} steps of its lessons in the tables"
    )


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument(
        "--throttle",
        type=float,
        default=4.0,
        help="a second series with the page's CPU slowed down this many times (0: none)",
    )
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
    parser.add_argument(
        "--site", type=Path, default=serve.OUTPUT, help="the built site (default site/_output)"
    )
    parser.add_argument(
        "--versus", type=Path, default=None, help="another build of the site, measured in turns with --site"
    )
    parser.add_argument(
        "--language",
        default=None,
        help="open the site in this language (index.html?lang=ja: Start here in Japanese, with JupyterLab's "
        "menus in Japanese); default: the browser's, English",
    )
    args = parser.parse_args(argv)
    from playwright.sync_api import sync_playwright

    sites = [args.site] + ([args.versus] if args.versus else [])
    for output in sites:
        if not (output / "index.html").exists():
            print(f"no built site in {output}: run `make build-site` first", file=sys.stderr)
            return 1

    allowed = {"br": ("br", "gzip"), "gzip": ("gzip",), "none": ()}[args.encoding]
    serve.Handler.ENCODINGS = tuple(e for e in serve.Handler.ENCODINGS if e[1] in allowed)
    servers = []
    names = ["A", "B"] if args.versus else ["site"]
    for name, output in zip(names, sites, strict=False):
        server = serve.make_server(output, 0, quiet=True)
        threading.Thread(target=server.serve_forever, daemon=True).start()
        lang = f"index.html?lang={args.language}" if args.language else ""
        servers.append((name, server, f"http://127.0.0.1:{server.server_address[1]}/{lang}"))
    print(
        time.strftime("%Y-%m-%d %H:%M"), "; ".join(f"{n} = {s}" for n, s in zip(names, sites, strict=False))
    )
    with sync_playwright() as p:
        plain = series(p, servers, args.runs, None)
        slowed = series(p, servers, args.runs, args.throttle) if args.throttle else None
    for _, server, _ in servers:
        server.shutdown()
    first = plain[0][0][0]
    print(f"the largest requests of the first cold start ({len(first['by_path'])} paths):")
    for text in largest(first, args.top):
        print("  " + text)
    print(f"copies sent: {args.encoding} (--encoding)")
    print("seconds after navigation:")
    for s, output in enumerate(sites):
        name = f"{names[s]} = {output}" if args.versus else str(output)
        report(name, plain[s], None, start_here_tables(output))
        if slowed is not None:
            report(name, slowed[s], args.throttle, start_here_tables(output))
    for output in sites:
        files = [p for p in output.rglob("*") if p.is_file() and p.suffix not in (".gz", ".br")]
        pyodide = [p for p in (output / "static" / "pyodide").iterdir() if p.suffix not in (".gz", ".br")]
        print(
            f"{output}: {sum(p.stat().st_size for p in files) / 1e6:.1f} MB in {len(files)} files; Pyodide dir "
            f"{sum(p.stat().st_size for p in pyodide) / 1e6:.1f} MB in {len(pyodide)} files"
        )
    return 0


if __name__ == "__main__":
    sys.exit(main())
