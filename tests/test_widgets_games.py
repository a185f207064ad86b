"""The card views over the four real engines: whole hands played through the widgets only (clicks on cards
and buttons, as a learner would), and the game-specific boxes (Saskop's and Subastao's bidding, Piquet's
declarations, Satat's signals, replays)."""

from __future__ import annotations

import dataclasses
import html

import pytest

pytest.importorskip("ipywidgets")
pytest.importorskip("anywidget")

from tutor import games
from tutor.cards import Card, CardSet
from tutor.lesson.words import option_label
from tutor.widgets import BiddingBox, DeclarationPanel, PlayTable, ReplayViewer, SignalBar

GAMES = ("satat", "saskop", "piquet", "subastao")


def engine(name: str):
    module = games.get(name)
    if not hasattr(module, "start"):
        pytest.skip(f"{name} has no start() yet")
    return module


def is_card_choice(action) -> bool:
    return [f.name for f in dataclasses.fields(action)] == ["cards"] and isinstance(action.cards, CardSet)


def click(table: PlayTable, action) -> None:
    """Take ``action`` through the widgets: a card click, a selection then confirm, a button, a drop-down."""
    if isinstance(getattr(action, "card", None), Card) and not getattr(action, "signals", None):
        table.hand.click(str(action.card))
        return
    if isinstance(
        getattr(action, "card", None), Card
    ):  # a card play carrying signals: toggles, then the card
        for signal, toggle in table.signals.toggles.items():
            toggle.value = signal in action.signals
        table.hand.click(str(action.card))
        return
    if is_card_choice(action):
        for card in table.hand.selected:
            table.hand.click(str(card))
        for card in action.cards:
            table.hand.click(str(card))
        table.confirm.click()
        return
    for bar in (table.actions, table.signals):
        if bar.dropdown is not None and action in dict(bar.dropdown.options).values():
            bar.dropdown.value = action
            bar.dropdown_button.click()
            return
        if action in bar.actions and bar.layout.display != "none":
            bar.button(str(action)).click()
            return
    raise AssertionError(f"no widget offers {action!r}")


def play_through(table: PlayTable, pick=lambda legal: legal[0], limit: int = 400) -> int:
    for step in range(limit):
        state = table.state
        if state.is_terminal:
            return step
        if table.is_paused:  # the learner may act out of turn: announce (if the picker wants to) or go on
            action = pick(table.out_of_turn())
            if action is None or (
                action not in table.signals.actions and action not in table.actions.actions
            ):
                table.go_on.click()
            else:
                click(table, action)
            assert table.state is not state or not table.is_paused
            continue
        assert state.to_act == table.seat, f"the bots stopped at {state.phase} with {state.to_act} to act"
        legal = state.legal_actions()
        action = pick(legal)
        click(table, action)
        assert table.state is not state, f"{action} did nothing: {table.hand.feedback!r}"
        assert action in table.state.history or table.undo_stack[-1] is state
    raise AssertionError("the hand did not end")


@pytest.mark.parametrize("name", GAMES)
@pytest.mark.parametrize(("seed", "seat"), [(0, 0), (1, 0), (2, 1)])
def test_a_whole_hand_through_the_play_table(name: str, seed: int, seat: int) -> None:
    engine(name)
    table = PlayTable(name, seed=seed, seat=seat)
    assert f"your hand ({table.names[seat]})" == table.hand.row.label
    play_through(table, pick=lambda legal: legal[(seed * 7) % len(legal)])
    assert table.hand.feedback.startswith("Hand over.")
    assert str(table.state.outcome()) in table.hand.feedback
    assert "result" in table.table.info.value
    assert html.escape(table.state.describe()) in table.table.info.value
    assert "face-down" not in table.table.picture.value  # once over, every hand left is shown
    others = sum(len(h) for i, h in enumerate(table.state.hands) if h is not None and i != table.seat)
    assert table.table.picture.value.count("data-card=") >= others  # (the learner's own are below)


