"""Static pictures of a lesson's widgets, so that a lesson shows its cards and step boxes before Python starts.

The site's build executes each converted lesson once (:func:`execute`, nbclient with the build venv's
ipykernel and the checkout's ``tutor``), keeping the widgets' saved state, then :func:`with_pictures` replaces
every widget output by a ``text/html`` picture of the widget drawn from that state (:func:`picture`), wrapped in
``div.tutor-static``. The widget-view entries and ``metadata.widgets`` are dropped: JupyterLite cannot restore
saved widget state (its kernel never answers the widget manager's ``comm_info_request``), and a widget view
without a live model says "Loading widget..." for good. The pictures use ipywidgets' own CSS classes, so that
JupyterLab's widget CSS draws them like the live views; the ``tutor-autorun`` front-end extension then runs the
lesson as soon as its kernel is ready, and the live views replace the pictures.

>>> state = {"m1": {"model_name": "HTMLModel", "state": {"value": "<b>Hello</b>"}}}
>>> picture(state, "m1")
'<div class="jupyter-widgets widget-inline-hbox widget-html"><div class="widget-html-content"><b>Hello</b></div></div>'
"""

from __future__ import annotations

import copy
import html
import json
import os
from collections.abc import Callable, Collection, Mapping
from pathlib import Path
from typing import Any

__all__ = [
    "STATIC_CLASS",
    "card_html",
    "card_row_feedback",
    "execute",
    "lesson_key",
    "picture",
    "static_output",
    "waiting_html",
    "with_pictures",
]

WIDGET_VIEW = "application/vnd.jupyter.widget-view+json"
WIDGET_STATE = "application/vnd.jupyter.widget-state+json"

#: the class of the element that wraps each picture (the live view replaces the whole output)
STATIC_CLASS = "tutor-static"

#: shown above each picture until the live view replaces it: Python is needed there
STARTING_NOTE = "Getting this ready…"

#: the same note with the seconds so far, which the site's lesson engine (``site/engine/``) keeps up to date
WAITING_NOTE = "Getting this ready… {seconds} s so far."

#: the note of a lesson box whose next exercise Python makes (a drill's, after the first ones in the table)
NEEDS_PYTHON_NOTE = "Python makes the next exercise: getting it ready… {seconds} s so far."

#: the three notes in each language of the site (starting, waiting, needs Python), by the lesson's language
NOTES = {
    "en": (STARTING_NOTE, WAITING_NOTE, NEEDS_PYTHON_NOTE),
    "ja": (
        "準備しています…",
        "準備しています… {seconds} 秒たちました。",
        "次の問題を準備しています… {seconds} 秒たちました。",
    ),
    "es": (
        "Preparando…",
        "Preparando… {seconds} s hasta ahora.",
        "Preparando el siguiente ejercicio… {seconds} s hasta ahora.",
    ),
}

#: a picture cannot be clicked (a click would be lost before the live view exists) until the lesson engine makes
#: it a lesson box that answers (``.tutor-engine``); the note says why
STATIC_CSS = (
    f".{STATIC_CLASS}:not(.tutor-engine){{cursor:progress}}"
    f".{STATIC_CLASS}:not(.tutor-engine) .tutor-static-picture{{pointer-events:none;user-select:none}}"
    f".{STATIC_CLASS} .tutor-static-note{{font-size:0.85em;font-style:italic;color:#666;margin:0 0 2px 2px}}"
    f".{STATIC_CLASS} .tutor-static-note[hidden]{{display:none}}"
    # drawn as the live widgets are: JupyterLab's rendered-HTML styles (larger type, its own headings and
    # paragraphs, heading anchors) do not reach widgets, so they must not reach their pictures either
    f".{STATIC_CLASS} .tutor-static-picture{{font-size:var(--jp-widgets-font-size,13px);line-height:normal}}"
    f".{STATIC_CLASS} .tutor-static-picture :is(h1,h2,h3,h4,h5,h6,p)"
    "{font-size:revert;font-weight:revert;margin:revert;line-height:inherit}"
    f".{STATIC_CLASS} .tutor-static-picture :is(.jp-InternalAnchorLink,.numbering-entry){{display:none}}"
)

#: Layout traits whose CSS property is not the trait's name with dashes
_CSS_NAMES = {"grid_gap": "gap"}

Models = Mapping[str, Mapping[str, Any]]


