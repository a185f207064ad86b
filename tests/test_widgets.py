"""Card views without a browser: simulate the front end's click message or a button click, then check the
new state and the SVG sent to the front end. A tiny two-seat game in this file follows the game-module
protocol, so the views are tested independently of the four real engines (tested in test_widgets_games.py).
"""

from __future__ import annotations

import ast
import enum
from dataclasses import dataclass, field
from pathlib import Path

import pytest

pytest.importorskip("ipywidgets")
pytest.importorskip("anywidget")

from tutor.cards import FRENCH_52, Card, CardSet, deal, parse_card, shuffled
from tutor.errors import IllegalAction, NotationError, Rule
from tutor.games._shared import facts
from tutor.games.description import Description
from tutor.tricks import Ordering, Trick, explain_card, follow_suit, legal_cards, trick_winner
from tutor.widgets import (
    ActionBar,
    BiddingBox,
    DeclarationPanel,
    HandView,
    PlayTable,
    ReplayViewer,
    SignalBar,
    TableView,
    TrickView,
)
from tutor.widgets._row import CardRow

# -- a toy game following the protocol: South bids 1 or 2 (or passes), then three tricks, follow suit --------
SEATS = ("South", "North")
ORDER = Ordering.plain(FRENCH_52, trump=None)


class Phase(enum.Enum):
    BID = "bidding"
    PLAY = "play"
    OVER = "over"


@dataclass(frozen=True)
class Bid:
    n: int

    def __str__(self) -> str:
        return f"bid {self.n}"


@dataclass(frozen=True)
class Pass:
    def __str__(self) -> str:
        return "pass"


@dataclass(frozen=True)
class Play:
    card: Card
    signals: frozenset = frozenset()

    def __str__(self) -> str:
        return self.card.unicode() + (" (" + ", ".join(sorted(self.signals)) + ")" if self.signals else "")


@dataclass(frozen=True)
class Discard:
    cards: CardSet

    def __str__(self) -> str:
        return f"discard {self.cards}"


@dataclass(frozen=True)
class Announce:
    seat: int
    signal: str

    def __str__(self) -> str:
        return f"{SEATS[self.seat]} signals {self.signal}"


@dataclass(frozen=True)
class Outcome:
    tricks: tuple[int, int]

    def __str__(self) -> str:
        return f"South {self.tricks[0]} tricks, North {self.tricks[1]}"


CARD_ACTIONS = (Play,)  # a click on a card plays it (a discard takes a selection of cards)


