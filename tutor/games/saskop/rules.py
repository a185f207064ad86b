"""Saskop's rule kernels: the pack, the trumps, following and heading, bids, card points and the score table.

Every king, queen and jack is a trump, whatever its printed suit, so the trump "suit" holds 18 cards and
each plain suit only six (A 10 9 8 7 6). With hearts trumps, a king of spades belongs to the trumps:

>>> from tutor.cards import Card, Suit
>>> effective_suit(Card.parse("KS"), Suit.HEARTS)
Suit.HEARTS
>>> legal_plays("KS 9S 7D", "AS", trump=Suit.HEARTS)
CardSet.parse('9S')
"""

from __future__ import annotations

import functools
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, replace
from typing import Any

from ...cards import FRENCH_36, Card, CardSet, Rank, Suit
from ...errors import ImpossiblePosition, NotationError
from ...i18n import gettext, gettext_noop, speaking
from ...inputs import NEEDED, Inputs
from ...sentences import ALSO, BOTH, PLAYER, Template
from ...tricks import (
    BEATS,
    CANNOT_BEAT,
    CANNOT_PLAY,
    FOLLOWS,
    LEADER,
    MAY_PLAY,
    NOT_HELD,
    Chain,
    Duty,
    Follow,
    Head,
    Ordering,
    Trick,
    Trump,
    first_broken_duty,
)
from ...tricks import trick_winner as _trick_winner

# the refusals of rules and scores asked about (said in the language spoken; the input quoted as given)
SUIT_ORDER = Template("picture_suit_order must order the four French suits, not {value}")
TARGET = Template("the game target must be a positive whole number, not {value}")
TRUMPS_NOT_PLAIN = Template("{suit} is trumps, not a plain suit: its cards rank in trump_ranking")
NOT_CARD_POINTS = Template(
    "card points {value} are not a deal of Saskop: give the two teams' card points, summing to 120"
)
CALLER_TEAM = Template(
    "caller_team is needed: give caller_team=0 ({first}), 1 ({second}) or None for an uncalled game"
)
TRICKS = Template(
    "tricks {value} are not a deal of Saskop: give the two teams' tricks, summing to 9, or None"
)

__all__ = [
    "CARD_POINTS",
    "CLASSIC_SUIT_ORDER",
    "DECK",
    "INPUTS",
    "NAME",
    "SEATS",
    "SEED_SUIT_ORDER",
    "TEAMS",
    "DealScore",
    "SaskopRules",
    "biddable_suits",
    "can_call_emergency",
    "card_points",
    "effective_suit",
    "explain_play",
    "game_points",
    "legal_plays",
    "ordering",
    "parse_cards",
    "parse_suit",
    "plain_ranking",
    "possible_bids",
    "potential_trumps",
    "trick_winner",
    "trump_ranking",
]

NAME = "saskop"
DECK = FRENCH_36
"""The 36-card pack: 6 7 8 9 10 J Q K A in each of the four French suits (A-K2)."""

SEATS: tuple[str, ...] = ("South", "West", "North", "East")
"""The seats, clockwise from South (seat 0, as in every game); North-South (seats 0 and 2) play against
East-West (1 and 3)."""

TEAMS: tuple[str, ...] = ("North-South", "East-West")

INPUTS = Inputs("Saskop", DECK, seats=SEATS)
"""How Saskop's functions read their inputs (:mod:`tutor.inputs`): the 36-card pack, four seats. A trump is
any of the four suits, given as a :class:`~tutor.cards.Suit` or as its letter, word or symbol (``"H"`` is
hearts, the suit whose 6, ace, 10, 9, 8 and 7 join the eighteen pictures as trumps); Saskop always has a
trump (an uncalled game is played with diamonds), so ``None`` is refused."""

CARD_POINTS: dict[Rank, int] = {Rank.ACE: 11, Rank.TEN: 10, Rank.KING: 4, Rank.QUEEN: 3, Rank.JACK: 2}
"""Card points: A 11, 10 10, K 4, Q 3, J 2, the rest 0 -- 120 in the pack."""

