"""The action grammar: how an action of every game is written and read, written once.

An action is a small frozen value whose ``str`` is its text, and the text is the same in every game for the same
kind of action: **a verb, then what it acts on**.

======================================  =============================================================================
``play A♠``                             play a card, in every game (``play AO`` with a Spanish card; ``play Q♠
                                        (pile)`` with Satat's signals): one :class:`Play` class for the four games
``bid 6``, ``pass``                     the auction (Saskop, Subastao)
``trumps ♥``, ``trumps oros``           name trumps (Satat, Saskop, Subastao)
``discard 7♠``, ``take in``             lay a card aside, draw from the stock (Piquet's exchange)
``give Q♠``                             hand cards to another player (Satat's exchange after a 7-0)
``call …``, ``sing oros``               declare (Piquet's declarations, Subastao's cantes)
======================================  =============================================================================

and each game's own phrases (``take over (+10)``, ``stop at 7-0``, ``answer "good"``, ``turn card 2 of the last
four``). A game lists its forms once (:class:`Form`: a text with at most one field, ``{card}``, ``{cards}``,
``{suit}`` or ``{number}``), and its ``parse_action(text, state=None)`` reads through its :class:`Grammar`, which
reads the same way in every game:

* the printed text of any action reads back as that action (case and spaces aside);
* a form with its object written any way the game's :class:`~tutor.inputs.Inputs` reads it: ``play as``,
  ``play 10h``, ``trumps hearts``, ``bid 70``;
* a verb's other names: ``trump``, ``name``, ``name trumps``, ``choose`` for ``trumps``; ``declare`` for
  ``call`` and ``sing``; ``pass`` with cards for ``give`` (Satat's rules say "pass a card");
* **an object alone** takes the verb that such an object takes at that moment: a card plays (``'AS'``), or
  discards in Piquet's exchange, gives in Satat's, is laid face down in Trup Kasiet; a suit (``'H'``,
  ``'hearts'``, ``'♥'``) names trumps where trumps are named, sings where a cante may be sung; a number bids;
  without a state, a card plays, a suit names trumps and a number bids;
* with a state, **yes and no** (``yes``, ``accept``, ``agree``; ``no``, ``decline``, ``pass``, ``refuse``)
  answer the one offer open (the redeal, the takeover, the diamond override, looking at the cards left), and the
  first words of exactly one legal action name it (``'decline'`` for ``decline the takeover``, ``'stop'`` for
  ``stop at 7-0``, ``'show'`` for the one picture that may be shown).

Text that names no action is refused with a :class:`~tutor.errors.NotationError` that quotes it and, given a
state, lists the legal actions in this grammar.

>>> from tutor.cards import FRENCH_32, Card, Suit
>>> from tutor.inputs import Inputs
>>> inputs = Inputs("Example", FRENCH_32, seats=("South", "North"))
>>> grammar = Grammar(inputs, [Form("trumps {suit}", Suit)])
>>> grammar.parse("play AS"), grammar.parse("10h"), grammar.parse("trump hearts"), grammar.parse("♠")
(Play(card=Card.parse('AS')), Play(card=Card.parse('TH')), Suit.HEARTS, Suit.SPADES)
>>> str(Play(Card.parse("TH"))), grammar.say(Play(Card.parse("TH")))
('play 10♥', 'play 10♥')
>>> grammar.parse("play ZZ")
Traceback (most recent call last):
...
tutor.errors.NotationError: 'play ZZ' is not an action of Example: 'ZZ' is not a card: write a rank (A K Q J T 9 8 7, or 10) then a suit (S H D C or ♠ ♥ ♦ ♣), e.g. 'AS' or '10♥'
"""

from __future__ import annotations

import contextlib
import dataclasses
import enum
import itertools
import re
from collections.abc import Callable, Iterable, Iterator, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from .cards import Card, CardSet, Family
from .errors import NotationError
from .i18n import get_language, gettext
from .inputs import Inputs, number, quote
from .sentences import Template, join

__all__ = ["NO", "OTHER_NAMES", "YES", "Form", "Grammar", "Play", "Reply", "card_text"]


