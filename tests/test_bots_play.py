"""The bots' principles of card play, each in a real position: the bot plays the card the principle names, the
exact solver (every hand known) finds that card best there, and the card the principle rules out costs.

The positions come from deals the bots played (``benchmarks/bench_play.py`` measures how often the bots play a
best card); each is rebuilt from its seed and its actions, so it does not move when the bots change. Beside
them: what every bot counts never rules out a card its seat holds, and a bot plays the same card from its own
seat's view as from the full state (it does not look at the hidden hands).
"""

from __future__ import annotations

import os
import random
import subprocess
import sys

import pytest

from tutor import analysis, games
from tutor.cards import Card
from tutor.games import piquet, saskop, satat, subastao
from tutor.games._counting import count


def position(module, seed: int, actions: str, **given):
    """The state after ``actions`` (printed actions, separated by commas or, for an action that holds a comma,
    by semicolons) from ``start(seed, **given)``."""
    return module.replay(seed, actions.split("; " if ";" in actions else ", "), **given)


def deck_of(state):
    return getattr(state.rules, "deck", None) or games.of(state).DECK


def parse(state, text: str) -> Card:
    return Card.parse(text, deck_of(state).family)


def card(state, bot) -> Card:
    return bot.choose(state).card


def cost(state, text: str) -> int:
    """What playing the card ``text`` costs the seat to act, every hand known."""
    found = analysis.costs(state)
    return min(c.loss for action, c in found.items() if action.card is parse(state, text))


# -- Satat ---------------------------------------------------------------------------------------------------
def test_satat_bot_leads_the_two_of_hearts_before_the_deal_stops_at_seven():
    # tricks 6-3: North, on the maker's side, holds 2♥ K♦ Q♦ 5♣; four tricks left, and seven ends the deal
    s = position(
        satat,
        18,
        "trumps ♠, A♠, 2♠, 3♠, 7♠, A♥, 6♥, 3♥, 5♥, 4♦, 3♦, 6♦, 7♦, A♦, 8♦, 5♦, 9♦, 4♣, 3♣, A♣, 2♣, 7♥, K♥, "
        "10♥, 8♥, K♠, 10♠, 4♠, 6♠, Q♠, 2♦, J♠, 8♠, 6♣, 10♣, K♣, 7♣",
        dealer=1,
    )
    assert s.tricks_won == (6, 3) and s.to_act == 2 and not s.trick.cards
    assert card(s, satat.Bot(seed=1)) == parse(s, "2H")
    assert cost(s, "2H") == 0
    assert cost(s, "KD") == cost(s, "5C") == 1  # keeping it back loses a trick


def test_satat_bot_takes_an_opponents_trick_with_the_two_of_hearts():
    # East-West win the trick with the Q♦ (trumps); South, last, holds no better diamond than the 10♦
    s = position(
        satat,
        57,
        "trumps ♦, 3♣, 4♣, Q♣, A♣, A♦, 2♦, 3♦, 5♦, 2♣, 8♣, K♣, 8♦, 3♠, 7♠, J♠, A♠, K♦, J♦, 7♦, 4♦, A♥, 7♥, 4♥, "
        "3♥, K♥, 10♥, 6♥, 6♦, Q♦, 7♣, 8♠",
        dealer=0,
    )
    assert s.to_act == 0 and len(s.trick.cards) == 3
    assert card(s, satat.Bot(seed=1)) == parse(s, "2H")
    assert cost(s, "2H") == 0 and cost(s, "TD") == 1


def test_satat_defender_draws_trumps_with_a_master_trump():
    # South defends (East made ♠ trumps) and holds Q♠, the best trump left: the low diamond gives away four tricks
    s = position(
        satat,
        36,
        "trumps ♠, A♥, 3♥, 6♥, 4♥, 3♣, A♣, 2♣, 6♣, A♦, 4♦, 2♦, Q♦, 3♦, 7♦, 10♦, 7♠, K♣, 2♠, 4♣, 8♣, 5♦, K♠, "
        "6♦, 7♣, A♠, 3♠, 10♠, 6♠, K♥, 9♥, 5♥, Q♥, Q♣, 9♣, 10♣, 8♠",
        dealer=2,
    )
    assert s.to_act == 0 and s.maker % 2 != 0 and not s.trick.cards
    assert card(s, satat.Bot(seed=1)) == parse(s, "QS")
    assert cost(s, "QS") == 0 and cost(s, "8D") == 4


