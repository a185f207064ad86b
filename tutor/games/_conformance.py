"""Each game checked against :mod:`tutor.games.protocol` by the type checker (``make lint`` runs mypy on this
module): a game that stops offering what the protocol promises fails the lint.

The assignments are also made at import, so the test suite imports this module once too.
"""

from __future__ import annotations

from . import piquet, saskop, satat, subastao
from .protocol import GameModule, Match

__all__ = ["MODULES"]

_satat: GameModule = satat
_saskop: GameModule = saskop
_piquet: GameModule = piquet
_subastao: GameModule = subastao

MODULES: tuple[GameModule, ...] = (_satat, _saskop, _piquet, _subastao)
"""The four games, typed as :class:`~tutor.games.protocol.GameModule`."""


def _matches() -> tuple[Match, ...]:
    """Each game's match, typed as :class:`~tutor.games.protocol.Match` (checked by the type checker, never
    called: a match deals at its start)."""
    return (
        satat.Match.start(0),
        saskop.Match.start(0),
        piquet.Match.start(0),
        subastao.Match.start(0),
    )
