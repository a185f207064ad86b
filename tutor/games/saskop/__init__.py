"""Saskop ("Sasscoop", Sasku, Lambapea): the Estonian four-hand partnership game of the Schafkopf family.

Every king, queen and jack is a trump, so the trumps are 18 cards: (by default) the 6 of the trump suit,
the four kings, queens and jacks (♣ ♠ ♥ ♦ within each rank), then A 10 9 8 7 of the trump suit. A plain
suit holds only A 10 9 8 7 6. A bid is a count of trumps, 5 to 9; diamonds score double.

The package is split in six modules: :mod:`.rules` (pure rule kernels, bids, points, the score table),
:mod:`.actions`, :mod:`.state` (a deal as an immutable state, with its precomputed tables in :mod:`.tables`;
replays, bot play-outs, fast random rollouts), :mod:`.match` (a game to 16) and :mod:`.bot`.

>>> from tutor.games import saskop
>>> from tutor.cards import Suit
>>> saskop.trick_winner("AH JD", trump=Suit.HEARTS)
1
>>> s = saskop.start(11, rules=saskop.SaskopRules(picture_giving=False), dealer=0)
>>> s.describe()
'Auction: no bid yet; West to act'
"""

# Re-exports: written by scripts/reexports.py from the modules' __all__ (make reexports).
from .about import DESCRIPTION
from .actions import (
    GRAMMAR,
    Action,
    Bid,
    Decline,
    DiamondOverride,
    NameTrump,
    Pass,
    Phase,
    Play,
    ShowPicture,
    Signal,
    SignalMark,
    TakePicture,
    parse_action,
)
from .bot import Bot, RandomBot
from .match import Game, Match, play_game
from .notation import from_text
from .rules import (
    CARD_POINTS,
    CLASSIC_SUIT_ORDER,
    DECK,
    INPUTS,
    NAME,
    SEATS,
    SEED_SUIT_ORDER,
    TEAMS,
    DealScore,
    SaskopRules,
    biddable_suits,
    can_call_emergency,
    card_points,
    effective_suit,
    explain_play,
    game_points,
    legal_plays,
    ordering,
    parse_cards,
    parse_suit,
    plain_ranking,
    possible_bids,
    potential_trumps,
    trick_winner,
    trump_ranking,
)
from .state import State, from_json, play_out, replay, rollout, start
from .view import Outcome, SaskopOutcome, View

__all__ = [
    "CARD_ACTIONS",
    "CARD_POINTS",
    "CLASSIC_SUIT_ORDER",
    "DECK",
    "DESCRIPTION",
    "GRAMMAR",
    "INPUTS",
    "NAME",
    "OPTIONS",
    "SEATS",
    "SEED_SUIT_ORDER",
    "TEAMS",
    "Action",
    "Bid",
    "Bot",
    "DealScore",
    "Decline",
    "DiamondOverride",
    "Game",
    "Match",
    "NameTrump",
    "Outcome",
    "Pass",
    "Phase",
    "Play",
    "RandomBot",
    "SaskopOutcome",
    "SaskopRules",
    "ShowPicture",
    "Signal",
    "SignalMark",
    "State",
    "TakePicture",
    "View",
    "biddable_suits",
    "can_call_emergency",
    "card_points",
    "effective_suit",
    "explain_play",
    "from_json",
    "from_text",
    "game_points",
    "legal_plays",
    "ordering",
    "parse_action",
    "parse_cards",
    "parse_suit",
    "plain_ranking",
    "play_game",
    "play_out",
    "possible_bids",
    "potential_trumps",
    "replay",
    "rollout",
    "start",
    "trick_winner",
    "trump_ranking",
]
# End of the written re-exports.


CARD_ACTIONS = (Play,)
"""The actions a click on a card of the hand takes (each holds its ``card``)."""

OPTIONS = SaskopRules
"""The options class of the game (every game has one: ``tutor.games.protocol``)."""
