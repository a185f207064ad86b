"""Precomputed values for Satat's hot paths: the actions of every holding and of every phase, made once (the
tables of Saskop's and Piquet's ``tables.py``). The views and the states read them."""

from __future__ import annotations

from ...cards import CARDS_BY_INDEX, Card
from .actions import Action, Consent, Continue, NameTrump, Play, Redeal, TurnBlind, UseLastFour
from .rules import SUITS, Signal

__all__ = [
    "CONSENTS",
    "CONTINUES",
    "LAST_FOUR",
    "NAME_OR_LAST_FOUR",
    "PILE_GRATE",
    "PLAY",
    "REDEAL",
    "SIGNALLED",
    "TURNS",
    "WITH_VIRE",
    "plays_of",
    "signalled",
]

# Play actions without signals, and for each suit the tuple of plays of every 13-bit holding (built lazily).
PLAY = tuple(Play(card) for card in CARDS_BY_INDEX[:52])
SUIT_PLAYS: list[list[tuple[Play, ...] | None]] = [[None] * 8192 for _ in range(4)]


def _suit_plays(k: int, part: int) -> tuple[Play, ...]:
    plays = SUIT_PLAYS[k][part] = tuple(PLAY[13 * k + i] for i in range(13) if part >> i & 1)
    return plays


def plays_of(mask: int) -> tuple[Play, ...]:
    """The plays of the cards of ``mask``, suit by suit: each suit's 13-bit holding is looked up in a table
    filled as holdings appear."""
    spades, hearts, diamonds, clubs = SUIT_PLAYS
    out: tuple[Play, ...] = ()
    if part := mask & 0x1FFF:
        out = spades[part] or _suit_plays(0, part)
    if part := mask >> 13 & 0x1FFF:
        out += hearts[part] or _suit_plays(1, part)
    if part := mask >> 26 & 0x1FFF:
        out += diamonds[part] or _suit_plays(2, part)
    if part := mask >> 39:
        out += clubs[part] or _suit_plays(3, part)
    return out


LAST_FOUR = (UseLastFour(),)
PILE_GRATE = (Signal.PILE, Signal.GRATE)
WITH_VIRE = (Signal.PILE, Signal.GRATE, Signal.VIRE)
NAME_OR_LAST_FOUR: tuple[Action, ...] = (*(NameTrump(suit) for suit in SUITS), *LAST_FOUR)
REDEAL = (Redeal(),)
TURNS = tuple(TurnBlind(i) for i in range(4))
CONSENTS = (Consent(True), Consent(False))
CONTINUES = (Continue(True), Continue(False))


SIGNALLED: dict[tuple[Card, tuple[Signal, ...]], tuple[Play, ...]] = {}


def signalled(card: Card, allowed: tuple[Signal, ...]) -> tuple[Play, ...]:
    """The plays of ``card`` with every combination of the ``allowed`` signals (cached)."""
    plays = SIGNALLED[card, allowed] = tuple(Play(card, frozenset(combo)) for combo in _combos(allowed))
    return plays


def _combos(signals: tuple[Signal, ...]) -> list[tuple[Signal, ...]]:
    combos: list[tuple[Signal, ...]] = [()]
    for signal in signals:
        combos += [(*combo, signal) for combo in combos]
    return combos
