"""What the cards a player chose say of his hand if he plays as the game's ``Bot`` does: the kernel each game's
:attr:`~tutor.games.description.Description.likely` is built on (:data:`~tutor.games.description.Likely`).

The play table's bot plays as the ``Bot`` until its last tricks (where it samples), and so do the other bots: with
a hand dealt to a hidden seat, the ``Bot``'s card at each of that seat's turns is either the card it played or
not. Each turn is read as the seat saw it (its hand then and the cards on the table), so a test reads one hand.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from typing import Any

from ..cards import CardSet
from ..tricks import Trick

__all__ = ["Choice", "first_choices", "played_as", "remembered", "tricks_in_deal"]

Choice = tuple[Any, int, int]
"""A card a seat chose: ``(the table as it saw it then, without its hand; the cards it had played before, a mask;
the card, a mask)``."""


def tricks_in_deal(view: Any) -> int:
    """How many tricks ``view``'s deal has: the tricks played, and the cards still to play of a seat in play whose
    hand the view shows (Subastao's censor, out of play, sees the soloist's)."""
    trick = view.trick
    current = {seat for seat, _ in trick.plays} if trick is not None else set()
    played = current.union(seat for done in view.tricks for seat, _ in done.plays)
    for seat, hand in enumerate(view.hands):
        if hand is not None and (len(hand) or seat in played):
            return len(view.tricks) + len(hand) + (seat in current)
    return len(view.tricks)


def first_choices(
    view: Any, tricks: int, table: Callable[[tuple[Trick, ...], Trick, int], Any]
) -> dict[int, list[Choice]]:
    """Per seat, the cards it played in the first ``tricks`` tricks of ``view``: ``table(the tricks done then, the
    trick as it stood, seat)`` gives the view the seat had before its card (its hand left out: ``hands`` all
    ``None``, ``to_act`` the seat)."""
    done = list(view.tricks)
    if view.trick is not None and view.trick.plays:
        done.append(view.trick)
    out: dict[int, list[Choice]] = {}
    before: dict[int, int] = {}
    for number, trick in enumerate(done[:tricks]):
        for place, (seat, card) in enumerate(trick.plays):
            then = table(tuple(done[:number]), Trick(trick.leader, trick.plays[:place]), seat)
            out.setdefault(seat, []).append((then, before.get(seat, 0), card.bit))
            before[seat] = before.get(seat, 0) | card.bit
    return out


def played_as(choices: list[Choice], bot: Any) -> Callable[[int], bool]:
    """A test of a hand as the play began (a mask): whether at each of ``choices`` ``bot``, given the seat's hand
    then, plays the card chosen."""

    def chooses(table: Any, hand: int, card: int) -> bool:
        seat = table.to_act
        seen = replace(
            table,
            hands=tuple(CardSet.from_mask(hand) if i == seat else None for i in range(len(table.hands))),
        )
        return bool(bot.choose(seen).card.bit == card)

    def test(hand: int) -> bool:
        return all(chooses(table, hand & ~before, card) for table, before, card in choices)

    return test


def remembered(test: Callable[[int], bool]) -> Callable[[int], bool]:
    """``test`` with each hand's answer kept: the sampler deals the same hands again and again in the last
    tricks."""
    answers: dict[int, bool] = {}

    def kept(hand: int) -> bool:
        found = answers.get(hand)
        if found is None:
            found = answers[hand] = test(hand)
        return found

    return kept
