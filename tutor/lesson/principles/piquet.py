"""Piquet's principles of play, from Cavendish (*The Laws and Principles of Piquet*: the chapters on discarding
and on playing the cards; the rules file, section 3), each with its test.

Two are about the exchange (the cards thrown: a :class:`~tutor.cards.CardSet`), four about the play (a card):

>>> from tutor.games import piquet
>>> [p.name for p in PRINCIPLES]  # doctest: +NORMALIZE_WHITESPACE
['The elder attacks', 'The younger defends', 'Keep your point', 'Guard your king', 'Play for the cards',
 'Avoid capot and pique']
>>> deal = piquet.start(1, hands=("AS KS QS JS 9S AH 8H 7H KD 9D 8C 7C", None), dealer=1)
>>> KEEP_POINT.broken_by(deal, piquet.parse_cards("KS QS JS 9S 7C"))
'it throws 4 cards of your point in ♠'
>>> ELDER_ATTACKS.broken_by(deal, piquet.parse_cards("8C 7C"))
'it changes only 2 cards of the 5 the elder may change'

Each test reads what the player to act can see (his view: his hand and discard, the stock cards he saw, the
tricks), never the other hand. An exchange is judged exactly with every card known by :func:`exchange_value` (the
exchange played on by the bots, then the play solved) and from the player's seat by simulation
(:func:`tutor.lesson.drills.discard_choice`, ``principles=``).
"""

from __future__ import annotations

from typing import Any

from ...cards import Card, CardSet, Suit
from ...games import piquet
from ...games.piquet import Discard, Phase, TakeIn
from ...i18n import gettext, gettext_noop
from ...sentences import Template, count
from . import Principle

__all__ = [
    "AVOID_CAPOT",
    "ELDER_ATTACKS",
    "GUARD_KING",
    "KEEP_POINT",
    "PLAY_FOR_CARDS",
    "POSITIONS",
    "PRINCIPLES",
    "YOUNGER_DEFENDS",
    "discard_step",
    "exchange_example",
    "exchange_hand",
    "exchange_shown",
    "exchange_value",
    "position",
]

ACE, KING, QUEEN = piquet.RANKS[0], piquet.RANKS[1], piquet.RANKS[2]
PIQUE = 30


def _view(state: Any) -> Any:
    """What the player to act sees."""
    return state if isinstance(state, piquet.View) else state.view(state.to_act)


def exchange_hand(state: Any) -> CardSet:
    """The hand the player to act exchanges from: his cards and those he has laid out so far."""
    view = _view(state)
    return CardSet(view.hand | view.discard)


def _exchange(state: Any, thrown: Any) -> tuple[Any, CardSet, CardSet] | None:
    """``(view, hand, thrown)`` when ``thrown`` is a discard of the player to act in the exchange."""
    if not isinstance(thrown, CardSet):
        return None
    view = _view(state)
    if view.phase is not Phase.EXCHANGE or view.to_act != view.seat:
        return None
    return view, exchange_hand(state), thrown


def _unseen(view: Any) -> int:
    """The cards the player has not seen: in the other hand, or still in the stock or the other's discard."""
    played = 0
    for trick in (*view.tricks, view.trick):
        for _, card in trick.plays:
            played |= card.bit
    seen: int = view.hand.mask | view.discard.mask | view.seen_stock.mask | played
    return piquet.ALL_CARDS.mask & ~seen


def _card(suit: Suit, rank: Any) -> Card:
    return next(c for c in piquet.DECK.cards if c.suit is suit and c.rank is rank)


def _led(view: Any, card: Any) -> Card | None:
    """The card the opponent led to this trick, when ``card`` is the player's answer to it."""
    if view.phase is not Phase.PLAY or not isinstance(card, Card) or len(view.trick.plays) != 1:
        return None
    led: Card = view.trick.plays[0][1]
    return led


def _winners(view: Any, led: Card) -> list[Card]:
    """The player's cards that may be played to the trick and take it."""
    order = piquet.ordering()
    return [a.card for a in view.actions if isinstance(a, piquet.Play) and order.beats(a.card, led)]


