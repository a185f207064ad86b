"""Saskop's principles of play (issue 25): each tested where it holds and where it is broken (the tests named after
the principle), on the lesson's positions and on every position of bot-played deals; the count of the 18 trumps;
the engine-computed example of each principle checked against ``tutor.analysis``; a wrong card told the principle it
breaks and what it costs, never the right card, with every hand shown and from the seat; their words.
"""

from __future__ import annotations

import re

import pytest

from tests.helpers import assert_words_for_a_learner
from tests.lesson_walk import named_right_answers
from tutor import analysis
from tutor.cards import Card, Rank
from tutor.games import saskop
from tutor.lesson import strategy
from tutor.lesson.principles import cost_words, example, moment, of_game, record, recorded
from tutor.lesson.principles.saskop import (
    CALLER_DRAWS,
    COUNT_TRUMPS,
    KEEP_TRUMP,
    POSITIONS,
    PRINCIPLES,
    SMEAR,
    TOLERANCE,
    count_step,
    position,
    tricks_shown,
    trumps_out,
    view_step,
)
from tutor.lesson.review import DealReview

KEYS = {COUNT_TRUMPS: "count", SMEAR: "points", KEEP_TRUMP: "trump", CALLER_DRAWS: "caller"}


def _card(text: str) -> Card:
    return saskop.parse_cards(text)[0]


def _broken(principle, state) -> set[str]:
    """The cards the player to act may play that break ``principle``, as text."""
    return {str(a.card) for a in state.legal_actions() if principle.broken_by(state, a)}


def _legal(state) -> set[str]:
    return {str(a.card) for a in state.legal_actions()}


def _positions(seeds=range(40)):
    """Every position of the play with a choice of cards, in deals the bots played."""
    for seed in seeds:
        state = saskop.start(seed)
        bots = [saskop.Bot(seed=seed * 10 + s) for s in range(4)]
        while not state.is_terminal:
            if state.phase is saskop.Phase.PLAY and len(state.legal_actions()) > 1:
                yield state
            state = state.apply(bots[state.to_act].choose(state))


# -- count the trumps -----------------------------------------------------------------------------------------


def test_count_the_trumps_finds_eighteen_the_pictures_of_every_suit_among_them():
    for state in _positions(range(8)):
        order = saskop.ordering(state.trump)
        mine = len([c for c in state.hand(state.to_act) if order.is_trump(c)])
        played = len([c for t in (*state.tricks, state.trick) for c in t.cards if order.is_trump(c)])
        assert trumps_out(state) + mine + played == 18
        assert trumps_out(state) == len(
            [c for s in range(4) if s != state.to_act for c in state.hand(s) if order.is_trump(c)]
        )


def test_count_the_trumps_warns_of_the_ace_or_ten_of_trumps_led_while_higher_trumps_are_out():
    state = position("count-example")  # East holds K♥ Q♥ J♥ Q♣ and the 10♦, diamonds trumps
    assert _broken(COUNT_TRUMPS, state) == {"TD"}
    assert COUNT_TRUMPS.broken_by(state, _card("TD")) == (
        "the 10♦ is a trump below every king, queen and jack, and 4 higher trumps still out can take it"
    )
    seat = position("count-seat")  # West holds Q♠ A♥ K♦ Q♣, hearts trumps
    assert _broken(COUNT_TRUMPS, seat) == {"AH"}


def test_count_the_trumps_warns_of_a_plain_ace_or_ten_led_into_an_opponents_void():
    state = position("count-shown")  # South has shown he has no club
    assert COUNT_TRUMPS.broken_by(state, _card("TC")).startswith("South has shown he has no ♣, with 5 trumps")
    assert COUNT_TRUMPS.broken_by(state, _card("9C")) == ""  # a small card led there gives nothing away
    assert COUNT_TRUMPS.broken_by(state, _card("9H")) == ""


def test_count_the_trumps_keeps_to_an_ace_or_ten_of_trumps_that_surely_wins():
    state = position("points-example")  # North gives the A♠ (ace of trumps) on his partner's sure K♣
    assert COUNT_TRUMPS.broken_by(state, _card("AS")) == ""


