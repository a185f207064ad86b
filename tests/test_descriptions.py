"""Each game describes itself once (:mod:`tutor.games.description`), and the layers above read the description:
no table of the games outside ``tutor/games/__init__.py``, no game name cut out of a module name, a game
without a description a clear error."""

from __future__ import annotations

import ast
import types
from pathlib import Path

import pytest

from tutor import analysis, games
from tutor.analysis import sampling
from tutor.errors import NotationError, TutorError
from tutor.games.description import Description
from tutor.lesson import drills, review

PACKAGE = Path(__file__).resolve().parent.parent / "tutor"
BUILT_IN = ("satat", "saskop", "piquet", "subastao")


@pytest.mark.parametrize("name", games.GAMES)
def test_every_game_describes_itself_in_its_package(name: str) -> None:
    module = games.get(name)
    about = games.describe(name)
    assert isinstance(about, Description) and about is module.DESCRIPTION
    assert games.describe(module) is about and games.describe(module.start(1)) is about
    assert games.describe(module.start(1).view(0)) is about
    assert (
        about.adapter is not None
        and analysis.adapter_class(name).__name__ == about.adapter.rpartition(":")[2]
    )
    assert 1 <= about.drill_players <= len(module.SEATS)


def test_the_public_tables_read_the_descriptions_and_keep_their_values() -> None:
    """``EXACT_TRICKS``, ``HINT_SAMPLES``, ``TABLE_BOT``, the drills' setups: read-only mappings, the values
    they had as tables (the exact horizons as issue 24's solver raised them: Satat 5 -> 7, Saskop 4 -> 5, Piquet
    8 -> 9; the review's Satat 8, Saskop 6, Subastao 7)."""
    exact, samples = (
        {name: table[name] for name in BUILT_IN} for table in (analysis.EXACT_TRICKS, analysis.HINT_SAMPLES)
    )
    assert exact == {"satat": 7, "saskop": 5, "piquet": 9, "subastao": 5}
    assert samples == {"satat": 10, "saskop": 20, "piquet": 12, "subastao": 10}
    assert list(analysis.EXACT_TRICKS) == list(games.GAMES) == list(analysis.HINT_SAMPLES)
    # Saskop's table bot: 40 deals a card within 40,000 positions searched (issue 25; 20 deals before)
    assert analysis.TABLE_BOT["saskop"] == (5, 40) and games.describe("saskop").table_nodes == 40_000
    assert drills.GAMES["piquet"] == drills.Setup(2, (5, 12), False, "Piquet")
    assert drills.GAMES["basic"].title == "Plain trick-taking"
    assert review.exact_tricks("piquet") == 12 and review.exact_tricks("saskop") == 6
    assert review.exact_tricks("satat") == 8 and review.exact_tricks("subastao") == 7
    assert all(callable(sampling.KNOWLEDGE[name]) for name in BUILT_IN)
    with pytest.raises(TypeError):
        analysis.EXACT_TRICKS["satat"] = 6  # type: ignore[index]


def test_a_name_that_is_no_game_is_refused_by_every_table() -> None:
    with pytest.raises(games.UnknownGame, match="'bridge' is not a game of tutor"):
        analysis.EXACT_TRICKS["bridge"]
    assert analysis.HINT_SAMPLES.get("bridge") is None  # a Mapping's get: the name is no game's


def test_a_game_without_a_description_is_a_clear_error_not_a_fallback() -> None:
    bare = types.ModuleType("bare")
    bare.NAME = "bare"  # type: ignore[attr-defined]
    with pytest.raises(NotationError, match="'bare' does not describe itself"):
        games.describe(bare)
    with pytest.raises(NotationError, match="does not describe itself"):
        drills.setup(bare)


def test_a_game_without_exact_analysis_says_so() -> None:
    from tutor.lesson import BASIC

    with pytest.raises(TutorError, match="has no exact analysis"):
        analysis.adapter_class(BASIC)


def _literal_names(node: ast.AST) -> list[str]:
    if isinstance(node, ast.Dict):
        items = node.keys
    elif isinstance(node, (ast.Tuple, ast.List, ast.Set)):
        items = node.elts
    else:
        return []
    return [i.value for i in items if isinstance(i, ast.Constant) and i.value in BUILT_IN]


ELSEWHERE = PACKAGE / "lesson" / "principles"
"""Left to its own branch (issue 25, at work at the same time): its table of the games' principle modules
(``MODULES``) and its cuts of ``state.GAME`` go when it reads the descriptions too."""


def _sources() -> list[Path]:
    return sorted(
        p
        for p in PACKAGE.rglob("*.py")
        if p != PACKAGE / "games" / "__init__.py" and ELSEWHERE not in p.parents
    )


def test_no_table_of_the_games_outside_the_games_registry() -> None:
    """A table (dict, tuple, list or set) naming two games or more is a table of the games: the games'
    registry (``tutor/games/__init__.py``) holds the only one."""
    found = []
    for path in _sources():
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if len(set(_literal_names(node))) >= 2:
                found.append(f"{path.relative_to(PACKAGE)}:{node.lineno}")  # type: ignore[attr-defined]
    assert found == []


def test_no_game_name_is_cut_out_of_a_module_name() -> None:
    """The game's ``NAME`` (or its description) says which game it is; a module's path is no name."""
    found = []
    for path in _sources():
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if (
                isinstance(node, ast.Call)
                and isinstance(node.func, ast.Attribute)
                and node.func.attr in ("rpartition", "rsplit", "split", "partition")
                and isinstance(node.func.value, ast.Attribute)
                and node.func.value.attr in ("__name__", "__module__", "GAME")
            ):
                found.append(f"{path.relative_to(PACKAGE)}:{node.lineno}")
    assert found == []
