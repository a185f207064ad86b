"""The learner's view (:mod:`tutor.analysis.sampling`): deals sampled consistently with what a seat knows.

The consistency check is written again here from the games' public kernels: each hidden seat, holding the
sampled hand plus the cards it played since, must have been allowed every card it played (``legal_plays``).
The real deal must always be one of the deals the knowledge allows (nothing known that is not true), and with
every hand known the sampled costs are the exact ones.
"""

from __future__ import annotations

import random

import pytest
from hypothesis import HealthCheck, example, given, settings
from hypothesis import strategies as st

from tests.helpers import GAMES, variant_in_play
from tutor import analysis, games
from tutor.analysis import sampling
from tutor.cards import CardSet
from tutor.errors import TutorError
from tutor.games import piquet, saskop, satat, subastao
from tutor.games.saskop.about import likely, passes, promises
from tutor.games.saskop.rules import PICTURE_MASK


def in_play(game: str, seed: int, cards: int):
    """A random deal of ``game`` after ``cards`` random cards of its play (``None`` if it ends before)."""
    rng = random.Random(seed)
    module = GAMES[game]
    state = (
        module.start(seed, dealer=rng.randrange(4), trump=rng.choice("SHDC"))
        if game == "satat"
        else module.start(seed)
    )
    while not state.is_terminal and state.phase.name != "PLAY":
        actions = state.legal_actions()
        state = state.apply(actions[rng.randrange(len(actions))])
    for _ in range(cards):
        if state.is_terminal:
            return None
        state = state.apply(rng.choice(state.legal_actions()))
    return None if state.is_terminal or state.phase.name != "PLAY" else state


def plays_of(view):
    tricks = [*view.tricks, view.trick] if view.trick is not None else list(view.tricks)
    for trick in tricks:
        before = []
        for seat, card in trick.plays:
            yield seat, card, tuple(before)
            before.append(card)


def played_by(view) -> list[int]:
    """The cards each seat has played (a mask per seat)."""
    played = [0] * len(view.hands)
    for seat, card, _ in plays_of(view):
        played[seat] |= card.bit
    return played


def allowed(view, seat, hand, card, before, public=True) -> bool:
    module = games.of(view)
    rules = getattr(view, "rules", None)
    extra = {"rules": rules} if rules is not None else {}
    if getattr(rules, "trup_kasiet", False):
        extra["trump_known"] = public
    return card in module.legal_plays(hand, before, trump=view.trump, **extra)


def check_consistent(state, view, seat, dealt, public=None) -> None:
    """``public``: Trup Kasiet, whether the trump was known to the seat when each card was played."""
    known = sampling.knowledge(view, seat)
    seen = view.hands[seat].mask
    played = {s: 0 for s in range(len(view.hands))}
    for s, card, _ in plays_of(view):
        played[s] |= card.bit
    assert set(dealt) == {s for s, h in enumerate(view.hands) if h is None}
    union = 0
    for s, hand in dealt.items():
        assert len(hand) == len(state.hands[s]), "a hidden hand has its real size"
        assert not hand.mask & (seen | sum(played.values())), "no card seen or played is dealt again"
        assert not hand.mask & union, "no card in two hands"
        union |= hand.mask
        assert known.holds[s] & ~hand.mask == 0, "the cards known in a hand are in it"
    later = {s: 0 for s in range(len(view.hands))}
    plays = list(plays_of(view))
    public = [True] * len(plays) if public is None else public
    for (s, card, before), known in zip(reversed(plays), reversed(public), strict=True):
        later[s] |= card.bit
        if s in dealt:
            assert allowed(view, s, CardSet.from_mask(dealt[s].mask | later[s]), card, before, known), (
                s,
                card,
                before,
            )


def check_allowed(known, hands, where: str) -> None:
    """The real ``hands`` are allowed by what a seat knows (``known``: sampling.knowledge): the sizes, the cards
    known held or lacking, the pool of unseen cards."""
    for s, hand in enumerate(hands):
        if s in known.sizes:
            assert known.sizes[s] == len(hand)
            assert known.holds[s] & ~hand.mask == 0
            assert known.lacks[s] & hand.mask == 0, (
                f"{where}: seat {s} holds {CardSet.from_mask(known.lacks[s] & hand.mask)}"
            )
            assert hand.mask & ~known.pool == 0


