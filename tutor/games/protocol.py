"""What every game offers: the one page to read before opening a game.

Each game of :data:`tutor.games.GAMES` is a module (``tutor.games.satat``, ``saskop``, ``piquet``,
``subastao``) that satisfies :class:`GameModule`; its deals are immutable states that satisfy :class:`State`;
its bots satisfy :class:`Bot`. A type checker verifies each game against these classes
(``tutor/games/_conformance.py``, run by ``make lint``), and ``tests/test_protocol.py`` runs the same
properties on every game, so a fifth game gets them for free. The layers above (:mod:`tutor.svg`,
:mod:`tutor.lesson`, :mod:`tutor.widgets`) read games only through this protocol.

**Seats.** A seat is an ``int``, ``0 .. len(SEATS) - 1``, numbered in the order of play: seat ``i + 1``
plays after seat ``i`` (clockwise in Satat and Saskop, counter-clockwise in Subastao, alternately in Piquet).
**Seat 0 is South**, the seat drawn at the bottom of a table: the learner's seat, as the reader of a bridge
diagram is South. So ``SEATS[0] == "South"`` in every game, ``state.view(0)`` is what the learner sees, and
``start(hands=[mine, None, None, None])`` gives the learner's hand to the seat at the bottom. Partners sit
opposite: seats 0 and 2 (South–North) against 1 and 3.

**The module** (:class:`GameModule`): ``NAME``, ``DECK`` (the pack), ``SEATS`` (seat names, by number),
``INPUTS`` (its :class:`~tutor.inputs.Inputs`: the one input contract through which every public function
reads its arguments, so text, cards, sets, suits by letter, word or symbol are accepted alike, and anything
else is refused with a :class:`~tutor.errors.TutorError` quoting it); the pure rule kernels
``legal_plays(hand, trick, *, trump=, rules=)``, ``explain_play(hand, trick, card, *, trump=, rules=)`` and
``trick_winner(trick, *, trump=, rules=)`` (Piquet, which has no trumps, takes ``trump=None`` only), and
``ordering(trump, rules=None)``, the game's :class:`~tutor.tricks.Ordering` of the cards; notation:
``parse_cards(text) -> tuple[Card, ...]`` (in the order written), ``parse_suit(text) -> Suit``,
``parse_action(text, state=None)`` and ``GRAMMAR`` (its :class:`~tutor.grammar.Grammar`: how its actions are
written and read, see below); whole deals: ``start(seed=None, *, rules=None, dealer=None, hands=None)``,
``replay(seed, actions, **start_arguments)``, ``play_out(state, bots)``, ``from_json(text)``, ``from_text(text)``
(the deal's one line, below); the classes
``State``, ``View`` (below), ``Play`` (``Play(card)``),
``CARD_ACTIONS`` (the action types a click on a card takes, each with ``.card``), ``Bot``, ``RandomBot`` and
``OPTIONS``, the options class (``<Game>Rules``, a frozen dataclass whose defaults are the documented rules;
``rules=`` takes one everywhere); ``DESCRIPTION`` (:class:`~tutor.games.description.Description`, in the
package's ``about.py``): what the layers above need to know of the game (the analysis's horizon and samples and
where its adapter lives, what a seat's view shows of the hidden hands, how a drill deals, the bidding words),
said once; :func:`tutor.games.describe` finds it by the game's name, and no layer above keeps a table of the
games.

- ``start()`` without a seed deals at random; with a seed, the same deal everywhere. ``hands`` gives some
  or all hands (``None`` for a seat dealt at random, seeded, from the cards left).
- ``play_out(state, bots)`` takes one bot for every seat, a sequence of bots (one per seat), or a
  function ``state -> action`` for every seat.

**The view** (:class:`View`): what one seat sees of a deal, ``state.view(seat)``: a value of the game's class
``View``, written in the game's ``view.py``, that answers the read-only questions of a state (``to_act``,
``legal_actions()``, ``hands`` with the hands that seat may not see ``None``, ``tricks``, ``trick``, ``history``
with what it may not see censored, ``describe()``, ``explain()``...) with ``seed`` ``None`` (the seed would tell
the deal); its ``apply`` refuses with :class:`~tutor.errors.IllegalAction`: a view only reads, a state alone applies
actions. A state answers every question its view answers (``State(View)`` in Satat, Saskop and Subastao; Piquet's
state and view are two classes that both satisfy :class:`View`).

**The state** (:class:`State`): ``GAME`` (its game's module: ``tutor.games.of(state)`` finds it),
``phase``, ``to_act`` (the seat to act, ``None`` when nobody is), ``legal_actions()``, ``apply(action)`` (an
action or its printed text; always validated: :class:`~tutor.errors.IllegalAction` with ``.rule``, ``.seat``
-- the seat number -- and a sentence saying why), ``is_terminal``, ``outcome()`` (``None`` until the deal is
over; ``outcome().record()`` is a flat ``dict`` of plain values, one row of a table for pandas, whose first
columns are the same in every game: :data:`RECORD_COLUMNS`), ``seed`` (the deal's, drawn when none was given),
``view(seat)`` (what that seat may see: the other hands ``None``), ``describe()`` (a short summary, also
``str(state)``; ``repr(state)`` is short too), ``explain(action)`` (why an action is legal or not now),
``history`` (the actions applied), ``hands`` (per seat), ``trick`` and ``tricks`` (:class:`~tutor.tricks.Trick`
values), ``trump`` (``None`` when there is none), ``facts()`` (labelled short texts for a table view),
``to_json()`` (``from_json`` gives an equal state back), ``to_text()`` and ``is_legal(action)`` (both below).
States are immutable values: equal after ``pickle``, ``copy``, JSON or text, and hashable.

- ``state.explain(action)`` says why with a subject, a verb and the card's name in every game and for every
  kind of action: ``'East may play 6♠: it follows the rules'``, ``'West may name ♠ as trumps: it follows the
  rules'`` (Piquet gives the play's own reason: ``'South (elder) may play 9♠: it follows ♠ and cannot beat
  the Q♠'``); an illegal action gets the rule's reason, the sentence its ``IllegalAction`` carries.
- ``state.is_legal(action) -> bool``: an action or its text; ``True`` exactly when ``apply`` accepts it.
  **Text that names no action is not "illegal": it raises** :class:`~tutor.errors.NotationError` (quoting it,
  listing the legal actions), and so does a value that is no action of the game (``42``, another game's
  action): a typo is never answered ``False`` in silence.
- ``state.to_text()`` is **the deal in one line** (:mod:`tutor.games.notation`: the games' FEN or PBN): the game
  and its options where they differ from the rules, the seed if the deal keeps one, the dealer, the hands as
  dealt (and Piquet's stock), the game's own fields (Saskop's cut...), and the actions so far in the action
  grammar; ``<game>.from_text(text)`` and :func:`tutor.games.from_text` give back an equal state, and refuse
  bad text with a :class:`~tutor.errors.NotationError` quoting the bad part.

**Actions** (:class:`Action`) are small immutable values; ``str(action)`` is their text in **the one action
grammar** (:mod:`tutor.grammar`), the same form in every game for the same kind of action -- a verb, then what
it acts on: ``play A♠`` (one :class:`~tutor.grammar.Play` class for every game; ``play AO`` with a Spanish
card), ``bid 6``, ``pass``, ``trumps ♥``, ``discard 7♠``, ``give Q♠``, ``sing oros`` -- and parses back:
``parse_action(str(a), state) == a`` and ``state.apply(str(a)) == state.apply(a)`` in every phase. Reading is
lenient alike in every game: a card alone or ``play <card>`` plays it (or discards it in Piquet's exchange,
gives it in Satat's...), a suit word, letter or symbol names trumps where trumps are named (``'hearts'``,
``'H'``, ``'♥'``, ``'trumps hearts'``, ``'trump hearts'``), a number bids, ``yes``/``no`` answer an offer; text
that names no action gets a :class:`~tutor.errors.NotationError` quoting it and listing the legal actions.

**The phase contract** (:data:`PLAY_PHASES`, :func:`in_play`): a state's ``phase`` is an enum of the game
whose member ``PLAY`` is the play of the cards, ``CONTINUE`` a decision inside it; the layers above read the
play through these names alone.

**Matches** (:class:`Match`, optional): a game whose deals add up to a longer game offers ``Match``, deals one
after another with the running score. ``Match.start(seed, rules=)`` begins one; ``next_deal()`` is the deal to
play now, ``record(finished)`` the match with that deal counted (and the next one dealt); ``outcomes`` are the deals
finished, ``scores`` the running score (per team in a partnership game, per seat otherwise), ``is_over`` and
``winner`` (an index into ``scores``, ``None`` until the end or after a draw) say how it ended. A game module
without ``Match`` has no matches (the Whist of the tests); the property suite checks every game that has one
(``hasattr(game, "Match")``) alike.

**Bots** (:class:`Bot`): ``choose(state)`` a legal action for the seat to act, ``hint(state)`` the same
as ``(action, reason)``, legal in every position reachable by legal actions (not only the bot's own).

>>> from tutor import games
>>> from tutor.games.protocol import GameModule
>>> for name in games.GAMES[:4]:  # the games of tutor (a game registered later comes after them)
...     game: GameModule = games.get(name)
...     print(game.NAME, game.SEATS[0], len(game.DECK.cards))
satat South 52
saskop South 36
piquet South 32
subastao South 36
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any, ClassVar, Protocol, Self, TypeAlias, runtime_checkable

from ..cards import Card, CardSet, Deck, Suit
from ..grammar import Grammar
from ..inputs import Inputs
from ..tricks import Ordering, Trick
from .description import Description

__all__ = [
    "NOBODY",
    "PLAY_PHASES",
    "RECORD_COLUMNS",
    "Action",
    "Bot",
    "GameModule",
    "Match",
    "Options",
    "Outcome",
    "State",
    "View",
    "in_play",
]

PLAY_PHASES: frozenset[str] = frozenset({"PLAY", "CONTINUE"})
"""**The phase contract**: the names of the phases in which the cards are played, what the analysis, the hints and
the reviews read. Every game's card play is its phase ``PLAY`` (value ``"play"``); ``CONTINUE`` is a decision
inside the play (Satat's choice after a 7–0: play on or stop), analysed as part of it. Any other phase (an
auction, an exchange, declarations) comes before the play, and the terminal phase after it."""


def in_play(state: Any) -> bool:
    """Whether ``state`` (or a seat's view) is in the play of the cards (:data:`PLAY_PHASES`), its deal not over.

    >>> from tutor.games import saskop
    >>> s = saskop.start(1)
    >>> in_play(s), s.phase.name
    (False, 'AUCTION')
    """
    if state.is_terminal:
        return False
    return getattr(getattr(state, "phase", None), "name", None) in PLAY_PHASES


RECORD_COLUMNS: tuple[str, ...] = (
    "game",
    "seed",
    "dealer",
    "trump",
    "declarer",
    "declarer_score",
    "defenders_score",
    "declarer_tricks",
    "defenders_tricks",
    "winner",
    "redeal",
)
"""The columns every game's ``outcome().record()`` begins with, in this order (the game's own columns follow):

