"""Principles of play (issue 25): each of Piquet's principles tested on positions where it holds and where it is
broken (the tests named after the principle); the machinery every game shares (the cost in words, a wrong card
told the principle it breaks and never the right card); the engine-computed example of every principle, where
keeping to it wins and breaking it costs, checked against ``tutor.analysis``; and their words.
"""

from __future__ import annotations

import importlib

import pytest

from tests.helpers import assert_words_for_a_learner
from tests.lesson_walk import named_right_answers
from tutor import analysis
from tutor.cards import CardSet
from tutor.errors import TutorError
from tutor.games import piquet, satat
from tutor.lesson import LessonError, strategy
from tutor.lesson.principles import (
    MODULES,
    Principle,
    broken,
    cost_words,
    example,
    has_principles,
    moment,
    of_game,
    record,
    recorded,
)
from tutor.lesson.principles import piquet as principles
from tutor.lesson.principles.piquet import (
    AVOID_CAPOT,
    ELDER_ATTACKS,
    GUARD_KING,
    KEEP_POINT,
    PLAY_FOR_CARDS,
    POSITIONS,
    PRINCIPLES,
    YOUNGER_DEFENDS,
    exchange_example,
    exchange_value,
    position,
)

HAND = "AS KS QS JS 9S AH 8H 7H KD 9D 8C 7C"  # lesson 15's elder hand: a quart major in spades, the point


def _elder() -> piquet.State:
    return piquet.start(1, hands=(HAND, None), dealer=1)


def _younger() -> piquet.State:
    return position("younger-example")


def _cards(text: str) -> CardSet:
    return CardSet(piquet.parse_cards(text))


def _play(state, text: str):
    return state.apply(piquet.Play(piquet.parse_card(text)))


# -- each principle, where it holds and where it is broken -----------------------------------------------------


def test_the_elder_attacks_takes_all_five_cards():
    deal = _elder()
    assert (
        ELDER_ATTACKS.broken_by(deal, _cards("8C 7C"))
        == "it changes only 2 cards of the 5 the elder may change"
    )
    assert ELDER_ATTACKS.broken_by(deal, _cards("8H 7H 9D 8C 7C")) == ""


def test_the_elder_attacks_says_nothing_of_the_younger_or_of_the_play():
    younger = _younger()
    assert ELDER_ATTACKS.broken_by(younger, _cards("8S 9H")) == ""
    assert ELDER_ATTACKS.broken_by(position("guard-example"), piquet.parse_card("9D")) == ""


def test_the_younger_defends_keeps_his_aces():
    younger = _younger()
    assert YOUNGER_DEFENDS.broken_by(younger, _cards("8S 9H AD")).startswith("it throws the A♦")
    assert YOUNGER_DEFENDS.broken_by(younger, _cards("8S 9H 7H")) == ""


def test_the_younger_defends_keeps_a_guard_beside_a_king_and_a_queen():
    younger = _younger()  # J♠ 8♠ K♥ Q♥ 9♥ 7♥ A♦ Q♦ 10♦ 9♦ 8♦ A♣
    assert YOUNGER_DEFENDS.broken_by(younger, _cards("JS 8S")) == ""  # a whole suit: nothing left alone
    left = YOUNGER_DEFENDS.broken_by(younger, _cards("QH 9H 7H"))
    assert left == "it leaves your K♥ alone in its suit, where the ace takes it"
    assert YOUNGER_DEFENDS.broken_by(_elder(), _cards("8H 7H 9D 8C 7C")) == ""  # the elder may throw boldly


def test_keep_your_point_in_the_exchange():
    deal = _elder()
    assert KEEP_POINT.broken_by(deal, _cards("KS QS JS 9S 7C")) == "it throws 4 cards of your point in ♠"
    assert KEEP_POINT.broken_by(deal, _cards("8H 7H 9D 8C 7C")) == ""


def test_keep_your_point_when_you_cannot_follow_suit():
    state = position("point-example")  # North cannot follow the suit led: clubs are his longest suit
    hand = state.hand(state.to_act)
    led = state.trick.cards[0]
    assert not hand.of_suit(led.suit)
    longest = max(piquet.SUITS, key=lambda suit: len(hand.of_suit(suit)))
    for card in hand:
        said = KEEP_POINT.broken_by(state, card)
        assert bool(said) == (card.suit is longest), card
    # following suit, any card keeps to it: the principle is about what you throw
    follows = position("cards-example")
    assert all(not KEEP_POINT.broken_by(follows, a.card) for a in follows.legal_actions())