@dataclass(frozen=True)
class State:
    """A toy game of two seats following the game protocol (tutor.games.protocol): this module is its game."""

    GAME = __name__
    phase: Phase
    to_act: int | None
    hands: tuple[CardSet, CardSet]
    trick: Trick = field(default_factory=lambda: Trick(0))
    tricks: tuple[Trick, ...] = ()
    history: tuple = ()
    bid: int | None = None
    trump: None = None
    signalling: bool = False
    discarding: bool = False

    @property
    def is_terminal(self) -> bool:
        return self.phase is Phase.OVER

    def legal_actions(self) -> tuple:
        if self.phase is Phase.BID:
            return (Bid(1), Bid(2), Pass())
        if self.phase is Phase.OVER:
            return ()
        hand = self.hands[self.to_act]
        if self.discarding:
            return tuple(Discard(CardSet([c])) for c in hand.sorted())
        cards = legal_cards(hand, [follow_suit(hand, self.trick.cards, ORDER)])
        plays = tuple(Play(c) for c in cards.sorted())
        if self.signalling:
            plays += tuple(Play(c, frozenset({"pile"})) for c in cards.sorted())
            plays += (Announce(self.to_act, "lese"),)
        return plays

    def apply(self, action):
        if isinstance(action, str):
            action = Play(parse_card(action))
        if action not in self.legal_actions():
            seat = SEATS[self.to_act] if self.to_act is not None else "nobody"
            if isinstance(action, Play) and self.phase is Phase.PLAY:
                hand = self.hands[self.to_act]
                if action.card not in hand:
                    raise IllegalAction(
                        f"{seat} does not hold {action.card.unicode()}", rule=Rule.NOT_IN_HAND
                    )
                why = explain_card(hand, [follow_suit(hand, self.trick.cards, ORDER)], action.card)
                raise IllegalAction(
                    f"{seat} cannot play {action.card.unicode()}: {why}", rule=Rule.MUST_FOLLOW_SUIT
                )
            if isinstance(action, Bid):
                raise IllegalAction(
                    f"{seat} cannot bid {action.n}: bids are 1 or 2", rule=Rule.BID_NOT_ALLOWED
                )
            raise IllegalAction(f"{action} is not possible now", rule=Rule.WRONG_PHASE)
        history = (*self.history, action)
        if isinstance(action, (Bid, Pass)):
            return State(
                Phase.PLAY,
                0,
                self.hands,
                history=history,
                bid=getattr(action, "n", 0),
                signalling=self.signalling,
                discarding=self.discarding,
            )
        if isinstance(action, Announce):
            return State(**{**self.__dict__, "history": history})
        if isinstance(action, Discard):
            hands = list(self.hands)
            hands[self.to_act] = hands[self.to_act] - action.cards
            return State(**{**self.__dict__, "hands": tuple(hands), "history": history, "discarding": False})
        hands = list(self.hands)
        hands[self.to_act] = hands[self.to_act].removed(action.card)
        trick = self.trick.with_play(self.to_act, action.card)
        if len(trick) < 2:
            return State(
                Phase.PLAY,
                1 - self.to_act,
                tuple(hands),
                trick,
                self.tricks,
                history,
                self.bid,
                None,
                self.signalling,
            )
        winner = trick.seats[trick_winner(trick.cards, ORDER)]
        tricks = (*self.tricks, trick)
        over = not hands[0]
        return State(
            Phase.OVER if over else Phase.PLAY,
            None if over else winner,
            tuple(hands),
            Trick(winner),
            tricks,
            history,
            self.bid,
            None,
            self.signalling,
        )

    def facts(self, seats=None):
        leaders = [t.leader for t in self.tricks[1:]] + ([self.trick.leader] if self.tricks else [])
        won = tuple(leaders.count(seat) for seat in range(2)) if self.tricks else None
        return facts(self, seats or SEATS, items=[("bid", self.bid), ("tricks won", won)])

    def outcome(self):
        if not self.is_terminal:
            return None
        won = [0, 0]
        leaders = [t.leader for t in self.tricks[1:]] + [self.trick.leader]
        for leader in leaders:
            won[leader] += 1
        return Outcome(tuple(won))


def start(seed, *, hands=None, signalling=False, discarding=False):
    if hands is None:
        dealt, _ = deal(shuffled(FRENCH_52.cards, seed), hands=2, packets=(3,))
        hands = tuple(CardSet(h) for h in dealt)
    else:
        hands = tuple(CardSet.parse(h) if isinstance(h, str) else h for h in hands)
    return State(Phase.BID, 0, hands, signalling=signalling, discarding=discarding)


def bid_candidates(state):
    return (Bid(1), Bid(2), Bid(3), Pass())


class Bot:
    def __init__(self, seed=0):
        self.seed = seed

    def choose(self, state):
        return state.legal_actions()[0]

    def hint(self, state):
        return state.legal_actions()[0], "the first legal action"


RandomBot = Bot
DESCRIPTION = Description(
    title="Toy",
    exact_tricks=0,
    hint_samples=0,
    adapter=None,
    drill_players=2,
    drill_hand_sizes=(3, 3),
    drill_trumps=False,
)
TOY = __import__(__name__)
for _part in __name__.split(".")[1:]:
    TOY = getattr(TOY, _part)