def _ref(value: Any) -> str | None:
    """The model id of a widget reference (``"IPY_MODEL_<id>"``), or None."""
    if isinstance(value, str) and value.startswith("IPY_MODEL_"):
        return value.removeprefix("IPY_MODEL_")
    return None


def _state(models: Models, value: Any) -> dict[str, Any]:
    model_id = _ref(value)
    if model_id is None or model_id not in models:
        return {}
    return dict(models[model_id].get("state", {}))


def _attrs(**attrs: Any) -> str:
    """HTML attributes, in the order given; ``None`` and ``False`` are left out, ``True`` is a bare flag."""
    out = []
    for name, value in attrs.items():
        if value is None or value is False or value == "":
            continue
        name = name.rstrip("_").replace("_", "-")
        out.append(f" {name}" if value is True else f' {name}="{html.escape(str(value))}"')
    return "".join(out)


def _css(declarations: Mapping[str, Any]) -> str | None:
    text = ";".join(f"{k}:{v}" for k, v in declarations.items() if v not in (None, ""))
    return text or None


def _layout_css(models: Models, state: Mapping[str, Any]) -> dict[str, Any]:
    layout = _state(models, state.get("layout"))
    css: dict[str, Any] = {}
    for name, value in layout.items():
        if name.startswith("_") or value in (None, ""):
            continue
        css[_CSS_NAMES.get(name, name.replace("_", "-"))] = value
    return css


def _classes(*names: str, state: Mapping[str, Any]) -> str:
    return " ".join([*names, *state.get("_dom_classes", ())])


def _hidden(models: Models, state: Mapping[str, Any]) -> bool:
    return _layout_css(models, state).get("display") == "none"


def _box(models: Models, state: Mapping[str, Any], kind: str) -> str:
    names = {
        "VBoxModel": ("widget-vbox",),
        "HBoxModel": ("widget-hbox",),
        "GridBoxModel": ("widget-gridbox",),
    }
    cls = _classes("jupyter-widgets", "widget-container", "widget-box", *names.get(kind, ()), state=state)
    inner = "".join(_draw(models, child) for child in state.get("children", ()))
    return f"<div{_attrs(class_=cls, style=_css(_layout_css(models, state)))}>{inner}</div>"


def _label(state: Mapping[str, Any]) -> str:
    text = state.get("description") or ""
    if not text:
        return ""
    return f'<label class="widget-label">{html.escape(text)}</label>'


def _html(models: Models, state: Mapping[str, Any], kind: str) -> str:
    cls = _classes("jupyter-widgets", "widget-inline-hbox", "widget-html", state=state)
    value = state.get("value") or ""
    if kind == "LabelModel":
        cls = _classes("jupyter-widgets", "widget-label", state=state)
        return f"<div{_attrs(class_=cls, style=_css(_layout_css(models, state)))}>{html.escape(value)}</div>"
    content = f'<div class="widget-html-content">{value}</div>'
    return f"<div{_attrs(class_=cls, style=_css(_layout_css(models, state)))}>{_label(state)}{content}</div>"


def _button_css(models: Models, state: Mapping[str, Any]) -> dict[str, Any]:
    style = _state(models, state.get("style"))
    css = _layout_css(models, state)
    css.update(
        {
            "background-color": style.get("button_color"),
            "color": style.get("text_color"),
            "font-weight": style.get("font_weight"),
            "font-style": style.get("font_style"),
            "font-size": style.get("font_size"),
            "font-family": style.get("font_family"),
            "text-decoration": style.get("text_decoration"),
        }
    )
    return css


def _icon(name: str | None) -> str:
    return f'<i class="fa fa-{html.escape(name)}"></i>' if name else ""


def _button(models: Models, state: Mapping[str, Any], kind: str) -> str:
    names = ["jupyter-widgets", "jupyter-button", "widget-button"]
    if kind == "ToggleButtonModel":
        names.append("widget-toggle-button")
        if state.get("value"):
            names.append("mod-active")
    if state.get("button_style"):
        names.append(f"mod-{state['button_style']}")
    attrs = _attrs(
        class_=_classes(*names, state=state),
        disabled=bool(state.get("disabled")),
        title=state.get("tooltip"),
        style=_css(_button_css(models, state)),
    )
    return f"<button{attrs}>{_icon(state.get('icon'))}{html.escape(state.get('description') or '')}</button>"


def _labels(state: Mapping[str, Any]) -> list[str]:
    return [str(label) for label in state.get("_options_labels", ())]


