"""The documentation builds with warnings as errors, has its key pages, and loads nothing from another host.

One Sphinx build (the same command as ``make docs``, into a temporary directory: ``docs_html`` in conftest.py)
serves every test here. It takes the lessons' outputs from the run of ``test_lessons_run.py`` (``lesson_runs``)
rather than executing each lesson again.
"""

from __future__ import annotations

import os
import pkgutil
import re
import subprocess
import sys
from pathlib import Path
from typing import ClassVar

import pytest

import tutor
from tests.english_words import english_left

pytestmark = pytest.mark.slow

ROOT = Path(__file__).resolve().parent.parent
DOCS = ROOT / "docs"
LESSONS = sorted(p for p in (ROOT / "lessons").glob("*.md") if p.name.lower() != "readme.md")
GAMES = ("satat", "saskop", "piquet", "subastao")
RULES_CLASSES = {
    "satat": "SatatRules",
    "saskop": "SaskopRules",
    "piquet": "PiquetRules",
    "subastao": "SubastaoRules",
}

# Anything that would make a page fetch from elsewhere: web fonts, CDNs, absolute URLs in src= or stylesheet links.
FORBIDDEN = re.compile(
    r"fonts\.googleapis|fonts\.gstatic|cdn\.|cdnjs|jsdelivr|unpkg\.com|"
    r"""\bsrc\s*=\s*["']?(https?:)?//|"""
    r"""<link[^>]+rel=["']?stylesheet[^>]+href=["']?(https?:)?//|"""
    r"""@import\s+(url\()?["']?(https?:)?//"""
)


@pytest.fixture(scope="module")
def html(docs_html: Path) -> Path:
    """The docs built with warnings as errors (``build_docs`` in conftest.py), from the lessons as this test run
    executed them; started in the background as soon as the tests are collected."""
    return docs_html


def _text(path: Path) -> str:
    return path.read_text(encoding="utf-8")


def public_modules() -> list[str]:
    """Every importable public module of the package (no ``_private`` part)."""
    names = ["tutor"]
    for info in pkgutil.walk_packages(tutor.__path__, "tutor."):
        if not any(part.startswith("_") for part in info.name.split(".")):
            names.append(info.name)
    return sorted(names)


def test_docs_key_pages_exist(html: Path) -> None:
    pages = ["index", "learn", "cards", "experiments", "teachers", "developers", "api/index", "rules/index"]
    pages += [f"rules/{game}" for game in GAMES]
    for page in pages:
        assert (html / f"{page}.html").is_file(), page


def test_docs_execute_no_lesson_a_second_time(html: Path, lesson_runs) -> None:
    """myst-nb found every lesson in the cache the lesson runs filled: it executed (and recorded) other pages
    only."""
    from jupyter_cache import get_cache

    executed = {Path(record.uri).name for record in get_cache(str(lesson_runs.cache)).list_project_records()}
    assert executed and not executed & {lesson.name for lesson in LESSONS}, sorted(executed)


def test_docs_every_public_module_has_an_api_page(html: Path) -> None:
    missing = [
        name for name in public_modules() if not (html / "api" / "generated" / f"{name}.html").is_file()
    ]
    assert not missing, f"modules without an API page (add them to docs/api/index.md): {missing}"


def test_docs_api_pages_document_the_core(html: Path) -> None:
    cards = _text(html / "api/generated/tutor.cards.html")
    assert 'id="tutor.cards.CardSet"' in cards
    assert 'id="tutor.tricks.follow_suit"' in _text(html / "api/generated/tutor.tricks.html")
    assert 'id="tutor.errors.IllegalAction"' in _text(html / "api/generated/tutor.errors.html")


@pytest.mark.parametrize("game", GAMES)
def test_docs_rules_page_shows_cards_and_the_engine_options(html: Path, game: str) -> None:
    page = _text(html / f"rules/{game}.html")
    assert page.count("<svg") >= 2, "the card pictures from tutor.svg are missing"
    assert RULES_CLASSES[game] in page, "the options of the engine are missing ({game-api} found no module?)"
    assert "not part of this build" not in page
    assert "Where the sources disagree" in page


@pytest.mark.parametrize("lesson", LESSONS, ids=lambda p: p.stem)
def test_docs_lesson_is_executed_with_a_link_to_the_site(html: Path, lesson: Path) -> None:
    page = html / "lessons" / f"{lesson.stem}.html"
    assert page.is_file(), f"{lesson.name} is not rendered"
    text = _text(page)
    assert f"/index.html?path={lesson.stem}.ipynb" in text, "no 'open in the browser' link"
    assert 'class="cell_output' in text or "<svg" in text, "the lesson shows no executed output"


