"""A Subastao deal as a state: auction, trumps, play, cantes, scoring, variants, renuncio, and the match."""

import pytest

from tutor.cards import SPANISH_36, CardSet
from tutor.errors import IllegalAction, Rule
from tutor.games import subastao as S
from tutor.games.subastao import Bid, ChooseTrump, Pass, Phase, Sing, Suit

OROS, COPAS, ESPADAS, BASTOS = Suit.OROS, Suit.COPAS, Suit.ESPADAS, Suit.BASTOS

# Golden deal 1 (worked by hand): South holds all nine oros.
DEFAULT = S.SubastaoRules()

ALL_OROS = (
    "AO 3O RO CO SO 7O 6O 5O 4O AC 3C AE",
    "RC CC SC 7C 6C 5C 4C 3E RE CE SE 7E",
    "6E 5E 4E AB 3B RB CB SB 7B 6B 5B 4B",
)
ALL_OROS_PLAY = (
    "AO 4C 4B", "sing oros", "3O 5C 5B", "RO 6C 6B", "CO 7C 7B", "SO 7E SB", "7O SE CB", "6O CE RB", "5O RE 3B",
    "4O 3E AB", "AC SC 4E", "3C CC 5E", "AE RC 6E",
)  # fmt: skip

# Golden deal 2 (worked by hand): the 40 first, the 20 after the next trick; the defenders take the last two.
TWO_CANTES = (
    "AO 3O RO CO SO 7O 6O 5O AC 3C RE CE",
    "4O RC CC SC 7C 6C 5C 4C 3E AE SE 7E",
    "6E 5E 4E AB 3B RB CB SB 7B 6B 5B 4B",
)
TWO_CANTES_PLAY = (
    "AO 4O 4B", "sing oros", "3O 4C 5B", "sing espadas", "RO 5C 6B", "CO 6C 7B", "SO 7C SB", "7O SC CB",
    "6O CC RB", "5O RC 3B", "AC 7E 4E", "3C SE 5E", "CE 3E 6E", "AE AB RE",
)  # fmt: skip


def actions(*groups):
    return [a for g in groups for a in (g.split() if not g.startswith("sing") else [g])]


def deal(bid, trump, hands=TWO_CANTES, play=TWO_CANTES_PLAY, rules=DEFAULT):
    return S.replay(
        None,
        [str(bid), "pass", "pass", f"trumps {trump}", *actions(*play)],
        rules=rules,
        hands=hands,
        dealer=2,
    )


def test_subastao_golden_all_trumps_makes_170():
    final = deal(100, "oros", ALL_OROS, ALL_OROS_PLAY)
    out = final.outcome()
    assert (out.card_points, out.cante_points, out.last_trick, out.points) == (120, 40, True, 170)
    assert out.made and out.scores == (100, 0, 0)


def test_subastao_golden_two_cantes_141():
    out = deal(140, "oros").outcome()
    assert (out.card_points, out.cante_points, out.last_trick, out.points) == (81, 60, False, 141)
    assert out.made and out.scores == (140, 0, 0)
    assert "141 points" in str(out)


def test_subastao_failed_bid_split_between_defenders():
    out = deal(145, "oros").outcome()
    assert not out.made and out.scores == (0, 72.5, 72.5)


def test_subastao_failed_bid_each_defender_scores_it():
    out = deal(145, "oros", rules=S.SubastaoRules(failure_mode="each")).outcome()
    assert not out.made and out.scores == (0, 145, 145)


def test_subastao_golden_overbid_fails_at_230():
    out = deal(230, "oros", ALL_OROS, ALL_OROS_PLAY).outcome()
    assert out.points == 170 and not out.made and out.scores == (0, 115, 115)


def test_subastao_points_sum_to_130_plus_cantes():
    final = deal(140, "oros")
    side = sum(S.card_points(t.cards) for t, w in zip(final.tricks, final.winners, strict=True) if w == 0)
    other = sum(S.card_points(t.cards) for t, w in zip(final.tricks, final.winners, strict=True) if w != 0)
    assert side + other == 120 and len(final.tricks) == 12


# -- auction ---------------------------------------------------------------------------------------


def fresh(rules=DEFAULT, dealer=2, hands=TWO_CANTES):
    return S.start(hands=hands, dealer=dealer, rules=rules)


