"""Subastao's cards and pure rule functions: points, notation, the five obligations, the trick, the cantes."""

import itertools

import pytest

from tutor.cards import SPANISH_36, SPANISH_40, CardSet
from tutor.errors import NotationError, Rule
from tutor.games import get
from tutor.games import subastao as S
from tutor.games.subastao import Suit

OROS, COPAS, ESPADAS, BASTOS = Suit.OROS, Suit.COPAS, Suit.ESPADAS, Suit.BASTOS


def hand(text):
    return CardSet(S.parse_cards(text))


def test_subastao_registered_under_its_names():
    assert get("Tute subastado") is S
    assert get("subastao") is S


def test_subastao_pack_values_total_120_and_130_with_last_trick():
    assert len(SPANISH_36) == 36
    assert S.card_points(SPANISH_36.cards) == 120
    assert S.card_points(SPANISH_36.cards) + S.LAST_TRICK == 130
    # the pairs pack adds the four 2s, worth nothing
    assert S.card_points(SPANISH_40.cards) == 120


def test_subastao_card_values_by_rank():
    assert [S.card_points(c) for c in ("AO", "3O", "RO", "CO", "SO", "7O", "6O", "5O", "4O")] == [
        11, 10, 4, 3, 2, 0, 0, 0, 0,
    ]  # fmt: skip


def test_subastao_max_total_with_four_cantes_is_230():
    assert 120 + S.LAST_TRICK + 40 + 3 * 20 == 230 == S.MAX_BID


def test_subastao_parse_cards_rank_then_suit():
    cards = S.parse_cards("AO 3C RE CB SO")
    assert [c.name() for c in cards] == [
        "as de oros", "tres de copas", "rey de espadas", "caballo de bastos", "sota de oros",
    ]  # fmt: skip
    assert S.parse_cards("cc")[0].name() == "caballo de copas"


def test_subastao_parse_cards_rejects_twos_and_junk_quoting_input():
    with pytest.raises(NotationError, match="'2O'"):
        S.parse_cards("2O")
    with pytest.raises(NotationError, match="'ZZ'"):
        S.parse_cards("AO ZZ")
    assert S.parse_cards("2O", deck=SPANISH_40)[0].name() == "dos de oros"


def test_subastao_rank_order_a_3_r_c_s_7_6_5_4():
    order = S.parse_cards("AO 3O RO CO SO 7O 6O 5O 4O")
    for high, low in itertools.pairwise(order):
        assert S.trick_winner((low, high), trump=BASTOS) == 1
        assert S.trick_winner((high, low), trump=BASTOS) == 0


def test_subastao_trick_winner_best_trump_else_best_of_suit_led():
    assert S.trick_winner("4C AE 3E", trump=OROS) == 0  # espadas not led, no trumps: the copas leads
    assert S.trick_winner("4C AC 4O", trump=OROS) == 2  # the smallest trump beats the ace of the suit led
    assert S.trick_winner("4C 5O 3O", trump=OROS) == 2
    assert S.trick_winner("AE 3E RC", trump=BASTOS) == 0


# -- the obligations -------------------------------------------------------------------------------


def test_subastao_asistir_must_follow_suit_led():
    assert S.legal_plays("5C 4C AO AE", "RE", trump=OROS) == hand("AE")  # asistir and montar
    assert S.legal_plays("5C 4C AO 4E", "RE", trump=OROS) == hand("4E")  # asistir, cannot beat: any espadas


def test_subastao_montar_must_beat_best_card_of_suit_led():
    assert S.legal_plays("AC 5C 3C 4C", "RC", trump=OROS) == hand("AC 3C")
    # the card to beat is the best of the suit led, not the first card
    assert S.legal_plays("AC 5C 3C 4C", "6C CC", trump=OROS) == hand("AC 3C")
    assert S.legal_plays("AC CC 5C", "6C 3C", trump=OROS) == hand("AC")


def test_subastao_montar_when_cannot_beat_any_card_of_suit():
    assert S.legal_plays("5C 4C AO", "3C", trump=OROS) == hand("5C 4C")
    # the explanation names asistir alone: montar cannot bind when no card of the suit beats
    assert S.explain_play("5O 7C 6C 3E 5E 3B", "3C 5C", "7C", trump=OROS).startswith(
        "may play 7 de copas: asistir (follow suit):"
    )
    assert S.explain_play("5O 7C 6C 3E 5E 3B", "3C 5C", "3B", trump=OROS).startswith(
        "cannot play 3 de bastos: asistir (follow suit):"
    )


def test_subastao_montar_lapses_once_the_trick_is_trumped():
    # espadas led, trumped with 7O: following with espadas can no longer win, so any espadas
    assert S.legal_plays("AE 4E AO", "RE 7O", trump=OROS) == hand("AE 4E")


def test_subastao_strict_montar_option_keeps_the_duty_after_a_trump():
    assert S.legal_plays("AE 4E AO", "RE 7O", trump=OROS, strict_montar=True) == hand("AE")
    # when the strict player cannot beat, any card of the suit
    assert S.legal_plays("5E 4E AO", "RE 7O", trump=OROS, strict_montar=True) == hand("5E 4E")


def test_subastao_montar_in_trumps_led_is_beating_the_best_trump():
    assert S.legal_plays("AO 5O 4O AC", "RO", trump=OROS) == hand("AO")
    assert S.legal_plays("AO 5O 4O AC", "RO 3O", trump=OROS) == hand("AO")


