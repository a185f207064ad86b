"""Principles of play: rules of thumb a learner can hold in his head, each with a test, taught by the solver.

A :class:`Principle` is a value: a short name ("Guard your king"), the principle in two sentences a 12-year-old
understands, and a **test**: given a position (a game state, the player to act) and a choice -- a card to play,
or the cards to throw in an exchange -- it says in words how that choice breaks the principle, or ``""`` when it
keeps to it. The test is a rule of thumb read from what the player can see, never the solver: the solver says
what a card costs, the principle says why.

The same machinery serves the four games; each game's principles live in a module of their own
(:mod:`tutor.lesson.principles.piquet`, found by :func:`of_game`), so that a lesson, a drill and the review of a
whole deal at the play table (:mod:`tutor.lesson.review`) name the same principle in the same words.

* :func:`broken` -- the principles a choice breaks, with how;
* :func:`cost_words` -- a loss in words: ``'costs your side 2 tricks'``, ``'costs you 15 points'``;
* :func:`~tutor.lesson.strategy.card_step` and :func:`~tutor.lesson.strategy.view_card_step` take
  ``principles=``: a wrong card is told the principle it breaks and what it costs, never which card is right;
* :func:`example` -- a real deal where keeping to a principle wins and breaking it costs (:class:`Example`);
* :func:`decision_step` -- "which would you choose?" among choices that are no single card (an exchange, Satat's
  "play on for 13-0"), each judged by the caller: a wrong one is told the principle it breaks and what it costs;
* :func:`moment` and :func:`find_moments` -- positions of bot-played deals, and a search for the ones that teach
  a principle.

>>> from tutor.games import piquet
>>> rule = Principle("Lead high", "Lead your highest card. It wins the trick.",
...                  lambda state, card: "" if card.rank is piquet.RANKS[0] else f"the {card.unicode()} is no ace")
>>> rule.broken_by(None, piquet.parse_card("KS"))
'the K♠ is no ace'
"""

from __future__ import annotations

import html
import importlib
from collections.abc import Callable, Iterable, Iterator, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from ... import games
from ...cards import Card, CardSet
from ...i18n import get_language, gettext, gettext_noop, grammar, speaking
from ...sentences import Template, capital, count
from ..adapt import game_module, game_name
from ..steps import LessonError

__all__ = [
    "Example",
    "Principle",
    "broken",
    "cost_said",
    "cost_words",
    "decision_step",
    "despite",
    "example",
    "example_of",
    "find_moments",
    "has_principles",
    "moment",
    "of_game",
    "principle_html",
    "record",
    "recorded",
    "whom",
]

MODULES: Mapping[str, str | None] = games.Facts("principles")
"""The module of each game's principles, by the game's ``NAME``, read-only: what each game's description says
(:class:`~tutor.games.description.Description` ``principles``; ``None`` for a game without)."""


@dataclass(frozen=True)
class Principle:
    """A principle of play.

    :param name: a short name, said in a wrong answer's feedback ("Guard your king").
    :param says: the principle in two sentences a 12-year-old understands.
    :param test: ``(state, choice) -> how``: how ``choice`` (a :class:`~tutor.cards.Card` played by the player to
        act, or a :class:`~tutor.cards.CardSet` of cards thrown in an exchange) breaks the principle at
        ``state``, in words without a capital or a full stop ("the 8♥ was the only card beside your K♥"); ``""``
        when it does not.
    :param game: the game's module name (``'piquet'``).
    """

    name: str
    says: str
    test: Callable[[Any, Any], str] = field(repr=False, compare=False)
    game: str = ""

    def broken_by(self, state: Any, choice: Any) -> str:
        """How ``choice`` breaks this principle at ``state`` (``""``: it does not). ``choice`` may be a card, an
        action playing one, cards thrown (a ``CardSet``, or a list of cards), or another action the player to act
        may take now, a decision that is no card (Satat's "play on for 13-0")."""
        return self.test(state, _choice(choice, state))

    def __str__(self) -> str:
        return f"{self.name}: {self.says}"

    def _repr_html_(self) -> str:
        return principle_html(self)


