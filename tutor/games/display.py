"""What every game state shares for display: a notebook shows a state as its table of SVG cards.

The drawing code lives in :mod:`tutor.svg` and is imported only when a picture is asked for, so the rules
never depend on it (python-chess keeps ``svg.py`` apart the same way).
"""

from __future__ import annotations

__all__ = ["Displayed"]


class Displayed:
    """A base for game states: ``_repr_svg_`` draws the table with every hand face up.

    To draw what one seat sees, call :func:`tutor.svg.state_svg` with ``seat=``.
    """

    __slots__ = ()

    def _repr_svg_(self) -> str:
        from ..svg import state_svg  # display only

        return state_svg(self)
