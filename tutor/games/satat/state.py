"""A whole Satat deal as an immutable state: starting one (seeded, or from given hands for a lesson), replaying,
saving and playing one out."""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import replace

from ...cards import Card, CardSet, Suit
from ...errors import IllegalAction, ImpossiblePosition, NotationError, Rule
from ...i18n import gettext
from ...inputs import quote
from ...sentences import Template
from ...sentences import seat as subject
from ...tricks import trick_winner as _trick_winner
from .. import _shared
from .._shared import (
    DEAL_OVER,
    NOT_DURING,
    SAYS,
    apply_all,
    fill_hands,
    is_legal,
    phase_name,
    random_seed,
    refusal,
    seat_bots,
)
from .._shared import from_json as _from_json
from ..notation import Dealt, write, write_options
from .actions import (
    Action,
    Announce,
    ClaimNoTrumps,
    Consent,
    Continue,
    GiveCards,
    HideTrump,
    NameTrump,
    Phase,
    Play,
    Redeal,
    TurnBlind,
    UseLastFour,
    parse_action,
)
from .messages import (
    NOT_CARD_AND_SIGNALS,
    NOT_HELD,
    NOT_SATAT,
    NOT_SIGNALS,
    rule_for,
    signal_refusal,
    verb,
    well_formed,
    why_not,
)
from .records import DealRecord, Outcome, Result, SignalRecord, shuffled_deal, split_pack
from .rules import (
    DEFAULT_RULES,
    FULL_MASK,
    INPUTS,
    NAME,
    SEATS,
    TEAMS,
    TWO_H,
    TWO_OF_HEARTS,
    SatatRules,
    Signal,
    draw_for_trump_maker,
    draw_rank,
    explain_card_play,
    has_picture,
    is_grate_true,
    is_pile_true,
    ordering,
)
from .view import View

__all__ = ["State", "View", "from_json", "play_out", "replay", "start"]

# the refusals of a deal started or played out (said in the language spoken; the input quoted as given)
NOT_PREVIOUS = Template(
    "previous {value} is not the outcome of a deal: give {outcome} of the deal before, or None for a first deal"
)
NOT_LIMIT = Template("limit {value} is not a number of moves: give a whole number, 1 or more")
NOT_ENDED = Template("the deal did not end in {limit} moves: give a larger limit (the default is 10000)")


