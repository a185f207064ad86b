"""Cavendish's worked examples, replayed as whole deals; every expected figure is worked out by hand below.

Each deal is built from the hands the players hold *after* the exchange: the elder is dealt one card
(``elder_out``) instead of the top card of the stock, the younger one card (``younger_out``) instead of the
next. So the elder discards ``elder_out`` and takes one card, the younger likewise, and the younger leaves
six cards in the stock (he is then asked, after the elder's first lead, whether he looks at them).
"""

from __future__ import annotations

from tests.helpers import ELDER, golden_deal, huitieme_calls, huitieme_deal
from tutor.cards import CardSet
from tutor.games import piquet
from tutor.games.piquet import Call, Kind, Look, Score, settle


def test_piquet_golden_repique_of_ninety_four():
    # Elder: point of five in spades (A K Q J 10 = 51), quint major, quatorze of aces -- all good.
    # Younger's best: point of three, tierces, trios: every answer is forced "good".
    # Reckoning: point 5, quint 15 (20), quatorze 14 (34): thirty before the younger counts -> repique: 94.
    s = golden_deal(
        "AS KS QS JS TS AH AD AC 8H 7H 8D 7C", "KH QH JH KD QD JD KC QC JC 9S 8S 7S", "9H", "9D", "AC", "7S"
    )
    s = s.apply(Call(Kind.POINT, CardSet(piquet.parse_cards("AS KS QS JS TS"))))
    s = s.apply(Call(Kind.SEQUENCE, CardSet(piquet.parse_cards("AS KS QS JS TS"))))
    s = s.apply(Call(Kind.SET, CardSet(piquet.parse_cards("AS AH AD AC"))))
    assert s.phase is piquet.Phase.PLAY
    assert [(e.score, e.points, e.totals) for e in s.events] == [
        (Score.POINT, 5, (5, 0)),
        (Score.SEQUENCES, 15, (20, 0)),
        (Score.SETS, 14, (34, 0)),
        (Score.REPIQUE, 60, (94, 0)),
    ]
    assert "Elder: I score quatorze of aces, 14." in [str(line) for line in s.dialogue]


def test_piquet_golden_thirty_two_in_hand_without_repique():
    # Elder: quint to the king in spades (good), tierce minor in hearts, quatorze of queens (good): 15+3+14 = 32.
    # Younger: six clubs (A K J 10 9 8 = 58) beats elder's five spades: "not good", younger scores 6 for point,
    # which reckons before the elder's sequences, so the elder's 32 is no repique (Cavendish, Scoring).
    s = golden_deal(
        "KS QS JS TS 9S QH 9H 8H 7H QD QC 7D", "AC KC JC TC 9C 8C 8S 7S KH JH KD JD", "AS", "AH", "7D", "JD"
    )
    s = s.apply(Call(Kind.POINT, CardSet(piquet.parse_cards("KS QS JS TS 9S"))))
    assert {str(a) for a in s.legal_actions()} == {'answer "good"', 'answer "not good"', 'answer "making?"'}
    s = s.apply("not good")
    s = s.apply(Call(Kind.SEQUENCE, CardSet(piquet.parse_cards("KS QS JS TS 9S"))))
    s = s.apply(Call(Kind.SET, CardSet(piquet.parse_cards("QS QH QD QC"))))
    assert s.scores == (32, 6)
    assert not any(e.score is Score.REPIQUE for e in s.events)
    seq = s.results[1]
    assert [c.name() for c in seq.combinations] == ["quint to the king in ♠", "tierce minor in ♥"]


def test_piquet_golden_three_tens_save_the_pique():
    # The younger's three tens (3) reckon before the elder's first lead, which brings him to 30: no pique.
    s = huitieme_calls(huitieme_deal())
    assert s.calling.step is piquet.Step.YOUNGER_CALL  # the elder had no set: the younger may call his
    s = s.apply(Call(Kind.SET, CardSet(piquet.parse_cards("TH TD TC"))))
    assert s.scores == (29, 3)
    s = s.apply("AS").apply(Look(False))
    assert s.scores == (30, 3)
    assert not any(e.score is Score.PIQUE for e in s.events)


def test_piquet_golden_sinking_the_tens_lets_the_pique_through():
    # Same deal, but the younger sinks his trio: he has counted nothing, and the elder's lead makes 30 -> 60.
    s = huitieme_calls(huitieme_deal()).apply(piquet.Sink(Kind.SET))
    assert s.scores == (29, 0)
    # The card that makes thirty need not win: the elder leads his 7♦ and the younger takes it with the 8♦.
    s = s.apply("7D")
    assert [(e.score, e.totals) for e in s.events[-2:]] == [(Score.PLAY, (30, 0)), (Score.PIQUE, (60, 0))]
    s = s.apply(Look(False)).apply("8D")
    assert s.scores == (60, 1) and s.standing().pique == ELDER


