"""Saskop's principles of play, from the rules file's strategy notes (section 3: the trumps counted, the ace and
ten of trumps below every picture, schmearing) and the Schafkopf family's practice they come from (pagat), each
with its test.

>>> from tutor.games import saskop
>>> [p.name for p in PRINCIPLES]
['Count the trumps', 'Give points to your partner', 'Keep a trump for the end', 'The caller draws trumps']

Every test reads what the player to act can see (his view: his hand, the cards played, who could not follow),
never another hand.
"""

from __future__ import annotations

from typing import Any

from ...cards import Card, CardSet, Rank, Suit
from ...games import saskop
from ...games.saskop import Phase
from ...i18n import gettext
from ...sentences import Template
from ...sentences import seat as named_seat
from . import Principle

__all__ = [
    "CALLER_DRAWS",
    "COUNT_TRUMPS",
    "KEEP_TRUMP",
    "POSITIONS",
    "PRINCIPLES",
    "SMEAR",
    "TOLERANCE",
    "count_step",
    "position",
    "tricks_shown",
    "trumps_out",
    "view_step",
]

BIG = (Rank.ACE, Rank.TEN)
"""The cards worth most: an ace is 11 card points, a ten 10 (84 of the 120 points in the pack)."""


def _view(state: Any) -> Any:
    """What the player to act sees."""
    if isinstance(state, saskop.State) and state.to_act is not None:
        return state.view(state.to_act)
    return state


def _points(card: Card) -> int:
    return saskop.CARD_POINTS.get(card.rank, 0)


class _Seen:
    """What the player to act knows at a position of the play: his hand, the cards played, the trick so far, the
    cards still out (in the other hands), who has shown that he holds no card of a suit."""

    def __init__(self, state: Any) -> None:
        view = _view(state)
        self.view = view
        self.seat: int = view.to_act
        self.order = saskop.ordering(view.trump, view.rules)
        self.hand: CardSet = view.hand(self.seat)
        self.trick = view.trick
        played = 0
        for trick in (*view.tricks, view.trick):
            for _, card in trick.plays:
                played |= card.bit
        self.out: int = self.order.mask & ~(played | self.hand.mask)
        self.legal = [a.card for a in view.legal_actions() if isinstance(a, saskop.Play)]
        self.void: dict[int, set[Suit]] = {s: set() for s in range(4)}
        for trick in (*view.tricks, view.trick):
            if not trick.plays:
                continue
            led = self.order.suit_of(trick.plays[0][1])
            for seat, card in trick.plays[1:]:
                if self.order.suit_of(card) is not led:
                    self.void[seat].add(led)

    @property
    def trumps_out(self) -> int:
        return (self.out & self.order.trump_mask).bit_count()

    def is_partner(self, seat: int) -> bool:
        return seat % 2 == self.seat % 2

    def best(self, cards: list[Card]) -> tuple[int, Card]:
        """The seat and card winning ``cards`` played to the trick in order from its leader."""
        winner = self.order.winning_card(cards)
        leader = self.trick.leader if self.trick.plays else self.seat
        return (leader + cards.index(winner)) % 4, winner

    def beaten_later(self, card: Card) -> bool:
        """Whether a card still out (in a hand that plays after the player's) may beat ``card``."""
        return len(self.trick.plays) < 3 and bool(self.order.stronger_mask(card) & self.out)


def _playing(state: Any, card: Any) -> _Seen | None:
    """What the player to act knows, when ``card`` is a card he plays in the play."""
    view = _view(state)
    if getattr(view, "phase", None) is not Phase.PLAY or not isinstance(card, Card) or view.to_act is None:
        return None
    return _Seen(view)


def trumps_out(state: Any) -> int:
    """How many trumps the player to act cannot see: neither in his hand nor played (the others hold them).

    >>> from tutor.games import saskop
    >>> deal = saskop.start(1)
    >>> while deal.phase is not saskop.Phase.PLAY:
    ...     deal = deal.apply(saskop.Bot().choose(deal))
    >>> trumps_out(deal) + len([c for c in deal.hand(deal.to_act) if saskop.ordering(deal.trump).is_trump(c)])
    18
    """
    return _Seen(state).trumps_out


# -- count the trumps ------------------------------------------------------------------------------------------


