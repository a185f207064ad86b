"""Exact analysis figures: the time to solve the play of a deal, with six tricks left and from the first lead.

``python benchmarks/bench_analysis.py [deals] [--late] [--whole N] [--cap S] [game ...]`` (default: 50 deals,
every game; ``--late``: only the positions with six tricks left; ``--whole N``: N deals for the whole play,
default 30; ``--cap S``: the CPU seconds a whole deal may take before it is given up and counted as over ``S``,
default 60).

Six tricks left: random deals (random bidding and exchanges, then random play up to the position) solved by
:func:`tutor.analysis.solve` with a fresh transposition table; the median and the 90th percentile of the
wall-clock times with the targets of issue 16, and beside them the CPU time of this process (on a machine
shared with other work the wall clock mostly measures the load).

The whole deal (issue 24): N seeded deals per game from the first lead, each solved by one
:class:`tutor.analysis.Session`; per game the median, the 90th percentile and the maximum of the CPU times, the
nodes searched (median and total) and the targets (Satat median 1 s, p90 5 s, none over 30 s; Saskop and
Subastao median 0.5 s, p90 2 s; Piquet 0.1 s). For Subastao, beside each deal, the yes/no question "does the
soloist make 60 (the lowest bid)?" asked alone (:data:`LOWEST_BID`), and its median, p90 and maximum.

For Satat, the same run solves each deal's *bridge twin* twice: by our solver
(:class:`tutor.analysis.satat.SatatAdapter` with ``bridge=True``) and by Bo Haglund's DDS through the
``endplay`` package (a bench-only extra, never a dependency of tutor: ``pip install -e .[bench]`` installs it;
without it the bench prints ``endplay not installed``). The twin is the deal with the same hands, the same trump
and the same first lead, the 2♥ an ordinary heart and all thirteen tricks played out, its value the trump maker's
team's tricks: a bridge deal, which DDS solves. Satat's own deal is not comparable trick for trick (it stops at
seven tricks, a 7-0 may be played on, the 2♥ beats every card), so the twins are the comparison: DDS's tricks
(for the side on lead, turned into the maker's team's) must equal ours on every deal (a mismatch is printed, and
counted), and the ratio of our CPU time over DDS's is printed per deal and for the medians.
"""

from __future__ import annotations

import os
import pathlib
import random
import signal
import statistics
import sys
import time

if "__file__" in globals():  # run as a script: this checkout's tutor, not the installed one (in the site's
    sys.path.insert(0, str(pathlib.Path(__file__).parent.parent))  # Pyodide, the site's own wheel)
from tutor import analysis
from tutor.games import piquet, saskop, satat, subastao

PLAYERS = {"satat": 4, "saskop": 4, "piquet": 2, "subastao": 3}
TARGETS = {"satat": (2.0, 0.050), "saskop": (1.0, 0.050), "piquet": (1.0, 0.020), "subastao": (2.0, 0.050)}


def _in_play(state, rng: random.Random):
    while not state.is_terminal and state.phase.value != "play":
        actions = state.legal_actions()
        state = state.apply(actions[rng.randrange(len(actions))])
    return state


def first_lead(game: str, seed: int):
    """A random deal of ``game`` at its first lead."""
    rng = random.Random(seed)
    if game == "satat":
        return satat.start(seed, dealer=rng.randrange(4), trump=rng.choice("SHDC"))
    module = {"saskop": saskop, "piquet": piquet, "subastao": subastao}[game]
    return _in_play(module.start(seed), rng)


def with_tricks_left(state, tricks: int, rng: random.Random):
    """Random play from ``state`` until ``tricks`` tricks are left (or the deal ends)."""
    players = PLAYERS[type(state).__module__.split(".")[2]]
    while not state.is_terminal:
        if sum(len(hand) for hand in state.hands if hand is not None) <= tricks * players:
            break
        actions = [
            a for a in state.legal_actions() if type(a).__name__ in ("Play", "Sing", "Continue", "Look")
        ]
        state = state.apply(actions[rng.randrange(len(actions))])
    return state


def timed(state) -> tuple[float, float]:
    """The wall-clock and the CPU time of one solve."""
    start, cpu = time.perf_counter(), time.process_time()
    analysis.solve(state)
    return time.perf_counter() - start, time.process_time() - cpu


def figures(times: list[float]) -> tuple[float, float]:
    times = sorted(times)
    return statistics.median(times), times[min(len(times) - 1, int(0.9 * len(times)))]


