"""Card views for notebooks (the ``trick-tutor[widgets]`` extra): the only part of tutor that imports ipywidgets.

Cards are the SVG pictures of :mod:`tutor.svg`; the clickable card rows are an anywidget whose small ES
module (``cards.js``) ships with the package, so they work in JupyterLab, Notebook 7, VS Code and
JupyterLite. Every view shows an immutable game state; a click applies an action through the rules API and
the view re-renders. No rule is written here.

* :class:`HandView` -- a hand to click (legal cards outlined, illegal ones dimmed with the reason);
* :class:`TrickView`, :class:`TableView` -- a trick; a table of 2, 3 or 4 seats;
* :class:`BiddingBox`, :class:`DeclarationPanel`, :class:`SignalBar` (on :class:`ActionBar`) -- the
  actions that are not card plays;
* :class:`ReplayViewer` -- step through a finished hand;
* :class:`PlayTable` -- play a whole hand against the bots;
* :class:`LessonView` (from :mod:`tutor.widgets.lesson_view`, imported on first use) -- a guided lesson.
"""

from __future__ import annotations

try:  # the extra: without it, say which line installs it rather than which module is missing
    import anywidget  # noqa: F401
    import ipywidgets  # noqa: F401
except ModuleNotFoundError as missing:
    raise ModuleNotFoundError(
        f'tutor.widgets needs {missing.name}, which is not installed: pip install "trick-tutor[widgets]"',
        name=missing.name,
    ) from None

from ._show import show
from .actions import ActionBar, BiddingBox, DeclarationPanel, SignalBar
from .hand import HandView
from .play import PlayTable
from .replay import ReplayViewer
from .views import TableView, TrickView

__all__ = [
    "ActionBar",
    "BiddingBox",
    "DeclarationPanel",
    "HandView",
    "LessonView",
    "PlayTable",
    "ReplayViewer",
    "SignalBar",
    "TableView",
    "TrickView",
    "show",
]


def __getattr__(name: str) -> object:
    # The view of a lesson step (tutor.widgets.lesson_view) is imported only when asked for, so the card
    # views never depend on the lesson model.
    if name == "LessonView":
        from .lesson_view import LessonView

        return LessonView
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
