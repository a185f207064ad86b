"""The languages a learner reads tutor in: English (the source and the default), Japanese and Spanish.

Every sentence the engine makes goes through one catalogue per language: a gettext ``.po`` file kept in
``tutor/locale/`` (the words), compiled to a ``.mo`` file when the package is built (``python -m tutor.i18n
compile``; a checkout without the compiled file reads the ``.po`` itself, the same words). A sentence missing
from a catalogue is said in English, never as a key.

>>> set_language("ja")
>>> gettext("hearts")
'ハート'
>>> set_language("en")
>>> gettext("hearts")
'hearts'

A block of code can speak one language without changing the notebook's (:func:`speaking`), and a language that
tutor does not speak is refused, naming it:

>>> with speaking("es"):
...     gettext("hearts")
'corazones'
>>> set_language("fr")
Traceback (most recent call last):
...
tutor.i18n.LanguageError: 'fr' is not a language tutor speaks: en (English), ja (日本語), es (Español)

Each language also has its own small grammar (:class:`Grammar`): how a list is joined, how a sentence ends,
how a subject named once is said the second time, how a verb agrees with its subject.
"""

from __future__ import annotations

import contextvars
import re
import sys
from collections.abc import Iterator, Mapping
from contextlib import contextmanager
from dataclasses import dataclass, field
from functools import cache, cached_property
from pathlib import Path
from typing import TYPE_CHECKING, NamedTuple

from .errors import TutorError

if TYPE_CHECKING:
    import gettext as _gettext

# gettext, ast, struct and io are imported where a catalogue is read or compiled: English, the default, needs none
# of them, so importing tutor stays as quick as before (it matters in the browser's cold start).

__all__ = [
    "CONTEXT",
    "LANGUAGES",
    "LOCALE",
    "Entry",
    "Grammar",
    "LanguageError",
    "catalogue",
    "compile_catalogues",
    "compile_po",
    "get_language",
    "gettext",
    "gettext_noop",
    "grammar",
    "ngettext",
    "pgettext",
    "pgettext_noop",
    "po_path",
    "read_po",
    "set_language",
    "speaking",
]

LANGUAGES: Mapping[str, str] = {"en": "English", "ja": "日本語", "es": "Español"}
"""The languages tutor speaks, by their code (ISO 639-1), each with its name in itself."""

DOMAIN = "tutor"


class LanguageError(TutorError):
    """A language tutor does not speak."""


#: the language chosen by :func:`set_language`: the whole process's (a notebook's widgets answer clicks in other
#: tasks than the cell that chose it, and must speak it too)
_CHOSEN = ["en"]
#: the language of a :func:`speaking` block, in this thread or task only (``None``: the one chosen)
_CURRENT: contextvars.ContextVar[str | None] = contextvars.ContextVar("tutor_language", default=None)


def _checked(code: object) -> str:
    if isinstance(code, str):
        key = code.strip().lower().replace("_", "-").split("-")[0]  # 'ja-JP', 'es_ES' -> 'ja', 'es'
        if key in LANGUAGES:
            return key
    names = ", ".join(f"{c} ({name})" for c, name in LANGUAGES.items())
    raise LanguageError(f"{code!r} is not a language tutor speaks: {names}")


def set_language(code: str) -> None:
    """Speak ``code`` (``"en"``, ``"ja"``, ``"es"``; ``"ja-JP"`` is read as ``"ja"``) from now on: the choice of
    the whole notebook (its widgets' answers to clicks too). Inside a :func:`speaking` block, it holds until the
    block ends."""
    _CHOSEN[0] = _checked(code)
    if _CURRENT.get() is not None:
        _CURRENT.set(_CHOSEN[0])


def get_language() -> str:
    """The code of the language spoken now (``"en"`` unless :func:`set_language` or :func:`speaking` said
    otherwise)."""
    return _CURRENT.get() or _CHOSEN[0]


@contextmanager
def speaking(code: str | None) -> Iterator[str]:
    """Speak ``code`` inside a ``with`` block (``None``: the language spoken now), in this thread or task only,
    then the one before (a language chosen inside the block is forgotten at its end)."""
    if code is None:
        yield get_language()
        return
    chosen = _CHOSEN[0]
    token = _CURRENT.set(_checked(code))
    try:
        yield get_language()
    finally:
        _CURRENT.reset(token)
        _CHOSEN[0] = chosen


# -- catalogues ------------------------------------------------------------------------------------------


