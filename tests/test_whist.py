"""Whist, the fifth game (``tests/whist``): a package written in the tests alone, registered by itself, and met
by every layer above the rules without a line changed for it. The protocol suite, the junk-input fuzzers and the
determinism checks run on it already (they go over ``tutor.games.GAMES``); here what the other layers give it:
the solver and its costs, the learner's hint from sampled deals, a drill step, the SVG table and the widgets'
play table."""

from __future__ import annotations

import random

import pytest

import tests.whist as whist
from tutor import analysis, games, svg
from tutor.analysis import teach
from tutor.errors import IllegalAction, Rule
from tutor.lesson import drills


def in_reach(seed: int) -> whist.State:
    state = whist.start(seed)
    bot = whist.Bot()
    while not analysis.in_reach(state):
        state = state.apply(bot.choose(state))
    return state


def test_whist_registers_itself_and_is_found_by_its_names() -> None:
    assert "whist" in games.GAMES and games.get("Plain Whist") is whist
    assert games.of(whist.start(1)) is whist and games.describe("whist") is whist.DESCRIPTION
    assert games.from_text(whist.start(4).to_text()) == whist.start(4)


def test_whist_the_last_card_dealt_names_trumps_and_one_point_per_trick_over_six() -> None:
    state = whist.start(7)
    assert state.trump is state.dealt[state.dealer][-1].suit
    assert state.to_act == (state.dealer + 1) % 4  # the player at the dealer's left leads
    end = whist.play_out(state, whist.RandomBot(3))
    ns, ew = end.tricks_won
    assert ns + ew == 13 and end.outcome().points == (max(0, ns - 6), max(0, ew - 6))


def test_whist_must_follow_suit_says_why() -> None:
    state = whist.start(2)
    state = state.apply(whist.Bot().choose(state))
    led = state.trick.cards[0].suit
    hand = state.hands[state.to_act]
    off = [c for c in hand if c.suit is not led]
    if hand.of_suit(led) and off:
        with pytest.raises(IllegalAction, match="follow") as refused:
            state.apply(off[0])
        assert refused.value.rule is Rule.MUST_FOLLOW_SUIT


@pytest.mark.parametrize("seed", range(3))
def test_whist_costs_are_exact_against_every_line_of_play(seed: int) -> None:
    """The solver's value after each card is the best the side to play can force: checked by brute force over
    the last trick and a half (every card of every seat)."""
    state = in_reach(seed)
    found = analysis.costs(state)
    assert set(found) == set(state.legal_actions())
    best = (
        max(c.value for c in found.values())
        if state.to_act % 2 == 0
        else min(c.value for c in found.values())
    )
    assert all(c.best == best and c.loss == abs(best - c.value) for c in found.values())

    def minimax(s: whist.State) -> int:
        if s.is_terminal:
            return s.tricks_won[0]
        values = [minimax(s.apply(a)) for a in s.legal_actions()]
        return max(values) if s.to_act % 2 == 0 else min(values)

    late = state
    while teach.tricks_left(late) > 2:
        late = late.apply(whist.Bot().choose(late))
    assert analysis.solve(late) == minimax(late)


def test_whist_hint_samples_the_hidden_cards_the_seat_has_not_seen() -> None:
    state = in_reach(5)
    action, reason = analysis.learner_hint(state.view(state.to_act), seed=1, budget=None)
    assert action in state.legal_actions()
    assert reason.startswith(f"Over {games.describe('whist').hint_samples} deals of the hidden cards")


def test_whist_drill_step_grades_its_answers() -> None:
    step = drills.legal_cards("whist", seed=3).step
    assert step.check(step.answers()[0]).correct
    assert all(not step.check(wrong).correct for wrong in step.wrong_answers())


def test_whist_table_is_drawn_with_its_seats_and_trump() -> None:
    state = in_reach(1)
    picture = svg.state_svg(state, seat=0)
    assert picture.startswith("<svg") and "South" in picture and "East" in picture


def test_whist_play_table_plays_a_whole_deal_with_hints_and_costs() -> None:
    pytest.importorskip("ipywidgets")
    from tutor.widgets import PlayTable

    table = PlayTable("whist", seed=4)
    rng = random.Random(4)
    for _ in range(200):
        if table.state.is_terminal:
            break
        if table.state.to_act == table.seat:
            if analysis.in_reach(table.state):
                assert table.hint() is not None
            table.act(rng.choice(table.state.legal_actions()))
        else:
            table.let_play_go_on()
    assert table.state.is_terminal
    found = table.what_did_that_cost(budget=60)
    assert found and all(cost.loss >= 0 for _, cost, _ in found)
