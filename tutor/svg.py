"""SVG pictures of cards, hands, tricks and tables, written with the standard library only.

Every picture is a plain string, the same for the same input (no ids, no clocks, no randomness), so it can
be compared in a test, written into a static page or returned from a ``_repr_svg_``. Each card carries a
``<title>`` with its notation and a ``<desc>`` with its name, and is an ``role="img"`` element whose
``aria-label`` is the card's name, so screen readers read ``queen of spades`` rather than a drawing.

French suits are the usual ♠ ♥ ♦ ♣ pips; the Spanish suits are drawn as their objects: a gold coin (oros),
a red cup (copas), a blue sword (espadas) and a green club (bastos).

Its place in the house (imports go one way): errors -> i18n -> sentences -> cards -> tricks -> inputs -> grammar -> games
-> analysis -> experiments -> svg -> lesson -> widgets. It reads a game through the protocol
(:func:`tutor.games.of`); the cards draw themselves through it lazily, inside ``_repr_svg_``.

>>> from tutor.cards import Card
>>> svg = card_svg(Card.parse("QS"))
>>> svg.startswith("<svg") and "<title>QS</title>" in svg and 'aria-label="queen of spades"' in svg
True
>>> card_svg(Card.parse("QS")) == svg
True
>>> "<title>face-down card</title>" in card_svg(Card.parse("QS"), face_down=True)
True
"""

from __future__ import annotations

import functools
import math
from collections.abc import Callable, Iterable, Mapping, Sequence
from typing import Any
from xml.sax.saxutils import escape, quoteattr

from .cards import Card, Family, Rank, Suit, parse_card, parse_cards
from .errors import ImpossiblePosition, NotationError
from .games import of
from .i18n import get_language, gettext, gettext_noop, pgettext
from .inputs import quote
from .sentences import Template, count
from .tricks import Trick

#: the words a picture says to a screen reader and on hover, in the language spoken
FACE_DOWN = gettext_noop("face-down card")
HIDDEN_FACE = gettext_noop("a card whose face is hidden")
CANNOT_BE_PLAYED = Template("{card}, cannot be played now")
CAN_BE_PLAYED = Template("{card}, can be played")
SELECTED = Template("{card}, selected")
NOTED = Template("{card} ({note})")
MORE_FACE_DOWN = Template("+{n} face down")
HAND = Template("hand: {cards}")
AND_HIDDEN = Template("{hand}; {hidden}")
TABLE = Template("table: {seats}")
HOLDS = Template("{seat} holds {cards}")
PLAYED = Template("{seat} {card}")
TRICK = Template("trick: {cards}")
TO_PLAY = Template("{seat} to play")
SEAT_NUMBER = Template("seat {n}")
PLAYED_BY = Template("{seat}: {card}")
WINS = Template("{seat} wins")
WON_BY = Template("{trick}; won by {seat}")
WINNING = gettext_noop("wins")


def _join(names: Iterable[str]) -> str:
    """Names listed as the language lists them (``'ace of spades, two of clubs'``)."""
    return gettext(", ").join(names)


__all__ = [
    "CARD_HEIGHT",
    "CARD_WIDTH",
    "back_svg",
    "card_svg",
    "hand_svg",
    "state_svg",
    "table_svg",
    "trick_svg",
    "trump_line",
]

CARD_WIDTH = 72
"""Default width of a card in pixels (the height is 1.4 times the width)."""
CARD_HEIGHT = CARD_WIDTH * 1.4

# Cards are drawn in a 100 x 140 box and scaled to the requested width.
_W, _H = 100, 140
_FONT = "DejaVu Sans, Verdana, Arial, Helvetica, sans-serif"
_STATES = (None, "legal", "illegal")

_INK = {
    Suit.SPADES: "#1a1a1a",
    Suit.CLUBS: "#1a1a1a",
    Suit.HEARTS: "#c8102e",
    Suit.DIAMONDS: "#c8102e",
    Suit.OROS: "#a87400",
    Suit.COPAS: "#c8102e",
    Suit.ESPADAS: "#1d4f9c",
    Suit.BASTOS: "#2b7a2b",
}
_TINT = {
    Suit.SPADES: "#f1f1f1",
    Suit.CLUBS: "#f1f1f1",
    Suit.HEARTS: "#fdeef0",
    Suit.DIAMONDS: "#fdeef0",
    Suit.OROS: "#fdf5dc",
    Suit.COPAS: "#fdeef0",
    Suit.ESPADAS: "#eaf0fb",
    Suit.BASTOS: "#eaf5ea",
}
_SELECTED = "#1565c0"
_LEGAL = "#12a150"
_WINNER = "#e0a100"


def _n(x: float) -> str:
    """A number written briefly and always the same way."""
    text = f"{x:.2f}".rstrip("0").rstrip(".")
    return "0" if text in ("-0", "") else text


# -- pips: each drawn in a 20 x 20 box centred on (0, 0) ---------------------------------------------------


def _pip_spades(ink: str) -> str:
    return (
        f'<path fill="{ink}" d="M0,-10 C-2,-6 -10,-2 -10,2.5 C-10,6 -6.5,7.5 -4,7 C-2.5,6.7 -1,5.5 -0.6,4.5 '
        "C-0.8,7 -2,9 -4,10 L4,10 C2,9 0.8,7 0.6,4.5 C1,5.5 2.5,6.7 4,7 C6.5,7.5 10,6 10,2.5 "
        'C10,-2 2,-6 0,-10 Z"/>'
    )


