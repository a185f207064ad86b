"""The exact solver in the built site: the same measurement in Pyodide (in Chromium) and in CPython, and the ratio.

    .venv/bin/python site/bench_analysis_pyodide.py [--deals 10] [--tricks 6 4] [--teach | --hints | --review | --table] [game ...]

A benchmark, not a test. It serves ``site/_output`` (build it first: ``.venv/bin/python site/build.py``) on
127.0.0.1 with ``site/serve.py``, starts Debian's chromium with the offline flags of ``site/ensure_chromium.py``
and opens a blank page of that origin that boots Pyodide from the site's own ``static/pyodide/`` and loads the
site's ``tutor`` wheel with ``loadPackage`` (nothing from another host: any other request is refused and
reported). In the page, and then in this CPython, the same code runs: the helpers of
``benchmarks/bench_analysis.py`` make N seeded random deals per game, play them at random until 6 (or 4) tricks
are left and time :func:`tutor.analysis.solve` on each (``--teach``, ``--hints``, ``--review`` and ``--table``
time what a learner waits for instead: a card's cost, a hint, a deal's review, the table bot's sampled card). It prints the median and the 90th percentile per game
and position for both, the Pyodide/CPython ratio of the medians per row (and of the total solving times), and
the load average before and after each side. Note that the two sides may run different Python versions (the
site's Pyodide against this venv's CPython): the ratio is site against development machine, not wasm against
native for one interpreter.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import sys
import threading
from pathlib import Path

SITE = Path(__file__).resolve().parent
ROOT = SITE.parent
OUTPUT = SITE / "_output"
sys.path.insert(0, str(SITE))
import serve  # noqa: E402
from ensure_chromium import CHROMIUM, FLAGS  # noqa: E402

BENCH = ROOT / "benchmarks" / "bench_analysis.py"

#: run after the source of benchmarks/bench_analysis.py, in Pyodide and in CPython alike
MEASURE = """
def measure(games, deals, tricks_list):
    out = {}
    for game in games:
        for tricks in tricks_list:
            times = []
            for seed in range(deals):
                state = with_tricks_left(first_lead(game, seed), tricks, random.Random(seed))
                if not state.is_terminal:
                    times.append(timed(state)[0])  # the wall clock (timed gives it and the CPU time)
            out[f"{game} {tricks}"] = times
    return out
"""

#: ``--teach``: what a learner waits for, at the game's EXACT_TRICKS (tricks_list ignored): one card's cost and
#: reason (``analysis.card_cost``: the play table's "what did that cost?", the replay's badge, a lesson's
#: judgement of a wrong card) for every legal card, and ``analysis.sampled_costs`` over 10 deals at the seat's view
MEASURE_TEACH = """
def measure(games, deals, tricks_list):
    import time
    out = {}
    for game in games:
        cards, sampled = [], []
        for seed in range(deals):
            state = with_tricks_left(first_lead(game, seed), analysis.EXACT_TRICKS[game], random.Random(seed))
            if state.is_terminal or not analysis.in_reach(state):
                continue
            for action in state.legal_actions()[:4]:
                start = time.perf_counter()
                analysis.card_cost(state, action)
                cards.append(time.perf_counter() - start)
            start = time.perf_counter()
            analysis.sampled_costs(state.view(state.to_act), samples=10, seed=seed)
            sampled.append(time.perf_counter() - start)
        out[f"{game} card_cost"] = cards
        out[f"{game} sampled10"] = sampled
    return out
"""

#: ``--hints``: the play table's hint in the last EXACT_TRICKS tricks (``analysis.learner_hint``: HINT_SAMPLES deals
#: sampled from the seat's view, each solved; the bot's hint beside it)
MEASURE_HINTS = """
def measure(games, deals, tricks_list):
    import time
    out = {}
    for game in games:
        hints = []
        for seed in range(deals):
            state = with_tricks_left(first_lead(game, seed), analysis.EXACT_TRICKS[game], random.Random(seed))
            if state.is_terminal or not analysis.in_reach(state):
                continue
            start = time.perf_counter()
            analysis.learner_hint(state, seed=seed)
            hints.append(time.perf_counter() - start)
        out[f"{game} hint"] = hints
    return out
