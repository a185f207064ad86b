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
        CardSet(piquet.parse_cards("AS 6S"))
    with pytest.raises(NotationError, match="'ZZ'"):
        CardSet(piquet.parse_cards("ZZ"))


def test_piquet_must_follow_suit_when_able():
    assert piquet.legal_plays("AS 9S 7H", "KS") == CardSet(piquet.parse_cards("AS 9S"))
    assert "must follow ♠ (he holds A♠, 9♠)" in piquet.explain_play("AS 9S 7H", "KS", "7H")


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


def test_piquet_lower_call_bars_a_higher_sequence_but_not_a_part_of_it_law_49():
    # Cavendish's own example (Description of the game): "A has a quart minor and a tierce minor. If he first
    # calls a tierce minor, and it is admitted to be good, he can reckon two tierce minors, but he cannot reckon
    # the quart." The rules (1.5) agree: "a lower call, once answered, bars him from a higher one unless the call
    # was good against the cards", and a player "may declare less than he holds". His tierce minor is good but
    # not good against the cards (a quart major could be out), so the quart is barred; its own tierce minor
    # (9 8 7, the ten sunk) is not above the call and counts: 3 + 3.
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
    assert [c.name() for c in result.combinations] == ["tierce minor in ♥", "tierce minor in ♠"]
    assert result.points == 3 + 3


def test_piquet_lower_trio_bars_a_quatorze_but_not_a_trio_out_of_it_law_49():
    # The same law for sets: four tens and three kings; the elder calls the kings first. The younger (who has
    # no set) could hold a quatorze of aces, queens or jacks, so the call is good but not good against the
    # cards. The quatorze of tens is above the call and barred; three tens out of it (one sunk) are below
    # three kings and count: 3 + 3, not 3 + 14.
    e = CardSet(piquet.parse_cards("TS TH TD TC KS KH KD 9S 8H 7D"))
    y = CardSet(piquet.parse_cards("AS AH 7C"))
    calling = Calling.begin(e.mask, y.mask, e.mask)
    while calling.kind is not Kind.SET:
        calling = calling.apply(calling.choices(e.mask, y.mask)[-1], e.mask, y.mask, e.mask)
    calling = calling.apply(Call(Kind.SET, piquet.parse_cards("KS KH KD")), e.mask, y.mask, e.mask)
    result = calling.results[2]
    assert [c.name() for c in result.combinations] == ["trio of kings", "trio of tens"]
    assert result.points == 3 + 3


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


def _exchanged(elder: str, younger: str, stock: str, elder_out: str, younger_out: str) -> piquet.State:
    """A deal (seat 1 deals, so seat 0 is the elder) after both exchanges, at the start of the calling."""
    state = piquet.start(0, dealer=1, hands=(elder, younger), stock=stock)
    for seat_out in (elder_out, younger_out):
        for card in piquet.parse_cards(seat_out):
            state = state.apply(piquet.Discard(card))
        state = state.apply(piquet.TakeIn())
    return state


def _sink_until(state: piquet.State, kind: Kind) -> piquet.State:
    """Both players sink every category before ``kind``."""
    while state.calling.kind is not kind:
        step = state.calling.step
        calling = step is Step.CALL or step is Step.YOUNGER_CALL
        state = state.apply(piquet.Sink(state.calling.kind) if calling else piquet.Answer(Word.GOOD))
    return state


# Law 49: "If the elder hand first call a sequence which is good against the cards, he can reckon any sequences
# he holds, whether of superior counting value to the one called or not. And similarly, if the elder hand first
# call a trio or a quatorze which is good against the cards, he can reckon any quatorzes or trios that he holds."
# Good against the cards: better than anything the younger could hold in hand and discard taken together, judged
# from the elder's own hand and own discard only (rules 1.5). In these deals the elder leaves the fifth card of
# his five and looks at it; the younger takes in from the top, so that card is the younger's first.
# a quart to the king and a tierce to the jack (+ two diamonds)
_ELDER_FOR_SEQUENCES = "KS QS JS TS KH JH TH 9H 8H 7H"
_YOUNGER_FOR_SEQUENCES = "AS 9S AH QH AD QD AC KC TD 8S 7S 7C"  # he will discard the 10♦, 8♠, 7♠, 7♣


def _tierce_to_the_jack_called(state: piquet.State) -> piquet.State:
    state = _sink_until(state, Kind.SEQUENCE)
    return state.apply(Call(Kind.SEQUENCE, piquet.parse_cards("JH TH 9H")))