def test_guard_your_king_keeps_the_small_card_beside_it():
    state = position("guard-example")  # South holds K♦ 9♦, the A♦ unseen
    assert GUARD_KING.broken_by(state, piquet.parse_card("9D")).startswith(
        "it was the only card beside your K♦"
    )
    assert GUARD_KING.broken_by(state, piquet.parse_card("KD")).startswith("you lead your K♦ while the A♦")
    assert GUARD_KING.broken_by(state, piquet.parse_card("9S")) == ""


def test_guard_your_king_is_kept_once_the_ace_is_gone():
    state = position("guard-example")
    view = state.view(state.to_act)
    for card in state.hand(state.to_act):
        if GUARD_KING.broken_by(state, card):
            ace = next(c for c in piquet.DECK.cards if c.suit is card.suit and c.rank is piquet.RANKS[0])
            assert ace not in view.hand and ace not in view.discard  # the ace is still out


def test_play_for_the_cards_takes_a_trick_it_can_take():
    state = position("cards-example")  # North led a club; South holds a higher one
    assert PLAY_FOR_CARDS.broken_by(state, piquet.parse_card("TC")).startswith("you could take this trick")
    assert PLAY_FOR_CARDS.broken_by(state, piquet.parse_card("AC")) == ""
    leading = position("guard-example")  # leading: there is no trick to take yet
    assert all(not PLAY_FOR_CARDS.broken_by(leading, c) for c in leading.hand(leading.to_act))


def test_avoid_capot_keeps_a_sure_trick_until_you_have_one():
    state = position("capot-example")  # South has taken no trick and cannot follow
    assert state.won[state.to_act] == 0
    said = AVOID_CAPOT.broken_by(state, piquet.parse_card("AC"))
    assert said.startswith("it was a sure trick, and you have not taken one yet")
    assert AVOID_CAPOT.broken_by(state, piquet.parse_card("TD")) == ""


def test_avoid_pique_scores_a_trick_before_the_elder_reaches_thirty():
    state = position("capot-seat")  # the younger has nothing, the elder 26
    assert (
        state.to_act == state.younger and state.scores[state.younger] == 0 and state.scores[state.elder] == 26
    )
    said = AVOID_CAPOT.broken_by(state, piquet.parse_card("9D"))
    assert said.startswith("the elder has 26 points and you have none")
    assert AVOID_CAPOT.broken_by(state, piquet.parse_card("AD")) == ""


def test_every_principle_says_itself_in_two_sentences_and_has_a_name_of_its_own():
    assert len({p.name for p in PRINCIPLES}) == len(PRINCIPLES) == 6
    for principle in PRINCIPLES:
        sentences = [s for s in principle.says.replace("!", ".").split(". ") if s]
        assert len(sentences) == 2, principle.name
        assert principle.game == "piquet"
    assert of_game("piquet") == PRINCIPLES and of_game(piquet) == PRINCIPLES
    # each game's principles are found by its name, through the module its description names
    for game in ("satat", "saskop", "subastao"):
        module = MODULES[game]
        assert module is not None and of_game(game) == importlib.import_module(module).PRINCIPLES
        assert has_principles(game)


def test_a_game_without_principles_is_a_clear_error():
    import tests.whist as whist

    assert not has_principles("whist") and MODULES["whist"] is None
    with pytest.raises(LessonError, match="whist has no principles of play yet"):
        of_game(whist)
    with pytest.raises(TutorError):
        of_game("bridge")


# -- the machinery every game shares -----------------------------------------------------------------------------


def test_a_cost_is_said_for_the_side_in_the_games_currency():
    deal = satat.start(3, dealer=0, trump="S")
    assert cost_words(deal, 2) == "costs your side 2 tricks"
    assert cost_words(deal, 1) == "costs your side 1 trick"
    assert cost_words(piquet.start(1), 15) == "costs you 15 points"
    assert cost_words(piquet.start(1), 0) == "costs you nothing"
    seven = analysis.adapter_class("satat")
    big = max(v for v in (20, 40) if seven.loss_words(1, v, v - 1).startswith("costs"))
    assert cost_words(deal, big - 1, value=1, best=big).startswith("costs your side a ")


