"""Reading a game state through the game protocol only (:mod:`tutor.games.protocol`; no game is special-cased
here, and nothing is guessed from an object's attributes)."""

from __future__ import annotations

from collections.abc import Sequence
from types import ModuleType
from typing import Any

from .. import games
from ..cards import Card
from ..errors import IllegalAction, NotationError
from ..games.protocol import State
from ..sentences import capital

__all__ = ["card_actions", "card_reason", "facts", "game_module", "seat_names"]


def game_module(state: Any) -> ModuleType:
    """The module of the game a state belongs to (``tutor.games.saskop`` for a Saskop state)."""
    return games.of(state)


def seat_names(state: Any, seats: Sequence[str] | None = None) -> tuple[str, ...]:
    """Seat names: given, else the game's ``SEATS`` (as many as the deal has hands)."""
    count = len(state.hands)
    if seats is None:
        seats = game_module(state).SEATS
    if len(seats) < count:
        return tuple(f"seat {i + 1}" for i in range(count))
    return tuple(str(s) for s in seats[:count])


def card_actions(state: Any) -> dict[Card, Any]:
    """The legal actions a click on a card takes now: card -> action (the game's ``CARD_ACTIONS``: a play, a
    discard...)."""
    if state.is_terminal or state.to_act is None:
        return {}
    kinds = game_module(state).CARD_ACTIONS
    return {a.card: a for a in state.legal_actions() if isinstance(a, kinds) and isinstance(a.card, Card)}


def card_reason(state: Any, card: Card) -> str | None:
    """Why playing ``card`` is illegal now, in the rules' own words as a sentence (``None`` if it is legal)."""
    try:
        state.apply(str(card))
    except (IllegalAction, NotationError) as error:
        return capital(str(error))
    return None


def facts(state: State, seats: Sequence[str]) -> list[tuple[str, str]]:
    """The situation in short labelled texts: turn, phase, trump, contract, scores, tricks won, result."""
    return state.facts(seats)