- ``game``: the game's module name (``'satat'``, ``'saskop'``, ``'piquet'``, ``'subastao'``);
- ``seed``: the deal's seed, as :func:`start` was given it or drew it (a whole number or a text; ``None`` only in
  a seat's view, which hides it). With chosen hands, or Subastao's gathered pack, it deals only the rest;
- ``dealer``: the dealer's seat;
- ``trump``: the trump suit's name (``'HEARTS'``, ``'OROS'``), ``None`` when the deal has none (Piquet, a deal
  thrown in);
- ``declarer``: the seat whose choice the deal plays, the one name for the four games' words: Satat's trump
  maker, Saskop's caller, Subastao's soloist (``maker``, ``caller`` and ``soloist`` stay among the game's own
  columns), Piquet's elder hand; :data:`NOBODY` when nobody chose (Saskop's uncalled game, a deal thrown in);
- ``declarer_score``, ``defenders_score``: what the declarer's side and the other side score in this deal, in the
  game's own count: deals won in Satat (1 for the side that wins the deal), game points in Saskop, points in
  Piquet and Subastao (Subastao's defenders of the three- and four-handed games each score on their own: their
  scores added up). In Saskop's uncalled game North–South stand as the declarer's side, as in
  :mod:`tutor.analysis`; Saskop's nine tricks win the whole game and score no game points (its own
  ``score_wins_game`` says so);
