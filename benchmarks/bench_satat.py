"""Satat figures: random legal playouts of whole deals through the validated public API, and the bot's
strength (two bot partners against two random players)."""

from __future__ import annotations

import random
import time

from tutor.games import satat


def random_playouts(count: int, rules: satat.SatatRules | None = None) -> tuple[float, float]:
    """Deals per second and actions per second: ``start``, then ``apply(choice(legal_actions()))`` to the end."""
    rules = rules or satat.SatatRules()
    rng = random.Random(1)
    choice = rng.choice
    actions = 0
    begin = time.process_time()
    for seed in range(count):
        state = satat.start(seed, rules=rules)
        while not state.is_terminal:
            state = state.apply(choice(state.legal_actions()))
        actions += len(state.history)
    elapsed = time.process_time() - begin
    return count / elapsed, actions / elapsed


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
    random_playouts(300)  # warm the caches
    for name, rules in (
        ("default rules", satat.SatatRules()),
        ("Trup Kasiet", satat.SatatRules(trup_kasiet=True)),
        ("all five signals", satat.SatatRules(signals=satat.TableSignals.ALL)),
    ):
        deals, actions = random_playouts(5000, rules)
        print(f"random playouts, {name + ':':<18} {deals:>8,.0f} deals/s  ({actions:,.0f} actions/s)")
    for name, rules in (
        ("default rules", satat.SatatRules()),
        ("usual signals", satat.SatatRules(signals=satat.TableSignals.USUAL)),
        ("Trup Kasiet", satat.SatatRules(trup_kasiet=True)),
    ):
        print(f"bot pair vs random pair, {name + ':':<15} {duel(2000, rules):6.1%} of 2,000 deals won")


if __name__ == "__main__":
    main()