def _pip_hearts(ink: str) -> str:
    return (
        f'<path fill="{ink}" d="M0,9 C-2,6 -10,1 -10,-4 C-10,-8 -6.5,-9.8 -4,-9.5 C-2,-9.2 -0.5,-7.8 0,-6 '
        'C0.5,-7.8 2,-9.2 4,-9.5 C6.5,-9.8 10,-8 10,-4 C10,1 2,6 0,9 Z"/>'
    )


def _pip_diamonds(ink: str) -> str:
    return f'<path fill="{ink}" d="M0,-10 C2,-6.5 5,-2.5 7.5,0 C5,2.5 2,6.5 0,10 C-2,6.5 -5,2.5 -7.5,0 C-5,-2.5 -2,-6.5 0,-10 Z"/>'


def _pip_clubs(ink: str) -> str:
    return (
        f'<g fill="{ink}"><circle cx="0" cy="-5" r="4.6"/><circle cx="-5.2" cy="1.6" r="4.6"/>'
        '<circle cx="5.2" cy="1.6" r="4.6"/><circle cx="0" cy="0" r="2.4"/>'
        '<path d="M-0.9,0 C-1,5.5 -2.5,8.5 -4.5,10 L4.5,10 C2.5,8.5 1,5.5 0.9,0 Z"/></g>'
    )


def _pip_oros(ink: str) -> str:
    # A gold coin: rim, inner ring and a small rosette.
    return (
        '<g><circle cx="0" cy="0" r="9.4" fill="#f2c230" stroke="#8a5d00" stroke-width="1.2"/>'
        '<circle cx="0" cy="0" r="6.4" fill="#f7d76a" stroke="#8a5d00" stroke-width="0.8"/>'
        '<path fill="#b07800" d="M0,-4 L1.1,-1.1 L4,0 L1.1,1.1 L0,4 L-1.1,1.1 L-4,0 L-1.1,-1.1 Z"/>'
        '<circle cx="0" cy="0" r="1" fill="#8a5d00"/></g>'
    )


def _pip_copas(ink: str) -> str:
    # A chalice: rim, bowl, knot, stem and foot.
    return (
        f'<g stroke="#7a0a1c" stroke-width="0.8" stroke-linejoin="round">'
        f'<path fill="{ink}" d="M-7.2,-7.5 L7.2,-7.5 C7.2,-1.5 4,1.5 1.3,2 L1.3,5 C3.2,6 5.5,7.3 6.5,9.6 '
        'L-6.5,9.6 C-5.5,7.3 -3.2,6 -1.3,5 L-1.3,2 C-4,1.5 -7.2,-1.5 -7.2,-7.5 Z"/>'
        '<ellipse cx="0" cy="-7.8" rx="7.2" ry="1.9" fill="#f0a0aa"/>'
        f'<ellipse cx="0" cy="3.3" rx="2.4" ry="1.1" fill="{ink}"/></g>'
    )


def _pip_espadas(ink: str) -> str:
    # A sword, point up: blade with a fuller, cross-guard, grip and pommel.
    return (
        f'<g stroke="{ink}" stroke-width="0.7" stroke-linejoin="round">'
        '<path fill="#c9d6ee" d="M0,-10.5 L1.8,-7.5 L1.8,3.6 L-1.8,3.6 L-1.8,-7.5 Z"/>'
        f'<path fill="none" d="M0,-7.5 L0,3"/>'
        f'<path fill="{ink}" d="M-6.2,3.4 C-4,3.9 4,3.9 6.2,3.4 L6.2,5.4 C4,5 -4,5 -6.2,5.4 Z"/>'
        f'<rect x="-1.1" y="5.2" width="2.2" height="3.4" fill="{ink}"/>'
        f'<circle cx="0" cy="9.4" r="1.4" fill="{ink}"/></g>'
    )


def _pip_bastos(ink: str) -> str:
    # A knotty wooden cudgel, thick end up, with lopped-off branch stubs and a green band.
    return (
        '<g stroke="#4a2c0c" stroke-width="0.7" stroke-linejoin="round">'
        '<path fill="#a86f32" d="M-1.5,10 L-4.1,-6 C-4.6,-10.3 4.6,-10.3 4.1,-6 L1.5,10 Z"/>'
        '<path fill="#a86f32" d="M-3.3,-1.6 L-5.6,-3.2 L-5.2,-0.6 L-3,0.6 Z"/>'
        '<path fill="#a86f32" d="M3.1,1.6 L5.2,0.4 L5,3 L2.8,3.8 Z"/>'
        '<path fill="#a86f32" d="M-2.5,5 L-4.3,4.3 L-4,6.4 L-2.2,7 Z"/>'
        f'<path fill="{ink}" d="M-2.5,7.5 L2.5,7.5 L2.2,9.2 L-2.2,9.2 Z"/>'
        '<path fill="none" stroke="#d9a566" stroke-width="0.9" d="M-1.4,-7 L-0.4,7"/></g>'
    )


_PIPS: dict[Suit, Callable[[str], str]] = {
    Suit.SPADES: _pip_spades,
    Suit.HEARTS: _pip_hearts,
    Suit.DIAMONDS: _pip_diamonds,
    Suit.CLUBS: _pip_clubs,
    Suit.OROS: _pip_oros,
    Suit.COPAS: _pip_copas,
    Suit.ESPADAS: _pip_espadas,
    Suit.BASTOS: _pip_bastos,
}


def _pip(suit: Suit, x: float, y: float, scale: float, *, flip: bool = False) -> str:
    rotate = " rotate(180)" if flip else ""
    return (
        f'<g transform="translate({_n(x)} {_n(y)}){rotate} scale({_n(scale)})">{_PIPS[suit](_INK[suit])}</g>'
    )


