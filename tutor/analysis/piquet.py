"""Piquet's play as compact positions for the search.

Currency: the elder hand's score minus the younger's at the end of the deal. What the play adds: 1 for each
card led, 1 for winning a trick the opponent led, 1 more for the last trick, 10 for the cards (more than six
tricks) or 40 for capot (all twelve), and the pique (30) when the elder reaches 30 in hand and play before
the younger has counted anything.

A position is ``(hands, trick, leader, elder_tricks, pique)``: the two hands as masks, the card led (if
any), the leader, the tricks the elder has won, and the elder's total while a pique is still possible
(``-1`` once it is not).
"""

from __future__ import annotations

from typing import Any

from ..cards import CARDS_BY_INDEX, FRENCH_32
from ..games.piquet import State
from ..games.piquet.actions import Play
from ..games.piquet.declarations import Score
from ..games.piquet.rules import SEATS, ordering
from ..i18n import gettext
from ..sentences import Template, seat
from .common import Adapter, Tables, bit_card

ENDS = Template("{who} {ends} the deal {points:point} {ahead} {other}")
LEVEL = Template("{first} and {second} end the deal level")
ROLE_NAME = Template("{seat} ({role})")

__all__ = ["PiquetAdapter"]

PIQUE = 30


class PiquetAdapter(Adapter):
    game = "Piquet"
    result_words = "the score of the deal"  # every point counts towards the partie: the result is the value

    def __init__(self, state: State) -> None:
        self.order = ordering()
        self.elder = state.elder
        self.tables = Tables(self.order, FRENCH_32.cards, [0] * len(CARDS_BY_INDEX))
        self.follow = [0] * len(CARDS_BY_INDEX)
        for card in FRENCH_32.cards:
            self.follow[card.index] = self.order.suit_mask[card.suit]
        self.side = f"{SEATS[self.elder]} (the elder hand)"

    # -- from the state ----------------------------------------------------------------------------------
    def root(self, state: State) -> tuple[int, Any]:
        elder = self.elder
        scores = state.scores
        trick = state.trick
        leader = trick.leader if trick.plays else state.to_act
        piqued = any(e.score is Score.PIQUE or e.score is Score.REPIQUE for e in state.events)
        pique = scores[elder] if not scores[1 - elder] and not piqued else -1
        pos = (state.masks, trick.cards, leader, state.won[elder], pique)
        return scores[elder] - scores[1 - elder], pos

    def move_of(self, action: Any) -> int | None:
        return action.card.bit if type(action) is Play else None

    def final_value(self, state: State) -> int:
        scores = state.scores
        return scores[self.elder] - scores[1 - self.elder]

    def describe(self, value: int) -> str:
        elder, younger = SEATS[self.elder], SEATS[1 - self.elder]
        if value == 0:
            return LEVEL.say(first=gettext(elder), second=gettext(younger))
        ahead = gettext("ahead of") if value > 0 else gettext("behind")
        who = seat(ROLE_NAME.say(seat=gettext(elder), role=gettext("elder")))
        return ENDS.say(who, points=abs(value), ahead=ahead, other=gettext(younger))

    # -- the search's interface ------------------------------------------------------------------------------
    def is_max(self, pos: Any) -> bool:
        seat: int = pos[2] if not pos[1] else 1 - pos[2]
        return seat == self.elder

    def key(self, pos: Any) -> Any:
        if pos[1]:
            return None
        return (pos[0], pos[2], pos[3], pos[4])

    def moves(self, pos: Any) -> list[int]:
        hands, trick, leader, _, _ = pos
        if trick:
            hand = hands[1 - leader]
            legal = hand & self.follow[trick[0].index] or hand
        else:
            legal = hands[leader]
        return self.tables.moves(legal, hands[0] | hands[1] | (trick[0].bit if trick else 0), trick, False)

    def _score(self, seat: int, points: int, pique: int) -> tuple[int, int]:
        """What ``seat`` scoring ``points`` in play is worth to the elder, and the pique state after it."""
        if seat != self.elder:
            return -points, -1
        if pique < 0:
            return points, -1
        if pique + points >= PIQUE:
            return points + PIQUE, -1
        return points, pique + points

    def play(self, pos: Any, move: int) -> tuple[int, Any]:
        hands, trick, leader, elder_tricks, pique = pos
        card = bit_card(move)
        if not trick:
            hands = (hands[0] ^ move, hands[1]) if leader == 0 else (hands[0], hands[1] ^ move)
            gain, pique = self._score(leader, 1, pique)
            return gain, (hands, (card,), leader, elder_tricks, pique)
        seat = 1 - leader
        hands = (hands[0] ^ move, hands[1]) if seat == 0 else (hands[0], hands[1] ^ move)
        follower_wins = bool(self.tables.stronger[trick[0].index] & move)
        winner = seat if follower_wins else leader
        last = not (hands[0] | hands[1])
        gain = 0
        if follower_wins or last:
            gain, pique = self._score(winner, (1 if follower_wins else 0) + (1 if last else 0), pique)
        if winner == self.elder:
            elder_tricks += 1
        if not last:
            return gain, (hands, (), winner, elder_tricks, pique)
        if elder_tricks > 6:
            gain += 40 if elder_tricks == 12 else 10
        elif elder_tricks < 6:
            gain -= 40 if elder_tricks == 0 else 10
        return gain, None
