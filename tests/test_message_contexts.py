"""Message contexts (``pgettext``): an English word with two meanings is translated once per meaning, in the
catalogues (``msgctxt``), in the compiled catalogues the build makes, and in what a learner reads."""

from __future__ import annotations

import gettext
import io
import subprocess
import sys
from pathlib import Path

from hypothesis import given
from hypothesis import strategies as st

from tutor import i18n
from tutor.games import saskop
from tutor.i18n import compile_po, pgettext, read_po, speaking

ROOT = Path(__file__).resolve().parent.parent
TRANSLATED = [code for code in i18n.LANGUAGES if code != "en"]
_WORD = st.text(st.characters(min_codepoint=97, max_codepoint=122), min_size=1, max_size=8)

BID = '#. a label\nmsgctxt "noun"\nmsgid "bid"\nmsgstr "puja"\n\n#. a button\nmsgid "bid"\nmsgstr "pujar"\n'


def test_a_word_in_a_context_is_translated_apart_from_the_same_word_without_one():
    compiled = gettext.GNUTranslations(io.BytesIO(compile_po(BID)))
    assert compiled.pgettext("noun", "bid") == "puja"
    assert compiled.gettext("bid") == "pujar"
    assert {entry.msgid for entry in read_po(BID)} == {"noun\x04bid", "bid"}


@given(_WORD, _WORD, _WORD, _WORD)
def test_a_compiled_catalogue_keeps_each_context_of_its_po_file(context, word, meaning, other):
    text = f'msgctxt "{context}"\nmsgid "{word}"\nmsgstr "{meaning}"\n\nmsgid "{word}"\nmsgstr "{other}"\n'
    compiled = gettext.GNUTranslations(io.BytesIO(compile_po(text)))
    assert (compiled.pgettext(context, word), compiled.gettext(word)) == (meaning, other)


def test_a_word_missing_in_its_context_is_said_in_english_not_in_its_other_meaning():
    compiled = gettext.GNUTranslations(io.BytesIO(compile_po('msgid "bid"\nmsgstr "pujar"\n')))
    assert compiled.pgettext("noun", "bid") == "bid"


def test_the_build_compiles_the_contexts_of_every_catalogue(tmp_path):
    """``python -m tutor.i18n compile`` (what setup.py runs when the package is built) keeps every ``msgctxt``."""
    run = subprocess.run(
        [sys.executable, "-m", "tutor.i18n", "compile", str(tmp_path)], capture_output=True, cwd=ROOT
    )
    assert run.returncode == 0, run.stderr
    for code in TRANSLATED:
        compiled = gettext.GNUTranslations((tmp_path / code / "LC_MESSAGES" / "tutor.mo").open("rb"))
        in_context = [
            e for e in read_po(i18n.po_path(code).read_text(encoding="utf-8")) if i18n.CONTEXT in e.msgid
        ]
        assert in_context, f"{code}.po has no message in a context"
        for entry in in_context:
            context, _, word = entry.msgid.partition(i18n.CONTEXT)
            assert compiled.pgettext(context, word) == entry.forms[0]


def test_the_catalogues_write_the_context_found_in_the_code():
    """``scripts/catalogues.py`` finds ``pgettext("noun", "bid")`` and writes it with its ``msgctxt``, apart
    from the verb "bid" (a button)."""
    pot = (i18n.LOCALE / "tutor.pot").read_text(encoding="utf-8")
    assert 'msgctxt "noun"\nmsgid "bid"\n' in pot
    assert '\nmsgid "bid"\n' in pot.replace('msgctxt "noun"\nmsgid "bid"\n', "")


def test_the_bid_of_a_deals_facts_is_a_noun_and_the_bid_button_a_verb():
    state = saskop.start(1)
    with speaking("es"):
        labels = [label for label, _ in state.facts()]
        assert pgettext("noun", "bid") == "puja" and "puja" in labels
        assert i18n.gettext("bid") == "pujar"  # the button of the widgets: a verb
    assert "bid" in [label for label, _ in state.facts()]
    assert pgettext("noun", "bid") == "bid"


def test_a_phase_is_named_in_its_own_context_not_as_the_trump_suit():
    """Subastao's phase "trump" (the soloist names trumps) is no trump suit: its facts say both apart."""
    from tutor.games import subastao

    state = subastao.replay(None, ["60", "pass", "pass"], dealer=2)
    assert state.phase is subastao.Phase.TRUMP
    card = str(next(iter(state.hands[state.to_act])))
    with speaking("es"):
        facts = dict(state.facts())
        assert facts["fase"] == "la elección del triunfo" and facts["triunfo"] == "sin elegir aún"
        assert "la elección del triunfo" in state.explain_play(card)
    with speaking("ja"):
        assert dict(state.facts())["段階"] == "切札の指定"
    assert dict(state.facts())["phase"] == "trump"


def test_no_trump_agrees_with_the_trump_and_no_bid_with_the_bid():
    """ "none" said of the trump suit (a deal all passed) is masculine in Spanish, as "triunfo" is; said of the
    highest bid (a principle of Subastao's bidding) it stays feminine, as "puja" is."""
    from tutor.games import subastao

    state = subastao.replay(None, ["pass", "pass", "pass"], dealer=2)
    with speaking("es"):
        assert dict(state.facts())["triunfo"] == "ninguno"
        assert i18n.gettext("none") == "ninguna"
    with speaking("ja"):
        assert dict(state.facts())["切札"] == "なし"


def test_a_pass_a_player_says_is_paso_and_a_sentence_says_pasar():
    """Spanish: the call a player says in an auction (a bid box button, the table's log, a bid drill's option) is
    "paso"; a sentence saying someone passes keeps the verb, "pasar"."""
    import pytest

    from tutor.errors import IllegalAction
    from tutor.games import subastao
    from tutor.lesson.drills import bid_choice
    from tutor.lesson.words import option_label

    auction = subastao.start(4)
    playing = subastao.replay(None, ["60", "pass", "pass", "trumps oros"], dealer=2)
    labels = {}
    for code in ("en", "es", "ja"):
        with speaking(code):
            labels[code] = [
                option_label(auction.legal_actions()[0], auction),  # Subastao's bid box
                option_label(saskop.start(1).legal_actions()[1], saskop.start(1)),  # Saskop's
                bid_choice(auction.hands[0]).labels()[0],  # lesson 9's bid drill
            ]
            with pytest.raises(IllegalAction) as refused:
                playing.apply("pass")
            labels[code].append(str(refused.value))
    assert (
        labels["en"][:3] == ["pass"] * 3
        and labels["es"][:3] == ["paso"] * 3
        and labels["ja"][:3] == ["パス"] * 3
    )
    assert "pasar" in labels["es"][3] and "paso" not in labels["es"][3], labels["es"][3]