# Pip positions on a 100 x 140 face, by number of pips.
_L, _C, _R = 31, 50, 69
_LAYOUT: dict[int, tuple[tuple[float, float], ...]] = {
    2: ((_C, 30), (_C, 110)),
    3: ((_C, 30), (_C, 70), (_C, 110)),
    4: ((_L, 30), (_R, 30), (_L, 110), (_R, 110)),
    5: ((_L, 30), (_R, 30), (_C, 70), (_L, 110), (_R, 110)),
    6: ((_L, 30), (_R, 30), (_L, 70), (_R, 70), (_L, 110), (_R, 110)),
    7: ((_L, 30), (_R, 30), (_C, 50), (_L, 70), (_R, 70), (_L, 110), (_R, 110)),
    8: ((_L, 30), (_R, 30), (_C, 50), (_L, 70), (_R, 70), (_C, 90), (_L, 110), (_R, 110)),
    9: ((_L, 30), (_R, 30), (_L, 56.7), (_R, 56.7), (_C, 70), (_L, 83.3), (_R, 83.3), (_L, 110), (_R, 110)),
    10: (
        (_L, 30),
        (_R, 30),
        (_C, 43.3),
        (_L, 56.7),
        (_R, 56.7),
        (_L, 83.3),
        (_R, 83.3),
        (_C, 96.7),
        (_L, 110),
        (_R, 110),
    ),
}


def _index_text(card: Card) -> str:
    """The rank as printed in the corner: ``10`` rather than ``T``."""
    return "10" if card.rank is Rank.TEN else card.rank.letter(card.suit.family)


@functools.cache
def _face(card: Card, language: str) -> str:
    """The face of a card in the 100 x 140 box (no outline: the caller draws it); a picture card's word in
    ``language``."""
    suit, ink = card.suit, _INK[card.suit]
    spanish = suit.family is Family.SPANISH
    label = _index_text(card)
    size = 17 if len(label) > 1 else 21
    corner = (
        f'<text x="12" y="23" font-size="{size}" font-weight="bold" text-anchor="middle" fill="{ink}">'
        f"{label}</text>{_pip(suit, 12, 36, 0.62 if spanish else 0.5)}"
    )
    parts = [corner, f'<g transform="rotate(180 50 70)">{corner}</g>']
    if card.rank.is_picture:
        parts.append(
            f'<rect x="22" y="18" width="56" height="104" rx="5" fill="{_TINT[suit]}" stroke="{ink}" '
            'stroke-width="1.5"/>'
            f'<text x="50" y="60" font-size="34" font-weight="bold" text-anchor="middle" fill="{ink}">'
            f"{label}</text>"
            f'<text x="50" y="76" font-size="9" text-anchor="middle" fill="{ink}">'
            f"{escape(gettext((card.rank.palabra if spanish else None) or card.rank.word))}</text>"
            + _pip(suit, 50, 98, 1.2)
        )
    elif card.rank is Rank.ACE:
        parts.append(_pip(suit, 50, 70, 2.3))
    else:
        scale = 1.05 if spanish else 0.82 if card.rank.number < 9 else 0.74
        parts.extend(
            _pip(suit, x, y, scale, flip=y > 70 and not spanish) for x, y in _LAYOUT[card.rank.number]
        )
    if spanish:  # the Spanish pack's "pinta": breaks in the frame line whose count tells the suit
        breaks = {Suit.OROS: 0, Suit.COPAS: 1, Suit.ESPADAS: 2, Suit.BASTOS: 3}[suit]
        if breaks:
            for i in range(breaks):
                x = 36 + 10 * i
                parts.append(
                    f'<path d="M{x},4.5 L{x + 6},4.5 M{x},135.5 L{x + 6},135.5" stroke="{ink}" stroke-width="1.6"/>'
                )
    return "".join(parts)


def _lattice(x0: float, y0: float, x1: float, y1: float, step: float) -> str:
    """Path data of two families of diagonal lines filling a rectangle (the pattern of a card's back)."""
    segments = []
    k = y0 - x1
    while k <= y1 - x0:  # lines y = x + k
        a, b = max(x0, y0 - k), min(x1, y1 - k)
        if b > a:
            segments.append(f"M{_n(a)},{_n(a + k)}L{_n(b)},{_n(b + k)}")
        k += step
    k = x0 + y0
    while k <= x1 + y1:  # lines y = -x + k
        a, b = max(x0, k - y1), min(x1, k - y0)
        if b > a:
            segments.append(f"M{_n(a)},{_n(k - a)}L{_n(b)},{_n(k - b)}")
        k += step
    return "".join(segments)


_BACK = (
    '<rect x="7" y="7" width="86" height="126" rx="5" fill="#23427a"/>'
    f'<path fill="none" stroke="#4a73b8" stroke-width="1.6" d="{_lattice(7, 7, 93, 133, 9)}"/>'
    '<ellipse cx="50" cy="70" rx="17" ry="23" fill="#23427a" stroke="#e8edf7" stroke-width="2"/>'
    '<path fill="#e8edf7" d="M50,55 L58,70 L50,85 L42,70 Z"/>'
)


def _back() -> str:
    """A face-down card in the 100 x 140 box: a blue lattice inside a white margin."""
    return _BACK


