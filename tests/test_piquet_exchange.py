"""The exchange simulation (``piquet.estimate_discard``), what a discard breaks (``piquet.discard_reasons``), and the
drill step built on them (``drills.discard_choice``): Cavendish's advice on discarding, judged by trying it."""

from __future__ import annotations

import pytest

from tutor.errors import NotationError
from tutor.games import piquet
from tutor.lesson import drills

HAND = "AS KS QS JS 9S AH 8H 7H KD 9D 8C 7C"


def test_keeping_the_point_and_the_sequence_scores_more_in_hand_than_throwing_them():
    keep = piquet.estimate_discard(HAND, "8H 7H 9D 8C 7C", samples=200)
    throw = piquet.estimate_discard(HAND, "KS QS JS 9S 7C", samples=200)
    assert keep.margin > throw.margin + 10
    assert keep.point > throw.point


def test_the_same_seed_tries_every_discard_on_the_same_deals():
    a = piquet.estimate_discard(HAND, "8H 7H 9D 8C 7C", samples=50, seed=3)
    b = piquet.estimate_discard(HAND, "8H 7H 9D 8C 7C", samples=50, seed=3)
    assert a == b
    assert a.samples == 50 and a.discard == piquet.parse_cards("8H 7H 9D 8C 7C")


def test_discard_reasons_name_the_point_the_sequence_the_set_and_the_bare_king():
    assert piquet.discard_reasons(HAND, "KS") == (
        "it throws 1 card of your point (♠)",
        "it breaks your quart major in ♠",
    )
    assert piquet.discard_reasons("TS 8S KH QH JH TH 9H AD TD 8D KC 9C", "TS") == (
        "it breaks your trio of tens",
    )
    assert piquet.discard_reasons(HAND, "9D") == ("it leaves the K♦ unguarded",)
    assert piquet.discard_reasons(HAND, "8C 7C") == ()


def test_a_king_with_its_ace_needs_no_guard():
    assert piquet.discard_reasons("AS KS QS JS 9S AH KH 7H KD 9D 8C 7C", "7H") == ()


def test_the_elder_exchanges_one_to_five_cards():
    with pytest.raises(NotationError, match="one to 5"):
        piquet.estimate_discard(HAND, "AS KS QS JS 9S AH")
    with pytest.raises(NotationError, match="one to 5"):
        piquet.estimate_discard(HAND, "")


def test_the_younger_takes_at_most_his_three_and_the_cards_the_elder_left():
    with pytest.raises(NotationError, match="one to 3"):
        piquet.estimate_discard(HAND, "8H 7H 9D 8C", role="younger")
    assert piquet.estimate_discard(HAND, "8H 7H 9D 8C", role="younger", left=1, samples=5).samples == 5


def test_a_discard_must_come_from_the_hand():
    with pytest.raises(NotationError, match="not in the hand"):
        piquet.estimate_discard(HAND, "TS")
    with pytest.raises(NotationError, match="role"):
        piquet.estimate_discard(HAND, "7C", role="dealer")
    with pytest.raises(NotationError, match="role"):
        piquet.estimate_discard(HAND, "7C", role=["elder"])
    with pytest.raises(NotationError, match="left"):
        piquet.estimate_discard(HAND, "7C", role="younger", left=5)


def test_the_discard_step_accepts_exactly_the_discards_within_tolerance_of_the_best():
    options = ["8H 7H 9D 8C 7C", "KS QS JS 9S 7C", "9S 8H 7H 8C 7C", "AS AH KD 8C 7C"]
    step = drills.discard_choice(HAND, options, tolerance=4.0, samples=100, seed=2)
    margins = {
        piquet.parse_cards(o): piquet.estimate_discard(HAND, o, samples=100, seed=2).margin for o in options
    }
    best = max(margins.values())
    expected = {tuple(sorted(k, key=lambda c: c.index)) for k, m in margins.items() if best - m <= 4.0}
    assert {tuple(sorted(a, key=lambda c: c.index)) for a in step.answers()} == expected
    for wrong in step.wrong_answers():
        feedback = step.check(wrong)
        assert not feedback.correct and "less in hand than another discard" in feedback.reason
        for right in step.answers():
            assert step.label(right) not in str(feedback)


def test_the_discard_drill_gives_gradable_exercises():
    drill = drills.piquet_discard(seed=4, samples=60)
    for step in drill.take(2):
        assert step.answers() and step.wrong_answers()