def _count_trumps(state: Any, card: Any) -> str:
    seen = _playing(state, card)
    if seen is None:
        return ""
    order, out = seen.order, seen.trumps_out
    if not out:
        return ""
    name = card.unicode()
    if card.rank in BIG and not order.is_trump(card) and not seen.trick.plays:
        voids = [s for s in range(4) if not seen.is_partner(s) and card.suit in seen.void[s]]
        voids = [s for s in voids if order.trump not in seen.void[s]]
        if voids:
            return SHOWN_VOID.say(
                named_seat(saskop.SEATS[voids[0]]), suit=card.suit.symbol, out=out, card=name
            )
    if card.rank in BIG and order.is_trump(card):
        who, best = seen.best([*seen.trick.cards, card])
        if not seen.is_partner(who):
            return BELOW_PICTURES.say(card=name, best=best.unicode())
        higher = (order.stronger_mask(card) & order.trump_mask & seen.out).bit_count()
        if best is card and higher and seen.beaten_later(card):
            return HIGHER_OUT.say(card=name, higher=higher)
    return ""


SHOWN_VOID = Template(
    "{who} {has} shown {who} {has} no {suit}, with {out:trump} still out: {who} can trump your {card}"
)
BELOW_PICTURES = Template("the {card} is a trump below every king, queen and jack, and the {best} beats it")
HIGHER_OUT = Template(
    "the {card} is a trump below every king, queen and jack, and {higher:higher trump} still out can take it"
)


COUNT_TRUMPS = Principle(
    "Count the trumps",
    "There are 18 trumps: the 6 of the trump suit (the highest), all twelve kings, queens and jacks, then the ace, "
    "10, 9, 8 and 7 of the trump suit. Count them as they fall: while some are still out, they can trump your "
    "plain aces and tens, and any king, queen or jack can catch the ace or ten of trumps.",
    _count_trumps,
    "saskop",
)


# -- give points to your partner ---------------------------------------------------------------------------------


def _smear(state: Any, card: Any) -> str:
    seen = _playing(state, card)
    if seen is None or not seen.trick.plays:
        return ""
    order, played = seen.order, len(seen.trick.plays)
    who, best = seen.best(list(seen.trick.cards))
    if any(order.beats(c, best) for c in seen.legal):
        return ""  # he may (and must) beat it: another question
    big = [c for c in seen.legal if c.rank in BIG]
    if seen.is_partner(who):
        sure = played == 3 or not order.stronger_mask(best) & seen.out
        if sure and big and card.rank not in BIG:
            return KEEPS_BACK.say(best=best.unicode())
        return ""
    sure = played >= 2 or not order.stronger_mask(best) & seen.out
    cheaper = [c for c in seen.legal if _points(c) < _points(card)]
    if sure and card.rank in BIG and cheaper:
        return GIVES_THEM.say(best=best.unicode(), card=card.unicode(), points=_points(card))
    return ""


KEEPS_BACK = Template(
    "your partner's {best} surely wins this trick and you cannot beat it, yet you keep an ace or a ten back: it "
    "would count for your side"
)
GIVES_THEM = Template(
    "the {best} surely wins this trick for the opponents, and your {card} gives them {points:card point}"
)


SMEAR = Principle(
    "Give points to your partner",
    "When your partner's card will surely win the trick and you cannot beat it, put your ace or ten on it: its "
    "points count for your side (players call it smearing). When the opponents will surely win the trick, give "
    "them your cheapest card.",
    _smear,
    "saskop",
)


# -- keep a trump for the end ------------------------------------------------------------------------------------


def _keep_trump(state: Any, card: Any) -> str:
    seen = _playing(state, card)
    if seen is None or not seen.order.is_trump(card):
        return ""
    order, hand = seen.order, seen.hand
    name = card.unicode()
    if not seen.trick.plays:
        if hand.mask & order.trump_mask == card.bit and len(hand) > 1 and seen.trumps_out:
            return LAST_TRUMP.say(card=name, out=seen.trumps_out)
        return ""
    if card.rank in BIG:
        return ""  # the ace or ten of trumps taken home: its points are safe
    _, best = seen.best(list(seen.trick.cards))
    if not order.beats(card, best):
        return ""
    lower = [
        c
        for c in seen.legal
        if order.is_trump(c)
        and order.beats(c, best)
        and order.strength(c) < order.strength(card)
        and not seen.beaten_later(c)
    ]
    if lower:
        return LOWER_TRUMP.say(card=name)
    return ""


LAST_TRUMP = Template(
    "the {card} is your last trump and the others still hold {out:trump}: without it you cannot trump their aces "
    "and tens in the last tricks"
)
LOWER_TRUMP = Template("a lower trump of yours takes this trick as surely: the {card} could win a later one")


