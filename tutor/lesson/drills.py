"""Drills: endless exercises for a topic, each from a seeded random deal, graded by the rules API.

Every game gets the same three card drills, because every game module has ``legal_plays`` and
``trick_winner``:

* :func:`legal_cards` -- "which cards may you play?" (choose them all);
* :func:`play_legal` -- "play a card you may play" (click one);
* :func:`winner` -- "who wins this trick?";
* :func:`win_trick` -- "play a card that wins the trick".

And some for a game's own topic: :func:`piquet_declarations` -- "score these declarations";
:func:`piquet_discard` -- "which cards would you discard?", judged by a simulation of the exchange
(:func:`discard_choice` builds one such step for a given hand);
:func:`subastao_bidding` -- "what would you bid?", judged by the bid evaluator.

>>> drill = legal_cards("basic", seed=1)
>>> step = drill.step
>>> step.check(step.answers()[0]).correct
True
>>> all(not step.check(wrong).correct for wrong in step.wrong_answers())
True
"""

from __future__ import annotations

import random
from collections.abc import Callable, Iterator, Mapping
from dataclasses import dataclass, replace
from typing import Any

from .. import games
from ..cards import FRENCH_32, Card, CardSet, Suit, deal, shuffled
from ..i18n import gettext, gettext_noop, pgettext
from ..sentences import Template, count, join, sentence
from .adapt import game_deck, game_module
from .card_steps import choose_cards, play_card, which_wins
from .principles import broken as breaks
from .session import Drill
from .steps import Feedback, Kind, Scenario, Step, choice
from .words import join_sentences

__all__ = [
    "GAMES",
    "RandomTrick",
    "Setup",
    "bid_choice",
    "bot_discard",
    "declaration_mistakes",
    "discard_choice",
    "legal_cards",
    "piquet_declarations",
    "piquet_discard",
    "play_legal",
    "random_trick",
    "setup",
    "subastao_bidding",
    "win_trick",
    "winner",
]


@dataclass(frozen=True, slots=True)
class Setup:
    """How a random exercise of a game is dealt: players, cards each, whether a trump suit is chosen."""

    players: int
    hand_sizes: tuple[int, int]
    trumps: bool
    title: str
    seats: tuple[str, ...] = ()


def setup(game: Any) -> Setup:
    """How a random exercise of ``game`` (a name, a module, :data:`~tutor.lesson.adapt.BASIC`) is dealt: read
    from the game's description (:func:`tutor.games.describe`; a game without one is an error, not a guess).

    >>> setup("piquet")
    Setup(players=2, hand_sizes=(5, 12), trumps=False, title='Piquet', seats=())
    """
    about = games.describe(game_module(game))
    return Setup(about.drill_players, about.drill_hand_sizes, about.drill_trumps, about.title)


class _Setups(Mapping[str, Setup]):
    def __getitem__(self, name: str) -> Setup:
        return setup(name)

    def __iter__(self) -> Iterator[str]:
        return iter(("basic", *games.GAMES))

    def __len__(self) -> int:
        return 1 + len(games.GAMES)


GAMES: Mapping[str, Setup] = _Setups()
"""The exercise setup of each game (by ``NAME``, and ``"basic"``), read-only: each game's :func:`setup`."""


@dataclass(frozen=True, slots=True)
class RandomTrick:
    """A random moment of play: every player's hand, the trick so far, the trump, whose turn it is."""

    hands: tuple[CardSet, ...]
    trick: tuple[Card, ...]
    trump: Suit | None
    to_play: int

    @property
    def hand(self) -> CardSet:
        """The hand of the player to play."""
        return self.hands[self.to_play]