def test_subastao_auction_mano_speaks_first_dealer_closes():
    s = fresh(dealer=0)
    assert s.order == (1, 2, 0) and s.to_act == 1  # mano is the dealer's right
    s = s.apply("pass").apply("pass")
    assert s.to_act == 0 and s.phase is Phase.AUCTION


def test_subastao_bid_multiples_of_5_from_60():
    s = fresh()
    with pytest.raises(IllegalAction) as err:
        s.apply(Bid(55))
    assert err.value.rule is Rule.BID_TOO_LOW
    with pytest.raises(IllegalAction) as err:
        s.apply(Bid(62))
    assert err.value.rule is Rule.BID_NOT_ALLOWED
    assert Bid(60) in s.legal_actions() and Bid(65) in s.legal_actions() and Bid(62) not in s.legal_actions()


def test_subastao_each_bid_must_exceed_the_last():
    s = fresh().apply("70")
    with pytest.raises(IllegalAction, match="South has bid 70") as err:
        s.apply("70")
    assert err.value.rule is Rule.BID_TOO_LOW
    assert s.apply("75").high == (1, 75)


def test_subastao_single_round_auction_ends_after_each_spoke_once():
    s = fresh().apply("60").apply("65").apply("pass")
    assert s.phase is Phase.TRUMP and s.soloist == 1 and s.contract == 65 and s.to_act == 1


def test_subastao_open_auction_continues_until_all_but_one_passed():
    rules = S.SubastaoRules(auction="open")
    s = fresh(rules).apply("60").apply("65").apply("pass")
    assert s.phase is Phase.AUCTION and s.to_act == 0
    s = s.apply("70")
    assert s.to_act == 1  # North passed: he is out
    s = s.apply("pass")
    assert s.phase is Phase.TRUMP and (s.soloist, s.contract) == (0, 70)


def test_subastao_pass_is_final_in_open_auction():
    s = fresh(S.SubastaoRules(auction="open")).apply("pass").apply("60").apply("65")
    assert s.to_act == 1  # South passed and is skipped


def test_subastao_all_pass_redeal_no_score():
    s = fresh().apply("pass").apply("pass").apply("pass")
    assert s.is_terminal and s.outcome().redeal and s.outcome().scores == (0, 0, 0)
    assert str(s.outcome()) == "all passed: redeal, no score"


def test_subastao_soloist_chooses_trumps_and_leads():
    s = fresh().apply("pass").apply("60").apply("pass")
    assert s.phase is Phase.TRUMP and s.to_act == 1
    assert set(s.legal_actions()) == {ChooseTrump(x) for x in (OROS, COPAS, ESPADAS, BASTOS)}
    s = s.apply(ChooseTrump(COPAS))
    assert s.trump is COPAS and s.to_act == 1 and s.phase is Phase.PLAY


def test_subastao_option_mano_leads_first():
    s = (
        fresh(S.SubastaoRules(first_lead="mano"))
        .apply("pass")
        .apply("60")
        .apply("pass")
        .apply("trumps copas")
    )
    assert s.to_act == 0


def test_subastao_wrong_phase_and_turn_rejected():
    s = fresh()
    with pytest.raises(IllegalAction) as err:
        s.apply("AO")
    assert err.value.rule is Rule.WRONG_PHASE
    s = s.apply("60").apply("pass").apply("pass").apply("trumps oros")
    with pytest.raises(IllegalAction) as err:
        s.apply("4O")  # East's card, South to play
    assert err.value.rule is Rule.NOT_IN_HAND


def test_subastao_illegal_card_message_names_the_obligation():
    s = fresh().apply("60").apply("pass").apply("pass").apply("trumps oros").apply("AO")
    with pytest.raises(IllegalAction) as err:
        s.apply("4C")
    assert err.value.rule is Rule.MUST_FOLLOW_SUIT
    assert (
        str(err.value)
        == "East cannot play 4 de copas: asistir (follow suit): he must follow trumps (he holds 4 de oros)"
    )


# -- cantes timing ---------------------------------------------------------------------------------


def after(n_actions, bid=140):
    acts = [str(bid), "pass", "pass", "trumps oros", *actions(*TWO_CANTES_PLAY)]
    return S.replay(None, acts[:n_actions], hands=TWO_CANTES, dealer=2)


