"""Subastao's cards, options and pure rule functions: the follow obligations, the trick winner, the cantes.

The pack is the Spanish 36-card pack (the 40-card pack without the 2s; pairs play with all 40). In every suit the
order is A 3 R C S 7 6 5 4 (2) and the cards count A 11, 3 10, R 4, C 3, S 2: 120 in the pack.

>>> hand = parse_cards("AO 3C RE CB SO")
>>> card_points(hand)
30
>>> legal_plays("5C 3C AO", "RC", trump=Suit.OROS)
CardSet.parse('3C', 'spanish')

Inputs are read by :data:`INPUTS` (:mod:`tutor.inputs`): Spanish cards as text, cards or card sets, a trump as
a :class:`~tutor.cards.Suit` or its letter or word (``"O"`` is oros here, ``"C"`` copas), ``None`` for no
trumps. The rule functions know no variant, so a trick may hold up to four cards (two pairs) and the 2s of the
40-card pack are accepted.
"""

from __future__ import annotations

import enum
from collections.abc import Collection, Iterable, Sequence
from dataclasses import dataclass
from functools import cache
from typing import Any

from ...cards import SPANISH_36, SPANISH_40, Card, CardSet, Deck, Rank, Suit
from ...errors import ImpossiblePosition, NotationError, Rule
from ...i18n import get_language, gettext, gettext_noop, speaking
from ...inputs import NEEDED, Inputs, quote
from ...sentences import PLAYER, Template
from ...tricks import (
    CANNOT_PLAY,
    LEADER,
    MAY_PLAY,
    NOT_HELD,
    Chain,
    Duty,
    Follow,
    Head,
    Ordering,
    Overtrump,
    Trick,
    Trump,
    first_broken_duty,
)
from ...tricks import trick_winner as _kernel_winner

__all__ = [
    "CANTE",
    "CANTE_IN_TRUMPS",
    "INPUTS",
    "LAST_TRICK",
    "OBLIGATIONS",
    "PAIR_MASKS",
    "POINTS",
    "SEATS",
    "SUITS",
    "Auction",
    "Cante",
    "FailureMode",
    "FirstLead",
    "SubastaoRules",
    "Variant",
    "cantes",
    "cantes_of",
    "card_points",
    "chain_duties",
    "duties",
    "duty_chain",
    "explain_play",
    "legal_plays",
    "ordering",
    "parse_cards",
    "parse_suit",
    "trick_winner",
]

SUITS: tuple[Suit, ...] = (Suit.OROS, Suit.COPAS, Suit.ESPADAS, Suit.BASTOS)
"""The four Spanish suits, in the notation order O C E B."""

NAME = "subastao"
"""The game's module name (:data:`tutor.games.GAMES`)."""

SEATS: tuple[str, ...] = ("South", "East", "North", "West")
"""Seat names in counter-clockwise order (three players use the first three)."""

INPUTS = Inputs("Subastao", SPANISH_40, seats=SEATS)
"""How Subastao's functions read their inputs (:mod:`tutor.inputs`): Spanish cards (the 40-card pack of the
pairs variant included), up to four seats."""
_INPUTS_36 = Inputs("Subastao", SPANISH_36, seats=SEATS)

POINTS: dict[Rank, int] = {Rank.ACE: 11, Rank.THREE: 10, Rank.KING: 4, Rank.KNIGHT: 3, Rank.JACK: 2}
"""Card points by rank; the 7, 6, 5, 4 (and 2) are *cartas blancas* worth nothing."""

LAST_TRICK = 10
"""The *diez de últimas*: the winner of the last trick scores 10 more."""

CANTE_IN_TRUMPS = 40
"""*Las cuarenta*: the rey and caballo of trumps, sung."""

CANTE = 20
"""*Las veinte*: the rey and caballo of another suit, sung."""

OBLIGATIONS: dict[Rule, str] = {
    Rule.MUST_FOLLOW_SUIT: "asistir",
    Rule.MUST_HEAD: "montar",
    Rule.MUST_TRUMP: "fallar",
    Rule.MUST_OVERTRUMP: "pisar",
}
"""The Spanish name of each obligation, by the shared :class:`~tutor.errors.Rule` code."""


