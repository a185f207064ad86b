"""A seed gives the same deal, the same bots' play and the same result in every process.

Each Python process hashes texts with its own seed (``PYTHONHASHSEED``) and places objects at its own addresses,
so a set's order changes from one process to the next: nothing a bot, a sampler, the solver or the engine decides
may depend on it. Here every game and every variant of its options plays :data:`DEALS` seeded deals with its
``Bot`` at every seat, and a few whole matches; the analysis's sampled hints and :class:`SamplingBot` judge a few
endings; :func:`tutor.experiments.simulate` plays a few deals. The same work runs in a fresh Python with
``PYTHONHASHSEED=0`` and in a worker started by ``spawn`` with ``PYTHONHASHSEED=1``: every history, outcome,
record and saved state must be the same, character for character.

Run by itself (``python tests/test_determinism.py [deals]``) this file prints the fingerprints as JSON: that is
what the fresh Pythons run.
"""

from __future__ import annotations

import concurrent.futures
import hashlib
import json
import multiprocessing
import os
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

ROOT = Path(__file__).resolve().parent.parent

DEALS = 500
"""Seeded deals per game and variant."""

pytestmark = pytest.mark.slow  # two runs of the same work at once, each about 13 s of CPU time


def variants() -> dict[str, list[tuple[str, Any]]]:
    """Every game's options worth playing apart: the default, then the variants of its options class."""
    from tutor.games import piquet, saskop, satat, subastao

    return {
        "satat": [
            ("default", satat.SatatRules()),
            ("trup kasiet", satat.SatatRules(trup_kasiet=True)),
            ("all signals", satat.SatatRules(signals=satat.TableSignals.ALL)),
            ("no redeals", satat.SatatRules(max_redeals=0, partner_redeal=False, exchange=False)),
        ],
        "saskop": [
            ("default", saskop.SaskopRules()),
            ("estonian", saskop.SaskopRules.estonian()),
            (
                "seed order",
                saskop.SaskopRules(
                    picture_suit_order=saskop.SEED_SUIT_ORDER, caller_may_override=True, steeple=True
                ),
            ),
        ],
        "piquet": [
            ("default", piquet.PiquetRules()),
            (
                "by threes",
                piquet.PiquetRules(
                    packet=3,
                    partie_deals=4,
                    younger_must_exchange=False,
                    younger_may_look=False,
                    cut_winner_deals=False,
                ),
            ),
        ],
        "subastao": [
            ("three", subastao.SubastaoRules()),
            ("four", subastao.SubastaoRules(variant="four", takeover=True)),
            ("pairs", subastao.SubastaoRules(variant="pairs")),
            (
                "open",
                subastao.SubastaoRules(
                    auction="open", first_lead="mano", failure_mode="each", strict_montar=True, tute=40
                ),
            ),
        ],
    }


def _digest(text: str) -> str:
    return hashlib.sha256(text.encode()).hexdigest()[:16]


def _deal_text(final: Any) -> str:
    """Everything a deal's play decided: its history, its outcome (text and row) and the state saved."""
    outcome = final.outcome()
    history = " | ".join(str(action) for action in final.history)
    row = json.dumps(outcome.record(), sort_keys=True, default=str)
    return "\n".join([history, str(outcome), row, final.to_json()])


def _matches(game: Any, name: str, rules: Any, seed: int) -> str:
    """A whole match (Satat: three deals, with the exchange after a 7-0), played by the game's bots."""
    from tutor.games import piquet, saskop, satat, subastao

    if name == "satat":
        match = satat.Match.start(seed, rules=rules)
        for deal in range(3):
            match = match.play_deal([satat.Bot(seed=f"{seed}/{deal}/{s}") for s in range(4)])
        return f"{match.tally} {[str(o) for o in match.outcomes]}"
    if name == "saskop":
        game_ = saskop.play_game(seed, [saskop.Bot(seed=f"{seed}/{s}") for s in range(4)], rules=rules)
        return f"{game_} {[str(o) for o in game_.deals]}"
    if name == "piquet":
        partie = piquet.play_partie(seed, [piquet.Bot(seed=f"{seed}/{s}") for s in range(2)], rules=rules)
        return str(partie)
    rules = subastao.SubastaoRules(**{**_fields(rules), "target": None, "deals": 3, "takeover": False})
    match = subastao.Match.start(seed, rules=rules)
    bot = subastao.Bot(seed=seed)
    while not match.is_terminal:
        match = match.apply(bot.choose(match.state))
    return f"{match} {[str(o) for o in match.results]}"


def _fields(rules: Any) -> dict[str, Any]:
    return {name: getattr(rules, name) for name in rules.__dataclass_fields__}


def _analysis(name: str) -> list[str]:
    """The sampled hint (no time budget) and the sampling bot's play in the last tricks of a few deals."""
    from tutor import analysis, games

    game = games.get(name)
    found = []
    for seed in range(3):
        state = game.start(seed)
        bot = game.Bot(seed=seed)
        while not state.is_terminal and not analysis.in_reach(state):
            state = state.apply(bot.choose(state))
        if state.is_terminal:
            continue
        action, reason = analysis.learner_hint(state, seed=seed, budget=None)
        end = game.play_out(state, analysis.SamplingBot(seed=seed, samples=4))
        found.append(f"{action} {reason} / {' '.join(map(str, end.history))} / {end.outcome()}")
    return found


