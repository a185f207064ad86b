"""Piquet's pure rules: the pack, the play of a trick, the declarations and how two hands compare."""

from __future__ import annotations

import pytest

from tutor.cards import CardSet, Rank
from tutor.errors import NotationError
from tutor.games import piquet
from tutor.games.piquet import (
    Call,
    Kind,
    Role,
    Score,
    Word,
    compare_hands,
    dialogue,
    point,
    repique,
    sequences,
    sets,
)
from tutor.games.piquet.calling import Calling, Step


def test_piquet_pack_has_the_jack_seed_error_p1():
    assert piquet.RANKS == (
        Rank.ACE,
        Rank.KING,
        Rank.QUEEN,
        Rank.JACK,
        Rank.TEN,
        Rank.NINE,
        Rank.EIGHT,
        Rank.SEVEN,
    )
    assert len(piquet.ALL_CARDS) == 32


def test_piquet_parse_rejects_cards_outside_the_pack_quoting_them():
    with pytest.raises(NotationError, match="'6S' is not in the 32-card pack"):
        piquet.parse_cards("AS 6S")
    with pytest.raises(NotationError, match="'ZZ'"):
        piquet.parse_cards("ZZ")


def test_piquet_must_follow_suit_when_able():
    assert piquet.legal_plays("AS 9S 7H", "KS") == CardSet(piquet.parse_cards("AS 9S"))
    assert "must follow ♠ (holds A♠, 9♠)" in piquet.explain_play("AS 9S 7H", "KS", "7H")


def test_piquet_no_obligation_to_win_the_trick():
    assert piquet.parse_card("9S") in piquet.legal_plays("AS 9S", "KS")


def test_piquet_void_may_play_any_card():
    assert piquet.legal_plays("AH 7D", "KS") == CardSet(piquet.parse_cards("AH 7D"))


def test_piquet_trick_winner_is_the_highest_card_of_the_suit_led_no_trumps():
    assert piquet.trick_winner("7S AH") == 0
    assert piquet.trick_winner("7S 8S") == 1
    assert piquet.trick_winner("JS TS") == 0


def test_piquet_point_is_the_longest_suit():
    assert point("AS KS 7H 8H 9H").cards == CardSet(piquet.parse_cards("7H 8H 9H"))


def test_piquet_point_tie_broken_by_pip_value_seed_error_p3():
    # A K J 9 8 (11+10+10+9+8 = 48) against K Q J 10 9 (49): the higher pip total wins.
    c = compare_hands("AS KS JS 9S 8S", "KH QH JH TH 9H")
    assert c.point.scorer is Role.YOUNGER and c.point.points == 5


def test_piquet_point_equal_pips_nobody_scores():
    c = compare_hands("AS KS JS 9S 8S", "AH KH JH 9H 8H")
    assert c.point.scorer is None and c.point.equal


def test_piquet_sequences_compare_by_length_then_top_card_not_pips_seed_error_p4():
    assert (
        compare_hands("9S 8S 7S TS", "AH KH QH").sequences.scorer is Role.ELDER
    )  # quart minor > tierce major
    assert (
        compare_hands("AS KS QS", "KH QH JH").sequences.scorer is Role.ELDER
    )  # tierce major > tierce to the king


@pytest.mark.parametrize(
    ("cards", "name", "score"),
    [
        ("9S 8S 7S", "tierce minor in ♠", 3),
        ("KH QH JH TH", "quart to the king in ♥", 4),
        ("AD KD QD JD TD", "quint major in ♦", 15),
        ("KC QC JC TC 9C 8C", "sixième to the king in ♣", 16),
        ("KS QS JS TS 9S 8S 7S", "septième minor in ♠", 17),
        ("AS KS QS JS TS 9S 8S 7S", "huitième major in ♠", 18),
    ],
)
def test_piquet_sequence_names_and_scores(cards, name, score):
    (seq,) = sequences(cards)
    assert (seq.name(), seq.score) == (name, score)


def test_piquet_a_run_counts_once_at_full_length():
    assert [s.length for s in sequences("AS KS QS JS TS 9S")] == [6]


def test_piquet_sets_only_aces_to_tens():
    assert sets("9S 9H 9D 9C 8S 8H 8D") == ()
    assert [s.name() for s in sets("TS TH TD TC AS AH AD")] == ["quatorze of tens", "trio of aces"]