def _card_group(
    card: Card | None,
    *,
    x: float,
    y: float,
    width: float,
    selected: bool = False,
    state: str | None = None,
    face_down: bool = False,
    note: str | None = None,
    rotate: float = 0.0,
    outline: str | None = None,
) -> str:
    """One card as a ``<g>`` placed at ``(x, y)`` (its top left corner before rotation)."""
    if state not in _STATES:
        raise NotationError(f"state {quote(state)} is not a card's state: give None, 'legal' or 'illegal'")
    hidden = face_down or card is None
    if face_down or card is None:
        title = name = gettext(FACE_DOWN)
        desc = gettext(HIDDEN_FACE)
    else:
        title, name = str(card), card.name()
        desc = name if card.unicode() == name else f"{card.unicode()}: {name}"
    if state == "illegal":
        desc = CANNOT_BE_PLAYED.say(card=desc)
    elif state == "legal":
        desc = CAN_BE_PLAYED.say(card=desc)
    if selected:
        desc = SELECTED.say(card=desc)
    if note:
        desc = NOTED.say(card=desc, note=note)
    scale = width / _W
    transform = f"translate({_n(x)} {_n(y)})"
    if rotate:
        transform += f" rotate({_n(rotate)} {_n(width / 2)} {_n(width * 1.4)})"
    transform += f" scale({_n(scale)})"
    attrs = f'class="card" role="img" aria-label={quoteattr(name)} transform="{transform}"'
    if not hidden:
        attrs += f' data-card="{card}"'
    if state:
        attrs += f' data-state="{state}"'
    border, border_width = "#9a9a9a", 1.5
    if outline:
        border, border_width = outline, 4.5
    elif selected:
        border, border_width = _SELECTED, 5
    elif state == "legal":
        border, border_width = _LEGAL, 4
    body = (
        f"<title>{escape(title)}</title><desc>{escape(desc)}</desc>"
        f'<rect x="1" y="1" width="98" height="138" rx="7" fill="#ffffff" stroke="{border}" '
        f'stroke-width="{_n(border_width)}"/>' + (_back() if hidden else _face(card, get_language()))
    )
    if state == "illegal":
        # Dimmed, but opaque: a grey veil, so overlapping cards never show through.
        body += '<rect x="1" y="1" width="98" height="138" rx="7" fill="#8c8c8c" fill-opacity="0.62"/>'
    return f"<g {attrs}>{body}</g>"


def _svg(width: float, height: float, title: str, desc: str, body: str, *, label: str | None = None) -> str:
    return (
        f'<svg xmlns="http://www.w3.org/2000/svg" width="{_n(width)}" height="{_n(height)}" '
        f'viewBox="0 0 {_n(width)} {_n(height)}" role="img" aria-label={quoteattr(label or title)} '
        # narrower than the page (a phone), the picture shrinks to fit instead of running off the edge
        f'style="max-width:100%;height:auto" font-family="{_FONT}"><title>{escape(title)}</title><desc>{escape(desc)}</desc>{body}</svg>'
    )


def card_svg(
    card: Card | str | None,
    *,
    width: float = CARD_WIDTH,
    selected: bool = False,
    state: str | None = None,
    face_down: bool = False,
    note: str | None = None,
) -> str:
    """One card as a standalone SVG document.

    :param card: the card, or its text (``'QS'``, ``'10♥'``; a Spanish card as a :class:`~tutor.cards.Card`);
        ``None`` draws a face-down card.
    :param width: width in pixels; the height is ``1.4 * width``.
    :param selected: draw a thick blue border.
    :param state: ``None``, ``'legal'`` (green border) or ``'illegal'`` (dimmed).
    :param face_down: draw the back instead of the face (nothing of the card is written in the SVG).
    :param note: a short text added to the description, e.g. why the card cannot be played.
    :returns: the SVG text.
    :raises TutorError: for what is not a card, an unknown ``state``, a width that is not a positive number.

    >>> from tutor.cards import Card
    >>> 'data-state="illegal"' in card_svg(Card.parse("7C"), state="illegal")
    True
    >>> card_svg("QS") == card_svg(Card.parse("QS"))
    True
    """
    card, width = _card(card), _width(width)
    selected, face_down = _flag(selected, "selected"), _flag(face_down, "face_down")
    height = width * 1.4
    group = _card_group(
        card, x=0, y=0, width=width, selected=selected, state=state, face_down=face_down, note=note
    )
    if face_down or card is None:
        return _svg(width, height, gettext(FACE_DOWN), gettext(HIDDEN_FACE), group)
    desc = card.name() if card.unicode() == card.name() else f"{card.unicode()}: {card.name()}"
    return _svg(width, height, str(card), desc, group, label=card.name())


def back_svg(*, width: float = CARD_WIDTH) -> str:
    """The back of a card (a face-down card) as a standalone SVG document.

    >>> back_svg().count("<title>face-down card</title>")
    2
    """
    return card_svg(None, width=width)


_SPANISH_HINT = " (Spanish cards: give them as cards, e.g. CardSet.parse(text, 'spanish'))"


def _card(value: Any) -> Card | None:
    """A card to draw: a :class:`~tutor.cards.Card`, its text (a French card), or ``None`` (face down)."""
    if value is None or isinstance(value, Card):
        return value
    if isinstance(value, str):
        try:
            return parse_card(value)
        except NotationError as error:
            raise NotationError(f"{error}{_SPANISH_HINT}") from None
    raise NotationError(f"{quote(value)} is not a card: give a card, its text like 'QS', or None (face down)")


