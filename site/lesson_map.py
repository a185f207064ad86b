"""The lesson map of the site (``lessons.json``), read from the lessons themselves at build time.

For each lesson (``lessons/NN-name.md``): its id (``name``: the file name without its number, so renumbering keeps
a learner's results), the notebook it ships as, its title (the first ``#`` heading), its one-line description and
its game (the ``tutor:`` block of its front matter), the next lesson, and the ids of its steps in order (its code
cells run in this process, and every :class:`~tutor.widgets.LessonView` of a :class:`~tutor.lesson.Lesson` they
make is listed through :func:`tutor.widgets.progress.collecting`; drills have no fixed steps and are left out).

The front matter of a lesson::

    tutor:
      game: Satat
      description: Follow suit or play anything; the 2♥ and its exceptions; the hidden trump.

The lessons are grouped by game, the groups in the order their first lesson is read, the lessons in reading order.

>>> lesson_id("02-follow-satat.ipynb")
'follow-satat'
>>> link_lessons("**Next:** {doc}`Follow suit in Saskop <03-follow-saskop>`, then [more](04-x.md#drill).")
'**Next:** [Follow suit in Saskop](03-follow-saskop.ipynb), then [more](04-x.ipynb#drill).'
"""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

__all__ = ["lesson_id", "lesson_map", "lesson_text", "link_lessons", "read_lesson", "translated"]

#: the version of ``lessons.json``
MAP_VERSION = 1

_LINK = re.compile(r"\]\((?:/lessons/)?(\d+-[\w-]+)\.md(#[^)\s]*)?\)")
_DOC = re.compile(r"\{doc\}`([^`<]+?)\s*<(?:/lessons/)?(\d+-[\w-]+)>`")


def lesson_id(name: str) -> str:
    """A lesson's id: its file name without the number and the extension."""
    stem = Path(name).name.rsplit(".", 1)[0]
    return re.sub(r"^\d+-", "", stem)


def link_lessons(text: str) -> str:
    """Links to another lesson in its source -- a ``{doc}`` role (``{doc}`Title <NN-name>```, what the docs
    resolve: the lessons folder is a symbolic link there, which defeats Markdown links to files) or a Markdown link
    to ``NN-name.md`` -- made Markdown links to the site's notebook (``NN-name.ipynb``)."""
    text = _DOC.sub(lambda m: f"[{m.group(1)}]({m.group(2)}.ipynb)", text)
    return _LINK.sub(lambda m: f"]({m.group(1)}.ipynb{m.group(2) or ''})", text)


def _title(notebook: Any, fallback: str) -> str:
    for cell in notebook.cells:
        if cell.cell_type == "markdown":
            for line in cell.source.splitlines():
                if line.startswith("# "):
                    return line[2:].strip()
    return fallback


def _step_parts(path: Path, notebook: Any) -> tuple[list[dict[str, Any]], list[str]]:
    """The lesson's code cells run in this process (in English afterwards, whatever the lesson chose); the steps of
    every lesson view they make, by view, and the keys of every view (drills too)."""
    from tutor.i18n import speaking
    from tutor.lesson.cells import run_cells
    from tutor.widgets.progress import collecting, step_ids, view_key

    with speaking("en"), collecting() as sessions:
        run_cells((cell.source for cell in notebook.cells if cell.cell_type == "code"), path.name)
    parts = [{"title": s.title, "steps": step_ids(s)} for s in sessions if step_ids(s)]
    return parts, [view_key(s) for s in sessions]


def lesson_text(path: Path, language: str = "en", then: str = "") -> str:
    """The source of a lesson in ``language`` (its catalogue's words: :func:`tutor.lesson.sources.in_language`,
    with ``then`` run after its first cell's imports)."""
    from tutor.lesson.sources import in_language, lesson_words

    text = path.read_text(encoding="utf-8")
    if language == "en":
        return text
    return in_language(text, language, lesson_words(path, language), then=then)


def read_lesson(path: Path, language: str = "en") -> dict[str, Any]:
    """One lesson's entry of the map (without ``next``), in ``language``; its ``views`` lists the keys of its
    views."""
    import jupytext

    notebook = jupytext.reads(lesson_text(path, language), fmt="md:myst")
    meta = notebook.metadata.get("tutor") or {}
    parts, views = _step_parts(path, notebook)
    steps = [s for part in parts for s in part["steps"]]
    seen: set[str] = set()
    repeated = sorted({s for s in steps if s in seen or seen.add(s)})
    if repeated:
        raise SystemExit(
            f"{path.name}: the same step appears twice ({', '.join(repeated)}): make them differ"
        )
    return {
        "id": lesson_id(path.name),
        "file": path.stem + ".ipynb",
        "title": _title(notebook, path.stem),
        "description": str(meta.get("description", "")).strip(),
        "game": str(meta.get("game", "")).strip() or "Other",
        "parts": parts,
        "steps": steps,
        "views": views,
    }


def translated(english: dict[str, Any], path: Path, language: str) -> tuple[dict[str, Any], dict[str, str]]:
    """The lesson ``path`` in ``language``: its entry for the map (its notebook, title and description in that
    language) and the English ids of its steps and views (translated id -> English id, for
    :func:`tutor.widgets.progress.same_steps`): the same steps in the same order, or the build stops."""
    other = read_lesson(path, language)
    shape = [len(part["steps"]) for part in english["parts"]]
    if [len(part["steps"]) for part in other["parts"]] != shape or len(other["views"]) != len(
        english["views"]
    ):
        raise SystemExit(f"{path.name} in {language} does not make the same steps as in English")
    same = dict(zip(other["steps"], english["steps"], strict=True))
    same.update(zip(other["views"], english["views"], strict=True))
    entry = {
        "file": f"{language}/{path.stem}.ipynb",
        "title": other["title"],
        "description": other["description"],
    }
    return entry, {k: v for k, v in same.items() if k != v}


def lesson_map(paths: list[Path], release: str, languages: tuple[str, ...] = ()) -> dict[str, Any]:
    """The map of the site: its release, the games in order, and the lessons in reading order; each lesson also in
    ``languages`` (``languages``: code -> its notebook, title and description; ``same``: code -> the English ids of
    its steps and views)."""
    lessons = [read_lesson(p) for p in paths]
    for lesson, path in zip(lessons, paths, strict=True):
        lesson["languages"], lesson["same"] = {}, {}
        for code in languages:
            lesson["languages"][code], lesson["same"][code] = translated(lesson, path, code)
    ids = [lesson["id"] for lesson in lessons]
    if len(set(ids)) != len(ids):
        raise SystemExit(f"two lessons share an id (their name without the number): {ids}")
    for lesson, after in zip(lessons, [*lessons[1:], None], strict=True):
        lesson["next"] = after["file"] if after else None
    games: list[str] = []
    for lesson in lessons:
        if lesson["game"] not in games:
            games.append(lesson["game"])
    return {"version": MAP_VERSION, "release": release, "games": games, "lessons": lessons}
