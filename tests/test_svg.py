"""SVG cards: well-formed, deterministic, accessible, Spanish pips drawn as shapes, highlight states."""

from __future__ import annotations

import xml.etree.ElementTree as ET

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tutor import TutorError
from tutor.cards import CARDS_BY_INDEX, SPANISH_40, Card, CardSet, Family, Suit, parse_cards
from tutor.svg import back_svg, card_svg, hand_svg, state_svg, table_svg, trick_svg
from tutor.tricks import Trick

NS = "{http://www.w3.org/2000/svg}"


def parse(svg: str) -> ET.Element:
    root = ET.fromstring(svg)
    assert root.tag == f"{NS}svg"
    return root


def card_groups(root: ET.Element) -> list[ET.Element]:
    return [g for g in root.iter(f"{NS}g") if g.get("class") == "card"]


@pytest.mark.parametrize("card", CARDS_BY_INDEX, ids=str)
def test_every_card_is_well_formed_xml_with_title_desc_and_label(card: Card) -> None:
    root = parse(card_svg(card))
    assert root.find(f"{NS}title").text == str(card)
    (group,) = card_groups(root)
    assert group.get("role") == "img"
    assert group.get("aria-label") == card.name()
    assert group.get("data-card") == str(card)
    assert group.find(f"{NS}title").text == str(card)
    assert card.name() in group.find(f"{NS}desc").text


def test_card_svg_is_deterministic() -> None:
    hand = CardSet.parse("AS KH 7D 2C")
    assert hand_svg(hand.sorted(), fan=True) == hand_svg(hand.sorted(), fan=True)
    assert card_svg(Card.parse("CB", "spanish")) == card_svg(Card.parse("CB", "spanish"))


def test_width_scales_the_card() -> None:
    root = parse(card_svg(Card.parse("QS"), width=100))
    assert (root.get("width"), root.get("height")) == ("100", "140")


@pytest.mark.parametrize("suit", [Suit.OROS, Suit.COPAS, Suit.ESPADAS, Suit.BASTOS])
def test_spanish_pips_are_drawn_shapes_not_letters(suit: Suit) -> None:
    """A number card's face has pips drawn with paths/circles; the only text is the corner index."""
    card = Card.parse("5" + suit.letter, "spanish")
    root = parse(card_svg(card))
    texts = [t.text for t in root.iter(f"{NS}text")]
    assert texts == ["5", "5"]  # the two corner indices, no suit letter or word
    shapes = [e for e in root.iter() if e.tag in (f"{NS}path", f"{NS}circle", f"{NS}ellipse")]
    assert len(shapes) >= 5 * 3  # five pips of several shapes each, plus the corners


def test_spanish_suits_have_distinct_pictures() -> None:
    faces = {
        card_svg(Card.parse("A" + suit.letter, "spanish")).split("<desc>")[2] for suit in SPANISH_40.suits
    }
    assert len(faces) == 4


def test_court_cards_show_rank_letter_and_suit() -> None:
    root = parse(card_svg(Card.parse("CC", "spanish")))
    texts = [t.text for t in root.iter(f"{NS}text")]
    assert texts.count("C") == 3 and "caballo" in texts
    root = parse(card_svg(Card.parse("QH")))
    assert [t.text for t in root.iter(f"{NS}text")].count("Q") == 3


def test_ten_is_written_10_in_the_corner() -> None:
    assert ">10</text>" in card_svg(Card.parse("TD"))


def test_face_down_card_hides_everything_about_the_card() -> None:
    svg = card_svg(Card.parse("AS"), face_down=True)
    root = parse(svg)
    assert "ace of spades" not in svg and "A♠" not in svg and "data-card" not in svg
    assert root.find(f"{NS}title").text == "face-down card"
    assert card_groups(root)[0].get("aria-label") == "face-down card"
    assert back_svg() == card_svg(None)


