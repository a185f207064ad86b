"""One deal of Subastao as an immutable state: starting, replaying, saving and playing one out.

Everything moves counter-clockwise, which here is simply seat ``s`` -> ``s + 1``: the player on the dealer's right
(``dealer + 1``) is *mano*, is served first, speaks first; the dealer closes the auction.

>>> s = start(7, hands=("AO 3O RO CO SO 7O AC 3C RC AE 3E RE",
...                     "6O 5O 4O CC SC 7C 6C CE SE 7E 6E 5E",
...                     "5C 4C 4E AB 3B RB CB SB 7B 6B 5B 4B"), dealer=2)
>>> s.phase, SEATS[s.to_act]
(<Phase.AUCTION: 'auction'>, 'South')
>>> s = s.apply("70").apply("pass").apply("pass").apply(ChooseTrump(Suit.OROS))
>>> s.soloist, s.contract, s.trump, s.to_act
(0, 70, Suit.OROS, 0)
"""

from __future__ import annotations

import operator
import random
from collections.abc import Iterable, Sequence
from typing import Any

from ...cards import Card, CardSet, Suit, dealt_by, shuffled
from ...errors import IllegalAction, ImpossiblePosition, NotationError, Rule
from ...i18n import gettext
from ...sentences import Template
from ...sentences import seat as seat_of
from ...tricks import Trick, first_broken_duty
from .. import _shared
from .._shared import (
    PLAY_REFUSED,
    apply_all,
    evolve,
    fill_hands,
    is_legal,
    phase_name,
    random_seed,
)
from .._shared import from_json as _from_json
from ..notation import Dealt, write, write_options
from . import fast
from .actions import (
    GRAMMAR,
    MAX_BID,
    MIN_BID,
    PACKS,
    Action,
    Bid,
    ChooseTrump,
    Decline,
    Denounce,
    Pass,
    Phase,
    Play,
    Sing,
    TakeOver,
    parse_action,
)
from .rules import (
    INPUTS,
    NAME,
    SEATS,
    SUITS,
    Cante,
    SubastaoRules,
    Variant,
    broken_duty,
    cantes_of,
    chain_duties,
    inputs_of,
    parse_suit,
)
from .view import Outcome, Table, View, side_of

__all__ = ["DECK", "NAME", "Outcome", "State", "Table", "View", "from_json", "play_out", "replay", "start"]

DEFAULT_RULES = SubastaoRules()

DECK = DEFAULT_RULES.deck
"""The Spanish 36-card pack of the three-hand game (``SubastaoRules(...).deck`` gives a variant's)."""


# why an action is refused (:meth:`State.apply`)
OVER_WITH = Template("the deal is over: {outcome}")
NOT_AN_ACTION = Template("{action} is not a Subastao action")
NO_SIGNALS_ON_CARDS = Template(
    "{action} is not an action of Subastao: a card is played without signals in Subastao"
)
DENOUNCE_NONE = Template("{who} cannot denounce: no renuncio by an opponent is pending")
NOT_A_SUIT = Template("{who} cannot name {suit}: it is not a Spanish suit (oros, copas, espadas, bastos)")
WRONG_PHASE = Template("{who} cannot {action} now: the deal is in the {phase} phase")
BID_STEPS = Template("{who} cannot bid {points}: bids are multiples of 5 from {low} to {high}")
LOWEST_BID = Template("the lowest bid is {low}")
HAS_BID = Template("{bidder} has bid {points}")
BID_AT_LEAST = Template("{who} cannot bid {points}: {why}, so bid at least {low} or pass")
TAKEOVER_HIGH = Template("{who} cannot take over: {contract} + 10 is above {most}")
SING_REFUSED = Template("{who} cannot sing {what}: {why}")
ONLY_SOLOIST = Template("only the soloist's side sings")
RIGHT_AFTER = Template("cantes are sung only right after winning a trick, one per trick won")
ONE_PER_TRICK = Template("one cante per trick won: win another trick first")
FORTY_FIRST = Template("the 40 in {suit} must be sung first")
SUNG_ALREADY = Template("{what} has been sung already")
TUTE_NEEDS = Template("a tute needs the four reyes or the four caballos in hand, and a table that plays it")
BOTH_NEEDED = Template("it needs both the rey and the caballo of {suit} in hand")
PLAY_NOT_HELD = Template("{who} cannot play {card}: it is not in the hand")
HANDS_PER_SEAT = Template("give {count} hands, one per seat (None for a seat out of play)")
PACK_HOLDS = Template("the pack holds {count} cards: it must hold the {size} cards of the {deck} once each")


