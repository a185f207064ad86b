"""The step a learner reached, kept in the browser: since release 2 kept by the one store of a learner's place and
results, :class:`tutor.widgets.progress.ProgressTracker` (its ``key`` and ``step``). ``Bookmark`` is that class,
under its release 1 name; ``LessonView.bookmark`` is ``LessonView.tracker``."""

from __future__ import annotations

from tutor.widgets.progress import ProgressTracker as Bookmark

__all__ = ["Bookmark"]