def random_trick(game: Any, seed: int, *, cards_played: int | None = None, **rules: Any) -> RandomTrick:
    """Deal a random moment of play in ``game`` from ``seed``: earlier cards of the trick are legal plays.

    :param cards_played: how many cards of the trick are already down (random if ``None``).

    >>> moment = random_trick("basic", 5, cards_played=2)
    >>> len(moment.trick), moment.to_play
    (2, 2)
    """
    game = game_module(game)
    how = setup(game)
    rng = random.Random(seed)
    deck = game_deck(game)
    size = rng.randint(*how.hand_sizes)
    size = min(size, len(deck) // how.players)
    hands, _ = deal(shuffled(deck.cards, rng.randrange(1 << 30)), hands=how.players, packets=(size,))
    trump = rng.choice(deck.suits) if how.trumps else None
    if trump is not None:
        rules = {**rules, "trump": trump}
    if cards_played is None:
        cards_played = rng.randrange(1, how.players) if rng.random() < 0.85 else 0
    trick: list[Card] = []
    sets = [CardSet(hand) for hand in hands]
    for player in range(cards_played):
        legal = CardSet(game.legal_plays(sets[player], tuple(trick), **rules))
        card = rng.choice(sorted(legal, key=lambda c: c.index))
        trick.append(card)
        sets[player] = sets[player].removed(card)
    return RandomTrick(tuple(sets), tuple(trick), trump, cards_played)


def _drill(game: Any, title: str, make: Callable[[Any, int], Step | None], seed: int) -> Drill:
    game = game_module(game)
    how = setup(game)

    def make_step(n: int) -> Step:
        for attempt in range(50):  # some random deals make a poor exercise (nothing to choose): deal again
            step = make(game, n * 1000 + attempt)
            if step is not None and step.answers() and step.wrong_answers():
                return step
        raise RuntimeError(f"no gradable exercise for {title!r} from seed {n}")  # pragma: no cover

    return Drill(f"{gettext(title)} ({gettext(how.title)})", make_step, seed=seed)


# the drills' own sentences (Piquet's declarations, Subastao's bids, Piquet's discards)
HOW_MANY = Template("How many points does the {role} score in hand?")
LEAVES_OUT = Template("That leaves out the {me}'s {label}{worth}.")
COUNTS_OTHERS = Template(
    "That counts the {other}'s {label}{worth} for the {me}: only the winner of a category scores in it."
)
WHAT_OTHER_SCORES = Template("That is what the {other} scores in hand, not the {me}.")
DO_NOT_ADD_UP = Template(
    "The {me}'s combinations do not add up to {value}: count only the categories he wins."
)
SCORES_MORE = Template(
    "The {me} scores more than {value}: count every category he wins, with all its combinations."
)
TOO_HIGH = Template(
    "A bid of {value} is too high: with its best trumps the evaluator expects this hand to take fewer than "
    "{value} points."
)
NO_MARGIN = Template(
    "A bid of {value} leaves no margin: the evaluator expects hardly more than {value} points, and one bad deal "
    "of the other cards fails it."
)
WORTH_MORE = Template(
    "This hand is worth more than {value}: the evaluator expects it to make {value} with points to spare, so a "
    "higher bid keeps another player from winning the auction cheaply."
)
BID_UP_TO = Template("bid up to {top} with {trump} as trumps")
EVALUATOR_SAYS = Template("The evaluator says: {advice}.")
FIGURES_MORE = Template(
    "Over {samples:deal} of the cards you cannot see, your declarations score {margin} more than the "
    "opponent's on average, and your point is good in {good} of them."
)
FIGURES_FEWER = Template(
    "Over {samples:deal} of the cards you cannot see, your declarations score {margin} fewer than the "
    "opponent's on average, and your point is good in {good} of them."
)
BREAKS_DISCARD = Template(
    "It breaks “{principle}” and scores about {less} less in hand on average than another discard: {how}."
)
LESS_IN_HAND = Template("On average it scores about {less} less in hand than another discard.")
THROWING_MORE = Template("Throwing {label}: {margin} more than the opponent's.")
THROWING_FEWER = Template("Throwing {label}: {margin} fewer than the opponent's.")
ON_AVERAGE = Template("Your declarations on average, against the opponent's: {explanation}")
YOU_ARE_ROLE = Template("You are the {role}. Which cards would you discard?")
BEFORE_EXCHANGE = Template("Piquet: you are the {role}, before the exchange.")
TAKE_IN = Template("You are the {role}: you will take in {taken:card}. Which would you discard?")


def legal_cards(game: Any, seed: int = 0, **rules: Any) -> Drill:
    """Drill "which cards may you play?": choose every legal card of a random hand."""

    def make(game: Any, n: int) -> Step:
        moment = random_trick(game, n, **rules)
        return choose_cards(game, moment.hand, moment.trick, trump=moment.trump, **rules)

    return _drill(game, gettext_noop("Which cards may you play?"), make, seed)


def play_legal(game: Any, seed: int = 0, **rules: Any) -> Drill:
    """Drill "play a card you may play", on hands where some cards are not allowed."""

    def make(game: Any, n: int) -> Step | None:
        moment = random_trick(game, n, cards_played=None, **rules)
        if not moment.trick:
            return None
        return play_card(game, moment.hand, moment.trick, trump=moment.trump, **rules)

    return _drill(game, gettext_noop("Play a card you may play"), make, seed)


def winner(game: Any, seed: int = 0, **rules: Any) -> Drill:
    """Drill "which card wins this trick?" on a complete random trick."""
    how = setup(game)

    def make(game: Any, n: int) -> Step:
        moment = random_trick(game, n, cards_played=how.players, **rules)
        return which_wins(game, moment.trick, trump=moment.trump, **rules)

    return _drill(game, gettext_noop("Which card wins this trick?"), make, seed)


def win_trick(game: Any, seed: int = 0, **rules: Any) -> Drill:
    """Drill "play a card that wins the trick", on hands where some legal cards win and some do not."""
    how = setup(game)

    def make(game: Any, n: int) -> Step:
        rng = random.Random(n)
        moment = random_trick(game, n, cards_played=rng.randrange(1, how.players), **rules)
        return play_card(game, moment.hand, moment.trick, trump=moment.trump, goal="win", **rules)

    return _drill(game, gettext_noop("Win the trick"), make, seed)


def piquet_declarations(seed: int = 0) -> Drill:
    """Drill "score these declarations": two random Piquet hands after the exchange; how many points does
    the elder (or the younger) score in hand? Graded by ``piquet.compare_hands`` (point, sequences, sets,
    repique), whose full reckoning is the explanation.
    """
    from ..games import piquet

    def make(game: Any, n: int) -> Step:
        rng = random.Random(n)
        cards = shuffled(FRENCH_32.cards, rng.randrange(1 << 30))
        elder, younger = cards[:12], cards[12:24]
        comparison = piquet.compare_hands(CardSet(elder), CardSet(younger))
        who = rng.randrange(2)
        answer = comparison.totals[who]
        mistakes = declaration_mistakes(comparison, who)
        others = sorted(
            v for v in (answer + d for d in (-6, -4, -3, -2, -1, 1, 2, 3, 4, 6, 10, 14)) if v >= 0
        )
        wrong = dict(list(mistakes.items())[:3])
        for value in rng.sample(others, len(others)):
            if len(wrong) >= 3:
                break
            wrong.setdefault(value, mistakes.get(value) or _off(comparison, who, value))
        scenario = Scenario(
            game=piquet,
            text=gettext("Every combination is declared; nothing is sunk."),
            shown=(
                (gettext("Elder"), CardSet(elder).sorted()),
                (gettext("Younger"), CardSet(younger).sorted()),
            ),
        )
        reckoning = join_sentences(sentence(line) for line in str(comparison).splitlines())
        return choice(
            HOW_MANY.say(role=gettext(ROLES[who])),
            answer=answer,
            wrong=wrong,
            why=reckoning,
            scenario=scenario,
            hints=(
                gettext("Compare the points first: the longer suit wins, then the higher pip value."),
                gettext("Only the winner of a category scores in it — all his combinations of that kind."),
            ),
        )

    return _drill(piquet, gettext_noop("Score these declarations"), make, seed)


ROLES = ("elder", "younger")


def declaration_mistakes(comparison: Any, who: int) -> dict[int, str]:
    """The totals a learner reaches by a slip in reckoning a Piquet hand (``piquet.compare_hands``) for the player
    ``who`` (0 elder, 1 younger), each with the slip in words: a category of his left out, one of the opponent's
    counted for him, the opponent's total. None is the right total.
    """
    me, other = gettext(ROLES[who]), gettext(ROLES[1 - who])
    total = comparison.totals[who]
    found: dict[int, str] = {}
    for event in comparison.events:
        label, points = gettext(event.score.value[1]), event.points
        worth = f" ({count(points, 'point')})" if points != total else ""  # never the right total, in figures
        if int(event.seat) == who:
            found.setdefault(total - points, LEAVES_OUT.say(me=me, label=label, worth=worth))
        else:
            found.setdefault(total + points, COUNTS_OTHERS.say(other=other, label=label, worth=worth, me=me))
    found.setdefault(comparison.totals[1 - who], WHAT_OTHER_SCORES.say(other=other, me=me))
    found.pop(total, None)
    return {value: reason for value, reason in found.items() if value >= 0}


def _off(comparison: Any, who: int, value: int) -> str:
    """Why ``value`` is not what ``who`` scores in hand, when no single slip gives it."""
    me = gettext(ROLES[who])
    if value > comparison.totals[who]:
        return DO_NOT_ADD_UP.say(me=me, value=value)
    return SCORES_MORE.say(me=me, value=value)


def subastao_bidding(seed: int = 0) -> Drill:
    """Drill "what would you bid?": a random Subastao hand, judged by :func:`bid_choice` (the evaluator's
    recommended maximum, or one step more careful)."""
    from ..cards import SPANISH_36
    from ..games import subastao

    def make(game: Any, n: int) -> Step:
        rng = random.Random(n)
        want_a_bid = rng.random() < 0.7  # most random hands pass: keep the drill about bidding
        for _ in range(40):
            hand = CardSet(shuffled(SPANISH_36.cards, rng.randrange(1 << 30))[:12])
            if subastao.evaluate_bid(hand).best.max_bid is not None or not want_a_bid:
                break
        return bid_choice(
            hand, scenario=Scenario(game=subastao, hand=hand, text=gettext("Subastao: your twelve cards."))
        )

    return _drill(subastao, gettext_noop("What would you bid?"), make, seed)


def bid_choice(
    hand: Any,
    *,
    prompt: str = gettext_noop("You are mano (you speak first). What is the most you would bid?"),
    scenario: Scenario | None = None,
    hints: tuple[str, ...] = (),
) -> Step:
    """A Subastao step "what is the most you would bid?" on a 12-card ``hand``: the evaluator's recommended
    maximum (``subastao.evaluate_bid``) is right, and so is one step (5) more careful; pass when it says pass.
    A wrong bid is told why from the evaluator's expectation, without the figure that gives the answer away;
    the evaluator's reasons are the explanation.

    >>> step = bid_choice("AO 3O RO CO 6O AC 5C AE 7E SB 5B 4B")
    >>> [step.label(a) for a in step.answers()]
    ['100', '105']
    >>> print(step.check(130))
    Not that one. A bid of 130 is too high: with its best trumps the evaluator expects this hand to take fewer than 130 points.
    """
    from ..games import subastao

    best = subastao.evaluate_bid(hand).best
    top, expected = best.max_bid, best.expected
    options = {pgettext("call", "pass"): "pass"} | {str(bid): bid for bid in range(subastao.MIN_BID, 165, 5)}

    def right(value: object) -> bool:
        if top is None:
            return value == "pass"
        return value in (top, top - 5) or (top == subastao.MIN_BID and value == "pass")

    def why_not(value: Any) -> str:
        if value == "pass":
            return gettext(
                "This hand is worth a bid: the evaluator expects it to take more than the lowest bid, 60."
            )
        if value > expected:
            return TOO_HIGH.say(value=value)
        if top is None or value > top:
            return NO_MARGIN.say(value=value)
        return WORTH_MORE.say(value=value)

    advice = (
        pgettext("call", "pass") if top is None else BID_UP_TO.say(top=top, trump=gettext(best.trump.word))
    )
    return choice(
        gettext(prompt),
        options,
        answer=right,
        wrong=why_not,
        why=join_sentences(
            [EVALUATOR_SAYS.say(advice=advice), *(sentence(reason) for reason in best.reasons)]
        ),
        scenario=scenario,
        hints=hints
        or (
            gettext("Count your sure points: aces and threes you can cash."),
            gettext("Which suit would you choose as trumps? Count its length, and your rey-caballo pairs."),
        ),
        kind=Kind.BID,
    )


def bot_discard(state: Any) -> tuple[Card, ...]:
    """The cards Piquet's bot lays out in the exchange of the player to act in ``state``."""
    from ..games import piquet

    bot, seat, thrown = piquet.Bot(seed=0), state.to_act, list[Card]()
    while state.phase is piquet.Phase.EXCHANGE and state.to_act == seat:
        action = bot.choose(state)
        if isinstance(action, piquet.Discard) and action.card is not None:
            thrown.append(action.card)
        state = state.apply(action)
    return tuple(thrown)


def _cards_label(cards: Any) -> str:
    return " ".join(card.unicode() for card in CardSet(cards).sorted())


def discard_choice(
    hand: Any,
    options: Any,
    *,
    role: str = "elder",
    left: int = 0,
    tolerance: float = 1.5,
    samples: int = 300,
    seed: Any = 0,
    prompt: str = "",
    text: str = "",
    hints: tuple[str, ...] = (),
    principles: Any = (),
    state: Any = None,
) -> Step:
    """A Piquet step "which cards would you discard?": each option (a few cards of ``hand``) is tried by
    ``piquet.estimate_discard`` on the same random deals; the options whose average score in hand is within
    ``tolerance`` of the best are right. A wrong option is told how much it loses and what it throws away;
    every option's figures are the explanation shown with the answer.

    With ``principles`` (:mod:`tutor.lesson.principles`) and ``state`` (the exchange, the player to act the one
    who discards), a wrong option is told first the principle it breaks, and how.
    """
    from ..games import piquet

    cards = CardSet(piquet.parse_cards(hand) if isinstance(hand, str) else hand)
    tried = {}
    for option in options:
        thrown = tuple(CardSet(piquet.parse_cards(option) if isinstance(option, str) else option).sorted())
        tried[thrown] = piquet.estimate_discard(
            cards, thrown, role=role, left=left, samples=samples, seed=seed
        )
    best = max(estimate.margin for estimate in tried.values())

    def figures(estimate: Any) -> str:
        margin = estimate.margin
        said = FIGURES_MORE if margin >= 0 else FIGURES_FEWER
        return said.say(
            samples=samples, margin=count(abs(round(margin, 1)), "point"), good=f"{estimate.point:.0%}"
        )

    def verdict(thrown: Any) -> tuple[bool, str]:
        estimate = tried[thrown]
        what = sentence(
            join(estimate.reasons) or gettext("it keeps your point, your sequences and your sets")
        )
        if best - estimate.margin <= tolerance:
            return True, join_sentences([what, figures(estimate)])
        less = count(round(best - estimate.margin), "point")
        found = breaks(principles, state, CardSet(thrown)) if principles else ()
        if found:
            principle, how = found[0]
            broke = BREAKS_DISCARD.say(principle=gettext(principle.name), less=less, how=how)
            return False, join_sentences([broke, figures(estimate)])
        return False, join_sentences([what, LESS_IN_HAND.say(less=less), figures(estimate)])

    labels = {_cards_label(thrown): thrown for thrown in tried}
    explanation = join_sentences(
        (THROWING_MORE if tried[thrown].margin >= 0 else THROWING_FEWER).say(
            label=label, margin=count(abs(round(tried[thrown].margin, 1)), "point")
        )
        for label, thrown in labels.items()
    )
    step = choice(
        prompt or YOU_ARE_ROLE.say(role=gettext(role)),
        labels,
        answer=lambda thrown: verdict(thrown)[0],
        wrong=lambda thrown: verdict(thrown)[1],
        scenario=Scenario(
            game=piquet,
            text=text or BEFORE_EXCHANGE.say(role=gettext(role)),
            shown=((gettext("Your hand"), tuple(cards.sorted())),),
        ),
        hints=hints
        or (
            gettext("Which suit is your point? Keep it."),
            gettext("Look for cards in a row, and for three or four aces, kings, queens, jacks or tens."),
        ),
    )

    def judge(thrown: Any) -> Feedback:
        if thrown not in tried:
            return Feedback(False, gettext("That is not one of the discards offered."))
        ok, reason = verdict(thrown)
        return Feedback(ok, gettext("Right.") if ok else gettext("Not the best discard here."), reason)

    return replace(step, judge=judge, explanation=ON_AVERAGE.say(explanation=explanation))


def piquet_discard(seed: int = 0, *, tolerance: float = 1.5, samples: int = 300) -> Drill:
    """Drill "which cards would you discard?": a random Piquet hand of the elder (or the younger, after the
    bot's exchange as elder); the options are the bot's discard and a few others (the lowest cards, the
    shortest suits, a random choice of as many cards); judged by :func:`discard_choice`.
    """
    from ..games import piquet

    def make(game: Any, n: int) -> Step | None:
        rng = random.Random(n)
        state = piquet.start(n)
        role = "elder" if rng.random() < 0.7 else "younger"
        left = 0
        if role == "younger":
            left = 5 - len(bot_discard(state))
            bot = piquet.Bot(seed=0)
            while state.to_act == state.elder:
                state = state.apply(bot.choose(state))
        hand = state.hand(state.younger if role == "younger" else state.elder)
        bot_choice = bot_discard(state)
        count = len(bot_choice)
        ranked = sorted(hand, key=lambda c: (piquet.RANKS.index(c.rank), c.index), reverse=True)
        by_length = sorted(hand, key=lambda c: (len(hand.of_suit(c.suit)), -piquet.RANKS.index(c.rank)))
        options = {bot_choice, tuple(ranked[:count]), tuple(by_length[:count])}
        options.add(tuple(rng.sample(sorted(hand, key=lambda c: c.index), count)))
        options = {tuple(CardSet(o).sorted()) for o in options}
        if len(options) < 3:
            return None
        order = sorted(options, key=lambda o: [c.index for c in o])
        rng.shuffle(order)
        return discard_choice(
            hand,
            order,
            role=role,
            left=left,
            tolerance=tolerance,
            samples=samples,
            seed=n,
            prompt=TAKE_IN.say(role=gettext(role), taken=count),
        )

    return _drill(piquet, gettext_noop("Which cards would you discard?"), make, seed)