def test_highlight_states() -> None:
    plain = card_svg(Card.parse("7C"))
    legal = card_svg(Card.parse("7C"), state="legal")
    illegal = card_svg(Card.parse("7C"), state="illegal", note="must follow ♥")
    selected = card_svg(Card.parse("7C"), selected=True)
    assert len({plain, legal, illegal, selected}) == 4
    assert 'data-state="legal"' in legal and "can be played" in legal
    assert 'data-state="illegal"' in illegal and "cannot be played now (must follow ♥)" in illegal
    assert 'fill-opacity="0.62"' in illegal  # the grey veil that dims it
    assert "selected" in selected
    with pytest.raises(
        TutorError, match="state 'maybe' is not a card's state: give None, 'legal' or 'illegal'"
    ):
        card_svg(Card.parse("7C"), state="maybe")


def test_hand_marks_legal_and_illegal_cards_and_raises_selected() -> None:
    hand = CardSet.parse("AS 7H 9H 2C").sorted()
    root = parse(hand_svg(hand, legal=CardSet.parse("7H 9H"), selected=[Card.parse("9H")]))
    states = {g.get("data-card"): g.get("data-state") for g in card_groups(root)}
    assert states == {"AS": "illegal", "7H": "legal", "9H": "legal", "2C": "illegal"}
    transforms = {g.get("data-card"): g.get("transform") for g in card_groups(root)}
    assert transforms["9H"].startswith("translate(") and "translate(0 12.96)" in transforms["AS"]
    assert " 0)" in transforms["9H"].split(" scale")[0]  # raised to the top
    assert root.find(f"{NS}title").text == "AS 9H 7H 2C"


def test_hand_keeps_the_given_order_and_counts_face_down_cards() -> None:
    root = parse(hand_svg([*parse_cards("KD 2S"), None, None]))
    assert [g.get("data-card") for g in card_groups(root)] == ["KD", "2S", None, None]
    assert root.find(f"{NS}title").text == "KD 2S +2 face down"
    assert len(card_groups(parse(hand_svg(3)))) == 3


def test_fanned_hand_fits_its_picture() -> None:
    root = parse(hand_svg(CardSet.parse("AS KS QS JS TS 9S 8S").sorted(), fan=True))
    width, height = float(root.get("width")), float(root.get("height"))
    assert 72 < width < 7 * 72 and 100 < height < 200
    turned = [g for g in card_groups(root) if "rotate(" in g.get("transform")]
    assert len(turned) == 6  # all but the middle card


def test_empty_hand_and_trick_are_valid_svg() -> None:
    parse(hand_svg([]))
    assert parse(trick_svg([])).find(f"{NS}title").text == "empty trick"


def test_trick_labels_seats_and_marks_the_winner() -> None:
    svg = trick_svg(parse_cards("9H KH 2H"), seats=("North", "East", "South"), winner=1)
    root = parse(svg)
    texts = [t.text for t in root.findall(f"{NS}text")]
    assert texts == ["North", "East wins", "South"]
    assert "won by East" in root.find(f"{NS}desc").text
    with pytest.raises(ValueError, match="seat labels"):
        trick_svg(parse_cards("9H KH"), seats=("North",))


def test_trick_value_uses_its_own_seats() -> None:
    trick = Trick(leader=2, plays=tuple(zip((2, 3), parse_cards("9H KH"), strict=True)))
    texts = [t.text for t in parse(trick_svg(trick)).findall(f"{NS}text")]
    assert texts == ["seat 3", "seat 4"]
    assert parse(trick._repr_svg_()).find(f"{NS}title").text == "9H KH"


def test_reprs_display_through_svg() -> None:
    assert parse(Card.parse("QS")._repr_svg_()).find(f"{NS}title").text == "QS"
    assert parse(CardSet.parse("2C AS")._repr_svg_()).find(f"{NS}title").text == "AS 2C"


@pytest.mark.parametrize("seats", [2, 3, 4])
def test_table_for_2_3_4_seats(seats: int) -> None:
    names = ("South", "West", "North", "East")[:seats]
    hands = [CardSet.parse("AS KS 7H").sorted()] + [3] * (seats - 1)
    svg = table_svg(
        hands,
        seats=names,
        trick=[(1, Card.parse("9H"))],
        to_act=0,
        lines=["trump: ♠"],
        legal=[Card.parse("7H")],
    )
    root = parse(svg)
    backs = [g for g in card_groups(root) if g.get("aria-label") == "face-down card"]
    assert len(backs) == 3 * (seats - 1)
    texts = [t.text for t in root.iter(f"{NS}text") if t.text]
    assert "▶ South" in texts and "trump: ♠" in texts
    assert "nine of hearts" in root.find(f"{NS}desc").text  # card names, read out by screen readers


