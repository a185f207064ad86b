"""Many seeded deals played by the bots: :func:`simulate`, on one core, on every core or on any executor.

Each deal is a function of the experiment's seed and the deal's index only (:func:`deal_seed`), so the rows are
the same however the deals are shared out: one process, a pool of processes, threads or a cluster. The deals
travel in chunks (a few dozen to a few hundred deals per task), so that sending a task to another process
costs little beside playing it; the chunks' rows are put back in the order of the deals.
"""

from __future__ import annotations

import concurrent.futures
import copy
import functools
import importlib
import inspect
import os
import pickle
import random
import sys
import time
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from types import ModuleType
from typing import Any

from .. import games
from ..errors import ImpossiblePosition, NotationError, TutorError
from ..inputs import quote
from .progress import progress_bar
from .records import Records

__all__ = ["deal_seed", "simulate"]

#: the most deals in one task: the progress bar moves at least this often, and the last task ends soon after
#: the others
CHUNK_MAX = 250
#: tasks per worker (at least): a worker that finishes early takes another, so all end at about the same time
TASKS_PER_WORKER = 4
#: Python in the browser (Pyodide, the lessons' site): one process only
IN_BROWSER = sys.platform == "emscripten"


def deal_seed(seed: int | str, index: int) -> int:
    """The seed of deal number ``index`` of an experiment seeded with ``seed``: a whole number from both, the
    same in every process and on every machine (``game.start(deal_seed(seed, index), ...)`` deals it again;
    each row of :func:`simulate` carries it as ``seed``).

    >>> deal_seed(0, 0) == deal_seed(0, 0) != deal_seed(0, 1)
    True
    >>> deal_seed(1, 0) != deal_seed("1", 0)
    True
    """
    return random.Random(f"{seed!r}:{index}").getrandbits(63)


def _bot_seed(deal: int, seat: int) -> str:
    return f"{deal}/{seat}"


# -- the bots: what each seat plays with, in every deal ---------------------------------------------------------


@dataclass(frozen=True, slots=True)
class _Seat:
    """How a seat gets its bot for a deal: ``make`` (a class, or a partial of one) is called once per deal,
    with ``seed=`` if it takes one; ``bot`` (an object with ``choose``) is copied, so every deal starts from the
    bot as given; ``function`` (``state -> action``) is used as it is."""

    make: Callable[..., Any] | None = None
    seeded: bool = False
    bot: Any = None
    function: Callable[[Any], Any] | None = None

    def for_deal(self, deal: int, seat: int) -> Any:
        if self.make is not None:
            return self.make(seed=_bot_seed(deal, seat)) if self.seeded else self.make()
        if self.bot is not None:
            return copy.deepcopy(self.bot)
        return self.function


def _is_factory(value: Any) -> bool:
    while isinstance(value, functools.partial):
        value = value.func
    return isinstance(value, type)


def _takes_seed(make: Callable[..., Any]) -> bool:
    try:
        parameters = inspect.signature(make).parameters.values()
    except (TypeError, ValueError):
        return False
    return any(p.name == "seed" or p.kind is inspect.Parameter.VAR_KEYWORD for p in parameters)


def _not_a_bot(value: Any) -> NotationError:
    return NotationError(
        f"bots {quote(value)} is not a bot: give a bot class (each deal's bots are made from it, seeded), a bot, "
        "a function state -> action, or one of these per seat"
    )


def _seat(value: Any) -> _Seat:
    if _is_factory(value):
        seeded = _takes_seed(value)
        try:
            made = value(seed=0) if seeded else value()
        except TutorError:
            raise
        except Exception as error:  # a class that cannot be made without arguments is not a bot class
            raise NotationError(
                f"bots {quote(value)} cannot make a bot ({error}): give a bot class"
            ) from None
        if not hasattr(made, "choose"):
            raise _not_a_bot(value)
        return _Seat(make=value, seeded=seeded)
    if hasattr(value, "choose"):
        return _Seat(bot=value)
    if callable(value):
        return _Seat(function=value)
    raise _not_a_bot(value)