# -- the exchange ----------------------------------------------------------------------------------------------


def _elder_attacks(state: Any, thrown: Any) -> str:
    found = _exchange(state, thrown)
    if found is None or found[0].seat != found[0].elder:
        return ""
    view, _, thrown = found
    most = min(5, view.stock_size)
    if len(thrown) < most:
        return CHANGES_ONLY.say(thrown=count(len(thrown), "card"), most=most)  # at least one
    return ""


CHANGES_ONLY = Template("it changes only {thrown} of the {most} the elder may change")


ELDER_ATTACKS = Principle(
    "The elder attacks",
    "The elder changes cards first and may take five new ones: they are his best chance of a big score, so he "
    "takes all five. He throws away low cards and short suits, and does not keep a card just to be safe.",
    _elder_attacks,
    "piquet",
)


def _younger_defends(state: Any, thrown: Any) -> str:
    found = _exchange(state, thrown)
    if found is None or found[0].seat != found[0].younger:
        return ""
    _, hand, thrown = found
    for card in thrown.sorted():
        if card.rank is ACE:
            return THROWS_ACE.say(card=card.unicode())
    kept = hand - thrown
    for card in kept.sorted():
        suit = kept.of_suit(card.suit)
        if card.rank in (KING, QUEEN) and len(suit) == 1 and len(hand.of_suit(card.suit)) > 1:
            return (KING_ALONE if card.rank is KING else QUEEN_ALONE).say(card=card.unicode())
    return ""


THROWS_ACE = Template("it throws the {card}, a sure trick that stops the elder's long suit")
KING_ALONE = Template("it leaves your {card} alone in its suit, where the ace takes it")
QUEEN_ALONE = Template("it leaves your {card} alone in its suit, where the ace or the king takes it")


YOUNGER_DEFENDS = Principle(
    "The younger defends",
    "The younger changes cards last and gets fewer new ones, so he plays safe. He keeps his aces, and a small card "
    "beside each king and queen, so that they cannot be caught alone.",
    _younger_defends,
    "piquet",
)


# -- the exchange and the play ---------------------------------------------------------------------------------


def _keep_point(state: Any, choice: Any) -> str:
    found = _exchange(state, choice)
    if found is not None:
        _, hand, thrown = found
        best = piquet.point(hand)
        if best is None or best.suit is None:
            return ""
        lost = [c for c in thrown if c.suit is best.suit]
        if lost:
            return THROWS_POINT.say(lost=len(lost), suit=best.suit.symbol)
        return ""
    view = _view(state)
    led = _led(view, choice)
    if led is None or view.hand.of_suit(led.suit):
        return ""
    hand = view.hand
    lengths = {suit: len(hand.of_suit(suit)) for suit in piquet.SUITS if hand.of_suit(suit)}
    mine = lengths[choice.suit]
    if mine == max(lengths.values()) and any(n < mine for n in lengths.values()):
        return LONGEST_SUIT.say(suit=choice.suit.symbol)
    return ""


THROWS_POINT = Template("it throws {lost:card} of your point in {suit}")
LONGEST_SUIT = Template(
    "it is a card of your longest suit ({suit}), whose cards win the last tricks once your opponent has none left"
)


KEEP_POINT = Principle(
    "Keep your point",
    "Your longest suit wins the point before a card is played, and at the end of the play its last cards win "
    "tricks when nobody else has that suit. Do not throw its cards away, in the exchange or when you cannot follow.",
    _keep_point,
    "piquet",
)


# -- the play --------------------------------------------------------------------------------------------------


def _guard_king(state: Any, card: Any) -> str:
    view = _view(state)
    if view.phase is not Phase.PLAY or not isinstance(card, Card):
        return ""
    suit = view.hand.of_suit(card.suit)
    king, ace = _card(card.suit, KING), _card(card.suit, ACE)
    if king not in suit or not _unseen(view) & ace.bit:
        return ""
    if card is king and not view.trick.plays:
        return LEADS_KING.say(king=king.unicode(), ace=ace.unicode())
    if card is not king and len(suit) == 2:
        return ONLY_GUARD.say(king=king.unicode(), ace=ace.unicode())
    return ""


