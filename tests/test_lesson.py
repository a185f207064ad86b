"""The lesson model: each answer kind right and wrong, hints, show answer, progress, drills for every game."""

from __future__ import annotations

import importlib

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tests.helpers import Bid, BiddingState, Pass
from tutor.cards import Card, CardSet
from tutor.errors import Rule
from tutor.lesson import (
    BASIC,
    Drill,
    Feedback,
    Kind,
    Lesson,
    choice,
    choose_actions,
    choose_cards,
    drills,
    play_action,
    play_card,
    play_from,
    which_wins,
)

C = Card.parse


# -- play a card --------------------------------------------------------------------------------------------


def test_play_step_legal_card_is_right():
    step = play_card(BASIC, "AH 9H 7C", "KH")
    assert step.kind is Kind.PLAY
    feedback = step.check("9H")
    assert feedback.correct and feedback.message.startswith("Right")
    assert set(step.answers()) == {C("AH"), C("9H")}


def test_play_step_illegal_card_says_the_rule():
    feedback = play_card(BASIC, "AH 9H 7C", "KH").check(C("7C"))
    assert not feedback.correct
    assert (
        feedback.reason == "You cannot play 7♣: you must follow ♥"
    )  # not which cards do: that is the answer


def test_play_step_card_not_held_and_unreadable_input_are_wrong_not_errors():
    step = play_card(BASIC, "AH 9H 7C", "KH")
    not_held = step.check("2D")
    assert not not_held.correct and "do not hold 2♦" in not_held.reason
    garbage = step.check("ZZ")
    assert not garbage.correct and "'ZZ'" in garbage.reason


def test_play_step_goal_win_gives_the_consequence():
    step = play_card(BASIC, "AH 9H 7C", "KH QS", goal="win", seats=("West", "North"))
    assert step.answers() == (C("AH"),)
    wrong = step.check("9H")
    assert not wrong.correct and wrong.reason == "The 9♥ does not beat West's K♥, which still wins the trick."


def test_play_step_goal_lose_and_custom_goal():
    lose = play_card(BASIC, "AH 9H 7C", "KH", goal="lose")
    assert lose.answers() == (C("9H"),)
    assert not lose.check("AH").correct
    lowest = play_card(BASIC, "AH 9H 2H", "KH", goal=lambda card: (card == C("2H"), "keep your high hearts"))
    assert lowest.answers() == (C("2H"),)
    assert lowest.check("9H").reason == "keep your high hearts"


def test_play_step_trump_as_text():
    step = play_card(BASIC, "AS 9H", "KH QH", trump="S", goal="win")
    assert step.scenario.trump.symbol == "♠"
    assert step.answers() == ()  # must follow hearts: the 9♥ cannot win, the A♠ is illegal
    assert play_card(BASIC, "AS 7C", "KH QH", trump="S", goal="win").answers() == (C("AS"),)


# -- choose cards -------------------------------------------------------------------------------------------


def test_choose_step_right_set():
    step = choose_cards(BASIC, "AH 9H 7C", "KH")
    assert step.multiple and step.kind is Kind.CHOOSE
    assert step.check("AH 9H").correct
    assert step.check([C("9H"), C("AH")]).correct
    assert step.answers() == (frozenset({C("AH"), C("9H")}),)


def test_choose_step_wrong_set_explains_extra_and_counts_missing():
    step = choose_cards(BASIC, "AH 9H 7C", "KH")
    extra = step.check("AH 9H 7C")
    assert not extra.correct and "must follow ♥" in extra.reason
    missing = step.check("AH")
    assert not missing.correct and missing.reason == "You left out 1 card you may play: any ♥ may be played."
    assert "9♥" not in missing.consequence  # the missing card is not given away
    assert all(not step.check(w).correct for w in step.wrong_answers())


# -- who wins -----------------------------------------------------------------------------------------------


def test_which_wins_right_and_wrong():
    step = which_wins(BASIC, "9H KH 2S 3H", trump="S")
    assert step.answers() == (C("2S"),)
    assert step.check("2S").correct
    wrong = step.check("KH")
    assert not wrong.correct and "2♠" not in str(wrong)  # why K♥ loses, not which card wins
    assert "a trump was played" in wrong.reason


