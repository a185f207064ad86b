"""Sphinx helpers for tutor's docs: card pictures drawn by ``tutor.svg``, and a link from each lesson to the site.

``{cards}`` draws cards at build time, so a rules page shows the very pictures a learner sees in a notebook::

    ```{cards} 2H AS KS 9S
    :caption: The 2♥ beats every trump.
    ```

    ```{cards} AO 3C RE
    :family: spanish
    :as: trick
    ```

Options: ``family`` (``french``, the default, or ``spanish``); ``as`` (``hand``, the default: a row; ``fan``;
``trick``); for a hand ``legal`` (the playable cards, outlined; the others dimmed); for a trick ``seats`` (names
under the cards) and ``winner`` (0-based position, outlined in gold); ``width`` (of one card, pixels); ``caption``
(a line under the picture); ``label`` (an accessible name, default: the cards' text).

With ``game`` (and ``trick``/``trump`` as the situation needs) the figure is checked by that game's engine: a
hand's legal cards come from ``legal_plays`` and a trick's winner from ``trick_winner``; a ``legal`` or
``winner`` written in the page must agree with them, or the build fails::

    ```{cards} AS 9S KH 4D
    :game: satat
    :trick: 2H
    :trump: S
    :legal: AS 9S
    ```

Each lesson page (``lessons/<name>``) gets an "open in the browser" link to the same lesson in the JupyterLite site,
``<site>/<app>/index.html?path=<name>.ipynb``, where ``<site>`` is the ``tutor_site_url`` setting and ``<app>``
the site's lesson app, ``tutor_site_app`` (see ``conf.py``).

With ``tutor_lesson_runs`` set (a directory: the tests set it, see ``conf.py``), a lesson page is read only once the
lessons' run has executed that lesson, so that the build reads the other pages meanwhile and takes the lesson's
outputs from the jupyter-cache that run fills.
"""

from __future__ import annotations

import dataclasses
import html
import importlib
import inspect
import os
import re
import time
from pathlib import Path
from typing import Any, ClassVar

import sphinx.domains.python
from docutils import nodes
from docutils.parsers.rst import directives
from docutils.statemachine import StringList
from sphinx import addnodes
from sphinx.application import Sphinx
from sphinx.errors import SphinxError
from sphinx.util import logging
from sphinx.util.docutils import SphinxDirective
from sphinx.util.nodes import make_refnode

from tutor import i18n

logger = logging.getLogger(__name__)

LESSONS = "lessons/"


def _strip_prolog(svg: str) -> str:
    """SVG text ready to sit inside an HTML page (no XML declaration or doctype)."""
    svg = re.sub(r"^\s*<\?xml[^>]*\?>\s*", "", svg)
    return re.sub(r"^\s*<!DOCTYPE[^>]*>\s*", "", svg)


def render_cards(
    text: str,
    *,
    family: str = "french",
    kind: str = "hand",
    legal: str | None = None,
    seats: str | None = None,
    winner: int | None = None,
    width: float | None = None,
) -> str:
    """The SVG of the cards written in ``text``, drawn by :mod:`tutor.svg`.

    :param text: cards in tutor's notation (``"AS KH 10D"``; Spanish ``"AO 3C RE"``).
    :param family: ``"french"`` or ``"spanish"``.
    :param kind: ``"hand"`` (in a row), ``"fan"`` (a fanned hand) or ``"trick"``.
    :param legal: for a hand, the cards that may be played (outlined; the others are dimmed).
    :param seats: for a trick, the seat names under the cards, separated by spaces.
    :param winner: for a trick, the position (0-based) of the winning card.
    :param width: the width of one card in pixels.
    :raises tutor.errors.NotationError: if ``text`` does not name cards.
    """
    from tutor import svg
    from tutor.cards import parse_cards

    cards = parse_cards(text, family)
    size = {} if width is None else {"width": width}
    if kind == "trick":
        names = seats.split() if seats else None
        return svg.trick_svg(cards, seats=names, winner=winner, **size)
    allowed = None if legal is None else parse_cards(legal, family)
    return svg.hand_svg(cards, fan=kind == "fan", legal=allowed, **size)


