"""A sampled cost in words for a learner (:func:`sampled_reason`): what the hints and the sampling bot say."""

from __future__ import annotations

from typing import Any

from ..cards import Card
from ..i18n import gettext
from ..sentences import Template, amount
from .lookup import adapter_class, game_name
from .sampling import SampledCost

__all__ = ["sampled_reason"]


def sampled_reason(state: Any, action: Any, cost: SampledCost) -> str:
    """Why the sampled analysis suggests ``action`` at ``state``, in words for a learner: in how many of the deals
    it was a best card, and what it gives away on average with the range that average is likely in.

    >>> from tutor.games import piquet
    >>> s = piquet.start(1)
    >>> a = s.legal_actions()[0]
    >>> sampled_reason(s, a, SampledCost(a, 0.4, 8, 0.0, 0.9, 6))  # doctest: +NORMALIZE_WHITESPACE
    'Over 8 deals of the hidden cards that fit what you have seen, the K♠ gives away 0.4 points on average
    against the best card of each deal, and no other card gives away less. It was a best card in 6 of the 8
    deals; from 8 deals the average is a guess, likely between 0 and 0.9.'
    """
    card = getattr(action, "card", None)
    name = THE_CARD.say(card=card.unicode()) if isinstance(card, Card) else THIS_CHOICE.say()
    adapter = adapter_class(game_name(state))
    unit = adapter.unit.removesuffix("s")
    n = cost.samples
    if cost.best == n:
        return EVERY_DEAL.say(deals=n, name=name)
    low, high = amount(cost.low), amount(cost.high)
    best = (BEST_IN if cost.best else BEST_IN_NONE).say(best=cost.best, deals=n)
    if adapter.ranked_results and cost.high >= 7:
        # the average includes a result that is no count of tricks (Satat's 7–0): say how often it changes one
        changed = IN_SOME.say(changed=cost.changed) if cost.changed else IN_NONE.say()
        does = CHANGES_LEAST.say(deals=n, name=name, what=gettext(adapter.result_words), changed=changed)
        return TWO_SENTENCES.say(first=does, second=best)
    gives = GIVES_LEAST.say(deals=n, name=name, loss=max(cost.loss, 0.0), unit=unit)
    sure = (GUESS if low != high else SAME).say(deals=n, low=low, high=high)
    return WITH_REMARK.say(first=gives, second=best, third=sure)


# the words of a sampled hint (:mod:`tutor.sentences`)
EVERY_DEAL = Template(
    "Over {deals:deal} of the hidden cards that fit what you have seen, {name} was a best card in every one: "
    "nothing did better."
)
GIVES_LEAST = Template(
    "Over {deals:deal} of the hidden cards that fit what you have seen, {name} gives away {loss:{unit}} on "
    "average against the best card of each deal, and no other card gives away less."
)
CHANGES_LEAST = Template(
    "Over {deals:deal} of the hidden cards that fit what you have seen, no other card does better than {name} "
    "against the best card of each deal: it changes {what} {changed}."
)
BEST_IN = Template("It was a best card in {best} of the {deals:deal}")
BEST_IN_NONE = Template("It was not the best card of any one deal, but it loses least over all of them")
GUESS = Template("from {deals:deal} the average is a guess, likely between {low} and {high}")
SAME = Template("it gives away the same in every deal")
THE_CARD = Template("the {card}")
THIS_CHOICE = Template("this choice")
IN_SOME = Template("in {changed} of them")
IN_NONE = Template("in none of them")
TWO_SENTENCES = Template("{first} {second}.")
WITH_REMARK = Template("{first} {second}; {third}.")
