"""Satat's principles of play, from pagat's Satat and Mauritius pages and the strategy notes of the rules file
(section 3: the 2♥, drawing trumps, the signals, the 7–0 and its exchange), each with its test.

Three are about the play (a card), one about a decision that is no card (after a 7–0: play on for 13–0, or stop:
a :class:`~tutor.games.satat.Continue`), one about the exchange of the next deal (the cards passed: a
:class:`~tutor.cards.CardSet`, or one card):

>>> [p.name for p in PRINCIPLES]  # doctest: +NORMALIZE_WHITESPACE
['Count the trumps and the 2♥', 'Draw the trumps', "Answer your partner's Vire", 'Play on only with every trick
 sure', 'Give away what you can spare']
>>> deal = position("count-example")  # East to play: 8♣ 4♦ 2♥ are in the trick
>>> COUNT_TRUMPS.broken_by(deal, satat.parse_cards("KD")[0])
'the 2♥ is already in this trick and beats every card: your K♦ is thrown away'
>>> COUNT_TRUMPS.broken_by(deal, satat.parse_cards("9H")[0])
''

Each test reads what the player to act can see (his view: his hand, the cards played, the signals), never the
other hands. The decision after a 7–0 is judged exactly with every hand known (:func:`continue_step`) and from the
seat over sampled deals (:func:`view_continue_step`); the exchange, whose deal is too long to solve in a lesson,
by the deal played on by the bots and its last tricks solved (:func:`exchange_value`), every hand known
(:func:`exchange_step`) or over sampled deals of the hidden hands (:func:`view_exchange_step`).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from ...cards import Card, CardSet, Rank, Suit
from ...games import satat
from ...games.satat import Continue, GiveCards, InferenceKind, Phase
from ...i18n import gettext, gettext_noop
from ...sentences import Template, capital
from . import SEAT_YOU, Principle

__all__ = [
    "COUNT_TRUMPS",
    "DRAW_TRUMPS",
    "EXCHANGE_HORIZON",
    "FOLLOW_VIRE",
    "GIVE_SPARE",
    "PLAY_ON",
    "POSITIONS",
    "PRINCIPLES",
    "SIGNALS_TABLE",
    "continue_example",
    "continue_step",
    "exchange_example",
    "exchange_step",
    "exchange_value",
    "position",
    "seven_zero",
    "view_continue_step",
    "view_exchange_step",
]

TWO = satat.TWO_OF_HEARTS
ALL = sum(card.bit for card in satat.DECK.cards)
HIGH = (Rank.ACE, Rank.KING)
TWIN = {
    Suit.SPADES: Suit.CLUBS,
    Suit.CLUBS: Suit.SPADES,
    Suit.HEARTS: Suit.DIAMONDS,
    Suit.DIAMONDS: Suit.HEARTS,
}


def _view(state: Any) -> Any:
    """What the player to act sees."""
    return state if getattr(state, "viewer", None) is not None else state.view(state.to_act)


def _played(view: Any) -> int:
    """The cards played so far, the trick being played included."""
    mask = 0
    for trick in (*view.tricks, view.trick):
        for _, card in trick.plays:
            mask |= card.bit
    return mask


def _unseen(view: Any) -> int:
    """The cards in the other hands (as the player sees it: not his, not played)."""
    return int(ALL & ~_played(view) & ~view.hand(view.viewer).mask)


def _suit(suit: Suit) -> int:
    return sum(c.bit for c in satat.DECK.cards if c.suit is suit) & ~TWO.bit


def _in_play(view: Any) -> bool:
    return view.phase is Phase.PLAY and view.trump is not None and view.to_act == view.viewer


def _worth(card: Card, trump: Suit) -> int:
    """How much a card is worth keeping: the 2♥, then the trumps, then the other cards, each by rank."""
    rank = 14 - card.index % 13
    return rank + (100 if card is TWO else 20 if card.suit is trump else 0)


def _legal(view: Any) -> list[Card]:
    return sorted({a.card for a in view.legal_actions() if isinstance(a, satat.Play)}, key=lambda c: c.index)


# -- counting the trumps and the 2♥ ------------------------------------------------------------------------------


def _count_trumps(state: Any, card: Any) -> str:
    if not isinstance(card, Card):
        return ""
    view = _view(state)
    if not _in_play(view) or not view.trick.plays:
        return ""
    trump, order = view.trump, satat.ordering(view.trump)
    cards = view.trick.cards
    best = order.winning_card(cards)
    winner = dict((c, s) for s, c in view.trick.plays)[best]
    legal = _legal(view)
    cheaper = [c for c in legal if _worth(c, trump) < _worth(card, trump)]
    spends = card is TWO or card.suit is trump or card.rank in HIGH
    if not cheaper or not spends:
        return ""
    if best is TWO and winner != view.viewer:
        return TWO_IN_TRICK.say(card=card.unicode())
    if winner != satat.partner(view.viewer):
        return ""
    if len(cards) == 3:
        return PARTNER_WINS_LAST.say(best=best.unicode(), card=card.unicode())
    if not order.stronger_mask(best) & _unseen(view):
        return PARTNER_SURE.say(best=best.unicode(), card=card.unicode())
    return ""


TWO_IN_TRICK = Template("the 2♥ is already in this trick and beats every card: your {card} is thrown away")
PARTNER_WINS_LAST = Template("your partner's {best} wins this trick and you play last: your {card} is wasted")
PARTNER_SURE = Template(
    "your partner's {best} already wins this trick: no card still out can beat it, so your {card} is wasted"
)


COUNT_TRUMPS = Principle(
    "Count the trumps and the 2♥",
    "The 2♥ beats every card, even the ace of trumps, and when it is led everybody else must play a trump. Count "
    "the trumps and the 2♥ as they fall, so that you never spend a trump, an ace or the 2♥ on a trick already decided.",
    _count_trumps,
    "satat",
)


# -- drawing trumps -------------------------------------------------------------------------------------------------


def _draw_trumps(state: Any, card: Any) -> str:
    if not isinstance(card, Card):
        return ""
    view = _view(state)
    if not _in_play(view) or view.trick.plays:
        return ""
    trump = view.trump
    hand = view.hand(view.viewer)
    mine = (hand.mask & _suit(trump)).bit_count()
    out = (_unseen(view) & _suit(trump)).bit_count()
    if not out or mine < out or card is TWO or card.suit is trump:
        return ""
    return (ONLY_OUT if out < mine else AS_MANY_OUT).say(mine=mine, out=out)


ONLY_OUT = Template(
    "you hold {mine:trump} and the other hands only {out} between them: lead trumps until they have none, or a "
    "player out of a suit will trump your winners in it"
)
AS_MANY_OUT = Template(
    "you hold {mine:trump} and the other hands {out} between them: lead trumps until they have none, or a player "
    "out of a suit will trump your winners in it"
)


DRAW_TRUMPS = Principle(
    "Draw the trumps",
    "When you hold as many trumps as the other three hands together, lead them until nobody else has any: then your "
    "aces and kings cannot be trumped. Leading the 2♥ draws a trump from each of them at once.",
    _draw_trumps,
    "satat",
)


# -- the partner's Vire ---------------------------------------------------------------------------------------------


def _asked(view: Any) -> Suit | None:
    """The suit the partner's Vire asks the player to lead now: he led the last trick, won it, and his partner
    gave a Vire on it."""
    if not view.tricks or view.trick.plays or view.trick_winners[-1] != view.viewer:
        return None
    number = len(view.tricks) - 1
    if view.tricks[-1].leader != view.viewer:
        return None
    for found in satat.inferences(view, view.viewer, from_play=False):
        if (
            found.kind is InferenceKind.LEAD_REQUEST
            and found.seat == satat.partner(view.viewer)
            and found.trick == number
            and found.suit is not None
        ):
            return found.suit
    return None


def _follow_vire(state: Any, card: Any) -> str:
    if not isinstance(card, Card):
        return ""
    view = _view(state)
    if not _in_play(view):
        return ""
    asked = _asked(view)
    if asked is None or card.suit is asked or card is TWO:
        return ""
    if not view.hand(view.viewer).mask & _suit(asked):
        return ""
    return VIRE_ASKS.say(suit=asked)


VIRE_ASKS = Template(
    "your partner turned his hand over (a Vire) on the trick you won: he asks you to lead {suit}, and you hold some"
)


FOLLOW_VIRE = Principle(
    "Answer your partner's Vire",
    "When your partner gives a Vire on a trick you led and you win it, he asks you to lead the other suit of the "
    "same colour. He has a reason, usually that he can take that suit, so lead it.",
    _follow_vire,
    "satat",
)


# -- play on for 13-0, or stop at 7-0 ----------------------------------------------------------------------------


def _sure_tricks(view: Any) -> tuple[int, list[Card]]:
    """How many of the player's cards are sure winners when he leads them (no card that may still be in an
    opponent's hand beats them: the cards he has not seen, less those an opponent has shown he cannot hold), and
    the others."""
    from ...analysis.sampling import knowledge

    order = satat.ordering(view.trump)
    known = knowledge(view, view.viewer)
    seat = view.viewer
    against = 0
    for other in (seat + 1) & 3, (seat + 3) & 3:
        against |= known.pool & ~known.lacks[other]
    sure, unsure = 0, []
    for card in view.hand(seat).sorted():
        if order.stronger_mask(card) & against:
            unsure.append(card)
        else:
            sure += 1
    return sure, unsure


def _play_on(state: Any, choice: Any) -> str:
    if not isinstance(choice, Continue):
        return ""
    view = _view(state)
    if view.phase is not Phase.CONTINUE:
        return ""
    sure, unsure = _sure_tricks(view)
    if choice.go_on and unsure:
        held = sure + len(unsure)
        return SOME_SURE.say(sure=sure, held=held) if sure else NONE_SURE.say(held=held)
    if not choice.go_on and not unsure:
        return gettext(
            "every card you hold is sure to win, one after the other: the 13–0 is there for the taking"
        )
    return ""


SOME_SURE = Template(
    "only {sure} of your {held:card} are sure to win: if one trick is lost, the 7–0 becomes an ordinary win"
)
NONE_SURE = Template(
    "none of your {held:card} is sure to win: if one trick is lost, the 7–0 becomes an ordinary win"
)


PLAY_ON = Principle(
    "Play on only with every trick sure",
    "After winning the first seven tricks, your side may stop with a 7–0 or play on for all thirteen. Play on only "
    "when every trick left is sure, because losing a single one turns your 7–0 into an ordinary win.",
    _play_on,
    "satat",
)


# -- the exchange ---------------------------------------------------------------------------------------------------


def _passed(state: Any, choice: Any) -> tuple[Any, CardSet] | None:
    """``(view, the cards passed)`` when ``choice`` (cards, one card, or the action) is a pass of the player to act
    in the exchange."""
    if isinstance(choice, GiveCards):
        choice = choice.cards
    if isinstance(choice, Card):
        choice = CardSet([choice])
    if not isinstance(choice, CardSet):
        return None
    view = _view(state)
    if view.phase is not Phase.EXCHANGE or view.to_act != view.viewer:
        return None
    return view, choice


def _give_spare(state: Any, choice: Any) -> str:
    found = _passed(state, choice)
    if found is None:
        return ""
    view, passed = found
    trump = view.trump
    hand = view.hand(view.viewer)
    losing = satat.team(view.viewer) == view.deal.losers
    kept = hand - passed
    if losing:
        for card in passed.sorted():
            if (
                card.suit is trump
                and card is not TWO
                and any(
                    _worth(k, trump) < _worth(card, trump) for k in kept if k.suit is trump and k is not TWO
                )
            ):
                return PASS_HIGH_TRUMP.say(card=card.unicode())
        return ""
    for card in passed.sorted():
        if card is TWO:
            return gettext("you pass the 2♥, the card that beats every other, to an opponent")
        if card.suit is trump or card.rank in HIGH:
            said = PASS_TRUMP if card.suit is trump else PASS_ACE if card.rank is Rank.ACE else PASS_KING
            return said.say(card=card.unicode())
    return ""


PASS_HIGH_TRUMP = Template(
    "you pass the {card} and keep lower trumps: a high trump wins tricks for whoever holds it"
)
PASS_TRUMP = Template("you pass the {card}, a trump that may take a trick, to an opponent")
PASS_ACE = Template("you pass the {card}, an ace that may take a trick, to an opponent")
PASS_KING = Template("you pass the {card}, a king that may take a trick, to an opponent")


GIVE_SPARE = Principle(
    "Give away what you can spare",
    "After a 7–0 each loser passes a trump to an opponent, and each winner any card that is not alone in its suit. "
    "Pass the card that will win least: a loser his lowest trump, a winner a low card, never the 2♥, a trump, an "
    "ace or a king.",
    _give_spare,
    "satat",
)

PRINCIPLES = (COUNT_TRUMPS, DRAW_TRUMPS, FOLLOW_VIRE, PLAY_ON, GIVE_SPARE)
"""Satat's principles, in teaching order: the play, then the decision after a 7–0, then the exchange."""