def test_subastao_cante_only_right_after_winning_a_trick():
    s = after(4)  # trumps named, nothing won yet
    assert Sing(OROS) not in s.legal_actions()
    with pytest.raises(IllegalAction) as err:
        s.apply(Sing(OROS))
    assert err.value.rule is Rule.CANTE_RULE


def test_subastao_cante_40_first_then_20_after_next_trick():
    s = after(7)  # South won trick 1
    assert [a for a in s.legal_actions() if isinstance(a, Sing)] == [Sing(OROS)]
    with pytest.raises(IllegalAction, match="the 40 in oros must be sung first"):
        s.apply(Sing(ESPADAS))
    s = s.apply(Sing(OROS))
    with pytest.raises(IllegalAction, match="one cante per trick won"):
        s.apply(Sing(ESPADAS))  # one cante per trick won
    s = s.apply("3O").apply("4C").apply("5B")
    assert [a for a in s.legal_actions() if isinstance(a, Sing)] == [Sing(ESPADAS)]


def test_subastao_cante_lost_once_the_next_card_is_led():
    s = after(7).apply("3O")
    assert not s.may_sing
    with pytest.raises(IllegalAction):
        s.apply(Sing(OROS))


def test_subastao_defenders_do_not_sing():
    # North (a defender) ruffs trick 1 with 4E while holding RB and CB: no cante for him
    s = S.replay(
        None, ["140", "pass", "pass", "trumps espadas", "AO", "4O", "4E"], hands=TWO_CANTES, dealer=2
    )
    assert s.to_act == 2 and s.winners == (2,)
    assert not any(isinstance(a, Sing) for a in s.legal_actions())
    with pytest.raises(IllegalAction, match="only the soloist's side sings"):
        s.apply(Sing(BASTOS))


def test_subastao_cante_possible_after_trick_10_not_after_11():
    # South keeps RE CE to the end: after winning trick 10 he still holds both; he then has 2 cards.
    hands = (
        "AO 3O RO CO SO 7O 6O 5O AC 3C RE CE",
        "4O RC CC SC 7C 6C 5C 4C 3E AE SE 7E",
        "6E 5E 4E AB 3B RB CB SB 7B 6B 5B 4B",
    )
    plays = ("AO 4O 4B", "sing oros", "3O 4C 5B", "RO 5C 6B", "CO 6C 7B", "SO 7C SB", "7O SC CB", "6O CC RB",
             "5O RC 3B", "AC 7E 4E", "3C SE 5E")  # fmt: skip
    s = S.replay(None, ["140", "pass", "pass", "trumps oros", *actions(*plays)], hands=hands, dealer=2)
    assert len(s.tricks) == 10 and s.to_act == 0 and len(s.hand(0)) == 2
    assert Sing(ESPADAS) in s.legal_actions()
    s = s.apply(Sing(ESPADAS)).apply("CE").apply("3E").apply("6E")
    assert len(s.tricks) == 11 and s.to_act == 1
    assert not s.may_sing and s.outcome() is None


def test_subastao_only_one_cante_per_trick_even_with_several_pairs():
    s = after(7).apply(Sing(OROS))
    assert s.sung == (S.Cante(OROS, 40, 1, 0),)


# -- variants --------------------------------------------------------------------------------------


def test_subastao_four_players_dealer_sits_out():
    rules = S.SubastaoRules(variant="four")
    s = S.start(3, rules=rules, dealer=1)
    assert s.order == (2, 3, 0) and len(s.hand(1)) == 0
    assert all(len(s.hand(x)) == 12 for x in s.order)
    s = s.apply("60").apply("pass").apply("pass")
    assert s.phase is Phase.TRUMP and s.soloist == 2
    final = S.play_out(s, [S.Bot(x) for x in range(4)])
    assert final.outcome().scores[1] == 0


def test_subastao_takeover_house_rule_dealer_takes_bid_plus_10():
    rules = S.SubastaoRules(variant="four", takeover=True)
    s = S.start(3, rules=rules, dealer=1).apply("60").apply("pass").apply("pass")
    assert s.phase is Phase.TAKEOVER and s.to_act == 1
    assert s.view(1).hand(2) == s.hand(2)  # the censor sees the bid hand
    assert s.view(1).hand(3) is None and s.view(3).hand(2) is None
    bidder_hand = s.hand(2)
    t = s.apply(S.TakeOver())
    assert (t.soloist, t.contract, t.to_act) == (1, 70, 1)
    assert t.hand(1) == bidder_hand and len(t.hand(2)) == 0 and t.order == (1, 3, 0)
    final = S.play_out(t, [S.Bot(x) for x in range(4)])
    out = final.outcome()
    assert out.scores[2] == 0 and (out.scores[1] == 70) == out.made
    d = s.apply(S.Decline())
    assert (d.soloist, d.contract, d.phase) == (2, 60, Phase.TRUMP)