def _unquote(text: str) -> str:
    import ast

    value = ast.literal_eval(text)
    if not isinstance(value, str):
        raise ValueError(f"{text!r} is not a quoted string")
    return value


CONTEXT = "\x04"
"""What joins a message's context to its English text in a key (``"noun\\x04bid"``), as a compiled catalogue
keys a message said in a context (a ``.po`` file's ``msgctxt``)."""


class Entry(NamedTuple):
    """One translated message of a ``.po`` file: its English text (and English plural, for a counted message)
    and its translation (one form, or one per plural form of the language). A message said in a context
    (``msgctxt``: the same English word with another meaning) has its context joined to its text by
    :data:`CONTEXT`, as the compiled catalogue keys it."""

    msgid: str
    plural: str | None
    forms: tuple[str, ...]


def read_po(text: str) -> list[Entry]:
    """The translated entries of a ``.po`` file's text, the header first. Untranslated and fuzzy entries are
    left out, so that they are said in English.

    >>> read_po('msgid "trick"\\nmsgstr "baza"\\n\\n#, fuzzy\\nmsgid "lead"\\nmsgstr "salida"\\n')
    [Entry(msgid='trick', plural=None, forms=('baza',))]
    >>> read_po('msgctxt "noun"\\nmsgid "bid"\\nmsgstr "puja"\\n')
    [Entry(msgid='noun\\x04bid', plural=None, forms=('puja',))]
    """
    entries: list[Entry] = []
    current: dict[str, str] = {}
    fuzzy = False
    key = ""

    def finish() -> None:
        nonlocal current, fuzzy
        if "msgid" in current and not fuzzy:
            plural = current.get("msgid_plural")
            if plural is None:
                forms: tuple[str, ...] = (current.get("msgstr", ""),)
            else:
                forms = tuple(current[k] for k in sorted(current) if k.startswith("msgstr["))
            msgid = current["msgid"]
            if "msgctxt" in current:
                msgid = current["msgctxt"] + CONTEXT + msgid
            if (forms and all(forms)) or msgid == "":
                entries.append(Entry(msgid, plural, forms))
        current, fuzzy = {}, False

    for number, raw in enumerate(text.splitlines(), 1):
        line = raw.strip()
        if not line:
            finish()
        elif line.startswith("#,") and "fuzzy" in line:
            finish()
            fuzzy = True
        elif line.startswith("#"):
            continue
        elif line.startswith('"'):
            if not key:
                raise ValueError(f"line {number}: a string that continues nothing: {raw!r}")
            current[key] += _unquote(line)
        else:
            word, _, rest = line.partition(" ")
            if word in ("msgid", "msgctxt") and "msgid" in current:
                keep = fuzzy
                finish()
                fuzzy = keep
            if word not in ("msgid", "msgid_plural", "msgstr", "msgctxt") and not word.startswith("msgstr["):
                raise ValueError(f"line {number}: {raw!r} is not a line of a .po file")
            key = word
            current[key] = _unquote(rest)
    finish()
    return entries


def compile_po(text: str) -> bytes:
    """The ``.mo`` file (GNU gettext's binary catalogue, what :mod:`gettext` reads) of a ``.po`` file's text."""
    pairs = sorted(
        (
            (entry.msgid if entry.plural is None else entry.msgid + "\0" + entry.plural).encode(),
            "\0".join(entry.forms).encode(),
        )
        for entry in read_po(text)
    )
    count = len(pairs)
    ids_at = 7 * 4
    strs_at = ids_at + count * 8
    data_at = strs_at + count * 8
    ids = bytearray()
    id_table: list[int] = []
    for key, _ in pairs:
        id_table += [len(key), data_at + len(ids)]
        ids += key + b"\0"
    strs = bytearray()
    str_table: list[int] = []
    for _, value in pairs:
        str_table += [len(value), data_at + len(ids) + len(strs)]
        strs += value + b"\0"
    import struct

    header = struct.pack("<7I", 0x950412DE, 0, count, ids_at, strs_at, 0, 0)
    tables = struct.pack(f"<{4 * count}I", *id_table, *str_table)
    return header + tables + bytes(ids) + bytes(strs)


LOCALE = Path(__file__).with_name("locale")
"""The folder of the catalogues inside the package: ``tutor.pot``, ``ja.po``, ``es.po``."""


def po_path(code: str) -> Path:
    """The ``.po`` file of a language, in the package's ``locale`` folder."""
    return LOCALE / f"{code}.po"