def principle_html(principle: Principle) -> str:
    """A principle as a box: its name, then its two sentences."""
    return (
        '<div class="tutor-principle" style="border-left:4px solid #1565c0;padding:.3em .8em;margin:.5em 0;'
        f'background:#f3f7fc"><b>{html.escape(gettext(principle.name))}{grammar().stop}</b> '
        f"{html.escape(gettext(principle.says))}</div>"
    )


def _choice(choice: Any, state: Any = None) -> Any:
    """A card (from a card or an action that plays one), the cards thrown as a ``CardSet``, or a decision: an
    action of the player to act at ``state`` that is no card (kept as it is)."""
    if isinstance(choice, Card | CardSet):
        return choice
    card = getattr(choice, "card", None)
    if isinstance(card, Card):
        return card
    if isinstance(choice, Iterable) and not isinstance(choice, str):
        return CardSet(choice)
    if state is not None and not state.is_terminal and choice in state.legal_actions():
        return choice
    raise LessonError(NOT_A_CHOICE.say(value=repr(choice)))


def broken(principles: Iterable[Principle], state: Any, choice: Any) -> tuple[tuple[Principle, str], ...]:
    """The principles among ``principles`` that ``choice`` breaks at ``state``, in their order, each with how."""
    out = []
    for principle in principles:
        how = principle.broken_by(state, choice)
        if how:
            out.append((principle, how))
    return tuple(out)


def despite(principles: Iterable[Principle], state: Any, choice: Any) -> str:
    """For a right choice that breaks one of ``principles``, said honestly (a rule of thumb is not the count):
    ``' It goes against “...”, but here that does no harm: a principle is a guide, the count decides.'``; ``""``
    when it breaks none."""
    found = broken(principles, state, choice)
    if not found:
        return ""
    return DESPITE.say(principle=gettext(found[0][0].name))


DESPITE = Template(
    " It goes against “{principle}”, but here that does no harm: a principle is a guide, the count decides."
)


def has_principles(game: Any) -> bool:
    """Whether ``game`` (a name or a module) has principles of play: its description names their module."""
    return games.describe(game_module(game)).principles is not None


def of_game(game: Any) -> tuple[Principle, ...]:
    """The principles of play written for ``game`` (a name or a module), in teaching order, found by the game's
    name: the module its :class:`~tutor.games.description.Description` names.

    >>> [p.name for p in of_game("piquet")][:2]
    ['The elder attacks', 'The younger defends']

    :raises LessonError: for a game without principles (:func:`has_principles` says whether it has some);
        :class:`~tutor.games.UnknownGame` for a name that is no game's.
    """
    module = games.describe(game_module(game)).principles
    if module is None:
        raise LessonError(
            NO_PRINCIPLES.say(
                game=_game_said(game_module(game)),
                description="Description(principles=...)",
                about="about.py",
            )
        )
    found: tuple[Principle, ...] = importlib.import_module(module).PRINCIPLES
    return found


def _unit(state: Any) -> Any:
    from ... import analysis

    return analysis.adapter_class(game_name(game_module(state.GAME.rsplit(".", 1)[-1])))


YOU = gettext_noop("you")
YOUR_SIDE = gettext_noop("your side")


def whom(state: Any) -> str:
    """Who a loss falls on, said to the learner: ``'you'`` at a table of two and for a player who plays alone
    against the others (Subastao's soloist: the bidding side, ``state.side``, is his seat alone), ``'your side'``
    with partners (in English: :func:`~tutor.i18n.gettext` says it in the language spoken)."""
    if len(game_module(state.GAME.rsplit(".", 1)[-1]).SEATS) == 2:
        return YOU
    side, seat = getattr(state, "side", None), getattr(state, "to_act", None)
    if isinstance(side, int) and isinstance(seat, int) and side == 1 << seat:
        return YOU
    return YOUR_SIDE