def test_satat_bot_draws_trumps_when_it_holds_as_many_as_the_other_hands():
    # tricks 0-5: West, on the maker's side, holds J♠ 10♠ 5♠ 3♠ and the other hands three trumps (the Q♠ among
    # them): lesson 21's "Draw the trumps"; a low diamond lets North-South take tricks with their trumps
    s = position(
        satat,
        2,
        "trumps ♠, A♠, 4♠, 2♠, 6♠, 4♥, 7♥, K♥, 3♥, A♥, 5♥, 9♥, 8♥, A♣, 8♣, 3♣, 2♣, 5♣, K♠, 2♥, 10♣",
        dealer=0,
    )
    assert s.tricks_won == (0, 5) and s.to_act == 1 and s.maker % 2 == 1 and not s.trick.cards
    assert card(s, satat.Bot(seed=1)) == parse(s, "3S")
    assert cost(s, "3S") == 0 and cost(s, "5D") == 16  # 7-3 instead of 7-0


def test_satat_bot_makes_sure_of_its_partners_trick_with_the_two_of_hearts():
    # tricks 0-5: East led the 7♥ and South followed with the 6♥; North, still to play, may beat it. West holds
    # only lower hearts and the 2♥: the 2♥ makes the trick safe, a low heart lets North take it
    s = position(
        satat,
        81,
        "trumps ♦, 4♣, A♣, 5♣, 3♣, A♦, 2♦, 10♦, 3♦, 4♠, 2♠, A♠, 5♠, K♦, 4♦, 7♦, 5♦, Q♦, 8♦, 2♣, 6♦, 7♥, 6♥",
        dealer=3,
    )
    assert s.tricks_won == (0, 5) and s.to_act == 1 and len(s.trick.cards) == 2
    assert card(s, satat.Bot(seed=1)) == parse(s, "2H")
    assert cost(s, "2H") == 0 and cost(s, "3H") == 14


# -- Saskop -------------------------------------------------------------------------------------------------
def test_saskop_bot_smears_the_ace_on_its_partners_winning_trick():
    # East's K♣ (a trump) wins and only North's trumps could beat it: West has no trump, and adds his A♣
    s = position(
        saskop,
        28,
        "show J♠; take the picture, give back 7♣; pass; bid 5; bid 6; pass; pass; name ♠; decline; decline; "
        "diamonds!; A♠; 7♦; 6♠; 10♠; 6♣; 10♦; A♦; 7♣; 6♦; 8♦; K♦; J♥; A♥; 7♥; 8♥; J♠; K♣; 9♦",
    )
    assert s.to_act == 1 and [str(c) for c in s.trick.cards] == ["KC", "9D"]
    assert card(s, saskop.Bot(seed=1)) == parse(s, "AC")
    assert cost(s, "AC") == 0 and cost(s, "8C") == 10  # the ace kept back falls to the other side later


def test_saskop_bot_last_to_play_wins_with_its_trump_ten_not_a_smaller_trump():
    # every picture beats the trump ten: last to a trick North takes anyway, he brings its ten points home
    s = position(
        saskop,
        41,
        "pass, bid 5, bid 6, pass, pass, name ♦, 6♠, 8♠, A♦, 7♠, 6♣, J♠, 8♣, A♣, 6♦, 9♦, K♦, 7♦, A♥, 7♥, 6♥",
    )
    assert s.to_act == 2 and len(s.trick.cards) == 3
    assert card(s, saskop.Bot(seed=1)) == parse(s, "TD")
    assert cost(s, "TD") == 0 and cost(s, "8D") == 3