# A seat's view and the full state are values: nothing assigns to one once it is made (``apply`` returns a
# new state), so they hash by their fields. Not ``frozen``: a frozen dataclass's ``__init__`` sets each field
# through ``object.__setattr__``, a third of the time of a play; the plain ``__init__`` of a slotted class stores
# them directly.
class State(View):
    """One deal of Satat, from the trump making to the last trick: a view of every hand (``viewer`` is
    ``None``) that can act. Immutable: :meth:`apply` returns a new state. Build one with :func:`start`.

    >>> from tutor.games.satat import start
    >>> s = start(1, dealer=0, trump="S")
    >>> s.phase, SEATS[s.to_act], len(s.hand(1))
    (Phase.PLAY, 'West', 13)
    >>> s = s.apply(s.legal_actions()[0])
    >>> len(s.trick)
    1
    """

    __slots__ = ()  # the view's fields (a subclass of a dataclass is one, with the same fields and comparisons)

    @property
    def hands(self) -> tuple[CardSet, ...]:
        """Each seat's hand."""
        hands = self._hands
        return tuple(CardSet.from_mask(hands[seat]) for seat in range(4))

    def hand(self, seat: int) -> CardSet:
        return CardSet.from_mask(self._hands[seat])

    # -- doing it ------------------------------------------------------------------------------------------
    def to_text(self) -> str:
        """The deal in one line (:mod:`tutor.games.notation`): the options that differ from the rules, the seed
        if the deal keeps one, the dealer, the hands as dealt and the actions so far;
        :func:`~tutor.games.satat.from_text` (or :func:`tutor.games.from_text`) gives back an equal state.
        """
        return write(dealt(self), SEATS)

    def is_legal(self, action: Action | str) -> bool:
        """Whether ``action`` (an action, or its text in the action grammar) is legal now: whether
        :meth:`apply` accepts it.

        >>> s = start(1, dealer=0, trump="S")
        >>> s.is_legal("2C"), s.is_legal(s.legal_actions()[0])
        (False, True)

        :raises NotationError: if the text names no action, or ``action`` is no action of Satat (a typo
            is not answered "illegal").
        """
        return is_legal(self, action, parse_action)

    def apply(self, action: Action | str) -> State:
        """The state after ``action`` (always validated).

        ``action`` may be written as text: a card (``"QS"``) to play it, cards to pass in the exchange, a
        suit (``"S"``) to name trumps.

        :raises IllegalAction: with the rule broken and the reason, if the rules forbid the action now, said in
            the language spoken (:func:`tutor.set_language`).

        >>> import tutor
        >>> state = start(seed=1).apply("trumps S").apply("AS").apply("KS")
        >>> state.apply("QH")
        Traceback (most recent call last):
        ...
        tutor.errors.IllegalAction: South cannot play Q♥: he must follow trumps (he holds J♠; the 2♥ may be played too)
        >>> with tutor.speaking("ja"):
        ...     state.apply("QH")
        Traceback (most recent call last):
        ...
        tutor.errors.IllegalAction: 南はQ♥を出せません：その人は切札をフォローしなければなりません（J♠を持っています。2♥も出せます）
        >>> with tutor.speaking("es"):
        ...     state.apply("trumps H")
        Traceback (most recent call last):
        ...
        tutor.errors.IllegalAction: Sur no puede nombrar ♥ como triunfo: no se permite durante el juego
        """
        if type(action) is Play and self.phase is Phase.PLAY:
            return self._play(action)
        if isinstance(action, str):
            action = parse_action(action, self)
            if type(action) is Play and self.phase is Phase.PLAY:
                return self._play(action)
        if type(action) not in _ACTION_TYPES or not well_formed(action):
            raise IllegalAction(
                NOT_SATAT.say(action=repr(action)),
                rule=Rule.UNKNOWN_ACTION,
                seat=self.to_act,
                action=action,
            )
        if self.phase is Phase.OVER:
            raise self._illegal(self.to_act, action, DEAL_OVER.say(), Rule.GAME_OVER)
        if isinstance(action, (Announce, ClaimNoTrumps)):
            return self._aside(action)
        if type(action) is Play:
            raise self._illegal(
                self.to_act, action, NOT_DURING.say(phase=phase_name(self.phase)), Rule.WRONG_PHASE
            )
        seat = self.to_act
        assert seat is not None  # somebody acts in every phase before the end
        if action not in self._phase_actions(seat):
            raise self._illegal(seat, action, why_not(self, action), rule_for(self, action))
        return self._phase_action(action)

    def _illegal(self, seat: int | None, action: object, reason: str, rule: Rule) -> IllegalAction:
        return IllegalAction(refusal(SEATS, seat, verb(action), reason), rule=rule, seat=seat, action=action)

    # -- play ----------------------------------------------------------------------------------------------
    def _play(self, action: Play) -> State:
        seat = self.to_act
        assert seat is not None  # somebody plays in the play phase
        card = action.card
        if type(card) is not Card:
            raise IllegalAction(
                NOT_CARD_AND_SIGNALS.say(action=repr(action)),
                rule=Rule.UNKNOWN_ACTION,
                seat=seat,
                action=action,
            )
        hands = self._hands
        hand = hands[seat]
        deal = self.deal
        if not hand & card.bit:
            raise self._illegal(seat, action, NOT_HELD.say(card=card.unicode()), Rule.NOT_IN_HAND)
        trick = self._trick
        o = deal.order
        if not self.legal_mask() & card.bit:
            rule, sentence = explain_card_play(CardSet.from_mask(hand), trick, card, o, deal.revealed)
            assert rule is not None  # the card is not legal: a rule forbids it
            raise IllegalAction(
                SAYS.say(subject(SEATS[seat]), sentence=sentence), rule=rule, seat=seat, action=action
            )
        signals = self._signals
        if action.signals:
            signals = self._record(seat, action, signals)
        left = hand ^ card.bit
        if seat == 0:
            new_hands = (left, hands[1], hands[2], hands[3])
        elif seat == 1:
            new_hands = (hands[0], left, hands[2], hands[3])
        elif seat == 2:
            new_hands = (hands[0], hands[1], left, hands[3])
        else:
            new_hands = (hands[0], hands[1], hands[2], left)
        trick = (*trick, card)
        if card is deal.hidden and not deal.revealed:
            deal = replace(deal, revealed=True)
        history = (*self.history, action)
        if len(trick) < 4:
            return State(
                self.rules,
                Phase.PLAY,
                (seat + 1) & 3,
                self.trump,
                deal,
                new_hands,
                trick,
                self._leader,
                self._done,
                self._won,
                history,
                signals,
            )
        # the trick is complete: the maker rules on it in Trup Kasiet (his ruling follows the hidden trump)
        leader = self._leader
        position = _trick_winner(trick, o)
        winner = (leader + position) & 3
        best = trick[position]
        if (
            not deal.revealed
            and best is not TWO_OF_HEARTS
            and best.suit is self.trump
            and trick[0].suit is not best.suit
        ):
            deal = replace(deal, revealed=True)  # the ruling "won as a trump" makes the trump public
        done = (*self._done, (leader, trick, winner))
        side = winner & 1
        won = (self._won[0] + 1, self._won[1]) if side == 0 else (self._won[0], self._won[1] + 1)
        if signals and any(r.signal is Signal.LESE and r.true is None for r in signals):
            signals = tuple(
                replace(r, true=r.seat == winner) if r.signal is Signal.LESE and r.true is None else r
                for r in signals
            )
        continuing = deal.continuing
        if continuing is not None:
            if side != continuing:
                return self._over(deal, new_hands, done, won, history, signals, side ^ 1, Result.ORDINARY)
            if len(done) == 13:
                return self._over(deal, new_hands, done, won, history, signals, side, Result.THIRTEEN_ZERO)
        elif won[side] == 7 and won[side ^ 1] != 0:
            return self._over(deal, new_hands, done, won, history, signals, side, Result.ORDINARY)
        seven_nil = continuing is None and won[side] == 7  # the winners choose: stop at 7-0 or play on
        return State(
            self.rules,
            Phase.CONTINUE if seven_nil else Phase.PLAY,
            winner,
            self.trump,
            deal,
            new_hands,
            (),
            winner,
            done,
            won,
            history,
            signals,
        )

    def _record(self, seat: int, action: Play, signals: tuple[SignalRecord, ...]) -> tuple[SignalRecord, ...]:
        if not well_formed(action):
            raise IllegalAction(
                NOT_SIGNALS.say(action=repr(action)),
                rule=Rule.UNKNOWN_ACTION,
                seat=seat,
                action=action,
            )
        allowed = self._play_signals(seat)
        card = action.card
        for signal in action.signals:
            if signal not in allowed:
                raise self._illegal(
                    seat, action, signal_refusal(signal, self.rules.signals), Rule.SIGNAL_NOT_ALLOWED
                )
        hands = self._hands
        played = FULL_MASK & ~(hands[0] | hands[1] | hands[2] | hands[3])
        number = len(self._done)
        out = list(signals)
        for signal in Signal:
            if signal in action.signals:
                if signal is Signal.PILE:
                    true = is_pile_true(card, played)
                elif signal is Signal.GRATE:
                    true = is_grate_true(card, hands[seat] ^ card.bit)
                else:
                    true = None
                out.append(SignalRecord(seat, signal, number, card, true))
        return tuple(out)

    def _over(
        self,
        deal: DealRecord,
        hands: tuple[int, int, int, int],
        done: tuple[tuple[int, tuple[Card, ...], int], ...],
        won: tuple[int, int],
        history: tuple[Action, ...],
        signals: tuple[SignalRecord, ...],
        winner: int,
        result: Result,
    ) -> State:
        dealer = deal.dealer
        maker_side = (dealer + 1) & 1
        if winner != maker_side:
            next_dealer = (dealer + 1) & 3
        elif result is Result.ORDINARY:
            next_dealer = dealer
        else:
            next_dealer = (dealer + 2) & 3
        exchange = 0
        if self.rules.exchange and not self.rules.trup_kasiet:
            exchange = {Result.ORDINARY: 0, Result.SEVEN_ZERO: 1, Result.THIRTEEN_ZERO: 2}[result]
        outcome = Outcome(
            winner, result, won, dealer, (dealer + 1) & 3, next_dealer, exchange, deal.seed, self.trump
        )
        deal = replace(deal, outcome=outcome)
        return State(
            self.rules,
            Phase.OVER,
            None,
            self.trump,
            deal,
            hands,
            (),
            self._leader if not done else done[-1][2],
            done,
            won,
            history,
            signals,
        )

    # -- out-of-turn actions -------------------------------------------------------------------------------
    def _aside(self, action: Announce | ClaimNoTrumps) -> State:
        seat = action.seat if isinstance(action, Announce) else (self.maker + 2) & 3
        if action not in self._asides(seat):
            if isinstance(action, ClaimNoTrumps):
                if self.rules.trup_kasiet or not self.rules.partner_redeal:
                    reason, rule = (
                        "the partner's no-trump redeal is not played at this table",
                        Rule.OPTION_NOT_AVAILABLE,
                    )
                elif not self._before_first_lead() or self.deal.claimed:
                    reason, rule = (
                        "the no-trump claim is made once, before the first lead",
                        Rule.REDEAL_NOT_ALLOWED,
                    )
                else:
                    reason, rule = "holds a trump", Rule.REDEAL_NOT_ALLOWED
            else:
                reason, rule = signal_refusal(action.signal, self.rules.signals), Rule.SIGNAL_NOT_ALLOWED
                if action.signal.allowed_at(self.rules.signals):
                    reason = {
                        Signal.HEART_TWO: "the 2♥ is announced once, before the first lead",
                        Signal.LESE: "Lese is given once, by the player whose left-hand opponent led, before "
                        "his partner plays",
                    }.get(action.signal, "this signal goes with a card played")
            raise self._illegal(seat, action, reason, rule)
        if isinstance(action, ClaimNoTrumps):
            deal = replace(self.deal, claimed=True)
            return self._evolve(phase=Phase.CONSENT, to_act=self.maker, deal=deal, action=action)
        true = bool(self._hands[seat] & TWO_H) if action.signal is Signal.HEART_TWO else None
        record = SignalRecord(seat, action.signal, len(self._done), None, true)
        return self._evolve(signals=(*self._signals, record), action=action)

    # -- the phases before play ----------------------------------------------------------------------------
    def _phase_action(self, action: Action) -> State:
        """The state after ``action``, a legal action of the phase (not a play or an out-of-turn action)."""
        if isinstance(action, NameTrump):
            return self._name_trump(action)
        if isinstance(action, HideTrump):
            return self._hide_trump(action)
        if isinstance(action, UseLastFour):
            return self._use_last_four(action)
        if isinstance(action, TurnBlind):
            return self._turn_blind(action)
        if isinstance(action, Redeal):
            return self._redeal(action)
        if isinstance(action, GiveCards):
            return self._give(action)
        if isinstance(action, Consent):
            return self._consent(action)
        if isinstance(action, Continue):
            return self._continue(action)
        raise AssertionError(f"{action!r} is not an action of a phase")  # apply dispatches the others

    def _evolve(
        self,
        *,
        action: Action,
        phase: Phase | None = None,
        to_act: int | None = None,
        trump: Suit | None = None,
        deal: DealRecord | None = None,
        hands: tuple[int, int, int, int] | None = None,
        leader: int | None = None,
        signals: tuple[SignalRecord, ...] | None = None,
    ) -> State:
        """This state after ``action``, with the fields given changed (``None``: unchanged)."""
        return State(
            self.rules,
            self.phase if phase is None else phase,
            self.to_act if to_act is None else to_act,
            self.trump if trump is None else trump,
            self.deal if deal is None else deal,
            self._hands if hands is None else hands,
            self._trick,
            self._leader if leader is None else leader,
            self._done,
            self._won,
            (*self.history, action),
            self._signals if signals is None else signals,
        )

    def _after_trump(self, trump: Suit, deal: DealRecord, action: Action) -> State:
        """The trump is fixed: everyone holds 13 cards; exchange if due, then the maker leads."""
        deal = replace(deal, order=ordering(trump))
        if deal.exchange and not self.rules.trup_kasiet:
            return self._evolve(
                phase=Phase.EXCHANGE,
                to_act=self.maker,
                trump=trump,
                deal=deal,
                hands=deal.full,
                action=action,
            )
        return self._evolve(
            phase=Phase.PLAY,
            to_act=self.maker,
            trump=trump,
            deal=deal,
            hands=deal.full,
            action=action,
            leader=self.maker,
        )

    def _name_trump(self, action: NameTrump) -> State:
        return self._after_trump(action.suit, self.deal, action)

    def _hide_trump(self, action: HideTrump) -> State:
        card = action.card
        assert card is not None  # well formed: only a view's history hides the card
        return self._after_trump(card.suit, replace(self.deal, hidden=card, revealed=False), action)

    def _use_last_four(self, action: UseLastFour) -> State:
        return self._evolve(phase=Phase.TURN_BLIND, action=action)

    def _turn_blind(self, action: TurnBlind) -> State:
        card = self.deal.blind[action.position]
        assert card is not None  # only a view hides the last four
        if self.rules.trup_kasiet:
            deal = replace(self.deal, hidden=card, revealed=False)
        else:
            deal = replace(self.deal, blind_card=card)
        return self._after_trump(card.suit, deal, action)

    def _redeal(self, action: Redeal) -> State:
        deal = replace(self.deal, redeals=self.deal.redeals + 1)
        return _deal(self.rules, deal, (*self.history, action), ())  # a new deal: earlier signals lapse

    def _give(self, action: GiveCards) -> State:
        deal = self.deal
        seat, cards = self.to_act, action.cards
        assert seat is not None and cards is not None  # a seat gives; only a view's history hides the cards
        gives = list(deal.gives)
        gives[seat] = cards.mask
        given = [mask for mask in gives if mask is not None]
        if len(given) < 4:
            return self._evolve(to_act=(seat + 1) & 3, deal=replace(deal, gives=tuple(gives)), action=action)
        hands = list(self._hands)
        for giver, mask in enumerate(given):  # losers pass to the right, winners to the left
            receiver = (giver - 1) & 3 if giver & 1 == deal.losers else (giver + 1) & 3
            hands[giver] &= ~mask
            hands[receiver] |= mask
        return self._evolve(
            phase=Phase.PLAY,
            to_act=self.maker,
            deal=replace(deal, gives=tuple(gives)),
            hands=(hands[0], hands[1], hands[2], hands[3]),
            action=action,
            leader=self.maker,
        )

    def _consent(self, action: Consent) -> State:
        if action.agree:  # all cards are redealt; this redeal does not count as a no-picture reshuffle
            deal = replace(self.deal, claimed=False)
            return _deal(self.rules, deal, (*self.history, action), ())  # a new deal: earlier signals lapse
        return self._evolve(phase=Phase.PLAY, to_act=self.maker, action=action)

    def _continue(self, action: Continue) -> State:
        seat = self.to_act
        assert seat is not None  # the winners of the first seven tricks choose
        if action.go_on:
            deal = replace(self.deal, continuing=seat & 1)
            return self._evolve(phase=Phase.PLAY, deal=deal, action=action)
        state = self._over(
            self.deal,
            self._hands,
            self._done,
            self._won,
            (*self.history, action),
            self._signals,
            seat & 1,
            Result.SEVEN_ZERO,
        )
        return state


