"""Subastao (Tute subastado): three players bid for the right to name trumps and play alone against two.

The package is split into ``rules`` (cards, options, obligations, cantes), ``state`` (one deal), ``match``
(deals to 500, the pack carried over), ``fast`` (a bitmask playout engine), ``bots`` and ``evaluate`` (the bid
evaluator); everything public is importable from here.

How the ambiguities of the rules file are read (the option, where there is one, in brackets):

* T1 auction: one round, mano first, the dealer closes [``auction='open'``: round the table, pass is final];
* T2 all pass: thrown in, no score, the deal passes to the right; T3 the soloist leads [``first_lead='mano'``];
* T4 deal: packets of 6 counter-clockwise from mano after a cut by the dealer's left, no shuffle
  [``shuffle=True``]; the next pack is the last deal's cards gathered (:meth:`~tutor.games.subastao.view.View.gathered`, :class:`Match`);
* T5 montar: beat the best card of the suit led; lapses once the trick is trumped [``strict_montar=True``];
* T6 contrafallar: void and unable to overtrump, any card; T7 no exception for a fellow defender;
* T8 cantes: soloist's side only, right after winning a trick, R and C in hand, 40 first, one per trick won;
* T9 no tute [``tute=<points>``]; T10 failure [``failure_mode='split'`` (default) or ``'each'``];
* T11 the dealer's +10 takeover: unconfirmed house rule [``variant='four', takeover=True``];
* T12/T13 A 11, 3 10, R 4, C 3, S 2, the rest 0: 120, + 10 for the last trick, up to 230 with four cantes;
* T14 renuncio: refused with the obligation named; [``allow_renuncio=True``: accepted, and it loses the deal
  for the offender's side only if an opponent denounces it].

>>> from tutor.games import subastao
>>> subastao.legal_plays("5C 3C AO", "RC", trump=subastao.Suit.OROS)
CardSet.parse('3C', 'spanish')
"""

from ...cards import Suit

# Re-exports: written by scripts/reexports.py from the modules' __all__ (make reexports).
from .about import DESCRIPTION
from .actions import (
    GRAMMAR,
    MAX_BID,
    MIN_BID,
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
from .bot import Bot, RandomBot
from .evaluate import BidEvaluation, Simulation, SuitEstimate, evaluate_bid, simulate
from .match import Match
from .notation import from_text
from .rules import (
    CANTE,
    CANTE_IN_TRUMPS,
    INPUTS,
    LAST_TRICK,
    OBLIGATIONS,
    POINTS,
    SEATS,
    SUITS,
    Auction,
    Cante,
    FailureMode,
    FirstLead,
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
from .state import DECK, NAME, State, from_json, play_out, replay, start
from .view import Outcome, Table, View

__all__ = [
    "CANTE",
    "CANTE_IN_TRUMPS",
    "CARD_ACTIONS",
    "DECK",
    "DESCRIPTION",
    "GRAMMAR",
    "INPUTS",
    "LAST_TRICK",
    "MAX_BID",
    "MIN_BID",
    "NAME",
    "OBLIGATIONS",
    "OPTIONS",
    "POINTS",
    "SEATS",
    "SUITS",
    "Auction",
    "Bid",
    "BidEvaluation",
    "Bot",
    "Cante",
    "ChooseTrump",
    "Decline",
    "Denounce",
    "FailureMode",
    "FirstLead",
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
    "Table",
    "TakeOver",
    "Variant",
    "View",
    "cantes",
    "card_points",
    "duties",
    "evaluate_bid",
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
    "simulate",
    "start",
    "trick_winner",
]
# End of the written re-exports.


CARD_ACTIONS = (Play,)
"""The actions a click on a card of the hand takes (each holds its ``card``)."""

OPTIONS = SubastaoRules
"""The options class of the game (every game has one: ``tutor.games.protocol``)."""
