"""A deal of Piquet as a state: dealing, carte blanche, the exchange, the play and its scoring, the partie."""

from __future__ import annotations

import pytest

from tests.helpers import golden_deal, huitieme_calls, huitieme_deal
from tutor.cards import CardSet
from tutor.errors import IllegalAction, NotationError, Rule
from tutor.games import piquet
from tutor.games.piquet import Discard, Look, Phase, PiquetRules, Score, TakeIn

HANDS = ("AS KS QS JS TS 9S 8S 7S AH KH QH JH", "AD KD QD JD TD 9D 8D 7D AC KC QC JC")
STOCK = "TH 9H 8H 7H TC 9C 8C 7C"


def fixed(**kw):
    return piquet.start(hands=HANDS, stock=STOCK, dealer=1, **kw)


def discard(state, cards):
    for card in cards.split():
        state = state.apply(card)
    return state.apply("take in")


def test_piquet_deal_twelve_each_and_a_stock_of_eight():
    s = piquet.start(3)
    assert len(s.hand(0)) == len(s.hand(1)) == 12 and len(s.stock) == 8
    assert s.hand(0) | s.hand(1) | CardSet(s.stock) == piquet.ALL_CARDS


@pytest.mark.parametrize("packet", [2, 3])
def test_piquet_deal_by_twos_or_threes_elder_first(packet):
    from tutor.cards import shuffled

    s = piquet.start(9, rules=PiquetRules(packet=packet), dealer=1)
    cards = shuffled(piquet.ALL_CARDS.sorted(), 9)
    assert cards[0] in s.hand(s.elder) and cards[packet] in s.hand(s.dealer)
    assert cards[packet - 1] in s.hand(s.elder) and s.stock == cards[24:]


def test_piquet_cut_higher_card_deals():
    for seed in range(20):
        cut = piquet.cut_for_deal(seed)
        ranks = [piquet.RANKS.index(c.rank) for c in cut.cards]
        assert ranks[cut.dealer] < ranks[1 - cut.dealer]
        assert piquet.start(seed).dealer == cut.dealer
    cut = piquet.cut_for_deal(4, PiquetRules(cut_winner_deals=False))
    assert piquet.RANKS.index(cut.cards[cut.dealer].rank) > piquet.RANKS.index(cut.cards[1 - cut.dealer].rank)


def test_piquet_elder_must_exchange_at_least_one_card():
    with pytest.raises(IllegalAction, match="discard at least one card") as err:
        fixed().apply(TakeIn())
    assert err.value.rule is Rule.EXCHANGE_RULE


def test_piquet_elder_exchanges_at_most_five():
    s = fixed()
    for card in ["7S", "8S", "9S", "TS", "JS"]:
        s = s.apply(card)
    assert TakeIn() in s.legal_actions() and not any(isinstance(a, Discard) for a in s.legal_actions())
    with pytest.raises(IllegalAction, match="at most five") as err:
        s.apply("QS")
    assert err.value.rule is Rule.EXCHANGE_RULE


def test_piquet_exchange_takes_from_the_top_and_younger_takes_what_elder_left():
    s = discard(fixed(), "7S 8S")  # the elder takes TH 9H and leaves 8H 7H TC of his five
    assert CardSet(piquet.parse_cards("TH 9H")) <= s.hand(0) and len(s.stock) == 6
    assert s.stock[0] == piquet.parse_card("8H")
    # The younger may take all six that are left; he takes the elder's leftovers first.
    s = discard(s, "7D 8D 9D TD")
    assert CardSet(piquet.parse_cards("8H 7H TC 9C")) <= s.hand(1) and len(s.stock) == 2


def test_piquet_elder_may_look_at_the_cards_of_his_five_he_left_only_seed_error_p8():
    s = discard(fixed(), "7S 8S")
    assert s.view(0).seen_stock == CardSet(piquet.parse_cards("8H 7H TC"))
    assert s.view(1).seen_stock == CardSet()


def test_piquet_younger_must_exchange_one_unless_the_option_says_not():
    s = discard(fixed(), "7S")
    with pytest.raises(IllegalAction):
        s.apply(TakeIn())
    lenient = discard(fixed(rules=PiquetRules(younger_must_exchange=False)), "7S")
    assert lenient.apply(TakeIn()).phase is Phase.DECLARE


