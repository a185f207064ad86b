"""Subastao's play as compact positions for the search.

Currency: the soloist's points at the end of the deal (his partner's too, in pairs): the card points of his
tricks, 10 for the last trick, and his cantes. After each trick his side wins, the winner sings one cante he
holds (the 40 first) as a move of its own; not singing is never better (the chance is lost, the cante can
only be sung after a later trick), so the search only tries which one to sing. The contract is made when
the total reaches the bid.

A position is ``(hands, trick, leader, sung, singing)``: the hands as masks (by seat), the cards of the trick
so far (their bits), its leader, the suits already sung (a 4-bit mask, ``SUITS`` order), and whether the winner of the
last trick is about to sing.

The obligations (asistir, montar, fallar, pisar) are the engine's own mask kernel,
:func:`tutor.games.subastao.fast.legal`. Not covered: a table that plays the *tute*, or one that accepts a
renuncio (the analysis assumes every card keeps the obligations).
"""

from __future__ import annotations

from typing import Any

from ..cards import CARDS_BY_INDEX
from ..errors import TutorError
from ..games.subastao import State
from ..games.subastao.actions import Play, Sing
from ..games.subastao.fast import SUIT_MASK, steps, trick_summary
from ..games.subastao.fast import points as card_points
from ..games.subastao.rules import (
    CANTE,
    CANTE_IN_TRUMPS,
    LAST_TRICK,
    PAIR_MASKS,
    POINTS,
    SEATS,
    SUITS,
    ordering,
)
from ..i18n import gettext
from ..sentences import Template, join, seat, team
from ..tricks import Steps, narrow
from .common import Adapter, Tables, bit_card, named_trump, trick_mask
from .search import Runs

MAKES = Template("{who} {makes} {points:point} against a bid of {bid}: {made}")
SOLOIST = Template("{seat} (the soloist)")

__all__ = ["SubastaoAdapter"]

PAIRS = PAIR_MASKS
SUIT_NUMBER = {suit: k for k, suit in enumerate(SUITS)}