cases = st.tuples(st.sampled_from(list(GAMES)), st.integers(0, 10_000), st.integers(0, 30))


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(cases)
@example(("saskop", 4343, 23))  # three passes, then the dealer bids 6: his bid, not the third passer's
def test_every_sampled_deal_is_consistent_with_what_the_seat_has_seen(case):
    game, seed, cards = case
    state = in_play(game, seed, cards)
    if state is None:
        return
    seat = state.to_act
    view = state.view(seat)
    try:
        deals = analysis.sample_deals(view, seat, samples=5, seed=seed)
    except TutorError:
        pytest.fail("the real deal fits what the seat saw: some sample must be found")
    assert deals
    for dealt in deals:
        check_consistent(state, view, seat, dealt)


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(cases)
def test_the_real_deal_is_always_allowed_by_what_the_seat_knows(case):
    game, seed, cards = case
    state = in_play(game, seed, cards)
    if state is None:
        return
    seat = state.to_act
    check_allowed(sampling.knowledge(state.view(seat), seat), state.hands, game)


def test_a_suit_not_followed_is_known_to_be_void():
    s = satat.start(3, dealer=0, trump="S")
    for _ in range(40):
        trick = s.trick
        if trick.plays:
            led = trick.plays[0][1].suit
            seat = s.to_act
            hand = s.hands[seat]
            if not any(c.suit is led for c in hand if c is not satat.TWO_OF_HEARTS) and any(
                c.suit is not led for c in hand
            ):
                off = next(a for a in s.legal_actions() if a.card.suit is not led)
                after = s.apply(off)
                watcher = (seat + 1) % 4
                if after.to_act is None or after.is_terminal:
                    break
                known = sampling.knowledge(after.view(watcher), watcher)
                suit = CardSet(
                    c for c in satat.DECK.cards if c.suit is led and c is not satat.TWO_OF_HEARTS
                ).mask
                assert known.lacks[seat] & known.pool == suit & known.pool
                return
        s = s.apply(s.legal_actions()[0])
    pytest.skip("no discard in this deal")


@pytest.mark.parametrize("game", GAMES)
def test_with_every_hand_known_the_sampled_cost_is_the_exact_cost(game):
    found = 0
    for seed in range(6):
        state = in_play(game, seed, 0)
        while state is not None and not state.is_terminal and not analysis.in_reach(state, 3):
            state = state.apply(random.Random(seed).choice(state.legal_actions()))
        if state is None or state.is_terminal or state.phase.name != "PLAY":
            continue
        exact = analysis.costs(state)
        sampled = analysis.sampled_costs(state, samples=3)
        for action, cost in sampled.items():
            assert cost.loss == exact[action].loss and cost.low == cost.high == cost.loss
        found += 1
    assert found


def test_sampled_costs_give_the_number_of_deals_and_an_interval_around_the_mean():
    state = in_play("piquet", 4, 10)
    found = analysis.sampled_costs(state.view(state.to_act), samples=8, seed=3)
    for cost in found.values():
        assert cost.samples == 8
        assert cost.low <= cost.loss <= cost.high
        assert 0 <= cost.best <= 8
    assert any(cost.best for cost in found.values())


def test_sampled_costs_refuse_a_seat_that_is_not_to_act():
    state = in_play("saskop", 1, 10)
    with pytest.raises(TutorError):
        analysis.sampled_costs(state.view((state.to_act + 1) % 4), (state.to_act + 1) % 4)


def test_a_cante_sung_then_played_is_not_held_any_more():
    """The cards of a cante are known to be in the singer's hand only until he plays them."""
    checked = 0
    for seed in range(40):
        state = subastao.start(seed)
        bots = [subastao.Bot(seed=seed + s) for s in range(3)]
        while not state.is_terminal:
            if state.phase.name == "PLAY" and state.sung:
                seat = state.to_act
                known = sampling.knowledge(state.view(seat), seat)
                for s, hand in enumerate(state.hands):
                    if s in known.sizes:
                        assert known.holds[s] & ~hand.mask == 0 and known.lacks[s] & hand.mask == 0
                checked += 1
            state = state.apply(bots[state.to_act].choose(state))
    assert checked