def test_subastao_pairs_40_cards_10_each_partners_pool():
    rules = S.SubastaoRules(variant="pairs")
    s = S.start(4, rules=rules, dealer=3)
    assert all(len(s.hand(x)) == 10 for x in range(4)) and s.order == (0, 1, 2, 3)
    # a partner may raise his partner's bid; the auction ends when both of a team have passed
    s = s.apply("60").apply("pass").apply("65")
    assert s.high == (2, 65) and s.phase is Phase.AUCTION
    s = s.apply("pass")
    assert s.phase is Phase.TRUMP and s.soloist == 2
    final = S.play_out(s.apply("trumps oros"), [S.Bot(x) for x in range(4)])
    out = final.outcome()
    side = sum(
        S.card_points(t.cards) for t, w in zip(final.tricks, final.winners, strict=True) if w in (0, 2)
    )
    assert out.card_points == side
    assert out.scores[0] == out.scores[2] and out.scores[1] == out.scores[3]
    assert (out.scores[0] == 65) == out.made and (out.scores[1] == 65) != out.made


def test_subastao_pairs_auction_continues_while_no_bid():
    s = S.start(4, rules=S.SubastaoRules(variant="pairs"), dealer=3)
    s = s.apply("pass").apply("pass").apply("pass")  # South and North passed, but nobody has bid
    assert s.phase is Phase.AUCTION and s.to_act == 3
    assert s.apply("pass").outcome().redeal


# -- renuncio --------------------------------------------------------------------------------------


def test_subastao_renuncio_refused_by_default():
    s = fresh().apply("60").apply("pass").apply("pass").apply("trumps oros").apply("AO")
    with pytest.raises(IllegalAction):
        s.apply("4C")


def test_subastao_renuncio_denounced_defender_concedes_the_contract():
    rules = S.SubastaoRules(allow_renuncio=True)
    s = fresh(rules).apply("145").apply("pass").apply("pass").apply("trumps oros").apply("AO")
    s = s.apply("4C")  # East should follow with 4O: a renuncio, accepted
    assert s.renuncio == 1 and S.Denounce() not in s.legal_actions()  # North is East's partner
    s = s.apply("4B").apply("3O")
    assert S.Denounce() not in s.legal_actions()  # South led; East to play
    s = s.apply("4O")  # East plays the oros he hid
    assert s.to_act == 2 and S.Denounce() not in s.legal_actions()
    s = s.apply("5B")
    assert s.to_act == 0 and S.Denounce() in s.legal_actions()
    out = s.apply(S.Denounce()).outcome()
    assert out.made and out.renuncio == 1 and out.scores == (145, 0, 0)


def test_subastao_renuncio_by_soloist_loses_the_contract():
    rules = S.SubastaoRules(allow_renuncio=True, first_lead="mano")
    s = fresh(rules, dealer=0).apply("pass").apply("pass").apply("60").apply("trumps oros")
    assert s.to_act == 1  # mano East leads
    s = s.apply("4O").apply("4B").apply("AC")  # South must follow oros (and beat 4O): a renuncio
    assert s.renuncio == 0 and s.to_act == 1  # East's 4O wins; East may denounce
    assert S.Denounce() in s.legal_actions()
    out = s.apply(S.Denounce()).outcome()
    assert not out.made and out.scores == (0, 30, 30)
    assert "renuncio by South denounced" in str(out)


def test_subastao_denounce_without_renuncio_refused():
    s = fresh().apply("60").apply("pass").apply("pass").apply("trumps oros")
    with pytest.raises(IllegalAction) as err:
        s.apply(S.Denounce())
    assert err.value.rule is Rule.OPTION_NOT_AVAILABLE


def test_subastao_undenounced_renuncio_stands():
    rules = S.SubastaoRules(allow_renuncio=True)
    s = fresh(rules).apply("60").apply("pass").apply("pass").apply("trumps oros").apply("AO").apply("4C")
    final = S.play_out(s, _no_denounce)
    out = final.outcome()
    assert out.renuncio is None and final.renuncio == 1


