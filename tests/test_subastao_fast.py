"""Subastao's fast path (:mod:`tutor.games.subastao.fast`) restates no rule: its card points, its order of the cards
and its scoring agree with :mod:`tutor.games.subastao.rules` and with the full :class:`~tutor.games.subastao.State`
engine, which replays every card and cante of a fast playout and scores the deal itself."""

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tutor.cards import CARDS_BY_INDEX, SPANISH_40, CardSet, Rank
from tutor.games import subastao as S
from tutor.games._counting import cannot_hold
from tutor.games.subastao import fast
from tutor.games.subastao import rules as R


@pytest.mark.parametrize("card", SPANISH_40.cards, ids=str)
def test_subastao_fast_points_of_every_card_are_the_rules_points(card):
    assert fast.points(card.bit) == S.card_points([card]) == S.POINTS.get(card.rank, 0)
    assert fast.CARD_POINTS[card.index] == S.card_points([card])


def test_subastao_fast_points_of_the_whole_pack():
    assert fast.points(fast.ALL36) == S.card_points(S.SubastaoRules().deck.cards) == 120
    assert fast.points(fast.ALL40) == S.card_points(SPANISH_40.cards)


@pytest.mark.parametrize("trump", S.SUITS, ids=str)
def test_subastao_fast_a_lower_bit_is_a_stronger_card_of_its_suit(trump):
    """The one fact of the order the fast path builds on: within a suit, a lower bit is a stronger card."""
    o = S.ordering(trump)
    for a in SPANISH_40.cards:
        for b in SPANISH_40.cards:
            if a.suit is b.suit and a != b:
                assert o.beats(a, b) == (a.index < b.index)


def test_subastao_fast_marriages_are_the_rules_marriages():
    for k, suit in enumerate(S.SUITS):
        pair = {(card.rank, card.suit) for card in CARDS_BY_INDEX if card.bit & R.PAIR_MASKS[k]}
        assert pair == {(Rank.KING, suit), (Rank.KNIGHT, suit)}
        assert fast.PAIR[k] == R.PAIR_MASKS[k] == fast.KING[k] | fast.KNIGHT[k]


@settings(max_examples=60, deadline=None)
@given(seed=st.integers(0, 10**6), trump=st.integers(0, 3), strict=st.booleans(), lead=st.integers(0, 2))
def test_subastao_fast_playout_scores_as_the_state_engine_replaying_it(seed, trump, strict, lead):
    """Every card and cante of a fast playout, replayed through the full engine (which checks each one), and
    the engine's own score of the deal: the same card points, cantes and last trick."""
    rules = S.SubastaoRules(strict_montar=strict)
    state = S.start(seed, rules=rules)
    state = state.apply("60").apply("pass").apply("pass").apply(S.ChooseTrump(S.SUITS[trump]))
    order = state.order
    side = tuple(bool(state.side >> seat & 1) for seat in order)
    hands = [state.hands[seat].mask for seat in order]
    first = order.index(state.to_act)
    trace: list[tuple[int, int]] = []
    cards, cantes, last = fast.playout(hands, side, trump, first, strict=strict, trace=trace)
    for k, (player, event) in enumerate(trace):
        assert state.to_act == order[player]
        if event < 0:
            state = state.apply(S.Sing(S.SUITS[-event - 1]))
        else:
            state = state.apply(S.Play(CARDS_BY_INDEX[event.bit_length() - 1]))
        if state.available_cantes():  # a cante the engine offers is the one the fast path sings next
            assert trace[k + 1][1] == -1 - S.SUITS.index(state.available_cantes()[0].suit)
    assert state.is_terminal
    out = state.outcome()
    assert (out.card_points, out.cante_points, out.last_trick) == (cards, cantes, last)
    assert out.points == cards + cantes + (R.LAST_TRICK if last else 0)


@settings(max_examples=400, deadline=None)
@given(seed=st.integers(0, 10**9), trump=st.integers(0, 3), size=st.integers(1, 3), strict=st.booleans())
def test_subastao_fast_shown_void_is_the_duty_chain_read_backwards(seed, trump, size, strict):
    """The void kernel the bots and the playout share (fast.shown_void) shows a suit void exactly when the
    rules' duty chain read backwards (tutor.games._counting.cannot_hold) rules out every card of that suit."""
    rng = random.Random(seed)
    cards = list(SPANISH_40.cards)
    rng.shuffle(cards)
    trick, hand = cards[:size], CardSet(cards[size : size + 10])
    rules = S.SubastaoRules(variant="pairs", strict_montar=strict)
    suit = S.SUITS[trump]
    card = rng.choice(sorted(S.legal_plays(hand, trick, trump=suit, rules=rules), key=lambda c: c.index))
    reading = R.duty_chain(strict).reading(tuple(trick), S.ordering(suit))
    lacks = cannot_hold(reading.steps, card)
    tm = fast.SUIT_MASK[trump]
    summary = fast.trick_summary([c.bit for c in trick], tm)
    shown = fast.shown_void(card.bit, summary, trump, tm)
    for k in range(4):
        suit_mask = fast.SUIT_MASK[k]
        assert bool(shown >> k & 1) == (suit_mask & ~lacks == 0), (k, [str(c) for c in trick], str(card))
