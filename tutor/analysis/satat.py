"""Satat's play as compact positions for the search.

Currency: the deal's result for the trump maker's team, one number that orders the results as the players do.
An ordinary result counts the tricks' margin when play stops (a 7–5 win is +2, a 4–7 loss is −3); a 7-0 is
±20 and a 13-0 ±40, above and below every ordinary result (a team that plays on after 7-0 and then loses a
trick wins an ordinary game, at most 12–1). Play stops as the engine stops it: at 7 tricks, and after a 7-0
the winners choose, as a move, to stop or to play on.

A position is ``(hands, trick, leader, won, continuing, revealed, deciding)``: the four hands packed in one
integer (seat ``s`` in bits ``64 s`` to ``64 s + 51``), the cards of the trick so far (their bits), its leader,
the tricks won (North-South's plus 16 times East-West's), the team playing on after a 7-0 (or ``None``),
whether the trump is known (Trup Kasiet), and whether the 7-0 winners are choosing.

Relative ranks: only the order of the cards still out matters, not which of them are gone (the 2♥ stays the
2♥), so each position is written with the cards renamed, in each suit, to the highest ones: after a trick the
cards below a card that has gone move up one place. Two positions that differ only by which low cards have
been played are then the same position, and share their entry in the transposition table (DDS's main gain).
The renaming keeps the order, so the search, its bounds and its moves read the renamed cards as they read the
real ones; :meth:`SatatAdapter.root` renames the cards of a state, and :meth:`SatatAdapter.move_of` a card
played from it. In Trup Kasiet the face-down card is a card of its own: there no card is renamed.

``SatatAdapter(state, bridge=True)`` solves the deal's *bridge twin* instead (for the benchmark's check against
DDS, a bridge solver): the same hands and trump, the 2♥ an ordinary heart, all thirteen tricks played, and the
value the trump maker's team's tricks.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from ..cards import CARDS_BY_INDEX
from ..errors import TutorError
from ..games.satat import State
from ..games.satat.actions import Continue, Phase, Play
from ..games.satat.records import Result
from ..games.satat.rules import DECK, TEAMS
from ..sentences import Template, team
from ..tricks import Ordering
from .common import Adapter, Tables

__all__ = ["SatatAdapter"]

GO, STOP = -2, -1
SEVEN_ZERO, THIRTEEN_ZERO = 20, 40
_KINDS = {
    SEVEN_ZERO: 7,
    THIRTEEN_ZERO: 13,
}  # a result by its value: a 7–0, a 13–0 (any other: an ordinary win)
HAND = (1 << 52) - 1
"""A hand's bits in the packed hands (seat ``s`` shifted by ``64 s``)."""
OFFSET = (0, 64, 128, 192)


def _lanes(mask: int) -> int:
    """``mask`` in each of the four seats' places of the packed hands."""
    return mask | mask << 64 | mask << 128 | mask << 192


def _union(packed: int) -> int:
    """The cards of the four packed hands together."""
    both = packed | packed >> 128
    return (both | both >> 64) & HAND


TAKE = Template("{who} {takes} {tricks:trick}")
"""A value of Satat played as bridge (a trick-taking drill): the tricks the trump maker's team takes."""
WIN = Template("{who} {wins} {score}")
"""A value of Satat: who wins the deal, and the trick score ("North–South win 7–4")."""


