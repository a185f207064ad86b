"""Subastao's principles of play, from the Spanish sources of the rules file (the *Reglamento*, donnaipe's notes;
section 3, strategy), each with its test.

One is about the auction (the call: a :class:`~tutor.games.subastao.Bid` or a pass), five about the play (a card):

>>> from tutor.games import subastao
>>> [p.name for p in PRINCIPLES]  # doctest: +NORMALIZE_WHITESPACE
['Count before you bid', 'Draw trumps', 'Win a trick to sing', 'Keep a master for the last trick',
 "Points on your partner's trick", 'Make the soloist spend his trumps']
>>> deal = subastao.start(1, hands=("AO 3O RO CO 6O AC 5C AE 7E SB 5B 4B", None, None), dealer=2)
>>> COUNT_BID.broken_by(deal, subastao.Pass())
'you pass with a hand that counts well over 60 with oros as trumps'
>>> COUNT_BID.broken_by(deal, subastao.Bid(130))
'a bid of 130 is more than your hand counts with its best trumps, keeping 5 in hand against bad luck'

Each test reads what the player to act can see (his view: his hand, the calls, the tricks and the cantes), never
another hand. A call is judged with every hand known by :func:`bid_value` (the deal played by the bots with each
suit as trumps, the end solved exactly) and from the seat by the simulation of lesson 9
(:func:`tutor.games.subastao.simulate`, in :func:`bid_step`).
"""

from __future__ import annotations

from dataclasses import dataclass, fields
from typing import Any

from ...cards import Card, CardSet, Rank, Suit
from ...games import subastao
from ...games.subastao import Bid, Pass, Phase
from ...i18n import get_language, gettext, gettext_noop, pgettext
from ...sentences import Template, join
from ..steps import LessonError
from . import SEAT_YOU, YOU, Example, Principle, cost_words

__all__ = [
    "BID_HORIZON",
    "CALL_OPTIONS",
    "COUNT_BID",
    "DRAW_TRUMPS",
    "FEED_PARTNER",
    "KEEP_MASTER",
    "POSITIONS",
    "PRINCIPLES",
    "SPEND_TRUMPS",
    "WIN_TO_SING",
    "BidExample",
    "bid_example",
    "bid_step",
    "bid_value",
    "hand_values",
    "position",
    "view_bid_step",
]

CANTE_TRICKS = 10
"""The last trick after which a cante may be sung: a pair held after the tenth trick is never sung."""


def _view(state: Any) -> Any:
    """What the player to act sees."""
    if isinstance(state, subastao.State) and state.to_act is not None:
        return state.view(state.to_act)
    return state


def _played(view: Any) -> int:
    """The mask of the cards played so far, the trick in play included."""
    played = 0
    for trick in (*view.tricks, view.trick):
        if trick is not None:
            for _, card in trick.plays:
                played |= card.bit
    return played


def _unseen(view: Any) -> int:
    """The cards the player has not seen: in the other hands."""
    hand = view.hand(view.to_act)
    return int(view.rules.deck.cardset.mask & ~hand.mask & ~_played(view))


def _soloist_side(view: Any, seat: int) -> bool:
    return bool(view.side >> seat & 1)


def _play(view: Any, card: Any) -> bool:
    """Whether ``card`` is a card the player to act plays in the play."""
    return view.phase is Phase.PLAY and isinstance(card, Card) and view.trump is not None


def _pairs(view: Any, hand: CardSet) -> list[Suit]:
    """The suits whose rey and caballo ``hand`` holds and that are not sung yet, the trumps first."""
    sung = {cante.suit for cante in view.sung}
    found = [
        suit
        for suit in subastao.SUITS
        if suit not in sung and Card(Rank.KING, suit) in hand and Card(Rank.KNIGHT, suit) in hand
    ]
    return sorted(found, key=lambda suit: suit is not view.trump)


def _cante(view: Any, suit: Suit) -> str:
    return CANTE.say(points=40 if suit is view.trump else 20, suit=suit)


CANTE = Template("the {points} in {suit}")
"""A cante by its points and suit: ``'the 40 in oros'``."""


def _trick_cards(view: Any) -> tuple[Card, ...]:
    return tuple(card for _, card in view.trick.plays)


def _last_to_play(view: Any) -> bool:
    return len(view.trick.plays) == len(view.order) - 1


