"""Saskop's pure rules: the pack, effective suits, the 18 trumps, following and heading, bids, points, scores."""

from __future__ import annotations

import pytest

from tutor.cards import Card, CardSet, Suit, format_cards
from tutor.errors import NotationError
from tutor.games import get
from tutor.games import saskop as sk
from tutor.games.saskop import SaskopRules
from tutor.tricks import Trick

H, S, D, C = Suit.HEARTS, Suit.SPADES, Suit.DIAMONDS, Suit.CLUBS
ESTONIAN = SaskopRules.estonian()


def card(text: str) -> Card:
    return Card.parse(text)


def test_saskop_is_found_by_all_its_names():
    for name in ("Saskop", "sasscoop", "Sasku", "lambapea"):
        assert get(name) is sk


def test_saskop_pack_is_36_cards_six_to_ace():
    assert len(sk.DECK) == 36
    assert sk.parse_cards("6S 10h ad") == (card("6S"), card("TH"), card("AD"))
    with pytest.raises(NotationError, match="'5S' is not in the 36-card pack"):
        sk.parse_cards("5S")
    with pytest.raises(NotationError, match="'ZZ'"):
        sk.parse_cards("ZZ")


def test_saskop_card_points_sum_to_120():
    assert sk.card_points(sk.DECK.cards) == 120
    assert [sk.card_points(card(t)) for t in ("AS", "TS", "KS", "QS", "JS", "9S", "6S")] == [
        11,
        10,
        4,
        3,
        2,
        0,
        0,
    ]


# -- effective suits and rankings ---------------------------------------------------------------------
def test_saskop_every_king_queen_jack_is_a_trump():
    for trump in (H, S, D, C):
        for text in ("KC", "KS", "KH", "KD", "QC", "QD", "JS", "JH"):
            assert sk.effective_suit(card(text), trump) is trump
        assert sk.effective_suit(card("AC"), trump) is C
        assert sk.effective_suit(card("6S"), trump) is S


def test_saskop_trump_suit_has_18_cards_six_highest():
    ranking = sk.trump_ranking(H)
    assert len(ranking) == 18
    assert format_cards(ranking) == "6H KC KS KH KD QC QS QH QD JC JS JH JD AH TH 9H 8H 7H"


def test_saskop_plain_suit_has_six_cards_ace_high():
    assert format_cards(sk.plain_ranking(S, H)) == "AS TS 9S 8S 7S 6S"
    assert sk.trick_winner("6S TS 9S AS", trump=H) == 3
    assert sk.trick_winner("TS 9S 8S 7S", trump=H) == 0


def test_saskop_six_of_trumps_beats_every_king():
    for king in ("KC", "KS", "KH", "KD"):
        assert sk.trick_winner(f"{king} 6H", trump=H) == 1
    assert sk.trick_winner("KC KS 6D", trump=D) == 2


def test_saskop_six_of_a_plain_suit_is_the_lowest_card():
    assert sk.trick_winner("6S 7S", trump=H) == 1


def test_saskop_lowest_jack_beats_the_trump_ace():
    assert sk.trick_winner("AH JD", trump=H) == 1
    assert sk.trick_winner("TC JD AC", trump=C) == 1


def test_saskop_pictures_rank_clubs_spades_hearts_diamonds_by_default():
    assert sk.trick_winner("KD KH KS KC", trump=H) == 3
    assert sk.trick_winner("QC QS", trump=D) == 0
    assert sk.trick_winner("JS JC", trump=D) == 1


def test_saskop_seed_suit_order_option_puts_spades_first():
    rules = SaskopRules(picture_suit_order=sk.SEED_SUIT_ORDER)
    assert sk.trick_winner("KC KS", trump=H, rules=rules) == 1
    assert format_cards(sk.trump_ranking(H, rules=rules)[1:5]) == "KS KC KH KD"


def test_saskop_suit_order_option_must_name_four_suits():
    with pytest.raises(ValueError, match="picture_suit_order"):
        SaskopRules(picture_suit_order=(C, S, H))


def test_saskop_estonian_option_no_special_six():
    ranking = sk.trump_ranking(H, rules=ESTONIAN)
    assert ranking[0] == card("KC")
    assert ranking[-1] == card("6H")
    assert sk.trick_winner("KD 6H", trump=H, rules=ESTONIAN) == 0


def test_saskop_trick_won_by_highest_trump_else_highest_of_suit_led():
    assert sk.trick_winner("9S AS 7H TS", trump=H) == 2
    assert sk.trick_winner("9S AD TC 6S", trump=H) == 0  # off-suit cards never win
    assert sk.trick_winner("9S QD AS JC", trump=H) == 1


