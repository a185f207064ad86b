"""The games, one module each, findable by any of their names; each describes itself once
(:func:`~tutor.games.describe`, :mod:`tutor.games.description`).

>>> from tutor import games
>>> games.get("Sasscoop").__name__
'tutor.games.saskop'
>>> sorted(name for name, module in games.NAMES.items() if module == "saskop")
['lambapea', 'saskop', 'sasku', 'sasscoop']
>>> games.describe("Sasscoop").exact_tricks
5

A fifth game is a package that satisfies :mod:`tutor.games.protocol` and registers itself
(:func:`register`): every layer above finds it by its name.
"""

from __future__ import annotations

import importlib
from collections.abc import Iterator, Mapping
from types import ModuleType
from typing import TYPE_CHECKING, Any

from ..errors import NotationError
from ..inputs import quote
from ..sentences import Template
from .notation import NOT_TEXT_OF_A_DEAL, _game, _typed

if TYPE_CHECKING:
    from .description import Description

# the registry's refusals (a Template each, said in the language spoken; the name quoted as given)
ALREADY_NAMED = Template("{value} is already the name of {game}: give {module} another name")
NOT_A_GAME = Template("{value} is not a game of tutor: known names are {known}")
NOT_DESCRIBED = Template("{value} does not describe itself: its package declares {code} ({where})")
NOT_A_STATE = Template("{value} is not a game state: give a state of one of the games, e.g. {call}")
NO_GAME_FIRST = Template("{value} is not the name of a game of tutor: the text begins with the game")

__all__ = [
    "GAMES",
    "MODULES",
    "NAMES",
    "Facts",
    "UnknownGame",
    "describe",
    "from_text",
    "get",
    "of",
    "register",
]


class UnknownGame(NotationError, KeyError):
    """A name that is none of the games': a :class:`~tutor.errors.NotationError` (a
    :class:`~tutor.errors.TutorError`), and a ``KeyError`` too, as a name missing from a table is."""

    __str__ = BaseException.__str__  # the message as written (a KeyError's own str would quote it)


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
"""Every name a game is known by (lower case) -> its ``NAME``."""

MODULES: dict[str, str] = {name: f"{__name__}.{name}" for name in GAMES}
"""Each game's ``NAME`` -> the module that holds it."""


def _key(name: object) -> str | None:
    return (
        " ".join(name.lower().replace("-", " ").replace("_", " ").split()) if isinstance(name, str) else None
    )


def register(module: str, *names: str) -> None:
    """Make a game known by its ``NAME`` and ``names``: ``module`` is the importable name of its package, which
    satisfies :mod:`tutor.games.protocol` (its ``NAME`` and its ``DESCRIPTION`` among the rest). Registering the
    same game again changes nothing.

    :raises NotationError: if a name is already another game's.
    """
    game = importlib.import_module(module)
    own = str(game.NAME)
    keys = [k for k in (_key(n) for n in (own, *names)) if k]
    for key in keys:
        if NAMES.get(key, own) != own or MODULES.get(NAMES.get(key, own), module) != module:
            raise NotationError(ALREADY_NAMED.say(value=quote(key), game=_game(NAMES[key]), module=module))
    global GAMES
    MODULES[own] = module
    for key in keys:
        NAMES[key] = own
    if own not in GAMES:
        GAMES = (*GAMES, own)


def get(name: str) -> ModuleType:
    """The module of a game, by any of its names (case and dashes ignored).

    :raises UnknownGame: naming the known games, if ``name`` is none of them (a ``TutorError`` and a
        ``KeyError``).

    >>> get("bridge")
    Traceback (most recent call last):
    ...
    tutor.games.UnknownGame: 'bridge' is not a game of tutor: known names are lambapea, piquet, ...
    """
    key = _key(name)
    if key not in NAMES:
        known = _typed(sorted(NAMES))
        raise UnknownGame(NOT_A_GAME.say(value=quote(name), known=known))
    return importlib.import_module(MODULES[NAMES[key]])


def describe(game: object) -> Description:
    """A game's :class:`~tutor.games.description.Description`, by any of its names, its module (or a module-like
    game such as the lessons' ``BASIC``) or a state.

    :raises UnknownGame: for a name that is no game's.
    :raises NotationError: for a game module without a description (it is declared in its package, once).
    """
    from .description import Description

    module = get(game) if isinstance(game, str) else of(game) if hasattr(type(game), "GAME") else game
    found = getattr(module, "DESCRIPTION", None)
    if not isinstance(found, Description):
        code, where = "DESCRIPTION = Description(...)", "tutor.games.description"
        raise NotationError(
            NOT_DESCRIBED.say(value=quote(getattr(module, "__name__", module)), code=code, where=where)
        )
    return found


def of(state: object) -> ModuleType:
    """The module of the game a state (or a seat's view of it) belongs to: the one its class names in
    ``GAME`` (see :mod:`tutor.games.protocol`).

    >>> from tutor.games import satat
    >>> of(satat.start(1)) is satat and of(satat.start(1).view(0)) is satat
    True

    :raises NotationError: if ``state`` is no game's state.
    """
    name = getattr(type(state), "GAME", None)
    if not isinstance(name, str):
        raise NotationError(NOT_A_STATE.say(value=quote(state), call="satat.start(1)"))
    return importlib.import_module(name)


def from_text(text: str) -> object:
    """The state a deal's one line writes (:mod:`tutor.games.notation`), in whichever game it names first.

    >>> from tutor.games import saskop
    >>> state = saskop.start(3)
    >>> from_text(state.to_text()) == state
    True

    :raises NotationError: if the text names no game, or a part of it does not read.
    """
    from ..errors import NotationError

    if not isinstance(text, str) or not text.split():
        raise NotationError(NOT_TEXT_OF_A_DEAL.say(value=repr(text), call="state.to_text()"))
    name = text.split()[0].split("|")[0]
    try:
        module = get(name)
    except KeyError:
        raise NotationError(NO_GAME_FIRST.say(value=repr(name))) from None
    state: object = module.from_text(text)
    return state


class Facts(Mapping[str, Any]):
    """One fact of every registered game, read-only, by game name: ``Facts("exact_tricks")["satat"] == 7``.

    It reads the descriptions each time, so a game registered later is in it; a game without a description
    is a clear error (:class:`UnknownGame` for a name that is no game).
    """

    def __init__(self, field: str) -> None:
        self._field = field

    def __getitem__(self, name: str) -> Any:
        return getattr(describe(name), self._field)

    def __iter__(self) -> Iterator[str]:
        return iter(GAMES)

    def __len__(self) -> int:
        return len(GAMES)

    def __repr__(self) -> str:
        return repr(dict(self))
