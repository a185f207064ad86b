"""A hand the learner clicks: legal cards outlined, illegal ones dimmed with the reason on hover."""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping, Sequence
from typing import Any

import ipywidgets as widgets

from ..cards import FRENCH_52, SPANISH_40, Card, CardSet, Family, Rank, Suit, parse_card
from ..i18n import gettext, gettext_noop
from ..sentences import capital
from ._protocol import card_actions, card_reason
from ._row import CardRow, card_item
from ._show import show

__all__ = ["HandView"]

Reasons = Callable[[Card], "str | None"] | Mapping[Card, str] | None

_KEEP: Any = object()  # "leave as it is" in update()
_SORTS = ((gettext_noop("by suit"), "suit"), (gettext_noop("by rank"), "rank"))


def _as_cardset(cards: Iterable[Card] | str) -> CardSet:
    if isinstance(cards, CardSet):
        return cards
    if isinstance(cards, str):
        return CardSet.parse(cards)
    return CardSet(cards)


class HandView(widgets.VBox):
    """A clickable hand of cards (French or Spanish), reusable by any view or lesson.

    :param cards: the hand (a :class:`~tutor.cards.CardSet`, cards, or text such as ``"AS KH 7C"``).
    :param legal: the cards that may be played now: outlined in green, the others dimmed. ``None`` (the
        default) marks nothing.
    :param reasons: why a card cannot be played: a callable ``reasons(card) -> str | None`` or a mapping
        card -> text. Shown on hover (the card's ``title``) and as feedback when an illegal card is clicked.
    :param on_click: ``on_click(card)`` called when the learner chooses a card. If it returns a string, that
        string is shown as feedback. With ``block_illegal=True`` (default) it is only called for legal cards;
        a click on an illegal card shows its reason instead.
    :param block_illegal: set to ``False`` to pass every click to ``on_click`` (a lesson grading a wrong
        answer wants the click).
    :param selectable: clicks toggle a selection (discards, "choose cards"); ``on_select(selected)`` is
        then called with the :class:`~tutor.cards.CardSet` of selected cards.
    :param selected: the cards selected at the start.
    :param sort: ``'suit'`` (grouped by suit, high to low) or ``'rank'`` (high to low, suits mixed).
    :param rank_order: ranks high to low for sorting (default: the pack's plain order).
    :param suit_order: suits in display order.
    :param sort_buttons: show the "by suit / by rank" toggle.
    :param label: the accessible name of the hand (``'your hand'``).
    :param caption: a short visible text above the cards.
    :param width: width of one card in pixels.

    Every clickable card is a front-end element with ``role="button"``, ``aria-label`` the card name and
    ``data-card`` its notation; feedback shows in the element of class ``tutor-feedback``.

    >>> view = HandView("AS 7H 2C", legal=CardSet.parse("7H"), reasons=lambda card: "must follow ♥")
    >>> view.click("AS")
    >>> view.feedback  # said as a sentence
    'Must follow ♥'
    >>> played = []
    >>> view.on_click = played.append
    >>> view.click("7H")
    >>> played
    [Card.parse('7H')]
    """

    def __init__(
        self,
        cards: Iterable[Card] | str = (),
        *,
        legal: Iterable[Card] | None = None,
        reasons: Reasons = None,
        on_click: Callable[[Card], Any] | None = None,
        block_illegal: bool = True,
        selectable: bool = False,
        on_select: Callable[[CardSet], Any] | None = None,
        selected: Iterable[Card] = (),
        sort: str = "suit",
        rank_order: Sequence[Rank] | None = None,
        suit_order: Sequence[Suit] | None = None,
        sort_buttons: bool = True,
        label: str = gettext_noop("your hand"),
        caption: str = "",
        width: float = 64,
    ) -> None:
        if sort not in ("suit", "rank"):
            raise ValueError(f"sort must be 'suit' or 'rank', not {sort!r}")
        self.on_click = on_click
        self.on_select = on_select
        self.block_illegal = block_illegal
        self.rank_order = tuple(rank_order) if rank_order else None
        self.suit_order = tuple(suit_order) if suit_order else None
        self._width = width
        self._cards = _as_cardset(cards)
        self._legal = None if legal is None else _as_cardset(legal)
        self._reasons = reasons
        self._selected = _as_cardset(selected) & self._cards
        self.row = CardRow(label=gettext(label), caption=caption, card_width=width, selectable=selectable)
        self.row.on_card_click(self._on_card)
        self.sort_toggle = widgets.ToggleButtons(
            options=[(gettext(words), key) for words, key in _SORTS],
            value=sort,
            description=gettext("Sort"),
            style={"button_width": "72px"},
        )
        self.sort_toggle.observe(lambda _change: self._render(), names="value")
        show(self.sort_toggle, sort_buttons)
        super().__init__(children=[self.row, self.sort_toggle])
        self.add_class("tutor-hand")
        self._render()

    @classmethod
    def for_state(
        cls,
        state: Any,
        *,
        seat: int | None = None,
        on_click: Callable[[Card], Any] | None = None,
        **kwargs: Any,
    ) -> HandView:
        """The hand of ``seat`` (default: the seat to act) in a game state, its legal card plays outlined
        and every other card explained by the rules' own :class:`~tutor.errors.IllegalAction` message.

        :param state: a game state following the :mod:`tutor.games` protocol.
        :param seat: whose hand (default ``state.to_act``).
        :param on_click: called with the card chosen (a legal one, unless ``block_illegal=False``).
        :param kwargs: any other :class:`HandView` argument.
        """
        seat = state.to_act if seat is None else seat
        plays = card_actions(state) if seat == state.to_act else {}
        kwargs.setdefault("legal", CardSet(plays) if plays else None)
        kwargs.setdefault("reasons", lambda card: card_reason(state, card))
        return cls(state.hands[seat] or CardSet(), on_click=on_click, **kwargs)

    # -- state -------------------------------------------------------------------------------------------
    @property
    def cards(self) -> CardSet:
        return self._cards

    @property
    def legal(self) -> CardSet | None:
        return self._legal

    @property
    def selected(self) -> CardSet:
        return self._selected

    @property
    def selectable(self) -> bool:
        return self.row.selectable

    @property
    def feedback(self) -> str:
        """The text shown under the cards."""
        return self.row.feedback

    def show_feedback(self, text: str, kind: str = "info") -> None:
        """Show ``text`` under the cards, as a sentence (a capital first letter where the language writes one: a
        refusal's or a reason's words start in lower case, to follow a name); ``kind`` is ``'info'``, ``'good'``
        or ``'bad'`` (its colour)."""
        self.row.feedback = capital(text)
        self.row.feedback_kind = kind

    def update(
        self,
        cards: Iterable[Card] | str | None = None,
        *,
        legal: Iterable[Card] | str | None = _KEEP,
        reasons: Reasons = _KEEP,
        selected: Iterable[Card] | None = None,
        caption: str | None = None,
    ) -> None:
        """Show new cards (and/or legal cards, reasons, selection); arguments left out are kept."""
        if cards is not None:
            self._cards = _as_cardset(cards)
            self._selected &= self._cards
        if legal is not _KEEP:
            self._legal = None if legal is None else _as_cardset(legal)
        if reasons is not _KEEP:
            self._reasons = reasons
        if selected is not None:
            self._selected = _as_cardset(selected) & self._cards
        if caption is not None:
            self.row.caption = caption
        self._render()

    def reason(self, card: Card) -> str | None:
        """Why ``card`` cannot be played now (``None`` if it can, or if no reason is known)."""
        if self._legal is None or card in self._legal:
            return None
        if callable(self._reasons):
            return self._reasons(card)
        if self._reasons is not None:
            return self._reasons.get(card)
        return None

    def display_order(self) -> tuple[Card, ...]:
        """The cards in the order they are drawn (by suit or by rank)."""
        if self.sort_toggle.value == "suit":
            return self._cards.sorted(rank_order=self.rank_order, suit_order=self.suit_order)
        suits = {suit: i for i, suit in enumerate(self.suit_order or Suit)}

        def by_rank(card: Card) -> tuple[int, int]:
            default = FRENCH_52.ranks if card.family is Family.FRENCH else SPANISH_40.ranks
            order = self.rank_order if self.rank_order and card.rank in self.rank_order else default
            return (order.index(card.rank), suits.get(card.suit, len(suits)))

        return self._cards.sorted(key=by_rank)

    # -- events ------------------------------------------------------------------------------------------
    def click(self, card: Card | str) -> None:
        """Choose a card as the learner would (by notation or :class:`~tutor.cards.Card`)."""
        self.row.click(str(card) if isinstance(card, Card) else card)

    def _find(self, notation: str) -> Card | None:
        for card in self._cards:
            if str(card) == notation:
                return card
        try:  # lenient: '10h', 'q♠' name a card of a French hand too
            card = parse_card(notation, next(iter(self._cards)).family if self._cards else Family.FRENCH)
        except ValueError:
            return None
        return card if card in self._cards else None

    def _on_card(self, notation: str) -> None:
        card = self._find(notation)
        if card is None:
            self.show_feedback(gettext("{card} is not in this hand").format(card=repr(notation)), "bad")
            return
        if self.selectable:
            self._selected = (
                self._selected.removed(card) if card in self._selected else self._selected.added(card)
            )
            self._render()
            if self.on_select is not None:
                self.on_select(self._selected)
            return
        if self.block_illegal and self._legal is not None and card not in self._legal:
            said = self.reason(card) or gettext("{card} cannot be played now").format(card=card.name())
            self.show_feedback(said, "bad")
            return
        if self.on_click is None:
            return
        result = self.on_click(card)
        if isinstance(result, str):
            self.show_feedback(result)

    def _render(self) -> None:
        items = []
        for card in self.display_order():
            state = None if self._legal is None else "legal" if card in self._legal else "illegal"
            items.append(
                card_item(
                    card,
                    width=self._width,
                    state=state,
                    selected=card in self._selected,
                    reason=self.reason(card) if state == "illegal" else None,
                )
            )
        self.row.items = items

    def _repr_svg_(self) -> str:  # a static picture where no kernel runs
        from ..svg import hand_svg

        return hand_svg(self.display_order(), legal=self._legal, selected=self._selected, width=self._width)
