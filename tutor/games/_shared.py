"""What the four games implement the same way, written once: bots given in any of the three forms, hands dealt
around the ones a caller chose, a random seed when none is given, the JSON form of a state, printed actions read
back, flat records of outcomes, the labelled facts of a table view.

See :mod:`tutor.games.protocol` for what these promise; the games import them, nothing else does.
"""

from __future__ import annotations

import dataclasses
import enum
import functools
import importlib
import json
import operator
import random
import sys
from collections.abc import Callable, Iterable, Sequence
from typing import TYPE_CHECKING, Any, NoReturn, Protocol, TypeVar

from ..cards import Card, CardRow, CardSet, Family
from ..errors import IllegalAction, ImpossiblePosition, NotationError, Rule
from ..grammar import Grammar
from ..i18n import get_language, gettext, gettext_noop, grammar, pgettext, pgettext_noop
from ..inputs import HAND_SIZE, Inputs, quote
from ..sentences import Template
from ..sentences import seat as subject
from ..tricks import Ordering
from . import MODULES
from .notation import _game
from .protocol import NOBODY, RECORD_COLUMNS

# -- the refusals' words (a Template each, said in the language spoken; the input quoted as given) -------------
ONE_BOT_A_SEAT = Template("give one bot for each of the {seats} seats, not {given}")
NOT_A_BOT = Template("{value} is not a bot: give a bot, one bot per seat, or a function state -> action")
NO_ACTION_DEAL_OVER = Template("the deal is over: there is no action to choose")
NO_ACTION_HIDDEN = Template("the cards of the seat to act are hidden in this view: no action to choose")
NOT_ACTIONS = Template(
    "actions {value} are not a list of actions: give them (or their texts) in order, e.g. {example}"
)
NOT_HANDS = Template(
    "{value} is not a list of hands: give one hand per seat (None for a hand dealt at random)"
)
HANDS_COUNT = Template("give {count} hands (None for a hand dealt at random), not {given}")
STOCK_SIZE = Template("{value} holds {cards:card}: the stock of {game} has {size} cards here")
IN_TWO_HANDS = Template("{cards} is given in two hands: the hands hold each card of the pack once")
HANDS_LEAVE = Template("the hands leave {left} cards, not {rest}")
NOT_OF_TUTOR = Template("{value} is not a part of tutor: a saved state names only tutor's own types")
NOT_SAVED_PART = Template("{value} is not part of a saved state")
NOT_SAVED = Template("{value} is not a saved state: {error}")
NOT_SAVED_OF = Template("not a saved state of {game}")
NOT_SAVED_OF_FOUND = Template("not a saved state of {game} (it is one of {found})")
SAVED_DAMAGED = Template("the saved state of {game} is damaged: {error}")
SAVED_HOLDS = Template("the saved text holds a {kind}, not a state of {game}")
CHOSEN_HINT = Template("the chosen action")
RANDOM_HINT = Template("a random legal action")
VIEW_DOES_NOT_ACT = Template("a seat's view only shows the deal; apply actions to the full state")
NOT_FULL_DEAL = Template("{value} is not a full deal of {game}: a seat's view cannot be written out")
NO_ONE_TO_ACT = Template("the deal is over: nobody is to act")
NOT_ACTION_TEXT = Template("{value} is not an action's text: write it as it prints, e.g. {example}")
HIDDEN_CARDS_OF = Template("the cards of {seat} are hidden in this view: no action to choose")

_T = TypeVar("_T")
_S = TypeVar("_S", bound="Applies")

__all__ = [
    "CANNOT",
    "DEAL_OVER",
    "MAY",
    "NOBODY_MAY",
    "NOT_DURING",
    "PLAY_REFUSED",
    "SAYS",
    "FunctionBot",
    "action_words",
    "apply_all",
    "decode",
    "encode",
    "explain",
    "facts",
    "fill_hands",
    "from_json",
    "is_legal",
    "match_over",
    "per_seat",
    "phase_name",
    "random_seed",
    "record",
    "recorded",
    "refusal",
    "seat_bots",
    "to_json",
]


