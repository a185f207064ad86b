"""Steps about cards in a trick, judged by the game's own rules: play a card (:func:`play_card`), choose every card
you may play (:func:`choose_cards`), say which card wins (:func:`which_wins`).

Every wrong answer's reason comes from the rules: a card that may not be played is told the rule it breaks (the
game's ``explain_play``, said to the learner), a card left out is told which rule allows it without naming it ("any
♦ may be played"), a card that does not win is told what beats it.

>>> step = play_card(BASIC, hand="AH 9H 7C", trick="KH")
>>> print(step.check("7C"))
Not that one. You cannot play 7♣: you must follow ♥.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from typing import Any

from ..cards import Card, CardSet, Suit
from ..errors import Rule, TutorError
from ..i18n import get_language, gettext, gettext_noop
from ..sentences import Template, join, sentence
from ..tricks import Ordering
from .adapt import BASIC, game_module, read_card, read_cards, read_suit
from .steps import Feedback, Kind, Scenario, Step
from .words import join_sentences, to_you

__all__ = ["choose_cards", "play_card", "rule_words", "which_wins", "without_holding"]


def _ordinal(n: int) -> str:
    """``n`` as an ordinal in the language spoken (``1st``, ``1.ª``; Japanese counts with the number alone)."""
    language = get_language()
    if language == "ja":
        return str(n)
    if language == "es":
        return f"{n}.ª"
    return {1: "1st", 2: "2nd", 3: "3rd"}.get(n, f"{n}th")


# the lesson's own sentences on the cards of a trick (the game's rules speak through explain_play)
NOT_HELD = Template("You do not hold {card}.")
NO_SUIT = Template("no suit")
TRUMPS = Template("trumps")
BEATEN_BY_ANOTHER = Template("The {card} is beaten by another card of this trick.")
TOP_BEATEN = Template("The {card} is a top card, but a stronger one was played.")
NOT_LED_SUIT = Template("The {card} is not of the suit led ({led}), so it cannot win.")
NOT_A_TRUMP = Template("The {card} is not a trump, and a trump was led, so it cannot win.")
NEITHER = Template("The {card} is not of the suit led ({led}) and not a trump, so it cannot win.")
TOP_PLAYED = Template("The {card} is beaten: a card that beats every other card was played.")
TRUMPED = Template("The {card} follows the suit led, but a trump was played, and any trump beats it.")
HIGHER_TRUMP = Template("The {card} is beaten: a higher trump was played.")
HIGHER_OF_LED = Template("The {card} is beaten: a higher card of the suit led ({led}) was played.")
YOU_LEAD = Template("you lead, so any card may be played")
RULES_ALLOW = Template("the rules allow it here")
TOP_ANY_TIME = Template("the card that beats every other card may be played at any time")
ANY_OF_LED = Template("any {led} may be played")
ANY_OF_LED_BEATING = Template("any {led} that beats the {beaten} may be played")
ANY_TRUMP_LED = Template("any trump may be played")
ANY_TRUMP_LED_BEATING = Template("any trump that beats the {beaten} may be played")
TOP_LED_ANY_TRUMP = Template("the {lead} was led, so any trump may be played")
TOP_LED_ANY_TRUMP_BEATING = Template("the {lead} was led, so any trump that beats the {beaten} may be played")
VOID_ANY_TRUMP = Template("you have no {led}, so any trump may be played")
VOID_ANY_TRUMP_BEATING = Template("you have no {led}, so any trump that beats the {beaten} may be played")
ONLY_TOP = Template(
    "your only {led} is the card that may be played at any time, so you count as having no {led}: any card may "
    "be played"
)
VOID_ANY_CARD = Template("you have no {led}, so any card may be played")
VOID_NO_TRUMP = Template("you have no {led} and no trump, so any card may be played")
YOURS_TAKES = Template("Your {card} is the highest card of the trick, so it takes it.")
SEATS_CARD = Template("{seat}'s {card}")
NTH_CARD = Template("the {card} ({ordinal} card)")
TAKES_TRICK = Template("{best} wins the trick")
STILL_WINS = Template("The {mine} does not beat {best}, which still wins the trick.")
RIGHT_MAY = Template("Right: {card} may be played.")
RIGHT_WINS_SO_FAR = Template("Right: {card} wins the trick so far.")
RIGHT_LETS_GO = Template("Right: {card} lets the trick go.")
RULE_HERE = Template("The rule here: {rule}.")
LOOK_FIRST = Template("Look at the first card, {lead}: it was led.")
SO_MANY_MAY = Template("{legal} of your {held} cards may be played.")
RIGHT_SO_MANY = Template("Right: {legal} of your cards may be played.")
LEFT_OUT = Template("You left out {missed:card} you may play: {allowed}.")
RIGHT_WINS = Template("Right: {card} wins.")
WAS_LED = Template("{lead} was led.")
COUNTS_AS = Template(" Here it counts as {suit}.")
TRUMPS_ARE = Template("Trumps are {trump}. Was any trump played?")


def _card_scenario(
    game: Any, hand: Any, trick: Any, trump: Any, seats: Any, text: str, rules: dict[str, Any]
) -> Scenario:
    suit = read_suit(game, trump)
    if suit is not None:
        rules = {**rules, "trump": suit}
    return Scenario(
        game=game,
        hand=CardSet(read_cards(game, hand)) if hand is not None else None,
        trick=read_cards(game, trick),
        trump=suit,
        seats=tuple(seats or ()),
        text=text,
        rules=rules,
    )


def _hand(scenario: Scenario) -> CardSet:
    """The learner's hand in a card step (a step about a trick alone has none)."""
    if scenario.hand is None:
        raise TutorError("this step needs the learner's hand: give the cards held")
    return scenario.hand


