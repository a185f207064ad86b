"""A lesson's source in another language: its words translated, its code written once.

A lesson is one MyST Markdown source in English (``lessons/*.md``). Its words in Japanese and Spanish live in one
gettext catalogue per lesson and language, ``lessons/locale/<language>/<lesson>.po``, whose ``msgid`` is the
English text. The pieces a learner reads are:

* the lesson's description (its front matter's ``tutor.description``);
* each heading, paragraph, list item and table row of its Markdown (a paragraph's lines joined by spaces);
* each text literal of its code that a learner reads: a string of two words or more, outside docstrings
  (a prompt, an option, a "why"). Adjacent literals joined by Python are one piece. An f-string is a piece
  whose ``{...}`` fields the translation keeps exactly as they are, in any order; a field may be said in the
  lesson's language by ``gettext``: ``{gettext(SEATS[leader])}`` for ``{SEATS[leader]}`` ("南" for "South").
  A literal the engine reads rather than a learner (an action in the game's notation, ``.apply("take in")``) is
  marked by a comment with the word ``notation`` on its line, and left as it is; a one-word literal a learner
  reads (an option: ``"yes"``, ``"nobody"``) is marked by a comment ``# words`` on its line, and translated.

:func:`translate` writes the lesson in another language: every piece with a translation replaced, every other
line as it was, so a lesson with no translation at all is its English source, byte for byte. The lesson's code
is the same in every language (the same deals, the same checks); only the text literals change. That is why the
translations are catalogues rather than whole sources beside the English: a fix to a lesson's code is made once,
and a changed English sentence shows as an untranslated one (said in English) rather than a stale one.

>>> source = '''# Follow suit
...
... Follow suit if you can.
...
... ```{code-cell} ipython3
... choice("Who plays next?", seats, why=f"Play goes {way}.")
... ```
... '''
>>> [piece.text for piece in pieces(source)]
['Follow suit', 'Follow suit if you can.', 'Who plays next?', 'Play goes {way}.']
>>> print(translate(source, {"Follow suit": "Asistir", "Play goes {way}.": "El juego va {way}."}))
# Asistir
<BLANKLINE>
Follow suit if you can.
<BLANKLINE>
```{code-cell} ipython3
choice("Who plays next?", seats, why=f"El juego va {way}.")
```
<BLANKLINE>

A translation that loses or invents a field is refused, naming it:

>>> translate(source, {"Play goes {way}.": "El juego va."})
Traceback (most recent call last):
...
tutor.lesson.sources.TranslationError: the translation of 'Play goes {way}.' must keep the field {way}; it has none
"""

from __future__ import annotations

import ast
import io
import re
import tokenize
from collections.abc import Iterator, Mapping
from dataclasses import dataclass
from pathlib import Path

from ..errors import TutorError

__all__ = [
    "Piece",
    "TranslationError",
    "catalogue_of",
    "fields",
    "in_language",
    "lesson_words",
    "pieces",
    "translate",
    "words_of",
]


class TranslationError(TutorError):
    """A translation that would change what a lesson's code does (a field lost or added), or a source that
    cannot be read."""


@dataclass(frozen=True)
class Piece:
    """One piece of a lesson a learner reads: its English ``text`` (the catalogue's ``msgid``), where it is
    (``kind``: ``"description"``, ``"markdown"`` or ``"code"``; ``line``: its first line, from 1) and whether it is
    an f-string (``template``: its ``{...}`` fields are code, kept as they are)."""

    text: str
    kind: str
    line: int
    template: bool = False


_FENCE = re.compile(r"^```\{code-cell\}")
_ITEM = re.compile(r"^(\s*(?:[-*+]|\d+[.)])\s+)(.*)$")
_HEADING = re.compile(r"^(#{1,6}\s+)(.*)$")
_RULE = re.compile(r"^\s*(\+\+\+|---+|\|[\s:|-]+\|)\s*$")
_WORD = re.compile(r"[^\W\d_]{2,}")
_ENGLISH = re.compile(r"[A-Za-z]*[a-z][A-Za-z]*")
_PREFIX = re.compile(r"^([rRbBuUfF]*)('''|\"\"\"|'|\")")