def _legal(view: Any) -> list[Card]:
    return [a.card for a in view.legal_actions() if isinstance(a, subastao.Play)]


# -- the auction --------------------------------------------------------------------------------------------------


def _count_bid(state: Any, call: Any) -> str:
    view = _view(state)
    if view.phase is not Phase.AUCTION or not isinstance(call, Bid | Pass):
        return ""
    hand = view.hand(view.to_act)
    if hand is None or len(hand) != 12 or view.rules.deck is not subastao.DECK:
        return ""  # the evaluator counts the three-player game's hands
    best = subastao.evaluate_bid(hand).best
    top, high = best.max_bid, (view.high[1] if view.high else 0)
    if isinstance(call, Pass):
        if top is not None and top > max(high, subastao.MIN_BID):
            return PASS_OVER.say(points=max(high, subastao.MIN_BID), suit=best.trump)
        return ""
    if top is None or call.points > top:
        return BID_OVER.say(points=call.points)
    if call.points < top - 5:
        return COUNTS_OVER.say(points=call.points, suit=best.trump)
    return ""


PASS_OVER = Template("you pass with a hand that counts well over {points} with {suit} as trumps")
BID_OVER = Template(
    "a bid of {points} is more than your hand counts with its best trumps, keeping 5 in hand against bad luck"
)
COUNTS_OVER = Template("your hand counts well over {points} with {suit} as trumps")


COUNT_BID = Principle(
    "Count before you bid",
    "Count what your hand will take with its best suit as trumps: its aces and threes, its trumps, its cantes and "
    "the last trick's ten. Then bid up to that count less a little, because a bid made scores the bid and a "
    "failed bid scores nothing.",
    _count_bid,
    "subastao",
)


# -- the soloist ---------------------------------------------------------------------------------------------------


def _draw_trumps(state: Any, card: Any) -> str:
    view = _view(state)
    if not _play(view, card) or view.trick.plays or view.may_sing:
        return ""
    seat = view.to_act
    if not _soloist_side(view, seat) or len(view.order) != 3:
        return ""
    trump = view.trump
    out = len(CardSet.from_mask(_unseen(view)).of_suit(trump))
    mine = len(view.hand(seat).of_suit(trump))
    if out and mine >= (out + 1) // 2 and card.suit is not trump:
        return DEFENDERS_HOLD.say(out=out, suit=card.suit, card=card.unicode())
    return ""


DEFENDERS_HOLD = Template(
    "the defenders still hold {out:trump}: one who has no {suit} left may trump your {card} and take the trick"
)


DRAW_TRUMPS = Principle(
    "Draw trumps",
    "A defender who has none of the suit led must trump, and his trump takes your aces and threes. So, as "
    "soloist, lead trumps first, until the defenders have none left.",
    _draw_trumps,
    "subastao",
)


def _win_to_sing(state: Any, card: Any) -> str:
    view = _view(state)
    if not _play(view, card):
        return ""
    seat = view.to_act
    if not _soloist_side(view, seat) or len(view.tricks) >= CANTE_TRICKS:
        return ""
    hand = view.hand(seat)
    pairs = _pairs(view, hand)
    if not pairs:
        return ""
    if view.may_sing:
        return MAY_SING.say(cante=_cante(view, pairs[0]))
    if card.rank in (Rank.KING, Rank.KNIGHT) and card.suit in pairs:
        return BREAKS_PAIR.say(card=card.unicode(), cante=_cante(view, card.suit))
    return ""


MAY_SING = Template("you have just won a trick and may sing {cante}: a card played first lets the chance go")
BREAKS_PAIR = Template("the {card} breaks up your pair before you have sung it: {cante} is lost")


WIN_TO_SING = Principle(
    "Win a trick to sing",
    "The soloist sings a rey and caballo he holds only right after winning a trick, one cante per trick, the 40 "
    "first, and never after the tenth trick. So win tricks early, keep both cards of each pair, and sing as soon as "
    "you win.",
    _win_to_sing,
    "subastao",
)


# -- everybody -----------------------------------------------------------------------------------------------------


def _masters(view: Any, hand: int, unseen: int) -> int:
    """The trumps of ``hand`` that beat every trump still unseen: they win any trick they are played to."""
    order = subastao.ordering(view.trump, view.rules)
    trumps = order.trump_mask
    out = unseen & trumps
    masters = 0
    for card in CardSet.from_mask(hand & trumps):
        if not order.stronger_mask(card) & out:
            masters |= card.bit
    return masters


