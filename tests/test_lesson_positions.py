"""The lessons that take their positions from deals (bot-played or built) still find the positions their text
describes; when one disappears (a new bot, a new shuffle), the lesson fails loudly instead of drifting.

Each lesson is run in this process (its code cells, as ``test_lessons_run`` does), then its positions are
checked against the rules API.
"""

from __future__ import annotations

import contextlib
import functools
import io
from pathlib import Path

import pytest

from tutor.cards import Card
from tutor.games import piquet, satat
from tutor.games.piquet import Role, Score

jupytext = pytest.importorskip("jupytext")

LESSONS = Path(__file__).parent.parent / "lessons"


@functools.cache
def _lesson(stem: str) -> dict:
    notebook = jupytext.read(LESSONS / f"{stem}.md")
    namespace: dict = {"__name__": f"lesson_{stem.replace('-', '_')}"}
    with contextlib.redirect_stdout(io.StringIO()):
        for cell in notebook.cells:
            if cell.cell_type == "code":
                exec(compile(cell.source, f"{stem}.md", "exec"), namespace)
    return namespace


def test_piquet_lesson_counts_lead_points_from_score_records_not_words():
    ns = _lesson("04-follow-piquet")
    end, north = ns["end"], ns["north"]
    leads = [t for t in end.tricks if t.leader == north]
    assert ns["lead_points"](north) == len(leads) == ns["led_by"](north)
    # every lead scored one point, recorded with the card led
    lead_events = [e for e in end.events if e.score is Score.PLAY and isinstance(e.detail, Card)]
    assert sorted(str(e.detail) for e in lead_events) == sorted(str(t.cards[0]) for t in end.tricks)


def test_piquet_lesson_capot_deal_gives_every_trick_and_forty():
    ns = _lesson("04-follow-piquet")
    capot = ns["capot"]
    assert capot.outcome().tricks == (12, 0)
    assert [e.points for e in capot.events if e.score is Score.CARDS] == [40]
    assert not [e for e in capot.events if e.score in (Score.POINT, Score.SEQUENCES, Score.SETS)]


def test_satat_lesson_seven_nil_moment_offers_the_choice():
    ns = _lesson("02-follow-satat")
    state = ns["at_seven"]
    assert sorted(state.tricks_won) == [0, 7]
    assert {satat.Continue(True), satat.Continue(False)} <= set(state.legal_actions())


def test_signals_lesson_moments_are_in_the_replayed_deal():
    ns = _lesson("07-satat-signals")
    deal = ns["deal"]
    for moment in (ns["choice_moment"], ns["grate_moment"]):
        assert deal.history[: len(moment.history)] == moment.history
    pile, grate = ns["pile"], ns["grate"]
    assert ns["truth"](ns["choice_moment"], pile) != ns["truth"](ns["choice_moment"], grate)
    assert ns["grate_record"].signal is satat.Signal.GRATE
    assert not ns["bluff"].true
    assert ns["bluff"].card == ns["west_card"]


def test_signals_lesson_fails_loudly_when_a_moment_disappears():
    ns = _lesson("07-satat-signals")
    with pytest.raises(LookupError, match="no longer has"):
        ns["find"](lambda state: False, "an impossible moment")


@pytest.mark.parametrize("game", ["satat", "saskop", "piquet", "subastao"])
def test_play_a_hand_position_offers_a_real_choice_and_legal_advice(game):
    ns = _lesson("11-play-a-hand")
    lesson = ns[f"{game}_move"]
    step = lesson.steps[0]
    state = step.scenario.state
    legal = {a.card for a in state.legal_actions() if hasattr(a, "card")}
    assert len(legal) > 1
    right = step.answers()
    assert len(right) == 1 and right[0] in legal
    assert any(not step.check(card).correct for card in legal)


def test_play_a_hand_fails_loudly_without_a_position():
    ns = _lesson("11-play-a-hand")
    with pytest.raises(ValueError, match="no position"):
        ns["position"]("piquet", 7, plays=1000)


def _by_id(name: str) -> dict:
    """A lesson found by its id (its file name without the number, which may change)."""
    (path,) = LESSONS.glob(f"[0-9][0-9]-{name}.md")
    return _lesson(path.stem)


