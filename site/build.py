"""Build the offline JupyterLite site of the tutor lessons into ``site/_output/``.

Run from anywhere with the project's venv (``make build-site`` does)::

    .venv/bin/python site/build.py            # incremental
    .venv/bin/python site/build.py --force    # rebuild everything but the download cache

Steps, each skipped when its inputs did not change:

1. the ``tutor`` wheel (the distribution ``trick-tutor``), built from the checkout;
2. ``lessons/*.md`` (MyST Markdown notebooks) converted to ``.ipynb``;
3. a Pyodide distribution assembled locally: the core from the npm registry (``npm pack``), pure-Python wheels
   from PyPI (``pip download``), the kernel's own wheels from the venv, the tutor wheel, trimmed and patched for a
   light start (``site/slim.py``: jedi and prompt_toolkit load on demand only), and a rewritten
   ``pyodide-lock.json`` that lists exactly the shipped wheels with their real sha256;
4. ``jupyter-lite.json``: kernel settings that preload every shipped package while Pyodide boots and keep piplite
   off the network;
5. the lessons executed once, their widgets turned into static pictures (``site/pictures.py``), so that a lesson
   shows its cards before Python starts; the ``tutor-autorun`` front-end extension runs it when the kernel is ready;
6. ``jupyter lite build`` with the widget front ends, then the start page and the reset page.

Every version comes from ``site/versions.toml``. Downloads are cached in ``site/_cache/``.
"""

from __future__ import annotations

import argparse
import email.parser
import hashlib
import json
import os
import re
import shutil
import subprocess
import sys
import sysconfig
import tarfile
import tempfile
import time
import tomllib
import zipfile
from pathlib import Path

from packaging.markers import default_environment
from packaging.requirements import Requirement
from packaging.utils import canonicalize_name, parse_wheel_filename

SITE = Path(__file__).resolve().parent
ROOT = SITE.parent
CACHE = SITE / "_cache"
WORK = SITE / "_build"
LITE = WORK / "lite"
CONTENTS = WORK / "contents"
SHIPPED = WORK / "shipped"
ANSWERS = WORK / "answers"
ENGINE = SITE / "engine"
PYODIDE_DIR = LITE / "static" / "pyodide"
OUTPUT = SITE / "_output"
TEMPLATES = SITE / "templates"
#: the languages the lessons are shipped in besides English, each in its own folder of the site's lessons
#: (``ja/02-follow-satat.ipynb``): every language tutor speaks (tutor.i18n.LANGUAGES)
SITE_LANGUAGES = ("ja", "es")
#: each language's name in itself, as the language switch shows it
LANGUAGE_NAMES = {"en": "English", "ja": "日本語", "es": "Español"}
#: the JupyterLab language pack (``jupyterlab-language-pack-ja-JP``, ...) whose locale each language's menus use
JUPYTERLAB_LOCALES = {"ja": "ja_JP", "es": "es_ES"}
#: the translation domains of the language packs that the site's front end uses (the packs also carry those of
#: extensions the site does not ship: git, dask, ...)
JUPYTERLAB_DOMAINS = ("jupyterlab", "jupyterlab_widgets", "notebook", "jupyterlite")
#: the Help menu's own items (``overrides.json``) in each language, beside JupyterLab's translated ones
HELP_ITEMS = {
    "en": ("All lessons…", "Reset lessons…"),
    "ja": ("すべてのレッスン…", "レッスンをリセット…"),
    "es": ("Todas las lecciones…", "Restablecer las lecciones…"),
}
#: the site header cell's words in each language
HEADER_WORDS = {
    "en": (
        "*tutor lessons, release {release}.* Your edits to this lesson are saved in this browser. "
        "To go back to the shipped version of a lesson: [Reset lessons]({reset}) (also in **Help ▸ Reset lessons…**)."
    ),
    "ja": (
        "*tutorのレッスン、リリース{release}。* このレッスンで書きかえたことは、このブラウザーに保存されます。"
        "配られたときのレッスンにもどすには：[レッスンをリセット]({reset})（**ヘルプ ▸ レッスンをリセット…** からも）。"
    ),
    "es": (
        "*Lecciones de tutor, versión {release}.* Lo que cambies en esta lección se guarda en este navegador. "
        "Para volver a la lección tal como venía: [Restablecer las lecciones]({reset}) (también en "
        "**Ayuda ▸ Restablecer las lecciones…**)."
    ),
}
VERSIONS = SITE / "versions.toml"

#: tutor's distribution name (``import tutor``; on PyPI as ``trick-tutor``): its wheel's name and its key in
#: Pyodide's lock, which ``loadPackage`` and the preload list name
DIST = canonicalize_name(
    tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]["name"]
)
#: the wheel's file name starts with the name as a wheel writes it (``trick_tutor-0.2.0-py3-none-any.whl``)
WHEEL_GLOB = DIST.replace("-", "_") + "-*.whl"

#: the files of the npm package that Pyodide needs at run time (no source maps, no console pages)
PYODIDE_CORE_FILES = (
    "pyodide.mjs",
    "pyodide.asm.mjs",
    "pyodide.asm.wasm",
    "python_stdlib.zip",
    "package.json",
)

#: the JupyterLite app the lessons open in: Jupyter Notebook's one-document UI starts about 2 s sooner than
#: JupyterLab here and is simpler for a learner; the site also ships `tree/` (the lesson list) and `lab/`
LESSON_APP = "notebooks"

#: front-end extensions bundled into the site; nothing else from the venv is (jupytext's, for one, is not)
LAB_EXTENSIONS = ("@jupyterlite/pyodide-kernel-extension", "@jupyter-widgets/jupyterlab-manager", "anywidget")

#: tutor's own front-end extension, committed prebuilt (source beside it; site/README.md says how to rebuild):
#: it runs a lesson's cells once its kernel is ready
AUTORUN_EXTENSION = SITE / "extensions" / "tutor-autorun" / "labextension"

#: the kernel's own wheels, shipped by the pyodide-kernel front-end extension
KERNEL_WHEELS = ("piplite", "pyodide_kernel", "ipykernel")

#: what the kernel installs one by one at start-up unless it is preloaded (see the kernel's worker)
KERNEL_STARTUP = ("micropip", "piplite", "ipykernel", "comm", "pyodide-kernel", "jedi", "ipython")

#: the language_info that the Pyodide kernel sends (jupyterlite-pyodide-kernel 0.8.6)
PYODIDE_LANGUAGE_INFO = {
    "codemirror_mode": {"name": "python", "version": 3},
    "file_extension": ".py",
    "mimetype": "text/x-python",
    "name": "python",
    "nbconvert_exporter": "python",
    "pygments_lexer": "ipython3",
    "version": "3.8",
}

#: requirements met by the front end, not by a Python package in the browser
FRONT_END_ONLY = {"widgetsnbextension", "jupyterlab-widgets"}


def log(msg: str) -> None:
    print(f"[site] {msg}", flush=True)


