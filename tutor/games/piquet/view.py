"""What one seat sees of a deal of Piquet, and the words explaining a declaration.

Helpers of :class:`~tutor.games.piquet.state.State` (its ``view`` and ``explain``), kept apart so the
state's module holds the rules of a deal.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any, NoReturn

from ...cards import CardSet
from ...i18n import gettext
from ...sentences import Template
from ...tricks import Trick
from .._shared import facts, refuse_on_view
from .actions import Discard, Outcome, Phase
from .calling import Answer, Call, Calling, Line, Sink, Step, Word
from .declarations import CategoryResult, Kind, ScoreEvent, best_call
from .rules import SEATS, ordering
from .tables import mask_of

__all__ = ["View"]


@dataclass(frozen=True, slots=True)
class View:
    """A deal as one seat sees it (see :meth:`State.view <tutor.games.piquet.state.State.view>`)."""

    GAME = "tutor.games.piquet"  # the game's module (a class attribute, not a field)

    seat: int
    phase: Phase
    to_act: int | None
    dealer: int
    hand: CardSet
    hand_sizes: tuple[int, int]
    discard: CardSet
    stock_size: int
    seen_stock: CardSet
    carte_blanche_shown: CardSet | None
    dialogue: tuple[Line, ...]
    results: tuple[CategoryResult, ...]
    trick: Trick
    tricks: tuple[Trick, ...]
    scores: tuple[int, int]
    events: tuple[ScoreEvent, ...]
    history: tuple[Any, ...]
    actions: tuple[Any, ...]

    @property
    def elder(self) -> int:
        return 1 - self.dealer

    @property
    def younger(self) -> int:
        return self.dealer

    @property
    def trump(self) -> None:
        """Piquet has no trumps."""
        return None

    @property
    def won(self) -> tuple[int, int]:
        """Tricks won by each seat (the winner of a trick is the one who leads the next)."""
        counts = [0, 0]
        for trick in self.tricks:
            counts[trick.winner(ordering())] += 1
        return counts[0], counts[1]

    @property
    def seed(self) -> None:
        """A seat's view does not know the seed (it would tell the deal)."""
        return None

    def outcome(self) -> Outcome | None:
        """The result once the deal is over (``None`` before), as the full state gives it (without the seed)."""
        return Outcome(self.scores, self.events, self.won, self.elder) if self.is_terminal else None

    def facts(self, seats: Sequence[str] | None = None) -> list[tuple[str, str]]:
        """The situation in short labelled texts, as :meth:`State.facts` gives them."""
        items = [
            (gettext("score"), self.scores),
            (gettext("tricks won"), self.won if self.tricks else None),
        ]
        return facts(self, seats or SEATS, items=items)

    @property
    def hands(self) -> tuple[CardSet | None, ...]:
        """Each seat's hand as this seat sees it: its own, ``None`` for the opponent's (as in every game)."""
        return tuple(self.hand if seat == self.seat else None for seat in range(2))

    def legal_actions(self) -> tuple[Any, ...]:
        return self.actions

    @property
    def is_terminal(self) -> bool:
        return self.phase is Phase.OVER

    def apply(self, action: Any) -> NoReturn:
        """A view only shows the deal: always refused (:meth:`State.apply
        <tutor.games.piquet.state.State.apply>` acts).

        :raises IllegalAction: saying to apply actions to the full state.
        """
        refuse_on_view(action)


def view_of(state: Any, seat: int) -> View:
    """What ``seat`` can see: its own hand and discard, the opponent's hand size, the stock cards it has
    seen, the opponent's carte blanche once shown, the calls, the tricks and the scores."""
    other = 1 - seat
    exchanged = state.phase is not Phase.EXCHANGE or (seat == state.elder and state.to_act == state.dealer)
    shown = CardSet.from_mask(state.dealt[other]) if exchanged and state.carte_blanche[other] else None
    known = state.masks[seat] | state.discards[seat] | (state.pending if state.to_act == seat else 0)
    history = tuple(
        Discard(None) if type(a) is Discard and a.card is not None and not known & a.card.bit else a
        for a in state.history
    )
    return View(
        seat=seat,
        phase=state.phase,
        to_act=state.to_act,
        dealer=state.dealer,
        hand=CardSet.from_mask(state.masks[seat]),
        hand_sizes=(state.masks[0].bit_count(), state.masks[1].bit_count()),
        discard=CardSet.from_mask(state.discards[seat] | (state.pending if state.to_act == seat else 0)),
        stock_size=len(state.stock),
        seen_stock=CardSet.from_mask(state.seen[seat] & mask_of(state.stock)),
        carte_blanche_shown=shown,
        dialogue=state.dialogue,
        results=state.results,
        trick=state.trick,
        tricks=state.tricks,
        scores=state.scores,
        events=state.events,
        history=history,
        actions=state.legal_actions() if state.to_act == seat else (),
    )


