"""Subastao (Tute subastado): three players bid for the right to name trumps and play alone against two.

The public API lives here; the package is split into ``rules`` (cards and obligations), ``state`` (a deal and a
match), ``fast`` (a bitmask playout engine), ``bots`` and ``evaluate`` (the bid evaluator).

>>> from tutor.games import subastao
>>> subastao.legal_plays("5C 3C AO", "RC", trump=subastao.Suit.OROS)
CardSet.parse('3C', 'spanish')
"""

from ...cards import Suit
from .bots import Bot, RandomBot
from .evaluate import BidEvaluation, Simulation, SuitEstimate, evaluate_bid, simulate
from .match import Match
from .rules import (
    LAST_TRICK,
    OBLIGATIONS,
    POINTS,
    SUITS,
    Cante,
    SubastaoRules,
    Variant,
    cantes,
    card_points,
    duties,
    explain_play,
    legal_plays,
    ordering,
    parse_cards,
    parse_suit,
    trick_winner,
)
from .state import (
    MAX_BID,
    MIN_BID,
    SEATS,
    Bid,
    ChooseTrump,
    Decline,
    Denounce,
    Outcome,
    Pass,
    Phase,
    Play,
    Sing,
    State,
    TakeOver,
    parse_action,
    play_out,
    replay,
    start,
)

__all__ = [
    "LAST_TRICK",
    "MAX_BID",
    "MIN_BID",
    "OBLIGATIONS",
    "POINTS",
    "SEATS",
    "SUITS",
    "Bid",
    "BidEvaluation",
    "Bot",
    "Cante",
    "ChooseTrump",
    "Decline",
    "Denounce",
    "Match",
    "Outcome",
    "Pass",
    "Phase",
    "Play",
    "RandomBot",
    "Simulation",
    "Sing",
    "State",
    "SubastaoRules",
    "Suit",
    "SuitEstimate",
    "TakeOver",
    "Variant",
    "cantes",
    "card_points",
    "duties",
    "evaluate_bid",
    "explain_play",
    "legal_plays",
    "ordering",
    "parse_action",
    "parse_cards",
    "parse_suit",
    "play_out",
    "replay",
    "simulate",
    "start",
    "trick_winner",
]
