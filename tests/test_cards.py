"""Cards, notation, card sets, packs and seeded dealing."""

from __future__ import annotations

import pickle
import re

import pytest
from hypothesis import given
from hypothesis import strategies as st

from tutor.cards import (
    CARDS_BY_INDEX,
    DECKS,
    FRENCH_32,
    FRENCH_36,
    FRENCH_52,
    SPANISH_36,
    SPANISH_40,
    Card,
    CardSet,
    Family,
    Rank,
    Suit,
    cut,
    deal,
    format_cards,
    parse_card,
    parse_cards,
    shuffled,
)
from tutor.errors import NotationError

ALL_CARDS = st.sampled_from(CARDS_BY_INDEX)
card_sets = st.frozensets(ALL_CARDS).map(CardSet)


# -- the packs -------------------------------------------------------------------------------------
@pytest.mark.parametrize(
    ("deck", "size", "lowest"),
    [
        (FRENCH_52, 52, Rank.TWO),
        (FRENCH_36, 36, Rank.SIX),
        (FRENCH_32, 32, Rank.SEVEN),
        (SPANISH_40, 40, Rank.TWO),
        (SPANISH_36, 36, Rank.FOUR),
    ],
)
def test_decks_have_the_right_cards(deck, size, lowest):
    assert len(deck) == len(set(deck.cards)) == size
    assert deck.ranks[-1] is lowest
    assert all(card.family is deck.family for card in deck)


def test_spanish_packs_have_no_eights_nines_tens_or_queens():
    ranks = {card.rank for card in SPANISH_40}
    assert ranks.isdisjoint({Rank.EIGHT, Rank.NINE, Rank.TEN, Rank.QUEEN})
    assert Rank.TWO not in {card.rank for card in SPANISH_36}


def test_spanish_rank_order_is_ace_three_king_knight_jack():
    assert [r.spanish for r in SPANISH_36.ranks] == ["A", "3", "R", "C", "S", "7", "6", "5", "4"]


def test_deck_parse_rejects_a_card_outside_the_pack():
    with pytest.raises(NotationError, match=r"'5S' is not in the 36-card pack"):
        FRENCH_36.parse("AS 5S")


# -- notation --------------------------------------------------------------------------------------
@pytest.mark.parametrize("deck", DECKS, ids=lambda d: d.name)
def test_notation_round_trips_for_every_card_of_every_deck(deck):
    for card in deck:
        assert parse_card(str(card), deck.family) is card
        assert eval(repr(card), {"Card": Card}) is card
        assert Card(card.rank, card.suit) is card
        assert pickle.loads(pickle.dumps(card)) is card
    if deck.family is Family.FRENCH:
        for card in deck:
            assert parse_card(card.unicode()) is card


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("AS", "AS"),
        ("as", "AS"),
        ("10H", "TH"),
        ("10♥", "TH"),
        ("t♦", "TD"),
        ("A♠", "AS"),
        ("Q♣", "QC"),
        ("2♡", "2H"),
        ("K♥\ufe0f", "KH"),
        (" 9c ", "9C"),
    ],
)
def test_french_notation_is_lenient_on_input(text, expected):
    assert str(parse_card(text)) == expected


def test_spanish_notation_is_rank_then_suit():
    caballo = parse_card("CC", "spanish")
    assert (caballo.rank, caballo.suit) == (Rank.KNIGHT, Suit.COPAS)
    assert caballo.name() == "caballo de copas"
    assert parse_card("3c", "spanish") == Card(Rank.THREE, Suit.COPAS)
    assert parse_card("1O", "spanish") == Card(Rank.ACE, Suit.OROS)
    assert [str(c) for c in parse_cards("AO 3C RE CB SO", "spanish")] == ["AO", "3C", "RE", "CB", "SO"]


def test_parse_cards_accepts_commas_and_spaces():
    assert format_cards(parse_cards("AS,KH  10d;9c 2H")) == "AS KH TD 9C 2H"


@pytest.mark.parametrize("bad", ["ZZ", "1S", "AX", "11H", "A", "", "KHS"])
def test_bad_french_card_raises_notation_error_quoting_it(bad):
    with pytest.raises(NotationError) as info:
        parse_card(bad)
    assert repr(bad) in str(info.value)
    assert "ranks" in str(info.value) or "rank" in str(info.value)


