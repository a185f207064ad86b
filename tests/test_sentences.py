"""The one sentence builder (tutor.sentences): subjects and their verbs, counts and their nouns, Spanish duty names
glossed once; and every template the engine and the lessons make, said with singular and plural values.

The templates are found where they are made (``tutor.sentences.TEMPLATES``, filled as the modules are imported), so
a new template is said here without a new test.
"""

from __future__ import annotations

import importlib
import pkgutil
import re

import pytest

import tutor
from tests.helpers import text_problems
from tutor.sentences import (
    GLOSSES,
    PLAYER,
    TEMPLATES,
    VERBS,
    YOU,
    Template,
    base_form,
    count,
    decimal,
    join,
    plural,
    seat,
    second_person,
    sentence,
    team,
)


def _import_everything() -> None:
    """Every module of tutor, so that every template is made (the widgets need ipywidgets)."""
    for module in pkgutil.walk_packages(tutor.__path__, "tutor."):
        if module.name.startswith("tutor.widgets"):
            continue
        importlib.import_module(module.name)


_import_everything()

SUBJECTS = [YOU, seat("South"), seat("North (the soloist)"), team("North–South"), team("the defenders")]
NUMBERS = [0, 1, 2, 2.5, 1.0]


def _said(template: Template, who, number, mentioned=False) -> str:
    """The template said with every value filled: its own name for a text, ``number`` for a count."""
    values = {name: f"<{name}>" for name in template.values}
    values |= {name: number for name in template.counted}
    if "unit" in template.values:  # a count whose noun is a value
        values["unit"] = "point"
    return template.say(who, mentioned=mentioned, **values)


def test_templates_are_found_in_every_game_and_in_the_analysis():
    texts = " ".join(t.text for t in TEMPLATES)
    assert len(TEMPLATES) >= 40
    for words in ("must follow", "montar", "makes", "takes", "more trick", "potential", "cannot play"):
        assert words in texts, words


@pytest.mark.parametrize("template", TEMPLATES, ids=lambda t: t.text[:50])
def test_every_template_is_said_right_with_singular_and_plural_values(template):
    """Each template, for every kind of subject (you, a player, a team; named before or not) and numbers 0, 1, 2,
    2.5 and 1.0: every field filled, no slip of grammar, one of a thing is singular and more are plural, and
    each Spanish duty name glossed once."""
    subjects = SUBJECTS if template.has_subject else [None]
    for who in subjects:
        for mentioned in (False, True) if who is not None else (False,):
            for number in NUMBERS if template.counted else [2]:
                text = _said(template, who, number, mentioned)
                where = f"{template.text!r} said of {who} with {number}: {text!r}"
                assert "{" not in text and "}" not in text, where
                assert not text_problems(text), f"{where}: {text_problems(text)}"
                for word in GLOSSES:
                    if "{" + word + "}" in template.text:
                        assert text.count(f"{word} ({GLOSSES[word]})") == 1, where


def test_a_template_needs_its_subject_and_its_values():
    with pytest.raises(KeyError, match="who"):
        Template("{who} {has} no {suit}").say(suit="♣")
    with pytest.raises(KeyError, match="suit"):
        Template("{who} {has} no {suit}").say(YOU)


# -- the parts, on their own ----------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("number", "noun", "said"),
    [
        (0, "point", "0 points"),
        (1, "point", "1 point"),
        (2, "point", "2 points"),
        (1.0, "trick", "1 trick"),
        (0.5, "trick", "0.5 tricks"),
        (6.8, "point", "6.8 points"),
        (1, "more trick", "1 more trick"),
        (3, "more trick", "3 more tricks"),
        (1, "card point", "1 card point"),
        (2, "guarded rey", "2 guarded reyes"),
        (2, "match", "2 matches"),
    ],
)
def test_count_says_one_in_the_singular_and_more_in_the_plural(number, noun, said):
    assert count(number, noun) == said


def test_verbs_agree_with_their_subject():
    said = Template("{who} {has} no ♣, so {who} must trump; {who} {makes} {n:point}")
    assert said.say(YOU, n=1) == "you have no ♣, so you must trump; you make 1 point"
    assert said.say(seat("South"), n=2) == "South has no ♣, so he must trump; he makes 2 points"
    assert (
        said.say(team("North–South"), n=0) == "North–South have no ♣, so they must trump; they make 0 points"
    )
    assert said.say(PLAYER, mentioned=True, n=1) == "he has no ♣, so he must trump; he makes 1 point"


def test_every_verb_has_its_own_form_after_you_and_they():
    irregular = {"has": "have", "is": "are", "was": "were"}
    for verb in VERBS:
        base = base_form(verb)
        assert base != verb and (irregular.get(verb) == base or verb.startswith(base)), (verb, base)
        assert YOU.verb(verb) == team("they").verb(verb) == base and seat("South").verb(verb) == verb


def test_a_spanish_duty_is_glossed_the_first_time_only():
    said = Template("{asistir} and {montar}: it follows copas; {montar} lapses").say()
    assert said == "asistir (follow suit) and montar (play higher): it follows copas; montar lapses"


def test_plural_and_sentence_and_join():
    assert plural("potential trump") == "potential trumps"
    assert sentence("answer: 25. ace 11") == "Answer: 25. ace 11."
    assert join(["A♠", "K♠", "Q♠"]) == "A♠, K♠ and Q♠"
    assert (
        join(["take the picture, give back A♠", "decline"], "or")
        == "take the picture, give back A♠; or decline"
    )