def check_with_engine(
    text: str,
    *,
    game: str,
    family: str,
    kind: str,
    trick: str | None,
    trump: str | None,
    legal: str | None,
    winner: int | None,
) -> tuple[str | None, int | None]:
    """Ask the game's engine which cards are legal (a hand) or which card wins (a trick).

    A figure that states the answer (``legal``/``winner``) must agree with the engine, or the build fails: a
    rules page cannot drift from the rules it describes.

    :returns: ``(legal, winner)`` as the engine computes them (``legal`` in the game's notation).
    :raises ValueError: when the figure's answer differs from the engine's.
    """
    from tutor import games
    from tutor.cards import CardSet, Suit, format_cards, parse_cards

    module = games.get(game)
    cards = parse_cards(text, family)  # in order (a trick's order matters)
    rules: dict[str, Any] = {}
    if trump:
        rules["trump"] = Suit.parse(trump, family)
    if kind == "trick":
        found = module.trick_winner(cards, **rules)
        if winner is not None and winner != found:
            raise ValueError(f"the figure says card {winner} wins; {game}'s trick_winner says {found}")
        return legal, found
    played = parse_cards(trick, family) if trick else ()
    computed = module.legal_plays(CardSet(cards), played, **rules)
    if legal is not None and set(parse_cards(legal, family)) != set(computed):
        raise ValueError(f"the figure says {legal!r} may be played; {game}'s legal_plays says {computed}")
    return format_cards([card for card in cards if card in computed]), winner


class CardsDirective(SphinxDirective):
    """``{cards}``: a picture of some cards, drawn by :mod:`tutor.svg` when the docs are built."""

    required_arguments = 1
    final_argument_whitespace = True
    has_content = False
    option_spec: ClassVar[dict[str, Any]] = {
        "family": lambda arg: directives.choice(arg, ("french", "spanish")),
        "as": lambda arg: directives.choice(arg, ("hand", "fan", "trick")),
        "legal": directives.unchanged,
        "seats": directives.unchanged,
        "winner": directives.nonnegative_int,
        "game": directives.unchanged,
        "trick": directives.unchanged,
        "trump": directives.unchanged,
        "width": directives.positive_int,
        "caption": directives.unchanged,
        "label": directives.unchanged,
    }

    def run(self) -> list[nodes.Node]:
        text = self.arguments[0].strip()
        family = self.options.get("family", "french")
        kind = self.options.get("as", "hand")
        caption = self.options.get("caption", "")
        legal, winner = self.options.get("legal"), self.options.get("winner")
        game = self.options.get("game")
        if game:
            try:
                legal, winner = check_with_engine(
                    text,
                    game=game,
                    family=family,
                    kind=kind,
                    trick=self.options.get("trick"),
                    trump=self.options.get("trump"),
                    legal=legal,
                    winner=winner,
                )
            except Exception as exc:
                raise self.error(f"{game} disagrees with the figure {text!r}: {exc}") from exc
        try:
            # drawn in the build's language (-D language=ja): the cards' names, and the seats (written in English
            # in the page, as the engine names them) in that language's words
            with i18n.speaking(self.config.language if self.config.language in i18n.LANGUAGES else "en"):
                seats = self.options.get("seats")
                svg = render_cards(
                    text,
                    family=family,
                    kind=kind,
                    legal=legal,
                    seats=seats and " ".join(i18n.gettext(seat) for seat in seats.split()),
                    winner=winner,
                    width=self.options.get("width"),
                )
            svg = _strip_prolog(svg)
        except Exception as exc:  # a bad card or a broken svg module: a build error that says where
            raise self.error(f"cannot draw the cards {text!r}: {exc}") from exc
        label = self.options.get("label") or text
        figure = nodes.container(classes=["tutor-figure", f"tutor-figure-{kind}"])
        markup = f'<div class="tutor-figure-svg" role="img" aria-label="{html.escape(label)}">{svg}</div>'
        figure += nodes.raw("", markup, format="html")
        fallback = addnodes.only(expr="not html")  # other builders (text, latex...) get the notation
        fallback += nodes.literal_block(text, text, classes=["tutor-figure-text"])
        figure += fallback
        if caption:
            # With a source and a line, Sphinx's i18n reads the caption as a message of the page's catalogue (a
            # paragraph built here has neither, and would stay English in every language)
            para = nodes.paragraph(caption, classes=["tutor-figure-caption"])
            para.source, para.line = self.get_source_info()
            inline, messages = self.state.inline_text(caption, self.lineno)
            para += inline
            figure += para
            figure += messages
        return [figure]


