"""The one way the engine makes a sentence: a subject and its verbs, a count and its noun, a Spanish rule's name
glossed the first time it is said.

A reason is a :class:`Template`, written once at module level in the third person singular, its subject a
``{who}`` field and its verbs fields of their own (``{has}``, ``{holds}``, ``{makes}``): :meth:`Template.say`
fills them for the subject at hand, so the same words serve "South", "you" and a team.

>>> no_suit = Template("{who} {has} no {suit}, so {who} must trump")
>>> no_suit.say(seat("South"), suit="♣")
'South has no ♣, so he must trump'
>>> no_suit.say(YOU, suit="♣")
'you have no ♣, so you must trump'

The second mention of a subject is its pronoun; ``mentioned=True`` says the subject was named just before (a
reason after "South cannot play 7♦:"), so every mention is the pronoun:

>>> no_suit.say(seat("South"), mentioned=True, suit="♣")
'he has no ♣, so he must trump'

A number whose format is a noun is counted (:func:`count`), singular or plural as the number says:

>>> made = Template("{who} {makes} {points:point} against a bid of {bid}")
>>> made.say(seat("North (the soloist)"), points=1, bid=60)
'North (the soloist) makes 1 point against a bid of 60'
>>> made.say(team("North and South"), points=112, bid=95)
'North and South make 112 points against a bid of 95'

Subastao's duties keep their Spanish names, glossed once in a sentence (:data:`GLOSSES`):

>>> Template("{asistir} and {montar}: it follows copas; {montar} binds").say()
'asistir (follow suit) and montar (play higher): it follows copas; montar binds'

Every template made is kept in :data:`TEMPLATES`, so a test runs each one with singular and plural values.
:func:`second_person` turns a reason said of "he" into one said to "you" (a lesson's words), with the verbs
agreeing; :func:`join` lists labels readably.
"""

from __future__ import annotations

import re
import string
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from typing import Any

from .i18n import get_language, gettext, grammar, ngettext

__all__ = [
    "ALSO",
    "BOTH",
    "GLOSSES",
    "PLAYER",
    "TEMPLATES",
    "VERBS",
    "YOU",
    "Template",
    "Who",
    "amount",
    "base_form",
    "capital",
    "count",
    "decimal",
    "join",
    "plural",
    "seat",
    "second_person",
    "sentence",
    "team",
]


@dataclass(frozen=True, slots=True)
class Who:
    """The subject of a sentence: its name, whether its verbs take the plural form (``you``, a team), and the
    pronoun said after the first mention."""

    name: str
    plural: bool = False
    pronoun: str = "he"

    def verb(self, verb: str) -> str:
        """``verb`` (written in the third person singular: ``has``, ``makes``) as this subject says it."""
        return base_form(verb) if self.plural else verb


YOU = Who("you", plural=True, pronoun="you")
"""The learner: ``you have``, ``you make``."""

PLAYER = Who("the player")
"""A player, as a rule's reason speaks of him after his name (``mentioned=True``: ``he has``, ``he must``)."""


def seat(name: str) -> Who:
    """A player by his seat (``'South'``, ``'North (the soloist)'``): ``South has``; then ``he``."""
    return Who(name)


def team(name: str) -> Who:
    """A team or a group (``'North–South'``, ``'the defenders'``): ``North–South make``; then ``they``."""
    return Who(name, plural=True, pronoun="they")


_IRREGULAR = {"has": "have", "is": "are", "was": "were", "does": "do", "goes": "go"}
_SIBILANT = re.compile(r"(?:ss|sh|ch|x|z)es$")


def base_form(verb: str) -> str:
    """The form of a verb after "you" or "they", from the third person singular.

    >>> [base_form(v) for v in ("has", "is", "makes", "passes", "carries", "must", "cannot")]
    ['have', 'are', 'make', 'pass', 'carry', 'must', 'cannot']
    """
    if verb in _IRREGULAR:
        return _IRREGULAR[verb]
    if not verb.endswith("s") or verb.endswith("ss"):  # modals (must, may, cannot) and words such as "pass"
        return verb
    if verb.endswith("ies"):
        return verb[:-3] + "y"
    if _SIBILANT.search(verb):
        return verb[:-2]
    return verb[:-1]


