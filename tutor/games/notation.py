"""A deal in one line: the games' text form of a whole deal and its history, as FEN is for a chess position and
PBN for a bridge deal. ``state.to_text()`` writes it in every game, ``<game>.from_text(text)`` and
:func:`tutor.games.from_text` read it back to an equal state.

>>> from tutor.games import saskop
>>> state = saskop.replay(7, ["bid 6", "pass", "pass", "pass", "trumps hearts"], dealer=3, cut_at=10,
...                       hands=["AS AH KH QH JH TH 9H 8H 7H", "KS QS JS TS 9S 8S 7S 6S 6H",
...                              "AC KC QC JC TC 9C 8C 7C 6C", "AD KD QD JD TD 9D 8D 7D 6D"],
...                       rules=saskop.SaskopRules(picture_giving=False))
>>> print(state.to_text())
saskop picture_giving=no | seed 7 | dealer East | South AS AH KH QH JH TH 9H 8H 7H | West KS QS JS TS 9S 8S 7S 6S 6H | North AC KC QC JC TC 9C 8C 7C 6C | East AD KD QD JD TD 9D 8D 7D 6D | cut 10 | actions bid 6; pass; pass; pass; trumps ♥
>>> saskop.from_text(state.to_text()) == state
True

The fields, apart by ``|``, in this order:

1. the game's name, then each option that differs from the game's rules as ``name=value`` (``yes``/``no``, a
   number, an option's word: ``satat trup_kasiet=yes signals=all``);
2. ``seed <seed>``, if the deal keeps the seed it was shuffled with (a number, or a text in double quotes);
3. ``dealer <seat>``, the seat's name;
4. one field per seat, in seat order: the seat's name and its cards **as dealt**, in notation (``AS 10H``), in the
   order dealt where the game's rules make it matter (Satat's five cards first, the trump maker's last four in
   the order dealt); a seat dealt no cards (Subastao's sitting-out dealer) has its name alone;
5. ``stock <cards>`` where the game has one (Piquet's eight, top first);
6. the game's own fields, each a word and its value (Saskop's ``cut 10``, Piquet's ``cut A♠ 7♥``...);
7. ``actions <action>; <action>; ...``: the actions so far, in the action grammar (:mod:`tutor.grammar`), if
   any.

Reading is as lenient as the rest of tutor (cards and suits any way :mod:`tutor.inputs` reads them, names in any
case); anything that does not read is refused with a :class:`~tutor.errors.NotationError` quoting the bad part,
and an action the rules refuse with one naming the action and the rule's reason.
"""

from __future__ import annotations

import dataclasses
import enum
import json
import re
import types
import typing
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

from ..cards import Card, Suit
from ..errors import NotationError, TutorError
from ..i18n import get_language, gettext
from ..inputs import Inputs
from ..sentences import Template

__all__ = ["Dealt", "from_text", "read", "read_options", "write", "write_options"]

# -- the refusals' words (a Template each, said in the language spoken; the text and the notation quoted as typed) --
NONE_OF_ITS_VALUES = Template("{shown} does not read: {value} is none of its values")
WRITE_YES_OR_NO = Template("{shown} does not read: write {yes} or {no}")
WRITE_A_WHOLE_NUMBER = Template("{shown} does not read: write a whole number")
THE_CHOICES_ARE = Template("{shown} does not read: the choices are {words}")
WRITE_SUIT_LETTERS = Template("{shown} does not read: write suit letters, e.g. CSHD")
CANNOT_SET = Template("{shown} is an option the text form cannot set")
NOT_AN_OPTION = Template("{shown} is not an option of {kind}: its options are {names}")
NOT_TOGETHER = Template("the options {shown} do not go together: {error}")
SEED_NOT_CLOSED = Template("{value} opens a quoted seed it does not close")
NOT_A_SEED = Template("{field} does not read: a seed is a whole number or a text in double quotes")
NOT_A_SEAT = Template("{shown} does not read: {word} is not a seat (the seats are {seats})")
NOT_TEXT_OF_A_DEAL = Template("{value} is not the text of a deal: write it as {call} prints it")
NO_GAME_NAME = Template("{value} is not the text of a deal: it begins with the game's name")
NOT_A_GAME = Template("{value} is not the name of a game of tutor")
OF_ANOTHER_GAME = Template("the text is a deal of {named}, not of {game}: read it with {call}")
NOT_AN_OPTION_WORD = Template("{value} does not read as an option: write {form}, e.g. {example}")
EMPTY_FIELD = Template("{value} has an empty field: the fields are apart by one '|'")
DOES_NOT_READ = Template("{shown} does not read: {error}")
ACTIONS_APART = Template("{shown} does not read: the actions are apart by one ';'")
NO_DEALER = Template("{value} names no dealer: write {field} among its fields")
NO_CARDS_FOR = Template("{value} gives no cards for {seats}: write each seat's cards")
DEAL_DOES_NOT_READ = Template("the deal does not read: {error}")
ACTION_DOES_NOT_APPLY = Template("action {number}, {action}, does not apply: {error}")


