"""Steps of a lesson: a scenario, a prompt, the kind of answer, and a checker computed by the rules API.

A step never stores its correct answer as typed text: it stores the *options* a learner may pick from and a
*judge* that asks the rules (``legal_plays``, ``trick_winner``, ``explain_play``, ``State.apply``) about each
one. The correct answers are the options the judge accepts, so a lesson's text and its table cannot disagree.

>>> from tutor.lesson import play_card
>>> step = play_card(BASIC, hand="AH 9H 7C", trick="KH")
>>> step.check("7C").correct
False
>>> print(step.check("7C"))
Not that one. You cannot play 7♣: you must follow ♥.
>>> step.check("9H").correct
True
>>> step.answers()
(Card.parse('AH'), Card.parse('9H'))

**Every wrong answer says why, by construction.** A step is refused while it is written (:class:`LessonError`,
naming the step and the option) if a wrong option would get no reason, or a reason that says nothing ("Think
again"): the factories compute the reasons from the rules where the question is about the game, and
:func:`choice` asks the author for one per wrong option (``wrong=``).

>>> choice("How many cards does a Piquet pack hold?", [32, 52], answer=32)
Traceback (most recent call last):
...
tutor.lesson.steps.LessonError: step 'How many cards does a Piquet pack hold?': the wrong option 52 has no reason: give choice() wrong={52: 'why 52 is wrong'} (or wrong=a function of the value)
"""

from __future__ import annotations

import enum
import functools
import html
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from ..cards import Card, CardSet, Suit, format_cards
from ..errors import Rule, TutorError
from ..i18n import gettext, gettext_noop, grammar
from ..sentences import Template, join, sentence
from .adapt import BASIC
from .words import is_generic, join_sentences, option_label, split_sentences, state_words

__all__ = [
    "BASIC",
    "Feedback",
    "Kind",
    "LessonError",
    "Scenario",
    "Step",
    "choice",
]


class LessonError(TutorError):
    """A step written wrong, refused while the lesson is built: a wrong option with no reason (or one that says
    nothing), every wrong option given the same words, a reason for an option that is not there.

    Its words are for the lesson's author, said in the language spoken (a Template each), the author's own
    words (the step's prompt, a reason) quoted as written."""


# -- a LessonError's words ------------------------------------------------------------------------------------
NO_REASON = Template("step {prompt}: the wrong {wrong} has no reason{said}: {how}")
IT_SAYS = Template(" (it says {reason})")
SAME_REASON = Template(
    "step {prompt}: every wrong option gets the same reason ({reason}): say why each one is wrong"
)
AN_OPTION = Template("option {label}")
A_CHOICE_OF = Template("choice of {labels}")
# the names of the code (choice(), wrong=) are values, the same in every language, and so are its braces
CHOICE_REASONS = Template("give {function}() {argument}={example} (or {argument}=a function of the value)")
WHY_WRONG = Template("why {label} is wrong")
NO_OPTIONS = Template("step {prompt}: give the options, or the answer and a mapping {argument}={example}")
VALUE_WHY = Template("value: why")
NOT_AN_OPTION = Template("step {prompt}: {argument}= gives a reason for {key}, which is not an option")
A_RIGHT_ANSWER = Template("step {prompt}: {argument}= gives a reason for {key}, but it is a right answer")
JUDGE_REASONS = gettext_noop("its judge must return a Feedback whose reason says why that answer is wrong")
"""Where the author of a step made by hand gives its reasons (a step's ``reasons_from``, said in the language
spoken when a reason is missing)."""


class Kind(enum.Enum):
    """The kind of answer a step expects; a view picks its controls from it."""

    PLAY = "play a card"
    CHOOSE = "choose cards"
    BID = "bid"
    DECLARE = "declare"
    SIGNAL = "pick a signal"
    CHOICE = "multiple choice"


