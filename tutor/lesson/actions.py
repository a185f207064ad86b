"""Steps answered by an action on a game state: bids, declarations, signals, trump choices, a card in a real deal.

Legality is always ``state.apply(action)``: an :class:`~tutor.errors.IllegalAction` gives the reason in the
rules' own words.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import Any

from .. import games
from ..cards import Card, CardSet
from ..errors import IllegalAction, Rule
from ..i18n import gettext, gettext_noop, grammar
from ..sentences import Template, count, join
from .card_steps import NOT_HELD, RIGHT_MAY, rule_words
from .steps import Feedback, Kind, LessonError, Scenario, Step
from .words import join_sentences, option_label, said_to_seat, state_words

__all__ = ["choose_actions", "play_action", "play_from"]

_GOAL_REASONS = gettext_noop(
    "goal(state, action) must return (False, why) with a reason for every legal action it refuses"
)
ALLOWED_NOT_AN_OPTION = Template(
    "step {prompt}: {argument}= gives a reason for {option}, not an allowed option"
)
"""A LessonError's words: a reason of ``allowed=`` for an option that is not allowed, or not there."""


def _shown(shown: Sequence[tuple[str, Any]]) -> tuple[tuple[str, tuple[Card, ...]], ...]:
    out = []
    for label, cards in shown:
        cards = CardSet(cards) if not isinstance(cards, CardSet) else cards
        out.append((label, cards.sorted()))
    return tuple(out)


RIGHT_ALLOWED = Template("Right: {option} is allowed.")
CANNOT_NOW = Template("{card} cannot be played now.")
LEFT_OUT = Template("You left out {missed}: {said}.")


def _sentence_end(text: str) -> str:
    return text if text.endswith((".", "!", "?", "。")) else text + grammar().stop


def _try(state: Any, action: Any) -> tuple[Any, IllegalAction | None]:
    try:
        return state.apply(action), None
    except IllegalAction as error:
        return None, error


def play_action(
    state: Any,
    *,
    prompt: str,
    kind: Kind = Kind.BID,
    options: Sequence[Any] | None = None,
    goal: Callable[[Any, Any], tuple[bool, str]] | None = None,
    hints: Sequence[str] = (),
    explanation: str = "",
    text: str = "",
    title: str = "",
    shown: Sequence[tuple[str, Any]] = (),
) -> Step:
    """A step answered by an action on a game state: a bid, a declaration, a signal, a trump choice.

    Legality is decided by ``state.apply(action)`` (an :class:`~tutor.errors.IllegalAction` gives the reason);
    ``goal(state, action) -> (is_right, reason)`` then judges a legal action (e.g. against the bot's hint or
    the bid evaluator). Without ``goal`` any legal action is right, which suits "which of these may you do?".

    :param state: the game state the learner acts in.
    :param options: candidate actions to show (default: ``state.legal_actions()``); illegal ones are welcome,
        they teach why they are illegal.
    :param shown: cards to show with the state, each with a label (e.g. ``[("Your hand", state.hand(1))]``).
    """
    options = tuple(state.legal_actions() if options is None else options)

    def judge(action: Any) -> Feedback:
        _, error = _try(state, action)
        if error is not None:
            return Feedback(False, gettext("Not allowed."), rule_words(str(error)), rule=error.rule)
        if goal is None:
            return Feedback(True, RIGHT_ALLOWED.say(option=option_label(action, state)))
        ok, reason = goal(state, action)
        if ok:
            return Feedback(True, gettext("Right."), reason)
        return Feedback(False, gettext("Allowed, but not the best choice."), reason)

    scenario = Scenario(game=None, state=state, text=text, shown=_shown(shown))
    return Step(
        kind=kind,
        prompt=prompt,
        options=options,
        judge=judge,
        hints=tuple(hints),
        scenario=scenario,
        explanation=explanation,
        title=title,
        reasons_from=_GOAL_REASONS,
    )


