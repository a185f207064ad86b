"""Steps of a lesson: a scenario, a prompt, the kind of answer, and a checker computed by the rules API.

A step never stores its correct answer as typed text: it stores the *options* a learner may pick from and a
*judge* that asks the rules (``legal_plays``, ``trick_winner``, ``explain_play``, ``State.apply``) about each
one. The correct answers are the options the judge accepts, so a lesson's text and its table cannot disagree.

>>> step = play_card(BASIC, hand="AH 9H 7C", trick="KH")
>>> step.check("7C").correct
False
>>> print(step.check("7C"))
Not that one. You cannot play 7♣: must follow ♥.
>>> step.check("9H").correct
True
>>> step.answers()
(Card.parse('AH'), Card.parse('9H'))
"""

from __future__ import annotations

import enum
import functools
import html
import re
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from ..cards import Card, CardSet, Suit, format_cards
from ..errors import Rule, TutorError
from ..tricks import Ordering
from .adapt import BASIC, game_module, read_card, read_cards, read_suit
from .words import option_label, split_sentences, state_words, to_you

__all__ = [
    "BASIC",
    "Feedback",
    "Kind",
    "Scenario",
    "Step",
    "choice",
    "choose_cards",
    "play_card",
    "which_wins",
    "without_holding",
]


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
        return " ".join(_sentence(part) for part in parts if part)  # each part is a sentence

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
    return f'<details class="tutor-more"><summary>more</summary><div>{html.escape(more)}</div></details>'


def _sentence(text: str) -> str:
    text = text.strip()
    return text[0].upper() + text[1:] + ("" if text[-1] in ".!?:" else ".")


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
            note = " (still hidden: only the trump maker knows it)" if hidden else ""
            lines.append(f"Trumps: {_suit_text(self.trump)}{note}")
        if self.trick:
            lines.append(f"Trick so far: {_played(self.trick, self.seats)}")
        elif self.hand is not None and self.state is None:
            lines.append("You lead: the trick is empty.")
        if self.hand is not None:
            lines.append(f"Your hand: {self.hand.unicode()}")
        if self.state is not None and not self.hand:
            lines.append(state_words(self.state))
        return "\n".join(lines)

    def __str__(self) -> str:
        return self.describe()

    def _repr_html_(self) -> str:
        from .render import scenario_html

        return scenario_html(self)


def _played(trick: Sequence[Card], seats: Sequence[str]) -> str:
    if seats and len(seats) >= len(trick):
        return ", ".join(f"{seat} {card.unicode()}" for seat, card in zip(seats, trick, strict=False))
    return format_cards(trick, unicode=True)


def _ordinal(n: int) -> str:
    return {1: "1st", 2: "2nd", 3: "3rd"}.get(n, f"{n}th")


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
            return Feedback(False, "I cannot read that answer.", str(error))
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
        wrong = [right - {option} for option in right] + [right | {o} for o in self.options if o not in right]
        if right:
            wrong.append(frozenset())
        return tuple(w for w in wrong if not self.judge(w).correct)

    def answer_text(self) -> str:
        """The answer in words ("show answer"), with the rule behind it."""
        if self.multiple:
            chosen = self._answers[0] if self._answers else frozenset()
            shown = [_label(o) for o in self.options if o in chosen]
            text = "Answer: " + (", ".join(shown) if shown else "none of them")
        else:
            shown = [_label(o) for o in self._answers]
            text = "Answer: " + (" or ".join(shown) if shown else "none of the options")
        return f"{text}. {self.explanation}".strip() if self.explanation else text + "."

    def labels(self) -> tuple[str, ...]:
        return tuple(_label(option) for option in self.options)

    def __str__(self) -> str:
        lines = [self.prompt]
        if self.scenario is not None:
            lines.append(self.scenario.describe())
        if self.kind is not Kind.PLAY and self.kind is not Kind.CHOOSE:
            lines.append("Options: " + " | ".join(self.labels()))
        return "\n".join(line for line in lines if line)

    def _repr_html_(self) -> str:
        from .render import step_html

        return step_html(self)


# -- factories: cards -------------------------------------------------------------------------------------