@dataclass(frozen=True, slots=True)
class Feedback:
    """What a learner is told after answering: short when right; when wrong, why and what follows.

    :param correct: whether the answer is right.
    :param message: one short sentence (``"Right."``, ``"Not that one."``).
    :param reason: the rule in words (the sentence of :class:`~tutor.errors.IllegalAction`).
    :param consequence: what the answer leads to, where it helps (``"West's A♥ now wins the trick."``).
    :param rule: the rule broken, if any.
    """

    correct: bool
    message: str
    reason: str = ""
    consequence: str = ""
    rule: Rule | None = None

    def __str__(self) -> str:
        parts = (self.message, self.reason, self.consequence)
        return join_sentences(_sentence(part) for part in parts if part)  # each part is a sentence

    @property
    def shown(self) -> str:
        """What is shown at once: the first two sentences (:data:`~tutor.lesson.words.SHOWN_SENTENCES`).

        >>> Feedback(False, "Not that one.", "You cannot play 7♣: must follow ♥", "West wins").shown
        'Not that one. You cannot play 7♣: must follow ♥.'
        """
        return split_sentences(str(self))[0]

    @property
    def more(self) -> str:
        """The rest, shown behind "more" (``""`` when the feedback is short)."""
        return split_sentences(str(self))[1]

    def _repr_html_(self) -> str:
        state = "right" if self.correct else "wrong"
        return (
            f'<div class="tutor-feedback tutor-{state}">{html.escape(self.shown)}{more_html(self.more)}</div>'
        )


def more_html(more: str) -> str:
    """The rest of a feedback behind a "more" a learner can open (an HTML ``<details>``: it works in any page);
    nothing when there is no rest."""
    if not more:
        return ""
    word = html.escape(gettext("more"))
    return f'<details class="tutor-more"><summary>{word}</summary><div>{html.escape(more)}</div></details>'


def _sentence(text: str) -> str:
    return sentence(text)


# -- scenario ---------------------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Scenario:
    """The situation a step shows: the learner's hand, the trick so far, the trump, or a whole game state.

    :param game: the rules module (or :data:`BASIC`).
    :param hand: the learner's cards.
    :param trick: the cards already played to the trick, in play order (first = lead).
    :param trump: the trump suit, if any.
    :param seats: who played each card of the trick (names), if known.
    :param state: a game ``State`` the step is about (bids, declarations, signals).
    :param text: a line describing the situation.
    :param shown: more cards to show, each with a label (``(("Elder", cards), ("Younger", cards))``).
    """

    game: Any = BASIC
    hand: CardSet | None = None
    trick: tuple[Card, ...] = ()
    trump: Suit | None = None
    seats: tuple[str, ...] = ()
    state: Any = None
    text: str = ""
    rules: Mapping[str, Any] = field(default_factory=dict)
    shown: tuple[tuple[str, tuple[Card, ...]], ...] = ()

    def describe(self) -> str:
        """The situation in one or two lines of text."""
        lines = [self.text] if self.text else []
        lines += [f"{label}: {format_cards(cards, unicode=True)}" for label, cards in self.shown]
        if self.trump is not None:
            hidden = self.rules.get("trump_known") is False  # Trup Kasiet before the reveal
            lines.append((TRUMPS_HIDDEN if hidden else TRUMPS).say(trump=_suit_text(self.trump)))
        if self.trick:
            lines.append(TRICK_SO_FAR.say(cards=_played(self.trick, self.seats)))
        elif self.hand is not None and self.state is None:
            lines.append(gettext("You lead: the trick is empty."))
        if self.hand is not None:
            lines.append(YOUR_HAND.say(cards=self.hand.unicode()))
        if self.state is not None and not self.hand:
            lines.append(state_words(self.state))
        return "\n".join(lines)

    def __str__(self) -> str:
        return self.describe()

    def _repr_html_(self) -> str:
        from .render import scenario_html

        return scenario_html(self)


TRUMPS = Template("Trumps: {trump}")
TRUMPS_HIDDEN = Template("Trumps: {trump} (still hidden: only the trump maker knows it)")
TRICK_SO_FAR = Template("Trick so far: {cards}")
YOUR_HAND = Template("Your hand: {cards}")
ANSWER = Template("Answer: {answer}")
OPTIONS_ARE = Template("The options are {options}.")


def _played(trick: Sequence[Card], seats: Sequence[str]) -> str:
    if seats and len(seats) >= len(trick):
        return ", ".join(
            f"{gettext(seat)} {card.unicode()}" for seat, card in zip(seats, trick, strict=False)
        )
    return format_cards(trick, unicode=True)


# -- the step ---------------------------------------------------------------------------------------------


def _label(option: Any) -> str:
    return option_label(option)