LEADS_KING = Template("you lead your {king} while the {ace} is still out, and the ace takes it")
ONLY_GUARD = Template(
    "it was the only card beside your {king}, and the {ace} is still out: now the ace can catch your king alone"
)


GUARD_KING = Principle(
    "Guard your king",
    "While the ace of its suit is still out, a king is caught when you lead it, or when it is left alone and the "
    "ace is led. So do not lead it, and keep a small card beside it.",
    _guard_king,
    "piquet",
)


def _play_for_cards(state: Any, card: Any) -> str:
    view = _view(state)
    led = _led(view, card)
    if led is None:
        return ""
    winners = _winners(view, led)
    if winners and card not in winners:
        return COULD_TAKE.say(suit=led.suit.symbol)
    return ""


COULD_TAKE = Template(
    "you could take this trick with a higher {suit}, and every trick counts towards the seven that win the cards"
)


PLAY_FOR_CARDS = Principle(
    "Play for the cards",
    "Whoever takes more than six of the twelve tricks wins the cards, worth 10 points. So take a trick when you "
    "can, and count your sure tricks before you let one go.",
    _play_for_cards,
    "piquet",
)


def _avoid_capot(state: Any, card: Any) -> str:
    view = _view(state)
    led = _led(view, card)
    if led is None:
        return ""
    seat, order = view.seat, piquet.ordering()
    if not view.won[seat] and card.suit is not led.suit:
        beaten_by = order.stronger_mask(card) & order.suit_mask[card.suit] & _unseen(view)
        if not beaten_by:
            return gettext(
                "it was a sure trick, and you have not taken one yet: a player who takes no trick loses 40 points for "
                "the capot"
            )
    elder = view.elder
    pique_open = not any(e.score in (piquet.Score.PIQUE, piquet.Score.REPIQUE) for e in view.events)
    if seat != elder and pique_open and not view.scores[seat] and view.scores[elder] >= PIQUE - 10:
        winners = _winners(view, led)
        if winners and card not in winners:
            return STOPS_PIQUE.say(points=view.scores[elder])
    return ""


STOPS_PIQUE = Template(
    "the elder has {points:point} and you have none: a trick you take now stops his pique, 30 more points for him at "
    "thirty"
)


AVOID_CAPOT = Principle(
    "Avoid capot and pique",
    "A player who takes no trick at all loses 40 points for the capot, and the younger who scores nothing while the "
    "elder reaches thirty gives him 30 more for a pique. So keep a sure winner until you have a trick, and score "
    "early when the elder is close to thirty.",
    _avoid_capot,
    "piquet",
)

PRINCIPLES = (ELDER_ATTACKS, YOUNGER_DEFENDS, KEEP_POINT, GUARD_KING, PLAY_FOR_CARDS, AVOID_CAPOT)
"""Piquet's principles, in teaching order: the exchange first, then the play."""


# -- an exchange judged exactly ----------------------------------------------------------------------------------


def exchange_value(state: Any, thrown: Any, *, seed: int = 0) -> tuple[int, Any]:
    """What throwing ``thrown`` is worth to the player exchanging at ``state``, every card known: the discard and
    the take-in, then the rest of the exchange and the declarations by the game's bots (:class:`~tutor.games.piquet.Bot`),
    then the play solved exactly (:func:`tutor.analysis.solve`).

    :returns: ``(his score minus the other's at the end of the deal, the state where the play begins)``.
    """
    from ... import analysis

    seat = state.to_act
    for card in CardSet(thrown).sorted():
        state = state.apply(Discard(card))
    state = state.apply(TakeIn())
    bots = [piquet.Bot(seed=seed * 10 + s) for s in range(2)]
    while not state.is_terminal and state.phase is not Phase.PLAY:
        state = state.apply(bots[state.to_act].choose(state))
    value = analysis.solve(state)
    return (value if seat == state.elder else -value), state