def play_from(
    state: Any,
    *,
    prompt: str = gettext_noop("Play a card."),
    goal: Callable[[Any, Any], tuple[bool, str]] | None = None,
    hints: Sequence[str] = (),
    explanation: str = "",
    text: str = "",
    title: str = "",
) -> Step:
    """A *play a card* step in a game state: click a card of the hand of the player to act.

    The card is played through ``state.apply`` (an illegal card gives the rule's reason); ``goal(state,
    action) -> (is_right, reason)`` then judges a legal play (e.g. against the bot's hint). Without ``goal``
    every legal card is right.
    """
    seat = state.to_act
    name = games.of(state).SEATS[seat]
    hand = CardSet(state.hand(seat))
    plays: dict[Card, Any] = {}  # each card's action (without signals)
    for action in state.legal_actions():
        card = getattr(action, "card", None)
        if isinstance(card, Card) and not getattr(action, "signals", None):
            plays.setdefault(card, action)

    def judge(card: Any) -> Feedback:
        if not isinstance(card, Card):
            return Feedback(False, gettext("That is not a card."))
        if card not in hand:
            return Feedback(
                False, gettext("Not that one."), NOT_HELD.say(card=card.unicode()), rule=Rule.NOT_IN_HAND
            )
        action = plays.get(card)
        if action is None:
            _, error = _try(state, str(card))
            reason = (
                said_to_seat(rule_words(str(error)), name)
                if error is not None
                else CANNOT_NOW.say(card=card.unicode())
            )
            rule = error.rule if error is not None else None
            return Feedback(False, gettext("Not that one."), reason, rule=rule)
        if goal is None:
            return Feedback(True, RIGHT_MAY.say(card=card.unicode()))
        ok, reason = goal(state, action)
        verdict = gettext("Right.") if ok else gettext("Legal, but not the best card here.")
        return Feedback(bool(ok), verdict, reason)

    trick = getattr(state, "trick", None)
    scenario = Scenario(
        game=None,
        hand=hand,
        trick=tuple(getattr(trick, "cards", ()) or ()),
        trump=getattr(state, "trump", None),
        state=state,
        text=text or state_words(state),
    )
    return Step(
        kind=Kind.PLAY,
        prompt=gettext(prompt),
        options=tuple(hand.sorted()),
        judge=judge,
        hints=tuple(hints),
        scenario=scenario,
        explanation=explanation,
        reader=games.of(state).INPUTS.card,
        title=title,
        reasons_from=_GOAL_REASONS,
    )


def choose_actions(
    state: Any,
    options: Sequence[Any],
    *,
    prompt: str,
    allowed: str | Mapping[Any, str] | Callable[[Any], str] = "",
    kind: Kind = Kind.BID,
    hints: Sequence[str] = (),
    explanation: str = "",
    text: str = "",
    title: str = "",
    shown: Sequence[tuple[str, Any]] = (),
) -> Step:
    """Choose every option the rules allow now (e.g. every bid a hand may make): legality by ``state.apply``.

    An option chosen that is not allowed is told the rule's reason (:class:`~tutor.errors.IllegalAction`); an
    allowed option left out is told ``allowed``, the rule that allows it in words that do not name it: one
    sentence for every allowed option ("a winner may pass any card that is not alone in its suit"), a mapping
    ``option -> why``, or a function of the option. Without it, a step with an allowed option is refused
    (:class:`~tutor.lesson.steps.LessonError`).
    """
    options = tuple(options)
    verdicts = {option: _try(state, option)[1] for option in options}
    if isinstance(allowed, Mapping):
        unknown = [o for o in allowed if o not in verdicts or verdicts[o] is not None]
        if unknown:
            raise LessonError(
                ALLOWED_NOT_AN_OPTION.say(prompt=repr(prompt), argument="allowed", option=unknown[0])
            )

    def allows(option: Any) -> str:
        if callable(allowed):
            return str(allowed(option))
        return allowed.get(option, "") if isinstance(allowed, Mapping) else allowed

    def judge(chosen: Any) -> Feedback:
        chosen = frozenset(chosen)
        extra = [o for o in options if o in chosen and verdicts[o] is not None]
        missed = [o for o in options if o not in chosen and verdicts[o] is None]
        if not extra and not missed:
            return Feedback(True, gettext("Right."))
        reasons = [_sentence_end(rule_words(str(verdicts[o]))) for o in extra[:2]]
        why = [allows(o).strip().rstrip(".。") for o in missed]
        if missed and all(why):
            said = join(dict.fromkeys(why))
            reasons.append(LEFT_OUT.say(missed=count(len(missed), "allowed option"), said=said))
        return Feedback(False, gettext("Not quite."), join_sentences(reasons))

    return Step(
        kind=kind,
        prompt=prompt,
        options=options,
        judge=judge,
        hints=tuple(hints),
        scenario=Scenario(game=None, state=state, text=text, shown=_shown(shown)),
        explanation=explanation,
        multiple=True,
        title=title,
        solution=frozenset(o for o in options if verdicts[o] is None),
        reasons_from=gettext_noop(
            "give choose_actions() allowed= the rule that allows each allowed option, without naming it"
        ),
    )
