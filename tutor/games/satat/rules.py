"""Satat's rules as pure functions: cards and ranking, legal plays, the trick winner, the draw, the exchange.

Nothing here knows about a whole deal: these are the kernels a lesson cell can call on a hand and a trick,
and that :mod:`tutor.games.satat.state` builds the deal from.
"""

from __future__ import annotations

import enum
import functools
import random
import struct
from collections.abc import Iterable, Sequence
from dataclasses import dataclass

from ...cards import FRENCH_52, Card, CardSet, Rank, Suit, format_cards
from ...errors import ImpossiblePosition, Rule
from ...i18n import gettext, gettext_noop, speaking
from ...inputs import NEEDED, Inputs, quote
from ...sentences import PLAYER, Template
from ...tricks import (
    CANNOT_PLAY,
    FOLLOWS,
    LEADER,
    MAY_PLAY,
    NOT_HELD,
    VOID,
    Chain,
    Duty,
    Follow,
    Ordering,
    TrumpTopLead,
    first_broken_duty,
)
from ...tricks import trick_winner as _trick_winner

__all__ = [
    "DECK",
    "INPUTS",
    "NAME",
    "SEATS",
    "TEAMS",
    "TWO_OF_HEARTS",
    "SatatRules",
    "Signal",
    "TableSignals",
    "draw_for_trump_maker",
    "draw_rank",
    "exchange_choices",
    "explain_play",
    "legal_plays",
    "ordering",
    "parse_cards",
    "parse_suit",
    "partner",
    "rank_strength",
    "team",
    "trick_winner",
]

NAME = "satat"
DECK = FRENCH_52
"""Satat is played with the standard 52-card pack."""
SEATS: tuple[str, ...] = ("South", "West", "North", "East")
"""Seat names, clockwise from South (seat 0, as in every game): play passes from seat ``p`` to ``p + 1`` (its
left-hand neighbour)."""
SUITS: tuple[Suit, ...] = (Suit.SPADES, Suit.HEARTS, Suit.DIAMONDS, Suit.CLUBS)
TEAMS: tuple[str, ...] = ("North–South", "East–West")
TWO_OF_HEARTS: Card = Card(Rank.TWO, Suit.HEARTS)
"""The 2♥: the highest card of the pack in play, above every trump."""
TWO_H = TWO_OF_HEARTS.bit
PACK: tuple[Card, ...] = DECK.cards
FULL_MASK = sum(card.bit for card in PACK)
_RANK_ORDER = {rank: 13 - i for i, rank in enumerate(DECK.ranks)}  # A=13 ... 2=1
_SUIT_MASK = {suit: sum(card.bit for card in DECK.cards if card.suit is suit) for suit in SUITS}
_PICTURE_MASK = sum(card.bit for card in DECK.cards if card.rank.is_picture)
INPUTS = Inputs("Satat", DECK, seats=SEATS)
"""How Satat's functions read their inputs (:mod:`tutor.inputs`): the 52-card pack, four seats."""


class TableSignals(enum.Enum):
    """Which signals a table allows.

    ``NONE``: tournaments (the default here: signals are an agreement, not a rule);
    ``USUAL``: the first three (Pile, Grate, the 2♥ announcement), usual in private games;
    ``ALL``: all five, by agreement of the four players.
    """

    NONE = 0
    USUAL = 3
    ALL = 5