def _game(name: str) -> str:
    """A game's name (``'piquet'``, as the text writes it) as a refusal says it: as written in English, the
    language's own name elsewhere (``'ピケ'``)."""
    return name if get_language() == "en" else gettext(name.title())


def _typed(words: Sequence[str]) -> str:
    """Words a reader types in the text (seats' names, ``yes``), listed: as written in English, quoted
    elsewhere."""
    return ", ".join(words) if get_language() == "en" else ", ".join(repr(word) for word in words)


@dataclass(frozen=True, slots=True)
class Dealt:
    """What the text of a deal holds, read but not yet dealt: the game's name, its changed options (name, value
    as text), the seed, the dealer, each seat's cards as dealt, the stock, the game's own fields (word, value)
    and the actions' texts."""

    game: str
    options: tuple[tuple[str, str], ...] = ()
    seed: int | str | None = None
    dealer: int = 0
    hands: tuple[tuple[Card, ...], ...] = ()
    stock: tuple[Card, ...] | None = None
    more: tuple[tuple[str, str], ...] = ()
    actions: tuple[str, ...] = ()

    def field(self, word: str) -> str | None:
        """The value of the game's own field ``word`` (``None`` if the text has none)."""
        return next((value for name, value in self.more if name == word), None)


# -- options -------------------------------------------------------------------------------------------------


def _option_text(value: Any) -> str:
    if isinstance(value, bool):
        return "yes" if value else "no"
    if value is None:
        return "none"
    if isinstance(value, enum.Enum):
        return value.value if isinstance(value.value, str) else value.name.lower()
    if isinstance(value, tuple) and all(isinstance(item, Suit) for item in value):
        return "".join(suit.letter for suit in value)
    return str(value)


def write_options(options: Any) -> tuple[tuple[str, str], ...]:
    """The options that differ from the game's rules (the options class's defaults), as ``(name, value)`` texts.

    >>> from tutor.games.subastao import SubastaoRules
    >>> write_options(SubastaoRules(variant="four", target=None, deals=6))
    (('variant', 'four'), ('target', 'none'), ('deals', '6'))
    """
    usual = type(options)()
    return tuple(
        (field.name, _option_text(getattr(options, field.name)))
        for field in dataclasses.fields(options)
        if field.init and getattr(options, field.name) != getattr(usual, field.name)
    )


def _option_value(kind: Any, text: str, shown: str) -> Any:
    """``text`` read as a value of the type ``kind`` (an option's annotation)."""
    word = text.casefold()
    if typing.get_origin(kind) in (typing.Union, types.UnionType):
        choices = typing.get_args(kind)
        if type(None) in choices and word == "none":
            return None
        for choice in choices:
            if choice is not type(None):
                try:
                    return _option_value(choice, text, shown)
                except NotationError:
                    continue
        raise NotationError(NONE_OF_ITS_VALUES.say(shown=shown, value=repr(text)))
    if kind is bool:
        if word in ("yes", "true"):
            return True
        if word in ("no", "false"):
            return False
        raise NotationError(WRITE_YES_OR_NO.say(shown=shown, yes=_typed(["yes"]), no=_typed(["no"])))
    if kind is int:
        if re.fullmatch(r"-?\d+", text):
            return int(text)
        raise NotationError(WRITE_A_WHOLE_NUMBER.say(shown=shown))
    if isinstance(kind, type) and issubclass(kind, enum.Enum):
        for member in kind:
            if word in (member.name.casefold(), str(member.value).casefold()):
                return member
        words = ", ".join(_option_text(member) for member in kind)
        raise NotationError(THE_CHOICES_ARE.say(shown=shown, words=words))
    if typing.get_origin(kind) is tuple and typing.get_args(kind)[:1] == (Suit,):
        try:
            return tuple(Suit.parse(letter) for letter in text)
        except NotationError:
            raise NotationError(WRITE_SUIT_LETTERS.say(shown=shown)) from None
    if kind is str:
        return text
    raise NotationError(CANNOT_SET.say(shown=shown))