def random_seed() -> int:
    """A fresh seed for ``start()`` called without one: the deal is random, and still replayable from the
    seed the state records."""
    return random.randrange(2**32)


class FunctionBot:
    """A function ``state -> action`` used as a bot: it chooses by calling the function, and explains
    nothing more than that."""

    __slots__ = ("function",)

    def __init__(self, function: Callable[[Any], Any]) -> None:
        self.function = function

    def choose(self, state: Any) -> Any:
        return self.function(state)

    def hint(self, state: Any) -> tuple[Any, str]:
        return self.function(state), CHOSEN_HINT.say()

    def aside(self, state: Any, seat: int) -> None:  # never acts out of turn
        return None

    def __repr__(self) -> str:
        return f"FunctionBot({self.function!r})"


def seat_bots(bots: Any, seats: int) -> tuple[Any, ...]:
    """One bot per seat from any of the three forms ``play_out`` takes: one bot (an object with ``choose``)
    for every seat, a sequence of bots (one per seat; any beyond the game's seats are not used), or a
    function ``state -> action`` for every seat.

    :raises NotationError: if ``bots`` is none of them.
    :raises ImpossiblePosition: if a sequence of bots is too short.
    """
    if hasattr(bots, "choose"):
        return (bots,) * seats
    if isinstance(bots, Sequence) and not isinstance(bots, str):
        if len(bots) < seats:  # more are fine: the same four bots serve a game of two, three or four
            raise ImpossiblePosition(ONE_BOT_A_SEAT.say(seats=seats, given=len(bots)))
        for bot in bots[:seats]:
            if not (hasattr(bot, "choose") or callable(bot)):
                raise NotationError(NOT_A_BOT.say(value=quote(bot)))
        return tuple(b if hasattr(b, "choose") else FunctionBot(b) for b in bots[:seats])
    if callable(bots):
        return (FunctionBot(bots),) * seats
    raise NotationError(NOT_A_BOT.say(value=quote(bots)))


class RandomBot:
    """Chooses uniformly among the legal actions of the seat to act, reproducibly from ``seed``, and never acts
    out of turn: every game's ``RandomBot`` (one class, written once).

    >>> from tutor.games import saskop
    >>> s = saskop.start(1)
    >>> RandomBot(1).choose(s) in s.legal_actions()
    True
    """

    def __init__(self, seed: int | str | None = None) -> None:
        self.rng = random.Random(seed)

    def choose(self, state: Any) -> Any:
        """A legal action for the seat to act, chosen at random.

        :raises ImpossiblePosition: if there is none: the deal is over, or a view hides the hand to act (a
            ``ValueError`` too, as every :class:`~tutor.errors.TutorError`).
        """
        if state.is_terminal or state.to_act is None:
            raise ImpossiblePosition(NO_ACTION_DEAL_OVER.say())
        legal = state.legal_actions()
        if not legal:
            raise ImpossiblePosition(NO_ACTION_HIDDEN.say())
        return self.rng.choice(legal)

    def aside(self, state: Any, seat: int) -> None:  # never acts out of turn
        return None

    def hint(self, state: Any) -> tuple[Any, str]:
        return self.choose(state), RANDOM_HINT.say()

    def __repr__(self) -> str:
        return "RandomBot()"


def play_out(state: _S, bots: Any) -> _S:
    """``state`` played to the end of its deal by ``bots`` (one bot for every seat, one per seat, or a function
    ``state -> action``: :func:`seat_bots`): what every game's ``play_out`` does, Satat's adding the actions
    taken out of turn."""
    seats = seat_bots(bots, len(state.hands))  # type: ignore[attr-defined]
    while not state.is_terminal:  # type: ignore[attr-defined]
        seat = state.to_act  # type: ignore[attr-defined]
        assert seat is not None  # a deal not over has a seat to act
        state = state.apply(seats[seat].choose(state))
    return state