# the refusals of rules and cantes asked about (said in the language spoken; the input quoted as given)
CHOOSE_ONE = Template("{setting}: choose one of {allowed}")
TAKEOVER_FOUR = Template("the +10 takeover needs the sitting-out dealer of the four-player variant")
TARGET_OR_DEALS = Template("a game needs a target or a number of deals")
NOT_A_DECK = Template(
    "deck {value} is not a pack of Subastao: give SPANISH_36 (the usual) or SPANISH_40 (pairs)"
)
NOT_SUNG = Template("sung {value} is not a list of suits: give the suits already sung, e.g. [Suit.OROS]")
NOT_TUTE = Template("tute {value} is not a number of points: give the agreed value, or None")


class Variant(enum.StrEnum):
    """The table: three players (standard), four with the dealer sitting out, or two pairs."""

    THREE = "three"
    FOUR = "four"
    PAIRS = "pairs"


class Auction(enum.StrEnum):
    """One round (each speaks once, the dealer closes) or open bidding until all but one have passed."""

    SINGLE = "single"
    OPEN = "open"


class FirstLead(enum.StrEnum):
    SOLOIST = "soloist"
    MANO = "mano"


class FailureMode(enum.StrEnum):
    """Who scores a failed bid: the opponents ``split`` it, or ``each`` of them scores it."""

    SPLIT = "split"
    EACH = "each"


@dataclass(frozen=True, slots=True)
class SubastaoRules:
    """The options of a Subastao table; the defaults are the standard game (rules file, recommended readings).

    :param variant: ``'three'`` (3 players, 36 cards); ``'four'`` (the dealer deals and sits out, the other
        three play); ``'pairs'`` (2 v 2, the 40-card pack, 10 cards each dealt in packets of 5, partners' tricks
        and cantes pooled, a partner may raise his partner's bid, the auction ends when both of a team passed).
    :param auction: ``'single'`` -- each player speaks once, mano first, the dealer (or last active seat)
        closes (Reglamento, ludoteka); ``'open'`` -- round the table until all but one have passed, a passed
        player being out. Pairs always use their own ending (both of a team passed).
    :param first_lead: ``'soloist'`` (he names trumps and leads; donnaipe) or ``'mano'``.
    :param failure_mode: a failed contract gives the bid to the opponents, ``'split'`` between them (donnaipe)
        or credited to ``'each'`` of them. In pairs the opposing team scores the bid.
    :param strict_montar: if true, a player following suit must still beat the best card of the suit led even
        after the trick has been trumped (by default that duty lapses: the trick cannot be won by following).
    :param shuffle: shuffle before every deal (by default the pack is only cut: the cards of the last deal are
        gathered and cut, as at a Spanish table).
    :param target: a game ends when someone (a team, in pairs) reaches this total (Wikipedia: 500).
    :param deals: or after this many deals, if given (ludoteka); the higher total wins.
    :param takeover: **unconfirmed house rule** (the seed article only; no Spanish source read confirms it):
        in the four-player variant the sitting-out dealer may take over the top bid at 10 more, playing the
        bidder's cards.
    :param tute: ``None`` (default): no *tute* in subastado (ludoteka). Some tables allow it: all four reyes or all
        four caballos in hand, sung like a cante right after winning a trick (after the 40, one per trick), worth
        the points agreed here.
    :param allow_renuncio: if true, a card breaking an obligation is accepted as at a real table (a *renuncio*);
        an opponent of the offender may then denounce it on his turn, and the offender's side loses the deal.
        By default the engine refuses such a card with the obligation it breaks.
    """

    variant: Variant = Variant.THREE
    auction: Auction = Auction.SINGLE
    first_lead: FirstLead = FirstLead.SOLOIST
    failure_mode: FailureMode = FailureMode.SPLIT
    strict_montar: bool = False
    shuffle: bool = False
    target: int | None = 500
    deals: int | None = None
    takeover: bool = False
    tute: int | None = None
    allow_renuncio: bool = False

    def __post_init__(self) -> None:
        for name, kind in (
            ("variant", Variant),
            ("auction", Auction),
            ("first_lead", FirstLead),
            ("failure_mode", FailureMode),
        ):
            value = getattr(self, name)
            if value not in {member.value for member in kind}:
                typed = str if get_language() == "en" else repr  # what a reader types, quoted outside English
                allowed = ", ".join(typed(member.value) for member in kind)
                raise NotationError(CHOOSE_ONE.say(setting=f"{name}={value!r}", allowed=allowed))
            object.__setattr__(self, name, kind(value))
        if self.takeover and self.variant is not Variant.FOUR:
            raise ImpossiblePosition(TAKEOVER_FOUR.say())
        if self.target is None and self.deals is None:
            raise ImpossiblePosition(TARGET_OR_DEALS.say())

    @property
    def deck(self) -> Deck:
        return SPANISH_40 if self.variant is Variant.PAIRS else SPANISH_36

    @property
    def seats(self) -> int:
        return 3 if self.variant is Variant.THREE else 4

    @property
    def packets(self) -> tuple[int, ...]:
        return (5, 5) if self.variant is Variant.PAIRS else (6, 6)