@pytest.mark.parametrize("game", GAMES)
def test_the_sampling_bot_plays_a_whole_deal_of_every_game(game):
    from tutor.games.protocol import Bot

    module = GAMES[game]
    bot = analysis.SamplingBot(seed=1, samples=2, tricks=2)
    assert isinstance(bot, Bot)
    end = module.play_out(module.start(3), bot)
    assert end.is_terminal


def test_the_sampling_bot_plays_a_card_of_least_sampled_cost_in_the_last_tricks():
    state = in_play("piquet", 11, 0)
    while not analysis.in_reach(state, 3):
        state = state.apply(state.legal_actions()[0])
    bot = analysis.SamplingBot(seed=4, samples=5, tricks=3)
    action, reason = bot.hint(state)
    seed = random.Random(4).randrange(1 << 30)
    found = analysis.sampled_costs(state.view(state.to_act), samples=5, seed=seed)
    assert found[action].loss == min(cost.loss for cost in found.values())
    assert "5 deals" in reason


# -- the variants with more hidden: Trup Kasiet's face-down trump, Subastao's four players (a censor) -------------


def seen_public(state, seat, flags):
    """What ``seat`` can tell of ``flags``: the trump maker sees when his face-down card is played; the others
    learn the trump from a ruling (a trick won by a card of another suit than the one led, not the 2♥)."""
    if seat == state.maker:
        return flags
    out, known = [], False
    for trick, winner in zip([*state.tricks, state.trick], [*state.trick_winners, None], strict=True):
        for _ in trick.plays:
            out.append(known)
        if winner is not None:
            best = dict(trick.plays)[winner]
            known = known or (best is not satat.TWO_OF_HEARTS and best.suit is not trick.cards[0].suit)
    assert all(f for f, o in zip(flags, out, strict=True) if o), "a ruling makes the trump known to all"
    return [f and o for f, o in zip(flags, out, strict=True)]


variant_cases = st.tuples(
    st.sampled_from(["trup kasiet", "four", "pairs"]), st.integers(0, 10_000), st.integers(0, 40)
)


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(variant_cases)
def test_in_the_variants_every_sampled_deal_fits_what_the_seat_has_seen(case):
    variant, seed, cards = case
    flags: list[bool] = []
    state = variant_in_play(variant, seed, cards, flags)
    if state is None:
        return
    seat = state.to_act
    view = state.view(seat)
    deals = sampling.sample_positions(view, seat, samples=4, seed=seed)
    public = seen_public(state, seat, flags) if variant == "trup kasiet" else None
    assert deals
    for found in deals:
        check_consistent(state, view, seat, found.hands, public)
        if variant == "trup kasiet" and view.trump is None:
            possible = satat.possible_trumps(view, seat)
            assert found.trump in possible, "the sampled trump is one the seat cannot rule out"
            assert found.hidden.suit is found.trump, "the face-down card is of the trump suit"
            assert found.hidden in found.hands[state.maker], "the face-down card is in the maker's hand"
        else:
            assert found.trump is None and found.hidden is None, "a trump the seat knows is not sampled"


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(variant_cases)
def test_in_the_variants_the_real_deal_is_always_allowed_by_what_the_seat_knows(case):
    """Every seat's knowledge, the censor's too (the sitting-out dealer sees the soloist's hand)."""
    variant, seed, cards = case
    state = variant_in_play(variant, seed, cards)
    if state is None:
        return
    for seat in range(len(state.hands)):
        view = state.view(seat)
        if view.hands[seat] is None:
            continue
        known = sampling.knowledge(view, seat)
        shown = sum(h.mask for h in view.hands if h is not None)
        assert not known.pool & shown, "a card the seat sees in a hand is not dealt to another"
        check_allowed(known, state.hands, variant)


def test_before_the_reveal_the_sampled_trump_varies_over_the_suits_the_seat_cannot_rule_out():
    for seed in range(30):
        state = variant_in_play("trup kasiet", seed, 0)
        seat = (state.maker + 1) % 4
        view = state.view(seat)
        found = sampling.sample_positions(view, seat, samples=40, seed=seed)
        trumps = {f.trump for f in found}
        assert trumps <= set(satat.possible_trumps(view, seat))
        if len(trumps) > 1:
            maker = state.view(state.maker)
            assert sampling.sample_positions(maker, state.maker, samples=5, seed=1)[0].trump is None
            return
    pytest.fail("the sampled trump never varied")