def _as_cards(cards: Iterable[Card | str | None] | str | int | Any) -> list[Card | None]:
    """The cards of a hand or a trick to draw: cards, their text (``'AS KH'``) or a list of texts; ``None`` items,
    or a count, for face-down cards."""
    if isinstance(cards, int) and not isinstance(cards, bool):  # a hidden hand given by its size
        if not 0 <= cards <= 52:
            raise ImpossiblePosition(f"{cards} is not a number of face-down cards: give 0 to 52")
        return [None] * cards
    if isinstance(cards, str):
        try:
            return list(parse_cards(cards))
        except NotationError as error:
            raise NotationError(f"{error}{_SPANISH_HINT}") from None
    if isinstance(cards, Trick):
        return list(cards.cards)
    if isinstance(cards, Iterable) and not isinstance(cards, (bytes, bytearray)):
        return [_card(card) for card in cards]  # a dict: its keys (the legal cards and their actions)
    raise NotationError(
        f"{quote(cards)} is not cards: give cards, their text like 'AS KH', a list of them, or a number of "
        "face-down cards"
    )


def _cards_set(cards: Any) -> set[Card]:
    """Cards given as a set to mark (legal, selected): face-down items mean nothing there."""
    return {card for card in _as_cards(cards) if card is not None}


def _width(width: Any, what: str = "width") -> float:
    if isinstance(width, int | float) and not isinstance(width, bool) and 0 < width < 10_000:
        return width
    raise NotationError(f"{what} {quote(width)} is not a length in pixels: give a positive number, e.g. 72")


def _flag(value: Any, what: str) -> bool:
    if value is True or value is False:
        return value
    raise NotationError(f"{what} {quote(value)} is not True or False")


def _notes(notes: Any) -> dict[Card | None, str]:
    if notes is None:
        return {}
    if not isinstance(notes, Mapping):
        raise NotationError(
            f"notes {quote(notes)} are not notes by card: give a dict such as {{'7C': 'why'}}"
        )
    return {_card(card): str(note) for card, note in notes.items()}


def suit_rows_svg(cards: Iterable[Card], *, width: float = CARD_WIDTH) -> str:
    """Many cards (a whole pack) as one row per suit, so the picture stays narrow enough for a page.

    >>> from tutor.cards import FRENCH_32
    >>> svg = suit_rows_svg(FRENCH_32.cards)
    >>> svg.count('role="img"') - svg.count('class="card"')  # the picture and one row per suit
    5
    """
    rows: dict[Suit, list[Card]] = {}
    width = _width(width)
    for card in _cards_set(cards) if isinstance(cards, set) else _as_cards(cards):
        if card is not None:
            rows.setdefault(card.suit, []).append(card)
    parts, y, total_w = [], 0.0, 0.0
    names = []
    for row in rows.values():
        _, row_w, row_h = _hand_layout(row, width=width, fan=False, step=None, raise_by=0.0)
        parts.append(f'<g transform="translate(0,{_n(y)})">{hand_svg(row, width=width)}</g>')
        names.append(", ".join(card.name() for card in row))
        y += row_h + width * 0.12
        total_w = max(total_w, row_w)
    text = " ".join(str(card) for row in rows.values() for card in row)
    desc = "cards: " + "; ".join(names)
    return _svg(total_w, max(y - width * 0.12, 0.0), text, desc, "".join(parts), label=desc)


def _hand_layout(
    cards: Sequence[Card | None],
    *,
    width: float,
    fan: bool,
    step: float | None,
    raise_by: float,
) -> tuple[list[tuple[float, float, float]], float, float]:
    """Positions ``(x, y, angle)`` of each card, and the width and height of the picture."""
    height = width * 1.4
    count = len(cards)
    if step is None:
        step = width * (0.42 if fan else 0.55)
    if not fan or count < 2:
        positions = [(i * step, raise_by, 0.0) for i in range(count)]
        return positions, (count - 1) * step + width if count else width * 0.3, height + raise_by
    spread = min(5.0 * (count - 1), 60.0)
    angles = [-spread / 2 + spread * i / (count - 1) for i in range(count)]
    # Each card turns about its bottom middle; find the bounding box of the turned cards.
    xs, ys, raw = [], [], []
    for i, angle in enumerate(angles):
        left = i * step * 0.6
        raw.append((left, angle))
        rad = math.radians(angle)
        cx, cy = left + width / 2, height  # rotation centre used by _card_group: bottom middle of the card
        for px, py in ((0, 0), (width, 0), (0, height), (width, height)):
            dx, dy = left + px - cx, py - cy
            xs.append(cx + dx * math.cos(rad) - dy * math.sin(rad))
            ys.append(cy + dx * math.sin(rad) + dy * math.cos(rad))
    min_x, min_y = min(xs), min(ys)
    positions = [(left - min_x, raise_by - min_y, angle) for left, angle in raw]
    return positions, max(xs) - min_x, max(ys) - min_y + raise_by


