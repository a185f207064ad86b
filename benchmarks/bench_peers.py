"""Side by side: each game's random playouts against OpenSpiel's and RLCard's bridge, in one process.

The loop is the same for everyone: deal, then until the deal is over take the legal actions, choose one at
random, apply it. For a game of ``tutor`` that is the public API (``start``, ``legal_actions``, ``apply``, which
always validates); for OpenSpiel ``pyspiel.load_game("bridge", {"use_double_dummy_result": False})``, the deal's
chance nodes resolved by random choice too; for RLCard its bridge ``Game`` (``init_game``, the judger's legal
actions, ``step``), its deals shuffled by one seeded ``RandomState``. The peers are benchmark-only dependencies
(``pip install -e '.[bench]'``, or ``make bench-peers``); one that is not installed is skipped with a note.

The machine may be shared, so every contender runs once per round, the rounds interleaved, and the best round
counts; rates are in CPU time of this process (``time.process_time``), the load average printed beside them.
Targets (issue 18): every game at least 0.5x OpenSpiel's bridge and 2x RLCard's, in the same run.
"""

from __future__ import annotations

import os
import random
import time
from collections.abc import Callable

from tutor import games

ROUNDS = 5
SECONDS = 0.6
"""CPU seconds per contender and round (at least)."""
OPENSPIEL_TARGET = 0.5
RLCARD_TARGET = 2.0

Loop = Callable[[int, random.Random], int]
"""Play one whole deal from a seed with random choices; return the number of actions (chance ones included)."""


def tutor_loop(name: str) -> Loop:
    game = games.get(name)
    start = game.start

    def loop(seed: int, rng: random.Random) -> int:
        choice = rng.choice
        state = start(seed)
        while not state.is_terminal:
            state = state.apply(choice(state.legal_actions()))
        return len(state.history)

    return loop


def openspiel_loop() -> Loop | str:
    try:
        import pyspiel
    except ImportError:
        return "OpenSpiel is not installed (pip install open_spiel, or make bench-peers): skipped"
    game = pyspiel.load_game("bridge", {"use_double_dummy_result": False})

    def loop(seed: int, rng: random.Random) -> int:
        choice = rng.choice
        state = game.new_initial_state()
        actions = 0
        while not state.is_terminal():
            if state.is_chance_node():
                state.apply_action(choice(state.chance_outcomes())[0])
            else:
                state.apply_action(choice(state.legal_actions()))
            actions += 1
        return actions

    return loop


def rlcard_loop() -> Loop | str:
    try:
        import numpy
        from rlcard.games.bridge.game import BridgeGame
    except ImportError:
        return "RLCard is not installed (pip install rlcard, or make bench-peers): skipped"
    game = BridgeGame()
    # The deals' shuffles, seeded once: a new RandomState per deal costs about 90 us, a sixth of a deal, and would
    # flatter the ratios.
    game.np_random = numpy.random.RandomState(0)

    def loop(seed: int, rng: random.Random) -> int:
        choice = rng.choice
        game.init_game()
        legal_actions = game.judger.get_legal_actions
        while not game.is_over():
            game.step(choice(legal_actions()))
        return len(game.actions)

    return loop


def measure(loop: Loop, first_seed: int, seconds: float) -> dict[str, float]:
    """Deals per CPU second (and wall-clock second) over at least ``seconds`` of CPU time."""
    rng = random.Random(first_seed)
    deals = actions = 0
    cpu, wall = time.process_time(), time.perf_counter()
    while True:
        actions += loop(first_seed + deals, rng)
        deals += 1
        if deals % 16 == 0 and time.process_time() - cpu >= seconds:
            break
    cpu, wall = time.process_time() - cpu, time.perf_counter() - wall
    return {"deals/s": deals / cpu, "wall deals/s": deals / wall, "actions/deal": actions / deals}


def load() -> str:
    try:
        return " ".join(f"{value:.2f}" for value in os.getloadavg())
    except OSError:  # no load average on this system
        return "unknown"


def main(rounds: int = ROUNDS, seconds: float = SECONDS) -> None:
    contenders: dict[str, Loop] = {name: tutor_loop(name) for name in games.GAMES}
    for name, made in (("OpenSpiel bridge", openspiel_loop()), ("RLCard bridge", rlcard_loop())):
        if isinstance(made, str):
            print(f"note: {made}")
        else:
            contenders[name] = made
    print(
        f"load average before: {load()}  ({rounds} interleaved rounds of {seconds:g} CPU s each, best counts)"
    )
    for loop in contenders.values():  # warm the caches and tables
        measure(loop, 10**6, 0.05)
    best: dict[str, dict[str, float]] = {}
    for number in range(rounds):
        for name, loop in contenders.items():
            run = measure(loop, 1000 * number, seconds)
            if name not in best or run["deals/s"] > best[name]["deals/s"]:
                best[name] = run
    spiel = best.get("OpenSpiel bridge", {}).get("deals/s")
    rl = best.get("RLCard bridge", {}).get("deals/s")
    print(f"{'':18} {'deals/s':>8} {'(wall)':>8} {'actions':>8} {'x OpenSpiel':>12} {'x RLCard':>9}")
    for name, run in best.items():
        row = f"{name:18} {run['deals/s']:8,.0f} {run['wall deals/s']:8,.0f} {run['actions/deal']:8.1f}"
        row += f" {run['deals/s'] / spiel:12.2f}" if spiel else f" {'-':>12}"
        row += f" {run['deals/s'] / rl:9.2f}" if rl else f" {'-':>9}"
        if name in games.GAMES and (spiel or rl):
            met = (not spiel or run["deals/s"] >= OPENSPIEL_TARGET * spiel) and (
                not rl or run["deals/s"] >= RLCARD_TARGET * rl
            )
            row += "  target met" if met else "  BELOW TARGET"
        print(row)
    print(
        f"targets: every game >= {OPENSPIEL_TARGET:g}x OpenSpiel bridge and >= {RLCARD_TARGET:g}x RLCard bridge; "
        f"load average after: {load()}"
    )


if __name__ == "__main__":
    main()