@pytest.mark.parametrize("bad", ["9O", "KC", "QE", "AS", "8B"])
def test_bad_spanish_card_raises_notation_error_saying_what_is_allowed(bad):
    with pytest.raises(NotationError, match=r"is not a Spanish card: write a rank \(A 3 R C S"):
        parse_card(bad, "spanish")


def test_notation_error_is_a_value_error():
    with pytest.raises(ValueError):
        parse_cards("AS ZZ")


@pytest.mark.parametrize("junk", [42, None, b"AS", ("AS",)])
def test_parse_rejects_non_text_quoting_it(junk):
    for parse in (parse_card, Suit.parse, *(() if isinstance(junk, tuple) else (parse_cards, CardSet.parse))):
        with pytest.raises(NotationError, match=re.escape(repr(junk))):
            parse(junk)


@pytest.mark.parametrize(
    "junk", [["AS", 3], [None], ["AS KH"], [b"AS"], "AS ZZ", [Card.parse("AO", "spanish")]]
)
def test_a_list_of_cards_is_read_card_by_card_and_junk_in_it_refused_quoting_it(junk):
    assert parse_cards(["AS", "10h", Card.parse("KD")]) == parse_cards("AS 10H KD")
    assert CardSet(["AH", "KH"]) == CardSet.parse(["AH", Card.parse("KH")]) == CardSet.parse("AH KH")
    item = (
        next((i for i in junk if not (isinstance(i, str) and len(i) == 2)), None)
        if isinstance(junk, list)
        else "ZZ"
    )
    shown = item.unicode() if isinstance(item, Card) else repr(item)
    # a CardSet holds cards of both packs; the parsers read one pack (French unless told)
    for read in (parse_cards, CardSet.parse, *(() if isinstance(item, Card) else (CardSet,))):
        with pytest.raises(NotationError, match=re.escape(shown)):
            read(junk)


def test_a_family_is_read_in_any_case_and_a_wrong_one_refused_listing_the_families():
    assert (
        CardSet.parse("CC 3O", "Spanish")
        == CardSet.parse("cc 3o", " SPANISH ")
        == CardSet.parse("CC 3O", Family.SPANISH)
    )
    for bad in ("German", 3, None):
        with pytest.raises(
            NotationError, match=re.escape(f"{bad!r} is not a family of cards: give 'french' or 'spanish'")
        ):
            CardSet.parse("AS", bad)


@pytest.mark.parametrize("family", list(Family))
def test_a_card_written_in_words_reads_back(family):
    """``Card.unicode()`` and ``Card.name()`` are read back, one card or a list of them ('caballo de bastos')."""
    cards = [card for card in CARDS_BY_INDEX if card.family is family]
    for card in cards:
        assert parse_card(card.unicode(), family) is card and parse_card(card.name(), family) is card
    assert parse_cards(format_cards(cards, unicode=True), family) == tuple(cards)
    assert parse_cards(", ".join(card.name() for card in cards), family) == tuple(cards)
    assert parse_cards("caballo de bastos", "spanish") == (Card.parse("CB", "spanish"),)


def test_cards_are_immutable_and_unordered():
    card = parse_card("AS")
    with pytest.raises(AttributeError):
        card.rank = Rank.TWO
    with pytest.raises(TypeError):
        _ = card < parse_card("KS")


def test_suit_parse_and_error():
    assert Suit.parse("spades") is Suit.SPADES
    assert Suit.parse("B", "spanish") is Suit.BASTOS
    with pytest.raises(NotationError, match="'X' is not a french suit"):
        Suit.parse("X")


# -- card sets -------------------------------------------------------------------------------------
@given(st.lists(ALL_CARDS))
def test_cardset_contains_exactly_its_cards(cards):
    hand = CardSet(cards)
    assert set(hand) == set(cards)
    assert len(hand) == len(set(cards))
    assert all(card in hand for card in cards)