def _toggle_buttons(models: Models, state: Mapping[str, Any]) -> str:
    style = _state(models, state.get("style"))
    width = style.get("button_width")
    buttons = []
    for i, label in enumerate(_labels(state)):
        cls = "widget-toggle-button jupyter-button" + (" mod-active" if state.get("index") == i else "")
        buttons.append(
            f"<button{_attrs(class_=cls, style=_css({'width': width}))}>{html.escape(label)}</button>"
        )
    cls = _classes("jupyter-widgets", "widget-inline-hbox", "widget-toggle-buttons", state=state)
    inner = f"{_label(state)}<div>{''.join(buttons)}</div>"
    return f"<div{_attrs(class_=cls, style=_css(_layout_css(models, state)))}>{inner}</div>"


def _dropdown(models: Models, state: Mapping[str, Any]) -> str:
    options = []
    for i, label in enumerate(_labels(state)):
        options.append(f"<option{_attrs(selected=state.get('index') == i)}>{html.escape(label)}</option>")
    cls = _classes("jupyter-widgets", "widget-inline-hbox", "widget-dropdown", state=state)
    select = f"<select{_attrs(disabled=bool(state.get('disabled')))}>{''.join(options)}</select>"
    return f"<div{_attrs(class_=cls, style=_css(_layout_css(models, state)))}>{_label(state)}{select}</div>"


def _slider(models: Models, state: Mapping[str, Any]) -> str:
    value, low, high = state.get("value", 0), state.get("min", 0), state.get("max", 100)
    cls = _classes("jupyter-widgets", "widget-inline-hbox", "widget-slider", "widget-hslider", state=state)
    track = _attrs(
        type="range", min=low, max=high, value=value, step=state.get("step"), style="flex:1 1 auto"
    )
    readout = (
        f'<div class="widget-readout">{html.escape(str(value))}</div>' if state.get("readout", True) else ""
    )
    inner = f"{_label(state)}<input{track}>{readout}"
    return f"<div{_attrs(class_=cls, style=_css(_layout_css(models, state)))}>{inner}</div>"


def card_html(item: Mapping[str, Any], *, index: int = -1, selectable: bool = False) -> str:
    """One card of a card row as ``cards.js`` draws it: a button (``role="button"``, named, the first one in the
    tab order, ``aria-pressed`` when the row selects) when clickable (``index``: its place among the clickable
    cards), else a picture (``role="img"``)."""
    cls = " ".join(
        ["tutor-card"]
        + ([f"tutor-{item['state']}"] if item.get("state") else [])
        + (["tutor-selected"] if item.get("selected") else [])
    )
    svg = item.get("svg", "").replace("<svg", '<svg aria-hidden="true"', 1)
    label, title = item.get("label"), item.get("title")
    attrs = _attrs(class_=cls, title=title, data_card=item.get("card"))
    if item.get("clickable") and index >= 0:
        attrs += _attrs(
            role="button",
            aria_label=label,
            aria_pressed=("true" if item.get("selected") else "false") if selectable else None,
            aria_description=title if title and title != label else None,
            tabindex=0 if index == 0 else -1,
        )
    else:
        attrs += _attrs(role="img", aria_label=label)
    return f"<div{attrs}>{svg}</div>"


def card_row_feedback(text: str, kind: str | None) -> str:
    """The feedback line under a card row (``.tutor-feedback``), as ``cards.js`` draws it."""
    attrs = _attrs(class_="tutor-feedback", data_kind=kind or "info", role="status", aria_live="polite")
    return f"<div{attrs}>{html.escape(text)}</div>"


def _card_row(models: Models, state: Mapping[str, Any]) -> str:
    """tutor's card row (``tutor.widgets._row.CardRow``) as its front end ``cards.js`` draws it."""
    cards, clickable = [], 0
    for item in state.get("items", ()):
        index = clickable if item.get("clickable") else -1
        clickable += bool(item.get("clickable"))
        cards.append(card_html(item, index=index, selectable=bool(state.get("selectable"))))
    caption = state.get("caption") or ""
    row_style = (
        f"--tutor-overlap: {state.get('overlap', 0.35)}; --tutor-card-width: {state.get('card_width', 64)}px;"
    )
    row = _attrs(class_="tutor-row", role="group", aria_label=state.get("label") or "cards", style=row_style)
    return (
        f"<style>{state.get('_css', '')}</style>"
        '<div class="tutor-cards">'
        f"<div{_attrs(class_='tutor-caption', hidden=not caption)}>{html.escape(caption)}</div>"
        f"<div{row}>{''.join(cards)}</div>"
        f"{card_row_feedback(state.get('feedback') or '', state.get('feedback_kind'))}"
        "</div>"
    )


