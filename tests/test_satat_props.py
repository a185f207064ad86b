"""Satat's own rules, checked by hypothesis on random deals and random legal play (with signals and claims
out of turn). The properties every game shares (deals end legally, every card in one place, legal iff ``apply``
succeeds, views hide the other hands, replay and JSON round trips) are in ``test_protocol.py``."""

from __future__ import annotations

import random

from hypothesis import given, settings
from hypothesis import strategies as st

from tutor.cards import FRENCH_52, CardSet, Suit
from tutor.errors import IllegalAction, NotationError
from tutor.games import satat
from tutor.games.satat import (
    Announce,
    ClaimNoTrumps,
    Consent,
    Continue,
    GiveCards,
    HideTrump,
    NameTrump,
    Phase,
    Play,
    Redeal,
    SatatRules,
    Signal,
    TableSignals,
    TurnBlind,
    UseLastFour,
)

PACK = FRENCH_52.cards
TWO_H = satat.TWO_OF_HEARTS
RULES = st.sampled_from(
    [
        SatatRules(),
        SatatRules(trup_kasiet=True),
        SatatRules(signals=TableSignals.USUAL),
        SatatRules(signals=TableSignals.ALL, trup_kasiet=True),
        SatatRules(signals=TableSignals.ALL),
    ]
)
PREVIOUS = st.sampled_from([None, satat.Result.SEVEN_ZERO, satat.Result.THIRTEEN_ZERO])


def _start(seed: int, rules: SatatRules, previous) -> satat.State:
    if previous is None:
        return satat.start(seed, rules=rules)
    outcome = satat.Outcome(
        seed % 2,
        previous,
        (7, 0),
        seed % 4,
        (seed + 1) % 4,
        seed % 4,
        1 if previous is satat.Result.SEVEN_ZERO else 2,
    )
    return satat.start(seed, rules=rules, previous=outcome)


def playout(seed: int, rules: SatatRules, previous, *, visit=None) -> satat.State:
    """A random legal deal, with random out-of-turn signals and claims; ``visit(state)`` at every step."""
    rng = random.Random(seed)
    state = _start(seed, rules, previous)
    for _ in range(400):
        if visit:
            visit(state)
        if state.is_terminal:
            return state
        seat = rng.randrange(4)
        asides = state.legal_actions(seat) if seat != state.to_act else ()
        if asides and rng.random() < 0.5:
            state = state.apply(rng.choice(asides))
            continue
        actions = state.legal_actions()
        assert actions, f"no legal action in {state.describe()}"
        state = state.apply(rng.choice(actions))
    raise AssertionError("the deal did not end")


def check_five_cards_then_the_whole_pack(state: satat.State) -> None:
    """Five cards each while the trump is made; all 52 in hands and tricks after."""
    if state.phase not in (Phase.MAKE_TRUMP, Phase.TURN_BLIND):
        cards = [c for hand in state.hands for c in hand] + [c for t in state.tricks for c in t.cards]
        assert len(set(cards + list(state.trick.cards))) == 52
    else:
        assert [len(h) for h in state.hands] == [5, 5, 5, 5]


@settings(max_examples=150, deadline=None)
@given(st.integers(0, 10**6), RULES, PREVIOUS)
def test_satat_a_deal_is_won_with_seven_tricks_and_the_winners_make_trumps_next(seed, rules, previous):
    final = playout(seed, rules, previous, visit=check_five_cards_then_the_whole_pack)
    outcome = final.outcome()
    assert max(outcome.tricks) >= 7 and outcome.tricks == final.tricks_won
    assert sum(outcome.tricks) == len(final.tricks)
    if outcome.result is satat.Result.THIRTEEN_ZERO:
        assert outcome.tricks[outcome.winner] == 13
    elif outcome.result is satat.Result.SEVEN_ZERO:
        assert outcome.tricks == ((7, 0) if outcome.winner == 0 else (0, 7))
    else:
        assert outcome.tricks[outcome.winner] >= 7 and outcome.tricks[1 - outcome.winner] >= 1
    assert str(outcome) and final.describe()
    # rotation: the new trump maker is on the new dealer's left and belongs to the winning team
    assert outcome.next_maker == (outcome.next_dealer + 1) % 4
    assert outcome.next_maker % 2 == outcome.winner and outcome.next_dealer % 2 != outcome.winner


@settings(max_examples=100, deadline=None)
@given(st.integers(0, 10**6), RULES, PREVIOUS)
def test_satat_two_of_hearts_always_wins_its_trick(seed, rules, previous):
    final = playout(seed, rules, previous)
    o = satat.ordering(final.trump)
    for trick, winner in zip(final.tricks, final.trick_winners, strict=True):
        if TWO_H in trick.cards:
            assert dict(trick.plays)[winner] is TWO_H
        best = max(trick.cards, key=lambda c: o.key(c, trick.cards[0].suit))
        assert dict(trick.plays)[winner] is best  # the winner holds the greatest key