# a match's bookkeeping refusals
MATCH_OVER = Template("the match is over: {match}")
NOT_THIS_GAME = Template("{deal} is not a deal of this game: play on from the match's next_deal()")
NOT_OVER_YET = Template("the deal is not over yet: a match counts a deal once its last card is played")
NOT_THE_DEAL = Template("{deal} is not the deal this match plays now: play on from its next_deal()")


def recorded(match: Any, state: Any, kind: type[Any], *, held: Any = None) -> Any:
    """The outcome of ``state``, a finished deal of the game (a ``kind``) that ``match`` may count: what every
    game's ``Match.record`` checks first. A match that holds its deal (``held``: it applies actions itself, as
    Satat's and Subastao's do) counts that deal alone, played on; the others, any finished deal.

    :raises IllegalAction: if the match is over, the deal is not over, or it is not the deal the match holds.
    """
    if match.is_over:
        raise IllegalAction(MATCH_OVER.say(match=match), rule=Rule.GAME_OVER, action=state)
    if state.__class__ is not kind:
        raise IllegalAction(
            NOT_THIS_GAME.say(deal=quote(state)),
            rule=Rule.UNKNOWN_ACTION,
            action=state,
        )
    outcome = state.outcome()
    if outcome is None:
        raise IllegalAction(
            NOT_OVER_YET.say(),
            rule=Rule.WRONG_PHASE,
            action=state,
        )
    if held is not None and (state.seed, state.dealer, state.history[: len(held.history)]) != (
        held.seed,
        held.dealer,
        held.history,
    ):
        raise IllegalAction(
            NOT_THE_DEAL.say(deal=quote(state)),
            rule=Rule.WRONG_PHASE,
            action=state,
        )
    return outcome


def match_over(match: Any) -> NoReturn:
    """What a match that has ended answers to ``next_deal``.

    :raises IllegalAction: always, saying how it ended.
    """
    raise IllegalAction(MATCH_OVER.say(match=match), rule=Rule.GAME_OVER)


class Applies(Protocol):
    """What :func:`apply_all` needs of a state: ``apply``, which returns a state of its own class."""

    def apply(self, action: Any) -> Any: ...


def apply_all(state: _S, actions: Any) -> _S:
    """``state`` after each of ``actions`` in turn (actions or their texts, as ``apply`` takes them): what every
    game's ``replay`` does after ``start``.

    :raises NotationError: if ``actions`` is not a list of actions (a text, a number...).
    """
    if isinstance(actions, (str, bytes, dict)) or not isinstance(actions, Iterable):
        raise NotationError(NOT_ACTIONS.say(value=quote(actions), example="['pass', 'pass']"))
    for action in actions:
        state = state.apply(action)
    return state  # (each apply gives a state of the same class)


