"""Satat figures: random legal playouts of whole deals through the validated public API, and the bot's
strength (two bot partners against two random players).

Rates are the best of three runs, in CPU time of this process (``time.process_time``), so that other work on
a shared machine does not halve them; the wall-clock rate of the same runs is shown beside.
"""

from __future__ import annotations

import random
import time

from tutor.games import satat


def random_playouts(count: int, rules: satat.SatatRules | None = None, *, seed: int = 0) -> dict[str, float]:
    """Deal ``count`` deals with ``start`` and play each to its end with ``apply(choice(legal_actions()))``.

    Returns deals and actions per second (CPU time and wall clock).
    """
    rules = rules or satat.SatatRules()
    choice = random.Random(seed).choice
    actions = 0
    cpu, wall = time.process_time(), time.perf_counter()
    for number in range(seed, seed + count):
        state = satat.start(number, rules=rules)
        while not state.is_terminal:
            state = state.apply(choice(state.legal_actions()))
        actions += len(state.history)
    cpu, wall = time.process_time() - cpu, time.perf_counter() - wall
    return {"deals/s": count / cpu, "actions/s": actions / cpu, "wall deals/s": count / wall}


def duel(count: int, rules: satat.SatatRules | None = None) -> float:
    """Share of deals won by two :class:`~tutor.games.satat.Bot` partners against two random players
    (the bots sit North–South in even deals and East–West in odd ones)."""
    rules = rules or satat.SatatRules()
    wins = 0
    for seed in range(count):
        bots = [
            satat.Bot(seed=seed),
            satat.RandomBot(seed),
            satat.Bot(seed=seed + 1),
            satat.RandomBot(seed + 1),
        ]
        side = seed % 2
        if side:
            bots = bots[-1:] + bots[:-1]
        final = satat.play_out(satat.start(seed, rules=rules), bots)
        wins += final.outcome().winner == side
    return wins / count


def main() -> None:
    random_playouts(500)  # warm the tables
    for name, rules in (
        ("default rules", satat.SatatRules()),
        ("Trup Kasiet", satat.SatatRules(trup_kasiet=True)),
        ("all five signals", satat.SatatRules(signals=satat.TableSignals.ALL)),
    ):
        runs = [random_playouts(2000, rules, seed=2000 * i) for i in range(3)]
        best = max(runs, key=lambda run: run["deals/s"])
        print(
            f"random playouts, {name + ':':<18} {best['deals/s']:>7,.0f} deals/s CPU "
            f"({best['actions/s']:,.0f} actions/s; wall clock {best['wall deals/s']:,.0f} deals/s)"
        )
    for name, rules in (
        ("default rules", satat.SatatRules()),
        ("usual signals", satat.SatatRules(signals=satat.TableSignals.USUAL)),
        ("Trup Kasiet", satat.SatatRules(trup_kasiet=True)),
    ):
        print(f"bot pair vs random pair, {name + ':':<15} {duel(2000, rules):6.1%} of 2,000 deals won")


if __name__ == "__main__":
    main()
