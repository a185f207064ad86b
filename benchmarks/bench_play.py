"""How well the library's bots play their cards, judged by the exact solver.

Each bot plays whole deals at every seat (the default seeds of ``common.start``: deal ``i`` has seed ``i``); every
card it chooses where the solver judges in time is compared with the best card of that position, every hand
known (:func:`tutor.analysis.costs`), though the bot itself saw only its own seat's view. Two ranges: the last
five tricks (``≤5``: from five tricks left to the end), and the trick with eight tricks left (``8``). Only real
choices count: a position where the seat holds one legal card (the last trick, a forced follow) is left out.

For each game and bot the table gives the number of choices judged, the mean cost per card in the game's
currency (see :mod:`tutor.analysis`: Satat tricks of margin, a 7-0 counting 20; Saskop card points; Piquet
points; Subastao the soloist's points), how often the bot played a best card (cost 0), and the bot's CPU time
per deal (``ms/deal``, the whole deal from the deal of the cards) and per card it chose (``ms/card``, every
card of the deal, the 90th percentile in ``p90``, the slowest in ``max``), beside the load average.

Bots: ``Bot`` (the default heuristic), ``RandomBot``, and ``SamplingBot`` (:class:`tutor.analysis.SamplingBot`
as the play table sets it, :func:`tutor.analysis.table_bot`: sampled deals solved in the last tricks; as ``Bot``
before), which plays whole deals more slowly: it plays the first ``--sampling-deals`` deals (default 50). Its
``ms/card`` is the time a learner waits for its card at the table (in CPython: Pyodide is about twice as slow).

``python benchmarks/bench_play.py [deals] [game ...] [--eight N] [--sampling-deals N] [--samples N] [--tricks N]
[--only N] [--nodes N]`` (default: 200 deals, every game; ``--eight``: on how many of the deals the trick with eight tricks left
is judged, default all of them, 0 for none; ``--samples``, ``--tricks``: the sampling bot's deals per card and the
tricks from the end where it samples, default the play table's :data:`tutor.analysis.TABLE_BOT`; ``--only 1``, ``2`` or
``3``: that bot alone, ``Bot``, ``RandomBot`` or ``SamplingBot``; ``--nodes``: the sampling bot's positions searched
per card after which it solves no more deals, default the play table's, 0 for no limit).
"""

from __future__ import annotations

import os
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from common import MODULES, command_line, start  # benchmarks/common.py

from tutor import analysis
from tutor.analysis import Session, tricks_left
from tutor.cards import Card

RANGES = ("≤5", "8")


def load() -> str:
    return " ".join(f"{x:.2f}" for x in os.getloadavg())


class Recorder:
    """A bot that asks ``bot`` and writes down each position, the action, and the CPU time it took."""

    def __init__(self, bot: Any, log: list[tuple[Any, Any, float]]) -> None:
        self.bot = bot
        self.log = log

    def choose(self, state: Any) -> Any:
        began = time.process_time()
        action = self.bot.choose(state)
        self.log.append((state, action, time.process_time() - began))
        return action

    def aside(self, state: Any, seat: int) -> Any:  # Satat's out-of-turn actions (not judged)
        aside = getattr(self.bot, "aside", None)
        return aside(state, seat) if aside is not None else None


def judged_range(state: Any) -> str | None:
    """Which range a position is judged in (``None``: neither)."""
    if state.is_terminal or state.phase.name != "PLAY":
        return None
    left = tricks_left(state)
    return "≤5" if left <= 5 else "8" if left == 8 else None


def is_choice(state: Any) -> bool:
    """Whether the seat to act may play more than one card."""
    cards = {a.card for a in state.legal_actions() if isinstance(getattr(a, "card", None), Card)}
    return len(cards) > 1


