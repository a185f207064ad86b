"""Trup Kasiet: what the players who do not know the hidden trump may infer from the trump maker's rulings
(``satat.trump_clues``, ``satat.possible_trumps``), tests named after the rules (rules file 1.10)."""

from __future__ import annotations

import pytest

from tutor.cards import Suit
from tutor.errors import TutorError
from tutor.games import satat

KASIET = satat.SatatRules(trup_kasiet=True)
SOUTH, WEST, NORTH, EAST = range(4)
ALL = (Suit.SPADES, Suit.HEARTS, Suit.DIAMONDS, Suit.CLUBS)
HANDS = [
    "AH 8D KS QS JS TS 9S 8S KC QC 2H TC 9C",  # South, the trump maker: the 8♦ face down
    "7H 3D 2D 5S 4S 3H 6D 7D 9D TD JD QD KD",  # West: no club
    "2C 3C 4C 5C 6C 7C 8C AC AS 6S 7S AD JC",  # North: no heart
    None,  # East: the rest
]


def deal(*cards: str) -> satat.State:
    """The deal above (trumps diamonds, hidden) after the cards played, in order."""
    state = satat.start(1, dealer=EAST, rules=KASIET, hands=HANDS, trump="8D")
    for card in cards:
        state = state.apply(card)
    return state


def test_only_the_trump_maker_knows_the_hidden_trump():
    state = deal()
    assert satat.possible_trumps(state, SOUTH) == (Suit.DIAMONDS,)
    for seat in (WEST, NORTH, EAST):
        assert satat.possible_trumps(state, seat) == ALL


def test_a_card_of_another_suit_that_loses_to_the_suit_led_is_not_a_trump():
    state = deal("AH", "7H", "2C", "4H")  # North cannot follow hearts; the maker rules South's A♥ won
    assert state.trick_winners == (SOUTH,) and not state.trump_known
    clues = satat.trump_clues(state, WEST)
    assert clues[Suit.CLUBS] == "North's 2♣ lost trick 1 to South's A♥ (hearts led): a trump would have won"
    assert satat.possible_trumps(state, WEST) == (Suit.SPADES, Suit.HEARTS, Suit.DIAMONDS)
    assert satat.possible_trumps(state, EAST) == satat.possible_trumps(state, NORTH)


def test_a_ruling_that_a_card_of_another_suit_won_shows_the_trump_to_everyone():
    state = deal(
        "AH", "7H", "2C", "4H", "KC", "3D", "3C", "5H"
    )  # West has no club: his 3♦ is ruled the winner
    assert state.trick_winners[-1] == WEST and state.trump_known
    for seat in range(4):
        assert satat.possible_trumps(state, seat) == (Suit.DIAMONDS,)
    assert "the trump is known" in satat.trump_clues(state, WEST)[Suit.SPADES]


def test_the_two_of_hearts_wins_every_trick_so_its_ruling_tells_nothing():
    state = deal("2H", "3D", "2C", "4H")  # before the trump is known any card may be played to the 2♥
    assert state.trick_winners == (SOUTH,)
    assert satat.possible_trumps(state, WEST) == ALL


def test_a_player_infers_only_from_what_he_sees():
    state = deal("AH", "7H", "2C", "4H")
    for seat in range(4):
        assert satat.trump_clues(state.view(seat), seat) == satat.trump_clues(state, seat)


def test_the_face_down_card_played_shows_the_trump():
    assert satat.possible_trumps(deal(), WEST) == ALL
    state = deal("8D")  # South leads his face-down card
    assert state.trump_known
    assert satat.possible_trumps(state, WEST) == (Suit.DIAMONDS,)


@pytest.mark.parametrize("junk", [None, "West", 7, -1, 2.5])
def test_a_seat_that_is_not_a_seat_gets_a_clear_error(junk):
    with pytest.raises(TutorError):
        satat.possible_trumps(deal(), junk)
