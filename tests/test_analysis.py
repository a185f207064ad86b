"""The exact analysis (:mod:`tutor.analysis`) against a plain minimax written from the state API alone.

The reference here shares no code with the solver: it walks ``legal_actions()`` / ``apply()`` to the end and
reads the value off ``outcome()`` / ``scores``, with each game's currency written out again below. Endings of
one to three tricks are drawn from random deals and random play (hypothesis); hand-made endings check values a
player can count by hand.
"""

from __future__ import annotations

import random

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from tutor import analysis
from tutor.games import piquet, saskop, satat, subastao
from tutor.games.satat.records import Result

# -- the reference: each game's currency, read from the finished state ---------------------------------------


def satat_final(state) -> int:
    outcome = state.outcome()
    side = state.maker % 2
    sign = 1 if outcome.winner == side else -1
    if outcome.result is Result.SEVEN_ZERO:
        return 20 * sign
    if outcome.result is Result.THIRTEEN_ZERO:
        return 40 * sign
    return outcome.tricks[side] - outcome.tricks[1 - side]


def saskop_final(state) -> int:
    outcome = state.outcome()
    team = 0 if state.caller is None else state.caller % 2
    return outcome.points[team] + (outcome.tricks[team] == 9) - (outcome.tricks[team] == 0)


def piquet_final(state) -> int:
    return state.scores[state.elder] - state.scores[1 - state.elder]


def subastao_final(state) -> int:
    return state.outcome().points


GAMES = {
    "satat": (satat_final, lambda s: s.to_act % 2 == s.maker % 2),
    "saskop": (saskop_final, lambda s: s.to_act % 2 == (0 if s.caller is None else s.caller % 2)),
    "piquet": (piquet_final, lambda s: s.to_act == s.elder),
    "subastao": (subastao_final, lambda s: bool(s.side >> s.to_act & 1)),
}
PLAY_ACTIONS = ("Play", "Sing", "Continue", "Look")


def game_of(state) -> str:
    return type(state).__module__.split(".")[2]


def moves(state) -> list:
    """The actions of the play (cards, cantes, the 7-0 choice, the younger's look), not signals."""
    return [a for a in state.legal_actions() if type(a).__name__ in PLAY_ACTIONS]


def minimax(state) -> int:
    final, maximising = GAMES[game_of(state)]
    if state.is_terminal:
        return final(state)
    values = [minimax(state.apply(action)) for action in moves(state)]
    return max(values) if maximising(state) else min(values)


# -- endings from random deals ------------------------------------------------------------------------------


def in_play(state, rng: random.Random):
    """Random actions until the play phase (auctions, exchanges, declarations)."""
    while not state.is_terminal and state.phase.value != "play":
        actions = state.legal_actions()
        state = state.apply(actions[rng.randrange(len(actions))])
    return state


def deal(game: str, seed: int):
    rng = random.Random(seed)
    if game == "satat":
        return satat.start(seed, dealer=rng.randrange(4), trump=rng.choice("SHDC"))
    if game == "saskop":
        return in_play(saskop.start(seed), rng)
    if game == "piquet":
        return in_play(piquet.start(seed), rng)
    return in_play(subastao.start(seed), rng)


def tricks_left(state) -> int:
    players = {"piquet": 2, "subastao": 3}.get(game_of(state), 4)
    return sum(0 if hand is None else len(hand) for hand in state.hands) // players


def ending(game: str, seed: int, tricks: int, into: int):
    """A random ending: random play until ``tricks`` tricks are left, then ``into`` more random moves.

    A Satat deal often ends before (a team has seven tricks): then the next seed is tried, so that the
    close deals (5–5, 6–4, ...) and the 7-0s played on are the ones tested."""
    rng = random.Random(seed)
    state = deal(game, seed)
    while not state.is_terminal and tricks_left(state) > tricks:
        actions = moves(state)
        state = state.apply(actions[rng.randrange(len(actions))])
    if state.is_terminal and tricks_left(state) > tricks:
        return ending(game, seed + 1, tricks, into)
    for _ in range(into):
        if state.is_terminal:
            break
        actions = moves(state)
        state = state.apply(actions[rng.randrange(len(actions))])
    return state


def check(state) -> None:
    if state.is_terminal:
        return
    _, maximising = GAMES[game_of(state)]
    got = analysis.values(state)
    expected = {action: minimax(state.apply(action)) for action in moves(state)}
    assert {action: got[action] for action in expected} == expected, state.describe()
    assert analysis.solve(state) == (max if maximising(state) else min)(expected.values())


EXAMPLES = {"satat": 250, "saskop": 250, "piquet": 300, "subastao": 250}


@pytest.mark.parametrize("game", list(GAMES))
@settings(max_examples=250, deadline=None, suppress_health_check=[HealthCheck.too_slow], derandomize=True)
@given(seed=st.integers(0, 10**6), tricks=st.integers(1, 3), into=st.integers(0, 3))
def test_solver_equals_minimax_on_endings(game: str, seed: int, tricks: int, into: int) -> None:
    check(ending(game, seed, tricks, into))


@pytest.mark.slow
@pytest.mark.parametrize("game", list(GAMES))
@settings(max_examples=1000, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 10**9), tricks=st.integers(1, 3), into=st.integers(0, 3))
def test_solver_equals_minimax_on_many_endings(game: str, seed: int, tricks: int, into: int) -> None:
    check(ending(game, seed, tricks, into))