def _card_scenario(
    game: Any, hand: Any, trick: Any, trump: Any, seats: Any, text: str, rules: dict[str, Any]
) -> Scenario:
    suit = read_suit(game, trump)
    if suit is not None:
        rules = {**rules, "trump": suit}
    return Scenario(
        game=game,
        hand=CardSet(read_cards(game, hand)) if hand is not None else None,
        trick=read_cards(game, trick),
        trump=suit,
        seats=tuple(seats or ()),
        text=text,
        rules=rules,
    )


def _hand(scenario: Scenario) -> CardSet:
    """The learner's hand in a card step (a step about a trick alone has none)."""
    if scenario.hand is None:
        raise TutorError("this step needs the learner's hand: give the cards held")
    return scenario.hand


def _legal(game: Any, scenario: Scenario) -> CardSet:
    return CardSet(game.legal_plays(scenario.hand, scenario.trick, **scenario.rules))


_HOLDING = re.compile(r"\s*\(holds [^)]*\)")
_MAY_PLAY = re.compile(r"^(?:(?:You )?(?:cannot|may) play [^:]+|\S+ is (?:not )?(?:allowed|legal)):\s*", re.I)


def without_holding(reason: str) -> str:
    """A rule's sentence without the cards that meet it: in a lesson those cards are the answer.

    >>> without_holding("You cannot play 7♣: must follow ♥ (holds A♥, 9♥)")
    'You cannot play 7♣: must follow ♥'
    """
    return _HOLDING.sub("", reason)


def rule_words(reason: str) -> str:
    """A rule's sentence as a lesson says it: without the cards that meet it (:func:`without_holding`), and said
    to the learner (:func:`~tutor.lesson.words.to_you`).

    >>> rule_words("Cannot play 7♣: must follow ♥ (holds A♥, 9♥)")
    'You cannot play 7♣: must follow ♥'
    """
    return to_you(without_holding(reason))


def _why_not(game: Any, scenario: Scenario, card: Card) -> str:
    hand = _hand(scenario)
    if card not in hand:
        return f"You do not hold {card.unicode()}."
    return rule_words(str(game.explain_play(hand, scenario.trick, card, **scenario.rules)))


def _ordering(game: Any, scenario: Scenario) -> Ordering | None:
    """How the game sees the cards of this step (effective suits, trumps), if it says."""
    try:
        ordering: Ordering = game.ordering(scenario.trump, rules=scenario.rules.get("rules"))
    except TutorError:  # a step whose trump the game refuses (its check answers the learner instead)
        return None
    return ordering


def _suit_in_play(suit: Suit | None, ordering: Ordering) -> str:
    if suit is None:
        return "no suit"
    return "trumps" if suit == ordering.trump else suit.symbol


def _why_not_winning(game: Any, scenario: Scenario, card: Card) -> str:
    """Why ``card`` does not win the trick, in the game's view, without naming the card that does."""
    trick = scenario.trick
    ordering = _ordering(game, scenario)
    if ordering is None:
        return f"{card.unicode()} is beaten by another card of this trick."
    led = ordering.led_suit(trick)
    assert led is not None  # the card is in the trick: a suit was led
    beaters = [other for other in trick if ordering.beats(other, card)]
    name = card.unicode()
    if ordering.top_mask & card.bit:
        return f"{name} is a top card, but a stronger one was played."
    suit = ordering.suit_of(card)
    if suit != led and not ordering.is_trump(card):
        if ordering.trump is None:
            return f"{name} is not of the suit led ({led.symbol}), so it cannot win."
        if led == ordering.trump:
            return f"{name} is not a trump, and a trump was led, so it cannot win."
        return f"{name} is not of the suit led ({led.symbol}) and not a trump, so it cannot win."
    if any(ordering.top_mask & other.bit for other in beaters):
        return f"{name} is beaten: a card that beats every other card was played."
    if not ordering.is_trump(card) and any(ordering.is_trump(other) for other in beaters):
        return f"{name} follows the suit led, but a trump was played, and any trump beats it."
    kind = "trump" if ordering.is_trump(card) else f"card of the suit led ({_suit_in_play(suit, ordering)})"
    return f"{name} is beaten: a higher {kind} was played."