def test_which_wins_wrong_card_of_another_suit_cannot_win():
    step = which_wins(BASIC, "9H KH AS 3H")
    wrong = step.check("AS")
    assert wrong.reason == "The A♠ is not of the suit led (♥), so it cannot win."
    assert "K♥" not in str(wrong)  # lesson 01 used to say "The K♥ (2nd card) wins the trick."


def test_which_wins_hint_follows_the_engine_saskop_king_led_is_a_trump():
    step = which_wins("saskop", "KC 6H JD AH", trump="H")
    assert step.hints[0] == "K♣ was led. Here it counts as a trump."


def test_which_wins_without_trumps_highest_of_suit_led():
    step = which_wins(BASIC, "9H AS KH")
    assert step.answers() == (C("KH"),)


# -- actions on a state: bid, declare, signal ---------------------------------------------------------------


def test_action_step_legal_bid_is_right_and_illegal_bid_gives_the_rule():
    state = BiddingState(last=5, limit=7)
    step = play_action(state, prompt="Raise the bid.", options=[Bid(n) for n in range(5, 10)])
    assert step.kind is Kind.BID
    assert step.check(Bid(6)).correct
    too_high = step.check(Bid(8))
    assert not too_high.correct and too_high.rule is Rule.NOT_ENOUGH_TRUMPS
    assert "only 7 potential trumps" in too_high.reason
    assert step.answers() == (Bid(6), Bid(7))


def test_action_step_goal_judges_legal_actions():
    state = BiddingState(last=4, limit=7)
    step = play_action(
        state,
        prompt="Bid your count.",
        kind=Kind.DECLARE,
        goal=lambda s, a: (a == Bid(s.limit), f"you hold {s.limit} potential trumps, more than {a}"),
    )
    assert step.answers() == (Bid(7),)
    wrong = step.check(Bid(5))
    assert not wrong.correct and wrong.reason == "you hold 7 potential trumps, more than bid 5"
    assert step.check("bid 7").correct  # by its label


def test_choose_actions_every_allowed_bid():
    state = BiddingState(last=5, limit=7)
    step = choose_actions(
        state,
        [Bid(n) for n in range(5, 10)],
        prompt="Which bids may you make?",
        allowed="a bid above the last one, up to the limit",
    )
    assert step.answers() == (frozenset({Bid(6), Bid(7)}),)
    assert step.check([Bid(6), Bid(7)]).correct
    wrong = step.check([Bid(6), Bid(7), Bid(9)])
    assert not wrong.correct and "potential trumps" in wrong.reason


def test_signal_kind_is_an_action_step():
    step = play_action(BiddingState(), prompt="Signal?", kind=Kind.SIGNAL, options=[Pass(), "wave"])
    assert step.check(Pass()).correct
    assert not step.check("wave").correct


# -- multiple choice ----------------------------------------------------------------------------------------


def test_choice_right_by_value_label_and_index():
    led = C("KH").suit
    step = choice(
        "Which suit was led?",
        {"spades": C("KS").suit, "hearts": led},
        answer=led,
        why="the K♥ led",
        wrong={"spades": "The card led is a heart, whatever the others are."},
    )
    assert step.check("hearts").correct and step.check(1).correct and step.check(led).correct
    wrong = step.check("spades")
    assert not wrong.correct and "hearts" not in str(wrong) and "K♥" not in str(wrong)
    assert step.check("hearts").reason == "the K♥ led"  # the explanation comes with the right answer
    assert step.answer_text() == "Answer: hearts. The K♥ led."  # each part a sentence


def test_choice_with_predicate_and_bad_input():
    step = choice(
        "An even number?", [1, 2, 3, 4], answer=lambda n: n % 2 == 0, wrong=lambda n: f"{n} is odd."
    )
    assert step.answers() == (2, 4)
    assert not step.check("seven").correct


# -- hints, show answer, progress ---------------------------------------------------------------------------


def test_hints_never_name_a_right_card():
    step = play_card(BASIC, "AH 9H 7C 3D", "KH")
    assert step.hints
    for hint in step.hints:
        for card in step.answers():
            assert card.unicode() not in hint and str(card) not in hint