def _no_denounce(state):
    return next(a for a in state.legal_actions() if not isinstance(a, S.Denounce))


# -- view, describe, parse ----------------------------------------------------------------------


def test_subastao_view_hides_other_hands():
    s = fresh()
    v = s.view(1)
    assert v.hand(1) == s.hand(1) and v.hand(0) is None and v.hand(2) is None
    assert v.hand_size(0) == 12
    assert type(v) is S.View and v.legal_actions() == s.legal_actions()  # the seat to act chooses from it
    with pytest.raises(IllegalAction, match="apply actions to the full state"):
        v.apply(s.legal_actions()[0])


def test_subastao_describe_and_actions_read_well():
    s = fresh()
    assert s.describe() == "Auction, no bid yet; South to speak"
    s = s.apply("60").apply("pass").apply("pass").apply("trumps oros")
    assert s.describe().startswith("Trick 1, trumps oros; South has 0 of 60")
    assert [str(a) for a in (Bid(60), Pass(), ChooseTrump(OROS), Sing(COPAS), S.Play(S.parse_cards("CC")[0]))] == [
        "bid 60", "pass", "trumps oros", "sing copas", "play CC",
    ]  # fmt: skip


def test_subastao_action_text_errors():
    with pytest.raises(ValueError, match="not an action"):
        S.parse_action("")
    with pytest.raises(ValueError):
        S.parse_action("bid sixty")


def test_subastao_given_hands_validated():
    with pytest.raises(ValueError, match="is given in two hands"):
        S.start(hands=(TWO_CANTES[0], TWO_CANTES[0], TWO_CANTES[2]))
    with pytest.raises(ValueError, match="12 cards"):
        S.start(hands=("AO", TWO_CANTES[1], TWO_CANTES[2]))


def test_subastao_deal_in_packets_of_six_counter_clockwise_from_mano():
    pack = SPANISH_36.cards  # oros, copas, espadas, bastos, each A..4
    s = S.start(pack=pack, cut_at=6, dealer=2)  # the cut puts the first six at the bottom
    cut = pack[6:] + pack[:6]
    assert s.hand(0) == CardSet(cut[0:6] + cut[18:24])  # mano: first packet, then the fourth
    assert s.hand(1) == CardSet(cut[6:12] + cut[24:30])
    assert s.hand(2) == CardSet(cut[12:18] + cut[30:36])  # the dealer is served last


# -- match -----------------------------------------------------------------------------------------


def test_subastao_match_next_pack_is_the_gathered_cards_without_shuffle():
    m = S.Match.start(11, rules=S.SubastaoRules(deals=3, target=None))
    s, bot = m.state, S.Bot(0)
    while not s.is_terminal:
        action = bot.choose(s)
        s, m = s.apply(action), m.apply(action)
    assert m.number == 2 and m.state.dealer == 1
    assert m.packs[1] == s.gathered()
    assert sorted(c.index for c in m.packs[1]) == sorted(c.index for c in SPANISH_36.cards)


def test_subastao_gathered_soloist_tricks_first_in_play_order():
    final = deal(140, "oros")
    played = [c for g in TWO_CANTES_PLAY if not g.startswith("sing") for c in S.parse_cards(g)]
    assert final.gathered() == tuple(played)  # South won tricks 1-10, East 11-12: the play order itself


def test_subastao_match_shuffle_option_changes_the_order_not_the_cards():
    plain = S.Match.start(11, rules=S.SubastaoRules(deals=2, target=None))
    mixed = S.Match.start(11, rules=S.SubastaoRules(deals=2, target=None, shuffle=True))
    bot = S.Bot(0)
    while plain.number == 1:
        plain = plain.apply(bot.choose(plain.state))
    while mixed.number == 1:
        mixed = mixed.apply(bot.choose(mixed.state))
    assert plain.packs == mixed.packs  # the gathered pack is the same...
    assert plain.state.hands != mixed.state.hands  # ...but shuffled before the deal


def test_subastao_match_same_seed_same_first_pack():
    assert S.Match.start(5).packs == S.Match.start(5).packs
    assert S.Match.start(5).packs != S.Match.start(6).packs