def _reads(text: str) -> bool:
    """Whether a code literal is words a learner reads: two words or more, one of them an English word."""
    return (
        len(_WORD.findall(text)) >= 2
        and " " in text.strip()
        and any(len(w) >= 3 for w in _ENGLISH.findall(text))
    )


# -- fields of an f-string ------------------------------------------------------------------------------------


def _split(template: str) -> Iterator[tuple[bool, str]]:
    """The parts of an f-string's body: ``(False, literal text)`` and ``(True, "{field}")``, with ``{{`` and
    ``}}`` left in the literal text."""
    i, start, n = 0, 0, len(template)
    while i < n:
        c = template[i]
        if c in "{}" and template[i : i + 2] in ("{{", "}}"):
            i += 2
            continue
        if c == "}":
            raise TranslationError(f"a lone '}}' in {template!r}")
        if c != "{":
            i += 1
            continue
        if start < i:
            yield False, template[start:i]
        depth, j, quote = 0, i, ""
        while j < n:
            d = template[j]
            if quote:
                if d == quote:
                    quote = ""
            elif d in "'\"":
                quote = d
            elif d == "{":
                depth += 1
            elif d == "}":
                depth -= 1
                if depth == 0:
                    break
            j += 1
        if j >= n:
            raise TranslationError(f"a field that does not close in {template!r}")
        yield True, template[i : j + 1]
        i = start = j + 1
    if start < n:
        yield False, template[start:]


def fields(template: str) -> list[str]:
    """The ``{...}`` fields of an f-string's body (or of a ``str.format`` template), sorted.

    >>> fields("{name} sits {where(0, name)}, {{not a field}}")
    ['{name}', '{where(0, name)}']
    """
    return sorted(part for is_field, part in _split(template) if is_field)


_SAID = re.compile(r"^\{gettext\((.+)\)((?:![rsa])?(?::[^()]*)?)\}$")


def _unwrapped(field: str) -> str:
    """A translation's field as the English has it: ``{gettext(X)}`` (the value said in the lesson's language,
    e.g. a seat's name) counts as ``{X}``."""
    said = _SAID.match(field)
    return "{" + said.group(1) + said.group(2) + "}" if said else field


def _checked(english: str, translated: str) -> str:
    want, have = fields(english), sorted(_unwrapped(f) for f in fields(translated))
    if want != have:
        lost = [f for f in want if f not in have]
        added = [f for f in have if f not in want]
        if lost:
            said = " ".join(lost)
            raise TranslationError(
                f"the translation of {english!r} must keep the field{'s' if len(lost) > 1 else ''} {said}; "
                + (f"it has {' '.join(have)}" if have else "it has none")
            )
        raise TranslationError(
            f"the translation of {english!r} adds {' '.join(added)}, which the English lacks"
        )
    return translated


# -- code ---------------------------------------------------------------------------------------------------


@dataclass(frozen=True)
class _Literal:
    text: str  # the piece's text (an f-string's body, braces doubled in its plain parts)
    template: bool
    start: tuple[int, int]  # (line, column) in the cell's code, line from 1
    end: tuple[int, int]


def _literal_group(tokens: list[tokenize.TokenInfo]) -> _Literal | None:
    template = any("f" in _PREFIX.match(t.string).group(1).lower() for t in tokens)  # type: ignore[union-attr]
    parts = []
    for token in tokens:
        match = _PREFIX.match(token.string)
        assert match is not None
        prefix, quote = match.groups()
        if "b" in prefix.lower():
            return None
        if "f" in prefix.lower():
            body = token.string[len(prefix) + len(quote) : -len(quote)]
            if "\\" in body:
                return None  # escapes inside an f-string's source: left in English
            parts.append(body)
        else:
            value = ast.literal_eval(token.string)
            parts.append(value.replace("{", "{{").replace("}", "}}") if template else value)
    return _Literal("".join(parts), template, tokens[0].start, tokens[-1].end)