PICTURE_RANKS: tuple[Rank, ...] = (Rank.KING, Rank.QUEEN, Rank.JACK)
PLAIN_RANKS: tuple[Rank, ...] = (Rank.ACE, Rank.TEN, Rank.NINE, Rank.EIGHT, Rank.SEVEN, Rank.SIX)
BIDS: tuple[int, ...] = (5, 6, 7, 8, 9)
CLASSIC_SUIT_ORDER: tuple[Suit, ...] = (Suit.CLUBS, Suit.SPADES, Suit.HEARTS, Suit.DIAMONDS)
SEED_SUIT_ORDER: tuple[Suit, ...] = (Suit.SPADES, Suit.CLUBS, Suit.HEARTS, Suit.DIAMONDS)

PICTURE_MASK = sum(card.bit for card in DECK.cards if card.rank.is_picture)
SUIT_TRUMPS_MASK: dict[Suit, int] = {
    suit: PICTURE_MASK | sum(card.bit for card in DECK.cards if card.suit is suit) for suit in DECK.suits
}
"""For each suit, the cards that would be trumps if it were named (its cards and every picture)."""
POINTS_BY_INDEX: dict[int, int] = {card.index: CARD_POINTS.get(card.rank, 0) for card in DECK.cards}


@dataclass(frozen=True, slots=True)
class SaskopRules:
    """The options of Saskop. The defaults are the pagat/seed family; :meth:`estonian` gives the
    Estonian tournament family (A-K numbers refer to the rules reference).

    :param six_high: the 6 of trumps is the highest trump (pagat, A-K14); ``False``: no special 6, it is
        the lowest trump (Estonian Sasku).
    :param picture_suit_order: the order of kings, queens and jacks among themselves, highest first
        (A-K3): ♣ ♠ ♥ ♦ by default, ``SEED_SUIT_ORDER`` (♠ ♣ ♥ ♦) for the seed's reading.
    :param overtrump_required: the duty to beat the best card so far also binds when that card is a trump
        (A-K5). ``False`` (Estonian championships): nobody need beat a trump; a player following a plain
        suit that nobody has trumped must still beat its best card if he can.
    :param target: game points that win the game (16; Estonian tournaments 12, A-K13).
    :param all_tricks_wins_game: a team taking all nine tricks wins the whole game (A-K11); ``False``:
        it scores ``all_tricks_points`` instead (Estonian "karvane").
    :param all_tricks_points: the score for all nine tricks when they do not win the game (6).
    :param uncalled_points: what an uncalled game (all passed, diamonds trumps) is worth to the team with
        61 or more (1; some Estonian rules give 2, A-K12).
    :param picture_giving: whether a player with exactly one picture may show it to his partner (A-K15).
        It happens after the deal and before the auction (the Estonian rules say "only before bidding"),
        each seat asked once from the dealer's left.
    :param return_may_be_picture: whether the card given back for a shown picture may itself be a picture
        (``False`` in Estonian rules).
    :param diamonds_in_turn: the Estonian way to call diamonds: a player who has not passed may call
        diamonds in his bidding turn, which ends the auction; there is no override round afterwards.
        ``False`` (default): after the bid winner names another suit, each other player in turn from the
        dealer's left is offered the diamond override (A-K9).
    :param caller_may_override: whether the override round also offers the override to the bid winner
        himself (``False``: he could have named diamonds only with enough potential trumps).
    :param signals: whether the two table signals (blink, emergency) are allowed by local agreement.
    :param steeple: whether a player with no picture may secretly tell his partner so by a "steeple" of
        fingers after the deal (a variant, "not always legal": off by default).

    >>> SaskopRules().target, SaskopRules.estonian().target
    (16, 12)
    """

    six_high: bool = True
    picture_suit_order: tuple[Suit, ...] = CLASSIC_SUIT_ORDER
    overtrump_required: bool = True
    target: int = 16
    all_tricks_wins_game: bool = True
    all_tricks_points: int = 6
    uncalled_points: int = 1
    picture_giving: bool = True
    return_may_be_picture: bool = True
    diamonds_in_turn: bool = False
    caller_may_override: bool = False
    signals: bool = True
    steeple: bool = False

    def __post_init__(self) -> None:
        order = tuple(self.picture_suit_order) if isinstance(self.picture_suit_order, (tuple, list)) else ()
        if not all(isinstance(suit, Suit) for suit in order) or sorted(order, key=lambda s: s.name) != sorted(
            CLASSIC_SUIT_ORDER, key=lambda s: s.name
        ):
            raise ImpossiblePosition(SUIT_ORDER.say(value=repr(order)))
        object.__setattr__(self, "picture_suit_order", order)
        object.__setattr__(self, "overtrump_required", bool(self.overtrump_required))
        if not isinstance(self.target, int) or isinstance(self.target, bool) or self.target < 1:
            raise ImpossiblePosition(TARGET.say(value=repr(self.target)))

    @classmethod
    def estonian(cls, **changes: Any) -> SaskopRules:
        """The Estonian tournament family: no special 6, game to 12, no duty to beat a trump, ♣ ♠ ♥ ♦,
        the returned card not a picture, diamonds called in one's bidding turn, all tricks worth 6
        ("karvane") and an uncalled game worth 2."""
        family = cls(
            six_high=False,
            overtrump_required=False,
            target=12,
            return_may_be_picture=False,
            diamonds_in_turn=True,
            all_tricks_wins_game=False,
            uncalled_points=2,
        )
        return replace(family, **changes)  # any option by name, checked as the rules are made


