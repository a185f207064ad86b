"""Reading a game state through the game-module protocol only (no game is special-cased here)."""

from __future__ import annotations

import sys
from collections.abc import Sequence
from typing import Any

from ..cards import Card, CardSet
from ..errors import IllegalAction, NotationError

__all__ = ["card_actions", "card_reason", "facts", "game_module", "seat_names", "tricks_won"]


def game_module(state: Any) -> Any:
    """The module of the game a state belongs to (``tutor.games.saskop`` for a Saskop state)."""
    name = type(state).__module__
    parts = name.split(".")
    # tutor.games.<game>[.state] -> tutor.games.<game>
    if len(parts) >= 3 and parts[0] == "tutor" and parts[1] == "games":
        name = ".".join(parts[:3])
    return sys.modules.get(name)


def seat_names(state: Any, seats: Sequence[str] | None = None) -> tuple[str, ...]:
    """Seat names: given, else the game's ``SEATS``, else ``seat 1``, ``seat 2``..."""
    count = len(state.hands)
    if seats is None:
        seats = getattr(game_module(state), "SEATS", None)
    if seats is None or len(seats) < count:
        return tuple(f"seat {i + 1}" for i in range(count))
    return tuple(str(s) for s in seats[:count])


def card_actions(state: Any) -> dict[Card, Any]:
    """The legal card plays now: card -> action (every card play has a ``.card``)."""
    if state.is_terminal or state.to_act is None:
        return {}
    return {a.card: a for a in state.legal_actions() if isinstance(getattr(a, "card", None), Card)}


def card_reason(state: Any, card: Card) -> str | None:
    """Why playing ``card`` is illegal now, in the rules' own words (``None`` if it is legal)."""
    try:
        state.apply(str(card))
    except IllegalAction as error:
        return str(error)
    except (NotationError, ValueError, TypeError) as error:
        return str(error)
    return None


def tricks_won(state: Any) -> tuple[int, ...] | None:
    """Tricks won per seat: the state's own ``tricks_won`` if it has one, else counted from the leaders
    of the following tricks (the winner of a trick leads the next one)."""
    own = getattr(state, "tricks_won", None)
    if own is not None and not callable(own):
        return tuple(own)
    tricks = tuple(getattr(state, "tricks", ()) or ())
    if not tricks:
        return None
    leaders = [t.leader for t in tricks[1:]]
    current = getattr(state, "trick", None)
    if current is not None and getattr(current, "leader", None) is not None:
        leaders.append(current.leader)
    counts = [0] * len(state.hands)
    for leader in leaders:
        if isinstance(leader, int) and 0 <= leader < len(counts):
            counts[leader] += 1
    return tuple(counts)


def _text(value: Any) -> str:
    if isinstance(value, CardSet):
        return value.unicode()
    return str(value)


def _per(values: tuple[Any, ...], seats: Sequence[str], teams: Sequence[str] | None) -> str:
    """Values per seat, or per team (partners sit opposite: seats 0 and 2, 1 and 3)."""
    if len(values) == len(seats):
        names: Sequence[str] = seats
    elif teams is not None and len(teams) == len(values):
        names = teams
    elif len(seats) == 4 and len(values) == 2:
        names = (f"{seats[0]}–{seats[2]}", f"{seats[1]}–{seats[3]}")
    else:
        return " ".join(_text(v) for v in values)
    return ", ".join(f"{name} {_text(v)}" for name, v in zip(names, values, strict=True))


_FIELDS = (
    ("contract", "contract"),
    ("bid", "bid"),
    ("scores", "score"),
    ("score", "score"),
    ("points", "points"),
    ("taken", "tricks taken"),
)


def facts(state: Any, seats: Sequence[str]) -> list[tuple[str, str]]:
    """The situation in short labelled texts: turn, phase, trump, contract, scores, tricks won, result."""
    teams = getattr(game_module(state), "TEAMS", None)
    out: list[tuple[str, str]] = []
    if state.is_terminal:
        outcome = state.outcome()
        out.append(("result", _text(outcome) if outcome is not None else "the deal is over"))
    elif state.to_act is not None:
        out.append(("turn", f"{seats[state.to_act]} to act"))
    phase = getattr(state, "phase", None)
    if phase is not None and not state.is_terminal:
        out.append(("phase", str(getattr(phase, "value", phase)).replace("_", " ").lower()))
    if hasattr(state, "trump"):
        trump = state.trump
        out.append(("trump", "none" if trump is None else _text(trump)))
    for field, label in _FIELDS:
        value = getattr(state, field, None)
        if value is None or callable(value) or value == () or (field == "contract" and value == 0):
            continue
        out.append((label, _per(value, seats, teams) if isinstance(value, tuple) else _text(value)))
    if getattr(state, "taken", None) is None:
        won = tricks_won(state)
        if won is not None:
            out.append(("tricks won", _per(won, seats, teams)))
    return out
