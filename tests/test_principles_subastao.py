"""Subastao's principles of play (issue 25): each tested where it holds and where it is broken (the tests named after
the principle); the auction's calls judged with every hand known (the deal played out) and from the seat (lesson 9's
simulation); every principle's example, where keeping to it wins and breaking it costs, checked against
``tutor.analysis``; a wrong answer told the principle and never the right answer; and their words.
"""

from __future__ import annotations

import pytest

from tests.helpers import assert_words_for_a_learner
from tests.lesson_walk import named_right_answers
from tutor import analysis
from tutor.games import subastao
from tutor.games.subastao import Bid, Pass, Suit
from tutor.lesson import LessonError, strategy
from tutor.lesson.principles import (
    Principle,
    broken,
    cost_words,
    example,
    of_game,
    recorded,
    whom,
)
from tutor.lesson.principles.subastao import (
    BID_HORIZON,
    CALL_OPTIONS,
    COUNT_BID,
    DRAW_TRUMPS,
    FEED_PARTNER,
    KEEP_MASTER,
    POSITIONS,
    PRINCIPLES,
    SPEND_TRUMPS,
    WIN_TO_SING,
    bid_example,
    bid_step,
    bid_value,
    hand_values,
    position,
    view_bid_step,
)

PLAY = (DRAW_TRUMPS, WIN_TO_SING, KEEP_MASTER, FEED_PARTNER, SPEND_TRUMPS)
KEYS = {
    COUNT_BID: "bid",
    DRAW_TRUMPS: "draw",
    WIN_TO_SING: "sing",
    KEEP_MASTER: "master",
    FEED_PARTNER: "feed",
    SPEND_TRUMPS: "spend",
}

# Two more positions of bot-played deals, kept as their actions (a new bot does not move them)
HIGH_INTO_A_VOID = (  # North leads; the soloist (East) has shown he has no bastos and still holds trumps
    104,
    "bid 85 | bid 95 | pass | trumps espadas | 5E | 7E | 3E | AB | 6E | 4B | sing espadas | SE | AE | 4E | 4C | 6C | "
    "AC | AO | 5O | 7O | RE | 5B | 6B | 4O | 3O | CO | 3C | RB | 5C",
)
LAST_TRUMP = (  # East, the soloist, leads with the last trump, the 6 de oros; the defenders have none
    36,
    "bid 65 | pass | pass | trumps oros | AO | RO | 4O | 3O | 4C | 5O | CO | 4E | SO | AE | 5E | 7E | AB | CB | 4B |"
    " 7O | 6E | 5B | 5C | AC | 3C | 3E | RE | SE | SC | 6B | CC",
)
SOLOIST_TAKES = (  # East, a defender, plays last to a trick the soloist's trump takes
    89,
    "pass | bid 115 | pass | trumps espadas | AE | 3E | 5E | sing espadas | RE | 4C | 7E | sing oros | CE | 5B | SE |"
    " AC | SC | 5C | 6E | 6O | 4O | 7B | AB | CB | 3C | 6C | RC | 6B | 4B | 3B | RB | SB",
)

# A hand-made deal (North deals, South is mano): South bids 60 and names oros; he holds eight trumps
HANDS = (
    "AO 3O RO CO SO 7O 6O 5O AC 3C RE CE",
    "4O RC CC SC 7C 6C 5C 4C 3E AE SE 7E",
    "6E 5E 4E AB 3B RB CB SB 7B 6B 5B 4B",
)


def _made(*tricks: str) -> subastao.State:
    """The hand-made deal after ``tricks`` (each trick's cards, or a cante sung)."""
    played = [a for t in tricks for a in ([t] if t.startswith("sing") else t.split())]
    return subastao.replay(None, ["60", "pass", "pass", "trumps oros", *played], hands=HANDS, dealer=2)


def _card(text: str):
    return subastao.parse_cards(text)[0]


def _key(principle: Principle) -> str:
    return KEYS[principle]