def test_table_rejects_five_seats() -> None:
    with pytest.raises(ValueError, match="2, 3 or 4 seats"):
        table_svg([1, 1, 1, 1, 1])


def test_state_svg_through_the_protocol() -> None:
    class FakeState:
        hands = (CardSet.parse("AS 2C"), CardSet.parse("KD QD"))
        trick = Trick(leader=1, plays=((1, Card.parse("KH")),))
        to_act = 0
        trump = Suit.SPADES

        def facts(self, seats=None):
            return [("turn", "South to act"), ("trump", "♠")]

    root = parse(state_svg(FakeState(), seat=0, seats=("South", "North")))
    shown = [g.get("data-card") for g in card_groups(root)]
    assert shown == ["AS", "2C", None, None, "KH"]
    assert "trumps: ♠" in [t.text for t in root.iter(f"{NS}text")]


@settings(max_examples=60, deadline=None)
@given(st.lists(st.sampled_from(CARDS_BY_INDEX), unique=True, max_size=14), st.booleans(), st.data())
def test_any_hand_is_well_formed_and_labelled(cards: list[Card], fan: bool, data: st.DataObject) -> None:
    legal = data.draw(st.sets(st.sampled_from(cards))) if cards else None
    root = parse(hand_svg(cards, fan=fan, legal=legal))
    groups = card_groups(root)
    assert [g.get("aria-label") for g in groups] == [c.name() for c in cards]
    for card, group in zip(cards, groups, strict=True):
        expected = None if legal is None else "legal" if card in legal else "illegal"
        assert group.get("data-state") == expected
        assert group.find(f"{NS}title").text == str(card)
        assert card.family in (Family.FRENCH, Family.SPANISH)


def test_table_labels_of_empty_side_hands_stay_inside_the_picture() -> None:
    root = parse(table_svg([[], [], []], seats=("South", "West", "East")))
    width = float(root.get("width"))
    for text in root.iter(f"{NS}text"):
        assert 0 < float(text.get("x")) < width - 20, text.text


@pytest.mark.parametrize("name", ["satat", "saskop", "piquet", "subastao"])
def test_state_svg_draws_every_game_through_the_protocol(name: str) -> None:
    from tutor import games

    module = games.get(name)
    if not hasattr(module, "start"):
        pytest.skip(f"{name} has no start() yet")
    state = module.start(1)
    for _ in range(8):
        if state.is_terminal:
            break
        state = state.apply(state.legal_actions()[0])
    everyone = parse(state_svg(state))
    held = sum(len(hand) for hand in state.hands)
    in_trick = len(state.trick) if getattr(state, "trick", None) is not None else 0
    assert sum(1 for g in card_groups(everyone) if g.get("data-card")) == held + in_trick
    mine = parse(state_svg(state, seat=0))
    shown = {g.get("data-card") for g in card_groups(mine) if g.get("data-card")}
    assert {str(c) for c in state.hands[0]} <= shown
    hidden = sum(1 for g in card_groups(mine) if g.get("aria-label") == "face-down card")
    assert hidden == held - len(state.hands[0])


def test_trick_and_hand_pictures_are_named_in_words_for_screen_readers() -> None:
    """A trick reads "nine of hearts; king of hearts ...", not "9H KH AS 3H" (issue 13)."""
    import re

    from tutor import svg

    trick = svg.trick_svg(parse_cards("9H KH AS 3H"))
    label = re.search(r'<svg[^>]* aria-label="([^"]*)"', trick).group(1)
    assert "king of hearts" in label and "9H" not in label
    hand = svg.hand_svg(parse_cards("QS 7C"))
    label = re.search(r'<svg[^>]* aria-label="([^"]*)"', hand).group(1)
    assert "queen of spades" in label and "QS" not in label