def parse_cards(text: str | Iterable[Card], *, deck: Deck = SPANISH_36) -> tuple[Card, ...]:
    """Read Spanish cards, rank then suit (``CC`` is the caballo de copas), checking they belong to ``deck``.

    >>> parse_cards("AO 3C RE CB SO")
    (Card.parse('AO', 'spanish'), Card.parse('3C', 'spanish'), Card.parse('RE', 'spanish'), Card.parse('CB', 'spanish'), Card.parse('SO', 'spanish'))
    >>> parse_cards("2O")
    Traceback (most recent call last):
    ...
    tutor.errors.NotationError: '2O' is not in the Spanish 36-card pack (ranks A 3 R C S 7 6 5 4)
    >>> parse_cards(["AO", "3C"], deck=SPANISH_40)
    (Card.parse('AO', 'spanish'), Card.parse('3C', 'spanish'))
    """
    return inputs_of(deck).cards(text)


def inputs_of(deck: Deck) -> Inputs:
    """The input contract of a table playing with ``deck``: :data:`INPUTS` reads the 40-card pack of the pairs
    variant too; a deal of the 36-card game refuses the 2s.

    >>> inputs_of(SPANISH_36).deck is SPANISH_36, inputs_of(SPANISH_40) is INPUTS
    (True, True)
    """
    if deck is SPANISH_36:
        return _INPUTS_36
    if deck is SPANISH_40:
        return INPUTS
    raise NotationError(NOT_A_DECK.say(value=quote(deck)))


def parse_suit(text: object) -> Suit:
    """A Spanish suit from its letter or word (``'O'``, ``'copas'``).

    >>> parse_suit("e"), parse_suit("bastos"), parse_suit("C")
    (Suit.ESPADAS, Suit.BASTOS, Suit.COPAS)
    """
    return INPUTS.suit(text)


def card_points(cards: Iterable[Card] | str) -> int:
    """The card points of some cards (A 11, 3 10, R 4, C 3, S 2; the pack holds 120).

    >>> card_points(SPANISH_36.cards), card_points("AO 3C")
    (120, 21)
    """
    if isinstance(cards, CardSet) and not cards.mask & ~INPUTS.mask:
        return sum(_POINTS_BY_INDEX[card.index] for card in cards)
    return sum(_POINTS_BY_INDEX[card.index] for card in INPUTS.cards(cards))


_POINTS_BY_INDEX = [0] * (SPANISH_40.cards[-1].index + 1)
for _card in SPANISH_40.cards:
    _POINTS_BY_INDEX[_card.index] = POINTS.get(_card.rank, 0)
PAIR_MASKS = tuple(Card(Rank.KING, s).bit | Card(Rank.KNIGHT, s).bit for s in SUITS)
"""The marriage of each suit (its rey and caballo), a bitmask, in the order of :data:`SUITS`."""
_FOUR_MASKS = tuple(sum(Card(rank, s).bit for s in SUITS) for rank in (Rank.KING, Rank.KNIGHT))