class Signal(enum.Enum):
    """The five signals of Satat: ``(word, gesture, meaning)``. They may be false: bluffing is allowed. The gesture
    and the meaning are in English, catalogue words: ``gettext(signal.gesture)`` says one in the language spoken."""

    PILE = (
        "pile",
        gettext_noop("tap the card on the table"),
        gettext_noop("this is the highest remaining card of its suit (2♥ not counted)"),
    )
    GRATE = (
        "grate",
        gettext_noop("scrape the card on the table"),
        gettext_noop("this is my last card of this suit"),
    )
    HEART_TWO = ("2♥", gettext_noop("say so before the first lead"), gettext_noop("I hold the 2♥"))
    VIRE = (
        "vire",
        gettext_noop("hand turned palm-up and down"),
        gettext_noop("if you win this trick, lead the other suit of the same colour (♠↔♣, ♥↔♦)"),
    )
    LESE = (
        "lese",
        gettext_noop("tap the back of one's cards"),
        gettext_noop("I mean to win this trick: play low"),
    )

    def __init__(self, word: str, gesture: str, meaning: str) -> None:
        self.word = word
        self.gesture = gesture
        self.meaning = meaning

    def __repr__(self) -> str:
        return f"Signal.{self.name}"

    def __str__(self) -> str:
        return self.word

    def allowed_at(self, table: TableSignals) -> bool:
        """Whether a table with this option allows the signal."""
        return list(Signal).index(self) < table.value


@dataclass(frozen=True, slots=True)
class SatatRules:
    """The options of a Satat table (defaults first: the rules as pagat states them, no signals).

    :param trup_kasiet: play Trup Kasiet, the hidden-trump variant (a face-down trump card, the maker rules
        on each trick until the trump is revealed; no partner redeal, no exchange).
    :param signals: which signals the table allows (:class:`TableSignals`).
    :param max_redeals: reshuffles the trump maker may demand in a row on a five-card hand without pictures
        (two: on the third deal he must choose a trump).
    :param partner_redeal: whether the maker's partner may ask for a redeal when he holds no trumps
        (ambiguity A-S5: it does not count toward the reshuffles; it must come before the first lead).
    :param exchange: whether the cards are exchanged in the deal after a 7-0 or a 13-0.

    >>> SatatRules()
    SatatRules(trup_kasiet=False, signals=TableSignals.NONE, max_redeals=2, partner_redeal=True, exchange=True)
    """

    trup_kasiet: bool = False
    signals: TableSignals = TableSignals.NONE
    max_redeals: int = 2
    partner_redeal: bool = True
    exchange: bool = True

    def __repr__(self) -> str:
        return (
            f"SatatRules(trup_kasiet={self.trup_kasiet}, signals=TableSignals.{self.signals.name}, "
            f"max_redeals={self.max_redeals}, partner_redeal={self.partner_redeal}, exchange={self.exchange})"
        )


DEFAULT_RULES = SatatRules()
"""The rules as pagat states them, with no signals."""


def team(seat: int) -> int:
    """The team of a seat: 0 for North–South (seats 0, 2), 1 for East–West (seats 1, 3).

    >>> team(2), team(3)
    (0, 1)
    """
    return INPUTS.seat(seat) & 1


def partner(seat: int) -> int:
    """The seat opposite.

    >>> partner(0), partner(3)
    (2, 1)
    """
    return (INPUTS.seat(seat) + 2) & 3


def rank_strength(card: Card) -> int:
    """A card's strength in its suit in Satat: by rank, aces high (the 2♥'s place above all is the ordering's
    ``top``).

    >>> rank_strength(Card.parse("AS")) > rank_strength(Card.parse("KS")) > rank_strength(Card.parse("2S"))
    True
    """
    return _RANK_ORDER[card.rank]


_strength = rank_strength  # the name a state saved by release 1 gives it


def ordering(trump: Suit | str | None, rules: SatatRules | None = None) -> Ordering:
    """The ordering of a deal: aces high, the 2♥ on top of everything, then ``trump`` (``None``: no trumps).

    >>> o = ordering(Suit.SPADES)
    >>> o.beats(Card.parse("2H"), Card.parse("AS")), o.beats(Card.parse("2S"), Card.parse("AD"))
    (True, True)
    >>> ordering("♠") is o
    True

    ``rules`` is taken as in every game; no option changes the order of the cards.
    """
    if rules is not None:
        INPUTS.options(rules, SatatRules)
    return _ordering(trump if trump is None or trump.__class__ is Suit else _suit(trump))


@functools.cache
def _ordering(trump: Suit | None) -> Ordering:
    return Ordering(
        DECK, trump=INPUTS.suit(trump, none=True, what="trump"), strength=rank_strength, top=(TWO_OF_HEARTS,)
    )