WHOLE_TARGETS = {"satat": (1.0, 5.0, 30.0), "saskop": (0.5, 2.0, None), "piquet": (0.1, 0.1, None)}
WHOLE_TARGETS["subastao"] = WHOLE_TARGETS["saskop"]
LOWEST_BID = 60
"""Subastao's lowest bid: the whole-deal run also times the yes/no question "does the soloist make it?" alone
(:func:`tutor.analysis.reaches`, one null-window search), what a caller that needs only whether a contract is
made would pay (the bench's random auctions bid far higher: a bid of 180 or more is refuted by the quick bounds
at once)."""


class OverCap(Exception):
    """A whole deal took more CPU time than the bench's cap."""


def _over_cap(*_: object) -> None:
    raise OverCap


def capped(call, cap: float):
    """``call()`` and its CPU time, or ``None`` and the cap when it takes more than ``cap`` CPU seconds (where
    the platform has CPU-time timers: not in Pyodide, where it runs to its end)."""
    timer = getattr(signal, "ITIMER_PROF", None)
    if timer is not None:
        signal.signal(signal.SIGPROF, _over_cap)
        signal.setitimer(timer, cap)
    start = time.process_time()
    try:
        result = call()
    except OverCap:
        return None, cap
    finally:
        if timer is not None:
            signal.setitimer(timer, 0)
    return result, time.process_time() - start


def pbn(state) -> str:
    """The four hands of a Satat state in PBN (seat 0 South, then West, North, East: the order of play)."""
    hands = []
    for seat in (2, 3, 0, 1):  # North, East, South, West
        cards = sorted(state.hands[seat], key=lambda card: card.index)
        hands.append(".".join("".join(str(c)[0] for c in cards if str(c)[1] == suit) for suit in "SHDC"))
    return "N:" + " ".join(hands)


def dds_twin(state):
    """DDS's tricks for the trump maker's team in the bridge twin of a Satat deal at its first lead, and its
    wall-clock seconds (DDS runs outside Python's CPU clock in threads); ``None`` without ``endplay``."""
    try:
        from endplay.dds import solve_board
        from endplay.types import Deal, Denom, Player
    except ImportError:
        return None
    deal = Deal(pbn(state))
    deal.first = [Player.south, Player.west, Player.north, Player.east][state.to_act]
    deal.trump = {"S": Denom.spades, "H": Denom.hearts, "D": Denom.diamonds, "C": Denom.clubs}[
        state.trump.name[0]
    ]
    start = time.perf_counter()
    tricks = max(count for _, count in solve_board(deal))
    took = time.perf_counter() - start
    return (tricks if state.to_act & 1 == state.maker & 1 else 13 - tricks), took


def our_twin(state, cap: float):
    """Our solver's tricks for the trump maker's team in the bridge twin, its CPU seconds and nodes."""
    from tutor.analysis.satat import SatatAdapter
    from tutor.analysis.search import Solver

    adapter = SatatAdapter(state, bridge=True)
    solver = Solver(adapter)
    base, pos = adapter.root(state)
    value, took = capped(lambda: base + solver.value(pos), cap)
    return value, took, solver.nodes