def test_a_card_played_to_a_heart_two_led_before_the_reveal_shows_no_void():
    """Trup Kasiet: while the trump is hidden, anything may be played to the 2♥ led; after the reveal a player
    who did not trump then is not taken for void in trumps."""
    checked = 0
    for seed in range(300):
        rng = random.Random(seed)
        state = variant_in_play("trup kasiet", seed, 0)
        if state is None:
            continue
        led = False
        while not state.is_terminal and state.phase.name == "PLAY":
            trick = state.trick
            if trick.plays and trick.plays[0][1] is satat.TWO_OF_HEARTS and not state.trump_known:
                led = True
            state = state.apply(rng.choice(state.legal_actions()))
            if led and state.phase.name == "PLAY" and not state.is_terminal and state.trump_known:
                for seat in range(4):
                    known = sampling.knowledge(state.view(seat), seat)
                    for s in known.lacks:
                        assert not known.lacks[s] & state.hands[s].mask
                checked += 1
                break
    assert checked


def test_a_time_budget_solves_fewer_deals_and_says_how_many():
    state = in_play("piquet", 4, 10)
    view = state.view(state.to_act)
    rushed = analysis.sampled_costs(view, samples=8, seed=3, budget=0.0)
    assert {cost.samples for cost in rushed.values()} == {2}, (
        "at least two deals, then no more once over time"
    )
    unhurried = analysis.sampled_costs(view, samples=8, seed=3, budget=None)
    assert {cost.samples for cost in unhurried.values()} == {8}
    first_two = analysis.sampled_costs(view, samples=2, seed=3)
    assert rushed == first_two, "the deals solved are the first ones of the same seed"


def test_a_limit_of_positions_searched_solves_fewer_deals_the_same_everywhere():
    state = in_play("piquet", 4, 10)
    view = state.view(state.to_act)
    assert {c.samples for c in analysis.sampled_costs(view, samples=8, seed=3, nodes=1).values()} == {2}, (
        "at least two deals, then no more once the limit is passed"
    )
    some = analysis.sampled_costs(view, samples=8, seed=3, nodes=3000)
    count = next(iter(some.values())).samples
    assert some == analysis.sampled_costs(view, samples=count, seed=3), "the first deals of the same seed"
    assert some == analysis.sampled_costs(view, samples=8, seed=3, nodes=3000), "the same deals every time"
    assert {c.samples for c in analysis.sampled_costs(view, samples=8, seed=3, nodes=10**9).values()} == {8}


@settings(max_examples=30, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.integers(0, 10_000), st.integers(0, 20))
def test_piquet_samples_give_the_opponent_the_combinations_he_scored(seed, cards):
    """Calling is showing: the cards of a point, sequence or set the opponent scored are in his hand until he
    plays them, in every sampled deal (and the real deal agrees)."""
    state = piquet.start(seed)
    bot = piquet.Bot(seed=seed)
    while not state.is_terminal and (state.phase.name != "PLAY" or cards):
        cards -= state.phase.name == "PLAY"
        state = state.apply(bot.choose(state))
    if state.is_terminal:
        return
    seat = state.to_act
    view = state.view(seat)
    played = sum(card.bit for trick in (*view.tricks, view.trick) for _, card in trick.plays)
    shown = 0
    for result in view.results:
        scorer = view.elder if result.scorer is piquet.Role.ELDER else view.younger
        if result.scorer is not None and scorer != seat:
            shown |= sum(c.mask for c in result.combinations)
    shown &= ~played
    assert shown & ~state.hands[1 - seat].mask == 0, "the real hand holds them"
    for dealt in analysis.sample_deals(view, seat, samples=5, seed=seed):
        assert shown & ~dealt[1 - seat].mask == 0
        check_consistent(state, view, seat, dealt)


@settings(max_examples=30, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.integers(0, 10_000), st.integers(0, 30))
# bids of 5, 8♦ and 7: no random deal of 2,000 kept them all; the promised cards dealt first do
@example(1173, 0)
def test_saskop_samples_keep_the_trumps_each_bid_promised(seed, cards):
    """A bid of n promises n potential trumps in some suit, and the auction's winner n in the suit he named: in
    every sampled deal the hands as they were when the play began keep those promises (and the real deal does)."""
    state = bot_auction(seed, cards)
    if state is None:
        return
    seat = state.to_act
    view = state.view(seat)
    played = played_by(view)
    need = promises(view)
    assert [s for s, _, _ in need] == sorted({s for s, _, _ in need})

    def kept(hands):
        return all(
            max(((hands[s] | played[s]) & m).bit_count() for m in masks) >= n
            for s, n, masks in need
            if s in hands
        )

    assert kept({s: hand.mask for s, hand in enumerate(state.hands)}), "the real deal keeps them"
    for dealt in analysis.sample_deals(view, seat, samples=5, seed=seed):
        assert kept({s: hand.mask for s, hand in dealt.items()})
        check_consistent(state, view, seat, dealt)