# why a declaration is refused (:func:`why_not_declare`)
NO_CALL_WAITING = Template("no call is waiting for an answer ({step})")
ASK_ONLY = Template("ask only holding as many cards as called (Law 46)")
ASK_FIRST = Template('first ask "making?" (point) or "how high?" (sequence)')
ANSWER_NOT_HELD = Template("the hand does not hold what that answer claims")
MUST_ANSWER = Template("the younger hand must answer the call")
CALLED_NOW_ORDER = Template("the {kind} is called now (point, then sequences, then quatorzes and trios)")
CALLED_NOW = Template("the {kind} is called now")
NOT_HELD = Template("the hand does not hold that combination")


def why_not_declare(action: Any, calling: Calling) -> str:
    """Why a declaration ``action`` is not legal at this point of ``calling``."""
    step = calling.step
    if isinstance(action, Answer):
        if step not in (Step.ANSWER, Step.ANSWER_VALUE):
            return NO_CALL_WAITING.say(step=gettext(step.value))
        word = action.word
        if (
            word in (Word.MAKING, Word.HOW_HIGH, Word.EQUAL)
            and step is Step.ANSWER
            and word is not Word.EQUAL
        ):
            return ASK_ONLY.say()
        if word is Word.EQUAL and step is Step.ANSWER:
            return ASK_FIRST.say()
        return ANSWER_NOT_HELD.say()
    if step in (Step.ANSWER, Step.ANSWER_VALUE):
        return MUST_ANSWER.say()
    if isinstance(action, Call) and action.kind is not calling.kind:
        return CALLED_NOW_ORDER.say(kind=gettext(str(calling.kind)))
    if isinstance(action, Sink) and action.kind is not calling.kind:
        return CALLED_NOW.say(kind=gettext(str(calling.kind)))
    return NOT_HELD.say()


_SINGULAR = {Kind.POINT: "point", Kind.SEQUENCE: "sequence", Kind.SET: "quatorze or trio"}


def consequence(state: Any, action: Call | Sink | Answer) -> str:
    """What a declaration leads to, in words (the actor's own knowledge only)."""
    calling = state.calling
    assert calling is not None and calling.kind is not None
    kind, step = calling.kind, calling.step
    word = _SINGULAR[kind]
    best = best_call(kind, state.hand(state.to_act))
    if isinstance(action, Sink):
        if best is None:
            return f"has no {word} to call."
        if step is Step.CALL:
            return (
                f"sinks the {kind}: his {best.name()} ({best.score}) scores nothing, and the younger hand may "
                f"call and score his own {word}, even one it would have beaten."
            )
        return f"sinks the {kind}: his {best.name()} scores nothing, though, the elder having called none, it was good."
    if isinstance(action, Call):
        combo = action.combination
        if step is Step.YOUNGER_CALL:
            return f"calls {combo.name()}: the elder called no {word}, so it is good."
        if best is not None and combo.key < best.key:
            return (
                f"calls {combo.name()} though he holds {best.name()}: calling less sinks the rest; if good, he "
                "reckons only what is not above his call (unless it is good against the cards)."
            )
        return f"calls his best {word}, {combo.name()}."
    words = calling.answers(state.masks[state.dealer])
    said = action.word
    if said is Word.GOOD:
        if Word.NOT_GOOD in words:
            return f'answers "good" though he holds better: that sinks his {word}, and the elder scores his.'
        if Word.EQUAL in words:
            return f'answers "good" though he holds an equal {word}: the elder scores his.'
        return f'answers "good": the elder scores his {word}.'
    if said is Word.NOT_GOOD:
        return f'answers "not good": he holds a better {word} and will score it.'
    if said is Word.EQUAL:
        tail = "no sequence of either player scores" if kind is Kind.SEQUENCE else "nobody scores the point"
        return f'answers "equal": {tail}.'
    if said is Word.MAKING:
        return 'asks "making?": the elder gives his pip value; asking bars a longer suit of his own (Law 46).'
    return 'asks "how high?": the elder names the top card of his sequence.'