def test_broken_names_every_principle_a_choice_breaks_in_the_order_given():
    state = position("point-example")
    king = next(c for c in state.hand(state.to_act) if KEEP_POINT.broken_by(state, c))
    found = broken((GUARD_KING, KEEP_POINT), state, king)
    assert [p for p, _ in found] == [KEEP_POINT] and found[0][1] == KEEP_POINT.broken_by(state, king)
    assert broken((), state, king) == ()


def test_a_principle_reads_a_card_an_action_or_the_cards_thrown():
    deal = _elder()
    thrown = _cards("KS QS JS 9S 7C")
    assert KEEP_POINT.broken_by(deal, list(thrown)) == KEEP_POINT.broken_by(deal, thrown) != ""
    state = position("guard-example")
    card = piquet.parse_card("9D")
    assert GUARD_KING.broken_by(state, piquet.Play(card)) == GUARD_KING.broken_by(state, card) != ""
    with pytest.raises(LessonError):
        GUARD_KING.broken_by(state, 7)


@pytest.mark.parametrize("name", ["point-shown", "guard-shown", "cards-shown", "capot-shown"])
def test_a_wrong_card_names_the_principle_it_breaks_and_what_it_costs_never_the_right_card(name):
    state = position(name)
    principle = next(p for p in PRINCIPLES if name.startswith(_key(p)))
    step = strategy.card_step(state, principles=(principle, *PRINCIPLES))
    costs = {c: k for c, k in strategy.card_costs(state).items()}
    named = 0
    for wrong in step.wrong_answers():
        if wrong not in costs:
            continue  # a card the rules refuse: told the rule
        reason = step.check(wrong).reason
        assert cost_words(state, costs[wrong].loss) in reason.split(".")[0]  # the cost, in sight
        found = broken((principle, *PRINCIPLES), state, wrong)
        if found:
            assert reason.startswith(f"The {wrong.unicode()} breaks “{found[0][0].name}”")
            named += found[0][0] is principle
        assert not named_right_answers(step, wrong, str(step.check(wrong)))
    assert named, f"{name}: no wrong card is told it breaks {principle.name}"


def _key(principle: Principle) -> str:
    keys = {
        ELDER_ATTACKS: "elder",
        YOUNGER_DEFENDS: "younger",
        KEEP_POINT: "point",
        GUARD_KING: "guard",
        PLAY_FOR_CARDS: "cards",
        AVOID_CAPOT: "capot",
    }
    return keys[principle]


def test_a_position_is_kept_as_actions_and_replays_to_the_same_state():
    played = moment("piquet", 9, 23)  # whatever today's bots play: recorded, it replays to the same state
    assert recorded("piquet", 9, record(played)) == played
    seed, actions = POSITIONS["guard-example"]  # a lesson's position: its actions, not the bots' play
    kept = position("guard-example")
    assert record(kept) == actions and recorded("piquet", seed, record(kept)) == kept


def test_an_exchange_is_judged_exactly_by_playing_it_on_and_solving_the_play():
    deal = position("elder-example")
    value, start = exchange_value(deal, _cards("TH JD 8D 9C 7C"))
    assert start.phase is piquet.Phase.PLAY and len(start.discards[deal.to_act].bit_count() * "x") == 5
    assert value == analysis.solve(start) * (1 if deal.to_act == start.elder else -1)


# -- the engine-computed examples ----------------------------------------------------------------------------------


@pytest.mark.parametrize("principle", [GUARD_KING, KEEP_POINT, PLAY_FOR_CARDS, AVOID_CAPOT], ids=_key)
def test_each_play_principle_has_a_real_deal_where_keeping_to_it_wins_and_breaking_it_costs(principle):
    state = position(f"{_key(principle)}-example")
    shown = example(principle, state)
    costs = analysis.costs(state)
    by_card = {a.card: c for a, c in costs.items()}
    assert by_card[shown.follows].loss == 0 and not principle.broken_by(state, shown.follows)
    assert principle.broken_by(state, shown.breaks) == shown.how != ""
    assert shown.loss == by_card[shown.breaks].loss > 0
    bad, good = shown.sentences()
    assert f"breaks “{principle.name}”" in bad and cost_words(state, shown.loss) in bad
    assert analysis.describe(state, by_card[shown.breaks].value) in bad
    assert analysis.describe(state, by_card[shown.follows].value) in good