# -- an exchange judged: the deal played on, its end solved ------------------------------------------------------


EXCHANGE_HORIZON = 5
"""How many tricks from the end :func:`exchange_value` solves exactly, the bots playing the tricks before: a
number of its own (what :data:`~tutor.analysis.teach.EXACT_TRICKS` was for Satat when the lesson's exchange
positions were chosen), so that a lesson's exchange step does not move when the solver's reach for a learner's
hints does."""


def exchange_value(state: Any, give: Any, *, seed: int = 0) -> tuple[int, Any]:
    """What passing ``give`` (cards, or the :class:`~tutor.games.satat.GiveCards` action) is worth to the side of
    the player to act at ``state`` (the exchange after a 7–0 or a 13–0, every hand known): the rest of the
    exchange and the deal played on by the game's bots (:class:`~tutor.games.satat.Bot`) until
    :data:`EXCHANGE_HORIZON` tricks from the end, then solved exactly (:func:`tutor.analysis.solve`). A whole
    Satat deal is too long to solve in a lesson: this is how the review of a deal judges its first cards too.

    :returns: ``(the result for his side, in tricks of margin, a 7–0 counted as 20 and a 13–0 as 40; the state
        where the solver took over, or the end of the deal)``.
    """
    from ... import analysis

    seat = state.to_act
    state = state.apply(give if isinstance(give, GiveCards) else GiveCards(_cards(give)))
    bots = [satat.Bot(seed=seed * 10 + s) for s in range(4)]
    while not state.is_terminal and not analysis.in_reach(state, EXCHANGE_HORIZON):
        state = state.apply(bots[state.to_act].choose(state))
    value = analysis.solve(state)
    return (value if seat & 1 == state.maker & 1 else -value), state