# -- count before you bid ---------------------------------------------------------------------------------------


def test_count_before_you_bid_bids_up_to_what_the_hand_counts():
    deal = position("bid-example")  # East, mano: the evaluator counts 88 with oros, up to 80
    assert subastao.evaluate_bid(deal.hand(deal.to_act)).best.max_bid == 80
    assert COUNT_BID.broken_by(deal, Bid(80)) == COUNT_BID.broken_by(deal, Bid(75)) == ""
    assert COUNT_BID.broken_by(deal, Bid(95)).startswith("a bid of 95 is more than your hand counts")
    assert COUNT_BID.broken_by(deal, Bid(65)) == "your hand counts well over 65 with oros as trumps"
    assert COUNT_BID.broken_by(deal, Pass()).startswith("you pass with a hand that counts well over 60")


def test_count_before_you_bid_lets_a_weak_hand_pass():
    deal = subastao.start(1)  # East's hand counts under 65 with any trumps
    assert subastao.evaluate_bid(deal.hand(deal.to_act)).best.max_bid is None
    assert COUNT_BID.broken_by(deal, Pass()) == ""
    assert COUNT_BID.broken_by(deal, Bid(60)).startswith("a bid of 60 is more than your hand counts")


def test_count_before_you_bid_passes_below_a_higher_bid_already_made():
    deal = position("bid-example").apply(Bid(85)).apply(Bid(90))  # South, the dealer, hears 90
    hand = deal.hand(deal.to_act)
    top = subastao.evaluate_bid(hand).best.max_bid
    assert top is None or top <= 90
    assert COUNT_BID.broken_by(deal, Pass()) == ""


def test_count_before_you_bid_says_nothing_of_a_card_and_refuses_a_call_outside_the_auction():
    deal = position("bid-example")
    card = next(iter(deal.hand(deal.to_act)))
    assert COUNT_BID.broken_by(deal, card) == ""
    play = position("draw-example")
    for call in (Bid(60), Pass()):
        with pytest.raises(LessonError, match="not a card played, cards thrown or a choice"):
            COUNT_BID.broken_by(play, call)


# -- draw trumps -------------------------------------------------------------------------------------------------


def test_draw_trumps_leads_trumps_while_the_defenders_hold_some():
    state = position("draw-example")  # North, the soloist, leads; the defenders hold four espadas
    for card in state.hand(state.to_act):
        said = DRAW_TRUMPS.broken_by(state, card)
        assert bool(said) == (card.suit is not state.trump), card
    assert DRAW_TRUMPS.broken_by(state, _card("RO")) == (
        "the defenders still hold 4 trumps: one who has no oros left may trump your rey de oros and take the trick"
    )


def test_draw_trumps_is_done_once_the_defenders_have_none():
    state = recorded("subastao", *LAST_TRUMP)  # East, the soloist, leads; his 6 de oros is the last trump
    assert not any(state.hand(s).of_suit(state.trump) for s in state.order if s != state.soloist)
    assert all(not DRAW_TRUMPS.broken_by(state, card) for card in state.hand(state.to_act))


def test_draw_trumps_is_the_soloists_and_only_on_his_lead():
    defender = position("spend-example")  # North, a defender, leads
    assert all(not DRAW_TRUMPS.broken_by(defender, card) for card in defender.hand(defender.to_act))
    following = position("sing-example")  # East, the soloist, follows
    assert all(not DRAW_TRUMPS.broken_by(following, card) for card in following.hand(following.to_act))


# -- win a trick to sing -----------------------------------------------------------------------------------------


def test_win_a_trick_to_sing_keeps_both_cards_of_the_pair():
    state = position("sing-example")  # East, the soloist, holds the rey and caballo de copas (trumps), unsung
    assert WIN_TO_SING.broken_by(state, _card("RC")) == (
        "the rey de copas breaks up your pair before you have sung it: the 40 in copas is lost"
    )
    assert WIN_TO_SING.broken_by(state, _card("CC")).startswith("the caballo de copas breaks up your pair")
    assert WIN_TO_SING.broken_by(state, _card("3C")) == WIN_TO_SING.broken_by(state, _card("7C")) == ""