def _legal(game: Any, scenario: Scenario) -> CardSet:
    return CardSet(game.legal_plays(scenario.hand, scenario.trick, **scenario.rules))


_HOLDINGS = {
    "en": re.compile(r"\s*\((?:(?:he|you) )?holds? [^)]*\)"),
    "ja": re.compile(r"（[^（）]*を持っています[^（）]*）"),
    "es": re.compile(r"\s*\((?:(?:él|tú) )?tienes? [^)]*\)"),
}
_MAY_PLAYS = {
    "en": re.compile(r"^(?:(?:You )?(?:cannot|may) play [^:]+|\S+ is (?:not )?(?:allowed|legal)):\s*", re.I),
    "ja": re.compile(r"^(?:あなたは)?[^：]*を出せ(?:ません|ます)："),
    "es": re.compile(r"^(?:Tú )?(?:no )?puedes? jugar [^:]+:\s*", re.I),
}


def _holding() -> re.Pattern[str]:
    """The cards a rule's sentence names as held (``(he holds A♥)``), in the language spoken."""
    return _HOLDINGS.get(get_language(), _HOLDINGS["en"])


def _may_play() -> re.Pattern[str]:
    """The opening of a sentence on one card (``cannot play 7♣:``), in the language spoken."""
    return _MAY_PLAYS.get(get_language(), _MAY_PLAYS["en"])


def without_holding(reason: str) -> str:
    """A rule's sentence without the cards that meet it: in a lesson those cards are the answer.

    >>> without_holding("You cannot play 7♣: you must follow ♥ (you hold A♥, 9♥)")
    'You cannot play 7♣: you must follow ♥'
    >>> from tutor.i18n import speaking
    >>> with speaking("ja"):
    ...     without_holding("あなたは7♣を出せません：あなたは♥をフォローしなければなりません（A♥、9♥を持っています）")
    'あなたは7♣を出せません：あなたは♥をフォローしなければなりません'
    """
    return _holding().sub("", reason)


def rule_words(reason: str) -> str:
    """A rule's sentence as a lesson says it: without the cards that meet it (:func:`without_holding`), and said
    to the learner (:func:`~tutor.lesson.words.to_you`).

    >>> rule_words("cannot play 7♣: he must follow ♥ (he holds A♥, 9♥)")
    'You cannot play 7♣: you must follow ♥'
    """
    return to_you(without_holding(reason))