def hand_svg(
    cards: Iterable[Card | str | None] | str | int,
    *,
    fan: bool = False,
    legal: Iterable[Card | str] | str | None = None,
    selected: Iterable[Card | str] | str | None = None,
    notes: Mapping[Card | str, str] | None = None,
    face_down: bool = False,
    width: float = CARD_WIDTH,
    step: float | None = None,
) -> str:
    """A hand in a row (or fanned), in the order given.

    :param cards: the cards, their text (``'AS KH'``) or a list of texts; ``None`` items, or an int (a count),
        draw face-down cards.
    :param fan: fan the cards out like a hand held in play.
    :param legal: the cards that may be played: those are outlined in green, the others dimmed.
    :param selected: cards drawn raised with a blue border.
    :param notes: a short text per card added to its description (e.g. why it cannot be played).
    :param face_down: draw every card face down.
    :param width: the width of one card in pixels.
    :param step: the distance between two cards (default: a little over half a card).
    :returns: the SVG text.

    >>> from tutor.cards import CardSet
    >>> hand = CardSet.parse("AS 7H 2C")
    >>> svg = hand_svg(hand.sorted(), legal=CardSet.parse("7H"))
    >>> svg.count('data-state="illegal"'), svg.count('data-state="legal"')
    (2, 1)
    >>> hand_svg("AS 7H 2C", legal="7H") == svg
    True
    """
    items = _as_cards(cards)
    legal_set = None if legal is None else _cards_set(legal)
    chosen = _cards_set(selected or ())
    noted = _notes(notes)
    fan, face_down, width = _flag(fan, "fan"), _flag(face_down, "face_down"), _width(width)
    step = None if step is None else _width(step, "step")
    raise_by = width * 0.18 if chosen else 0.0
    positions, total_w, total_h = _hand_layout(items, width=width, fan=fan, step=step, raise_by=raise_by)
    groups = []
    for card, (x, y, angle) in zip(items, positions, strict=True):
        is_selected = card is not None and card in chosen
        state = None
        if legal_set is not None and card is not None and not face_down:
            state = "legal" if card in legal_set else "illegal"
        groups.append(
            _card_group(
                card,
                x=x,
                y=y - (raise_by if is_selected else 0),
                width=width,
                selected=is_selected,
                state=state,
                face_down=face_down,
                note=noted.get(card) if card is not None else None,
                rotate=angle,
            )
        )
    shown = [c for c in items if c is not None and not face_down]
    hidden = len(items) - len(shown)
    text = " ".join(str(c) for c in shown)
    if hidden:
        text = (text + " " if text else "") + MORE_FACE_DOWN.say(n=hidden)
    desc = HAND.say(cards=_join(c.name() for c in shown) or gettext("no card shown"))
    if hidden:
        desc = AND_HIDDEN.say(hand=desc, hidden=count(hidden, "face-down card"))
    return _svg(total_w, total_h, text or gettext("empty hand"), desc, "".join(groups), label=desc)


def _seat_name(seat: Any, seats: Sequence[str] | None) -> str:
    if seats is not None and isinstance(seat, int) and 0 <= seat < len(seats):
        return str(seats[seat])
    return str(seat)


def trick_svg(
    cards: Sequence[Card | str] | str | Any,
    *,
    seats: Sequence[Any] | None = None,
    winner: int | None = None,
    width: float = CARD_WIDTH,
) -> str:
    """A trick: its cards side by side in the order played, each with the seat that played it below.

    :param cards: the cards played (cards, their text like ``'9H KH 2H'``, or a list of texts), or a
        :class:`~tutor.tricks.Trick` (its seats are then used as labels when ``seats`` is not given).
    :param seats: the label under each card (seat names, or ints shown as ``seat 1``...).
    :param winner: the position (0-based) of the winning card, outlined in gold and marked "wins".
    :param width: the width of one card in pixels.
    :returns: the SVG text.

    >>> from tutor.cards import parse_cards
    >>> svg = trick_svg(parse_cards("9H KH 2H"), seats=("North", "East", "South"), winner=1)
    >>> ">North</text>" in svg and ">East wins</text>" in svg
    True
    """
    if isinstance(cards, Trick) and seats is None:
        seats = tuple(cards.seats)
    played = [card for card in _as_cards(cards) if card is not None]
    width = _width(width)
    labels: list[str] | None = None
    if seats is not None:
        if isinstance(seats, (str, bytes)) or not isinstance(seats, Iterable):
            raise NotationError(f"seats {quote(seats)} are not seat labels: give one name or number per card")
        labels = [SEAT_NUMBER.say(n=s + 1) if isinstance(s, int) else gettext(str(s)) for s in seats]
        if len(labels) != len(played):
            raise ImpossiblePosition(f"{len(played)} cards but {len(labels)} seat labels: give one per card")
    if winner is not None and not (isinstance(winner, int) and not isinstance(winner, bool)):
        raise NotationError(f"winner {quote(winner)} is not a position in the trick: give 0, 1... or None")
    gap = width * 0.12
    label_h = width * 0.32 if labels or winner is not None else 0
    height = width * 1.4
    total_w = max(len(played), 1) * (width + gap) - gap
    parts = []
    for i, card in enumerate(played):
        x = i * (width + gap)
        wins = winner == i
        parts.append(
            _card_group(
                card,
                x=x,
                y=0,
                width=width,
                outline=_WINNER if wins else None,
                note=gettext(WINNING) if wins else None,
            )
        )
        caption = labels[i] if labels else ""
        if wins:
            caption = WINS.say(seat=caption) if caption else gettext(WINNING)
        if caption:
            weight = ' font-weight="bold"' if wins else ""
            parts.append(
                f'<text x="{_n(x + width / 2)}" y="{_n(height + label_h * 0.72)}" font-size="{_n(width * 0.17)}" '
                f'text-anchor="middle" fill="#333"{weight}>'
                f"{escape(caption)}</text>"
            )
    if not played:
        parts.append(
            f'<rect x="0.5" y="0.5" width="{_n(total_w - 1)}" height="{_n(height - 1)}" rx="6" fill="none" '
            'stroke="#bbb" stroke-dasharray="4 3"/>'
        )
    text = " ".join(str(c) for c in played) or gettext("empty trick")
    plays = [
        PLAYED_BY.say(seat=labels[i], card=c.name()) if labels else c.name() for i, c in enumerate(played)
    ]
    desc = TRICK.say(cards=gettext("; ").join(plays) or gettext("no card played yet"))
    if winner is not None and 0 <= winner < len(played):
        desc = WON_BY.say(trick=desc, seat=labels[winner] if labels else played[winner].name())
    return _svg(total_w, height + label_h, text, desc, "".join(parts), label=desc)