def _keep_master(state: Any, card: Any) -> str:
    view = _view(state)
    if not _play(view, card) or view.may_sing:
        return ""
    hand = view.hand(view.to_act)
    if len(hand) < 2 or len(_legal(view)) < 2:
        return ""
    masters = _masters(view, hand.mask, _unseen(view))
    if masters & card.bit and not masters & ~card.bit:
        return LAST_MASTER.say(card=card.unicode())
    return ""


LAST_MASTER = Template(
    "the {card} was your last trump that nobody can beat: kept to the end, it takes the last trick and its ten"
)


KEEP_MASTER = Principle(
    "Keep a master for the last trick",
    "The last trick is worth ten more, las diez de últimas. Keep a trump that nobody can beat for it, and play "
    "your other cards first.",
    _keep_master,
    "subastao",
)


# -- the defenders -------------------------------------------------------------------------------------------------


def _feed_partner(state: Any, card: Any) -> str:
    view = _view(state)
    if not _play(view, card) or not view.trick.plays or not _last_to_play(view):
        return ""
    seat = view.to_act
    if _soloist_side(view, seat):
        return ""
    order, cards = subastao.ordering(view.trump, view.rules), _trick_cards(view)
    plays = view.trick.plays
    best = order.winning_card(cards)
    holder = next(s for s, c in plays if c is best)
    ours = not _soloist_side(view, holder)

    def keeps(c: Card) -> bool:  # after c, the trick is the defenders'
        return order.beats(c, best) or ours

    legal = _legal(view)
    points = subastao.card_points
    mine = points([card])
    if keeps(card):
        if any(keeps(c) and points([c]) > mine for c in legal):
            if mine:
                return ADDS.say(card=card.unicode(), points=mine)
            return ADDS_NOTHING.say(card=card.unicode())
        return ""
    # the rules make a player beat the trick when he can (montar, fallar, pisar): the soloist keeps it
    if mine and any(points([c]) < mine for c in legal):
        return GIVES_SOLOIST.say(card=card.unicode(), points=mine)
    return ""


ADDS = Template(
    "your side takes this trick: the {card} adds {points:point} to it, and you have a card worth more"
)
ADDS_NOTHING = Template(
    "your side takes this trick: the {card} adds nothing to it, and you have a card worth more"
)
GIVES_SOLOIST = Template("the soloist takes this trick, and the {card} gives him {points:point}")


FEED_PARTNER = Principle(
    "Points on your partner's trick",
    "When you play last and your side takes the trick, put on it your card worth most, an ace or a three; if you "
    "must beat your partner's card (montar), the trick is still your side's. When the soloist takes it, give him "
    "your smallest card.",
    _feed_partner,
    "subastao",
)


def _voids(view: Any, seat: int) -> set[Suit]:
    """The suits ``seat`` has shown he holds none of: he did not follow them."""
    out = set()
    for trick in (*view.tricks, view.trick):
        if trick is None or not trick.plays:
            continue
        led = trick.plays[0][1].suit
        for s, c in trick.plays[1:]:
            if s == seat and c.suit is not led:
                out.add(led)
    return out


def _spend_trumps(state: Any, card: Any) -> str:
    view = _view(state)
    if not _play(view, card) or view.trick.plays:
        return ""
    seat = view.to_act
    if _soloist_side(view, seat) or len(view.order) != 3:
        return ""
    hand, trump = view.hand(seat), view.trump
    if card.suit is trump and len(hand.of_suit(trump)) < len(hand):
        return gettext("a trump led does the soloist's work for him: it draws your side's trumps")
    soloist = view.soloist
    if card.suit in _voids(view, soloist) and subastao.card_points([card]) >= 10:
        trumps_out = CardSet.from_mask(_unseen(view)).of_suit(trump)
        if trumps_out:
            return SOLOIST_VOID.say(suit=card.suit, card=card.unicode(), points=subastao.card_points([card]))
    return ""


SOLOIST_VOID = Template(
    "the soloist has no {suit} and may still trump: he takes your {card} and its {points:point}"
)


SPEND_TRUMPS = Principle(
    "Make the soloist spend his trumps",
    "The soloist wins by his trumps, so make him use them up: lead the suits he has none of, with small cards, "
    "and he must trump them. Do not lead trumps yourself, and do not lead an ace or a three he can trump.",
    _spend_trumps,
    "subastao",
)