def test_satat_deal_lesson_positions_show_what_its_text_says():
    ns = _by_id("satat-a-whole-deal")
    draw = ns["draw"]
    assert len(draw) == 2 and ns["again"] == frozenset(seat for seat, _ in draw[1])
    assert satat.Redeal() in ns["no_picture"].legal_actions()
    assert satat.Redeal() not in ns["with_pictures"].legal_actions()
    assert satat.Redeal() not in ns["third_deal"].legal_actions()
    assert satat.ClaimNoTrumps() in ns["void"].legal_actions(ns["partner"])
    assert satat.ClaimNoTrumps() not in ns["holding"].legal_actions(ns["partner"])
    assert ns["played_on"].outcome().result is satat.Result.ORDINARY
    assert ns["all_thirteen"].outcome().result is satat.Result.THIRTEEN_ZERO
    assert ns["after"].phase is satat.Phase.EXCHANGE
    assert len(ns["after"].legal_actions()) < 13, "the winner holds no singleton: the step teaches nothing"


def test_trup_kasiet_lesson_positions_show_what_its_text_says():
    ns = _by_id("satat-trup-kasiet")
    ruling = ns["ruling"]
    trump = ns["face_down"].suit
    winner = ruling.cards[satat.trick_winner(ruling.cards, trump=trump)]
    assert winner.suit is trump and ruling.cards[0].suit is not trump, "the ruling does not show the trump"
    assert not ns["guessed"].trump_known and len(satat.possible_trumps(ns["guessed"], 3)) == 1
    assert len(ns["ruled_out"].tricks) < len(ns["two_left"].tricks) <= len(ns["revealed"].tricks)
    with pytest.raises(LookupError, match="no longer has"):
        ns["after_trick"](ns["deal"], lambda state: False, "an impossible moment")


def test_satat_play_lesson_positions_show_what_its_text_says():
    from tutor.lesson.principles.satat import COUNT_TRUMPS, DRAW_TRUMPS, FOLLOW_VIRE, GIVE_SPARE, PLAY_ON

    ns = _by_id("satat-play")
    examples = {
        COUNT_TRUMPS: ns["count_example"],
        DRAW_TRUMPS: ns["draw_example"],
        FOLLOW_VIRE: ns["vire_example"],
        PLAY_ON: ns["playon_example"],
        GIVE_SPARE: ns["give_example"],
    }
    for principle, shown in examples.items():  # each example breaks its principle at a cost, and keeps to it
        assert shown.principle is principle and shown.loss > 0 and shown.how
    count = ns["count_deal"]
    assert count.trick.cards[-1] is satat.TWO_OF_HEARTS and satat.SEATS[count.to_act] == "East"
    draw = ns["draw_deal"]
    held = len(draw.hand(draw.to_act).of_suit(draw.trump))
    played = sum(
        1 for t in draw.tricks for c in t.cards if c.suit is draw.trump and c is not satat.TWO_OF_HEARTS
    )
    trumps = [c for c in satat.DECK.cards if c.suit is draw.trump and c is not satat.TWO_OF_HEARTS]
    assert held == len(trumps) - played - held == 2, (
        "the text says: two trumps, and two more in the other hands"
    )
    vire = ns["vire_deal"]
    asked = [
        i.suit for i in satat.inferences(vire, vire.to_act) if i.kind is satat.InferenceKind.LEAD_REQUEST
    ]
    assert asked and asked[-1] is ns["card"]("JC").suit and vire.trick_winners[-1] == vire.to_act
    south = satat.partner(vire.to_act)
    assert not vire.hand(south).of_suit(asked[-1]) and vire.hand(south).of_suit(vire.trump), (
        "South cannot ruff clubs"
    )
    outcome = ns["seven_zero"]()
    assert outcome.result is satat.Result.SEVEN_ZERO and satat.SEATS[ns["playon_deal"].to_act] == "South"
    give = ns["give_deal"]
    assert give.trump is ns["card"]("9D").suit and satat.team(give.to_act) == outcome.winner
    for drills in ("count_drills", "draw_drills", "vire_drills", "playon_drills", "give_drills"):
        assert len(ns[drills].steps) == 2


def test_saskop_play_lesson_positions_show_what_its_text_says():
    from tutor.games import saskop

    ns = _by_id("saskop-play")
    assert (
        ns["dealt"].phase is saskop.Phase.PICTURES
        and len(ns["pictures"](ns["dealt"].hand(ns["shower"]))) == 1
    )
    help_me, caller = ns["help_me"], ns["caller"]
    assert saskop.can_call_emergency(help_me.hand(caller), help_me.trump)
    assert ns["game"].is_over and ns["game"].winner is not None
    with pytest.raises(LookupError, match="no longer has"):
        ns["moment"](14, lambda state: False, "an impossible moment")