def test_count_the_trumps_speaks_only_of_aces_and_tens():
    for state in _positions():
        for card in _broken(COUNT_TRUMPS, state):
            assert _card(card).rank in (Rank.ACE, Rank.TEN)
        if not trumps_out(state):
            assert not _broken(COUNT_TRUMPS, state)


def test_count_the_trumps_step_counts_from_the_cards_and_tells_each_slip():
    state = position("count-seat")
    step = count_step(state)
    assert step.answers() == (trumps_out(state),) == (7,)
    reasons = {value: step.check(value).reason for value in step.wrong_answers()}
    # the kings, queens and jacks of the other suits forgotten
    assert reasons[5].startswith("That counts only the ♥ cards")
    assert reasons[11].startswith("That counts the trumps in your own hand too")
    assert reasons[14].startswith("That leaves out the trumps already played")
    for value in reasons:
        assert not named_right_answers(step, value, str(step.check(value)))
    assert [label for label, _ in step.scenario.shown] == [
        f"Trick {n}, {who} led" for n, who in enumerate(("South", "East", "North", "West", "North"), 1)
    ]


# -- give points to your partner ------------------------------------------------------------------------------


def test_give_points_to_your_partner_smears_an_ace_or_ten_on_his_sure_trick():
    state = position("points-example")  # South's K♣ surely wins; North holds A♠ K♠ J♥ Q♦ (spades trumps)
    assert _broken(SMEAR, state) == _legal(state) - {"AS"}
    assert SMEAR.broken_by(state, _card("JH")).startswith("your partner's K♣ surely wins this trick")
    shown = position("points-shown")  # West last to play on East's K♠, with A♣ 10♣ 9♣
    assert _broken(SMEAR, shown) == {"9C"}


def test_give_points_to_your_partner_gives_the_opponents_the_cheapest_card():
    state = position("points-seat")  # East's Q♥ surely wins against South
    assert _broken(SMEAR, state) == {"AC"}
    assert SMEAR.broken_by(state, _card("AC")) == (
        "the Q♥ surely wins this trick for the opponents, and your A♣ gives them 11 card points"
    )


def test_give_points_to_your_partner_says_nothing_when_you_lead_or_can_beat_the_trick():
    for state in _positions():
        broken = _broken(SMEAR, state)
        if not broken:
            continue
        order = saskop.ordering(state.trump)
        trick = state.trick
        best = order.winning_card(trick.cards)
        assert trick.plays and not any(order.beats(_card(c), best) for c in _legal(state))
        big = {c for c in _legal(state) if _card(c).rank in (Rank.ACE, Rank.TEN)}
        winner = trick.plays[trick.cards.index(best)][0]
        if winner % 2 == state.to_act % 2:  # the partner's trick: every card but an ace or a ten breaks it
            assert big and broken == _legal(state) - big
        else:  # the opponents': an ace or a ten given while a cheaper card could go
            assert broken <= big


# -- keep a trump for the end ---------------------------------------------------------------------------------


def test_keep_a_trump_for_the_end_takes_the_trick_with_the_lowest_trump_that_surely_wins():
    state = position("trump-example")  # North last to play, must trump West's 9♦: A♦ J♠ K♠ Q♣
    assert _broken(KEEP_TRUMP, state) == {"JS", "KS", "QC"}
    assert KEEP_TRUMP.broken_by(state, _card("QC")) == (
        "a lower trump of yours takes this trick as surely: the Q♣ could win a later one"
    )


def test_keep_a_trump_for_the_end_does_not_lead_the_last_trump():
    state = position("trump-seat")  # East holds 7♣ 6♣ and the K♦, his only trump
    assert _broken(KEEP_TRUMP, state) == {"KD"}
    assert KEEP_TRUMP.broken_by(state, _card("KD")).startswith(
        "the K♦ is your last trump and the others still hold"
    )


def test_keep_a_trump_for_the_end_speaks_only_of_trumps():
    for state in _positions():
        order = saskop.ordering(state.trump)
        for card in _broken(KEEP_TRUMP, state):
            assert order.is_trump(_card(card))
            assert _card(card).rank not in (Rank.ACE, Rank.TEN) or not state.trick.plays


# -- the caller draws trumps ----------------------------------------------------------------------------------