def _why_not(game: Any, scenario: Scenario, card: Card) -> str:
    hand = _hand(scenario)
    if card not in hand:
        return NOT_HELD.say(card=card.unicode())
    return rule_words(str(game.explain_play(hand, scenario.trick, card, **scenario.rules)))


def _ordering(game: Any, scenario: Scenario) -> Ordering | None:
    """How the game sees the cards of this step (effective suits, trumps), if it says."""
    try:
        ordering: Ordering = game.ordering(scenario.trump, rules=scenario.rules.get("rules"))
    except TutorError:  # a step whose trump the game refuses (its check answers the learner instead)
        return None
    return ordering


def _suit_in_play(suit: Suit | None, ordering: Ordering) -> str:
    if suit is None:
        return NO_SUIT.say()
    return TRUMPS.say() if suit == ordering.trump else suit.symbol


def _why_not_winning(game: Any, scenario: Scenario, card: Card) -> str:
    """Why ``card`` does not win the trick, in the game's view, without naming the card that does."""
    trick = scenario.trick
    ordering = _ordering(game, scenario)
    name = card.unicode()
    if ordering is None:
        return BEATEN_BY_ANOTHER.say(card=name)
    led = ordering.led_suit(trick)
    assert led is not None  # the card is in the trick: a suit was led
    beaters = [other for other in trick if ordering.beats(other, card)]
    if ordering.top_mask & card.bit:
        return TOP_BEATEN.say(card=name)
    suit = ordering.suit_of(card)
    if suit != led and not ordering.is_trump(card):
        if ordering.trump is None:
            return NOT_LED_SUIT.say(card=name, led=led.symbol)
        if led == ordering.trump:
            return NOT_A_TRUMP.say(card=name)
        return NEITHER.say(card=name, led=led.symbol)
    if any(ordering.top_mask & other.bit for other in beaters):
        return TOP_PLAYED.say(card=name)
    if not ordering.is_trump(card) and any(ordering.is_trump(other) for other in beaters):
        return TRUMPED.say(card=name)
    if ordering.is_trump(card):
        return HIGHER_TRUMP.say(card=name)
    return HIGHER_OF_LED.say(card=name, led=_suit_in_play(suit, ordering))


def _why_allowed(game: Any, scenario: Scenario, card: Card, legal: CardSet) -> str:
    """Which rule allows a legal ``card``, said of all the cards it allows and without naming ``card`` ("any ♦
    may be played"): what a learner who left it out is told."""
    trick, hand = scenario.trick, _hand(scenario)
    ordering = _ordering(game, scenario)
    if not trick:
        return YOU_LEAD.say()
    if ordering is None:
        return _said_by_game(game, scenario, card) or RULES_ALLOW.say()
    led, lead = ordering.led_suit(trick), trick[0]
    led_name = _suit_in_play(led, ordering)
    suit, restricted = ordering.suit_of(card), len(legal) < len(hand)
    if ordering.top_mask & card.bit and not ordering.top_mask & lead.bit:
        return TOP_ANY_TIME.say()
    same = [c for c in hand if ordering.suit_of(c) == suit and not ordering.top_mask & c.bit]
    beaten = None if all(c in legal for c in same) else _best_to_beat(trick, ordering, suit)
    than = beaten.unicode() if beaten is not None else ""  # the card a card of its suit must beat, if any
    if suit == led and not ordering.top_mask & lead.bit:
        if led == ordering.trump:
            return (ANY_TRUMP_LED_BEATING if than else ANY_TRUMP_LED).say(beaten=than)
        return (ANY_OF_LED_BEATING if than else ANY_OF_LED).say(led=led_name, beaten=than)
    if restricted and ordering.is_trump(card):
        if ordering.top_mask & lead.bit:
            return (TOP_LED_ANY_TRUMP_BEATING if than else TOP_LED_ANY_TRUMP).say(
                lead=lead.unicode(), beaten=than
            )
        return (VOID_ANY_TRUMP_BEATING if than else VOID_ANY_TRUMP).say(led=led_name, beaten=than)
    led_cards = [c for c in hand if ordering.suit_of(c) == led]
    if not restricted and led_cards and all(ordering.top_mask & c.bit for c in led_cards):
        return ONLY_TOP.say(led=led_name)
    said = _said_by_game(game, scenario, card)
    if said and not said.startswith("it ") and card.unicode().lower() not in said.lower():
        return said
    no_trump = ordering.trump is not None and not any(ordering.is_trump(c) for c in hand)
    return (VOID_NO_TRUMP if no_trump else VOID_ANY_CARD).say(led=led_name)


