"""Players for Piquet: a random one, and a heuristic one built on Cavendish's advice.

Both choose from what their seat can see (:meth:`State.view`): their hand and discard, the stock cards
they have seen, the calls and the tricks -- never the opponent's hand.

>>> from tutor.games.piquet import start, play_out
>>> end = play_out(start(11), (Bot(seed=1), RandomBot(2)))
>>> end.is_terminal
True
"""

from __future__ import annotations

import random
from typing import Any

from ...cards import Card, CardSet
from ...i18n import gettext
from ...sentences import count as counted
from .. import _shared
from .._counting import count
from .actions import Discard, Look, Phase, Play, TakeIn
from .calling import Answer, Call, Sink, Step, Word
from .declarations import Kind, best_call, sequences, sets
from .rules import ALL_CARDS, DUTIES, RANKS, ordering
from .state import State, View

__all__ = ["Bot", "RandomBot"]

_RANK_VALUE = dict(zip(RANKS, (10.0, 7.0, 5.0, 4.0, 3.0, 2.0, 1.0, 0.5), strict=True))
_ANSWER_ORDER = (Word.NOT_GOOD, Word.EQUAL, Word.MAKING, Word.HOW_HIGH, Word.GOOD)


RandomBot = _shared.RandomBot
"""Chooses uniformly among the legal actions (seeded): the one random bot every game shares."""