def card_text(card: Card) -> str:
    """A card as an action's text writes it: a French card by its symbol (``'10♥'``), a Spanish card by its code
    (``'AO'``: its name, ``as de oros``, is a phrase, which a sentence uses instead).

    >>> card_text(Card.parse("TH")), card_text(Card.parse("AO", "spanish"))
    ('10♥', 'AO')
    """
    return card.unicode() if card.suit.family is Family.FRENCH else str(card)


def _signal_key(signal: Any) -> tuple[int, str]:
    if isinstance(signal, enum.Enum):
        return list(type(signal)).index(signal), ""
    return 1 << 30, str(signal)


def _signal_words(signals: Iterable[Any]) -> str:
    return ", ".join(gettext(str(signal)) for signal in sorted(signals, key=_signal_key))


@dataclass(frozen=True, slots=True, repr=False)
class Play:
    """Play a card to the trick: the same action in every game. ``signals`` are what the player signals while
    playing it, where a table allows signals (Satat's Pile, Grate, Vire); no other game has any.

    >>> from tutor.games.satat import Signal
    >>> print(Play(Card.parse("QS")), Play(Card.parse("QS"), frozenset({Signal.PILE})), Play(Card.parse("CC", "spanish")))
    play Q♠ play Q♠ (pile) play CC
    >>> Play(Card.parse("QS"))
    Play(card=Card.parse('QS'))
    """

    card: Card
    signals: frozenset[Any] = frozenset()

    def __str__(self) -> str:
        text = f"play {card_text(self.card)}" if isinstance(self.card, Card) else f"play {self.card}"
        return f"{text} ({_signal_words(self.signals)})" if self.signals else text

    def __repr__(self) -> str:
        if not self.signals:
            return f"Play(card={self.card!r})"
        return f"Play(card={self.card!r}, signals={self.signals!r})"


class Reply(enum.Enum):
    """An action that answers an offer yes or no (to agree to a redeal, to decline the takeover...): ``yes`` and
    ``no`` (and their other words, :data:`YES` and :data:`NO`) name it when it is the one such action legal."""

    YES = "yes"
    NO = "no"


YES = frozenset({"yes", "y", "accept", "agree", "ok"})
"""The words that answer an offer yes."""
NO = frozenset({"no", "n", "decline", "refuse", "pass"})
"""The words that answer an offer no (``pass`` too: a player who passes declines)."""

OTHER_NAMES: dict[str, tuple[str, ...]] = {
    "name trumps": ("trumps",),
    "choose trumps": ("trumps",),
    "make trumps": ("trumps",),
    "trump": ("trumps",),
    "name": ("trumps",),
    "choose": ("trumps",),
    "declare": ("call", "sing"),
    "pass": ("give",),
}
"""The other names of a verb: a text that begins with one reads as if it began with the verb it names (the
first of them that the game uses), so ``'trump hearts'`` and ``'name ♥'`` read as ``'trumps ♥'``."""

_DEFAULT_VERBS = {"card": "play", "suit": "trumps", "number": "bid"}
"""What an object alone does when no legal action says otherwise (or no state is given)."""

_FIELD = re.compile(r"\{(card|cards|suit|number)\}")
# -- the refusals' words (a Template each, said in the language spoken; the text and the actions' notation quoted
# as written, since that is what a reader types)
NOT_ACTION_TEXT = Template(
    "{value} is not an action's text: write an action as {game} prints it, e.g. {examples}"
)
THE_SIGNALS_ARE = Template("the signals are {known}")
NO_SIGNALS = Template("{game} has no signals")
NOT_A_SIGNAL = Template("{value} is not a signal: {allowed}")
NOT_A_NUMBER = Template("{value} is not a whole number")
BECAUSE = Template(": {problem}")
NOT_AN_ACTION_NOW = Template("{value} is not an action of {game} now{why}; the legal actions are: {legal}")
NOT_AN_ACTION = Template("{value} is not an action of {game}{why}")
HOW_TO_WRITE_ACTIONS = Template(
    "{value} is not an action of {game}: write {examples} (a card alone, {card}, plays it)"
)

_EXAMPLES = {
    Family.FRENCH: {"card": "QS", "cards": "QS 7H", "suit": "hearts", "number": "1"},
    Family.SPANISH: {"card": "CC", "cards": "CC 3O", "suit": "copas", "number": "1"},
}