def _seats(bots: Any, game: ModuleType, seats: int) -> tuple[_Seat, ...]:
    if bots is None:
        return (_Seat(make=game.Bot, seeded=True),) * seats
    if isinstance(bots, Sequence) and not isinstance(bots, str):
        if len(bots) != seats:
            raise ImpossiblePosition(
                f"bots {quote(bots)} gives {len(bots)} bots: give one bot for each of the {seats} seats of "
                f"{game.NAME}, or one for all"
            )
        return tuple(_seat(bot) for bot in bots)
    return (_seat(bots),) * seats


# -- the chosen hands --------------------------------------------------------------------------------------------


def _hands(hands: Any, game: ModuleType, seats: int) -> list[Any] | None:
    """``hands`` as ``start(hands=)`` takes them: one entry per seat, ``None`` for a hand dealt at random."""
    if hands is None:
        return None
    names = [name.casefold() for name in game.SEATS[:seats]]
    if isinstance(hands, Mapping):
        chosen: list[Any] = [None] * seats
        for seat, hand in hands.items():
            if isinstance(seat, str) and seat.casefold() in names:
                seat = names.index(seat.casefold())
            chosen[game.INPUTS.seat(seat, what="hands for seat", players=seats)] = hand
        return chosen
    if isinstance(hands, str) or not isinstance(hands, Sequence):
        raise NotationError(
            f"hands {quote(hands)} are not hands by seat: give a dict such as {{0: 'the cards'}} (seat 0 is "
            f"{game.SEATS[0]}), or one hand per seat with None for a hand dealt at random"
        )
    if len(hands) != seats:
        raise ImpossiblePosition(
            f"hands {quote(hands)} gives {len(hands)} hands: {game.NAME} has {seats} seats here (None for a "
            "hand dealt at random, or a dict such as {0: 'the cards'})"
        )
    return list(hands)


# -- one task: a run of deals ------------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class _Task:
    """What a worker needs to play deals: everything but the deals' indices (sent once per chunk)."""

    game: str
    seed: int | str
    rules: Any
    hands: list[Any] | None
    seats: tuple[_Seat, ...]
    record: Callable[[Any], Mapping[str, Any]] | None


def _play(task: _Task, start: int, stop: int) -> list[dict[str, Any]]:
    """The rows of deals ``start`` to ``stop - 1``: each from its own seed, with fresh bots."""
    game = importlib.import_module(task.game)
    rows = []
    for index in range(start, stop):
        seed = deal_seed(task.seed, index)
        state = game.start(seed, rules=task.rules, hands=task.hands)
        bots = [seat.for_deal(seed, number) for number, seat in enumerate(task.seats)]
        final = game.play_out(state, bots)
        # the deal's index, then its record (whose seed is the deal's)
        row: dict[str, Any] = {"deal": index, **final.outcome().record(), "seed": seed}
        if task.record is not None:
            more = task.record(final)
            if not isinstance(more, Mapping):
                raise NotationError(
                    f"record {quote(task.record)} gave {quote(more)}: it must give a dict of columns for the row"
                )
            row.update(more)
        rows.append(row)
    return rows


# -- reading the arguments ---------------------------------------------------------------------------------------


def _game(game: Any) -> ModuleType:
    if isinstance(game, ModuleType) and game.__name__ in {f"tutor.games.{name}" for name in games.GAMES}:
        return game
    if isinstance(game, str):
        try:
            return games.get(game)
        except (KeyError, TutorError):
            pass
    known = ", ".join(sorted(games.NAMES))
    raise NotationError(f"game {quote(game)} is not a game of tutor: give one of {known}, or its module")


def _count(deals: Any) -> int:
    if not isinstance(deals, int) or isinstance(deals, bool):
        raise NotationError(f"deals {quote(deals)} is not a number of deals: give a whole number, e.g. 1000")
    if deals < 1:
        raise ImpossiblePosition(f"deals {deals} is not a number of deals to play: give 1 or more, e.g. 1000")
    return deals