def toy_table(**kwargs) -> PlayTable:
    return PlayTable(TOY, hands=("AS 7S 2H", "KS 3H 4D"), **kwargs)


# -- the clickable row -----------------------------------------------------------------------------------
def test_front_end_click_message_reaches_the_handler() -> None:
    row = CardRow()
    seen: list[str] = []
    row.on_card_click(seen.append)
    row._handle_custom_msg({"event": "click", "card": "QS"}, [])
    row._handle_custom_msg({"event": "hover", "card": "KS"}, [])
    row._handle_custom_msg("garbage", [])
    assert seen == ["QS"]


def test_front_end_module_and_style_ship_with_the_package() -> None:
    here = Path(__import__("tutor.widgets", fromlist=["x"]).__file__).parent
    js = (here / "cards.js").read_text()
    assert "export default" in js and 'setAttribute("role", "button")' in js
    assert "ArrowRight" in js and "Enter" in js and "tutor-feedback" in js and "dataset.card" in js
    assert CardRow._esm == js
    assert ".tutor-feedback" in (here / "cards.css").read_text()


# -- HandView --------------------------------------------------------------------------------------------
def test_hand_view_items_carry_label_notation_state_and_svg() -> None:
    view = HandView("AS 7H 2C", legal=CardSet.parse("7H"), reasons={Card.parse("AS"): "must follow ♥"})
    items = {item["card"]: item for item in view.row.items}
    assert [item["card"] for item in view.row.items] == ["AS", "7H", "2C"]
    assert items["7H"]["state"] == "legal" and items["7H"]["label"] == "seven of hearts"
    assert items["AS"]["state"] == "illegal" and items["AS"]["title"] == "ace of spades: must follow ♥"
    assert 'data-state="illegal"' in items["AS"]["svg"] and "must follow ♥" in items["AS"]["svg"]
    assert items["2C"]["title"] == "two of clubs"  # illegal, but no reason known
    assert all(item["clickable"] for item in view.row.items)


def test_hand_view_click_on_illegal_card_shows_the_reason_and_does_not_play() -> None:
    played: list[Card] = []
    view = HandView(
        "AS 7H", legal=CardSet.parse("7H"), reasons=lambda c: "must follow ♥", on_click=played.append
    )
    view.row._handle_custom_msg({"event": "click", "card": "AS"}, [])
    assert played == [] and view.feedback == "Must follow ♥" and view.row.feedback_kind == "bad"
    view.row._handle_custom_msg({"event": "click", "card": "7H"}, [])
    assert played == [Card.parse("7H")]


def test_hand_view_on_click_string_result_is_feedback_and_unblocked_mode_passes_every_click() -> None:
    view = HandView(
        "AS 7H", legal=CardSet.parse("7H"), block_illegal=False, on_click=lambda c: f"you chose {c}"
    )
    view.click("AS")
    assert view.feedback == "You chose AS"
    view.click("7h")  # lenient notation
    assert view.feedback == "You chose 7H"
    view.click("QD")
    assert view.feedback == "'QD' is not in this hand"


def test_hand_view_sort_by_suit_and_by_rank() -> None:
    view = HandView("2S AS KH 3H TD")
    assert [i["card"] for i in view.row.items] == ["AS", "2S", "KH", "3H", "TD"]
    view.sort_toggle.value = "rank"
    assert [i["card"] for i in view.row.items] == ["AS", "KH", "TD", "3H", "2S"]
    spanish = HandView(CardSet.parse("7O AO 3C RO", "spanish"), sort="rank")
    assert [i["card"] for i in spanish.row.items] == ["AO", "3C", "RO", "7O"]
    with pytest.raises(ValueError, match="sort must be"):
        HandView("AS", sort="colour")