def test_docs_load_nothing_from_another_host(html: Path) -> None:
    offenders = []
    for path in html.rglob("*"):
        if path.suffix not in {".html", ".js", ".css"} or "_sources" in path.parts:
            continue
        for match in FORBIDDEN.finditer(_text(path)):
            offenders.append(f"{path.relative_to(html)}: {match.group(0)!r}")
    assert not offenders, "\n".join(offenders[:20])


def test_docs_lesson_links_stay_relative_by_default(html: Path) -> None:
    site_built = (ROOT / "site" / "_output" / "index.html").is_file()
    for page in (html / "lessons").glob("*.html"):
        for url in re.findall(r'href="([^"]*/index\.html\?path=[^"]*)"', _text(page)):
            assert "://" not in url and url.startswith("../"), url
            if site_built:  # the link lands on the site's lesson app
                assert (page.parent / url.split("?")[0]).resolve().is_file(), url


BROKEN_LESSON = """---
jupytext:
  text_representation:
    format_name: myst
kernelspec:
  display_name: Python 3
  language: python
  name: python3
---

# A lesson that no longer agrees with the engine

```{code-cell} ipython3
raise RuntimeError("this lesson is broken")
```
"""


def test_docs_a_lesson_that_raises_fails_the_build(tmp_path: Path) -> None:
    """The docs' own execution settings (read from docs/conf.py) turn an error in a lesson into a failed build."""
    source = tmp_path / "src"
    source.mkdir()
    (source / "index.md").write_text(BROKEN_LESSON, encoding="utf-8")
    (source / "conf.py").write_text(
        "import runpy\n"
        f"_docs = runpy.run_path({str(DOCS / 'conf.py')!r})\n"
        "globals().update({k: v for k, v in _docs.items() if k.startswith('nb_')})\n"
        "extensions = ['myst_nb']\n",
        encoding="utf-8",
    )
    command = [sys.executable, "-m", "sphinx", "-W", "-q", "-b", "html", str(source), str(tmp_path / "html")]
    result = subprocess.run(command, cwd=ROOT, capture_output=True, text=True, timeout=600)
    assert result.returncode != 0
    assert "ExecutionError" in result.stderr and "index.md" in result.stderr  # the lesson is named


def _tutor_docs():
    sys.path.insert(0, str(DOCS / "_ext"))
    try:
        import tutor_docs
    finally:
        sys.path.remove(str(DOCS / "_ext"))
    return tutor_docs