PRINCIPLES = (COUNT_BID, DRAW_TRUMPS, WIN_TO_SING, KEEP_MASTER, FEED_PARTNER, SPEND_TRUMPS)
"""Subastao's principles, in teaching order: the auction, the soloist's play, the last trick, the defenders'."""

# -- a call judged: with every hand known, and from the seat -----------------------------------------------------

CALL_OPTIONS: tuple[Any, ...] = ("pass", *range(subastao.MIN_BID, 165, 5))
"""The calls a bid step offers, as lesson 9's :func:`~tutor.lesson.drills.bid_choice` does: pass, or 60 to 160."""


def _call(value: Any) -> Bid | Pass:
    return Pass() if value == "pass" else Bid(int(value))


CANNOT_WIN = Template("{seat} cannot win this auction with {bid}: {where}")


def _won_by(state: Any, bid: int, trump: Suit) -> Any:
    """The deal at ``state`` (the auction, the player to act the learner) when the learner bids ``bid``, the
    others pass, and he names ``trump``: the first card to play."""
    seat = state.to_act
    if state.phase is not Phase.AUCTION or Bid(bid) not in state.legal_actions():
        raise LessonError(CANNOT_WIN.say(seat=gettext(subastao.SEATS[seat]), bid=bid, where=state.describe()))
    while state.phase is Phase.AUCTION:
        state = state.apply(Bid(bid) if state.to_act == seat else Pass())
    if state.phase is not Phase.TRUMP or state.soloist != seat:
        raise LessonError(CANNOT_WIN.say(seat=gettext(subastao.SEATS[seat]), bid=bid, where=state.describe()))
    return state.apply(subastao.ChooseTrump(trump))


BID_HORIZON = 5
"""How many tricks from the end :func:`bid_value` solves exactly, the bots playing the tricks before (``WHOLE``
says "the last five"): a number of its own (what :data:`~tutor.analysis.teach.EXACT_TRICKS` was for Subastao when
the lesson's auction positions were chosen), so that a lesson's bid step does not move when the solver's reach for
a learner's hints does."""


def bid_value(
    state: Any, trump: Suit | str, *, bid: int = subastao.MIN_BID, seed: int = 0
) -> tuple[int, Any]:
    """What the hand of the player to act at ``state`` (the auction, every hand known) makes with ``trump`` as
    trumps when he wins the auction with ``bid``: the deal played by the game's bots (each seat's
    ``Bot(seed=seed * 10 + seat)``) until :data:`BID_HORIZON` tricks from the end, then solved exactly
    (:func:`tutor.analysis.solve`).

    :returns: ``(his points: cards, cantes and the last trick, the state where the solver took over)``.
    :raises LessonError: when he cannot win the auction with ``bid`` (a higher bid came before).
    """
    from ... import analysis

    play = _won_by(state, bid, subastao.parse_suit(trump))
    bots = [subastao.Bot(seed=seed * 10 + s) for s in range(len(play.hands))]
    while not play.is_terminal and not analysis.in_reach(play, BID_HORIZON):
        play = play.apply(bots[play.to_act].choose(play))
    return (play.outcome().points if play.is_terminal else analysis.solve(play)), play


def hand_values(state: Any, *, seed: int = 0) -> dict[Suit, int]:
    """What the hand of the player to act makes with each suit as trumps, every hand known (:func:`bid_value`),
    the best suit first."""
    made = {suit: bid_value(state, suit, seed=seed)[0] for suit in subastao.SUITS}
    return dict(sorted(made.items(), key=lambda item: (-item[1], subastao.SUITS.index(item[0]))))


def _top(points: int) -> int | None:
    """The highest bid ``points`` make (``None``: not even 60)."""
    top = points // 5 * 5
    return top if top >= subastao.MIN_BID else None


def _right_bid(value: Any, top: int | None) -> bool:
    """Lesson 9's rule: the highest bid the hand makes is right, and so is one step (5) more careful; pass when
    it makes no bid, or only 60."""
    if top is None:
        return bool(value == "pass")
    return bool(value in (top, top - 5) or (top == subastao.MIN_BID and value == "pass"))


