"""Satat's play as compact positions for the search.

Currency: the deal's result for the trump maker's team, one number that orders the results as the players do.
An ordinary result counts the tricks' margin when play stops (a 7–5 win is +2, a 4–7 loss is −3); a 7-0 is
±20 and a 13-0 ±40, above and below every ordinary result (a team that plays on after 7-0 and then loses a
trick wins an ordinary game, at most 12–1). Play stops as the engine stops it: at 7 tricks, and after a 7-0
the winners choose, as a move, to stop or to play on.

A position is ``(hands, trick, leader, won, continuing, revealed, deciding)``: the four hands as masks, the
cards of the trick so far, its leader, the tricks won by (North-South, East-West), the team playing on after
a 7-0 (or ``None``), whether the trump is known (Trup Kasiet), and whether the 7-0 winners are choosing.
"""

from __future__ import annotations

from typing import Any

from ..cards import CARDS_BY_INDEX, Card
from ..games.satat import State
from ..games.satat.actions import Continue, Phase, Play
from ..games.satat.records import Result
from ..games.satat.rules import DECK, TEAMS, TWO_OF_HEARTS, legal_mask
from .common import Adapter, Tables, bit_card, hand_masks, trick_mask

__all__ = ["SatatAdapter"]

GO, STOP = -2, -1
SEVEN_ZERO, THIRTEEN_ZERO = 20, 40