def _candidates(state: satat.State, rng: random.Random) -> list[tuple[object, int | None]]:
    """Actions to try, with the seat whose legal actions should list them: plays with a signal, signals and
    claims of any seat, and actions with chosen parts (plain plays and trumps: the protocol's version)."""
    acting = state.to_act
    out: list[tuple[object, int | None]] = []
    for card in rng.sample(PACK, 12) + list(state.hand(acting) if acting is not None else ()):
        out.append((Play(card, frozenset({rng.choice(list(Signal))})), acting))
    for seat in range(4):
        for signal in Signal:
            out.append((Announce(seat, signal), seat))
    out.append((ClaimNoTrumps(), (state.maker + 2) % 4))
    out += [(a, acting) for a in (UseLastFour(), Redeal(), Consent(True), Consent(False), Continue(True))]
    out += [(TurnBlind(i), acting) for i in range(5)]
    out += [(HideTrump(card), acting) for card in rng.sample(PACK, 6)]
    if acting is not None:
        hand = list(state.hand(acting))
        out += [(GiveCards(CardSet(rng.sample(hand, k))), acting) for k in (1, 1, 2, 2) if len(hand) >= k]
    return out


@settings(max_examples=60, deadline=None)
@given(st.integers(0, 10**6), RULES, PREVIOUS)
def test_satat_signals_claims_and_actions_out_of_turn_are_legal_iff_apply_succeeds(seed, rules, previous):
    """Satat's actions of any seat (signals, the partner's claim of no trumps) and ones never legal in a deal
    (the protocol's version tries the actions of the seat to act that were legal somewhere in the deal)."""
    rng = random.Random(seed + 1)

    def visit(state):
        if state.is_terminal or rng.random() > 0.3:
            return
        for action, seat in _candidates(state, rng):
            listed = seat is not None and action in state.legal_actions(seat)
            try:
                state.apply(action)
                applied = True
            except IllegalAction as error:
                applied = False
                assert error.rule is not None and str(error)
            assert listed == applied, (action, seat, state.describe())

    playout(seed, rules, previous, visit=visit)


@settings(max_examples=80, deadline=None)
@given(st.integers(0, 10**6), RULES, PREVIOUS)
def test_satat_view_hides_the_seed_the_blind_cards_and_a_hidden_trump(seed, rules, previous):
    def visit(state):
        for seat in range(4):
            view = state.view(seat)
            assert view.deal.seed is None
            for other in range(4):
                if other != seat:
                    assert view.deal.full[other] == 0
                    assert view.hand_size(other) == len(state.hand(other))
                    assert view.known_cards(other) <= state.hand(other)
                    assert view.deal.gives[other] in (None, 0)
            if rules.trup_kasiet and not state.trump_known and seat != state.maker:
                assert view.trump is None and view.hidden_trump_card is None
                assert all(a.card is None for a in view.history if isinstance(a, HideTrump))
            assert all(b is None for b in view.deal.blind)
            if state.phase in (Phase.MAKE_TRUMP, Phase.TURN_BLIND):
                assert view.deal.full == (0, 0, 0, 0)  # not even one's own last eight cards
            if seat != state.to_act:  # the actions out of turn, too
                assert view.legal_actions(seat) == state.legal_actions(seat)

    playout(seed, rules, previous, visit=visit)


HANDS = st.lists(st.sampled_from(PACK), min_size=1, max_size=13, unique=True)


@settings(max_examples=400, deadline=None)
@given(
    HANDS,
    st.lists(st.sampled_from(PACK), max_size=3, unique=True),
    st.sampled_from([None, Suit.SPADES, Suit.HEARTS, Suit.DIAMONDS, Suit.CLUBS]),
    st.booleans(),
)
def test_satat_explain_play_agrees_with_legal_plays(hand, trick, trump, known):
    trick = [c for c in trick if c not in hand]
    cards = CardSet(hand)
    legal = satat.legal_plays(cards, trick, trump=trump, trump_known=known)
    assert legal and legal <= cards
    if TWO_H in cards:
        assert TWO_H in legal  # the 2♥ may be played at any time
    for card in cards:
        text = satat.explain_play(cards, trick, card, trump=trump, trump_known=known)
        assert text.startswith("may play") == (card in legal)


CARD_OR_JUNK = st.one_of(st.sampled_from(PACK), st.none(), st.text(max_size=3))
JUNK_ACTIONS = st.one_of(
    st.none(),
    st.integers(),
    st.text(max_size=8),
    st.builds(
        Play, CARD_OR_JUNK, st.frozensets(st.one_of(st.sampled_from(list(Signal)), st.text(max_size=2)))
    ),
    st.builds(
        Announce,
        st.one_of(st.integers(-2, 6), st.none()),
        st.one_of(st.sampled_from(list(Signal)), st.none()),
    ),
    st.builds(NameTrump, st.one_of(st.sampled_from(list(Suit)), st.text(max_size=2))),
    st.builds(HideTrump, CARD_OR_JUNK),
    st.builds(TurnBlind, st.one_of(st.integers(-3, 6), st.text(max_size=1))),
    st.builds(GiveCards, st.one_of(st.none(), st.lists(st.sampled_from(PACK), max_size=3).map(CardSet))),
    st.builds(Consent, st.booleans()),
    st.builds(Continue, st.booleans()),
    st.sampled_from([ClaimNoTrumps(), Redeal(), UseLastFour()]),
)


@settings(max_examples=300, deadline=None)
@given(st.integers(0, 10**6), RULES, PREVIOUS, st.integers(0, 60), JUNK_ACTIONS)
def test_satat_bad_input_never_crashes(seed, rules, previous, steps, action):
    rng = random.Random(seed)
    state = _start(seed, rules, previous)
    for _ in range(steps):
        if state.is_terminal:
            break
        state = state.apply(rng.choice(state.legal_actions()))
    for target in (state, state.view(seed % 4)):
        try:
            target.apply(action)
        except (IllegalAction, NotationError) as error:
            assert str(error)
