"""Where the learner is in a lesson, kept in the browser across reloads: an anywidget with nothing to see.

In the browser (JupyterLite) Python starts afresh with every page load, and a lesson view then starts again at
its first step. The front end (``bookmark.js``) keeps the step reached in the browser's ``localStorage``, under
``key``, each time :attr:`Bookmark.step` changes; when a fresh view (at its first step) is drawn, it sends the
stored step back, and the view goes there.

>>> places = []
>>> mark = Bookmark("Follow suit 1a2b", on_restore=places.append)
>>> mark._on_front_end_message(mark, {"event": "restore", "step": 2}, [])
>>> places
[2]
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any

import anywidget
import traitlets

__all__ = ["Bookmark"]


class Bookmark(anywidget.AnyWidget):
    """The step reached in one lesson (``step``, 0-based), kept by the browser under ``key``.

    :param key: the same lesson gets the same key in every run (see ``LessonView``).
    :param on_restore: called with the stored step when the front end finds one for a fresh view.
    """

    _esm = (Path(__file__).parent / "bookmark.js").read_text(encoding="utf-8")

    key = traitlets.Unicode("").tag(sync=True)
    step = traitlets.Int(0).tag(sync=True)

    def __init__(self, key: str, on_restore: Callable[[int], Any], **kwargs: Any) -> None:
        super().__init__(key=key, **kwargs)
        self._on_restore = on_restore
        self.on_msg(self._on_front_end_message)

    def _on_front_end_message(self, _widget: Any, content: Any, _buffers: Any) -> None:
        if not isinstance(content, dict) or content.get("event") != "restore":
            return
        step = content.get("step")
        if isinstance(step, int) and not isinstance(step, bool) and step >= 0:
            self._on_restore(step)
