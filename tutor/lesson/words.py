"""The words a learner reads: the rules every lesson's text goes through before it is shown.

* A feedback shows at most :data:`SHOWN_SENTENCES` sentences; the rest waits behind "more"
  (:func:`split_sentences`, used by :class:`~tutor.lesson.Feedback` and the renderers).
* Cards are named, never written in notation: a game's own description of a situation (``"trick so far AO;
  East to act"``) is put into words (:func:`in_words`) before a lesson shows it.
* An option that plays a card is labelled with the card's name (:func:`option_label`), not its code (``5O``).
* A rule is said to the learner (:func:`to_you`): "You cannot play 7♣: you must follow ♥", "you have no ♣, so
  you must trump".
* A wrong answer gives a reason that says something (:func:`is_generic` tells "Think again" from a reason).
* Labels are listed as a learner reads a list (:func:`~tutor.sentences.join`): ``A♠, K♠ and Q♠``.

>>> split_sentences("Not that one. You cannot play 7♣: must follow ♥. West's A♥ now wins.")
('Not that one. You cannot play 7♣: must follow ♥.', "West's A♥ now wins.")
>>> from tutor.cards import Family
>>> in_words("Trick 5, trumps espadas; trick so far AO; East to act", Family.SPANISH)
"Trick 5, trumps espadas; trick so far as de oros; East's turn"
>>> in_words("on the table: 6D JH; South to play")
'on the table: 6♦ J♥; South to play'
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from typing import Any

from ..cards import Card, Family
from ..errors import NotationError
from ..grammar import Play
from ..i18n import get_language, gettext, gettext_noop, pgettext
from ..sentences import Template, second_person

__all__ = [
    "GENERIC",
    "SHOWN_SENTENCES",
    "family_of",
    "in_words",
    "is_generic",
    "join_sentences",
    "option_label",
    "said_to_seat",
    "split_sentences",
    "state_words",
    "to_you",
]

#: how many sentences of a feedback are shown at once; the rest is behind "more"
SHOWN_SENTENCES = 2

# a sentence ends with . ! or ? followed by a space and more text (a decimal point, as in 42.5, is not followed
# by a space)
_SENTENCE_END = re.compile(r"(?<=[.!?])\s+(?=\S)|(?<=[。！？])\s*(?=\S)")

# a card written in notation: a rank (2-9, 10, T, A K Q J; Spanish C S R) then a suit letter, as a word of its own
_CODE = re.compile(r"(?<![\w♠♥♦♣])(?:10|[2-9TAKQJCSR])[SHDCOEB](?![\w♠♥♦♣])")

# "South (younger) to act", a game's words for whose turn it is
_TO_ACT = re.compile(r"\b([A-Z][a-z]+)(?: \([^)]*\))? to act\b")


def split_sentences(text: str, shown: int = SHOWN_SENTENCES) -> tuple[str, str]:
    """``text`` cut after its first ``shown`` sentences: ``(shown part, the rest)``; the rest is ``""`` when
    there is nothing more.

    >>> split_sentences("Right.")
    ('Right.', '')
    """
    parts = _SENTENCE_END.split(text.strip())
    return join_sentences(parts[:shown]), join_sentences(parts[shown:])


def join_sentences(parts: Iterable[str]) -> str:
    """Sentences one after the other, as the language spoken writes them: a space between them (Japanese
    writes none after its full stop ``。``).

    >>> join_sentences(["Not quite.", "You left out 7♣."])
    'Not quite. You left out 7♣.'
    """
    return ("" if get_language() == "ja" else " ").join(part for part in parts if part)


def family_of(state: Any) -> Family:
    """The family of the cards a game state plays with (read from its hands), French if it has none."""
    for hand in getattr(state, "hands", None) or ():
        for card in hand or ():
            if isinstance(card, Card):
                return card.family
    return Family.FRENCH


def in_words(text: str, family: Family | str = Family.FRENCH) -> str:
    """``text`` with every card written in notation replaced by the card as a learner reads it (``6D`` -> ``6♦``,
    ``AO`` -> ``as de oros``), and "South to act" said as "South's turn"."""

    def card(match: re.Match[str]) -> str:
        try:
            return Card.parse(match.group(0), family).unicode()
        except NotationError:
            return match.group(0)

    return _TO_ACT.sub(r"\1's turn", _CODE.sub(card, text))


def state_words(state: Any) -> str:
    """A game state's own description (``describe()``) as a learner reads it: cards named, not coded."""
    describe = getattr(state, "describe", None)
    return in_words(describe() if callable(describe) else str(state), family_of(state))