def _best_to_beat(trick: Sequence[Card], ordering: Ordering, suit: Suit | None) -> Card:
    """The card a card of ``suit`` must beat in ``trick``: the best of that suit played, else the best card."""
    played = [c for c in trick if ordering.suit_of(c) == suit]
    return ordering.winning_card(played or list(trick))


def _said_by_game(game: Any, scenario: Scenario, card: Card) -> str:
    """The game's reason a legal card may be played, said to the learner, without "You may play X:"."""
    said = _why_legal(game, scenario, card)
    rule = _may_play().sub("", said).strip().rstrip(".") if _may_play().match(said) else ""
    return to_you(rule[0].lower() + rule[1:]) if rule else ""


def _why_legal(game: Any, scenario: Scenario, card: Card) -> str:
    """The game's own words for a legal card (Subastao names the obligation met), if it says more than "legal"."""
    if game is BASIC:
        return ""
    try:
        return to_you(str(game.explain_play(scenario.hand, scenario.trick, card, **scenario.rules)))
    except TutorError:  # the legality came from legal_plays; a missing explanation must not break the step
        return ""


def _winner_text(game: Any, scenario: Scenario, trick: Sequence[Card], you: int | None = None) -> str:
    """Who wins ``trick`` once the learner's card (at position ``you``) is in it, said of that card."""
    position = game.trick_winner(trick, **scenario.rules)
    card, mine = trick[position], trick[you] if you is not None else None
    if mine is not None and position == you:
        return YOURS_TAKES.say(card=card.unicode())
    if scenario.seats and position < len(scenario.seats):
        best = SEATS_CARD.say(seat=gettext(scenario.seats[position]), card=card.unicode())
    else:
        best = NTH_CARD.say(card=card.unicode(), ordinal=_ordinal(position + 1))
    if mine is None:
        return sentence(TAKES_TRICK.say(best=best))
    return STILL_WINS.say(mine=mine.unicode(), best=best)