def _why_legal(game: Any, scenario: Scenario, card: Card) -> str:
    """The game's own words for a legal card (Subastao names the obligation met), if it says more than "legal"."""
    if game is BASIC:
        return ""
    try:
        return to_you(str(game.explain_play(scenario.hand, scenario.trick, card, **scenario.rules)))
    except TutorError:  # the legality came from legal_plays; a missing explanation must not break the step
        return ""


def _winner_text(game: Any, scenario: Scenario, trick: Sequence[Card], you: int | None = None) -> str:
    position = game.trick_winner(trick, **scenario.rules)
    card = trick[position]
    if you is not None and position == you:
        return f"Your {card.unicode()} wins the trick."
    if scenario.seats and position < len(scenario.seats):
        return f"{scenario.seats[position]}'s {card.unicode()} wins the trick."
    return f"The {card.unicode()} ({_ordinal(position + 1)} card) wins the trick."


def play_card(
    game: Any,
    hand: Any,
    trick: Any = (),
    *,
    trump: Any = None,
    prompt: str = "",
    goal: str | Callable[[Card], tuple[bool, str]] = "legal",
    hints: Sequence[str] = (),
    explanation: str = "",
    seats: Sequence[str] = (),
    text: str = "",
    title: str = "",
    **rules: Any,
) -> Step:
    """A *play a card* step: click a card of the hand.

    :param game: a game module, a game name, or :data:`BASIC`.
    :param hand: the learner's cards (text in the game's notation, or cards).
    :param trick: the cards already played to the trick, first = lead.
    :param trump: the trump suit (``Suit`` or text such as ``'H'``), if the game has one.
    :param goal: ``'legal'`` (any legal card is right), ``'win'`` (a legal card that wins the trick so far),
        ``'lose'`` (a legal card that does not win), or a function ``card -> (is_right, reason)`` applied to
        legal cards.
    :param rules: further options passed to the game's functions (e.g. ``trump_known=False``).

    >>> step = play_card(BASIC, "AH 9H 7C", "KH QS", goal="win")
    >>> step.answers()
    (Card.parse('AH'),)
    >>> print(step.check("9H"))
    Legal, but it does not win. The K♥ (1st card) wins the trick.
    """
    game = game_module(game)
    scenario = _card_scenario(game, hand, trick, trump, seats, text, dict(rules))
    mine = _hand(scenario)
    legal = _legal(game, scenario)
    you = len(scenario.trick)

    def wins(card: Card) -> bool:
        winner: int = game.trick_winner((*scenario.trick, card), **scenario.rules)
        return winner == you

    def judge(card: Any) -> Feedback:
        if not isinstance(card, Card) or card not in legal:
            if isinstance(card, Card):
                reason = _why_not(game, scenario, card)
                return Feedback(
                    False,
                    "Not that one.",
                    reason,
                    rule=Rule.NOT_IN_HAND if card not in mine else None,
                )
            return Feedback(False, "That is not a card.")
        if goal == "legal":
            why = _why_legal(game, scenario, card)
            return Feedback(True, "Right." if why else f"Right: {card.unicode()} may be played.", why)
        trick_after = (*scenario.trick, card)
        if goal == "win":
            if wins(card):
                return Feedback(True, f"Right: {card.unicode()} wins the trick so far.")
            return Feedback(
                False,
                "Legal, but it does not win.",
                consequence=_winner_text(game, scenario, trick_after, you),
            )
        if goal == "lose":
            if not wins(card):
                return Feedback(True, f"Right: {card.unicode()} lets the trick go.")
            return Feedback(
                False,
                "Legal, but it wins the trick.",
                consequence=_winner_text(game, scenario, trick_after, you),
            )
        if callable(goal):
            ok, reason = goal(card)
            return Feedback(bool(ok), "Right." if ok else "Legal, but not the best card here.", reason)
        raise ValueError(f"unknown goal {goal!r}: use 'legal', 'win', 'lose' or a function")

    default_prompt = {
        "legal": "Play a card you are allowed to play.",
        "win": "Play a card that wins the trick.",
        "lose": "Play a card that does not win the trick.",
    }
    auto = _card_hints(game, scenario, legal, goal)
    return Step(
        kind=Kind.PLAY,
        prompt=prompt or default_prompt.get(goal if isinstance(goal, str) else "", "Play a card."),
        options=tuple(mine.sorted()),
        judge=judge,
        hints=tuple(hints) or auto,
        scenario=scenario,
        explanation=explanation,
        reader=lambda text: read_card(game, text),
        title=title,
    )


