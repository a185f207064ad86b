"""The learner's view: what a card costs at a seat that does not see the other hands.

The seat's knowledge is read from its view (``state.view(seat)``) through the game protocol: its own hand, the
cards played, and, for every card another seat played, the cards it cannot have held then (the game's own
``legal_plays`` says which cards would have made that play illegal: a suit not followed, a trump not played,
a card not beaten); each game adds what only it shows (:data:`KNOWLEDGE`: Satat's known cards and its signals,
taken as true; Subastao's cantes; Piquet's discard, the stock cards seen and the combinations the other
hand scored), what only a whole hand can be tested for (:attr:`~tutor.games.description.Description.fits`:
Saskop's bids, each a number of potential trumps held), and what is only likely, if every player acts as the
game's ``Bot`` (:attr:`~tutor.games.description.Description.likely`: Saskop's passes, and in Saskop and Subastao
the cards chosen before the table's bot samples), kept for each player some sampled hand of whom fits it and
dropped for one none of whose hands does (a person acts as he likes). Every hand the seat is shown is out of the
pool (Subastao's censor sees the soloist's). :func:`sample_positions` deals the unseen cards at random
consistently with all of it (every sample is checked against every play of the deal) and, in Satat's Trup Kasiet
before the reveal, draws the hidden trump among the suits the seat cannot rule out, with the maker's face-down
card (:class:`Sample`); :func:`sample_deals` gives the hands alone. :func:`sampled_costs` solves each sample
exactly and averages: per action the mean loss, the number of samples and a 95% interval.

Each sample is an exact solve: use it where :func:`~tutor.analysis.in_reach` (the last tricks). Ten samples at
the game's :data:`~tutor.analysis.teach.EXACT_TRICKS` took, in Pyodide (median, on a machine loaded 12-15): Piquet
0.9 s, Subastao 0.7 s, Saskop 1.2 s, Satat 6.9 s (at six tricks): in the browser use fewer samples or tricks
for Satat and Saskop (``site/bench_analysis_pyodide.py --teach``).

>>> from tutor.analysis import in_reach
>>> from tutor.games import piquet
>>> s = piquet.start(4)
>>> while not in_reach(s):
...     s = s.apply(s.legal_actions()[0])
>>> found = sampled_costs(s.view(s.to_act), samples=5, seed=1)
>>> all(c.samples == 5 and c.low <= c.loss <= c.high for c in found.values())
True
"""

from __future__ import annotations

import math
import random
from collections.abc import Callable, Iterator, Mapping, Sequence
from dataclasses import dataclass, replace
from typing import Any

from .. import games
from ..cards import Card, CardSet, Suit
from ..errors import TutorError
from ..games import Facts
from ..games.description import Knows
from ..games.protocol import GameModule, in_play
from .lookup import adapter_class
from .search import Solver

__all__ = [
    "KNOWLEDGE",
    "Knowledge",
    "Sample",
    "SampledCost",
    "knowledge",
    "sample_deals",
    "sample_positions",
    "sampled_costs",
]


@dataclass(frozen=True, slots=True)
class Knowledge:
    """What a seat knows of the hidden hands (masks of cards).

    :param seat: the seat whose knowledge it is.
    :param pool: the cards that may be in a hidden hand (unseen by the seat, not yet played).
    :param sizes: ``{hidden seat: number of cards}``.
    :param holds: ``{hidden seat: cards it is known to hold}``.
    :param lacks: ``{hidden seat: cards it cannot hold}``.
    """

    seat: int
    pool: int
    sizes: dict[int, int]
    holds: dict[int, int]
    lacks: dict[int, int]


@dataclass(frozen=True, slots=True)
class SampledCost:
    """What an action costs on average over the deals sampled for the seat's view.

    :param action: the action.
    :param loss: the mean loss against the best action of each sample (0: best in every sample).
    :param samples: the number of deals sampled.
    :param low: the lower end of the 95% interval of the mean loss (normal approximation).
    :param high: the upper end.
    :param best: in how many samples it was a best action.
    :param changed: in how many samples it changes the deal's result against that sample's best action, as the
        game scores it (:attr:`~tutor.analysis.Cost.changes_result`).
    """

    action: Any
    loss: float
    samples: int
    low: float
    high: float
    best: int
    changed: int = 0

    def __str__(self) -> str:
        return f"{self.action}: costs {self.loss:.2f} on average ({self.low:.2f}–{self.high:.2f}, {self.samples} deals)"