_PLURALS = {"rey": "reyes", "as": "ases", "tres": "treses"}  # Spanish card names


def plural(noun: str) -> str:
    """The plural of a noun phrase: its last word (``'card point'`` -> ``'card points'``).

    >>> plural("trick"), plural("more trick"), plural("match"), plural("potential trump"), plural("guarded rey")
    ('tricks', 'more tricks', 'matches', 'potential trumps', 'guarded reyes')
    """
    head, _, last = noun.rpartition(" ")
    if last in _PLURALS:
        last = _PLURALS[last]
    elif last.endswith(("s", "sh", "ch", "x", "z")):
        last += "es"
    elif last.endswith("y") and last[-2:-1] not in ("a", "e", "i", "o", "u"):
        last = last[:-1] + "ies"
    else:
        last += "s"
    return f"{head} {last}" if head else last


def decimal(x: float, places: int = 1, *, short: bool = False) -> str:
    """``x`` written with ``places`` decimals for a learner, with the decimal mark of the language spoken (Spanish
    writes a comma); ``short``: without the zeros that end its decimals (``'2'``, ``'0.5'``). Only for words a
    learner reads: never for a card's notation, JSON, a picture's coordinates or a ``repr``.

    >>> decimal(104.83), decimal(0.5, 2), decimal(2.04, short=True), decimal(-0.01)
    ('104.8', '0.50', '2', '0.0')
    >>> from tutor.i18n import speaking
    >>> with speaking("es"):
    ...     decimal(104.83), decimal(0.5, short=True)
    ('104,8', '0,5')
    """
    text = f"{x:.{places}f}"
    if short and "." in text:
        text = text.rstrip("0").rstrip(".")
    if text.startswith("-") and not text.strip("-0."):  # -0.0: a value that rounds to nothing has no sign
        text = text[1:]
    return text.replace(".", grammar().decimal)


def amount(x: float) -> str:
    """An average cost as a learner reads it: one decimal at most, never below 0 (a sampled cost's average or its
    range's ends).

    >>> amount(0.26), amount(2.0), amount(-0.04)
    ('0.3', '2', '0')
    """
    return decimal(max(x, 0.0), short=True)


def _number(n: float) -> str:
    if isinstance(n, int) or float(n).is_integer():
        return str(int(n))
    return decimal(n, short=True)


def count(n: float, noun: str) -> str:
    """``n`` and its noun, singular for exactly one: ``'1 point'``, ``'2 points'``, ``'0 tricks'``, ``'1.5 points'``.

    >>> count(1, "trick"), count(1.0, "card point"), count(6.8, "point"), count(0, "more trick")
    ('1 trick', '1 card point', '6.8 points', '0 more tricks')
    """
    if get_language() == "en":
        return f"{_number(n)} {noun if n == 1 else plural(noun)}"
    return ngettext(f"{{n}} {noun}", f"{{n}} {plural(noun)}", n).format(n=_number(n))


GLOSSES: dict[str, str] = {
    "asistir": "follow suit",
    "montar": "play higher",
    "fallar": "play a trump",
    "pisar": "play a higher trump",
    "contrafallar": "throw any card",
    "renuncio": "a broken rule of play",
}
"""Subastao's Spanish words for its duties, and what each means: said with its meaning the first time in a
sentence (``{montar}`` in a template)."""

VERBS: frozenset[str] = frozenset(
    [
        "asks",
        "beats",
        "bids",
        "breaks",
        "calls",
        "counts",
        "does",
        "ends",
        "follows",
        "gets",
        "gives",
        "goes",
        "guards",
        "has",
        "holds",
        "is",
        "keeps",
        "knows",
        "lays",
        "leads",
        "leaves",
        "loses",
        "makes",
        "names",
        "needs",
        "passes",
        "plays",
        "reaches",
        "scores",
        "sees",
        "shows",
        "sings",
        "takes",
        "throws",
        "was",
        "wins",
    ]
)
"""The verbs a template may hold as fields of their own (``{has}``), in the third person singular."""