def fill_hands(
    hands: Sequence[Any],
    *,
    inputs: Inputs,
    sizes: Sequence[int],
    seed: int | str | None,
    rest: int = 0,
) -> tuple[list[tuple[Card, ...]], tuple[Card, ...]]:
    """The hands a caller chose, with every ``None`` seat dealt at random (seeded) from the cards left.

    :param hands: per seat, cards (text, cards, a set: read by ``inputs``, see :mod:`tutor.inputs`) or ``None``.
    :param inputs: the game's input contract (its pack and its name, for messages).
    :param sizes: how many cards each seat holds.
    :param rest: how many cards stay undealt (a stock): they are returned after the hands.
    :raises NotationError: if a hand does not name cards of the pack.
    :raises ImpossiblePosition: if a card is given twice, or a chosen hand has the wrong size.
    """
    if isinstance(hands, str) or not isinstance(hands, Sequence):
        raise NotationError(NOT_HANDS.say(value=quote(hands)))
    if len(hands) != len(sizes):
        raise ImpossiblePosition(HANDS_COUNT.say(count=len(sizes), given=len(hands)))
    chosen: list[tuple[Card, ...] | None] = []
    seen = 0
    for seat, hand in enumerate(hands):
        if hand is None:
            chosen.append(None)
            continue
        cards = inputs.cards(hand, what="a hand")
        if len(cards) != sizes[seat]:
            size = STOCK_SIZE if seat >= len(inputs.seats) else HAND_SIZE
            raise ImpossiblePosition(
                size.say(value=quote(hand), cards=len(cards), game=inputs.game, size=sizes[seat])
            )
        twice = seen & sum(card.bit for card in cards)
        if twice:
            shown = CardSet.from_mask(twice).unicode()
            raise ImpossiblePosition(IN_TWO_HANDS.say(cards=shown))
        seen |= sum(card.bit for card in cards)
        chosen.append(cards)
    left = [c for c in inputs.deck.cards if not c.bit & seen]
    random.Random(seed).shuffle(left)
    out: list[tuple[Card, ...]] = []
    for seat, given in enumerate(chosen):
        if given is None:
            given, left = tuple(left[: sizes[seat]]), left[sizes[seat] :]
        out.append(given)
    if len(left) != rest:
        raise ImpossiblePosition(HANDS_LEAVE.say(left=len(left), rest=rest))
    return out, tuple(left)


# -- the JSON form of a state --------------------------------------------------------------------------------


@functools.cache
def _name(kind: type | Callable[..., Any]) -> str:
    """The public path of a class or function, ``'tutor.games.satat:Play'``: the shortest package of its module's
    path that offers it under its own name (in its ``__all__``), so that a saved state does not depend on the
    file a class is written in; its own module's path where no package offers it."""
    home, qualname = kind.__module__, kind.__qualname__
    head = qualname.partition(".")[0]
    parts = home.split(".")
    for end in range(1, len(parts) + 1):
        if any(part.startswith("_") for part in parts[:end]):
            break
        module = sys.modules.get(".".join(parts[:end]))
        if (
            module is not None
            and head in getattr(module, "__all__", ())
            and _resolve(module, qualname) is kind
        ):
            return f"{module.__name__}:{qualname}"
    return f"{home}:{qualname}"


def _resolve(value: Any, qualname: str) -> Any:
    for part in qualname.split("."):
        value = getattr(value, part, None)
    return value


def _load(name: str) -> Any:
    module, _, qualname = name.partition(":")
    homes = ("tutor", *MODULES.values())  # tutor's own types, and a registered game's
    if not any(module == home or module.startswith(home + ".") for home in homes):
        raise NotationError(NOT_OF_TUTOR.say(value=repr(name)))
    value: Any = importlib.import_module(module)
    for part in qualname.split("."):
        value = getattr(value, part)
    return value


def encode(value: Any) -> Any:
    """A state (or any of its parts) as plain JSON values; :func:`decode` gives it back, equal."""
    if value is None or isinstance(value, bool | int | float | str):
        return value
    if isinstance(value, enum.Enum):
        return {"enum": _name(type(value)), "name": value.name}
    if isinstance(value, Card):
        return {"card": str(value), "family": value.family.value}
    if isinstance(value, CardSet):
        family = next(iter(value)).family.value if value else Family.FRENCH.value
        return {"cardset": " ".join(str(c) for c in value), "family": family}
    if isinstance(value, CardRow):  # cards in display order: saved as the tuple they equal
        return {"tuple": [encode(v) for v in value]}
    if isinstance(value, tuple) and type(value) is not tuple:  # a named tuple
        return {"named": _name(type(value)), "items": [encode(v) for v in value]}
    if isinstance(value, tuple):
        return {"tuple": [encode(v) for v in value]}
    if isinstance(value, list):
        return [encode(v) for v in value]
    if isinstance(value, frozenset):  # in a fixed order: a set's order changes from one process to the next
        items = [encode(v) for v in value]
        return {"frozenset": sorted(items, key=lambda item: json.dumps(item, sort_keys=True))}
    if isinstance(value, dict):
        return {"dict": [[encode(k), encode(v)] for k, v in value.items()]}
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        # a field left out of comparisons is a cache, not part of the value: it is not saved
        fields = {
            f.name: encode(getattr(value, f.name)) for f in dataclasses.fields(value) if f.init and f.compare
        }
        return {"type": _name(type(value)), "fields": fields}
    if callable(value) and hasattr(value, "__qualname__"):
        return {"function": _name(value)}
    if isinstance(value, Ordering):  # what it is made from: loading makes it again by its constructor
        made_of = (value.deck, value.trump, value.suit_of, value.strength, value.top)
        return {"ordering": [encode(v) for v in made_of]}
    raise TypeError(f"cannot save {value!r} as JSON")


