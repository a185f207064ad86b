"""Drills: endless exercises for a topic, each from a seeded random deal, graded by the rules API.

Every game gets the same three card drills, because every game module has ``legal_plays`` and
``trick_winner``:

* :func:`legal_cards` -- "which cards may you play?" (choose them all);
* :func:`play_legal` -- "play a card you may play" (click one);
* :func:`winner` -- "who wins this trick?";
* :func:`win_trick` -- "play a card that wins the trick".

And some for a game's own topic: :func:`piquet_declarations` -- "score these declarations";
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
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from ..cards import FRENCH_32, Card, CardSet, Suit, deal, shuffled
from .adapt import game_deck, game_module, game_name
from .session import Drill
from .steps import Kind, Scenario, Step, choice, choose_cards, play_card, which_wins

__all__ = [
    "GAMES",
    "RandomTrick",
    "Setup",
    "legal_cards",
    "piquet_declarations",
    "play_legal",
    "random_trick",
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


GAMES: dict[str, Setup] = {
    "basic": Setup(4, (4, 9), True, "Plain trick-taking"),
    "satat": Setup(4, (5, 10), True, "Satat"),
    "saskop": Setup(4, (4, 9), True, "Saskop"),
    "piquet": Setup(2, (5, 12), False, "Piquet"),
    "subastao": Setup(3, (5, 10), True, "Subastao"),
}
"""The exercise setup of each game (by module name)."""


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
    setup = GAMES.get(game_name(game), GAMES["basic"])
    rng = random.Random(seed)
    deck = game_deck(game)
    size = rng.randint(*setup.hand_sizes)
    size = min(size, len(deck) // setup.players)
    hands, _ = deal(shuffled(deck.cards, rng.randrange(1 << 30)), hands=setup.players, packets=(size,))
    trump = rng.choice(deck.suits) if setup.trumps else None
    if trump is not None:
        rules = {**rules, "trump": trump}
    if cards_played is None:
        cards_played = rng.randrange(1, setup.players) if rng.random() < 0.85 else 0
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
    setup = GAMES.get(game_name(game), GAMES["basic"])

    def make_step(n: int) -> Step:
        for attempt in range(50):  # some random deals make a poor exercise (nothing to choose): deal again
            step = make(game, n * 1000 + attempt)
            if step is not None and step.answers() and step.wrong_answers():
                return step
        raise RuntimeError(f"no gradable exercise for {title!r} from seed {n}")  # pragma: no cover

    return Drill(f"{title} ({setup.title})", make_step, seed=seed)


def legal_cards(game: Any, seed: int = 0, **rules: Any) -> Drill:
    """Drill "which cards may you play?": choose every legal card of a random hand."""

    def make(game: Any, n: int) -> Step:
        moment = random_trick(game, n, **rules)
        return choose_cards(game, moment.hand, moment.trick, trump=moment.trump, **rules)

    return _drill(game, "Which cards may you play?", make, seed)


def play_legal(game: Any, seed: int = 0, **rules: Any) -> Drill:
    """Drill "play a card you may play", on hands where some cards are not allowed."""

    def make(game: Any, n: int) -> Step:
        moment = random_trick(game, n, cards_played=None, **rules)
        if not moment.trick:
            return None
        return play_card(game, moment.hand, moment.trick, trump=moment.trump, **rules)

    return _drill(game, "Play a card you may play", make, seed)


def winner(game: Any, seed: int = 0, **rules: Any) -> Drill:
    """Drill "which card wins this trick?" on a complete random trick."""
    setup = GAMES.get(game_name(game_module(game)), GAMES["basic"])

    def make(game: Any, n: int) -> Step:
        moment = random_trick(game, n, cards_played=setup.players, **rules)
        return which_wins(game, moment.trick, trump=moment.trump, **rules)

    return _drill(game, "Which card wins this trick?", make, seed)


def win_trick(game: Any, seed: int = 0, **rules: Any) -> Drill:
    """Drill "play a card that wins the trick", on hands where some legal cards win and some do not."""
    setup = GAMES.get(game_name(game_module(game)), GAMES["basic"])

    def make(game: Any, n: int) -> Step:
        rng = random.Random(n)
        moment = random_trick(game, n, cards_played=rng.randrange(1, setup.players), **rules)
        return play_card(game, moment.hand, moment.trick, trump=moment.trump, goal="win", **rules)

    return _drill(game, "Win the trick", make, seed)


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
        wrong = {answer + d for d in (-10, -6, -4, -3, -2, -1, 1, 2, 3, 4, 5, 6, 10, 14, 60)}
        options = sorted({answer, *rng.sample(sorted(w for w in wrong if w >= 0 and w != answer), 3)})
        scenario = Scenario(
            game=piquet,
            text="Every combination is declared; nothing is sunk.",
            shown=(("Elder", CardSet(elder).sorted()), ("Younger", CardSet(younger).sorted())),
        )
        reckoning = "; ".join(str(comparison).splitlines())
        return choice(
            f"How many points does the {('elder', 'younger')[who]} score in hand?",
            options,
            answer=answer,
            why=reckoning,
            scenario=scenario,
            hints=(
                "Compare the points first: the longer suit wins, then the higher pip value.",
                "Only the winner of a category scores in it — all his combinations of that kind.",
            ),
        )

    return _drill(piquet, "Score these declarations", make, seed)


def subastao_bidding(seed: int = 0) -> Drill:
    """Drill "what would you bid?": a random Subastao hand; the evaluator's recommended maximum (or pass) is
    right, and so is one step (5) more cautious; its reasons are the explanation.
    """
    from ..cards import SPANISH_36
    from ..games import subastao

    def make(game: Any, n: int) -> Step:
        rng = random.Random(n)
        want_a_bid = rng.random() < 0.7  # most random hands pass: keep the drill about bidding
        for _ in range(40):
            hand = CardSet(shuffled(SPANISH_36.cards, rng.randrange(1 << 30))[:12])
            best = subastao.evaluate_bid(hand).best
            if best.max_bid is not None or not want_a_bid:
                break
        options: list[Any] = ["pass", *range(subastao.MIN_BID, 165, 5)]
        top = best.max_bid

        def right(value: Any) -> bool:
            if top is None:
                return value == "pass"
            return value in (top, top - 5) or (top == subastao.MIN_BID and value == "pass")

        advice = "pass" if top is None else f"bid up to {top} with {best.trump.word} as trumps"
        return choice(
            "You are mano (you speak first). What is the most you would bid?",
            options,
            answer=right,
            why=f"The evaluator says: {advice}. " + "; ".join(best.reasons),
            scenario=Scenario(game=subastao, hand=hand, text="Subastao: your twelve cards."),
            hints=(
                "Count your sure points: aces and threes you can cash.",
                "Which suit would you choose as trumps? Count its length, and your rey-caballo pairs.",
            ),
            kind=Kind.BID,
        )

    return _drill(subastao, "What would you bid?", make, seed)