def sha256_of(path: Path) -> str:
    h = hashlib.sha256()
    with path.open("rb") as f:
        for block in iter(lambda: f.read(1 << 20), b""):
            h.update(block)
    return h.hexdigest()


def digest_of(paths: list[Path], *extra: str) -> str:
    """A digest of file names and contents, to decide whether a step must run again."""
    h = hashlib.sha256()
    for p in sorted(paths):
        h.update(str(p.relative_to(ROOT) if p.is_relative_to(ROOT) else p).encode())
        h.update(p.read_bytes())
    for e in extra:
        h.update(e.encode())
    return h.hexdigest()


def write_if_changed(path: Path, data: str | bytes) -> bool:
    """Write only when the content differs, so that timestamps (and doit's checks) stay put."""
    raw = data.encode() if isinstance(data, str) else data
    if path.exists() and path.read_bytes() == raw:
        return False
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(raw)
    return True


def run(cmd: list[str], quiet: bool = False, **kw) -> None:
    """Run a command; ``quiet`` shows its output only if it fails."""
    log("$ " + " ".join(str(c) for c in cmd))
    if not quiet:
        subprocess.run(cmd, check=True, **kw)
        return
    done = subprocess.run(cmd, capture_output=True, text=True, **kw)
    if done.returncode:
        sys.stdout.write(done.stdout)
        sys.stderr.write(done.stderr)
        raise subprocess.CalledProcessError(done.returncode, cmd)


def load_versions() -> dict:
    with VERSIONS.open("rb") as f:
        return tomllib.load(f)


# -- 1. the tutor wheel ------------------------------------------------------------------------------------------


def build_tutor_wheel(force: bool) -> Path:
    dist = WORK / "dist"
    sources = [p for p in (ROOT / "tutor").rglob("*") if p.is_file() and "__pycache__" not in p.parts]
    # setup.py compiles the translations into the wheel
    sources += [ROOT / "pyproject.toml", ROOT / "setup.py"]
    sources += [p for p in (ROOT / "README.md", ROOT / "LICENSE") if p.exists()]
    stamp = digest_of(sources)
    stamp_file = dist / ".stamp"
    wheels = sorted(dist.glob(WHEEL_GLOB))
    if not force and len(wheels) == 1 and stamp_file.exists() and stamp_file.read_text() == stamp:
        log(f"tutor wheel up to date: {wheels[0].name}")
        return wheels[0]
    shutil.rmtree(dist, ignore_errors=True)
    dist.mkdir(parents=True)
    # Build from a clean copy of the sources: setuptools builds in-tree, and a stale build/lib in the checkout
    # would slip modules deleted since into the wheel. pip wheel --no-deps builds in an isolated environment,
    # like `python -m build --wheel`.
    with tempfile.TemporaryDirectory(prefix="tutor-wheel-") as tmp:
        src = Path(tmp) / "src"
        shutil.copytree(ROOT / "tutor", src / "tutor", ignore=shutil.ignore_patterns("__pycache__", "*.pyc"))
        for p in sources:
            if p.parent == ROOT:
                shutil.copy2(p, src / p.name)
        run(
            [
                sys.executable,
                "-m",
                "pip",
                "wheel",
                "--quiet",
                "--no-deps",
                "--wheel-dir",
                str(dist),
                str(src),
            ],
            quiet=True,
            # the wheel's dates from a fixed moment, not the clock: a rebuild ships the same bytes
            env={**os.environ, "SOURCE_DATE_EPOCH": "315532800"},
        )
    (wheel,) = dist.glob(WHEEL_GLOB)
    stamp_file.write_text(stamp)
    log(f"built {wheel.name}")
    return wheel


# -- 2. the lessons ----------------------------------------------------------------------------------------------


def lesson_sources() -> list[Path]:
    lessons = sorted((ROOT / "lessons").glob("*.md"))
    lessons = [p for p in lessons if p.name.lower() != "readme.md"]
    if os.environ.get("TUTOR_SITE_FIXTURES") == "1" or not lessons:
        if not lessons:
            log("no lessons/*.md yet: the site ships the fixture notebooks of site/fixtures/ instead")
        lessons += sorted((SITE / "fixtures").glob("*.md"))
    return lessons


def header_cell(release: str, language: str = "en") -> dict:
    # The link works at any address of the site, on a phone too (where the Help menu is off screen). Its "#%"
    # keeps JupyterLab from reading it as a file of the lessons (it leaves a URL it cannot decode alone), so
    # the browser opens ../reset.html next to the app, as the Help menu's item does.
    text = HEADER_WORDS[language].format(release=release, reset="../reset.html#%")
    return {
        "cell_type": "markdown",
        "id": "tutor-site-header",
        "metadata": {"tags": ["tutor-site-header"], "editable": False, "deletable": False},
        "source": text,
    }


def convert_lessons(release: str) -> list[str]:
    """Every lesson as a notebook, in English (``NN-name.ipynb``) and in each of :data:`SITE_LANGUAGES`
    (``ja/NN-name.ipynb``: its words from its catalogue, its first cell choosing the language and keeping the
    learner's results under the English lesson's step ids, so progress is one per lesson in every language)."""
    import jupytext
    from lesson_map import lesson_text

    CONTENTS.mkdir(parents=True, exist_ok=True)
    same = json.loads(lesson_map_json(release))["same"] if SITE_LANGUAGES else {}
    names = []
    for language, md in [(code, md) for code in ("en", *SITE_LANGUAGES) for md in lesson_sources()]:
        ids = same.get(md.stem, {}).get(language, {})
        keep = f"from tutor.widgets.progress import same_steps; same_steps({ids!r})  # noqa: E702"
        nb = jupytext.reads(lesson_text(md, language, then=keep), fmt="md:myst")
        nb.metadata["kernelspec"] = {
            "name": "python",
            "display_name": "Python (Pyodide)",
            "language": "python",
        }
        # exactly what the kernel reports on start: anything else makes JupyterLab mark the lesson changed
        # on opening, and autosave would then keep a copy of every lesson merely opened
        nb.metadata["language_info"] = PYODIDE_LANGUAGE_INFO
        nb.metadata.pop("jupytext", None)
        name = (f"{language}/" if language != "en" else "") + md.stem + ".ipynb"
        out = CONTENTS / name
        out.parent.mkdir(parents=True, exist_ok=True)
        text = jupytext.writes(nb, fmt="ipynb")
        data = json.loads(text)
        link_lesson_cells(data)
        collapse_hidden_inputs(data)
        data["cells"].insert(0, header_cell(release, language))
        for i, cell in enumerate(data["cells"][1:], start=1):
            cell["id"] = f"{md.stem}-{i}"  # stable ids: an unchanged lesson converts to the same bytes
        if write_if_changed(out, json.dumps(data, indent=1, ensure_ascii=False) + "\n"):
            log(f"converted {md.relative_to(ROOT)} -> {name}")
        names.append(name)
    for stale in CONTENTS.rglob("*.ipynb"):
        if str(stale.relative_to(CONTENTS)) not in names:
            stale.unlink()
    if not names:
        raise SystemExit("no lessons to ship: lessons/*.md is empty and so is site/fixtures/")
    return names