def cost_words(state: Any, loss: float, *, value: int = 0, best: int = 0, who: str = "") -> str:
    """What a loss costs the player to act at ``state``, in words: ``'costs your side 2 tricks'``, ``'costs you
    15 points'``, ``'costs your side a 7–0'`` (Satat's big results, from ``value`` and ``best``), ``'costs you
    nothing'``; an average (a float) is said with one decimal. ``who`` names the loser instead of "you".

    >>> from tutor.games import piquet

    >>> cost_words(piquet.start(1), 12), cost_words(piquet.start(1), 1.25)
    ('costs you 12 points', 'costs you 1.2 points')
    """
    return _cost(state, loss, value, best, who, past=False)


# what a loss costs, by whom it falls on ("you", "your side", or a name) and whether the card is played already
_COSTS = {
    (YOU, False): (Template("costs you {amount}"), Template("costs you nothing")),
    (YOUR_SIDE, False): (Template("costs your side {amount}"), Template("costs your side nothing")),
    ("", False): (Template("costs {whom} {amount}"), Template("costs {whom} nothing")),
    (YOU, True): (Template("cost you {amount}"), Template("cost you nothing")),
    (YOUR_SIDE, True): (Template("cost your side {amount}"), Template("cost your side nothing")),
    ("", True): (Template("cost {whom} {amount}"), Template("cost {whom} nothing")),
}


def _cost(state: Any, loss: float, value: int, best: int, who: str, *, past: bool) -> str:
    """:func:`cost_words`, or (``past``) what a card played cost: ``'cost your side 2 tricks'``."""
    who = who or whom(state)
    some, nothing = _COSTS.get((who, past)) or _COSTS["", past]
    if loss <= 0:
        return nothing.say(whom=gettext(who))
    adapter = _unit(state)
    amount = count(round(loss, 1), adapter.unit.removesuffix("s"))
    if isinstance(loss, int):
        with speaking("en"):  # the adapter's words: a Satat 7–0 or 13–0 is not a number of tricks
            said = adapter.loss_words(value, best, loss)
        if said.startswith("costs "):
            amount = gettext(said.removeprefix("costs "))
    return some.say(whom=gettext(who), amount=amount)


BIG_RESULTS = (gettext_noop("a 7–0"), gettext_noop("a 13–0"))
"""The results a loss may be besides a count (Satat's adapter says them in English: ``'costs a 7–0'``), said in
the language spoken by :func:`cost_words`."""


def cost_said(state: Any, loss: float, *, value: int = 0, best: int = 0, who: str = "") -> str:
    """What a card played cost, in words (:func:`cost_words` in the past): ``'cost your side 2 tricks'``.

    >>> from tutor.games import piquet
    >>> cost_said(piquet.start(1), 12)
    'cost you 12 points'
    """
    return _cost(state, loss, value, best, who, past=True)


# -- positions of bot-played deals --------------------------------------------------------------------------


def moment(game: Any, seed: int, plays: int) -> Any:
    """The deal of ``game`` from ``seed``, played by the game's bots (each seat's ``Bot(seed=seed * 10 + seat)``,
    as :func:`~tutor.lesson.strategy.ending` plays them) for ``plays`` actions.

    :raises LessonError: when the deal ends before (a lesson's position that has moved).
    """
    module = game_module(game)
    state = module.start(seed)
    bots = [module.Bot(seed=seed * 10 + s) for s in range(len(module.SEATS))]
    for _ in range(plays):
        if state.is_terminal:
            raise LessonError(DEAL_ENDS.say(game=_game_said(module), seed=seed, plays=plays))
        state = state.apply(bots[state.to_act].choose(state))
    return state


SEPARATOR = " | "


def record(state: Any) -> str:
    """The actions of ``state``'s deal so far as text (each ``str(action)``, which the game reads back), for
    :func:`recorded`: a lesson keeps its positions this way, so that a new bot does not move them."""
    return SEPARATOR.join(str(action) for action in state.history)


def recorded(game: Any, seed: int, actions: str) -> Any:
    """The deal of ``game`` from ``seed`` with ``actions`` (:func:`record`'s text) applied.

    :raises IllegalAction: when an action no longer applies (the game's rules or deal changed).
    """
    module = game_module(game)
    return module.replay(seed, [a for a in actions.split(SEPARATOR) if a.strip()])