def parse_cards(text: str | Iterable[Card]) -> tuple[Card, ...]:
    """Cards in Satat's notation (the French pack), in the order written.

    :param text: cards separated by spaces or commas (``10``, ``T``, suit symbols and lower case welcome), or
        cards (see :mod:`tutor.inputs`).
    :returns: the cards, as a tuple.
    :raises NotationError: quoting the text, if it does not name cards of the 52-card pack.
    :raises ImpossiblePosition: if a card is named twice.

    >>> parse_cards("2h 10s, KD")
    (Card.parse('2H'), Card.parse('TS'), Card.parse('KD'))
    >>> parse_cards("1X")
    Traceback (most recent call last):
    ...
    tutor.errors.NotationError: '1X' is not a card: ...
    """
    return INPUTS.cards(text)


def parse_suit(text: Suit | str) -> Suit:
    """A suit of the 52-card pack, by letter, word or symbol (see :mod:`tutor.inputs`).

    >>> parse_suit("spades"), parse_suit("h"), parse_suit("♦")
    (Suit.SPADES, Suit.HEARTS, Suit.DIAMONDS)
    """
    return INPUTS.suit(text)


def _suit(trump: Suit | str | None) -> Suit | None:
    return INPUTS.suit(trump, none=True, what="trump")


# -- legal plays ---------------------------------------------------------------------------------------------


DUTIES = Chain(Follow(exempt=TWO_H, also=TWO_H), TrumpTopLead())
"""Satat's duties for the next card: follow suit, where the 2♥ is exempt (a lone 2♥ counts as void) yet may
always be played; after a 2♥ lead, play a trump if you hold one."""
DUTIES_TRUMP_HIDDEN = Chain(Follow(exempt=TWO_H, also=TWO_H))
"""The same in Trup Kasiet before the trump is known: a 2♥ lead allows any card."""


def legal_mask(hand: int, trick: Sequence[Card], o: Ordering, trump_known: bool = True) -> int:
    """The hot path of :func:`legal_plays` on bitmasks: :data:`DUTIES` read as a mask."""
    return (DUTIES if trump_known else DUTIES_TRUMP_HIDDEN).legal_mask(hand, trick, o)


def duties(hand: CardSet, trick: Sequence[Card], o: Ordering, trump_known: bool = True) -> list[Duty]:
    """:data:`DUTIES` read as :class:`~tutor.tricks.Duty` objects with their reasons (for explaining a play)."""
    return (DUTIES if trump_known else DUTIES_TRUMP_HIDDEN).duties(hand, trick, o)


def _holding(mask: int) -> str:
    return CardSet.from_mask(mask).unicode().replace(" ", ", ")


def legal_plays(
    hand: CardSet | str,
    trick: Sequence[Card] | str,
    *,
    trump: Suit | str | None = NEEDED,
    trump_known: bool = True,
    rules: SatatRules | None = None,
) -> CardSet:
    """The cards of ``hand`` that may be played to ``trick`` (the cards already played, lead first).

    Follow suit if able, otherwise play anything; the 2♥ may be played at any time; a player whose only
    heart is the 2♥ counts as void in hearts; when the 2♥ is led, the others must play a trump if they hold
    one (any trump), otherwise any card. ``trump_known=False`` (Trup Kasiet before the reveal): a 2♥ lead
    allows any card.

    :param hand: the player's cards (a :class:`~tutor.cards.CardSet`, or text such as ``"AS 9H"``).
    :param trick: the cards already played to the trick, lead first (or text).
    :param trump: the trump suit (``Suit``, a letter such as ``"S"``, or ``None``).
    :param trump_known: ``False`` in Trup Kasiet while the trump is still hidden.
    :param rules: the table's options (accepted as in every game; none of them changes which card may be played).
    :returns: the legal cards, as a :class:`~tutor.cards.CardSet`.
    :raises NotationError: if the hand, the trick or the trump is not written in cards or a suit of the pack.
    :raises ImpossiblePosition: for a card twice, a card in both the hand and the trick, a trick of 4 cards.

    >>> legal_plays("AS 9H 2H 4C", "KH", trump="S")
    CardSet.parse('9H 2H')
    >>> legal_plays("AS 2H 4C", "KH", trump="S")
    CardSet.parse('AS 2H 4C')
    >>> legal_plays("AS 9H 3S 4C", "2H", trump="S")
    CardSet.parse('AS 3S')
    >>> legal_plays("AS 9H 3S 4C", "2H", trump="S", trump_known=False)
    CardSet.parse('AS 3S 9H 4C')
    """
    cards = INPUTS.hand(hand)
    played = INPUTS.trick(trick, hand=cards)
    known = INPUTS.flag(trump_known, what="trump_known")
    INPUTS.options(rules, SatatRules, DEFAULT_RULES)
    return CardSet.from_mask(legal_mask(cards.mask, played, ordering(trump), known))