"""

#: ``--review``: the review of a whole deal at the play table's end (:class:`tutor.lesson.review.DealReview`: every
#: card of seat 0 in a bot-played deal, exact within its horizon, estimated before; tricks_list ignored): the whole
#: review, and its slowest step (one card, between two turns of the event loop)
MEASURE_REVIEW = """
def measure(games, deals, tricks_list):
    import time
    from tutor import games as registry
    from tutor.lesson.review import DealReview
    out = {}
    for game in games:
        module = registry.get(game)
        whole, steps = [], []
        for seed in range(deals):
            first = module.start(seed)
            end = module.play_out(first, [module.Bot(seed=seed * 10 + s) for s in range(len(first.hands))])
            start = time.perf_counter()
            review = DealReview((first, end.history[len(first.history):]), 0)
            if not review.total:
                continue
            more = True
            while more:
                step = time.perf_counter()
                more = review.step()
                steps.append(time.perf_counter() - step)
            whole.append(time.perf_counter() - start)
        out[f"{game} review"] = whole
        out[f"{game} step"] = steps
    return out
"""

#: ``--table``: the play table's opponent (:func:`tutor.analysis.table_bot` at every seat of a seeded deal): each card
#: it chooses by sampling (in its last tricks), timed (tricks_list ignored)
MEASURE_TABLE = """
def measure(games, deals, tricks_list):
    import time
    from tutor import games as registry
    out = {}
    for game in games:
        module = registry.get(game)
        cards = []
        for seed in range(deals):
            state = module.start(seed)
            bots = [analysis.table_bot(game, seed=seed * 10 + s) for s in range(len(state.hands))]
            while not state.is_terminal:
                bot = bots[state.to_act]
                sampled = analysis.in_reach(state, bot.tricks) and len(state.legal_actions()) > 1
                start = time.perf_counter()
                action = bot.choose(state)
                if sampled:
                    cards.append(time.perf_counter() - start)
                state = state.apply(action)
        out[f"{game} card"] = cards
    return out
