"""Exact analysis figures: the time to solve the play of a deal, from the first lead and with six tricks left.

For each game, random deals (random bidding and exchanges, then random play up to the position) are solved
by :func:`tutor.analysis.solve` with a fresh transposition table; the median and the 90th percentile of the
wall-clock times are printed with the targets of issue 16 and the machine's load average, and beside them the
same figures in CPU time of this process (on a machine shared with other work the wall clock mostly measures
the load).

``python benchmarks/bench_analysis.py [deals] [--late] [--whole N] [game ...]`` (default: 50 deals, every game;
``--late``: only the positions with six tricks left; ``--whole N``: N deals for the whole play, default 10: it
takes seconds to minutes a deal for Satat, Saskop and Subastao).
"""

from __future__ import annotations

import os
import pathlib
import random
import statistics
import sys
import time

if "__file__" in globals():  # run as a script: this checkout's tutor, not the installed one (in the site's
    sys.path.insert(0, str(pathlib.Path(__file__).parent.parent))  # Pyodide, the site's own wheel)
from tutor import analysis
from tutor.games import piquet, saskop, satat, subastao

PLAYERS = {"satat": 4, "saskop": 4, "piquet": 2, "subastao": 3}
TARGETS = {"satat": (2.0, 0.050), "saskop": (1.0, 0.050), "piquet": (1.0, 0.020), "subastao": (2.0, 0.050)}


def _in_play(state, rng: random.Random):
    while not state.is_terminal and state.phase.value != "play":
        actions = state.legal_actions()
        state = state.apply(actions[rng.randrange(len(actions))])
    return state


def first_lead(game: str, seed: int):
    """A random deal of ``game`` at its first lead."""
    rng = random.Random(seed)
    if game == "satat":
        return satat.start(seed, dealer=rng.randrange(4), trump=rng.choice("SHDC"))
    module = {"saskop": saskop, "piquet": piquet, "subastao": subastao}[game]
    return _in_play(module.start(seed), rng)


def with_tricks_left(state, tricks: int, rng: random.Random):
    """Random play from ``state`` until ``tricks`` tricks are left (or the deal ends)."""
    players = PLAYERS[type(state).__module__.split(".")[2]]
    while not state.is_terminal:
        if sum(len(hand) for hand in state.hands if hand is not None) <= tricks * players:
            break
        actions = [
            a for a in state.legal_actions() if type(a).__name__ in ("Play", "Sing", "Continue", "Look")
        ]
        state = state.apply(actions[rng.randrange(len(actions))])
    return state


def timed(state) -> tuple[float, float]:
    """The wall-clock and the CPU time of one solve."""
    start, cpu = time.perf_counter(), time.process_time()
    analysis.solve(state)
    return time.perf_counter() - start, time.process_time() - cpu


def figures(times: list[float]) -> tuple[float, float]:
    times = sorted(times)
    return statistics.median(times), times[min(len(times) - 1, int(0.9 * len(times)))]


def main(deals: int = 50, games: list[str] | None = None, late_only: bool = False, whole: int = 10) -> None:
    print(
        f"load average {os.getloadavg()[0]:.2f} {os.getloadavg()[1]:.2f} {os.getloadavg()[2]:.2f}", flush=True
    )
    print(
        f"{'game':<9} {'position':<12} {'deals':>5} {'median':>9} {'p90':>9} {'target':>8}"
        f" {'cpu median':>11} {'cpu p90':>9}"
    )
    for game in games or list(PLAYERS):
        first, late = TARGETS[game]
        for label, tricks, target in (("first lead", None, first), ("6 tricks", 6, late)):
            if late_only and tricks is None:
                continue
            wall, cpu = [], []
            for seed in range(deals if tricks is not None else whole):
                state = first_lead(game, seed)
                if tricks is not None:
                    state = with_tricks_left(state, tricks, random.Random(seed))
                if not state.is_terminal:
                    took = timed(state)
                    wall.append(took[0])
                    cpu.append(took[1])
            median, p90 = figures(wall)
            cpu_median, cpu_p90 = figures(cpu)
            print(
                f"{game:<9} {label:<12} {len(wall):>5} {median * 1000:>7.1f}ms {p90 * 1000:>7.1f}ms "
                f"{target * 1000:>6.0f}ms {cpu_median * 1000:>9.1f}ms {cpu_p90 * 1000:>7.1f}ms",
                flush=True,
            )
    print(f"load average {os.getloadavg()[0]:.2f} {os.getloadavg()[1]:.2f} {os.getloadavg()[2]:.2f}")


if __name__ == "__main__":
    args = sys.argv[1:]
    count = int(args.pop(0)) if args and args[0].isdigit() else 50
    late_only = "--late" in args
    args = [a for a in args if a != "--late"]
    whole = 10
    if "--whole" in args:
        at = args.index("--whole")
        whole = int(args[at + 1])
        del args[at : at + 2]
    main(count, args or None, late_only, whole)
