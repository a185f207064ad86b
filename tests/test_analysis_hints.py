"""The learner's hint (:mod:`tutor.analysis.hints`): in the last tricks, the card of least mean loss over deals
sampled from what the learner has seen, said in words for a learner; before that, the bot's own hint."""

from __future__ import annotations

import random

import pytest

from tests.helpers import GAMES, last_tricks, word_problems
from tutor import analysis
from tutor.analysis import HINT_SAMPLES, learner_hint


@pytest.mark.parametrize("game", GAMES)
def test_in_the_last_tricks_the_hint_is_a_card_of_least_loss_over_the_sampled_deals(game):
    checked = 0
    for seed in range(3):
        state = last_tricks(game, seed)
        if state is None:
            continue
        action, reason = learner_hint(state, seed=seed, budget=None)
        assert learner_hint(state, seed=seed, budget=None) == (action, reason), (
            "the same seed gives the same hint"
        )
        # the bot's seed draws the sampler's seed (as SamplingBot does)
        found = analysis.sampled_costs(
            state.view(state.to_act), samples=HINT_SAMPLES[game], seed=random.Random(seed).randrange(1 << 30)
        )
        assert found[action].loss == min(cost.loss for cost in found.values())
        n = found[action].samples
        assert reason.startswith(f"Over {n} deals of the hidden cards that fit what you have seen")
        assert f"a best card in {'every one' if found[action].best == n else found[action].best}" in reason
        assert not word_problems(reason), reason
        checked += 1
    assert checked


@pytest.mark.parametrize("game", GAMES)
def test_before_the_last_tricks_the_hint_is_the_bots(game):
    module = GAMES[game]
    for seed in range(10):
        state = module.start(seed)
        bots = [module.Bot(seed=s) for s in range(len(state.hands))]
        while not state.is_terminal and state.phase.name != "PLAY":
            state = state.apply(bots[state.to_act].choose(state))
        if not state.is_terminal:
            break
    assert not analysis.in_reach(state)
    assert learner_hint(state, seed=5, budget=None) == module.Bot(seed=5).hint(state)


def test_the_bots_rule_of_thumb_is_kept_when_it_plays_the_card_the_deals_suggest():
    said = 0
    for seed in range(6):
        state = last_tricks("piquet", seed)
        if state is None:
            continue
        action, reason = learner_hint(state, seed=seed, budget=None)
        usual, rule = GAMES["piquet"].Bot(seed=seed).hint(state)
        assert ("Rule of thumb: " in reason) == (usual == action)
        if usual == action:
            assert reason.endswith(f"Rule of thumb: {rule.rstrip('.')}.")
            said += 1
    assert said


def test_a_hint_with_a_loss_says_the_average_and_a_likely_range():
    state = last_tricks("saskop", 0)
    action = state.legal_actions()[0]
    text = analysis.sampled_reason(state, action, analysis.SampledCost(action, 1.0, 10, 0.2, 1.8, 7))
    assert "was a best card in 7" in text
    assert "gives away 1 card point on average" in text
    assert "likely between 0.2 and 1.8" in text


def test_a_satat_average_that_includes_a_7_0_says_how_often_the_result_changes():
    """An average loss in tricks that includes a lost 7–0 is not a count of tricks: the hint says in how many deals
    the card changes the deal's result instead, never a number of tricks a 7–0 stands for (and a game whose
    results are plain numbers never does)."""
    state = last_tricks("satat", 0)
    action = state.legal_actions()[0]
    big = analysis.sampled_reason(state, action, analysis.SampledCost(action, 2.3, 10, 0.0, 7.5, 8, 2))
    assert "it changes who wins the deal, or a 7–0 or a 13–0 in 2 of them" in big
    assert "It was a best card in 8 of the 10 deals" in big
    assert "20" not in big and "2.3" not in big and "trick" not in big.replace("tricks won", "")
    small = analysis.sampled_reason(state, action, analysis.SampledCost(action, 0.5, 10, 0.0, 1.2, 8, 0))
    assert "7–0" not in small and "gives away 0.5 tricks on average" in small
    piquet_state = last_tricks("piquet", 0)
    move = piquet_state.legal_actions()[0]
    assert "(" not in analysis.sampled_reason(
        piquet_state, move, analysis.SampledCost(move, 4.0, 10, 1.0, 9.0, 2)
    )


def test_a_hint_before_the_trump_is_revealed_samples_the_hidden_trump():
    """Trup Kasiet: a seat that does not know the trump gets a hint solved over deals that each draw a trump it
    cannot rule out (and over the maker's face-down card)."""
    from tests.helpers import variant_in_play
    from tutor.analysis import sampling
    from tutor.games import satat

    for seed in range(60):
        state = variant_in_play("trup kasiet", seed, 0)
        rng = random.Random(seed)
        while state is not None and not state.is_terminal and not analysis.in_reach(state):
            state = state.apply(rng.choice(state.legal_actions()))
        if state is None or state.is_terminal or state.phase.name != "PLAY" or state.trump_known:
            continue
        if state.to_act == state.maker or len({a.card for a in state.legal_actions()}) < 2:
            continue
        view = state.view(state.to_act)
        drawn = {s.trump for s in sampling.sample_positions(view, samples=HINT_SAMPLES["satat"], seed=1)}
        assert drawn <= set(satat.possible_trumps(view, state.to_act))
        action, reason = learner_hint(state, seed=seed, budget=None)
        assert action in state.legal_actions()
        assert reason.startswith(f"Over {HINT_SAMPLES['satat']} deals of the hidden cards")
        return
    pytest.fail("no Trup Kasiet position with the trump still hidden")