def _output(models: Models, state: Mapping[str, Any]) -> str:
    """An Output widget: the text of its streams (its other outputs need a kernel's renderers)."""
    texts = [o.get("text", "") for o in state.get("outputs", ()) if o.get("output_type") == "stream"]
    text = "".join("".join(t) if isinstance(t, list) else t for t in texts)
    pre = f"<pre>{html.escape(text)}</pre>" if text else ""
    cls = _classes("jupyter-widgets", "widget-output", state=state)
    return f"<div{_attrs(class_=cls, style=_css(_layout_css(models, state)))}>{pre}</div>"


def _anywidget(models: Models, state: Mapping[str, Any]) -> str:
    if str(state.get("_anywidget_id", "")).endswith(".CardRow"):
        return f"<div>{_card_row(models, state)}</div>"
    return "<div></div>"  # another anywidget (such as a lesson's progress tracker): nothing to see


_DRAW: dict[str, Callable[[Models, Mapping[str, Any], str], str]] = {
    "BoxModel": _box,
    "VBoxModel": _box,
    "HBoxModel": _box,
    "GridBoxModel": _box,
    "HTMLModel": _html,
    "HTMLMathModel": _html,
    "LabelModel": _html,
    "ButtonModel": _button,
    "ToggleButtonModel": _button,
    "ToggleButtonsModel": lambda models, state, _kind: _toggle_buttons(models, state),
    "DropdownModel": lambda models, state, _kind: _dropdown(models, state),
    "IntSliderModel": lambda models, state, _kind: _slider(models, state),
    "FloatSliderModel": lambda models, state, _kind: _slider(models, state),
    "OutputModel": lambda models, state, _kind: _output(models, state),
    "AnyModel": lambda models, state, _kind: _anywidget(models, state),
}


def _draw(models: Models, ref: Any) -> str:
    model_id = _ref(ref) or ref
    model = models.get(model_id)
    if model is None:
        return ""
    state = model.get("state", {})
    kind = model.get("model_name") or state.get("_model_name", "")
    draw = _DRAW.get(kind)
    if draw is None:
        raise ValueError(f"no static picture for a {kind or 'nameless'} widget (model {model_id})")
    if _hidden(models, state):
        return ""
    return draw(models, state, kind)


def picture(models: Models, model_id: str) -> str:
    """The HTML picture of widget ``model_id``, drawn from the saved state of every model (``models``: id ->
    ``{"model_name": ..., "state": {...}}``, as in a notebook's ``metadata.widgets``).

    :raises ValueError: for a widget kind it cannot draw (so that a lesson using a new widget fails the build
        rather than showing an empty box).
    """
    return _draw(models, model_id)


#: where :func:`waiting_html` without a picture leaves room for one (the site's lesson engine puts an edited cell's
#: last output there)
PICTURE_SLOT = "<!--picture-->"


def waiting_html(inner: str = PICTURE_SLOT, attrs: str | None = None, language: str = "en") -> str:
    """A picture (``inner``, HTML) that waits for Python: wrapped in ``div.tutor-static`` (with ``attrs``, HTML
    attributes), inert, under the note that says so in ``language`` (:data:`NOTES`; the lesson engine adds the
    seconds so far)."""
    starting, waiting, needs_python = NOTES[language]
    attrs = attrs if attrs is not None else _attrs(class_=STATIC_CLASS, aria_busy="true")
    note = _attrs(class_="tutor-static-note", data_waiting=waiting, data_needs_python=needs_python)
    return (
        f"<div{attrs}><style>{STATIC_CSS}</style>"
        f"<div{note}>{html.escape(starting)}</div>"
        f'<div class="tutor-static-picture" inert>{inner}</div></div>'
    )


def lesson_key(models: Models, model_id: str) -> str | None:
    """The key of a lesson box (``tutor.widgets.LessonView``: its tracker's ``key``), or None for another
    widget."""
    state = models.get(model_id, {}).get("state", {})
    if "tutor-lesson-view" not in state.get("_dom_classes", ()):
        return None
    for child in state.get("children", ()):
        child_state = _state(models, child)
        if str(child_state.get("_anywidget_id", "")).endswith(".ProgressTracker") and child_state.get("key"):
            return str(child_state["key"])
    return None


