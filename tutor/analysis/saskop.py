"""Saskop's play as compact positions for the search.

Currency: the card points of the caller's team (North-South in an uncalled game), 0 to 120, with 121 when it
takes all nine tricks and −1 when it takes none (the two ends of the score table: a team that takes every
trick wins the game). The score-table row follows from it (:meth:`SaskopAdapter.describe`).

A position is ``(hands, trick, leader, taken)``: the four hands as masks, the cards of the trick so far (their
bits), its leader, and which teams have taken a trick (bit 0: the analysed team, bit 1: the other).
"""

from __future__ import annotations

from typing import Any

from ..cards import CARDS_BY_INDEX, Suit
from ..games.saskop import State
from ..games.saskop.actions import Play
from ..games.saskop.rules import DECK, POINTS_BY_INDEX, TEAMS, duty_chain, game_points, ordering
from ..sentences import Template, team
from ..tricks import Steps, narrow
from .common import Adapter, Tables, bit_card, hand_masks, named_trump, trick_mask
from .search import Runs

TAKES = Template("{who} {takes} {points:card point}: {score}")
ALL_NINE = Template("{who} {takes} all nine tricks and {wins} the game")

__all__ = ["SaskopAdapter"]


def _chunks() -> list[list[int]]:
    """The card points of every holding of a suit's nine cards (a 9-bit mask), by suit: the points left in a
    mask are four look-ups."""
    out = []
    for k in range(4):
        table = [0] * 512
        for part in range(1, 512):
            low = part & -part
            table[part] = table[part ^ low] + POINTS_BY_INDEX.get(13 * k + low.bit_length() - 1, 0)
        out.append(table)
    return out


CHUNKS = _chunks()


class SaskopAdapter(Adapter):
    game = "Saskop"
    unit = "card points"
    result_words = "the game points of the deal"

    def __init__(self, state: State) -> None:
        self.rules = state.rules
        self.trump = named_trump(state.trump)
        self.order = ordering(self.trump, state.rules)
        self.team = 0 if state.caller is None else state.caller % 2
        self.caller_team = None if state.caller is None else state.caller % 2
        points = [POINTS_BY_INDEX.get(i, 0) for i in range(len(CARDS_BY_INDEX))]
        self.points = points
        self.tables = Tables(self.order, DECK.cards, points, weakest_first=True)
        self.worth = {card.bit: points[card.index] for card in DECK.cards}
        self.chain = duty_chain(state.rules)
        self.runs = Runs(self.tables.up, points)
        self.tricks: dict[tuple[int, ...], tuple[Steps, int, int, int, int]] = {}
        self.side = f"{TEAMS[self.team]}" + (" (the caller's team)" if state.caller is not None else "")

    @staticmethod
    def _left(mask: int) -> int:
        c = CHUNKS
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
        return state.points[self.team], (hands, tuple(card.bit for card in trick.cards), leader, taken)

    def move_of(self, action: Any) -> int | None:
        return action.card.bit if type(action) is Play else None

    def final_value(self, state: State) -> int:
        outcome = state.outcome()
        assert outcome is not None  # a finished deal has its outcome
        tricks = outcome.tricks[self.team]
        return outcome.points[self.team] + (tricks == 9) - (tricks == 0)

    def result(self, value: int) -> tuple[int | None, int, bool]:
        """The row of the score table the deal ends in: the team that scores, its game points, and whether it
        takes all nine tricks (and so the game). ``value`` 121 and −1 are the analysed team's nine tricks and
        the other team's."""
        if value in (121, -1):
            return (self.team if value == 121 else 1 - self.team), 0, True
        score = game_points(
            (value, 120 - value) if self.team == 0 else (120 - value, value),
            caller_team=self.caller_team,
            diamonds=self.trump is Suit.DIAMONDS,
            rules=self.rules,
        )
        return score.team, score.points, score.wins_game

    def describe(self, value: int) -> str:
        if value in (121, -1):
            return ALL_NINE.say(team(TEAMS[self.team if value == 121 else 1 - self.team]))
        score = game_points(
            (value, 120 - value) if self.team == 0 else (120 - value, value),
            caller_team=self.caller_team,
            diamonds=self.trump is Suit.DIAMONDS,
            rules=self.rules,
        )
        return TAKES.say(team(TEAMS[self.team]), points=value, score=score)

    # -- the search's interface ------------------------------------------------------------------------------
    def _trick(self, trick: tuple[int, ...]) -> tuple[Steps, int, int, int, int]:
        """What a trick in progress (card bits) tells, worked out once per trick met: the steps of the duty
        chain for the next card, the mask of its cards, the position of its best card, the cards that beat
        that one, and its card points."""
        found = self.tricks.get(trick)
        if found is None:
            cards = [bit_card(bit) for bit in trick]
            best = self.tables.winner(cards)
            found = self.tricks[trick] = (
                self.chain.reading(cards, self.order).steps,
                trick_mask(cards),
                best,
                self.tables.stronger[cards[best].index],
                sum(self.worth[bit] for bit in trick),
            )
        return found

    def is_max(self, pos: Any) -> bool:
        leader: int = pos[2]
        return (leader + len(pos[1])) & 1 == self.team

    def key(self, pos: Any) -> Any:
        if pos[1]:
            return None
        return (pos[0], pos[2], pos[3])

    def bounds(self, pos: Any) -> tuple[int, int] | None:
        hands, trick, leader, taken = pos
        if trick:
            left = self._left(
                hands[0] | hands[1] | hands[2] | hands[3] | (self.tricks.get(trick) or self._trick(trick))[1]
            )
            return (0 if taken & 1 else -1), left + (0 if taken & 2 else 1)
        if not hands[0] & (hands[0] - 1):  # one card each: the last trick, played out
            stronger, best = self.tables.stronger, leader
            for seat in (leader + 1) & 3, (leader + 2) & 3, (leader + 3) & 3:
                if stronger[hands[best].bit_length() - 1] & hands[seat]:
                    best = seat
            if best & 1 == self.team:
                value = self._left(hands[0] | hands[1] | hands[2] | hands[3]) + (not taken & 2)
            else:
                value = -(not taken & 1)
            return value, value
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
        present = hands[0] | hands[1] | hands[2] | hands[3]
        played = len(trick)
        hand = hands[(leader + played) & 3]
        if not played:
            return self.tables.leads(hand, present)
        steps, mask, best, beats, _ = self.tricks.get(trick) or self._trick(trick)
        partner = played >= 2 and best & 1 == played & 1  # the best card so far is a partner's
        return self.tables.follows(narrow(hand, steps), present | mask, beats, partner, played == 3)

    def play(self, pos: Any, move: int) -> tuple[int, Any]:
        hands, trick, leader, taken = pos
        played = len(trick)
        seat = (leader + played) & 3
        hands = (*hands[:seat], hands[seat] ^ move, *hands[seat + 1 :])
        if played < 3:
            return 0, (hands, (*trick, move), leader, taken)
        _, mask, best, beats, points = self.tricks.get(trick) or self._trick(trick)
        winner = (leader + (3 if beats & move else best)) & 3
        gained = 0
        if winner & 1 == self.team:
            gained = points + self.worth[move]
            taken |= 1
        else:
            taken |= 2
        if hands[0]:
            return gained, (self.runs.after(hands, mask | move), (), winner, taken)  # see search.Runs
        return gained + (taken == 1) - (taken == 2), None