_FIELDS = string.Formatter()
_COUNTED = re.compile(r"^(?:[a-z ]+|\{\w+\})$")  # a noun, or a field that gives the noun
_NESTED = re.compile(r"\{(\w+)\}")
_PLACES = re.compile(r"\.\d+f")


class _Filler(string.Formatter):
    """Fills one template: the subject's mentions, its verbs, counted numbers and glossed words."""

    def __init__(self, who: Who | None, mentioned: bool) -> None:
        self.who = who
        self.mentions = 1 if mentioned else 0
        self.glossed: set[str] = set()
        self.language = get_language()
        self.grammar = grammar(self.language)

    def get_value(self, key: int | str, args: Any, kwargs: Mapping[str, Any]) -> Any:
        if not isinstance(key, str):
            raise KeyError(f"{key}: a template's fields have names")
        if key in kwargs:
            return kwargs[key]
        if key == "who":
            if self.who is None:
                raise KeyError("who: this template needs a subject")
            self.mentions += 1
            if self.mentions == 1:
                return gettext(self.who.name)
            return self.grammar.pronouns.get(self.who.pronoun, self.who.pronoun)
        if key in GLOSSES:
            if key in self.glossed:
                return key
            self.glossed.add(key)
            if self.language == "en":
                return f"{key} ({GLOSSES[key]})"
            return self.grammar.gloss.format(word=key, meaning=gettext(GLOSSES[key]))
        if key in VERBS:
            return self.verb(key)
        raise KeyError(key)

    def verb(self, verb: str) -> str:
        """A verb field (``has``) as the subject says it, in the language spoken."""
        if self.language == "en":
            return self.who.verb(verb) if self.who is not None else verb
        forms = self.grammar.verbs.get(verb)
        if forms is None:  # a language (Japanese) whose translations say their verbs themselves
            return ""
        if self.who is None or not self.who.plural:
            return forms[0]
        return forms[1] if self.who.pronoun == "you" else forms[2]

    def format_field(self, value: Any, format_spec: str) -> str:
        if format_spec and format_spec.replace(" ", "").isalpha() and isinstance(value, int | float):
            return count(value, format_spec)
        if isinstance(value, float) and (not format_spec or _PLACES.fullmatch(format_spec)):
            # a decimal written in the language's own way (104,8 in Spanish): {mean:.1f}, or {mean}
            return str(super().format_field(value, format_spec)).replace(".", self.grammar.decimal)
        return str(super().format_field(value, format_spec))


TEMPLATES: list[Template] = []
"""Every :class:`Template` made (in the order made): the tests say each one with singular and plural values."""


class Template:
    """A sentence (or part of one) with a subject ``{who}``, verbs in the third person singular (``{has}``),
    counted numbers (``{points:point}``), Spanish duty names glossed once (``{montar}``) and plain values
    (``{suit}``).

    Made once, at module level, so that :data:`TEMPLATES` holds it for the tests.
    """

    __slots__ = ("counted", "text", "values")

    def __init__(self, text: str) -> None:
        self.text = text
        fields = [(name, spec) for _, name, spec, _ in _FIELDS.parse(text) if name]
        nested = [(inner, "") for _, spec in fields for inner in _NESTED.findall(spec or "")]
        #: the numbers counted with a noun (``points`` in ``{points:point}``, or ``{points:{unit}}``)
        self.counted = tuple(dict.fromkeys(name for name, spec in fields if spec and _COUNTED.match(spec)))
        fields += nested
        #: every value the template needs (neither the subject, nor a verb, nor a glossed word)
        self.values = tuple(
            dict.fromkeys(
                name for name, _ in fields if name != "who" and name not in GLOSSES and name not in VERBS
            )
        )
        TEMPLATES.append(self)

    @property
    def has_subject(self) -> bool:
        return "{who}" in self.text

    def say(self, who: Who | None = None, *, mentioned: bool = False, **values: Any) -> str:
        """The template said of ``who`` (``mentioned``: named just before, so every mention is its pronoun)."""
        filler = _Filler(who, mentioned)
        said = filler.grammar.agree(filler.vformat(gettext(self.text), (), values))
        return filler.grammar.unnest(filler.grammar.gloss_once(said))

    def __repr__(self) -> str:
        return f"Template({self.text!r})"