@dataclass(frozen=True, eq=False)
class Step:
    """One exercise: a prompt, the options to answer from, and a judge computed by the rules API.

    Build steps with the factories (:func:`play_card`, :func:`choose_cards`, :func:`which_wins`,
    :func:`play_action`, :func:`choose_actions`, :func:`choice`) rather than by hand.

    :param kind: the kind of answer expected.
    :param prompt: the question, one short sentence.
    :param options: what the learner picks from (cards, actions, choices).
    :param judge: ``answer -> Feedback``; for :attr:`Kind.CHOOSE` the answer is a ``frozenset`` of options.
    :param hints: hints that do not give the answer away, in order.
    :param scenario: the situation shown with the prompt.
    :param explanation: the rule in words, shown with the answer.
    :param multiple: the answer is a set of options (choose every card that ...).
    :param reader: turns a learner's raw input (text, index, label) into an option, or raises ``ValueError``.
    :param solution: for a multiple answer, the set the rules compute (e.g. ``legal_plays``); the judge must
        accept it.
    """

    kind: Kind
    prompt: str
    options: tuple[Any, ...]
    judge: Callable[[Any], Feedback]
    hints: tuple[str, ...] = ()
    scenario: Scenario | None = None
    explanation: str = ""
    multiple: bool = False
    reader: Callable[[Any], Any] | None = None
    title: str = ""
    solution: frozenset[Any] | None = None
    #: where an author gives the reasons of this kind of step (said when one is missing)
    reasons_from: str = JUDGE_REASONS

    def __post_init__(self) -> None:
        self._check_reasons()

    def _check_reasons(self) -> None:
        """Refuse the step (:class:`LessonError`) unless every wrong answer gets a reason that says something,
        and, where three options or more are wrong, not the same words for all of them."""
        reasons = []
        for wrong in self.wrong_answers():
            reason = self.judge(wrong).reason
            if is_generic(reason):
                said = IT_SAYS.say(reason=repr(reason)) if reason else ""
                how = self._how_to_give_reasons(wrong)
                raise LessonError(
                    NO_REASON.say(
                        prompt=repr(self.prompt), wrong=self._wrong_words(wrong), said=said, how=how
                    )
                )
            reasons.append(reason)
        if not self.multiple and len(reasons) >= 3 and len(set(reasons)) == 1:
            raise LessonError(SAME_REASON.say(prompt=repr(self.prompt), reason=repr(reasons[0])))

    def _wrong_words(self, wrong: Any) -> str:
        if not self.multiple:
            return AN_OPTION.say(label=self.label(wrong))
        shown = [self.label(option) for option in self.options if option in wrong]
        return A_CHOICE_OF.say(labels=join(shown) or gettext("nothing"))

    def _how_to_give_reasons(self, wrong: Any) -> str:
        return gettext(self.reasons_from)

    # -- answering ---------------------------------------------------------------------------------------
    def read(self, answer: Any) -> Any:
        """The option (or, for a multiple answer, the frozenset of options) a raw answer stands for."""
        if self.multiple:
            if isinstance(answer, str):
                items: Iterable[Any] = [answer] if self.reader is None else self.reader(answer)
            elif isinstance(answer, Iterable):
                items = answer
            else:
                items = [answer]
            return frozenset(self._read_one(item) for item in items)
        return self._read_one(answer)

    def _read_one(self, answer: Any) -> Any:
        if answer in self.options:
            return answer
        for option in self.options:
            if isinstance(answer, str) and answer.strip() in (_label(option), str(option)):
                return option
        if self.reader is not None:
            value = self.reader(answer)
            if isinstance(value, tuple) and len(value) == 1 and not isinstance(answer, tuple):
                value = value[0]
            return value
        raise ValueError(f"{answer!r} is not one of the options: {', '.join(map(_label, self.options))}")

    def check(self, answer: Any) -> Feedback:
        """Judge an answer. Unreadable input gives a wrong :class:`Feedback` that says why, never an exception."""
        try:
            value = self.read(answer)
        except (ValueError, KeyError) as error:
            return Feedback(False, gettext("I cannot read that answer."), str(error))
        return self.judge(value)

    # -- the answer, derived -----------------------------------------------------------------------------
    @functools.cached_property
    def _answers(self) -> tuple[Any, ...]:
        if self.multiple:
            solution = frozenset(self.solution or ())
            return (solution,) if self.judge(solution).correct else ()
        return tuple(option for option in self.options if self.judge(option).correct)

    def answers(self) -> tuple[Any, ...]:
        """The correct answers, found by asking the judge about every option."""
        return self._answers

    def right_answer(self) -> Any:
        """One correct answer (the first the judge accepts), as :meth:`answers` computes it.

        :raises ValueError: if no option is right (a step built wrong).
        """
        if not self._answers:
            raise ValueError(f"no option of {self.prompt!r} is right")
        return self._answers[0]

    def label(self, option: Any) -> str:
        """The words an option is shown with (a card's symbol, a choice's label)."""
        return self.labels()[self.options.index(option)] if option in self.options else _label(option)

    def wrong_answers(self) -> tuple[Any, ...]:
        """Some answers the judge rejects (for tests and for a view's dimmed options)."""
        if not self.multiple:
            return tuple(option for option in self.options if option not in self._answers)
        if not self._answers:
            return (frozenset(),)
        right = self._answers[0]
        # in the options' order (a set's order changes from one process to the next)
        fewer = [right - {option} for option in self.options if option in right]
        wrong = fewer + [right | {option} for option in self.options if option not in right]
        if right:
            wrong.append(frozenset())
        return tuple(w for w in dict.fromkeys(wrong) if not self.judge(w).correct)

    def answer_text(self) -> str:
        """The answer in words ("show answer"), with the rule behind it: the options listed as a learner reads a
        list (``A♠, K♠ and Q♠``; labels with commas of their own kept apart by semicolons), each part a
        sentence.

        >>> from tutor.lesson import choose_cards
        >>> choose_cards(BASIC, "AH 9H 7C", "KH").answer_text()
        'Answer: A♥ and 9♥.'
        """
        if self.multiple:
            chosen = self._answers[0] if self._answers else frozenset()
            listed = join(self.label(o) for o in self.options if o in chosen) or gettext("none of them")
        else:
            listed = join((self.label(o) for o in self._answers), "or") or gettext("none of the options")
        return join_sentences([sentence(ANSWER.say(answer=listed)), sentence(self.explanation)]).strip()

    def labels(self) -> tuple[str, ...]:
        state = self.scenario.state if self.scenario is not None else None
        return tuple(option_label(option, state) for option in self.options)

    def __str__(self) -> str:
        lines = [self.prompt]
        if self.scenario is not None:
            lines.append(self.scenario.describe())
        if self.kind is not Kind.PLAY and self.kind is not Kind.CHOOSE:
            lines.append(gettext("Options: {options}").format(options=" | ".join(self.labels())))
        return "\n".join(line for line in lines if line)

    def _repr_html_(self) -> str:
        from .render import step_html

        return step_html(self)


