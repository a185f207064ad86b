"""What the layers above need to know of Subastao (:mod:`tutor.games.description`): the analysis's horizon and
samples, what a seat's view shows of the hidden hands (the cantes sung; and, if its player plays as the bots do,
the cards he chose before the play table's bot samples), how a drill deals.

Reading the bots' first cards (``likely``), measured with the play table's bot (``bench_play.py 90 subastao
--only 3 --sampling-deals 90 --eight 0``, best cards with 5 tricks or fewer left, mean cost in card points, load
about 2.8): 96.5% from 95.3%, 0.262 from 0.300. Session 43, the table's bot sampling from 6 tricks out (so reading
four tricks of ten, six of twelve), 200 deals, load 1.0: 97.4%, 0.137 (sampling from 7, three tricks read: 96.7%,
0.210; the slowest card 369 ms of CPU from 1,165 ms).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from typing import Any

from ...tricks import Trick
from .._likely import first_choices, played_as, remembered, tricks_in_deal
from ..description import Description

__all__ = ["DESCRIPTION"]


def knows(view: Any, seat: int, holds: dict[int, int], lacks: dict[int, int]) -> None:
    """A cante sung shows the rey and the caballo of its suit in the singer's hand."""
    for cante in view.sung:
        if cante.suit is None or cante.seat not in holds:
            continue
        holds[cante.seat] |= sum(
            c.bit for c in view.rules.deck.cards if c.suit is cante.suit and c.rank.name in ("KING", "KNIGHT")
        )


def likely(view: Any, seat: int) -> dict[int, Callable[[int], bool]]:
    """What each hidden hand is if its player plays as :class:`~tutor.games.subastao.Bot` does (a person may
    play as he likes), a test of the hand as it was when the play began: each card it played in the tricks before
    the play table's bot samples (the first four of ten, the first six of twelve:
    :attr:`~tutor.games.description.Description.table_bot`) is the one the ``Bot`` would have played with that
    hand, seeing what the seat saw then (``tutor.games._likely``)."""
    from .bot import Bot  # the bots' own play (the bot module imports more than this one should at its top)

    bot = Bot()
    table_bot = DESCRIPTION.table_bot
    assert table_bot is not None  # Subastao's table samples in its last tricks
    seats = len(view.hands)

    def table(done: tuple[Trick, ...], trick: Trick, other: int) -> Any:
        return replace(
            view,
            to_act=other,
            hands=(None,) * seats,
            trick=trick,
            summary=None,
            tricks=done,
            sung=tuple(cante for cante in view.sung if cante.trick <= len(done)),
            may_sing=False,  # no cante to sing: the bot plays a card
            renuncio=None,
        )

    choices = first_choices(view, tricks_in_deal(view) - table_bot[0], table)
    return {
        other: remembered(played_as(choices[other], bot))
        for other, hand in enumerate(view.hands)
        if other != seat and hand is None and choices.get(other)
    }


DESCRIPTION = Description(
    title="Subastao",
    exact_tricks=5,
    review_tricks=7,
    hint_samples=10,
    adapter="tutor.analysis.subastao:SubastaoAdapter",
    table_bot=(6, 20),
    table_nodes=40_000,
    knows=knows,
    likely=likely,
    drill_players=3,
    drill_hand_sizes=(5, 10),
    drill_trumps=True,
    principles="tutor.lesson.principles.subastao",
)
"""Subastao, described once for the layers above."""