def trick_winner(
    trick: Sequence[Card] | str, *, trump: Suit | str | None = NEEDED, rules: SatatRules | None = None
) -> int:
    """The position (0-based, in play order) of the card winning ``trick``: the 2♥ if present, else the
    highest trump, else the highest card of the suit led.

    :param trick: the cards in play order (or text such as ``"KS AS 3D"``).
    :param trump: the trump suit, or ``None``.
    :returns: the 0-based position of the winning card.
    :raises ImpossiblePosition: for an empty trick, or one of more than four cards.

    >>> trick_winner("KS AS 3D 2S", trump="D")
    2
    >>> trick_winner("KS AS 3D 2H", trump="D")
    3
    >>> trick_winner("2H AH", trump="H")
    0
    """
    INPUTS.options(rules, SatatRules, DEFAULT_RULES)
    return _trick_winner(INPUTS.trick(trick, complete=True), ordering(trump))


def explain_play(
    hand: CardSet | str,
    trick: Sequence[Card] | str,
    card: Card | str,
    *,
    trump: Suit | str | None = NEEDED,
    trump_known: bool = True,
    rules: SatatRules | None = None,
    language: str | None = None,
) -> str:
    """Why ``card`` may or may not be played from ``hand`` to ``trick``, in words.

    The sentence for an illegal card is the one :class:`~tutor.errors.IllegalAction` carries (after the
    seat's name).

    :param hand: the player's cards.
    :param trick: the cards already played to the trick, lead first.
    :param card: the card in question (a :class:`~tutor.cards.Card` or text such as ``"4C"``).
    :param trump: the trump suit, or ``None``.
    :param trump_known: ``False`` in Trup Kasiet while the trump is still hidden.
    :param language: the language of the sentence (``"ja"``, ``"es"``; the one set by
        :func:`tutor.set_language` if ``None``).
    :returns: ``'may play …: why'`` or ``'cannot play …: why'``.

    >>> explain_play("AS 9H 2H 4C", "KH", "4C", trump="S")
    'cannot play 4♣: he must follow ♥ (he holds 9♥; the 2♥ may be played too)'
    >>> explain_play("AS 9H 2H 4C", "KH", "2H", trump="S")
    'may play 2♥: the 2♥ may be played at any time'
    >>> explain_play("AS 2H 4C", "KH", "4C", trump="S")
    'may play 4♣: he has no ♥ but the 2♥, so he counts as void in ♥'
    >>> explain_play("AS 9H 3S 4C", "2H", "9H", trump="S")
    'cannot play 9♥: the 2♥ was led, so he must play a trump (he holds A♠, 3♠)'
    """
    with speaking(language):
        cards = INPUTS.hand(hand)
        played = INPUTS.trick(trick, hand=cards)
        card = INPUTS.card(card)
        known = INPUTS.flag(trump_known, what="trump_known")
        INPUTS.options(rules, SatatRules, DEFAULT_RULES)
        return explain_card_play(cards, played, card, ordering(trump), known)[1]


