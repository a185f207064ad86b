"""site/slim.py trims the shipped wheels and patches IPython, the Pyodide kernel and piplite so that jedi and
prompt_toolkit are not loaded at start-up; site/build.py keeps them in the lock, loaded on demand only."""

from __future__ import annotations

import sys
import zipfile
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "site"))
import build  # noqa: E402
import slim  # noqa: E402


def make_wheel(folder: Path, name: str, files: dict[str, str], requires: tuple[str, ...] = ()) -> Path:
    """A wheel of ``files`` with a METADATA that requires ``requires`` and a RECORD listing every member."""
    dist = f"{name.replace('-', '_')}-1.0.dist-info"
    meta = f"Metadata-Version: 2.1\nName: {name}\nVersion: 1.0\n" + "".join(
        f"Requires-Dist: {r}\n" for r in requires
    )
    members = {**files, f"{dist}/METADATA": meta, f"{dist}/WHEEL": "Wheel-Version: 1.0\n"}
    members[f"{dist}/RECORD"] = (
        "".join(f"{n},sha256=x,{len(t)}\n" for n, t in members.items()) + f"{dist}/RECORD,,\n"
    )
    path = folder / f"{name.replace('-', '_')}-1.0-py3-none-any.whl"
    with zipfile.ZipFile(path, "w", zipfile.ZIP_DEFLATED) as z:
        for n, text in members.items():
            z.writestr(zipfile.ZipInfo(n, date_time=(2020, 1, 1, 0, 0, 0)), text)
    return path


def read(whl: Path) -> dict[str, str]:
    with zipfile.ZipFile(whl) as z:
        return {n: z.read(n).decode() for n in z.namelist()}


def test_ipython_embed_imports_the_terminal_only_when_called(tmp_path):
    src = make_wheel(
        tmp_path,
        "ipython",
        {
            "IPython/__init__.py": "from .core import release\nfrom .terminal.embed import embed\nx = 1\n",
            "IPython/core/tests/test_x.py": "assert 1\n",
        },
    )
    out = tmp_path / "out" / src.name
    out.parent.mkdir()
    note = slim.slim_wheel(src, out)
    files = read(out)
    init = files["IPython/__init__.py"]
    assert "from .terminal.embed import embed\n" not in init.replace("    from .terminal", "")
    assert "def embed(*args, **kwargs):" in init and init.endswith("x = 1\n")
    compile(init, "IPython/__init__.py", "exec")
    assert "IPython/core/tests/test_x.py" not in files  # test suites are not shipped
    record = files["ipython-1.0.dist-info/RECORD"].splitlines()
    assert "IPython/__init__.py,," in record  # the patched file's upstream hash is not claimed
    assert not any(line.startswith("IPython/core/tests/") for line in record)
    assert "patched IPython/__init__.py" in note and "1 files left out" in note


def test_a_patch_that_no_longer_matches_stops_the_build(tmp_path):
    src = make_wheel(tmp_path, "ipython", {"IPython/__init__.py": "from .terminal.embed import embed as e\n"})
    with pytest.raises(SystemExit, match=r"IPython/__init__\.py"):
        slim.slim_wheel(src, tmp_path / "out.whl")


def test_the_kernel_starts_without_jedi_and_piplite_skips_its_start_up_install(tmp_path):
    kernel = make_wheel(
        tmp_path,
        "pyodide-kernel",
        {
            "pyodide_kernel/interpreter.py": "class Interpreter:\n    def __init__(self):\n"
            "        self.Completer.use_jedi = True\n\n\nclass LitePythonShellApp(object):\n    pass\n"
        },
    )
    piplite = make_wheel(
        tmp_path,
        "piplite",
        {
            "piplite/piplite.py": 'import asyncio\n\ndef install(requirements):\n    """Doc.\n    """\n\n'
            "    return asyncio.ensure_future(\n        _install(requirements)\n    )\n"
        },
    )
    (tmp_path / "out").mkdir()
    for whl in (kernel, piplite):
        slim.slim_wheel(whl, tmp_path / "out" / whl.name)
    interpreter = read(tmp_path / "out" / kernel.name)["pyodide_kernel/interpreter.py"]
    assert "use_jedi = True\n" not in interpreter.split("def defer_jedi")[0]
    assert "defer_jedi(self)" in interpreter and 'loadPackage("jedi")' in interpreter
    compile(interpreter, "interpreter.py", "exec")
    source = read(tmp_path / "out" / piplite.name)["piplite/piplite.py"]
    namespace: dict = {}
    exec(compile(source, "piplite.py", "exec"), namespace)
    import asyncio

    async def start_up_install():
        return await namespace["install"]("jedi")

    sys.modules.pop("pyodide_kernel", None)
    assert asyncio.run(start_up_install()) is None  # done at once, nothing installed


