"""The bid evaluator (heuristic and Monte-Carlo) and the bots: determinism, agreement, strength."""

import random
import statistics

import pytest

from tutor import TutorError
from tutor.cards import SPANISH_36, CardSet
from tutor.games import subastao as S

HAND = "AO 3O RO CO 6O AC 5C AE 7E SB 5B 4B"


def test_subastao_evaluate_bid_heuristic_explains_itself():
    ev = S.evaluate_bid(HAND)
    best = ev.best
    assert best.trump is S.Suit.OROS and best is ev.estimates[0]
    assert len(ev.estimates) == 4 and best.expected == max(e.expected for e in ev.estimates)
    text = " ".join(best.reasons)
    assert "5 trumps" in text and "las cuarenta (40)" in text and "the 40 first" in text
    assert best.max_bid is not None and best.max_bid % 5 == 0 and best.max_bid <= best.expected
    assert best.cantes == ((40, 0.95),) and best.sure_tricks == 6
    assert "bid up to" in str(ev)


def test_subastao_evaluate_bid_weak_hand_passes():
    ev = S.evaluate_bid("7O 6O 5C 4C 7E 6E 5E 4E 7B 6B 5B 4B")
    assert all(e.max_bid is None for e in ev.estimates) and "pass" in ev.best.reasons[-1]


def test_subastao_evaluate_bid_simulation_is_deterministic_for_a_seed():
    a = S.evaluate_bid(HAND, trumps=["copas"], deals=300, seed=7).best.simulation
    b = S.evaluate_bid(HAND, trumps=["copas"], deals=300, seed=7).best.simulation
    c = S.evaluate_bid(HAND, trumps=["copas"], deals=300, seed=8).best.simulation
    assert a == b and a.histogram != c.histogram
    assert sum(n for _, n in a.histogram) == 300


def test_subastao_simulation_probabilities_and_intervals():
    sim = S.simulate(HAND, "espadas", deals=400, seed=3)
    levels = sim.levels
    assert levels[0][0] == 60 and all(b % 5 == 0 for b, *_ in levels)
    ps = [p for _, p, _, _ in levels]
    assert ps == sorted(ps, reverse=True)  # harder bids are never likelier
    for _, p, low, high in levels:
        assert 0 <= low <= p <= high <= 1
    assert sim.p_make(0) == 1.0 and sim.p_make(231) == 0.0
    assert min(p for p, _ in sim.histogram) >= 0 and max(p for p, _ in sim.histogram) <= 230
    assert "simulated deals in espadas" in str(sim)
    assert 0 <= sim.last_trick <= 1 and 0 <= sim.cante_points <= 100 and 0 <= sim.card_points <= 120
    assert abs(sim.card_points + sim.cante_points + 10 * sim.last_trick - sim.mean) < 1e-9


def test_subastao_simulation_rejects_bad_hands():
    with pytest.raises(ValueError, match="12"):
        S.simulate("AO 3O", "oros")
    with pytest.raises(ValueError):
        S.evaluate_bid("AS KS")  # French cards are no Subastao hand


def test_subastao_heuristic_agrees_with_simulation_on_many_hands():
    """On 50 random hands (their two best suits, 200 simulated deals each) the heuristic's expected points
    correlate with the simulated mean at r >= 0.9, within 8 points on average, bid-or-pass agrees in at least
    80% of cases and the recommended maximum lies within 10 of the simulated 70% level in at least 65%.
    Measured by benchmarks/bench_subastao.py on 200 pairs x 300 deals: r = 0.96, mean gap 4.8 (bias +0.1),
    bid-or-pass 96%, within 10: 81%, and the heuristic's maximum is made in 71% of the simulated deals."""
    rng = random.Random(2024)
    rows = []
    for k in range(50):
        hand = CardSet(rng.sample(SPANISH_36.cards, 12))
        for estimate in S.evaluate_bid(hand).estimates[:2]:
            rows.append((estimate, S.simulate(hand, estimate.trump, deals=200, seed=k)))
    heuristic = [e.expected for e, _ in rows]
    simulated = [s.mean for _, s in rows]
    assert statistics.correlation(heuristic, simulated) >= 0.9
    assert statistics.fmean(abs(h - m) for h, m in zip(heuristic, simulated, strict=True)) <= 8
    agree = sum((e.max_bid is None) == (s.max_bid is None) for e, s in rows) / len(rows)
    assert agree >= 0.8
    both = [(e.max_bid, s.max_bid) for e, s in rows if e.max_bid and s.max_bid]
    assert sum(abs(a - b) <= 10 for a, b in both) >= 0.65 * len(both)


def play_deals(soloist_bot, defender_bot, deals=150):
    """Soloist points on the same deals and contracts (auction by the heuristic bot, then the players)."""
    points = []
    for seed in range(deals):
        state = S.start(seed)
        auction = S.Bot()
        while state.phase in (S.Phase.AUCTION, S.Phase.TRUMP):
            state = state.apply(auction.choose(state))
        if state.is_terminal:
            continue
        bots = [soloist_bot(seed) if s == state.soloist else defender_bot(seed + 10 * s) for s in range(3)]
        points.append(S.play_out(state, bots).outcome().points)
    return points


