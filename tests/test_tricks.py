"""The shared trick kernels: effective suits, strengths, duties and the trick winner."""

from __future__ import annotations

import random

import pytest
from hypothesis import assume, given
from hypothesis import strategies as st

from tutor.cards import FRENCH_36, FRENCH_52, Card, CardSet, Rank, Suit, parse_card, parse_cards
from tutor.errors import Rule
from tutor.games.piquet import rules as piquet
from tutor.games.saskop import rules as saskop
from tutor.games.satat import rules as satat
from tutor.games.subastao import rules as subastao
from tutor.tricks import (
    Chain,
    Follow,
    Head,
    Ordering,
    Overtrump,
    Trick,
    Trump,
    explain_card,
    first_broken_duty,
    follow_suit,
    legal_cards,
    must_head,
    must_overtrump,
    must_trump,
    narrow,
    trick_winner,
)

TWO_OF_HEARTS = parse_card("2H")
PICTURES = (Rank.KING, Rank.QUEEN, Rank.JACK)


def permanent_trumps(trump: Suit) -> Ordering:
    """A Saskop-like ordering: every K, Q, J is a trump, above the trump suit's own cards."""
    plain = {rank: 10 - i for i, rank in enumerate((Rank.ACE, Rank.TEN, Rank.NINE, Rank.EIGHT, Rank.SEVEN))}

    def suit_of(card: Card) -> Suit:
        return trump if card.rank in PICTURES else card.suit

    def strength(card: Card) -> int:
        if card.rank in PICTURES:
            return (
                100
                - 10 * PICTURES.index(card.rank)
                - (Suit.CLUBS, Suit.SPADES, Suit.HEARTS, Suit.DIAMONDS).index(card.suit)
            )
        if card.rank is Rank.SIX:
            return 200 if card.suit is trump else 0
        return plain[card.rank]

    return Ordering(FRENCH_36, trump=trump, suit_of=suit_of, strength=strength)


ORDERINGS = [
    Ordering.plain(FRENCH_52, trump=None),
    Ordering.plain(FRENCH_52, trump=Suit.SPADES),
    Ordering.plain(FRENCH_52, trump=Suit.CLUBS, top=[TWO_OF_HEARTS]),
    permanent_trumps(Suit.HEARTS),
]


@st.composite
def tricks(draw):
    ordering = draw(st.sampled_from(ORDERINGS))
    cards = draw(st.lists(st.sampled_from(ordering.deck.cards), min_size=1, max_size=4, unique=True))
    return ordering, cards


@given(tricks())
def test_the_trick_winner_holds_the_maximal_key(setup):
    ordering, cards = setup
    led = ordering.suit_of(cards[0])
    winner = trick_winner(cards, ordering)
    assert ordering.key(cards[winner], led) == max(ordering.key(card, led) for card in cards)
    assert cards[winner] is ordering.winning_card(cards)


@given(tricks())
def test_only_the_led_suit_or_a_trump_can_win(setup):
    ordering, cards = setup
    winner = cards[trick_winner(cards, ordering)]
    assert (
        ordering.suit_of(winner) in (ordering.suit_of(cards[0]), ordering.trump)
        or ordering.top_mask & winner.bit
    )


def test_a_trump_beats_the_suit_led_and_an_off_suit_card_never_wins():
    o = Ordering.plain(FRENCH_52, trump=Suit.SPADES)
    assert trick_winner(parse_cards("AH 2S KD"), o) == 1
    assert trick_winner(parse_cards("9H AD AC"), o) == 0


def test_a_top_card_beats_every_trump():
    o = Ordering.plain(FRENCH_52, trump=Suit.CLUBS, top=[TWO_OF_HEARTS])
    assert trick_winner(parse_cards("AC 2H KC"), o) == 1
    assert trick_winner(parse_cards("2H AC"), o) == 0


def test_permanent_trumps_are_not_cards_of_their_printed_suit():
    o = permanent_trumps(Suit.HEARTS)
    hand = CardSet.parse("KS 7H")
    duty = follow_suit(hand, parse_cards("AS"), o)
    assert duty is None  # the king of spades is a trump, not a spade
    assert must_trump(hand, parse_cards("AS"), o).cards == hand