def _summary(obj: Any) -> str:
    """The first paragraph of an object's docstring, its cross-references turned into literals.

    (Read out of its class or module, a reference such as ``:meth:`apply``` would not resolve.)
    """
    doc = inspect.getdoc(obj) or ""
    first = " ".join(doc.split("\n\n", 1)[0].split())  # the first paragraph

    def literal(role: re.Match[str]) -> str:
        target = role.group(1).strip()
        target = target.split("<")[-1].rstrip(">") if "<" in target else target
        if target.startswith("~"):
            target = target[1:].split(".")[-1]
        return f"``{target.lstrip('.')}``"

    return re.sub(r":[\w:]+:`([^`]+)`", literal, first).rstrip(":") or "(no description)"


class GameApiDirective(SphinxDirective):
    """``{game-api} tutor.games.satat``: a game's options (its ``*Rules`` class) and a table of its public API.

    The text comes from the module itself, so a rules page always names the options the engine really has.
    """

    required_arguments = 1
    has_content = False

    def run(self) -> list[nodes.Node]:
        name = self.arguments[0]
        try:
            module = importlib.import_module(name)
        except (
            ImportError
        ) as exc:  # a game still being written: say so on the page (tests/test_docs.py checks)
            logger.info(f"{name} cannot be imported ({exc}): its rules page lists no API yet")
            note = nodes.paragraph(classes=["tutor-game-api-missing"])
            note += nodes.Text(f"The API of {name} is not part of this build.")
            return [note]
        public = getattr(module, "__all__", None) or [n for n in vars(module) if not n.startswith("_")]
        objects = [getattr(module, n, None) for n in public]
        # the game's own objects, named where they are defined (where the API reference documents them)
        own = [
            obj
            for obj in objects
            if (inspect.isfunction(obj) or inspect.isclass(obj))
            and getattr(obj, "__module__", "").startswith(name)
        ]

        exported = set(getattr(module, "__all__", ()))

        def path(obj: Any) -> str:  # the public import path where the package re-exports it
            if obj.__name__ in exported:
                return f"{name}.{obj.__name__}"
            return f"{obj.__module__}.{obj.__qualname__}"

        rules = [
            path(o)
            for o in own
            if inspect.isclass(o) and o.__name__.endswith("Rules") and dataclasses.is_dataclass(o)
        ]
        functions = [(path(o), o) for o in own if inspect.isfunction(o)]
        classes = [(path(o), o) for o in own if inspect.isclass(o) and path(o) not in rules]
        lines = ["```{eval-rst}"]
        for item in rules:
            lines += [f".. autoclass:: {item}", "   :no-index:", "   :no-members:", ""]
        for title, role, items in (("Functions", "func", functions), ("Classes", "class", classes)):
            if items:
                lines += [f".. rubric:: {title}", ""]
                for item, obj in items:
                    lines.append(f"* :{role}:`~{item}` -- {_summary(obj)}")
                lines.append("")
        lines.append("```")
        container = nodes.container(classes=["tutor-game-api"])
        self.state.nested_parse(
            StringList(lines, source=self.get_source_info()[0]), self.content_offset, container
        )
        for node in container.findall(nodes.TextElement):  # the API's docstrings stay English: no messages
            node["translatable"] = False
        return [container]


def site_url(app: Sphinx) -> str:
    """The JupyterLite site's address, as configured, ending with ``/``; relative ones are from the HTML root."""
    url = app.config.tutor_site_url
    if not url:
        url = os.path.relpath(app.config.tutor_site_output, app.outdir).replace(os.sep, "/")
    return url if url.endswith("/") else url + "/"


