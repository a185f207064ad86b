"""Satat, the Mauritian trick-taking game for four in two partnerships, and its hidden-trump variant
Trup Kasiet (``SatatRules(trup_kasiet=True)``).

Deal and play are clockwise (seats 0-3: South, West, North, East, seat 0 South as in every game;
North–South against East–West). The 2♥ is
the highest card of the pack, above every trump. A deal is won by the first team to take seven tricks.

The pure rules, usable on any hand and trick:

>>> from tutor.games import satat
>>> satat.legal_plays("AS 9H 2H 4C", "KH", trump="S")
CardSet.parse('9H 2H')
>>> satat.trick_winner("KS AS 3D 2S", trump="D")
2

A whole deal as an immutable state:

>>> s = satat.start(3, dealer=3, trump="C")
>>> s.phase, satat.SEATS[s.to_act]
(Phase.PLAY, 'South')
>>> s = satat.play_out(s, [satat.RandomBot(i) for i in range(4)])
>>> s.is_terminal, max(s.tricks_won)
(True, 7)

Ambiguities of the rules file, and the readings implemented (each recommended one):
A-S1 clockwise play; A-S2 the 2♥ is an ordinary two in the draw; A-S3 a lone 2♥ counts as void in hearts
(:func:`legal_plays`); A-S4 after a 2♥ lead any trump, else any card; A-S5 the partner's no-trump redeal
does not count toward the two reshuffles and is claimed before the first lead
(``SatatRules.partner_redeal``); A-S6 only cards of the trump suit are trumps for that claim; A-S7 after a
7-0 the deal stops at the first trick the continuing team loses (an ordinary win); A-S8 when the dealer's
team wins 7-0 both roles move one seat left and the exchange applies; A-S9 a lone 2♥ is a singleton in the
exchange, "highest-ranking" is by rank only, the singleton test is made on the hand before the exchange;
A-S10 the blind card is one of the maker's own last four and stays in his hand; A-S11 Lese is given by
the player who plays last, before his partner plays; A-S12 false signals are legal (recorded, flagged by
``SignalRecord.true``); A-S13 in Trup Kasiet the face-down card must follow suit like any other and a
ruling that a card won as a trump makes the trump public; A-S14 a game has no end: :class:`Match` counts
deals, 7-0s and 13-0s; A-S15 (Court Piece, a typo) changes nothing.
"""

# Re-exports: written by scripts/reexports.py from the modules' __all__ (make reexports).
from .about import DESCRIPTION
from .actions import (
    GRAMMAR,
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
from .bot import Bot, RandomBot
from .hidden import possible_trumps, trump_clues
from .match import Game, Match, Tally
from .notation import from_text
from .records import DealRecord, Outcome, Result, SignalRecord
from .rules import (
    DECK,
    INPUTS,
    NAME,
    SEATS,
    TEAMS,
    TWO_OF_HEARTS,
    SatatRules,
    Signal,
    TableSignals,
    draw_for_trump_maker,
    draw_rank,
    exchange_choices,
    explain_play,
    legal_plays,
    ordering,
    parse_cards,
    parse_suit,
    partner,
    team,
    trick_winner,
)
from .signals import Inference, InferenceKind, inferences
from .state import State, from_json, play_out, replay, start
from .view import View

__all__ = [
    "CARD_ACTIONS",
    "DECK",
    "DESCRIPTION",
    "GRAMMAR",
    "INPUTS",
    "NAME",
    "OPTIONS",
    "SEATS",
    "TEAMS",
    "TWO_OF_HEARTS",
    "Announce",
    "Bot",
    "ClaimNoTrumps",
    "Consent",
    "Continue",
    "DealRecord",
    "Game",
    "GiveCards",
    "HideTrump",
    "Inference",
    "InferenceKind",
    "Match",
    "NameTrump",
    "Outcome",
    "Phase",
    "Play",
    "RandomBot",
    "Redeal",
    "Result",
    "SatatRules",
    "Signal",
    "SignalRecord",
    "State",
    "TableSignals",
    "Tally",
    "TurnBlind",
    "UseLastFour",
    "View",
    "draw_for_trump_maker",
    "draw_rank",
    "exchange_choices",
    "explain_play",
    "from_json",
    "from_text",
    "inferences",
    "legal_plays",
    "ordering",
    "parse_action",
    "parse_cards",
    "parse_suit",
    "partner",
    "play_out",
    "possible_trumps",
    "replay",
    "start",
    "team",
    "trick_winner",
    "trump_clues",
]
# End of the written re-exports.


CARD_ACTIONS = (Play, HideTrump)
"""The actions a click on a card of the hand takes (each holds its ``card``)."""

OPTIONS = SatatRules
"""The options class of the game (every game has one: ``tutor.games.protocol``)."""