def explain_card_play(
    hand: CardSet, trick: Sequence[Card], card: Card, o: Ordering, trump_known: bool
) -> tuple[Rule | None, str]:
    """``(rule broken or None, sentence)`` for playing ``card`` from ``hand`` to ``trick`` (the state's check of a
    played card, on its own masks and ordering)."""
    shown = card.unicode()
    if card not in hand:
        return Rule.NOT_IN_HAND, NOT_HELD.say(card=shown)
    chain = duties(hand, trick, o, trump_known)
    broken = first_broken_duty(hand, chain, card)
    if broken is not None:
        return broken.rule, CANNOT_PLAY.say(card=shown, reason=broken.reason)
    if not trick:
        return None, MAY_PLAY.say(card=shown, reason=LEADER.say())
    led = trick[0]
    if led is TWO_OF_HEARTS:
        if not trump_known:
            why = TWO_LED_HIDDEN.say()
        elif chain:
            why = TRUMPS_TWO_LED.say()
        else:
            why = TWO_LED_NO_TRUMP.say(PLAYER, mentioned=True)
        return None, MAY_PLAY.say(card=shown, reason=why)
    if card is TWO_OF_HEARTS:
        return None, MAY_PLAY.say(card=shown, reason=TWO_ANY_TIME.say())
    if chain:
        return None, MAY_PLAY.say(card=shown, reason=FOLLOWS.say(suit=led.suit))
    if led.suit is Suit.HEARTS and hand.mask & TWO_H:
        return None, MAY_PLAY.say(card=shown, reason=LONE_TWO.say(PLAYER, mentioned=True))
    return None, MAY_PLAY.say(card=shown, reason=VOID.say(PLAYER, mentioned=True, suit=led.suit))


# Satat's own sentences of explain_play (:mod:`tutor.sentences`), said after the player's name
TWO_LED_HIDDEN = Template("the 2♥ was led before the trump is known, so any card may be played")
TRUMPS_TWO_LED = Template("it is a trump, played to the 2♥ lead")
TWO_LED_NO_TRUMP = Template("the 2♥ was led and {who} {holds} no trump, so any card may be played")
TWO_ANY_TIME = Template("the 2♥ may be played at any time")
LONE_TWO = Template("{who} {has} no ♥ but the 2♥, so {who} {counts} as void in ♥")


# -- the draw for the first trump maker ---------------------------------------------------------------------

_DRAW_ORDER = {
    rank: (13 if rank is Rank.KING else 1 if rank is Rank.ACE else i)
    for i, rank in enumerate(reversed(DECK.ranks), start=2)
}  # 2..Q = 2..12, K = 13, A = 1; the 2♥ is an ordinary two


def draw_for_trump_maker(seed: int | str) -> tuple[tuple[tuple[int, Card], ...], ...]:
    """The draw for the first trump maker: each player draws a card; the highest draw wins, kings high,
    aces low and the 2♥ an ordinary two; players tied for highest draw again among themselves.

    Returns the rounds of ``(seat, card)`` draws; the trump maker is the seat of the best card of the last
    round (and the dealer is on his right).

    >>> rounds = draw_for_trump_maker(3)
    >>> maker = max(rounds[-1], key=lambda draw: draw_rank(draw[1]))[0]
    >>> all(len(r) >= 2 for r in rounds[1:])
    True
    """
    rng = random.Random(rng_key(INPUTS.seed(seed), 0, draw=True))
    pack = list(PACK)
    seats = [0, 1, 2, 3]
    rounds = []
    while True:
        if len(pack) < len(seats):  # ties all through the pack (practically never): gather the cards again
            pack = list(PACK)
        draws = tuple((seat, pack.pop(rng.randrange(len(pack)))) for seat in seats)
        rounds.append(draws)
        values = [_DRAW_ORDER[card.rank] for _, card in draws]
        best = max(values)
        seats = [seat for (seat, _), value in zip(draws, values, strict=True) if value == best]
        if len(seats) == 1:
            return tuple(rounds)