def test_trick_winner_refuses_an_empty_trick():
    with pytest.raises(ValueError):
        trick_winner((), ORDERINGS[0])


def test_follow_suit_duty_names_the_suit_and_the_cards():
    o = Ordering.plain(FRENCH_52, trump=None)
    hand = CardSet.parse("9H KH 7C")
    duty = follow_suit(hand, parse_cards("2H"), o)
    assert duty.rule is Rule.MUST_FOLLOW_SUIT
    assert duty.cards == CardSet.parse("9H KH")
    assert duty.reason == "he must follow ♥ (he holds K♥, 9♥)"


def test_follow_suit_exempt_cards_neither_oblige_nor_follow():
    o = Ordering.plain(FRENCH_52, trump=Suit.SPADES, top=[TWO_OF_HEARTS])
    hand = CardSet.parse("2H 7C")
    assert follow_suit(hand, parse_cards("AH"), o, exempt=TWO_OF_HEARTS.bit) is None


def test_must_head_beats_the_best_card_so_far_even_a_partners():
    o = Ordering.plain(FRENCH_52, trump=Suit.SPADES)
    hand = CardSet.parse("3H QH AH")
    trick = parse_cards("TH KH")  # partner's king is winning: still must beat it
    duties = [follow_suit(hand, trick, o)]
    duties.append(must_head(legal_cards(hand, duties).mask, trick, o))
    assert legal_cards(hand, duties) == CardSet.parse("AH")
    assert explain_card(hand, duties, parse_card("QH")) == "he must beat the K♥ (he holds A♥)"
    assert first_broken_duty(hand, duties, parse_card("QH")).rule is Rule.MUST_HEAD


def test_must_head_does_not_bind_when_no_card_can_beat():
    o = Ordering.plain(FRENCH_52, trump=Suit.SPADES)
    hand = CardSet.parse("3H QH")
    trick = parse_cards("TH 2S")
    assert must_head(hand.mask, trick, o) is None


def test_must_head_within_the_led_suit_ignores_trumps():
    o = Ordering.plain(FRENCH_52, trump=Suit.SPADES)
    hand = CardSet.parse("3H QH")
    trick = parse_cards("TH 2S")
    duty = must_head(hand.mask, trick, o, within_led_suit=True)
    assert duty.cards == CardSet.parse("QH")


def test_must_overtrump_requires_a_higher_trump_if_held():
    o = Ordering.plain(FRENCH_52, trump=Suit.SPADES)
    hand = CardSet.parse("3S QS 4D")
    trick = parse_cards("TH 9S")
    duties = [follow_suit(hand, trick, o), must_trump(hand, trick, o)]
    duties.append(must_overtrump(legal_cards(hand, duties).mask, trick, o))
    assert legal_cards(hand, duties) == CardSet.parse("QS")
    assert "must beat the 9♠ with a higher trump" in explain_card(hand, duties, parse_card("3S"))
    assert explain_card(hand, duties, parse_card("4D")).startswith("he has no ♥, so he must trump")


@given(tricks(), st.data())
def test_legal_cards_are_never_empty_and_explain_agrees(setup, data):
    ordering, trick = setup
    rest = [c for c in ordering.deck.cards if c not in trick]
    hand = CardSet(data.draw(st.lists(st.sampled_from(rest), min_size=1, max_size=8, unique=True)))
    duties = [follow_suit(hand, trick, ordering), must_trump(hand, trick, ordering)]
    duties.append(must_head(legal_cards(hand, duties).mask, trick, ordering))
    legal = legal_cards(hand, duties)
    assert legal and legal <= hand
    for card in hand:
        assert (explain_card(hand, duties, card) is None) == (card in legal)