- ``declarer_tricks``, ``defenders_tricks``: the tricks each side took;
- ``winner``: ``'declarer'`` or ``'defenders'``, the side that won the deal, or ``'nobody'`` (a deal thrown in, a
  60-60 in Saskop, equal scores in Piquet);
- ``redeal``: the deal is thrown in or played again with no score (Saskop's 60-60, Subastao's all-pass).

A number column holds numbers only, so that pandas keeps it a number column: a seat or a team that is nobody's
(no caller, no pique, no renuncio) is :data:`NOBODY`. Only ``trump`` and ``seed`` may be ``None``.
"""

NOBODY = -1
"""In a record, the seat or team of nobody (no declarer, no caller, no pique...): a number, so that a column of
seats stays a column of whole numbers."""


@runtime_checkable
class Action(Protocol):
    """A move: an immutable, hashable value whose ``str`` is text that parses back."""

    def __str__(self) -> str: ...

    def __hash__(self) -> int: ...


class Outcome(Protocol):
    """The result of a deal."""

    def record(self) -> dict[str, Any]:
        """The result as one flat row: names to plain values (``int``, ``float``, ``str``, ``bool``), the
        :data:`RECORD_COLUMNS` first, then the game's own."""
        ...

    def __str__(self) -> str: ...


class Options(Protocol):
    """A game's options (``SatatRules``, ``SaskopRules``...): a frozen dataclass, defaults = the rules."""

    __dataclass_fields__: ClassVar[dict[str, Any]]