def test_subastao_match_to_500_with_bots():
    m = S.Match.start(2)
    bots = [S.Bot(1), S.Bot(2), S.Bot(3)]
    steps = 0
    while not m.is_terminal:
        m = m.apply(bots[m.to_act].choose(m.state))
        steps += 1
    assert max(m.totals) >= 500 and m.winner == max(range(3), key=lambda x: m.totals[x])
    assert m.totals == tuple(sum(r.scores[x] for r in m.results) for x in range(3))
    with pytest.raises(IllegalAction) as err:
        m.apply("pass")
    assert err.value.rule is Rule.GAME_OVER


def test_subastao_match_fixed_number_of_deals_skips_redeals():
    m = S.Match.start(9, rules=S.SubastaoRules(deals=2, target=None))
    bot = S.Bot(0)
    while not m.is_terminal:
        m = m.apply(bot.choose(m.state))
    assert sum(1 for r in m.results if not r.redeal) == 2


def test_subastao_match_redeal_passes_the_deal_without_score():
    m = S.Match.start(9, rules=S.SubastaoRules(deals=2, target=None))
    m = m.apply("pass").apply("pass").apply("pass")
    assert m.number == 2 and m.totals == (0, 0, 0) and m.results[0].redeal
    assert m.state.dealer == 1 and m.packs[1] == tuple(c for x in (1, 2, 0) for c in _received(9, x))


def _received(seed, seat):
    first = S.Match.start(seed, rules=S.SubastaoRules(deals=2, target=None)).state
    return first.received[seat]


def test_subastao_tute_not_played_by_default_option_by_agreement():
    hands = (
        "RO RC RE RB AO 3O CO SO 7O 6O 5O 4O",
        "AC 3C CC SC 7C 6C 5C 4C AE 3E CE SE",
        "7E 6E 5E 4E AB 3B CB SB 7B 6B 5B 4B",
    )
    opening = ["60", "pass", "pass", "trumps oros", "AO", "4C", "4B"]
    plain = S.replay(None, opening, hands=hands, dealer=2)
    assert plain.may_sing and [a for a in plain.legal_actions() if isinstance(a, Sing)] == [Sing(OROS)]
    with pytest.raises(IllegalAction, match="the 40 in oros must be sung first"):
        plain.apply(Sing(None))
    plain = plain.apply("sing oros").apply("3O").apply("5C").apply("5B")
    assert not plain.may_sing
    with pytest.raises(IllegalAction, match="a table that plays it"):
        plain.apply(Sing(None))
    rules = S.SubastaoRules(tute=100)
    s = S.replay(None, opening, hands=hands, dealer=2, rules=rules)
    assert [a for a in s.legal_actions() if isinstance(a, Sing)] == [Sing(OROS)]  # the 40 first
    s = s.apply("sing oros").apply("3O").apply("5C").apply("5B")
    assert [a for a in s.legal_actions() if isinstance(a, Sing)] == [Sing(None)]
    s = s.apply("sing tute")
    assert [str(c) for c in s.sung] == ["las cuarenta en oros", "tute (100)"]
    assert s.points()[1] == 140


def test_subastao_must_overtake_fellow_defender_at_the_table():
    hands = (
        "AO 3O RO CO SO 7O 6O 5O AC 3C RE CE",
        "4O RC CC SC 7C 6C 5C 4C 3E 5E SE 7E",
        "6E AE 4E AB 3B RB CB SB 7B 6B 5B 4B",
    )
    rules = S.SubastaoRules(first_lead="mano")
    s = S.replay(None, ["pass", "pass", "60", "trumps oros", "7E"], hands=hands, dealer=0, rules=rules)
    assert s.to_act == 2 and s.legal_plays() == CardSet(S.parse_cards("AE"))  # over his partner's 7E
    with pytest.raises(IllegalAction) as err:
        s.apply("4E")
    assert err.value.rule is Rule.MUST_HEAD
    assert (
        str(err.value)
        == "North cannot play 4 de espadas: montar (play higher): he must beat the 7 de espadas (he holds as de espadas)"
    )


@pytest.mark.parametrize("text", ["ZZ", "8O", "bid", "sing"])
def test_subastao_bad_action_text_is_quoted_as_written(text):
    from tutor.errors import NotationError

    with pytest.raises(NotationError) as info:
        S.start(1).apply(text)
    assert repr(text) in str(info.value)