def test_piquet_younger_decides_to_look_after_the_first_lead_and_elder_sees_too():
    s = discard(discard(fixed(), "7S 8S 9S TS"), "7D")  # the younger leaves 9C 8C 7C
    while s.phase is Phase.DECLARE:
        s = s.apply(s.legal_actions()[0])
    assert s.to_act == 0
    s = s.apply(next(iter(s.hand(0))))
    assert set(s.legal_actions()) == {Look(True), Look(False)}
    with pytest.raises(IllegalAction, match="first say whether"):
        s.apply(s.hand(1).sorted()[0])
    looked = s.apply(Look(True))
    left = CardSet(s.stock)
    assert looked.view(1).seen_stock == left and looked.view(0).seen_stock == left
    unseen = s.apply(Look(False))
    assert unseen.view(1).seen_stock == CardSet()


def test_piquet_carte_blanche_scores_ten_first_and_is_shown_after_the_opponent_discards():
    hands = ("AS KS QS JS TS 9S 8S 7S AH KH QH JH", "AD TD 9D 8D 7D AC TC 9C 8C 7C TH 9H")
    s = piquet.start(hands=hands, stock="KD QD JD KC QC JC 8H 7H", dealer=1)
    assert s.carte_blanche == (False, True)
    assert [(e.score, e.seat, e.points) for e in s.events] == [(Score.CARTE_BLANCHE, 1, 10)]
    assert s.view(0).carte_blanche_shown is None
    s = discard(s, "7S")
    assert s.view(0).carte_blanche_shown == CardSet(piquet.parse_cards(hands[1]))
    assert s.view(1).carte_blanche_shown is None  # the elder holds none


def test_piquet_elder_carte_blanche_shown_only_after_younger_discards_case_v():
    hands = ("AD TD 9D 8D 7D AC TC 9C 8C 7C TH 9H", "AS KS QS JS TS 9S 8S 7S AH KH QH JH")
    s = piquet.start(hands=hands, stock="KD QD JD KC QC JC 8H 7H", dealer=1)
    s = discard(s, "7D")
    assert s.view(1).carte_blanche_shown is None
    s = discard(s, "7S")
    assert s.view(1).carte_blanche_shown == CardSet(piquet.parse_cards(hands[0]))


def test_piquet_must_follow_suit_in_play_with_a_teaching_message():
    s = discard(discard(fixed(), "7S"), "7D")  # South takes TH, North takes 9H
    while s.phase is Phase.DECLARE:
        s = s.apply(s.legal_actions()[-1])
    s = s.apply("AH").apply(Look(False))
    assert s.legal_actions() == (piquet.Play(piquet.parse_card("9H")),)
    with pytest.raises(IllegalAction) as err:
        s.apply("8D")
    assert err.value.rule is Rule.MUST_FOLLOW_SUIT and err.value.seat == 1
    assert str(err.value) == "North (younger) cannot play 8♦: he must follow ♥ (he holds 9♥)"
    with pytest.raises(IllegalAction) as err:
        s.apply("AS")
    assert err.value.rule is Rule.NOT_IN_HAND
    s = s.apply("9H")
    assert s.to_act == 0 and s.won == (1, 0) and s.scores[1] == 0  # the leader won: North counts nothing
    s = s.apply("KH")
    assert {a.card for a in s.legal_actions()} == set(s.hand(1))  # void in hearts: any card


def test_piquet_wrong_phase_and_bad_notation():
    with pytest.raises(IllegalAction) as err:
        fixed().apply(piquet.Play(piquet.parse_card("AS")))
    assert err.value.rule is Rule.WRONG_PHASE
    with pytest.raises(NotationError, match="'hello'"):
        fixed().apply("hello")


def test_piquet_play_scoring_lead_win_and_last_trick():
    s = piquet.start(5)
    rng = piquet.RandomBot(5)
    s = piquet.play_out(s, (rng, rng))
    play = [e for e in s.events if e.score is Score.PLAY]
    leads = [e for e in play if "leads" in e.text]
    assert len(leads) == 12 and all(e.points == 1 for e in leads)
    wins = [e for e in play if "wins" in e.text]
    second_wins = sum(1 for t in s.tricks if t.winner(piquet.ordering()) != t.leader)
    assert sum(e.points for e in wins) == second_wins + 1  # +1 for the last trick
    assert "last trick" in wins[-1].text