def exchange_example(principle: Principle, state: Any, *, follows: Any, breaks: Any, seed: int = 0) -> Any:
    """The example of an exchange principle at ``state`` (the player to act exchanges): throwing ``breaks`` against
    throwing ``follows``, each judged by :func:`exchange_value` (:func:`~tutor.lesson.principles.example_of`).

    :raises LessonError: unless ``breaks`` breaks the principle, ``follows`` keeps to it, and ``breaks`` costs.
    """
    from ... import analysis
    from . import example_of

    seat = state.to_act

    def values(thrown: Any) -> tuple[int, str]:
        value, start = exchange_value(state, thrown, seed=seed)
        return value, analysis.describe(start, value if seat == start.elder else -value)

    shown = exchange_shown(state)
    return example_of(
        principle,
        state,
        follows=_cards(follows),
        breaks=_cards(breaks),
        values=values,
        shown=shown,
        after=PLAYED_ON,
    )


PLAYED_ON = gettext_noop("with the exchange and the calls played on, and best play in the cards")
"""How an exchange is judged (:func:`exchange_value`), in the learner's words (in English:
:func:`~tutor.i18n.gettext` says it in the language spoken)."""


def exchange_shown(state: Any) -> tuple[tuple[str, tuple[Card, ...]], ...]:
    """Every card of an exchange, labelled: the hand of the player to act, the other hand, the stock (the elder's
    five on top, then the last three; the younger's part of it)."""
    seat, other = state.to_act, 1 - state.to_act
    stock = tuple(state.stock)
    shown = [
        (gettext("Your hand"), tuple(exchange_hand(state).sorted())),
        (HAND_OF.say(seat=gettext(piquet.SEATS[other])), tuple(state.hand(other).sorted())),
    ]
    if seat == state.elder:
        shown += [
            (gettext("The stock, your five"), stock[:5]),
            (gettext("The stock, the last three"), stock[5:]),
        ]
    else:
        shown.append((gettext("The stock"), stock))
    return tuple(shown)


HAND_OF = Template("{seat}'s hand")


def _cards(cards: Any) -> CardSet:
    return CardSet(piquet.parse_cards(cards) if isinstance(cards, str) else cards)


def discard_step(
    state: Any,
    options: Any,
    *,
    principles: Any = PRINCIPLES,
    tolerance: int = 0,
    seed: int = 0,
    prompt: str = "",
) -> Any:
    """A "which cards would you throw?" step with every card shown (the other hand and the stock): each discard
    offered is judged exactly by :func:`exchange_value` (the exchange and the declarations played on by the bots,
    then best play in the cards); those within ``tolerance`` points of the best are right. A wrong one is told the
    first of ``principles`` it breaks and what it costs, never which discard is right.
    """
    from ... import analysis
    from ..steps import Scenario
    from . import decision_step

    seat = state.to_act
    hand = exchange_hand(state)
    tried = {}
    for option in options:
        thrown = _cards(option)
        value, start = exchange_value(state, thrown, seed=seed)
        label = " ".join(c.unicode() for c in thrown.sorted())
        tried[label] = (thrown, value, analysis.describe(start, value if seat == start.elder else -value))
    role = ELDER_THROWS if seat == state.elder else YOUNGER_THROWS
    return decision_step(
        state,
        tried,
        prompt=prompt or gettext(role),
        scenario=Scenario(
            game=piquet,
            text=gettext("Every card is shown: the other hand and the stock."),
            shown=exchange_shown(state),
        ),
        after=gettext("With the exchange and the calls played on, and best play in the cards"),
        doing=gettext("Throwing"),
        principles=principles,
        tolerance=tolerance,
        reasons=lambda thrown: piquet.discard_reasons(hand, thrown),
        hints=(
            gettext("Which cards will you take in? What will they make with the cards you keep?"),
            gettext("Count what each discard gives you in the calls, then in the tricks."),
        ),
    )


ELDER_THROWS = gettext_noop("You are the elder, and every card is shown. Which cards would you throw?")
YOUNGER_THROWS = gettext_noop("You are the younger, and every card is shown. Which cards would you throw?")


# -- the deals the lesson teaches on ----------------------------------------------------------------------------