def lesson_link(app: Sphinx, docname: str) -> str:
    """The "open in the browser" address of the lesson ``docname`` (``lessons/<name>``), relative to its page."""
    name = docname[len(LESSONS) :]
    url = site_url(app)
    if "://" not in url and not url.startswith("/"):
        url = "../" * docname.count("/") + url
    return f"{url}{app.config.tutor_site_app}/index.html?path={name}.ipynb"


def site_role(
    name: str, rawtext: str, text: str, lineno: int, inliner: Any, options: Any = None, content: Any = ()
):
    """``{site}`the lessons site``: a link to the start page of the JupyterLite site (``tutor_site_url``)."""
    env = inliner.document.settings.env
    docname = env.docname
    url = site_url(env.app)
    if "://" not in url and not url.startswith("/"):
        url = "../" * docname.count("/") + url
    ref = nodes.reference(rawtext, text, refuri=url + "index.html")
    return [ref], []


def _is_lesson(app: Sphinx, docname: str) -> bool:
    if not docname.startswith(LESSONS):
        return False
    source = Path(app.env.doc2path(docname))
    return source.suffix in {".md", ".ipynb"}


WIDGET_REPR = re.compile(r"^([A-Z]\w*)\((children|value|layout)=")


def replace_widget_reprs(app: Sphinx, doctree: nodes.document, docname: str) -> None:
    """A widget without a static picture shows its Python repr (``PlayTable(children=(...``) in a static page:
    put a short note there instead, pointing to the live lesson."""
    for output in list(doctree.findall(nodes.Element)):
        if "text_plain" not in output.get("classes", ()):
            continue
        match = WIDGET_REPR.match(output.astext().strip())
        if not match:
            continue
        note = nodes.paragraph(classes=["tutor-widget-note"])
        note += nodes.Text(f"[An interactive view ({match.group(1)}) is shown here when the lesson runs")
        if _is_lesson(app, docname):
            note += nodes.Text(": ")
            ref = nodes.reference("", "", refuri=lesson_link(app, docname))
            ref += nodes.Text("open it in the browser")
            note += ref
        note += nodes.Text(".]")
        output.replace_self(note)


def add_lesson_links(app: Sphinx, doctree: nodes.document, docname: str) -> None:
    """Put an "open in the browser" link under the title of every lesson page."""
    if not _is_lesson(app, docname):
        return
    url = lesson_link(app, docname)
    para = nodes.paragraph(classes=["tutor-open-lite"])
    ref = nodes.reference("", "", refuri=url, classes=["tutor-open-lite-link"])
    ref += nodes.Text("▶ Open this lesson in the browser")
    para += ref
    para += nodes.Text(" — it runs in your browser (JupyterLite): click the cards, try the exercises.")
    section = next(iter(doctree.findall(nodes.section)), None)
    if section is not None and section.children and isinstance(section.children[0], nodes.title):
        section.insert(1, para)
    else:
        doctree.insert(0, para)


def _is_external(url: str) -> bool:
    return url.startswith(("http://", "https://", "//"))


def forbid_external_assets(
    app: Sphinx, pagename: str, templatename: str, context: dict, doctree: Any
) -> None:
    """Warn (an error with -W) when a page would load a script or a style sheet from another host."""
    for key in ("script_files", "css_files"):
        for asset in context.get(key, ()):
            url = str(getattr(asset, "filename", asset))
            if _is_external(url):
                logger.warning(f"{pagename} would load {url} from another host: the docs must work offline")


OPAQUE_DEFAULT = re.compile(r"(=\s*)<[^<>]*>")


def readable_signature(
    app: Sphinx,
    what: str,
    name: str,
    obj: Any,
    options: Any,
    signature: str | None,
    return_annotation: str | None,
) -> tuple[str | None, str | None] | None:
    """A default whose repr is not Python (a dataclass field's ``<factory>``, ``<Ordering 52-card pack...>``)
    makes the signature unparsable, and Sphinx then splits ``tuple[str, ...]`` at its comma. Show ``...``
    (there is a default) instead."""
    if signature and OPAQUE_DEFAULT.search(signature):
        return OPAQUE_DEFAULT.sub(r"\1...", signature), return_annotation
    return None