def _rule_now(game: Any, scenario: Scenario, legal: CardSet) -> str:
    """The rule that binds this hand now, in the game's words, without naming the cards that meet it."""
    if not scenario.trick:
        return ""
    hand = _hand(scenario)
    illegal = [card for card in hand.sorted() if card not in legal]
    card = illegal[0] if illegal else hand.sorted()[0]
    try:
        reason = str(game.explain_play(hand, scenario.trick, card, **scenario.rules))
    except TutorError:  # a hint is a help: a game that cannot explain this card gives no rule hint
        return ""
    if not illegal and not _MAY_PLAY.match(reason):  # legal, and the game names no rule
        return "The rule here: every card you hold may be played."
    rule = without_holding(_MAY_PLAY.sub("", reason)).strip().rstrip(".")
    return f"The rule here: {to_you(rule[0].lower() + rule[1:])}." if rule else ""


def _card_hints(game: Any, scenario: Scenario, legal: CardSet, goal: Any) -> tuple[str, ...]:
    hints = []
    if scenario.trick:
        ordering = _ordering(game, scenario)
        lead = scenario.trick[0]
        first = f"Look at the first card, {lead.unicode()}: it was led."
        if ordering is not None and not ordering.top_mask & lead.bit:
            led = ordering.led_suit(scenario.trick)
            if led == scenario.trump and led != lead.suit:
                first += " In this game it counts as a trump."
        hints.append(first)
        if goal == "legal" or not isinstance(goal, str):
            rule = _rule_now(game, scenario, legal)
            if rule:
                hints.append(rule)
    else:
        hints.append("The trick is empty: you lead, so nothing limits you yet.")
    if goal == "legal" or not isinstance(goal, str):
        hints.append(f"{len(legal)} of your {len(_hand(scenario))} cards may be played.")
    else:
        hints.append("Which card is winning the trick now? Can any of your legal cards beat it?")
    return tuple(hints)


def choose_cards(
    game: Any,
    hand: Any,
    trick: Any = (),
    *,
    trump: Any = None,
    prompt: str = "Which cards may you play? Choose all of them.",
    hints: Sequence[str] = (),
    explanation: str = "",
    seats: Sequence[str] = (),
    text: str = "",
    title: str = "",
    **rules: Any,
) -> Step:
    """A *choose cards* step: pick every card you may play (the set is the game's ``legal_plays``).

    >>> step = choose_cards(BASIC, "AH 9H 7C", "KH")
    >>> step.check("AH 9H").correct
    True
    >>> print(step.check("AH 7C"))
    Not quite. You cannot play 7♣: must follow ♥. You missed 1 card you may play.
    """
    game = game_module(game)
    scenario = _card_scenario(game, hand, trick, trump, seats, text, dict(rules))
    mine = _hand(scenario)
    legal = _legal(game, scenario)

    def judge(chosen: Any) -> Feedback:
        chosen = frozenset(chosen)
        extra = [card for card in mine.sorted() if card in chosen and card not in legal]
        extra += [card for card in chosen if isinstance(card, Card) and card not in mine]
        missed = [card for card in legal if card not in chosen]
        if not extra and not missed:
            return Feedback(True, f"Right: {len(legal)} of your cards may be played.")
        reason = " ".join(_sentence(_why_not(game, scenario, card)) for card in extra[:2])
        consequence = (
            f"You missed {len(missed)} card{'s' if len(missed) != 1 else ''} you may play." if missed else ""
        )
        return Feedback(False, "Not quite.", reason, consequence)

    return Step(
        kind=Kind.CHOOSE,
        prompt=prompt,
        options=tuple(mine.sorted()),
        judge=judge,
        hints=tuple(hints) or _card_hints(game, scenario, legal, "legal")[:2],
        scenario=scenario,
        explanation=explanation,
        multiple=True,
        reader=lambda text: read_cards(game, text),
        title=title,
        solution=frozenset(legal),
    )


