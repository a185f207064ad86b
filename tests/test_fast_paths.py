"""Every game's fast path has the same shape: a ``fast`` module in the game's package with the same public functions
for the same idea (docs/developers.md, "One package shape")."""

import importlib
import inspect
from pathlib import Path

import pytest

import tutor.games

GAMES = Path(tutor.games.__file__).parent
FAST = sorted(path.parent.name for path in GAMES.glob("*/fast.py"))


def test_the_games_with_a_fast_path():
    assert FAST == ["saskop", "subastao"]


@pytest.mark.parametrize("game", FAST)
@pytest.mark.parametrize("name", ["points", "legal", "playout"])
def test_every_fast_path_offers_the_same_functions(game, name):
    module = importlib.import_module(f"tutor.games.{game}.fast")
    function = getattr(module, name)
    assert inspect.isfunction(function) and function.__doc__
    if name == "playout":
        assert "trace" in inspect.signature(function).parameters