_ACTION_TYPES = frozenset(
    (
        NameTrump,
        HideTrump,
        UseLastFour,
        TurnBlind,
        Redeal,
        GiveCards,
        Consent,
        Continue,
        Play,
        Announce,
        ClaimNoTrumps,
    )
)


# -- starting a deal -------------------------------------------------------------------------------------------


def _deal(
    rules: SatatRules,
    deal: DealRecord,
    history: tuple[Action, ...],
    signals: tuple[SignalRecord, ...],
    pack: Sequence[Card] | None = None,
) -> State:
    number = deal.number + (0 if pack is not None else 1)
    if pack is None:
        pack = shuffled_deal(deal.seed, number)
    maker = (deal.dealer + 1) & 3
    five, full, last = split_pack(pack, maker)
    deal = replace(
        deal,
        number=number,
        full=full,
        blind=last,
        blind_card=None,
        hidden=None,
        revealed=True,
        gives=(None, None, None, None),
        claimed=False,
        order=ordering(None),
    )
    return State(rules, Phase.MAKE_TRUMP, maker, None, deal, five, (), maker, (), (0, 0), history, signals)


def start(
    seed: int | str | None = None,
    *,
    rules: SatatRules | None = None,
    dealer: int | None = None,
    previous: Outcome | None = None,
    hands: Sequence[str | Sequence[Card] | None] | None = None,
    trump: Suit | str | Card | None = None,
) -> State:
    """A new deal, shuffled by ``seed`` (the cut by the dealer's right-hand neighbour changes nothing to a
    random order, so it is not modelled). The first five cards of each hand are dealt; the other eight
    follow when the trump is fixed.

    :param seed: any int or str; the same seed gives the same deal (and its redeals) everywhere. Without
        one, a random seed (kept in the state, so the deal can still be replayed).
    :param rules: the table's options (:class:`SatatRules`; by default the standard rules).
    :param dealer: the dealer (the trump maker is on his left). By default the seat ``previous`` names, or
        for a first deal the seat on the right of the winner of the draw (:func:`draw_for_trump_maker`).
    :param previous: the outcome of the previous deal: rotation and the exchange after a 7-0 or 13-0.
    :param hands: the four hands, for a lesson: each 13 cards in the order dealt (five, four, four); a
        ``None`` hand is dealt at random (by ``seed``) from the cards the others leave.
    :param trump: fix the trump at once, for a lesson (in Trup Kasiet, a card: the face-down one).
    :raises NotationError: if the hands do not name cards, or the seed is not a number or a text.
    :raises ImpossiblePosition: if the hands are not 4 × 13 different cards, or ``dealer`` is not a seat (0 to 3).

    >>> s = start(7)
    >>> s.phase, len(s.hand(s.maker))
    (Phase.MAKE_TRUMP, 5)
    """
    seed, rules = INPUTS.seed(seed), INPUTS.options(rules, SatatRules, DEFAULT_RULES)
    if seed is None:
        seed = random_seed()
    if dealer is not None:
        dealer = INPUTS.seat(dealer, what="dealer")
    if previous is not None and not isinstance(previous, Outcome):
        raise NotationError(NOT_PREVIOUS.say(value=quote(previous), outcome="state.outcome()"))
    draw: tuple[tuple[tuple[int, Card], ...], ...] = ()
    if dealer is None:
        if previous is not None:
            dealer = previous.next_dealer
        else:
            draw = draw_for_trump_maker(seed)
            maker = max(draw[-1], key=lambda d: draw_rank(d[1]))[0]
            dealer = (maker - 1) & 3
    exchange, losers = 0, None
    if previous is not None and previous.exchange and rules.exchange and not rules.trup_kasiet:
        exchange, losers = previous.exchange, previous.loser
    deal = DealRecord(seed, dealer & 3, number=0, exchange=exchange, losers=losers, draw=draw)
    pack = None
    if hands is not None:
        filled, _ = fill_hands(hands, inputs=INPUTS, sizes=(13,) * 4, seed=seed)
        pack = _pack_from_hands(filled, (dealer + 1) & 3)
    state = _deal(rules, deal, (), (), pack if pack is not None else shuffled_deal(seed, 0))
    if trump is not None:
        if rules.trup_kasiet:
            state = state.apply(HideTrump(INPUTS.card(trump, what="face-down trump card")))
        else:
            state = state.apply(NameTrump(INPUTS.suit(trump, what="trump")))
    return state