def ordering(trump: Suit | str | None, rules: SubastaoRules | None = None) -> Ordering:
    """The trick ordering with ``trump`` (one shared, cached object per trump suit; the 2s rank last).

    >>> ordering("O") is ordering(Suit.OROS)
    True

    ``rules`` is taken as in every game; no option changes the order of the cards.
    """
    if rules is not None:
        INPUTS.options(rules, SubastaoRules)
    return _ordering(None if trump is None else _trump(trump))


@cache
def _ordering(trump: Suit | None) -> Ordering:
    return Ordering.plain(SPANISH_40, trump=trump)


_ALWAYS_TRUMPS = gettext_noop(
    "; Subastao is always played with trumps (the soloist names them before the first card)"
)


def _trump(trump: Suit | str) -> Suit:
    """The trumps of a deal in play: a suit, never ``None`` (no card is played before trumps are named)."""
    if isinstance(trump, Suit) and trump in SUITS:
        return trump
    return INPUTS.suit(trump, what="trump", note=_ALWAYS_TRUMPS)


_TABLES = {
    Variant.THREE: "Subastao",
    Variant.FOUR: gettext_noop("Subastao for four"),
    Variant.PAIRS: gettext_noop("Subastao in pairs"),
}


@cache
def table_inputs(rules: SubastaoRules) -> Inputs:
    """How the play of a table with ``rules`` reads its cards and tricks: its pack (the 2s only in pairs) and
    its players (three, the dealer sitting out in the four-handed game; four in pairs), so that a trick holds
    a card per player.

    >>> table_inputs(SubastaoRules()).trick("AO 3O RO CO", complete=True)
    Traceback (most recent call last):
    ...
    tutor.errors.ImpossiblePosition: 'AO 3O RO CO' is too long for a trick of Subastao: a trick has 3 cards (one for each player)
    """
    players = 4 if rules.variant is Variant.PAIRS else 3
    return Inputs(_TABLES[rules.variant], rules.deck, seats=SEATS[:players])


_USUAL = SubastaoRules()


def _table(rules: SubastaoRules | None) -> Inputs:
    return table_inputs(_USUAL if rules is None else INPUTS.options(rules, SubastaoRules))


def _hand_and_trick(
    hand: CardSet | Iterable[Card] | str, trick: Any, inputs: Inputs = INPUTS
) -> tuple[CardSet, tuple[Card, ...]]:
    cards = inputs.hand(hand)
    return cards, inputs.trick(trick, hand=cards)


def duties(
    hand: CardSet | str,
    trick: Sequence[Card] | Trick | str,
    *,
    trump: Suit | str = NEEDED,
    strict_montar: bool = False,
) -> list[Duty]:
    """The obligations binding now, in order, each a :class:`~tutor.tricks.Duty` built by the shared kernels.

    * following: **asistir** (follow the suit led), then **montar** (beat the best card of the suit led) unless
      the trick has been trumped and the suit led is not trumps (with ``strict_montar`` it never lapses);
    * void: **fallar** (play a trump); if a trump is already down, **pisar** (beat it) when you can, else
      **contrafallar**: any card. A defender has no exemption for his partner's winning card.
    """
    hand, cards = _hand_and_trick(hand, trick)
    strict_montar = INPUTS.flag(strict_montar, what="strict_montar")
    return chain_duties(hand, cards, _trump(trump), strict_montar)


DUTIES = Chain(Follow(), Head(led_suit=True, unless_ruffed=True), Trump(unless_ruffed=True), Overtrump())
"""Subastao's duties, in order: asistir (follow the suit led), montar (beat the best card of the suit led; it
lapses once the trick is trumped in another suit), fallar (void: play a trump, unless a trump is already down),
pisar (void: beat the best trump played, if you can; else contrafallar, any card)."""
DUTIES_STRICT_MONTAR = Chain(Follow(), Head(led_suit=True), Trump(unless_ruffed=True), Overtrump())
"""The same where montar never lapses (``strict_montar``)."""


def duty_chain(strict_montar: bool = False) -> Chain:
    """The :class:`~tutor.tricks.Chain` of duties, with or without strict montar."""
    return DUTIES_STRICT_MONTAR if strict_montar else DUTIES


