"""The interactive view of a lesson or a drill: click a card (or an option) to answer, and read the feedback.

The view holds no rules: a click goes to :meth:`Lesson.answer <tutor.lesson.session.Lesson.answer>`, whose step asks the game's
rules API, and the view shows the :class:`~tutor.lesson.Feedback` it returns in an element with the CSS class
``tutor-feedback`` (under the cards, when the answer is a card to click): its first two sentences, the rest behind
"more" (:attr:`Feedback.more <tutor.lesson.Feedback.more>`). Hints, *show answer*, retry, back, next and reset are
buttons.

>>> from tutor.lesson import BASIC, Lesson, play_card
>>> view = LessonView(Lesson("Follow suit", [play_card(BASIC, "AH 9H 7C", "KH")]))
>>> view.click("7C").correct
False
>>> view.hand.feedback
'✗ Not that one. You cannot play 7♣: you must follow ♥.'
>>> "tutor-feedback" in view.feedback._dom_classes
True
"""

from __future__ import annotations

import html
from collections.abc import Iterable
from typing import Any

import ipywidgets as widgets

from tutor.cards import Card
from tutor.i18n import gettext
from tutor.lesson import Drill, Feedback, Kind, Lesson, Step
from tutor.lesson.render import scenario_html
from tutor.lesson.steps import more_html
from tutor.widgets._show import show
from tutor.widgets.hand import HandView
from tutor.widgets.progress import ProgressTracker, track

__all__ = ["ACTIONS", "LessonView", "progress_html"]

_RED = "#c00000"
_KIND = {True: "good", False: "bad"}


def _card_button(card: Card, label: str | None = None) -> widgets.Button:
    button = widgets.Button(
        description=label or card.unicode(),
        tooltip=card.name(),
        layout=widgets.Layout(width="auto", min_width="3.2em", height="3.2em"),
    )
    button.add_class("tutor-card-button")
    if card.suit.colour == "red":
        button.style.text_color = _RED
    button.style.font_weight = "bold"
    return button


def _live(inner: str = "") -> str:
    """A live region: screen readers read out what appears in it."""
    return f'<div role="status" aria-live="polite">{inner}</div>'


def _verdict_html(feedback: Feedback, *, shown: bool = True) -> str:
    """The feedback's first sentences (unless ``shown=False``: the card row says them), the rest behind "more"."""
    state, mark, colour = ("right", "✓", "#18794e") if feedback.correct else ("wrong", "✗", _RED)
    text = f"{mark} {html.escape(feedback.shown)}" if shown else ""
    more = more_html(feedback.more)
    if not text and not more:
        return _live()
    return _live(f'<div class="tutor-verdict tutor-{state}" style="color:{colour}">{text}{more}</div>')


def _hints_html(hints: Iterable[str]) -> str:
    word = html.escape(gettext("Hint:"))
    return _live("".join(f'<div class="tutor-hint"><b>{word}</b> {html.escape(h)}</div>' for h in hints))


def progress_html(progress: str, status: str = "") -> str:
    """The progress line of a lesson view: where the learner is (``str(session.progress)``) and how the current
    step went (:attr:`Record.status <tutor.lesson.Record.status>`), if it went anyhow.

    >>> progress_html("Step 2 of 3 · score 1 of 3", "not right yet")
    '<div class="tutor-progress">Step 2 of 3 · score 1 of 3 · this step: not right yet</div>'
    """
    if status:
        progress += " · " + gettext("this step: {status}").format(status=gettext(status))
    return f'<div class="tutor-progress">{html.escape(progress)}</div>'


#: what a learner can do in a lesson view, each the class of its button (a picture of the view says which button
#: is which: the site answers clicks on the pictures before Python starts, then :meth:`LessonView.replay` does
#: what was done there)
ACTIONS = ("hint", "show", "retry", "back", "next", "reset", "check")


def _chosen_words(chosen: int) -> str:
    """What a click on an option of a *choose* step says: how many are chosen, and what to do next."""
    return gettext("{chosen} chosen. Press Check when you are done.").format(chosen=chosen)


def _is_index(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool) and value >= 0