def _pack_from_hands(hands: Sequence[tuple[Card, ...]], maker: int) -> list[Card]:
    """The pack in dealing order (five, four, four from the maker) that deals ``hands``."""
    pack: list[Card] = []
    for start_at, size in ((0, 5), (5, 4), (9, 4)):
        for i in range(4):
            pack.extend(hands[(maker + i) & 3][start_at : start_at + size])
    return pack


def from_json(text: str) -> State:
    """The state :meth:`View.to_json` saved.

    :raises NotationError: if the text is not a saved Satat state.
    """
    state: State = _from_json(text, NAME, State)
    return state


def replay(
    seed: int | str | None,
    actions: Iterable[Action | str],
    *,
    rules: SatatRules | None = None,
    dealer: int | None = None,
    previous: Outcome | None = None,
    hands: Sequence[str | Sequence[Card] | None] | None = None,
    trump: Suit | str | Card | None = None,
) -> State:
    """The state after applying ``actions`` (objects or text) to ``start(seed, rules=rules, ...)`` with the
    same keyword arguments as :func:`start`."""
    state = start(seed, rules=rules, dealer=dealer, previous=previous, hands=hands, trump=trump)
    return apply_all(state, actions)


def play_out(state: State, bots: object, *, limit: int = 10_000) -> State:
    """Let ``bots`` play ``state`` to the end of the deal; returns the final state.

    ``bots``: one bot for every seat, a sequence of bots (one per seat), or a function ``state -> action``.

    Before each move, the other seats may act out of turn (the 2♥ announcement, Lese, the no-trump claim):
    each bot's ``aside(state, seat)`` is asked when such an action is open to it.
    """
    state, bots = INPUTS.state(state, State), seat_bots(bots, 4)
    if not isinstance(limit, int) or isinstance(limit, bool) or limit < 1:
        raise NotationError(NOT_LIMIT.say(value=quote(limit)))
    for _ in range(limit):
        if state.is_terminal:
            return state
        if state.phase is Phase.PLAY and (len(state._trick) == 1 or not (state._done or state._trick)):
            for seat in range(4):
                if seat != state.to_act and state.legal_actions(seat):
                    aside = getattr(bots[seat], "aside", None)  # Satat's bots may act out of turn
                    action = aside(state, seat) if aside is not None else None
                    if action is not None:
                        state = state.apply(action)
                        if state.phase is not Phase.PLAY:
                            break
            if state.is_terminal:
                return state
        acting = state.to_act
        assert acting is not None  # somebody acts until the end
        state = state.apply(bots[acting].choose(state))
    raise ImpossiblePosition(NOT_ENDED.say(limit=limit))