DEFAULT_RULES = SaskopRules()


# -- the pack, effective suits and rankings ---------------------------------------------------------
def parse_cards(text: str | Iterable[Card]) -> tuple[Card, ...]:
    """Read cards of the 36-card pack (6 to ace), keeping their order (text, or cards: :mod:`tutor.inputs`).

    >>> parse_cards("6S, 10h KD")
    (Card.parse('6S'), Card.parse('TH'), Card.parse('KD'))
    >>> parse_cards("5S")
    Traceback (most recent call last):
    ...
    tutor.errors.NotationError: '5S' is not in the 36-card pack (ranks A K Q J T 9 8 7 6)
    """
    return INPUTS.cards(text)


def parse_suit(text: Suit | str) -> Suit:
    """A suit of the 36-card pack, by letter, word or symbol (see :mod:`tutor.inputs`).

    >>> parse_suit("hearts"), parse_suit("D"), parse_suit("♣")
    (Suit.HEARTS, Suit.DIAMONDS, Suit.CLUBS)
    """
    return INPUTS.suit(text)


_NO_TRUMP_NOTE = gettext_noop(" (Saskop always has a trump: diamonds when nobody calls one)")


def _trump(trump: Suit | str) -> Suit:
    if isinstance(trump, Suit) and trump in DECK.suits:
        return trump
    return INPUTS.suit(trump, what="trump", note=_NO_TRUMP_NOTE)


def effective_suit(card: Card | str, trump: Suit | str) -> Suit:
    """The suit a card belongs to in play: every king, queen and jack is a trump, never a card of its
    printed suit.

    >>> from tutor.cards import Card, Suit
    >>> effective_suit(Card.parse("QH"), Suit.CLUBS), effective_suit(Card.parse("AH"), Suit.CLUBS)
    (Suit.CLUBS, Suit.HEARTS)
    >>> effective_suit("QH", "C")
    Suit.CLUBS
    """
    card, trump = INPUTS.card(card), _trump(trump)
    return trump if card.rank.is_picture else card.suit


def ordering(trump: Suit | str, rules: SaskopRules | None = DEFAULT_RULES) -> Ordering:
    """The :class:`~tutor.tricks.Ordering` of a deal with ``trump`` (one per trump and rules, cached).

    >>> ordering("H") is ordering(Suit.HEARTS)
    True
    """
    return _ordering(
        _trump(trump),
        rules if rules.__class__ is SaskopRules else INPUTS.options(rules, SaskopRules, DEFAULT_RULES),
    )


@functools.cache
def _ordering(trump: Suit, rules: SaskopRules) -> Ordering:
    by_suit = {suit: 3 - i for i, suit in enumerate(rules.picture_suit_order)}
    picture = {Rank.KING: 300, Rank.QUEEN: 200, Rank.JACK: 100}
    plain = {rank: 6 - i for i, rank in enumerate(PLAIN_RANKS)}

    def strength(card: Card) -> int:
        if card.rank.is_picture:
            return picture[card.rank] + by_suit[card.suit]
        if rules.six_high and card.rank is Rank.SIX and card.suit is trump:
            return 1000
        return plain[card.rank]

    suit_of = {card: effective_suit(card, trump) for card in DECK.cards}
    return Ordering(DECK, trump=trump, suit_of=suit_of.__getitem__, strength=strength)