@pytest.mark.parametrize("name", GAMES)
def test_illegal_card_click_shows_the_rules_reason(name: str) -> None:
    engine(name)
    table = PlayTable(name, seed=3)
    for _ in range(200):  # play on until the learner must play a card and some card of the hand is illegal
        state = table.state
        if state.is_terminal:
            pytest.skip("no illegal card met in this deal")
        items = {i["card"]: i for i in table.hand.row.items}
        illegal = [c for c, i in items.items() if i["state"] == "illegal"]
        if illegal:
            table.hand.click(illegal[0])
            assert table.state is state
            assert table.hand.row.feedback_kind == "bad"
            assert table.hand.feedback and table.hand.feedback in items[illegal[0]]["title"]
            return
        click(table, state.legal_actions()[0])
    pytest.skip("no illegal card met in this deal")


@pytest.mark.parametrize("name", GAMES)
def test_undo_returns_to_the_previous_decision(name: str) -> None:
    engine(name)
    table = PlayTable(name, seed=2)
    first = table.state
    click(table, first.legal_actions()[-1])
    assert table.undo_stack == [first]
    table.undo_button.click()
    assert table.state is first and not table.undo_stack


@pytest.mark.parametrize("name", ["satat", "saskop"])
def test_hint_comes_from_the_bot(name: str) -> None:
    module = engine(name)
    if not hasattr(module, "Bot"):
        pytest.skip("no bot yet")
    table = PlayTable(name, seed=0)
    action, reason = module.Bot(seed=0).hint(table.state)
    table.hint_button.click()
    assert table.hand.feedback == f"Hint: {option_label(action)} — {reason}"


@pytest.mark.parametrize("name", ["piquet", "subastao"])
def test_in_the_last_tricks_the_hint_comes_from_deals_that_fit_what_the_learner_has_seen(name: str) -> None:
    from tests.helpers import last_tricks
    from tutor.analysis import learner_hint

    state = last_tricks(name, 1)
    table = PlayTable.from_state(state, seed=3)
    table.hint_budget = None  # every deal, whatever the machine's load: the same hint as asked directly
    action, reason = learner_hint(table.state, seed=3, budget=None)
    table.hint_button.click()
    assert table.hand.feedback.startswith(f"Hint: {option_label(action)} — Over ")
    assert "deals of the hidden cards that fit what you have seen" in table.hand.feedback
    assert table.hand.feedback.endswith(reason)


def test_saskop_bidding_box_offers_5_to_9_pass_and_diamonds() -> None:
    saskop = engine("saskop")
    state = saskop.start(11, rules=saskop.SaskopRules(picture_giving=False), dealer=0)
    box = BiddingBox(state)
    labels = [b.description for b in box.buttons]
    assert labels[:7] == ["bid 5", "bid 6", "bid 7", "bid 8", "bid 9", "pass", "diamonds!"]
    legal = set(state.legal_actions())
    for action, button in zip(box.actions, box.buttons, strict=True):
        assert button.disabled == (action not in legal)
        if button.disabled:
            with pytest.raises(ValueError) as error:
                state.apply(action)
            assert button.tooltip == str(error.value)
    chosen = next(a for a in box.actions if a in legal)
    box.button(str(chosen)).click()
    assert box.state.history[-1] == chosen


def test_subastao_bids_come_in_a_drop_down_of_legal_points() -> None:
    subastao = engine("subastao")
    state = subastao.start(0)
    box = BiddingBox(state)
    assert box.dropdown is not None
    bids = [value for _, value in box.dropdown.options]
    assert bids and all(b in state.legal_actions() for b in bids)
    assert [b.description for b in box.buttons] == ["pass"]
    box.dropdown.value = bids[1]
    box.dropdown_button.click()
    assert box.state.history[-1] == bids[1]


def test_piquet_declaration_panel_has_the_calls_and_answers() -> None:
    piquet = engine("piquet")
    state = piquet.start(0)
    while not state.is_terminal and getattr(state.phase, "name", "") != "DECLARE":
        legal = state.legal_actions()
        take_in = [a for a in legal if str(a) == "take in"]
        state = state.apply(take_in[0] if take_in else legal[0])
    if state.is_terminal:
        pytest.skip("no declarations in this deal")
    panel = DeclarationPanel(state)
    assert panel.actions and all(not b.disabled for b in panel.buttons)
    assert any(label.startswith(("call ", "sink ")) for label in (b.description for b in panel.buttons))
    first = panel.actions[0]
    panel.buttons[0].click()
    after = panel.state
    assert first in after.history[len(state.history) :]
    # The answers follow (good / not good / equal ...) when the other hand must answer.
    if not after.is_terminal and getattr(after.phase, "name", "") == "DECLARE":
        words = [b.description for b in DeclarationPanel(after).buttons]
        assert words