#: the cell tag that marks, in a lesson's source, a cell whose code only builds the lesson's widgets: myst-nb (the
#: docs) hides its input behind a toggle, and the site shows it collapsed (lessons/README.md)
HIDE_INPUT_TAG = "hide-input"


def collapse_hidden_inputs(notebook: dict) -> None:
    """Every code cell tagged ``hide-input`` shown with its input collapsed in the site: JupyterLab and Notebook 7
    read ``metadata.jupyter.source_hidden`` and show a bar that opens the code on a click. Nothing else changes."""
    for cell in notebook["cells"]:
        if cell["cell_type"] == "code" and HIDE_INPUT_TAG in cell.get("metadata", {}).get("tags", ()):
            cell["metadata"].setdefault("jupyter", {})["source_hidden"] = True


def link_lesson_cells(notebook: dict) -> None:
    """Links to another lesson in its source (``{doc}`Title <NN-name>```, as the docs want them) made Markdown
    links to its notebook (``site/lesson_map.py``)."""
    from lesson_map import link_lessons

    for cell in notebook["cells"]:
        if cell["cell_type"] == "markdown":
            source = "".join(cell["source"]) if isinstance(cell["source"], list) else cell["source"]
            if link_lessons(source) != source:
                cell["source"] = link_lessons(source)


def lesson_map_json(release: str) -> str:
    """``lessons.json``: the lessons' ids, titles, descriptions, games and step ids (``site/lesson_map.py``),
    cached until a lesson or ``tutor`` changes."""
    import lesson_map

    if sys.path[0] != str(ROOT):
        sys.path.insert(0, str(ROOT))  # the lessons run with this checkout's tutor
    sources = lesson_sources()
    tutor_sources = [p for p in (ROOT / "tutor").rglob("*") if p.is_file() and "__pycache__" not in p.parts]
    catalogues = sorted((ROOT / "lessons" / "locale").rglob("*.po"))
    stamp = digest_of(
        [*sources, *tutor_sources, *catalogues, SITE / "lesson_map.py"], release, *SITE_LANGUAGES
    )
    cached, stamp_file = WORK / "lessons.json", WORK / "lessons.stamp"
    if stamp_file.exists() and stamp_file.read_text() == stamp and cached.exists():
        return cached.read_text()
    t0 = time.monotonic()
    found = lesson_map.lesson_map(sources, release, SITE_LANGUAGES)
    found["same"] = {Path(lesson["file"]).stem: lesson.pop("same") for lesson in found["lessons"]}
    text = json.dumps(found, indent=1, ensure_ascii=False) + "\n"
    cached.write_text(text)
    stamp_file.write_text(stamp)
    log(f"lesson map: {len(json.loads(text)['lessons'])} lessons read in {time.monotonic() - t0:.1f} s")
    return text


def picture_lessons(names: list[str], force: bool) -> None:
    """The shipped lessons: each converted lesson executed once in the build venv, its widget outputs turned
    into static pictures (``site/pictures.py``), into ``SHIPPED``; and the tables of answers of its lesson boxes
    (``site/answers.py``), into ``ANSWERS``, which the site's lesson engine answers clicks from before Python
    starts. A lesson is executed again only when it, the ``tutor`` sources or the picture code changed."""
    sys.path.insert(0, str(SITE))
    import answers
    import ipywidgets
    import pictures

    if sys.path[0] != str(ROOT):
        sys.path.insert(0, str(ROOT))  # the tables are made with this checkout's tutor
    SHIPPED.mkdir(parents=True, exist_ok=True)
    ANSWERS.mkdir(parents=True, exist_ok=True)
    tutor_sources = [p for p in (ROOT / "tutor").rglob("*") if p.is_file() and "__pycache__" not in p.parts]
    common = digest_of([*tutor_sources, SITE / "pictures.py", SITE / "answers.py"])
    stamps_file = WORK / "pictures.stamps.json"
    stamps = json.loads(stamps_file.read_text()) if stamps_file.exists() and not force else {}
    from tutor.i18n import speaking
    from tutor.widgets.progress import same_steps

    for name in names:
        source, out = CONTENTS / name, SHIPPED / name
        table_file = ANSWERS / name.replace(".ipynb", ".json")
        out.parent.mkdir(parents=True, exist_ok=True)
        table_file.parent.mkdir(parents=True, exist_ok=True)
        stamp = digest_of([source], common)
        if stamps.get(name) == stamp and out.exists() and table_file.exists():
            continue
        t0 = time.monotonic()
        original = json.loads(source.read_text())
        same_steps({})  # a translated lesson sets its own; an English one has none
        with speaking("en"):  # a translated lesson chooses its language: for its own run only
            tables = answers.lesson_tables(original, name)
        ipywidgets.Widget.close_all()  # the views driven for the tables: not needed any more
        write_if_changed(table_file, json.dumps(tables, ensure_ascii=False, separators=(",", ":")) + "\n")
        t1 = time.monotonic()
        language = name.split("/")[0] if "/" in name else "en"  # ja/02-x.ipynb: the lesson in Japanese
        shipped = pictures.with_pictures(
            pictures.execute(original, ROOT), original, set(tables["views"]), language
        )
        write_if_changed(out, json.dumps(shipped, indent=1, ensure_ascii=False) + "\n")
        stamps[name] = stamp
        log(
            f"pictured {name} ({time.monotonic() - t1:.1f} s, {out.stat().st_size / 1e3:.0f} KB), "
            f"answers of {len(tables['views'])} lesson boxes ({t1 - t0:.1f} s, {table_file.stat().st_size / 1e3:.0f} KB)"
        )
    for stale in [*SHIPPED.rglob("*.ipynb"), *ANSWERS.rglob("*.json")]:
        name = str(stale.relative_to(SHIPPED if stale.suffix == ".ipynb" else ANSWERS).with_suffix(".ipynb"))
        if name not in names:
            stale.unlink()
            stamps.pop(name, None)
    stamps_file.write_text(json.dumps(stamps, indent=1, sort_keys=True) + "\n")


# -- 3. the Pyodide distribution ---------------------------------------------------------------------------------


def fetch_pyodide_core(version: str) -> Path:
    """``npm pack pyodide@VERSION`` into the cache, unpacked once."""
    npm_cache = CACHE / "npm"
    npm_cache.mkdir(parents=True, exist_ok=True)
    tarball = npm_cache / f"pyodide-{version}.tgz"
    if not tarball.exists():
        run(["npm", "pack", f"pyodide@{version}", "--silent", "--pack-destination", str(npm_cache)])
    unpacked = npm_cache / f"pyodide-{version}"
    if not (unpacked / "pyodide-lock.json").exists():
        shutil.rmtree(unpacked, ignore_errors=True)
        with tarfile.open(tarball) as tar:
            tar.extractall(unpacked, filter="data")
        (unpacked / "package").rename(unpacked / "_pkg")
        for p in (unpacked / "_pkg").iterdir():
            p.rename(unpacked / p.name)
        (unpacked / "_pkg").rmdir()
    return unpacked


