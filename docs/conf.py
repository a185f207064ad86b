"""Sphinx configuration of tutor's documentation.

Build with ``make docs`` (warnings are errors). Everything a page needs is shipped with it: no web font, no CDN, no
MathJax or RequireJS from another host, so the pages work offline, like the JupyterLite site they link to.

Environment:

``TUTOR_SITE_URL``
    Where the JupyterLite site lives, for the "open in the browser" link of each lesson. An absolute URL is used as
    it is; a relative one is relative to the root of the built HTML. The default points from ``docs/_build/html``
    to the site that ``make build-site`` writes to ``site/_output/``.
``TUTOR_DOCS_NITPICKY``
    ``1`` (default): every cross-reference must resolve; ``0`` to build while a module's references are unfinished.
``TUTOR_DOCS_EXECUTE``
    myst-nb's execution mode for the lessons: ``force`` (default: every build runs every lesson, so a lesson that
    no longer agrees with the engine fails the build) or ``cache`` (faster rebuilds while writing).
``TUTOR_DOCS_CACHE``
    The jupyter-cache directory of ``cache`` mode (default: myst-nb's, beside the build). The tests point it at
    the lessons they have just executed, so that a test run executes each lesson once (tests/conftest.py).
``TUTOR_DOCS_LESSON_RUNS``
    A directory where the lessons' run writes ``<lesson name>.json`` as each lesson is done (the tests set it): a
    lesson page is read only once its file is there, so the build reads the other pages while the lessons run.
"""

from __future__ import annotations

import os
import re
import sys
from pathlib import Path

DOCS = Path(__file__).resolve().parent
ROOT = DOCS.parent
sys.path.insert(0, str(ROOT))  # the checkout's tutor, even without an editable install
# ... and in the kernels that execute the pages and lessons (they inherit this environment)
os.environ["PYTHONPATH"] = os.pathsep.join(filter(None, (str(ROOT), os.environ.get("PYTHONPATH"))))
sys.path.insert(0, str(DOCS / "_ext"))

import tutor  # noqa: E402

# -- Project ----------------------------------------------------------------------------------------------------------
project = "tutor"
author = "The tutor team"
copyright = "2026, the tutor team"
version = release = tutor.__version__

# -- General ----------------------------------------------------------------------------------------------------------
extensions = [
    "myst_nb",  # MyST Markdown pages and the lessons as executed notebooks (it loads myst_parser itself)
    "sphinx.ext.autodoc",
    "sphinx.ext.autosummary",
    "sphinx.ext.viewcode",
    "tutor_docs",  # docs/_ext: the {cards} directive (pictures from tutor.svg) and the lessons' site links
]
templates_path = ["_templates"]
exclude_patterns = [
    "_build",
    "Thumbs.db",
    ".DS_Store",
    "**/.ipynb_checkpoints",
    "**/_build",
    "lessons/README.md",
    "locales",
]
source_suffix = {".rst": "restructuredtext", ".md": "myst-nb", ".ipynb": "myst-nb"}
root_doc = "index"
# English is the source; `make docs` builds each translation with -D language=<code> into _build/html/<code>/.
language = "en"
# Translations: Sphinx's own gettext catalogues, one per page, docs/locales/<code>/LC_MESSAGES/<docname>.po, kept in
# step with the pages by scripts/docs_catalogues.py (see docs/languages.md, "The docs"). A page without a catalogue,
# or a paragraph without a translation, stays English.
locale_dirs = ["locales"]
gettext_compact = False  # one catalogue per page (rules/satat.po), not one per folder
gettext_location = False  # no line numbers in the catalogues: they change only when a text does
gettext_uuid = False
gettext_auto_build = True  # the .po files are compiled (.mo) by the build, beside them; git ignores them
# A game package documents its public API twice: where it is imported from (tutor.games.saskop.State) and where it
# is defined (tutor.games.saskop.state.State); a short name in a type hint may then match both. Either is right.
suppress_warnings = ["ref.python"]
nitpicky = os.environ.get("TUTOR_DOCS_NITPICKY", "1") != "0"  # every cross-reference in the API must resolve
# Only references to things outside tutor that no local inventory can resolve (the docs build offline, so there is
# no intersphinx): the standard library and the widget libraries.
nitpick_ignore_regex = [
    (
        r"py:(class|obj|exc|data|func|meth|mod|attr)",
        r"(collections\.abc|typing|types|enum|dataclasses|random|concurrent\.futures|pathlib|gettext|_gettext)\..*",
    ),
    (r"py:(class|obj|exc)", r"(ipywidgets|traitlets|anywidget)(\..*)?"),
    (r"py:class", r"t\.Any"),  # traitlets annotates its traits with typing imported as t
    (
        r"py:(class|obj|exc)",
        r"(int|str|bool|float|bytes|object|tuple|list|dict|set|frozenset|type|None|Ellipsis|ValueError|KeyError"
        r"|TypeError|Exception|NoneType|Any|Callable|Iterable|Iterator|Sequence|Mapping|Hashable|Self"
        r"|ModuleType|EnumType|StrEnum|Enum|IntEnum|Flag|Random|NamedTuple)",
    ),
]

