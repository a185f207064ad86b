"""What did that cost? The badges of the play table and the replay viewer, and the reasons in words."""

from __future__ import annotations

import random

import pytest

pytest.importorskip("ipywidgets")

from tutor import analysis
from tutor.analysis import teach
from tutor.games import piquet, saskop, satat, subastao
from tutor.widgets.costs import badge_text
from tutor.widgets.play import PlayTable
from tutor.widgets.replay import ReplayViewer

GAMES = {"satat": satat, "saskop": saskop, "piquet": piquet, "subastao": subastao}


def _play_to_end(table: PlayTable, choose) -> None:
    for _ in range(300):
        if table.state.is_terminal:
            return
        if table.state.to_act == table.seat:
            table.act(choose(table.state))
        else:
            table.let_play_go_on()


@pytest.mark.parametrize("game", GAMES)
def test_play_table_badges_every_card_played_in_reach_with_its_exact_cost(game):
    rng = random.Random(5)
    table = PlayTable(game, seed=5)
    _play_to_end(table, lambda s: rng.choice(s.legal_actions()))
    found = table.what_did_that_cost(budget=60)
    in_reach = [(b, a) for b, a in table.learner_cards() if teach.in_reach(b)]
    assert len(found) == len(in_reach) > 0
    for (before, action), (card, cost, reason) in zip(in_reach, found, strict=True):
        assert card is action.card
        assert cost.loss == analysis.costs(before)[action].loss
        assert badge_text(cost, analysis.adapter_class(game)) in table.cost_strip.value
        assert reason
    assert "last" in table.cost_strip.value


def test_play_table_costs_follow_undo():
    table = PlayTable("piquet", seed=2)
    _play_to_end(table, lambda s: s.legal_actions()[0])
    assert table.what_did_that_cost(budget=60)
    while table.undo_stack:
        table.undo()
    assert table.what_did_that_cost() == []
    assert "start there" in table.cost_strip.value


def test_play_table_solves_within_its_budget_and_goes_on_at_the_next_click():
    rng = random.Random(1)
    table = PlayTable("satat", seed=1)
    _play_to_end(table, lambda s: rng.choice(s.legal_actions()))
    first = table.what_did_that_cost(budget=0)  # one card, then stop
    assert len(first) == 1 and "press the button again" in table.cost_strip.value
    assert len(table.what_did_that_cost(budget=60)) > 1


def test_replay_viewer_solves_each_card_when_the_replay_reaches_it():
    start = saskop.start(7)
    end = saskop.play_out(start, [saskop.RandomBot(seed) for seed in range(4)])
    viewer = ReplayViewer.from_history(start, end).show_costs(0)
    assert viewer.cost_steps
    assert not viewer._costs
    step = viewer.cost_steps[0]
    viewer.show(step)
    assert list(viewer._costs) == [step]
    every = viewer.all_costs()
    assert sorted(every) == viewer.cost_steps
    for index, (cost, _reason) in every.items():
        before = viewer.states[index - 1]
        assert cost.loss == analysis.costs(before)[viewer.states[index].history[-1]].loss


@pytest.mark.parametrize("game", GAMES)
def test_the_reason_of_a_costly_card_names_the_trick_it_loses_or_compares_the_outcomes(game):
    from benchmarks.bench_analysis import first_lead, with_tricks_left

    seen = 0
    for seed in range(8):
        state = with_tricks_left(first_lead(game, seed), 4, random.Random(seed))
        if state.is_terminal or not teach.in_reach(state):
            continue
        found = analysis.costs(state)
        for action, cost in found.items():
            reason = teach.why(state, action)
            if not cost.loss:
                assert "best" in reason
                continue
            seen += 1
            assert reason == cost.reason or (
                (f"trick {len(state.tricks) + 1}" in reason or " trick " in reason)
                and f"after {teach._name(action)}" in reason
            )
    assert seen


def test_in_reach_counts_the_tricks_left():
    s = satat.start(3, dealer=0, trump="S")
    assert teach.tricks_left(s) == 13 and not teach.in_reach(s)
    limit = analysis.EXACT_TRICKS["satat"]
    for _ in range(4 * (12 - limit)):
        s = s.apply(s.legal_actions()[0])
    assert teach.tricks_left(s) == limit + 1 and not teach.in_reach(s)  # one trick before the costs start
    assert teach.in_reach(s, tricks=limit + 1) and not teach.in_reach(s, tricks=limit)
    for _ in range(4):
        s = s.apply(s.legal_actions()[0])
    assert teach.tricks_left(s) == limit and teach.in_reach(s)


def test_a_badge_names_a_lost_7_0_and_never_counts_it_in_tricks():
    satat = analysis.adapter_class("satat")
    lost = analysis.Cost(action=None, value=2, best=20, loss=18, reason="", changes_result=True)
    given = analysis.Cost(action=None, value=-20, best=-1, loss=19, reason="", changes_result=True)
    assert badge_text(lost, satat) == badge_text(given, satat) == "costs a 7–0"
    assert badge_text(analysis.Cost(None, -3, -1, 2, "", False), satat) == "−2 tricks"
    assert badge_text(analysis.Cost(None, 40, 40, 0, "", False), satat) == "best"
    assert badge_text(analysis.Cost(None, 60, 61, 1, "", True), analysis.adapter_class("saskop")).startswith(
        "−1 "
    )