def static_output(
    models: Models, output: Mapping[str, Any], answered: Collection[str] = (), language: str = "en"
) -> dict[str, Any]:
    """An output with its widget view replaced by the static picture, wrapped in ``div.tutor-static`` under a note
    in ``language``; a lesson box whose key is in ``answered`` (its table of answers ships with the site:
    ``site/answers.py``) is marked with it (``data-tutor-view``), for the site's lesson engine to make it answer."""
    data = dict(output["data"])
    view = data.pop(WIDGET_VIEW)
    inner = picture(models, view["model_id"])
    key = lesson_key(models, view["model_id"])
    attrs = _attrs(class_=STATIC_CLASS, data_tutor_view=key if key in answered else None, aria_busy="true")
    data["text/html"] = waiting_html(inner, attrs, language)
    out = {k: v for k, v in output.items() if k not in ("data", "execution_count")}
    out["data"] = {k: data[k] for k in sorted(data)}
    if output.get("output_type") == "execute_result":
        out["execution_count"] = None
    return out


def with_pictures(
    executed: dict[str, Any], original: dict[str, Any], answered: Collection[str] = (), language: str = "en"
) -> dict[str, Any]:
    """The shipped lesson: ``original`` (the converted notebook) with the outputs of ``executed``, every widget
    view turned into a static picture (a lesson box marked with its key if it is in ``answered``), no
    saved widget state, no execution counts, the cells trusted (so that JupyterLab shows their HTML and SVG
    unsanitized), ``metadata.tutor.autorun`` set for the front end, and ``metadata.tutor.bookmarks`` listing the
    keys under which the lesson boxes keep the step reached."""
    models = executed.get("metadata", {}).get("widgets", {}).get(WIDGET_STATE, {}).get("state", {})
    nb = copy.deepcopy(original)
    by_id = {cell.get("id"): cell for cell in executed["cells"]}
    for cell in nb["cells"]:
        if cell["cell_type"] != "code":
            continue
        ran = by_id.get(cell.get("id"), {})
        outputs = []
        for output in ran.get("outputs", ()):
            if WIDGET_VIEW in output.get("data", {}):
                output = static_output(models, output, answered, language)
            elif output.get("output_type") == "execute_result":
                output = {**output, "execution_count": None}
            outputs.append(output)
        cell["outputs"] = outputs
        cell["execution_count"] = None
        cell["metadata"] = {**cell.get("metadata", {}), "trusted": True}
    nb["metadata"].pop("widgets", None)
    tutor = {**nb["metadata"].get("tutor", {}), "autorun": True}
    # the keys each lesson box keeps its step reached under (tutor.widgets.progress): the reset page forgets them
    bookmarks = sorted(
        {
            m["state"]["key"]
            for m in models.values()
            if str(m.get("state", {}).get("_anywidget_id", "")).endswith(".ProgressTracker")
            and m["state"].get("key")
        }
    )
    if bookmarks:
        tutor["bookmarks"] = bookmarks
    nb["metadata"]["tutor"] = tutor
    return nb


def execute(nb: dict[str, Any], cwd: Path, timeout: int = 300, allow_errors: bool = False) -> dict[str, Any]:
    """Run every cell of ``nb`` with the build venv's Python kernel (``tutor`` imported from ``cwd``), keeping
    the widgets' state in ``metadata.widgets``. Raises nbclient's ``CellExecutionError`` if a cell fails, unless
    ``allow_errors`` (then every cell runs and a failed one keeps its ``error`` output). The site's build and the
    tests (tests/conftest.py, which share the executed lessons with the docs build) run lessons through here."""
    import nbclient
    import nbformat

    notebook = nbformat.reads(json.dumps(nb), as_version=4)
    notebook.metadata["kernelspec"] = {"name": "python3", "display_name": "Python 3", "language": "python"}
    # the kernel's environment, given to it alone (this process's own is left as it is: two threads may run lessons)
    saved = os.environ.get("PYTHONPATH")
    env = {**os.environ, "PYTHONPATH": os.pathsep.join([str(cwd), *([saved] if saved else [])])}
    client = nbclient.NotebookClient(
        notebook,
        kernel_name="python3",
        timeout=timeout,
        allow_errors=allow_errors,
        store_widget_state=True,
        record_timing=False,
        resources={"metadata": {"path": str(cwd)}},
        # the outputs are in once the last cell is done: the kernel is stopped then, not asked to stop (an
        # ipykernel asked to stop waited 2.5 s before being stopped anyway, one start in six)
        shutdown_kernel="immediate",
    )
    client.execute(env=env)
    return json.loads(nbformat.writes(notebook))