# -- following, trumping, heading ----------------------------------------------------------------------
def test_saskop_king_of_led_suit_is_not_a_card_of_that_suit():
    # spades led, hearts trumps: K♠ is a trump, so holding 9♠ one must play it, not the K♠
    assert sk.legal_plays("KS 9S 7D", "AS", trump=H) == CardSet.parse("9S")
    # with no other spade, K♠ is a trump: must trump with it
    assert sk.legal_plays("KS 7D", "AS", trump=H) == CardSet.parse("KS")
    why = sk.explain_play("KS 9S 7D", "AS", "KS", trump=H)
    assert "must follow ♠" in why and "K♠ is a trump, not a spade" in why


def test_saskop_picture_led_calls_for_trumps():
    assert sk.legal_plays("JD 7C 9H", "KC", trump=H) == CardSet.parse("JD 9H")
    assert sk.legal_plays("AC 7C", "QC", trump=H) == CardSet.parse("AC 7C")  # no trump: anything


def test_saskop_must_follow_suit():
    assert sk.legal_plays("7S 8S AH", "9S", trump=H) == CardSet.parse("7S 8S")


def test_saskop_must_beat_the_best_card_when_following():
    assert sk.legal_plays("AS 7S KH", "9S", trump=H) == CardSet.parse("AS")
    assert sk.legal_plays("8S 7S", "9S", trump=H) == CardSet.parse("8S 7S")  # cannot beat: any spade


def test_saskop_must_trump_when_void():
    assert sk.legal_plays("7H 8C 9D", "AS", trump=H) == CardSet.parse("7H")
    assert sk.legal_plays("QD 8C", "AS", trump=H) == CardSet.parse("QD")


def test_saskop_must_overtrump_when_able():
    assert sk.legal_plays("KD 7H 8C", "AS QC", trump=H) == CardSet.parse("KD")


def test_saskop_must_undertrump_when_void_and_unable_to_overtrump():
    assert sk.legal_plays("7H 8H 9C", "AS KC", trump=H) == CardSet.parse("7H 8H")


def test_saskop_following_a_trumped_suit_any_card_of_it():
    assert sk.legal_plays("AS 7S KH", "9S 8H", trump=H) == CardSet.parse("AS 7S")


def test_saskop_must_beat_partners_card():
    # partner (first) leads 9♠; holding A♠ one must beat him: no exception for a partner
    assert sk.legal_plays("AS 7S", "9S", trump=H) == CardSet.parse("AS")
    # partner's K♣ (trumps led), holding the 6 of trumps and a 7: must play the 6
    assert sk.legal_plays("6H 7H", "8C KC", trump=H) == CardSet.parse("6H")


def test_saskop_void_in_suit_and_trumps_may_play_anything():
    assert sk.legal_plays("7D 8C", "AS", trump=H) == CardSet.parse("7D 8C")


def test_saskop_leader_may_lead_anything():
    assert sk.legal_plays("7D 8C KH", "", trump=H) == CardSet.parse("7D 8C KH")


def test_saskop_no_overtrump_duty_option():
    rules = SaskopRules(overtrump_required=False)
    assert sk.legal_plays("KD 7H 8C", "AS QC", trump=H, rules=rules) == CardSet.parse("KD 7H")
    assert sk.legal_plays("6H 7H", "8C KC", trump=H, rules=rules) == CardSet.parse("6H 7H")
    # must still trump when void, and still beat an untrumped plain card when following
    assert sk.legal_plays("7H 8C", "AS", trump=H, rules=rules) == CardSet.parse("7H")
    assert sk.legal_plays("AS 7S", "9S", trump=H, rules=rules) == CardSet.parse("AS")


def test_saskop_explain_play_says_why():
    assert (
        sk.explain_play("KD 7H 8D", "9C QC", "7H", trump=H)
        == "cannot play 7♥: he must beat the Q♣ (he holds K♦)"
    )
    assert sk.explain_play("7H 8C 9D", "AS", "8C", trump=H).startswith("cannot play 8♣: he has no ♠")
    assert sk.explain_play("7H", "", "7H", trump=H) == "may play 7♥: the leader may lead any card"
    assert sk.explain_play("7H", "", "AS", trump=H) == "cannot play A♠: it is not in the hand"
    assert sk.explain_play("7D 8C", "AS", "8C", trump=H) == (
        "may play 8♣: it is a discard (he has neither ♠ nor trumps) and cannot beat the A♠"
    )


def test_saskop_legal_plays_accepts_cards_and_tricks():
    trick = Trick(0, ((0, card("9S")),))
    assert sk.legal_plays(CardSet.parse("AS 7S"), trick, trump=H) == CardSet.parse("AS")
    assert sk.legal_plays([card("AS"), card("7S")], [card("9S")], trump=H) == CardSet.parse("AS")


