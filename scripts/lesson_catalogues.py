"""Keep the lessons' catalogues in step with the lessons: ``python scripts/lesson_catalogues.py`` (part of ``make
catalogues``).

Each lesson (``lessons/NN-name.md``) has one catalogue per language, ``lessons/locale/<language>/NN-name.po``,
holding every piece of the lesson a learner reads (:func:`tutor.lesson.sources.pieces`): a translation already
made is kept, a new piece is added untranslated (it stays English until it is translated), a piece the lesson no
longer says is dropped. ``--check`` changes nothing and fails if a catalogue is out of step (the tests run it).
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from scripts.catalogues import Message, merged  # noqa: E402
from scripts.generated import write_or_check  # noqa: E402
from tutor import i18n  # noqa: E402
from tutor.lesson.sources import catalogue_of, pieces  # noqa: E402

LESSONS = ROOT / "lessons"
WHERE = {
    "description": "the lesson's description (the lesson map)",
    "markdown": "text",
    "code": "code: a text literal",
}


def lessons() -> list[Path]:
    """The lessons' sources, in order."""
    return sorted(p for p in LESSONS.glob("[0-9]*.md"))


def messages(lesson: Path) -> list[Message]:
    """The pieces of one lesson, each once, in the order the lesson says them first."""
    found: dict[str, Message] = {}
    for piece in pieces(lesson.read_text(encoding="utf-8")):
        where = "code: an f-string: keep each {...} exactly as it is" if piece.template else WHERE[piece.kind]
        found.setdefault(piece.text, Message(piece.text, None, where))
    return list(found.values())


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument(
        "--check", action="store_true", help="change nothing; fail if a catalogue is out of step"
    )
    args = parser.parse_args(argv)
    files: dict[Path, str] = {}
    count = 0
    for lesson in lessons():
        found = messages(lesson)
        count += len(found)
        for code in i18n.LANGUAGES:
            if code == "en":
                continue
            path = catalogue_of(lesson, code)
            files[path] = merged(code, path, found)
    stale = write_or_check(
        files, check=args.check, root=ROOT, what="the lessons", script="scripts/lesson_catalogues.py"
    )
    if args.check and stale:
        return 1
    print(
        f"{count} pieces in {len(lessons())} lessons; {'updated ' + str(len(stale)) + ' catalogues' if stale else 'every catalogue in step'}"
    )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