def test_subastao_bot_soloist_beats_random_soloist():
    bot = play_deals(S.Bot, S.RandomBot)
    rnd = play_deals(S.RandomBot, S.RandomBot)
    assert statistics.fmean(bot) > statistics.fmean(rnd) + 15


def test_subastao_bot_defenders_beat_random_defenders():
    against_bots = play_deals(S.Bot, S.Bot)
    against_random = play_deals(S.Bot, S.RandomBot)
    assert statistics.fmean(against_bots) < statistics.fmean(against_random) - 5


def test_subastao_bot_sings_at_once_and_draws_trumps():
    state = S.start(
        hands=(HAND, "SO 7O 5O 4O 3C RC CC SC 7C 6C 3E RE", "4C CE SE 6E 5E 4E 3B RB CB 7B 6B AB"), dealer=2
    )
    state = state.apply("95").apply("pass").apply("pass").apply("trumps oros")
    action, why = S.Bot().hint(state)
    assert action == S.Play(S.parse_cards("AO")[0]) and "draw" in why
    state = state.apply(action).apply(S.Bot().choose(state.apply(action)))
    state = state.apply(S.Bot().choose(state))
    action, why = S.Bot().hint(state)
    assert action == S.Sing(S.Suit.OROS) and "one cante per trick won" in why


def test_subastao_bot_defender_loads_points_on_partners_winning_trick():
    hands = (
        "AO 3O RO CO SO 7O 6O 5O 4O 4C 5C 6C",
        "AC 3C AE 3E RE CE 7E SE 4B 5B 6B 7B",
        "RC CC SC 7C 6E 5E 4E AB 3B RB CB SB",
    )
    state = S.start(hands=hands, dealer=2).apply("60").apply("pass").apply("pass").apply("trumps oros")
    state = state.apply("4C").apply("AC")  # East wins with the ace; North is last and must follow copas
    action, why = S.Bot().hint(state)
    assert action == S.Play(S.parse_cards("RC")[0]) and "load rey de copas (4 points)" in why


def test_subastao_simulation_of_no_deal_is_refused():
    with pytest.raises(TutorError, match="deals 0 is not a number of deals: give 1 or more"):
        S.simulate(HAND, "oros", deals=0)
    with pytest.raises(TutorError, match="deals -3"):
        S.evaluate_bid(HAND, deals=-3)
    assert all(e.simulation is None for e in S.evaluate_bid(HAND, deals=0).estimates)  # 0: no simulation
    with pytest.raises(TutorError, match="1 deal or more"):
        S.Simulation(S.Suit.OROS, 0, 0, ())
    with pytest.raises(TutorError, match="each counted once"):
        S.Simulation(S.Suit.OROS, 10, 0, ((60, 3),))


def test_subastao_simulation_figures_read_alike():
    """mean, stdev and max_bid are values; what depends on a bid or a confidence is a method."""
    sim = S.simulate(HAND, "oros", deals=300, seed=4)
    assert sim.max_bid == sim.max_bid_at(0.7) and sim.max_bid_at(0.95) <= sim.max_bid <= sim.max_bid_at(0.5)
    assert sim.max_bid is not None and sim.p_make(sim.max_bid) >= 0.7 > sim.p_make(sim.max_bid + 5)
    best = S.evaluate_bid(HAND, trumps="oros", deals=300, seed=4).best
    assert isinstance(best.max_bid, int) and isinstance(best.simulation.max_bid, int)  # the same spelling
    assert isinstance(sim.mean, float) and isinstance(sim.stdev, float)


def test_subastao_evaluations_show_a_small_table_a_plot_and_a_short_repr():
    ev = S.evaluate_bid(HAND, deals=200, seed=1)
    assert repr(ev) == f"<BidEvaluation of {ev.hand}: oros: about 112 points, bid up to 105>"
    assert repr(ev.best).startswith("<SuitEstimate: oros") and repr(ev.best.simulation).startswith(
        "<Simulation: 200"
    )
    page = ev._repr_html_()
    assert page.count("<tr>") == 5 and "bid up to" in page and "simulated mean" in page
    assert "<svg" in page and page == ev._repr_html_()  # the same picture every time
    sim_page = ev.best.simulation._repr_html_()
    assert "95% interval" in sim_page and "<svg" in sim_page
    assert "<li>" in ev.best._repr_html_()
    plain = S.evaluate_bid(HAND)._repr_html_()
    assert "<table" in plain and "<svg" not in plain  # nothing simulated: the table and the reasons

    class Printer:
        def text(self, text: str) -> None:
            self.out = text

    printer = Printer()
    ev._repr_pretty_(printer, False)
    assert printer.out == str(ev) and "\n" in printer.out
    matplotlib = pytest.importorskip("matplotlib")
    matplotlib.use("Agg")
    points, chance = ev.best.simulation.plot()
    assert points.get_xlabel() == "the soloist's points" and chance.get_xlabel() == "bid"
    ax = ev.plot()
    assert [t.get_text() for t in ax.get_legend().get_texts()] == [e.trump.word for e in ev.estimates]
    assert S.evaluate_bid(HAND).plot().get_ylabel() == "expected points (heuristic)"
