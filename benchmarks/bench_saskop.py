"""Saskop figures: random legal playouts of whole deals per second, and the bot against random play.

Rates are given in CPU time of this process (``time.process_time``), which other work on a shared machine
disturbs less, and in wall-clock time (``time.perf_counter``); on an idle machine the two agree.
"""

from __future__ import annotations

import random
import time

from tutor.games import saskop as sk


def per_second(function, count: int) -> tuple[float, float]:
    """Calls of ``function(i)`` per second, in CPU time and in wall-clock time."""
    wall, cpu = time.perf_counter(), time.process_time()
    for i in range(count):
        function(i)
    return count / (time.process_time() - cpu), count / (time.perf_counter() - wall)


def rates(function, count: int) -> str:
    cpu, wall = per_second(function, count)
    return f"{cpu:>8,.0f} deals/s CPU, {wall:>8,.0f} wall"


def state_playout(seed: int) -> sk.State:
    """A whole deal through the public state API: every action listed and validated, a state per action."""
    rng = random.Random(seed)
    state = sk.start(seed)
    while not state.is_terminal:
        actions = state.legal_actions()
        state = state.apply(actions[rng.randrange(len(actions))])
    return state


def fast_playout(seed: int) -> sk.Outcome:
    """A whole deal by :func:`~tutor.games.saskop.rollout`: the deal, picture giving and auction as
    states, the tricks on bitmasks (the same choices as :func:`state_playout`)."""
    return sk.rollout(sk.start(seed), random.Random(seed))


def bot_match(deals: int, rules: sk.SaskopRules) -> tuple[list[int], list[int], int]:
    """Bots (one team) against random players (the other), each deal played twice with seats swapped.

    Returns game points (a game-winning all-tricks deal counted as 16) and card points for
    [random team, bot team], and the number of deals the bot team called.
    """
    points, cards, calls = [0, 0], [0, 0], 0
    for seed in range(deals):
        for bot_team in (0, 1):
            bots = [sk.Bot(seed=seed) if seat % 2 == bot_team else sk.RandomBot(seed) for seat in range(4)]
            outcome = sk.play_out(sk.start(seed, rules=rules), bots).outcome()
            cards[1] += outcome.points[bot_team]
            cards[0] += outcome.points[1 - bot_team]
            calls += outcome.caller_team == bot_team
            if outcome.score.team is not None:
                gained = 16 if outcome.score.wins_game else outcome.score.points
                points[outcome.score.team == bot_team] += gained
    return points, cards, calls


def main() -> None:
    state_playout(0), fast_playout(0)  # warm the caches
    print(f"whole deals, state API: {rates(state_playout, 5000)} (legal_actions + apply; target 5,000)")
    print(f"whole deals, rollout:   {rates(fast_playout, 5000)} (tricks on bitmasks)")
    for name, rules in (("default", sk.SaskopRules()), ("Estonian", sk.SaskopRules.estonian())):
        deals = 500
        start = time.process_time()
        points, cards, calls = bot_match(deals, rules)
        elapsed = time.process_time() - start
        print(
            f"Bot vs RandomBot ({name}, {2 * deals} deals): game points {points[1]}:{points[0]}, "
            f"card points {cards[1] / (2 * deals):.1f}:{cards[0] / (2 * deals):.1f} per deal, "
            f"bot team called {calls} ({2 * deals / elapsed:,.0f} deals/s)"
        )
    games, wins = 200, 0
    for seed in range(games):
        bots = [sk.Bot(seed=seed) if seat % 2 == seed % 2 else sk.RandomBot(seed) for seat in range(4)]
        wins += sk.play_game(seed, bots).winner == seed % 2
    print(f"Bot vs RandomBot, whole games to 16: bots win {wins} of {games}")


if __name__ == "__main__":
    main()
