"""Hypothesis properties of Piquet's own rules: twelve tricks, the 32 cards through the exchange, declarations
symmetric, each category to one player at most. The properties every game shares (deals end legally, every card in
one place, legal iff ``apply`` succeeds, views hide the other hand, replay and JSON round trips) are in
``test_protocol.py``."""

from __future__ import annotations

import dataclasses
import random

from hypothesis import given, settings
from hypothesis import strategies as st

from tutor.cards import CardSet
from tutor.games import piquet
from tutor.games.piquet import Kind, Phase, Play, Role, Word
from tutor.games.piquet.calling import Step, _answer_words, _calls

ALL = piquet.ALL_CARDS.sorted()
seeds = st.integers(min_value=0, max_value=10**9)


@st.composite
def two_hands(draw):
    order = draw(st.permutations(ALL))
    return CardSet(order[:12]), CardSet(order[12:24])


def random_deal(seed: int):
    rng = random.Random(seed)
    state = piquet.start(seed, rules=piquet.PiquetRules(packet=rng.choice((2, 3))))
    states = [state]
    while not state.is_terminal:
        state = state.apply(rng.choice(state.legal_actions()))
        states.append(state)
    return states


def cards_in_place(state) -> list[int]:
    places = [*state.masks, *state.discards, state.pending, sum(c.bit for c in state.stock)]
    places += [sum(card.bit for t in state.tricks for _, card in t.plays)]
    places += [sum(card.bit for _, card in state.trick.plays)]
    return places


@settings(max_examples=60, deadline=None)
@given(seeds)
def test_piquet_a_deal_ends_after_twelve_tricks_with_both_hands_played_out(seed):
    states = random_deal(seed)
    assert all(state.to_act in (0, 1) for state in states[:-1])
    end = states[-1]
    assert len(end.tricks) == 12
    assert sum(end.won) == 12 and not end.masks[0] and not end.masks[1]
    assert end.outcome().scores == end.scores


@settings(max_examples=40, deadline=None)
@given(seeds)
def test_piquet_the_32_cards_are_in_hands_stock_discards_or_tricks_through_the_exchange(seed):
    for state in random_deal(seed):
        places = cards_in_place(state)
        total = 0
        for mask in places:
            assert not total & mask
            total |= mask
        assert total == piquet.ALL_CARDS.mask


@settings(max_examples=200, deadline=None)
@given(two_hands())
def test_piquet_declarations_symmetric_under_swapping_roles(hands):
    e, y = hands
    a, b = piquet.compare_hands(e, y), piquet.compare_hands(y, e)
    swap = {Role.ELDER: Role.YOUNGER, Role.YOUNGER: Role.ELDER, None: None}
    for ra, rb in ((a.point, b.point), (a.sequences, b.sequences), (a.sets, b.sets)):
        assert rb.scorer is swap[ra.scorer] and ra.points == rb.points and ra.equal == rb.equal
    assert b.repique is swap[a.repique] and a.totals == b.totals[::-1]


@settings(max_examples=200, deadline=None)
@given(two_hands())
def test_piquet_points_of_a_category_go_to_one_player_at_most(hands):
    c = piquet.compare_hands(*hands)
    for result in (c.point, c.sequences, c.sets):
        if result.scorer is None:
            assert result.points == 0
        else:
            assert result.points > 0
            holder = hands[result.scorer]
            assert all(combo.cards <= holder for combo in result.combinations)
    assert not (c.sets.equal)  # sets cannot be equal


@settings(max_examples=200, deadline=None)
@given(two_hands())
def test_piquet_truthful_dialogue_agrees_with_the_comparison(hands):
    c = piquet.compare_hands(*hands)
    d = piquet.dialogue(*hands)
    for mine, theirs in zip((c.point, c.sequences, c.sets), d.results, strict=True):
        assert (mine.scorer, mine.points, mine.equal) == (theirs.scorer, theirs.points, theirs.equal)


