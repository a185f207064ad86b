"""Tricks and the rule kernels the four games are built from.

A game describes how it sees cards in one deal with an :class:`Ordering`: each card's *effective suit*
(Saskop's kings, queens and jacks are trumps, whatever their printed suit), its *strength* within that suit,
and the *top* cards that beat everything (Satat's 2♥). With that, one set of kernels serves every game:

* :func:`follow_suit` -- play a card of the (effective) suit led;
* :func:`must_trump` -- when void, play a trump;
* :func:`must_head` -- beat the best card so far (Saskop), or the best card of the suit led (Subastao's montar);
* :func:`must_overtrump` -- beat the best trump so far (Subastao's pisar);
* :func:`trick_winner` -- the position of the card with the greatest :meth:`Ordering.key`.

Each kernel returns a :class:`Duty`: the rule, the cards that satisfy it and the reason in words. A game's
legal plays are its hand narrowed by its chain of duties, and a card is illegal because of the *first* duty
it fails -- which is exactly what a learner needs to hear.

A game declares that chain once, as a :class:`Chain` of links (:class:`Follow`, :class:`Trump`,
:class:`TrumpTopLead`, :class:`Head`, :class:`Overtrump`): :meth:`Chain.legal_mask` reads it on bitmasks (the
hot path of legal plays), :meth:`Chain.duties` reads the same links as :class:`Duty` objects with their reasons.

>>> from tutor.cards import FRENCH_52, CardSet, parse_cards
>>> plain = Ordering.plain(FRENCH_52, trump=None)
>>> trick = parse_cards("9H KH 2H")
>>> trick_winner(trick, plain)
1
>>> hand = CardSet.parse("AH 7C 3S")
>>> legal_cards(hand, [follow_suit(hand, trick, plain)])
CardSet.parse('AH')
>>> explain_card(hand, [follow_suit(hand, trick, plain)], parse_cards("7C")[0])
'must follow ♥ (holds A♥)'
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from typing import Any, ClassVar, NamedTuple

from .cards import CARDS_BY_INDEX, Card, CardSet, Deck, Suit, format_cards
from .errors import ImpossiblePosition, Rule

__all__ = [
    "Chain",
    "Duty",
    "Follow",
    "Head",
    "Ordering",
    "Overtrump",
    "Seen",
    "Trick",
    "Trump",
    "TrumpTopLead",
    "explain_card",
    "follow_suit",
    "legal_cards",
    "must_head",
    "must_overtrump",
    "must_trump",
    "trick_winner",
]


class Ordering:
    """How a game sees the cards of one deal: effective suits, strengths, trumps and top cards.

    :param deck: the pack in play.
    :param trump: the trump suit, or ``None`` for no trumps.
    :param suit_of: a card's effective suit (default: its printed suit).
    :param strength: a card's strength within its effective suit; larger beats smaller.
    :param top: cards that beat every other card (Satat's 2♥), strongest last.

    Masks are precomputed once, so the kernels are a few integer operations.

    >>> from tutor.cards import FRENCH_52, Card, Rank, Suit
    >>> o = Ordering.plain(FRENCH_52, trump=Suit.SPADES)
    >>> o.beats(Card.parse("2S"), Card.parse("AH"))
    True
    >>> o.beats(Card.parse("KD"), Card.parse("AH"))
    False
    """

    __slots__ = (
        "_stronger",
        "deck",
        "follow_mask",
        "lead_seen",
        "mask",
        "strength",
        "suit_mask",
        "suit_of",
        "top_mask",
        "trump",
        "trump_mask",
    )

    def __init__(
        self,
        deck: Deck,
        *,
        trump: Suit | None,
        suit_of: Callable[[Card], Suit] | None = None,
        strength: Callable[[Card], int],
        top: Sequence[Card] = (),
    ) -> None:
        self.deck = deck
        self.trump = trump
        self.suit_of: Callable[[Card], Suit] = suit_of or _printed_suit
        self.strength = strength
        cards = deck.cards
        self.mask = sum(card.bit for card in cards)
        self.suit_mask: dict[Suit | None, int] = {suit: 0 for suit in deck.suits}
        for card in cards:
            self.suit_mask[self.suit_of(card)] |= card.bit
        self.trump_mask = self.suit_mask.get(trump, 0) if trump is not None else 0
        self.top_mask = sum(card.bit for card in top)
        # follow_mask[i]: the cards that follow card i when it is led (a top card led asks for no suit).
        self.follow_mask: list[int] = [0] * len(CARDS_BY_INDEX)
        for card in cards:
            if not self.top_mask & card.bit:
                self.follow_mask[card.index] = self.suit_mask[self.suit_of(card)]
        top_rank = {card: i for i, card in enumerate(top)}
        # _stronger[i]: the cards that beat card i wherever it stands in a trick as the best card so far.
        self._stronger: list[int] = [0] * len(CARDS_BY_INDEX)
        for card in cards:
            if card in top_rank:
                stronger = sum(c.bit for c in top[top_rank[card] + 1 :])
            else:
                suit = self.suit_of(card)
                same = sum(
                    c.bit for c in cards if self.suit_of(c) == suit and self.strength(c) > self.strength(card)
                )
                stronger = (same & ~self.top_mask) | self.top_mask
                if suit != trump:
                    stronger |= self.trump_mask & ~self.top_mask
            self._stronger[card.index] = stronger
        # lead_seen[i]: the trick led with card i as the links that do not look past the lead read it.
        self.lead_seen: list[Seen | None] = [None] * len(CARDS_BY_INDEX)
        for card in cards:
            top_led = bool(self.top_mask & card.bit)
            self.lead_seen[card.index] = Seen(
                self.follow_mask[card.index], trumps=self.trump_mask, top_led=top_led
            )

    @classmethod
    def plain(cls, deck: Deck, *, trump: Suit | None, top: Sequence[Card] = ()) -> Ordering:
        """Printed suits, and within a suit the deck's own rank order (its ``ranks``, high to low)."""
        order = {rank: len(deck.ranks) - i for i, rank in enumerate(deck.ranks)}
        return cls(deck, trump=trump, strength=lambda card: order[card.rank], top=top)

    # -- comparisons -----------------------------------------------------------------
    def key(self, card: Card, led: Suit | None) -> tuple[int, int]:
        """The card's key in a trick whose led suit is ``led``: top cards, then trumps, then the suit led.

        The trick winner is the card with the greatest key.
        """
        if self.top_mask & card.bit:
            return (3, self.strength(card))
        suit = self.suit_of(card)
        tier = 2 if suit == self.trump else 1 if suit == led else 0
        return (tier, self.strength(card))

    def beats(self, card: Card, best: Card) -> bool:
        """Whether ``card`` takes the trick from ``best``, the card winning it so far."""
        return bool(self._stronger[best.index] & card.bit)

    def stronger_mask(self, best: Card) -> int:
        """The bitmask of the cards that would beat ``best``."""
        return self._stronger[best.index]

    def led_suit(self, trick: Sequence[Card]) -> Suit | None:
        """The effective suit of the first card (``None`` for an empty trick)."""
        return self.suit_of(trick[0]) if trick else None

    def is_trump(self, card: Card) -> bool:
        return bool(self.trump_mask & card.bit)

    def winning_card(self, trick: Sequence[Card]) -> Card:
        """The card winning the trick so far."""
        best = trick[0]
        for card in trick[1:]:
            if self._stronger[best.index] & card.bit:
                best = card
        return best

    def __eq__(self, other: object) -> bool:
        """Two orderings are equal when they decide every trick alike (same pack, trump, suits and strengths):
        a deal copied, pickled or loaded back equals the original."""
        if not isinstance(other, Ordering):
            return NotImplemented
        return (self.deck, self.trump, self.suit_mask, self.top_mask, self._stronger) == (
            other.deck,
            other.trump,
            other.suit_mask,
            other.top_mask,
            other._stronger,
        )

    def __hash__(self) -> int:
        return hash((self.deck.name, self.trump, self.top_mask, self.trump_mask))

    def __repr__(self) -> str:
        return f"<Ordering {self.deck.name}, trump {self.trump}>"


def _printed_suit(card: Card) -> Suit:
    return card.suit


def trick_winner(trick: Sequence[Card], ordering: Ordering) -> int:
    """The position (0-based, in play order) of the card that wins (or is winning) the trick.

    Equivalent to the position of ``max(trick, key=lambda c: ordering.key(c, led))``.
    """
    if not trick:
        raise ImpossiblePosition("an empty trick has no winner: a trick needs a card before it has a winner")
    best = 0
    stronger = ordering._stronger
    for position in range(1, len(trick)):
        if stronger[trick[best].index] & trick[position].bit:
            best = position
    return best


@dataclass(frozen=True, slots=True)
class Duty:
    """An obligation that binds now: the rule, the cards that satisfy it, and why, in words.

    ``mask`` is the bitmask of the satisfying cards (never empty: a duty one cannot meet does not bind).
    ``phrase`` may hold ``{holding}``, filled in with those cards only when the reason is read, so that
    computing legal plays on a hot path never formats text.
    """

    rule: Rule
    mask: int
    phrase: str

    @property
    def cards(self) -> CardSet:
        return CardSet.from_mask(self.mask)

    @property
    def reason(self) -> str:
        """The obligation in words, e.g. ``'must follow ♥ (holds K♥, 9♥)'``."""
        return self.phrase.replace("{holding}", _holding(self.mask))


def _holding(mask: int) -> str:
    return ", ".join(card.unicode() for card in CardSet.from_mask(mask).sorted())


def _suit_name(suit: Suit | None, ordering: Ordering) -> str:
    if suit is not None and suit == ordering.trump:
        return "trumps"
    return str(suit)


def follow_suit(hand: CardSet, trick: Sequence[Card], ordering: Ordering, *, exempt: int = 0) -> Duty | None:
    """Follow the effective suit led, if you can. ``exempt`` cards neither oblige nor count as following."""
    if not trick:
        return None
    led = ordering.suit_of(trick[0])
    same = hand.mask & ordering.suit_mask.get(led, 0) & ~exempt
    if not same:
        return None
    return Duty(Rule.MUST_FOLLOW_SUIT, same, f"must follow {_suit_name(led, ordering)} (holds {{holding}})")


def must_trump(hand: CardSet, trick: Sequence[Card], ordering: Ordering) -> Duty | None:
    """When void in the suit led, play a trump if you hold one."""
    if not trick or ordering.trump is None:
        return None
    led = ordering.suit_of(trick[0])
    if hand.mask & ordering.suit_mask.get(led, 0):
        return None
    trumps = hand.mask & ordering.trump_mask
    if not trumps:
        return None
    return Duty(
        Rule.MUST_TRUMP,
        trumps,
        f"has no {_suit_name(led, ordering)}, so must trump (holds {{holding}})",
    )


def must_head(
    candidates: int, trick: Sequence[Card], ordering: Ordering, *, within_led_suit: bool = False
) -> Duty | None:
    """Among the ``candidates`` (a mask of the cards the earlier duties allow), beat the best card so far.

    With ``within_led_suit`` the card to beat is the best card *of the suit led* (Subastao's montar).
    """
    if not trick:
        return None
    if within_led_suit:
        led_mask = ordering.suit_mask.get(ordering.suit_of(trick[0]), 0)
        best = ordering.winning_card([card for card in trick if card.bit & led_mask])
    else:
        best = ordering.winning_card(trick)
    beating = candidates & ordering.stronger_mask(best)
    if not beating:
        return None
    return Duty(Rule.MUST_HEAD, beating, f"must beat {best.unicode()} (holds {{holding}})")


def must_overtrump(candidates: int, trick: Sequence[Card], ordering: Ordering) -> Duty | None:
    """If a trump has been played, a trump you play must beat the best trump so far, if you can."""
    trumps_played = [card for card in trick if ordering.trump_mask & card.bit]
    if not trumps_played:
        return None
    best = ordering.winning_card(trumps_played)
    higher = candidates & ordering.trump_mask & ordering.stronger_mask(best)
    if not higher:
        return None
    return Duty(Rule.MUST_OVERTRUMP, higher, f"must beat the trump {best.unicode()} (holds {{holding}})")


def legal_cards(hand: CardSet, duties: Iterable[Duty | None]) -> CardSet:
    """The hand narrowed by each binding duty in turn (duties that are ``None`` do not bind)."""
    mask = hand.mask
    for duty in duties:
        if duty is not None and mask & duty.mask:
            mask &= duty.mask
    return CardSet.from_mask(mask)


def explain_card(hand: CardSet, duties: Iterable[Duty | None], card: Card) -> str | None:
    """Why ``card`` may not be played: the reason of the first duty it fails, or ``None`` if it is legal."""
    first = first_broken_duty(hand, duties, card)
    return None if first is None else first.reason


def first_broken_duty(hand: CardSet, duties: Iterable[Duty | None], card: Card) -> Duty | None:
    """The first binding duty that ``card`` fails (``None`` if the card is legal)."""
    mask = hand.mask
    for duty in duties:
        if duty is not None and mask & duty.mask:
            if not duty.mask & card.bit:
                return duty
            mask &= duty.mask
    return None


# -- duty chains: a game's duties declared once, read as a mask or as reasons ---------------------------------


class Seen(NamedTuple):
    """A trick as the duties read it, in bitmasks: what :class:`Chain` hands each link.

    :meth:`Chain.seen` builds it from the cards and the :class:`Ordering`; a game's fast engine may build it
    from its own bits instead (Subastao's Monte-Carlo playout does), provided every field uses the same bits.
    """

    follow: int
    """The cards that follow the lead (0 when a top card such as Satat's 2♥ was led: it asks for no suit)."""
    beat: int = 0
    """The cards that beat the card winning so far."""
    beat_led: int = 0
    """The cards of the suit led that beat its best card so far."""
    trumps: int = 0
    """The trump suit (0: no trumps)."""
    beat_trump: int = 0
    """The trumps that beat the best trump played (0 when no trump has been played)."""
    trump_wins: bool = False
    """The card winning so far is a trump."""
    ruffed: bool = False
    """A trump has been played to a trick led in another suit."""
    top_led: bool = False
    """A top card (Satat's 2♥) was led."""


@dataclass(frozen=True, slots=True)
class Follow:
    """Link: follow the suit led, if you can.

    ``exempt`` cards neither oblige nor count as following (Satat: a lone 2♥ counts as void); ``also`` cards may
    be played even so (Satat: the 2♥ at any time).
    """

    exempt: int = 0
    also: int = 0
    reads_best: ClassVar[bool] = False

    def mask(self, hand: int, allowed: int, seen: Seen) -> int:
        same = allowed & seen.follow & ~self.exempt
        return same | (allowed & self.also) if same else 0

    def duty(self, mask: int, trick: Sequence[Card], ordering: Ordering) -> Duty:
        phrase = f"must follow {_suit_name(ordering.suit_of(trick[0]), ordering)} (holds {{holding}})"
        extra = mask & self.also
        if extra:  # the holding names the cards that follow; the others are named as allowed too
            also = ", ".join(card.unicode() for card in CardSet.from_mask(extra).sorted())
            phrase = phrase.replace("{holding}", f"{_holding(mask & ~extra)}; the {also} may be played too")
        return Duty(Rule.MUST_FOLLOW_SUIT, mask, phrase)


@dataclass(frozen=True, slots=True)
class Trump:
    """Link: having no card of the suit led, play a trump.

    With ``unless_ruffed`` the duty lapses once a trump has been played (Subastao: then pisar, or any card).
    """

    unless_ruffed: bool = False
    reads_best: ClassVar[bool] = False

    def mask(self, hand: int, allowed: int, seen: Seen) -> int:
        if hand & seen.follow or (self.unless_ruffed and seen.ruffed):
            return 0
        return allowed & seen.trumps

    def duty(self, mask: int, trick: Sequence[Card], ordering: Ordering) -> Duty:
        led = _suit_name(ordering.suit_of(trick[0]), ordering)
        return Duty(Rule.MUST_TRUMP, mask, f"has no {led}, so must trump (holds {{holding}})")


@dataclass(frozen=True, slots=True)
class TrumpTopLead:
    """Link: when a top card is led (Satat's 2♥), play a trump."""

    reads_best: ClassVar[bool] = False

    def mask(self, hand: int, allowed: int, seen: Seen) -> int:
        return allowed & seen.trumps if seen.top_led else 0

    def duty(self, mask: int, trick: Sequence[Card], ordering: Ordering) -> Duty:
        led = trick[0].unicode()
        return Duty(Rule.MUST_TRUMP, mask, f"the {led} was led, so must play a trump (holds {{holding}})")


@dataclass(frozen=True, slots=True)
class Head:
    """Link: among the cards the earlier links allow, beat the best card so far (Saskop), or with ``led_suit``
    the best card of the suit led (Subastao's montar).

    ``unless_trump_wins``: no duty while a trump is winning (Saskop without ``overtrump_required``);
    ``unless_ruffed``: no duty once the trick is trumped (Subastao's montar, unless strict).
    """

    led_suit: bool = False
    unless_trump_wins: bool = False
    unless_ruffed: bool = False
    reads_best: ClassVar[bool] = True

    def mask(self, hand: int, allowed: int, seen: Seen) -> int:
        if (self.unless_trump_wins and seen.trump_wins) or (self.unless_ruffed and seen.ruffed):
            return 0
        return allowed & (seen.beat_led if self.led_suit else seen.beat)

    def duty(self, mask: int, trick: Sequence[Card], ordering: Ordering) -> Duty:
        if self.led_suit:
            follow = ordering.follow_mask[trick[0].index]
            best = ordering.winning_card([card for card in trick if card.bit & follow])
        else:
            best = ordering.winning_card(trick)
        return Duty(Rule.MUST_HEAD, mask, f"must beat {best.unicode()} (holds {{holding}})")


@dataclass(frozen=True, slots=True)
class Overtrump:
    """Link: having no card of the suit led, beat the best trump played so far, if you can (Subastao's pisar)."""

    reads_best: ClassVar[bool] = True

    def mask(self, hand: int, allowed: int, seen: Seen) -> int:
        return 0 if hand & seen.follow else allowed & seen.beat_trump

    def duty(self, mask: int, trick: Sequence[Card], ordering: Ordering) -> Duty:
        best = ordering.winning_card([card for card in trick if ordering.trump_mask & card.bit])
        return Duty(Rule.MUST_OVERTRUMP, mask, f"must beat the trump {best.unicode()} (holds {{holding}})")


Link = Follow | Trump | TrumpTopLead | Head | Overtrump
"""A link of a :class:`Chain`: ``mask(hand, allowed, seen)`` gives the cards that satisfy it among ``allowed``
(0: it does not bind), ``duty(mask, trick, ordering)`` the same as a :class:`Duty` with its reason in words."""


class Chain:
    """A game's duties for the next card, declared once, in order: each link narrows the cards the earlier
    ones allow, unless no allowed card satisfies it (then it does not bind).

    :meth:`legal_mask` reads the chain on bitmasks (the hot path of legal plays); :meth:`duties` reads the
    same chain as :class:`Duty` objects with their reasons (what :func:`first_broken_duty` and a game's
    ``explain_play`` need). Both come from the same links, so they cannot disagree.

    >>> from tutor.cards import FRENCH_52, CardSet, Suit, parse_cards
    >>> o = Ordering.plain(FRENCH_52, trump=Suit.SPADES)
    >>> chain = Chain(Follow(), Trump(), Head())           # Saskop's shape: follow, else trump, then beat
    >>> hand, trick = CardSet.parse("AH 7H 3S 4C"), parse_cards("9H KH")
    >>> CardSet.from_mask(chain.legal_mask(hand.mask, trick, o))
    CardSet.parse('AH')
    >>> [duty.reason for duty in chain.duties(hand, trick, o)]
    ['must follow ♥ (holds A♥, 7♥)', 'must beat K♥ (holds A♥)']
    >>> chain.legal_mask(CardSet.parse("3S 4C").mask, trick, o) == CardSet.parse("3S").mask   # void: trump
    True
    """

    __slots__ = ("_masks", "links", "reads_best")

    def __init__(self, *links: Link) -> None:
        self.links = links
        self.reads_best = any(link.reads_best for link in links)
        self._masks = tuple(link.mask for link in links)

    def seen(self, trick: Sequence[Card], ordering: Ordering) -> Seen:
        """The :class:`Seen` of a trick in progress (at least one card), as far as this chain's links read it."""
        lead = trick[0]
        if not self.reads_best:
            return ordering.lead_seen[lead.index]  # type: ignore[return-value]
        follow = ordering.follow_mask[lead.index]
        trumps = ordering.trump_mask
        stronger = ordering._stronger
        best = best_led = lead.index
        best_trump = lead.index if trumps & lead.bit else -1
        for card in trick[1:]:
            bit = card.bit
            if stronger[best] & bit:
                best = card.index
            if follow & bit and stronger[best_led] & bit:
                best_led = card.index
            if trumps & bit and (best_trump < 0 or stronger[best_trump] & bit):
                best_trump = card.index
        return Seen(
            follow,
            beat=stronger[best],
            beat_led=stronger[best_led] & follow,
            trumps=trumps,
            beat_trump=stronger[best_trump] & trumps if best_trump >= 0 else 0,
            trump_wins=bool(CARDS_BY_INDEX[best].bit & trumps),
            ruffed=best_trump >= 0 and not trumps & lead.bit,
            top_led=bool(ordering.top_mask & lead.bit),
        )

    def narrow(self, hand: int, seen: Seen) -> int:
        """The cards of ``hand`` (a mask) that the links allow, reading the trick from ``seen``."""
        allowed = hand
        for link_mask in self._masks:
            mask = link_mask(hand, allowed, seen)
            if mask:
                allowed = mask
        return allowed

    def legal_mask(self, hand: int, trick: Sequence[Card], ordering: Ordering) -> int:
        """The bitmask of the cards of ``hand`` (a mask) that may be played to ``trick``."""
        return self.narrow(hand, self.seen(trick, ordering)) if trick else hand

    def duties(self, hand: CardSet, trick: Sequence[Card], ordering: Ordering) -> list[Duty]:
        """The duties that bind, in order, each with the cards that satisfy it and its reason in words."""
        if not trick:
            return []
        seen = self.seen(trick, ordering)
        allowed = hand.mask
        binding = []
        for link in self.links:
            mask = link.mask(hand.mask, allowed, seen)
            if mask:
                binding.append(link.duty(mask, trick, ordering))
                allowed = mask
        return binding

    def __repr__(self) -> str:
        return f"Chain{self.links!r}"


@dataclass(frozen=True, slots=True)
class Trick:
    """A trick as played: who led, and the ``(seat, card)`` plays in order.

    >>> from tutor.cards import parse_cards
    >>> t = Trick(leader=2, plays=tuple(zip((2, 3, 0), parse_cards("9H KH 2H"))))
    >>> t.cards, t.seats
    ((Card.parse('9H'), Card.parse('KH'), Card.parse('2H')), (2, 3, 0))
    >>> t.with_play(1, parse_cards("AH")[0]).cards[-1]
    Card.parse('AH')
    """

    leader: Any
    plays: tuple[tuple[Any, Card], ...] = ()

    @property
    def cards(self) -> tuple[Card, ...]:
        return tuple(card for _, card in self.plays)

    @property
    def seats(self) -> tuple[Any, ...]:
        return tuple(seat for seat, _ in self.plays)

    def __len__(self) -> int:
        return len(self.plays)

    def with_play(self, seat: Any, card: Card) -> Trick:
        return Trick(self.leader, (*self.plays, (seat, card)))

    def winner(self, ordering: Ordering) -> Any:
        """The seat whose card wins (or is winning) the trick."""
        return self.plays[trick_winner(self.cards, ordering)][0]

    def __str__(self) -> str:
        return format_cards(self.cards)

    def _repr_svg_(self) -> str:
        from .svg import trick_svg  # display only

        return trick_svg(self)  # the seats label the cards