def trump_ranking(trump: Suit, *, rules: SaskopRules = DEFAULT_RULES) -> tuple[Card, ...]:
    """The 18 trumps, highest first.

    >>> from tutor.cards import Suit, format_cards
    >>> format_cards(trump_ranking(Suit.HEARTS), unicode=True)
    '6♥ K♣ K♠ K♥ K♦ Q♣ Q♠ Q♥ Q♦ J♣ J♠ J♥ J♦ A♥ 10♥ 9♥ 8♥ 7♥'
    >>> format_cards(trump_ranking(Suit.HEARTS, rules=SaskopRules.estonian())[-6:])
    'AH TH 9H 8H 7H 6H'
    """
    o = ordering(trump, rules)
    cards = CardSet.from_mask(o.trump_mask)
    return tuple(sorted(cards, key=o.strength, reverse=True))


def plain_ranking(suit: Suit, trump: Suit) -> tuple[Card, ...]:
    """The six cards of a plain suit, highest first (A 10 9 8 7 6): its pictures are trumps.

    >>> from tutor.cards import Suit, format_cards
    >>> format_cards(plain_ranking(Suit.SPADES, Suit.HEARTS))
    'AS TS 9S 8S 7S 6S'
    """
    suit, trump = INPUTS.suit(suit), _trump(trump)
    if suit is trump:
        raise ImpossiblePosition(TRUMPS_NOT_PLAIN.say(suit=str(suit)))
    return tuple(Card(rank, suit) for rank in PLAIN_RANKS)


def card_points(cards: Card | Iterable[Card] | str) -> int:
    """The card points of one card or of several (A 11, 10 10, K 4, Q 3, J 2; 120 in the pack).

    >>> card_points(CardSet.parse("AS TS KH 9D")), card_points(DECK.cards), card_points("AS")
    (25, 120, 11)
    """
    return sum(CARD_POINTS.get(card.rank, 0) for card in INPUTS.cards(cards))


def mask_points(mask: int) -> int:
    """The card points of a bitmask of cards (hot path)."""
    total = 0
    while mask:
        low = mask & -mask
        total += POINTS_BY_INDEX[low.bit_length() - 1]
        mask ^= low
    return total


# -- following, heading and winning tricks ------------------------------------------------------------
def _as_hand(hand: CardSet | Iterable[Card] | str) -> CardSet:
    return INPUTS.hand(hand)


DUTIES = Chain(Follow(), Trump(), Head())
"""Saskop's duties for the next card, in order: follow the effective suit, else trump, then head the trick
(beat the best card so far, partner's included) among the cards those allow."""
DUTIES_NO_OVERTRUMP = Chain(Follow(), Trump(), Head(unless_trump_wins=True))
"""The same where nobody need beat a trump (``overtrump_required=False``)."""


def duty_chain(rules: SaskopRules = DEFAULT_RULES) -> Chain:
    """The :class:`~tutor.tricks.Chain` of duties under ``rules``."""
    return DUTIES if rules.overtrump_required else DUTIES_NO_OVERTRUMP


def duties(
    hand: CardSet, trick: Sequence[Card], o: Ordering, rules: SaskopRules = DEFAULT_RULES
) -> list[Duty]:
    """The duties binding a player, in order, with their reasons: :func:`duty_chain` read as duties."""
    return duty_chain(rules).duties(hand, trick, o)


def legal_mask(hand_mask: int, trick: Sequence[Card], o: Ordering, rules: SaskopRules = DEFAULT_RULES) -> int:
    """The bitmask of the legal plays (the hot path of :func:`legal_plays`): :func:`duty_chain` read as a mask."""
    return (DUTIES if rules.overtrump_required else DUTIES_NO_OVERTRUMP).legal_mask(hand_mask, trick, o)


