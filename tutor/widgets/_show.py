"""Show or hide a widget the way every front end understands.

In the browser, a widget hidden with ``layout.display = "none"`` stays hidden after ``layout.display = None``
(the front end drops a ``None`` without clearing the style it set); the empty string clears it. Every view
shows and hides its parts through :func:`show`, so that mistake cannot come back.
"""

from __future__ import annotations

from typing import Any

__all__ = ["is_shown", "show"]


def show(widget: Any, visible: bool = True) -> None:
    """Show ``widget`` (``visible=True``) or hide it (``False``), in Python and in the browser.

    >>> import ipywidgets as widgets
    >>> button = widgets.Button()
    >>> show(button, False); button.layout.display
    'none'
    >>> show(button); button.layout.display
    ''
    """
    widget.layout.display = "" if visible else "none"


def is_shown(widget: Any) -> bool:
    """Whether ``widget`` is shown (its own layout; its parents may still hide it)."""
    display: str = widget.layout.display
    return display != "none"