def _plays(view: Any) -> list[tuple[int, Any, tuple[Any, ...], bool]]:
    """Every card played so far: ``(seat, card, the cards before it in its trick, whether the trump was known
    to all then)``, in order.

    The trump is known to all except in Satat's Trup Kasiet before the reveal: the face-down card played (which
    only its maker can tell) or a trick won by a card of another suit than the one led (a ruling everyone
    sees). Where the seat cannot tell, the trump counts as not known then (the looser rule: nothing is inferred
    from a play the stricter rule alone would forbid).
    """
    tricks = list(view.tricks)
    if view.trick is not None and view.trick.plays:
        tricks.append(view.trick)
    secret = games.describe(view).secret_trump
    known = secret.known_at(view) if secret is not None and secret.is_hidden(view) else None
    out: list[tuple[int, Any, tuple[Any, ...], bool]] = []
    for trick in tricks:
        before: list[Any] = []
        for seat, card in trick.plays:
            out.append((seat, card, tuple(before), True if known is None else known[len(out)]))
            before.append(card)
    return out


def _legal(view: Any) -> Callable[[int, tuple[Any, ...], bool], int]:
    """``legal(hand, before, trump known)``: the cards of ``hand`` (a mask) that may be played after ``before``."""
    module: GameModule = games.of(view)
    rules = getattr(view, "rules", None)
    extra = {"rules": rules} if rules is not None else {}
    secret = games.describe(module).secret_trump
    hiding = secret is not None and secret.is_hidden(view)
    trump = view.trump

    def legal(hand: int, before: tuple[Any, ...], known: bool = True) -> int:
        more = {"trump_known": known} if hiding else {}
        return module.legal_plays(CardSet.from_mask(hand), before, trump=trump, **extra, **more).mask

    return legal


KNOWLEDGE: Mapping[str, Knows | None] = Facts("knows")
"""What each game shows beyond the cards played (read-only, by ``NAME``: each game's
:attr:`~tutor.games.description.Description.knows`; ``None`` for a game whose play shows nothing more)."""


def knowledge(view: Any, seat: int | None = None) -> Knowledge:
    """What ``seat`` (default: the view's own seat, else the seat to act) knows of the hidden hands."""
    if seat is None:
        seat = next((s for s, h in enumerate(view.hands) if h is not None), view.to_act)
    module = games.of(view)
    plays = _plays(view)
    played = sum(card.bit for _, card, _, _ in plays)
    # its own hand, and any other it is shown (the censor sees the soloist's)
    seen = sum(hand.mask for hand in view.hands if hand is not None)
    pool = _pack(view) & ~seen & ~played
    current = {s for s, _ in view.trick.plays} if view.trick is not None else set()
    full = len(view.hands[seat]) + (seat in current)
    hidden = [s for s, hand in enumerate(view.hands) if hand is None]
    size = getattr(view, "hand_size", None)
    sizes = {s: size(s) if callable(size) else full - (s in current) for s in hidden}
    holds = dict.fromkeys(hidden, 0)
    lacks = dict.fromkeys(hidden, 0)
    add = games.describe(module).knows
    if add is not None:
        add(view, seat, holds, lacks)
    for other in hidden:
        holds[other] &= pool  # the cards still held now (a cante's cards may have been played since)
    legal = _legal(view)
    later = dict.fromkeys(range(len(view.hands)), 0)  # cards each seat played from this play on
    for other, card, before, known in reversed(plays):
        later[other] |= card.bit
        if other not in lacks:
            continue
        # a card in hand then that would have made this play illegal: the seat does not hold it
        for x in _bits(pool & ~lacks[other] & ~holds[other]):
            if not legal(later[other] | holds[other] | x, before, known) & card.bit:
                lacks[other] |= x
    for other in hidden:
        lacks[other] &= pool & ~holds[other]
    return Knowledge(seat, pool, sizes, holds, lacks)


def _pack(view: Any) -> int:
    """Every card of the deal's pack, a mask (the rules' deck where the game has several)."""
    deck = getattr(getattr(view, "rules", None), "deck", None) or games.of(view).DECK
    mask: int = sum(card.bit for card in deck.cards)
    return mask


def _bits(mask: int) -> Iterator[int]:
    while mask:
        bit = mask & -mask
        yield bit
        mask ^= bit