def test_piquet_the_cards_ten_for_more_than_six_none_when_divided():
    for seed in range(40):
        s = piquet.play_out(piquet.start(seed), (piquet.RandomBot(seed), piquet.RandomBot(seed + 1)))
        cards = [e for e in s.events if e.score is Score.CARDS]
        if s.won == (6, 6):
            assert cards == []
        else:
            best = 0 if s.won[0] > 6 else 1
            assert [(e.seat, e.points) for e in cards] == [(best, 40 if s.won[best] == 12 else 10)]


def test_piquet_running_score_after_every_event():
    s = piquet.play_out(piquet.start(8), (piquet.Bot(seed=1), piquet.RandomBot(2)))
    totals = [0, 0]
    for event in s.events:
        totals[event.seat] += event.points
        assert event.totals == tuple(totals)
    assert s.outcome().scores == tuple(totals)


def test_piquet_game_over_rejects_actions():
    s = piquet.play_out(piquet.start(2), (piquet.RandomBot(1), piquet.RandomBot(2)))
    assert s.legal_actions() == ()
    with pytest.raises(IllegalAction) as err:
        s.apply("AS")
    assert err.value.rule is Rule.GAME_OVER


def test_piquet_view_hides_the_opponent_hand_and_discard():
    s = discard(discard(fixed(), "7S 8S"), "7D")
    v = s.view(0)
    assert v.hand == s.hand(0) and v.hand_sizes == (12, 12)
    assert v.discard == CardSet(piquet.parse_cards("7S 8S"))
    assert Discard(None) in v.history and Discard(piquet.parse_card("7D")) not in v.history
    assert Discard(piquet.parse_card("7D")) in s.view(1).history


def test_piquet_partie_six_deals_alternating_dealer():
    p = piquet.Partie.start(4)
    dealers = []
    while not p.is_over:
        deal = p.new_deal()
        dealers.append(deal.dealer)
        p = p.record(piquet.play_out(deal, (piquet.RandomBot(1), piquet.RandomBot(2))))
    assert len(p.deals) in (6, 8)
    assert dealers[:6] == [p.cut.dealer, 1 - p.cut.dealer] * 3


def test_piquet_partie_tie_two_more_deals_then_drawn_seed_error_p16():
    p = piquet.Partie.start(1)
    tied = piquet.Partie(p.seed, p.rules, p.cut, ((10, 10),) * 6)
    assert tied.deals_due == 8 and not tied.is_over
    drawn = piquet.Partie(p.seed, p.rules, p.cut, ((10, 10),) * 8)
    assert drawn.is_over and drawn.result().winner is None
    decided = piquet.Partie(p.seed, p.rules, p.cut, ((10, 10),) * 7 + ((0, 5),))
    assert decided.result().winner == 1


def test_piquet_four_deal_partie_first_and_last_count_double():
    p = piquet.Partie.start(1, rules=PiquetRules(partie_deals=4))
    p = piquet.Partie(p.seed, p.rules, p.cut, ((10, 0), (0, 5), (0, 5), (3, 0)))
    assert p.is_over and p.totals == (26, 10)


def test_piquet_rubicon_even_when_the_winner_is_under_100():
    assert piquet.settle((90, 70)).points == 90 + 70 + 100


def test_piquet_bot_does_not_peek():
    # Two deals in which the bot's own hand and the stock cards it sees are the same, the opponent's differ.
    mine = "AS KS QS 9S 8S AH 7H KD 9D 8D AC 7C"
    other_a, stock_a = "JS TS 7S KH QH JH TH AD QD JD KC QC", "9H 8H TD 7D JC TC 9C 8C"
    other_b, stock_b = "JS TS 7S KH QH JH TH AD QD JD TC 9C", "9H 8H TD 7D JC KC QC 8C"
    bot = piquet.Bot(seed=0)
    a = piquet.start(hands=(mine, other_a), stock=stock_a, dealer=1)
    b = piquet.start(hands=(mine, other_b), stock=stock_b, dealer=1)
    for _ in range(6):
        choice = bot.choose(a)
        assert choice == bot.choose(b)
        if isinstance(choice, TakeIn):
            break
        a, b = a.apply(choice), b.apply(choice)


def test_piquet_bot_hint_gives_a_reason():
    action, why = piquet.Bot(seed=0).hint(piquet.start(1))
    assert action in piquet.start(1).legal_actions() and why