def pictures_taken(rules=None):
    """``(state, taker)`` at the first lead of each of the deals 0-59 the ``Bot`` bid where a picture was taken."""
    for seed in range(60):
        state = saskop.start(seed, rules=rules)
        bot = saskop.Bot(seed=seed)
        while state.phase.name != "PLAY":
            state = state.apply(bot.choose(state))
        if state.takers:
            (taker,) = state.takers
            yield seed, state, taker


def test_saskop_a_picture_taken_is_known_in_the_takers_hand_and_the_card_given_back_in_his_partners():
    checked = 0
    for seed, state, taker in pictures_taken():
        shown = next(a.picture for a in state.history if type(a) is saskop.ShowPicture)
        given = next(a.give for a in state.history if type(a) is saskop.TakePicture)
        shower = (taker + 2) % 4
        for seat in range(4):
            known = sampling.knowledge(state.view(seat), seat)
            check_allowed(known, state.hands, "saskop")
            if seat != taker:
                assert known.holds[taker] & shown.bit
            if seat == taker:
                assert known.holds[shower] & given.bit
                assert known.lacks[shower] == known.pool & PICTURE_MASK & ~given.bit, "his only picture shown"
            if seat % 2 != taker % 2:  # the card given back is not seen: it may be a picture
                for dealt in sampling.sample_deals(state.view(seat), seat, samples=5, seed=seed):
                    assert (dealt[shower].mask & PICTURE_MASK).bit_count() <= 1
        checked += 1
    assert checked


def test_saskop_where_no_picture_may_be_given_back_the_shower_of_a_picture_taken_holds_none():
    checked = 0
    for _, state, taker in pictures_taken(saskop.SaskopRules(return_may_be_picture=False)):
        for seat in (taker + 1) % 4, (taker + 3) % 4:
            known = sampling.knowledge(state.view(seat), seat)
            check_allowed(known, state.hands, "saskop")
            assert known.lacks[(taker + 2) % 4] == known.pool & PICTURE_MASK
        checked += 1
    assert checked


def bot_auction(seed: int, cards: int, players=None):
    """A deal of Saskop bid by its ``Bot``, after ``cards`` cards of the play (``None`` if it ends), each chosen by
    ``players[seat]`` (``None``: all at random)."""
    rng = random.Random(seed)
    state = saskop.start(seed, dealer=rng.randrange(4))
    bot = saskop.Bot(seed=seed)
    while not state.is_terminal and state.phase.name != "PLAY":
        state = state.apply(bot.choose(state))
    for _ in range(cards):
        if state.is_terminal:
            return None
        chooser = None if players is None else players[state.to_act]
        state = state.apply(rng.choice(state.legal_actions()) if chooser is None else chooser.choose(state))
    return None if state.is_terminal else state


def hands_then(state, view, seat) -> dict[int, int]:
    """The other hands of ``state`` as they were when the play began (masks)."""
    played = played_by(view)
    return {s: state.hands[s].mask | played[s] for s in range(4) if s != seat}


def test_saskop_samples_keep_what_the_bots_passes_say_where_some_deal_does():
    """A ``Bot`` passes with a hand not worth the bid open to it: the real deal keeps that (the bots bid so), and
    so does every sampled deal."""
    checked = 0
    for seed in range(12):
        state = bot_auction(seed, 0)
        if state is None or not passes(state):
            continue
        seat = state.to_act
        view = state.view(seat)
        tests = likely(view, seat)
        assert {s for s, _ in passes(state) if s != seat} <= set(tests)
        real = hands_then(state, view, seat)
        assert all(test(real[s]) for s, test in tests.items()), "the bots bid so"
        played = played_by(view)
        for dealt in sampling.sample_deals(view, seat, samples=5, seed=seed):
            check_consistent(state, view, seat, dealt)
            assert all(test(dealt[s].mask | played[s]) for s, test in tests.items())
        checked += 1
    assert checked > 6