def _consistent(view: Any) -> Callable[[dict[int, int]], bool]:
    """A test of a deal of the hidden hands: whether every card the hidden seats played was legal with the hand
    it gives them then."""
    legal = _legal(view)
    every = _pack(view)

    def free(before: tuple[Any, ...], known: bool) -> bool:  # any card may be played (a lead, mostly)
        rest: int = every & ~sum(card.bit for card in before)
        return legal(rest, before, known) == rest

    plays = [play for play in _plays(view)[::-1] if not free(play[2], play[3])]
    seats = len(view.hands)

    def test(hands: dict[int, int]) -> bool:
        later = [0] * seats
        for seat, card, before, known in plays:
            later[seat] |= card.bit
            if seat in hands and not legal(hands[seat] | later[seat], before, known) & card.bit:
                return False
        return True

    return test


def _deal(rng: random.Random, known: Knowledge) -> dict[int, int] | None:
    """One random deal of the pool's cards to the hidden seats, respecting ``known`` (``None``: a dead end)."""
    hands = dict(known.holds)
    room = {s: n - hands[s].bit_count() for s, n in known.sizes.items()}
    free = known.pool & ~sum(hands.values())
    spare = free.bit_count() - sum(room.values())  # cards that are in no hand (Piquet's stock and discard)
    if spare < 0 or min(room.values(), default=0) < 0:
        return None
    cards = list(_bits(free))
    rng.shuffle(cards)
    options = {c: [s for s in room if not known.lacks[s] & c] for c in cards}
    cards.sort(key=lambda c: len(options[c]))
    for card in cards:
        seats = [s for s in options[card] if room[s]]
        weights = [room[s] for s in seats] + ([spare] if spare > 0 else [])
        if not weights:
            return None
        pick = rng.choices(range(len(weights)), weights)[0]
        if pick == len(seats):
            spare -= 1
            continue
        seat = seats[pick]
        hands[seat] |= card
        room[seat] -= 1
    return hands


def _deal_promised(
    rng: random.Random,
    known: Knowledge,
    promised: Sequence[tuple[int, int, tuple[int, ...]]],
    played: Mapping[int, int],
) -> dict[int, int] | None:
    """A random deal (as :func:`_deal`) where each promise of a hidden seat (``(seat, count, masks)``: at least
    ``count`` cards of one of ``masks`` in the hand as it was, ``played`` cards included) is kept first: one
    of its masks chosen at random among those the pool can fill, the missing cards drawn from it."""
    holds = dict(known.holds)
    taken = sum(holds.values())
    for seat, count, masks in promised:
        if seat not in known.sizes:
            continue
        options = list(masks)
        rng.shuffle(options)
        for mask in options:
            need = count - ((holds[seat] | played.get(seat, 0)) & mask).bit_count()
            if need <= 0:
                break
            free = list(_bits(known.pool & mask & ~taken & ~known.lacks[seat]))
            if len(free) >= need and known.sizes[seat] - holds[seat].bit_count() >= need:
                for card in rng.sample(free, need):
                    holds[seat] |= card
                    taken |= card
                break
        else:
            return None
    return _deal(rng, replace(known, holds=holds))


@dataclass(frozen=True, slots=True)
class Sample:
    """One deal sampled for a seat: the hidden hands, and the hidden trump where the seat does not know it.

    :param hands: ``{hidden seat: its cards}``.
    :param trump: Satat's Trup Kasiet before the reveal, at a seat other than the trump maker's: the trump
        this deal gives (one of :func:`~tutor.games.satat.possible_trumps`); otherwise ``None`` (the trump is
        the view's).
    :param hidden: with ``trump``: the maker's face-down card (a card of that suit in his sampled hand).
    """

    hands: dict[int, CardSet]
    trump: Suit | None = None
    hidden: Card | None = None


def _hidden_trump(view: Any, seat: int) -> tuple[int, tuple[Suit, ...]] | None:
    """``(maker, the suits that may be trumps)`` when ``seat`` does not know the trump (Trup Kasiet)."""
    secret = games.describe(view).secret_trump
    return None if secret is None else secret.candidates(view, seat)