@settings(max_examples=60, deadline=None)
@given(seeds)
def test_piquet_pique_and_repique_never_both_and_pique_only_for_elder(seed):
    end = random_deal(seed)[-1]
    out = end.outcome()
    assert out.pique is None or out.repique is None
    assert out.pique in (None, end.elder)


@settings(max_examples=30, deadline=None)
@given(seeds)
def test_piquet_a_view_shows_ones_own_discard_only(seed):
    for state in random_deal(seed)[::5]:
        for seat in (0, 1):
            v = state.view(seat)
            assert v.hand == state.hand(seat)
            assert not (v.discard.mask & state.masks[1 - seat])


@settings(max_examples=30, deadline=None)
@given(seeds)
def test_piquet_state_plays_agree_with_the_follow_suit_kernel(seed):
    for state in random_deal(seed):
        actions = state.legal_actions()
        if state.phase is Phase.PLAY and actions and isinstance(actions[0], Play):
            hand = state.hand(state.to_act)
            assert CardSet(a.card for a in actions) == piquet.legal_plays(hand, state.trick.cards)
        if state.tricks and not state.trick.plays and not state.is_terminal:
            last = state.tricks[-1]
            assert state.to_act == last.plays[piquet.trick_winner(last.cards)][0]


def _reference_words(kind, step, call, younger):
    """The younger's true answers to ``call``, straight from the rules (Laws 45-47) and the finders."""
    words = [Word.GOOD]
    n = call.length
    if kind is Kind.POINT:
        suits = [(CardSet(c for c in younger if c.suit is suit)) for suit in piquet.SUITS]
        lengths = [len(s) for s in suits]
        if step is Step.ANSWER:
            words += [Word.NOT_GOOD] * (max(lengths) > n) + [Word.MAKING] * (max(lengths) >= n)
        else:  # only suits of as many cards compare, by pips
            pips = [sum(piquet.PIPS[c.rank] for c in s) for s in suits if len(s) == n]
            words += [Word.NOT_GOOD] * any(p > call.pips for p in pips) + [Word.EQUAL] * (call.pips in pips)
    elif kind is Kind.SET:
        mine = piquet.sets(younger)
        better = mine and (mine[0].length, -piquet.RANKS.index(mine[0].top.rank)) > (
            n,
            -piquet.RANKS.index(call.top.rank),
        )
        words += [Word.NOT_GOOD] * bool(better)
    else:
        runs = [(s.length, piquet.RANKS.index(s.top.rank)) for s in piquet.sequences(younger)]
        top = piquet.RANKS.index(call.top.rank)
        if step is Step.ANSWER:
            words += [Word.NOT_GOOD] * any(m > n for m, _ in runs) + [Word.HOW_HIGH] * any(
                m >= n for m, _ in runs
            )
        else:
            beaten = any(m > n or (m == n and t < top) for m, t in runs)
            words += [Word.NOT_GOOD] * beaten + [Word.EQUAL] * ((n, top) in runs)
    return tuple(words)


@settings(max_examples=150, deadline=None)
@given(two_hands(), st.booleans())
def test_piquet_younger_answers_are_the_true_ones_for_every_call(hands, overlap):
    elder, younger = hands
    if overlap:  # hands sharing suits' shapes make the equalities ("equal") that random deals rarely show
        younger = CardSet(list(elder.sorted())[6:] + list(younger.sorted())[:6])
    for kind in Kind:
        for call in _calls(kind, elder.mask):
            combo = call.combination
            steps = (Step.ANSWER,) if kind is Kind.SET else (Step.ANSWER, Step.ANSWER_VALUE)
            for step in steps:
                got = _answer_words(kind, step, combo.mask, younger.mask)
                assert got == _reference_words(kind, step, combo, younger), (kind, step, combo, younger)


@settings(max_examples=30, deadline=None)
@given(seeds)
def test_piquet_states_are_complete_values(seed):
    # states are built slot by slot on the hot paths: each must equal the one its fields make
    for state in random_deal(seed):
        copy = dataclasses.replace(state)
        assert copy == state and repr(copy) == repr(state)
        assert state.legal_actions() == copy.legal_actions()
