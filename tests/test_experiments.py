"""tutor.experiments: seeded deals in any number of processes give the same rows; chosen hands, bots and extra
columns; every bad argument refused with a TutorError quoting it; the rows as a table, a summary and a plot."""

from __future__ import annotations

import concurrent.futures
import functools
import multiprocessing
import sys
from typing import Any

import pytest

from tutor import TutorError
from tutor.experiments import Records, deal_seed, progress, simulate
from tutor.games import GAMES, piquet, satat, subastao
from tutor.games.protocol import RECORD_COLUMNS

SOUTH = "2H AH KH QH JH AS KS QS JS AD KD AC KC"  # a Satat hand of 13


def history_length(state: Any) -> dict[str, Any]:
    """An extra column (a function at the top level of a module, as a pool of processes needs it)."""
    return {"history": len(state.history)}


def lead_first(state: Any) -> Any:
    """A bot as a function: the first legal action."""
    return state.legal_actions()[0]


@pytest.mark.parametrize("game", GAMES)
def test_simulate_gives_the_same_rows_on_two_workers_as_on_one(game: str) -> None:
    one = simulate(game, deals=24, seed=11, progress=False)
    two = simulate(game, deals=24, seed=11, workers=2, progress=False)
    assert one == two and len(one) == 24
    assert [row["deal"] for row in two] == list(range(24))
    assert [row["seed"] for row in two] == [deal_seed(11, i) for i in range(24)]
    assert len({row["seed"] for row in one}) == 24  # 24 different deals
    assert simulate(game, deals=24, seed=12, progress=False) != one


def test_simulate_gives_the_same_rows_in_spawned_processes_and_in_threads() -> None:
    """Spawned workers start with their own hash seed and import everything afresh: the rows do not change."""
    one = simulate("satat", deals=30, seed=5, record=history_length, progress=False)
    spawn = multiprocessing.get_context("spawn")
    with concurrent.futures.ProcessPoolExecutor(max_workers=2, mp_context=spawn) as pool:
        assert (
            simulate("satat", deals=30, seed=5, record=history_length, executor=pool, progress=False) == one
        )
    with concurrent.futures.ThreadPoolExecutor(max_workers=3) as threads:
        assert (
            simulate("satat", deals=30, seed=5, record=history_length, executor=threads, progress=False)
            == one
        )


def test_simulate_on_a_local_dask_cluster_gives_the_same_rows() -> None:
    distributed = pytest.importorskip("distributed")
    one = simulate("subastao", deals=40, seed=3, progress=False)
    with (
        distributed.LocalCluster(
            n_workers=2, threads_per_worker=1, processes=True, dashboard_address=None
        ) as cluster,
        distributed.Client(cluster) as client,
    ):
        assert simulate("subastao", deals=40, seed=3, executor=client.get_executor(), progress=False) == one


def test_simulate_rows_are_the_deals_played_again_from_their_seeds() -> None:
    rows = simulate(satat, deals=6, seed="lesson", hands={0: SOUTH}, progress=False)
    for row in rows:
        state = satat.start(row["seed"], hands=[SOUTH, None, None, None])
        chosen = satat.INPUTS.hand(SOUTH)
        assert all(
            card in chosen for card in state.hands[0]
        )  # the chosen hand (its first five) in every deal
        bots = [satat.Bot(seed=f"{row['seed']}/{seat}") for seat in range(4)]
        expected = satat.play_out(state, bots).outcome().record()
        assert {k: v for k, v in row.items() if k != "deal"} == expected  # the seed among them


def test_simulate_hands_by_seat_number_name_or_list_alike() -> None:
    by_number = simulate("satat", deals=5, hands={0: SOUTH}, progress=False)
    assert simulate("satat", deals=5, hands={"south": SOUTH}, progress=False) == by_number
    assert simulate("satat", deals=5, hands=[SOUTH, None, None, None], progress=False) == by_number
    assert simulate("satat", deals=5, progress=False) != by_number