def sample_positions(
    view: Any, seat: int | None = None, *, samples: int = 20, seed: int | None = None, tries: int = 2000
) -> list[Sample]:
    """``samples`` deals of what ``seat`` cannot see, consistent with what it knows (:func:`knowledge`): the
    hidden hands, and in Trup Kasiet before the reveal the hidden trump (each suit that may still be trumps
    equally likely, the trump maker holding a card of it, which is his face-down card). Where the game tells
    what is likely (:attr:`~tutor.games.description.Description.likely`), only deals that fit it, except for a
    player none of whose hands fits it in the first quarter of ``tries`` (he does not act as the bots do: what
    is sure of his hand is enough). Where the game's promises
    (:attr:`~tutor.games.description.Description.promised`) leave few deals, the second half of ``tries`` deals
    the promised cards first (a rare bid: five potential trumps in one of four suits).

    :raises TutorError: when no consistent deal was found in ``tries`` attempts (a signal that was a bluff
        can make the seat's knowledge contradictory).
    """
    known = knowledge(view, seat)
    hiding = _hidden_trump(view, known.seat)
    description = games.describe(view)
    fits = None if description.fits is None else description.fits(view, known.seat)
    promised = None if description.promised is None else description.promised(view)
    tests: dict[int, Callable[[int], bool]] = {}
    if description.likely is not None:
        tests = dict(description.likely(view, known.seat))
    fitting = dict.fromkeys(tests, 0)  # per seat, how many sampled hands of his acted as the bots do
    played = dict.fromkeys(range(len(view.hands)), 0)
    for other, card, _, _ in _plays(view):
        played[other] |= card.bit
    consistent = _consistent(view)
    rng = random.Random(seed)
    out: list[Sample] = []
    spare: list[tuple[Sample, dict[int, int]]] = []  # deals that fit what is sure, not what is likely
    for attempt in range(tries):
        if tests and attempt == tries // 4 and not all(fitting.values()):
            # no hand of theirs acted as the bots do: these players act as they like; what is sure is enough
            tests = {s: test for s, test in tests.items() if fitting[s]}
            out += [found for found, whole in spare if _fit(tests, whole)][: samples - len(out)]
            spare = [(found, whole) for found, whole in spare if not _fit(tests, whole)]
            if len(out) == samples:
                return out
        trump = hidden = None
        if hiding is not None:
            maker, suits = hiding
            if not suits:
                break
            trump = rng.choice(suits)
        if promised and attempt >= tries // 2:  # random deals seldom keep the promises: deal them first
            hands = _deal_promised(rng, known, promised, played)
        else:
            hands = _deal(rng, known)
        if hands is None:
            continue
        whole = {s: hand | played[s] for s, hand in hands.items()}
        if fits is not None and not fits(whole):
            continue
        # what is likely is tested before the plays are checked: its answers are kept, the check's are not
        passed = _passed(tests, whole, fitting)
        likely = len(passed) == len(tests)
        if not likely and len(spare) >= 4 * samples and all(fitting[s] for s in passed):
            continue  # nothing to keep, nothing to learn: the plays need not be checked
        if not consistent(hands):
            continue
        for s in passed:
            fitting[s] += 1
        if hiding is not None:
            mine = [c for c in CardSet.from_mask(hands[maker]) if c.suit is trump]
            if not mine:
                continue  # the maker's face-down card is of the trump suit, and still in his hand
            hidden = rng.choice(mine)
        found = Sample({s: CardSet.from_mask(m) for s, m in hands.items()}, trump, hidden)
        if not likely:
            spare.append((found, whole))
            continue
        out.append(found)
        if len(out) == samples:
            return out
    out = out or [found for found, _ in spare[:samples]]
    if not out:
        raise TutorError("no deal of the hidden cards fits everything this seat has seen")
    return out


def _fit(tests: Mapping[int, Callable[[int], bool]], whole: Mapping[int, int]) -> bool:
    """Whether every hand of ``whole`` passes its seat's test."""
    return all(test(whole[s]) for s, test in tests.items())


def _passed(
    tests: Mapping[int, Callable[[int], bool]], whole: Mapping[int, int], fitting: Mapping[int, int]
) -> list[int]:
    """The seats whose hand of ``whole`` passes its test: the seats that passed least often (``fitting``) tested
    first; once one fails, only the seats none of whose hands has passed yet (the deal is lost, but whether
    each player acts as the bots do is still being learnt)."""
    passed, lost = [], False
    for s in sorted(tests, key=fitting.__getitem__):
        if lost and fitting[s]:
            continue
        if tests[s](whole[s]):
            passed.append(s)
        else:
            lost = True
    return passed


