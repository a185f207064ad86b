"""How much is a Subastao hand worth? An explained heuristic, and a Monte-Carlo estimate behind it.

:func:`evaluate_bid` looks at a 12-card hand with each suit as trumps and counts what a player is taught to count:
the sure card points (aces and threes he can cash, the top of his trumps), the tricks his long trumps will win once
the defenders' trumps are drawn, the cantes and whether he wins enough tricks to sing them (40 first, one per
trick), and the last trick. The weights of those counts were fitted to simulated play (see the test comparing them).

With ``deals=N`` it also simulates: the 24 unseen cards are dealt to the two defenders ``N`` times (seeded), each
deal is played out by the bots (:func:`~tutor.games.subastao.fast.playout`), and the result is the distribution of
the soloist's points and the probability of making each bid from 60 up, with a 95% confidence interval.

>>> ev = evaluate_bid("AO 3O RO CO 6O AC 5C AE 7E SB 5B 4B")
>>> ev.best.trump, ev.best.max_bid
(Suit.OROS, 105)
>>> print(ev.best.reasons[-1])
expected about 112: bid up to 105 (keep 5 in hand against bad luck)
>>> sim = evaluate_bid("AO 3O RO CO 6O AC 5C AE 7E SB 5B 4B", trumps=["oros"], deals=1000, seed=1).best.simulation
>>> sim.max_bid, sim.p_make(95), sim.p_make(100), sim.p_make(105)
(100, 1.0, 0.705, 0.441)
"""

from __future__ import annotations

import html
import math
import random
from collections import Counter
from collections.abc import Iterable
from dataclasses import dataclass, replace
from typing import Any, TypedDict

from ...cards import SPANISH_36, Card, CardSet, Suit
from ...errors import ImpossiblePosition, NotationError
from ...i18n import gettext, grammar, speaking
from ...inputs import Inputs, quote
from ...sentences import Template, decimal
from . import fast
from .actions import MAX_BID, MIN_BID
from .rules import LAST_TRICK, SEATS, SUITS, parse_suit

# the evaluator's reasons (:mod:`tutor.sentences`), each a figure and what it adds to the expected points
TRUMPS = Template(
    "{trumps:trump}, holding {control}: {out:trump} {are} out against you; each trump is worth about {worth} "
    "points (a trick, the cards it captures, the last trick's 10 for long trumps): {value}"
)
LONG_TRUMPS = Template("once their trumps are drawn, about {tricks:more trick} with small trumps")
SURE = Template("sure winners: {where}: {points:card point} you can cash: {value}")
OWN = Template("your other {points:card point}{guarded} mostly come home: {value}")
TOP_TRUMPS = Template("the top {n} ({tops})")
NOT_THE_ACE = Template("not the ace")
IN_SUIT = Template("{n} in {suit}")
IN_TRUMPS = Template("{n} in trumps")
AMONG_THEM = Template(" ({kings:guarded rey} among them)")
VOIDS = Template("{voids:void side suit}: you can trump at once: {value}")
CUARENTA = Template(
    "las cuarenta (40): sung if you win a trick while holding both (one cante per trick won, the 40 first), "
    "chance about {chance}: {value}"
)
VEINTE = Template(
    "las veinte (20): sung if you win a trick while holding both (one cante per trick won), chance about "
    "{chance}: {value}"
)
NO_CANTES = Template("no rey and caballo of one suit: no cantes to add")
DEFENDERS = Template("the defenders win some tricks too: {value}")
PASS = Template("expected about {expected}: below 60 with a margin, so pass")
BID = Template("expected about {expected}: bid up to {bid} (keep 5 in hand against bad luck)")
HEADLINE_BID = Template("{trump}: about {expected} points, bid up to {bid}")
HEADLINE_PASS = Template("{trump}: about {expected} points, pass")
"""An estimate in a line: "oros: about 112 points, bid up to 105"."""
SIMULATED = Template(
    "{deals} simulated deals in {trump}: mean {mean} (sd {sd}: {cards} in cards, {cantes} in cantes, "
    "last trick {last})"
)
"""A simulation in a line: "300 simulated deals in oros: mean 104.8 (sd 6.8: 62 in cards, 40 in cantes, last
trick 37%)"."""
SIMULATION = Template("simulation: {simulation}")
# the refusals of an estimate asked for (said in the language spoken; the input quoted as given)
SIMULATION_COUNTED = Template(
    "a simulation of {deals} deals with {counted} in its histogram: it needs 1 deal or more, each counted once"
)
NOT_DEALS = Template("deals {value} is not a number of deals: give {fewest} or more, e.g. 1000")
NO_SIMULATION = Template("0 (no simulation)")
NOT_LEADER = Template("leader {value} is not a choice: give {soloist} or {random}")
NOT_TRUMPS = Template("trumps {value} are not suits: give a suit, a list of suits, or None for all four")
"""A simulation, among the reasons of an estimate."""