# -- bidding -------------------------------------------------------------------------------------------
HAND = "KS QD JH AC 9C 6C 7H 8D TS"  # 3 pictures; clubs 3 more: 6 potential clubs trumps


def test_saskop_potential_trumps_are_pictures_plus_the_suits_other_cards():
    assert sk.potential_trumps(HAND, C) == 6
    assert sk.potential_trumps(HAND, S) == 4
    assert sk.potential_trumps(HAND, H) == 4
    assert sk.potential_trumps(HAND, D) == 4


def test_saskop_bids_need_that_many_potential_trumps():
    assert sk.possible_bids(HAND) == (5, 6)
    assert sk.possible_bids(HAND, above=5) == (6,)
    assert sk.possible_bids("KS QD JH AC 9C 6C 7H 8D TS".replace("TS", "TC")) == (5, 6, 7)
    assert sk.possible_bids("AS TS 9S 8S AH TH 9H 8H 7D") == ()
    assert sk.biddable_suits(HAND, 5) == (C,)
    assert sk.biddable_suits(HAND, 4) == (S, H, D, C)


def test_saskop_bids_stop_at_nine():
    nine = "KC KS KH KD QC QS QH QD 6H"
    assert sk.possible_bids(nine) == (5, 6, 7, 8, 9)
    assert sk.possible_bids(nine, above=9) == ()


# -- signals -------------------------------------------------------------------------------------------
def test_saskop_emergency_only_when_last_trump_is_ten_or_ace():
    assert sk.can_call_emergency("TH 7S 9C", H)
    assert sk.can_call_emergency("AH 7S 9C", H)
    assert not sk.can_call_emergency("9H 7S", H)
    assert not sk.can_call_emergency("TH AH", H)
    assert not sk.can_call_emergency("TH JD", H)  # a jack is a trump too
    assert not sk.can_call_emergency("7S 9C", H)


# -- the score table: every row ------------------------------------------------------------------------
@pytest.mark.parametrize(
    ("points", "caller_team", "diamonds", "team", "value"),
    [
        ((61, 59), 0, False, 0, 2),  # caller's team 61-90
        ((90, 30), 0, False, 0, 2),
        ((91, 29), 0, False, 0, 4),  # caller's team 91-120
        ((120, 0), 0, False, 0, 4),
        ((61, 59), 0, True, 0, 4),  # diamonds
        ((91, 29), 0, True, 0, 6),
        ((59, 61), 0, False, 1, 4),  # defenders 61-90 (caller's team 30-59)
        ((30, 90), 0, False, 1, 4),
        ((29, 91), 0, False, 1, 6),  # defenders 91-120
        ((0, 120), 0, False, 1, 6),
        ((59, 61), 0, True, 1, 6),
        ((29, 91), 0, True, 1, 8),
        ((45, 75), 1, False, 1, 2),  # the same, seen from East-West calling
        ((75, 45), 1, True, 0, 6),
    ],
)
def test_saskop_score_table_called_games(points, caller_team, diamonds, team, value):
    score = sk.game_points(points, caller_team=caller_team, diamonds=diamonds)
    assert (score.team, score.points, score.wins_game, score.redeal) == (team, value, False, False)


def test_saskop_uncalled_game_scores_one_to_the_team_with_61():
    assert sk.game_points((61, 59), caller_team=None) == sk.DealScore(0, 1, reason="uncalled game, made 61")
    assert sk.game_points((10, 110), caller_team=None).points == 1
    assert sk.game_points((10, 110), caller_team=None, rules=ESTONIAN).points == 2


def test_saskop_all_nine_tricks_win_the_game():
    score = sk.game_points((120, 0), caller_team=1, diamonds=True, tricks=(9, 0))
    assert (score.team, score.wins_game) == (0, True)
    assert "win the game" in str(score)


def test_saskop_all_nine_tricks_karvane_option_scores_six():
    rules = SaskopRules(all_tricks_wins_game=False)
    score = sk.game_points((0, 120), caller_team=1, tricks=(0, 9), rules=rules)
    assert (score.team, score.points, score.wins_game) == (1, 6, False)


def test_saskop_120_points_without_all_tricks_is_the_91_row():
    assert sk.game_points((120, 0), caller_team=0, tricks=(8, 1)).points == 4


def test_saskop_sixty_all_is_a_redeal():
    for caller_team in (0, 1, None):
        score = sk.game_points((60, 60), caller_team=caller_team, diamonds=True)
        assert (score.team, score.points, score.redeal) == (None, 0, True)


def test_saskop_score_needs_points_summing_to_120():
    with pytest.raises(ValueError, match="summing to 120"):
        sk.game_points((60, 50), caller_team=0)