BOTH = Template("{first} and {second}")
"""Two reasons, one after the other: ``'it follows ♠ and beats the Q♠'``."""
ALSO = Template("{first}; {second}")
"""A reason, then a remark on it: ``'he must follow ♠ (he holds 9♠); the K♠ is a trump, not a spade'``."""


def capital(text: str) -> str:
    """``text`` as the start of a sentence, in the language spoken: a capital first letter where the language
    writes one (Japanese has none: a leading Latin word stays as it is).

    >>> capital("north–South win 7–6")
    'North–South win 7–6'
    """
    return text[:1].upper() + text[1:] if grammar().capital else text


def sentence(text: str) -> str:
    """``text`` as a sentence: a capital first letter and a full stop (unless it ends with one already).

    >>> sentence("with best play, North–South win 7–6")
    'With best play, North–South win 7–6.'
    """
    text = text.strip()
    if not text:
        return text
    return capital(text) + ("" if text[-1] in ".!?。！？" else grammar().stop)


def join(items: Iterable[str], last: str = "and") -> str:
    """Labels in a list a learner reads: ``'a, b and c'``; labels that hold commas themselves are kept apart by
    semicolons (``'take the picture, give back A♠; and decline'``).

    >>> join(["A♠", "K♠", "Q♠"]), join(["A♠", "K♠"], "or"), join(["A♠"])
    ('A♠, K♠ and Q♠', 'A♠ or K♠', 'A♠')
    >>> join(["take the picture, give back A♠", "take the picture, give back 7♦", "decline"])
    'take the picture, give back A♠; take the picture, give back 7♦; and decline'
    """
    items = list(items)
    if len(items) <= 1:
        return "".join(items)
    if get_language() != "en":
        return grammar().join(items, last)
    if any("," in item for item in items):
        return "; ".join(items[:-1]) + f"; {last} {items[-1]}"
    return ", ".join(items[:-1]) + f" {last} {items[-1]}"


_HE = re.compile(r"\b([Hh])e (\w+)\b")
_SPANISH_YOU = {he: you for he, you, _ in grammar("es").verbs.values()}
_SPANISH_HE = re.compile(
    r"\b([Éé])l ((?:no )?)(" + "|".join(sorted(map(re.escape, _SPANISH_YOU), key=len, reverse=True)) + r")\b"
)


def _spanish_you(match: re.Match[str]) -> str:
    capital, negation, verb = match.groups()
    return ("Tú" if capital == "É" else "tú") + " " + negation + _SPANISH_YOU[verb]


_HIS = re.compile(r"\b([Hh])is\b")
_HIM = re.compile(r"\bhim\b")


def second_person(text: str) -> str:
    """A reason said of "he" (the engine's pronoun for the player just named) said to "you", the verbs agreeing.

    >>> second_person("cannot play 7♦: he has no ♣, so he must trump (he holds 9♥)")
    'cannot play 7♦: you have no ♣, so you must trump (you hold 9♥)'
    >>> second_person("He is void in ♥: his partner may win the trick for him")
    'You are void in ♥: your partner may win the trick for you'
    """

    language = get_language()
    if language == "ja":
        return text.replace("その人たち", "\0").replace("その人", "あなた").replace("\0", "その人たち")
    if language == "es":
        return _SPANISH_HE.sub(_spanish_you, text)

    def you(match: re.Match[str]) -> str:
        capital, verb = match.groups()
        word = "You" if capital == "H" else "you"
        return f"{word} {base_form(verb)}"

    text = _HE.sub(you, text)
    text = _HIS.sub(lambda m: "Your" if m.group(1) == "H" else "your", text)
    return _HIM.sub("you", text)