@cache
def catalogue(code: str) -> _gettext.NullTranslations:
    """The translations of ``code`` (English: none, every sentence is its own translation)."""
    import gettext as _gettext
    from io import BytesIO

    code = _checked(code)
    if code == "en":
        return _gettext.NullTranslations()
    compiled = LOCALE / code / "LC_MESSAGES" / f"{DOMAIN}.mo"
    po = po_path(code)
    if compiled.is_file() and (not po.is_file() or _fresh(code)):
        with compiled.open("rb") as handle:
            return _gettext.GNUTranslations(handle)
    text = po.read_text(encoding="utf-8") if po.is_file() else ""
    return _gettext.GNUTranslations(BytesIO(compile_po(text)))


def _fresh(code: str) -> bool:
    """Whether the compiled catalogue of ``code`` is at least as new as its ``.po`` file (a checkout whose
    ``.po`` was edited after the last build reads the ``.po``)."""
    po, mo = po_path(code), LOCALE / code / "LC_MESSAGES" / f"{DOMAIN}.mo"
    try:
        return mo.stat().st_mtime >= po.stat().st_mtime
    except OSError:
        return True  # inside a wheel or a zip: what was built is what there is


def gettext(message: str) -> str:
    """``message`` in the language spoken now (itself, if its catalogue lacks it)."""
    code = get_language()
    return message if code == "en" else catalogue(code).gettext(message)


def pgettext(context: str, message: str) -> str:
    """``message`` in the language spoken now, in ``context``: an English word with two meanings is translated
    once per meaning (the label "bid" of a deal's facts is a noun, the button "bid" a verb). Itself, if the
    catalogue lacks it in that context.

    >>> with speaking("es"):
    ...     pgettext("noun", "bid"), gettext("bid")
    ('puja', 'pujar')
    >>> pgettext("noun", "bid")
    'bid'
    """
    code = get_language()
    return message if code == "en" else catalogue(code).pgettext(context, message)


def gettext_noop(message: str) -> str:
    """``message`` itself, marked for the catalogue (``scripts/catalogues.py`` finds it): a default written where
    no language is spoken yet (a parameter's default), translated with :func:`gettext` where it is said.

    >>> gettext_noop("Play a card.")
    'Play a card.'
    """
    return message


def pgettext_noop(context: str, message: str) -> str:
    """``message`` itself, marked for the catalogue in ``context`` (as :func:`gettext_noop` marks one without):
    translated with :func:`pgettext` where it is said.

    >>> pgettext_noop("trump", "none")
    'none'
    """
    return message


def ngettext(singular: str, plural: str, n: float) -> str:
    """The singular or plural of a message, as the language spoken now counts ``n`` (Japanese has one form)."""
    whole = int(n) if float(n).is_integer() else 2  # 1.5 points is plural in English and Spanish
    code = get_language()
    if code == "en":
        return singular if whole == 1 else plural
    return catalogue(code).ngettext(singular, plural, whole)


# -- each language's grammar ---------------------------------------------------------------------------