def _bid_verdict(state: Any, value: Any, principles: Any, said: str) -> str:
    """A wrong call told the first principle it breaks, then ``said`` (what it scores, in words)."""
    found = [(p, how) for p in principles if (how := p.broken_by(state, _call(value)))]
    if found:
        principle, how = found[0]
        return BREAKS.say(principle=gettext(principle.name), how=how, said=said)
    return said


BREAKS = Template("It breaks “{principle}”: {how}. {said}")
WHOLE = gettext_noop("The computer players play the first tricks, and best play the last five")
"""How a call is judged with every hand shown (:func:`bid_value`), said to the learner (five:
:data:`BID_HORIZON`)."""


def bid_step(state: Any, *, principles: Any = PRINCIPLES, seed: int = 0, prompt: str = "") -> Any:
    """A "what is the most you would bid?" step with every hand shown, at ``state`` (the auction, the learner to
    speak): each suit as trumps is judged by :func:`bid_value` (the bots play the first tricks, the solver the
    last ones). The highest bid the hand makes with its best trumps is right, and one step (5) more careful; a
    wrong call is told the first of ``principles`` it breaks and what it scores, never which call is right.
    """
    from ..steps import Kind, Scenario, choice

    made = hand_values(state, seed=seed)
    trump, points = next(iter(made.items()))
    top = _top(points)

    def wrong(value: Any) -> str:
        if value == "pass":
            said = SHOWN_PASS.say(suit=trump)
        elif top is None or value > points:
            said = SHOWN_FAILS.say(points=value)
        else:
            said = SHOWN_UNDER.say(points=value, suit=trump)
        return _bid_verdict(state, value, principles, said)

    between = "、" if get_language() == "ja" else "; "  # Japanese lists with its own comma
    figures = between.join(SUIT_MAKES.say(suit=suit, points=n) for suit, n in made.items())
    advice = pgettext("call", "pass") if top is None else ADVICE.say(bid=top, suit=trump)
    return choice(
        prompt or SPEAK_SHOWN.say(seat=gettext(subastao.SEATS[state.to_act])),
        CALL_OPTIONS,
        answer=lambda value: _right_bid(value, top),
        wrong=wrong,
        why=SHOWN_WHY.say(figures=figures, advice=advice),
        scenario=Scenario(game=subastao, text=AUCTION_SHOWN.say(whole=gettext(WHOLE)), shown=_hands(state)),
        hints=_hints(),
        kind=Kind.BID,
    )


SHOWN_PASS = Template(
    "With every card shown, your hand makes more than 60 with {suit} as trumps: a pass scores nothing."
)
SHOWN_FAILS = Template(
    "With every card shown, your hand makes fewer than {points} points with any trumps: the bid fails, it scores "
    "you nothing and the defenders share {points}."
)
SHOWN_UNDER = Template(
    "With every card shown, your hand makes at least 10 points more than {points} with {suit} as trumps: a bid made "
    "scores only the bid."
)
SUIT_MAKES = Template("{suit} {points:point}")
ADVICE = Template("bid up to {bid} and name {suit}")
SPEAK_SHOWN = Template("You are {seat} and speak first. Every hand is shown. What is the most you would bid?")
SHOWN_WHY = Template(
    "With every card shown, your hand makes (the computer players play the first tricks, and best play the last "
    "five): {figures}. So {advice}."
)
AUCTION_SHOWN = Template("The auction: every hand is shown. {whole}.")
"""A "what is the most you would bid?" step's words, every hand shown (:func:`bid_step`)."""

HINTS = (
    gettext_noop("Count your sure points: aces and threes you can cash, and your trumps."),
    gettext_noop("Which suit would you name? Count its length, and your rey and caballo pairs."),
)
"""A bid step's hints (in English: a step says them in the language spoken)."""


def _hints() -> tuple[str, ...]:
    return tuple(gettext(hint) for hint in HINTS)


def _share(p: float) -> str:
    if not p:
        return gettext("none of them")
    if p == 1:
        return gettext("every one of them")
    return (SHARE_ONLY if p < 0.5 else SHARE).say(share=f"{p:.0%}")


SHARE = Template("{share} of them")
SHARE_ONLY = Template("only {share} of them")
MADE_IN = Template("{bid} in {share}")