def test_hand_view_selection_mode_toggles_cards() -> None:
    chosen: list[CardSet] = []
    view = HandView("AS KS QS", selectable=True, on_select=chosen.append)
    view.click("KS")
    view.click("QS")
    view.click("KS")
    assert view.selected == CardSet.parse("QS") and chosen[-1] == CardSet.parse("QS")
    selected = [i for i in view.row.items if i["selected"]]
    assert [i["card"] for i in selected] == ["QS"] and "selected" in selected[0]["svg"]


def test_hand_view_update_keeps_what_is_not_given() -> None:
    view = HandView("AS 7H", legal=CardSet.parse("7H"))
    view.update("AS 7H 9H")
    assert view.legal == CardSet.parse("7H") and len(view.row.items) == 3
    view.update(legal=None)
    assert all(i["state"] is None for i in view.row.items)
    assert view._repr_svg_().startswith("<svg")


# -- TrickView, TableView --------------------------------------------------------------------------------
def test_trick_view_labels_seats_and_winner() -> None:
    trick = Trick(1, ((1, Card.parse("9H")), (0, Card.parse("KH"))))
    view = TrickView(trick, seats=SEATS, winner=1)
    assert ">North</text>" in view.value and ">South wins</text>" in view.value
    view.update(None)
    assert "empty trick" in view.value


@pytest.mark.parametrize("count", [2, 3, 4])
def test_table_view_for_2_3_4_seats_hides_other_hands(count: int) -> None:
    @dataclass(frozen=True)
    class Many:
        GAME = __name__
        hands: tuple
        to_act: int = 1
        trump: object = None
        is_terminal: bool = False
        trick: Trick = field(default_factory=lambda: Trick(0))
        contract: str = "bid 7"
        phase: Phase = Phase.PLAY

        def facts(self, seats=None):  # the protocol's signature: seats=None, the game's own names
            return facts(
                self, seats or ("South", "West", "North", "East"), items=[("contract", self.contract)]
            )

    hands = tuple(CardSet(FRENCH_52.cards[i * 3 : i * 3 + 3]) for i in range(count))
    view = TableView(Many(hands), seat=0, seats=("South", "West", "North", "East")[:count])
    assert view.picture.value.count("face-down card</title>") == 3 * (count - 1)
    assert "West's turn" in view.info.value and "bid 7" in view.info.value and "trump" in view.info.value
    everyone = TableView(Many(hands), seat=None)
    assert "face-down" not in everyone.picture.value


# -- ActionBar and its kinds -----------------------------------------------------------------------------
def test_bidding_box_shows_illegal_bids_disabled_with_the_rules_reason() -> None:
    state = start(1)
    changes: list[object] = []
    box = BiddingBox(state, on_change=changes.append)
    assert [b.description for b in box.buttons] == ["bid 1", "bid 2", "bid 3", "pass"]
    three = box.button("bid 3")
    assert three.disabled and three.tooltip == "South cannot bid 3: bids are 1 or 2"
    three.click()  # a disabled button's handler still only explains
    assert box.feedback == "South cannot bid 3: bids are 1 or 2" and not changes
    assert box.feedback_label.value.startswith('<div role="status" aria-live="polite">')  # read out
    box.button("bid 2").click()
    assert changes[0].bid == 2 and box.state.phase is Phase.PLAY
    assert box.layout.display == "none"  # no non-card action left in the play


def test_action_bar_reads_text_candidates_with_parse_action_and_hands_actions_over() -> None:
    chosen: list[object] = []
    bar = ActionBar(start(1), candidates=["bid 1", "nonsense"], on_action=chosen.append)
    assert [b.description for b in bar.buttons] == ["bid 1"]
    bar.button("bid 1").click()
    assert chosen == [Bid(1)]
    with pytest.raises(KeyError):
        bar.button("bid 9")


def parse_action(text, state=None):
    if text.startswith("bid "):
        return Bid(int(text.split()[1]))
    raise NotationError(f"{text!r} is not an action")