def whole_deals(game: str, deals: int, cap: float) -> None:
    """The whole-deal run of one game (and Satat's bridge twins): a line per deal, then the figures."""
    cpu, nodes, twins, questions = [], [], [], []
    mismatches = compared = 0
    for seed in range(deals):
        state = first_lead(game, seed)
        if state.is_terminal:
            continue
        session = analysis.Session(state)
        value, took = capped(lambda s=session, st=state: s.solve(st), cap)
        cpu.append(took if value is not None else float("inf"))
        nodes.append(session.solver.nodes)
        line = f"  {game} deal {seed:>2}: {took:7.2f}s cpu {session.solver.nodes:>9} nodes value {value}"
        if game == "subastao":  # the yes/no question alone, at the lowest bid a table may make
            made, asked = capped(lambda st=state: analysis.reaches(st, LOWEST_BID), cap)
            questions.append(asked if made is not None else float("inf"))
            line += f"   makes {LOWEST_BID}? {made} in {asked:.2f}s"
        if game == "satat":
            dds = dds_twin(state)
            ours, ours_took, _ = our_twin(state, cap)
            if dds is None:
                line += f"   twin: ours {ours} in {ours_took:.2f}s (endplay not installed)"
            else:
                same = ours == dds[0]
                mismatches += ours is not None and not same
                compared += ours is not None
                twins.append((ours_took if ours is not None else float("inf"), dds[1]))
                verdict = "" if same else "  MISMATCH" if ours is not None else "  (ours over the cap)"
                line += (
                    f"   twin: ours {ours} in {ours_took:.2f}s, DDS {dds[0]} in {dds[1] * 1000:.1f}ms"
                    f" ({ours_took / dds[1]:.0f}x){verdict}"
                )
        print(line, flush=True)
    cpu.sort()
    p90 = cpu[min(len(cpu) - 1, int(0.9 * len(cpu)))]
    over = sum(1 for took in cpu if took == float("inf"))
    target = WHOLE_TARGETS[game]
    print(
        f"{game:<9} whole deal {len(cpu):>3} deals  cpu median {statistics.median(cpu):.3f}s p90 {p90:.3f}s"
        f" max {cpu[-1]:.3f}s ({over} over the {cap:.0f}s cap)  nodes median {int(statistics.median(nodes))}"
        f" total {sum(nodes)}  target median {target[0]}s p90 {target[1]}s"
        + (f" max {target[2]}s" if target[2] else ""),
        flush=True,
    )
    if questions:
        questions.sort()
        print(
            f"{game:<9} yes/no 'makes {LOWEST_BID}?' {len(questions)} deals  cpu median"
            f" {statistics.median(questions):.3f}s p90 {questions[min(len(questions) - 1, int(0.9 * len(questions)))]:.3f}s"
            f" max {questions[-1]:.3f}s",
            flush=True,
        )
    if game == "satat":
        if not twins:
            print("satat     bridge twins: endplay not installed (pip install endplay: a bench-only extra)")
        else:
            ours_median = statistics.median(t for t, _ in twins)
            dds_median = statistics.median(d for _, d in twins)
            print(
                f"satat     bridge twins {len(twins)} deals: ours median {ours_median:.3f}s cpu, DDS median"
                f" {dds_median * 1000:.2f}ms wall, ours/DDS {ours_median / dds_median:.0f}x;"
                f" tricks equal on {compared - mismatches} of the {compared} deals ours solved within the cap"
                f" ({mismatches} mismatches)",
                flush=True,
            )


def main(
    deals: int = 50, games: list[str] | None = None, late_only: bool = False, whole: int = 30, cap: float = 60
) -> None:
    print(
        f"load average {os.getloadavg()[0]:.2f} {os.getloadavg()[1]:.2f} {os.getloadavg()[2]:.2f}", flush=True
    )
    print(
        f"{'game':<9} {'position':<12} {'deals':>5} {'median':>9} {'p90':>9} {'target':>8}"
        f" {'cpu median':>11} {'cpu p90':>9}"
    )
    for game in games or list(PLAYERS):
        late = TARGETS[game][1]
        for label, tricks, target in (("6 tricks", 6, late),):
            wall, cpu = [], []
            for seed in range(deals):
                state = with_tricks_left(first_lead(game, seed), tricks, random.Random(seed))
                if not state.is_terminal:
                    took = timed(state)
                    wall.append(took[0])
                    cpu.append(took[1])
            median, p90 = figures(wall)
            cpu_median, cpu_p90 = figures(cpu)
            print(
                f"{game:<9} {label:<12} {len(wall):>5} {median * 1000:>7.1f}ms {p90 * 1000:>7.1f}ms "
                f"{target * 1000:>6.0f}ms {cpu_median * 1000:>9.1f}ms {cpu_p90 * 1000:>7.1f}ms",
                flush=True,
            )
    if not late_only:
        for game in games or list(PLAYERS):
            whole_deals(game, whole, cap)
    print(f"load average {os.getloadavg()[0]:.2f} {os.getloadavg()[1]:.2f} {os.getloadavg()[2]:.2f}")


if __name__ == "__main__":
    args = sys.argv[1:]
    count = int(args.pop(0)) if args and args[0].isdigit() else 50
    late_only = "--late" in args
    args = [a for a in args if a != "--late"]
    options = {"--whole": 30.0, "--cap": 60.0}
    for option in options:
        if option in args:
            at = args.index(option)
            options[option] = float(args[at + 1])
            del args[at : at + 2]
    main(count, args or None, late_only, int(options["--whole"]), options["--cap"])
