"""Saskop's fast path (:mod:`tutor.games.saskop.fast`) restates no rule: its playout's cards, replayed through the
full :class:`~tutor.games.saskop.State` engine (which checks each one), end in the same points and tricks."""

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tutor.games import saskop as sk
from tutor.games.saskop import SaskopRules, fast

RULES = st.sampled_from(
    [SaskopRules(), SaskopRules(picture_giving=False), SaskopRules(overtrump_required=False)]
)


@pytest.mark.parametrize("card", sk.DECK.cards, ids=str)
def test_saskop_fast_points_of_every_card_are_the_rules_points(card):
    assert fast.points(card.bit) == sk.card_points(card)


@settings(max_examples=40, deadline=None)
@given(seed=st.integers(0, 10**6), rules=RULES, pick=st.integers(0, 10**6), cards=st.integers(0, 35))
def test_saskop_fast_playout_replayed_through_the_state_engine(seed, rules, pick, cards):
    rng = random.Random(pick)
    state = sk.start(seed, rules=rules)
    while not state.is_terminal and (state.phase is not sk.Phase.PLAY or cards > 0):
        if state.phase is sk.Phase.PLAY:
            cards -= 1
        actions = state.legal_actions()
        state = state.apply(actions[rng.randrange(len(actions))])
    if state.is_terminal:
        return
    trace: list = []
    points, taken = fast.playout(
        [hand.mask for hand in state.hands],
        state.to_act,
        ordering=state.ordering(),
        rules=state.rules,
        randrange=rng.randrange,
        plays=state.trick.plays,
        points=state.points,
        taken=state.taken,
        trace=trace,
    )
    for seat, card in trace:
        assert state.to_act == seat
        state = state.apply(sk.Play(card))
    assert state.is_terminal
    assert (state.points, state.taken) == (points, taken)