def table_svg(
    hands: Sequence[Iterable[Card | None] | int | None],
    *,
    seats: Sequence[str] | None = None,
    trick: Any = None,
    to_act: int | None = None,
    bottom: int = 0,
    lines: Sequence[str] = (),
    legal: Iterable[Card] | None = None,
    width: float = 56,
) -> str:
    """A table of 2, 3 or 4 seats: each hand at its place, the trick in the middle, text lines at the top left.

    :param hands: per seat, the cards (in display order), an int for a hidden hand of that size, or ``None``
        (nothing drawn; at the bottom seat, no room is kept for it: a clickable hand goes below the picture).
    :param seats: seat names (default ``seat 1``, ``seat 2``...).
    :param trick: the current trick: a :class:`~tutor.tricks.Trick` or ``(seat, card)`` pairs.
    :param to_act: the seat whose turn it is (its name is marked with an arrow).
    :param bottom: the seat drawn at the bottom (the learner's seat).
    :param lines: short texts (trump, contract, scores...) written in the top left corner.
    :param legal: the bottom seat's legal cards, highlighted.
    :param width: the width of one card.
    :returns: the SVG text.

    >>> from tutor.cards import CardSet
    >>> svg = table_svg([CardSet.parse("AS KS").sorted(), 2, 2, 2], seats=("South", "West", "North", "East"))
    >>> svg.count("face-down card</title>"), ">South</text>" in svg
    (6, True)
    """
    if isinstance(hands, str) or not isinstance(hands, Sequence):
        raise NotationError(f"hands {quote(hands)} are not hands by seat: give one hand (or None) per seat")
    seats_n = len(hands)
    if not 2 <= seats_n <= 4:
        raise ImpossiblePosition(f"a table has 2, 3 or 4 seats, not {seats_n}")
    held = [None if hand is None else _as_cards(hand) for hand in hands]
    if seats is not None and (isinstance(seats, (str, bytes)) or not isinstance(seats, Iterable)):
        raise NotationError(f"seats {quote(seats)} are not seat names: give one name per seat")
    for name, value in (("bottom", bottom), ("to_act", to_act)):
        if not (value is None and name == "to_act") and not (
            isinstance(value, int) and not isinstance(value, bool) and 0 <= value < seats_n
        ):
            raise NotationError(f"{name} {quote(value)} is not a seat of this table: give 0 to {seats_n - 1}")
    if isinstance(lines, str) or not isinstance(lines, Iterable):
        raise NotationError(f"lines {quote(lines)} are not lines of text: give a list of short texts")
    plays = _plays(trick, seats_n)
    width = _width(width)
    names = [str(s) for s in seats] if seats is not None else []
    names += [f"seat {i + 1}" for i in range(len(names), seats_n)]  # a seat left unnamed
    places = {2: ("S", "N"), 3: ("S", "W", "E"), 4: ("S", "W", "N", "E")}[seats_n]
    place_of = {(bottom + k) % seats_n: places[k] for k in range(seats_n)}
    h = width * 1.4
    side_step, main_step = width * 0.28, width * 0.5
    legal_set = None if legal is None else _cards_set(legal)

    def row(seat: int, step: float) -> tuple[list[Card | None], float]:
        items = held[seat] or []
        return items, (len(items) - 1) * step + width if items else 0.0

    south_w = row(bottom, main_step)[1]
    side_w = max((row(s, side_step)[1] for s in range(seats_n) if place_of[s] in "WE"), default=0.0)
    north_w = max((row(s, side_step)[1] for s in range(seats_n) if place_of[s] == "N"), default=0.0)
    centre_w = 4 * width + 3 * width * 0.15
    total_w = max(south_w, north_w, 2 * side_w + centre_w + 2 * width * 0.3, 560) + 2 * width * 0.3
    label_h = width * 0.36
    margin = width * 0.3
    top_h = margin + (label_h + h + margin if "N" in place_of.values() else max(len(lines), 1) * label_h)
    mid_h = h * 1.6
    south_h = h if hands[bottom] is not None else 0.0  # None: the bottom hand is drawn elsewhere
    total_h = top_h + mid_h + margin + label_h + south_h + margin + (width * 0.2 if legal_set else 0)
    font = _n(width * 0.22)
    parts = [f'<rect x="0" y="0" width="{_n(total_w)}" height="{_n(total_h)}" rx="10" fill="#1f6f43"/>']

    said = [gettext(name) for name in names]  # a game's seat names said in the language ("South": "南")

    def label(x: float, y: float, seat: int) -> str:
        name = said[seat] if seat < len(said) else f"seat {seat + 1}"
        turn = seat == to_act
        text = ("▶ " if turn else "") + name
        weight = ' font-weight="bold"' if turn else ""
        fill = "#ffe066" if turn else "#ffffff"
        return (
            f'<text x="{_n(x)}" y="{_n(y)}" font-size="{font}" text-anchor="middle" fill="{fill}"{weight}>'
            f"{escape(text)}</text>"
        )

    def cards_row(seat: int, items: list[Card | None], x: float, y: float, step: float) -> str:
        out = []
        for i, card in enumerate(items):
            state = None
            if seat == bottom and legal_set is not None and card is not None:
                state = "legal" if card in legal_set else "illegal"
            out.append(_card_group(card, x=x + i * step, y=y, width=width, state=state))
        return "".join(out)

    mid_top = top_h
    for seat in range(seats_n):
        place = place_of[seat]
        step = main_step if place == "S" else side_step
        items, w = row(seat, step)
        if place == "S":
            x, y = (total_w - w) / 2, top_h + mid_h + margin + label_h
            parts.append(label(total_w / 2, y - label_h * 0.3, seat))
        elif place == "N":
            x, y = (total_w - w) / 2, margin + label_h
            parts.append(label(total_w / 2, y - label_h * 0.3, seat))
        else:
            y = mid_top + (mid_h - h) / 2
            x = margin if place == "W" else total_w - margin - max(w, width)  # an empty hand keeps its place
            parts.append(label(x + max(w, width) / 2, y - label_h * 0.3, seat))
        parts.append(cards_row(seat, items, x, y, step))
    # The trick in the middle: each card pushed towards the seat that played it.
    cx, cy = total_w / 2, mid_top + mid_h / 2
    offset = {"S": (0, h * 0.28), "N": (0, -h * 0.28), "W": (-width * 0.75, 0), "E": (width * 0.75, 0)}
    for seat, card in plays:
        dx, dy = offset[place_of.get(seat, "S")]
        parts.append(_card_group(card, x=cx - width / 2 + dx, y=cy - h / 2 + dy, width=width))
    for i, text in enumerate(lines):
        parts.append(
            f'<text x="{_n(margin)}" y="{_n(margin + label_h * (i + 0.7))}" font-size="{font}" fill="#ffffff">'
            f"{escape(str(text))}</text>"
        )
    title = TABLE.say(seats=_join(said[:seats_n]))
    desc_parts = []
    for seat in range(seats_n):
        items = held[seat] or []
        shown = [c for c in items if c is not None]
        if len(shown) == len(items):
            desc_parts.append(
                HOLDS.say(seat=said[seat], cards=_join(c.name() for c in shown) or gettext("nothing"))
            )
        else:
            desc_parts.append(HOLDS.say(seat=said[seat], cards=count(len(items), "hidden card")))
    if plays:
        played = (PLAYED.say(seat=_seat_name(s, said), card=c.name()) for s, c in plays)
        desc_parts.append(TRICK.say(cards=_join(played)))
    if to_act is not None:
        desc_parts.append(TO_PLAY.say(seat=_seat_name(to_act, said)))
    desc_parts.extend(str(t) for t in lines)
    desc = gettext("; ").join(desc_parts)
    return _svg(
        total_w,
        total_h,
        title,
        desc,
        "".join(parts),
        label=gettext("; ").join((title, desc)) if desc else title,
    )


