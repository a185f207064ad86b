"""Tables and pictures of results: a small HTML table, and matplotlib figures drawn as inline SVG.

matplotlib is an extra (``trick-tutor[widgets]`` or ``[experiments]``), imported only when a picture is asked
for: without it a result shows its table alone. Figures for a result's own display are made without pyplot
(``matplotlib.figure.Figure``), so showing a result never touches the notebook's current figure.
"""

from __future__ import annotations

import html
import io
from collections.abc import Iterable, Sequence
from typing import Any

__all__ = ["figure_svg", "html_table", "matplotlib_or_none", "needs", "new_axes", "share_text"]

#: the packages of the extras, and the install line that brings them
EXTRA = 'pip install "trick-tutor[widgets]" (or trick-tutor[experiments] for tables and plots alone)'


def needs(module: str, what: str) -> Any:
    """Import ``module`` (pandas, matplotlib) for ``what``, or say which extra brings it.

    :raises ModuleNotFoundError: naming the extra to install.
    """
    import importlib

    try:
        return importlib.import_module(module)
    except ModuleNotFoundError:
        message = f"{what} needs {module.split('.')[0]}, which is not installed: {EXTRA}"
        raise ModuleNotFoundError(message, name=module) from None


def matplotlib_or_none() -> Any:
    """matplotlib's ``Figure`` class if matplotlib is installed, else ``None`` (a display without its picture)."""
    try:
        from matplotlib.figure import Figure
    except ModuleNotFoundError:
        return None
    return Figure


def new_axes(ax: Any = None, *, panels: int = 1, size: tuple[float, float] = (6.4, 3.2)) -> Any:
    """Axes to draw into: ``ax`` if given, else new ones in a pyplot figure (so that a notebook shows it)."""
    if ax is not None:
        return ax
    plt = needs("matplotlib.pyplot", "a plot")
    _, axes = plt.subplots(1, panels, figsize=size, layout="constrained")
    return axes


def figure_svg(draw: Any, *, panels: int = 1, size: tuple[float, float] = (6.4, 3.0)) -> str:
    """The SVG text of a figure that ``draw(axes)`` fills, or ``''`` without matplotlib: for ``_repr_html_``
    (text kept as text, no date, the same ids every time: the same result draws the same bytes)."""
    figure_class = matplotlib_or_none()
    if figure_class is None:
        return ""
    import matplotlib

    figure = figure_class(figsize=size, layout="constrained")
    axes = figure.subplots(1, panels)
    draw(axes)
    out = io.StringIO()
    with matplotlib.rc_context({"svg.fonttype": "none", "svg.hashsalt": "tutor"}):
        figure.savefig(out, format="svg", metadata={"Date": None})
    text = out.getvalue()
    return text[text.index("<svg") :]


def html_table(
    header: Sequence[str], rows: Iterable[Sequence[Any]], *, caption: str = "", numbers: bool = True
) -> str:
    """A small HTML table (text escaped) under a line of ``caption``; the cells after the first are
    right-aligned when ``numbers``."""
    align = ' style="text-align: right"' if numbers else ""
    head = "".join(f"<th>{html.escape(str(h))}</th>" for h in header)
    body = "".join(
        "<tr>"
        + "".join(
            f"<td{align if i and numbers else ''}>{html.escape(str(cell))}</td>" for i, cell in enumerate(row)
        )
        + "</tr>"
        for row in rows
    )
    title = f'<p class="tutor-results-title">{html.escape(caption)}</p>' if caption else ""
    return f'{title}<table class="tutor-results"><thead><tr>{head}</tr></thead><tbody>{body}</tbody></table>'


def share_text(share: float) -> str:
    """A share as a percentage a reader takes in at a glance: ``'38%'``, ``'0.4%'``, ``'< 0.1%'``."""
    if share == 0 or share == 1:
        return f"{share:.0%}"
    if share < 0.001:
        return "< 0.1%"
    if share > 0.999:
        return "> 99.9%"
    return f"{share:.1%}" if share < 0.1 or share > 0.9 else f"{share:.0%}"