class State(View):
    """One deal, immutable: the view of every hand, that can act. Build it with :func:`start`; every
    :meth:`apply` validates and returns a new state."""

    __slots__ = ()  # the view's fields (a subclass of a dataclass is one, with the same fields and comparisons)

    hands: tuple[CardSet, ...]  # every hand: none hidden

    def hand(self, seat: int) -> CardSet:
        return self.hands[seat]

    # -- acting -------------------------------------------------------------------------
    def to_text(self) -> str:
        """The deal in one line (:mod:`tutor.games.notation`): the options that differ from the rules, the seed
        if the deal keeps one, the dealer, the hands as dealt and the actions so far;
        :func:`~tutor.games.subastao.from_text` (or :func:`tutor.games.from_text`) gives back an equal state.
        """
        return write(dealt(self), SEATS[: len(self.hands)])

    def is_legal(self, action: Action | str) -> bool:
        """Whether ``action`` (an action, or its text in the action grammar) is legal now: whether
        :meth:`apply` accepts it.

        >>> s = start(4)
        >>> s.is_legal("pass"), s.is_legal("bid 65"), s.is_legal("bid 50")
        (True, True, False)

        :raises NotationError: if the text names no action, or ``action`` is no action of Subastao (a typo
            is not answered "illegal").
        """
        return is_legal(self, action, parse_action)

    def apply(self, action: Action | str) -> State:
        """The state after ``action`` (a card string like ``'CC'`` plays it; ``'pass'``, ``'70'`` bid).

        :raises IllegalAction: with the rule broken and the reason, if the action is not allowed now.
        """
        seat, phase = self.to_act, self.phase
        if type(action) is Play and phase is Phase.PLAY:  # the hot path
            assert seat is not None  # somebody plays in the play phase
            return self._play(seat, action)
        if isinstance(action, str):
            action = parse_action(action, self)
            if type(action) is Play and phase is Phase.PLAY:
                assert seat is not None  # somebody plays in the play phase
                return self._play(seat, action)
        who = SEATS[seat] if seat is not None else "nobody"
        if phase is Phase.OVER:
            raise IllegalAction(
                OVER_WITH.say(outcome=str(self.outcome())), rule=Rule.GAME_OVER, seat=seat, action=action
            )
        assert seat is not None  # somebody acts until the end
        if type(action) is Play:  # out of the play phase: refused
            self._expect(Phase.PLAY, who, action)
        if type(action) is Bid or type(action) is Pass:
            return self._call(seat, who, action)
        if type(action) is ChooseTrump:
            self._expect(Phase.TRUMP, who, action)
            suit = self._suit(action, who, Rule.TRUMP_CHOICE)
            leader = self.soloist if self.rules.first_lead == "soloist" else self.order[0]
            return evolve(
                self,
                table=evolve(self.table, trump=suit),
                phase=Phase.PLAY,
                trick=Trick(leader),
                to_act=leader,
                history=(*self.history, action),
            )
        if type(action) is Sing:
            return self._sing(seat, who, action)
        if type(action) is TakeOver or type(action) is Decline:
            return self._takeover(seat, who, action)
        if type(action) is Denounce:
            if self.phase is not Phase.PLAY or not self._may_denounce(seat):
                raise IllegalAction(
                    DENOUNCE_NONE.say(seat_of(who)),
                    rule=Rule.OPTION_NOT_AVAILABLE,
                    seat=seat,
                    action=action,
                )
            return evolve(self, phase=Phase.OVER, to_act=None, history=(*self.history, action))
        raise IllegalAction(
            NOT_AN_ACTION.say(action=repr(action)), rule=Rule.UNKNOWN_ACTION, seat=seat, action=action
        )

    @staticmethod
    def _suit(action: ChooseTrump | Sing, who: str, rule: Rule) -> Suit:
        try:
            return parse_suit(action.suit)
        except (NotationError, TypeError, AttributeError):
            raise IllegalAction(
                NOT_A_SUIT.say(seat_of(who), suit=repr(action.suit)),
                rule=rule,
                seat=SEATS.index(who) if who in SEATS else None,
                action=action,
            ) from None

    def _expect(self, phase: Phase, who: str, action: Action) -> None:
        if self.phase is not phase:
            raise IllegalAction(
                WRONG_PHASE.say(seat_of(who), action=GRAMMAR.say(action), phase=phase_name(self.phase)),
                rule=Rule.WRONG_PHASE,
                seat=self.to_act,
                action=action,
            )

    def _call(self, seat: int, who: str, action: Bid | Pass) -> State:
        self._expect(Phase.AUCTION, who, action)
        high = self.high
        if type(action) is Bid:
            points = action.points
            if not isinstance(points, int) or points % 5 or points > MAX_BID:
                raise IllegalAction(
                    BID_STEPS.say(seat_of(who), points=points, low=MIN_BID, high=MAX_BID),
                    rule=Rule.BID_NOT_ALLOWED,
                    seat=seat,
                    action=action,
                )
            low = MIN_BID if high is None else high[1] + 5
            if points < low:
                if high is None:
                    why = LOWEST_BID.say(low=MIN_BID)
                else:
                    why = HAS_BID.say(bidder=gettext(SEATS[high[0]]), points=high[1])
                raise IllegalAction(
                    BID_AT_LEAST.say(seat_of(who), points=points, why=why, low=low),
                    rule=Rule.BID_TOO_LOW,
                    seat=seat,
                    action=action,
                )
            high = (seat, points)
        calls = (*self.calls, (seat, action))
        passed = {s for s, a in calls if type(a) is Pass}
        order = self.order
        if self.rules.variant is Variant.PAIRS:
            team_out = any({s, (s + 2) % 4} <= passed for s in (0, 1))
            over = len(passed) == len(order) or (high is not None and team_out)
        elif self.rules.auction == "open":
            over = len(passed) == len(order) or (high is not None and len(passed) == len(order) - 1)
        else:
            over = len(calls) == len(order)
        history = (*self.history, action)
        if not over:
            nxt = self._next(seat)
            while nxt in passed:
                nxt = self._next(nxt)
            return evolve(self, table=evolve(self.table, calls=calls, high=high), to_act=nxt, history=history)
        if high is None:
            return evolve(
                self, table=evolve(self.table, calls=calls), phase=Phase.OVER, to_act=None, history=history
            )
        soloist, contract = high
        side = side_of(self.rules, soloist)
        table = evolve(self.table, calls=calls, high=high, soloist=soloist, side=side, contract=contract)
        if self.rules.takeover:
            return evolve(self, table=table, phase=Phase.TAKEOVER, to_act=self.dealer, history=history)
        return evolve(self, table=table, phase=Phase.TRUMP, to_act=soloist, history=history)

    def _takeover(self, seat: int, who: str, action: TakeOver | Decline) -> State:
        self._expect(Phase.TAKEOVER, who, action)
        history = (*self.history, action)
        if type(action) is Decline:
            return evolve(self, phase=Phase.TRUMP, to_act=self.soloist, history=history)
        if self.contract + 10 > MAX_BID:
            raise IllegalAction(
                TAKEOVER_HIGH.say(seat_of(who), contract=self.contract, most=MAX_BID),
                rule=Rule.OPTION_NOT_AVAILABLE,
                seat=seat,
                action=action,
            )
        bidder, dealer = self.soloist, self.dealer
        assert bidder is not None  # the auction was won
        hands = list(self.hands)
        hands[dealer], hands[bidder] = hands[bidder], CardSet()
        order = tuple(dealer if s == bidder else s for s in self.order)
        table = evolve(self.table, order=order, soloist=dealer, side=1 << dealer, contract=self.contract + 10)
        return evolve(
            self, table=table, hands=tuple(hands), phase=Phase.TRUMP, to_act=dealer, history=history
        )

    def _sing(self, seat: int, who: str, action: Sing) -> State:
        self._expect(Phase.PLAY, who, action)
        suit = None if action.suit is None else self._suit(action, who, Rule.CANTE_RULE)
        what = gettext("a tute") if suit is None else gettext(suit.word)
        why = None
        if not self.side >> seat & 1:
            why = ONLY_SOLOIST.say()
        elif (self.trick is not None and self.trick.plays) or not self.winners or self.winners[-1] != seat:
            why = RIGHT_AFTER.say()
        elif type(self.history[-1]) is Sing:
            why = ONE_PER_TRICK.say()
        if why is not None:
            raise IllegalAction(
                SING_REFUSED.say(seat_of(who), what=what, why=why),
                rule=Rule.CANTE_RULE,
                seat=seat,
                action=action,
            )
        hand, trump = self.hands[seat], self.trump
        assert trump is not None  # cantes are sung in the play
        found = cantes_of(hand.mask, trump, [c.suit for c in self.sung], self.rules.tute)
        allowed = {c.suit: c for c in found}
        if suit not in allowed:
            if any(c.points == 40 and c.suit is not None for c in allowed.values()):
                why = FORTY_FIRST.say(suit=gettext(trump.word))
            elif suit in [c.suit for c in self.sung]:
                why = SUNG_ALREADY.say(what=what)
            elif suit is None:
                why = TUTE_NEEDS.say()
            else:
                why = BOTH_NEEDED.say(suit=gettext(suit.word))
            raise IllegalAction(
                SING_REFUSED.say(seat_of(who), what=what, why=why),
                rule=Rule.CANTE_RULE,
                seat=seat,
                action=action,
            )
        cante = Cante(suit, allowed[suit].points, len(self.tricks), seat)
        return evolve(self, sung=(*self.sung, cante), may_sing=False, history=(*self.history, action))

    def _play(self, seat: int, action: Play) -> State:
        """The state after ``action`` by ``seat`` (in the play phase)."""
        card = action.card
        hand = self.hands[seat]
        if action.signals:
            raise IllegalAction(
                NO_SIGNALS_ON_CARDS.say(action=repr(action)),
                rule=Rule.UNKNOWN_ACTION,
                seat=seat,
                action=action,
            )
        if not isinstance(card, Card) or not hand.mask & card.bit:
            raise IllegalAction(
                PLAY_NOT_HELD.say(seat_of(SEATS[seat]), card=str(card)),
                rule=Rule.NOT_IN_HAND,
                seat=seat,
                action=action,
            )
        renuncio, trick = self.renuncio, self.trick
        assert trick is not None  # a trick is in play in the play phase
        if not self.legal_mask() & card.bit:  # the duty it breaks, in words, only when one is broken
            binding = chain_duties(hand, trick.cards, self.trump, self.rules.strict_montar)
            broken = first_broken_duty(hand, binding, card)
            assert broken is not None  # the card is not playable: it breaks a duty
            if not self.rules.allow_renuncio:
                raise IllegalAction(
                    PLAY_REFUSED.say(seat_of(SEATS[seat]), card=card.unicode(), reason=broken_duty(broken)),
                    rule=broken.rule,
                    seat=seat,
                    action=action,
                )
            if renuncio is None:
                renuncio = seat
        table = self.table
        hands = list(self.hands)
        hands[seat] = CardSet.from_mask(hand.mask ^ card.bit)
        plays = trick.plays
        tm = fast.SUIT_MASK[SUITS.index(table.trump)]
        summary = fast.with_card(self.summary, card.bit, len(plays), tm)
        kept: fast.Summary | None = summary  # none once the trick is complete
        trick = Trick(trick.leader, (*plays, (seat, card)))
        phase, tricks, may_sing = self.phase, self.tricks, False
        order = table.order
        to_act: int | None
        if len(plays) + 1 < len(order):
            to_act = order[(order.index(seat) + 1) % len(order)]
        else:
            winner = trick.plays[summary[-1]][0]
            tricks, trick, kept = (*tricks, trick), Trick(winner), None
            left = hands[winner]
            if not left:
                phase, to_act = Phase.OVER, None
            else:
                to_act = winner
                sung = [c.suit for c in self.sung]
                may_sing = bool(table.side >> winner & 1) and bool(
                    cantes_of(left.mask, table.trump, sung, table.rules.tute)
                )
        # by position, in the fields' order (table, hands, phase, to_act, history, trick, summary, tricks, sung,
        # may_sing, renuncio): a call by keywords takes twice as long
        history = (*self.history, action)
        return State(
            table, tuple(hands), phase, to_act, history, trick, kept, tricks, self.sung, may_sing, renuncio
        )