def chain_duties(
    hand: CardSet, cards: tuple[Card, ...], trump: Suit | None, strict_montar: bool
) -> list[Duty]:
    """The duties binding ``hand`` on the trick ``cards``, read from the one :func:`duty_chain` (checked inputs)."""
    return duty_chain(strict_montar).duties(hand, cards, _ordering(trump))


def legal_plays(
    hand: CardSet | str,
    trick: Sequence[Card] | Trick | str = (),
    *,
    trump: Suit | str = NEEDED,
    strict_montar: bool = False,
    rules: SubastaoRules | None = None,
) -> CardSet:
    """The cards ``hand`` may play to ``trick`` (cards in play order) with ``trump``.

    :param hand: the player's cards (a :class:`~tutor.cards.CardSet`, cards, or text like ``'5C 3C AO'``).
    :param trick: the cards already played to the trick, in play order (empty: the player leads).
    :param trump: the trump suit.
    :param strict_montar: keep the duty to beat the suit led even after the trick has been trumped.
    :returns: the legal cards, a :class:`~tutor.cards.CardSet`.

    >>> legal_plays("5C 3C AO", "RC", trump=Suit.OROS)      # asistir and montar: beat the rey
    CardSet.parse('3C', 'spanish')
    >>> legal_plays("5C 3C AO", "RC 7O", trump=Suit.OROS)   # trumped: any copas will do
    CardSet.parse('3C 5C', 'spanish')
    >>> legal_plays("4O AO 6E", "RC 7O", trump=Suit.OROS)   # fallar and pisar
    CardSet.parse('AO', 'spanish')
    >>> legal_plays("4O 6E", "RC 7O", trump=Suit.OROS)      # contrafallar: cannot beat the 7, any card
    CardSet.parse('4O 6E', 'spanish')
    >>> legal_plays("4O AO 6E", "RC 7O", trump="O") == legal_plays(["4O", "AO", "6E"], ["RC", "7O"], trump="oros")
    True
    """
    inputs = _table(rules)  # the table's pack and players (the usual rules: three players, 36 cards)
    if rules is not None:  # the table's options, as in every game (only strict montar changes the play)
        strict_montar = INPUTS.options(rules, SubastaoRules).strict_montar
    hand, cards = _hand_and_trick(hand, trick, inputs)
    strict_montar = INPUTS.flag(strict_montar, what="strict_montar")
    return CardSet.from_mask(duty_chain(strict_montar).legal_mask(hand.mask, cards, _ordering(_trump(trump))))


def trick_winner(
    trick: Sequence[Card] | Trick | str, *, trump: Suit | str = NEEDED, rules: SubastaoRules | None = None
) -> int:
    """The position, in play order, of the card winning the trick: the best trump, else the best of the suit led.

    :param trick: the cards in play order (a finished trick or one in progress).
    :param trump: the trump suit.
    :param rules: the table's options: a trick holds a card for each of its players (three; four in pairs).
    :raises ImpossiblePosition: for an empty trick, or one of more cards than the table has players.

    >>> trick_winner("RC 3C 7O", trump=Suit.OROS), trick_winner("RC 3C 7O", trump=Suit.ESPADAS)
    (2, 1)
    >>> trick_winner("RC 3C 7O 2O", trump="O", rules=SubastaoRules(variant="pairs"))
    2
    """
    cards = _table(rules).trick(trick, complete=True)
    return _kernel_winner(cards, _ordering(_trump(trump)))