def read_options(kind: type, options: Sequence[tuple[str, str]]) -> Any:
    """The options (an instance of the game's options class ``kind``) that ``options`` (name, value texts) change.

    >>> from tutor.games.satat import SatatRules
    >>> read_options(SatatRules, [("trup_kasiet", "yes"), ("signals", "all")])
    SatatRules(trup_kasiet=True, signals=TableSignals.ALL, max_redeals=2, partner_redeal=True, exchange=True)
    >>> read_options(SatatRules, [("trumps", "no")])
    Traceback (most recent call last):
    ...
    tutor.errors.NotationError: 'trumps=no' is not an option of SatatRules: its options are trup_kasiet, signals, max_redeals, partner_redeal, exchange
    """
    hints = typing.get_type_hints(kind)
    names = [field.name for field in dataclasses.fields(kind) if field.init]
    changes: dict[str, Any] = {}
    for name, value in options:
        shown = repr(f"{name}={value}")
        if name not in names:
            raise NotationError(NOT_AN_OPTION.say(shown=shown, kind=kind.__name__, names=", ".join(names)))
        changes[name] = _option_value(hints[name], value, shown)
    try:
        return kind(**changes)
    except (TypeError, ValueError) as error:
        shown = " ".join(f"{name}={value}" for name, value in options)
        raise NotationError(NOT_TOGETHER.say(shown=repr(shown), error=error)) from None


# -- the line ------------------------------------------------------------------------------------------------


def _seed_text(seed: int | str) -> str:
    return str(seed) if isinstance(seed, int) else json.dumps(seed, ensure_ascii=False)


def _cards_text(cards: Sequence[Card]) -> str:
    return " ".join(str(card) for card in cards)


def write(dealt: Dealt, seats: Sequence[str]) -> str:
    """The one line of ``dealt`` (see the module's description), ``seats`` naming the seats.

    >>> from tutor.cards import parse_cards
    >>> write(Dealt("piquet", dealer=1, hands=(parse_cards("AS KS"), parse_cards("QS")), stock=parse_cards("JS"),
    ...             actions=("discard A♠",)), ("South", "North"))
    'piquet | dealer North | South AS KS | North QS | stock JS | actions discard A♠'
    """
    game = " ".join([dealt.game, *(f"{name}={value}" for name, value in dealt.options)])
    fields = [game]
    if dealt.seed is not None:
        fields.append(f"seed {_seed_text(dealt.seed)}")
    fields.append(f"dealer {seats[dealt.dealer]}")
    for seat, cards in enumerate(dealt.hands):
        fields.append(f"{seats[seat]} {_cards_text(cards)}".rstrip())
    if dealt.stock is not None:
        fields.append(f"stock {_cards_text(dealt.stock)}".rstrip())
    fields += [f"{word} {value}".rstrip() for word, value in dealt.more]
    if dealt.actions:
        fields.append("actions " + "; ".join(dealt.actions))
    return " | ".join(fields)


def _split(text: str) -> list[str]:
    """The fields of the line: apart by ``|``, except inside a seed in double quotes."""
    fields, start, quoted, escaped = [], 0, False, False
    for i, char in enumerate(text):
        if quoted:
            if escaped:
                escaped = False
            elif char == "\\":
                escaped = True
            elif char == '"':
                quoted = False
        elif char == '"':
            quoted = True
        elif char == "|":
            fields.append(text[start:i].strip())
            start = i + 1
    if quoted:
        raise NotationError(SEED_NOT_CLOSED.say(value=repr(text)))
    fields.append(text[start:].strip())
    return fields


def _seed(text: str) -> int | str:
    if re.fullmatch(r"-?\d+", text):
        return int(text)
    if text.startswith('"'):
        try:
            value = json.loads(text)
        except ValueError:
            value = None
        if isinstance(value, str):
            return value
    raise NotationError(NOT_A_SEED.say(field=f"'seed {text}'"))


def _seat(word: str, seats: Sequence[str], shown: str) -> int:
    names = [name.casefold() for name in seats]
    if word.casefold() in names:
        return names.index(word.casefold())
    if word.isdigit() and int(word) < len(seats):
        return int(word)
    raise NotationError(NOT_A_SEAT.say(shown=shown, word=repr(word), seats=_typed(seats)))