def test_a_whole_pack_draws_one_row_per_suit_narrow_enough_for_a_page() -> None:
    """Lesson 04's 32-card pack used to be one row of 32 cards, running off the right edge."""
    from tutor.cards import FRENCH_32

    wide = hand_svg(FRENCH_32.cards)
    pack = FRENCH_32.cardset._repr_svg_()
    width = float(ET.fromstring(pack).get("width"))
    assert width < float(ET.fromstring(wide).get("width")) / 3
    assert "max-width:100%" in pack  # and it shrinks on a phone


# -- the input forms of the games, and junk refused with a TutorError -------------------------------------------


def test_cards_are_drawn_from_their_text_as_the_games_take_them():
    hand = CardSet.parse("AS 7H 2C")
    assert card_svg("QS") == card_svg(Card.parse("QS")) == card_svg(" q♠ ")
    assert hand_svg("AS 7H 2C", legal="7H") == hand_svg(hand.sorted(), legal=CardSet.parse("7H"))
    assert hand_svg(["AS", "7H", "2C"], selected=["2C"]) == hand_svg(
        hand.sorted(), selected=parse_cards("2C")
    )
    assert trick_svg("9H KH 2H", winner=1) == trick_svg(parse_cards("9H KH 2H"), winner=1)
    assert table_svg(["AS KS", 2, None, "QH"]) == table_svg(
        [parse_cards("AS KS"), 2, None, parse_cards("QH")]
    )
    with pytest.raises(TutorError, match=r"'AO' is not a card: .*Spanish cards: give them as cards"):
        hand_svg("AO CC")  # Spanish cards come as cards (their text is read as French cards)
    assert hand_svg(CardSet.parse("AO CC", "spanish").sorted()).count('class="card"') == 2


SVG_JUNK = st.sampled_from(
    [
        None,
        0,
        -3,
        2.5,
        True,
        "",
        "ZZ",
        "AS AS ZZ",
        b"AS",
        object(),
        {"AS": 1},
        [None, "ZZ"],
        ["AS", 3],
        [(9, "AS")],
    ]
)


@settings(max_examples=200, deadline=None)
@given(
    function=st.sampled_from(["card", "hand", "trick", "table", "back"]),
    first=st.one_of(SVG_JUNK, st.sampled_from(["QS", "AS KH", ["AS", "KH"], 3])),
    option=st.sampled_from(
        ["width", "legal", "selected", "notes", "fan", "winner", "seats", "state", "step", None]
    ),
    value=SVG_JUNK,
)
def test_svg_functions_refuse_junk_with_a_tutor_error_and_nothing_else(function, first, option, value):
    options = {
        "card": ("width", "state", "selected"),
        "hand": ("width", "legal", "selected", "notes", "fan", "step"),
        "trick": ("width", "winner", "seats"),
        "table": ("width", "legal", "seats"),
        "back": ("width",),
    }[function]
    keywords = {option: value} if option in options else {}
    draw = {"card": card_svg, "hand": hand_svg, "trick": trick_svg, "table": table_svg}.get(function)
    try:
        if function == "back":
            back_svg(**keywords)
        elif function == "table":
            table_svg([first, first, None, 2], **keywords)
        else:
            draw(first, **keywords)
    except TutorError as error:
        assert str(error)


def test_a_table_says_the_trumps_as_the_game_does_before_they_are_named():
    from tutor import games
    from tutor.games import satat, subastao

    for name in ("satat", "saskop", "subastao"):
        state = games.get(name).start(1)
        assert state.trump is None and "trumps: not named yet" in state_svg(state)
        assert "no trump" not in state_svg(state)
    assert "trumps not named yet" in satat.start(1).describe()
    assert "no trumps" in state_svg(games.get("piquet").start(1))
    named = satat.start(1, trump="S")
    assert "trumps: ♠" in state_svg(named) and "trumps ♠" in named.describe()
    kasiet = satat.start(1, rules=satat.SatatRules(trup_kasiet=True))
    hidden = satat.start(1, rules=kasiet.rules, trump=kasiet.hand(kasiet.maker).sorted()[0])
    hidden = hidden.view((hidden.maker + 1) % 4)  # a seat that has not seen the face-down card
    assert "trumps: hidden" in state_svg(hidden) and "trumps hidden" in hidden.describe()
    all_passed = subastao.start(2).apply("pass").apply("pass").apply("pass")
    assert all_passed.is_terminal and dict(all_passed.facts())["trump"] == "none"