def test_declaration_panel_lists_what_was_said() -> None:
    state = start(1).apply(Pass())
    panel = DeclarationPanel(state, candidates=[Bid(1)])
    assert panel.buttons[0].disabled and "so far: pass" in panel.heading.value


def test_signal_bar_offers_announcements_and_card_signals() -> None:
    state = start(1, hands=("AS 7S 2H", "KS 3H 4D"), signalling=True).apply(Bid(1))
    bar = SignalBar(state, seat=0)
    assert [b.description for b in bar.buttons] == ["South signals lese"]
    assert list(bar.toggles) == ["pile"]
    plays = [a for a in state.legal_actions() if getattr(a, "card", None) is Card.parse("AS")]
    assert bar.play_action(Card.parse("AS"), plays) == Play(Card.parse("AS"))
    bar.toggles["pile"].value = True
    assert bar.play_action(Card.parse("AS"), plays) == Play(Card.parse("AS"), frozenset({"pile"}))


# -- PlayTable -------------------------------------------------------------------------------------------
def test_play_table_plays_a_whole_hand_with_clicks_and_buttons() -> None:
    table = toy_table()
    assert table.state.phase is Phase.BID and table.actions.layout.display != "none"
    table.actions.button("bid 2").click()
    assert table.state.phase is Phase.PLAY and table.state.to_act == 0
    legal = {i["card"]: i["state"] for i in table.hand.row.items}
    assert legal == {"AS": "legal", "7S": "legal", "2H": "legal"}
    table.hand.row._handle_custom_msg({"event": "click", "card": "7S"}, [])
    # North (bot) follows with K♠ and wins; North leads its lowest legal card and it is South's turn.
    assert table.state.to_act == 0 and len(table.state.tricks) == 1
    assert "North: K♠" in table.log_view.value
    assert ">North wins</text>" in table.last_trick.value


def test_play_table_illegal_click_shows_the_rules_reason_and_changes_nothing() -> None:
    table = toy_table()
    table.actions.button("pass").click()
    table.hand.click("7S")  # North wins with K♠ and leads 3♥ (its first legal card)
    before = table.state
    assert before.trick.cards == (Card.parse("3H"),)
    items = {i["card"]: i for i in table.hand.row.items}
    assert items["AS"]["state"] == "illegal" and "must follow ♥" in items["AS"]["title"]
    table.hand.click("AS")
    assert table.state is before
    assert table.hand.feedback == "You cannot play A♠: you must follow ♥ (you hold 2♥)"
    assert table.hand.row.feedback_kind == "bad"


def test_play_table_undo_hint_and_final_score() -> None:
    table = toy_table()
    table.hint_button.click()
    assert table.hand.feedback == "Hint: bid 1 — the first legal action"
    table.actions.button("bid 1").click()
    table.hand.click("AS")
    assert len(table.undo_stack) == 2
    table.undo_button.click()
    assert table.state.phase is Phase.PLAY and len(table.state.hands[0]) == 3
    table.hand.click("7S")
    table.hand.click("2H")
    table.hand.click("AS")
    assert table.state.is_terminal
    assert "face-down" not in table.table.picture.value  # once over, nothing is hidden
    assert (
        table.hand.feedback == "Hand over. South 0 tricks, North 3" and table.hand.row.feedback_kind == "good"
    )
    table.hand.click("AS")  # nothing left to play
    assert table.state.is_terminal and "not in this hand" in table.hand.feedback
    table.new_button.click()
    assert table.seed == 1 and not table.state.is_terminal and not table.undo_stack


def test_play_table_card_choice_actions_use_selection_and_confirm() -> None:
    table = PlayTable(TOY, hands=("AS 7S 2H", "KS 3H 4D"), discarding=True)
    table.actions.button("bid 1").click()
    assert table.hand.selectable and table.confirm.layout.display == ""
    table.hand.click("2H")
    table.hand.click("7S")
    table.confirm.click()
    assert "Discard" in table.hand.feedback or "not" in table.hand.feedback  # two cards: not a legal discard
    table.hand.click("7S")
    table.confirm.click()
    assert (
        table.state.history[-2] == Discard(CardSet.parse("2H"))
        or Discard(CardSet.parse("2H")) in table.state.history
    )