def _cards(cards: Any) -> CardSet:
    """Cards passed: text, a card, or cards."""
    if isinstance(cards, Card):
        return CardSet([cards])
    return CardSet(satat.parse_cards(cards) if isinstance(cards, str) else cards)


def _one(cards: Any) -> Any:
    """One card passed as the card itself (named "the A♥"), more as the cards."""
    found = _cards(cards)
    return next(iter(found)) if len(found) == 1 else found


MAY_NOT_PASS = Template("{seat} may not pass {cards} here")


def _label(give: Any) -> str:
    cards = _cards(give.cards if isinstance(give, GiveCards) else give)
    return " ".join(c.unicode() for c in cards.sorted())


def _gives(state: Any, options: Any) -> list[GiveCards]:
    """The options as the exchange's actions (each must be a legal pass of the player to act)."""
    from ..steps import LessonError

    legal = state.legal_actions()
    out = []
    for option in options:
        give = option if isinstance(option, GiveCards) else GiveCards(_cards(option))
        if give not in legal:
            raise LessonError(MAY_NOT_PASS.say(seat=gettext(satat.SEATS[state.to_act]), cards=_label(give)))
        out.append(give)
    return out


PLAYED_ON = gettext_noop(
    "with the rest of the exchange and the first tricks played by the computer players, and best play in the last "
    "tricks"
)
"""How an exchange is judged (:func:`exchange_value`), in the learner's words (in English:
:func:`~tutor.i18n.gettext` says it in the language spoken)."""