def test_piquet_any_quatorze_beats_any_trio():
    # Cavendish: A four tens and three jacks, B three aces: A scores 14 + 3, B nothing.
    c = compare_hands("TS TH TD TC JS JH JD", "AS AH AD")
    assert c.sets.scorer is Role.ELDER and c.sets.points == 17


def test_piquet_winner_scores_his_lesser_sequences_against_intermediate_ones():
    # Cavendish: A quart to a queen and a tierce minor; B a quart to a knave. A scores 4 + 3.
    c = compare_hands("QS JS TS 9S 9H 8H 7H", "JD TD 9D 8D")
    assert c.sequences.scorer is Role.ELDER and c.sequences.points == 7


def test_piquet_equal_sequences_annul_all_sequences_seed_error_p7():
    # Both hold a tierce major; the elder's other tierce does not count either.
    c = compare_hands("AS KS QS 9H 8H 7H", "AD KD QD")
    assert c.sequences.scorer is None and c.sequences.equal and c.totals[0] < 6


def test_piquet_point_scores_only_one_suit_seed_error_p6():
    c = compare_hands("AS KS QS JS AH KH QH JH", "7D 8D")
    assert c.point.points == 4


def test_piquet_carte_blanche_is_a_hand_without_king_queen_jack():
    assert piquet.is_carte_blanche("AS TS 9S 8S 7S AH TH 9H AD TD AC TC")
    assert not piquet.is_carte_blanche("AS TS 9S 8S 7S AH TH 9H AD TD AC JC")


def test_piquet_carte_blanche_counts_toward_repique():
    # Cavendish: carte blanche, then point and quint good: 10 + 5 + 15 = 30 -> repique.
    c = compare_hands("AS KS QS JS TS 8H 7H 8D 7D 8C 7C TC", "KH QH 9D TD", carte_blanche=(True, False))
    assert c.repique is Role.ELDER and c.totals == (90, 0)


def test_piquet_carte_blanche_saves_a_repique():
    hands = ("AS KS QS JS TS AH AD AC 8H 7H 8D 7C", "KH QH JH KD QD JD KC QC JC 9S 8S 7S")
    assert compare_hands(*hands).repique is Role.ELDER
    saved = compare_hands(*hands, carte_blanche=(False, True))
    assert saved.repique is None and saved.totals == (34, 10)


def test_piquet_younger_can_repique_too():
    c = compare_hands("KH QH 9D TD", "AS KS QS JS TS AH AD AC 8H 7H 8D 7C")
    assert c.repique is Role.YOUNGER and c.totals == (0, 94)


def test_piquet_repique_needs_the_scores_before_anything_the_opponent_counts():
    # The younger's point (reckoned second) bars the elder's later 32.
    assert repique([(Score.POINT, 1, 6), (Score.SEQUENCES, 0, 18), (Score.SETS, 0, 14)]) is None
    assert repique([(Score.POINT, 0, 6), (Score.SEQUENCES, 0, 18), (Score.SETS, 0, 14)]) == 0


def test_piquet_pique_needs_reported_for_the_elder():
    c = compare_hands("AS KS QS JS TS AH AD 8H 7H 8D 7D 8C", "KH QH JH TH 9H KD QD JD KC QC JC 9C")
    assert c.totals == (23, 0) and c.pique_needs == 7
    assert compare_hands("AS KS", "AH KH QH").pique_needs is None


def test_piquet_points_in_a_category_go_to_one_player_at_most():
    c = compare_hands("AS KS QS 9H 8H 7H TS TH TD", "AD KD QD JC TC 9C AC AH KC")
    for result in (c.point, c.sequences, c.sets):
        assert result.scorer in (None, Role.ELDER, Role.YOUNGER)
    assert sum(e.points for e in c.events) == sum(c.totals)


def test_piquet_dialogue_making_only_with_as_many_cards_law_46():
    e, y = CardSet(piquet.parse_cards("AS KS JS 9S 8S")), CardSet(piquet.parse_cards("AH KH QH 7D"))
    calling = Calling.begin(e.mask, y.mask, e.mask)
    assert calling.step is Step.CALL
    calling = calling.apply(Call(Kind.POINT, e), e.mask, y.mask, e.mask)
    # The younger holds only four cards: "good" is his only answer, and it is given at once.
    assert calling.kind is Kind.SEQUENCE


