"""Card views for notebooks (the ``tutor[widgets]`` extra): the only part of tutor that imports ipywidgets.

Cards are the SVG pictures of :mod:`tutor.svg`; the clickable card rows are an anywidget whose small ES
module (``cards.js``) ships with the package, so they work in JupyterLab, Notebook 7, VS Code and
JupyterLite. Every view shows an immutable game state; a click applies an action through the rules API and
the view re-renders. No rule is written here.

* :class:`HandView` -- a hand to click (legal cards outlined, illegal ones dimmed with the reason);
* :class:`TrickView`, :class:`TableView` -- a trick; a table of 2, 3 or 4 seats;
* :class:`BiddingBox`, :class:`DeclarationPanel`, :class:`SignalBar` (on :class:`ActionBar`) -- the
  actions that are not card plays;
* :class:`ReplayViewer` -- step through a finished hand;
* :class:`PlayTable` -- play a whole hand against the bots.
"""

from __future__ import annotations

from .actions import ActionBar, BiddingBox, DeclarationPanel, SignalBar
from .hand import HandView
from .lesson_view import LessonView as LessonView  # the lesson helper's view of a Lesson or Drill
from .play import PlayTable
from .replay import ReplayViewer
from .views import TableView, TrickView

__all__ = [
    "ActionBar",
    "BiddingBox",
    "DeclarationPanel",
    "HandView",
    "PlayTable",
    "ReplayViewer",
    "SignalBar",
    "TableView",
    "TrickView",
]
