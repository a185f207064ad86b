"""Rubicon Piquet, as Cavendish's *Laws of Piquet* codify it: two players, 32 cards, six deals a partie.

A deal: the younger hand (the dealer) gives twelve cards each, two or three at a time, and leaves a stock
of eight. A hand dealt without king, queen or jack is a *carte blanche* (10). The elder hand exchanges one
to five cards, the younger at least one of the rest. Then both call their **point**, **sequences** and
**quatorzes and trios**; the better of each category scores all of its kind. Then twelve tricks: follow
suit, no trumps; one point for each card led and for each trick won against the lead, one more for the
last trick; ten for winning the cards (forty for a capot). Thirty in hand before the opponent scores is a
*repique* (+60); thirty in hand and play by the elder before the younger scores is a *pique* (+30).

The rules file's seed errors are read as it says: the jack exists (P1); a partie is six deals and 100
is the rubicon, not the target (P2); pip values break ties of the *point* (P3, P4); equal sequences annul
all sequences (P7); the elder may look only at the cards of his five he left (P8); capot is 40 *instead
of* 10 (P13); the younger must exchange at least one card (P14, :class:`PiquetRules` option).

>>> from tutor.games import piquet
>>> c = piquet.compare_hands("AS KS QS JS TS AH AD AC 8H 7H 8D 7C", "KH QH JH KD QD JD KC QC JC 9S 8S 7S")
>>> print(c)
Point: elder scores 5 (point of five (51) in ♠)
Sequences: elder scores 15 (quint major in ♠)
Quatorzes and trios: elder scores 14 (quatorze of aces)
Repique: elder (+60)
Elder 94, younger 0 in hand
>>> end = piquet.play_out(piquet.start(1), (piquet.Bot(seed=1), piquet.RandomBot(1)))
>>> end.is_terminal, len(end.tricks)
(True, 12)

The parts: :mod:`~tutor.games.piquet.rules` (the pack, options, the play of a trick),
:mod:`~tutor.games.piquet.declarations` (point, sequences, sets, comparing two hands, repique),
:mod:`~tutor.games.piquet.calling` (the dialogue, sinking), :mod:`~tutor.games.piquet.actions` and
:mod:`~tutor.games.piquet.state` (a deal: exchange, declarations, play, pique, the cards),
:mod:`~tutor.games.piquet.match` (a partie: six deals and the rubicon), :mod:`~tutor.games.piquet.bot`,
:mod:`~tutor.games.piquet.exchange` (what a discard is worth, tried on random deals; what it breaks).

Irregularities (misdeals, wrong numbers of cards, miscalls and their penalties) are not modelled: the
state only offers legal actions. Piquet au cent (100 up) is a different game and is not included.
"""

# Re-exports: written by scripts/reexports.py from the modules' __all__ (make reexports).
from .about import DESCRIPTION
from .actions import GRAMMAR, Cut, DealOutcome, Discard, Look, Outcome, Phase, Play, TakeIn, cut_for_deal
from .bot import Bot, RandomBot
from .calling import Answer, Call, Calling, Dialogue, Line, Sink, Step, Word, dialogue
from .declarations import (
    CategoryResult,
    Combination,
    Comparison,
    Kind,
    Role,
    Score,
    ScoreEvent,
    best_call,
    compare_hands,
    is_carte_blanche,
    point,
    repique,
    sequences,
    sets,
)
from .exchange import DiscardEstimate, discard_reasons, estimate_discard
from .match import Match, Partie, Settlement, play_partie, settle
from .notation import from_text
from .rules import (
    ALL_CARDS,
    DECK,
    DEFAULT_RULES,
    INPUTS,
    NAME,
    PIPS,
    RANKS,
    SEATS,
    SUITS,
    PiquetRules,
    explain_play,
    legal_plays,
    ordering,
    parse_card,
    parse_cards,
    parse_suit,
    trick_winner,
)
from .state import Aside, Setup, State, from_json, parse_action, play_out, replay, start
from .view import View

__all__ = [
    "ALL_CARDS",
    "CARD_ACTIONS",
    "DECK",
    "DEFAULT_RULES",
    "DESCRIPTION",
    "GRAMMAR",
    "INPUTS",
    "NAME",
    "OPTIONS",
    "PIPS",
    "RANKS",
    "SEATS",
    "SUITS",
    "Answer",
    "Aside",
    "Bot",
    "Call",
    "Calling",
    "CategoryResult",
    "Combination",
    "Comparison",
    "Cut",
    "DealOutcome",
    "Dialogue",
    "Discard",
    "DiscardEstimate",
    "Kind",
    "Line",
    "Look",
    "Match",
    "Outcome",
    "Partie",
    "Phase",
    "PiquetRules",
    "Play",
    "RandomBot",
    "Role",
    "Score",
    "ScoreEvent",
    "Settlement",
    "Setup",
    "Sink",
    "State",
    "Step",
    "TakeIn",
    "View",
    "Word",
    "best_call",
    "compare_hands",
    "cut_for_deal",
    "dialogue",
    "discard_reasons",
    "estimate_discard",
    "explain_play",
    "from_json",
    "from_text",
    "is_carte_blanche",
    "legal_plays",
    "ordering",
    "parse_action",
    "parse_card",
    "parse_cards",
    "parse_suit",
    "play_out",
    "play_partie",
    "point",
    "repique",
    "replay",
    "sequences",
    "sets",
    "settle",
    "start",
    "trick_winner",
]
# End of the written re-exports.


CARD_ACTIONS = (Play, Discard)
"""The actions a click on a card of the hand takes (each holds its ``card``)."""

OPTIONS = PiquetRules
"""The options class of the game (every game has one: ``tutor.games.protocol``)."""
