"""Saskop's own rules over random deals: the whole pack dealt, 120 points in nine tricks, the fast paths equal
the kernels, bots never peek. The properties every game shares (deals end legally, every card in one place, legal
iff ``apply`` succeeds, views hide the other hands, replay and JSON round trips) are in ``test_protocol.py``."""

from __future__ import annotations

import dataclasses
import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tutor.cards import CardSet, Suit
from tutor.errors import IllegalAction, NotationError
from tutor.games import saskop as sk
from tutor.games.saskop import (
    Phase,
    Play,
    SaskopRules,
    TakePicture,
)
from tutor.games.saskop.rules import duties, ordering
from tutor.tricks import legal_cards

RULES = st.builds(
    SaskopRules,
    six_high=st.booleans(),
    picture_suit_order=st.sampled_from([sk.CLASSIC_SUIT_ORDER, sk.SEED_SUIT_ORDER]),
    overtrump_required=st.booleans(),
    picture_giving=st.booleans(),
    return_may_be_picture=st.booleans(),
    diamonds_in_turn=st.booleans(),
    caller_may_override=st.booleans(),
)
SEEDS = st.integers(0, 10**9)
PACK = sk.DECK.cardset.mask


def random_deal(seed: int, rules: SaskopRules, pick: int):
    """Yield each state of a deal played with random legal actions (``pick`` seeds the choices)."""
    rng = random.Random(pick)
    state = sk.start(seed, rules=rules)
    yield state
    while not state.is_terminal:
        actions = state.legal_actions()
        state = state.apply(rng.choice(actions))
        yield state


@settings(max_examples=60, deadline=None)
@given(SEEDS, RULES, st.integers(0, 10**6))
def test_saskop_the_36_cards_give_120_points_in_nine_tricks_and_diamonds_without_a_caller(seed, rules, pick):
    for state in random_deal(seed, rules, pick):
        played = [card for trick in (*state.tricks, state.trick) for card in trick.cards]
        masks = [hand.mask for hand in state.hands] + [card.bit for card in played]
        assert sum(masks) == PACK and len(played) + sum(len(h) for h in state.hands) == 36  # all 36 dealt
        assert state.hand_sizes() == tuple(len(h) for h in state.hands)
        assert sum(state.points) == sk.card_points(c for t in state.tricks for c in t.cards)
    outcome = state.outcome()
    assert sum(outcome.points) == 120 and sum(outcome.tricks) == 9 and len(state.tricks) == 9
    assert outcome.trump is not None and str(outcome)
    if outcome.caller is None:
        assert outcome.trump is Suit.DIAMONDS


@settings(max_examples=200, deadline=None)
@given(SEEDS, st.sampled_from(sk.DECK.suits), st.booleans(), st.booleans(), st.integers(0, 3))
def test_saskop_explain_play_agrees_with_legal_plays(seed, trump, overtrump, six_high, played):
    rules = SaskopRules(overtrump_required=overtrump, six_high=six_high)
    cards = list(sk.DECK.cards)
    random.Random(seed).shuffle(cards)
    trick, hand = cards[:played], CardSet(cards[played : played + random.Random(seed).randint(1, 9)])
    legal = sk.legal_plays(hand, trick, trump=trump, rules=rules)
    assert legal and legal <= hand
    for card in hand:
        explanation = sk.explain_play(hand, trick, card, trump=trump, rules=rules)
        assert explanation.startswith(("may play " if card in legal else "cannot play ") + card.unicode())


@settings(max_examples=200, deadline=None)
@given(SEEDS, st.sampled_from(sk.DECK.suits), st.booleans())
def test_saskop_trick_winner_holds_the_maximal_key(seed, trump, six_high):
    rules = SaskopRules(six_high=six_high)
    cards = list(sk.DECK.cards)
    random.Random(seed).shuffle(cards)
    trick = cards[:4]
    o = ordering(trump, rules)
    led = o.suit_of(trick[0])
    winner = sk.trick_winner(trick, trump=trump, rules=rules)
    assert o.key(trick[winner], led) == max(o.key(card, led) for card in trick)


@settings(max_examples=100, deadline=None)
@given(SEEDS)
def test_saskop_someone_can_always_bid_five(seed):
    state = sk.start(seed, rules=SaskopRules(picture_giving=False))
    assert any(sk.possible_bids(hand) for hand in state.hands)


def kernel_plays(state: sk.State, rules: SaskopRules) -> tuple[Play, ...]:
    """The plays the shared duty kernels allow the seat to act, in the cards' index order."""
    hand = state.hands[state.to_act]
    allowed = legal_cards(hand, duties(hand, state.trick.cards, ordering(state.trump, rules), rules))
    return tuple(Play(card) for card in sorted(allowed, key=lambda card: card.index))


@settings(max_examples=40, deadline=None)
@given(SEEDS, RULES, st.integers(0, 10**6))
def test_saskop_state_plays_are_the_kernel_duties_for_interleaved_rules(seed, rules, pick):
    """The state's plays (from its cached mask, per-suit tables and the ordering's duty tables) are the
    cards the duty chain allows -- also when deals under other rules interleave."""
    other = SaskopRules.estonian(picture_giving=rules.picture_giving)
    deals = zip(random_deal(seed, rules, pick), random_deal(seed + 1, other, pick), strict=False)
    for state, rival in deals:
        for s, r in ((state, rules), (rival, other)):
            if s.phase is Phase.PLAY:
                assert s.legal_actions() == kernel_plays(s, r), s.describe()