def play_card(
    game: Any,
    hand: Any,
    trick: Any = (),
    *,
    trump: Any = None,
    prompt: str = "",
    goal: str | Callable[[Card], tuple[bool, str]] = "legal",
    hints: Sequence[str] = (),
    explanation: str = "",
    seats: Sequence[str] = (),
    text: str = "",
    title: str = "",
    **rules: Any,
) -> Step:
    """A *play a card* step: click a card of the hand.

    :param game: a game module, a game name, or :data:`BASIC`.
    :param hand: the learner's cards (text in the game's notation, or cards).
    :param trick: the cards already played to the trick, first = lead.
    :param trump: the trump suit (``Suit`` or text such as ``'H'``), if the game has one.
    :param goal: ``'legal'`` (any legal card is right), ``'win'`` (a legal card that wins the trick so far),
        ``'lose'`` (a legal card that does not win), or a function ``card -> (is_right, reason)`` applied to
        legal cards.
    :param rules: further options passed to the game's functions (e.g. ``trump_known=False``).

    >>> step = play_card(BASIC, "AH 9H 7C", "KH QS", goal="win")
    >>> step.answers()
    (Card.parse('AH'),)
    >>> print(step.check("9H"))
    Legal, but it does not win. The 9♥ does not beat the K♥ (1st card), which still wins the trick.
    """
    game = game_module(game)
    scenario = _card_scenario(game, hand, trick, trump, seats, text, dict(rules))
    mine = _hand(scenario)
    legal = _legal(game, scenario)
    you = len(scenario.trick)

    def wins(card: Card) -> bool:
        winner: int = game.trick_winner((*scenario.trick, card), **scenario.rules)
        return winner == you

    def judge(card: Any) -> Feedback:
        if not isinstance(card, Card) or card not in legal:
            if isinstance(card, Card):
                reason = _why_not(game, scenario, card)
                return Feedback(
                    False,
                    gettext("Not that one."),
                    reason,
                    rule=Rule.NOT_IN_HAND if card not in mine else None,
                )
            return Feedback(False, gettext("That is not a card."))
        if goal == "legal":
            why = _why_legal(game, scenario, card)
            return Feedback(True, gettext("Right.") if why else RIGHT_MAY.say(card=card.unicode()), why)
        trick_after = (*scenario.trick, card)
        if goal == "win":
            if wins(card):
                return Feedback(True, RIGHT_WINS_SO_FAR.say(card=card.unicode()))
            return Feedback(
                False, gettext("Legal, but it does not win."), _winner_text(game, scenario, trick_after, you)
            )
        if goal == "lose":
            if not wins(card):
                return Feedback(True, RIGHT_LETS_GO.say(card=card.unicode()))
            return Feedback(
                False,
                gettext("Legal, but it wins the trick."),
                _winner_text(game, scenario, trick_after, you),
            )
        if callable(goal):
            ok, reason = goal(card)
            verdict = gettext("Right.") if ok else gettext("Legal, but not the best card here.")
            return Feedback(bool(ok), verdict, reason)
        raise ValueError(f"unknown goal {goal!r}: use 'legal', 'win', 'lose' or a function")

    default_prompt = {
        "legal": gettext("Play a card you are allowed to play."),
        "win": gettext("Play a card that wins the trick."),
        "lose": gettext("Play a card that does not win the trick."),
    }
    auto = _card_hints(game, scenario, legal, goal)
    return Step(
        kind=Kind.PLAY,
        prompt=prompt or default_prompt.get(goal if isinstance(goal, str) else "", gettext("Play a card.")),
        options=tuple(mine.sorted()),
        judge=judge,
        hints=tuple(hints) or auto,
        scenario=scenario,
        explanation=explanation,
        reader=lambda text: read_card(game, text),
        title=title,
    )


def _rule_now(game: Any, scenario: Scenario, legal: CardSet) -> str:
    """The rule that binds this hand now, in the game's words, without naming the cards that meet it."""
    if not scenario.trick:
        return ""
    hand = _hand(scenario)
    illegal = [card for card in hand.sorted() if card not in legal]
    card = illegal[0] if illegal else hand.sorted()[0]
    try:
        reason = str(game.explain_play(hand, scenario.trick, card, **scenario.rules))
    except TutorError:  # a hint is a help: a game that cannot explain this card gives no rule hint
        return ""
    if not illegal and not _may_play().match(reason):  # legal, and the game names no rule
        return gettext("The rule here: every card you hold may be played.")
    rule = without_holding(_may_play().sub("", reason)).strip().rstrip(".。")
    return RULE_HERE.say(rule=to_you(rule[0].lower() + rule[1:])) if rule else ""


def _card_hints(game: Any, scenario: Scenario, legal: CardSet, goal: Any) -> tuple[str, ...]:
    hints = []
    if scenario.trick:
        ordering = _ordering(game, scenario)
        lead = scenario.trick[0]
        first = LOOK_FIRST.say(lead=lead.unicode())
        if ordering is not None and not ordering.top_mask & lead.bit:
            led = ordering.led_suit(scenario.trick)
            if led == scenario.trump and led != lead.suit:
                first += gettext(" In this game it counts as a trump.")
        hints.append(first)
        if goal == "legal" or not isinstance(goal, str):
            rule = _rule_now(game, scenario, legal)
            if rule:
                hints.append(rule)
    else:
        hints.append(gettext("The trick is empty: you lead, so nothing limits you yet."))
    if goal == "legal" or not isinstance(goal, str):
        hints.append(SO_MANY_MAY.say(legal=len(legal), held=len(_hand(scenario))))
    else:
        hints.append(gettext("Which card is winning the trick now? Can any of your legal cards beat it?"))
    return tuple(hints)