def _lesson():
    return Lesson(
        "Follow suit",
        [
            play_card(BASIC, "AH 9H 7C", "KH"),
            which_wins(BASIC, "9H KH 2S", trump="S"),
            choose_cards(BASIC, "AH 9H 7C", "QC"),
        ],
    )


def test_lesson_hints_in_order_then_none():
    lesson = _lesson()
    hints = [lesson.hint() for _ in range(len(lesson.step.hints))]
    assert hints == list(lesson.step.hints)
    assert lesson.hint() is None and lesson.hints_left() == 0


def test_show_answer_is_separate_and_costs_the_point():
    lesson = _lesson()
    text = lesson.show_answer()
    assert text.startswith("Answer: ") and "A♥" in text and "9♥" in text
    assert lesson.answer("AH").correct
    assert lesson.score == 0 and lesson.record.revealed


def test_progress_score_retry_reset():
    lesson = _lesson()
    assert str(lesson.progress) == "Step 1 of 3 · score 0 of 3"
    assert not lesson.answer("7C").correct
    assert lesson.answer("AH").correct
    assert lesson.record.attempts == 2 and not lesson.record.first_try
    assert lesson.next() and lesson.answer("2S").correct and lesson.record.first_try
    assert lesson.next() and not lesson.next()  # stays on the last step
    assert lesson.answer("7C").correct
    # the first step was right only at the second try: it does not score
    assert str(lesson.progress) == "Step 3 of 3 · score 2 of 3" and lesson.is_complete
    assert [lesson._records[i].status for i in range(3)] == [
        "right after a retry",
        "right at the first try",
        "right at the first try",
    ]
    lesson.retry()  # a retry clears the answer shown, not how the step went
    assert lesson.record.last is None and lesson.score == 2 and lesson.is_complete
    assert lesson.previous() and lesson.index == 1
    lesson.reset()
    assert lesson.index == 0 and lesson.score == 0 and not lesson.previous()


def test_lesson_rejects_empty_and_non_steps():
    with pytest.raises(ValueError):
        Lesson("empty", [])
    with pytest.raises(TypeError):
        Lesson("bad", ["not a step"])


def test_static_html_has_cards_prompt_and_folded_answer():
    page = _lesson()._repr_html_()
    assert page.count('class="tutor-step"') == 3
    assert "<svg" in page and "<details><summary>Show answer</summary>" in page
    assert Feedback(False, "No.", "why")._repr_html_().startswith('<div class="tutor-feedback tutor-wrong">')


# -- drills -------------------------------------------------------------------------------------------------


def _available(name):
    if name == "basic":
        return True
    try:
        module = importlib.import_module(f"tutor.games.{name}")
    except Exception:
        return False
    return all(hasattr(module, f) for f in ("legal_plays", "trick_winner", "parse_cards"))


GAME_NAMES = [g for g in drills.GAMES if _available(g)]
DRILLS = [drills.legal_cards, drills.play_legal, drills.winner, drills.win_trick]


def test_drills_are_reproducible_from_their_seed():
    first = drills.legal_cards("basic", seed=42).take(3)
    again = drills.legal_cards("basic", seed=42).take(3)
    assert [s.scenario.hand for s in first] == [s.scenario.hand for s in again]


@pytest.mark.parametrize("game", GAME_NAMES)
@pytest.mark.parametrize("make", DRILLS, ids=lambda f: f.__name__)
@settings(max_examples=15, deadline=None)
@given(seed=st.integers(0, 10**6))
def test_drill_exercise_is_gradable(game, make, seed):
    drill = make(game, seed=seed)
    assert isinstance(drill, Drill) and drill.total is None
    step = drill.step
    right, wrong = step.answers(), step.wrong_answers()
    assert right and wrong
    assert all(step.check(a).correct for a in right)
    assert all(not step.check(w).correct for w in wrong)
    assert step.answer_text().startswith("Answer: ")
    assert drill.answer(right[0]).correct and drill.score == 1
    assert drill.next() and drill.index == 1