# -- MyST and myst-nb -------------------------------------------------------------------------------------------------
myst_enable_extensions = ["colon_fence", "deflist", "fieldlist", "substitution"]
myst_heading_anchors = 3
nb_execution_mode = os.environ.get("TUTOR_DOCS_EXECUTE", "force")
nb_execution_cache_path = os.environ.get("TUTOR_DOCS_CACHE", "")
tutor_lesson_runs = os.environ.get("TUTOR_DOCS_LESSON_RUNS") or None  # see the module's docstring
nb_execution_raise_on_error = True  # a lesson that raises fails the build
nb_execution_timeout = 300
nb_execution_show_tb = True
nb_merge_streams = True
nb_output_stderr = "warn"  # a stray warning printed by a lesson is a warning here, hence an error with -W
# Static pages: no widget manager and no RequireJS from a CDN. A widget's cell shows the best static form the
# kernel sent with it (tutor's views send their cards as SVG/HTML next to the widget view).
nb_ipywidgets_js = {}
nb_mime_priority_overrides = [
    ("html", "application/vnd.jupyter.widget-view+json", None),
    ("html", "application/javascript", None),
    ("html", "application/vnd.jupyter.widget-state+json", None),
]

# -- autodoc / autosummary --------------------------------------------------------------------------------------------
autosummary_generate = True
autosummary_imported_members = False
autosummary_ignore_module_all = False  # a module's public API is its __all__
autodoc_member_order = "bysource"
autodoc_typehints = "signature"
autodoc_default_options = {"members": True, "show-inheritance": True}
autodoc_preserve_defaults = False
add_module_names = False
python_use_unqualified_type_names = True
toc_object_entries = False  # keep the sidebar to pages, not every function

# -- HTML -------------------------------------------------------------------------------------------------------------
html_theme = "alabaster"  # ships with Sphinx; system fonts only, nothing fetched from another host
html_title = f"tutor {release}"
html_static_path = ["_static"]
html_css_files = ["tutor.css"]
# The sidebar's tagline is a template of ours (_templates/tagline.html), not Alabaster's "description" option: the
# option's text would be English in every build, the template's words are translated (locales/<code>/sphinx.po).
html_theme_options = {
    "font_family": "system-ui, -apple-system, 'Segoe UI', Roboto, 'DejaVu Sans', 'Noto Sans CJK JP', sans-serif",
    "head_font_family": "system-ui, -apple-system, 'Segoe UI', Roboto, 'DejaVu Sans', sans-serif",
    "code_font_family": "ui-monospace, 'DejaVu Sans Mono', Menlo, Consolas, monospace",
    "page_width": "1100px",
    "sidebar_width": "240px",
    "fixed_sidebar": True,
    "show_relbars": True,
}
html_sidebars = {
    "**": [
        "about.html",
        "tagline.html",
        "languages.html",
        "navigation.html",
        "relations.html",
        "searchbox.html",
    ]
}
html_show_sourcelink = False
html_copy_source = False
html_last_updated_fmt = None

# -- tutor_docs -------------------------------------------------------------------------------------------------------
tutor_site_url = os.environ.get("TUTOR_SITE_URL") or None  # None: relative to the built site/_output/
tutor_site_output = str(ROOT / "site" / "_output")
# The site's app that opens a lesson (``<app>/index.html?path=<name>.ipynb``): the one site/build.py links to.
_app = re.search(r'^LESSON_APP = "(\w+)"', (ROOT / "site" / "build.py").read_text(encoding="utf-8"), re.M)
tutor_site_app = _app.group(1) if _app else "lab"
# The builds a page links to (the sidebar's languages.html): English at the root of the HTML, the others below it.
# Those with catalogues in docs/locales (scripts/docs_catalogues.py), in a fixed order.
_NAMES = {"en": "English", "ja": "日本語", "es": "Español"}
tutor_docs_languages = {
    code: _NAMES.get(code, code)
    for code in ["en", *sorted(p.name for p in (DOCS / "locales").glob("*") if p.is_dir())]
}