def explain_play(
    hand: CardSet | str,
    trick: Sequence[Card] | Trick | str,
    card: Card | str,
    *,
    trump: Suit | str = NEEDED,
    strict_montar: bool = False,
    rules: SubastaoRules | None = None,
    language: str | None = None,
) -> str:
    """Why ``card`` may or may not be played, naming the obligation (asistir, montar, fallar, pisar).

    :param language: the language of the sentence (``"ja"``, ``"es"``; the one set by
        :func:`tutor.set_language` if ``None``).
    :returns: ``'cannot play <card>: <obligation>, <reason>'`` for an illegal card, ``'may play <card>: ...'``
        with the reason it is allowed (the sentence an :class:`~tutor.errors.IllegalAction` carries, after the
        seat's name).

    >>> explain_play("5C 3C AO", "RC", "5C", trump=Suit.OROS)
    'cannot play 5 de copas: montar (play higher): he must beat the rey de copas (he holds 3 de copas)'
    >>> explain_play("5C 3C AO", "RC", "AO", trump="O")
    'cannot play as de oros: asistir (follow suit): he must follow copas (he holds 3 de copas, 5 de copas)'
    >>> explain_play("5C 3C AO", "RC 7O", "5C", trump=Suit.OROS)
    'may play 5 de copas: asistir (follow suit): it follows copas; montar (play higher) lapses because the trick is trumped'
    >>> explain_play("4O 6E", "RC 7O", "6E", trump=Suit.OROS)
    'may play 6 de espadas: contrafallar (throw any card): he has no copas and no trump that beats the 7 de oros, so any card may be played'
    """
    with speaking(language):
        inputs = _table(rules)
        if rules is not None:
            strict_montar = INPUTS.options(rules, SubastaoRules).strict_montar
        hand, cards = _hand_and_trick(hand, trick, inputs)
        card = inputs.card(card)
        trump = _trump(trump)
        strict_montar = INPUTS.flag(strict_montar, what="strict_montar")
        shown = card.unicode()
        if card not in hand:
            return NOT_HELD.say(card=shown)
        binding = chain_duties(hand, cards, trump, strict_montar)
        broken = first_broken_duty(hand, binding, card)
        if broken is not None:
            return CANNOT_PLAY.say(card=shown, reason=broken_duty(broken))
        return MAY_PLAY.say(card=shown, reason=_why_legal(binding, cards, card, trump))


# Subastao's own sentences (:mod:`tutor.sentences`): each duty by its Spanish name, glossed once
NAMED_DUTY: dict[Rule, Template] = {
    Rule.MUST_FOLLOW_SUIT: Template("{asistir}: {reason}"),
    Rule.MUST_HEAD: Template("{montar}: {reason}"),
    Rule.MUST_TRUMP: Template("{fallar}: {reason}"),
    Rule.MUST_OVERTRUMP: Template("{pisar}: {reason}"),
}
FOLLOWS_AND_BEATS = Template("{asistir} and {montar}: it follows {suit} and beats the best {one} so far")
MONTAR_LAPSES = Template("{asistir}: it follows {suit}; {montar} lapses because the trick is trumped")
CANNOT_BEAT_LED = Template(
    "{asistir}: it follows {suit}; it cannot beat the best {one}, so any {one} will do"
)
OVERTRUMPS = Template("{pisar}: {who} {has} no {suit}, and it beats the trump played")
RUFFS = Template("{fallar}: {who} {has} no {suit}, so a trump")
UNDERTRUMPS = Template(
    "{contrafallar}: {who} {has} no {suit} and no trump that beats the {best}, so any card may be played"
)
NO_SUIT_NO_TRUMP = Template("{who} {has} no {suit} and no trumps, so any card may be played")


def broken_duty(duty: Duty) -> str:
    """The reason a card breaks ``duty``, said after the player's name, the obligation by its Spanish name:
    ``'montar (play higher): he must beat the rey de copas (he holds 3 de copas)'``."""
    return NAMED_DUTY[duty.rule].say(reason=duty.reason)


def _why_legal(binding: list[Duty], cards: tuple[Card, ...], card: Card, trump: Suit | None) -> str:
    if not cards:
        return LEADER.say()
    o = _ordering(trump)
    led = cards[0].suit
    suit, one = (gettext("trumps"), gettext("trump")) if led == trump else (str(led), str(led))
    rules = {duty.rule for duty in binding}
    if Rule.MUST_FOLLOW_SUIT in rules:
        if Rule.MUST_HEAD in rules:
            return FOLLOWS_AND_BEATS.say(suit=suit, one=one)
        if card.suit != trump and any(o.trump_mask & c.bit for c in cards):
            return MONTAR_LAPSES.say(suit=suit)
        return CANNOT_BEAT_LED.say(suit=suit, one=one)
    if Rule.MUST_OVERTRUMP in rules:
        return OVERTRUMPS.say(PLAYER, mentioned=True, suit=suit)
    if Rule.MUST_TRUMP in rules:
        return RUFFS.say(PLAYER, mentioned=True, suit=suit)
    trumps_down = [c for c in cards if o.trump_mask & c.bit]
    if trumps_down:
        best = o.winning_card(trumps_down)
        return UNDERTRUMPS.say(PLAYER, mentioned=True, suit=suit, best=best.unicode())
    return NO_SUIT_NO_TRUMP.say(PLAYER, mentioned=True, suit=suit)