def shuffled_pack(key: int | str) -> list[Card]:
    """The 52 cards in a random order fixed by ``key``: each card gets a random 32-bit key (one call to the
    generator for the whole pack, so a deal costs a few microseconds)."""
    keys = _KEYS.unpack(
        random.Random(key).randbytes(4 * 52)
    )  # little-endian: the same order on every platform
    return [PACK[i] for i in sorted(range(52), key=keys.__getitem__)]


_KEYS = struct.Struct("<52I")


def rng_key(seed: int | str | None, number: int, *, draw: bool = False) -> int | str:
    """The key of the random stream for the ``number``-th shuffle of a deal seeded by ``seed`` (or its draw).

    Integer seeds give integer keys (quick to seed); any other seed is keyed by its text.
    """
    if isinstance(seed, int) and not isinstance(seed, bool) and seed >= 0 and number < 1 << 15:
        return seed << 16 | number << 1 | draw
    return f"satat/{seed}/{number}/{'draw' if draw else 'deal'}"


def draw_rank(card: Card) -> int:
    """A card's value in the draw for the first trump maker: A=1, 2..10, J=11, Q=12, K=13.

    >>> draw_rank("KH"), draw_rank("AS"), draw_rank("2H")
    (13, 1, 2)
    """
    return _DRAW_ORDER[INPUTS.card(card).rank]


# -- the exchange after a 7-0 or a 13-0 ---------------------------------------------------------------------


def _loser_singles(hand: int, trump: Suit) -> int:
    """Cards a loser may hand over as one card: a trump, or with no trump a highest-ranking card.

    The 2♥ never has to be passed: it is allowed only when it meets the rule by itself (hearts are trumps).
    """
    trumps = hand & _SUIT_MASK[trump]
    if trumps & ~TWO_H:
        return trumps
    rest = hand & ~TWO_H
    if not rest:
        return hand
    top = max(_RANK_ORDER[card.rank] for card in CardSet.from_mask(rest))
    return sum(card.bit for card in CardSet.from_mask(rest) if _RANK_ORDER[card.rank] == top) | trumps


def _winner_singles(hand: int) -> int:
    """Cards a winner may hand over: any card but a singleton (the 2♥ counts as a heart here, A-S9)."""
    allowed = 0
    for suit in SUITS:
        cards = hand & _SUIT_MASK[suit]
        if cards.bit_count() > 1:
            allowed |= cards
    return allowed


def exchange_choices(
    hand: CardSet | str, *, trump: Suit | str = NEEDED, losing: bool = NEEDED, count: int = NEEDED
) -> tuple[CardSet, ...]:
    """Every set of ``count`` cards (1 after a 7-0, 2 after a 13-0) a player may pass in the exchange.

    A member of the losing team passes to his right a trump (any), or with no trump a highest-ranking card
    (rank only, suits equal); he never has to pass the 2♥. A member of the winning team passes to his left
    any card but a singleton, judged on the hand before the exchange (A-S9). Two cards are two such
    choices made one after the other.

    >>> [str(c) for c in exchange_choices(CardSet.parse("AS KS 9H 2C"), trump=Suit.HEARTS, losing=True, count=1)]
    ['9H']
    >>> [str(c) for c in exchange_choices(CardSet.parse("AS KS 9H 2C"), trump=Suit.HEARTS, losing=False, count=1)]
    ['AS', 'KS']
    >>> exchange_choices("AS KS 9H 2C", trump="H", losing=False, count=3)
    Traceback (most recent call last):
    ...
    tutor.errors.ImpossiblePosition: count 3 is not allowed in Satat: it is 1 or 2

    A hand of nothing but singletons has no card a winner may pass. The rules need no answer for it: the
    exchange comes after the deal, and thirteen cards in four suits always hold a suit of four. Such a hand (a
    few cards, as a lesson shows them) is refused, as is a hand of fewer cards than are passed:

    >>> exchange_choices("AS 9H 2C", trump="H", losing=False, count=1)
    Traceback (most recent call last):
    ...
    tutor.errors.ImpossiblePosition: 'AS 9H 2C' holds only singletons: a winner passes a card of a suit he holds two or more of, and a hand of thirteen cards always has one
    """
    cards = INPUTS.hand(hand)
    suit = INPUTS.suit(trump, what="trump")
    losing = INPUTS.flag(losing, what="losing")
    count = INPUTS.count(count, (1, 2), what="count")
    if len(cards) < count:
        raise ImpossiblePosition(
            f"{quote(hand)} holds {len(cards)} card{'s' if len(cards) != 1 else ''}: a player passes {count} in "
            "this exchange, from his thirteen"
        )
    if not losing and not _winner_singles(cards.mask):
        raise ImpossiblePosition(
            f"{quote(hand)} holds only singletons: a winner passes a card of a suit he holds two or more of, "
            "and a hand of thirteen cards always has one"
        )
    return _exchange_choices(cards, suit, losing, count)


