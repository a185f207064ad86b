"""Plain Whist, the fifth game, written in the tests alone to show what a game costs: this package, and nothing
changed elsewhere. Four seats in two partnerships (South–North against West–East), thirteen cards each, the
last card dealt names trumps; follow suit if you can; the highest trump, else the highest card of the suit led,
wins; a side scores one point per trick over six.

It registers itself (:func:`tutor.games.register`): every layer above finds it by its name.
"""

from tutor import games
from tutor.grammar import Play

from .about import DESCRIPTION
from .bot import Bot, RandomBot
from .rules import (
    DECK,
    GRAMMAR,
    INPUTS,
    NAME,
    SEATS,
    TEAMS,
    Phase,
    WhistRules,
    explain_play,
    legal_plays,
    ordering,
    parse_cards,
    parse_suit,
    trick_winner,
)
from .state import Outcome, State, View, from_json, from_text, parse_action, play_out, replay, start

CARD_ACTIONS = (Play,)
OPTIONS = WhistRules

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
    "Bot",
    "Outcome",
    "Phase",
    "Play",
    "RandomBot",
    "State",
    "View",
    "WhistRules",
    "explain_play",
    "from_json",
    "from_text",
    "legal_plays",
    "ordering",
    "parse_action",
    "parse_cards",
    "parse_suit",
    "play_out",
    "replay",
    "start",
    "trick_winner",
]

games.register(__name__, "plain whist")