def _levels(simulation: Any, top: int | None) -> str:
    """How often the simulation made the bids around ``top``, in words: "80 in 98%, 85 in 92% and 90 in 65%"."""
    low = subastao.MIN_BID if top is None else max(subastao.MIN_BID, top - 5)
    bids = range(low, low + 20, 5)
    return join((MADE_IN.say(bid=bid, share=f"{simulation.p_make(bid):.0%}") for bid in bids), "and")


def view_bid_step(
    state: Any, *, principles: Any = PRINCIPLES, deals: int = 300, seed: int = 0, prompt: str = ""
) -> Any:
    """A "what is the most you would bid?" step from the seat (the other hands hidden), judged by the simulation of
    lesson 9 (:func:`~tutor.games.subastao.evaluate_bid` with ``deals``: the cards the learner cannot see dealt to
    the two defenders ``deals`` times for each suit as trumps, each deal played out by the bots). The highest bid
    made in at least 70% of the deals with the best suit is right, and one step (5) more careful; a wrong call is
    told the first of ``principles`` it breaks and how often it was made, never which call is right.
    """
    from ..steps import Kind, Scenario, choice

    hand = state.hand(state.to_act)
    best = subastao.evaluate_bid(hand, deals=deals, seed=seed).best
    simulation = best.simulation
    assert simulation is not None  # simulated: deals > 0
    top = simulation.max_bid

    def wrong(value: Any) -> str:
        if value == "pass":
            said = SEAT_PASS.say(deals=deals, share=_share(simulation.p_make(60)), suit=best.trump)
        elif top is None or value > top:
            said = SEAT_FAILS.say(deals=deals, points=value, share=_share(simulation.p_make(value)))
        else:
            said = SEAT_UNDER.say(
                deals=deals, points=value, share=_share(simulation.p_make(value + 10)), suit=best.trump
            )
        return _bid_verdict(state, value, principles, said)

    advice = pgettext("call", "pass") if top is None else ADVICE.say(bid=top, suit=best.trump)
    return choice(
        prompt or SPEAK_SEAT.say(seat=gettext(subastao.SEATS[state.to_act])),
        CALL_OPTIONS,
        answer=lambda value: _right_bid(value, top),
        wrong=wrong,
        why=SEAT_WHY.say(
            suit=best.trump,
            levels=_levels(simulation, top),
            deals=deals,
            top=top if top else gettext("none"),
            advice=advice,
        ),
        scenario=Scenario(
            game=subastao, hand=hand, state=state, text=gettext("The auction: only your hand is shown.")
        ),
        hints=_hints(),
        kind=Kind.BID,
    )


SEAT_PASS = Template(
    "Over {deals:deal} of the cards you cannot see, played out by the computer players, your hand made 60 in "
    "{share} with {suit} as trumps: a pass scores nothing."
)
SEAT_FAILS = Template(
    "Over {deals:deal} of the cards you cannot see, played out by the computer players, your hand made {points} in "
    "{share} with its best trumps: a failed bid scores you nothing, and the defenders share it."
)
SEAT_UNDER = Template(
    "Over {deals:deal} of the cards you cannot see, played out by the computer players, your hand made at least 10 "
    "points more than {points} in {share} with {suit} as trumps: a bid made scores only the bid."
)
SPEAK_SEAT = Template(
    "You are {seat} and speak first. Only your hand is shown. What is the most you would bid?"
)
SEAT_WHY = Template(
    "With {suit} as trumps, the best suit, your hand made {levels} of the {deals:deal}. The highest bid made in 70 "
    "deals of 100 or more is {top}, so {advice}."
)
"""A "what is the most you would bid?" step's words, from the seat (:func:`view_bid_step`)."""


def _hands(state: Any) -> tuple[tuple[str, tuple[Card, ...]], ...]:
    """Every hand, the player to act's first, labelled."""
    seat = state.to_act
    order = [seat, *(s for s in state.order if s != seat)]
    return tuple(
        (
            SEAT_YOU.say(seat=gettext(subastao.SEATS[s])) if s == seat else gettext(subastao.SEATS[s]),
            tuple(state.hand(s).sorted()),
        )
        for s in order
    )