class LessonView(widgets.VBox):
    """A lesson or drill in a notebook: prompt, cards, answer controls, feedback and navigation.

    :param session: a :class:`~tutor.lesson.Lesson` or :class:`~tutor.lesson.Drill`.

    The controls are public attributes, so a test (or a curious learner) can drive the view without a
    browser: :meth:`click` answers with an option as its button would, ``hint_button.click()`` shows a hint.
    """

    def __init__(self, session: Lesson | Drill, **kwargs: Any) -> None:
        self.session = session
        self.heading = widgets.HTML()
        self.progress = widgets.HTML()
        self.prompt = widgets.HTML()
        self.scenario = widgets.HTML()
        self.answers = widgets.Box(layout=widgets.Layout(flex_flow="row wrap", grid_gap="4px"))
        self.feedback = widgets.HTML()
        self.feedback.add_class("tutor-feedback")
        self.hints = widgets.HTML()
        self.hints.add_class("tutor-hints")
        self.hint_button = widgets.Button(
            description=gettext("Hint"), tooltip=gettext("A hint, not the answer")
        )
        self.answer_button = widgets.Button(description=gettext("Show answer"))
        self.retry_button = widgets.Button(
            description=gettext("Retry"), tooltip=gettext("Try this step again")
        )
        self.back_button = widgets.Button(description=gettext("Back"))
        self.next_button = widgets.Button(description=gettext("Next"))
        self.reset_button = widgets.Button(
            description=gettext("Reset"), tooltip=gettext("Back to the first step")
        )
        self.hint_button.on_click(lambda _: self.show_hint())
        self.answer_button.on_click(lambda _: self.show_answer())
        self.retry_button.on_click(lambda _: self.retry())
        self.back_button.on_click(lambda _: self._do(self.session.previous))
        self.next_button.on_click(lambda _: self._do(self.session.next))
        self.reset_button.on_click(lambda _: self._do(self.session.reset))
        self._option_buttons: list[tuple[Any, widgets.Button]] = []
        self.hand: HandView | None = None
        self._chosen: set[Any] = set()
        self.check_button = widgets.Button(description=gettext("Check"), button_style="primary")
        self.check_button.on_click(lambda _: self.submit())
        buttons = (
            self.hint_button,
            self.answer_button,
            self.retry_button,
            self.back_button,
            self.next_button,
            self.reset_button,
            self.check_button,
        )
        for action, button in zip(ACTIONS, buttons, strict=True):
            button.add_class(f"tutor-do-{action}")
        # the step reached and each step's result, kept in the learner's browser (tutor.widgets.progress): a
        # reload (a new Python) comes back to the step reached
        self.tracker = track(self)
        for button in (
            self.hint_button,
            self.answer_button,
            self.retry_button,
            self.back_button,
            self.next_button,
            self.reset_button,
        ):
            button.layout = widgets.Layout(width="auto")
        controls = widgets.HBox(
            [
                self.hint_button,
                self.answer_button,
                self.retry_button,
                self.back_button,
                self.next_button,
                self.reset_button,
            ],
            layout=widgets.Layout(flex_flow="row wrap"),
        )
        super().__init__(
            [
                self.heading,
                self.progress,
                self.prompt,
                self.scenario,
                self.answers,
                self.feedback,
                self.hints,
                controls,
                self.tracker,
            ],
            **kwargs,
        )
        self.add_class("tutor-lesson-view")
        self.render()

    @property
    def bookmark(self) -> ProgressTracker:
        """The step reached is kept by ``tracker`` (the name of release 1, kept for old notebooks)."""
        return self.tracker

    # -- actions -------------------------------------------------------------------------------------------
    def click(self, option: Any) -> Feedback:
        """Answer the current step with ``option`` (a card, a card's text, an option or its label).

        For a *choose* step this toggles the option instead; :meth:`submit` then checks the choice.
        """
        step = self.session.step
        if self.hand is not None:
            value = step.read(option)
            card = next(iter(value)) if isinstance(value, frozenset) else value
            if not isinstance(card, Card) or card not in self.hand.cards:
                feedback = self.session.answer(option)  # a card not offered: graded as the step says
                self._show_feedback(feedback)
                return feedback
            self.hand.click(str(card))
            if step.multiple:
                return Feedback(False, _chosen_words(len(self._chosen)))
            last = self.session.record.last
            assert last is not None  # the click answered the step
            return last
        if step.multiple:
            value = step.read(option)
            (item,) = value if isinstance(value, frozenset) and len(value) == 1 else (value,)
            self._chosen.symmetric_difference_update({item})
            self._update_chosen()
            return Feedback(False, _chosen_words(len(self._chosen)))
        feedback = self.session.answer(option)
        self._show_feedback(feedback)
        return feedback

    def choose(self, options: Iterable[Any]) -> Feedback:
        """Answer a *choose* step with the given options at once."""
        step = self.session.step
        self._chosen = set(step.read(list(options)))
        if self.hand is not None:
            self.hand.update(
                selected=[o for o in self._chosen if isinstance(o, Card) and o in self.hand.cards]
            )
        self._update_chosen()
        return self.submit()

    def submit(self) -> Feedback:
        """Check the options chosen so far (a *choose* step)."""
        feedback = self.session.answer(frozenset(self._chosen))
        self._show_feedback(feedback)
        return feedback

    def show_hint(self) -> str | None:
        """Show the next hint (or say there is none)."""
        hint = self.session.hint()
        record, step = self.session.record, self.session.step
        if hint is None:
            shown = step.hints[: record.hints]
            self.hints.value = (
                _hints_html(shown)
                if shown
                else _live(f"<i>{html.escape(gettext('No hint for this step.'))}</i>")
            )
            return None
        self.hints.value = _hints_html(step.hints[: record.hints])
        self.hint_button.disabled = self.session.hints_left() == 0
        return hint

    def show_answer(self) -> str:
        """Show the answer: its words, and the answer selected among the options (cards or buttons)."""
        text = self.session.show_answer()
        self.feedback.value = _live(f'<div class="tutor-answer">{html.escape(text)}</div>')
        show(self.feedback, self.hand is None)  # with cards, the card row says it
        step = self.session.step
        right = step.answers()
        if step.multiple:
            self._chosen = set(right[0]) if right else set()
        if self.hand is not None:
            if step.multiple:
                self.hand.update(selected=self._chosen)
            elif right:
                self.hand.update(legal=right)  # the right cards outlined, the others dimmed
            self.hand.show_feedback(text, "info")
        elif step.multiple:
            self._update_chosen()
        else:
            for option, button in self._option_buttons:
                button.button_style = "success" if option in right else ""
        self._update_progress()
        return text

    def retry(self) -> None:
        """Try the step again: the last answer and the selection are cleared (how it went is kept)."""
        self.session.retry()
        self.render()

    def _do(self, action: Any) -> None:
        action()
        self.render()

    # -- drawing -------------------------------------------------------------------------------------------
    def render(self) -> None:
        """Redraw everything for the current step."""
        session, step = self.session, self.session.step
        self.heading.value = f"<h3>{html.escape(session.title)}</h3>"
        if session.intro and session.index == 0:
            self.heading.value += f"<p>{html.escape(session.intro)}</p>"
        self.prompt.value = f"<p><b>{html.escape(step.prompt)}</b></p>"
        card_answer = step.kind in (Kind.PLAY, Kind.CHOOSE) and step.scenario is not None
        self.scenario.value = scenario_html(step.scenario, hand=not card_answer) if step.scenario else ""
        self._chosen = set()
        self._build_options(step)
        # with cards to click, the feedback's first sentences show right under them (the card row's own feedback
        # line, also of class tutor-feedback); this element then shows only the "more" of a longer feedback
        show(self.feedback, self.hand is None)
        record = session.record
        self.feedback.value = _live()
        if record.last is not None:
            self._show_feedback(record.last)
        self.hints.value = _hints_html(step.hints[: record.hints])
        self.hint_button.disabled = session.hints_left() == 0
        self.back_button.disabled = session.index == 0
        self.next_button.disabled = session.total is not None and session.index + 1 >= session.total
        self.next_button.description = gettext("Next exercise") if session.total is None else gettext("Next")
        self._update_progress()
        self.tracker.step = session.index

    def _build_options(self, step: Step) -> None:
        self.hand = None
        if step.options and all(isinstance(option, Card) for option in step.options):
            self._build_hand(step)
            return
        buttons: list[tuple[Any, widgets.Button]] = []
        for option, label in zip(step.options, step.labels(), strict=True):
            if isinstance(option, Card):
                button = _card_button(option, label)
            else:
                button = widgets.Button(description=label, layout=widgets.Layout(width="auto"))
                button.add_class("tutor-option")
            button.on_click(lambda _, option=option: self.click(option))
            buttons.append((option, button))
        self._option_buttons = buttons
        children = [button for _, button in buttons]
        if step.multiple:
            children.append(self.check_button)
        self.answers.children = children

    def _build_hand(self, step: Step) -> None:
        """Cards to click: the card views' :class:`~tutor.widgets.HandView` (legality is not shown: it is
        what the learner is asked)."""
        self._option_buttons = []
        label = (
            gettext("your hand")
            if step.kind in (Kind.PLAY, Kind.CHOOSE)
            else gettext("the cards to choose from")
        )
        self.hand = HandView(
            step.options,
            on_click=self._on_hand_click,
            block_illegal=False,
            selectable=step.multiple,
            on_select=self._on_hand_select,
            sort_buttons=False,
            label=label,
        )
        self.answers.children = [self.hand, self.check_button] if step.multiple else [self.hand]

    def _on_hand_click(self, card: Card) -> None:
        feedback = self.session.answer(card)
        self._show_feedback(feedback)

    def _on_hand_select(self, selected: Any) -> None:
        self._chosen = set(selected)
        if self.hand is not None and self.session.step.multiple and self.session.record.last is not None:
            self.hand.show_feedback("")

    def _update_chosen(self) -> None:
        for option, button in self._option_buttons:
            button.button_style = "info" if option in self._chosen else ""

    def _show_feedback(self, feedback: Feedback) -> None:
        self.feedback.value = _verdict_html(feedback, shown=self.hand is None)
        show(self.feedback, self.hand is None or bool(feedback.more))
        if self.hand is not None:  # the card row has its own feedback line, under the cards clicked
            self.hand.show_feedback(
                ("✓ " if feedback.correct else "✗ ") + feedback.shown, _KIND[feedback.correct]
            )
        self._update_progress()

    def _update_progress(self) -> None:
        self.progress.value = progress_html(str(self.session.progress), self.session.record.status)
        self.tracker.note(self.session)

    # -- what was done before Python started ---------------------------------------------------------------
    def replay(self, events: Iterable[Any]) -> int:
        """Do again, in order, what a learner did in this lesson box before Python started (the site answers
        clicks on the box's picture from a table made at build time, ``site/answers.py``, and keeps a log of
        them): the same calls a click makes, so the box ends where the learner is, with the same answers, hints,
        score and results. Each event is ``[action, step index, option index]``: ``"answer"`` (an option, or a
        card, of a step with one answer), ``"toggle"`` (one option of a step answered by choosing several),
        ``"goto"`` (open at a step), or one of :data:`ACTIONS`. An event made at another step than the current
        one goes to that step first; an event that cannot be read is left out. Returns the number of events
        done.

        >>> from tutor.lesson import BASIC, Lesson, play_card
        >>> view = LessonView(Lesson("Follow suit", [play_card(BASIC, "AH 9H 7C", "KH"), play_card(BASIC, "AS", "")]))
        >>> view.replay([["answer", 0, 2], ["retry", 0], ["answer", 0, 0], ["next", 0]])
        4
        >>> view.session.index, view.session.progress.score, view.session.steps[0].options[2]
        (1, 0, Card.parse('7C'))
        """
        done = 0
        for event in events:
            if self._replay_one(event):
                done += 1
        return done

    def _replay_one(self, event: Any) -> bool:
        if not isinstance(event, list | tuple) or len(event) < 2 or not isinstance(event[0], str):
            return False
        action, at, *rest = event
        if not _is_index(at):
            return False
        session = self.session
        if action == "goto" or at != session.index:
            try:
                session.goto(at)
            except IndexError:
                return False
            self.render()
            if action == "goto":
                return True
        step = session.step
        if action in ("answer", "toggle"):
            if not rest or not _is_index(rest[0]) or rest[0] >= len(step.options):
                return False
            if (action == "toggle") != step.multiple:
                return False
            self.click(step.options[rest[0]])
            return True
        do = {
            "hint": self.show_hint,
            "show": self.show_answer,
            "retry": self.retry,
            "back": lambda: self._do(session.previous),
            "next": lambda: self._do(session.next),
            "reset": lambda: self._do(session.reset),
            "check": self.submit,
        }.get(action)
        if do is None or (action == "check" and not step.multiple):
            return False
        do()
        return True

    def _repr_html_(self) -> str:  # where no widget manager runs (static pages), show the lesson itself
        return self.session._repr_html_()

    def _repr_mimebundle_(self, **kwargs: Any) -> dict[str, Any]:
        """The widget view, plus the lesson as static HTML for pages rendered without a widget manager."""
        data = super()._repr_mimebundle_(**kwargs) or {"text/plain": repr(self.session)}
        data["text/html"] = self.session._repr_html_()
        return data
