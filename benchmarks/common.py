"""What the analysis benchmarks share: each game's module, a deal from a seed, and their command line.

Not a benchmark itself (``run.py`` runs the ``bench_*.py`` files).
"""

from __future__ import annotations

import random
import sys
from typing import Any

from tutor import games

MODULES = {name: games.get(name) for name in games.GAMES}


def start(game: str, seed: int) -> Any:
    """A deal of ``game`` from ``seed``; in Satat the dealer and the trump are drawn from the seed too."""
    if game == "satat":
        rng = random.Random(seed)
        return MODULES["satat"].start(seed, dealer=rng.randrange(4), trump=rng.choice("SHDC"))
    return MODULES[game].start(seed)


def command_line(count: int, *options: str) -> tuple[int, list[str] | None, dict[str, int]]:
    """``[count] [game ...] [--option N ...]`` read from ``sys.argv``: the count (``count`` if none is given),
    the games (``None``: every game) and the value of each of ``options`` given, by its name without the dashes."""
    args = sys.argv[1:]
    values = {}
    for option in options:
        if option in args:
            at = args.index(option)
            values[option.removeprefix("--")] = int(args[at + 1])
            del args[at : at + 2]
    number = int(args.pop(0)) if args and args[0].isdigit() else count
    return number, args or None, values
