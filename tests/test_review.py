"""A whole deal reviewed card by card (issue 25, item 2): every card the learner played, from the first lead, judged
exactly within the solver's horizon and estimated before it, the costliest listed with the principle broken or the
reason; at the play table it begins at the deal's end, a card per turn of the event loop, and the learner may go on
meanwhile.
"""

from __future__ import annotations

import asyncio
import re

import pytest

from tests.helpers import text_problems, word_problems
from tutor import analysis, games
from tutor.games import piquet
from tutor.lesson.principles import of_game
from tutor.lesson.principles.piquet import GUARD_KING, position
from tutor.lesson.review import DealReview, exact_tricks

GAMES = ("satat", "saskop", "piquet", "subastao")


def _deal(game: str, seed: int):
    module = games.get(game)
    start = module.start(seed)
    end = module.play_out(start, [module.Bot(seed=seed * 3 + s) for s in range(len(module.SEATS))])
    return start, end


def _reviewed(game: str, seed: int, seat: int = 0) -> DealReview:
    start, end = _deal(game, seed)
    review = DealReview((start, end.history), seat)
    review.run()
    return review


@pytest.mark.parametrize("game", GAMES)
def test_every_card_the_learner_played_is_judged_in_order_exactly_within_the_horizon(game):
    for seed in range(1, 6):
        start, end = _deal(game, seed)
        review = DealReview((start, end.history), 0)
        assert not review.done or not review.total
        review.run()
        played = [a.card for a, s in _learner_plays(start, end)]
        assert [c.card for c in review.cards] == played
        for card, (_, before) in zip(review.cards, _learner_plays(start, end), strict=True):
            assert card.exact == analysis.in_reach(before, exact_tricks(game))
            assert card.trick == len(before.tricks) + 1 and card.loss >= 0
        if review.cards:
            return
    pytest.fail(f"{game}: South played no card in the first deals")


def _learner_plays(start, end, seat=0):
    state, out = start, []
    for action in end.history[len(start.history) :]:
        if state.phase.name == "PLAY" and state.to_act == seat and getattr(action, "card", None) is not None:
            out.append((action, state))
        state = state.apply(action)
    return out


@pytest.mark.parametrize("game", GAMES)
def test_an_exact_card_costs_what_the_analysis_says(game):
    for seed in range(1, 8):
        start, end = _deal(game, seed)
        review = DealReview((start, end.history), 0)
        review.run()
        for card, (action, before) in zip(review.cards, _learner_plays(start, end), strict=True):
            if not card.exact:
                continue
            costs = [c for a, c in analysis.costs(before).items() if getattr(a, "card", None) is action.card]
            assert card.loss == min(c.loss for c in costs)
            return
    pytest.fail(f"{game}: no card in reach in the first deals")


def test_a_piquet_deal_is_judged_exactly_from_the_first_lead():
    assert exact_tricks("piquet") == 12 >= analysis.EXACT_TRICKS["piquet"]
    review = _reviewed("piquet", 3)
    assert review.total == 12 and all(card.exact for card in review.cards)
    assert "Every card was worked out exactly" in review.summary()


def test_a_satat_deal_says_which_cards_were_estimated():
    review = next(r for r in (_reviewed("satat", seed) for seed in range(1, 9)) if r.total == 13)
    exact = [c.exact for c in review.cards]
    assert exact == sorted(exact) and 0 < sum(exact) < 13  # the first estimated, the last exact
    assert "estimated" in review.summary() and "worked out exactly" in review.summary()
    assert any(
        "estimated by playing the deal on" in c.words(review.last) for c in review.cards if not c.exact
    )


def test_the_costliest_cards_come_first_with_their_cost_and_the_principle_or_reason():
    for seed in range(1, 12):
        review = _reviewed("piquet", seed)
        costly = review.costliest()
        if len(costly) >= 2:
            break
    assert [c.loss for c in costly] == sorted((c.loss for c in costly), reverse=True)
    assert len(costly) <= review.top and all(c.loss > 0 for c in costly)
    assert {c.number for c in costly} <= {c.number for c in review.cards if c.loss}
    for card in costly:
        said = card.words(review.last)
        assert f"cost you {card.loss} point" in said
        assert ("It broke “" in said) == (card.principle is not None)


