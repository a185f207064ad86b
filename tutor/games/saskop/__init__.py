"""Saskop ("Sasscoop", Sasku, Lambapea): the Estonian four-hand partnership game of the Schafkopf family.

Every king, queen and jack is a trump, so the trumps are 18 cards: (by default) the 6 of the trump suit,
the four kings, queens and jacks (♣ ♠ ♥ ♦ within each rank), then A 10 9 8 7 of the trump suit. A plain
suit holds only A 10 9 8 7 6. A bid is a count of trumps, 5 to 9; diamonds score double.

The package is split in seven modules: :mod:`.rules` (pure rule kernels, bids, points, the score table),
:mod:`.actions`, :mod:`.state` (a deal as an immutable state, with its precomputed tables in ``tables``),
:mod:`.playout` (replays, bot play-outs, fast random rollouts), :mod:`.game` (a game to 16) and :mod:`.bot`.

>>> from tutor.games import saskop
>>> from tutor.cards import Suit
>>> saskop.trick_winner("AH JD", trump=Suit.HEARTS)
1
>>> s = saskop.start(11, rules=saskop.SaskopRules(picture_giving=False), dealer=0)
>>> s.describe()
'Auction: no bid yet; East to act'
"""

from .actions import *  # noqa: F403
from .actions import __all__ as _actions_all
from .bot import *  # noqa: F403
from .bot import __all__ as _bot_all
from .game import *  # noqa: F403
from .game import __all__ as _game_all
from .playout import *  # noqa: F403
from .playout import __all__ as _playout_all
from .rules import *  # noqa: F403
from .rules import __all__ as _rules_all
from .state import *  # noqa: F403
from .state import __all__ as _state_all

__all__ = [*_rules_all, *_actions_all, *_state_all, *_playout_all, *_game_all, *_bot_all]