# -- Subastao ------------------------------------------------------------------------------------------------
def test_subastao_defender_makes_the_soloist_ruff_a_suit_he_has_shown_void_in():
    s = position(
        subastao,
        98,
        "bid 95, pass, pass, trumps copas, 5C, 4C, 6C, AB, 6B, 3B, 4E, AE, 6E, sing copas, 7C, 4O, AC, 3E, SE, RE, "
        "4B, SC, 5B, CC, 5O, 3C",
    )
    soloist = s.soloist
    assert s.to_act != soloist and not s.trick.cards
    played = [
        c for t in s.tricks for seat, c in t.plays if seat == soloist and t.cards[0].suit.name == "BASTOS"
    ]
    assert any(c.suit.name != "BASTOS" for c in played)  # he did not follow bastos: he has none
    assert card(s, subastao.Bot(seed=1)) == parse(s, "RB")
    assert cost(s, "RB") == 0 and cost(s, "7O") == 22  # the cheapest card, an oro, gives 22 points away


def test_subastao_bot_last_to_play_takes_the_trick_with_its_richest_card():
    # the soloist (North) is last to a trick he takes with any of his bastos (trumps): the rey's 4 points come home
    s = position(
        subastao,
        12,
        "bid 60, bid 75, pass, trumps bastos, AE, 4E, 7E, sing bastos, 3E, 5E, SE, 5O, 3O, AO, AC, 5C, 3C, 4C, 4B, "
        "6C, RO, 4O, 7O, 6O, 7B, CO, 7C, CC",
    )
    assert s.to_act == s.soloist and len(s.trick.cards) == 2
    assert card(s, subastao.Bot(seed=1)) == parse(s, "RB")
    assert cost(s, "RB") == 0 and cost(s, "5B") == 4  # the smallest trump keeps the rey, which is lost later


def test_subastao_defender_overtakes_his_partner_with_a_card_that_holds():
    # North led the 5 de oros (trumps); South must beat it and holds the as, 7 and 6 de oros: only the as holds
    s = position(
        subastao,
        25,
        "bid 85, pass, pass, trumps oros, AC, 6C, 5C, sing oros, AE, 4E, 6E, 4C, CC, 3C, 3E, 7E, 5E, 5B, 6B, AB, 4B, "
        "7B, 3B, RC, 7C, SC, RE, 4O, CE, 5O",
    )
    assert s.to_act == 0 and s.soloist != 0 and len(s.trick.cards) == 1
    assert card(s, subastao.Bot(seed=1)) == parse(s, "AO")
    assert cost(s, "AO") == 0 and cost(s, "6O") == 18


# -- Piquet --------------------------------------------------------------------------------------------------
def test_piquet_bot_leads_a_suit_the_opponent_has_shown_void_in():
    s = position(
        piquet,
        2,
        "discard 7♠, discard 8♠, discard 9♥, discard Q♥, discard 8♦, take in, discard 7♣, discard 10♠, discard Q♦, "
        'take in, call point of five (49) in ♣: K♣ Q♣ J♣ 10♣ 9♣, answer "making?", call quint to the king in ♣, '
        'call trio of jacks: J♥ J♦ J♣, answer "not good", play A♦, play K♦, play 9♣, play A♣, play A♥, play J♥, '
        "play A♠, play 9♠, play K♥, play 7♦, play K♠, play 10♣, play 10♥, play 9♦, play Q♠, play J♣, play 8♥, "
        "play 10♦",
    )
    assert s.to_act == 1 and not s.trick.cards
    assert card(s, piquet.Bot(seed=1)) == parse(s, "JS")
    assert cost(s, "JS") == 0 and cost(s, "8C") == 4