@pytest.mark.parametrize(
    ("principle", "follows", "breaks"),
    [(ELDER_ATTACKS, "TH JD 8D 9C 7C", "8D 9C 7C"), (YOUNGER_DEFENDS, "8S 9H 7H", "8S 9H AD")],
    ids=["elder", "younger"],
)
def test_each_exchange_principle_has_a_real_deal_where_keeping_to_it_wins_and_breaking_it_costs(
    principle, follows, breaks
):
    state = position(f"{_key(principle)}-example")
    shown = exchange_example(principle, state, follows=follows, breaks=breaks)
    good, bad = exchange_value(state, _cards(follows))[0], exchange_value(state, _cards(breaks))[0]
    assert shown.loss == good - bad > 0
    assert "Throwing" in shown.sentences()[0] and any(
        label == "The stock" or "stock" in label for label, _ in shown.shown
    )


def test_an_example_refuses_a_position_where_the_principle_costs_nothing():
    state = position("guard-example")
    with pytest.raises(LessonError, match="Play for the cards"):
        example(PLAY_FOR_CARDS, state)  # South leads: nothing to take yet


# -- words ---------------------------------------------------------------------------------------------------------


def _texts():
    """Every text of the principles a learner reads: the principles, how each example breaks one, the examples."""
    for principle in PRINCIPLES:
        yield principle.name, principle.name
        yield f"{principle.name}: says", principle.says
    for name in POSITIONS:
        if not name.endswith("-example"):
            continue
        principle = next(p for p in PRINCIPLES if name.startswith(_key(p)))
        if principle in (ELDER_ATTACKS, YOUNGER_DEFENDS):
            continue
        for sentence in example(principle, position(name)).sentences():
            yield f"{name}: example", sentence
    yield (
        "elder example",
        str(
            exchange_example(
                ELDER_ATTACKS, position("elder-example"), follows="TH JD 8D 9C 7C", breaks="8D 9C 7C"
            )
        ),
    )


def test_the_principles_read_as_words_for_a_learner():
    assert_words_for_a_learner(list(_texts()))


def test_a_principles_html_names_it_and_says_it():
    html = principles.GUARD_KING._repr_html_()
    assert "Guard your king" in html and "tutor-principle" in html
    shown = example(GUARD_KING, position("guard-example"))._repr_html_()
    assert "tutor-example" in shown and "✗" in shown and "✓" in shown


def test_a_wrong_discard_with_every_card_shown_names_the_principle_it_breaks_and_what_it_costs():
    state = position("elder-shown")
    options = ["TS 9S JC 8C 7C", "9S 8C 7C", "9S 8D 7D 8C 7C"]
    step = principles.discard_step(state, options, principles=(ELDER_ATTACKS, *PRINCIPLES))
    values = {o: exchange_value(state, _cards(o))[0] for o in options}
    best = max(values.values())
    assert set(step.answers()) == {step.label(o) for o in step.options if values[_option(o)] == best}
    taken = step.check("9♠ 8♣ 7♣")
    assert not taken.correct
    assert taken.reason.startswith(
        f"It breaks “The elder attacks” and {cost_words(state, best - values['9S 8C 7C'])}"
    )
    assert not named_right_answers(step, "9♠ 8♣ 7♣", str(taken))


def _option(label: str) -> str:
    return " ".join(str(c) for c in piquet.parse_cards(label))


def test_a_wrong_discard_from_the_seat_names_the_principle_it_breaks():
    from tutor.lesson import drills

    state = position("elder-seat")
    step = drills.discard_choice(
        principles.exchange_hand(state),
        ["9S 8S 7H TC 7C", "8S 7H 7C"],
        role="elder",
        seed=12,
        principles=(ELDER_ATTACKS, *PRINCIPLES),
        state=state,
    )
    said = step.check("8♠ 7♥ 7♣")
    assert not said.correct and said.reason.startswith("It breaks “The elder attacks” and scores about")


def test_an_example_refuses_a_card_that_keeps_the_principle_as_the_one_that_breaks_it():
    state = position("guard-example")  # the 9♠ keeps to "guard your king", the 9♦ breaks it
    with pytest.raises(LessonError) as refused:
        example(GUARD_KING, state, breaks=piquet.parse_card("9S"), follows=piquet.parse_card("9D"))
    message = str(refused.value)
    assert "the 9♠ must break it, the 9♦ not" in message and "the the" not in message
