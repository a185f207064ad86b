"""Static HTML of steps, lessons and drills (for docs and nbviewer, where no kernel runs).

Cards are drawn by :mod:`tutor.svg` when it is available, else written as text. The answer of each step is
folded in a ``<details>`` element, so a reader can check himself as in a book.
"""

from __future__ import annotations

import html
from collections.abc import Sequence
from typing import Any

from ..cards import Card
from ..i18n import gettext
from .words import state_words

__all__ = ["cards_html", "scenario_html", "session_html", "step_html"]

_STYLE = (
    "<style>.tutor-lesson{font-family:sans-serif;max-width:46em}"
    ".tutor-step{border:1px solid #ccc;border-radius:6px;padding:.5em 1em;margin:.6em 0}"
    ".tutor-static-cards{display:inline-block;vertical-align:middle;margin:.2em 0}"
    ".tutor-label{color:#555;font-size:.9em;margin-right:.5em}"
    ".tutor-options li{display:inline-block;margin-right:1em}"
    ".tutor-red{color:#c00}</style>"
)


def _text_cards(cards: Sequence[Card]) -> str:
    spans = []
    for card in cards:
        red = card.suit.colour == "red"
        css = ' class="tutor-red"' if red else ""
        spans.append(f"<span{css}>{html.escape(card.unicode())}</span>")
    return " ".join(spans)


def cards_html(cards: Sequence[Card], *, trick: bool = False, seats: Sequence[str] = ()) -> str:
    """A row of cards: SVG from :mod:`tutor.svg` if present, else text with suit symbols."""
    cards = tuple(cards)
    if not cards:
        return '<span class="tutor-static-cards">(none)</span>'
    try:
        from .. import svg

        drawing = svg.trick_svg(cards, seats=tuple(seats) or None) if trick else svg.hand_svg(cards)
    except Exception:  # the drawing layer is optional here: fall back to text
        drawing = _text_cards(cards)
    return f'<span class="tutor-static-cards">{drawing}</span>'


_ROW = 'style="display:flex;align-items:center;gap:.75em;margin:.3em 0"'
_LABEL = 'class="tutor-label" style="color:#555;min-width:6.5em"'


def _row(label: str, content: str) -> str:
    return f'<div class="tutor-row" {_ROW}><span {_LABEL}>{html.escape(label)}</span>{content}</div>'


def scenario_html(scenario: Any, *, hand: bool = True) -> str:
    """The situation of a step: text, cards shown, trumps, the trick so far, the hand (unless ``hand=False``,
    when a view draws the hand as cards to click), or the game state."""
    parts = []
    if scenario.text:
        parts.append(f"<p>{html.escape(scenario.text)}</p>")
    for label, cards in scenario.shown:
        parts.append(_row(label, cards_html(cards)))
    if scenario.trump is not None:
        trump = scenario.trump
        word = "" if trump.symbol == trump.word else f"&nbsp;({html.escape(gettext(trump.word))})"
        hidden = scenario.rules.get("trump_known") is False  # Trup Kasiet before the reveal
        note = (
            " &mdash; " + html.escape(gettext("still hidden: only the trump maker knows it"))
            if hidden
            else ""
        )
        parts.append(_row(gettext("Trumps"), f"<b>{html.escape(trump.symbol)}</b>{word}{note}"))
    if scenario.trick:
        parts.append(
            _row(
                gettext("Trick so far"),
                cards_html(scenario.trick, trick=True, seats=scenario.seats[: len(scenario.trick)]),
            )
        )
    if hand and scenario.hand is not None:
        parts.append(_row(gettext("Your hand"), cards_html(scenario.hand.sorted())))
    if scenario.state is not None and scenario.hand is None:
        # the situation in words, as a line of the lesson (never a block of monospace)
        parts.append(f'<p class="tutor-situation">{html.escape(state_words(scenario.state))}</p>')
    return "".join(parts)


def step_html(step: Any, number: int | None = None) -> str:
    head = f"{number}. " if number is not None else ""
    parts = [f'<div class="tutor-step"><p><b>{head}{html.escape(step.prompt)}</b></p>']
    if step.scenario is not None:
        parts.append(scenario_html(step.scenario))
    if step.options and not any(isinstance(o, Card) for o in step.options):
        items = "".join(f"<li>{html.escape(label)}</li>" for label in step.labels())
        parts.append(f'<ul class="tutor-options">{items}</ul>')
    if step.hints:
        hints = "".join(f"<li>{html.escape(h)}</li>" for h in step.hints)
        parts.append(f"<details><summary>{html.escape(gettext('Hints'))}</summary><ul>{hints}</ul></details>")
    answer = html.escape(step.answer_text())
    parts.append(
        f"<details><summary>{html.escape(gettext('Show answer'))}</summary><p>{answer}</p></details>"
    )
    parts.append("</div>")
    return "".join(parts)


def session_html(session: Any, steps: Sequence[Any]) -> str:
    parts = [_STYLE, f'<div class="tutor-lesson"><h4>{html.escape(session.title)}</h4>']
    if session.intro:
        parts.append(f"<p>{html.escape(session.intro)}</p>")
    for number, step in enumerate(steps, 1):
        parts.append(step_html(step, number))
    if session.total is None:
        more = gettext("... and as many more exercises as you like in a live notebook.")
        parts.append(f"<p><i>{html.escape(more)}</i></p>")
    parts.append("</div>")
    return "".join(parts)