KEEP_TRUMP = Principle(
    "Keep a trump for the end",
    "A trump you still hold in the last tricks can take a trick full of aces and tens. So take a trick with the "
    "lowest trump that surely wins it, and do not lead your last trump while the others still hold some.",
    _keep_trump,
    "saskop",
)


# -- the caller's side and the defenders -------------------------------------------------------------------------


def _caller_draws(state: Any, card: Any) -> str:
    seen = _playing(state, card)
    if seen is None or seen.trick.plays or seen.view.caller is None:
        return ""
    order, hand = seen.order, seen.hand
    trumps = hand.mask & order.trump_mask
    if seen.is_partner(seen.view.caller):
        if order.is_trump(card) or trumps.bit_count() < 2 or not seen.trumps_out:
            return ""  # with a single trump, keep it (:data:`KEEP_TRUMP`)
        top = max((c for c in hand if order.is_trump(c)), key=order.strength)
        if not order.stronger_mask(top) & seen.out:
            return HIGHEST_LEFT.say(out=seen.trumps_out)
        return ""
    if order.is_trump(card) and hand.mask & ~order.trump_mask:
        return gettext(
            "you are a defender and lead a trump although you hold a plain card: it helps the caller's side draw "
            "your side's trumps"
        )
    return ""


HIGHEST_LEFT = Template(
    "your side called and you hold the highest trump left, with {out:trump} still out: draw them before they "
    "take your side's aces and tens"
)


CALLER_DRAWS = Principle(
    "The caller draws trumps",
    "The caller's side holds most of the trumps, so when it leads it plays trumps to draw the defenders' trumps, "
    "then wins its aces and tens. The defenders lead plain suits, never a trump while they have another card, so "
    "that the caller's side must spend its trumps.",
    _caller_draws,
    "saskop",
)

PRINCIPLES = (COUNT_TRUMPS, SMEAR, KEEP_TRUMP, CALLER_DRAWS)
"""Saskop's principles, in teaching order."""


TOLERANCE = 3
"""How many card points a card may give away against the best one and still count as right, in the lesson's
"which card?" steps (every hand shown, and from the seat on average): less than a king (4). A jack or a queen more or
less seldom changes the score, which turns at 61 and 91 card points, while an ace (11), a ten (10) or a king given
away is the mistake a principle warns of. Lesson 17 judges Saskop's endings the same way."""


TRICK_LED = Template("Trick {number}, {seat} led")


def tricks_shown(state: Any) -> tuple[tuple[str, tuple[Card, ...]], ...]:
    """The tricks played so far (the one in play included), each labelled with its number and who led it: what a
    player at the table has seen, to count the trumps and tell who has no card of a suit."""
    view = _view(state)
    rows = []
    for number, trick in enumerate((*view.tricks, view.trick), start=1):
        if trick.plays:
            rows.append(
                (TRICK_LED.say(number=number, seat=gettext(saskop.SEATS[trick.leader])), tuple(trick.cards))
            )
    return tuple(rows)


def view_step(state: Any, *, principles: Any = (), seed: int = 0, tolerance: float = TOLERANCE) -> Any:
    """A "which card would you play?" step from the seat of the player to act
    (:func:`~tutor.lesson.strategy.view_card_step`: judged over deals of the hidden cards, a card within
    ``tolerance`` card points of the best on average is right), with the tricks played so far shown, so that the
    learner can count the trumps."""
    from dataclasses import replace

    from ..strategy import view_card_step

    step = view_card_step(state, principles=principles, seed=seed, tolerance=tolerance)
    assert step.scenario is not None  # a card step always shows its position
    return replace(step, scenario=replace(step.scenario, shown=tricks_shown(state)))