def read(text: Any, seats: Sequence[str], inputs: Inputs, *, game: str) -> Dealt:
    """The fields of the line ``text`` (see the module's description), read against the game's seats and pack.

    :param game: the game's name: the line must be one of this game.
    :raises NotationError: quoting the field (or the part of it) that does not read.
    """
    if not isinstance(text, str):
        raise NotationError(NOT_TEXT_OF_A_DEAL.say(value=repr(text), call="state.to_text()"))
    fields = [  # spaces collapsed, but inside a seed's quotes
        field if field.startswith("seed ") else " ".join(field.split()) for field in _split(text.strip())
    ]
    head = fields[0].split()
    if not head:
        raise NotationError(NO_GAME_NAME.say(value=repr(text[:40])))
    from . import get  # the registry of the games' names

    try:
        named = get(head[0]).NAME
    except KeyError:
        raise NotationError(NOT_A_GAME.say(value=repr(head[0]))) from None
    if named != game:
        raise NotationError(
            OF_ANOTHER_GAME.say(named=_game(named), game=_game(game), call=f"{named}.from_text")
        )
    options: list[tuple[str, str]] = []
    for word in head[1:]:
        name, equals, value = word.partition("=")
        if not equals or not name or not value:
            raise NotationError(
                NOT_AN_OPTION_WORD.say(
                    value=repr(word), form=_typed(["name=value"]), example=_typed(["target=12"])
                )
            )
        options.append((name, value))
    seed: int | str | None = None
    dealer: int | None = None
    hands: list[tuple[Card, ...] | None] = [None] * len(seats)
    stock: tuple[Card, ...] | None = None
    more: list[tuple[str, str]] = []
    actions: tuple[str, ...] = ()
    names = [name.casefold() for name in seats]
    for field in fields[1:]:
        word, _, rest = field.partition(" ")
        rest = rest.strip()
        key = word.casefold()
        shown = repr(field if len(field) <= 60 else field[:57] + "...")
        if not field:
            raise NotationError(EMPTY_FIELD.say(value=repr(text[:60])))
        if key == "seed":
            seed = _seed(rest)
        elif key == "dealer":
            dealer = _seat(rest, seats, shown)
        elif key in names:
            seat = names.index(key)
            try:
                hands[seat] = inputs.cards(rest, what="a hand")
            except TutorError as error:
                raise NotationError(DOES_NOT_READ.say(shown=shown, error=error)) from None
        elif key == "stock":
            try:
                stock = inputs.cards(rest, what="a stock")
            except TutorError as error:
                raise NotationError(DOES_NOT_READ.say(shown=shown, error=error)) from None
        elif key == "actions":
            actions = tuple(action.strip() for action in rest.split(";"))
            if not all(actions):
                raise NotationError(ACTIONS_APART.say(shown=shown))
        else:
            more.append((key, rest))
    if dealer is None:
        raise NotationError(NO_DEALER.say(value=repr(text[:60]), field=f"'dealer {seats[0]}'"))
    while hands and hands[-1] is None:  # a game played by fewer seats than it names (Subastao for three)
        hands.pop()
    missing = [seats[seat] for seat, hand in enumerate(hands) if hand is None]
    if missing or not hands:
        raise NotationError(NO_CARDS_FOR.say(value=repr(text[:60]), seats=_typed(missing or seats)))
    return Dealt(
        game,
        tuple(options),
        seed,
        dealer,
        tuple(hand or () for hand in hands),
        stock,
        tuple(more),
        actions,
    )


def from_text(text: Any, module: Any, deal: Callable[[Dealt, Any], Any]) -> Any:
    """The state the line ``text`` writes: the game ``module``'s deal made by ``deal(dealt, rules)``, then each
    action applied.

    :raises NotationError: quoting the bad part, or the action the rules refuse (with their reason).
    """
    dealt = read(text, module.SEATS, module.INPUTS, game=module.NAME)
    rules = read_options(module.OPTIONS, dealt.options)
    try:
        state: Any = deal(dealt, rules)
    except NotationError:
        raise
    except TutorError as error:
        raise NotationError(DEAL_DOES_NOT_READ.say(error=error)) from None
    for number, action in enumerate(dealt.actions, start=1):
        try:
            state = state.apply(action)
        except TutorError as error:
            raise NotationError(
                ACTION_DOES_NOT_APPLY.say(number=number, action=repr(action), error=error)
            ) from None
    return state