class Form:
    """One way of writing one kind of action: a text, with at most one field for what the action acts on
    (``{card}``, ``{cards}``, ``{suit}`` or ``{number}``).

    :param text: the form: ``'bid {number}'``, ``'take in'``, ``'turn card {number} of the last four'``.
    :param kind: the action class it reads.
    :param build: makes the action from the field's value (default: ``kind``); for a text without a field, makes
        the action from nothing (``lambda: Consent(True)``).
    :param get: the field's value from an action of ``kind`` (default: its first field), for :meth:`Grammar.say`.
    :param say: the action after a subject in a sentence (``'name {suit} as trumps'``: "West may name ♠ as
        trumps"), the field said in words (a card by its name); by default the form itself.
    :param reply: :data:`Reply.YES` or :data:`Reply.NO` for an answer to an offer.
    :param example: a value of the field for the examples of an error message (``'6'`` for a bid).
    :param alone: its verb alone names the one legal action of this form, if there is one (``'show'`` for the
        one picture a Saskop player may show); a form without a field is named by its first words alone anyway.

    >>> bid = Form("bid {number}", int, example="6")
    >>> bid.verb, bid.field, bid.read("BID 7")
    ('bid', 'number', '7')
    """

    __slots__ = (
        "alone",
        "build",
        "example",
        "field",
        "get",
        "kind",
        "pattern",
        "prefix",
        "reply",
        "say",
        "text",
        "verb",
    )

    def __init__(
        self,
        text: str,
        kind: type,
        build: Callable[..., Any] | None = None,
        *,
        get: Callable[[Any], Any] | None = None,
        say: str | None = None,
        reply: Reply | None = None,
        example: str | None = None,
        alone: bool = False,
    ) -> None:
        fields = _FIELD.findall(text)
        if len(fields) > 1:
            raise ValueError(f"{text!r}: a form has at most one field")
        self.text = text
        self.kind = kind
        self.build: Callable[..., Any] = build if build is not None else kind
        self.field: str | None = fields[0] if fields else None
        self.get = get
        self.say = say
        self.reply = reply
        self.example = example
        self.alone = alone or self.field is None
        self.verb = text.split()[0].casefold()
        self.prefix = text.partition("{")[0]
        pattern = re.escape(text)
        if self.field is not None:
            pattern = pattern.replace(re.escape("{" + self.field + "}"), "(?P<value>.+?)")
        self.pattern = re.compile(pattern, re.IGNORECASE)

    @classmethod
    def of(cls, action: Any, text: str | None = None, **options: Any) -> Form:
        """The form of one action without a field: its own text (or ``text``, another way of writing it).

        >>> Form.of(Reply.NO, "no thanks").build()
        <Reply.NO: 'no'>
        """
        return cls(str(action) if text is None else text, type(action), lambda: action, **options)

    def read(self, text: str) -> str | None:
        """The field's text if ``text`` (spaces collapsed) is written in this form, ``''`` for a form without a
        field, ``None`` if it is not."""
        found = self.pattern.fullmatch(text)
        if found is None:
            return None
        return found["value"] if self.field is not None else ""

    def value(self, action: Any) -> Any:
        """The value of the field in ``action``."""
        if self.get is not None:
            return self.get(action)
        return getattr(action, dataclasses.fields(action)[0].name)

    def __repr__(self) -> str:
        return f"Form({self.text!r}, {self.kind.__name__})"


def _words(field: str, value: Any) -> str:
    """A field's value as a sentence says it: a card by its name, cards by theirs."""
    if isinstance(value, Card):
        return value.unicode()
    if isinstance(value, CardSet):
        return value.unicode()
    if field == "cards" and isinstance(value, Sequence):
        return " ".join(card.unicode() if isinstance(card, Card) else str(card) for card in value)
    return str(value)


def _run(tails: list[str]) -> str:
    """Objects of one verb listed: ``'A♠, K♠, 7♥'``; a long run of numbers in equal steps shortened
    (``'60, 65, … 230'``)."""
    numbers = [number(tail) for tail in tails]
    if len(tails) > 6 and all(n is not None for n in numbers):
        steps = {b - a for a, b in itertools.pairwise(numbers) if a is not None and b is not None}
        if len(steps) == 1:
            return f"{tails[0]}, {tails[1]}, … {tails[-1]}"
    return ", ".join(tails)