def test_simulate_bots_as_classes_per_seat_instances_and_functions() -> None:
    mixed = [satat.Bot, satat.RandomBot, satat.Bot, functools.partial(satat.RandomBot)]
    rows = simulate("satat", deals=20, bots=mixed, progress=False)
    assert rows == simulate("satat", deals=20, bots=mixed, workers=2, progress=False)
    assert rows != simulate("satat", deals=20, progress=False)  # random players at one side change the deals
    # a bot given as an object: every deal starts from a copy of it, whatever the order the deals are played in
    bot = piquet.RandomBot(seed=4)
    once = simulate("piquet", deals=12, bots=bot, progress=False)
    assert once == simulate("piquet", deals=12, bots=bot, workers=2, progress=False)
    assert simulate("piquet", deals=12, bots=lead_first, workers=2, progress=False) == simulate(
        "piquet", deals=12, bots=lead_first, progress=False
    )


def test_simulate_record_adds_columns_and_rules_reach_the_deals() -> None:
    rows = simulate("satat", deals=8, record=history_length, progress=False)
    assert (
        rows.columns[: 1 + len(RECORD_COLUMNS)] == ("deal", *RECORD_COLUMNS) and rows.columns[-1] == "history"
    )
    assert all(row["history"] > 13 for row in rows)
    four = simulate("subastao", deals=6, rules=subastao.SubastaoRules(variant="four"), progress=False)
    assert four != simulate("subastao", deals=6, progress=False)
    assert any(row.get("scores_3") is not None for row in four)  # four seats scored


def test_simulate_without_a_seed_draws_one_and_keeps_it() -> None:
    rows = simulate("piquet", deals=3, seed=None, progress=False)
    assert isinstance(rows.seed, int) and rows == simulate("piquet", deals=3, seed=rows.seed, progress=False)


@pytest.mark.parametrize(
    ("arguments", "quoted"),
    [
        ({"deals": 0}, "deals 0"),
        ({"deals": -5}, "deals -5"),
        ({"deals": 2.5}, "deals 2.5"),
        ({"deals": True}, "deals True"),
        ({"game": "bridge"}, "'bridge'"),
        ({"game": 5}, "game 5"),
        ({"game": sys}, "module 'sys'"),
        ({"seed": 1.5}, "seed 1.5"),
        ({"bots": 5}, "bots 5"),
        ({"bots": ["x", "y", "z", "w"]}, "bots 'x'"),
        ({"bots": [satat.Bot] * 3}, "gives 3 bots"),
        ({"bots": int}, "bots <class 'int'>"),
        ({"hands": {7: SOUTH}}, "seat 7"),
        ({"hands": {"Middle": SOUTH}}, "'Middle'"),
        ({"hands": SOUTH}, f"{SOUTH!r}"),
        ({"hands": [SOUTH]}, "gives 1 hands"),
        ({"hands": {0: "AS KS ZZ"}}, "'ZZ'"),
        ({"hands": {0: "AS KS"}}, "'AS KS'"),
        ({"rules": "fast"}, "'fast'"),
        ({"workers": 0}, "workers 0"),
        ({"workers": "2"}, "workers '2'"),
        ({"executor": object()}, "executor <object"),
        ({"workers": 2, "executor": concurrent.futures.ThreadPoolExecutor(1)}, "workers 2"),
        ({"record": 5}, "record 5"),
        ({"record": lambda state: None, "workers": 2}, "cannot be sent to another process"),
        ({"progress": "yes"}, "progress 'yes'"),
    ],
)
def test_simulate_refuses_bad_arguments_quoting_them(arguments: dict[str, Any], quoted: str) -> None:
    arguments = {"game": "satat", "deals": 3, "progress": False, **arguments}
    with pytest.raises(TutorError) as error:
        simulate(**arguments)
    assert quoted in str(error.value)


def test_simulate_refuses_a_record_that_gives_no_columns() -> None:
    with pytest.raises(TutorError, match="it must give a dict of columns"):
        simulate("saskop", deals=2, record=repr, progress=False)


def test_simulate_shows_its_progress_on_standard_error_and_stays_quiet_when_asked(capsys: Any) -> None:
    simulate("saskop", deals=5, progress=True)
    assert "saskop: 5 deals in" in capsys.readouterr().err
    simulate("saskop", deals=5, progress=False)
    assert capsys.readouterr() == ("", "")