def count_step(state: Any) -> Any:
    """A "how many trumps are still out?" step at ``state`` (the play), from the seat of the player to act: his
    hand and the tricks played are shown. The answer is counted from the cards; each wrong option is a slip a
    learner makes (only the trump suit's own cards counted, his own trumps counted too, the played ones not taken
    away), told as such.
    """
    from ..steps import Scenario, choice

    seen = _Seen(state)
    order = seen.order
    suit = order.trump
    assert suit is not None  # Saskop always has a trump
    total = order.trump_mask.bit_count()
    mine = (seen.hand.mask & order.trump_mask).bit_count()
    out = seen.trumps_out
    printed = sum(1 for card in saskop.DECK.cards if card.suit is suit and card.bit & seen.out)
    with_mine, without_played = out + mine, total - mine
    slips = {
        printed: ONLY_SUIT.say(suit=suit.symbol),
        with_mine: gettext(
            "That counts the trumps in your own hand too: only those in the other three hands are out."
        ),
        without_played: gettext(
            "That leaves out the trumps already played: look at the tricks, and count the kings, queens and jacks "
            "of every suit among them."
        ),
    }
    wrong = {value: reason for value, reason in slips.items() if value != out}
    played = total - mine - out
    return choice(
        HOW_MANY_OUT.say(seat=gettext(saskop.SEATS[seen.seat]), suit=gettext(suit.word)),
        answer=out,
        wrong=wrong,
        why=THERE_ARE.say(total=total, mine=mine, played=played, out=out),
        scenario=Scenario(
            game=saskop,
            hand=seen.hand,
            trump=suit,
            text=gettext("The tricks played so far, and your hand."),
            shown=tricks_shown(state),
        ),
        hints=(
            gettext(
                "Every king, queen and jack is a trump, whatever its suit, and so are the 6, ace, 10, 9, 8 and 7 of "
                "the trump suit."
            ),
            gettext("Count the trumps you hold and the trumps played; the rest are still out."),
        ),
    )


ONLY_SUIT = Template(
    "That counts only the {suit} cards still out, but every king, queen and jack is a trump too, whatever its suit."
)
HOW_MANY_OUT = Template(
    "You are {seat}, and {suit} are trumps. How many trumps are still out, in the other three hands?"
)
THERE_ARE = Template(
    "There are {total} trumps: you hold {mine} and {played} have been played, so {out} are still out."
)
"""A "how many trumps are still out?" step's words (:func:`count_step`)."""


