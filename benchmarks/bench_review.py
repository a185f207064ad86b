"""How long the review of a whole deal takes (:class:`tutor.lesson.review.DealReview`): seat 0's cards of
bot-played deals, every card judged from the first lead, exactly within :func:`tutor.lesson.review.exact_tricks`
and estimated before it, the costliest given their reasons.

Per game: the deals reviewed, the cards, how many were exact, the median, the slowest tenth (p90) and the slowest
review, and the slowest single step (one card: what the play table computes between two turns of the event loop),
in seconds of CPU time (CPython; Pyodide runs it 2-3 times slower, ``site/bench_analysis_pyodide.py --review``: the
review must appear within 5 s of the deal's end there).

``python benchmarks/bench_review.py [deals] [game ...]`` (default: 12 deals, every game).
"""

from __future__ import annotations

import os
import pathlib
import statistics
import sys
import time

sys.path.insert(0, str(pathlib.Path(__file__).parent.parent))  # measure this checkout's tutor

from common import MODULES, command_line, start  # benchmarks/common.py

from tutor.lesson.review import DealReview


def review_times(game: str, seed: int) -> tuple[float, float, int, int]:
    """``(the whole review, its slowest step, cards, exact cards)`` for seat 0 of a bot-played deal, CPU seconds."""
    module = MODULES[game]
    first = start(game, seed)
    end = module.play_out(first, [module.Bot(seed=seed * 10 + s) for s in range(len(first.hands))])
    begin = time.process_time()
    review = DealReview((first, end.history[len(first.history) :]), 0)
    worst = 0.0
    while True:
        step = time.process_time()
        more = review.step()
        worst = max(worst, time.process_time() - step)
        if not more:
            break
    return time.process_time() - begin, worst, review.total, sum(card.exact for card in review.cards)


def main(deals: int = 12, games: list[str] | None = None) -> None:
    print(f"load {os.getloadavg()[0]:.2f} {os.getloadavg()[1]:.2f} {os.getloadavg()[2]:.2f}")
    for game in games or list(MODULES):
        found = [review_times(game, seed) for seed in range(deals)]
        found = [f for f in found if f[2]]  # a deal thrown in before the play: no card to review
        times = sorted(f[0] for f in found)
        p90 = times[int(0.9 * (len(times) - 1))]
        cards, exact = sum(f[2] for f in found), sum(f[3] for f in found)
        print(
            f"{game:9s} {len(found):3d} deals, {cards:3d} cards ({exact} exact): median {statistics.median(times):.3f} s,"
            f" p90 {p90:.3f} s, max {times[-1]:.3f} s; slowest step {max(f[1] for f in found):.3f} s"
        )


if __name__ == "__main__":
    count, chosen, _ = command_line(12)
    main(count, chosen)
