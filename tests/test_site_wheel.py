"""The site ships tutor's wheel lighter than the pip wheel (site/slim.py): without the catalogues' sources (the
``.po`` and ``.pot`` files) and with each precompiled module as its bytecode alone. The wheel made here from the
checkout, precompiled by the build's own code (here by this Python), still imports ``tutor`` and speaks Japanese,
and a traceback through tutor's code still shows in IPython (without the source line)."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import zipfile
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "site"))
import build  # noqa: E402
import slim  # noqa: E402

from tutor.i18n import compile_catalogues  # noqa: E402

DIST_INFO = "trick_tutor-0.2.0.dist-info"


def pip_wheel(folder: Path) -> Path:
    """A wheel of the checkout's ``tutor`` with what the pip wheel holds (pyproject.toml's package data, the
    catalogues compiled as setup.py does) and a RECORD listing every member."""
    catalogues = folder / "catalogues"
    compile_catalogues(catalogues)
    members: dict[str, bytes] = {}
    for path in sorted((ROOT / "tutor").rglob("*")):
        name = path.relative_to(ROOT).as_posix()
        if path.is_file() and "__pycache__" not in name and path.suffix not in (".pyc", ".mo"):
            members[name] = path.read_bytes()
    for path in sorted(catalogues.rglob("*.mo")):
        members[f"tutor/locale/{path.relative_to(catalogues).as_posix()}"] = path.read_bytes()
    members[f"{DIST_INFO}/METADATA"] = b"Metadata-Version: 2.1\nName: trick-tutor\nVersion: 0.2.0\n"
    members[f"{DIST_INFO}/WHEEL"] = b"Wheel-Version: 1.0\nRoot-Is-Purelib: true\nTag: py3-none-any\n"
    record = "".join(f"{n},sha256=x,{len(d)}\n" for n, d in members.items()) + f"{DIST_INFO}/RECORD,,\n"
    members[f"{DIST_INFO}/RECORD"] = record.encode()
    wheel = folder / "trick_tutor-0.2.0-py3-none-any.whl"
    with zipfile.ZipFile(wheel, "w", zipfile.ZIP_DEFLATED) as z:
        for name, data in members.items():
            z.writestr(zipfile.ZipInfo(name, date_time=(2020, 1, 1, 0, 0, 0)), data)
    return wheel


def precompiled(src: Path, dst: Path) -> Path:
    """``src`` with bytecode for every module beside its source, by the build's own precompile step (which the
    build runs in the shipped Pyodide; here in this Python, whose bytecode this Python can import)."""
    step: dict = {}
    exec(build.PRECOMPILE_PY, step)  # the build's own code, as the build runs it
    with zipfile.ZipFile(src) as z:
        modules = [n for n in z.namelist() if n.endswith(".py")]
    assert step["precompile"](str(src), str(dst), modules) == len(modules)
    return dst


@pytest.fixture(scope="module")
def site_wheel(tmp_path_factory) -> tuple[Path, Path]:
    """(the pip wheel, the site's wheel: trimmed, precompiled, then sourceless, as site/build.py makes it)."""
    folder = tmp_path_factory.mktemp("site-wheel")
    pip = pip_wheel(folder)
    (folder / "slim").mkdir()
    slimmed = folder / "slim" / pip.name
    assert "3 files left out" in slim.slim_wheel(pip, slimmed)  # ja.po, es.po, tutor.pot
    (folder / "pyc").mkdir()
    compiled = precompiled(slimmed, folder / "pyc" / pip.name)
    (folder / "site").mkdir()
    shipped = folder / "site" / pip.name
    note = slim.sourceless_wheel(compiled, shipped)
    assert "modules as bytecode only" in note
    return pip, shipped


def names(whl: Path) -> list[str]:
    with zipfile.ZipFile(whl) as z:
        return z.namelist()


def test_the_site_wheel_holds_no_catalogue_sources_and_no_source_beside_bytecode(site_wheel):
    pip, shipped = site_wheel
    before, after = names(pip), names(shipped)
    assert {"tutor/locale/ja.po", "tutor/locale/es.po", "tutor/locale/tutor.pot"} <= set(before)
    assert not [n for n in after if n.endswith((".po", ".pot"))]
    assert {"tutor/locale/ja/LC_MESSAGES/tutor.mo", "tutor/locale/es/LC_MESSAGES/tutor.mo"} <= set(after)
    modules = [n for n in before if n.endswith(".py")]
    assert modules and not [n for n in after if n.endswith(".py")]
    assert sorted(n + "c" for n in modules) == sorted(n for n in after if n.endswith(".pyc"))
    assert not [n for n in after if "__pycache__" in n]
    kept = [n for n in before if not n.endswith((".py", ".po", ".pot"))]  # js, css, py.typed, .mo, dist-info
    assert set(kept) <= set(after)
    with zipfile.ZipFile(shipped) as z:
        record = [line.rsplit(",", 2)[0] for line in z.read(f"{DIST_INFO}/RECORD").decode().splitlines()]
    assert sorted(record) == sorted(after)  # the RECORD names exactly what is shipped
    assert shipped.stat().st_size < pip.stat().st_size


def test_a_module_without_bytecode_keeps_its_source(tmp_path):
    src = tmp_path / "in.whl"
    pyc = "pkg/__pycache__/a.cpython-314.pyc"
    members = {"pkg/a.py": b"x = 1\n", pyc: b"bytecode", "pkg/b.py": b"y = 2\n", "d-1.dist-info/RECORD": b""}
    members["d-1.dist-info/RECORD"] = "".join(f"{n},,\n" for n in members).encode()
    with zipfile.ZipFile(src, "w") as z:
        for name, data in members.items():
            z.writestr(name, data)
    slim.sourceless_wheel(src, tmp_path / "out.whl")
    with zipfile.ZipFile(tmp_path / "out.whl") as z:
        assert sorted(z.namelist()) == ["d-1.dist-info/RECORD", "pkg/a.pyc", "pkg/b.py"]
        assert z.read("pkg/a.pyc") == b"bytecode"
        assert z.read("d-1.dist-info/RECORD").decode().splitlines() == [
            "pkg/a.pyc,,",
            "pkg/b.py,,",
            "d-1.dist-info/RECORD,,",
        ]


#: run from the unpacked site wheel: tutor imported from there, its words in Japanese, an error's traceback in IPython
CHECK = """
import json, sys
import tutor
from tutor.cards import Card
from tutor.games import satat
import tutor.widgets
from IPython.core.interactiveshell import InteractiveShell

tutor.set_language("ja")
said = {
    "file": tutor.__file__,
    "card": Card.parse("QS").name(),
    "sentence": satat.start(1, dealer=0, trump="S").explain("2C"),
}
shell = InteractiveShell.instance(colors="nocolor")
shell.run_cell("from tutor.cards import Card\\nCard.parse('ZZ')")
print(json.dumps(said))
"""


def test_the_site_wheel_imports_tutor_and_speaks_japanese(site_wheel, tmp_path):
    from tutor.cards import Card
    from tutor.errors import NotationError
    from tutor.games import satat
    from tutor.i18n import speaking

    _, shipped = site_wheel
    packages = tmp_path / "site-packages"
    with zipfile.ZipFile(shipped) as z:
        z.extractall(packages)
    env = {**os.environ, "PYTHONPATH": str(packages)}
    done = subprocess.run(
        [sys.executable, "-c", CHECK], cwd=tmp_path, env=env, capture_output=True, text=True, timeout=120
    )
    assert done.returncode == 0, done.stderr
    *traceback, last = done.stdout.strip().splitlines()
    said = json.loads(last)
    assert said["file"] == str(packages / "tutor" / "__init__.pyc")
    with speaking("ja"):
        card = Card.parse("QS").name()
        sentence = satat.start(1, dealer=0, trump="S").explain("2C")
    with speaking("en"):  # the words differ from English's
        assert card != Card.parse("QS").name()
        assert sentence != satat.start(1, dealer=0, trump="S").explain("2C")
    assert said["card"] == card and said["sentence"] == sentence, said
    shown = "\n".join(traceback)
    with speaking("ja"), pytest.raises(NotationError) as refused:  # in the language the cell ran in
        Card.parse("ZZ")
    assert "NotationError" in shown and str(refused.value) in shown, shown
    assert "cards.py" in shown  # the frame inside tutor is named, its line is not shown