def _card_plays(state: Any) -> dict[Card, Any]:
    """The cards the player to act may play now, each with its action (without signals)."""
    out: dict[Card, Any] = {}
    for action in state.legal_actions():
        card = getattr(action, "card", None)
        if isinstance(card, Card) and not getattr(action, "signals", None):
            out.setdefault(card, action)
    return out


def find_moments(
    game: Any,
    principle: Principle,
    seeds: Iterable[int],
    *,
    tricks: tuple[int, int] = (1, 12),
    least: int = 1,
) -> Iterator[tuple[int, int, Any]]:
    """Positions of bot-played deals (:func:`moment`) that teach ``principle``: a card to play by the player to
    act, between ``tricks[0]`` and ``tricks[1]`` tricks from the end, where a card that breaks the principle
    costs at least ``least`` and a best card keeps to it. Yields ``(seed, plays, state)``; solved exactly (use
    it where the solver is quick, or offline to choose a lesson's positions).
    """
    from ... import analysis
    from ..strategy import card_costs

    module = game_module(game)
    for seed in seeds:
        state, plays = moment(module, seed, 0), 0
        bots = [module.Bot(seed=seed * 10 + s) for s in range(len(module.SEATS))]
        while not state.is_terminal:
            if (
                state.phase.name == "PLAY"
                and tricks[0] <= analysis.tricks_left(state) <= tricks[1]
                and len(_card_plays(state)) > 1
                and any(principle.broken_by(state, c) for c in _card_plays(state))
            ):
                costs = card_costs(state)
                bad = [c for c, cost in costs.items() if cost.loss >= least and principle.broken_by(state, c)]
                good = [c for c, cost in costs.items() if not cost.loss and not principle.broken_by(state, c)]
                if bad and good:
                    yield seed, plays, state
            state = state.apply(bots[state.to_act].choose(state))
            plays += 1


# -- an example: keeping to a principle wins, breaking it costs ------------------------------------------------


BEST_AFTER = gettext_noop("with best play after it")
"""How an example's deal is played after the choice, by default (:attr:`Example.after`)."""

_BREAKS_TEXT = "You are {seat}. %s here breaks “{principle}”: {how}. It {cost}: {after}, {outcome}."
_KEEPS_TEXT = "%s keeps to it: {after}, {outcome}."
WHAT_BREAKS = Template(_BREAKS_TEXT % "{what} {choice}")
"""An example's choice that breaks its principle, said of a choice of any kind (``what``: its word)."""
WHAT_KEEPS = Template(_KEEPS_TEXT % "{what} {choice}")
_WHAT = {
    "playing": (Template(_BREAKS_TEXT % "Playing {choice}"), Template(_KEEPS_TEXT % "Playing {choice}")),
    "throwing": (Template(_BREAKS_TEXT % "Throwing {choice}"), Template(_KEEPS_TEXT % "Throwing {choice}")),
    "passing": (Template(_BREAKS_TEXT % "Passing {choice}"), Template(_KEEPS_TEXT % "Passing {choice}")),
    gettext_noop("choosing to"): (
        Template(_BREAKS_TEXT % "Choosing to {choice}"),
        Template(_KEEPS_TEXT % "Choosing to {choice}"),
    ),
}
"""An example's two sentences by the kind of its choices (:attr:`Example.what`), each said whole in a language."""