def decode(data: Any) -> Any:
    """The value :func:`encode` wrote."""
    if data is None or isinstance(data, bool | int | float | str):
        return data
    if isinstance(data, list):
        return [decode(v) for v in data]
    if not isinstance(data, dict):
        raise NotationError(NOT_SAVED_PART.say(value=repr(data)))
    if "enum" in data:
        return _load(data["enum"])[data["name"]]
    if "card" in data:
        return Card.parse(data["card"], data["family"])
    if "cardset" in data:
        return CardSet.parse(data["cardset"], data["family"])
    if "tuple" in data:
        return tuple(decode(v) for v in data["tuple"])
    if "named" in data:
        return _load(data["named"])(*(decode(v) for v in data["items"]))
    if "frozenset" in data:
        return frozenset(decode(v) for v in data["frozenset"])
    if "dict" in data:
        return {decode(k): decode(v) for k, v in data["dict"]}
    if "type" in data:
        return _load(data["type"])(**{k: decode(v) for k, v in data["fields"].items()})
    if "function" in data:
        return _load(data["function"])
    if "ordering" in data:
        deck, trump, suit_of, strength, top = (decode(v) for v in data["ordering"])
        return Ordering(deck, trump=trump, suit_of=suit_of, strength=strength, top=top)
    if "object" in data and data["object"] == "tutor.tricks:Ordering":  # saved before release 2: its slots
        slots = {
            name: decode(data["slots"][name]) for name in ("deck", "trump", "suit_of", "strength", "top_mask")
        }
        top = tuple(CardSet.from_mask(slots["top_mask"]))
        return Ordering(
            slots["deck"], trump=slots["trump"], suit_of=slots["suit_of"], strength=slots["strength"], top=top
        )
    raise NotationError(NOT_SAVED_PART.say(value=repr(data)))


def to_json(state: Any, game: str) -> str:
    """``state`` as JSON text: the game's name and every field of the state."""
    return json.dumps({"game": game, "state": encode(state)}, ensure_ascii=False)


def from_json(text: str | bytes, game: str, kind: type[_T]) -> _T:
    """The state :func:`to_json` saved, checked to be a state of ``game``.

    :raises NotationError: if the text is not a saved state of this game.
    """
    try:
        data = json.loads(text)
    except (TypeError, ValueError) as error:
        raise NotationError(NOT_SAVED.say(value=repr(str(text)[:40]), error=error)) from None
    if not isinstance(data, dict) or data.get("game") != game:
        found = data.get("game") if isinstance(data, dict) else None
        said = NOT_SAVED_OF_FOUND if found else NOT_SAVED_OF
        raise NotationError(said.say(game=_game(game), found=_game(str(found))))
    try:
        state = decode(data["state"])
    except (KeyError, TypeError, AttributeError, ImportError, ValueError) as error:
        raise NotationError(SAVED_DAMAGED.say(game=_game(game), error=error)) from None
    if not isinstance(state, kind):
        raise NotationError(SAVED_HOLDS.say(kind=type(state).__name__, game=_game(game)))
    return state