POSITIONS: dict[str, tuple[int, str]] = {
    "elder-example": (11, ""),
    "elder-shown": (10, ""),
    "elder-seat": (12, ""),
    "guard-example": (
        9,
        "discard 7♠ | discard 7♥ | discard 8♥ | discard 8♦ | discard Q♦ | take in | discard 7♦ | discard 8♠ | "
        'discard 9♥ | take in | call point of four (40) in ♠: A♠ K♠ 10♠ 9♠ | answer "making?" | answer "equal" | '
        "call tierce to the queen in ♥ | call quatorze of kings | play A♠ | play J♠ | play K♠ | play Q♠ | play 10♠ "
        "| play 9♣ | play A♥ | play 10♥",
    ),
    "guard-shown": (
        19,
        "discard 7♣ | discard J♣ | discard Q♥ | discard 7♦ | discard A♠ | take in | discard 8♦ | discard 7♠ | "
        "discard 8♣ | take in | call point of six (60) in ♦: A♦ K♦ Q♦ J♦ 10♦ 9♦ | call sixième major in ♦ | call "
        "trio of kings: K♠ K♥ K♦ | play A♦ | play 7♥ | play K♦ | play 8♥ | play Q♦ | play 9♠ | play K♠ | play 10♠ |"
        " play J♦ | play 9♥ | play 10♦ | play 10♣",
    ),
    "guard-seat": (
        20,
        "discard 8♥ | discard 7♠ | discard 8♠ | discard 9♥ | discard 9♣ | take in | discard 7♥ | discard 7♣ | "
        "discard 8♣ | take in | call point of six (55) in ♦: K♦ Q♦ J♦ 10♦ 8♦ 7♦ | call quart to the king in ♦ | "
        'call trio of jacks: J♠ J♦ J♣ | answer "not good" | play 7♦ | play 9♦ | play A♠ | play 10♠ | play A♥ | play'
        " Q♥ | play K♠ | play J♠ | play K♥ | play 8♦ | play Q♠ | play 10♣ | play J♥",
    ),
    "point-example": (
        22,
        "discard 9♣ | discard 7♥ | discard Q♠ | discard A♣ | discard K♠ | take in | discard 8♠ | discard 7♦ | "
        'discard 9♥ | take in | call point of five (49) in ♦: A♦ K♦ Q♦ J♦ 8♦ | answer "not good" | call quart major'
        ' in ♦ | answer "how high?" | call trio of jacks: J♠ J♥ J♦ | play A♦ | play 9♦ | play K♦ | play 10♦ | play '
        "Q♦ | play 7♠ | play J♦ | play 7♣ | play 8♦",
    ),
    "point-shown": (
        59,
        "discard 8♠ | discard 8♣ | discard 9♦ | discard Q♦ | discard K♣ | take in | discard 7♥ | discard 7♠ | "
        "discard 9♠ | take in | call point of five (50) in ♥: A♥ K♥ J♥ 10♥ 9♥ | call tierce to the jack in ♥ | call"
        " quatorze of jacks | play A♥ | play 8♥ | play K♥ | play Q♥ | play A♠ | play Q♠ | play J♥ | play 7♦ | play "
        "10♥ | play 8♦ | play 9♥",
    ),
    "point-seat": (
        23,
        "discard 8♦ | discard 9♣ | discard 9♠ | discard 7♥ | discard J♦ | take in | discard 8♣ | discard 7♠ | "
        'discard 8♠ | take in | call point of five (47) in ♥: K♥ Q♥ J♥ 9♥ 8♥ | answer "not good" | call tierce to '
        'the king in ♥ | answer "how high?" | answer "not good" | call trio of jacks: J♠ J♥ J♣ | answer "not good" '
        "| play A♠ | play K♠ | play Q♠ | play 7♦ | play A♣ | play 10♣ | play J♠ | play 9♦ | play 10♠",
    ),
    "cards-example": (
        18,
        "discard 8♦ | discard 9♠ | discard 7♣ | discard 8♣ | discard Q♠ | take in | discard 9♥ | discard 9♣ | "
        'discard 10♠ | take in | call point of four (36) in ♠: A♠ K♠ 8♠ 7♠ | answer "not good" | call tierce to the'
        ' king in ♣ | answer "not good" | call trio of aces: A♠ A♥ A♦ | play A♠ | play J♠ | play A♥ | play 10♥ | '
        "play K♠ | play 7♦ | play A♦ | play 9♦ | play J♣",
    ),
    "cards-shown": (
        368,
        "discard 7♣ | discard 8♥ | discard 9♥ | discard J♥ | discard K♣ | take in | discard 7♦ | discard J♣ | "
        'discard J♦ | take in | call point of four (38) in ♦: A♦ K♦ 9♦ 8♦ | answer "not good" | call trio of '
        'queens: Q♠ Q♥ Q♣ | answer "not good" | play A♦ | play 10♦ | play K♦ | play Q♦ | play A♣ | play 8♣ | play '
        "Q♣ | play 10♣ | play 8♠",
    ),
    "cards-seat": (
        194,
        "discard 8♣ | discard 9♦ | discard 9♣ | discard Q♣ | discard K♦ | take in | discard 8♦ | discard 9♠ | "
        'discard 10♣ | take in | call point of five (46) in ♠: A♠ K♠ J♠ 8♠ 7♠ | answer "making?" | call tierce to '
        "the queen in ♦ | call quatorze of aces | play A♠ | play 10♠ | play K♠ | play Q♠ | play J♠ | play 7♣ | play"
        " A♥ | play 7♥ | play A♦ | play 10♦ | play A♣ | play J♣ | play K♣ | play 8♥ | play 10♥",
    ),
    "capot-example": (
        25,
        "discard 7♠ | discard 9♠ | discard K♣ | discard J♦ | discard J♣ | take in | discard 8♣ | discard 7♥ | "
        'discard 10♠ | take in | call point of six (58) in ♥: A♥ K♥ Q♥ J♥ 9♥ 8♥ | answer "not good" | call quart '
        'major in ♥ | answer "how high?" | play A♥ | play 10♥ | play K♥ | play 7♣ | play A♠ | play Q♠ | play Q♥ | '
        "play 7♦ | play K♠",
    ),
    "capot-shown": (
        1,
        "discard 7♠ | discard 9♥ | discard Q♣ | discard K♠ | discard 8♣ | take in | discard 8♦ | discard J♦ | "
        'discard 8♠ | take in | call point of five (47) in ♦: A♦ K♦ 10♦ 9♦ 7♦ | answer "not good" | call quint '
        "major in ♥ | play A♦ | play Q♦ | play A♣ | play J♣ | play K♦ | play 7♥ | play K♣ | play 8♥ | play 10♣",
    ),
    "capot-seat": (
        2325,
        "discard 7♥ | discard 9♠ | discard 10♠ | discard K♥ | discard 8♦ | take in | discard 8♣ | discard 7♦ | "
        'discard 8♥ | take in | call point of four (40) in ♦: K♦ Q♦ J♦ 10♦ | answer "making?" | call quart to the '
        "king in ♦ | call quatorze of queens | play A♣ | play 9♣ | play A♥ | play 9♥ | play Q♥ | play 10♥ | play 10♦",
    ),
    "younger-example": (42, "discard 8♥ | discard 9♠ | discard 10♥ | discard J♦ | discard J♥ | take in"),
    "younger-shown": (20, "discard 8♥ | discard 7♠ | discard 8♠ | discard 9♥ | discard 9♣ | take in"),
    "younger-seat": (53, "discard 7♣ | discard 9♦ | discard 8♠ | discard 10♠ | discard J♦ | take in"),
}
"""The positions of the Piquet play lesson (``lessons/20-piquet-play.md``), by name: a seed and the actions of the
deal up to the position (:func:`~tutor.lesson.principles.record`), found among deals the bots played
(:func:`~tutor.lesson.principles.find_moments`) and kept as actions, so that a new bot does not move them. For
each principle an example (``-example``), a position with every card shown (``-shown``) and one seen from the seat
(``-seat``)."""


def position(name: str) -> Any:
    """The position ``name`` of :data:`POSITIONS`, replayed."""
    from . import recorded

    seed, actions = POSITIONS[name]
    return recorded("piquet", seed, actions)