Reasons = Mapping[Any, str] | Callable[[Any], str]
"""Why each wrong value of a :func:`choice` is wrong: ``{value (or its label): reason}``, or ``value -> reason``."""


def choice(
    prompt: str,
    options: Sequence[Any] | Mapping[str, Any] | None = None,
    answer: Any = None,
    *,
    wrong: Reasons | None = None,
    why: str | Callable[[Any], str] = "",
    hints: Sequence[str] = (),
    scenario: Scenario | None = None,
    title: str = "",
    kind: Kind = Kind.CHOICE,
) -> Step:
    """A multiple-choice step whose ``answer`` is COMPUTED by the rules API in the authoring cell, and whose
    every wrong option says why it is wrong.

    :param options: the choices, or a mapping ``label -> value``; left out, the answer and the values of
        ``wrong`` (numbers, in order).
    :param answer: the right value (e.g. ``piquet.trick_winner(...)``), or a predicate ``value -> bool``.
    :param wrong: why each wrong value is wrong: a mapping ``value (or label) -> reason``, or a function
        ``value -> reason`` (computed from the game where the question is about the game). Every wrong option
        needs a reason that says something, never which option is right: a step without one is refused
        (:class:`LessonError`, naming the option).
    :param why: the rule behind the right answer, shown when right and with the answer. (A function here is the
        older spelling of ``wrong``.)

    >>> step = choice("Which suit is led?", ["♠", "♥"], answer=Card.parse("KH").suit.symbol,
    ...               wrong={"♠": "The first card played is the K♥, a heart."})
    >>> step.check("♥").correct, step.check(1).correct, step.check("♠").correct
    (True, True, False)
    >>> print(step.check("♠"))
    Not that one. The first card played is the K♥, a heart.
    >>> step = choice("How many cards in a Piquet pack?", answer=32, why="Seven to ace in four suits.",
    ...               wrong={36: "36 is Saskop's pack, from the six up.", 52: "52 is the full pack, from the two."})
    >>> step.labels(), step.answer_text()
    (('32', '36', '52'), 'Answer: 32. Seven to ace in four suits.')
    """
    if callable(why):  # the older spelling: a function of the value is the reason a wrong value is wrong
        wrong, why = why, ""
    if options is None:
        if not isinstance(wrong, Mapping) or callable(answer):
            raise LessonError(
                NO_OPTIONS.say(prompt=repr(prompt), argument="wrong", example="{" + VALUE_WHY.say() + "}")
            )
        options = sorted({answer, *wrong})
    if isinstance(options, Mapping):
        labels = dict(options)
        values = tuple(labels.values())
        names = {value: label for label, value in labels.items()}
    else:
        values = tuple(options)
        names = {value: _label(value) for value in values}
    right = answer if callable(answer) else (lambda value: value == answer)
    reason_of = _reasons(prompt, wrong, names, right)

    def judge(value: Any) -> Feedback:
        if right(value):
            return Feedback(True, gettext("Right."), why)
        if value not in names:
            return Feedback(
                False,
                gettext("That is not one of the options."),
                OPTIONS_ARE.say(options=join(names.values(), "or")),
            )
        return Feedback(False, gettext("Not that one."), reason_of(value))

    def reader(raw: Any) -> Any:
        if (
            isinstance(raw, int)
            and not isinstance(raw, bool)
            and 0 <= raw < len(values)
            and raw not in values
        ):
            return values[raw]
        for value, label in names.items():
            if isinstance(raw, str) and raw.strip().lower() == label.lower():
                return value
        raise ValueError(f"{raw!r} is not one of the options: {', '.join(names.values())}")

    return _ChoiceStep(
        kind=kind,
        prompt=prompt,
        options=values,
        judge=judge,
        hints=tuple(hints),
        scenario=scenario,
        explanation=why,
        reader=reader,
        title=title,
        names=names,
    )


