"""The sentences of Satat's refusals: why an action is not allowed now, and the rule it breaks."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...cards import Card, CardSet, Suit
from ...errors import Rule
from ...sentences import Template
from .._shared import phase_name
from .actions import (
    GRAMMAR,
    Announce,
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
)
from .rules import Signal, TableSignals, exchange_problem, has_picture

if TYPE_CHECKING:
    from .state import State

__all__: list[str] = []


REDEAL_PICTURE = Template("a redeal is allowed only when the first five cards hold no picture (K, Q, J)")
REDEAL_LIMIT = Template("no more than {most} reshuffles in a row: choose a trump")
FACE_DOWN_ONLY = Template("in Trup Kasiet the trump is a card laid face down, not a suit named aloud")
NAME_A_SUIT = Template("a face-down trump card belongs to Trup Kasiet: name a suit")
FIRST_FIVE = Template("the face-down card must be one of the first five cards")
NO_EXCHANGE = Template("not a possible exchange")
LAST_FOUR = Template("choose a position from 1 to 4 of the last four cards")
NOT_NOW = Template("this is not allowed during the {phase}")
NOT_HELD = Template("{card} is not in the hand")
NOT_SATAT = Template(
    "{action} is not an action of Satat: play a card (e.g. 'QS') or take one of legal_actions()"
)
NOT_CARD_AND_SIGNALS = Template("{action} does not name a card and signals")
NOT_SIGNALS = Template("{action}: signals are Signal values (PILE, GRATE, VIRE)")


def why_not(state: State, action: object) -> str:
    """Why ``action`` is not allowed in ``state`` (an action of the wrong kind, or a choice the phase refuses)."""
    phase = state.phase
    if phase is Phase.MAKE_TRUMP and isinstance(action, Redeal):
        if has_picture(_mask(state.hand(state.maker))):
            return REDEAL_PICTURE.say()
        return REDEAL_LIMIT.say(most=state.rules.max_redeals)
    if phase is Phase.MAKE_TRUMP and isinstance(action, NameTrump) and state.rules.trup_kasiet:
        return FACE_DOWN_ONLY.say()
    if phase is Phase.MAKE_TRUMP and isinstance(action, HideTrump):
        if not state.rules.trup_kasiet:
            return NAME_A_SUIT.say()
        return FIRST_FIVE.say()
    if phase is Phase.EXCHANGE and isinstance(action, GiveCards) and action.cards is not None:
        deal = state.deal
        seat, trump = state.to_act, state.trump
        assert seat is not None and trump is not None  # the exchange comes after the trump, a seat to act
        problem = exchange_problem(
            _held(state.hand(seat)),
            action.cards,
            trump=trump,
            losing=seat & 1 == deal.losers,
            count=deal.exchange,
        )
        return problem or NO_EXCHANGE.say()
    if phase is Phase.TURN_BLIND and isinstance(action, TurnBlind):
        return LAST_FOUR.say()
    return NOT_NOW.say(phase=phase_name(phase))


def rule_for(state: State, action: object) -> Rule:
    """The :class:`~tutor.errors.Rule` that :func:`why_not` explains."""
    if isinstance(action, Redeal):
        return Rule.REDEAL_NOT_ALLOWED
    if isinstance(action, (NameTrump, HideTrump, UseLastFour, TurnBlind)) and state.phase in (
        Phase.MAKE_TRUMP,
        Phase.TURN_BLIND,
    ):
        return Rule.TRUMP_CHOICE
    if isinstance(action, GiveCards) and state.phase is Phase.EXCHANGE:
        return Rule.EXCHANGE_RULE
    known = (NameTrump, HideTrump, UseLastFour, Redeal, TurnBlind, GiveCards, Consent, Continue)
    return Rule.WRONG_PHASE if isinstance(action, known) else Rule.UNKNOWN_ACTION


def well_formed(action: object) -> bool:
    """Whether an action's fields have the right types (so that checking it cannot crash)."""
    if type(action) is Play:
        signals = action.signals
        return type(action.card) is Card and (
            not signals
            or (
                isinstance(signals, (frozenset, set, tuple, list)) and all(type(s) is Signal for s in signals)
            )
        )
    if type(action) is Announce:
        return type(action.signal) is Signal and action.seat in (0, 1, 2, 3)
    if type(action) is NameTrump:
        return isinstance(action.suit, Suit)
    if type(action) is HideTrump:
        return type(action.card) is Card
    if type(action) is GiveCards:
        return isinstance(action.cards, CardSet)
    if type(action) is TurnBlind:
        return type(action.position) is int
    return True


def verb(action: object) -> str:
    """What ``action`` does, as the verb after "South cannot": ``'name ♠ as trumps'``, ``'play 7♠ (pile)'``
    (the grammar's :meth:`~tutor.grammar.Grammar.say`; an action with junk in it is said as it prints).

    >>> verb(NameTrump(Suit.SPADES)), verb(Redeal()), verb(Continue(True))
    ('name ♠ as trumps', 'ask for a redeal', 'play on for 13-0')
    """
    if not well_formed(action):
        text = str(action)
        return text[0].lower() + text[1:] if text else "do that"
    return GRAMMAR.say(action)


NO_SIGNALS = Template("this table allows no signals")
USUAL_SIGNALS = Template("this table allows only Pile, Grate and the 2♥ announcement")
EVERY_SIGNAL = Template("this table allows every signal")
VIRE_WHO = Template("Vire is given only by the player whose partner led the trick")
TWO_BEFORE = Template("the 2♥ is announced before the first lead, not with a card")
LESE_BEFORE = Template("Lese is given before the partner plays, not with a card")
NOT_ALLOWED_NOW = Template("not allowed now")


def signal_refusal(signal: Signal, table: TableSignals) -> str:
    if not signal.allowed_at(table):
        return {TableSignals.NONE: NO_SIGNALS, TableSignals.USUAL: USUAL_SIGNALS}.get(
            table, EVERY_SIGNAL
        ).say()
    return {
        Signal.VIRE: VIRE_WHO,
        Signal.HEART_TWO: TWO_BEFORE,
        Signal.LESE: LESE_BEFORE,
    }.get(signal, NOT_ALLOWED_NOW).say()


def _mask(hand: CardSet | None) -> int:
    """The cards of a hand as a mask, none for a hand the view hides."""
    return 0 if hand is None else hand.mask


def _held(hand: CardSet | None) -> CardSet:
    """The cards of a hand, none for a hand the view hides."""
    return CardSet() if hand is None else hand
