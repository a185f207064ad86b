"""Piquet figures: random whole deals per second, declaration comparisons per second, bot against random.

Targets (issue 4): at least 5,000 random deals/s (exchange, declarations and play, every action validated by
``State.apply``) and 50,000 comparisons/s. ``python benchmarks/bench_piquet.py [parties]``. Deal rates are given
in CPU time of this process (``time.process_time``), which other work on a shared machine disturbs less, and in
wall-clock time (``time.perf_counter``); on an idle machine the two agree.
"""

from __future__ import annotations

import random
import sys
import time

from tutor.cards import CardSet, shuffled
from tutor.games import piquet


def random_deals(count: int, seed: int = 1) -> tuple[float, float, float]:
    """Deals per second of CPU time and of wall-clock time, and actions per deal, for uniformly random
    legal actions (each one validated by ``State.apply``)."""
    rng = random.Random(seed)
    pick = rng.random
    actions = 0
    wall, cpu = time.perf_counter(), time.process_time()
    for i in range(count):
        state = piquet.start(i, dealer=i % 2)  # the cut is for the first deal of a partie only
        while state.to_act is not None:
            legal = state.legal_actions()
            state = state.apply(legal[int(pick() * len(legal))])
        actions += len(state.history)
    cpu, wall = time.process_time() - cpu, time.perf_counter() - wall
    return count / cpu, count / wall, actions / count


def comparisons(count: int) -> float:
    pairs = []
    for i in range(500):
        cards = shuffled(piquet.ALL_CARDS.sorted(), i)
        pairs.append((CardSet(cards[:12]), CardSet(cards[12:24])))
    start = time.perf_counter()
    for i in range(count):
        elder, younger = pairs[i % 500]
        piquet.compare_hands(elder, younger)
    return count / (time.perf_counter() - start)


def bot_against(parties: int, make_opponent=piquet.RandomBot, **bot_options) -> tuple[int, int, int, float]:
    """Wins, losses, draws of the Bot, and its mean points per partie (seats alternate)."""
    wins = losses = draws = 0
    points = 0
    for i in range(parties):
        bot_seat = i % 2
        bots = [make_opponent(i), make_opponent(i)]
        bots[bot_seat] = piquet.Bot(seed=i, **bot_options)
        result = piquet.play_partie(f"bench:{i}", bots).result()
        if result.winner is None:
            draws += 1
        elif result.winner == bot_seat:
            wins += 1
            points += result.points
        else:
            losses += 1
            points -= result.points
    return wins, losses, draws, points / parties


def main() -> None:
    parties = int(sys.argv[1]) if len(sys.argv) > 1 and sys.argv[1].isdigit() else 300
    rounds = [random_deals(2000) for _ in range(3)]  # the same 2,000 deals each round: best of three
    cpu_rate = max(r[0] for r in rounds)
    wall_rate = max(r[1] for r in rounds)
    print(
        f"random whole deals:     {cpu_rate:>10,.0f} deals/s of CPU time, {wall_rate:,.0f}/s wall clock "
        f"(best of 3 x 2,000; {rounds[0][2]:.1f} actions a deal, each validated; target 5,000)"
    )
    print(f"declaration comparison: {comparisons(50_000):>10,.0f} comparisons/s (target 50,000)")
    dialogues = 5000
    start = time.perf_counter()
    for i in range(dialogues):
        cards = shuffled(piquet.ALL_CARDS.sorted(), i)
        piquet.dialogue(CardSet(cards[:12]), CardSet(cards[12:24]))
    print(f"truthful dialogues:     {dialogues / (time.perf_counter() - start):>10,.0f} dialogues/s")
    start = time.perf_counter()
    wins, losses, draws, mean = bot_against(parties)
    elapsed = time.perf_counter() - start
    print(
        f"Bot against RandomBot:  {wins} won, {losses} lost, {draws} drawn of {parties} parties; "
        f"mean {mean:+.0f} points a partie ({elapsed:.1f} s)"
    )
    sinking = max(parties // 3, 1)
    wins, losses, draws, mean = bot_against(sinking, lambda i: piquet.Bot(seed=i + 1), sink_below=4)
    print(
        f"Bot sinking tierces and trios against Bot: {wins} won, {losses} lost, {draws} drawn of {sinking}; "
        f"mean {mean:+.0f} points a partie"
    )


if __name__ == "__main__":
    main()