_SUBJECTLESS = re.compile(r"^([Cc]annot|[Mm]ay) play\b")
_HE = re.compile(
    r"^(?:[a-z]+ \([^)]*\): )?he\b"
)  # "he must follow ♥", "fallar (play a trump): he has no ..."
# the same sentences in Japanese ("7♣を出せません：その人は…", "fallar（切札を出す）：その人は…") and Spanish
# ("no puede jugar 7♣: él tiene que…", "fallar (jugar un triunfo): él no tiene…")
_SUBJECTLESS_JA = re.compile(r"^[^：。]*を出せ(?:ません|ます)：")
_HE_JA = re.compile(r"^(?:[a-z]+（[^）]*）：)?その人(?!たち)")
_SUBJECTLESS_ES = re.compile(r"^(no )?puede jugar\b")
_HE_ES = re.compile(r"^(?:[a-z]+ \([^)]*\): )?él\b")


def to_you(text: str) -> str:
    """A rule's sentence said to the learner. A game's ``explain_play`` says a rule after the player's name ("cannot
    play 7♣: he must follow ♥"): said to the learner, it is "You cannot play 7♣: you must follow ♥"; a bare rule
    ("he has no ♣, so he must trump", what a hint quotes) is said to "you" too. A sentence about somebody else
    ("South cannot play ...") is left as it is. The same in Japanese and Spanish, in the language spoken.

    >>> to_you("cannot play 7♣: he must follow ♥ (he holds A♥)")
    'You cannot play 7♣: you must follow ♥ (you hold A♥)'
    >>> to_you("fallar (play a trump): he has no oros, so he must trump")
    'fallar (play a trump): you have no oros, so you must trump'
    >>> to_you("South cannot play A♠: he must follow ♥")
    'South cannot play A♠: he must follow ♥'
    >>> from tutor.i18n import speaking
    >>> with speaking("ja"):
    ...     to_you("7♣を出せません：その人は♥をフォローしなければなりません（A♥を持っています）")
    'あなたは7♣を出せません：あなたは♥をフォローしなければなりません（A♥を持っています）'
    >>> with speaking("es"):
    ...     to_you("no puede jugar 7♣: él tiene que asistir a ♥ (él tiene A♥)")
    'Tú no puedes jugar 7♣: tú tienes que asistir a ♥ (tú tienes A♥)'
    """
    language = get_language()
    if language == "ja":
        if _SUBJECTLESS_JA.match(text):
            return second_person("あなたは" + text)
        return second_person(text) if _HE_JA.match(text) else text
    if language == "es":
        if _SUBJECTLESS_ES.match(text):
            return second_person(_SUBJECTLESS_ES.sub(lambda m: f"Tú {m.group(1) or ''}puedes jugar", text))
        return second_person(text) if _HE_ES.match(text) else text
    if _SUBJECTLESS.match(text):
        return second_person(_SUBJECTLESS.sub(lambda m: f"You {m.group(1).lower()} play", text))
    if _HE.match(text):
        return second_person(text)
    return text


def said_to_seat(text: str, seat: str) -> str:
    """A rule's sentence about ``seat`` said to the learner who plays that seat ("West cannot play 9♥: he must
    follow trumps" -> "You cannot play 9♥: you must follow trumps"); a sentence about anybody else is kept. In
    Japanese and Spanish too (``seat`` is the English name of the seat, the catalogue's).

    >>> said_to_seat("South (elder) cannot play 7♥: he must follow ♠", "South")
    'You cannot play 7♥: you must follow ♠'
    >>> said_to_seat("North cannot play 7♥: he must follow ♠", "South")
    'North cannot play 7♥: he must follow ♠'
    >>> from tutor.i18n import speaking
    >>> with speaking("ja"):
    ...     said_to_seat("西は9♥を出せません：その人は切札をフォローしなければなりません", "West")
    'あなたは9♥を出せません：あなたは切札をフォローしなければなりません'
    >>> with speaking("es"):
    ...     said_to_seat("Sur (mano) no puede jugar 7♥: él tiene que asistir a ♠", "South")
    'Tú no puedes jugar 7♥: tú tienes que asistir a ♠'
    """
    language = get_language()
    name = re.escape(gettext(seat))
    if language == "ja":
        found = re.match(rf"{name}(?:（[^（）]*(?:（[^（）]*）)?[^（）]*）)?は", text)
        return second_person("あなたは" + text[found.end() :]) if found else text
    if language == "es":
        found = re.match(rf"{name}(?: \([^)]*\))? (no )?puede\b", text)
        if found is None:
            return text
        return second_person(f"Tú {found.group(1) or ''}puedes" + text[found.end() :])
    found = re.match(rf"{name}(?: \([^)]*\))? (?=cannot|may)", text)
    return second_person("You " + text[found.end() :]) if found else text