def bid_example(principle: Principle, state: Any, *, follows: int, breaks: int, seed: int = 0) -> Any:
    """The example of the auction's principle at ``state`` (the learner to speak, every hand known): bidding
    ``breaks`` against bidding ``follows``, each played out as :func:`bid_value` plays it with the suit the hand
    makes most in (:func:`~tutor.lesson.principles.example_of`); a call's value is what it scores the bidder (the
    bid when made, nothing when failed).

    :raises LessonError: unless ``breaks`` breaks the principle, ``follows`` keeps to it, and ``breaks`` costs.
    """
    from ... import analysis
    from . import example_of

    trump = next(iter(hand_values(state, seed=seed)))

    def values(call: Any) -> tuple[int, str]:
        points, start = bid_value(state, trump, bid=call.points, seed=seed)
        made = points >= call.points
        return (call.points if made else 0), analysis.describe(start, points)

    after = BID_AFTER.say(suit=trump)
    found = example_of(
        principle,
        state,
        follows=Bid(follows),
        breaks=Bid(breaks),
        values=values,
        what="bidding",
        shown=_hands(state),
        after=after,
    )
    said = {f.name: getattr(found, f.name) for f in fields(found)}
    said["cost"] = cost_words(state, found.loss, who=YOU)  # the bidder plays for himself
    return BidExample(**said)


BID_AFTER = Template(
    "with {suit} as trumps, the first tricks played by the computer players and best play in the last five"
)


@dataclass(frozen=True)
class BidExample(Example):
    """An example of the auction's principle: its choices are bids, said as "a bid of 100"."""

    def sentences(self) -> tuple[str, str]:
        seat = subastao.SEATS[self.state.to_act]
        after = gettext(self.after)
        return (
            BID_BREAKS.say(
                seat=gettext(seat),
                bid=self.breaks.points,
                principle=gettext(self.principle.name),
                how=self.how,
                cost=self.cost,
                after=after,
                outcome=self.after_breaks,
            ),
            BID_KEEPS.say(bid=self.follows.points, after=after, outcome=self.after_follows),
        )


BID_BREAKS = Template(
    "You are {seat}, and you speak first. A bid of {bid} here breaks “{principle}”: {how}. It {cost}: {after}, "
    "{outcome}."
)
BID_KEEPS = Template("A bid of {bid} keeps to it: {after}, {outcome}.")


