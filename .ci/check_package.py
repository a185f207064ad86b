"""The package as a user installs it: build the sdist and the wheel, check them as PyPI will, install the wheel
alone in a fresh virtual environment and run the package's doctests and a notebook there.

    .venv/bin/python .ci/check_package.py          # make package (and make test) run it

1. ``python -m build``: the sdist, then the wheel built from the sdist (so a file missing from the sdist fails
   here), in an isolated build environment; a warning of the build backend (a deprecated setting) fails the check.
2. ``twine check --strict`` on both (the metadata and the README as PyPI renders them), and their contents: the
   wheel is ``py3-none-any``, named ``trick-tutor`` at ``tutor.__version__``, with the license, ``py.typed`` and the
   widgets' front-end files, and no tests.
3. A fresh venv, outside the checkout, gets the README's install line from the built wheel
   (``pip install "trick-tutor[widgets]"``) and only what running a notebook needs besides (ipykernel, nbclient).
4. There, every doctest of the installed package (the standard library's doctest, as pytest's options set
   them), and ``.ci/first_notebook.md`` executed by nbclient: it imports tutor from the wheel, shows a hand as SVG,
   runs ``simulate(...).to_frame()`` on two workers and shows an evaluation; its outputs are checked here.

Each step prints its time. Needs ``build``, ``twine``, ``jupytext`` and ``nbformat`` (the ``test`` extra) in the
Python that runs it, and PyPI (or pip's cache) for the fresh venv.
"""

from __future__ import annotations

import email.parser
import json
import os
import subprocess
import sys
import tarfile
import tempfile
import time
import tomllib
import zipfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
NOTEBOOK = Path(__file__).resolve().parent / "first_notebook.md"
#: the README's install line installs the distribution with this extra
EXTRA = "widgets"
#: what running a notebook needs beside the install line: a kernel, and the client that executes it
NOTEBOOK_NEEDS = ("ipykernel", "nbclient")

DOCTESTS = """
import doctest, importlib, pkgutil, sys
import tutor
flags = doctest.ELLIPSIS | doctest.NORMALIZE_WHITESPACE  # as [tool.pytest.ini_options] sets them
names = ["tutor", *(info.name for info in pkgutil.walk_packages(tutor.__path__, "tutor."))]
tried = failed = 0
for name in names:
    result = doctest.testmod(importlib.import_module(name), optionflags=flags)
    tried, failed = tried + result.attempted, failed + result.failed
print(f"doctests: {tried} examples in {len(names)} modules of {tutor.__file__}: {failed} failed")
sys.exit(1 if failed or not tried else 0)
"""

EXECUTE = """
import sys
import nbformat
from nbclient import NotebookClient
notebook = nbformat.read(sys.argv[1], as_version=4)
NotebookClient(notebook, timeout=600, kernel_name="python3").execute()
nbformat.write(notebook, sys.argv[2])
"""


def log(text: str) -> None:
    print(f"[package] {text}", flush=True)


def run(cmd: list[str | Path], *, cwd: Path, env: dict[str, str] | None = None, label: str = "") -> str:
    began = time.monotonic()
    done = subprocess.run([str(c) for c in cmd], cwd=cwd, env=env, capture_output=True, text=True)
    output = done.stdout + done.stderr
    if done.returncode:
        sys.stdout.write(output)
        raise SystemExit(f"[package] failed ({done.returncode}): {' '.join(str(c) for c in cmd)}")
    shown = label or " ".join(Path(str(c)).name if i == 0 else str(c) for i, c in enumerate(cmd[:4])) + " ..."
    log(f"{shown} ({time.monotonic() - began:.1f} s)")
    return output


def check_build_output(output: str) -> None:
    warnings = [
        line.strip() for line in output.splitlines() if "Warning" in line or "deprecated" in line.lower()
    ]
    if warnings:
        raise SystemExit("[package] the build warns:\n  " + "\n  ".join(warnings))


