"""How far a long run has gone: a bar under the notebook cell, or a line on standard error in a terminal.

The notebook bar is an HTML ``<progress>`` element redrawn in place through IPython's display handle (no widget
library needed, so it shows in JupyterLab, Notebook, VS Code and JupyterLite alike); when the run ends it becomes
one line saying how many deals took how long, which is also what a saved notebook or a docs page shows.
"""

from __future__ import annotations

import html
import sys
import time
from typing import Any, Protocol, TextIO

__all__ = ["Bar", "progress_bar"]

#: seconds between two redraws (a notebook, a terminal); a log that is not a terminal gets a line this often
REDRAW = 0.2
LOG_EVERY = 10.0


class Bar(Protocol):
    """A progress report: ``advance`` as deals are done, ``close`` once at the end."""

    def advance(self, count: int) -> None: ...

    def close(self, *, done: bool, note: str = "") -> None: ...


def progress_bar(total: int, title: str, *, enabled: bool = True) -> Bar:
    """The bar for ``total`` deals of the game ``title``: in a notebook's kernel, under the cell; elsewhere on
    standard error; nothing if not ``enabled``."""
    if not enabled:
        return _Silent()
    shell = _kernel_shell()
    if shell is not None:
        return _NotebookBar(total, title)
    return _TerminalBar(total, title, sys.stderr)


def _kernel_shell() -> Any:
    """IPython's shell when this code runs in a notebook's kernel (not a terminal IPython), else ``None``;
    IPython is not imported for that: a kernel has imported it already."""
    ipython = sys.modules.get("IPython")
    shell = ipython.get_ipython() if ipython is not None else None
    return shell if getattr(shell, "kernel", None) is not None else None


def _rate(count: int, seconds: float) -> str:
    return f"{count / seconds:,.0f} deals/s" if seconds > 0 else ""


def _summary(title: str, count: int, total: int, seconds: float, done: bool, note: str) -> str:
    if not done:
        return f"{title}: stopped after {count:,} of {total:,} deals ({seconds:.1f} s)"
    extra = ", ".join(filter(None, (_rate(count, seconds), note)))
    return f"{title}: {count:,} deals in {seconds:.1f} s" + (f" ({extra})" if extra else "")


class _Silent:
    def advance(self, count: int) -> None:
        return None

    def close(self, *, done: bool, note: str = "") -> None:
        return None


class _Counting:
    """What both bars count: deals done, the time, when to redraw."""

    def __init__(self, total: int, title: str) -> None:
        self.total, self.title, self.count = total, title, 0
        self.began = self.drawn = time.perf_counter()

    def _due(self, every: float) -> bool:
        now = time.perf_counter()
        if now - self.drawn < every and self.count < self.total:
            return False
        self.drawn = now
        return True

    def _status(self) -> str:
        seconds = time.perf_counter() - self.began
        text = f"{self.title}: {self.count:,}/{self.total:,} deals"
        if self.count and seconds > 0:
            left = (self.total - self.count) * seconds / self.count
            text += f", {_rate(self.count, seconds)}, {left:.0f} s left"
        return text


class _TerminalBar(_Counting):
    def __init__(self, total: int, title: str, stream: TextIO) -> None:
        super().__init__(total, title)
        self.stream = stream
        self.live = bool(getattr(stream, "isatty", lambda: False)())

    def advance(self, count: int) -> None:
        self.count += count
        if self.count < self.total and self._due(REDRAW if self.live else LOG_EVERY):
            if self.live:
                share = self.count / self.total
                filled = round(20 * share)
                bar = "#" * filled + " " * (20 - filled)
                self.stream.write(f"\r{self._status()} {share:4.0%} |{bar}|")
            else:
                self.stream.write(self._status() + "\n")
            self.stream.flush()

    def close(self, *, done: bool, note: str = "") -> None:
        seconds = time.perf_counter() - self.began
        start = "\r\x1b[K" if self.live else ""
        self.stream.write(start + _summary(self.title, self.count, self.total, seconds, done, note) + "\n")
        self.stream.flush()


class _NotebookBar(_Counting):
    def __init__(self, total: int, title: str) -> None:
        super().__init__(total, title)
        import IPython.display  # in a kernel, IPython is there

        shown: Any = IPython.display  # untyped
        self.html: Any = shown.HTML
        self.handle: Any = shown.display(self.html(self._page()), display_id=True)

    def _page(self) -> str:
        return (
            f'<div class="tutor-run-progress"><progress value="{self.count}" max="{self.total}" '
            f'style="width: 20em"></progress> {html.escape(self._status())}</div>'
        )

    def advance(self, count: int) -> None:
        self.count += count
        if self.handle is not None and self._due(REDRAW):
            self.handle.update(self.html(self._page()))

    def close(self, *, done: bool, note: str = "") -> None:
        seconds = time.perf_counter() - self.began
        text = html.escape(_summary(self.title, self.count, self.total, seconds, done, note))
        if self.handle is not None:
            self.handle.update(self.html(f'<div class="tutor-run-progress">{text}</div>'))