def test_subastao_fallar_void_must_trump():
    assert S.legal_plays("5O 4O AE 4B", "RC", trump=OROS) == hand("5O 4O")


def test_subastao_fallar_without_trumps_any_card():
    assert S.legal_plays("AE 4B", "RC", trump=OROS) == hand("AE 4B")


def test_subastao_pisar_must_overtrump_a_trump_already_played():
    assert S.legal_plays("3O 5O 4O AE", "RC 6O", trump=OROS) == hand("3O")


def test_subastao_contrafallar_cannot_overtrump_then_any_card_no_forced_undertrump():
    assert S.legal_plays("5O 4O AE", "RC 6O", trump=OROS) == hand("5O 4O AE")


def test_subastao_fellow_defender_must_overtake_partner():
    # the pure rule knows no seats: whoever played RC (a fellow defender included), 3C and AC must beat it
    assert S.legal_plays("AC 4C", "RC", trump=OROS) == hand("AC")
    assert S.legal_plays("3O 4E", "RC 5O", trump=OROS) == hand("3O")  # pisar over a partner's trump too


def test_subastao_leader_may_lead_anything():
    assert S.legal_plays("AC 4O 5E", (), trump=OROS) == hand("AC 4O 5E")


def test_subastao_duties_use_the_shared_rule_codes():
    rules = [d.rule for d in S.duties("AC 4C", "RC", trump=OROS)]
    assert rules == [Rule.MUST_FOLLOW_SUIT, Rule.MUST_HEAD]
    assert [d.rule for d in S.duties("3O 4E", "RC 5O", trump=OROS)] == [Rule.MUST_OVERTRUMP]
    assert [d.rule for d in S.duties("3O 4E", "RC", trump=OROS)] == [Rule.MUST_TRUMP]
    assert S.OBLIGATIONS[Rule.MUST_HEAD] == "montar"


# -- explanations ----------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("hand_", "trick", "card", "expected"),
    [
        (
            "5C 3C AO",
            "RC",
            "AO",
            "cannot play as de oros: asistir (follow suit): he must follow copas (he holds 3 de copas, 5 de copas)",
        ),
        (
            "5C 3C AO",
            "RC",
            "5C",
            "cannot play 5 de copas: montar (play higher): he must beat the rey de copas (he holds 3 de copas)",
        ),
        (
            "5O AO 4E",
            "RC",
            "4E",
            "cannot play 4 de espadas: fallar (play a trump): he has no copas, so he must trump (he holds as de oros, 5 de oros)",
        ),
        (
            "5O AO 4E",
            "RC 3O",
            "5O",
            "cannot play 5 de oros: pisar (play a higher trump): he must beat the 3 de oros with a higher trump (he holds as de oros)",
        ),
        (
            "5C 3C AO",
            "RC",
            "3C",
            "may play 3 de copas: asistir (follow suit) and montar (play higher): it follows copas and beats the best copas so far",
        ),
        (
            "5O 4E",
            "RC 3O",
            "4E",
            "may play 4 de espadas: contrafallar (throw any card): he has no copas and no trump that beats the 3 de oros, so any card may be played",
        ),
        (
            "5C AO",
            "RC 3O",
            "5C",
            "may play 5 de copas: asistir (follow suit): it follows copas; montar (play higher) lapses because the trick is trumped",
        ),
        (
            "4E 5B",
            "RC",
            "5B",
            "may play 5 de bastos: he has no copas and no trumps, so any card may be played",
        ),
        ("AO 4E", "", "4E", "may play 4 de espadas: the leader may lead any card"),
    ],
)
def test_subastao_explain_play_names_the_obligation(hand_, trick, card, expected):
    assert S.explain_play(hand_, trick, card, trump=OROS) == expected


# -- cantes ----------------------------------------------------------------------------------------


def test_subastao_cantes_need_rey_and_caballo_in_hand():
    assert S.cantes("RC 4C CE", trump=OROS) == ()
    assert S.cantes("RC CC 4C", trump=OROS) == (S.Cante(COPAS, 20),)


def test_subastao_cantes_40_in_trumps_must_come_first():
    assert S.cantes("RO CO RC CC", trump=OROS) == (S.Cante(OROS, 40),)
    assert S.cantes("RO CO RC CC", trump=OROS, sung=[OROS]) == (S.Cante(COPAS, 20),)
    assert S.cantes("RO CO RC CC", trump=ESPADAS) == (S.Cante(OROS, 20), S.Cante(COPAS, 20))


def test_subastao_cante_values_40_and_20():
    assert str(S.Cante(OROS, 40)) == "las cuarenta en oros"
    assert str(S.Cante(BASTOS, 20)) == "las veinte en bastos"


def test_subastao_parse_suit_spanish_only():
    assert S.parse_suit("O") is OROS
    with pytest.raises(NotationError):
        S.parse_suit("X")
    with pytest.raises(NotationError):
        S.parse_suit(Suit.HEARTS)


def test_subastao_rules_options_validated():
    with pytest.raises(ValueError, match="failure_mode"):
        S.SubastaoRules(failure_mode="half")
    with pytest.raises(ValueError, match="takeover"):
        S.SubastaoRules(takeover=True)
    assert S.SubastaoRules(variant="pairs").deck is SPANISH_40
