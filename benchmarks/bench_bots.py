"""The sampling bot's strength: :class:`tutor.analysis.SamplingBot` against each game's best bot (``Bot``).

Paired deals: each seed is played twice with the same bots everywhere except the tested seats (one seat, or a
partnership), once with the game's ``Bot`` there and once with the sampling bot (which plays as ``Bot`` until
the last tricks, so both runs reach the same position). The figure is the difference of the deal's result
for the tested side, in the game's currency (Satat: tricks margin; Saskop: card points; Piquet: the score
difference; Subastao: the soloist's points), with its 95% interval, and how often the sampling bot did
better / worse. The tested seats rotate with the seed.

``python benchmarks/bench_bots.py [deals] [game ...] [--samples N] [--tricks N]`` (default: 40 deals, every
game, 6 samples, the game's ``EXACT_TRICKS``).
"""

from __future__ import annotations

import math
import os
import time

from common import MODULES, command_line, start  # benchmarks/common.py

from tutor import analysis


def tested_seats(game: str, seed: int) -> set[int]:
    if game in ("satat", "saskop"):
        return {seed % 2, seed % 2 + 2}
    return {seed % (2 if game == "piquet" else 3)}


def result_for(game: str, final, seats: set[int]) -> int:
    """The deal's result for the side of ``seats``, in the game's currency."""
    outcome = final.outcome()
    seat = min(seats)
    if game == "satat":
        team = seat % 2
        return outcome.tricks[team] - outcome.tricks[1 - team]
    if game == "saskop":
        team = seat % 2
        return outcome.points[team] - outcome.points[1 - team]
    if game == "piquet":
        return final.scores[seat] - final.scores[1 - seat]
    points = outcome.points or 0  # the soloist's (0 when all passed)
    return points if final.side >> seat & 1 else -points


def play(game: str, seed: int, seats: set[int], tested) -> object:
    module = MODULES[game]
    players = len(start(game, seed).hands)
    bots = [tested if s in seats else module.Bot(seed=seed * 10 + s) for s in range(players)]
    return module.play_out(start(game, seed), bots)


def main(
    deals: int = 40, games: list[str] | None = None, samples: int = 6, tricks: int | None = None
) -> None:
    print(f"load average {' '.join(f'{x:.2f}' for x in os.getloadavg())}", flush=True)
    print(
        f"{'game':<9} {'deals':>5} {'mean diff':>10} {'95% interval':>18} {'better':>6} {'worse':>6} {'s/deal':>7}"
    )
    for game in games or list(MODULES):
        diffs = []
        began = time.perf_counter()
        for seed in range(deals):
            seats = tested_seats(game, seed)
            base = play(game, seed, seats, MODULES[game].Bot(seed=seed))
            strong = play(game, seed, seats, analysis.SamplingBot(seed=seed, samples=samples, tricks=tricks))
            diffs.append(result_for(game, strong, seats) - result_for(game, base, seats))
        n = len(diffs)
        mean = sum(diffs) / n
        half = 1.96 * math.sqrt(sum((d - mean) ** 2 for d in diffs) / (n - 1) / n) if n > 1 else 0.0
        better = sum(d > 0 for d in diffs)
        worse = sum(d < 0 for d in diffs)
        per = (time.perf_counter() - began) / n
        interval = f"[{mean - half:+.2f}, {mean + half:+.2f}]"
        print(
            f"{game:<9} {n:>5} {mean:>+10.2f} {interval:>18} {better:>6} {worse:>6} {per:>6.1f}s", flush=True
        )
    print(f"load average {' '.join(f'{x:.2f}' for x in os.getloadavg())}")


if __name__ == "__main__":
    count, chosen, options = command_line(40, "--samples", "--tricks")
    main(count, chosen, **options)
