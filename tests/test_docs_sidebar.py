"""The docs' sidebar speaks each build's language: its tagline (docs/_templates/tagline.html) and the name of its
list of languages come from the docs' catalogues (docs/locales/<code>/LC_MESSAGES/sphinx.po), not from a theme
option that would be English in every build. A one-page Sphinx build with the docs' own templates, catalogues and
theme settings shows them (the whole docs build is in test_docs.py)."""

from __future__ import annotations

import ast
import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
DOCS = ROOT / "docs"
TAGLINE = "Learn Satat, Saskop, Piquet and Subastao"

CONF = """
import ast, pathlib
docs = pathlib.Path({docs!r})
conf = ast.parse((docs / "conf.py").read_text(encoding="utf-8"))
found = {{}}
for node in conf.body:  # the docs' own settings of the sidebar, read from their conf.py
    if isinstance(node, ast.Assign) and getattr(node.targets[0], "id", "") in ("html_sidebars", "html_theme"):
        found[node.targets[0].id] = ast.literal_eval(node.value)
html_theme = found["html_theme"]
html_sidebars = {{"**": [t for t in found["html_sidebars"]["**"] if t != "languages.html"]}}
templates_path = [str(docs / "_templates")]
locale_dirs = [{locales!r}]
project = "tutor"
"""


def sidebar(tmp_path: Path, language: str) -> str:
    """The sidebar of a one-page build in ``language``, with the docs' templates and catalogues."""
    src = tmp_path / f"src-{language}"
    src.mkdir()
    locales = tmp_path / "locales"  # a copy: the build compiles the catalogues beside them
    if not locales.exists():
        shutil.copytree(DOCS / "locales", locales, ignore=shutil.ignore_patterns("*.mo"))
    (src / "conf.py").write_text(CONF.format(docs=str(DOCS), locales=str(locales)), encoding="utf-8")
    (src / "index.rst").write_text("Title\n=====\n\nText.\n", encoding="utf-8")
    out = tmp_path / f"html-{language}"
    command = [sys.executable, "-m", "sphinx", "-q", "-W", "-b", "html", "-D", f"language={language}"]
    done = subprocess.run([*command, str(src), str(out)], capture_output=True, text=True, timeout=300)
    assert done.returncode == 0, done.stderr[-4000:]
    page = (out / "index.html").read_text(encoding="utf-8")
    return page.split('class="sphinxsidebar"', 1)[1]


def translation(language: str, message: str) -> str:
    """``message``'s translation in the docs' ``sphinx.po`` of ``language`` (read by Sphinx's own reader)."""
    from babel.messages.pofile import read_po

    with (DOCS / "locales" / language / "LC_MESSAGES" / "sphinx.po").open("rb") as handle:
        return str(read_po(handle)[message].string)


def test_the_tagline_is_a_template_of_the_docs_not_a_theme_option():
    conf = ast.parse((DOCS / "conf.py").read_text(encoding="utf-8"))
    settings = {
        node.targets[0].id: ast.literal_eval(node.value)
        for node in conf.body
        if isinstance(node, ast.Assign)
        and getattr(node.targets[0], "id", "") in ("html_theme_options", "html_sidebars")
    }
    assert "description" not in settings["html_theme_options"]
    assert settings["html_sidebars"]["**"][:2] == ["about.html", "tagline.html"]  # under the title
    assert f'_("{TAGLINE}")' in (DOCS / "_templates" / "tagline.html").read_text(encoding="utf-8")
    assert "_('Languages')" in (DOCS / "_templates" / "languages.html").read_text(encoding="utf-8")


@pytest.mark.parametrize("language", ["ja", "es"])
def test_the_sidebar_words_are_translated_in_every_language_of_the_docs(language):
    for message in (TAGLINE, "Languages"):
        said = translation(language, message)
        assert said and said != message
    # the games' names as every text of the language writes them (docs/languages.md: katakana in Japanese)
    names = {"ja": ("サタット", "サスコップ", "ピケ", "スバスタオ")}.get(
        language, ("Satat", "Saskop", "Piquet", "Subastao")
    )
    assert all(name in translation(language, TAGLINE) for name in names)


def test_the_sidebar_tagline_is_said_in_each_builds_language(tmp_path):
    languages = sorted(p.name for p in (DOCS / "locales").iterdir() if p.is_dir())
    assert languages == ["es", "ja"]
    english = sidebar(tmp_path, "en")
    assert re.search(rf'<p class="blurb">{TAGLINE}</p>', english)
    for language in languages:
        side = sidebar(tmp_path, language)
        assert f'<p class="blurb">{translation(language, TAGLINE)}</p>' in side
        assert TAGLINE not in side