def test_piquet_law_49_a_card_the_elder_left_can_be_the_younger_so_the_tierce_is_not_good_against_the_cards():
    # The deal: the elder takes four and leaves the J♦ on top; the younger takes it in. From the
    # elder's hand (K♦ 9♦) and discard (8♦ 7♦), the younger could hold Q♦ J♦ 10♦, a tierce to the queen: the
    # tierce to the jack is not good against the cards, so the elder is barred from his quart and reckons 3.
    state = _exchanged(
        f"{_ELDER_FOR_SEQUENCES} 8D 7D",
        _YOUNGER_FOR_SEQUENCES,
        "KD 9D QC 9C JD JC TC 8C",
        "8H 7H 8D 7D",
        "TD 8S 7S 7C",
    )
    jack = piquet.parse_card("JD")
    # the elder looked at it, and it is the younger's
    assert state.seen[0] & jack.bit and state.hand(1).mask & jack.bit
    called = _tierce_to_the_jack_called(state)
    lines = [str(line) for line in called.calling.lines]
    assert lines[-3:] == ["Elder: A tierce.", "Younger: Good.", "Elder: I score tierce to the jack in ♥, 3."]
    result = called.calling.results[1]
    assert result.scorer is Role.ELDER and result.points == 3


def test_piquet_law_49_a_card_in_the_elder_discard_is_out_of_reach_so_the_tierce_is_good_against_the_cards():
    # The same hands, but the J♦ is among the elder's own discards (he leaves the 8♦ instead). Now the best the
    # younger could hold is the tierce minor in ♠ (9♠ 8♠ 7♠): the tierce to the jack is good against the cards,
    # and the elder reckons his quart to the king as well: 4 + 3.
    state = _exchanged(
        f"{_ELDER_FOR_SEQUENCES} JD 7D",
        _YOUNGER_FOR_SEQUENCES,
        "KD 9D QC 9C 8D JC TC 8C",
        "8H 7H JD 7D",
        "TD 8S 7S 7C",
    )
    called = _tierce_to_the_jack_called(state)
    result = called.calling.results[1]
    assert [c.name() for c in result.combinations] == ["quart to the king in ♠", "tierce to the jack in ♥"]
    assert result.points == 7


_ELDER_FOR_SETS = "KS KH KD QS QH QC AD JD 8H 7H"  # + two more; the K♣ comes from the stock
_YOUNGER_FOR_SETS = "AS JS TS 9S 8S 7S JH TH QD TD 8D AC"  # he will discard the A♠, 8♦, 7♠


def _three_queens_called(state: piquet.State) -> piquet.State:
    state = _sink_until(state, Kind.SET)
    return state.apply(Call(Kind.SET, piquet.parse_cards("QS QH QC")))


def test_piquet_law_49_a_card_the_elder_left_can_be_the_younger_so_the_trio_is_not_good_against_the_cards():
    # The elder holds four kings and three queens, and calls the queens. He leaves the A♥ and looks at it; his
    # hand and discard hold one ace (A♦), so the younger could hold A♠ A♥ A♣ -- three aces, better than three
    # queens (and he did hold them, one in his discard). Not good against the cards: the elder is barred from
    # his quatorze, and no trio of kings out of it is below his call, so he reckons 3.
    state = _exchanged(
        f"{_ELDER_FOR_SETS} 9H 7D",
        _YOUNGER_FOR_SETS,
        "KC TC 9D 8C AH JC 9C 7C",
        "9H 8H 7H 7D",
        "AS 8D 7S",
    )
    ace = piquet.parse_card("AH")
    # the elder looked at it, and it is the younger's
    assert state.seen[0] & ace.bit and state.hand(1).mask & ace.bit
    called = _three_queens_called(state)
    lines = [str(line) for line in called.calling.lines]
    assert lines[-3:] == ["Elder: Three queens.", "Younger: Good.", "Elder: I score trio of queens, 3."]
    result = called.calling.results[2]
    assert result.scorer is Role.ELDER and result.points == 3


def test_piquet_law_49_a_card_in_the_elder_discard_is_out_of_reach_so_the_trio_is_good_against_the_cards():
    # The same hands, but the A♥ is among the elder's own discards (he leaves the 9♥ instead). The younger could
    # hold two aces at most, one queen, no king, and no quatorze (the elder has an ace, a king, a queen, a jack
    # and a ten): three queens are good against the cards, and the elder reckons his quatorze too: 14 + 3.
    state = _exchanged(
        f"{_ELDER_FOR_SETS} AH 7D",
        _YOUNGER_FOR_SETS,
        "KC TC 9D 8C 9H JC 9C 7C",
        "AH 8H 7H 7D",
        "AS 8D 7S",
    )
    called = _three_queens_called(state)
    result = called.calling.results[2]
    assert [c.name() for c in result.combinations] == ["quatorze of kings", "trio of queens"]
    assert result.points == 17


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