@dataclass(frozen=True)
class Grammar:
    """What a sentence builder needs to know of a language beyond its words.

    ``and_`` and ``or_`` join the last two items of a list, ``comma`` the others; ``stop`` ends a sentence;
    ``capital``: whether a sentence starts with a capital letter; ``decimal``: the mark between a number's whole
    part and its decimals (Spanish writes 104,8; English and Japanese 104.8); ``gloss``: a foreign word with its
    meaning;
    ``pronouns``: the English pronoun of a subject
    named once (``he``, ``they``, ``you``) as this language says it; ``verbs``: the forms of a verb field
    (``{has}``) after a subject in the third person singular, after ``you`` and after a plural subject;
    ``articles`` and ``feminine``: how an article agrees with the noun after it (:meth:`agree`); ``brackets``
    and ``nested``: the language's brackets, and the mark that joins a gloss to the word it glosses when both are
    in brackets already (:meth:`unnest`; ``None``: never needed); ``glossed``: the letters of a word this language
    writes with a gloss in brackets after it (Japanese: katakana, エルダー（先手）), glossed once in a sentence
    (:meth:`gloss_once`; ``None``: no such word).
    """

    and_: str
    or_: str
    comma: str
    stop: str
    capital: bool
    decimal: str = "."
    gloss: str = "{word} ({meaning})"
    pronouns: Mapping[str, str] = field(default_factory=dict)
    verbs: Mapping[str, tuple[str, str, str]] = field(default_factory=dict)
    articles: Mapping[str, str] = field(default_factory=dict)
    feminine: tuple[str, ...] = ()
    brackets: tuple[str, str] = ("(", ")")
    nested: str | None = None
    glossed: str | None = None

    @cached_property
    def _agreement(self) -> re.Pattern[str] | None:
        if not self.articles or not self.feminine:
            return None
        return re.compile(rf"\b({'|'.join(self.articles)}) ({'|'.join(self.feminine)})\b")

    def agree(self, text: str) -> str:
        """``text`` with each article agreeing with the noun after it: a template writes "el {card}" once, and a
        Spanish card's name decides whether it is "el caballo" or "la sota" (``articles``: each masculine
        article, or an article joined to a preposition, and its feminine; ``feminine``: the feminine nouns).

        >>> SPANISH.agree("supera al sota de oros; el sota; del jota; El sota gana; un sota; el caballo")
        'supera a la sota de oros; la sota; de la jota; La sota gana; una sota; el caballo'
        """
        pattern = self._agreement
        if pattern is None:
            return text
        return pattern.sub(lambda m: f"{self.articles[m.group(1)]} {m.group(2)}", text)

    @cached_property
    def _nesting(self) -> re.Pattern[str]:
        start, end = (re.escape(mark) for mark in self.brackets)
        inside = f"[^{start}{end}]+"
        return re.compile(f"{start}({inside}){start}({inside}){end}{end}")

    def unnest(self, text: str) -> str:
        """``text`` without a bracket ending inside a bracket: a word said in brackets (a seat's role) whose
        translation glosses it in brackets of its own (エルダー（先手）) has its gloss joined by ``nested``.

        >>> JAPANESE.unnest("北（エルダー（先手））の番")
        '北（エルダー・先手）の番'
        """
        start, end = self.brackets
        if self.nested is None or end * 2 not in text:
            return text
        return self._nesting.sub(lambda m: f"{start}{m.group(1)}{self.nested}{m.group(2)}{end}", text)

    @cached_property
    def _glosses(self) -> re.Pattern[str]:
        start, end = (re.escape(mark) for mark in self.brackets)
        word, joined = f"{self.glossed}+", re.escape(self.nested or "\0")
        # a word and its gloss in brackets (エルダー（先手）), or, in brackets, joined to it (（エルダー・先手）)
        return re.compile(
            f"({word}){start}([^{start}{end}]+){end}|(?<={start})({word}){joined}([^{start}{end}]+)(?={end})"
        )

    def gloss_once(self, text: str) -> str:
        """``text`` with each glossed word glossed the first time only: a sentence that names Piquet's elder twice
        says エルダー（先手） the first time, then エルダー (the translations gloss the word wherever it is said, and
        a sentence made of several says it more than once).

        >>> JAPANESE.gloss_once("南がエルダー（先手）；南（エルダー（先手））の番；エルダー（先手）が交換する")
        '南がエルダー（先手）；南（エルダー）の番；エルダーが交換する'
        >>> JAPANESE.gloss_once("南がエルダー（先手）、北がヤンガー（後手）；北（ヤンガー・後手）の番")
        '南がエルダー（先手）、北がヤンガー（後手）；北（ヤンガー）の番'
        """
        if self.glossed is None or self.brackets[1] not in text:
            return text
        seen: set[tuple[str, str]] = set()

        def once(match: re.Match[str]) -> str:
            word, gloss = (
                (match.group(1), match.group(2)) if match.group(1) else (match.group(3), match.group(4))
            )
            if (word, gloss) in seen:
                return word
            seen.add((word, gloss))
            return match.group(0)

        return self._glosses.sub(once, text)

    def join(self, items: list[str], last: str) -> str:
        """``items`` as a list in words, ``last`` (``"and"`` or ``"or"``) before the last one."""
        word = {"and": self.and_, "or": self.or_}.get(last, last)
        if len(items) <= 1:
            return "".join(items)
        return self.comma.join(items[:-1]) + word + items[-1]


ENGLISH = Grammar(and_=" and ", or_=" or ", comma=", ", stop=".", capital=True)

JAPANESE = Grammar(
    and_="と",
    or_="または",
    comma="、",
    stop="。",
    capital=False,
    gloss="{word}（{meaning}）",
    pronouns={"he": "その人", "you": "あなた", "they": "その人たち"},
    brackets=("（", "）"),
    nested="・",
    glossed="[ァ-ヺー]",
)