def _code_literals(code: str) -> list[_Literal]:
    """The literals of a cell's code a learner reads, adjacent ones joined; docstrings left out."""
    found: list[_Literal] = []
    try:
        tokens = list(tokenize.generate_tokens(io.StringIO(code).readline))
    except (tokenize.TokenError, SyntaxError) as error:
        raise TranslationError(f"a code cell that Python cannot read: {error}") from None
    skip = {tokenize.NL, tokenize.COMMENT}
    notation = {t.start[0] for t in tokens if t.type == tokenize.COMMENT and "notation" in t.string.lower()}
    words = {t.start[0] for t in tokens if t.type == tokenize.COMMENT and re.search(r"#\s*words\b", t.string)}
    i = 0
    previous = tokenize.NEWLINE
    while i < len(tokens):
        token = tokens[i]
        if token.type != tokenize.STRING:
            if token.type not in skip:
                previous = token.type
            i += 1
            continue
        group = [token]
        j = i + 1
        while j < len(tokens) and (tokens[j].type in skip or tokens[j].type == tokenize.STRING):
            if tokens[j].type == tokenize.STRING:
                group.append(tokens[j])
            j += 1
        following = next((t.type for t in tokens[j:] if t.type not in skip), tokenize.ENDMARKER)
        statement = previous in (tokenize.NEWLINE, tokenize.INDENT, tokenize.DEDENT) and following in (
            tokenize.NEWLINE,
            tokenize.ENDMARKER,
        )
        marked = any(line in notation for line in range(group[0].start[0], group[-1].end[0] + 1))
        literal = None if statement or marked else _literal_group(group)
        said = any(line in words for line in range(group[0].start[0], group[-1].end[0] + 1))
        if literal is not None and (_reads(literal.text) or (said and _WORD.search(literal.text))):
            found.append(literal)
        previous = tokenize.STRING
        i = j
    return found


def _quoted(text: str, template: bool) -> str:
    """``text`` as a Python literal (an f-string when ``template``), in double quotes where its fields allow."""
    if not template:
        return '"' + text.replace("\\", "\\\\").replace('"', '\\"').replace("\n", "\\n") + '"'
    parts = list(_split(text))
    used = "".join(part for is_field, part in parts if is_field)
    quote = '"' if '"' not in used else "'"
    if quote in used:
        raise TranslationError(f"fields that use both kinds of quote: {text!r}")
    body = "".join(
        part if is_field else part.replace("\\", "\\\\").replace(quote, "\\" + quote).replace("\n", "\\n")
        for is_field, part in parts
    )
    return f"f{quote}{body}{quote}"


def _translated_code(code: str, words: Mapping[str, str]) -> str:
    literals = [lit for lit in _code_literals(code) if words.get(lit.text)]
    if not literals:
        return code
    lines = code.splitlines(keepends=True)
    offsets = [0]
    for line in lines:
        offsets.append(offsets[-1] + len(line))

    def at(position: tuple[int, int]) -> int:
        return offsets[position[0] - 1] + position[1]

    out, last = [], 0
    for lit in literals:
        out.append(code[last : at(lit.start)])
        out.append(_quoted(_checked(lit.text, words[lit.text]), lit.template))
        last = at(lit.end)
    out.append(code[last:])
    return "".join(out)


# -- Markdown -------------------------------------------------------------------------------------------------


@dataclass(frozen=True)
class _Block:
    first: int  # index of its first line
    count: int  # how many lines it spans
    lead: str  # what comes before the text on its first line ("# ", "- ", "")
    text: str  # the text, lines joined by spaces