def which_wins(
    game: Any,
    trick: Any,
    *,
    trump: Any = None,
    prompt: str = "Which card wins this trick?",
    hints: Sequence[str] = (),
    explanation: str = "",
    seats: Sequence[str] = (),
    text: str = "",
    title: str = "",
    **rules: Any,
) -> Step:
    """A *who wins this trick?* step: pick the winning card (the game's ``trick_winner``).

    >>> step = which_wins(BASIC, "9H KH 2S", trump="S")
    >>> step.answers()
    (Card.parse('2S'),)
    >>> print(step.check("KH"))
    Not that one. K♥ follows the suit led, but a trump was played, and any trump beats it.
    """
    game = game_module(game)
    scenario = _card_scenario(game, None, trick, trump, seats, text, dict(rules))
    winner = scenario.trick[game.trick_winner(scenario.trick, **scenario.rules)]

    def judge(card: Any) -> Feedback:
        if card is winner:
            return Feedback(True, f"Right: {card.unicode()} wins.")
        if not isinstance(card, Card) or card not in scenario.trick:
            return Feedback(False, "That card is not in this trick.")
        return Feedback(False, "Not that one.", _why_not_winning(game, scenario, card))

    auto = [f"{scenario.trick[0].unicode()} was led."]
    ordering = _ordering(game, scenario)
    if ordering is not None and scenario.trump is not None:
        led = ordering.led_suit(scenario.trick)
        if led != scenario.trick[0].suit:  # Saskop's kings, queens and jacks are trumps
            auto[0] += (
                " Here it counts as a trump." if led == scenario.trump else f" Here it counts as {led}."
            )
    if scenario.trump is not None:
        auto.append(f"Trumps are {scenario.trump.symbol}. Was any trump played?")
    else:
        auto.append("Only cards of the suit led can win.")
    return Step(
        kind=Kind.CHOICE,
        prompt=prompt,
        options=scenario.trick,
        judge=judge,
        hints=tuple(hints) or tuple(auto),
        scenario=scenario,
        explanation=explanation,
        reader=lambda text: read_card(game, text),
        title=title,
    )


def choice(
    prompt: str,
    options: Sequence[Any] | Mapping[str, Any],
    answer: Any,
    *,
    why: str | Callable[[Any], str] = "",
    hints: Sequence[str] = (),
    scenario: Scenario | None = None,
    title: str = "",
    kind: Kind = Kind.CHOICE,
) -> Step:
    """A multiple-choice step whose ``answer`` is COMPUTED by the rules API in the authoring cell.

    :param options: the choices, or a mapping ``label -> value``.
    :param answer: the right value (e.g. ``piquet.trick_winner(...)``), or a predicate ``value -> bool``.
    :param why: the explanation shown when wrong and with the answer (text, or ``value -> text``).

    >>> step = choice("Which suit is led?", ["♠", "♥"], answer=Card.parse("KH").suit.symbol)
    >>> step.check("♥").correct, step.check(1).correct, step.check("♠").correct
    (True, True, False)
    """
    if isinstance(options, Mapping):
        labels = dict(options)
        values = tuple(labels.values())
        names = {value: label for label, value in labels.items()}
    else:
        values = tuple(options)
        names = {value: _label(value) for value in values}
    right = answer if callable(answer) else (lambda value: value == answer)

    def judge(value: Any) -> Feedback:
        if right(value):
            return Feedback(True, "Right.", why if isinstance(why, str) else "")
        if callable(why):  # the author's reason for this very choice
            return Feedback(False, "Not that one.", why(value))
        return Feedback(False, f"Not {names.get(value, _label(value))}.", "Think again, or ask for a hint.")

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
        explanation=why if isinstance(why, str) else "",
        reader=reader,
        title=title,
        names=names,
    )


@dataclass(frozen=True, eq=False)
class _ChoiceStep(Step):
    names: Mapping[Any, str] = field(default_factory=dict)

    def labels(self) -> tuple[str, ...]:
        return tuple(self.names.get(option, _label(option)) for option in self.options)

    def answer_text(self) -> str:
        shown = [self.names.get(o, _label(o)) for o in self.answers()]
        text = "Answer: " + (" or ".join(shown) if shown else "none of the options")
        return f"{text}. {self.explanation}".strip() if self.explanation else text + "."

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
    return suit.word if suit.symbol == suit.word else f"{suit.symbol} ({suit.word})"
