"""Strategy drills (``tutor.lesson.strategy``): "which card would you play?", judged by the exact analysis.

The accepted cards are exactly those whose cost (``tutor.analysis.costs``) is within the tolerance of the best;
a wrong card's feedback says what it costs, never which card is best.
"""

from __future__ import annotations

import pytest

from tests.lesson_walk import named_right_answers
from tutor import analysis
from tutor.lesson import strategy
from tutor.lesson.principles import cost_words

GAMES = ("satat", "saskop", "piquet", "subastao")


def _losses(costs):
    """Each card's least loss among ``costs`` (by action: a card may be played with or without signals)."""
    return {card: cost.loss for card, cost in _cheapest(costs).items()}


def _cheapest(costs):
    """Each card's cheapest cost among ``costs``."""
    out = {}
    for action, cost in costs.items():
        if action.card not in out or cost.loss < out[action.card].loss:
            out[action.card] = cost
    return out


@pytest.mark.parametrize("game", GAMES)
def test_an_ending_leaves_the_player_to_act_the_cards_asked_for(game):
    state = next(
        s for s in (strategy.ending(game, seed, tricks_left=4) for seed in range(20)) if s is not None
    )
    assert 2 <= len(state.hand(state.to_act)) <= 4
    assert len({a.card for a in state.legal_actions()}) > 1


@pytest.mark.parametrize("game", GAMES)
@pytest.mark.parametrize("tolerance", [0, 2])
def test_the_right_cards_are_exactly_those_within_tolerance_of_the_best(game, tolerance):
    drill = strategy.best_card(game, seed=3, tricks_left=4, tolerance=tolerance)
    step = drill.step
    state = step.scenario.state
    cheapest = _cheapest(analysis.costs(state))
    assert set(step.answers()) == {card for card, cost in cheapest.items() if cost.loss <= tolerance}
    assert step.wrong_answers()
    for wrong in step.wrong_answers():
        feedback = step.check(wrong)
        assert not feedback.correct
        cost = cheapest[wrong]
        said = cost_words(state, cost.loss, value=cost.value, best=cost.best)  # "costs your side 2 tricks"
        assert feedback.reason.startswith(f"The {wrong.unicode()} {said}")
        assert not named_right_answers(step, wrong, str(feedback))


def test_every_hand_is_shown_and_the_answer_names_the_result_of_best_play():
    step = strategy.best_card("satat", seed=1, tricks_left=3).step
    state = step.scenario.state
    assert len(step.scenario.shown) == 3
    best = next(iter(analysis.costs(state).values())).best
    assert analysis.describe(state, best) in step.answer_text()


def test_a_wider_tolerance_accepts_at_least_as_many_cards():
    state = strategy.best_card("piquet", seed=2, tricks_left=5).step.scenario.state
    strict = set(strategy.card_step(state, tolerance=0).answers())
    loose = set(strategy.card_step(state, tolerance=100).answers())
    assert strict < loose or strict == loose == set(_losses(analysis.costs(state)))
    assert loose == set(_losses(analysis.costs(state)))


# -- from the player's own seat: judged by the average over deals that fit what the player has seen ------------


@pytest.mark.parametrize("game", GAMES)
@pytest.mark.parametrize("tolerance", [0, 0.5])
def test_from_a_seat_the_right_cards_are_those_within_tolerance_of_the_least_sampled_cost(game, tolerance):
    drill = strategy.best_card_from_view(game, seed=3, tricks_left=4, tolerance=tolerance)
    step = drill.step
    state = step.scenario.state
    assert not step.scenario.shown, "only the player's own hand is shown"
    # the drill's nth step samples with seed n (here the first step, n = 3)
    sampled = _losses(
        analysis.sampled_costs(state.view(state.to_act), samples=analysis.HINT_SAMPLES[game], seed=3)
    )
    least = min(sampled.values())
    assert set(step.answers()) == {card for card, loss in sampled.items() if loss <= least + tolerance}
    n = analysis.HINT_SAMPLES[game]
    for card in step.options:
        feedback = step.check(card)
        if card in sampled:
            assert (
                f"Over {n} deals of the hidden cards that fit what you have seen, the {card.unicode()}"
                in str(feedback)
            )
    for wrong in step.wrong_answers():
        feedback = step.check(wrong)
        assert not feedback.correct
        assert "on average" in str(feedback)
        assert not named_right_answers(step, wrong, str(feedback))


def test_from_a_seat_the_same_seed_gives_the_same_step_and_judgement():
    first = strategy.best_card_from_view("saskop", seed=4).step
    again = strategy.best_card_from_view("saskop", seed=4).step
    assert first.answers() == again.answers()
    assert first.scenario.state == again.scenario.state