@given(card_sets, card_sets)
def test_cardset_operations_match_python_sets(a, b):
    assert set(a | b) == set(a) | set(b)
    assert set(a & b) == set(a) & set(b)
    assert set(a - b) == set(a) - set(b)
    assert set(a ^ b) == set(a) ^ set(b)
    assert (a <= b) == (set(a) <= set(b))
    assert (a < b) == (set(a) < set(b))
    assert a.isdisjoint(b) == set(a).isdisjoint(set(b))
    assert (a == b) == (set(a) == set(b))


@given(card_sets)
def test_cardset_repr_evaluates_back(hand):
    assert eval(repr(hand), {"CardSet": CardSet}) == hand
    assert pickle.loads(pickle.dumps(hand)) == hand


@given(card_sets)
def test_cardset_groups_by_suit_and_sorts_for_display(hand):
    groups = hand.by_suit()
    assert sum(len(cards) for cards in groups.values()) == len(hand)
    assert all(card.suit is suit for suit, cards in groups.items() for card in cards)
    shown = hand.sorted()
    assert set(shown) == set(hand) and len(shown) == len(hand)


def test_cardset_sorts_by_any_rank_order():
    hand = CardSet.parse("7S AS TS KS")
    piquet_like = (Rank.ACE, Rank.KING, Rank.TEN, Rank.SEVEN)
    assert format_cards(hand.sorted(rank_order=piquet_like)) == "AS KS TS 7S"
    saskop_plain = (Rank.ACE, Rank.TEN, Rank.KING, Rank.SEVEN)
    assert format_cards(hand.sorted(rank_order=saskop_plain)) == "AS TS KS 7S"
    assert format_cards(hand.sorted(key=lambda c: c.rank.number)) == "AS 7S TS KS"


def test_cardset_is_immutable_and_hashable():
    hand = CardSet.parse("AS KH")
    with pytest.raises(AttributeError):
        hand.mask = 0
    assert {hand: 1}[CardSet.parse("KH AS")] == 1
    assert hand.added(parse_card("2C")) == CardSet.parse("AS KH 2C")
    assert hand.removed(parse_card("AS")) == CardSet.parse("KH")
    with pytest.raises(KeyError):
        hand.removed(parse_card("2C"))


def test_cardset_parse_rejects_a_card_named_twice():
    with pytest.raises(NotationError, match="names AS twice"):
        CardSet.parse("AS KH as")


def test_cardset_equals_python_set():
    assert CardSet.parse("AS KH") == {parse_card("KH"), parse_card("AS")}


# -- shuffling and dealing -------------------------------------------------------------------------
@given(st.integers(), st.sampled_from(DECKS))
def test_a_seeded_shuffle_is_the_same_twice_and_a_permutation(seed, deck):
    first = shuffled(deck, seed)
    assert first == shuffled(deck, seed)
    assert sorted(c.index for c in first) == sorted(c.index for c in deck)


@given(
    st.integers(),
    st.sampled_from([(FRENCH_52, 4, (5, 4, 4)), (FRENCH_32, 2, (3, 3, 3, 3)), (FRENCH_36, 4, (3, 3, 3))]),
)
def test_a_seeded_deal_is_reproducible_and_partitions_the_deck(seed, setup):
    deck, players, packets = setup
    hands, stock = deal(shuffled(deck, seed), hands=players, packets=packets)
    again, _ = deal(shuffled(deck, seed), hands=players, packets=packets)
    assert hands == again
    assert all(len(hand) == sum(packets) for hand in hands)
    everything = [card for hand in hands for card in hand] + list(stock)
    assert sorted(c.index for c in everything) == sorted(c.index for c in deck)


def test_different_seeds_give_different_deals():
    assert shuffled(FRENCH_52, 1) != shuffled(FRENCH_52, 2)


def test_deal_refuses_too_few_cards():
    with pytest.raises(ValueError, match="needs 52 cards, not 32"):
        deal(FRENCH_32.cards, hands=4, packets=(13,))


def test_cut_moves_the_top_to_the_bottom():
    cards = parse_cards("AS KS QS JS")
    assert format_cards(cut(cards, 1)) == "KS QS JS AS"
    with pytest.raises(ValueError):
        cut(cards, 5)