def test_win_a_trick_to_sing_sings_as_soon_as_it_wins():
    state = position("sing-example").apply("3C")  # East's trump takes the trick: he may sing the 40 now
    assert state.to_act == state.soloist and state.may_sing
    for card in state.hand(state.to_act):
        assert WIN_TO_SING.broken_by(state, card) == (
            "you have just won a trick and may sing the 40 in copas: a card played first lets the chance go"
        )


def test_win_a_trick_to_sing_sings_a_pair_only_until_the_tenth_trick():
    state = _made("AO 4O 4B", "sing oros", "3O 4C 5B", "sing espadas", "RO 5C 6B", "CO 6C 7B")
    assert WIN_TO_SING.broken_by(state, _card("SO")) == ""  # both pairs sung: nothing left to sing
    late = _made(
        "AO 4O 4B", "3O 4C 5B", "RO 5C 6B", "CO 6C 7B", "SO 7C SB", "7O SC CB", "6O CC RB", "5O RC 3B",
        "AC 7E 4E", "3C SE 5E",
    )  # fmt: skip
    assert (
        len(late.tricks) == 10 and late.to_act == late.soloist
    )  # after the tenth trick a cante is never sung
    assert all(not WIN_TO_SING.broken_by(late, card) for card in late.hand(late.to_act))


def test_win_a_trick_to_sing_is_the_soloists():
    state = position("feed-example")  # East, a defender
    assert all(not WIN_TO_SING.broken_by(state, card) for card in state.hand(state.to_act))


# -- keep a master for the last trick ----------------------------------------------------------------------------


def test_keep_a_master_for_the_last_trick_trumps_low():
    state = position("master-example")  # South must trump; the 3 de bastos is his master
    assert KEEP_MASTER.broken_by(state, _card("3B")) == (
        "the 3 de bastos was your last trump that nobody can beat: kept to the end, it takes the last trick and "
        "its ten"
    )
    assert KEEP_MASTER.broken_by(state, _card("6B")) == ""
    assert KEEP_MASTER.broken_by(state, _card("CB")) == ""  # the caballo is no master: the 3 beats it


def test_keep_a_master_for_the_last_trick_may_play_one_of_two():
    state = _made()  # South leads with eight trumps against one: each of them is a master
    assert KEEP_MASTER.broken_by(state, _card("AO")) == ""
    assert KEEP_MASTER.broken_by(state, _card("AC")) == ""


def test_keep_a_master_for_the_last_trick_keeps_the_soloists_last_trump():
    state = recorded("subastao", *LAST_TRUMP)
    assert KEEP_MASTER.broken_by(state, _card("6O")).startswith("the 6 de oros was your last trump")
    assert KEEP_MASTER.broken_by(state, _card("7C")) == ""


def test_keep_a_master_for_the_last_trick_counts_for_the_defenders_too():
    state = position("master-seat")  # North, a defender, must trump a copa: the as de bastos is the master
    assert state.to_act != state.soloist
    assert KEEP_MASTER.broken_by(state, _card("AB")).startswith("the as de bastos was your last trump")
    assert KEEP_MASTER.broken_by(state, _card("SB")) == ""
    assert KEEP_MASTER.broken_by(position("feed-seat"), _card("SB")) == ""  # the sota de bastos is no master


# -- points on your partner's trick --------------------------------------------------------------------------------


def test_points_on_your_partners_trick_give_him_your_best_card():
    state = position("feed-example")  # North's as de copas takes the trick; East plays last
    assert FEED_PARTNER.broken_by(state, _card("SC")) == (
        "your side takes this trick: the sota de copas adds 2 points to it, and you have a card worth more"
    )
    assert FEED_PARTNER.broken_by(state, _card("3C")) == ""