def _workers(workers: Any, executor: Any) -> int:
    if executor is not None:
        if not callable(getattr(executor, "submit", None)):
            raise NotationError(
                f"executor {quote(executor)} is not an executor: give a concurrent.futures.Executor (a process "
                "or thread pool, a Dask client's get_executor()...)"
            )
        if workers not in (1, None):
            raise NotationError(
                f"workers {quote(workers)} and an executor: give one of them (the executor's own workers play)"
            )
        return int(getattr(executor, "_max_workers", 0) or _cores())
    if workers is None:
        return 1 if IN_BROWSER else _cores()
    if not isinstance(workers, int) or isinstance(workers, bool):
        raise NotationError(
            f"workers {quote(workers)} is not a number of processes: give 1, 2... or None for every core"
        )
    if workers < 1:
        raise ImpossiblePosition(f"workers {workers} is not a number of processes: give 1 or more, or None")
    if workers > 1 and IN_BROWSER:
        raise ImpossiblePosition(
            f"workers {workers}: Python in the browser (Pyodide) has no other processes to play on: give workers=1"
        )
    return workers


def _cores() -> int:
    cores = getattr(os, "process_cpu_count", None)  # Python 3.13: the cores this process may use
    if cores is not None:
        return int(cores() or 1)
    if hasattr(os, "sched_getaffinity"):
        return len(os.sched_getaffinity(0)) or 1
    return os.cpu_count() or 1


def _sendable(task: _Task) -> None:
    """Refuse, before any deal is played, a task that a pool of processes cannot send (a lambda, a function
    defined inside another)."""
    try:
        pickle.dumps(task)
    except (pickle.PicklingError, AttributeError, TypeError) as error:
        raise NotationError(
            f"the bots or the record function cannot be sent to another process ({error}): define them at the "
            "top level of a module or a notebook cell (not a lambda), or play with workers=1"
        ) from None