def test_a_card_that_broke_a_principle_is_told_which():
    """South, at the lesson's position, plays the 9♦ beside his K♦ while the A♦ is out; the bots finish the deal."""
    state = position("guard-example")
    bad = state.apply(piquet.Play(piquet.parse_card("9D")))
    end = piquet.play_out(bad, (piquet.Bot(seed=1), piquet.Bot(seed=2)))
    review = DealReview((state, end.history[len(state.history) :]), state.to_act)
    review.run()
    first = review.cards[0]
    assert first.principle is GUARD_KING and first.loss > 0 and first in review.costliest()
    said = first.words(state)
    assert said.startswith(
        f"Trick {len(state.tricks) + 1}, worked out exactly. It broke “Guard your king” and cost you"
    )
    assert GUARD_KING in of_game("piquet")


@pytest.mark.parametrize("game", GAMES)
def test_the_review_reads_as_words_for_a_learner(game):
    for seed in range(1, 4):
        review = _reviewed(game, seed)
        texts = [review.summary(), *(c.words(review.last) for c in review.cards)]
        for text in texts:
            assert not word_problems(text), text
            assert not text_problems(text, sentence=True), text


def test_judging_goes_one_card_at_a_time():
    start, end = _deal("piquet", 3)
    review = DealReview((start, end.history), 0)
    steps = 0
    while review.step():
        steps += 1
        assert len(review.cards) == min(steps, review.total)
    assert review.done and len(review.cards) == review.total


# -- at the play table -------------------------------------------------------------------------------------------


def _play_to_the_end(table) -> None:
    while not table.state.is_terminal:
        table.act(table.state.legal_actions()[0])


def _text(html: str) -> str:
    return re.sub(r"<[^>]+>", " ", html)


def test_a_deal_played_at_the_table_ends_with_its_review():
    pytest.importorskip("ipywidgets")
    from tutor.widgets import PlayTable

    table = PlayTable("piquet", seed=3)
    assert table.review.layout.display == "none"
    _play_to_the_end(table)
    assert table.review.layout.display == "" and table.review.review.done  # no event loop: at once
    shown = _text(table.review.list.value)
    assert "costliest" in shown or "Every card you played was a best card" in shown
    assert "worked out exactly" in shown
    table.undo()
    assert table.review.layout.display == "none" and table.review.review is None


def test_the_review_is_worked_out_between_the_learners_clicks_and_a_new_deal_stops_it():
    pytest.importorskip("ipywidgets")
    from tutor.widgets import PlayTable
    from tutor.widgets.review import PAUSE

    async def play() -> None:
        table = PlayTable("piquet", seed=3)
        _play_to_the_end(table)
        review = table.review
        assert review.busy and review.bar.layout.display == "" and review.bar.value == 0  # not worked out yet
        assert "looking at card 1 of 12" in review.status.value
        await asyncio.sleep(0)  # the first card
        assert review.bar.value >= 1
        table.new_deal()  # the learner goes on: the review stops
        assert review.review is None and review.layout.display == "none" and not table.state.is_terminal
        await asyncio.sleep(0)
        _play_to_the_end(table)
        for _ in range(200):
            if not review.busy:
                break
            await asyncio.sleep(PAUSE)
        assert review.review.done and "tutor-cost-review" in review.list.value

    asyncio.run(play())


def test_a_card_is_judged_against_the_best_choice_even_when_that_is_no_card():
    """Subastao: the soloist could sing a cante before playing; the card he played instead costs what singing
    first was worth (seed 0, South playing the fourth legal action each time: since the play table's opponents
    count the cards, bots25, the deal of seed 1 no longer gives the soloist a cante to sing first)."""
    pytest.importorskip("ipywidgets")
    from tutor.widgets import PlayTable

    table = PlayTable("subastao", seed=0, seat=0)
    while not table.state.is_terminal:
        legal = table.state.legal_actions()
        table.act(legal[3 % len(legal)])
    review = table.review.review
    assert review.done and review.total == 12
    sang = [c for c in review.cards if c.exact and c.loss and "sing" in c.reason]
    assert sang and all(
        c.words(review.last).startswith(f"Trick {c.trick}, worked out exactly.") for c in sang
    )