def _blocks(lines: list[str]) -> list[_Block]:
    """The Markdown lines' readable blocks: headings, table rows, list items (with their continuation lines) and
    paragraphs."""
    blocks: list[_Block] = []
    i = 0
    while i < len(lines):
        line = lines[i]
        if not line.strip() or _RULE.match(line) or line.lstrip().startswith("<!--"):
            i += 1
            continue
        heading = _HEADING.match(line)
        if heading or line.lstrip().startswith("|"):
            lead = heading.group(1) if heading else line[: len(line) - len(line.lstrip())]
            blocks.append(_Block(i, 1, lead, line[len(lead) :].rstrip()))
            i += 1
            continue
        item = _ITEM.match(line)
        lead = item.group(1) if item else ""
        text = [item.group(2) if item else line.strip()]
        j = i + 1
        while j < len(lines):
            more = lines[j]
            if not more.strip() or _RULE.match(more) or _HEADING.match(more) or more.lstrip().startswith("|"):
                break
            if _ITEM.match(more) or (item and not more.startswith(" ")):
                break
            text.append(more.strip())
            j += 1
        blocks.append(_Block(i, j - i, lead, " ".join(text)))
        i = j
    return [b for b in blocks if _WORD.search(b.text)]


# -- the whole source -----------------------------------------------------------------------------------------


@dataclass(frozen=True)
class _Part:
    kind: str  # "front", "markdown", "cell-head", "code"
    first: int  # index of its first line in the source
    lines: list[str]


def _parts(source: str) -> list[_Part]:
    lines = source.splitlines()
    parts: list[_Part] = []
    i = 0
    if lines and lines[0].strip() == "---":
        end = next((k for k in range(1, len(lines)) if lines[k].strip() == "---"), None)
        if end is None:
            raise TranslationError("a front matter that does not end (no closing '---')")
        parts.append(_Part("front", 0, lines[: end + 1]))
        i = end + 1
    text_start = i
    while i < len(lines):
        if _FENCE.match(lines[i]):
            if text_start < i:
                parts.append(_Part("markdown", text_start, lines[text_start:i]))
            head = i
            i += 1
            while i < len(lines) and lines[i].startswith(":"):
                i += 1
            parts.append(_Part("cell-head", head, lines[head:i]))
            end = next((k for k in range(i, len(lines)) if lines[k].startswith("```")), None)
            if end is None:
                raise TranslationError(f"a code cell at line {head + 1} that does not end")
            parts.append(_Part("code", i, lines[i:end]))
            parts.append(_Part("cell-head", end, [lines[end]]))
            i = text_start = end + 1
        else:
            i += 1
    if text_start < len(lines):
        parts.append(_Part("markdown", text_start, lines[text_start:]))
    return parts


_DESCRIPTION = re.compile(r'^(\s+description:\s*)("(?:[^"\\]|\\.)*")\s*$')


def pieces(source: str) -> list[Piece]:
    """Every piece of a lesson's source a learner reads, in order (repeats kept)."""
    found: list[Piece] = []
    for part in _parts(source):
        if part.kind == "front":
            for k, line in enumerate(part.lines):
                match = _DESCRIPTION.match(line)
                if match:
                    found.append(Piece(ast.literal_eval(match.group(2)), "description", part.first + k + 1))
        elif part.kind == "markdown":
            for block in _blocks(part.lines):
                found.append(Piece(block.text, "markdown", part.first + block.first + 1))
        elif part.kind == "code":
            for lit in _code_literals("\n".join(part.lines) + "\n"):
                found.append(Piece(lit.text, "code", part.first + lit.start[0], lit.template))
    return found