@dataclass(frozen=True)
class Example:
    """A real position where keeping to ``principle`` wins and breaking it costs, solved exactly.

    :param principle: the principle.
    :param state: the position (every hand known).
    :param follows: the choice that keeps to the principle (a card, or the cards thrown).
    :param breaks: the choice that breaks it.
    :param how: how ``breaks`` breaks it, in words.
    :param loss: what ``breaks`` costs the player against ``follows``, best play afterwards.
    :param after_follows: the end of the deal after ``follows`` in words (best play).
    :param after_breaks: the end of the deal after ``breaks`` in words.
    :param cost: ``loss`` in words (:func:`cost_words`).
    :param what: what the choices are: ``'playing'`` a card or ``'throwing'`` cards.
    :param shown: the cards to show, each with a label, where the hands are not enough (an exchange shows the
        stock); by default every hand, the player to act's first.
    :param after: how the rest of the deal was played, said before each outcome.
    """

    principle: Principle
    state: Any
    follows: Any
    breaks: Any
    how: str
    loss: int
    after_follows: str
    after_breaks: str
    cost: str
    what: str = "playing"
    shown: tuple[tuple[str, tuple[Card, ...]], ...] = ()
    after: str = BEST_AFTER

    def sentences(self) -> tuple[str, str]:
        """The two outcomes in words: the choice that breaks the principle and what it costs, then the one that
        keeps to it (in the language spoken; ``how`` and the outcomes as they were said when the example was
        made)."""
        bad, good = _named(self.breaks), _named(self.follows)
        seat = game_module(self.state.GAME.rsplit(".", 1)[-1]).SEATS[self.state.to_act]
        breaks, keeps = _WHAT.get(self.what, (WHAT_BREAKS, WHAT_KEEPS))
        what = gettext(self.what)
        what = capital(what)
        after = gettext(self.after)
        return (
            breaks.say(
                seat=gettext(seat),
                what=what,
                choice=bad,
                principle=gettext(self.principle.name),
                how=self.how,
                cost=self.cost,
                after=after,
                outcome=self.after_breaks,
            ),
            keeps.say(what=what, choice=good, after=after, outcome=self.after_follows),
        )

    def __str__(self) -> str:
        return "\n".join(self.sentences())

    def _repr_html_(self) -> str:
        from ..render import scenario_html

        bad, good = self.sentences()
        marks = (("#c62828", "✗", bad), ("#2e7d32", "✓", good))
        lines = "".join(
            f'<p style="margin:.3em 0"><b style="color:{colour}">{mark}</b> {html.escape(text)}</p>'
            for colour, mark, text in marks
        )
        return (
            f'<div class="tutor-example">{principle_html(self.principle)}'
            f"{scenario_html(_scenario(self.state, self.shown), hand=False)}{lines}</div>"
        )


THE_CARD = Template("the {card}")


# a lesson author's mistakes (a LessonError: said in the language spoken, the choice or the code quoted as given)
NOT_A_CHOICE = Template("{value} is not a card played, cards thrown or a choice the player may make now")
NO_PRINCIPLES = Template(
    "{game} has no principles of play yet: its description ({description}, in the game's {about}) names the module "
    "that holds them"
)
DEAL_ENDS = Template("{game} deal {seed} ends before {plays} actions")
NO_CARD_BREAKS = Template("no card breaks “{principle}” at a cost here: {where}")
NO_CARD_KEEPS = Template("no best card keeps to “{principle}” here: {where}")
COSTS_NOTHING_MORE = Template("“{principle}”: {breaks} costs nothing more here: {where}")
MUST_BREAK = Template("“{principle}”: {breaks} must break it, {follows} not")
THROWING_COSTS_NOTHING = Template("“{principle}”: throwing {breaks} costs nothing here")


def _game_said(module: Any) -> str:
    """A game's name as a lesson author's error says it: its NAME in English (``'satat'``), the language's own
    name elsewhere (``'サタット'``)."""
    name = game_name(module)
    return name if get_language() == "en" else gettext(name.title())


def _named(choice: Any) -> str:
    if isinstance(choice, Card):
        return THE_CARD.say(card=choice.unicode())
    if not isinstance(choice, Iterable):  # a decision: its own words ("play on for 13-0")
        return gettext(str(choice))
    cards = CardSet(choice).sorted()
    return " ".join(card.unicode() for card in cards)


TO_PLAY = Template("{seat} (to play)")
SEAT_YOU = Template("{seat} (you)")
"""A hand's label: the seat of the player to act (an example's), of the learner (a decision step's)."""