def test_satat_signal_bar_shows_only_the_signals_allowed_now() -> None:
    satat = engine("satat")
    state = satat.start(0, rules=satat.SatatRules(signals=satat.TableSignals.ALL))
    seen_any = False
    for _ in range(300):
        if state.is_terminal:
            break
        bar = SignalBar(state, seat=state.to_act)
        legal = set(state.legal_actions())
        quiet = SignalBar(state, seat=(state.to_act + 1) % 4)  # out of turn: only its own announcements
        assert set(quiet.actions) <= set(state.legal_actions((state.to_act + 1) % 4))
        assert not quiet.toggles
        for action in bar.actions:
            assert action in legal or bar.button(str(action)).disabled
        kinds = {s for a in legal for s in (getattr(a, "signals", ()) or ())}
        assert set(bar.toggles) == kinds
        seen_any |= bool(kinds) or bool(bar.actions)
        state = state.apply(state.legal_actions()[0])
    assert seen_any, "no signal was ever allowed in a whole deal"


@pytest.mark.parametrize("name", GAMES)
def test_replay_viewer_over_a_real_hand(name: str) -> None:
    module = engine(name)
    start = module.start(5)
    state = start
    while not state.is_terminal:
        state = state.apply(state.legal_actions()[0])
    viewer = ReplayViewer.from_history(start, state)
    assert viewer.states[-1].history == state.history
    viewer.last.click()
    assert viewer.state.is_terminal and "result" in viewer.caption.value
    viewer.scrub.value = len(viewer.states) // 2
    middle = viewer.state
    shown = viewer.table.picture.value.count("data-card=")
    held = sum(len(h) for h in middle.hands if h is not None) + len(getattr(middle, "trick", ()) or ())
    assert shown == held  # every card each player holds at that moment, face up, and the trick


def test_satat_play_table_with_table_signals_attaches_them_to_the_card() -> None:
    satat = engine("satat")
    rules = satat.SatatRules(signals=satat.TableSignals.ALL)
    table = PlayTable("satat", seed=4, rules=rules)

    def signalled(legal):
        with_signals = [a for a in legal if getattr(a, "signals", None) or getattr(a, "signal", None)]
        return with_signals[0] if with_signals else legal[0]

    paused = []
    original = table._render

    def spy() -> None:
        paused.append(table.is_paused)
        original()

    table._render = spy
    play_through(table, pick=signalled)
    mine = [m for m in table.moves if m.startswith(f"{table.names[table.seat]}: ")]
    assert any("(" in m for m in mine), "the learner never played a card with a signal"
    assert any("signals" in m for m in mine), "the learner never made an announcement"
    assert any(paused), "the play never paused for an out-of-turn announcement"


@pytest.mark.parametrize("code", ["en", "es"])
@pytest.mark.parametrize("name", ["saskop", "subastao"])
def test_a_refusal_shown_bare_starts_with_a_capital(name: str, code: str) -> None:
    """A refusal's words start in lower case, to follow a name ("the deal is over: …", "el reparto ha terminado:
    …"); shown bare (a card's or a button's reason, the table's feedback line) they read as a sentence."""
    from tutor.i18n import speaking
    from tutor.widgets._protocol import card_reason
    from tutor.widgets.actions import action_reason
    from tutor.widgets.hand import HandView

    game = games.get(name)
    over = game.play_out(game.start(3), [game.Bot(seed=s) for s in range(len(game.SEATS))])
    card = next(iter(game.start(3).hands[0]))
    with speaking(code):
        refused = card_reason(over, card)
        assert refused is not None and refused[0].isupper(), refused
        assert str(action_reason(over, over.history[0]))[0].isupper()
        view = HandView("AS 7H")
        view.show_feedback(refused[0].lower() + refused[1:], "bad")
        assert view.feedback == refused
        # no reason known: "{card} cannot be played now"
        blocked = HandView("AS 7H", legal=CardSet.parse("7H"))
        blocked.click("AS")
        assert blocked.feedback[0].isupper() and blocked.feedback[1:].startswith(Card.parse("AS").name()[1:])