def translate(source: str, words: Mapping[str, str]) -> str:
    """The lesson ``source`` with every piece that ``words`` translates (English text -> its translation; an
    empty translation counts as none) replaced; every other character as it was."""
    out: list[str] = []
    for part in _parts(source):
        lines = list(part.lines)
        if part.kind == "front":
            for k, line in enumerate(lines):
                match = _DESCRIPTION.match(line)
                if match and words.get(ast.literal_eval(match.group(2))):
                    said = words[ast.literal_eval(match.group(2))]
                    lines[k] = match.group(1) + '"' + said.replace("\\", "\\\\").replace('"', '\\"') + '"'
        elif part.kind == "markdown":
            for block in reversed(_blocks(lines)):
                if words.get(block.text):
                    lines[block.first : block.first + block.count] = [block.lead + words[block.text]]
        elif part.kind == "code":
            code = _translated_code("\n".join(lines) + "\n", words)
            lines = code[:-1].split("\n")
        out.extend(lines)
    return "\n".join(out) + ("\n" if source.endswith("\n") else "")


def in_language(source: str, code: str, words: Mapping[str, str], *, then: str = "") -> str:
    """The lesson ``source`` in the language ``code`` (see :data:`tutor.i18n.LANGUAGES`): its pieces translated by
    ``words``, and its first code cell choosing that language (so the engine's sentences, the cards' names and the
    lesson's feedback speak it too) and naming ``gettext`` for the translated fields, right after the cell's
    imports (so its first line, which a collapsed cell shows, stays the lesson's own); ``then``: more code run
    there.

    >>> print(in_language("```{code-cell} ipython3\\nimport math\\nx = 1\\n```\\n", "ja", {}))
    ```{code-cell} ipython3
    import math
    from tutor.i18n import gettext, set_language; set_language("ja")  # noqa: E702
    x = 1
    ```
    <BLANKLINE>
    """
    from ..i18n import LANGUAGES

    if code not in LANGUAGES:
        raise TranslationError(f"{code!r} is not a language of the lessons: {', '.join(LANGUAGES)}")
    text = translate(source, words)
    if code == "en":
        return text
    added = [f'from tutor.i18n import gettext, set_language; set_language("{code}")  # noqa: E702']
    added += then.splitlines()
    out, done = [], False
    for part in _parts(text):
        lines = part.lines
        if part.kind == "code" and not done:
            at = _after_imports("\n".join(lines))
            lines = [*lines[:at], *added, *lines[at:]]
            done = True
        out.extend(lines)
    return "\n".join(out) + ("\n" if text.endswith("\n") else "")


def _after_imports(code: str) -> int:
    """The index of the line after a cell's leading imports (0 when it starts with something else)."""
    try:
        body = ast.parse(code).body
    except SyntaxError as error:
        raise TranslationError(f"a code cell that Python cannot read: {error}") from None
    end = 0
    for statement in body:
        if not isinstance(statement, ast.Import | ast.ImportFrom):
            break
        end = statement.end_lineno or end
    return end


def words_of(po_text: str) -> dict[str, str]:
    """The translations of a lesson's catalogue (the text of its ``.po`` file): English piece -> its translation,
    the untranslated pieces left out.

    >>> words_of('msgid "Follow suit"\\nmsgstr "Asistir"\\n\\nmsgid "Lead"\\nmsgstr ""\\n')
    {'Follow suit': 'Asistir'}
    """
    from ..i18n import read_po

    return {entry.msgid: entry.forms[0] for entry in read_po(po_text) if entry.msgid and entry.forms[0]}


def catalogue_of(lesson: Path, code: str) -> Path:
    """Where the words of the lesson ``lesson`` (``lessons/NN-name.md``) are kept in the language ``code``:
    ``lessons/locale/<code>/NN-name.po``."""
    return lesson.parent / "locale" / code / f"{lesson.stem}.po"


def lesson_words(lesson: Path, code: str) -> dict[str, str]:
    """The translations of the lesson ``lesson`` in the language ``code`` (its catalogue; none when it has none)."""
    catalogue = catalogue_of(lesson, code)
    return words_of(catalogue.read_text(encoding="utf-8")) if catalogue.exists() else {}