POSITIONS: dict[str, tuple[int, str]] = {
    "count-example": (
        6,
        "decline | pass | bid 5 | bid 6 | bid 7 | pass | bid 8 | pass | trumps ♦ | play A♠ | play 6♠ | play 10♠ | "
        "play 8♦ | play 7♣ | play A♣ | play 8♣ | play 7♦ | play 6♦ | play 9♦ | play J♣ | play Q♠ | play K♣ | play "
        "J♦ | play A♥ | play K♠",
    ),
    "count-shown": (
        52,
        "show J♦ | take the picture, give back 7♣ | bid 5 | bid 6 | pass | pass | pass | trumps ♦ | play 8♣ | play "
        "8♦ | play 6♣ | play A♣ | play 6♦ | play Q♥ | play 10♦ | play J♥ | play A♠ | play A♦ | play 7♠ | play 10♠ |"
        " play 8♥ | play 10♥ | play 6♥ | play 9♦ | play J♦ | play K♦ | play 7♦ | play K♥ | play 6♠ | play J♠ | play"
        " K♣ | play 8♠",
    ),
    "count-seat": (
        204,
        "decline | pass | bid 5 | pass | bid 6 | bid 7 | pass | trumps ♥ | decline | decline | decline | play 10♣ |"
        " play 7♣ | play 6♣ | play A♣ | play 10♠ | play 6♠ | play 9♠ | play A♠ | play A♦ | play 7♦ | play 6♦ | play"
        " 10♥ | play J♥ | play K♣ | play 7♥ | play J♦ | play 8♠ | play J♠ | play 7♠ | play Q♦",
    ),
    "points-example": (
        31,
        "bid 5 | bid 6 | pass | pass | pass | trumps ♠ | decline | decline | decline | play 6♠ | play 7♠ | play K♦ "
        "| play J♠ | play A♥ | play 8♥ | play 10♥ | play 6♥ | play 7♥ | play 10♠ | play Q♣ | play 9♥ | play 8♦ | "
        "play A♦ | play 6♦ | play 7♦ | play K♣ | play 8♠",
    ),
    "points-shown": (
        0,
        "decline | bid 5 | pass | bid 6 | bid 7 | pass | pass | trumps ♥ | diamonds! | play 6♠ | play 7♠ | play 8♠ "
        "| play 9♦ | play A♥ | play 6♥ | play 7♥ | play 10♥ | play 6♣ | play 7♣ | play 8♣ | play 8♦ | play 6♦ | "
        "play J♦ | play 10♦ | play J♣ | play A♠ | play K♦ | play 7♦ | play 10♠ | play 8♥ | play J♥ | play 9♠ | play"
        " Q♥ | play Q♠ | play K♠ | play J♠",
    ),
    "points-seat": (
        74,
        "bid 5 | pass | bid 6 | pass | pass | trumps ♦ | play 7♥ | play 8♥ | play 10♥ | play 6♥ | play 6♦ | play J♥"
        " | play A♦ | play 9♦ | play K♣ | play J♣ | play K♠ | play J♠ | play K♥ | play Q♠ | play Q♣ | play Q♦ | "
        "play K♦ | play 6♠ | play J♦ | play 10♦ | play Q♥",
    ),
    "trump-example": (
        281,
        "decline | bid 5 | bid 6 | pass | pass | pass | trumps ♦ | play 6♦ | play 7♦ | play 10♦ | play Q♠ | play A♣"
        " | play 8♦ | play 8♣ | play 6♣ | play A♥ | play 8♥ | play 7♥ | play 6♥ | play 10♠ | play A♠ | play 7♠ | "
        "play 6♠ | play K♣ | play 7♣ | play Q♦ | play J♥ | play 10♥ | play 9♥ | play 9♦",
    ),
    "trump-shown": (
        6,
        "decline | pass | bid 5 | bid 6 | bid 7 | pass | bid 8 | pass | trumps ♦ | play A♠ | play 6♠ | play 10♠ | "
        "play 8♦ | play 7♣ | play A♣ | play 8♣ | play 7♦ | play 6♦ | play 9♦ | play J♣ | play Q♠ | play K♣ | play "
        "J♦ | play A♥ | play K♠ | play K♥ | play J♠ | play 10♥ | play 7♠ | play J♥ | play Q♦ | play 6♥ | play 7♥ | "
        "play 10♣ | play 6♣ | play 9♣",
    ),
    "trump-seat": (
        190,
        "bid 5 | pass | bid 6 | pass | pass | trumps ♣ | decline | diamonds! | play 9♠ | play A♠ | play 10♠ | play "
        "6♠ | play 6♦ | play Q♦ | play Q♥ | play 9♦ | play K♣ | play Q♠ | play J♥ | play J♦ | play 7♠ | play Q♣ | "
        "play 8♠ | play K♠ | play 9♣ | play 8♣ | play 10♣ | play A♣ | play 8♥ | play 10♥ | play 7♥ | play A♥",
    ),
    "caller-example": (
        76,
        "decline | bid 5 | bid 6 | pass | pass | pass | trumps ♦ | play 6♦ | play 8♦ | play A♦ | play 7♦ | play A♣ "
        "| play 7♣ | play 6♣ | play Q♥ | play K♣ | play 9♦ | play K♦ | play Q♦ | play K♠ | play J♦ | play K♥ | play"
        " 10♦ | play A♠ | play 9♠ | play J♥ | play 6♠",
    ),
    "caller-shown": (
        66,
        "show Q♦ | take the picture, give back 7♠ | bid 5 | bid 6 | pass | pass | pass | trumps ♦ | play A♠ | play "
        "7♦ | play 10♠ | play 7♠ | play 6♦ | play J♣ | play 10♦ | play 9♦ | play 6♣ | play A♦ | play 9♣ | play 7♣ |"
        " play K♣ | play 8♠ | play K♦ | play 8♦ | play A♥ | play 8♥ | play J♥ | play 6♥",
    ),
    "caller-seat": (
        215,
        "show Q♣ | take the picture, give back 7♠ | bid 5 | bid 6 | pass | pass | pass | trumps ♥ | diamonds! | "
        "play A♠ | play 10♠ | play 6♠ | play 8♠ | play A♥ | play 6♥ | play 7♥ | play A♦ | play 6♦ | play 8♦ | play "
        "K♠ | play 9♦ | play 7♣ | play 8♣ | play 7♦ | play 6♣ | play 9♥ | play 8♥ | play J♦ | play J♣",
    ),
}
"""The positions of the Saskop play lesson (``lessons/22-saskop-play-well.md``), by name: a seed and the actions of
the deal up to the position (:func:`~tutor.lesson.principles.record`), found among deals the bots played
(:func:`~tutor.lesson.principles.find_moments`) and kept as actions, so that a new bot does not move them. For each
principle an example (``-example``), a position with every hand shown (``-shown``) and one seen from the seat
(``-seat``): the drills within :data:`~tutor.analysis.teach.EXACT_TRICKS` tricks of the end, an example at most a trick
earlier (solved once, as the lesson runs)."""


def position(name: str) -> Any:
    """The position ``name`` of :data:`POSITIONS`, replayed."""
    from . import recorded

    seed, actions = POSITIONS[name]
    return recorded("saskop", seed, actions)