def bots_rate(view, seat, tests) -> dict[int, float]:
    """Per seat tested, how often its hand acted as the bots do over 200 deals sampled from what is sure."""
    import dataclasses
    from unittest import mock

    with mock.patch.object(saskop, "DESCRIPTION", dataclasses.replace(saskop.DESCRIPTION, likely=None)):
        deals = sampling.sample_deals(view, seat, samples=200, seed=0)
    played = played_by(view)
    return {
        s: sum(test(dealt[s].mask | played[s]) for dealt in deals) / len(deals) for s, test in tests.items()
    }


def test_saskop_samples_keep_the_cards_the_bots_chose_as_the_bots_would_choose_them():
    """Before its last five tricks the play table's bot plays as the ``Bot``: every hidden seat's hand as dealt
    chose its cards as the ``Bot`` does, and so does every sampled hand (with what the seat saw then)."""
    from tutor.games.saskop.about import DESCRIPTION

    tricks, _ = DESCRIPTION.table_bot
    bots = [saskop.Bot(seed=seat) for seat in range(4)]
    checked = 0
    for seed in range(10):
        state = bot_auction(seed, 4 * (9 - tricks) + seed % 3, bots)
        if state is None:
            continue
        seat = state.to_act
        view = state.view(seat)
        tests = likely(view, seat)
        assert set(tests) == {s for s in range(4) if s != seat}
        assert all(tests[s](hand) for s, hand in hands_then(state, view, seat).items()), "the bots played so"
        played = played_by(view)
        for dealt in sampling.sample_deals(view, seat, samples=5, seed=seed):
            check_consistent(state, view, seat, dealt)
            assert all(test(dealt[s].mask | played[s]) for s, test in tests.items())
        checked += 1
    assert checked >= 8


def test_saskop_a_player_who_does_not_play_as_the_bots_is_read_alone_as_saying_nothing():
    """A person plays as he likes: where no hand of his would have played his cards as the bots do, they say
    nothing of his hand, while the bots' cards still say what they say of theirs."""
    person = 1
    bots = [saskop.Bot(seed=seat) for seat in range(4)]
    bots[person] = None  # plays at random
    checked = 0
    for seed in range(12):
        state = bot_auction(seed, 16, bots)
        if state is None or state.to_act == person:
            continue
        seat = state.to_act
        view = state.view(seat)
        tests = likely(view, seat)
        real = hands_then(state, view, seat)
        bots_ = bots_rate(view, seat, {person: tests[person]})[person]
        if tests[person](real[person]) or bots_:
            continue  # his random cards happened to be the bots' choices, or would be with some hands
        played = played_by(view)
        deals = sampling.sample_deals(view, seat, samples=5, seed=seed)
        for dealt in deals:
            check_consistent(state, view, seat, dealt)
            assert all(test(dealt[s].mask | played[s]) for s, test in tests.items() if s != person)
        assert not all(tests[person](dealt[person].mask | played[person]) for dealt in deals), "read as a bot"
        checked += 1
    assert checked >= 4


def test_saskop_what_no_deal_agrees_with_is_read_as_nothing(monkeypatch):
    """A person may pass what a bot would bid, or play what it would not: where no hand of his keeps what his
    actions suggest, the sampler deals as if they said nothing (what is sure still holds)."""
    import dataclasses

    def never(view, seat):
        return {s: (lambda hand: False) for s in range(4) if s != seat}

    monkeypatch.setattr(saskop, "DESCRIPTION", dataclasses.replace(saskop.DESCRIPTION, likely=never))
    state = bot_auction(3, 7)
    assert state is not None and passes(state)
    assert games.describe(state).likely is never
    seat = state.to_act
    view = state.view(seat)
    deals = sampling.sample_deals(view, seat, samples=5, seed=1)
    assert len(deals) == 5
    for dealt in deals:
        check_consistent(state, view, seat, dealt)


def test_saskop_a_bid_after_three_passes_is_the_fourth_players_promise():
    """Bidding goes on until three have passed after a bid: the fourth player may still bid after three passes, and
    what his bid promises is his (the sampler once gave it to the third to pass, and found no deal)."""
    state = in_play("saskop", 4343, 23)
    kinds = [type(action).__name__ for action in state.history[:6]]
    assert kinds[1:5] == ["Pass", "Pass", "Pass", "Bid"]
    assert [(seat, trumps) for seat, trumps, _ in promises(state)] == [(state.dealer, 6)]