class SubastaoAdapter(Adapter):
    game = "Subastao"
    result_words = "whether the bid is made"

    def __init__(self, state: State) -> None:
        rules = state.rules
        if rules.tute is not None or rules.allow_renuncio:
            raise TutorError(
                "the analysis does not cover tables that play the tute or accept a renuncio (yet)"
            )
        self.strict = rules.strict_montar
        self.trump = named_trump(state.trump)
        self.trump_number = SUIT_NUMBER[self.trump]
        self.order = ordering(self.trump)
        self.side_mask = state.side
        self.contract = state.contract
        points = [0] * len(CARDS_BY_INDEX)
        for card in rules.deck.cards:
            points[card.index] = POINTS.get(card.rank, 0)
        self.points = points
        self.worth = {card.bit: points[card.index] for card in rules.deck.cards}
        self.tricks: dict[tuple[int, ...], tuple[Steps, int, int, int, int]] = {}
        self.tables = Tables(self.order, rules.deck.cards, points, trumps_last=True)
        self.runs = Runs(self.tables.up, points)
        order = state.order
        self.players = len(order)
        # seats[leader][k]: the seat that plays the k-th card of a trick led by leader
        self.seats = {
            seat: tuple(order[(i + k) % len(order)] for k in range(len(order)))
            for i, seat in enumerate(order)
        }
        self.trump_mask = SUIT_MASK[self.trump_number]
        self.cante_values = tuple(CANTE_IN_TRUMPS if k == self.trump_number else CANTE for k in range(4))
        soloists = [seat for seat in range(len(state.hands)) if state.side >> seat & 1]
        self.soloists = tuple(soloists)
        self.side = " and ".join(SEATS[s] for s in soloists) + (
            " (the soloist)" if len(soloists) == 1 else ""
        )
        self.chained = True
        """Whether :meth:`play` plays forced moves on (false: one move at a time, for the tests)."""

    # -- from the state ----------------------------------------------------------------------------------
    def root(self, state: State) -> tuple[int, Any]:
        hands = tuple(0 if hand is None else hand.mask for hand in state.hands)
        cards, sung_points, _, _ = state.points()
        sung = 0
        for cante in state.sung:
            assert cante.suit is not None  # a tute: the adapter refuses a table that plays it
            sung |= 1 << SUIT_NUMBER[cante.suit]
        trick = state.trick
        assert trick is not None  # the play has its trick from the first lead
        leader = trick.leader if trick.plays else state.to_act
        bits = tuple(card.bit for card in trick.cards)
        return cards + sung_points, (hands, bits, leader, sung, bool(state.may_sing))

    def move_of(self, action: Any) -> int | None:
        if type(action) is Play:
            return action.card.bit
        if type(action) is Sing and action.suit is not None:
            return -1 - SUIT_NUMBER[action.suit]
        return None

    def final_value(self, state: State) -> int:
        outcome = state.outcome()
        assert outcome is not None  # a finished deal has its outcome
        return outcome.points

    def result(self, value: int) -> bool:
        """Whether the contract is made: the soloist scores the bid, not his total, so only that counts."""
        return value >= self.contract

    def describe(self, value: int) -> str:
        made = gettext("made") if value >= self.contract else gettext("failed")
        names = [gettext(SEATS[s]) for s in self.soloists]
        who = seat(SOLOIST.say(seat=names[0])) if len(names) == 1 else team(join(names))
        return MAKES.say(who, points=value, bid=self.contract, made=made)

    # -- the search's interface ------------------------------------------------------------------------------
    def _seat(self, pos: Any) -> int:
        return self.seats[pos[2]][len(pos[1])]

    def is_max(self, pos: Any) -> bool:
        return bool(self.side_mask >> self._seat(pos) & 1)

    def key(self, pos: Any) -> Any:
        if pos[1]:
            return None
        return (pos[0], pos[2], pos[3], pos[4])

    def _cantes(self, hand: int, sung: int) -> list[int]:
        """The cantes (suit numbers) ``hand`` may sing now: the 40 alone if it holds it."""
        found = [k for k in range(4) if hand & PAIRS[k] == PAIRS[k] and not sung >> k & 1]
        return [self.trump_number] if self.trump_number in found else found

    def bounds(self, pos: Any) -> tuple[int, int] | None:
        hands, trick, leader, sung, _ = pos
        if not trick and not hands[leader] & (hands[leader] - 1):  # one card each: the last trick, played out
            seats, stronger = self.seats[leader], self.tables.stronger
            best = leader
            for seat in seats[1:]:
                if stronger[hands[best].bit_length() - 1] & hands[seat]:
                    best = seat
            if not self.side_mask >> best & 1:
                return 0, 0
            value = LAST_TRICK + card_points(sum(hands[seat] for seat in seats))
            return value, value
        ours = theirs = 0
        for seat, hand in enumerate(hands):
            if self.side_mask >> seat & 1:
                ours |= hand
            else:
                theirs |= hand
        left = LAST_TRICK + card_points(
            ours | theirs | ((self.tricks.get(trick) or self._trick(trick))[1] if trick else 0)
        )
        for k, pair in enumerate(PAIRS):  # the cantes the side may still sing
            if ours & pair == pair and not sung >> k & 1:
                for seat in self.soloists:
                    if hands[seat] & pair == pair:
                        left += self.cante_values[k]
        if trick:
            return 0, left
        # the card points of the trumps no card of the other side beats are sure (a quick bound)
        low = card_points(self.tables.masters(ours, theirs))
        return low, left - card_points(self.tables.masters(theirs, ours))

    def _trick(self, trick: tuple[int, ...]) -> tuple[Steps, int, int, int, int]:
        """What a trick in progress (card bits) tells, worked out once per trick met: the steps of the
        obligations for the next card (read from the best card of the suit led and the best trump of the fast
        engine's :func:`~tutor.games.subastao.fast.trick_summary`, as the bots read a trick), the mask of its
        cards, the position of its best card, the cards that beat that one, and its card points."""
        found = self.tricks.get(trick)
        if found is None:
            cards = [bit_card(bit) for bit in trick]
            summary = trick_summary(list(trick), self.trump_mask)
            assert summary is not None  # a trick in progress has its lead
            _, best_led, best_trump, _, best = summary
            mask = trick_mask(cards)
            found = self.tricks[trick] = (
                steps(best_led, best_trump, self.trump_mask, self.strict),
                mask,
                best,
                self.tables.stronger[cards[best].index],
                card_points(mask),
            )
        return found

    def moves(self, pos: Any) -> list[int]:
        hands, trick, leader, sung, singing = pos
        if singing:
            return [-1 - k for k in self._cantes(hands[leader], sung)]
        played = len(trick)
        seats = self.seats[leader]
        seat = seats[played]
        hand = hands[seat]
        present = 0
        for h in hands:
            present |= h
        if not played:
            return self.tables.leads(hand, present)
        duties, mask, best, beats, _ = self.tricks.get(trick) or self._trick(trick)
        allowed = narrow(hand, duties)
        side = self.side_mask
        partner = played >= 2 and bool(side >> seats[best] & 1) == bool(side >> seat & 1)
        return self.tables.follows(allowed, present | mask, beats, partner, played == self.players - 1)

    def play(self, pos: Any, move: int) -> tuple[int, Any]:
        """The move, then the play carried on while the next player has one legal card, and the cante sung
        at once when the winner of a trick has one alone to sing: a forced move needs no position of its own
        in the search. A trick's start is never passed over (the table keeps those)."""
        hands, trick, leader, sung, _ = pos
        if move < 0:  # a cante
            k = -1 - move
            return self.cante_values[k], (hands, trick, leader, sung | 1 << k, False)
        seats = self.seats[leader]
        last = self.players - 1
        while True:
            played = len(trick)
            seat = seats[played]
            hands = (*hands[:seat], hands[seat] ^ move, *hands[seat + 1 :])
            if played == last:
                break
            trick = (*trick, move)
            duties = (self.tricks.get(trick) or self._trick(trick))[0]
            allowed = narrow(hands[seats[played + 1]], duties)
            if allowed & (allowed - 1) or not self.chained:  # a choice
                return 0, (hands, trick, leader, sung, False)
            move = allowed
        _, mask, best, beats, points = self.tricks.get(trick) or self._trick(trick)
        winner = seats[played if beats & move else best]
        if not self.side_mask >> winner & 1:
            if not hands[winner]:
                return 0, None
            return 0, (self.runs.after(hands, mask | move), (), winner, sung, False)
        gain = points + self.worth[move]
        if not hands[winner]:
            return gain + LAST_TRICK, None
        hands = self.runs.after(hands, mask | move)  # relative ranks: see search.Runs
        cantes = self._cantes(hands[winner], sung)
        if len(cantes) == 1 and self.chained:  # one cante to sing: sung at once
            k = cantes[0]
            return gain + self.cante_values[k], (hands, (), winner, sung | 1 << k, False)
        return gain, (hands, (), winner, sung, bool(cantes))