def fetch_wheels(pins: dict[str, str], python_version: str) -> list[Path]:
    """Pure-Python wheels from PyPI at the pinned versions, downloaded once into the cache."""
    wheel_cache = CACHE / "wheels"
    wheel_cache.mkdir(parents=True, exist_ok=True)

    def cached(name: str, version: str) -> Path | None:
        for whl in wheel_cache.glob("*.whl"):
            n, v, _, _ = parse_wheel_filename(whl.name)
            if n == canonicalize_name(name) and str(v) == version:
                return whl
        return None

    missing = [f"{n}=={v}" for n, v in pins.items() if cached(n, v) is None]
    if missing:
        run(
            [
                sys.executable,
                "-m",
                "pip",
                "download",
                "--quiet",
                "--no-deps",
                "--only-binary=:all:",
                "--python-version",
                python_version,
                "--implementation",
                "py",
                "--abi",
                "none",
                "--platform",
                "any",
                "--dest",
                str(wheel_cache),
                *missing,
            ]
        )
    found = []
    for n, v in pins.items():
        whl = cached(n, v)
        if whl is None:
            raise SystemExit(f"no pure-Python wheel for {n}=={v}")
        found.append(whl)
    return found


def kernel_wheels() -> list[Path]:
    """piplite, pyodide_kernel and the ipykernel shim, as shipped by the kernel's front-end extension."""
    pypi = Path(sys.prefix) / "share/jupyter/labextensions/@jupyterlite/pyodide-kernel-extension/static/pypi"
    found = []
    for stem in KERNEL_WHEELS:
        matches = sorted(pypi.glob(f"{stem}-*-py3-none-any.whl"))
        if not matches:
            raise SystemExit(f"{stem} wheel not found in {pypi}: is jupyterlite-pyodide-kernel installed?")
        found.append(matches[-1])
    return found


def wheel_metadata(whl: Path) -> tuple[str, list[Requirement], list[str]]:
    """(project name, requirements, top-level import names) of a wheel."""
    with zipfile.ZipFile(whl) as z:
        names = z.namelist()
        meta_name = next(n for n in names if n.endswith(".dist-info/METADATA") and n.count("/") == 1)
        meta = email.parser.Parser().parsestr(z.read(meta_name).decode())
        top_level_name = meta_name.replace("METADATA", "top_level.txt")
        if top_level_name in names:
            imports = [t.strip() for t in z.read(top_level_name).decode().split() if t.strip()]
        else:
            imports = set()
            for n in names:
                first = n.split("/")[0]
                if first.endswith((".dist-info", ".data")):
                    continue
                if "/" in n:
                    imports.add(first)
                elif n.endswith(".py"):
                    imports.add(first[:-3])
            imports = sorted(imports)
    imports = [i for i in imports if i.isidentifier() and not i.startswith("_")] or imports
    reqs = [Requirement(r) for r in meta.get_all("Requires-Dist") or []]
    return meta["Name"], reqs, imports


def browser_environment(python_version: str, full_version: str) -> dict[str, str]:
    env = default_environment()
    env.update(
        python_version=python_version,
        python_full_version=full_version,
        implementation_name="cpython",
        platform_python_implementation="CPython",
        sys_platform="emscripten",
        platform_system="Emscripten",
        os_name="posix",
        platform_machine="wasm32",
        extra="",
    )
    return env


#: what the browser imports at start-up and when a lesson runs: only these modules get bytecode (the rest of,
#: say, Pygments' hundreds of lexers stays source-only and the site stays lean)
STARTUP_IMPORTS = (
    "micropip",
    "piplite.piplite",
    "pyodide_kernel",
    "IPython",
    "ipywidgets",
    "anywidget",
)

PRECOMPILE_PY = r"""
import importlib
import importlib._bootstrap_external as _be
import importlib.util
import os
import pkgutil
import sys
import zipfile


def imported_files(wheels, modules, walk):
    # unpack every wheel, import what the browser imports, and return the module files that were loaded
    root = "/tmp/site-packages"
    for whl in wheels:
        with zipfile.ZipFile(whl) as z:
            z.extractall(root)
    sys.path.insert(0, root)
    sys.dont_write_bytecode = True
    for name in modules:
        try:
            importlib.import_module(name)
        except Exception as err:
            print(f"[site] precompile: import {name} failed here ({err!r}); it stays source-only")
    for name in walk:
        try:
            package = importlib.import_module(name)
        except Exception as err:
            print(f"[site] precompile: import {name} failed here ({err!r})")
            continue
        for info in pkgutil.walk_packages(package.__path__, name + "."):
            try:
                importlib.import_module(info.name)
            except Exception as err:
                print(f"[site] precompile: import {info.name} failed here ({err!r})")
    files = set()
    stdlib = os.path.dirname(os.__file__)  # /lib/python3XY.zip
    for module in list(sys.modules.values()):
        path = getattr(module, "__file__", None) or ""
        if path.startswith(root + "/") and path.endswith(".py"):
            files.add(os.path.relpath(path, root))
        elif path.startswith(stdlib + "/") and path.endswith(".py"):
            files.add("stdlib:" + path[len(stdlib) + 1 :])
    return sorted(files)


def stdlib_zip(src, dst, wanted):
    # zipimport prefers NAME.pyc to NAME.py in the archive: add one beside each module imported at start-up
    prefix = os.path.dirname(os.__file__)
    added = 0
    with zipfile.ZipFile(src) as zin, zipfile.ZipFile(dst, "w", zipfile.ZIP_DEFLATED) as zout:
        for info in zin.infolist():
            data = zin.read(info)
            zout.writestr(info, data)
            if "stdlib:" + info.filename not in wanted:
                continue
            code = compile(data, prefix + "/" + info.filename, "exec", dont_inherit=True)
            pyc = _be._code_to_hash_pyc(code, importlib.util.source_hash(data), checked=False)
            zout.writestr(zipfile.ZipInfo(info.filename + "c", date_time=info.date_time), pyc, zipfile.ZIP_DEFLATED)
            added += 1
    return added


def precompile(src, dst, wanted):
    # keep every member; add an unchecked-hash .pyc beside each wanted module
    added = []
    with zipfile.ZipFile(src) as zin, zipfile.ZipFile(dst, "w", zipfile.ZIP_DEFLATED) as zout:
        record = None
        for info in zin.infolist():
            data = zin.read(info)
            if info.filename.endswith(".dist-info/RECORD"):
                record = (info, data)
                continue
            zout.writestr(info, data)
            if info.filename not in wanted:
                continue
            try:
                code = compile(data, info.filename, "exec", dont_inherit=True)
            except SyntaxError:
                continue
            pyc = _be._code_to_hash_pyc(code, importlib.util.source_hash(data), checked=False)
            name = importlib.util.cache_from_source(info.filename)
            zout.writestr(zipfile.ZipInfo(name, date_time=info.date_time), pyc, zipfile.ZIP_DEFLATED)
            added.append(name)
        if record is not None:
            info, data = record
            zout.writestr(info, data + "".join(f"{n},,\n" for n in added).encode())
    return len(added)
"""

