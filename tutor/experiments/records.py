"""The result of an experiment: a row per deal (a ``dict`` of plain values), as a sequence, a table and a plot.

:class:`Records` is a plain sequence of rows, so ``sum(row["tricks_0"] for row in results)`` works with the
standard library alone; :meth:`Records.to_frame` gives a pandas ``DataFrame`` (an extra); a notebook shows the
records as a short table of what each column holds and, with matplotlib, a histogram.
"""

from __future__ import annotations

import math
import statistics
from collections import Counter
from collections.abc import Iterable, Iterator, Sequence
from typing import Any, overload

from ..errors import NotationError
from ..inputs import quote

__all__ = ["PLOTTED", "Records"]

#: the column a plot shows when none is named: the first of these the rows have (the soloist's points in
#: Subastao, a team's card points in Saskop, the elder's score in Piquet, North–South's tricks in Satat)
PLOTTED = ("points", "points_0", "scores_0", "tricks_0")
#: columns that tell deals apart rather than describe them: left out of the summary
_LABELS = ("deal", "seed", "game")
#: an integer column with at most this many values is summed up by its shares, a wider one by its mean
_FEW = 4
#: a column of more values than this that are not numbers (a reason in words) is summed up by their number
_MANY = 20
#: bars in a histogram, at most: a whole number each while the values are that few, else groups of values
_BARS = 30


def _is_number(value: Any) -> bool:
    return isinstance(value, int | float) and not isinstance(value, bool)


def _describe(values: Sequence[Any], share: Any) -> str:
    present = [v for v in values if v is not None]
    if present and all(_is_number(v) for v in present) and len(set(present)) > _FEW:
        mean = statistics.fmean(present)
        text = f"mean {mean:.4g}, from {min(present):.4g} to {max(present):.4g}"
        missing = len(values) - len(present)
        return text + (f"; none {share(missing / len(values))}" if missing else "")
    counts = Counter(values)
    if len(counts) > _MANY:
        return f"{len(counts):,} different values"
    top = counts.most_common()  # equal counts in the order first seen
    shown = [f"{_label(v)} {share(n / len(values))}" for v, n in top[:_FEW]]
    return ", ".join(shown) + (", ..." if len(top) > _FEW else "")


def _label(value: Any) -> str:
    if value is True:
        return "yes"
    if value is False:
        return "no"
    return "none" if value is None else str(value)


