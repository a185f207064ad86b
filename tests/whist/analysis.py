"""Whist's adapter for the exact analysis (:mod:`tutor.analysis`): the value is the tricks North–South take."""

from __future__ import annotations

from collections.abc import Hashable, Sequence
from typing import Any

from tutor.analysis.common import Adapter, hand_masks
from tutor.grammar import Play

from .rules import DECK, TEAMS, ordering, team

Pos = tuple[tuple[int, ...], int, tuple[tuple[int, int], ...]]  # hands, leader, the trick's (seat, card bit)


class WhistAdapter(Adapter):
    game = "whist"
    side = "North–South"
    unit = "tricks"

    def __init__(self, state: Any) -> None:
        order = ordering(state.trump)
        self.stronger = {c.bit: order.stronger_mask(c) for c in DECK.cards}
        self.suit = {c.bit: sum(d.bit for d in DECK.cards if d.suit is c.suit) for c in DECK.cards}

    def root(self, state: Any) -> tuple[int, Pos]:
        plays = tuple((seat, card.bit) for seat, card in state.trick.plays)
        return state.tricks_won[0], (hand_masks(state.hands), state.trick.leader, plays)

    def move_of(self, action: Any) -> int | None:
        return action.card.bit if type(action) is Play else None

    def final_value(self, state: Any) -> int:
        return int(state.tricks_won[0])

    def describe(self, value: int) -> str:
        best = 0 if value > 13 - value else 1
        won = (value, 13 - value)
        return f"{TEAMS[best]} win {won[best]}–{won[1 - best]}"

    def moves(self, pos: Pos) -> Sequence[int]:
        hands, leader, trick = pos
        hand = hands[(leader + len(trick)) % 4]
        legal = (hand & self.suit[trick[0][1]]) or hand if trick else hand
        out = []
        while legal:
            bit = legal & -legal
            legal ^= bit
            out.append(bit)
        return out[::-1]  # the highest cards first

    def play(self, pos: Pos, move: int) -> tuple[int, Pos | None]:
        hands, leader, trick = pos
        seat = (leader + len(trick)) % 4
        hands = (*hands[:seat], hands[seat] ^ move, *hands[seat + 1 :])
        trick = (*trick, (seat, move))
        if len(trick) < 4:
            return 0, (hands, leader, trick)
        winner, best = trick[0]
        for other, bit in trick[1:]:
            if self.stronger[best] & bit:
                winner, best = other, bit
        gain = int(team(winner) == 0)
        return (gain, None) if not any(hands) else (gain, (hands, winner, ()))

    def is_max(self, pos: Pos) -> bool:
        _, leader, trick = pos
        return team((leader + len(trick)) % 4) == 0

    def key(self, pos: Pos) -> Hashable | None:
        return pos