def test_docs_a_lesson_page_waits_for_the_lessons_run(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """With ``tutor_lesson_runs`` (the tests' docs build), a lesson page is read once its run's result is there;
    a ``stop`` there ends the build; other pages, and builds without the setting, never wait."""
    from sphinx.errors import SphinxError

    tutor_docs = _tutor_docs()
    monkeypatch.setattr(tutor_docs, "LESSON_RUN_TIMEOUT", 2)  # a wait that does not end fails, not hangs

    class App:
        class config:  # the shape of Sphinx's app.config
            tutor_lesson_runs: str | None = str(tmp_path)

    (tmp_path / "01-start-here.json").write_text("{}", encoding="utf-8")
    tutor_docs.wait_for_lesson_run(App(), "lessons/01-start-here", [])  # its result is there
    tutor_docs.wait_for_lesson_run(App(), "api/index", [])  # not a lesson
    (tmp_path / "stop").touch()
    with pytest.raises(SphinxError, match="stopped before 02-follow-satat"):
        tutor_docs.wait_for_lesson_run(App(), "lessons/02-follow-satat", [])
    App.config.tutor_lesson_runs = None
    tutor_docs.wait_for_lesson_run(App(), "lessons/02-follow-satat", [])  # make docs: no waiting


def test_docs_lesson_link_follows_the_configured_site_url() -> None:
    tutor_docs = _tutor_docs()

    class App:
        outdir = str(ROOT / "docs" / "_build" / "html")

        class config:  # the shape of Sphinx's app.config
            tutor_site_app = "lab"
            tutor_site_url = None
            tutor_site_output = str(ROOT / "site" / "_output")

    app = App()
    default = tutor_docs.lesson_link(app, "lessons/01-start-here")
    assert default == "../../../../site/_output/lab/index.html?path=01-start-here.ipynb"
    App.config.tutor_site_url = "https://example.org/tutor"
    absolute = tutor_docs.lesson_link(app, "lessons/01-start-here")
    assert absolute == "https://example.org/tutor/lab/index.html?path=01-start-here.ipynb"
    App.config.tutor_site_url = "lite/"
    assert (
        tutor_docs.lesson_link(app, "lessons/02-follow-satat")
        == "../lite/lab/index.html?path=02-follow-satat.ipynb"
    )


@pytest.mark.parametrize("lesson", LESSONS, ids=lambda p: p.stem)
def test_docs_lesson_hides_widget_building_code_behind_a_toggle(html: Path, lesson: Path) -> None:
    """The cells tagged ``hide-input`` in the lesson source (tests/test_lesson_collapse.py says which must be) show
    their code only on a click; the other cells show it."""
    tagged = len(re.findall(r"^```\{code-cell\}[^\n]*\n:tags: \[[^\]]*hide-input", _text(lesson), re.M))
    page = _text(html / "lessons" / f"{lesson.stem}.html")
    assert page.count('class="cell tag_hide-input docutils container"') == tagged
    assert len(re.findall(r'<details class="[^"]*\bhide above-input"', page)) == tagged
    assert 'class="cell docutils container"' in page, "some code stays open"


# -- The docs in other languages (Sphinx's i18n: docs/locales/<code>/LC_MESSAGES/<page>.po) ----------------------

DOCS_LANGUAGES = sorted(p.name for p in (DOCS / "locales").glob("*") if p.is_dir())
RULES_PAGES = ["rules/index"] + [f"rules/{game}" for game in GAMES]
CJK = re.compile(r"[\u3040-\u30ff\u4e00-\u9fff]")


# A MyST role ({doc}`text <target>`), a code span (``a span holding `backticks` ``), a link's target: what a
# translation keeps as it is
MARKS = re.compile(r"``.+?``|\{([\w:-]+)\}`([^`]*)`|`[^`]+`|\]\([^)]*\)")
SAYS_NO_TARGET = {"site"}  # a role whose text is only what the reader sees (its target is the site's address)


def _marks(text: str) -> list[str]:
    """The roles (by name and target: their text is translated), code spans and link targets of ``text``.

    >>> _marks("See {doc}`the rules <rules/index>`, `CC` and {site}`the lessons site`.")
    ['`CC`', '{doc}rules/index', '{site}']
    >>> _marks("End with ``**Next:** {doc}`Follow suit <03-follow-saskop>` ``.")
    ['``**Next:** {doc}`Follow suit <03-follow-saskop>` ``']
    """
    found = []
    for match in MARKS.finditer(text):
        role, content = match.group(1), match.group(2)
        if role is None:
            found.append(match.group(0))
        else:
            target = content.rsplit("<", 1)[-1].rstrip(">") if content.endswith(">") else content
            found.append(f"{{{role}}}" + ("" if role in SAYS_NO_TARGET else target))
    return sorted(found)


#: the titles of books, quoted as they were printed (Cavendish's *The Laws of Piquet*)
BOOK_TITLES = re.compile(r"The Laws of Piquet")


def test_docs_a_translation_keeps_roles_by_target() -> None:
    assert _marks("{doc}`as pages <learn>`") == _marks("{doc}`ページとして <learn>`")
    assert _marks("{doc}`as pages <learn>`") != _marks("{doc}`ページとして <index>`")
    assert _marks("`AS`") != _marks("`AH`")


def _docs_catalogues():
    sys.path.insert(0, str(ROOT))
    try:
        from scripts import docs_catalogues
    finally:
        sys.path.remove(str(ROOT))
    return docs_catalogues


def test_docs_catalogues_are_in_step_with_the_pages() -> None:
    """Every paragraph of a translated page is in its catalogues, and nothing else (``--check`` asks Sphinx)."""
    command = [sys.executable, "scripts/docs_catalogues.py", "--check"]
    result = subprocess.run(command, cwd=ROOT, capture_output=True, text=True, timeout=900)
    assert result.returncode == 0, result.stderr[-3000:]


def test_docs_rules_pages_are_among_the_translated_ones() -> None:
    """Japanese is there, and the rules pages are among the pages the catalogues translate."""
    assert "ja" in DOCS_LANGUAGES
    assert set(RULES_PAGES) <= set(_docs_catalogues().PAGES)


@pytest.mark.parametrize("page", [*RULES_PAGES, "index", "learn", "teachers", "cards"])
@pytest.mark.parametrize("code", DOCS_LANGUAGES)
def test_docs_every_paragraph_of_a_translated_page_is_translated(code: str, page: str) -> None:
    """Each message of the page's catalogue has a translation that keeps every MyST role, link and code span of the
    English (Sphinx would warn about a lost reference; a lost card code would teach a wrong card)."""
    from babel.messages.pofile import read_po

    path = _docs_catalogues().catalogue(code, page)
    assert path.is_file(), f"{path.relative_to(ROOT)} is missing (run: python scripts/docs_catalogues.py)"
    with path.open("rb") as handle:
        entries = [entry for entry in read_po(handle) if entry.id]
    assert entries
    untranslated = [entry.id for entry in entries if not entry.string or entry.fuzzy]
    assert not untranslated, f"{len(untranslated)} untranslated, first: {untranslated[:3]}"
    for entry in entries:
        assert _marks(entry.id) == _marks(entry.string), entry.id
        if code == "ja" and re.search(r"[A-Za-z]{2,}\W+[A-Za-z]{2,}", MARKS.sub("", entry.id)):
            assert CJK.search(entry.string), f"not Japanese: {entry.string!r}"
        read = BOOK_TITLES.sub(" ", MARKS.sub(" ", entry.string))
        assert not english_left(read, code), f"English left: {entry.string!r}"


def test_docs_language_links_lead_to_the_same_page_in_each_build() -> None:
    tutor_docs = _tutor_docs()

    class App:
        class config:  # the shape of Sphinx's app.config
            language = "en"
            tutor_docs_languages: ClassVar = {"en": "English", "ja": "日本語", "es": "Español"}

    assert tutor_docs.language_links(App(), "index") == [
        ("en", "English", "index.html"),
        ("ja", "日本語", "ja/index.html"),
        ("es", "Español", "es/index.html"),
    ]
    App.config.language = "es"
    assert tutor_docs.language_links(App(), "rules/satat") == [
        ("en", "English", "../../rules/satat.html"),
        ("ja", "日本語", "../../ja/rules/satat.html"),
        ("es", "Español", "satat.html"),
    ]


@pytest.fixture(scope="module")
def japanese_html(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The docs built in Japanese (``-D language=ja``, as ``make docs`` builds them), warnings as errors, the pages'
    code not executed (the lessons' pages stay English: the test looks at the rules pages)."""
    out = tmp_path_factory.mktemp("docs-ja")
    env = {**os.environ, "TUTOR_DOCS_EXECUTE": "off"}
    env.pop("TUTOR_DOCS_LESSON_RUNS", None)
    command = [sys.executable, "-m", "sphinx", "-W", "--keep-going", "-q", "-b", "html", "-D", "language=ja"]
    # not executed, a code cell has no kernel to name its language: that warning only
    command += ["-D", "suppress_warnings=ref.python,myst-nb.lexer"]
    command += ["-d", str(out / "doctrees"), str(DOCS), str(out / "html")]
    result = subprocess.run(command, cwd=ROOT, env=env, capture_output=True, text=True, timeout=1800)
    assert result.returncode == 0, "the Japanese docs build failed:\n" + result.stderr[-8000:]
    return out / "html"


@pytest.mark.parametrize("page", RULES_PAGES)
def test_docs_a_japanese_rules_page_reads_japanese(japanese_html: Path, page: str) -> None:
    """Every paragraph, item and heading of the rules (not the API's table, whose docstrings stay English) and every
    figure's caption is Japanese, and the page links to itself in English."""
    text = _text(japanese_html / f"{page}.html")
    assert '<html lang="ja"' in text
    body = text.split('<div class="body" role="main">', 1)[1]
    for end in ('class="tutor-game-api', 'class="related bottom"', 'class="sphinxsidebar"'):
        body = body.split(end, 1)[0]
    body = re.sub(r"<(pre|code|svg)\b.*?</\1>", "", body, flags=re.S)
    blocks = re.findall(r"<(p|li|h[1-3]|dt|dd|th)\b[^>]*>(.*?)</\1>", body, flags=re.S)
    english = []
    for _, block in blocks:
        words = re.sub(r"<[^>]+>", "", block)
        if re.search(r"[A-Za-z]{4}", words) and not CJK.search(words) and "tutor." not in words:
            english.append(words.strip())
    assert not english, english[:5]
    marks = r"\*\*|\{\w+\}`|(?<![\w*])\*(?=[^\s*])|(?<=[^\s*])\*(?![\w*])"  # bold, a role, emphasis
    stray = re.findall(rf"[^\s>]{{0,12}}(?:{marks})[^\s<]{{0,12}}", re.sub(r"<[^>]+>", "", body))
    assert not stray, f"markup left as text (a translation broke it): {stray[:5]}"
    captions = re.findall(r'<p class="tutor-figure-caption">(.*?)</p>', text, flags=re.S)
    assert all(CJK.search(caption) for caption in captions), captions
    if page == "rules/satat":  # a trick's seats (":seats: North East South West" in the page) in Japanese
        assert re.search(r"<text [^>]*>東</text>", text) and "ハートの2" in text
    assert f'href="../{page}.html"'.replace("../", "../" * (page.count("/") + 1)) in text