def fingerprints(deals: int = DEALS) -> dict[str, list[str]]:
    """For each game and variant, a digest of each seeded deal played by the bots (the first ``deals`` seeds);
    for each game, a digest of a few matches, of the analysis of a few endings and of a short experiment."""
    from tutor import games
    from tutor.experiments import simulate

    found: dict[str, list[str]] = {}
    for name, options in variants().items():
        game = games.get(name)
        for label, rules in options:
            found[f"{name} {label}"] = [
                _digest(_deal_text(game.play_out(game.start(seed, rules=rules), game.Bot(seed=seed))))
                for seed in range(deals)
            ]
            found[f"{name} {label} matches"] = [
                _digest(_matches(game, name, rules, seed)) for seed in range(2)
            ]
        found[f"{name} analysis"] = [_digest(text) for text in _analysis(name)]
        rows = simulate(name, deals=12, seed=7, progress=False)
        found[f"{name} simulate"] = [_digest(json.dumps(row, sort_keys=True, default=str)) for row in rows]
    return found


def _fresh_python(hash_seed: str, deals: int) -> subprocess.Popen[str]:
    env = {**os.environ, "PYTHONHASHSEED": hash_seed, "PYTHONPATH": str(ROOT)}
    return subprocess.Popen(
        [sys.executable, str(Path(__file__)), str(deals)],
        cwd=ROOT,
        env=env,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )


def _read(process: subprocess.Popen[str]) -> dict[str, list[str]]:
    out, err = process.communicate(timeout=900)
    assert process.returncode == 0, err
    result: dict[str, list[str]] = json.loads(out)
    return result


def _differences(here: dict[str, list[str]], there: dict[str, list[str]]) -> list[str]:
    """What differs, by game and variant: the first few seeds (the index in its list) that play differently."""
    if here.keys() != there.keys():
        return [f"different work: {sorted(here.keys() ^ there.keys())}"]
    found = []
    for key, digests in here.items():
        changed = [i for i, (a, b) in enumerate(zip(digests, there[key], strict=True)) if a != b]
        if changed:
            found.append(f"{key}: {len(changed)} of {len(digests)} differ, first at {changed[:5]}")
    return found


def _hash_seed() -> tuple[str | None, int]:
    """This process's ``PYTHONHASHSEED`` and a text's hash under it."""
    return os.environ.get("PYTHONHASHSEED"), hash("tutor")


def _spawned(deals: int) -> tuple[tuple[str | None, int], dict[str, list[str]]]:
    return _hash_seed(), fingerprints(deals)


def test_every_seeded_result_is_the_same_in_every_process(monkeypatch: pytest.MonkeyPatch) -> None:
    """A fresh Python with ``PYTHONHASHSEED=0`` and a worker started by ``spawn`` with ``PYTHONHASHSEED=1`` (a
    fresh interpreter that imports everything afresh) play every deal alike."""
    fresh = _fresh_python("0", DEALS)
    monkeypatch.setenv("PYTHONHASHSEED", "1")  # the spawned interpreter reads it as it starts
    spawn = multiprocessing.get_context("spawn")
    with concurrent.futures.ProcessPoolExecutor(max_workers=1, mp_context=spawn) as pool:
        (hash_seed, text_hash), spawned = pool.submit(_spawned, DEALS).result(timeout=900)
    first = _read(fresh)
    assert hash_seed == "1" and text_hash != _hash_of_text_under_seed_0()  # the worker hashed texts otherwise
    assert sum(len(v) for v in first.values()) > 12 * DEALS  # every game and variant played its deals
    # each game reached an ending to judge
    assert all(first[key] for key in first if key.endswith("analysis"))
    assert _differences(first, spawned) == [], "the spawned worker (PYTHONHASHSEED=1) plays differently"


def _hash_of_text_under_seed_0() -> int:
    code = "print(hash('tutor'))"
    env = {**os.environ, "PYTHONHASHSEED": "0"}
    return int(subprocess.run([sys.executable, "-c", code], env=env, capture_output=True, text=True).stdout)


SAVED_SET = "from tutor.games._shared import encode; from tutor.games.satat import Signal; print(encode(frozenset(Signal)))"


def test_a_set_is_saved_in_the_same_order_in_every_process() -> None:
    """A set in a saved state (the signals given with a card in Satat) is written in one order whatever the
    process's hash seed (under seeds 3 and 4 the five signals of a set iterate in different orders)."""
    texts = set()
    for hash_seed in ("3", "4"):
        env = {**os.environ, "PYTHONHASHSEED": hash_seed, "PYTHONPATH": str(ROOT)}
        done = subprocess.run(
            [sys.executable, "-c", SAVED_SET], env=env, capture_output=True, text=True, check=True
        )
        texts.add(done.stdout)
    assert len(texts) == 1


if __name__ == "__main__":
    sys.path.insert(0, str(ROOT))
    print(json.dumps(fingerprints(int(sys.argv[1]) if len(sys.argv) > 1 else DEALS)))