def choose_cards(
    game: Any,
    hand: Any,
    trick: Any = (),
    *,
    trump: Any = None,
    prompt: str = gettext_noop("Which cards may you play? Choose all of them."),
    hints: Sequence[str] = (),
    explanation: str = "",
    seats: Sequence[str] = (),
    text: str = "",
    title: str = "",
    **rules: Any,
) -> Step:
    """A *choose cards* step: pick every card you may play (the set is the game's ``legal_plays``).

    A card left out is told which rule allows it, without naming it:

    >>> step = choose_cards(BASIC, "AH 9H 7C", "KH")
    >>> step.check("AH 9H").correct
    True
    >>> print(step.check("AH 7C"))
    Not quite. You cannot play 7♣: you must follow ♥. You left out 1 card you may play: any ♥ may be played.
    """
    game = game_module(game)
    scenario = _card_scenario(game, hand, trick, trump, seats, text, dict(rules))
    mine = _hand(scenario)
    legal = _legal(game, scenario)

    def judge(chosen: Any) -> Feedback:
        chosen = frozenset(chosen)
        extra = [card for card in mine.sorted() if card in chosen and card not in legal]
        extra += [card for card in chosen if isinstance(card, Card) and card not in mine]
        missed = [card for card in legal.sorted() if card not in chosen]
        if not extra and not missed:
            return Feedback(True, RIGHT_SO_MANY.say(legal=len(legal)))
        reasons = [sentence(_why_not(game, scenario, card)) for card in extra[:2]]
        if missed:
            allowed = join(dict.fromkeys(_why_allowed(game, scenario, card, legal) for card in missed))
            reasons.append(LEFT_OUT.say(missed=len(missed), allowed=allowed))
        return Feedback(False, gettext("Not quite."), join_sentences(reasons))

    return Step(
        kind=Kind.CHOOSE,
        prompt=gettext(prompt),
        options=tuple(mine.sorted()),
        judge=judge,
        hints=tuple(hints) or _card_hints(game, scenario, legal, "legal")[:2],
        scenario=scenario,
        explanation=explanation,
        multiple=True,
        reader=lambda text: read_cards(game, text),
        title=title,
        solution=frozenset(legal),
    )


def which_wins(
    game: Any,
    trick: Any,
    *,
    trump: Any = None,
    prompt: str = gettext_noop("Which card wins this trick?"),
    hints: Sequence[str] = (),
    explanation: str = "",
    seats: Sequence[str] = (),
    text: str = "",
    title: str = "",
    **rules: Any,
) -> Step:
    """A *who wins this trick?* step: pick the winning card (the game's ``trick_winner``).

    >>> step = which_wins(BASIC, "9H KH 2S", trump="S")
    >>> step.answers()
    (Card.parse('2S'),)
    >>> print(step.check("KH"))
    Not that one. The K♥ follows the suit led, but a trump was played, and any trump beats it.
    """
    game = game_module(game)
    scenario = _card_scenario(game, None, trick, trump, seats, text, dict(rules))
    winner = scenario.trick[game.trick_winner(scenario.trick, **scenario.rules)]

    def judge(card: Any) -> Feedback:
        if card is winner:
            return Feedback(True, RIGHT_WINS.say(card=card.unicode()))
        if not isinstance(card, Card) or card not in scenario.trick:
            return Feedback(False, gettext("That card is not in this trick."))
        return Feedback(False, gettext("Not that one."), _why_not_winning(game, scenario, card))

    auto = [WAS_LED.say(lead=scenario.trick[0].unicode())]
    ordering = _ordering(game, scenario)
    if ordering is not None and scenario.trump is not None:
        led = ordering.led_suit(scenario.trick)
        if led != scenario.trick[0].suit:  # Saskop's kings, queens and jacks are trumps
            auto[0] += (
                gettext(" Here it counts as a trump.")
                if led == scenario.trump
                else COUNTS_AS.say(suit=str(led))
            )
    if scenario.trump is not None:
        auto.append(TRUMPS_ARE.say(trump=scenario.trump.symbol))
    else:
        auto.append(gettext("Only cards of the suit led can win."))
    return Step(
        kind=Kind.CHOICE,
        prompt=gettext(prompt),
        options=scenario.trick,
        judge=judge,
        hints=tuple(hints) or tuple(auto),
        scenario=scenario,
        explanation=explanation,
        reader=lambda text: read_card(game, text),
        title=title,
    )
