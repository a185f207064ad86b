"""Words only English has, for the tests that look for English left in a Japanese or Spanish text: the engine's
sentences and a deal's words in Spanish (tests/test_i18n.py), a translated lesson or page in the browser
(tests/browser/test_languages.py).

None is a Spanish word (so not "has", which Spanish says too: "no has ganado"), nor the name
of a Spanish card, of a game or of a rule's term that Spanish and Japanese keep (Subastao's cantes, Piquet's pique,
repique and capot). A Spanish sentence of the engine holding one of them, a sentence of a Spanish page holding two,
or a run of Latin words on a Japanese page holding one, is English left over.
"""

from __future__ import annotations

import re

WORDS = """
the you your he his him it its this that what which who
is are was be does not have can must would
and of to in on for with by after still out only every yet far
card cards hand trick tricks trump trumps partner side table stock face down shown hidden nothing
play plays played wins win lead pass bid speak holds act one's getting ready called uncalled
dealer maker caller defenders elder younger turn score result phase auction none best costs point points
"""
ENGLISH_ONLY: frozenset[str] = frozenset(WORDS.split())
"""Every word, in lower case."""

ENGLISH_WORD = re.compile(
    r"\b(?:" + "|".join(sorted(map(re.escape, ENGLISH_ONLY), key=lambda w: (-len(w), w))) + r")\b", re.I
)
"""One of :data:`ENGLISH_ONLY`, as a whole word, in any case ("The", "the")."""


def english_words(words: list[str]) -> set[str]:
    """The words of ``words`` (each one word, in any case) that only English has."""
    return ENGLISH_ONLY & {word.lower() for word in words}


#: a run of words written in Latin letters with a lowercase letter (notation such as "AH KS" is not one)
LATIN_RUN = re.compile(r"[A-Za-z]*[a-z][A-Za-z']*(?:[ \-–][A-Za-z]*[a-z][A-Za-z']*)+")
#: a lesson's file name (not translated: site/README.md, "Languages")
FILE_NAME = re.compile(r"\S+\.ipynb")


def english_left(text: str, code: str) -> list[str]:
    """The sentences of ``text``, shown in the language ``code``, that are English: on a Japanese page a run of
    Latin words holding one word only English has, on a Spanish page a sentence holding two."""
    text = FILE_NAME.sub(" ", text)
    if code == "ja":
        return [run for run in LATIN_RUN.findall(text) if english_words(re.findall(r"[A-Za-z']+", run))]
    sentences = re.split(r"(?<=[.!?:;])\s+|\n", text)
    return [s.strip() for s in sentences if len(english_words(re.findall(r"[A-Za-z']+", s))) >= 2]