def exchange_example(principle: Principle, state: Any, *, follows: Any, breaks: Any, seed: int = 0) -> Any:
    """The example of the exchange at ``state`` (the player to act passes cards, every hand known): passing
    ``breaks`` against passing ``follows``, each judged by :func:`exchange_value`
    (:func:`~tutor.lesson.principles.example_of`).

    :raises LessonError: unless ``breaks`` breaks the principle, ``follows`` keeps to it, and ``breaks`` costs.
    """
    from . import example_of

    def values(passed: Any) -> tuple[int, str]:
        value, end = exchange_value(state, passed, seed=seed)
        return value, _end_words(state, end, value)

    return example_of(
        principle,
        state,
        follows=_one(follows),
        breaks=_one(breaks),
        values=values,
        what="passing",
        after=PLAYED_ON,
    )


def _end_words(state: Any, end: Any, value: int) -> str:
    """The end of the deal ``end`` in words, ``value`` being the result for the side of the player to act at
    ``state``."""
    from ... import analysis

    return analysis.describe(end, value if state.to_act & 1 == end.maker & 1 else -value)


def exchange_step(
    state: Any, options: Any, *, principles: Any = (), tolerance: int = 0, seed: int = 0, prompt: str = ""
) -> Any:
    """A "which card would you pass?" step in the exchange, every hand shown: each option is judged by
    :func:`exchange_value`; those within ``tolerance`` tricks of the best are right. A wrong one is told the first
    of ``principles`` it breaks and what it costs, never which option is right
    (:func:`~tutor.lesson.principles.decision_step`)."""
    from . import decision_step

    tried = {}
    for give in _gives(state, options):
        value, end = exchange_value(state, give, seed=seed)
        tried[_label(give)] = (give, value, _end_words(state, end, value))
    return decision_step(
        state,
        tried,
        prompt=prompt or PASS_SHOWN.say(seat=gettext(satat.SEATS[state.to_act])),
        scenario=_every_hand(state),
        after=capital(gettext(PLAYED_ON)),
        doing=gettext("Passing"),
        principles=principles,
        tolerance=tolerance,
        hints=_exchange_hints(state),
    )


PASS_SHOWN = Template("You are {seat}, and every hand is shown. Which card would you pass?")
PASS_SEAT = Template("You are {seat}, and only your hand is shown. Which card would you pass?")
DECIDE_SHOWN = Template("You are {seat}, and every hand is shown. Play on, or stop?")
DECIDE_SEAT = Template("You are {seat}, and only your hand is shown. Play on, or stop?")
EVERY_HAND = Template("{situation} Every hand is shown.")
ONLY_YOURS = Template("{situation} Only your hand is shown.")
"""A step's question and what it shows (``situation``: the deal in words, :func:`~tutor.lesson.words.state_words`)."""


def _exchange_hints(state: Any) -> tuple[str, ...]:
    losing = satat.team(state.to_act) == state.deal.losers
    first = (
        gettext(
            "Your side lost the 7–0: you must pass a trump. Which of your trumps is least likely to win a trick?"
        )
        if losing
        else gettext(
            "Your side won the 7–0: you pass a card to an opponent. Which card would help him least?"
        )
    )
    return (first, gettext("The card you pass goes to an opponent: it plays against you for the whole deal."))