PRECOMPILE_JS = """
import { readFileSync, writeFileSync } from "node:fs";
const [coreDir, jobsFile, pyFile] = process.argv.slice(2);
const { loadPyodide } = await import(coreDir + "/pyodide.mjs");
const py = await loadPyodide({ indexURL: coreDir + "/" });
py.runPython(readFileSync(pyFile, "utf8"));
const job = JSON.parse(readFileSync(jobsFile, "utf8"));
py.FS.mkdirTree("/tmp/in");
const inside = job.wheels.map(([src], i) => {
  const path = `/tmp/in/${src.split("/").pop()}`;
  py.FS.writeFile(path, readFileSync(src));
  return path;
});
const loaded = inside.filter((_, i) => job.wheels[i][2]);  // the wheels loaded at start-up, as in the browser
const wanted = py.globals.get("imported_files")(py.toPy(loaded), py.toPy(job.modules), py.toPy(job.walk));
console.log(`[site] precompile: ${wanted.length} modules imported at start-up`);
py.FS.writeFile("/tmp/stdlib-in.zip", readFileSync(coreDir + "/python_stdlib.zip"));
const n = py.globals.get("stdlib_zip")("/tmp/stdlib-in.zip", "/tmp/stdlib-out.zip", wanted);
writeFileSync(job.stdlib, py.FS.readFile("/tmp/stdlib-out.zip"));
console.log(`[site] precompiled ${n} modules of python_stdlib.zip`);
job.wheels.forEach(([src, dst], i) => {
  const n = py.globals.get("precompile")(inside[i], "/tmp/out.whl", wanted);
  writeFileSync(dst, py.FS.readFile("/tmp/out.whl"));
  if (n) console.log(`[site] precompiled ${n} modules of ${src.split("/").pop()}`);
});
"""


def precompile_wheels(core: Path, wheels: list[Path], on_demand: set[str]) -> list[Path]:
    """The wheels with Python 3.14 bytecode for the modules imported at start-up, compiled by the shipped
    Pyodide itself (under Node). The packages loaded on demand (``on_demand``) are not there at start-up,
    so they are not imported either, and stay source-only.

    Pure wheels from PyPI hold only sources, so the browser would compile every module it imports at each
    start. Cached by the digest of all the source wheels."""
    loads = [project_of(w) not in on_demand for w in wheels]
    key = digest_of(wheels, PRECOMPILE_PY, PRECOMPILE_JS, *STARTUP_IMPORTS, str(loads))[:20]
    out_dir = CACHE / "pyc" / key
    result = [out_dir / whl.name for whl in wheels]
    if all(p.exists() for p in [*result, out_dir / "python_stdlib.zip"]):
        return result
    # drop compilations unused for a day, not all others: checkouts sharing the cache (worktrees) would
    # otherwise delete each other's while they compile
    for old in (CACHE / "pyc").glob("*"):
        if old.is_dir() and time.time() - old.stat().st_mtime > 86400:
            shutil.rmtree(old, ignore_errors=True)
    shutil.rmtree(out_dir, ignore_errors=True)
    out_dir.mkdir(parents=True)
    job = {
        "wheels": [[str(w), str(d), load] for w, d, load in zip(wheels, result, loads, strict=True)],
        "modules": list(STARTUP_IMPORTS),
        "walk": ["tutor"],
        "stdlib": str(out_dir / "python_stdlib.zip"),
    }
    (WORK / "precompile.mjs").write_text(PRECOMPILE_JS)
    (WORK / "precompile.py").write_text(PRECOMPILE_PY)
    (WORK / "precompile.json").write_text(json.dumps(job))
    try:
        run(
            [
                "node",
                *(str(WORK / n) for n in ("precompile.mjs",)),
                str(core),
                *(str(WORK / n) for n in ("precompile.json", "precompile.py")),
            ]
        )
    except BaseException:
        shutil.rmtree(out_dir, ignore_errors=True)
        raise
    return result


def project_of(whl: Path) -> str:
    return canonicalize_name(parse_wheel_filename(whl.name)[0])


def slim_wheels(wheels: list[Path]) -> list[Path]:
    """The wheels trimmed and patched by ``site/slim.py`` (what the browser never reads left out; IPython's
    terminal front end and jedi kept from loading at start-up), into ``_build/slim``."""
    import slim

    out_dir = WORK / "slim"
    out_dir.mkdir(parents=True, exist_ok=True)
    stamps_file = out_dir / "stamps.json"
    stamps = json.loads(stamps_file.read_text()) if stamps_file.exists() else {}
    code = (SITE / "slim.py").read_text()
    result = []
    for whl in wheels:
        dest = out_dir / whl.name
        stamp = digest_of([whl], code)
        if stamps.get(whl.name) != stamp or not dest.exists():
            note = slim.slim_wheel(whl, dest)
            if note:
                log(f"slim: {note}")
            stamps[whl.name] = stamp
        result.append(dest)
    for old in out_dir.glob("*.whl"):
        if old not in result:
            old.unlink()
            stamps.pop(old.name, None)
    stamps_file.write_text(json.dumps(stamps, indent=1, sort_keys=True) + "\n")
    return result


def sourceless_wheels(wheels: list[Path]) -> list[Path]:
    """The wheels of ``slim.SOURCELESS`` (tutor's) with each precompiled module shipped as its bytecode alone
    (``slim.sourceless_wheel``), into ``_build/sourceless``; the others as they are."""
    import slim

    out_dir = WORK / "sourceless"
    out_dir.mkdir(parents=True, exist_ok=True)
    result = []
    for whl in wheels:
        if project_of(whl) not in slim.SOURCELESS:
            result.append(whl)
            continue
        dest = out_dir / whl.name
        stamp_file = out_dir / f"{whl.name}.stamp"
        stamp = digest_of([whl], (SITE / "slim.py").read_text())
        if not dest.exists() or not stamp_file.exists() or stamp_file.read_text() != stamp:
            log(f"slim: {slim.sourceless_wheel(whl, dest)}")
            stamp_file.write_text(stamp)
        result.append(dest)
    return result