def _plays(trick: Any, seats: int) -> list[tuple[int, Card]]:
    """The trick on a table: a :class:`~tutor.tricks.Trick`, or ``(seat, card)`` pairs (a card as text too)."""
    if trick is None:
        return []
    if isinstance(trick, Trick):
        return list(trick.plays)
    if isinstance(trick, Iterable) and not isinstance(trick, (str, bytes, dict)):
        plays = []
        for play in trick:
            if not (isinstance(play, tuple | list) and len(play) == 2 and play[0] in range(seats)):
                break
            card = _card(play[1])
            if card is None:
                break
            plays.append((int(play[0]), card))
        else:
            return plays
    raise NotationError(
        f"trick {quote(trick)} is not a trick on this table: give a Trick, or (seat, card) pairs such as [(0, 'QS')]"
    )


def trump_line(state: Any) -> str:
    """The trumps of a state as a table's picture writes them: as the game says them in ``state.facts()`` (and
    ``describe()``), ``'trumps: ♠'``, ``'trumps: not named yet'``, ``'trumps: hidden'``, or ``'no trumps'``.

    >>> from tutor.games import piquet, satat
    >>> trump_line(satat.start(1)), trump_line(satat.start(1, trump="S")), trump_line(piquet.start(1))
    ('trumps: not named yet', 'trumps: ♠', 'no trumps')
    """
    none = pgettext("trump", "none")
    trumps = dict(state.facts()).get(gettext("trump"), none)
    return gettext("no trumps") if trumps == none else gettext("trumps: {trumps}").format(trumps=trumps)


def state_svg(
    state: Any, *, seat: int | None = None, seats: Sequence[str] | None = None, width: float = 56
) -> str:
    """A game state drawn as a table, through the game protocol only (:mod:`tutor.games.protocol`).

    Uses ``state.hands``, ``state.trick``, ``state.to_act``, the trump as ``state.facts()`` says it (``trumps:
    not named yet`` before the trump making, as ``describe()`` says), and the game's ``SEATS``.
    With ``seat`` given, the other hands are drawn face down and that seat sits at the bottom.

    :param state: a game state following :class:`tutor.games.protocol.State`.
    :param seat: the viewer, or ``None`` to show every hand face up.
    :param seats: seat names (default: the game module's ``SEATS`` if found).
    :returns: the SVG text.
    """
    if seats is None:
        seats = of(state).SEATS
    hands: list[Any] = []
    for i, hand in enumerate(state.hands):
        if seat is not None and i != seat:
            hands.append(len(hand) if hand is not None else 0)
        else:
            hands.append(list(hand.sorted()) if hand is not None else None)
    lines = [trump_line(state)]
    return table_svg(
        hands,
        seats=seats,
        trick=state.trick,
        to_act=state.to_act,
        bottom=seat or 0,
        lines=lines,
        width=width,
    )