def test_piquet_dialogue_inquiry_bars_a_longer_point_law_46():
    e = CardSet(piquet.parse_cards("AS KS JS 9S 8S"))  # five cards making 48
    y = CardSet(piquet.parse_cards("KD QD JD TD 9D 8D QH TH 9H 8H 7H"))  # six diamonds, five hearts making 44
    calling = Calling.begin(e.mask, y.mask, e.mask).apply(Call(Kind.POINT, e), e.mask, y.mask, e.mask)
    assert {a.word for a in calling.choices(e.mask, y.mask)} == {Word.GOOD, Word.NOT_GOOD, Word.MAKING}
    # Asking "making?" bars his six cards: only his five hearts compare, 44 < 48, so "good" is forced.
    asked = calling.apply(piquet.Answer(Word.MAKING), e.mask, y.mask, e.mask)
    assert asked.results[0].scorer is Role.ELDER
    told = calling.apply(piquet.Answer(Word.NOT_GOOD), e.mask, y.mask, e.mask)
    assert told.results[0].scorer is Role.YOUNGER and told.results[0].points == 6


def test_piquet_dialogue_text_of_a_whole_calling():
    text = str(dialogue("AS KS QS JS 8H 7H", "KH QH JH TH 9D 8D"))
    assert text.splitlines()[:4] == [
        "Elder: Four cards.",
        "Younger: Equal: what do they make?",
        "Elder: Making 41.",
        "Younger: Good.",
    ]
    assert "Younger: How high?" in text and "Elder: Major (to the ace)." in text


def test_piquet_lower_call_bars_a_higher_sequence():
    # Elder holds a quart minor and a tierce minor elsewhere; he calls the tierce minor first. It is good but
    # not good against the cards (a quart could be out), so he reckons only tierces: 3 + 3.
    e = CardSet(piquet.parse_cards("TS 9S 8S 7S 9H 8H 7H KD"))
    y = CardSet(piquet.parse_cards("AD 7D"))
    calling = Calling.begin(e.mask, y.mask, e.mask)
    calling = calling.apply(piquet.Sink(Kind.POINT), e.mask, y.mask, e.mask)
    assert calling.kind is Kind.SEQUENCE or calling.step is Step.YOUNGER_CALL
    while calling.kind is not Kind.SEQUENCE:
        calling = calling.apply(calling.choices(e.mask, y.mask)[-1], e.mask, y.mask, e.mask)
    tierce = Call(Kind.SEQUENCE, CardSet(piquet.parse_cards("9H 8H 7H")))
    calling = calling.apply(tierce, e.mask, y.mask, e.mask)
    result = calling.results[1]
    assert [c.name() for c in result.combinations] == ["tierce minor in ♥"]


def test_piquet_call_good_against_the_cards_lets_the_elder_reckon_everything():
    # The elder knows every card but the younger's two: no sequence can be out. His tierce is good against
    # the cards, so he reckons his quart too.
    e = CardSet(piquet.parse_cards("TS 9S 8S 7S 9H 8H 7H KD"))
    y = CardSet(piquet.parse_cards("AD 7D"))
    known = piquet.ALL_CARDS.mask & ~y.mask
    calling = Calling.begin(e.mask, y.mask, known)
    while calling.kind is not Kind.SEQUENCE:
        calling = calling.apply(calling.choices(e.mask, y.mask)[-1], e.mask, y.mask, known)
    calling = calling.apply(
        Call(Kind.SEQUENCE, CardSet(piquet.parse_cards("9H 8H 7H"))), e.mask, y.mask, known
    )
    assert calling.results[1].points == 7


def test_piquet_elder_sinks_and_the_younger_scores_what_would_have_been_beaten():
    e = CardSet(piquet.parse_cards("AS KS QS JS 9H"))
    y = CardSet(piquet.parse_cards("KH QH JH 7D"))
    calling = Calling.begin(e.mask, y.mask, e.mask)
    calling = calling.apply(
        Call(Kind.POINT, CardSet(piquet.parse_cards("AS KS QS JS"))), e.mask, y.mask, e.mask
    )
    calling = calling.apply(piquet.Sink(Kind.SEQUENCE), e.mask, y.mask, e.mask)
    assert calling.step is Step.YOUNGER_CALL
    calling = calling.apply(
        Call(Kind.SEQUENCE, CardSet(piquet.parse_cards("KH QH JH"))), e.mask, y.mask, e.mask
    )
    assert calling.results[1].scorer is Role.YOUNGER and calling.results[1].points == 3