def _every_hand(state: Any) -> Any:
    from ..steps import Scenario
    from ..words import state_words

    seat = state.to_act
    order = [seat, *(s for s in range(4) if s != seat)]
    shown = tuple(
        (
            SEAT_YOU.say(seat=gettext(satat.SEATS[s])) if s == seat else gettext(satat.SEATS[s]),
            tuple(state.hand(s).sorted()),
        )
        for s in order
    )
    return Scenario(
        game=satat, trump=state.trump, text=EVERY_HAND.say(situation=state_words(state)), shown=shown
    )


def view_exchange_step(
    state: Any,
    options: Any,
    *,
    previous: Any,
    principles: Any = (),
    samples: int | None = None,
    tolerance: float = 0.0,
    seed: int = 0,
    prompt: str = "",
) -> Any:
    """A "which card would you pass?" step in the exchange, seen from the seat of the player to act: each option
    is judged by :func:`exchange_value` on ``samples`` deals of the hidden hands (default: the game's
    :data:`~tutor.analysis.hints.HINT_SAMPLES`; the cards passed before his turn chosen by the bots, as he cannot
    see them), averaged; those within ``tolerance`` tricks of the best average are right.

    :param previous: the outcome of the deal before (the 7–0 or 13–0 that calls for the exchange).
    """
    from ... import analysis
    from ...analysis.sampling import sample_positions
    from ..steps import Scenario
    from . import decision_step

    seat = state.to_act
    gives = _gives(state, options)
    count_of = analysis.HINT_SAMPLES.get("satat", 10) if samples is None else samples
    view = state.view(seat)
    results: dict[Any, list[int]] = {give: [] for give in gives}
    dealt = sample_positions(view, seat, samples=count_of, seed=seed)
    for number, sample in enumerate(dealt):
        hands = [tuple((sample.hands[s] if s in sample.hands else view.hand(s)).sorted()) for s in range(4)]
        full = satat.start(
            state.deal.seed,
            rules=state.rules,
            dealer=state.dealer,
            previous=previous,
            hands=hands,
            trump=state.trump,
        )
        bots = [satat.Bot(seed=seed * 10 + number * 4 + s) for s in range(4)]
        while (giver := full.to_act) is not None and giver != seat:  # the passes before his, unseen by him
            full = full.apply(bots[giver].choose(full))
        for give in gives:
            results[give].append(exchange_value(full, give, seed=seed)[0])
    n = len(dealt)
    tried = {_label(give): (give, sum(found) / n, _tally(found)) for give, found in results.items()}
    return decision_step(
        state,
        tried,
        prompt=prompt or PASS_SEAT.say(seat=gettext(satat.SEATS[seat])),
        scenario=Scenario(
            game=satat,
            trump=state.trump,
            text=ONLY_YOURS.say(situation=_words(view)),
            shown=((gettext("Your hand"), tuple(state.hand(seat).sorted())),),
        ),
        after=OVER_HIDDEN.say(deals=n, played_on=gettext(PLAYED_ON)),
        doing=gettext("Passing"),
        principles=principles,
        tolerance=tolerance,
        hints=_exchange_hints(state),
    )


def _words(state: Any) -> str:
    from ..words import state_words

    return state_words(state)


# -- the 7–0: play on, or stop ------------------------------------------------------------------------------------

GO, STOP = Continue(True), Continue(False)
DECISIONS = {gettext_noop("play on for 13–0"): GO, gettext_noop("stop with the 7–0"): STOP}
"""The two decisions after a 7–0, by their labels (in English: a step offers them in the language spoken)."""
OVER_HIDDEN = Template("Over {deals:deal} of the hidden cards, {played_on}")
OVER_FITTING = Template(
    "Over {deals:deal} of the hidden cards that fit what you have seen, with best play in each"
)
KEEPS_ALL = Template("your side keeps its 7–0 in all {n}")


def _decided(state: Any, values: dict[Any, int]) -> dict[str, tuple[Any, float, str]]:
    """The two decisions after a 7–0, each with its value for the player to act and the end of the deal in words
    (``values``: :func:`tutor.analysis.values`, for the trump maker's side)."""
    from ... import analysis

    seat = state.to_act
    mine = 1 if seat & 1 == state.maker & 1 else -1
    return {
        gettext(label): (action, mine * values[action], analysis.describe(state, values[action]))
        for label, action in DECISIONS.items()
    }


def continue_example(principle: Principle, state: Any, *, breaks: Any, follows: Any) -> Any:
    """The example of a decision that is no card at ``state`` (Satat's 7–0: play on for 13–0 or stop), every
    hand known, the rest of the deal solved exactly (:func:`tutor.analysis.values`)."""
    from ... import analysis
    from . import example_of

    values = analysis.values(state)
    mine = 1 if state.to_act & 1 == state.maker & 1 else -1

    def judged(action: Any) -> tuple[int, str]:
        return mine * values[action], analysis.describe(state, values[action])

    return example_of(
        principle, state, follows=follows, breaks=breaks, values=judged, what=gettext_noop("choosing to")
    )