def test_points_on_your_partners_trick_when_you_must_beat_him():
    state = position(
        "feed-shown"
    )  # South must beat North's sota de oros (montar): the trick stays his side's
    assert FEED_PARTNER.broken_by(state, _card("RO")).startswith(
        "your side takes this trick: the rey de oros adds"
    )
    assert FEED_PARTNER.broken_by(state, _card("3O")) == ""
    state = position("feed-seat")  # South has no espadas and must trump his partner's trick (fallar)
    assert FEED_PARTNER.broken_by(state, _card("6B")).endswith(
        "adds nothing to it, and you have a card worth more"
    )


def test_points_on_your_partners_trick_give_the_soloist_your_smallest():
    state = recorded("subastao", *SOLOIST_TAKES)
    assert FEED_PARTNER.broken_by(state, _card("AO")) == (
        "the soloist takes this trick, and the as de oros gives him 11 points"
    )
    assert FEED_PARTNER.broken_by(state, _card("7O")) == ""


def test_points_on_your_partners_trick_only_last_to_play_and_only_a_defender():
    assert all(
        not FEED_PARTNER.broken_by(position("spend-example"), c) for c in position("spend-example").hand(2)
    )
    soloist = position("master-example")  # the soloist plays last
    assert all(not FEED_PARTNER.broken_by(soloist, c) for c in soloist.hand(soloist.to_act))


# -- make the soloist spend his trumps ---------------------------------------------------------------------------


def test_make_the_soloist_spend_his_trumps_leads_no_trump():
    state = position("spend-example")  # North leads; copas are trumps
    for card in state.hand(state.to_act):
        said = SPEND_TRUMPS.broken_by(state, card)
        assert bool(said) == (card.suit is state.trump), card
    assert SPEND_TRUMPS.broken_by(state, _card("7C")) == (
        "a trump led does the soloist's work for him: it draws your side's trumps"
    )


def test_make_the_soloist_spend_his_trumps_leads_no_ace_or_three_he_can_trump():
    state = recorded("subastao", *HIGH_INTO_A_VOID)
    assert SPEND_TRUMPS.broken_by(state, _card("3B")) == (
        "the soloist has no bastos and may still trump: he takes your 3 de bastos and its 10 points"
    )
    assert SPEND_TRUMPS.broken_by(state, _card("RO")) == ""


def test_make_the_soloist_spend_his_trumps_is_the_defenders_on_their_lead():
    soloist = position("draw-example")
    assert all(not SPEND_TRUMPS.broken_by(soloist, c) for c in soloist.hand(soloist.to_act))
    following = position("feed-example")
    assert all(not SPEND_TRUMPS.broken_by(following, c) for c in following.hand(following.to_act))


# -- the principles as values ---------------------------------------------------------------------------------------


def test_every_principle_says_itself_in_two_sentences_and_has_a_name_of_its_own():
    assert len({p.name for p in PRINCIPLES}) == len(PRINCIPLES) == 6
    for principle in PRINCIPLES:
        sentences = [s for s in principle.says.replace("!", ".").split(". ") if s]
        assert len(sentences) == 2, principle.name
        assert principle.game == "subastao"
    assert of_game("subastao") == PRINCIPLES and of_game(subastao) == PRINCIPLES


def test_a_principle_reads_a_card_an_action_or_a_call():
    state = position("sing-example")
    assert WIN_TO_SING.broken_by(state, subastao.Play(_card("RC"))) == WIN_TO_SING.broken_by(
        state, _card("RC")
    )
    deal = position("bid-example")
    assert COUNT_BID.broken_by(deal, Bid(95)) != ""
    with pytest.raises(LessonError):
        COUNT_BID.broken_by(deal, 95)