def test_the_caller_draws_trumps_with_the_highest_trump_left():
    state = position("caller-example")  # South called, holds Q♠ Q♣ (the highest left) 9♣ 10♥
    assert _broken(CALLER_DRAWS, state) == {"9C", "TH"}
    seat = position("caller-seat")  # West's side called: K♥ K♣ 9♣ Q♣
    assert _broken(CALLER_DRAWS, seat) == {"9C"}


def test_the_caller_draws_trumps_and_the_defenders_lead_plain_suits():
    state = position("caller-shown")  # West defends against North's diamonds: 6♠ 8♣ J♠ K♠
    assert _broken(CALLER_DRAWS, state) == {"JS", "KS"}
    assert CALLER_DRAWS.broken_by(state, _card("KS")).startswith("you are a defender and lead a trump")


def test_the_caller_draws_trumps_says_nothing_in_an_uncalled_game():
    state = saskop.start(11, rules=saskop.SaskopRules(picture_giving=False), dealer=0)
    for _ in range(4):
        state = state.apply("pass")
    assert state.phase is saskop.Phase.PLAY and state.caller is None
    assert not _broken(CALLER_DRAWS, state)


def test_the_caller_draws_trumps_only_when_leading_and_keeps_a_single_trump():
    for state in _positions():
        broken = _broken(CALLER_DRAWS, state)
        if not broken:
            continue
        assert not state.trick.plays and state.caller is not None
        order = saskop.ordering(state.trump)
        if state.caller % 2 == state.to_act % 2:  # the caller's side: draws with two trumps or more
            assert len([c for c in state.hand(state.to_act) if order.is_trump(c)]) >= 2
            assert not any(order.is_trump(_card(c)) for c in broken)


# -- the principles together ------------------------------------------------------------------------------------


def test_every_principle_says_itself_in_two_sentences_and_has_a_name_of_its_own():
    assert len({p.name for p in PRINCIPLES}) == len(PRINCIPLES) == 4
    for principle in PRINCIPLES:
        sentences = [s for s in principle.says.split(". ") if s]
        assert len(sentences) == 2, principle.name
        assert principle.game == "saskop"
    assert of_game("saskop") == PRINCIPLES and of_game(saskop) == PRINCIPLES
    assert "18 trumps" in COUNT_TRUMPS.says


def test_a_principle_reads_only_what_the_seat_sees():
    state = position("points-seat")
    view = state.view(state.to_act)
    for principle in PRINCIPLES:
        for action in state.legal_actions():
            assert principle.broken_by(view, action) == principle.broken_by(state, action)


def test_a_principle_says_nothing_outside_the_play():
    deal = saskop.start(5)
    for principle in PRINCIPLES:
        assert principle.broken_by(deal, _card("AS")) == ""


# -- the lesson's positions ---------------------------------------------------------------------------------------


def test_a_position_is_kept_as_actions_and_replays_to_the_same_state():
    played = moment("saskop", 6, 25)  # whatever today's bots play: recorded, it replays to the same state
    assert recorded("saskop", 6, record(played)) == played
    seed, actions = POSITIONS["count-example"]  # a lesson's position: its actions, not the bots' play
    kept = position("count-example")
    assert record(kept) == actions and recorded("saskop", seed, record(kept)) == kept


@pytest.mark.parametrize("name", sorted(POSITIONS))
def test_each_position_is_within_the_solvers_reach(name):
    state = position(name)
    limit = analysis.EXACT_TRICKS["saskop"] + name.endswith("-example")  # an example may be a trick earlier
    assert state.phase is saskop.Phase.PLAY and analysis.tricks_left(state) <= limit


@pytest.mark.parametrize("principle", PRINCIPLES, ids=KEYS.get)
def test_each_principle_has_a_real_deal_where_keeping_to_it_wins_and_breaking_it_costs(principle):
    state = position(f"{KEYS[principle]}-example")
    shown = example(principle, state)
    by_card = {a.card: c for a, c in analysis.costs(state).items()}
    assert by_card[shown.follows].loss == 0 and not principle.broken_by(state, shown.follows)
    assert principle.broken_by(state, shown.breaks) == shown.how != ""
    assert shown.loss == by_card[shown.breaks].loss > TOLERANCE
    bad, good = shown.sentences()
    assert f"breaks “{principle.name}”" in bad and cost_words(state, shown.loss) in bad
    assert "costs your side" in bad and "card point" in bad
    assert analysis.describe(state, by_card[shown.breaks].value) in bad
    assert analysis.describe(state, by_card[shown.follows].value) in good


