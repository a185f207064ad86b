"""Which adapter analyses a state: the one its game's description names (:mod:`tutor.games.description`).

No table of the games here: a game's package says where its adapter lives, and a game without one is a clear
error.

>>> from tutor.games import piquet
>>> adapter_class("piquet").__name__
'PiquetAdapter'
>>> adapter(piquet.start(1).view(0))
Traceback (most recent call last):
...
tutor.errors.TutorError: the exact analysis needs every hand: analyse the full state, not a seat's view
"""

from __future__ import annotations

import importlib
from typing import Any

from .. import games
from ..errors import NotationError, TutorError
from ..inputs import quote
from .common import Adapter

__all__ = ["EVERY_HAND", "adapter", "adapter_class", "game_name"]

EVERY_HAND = "the exact analysis needs every hand: analyse the full state, not a seat's view"


def game_name(state: Any) -> str:
    """The ``NAME`` of the game of ``state`` (or of a seat's view)."""
    return str(games.of(state).NAME)


def adapter_class(game: Any) -> type[Adapter]:
    """The adapter class of a game, by any of its names (``'satat'``) or its module; its ``unit`` names the
    currency.

    :raises TutorError: for a game that has no exact analysis (its description names no adapter).
    """
    about = games.describe(game)
    if about.adapter is None:
        raise TutorError(f"{quote(getattr(game, 'NAME', game))} has no exact analysis")
    module, _, name = about.adapter.partition(":")
    found: type[Adapter] = getattr(importlib.import_module(module), name)
    return found


def adapter(state: Any) -> Adapter:
    """The adapter of ``state``'s game (it holds the deal's tables: make one per deal).

    :raises TutorError: for a seat's view (the analysis needs every hand).
    :raises NotationError: for an object that is not a state of one of the games.
    """
    module = games.of(state) if isinstance(getattr(type(state), "GAME", None), str) else None
    if module is not None and type(state) is module.View:  # a seat's view: hands hidden
        raise TutorError(EVERY_HAND)
    if module is None or type(state) is not module.State:
        names = ", ".join(str(games.get(name).NAME).capitalize() for name in games.GAMES)
        raise NotationError(
            f"{quote(state)} is not a deal of a game of tutor ({names}): give a game state, such as"
            " satat.start(seed)"
        )
    return adapter_class(module)(state)