def test_play_table_with_signals_attaches_the_chosen_signal() -> None:
    table = PlayTable(TOY, hands=("AS 7S 2H", "KS 3H 4D"), signalling=True)
    table.actions.button("bid 1").click()
    table.signals.toggles["pile"].value = True
    table.hand.click("AS")
    assert Play(Card.parse("AS"), frozenset({"pile"})) in table.state.history
    assert not table.signals.chosen  # a signal goes with one card only


# -- ReplayViewer ----------------------------------------------------------------------------------------
def test_replay_viewer_steps_through_a_finished_hand() -> None:
    first = start(0, hands=("AS 7S 2H", "KS 3H 4D"))
    actions = [Pass(), "7S", "KS", "3H", "2H", "4D", "AS"]
    viewer = ReplayViewer.replay(first, actions)
    assert len(viewer.states) == 8 and viewer.index == 0 and viewer.first.disabled
    assert viewer.table.picture.value.count("data-card=") == 6  # every hand face up
    viewer.forward.click()
    viewer.forward.click()
    assert viewer.index == 2 and "last action: 7♠" in viewer.caption.value
    viewer.last.click()
    assert viewer.state.is_terminal and viewer.forward.disabled
    assert "South 0 tricks, North 3" in viewer.caption.value
    viewer.scrub.value = 3
    assert viewer.index == 3 and ">North wins</text>" in viewer.last_trick.value
    assert viewer.table.picture.value.count("data-card=") == 4
    viewer.back.click()
    viewer.first.click()
    assert viewer.index == 0 and viewer.scrub.value == 0
    same = ReplayViewer.from_history(first, viewer.states[-1])
    assert same.states == viewer.states


def test_replay_viewer_validates_every_action() -> None:
    with pytest.raises(IllegalAction):
        ReplayViewer.replay(start(0, hands=("AS 7S 2H", "KS 3H 4D")), [Pass(), "7S", "3H"])
    with pytest.raises(ValueError):
        ReplayViewer([])


# -- the widgets use only the public rules API -----------------------------------------------------------
PUBLIC = {
    "tutor": {"games"},
    "tutor.analysis": {
        "Adapter",
        "EXACT_TRICKS",
        "HINT_BUDGET",
        "HINT_SAMPLES",
        "TABLE_BOT",
        "adapter_class",
        "card_cost",
        "in_reach",
        "learner_hint",
        "table_bot",
    },
    "tutor.cards": {"FRENCH_52", "SPANISH_40", "Card", "CardSet", "Family", "Rank", "Suit", "parse_card"},
    "tutor.errors": {"IllegalAction", "NotationError"},
    "tutor.games.protocol": {"State"},  # the types every game's state satisfies (for annotations)
    "tutor.svg": {"card_svg", "hand_svg", "table_svg", "trick_svg", "trump_line"},
    "tutor.tricks": {"Trick"},
    "tutor.lesson.words": {
        "family_of",
        "in_words",
        "option_label",
        "said_to_seat",
        "state_words",
    },  # learner-facing
    "tutor.sentences": {"Template", "capital", "sentence"},  # the one sentence builder and its templates
    "tutor.i18n": {
        "get_language",
        "gettext",
        "gettext_noop",
        "pgettext",
    },  # the labels, in the language spoken (issue 27); a word in a context (a phase's name)
    "tutor.lesson.review": {"DealReview"},  # the review of a whole deal, at the play table's end
}


