"""Keep the translation catalogues in step with the code: ``python scripts/catalogues.py`` (``make catalogues``).

Gathers every English message a learner may read from the engine (every :class:`tutor.sentences.Template`, the
names of the cards, suits and seats, the nouns that are counted, the meanings of Subastao's Spanish words; a word
said in a context, ``pgettext("noun", "bid")`` and the phases of a deal, with its ``msgctxt``) into
``tutor/locale/tutor.pot``, and merges it into each language's ``.po`` file: a translation already made is kept,
a new message is added untranslated (so it is said in English until it is translated), a message the code no
longer says is dropped. ``--check`` changes nothing and fails if a catalogue is out of step (the tests run it).
"""

from __future__ import annotations

import argparse
import ast
import importlib
import pkgutil
import sys
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

import tutor  # noqa: E402
from scripts.generated import write_or_check  # noqa: E402
from tutor import i18n, sentences  # noqa: E402
from tutor.cards import Rank, Suit  # noqa: E402

LOCALE = ROOT / "tutor" / "locale"
HEADERS = {
    "ja": "Language: ja\\nPlural-Forms: nplurals=1; plural=0;\\n",
    "es": "Language: es\\nPlural-Forms: nplurals=2; plural=(n != 1);\\n",
}


@dataclass(frozen=True)
class Message:
    """One English message: its text, its plural (a counted noun), where it comes from (a comment for the
    translator) and its context (``msgctxt``: ``"noun"`` for the label "bid", whose text is also a verb)."""

    text: str
    plural: str | None
    where: str
    context: str | None = None

    @property
    def key(self) -> str:
        """The message's key in a catalogue: its text, after its context if it has one."""
        return self.text if self.context is None else self.context + i18n.CONTEXT + self.text


def _engine_modules() -> None:
    """Import every module of the engine and the lesson model (not the widgets, which need ipywidgets: their words
    are ``gettext`` literals, found without importing them), so that every template is made."""
    for info in pkgutil.walk_packages(tutor.__path__, "tutor."):
        if info.name.startswith("tutor.widgets") or info.name.endswith("__main__"):
            continue
        importlib.import_module(info.name)


def _calls(name: str) -> list[tuple[ast.Call, Path]]:
    """Every call of a function called ``name`` in the package's code (the engine, the lesson model, the
    widgets)."""
    found = []
    for path in sorted((ROOT / "tutor").rglob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if (
                isinstance(node, ast.Call)
                and getattr(node.func, "id", getattr(node.func, "attr", None)) == name
            ):
                found.append((node, path))
    return found


def _literals(name: str, position: int = 0) -> dict[str, str]:
    """The texts given as they are (not computed) to ``name(...)`` at ``position``, with where."""
    texts: dict[str, str] = {}
    for node, path in _calls(name):
        if len(node.args) > position:
            arg = node.args[position]
            if isinstance(arg, ast.Constant) and isinstance(arg.value, str):
                texts.setdefault(arg.value, f"said in {path.relative_to(ROOT)}")
    return texts


def _in_context() -> dict[tuple[str, str], str]:
    """The ``(context, text)`` pairs given as they are to ``pgettext(context, text)`` (or to ``pgettext_noop``),
    with where."""
    texts: dict[tuple[str, str], str] = {}
    for node, path in _calls("pgettext") + _calls("pgettext_noop"):
        if len(node.args) == 2 and all(
            isinstance(arg, ast.Constant) and isinstance(arg.value, str) for arg in node.args
        ):
            context, text = (arg.value for arg in node.args)  # type: ignore[attr-defined]
            texts.setdefault((context, text), f"said in {path.relative_to(ROOT)}")
    return texts


def _keywords(keyword: str, where: str = "an action's words") -> dict[str, str]:
    """The texts given as they are to a ``keyword=`` argument of any call (an action's words, ``say=``; what an
    input is, ``what=``)."""
    texts: dict[str, str] = {}
    for path in sorted((ROOT / "tutor").rglob("*.py")):
        if "widgets" in path.parts or "lesson" in path.parts:
            continue
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Call):
                for argument in node.keywords:
                    value = argument.value
                    if (
                        argument.arg == keyword
                        and isinstance(value, ast.Constant)
                        and isinstance(value.value, str)
                    ):
                        texts.setdefault(value.value, f"{where}, in {path.relative_to(ROOT)}")
    return texts