def _plain(value: Any) -> Any:
    if value is None or isinstance(value, bool | int | float | str):
        return value
    if isinstance(value, enum.Enum):
        return value.value if isinstance(value.value, str | int) else value.name
    if isinstance(value, CardSet):
        return " ".join(str(c) for c in value)
    return str(value)


def record(
    outcome: Any,
    game: str,
    *,
    seed: int | str | None,
    dealer: int,
    trump: Any,
    declarer: int | None,
    scores: tuple[float, float],
    tricks: tuple[int, int],
    won: bool | None,
    redeal: bool = False,
    skip: tuple[str, ...] = (),
    **extra: Any,
) -> dict[str, Any]:
    """An outcome as one flat row of plain values: the columns every game has
    (:data:`~tutor.games.protocol.RECORD_COLUMNS`), then the game's own: ``extra`` (computed properties worth a
    column), then the outcome's fields, a tuple per seat or team spread as ``name_0``, ``name_1``..., a nested
    record's fields prefixed with its name. In the game's own columns ``None`` (a seat or team that is nobody's)
    is written :data:`~tutor.games.protocol.NOBODY`.

    :param declarer: the seat whose choice the deal plays (``None``: nobody's).
    :param scores: what the declarer's side and the other side score in this deal.
    :param tricks: the tricks each of them took.
    :param won: whether the declarer's side won the deal (``None``: neither side did).
    :param skip: fields left out (a list of events, whose length varies; fields already among the common columns
        are left out without being named).
    """
    row: dict[str, Any] = {
        "game": game,
        "seed": seed,
        "dealer": dealer,
        "trump": None if trump is None else _plain(trump),
        "declarer": NOBODY if declarer is None else declarer,
        "declarer_score": scores[0],
        "defenders_score": scores[1],
        "declarer_tricks": tricks[0],
        "defenders_tricks": tricks[1],
        "winner": "nobody" if won is None else "declarer" if won else "defenders",
        "redeal": redeal,
    }
    row.update(_columns(outcome, extra, skip=(*skip, *RECORD_COLUMNS)))
    return row


def _columns(outcome: Any, extra: dict[str, Any], *, skip: tuple[str, ...]) -> dict[str, Any]:
    """The game's own columns of a record (see :func:`record`)."""
    row: dict[str, Any] = {}
    for name, value in extra.items():
        row[name] = _plain(value)
    for field in dataclasses.fields(outcome):
        if field.name in skip:
            continue
        value = getattr(outcome, field.name)
        if isinstance(value, tuple):
            for i, item in enumerate(value):
                row[f"{field.name}_{i}"] = _plain(item)
        elif dataclasses.is_dataclass(value) and not isinstance(value, type):
            for key, item in _columns(value, {}, skip=()).items():
                row[f"{field.name}_{key}"] = item
        else:
            row[field.name] = _plain(value)
    return {name: NOBODY if value is None else value for name, value in row.items()}


MAY = Template("{who} may {action}: it follows the rules")
"""What :func:`explain` says of a legal action: "East may play 6♠: it follows the rules"."""
CANNOT = Template("{who} cannot {action}: {reason}")
"""An illegal action refused, its subject the seat to act: "South cannot name ♠ as trumps: the deal is over"."""
NOBODY_MAY = Template("Nobody may {action}: {reason}")
"""An action refused when no seat is to act (the deal is over)."""
DEAL_OVER = Template("the deal is over")
"""Why nothing more may be done in a deal."""
NOT_DURING = Template("cards are not played during the {phase}")
"""Why a card may not be played now (``phase``: :func:`phase_name`)."""
PLAY_REFUSED = Template("{who} cannot play {card}: {reason}")
"""A card refused, the duty it breaks said after the seat's name: "South cannot play 7♣: he must follow ♥"."""
SAYS = Template("{who} {sentence}")
"""A seat's name, then a sentence said of it (a rule's ``'cannot play 7♣: he must follow ♥'``)."""