def lock_depends(wheels: list[Path], env: dict[str, str]) -> tuple[dict[str, list[str]], set[str]]:
    """Each shipped package's ``depends`` in the rewritten lock (from its wheel's metadata, limited to what is
    shipped), and the packages loaded on demand only: those of ``slim.ON_DEMAND`` and those that only they
    require. A package loaded at start-up does not depend on one loaded on demand (IPython requires jedi and
    prompt_toolkit, but its patched start-up imports neither)."""
    import slim

    shipped = {project_of(w): w for w in wheels}
    depends, problems = {}, []
    for key, whl in shipped.items():
        deps = set()
        for req in wheel_metadata(whl)[1]:
            dep = canonicalize_name(req.name)
            wanted = req.marker is None or req.marker.evaluate(env)
            extra = key == DIST and req.marker is not None and not wanted
            if extra:
                # tutor[widgets] is what a lesson uses: load the widget packages with tutor
                wanted = req.marker.evaluate({**env, "extra": "widgets"})
            if not wanted or dep in FRONT_END_ONLY:
                continue
            if extra and dep not in shipped:
                continue  # the notebook's tables and plots (pandas, matplotlib): no lesson uses them
            if dep in shipped:
                deps.add(dep)
            else:
                problems.append(f"{key} requires {req}, which is not shipped")
        depends[key] = deps
    for p in problems:
        log(f"warning: {p}")
    on_demand = set(slim.ON_DEMAND) & set(shipped)
    while True:
        required_by = {k: {d for d in depends if k in depends[d]} for k in shipped}
        more = {k for k, users in required_by.items() if users and users <= on_demand} - on_demand
        if not more:
            break
        on_demand |= more
    for key, deps in depends.items():
        if key not in on_demand:
            deps -= on_demand
    return {k: sorted(v) for k, v in depends.items()}, on_demand


def assemble_pyodide(versions: dict, tutor_wheel: Path, force: bool) -> list[str]:
    """Fill ``<lite>/static/pyodide`` and return the names of the packages to preload."""
    pyo = versions["pyodide"]
    core = fetch_pyodide_core(pyo["npm_version"])
    wheels = [*fetch_wheels(pyo["wheels"], pyo["python_version"]), *kernel_wheels(), tutor_wheel]
    wheels = slim_wheels(wheels)
    upstream = json.loads((core / "pyodide-lock.json").read_text())
    env = browser_environment(pyo["python_version"], upstream["info"]["python"])
    depends, on_demand = lock_depends(wheels, env)
    if pyo.get("precompile", True):
        wheels = precompile_wheels(core, wheels, on_demand)
        wheels = sourceless_wheels(wheels)

    stamp = digest_of([*wheels, VERSIONS, Path(__file__), SITE / "slim.py"], pyo["npm_version"])
    stamp_file = WORK / "pyodide.stamp"
    if not force and stamp_file.exists() and stamp_file.read_text() == stamp and PYODIDE_DIR.exists():
        log("Pyodide distribution up to date")
        return json.loads((WORK / "preload.json").read_text())

    PYODIDE_DIR.mkdir(parents=True, exist_ok=True)
    keep = set(PYODIDE_CORE_FILES) | {"pyodide-lock.json"} | {w.name for w in wheels}
    for old in PYODIDE_DIR.iterdir():
        if old.name not in keep:
            old.unlink()
    for name in PYODIDE_CORE_FILES:
        src, dest = core / name, PYODIDE_DIR / name
        if name == "python_stdlib.zip" and (wheels[0].parent / name).exists():
            src = wheels[0].parent / name  # with bytecode for the start-up modules
        if force or not dest.exists() or dest.read_bytes() != src.read_bytes():
            shutil.copy2(src, dest)

    entries = {}
    for whl in wheels:
        dest = PYODIDE_DIR / whl.name
        if not dest.exists() or dest.read_bytes() != whl.read_bytes():
            shutil.copy2(whl, dest)
        name, _, imports = wheel_metadata(whl)
        _, version, _, _ = parse_wheel_filename(whl.name)
        key = canonicalize_name(name)
        entries[key] = {
            "name": name,
            "version": str(version),
            "file_name": whl.name,
            "install_dir": "site",
            "sha256": sha256_of(dest),
            "package_type": "package",
            "imports": imports,
            "depends": depends[key],
            "unvendored_tests": False,
        }

    unused = sorted(set(entries) - {d for e in entries.values() for d in e["depends"]} - {DIST} - on_demand)
    unused = [u for u in unused if u not in KERNEL_STARTUP]
    if unused:
        log(f"note: shipped but required by nothing (check they are still needed): {', '.join(unused)}")

    lock = {"info": upstream["info"], "packages": dict(sorted(entries.items()))}
    write_if_changed(PYODIDE_DIR / "pyodide-lock.json", json.dumps(lock, indent=1) + "\n")

    # preload everything shipped but what loads on demand: the kernel's start-up packages, the widgets and tutor,
    # in one parallel load
    preload = sorted(set(entries) - on_demand)
    write_if_changed(WORK / "preload.json", json.dumps(preload))
    # the lite build copies static/pyodide without pruning: drop what an older build shipped
    shutil.rmtree(OUTPUT / "static" / "pyodide", ignore_errors=True)
    stamp_file.write_text(stamp)
    log(f"Pyodide {pyo['npm_version']} with {len(entries)} wheels, preloaded: {', '.join(preload)}")
    log(f"on demand only (not loaded at start-up): {', '.join(sorted(on_demand))}")
    return preload


# -- 4. configuration --------------------------------------------------------------------------------------------


def write_config(versions: dict, preload: list[str]) -> None:
    venv_ext = Path(sys.prefix) / "share" / "jupyter" / "labextensions"
    build_config = {
        "LiteBuildConfig": {
            "apps": [LESSON_APP, "tree", "lab"],
            "contents": [str(SHIPPED)],
            "output_dir": str(OUTPUT),
            "cache_dir": str(CACHE / "lite"),
            "ignore_sys_prefix": ["federated_extensions"],
            "federated_extensions": [*(str(venv_ext / e) for e in LAB_EXTENSIONS), str(AUTORUN_EXTENSION)],
            "no_sourcemaps": True,
            "no_unused_shared_packages": True,
        },
    }
    write_if_changed(LITE / "jupyter_lite_config.json", json.dumps(build_config, indent=2) + "\n")

    release = versions["site_release"]
    lite = {
        "jupyter-lite-schema-version": 0,
        "jupyter-config-data": {
            "appName": "tutor lessons",
            "tutorSiteRelease": release,
            "disabledExtensions": [
                "@jupyterlab/apputils-extension:announcements",
                "@jupyterlite/application-extension:share-file",
                # Without the service worker the kernel does not mount the browser's files as /drive: every
                # import then skips a synchronous round trip through the page per path looked up, which cut
                # the kernel's start-up by 6-7 s here. The lessons read no files and call no input().
                "@jupyterlite/application-extension:service-worker-manager",
            ],
            "litePluginSettings": {
                "@jupyterlite/pyodide-kernel-extension:kernel": {
                    "pyodideUrl": "./static/pyodide/pyodide.mjs",
                    "disablePyPIFallback": True,
                    "loadPyodideOptions": {"packages": preload},
                }
            },
        },
    }
    write_if_changed(LITE / "jupyter-lite.json", json.dumps(lite, indent=2) + "\n")

    overrides = {
        "@jupyterlab/mainmenu-extension:plugin": help_menu("en"),
        # learners' edits reach the browser's storage within seconds, without thinking of File > Save
        "@jupyterlab/docmanager-extension:plugin": {"autosave": True, "autosaveInterval": 5},
        # no check for updates or news on start-up: nothing may leave the serving host
        "@jupyterlab/apputils-extension:notification": {"fetchNews": "false", "checkForUpdates": False},
    }
    write_if_changed(LITE / "overrides.json", json.dumps(overrides, indent=2) + "\n")