@pytest.mark.parametrize("name", sorted(POSITIONS))
def test_a_principle_reads_only_the_seats_view(name):
    state = position(name)
    view = state.view(state.to_act)
    calls = [call for call in (Pass(), Bid(60), Bid(100)) if call in state.legal_actions()]
    choices = [*state.hand(state.to_act), *calls]
    for principle in PRINCIPLES:
        for choice in choices:
            assert principle.broken_by(state, choice) == principle.broken_by(view, choice), (
                principle.name,
                choice,
            )


def test_the_soloist_is_told_what_a_card_costs_him_a_defender_his_side():
    soloist, defender = position("draw-example"), position("spend-example")
    assert whom(soloist) == "you" and cost_words(soloist, 16) == "costs you 16 points"
    assert whom(defender) == "your side" and cost_words(defender, 10) == "costs your side 10 points"


def test_the_positions_are_kept_as_actions_and_replay():
    for name, (seed, actions) in POSITIONS.items():
        state = position(name)
        assert recorded("subastao", seed, actions) == state
        key = name.split("-")[0]
        if key == "bid":
            assert state.phase is subastao.Phase.AUCTION and not state.calls, name
        else:
            assert state.phase is subastao.Phase.PLAY and not state.may_sing, name
            if name.endswith(("-shown", "-seat")):
                assert analysis.in_reach(state), f"{name}: beyond the solver's horizon"


# -- the engine-computed examples ----------------------------------------------------------------------------------


@pytest.mark.parametrize("principle", PLAY, ids=_key)
def test_each_play_principle_has_a_real_deal_where_keeping_to_it_wins_and_breaking_it_costs(principle):
    state = position(f"{_key(principle)}-example")
    shown = example(principle, state)
    by_card = {a.card: c for a, c in analysis.costs(state).items() if isinstance(a, subastao.Play)}
    assert by_card[shown.follows].loss == 0 and not principle.broken_by(state, shown.follows)
    assert principle.broken_by(state, shown.breaks) == shown.how != ""
    assert shown.loss == by_card[shown.breaks].loss > 3  # more than the lesson's tolerance
    bad, good = shown.sentences()
    assert f"breaks “{principle.name}”" in bad and cost_words(state, shown.loss) in bad
    assert analysis.describe(state, by_card[shown.breaks].value) in bad
    assert analysis.describe(state, by_card[shown.follows].value) in good
    html = shown._repr_html_()  # every hand shown: three hands, though Subastao names four seats
    assert "tutor-example" in html and html.count("(to play)") == 1


def test_the_auction_has_a_real_deal_where_the_count_makes_the_bid_and_more_fails_it():
    deal = position("bid-example")
    shown = bid_example(COUNT_BID, deal, follows=80, breaks=95, seed=35)
    points, start = bid_value(deal, Suit.OROS, bid=95, seed=35)
    assert 80 <= points < 95 and start.contract == 95
    assert shown.loss == 80  # a bid of 80 made scores 80; a bid of 95 failed scores nothing
    bad, good = shown.sentences()
    assert bad.startswith("You are East, and you speak first. A bid of 95 here breaks “Count before you bid”")
    assert "costs you 80 points" in bad and "against a bid of 95: failed" in bad
    assert good.startswith("A bid of 80 keeps to it") and "against a bid of 80: made" in good
    assert "tutor-example" in shown._repr_html_()
    with pytest.raises(LessonError):
        bid_example(COUNT_BID, deal, follows=80, breaks=75, seed=35)  # 75 breaks nothing


def test_a_call_is_judged_with_every_hand_by_the_deal_played_out_then_solved():
    deal = position("bid-example")
    points, start = bid_value(deal, Suit.OROS, seed=35)
    assert start.soloist == deal.to_act and start.trump is Suit.OROS
    assert analysis.tricks_left(start) == BID_HORIZON  # the bots played to its own horizon, no further
    assert points == analysis.solve(start)
    made = hand_values(deal, seed=35)
    assert list(made) == sorted(made, key=lambda suit: -made[suit]) and made[Suit.OROS] == points
    with pytest.raises(LessonError):
        bid_value(deal.apply(Bid(100)).apply(Bid(105)), Suit.OROS, bid=60)  # 105 is bid already