def _counted_nouns() -> dict[str, str]:
    """The nouns said with a number (``{points:point}`` in a template, ``count(n, "trick")`` in the code)."""
    nouns: dict[str, str] = {}
    for template in sentences.TEMPLATES:
        for _, name, spec, _ in sentences._FIELDS.parse(template.text):
            if name and spec and sentences._COUNTED.match(spec) and "{" not in spec:
                nouns.setdefault(spec, f"counted in: {template.text}")
    for noun, where in _literals("count", 1).items():
        nouns.setdefault(noun, where)
    return nouns


def messages() -> list[Message]:
    """Every message of the engine, in a fixed order (so the files change only where the code did)."""
    _engine_modules()
    found: dict[str, Message] = {}

    def add(text: str, where: str, plural: str | None = None, context: str | None = None) -> None:
        message = Message(text, plural, where, context)
        if text and message.key not in found:
            found[message.key] = message

    for template in sentences.TEMPLATES:
        add(template.text, "a sentence of the engine")
    for noun, where in _counted_nouns().items():
        add(f"{{n}} {noun}", where, f"{{n}} {sentences.plural(noun)}")
    for meaning in sentences.GLOSSES.values():
        add(meaning, "what a Spanish word of Subastao means")
    add("{rank} of {suit}", "a card's name: 'queen of spades'")
    add("{rank} de {suit}", "a Spanish card's name: 'caballo de copas'")
    for rank in Rank:
        add(rank.word, "a rank of the French pack")
        if rank.palabra:
            add(rank.palabra, "a rank of the Spanish pack")
    for suit in Suit:
        add(suit.word, "a suit")
        add(suit.one, "one card of a suit: 'the Q♠ is a trump, not a spade'")
    for (context, literal), where in _in_context().items():
        add(literal, where, context=context)
    from tutor import games

    for name in games.GAMES:  # a phase's name, in its own context: Subastao's phase "trump" is no trump suit
        for phase in importlib.import_module(f"tutor.games.{name}.actions").Phase:
            add(phase.value, "a phase of a deal: 'cards are not played during the auction'", context="phase")
    for function in ("gettext", "gettext_noop"):
        for literal, where in _literals(function).items():
            add(literal, where)
    for literal, where in _keywords("say").items():
        add(literal, where)
    for literal, where in _keywords(
        "what", "what an input is, in a refusal: 'dealer 4 is not a seat'"
    ).items():
        if not literal.isidentifier() or "_" not in literal:  # not a keyword argument's name (strict_montar)
            add(literal, where)
    for position in (0, 1):  # a principle of play's name and its two sentences (tutor/lesson/principles)
        for literal, where in _literals("Principle", position).items():
            add(literal, f"a principle of play, {where}")
    for literal, where in _literals("Inputs").items():
        add(literal, f"a game's name, as a refusal of its inputs says it, {where}")
    for literal, where in _literals("Deck").items():
        add(literal, f"a pack's name: '2♣ is not in the 36-card pack', {where}")
    for who in (sentences.YOU, sentences.PLAYER):
        add(who.name, "the subject of a sentence")
    for function in ("seat", "team"):
        for literal, where in _literals(function).items():
            add(literal, f"a subject, {where}")
    for name in games.GAMES:
        rules = importlib.import_module(f"tutor.games.{name}.rules")
        for seat in getattr(rules, "SEATS", ()):
            add(seat, "a seat at the table")
        for team in getattr(rules, "TEAMS", ()):
            add(team, "a team")
        actions = importlib.import_module(f"tutor.games.{name}.actions")
        grammar = actions.GRAMMAR
        for form in grammar.forms:
            if form.say is None and grammar.form(form.build() if form.field is None else None) is form:
                add(form.text, "an action, as a sentence says it after its subject")
        for form in grammar.forms:
            if form.say is not None:  # the words written in the code, or made there (Satat's 'signal pile')
                add(form.say, "an action, as a sentence says it after its subject")
        for form in grammar._kinds.values():
            if form.say is None:
                add(form.text, "an action, as a sentence says it after its subject")
    from tutor.games.saskop.actions import Signal
    from tutor.games.satat.rules import Signal as SatatSignal

    for signal in Signal:
        add(signal.value, "a table signal of Saskop: 'West may not give the blink signal now'")
    for satat_signal in SatatSignal:
        add(satat_signal.word, "a signal of Satat, given while playing a card: 'play Q♠ (pile)'")
    from tutor.analysis.lookup import adapter_class

    for name in games.GAMES:
        add(adapter_class(name).result_words, "what a card's choice may change in a deal (a hint)")
    from tutor.games.piquet import calling, declarations

    for words in (
        declarations.NUMBER_WORDS[1:],
        declarations.SEQUENCE_NAMES.values(),
        declarations.RANK_PLURALS.values(),
        declarations.RANK_WORDS.values(),
        [kind.value for kind in declarations.Kind],
        [step.value for step in calling.Step],
        [word.value for word in calling.Word],
    ):
        for word in words:
            add(word, "a word of Piquet's declarations (Cavendish's terms)")
    return list(found.values())