_SPANISH_VERBS: dict[str, tuple[str, str, str]] = {
    "asks": ("pide", "pides", "piden"),
    "beats": ("gana a", "ganas a", "ganan a"),
    "bids": ("puja", "pujas", "pujan"),
    "breaks": ("rompe", "rompes", "rompen"),
    "calls": ("llama", "llamas", "llaman"),
    "counts": ("cuenta", "cuentas", "cuentan"),
    "does": ("hace", "haces", "hacen"),
    "ends": ("termina", "terminas", "terminan"),
    "follows": ("sigue", "sigues", "siguen"),
    "gets": ("consigue", "consigues", "consiguen"),
    "gives": ("da", "das", "dan"),
    "goes": ("va", "vas", "van"),
    "guards": ("guarda", "guardas", "guardan"),
    "has": ("tiene", "tienes", "tienen"),
    "holds": ("tiene", "tienes", "tienen"),
    "is": ("es", "eres", "son"),
    "keeps": ("guarda", "guardas", "guardan"),
    "knows": ("sabe", "sabes", "saben"),
    "lays": ("pone", "pones", "ponen"),
    "leads": ("sale", "sales", "salen"),
    "leaves": ("deja", "dejas", "dejan"),
    "loses": ("pierde", "pierdes", "pierden"),
    "makes": ("hace", "haces", "hacen"),
    "names": ("nombra", "nombras", "nombran"),
    "needs": ("necesita", "necesitas", "necesitan"),
    "passes": ("pasa", "pasas", "pasan"),
    "plays": ("juega", "juegas", "juegan"),
    "reaches": ("llega a", "llegas a", "llegan a"),
    "scores": ("anota", "anotas", "anotan"),
    "sees": ("ve", "ves", "ven"),
    "shows": ("muestra", "muestras", "muestran"),
    "sings": ("canta", "cantas", "cantan"),
    "takes": ("toma", "tomas", "toman"),
    "throws": ("tira", "tiras", "tiran"),
    "was": ("era", "eras", "eran"),
    "wins": ("gana", "ganas", "ganan"),
    "must": ("debe", "debes", "deben"),
    "may": ("puede", "puedes", "pueden"),
    "cannot": ("no puede", "no puedes", "no pueden"),
}

SPANISH = Grammar(
    and_=" y ",
    or_=" o ",
    comma=", ",
    stop=".",
    capital=True,
    decimal=",",
    pronouns={"he": "él", "you": "tú", "they": "ellos"},
    verbs=_SPANISH_VERBS,
    articles={"al": "a la", "del": "de la", "el": "la", "El": "La", "un": "una", "Un": "Una"},
    # the feminine names of cards; the others are masculine: el caballo, el rey, el as, el siete
    feminine=("sota", "jota", "reina", "dama"),
)

GRAMMARS: Mapping[str, Grammar] = {"en": ENGLISH, "ja": JAPANESE, "es": SPANISH}


def grammar(code: str | None = None) -> Grammar:
    """The grammar of ``code`` (the language spoken now if ``None``)."""
    return GRAMMARS[_checked(code) if code is not None else get_language()]


# -- building the catalogues ---------------------------------------------------------------------------


def compile_catalogues(target: Path = LOCALE) -> list[Path]:
    """Compile every language's ``.po`` file to ``<target>/<code>/LC_MESSAGES/tutor.mo`` (the build does this for
    the package; :func:`catalogue` reads the ``.po`` itself when the compiled file is missing or older)."""
    written = []
    for code in LANGUAGES:
        if code == "en":
            continue
        out = target / code / "LC_MESSAGES" / f"{DOMAIN}.mo"
        out.parent.mkdir(parents=True, exist_ok=True)
        out.write_bytes(compile_po(po_path(code).read_text(encoding="utf-8")))
        written.append(out)
    return written


def _main(argv: list[str]) -> int:
    """``python -m tutor.i18n compile [folder]``: compile every ``.po`` file of ``tutor/locale`` to
    ``<folder>/<code>/LC_MESSAGES/tutor.mo`` (the folder defaults to ``tutor/locale``)."""
    if not argv or argv[0] != "compile":
        print(_main.__doc__, file=sys.stderr)
        return 2
    for path in compile_catalogues(Path(argv[1]) if len(argv) > 1 else LOCALE):
        print(f"compiled {path}")
    return 0


if __name__ == "__main__":
    raise SystemExit(_main(sys.argv[1:]))
