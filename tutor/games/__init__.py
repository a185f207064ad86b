"""The four games, one module each, findable by any of their names.

>>> from tutor import games
>>> games.get("Sasscoop").__name__
'tutor.games.saskop'
>>> sorted(name for name, module in games.NAMES.items() if module == "saskop")
['lambapea', 'saskop', 'sasku', 'sasscoop']
"""

from __future__ import annotations

import importlib
from types import ModuleType

__all__ = ["GAMES", "NAMES", "get"]

GAMES: tuple[str, ...] = ("satat", "saskop", "piquet", "subastao")
"""The module name of each game."""

NAMES: dict[str, str] = {
    "satat": "satat",
    "trup kasiet": "satat",
    "saskop": "saskop",
    "sasscoop": "saskop",
    "sasku": "saskop",
    "lambapea": "saskop",
    "piquet": "piquet",
    "rubicon piquet": "piquet",
    "subastao": "subastao",
    "tute subastado": "subastao",
}
"""Every name a game is known by (lower case) -> its module name."""


def get(name: str) -> ModuleType:
    """The module of a game, by any of its names (case and dashes ignored).

    :raises KeyError: naming the known games, if ``name`` is none of them.
    """
    key = " ".join(name.lower().replace("-", " ").replace("_", " ").split())
    if key not in NAMES:
        known = ", ".join(sorted(NAMES))
        raise KeyError(f"{name!r} is not a game of tutor: known names are {known}")
    return importlib.import_module(f"{__name__}.{NAMES[key]}")