@dataclass
class Tally:
    """What one bot did in one game."""

    costs: dict[str, list[float]] = field(default_factory=lambda: {r: [] for r in RANGES})
    deals: int = 0
    deal_cpu: float = 0.0
    card_cpu: list[float] = field(default_factory=list)
    judge_cpu: float = 0.0

    def line(self, game: str, name: str) -> str:
        cells = []
        for r in RANGES:
            seen = self.costs[r]
            if not seen:
                cells.append(f"{'-':>6} {'-':>7} {'-':>6}")
                continue
            best = sum(not c for c in seen) / len(seen)
            cells.append(f"{len(seen):>6} {sum(seen) / len(seen):>7.3f} {best:>6.1%}")
        cards = sorted(self.card_cpu)
        per_card = sum(cards) / len(cards) * 1000 if cards else 0.0
        p90 = cards[int(0.9 * (len(cards) - 1))] * 1000 if cards else 0.0
        most = cards[-1] * 1000 if cards else 0.0
        per_deal = self.deal_cpu / self.deals * 1000 if self.deals else 0.0
        return (
            f"{game:<9} {name:<12} {self.deals:>5} {'  '.join(cells)} {per_deal:>8.1f} {per_card:>8.2f}"
            f" {p90:>8.2f} {most:>8.2f}"
        )


def play_and_judge(game: str, seed: int, make: Callable[[int, int], Any], tally: Tally, eight: bool) -> None:
    """Play deal ``seed`` with a bot from ``make(seed, seat)`` at every seat, and judge its cards."""
    module = MODULES[game]
    state = start(game, seed)
    log: list[tuple[Any, Any, float]] = []
    bots = [Recorder(make(seed, seat), log) for seat in range(len(state.hands))]
    module.play_out(state, bots)
    tally.deals += 1
    tally.deal_cpu += sum(spent for _, _, spent in log)
    began = time.process_time()
    session: Session | None = None
    for before, action, spent in log:
        if not isinstance(getattr(action, "card", None), Card):
            continue
        tally.card_cpu.append(spent)
        where = judged_range(before)
        if where is None or (where == "8" and not eight) or not is_choice(before):
            continue
        if session is None:
            session = Session(before)
        costs = session.costs(before)
        cost = costs.get(action)
        if cost is None:  # the same card with other signals (Satat): the same value
            cost = next(c for a, c in costs.items() if getattr(a, "card", None) is action.card)
        tally.costs[where].append(cost.loss)
    tally.judge_cpu += time.process_time() - began


def bots(
    game: str, samples: int | None, tricks: int | None, nodes: int | None = None
) -> dict[str, Callable[[int, int], Any]]:
    module = MODULES[game]
    table = analysis.table_bot(game)
    samples = table.samples if samples is None else samples
    tricks = table.tricks if tricks is None else tricks
    nodes = table.nodes if nodes is None else nodes or None
    return {
        "Bot": lambda seed, seat: module.Bot(seed=seed * 10 + seat),
        "RandomBot": lambda seed, seat: module.RandomBot(seed * 10 + seat),
        "SamplingBot": lambda seed, seat: analysis.SamplingBot(
            seed=seed * 10 + seat, samples=samples, tricks=tricks, nodes=nodes
        ),
    }


def main(
    deals: int = 200,
    games: list[str] | None = None,
    eight: int | None = None,
    samples: int | None = None,
    tricks: int | None = None,
    **options: int,
) -> None:
    sampling_deals = options.get("sampling-deals", 50)
    only = options.get("only")  # 1, 2, 3: one bot alone (Bot, RandomBot, SamplingBot)
    nodes = options.get("nodes")
    eight = deals if eight is None else eight
    print(f"load average {load()}", flush=True)
    head = "  ".join(f"{'n ' + r:>6} {'cost':>7} {'best':>6}" for r in RANGES)
    print(f"{'game':<9} {'bot':<12} {'deals':>5} {head} {'ms/deal':>8} {'ms/card':>8} {'p90':>8} {'max':>8}")
    for game in games or list(MODULES):
        for number, (name, make) in enumerate(bots(game, samples, tricks, nodes).items(), start=1):
            if only and number != only:
                continue
            count = min(deals, sampling_deals) if name == "SamplingBot" else deals
            tally = Tally()
            for seed in range(count):
                play_and_judge(game, seed, make, tally, seed < eight)
            print(
                tally.line(game, name) + f"   (judged in {tally.judge_cpu:.0f} s CPU; load {load()})",
                flush=True,
            )
    print(f"load average {load()}")


if __name__ == "__main__":
    count, chosen, values = command_line(
        200, "--eight", "--sampling-deals", "--samples", "--tricks", "--only", "--nodes"
    )
    main(count, chosen, **values)
