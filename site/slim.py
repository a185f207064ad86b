"""What a learner's browser is spared at start-up: the shipped wheels trimmed, and three small patches that keep
IPython's terminal front end and jedi from loading with the kernel (``site/build.py`` applies them).

Measured by importing ``pyodide_kernel`` in the shipped Pyodide under Node: IPython 9.12's ``import IPython``
imports its terminal front end (``from .terminal.embed import embed``), which imports prompt_toolkit (116
modules), and its completer imports jedi (77 modules, and parso's 21). A kernel never uses the terminal front
end, and jedi serves only Tab completion. So:

* ``IPython/__init__.py``: ``embed`` becomes a function that imports the terminal front end when called;
* ``pyodide_kernel/interpreter.py``: instead of forcing ``Completer.use_jedi = True``, the kernel starts without
  jedi; the first completion request starts loading it (``pyodide.loadPackage("jedi")``, in the background) and
  is answered by IPython's own completer (names, attributes, keys, paths), as are the requests until jedi is
  there; then jedi takes over;
* ``piplite/piplite.py``: the kernel's start-up ``piplite.install('jedi')`` (which it makes for every start-up
  package not preloaded) does nothing; ``%pip install jedi`` in a lesson still installs it.

prompt_toolkit, wcwidth, jedi and parso stay in the site's ``pyodide-lock.json``, loaded when something imports
them (``import jedi`` in a cell loads it, as for any package of the lock), never at start-up.

Trimmed: the wheels' test suites, the front-end files that anywidget's wheel carries (the site bundles
anywidget's front end as a JupyterLab extension), and Pygments' lexers for languages other than Python and the
few that IPython's own lexers build on (Pygments is imported at start-up for coloured tracebacks; a lesson never
highlights Lisp). ``pygments.lexers.get_lexer_by_name`` then raises ``ClassNotFound`` for the languages left out,
as for any unknown one.

**tutor's own wheel** is shipped without its catalogues' sources (``tutor/locale/*.po``, ``tutor.pot``: the
package reads the compiled ``.mo`` files) and, once precompiled (``site/build.py``), without the source of each
module that has its bytecode (``sourceless_wheel``): the ``.pyc`` takes the ``.py``'s place, which Python imports
as it would the source. The price: a traceback through tutor's code in the browser names the file and the line
but cannot show the line. Nothing in tutor or the lessons reads tutor's sources (no ``inspect.getsource``, no
doctests run in the browser). The pip wheel (``dist/``) keeps both.

Every patch must match its text exactly once, or the build stops: moving IPython, the kernel or piplite means
re-reading the patches. Wheels are rewritten deterministically (same member order, dates and compression).
"""

from __future__ import annotations

import fnmatch
import re
import zipfile
from dataclasses import dataclass
from pathlib import Path

from packaging.utils import canonicalize_name, parse_wheel_filename

#: packages shipped in the lock but not loaded at start-up, and why nothing needs them there (canonical names);
#: packages that only these require (parso, wcwidth) are not loaded at start-up either
ON_DEMAND = {
    "jedi": "Tab completion's static analysis: loaded on the first completion request",
    "prompt-toolkit": "IPython's terminal front end: a kernel never uses it",
}

#: members dropped from every shipped wheel (fnmatch patterns on the member names)
DROP_ALL = ("*/tests/*", "*.data/data/share/jupyter/*")

#: members dropped from one project's wheel
DROP = {
    "anywidget": ("anywidget/labextension/*", "anywidget/nbextension/*"),
    # the catalogues' sources, for their readers and translators: tutor.i18n reads the compiled .mo files
    "trick-tutor": ("tutor/locale/*.po", "tutor/locale/*.pot"),
}

#: wheels shipped without the source of a module that has its bytecode (``sourceless_wheel``): tutor's own, whose
#: every module is precompiled for start-up; 0.48 MB less for a cold start, and a traceback through tutor's code
#: shows its file and line number but not the line itself
SOURCELESS = ("trick-tutor",)

#: Pygments lexer modules kept (with those they import): Python's, the fallback text lexer, and those that
#: ipython_pygments_lexers (IPython's own lexers, shipped with it) imports
PYGMENTS_LEXERS = ("python", "special", "shell", "html", "javascript", "ruby", "perl", "markup")


@dataclass(frozen=True)
class Patch:
    project: str
    member: str
    old: str
    new: str