@settings(max_examples=20, deadline=None)
@given(SEEDS, RULES, st.integers(0, 10**6))
def test_saskop_states_built_fast_equal_states_built_by_the_constructor(seed, rules, pick):
    for state in random_deal(seed, rules, pick):
        rebuilt = dataclasses.replace(state)
        assert rebuilt == state and hash(rebuilt) == hash(state) and repr(rebuilt) == repr(state)
        assert rebuilt.legal_actions() == state.legal_actions()


def test_saskop_a_replaced_hand_gets_its_own_legal_plays():
    state = sk.start(3, rules=SaskopRules(picture_giving=False))
    while state.phase is not Phase.PLAY:
        state = state.apply(state.legal_actions()[-1])
    state = state.apply(state.legal_actions()[0])  # a card led: the next seat's duties bind
    before = state.legal_actions()  # cached in the state
    seat = state.to_act
    partner = (seat + 2) % 4
    hands = list(state.hands)
    hands[seat], hands[partner] = hands[partner], hands[seat]
    swapped = dataclasses.replace(state, hands=tuple(hands))
    assert swapped.legal_actions() == kernel_plays(swapped, swapped.rules) != before


@settings(max_examples=30, deadline=None)
@given(SEEDS, RULES, st.integers(0, 10**6))
def test_saskop_rollout_equals_a_state_by_state_playout(seed, rules, pick):
    state = sk.start(seed, rules=rules)
    fast = sk.rollout(state, random.Random(pick))
    rng = random.Random(pick)
    while not state.is_terminal:
        actions = state.legal_actions()
        state = state.apply(actions[rng.randrange(len(actions))])
    assert fast == state.outcome()


@settings(max_examples=25, deadline=None)
@given(SEEDS, RULES, st.integers(0, 10**6))
def test_saskop_bots_play_legally_and_never_peek(seed, rules, pick):
    bots = [sk.Bot(seed=pick), sk.RandomBot(pick), sk.Bot(seed=pick + 1), sk.RandomBot(pick + 1)]
    state = sk.start(seed, rules=rules)
    while not state.is_terminal:
        bot = bots[state.to_act]
        view = state.view(state.to_act)
        assert all(h is None for i, h in enumerate(view.hands) if i != state.to_act)
        if isinstance(bot, sk.Bot):
            action, why = bot.hint(state)
            assert bot.hint(view) == (action, why)  # same choice from the view alone
            assert isinstance(why, str) and why
        else:
            action = bot.choose(state)
        assert action in state.legal_actions()
        state = state.apply(action)
    assert sum(state.outcome().points) == 120


def test_saskop_bot_beats_random_play():
    """The heuristic pair scores more game points than a random pair over fixed deals (both seatings)."""
    totals = [0, 0]
    for seed in range(60):
        for bot_team in (0, 1):
            bots = [sk.Bot(seed=seed) if seat % 2 == bot_team else sk.RandomBot(seed) for seat in range(4)]
            outcome = sk.play_out(sk.start(seed), bots).outcome()
            if outcome.score.team is not None:
                gained = 20 if outcome.score.wins_game else outcome.score.points
                totals[outcome.score.team == bot_team] += gained
    assert totals[1] > 2 * totals[0], totals


def test_saskop_view_of_a_phase_other_than_play():
    state = sk.start(3)
    assert state.phase in (Phase.PICTURES, Phase.AUCTION)
    view = state.view(state.to_act)
    assert view.legal_actions() == state.legal_actions()


@settings(max_examples=300, deadline=None)
@given(
    st.text(max_size=12) | st.sampled_from(["show", "take ,", "bid 12", "9", "diamonds!", "name x", "pass"])
)
def test_saskop_text_actions_never_crash(text):
    for state in (sk.start(1), sk.start(2, rules=SaskopRules(picture_giving=False))):
        try:
            state.apply(text)
        except (IllegalAction, NotationError) as err:
            assert str(err)


def test_saskop_bots_refuse_a_finished_deal_or_a_hidden_hand():
    state = sk.start(3)
    other = state.view((state.to_act + 1) % 4)
    for bot in (sk.Bot(), sk.RandomBot(1)):
        with pytest.raises(ValueError, match="hidden"):
            bot.choose(other)
    final = sk.play_out(state, [sk.RandomBot(i) for i in range(4)])
    with pytest.raises(ValueError, match="over"):
        sk.Bot().hint(final)


@settings(max_examples=30, deadline=None)
@given(SEEDS, st.integers(0, 10**6))
def test_saskop_a_view_hides_the_picture_given_to_the_other_team(seed, pick):
    rules = SaskopRules(steeple=True)
    for state in random_deal(seed, rules, pick):
        for seat in range(4):
            view = state.view(seat)
            takes = [a for a in view.history if isinstance(a, TakePicture)]
            for taker, action in zip(state.takers, takes, strict=True):
                assert (action.give is None) == (taker % 2 != seat % 2)
            assert (view.phase, view.to_act, view.trump, view.trick, view.points) == (
                state.phase,
                state.to_act,
                state.trump,
                state.trick,
                state.points,
            )