"""

PAGE = "<!doctype html><meta charset='utf-8'><title>tutor.analysis in Pyodide</title><p>benchmark</p>"

#: boots Pyodide from the site, loads tutor from the site's lock, runs the measurement; returns JSON text
BOOT = """
async ([code, games, deals, tricks]) => {
  const { loadPyodide } = await import("/static/pyodide/pyodide.mjs");
  const py = await loadPyodide({ indexURL: "/static/pyodide/" });
  await py.loadPackage("trick-tutor");  // tutor's distribution name, its key in the lock
  py.globals.set("bench_code", code);
  py.globals.set("bench_args", py.toPy([games, deals, tricks]));
  return py.runPython(
    "import json, sys\\n" +
    "bench = {'__name__': 'bench_analysis'}\\n" +
    "exec(compile(bench_code, 'bench_analysis.py', 'exec'), bench)\\n" +
    "json.dumps({'python': sys.version.split()[0], 'times': bench['measure'](*bench_args)})"
  );
}
"""


def load() -> str:
    return " ".join(f"{x:.2f}" for x in os.getloadavg())


def figures(times: list[float]) -> tuple[float, float]:
    times = sorted(times)
    return statistics.median(times), times[min(len(times) - 1, int(0.9 * len(times)))]


def in_pyodide(code: str, games: list[str], deals: int, tricks: list[int]) -> dict:
    from playwright.sync_api import sync_playwright

    server = serve.make_server(OUTPUT, 0, quiet=True)
    server.errors = []
    host, port = server.server_address[:2]
    origin = f"http://{host}:{port}"
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    external: list[str] = []
    try:
        with sync_playwright() as p:
            browser = p.chromium.launch(
                executable_path=str(CHROMIUM), args=FLAGS, ignore_default_args=["--headless"]
            )
            page = browser.new_page()

            def route(r) -> None:
                if r.request.url == f"{origin}/bench-analysis.html":
                    r.fulfill(body=PAGE, content_type="text/html")
                elif r.request.url.startswith(origin + "/"):
                    r.continue_()
                else:
                    external.append(r.request.url)
                    r.abort()

            page.route("**/*", route)
            page.on("console", lambda m: m.type == "error" and print(f"[chromium] {m.text}", file=sys.stderr))
            page.goto(f"{origin}/bench-analysis.html")
            result = json.loads(page.evaluate(BOOT, [code, games, deals, tricks]))
            browser.close()
    finally:
        server.shutdown()
        server.server_close()
    if external or server.errors:
        raise SystemExit(f"not offline or not all served: other hosts {external}, errors {server.errors}")
    return result


def in_cpython(code: str, games: list[str], deals: int, tricks: list[int]) -> dict:
    namespace: dict = {"__name__": "bench_analysis"}
    exec(compile(code, str(BENCH), "exec"), namespace)
    return {"python": sys.version.split()[0], "times": namespace["measure"](games, deals, tricks)}


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--deals", type=int, default=10, help="seeded random deals per game (default 10)")
    parser.add_argument("--tricks", type=int, nargs="+", default=[6, 4], help="tricks left (default 6 4)")
    parser.add_argument("--teach", action="store_true", help="time card_cost and sampled_costs instead")
    parser.add_argument("--hints", action="store_true", help="time the learner's sampled hint instead")
    parser.add_argument("--review", action="store_true", help="time the review of a whole deal instead")
    parser.add_argument(
        "--table", action="store_true", help="time the play table's bot's sampled cards instead"
    )
    parser.add_argument("games", nargs="*", default=["satat", "saskop", "piquet", "subastao"])
    args = parser.parse_args()
    if not (OUTPUT / "static" / "pyodide" / "pyodide.mjs").exists():
        raise SystemExit("site/_output holds no built site: run `.venv/bin/python site/build.py` first")
    if not CHROMIUM.exists():
        raise SystemExit(f"{CHROMIUM} is missing: run site/ensure_chromium.py")
    sys.path.insert(0, str(ROOT))  # this checkout's tutor for the CPython side
    measure = (
        MEASURE_TABLE
        if args.table
        else MEASURE_REVIEW
        if args.review
        else MEASURE_HINTS
        if args.hints
        else MEASURE_TEACH
        if args.teach
        else MEASURE
    )
    code = BENCH.read_text() + measure
    print(f"load average {load()}  ({args.deals} deals per game)", flush=True)
    pyo = in_pyodide(code, args.games, args.deals, args.tricks)
    print(f"load average {load()}  (after Pyodide {pyo['python']})", flush=True)
    cpy = in_cpython(code, args.games, args.deals, args.tricks)
    print(f"load average {load()}  (after CPython {cpy['python']})", flush=True)
    print(
        f"{'game':<9} {'tricks':>6} {'n':>3} {'Pyodide med':>12} {'p90':>9} {'max':>9} {'CPython med':>12} {'p90':>9}"
        f" {'ratio':>6}"
    )
    ratios = []
    for key, times in cpy["times"].items():
        game, tricks = key.split()
        pm, p9 = figures(pyo["times"][key])
        cm, c9 = figures(times)
        ratios.append(pm / cm)
        top = max(pyo["times"][key]) if pyo["times"][key] else 0.0
        print(
            f"{game:<9} {tricks:>6} {len(times):>3} {pm * 1000:>10.1f}ms {p9 * 1000:>7.1f}ms {top * 1000:>7.1f}ms "
            f"{cm * 1000:>10.1f}ms {c9 * 1000:>7.1f}ms {pm / cm:>6.2f}"
        )
    total = sum(map(sum, pyo["times"].values())) / sum(map(sum, cpy["times"].values()))
    print(
        f"Pyodide/CPython: median of the rows' ratios {statistics.median(ratios):.2f} "
        f"(range {min(ratios):.2f}-{max(ratios):.2f}); ratio of the total solving times {total:.2f}"
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