# -- the deal in one line (the reader, from_text, is in notation.py) --------------------------------------


def _served(pack: list[Card], seat: int, maker: int) -> tuple[Card, ...]:
    """The thirteen cards ``pack`` deals ``seat``, in the order dealt (five, four, four from the trump maker)."""
    i = (seat - maker) & 3
    return (*pack[5 * i : 5 * i + 5], *pack[20 + 4 * i : 24 + 4 * i], *pack[36 + 4 * i : 40 + 4 * i])


def _sorted(mask: int) -> tuple[Card, ...]:
    return CardSet.from_mask(mask).sorted()


def _first_deal(state: State) -> tuple[tuple[Card, ...], ...]:
    """The hands of the deal's first deal, in the order dealt: the seed's own when they are the ones in play
    (or when a redeal has replaced them), else the hands the state holds (given for a lesson), the first fives
    as the state tells them."""
    deal, maker = state.deal, state.maker
    early = state.phase in (Phase.MAKE_TRUMP, Phase.TURN_BLIND)
    pack = shuffled_deal(deal.seed, 0)
    seeded = tuple(_served(pack, seat, maker) for seat in range(4))
    if deal.number:  # redealt: the first deal only had to hold no picture in the trump maker's five
        if not has_picture(sum(card.bit for card in seeded[maker][:5])):
            return seeded
        plain = [card for card in pack if not card.is_picture][:5]  # the trump maker is served first
        pack = [*plain, *(card for card in pack if card not in plain)]
        return tuple(_served(pack, seat, maker) for seat in range(4))
    full = tuple(sum(card.bit for card in hand) for hand in seeded)
    fives = tuple(sum(card.bit for card in hand[:5]) for hand in seeded)
    if full == deal.full and pack[36:40] == list(deal.blind) and (not early or fives == state._hands):
        return seeded
    hidden = next((action.card for action in state.history if type(action) is HideTrump), None)
    hands: list[tuple[Card, ...]] = []
    for seat in range(4):
        last = tuple(card for card in deal.blind if card is not None) if seat == maker else ()
        if early:
            five = _sorted(state._hands[seat])
        else:
            first = [card for card in _sorted(deal.full[seat]) if card not in last and card is not hidden]
            five = tuple(sorted([*first[: 5 - (hidden is not None and seat == maker)],
                                 *([hidden] if hidden is not None and seat == maker else [])],
                                key=lambda card: card.index))  # fmt: skip
        middle = [card for card in _sorted(deal.full[seat]) if card not in five and card not in last]
        hands.append((*five, *middle, *last))
    return tuple(hands)


def dealt(state: State) -> Dealt:
    """What the text of ``state`` holds (see the module's description)."""
    if not isinstance(state, State):
        raise NotationError(_shared.NOT_FULL_DEAL.say(value=repr(state), game=gettext("Satat")))
    deal = state.deal
    more: list[tuple[str, str]] = []
    if deal.draw:
        more.append(("drawn", ""))
    if deal.exchange and deal.losers is not None:
        more.append(("exchange", f"{deal.exchange} by {TEAMS[deal.losers]}"))
    return Dealt(
        NAME,
        write_options(state.rules),
        deal.seed,
        deal.dealer,
        _first_deal(state),
        None,
        tuple(more),
        tuple(str(action) for action in state.history),
    )