def bot_played(module, seed: int, tricks: int):
    """A deal of ``module`` bid and played by its ``Bot`` (one per seat) until ``tricks`` tricks are done and a card
    or two more (``None`` if it ends first)."""
    state = module.start(seed)
    bots = [module.Bot(seed=seat) for seat in range(len(state.hands))]
    extra = seed % 3
    while not state.is_terminal:
        if state.phase.name == "PLAY" and len(state.tricks) >= tricks:
            if not extra:
                return state
            extra -= 1
        state = state.apply(bots[state.to_act].choose(state))
    return None


LIKELY = [name for name, module in GAMES.items() if module.DESCRIPTION.likely is not None]


def test_the_games_whose_bots_cards_are_read():
    assert LIKELY == ["saskop", "subastao"]


@pytest.mark.parametrize("game", LIKELY)
def test_what_the_bots_cards_say_holds_of_the_hands_dealt_and_of_every_sampled_hand(game):
    """Where every player is the game's ``Bot``, each hidden hand as dealt played the cards the ``Bot`` plays with it
    (the test reads the first tricks, before the table's bot samples), and so does every sampled hand."""
    import dataclasses
    from unittest import mock

    module = GAMES[game]
    last, _ = module.DESCRIPTION.table_bot
    checked = said = 0
    for seed in range(12):
        state = bot_played(module, seed, 10 - last)
        if state is None:
            continue
        seat = state.to_act
        view = state.view(seat)
        tests = module.DESCRIPTION.likely(view, seat)
        assert tests, "the first tricks say something of every hidden hand"
        played = played_by(view)
        assert all(test(state.hands[s].mask | played[s]) for s, test in tests.items()), "the bots played so"
        for dealt in sampling.sample_deals(view, seat, samples=5, seed=seed):
            check_consistent(state, view, seat, dealt)
            assert all(test(dealt[s].mask | played[s]) for s, test in tests.items())
        with mock.patch.object(module, "DESCRIPTION", dataclasses.replace(module.DESCRIPTION, likely=None)):
            sure = sampling.sample_deals(view, seat, samples=20, seed=seed)
        said += any(not test(dealt[s].mask | played[s]) for dealt in sure for s, test in tests.items())
        checked += 1
    assert checked >= 8
    assert said >= checked / 2, "the cards rule out hands that what is sure allows"


def test_subastao_the_censor_reads_the_players_first_cards_as_they_do():
    """In the four-player variant the dealer sits out (the censor) and sees the soloist's hand: his view reads the
    other two players' first cards as a player's own view does (the deal's tricks counted from a seat in play)."""
    import dataclasses
    from unittest import mock

    from tutor.games.subastao.about import likely as subastao_likely
    from tutor.games.subastao.rules import SubastaoRules, Variant

    checked = said = 0
    for seed in range(4):
        state = subastao.start(seed, rules=SubastaoRules(variant=Variant.FOUR))
        bots = [subastao.Bot(seed=seat) for seat in range(4)]
        while not state.is_terminal and (state.phase.name != "PLAY" or len(state.tricks) < 5):
            state = state.apply(bots[state.to_act].choose(state))
        if state.is_terminal:
            continue
        censor = state.dealer
        view = state.view(censor)
        played = played_by(view)
        tests = subastao_likely(view, censor)
        assert set(tests) == set(state.order) - {state.soloist}
        with mock.patch.object(
            subastao, "DESCRIPTION", dataclasses.replace(subastao.DESCRIPTION, likely=None)
        ):
            deals = sampling.sample_deals(view, censor, samples=20, seed=seed)
        for seat, test in tests.items():
            assert test(state.hands[seat].mask | played[seat]), "the bots played so"
            other = state.soloist
            theirs = subastao_likely(state.view(other), other)[seat]
            hands = [dealt[seat].mask | played[seat] for dealt in deals]
            assert [test(hand) for hand in hands] == [theirs(hand) for hand in hands]
            said += not all(map(test, hands))
        checked += 1
    assert checked >= 3
    assert said, "the first cards say something of the hands"