POSITIONS: dict[str, tuple[int, str]] = {
    "bid-example": (35, ""),
    "bid-shown": (87, ""),
    "bid-seat": (195, ""),
    "draw-example": (
        20,
        "pass | bid 90 | pass | trumps espadas | play AO | play 6O | play 7O | sing espadas | play 3O | play 6E | "
        "play CO | play AC | play RC | play SC | play AB | play CB | play RB | play 3B | play SB | play 7E",
    ),
    "draw-shown": (
        397,
        "bid 65 | pass | pass | trumps oros | play AB | play 5B | play 3B | sing oros | play 4B | play RB | play 3O"
        " | play AC | play SC | play 4C | play 3C | play CC | play AO | play AE | play RE | play 6E | play 3E | "
        "play 5E | play 7E | play 6B | play 5O | play 7B | play 5C | play SO | play 4E",
    ),
    "draw-seat": (
        447,
        "pass | pass | bid 90 | trumps copas | play AE | play 4E | play 7E | sing copas | play AB | play 4B | play "
        "7B | play 5E | play 3E | play AC | play 3B | play 5B | play CB | play 5O | play SO | play AO | play 3O | "
        "play RO | play CO | play 6E | play 4C | play SE | play 6C | play CC | play 4O",
    ),
    "sing-example": (
        68,
        "bid 80 | pass | pass | trumps copas | play 4C | play 6C | play 3O | play AO | play CO | play SO | play AE "
        "| play RE | play CE | play AB | play 3B | play 4B | play 3E | play SE",
    ),
    "sing-shown": (
        2206,
        "bid 110 | pass | pass | trumps bastos | play AB | play 5B | play 7B | sing bastos | play 4B | play 4C | "
        "play SB | play AC | play 3C | play CC | play AE | play 5E | play 7E | play 4O | play SO | play AO | play "
        "3O | play 7O | play RO | play 5O | play 3B | play 6B | play 4E",
    ),
    "sing-seat": (
        2418,
        "bid 65 | pass | bid 70 | trumps oros | play 6E | play AE | play 3E | play AC | play 3C | play SC | play 4C"
        " | play 4O | play CC | play AB | play 6B | play RB | play 3B | play 7B | play CB | play 4E | play 7E | "
        "play CE | play 5C | play 7O | play RC | play 4B",
    ),
    "master-example": (
        38,
        "pass | pass | bid 65 | trumps bastos | play AO | play SO | play 4O | play AE | play 7E | play 4E | play 3E"
        " | play SE | play 5E | play 7O | play 3O | play 5O | play 4C | play 5C | play 3C | play 4B | play 5B | "
        "play AB | play AC | play SC | play RC | play 6O | play CO | play RO | play 7C | play CC",
    ),
    "master-shown": (
        61,
        "bid 75 | bid 85 | pass | trumps oros | play 5O | play 6O | play AE | play AC | play 3C | play 7C | play 4C"
        " | play 5C | play CC | sing oros | play 7O | play AO | play AB | play 5E | play 7E | play 6E | play 3E | "
        "play SO | play SE | play 3O | play 4O | play 4E | play 3B | play 5B | play 4B | play RO | play 6C | play "
        "SC",
    ),
    "master-seat": (
        37,
        "pass | pass | bid 80 | trumps bastos | play AO | play 6O | play 5O | sing bastos | play AC | play 4C | "
        "play 6B | play AE | play 4E | play CE | play 3O | play 4O | play CO | play 6E | play RE | play 5E | play "
        "3E | play 4B | play SE | play 5C | play 7B | play SC | play 7E | play 5B | play 3B | play 6C",
    ),
    "feed-example": (
        141,
        "pass | bid 70 | bid 90 | trumps bastos | play AO | play 5O | play 4O | sing bastos | play AE | play 5E | "
        "play 7E | play 3O | play 6O | play SO | play 3E | play 6E | play CE | play 4E | play 5B | play RE | play "
        "5C | play 7C | play RC | play SE | play 7B | play AB | play AC | play 6C",
    ),
    "feed-shown": (
        317,
        "bid 130 | pass | pass | trumps espadas | play AE | play SE | play 4E | sing espadas | play 3E | play 4C | "
        "play 6E | play AO | play 5O | play CO | play AC | play 5C | play SC | play 3C | play 6C | play RC | play "
        "RE | play 4B | play 5B | play CE | play 6O | play 6B | play 7E | play 7O | play CB | play 4O | play SO",
    ),
    "feed-seat": (
        586,
        "bid 75 | pass | pass | trumps bastos | play 5E | play AE | play RE | play AO | play RO | play 6O | play 4O"
        " | play CO | play 3O | sing bastos | play 3E | play SE | play 4E | play SO | play 5O | play 5B | play AC |"
        " play RC | play SC | play 3C | play 4B | play 4C | play 6E | play CE",
    ),
    "spend-example": (
        11,
        "pass | pass | bid 70 | trumps copas | play AB | play SB | play 6B | sing copas | play 4B | play 3B | play "
        "CB | play 4E | play RE | play 5E | play AO | play 7O | play 3O | play AE | play SE | play 6E | play 3E | "
        "play CE | play 7E",
    ),
    "spend-shown": (
        46,
        "bid 75 | pass | pass | trumps espadas | play AB | play 5B | play SB | sing espadas | play 4O | play AO | "
        "play RO | play 3O | play SO | play CO | play 4C | play 5C | play 3C | play 4B | play CB | play 3B | play "
        "AC | play SC | play CC | play 6O | play 4E | play 5O | play RB | play 6B | play 5E",
    ),
    "spend-seat": (
        128,
        "bid 80 | bid 85 | pass | trumps bastos | play AC | play 4C | play CC | sing bastos | play AE | play 4E | "
        "play 7E | sing oros | play 5C | play 3C | play RC | play 5O | play 7O | play RO | play SC | play 6B | play"
        " AB | play AO | play CO | play 6O | play 3O | play 5B | play SB | play 6E | play 3E | play 5E",
    ),
}
"""The positions of the Subastao play lesson (``lessons/23-subastao-play-well.md``), by name: a seed and the actions
of the deal up to the position (:func:`~tutor.lesson.principles.record`), found among deals the bots played
(:func:`~tutor.lesson.principles.find_moments`) and kept as actions, so that a new bot does not move them. For each
principle an example (``-example``), a position with every hand shown (``-shown``) and one seen from the seat
(``-seat``); the auction's are the deals before the first call (mano, East, to speak)."""


def position(name: str) -> Any:
    """The position ``name`` of :data:`POSITIONS`, replayed."""
    from . import recorded

    seed, actions = POSITIONS[name]
    return recorded("subastao", seed, actions)