class SatatAdapter(Adapter):
    game = "Satat"
    unit = "tricks"
    result_words = "who wins the deal, or a 7–0 or a 13–0"
    ranked_results = True

    def __init__(self, state: State) -> None:
        deal = state.deal
        self.order = deal.order
        self.trump = state.trump
        self.hidden = deal.hidden
        self.maker_side = state.maker & 1
        self.tables = Tables(self.order, DECK.cards, [0] * len(CARDS_BY_INDEX))
        # per effective suit: its mask (0 for the trumps: nobody ruffs them) and its cards strongest first
        order = self.order
        self.runs: list[tuple[int, list[int]]] = []
        for suit in {order.suit_of(card) for card in DECK.cards}:
            cards = [c for c in DECK.cards if order.suit_of(c) is suit and not order.top_mask & c.bit]
            cards.sort(key=order.strength, reverse=True)
            plain = 0 if cards and order.trump_mask & cards[0].bit else order.suit_mask[suit]
            self.runs.append((plain, [c.bit for c in cards]))
        self.side = f"{TEAMS[self.maker_side]} (the trump maker's team)"

    # -- from the state ----------------------------------------------------------------------------------
    def root(self, state: State) -> tuple[int, Any]:
        hands = hand_masks(state.hands)
        trick = state.trick
        deal = state.deal
        deciding = state.phase is Phase.CONTINUE
        leader = state.to_act if deciding else trick.leader
        pos = (hands, trick.cards, leader, state.tricks_won, deal.continuing, deal.revealed, deciding)
        return 0, pos

    def move_of(self, action: Any) -> int | None:
        if type(action) is Play:
            return action.card.bit
        if type(action) is Continue:
            return GO if action.go_on else STOP
        return None

    def final_value(self, state: State) -> int:
        outcome = state.outcome()
        assert outcome is not None  # a finished deal has its outcome
        return self._value(outcome.winner, outcome.result, outcome.tricks)

    def _value(self, winner: int, result: Result, won: tuple[int, int]) -> int:
        sign = 1 if winner == self.maker_side else -1
        if result is Result.SEVEN_ZERO:
            return sign * SEVEN_ZERO
        if result is Result.THIRTEEN_ZERO:
            return sign * THIRTEEN_ZERO
        return won[self.maker_side] - won[1 - self.maker_side]

    def describe(self, value: int) -> str:
        side = self.maker_side
        winner = side if value > 0 else 1 - side
        if abs(value) == THIRTEEN_ZERO:
            return f"{TEAMS[winner]} win 13–0"
        if abs(value) == SEVEN_ZERO:
            return f"{TEAMS[winner]} win 7–0"
        return f"{TEAMS[winner]} win {_score(abs(value))}"

    def result(self, value: int) -> tuple[bool, int]:
        """Whether the trump maker's team wins the deal, and how (13, 7: a 13–0 or a 7–0; 1: an ordinary win,
        whatever its margin, since Satat scores only who wins).

        >>> from tutor.games import satat
        >>> adapter = SatatAdapter(satat.start(1, trump="S"))
        >>> adapter.result(3) == adapter.result(1), adapter.result(1) == adapter.result(-1)
        (True, False)
        >>> adapter.result(SEVEN_ZERO) == adapter.result(6)
        False
        """
        kind = {SEVEN_ZERO: 7, THIRTEEN_ZERO: 13}.get(abs(value), 1)
        return value > 0, kind

    @classmethod
    def loss_words(cls, value: int, best: int, loss: int) -> str:
        """A 7–0 or a 13–0 is not a number of tricks: a card that costs one says so (``'costs a 7–0'``).

        >>> SatatAdapter.loss_words(1, SEVEN_ZERO, 19), SatatAdapter.loss_words(-3, -1, 2)
        ('costs a 7–0', '−2 tricks')
        """
        big = {SEVEN_ZERO: "a 7–0", THIRTEEN_ZERO: "a 13–0"}
        if loss and (abs(best) in big or abs(value) in big):
            return f"costs {big.get(abs(best)) or big[abs(value)]}"
        return super().loss_words(value, best, loss)

    # -- the search's interface ------------------------------------------------------------------------------
    def is_max(self, pos: Any) -> bool:
        trick: tuple[Card, ...] = pos[1]
        leader: int = pos[2]
        return (leader + len(trick)) & 1 == self.maker_side

    def key(self, pos: Any) -> Any:
        if pos[1] or pos[6]:
            return None
        return (pos[0], pos[2], pos[3], pos[4], pos[5])

    def bounds(self, pos: Any) -> tuple[int, int] | None:
        """What the tricks won so far leave possible: a side without a trick may still lose 13-0, one with a
        trick loses at worst 7 to its tricks (and a team playing on after 7-0 wins at least an ordinary game
        a trick short of its tricks)."""
        hands, trick, leader, won, continuing, revealed, deciding = pos
        if deciding:
            return None
        mine, theirs = won[self.maker_side], won[1 - self.maker_side]
        if continuing == self.maker_side:
            return mine - 1, THIRTEEN_ZERO
        if continuing is not None:
            return -THIRTEEN_ZERO, 1 - theirs
        low = -THIRTEEN_ZERO if not mine else mine - 7
        high = THIRTEEN_ZERO if not theirs else 7 - theirs
        quick = 0 if trick else self._quick(hands, leader, revealed)
        if quick and leader & 1 == self.maker_side:  # the maker's team takes the next `quick` tricks
            low = (7 - theirs if theirs else SEVEN_ZERO) if mine + quick >= 7 else mine + quick - 7
        elif quick:
            high = (mine - 7 if mine else -SEVEN_ZERO) if theirs + quick >= 7 else 7 - theirs - quick
        return low, high

    def _quick(self, hands: tuple[int, ...], leader: int, revealed: bool) -> int:
        """Quick tricks: how many tricks the leader takes one after another, leading his top cards.

        In each suit, his cards from the top down while no card above them is left elsewhere, but no more
        than the length in that suit of a player who holds trumps (then he may ruff); none at all while
        another hand holds the 2♥ (it may be played at any time and takes the lead away). The face-down
        trump of Trup Kasiet is not counted."""
        mine = hands[leader]
        others = (hands[0] | hands[1] | hands[2] | hands[3]) ^ mine
        order = self.order
        if others & order.top_mask:
            return 0
        if not revealed and self.hidden is not None:
            mine &= ~self.hidden.bit
        ruffers = [hand for seat, hand in enumerate(hands) if seat != leader and hand & order.trump_mask]
        tricks = (mine & order.top_mask).bit_count()
        for plain, cards in self.runs:
            run = 0
            for bit in cards:
                if bit & mine:
                    run += 1
                elif bit & others:
                    break
            if run and plain:
                for hand in ruffers:
                    run = min(run, (hand & plain).bit_count())
            tricks += run
        return tricks

    def moves(self, pos: Any) -> list[int]:
        hands, trick, leader, _, _, revealed, deciding = pos
        if deciding:
            return [GO, STOP]
        seat = (leader + len(trick)) & 3
        legal = legal_mask(hands[seat], trick, self.order, revealed)
        present = hands[0] | hands[1] | hands[2] | hands[3] | trick_mask(trick)
        partner = len(trick) >= 2 and (leader + self.tables.winner(trick)) & 1 == seat & 1
        moves = self.tables.moves(legal, present, trick, partner, len(trick) == 3)
        hidden = self.hidden
        if not revealed and hidden is not None and legal & hidden.bit and hidden.bit not in moves:
            moves.append(hidden.bit)  # playing the face-down card reveals the trump: never equivalent
        return moves

    def play(self, pos: Any, move: int) -> tuple[int, Any]:
        hands, trick, leader, won, continuing, revealed, deciding = pos
        if deciding:
            side = leader & 1
            if move == STOP:
                return self._value(side, Result.SEVEN_ZERO, won), None
            return 0, (hands, trick, leader, won, side, revealed, False)
        seat = (leader + len(trick)) & 3
        card = bit_card(move)
        hands = (*hands[:seat], hands[seat] ^ move, *hands[seat + 1 :])
        trick = (*trick, card)
        if card is self.hidden:
            revealed = True
        if len(trick) < 4:
            return 0, (hands, trick, leader, won, continuing, revealed, False)
        position = self.tables.winner(trick)
        winner = (leader + position) & 3
        best = trick[position]
        if (
            not revealed
            and best is not TWO_OF_HEARTS
            and best.suit is self.trump
            and trick[0].suit is not best.suit
        ):
            revealed = True
        side = winner & 1
        won = (won[0] + 1, won[1]) if side == 0 else (won[0], won[1] + 1)
        done = won[0] + won[1]
        if continuing is not None:
            if side != continuing:
                return self._value(continuing, Result.ORDINARY, won), None
            if done == 13:
                return self._value(side, Result.THIRTEEN_ZERO, won), None
        elif won[side] == 7:
            if won[1 - side]:
                return self._value(side, Result.ORDINARY, won), None
            return 0, (hands, (), winner, won, None, revealed, True)
        return 0, (hands, (), winner, won, continuing, revealed, False)


def _score(margin: int) -> str:
    """The trick score of an ordinary result from its margin (beyond 6: a 7-0 played on, then lost)."""
    return f"7–{7 - margin}" if margin <= 6 else f"{margin + 1}–1"