def test_piquet_bot_void_in_the_suit_led_throws_from_its_longest_suit():
    s = position(
        piquet,
        32,
        "discard 7♦, discard J♠, discard 10♣, discard K♦, discard J♣, take in, discard 8♥, discard 8♣, discard 9♦, "
        'take in, call point of six (56) in ♥: K♥ Q♥ J♥ 10♥ 9♥ 7♥, answer "making?", answer "not good", '
        'call quint to the king in ♥, call trio of queens: Q♥ Q♦ Q♣, answer "not good", play 7♥, play A♥, '
        "play A♠, play 7♠, play K♠, play 9♥, play Q♠, play 10♥, play 10♠, play 8♦, play A♣, play 7♣, play 9♠",
    )
    assert s.to_act == 1 and s.trick.cards == (Card.parse("9S"),)
    assert card(s, piquet.Bot(seed=1)).suit.name == "HEARTS"  # K♥ Q♥ J♥: his longest suit
    assert cost(s, "JH") == 0 and cost(s, "JD") == 32  # the lowest card of a short suit unguards it


# -- what every bot counts -----------------------------------------------------------------------------------
def _chain(state):
    module = games.of(state)
    name = module.__name__.rpartition(".")[2]
    if name == "satat":
        return satat.rules.DUTIES, satat.rules.ordering(state.trump)
    if name == "saskop":
        return saskop.rules.duty_chain(state.rules), saskop.rules.ordering(state.trump, state.rules)
    if name == "piquet":
        return piquet.rules.DUTIES, piquet.rules.ordering()
    return subastao.rules.duty_chain(state.rules.strict_montar), subastao.rules.ordering(state.trump)


@pytest.mark.parametrize("name", ["satat", "saskop", "piquet", "subastao"])
def test_counting_never_rules_out_a_card_the_seat_holds(name):
    module = games.get(name)
    for seed in range(6):
        state = module.start(seed)
        bots = [module.RandomBot(seed * 10 + seat) for seat in range(len(state.hands))]
        checked = 0
        while not state.is_terminal:
            if state.phase.name == "PLAY" and (state.trump is not None or name == "piquet"):
                chain, order = _chain(state)
                tricks = [*state.tricks, state.trick] if state.trick is not None else list(state.tricks)
                pack = sum(c.bit for c in deck_of(state).cards)
                counted = count(tricks, chain, order, seats=len(state.hands), pack=pack, seen=0)
                for seat, hand in enumerate(state.hands):
                    assert not counted.lacks[seat] & hand.mask, (name, seed, seat)
                checked += 1
            state = state.apply(bots[state.to_act].choose(state))
        assert checked


@pytest.mark.parametrize("name", ["satat", "saskop", "subastao"])
def test_a_bot_plays_from_its_own_seats_view(name):
    module = games.get(name)
    rng = random.Random(name)
    for seed in range(4):
        state = module.start(seed)
        while not state.is_terminal:
            seat = state.to_act
            from_view = module.Bot(seed=seed).choose(state.view(seat))
            assert module.Bot(seed=seed).choose(state) == from_view, (name, seed, state.describe())
            state = state.apply(rng.choice(state.legal_actions()) if rng.random() < 0.3 else from_view)


# -- the same play in every process --------------------------------------------------------------------------
PLAYS = """
import tests.whist  # the fifth game registers itself in this process too
from tutor import analysis, games
for name in games.GAMES:
    module = games.get(name)
    for seed in (0,):
        start = module.start(seed)
        seats = range(len(start.hands))
        end = module.play_out(start, [module.Bot(seed=seed * 10 + seat) for seat in seats])
        print(name, seed, [str(action) for action in end.history])
    start = module.start(7)
    end = module.play_out(start, [analysis.table_bot(name, seed=seat) for seat in range(len(start.hands))])
    print(name, "table", [str(action) for action in end.history])
"""


def test_bots_play_the_same_cards_whatever_the_hash_seed():
    runs = []
    for hash_seed in ("0", "1"):
        env = {**os.environ, "PYTHONHASHSEED": hash_seed}
        done = subprocess.run(
            [sys.executable, "-c", PLAYS], env=env, capture_output=True, text=True, check=True
        )
        runs.append(done.stdout)
    assert runs[0] == runs[1]
    assert runs[0].count("\n") == 2 * len(games.GAMES)
