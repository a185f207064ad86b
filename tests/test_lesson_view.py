"""LessonView without a browser: clicks go through the lesson model and the feedback element shows the result."""

from __future__ import annotations

import pytest

from tests.helpers import Bid, BiddingState, Pass  # the tiny validating state of the model tests

pytest.importorskip("ipywidgets")

from tutor.lesson import BASIC, Lesson, choice, choose_cards, drills, play_card, which_wins
from tutor.widgets.lesson_view import LessonView


def _view():
    return LessonView(
        Lesson(
            "Follow suit",
            [
                play_card(BASIC, "AH 9H 7C", "KH"),
                choose_cards(BASIC, "AH 9H 7C", "KH"),
                which_wins(BASIC, "9H KH 2S", trump="S"),
                choice(
                    "How many cards in a trick of four players?",
                    [3, 4, 5],
                    answer=len(BASIC.parse_cards("9H KH 2S 3D")),
                    wrong={3: "Three is a trick of three players.", 5: "Five is one more than the players."},
                ),
            ],
        )
    )


def _seen(view):
    """The feedback as the learner sees it: under the cards (with cards to click), then the feedback element."""
    under_cards = view.hand.feedback if view.hand is not None else ""
    return under_cards + (view.feedback.value if view.feedback.layout.display != "none" else "")


def _button(view, label):
    return next(button for _, button in view._option_buttons if button.description == label)


def test_cards_are_a_hand_view_that_does_not_reveal_legality():
    view = _view()
    assert view.hand is not None and view.hand.legal is None
    assert [str(c) for c in view.hand.cards.sorted()] == ["AH", "9H", "7C"]


def test_feedback_is_shown_once_under_the_cards_and_below_for_other_steps():
    view = _view()
    assert view.feedback.layout.display == "none"
    view.session.goto(3)
    view.render()
    assert view.hand is None and view.feedback.layout.display == ""


def test_front_end_click_message_answers_the_step():
    view = _view()
    view.hand.row._on_front_end_message(view.hand.row, {"event": "click", "card": "7C"}, [])
    assert "must follow ♥" in view.hand.feedback
    assert "must follow ♥" not in view.feedback.value  # said once, under the cards


def test_feedback_element_has_the_class_the_site_tests_look_for():
    view = _view()
    assert "tutor-feedback" in view.feedback._dom_classes
    assert view.feedback.value == '<div role="status" aria-live="polite"></div>'  # a live region, empty


def test_every_feedback_area_is_a_live_region():
    view = LessonView(
        Lesson("Packs", [choice("How many?", [32, 36], answer=36, wrong={32: "32 is Piquet's pack."})])
    )
    view.click(32)
    assert view.feedback.value.startswith('<div role="status" aria-live="polite">')
    view.show_hint()
    assert view.hints.value.startswith('<div role="status" aria-live="polite">')


def test_no_glyph_needs_an_emoji_font():
    view = _view()
    view.show_hint()
    view.show_answer()
    text = view.hints.value + view.feedback.value + view.progress.value
    assert not [ch for ch in text if ord(ch) >= 0x1F000 or 0x2300 <= ord(ch) <= 0x23FF]


def test_show_answer_selects_the_answer_on_a_button_step():
    single = LessonView(
        Lesson("Packs", [choice("How many?", [32, 36], answer=36, wrong={32: "32 is Piquet's pack."})])
    )
    single.show_answer()
    styles = {option: button.button_style for option, button in single._option_buttons}
    assert styles == {32: "", 36: "success"}
    assert "Answer: 36" in single.feedback.value and "answer shown" in single.progress.value


def test_show_answer_selects_every_right_option_of_a_multiple_button_step():
    from tutor.lesson import choose_actions

    step = choose_actions(
        BiddingState(),
        [Pass(), Bid(5), Bid(9)],
        prompt="Which may you do?",
        allowed="a bid above the last one, up to the limit, or a pass",
    )
    view = LessonView(Lesson("Bids", [step]))
    view.show_answer()
    chosen = {option for option, button in view._option_buttons if button.button_style == "info"}
    assert chosen == set(step.answers()[0]) and chosen
    assert view.submit().correct  # Check then agrees with the answer shown
    assert "score 0 of 1" in view.progress.value  # but the step does not score


def test_clicking_an_illegal_card_shows_the_reason():
    view = _view()
    view.hand.click("7C")
    assert "✗" in _seen(view) and "must follow ♥" in _seen(view)
    assert "A♥" not in _seen(view)  # the cards that may be played are the answer
    assert view.hand.feedback.startswith("✗")
    assert view.session.record.attempts == 1


