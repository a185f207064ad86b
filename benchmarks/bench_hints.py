"""How long a sampled hint takes: :class:`tutor.analysis.SamplingBot`'s ``hint`` at the learner's decisions of
bot-played deals, in the last tricks where the hint is sampled (:data:`tutor.analysis.EXACT_TRICKS`), with the
game's :data:`tutor.analysis.HINT_SAMPLES` deals (or ``--samples N``, ``--tricks N``).

Per game: the number of decisions timed, the median, the slowest tenth (p90) and the slowest, in seconds
(CPython; Pyodide runs it 2-3 times slower: a hint must stay within about a second there).

``python benchmarks/bench_hints.py [deals] [game ...] [--samples N] [--tricks N]`` (default: 12 deals, every game).
"""

from __future__ import annotations

import os
import pathlib
import random
import statistics
import sys
import time

sys.path.insert(0, str(pathlib.Path(__file__).parent.parent))  # measure this checkout's tutor

from tutor import analysis
from tutor.games import piquet, saskop, satat, subastao

MODULES = {"satat": satat, "saskop": saskop, "piquet": piquet, "subastao": subastao}


def start(game: str, seed: int):
    if game == "satat":
        rng = random.Random(seed)
        return satat.start(seed, dealer=rng.randrange(4), trump=rng.choice("SHDC"))
    return MODULES[game].start(seed)


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


def main(argv: list[str]) -> None:
    args = list(argv)
    samples = tricks = None
    if "--samples" in args:
        i = args.index("--samples")
        samples = int(args[i + 1])
        del args[i : i + 2]
    if "--tricks" in args:
        i = args.index("--tricks")
        tricks = int(args[i + 1])
        del args[i : i + 2]
    deals = int(args[0]) if args and args[0].isdigit() else 12
    chosen = [a for a in args if a in MODULES] or list(MODULES)
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
    main(sys.argv[1:])