def _chunks(deals: int, workers: int) -> list[tuple[int, int]]:
    size = max(1, min(CHUNK_MAX, -(-deals // (workers * TASKS_PER_WORKER))))
    return [(start, min(start + size, deals)) for start in range(0, deals, size)]


# -- simulate ----------------------------------------------------------------------------------------------------


def simulate(
    game: str | ModuleType,
    deals: int = 1000,
    *,
    seed: int | str | None = 0,
    bots: Any = None,
    rules: Any = None,
    hands: Any = None,
    record: Callable[[Any], Mapping[str, Any]] | None = None,
    workers: int | None = 1,
    executor: concurrent.futures.Executor | None = None,
    progress: bool = True,
) -> Records:
    """Play ``deals`` seeded deals of ``game`` with the bots and gather their results, a row per deal.

    Each deal is dealt from its own seed, :func:`deal_seed` of ``(seed, index)``, with the hands chosen in
    ``hands`` and the rest at random (as ``game.start(seed, rules=rules, hands=...)`` deals them), played to
    the end by fresh bots (``game.play_out``) and recorded: ``deal`` (its index), then the columns of
    ``state.outcome().record()`` (the same first columns in every game,
    :data:`~tutor.games.protocol.RECORD_COLUMNS`; ``seed`` is the deal's seed: the deal is
    ``game.start(row["seed"], ...)`` again), then those of ``record(state)``. The same arguments give the same
    rows in any process, with any number of workers.

    :param game: a game by any of its names (``'satat'``, ``'Sasscoop'``...: :func:`tutor.games.get`), or its
        module.
    :param deals: how many deals to play (1 or more).
    :param seed: the experiment's seed (a whole number or a text); ``None`` draws one, kept in the result.
    :param bots: ``None`` for the game's own ``Bot`` at every seat; a bot class (``satat.RandomBot``, or a
        ``functools.partial`` of one: each deal gets new bots, seeded from the deal's seed); a bot (every deal
        starts from a copy of it as given); a function ``state -> action``; or a list of these, one per seat.
    :param rules: the game's options (``SatatRules(trup_kasiet=True)``...), as ``start`` takes them.
    :param hands: chosen hands: a dict ``{seat: cards}`` (a seat by number or name: ``{0: 'AS KS ...'}`` or
        ``{'South': ...}``) or one entry per seat as ``start(hands=)`` takes them (``None``: dealt at random).
    :param record: a function of the final state giving more columns for its row (a dict).
    :param workers: processes to play on: 1 (this one), more, or ``None`` for every core
        (:class:`concurrent.futures.ProcessPoolExecutor`).
    :param executor: any :class:`concurrent.futures.Executor` to play on instead: a pool of your own (another
        start method), threads, or a cluster (Dask: ``distributed.Client(...).get_executor()``). The functions
        given in ``bots`` and ``record`` travel to it, so with processes they must be picklable (defined at the
        top level, not lambdas).
    :param progress: show a progress bar (in a notebook, under the cell; elsewhere, on standard error).
    :returns: the :class:`~tutor.experiments.Records`, in the order of the deals.
    :raises TutorError: for an argument that is not of its kind, quoting it (a game tutor does not know, 0
        deals, a bot that is not one, hands for a seat that does not exist...).

    >>> results = simulate("satat", deals=20, seed=1, progress=False)
    >>> len(results), results[0]["deal"], results[0]["game"]
    (20, 0, 'satat')
    >>> results == simulate("Trup Kasiet", deals=20, seed=1, progress=False)  # another name of Satat
    True
    >>> simulate("bridge", 10)
    Traceback (most recent call last):
    ...
    tutor.errors.NotationError: game 'bridge' is not a game of tutor: give one of lambapea, piquet, ...
    """
    module = _game(game)
    deals = _count(deals)
    seed = module.INPUTS.seed(seed)
    if seed is None:
        seed = random.randrange(2**32)
    if record is not None and not callable(record):
        raise NotationError(
            f"record {quote(record)} is not a function: give a function state -> dict, or None"
        )
    if not isinstance(progress, bool):
        raise NotationError(f"progress {quote(progress)} is not True or False")
    width = _workers(workers, executor)
    first = module.start(deal_seed(seed, 0), rules=rules)  # the table's seats, and the rules checked
    seats = len(first.hands)
    chosen = _hands(hands, module, seats)
    if chosen is not None:
        module.start(deal_seed(seed, 0), rules=rules, hands=chosen)  # the chosen hands checked here, at once
    task = _Task(module.__name__, seed, rules, chosen, _seats(bots, module, seats), record)
    pooled = executor is None and width > 1
    if pooled or isinstance(executor, concurrent.futures.ProcessPoolExecutor):
        _sendable(task)
    bar = progress_bar(deals, module.NAME, enabled=progress)
    began = time.perf_counter()
    try:
        if executor is None and not pooled:  # here, deal by deal
            rows = []
            for index in range(deals):
                rows += _play(task, index, index + 1)
                bar.advance(1)
        elif executor is not None:
            rows = _on(executor, task, _chunks(deals, width), bar)
        else:
            with concurrent.futures.ProcessPoolExecutor(max_workers=width) as pool:
                rows = _on(pool, task, _chunks(deals, width), bar)
    except BaseException:
        bar.close(done=False)
        raise
    elapsed = time.perf_counter() - began
    if executor is not None:
        bar.close(done=True, note=f"on {type(executor).__name__}")
    else:
        bar.close(done=True, note=f"on {width} workers" if pooled else "")
    return Records(rows, game=module.NAME, seed=seed, elapsed=elapsed)


def _on(
    executor: concurrent.futures.Executor, task: _Task, parts: list[tuple[int, int]], bar: Any
) -> list[dict[str, Any]]:
    """The rows of every chunk played on ``executor``, in the order of the deals."""
    futures = {executor.submit(_play, task, start, stop): n for n, (start, stop) in enumerate(parts)}
    done: list[list[dict[str, Any]]] = [[] for _ in parts]
    try:
        for future in concurrent.futures.as_completed(futures):
            n = futures[future]
            done[n] = future.result()
            bar.advance(parts[n][1] - parts[n][0])
    except BaseException:
        for future in futures:
            future.cancel()
        raise
    return [row for rows in done for row in rows]