class Grammar:
    """The action grammar of one game: its :class:`Form` list (after :class:`Play`'s ``play {card}``, shared by
    every game), read through the game's :class:`~tutor.inputs.Inputs`.

    :param inputs: how the game reads cards and suits (its pack), and its name for messages.
    :param forms: the game's forms, in the order they are tried (and listed in an error's examples).
    :param signals: the words of the signals a play may carry (Satat's ``pile``...), word -> signal.
    :param read: the game's reader of what no form writes, called last.
    :param verbs: the verbs of the actions no form writes (Piquet's ``call``, read against a state's legal
        calls), so that their other names (``declare``) read too.
    """

    __slots__ = ("_fixed", "_kinds", "_texts", "forms", "inputs", "name", "read", "signals", "verbs")

    def __init__(
        self,
        inputs: Inputs,
        forms: Sequence[Form],
        *,
        signals: Mapping[str, Any] | None = None,
        read: Callable[[str], Any] | None = None,
        verbs: Iterable[str] = (),
    ) -> None:
        self.inputs = inputs
        self.name = inputs.name
        self.signals = {word.casefold(): signal for word, signal in (signals or {}).items()}
        self.read = read
        play = Form("play {card}", Play, example=_EXAMPLES[inputs.family]["card"])
        self.forms: tuple[Form, ...] = (play, *forms)
        self._texts: dict[str, Form] = {}  # a form without a field, by its text (case folded)
        self._fixed: dict[
            Any, Form
        ] = {}  # ... by the action it makes (the first form of an action is its own)
        self._kinds: dict[type, Form] = {}  # the first form with a field, by the action class it reads
        for form in self.forms:
            if form.field is None:
                self._texts.setdefault(form.text.casefold(), form)
                self._fixed.setdefault(form.build(), form)
            else:
                self._kinds.setdefault(form.kind, form)
        self.verbs = frozenset(form.verb for form in self.forms) | frozenset(verbs)

    def __repr__(self) -> str:
        return f"<Grammar of {self.name}: {len(self.forms)} forms>"

    # -- the forms of actions -------------------------------------------------------------------------------
    def form(self, action: Any) -> Form | None:
        """The form ``action`` is written in (``None`` for an action no form writes, such as Piquet's calls).

        >>> from tutor.cards import Suit
        >>> from tutor.games import subastao
        >>> subastao.GRAMMAR.form(subastao.ChooseTrump(Suit.OROS))
        Form('trumps {suit}', ChooseTrump)
        """
        try:
            fixed = self._fixed.get(action)
        except TypeError:  # an action holding something unhashable: no form of ours made it
            return None
        return fixed if fixed is not None else self._kinds.get(type(action))

    def verb(self, action: Any) -> str | None:
        """The verb of ``action``'s form (``'play'``, ``'trumps'``, ``'bid'``...), ``None`` if no form writes it."""
        form = self.form(action)
        return form.verb if form is not None else None

    def say(self, action: Any) -> str:
        """``action`` as a sentence says it after its subject: a verb, then what it acts on in words (a card by
        its name): "East may **play 6♠**", "West may **name ♠ as trumps**", "North may **play as de oros**".

        >>> from tutor.cards import Suit
        >>> from tutor.games import satat, subastao
        >>> satat.GRAMMAR.say(satat.NameTrump(Suit.SPADES)), subastao.GRAMMAR.say(subastao.Play(Card.parse("AO", "spanish")))
        ('name ♠ as trumps', 'play as de oros')
        """
        if type(action) is Play:
            text = gettext("play {card}").format(card=action.card.unicode())
            return f"{text} ({_signal_words(action.signals)})" if action.signals else text
        form = self.form(action)
        if form is None:  # an action that says itself (Piquet's calls), or its text
            said = getattr(action, "said", None)
            return str(said()) if callable(said) else str(action)
        if form.say is None and get_language() == "en":
            return str(action)
        said = gettext(form.text if form.say is None else form.say)
        if form.field is None:
            return said
        return said.format(**{form.field: _words(form.field, form.value(action))})

    # -- reading ------------------------------------------------------------------------------------------
    def parse(
        self,
        text: Any,
        state: Any = None,
        actions: Iterable[Any] | None = None,
        *,
        kinds: Iterable[type] = (),
    ) -> Any:
        """The action ``text`` names (see the module's description of what reads).

        :param state: the moment the text is read in: short forms read as it needs them, and an error lists
            what may be done.
        :param actions: the legal actions to read against (default: ``state.legal_actions()``; Satat adds
            the signals other seats may give).
        :param kinds: the action classes an object alone may stand for at this moment besides those of the legal
            actions (a card is a discard while Piquet's exchange lasts, even when no more may be laid out).
        :raises NotationError: quoting the text, if it names no action (listing the legal ones, given a state).
        """
        if not isinstance(text, str):
            raise NotationError(
                NOT_ACTION_TEXT.say(value=quote(text), game=self.inputs.game, examples=self._examples())
            )
        words = " ".join(text.split())
        if words.endswith(".") and len(words) > 1:  # a sentence's full stop ('Not good.')
            words = words[:-1].rstrip()
        if actions is not None:
            legal = tuple(actions)
        else:
            legal = tuple(state.legal_actions()) if state is not None else ()
        variants = list(self._variants(words))
        for variant in variants:  # a legal action's own text
            key = variant.casefold()
            for action in legal:
                if " ".join(str(action).split()).casefold() == key:
                    return action
        key = words.casefold()
        found = self._reply(key, legal) or self._beginning(key, legal) or self._alone(words, legal, kinds)
        if found is not None:
            return found
        problem: NotationError | None = None
        for variant in variants:
            try:
                found = self._form(variant)
            except NotationError as error:
                problem = problem or error
                continue
            if found is not None:
                return found
        found = self._alone(words, (), ())
        if found is not None:
            return found
        if self.read is not None:
            try:
                return self.read(words)
            except NotationError:
                pass
        raise self._unknown(text, legal, problem)

    def _variants(self, words: str) -> Iterator[str]:
        """``words``, then ``words`` with a verb's other name replaced by each verb it names that this game uses."""
        yield words
        lower = words.casefold()
        for other, verbs in OTHER_NAMES.items():
            if lower == other or lower.startswith(other + " "):
                for verb in verbs:
                    if verb in self.verbs:
                        yield verb + words[len(other) :]

    def _form(self, words: str) -> Any:
        """The action a form writes as ``words``, ``None`` if none does.

        :raises NotationError: if a form's words fit but what it acts on does not read (``'play ZZ'``).
        """
        fixed = self._texts.get(words.casefold())
        if fixed is not None:
            return fixed.build()
        problem: NotationError | None = None
        for form in self.forms:
            if form.field is None:
                continue
            if form.kind is Play:
                try:
                    play = self._play(words)
                except NotationError as error:
                    problem = problem or error
                    continue
                if play is not None:
                    return play
                continue
            value = form.read(words)
            if value is None:
                continue
            try:
                return form.build(self._value(form.field, value))
            except NotationError as error:
                problem = problem or error
        if problem is not None:
            raise problem
        return None

    _PLAY = re.compile(
        r"(?:play )?(?P<card>[^()]+?) ?\((?P<signals>[^()]*)\)|play (?P<alone>.+)", re.IGNORECASE
    )

    def _play(self, words: str) -> Play | None:
        found = self._PLAY.fullmatch(words)
        if found is None:
            return None
        if found["alone"] is not None:
            return Play(self.inputs.card(found["alone"]))
        card = self.inputs.card(found["card"])
        said = [word.strip() for word in found["signals"].split(",")]
        unknown = [word for word in said if word.casefold() not in self.signals]
        if unknown:
            known = join([repr(word) for word in self.signals], "or")
            game = self.inputs.game
            allowed = THE_SIGNALS_ARE.say(known=known) if known else NO_SIGNALS.say(game=game)
            raise NotationError(NOT_A_SIGNAL.say(value=repr(unknown[0]), allowed=allowed))
        return Play(card, frozenset(self.signals[word.casefold()] for word in said))

    def _value(self, field: str, text: str) -> Any:
        if field == "card":
            return self.inputs.card(text)
        if field == "cards":
            return self.inputs.cards(text)
        if field == "suit":
            return self.inputs.suit(text)
        found = number(text)
        if found is None:
            raise NotationError(NOT_A_NUMBER.say(value=repr(text)))
        return found

    def _objects(self, words: str) -> list[tuple[str, Any]]:
        """What ``words`` reads as on its own: ``(field, value)`` for each field it fits."""
        if (found := number(words)) is not None:
            return [("number", found)]
        out: list[tuple[str, Any]] = []
        with contextlib.suppress(NotationError):
            out.append(("suit", self.inputs.suit(words)))
        try:
            cards = self.inputs.cards(words)
        except NotationError:
            return out
        if len(cards) == 1:
            out.append(("card", cards[0]))
        if cards:
            out.append(("cards", cards))
        return out

    def _alone(self, words: str, legal: Sequence[Any], kinds: Iterable[type]) -> Any:
        """The action an object written alone names: with legal actions, the verb that object takes now (the
        first legal action's form with a field it fits, then the first of ``kinds``'s); without, the default
        verb (a card plays, a suit names trumps, a number bids). A suit may end with ``!`` (``'diamonds!'``)."""
        objects = self._objects(words.rstrip("!") or words)
        if not objects:
            return None
        fields = dict(objects)
        if legal:
            forms = [self.form(action) for action in legal] + [self._kinds.get(kind) for kind in kinds]
            for form in forms:
                if form is not None and form.field in fields:
                    return form.build(fields[form.field])
            return None
        for field, value in objects:
            verb = _DEFAULT_VERBS.get(field)
            for form in self.forms:
                if form.field == field and form.verb == verb:
                    return form.build(value)
        return None

    def _reply(self, key: str, legal: Sequence[Any]) -> Any:
        reply = Reply.YES if key in YES else Reply.NO if key in NO else None
        if reply is None:
            return None
        found = [
            action for action in legal if (form := self.form(action)) is not None and form.reply is reply
        ]
        return found[0] if len(found) == 1 else None

    def _beginning(self, key: str, legal: Sequence[Any]) -> Any:
        """The one legal action whose text begins with the words ``key`` and whose form may be named so (a form
        without a field, or one whose verb alone names it: ``'play'`` alone names no card)."""
        found = [
            action
            for action in legal
            if " ".join(str(action).split()).casefold().startswith(key + " ")
            and (form := self.form(action)) is not None
            and form.alone
        ]
        return found[0] if len(found) == 1 else None

    # -- refusing -------------------------------------------------------------------------------------------
    def listing(self, actions: Iterable[Any]) -> str:
        """Actions as an error lists them: the verb once for a run of one form (``'play A♠, K♠, 7♥'``), a
        long run of bids shortened (``'bid 60, 65, … 230'``), the runs apart by semicolons.

        >>> from tutor.games import subastao
        >>> subastao.GRAMMAR.listing(subastao.start(4).legal_actions())
        'pass; bid 60, 65, … 230'
        """
        groups: list[tuple[str, list[str] | None]] = []
        for action in actions:
            text = str(action)
            form = self.form(action)
            head: str = text
            tail: str | None = None
            if (
                form is not None
                and form.field is not None
                and form.text.endswith("}")
                and text.startswith(form.prefix)
            ):
                head, tail = form.prefix.rstrip(), text[len(form.prefix) :]
            last = groups[-1] if groups else None
            if tail is not None and last is not None and last[0] == head and last[1] is not None:
                last[1].append(tail)
            else:
                groups.append((head, None if tail is None else [tail]))
        return "; ".join(head if tails is None else f"{head} {_run(tails)}" for head, tails in groups)

    def _examples(self) -> str:
        shown: list[str] = []
        seen: set[str] = set()
        for form in self.forms:
            if form.verb in seen:
                continue
            seen.add(form.verb)
            if form.field is None:
                shown.append(repr(form.text))
            else:
                example = form.example or _EXAMPLES[self.inputs.family][form.field]
                shown.append(repr(form.text.replace("{" + form.field + "}", example)))
            if len(shown) == 6:
                break
        return join(shown, "or")

    def _unknown(self, text: str, legal: Sequence[Any], problem: NotationError | None) -> NotationError:
        why = BECAUSE.say(problem=problem) if problem is not None else ""
        game = self.inputs.game
        if legal:
            return NotationError(
                NOT_AN_ACTION_NOW.say(value=quote(text), game=game, why=why, legal=self.listing(legal))
            )
        if problem is not None:
            return NotationError(NOT_AN_ACTION.say(value=quote(text), game=game, why=why))
        card = _EXAMPLES[self.inputs.family]["card"]
        return NotationError(
            HOW_TO_WRITE_ACTIONS.say(value=quote(text), game=game, examples=self._examples(), card=repr(card))
        )