@dataclass(frozen=True, slots=True)
class Cante:
    """A marriage sung by the soloist (or his team, in pairs): the rey and caballo of ``suit`` held in hand.

    ``points`` is 40 in trumps (*las cuarenta*), 20 otherwise (*las veinte*); ``trick`` is the number (1-based)
    of the trick just won, after which it was sung; ``seat`` who sang it. ``suit=None`` is a *tute* (four reyes
    or four caballos), only with the ``tute`` option.
    """

    suit: Suit | None
    points: int
    trick: int = 0
    seat: int | None = None

    def __str__(self) -> str:
        if self.suit is None:
            return f"tute ({self.points})"
        return f"las {'cuarenta' if self.points == CANTE_IN_TRUMPS else 'veinte'} en {self.suit.word}"


def cantes(
    hand: CardSet | str,
    *,
    trump: Suit | str = NEEDED,
    sung: Iterable[Suit | None] = (),
    tute: int | None = None,
) -> tuple[Cante, ...]:
    """The cantes the hand may sing *now*, right after winning a trick: a suit whose R and C are both in hand and
    that has not been sung. If the 40 (trumps) is available it must be sung first, so it is then the only one.
    One cante per trick won: the state lets the soloist sing one of these, then he must win another trick.

    :param sung: the suits already sung this deal (``None`` for a tute).
    :param tute: the agreed value of a tute, if the table plays it (four reyes or four caballos).

    >>> [str(c) for c in cantes("RO CO RC CC 7E", trump=Suit.COPAS)]
    ['las cuarenta en copas']
    >>> [str(c) for c in cantes("RO CO RC CC 7E", trump="C", sung=["copas"])]
    ['las veinte en oros']
    >>> [str(c) for c in cantes("RO RC RE RB 7E", trump=Suit.COPAS, tute=100)]   # a table playing tute
    ['tute (100)']
    """
    hand = INPUTS.hand(hand)
    trump = _trump(trump)
    if isinstance(sung, (str, bytes)) or not isinstance(sung, Iterable):
        raise NotationError(NOT_SUNG.say(value=quote(sung)))
    done = {None if suit is None else INPUTS.suit(suit, what="a suit sung") for suit in sung}
    if tute is not None and (not isinstance(tute, int) or isinstance(tute, bool) or tute < 0):
        raise NotationError(NOT_TUTE.say(value=quote(tute)))
    return cantes_of(hand.mask, trump, done, tute)


def cantes_of(
    mask: int, trump: Suit | None, sung: Collection[Suit | None], tute: int | None
) -> tuple[Cante, ...]:
    """:func:`cantes` for a hand's bitmask (:attr:`CardSet.mask <tutor.cards.CardSet.mask>`), the other
    arguments already read: a deal in play asks this after every trick its bidding side wins.

    >>> cantes_of(CardSet.parse("RO CO RC CC 7E", "spanish").mask, Suit.OROS, [Suit.OROS], None)
    (Cante(suit=Suit.COPAS, points=20, trick=0, seat=None),)
    """
    pairs = [
        suit for suit, pair in zip(SUITS, PAIR_MASKS, strict=True) if mask & pair == pair and suit not in sung
    ]
    if trump in pairs:
        return (Cante(trump, CANTE_IN_TRUMPS),)
    found = tuple(Cante(s, CANTE) for s in pairs)
    if tute is not None and None not in sung and any(mask & four == four for four in _FOUR_MASKS):
        found += (Cante(None, tute),)
    return found