def _reasons(
    prompt: str, wrong: Reasons | None, names: Mapping[Any, str], right: Callable[[Any], bool]
) -> Callable[[Any], str]:
    """``value -> reason`` from a :func:`choice`'s ``wrong``; a mapping is checked at once: every key an option
    (by value or label), none of them right."""
    if wrong is None:
        return lambda value: ""
    if callable(wrong):
        return lambda value: str(wrong(value))
    by_label = {label: value for value, label in names.items()}
    reasons: dict[Any, str] = {}
    for key, reason in wrong.items():
        value = key if key in names else by_label.get(key, key)
        if value not in names:
            raise LessonError(NOT_AN_OPTION.say(prompt=repr(prompt), argument="wrong", key=repr(key)))
        if right(value):
            raise LessonError(A_RIGHT_ANSWER.say(prompt=repr(prompt), argument="wrong", key=repr(key)))
        reasons[value] = reason
    return lambda value: reasons.get(value, "")


@dataclass(frozen=True, eq=False)
class _ChoiceStep(Step):
    names: Mapping[Any, str] = field(default_factory=dict)

    def labels(self) -> tuple[str, ...]:
        return tuple(self.names.get(option, _label(option)) for option in self.options)

    def _how_to_give_reasons(self, wrong: Any) -> str:
        label = self.label(wrong)
        return CHOICE_REASONS.say(
            function="choice", argument="wrong", example=f"{{{wrong!r}: '{WHY_WRONG.say(label=label)}'}}"
        )

    def _read_one(self, answer: Any) -> Any:
        reader = self.reader
        if reader is None:  # (choice always gives one)
            return super()._read_one(answer)
        if isinstance(answer, int) and not isinstance(answer, bool) and answer not in self.options:
            return reader(answer)
        if answer in self.options:
            return answer
        return reader(answer)


def _suit_text(suit: Any) -> str:
    """A suit for reading: ``'♥ (hearts)'``, or just ``'copas'`` where the symbol is the word."""
    word = gettext(suit.word)
    return word if suit.symbol == suit.word else grammar().gloss.format(word=suit.symbol, meaning=word)


_CARD_STEPS = ("choose_cards", "play_card", "rule_words", "which_wins", "without_holding")


def __getattr__(name: str) -> Any:
    """The card steps are made in :mod:`tutor.lesson.card_steps`; they stay importable from here."""
    if name in _CARD_STEPS:
        from . import card_steps

        return getattr(card_steps, name)
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
