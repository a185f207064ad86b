"""Errors that teach: every message says *why*, in words a learner understands.

Every error ``tutor`` raises on purpose is a :class:`TutorError`, so a caller catches that one class and
nothing else (it is a ``ValueError`` too). Three kinds of mistakes exist, each with its own exception:

* :class:`NotationError` -- the input does not name what it should: ``'ZZ' is not a card``, a suit of
  another pack, ``None`` or a number where cards are expected;
* :class:`ImpossiblePosition` -- well-formed cards, seats or counts that cannot happen in the game: a card
  twice, a card both in the hand and in the trick, a trick longer than the table, seat 7 at a table of four;
* :class:`IllegalAction` -- the action is well formed but the rules forbid it now.
  It carries a :class:`Rule` code, the seat and the action, so a widget or a lesson can
  react to the rule while showing the very same sentence to the learner.

:mod:`tutor.inputs` is where the rule functions read their inputs and raise the first two.

>>> err = IllegalAction("South cannot play 7♣: he must follow ♥ (he holds 9♥, K♥)",
...                     rule=Rule.MUST_FOLLOW_SUIT, seat="South", action="7C")
>>> err.rule
<Rule.MUST_FOLLOW_SUIT: 'must follow suit'>
>>> str(err)
'South cannot play 7♣: he must follow ♥ (he holds 9♥, K♥)'
>>> isinstance(err, TutorError), isinstance(err, ValueError)
(True, True)
"""

from __future__ import annotations

import enum
from collections.abc import Callable
from typing import Any

__all__ = ["IllegalAction", "ImpossiblePosition", "NotationError", "Rule", "TutorError"]


class Rule(enum.Enum):
    """The rule an illegal action breaks. The value is a short phrase for display."""

    # -- generic: turn, phase, possession ------------------------------------------
    NOT_YOUR_TURN = "not your turn"
    WRONG_PHASE = "not allowed at this point of the deal"
    NOT_IN_HAND = "card not in hand"
    GAME_OVER = "the deal or game is over"
    UNKNOWN_ACTION = "not an action of this game"
    # -- following and heading tricks (shared kernels) ----------------------------
    MUST_FOLLOW_SUIT = "must follow suit"
    MUST_HEAD = "must beat the best card so far"
    MUST_TRUMP = "must trump when void"
    MUST_OVERTRUMP = "must overtrump"
    # -- bidding ------------------------------------------------------------------
    BID_TOO_LOW = "bid too low"
    BID_NOT_ALLOWED = "bid not allowed"
    ALREADY_PASSED = "already passed"
    NOT_ENOUGH_TRUMPS = "not enough potential trumps"
    # -- trump making, exchanges, discards, declarations --------------------------
    TRUMP_CHOICE = "trump choice not allowed"
    REDEAL_NOT_ALLOWED = "redeal not allowed"
    EXCHANGE_RULE = "exchange rule"
    DISCARD_RULE = "discard rule"
    DECLARATION_RULE = "declaration rule"
    CANTE_RULE = "cante rule"
    SIGNAL_NOT_ALLOWED = "signal not allowed now"
    OPTION_NOT_AVAILABLE = "option not available"


class TutorError(ValueError):
    """The base of every error ``tutor`` raises on purpose: catch this, and nothing else.

    The message quotes the input and says what is allowed, in words a learner understands.

    >>> from tutor.games import satat
    >>> try:
    ...     satat.legal_plays("AS ZZ", "KH", trump="S")
    ... except TutorError as error:
    ...     print(error)
    'ZZ' is not a card: write a rank (A K Q J T 9 8 7 6 5 4 3 2, or 10) then a suit (S H D C or ♠ ♥ ♦ ♣), e.g. 'AS' or '10♥'
    """


class NotationError(TutorError):
    """Input that does not name a card, a suit, a rank or a seat (text, or a value of the wrong kind).
    The message quotes the input.

    >>> raise NotationError("'ZZ' is not a card: ranks are A K Q J T 9 8 7 6 5 4 3 2")
    Traceback (most recent call last):
    ...
    tutor.errors.NotationError: 'ZZ' is not a card: ranks are A K Q J T 9 8 7 6 5 4 3 2
    """


class ImpossiblePosition(TutorError):
    """Cards, seats or counts that are well written but cannot happen in the game: a card named twice, a
    card both in the hand and in the trick, a trick longer than the table has players, a seat or a dealer
    the table does not have, a count out of range. The message quotes the input and says what is allowed.

    >>> from tutor.cards import FRENCH_32
    >>> from tutor.inputs import Inputs
    >>> Inputs("Piquet", FRENCH_32, seats=("South", "North")).trick("QS 9S 7S", complete=True)
    Traceback (most recent call last):
    ...
    tutor.errors.ImpossiblePosition: 'QS 9S 7S' is too long for a trick of Piquet: a trick has 2 cards (one for each player)
    """


class IllegalAction(TutorError):
    """An action the rules forbid, with the rule broken and the reason in words.

    :param message: the full sentence shown to a learner.
    :param rule: the :class:`Rule` broken.
    :param seat: who tried the action (any displayable value), if known.
    :param action: the action tried, if known.
    """

    def __init__(self, message: str, *, rule: Rule, seat: Any = None, action: Any = None) -> None:
        super().__init__(message)
        self.message = message
        self.rule = rule
        self.seat = seat
        self.action = action

    def __reduce__(self) -> tuple[Callable[..., IllegalAction], tuple[Any, ...]]:
        # keep pickling (multiprocessing, copy) working with keyword arguments
        return (_rebuild_illegal_action, (self.message, self.rule, self.seat, self.action))


def _rebuild_illegal_action(message: str, rule: Rule, seat: Any, action: Any) -> IllegalAction:
    return IllegalAction(message, rule=rule, seat=seat, action=action)
