"""The clickable row of cards: an anywidget whose front end is ``cards.js`` (shipped as package data)."""

from __future__ import annotations

from collections.abc import Callable
from functools import lru_cache
from pathlib import Path
from typing import Any

import anywidget
import traitlets

from ..cards import Card
from ..i18n import get_language, gettext
from ..svg import card_svg

__all__ = ["CardRow", "card_item"]

_HERE = Path(__file__).parent


@lru_cache(maxsize=4096)
def _svg(
    card: Card | None, width: float, state: str | None, selected: bool, note: str | None, language: str
) -> str:
    """A card's picture, kept per ``language`` (its title and description are said in it)."""
    return card_svg(card, width=width, state=state, selected=selected, note=note)


def card_item(
    card: Card | None,
    *,
    width: float = 64,
    state: str | None = None,
    selected: bool = False,
    reason: str | None = None,
    clickable: bool = True,
) -> dict[str, Any]:
    """The description of one card sent to the front end.

    :param card: the card, or ``None`` for a face-down card (never clickable).
    :param state: ``None``, ``'legal'`` or ``'illegal'``.
    :param reason: why the card cannot be played (shown on hover and read by screen readers).
    :returns: a JSON-able dict: ``card`` (notation), ``label`` (name), ``title``, ``svg``, ``state``,
        ``selected``, ``clickable``.
    """
    if card is None:
        return {
            "card": "",
            "label": gettext("face-down card"),
            "title": gettext("face-down card"),
            "svg": _svg(None, width, None, False, None, get_language()),
            "state": None,
            "selected": False,
            "clickable": False,
        }
    name = card.name()
    title = f"{name}: {reason}" if reason else name
    return {
        "card": str(card),
        "label": name,
        "title": title,
        "svg": _svg(card, width, state, selected, reason, get_language()),
        "state": state,
        "selected": selected,
        "clickable": clickable,
    }


class CardRow(anywidget.AnyWidget):
    """A row of card pictures the learner clicks (mouse, or arrow keys then Enter).

    The front end sends ``{"event": "click", "card": "QS"}``; :meth:`click` does the same from Python
    (tests, scripts). Handlers registered with :meth:`on_card_click` receive the notation string.
    """

    _esm = (_HERE / "cards.js").read_text(encoding="utf-8")
    _css = (_HERE / "cards.css").read_text(encoding="utf-8")

    items = traitlets.List(traitlets.Dict()).tag(sync=True)
    label = traitlets.Unicode("cards").tag(sync=True)
    caption = traitlets.Unicode("").tag(sync=True)
    feedback = traitlets.Unicode("").tag(sync=True)
    feedback_kind = traitlets.Unicode("info").tag(sync=True)
    overlap = traitlets.Float(0.35).tag(sync=True)
    card_width = traitlets.Float(64).tag(sync=True)
    selectable = traitlets.Bool(False).tag(sync=True)

    def __init__(self, **kwargs: Any) -> None:
        super().__init__(**kwargs)
        self._click_handlers: list[Callable[[str], Any]] = []
        self.on_msg(self._on_front_end_message)

    def on_card_click(self, handler: Callable[[str], Any]) -> None:
        """Call ``handler(notation)`` whenever a card is chosen."""
        self._click_handlers.append(handler)

    def click(self, notation: str) -> None:
        """Choose a card, as the front end does on a click or Enter."""
        for handler in self._click_handlers:
            handler(notation)

    def _on_front_end_message(self, _widget: Any, content: dict[str, Any], _buffers: Any) -> None:
        if (
            isinstance(content, dict)
            and content.get("event") == "click"
            and isinstance(content.get("card"), str)
        ):
            self.click(content["card"])
