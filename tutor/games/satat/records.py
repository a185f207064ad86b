"""The records of a deal: how it ended, the signals given, and what changes rarely (kept apart from the
state so that playing a card copies few fields); the shuffle and the 5-4-4 deal."""

from __future__ import annotations

import enum
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from ...cards import Card, Suit
from ...i18n import gettext
from ...sentences import Template
from ...tricks import Ordering
from .._shared import record
from .rules import NAME, SEATS, TEAMS, Signal, ordering, rng_key, shuffled_pack

__all__ = ["DealRecord", "Outcome", "Result", "SignalRecord"]

NO_TRUMP = ordering(None)

WON = Template("{team} win {mine}–{theirs}")
"""A deal's result: "North–South win 7–2"."""
WON_BY = {
    "7-0": Template("{team} win {mine}–{theirs}: a 7-0"),
    "13-0": Template("{team} win {mine}–{theirs}: a 13-0"),
}
"""A deal won by a 7-0 or a 13-0."""
SIGNAL_GIVEN = Template("{seat}: {signal}, trick {trick}")
"""A signal given, in a record: "South: 2♥, trick 1"."""
SIGNAL_WITH = Template("{seat}: {signal} with {card}, trick {trick}")
"""A signal given with a card, in a record: "South: pile with A♠, trick 1"."""
SIGNAL_TRUE = Template("{record} (true)")
SIGNAL_FALSE = Template("{record} (false)")
"""A signal's record, and whether the signal was true."""


class Result(enum.Enum):
    """How a deal was won."""

    ORDINARY = "win"
    SEVEN_ZERO = "7-0"
    THIRTEEN_ZERO = "13-0"

    def __repr__(self) -> str:
        return f"Result.{self.name}"


@dataclass(frozen=True, slots=True)
class SignalRecord:
    """A signal given: who, which, in which trick (0-based), with which card, and whether it was true
    (``None``: not a statement, not yet known, or not visible to the seat viewing)."""

    seat: int
    signal: Signal
    trick: int
    card: Card | None = None
    true: bool | None = None

    def __str__(self) -> str:
        """The record in words, in the language spoken: "South: pile with A♠, trick 1 (true)"."""
        seat, signal, trick = gettext(SEATS[self.seat]), gettext(self.signal.word), self.trick + 1
        if self.card:
            said = SIGNAL_WITH.say(seat=seat, signal=signal, card=self.card.unicode(), trick=trick)
        else:
            said = SIGNAL_GIVEN.say(seat=seat, signal=signal, trick=trick)
        if self.true is None:
            return said
        return (SIGNAL_TRUE if self.true else SIGNAL_FALSE).say(record=said)


@dataclass(frozen=True, slots=True)
class Outcome:
    """The result of a deal, and what it means for the next one.

    ``winner`` is a team (0 North–South, 1 East–West), as ``tricks`` are by team; ``exchange`` is the number of
    cards each player passes at the start of the next deal (0, 1 or 2); ``seed`` the deal's seed and ``trump`` its
    trumps (``None`` for a deal played without).
    """

    winner: int
    result: Result
    tricks: tuple[int, int]
    dealer: int
    maker: int
    next_dealer: int
    exchange: int
    seed: int | str | None = None
    trump: Suit | None = None

    @property
    def next_maker(self) -> int:
        return (self.next_dealer + 1) & 3

    @property
    def loser(self) -> int:
        return 1 - self.winner

    def record(self) -> dict[str, Any]:
        """The result as one flat row of plain values (for a table of many deals): the columns of every game
        (:data:`~tutor.games.protocol.RECORD_COLUMNS`: the declarer is the trump maker, a deal won scores 1), then
        Satat's own (``winning_team``, ``result``, the tricks by team, ``maker``, ``next_dealer``, ``exchange``).

        >>> row = Outcome(0, Result.SEVEN_ZERO, (7, 0), 3, 0, 3, 1, seed=5, trump=Suit.HEARTS).record()
        >>> row["declarer"], row["declarer_tricks"], row["winner"], row["winning_team"], row["result"]
        (0, 7, 'declarer', 'North–South', '7-0')
        """
        side = self.maker & 1
        return record(
            self,
            NAME,
            seed=self.seed,
            dealer=self.dealer,
            trump=self.trump,
            declarer=self.maker,
            scores=(int(self.winner == side), int(self.winner != side)),
            tricks=(self.tricks[side], self.tricks[1 - side]),
            won=self.winner == side,
            winning_team=TEAMS[self.winner],
        )

    def __str__(self) -> str:
        mine, theirs = self.tricks[self.winner], self.tricks[1 - self.winner]
        said = WON_BY.get(self.result.value, WON)
        return said.say(team=gettext(TEAMS[self.winner]), mine=mine, theirs=theirs)


@dataclass(frozen=True, slots=True)
class DealRecord:
    """What changes rarely during a deal (kept apart so that a play copies few fields)."""

    seed: int | str | None
    dealer: int
    number: int = 0  # deals made so far in this hand (reshuffles and redeals included)
    redeals: int = 0  # no-picture reshuffles in a row
    full: tuple[int, int, int, int] = (0, 0, 0, 0)  # the 13 cards dealt to each seat
    blind: tuple[Card | None, ...] = ()  # the trump maker's last four, in the order dealt
    blind_card: Card | None = None  # the card turned from the last four
    exchange: int = 0  # cards each passes in this deal (after a 7-0 / 13-0)
    losers: int | None = None  # the team that lost the 7-0 / 13-0
    gives: tuple[int | None, ...] = (None, None, None, None)
    hidden: Card | None = None  # Trup Kasiet: the face-down trump card
    revealed: bool = True  # is the trump known to all?
    claimed: bool = False  # the partner's no-trump claim was made
    continuing: int | None = None  # the team playing on after a 7-0
    outcome: Outcome | None = None
    sizes: tuple[int, int, int, int] | None = None  # in a view: the size of each hand
    known: tuple[int, int, int, int] = (0, 0, 0, 0)  # in a view: cards known to be in each hand
    draw: tuple[tuple[tuple[int, Card], ...], ...] = ()  # the draw for the first trump maker
    order: Ordering = NO_TRUMP  # the ordering of the trump (as the viewing seat knows it)


def shuffled_deal(seed: int | str | None, number: int) -> list[Card]:
    """The pack shuffled by ``seed`` for the ``number``-th deal of a hand (each card gets a random key)."""
    return shuffled_pack(rng_key(seed, number))


def split_pack(
    pack: Sequence[Card], maker: int
) -> tuple[tuple[int, int, int, int], tuple[int, int, int, int], tuple[Card, ...]]:
    """Deal 5, then 4, then 4 to each, starting with the trump maker: (first fives, full hands, maker's last
    four)."""
    bits = [card.bit for card in pack]
    five = [sum(bits[5 * i : 5 * i + 5]) for i in range(4)]
    full = [
        five[i] + sum(bits[20 + 4 * i : 24 + 4 * i]) + sum(bits[36 + 4 * i : 40 + 4 * i]) for i in range(4)
    ]
    turn = (-maker) & 3  # seat s was served in position (s - maker) & 3
    return (_by_seat(five, turn), _by_seat(full, turn), tuple(pack[36:40]))


def _by_seat(served: list[int], turn: int) -> tuple[int, int, int, int]:
    """The four values in the order served, by seat (seat ``s`` was served in position ``(s + turn) & 3``)."""
    return (served[turn], served[(1 + turn) & 3], served[(2 + turn) & 3], served[(3 + turn) & 3])