def test_simulate_shows_a_bar_under_a_notebook_cell(monkeypatch: Any) -> None:
    shown: list[str] = []

    class Handle:
        def update(self, page: Any) -> None:
            shown.append(page.data)

    import IPython.display

    monkeypatch.setattr(progress, "_kernel_shell", lambda: object())
    monkeypatch.setattr(progress, "REDRAW", 0.0)
    monkeypatch.setattr(
        IPython.display, "display", lambda page, display_id: shown.append(page.data) or Handle()
    )
    simulate("saskop", deals=30, progress=True)
    assert '<progress value="0" max="30"' in shown[0]
    assert any('<progress value="' in page and 'max="30"' in page for page in shown[1:-1])
    assert "saskop: 30 deals in" in shown[-1] and "<progress" not in shown[-1]


def test_records_to_frame_summary_and_plot() -> None:
    rows = simulate("subastao", deals=40, seed=2, progress=False)
    frame = rows.to_frame()
    assert list(frame.columns) == list(rows.columns) and len(frame) == 40
    assert frame.attrs == {"game": "subastao", "seed": 2}
    assert frame["points"].tolist() == rows.column("points")
    summary = dict(rows.summary())
    assert "deal" not in summary and summary["points"].startswith("mean ")
    assert "yes" in summary["made"] and "no" in summary["made"]
    assert str(rows).startswith("subastao: 40 deals (seed 2)") and repr(rows).startswith("<Records: subastao")
    page = rows._repr_html_()
    assert "<table" in page and "<svg" in page and "points" in page
    matplotlib = pytest.importorskip("matplotlib")
    matplotlib.use("Agg")
    ax = rows.plot("contract")
    assert ax.get_xlabel() == "contract" and ax.patches
    assert rows.plot().get_xlabel() == "points"  # the soloist's points by default
    with pytest.raises(TutorError, match="'nope' is not a column: the columns are deal, game, seed"):
        rows.plot("nope")


def test_records_without_pandas_or_matplotlib_name_the_extra(monkeypatch: Any) -> None:
    rows = simulate("piquet", deals=2, progress=False)
    monkeypatch.setitem(sys.modules, "pandas", None)
    with pytest.raises(ModuleNotFoundError, match=r"needs pandas.*trick-tutor\[widgets\]"):
        rows.to_frame()
    for name in ("matplotlib", "matplotlib.figure", "matplotlib.pyplot"):
        monkeypatch.setitem(sys.modules, name, None)
    with pytest.raises(ModuleNotFoundError, match=r"needs matplotlib.*trick-tutor\[widgets\]"):
        rows.plot()
    assert "<table" in rows._repr_html_() and "<svg" not in rows._repr_html_()  # the table alone


def test_records_are_a_sequence_of_rows() -> None:
    rows = simulate("piquet", deals=5, seed=1, progress=False)
    assert isinstance(rows, Records) and list(rows) == [rows[i] for i in range(5)]
    assert rows[1:3] == Records(list(rows)[1:3], game="piquet", seed=1)
    assert rows[-1]["deal"] == 4


def test_simulate_in_the_browser_plays_on_its_one_process(monkeypatch: Any) -> None:
    from tutor.experiments import runs

    monkeypatch.setattr(runs, "IN_BROWSER", True)
    assert simulate("piquet", deals=4, workers=None, progress=False) == simulate(
        "piquet", deals=4, progress=False
    )
    with pytest.raises(TutorError, match="workers 2: Python in the browser"):
        simulate("piquet", deals=4, workers=2, progress=False)


@pytest.mark.parametrize(("deals", "workers"), [(1, 1), (7, 2), (100, 2), (1000, 2), (100_000, 8), (3, 16)])
def test_simulate_shares_the_deals_in_chunks_that_cover_each_deal_once(deals: int, workers: int) -> None:
    from tutor.experiments.runs import CHUNK_MAX, TASKS_PER_WORKER, _chunks

    parts = _chunks(deals, workers)
    assert [i for start, stop in parts for i in range(start, stop)] == list(range(deals))
    assert all(0 < stop - start <= CHUNK_MAX for start, stop in parts)
    assert len(parts) >= min(deals, TASKS_PER_WORKER * workers)  # every worker has work, and more to take
