"""Subastao figures: the bitmask bot playout, the validated public API, ``evaluate_bid`` with 1,000 simulated
deals, the bots against random play, and how well the bid heuristic agrees with the simulation.

Times are CPU time (``time.process_time``), so other work on a busy machine does not inflate them."""

from __future__ import annotations

import random
import statistics
import time

from tutor.cards import SPANISH_36, CardSet
from tutor.games import subastao as S
from tutor.games.subastao import fast


def fast_playouts(count: int) -> float:
    """Milliseconds per bot playout of a whole deal on bitmasks (the engine the evaluator runs)."""
    rng = random.Random(1)
    bits = [1 << (fast.BASE + 10 * s + r) for s in range(4) for r in range(9)]
    deals = []
    for _ in range(count):
        rng.shuffle(bits)
        deals.append(([sum(bits[:12]), sum(bits[12:24]), sum(bits[24:])], rng.randrange(4)))
    begin = time.process_time()
    for hands, trump in deals:
        fast.playout(hands, (True, False, False), trump, 0)
    return (time.process_time() - begin) / count * 1000


def api_playouts(count: int, bot_factory) -> float:
    """Milliseconds per whole deal (auction to score) through the validated public API."""
    begin = time.process_time()
    for seed in range(count):
        S.play_out(S.start(seed), [bot_factory(seed + s) for s in range(3)])
    return (time.process_time() - begin) / count * 1000


def evaluate_time(deals: int = 1000) -> float:
    best = float("inf")
    for seed in range(3):
        begin = time.process_time()
        S.evaluate_bid("AO 3O RO CO 6O AC 5C AE 7E SB 5B 4B", trumps=["oros"], deals=deals, seed=seed)
        best = min(best, time.process_time() - begin)
    return best


def duel(soloist, defender, count: int = 400) -> tuple[float, float, int]:
    """Soloist mean points and share of contracts made on the same deals (auction by the heuristic bot)."""
    points, made = [], 0
    for seed in range(count):
        state = S.start(seed)
        auction = S.Bot()
        while state.phase in (S.Phase.AUCTION, S.Phase.TRUMP):
            state = state.apply(auction.choose(state))
        if state.is_terminal:
            continue
        bots = [soloist(seed) if s == state.soloist else defender(seed + 10 * s) for s in range(3)]
        out = S.play_out(state, bots).outcome()
        points.append(out.points)
        made += out.made
    return statistics.fmean(points), made / len(points), len(points)


def agreement(hands: int = 100, deals: int = 300) -> dict[str, float]:
    rng = random.Random(2024)
    rows = []
    for k in range(hands):
        hand = CardSet(rng.sample(SPANISH_36.cards, 12))
        for estimate in S.evaluate_bid(hand).estimates[:2]:
            rows.append((estimate, S.simulate(hand, estimate.trump, deals=deals, seed=k)))
    h = [e.expected for e, _ in rows]
    m = [s.mean for _, s in rows]
    both = [(e.max_bid, s.max_bid) for e, s in rows if e.max_bid and s.max_bid]
    return {
        "pairs": len(rows),
        "r": statistics.correlation(h, m),
        "mae": statistics.fmean(abs(a - b) for a, b in zip(h, m, strict=True)),
        "bias": statistics.fmean(a - b for a, b in zip(h, m, strict=True)),
        "bid_or_pass": sum((e.max_bid is None) == (s.max_bid is None) for e, s in rows) / len(rows),
        "within10": sum(abs(a - b) <= 10 for a, b in both) / len(both),
        "within5": sum(abs(a - b) <= 5 for a, b in both) / len(both),
        "p_at_max": statistics.fmean(s.p_make(e.max_bid) for e, s in rows if e.max_bid),
    }


def main() -> None:
    fast_playouts(500)  # warm up
    print(f"bot playout of a deal (bitmask engine):     {fast_playouts(20000):.3f} ms  (target <= 1 ms)")
    print(f"evaluate_bid, 1,000 simulated deals, 1 suit: {evaluate_time() * 1000:.0f} ms  (target <= 100 ms)")
    print(f"whole deal through the public API, bots:     {api_playouts(300, lambda s: S.Bot(s)):.2f} ms")
    print(f"whole deal through the public API, random:   {api_playouts(300, S.RandomBot):.2f} ms")
    for name, soloist, defender in (
        ("bot soloist    v bot defenders   ", S.Bot, S.Bot),
        ("bot soloist    v random defenders", S.Bot, S.RandomBot),
        ("random soloist v bot defenders   ", S.RandomBot, S.Bot),
        ("random soloist v random defenders", S.RandomBot, S.RandomBot),
    ):
        mean, made, n = duel(soloist, defender)
        print(f"{name}: soloist {mean:5.1f} points, made {made:4.0%} of {n} contracts")
    a = agreement()
    print(
        f"heuristic v simulation ({a['pairs']:.0f} hand-suit pairs, 300 deals each): r = {a['r']:.3f}, "
        f"mean |gap| {a['mae']:.1f} points (bias {a['bias']:+.1f}); bid-or-pass agree {a['bid_or_pass']:.0%}; "
        f"max bid within 10 of the simulated 70% level {a['within10']:.0%} (within 5: {a['within5']:.0%}); "
        f"simulated chance of making the heuristic's max bid {a['p_at_max']:.0%}"
    )


if __name__ == "__main__":
    main()