def _scenario(state: Any, shown: tuple[tuple[str, tuple[Card, ...]], ...] = ()) -> Any:
    """The position with every hand shown, the player to act's first (or the cards ``shown``)."""
    from ..steps import Scenario
    from ..words import state_words

    module = game_module(state.GAME.rsplit(".", 1)[-1])
    seat = state.to_act
    # the hands the deal has (Subastao names four seats and deals three)
    order = [seat, *(s for s in range(len(state.hands)) if s != seat)]
    shown = shown or tuple(
        (
            TO_PLAY.say(seat=gettext(module.SEATS[s])) if s == seat else gettext(module.SEATS[s]),
            tuple(CardSet(state.hand(s)).sorted()),
        )
        for s in order
        if state.hand(s) is not None and len(state.hand(s))
    )
    trick = getattr(state, "trick", None)
    plays = tuple(getattr(trick, "plays", ()) or ())
    return Scenario(
        game=None,
        trick=tuple(card for _, card in plays),
        seats=tuple(module.SEATS[s] for s, _ in plays),
        trump=getattr(state, "trump", None),
        text=state_words(state),
        shown=shown,
    )


def example(
    principle: Principle, state: Any, *, breaks: Any = None, follows: Any = None, least: int = 1
) -> Example:
    """The example of ``principle`` at ``state`` (the player to act chooses a card, every hand known): the card
    that breaks it and costs most (or ``breaks``), against a best card that keeps to it (or ``follows``),
    solved exactly by :func:`tutor.analysis.costs`.

    :raises LessonError: when no card here breaks the principle and costs at least ``least``, or no best card
        keeps to it (a lesson's position that has moved).
    """
    from ... import analysis
    from ..strategy import card_costs

    costs = card_costs(state)
    where = f"{state.describe()}"
    if breaks is None:
        bad = [c for c, cost in costs.items() if cost.loss >= least and principle.broken_by(state, c)]
        if not bad:
            raise LessonError(NO_CARD_BREAKS.say(principle=gettext(principle.name), where=where))
        breaks = max(bad, key=lambda c: (costs[c].loss, -c.index))
    if follows is None:
        good = [c for c, cost in costs.items() if not cost.loss and not principle.broken_by(state, c)]
        if not good:
            raise LessonError(NO_CARD_KEEPS.say(principle=gettext(principle.name), where=where))
        follows = min(good, key=lambda c: c.index)
    breaks, follows = _choice(breaks, state), _choice(follows, state)
    how = principle.broken_by(state, breaks)
    if not how or principle.broken_by(state, follows):
        raise LessonError(
            MUST_BREAK.say(principle=gettext(principle.name), breaks=_named(breaks), follows=_named(follows))
        )
    bad_cost, good_cost = costs[breaks], costs[follows]
    loss = bad_cost.loss - good_cost.loss
    if loss < least:
        raise LessonError(
            COSTS_NOTHING_MORE.say(principle=gettext(principle.name), breaks=_named(breaks), where=where)
        )
    return Example(
        principle,
        state,
        follows,
        breaks,
        how,
        loss,
        analysis.describe(state, good_cost.value),
        analysis.describe(state, bad_cost.value),
        cost_words(state, loss, value=bad_cost.value, best=good_cost.value),
    )


def example_of(
    principle: Principle,
    state: Any,
    *,
    follows: Any,
    breaks: Any,
    values: Callable[[Any], tuple[int, str]],
    what: str = "throwing",
    shown: tuple[tuple[str, tuple[Card, ...]], ...] = (),
    after: str = BEST_AFTER,
) -> Example:
    """An example whose choices are not single cards (an exchange): ``values(choice) -> (the player's result,
    the end of the deal in words)``, computed by the caller (e.g. the exchange played on, then the play solved).

    :raises LessonError: unless ``breaks`` breaks the principle, ``follows`` keeps to it, and ``breaks`` costs.
    """
    breaks, follows = _choice(breaks, state), _choice(follows, state)
    how = principle.broken_by(state, breaks)
    if not how or principle.broken_by(state, follows):
        raise LessonError(
            MUST_BREAK.say(principle=gettext(principle.name), breaks=_named(breaks), follows=_named(follows))
        )
    good, good_words = values(follows)
    bad, bad_words = values(breaks)
    if bad >= good:
        raise LessonError(
            THROWING_COSTS_NOTHING.say(principle=gettext(principle.name), breaks=_named(breaks))
        )
    cost = cost_words(state, good - bad, value=bad, best=good)
    return Example(
        principle, state, follows, breaks, how, good - bad, good_words, bad_words, cost, what, shown, after
    )