def continue_step(state: Any, *, principles: Any = (), prompt: str = "") -> Any:
    """After a 7–0, every hand shown: play on for 13–0, or stop? Judged exactly (best play by everybody after
    the decision); the wrong one is told the first of ``principles`` it breaks and what it costs."""
    from ... import analysis
    from . import decision_step

    tried = _decided(state, analysis.values(state))
    return decision_step(
        state,
        tried,
        prompt=prompt or DECIDE_SHOWN.say(seat=gettext(satat.SEATS[state.to_act])),
        scenario=_every_hand(state),
        after=gettext("With best play by everybody after it"),
        doing=gettext("If you"),
        principles=principles,
        hints=_decision_hints(),
    )


def _decision_hints() -> tuple[str, ...]:
    return (
        gettext(
            "Count your sure tricks: a card is sure when no card still out can beat it, whatever is led."
        ),
        gettext("What do you win by playing on, and what do you lose if one trick goes to the other side?"),
    )


def view_continue_step(
    state: Any, *, principles: Any = (), samples: int | None = None, seed: int = 0, prompt: str = ""
) -> Any:
    """After a 7–0, from the seat of the player to act (the other hands hidden): play on for 13–0, or stop?
    Judged over ``samples`` deals of the hidden cards that fit what he has seen (:func:`tutor.analysis.sampled_costs`,
    each solved exactly), by the average result (ranked as :func:`exchange_value` ranks them; the learner is told
    how often each choice makes the 13–0 and how often it loses the 7–0)."""
    from ... import analysis
    from ..steps import Scenario
    from . import decision_step

    seat = state.to_act
    n = analysis.HINT_SAMPLES.get("satat", 10) if samples is None else samples
    view = state.view(seat)
    found = analysis.sampled_costs(view, samples=n, seed=seed)
    n = found[GO].samples
    made = found[GO].best
    go, stop = DECISIONS
    tried = {
        gettext(go): (GO, -found[GO].loss, _made(made, n)),
        gettext(stop): (STOP, -found[STOP].loss, KEEPS_ALL.say(n=n)),
    }
    return decision_step(
        state,
        tried,
        prompt=prompt or DECIDE_SEAT.say(seat=gettext(satat.SEATS[seat])),
        scenario=Scenario(
            game=satat,
            trump=state.trump,
            text=ONLY_YOURS.say(situation=_words(view)),
            shown=((gettext("Your hand"), tuple(state.hand(seat).sorted())),),
        ),
        after=OVER_FITTING.say(deals=n),
        doing=gettext("If you"),
        principles=principles,
        hints=_decision_hints(),
    )


def _tally(results: Sequence[int]) -> str:
    """What a choice led to over sampled deals, as results a player counts (never a number of tricks a 7–0 stands
    for): ``results`` are :func:`exchange_value`'s, one per deal.

    >>> _tally([3, -1, 20, -20])  # a 7–0 is 20 in exchange_value's ranking
    'your side wins the deal in 2 of the 4 (with a 7–0 or a 13–0 in 1), and the other side makes a 7–0 in 1'
    >>> _tally([-2, -2])
    'your side loses the deal in both'
    """
    from ...analysis.satat import SEVEN_ZERO

    n = len(results)
    wins = sum(value > 0 for value in results)
    big = sum(value >= SEVEN_ZERO for value in results)
    theirs = sum(value <= -SEVEN_ZERO for value in results)
    if not wins:
        said = gettext("your side loses the deal in both") if n == 2 else LOSES_ALL.say(n=n)
    else:
        said = WINS_SOME.say(wins=wins, n=n)
    if big:
        said += WITH_BIG.say(big=big)
    if theirs:
        said += THEIRS.say(theirs=theirs)
    return said


LOSES_ALL = Template("your side loses the deal in all {n}")
WINS_SOME = Template("your side wins the deal in {wins} of the {n}")
WITH_BIG = Template(" (with a 7–0 or a 13–0 in {big})")
THEIRS = Template(", and the other side makes a 7–0 in {theirs}")
"""What a choice led to over sampled deals (:func:`_tally`), in pieces."""


def _made(made: int, n: int) -> str:
    """How often playing on made the 13–0 over ``n`` deals, in words."""
    if not made:
        return LOSES_EVERY.say(n=n)
    if made == n:
        return TAKES_EVERY.say(n=n)
    return TAKES_SOME.say(made=made, n=n, rest=n - made)


LOSES_EVERY = Template("your side loses a trick, and the 7–0 with it, in every one of the {n}")
TAKES_EVERY = Template("your side takes all thirteen tricks in every one of the {n}")
TAKES_SOME = Template(
    "your side takes all thirteen tricks in {made} of the {n}, and loses a trick, and the 7–0 with it, in the "
    "other {rest}"
)


# -- the deals the lesson teaches on ----------------------------------------------------------------------------

SIGNALS_TABLE = satat.SatatRules(signals=satat.TableSignals.ALL)
"""The table of the Vire positions: all five signals allowed (the bots give Pile and Grate, the Vire is the
partner's)."""