def legal_plays(
    hand: CardSet | Iterable[Card] | str,
    trick: Trick | Sequence[Card] | str,
    *,
    trump: Suit | str = NEEDED,
    rules: SaskopRules = DEFAULT_RULES,
) -> CardSet:
    """The cards a player may play: follow the effective suit led, else trump, and in either case beat
    the best card so far if he can -- even his partner's.

    :param hand: the player's cards (a :class:`~tutor.cards.CardSet`, cards, or text).
    :param trick: the cards already played to the trick, in order.
    :param trump: the trump suit (a :class:`~tutor.cards.Suit`, or its letter, word or symbol).
    :param rules: the options (``overtrump_required``, ``six_high``, ...).
    :raises TutorError: for what is not cards or a suit of the 36-card pack, a card twice or in both the hand
        and the trick, a trick of four cards (see :mod:`tutor.inputs`).

    >>> from tutor.cards import Suit
    >>> legal_plays("JD 7C 9H", "KC", trump=Suit.HEARTS)   # a king led is a trump: J♦ and 9♥ follow
    CardSet.parse('9H JD')
    >>> legal_plays("QS 9H 7C", "AC", trump=Suit.HEARTS)   # Q♠ is no spade
    CardSet.parse('7C')
    >>> legal_plays("AS 7S", "9S 8H", trump=Suit.HEARTS)   # trumped: follow with any spade
    CardSet.parse('AS 7S')
    >>> legal_plays("AS 7S", "9S", trump=Suit.HEARTS)      # must beat the 9♠ with the A♠
    CardSet.parse('AS')
    >>> legal_plays("AS 7S", "9S", trump="H") == legal_plays(["AS", "7S"], ["9S"], trump="hearts")
    True
    """
    hand = INPUTS.hand(hand)
    cards = INPUTS.trick(trick, hand=hand)
    rules = INPUTS.options(rules, SaskopRules, DEFAULT_RULES)
    o = ordering(trump, rules)
    return CardSet.from_mask(legal_mask(hand.mask, cards, o, rules))


def explain_play(
    hand: CardSet | Iterable[Card] | str,
    trick: Trick | Sequence[Card] | str,
    card: Card | str,
    *,
    trump: Suit | str = NEEDED,
    rules: SaskopRules = DEFAULT_RULES,
    language: str | None = None,
) -> str:
    """Why ``card`` may or may not be played from ``hand`` to ``trick``, in words.

    :param language: the language of the sentence (``"ja"``, ``"es"``; the one set by
        :func:`tutor.set_language` if ``None``).
    :returns: ``'cannot play …: why'`` or ``'may play …: why'``.

    >>> from tutor.cards import Suit
    >>> explain_play("KS 9S 7D", "AS", "KS", trump=Suit.HEARTS)
    'cannot play K♠: he must follow ♠ (he holds 9♠); the K♠ is a trump, not a spade'
    >>> explain_play("KD 7H 8D", "9C QC", "7H", trump=Suit.HEARTS)
    'cannot play 7♥: he must beat the Q♣ (he holds K♦)'
    >>> explain_play("KD 7H 8D", "9C QC", "KD", trump="H")
    'may play K♦: it is a trump (he has no ♣) and beats the Q♣'
    """
    with speaking(language):
        hand = INPUTS.hand(hand)
        cards = INPUTS.trick(trick, hand=hand)
        card = INPUTS.card(card)
        trump = _trump(trump)
        rules = INPUTS.options(rules, SaskopRules, DEFAULT_RULES)
        o = ordering(trump, rules)
        name = card.unicode()
        if card not in hand:
            return NOT_HELD.say(card=name)
        broken = first_broken_duty(hand, duties(hand, cards, o, rules), card)
        if broken is not None:
            reason = CANNOT_PLAY.say(card=name, reason=broken.reason)
            if card.rank.is_picture and card.suit is not trump and o.suit_of(cards[0]) is card.suit:
                reason = ALSO.say(
                    first=reason, second=PICTURE_IS_TRUMP.say(card=name, suit=gettext(card.suit.one))
                )
            return reason
        if not cards:
            return MAY_PLAY.say(card=name, reason=LEADER.say())
        led = o.suit_of(cards[0])
        best = o.winning_card(cards)
        if o.suit_of(card) is led:
            how = FOLLOWS.say(suit=gettext("trumps") if led is trump else str(led))
        elif o.is_trump(card):
            how = TRUMPS.say(PLAYER, mentioned=True, suit=gettext("trump") if led is trump else str(led))
        else:
            how = DISCARDS.say(PLAYER, mentioned=True, suit=str(led))
        beats = (BEATS if o.beats(card, best) else CANNOT_BEAT).say(best=best.unicode())
        return MAY_PLAY.say(card=name, reason=BOTH.say(first=how, second=beats))


# Saskop's own sentences of explain_play (:mod:`tutor.sentences`), said after the player's name
PICTURE_IS_TRUMP = Template("the {card} is a trump, not a {suit}")
TRUMPS = Template("it is a trump ({who} {has} no {suit})")
DISCARDS = Template("it is a discard ({who} {has} neither {suit} nor trumps)")