_BIT = operator.attrgetter("bit")


def start(
    seed: int | str | None = None,
    *,
    rules: SubastaoRules | None = None,
    dealer: int | None = None,
    hands: Sequence[CardSet | str | Iterable[Card] | None] | None = None,
    pack: Sequence[Card] | None = None,
    cut_at: int | None = None,
) -> State:
    """The initial state of one deal.

    :param seed: fixes the pack order (a seeded shuffle) and the cut, unless ``pack``/``cut_at`` are given.
        Without one, a random seed (kept in the state, so the deal can still be replayed).
    :param dealer: the dealer's seat (by default seat 0, South); mano is ``dealer + 1`` (to his right).
    :param hands: given hands per seat (for lessons); the sitting-out dealer's hand is ``None`` or empty; a
        ``None`` hand of a seat in play is dealt at random (by ``seed``) from the cards the others leave.
    :param pack: the pack order before the cut (a :class:`Match` passes the gathered cards of the last deal).
    :param cut_at: where the player on the dealer's left cuts (top ``cut_at`` cards go under).
    :raises ImpossiblePosition: if the hands do not make up the pack.
    """
    seed, rules = INPUTS.seed(seed), INPUTS.options(rules, SubastaoRules, DEFAULT_RULES)
    if seed is None:
        seed = random_seed()
    n = rules.seats
    dealer = 0 if dealer is None else INPUTS.seat(dealer, what="dealer", players=n)
    order = tuple((dealer + 1 + i) % n for i in range(n))
    if rules.variant is Variant.FOUR:
        order = order[:3]  # the dealer sits out
    deck = rules.deck
    if hands is not None:
        if isinstance(hands, str) or not isinstance(hands, Sequence) or len(hands) != n:
            raise ImpossiblePosition(HANDS_PER_SEAT.say(count=n))
        sizes = [len(deck) // len(order) if s in order else 0 for s in range(n)]
        given = [() if s not in order and h is None else h for s, h in enumerate(hands)]
        filled, _ = fill_hands(given, inputs=inputs_of(deck), sizes=sizes, seed=seed)
        parsed = [CardSet(h) for h in filled]
        received = tuple(tuple(h.sorted()) for h in parsed)
    else:
        if pack is None:
            cards = shuffled(PACKS[deck.name], seed)
        else:
            cards = inputs_of(deck).cards(pack, what="a pack")
            if len(cards) != len(deck):
                raise ImpossiblePosition(PACK_HOLDS.say(count=len(cards), size=len(deck), deck=deck.name))
        if cut_at is None:
            cut_at = random.Random(f"cut:{seed}").randint(1, len(cards) - 1)
        else:  # a cut given: checked
            cut_at = INPUTS.count(cut_at, range(0, len(cards) + 1), what="cut_at")
        served = [
            get(cards) for get in dealt_by(len(cards), cut_at=cut_at, hands=len(order), packets=rules.packets)
        ]
        by_seat: list[tuple[Card, ...]] = [()] * n
        for s, got in zip(order, served, strict=True):
            by_seat[s] = got
        received = tuple(by_seat)
        parsed = [CardSet.from_mask(sum(map(_BIT, r))) for r in received]
    return State(
        table=Table(rules=rules, dealer=dealer, order=order, received=received, seed=seed),
        hands=tuple(h if s in order else CardSet() for s, h in enumerate(parsed)),
        to_act=order[0],
    )


def replay(
    seed: int | str | None,
    actions: Iterable[Action | str],
    *,
    rules: SubastaoRules | None = None,
    **given: Any,
) -> State:
    """The state after applying ``actions`` to :func:`start` ``(seed, rules=rules, **given)`` (golden deals).

    >>> replay(4, ["pass", "60", "pass", "trumps copas"]).describe()   # dealer South: East, North, South bid
    'Trick 1, trumps copas; North has 0 of 60; North to play'
    """
    state = start(seed, rules=rules, **given)
    return apply_all(state, actions)


def from_json(text: str) -> State:
    """The state :meth:`View.to_json` saved.

    :raises NotationError: if the text is not a saved Subastao state.
    """
    state: State = _from_json(text, NAME, State)
    return state


def play_out(state: State, bots: Any) -> State:
    """Let bots play until the deal is over: one bot for every seat, a sequence of bots (one per seat), or a
    function ``state -> action``.

    >>> final = play_out(start(4), lambda state: state.legal_actions()[0])   # always the first legal action
    >>> final.is_terminal, final.outcome().redeal
    (True, True)
    """
    begun: State = INPUTS.state(state, State)
    return _shared.play_out(begun, bots)


# -- the deal in one line (the reader, from_text, is in notation.py) --------------------------------------


def dealt(state: State) -> Dealt:
    """What the text of ``state`` holds (see the module's description)."""
    if not isinstance(state, State):
        raise NotationError(_shared.NOT_FULL_DEAL.say(value=repr(state), game=gettext("Subastao")))
    table = state.table
    return Dealt(
        NAME,
        write_options(state.rules),
        state.seed,
        table.dealer,
        table.received,
        None,
        (),
        tuple(str(action) for action in state.history),
    )