@pytest.mark.parametrize(
    "path", sorted(p for p in Path("tutor/widgets").glob("*.py") if p.name != "lesson_view.py"), ids=str
)
def test_widgets_import_only_the_public_rules_api(path: Path) -> None:
    tree = ast.parse(path.read_text())
    for node in ast.walk(tree):
        if isinstance(node, ast.ImportFrom) and node.level:
            base = "tutor" if node.level == 2 else "tutor.widgets"
            module = f"{base}.{node.module}" if node.module else base
            if module.startswith("tutor.widgets"):
                continue
            names = {alias.name for alias in node.names}
            assert module in PUBLIC, f"{path} imports {module}"
            assert names <= PUBLIC[module], f"{path} imports {names - PUBLIC[module]} from {module}"
            assert not any(name.startswith("_") for name in names)
        elif isinstance(node, ast.ImportFrom | ast.Import):
            modules = [node.module] if isinstance(node, ast.ImportFrom) else [a.name for a in node.names]
            for module in modules:
                assert not (module or "").startswith("tutor.games."), f"{path} imports a game's internals"


def test_rules_never_import_widgets() -> None:
    for path in Path("tutor").rglob("*.py"):
        if "widgets" in path.parts or path.name == "svg.py":
            continue
        text = path.read_text()
        assert "ipywidgets" not in text and "anywidget" not in text, path


def test_hand_view_for_state_takes_legal_cards_and_reasons_from_the_rules() -> None:
    state = start(0, hands=("AS 7S 2H", "KS 3H 4D")).apply(Pass()).apply("7S")
    played: list[Card] = []
    view = HandView.for_state(state, on_click=played.append)
    assert view.cards == CardSet.parse("KS 3H 4D") and view.legal == CardSet.parse("KS")
    view.click("3H")
    assert view.feedback == "North cannot play 3♥: he must follow ♠ (he holds K♠)" and not played
    view.click("KS")
    assert played == [Card.parse("KS")]


def test_views_have_a_static_picture_for_pages_without_a_kernel() -> None:
    table = toy_table()
    html = table._repr_html_()
    assert "<svg" in html and "tutor-facts" in html and 'data-card="AS"' in html
    assert table.table._repr_html_().count("<svg") == 1
    viewer = ReplayViewer.replay(start(0, hands=("AS 7S 2H", "KS 3H 4D")), [Pass()])
    assert "step 0 of 1" in viewer._repr_html_()


# -- showing and hiding --------------------------------------------------------------------------------------
WIDGET_SOURCES = sorted((Path(__file__).resolve().parents[1] / "tutor" / "widgets").glob("*.py"))


def test_widgets_show_and_hide_only_through_show() -> None:
    """In the browser ``layout.display = None`` does not undo ``"none"``: every view goes through ``show``."""
    offenders = []
    for path in WIDGET_SOURCES:
        if path.name == "_show.py":
            continue
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Attribute) and node.attr == "display" and isinstance(node.ctx, ast.Store):
                offenders.append(f"{path.name}:{node.lineno}")
    assert offenders == [], f"set layout.display through tutor.widgets.show(): {offenders}"


def test_show_clears_the_display_style_the_browser_keeps() -> None:
    from tutor.widgets import show

    button = __import__("ipywidgets").Button()
    show(button, False)
    assert button.layout.display == "none"
    show(button, True)
    assert button.layout.display == ""  # not None: the front end ignores None and keeps "none"


def test_play_table_shows_the_bid_buttons_again_after_hiding_them() -> None:
    """Lesson 11: Saskop's and Subastao's auctions give the learner bid buttons (hidden, then shown again)."""
    for game in ("saskop", "subastao"):
        for seed in range(6):
            table = PlayTable(game, seed=seed)
            if table.state.to_act == table.seat and not table.state.is_terminal:
                break
        table.actions.layout.display = "none"  # as after a bot's turn
        table._render()
        assert table.actions.layout.display == "", game
        assert any(not b.disabled for b in table.actions.buttons) or table.actions.dropdown is not None, game