def test_a_reason_said_of_him_is_said_to_you():
    assert second_person("cannot play 7♦: he has no ♣, so he must trump (he holds 9♥)") == (
        "cannot play 7♦: you have no ♣, so you must trump (you hold 9♥)"
    )
    assert second_person("He follows his partner") == "You follow your partner"


def test_a_role_said_in_brackets_keeps_its_japanese_gloss_without_a_bracket_inside_a_bracket():
    """Piquet's roles are glossed in Japanese (エルダー（先手）); said after a seat, in brackets, the gloss is
    joined to them (北（エルダー・先手）), whichever sentence says it: a deal's description, a refusal; and a
    sentence that names a role twice glosses it the first time only."""
    import random

    from tutor.cards import FRENCH_32
    from tutor.errors import IllegalAction
    from tutor.games import piquet
    from tutor.i18n import speaking

    rng = random.Random(27)
    said = []
    with speaking("ja"):
        for seed in range(4):
            state = piquet.start(seed)
            while not state.is_terminal:
                said.append(state.describe())
                absent = next(c for c in FRENCH_32.cards if c not in state.hands[state.to_act])
                with pytest.raises(IllegalAction) as refused:
                    state.apply(str(absent))
                said.append(str(refused.value))
                state = state.apply(rng.choice(state.legal_actions()))
    for role in ("（エルダー・先手）", "（ヤンガー・後手）"):
        assert any(role in text for text in said), role
    assert not [text for text in said if re.search(r"（[^（）]*（", text)]
    # glossed once in a sentence: a description names the elder twice, the second time without its gloss
    assert any(text.count("エルダー") > 1 for text in said)
    assert not [text for text in said if text.count("先手") > 1 or text.count("後手") > 1]


@pytest.mark.parametrize(("code", "mark"), [("en", "."), ("ja", "."), ("es", ",")])
def test_a_decimal_is_written_with_the_mark_of_the_language_spoken(code, mark):
    from tutor.i18n import speaking

    with speaking(code):
        assert decimal(104.83) == f"104{mark}8" and decimal(0.5, 2) == f"0{mark}50"
        assert decimal(2.04, short=True) == "2" and decimal(-0.01) == f"0{mark}0"
        assert count(6.8, "point").startswith(f"6{mark}8")
        assert (
            Template("mean {mean:.1f}, sd {sd}").say(mean=104.83, sd=6.5) == f"mean 104{mark}8, sd 6{mark}5"
        )


def test_a_spanish_sentence_with_a_decimal_holds_a_comma():
    """A learner's sentences with decimals, in Spanish: a sampled hint's costs and a simulated bid's mean."""
    from tutor.analysis import SampledCost, sampled_reason
    from tutor.games import piquet, subastao
    from tutor.i18n import speaking

    state = piquet.start(1)
    action = state.legal_actions()[0]
    with speaking("es"):
        hint = sampled_reason(state, action, SampledCost(action, 0.4, 8, 0.0, 0.9, 6))
        simulated = str(subastao.simulate(subastao.start(3).hands[0], "oros", deals=20, seed=1))
    assert "0,4" in hint and "0,9" in hint and not re.search(r"\d\.\d", hint), hint
    assert re.search(r"\d,\d", simulated) and not re.search(r"\d\.\d", simulated), simulated


# -- the engine's sentences, as a deal meets them ---------------------------------------------------------------


def _deal_texts(name: str, seeds: range) -> list[tuple[int, str]]:
    """What random deals of a game say, with the seed of each: at every state, every action refused (the
    IllegalAction sentence), every card's explain_play, the bot's hint, the description, the first legal actions
    and the outcome."""
    import random

    from tutor import games
    from tutor.errors import IllegalAction

    game = games.get(name)
    said = []
    for seed in seeds:
        rng = random.Random(seed)
        state = game.start(seed)
        while not state.is_terminal:
            texts = [state.describe(), game.Bot(seed=seed).hint(state)[1]]
            hand = state.hands[state.to_act] if state.to_act is not None else None
            if hand is not None and state.trick is not None and state.phase.name == "PLAY":
                for card in hand:
                    texts.append(
                        game.explain_play(hand, state.trick.cards, card, trump=state.trump, rules=state.rules)
                    )
                    try:
                        state.apply(game.Play(card))
                    except IllegalAction as refused:
                        texts.append(str(refused))
            for action in state.legal_actions()[:3]:
                texts.append(str(action))
            said += [(seed, text) for text in texts]
            state = state.apply(rng.choice(state.legal_actions()))
        said.append((seed, str(state.outcome())))
    return said


@pytest.mark.parametrize("name", ["satat", "saskop", "piquet", "subastao"])
def test_the_engines_refusals_and_reasons_read_right_through_random_deals(name):
    """Random deals of each game: at every state, every action refused (the IllegalAction sentence), every card's
    explain_play, the bot's hint and the description read without a slip of grammar (tests.helpers.SLIPS)."""
    problems = [
        f"{name} deal {seed}: {p} in {t!r}"
        for seed, t in _deal_texts(name, range(6))
        for p in text_problems(t)
    ]
    assert not problems, "\n".join(sorted(set(problems))[:40])


@pytest.mark.parametrize("name", ["satat", "saskop", "piquet", "subastao"])
def test_the_engines_spanish_sentences_write_decimals_with_a_comma(name):
    """The sentences of random deals, in Spanish: no decimal written with a point (104,8, never 104.8)."""
    from tutor.i18n import speaking

    with speaking("es"):
        said = _deal_texts(name, range(3))
    pointed = [f"deal {seed}: {text!r}" for seed, text in said if re.search(r"\d\.\d", text)]
    assert not pointed, "\n".join(sorted(set(pointed))[:20])
