"""How fast :func:`tutor.experiments.simulate` plays: deals per second on one process, on every core
(``workers=None``) and on a local Dask cluster of two worker processes, for each game with its default bots.

The ratio of every core to one process shows how the work scales (on a machine whose cores are free it nears
the number of cores); the CPU column is the CPU time the pool's processes spent on the same deals over one
process's (1.00: a pool costs nothing beside the deals, the chunks keep its cost per deal small), a figure that
the other programs of a shared machine do not move. Each run checks that its rows equal the one
process's. The Dask cluster's start is not timed, only the deals. The load is printed beside the figures: on a
shared machine, compare the ratios of one run rather than figures of two.

``python benchmarks/bench_experiments.py [deals] [game ...]`` (default: 400 deals, every game). Dask's
``distributed`` comes with the ``bench`` (or ``test``) extra; without it that column is skipped with a note.
"""

from __future__ import annotations

import contextlib
import logging
import os
import resource
import time
from collections.abc import Iterator
from typing import Any

from common import MODULES, command_line  # benchmarks/common.py

from tutor.experiments import simulate


def load() -> str:
    return " ".join(f"{x:.2f}" for x in os.getloadavg())


def cpu() -> float:
    """CPU seconds used so far by this process and by its children that have ended (a pool's workers)."""
    own, children = resource.getrusage(resource.RUSAGE_SELF), resource.getrusage(resource.RUSAGE_CHILDREN)
    return own.ru_utime + own.ru_stime + children.ru_utime + children.ru_stime


def timed(game: str, deals: int, **options: Any) -> tuple[float, float, Any]:
    """Deals per second, CPU seconds (here and in a pool's processes), and the rows."""
    began, used = time.perf_counter(), cpu()
    rows = simulate(game, deals=deals, seed=1, progress=False, **options)
    return deals / (time.perf_counter() - began), cpu() - used, rows


@contextlib.contextmanager
def dask_executor() -> Iterator[Any]:
    """A local Dask cluster of two worker processes (one thread each), or ``None`` without Dask."""
    try:
        import distributed
    except ModuleNotFoundError:
        yield None
        return
    with (
        distributed.LocalCluster(
            n_workers=2,
            processes=True,
            threads_per_worker=1,
            dashboard_address=None,
            silence_logs=logging.ERROR,
        ) as cluster,
        distributed.Client(cluster) as client,
    ):
        yield client.get_executor()


def main() -> None:
    deals, names, _ = command_line(400)
    cores = len(os.sched_getaffinity(0))  # what workers=None uses
    print(f"simulate: {deals} deals per run, default bots; {cores} cores; load before {load()}")
    print(
        f"{'game':<10} {'1 worker':>10} {f'{cores} workers':>10} {'ratio':>6} {'CPU':>6} {'Dask, 2':>10} {'ratio':>6}"
    )
    with dask_executor() as dask:
        for name in names or list(MODULES):
            one, one_cpu, rows = timed(name, deals)
            every, every_cpu, same = timed(name, deals, workers=None)
            assert same == rows, f"{name}: the rows of every core differ from one process's"
            cost = f"{every_cpu / one_cpu:>6.2f}"  # the pool's CPU for the same deals: 1.00 is no overhead
            if dask is not None:
                on_dask, _, same = timed(name, deals, executor=dask)
                assert same == rows, f"{name}: the rows of the Dask cluster differ from one process's"
                cluster = f"{on_dask:>10.0f} {on_dask / one:>6.2f}"
            else:
                cluster = f"{'(no Dask: pip install distributed)':>17}"
            print(f"{name:<10} {one:>10.0f} {every:>10.0f} {every / one:>6.2f} {cost} {cluster}", flush=True)
    print(f"deals per second (CPU: the pool's CPU time over one process's); load after {load()}")


if __name__ == "__main__":
    main()