def _exchange_choices(hand: CardSet, trump: Suit, losing: bool, count: int) -> tuple[CardSet, ...]:
    choices: set[int] = set()
    singles = _loser_singles if losing else (lambda mask, _trump: _winner_singles(mask))
    base = _winner_singles(hand.mask)
    first = singles(hand.mask, trump)
    for card in CardSet.from_mask(first):
        if count == 1:
            choices.add(card.bit)
            continue
        rest = hand.mask ^ card.bit
        second = _loser_singles(rest, trump) if losing else base & ~card.bit
        for other in CardSet.from_mask(second):
            choices.add(card.bit | other.bit)
    return tuple(CardSet.from_mask(mask) for mask in sorted(choices))


PASS_COUNT = Template("must pass exactly {count:card}, not {given}")
PASS_NOT_HELD = Template("does not hold {cards}")
PASS_TRUMP = Template("must pass a trump to the right (holds {holding})")
PASS_SINGLETON = Template("may not pass a singleton (the only card of its suit in the hand)")


def exchange_problem(hand: CardSet, cards: CardSet, *, trump: Suit, losing: bool, count: int) -> str | None:
    """Why passing ``cards`` breaks the exchange rule, or ``None`` if it is allowed."""
    if len(cards) != count:
        return PASS_COUNT.say(count=count, given=len(cards))
    if not cards <= hand:
        return PASS_NOT_HELD.say(cards=format_cards((cards - hand).sorted(), unicode=True))
    if cards in exchange_choices(hand, trump=trump, losing=losing, count=count):
        return None
    if losing:
        if hand.mask & _SUIT_MASK[trump] & ~TWO_H:
            return PASS_TRUMP.say(holding=_holding(hand.mask & _SUIT_MASK[trump]))
        # said after "South cannot give …:", whose subject it keeps (a fragment, not a template with its own)
        return gettext("holds no trump, so must pass a highest-ranking card to the right")
    return PASS_SINGLETON.say()


def has_picture(mask: int) -> bool:
    """Whether the cards hold a king, queen or jack."""
    return bool(mask & _PICTURE_MASK)


def suit_mask(suit: Suit) -> int:
    return _SUIT_MASK[suit]


def stronger_in_suit(card: Card) -> int:
    """The cards of the same suit that rank above ``card`` (the 2♥ not counted)."""
    rank = _RANK_ORDER[card.rank]
    return sum(
        c.bit
        for c in DECK.cards
        if c.suit is card.suit and _RANK_ORDER[c.rank] > rank and c is not TWO_OF_HEARTS
    )


def is_pile_true(card: Card, played: int) -> bool:
    """Pile is true when every card of the suit above ``card`` (the 2♥ not counted) has been played."""
    return card is TWO_OF_HEARTS or not _STRONGER_IN_SUIT[card.index] & ~played


def is_grate_true(card: Card, hand_after: int) -> bool:
    """Grate is true when the hand holds no other card of the suit (a lone 2♥ counts as void in hearts)."""
    return not hand_after & _SUIT_MASK[card.suit] & ~TWO_H


_STRONGER_IN_SUIT = {card.index: stronger_in_suit(card) for card in DECK.cards}
