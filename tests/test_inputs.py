"""The input contract (:mod:`tutor.inputs`): every form of the same cards reads the same; the rest is a
:class:`~tutor.errors.TutorError` quoting the input."""

from __future__ import annotations

import re

import pytest
from hypothesis import given
from hypothesis import strategies as st

from tutor import IllegalAction, ImpossiblePosition, NotationError, TutorError, games
from tutor.cards import FRENCH_32, FRENCH_52, SPANISH_36, Card, CardSet, Suit
from tutor.inputs import Inputs
from tutor.tricks import Trick

SATAT = Inputs("Satat", FRENCH_52, seats=("North", "East", "South", "West"))
PIQUET = Inputs("Piquet", FRENCH_32, seats=("South", "North"))
SUBASTAO = Inputs("Subastao", SPANISH_36, seats=("South", "East", "North"))


def test_the_error_family_keeps_its_value_error_ancestry():
    for kind in (NotationError, IllegalAction, ImpossiblePosition):
        assert issubclass(kind, TutorError) and issubclass(kind, ValueError)


@given(st.lists(st.sampled_from(FRENCH_52.cards), unique=True, max_size=13))
def test_every_form_of_the_same_cards_reads_the_same(cards):
    text = " ".join(str(card) for card in cards)
    forms = [text, ", ".join(card.unicode().lower() for card in cards), list(cards), [str(c) for c in cards]]
    forms += [tuple(cards), Trick(0, tuple((0, card) for card in cards))]
    assert all(SATAT.cards(form) == tuple(cards) for form in forms)
    assert SATAT.hand(CardSet(cards)) == SATAT.hand(text) == CardSet(cards)


def test_a_suit_reads_by_letter_word_or_symbol_in_its_own_pack_only():
    for form in ("H", "h", "hearts", "heart", "♥", "♡", Suit.HEARTS):
        assert SATAT.suit(form) is Suit.HEARTS
    assert SUBASTAO.suit("C") is Suit.COPAS and SATAT.suit("C") is Suit.CLUBS
    for bad in ("O", Suit.OROS, "X", "", None, 3, Card.parse("AH")):
        with pytest.raises(NotationError, match="is not a suit of Satat"):
            SATAT.suit(bad)
    assert SATAT.suit(None, none=True) is None


@pytest.mark.parametrize(
    ("junk", "kind", "words"),
    [
        (None, NotationError, "None is not cards"),
        (42, NotationError, "42 is not cards"),
        (b"AS", NotationError, "b'AS' is not cards"),
        ("AS AS", ImpossiblePosition, "names A♠ twice"),
        (["AS", "ZZ"], NotationError, "'ZZ' is not a card"),
        (["AS KS"], NotationError, "'AS KS' is not a card"),
        ([Card.parse("6S")], NotationError, "6♠ is not in the 32-card pack"),
        (CardSet.parse("6S AS"), NotationError, "6♠ is not in the 32-card pack"),
        ([Card.parse("AO", "spanish")], NotationError, "as de oros is not in the 32-card pack"),
    ],
)
def test_junk_cards_get_an_error_quoting_them(junk, kind, words):
    with pytest.raises(kind, match=words):
        PIQUET.cards(junk)


def test_a_trick_is_in_play_order_no_longer_than_the_table_and_apart_from_the_hand():
    with pytest.raises(NotationError, match="has no order"):
        SATAT.trick(CardSet.parse("AS KS"))
    assert SATAT.trick(CardSet.parse("AS")) == (Card.parse("AS"),)
    with pytest.raises(ImpossiblePosition, match="at most 1 card"):
        PIQUET.trick("QS 9S")
    assert PIQUET.trick("QS 9S", complete=True) == PIQUET.cards("QS 9S")
    with pytest.raises(ImpossiblePosition, match="both in the hand and in the trick"):
        PIQUET.trick("QS", hand=CardSet.parse("QS AH"))


def test_seats_counts_flags_and_seeds():
    assert SUBASTAO.seat(2, what="dealer") == 2
    with pytest.raises(
        ImpossiblePosition, match=r"dealer 3 is not a seat of Subastao: the seats are 0 \(South\)"
    ):
        SUBASTAO.seat(3, what="dealer")
    for bad in ("1", None, True, 1.0):
        with pytest.raises(NotationError, match="is not a seat number"):
            SATAT.seat(bad, what="dealer")
    with pytest.raises(ImpossiblePosition, match="it is 1 or 2"):
        SATAT.count(3, (1, 2), what="count")
    with pytest.raises(NotationError, match="not a whole number"):
        SATAT.count("1", (1, 2), what="count")
    assert SATAT.flag(1, what="losing") is True
    with pytest.raises(NotationError):
        SATAT.flag("yes", what="losing")
    assert [SATAT.seed(s) for s in (None, 3, "x")] == [None, 3, "x"]
    with pytest.raises(NotationError):
        SATAT.seed(True)


@pytest.mark.parametrize("text", ["²", "bid ²", "٣٠", "bid ٣٠", "-5", "bid 6.5"])
@pytest.mark.parametrize("game", ["saskop", "subastao"])
def test_a_bid_is_written_in_the_digits_0_to_9(game, text):
    """A bid written in other digits is refused, quoted (``'²'`` once crashed Subastao's reading with a
    ValueError: Python counts it a digit, ``int`` does not); in the digits 0-9 it is read."""
    module = games.get(game)
    with pytest.raises(NotationError, match=re.escape(repr(text))):
        module.parse_action(text)
    assert module.parse_action("bid 70") == module.parse_action("70") == module.Bid(70)