# -- a choice that is no single card, judged by the caller -------------------------------------------------------

AFTER_ALL = Template("{after}, {outcome}.")
DOES_WORSE = Template("does worse for {whom} over these deals")
ON_AVERAGE = Template("{cost} on average")
BREAKS_AND = Template("It breaks “{principle}” and {lost}: {how}. {said}")
IT_LOSES = Template("It {lost}. {said}")
IT_LOSES_BECAUSE = Template("It {lost}: {reason}. {said}")
DOING = Template("{doing} {label}: {outcome}.")
"""A decision step's words: how a choice was judged and how the deal ends, what a wrong one costs and why, and
each choice's outcome in the answer shown (``doing``: the caller's word, "Throwing")."""


def decision_step(
    state: Any,
    tried: Mapping[str, tuple[Any, float, str]],
    *,
    prompt: str,
    scenario: Any,
    after: str,
    doing: str,
    principles: Sequence[Principle] = (),
    tolerance: float = 0,
    reasons: Callable[[Any], Sequence[str]] | None = None,
    hints: Sequence[str] = (),
) -> Any:
    """A "which would you choose?" step among choices that are no single card -- the cards thrown in an exchange,
    a decision such as Satat's "play on for 13-0" -- each judged by the caller: ``tried[label] = (choice, its value
    for the player to act, the end of the deal in words)``. The choices within ``tolerance`` of the best value are
    right. A wrong one is told the first of ``principles`` it breaks and what it costs (:func:`cost_words`; "on
    average" where the values are averages, floats), or else what it costs and the first of its ``reasons``;
    never which choice is right.

    :param after: how the choices were judged, said before the end of the deal ("With the exchange and the calls
        played on, and best play in the cards").
    :param doing: the word for making a choice, in the answer shown ("Throwing").

    ``prompt``, ``after``, ``doing``, the labels of ``tried`` and the ``hints`` are said as given: a caller gives
    them in the language spoken (``gettext("Throwing")``, a :class:`~tutor.sentences.Template` said), and the
    step's own words (what a wrong choice costs, the principle it breaks) follow the language spoken when it is
    answered.
    """
    from ..steps import choice
    from ..words import join_sentences

    best = max(value for _, value, _ in tried.values())

    def verdict(label: str) -> tuple[bool, str]:
        chosen, value, words = tried[label]
        said = AFTER_ALL.say(after=after, outcome=words)
        if best - value <= tolerance:
            return True, f"{said}{despite(principles, state, chosen)}"
        if isinstance(value, float) and _unit(state).ranked_results:  # an average of Satat's ranked results
            # is no count of tricks: the words say them
            lost = DOES_WORSE.say(whom=gettext(whom(state)))
        elif isinstance(value, float):
            lost = ON_AVERAGE.say(cost=cost_words(state, best - value))
        else:
            lost = cost_words(state, int(best - value), value=int(value), best=int(best))
        found = broken(principles, state, chosen)
        if found:
            principle, how = found[0]
            return False, BREAKS_AND.say(principle=gettext(principle.name), lost=lost, how=how, said=said)
        more = reasons(chosen) if reasons is not None else ()
        if more:
            return False, IT_LOSES_BECAUSE.say(lost=lost, reason=more[0], said=said)
        return False, IT_LOSES.say(lost=lost, said=said)

    return choice(
        prompt,
        {label: label for label in tried},
        answer=lambda label: verdict(label)[0],
        wrong=lambda label: verdict(label)[1],
        why=join_sentences(
            DOING.say(doing=doing, label=label, outcome=words) for label, (_, _, words) in tried.items()
        ),
        scenario=scenario,
        hints=hints,
    )
