"""How long a sampled hint takes: :class:`tutor.analysis.SamplingBot`'s ``hint`` at the learner's decisions of
bot-played deals, in the last tricks where the hint is sampled (:data:`tutor.analysis.EXACT_TRICKS`), with the
game's :data:`tutor.analysis.HINT_SAMPLES` deals (or ``--samples N``, ``--tricks N``).

Per game: the number of decisions timed, the median, the slowest tenth (p90) and the slowest, in seconds, every
deal solved (no time budget: the figures that chose :data:`tutor.analysis.HINT_SAMPLES`)
(CPython; Pyodide runs it 2-3 times slower: a hint must stay within about a second there).

``python benchmarks/bench_hints.py [deals] [game ...] [--samples N] [--tricks N]`` (default: 12 deals, every game).
"""

from __future__ import annotations

import os
import pathlib
import statistics
import sys
import time

sys.path.insert(0, str(pathlib.Path(__file__).parent.parent))  # measure this checkout's tutor

from common import MODULES, command_line, start  # benchmarks/common.py

from tutor import analysis


def decisions(game: str, seed: int, tricks: int):
    """The states of a bot-played deal where seat 0 chooses a card in the last ``tricks`` tricks."""
    module = MODULES[game]
    state = start(game, seed)
    bots = [module.Bot(seed=seed * 10 + s) for s in range(len(state.hands))]
    while not state.is_terminal:
        seat = state.to_act
        if seat == 0 and analysis.in_reach(state, tricks) and len(state.legal_actions()) > 1:
            yield state
        state = state.apply(bots[seat].choose(state))


def main(
    deals: int = 12, games: list[str] | None = None, samples: int | None = None, tricks: int | None = None
) -> None:
    chosen = games or list(MODULES)
    print(f"load {os.getloadavg()[0]:.2f} {os.getloadavg()[1]:.2f} {os.getloadavg()[2]:.2f}")
    for game in chosen:
        n = samples if samples is not None else analysis.HINT_SAMPLES[game]
        t = tricks if tricks is not None else analysis.EXACT_TRICKS[game]
        times = []
        for seed in range(deals):
            for state in decisions(game, seed, t):
                bot = analysis.SamplingBot(seed=seed, samples=n, tricks=t)
                begin = time.perf_counter()
                bot.hint(state)
                times.append(time.perf_counter() - begin)
        times.sort()
        p90 = times[int(0.9 * (len(times) - 1))]
        print(
            f"{game:9s} {n:2d} deals, {t} tricks: {len(times):3d} hints, median {statistics.median(times):.3f} s,"
            f" p90 {p90:.3f} s, max {times[-1]:.3f} s"
        )


if __name__ == "__main__":
    count, chosen, options = command_line(12, "--samples", "--tricks")
    main(count, chosen, **options)