POSITIONS: dict[str, tuple[int, str]] = {
    "count-example": (
        266,
        "trumps ♦ | play A♠ | play J♠ | play 3♠ | play 5♠ | play A♣ | play 5♣ | play 2♣ | play 3♣ | play 2♠ | play "
        "Q♠ | play K♠ | play 10♠ | play 6♠ | play 5♦ | play 4♠ | play 6♣ | play K♣ | play 4♣ | play 9♣ | play 7♣ | "
        "play Q♣ | play 2♦ | play A♦ | play 7♠ | play A♥ | play 6♥ | play 3♥ | play 7♥ | play 4♥ | play 8♥ | play "
        "7♦ | play 10♥ | play 8♣ | play 4♦ | play 2♥",
    ),
    "count-shown": (
        374,
        "trumps from the last four | turn card 3 of the last four | play 7♥ | play 6♥ | play 3♥ | play 8♥ | play A♥"
        " | play 9♥ | play 5♣ | play J♥ | play 4♥ | play K♥ | play 3♠ | play Q♥ | play 2♦ | play K♦ | play 9♦ | "
        "play 3♦ | play A♦ | play 10♦ | play 6♦ | play 5♦ | play 2♣ | play A♣ | play 3♣ | play 10♣ | play 5♥ | play"
        " 10♥ | play 6♠ | play 10♠ | play K♣ | play 4♣ | play 9♣ | play Q♣ | play 4♦ | play A♠ | play J♦",
    ),
    "count-seat": (
        229,
        "trumps ♥ | play A♠ | play 8♠ | play 4♠ | play 3♠ | play A♦ | play 2♦ | play 6♦ | play 4♦ | play 2♠ | play "
        "K♠ | play 6♠ | play 9♠ | play A♣ | play 3♣ | play 5♣ | play 6♣ | play K♦ | play 3♥ | play 2♥ | play 5♠ | "
        "play Q♦ | play 4♥ | play 3♦ | play 7♠ | play Q♠ | play J♠ | play 4♣ | play 10♥ | play 5♦ | play 8♥ | play "
        "8♦ | play Q♣ | play 10♠ | play A♥ | play K♣",
    ),
    "draw-example": (
        364,
        "trumps ♥ | play A♥ | play 3♥ | play 5♥ | play 4♥ | play A♣ | play 2♣ | play 6♣ | play 3♣ | play 2♦ | play "
        "A♦ | play 4♦ | play 5♣ | play 3♦ | play K♦ | play 7♥ | play 5♦ | play 4♠ | play 2♠ | play J♠ | play 5♠ | "
        "play J♦ | play 7♦ | play 8♣ | play Q♦ | play 6♦ | play K♥ | play 8♦ | play 10♣ | play A♠ | play 8♥ | play "
        "2♥ | play 10♠ | play 6♠ | play Q♥ | play 3♠ | play 10♦",
    ),
    "draw-shown": (
        203,
        "trumps ♦ | play A♦ | play 2♦ | play 6♦ | play 3♦ | play K♦ | play 5♠ | play 8♦ | play 5♦ | play Q♦ | play "
        "6♠ | play 10♦ | play 7♦ | play A♠ | play 2♣ | play 2♠ | play 4♠ | play 4♥ | play 6♥ | play 3♥ | play 8♥ | "
        "play 8♠ | play 3♠ | play 7♣ | play 10♠ | play K♠ | play 9♠ | play 5♥ | play 9♣ | play 7♠ | play J♠ | play "
        "4♦ | play 2♥ | play A♣ | play 3♣ | play K♣ | play J♣ | play J♥ | play 4♣ | play A♥ | play 7♥",
    ),
    "draw-seat": (
        347,
        "trumps ♥ | play A♥ | play 5♥ | play 3♥ | play 10♥ | play A♦ | play 2♦ | play 5♦ | play 8♦ | play A♣ | play"
        " 5♣ | play 2♣ | play 3♣ | play 6♠ | play 9♠ | play 2♠ | play 4♠ | play K♦ | play 6♦ | play J♦ | play 3♦ | "
        "play 4♦ | play 7♥ | play J♥ | play 2♥ | play Q♦ | play 9♦ | play 3♠ | play Q♥ | play A♠ | play 8♠ | play "
        "10♦ | play 7♠ | play 5♠ | play K♠ | play 8♥ | play 4♣",
    ),
    "playon-example": (
        706,
        "trumps ♥ | play A♥ | play 7♥ | play 4♥ | play 6♥ | play K♥ | play 8♥ | play 5♥ | play J♥ | play A♣ | play "
        "3♣ | play 4♣ | play 2♣ | play 3♠ | play 6♠ | play K♠ | play 4♠ | play A♠ | play J♠ | play 5♠ | play 8♠ | "
        "play K♣ | play 5♣ | play J♣ | play 6♣ | play 2♠ | play Q♥ | play 2♥ | play 10♠",
    ),
    "playon-shown": (
        1747,
        "trumps ♥ | play A♥ | play 2♦ | play 3♥ | play 6♥ | play K♥ | play 5♦ | play 4♥ | play 9♦ | play 4♠ | play "
        "2♠ | play J♥ | play 5♠ | play Q♥ | play 10♦ | play 7♥ | play 3♠ | play A♦ | play J♦ | play 6♦ | play Q♦ | "
        "play A♣ | play 6♣ | play 3♣ | play 2♣ | play K♦ | play 7♣ | play 7♦ | play 7♠",
    ),
    "playon-seat": (
        1411,
        "trumps ♦ | play A♦ | play 9♦ | play 2♦ | play 7♦ | play 2♠ | play 3♠ | play A♠ | play 7♠ | play K♦ | play "
        "8♦ | play 3♦ | play 4♠ | play Q♦ | play 9♠ | play 5♦ | play 8♠ | play A♣ | play 7♣ | play 2♣ | play 3♣ | "
        "play 5♠ | play 9♣ | play Q♠ | play 10♠ | play J♦ | play 4♥ | play 4♦ | play 10♣",
    ),
    "vire-example": (
        326,
        "trumps ♥ | play A♥ (pile) | play 4♥ | play 8♥ | play 6♥ | play 5♠ | play 8♠ | play A♠ (pile) | play 2♠ | "
        "play 2♦ | play 6♦ | play Q♦ | play A♦ (pile) | play K♠ (pile) | play 3♠ | play 4♠ | play 6♠ | play 2♣ | "
        "play 8♣ | play A♣ (pile) | play 7♣ (grate) | play 5♣ | play 3♥ | play 3♣ | play 9♣ | play 3♦ | play 9♦ "
        "(grate) | play K♦ (pile) | play 10♦ | play Q♠ (pile, grate) | play 10♠ (grate) | play 7♠ (vire) | play 9♠ "
        "(grate)",
    ),
    "vire-shown": (
        1842,
        "redeal (no picture) | redeal (no picture) | trumps ♥ | play 2♠ | play A♠ (pile) | play 8♠ | play 4♠ | play"
        " 3♦ | play 2♦ | play A♦ (pile) | play 7♦ | play A♣ (pile) | play 2♣ | play 5♣ | play 6♣ | play 6♦ | play "
        "9♦ (grate) | play Q♦ | play K♦ (pile) | play A♥ (pile) | play 4♣ | play 6♥ | play 3♥ | play 4♦ (grate) | "
        "play 8♦ | play J♥ (grate) | play 5♦ (grate) | play 2♥ (grate) | play 4♥ | play 5♥ | play 8♣ | play K♠ "
        "(pile) | play 3♠ (grate) | play J♠ (grate) | play 7♠ | play K♣ (pile) | play 10♣ (grate) | play 7♣ (vire) "
        "| play 9♣ (grate)",
    ),
    "vire-seat": (
        2272,
        "trumps ♣ | play A♣ (pile) | play 2♣ | play 8♣ | play 7♣ | play 2♦ | play 3♦ | play 5♦ | play A♦ (pile, "
        "grate) | play A♠ (pile) | play 8♠ | play 3♠ | play 9♠ (grate) | play 5♥ | play 8♥ (grate) | play A♥ (pile)"
        " | play 4♥ | play 7♦ | play Q♦ | play 10♣ (grate) | play 4♦ | play K♥ (pile) | play 4♣ | play 3♥ | play 6♥"
        " | play 10♠ | play Q♠ | play 9♣ | play 2♠ | play K♦ (pile) | play 4♠ | play 10♦ (vire) | play 8♦ (grate)",
    ),
    "give-example": (4, "trumps ♦ | give 4♥ | give 9♦"),
    "give-shown": (71, "trumps from the last four | turn card 3 of the last four | give 4♦"),
    "give-seat": (20, "trumps ♦ | give 3♠ | give 2♦"),
}
"""The positions of the Satat play lesson (``lessons/21-satat-play.md``), by name: a seed and the actions of the
deal up to the position (:func:`~tutor.lesson.principles.record`), found among deals the bots played
(:func:`~tutor.lesson.principles.find_moments`, and for the Vire deals where the partner of the leader gave a Vire
when he had none of the suit asked and held a trump) and kept as actions, so that a new bot does not move them. For
each principle an example (``-example``), a position with every card shown (``-shown``) and one seen from the seat
(``-seat``). The ``vire-`` deals are played at :data:`SIGNALS_TABLE`; the ``give-`` deals follow the 7–0 of
``playon-example`` (:func:`seven_zero`)."""


def seven_zero() -> Any:
    """The outcome of ``playon-example`` stopped at 7–0: the deal before the ``give-`` positions' exchange."""
    return position("playon-example").apply(STOP).outcome()


def position(name: str) -> Any:
    """The position ``name`` of :data:`POSITIONS`, replayed."""
    seed, actions = POSITIONS[name]
    moves = [a for a in actions.split(" | ") if a.strip()]
    if name.startswith("vire-"):
        return satat.replay(seed, moves, rules=SIGNALS_TABLE)
    if name.startswith("give-"):
        return satat.replay(seed, moves, previous=seven_zero())
    return satat.replay(seed, moves)