__all__ = ["BidEvaluation", "Simulation", "SuitEstimate", "evaluate_bid", "simulate"]

# Weights fitted by least squares to the mean of 300 simulated deals (bots) on 3,000 random (hand, trump) pairs,
# then rounded so a learner can follow them (r = 0.97 between the two, mean gap about 4.5 points;
# tests/test_subastao_evaluate.py re-checks the agreement).
W_CONST = -17.0
"""A start below zero: the defenders too win tricks."""
W_SURE = 1.1
"""Sure card points (masters you can cash) count in full, and a little more (they also draw cards)."""
W_OWN = 0.85
"""Your other card points mostly come home (you win with them, or they fall on your tricks)."""
W_TRUMP = 6.8
"""Each trump: a trick won, the defenders' cards it captures, and the last trick that long trumps keep."""
W_VOID = 11.0
"""Each void side suit: you ruff it at once."""
DEFAULT_CONFIDENCE = 0.7
"""The chance of making a bid that :attr:`Simulation.max_bid` asks for: the heuristic's recommended maximum keeps
about this chance too."""


@dataclass(frozen=True, slots=True)
class Simulation:
    """The Monte-Carlo estimate for one trump suit: ``histogram`` maps soloist points to the number of deals;
    ``card_points`` and ``cante_points`` are the soloist's mean card and cante points, ``last_trick`` the share of
    deals in which he took the last trick.

    Its figures read alike: ``mean``, ``stdev``, ``max_bid`` and ``levels`` are values (``max_bid`` is the
    highest bid made in at least 70% of the deals, like :attr:`SuitEstimate.max_bid`), and what depends on a bid
    or a confidence is a method: ``p_make(bid)``, ``interval(bid)``, ``max_bid_at(confidence)``. A notebook shows it as a small
    table and, with matplotlib, the histogram of the points and the chance of making each bid (:meth:`plot`).

    :raises ImpossiblePosition: if ``deals`` is not 1 or more, or the histogram does not count that many deals.
    """

    trump: Suit
    deals: int
    seed: int | str | None
    histogram: tuple[tuple[int, int], ...]
    card_points: float = 0.0
    cante_points: float = 0.0
    last_trick: float = 0.0

    def __post_init__(self) -> None:
        counted = sum(n for _, n in self.histogram)
        if not isinstance(self.deals, int) or self.deals < 1 or counted != self.deals:
            raise ImpossiblePosition(SIMULATION_COUNTED.say(deals=repr(self.deals), counted=counted))

    @property
    def mean(self) -> float:
        """The soloist's mean points."""
        return sum(p * n for p, n in self.histogram) / self.deals

    @property
    def stdev(self) -> float:
        """The standard deviation of the soloist's points."""
        m = self.mean
        return math.sqrt(sum(n * (p - m) ** 2 for p, n in self.histogram) / self.deals)

    @property
    def max_bid(self) -> int | None:
        """The highest bid made in at least 70% of the deals (``None``: not even 60): the heuristic's
        recommended maximum keeps about that chance too. (A method before release 0.2: ``max_bid_at(0.7)``.)"""
        return self.max_bid_at(DEFAULT_CONFIDENCE)

    def max_bid_at(self, confidence: float) -> int | None:
        """The highest bid made in at least ``confidence`` of the deals (``None``: not even 60)."""
        best = None
        for bid in range(MIN_BID, MAX_BID + 1, 5):
            if self.p_make(bid) >= confidence:
                best = bid
        return best

    def p_make(self, bid: int) -> float:
        """The share of the simulated deals in which the soloist made at least ``bid``."""
        return sum(n for p, n in self.histogram if p >= bid) / self.deals

    def interval(self, bid: int, z: float = 1.96) -> tuple[float, float]:
        """A 95% (Wilson) confidence interval for :meth:`p_make`."""
        n, p = self.deals, self.p_make(bid)
        centre = (p + z * z / (2 * n)) / (1 + z * z / n)
        half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / (1 + z * z / n)
        return max(0.0, centre - half), min(1.0, centre + half)

    @property
    def levels(self) -> tuple[tuple[int, float, float, float], ...]:
        """``(bid, p_make, low, high)`` for each bid from 60 up, while the chance is not negligible: a value, as
        ``mean``, ``stdev`` and ``max_bid`` are (the methods are the questions that take a bid)."""
        rows = []
        for bid in range(MIN_BID, MAX_BID + 1, 5):
            p = self.p_make(bid)
            rows.append((bid, p, *self.interval(bid)))
            if p == 0:
                break
        return tuple(rows)

    def _shown_levels(self) -> tuple[tuple[int, float, float, float], ...]:
        """The levels worth reading: from the last bid nearly always made to the first nearly never made."""
        levels = self.levels
        keep = [i for i, (_, p, _, _) in enumerate(levels) if 0.02 < p < 0.98] or [len(levels) - 1]
        return levels[max(0, keep[0] - 1) : keep[-1] + 2]

    def _summary(self) -> str:
        """The simulation in a line, in the language spoken."""
        return SIMULATED.say(
            deals=self.deals,
            trump=gettext(self.trump.word),
            mean=decimal(self.mean),
            sd=decimal(self.stdev),
            cards=f"{self.card_points:.0f}",
            cantes=f"{self.cante_points:.0f}",
            last=f"{self.last_trick:.0%}",
        )

    def __str__(self) -> str:
        rows = ", ".join(f"{b}: {p:.0%}" for b, p, _, _ in self._shown_levels())
        return f"{self._summary()}; {rows}"

    def __repr__(self) -> str:
        return f"<Simulation: {self.deals:,} deals in {self.trump.word}, mean {self.mean:.1f}, max bid {self.max_bid}>"

    def _repr_pretty_(self, printer: Any, cycle: bool) -> None:
        printer.text(str(self))

    def _repr_html_(self) -> str:
        from ...experiments.display import figure_svg, html_table  # display only

        rows = [(b, f"{p:.0%}", f"{lo:.0%} to {hi:.0%}") for b, p, lo, hi in self._shown_levels()]
        table = html_table(("bid", "made", "95% interval"), rows, caption=self._summary())
        return f"<div>{table}{figure_svg(self.plot, panels=2, size=(7.5, 2.8))}</div>"

    def plot(self, axes: Any = None) -> Any:
        """Two pictures side by side: the histogram of the soloist's points (in steps of 5, the highest bid
        made 70% of the time marked), and the chance of making each bid, with its 95% interval.

        :param axes: two matplotlib Axes to draw into (by default a new figure).
        :returns: the two Axes.
        :raises ModuleNotFoundError: without matplotlib, naming the extra that brings it.
        """
        from ...experiments.display import new_axes  # display only

        points, chance = new_axes(axes, panels=2, size=(9.0, 3.2))
        values = [p for p, _ in self.histogram]
        weights = [n / self.deals for _, n in self.histogram]
        points.hist(values, bins=range(min(values) // 5 * 5, max(values) + 10, 5), weights=weights)
        if self.max_bid is not None:
            points.axvline(self.max_bid, color="black", linestyle="--", linewidth=1)
        points.set_xlabel("the soloist's points")
        points.set_ylabel("share of the deals")
        points.set_title(f"{self.trump.word}: {self.deals:,} deals, mean {self.mean:.0f}")
        self.plot_p_make(chance)
        return points, chance

    def plot_p_make(self, ax: Any = None, *, label: str | None = None) -> Any:
        """The chance of making each bid (60 up), with its 95% interval as a band, into ``ax``.

        :returns: the Axes.
        """
        from ...experiments.display import new_axes  # display only

        ax = new_axes(ax)
        levels = self.levels
        bids = [b for b, _, _, _ in levels]
        ax.plot(bids, [p for _, p, _, _ in levels], marker="o", markersize=3, label=label or self.trump.word)
        ax.fill_between(bids, [lo for _, _, lo, _ in levels], [hi for _, _, _, hi in levels], alpha=0.2)
        ax.axhline(DEFAULT_CONFIDENCE, color="grey", linewidth=0.8, linestyle=":")
        ax.set_xlabel("bid")
        ax.set_ylabel("chance of making it")
        ax.set_ylim(0, 1.02)
        return ax


@dataclass(frozen=True, slots=True)
class SuitEstimate:
    """The heuristic estimate of a hand with ``trump`` as trumps, with the reasons in words."""

    trump: Suit
    expected: float
    max_bid: int | None
    sure_points: int
    sure_tricks: int
    long_trumps: int
    cantes: tuple[tuple[int, float], ...]
    reasons: tuple[str, ...]
    simulation: Simulation | None = None

    def __str__(self) -> str:
        text = f"{self._headline()}\n  - " + "\n  - ".join(self.reasons)
        if self.simulation is not None:
            text += "\n  - " + SIMULATION.say(simulation=self.simulation)
        return text

    def _headline(self) -> str:
        """The estimate in a line, in the language spoken."""
        trump, expected = gettext(self.trump.word), f"{self.expected:.0f}"
        if self.max_bid is None:
            return HEADLINE_PASS.say(trump=trump, expected=expected)
        return HEADLINE_BID.say(trump=trump, expected=expected, bid=self.max_bid)

    def __repr__(self) -> str:
        with speaking("en"):  # a repr is for the programmer: the same in every language
            return f"<SuitEstimate: {self._headline()}>"

    def _repr_pretty_(self, printer: Any, cycle: bool) -> None:
        printer.text(str(self))

    def _repr_html_(self) -> str:
        reasons = "".join(f"<li>{html.escape(reason)}</li>" for reason in self.reasons)
        out = f"<div><p><b>{html.escape(self._headline())}</b></p><ul>{reasons}</ul>"
        if self.simulation is not None:
            out += self.simulation._repr_html_()
        return out + "</div>"


@dataclass(frozen=True, slots=True)
class BidEvaluation:
    """An estimate per trump suit, best first."""

    hand: CardSet
    estimates: tuple[SuitEstimate, ...]

    @property
    def best(self) -> SuitEstimate:
        return self.estimates[0]

    @property
    def max_bid(self) -> int | None:
        return self.best.max_bid

    def __str__(self) -> str:
        return "\n".join(str(e) for e in self.estimates)

    def __repr__(self) -> str:
        with speaking("en"):  # a repr is for the programmer: the same in every language
            return f"<BidEvaluation of {self.hand}: {self.best._headline()}>"

    def _repr_pretty_(self, printer: Any, cycle: bool) -> None:
        printer.text(str(self))

    def _repr_html_(self) -> str:
        from ...experiments.display import figure_svg, html_table  # display only

        simulated = all(e.simulation is not None for e in self.estimates)
        header = ["trumps", "expected", "bid up to"]
        if simulated:
            header += ["simulated mean (sd)", "made 70% of the time", "deals"]
        rows = []
        for e in self.estimates:
            row: list[Any] = [e.trump.word, f"{e.expected:.0f}", "pass" if e.max_bid is None else e.max_bid]
            if e.simulation is not None and simulated:
                s = e.simulation
                row += [f"{s.mean:.0f} ({s.stdev:.0f})", "pass" if s.max_bid is None else s.max_bid, s.deals]
            rows.append(row)
        table = html_table(header, rows, caption=f"{self.hand}: {self.best._headline()}")
        reasons = "".join(f"<li>{html.escape(reason)}</li>" for reason in self.best.reasons)
        why = (
            f"<details><summary>why {html.escape(self.best.trump.word)}</summary><ul>{reasons}</ul></details>"
        )
        picture = figure_svg(self.plot) if simulated else ""
        return f"<div>{table}{why}{picture}</div>"

    def plot(self, ax: Any = None) -> Any:
        """The chance of making each bid with each simulated suit as trumps (one line per suit), or, when
        nothing was simulated (``deals=0``), the heuristic's expected points per suit.

        :param ax: matplotlib Axes to draw into (by default a new figure).
        :returns: the Axes.
        :raises ModuleNotFoundError: without matplotlib, naming the extra that brings it.
        """
        from ...experiments.display import new_axes  # display only

        ax = new_axes(ax)
        simulations = [e.simulation for e in self.estimates if e.simulation is not None]
        if simulations:
            for simulation in simulations:
                simulation.plot_p_make(ax)
            ax.legend(title="trumps")
            ax.set_title(f"{simulations[0].deals:,} deals per suit")
        else:
            ax.bar([e.trump.word for e in self.estimates], [e.expected for e in self.estimates])
            ax.axhline(MIN_BID, color="grey", linewidth=0.8, linestyle=":")
            ax.set_ylabel("expected points (heuristic)")
        return ax


def _seq(hs: int, s: int) -> int:
    n = 0
    while n < 9 and hs >> (fast.BASE + 10 * s + n) & 1:
        n += 1
    return n


class Features(TypedDict):
    """What :func:`features` counts in a hand (the names starting with ``_`` feed the reasons only)."""

    sure_points: int
    sure_tricks: int
    long_trumps: int
    own_rest: int
    cantes: float
    length: int
    seq_t: int
    voids: int
    guarded_kings: int
    _cantes: tuple[tuple[int, float], ...]
    _cashable: dict[int, int]


def features(hand: int, trump: int) -> Features:
    """The counts behind the heuristic, for a hand mask (:attr:`~tutor.cards.CardSet.mask`) and a trump suit
    index."""
    tm = fast.SUIT_MASK[trump]
    length = (hand & tm).bit_count()
    seq_t = _seq(hand, trump)
    sure_tricks = seq_t
    sure_mask = 0
    for i in range(seq_t):
        sure_mask |= 1 << (fast.BASE + 10 * trump + i)
    cashable: dict[int, int] = {}
    for s in range(4):
        if s == trump:
            continue
        k = (hand & fast.SUIT_MASK[s]).bit_count()
        rounds = min(_seq(hand, s), max(1, (9 - k) // 2)) if k else 0
        cashable[s] = rounds
        sure_tricks += rounds
        for i in range(rounds):
            sure_mask |= 1 << (fast.BASE + 10 * s + i)
    draw = math.ceil((9 - length) / 2) + 1
    long_trumps = max(0, length - max(seq_t, draw))
    tricks = sure_tricks + long_trumps
    own = fast.points(hand)
    # The chance of singing the n-th cante, measured in simulation: the soloist nearly always wins a first
    # trick (his trump pair is itself two trumps), a second or third one needs tricks he can count on.
    cantes: list[tuple[int, float]] = []
    if hand & fast.PAIR[trump] == fast.PAIR[trump]:
        cantes.append((40, 0.95))
    pairs = [s for s in range(4) if s != trump and hand & fast.PAIR[s] == fast.PAIR[s]]
    for n in range(1 + len(cantes), 1 + len(cantes) + len(pairs)):
        if n == 1:
            chance = 0.95 if tricks >= 1 else 0.65
        else:
            chance = 0.9 if tricks >= n + 1 else 0.75 if tricks >= n else 0.55 if tricks >= n - 1 else 0.35
        cantes.append((20, chance))
    return {
        "sure_points": fast.points(sure_mask),
        "sure_tricks": sure_tricks,
        "long_trumps": long_trumps,
        "own_rest": own - fast.points(sure_mask),
        "cantes": sum(v * p for v, p in cantes),
        "length": length,
        "seq_t": seq_t,
        "voids": sum(1 for s in range(4) if s != trump and not hand & fast.SUIT_MASK[s]),
        # a rey not already a sure winner, guarded by the ace or three or by two more cards of its suit
        "guarded_kings": sum(
            1
            for s in range(4)
            if hand & fast.KING[s]
            and not sure_mask & fast.KING[s]
            and ((hand >> (fast.BASE + 10 * s)) & 0b11 or (hand & fast.SUIT_MASK[s]).bit_count() >= 3)
        ),
        "_cantes": tuple(cantes),
        "_cashable": cashable,
    }


def expected_points(hand: int, trump: int) -> float:
    """The heuristic's expected points only (no reasons): for a hand mask and a trump suit index."""
    f = features(hand, trump)
    return (
        W_CONST
        + W_SURE * f["sure_points"]
        + W_OWN * f["own_rest"]
        + W_TRUMP * f["length"]
        + W_VOID * f["voids"]
        + f["cantes"]
    )


def _estimate(hand: int, trump: int) -> SuitEstimate:
    f = features(hand, trump)
    suit = SUITS[trump]
    length, seq_t, voids = int(f["length"]), int(f["seq_t"]), int(f["voids"])
    parts = {
        "start": W_CONST,
        "sure": W_SURE * f["sure_points"],
        "own": W_OWN * f["own_rest"],
        "trumps": W_TRUMP * length,
        "voids": W_VOID * voids,
        "cantes": f["cantes"],
    }
    expected = sum(parts.values())
    tops = ["A", "3", "R", "C", "S", "7", "6", "5", "4"][:seq_t]
    control = TOP_TRUMPS.say(n=seq_t, tops=" ".join(tops)) if seq_t else NOT_THE_ACE.say()
    out = 9 - length
    reasons = [
        TRUMPS.say(
            trumps=length,
            control=control,
            out=out,
            are="is" if out == 1 else "are",
            worth=W_TRUMP,
            value=f"{parts['trumps']:+.0f}",
        )
    ]
    if f["long_trumps"]:
        reasons.append(LONG_TRUMPS.say(tricks=int(f["long_trumps"])))
    cash = [IN_SUIT.say(n=n, suit=gettext(SUITS[s].word)) for s, n in f["_cashable"].items() if n]
    if cash or seq_t:
        where = grammar().comma.join(([IN_TRUMPS.say(n=seq_t)] if seq_t else []) + cash)
        reasons.append(SURE.say(where=where, points=int(f["sure_points"]), value=f"{parts['sure']:+.0f}"))
    kings = int(f["guarded_kings"])
    guarded = AMONG_THEM.say(kings=kings) if kings else ""
    reasons.append(OWN.say(points=int(f["own_rest"]), guarded=guarded, value=f"{parts['own']:+.0f}"))
    if voids:
        reasons.append(VOIDS.say(voids=voids, value=f"{parts['voids']:+.0f}"))
    for value, chance in f["_cantes"]:
        cante = CUARENTA if value == 40 else VEINTE
        reasons.append(cante.say(chance=f"{chance:.0%}", value=f"{value * chance:+.0f}"))
    if not f["_cantes"]:
        reasons.append(NO_CANTES.say())
    reasons.append(DEFENDERS.say(value=f"{W_CONST:+.0f}"))
    limit = int((expected - 5) // 5 * 5)
    max_bid = None if limit < MIN_BID else min(limit, MAX_BID)
    if max_bid is None:
        reasons.append(PASS.say(expected=f"{expected:.0f}"))
    else:
        reasons.append(BID.say(expected=f"{expected:.0f}", bid=max_bid))
    return SuitEstimate(
        suit,
        round(expected, 1),
        max_bid,
        int(f["sure_points"]),
        int(f["sure_tricks"]),
        int(f["long_trumps"]),
        f["_cantes"],
        tuple(reasons),
    )


_INPUTS = Inputs("Subastao", SPANISH_36, seats=SEATS)  # the evaluator knows the three-player game only


def _hand_mask(hand: CardSet | str | Iterable[Card]) -> tuple[CardSet, int]:
    hand = _INPUTS.hand(hand, size=12)
    return hand, hand.mask


def _deals(deals: int, *, least: int) -> int:
    if not isinstance(deals, int) or isinstance(deals, bool) or deals < least:
        fewest = NO_SIMULATION.say() if least == 0 else str(least)
        raise NotationError(NOT_DEALS.say(value=quote(deals), fewest=fewest))
    return deals


def simulate(
    hand: CardSet | str | Iterable[Card],
    trump: Suit | str,
    *,
    deals: int = 1000,
    seed: int | str | None = 0,
    leader: str = "soloist",
    strict_montar: bool = False,
) -> Simulation:
    """Deal the unseen cards to the two defenders ``deals`` times and play each deal out with the bots.

    :param hand: the soloist's 12 cards.
    :param deals: how many deals to play (1 or more).
    :param leader: ``'soloist'`` (he leads the first trick) or ``'random'`` (any of the three, as with the
        option that mano leads).
    :raises TutorError: if the hand is not 12 different cards of the 36-card pack, or an argument is not of
        its kind (see :mod:`tutor.inputs`).

    >>> sim = simulate("AO 3O RO CO 6O AC 5C AE 7E SB 5B 4B", "copas", deals=300, seed=2)
    >>> sim == simulate("AO 3O RO CO 6O AC 5C AE 7E SB 5B 4B", "copas", deals=300, seed=2)
    True
    >>> sim.p_make(60) >= sim.p_make(80) >= sim.p_make(100)
    True
    """
    hand, mask = _hand_mask(hand)
    t = fast.SUIT_INDEX[parse_suit(trump)]
    deals, seed = _deals(deals, least=1), _INPUTS.seed(seed)
    strict_montar = _INPUTS.flag(strict_montar, what="strict_montar")
    if leader not in ("soloist", "random"):
        raise NotationError(NOT_LEADER.say(value=quote(leader), soloist="'soloist'", random="'random'"))
    unseen = fast.ALL36 & ~mask
    bits = []
    while unseen:
        b = unseen & -unseen
        bits.append(b)
        unseen ^= b
    rng = random.Random(seed)
    shuffle = rng.shuffle
    playout = fast.playout
    side = (True, False, False)
    counts: Counter[int] = Counter()
    cards = sung = lasts = 0
    for _ in range(deals):
        shuffle(bits)
        d1 = sum(bits[:12])
        lead = 0 if leader == "soloist" else rng.randrange(3)
        cp, cn, last = playout([mask, d1, fast.ALL36 & ~mask & ~d1], side, t, lead, strict=strict_montar)
        counts[cp + cn + (LAST_TRICK if last else 0)] += 1
        cards += cp
        sung += cn
        lasts += last
    n = deals
    return Simulation(SUITS[t], deals, seed, tuple(sorted(counts.items())), cards / n, sung / n, lasts / n)


def evaluate_bid(
    hand: CardSet | str | Iterable[Card],
    *,
    trumps: Iterable[Suit | str] | None = None,
    deals: int = 0,
    seed: int | str | None = 0,
) -> BidEvaluation:
    """For each suit as trumps (or those in ``trumps``), what the hand should make and how high to bid.

    :param hand: the 12 cards (text like ``'AO 3O RO ...'``, or cards).
    :param trumps: the suits to consider (default: all four).
    :param deals: if positive, also simulate that many deals per suit (:func:`simulate`).
    :param seed: the simulation's seed (same seed, same figures).
    :returns: a :class:`BidEvaluation`, best suit first (by simulated mean when simulating).
    :raises TutorError: if the hand is not 12 different cards of the 36-card pack, or an argument is not of
        its kind (see :mod:`tutor.inputs`).

    >>> evaluate_bid("AO 3O RO CO 6O AC 5C AE 7E SB 5B", trumps="O")
    Traceback (most recent call last):
    ...
    tutor.errors.ImpossiblePosition: 'AO 3O RO CO 6O AC 5C AE 7E SB 5B' holds 11 cards: a hand of Subastao has 12 cards here
    """
    hand, mask = _hand_mask(hand)
    deals, seed = _deals(deals, least=0), _INPUTS.seed(seed)
    if trumps is None:
        suits = SUITS
    elif isinstance(trumps, (str, Suit)):
        suits = (parse_suit(trumps),)
    elif isinstance(trumps, Iterable):
        suits = tuple(dict.fromkeys(parse_suit(s) for s in trumps))
    else:
        raise NotationError(NOT_TRUMPS.say(value=quote(trumps)))
    estimates = []
    for suit in suits:
        estimate = _estimate(mask, fast.SUIT_INDEX[suit])
        if deals > 0:
            sim = simulate(hand, suit, deals=deals, seed=seed)
            estimate = replace(estimate, simulation=sim)
        estimates.append(estimate)
    key = (lambda e: -e.simulation.mean) if deals > 0 else (lambda e: -e.expected)
    return BidEvaluation(hand, tuple(sorted(estimates, key=key)))