@pytest.mark.parametrize("game", GAME_NAMES)
@settings(max_examples=20, deadline=None)
@given(seed=st.integers(0, 10**6))
def test_random_trick_earlier_cards_are_legal(game, seed):
    module = BASIC if game == "basic" else importlib.import_module(f"tutor.games.{game}")
    moment = drills.random_trick(module, seed)
    hands = [CardSet(h) for h in moment.hands]
    assert moment.to_play == len(moment.trick)
    seen = set(moment.trick)
    for hand in hands:
        assert not seen & set(hand)
        seen |= set(hand)


@pytest.mark.skipif("piquet" not in GAME_NAMES, reason="the Piquet engine is not there")
@settings(max_examples=25, deadline=None)
@given(seed=st.integers(0, 10**6))
def test_piquet_declarations_drill_is_graded_by_compare_hands(seed):
    from tutor.games import piquet

    step = drills.piquet_declarations(seed).step
    (answer,) = step.answers()
    elder, younger = (CardSet(cards) for _, cards in step.scenario.shown)
    totals = piquet.compare_hands(elder, younger).totals
    assert answer == totals[0 if "elder" in step.prompt else 1]
    assert len(step.options) == 4 and step.wrong_answers()
    assert "Point" in step.answer_text()  # the reckoning comes with the answer
    assert str(answer) not in step.check(step.wrong_answers()[0]).reason


@pytest.mark.skipif("subastao" not in GAME_NAMES, reason="the Subastao engine is not there")
@settings(max_examples=15, deadline=None)
@given(seed=st.integers(0, 10**6))
def test_subastao_bidding_drill_is_judged_by_the_evaluator(seed):
    from tutor.games import subastao

    step = drills.subastao_bidding(seed).step
    top = subastao.evaluate_bid(step.scenario.hand).best.max_bid
    right = step.answers()
    assert (right[0] == "pass") if top is None else (top in right)
    assert all(not step.check(w).correct for w in step.wrong_answers())
    assert "evaluator" in step.answer_text()


@pytest.mark.skipif("satat" not in GAME_NAMES, reason="the Satat engine is not there")
def test_play_from_a_state_illegal_card_gives_the_engine_reason_and_goal_judges():
    from tutor.games import satat

    state = satat.start(3, dealer=3, trump="C")
    state = state.apply(state.legal_actions()[0])  # South leads
    hand = state.hand(state.to_act)
    legal = {a.card for a in state.legal_actions()}
    step = play_from(
        state, goal=lambda s, a: (a.card == min(legal, key=lambda c: c.index), "the lowest index")
    )
    assert step.kind is Kind.PLAY and set(step.options) == set(hand)
    illegal = [card for card in hand if card not in legal]
    if illegal:
        feedback = step.check(illegal[0])
        assert not feedback.correct and "cannot play" in feedback.reason and feedback.rule is not None
    (right,) = step.answers()
    assert step.check(str(right)).correct
    not_held = next(card for card in satat.DECK.cards if card not in hand)
    assert "do not hold" in step.check(not_held).reason


@pytest.mark.parametrize("game", GAME_NAMES)
@settings(max_examples=15, deadline=None)
@given(seed=st.integers(0, 10**6))
def test_drill_hints_never_name_a_right_card(game, seed):
    for make in (drills.play_legal, drills.win_trick):
        step = make(game, seed=seed).step
        for hint in step.hints:
            for card in step.answers():
                assert card.unicode() not in hint, (hint, card)


@pytest.mark.skipif("subastao" not in GAME_NAMES, reason="the Subastao engine is not there")
def test_spanish_cards_read_in_the_game_notation():
    step = choose_cards("subastao", "5C 3C AO", "RC", trump="O")
    assert step.check("3C").correct  # 3 de copas, read as a Spanish card
    wrong = step.check("3C 5C")
    assert not wrong.correct and "montar" in wrong.reason.lower()
    assert (
        play_card("subastao", "5C 3C AO", "RC", trump="O").check("CC").reason
        == "You do not hold caballo de copas."
    )


def test_show_answer_of_a_choose_step_lists_the_cards_in_hand_order():
    step = choose_cards(BASIC, "QD 8D 3D AC 2H", "5D")
    assert step.answer_text() == "Answer: Q♦, 8♦ and 3♦."
