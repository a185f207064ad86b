"""Every game's state, card, hand and trick shows itself as SVG in a notebook (and in static pages)."""

from __future__ import annotations

import xml.etree.ElementTree as ET

import pytest

from tutor import games
from tutor.cards import CardSet, parse_cards
from tutor.tricks import Trick


@pytest.mark.parametrize("name", games.GAMES)
def test_every_game_state_draws_its_table(name):
    game = games.get(name)
    state = game.start(5)
    svg = state._repr_svg_()
    root = ET.fromstring(svg)
    assert root.tag.endswith("svg")
    # every card in every hand is on the table, named for screen readers
    for hand in state.hands:
        for card in hand:
            assert f'data-card="{card}"' in svg


def test_cards_hands_and_tricks_draw_themselves():
    card = parse_cards("QS")[0]
    assert "QS" in card._repr_svg_()
    hand = CardSet.parse("AS KH 7C")
    assert all(f'data-card="{c}"' in hand._repr_svg_() for c in hand)
    trick = Trick(leader=0, plays=tuple(zip((0, 1), parse_cards("9H KH"), strict=True)))
    assert ET.fromstring(trick._repr_svg_()).tag.endswith("svg")
