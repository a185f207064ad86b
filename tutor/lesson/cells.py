"""A lesson's code cells run in this process, as a kernel runs them, for whatever reads the lessons without a
kernel: the tests that walk every step, and the site's build (the lesson map's steps, the tables of answers).

The magics of a notebook (``%...`` lines, which only a kernel knows) are left out, and what the cells print is
dropped; the namespace they leave is returned, so the lessons and drills they built can be read from it.

>>> namespace = run_cells(["x = 6 * 7", "%matplotlib inline\\nprint(x)\\ny = x + 1"], "01-start-here.md")
>>> namespace["y"], namespace["__name__"]
(43, 'lesson_01_start_here')
"""

from __future__ import annotations

import contextlib
import io
from collections.abc import Iterable
from pathlib import PurePath
from typing import Any

__all__ = ["module_name", "run_cells"]


def module_name(name: str) -> str:
    """The name the cells of the lesson file ``name`` run as (``"01-start-here.md"`` → ``lesson_01_start_here``)."""
    return "lesson_" + PurePath(name).name.split(".")[0].replace("-", "_")


def run_cells(sources: Iterable[str], name: str) -> dict[str, Any]:
    """Run the code cells ``sources`` (in order) of the lesson file ``name`` in a fresh namespace; that namespace.

    A cell that fails raises, with the lesson's file name in its traceback."""
    namespace: dict[str, Any] = {"__name__": module_name(name)}
    with contextlib.redirect_stdout(io.StringIO()):
        for source in sources:
            code = "\n".join(line for line in source.splitlines() if not line.lstrip().startswith("%"))
            exec(compile(code, PurePath(name).name, "exec"), namespace)
    return namespace