GENERIC = re.compile(
    r"think again|try again|ask for a hint|^not (?:that one|quite|the best (?:card|choice)(?: here)?)\W*$|"
    r"^(?:wrong|no|not allowed|not right)\W*$",
    re.IGNORECASE,
)
"""What a reason must not be: words that say an answer is wrong without saying why."""


_VERDICTS = (
    gettext_noop("Not that one."),
    gettext_noop("Not quite."),
    gettext_noop("Not allowed."),
    gettext_noop("Legal, but not the best card here."),
    gettext_noop("Allowed, but not the best choice."),
)
"""The lesson's verdicts on a wrong answer, in every language: none of them is a reason."""


def is_generic(reason: str) -> bool:
    """Whether ``reason`` says nothing about the answer: empty, "Think again", "Not that one" or a word or two.

    >>> is_generic(""), is_generic("Think again, or ask for a hint."), is_generic("Not that one.")
    (True, True, True)
    >>> is_generic("You cannot play 7♣: you must follow ♥.")
    False

    Japanese writes no spaces between words: there, about two characters make a word.

    >>> is_generic("ダメ。"), is_generic("あなたはQ♠を出せません：♥をフォローしなければなりません。")
    (True, False)
    """
    text = reason.strip()
    if not text or GENERIC.search(text) or text in {gettext(verdict) for verdict in _VERDICTS}:
        return True
    return _words(text) < 3


_UNSPACED = re.compile(r"[\u3040-\u30ff\u3400-\u9fff\uff00-\uffef]")


def _words(text: str) -> int:
    """About how many words ``text`` has, in a language written with spaces or without (Japanese, where about two
    characters make a word)."""
    return len(text.split()) + len(_UNSPACED.findall(text)) // 2


def option_label(option: Any, state: Any = None) -> str:
    """The words an option is shown with: a card's name or symbol; for an action that plays a card (and says no
    more than its card), that card; else the option's text (in a language other than English, the action said
    in words by the grammar of ``state``'s game, when a state is given: "♠を切札に指名する"). A pass in an auction
    is the call a player says, in the context ``"call"``: "paso" in Spanish, where a sentence says "pasar".

    >>> from tutor.grammar import Play
    >>> option_label(Play(Card.parse("5O", "spanish"))), option_label(Card.parse("TH"))
    ('5 de oros', '10♥')
    >>> from tutor.i18n import speaking
    >>> with speaking("es"):
    ...     option_label("pass")
    'paso'
    """
    if isinstance(option, Card):
        return option.unicode()
    if type(option) is Play and not option.signals and isinstance(option.card, Card):
        return option.card.unicode()
    text = str(option)
    if text == "pass":  # a call of an auction, as a player says it: "paso" in Spanish (the verb is "pasar")
        return pgettext("call", "pass")
    card = getattr(option, "card", None)
    if isinstance(card, Card) and text == str(card):
        return card.unicode()
    if state is not None and get_language() != "en" and not isinstance(option, str | int | float):
        from .. import games

        game = games.of(state)
        said = str(game.GRAMMAR.say(option))
        seat = getattr(option, "seat", None)
        if isinstance(seat, int) and not isinstance(seat, bool) and 0 <= seat < len(game.SEATS):
            # an action of a named seat ("South signals 2♥"): the seat is part of the option
            return BY_SEAT.say(seat=gettext(game.SEATS[seat]), action=said)
        return said
    return text


#: an option that is a named seat's action, in a language other than English (English says "South signals 2♥")
BY_SEAT = Template("{seat}: {action}")