def drop_object_base(app: Sphinx, name: str, obj: Any, options: Any, bases: list[type]) -> None:
    """No "Bases: object" line under every plain class, and no private base class (it has no page)."""
    bases[:] = [base for base in bases if base is not object and not base.__name__.startswith("_")]


def resolve_reexported(app: Sphinx, env: Any, node: Any, contnode: nodes.Element) -> nodes.Element | None:
    """Resolve a short Python reference that names something re-exported within the same package.

    ``:data:`SEATS``` in ``tutor.games.saskop.state`` means ``tutor.games.saskop.rules.SEATS``, which the package
    imports and re-exports; Sphinx looks only in the current module and class. Here the target is searched among
    the documented objects of the same package (``tutor.games.saskop``, ``tutor.lesson``...), shortest path first.
    """
    if node.get("refdomain") != "py":
        return None
    target = node.get("reftarget", "").lstrip("~.")
    module = node.get("py:module") or ""
    if not target or not module.startswith("tutor"):
        return None
    parts = module.split(".")
    package = ".".join(parts[:3] if parts[:2] == ["tutor", "games"] else parts[:2])
    klass = node.get("py:class")
    suffixes = [f".{klass}.{target}", f".{target}"] if klass else [f".{target}"]
    domain = env.get_domain("py")
    for suffix in suffixes:
        found = sorted(
            (
                name
                for name in domain.named(target)
                if name.startswith(package + ".") and name.endswith(suffix)
            ),
            key=lambda name: (name.count("."), name),
        )
        if found:
            entry = domain.objects[found[0]]
            return make_refnode(app.builder, node["refdoc"], entry.docname, entry.node_id, contnode, found[0])
    return None


def drop_empty_bases(app: Sphinx, doctree: nodes.document) -> None:
    """autodoc still writes "Bases:" when every base was dropped: remove those empty lines."""
    for para in list(doctree.findall(nodes.paragraph)):
        if para.astext().strip() == "Bases:":
            para.parent.remove(para)


class PythonDomain(sphinx.domains.python.PythonDomain):
    """Sphinx's Python domain, quiet about one harmless case: a class re-exported by two modules (the package
    and one of its modules) is noted twice as an alias of the same canonical name before its own page is read.

    And quicker to search: a short name in a type hint (``int``, ``Card``) is searched among the objects whose
    name ends like it (:meth:`named`), where Sphinx reads the name of every documented object, for each of the
    thousands of type hints of the API pages (a fifth of the build's time)."""

    _by_last_name: dict[str, list[str]] | None = None

    def named(self, name: str) -> list[str]:
        """The documented objects whose dotted name ends with the last part of ``name``, in the domain's order."""
        if self._by_last_name is None:
            index: dict[str, list[str]] = {}
            for fullname in self.objects:
                index.setdefault(fullname.rpartition(".")[2], []).append(fullname)
            self._by_last_name = index
        return self._by_last_name.get(name.removesuffix("()").rpartition(".")[2], [])

    def find_obj(
        self,
        env: Any,
        modname: str,
        classname: str,
        name: str,
        type: str | None,
        searchmode: int = 0,
    ) -> list[tuple[str, Any]]:
        if searchmode != 1:
            return super().find_obj(env, modname, classname, name, type, searchmode)
        # Every name this search may return ends with ``name``: Sphinx's own search, over those objects alone
        objects = self.objects
        self.data["objects"] = {fullname: objects[fullname] for fullname in self.named(name)}
        try:
            return super().find_obj(env, modname, classname, name, type, searchmode)
        finally:
            self.data["objects"] = objects

    def note_object(
        self, name: str, objtype: str, node_id: str, aliased: bool = False, location: Any = None
    ) -> None:
        if aliased and name in self.objects and self.objects[name].aliased:
            return  # both are aliases of the same object: the first one stands until the definition comes
        self._by_last_name = None
        super().note_object(name, objtype, node_id, aliased=aliased, location=location)

    def clear_doc(self, docname: str) -> None:
        self._by_last_name = None
        super().clear_doc(docname)

    def merge_domaindata(self, docnames: Any, otherdata: dict[str, Any]) -> None:
        self._by_last_name = None
        super().merge_domaindata(docnames, otherdata)