class Bot:
    """A heuristic player.

    * **Exchange**: keeps its point suit, its sequences (and cards that may make one), its sets and aces,
      and guards to kings; throws low cards of short suits. The elder takes all five, the younger all he can
      of the low cards, at least one.
    * **Declarations**: calls its best combination in each category and answers truly -- unless sinking:
      with ``sink_below=n`` it sinks combinations worth less than ``n`` points (calls nothing, or answers
      "good" while holding better), which hides its cards but lets the opponent score what they would beat.
    * **Play**: counts the cards: leads its masters (cards nothing the opponent may hold can beat, a suit he
      has shown void in included), otherwise from its longest suit; second hand, wins as cheaply as it can (a
      trick won is a point and the lead, and guards against a capot), otherwise plays low, and with none of the
      suit led throws a low card of its longest suit (the short suits keep their guards).

    :param seed: breaks ties reproducibly.
    :param sink_below: sink combinations scoring less than this (0: never sink).
    """

    def __init__(self, seed: Any = None, *, sink_below: int = 0) -> None:
        self._rng = random.Random(seed)
        self.sink_below = sink_below

    def choose(self, state: State) -> Any:
        return self.hint(state)[0]

    def hint(self, state: State) -> tuple[Any, str]:
        """The action the bot would take, and why, in words."""
        seat = state.to_act
        if seat is None:
            raise ValueError(_shared.NO_ONE_TO_ACT.say())
        view = state.view(seat)
        if view.phase is Phase.EXCHANGE:
            return self._exchange(view)
        if view.phase is Phase.DECLARE:
            return self._declare(state, view)
        if Look(True) in view.actions:
            return Look(True), gettext("look at the cards left: the information is worth having")
        return self._play(view)

    # -- exchange ------------------------------------------------------------------------------------------
    def _keep_values(self, hand: CardSet, elder: bool) -> dict[Card, float]:
        values = {card: _RANK_VALUE[card.rank] for card in hand}
        best_point = best_call(Kind.POINT, hand)
        for card in hand:
            suit_len = len(hand.of_suit(card.suit))
            values[card] += 0.6 * suit_len
            if best_point is not None and card.suit is best_point.suit:
                values[card] += 6
        for combo in sequences(hand):
            for card in combo.cards:
                values[card] += 5
        for combo in sets(hand):
            if combo.top.rank in (RANKS[0], RANKS[1], RANKS[2]) or len(combo.cards) == 4:
                for card in combo.cards:
                    values[card] += 4
        if not elder:  # the younger hand defends: keep guards to kings and queens
            for card in hand:
                if card.rank in (RANKS[1], RANKS[2]) and len(hand.of_suit(card.suit)) >= 2:
                    values[card] += 2
        return values

    def _exchange(self, view: View) -> tuple[Any, str]:
        """The planned exchange, from wherever the discard stands: the cards laid out may not be the ones the
        bot would have chosen (a learner asking for a hint), so a plan the rules refuse now gives way to the
        best legal action."""
        action, why = self._planned_exchange(view)
        legal = view.actions
        if action in legal:
            return action, why
        if TakeIn() in legal:
            return TakeIn(), gettext("take in: as many cards are laid out as may be")
        values = self._keep_values(view.hand | view.discard, view.seat == view.elder)
        cards = [a.card for a in legal if isinstance(a, Discard) and a.card is not None]
        card = min(cards, key=lambda c: (values[c], c.index))
        return Discard(card), gettext(
            "discard {card}: the least useful card left, as one more must go"
        ).format(card=card.unicode())

    def _planned_exchange(self, view: View) -> tuple[Any, str]:
        original = view.hand | view.discard
        elder = view.seat == view.elder
        values = self._keep_values(original, elder)
        order = sorted(original, key=lambda c: (values[c], c.index))
        if elder:
            count = min(5, view.stock_size)
        else:
            low = sum(1 for card in order if values[card] < 9)
            count = max(1, min(view.stock_size, low, 3 + (view.stock_size - 3 if low > 3 else 0)))
        plan = order[:count]
        for card in plan:
            if card in view.hand:
                return Discard(card), gettext(
                    "discard {card}: it helps neither point, sequences, sets nor guards"
                ).format(card=card.unicode())
        return TakeIn(), gettext("take in {cards}").format(cards=counted(count, "card"))

    # -- declarations ----------------------------------------------------------------------------------------
    def _declare(self, state: State, view: View) -> tuple[Any, str]:
        calling = state.calling
        assert calling is not None
        actions = view.actions
        kind = calling.kind
        assert kind is not None  # a category is called until the calling is done
        if calling.step in (Step.CALL, Step.YOUNGER_CALL):
            best = best_call(kind, view.hand)
            if best is None or best.score < self.sink_below:
                return Sink(kind), gettext("sink: hide the cards rather than show a small combination")
            return Call(kind, best.cards), gettext("call the best {kind}: {name}").format(
                kind=gettext(str(kind)), name=best.said()
            )
        words = {a.word for a in actions if isinstance(a, Answer)}
        if Word.NOT_GOOD in words and self.sink_below:
            best = best_call(kind, view.hand)
            if best is not None and best.score < self.sink_below:
                return Answer(Word.GOOD), gettext(
                    'answer "good" and sink a small combination, hiding the hand'
                )
        word = next(w for w in _ANSWER_ORDER if w in words)
        return Answer(word), gettext("{answer}: the truth about the hand").format(
            answer=gettext(f'answer "{word}"')
        )

    # -- play ------------------------------------------------------------------------------------------------------
    def _play(self, view: View) -> tuple[Any, str]:
        plays = [a for a in view.actions if isinstance(a, Play)]
        o = ordering()
        seen = view.hand.mask | view.discard.mask | view.seen_stock.mask
        tricks = [*view.tricks, view.trick] if view.trick.plays else list(view.tricks)
        # the cards the opponent may hold: not seen, not played, not of a suit he has shown void in
        outstanding = count(tricks, DUTIES, o, seats=2, pack=ALL_CARDS.mask, seen=seen).may_hold(
            1 - view.seat
        )
        hand = view.hand
        if not view.trick.plays:
            masters = [
                p for p in plays if not (outstanding & o.suit_mask[p.card.suit] & o.stronger_mask(p.card))
            ]
            if masters:
                choice = max(masters, key=lambda p: (len(hand.of_suit(p.card.suit)), -p.card.index))
                return choice, gettext("lead {card}: no card the opponent may hold can beat it").format(
                    card=choice.card.unicode()
                )
            longest = max(plays, key=lambda p: (len(hand.of_suit(p.card.suit)), p.card.index))
            return longest, gettext("lead {card} from the longest suit").format(card=longest.card.unicode())
        led = view.trick.plays[0][1]
        winners = [p for p in plays if o.beats(p.card, led)]
        if winners:
            cheapest = max(winners, key=lambda p: p.card.index)
            return (
                cheapest,
                gettext("win with {card}, as cheaply as possible: a point and the lead").format(
                    card=cheapest.card.unicode()
                ),
            )
        following = [p for p in plays if p.card.suit is led.suit]
        if following:
            low = max(following, key=lambda p: p.card.index % 13)
            return low, gettext("cannot win: play low ({card})").format(card=low.card.unicode())
        # a low card of the longest suit: the short suits keep their guards, the long one has cards to spare
        low = max(plays, key=lambda p: (len(hand.of_suit(p.card.suit)), p.card.index % 13))
        return low, gettext("no {suit}: throw a low card of your longest suit ({card})").format(
            suit=led.suit, card=low.card.unicode()
        )