class SatatAdapter(Adapter):
    game = "Satat"
    unit = "tricks"
    result_words = "who wins the deal, or a 7–0 or a 13–0"
    ranked_results = True

    def __init__(self, state: State, *, bridge: bool = False) -> None:
        deal = state.deal
        self.bridge = bridge
        self.trump = state.trump
        if bridge:
            if state.trump is None:
                raise TutorError("the bridge twin needs the trump named")
            self.order = Ordering.plain(DECK, trump=state.trump)
            self.hidden = None
        else:
            self.order = deal.order
            self.hidden = deal.hidden
        order = self.order
        self.maker_side = state.maker & 1
        self.tables = Tables(order, DECK.cards, [0] * len(CARDS_BY_INDEX))
        self.top = order.top_mask  # the 2♥ (none in the bridge twin)
        self.trumps = order.trump_mask & ~order.top_mask
        self.renames = self.hidden is None  # Trup Kasiet: the face-down card keeps its name
        self.partition = self.renames
        # by card bit: the cards that beat it, its suit (the 2♥ aside), how the hands' lengths count it
        self.stronger: dict[int, int] = {}
        self.follow: dict[int, int] = {}
        self.units: list[dict[int, int]] = [{}, {}, {}, {}]
        # by card bit, to rename after it has gone: what stays in place, what moves up one place; and back
        self.keep: dict[int, int] = {}
        self.shift: dict[int, int] = {}
        self.back: dict[int, int] = {}
        self.suits: list[int] = []
        self.blocks = 0  # the first (highest) place of each suit
        for number in range(4):
            first = 13 * number
            block = ((1 << 13) - 1) << first
            block &= ~self.top
            self.suits.append(block)
            self.blocks |= 1 << first
            end = block.bit_length()  # one past the suit's last place (the 2♥'s place stays)
            for index in range(first, first + 13):
                bit = 1 << index
                self.stronger[bit] = order.stronger_mask(CARDS_BY_INDEX[index])
                for seat in range(4):
                    self.units[seat][bit] = 0 if bit & self.top else 1 << (16 * seat + 4 * number)
                if bit & self.top:
                    continue
                self.follow[bit] = block
                moving = ((1 << end) - 1) & ~((1 << index) - 1)  # this place and those below it
                self.keep[bit] = _lanes(HAND & ~moving)
                self.shift[bit] = _lanes(moving & ~(1 << (end - 1)))
                self.back[bit] = moving & ~(1 << (end - 1))
        # move ordering: a card's strength among all the cards (plain suits, then trumps, then the 2♥)
        self.strength: dict[int, int] = {}
        for index in range(52):
            bit = 1 << index
            place = 13 - index % 13
            self.strength[bit] = 1000 if bit & self.top else place + (100 if bit & self.trumps else 0)
        self.rename: dict[int, int] = {}
        self.seen: Any = None  # the last position whose cards ``_cards`` found, and those cards
        self.cards: list[int] = []
        self.merged = 0  # the cards ``_cards`` left out as equivalent to a neighbour (with ``seen``)
        self.legal = 0  # the legal cards ``_cards`` found (with ``seen``)
        self.low_relevance = self.high_relevance = 0
        self.leaf_relevance = 0
        self.move_relevance = self.move_cards = self.forced_max = self.forced_min = 0
        self.side = f"{TEAMS[self.maker_side]} (the trump maker's team)"

    # -- from the state ----------------------------------------------------------------------------------
    def root(self, state: State) -> tuple[int, Any]:
        """The state's position, its cards renamed (relative ranks); ``move_of`` then names a card in it."""
        masks = [hand.mask for hand in state.hands if hand is not None]
        if len(masks) != 4:
            raise TutorError("the exact analysis needs every hand: analyse the full state, not a seat's view")
        trick = state.trick
        cards = [card.bit for card in trick.cards]
        present = masks[0] | masks[1] | masks[2] | masks[3]
        for bit in cards:
            present |= bit
        rename: dict[int, int] = {}
        if self.renames:
            for block in self.suits:
                place = block & -block
                rest = present & block
                while rest:
                    bit = rest & -rest
                    rest ^= bit
                    rename[bit] = place
                    place <<= 1
        top = self.top
        if top:
            rename[top] = top
        self.rename = rename
        packed = dist = 0
        for seat, mask in enumerate(masks):
            renamed = 0
            while mask:
                bit = mask & -mask
                mask ^= bit
                renamed |= rename.get(bit, bit)
                dist += self.units[seat][bit]
            packed |= renamed << OFFSET[seat]
        trick_bits = tuple(rename.get(bit, bit) for bit in cards)
        deal = state.deal
        deciding = state.phase is Phase.CONTINUE
        leader = state.to_act if deciding else trick.leader
        won = state.tricks_won
        if self.bridge:
            return won[self.maker_side], (packed, trick_bits, leader, 0, None, True, False, dist, None)
        revealed = deal.revealed
        tricks = won[0] | won[1] << 4
        return 0, (packed, trick_bits, leader, tricks, deal.continuing, revealed, deciding, dist, None)

    def move_of(self, action: Any) -> int | None:
        """The move of ``action`` in the position :meth:`root` gave last (its card renamed as there)."""
        if type(action) is Play:
            bit = action.card.bit
            return self.rename.get(bit, bit)
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
        if self.bridge:
            return TAKE.say(team(TEAMS[self.maker_side]), tricks=value)
        side = self.maker_side
        winner = team(TEAMS[side if value > 0 else 1 - side])
        if abs(value) == THIRTEEN_ZERO:
            return WIN.say(winner, score="13–0")
        if abs(value) == SEVEN_ZERO:
            return WIN.say(winner, score="7–0")
        return WIN.say(winner, score=_score(abs(value)))

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
        kind = _KINDS.get(abs(value), 1)
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
        return bool((pos[2] + len(pos[1])) & 1 == self.maker_side)

    def key(self, pos: Any) -> Any:
        if pos[1]:
            return None
        packed, _, leader, won, continuing, revealed, deciding, dist, _ = pos
        extra = leader | won << 2 | (0 if continuing is None else 1 + continuing) << 10 | deciding << 12
        if self.partition:  # the hands' lengths: the cards themselves are matched in the bucket
            return dist | extra << 64
        if deciding:
            return None
        return packed | extra << 52 | revealed << 116

    def fill(self, relevant: int) -> int:
        """The mask of the hands' cards an entry of the table depends on: in each suit, from its highest
        card down to its lowest relevant one (and the 2♥), in each hand."""
        mask = self.top
        for block in self.suits:
            part = relevant & block
            if part:
                mask |= ((1 << part.bit_length()) - 1) & block
        return _lanes(mask)

    def lift(self, pos: Any, relevant: int) -> int:
        """The relevant cards of a trick's start, named as in the trick before it."""
        last = pos[8]
        if last is None:
            return relevant
        gone: int = last[0]
        won_by: int = last[1]
        back = self.back
        while gone:
            bit = gone & -gone
            gone ^= bit
            moving = relevant & back[bit]
            relevant = relevant ^ moving | moving << 1
        return relevant | won_by

    def settle(self, relevant: int, merged: int, searched: int = 0) -> int:
        """``relevant`` with those of the cards ``merged`` (left out of a move list as equivalent to the card
        above them in the same hand, the top of their run) that it must hold: the run of each top card at or
        above the lowest relevant card of its suit. Only there does another position, whose cards below that
        lowest card lie elsewhere, offer a card the search met no stand-in for; a run lower down has any other
        low card of its suit as a stand-in (see ``_alike``), so it stays out and the entry keeps matching
        widely. Adding a run lowers the suit's lowest relevant card, so the runs are looked at again.

        Nor does a suit need them where a card of ``searched`` (the moves searched, or skipped as alike to
        one) lies below its lowest relevant card: that card is the stand-in for every low card of the suit
        another position may give the player, and the run's cards within the entry's cards are where they
        are here, a run there too."""
        for block in self.suits:
            rest = merged & block
            if searched & block and rest:
                lowest = (relevant & block).bit_length()  # one past the lowest relevant card's place
                if searched & block & ~((1 << lowest) - 1):
                    continue
            while rest and relevant & block:
                limit = (relevant & block).bit_length()  # a run whose top card's place is below this is free
                taken = 0
                runs = rest
                while runs:
                    run = runs & ~(runs + (runs & -runs))  # the highest run of merged cards left
                    runs ^= run
                    if (run & -run).bit_length() - 1 <= limit:  # its top card (the place above) reaches
                        taken |= run
                if not taken:
                    break
                relevant |= taken
                rest ^= taken
        return relevant

    def alike(self, pos: Any) -> Callable[[int, int], int] | None:
        """``_alike`` for a card to play (with partition search: not in Trup Kasiet, whose face-down card
        keeps its name), ``None`` for the choice after a 7–0."""
        return self._alike if self.partition and not pos[6] else None

    def _alike(self, move: int, relevant: int) -> int:
        """The cards the player to move may play instead of ``move`` for the same value, once its search found
        that value depending on the cards ``relevant`` (named as here): those of its suit below the lowest
        relevant card of that suit, when ``move`` is below it too (none for the 2♥, a suit of its own).

        Played instead of ``move``, such a card leaves the search of ``move`` valid move for move: the other
        players have the same legal cards (only which of the two cards is on the table and which in the hand
        changes); each trick goes to the same player (a card that wins a trick by its rank is relevant, so
        above both); the hands keep their lengths in each suit; and at each trick's start the hands hold the
        same cards down to that relevant card (renaming after a trick moves only the cards below a card
        gone): every table entry and quick bound the search met matches there too."""
        block = self.follow.get(move, 0)
        below = block & ~((1 << (relevant & block).bit_length()) - 1)  # under its lowest relevant card
        return below if move & below else 0

    def bounds(self, pos: Any) -> tuple[int, int] | None:
        """What the tricks won so far leave possible, the quick tricks of the side on lead (see
        ``_quick``) and the sure tricks of each side (see ``_sure``); and the 2♥: its side may take
        any trick it wants with it, so the other side wins no 7–0 and by a trick less."""
        packed, trick, leader, won, continuing, revealed, deciding, _, _ = pos
        self.low_relevance = self.high_relevance = 0
        if deciding:
            return None
        if self.bridge:
            return self._bridge_bounds(packed, trick, leader)
        side = self.maker_side
        mine, theirs = (won & 15, won >> 4) if side == 0 else (won >> 4, won & 15)
        if trick:
            if continuing == side:
                return mine - 1, THIRTEEN_ZERO
            if continuing is not None:
                return -THIRTEEN_ZERO, 1 - theirs
            return (-THIRTEEN_ZERO if not mine else mine - 7), (THIRTEEN_ZERO if not theirs else 7 - theirs)
        hands = (packed & HAND, packed >> 64 & HAND, packed >> 128 & HAND, packed >> 192 & HAND)
        left = hands[leader].bit_count()
        ours, relevant = self._sure(hands, side)
        others, more = self._sure(hands, 1 - side)
        if continuing == side:  # a trick lost ends the play on an ordinary win
            self.high_relevance = more
            return mine - 1, (mine + left - 2 if others else THIRTEEN_ZERO)
        if continuing is not None:
            self.low_relevance = relevant
            return (-(theirs + left - 2) if ours else -THIRTEEN_ZERO), 1 - theirs
        low = -THIRTEEN_ZERO if not mine else mine - 7
        high = THIRTEEN_ZERO if not theirs else 7 - theirs
        top = self.top
        if top:  # the side holding the 2♥ takes one more trick before the other reaches 7
            if (hands[side] | hands[side + 2]) & top:
                low = max(low, mine - 6)
            elif (hands[1 - side] | hands[3 - side]) & top:
                high = min(high, 6 - theirs)
        below = above = 0  # the cards of the bounds that narrowed what the tricks won leave
        if others and high > SEVEN_ZERO:  # a sure trick of the other side: no 13–0
            high = SEVEN_ZERO
            above = more
        if ours and low < -SEVEN_ZERO:
            low = -SEVEN_ZERO
            below = relevant
        if mine + left - others < 7 and mine + left - others - 7 < high:  # the other side's sure tricks
            high = mine + left - others - 7  # keep the maker's team below 7
            above = more
        if theirs + left - ours < 7 and 7 - (theirs + left - ours) > low:
            low = 7 - (theirs + left - ours)
            below = relevant
        quick, cards = self._quick(hands, leader, revealed)
        if quick and leader & 1 == side:  # the maker's team takes the next `quick` tricks
            bound = (7 - theirs if theirs else SEVEN_ZERO) if mine + quick >= 7 else mine + quick - 7
            if bound > low:
                low = bound
                below = cards
        elif quick:
            bound = (mine - 7 if mine else -SEVEN_ZERO) if theirs + quick >= 7 else 7 - theirs - quick
            if bound < high:
                high = bound
                above = cards
        self.low_relevance, self.high_relevance = below, above
        return low, high

    def _bridge_bounds(self, packed: int, trick: tuple[int, ...], leader: int) -> tuple[int, int]:
        left = (_union(packed).bit_count() + len(trick)) // 4
        if trick:
            return 0, left
        hands = (packed & HAND, packed >> 64 & HAND, packed >> 128 & HAND, packed >> 192 & HAND)
        ours, relevant = self._sure(hands, self.maker_side)
        others, more = self._sure(hands, 1 - self.maker_side)
        quick, cards = self._quick(hands, leader, True)
        if leader & 1 == self.maker_side:
            self.low_relevance = cards if quick > ours else relevant
            self.high_relevance = more
            return max(quick, ours), left - others
        self.low_relevance = relevant
        self.high_relevance = cards if quick > others else more
        return ours, left - max(quick, others)

    def _sure(self, hands: tuple[int, int, int, int], side: int) -> tuple[int, int]:
        """Tricks ``side`` wins however the rest is played out to the last trick, and their relevant cards:
        the trumps of one of its hands above every trump of the other side (each wins a trick of its own,
        the 2♥ aside), and the 2♥ (when that hand holds it too: played to another trick)."""
        one = hands[side]
        two = hands[side + 2]
        other = hands[1 - side] | hands[3 - side]
        top = self.top
        run = (one | two) & self.trumps
        theirs = other & self.trumps
        if theirs:
            run &= (theirs & -theirs) - 1
        if not run and not (one | two) & top:
            return 0, 0
        killed = 1 if other & top else 0  # the 2♥ beats one of them
        sure = max(
            (one & run).bit_count() + (1 if one & top else 0),
            (two & run).bit_count() + (1 if two & top else 0),
        )
        return max(sure - killed, 0), run

    def _quick(self, hands: tuple[int, int, int, int], leader: int, revealed: bool) -> tuple[int, int]:
        """Quick tricks: how many tricks the leader's side takes one after another from his lead.

        In each suit, the cards of the hand holding its highest card, from the top down while no card of
        another hand lies between them, but no more than the length in that suit of an opponent who holds
        trumps (he may ruff). The leader cashes his own; when he holds a card of a suit whose highest card
        his partner holds (an entry: no opponent can ruff it), he then leads it, and his partner cashes his.
        None at all while an opponent holds the 2♥ (it may be played at any time and takes the lead away);
        the 2♥ of the leader's side takes a trick of its own. The face-down trump of Trup Kasiet is not
        counted. The partner must have a plain card for each of the leader's plain winners (else, out of them,
        he has to ruff one, and the lead passes to him: the tricks stop there), and for the entry he must keep
        his winners while the leader cashes his, and the leader needs a plain card for each of the partner's
        plain winners. Returns the tricks and the cards counted (the bound's relevant cards); the lengths the
        rule reads are the table key's."""
        mine = hands[leader]
        partner = hands[(leader + 2) & 3]
        left = hands[(leader + 1) & 3]
        right = hands[(leader + 3) & 3]
        top = self.top
        if (left | right) & top:
            return 0, 0
        if not revealed and self.hidden is not None:
            mine &= ~self.hidden.bit
            partner &= ~self.hidden.bit
        trumps = self.trumps
        ruffers = [hand for hand in (left, right) if hand & trumps]
        tricks = (mine & top).bit_count() + (partner & top).bit_count()
        everyone = mine | partner | left | right
        relevant = 0
        own = theirs = 0  # the leader's tricks, his partner's
        own_plain = their_plain = 0  # of which in plain suits
        entry = 0
        for block in self.suits:
            cards = everyone & block
            if not cards:
                continue
            highest = cards & -cards
            if highest & mine:
                holder, ours = mine, True
            elif highest & partner:
                holder, ours = partner, False
            else:
                continue
            rest = cards & ~holder
            run = holder & block & ((rest & -rest) - 1) if rest else holder & block
            count = run.bit_count()
            if not block & trumps:
                for hand in ruffers:
                    count = min(count, (hand & block).bit_count())
            if not count:
                continue
            relevant |= run
            plain = 0 if block & trumps else count
            if ours:
                own += count
                own_plain += plain
            else:
                theirs += count
                their_plain += plain
                if mine & block:
                    entry = highest
        size = mine.bit_count()
        spare = (partner & ~trumps & ~top).bit_count()  # the partner's cards that cannot take a plain trick
        if own_plain > spare:
            # the partner, out of plain cards, must ruff one of the leader's plain winners: his side takes that
            # trick too, but the lead passes to him
            return min(own_plain, spare + 1), relevant
        if entry:
            # the partner keeps his winners while the leader cashes his own (trumps led: he follows with his
            # trumps), and the leader has a plain card for each of the partner's plain winners
            short = max(own - own_plain - (partner & trumps).bit_count(), 0)
            if (
                spare - their_plain >= own_plain + short
                and (mine & ~trumps & ~top).bit_count() - own_plain >= their_plain
            ):
                return min(tricks + own + theirs, size), relevant
        return min(tricks + own, size), relevant

    def moves(self, pos: Any) -> list[int]:
        packed, trick, leader, _, _, revealed, deciding, _, _ = pos
        if deciding:
            self.move_relevance = self.move_cards = 0
            return [STOP, GO]
        cards = self.cards if self.seen is pos else self._cards(pos)
        self.move_relevance = self.merged
        self.move_cards = self.legal & ~self.merged
        if len(cards) < 2:
            return cards
        if not trick:
            if self.renames:
                return self._leads(packed, leader, cards)
            return sorted(cards, key=self.strength.__getitem__, reverse=True)
        return self._follows(packed, trick, leader, revealed, cards)

    def _cards(self, pos: Any) -> list[int]:
        """The cards the player to move may play, one of each run of equivalent cards, in no order (and
        remembered with ``pos``, for :meth:`moves` after :meth:`play` looked at them)."""
        packed, trick, leader, _, _, revealed, _, _, _ = pos
        played = len(trick)
        seat = (leader + played) & 3
        hand = packed >> OFFSET[seat] & HAND
        top = self.top
        if not played:
            legal = hand
        else:
            lead = trick[0]
            if lead & top:
                legal = (hand & self.trumps or hand) if revealed else hand
            else:
                follow = hand & self.follow[lead]
                legal = follow | hand & top if follow else hand
        hidden = self.hidden
        if self.renames:  # the places of a suit are its cards still out: neighbours are equivalent
            runs = legal & ~((legal << 1) & ~self.blocks & ~top)
        else:
            present = _union(packed)
            for bit in trick:
                present |= bit
            runs = sum(_representatives(legal, present, self.tables))
        self.merged = legal & ~runs if self.renames else 0
        cards = []
        while runs:
            bit = runs & -runs
            runs ^= bit
            cards.append(bit)
        if hidden is not None and not revealed and legal & hidden.bit and hidden.bit not in cards:
            cards.append(hidden.bit)  # playing the face-down card reveals the trump: never equivalent
        self.seen = pos
        self.cards = cards
        self.legal = legal
        return cards

    def _follows(
        self, packed: int, trick: tuple[int, ...], leader: int, revealed: bool, cards: list[int]
    ) -> list[int]:
        """A card to a trick, most promising first: the cheapest card that wins the trick for sure (no
        opponent still to play can beat it), or, partner winning for sure, the cheapest card; otherwise the
        lowest card first (second hand low), in third hand after the cheapest card that wins for now."""
        played = len(trick)
        stronger = self.stronger
        best = trick[0]
        where = 0
        for k in range(1, played):
            if stronger[best] & trick[k]:
                best = trick[k]
                where = k
        lead = trick[0]
        top = self.top
        follow = self.follow.get(lead, 0)
        options = []  # the cards each opponent still to play may play
        for k in range(played + 1, 4):
            if (k - played) & 1:
                hand = packed >> OFFSET[(leader + k) & 3] & HAND
                if lead & top:
                    options.append((hand & self.trumps or hand) if revealed else hand)
                else:
                    same = hand & follow
                    options.append(same | hand & top if same else hand)
        threat = 0
        for option in options:
            threat |= option
        strength = self.strength
        partner_best = played >= 2 and where == played - 2
        if partner_best and not stronger[best] & threat:  # partner wins for sure: the cheapest card
            return sorted(cards, key=strength.__getitem__)
        beats = stronger[best]
        sure, winning, losing = [], [], []
        for bit in cards:
            if bit & beats:
                if stronger[bit] & threat:
                    winning.append(bit)
                else:
                    sure.append(bit)
            else:
                losing.append(bit)
        key = strength.__getitem__
        sure.sort(key=key)
        losing.sort(key=key)
        winning.sort(key=key)
        if played == 2 and not partner_best:
            return sure + winning + losing
        return sure + losing + winning

    def _leads(self, packed: int, leader: int, cards: list[int]) -> list[int]:
        """The leads, most promising first (DDS's weights, simplified): a lead that wins the trick (a top card
        nobody ruffs, or a card to partner's top card), in a suit the opponents hold few cards of (fewer
        answers to search), not into a ruff nor into the right-hand opponent's high card."""
        mine = packed >> OFFSET[leader] & HAND
        lho = packed >> OFFSET[(leader + 1) & 3] & HAND
        part = packed >> OFFSET[(leader + 2) & 3] & HAND
        rho = packed >> OFFSET[(leader + 3) & 3] & HAND
        trumps = self.trumps
        lho_ruffs, rho_ruffs, part_ruffs = lho & trumps, rho & trumps, part & trumps
        everyone = mine | lho | part | rho
        weight: dict[int, int] = {}
        top = self.top
        for bit in cards:
            if bit & top:
                weight[bit] = 0
        for block in self.suits:
            here = [bit for bit in cards if bit & block]
            if not here:
                continue
            out = everyone & block
            first = out & -out
            second = (out ^ first) & -(out ^ first)
            nl, nr = (lho & block).bit_count(), (rho & block).bit_count()
            np_, nm = (part & block).bit_count(), (mine & block).bit_count()
            trump = bool(block & trumps)
            base = -((((nl or 4) + (nr or 4)) * 128) // 13)
            if not trump and ((not nl and lho_ruffs) or (not nr and rho_ruffs)):
                base -= 12
            if not trump and not np_ and part_ruffs and nr:
                base += 17
            if first & rho or second & rho:
                if nr != 1:
                    base -= 12
            elif first & lho and second & part and np_ != 1:
                base += 27
            if not trump and nm == 1 and mine & trumps and np_ > 1 and first & part:
                base += 19
            safe = trump or ((nl or not lho_ruffs) and (nr or not rho_ruffs))
            start = block & -block
            for bit in here:
                rank = 13 - (bit.bit_length() - start.bit_length())
                wins = safe and (bit == first or bool(first & part))
                if wins:
                    if first & mine:
                        extra = 48 + rank if second & part else 31 if bit == first else rank - 3
                    elif first & part:
                        extra = 42 + rank if second & mine else 28 + rank
                    else:
                        extra = 11 + rank
                elif first & mine:
                    extra = 33 + rank if second & part else 38 if bit == first else rank - 14
                elif first & part:
                    extra = 34 + rank
                else:
                    extra = 17 - rank
                weight[bit] = base + extra
        return sorted(cards, key=weight.__getitem__, reverse=True)

    def play(self, pos: Any, move: int) -> tuple[int, Any]:
        """The move, then the trick played on while the next player has one card to play (or one run of
        equivalent cards): a forced card is no choice, and needs no position of its own in the search."""
        gain, child = self._play(pos, move)
        # the cards a forced run left out, by the side that had no choice: the run is one move only while
        # they are where they are
        forced_max = forced_min = 0
        while child is not None and child[1]:
            cards = self._cards(child)
            if len(cards) != 1:
                break
            if self.merged:
                if self.is_max(child):
                    forced_max |= self.merged
                else:
                    forced_min |= self.merged
            more, child = self._play(child, cards[0])
            gain += more
        self.forced_max = forced_max
        self.forced_min = forced_min
        return gain, child

    def _play(self, pos: Any, move: int) -> tuple[int, Any]:
        packed, trick, leader, won, continuing, revealed, deciding, dist, _ = pos
        if deciding:
            side = leader & 1
            if move == STOP:
                self.leaf_relevance = 0
                tricks = (won & 15, won >> 4)
                return self._value(side, Result.SEVEN_ZERO, tricks), None
            return 0, (packed, trick, leader, won, side, revealed, False, dist, None)
        seat = (leader + len(trick)) & 3
        packed ^= move << OFFSET[seat]
        dist -= self.units[seat][move]
        trick = (*trick, move)
        hidden = self.hidden
        if hidden is not None and move == hidden.bit:
            revealed = True
        if len(trick) < 4:
            return 0, (packed, trick, leader, won, continuing, revealed, False, dist, None)
        stronger = self.stronger
        best = trick[0]
        position = 0
        for k in (1, 2, 3):
            if stronger[best] & trick[k]:
                best = trick[k]
                position = k
        winner = (leader + position) & 3
        if (
            not revealed
            and not best & self.top
            and best & self.trumps
            and not trick[0] & self.order.trump_mask
        ):
            revealed = True
        side = winner & 1
        gone = 0
        won_by = 0
        if self.renames:
            keep, shift = self.keep, self.shift
            for bit in sorted(trick, reverse=True):
                if bit in keep:
                    packed = packed & keep[bit] | packed >> 1 & shift[bit]
                    gone |= bit
            suit = self.follow.get(best, 0)
            if (suit & (trick[0] | trick[1] | trick[2] | trick[3])).bit_count() >= 2:
                won_by = best  # won by its rank: another card of its suit was played to the trick
        self.leaf_relevance = won_by
        last = (gone, won_by)
        if self.bridge:
            gain = 1 if side == self.maker_side else 0
            if not packed:
                return gain, None
            return gain, (packed, (), winner, 0, None, True, False, dist, last)
        won += 1 if side == 0 else 16
        tricks = (won & 15, won >> 4)
        done = tricks[0] + tricks[1]
        if continuing is not None:
            if side != continuing:
                return self._value(continuing, Result.ORDINARY, tricks), None
            if done == 13:
                return self._value(side, Result.THIRTEEN_ZERO, tricks), None
        elif tricks[side] == 7:
            if tricks[1 - side]:
                return self._value(side, Result.ORDINARY, tricks), None
            return 0, (packed, (), winner, won, None, revealed, True, dist, last)
        return 0, (packed, (), winner, won, continuing, revealed, False, dist, last)


def _representatives(legal: int, present: int, tables: Tables) -> list[int]:
    from .search import representatives

    return representatives(legal, present, tables.up, tables.same)


def _score(margin: int) -> str:
    """The trick score of an ordinary result from its margin (beyond 6: a 7-0 played on, then lost)."""
    return f"7–{7 - margin}" if margin <= 6 else f"{margin + 1}–1"
