"""Hypothesis properties of Subastao's own rules: the whole pack dealt, 120 card points, a contract made when the
points reach it, the fast engine agrees. The properties every game shares (deals end legally, every card in one
place, legal iff ``apply`` succeeds, views hide the other hands, replay and JSON round trips) are in
``test_protocol.py``."""

import itertools
import random

from hypothesis import given, settings
from hypothesis import strategies as st

from tutor.cards import SPANISH_36, SPANISH_40, CardSet, format_cards
from tutor.games import subastao as S
from tutor.games.subastao import fast

VARIANTS = st.sampled_from(
    [
        S.SubastaoRules(),
        S.SubastaoRules(auction="open", first_lead="mano", failure_mode="each"),
        S.SubastaoRules(strict_montar=True),
        S.SubastaoRules(variant="four", takeover=True),
        S.SubastaoRules(variant="pairs"),
        S.SubastaoRules(allow_renuncio=True),
        S.SubastaoRules(tute=100, variant="pairs"),
    ]
)


def in_hands_and_tricks(state) -> int:
    return sum(h.mask for h in state.hands) | sum(
        c.bit for t in (*state.tricks, state.trick) if t for c in t.cards
    )


@settings(max_examples=25, deadline=None)
@given(seed=st.integers(0, 10**6), rules=VARIANTS, dealer=st.integers(0, 3))
def test_subastao_the_whole_pack_gives_120_points_and_a_contract_is_made_by_reaching_it(seed, rules, dealer):
    rng = random.Random(seed)
    state = S.start(seed, rules=rules, dealer=dealer % rules.seats)
    assert in_hands_and_tricks(state) == rules.deck.cardset.mask  # every card of the pack is dealt
    while not state.is_terminal:
        state = state.apply(rng.choice(sorted(state.legal_actions(), key=str)))
    assert in_hands_and_tricks(state) == rules.deck.cardset.mask
    out = state.outcome()
    if not out.redeal and not state.denounced:
        assert sum(S.card_points(t.cards) for t in state.tricks) == 120
        if rules.tute is None:
            assert 0 <= out.points <= 230 and out.cante_points in (0, 20, 40, 60, 80, 100)
        assert out.made == (out.points >= out.contract)
        assert str(out)


@settings(max_examples=300, deadline=None)
@given(
    seed=st.integers(0, 10**9),
    trump=st.integers(0, 3),
    size=st.integers(1, 4),
    pack=st.sampled_from([SPANISH_36, SPANISH_40]),
)
def test_subastao_trick_summary_agrees_with_rules(seed, trump, size, pack):
    """A deal in play reads its trick through fast.trick_summary: the same legal plays as legal_plays, for
    every hand and both readings of montar, and the same winner as trick_winner."""
    rng = random.Random(seed)
    cards = list(pack.cards)
    rng.shuffle(cards)
    trick, hand = cards[:size], CardSet(cards[size : size + 10])
    suit, tm = S.SUITS[trump], fast.SUIT_MASK[trump]
    ls, bl, bt, trump_led, winning = fast.trick_summary([card.bit for card in trick], tm)
    table = S.SubastaoRules(variant="pairs")  # the 40 cards and four players: a trick of four cards
    assert winning == S.trick_winner(trick, trump=suit, rules=table)
    if size < 4:  # nobody plays to a trick of four
        for strict in (False, True):
            got = fast.legal(hand.mask, ls, bl, bt, tm, trump_led, strict)
            rules = S.SubastaoRules(variant="pairs", strict_montar=strict)
            assert got == S.legal_plays(hand, trick, trump=suit, rules=rules).mask


@settings(max_examples=200, deadline=None)
@given(seed=st.integers(0, 10**9), trump=st.sampled_from(S.SUITS), n=st.integers(1, 4))
def test_subastao_trick_winner_holds_the_greatest_key(seed, trump, n):
    cards = random.Random(seed).sample(SPANISH_40.cards, n)
    o = S.ordering(trump)
    winner = S.trick_winner(cards, trump=trump, rules=S.SubastaoRules(variant="pairs"))
    led = cards[0].suit
    assert o.key(cards[winner], led) == max(o.key(c, led) for c in cards)


@given(st.lists(st.sampled_from(SPANISH_36.cards), unique=True, max_size=12))
def test_subastao_parse_format_round_trip(cards):
    assert S.parse_cards(format_cards(cards)) == tuple(cards)


@settings(max_examples=30, deadline=None)
@given(seed=st.integers(0, 10**6), seat=st.integers(0, 2))
def test_subastao_a_view_counts_every_hand_and_a_bot_chooses_the_same_from_it(seed, seat):
    state = S.start(seed)
    view = state.view(seat)
    for other in range(3):
        assert view.hand_size(other) == 12
    # a bot decides from its own view only: the full state and the view give the same choice
    rng = random.Random(seed)
    for _ in range(rng.randrange(30)):
        if state.is_terminal:
            break
        state = state.apply(rng.choice(state.legal_actions()))
    if not state.is_terminal:
        assert S.Bot(1).choose(state) == S.Bot(1).choose(state.view(state.to_act))


@settings(max_examples=40, deadline=None)
@given(seed=st.integers(0, 10**6))
def test_subastao_fast_playout_matches_state_playout_with_bots(seed):
    state = S.start(seed)
    trump = seed % 4
    state = state.apply("60").apply("pass").apply("pass").apply(S.ChooseTrump(S.SUITS[trump]))
    hands = [state.hands[s].mask for s in state.order]
    cards, cantes, last = fast.playout(hands, (True, False, False), trump, 0, careful=True)
    out = S.play_out(state, [S.Bot(0)] * 3).outcome()
    assert (out.card_points, out.cante_points, out.last_trick) == (cards, cantes, last)


@settings(max_examples=8, deadline=None)
@given(seed=st.integers(0, 10**6), rules=VARIANTS)
def test_subastao_match_conserves_the_pack_and_the_score(seed, rules):
    rules = S.SubastaoRules(**{**{f: getattr(rules, f) for f in rules.__slots__}, "target": None, "deals": 3})
    match = S.Match.start(seed, rules=rules)
    bots = [S.Bot(seed + s) for s in range(4)]
    dealers = [match.state.dealer]
    while not match.is_terminal:
        number = match.number
        match = match.apply(bots[match.to_act].choose(match.state))
        if match.number != number:
            dealers.append(match.state.dealer)
    deck = sorted(c.index for c in rules.deck.cards)
    assert all(sorted(c.index for c in pack) == deck for pack in match.packs)
    assert len(match.packs) == len(match.results) == len(dealers)
    assert all(b == (a + 1) % rules.seats for a, b in itertools.pairwise(dealers))
    totals = [sum(r.scores[s] for r in match.results) for s in range(rules.seats)]
    assert list(match.totals) == totals and sum(1 for r in match.results if not r.redeal) == 3


@settings(max_examples=25, deadline=None)
@given(seed=st.integers(0, 10**6), back=st.integers(1, 30))
def test_subastao_bot_memory_never_changes_its_choice(seed, back):
    """A bot remembers what it read of the finished tricks; going back to an earlier state (a "what if"
    branch) or to another deal must give the same choice as a fresh bot."""
    reused = S.Bot(0)
    states = [S.start(seed)]
    while not states[-1].is_terminal:
        states.append(states[-1].apply(reused.choose(states[-1])))
    for state in (states[max(0, len(states) - 1 - back)], S.start(seed + 1), states[len(states) // 2]):
        if not state.is_terminal:
            assert reused.choose(state) == S.Bot(0).choose(state)
