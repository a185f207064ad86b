"""Helpers that several test files use (fixtures are in ``conftest.py``): import them as
``from tests.helpers import ...``, never from another test file."""

from __future__ import annotations

from dataclasses import dataclass

from tutor.cards import CardSet
from tutor.errors import IllegalAction, Rule
from tutor.games import piquet
from tutor.games.piquet import Call, Kind

# -- a tiny game state for the action kinds (bids): apply() validates, as every game's State does ----------


@dataclass(frozen=True)
class Bid:
    points: int

    def __str__(self) -> str:
        return f"bid {self.points}"


@dataclass(frozen=True)
class Pass:
    def __str__(self) -> str:
        return "pass"


@dataclass(frozen=True)
class BiddingState:
    """Bids 5..limit, each above the last one; pass always allowed."""

    last: int = 4
    limit: int = 7

    def legal_actions(self):
        return (Pass(), *(Bid(n) for n in range(self.last + 1, self.limit + 1)))

    def apply(self, action):
        if isinstance(action, Bid):
            if action.points <= self.last:
                raise IllegalAction(
                    f"cannot bid {action.points}: the bid is {self.last}", rule=Rule.BID_TOO_LOW
                )
            if action.points > self.limit:
                raise IllegalAction(
                    f"cannot bid {action.points}: only {self.limit} potential trumps",
                    rule=Rule.NOT_ENOUGH_TRUMPS,
                )
            return BiddingState(action.points, self.limit)
        if isinstance(action, Pass):
            return self
        raise IllegalAction(f"{action!r} is not an action", rule=Rule.UNKNOWN_ACTION)

    def describe(self):
        return f"The bid is {self.last}."


# -- Piquet deals from the hands after the exchange (Cavendish's worked examples) ------------------------------

ELDER, YOUNGER = 0, 1  # seat 0 is elder: seat 1 deals


def golden_deal(elder: str, younger: str, elder_out: str, younger_out: str, elder_in: str, younger_in: str):
    """A deal whose hands after a one-card exchange each are ``elder`` and ``younger``."""
    e, y = CardSet(piquet.parse_cards(elder)), CardSet(piquet.parse_cards(younger))
    e_in, y_in = piquet.parse_card(elder_in), piquet.parse_card(younger_in)
    e_out, y_out = piquet.parse_card(elder_out), piquet.parse_card(younger_out)
    assert e_in in e and y_in in y
    rest = piquet.ALL_CARDS - e - y - CardSet([e_out, y_out])
    assert len(rest) == 6
    dealt = (e.removed(e_in).added(e_out), y.removed(y_in).added(y_out))
    state = piquet.start(hands=dealt, stock=(e_in, y_in, *rest.sorted()), dealer=1)
    state = state.apply(elder_out).apply("take in").apply(younger_out).apply("take in")
    assert state.hand(ELDER) == e and state.hand(YOUNGER) == y
    return state


def huitieme_deal():
    # Elder: huitième in spades (point 8 + 18 = 26) and a tierce to the king in hearts (3): 29 in hand.
    # Younger: three tens, good (the elder has no trio); a tierce to the ten in hearts loses to the huitième.
    return golden_deal(
        "AS KS QS JS TS 9S 8S 7S KH QH JH 7D", "TH TD TC AH 9H 8H KD 9D 8D KC 9C 8C", "AC", "AD", "7D", "8C"
    )


def huitieme_calls(state):
    state = state.apply(Call(Kind.POINT, CardSet(piquet.parse_cards("AS KS QS JS TS 9S 8S 7S"))))
    return state.apply(Call(Kind.SEQUENCE, CardSet(piquet.parse_cards("AS KS QS JS TS 9S 8S 7S"))))
