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
hot path of legal plays), :meth:`Chain.duties` reads the same links as :class:`Duty` objects with their reasons. A
game that keeps its trick's :class:`Reading` card by card (:meth:`Chain.reading`, then :meth:`Reading.then`) finds
the legal plays from a table, reading no card twice; a state keeps the mask it finds (:class:`KeptLegalMask`).

>>> from tutor.cards import FRENCH_52, CardSet, parse_cards
>>> plain = Ordering.plain(FRENCH_52, trump=None)
>>> trick = parse_cards("9H KH 2H")
>>> trick_winner(trick, plain)
1
>>> hand = CardSet.parse("AH 7C 3S")
>>> legal_cards(hand, [follow_suit(hand, trick, plain)])
CardSet.parse('AH')
>>> explain_card(hand, [follow_suit(hand, trick, plain)], parse_cards("7C")[0])
'he must follow ♥ (he holds A♥)'
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, field
from typing import Any, ClassVar, NamedTuple

from .cards import CARDS_BY_INDEX, Card, CardSet, Deck, Suit, format_cards
from .errors import ImpossiblePosition, Rule
from .i18n import gettext, grammar
from .sentences import PLAYER, Template, Who

__all__ = [
    "Chain",
    "Duty",
    "Follow",
    "Head",
    "KeptLegalMask",
    "Ordering",
    "Overtrump",
    "Reading",
    "Seen",
    "Step",
    "Trick",
    "Trump",
    "TrumpTopLead",
    "explain_card",
    "first_broken_duty",
    "follow_suit",
    "legal_cards",
    "must_head",
    "must_overtrump",
    "must_trump",
    "narrow",
    "printed_suit",
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
        "_readings",
        "_stronger",
        "deck",
        "follow_mask",
        "mask",
        "strength",
        "suit_mask",
        "suit_of",
        "top",
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
        self.suit_of: Callable[[Card], Suit] = suit_of or printed_suit
        self.strength = strength
        self.top = tuple(top)
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
        # _readings[chain][key]: how a chain reads a trick, by the trick's key (see Chain.reading).
        self._readings: dict[Chain, dict[int, Reading]] = {}

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


def printed_suit(card: Card) -> Suit:
    """A card's printed suit: the effective suit of every card where a game changes none (an
    :class:`Ordering`'s default ``suit_of``).

    >>> printed_suit(Card.parse("QS")).symbol
    '♠'
    """
    return card.suit


_printed_suit = printed_suit  # the name a state saved by release 1 gives it


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


# the duties' reasons, said of the player who must play (:mod:`tutor.sentences`)
FOLLOW = Template("{who} must follow {suit} ({who} {holds} {holding})")
FOLLOW_ALSO = Template("{who} must follow {suit} ({who} {holds} {holding}; the {also} may be played too)")
TRUMP = Template("{who} {has} no {suit}, so {who} must trump ({who} {holds} {holding})")
TRUMP_TOP_LEAD = Template("the {top} was led, so {who} must play a trump ({who} {holds} {holding})")
HEAD = Template("{who} must beat the {best} ({who} {holds} {holding})")
OVERTRUMP = Template("{who} must beat the {best} with a higher trump ({who} {holds} {holding})")

# the sentences of every game's explain_play, said after the player's name ("South " + the sentence)
NOT_HELD = Template("cannot play {card}: it is not in the hand")
CANNOT_PLAY = Template("cannot play {card}: {reason}")
MAY_PLAY = Template("may play {card}: {reason}")
LEADER = Template("the leader may lead any card")
FOLLOWS = Template("it follows {suit}")
BEATS = Template("beats the {best}")
CANNOT_BEAT = Template("cannot beat the {best}")
VOID = Template("{who} {has} no {suit}, so any card may be played")


@dataclass(frozen=True, slots=True)
class Duty:
    """An obligation that binds now: the rule, the cards that satisfy it, and why, in words.

    ``mask`` is the bitmask of the satisfying cards (never empty: a duty one cannot meet does not bind).
    ``template`` and ``values`` are the reason (:mod:`tutor.sentences`); the satisfying cards (``{holding}``)
    are written only when the reason is read, so that computing legal plays on a hot path never formats text.
    """

    rule: Rule
    mask: int
    template: Template
    values: tuple[tuple[str, str], ...] = ()

    @property
    def cards(self) -> CardSet:
        return CardSet.from_mask(self.mask)

    @property
    def reason(self) -> str:
        """The obligation in words, said of the player named just before it (``'South cannot play 7♣: '``):
        ``'he must follow ♥ (he holds K♥, 9♥)'``."""
        return self.said(None)

    def said(self, who: Who | None) -> str:
        """The obligation said of ``who`` (:data:`~tutor.sentences.YOU`: ``'you must follow ♥ (you hold K♥,
        9♥)'``); ``None``: of the player named just before it (:attr:`reason`)."""
        subject = PLAYER if who is None else who
        values = {"holding": _holding(self.mask), **dict(self.values)}
        return self.template.say(subject, mentioned=who is None, **values)


def _holding(mask: int) -> str:
    return grammar().comma.join(card.unicode() for card in CardSet.from_mask(mask).sorted())


def _suit_name(suit: Suit | None, ordering: Ordering) -> str:
    if suit is not None and suit == ordering.trump:
        return gettext("trumps")
    return str(suit)


def follow_suit(hand: CardSet, trick: Sequence[Card], ordering: Ordering, *, exempt: int = 0) -> Duty | None:
    """Follow the effective suit led, if you can. ``exempt`` cards neither oblige nor count as following."""
    if not trick:
        return None
    led = ordering.suit_of(trick[0])
    same = hand.mask & ordering.suit_mask.get(led, 0) & ~exempt
    if not same:
        return None
    return Duty(Rule.MUST_FOLLOW_SUIT, same, FOLLOW, (("suit", _suit_name(led, ordering)),))


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
    return Duty(Rule.MUST_TRUMP, trumps, TRUMP, (("suit", _suit_name(led, ordering)),))


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
    return Duty(Rule.MUST_HEAD, beating, HEAD, (("best", best.unicode()),))


def must_overtrump(candidates: int, trick: Sequence[Card], ordering: Ordering) -> Duty | None:
    """If a trump has been played, a trump you play must beat the best trump so far, if you can."""
    trumps_played = [card for card in trick if ordering.trump_mask & card.bit]
    if not trumps_played:
        return None
    best = ordering.winning_card(trumps_played)
    higher = candidates & ordering.trump_mask & ordering.stronger_mask(best)
    if not higher:
        return None
    return Duty(Rule.MUST_OVERTRUMP, higher, OVERTRUMP, (("best", best.unicode()),))


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
    """A trick in progress as the duties read it, in bitmasks.

    :meth:`Chain.view` reads it from the cards and the :class:`Ordering` as a plain tuple in these fields' order
    (cheap to build and to look up); a game's fast engine may build that tuple from its own bits instead
    (Subastao's Monte-Carlo playout does), provided every field uses the same bits.
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


class Step(NamedTuple):
    """What a link asks for in one trick: among the cards allowed so far, those of ``mask`` (if any is held),
    plus the ``also`` cards; with ``void_only`` it binds only a hand void in the suit led."""

    mask: int
    also: int = 0
    void_only: bool = False


@dataclass(frozen=True, slots=True)
class Follow:
    """Link: follow the suit led, if you can.

    ``exempt`` cards neither oblige nor count as following (Satat: a lone 2♥ counts as void); ``also`` cards may
    be played even so (Satat: the 2♥ at any time).
    """

    exempt: int = 0
    also: int = 0
    reads: ClassVar[frozenset[str]] = frozenset()

    def step(self, seen: Seen) -> Step | None:
        mask = seen.follow & ~self.exempt
        return Step(mask, self.also) if mask else None

    def duty(self, mask: int, trick: Sequence[Card], ordering: Ordering) -> Duty:
        suit = _suit_name(ordering.suit_of(trick[0]), ordering)
        extra = mask & self.also
        if extra:  # the holding names the cards that follow; the others are named as allowed too
            also = ", ".join(card.unicode() for card in CardSet.from_mask(extra).sorted())
            follow = (("suit", suit), ("also", also), ("holding", _holding(mask & ~extra)))
            return Duty(Rule.MUST_FOLLOW_SUIT, mask, FOLLOW_ALSO, follow)
        return Duty(Rule.MUST_FOLLOW_SUIT, mask, FOLLOW, (("suit", suit),))


@dataclass(frozen=True, slots=True)
class Trump:
    """Link: having no card of the suit led, play a trump.

    With ``unless_ruffed`` the duty lapses once a trump has been played (Subastao: then pisar, or any card).
    """

    unless_ruffed: bool = False

    @property
    def reads(self) -> frozenset[str]:
        return frozenset({"beat_trump"} if self.unless_ruffed else ())

    def step(self, seen: Seen) -> Step | None:
        if not seen.trumps or (self.unless_ruffed and seen.ruffed):
            return None
        return Step(seen.trumps, void_only=True)

    def duty(self, mask: int, trick: Sequence[Card], ordering: Ordering) -> Duty:
        led = _suit_name(ordering.suit_of(trick[0]), ordering)
        return Duty(Rule.MUST_TRUMP, mask, TRUMP, (("suit", led),))


@dataclass(frozen=True, slots=True)
class TrumpTopLead:
    """Link: when a top card is led (Satat's 2♥), play a trump."""

    reads: ClassVar[frozenset[str]] = frozenset()

    def step(self, seen: Seen) -> Step | None:
        return Step(seen.trumps) if seen.top_led and seen.trumps else None

    def duty(self, mask: int, trick: Sequence[Card], ordering: Ordering) -> Duty:
        return Duty(Rule.MUST_TRUMP, mask, TRUMP_TOP_LEAD, (("top", trick[0].unicode()),))


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

    @property
    def reads(self) -> frozenset[str]:
        reads = {"beat_led" if self.led_suit else "beat"}
        if self.unless_trump_wins:
            reads.add("beat")
        if self.unless_ruffed:
            reads.add("beat_trump")
        return frozenset(reads)

    def step(self, seen: Seen) -> Step | None:
        if (self.unless_trump_wins and seen.trump_wins) or (self.unless_ruffed and seen.ruffed):
            return None
        mask = seen.beat_led if self.led_suit else seen.beat
        return Step(mask) if mask else None

    def duty(self, mask: int, trick: Sequence[Card], ordering: Ordering) -> Duty:
        if self.led_suit:
            follow = ordering.follow_mask[trick[0].index]
            best = ordering.winning_card([card for card in trick if card.bit & follow])
        else:
            best = ordering.winning_card(trick)
        return Duty(Rule.MUST_HEAD, mask, HEAD, (("best", best.unicode()),))


@dataclass(frozen=True, slots=True)
class Overtrump:
    """Link: having no card of the suit led, beat the best trump played so far, if you can (Subastao's pisar)."""

    reads: ClassVar[frozenset[str]] = frozenset({"beat_trump"})

    def step(self, seen: Seen) -> Step | None:
        return Step(seen.beat_trump, void_only=True) if seen.beat_trump else None

    def duty(self, mask: int, trick: Sequence[Card], ordering: Ordering) -> Duty:
        best = ordering.winning_card([card for card in trick if ordering.trump_mask & card.bit])
        return Duty(Rule.MUST_OVERTRUMP, mask, OVERTRUMP, (("best", best.unicode()),))


Link = Follow | Trump | TrumpTopLead | Head | Overtrump
"""A link of a :class:`Chain`: ``step(seen)`` says what it asks for in a trick (``None``: nothing),
``duty(mask, trick, ordering)`` the same as a :class:`Duty` with its reason in words; ``reads`` names the
:class:`Seen` fields it needs beyond the lead."""


#: a trick in progress as plain masks and flags, in :class:`Seen`'s order (what :meth:`Chain.view` returns)
TrickMasks = tuple[int, int, int, int, int, bool, bool, bool]


class Chain:
    """A game's duties for the next card, declared once, in order: each link narrows the cards the earlier
    ones allow, unless no allowed card satisfies it (then it does not bind).

    :meth:`legal_mask` reads the chain on bitmasks (the hot path of legal plays); :meth:`duties` reads the
    same steps as :class:`Duty` objects with their reasons (what :func:`first_broken_duty` and a game's
    ``explain_play`` need). Both walk the same steps, so they cannot disagree. A trick is read as a *view* (a
    :class:`Seen` as a plain tuple); the chain turns each view it meets into its :class:`Step` list once and
    keeps it (a deal meets a few hundred views), so the hot path is a dictionary look-up and two or three
    integer operations.

    >>> from tutor.cards import FRENCH_52, CardSet, Suit, parse_cards
    >>> o = Ordering.plain(FRENCH_52, trump=Suit.SPADES)
    >>> chain = Chain(Follow(), Trump(), Head())           # Saskop's shape: follow, else trump, then beat
    >>> hand, trick = CardSet.parse("AH 7H 3S 4C"), parse_cards("9H KH")
    >>> CardSet.from_mask(chain.legal_mask(hand.mask, trick, o))
    CardSet.parse('AH')
    >>> [duty.reason for duty in chain.duties(hand, trick, o)]
    ['he must follow ♥ (he holds A♥, 7♥)', 'he must beat the K♥ (he holds A♥)']
    >>> chain.legal_mask(CardSet.parse("3S 4C").mask, trick, o) == CardSet.parse("3S").mask   # void: trump
    True
    """

    __slots__ = ("links", "reads")

    def __init__(self, *links: Link) -> None:
        self.links = links
        self.reads: frozenset[str] = frozenset().union(*(link.reads for link in links))

    def key(self, trick: Sequence[Card], ordering: Ordering) -> int:
        """A small integer that tells apart the tricks this chain reads differently (for a given ordering): the
        indices of the lead and, as far as the links read them, of the best card, the best card of the suit
        led and the best trump."""
        lead = trick[0]
        key = lead.index
        reads = self.reads
        if not reads:
            return key
        stronger = ordering._stronger
        if "beat" in reads:
            best = lead
            for card in trick:
                if stronger[best.index] & card.bit:
                    best = card
            key |= best.index << _INDEX_BITS
        if "beat_led" in reads:
            follow = ordering.follow_mask[lead.index]
            best = lead
            for card in trick:
                if follow & card.bit and stronger[best.index] & card.bit:
                    best = card
            key |= best.index << 2 * _INDEX_BITS
        if "beat_trump" in reads:
            trumps = ordering.trump_mask
            best_trump = None
            for card in trick:
                if trumps & card.bit and (best_trump is None or stronger[best_trump.index] & card.bit):
                    best_trump = card
            if best_trump is not None:
                key |= (best_trump.index + 1) << 3 * _INDEX_BITS
        return key

    def view(self, trick: Sequence[Card], ordering: Ordering) -> TrickMasks:
        """A trick in progress (at least one card) as a :class:`Seen` tuple."""
        lead = trick[0]
        follow = ordering.follow_mask[lead.index]
        trumps = ordering.trump_mask
        best = ordering.winning_card(trick)
        best_led = ordering.winning_card([card for card in trick if follow & card.bit] or [lead])
        played = [card for card in trick if trumps & card.bit]
        beat_trump = ordering.stronger_mask(ordering.winning_card(played)) & trumps if played else 0
        return (
            follow,
            ordering.stronger_mask(best),
            ordering.stronger_mask(best_led) & follow,
            trumps,
            beat_trump,
            bool(best.bit & trumps),
            bool(played) and not trumps & lead.bit,
            bool(ordering.top_mask & lead.bit),
        )

    def steps(self, view: TrickMasks) -> Steps:
        """What the links ask for in the trick seen as ``view``, in order: ``(mask, also, void_of, link index)``
        for each link that asks something, where ``void_of`` is the suit led for a link that binds only a hand
        void in it (else 0)."""
        seen = Seen(*view)
        found = ((link.step(seen), i) for i, link in enumerate(self.links))
        return tuple(
            (step.mask, step.also, seen.follow if step.void_only else 0, i)
            for step, i in found
            if step is not None
        )

    def reading(self, trick: Sequence[Card], ordering: Ordering) -> Reading:
        """How this chain reads ``trick`` (empty or not) under ``ordering``: one :class:`Reading` per :meth:`key`
        and ordering, made once and kept (a deal meets a few hundred)."""
        readings = ordering._readings.get(self)
        if readings is None:
            readings = ordering._readings[self] = {}
        key = self.key(trick, ordering) if trick else -1
        found = readings.get(key)
        if found is None:
            found = readings[key] = Reading(self, ordering, tuple(trick))
        return found

    def legal_mask(self, hand: int, trick: Sequence[Card], ordering: Ordering) -> int:
        """The bitmask of the cards of ``hand`` (a mask) that may be played to ``trick``.

        The steps of each trick are worked out once per ordering and kept by the trick's :meth:`key` (see
        :meth:`reading`), so this is a look-up and two or three integer operations per link that asks.
        """
        if not trick:
            return hand
        readings = ordering._readings.get(self)
        key = (
            self.key(trick, ordering) if self.reads else trick[0].index
        )  # as key() for a chain that reads no more
        found = None if readings is None else readings.get(key)
        if found is None:
            found = self.reading(trick, ordering)
        allowed = hand  # as narrow(hand, found.steps)
        for mask, also, void_of, _ in found.steps:
            if hand & void_of:
                continue
            binding = allowed & mask
            if binding:
                allowed = binding | (allowed & also)
        return allowed

    def duties(self, hand: CardSet, trick: Sequence[Card], ordering: Ordering) -> list[Duty]:
        """The duties that bind, in order, each with the cards that satisfy it and its reason in words: the same
        steps as :meth:`legal_mask`."""
        if not trick:
            return []
        allowed = hand.mask
        binding = []
        for mask, also, void_of, i in self.steps(self.view(trick, ordering)):
            if hand.mask & void_of:
                continue
            satisfying = allowed & mask
            if satisfying:
                allowed = satisfying | (allowed & also)
                binding.append(self.links[i].duty(allowed, trick, ordering))
        return binding

    def __repr__(self) -> str:
        return f"Chain{self.links!r}"


_INDEX_BITS = len(CARDS_BY_INDEX).bit_length()
"""Bits enough for a card's index (and one more value), the width of each field of :meth:`Chain.key`."""

Steps = tuple[tuple[int, int, int, int], ...]
"""What a chain's links ask for in one trick: ``(mask, also, void_of, link index)`` (see :meth:`Chain.steps`)."""


class Reading:
    """A trick in progress as a :class:`Chain` reads it under one ordering: its ``steps`` (what the next card must
    do, see :meth:`Chain.steps`) and, once asked, the reading after each next card. Tricks the chain reads alike
    share one reading (:meth:`Chain.reading`), so following a trick card by card with :meth:`then` walks a table
    that fills as deals are played: no card is read twice.

    >>> from tutor.cards import FRENCH_52, CardSet, Suit, parse_cards
    >>> o = Ordering.plain(FRENCH_52, trump=Suit.SPADES)
    >>> chain = Chain(Follow(), Trump(), Head())
    >>> nine, king = parse_cards("9H KH")
    >>> reading = chain.reading((), o).then(nine).then(king)
    >>> reading is chain.reading((nine, king), o), reading.cards == (nine, king), reading.first.cards
    (True, True, ())
    >>> CardSet.from_mask(reading.legal_mask(CardSet.parse("AH 7H 3S 4C").mask))
    CardSet.parse('AH')
    """

    __slots__ = ("after", "cards", "chain", "first", "ordering", "steps")

    def __init__(self, chain: Chain, ordering: Ordering, cards: tuple[Card, ...]) -> None:
        self.chain = chain
        self.ordering = ordering
        self.cards = cards
        """The first trick met that the chain reads so (any trick it reads alike would do)."""
        self.steps: Steps = chain.steps(chain.view(cards, ordering)) if cards else ()
        self.after: dict[int, Reading] = {}
        """The readings after each next card met so far, by the card's index."""
        self.first: Reading = chain.reading((), ordering) if cards else self
        """The reading of a trick with no card yet (where the next trick starts)."""

    def then(self, card: Card) -> Reading:
        """The reading of the trick once ``card`` is played to it."""
        found = self.after.get(card.index)
        if found is None:
            found = self.after[card.index] = self.chain.reading((*self.cards, card), self.ordering)
        return found

    def legal_mask(self, hand: int) -> int:
        """The cards of ``hand`` (a mask) that may be played next: :func:`narrow` by the steps."""
        return narrow(hand, self.steps)

    def __repr__(self) -> str:
        return f"<Reading {format_cards(self.cards) or 'no card'} of {self.chain!r}>"


def narrow(hand: int, steps: Steps) -> int:
    """The cards of ``hand`` (a mask) that a chain's ``steps`` allow: each step narrows the cards allowed so far
    to those of its mask (and its ``also`` cards), unless it does not bind (no such card, or the hand holds a
    card of ``void_of``).

    >>> narrow(0b1110, ((0b0110, 0, 0, 0), (0b1000, 0, 0, 1)))   # the second step cannot be met: any of 0b0110
    6
    """
    allowed = hand
    for mask, also, void_of, _ in steps:
        if hand & void_of:
            continue
        binding = allowed & mask
        if binding:
            allowed = binding | (allowed & also)
    return allowed


@dataclass(slots=True, eq=False)
class KeptLegalMask:
    """A base of a game's states: the bitmask of the cards the player to act may play, worked out once (by the
    game's :meth:`find_legal_mask`, its duty chain read on the hand to act and the trick in play) and kept, since a
    state's value never changes. Listing the legal plays and checking a play both read it, so a random playout works
    it out once per card.

    Its one field is a cache, not part of the state's value (left out of comparisons, hashing and saving).
    """

    _legal: int | None = field(default=None, init=False, repr=False, compare=False)

    def legal_mask(self) -> int:
        """The bitmask of the cards the player to act may play (the play phase; the hot path of legal plays)."""
        mask = self._legal
        if mask is None:
            mask = self._legal = self.find_legal_mask()
        return mask

    def find_legal_mask(self) -> int:
        """What :meth:`legal_mask` keeps, worked out: each game gives its own."""
        raise NotImplementedError


# A value: nothing assigns to a trick once it is made (``with_play`` returns a new one), so it hashes by its fields.
# Not ``frozen``: a frozen dataclass's ``__init__`` sets each field through ``object.__setattr__``, three times
# as long as the plain ``__init__`` of a slotted class, and a new trick is made at every card played.
@dataclass(slots=True, unsafe_hash=True)
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
