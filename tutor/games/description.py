"""What the layers above need to know of a game, said once, in the game's own package.

Each game's package declares one :class:`Description` (``DESCRIPTION``, in its ``about.py``); the analysis,
the lessons, the widgets and the site read it through :func:`tutor.games.describe`, by the game's ``NAME``,
as :func:`tutor.games.get` finds the module. No layer keeps a table of the games: a fifth game writes its
description and the layers above know it.

>>> from tutor import games
>>> about = games.describe("satat")
>>> about.exact_tricks, about.hint_samples, about.drill_players
(7, 10, 4)
>>> about.adapter
'tutor.analysis.satat:SatatAdapter'
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any, Protocol

__all__ = ["Description", "Fits", "Knows", "Likely", "Promised", "SecretTrump"]

Knows = Callable[[Any, int, dict[int, int], dict[int, int]], None]
"""``knows(view, seat, holds, lacks)``: adds to ``holds`` and ``lacks`` (``{hidden seat: card mask}``) what the
game shows ``seat`` of the hidden hands beyond the cards played (Satat's cards given and signals, Subastao's
cantes, Piquet's discard and the stock cards seen)."""

Fits = Callable[[Any, int], Callable[[dict[int, int]], bool] | None]
"""``fits(view, seat)``: a test of a deal of the hidden hands (``{hidden seat: card mask}``, each hand as it was
when the play began: its cards now and the cards it played) for what the game shows ``seat`` that no single
card tells (Saskop's bids: so many potential trumps in some suit); ``None`` when nothing is to be tested."""

Promised = Callable[[Any], Sequence[tuple[int, int, tuple[int, ...]]]]
"""``promised(view)``: what ``fits`` tests, as ``(seat, count, masks)``: the seat held at least ``count`` cards of
one of ``masks`` when the play began. The sampler deals those first where random deals seldom fit."""


Likely = Callable[[Any, int], Mapping[int, Callable[[int], bool]]]
"""``likely(view, seat)``: what ``seat``'s view suggests of the hidden hands if their players act as the game's
``Bot`` does: ``{hidden seat: a test of its hand as it was when the play began}`` (Saskop's passes; in Saskop and
Subastao the cards played before the table's bot samples, each the one the ``Bot`` would have played), empty if
nothing. Each test reads one hand, so the sampler can tell which player does not act as the bots do (a person
acts as he likes)."""


class SecretTrump(Protocol):
    """A trump that some seats do not know (Satat's Trup Kasiet before the reveal): what sampling needs."""

    def is_hidden(self, view: Any) -> bool:
        """Whether the deal's trump may be unknown to some seat (the variant is on)."""
        ...

    def known_at(self, view: Any) -> list[bool]:
        """For every card played so far, in order: whether the trump was known to all when it was played."""
        ...

    def candidates(self, view: Any, seat: int) -> tuple[int, tuple[Any, ...]] | None:
        """``(the seat that knows it, the suits that may be trumps)`` if ``seat`` does not know the trump."""
        ...

    def assume(self, view: Any, trump: Any, hidden: Any) -> dict[str, Any]:
        """The attributes of ``view`` that change if the trump is ``trump``, the face-down card ``hidden``."""
        ...


@dataclass(frozen=True, slots=True, kw_only=True)
class Description:
    """One game's facts for the layers above its rules.

    :param title: the game's name as a learner reads it (``'Satat'``).
    :param exact_tricks: how many tricks from the end the exact analysis is solved while a learner waits
        (:func:`tutor.analysis.in_reach`); 0 for a game without exact analysis.
    :param hint_samples: how many deals of the hidden cards a learner's hint samples
        (:func:`tutor.analysis.learner_hint`).
    :param adapter: where the game's analysis adapter lives, ``'module:Class'`` (imported by the analysis
        alone, so that a game imports nothing above it); ``None`` for a game without exact analysis.
    :param review_tricks: how many tricks from the end a deal's review solves each card exactly, where that is
        more than ``exact_tricks`` (Piquet's whole deal is quick); 0 otherwise.
    :param table_bot: ``(tricks, samples)`` of the play table's opponent (:func:`tutor.analysis.table_bot`): it
        samples in the last ``tricks`` tricks, ``samples`` deals per card; ``None`` for a game without exact
        analysis (the opponent is the game's ``Bot``).
    :param table_nodes: the play table's opponent solves no more sampled deals for a card once its searches
        have visited this many positions (at least two deals: :func:`tutor.analysis.sampled_costs`), so that
        it answers in time where deals are long to solve; ``None``: every deal.
    :param knows: what a seat's view shows of the hidden hands beyond the cards played (:data:`Knows`),
        ``None`` if nothing.
    :param fits: what a seat's view shows of the hidden hands that only a whole hand can be tested for
        (:data:`Fits`), ``None`` if nothing.
    :param promised: the same as ``fits`` as counts of cards the sampler can deal first (:data:`Promised`),
        for promises random deals seldom keep (a rare bid); ``None`` if nothing.
    :param likely: what a seat's view suggests of the hidden hands if their players act as the game's ``Bot``
        (:data:`Likely`: Saskop's passes, and in Saskop and Subastao the cards chosen before the table's bot
        samples): the sampler keeps it for each player some sampled hand of whom passes it, and drops it for a
        player none of whose hands does (a person need not act as the bots); ``None`` if nothing.
    :param secret_trump: how a trump hidden from some seats is sampled (:class:`SecretTrump`), ``None`` if the
        trump is always known.
    :param drill_players: how many players a random drill deals to.
    :param drill_hand_sizes: the smallest and the largest hand a random drill deals.
    :param drill_trumps: whether a random drill names a trump suit.
    :param bids: the game's whole bidding vocabulary (its actions' texts), shown in a bidding box with the ones
        not allowed now disabled; empty where bids are only the legal actions.
    :param principles: the module that holds the game's principles of play (its ``PRINCIPLES``, see
        :mod:`tutor.lesson.principles`), imported by the lessons alone; ``None`` for a game that has none yet.
    """

    title: str
    exact_tricks: int
    hint_samples: int
    adapter: str | None
    review_tricks: int = 0
    table_bot: tuple[int, int] | None = None
    table_nodes: int | None = None
    knows: Knows | None = None
    fits: Fits | None = None
    promised: Promised | None = None
    likely: Likely | None = None
    secret_trump: SecretTrump | None = None
    drill_players: int
    drill_hand_sizes: tuple[int, int]
    drill_trumps: bool
    bids: tuple[str, ...] = ()
    principles: str | None = None