def test_saskop_play_well_lesson_positions_show_what_its_text_says():
    from tutor.games import saskop
    from tutor.lesson.principles.saskop import trumps_out

    ns = _by_id("saskop-play-well")

    def trumps(state, seat):
        order = saskop.ordering(state.trump)
        return sorted((c for c in state.hand(seat) if order.is_trump(c)), key=order.strength, reverse=True)

    count = ns["count_deal"]  # East holds five trumps: K♥ Q♥ J♥ Q♣ and the 10♦
    assert {str(c) for c in trumps(count, count.to_act)} == {"KH", "QH", "JH", "QC", "TD"}
    points = ns["points_deal"]  # South led the K♣, the highest king, and no trump that could beat it is left
    king = points.trick.cards[0]
    order = saskop.ordering(points.trump)
    assert str(king) == "KC" and points.trick.leader == (points.to_act + 2) % 4
    assert not any(order.beats(c, king) for seat in range(4) for c in points.hand(seat))
    # North last to play: West trumped the hearts with the 9♦; North has no heart, and any trump beats it
    trump = ns["trump_deal"]
    (_, led), (_, second), (west, ruff) = trump.trick.plays
    order = saskop.ordering(trump.trump)
    assert led.suit.symbol == second.suit.symbol == "♥" and not order.is_trump(led) and str(ruff) == "9D"
    assert saskop.SEATS[west] == "West" and not any(
        order.suit_of(c) is led.suit for c in trump.hand(trump.to_act)
    )
    assert all(order.beats(a.card, ruff) for a in trump.legal_actions())
    # South holds the Q♠ and the Q♣, the two highest trumps left; two are still out
    caller = ns["caller_deal"]
    order = saskop.ordering(caller.trump)
    left = sorted(
        (c for seat in range(4) for c in caller.hand(seat) if order.is_trump(c)),
        key=order.strength,
        reverse=True,
    )
    assert [str(c) for c in left[:2]] == ["QC", "QS"] and trumps(caller, caller.to_act) == left[:2]
    assert trumps_out(caller) == 2 and len(caller.hand(caller.to_act)) == 4


def test_piquet_exchange_lesson_sinking_hands_the_sequences_to_the_younger():
    ns = _by_id("piquet-exchange")
    called, sunk, after = ns["called"], ns["sunk"], ns["after"]
    assert called.results[1].scorer is Role.ELDER and sunk.results[1].scorer is Role.YOUNGER
    cost = (called.scores[after.elder] - called.scores[after.younger]) - (
        sunk.scores[after.elder] - sunk.scores[after.younger]
    )
    assert cost > 0


def test_piquet_exchange_lesson_younger_discard_offers_a_card_that_breaks_nothing():
    ns = _by_id("piquet-exchange")
    reasons = [piquet.discard_reasons(ns["YOUNGER"], [d.card]) for d in ns["candidates"]]
    assert sum(1 for r in reasons if not r) == 1


def test_subastao_play_lesson_endings_reward_drawing_trumps_and_keeping_the_master():
    ns = _by_id("subastao-play")
    draw, last = ns["draw"], ns["last"]
    best = [card for card, cost in ns["draw_costs"].items() if cost.loss == 0]
    assert best and all(card.suit is draw.trump for card in best)
    kept = [card for card, cost in ns["last_costs"].items() if cost.loss == 0]
    assert kept and all(card.suit is not last.trump for card in kept)


@pytest.mark.parametrize("game", ["satat", "saskop", "piquet", "subastao"])
def test_strategy_lesson_endings_each_have_a_costly_card(game):
    ns = _by_id("strategy-drills")
    lesson = ns[f"{game}_endings"]
    for step in lesson.steps:
        assert step.answers() and step.wrong_answers()


def test_subastao_play_well_lesson_positions_show_what_its_text_says():
    from tutor.games import subastao

    ns = _by_id("subastao-play-well")
    bid = ns["bid_deal"]
    assert bid.phase is subastao.Phase.AUCTION and subastao.SEATS[bid.to_act] == "East"
    draw = ns["draw_deal"]
    assert ns["soloist_leads"](draw) and ns["trumps_out"](draw) == 4
    sing = ns["sing_deal"]
    assert subastao.cantes(sing.hand(sing.to_act), trump=sing.trump)[0].suit is sing.trump  # las cuarenta
    master = ns["master_deal"]
    assert not master.hand(master.to_act).of_suit(master.trick.cards[0].suit)  # he must trump
    for state in (ns["feed_shown"], ns["feed_seat"]):  # the overtake is forced
        order = subastao.ordering(state.trump)
        partner = order.winning_card(state.trick.cards)
        assert all(order.beats(a.card, partner) for a in state.legal_actions())
    soloist = ns["spend_deal"].hand(ns["spend_deal"].soloist)
    assert not soloist.of_suit(subastao.Suit.OROS) and soloist.of_suit(ns["spend_deal"].trump)
    for key in ("bid", "draw", "sing", "master", "feed", "spend"):
        assert len(ns[f"{key}_drills"].steps) == 2, key