def test_piquet_golden_pique_of_sixty():
    # Cavendish: quint major good for point (5) and sequence (15), three aces good (3): 23. He leads the
    # quint and two aces: 7 leads make 30 before the younger counts anything -> "sixty".
    s = golden_deal(
        "AS KS QS JS TS AH AD 8H 7H 8D 7D 8C", "KH QH JH TH 9H KD QD JD KC QC JC 9C", "7C", "9S", "8C", "9C"
    )
    # The younger's five hearts (K Q J 10 9 = 49) and quint to the king let him ask, then lose (51; major).
    s = s.apply(Call(Kind.POINT, CardSet(piquet.parse_cards("AS KS QS JS TS")))).apply("making?")
    s = s.apply(Call(Kind.SEQUENCE, CardSet(piquet.parse_cards("AS KS QS JS TS")))).apply("how high?")
    s = s.apply(Call(Kind.SET, CardSet(piquet.parse_cards("AS AH AD"))))
    assert s.scores == (23, 0)
    assert [str(line) for line in s.dialogue[:6]] == [
        "Elder: Five cards.",
        "Younger: Equal: what do they make?",
        "Elder: Making 51.",
        "Younger: Good.",
        "Elder: I score point of five (51) in ♠, 5.",
        "Elder: A quint.",
    ]
    s = s.apply("AS").apply(Look(False)).apply("9C")
    for lead, follow in (("KS", "JC"), ("QS", "QC"), ("JS", "KC"), ("TS", "9H"), ("AH", "TH")):
        s = s.apply(lead).apply(follow)
    assert s.scores == (29, 0)
    s = s.apply("AD")
    assert s.scores == (60, 0)
    assert s.standing().pique == ELDER


def test_piquet_golden_equality_does_not_save_a_pique():
    # Point equal (both five cards making 49), quint and quatorze of jacks good: 29 in hand; the lead makes
    # 30 and the younger has counted nothing (an equality is not a score): pique.
    s = golden_deal(
        "KS QS JS TS 9S JH JD JC 7H 8D 7D 8C", "AH KH QH TH 8H AS 8S 7S KD QD KC QC", "9H", "9D", "8C", "QC"
    )
    s = s.apply(Call(Kind.POINT, CardSet(piquet.parse_cards("KS QS JS TS 9S"))))
    s = s.apply("making?").apply("equal")
    assert s.results[0].equal and s.results[0].scorer is None
    s = s.apply(Call(Kind.SEQUENCE, CardSet(piquet.parse_cards("KS QS JS TS 9S"))))
    s = s.apply(Call(Kind.SET, CardSet(piquet.parse_cards("JS JH JD JC"))))
    assert s.scores == (29, 0)
    assert s.apply("KS").scores == (60, 0)


def test_piquet_golden_capot_is_forty_and_not_a_pique():
    # Cavendish: point (6 hearts, 56 against the younger's 6 clubs making 54), quart major, three aces: 13.
    # He wins every trick: 12 leads (25) and the last trick (26); capot 40 -> 66. No pique: 26 < 30, and
    # the capot reckons after the play.
    s = golden_deal(
        "AS KS QS JS 8S AH KH JH TH 8H 7H AD", "KC QC JC 9C 8C 7C QH 9H 7S KD QD JD", "9S", "TC", "AD", "JD"
    )
    s = s.apply(Call(Kind.POINT, CardSet(piquet.parse_cards("AH KH JH TH 8H 7H"))))
    s = s.apply("making?")
    assert s.to_act == ELDER  # "good" was forced: 54 < 56
    s = s.apply(Call(Kind.SEQUENCE, CardSet(piquet.parse_cards("AS KS QS JS"))))
    s = s.apply(Call(Kind.SET, CardSet(piquet.parse_cards("AS AH AD"))))
    assert s.scores == (13, 0)
    plays = [
        ("AS", "7S"), ("KS", "7C"), ("QS", "8C"), ("JS", "9C"), ("8S", "JC"), ("AH", "9H"),
        ("KH", "QH"), ("JH", "QC"), ("TH", "KC"), ("8H", "JD"), ("7H", "QD"), ("AD", "KD"),
    ]  # fmt: skip
    for i, (lead, follow) in enumerate(plays):
        s = s.apply(lead)
        if i == 0:
            s = s.apply(Look(True))
        s = s.apply(follow)
    assert s.is_terminal
    assert s.scores == (66, 0)
    assert [(e.score, e.points) for e in s.events[-2:]] == [(Score.PLAY, 1), (Score.CARDS, 40)]
    assert s.outcome().capot == ELDER and s.outcome().pique is None


def test_piquet_golden_rubicon_settlements():
    # Cavendish: A 131, B 113 -> 131 - 113 + 100 = 118; A 125, B 81 (rubiconed) -> 125 + 81 + 100 = 306.
    assert settle((131, 113)).points == 118 and not settle((131, 113)).rubicon
    r = settle((125, 81))
    assert (r.winner, r.points, r.rubicon) == (0, 306, True)
    assert settle((81, 125)).winner == 1


def test_piquet_golden_partie_rubicon_from_six_deals():
    p = piquet.Partie.start(1)
    deals = ((20, 13), (15, 30), (27, 6), (41, 12), (9, 20), (13, 0))  # 125 - 81
    p = piquet.Partie(p.seed, p.rules, p.cut, deals)
    assert p.is_over and p.totals == (125, 81)
    assert str(p.result()) == "South wins 306 (125 + 81 + 100: North is rubiconed)"