def sample_deals(
    view: Any, seat: int | None = None, *, samples: int = 20, seed: int | None = None, tries: int = 2000
) -> list[dict[int, CardSet]]:
    """``samples`` deals of the hidden hands consistent with what ``seat`` knows (:func:`knowledge`):
    ``{hidden seat: its cards}`` each (the hands of :func:`sample_positions`).

    :raises TutorError: when no consistent deal was found in ``tries`` attempts (a signal that was a bluff
        can make the seat's knowledge contradictory).
    """
    return [found.hands for found in sample_positions(view, seat, samples=samples, seed=seed, tries=tries)]


class _Dealt:
    """A seat's view with the hidden hands (and a hidden trump) filled in: what the adapters read of a state."""

    def __init__(self, view: Any, hands: Sequence[CardSet], found: Sample | None = None) -> None:
        self._view = view
        self.hands = tuple(hands)
        self.masks = tuple(hand.mask for hand in hands)
        self.viewer = None
        secret = games.describe(view).secret_trump
        if found is not None and found.trump is not None and secret is not None:
            for name, value in secret.assume(view, found.trump, found.hidden).items():
                setattr(self, name, value)

    def hand(self, seat: int) -> CardSet:
        return self.hands[seat]

    def __getattr__(self, name: str) -> Any:
        return getattr(self._view, name)


def sampled_costs(
    view: Any,
    seat: int | None = None,
    *,
    samples: int = 20,
    seed: int | None = None,
    budget: float | None = None,
    nodes: int | None = None,
) -> dict[Any, SampledCost]:
    """For each legal action of the seat to act, what it costs on average over deals of the hidden cards
    sampled consistently with what that seat knows (:func:`sample_positions`), each solved exactly.

    :param view: a seat's view (``state.view(seat)``) or a full state (every hand known: one deal, the
        exact :func:`~tutor.analysis.costs`).
    :param seat: the seat whose knowledge counts (default: the seat to act).
    :param budget: if given, no deal is begun once this many seconds have passed and two deals are solved:
        fewer deals on a slow machine (each :class:`SampledCost` says how many). The deals are the same
        for a seed; only how many of them are solved depends on the time.
    :param nodes: if given, no deal is begun once the searches have visited this many positions and two deals
        are solved: fewer deals where each is long to solve, the same on every machine.
    :raises TutorError: before the play, or when it is not ``seat``'s turn.
    """
    import time

    start = time.perf_counter()

    seat = view.to_act if seat is None else seat
    if not in_play(view) or view.to_act != seat:
        raise TutorError("the costs are worked out in the play, for the seat whose turn it is")
    hidden = [s for s, hand in enumerate(view.hands) if hand is None]
    deals = sample_positions(view, seat, samples=samples, seed=seed) if hidden else [Sample({})]
    kind = adapter_class(games.of(view))
    actions = list(view.legal_actions())
    losses: dict[Any, list[int]] = {a: [] for a in actions}
    changed: dict[Any, int] = dict.fromkeys(actions, 0)
    searched = 0
    for number, dealt in enumerate(deals):
        if budget is not None and number >= 2 and time.perf_counter() - start > budget:
            break
        if nodes is not None and number >= 2 and searched >= nodes:
            break
        state = _Dealt(view, [dealt.hands.get(s, hand) for s, hand in enumerate(view.hands)], dealt)
        adapter = kind(state)
        solver = Solver(adapter)
        base, pos = adapter.root(state)  # what was scored before: the same after every action, but the result
        # (who wins, the game points) depends on it
        maximising = adapter.is_max(pos)
        found: dict[Any, int] = {}
        guess: int | None = None  # the value of the action before, a first guess for the next one
        for action in actions:
            move = adapter.move_of(action)
            if move is None:
                continue
            gain, child = adapter.play(pos, move)
            hint = None if guess is None else guess - gain
            found[action] = guess = gain + (0 if child is None else solver.value(child, hint))
        searched += solver.nodes
        best = max(found.values()) if maximising else min(found.values())
        best_result = adapter.result(base + best)
        for action, value in found.items():
            losses[action].append(best - value if maximising else value - best)
            changed[action] += adapter.result(base + value) != best_result
    out = {}
    for action, seen in losses.items():
        if not seen:
            continue
        n = len(seen)
        mean = sum(seen) / n
        spread = 1.96 * math.sqrt(sum((x - mean) ** 2 for x in seen) / (n - 1) / n) if n > 1 else 0.0
        out[action] = SampledCost(
            action, mean, n, mean - spread, mean + spread, seen.count(0), changed[action]
        )
    return out