def test_an_example_refuses_a_position_where_the_principle_costs_nothing():
    with pytest.raises(LessonError, match="Points on your partner"):
        example(FEED_PARTNER, position("draw-example"))  # the soloist leads: no partner's trick


# -- steps: a wrong answer names the principle and never the right answer -----------------------------------------


@pytest.mark.parametrize("principle", PLAY, ids=_key)
def test_a_wrong_card_names_the_principle_it_breaks_and_what_it_costs_never_the_right_card(principle):
    state = position(f"{_key(principle)}-shown")
    step = strategy.card_step(state, principles=(principle, *PRINCIPLES), tolerance=3)
    costs = strategy.card_costs(state)
    named = 0
    for wrong in step.wrong_answers():
        if wrong not in costs:
            continue  # a card the rules refuse: told the rule
        reason = step.check(wrong).reason
        assert costs[wrong].loss > 3 and cost_words(state, costs[wrong].loss) in reason.split(".")[0]
        found = broken((principle, *PRINCIPLES), state, wrong)
        if found:
            assert reason.startswith(f"The {wrong.unicode()} breaks “{found[0][0].name}”")
            named += found[0][0] is principle
        assert not named_right_answers(step, wrong, str(step.check(wrong)))
    assert named, f"{principle.name}: no wrong card is told it breaks it"
    assert all(costs[right].loss <= 3 for right in step.answers())


def test_a_call_with_every_hand_shown_is_right_up_to_what_the_hand_makes():
    deal = position("bid-shown")
    step = bid_step(deal, principles=(COUNT_BID, *PRINCIPLES), seed=87)
    points = next(iter(hand_values(deal, seed=87).values()))
    top = points // 5 * 5
    assert sorted(step.answers(), key=str) == sorted([top - 5, top], key=str)
    assert set(step.options) == set(CALL_OPTIONS)
    high = step.check(top + 10)
    assert not high.correct and high.reason.startswith("It breaks “Count before you bid”")
    assert f"fewer than {top + 10} points with any trumps: the bid fails" in high.reason
    low = step.check(60)
    assert not low.correct and "a bid made scores only the bid" in low.reason
    assert "a pass scores nothing" in step.check("pass").reason
    for wrong in step.wrong_answers():
        assert not named_right_answers(step, wrong, str(step.check(wrong)))


def test_a_call_from_the_seat_is_judged_by_lesson_9s_simulation():
    deal = position("bid-seat")
    step = view_bid_step(deal, principles=(COUNT_BID, *PRINCIPLES), seed=195)
    simulation = subastao.evaluate_bid(deal.hand(deal.to_act), deals=300, seed=195).best.simulation
    top = simulation.max_bid
    assert sorted(step.answers(), key=str) == sorted([top - 5, top], key=str)
    said = step.check(top + 15)
    assert not said.correct and said.reason.startswith("It breaks “Count before you bid”")
    assert f"made {top + 15} in only {simulation.p_make(top + 15):.0%} of them" in said.reason
    assert step.scenario.hand == deal.hand(deal.to_act) and not step.scenario.shown  # only the seat's hand
    for wrong in step.wrong_answers():
        assert not named_right_answers(step, wrong, str(step.check(wrong)))


# -- words -------------------------------------------------------------------------------------------------------------


def _texts():
    """Every text of the principles a learner reads: the principles, how each example breaks one, the examples."""
    for principle in PRINCIPLES:
        yield principle.name, principle.name
        yield f"{principle.name}: says", principle.says
    for principle in PLAY:
        name = f"{_key(principle)}-example"
        for sentence in example(principle, position(name)).sentences():
            yield f"{name}: example", sentence
    yield "bid example", str(bid_example(COUNT_BID, position("bid-example"), follows=80, breaks=95, seed=35))


def test_the_principles_read_as_words_for_a_learner():
    assert_words_for_a_learner(list(_texts()))