def wait_for_lesson_run(app: Sphinx, docname: str, source: list[str]) -> None:
    """Before a lesson page is read: with ``tutor_lesson_runs``, wait until its run's result (``<name>.json``) is
    in that directory; a ``stop`` file there (the runs were abandoned) ends the build."""
    runs = app.config.tutor_lesson_runs
    if not runs or not docname.startswith(LESSONS):
        return
    name = docname.removeprefix(LESSONS)
    result, stop = Path(runs) / f"{name}.json", Path(runs) / "stop"
    deadline = time.monotonic() + LESSON_RUN_TIMEOUT
    while not result.exists():
        if stop.exists():
            raise SphinxError(f"the lessons' run stopped before {name} was executed")
        if time.monotonic() > deadline:
            raise SphinxError(f"the run of {name} did not finish within {LESSON_RUN_TIMEOUT} s")
        time.sleep(0.1)


#: how long a lesson page waits for the lessons' run (``tutor_lesson_runs``), seconds
LESSON_RUN_TIMEOUT = 3600


def language_links(app: Sphinx, pagename: str) -> list[tuple[str, str, str]]:
    """``(code, name, address)`` of the page ``pagename`` in each build of the docs (``tutor_docs_languages``),
    relative to the page: English at the root of the HTML, another language in ``<code>/`` below it.

    >>> class App:
    ...     class config:
    ...         language = "ja"
    ...         tutor_docs_languages = {"en": "English", "ja": "日本語"}
    >>> language_links(App(), "rules/satat")
    [('en', 'English', '../../rules/satat.html'), ('ja', '日本語', 'satat.html')]
    """
    here = app.config.language or "en"
    depth = pagename.count("/")
    links = []
    for code, name in app.config.tutor_docs_languages.items():
        if code == here:
            links.append((code, name, pagename.rsplit("/", 1)[-1] + ".html"))
            continue
        up = "../" * (depth + (here != "en"))
        links.append((code, name, up + ("" if code == "en" else code + "/") + pagename + ".html"))
    return links


def add_language_links(app: Sphinx, pagename: str, templatename: str, context: dict, doctree: Any) -> None:
    """The sidebar's language links (``_templates/languages.html``): this page in each build of the docs."""
    context["tutor_language"] = app.config.language or "en"
    context["tutor_languages"] = language_links(app, pagename)


def setup(app: Sphinx) -> dict[str, Any]:
    app.add_domain(PythonDomain, override=True)
    app.add_config_value("tutor_site_url", None, "html", types=(str, type(None)))
    app.add_config_value("tutor_site_output", "", "html", types=(str,))
    app.add_config_value("tutor_site_app", "lab", "html", types=(str,))
    app.add_config_value("tutor_lesson_runs", None, "", types=(str, type(None)))
    app.add_config_value("tutor_docs_languages", {"en": "English"}, "html", types=(dict,))
    app.add_directive("cards", CardsDirective)
    app.add_directive("game-api", GameApiDirective)
    app.add_role("site", site_role)
    app.connect("doctree-resolved", add_lesson_links)
    app.connect("doctree-resolved", replace_widget_reprs)
    app.connect("autodoc-process-bases", drop_object_base)
    app.connect("autodoc-process-signature", readable_signature)
    app.connect("doctree-read", drop_empty_bases)
    app.connect("missing-reference", resolve_reexported)
    app.connect("html-page-context", forbid_external_assets)
    app.connect("html-page-context", add_language_links)
    app.connect("source-read", wait_for_lesson_run)
    return {"version": "1", "parallel_read_safe": True, "parallel_write_safe": True}