@pytest.mark.parametrize("principle", PRINCIPLES, ids=KEYS.get)
def test_a_wrong_card_names_the_principle_it_breaks_and_what_it_costs_never_the_right_card(principle):
    state = position(f"{KEYS[principle]}-shown")
    named = (principle, *PRINCIPLES)
    step = strategy.card_step(state, principles=named, tolerance=TOLERANCE)
    costs = strategy.card_costs(state)
    assert set(step.answers()) == {c for c, k in costs.items() if k.loss <= TOLERANCE}
    told = 0
    for wrong in step.wrong_answers():
        if wrong not in costs:
            continue  # a card the rules refuse: told the rule
        reason = step.check(wrong).reason
        assert cost_words(state, costs[wrong].loss) in reason.split(".")[0]
        if principle.broken_by(state, wrong):
            assert reason.startswith(f"The {wrong.unicode()} breaks “{principle.name}”")
            told += 1
        assert not named_right_answers(step, wrong, str(step.check(wrong)))
    assert told, f"no wrong card is told it breaks {principle.name}"


@pytest.mark.parametrize("principle", PRINCIPLES, ids=KEYS.get)
def test_a_wrong_card_from_the_seat_names_the_principle_with_the_tricks_in_sight(principle):
    state = position(f"{KEYS[principle]}-seat")
    step = view_step(state, principles=(principle, *PRINCIPLES), seed=POSITIONS[f"{KEYS[principle]}-seat"][0])
    played = len(state.tricks) + bool(state.trick.plays)
    assert step.scenario.shown == tricks_shown(state) and len(step.scenario.shown) == played
    told = [w for w in step.wrong_answers() if f"breaks “{principle.name}”" in step.check(w).reason]
    assert told
    for wrong in told:
        reason = step.check(wrong).reason
        # the deals of the hidden cards that fit what the seat saw, the bots' cards read as theirs: at most 20
        deals = re.search(r"on average over (\d+) deals of the hidden cards", reason)
        assert deals and 2 <= int(deals[1]) <= 20, reason
        assert principle.broken_by(state, wrong) in reason
        assert not named_right_answers(step, wrong, str(step.check(wrong)))


def test_the_review_of_a_deal_names_saskops_principles():
    state = position("trump-example")
    bad = state.apply(saskop.Play(_card("QC")))
    end = saskop.play_out(bad, tuple(saskop.Bot(seed=s) for s in range(4)))
    review = DealReview((state, end.history[len(state.history) :]), state.to_act)
    review.run()
    first = review.cards[0]
    assert first.principle is KEEP_TRUMP and first.loss > TOLERANCE and first.exact
    assert first.words(state).startswith(
        f"Trick {len(state.tricks) + 1}, worked out exactly. It broke “Keep a trump"
    )


# -- words ----------------------------------------------------------------------------------------------------------


def _texts():
    """Every text of the principles a learner reads: the principles, the examples, how each position's cards break
    them, the counting step."""
    for principle in PRINCIPLES:
        yield principle.name, principle.name
        yield f"{principle.name}: says", principle.says
    for name in POSITIONS:
        state = position(name)
        if name.endswith("-example"):
            principle = next(p for p, key in KEYS.items() if name.startswith(key))
            for sentence in example(principle, state).sentences():
                yield f"{name}: example", sentence
        for principle in PRINCIPLES:
            for action in state.legal_actions():
                how = principle.broken_by(state, action)
                if how:
                    yield f"{name}: {principle.name}", how[0].upper() + how[1:] + "."
    step = count_step(position("count-seat"))
    yield "count step", step.prompt
    for value in step.wrong_answers():
        yield "count step", step.check(value).reason
    yield "count step", step.answer_text()


def test_the_principles_read_as_words_for_a_learner():
    assert_words_for_a_learner(list(_texts()))