def trick_winner(
    trick: Trick | Sequence[Card] | str, *, trump: Suit | str = NEEDED, rules: SaskopRules = DEFAULT_RULES
) -> int:
    """The position (0-based, in play order) of the card winning the trick: the highest trump, else the
    highest card of the effective suit led.

    >>> from tutor.cards import Suit
    >>> trick_winner("KC 6H JD AH", trump=Suit.HEARTS)   # the 6 of trumps beats every king
    1
    >>> trick_winner("AH JD", trump=Suit.HEARTS)         # the lowest jack beats the trump ace
    1
    >>> trick_winner("9S KS AS", trump=Suit.HEARTS)      # K♠ is a trump
    1
    """
    return _trick_winner(INPUTS.trick(trick, complete=True), ordering(trump, rules))


# -- bidding ----------------------------------------------------------------------------------------------
def potential_trumps(hand: CardSet | Iterable[Card] | str, suit: Suit | str) -> int:
    """How many trumps ``hand`` would hold with ``suit`` trumps: its pictures (K, Q, J of any suit) plus
    its other cards of that suit (the 6 included, A-K7).

    >>> from tutor.cards import Suit
    >>> potential_trumps("KS QD JH AC 9C 6C 7H 8D TS", Suit.CLUBS)
    6
    """
    return (_as_hand(hand).mask & SUIT_TRUMPS_MASK[_trump(suit)]).bit_count()


def possible_bids(hand: CardSet | Iterable[Card] | str, *, above: int = 0) -> tuple[int, ...]:
    """The bids (5 to 9) the hand may make over a bid of ``above``: a player may bid *n* only with at
    least *n* potential trumps in some suit. The hand is the nine cards a player bids with.

    >>> possible_bids("KS QD JH AC 9C 6C 7H 8D TS")
    (5, 6)
    >>> possible_bids("KS QD JH AC 9C 6C 7H 8D TS", above=6)
    ()
    >>> possible_bids("KS QD JH")
    Traceback (most recent call last):
    ...
    tutor.errors.ImpossiblePosition: 'KS QD JH' holds 3 cards: a hand of Saskop has 9 cards here
    """
    mask = INPUTS.hand(hand, size=9).mask
    above = INPUTS.count(above, range(10), what="above (the bid to beat, 0 for none)")
    best = max((mask & trumps).bit_count() for trumps in SUIT_TRUMPS_MASK.values())
    return tuple(n for n in BIDS if above < n <= best)


def biddable_suits(hand: CardSet | Iterable[Card] | str, bid: int) -> tuple[Suit, ...]:
    """The suits the winner of a bid of ``bid`` may name: those with at least ``bid`` potential trumps.

    >>> biddable_suits("KS QD JH AC 9C 6C 7H 8D TS", 5)
    (Suit.CLUBS,)
    """
    hand = INPUTS.hand(hand, size=9)
    bid = INPUTS.count(bid, range(10), what="bid")
    return tuple(suit for suit in DECK.suits if potential_trumps(hand, suit) >= bid)


# -- signals ----------------------------------------------------------------------------------------------
def can_call_emergency(hand: CardSet | Iterable[Card] | str, trump: Suit | str) -> bool:
    """The condition of the "emergency" (häda) signal: the player's only trump left is the 10 or the ace
    of trumps.

    >>> from tutor.cards import Suit
    >>> can_call_emergency("TH 7S 9C", Suit.HEARTS), can_call_emergency("TH JS", Suit.HEARTS)
    (True, False)
    """
    trump = _trump(trump)
    trumps = _as_hand(hand).mask & ordering(trump).trump_mask
    return trumps in (Card(Rank.TEN, trump).bit, Card(Rank.ACE, trump).bit)


# -- scoring ----------------------------------------------------------------------------------------------
@dataclass(frozen=True, slots=True)
class DealScore:
    """The result of one deal in game points.

    :param team: the team that scores (0 North-South, 1 East-West), or ``None`` (60-60).
    :param points: the game points it scores.
    :param wins_game: it took all nine tricks and so wins the whole game.
    :param redeal: 60-60: nobody scores and the deal is replayed (a called game keeps its caller and trump).
    :param reason: the row of the score table, in words (in the language spoken when the score was made; an
        outcome's :meth:`~tutor.games.saskop.Outcome.record` keeps it in English).

    >>> from tutor import speaking
    >>> with speaking("ja"):
    ...     score = game_points((75, 45), caller_team=0)
    ...     score.reason, str(score)
    ('宣言側チームが75点を取った', '南北が2点を得る（宣言側チームが75点を取った）')
    """

    team: int | None
    points: int
    wins_game: bool = False
    redeal: bool = False
    reason: str = ""

    def __str__(self) -> str:
        if self.team is None:
            return self.reason
        said = WINS_GAME if self.wins_game else SCORES
        return said.say(team=gettext(TEAMS[self.team]), points=self.points, reason=self.reason)