def phase_name(phase: enum.Enum) -> str:
    """A phase of a deal as a sentence names it (``'auction'``), in the language spoken: in the context
    ``"phase"`` (Subastao's phase ``'trump'`` is the naming of trumps, not the trump suit)."""
    return pgettext("phase", str(phase.value))


def action_words(grammar: Grammar, action: Any) -> str:
    """An action as a refusal names it: its text in English (``'show J♣'``), the grammar's words for it in
    another language (a game whose actions print as they are written)."""
    return str(action) if get_language() == "en" else grammar.say(action)


def refusal(seats: Sequence[str], seat: int | None, action: str, reason: str) -> str:
    """An illegal action refused in words: ``action`` (the grammar's words for it) and why, said of ``seat``
    (:data:`CANNOT`), or of nobody when no seat is to act (:data:`NOBODY_MAY`)."""
    if seat is None:
        return NOBODY_MAY.say(action=action, reason=reason)
    return CANNOT.say(subject(seats[seat]), action=action, reason=reason)


def acted(state: Any, action: Any, parse: Callable[[str, Any], Any]) -> Any:
    """The action ``action`` stands for in ``state``: an action as it is, its text read by ``parse`` (the game's
    ``parse_action``), a card read as its text (Piquet takes a card for a play or a discard).

    :raises NotationError: if text names no action.
    """
    if isinstance(action, str):
        return parse(action, state)
    if isinstance(action, Card):
        return parse(str(action), state)
    return action


def explain(
    state: Any, action: Any, seats: Sequence[str], *, parse: Callable[[str, Any], Any], grammar: Grammar
) -> str:
    """Why ``action`` (or its text) is allowed now or not: the rules' own sentence when it is not (the one
    :class:`~tutor.errors.IllegalAction` carries, or the :class:`~tutor.errors.NotationError` of text that
    names no action), else who may do it, said by the game's ``grammar`` ("East may play 6♠: it follows the
    rules"). The subject is the seat to act, or the seat an action names as its actor (Satat's signals given
    out of turn)."""
    try:
        state.apply(action)
        action = acted(state, action, parse)
    except (IllegalAction, NotationError) as error:
        return str(error)
    seat = getattr(action, "seat", None)  # an action given out of turn names who gives it
    if not isinstance(seat, int):
        seat = state.to_act
    who = seats[seat] if isinstance(seat, int) and 0 <= seat < len(seats) else gettext_noop("the player")
    return MAY.say(subject(who), action=grammar.say(action))


def is_legal(state: Any, action: Any, parse: Callable[[str, Any], Any]) -> bool:
    """Whether ``action`` (an action, or its text read by ``parse``) is legal now: what ``apply`` accepts.

    :raises NotationError: if the text names no action, or ``action`` is no action of the game (a typo is not
        answered "illegal").
    """
    action = acted(state, action, parse)
    try:
        state.apply(action)
    except IllegalAction as error:
        if error.rule is Rule.UNKNOWN_ACTION:
            raise NotationError(str(error)) from None
        return False
    return True


def _text(value: Any) -> str:
    return value.unicode() if isinstance(value, CardSet) else str(value)


def per_seat(values: tuple[Any, ...], seats: Sequence[str], teams: Sequence[str] | None = None) -> str:
    """Values per seat (``South 3, North 4``), or per team when there is one value per team."""
    if len(values) == len(seats):
        names: Sequence[str] = seats
    elif teams is not None and len(teams) == len(values):
        names = teams
    else:
        return " ".join(_text(v) for v in values)
    return grammar().comma.join(
        PER_SEAT.say(name=gettext(name), value=_text(v)) for name, v in zip(names, values, strict=True)
    )