def check_contents(sdist: Path, wheel: Path) -> None:
    project = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]
    sys.path.insert(0, str(ROOT))
    import tutor

    name, version = project["name"], tutor.__version__
    expected = f"{name.replace('-', '_')}-{version}"
    assert wheel.name == f"{expected}-py3-none-any.whl", wheel.name
    assert sdist.name == f"{expected}.tar.gz", sdist.name
    with zipfile.ZipFile(wheel) as z:
        files = z.namelist()
        metadata = email.parser.Parser().parsestr(z.read(f"{expected}.dist-info/METADATA").decode())
    assert metadata["Name"] == name and metadata["Version"] == version, (
        metadata["Name"],
        metadata["Version"],
    )
    assert metadata["License-Expression"] == "MIT", metadata["License-Expression"]
    extras = metadata.get_all("Provides-Extra") or []
    assert EXTRA in extras, extras
    for needed in (
        "tutor/__init__.py",
        "tutor/py.typed",
        "tutor/widgets/cards.js",
        "tutor/experiments/runs.py",
        "tutor/locale/ja.po",  # the translations, and their compiled catalogues (setup.py's build step)
        "tutor/locale/ja/LC_MESSAGES/tutor.mo",
        "tutor/locale/es/LC_MESSAGES/tutor.mo",
    ):
        assert needed in files, needed
    assert f"{expected}.dist-info/licenses/LICENSE" in files
    assert not [f for f in files if f.startswith(("tests/", "docs/", "site/", "lessons/"))]
    with tarfile.open(sdist) as t:
        members = t.getnames()
    for needed in (
        "pyproject.toml",
        "setup.py",
        "README.md",
        "LICENSE",
        "tutor/__init__.py",
        "tutor/locale/es.po",
    ):
        assert f"{expected}/{needed}" in members, needed
    log(f"contents: {wheel.name} ({len(files)} files), {sdist.name} ({len(members)} files)")


def check_notebook(executed: Path, venv: Path, version: str) -> None:
    cells = [c for c in json.loads(executed.read_text(encoding="utf-8"))["cells"] if c["cell_type"] == "code"]

    def kinds(cell: dict) -> set[str]:
        return {kind for out in cell["outputs"] for kind in out.get("data", {})} | {
            out["output_type"] for out in cell["outputs"]
        }

    def data(cell: dict, kind: str) -> str:
        return "".join("".join(out["data"][kind]) for out in cell["outputs"] if kind in out.get("data", {}))

    def stream(cell: dict) -> str:
        return "".join("".join(out["text"]) for out in cell["outputs"] if out["output_type"] == "stream")

    errors = [out for cell in cells for out in cell["outputs"] if out["output_type"] == "error"]
    assert not errors, errors
    first, hand, state, experiment, records, evaluation, widget = cells
    assert stream(first).split() == [version, str(venv)], stream(first)  # tutor from the wheel, in the venv
    assert "<svg" in data(hand, "image/svg+xml") and "A♥" in data(hand, "image/svg+xml"), kinds(hand)
    assert "<svg" in data(state, "image/svg+xml"), kinds(state)
    assert "pandas" in stream(experiment) and "(200," in stream(experiment), stream(experiment)
    assert "win" in data(experiment, "text/plain"), kinds(experiment)
    assert "satat: 200 deals in" in data(experiment, "text/html"), "the progress bar's last line"
    assert "<table" in data(records, "text/html") and "<svg" in data(records, "text/html"), kinds(records)
    assert "<table" in data(evaluation, "text/html") and "bid up to" in data(evaluation, "text/plain")
    assert "application/vnd.jupyter.widget-view+json" in kinds(widget), kinds(widget)
    log(
        "notebook: a hand and a deal as SVG, simulate(...).to_frame() on 2 workers, the records' and the "
        "evaluation's tables and plots, a card view"
    )


def main() -> None:
    began = time.monotonic()
    env = {k: v for k, v in os.environ.items() if k not in ("PYTHONPATH", "VIRTUAL_ENV")}
    with tempfile.TemporaryDirectory(prefix="tutor-package-") as tmp:
        work = Path(tmp)
        dist = work / "dist"
        output = run([sys.executable, "-m", "build", "--outdir", dist, ROOT], cwd=work, env=env)
        check_build_output(output)
        (sdist,) = dist.glob("*.tar.gz")
        (wheel,) = dist.glob("*.whl")
        run([sys.executable, "-m", "twine", "check", "--strict", sdist, wheel], cwd=work, env=env)
        check_contents(sdist, wheel)

        venv = work / "venv"
        run([sys.executable, "-m", "venv", "--without-pip", venv], cwd=work, env=env)
        python = venv / "bin" / "python"
        install = [
            sys.executable,
            "-m",
            "pip",
            "--python",
            python,
            "install",
            "--quiet",
        ]  # this pip, into the venv
        run(
            [*install, f"{wheel}[{EXTRA}]", *NOTEBOOK_NEEDS],
            cwd=work,
            env=env,
            label=f"pip install {wheel.name}[{EXTRA}]",
        )
        log(run([python, "-c", DOCTESTS], cwd=work, env=env, label="doctests").strip().splitlines()[-1])

        import jupytext

        source, executed = work / "first_notebook.ipynb", work / "first_notebook.out.ipynb"
        jupytext.write(jupytext.read(NOTEBOOK, fmt="md:myst"), source, fmt="ipynb")
        run([python, "-c", EXECUTE, source, executed], cwd=work, env=env, label=f"nbclient {NOTEBOOK.name}")
        sys.path.insert(0, str(ROOT))
        import tutor

        check_notebook(executed, venv, tutor.__version__)
    log(f"the package checks out ({time.monotonic() - began:.0f} s)")


if __name__ == "__main__":
    main()