DEFER_JEDI = '''

def defer_jedi(shell):
    """tutor site (patched in by site/build.py, see site/slim.py): jedi (2.3 MB with parso) is not loaded at
    start-up. The first completion request starts loading it in the background and is answered by IPython's own
    completer, as are the requests until jedi is there; then jedi takes over."""
    import IPython.core.completer as completer

    if completer.JEDI_INSTALLED:
        shell.Completer.use_jedi = True
        return
    shell.Completer.use_jedi = False
    kernel = shell.kernel

    def complete(code, cursor_pos):
        del kernel.complete  # from now on the kernel's own method
        _load_jedi(shell, completer)
        return kernel.complete(code, cursor_pos)

    kernel.complete = complete


def _load_jedi(shell, completer):
    import asyncio

    import pyodide_js

    async def load():
        await pyodide_js.loadPackage("jedi")  # and parso, from the site's pyodide-lock.json
        import jedi
        import jedi.api.classes
        import jedi.api.helpers

        jedi.settings.case_insensitive_completion = False
        completer.jedi = jedi
        completer.JEDI_INSTALLED = True
        shell.Completer.use_jedi = True

    asyncio.ensure_future(load())
'''

PATCHES = (
    Patch(
        "ipython",
        "IPython/__init__.py",
        "from .terminal.embed import embed\n",
        "def embed(*args, **kwargs):\n"
        '    """IPython\'s embed, its terminal front end imported on first use (tutor site: see site/slim.py)."""\n'
        "    from .terminal.embed import embed\n\n"
        "    return embed(*args, **kwargs)\n",
    ),
    Patch(
        "pyodide-kernel",
        "pyodide_kernel/interpreter.py",
        "        self.Completer.use_jedi = True\n",
        "        defer_jedi(self)  # tutor site: jedi loads on the first completion request (site/slim.py)\n",
    ),
    Patch(
        "pyodide-kernel",
        "pyodide_kernel/interpreter.py",
        "\n\nclass LitePythonShellApp(",
        DEFER_JEDI + "\n\nclass LitePythonShellApp(",
    ),
    Patch(
        "piplite",
        "piplite/piplite.py",
        '    """\n\n    return asyncio.ensure_future(\n',
        '    """\n'
        '    if requirements == "jedi" and "pyodide_kernel" not in __import__("sys").modules:\n'
        "        # tutor site (site/slim.py): the kernel's start-up install of jedi is deferred to the first\n"
        "        # completion request; %pip install jedi in a lesson still installs it\n"
        "        done = asyncio.get_event_loop().create_future()\n"
        "        done.set_result(None)\n"
        "        return done\n\n"
        "    return asyncio.ensure_future(\n",
    ),
)


def _apply(text: str, patch: Patch) -> str:
    if text.count(patch.old) != 1:
        raise SystemExit(
            f"site/slim.py: the patch of {patch.member} ({patch.project}) expects its text exactly once, found "
            f"{text.count(patch.old)} times: re-read the patch for this version"
        )
    return text.replace(patch.old, patch.new)


def _kept_lexers(sources: dict[str, str]) -> set[str]:
    """The lexer modules of ``PYGMENTS_LEXERS`` and every lexer module they name, to a fixed point."""
    kept, todo = set(), list(PYGMENTS_LEXERS)
    while todo:
        name = todo.pop()
        if name in kept or f"pygments/lexers/{name}.py" not in sources:
            continue
        kept.add(name)
        todo += re.findall(r"pygments\.lexers\.(\w+)", sources[f"pygments/lexers/{name}.py"])
    return kept


def _pygments(members: dict[str, bytes]) -> set[str]:
    """The members to drop from Pygments' wheel, and its lexer table rewritten to the lexers kept."""
    sources = {
        n: d.decode() for n, d in members.items() if n.startswith("pygments/lexers/") and n.endswith(".py")
    }
    kept = _kept_lexers(sources)
    drop = set()
    for name in sources:
        module = name.removeprefix("pygments/lexers/").removesuffix(".py")
        if module not in kept and module not in ("__init__", "_mapping") and not module.startswith("_"):
            drop.add(name)
    # the lexers' keyword tables (_php_builtins.py, ...): kept only when a kept lexer names them
    for name in sources:
        module = name.removeprefix("pygments/lexers/").removesuffix(".py")
        if module.startswith("_") and module not in ("__init__", "_mapping") and module not in kept:
            drop.add(name)
    lines = members["pygments/lexers/_mapping.py"].decode().splitlines(keepends=True)
    table = [
        line
        for line in lines
        if not (m := re.match(r"    '\w+': \('pygments\.lexers\.(\w+)',", line)) or m.group(1) in kept
    ]
    members["pygments/lexers/_mapping.py"] = "".join(table).encode()
    return drop