def test_clicking_a_legal_card_is_right_and_scores():
    view = _view()
    view.click("9H")
    assert "✓" in _seen(view)
    assert "score 1 of 4" in view.progress.value


def test_choose_step_toggle_then_check():
    view = _view()
    view.next_button.click()
    assert view.answers.children[-1] is view.check_button
    view.hand.click("AH")
    view.hand.click("7C")
    view.hand.click("7C")  # toggled off again
    view.click("9H")
    assert view.hand.selected == view.session.step.answers()[0]
    view.check_button.click()
    assert "✓" in _seen(view)


def test_choose_step_wrong_choice():
    view = _view()
    view.next_button.click()
    feedback = view.choose(["AH", "7C"])
    assert not feedback.correct and "must follow" in _seen(view)


def test_show_answer_outlines_the_right_cards():
    view = _view()
    view.answer_button.click()
    assert set(view.hand.legal) == set(view.session.step.answers())
    assert "Answer:" in view.feedback.value


def test_multiple_choice_buttons_and_show_answer():
    view = _view()
    view.session.goto(3)
    view.render()
    _button(view, "3").click()
    assert "✗" in view.feedback.value
    view.answer_button.click()
    assert "Answer: 4" in view.feedback.value
    _button(view, "4").click()
    assert view.session.score == 0  # the answer was shown first


def test_hint_button_shows_hints_then_disables():
    view = _view()
    for _ in view.session.step.hints:
        view.hint_button.click()
    assert view.hints.value.count("Hint:") == len(view.session.step.hints)
    assert view.hint_button.disabled


def test_navigation_buttons_and_reset():
    view = _view()
    assert view.back_button.disabled
    for _ in range(3):
        view.next_button.click()
    assert view.next_button.disabled and "Step 4 of 4" in view.progress.value
    view.back_button.click()
    assert "Step 3 of 4" in view.progress.value
    view.reset_button.click()
    assert "Step 1 of 4" in view.progress.value and view.back_button.disabled


def test_retry_clears_the_feedback():
    view = _view()
    view.click("7C")
    view.retry_button.click()
    assert "✗" not in view.feedback.value and view.hand.feedback == ""
    view.click("9H")  # right, but not at the first try: the box says so and it does not score
    assert "right after a retry" in view.progress.value and "score 0 of 4" in view.progress.value


def test_drill_view_next_exercise_never_ends():
    view = LessonView(drills.winner("basic", seed=9))
    assert view.next_button.description == "Next exercise"
    right = view.session.step.answers()[0]
    view.click(right)
    assert "✓" in _seen(view)
    for _ in range(5):
        view.next_button.click()
    assert not view.next_button.disabled and "Exercise 6" in view.progress.value


def test_static_fallback_is_the_lesson_html():
    view = _view()
    assert 'class="tutor-step"' in view._repr_html_()
    bundle = view._repr_mimebundle_()
    assert "application/vnd.jupyter.widget-view+json" in bundle and "<svg" in bundle["text/html"]


def test_bid_buttons_answer_an_action_step_and_show_the_rule():
    from tutor.lesson import choose_actions, play_action

    state = BiddingState(last=5, limit=7)
    view = LessonView(
        Lesson(
            "Bidding",
            [
                play_action(state, prompt="Raise.", options=[Bid(n) for n in range(5, 10)] + [Pass()]),
                choose_actions(
                    state,
                    [Bid(n) for n in range(5, 10)],
                    prompt="Which bids may you make?",
                    allowed="a bid above the last one, up to the limit",
                ),
            ],
        )
    )
    assert view.hand is None and [b.description for _, b in view._option_buttons][-1] == "pass"
    _button(view, "bid 9").click()
    assert "only 7 potential trumps" in view.feedback.value
    _button(view, "bid 6").click()
    assert "✓" in view.feedback.value
    view.next_button.click()
    _button(view, "bid 6").click()
    _button(view, "bid 7").click()
    assert _button(view, "bid 7").button_style == "info"
    view.check_button.click()
    assert "✓" in _seen(view)


def test_buttons_are_plain_words_without_icon_fonts():
    """Icon fonts are glyphs a plain browser may lack (and screen readers read their private-use codes)."""
    view = _view()
    buttons = [view.hint_button, view.answer_button, view.retry_button, view.back_button, view.next_button]
    assert all(button.icon == "" for button in [*buttons, view.reset_button, view.check_button])