def test_pygments_keeps_the_lexers_ipython_uses_and_what_they_import(tmp_path):
    mapping = (
        "LEXERS = {\n"
        "    'HtmlLexer': ('pygments.lexers.html', 'HTML', ('html',), (), ()),\n"
        "    'LispLexer': ('pygments.lexers.lisp', 'Lisp', ('lisp',), (), ()),\n"
        "    'PythonLexer': ('pygments.lexers.python', 'Python', ('python',), (), ()),\n"
        "    'ScalaLexer': ('pygments.lexers.jvm', 'Scala', ('scala',), (), ()),\n"
        "}\n"
    )
    src = make_wheel(
        tmp_path,
        "pygments",
        {
            "pygments/__init__.py": "",
            "pygments/lexers/__init__.py": "from pygments.lexers._mapping import LEXERS\n",
            "pygments/lexers/_mapping.py": mapping,
            "pygments/lexers/python.py": "class PythonLexer: pass\n",
            "pygments/lexers/html.py": "from pygments.lexers.jvm import ScalaLexer\n",
            "pygments/lexers/jvm.py": "from pygments.lexers._jvm_builtins import X\n",
            "pygments/lexers/_jvm_builtins.py": "X = 1\n",
            "pygments/lexers/lisp.py": "from pygments.lexers._lisp_builtins import Y\n",
            "pygments/lexers/_lisp_builtins.py": "Y = 1\n",
        },
    )
    out = tmp_path / "out.whl"
    slim.slim_wheel(src, out)
    files = read(out)
    lexers = {n.removeprefix("pygments/lexers/") for n in files if n.startswith("pygments/lexers/")}
    assert lexers == {"__init__.py", "_mapping.py", "python.py", "html.py", "jvm.py", "_jvm_builtins.py"}
    table = files["pygments/lexers/_mapping.py"]
    assert "LispLexer" not in table and all(k in table for k in ("HtmlLexer", "PythonLexer", "ScalaLexer"))
    namespace: dict = {}
    exec(table, namespace)
    assert set(namespace["LEXERS"]) == {"HtmlLexer", "PythonLexer", "ScalaLexer"}


def test_anywidget_ships_without_its_front_end(tmp_path):
    src = make_wheel(
        tmp_path,
        "anywidget",
        {
            "anywidget/__init__.py": "",
            "anywidget/labextension/static/main.js": "js",
            "anywidget/nbextension/index.js": "js",
            "anywidget-1.0.data/data/share/jupyter/labextensions/anywidget/package.json": "{}",
        },
    )
    out = tmp_path / "out.whl"
    slim.slim_wheel(src, out)
    assert {n for n in read(out) if not n.startswith("anywidget-1.0.dist-info/")} == {"anywidget/__init__.py"}


def test_slimming_is_reproducible(tmp_path):
    src = make_wheel(tmp_path, "ipython", {"IPython/__init__.py": "from .terminal.embed import embed\n"})
    (tmp_path / "a").mkdir()
    (tmp_path / "b").mkdir()
    slim.slim_wheel(src, tmp_path / "a" / src.name)
    slim.slim_wheel(src, tmp_path / "b" / src.name)
    assert (tmp_path / "a" / src.name).read_bytes() == (tmp_path / "b" / src.name).read_bytes()


def test_packages_only_the_on_demand_ones_need_load_on_demand_too(tmp_path, capsys):
    wheels = [
        make_wheel(tmp_path, "ipython", {}, ("jedi>=0.16", "prompt_toolkit", "pygments")),
        make_wheel(tmp_path, "jedi", {}, ("parso",)),
        make_wheel(tmp_path, "parso", {}),
        make_wheel(tmp_path, "prompt-toolkit", {}, ("wcwidth",)),
        make_wheel(tmp_path, "wcwidth", {}),
        make_wheel(tmp_path, "pygments", {}),
        # tutor's distribution: its widgets extra loads with it, what the site does not ship of it is left out
        make_wheel(
            tmp_path,
            build.DIST,
            {},
            ('pygments; extra == "widgets"', 'pandas; extra == "widgets"', 'pytest; extra == "test"'),
        ),
    ]
    env = build.browser_environment("3.14", "3.14.2")
    depends, on_demand = build.lock_depends(wheels, env)
    assert on_demand == {"jedi", "parso", "prompt-toolkit", "wcwidth"}
    assert depends["ipython"] == ["pygments"]  # loaded at start-up: no deferred package with it
    assert depends["jedi"] == ["parso"] and depends["prompt-toolkit"] == ["wcwidth"]
    assert build.DIST == "trick-tutor" and depends[build.DIST] == ["pygments"]
    assert "not shipped" not in capsys.readouterr().out  # pandas: the notebook's tables, no lesson's
    # a package that a start-up package also requires is loaded at start-up
    wheels[-1] = make_wheel(tmp_path, build.DIST, {}, ("wcwidth",))
    depends, on_demand = build.lock_depends(wheels, env)
    assert on_demand == {"jedi", "parso", "prompt-toolkit"} and depends[build.DIST] == ["wcwidth"]
    # a requirement of tutor's own (no extra) that the site does not ship is still a warning
    wheels[-1] = make_wheel(tmp_path, build.DIST, {}, ("numpy",))
    build.lock_depends(wheels, env)
    assert "requires numpy, which is not shipped" in capsys.readouterr().out


def pinned_wheels() -> list[Path]:
    """The wheels a site build ships, where they are at hand: PyPI's in the download cache, the kernel's in the
    venv."""
    try:
        kernel = build.kernel_wheels()
    except SystemExit:  # jupyterlite-pyodide-kernel not installed
        kernel = []
    return [*sorted((ROOT / "site" / "_cache" / "wheels").glob("*.whl")), *kernel]


@pytest.mark.parametrize("project", sorted({p.project for p in slim.PATCHES}))
def test_every_patch_applies_to_the_pinned_wheel(project, tmp_path):
    """The patches match the versions of site/versions.toml (the wheels downloaded by a site build)."""
    versions = build.load_versions()
    pins = {build.canonicalize_name(n): v for n, v in versions["pyodide"]["wheels"].items()}
    wheels = [w for w in pinned_wheels() if build.project_of(w) == project]
    wheels = [w for w in wheels if project not in pins or f"-{pins[project]}-" in w.name]
    if not wheels:
        pytest.skip(f"no {project} wheel here: build the site once (site/_cache)")
    note = slim.slim_wheel(wheels[0], tmp_path / wheels[0].name)
    assert "patched" in note