# -- 5. jupyter lite build and the static pages ------------------------------------------------------------------


def lite_build(force: bool) -> None:
    inputs = [p for p in LITE.rglob("*") if p.is_file() and not p.name.startswith(".jupyterlite.doit")]
    inputs += [p for p in SHIPPED.rglob("*") if p.is_file()]
    inputs += [p for p in AUTORUN_EXTENSION.rglob("*") if p.is_file()]
    venv_ext = Path(sys.prefix) / "share" / "jupyter" / "labextensions"
    inputs += [venv_ext / e / "package.json" for e in LAB_EXTENSIONS]
    # the language packs it ships the translations of (JUPYTERLAB_LOCALES)
    inputs += sorted(
        Path(sysconfig.get_paths()["purelib"]).glob("jupyterlab_language_pack_*/locale/*/*/*.json")
    )
    stamp = digest_of(inputs, Path(__file__).read_text())
    stamp_file = WORK / "lite.stamp"
    if (
        not force
        and stamp_file.exists()
        and stamp_file.read_text() == stamp
        and (OUTPUT / LESSON_APP).exists()
    ):
        log("jupyter lite build up to date")
        return
    # the lite build adds contents but never removes any: start the contents index afresh
    for stale in (OUTPUT / "files", OUTPUT / "api" / "contents"):
        shutil.rmtree(stale, ignore_errors=True)
    # it unpacks the apps once: when the set of apps changes, start from an empty output
    apps = (LITE / "jupyter_lite_config.json").read_text()
    apps_file = WORK / "lite.config"
    if force or not apps_file.exists() or apps_file.read_text() != apps:
        shutil.rmtree(OUTPUT, ignore_errors=True)
        for db in LITE.glob(".jupyterlite.doit*"):
            db.unlink()
        apps_file.write_text(apps)
    jupyter = Path(sys.executable).parent / "jupyter"
    cmd = [str(jupyter), "lite", "build"]
    if force:
        cmd.append("--force")
    run(cmd, cwd=LITE)
    stamp_file.write_text(stamp)


def help_menu(language: str) -> dict:
    """The Help menu's items of the site (``overrides.json``), in ``language``."""
    lessons, reset = HELP_ITEMS[language]
    return {
        "menus": [
            {
                "id": "jp-mainmenu-help",
                "items": [
                    {"type": "separator", "rank": 0},
                    {
                        "command": "help:open",
                        "args": {"url": "../index.html?map", "text": lessons, "newBrowserTab": True},
                        "rank": 0,
                    },
                    {
                        "command": "help:open",
                        "args": {"url": "../reset.html", "text": reset, "newBrowserTab": True},
                        "rank": 0,
                    },
                ],
            }
        ]
    }


#: run by each app's page: JupyterLab's menus in the language the learner chose on the start page (else the
#: language of the lesson's folder), as the default of the locale setting (a language the learner picks in Settings
#: ▸ Language is a setting of theirs, and wins). JupyterLite's config-utils.js builds the page's configuration from
#: the served files (not from this page's element), writes it into the element, then loads the app: the observer
#: adds the language to what it wrote, before the app's script (a later task) reads it.
LANGUAGE_SCRIPT = """<script id="tutor-language">
      (function () {
        var menus = @MENUS@;
        var chosen = null;
        try {
          chosen = localStorage.getItem("tutor-language:" + new URL("..", location.href).pathname);
        } catch (e) {}
        if (!menus[chosen]) chosen = (new URLSearchParams(location.search).get("path") || "").split("/")[0];
        if (!menus[chosen]) return;
        var element = document.getElementById("jupyter-config-data");
        var watch = new MutationObserver(function () {
          watch.disconnect();
          var config = JSON.parse(element.textContent);
          var overrides = (config.settingsOverrides = config.settingsOverrides || {});
          overrides["@jupyterlab/translation-extension:plugin"] = { locale: menus[chosen].locale };
          overrides["@jupyterlab/mainmenu-extension:plugin"] = menus[chosen].help;
          element.textContent = JSON.stringify(config);
        });
        watch.observe(element, { childList: true, characterData: true, subtree: true });
      })();
    </script>
    """


def ship_jupyterlab_languages() -> None:
    """JupyterLab's own words (menus, dialogs) in each of :data:`SITE_LANGUAGES`: the lite build ships the
    translations of every language pack installed in the build venv (``api/translations/<locale>.json``); keep
    those of :data:`JUPYTERLAB_LOCALES`, limited to the domains the site uses, and make each app's page choose
    the learner's language before JupyterLite starts (:data:`LANGUAGE_SCRIPT`)."""
    api = OUTPUT / "api" / "translations"
    available = json.loads((api / "all.json").read_text(encoding="utf-8"))
    wanted = {"en": "en", **{code: JUPYTERLAB_LOCALES[code] for code in SITE_LANGUAGES}}
    missing = [locale for locale in wanted.values() if locale not in available["data"]]
    if missing:
        raise SystemExit(
            f"no JupyterLab language pack for {', '.join(missing)} in the build venv: pip install "
            "the site extra (jupyterlab-language-pack-*, jupyterlab_server), then build again"
        )
    available["data"] = {locale: available["data"][locale] for locale in wanted.values()}
    write_if_changed(api / "all.json", json.dumps(available, indent=2, ensure_ascii=False) + "\n")
    for pack in api.glob("*.json"):
        if pack.name == "all.json":
            continue
        if pack.stem not in wanted.values():
            pack.unlink()
            continue
        data = json.loads(pack.read_text(encoding="utf-8"))
        data["data"] = {d: v for d, v in data["data"].items() if d in JUPYTERLAB_DOMAINS}
        write_if_changed(pack, json.dumps(data, ensure_ascii=False, separators=(",", ":")) + "\n")
    menus = {code: {"locale": locale, "help": help_menu(code)} for code, locale in wanted.items()}
    script = LANGUAGE_SCRIPT.replace("@MENUS@", json.dumps(menus, ensure_ascii=False))
    for app in (LESSON_APP, "tree", "lab"):
        page = OUTPUT / app / "index.html"
        text = re.sub(r'<script id="tutor-language">.*?</script>\s*', "", page.read_text(), flags=re.S)
        marker = '<script id="jupyter-config-data"'
        end = text.index("</script>", text.index(marker)) + len("</script>")
        write_if_changed(page, text[:end] + "\n    " + script.rstrip() + text[end:])