class View(Protocol):
    """What one seat sees of a deal: the same questions as a state, other seats' hands hidden."""

    @property
    def GAME(self) -> str:
        """The module of the game (``"tutor.games.satat"``): :func:`tutor.games.of` finds it from a state."""
        ...

    @property
    def to_act(self) -> int | None: ...

    @property
    def is_terminal(self) -> bool: ...

    @property
    def history(self) -> tuple[Any, ...]: ...

    @property
    def seed(self) -> int | str | None:
        """The seed the deal was dealt from (``start()`` draws one when given none, so a random deal can be dealt
        again); ``None`` in a seat's view, which may not know the deal. It is saved with the state."""
        ...

    @property
    def hands(self) -> Sequence[CardSet | None]:
        """Each seat's cards, ``None`` for a hand this view may not see."""
        ...

    @property
    def tricks(self) -> Sequence[Trick]:
        """The tricks finished, in order."""
        ...

    @property
    def trick(self) -> Trick | None:
        """The trick being played (``None`` or an empty trick before the play)."""
        ...

    def legal_actions(self) -> Sequence[Any]: ...


class State(View, Protocol):
    """One deal, immutable: every ``apply`` returns a new state."""

    @property
    def phase(self) -> Any:
        """The part of the deal (an enum of the game: auction, play...)."""
        ...

    @property
    def trump(self) -> Suit | None:
        """The trump suit, ``None`` when there is none (yet, or ever)."""
        ...

    def facts(self, seats: Sequence[str] | None = None) -> list[tuple[str, str]]:
        """The situation in short labelled texts (result or turn, phase, trump, the game's own figures)."""
        ...

    def apply(self, action: Any) -> Self:
        """The state after ``action`` (an action or its text), always validated.

        :raises IllegalAction: the rule broken, the seat, the action, and why.
        :raises NotationError: if text names no action.
        """
        ...

    def outcome(self) -> Outcome | None: ...

    def view(self, seat: int) -> View: ...

    def describe(self) -> str: ...

    def explain(self, action: Any) -> str: ...

    def to_json(self) -> str: ...

    def to_text(self) -> str:
        """The deal in one line (:mod:`tutor.games.notation`); the game's ``from_text`` gives it back."""
        ...

    def is_legal(self, action: Any) -> bool:
        """Whether ``action`` (an action or its text) is legal now: what ``apply`` accepts.

        :raises NotationError: if text names no action, or ``action`` is no action of the game.
        """
        ...

    def __hash__(self) -> int: ...


@runtime_checkable
class Bot(Protocol):
    """A player: a legal action for the seat to act, in any reachable position."""

    def choose(self, state: Any) -> Any: ...

    def hint(self, state: Any) -> tuple[Any, str]: ...


