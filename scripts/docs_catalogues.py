"""Keep the docs' translation catalogues in step with the pages: ``python scripts/docs_catalogues.py`` (``make
docs-catalogues``).

The docs are translated with Sphinx's own i18n: each translated page has one catalogue per language,
``docs/locales/<language>/LC_MESSAGES/<docname>.po`` (``docs/locales/ja/LC_MESSAGES/rules/satat.po``), and
``make docs`` builds each language with ``-D language=<code>`` into ``docs/_build/html/<code>/``. This script asks
Sphinx for the messages of every page (``-b gettext``, the lessons not executed: their outputs hold no message),
and merges those of the translated pages (:data:`PAGES`) into each language's catalogue: a translation already
made is kept, a new paragraph is added untranslated (the page says it in English until it is translated), a
paragraph the page no longer has is dropped. ``--check`` changes nothing and fails if a catalogue is out of step
(the tests run it).
"""

from __future__ import annotations

import argparse
import os
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from scripts.catalogues import Message, merged  # noqa: E402
from scripts.generated import write_or_check  # noqa: E402

DOCS = ROOT / "docs"
LOCALES = DOCS / "locales"
#: The pages translated: the start page, "Learn", the teachers' guide, the cards' notation and words, and the
#: rules of the games. The other pages (the API, the lessons' pages, the developers' notes) stay English in every
#: build.
PAGES = (
    "index",
    "learn",
    "teachers",
    "cards",
    "rules/index",
    "rules/satat",
    "rules/saskop",
    "rules/piquet",
    "rules/subastao",
)


def languages() -> list[str]:
    """The languages the docs are translated into: a directory each in ``docs/locales`` (``make docs`` builds
    each; ``--language`` starts one)."""
    return sorted(path.name for path in LOCALES.iterdir() if path.is_dir()) if LOCALES.is_dir() else []


def catalogue(code: str, docname: str) -> Path:
    """Where the catalogue of page ``docname`` in language ``code`` lives."""
    return LOCALES / code / "LC_MESSAGES" / f"{docname}.po"


def templates(out: Path) -> Path:
    """Sphinx's message templates of every page (``<docname>.pot``), written under ``out``."""
    env = {**os.environ, "TUTOR_DOCS_EXECUTE": "off", "TUTOR_DOCS_NITPICKY": "0"}
    env.pop("TUTOR_DOCS_LESSON_RUNS", None)
    command = [sys.executable, "-m", "sphinx", "-q", "-b", "gettext", "-D", "gettext_compact=0"]
    command += ["-d", str(out / "doctrees"), str(DOCS), str(out / "gettext")]
    result = subprocess.run(command, cwd=ROOT, env=env, capture_output=True, text=True)
    if result.returncode:
        raise SystemExit(f"sphinx -b gettext failed:\n{result.stderr[-4000:]}")
    return out / "gettext"


def messages(pot: Path, docname: str) -> list[Message]:
    """The messages of one page's template, in the page's order."""
    from babel.messages.pofile import read_po  # Sphinx's own dependency (the docs extra)

    with pot.open("rb") as handle:
        found = read_po(handle)
    where = f"docs/{docname}.md"
    return [Message(str(m.id), None, where) for m in found if m.id]


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument(
        "--check", action="store_true", help="change nothing; fail if a catalogue is out of step"
    )
    parser.add_argument(
        "--language", action="append", default=[], help="start the catalogues of a new language (ISO code)"
    )
    args = parser.parse_args(argv)
    codes = sorted(set(languages()) | set(args.language))
    files: dict[Path, str] = {}
    count = 0
    with tempfile.TemporaryDirectory(prefix="tutor-docs-gettext-") as tmp:
        pots = templates(Path(tmp))
        for docname in PAGES:
            found = messages(pots / f"{docname}.pot", docname)
            count += len(found)
            for code in codes:
                path = catalogue(code, docname)
                files[path] = merged(code, path, found)
    stale = write_or_check(
        files, check=args.check, root=ROOT, what="the docs' pages", script="scripts/docs_catalogues.py"
    )
    if args.check and stale:
        return 1
    done = "updated " + ", ".join(stale) if stale else "in step"
    print(f"{count} messages in {len(PAGES)} pages, {len(codes)} languages; {done}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