WINS_GAME = Template("{team} win the game ({reason})")
"""A deal that wins the whole game (all nine tricks taken)."""
SCORES = Template("{team} score {points} ({reason})")
"""A deal's game points, and the row of the score table that gives them."""
ALL_TRICKS = Template("took all nine tricks")
REDEAL = Template("60-60: nobody scores; redeal")
UNCALLED = Template("uncalled game, made {made}")
MADE = {
    (True, False): Template("caller's team made {made}"),
    (False, False): Template("defenders made {made}"),
    (True, True): Template("caller's team made {made}, diamonds"),
    (False, True): Template("defenders made {made}, diamonds"),
}
"""The rows of the score table, by (the caller's team made them, diamonds are trumps)."""


def game_points(
    points: tuple[int, int],
    *,
    caller_team: int | None = NEEDED,
    diamonds: bool = False,
    tricks: tuple[int, int] | None = None,
    rules: SaskopRules = DEFAULT_RULES,
) -> DealScore:
    """Score a deal from the card points of the two teams.

    ==========================================  ============  ==========
    case                                        other trumps  ♦ trumps
    ==========================================  ============  ==========
    a team takes all 9 tricks                   wins game     wins game
    uncalled (all passed): 61 or more           --            1
    caller's team 61-90                         2             4
    caller's team 91-120                        4             6
    defenders 61-90 (caller's team 30-59)       4             6
    defenders 91-120                            6             8
    60-60                                       redeal        redeal
    ==========================================  ============  ==========

    :param points: card points of (North-South, East-West); they sum to 120.
    :param caller_team: the caller's team, or ``None`` for an uncalled game.
    :param diamonds: diamonds are trumps in a called game (the values rise by two).
    :param tricks: tricks taken by each team, if known (all nine wins the game).
    :param rules: ``all_tricks_wins_game``, ``all_tricks_points``, ``uncalled_points``.

    >>> str(game_points((75, 45), caller_team=0))
    "North-South score 2 (caller's team made 75)"
    >>> str(game_points((75, 45), caller_team=1, diamonds=True))
    'North-South score 6 (defenders made 75, diamonds)'
    >>> game_points((60, 60), caller_team=0).redeal
    True
    """
    if (
        not isinstance(points, (tuple, list))
        or len(points) != 2
        or not all(isinstance(p, int) and not isinstance(p, bool) for p in points)
        or sum(points) != 120
        or min(points) < 0
    ):
        raise ImpossiblePosition(NOT_CARD_POINTS.say(value=repr(points)))
    if caller_team is NEEDED:
        raise NotationError(CALLER_TEAM.say(first=gettext("North-South"), second=gettext("East-West")))
    if caller_team is not None:
        caller_team = INPUTS.count(
            caller_team, (0, 1), what="caller_team (0 North-South, 1 East-West, or None)"
        )
    diamonds = INPUTS.flag(diamonds, what="diamonds")
    rules = INPUTS.options(rules, SaskopRules, DEFAULT_RULES)
    if tricks is not None and (
        not isinstance(tricks, (tuple, list))
        or len(tricks) != 2
        or not all(isinstance(t, int) and not isinstance(t, bool) and t >= 0 for t in tricks)
        or sum(tricks) != 9
    ):
        raise ImpossiblePosition(TRICKS.say(value=repr(tricks)))
    if tricks is not None and 9 in tricks:
        team = tricks.index(9)
        if rules.all_tricks_wins_game:
            return DealScore(team, 0, wins_game=True, reason=ALL_TRICKS.say())
        return DealScore(team, rules.all_tricks_points, reason=ALL_TRICKS.say())
    if points[0] == 60:
        return DealScore(None, 0, redeal=True, reason=REDEAL.say())
    team = 0 if points[0] > 60 else 1
    made = points[team]
    if caller_team is None:
        return DealScore(team, rules.uncalled_points, reason=UNCALLED.say(made=made))
    high = made >= 91
    callers = team == caller_team
    value = (4 if high else 2) if callers else (6 if high else 4)
    reason = MADE[callers, diamonds].say(made=made)
    return DealScore(team, value + 2 if diamonds else value, reason=reason)