@given(tricks(), st.data())
def test_a_chain_reads_as_the_duty_kernels(setup, data):
    """Chain.seen reads each trick as the Duty kernels do (top cards, permanent trumps, no trumps) -- but for
    a top card led, which asks for no suit (what it asks for is the game's link, such as TrumpTopLead)."""
    ordering, trick = setup
    assume(not ordering.top_mask & trick[0].bit)
    rest = [c for c in ordering.deck.cards if c not in trick]
    hand = CardSet(data.draw(st.lists(st.sampled_from(rest), min_size=1, max_size=8, unique=True)))
    kernels = [follow_suit(hand, trick, ordering), must_trump(hand, trick, ordering)]
    kernels.append(must_head(legal_cards(hand, kernels).mask, trick, ordering))
    chain = Chain(Follow(), Trump(), Head())
    assert chain.legal_mask(hand.mask, trick, ordering) == legal_cards(hand, kernels).mask
    assert [d for d in kernels if d is not None] == chain.duties(hand, trick, ordering)
    pisar = must_overtrump(hand.mask, trick, ordering)
    void = not hand.mask & ordering.follow_mask[trick[0].index]
    expected = pisar if void and pisar is not None else None
    assert Chain(Overtrump()).duties(hand, trick, ordering) == ([expected] if expected else [])


GAME_CHAINS = [
    *((satat.DUTIES, satat.ordering(trump)) for trump in (None, *satat.SUITS)),
    *((satat.DUTIES_TRUMP_HIDDEN, satat.ordering(trump)) for trump in satat.SUITS),
    *(
        (saskop.duty_chain(rules), saskop.ordering(trump, rules))
        for trump in saskop.DECK.suits
        for rules in (saskop.SaskopRules(), saskop.SaskopRules(overtrump_required=False, six_high=False))
    ),
    *(
        (subastao.duty_chain(strict), subastao.ordering(trump))
        for trump in (None, *subastao.SUITS)
        for strict in (False, True)
    ),
    (piquet.DUTIES, piquet.ordering()),
]


@given(st.sampled_from(GAME_CHAINS), st.data())
def test_every_games_legal_mask_is_its_duties_narrowing_the_hand(game, data):
    """Each game's chain, read as a mask (its hot path) and as duties (its explanations), allows the same cards;
    every binding duty is met by some card of the hand, and a card is refused by a duty iff it is illegal."""
    chain, ordering = game
    cards = data.draw(st.lists(st.sampled_from(ordering.deck.cards), min_size=1, max_size=13, unique=True))
    played = data.draw(st.integers(0, min(3, len(cards) - 1)))
    trick, hand = cards[:played], CardSet(cards[played:])
    duties = chain.duties(hand, trick, ordering)
    mask = chain.legal_mask(hand.mask, trick, ordering)
    assert mask == legal_cards(hand, duties).mask
    assert mask and not mask & ~hand.mask
    assert all(duty.mask and not duty.mask & ~hand.mask and duty.reason for duty in duties)
    for card in hand:
        assert (first_broken_duty(hand, duties, card) is None) == bool(mask & card.bit)


@pytest.mark.parametrize("index", range(len(GAME_CHAINS)))
def test_a_chains_kept_steps_are_those_of_each_trick(index):
    """legal_mask keeps each trick's steps by the trick's key: many tricks through one ordering, each must get
    the steps of its own view (two tricks read alike share a key, two read differently never do)."""
    chain, ordering = GAME_CHAINS[index]
    rng = random.Random(index)
    cards = list(ordering.deck.cards)
    for _ in range(600):
        rng.shuffle(cards)
        played = rng.randint(1, 3)
        trick, hand = cards[:played], CardSet(cards[played : played + 8])
        fresh = narrow(hand.mask, chain.steps(chain.view(trick, ordering)))
        assert chain.legal_mask(hand.mask, trick, ordering) == fresh, (trick, hand)


def test_trick_value_tracks_seats_and_winner():
    o = Ordering.plain(FRENCH_52, trump=Suit.HEARTS)
    trick = Trick(leader=3)
    for seat, card in zip((3, 0, 1), parse_cards("AS 2H KS"), strict=True):
        trick = trick.with_play(seat, card)
    assert trick.seats == (3, 0, 1)
    assert trick.winner(o) == 0
    assert len(trick) == 3 and str(trick) == "AS 2H KS"
