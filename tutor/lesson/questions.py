"""Questions about counts whose every wrong answer is explained by the rules: what the learner who picks it has
left out, counted twice or valued wrongly.

>>> from tutor.games import saskop
>>> step = points_choice("How many points in A♠ 10♠ K♦?", saskop.parse_cards("AS TS KD"), [21, 25, 31],
...                      points=lambda card: saskop.card_points([card]))
>>> step.answers()
(25,)
>>> print(step.check(21))
Not that one. That leaves out the K♦, worth 4 points.
>>> print(step.check(31))
Not that one. That counts the K♦ as 10 points: a king is worth 4.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import Any

from ..cards import Card
from ..i18n import gettext
from ..sentences import Template, count, join
from .steps import Kind, Scenario, Step, choice

__all__ = ["point_mistake", "points_choice"]


LEAVES_OUT = Template("That leaves out the {card}, worth {worth}.")
TWICE = Template("That counts the {card} twice: each card counts once.")
AS_OTHER = Template("That counts the {card} as {other}: a {rank} is worth {worth}.")
FEWER = Template("These cards hold fewer than {value}: add each card's points once, no more.")
MORE = Template("These cards hold more than {value}: every card with points counts.")
SUMS = Template("{sums} make {total}.")


def point_mistake(
    cards: Sequence[Card], value: float, points: Callable[[Card], int], unit: str = "point"
) -> str:
    """Why ``value`` is not the points of ``cards`` (each worth ``points(card)``): a card left out, a card counted
    twice, a card counted at another rank's value; otherwise how it compares, without the total.

    >>> from tutor.games import subastao
    >>> point_mistake(subastao.parse_cards("AC 3C RC"), 14, lambda c: subastao.card_points([c]))
    'That leaves out the as de copas, worth 11 points.'
    """
    total = sum(points(card) for card in cards)
    values = sorted({points(card) for card in cards} | {0})
    for card in cards:
        worth = points(card)
        if worth and value == total - worth:
            return LEAVES_OUT.say(card=card.unicode(), worth=count(worth, unit))
    for card in cards:
        worth = points(card)
        if worth and value == total + worth:
            return TWICE.say(card=card.unicode())
    for card in cards:
        worth = points(card)
        for other in values:
            if other != worth and value == total - worth + other:
                rank = card.rank.value[3 if card.family.name == "FRENCH" else 4] or card.rank.value[3]
                other_said = count(other, unit)
                return AS_OTHER.say(card=card.unicode(), other=other_said, rank=gettext(rank), worth=worth)
    if value > total:
        return FEWER.say(value=count(value, unit))
    return MORE.say(value=count(value, unit))


def points_choice(
    prompt: str,
    cards: Sequence[Card],
    options: Sequence[float],
    *,
    points: Callable[[Card], int],
    unit: str = "point",
    wrong: Mapping[Any, str] | None = None,
    why: str = "",
    scenario: Scenario | None = None,
    hints: Sequence[str] = (),
    title: str = "",
) -> Step:
    """ "How many points in these cards?": the answer is the sum of ``points(card)``; each wrong option is told the
    slip that gives it (:func:`point_mistake`), unless ``wrong`` says it in the author's words. Without ``why``,
    the answer says the sum card by card ("A♠ 11, 10♠ 10 and K♦ 4 make 25 points")."""
    cards = tuple(cards)
    total = sum(points(card) for card in cards)
    said = dict(wrong or {})
    sums = join(f"{card.unicode()} {points(card)}" for card in cards if points(card))
    return choice(
        prompt,
        list(options),
        answer=total,
        wrong=lambda value: said.get(value) or point_mistake(cards, value, points, unit),
        why=why or SUMS.say(sums=sums, total=count(total, unit)),
        scenario=scenario,
        hints=hints,
        title=title,
        kind=Kind.CHOICE,
    )