class Match(Protocol):
    """Deals one after another with the running score, to the game's end: Satat's tally (Satat has no end: its
    match is never over), Saskop's game to 16, Piquet's partie, Subastao's match. Immutable like a state.

    >>> from tutor.games import saskop
    >>> match = saskop.Match.start(3)
    >>> match = match.record(saskop.play_out(match.next_deal(), saskop.Bot(seed=1)))
    >>> len(match.outcomes), len(match.scores), match.is_over, match.winner
    (1, 2, False, None)
    """

    @classmethod
    def start(cls, seed: int | str | None = ..., *, rules: Any = ...) -> Self:
        """A new match from ``seed`` (each deal's seed follows from it) under ``rules``, the game's options."""
        ...

    @property
    def seed(self) -> int | str | None: ...

    @property
    def rules(self) -> Any: ...

    @property
    def outcomes(self) -> Sequence[Outcome]:
        """The outcome of each deal finished, in order (a deal thrown in among them)."""
        ...

    @property
    def scores(self) -> tuple[float, ...]:
        """The running score in the game's own count: per team in a partnership game (Satat's deals won,
        Saskop's game points), per seat otherwise (Piquet's points, Subastao's totals)."""
        ...

    @property
    def is_over(self) -> bool:
        """Whether the match has ended (``next_deal`` and ``record`` then refuse)."""
        ...

    @property
    def winner(self) -> int | None:
        """Who won (an index into :attr:`scores`), ``None`` while the match goes on or when it is drawn."""
        ...

    def next_deal(self) -> State:
        """The deal to play now (in progress, if the game's match applies actions itself).

        :raises IllegalAction: if the match is over.
        """
        ...

    def record(self, state: Any) -> Self:
        """The match with ``state``, the current deal played to its end, counted.

        :raises IllegalAction: if the deal is not over, is not the match's, or the match is over.
        """
        ...


# the protocol's own names, inside GameModule where ``Bot``, ``State`` and ``View`` are the game's classes
_Bot: TypeAlias = Bot
_State: TypeAlias = State
_View: TypeAlias = View


class GameModule(Protocol):
    """A game: its names, pack and seats, its rule kernels, notation, deals and bots."""

    @property
    def NAME(self) -> str: ...

    @property
    def DECK(self) -> Deck: ...

    @property
    def SEATS(self) -> tuple[str, ...]: ...

    @property
    def INPUTS(self) -> Inputs:
        """How the game reads its inputs (:mod:`tutor.inputs`): its name, pack and seats."""
        ...

    @property
    def GRAMMAR(self) -> Grammar:
        """How the game's actions are written and read (:mod:`tutor.grammar`)."""
        ...

    @property
    def DESCRIPTION(self) -> Description:
        """What the layers above need to know of the game, said once (:mod:`tutor.games.description`)."""
        ...

    @property
    def Bot(self) -> Callable[..., _Bot]: ...

    @property
    def RandomBot(self) -> Callable[..., _Bot]: ...

    def parse_cards(self, text: Any, /) -> tuple[Card, ...]: ...

    def parse_suit(self, text: Any, /) -> Suit: ...

    def parse_action(self, text: Any, /, state: Any = None) -> Any: ...

    def legal_plays(self, hand: Any, trick: Any, /, *, trump: Any, rules: Any = ...) -> CardSet: ...

    def explain_play(
        self, hand: Any, trick: Any, card: Any, /, *, trump: Any, rules: Any = ..., language: str | None = ...
    ) -> str: ...

    def trick_winner(self, trick: Any, /, *, trump: Any, rules: Any = ...) -> int: ...

    def ordering(self, trump: Any, /, rules: Any = ...) -> Ordering:
        """How the game sees the cards with ``trump``: each card's effective suit and strength (the shared
        :class:`~tutor.tricks.Ordering`)."""

    def start(
        self,
        seed: int | str | None = None,
        *,
        rules: Any = None,
        dealer: int | None = None,
        hands: Any = None,
    ) -> _State: ...

    def replay(self, seed: int | str | None, actions: Any, /, *, rules: Any = None) -> _State: ...

    def play_out(self, state: Any, bots: Any, /) -> _State: ...

    def from_json(self, text: str, /) -> _State: ...

    def from_text(self, text: str, /) -> _State: ...