def slim_wheel(src: Path, dst: Path) -> str:
    """Write ``src`` to ``dst`` trimmed and patched; return a line saying what changed (empty if nothing)."""
    project = canonicalize_name(parse_wheel_filename(src.name)[0])
    with zipfile.ZipFile(src) as z:
        infos = z.infolist()
        members = {i.filename: z.read(i) for i in infos}
    patterns = DROP_ALL + DROP.get(project, ())
    drop = {n for n in members if any(fnmatch.fnmatch(n, p) for p in patterns)}
    patched = set()
    if project == "pygments":
        drop |= _pygments(members)
        patched.add("pygments/lexers/_mapping.py")
    for patch in PATCHES:
        if patch.project == project:
            members[patch.member] = _apply(members[patch.member].decode(), patch).encode()
            patched.add(patch.member)
    record = next(n for n in members if n.endswith(".dist-info/RECORD") and n.count("/") == 1)
    lines = []
    for line in members[record].decode().splitlines():
        name = line.rsplit(",", 2)[0]
        if name in drop:
            continue
        lines.append(f"{name},," if name in patched else line)  # no hash: the file differs from upstream's
    members[record] = "".join(f"{line}\n" for line in lines).encode()
    before = src.stat().st_size
    with zipfile.ZipFile(dst, "w") as out:
        for info in infos:
            if info.filename not in drop:
                out.writestr(info, members[info.filename])
    changes = []
    if drop:
        changes.append(f"{len(drop)} files left out")
    if patched:
        changes.append("patched " + ", ".join(sorted(patched)))
    if not changes:
        return ""
    return f"{src.name}: {'; '.join(changes)} ({before / 1e3:.0f} -> {dst.stat().st_size / 1e3:.0f} KB)"


#: ``pkg/__pycache__/mod.cpython-314.pyc``: the bytecode of ``pkg/mod.py``, as ``importlib.util.cache_from_source``
#: names it for the interpreter that compiled it (the browser's Python, whatever the build's is)
_CACHED = re.compile(r"(?P<folder>(?:[^/]+/)*)__pycache__/(?P<module>[^/.]+)\.[^/]+\.pyc")


def sourceless_wheel(src: Path, dst: Path) -> str:
    """Write ``src`` to ``dst`` with each module that has its bytecode in ``__pycache__`` shipped as that
    bytecode alone, in the source's place (``pkg/mod.pyc``, which Python imports when ``pkg/mod.py`` is absent:
    the bytecode is unchecked-hash, valid without its source); modules without bytecode keep their source. The
    RECORD is renamed and trimmed alike. Return a line saying what changed."""
    with zipfile.ZipFile(src) as z:
        infos = z.infolist()
        members = {i.filename: z.read(i) for i in infos}
    renamed = {}
    for name in members:
        match = _CACHED.fullmatch(name)
        if match and f"{match['folder']}{match['module']}.py" in members:
            renamed[name] = f"{match['folder']}{match['module']}.pyc"
    drop = {new.removesuffix("c") for new in renamed.values()}
    record = next(n for n in members if n.endswith(".dist-info/RECORD") and n.count("/") == 1)
    lines = []
    for line in members[record].decode().splitlines():
        name, rest = line.rsplit(",", 2)[0], line.rsplit(",", 2)[1:]
        if name not in drop:
            lines.append(",".join([renamed.get(name, name), *rest]))
    members[record] = "".join(f"{line}\n" for line in lines).encode()
    before = src.stat().st_size
    with zipfile.ZipFile(dst, "w") as out:
        for info in infos:
            if info.filename in drop:
                continue
            data = members[info.filename]
            if info.filename in renamed:
                moved = zipfile.ZipInfo(renamed[info.filename], date_time=info.date_time)
                moved.compress_type, moved.external_attr = info.compress_type, info.external_attr
                info = moved
            out.writestr(info, data)
    return f"{src.name}: {len(renamed)} modules as bytecode only ({before / 1e3:.0f} -> {dst.stat().st_size / 1e3:.0f} KB)"