def _quote(text: str) -> str:
    return '"' + text.replace("\\", "\\\\").replace('"', '\\"').replace("\n", "\\n") + '"'


def _entry(message: Message, forms: tuple[str, ...] | None, plurals: int) -> str:
    lines = [f"#. {message.where}", f"msgid {_quote(message.text)}"]
    if message.context is not None:
        lines.insert(1, f"msgctxt {_quote(message.context)}")
    if message.plural is None:
        lines.append(f"msgstr {_quote(forms[0] if forms else '')}")
    else:
        lines.append(f"msgid_plural {_quote(message.plural)}")
        for index in range(plurals):
            lines.append(f"msgstr[{index}] {_quote(forms[index] if forms and index < len(forms) else '')}")
    return "\n".join(lines)


def render(code: str | None, found: list[Message], known: dict[str, tuple[str, ...]]) -> str:
    """The ``.pot`` file (``code`` None) or a language's ``.po`` file, its known translations kept."""
    header = HEADERS.get(code or "", "")
    plurals = 1 if code == "ja" else 2
    head = (
        f'msgid ""\nmsgstr ""\n"Content-Type: text/plain; charset=UTF-8\\n"\n"{header}"\n'
        if code
        else ('msgid ""\nmsgstr ""\n"Content-Type: text/plain; charset=UTF-8\\n"\n')
    )
    body = [_entry(m, known.get(m.key), plurals) for m in found]
    return head + "\n" + "\n\n".join(body) + "\n"


def merged(code: str, path: Path, found: list[Message]) -> str:
    """The ``.po`` file of language ``code`` at ``path`` for the messages ``found``, its translations kept."""
    old = path.read_text(encoding="utf-8") if path.exists() else ""
    return render(code, found, {entry.msgid: entry.forms for entry in i18n.read_po(old)})


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument(
        "--check", action="store_true", help="change nothing; fail if a catalogue is out of step"
    )
    args = parser.parse_args(argv)
    found = messages()
    files = {LOCALE / "tutor.pot": render(None, found, {})}
    for code in i18n.LANGUAGES:
        if code == "en":
            continue
        path = LOCALE / f"{code}.po"
        files[path] = merged(code, path, found)
    stale = write_or_check(
        files, check=args.check, root=ROOT, what="the code", script="scripts/catalogues.py"
    )
    if args.check and stale:
        return 1
    print(f"{len(found)} messages; {'updated ' + ', '.join(stale) if stale else 'every catalogue in step'}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