def test_piquet_bot_can_sink_small_combinations():
    s = discard(discard(fixed(), "7S"), "7D")
    assert s.phase is Phase.DECLARE
    sinker = piquet.Bot(seed=0, sink_below=100)
    assert isinstance(sinker.choose(s), piquet.Sink)


def test_piquet_explain_sinking_shows_its_consequence():
    s = huitieme_calls(huitieme_deal())
    assert s.explain(piquet.Sink(piquet.Kind.SET)) == (
        "North (younger) sinks the quatorzes and trios: his trio of tens scores nothing, though, the elder "
        "having called none, it was good."
    )
    assert "the elder called no quatorze or trio, so it is good" in s.explain(
        piquet.Call(piquet.Kind.SET, CardSet(piquet.parse_cards("TH TD TC")))
    )


def test_piquet_explain_answering_good_while_holding_better_is_sinking():
    s = golden_deal(
        "KS QS JS TS 9S QH 9H 8H 7H QD QC 7D", "AC KC JC TC 9C 8C 8S 7S KH JH KD JD", "AS", "AH", "7D", "JD"
    )
    s = s.apply(piquet.Call(piquet.Kind.POINT, CardSet(piquet.parse_cards("KS QS JS TS 9S"))))
    assert "sinks his point, and the elder scores his" in s.explain("good")
    sunk = s.apply("good")
    assert sunk.results[0].scorer is piquet.Role.ELDER and sunk.results[0].points == 5


def test_piquet_explain_a_lesser_call_and_illegal_actions():
    s = golden_deal(
        "KS QS JS TS 9S QH 9H 8H 7H QD QC 7D", "AC KC JC TC 9C 8C 8S 7S KH JH KD JD", "AS", "AH", "7D", "JD"
    )
    assert "calling less sinks the rest" in s.explain(
        piquet.Call(piquet.Kind.POINT, CardSet(piquet.parse_cards("QH 9H 8H 7H")))
    )
    assert s.explain("AS").startswith("South (elder) cannot")
    assert "not an action of Piquet" in s.explain("nonsense")


def test_piquet_both_cartes_blanches_score_and_bar_each_other():
    hands = ("AS TS 9S 8S 7S AH TH 9H 8H 7H AD TD", "9D 8D 7D AC TC 9C 8C 7C KS QS JS KH")
    s = piquet.start(hands=hands, stock="QH JH KD QD JD KC QC JC", dealer=1)
    assert s.carte_blanche == (True, False)
    both = ("AS TS 9S 8S 7S AH TH 9H 8H 7H AD TD", "9D 8D 7D AC TC 9C 8C 7C QH JH KD QD")
    c = piquet.compare_hands(*both, carte_blanche=(True, True))
    assert c.events[0].points == c.events[1].points == 10 and c.repique is None


def test_piquet_play_partie_between_bots_settles():
    p = piquet.play_partie(3, (piquet.Bot(seed=1), piquet.RandomBot(2)))
    assert p.is_over and len(p.deals) >= 6
    r = p.result()
    assert r.points == (
        0
        if r.winner is None
        else (sum(p.totals) + 100 if min(p.totals) < 100 else abs(p.totals[0] - p.totals[1]) + 100)
    )


def test_piquet_bot_guards_against_capot():
    capoted = 0
    for seed in range(60):
        bots = [piquet.RandomBot(seed), piquet.RandomBot(seed)]
        bots[seed % 2] = piquet.Bot(seed=seed)
        end = piquet.play_out(piquet.start(seed), bots)
        capoted += end.won[seed % 2] == 0
    assert capoted == 0


def test_piquet_deal_text_holds_the_stock_and_the_cut_that_chose_the_dealer():
    state = piquet.start(9)
    text = state.to_text()
    cut = state.setup.cut
    assert (
        f"| cut {cut.cards[0]} {cut.cards[1]}" in text
        and f"| stock {' '.join(map(str, state.stock))}" in text
    )
    assert piquet.from_text(text) == state
    other = piquet.SEATS[1 - state.dealer]
    with pytest.raises(NotationError, match=f"makes {piquet.SEATS[state.dealer]} the dealer, not {other}"):
        piquet.from_text(text.replace(f"dealer {piquet.SEATS[state.dealer]}", f"dealer {other}"))
    given = piquet.start(9, dealer=0)
    assert "| cut " not in given.to_text() and piquet.from_text(given.to_text()) == given
