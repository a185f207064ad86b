"""Errors that teach: every message says *why*, in words a learner understands.

Two kinds of mistakes exist, and each has its own exception:

* :class:`NotationError` -- the text does not name a card (``'ZZ' is not a card``);
* :class:`IllegalAction` -- the action is well formed but the rules forbid it now.
  It carries a :class:`Rule` code, the seat and the action, so a widget or a lesson can
  react to the rule while showing the very same sentence to the learner.

>>> err = IllegalAction("South cannot play 7♣: must follow ♥ (holds 9♥, K♥)",
...                     rule=Rule.MUST_FOLLOW_SUIT, seat="South", action="7C")
>>> err.rule
<Rule.MUST_FOLLOW_SUIT: 'must follow suit'>
>>> str(err)
'South cannot play 7♣: must follow ♥ (holds 9♥, K♥)'
>>> isinstance(err, ValueError)
True
"""

from __future__ import annotations

import enum
from typing import Any

__all__ = ["IllegalAction", "NotationError", "Rule"]


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


class NotationError(ValueError):
    """Text that does not name a card, a suit or a rank. The message quotes the input.

    >>> raise NotationError("'ZZ' is not a card: ranks are A K Q J T 9 8 7 6 5 4 3 2")
    Traceback (most recent call last):
    ...
    tutor.errors.NotationError: 'ZZ' is not a card: ranks are A K Q J T 9 8 7 6 5 4 3 2
    """


class IllegalAction(ValueError):
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

    def __reduce__(self):  # keep pickling (multiprocessing, copy) working with keyword arguments
        return (_rebuild_illegal_action, (self.message, self.rule, self.seat, self.action))


def _rebuild_illegal_action(message: str, rule: Rule, seat: Any, action: Any) -> IllegalAction:
    return IllegalAction(message, rule=rule, seat=seat, action=action)
