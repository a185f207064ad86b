"""Saskop's play as compact positions for the search.

Currency: the card points of the caller's team (North-South in an uncalled game), 0 to 120, with 121 when it
takes all nine tricks and −1 when it takes none (the two ends of the score table: a team that takes every
trick wins the game). The score-table row follows from it (:meth:`SaskopAdapter.describe`).

A position is ``(hands, trick, leader, taken)``: the four hands as masks, the cards of the trick so far, its
leader, and which teams have taken a trick (bit 0: the analysed team, bit 1: the other).
"""

from __future__ import annotations

import functools
from typing import Any

from ..cards import CARDS_BY_INDEX, Card, Suit
from ..games.saskop import State
from ..games.saskop.actions import Play
from ..games.saskop.rules import DECK, POINTS_BY_INDEX, TEAMS, game_points, legal_mask, ordering
from .common import Adapter, Tables, bit_card, hand_masks, named_trump, trick_mask

__all__ = ["SaskopAdapter"]


@functools.cache
def _chunks() -> list[list[int]]:
    """The card points of every 9-bit holding of each suit, so that the points left are four lookups (the same
    for every deal: made once)."""
    return [
        [sum(POINTS_BY_INDEX.get(13 * k + i, 0) for i in range(9) if part >> i & 1) for part in range(512)]
        for k in range(4)
    ]


class SaskopAdapter(Adapter):
    game = "Saskop"
    unit = "card points"

    def __init__(self, state: State) -> None:
        self.rules = state.rules
        self.trump = named_trump(state.trump)
        self.order = ordering(self.trump, state.rules)
        self.team = 0 if state.caller is None else state.caller % 2
        self.caller_team = None if state.caller is None else state.caller % 2
        points = [POINTS_BY_INDEX.get(i, 0) for i in range(len(CARDS_BY_INDEX))]
        self.points = points
        self.tables = Tables(self.order, DECK.cards, points)
        self.side = f"{TEAMS[self.team]}" + (" (the caller's team)" if state.caller is not None else "")
        self.chunk = _chunks()

    def _left(self, mask: int) -> int:
        c = self.chunk
        return (
            c[0][mask & 0x1FF]
            + c[1][mask >> 13 & 0x1FF]
            + c[2][mask >> 26 & 0x1FF]
            + c[3][mask >> 39 & 0x1FF]
        )

    # -- from the state ----------------------------------------------------------------------------------
    def root(self, state: State) -> tuple[int, Any]:
        hands = hand_masks(state.hands)
        mine, theirs = state.taken[self.team], state.taken[1 - self.team]
        taken = (1 if mine else 0) | (2 if theirs else 0)
        trick = state.trick
        leader = trick.leader if trick.plays else state.to_act
        return state.points[self.team], (hands, trick.cards, leader, taken)

    def move_of(self, action: Any) -> int | None:
        return action.card.bit if type(action) is Play else None

    def final_value(self, state: State) -> int:
        outcome = state.outcome()
        assert outcome is not None  # a finished deal has its outcome
        tricks = outcome.tricks[self.team]
        return outcome.points[self.team] + (tricks == 9) - (tricks == 0)

    def describe(self, value: int) -> str:
        team, other = TEAMS[self.team], TEAMS[1 - self.team]
        if value == 121:
            return f"{team} take all nine tricks and win the game"
        if value == -1:
            return f"{other} take all nine tricks and win the game"
        score = game_points(
            (value, 120 - value) if self.team == 0 else (120 - value, value),
            caller_team=self.caller_team,
            diamonds=self.trump is Suit.DIAMONDS,
            rules=self.rules,
        )
        return f"{team} take {value} card points: {score}"

    # -- the search's interface ------------------------------------------------------------------------------
    def is_max(self, pos: Any) -> bool:
        trick: tuple[Card, ...] = pos[1]
        leader: int = pos[2]
        return (leader + len(trick)) % 2 == self.team

    def key(self, pos: Any) -> Any:
        if pos[1]:
            return None
        return (pos[0], pos[2], pos[3])

    def bounds(self, pos: Any) -> tuple[int, int] | None:
        hands, trick, _, taken = pos
        if trick:
            left = self._left(hands[0] | hands[1] | hands[2] | hands[3] | trick_mask(trick))
            return (0 if taken & 1 else -1), left + (0 if taken & 2 else 1)
        team = self.team
        ours, theirs = hands[team] | hands[team + 2], hands[1 - team] | hands[3 - team]
        left = self._left(ours | theirs)
        mine = self.tables.masters(ours, theirs)  # tricks (and card points) each side is sure of
        their = self.tables.masters(theirs, ours)
        low = self._left(mine) if mine else (0 if taken & 1 else -1)
        high = left - self._left(their) + (0 if taken & 2 or their else 1)
        return low, high

    def moves(self, pos: Any) -> list[int]:
        hands, trick, leader, _ = pos
        seat = (leader + len(trick)) % 4
        legal = legal_mask(hands[seat], trick, self.order, self.rules) if trick else hands[seat]
        present = hands[0] | hands[1] | hands[2] | hands[3] | trick_mask(trick)
        partner = len(trick) >= 2 and (leader + self.tables.winner(trick)) % 2 == seat % 2
        return self.tables.moves(legal, present, trick, partner, len(trick) == 3)

    def play(self, pos: Any, move: int) -> tuple[int, Any]:
        hands, trick, leader, taken = pos
        seat = (leader + len(trick)) % 4
        hands = (*hands[:seat], hands[seat] ^ move, *hands[seat + 1 :])
        trick = (*trick, bit_card(move))
        if len(trick) < 4:
            return 0, (hands, trick, leader, taken)
        winner = (leader + self.tables.winner(trick)) % 4
        points = self.points
        gained = 0
        if winner % 2 == self.team:
            gained = sum(points[card.index] for card in trick)
            taken |= 1
        else:
            taken |= 2
        if hands[0] | hands[1] | hands[2] | hands[3]:
            return gained, (hands, (), winner, taken)
        return gained + (taken == 1) - (taken == 2), None