class Records(Sequence[dict[str, Any]]):
    """The rows of an experiment, in the order of the deals: each a ``dict`` of plain values (``deal``, then
    the deal's ``outcome().record()``, its ``seed`` among them, and any columns of ``record=``).

    :param rows: the rows.
    :param game: the game's name.
    :param seed: the experiment's seed (every deal's seed comes from it and the deal's index).
    :param elapsed: the seconds the deals took (not compared: two equal experiments may take different times).

    >>> results = Records([{"deal": 0, "seed": 7, "won": True}, {"deal": 1, "seed": 9, "won": False}],
    ...                   game="Satat", seed=0)
    >>> len(results), results[1]["won"], results.columns
    (2, False, ('deal', 'seed', 'won'))
    >>> results.column("won")
    [True, False]
    >>> print(results)
    Satat: 2 deals (seed 0)
      won: yes 50%, no 50%
    """

    __slots__ = ("_rows", "elapsed", "game", "seed")

    def __init__(
        self, rows: Iterable[dict[str, Any]], *, game: str, seed: int | str, elapsed: float | None = None
    ) -> None:
        self._rows = list(rows)
        self.game, self.seed, self.elapsed = game, seed, elapsed

    # -- a sequence of rows ----------------------------------------------------------------------------------
    def __len__(self) -> int:
        return len(self._rows)

    @overload
    def __getitem__(self, index: int) -> dict[str, Any]: ...

    @overload
    def __getitem__(self, index: slice) -> Records: ...

    def __getitem__(self, index: int | slice) -> dict[str, Any] | Records:
        if isinstance(index, slice):
            return Records(self._rows[index], game=self.game, seed=self.seed)
        return self._rows[index]

    def __iter__(self) -> Iterator[dict[str, Any]]:
        return iter(self._rows)

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, Records):
            return NotImplemented
        return (self.game, self.seed, self._rows) == (other.game, other.seed, other._rows)

    __hash__ = None  # type: ignore[assignment]  # rows are dicts: records are not hashable

    @property
    def columns(self) -> tuple[str, ...]:
        """Every column name, in the order the rows first use them."""
        return tuple(dict.fromkeys(name for row in self._rows for name in row))

    def column(self, name: str) -> list[Any]:
        """The values of one column, a value per deal (``None`` where a row has no such column).

        :raises NotationError: if no row has that column (the message lists the columns).
        """
        if name not in self.columns:
            raise NotationError(f"{quote(name)} is not a column: the columns are {', '.join(self.columns)}")
        return [row.get(name) for row in self._rows]

    # -- a table ---------------------------------------------------------------------------------------------
    def to_frame(self) -> Any:
        """The rows as a pandas ``DataFrame``, a row per deal (the game and the seed in its ``attrs``).

        :raises ModuleNotFoundError: without pandas, naming the extra that brings it.
        """
        from .display import needs

        pandas = needs("pandas", "Records.to_frame()")
        frame = pandas.DataFrame.from_records(self._rows, columns=list(self.columns))
        frame.attrs.update(game=self.game, seed=self.seed)
        return frame

    def summary(self, share: Any = None) -> list[tuple[str, str]]:
        """What each column holds, in words: ``(column, 'mean 6.5, from 0 to 13')`` or the shares of its values
        (``'win 88%, 7-0 10%, 13-0 2%'``); the deal's index, seed and game are left out."""
        if share is None:
            from .display import share_text as share
        columns = [c for c in self.columns if c not in _LABELS]
        return [(c, _describe([row.get(c) for row in self._rows], share)) for c in columns]

    def _title(self) -> str:
        text = f"{self.game}: {len(self):,} deals (seed {self.seed!r})"
        return text + (f" in {self.elapsed:.1f} s" if self.elapsed is not None else "")

    def __repr__(self) -> str:
        return f"<Records: {self._title()}, {len(self.columns)} columns>"

    def __str__(self) -> str:
        return "\n".join([self._title(), *(f"  {name}: {text}" for name, text in self.summary())])

    def _repr_pretty_(self, printer: Any, cycle: bool) -> None:
        printer.text(str(self))

    def _repr_html_(self) -> str:
        from .display import figure_svg, html_table

        table = html_table(("column", "values"), self.summary(), caption=self._title(), numbers=False)
        column = self._plotted()
        picture = figure_svg(lambda ax: self.plot(column, ax=ax)) if column else ""
        return f"<div>{table}{picture}</div>"

    # -- a plot ----------------------------------------------------------------------------------------------
    def _plotted(self) -> str | None:
        columns = self.columns
        return next((c for c in PLOTTED if c in columns), None)

    def plot(self, column: str | None = None, *, ax: Any = None) -> Any:
        """A histogram of one column (by default the first of :data:`PLOTTED` the rows have): the share of the
        deals for each value. Deals thrown in (a ``redeal`` column that is true) are left out.

        :param column: the column to show.
        :param ax: matplotlib Axes to draw into (by default a new figure).
        :returns: the Axes.
        :raises ModuleNotFoundError: without matplotlib, naming the extra that brings it.
        :raises NotationError: for a column the rows do not have.
        """
        from .display import new_axes

        name = column if column is not None else self._plotted()
        if name is None:
            raise NotationError(f"name the column to plot: the columns are {', '.join(self.columns)}")
        if name not in self.columns:
            self.column(name)  # the error that lists the columns
        values = [row.get(name) for row in self._rows if not row.get("redeal")]
        axes = new_axes(ax)
        present = [v for v in values if v is not None]
        counts = Counter(present)
        total = len(values) or 1
        whole = all(isinstance(v, int) and not isinstance(v, bool) for v in present)
        if present and whole and len(counts) <= _BARS:
            axes.bar(list(counts), [n / total for n in counts.values()], width=0.9)
        elif present and all(_is_number(v) for v in present):
            low, high = min(present), max(present)
            step = max(1, math.ceil((high - low) / _BARS)) if whole else (high - low) / _BARS or 1
            bins = [low + i * step for i in range(math.ceil((high - low) / step) + 2)]
            axes.hist(present, bins=bins, weights=[1 / total] * len(present))
        else:
            ordered = counts.most_common()
            axes.bar([_label(v) for v, _ in ordered], [n / total for _, n in ordered])
        thrown = len(self) - len(values)
        note = f", {thrown:,} thrown in left out" if thrown else ""
        axes.set_title(f"{self.game}, {len(values):,} deals{note}")
        axes.set_xlabel(name)
        axes.set_ylabel("share of the deals")
        return axes