def write_pages(versions: dict, names: list[str]) -> None:
    start = names[0]
    release = versions["site_release"]
    found = json.loads(lesson_map_json(release))
    found.pop("same", None)  # the English ids of translated steps: in the translated notebooks, not the pages
    found["languages"] = {code: LANGUAGE_NAMES[code] for code in ("en", *SITE_LANGUAGES)}
    lessons_json = json.dumps(found, indent=1, ensure_ascii=False) + "\n"
    subs = {
        "@START@": start,
        "@APP@": LESSON_APP,
        "@RELEASE@": release,
        "@LESSONS@": json.dumps(names),
        "@MAP@": lessons_json.replace("</", "<\\/"),  # the lesson map, inline in the pages
    }
    write_if_changed(OUTPUT / "lessons.json", lessons_json)
    subs["@LANGUAGE_CODES@"] = json.dumps(["en", *SITE_LANGUAGES])
    for page in ("index.html", "reset.html", "stored-lessons.js", "teacher.html", "progress.js", "words.js"):
        text = (TEMPLATES / page).read_text()
        for k, v in subs.items():
            text = text.replace(k, v)
        write_if_changed(OUTPUT / page, text)
    write_if_changed(
        OUTPUT / "release.json", json.dumps({"release": release, "lessons": names, "app": LESSON_APP}) + "\n"
    )
    write_engine(names)
    write_if_changed(OUTPUT / ".nojekyll", "")
    # browsers ask for /favicon.ico on their own: answer it rather than with a 404
    write_if_changed(OUTPUT / "favicon.ico", (OUTPUT / "lab" / "favicon.ico").read_bytes())


def waiting_notes() -> str:
    """``engine/waiting.json``: what an edited cell shows while Python starts, in each language of the site
    (``pictures.waiting_html`` with the slot for the cell's last output), by language code."""
    import pictures

    notes = {code: pictures.waiting_html(language=code) for code in ("en", *SITE_LANGUAGES)}
    return json.dumps(notes, ensure_ascii=False, indent=1) + "\n"


def write_engine(names: list[str]) -> None:
    """The lesson engine (``site/engine/``, with the store of ``tutor/widgets/progress.js`` beside it) into
    ``engine/``, and the lessons' tables of answers into ``answers/``: the tutor-autorun extension loads the engine,
    which answers the lesson boxes before Python starts."""
    files = {p.name: p.read_bytes() for p in ENGINE.glob("*.mjs")}
    files["progress.js"] = (ROOT / "tutor" / "widgets" / "progress.js").read_bytes()
    # what an edited cell shows while Python starts (a picture of a lesson box whose code changed cannot answer),
    # under the note in each language of the site: the engine takes the lesson's
    files["waiting.json"] = waiting_notes().encode()
    for name, data in files.items():
        write_if_changed(OUTPUT / "engine" / name, data)
    for stale in (OUTPUT / "engine").glob("*"):
        if stale.name not in files and stale.suffix not in (".gz", ".br"):
            stale.unlink()
    wanted = {n.replace(".ipynb", ".json") for n in names}
    for table in ANSWERS.rglob("*.json"):
        name = str(table.relative_to(ANSWERS))
        if name in wanted:
            (OUTPUT / "answers" / name).parent.mkdir(parents=True, exist_ok=True)
            write_if_changed(OUTPUT / "answers" / name, table.read_bytes())
    for stale in (OUTPUT / "answers").rglob("*.json"):
        if str(stale.relative_to(OUTPUT / "answers")) not in wanted:
            stale.unlink()


#: files worth sending compressed (wheels, zips and fonts such as woff are compressed already)
COMPRESSIBLE = (
    ".js",
    ".mjs",
    ".css",
    ".html",
    ".json",
    ".ipynb",
    ".svg",
    ".wasm",
    ".ico",
    ".eot",
    ".ttf",
    ".map",
)

#: brotli's best quality: about a tenth smaller than quality 9 (the 9.6 MB pyodide.asm.wasm: 2.74 MB instead of
#: 3.11 MB), at about a minute of one core for the whole site, paid once (copies are redone only for changed files)
BROTLI_QUALITY = 11

#: the record of what was compressed (file -> sha256 and settings), so a rebuild compresses only what changed
PRECOMPRESSED = WORK / "precompressed.json"


def precompress(force: bool) -> None:
    """``x.gz`` (and ``x.br`` when the ``brotli`` package is installed) beside every compressible file of the
    site, for servers that send pre-compressed files (``site/serve.py``, nginx's ``gzip_static``, Caddy's
    ``precompressed``). A copy is kept only when it saves at least a tenth."""
    import gzip

    try:
        import brotli
    except ImportError:  # pragma: no cover - the site extra installs it
        brotli = None
        log("note: no brotli package: writing .gz copies only")
    done = json.loads(PRECOMPRESSED.read_text()) if PRECOMPRESSED.exists() and not force else {}
    record, written, saved = {}, 0, 0
    for path in sorted(OUTPUT.rglob("*")):
        if not path.is_file() or path.suffix not in COMPRESSIBLE or path.stat().st_size < 1024:
            continue
        rel = str(path.relative_to(OUTPUT))
        data = path.read_bytes()
        digest = f"{hashlib.sha256(data).hexdigest()} gzip9 br{BROTLI_QUALITY}"
        record[rel] = digest
        variants = {".gz": lambda d: gzip.compress(d, 9, mtime=0)}
        if brotli is not None:
            variants[".br"] = lambda d: brotli.compress(d, quality=BROTLI_QUALITY)
        for ext, compress in variants.items():
            out = path.with_name(path.name + ext)
            if done.get(rel) == digest and out.exists():
                continue
            packed = compress(data)
            if len(packed) <= 0.9 * len(data):
                out.write_bytes(packed)
                written += 1
                saved += len(data) - len(packed)
            elif out.exists():
                out.unlink()
    for rel in set(done) - set(record):  # files gone since: drop their copies
        for ext in (".gz", ".br"):
            (OUTPUT / (rel + ext)).unlink(missing_ok=True)
    PRECOMPRESSED.write_text(json.dumps(record, indent=0, sort_keys=True) + "\n")
    if written:
        log(f"pre-compressed {written} files ({saved / 1e6:.1f} MB smaller than the originals)")


def site_size() -> tuple[float, int]:
    """Size and number of the files a server sends (the pre-compressed copies left out)."""
    files = [p for p in OUTPUT.rglob("*") if p.is_file() and p.suffix not in (".gz", ".br")]
    return sum(p.stat().st_size for p in files) / 1e6, len(files)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--force", action="store_true", help="redo every step (downloads stay cached)")
    args = parser.parse_args(argv)

    t0 = time.monotonic()
    versions = load_versions()
    WORK.mkdir(parents=True, exist_ok=True)
    tutor_wheel = build_tutor_wheel(args.force)
    names = convert_lessons(versions["site_release"])
    picture_lessons(names, args.force)
    preload = assemble_pyodide(versions, tutor_wheel, args.force)
    write_config(versions, preload)
    lite_build(args.force)
    ship_jupyterlab_languages()
    write_pages(versions, names)
    precompress(args.force)
    size, count = site_size()
    log(
        f"done in {time.monotonic() - t0:.1f} s: {OUTPUT.relative_to(ROOT)} is {size:.1f} MB in {count} files"
    )
    log(f"start page: {names[0]}; serve it with: {Path(sys.executable).name} site/serve.py")
    return 0


if __name__ == "__main__":
    sys.exit(main())