def facts(
    state: Any,
    seats: Sequence[str],
    *,
    teams: Sequence[str] | None = None,
    items: Sequence[tuple[str, Any]] = (),
    trump: str = "none",
) -> list[tuple[str, str]]:
    """The situation in short labelled texts: the result or whose turn, the phase, the trump, then the game's
    own ``items`` (label, value; a tuple is a value per seat or per team; ``None`` is left out). ``trump`` says
    the trumps while the state has none, as the game's ``describe`` does (``"not named yet"``, ``"hidden"``;
    ``"none"``: a deal without trumps; said in the context ``"trump"``). The game's labels come in the language spoken (a label whose English
    word has another meaning elsewhere is said in its context: ``pgettext("noun", "bid")``)."""
    out: list[tuple[str, str]] = []
    if state.is_terminal:
        outcome = state.outcome()
        out.append((gettext("result"), str(outcome) if outcome is not None else DEAL_OVER.say()))
    elif state.to_act is not None:
        out.append((gettext("turn"), TO_ACT.say(seat=gettext(seats[state.to_act]))))
    if not state.is_terminal:
        out.append((gettext("phase"), phase_name(state.phase)))
    out.append((gettext("trump"), pgettext("trump", trump) if state.trump is None else _text(state.trump)))
    for label, value in items:
        if value is not None:
            said = per_seat(value, seats, teams) if isinstance(value, tuple) else _text(value)
            out.append((label, said))
    return out


TO_ACT = Template("{seat} to act")
"""Whose turn it is, in a state's :meth:`facts` and ``describe()``: "South to act"."""
PER_SEAT = Template("{name} {value}")
"""A value of one seat or team in a list of them: "North–South 3"."""
TRICK_SO_FAR = Template(", trick so far {cards}")
"""The cards of the trick being played, after a state's short description."""

FACT_LABELS = (
    gettext_noop("result"),
    gettext_noop("turn"),
    gettext_noop("phase"),
    gettext_noop("trump"),
    pgettext_noop("trump", "none"),
    pgettext_noop("trump", "not named yet"),
    pgettext_noop("trump", "hidden"),
)
"""The labels of every game's facts and the words of trumps not there, said of the trump suit (Spanish: "ninguno",
agreeing with "triunfo"; each game's own labels are marked where they are written)."""


_CONSTRUCTORS: dict[type, tuple[Callable[[Any], tuple[Any, ...]], dict[str, int]]] = {}
"""Per dataclass: a getter of its constructor arguments (as a tuple) and each argument's position by name."""


if TYPE_CHECKING:
    from _typeshed import DataclassInstance

_D = TypeVar("_D", bound="DataclassInstance")


def evolve(value: _D, /, **changes: Any) -> _D:
    """A copy of the dataclass instance ``value`` with ``changes``, as :func:`dataclasses.replace` makes it but
    built by position (a call by keywords takes twice as long): the states' non-play moves are made this way.

    :raises TypeError: for a name that is not one of the constructor's arguments.
    """
    cls = type(value)
    known = _CONSTRUCTORS.get(cls)
    if known is None:
        names = [f.name for f in dataclasses.fields(cls) if f.init]
        known = _CONSTRUCTORS[cls] = (operator.attrgetter(*names), {name: i for i, name in enumerate(names)})
    getter, position = known
    args = list(getter(value)) if len(position) > 1 else [getter(value)]
    try:
        for name, changed in changes.items():
            args[position[name]] = changed
    except KeyError:
        raise TypeError(f"{cls.__name__} has no argument {name!r} to change") from None
    copy: _D = cls(*args)
    return copy


def refuse_on_view(action: Any) -> NoReturn:
    """What a seat's view answers to ``apply``: it only shows the deal, the full state acts.

    :raises IllegalAction: always, saying to apply actions to the full state.
    """
    raise IllegalAction(
        VIEW_DOES_NOT_ACT.say(),
        rule=Rule.WRONG_PHASE,
        seat=None,
        action=action,
    )
