"""What the layers above need to know of Whist (:mod:`tutor.games.description`)."""

from __future__ import annotations

from tutor.games.description import Description

DESCRIPTION = Description(
    title="Whist",
    exact_tricks=3,
    hint_samples=6,
    adapter="tests.whist.analysis:WhistAdapter",
    table_bot=(3, 6),
    drill_players=4,
    drill_hand_sizes=(4, 9),
    drill_trumps=True,
)
