"""A deal of Saskop as a state: picture giving, the auction, naming, the diamond override, play, scoring,
signals, views, text actions, and golden deals worked out by hand."""

from __future__ import annotations

import dataclasses

import pytest

from tutor.cards import Card, CardSet, Suit
from tutor.errors import IllegalAction, NotationError, Rule
from tutor.games import saskop as sk
from tutor.games.saskop import (
    Bid,
    Decline,
    DiamondOverride,
    Game,
    NameTrump,
    Pass,
    Phase,
    Play,
    SaskopRules,
    ShowPicture,
    Signal,
    TakePicture,
)

H, S, D, C = Suit.HEARTS, Suit.SPADES, Suit.DIAMONDS, Suit.CLUBS
SOUTH, WEST, NORTH, EAST = range(4)
DEFAULT = SaskopRules()

# Golden hands: South all kings and queens and the 6♥, West the jacks and the other hearts,
# North the spades and A 10 9 of clubs, East the small clubs and the diamonds. Nobody holds exactly one
# picture, so there is no picture giving.
HANDS = (
    "6H KC KS KH KD QC QS QH QD",
    "JC JS JH JD AH TH 9H 8H 7H",
    "AS TS 9S 8S 7S 6S AC TC 9C",
    "8C 7C 6C AD TD 9D 8D 7D 6D",
)

# Hearts trumps: South leads trumps from the top; nobody can beat him. 120 to North-South, all 9 tricks.
HEARTS_PLAY = (
    "6H 7H 6S 6C",
    "KC 8H 7S 7C",
    "KS 9H 8S 8C",
    "KH TH 9S 6D",
    "KD AH TS 7D",
    "QC JD AS 8D",
    "QS JH AC 9D",
    "QH JS TC TD",
    "QD JC 9C AD",
)

# Diamonds trumps (6♦ top): East ruffs the first trick, leads the 6♦ and the A♦, then South takes the rest.
# Card points by trick: EW 11, EW 5, NS 17, NS 6, NS 16, NS 25, NS 14, NS 13, NS 13 -> NS 104, EW 16.
DIAMONDS_PLAY = (
    "6H AH 6S 7D",
    "6D QD JD 7S",
    "AD KC JC 8S",
    "KS JS 9S 8D",
    "KH JH TS 9D",
    "KD 7H AS TD",
    "QC 8H AC 6C",
    "QS 9H TC 7C",
    "QH TH 9C 8C",
)


def plays(tricks: tuple[str, ...]) -> list[str]:
    return [card for trick in tricks for card in trick.split()]


def deal(rules: SaskopRules = DEFAULT, hands=HANDS, dealer: int = EAST) -> sk.State:
    return sk.start(0, rules=rules, dealer=dealer, hands=hands)


def run(state: sk.State, actions) -> sk.State:
    for action in actions:
        state = state.apply(action)
    return state


# -- golden deals (results worked out by hand above) ----------------------------------------------------
def test_saskop_golden_hearts_all_nine_tricks_win_the_game():
    state = run(deal(), ["bid 9", "pass", "pass", "pass", "hearts", "decline", "decline", "decline"])
    assert (state.phase, state.trump, state.caller, state.to_act) == (Phase.PLAY, H, SOUTH, SOUTH)
    state = run(state, plays(HEARTS_PLAY))
    outcome = state.outcome()
    assert (outcome.points, outcome.tricks) == ((120, 0), (9, 0))
    assert (outcome.score.team, outcome.score.wins_game) == (0, True)
    assert str(outcome).startswith("♥ called by South (bid 9); North-South 120, East-West 0")


def test_saskop_golden_hearts_all_tricks_karvane_scores_six():
    rules = SaskopRules(all_tricks_wins_game=False)
    state = run(deal(rules), ["bid 9", "pass", "pass", "pass", "hearts", "decline", "decline", "decline"])
    score = run(state, plays(HEARTS_PLAY)).outcome().score
    assert (score.team, score.points, score.wins_game) == (0, 6, False)


def test_saskop_golden_all_pass_diamonds_uncalled_scores_one():
    state = run(deal(), ["pass"] * 4)
    assert (state.phase, state.trump, state.caller, state.called) == (Phase.PLAY, D, None, False)
    assert state.to_act == SOUTH  # dealer's left leads
    state = run(state, plays(DIAMONDS_PLAY))
    outcome = state.outcome()
    assert (outcome.points, outcome.tricks) == ((104, 16), (7, 2))
    assert (outcome.score.team, outcome.score.points) == (0, 1)
    assert [state.tricks[i].winner(state.ordering()) for i in (0, 1, 2)] == [EAST, EAST, SOUTH]


def test_saskop_golden_override_defenders_91_with_diamonds_score_eight():
    state = run(deal(), ["bid 9", "pass", "pass", "pass", "hearts", "decline", "decline", "diamonds!"])
    assert (state.phase, state.trump, state.caller) == (Phase.PLAY, D, EAST)
    assert state.to_act == SOUTH  # still dealer's left, not the caller
    outcome = run(state, plays(DIAMONDS_PLAY)).outcome()
    assert (outcome.caller_team, outcome.score.team, outcome.score.points) == (1, 0, 8)
    assert "defenders made 104, diamonds" in str(outcome)


def test_saskop_golden_replay_from_seed_and_actions():
    actions = [
        "bid 9",
        "pass",
        "pass",
        "pass",
        "hearts",
        "decline",
        "decline",
        "decline",
        *plays(HEARTS_PLAY),
    ]
    final = sk.replay(0, actions, dealer=EAST, hands=HANDS)
    assert final.outcome().score.wins_game
    assert [str(a) for a in final.history[:5]] == ["bid 9", "pass", "pass", "pass", "trumps ♥"]


# -- dealing -------------------------------------------------------------------------------------------
def test_saskop_deal_nine_each_reproducible():
    a, b = sk.start(42), sk.start(42)
    assert a == b
    assert [len(h) for h in a.hands] == [9, 9, 9, 9]
    assert sum(h.mask for h in a.hands) == sk.DECK.cardset.mask
    assert sk.start(43).hands != a.hands
    assert 4 <= a.cut <= 32


def test_saskop_given_hands_must_make_the_pack():
    with pytest.raises(ValueError, match="names 7♦ twice"):
        sk.start(0, hands=(*HANDS[:3], "8C 7C 6C AD TD 9D 8D 7D 7D"))
    with pytest.raises(ValueError, match="6♥ is given in two hands"):
        sk.start(0, hands=(*HANDS[:3], "8C 7C 6C AD TD 9D 8D 7D 6H"))
    with pytest.raises(ValueError, match="holds 8 cards: a hand of Saskop has 9"):
        sk.start(0, hands=(*HANDS[:3], "8C 7C 6C AD TD 9D 8D 7D"))


def test_saskop_first_to_act_is_dealers_left():
    rules = SaskopRules(picture_giving=False)
    for dealer in range(4):
        assert sk.start(1, dealer=dealer, rules=rules).to_act == (dealer + 1) % 4


# -- the auction -----------------------------------------------------------------------------------------
def test_saskop_bid_must_exceed_the_last():
    state = deal().apply("bid 6")
    with pytest.raises(IllegalAction) as err:
        state.apply(Bid(6))
    assert err.value.rule is Rule.BID_TOO_LOW and "must exceed 6" in str(err.value)


def test_saskop_bid_needs_potential_trumps():
    state = run(deal(), ["pass", "pass"])  # South and West pass
    assert state.legal_actions() == (Bid(5), Bid(6), Pass())  # North: no picture, 6 spades
    state = state.apply("bid 6")
    assert state.legal_actions() == (Pass(),)  # East: no picture, 6 diamonds: 7 is out of reach
    state = deal(dealer=SOUTH)  # West first: may bid up to 9
    assert state.legal_actions() == (Bid(5), Bid(6), Bid(7), Bid(8), Bid(9), Pass())
    state = state.apply("pass").apply("bid 6")
    assert state.to_act == EAST
    with pytest.raises(IllegalAction) as err:
        state.apply("bid 7")
    assert err.value.rule is Rule.NOT_ENOUGH_TRUMPS
    assert "holds at most 6 potential trumps" in str(err.value)


def test_saskop_bid_outside_five_to_nine_is_refused():
    with pytest.raises(IllegalAction) as err:
        deal().apply(Bid(10))
    assert err.value.rule is Rule.BID_NOT_ALLOWED


def test_saskop_pass_is_final():
    state = run(deal(), ["pass", "bid 5", "pass"])  # South passes; West bids; North passes
    assert state.to_act == EAST
    state = state.apply("pass")  # East: three passed, West wins with 5
    assert (state.phase, state.to_act, state.bid) == (Phase.NAMING, WEST, 5)


def test_saskop_passed_player_is_skipped():
    state = run(deal(dealer=SOUTH), ["bid 5", "pass", "bid 6"])  # West 5, North passes, East 6
    assert state.to_act == SOUTH
    state = run(state, ["pass", "bid 7"])  # South passes, West 7: North has passed, so East is next
    assert state.to_act == EAST


def test_saskop_after_a_nine_only_passes_remain():
    state = deal().apply("bid 9")
    assert state.legal_actions() == (Pass(),)


def test_saskop_fourth_player_may_bid_after_three_passes():
    state = run(deal(dealer=SOUTH), ["pass", "pass", "pass"])
    assert (state.phase, state.to_act) == (Phase.AUCTION, SOUTH)
    state = state.apply("bid 5")
    assert (state.phase, state.to_act) == (Phase.NAMING, SOUTH)


def test_saskop_winner_names_a_suit_with_enough_potential_trumps():
    state = run(deal(dealer=SOUTH), ["bid 6", "pass", "pass", "pass"])  # West: 9 hearts, 4 elsewhere
    assert state.legal_actions() == (NameTrump(H),)
    with pytest.raises(IllegalAction) as err:
        state.apply("spades")
    assert err.value.rule is Rule.NOT_ENOUGH_TRUMPS and "holds 4 potential trumps there" in str(err.value)


# -- the diamond override --------------------------------------------------------------------------------
def test_saskop_override_offered_from_dealers_left_skipping_the_caller():
    state = run(deal(), ["pass", "bid 5", "pass", "pass", "hearts"])  # West calls hearts
    assert state.phase is Phase.OVERRIDE
    seen = []
    while state.phase is Phase.OVERRIDE:
        seen.append(state.to_act)
        assert state.legal_actions() == (DiamondOverride(), Decline())
        state = state.apply("decline")
    assert seen == [SOUTH, NORTH, EAST]
    assert (state.trump, state.caller) == (H, WEST)


def test_saskop_first_overrider_becomes_the_caller():
    state = run(deal(), ["pass", "bid 5", "pass", "pass", "hearts", "decline", "diamonds!"])
    assert (state.phase, state.trump, state.caller, state.to_act) == (Phase.PLAY, D, NORTH, SOUTH)


def test_saskop_caller_may_override_option():
    rules = SaskopRules(caller_may_override=True)
    state = run(deal(rules), ["bid 5", "pass", "pass", "pass", "hearts"])
    assert state.to_act == SOUTH  # the caller is asked too


def test_saskop_naming_diamonds_skips_the_override():
    hands = (HANDS[0], "JC JS JH JD AD TD 9D 8D 7D", HANDS[2], "8C 7C 6C AH TH 9H 8H 7H 6D")
    state = run(deal(hands=hands), ["bid 5", "bid 9", "pass", "pass", "pass"])
    assert state.legal_actions() == (NameTrump(D),)
    state = state.apply("diamonds")
    assert (state.phase, state.trump, state.caller, state.to_act) == (Phase.PLAY, D, WEST, SOUTH)


def test_saskop_estonian_diamonds_called_in_turn():
    rules = SaskopRules(diamonds_in_turn=True)
    state = run(deal(rules), ["bid 5"])
    assert DiamondOverride() in state.legal_actions()
    state = state.apply("diamonds!")
    assert (state.phase, state.trump, state.caller, state.bid) == (Phase.PLAY, D, WEST, 5)
    # with that option there is no override round after naming
    state = run(deal(rules), ["bid 9", "pass", "pass", "pass", "hearts"])
    assert (state.phase, state.trump) == (Phase.PLAY, H)
    # and without it, diamonds cannot be called in one's bidding turn
    with pytest.raises(IllegalAction):
        deal().apply("diamonds!")


# -- picture giving --------------------------------------------------------------------------------------
# North holds exactly one picture (Q♦), South gives back the 9♣.
PICTURE_HANDS = (
    "6H KC KS KH KD QC QS QH 9C",
    HANDS[1],
    "AS TS 9S 8S 7S 6S AC TC QD",
    HANDS[3],
)


def test_saskop_player_with_exactly_one_picture_may_show_it():
    state = deal(hands=PICTURE_HANDS)
    assert (state.phase, state.to_act) == (Phase.PICTURES, NORTH)
    assert state.legal_actions() == (ShowPicture(Card.parse("QD")), Decline())
    state = state.apply("show")
    assert (state.to_act, state.shown) == (SOUTH, Card.parse("QD"))
    gives = [a.give for a in state.legal_actions() if isinstance(a, TakePicture)]
    assert len(gives) == 9 and Decline() in state.legal_actions()
    state = state.apply("take 9C")
    assert state.hands[NORTH] == CardSet.parse(HANDS[2])
    assert state.hands[SOUTH] == CardSet.parse(HANDS[0])
    assert (state.phase, state.to_act) == (Phase.AUCTION, SOUTH)


def test_saskop_picture_returned_face_down_is_hidden_from_opponents():
    state = run(deal(hands=PICTURE_HANDS), ["show", "take 9C"])
    assert state.view(WEST).history == (ShowPicture(Card.parse("QD")), TakePicture(None))
    assert state.view(NORTH).history[-1] == TakePicture(Card.parse("9C"))
    assert str(state.view(EAST).history[-1]) == "take the picture, give back a card face down"


def test_saskop_partner_may_refuse_the_picture():
    state = run(deal(hands=PICTURE_HANDS), ["show", "decline"])
    assert state.hands[NORTH] == CardSet.parse(PICTURE_HANDS[2])
    assert state.phase is Phase.AUCTION


def test_saskop_estonian_returned_card_may_not_be_a_picture():
    rules = SaskopRules(return_may_be_picture=False)
    state = run(deal(rules, hands=PICTURE_HANDS), ["show"])
    gives = {a.give for a in state.legal_actions() if isinstance(a, TakePicture)}
    assert gives == {Card.parse("6H"), Card.parse("9C")}
    with pytest.raises(IllegalAction) as err:
        state.apply("take KC")
    assert err.value.rule is Rule.EXCHANGE_RULE and "may not be a picture" in str(err.value)


def test_saskop_only_the_single_picture_may_be_shown():
    state = deal(hands=PICTURE_HANDS)
    with pytest.raises(IllegalAction) as err:
        state.apply(ShowPicture(Card.parse("TC")))
    assert err.value.rule is Rule.EXCHANGE_RULE


def test_saskop_picture_giving_can_be_switched_off():
    state = deal(SaskopRules(picture_giving=False), hands=PICTURE_HANDS)
    assert state.phase is Phase.AUCTION


# -- play ----------------------------------------------------------------------------------------------
def diamonds_deal() -> sk.State:
    return run(deal(), ["pass"] * 4)


def test_saskop_illegal_card_says_why():
    state = run(diamonds_deal(), ["6H"])  # West holds hearts: must follow and beat
    with pytest.raises(IllegalAction) as err:
        state.apply("JC")
    assert err.value.rule is Rule.MUST_FOLLOW_SUIT
    assert str(err.value) == "West cannot play J♣: he must follow ♥ (he holds A♥, 10♥, 9♥, 8♥, 7♥)"
    state = run(state, ["AH", "6S"])
    with pytest.raises(IllegalAction) as err:
        state.apply("6C")
    assert err.value.rule is Rule.MUST_TRUMP


def test_saskop_card_not_in_hand_and_wrong_phase():
    state = diamonds_deal()
    with pytest.raises(IllegalAction) as err:
        state.apply("AS")
    assert err.value.rule is Rule.NOT_IN_HAND
    with pytest.raises(IllegalAction) as err:
        state.apply("pass")
    assert err.value.rule is Rule.WRONG_PHASE
    with pytest.raises(IllegalAction) as err:
        deal().apply(Play(Card.parse("6H")))
    assert err.value.rule is Rule.WRONG_PHASE


def test_saskop_no_action_after_the_deal():
    state = run(diamonds_deal(), plays(DIAMONDS_PLAY))
    assert state.is_terminal and state.legal_actions() == () and state.to_act is None
    with pytest.raises(IllegalAction) as err:
        state.apply("pass")
    assert err.value.rule is Rule.GAME_OVER


def test_saskop_bad_text_action_is_a_notation_error():
    with pytest.raises(NotationError, match="'hello' is not an action of Saskop"):
        deal().apply("hello")


def test_saskop_trick_winner_leads_next():
    state = run(diamonds_deal(), plays(DIAMONDS_PLAY[:1]))
    assert state.to_act == EAST and state.trick.leader == EAST
    assert state.points == (0, 11) and state.taken == (0, 1)


def test_saskop_describe_each_phase():
    assert deal(hands=PICTURE_HANDS).describe() == "Picture giving: North may show a single picture"
    assert deal().describe() == "Auction: no bid yet; South to act"
    assert "won the auction with 9" in run(deal(), ["bid 9", "pass", "pass", "pass"]).describe()
    assert "may override with diamonds" in run(deal(), ["bid 9", "pass", "pass", "pass", "hearts"]).describe()
    assert diamonds_deal().describe().startswith("Trick 1, ♦ trumps (uncalled)")


# -- views ---------------------------------------------------------------------------------------------
def test_saskop_view_hides_other_hands():
    view = deal().view(WEST)
    assert view.hands[WEST] == CardSet.parse(HANDS[1])
    assert [h is None for h in view.hands] == [True, False, True, True]
    assert view.hand_sizes() == (9, 9, 9, 9)
    assert view.viewer == WEST
    assert view.legal_actions() == ()  # South to act, his cards are hidden from West


def test_saskop_view_reads_but_cannot_act():
    state = deal()
    view = state.view(state.to_act)
    assert type(view) is sk.View and type(state) is sk.State and view != state
    assert view.legal_actions() == state.legal_actions()  # the seat to act chooses from it
    with pytest.raises(IllegalAction, match="apply actions to the full state"):
        view.apply(state.legal_actions()[0])
    with pytest.raises(ValueError, match="every hand"):
        sk.rollout(view, 1)


# -- signals -------------------------------------------------------------------------------------------
def test_saskop_emergency_when_only_trump_left_is_ten_or_ace():
    state = run(diamonds_deal(), plays(DIAMONDS_PLAY[:4]))  # East holds T♦ 9♦ 6♣ 7♣ 8♣
    with pytest.raises(IllegalAction) as err:
        state.signal(EAST, Signal.EMERGENCY)
    assert err.value.rule is Rule.SIGNAL_NOT_ALLOWED
    state = run(state, ["KH", "JH", "TS", "9D"])
    state = state.signal(EAST, "emergency")  # only T♦ left
    assert [str(m) for m in state.signals] == ["East: emergency (trick 6)"]
    with pytest.raises(IllegalAction, match="already"):
        state.signal(EAST, Signal.EMERGENCY)


def test_saskop_blink_by_partner_of_the_second_player():
    state = run(diamonds_deal(), [*plays(DIAMONDS_PLAY[:3]), "KS"])  # South led, West to play second
    assert state.can_signal(EAST, Signal.BLINK) is None
    assert state.can_signal(NORTH, Signal.BLINK) is not None
    state = state.signal(EAST, Signal.BLINK)
    assert state.to_act == WEST  # an annotation: the turn does not change
    with pytest.raises(IllegalAction):
        state.apply("JS").signal(EAST, Signal.BLINK)


def test_saskop_signals_not_in_auction_and_switchable():
    with pytest.raises(IllegalAction):
        deal().signal(SOUTH, Signal.BLINK)
    state = run(deal(SaskopRules(signals=False)), ["pass"] * 4 + ["6H"])
    assert state.can_signal(EAST, Signal.BLINK) == "signals are not allowed by these rules"


# -- a game -------------------------------------------------------------------------------------------
def finished(actions, **kwargs) -> sk.State:
    return run(deal(**kwargs), actions)


UNCALLED = ["pass"] * 4 + plays(DIAMONDS_PLAY)
OVERRIDDEN = [
    "bid 9",
    "pass",
    "pass",
    "pass",
    "hearts",
    "decline",
    "decline",
    "diamonds!",
    *plays(DIAMONDS_PLAY),
]


def test_saskop_game_adds_scores_and_passes_the_deal_left():
    game = Game(seed=5).record(finished(UNCALLED))
    assert (game.scores, game.dealer, game.is_over) == ((1, 0), SOUTH, False)
    game = game.record(finished(OVERRIDDEN))
    assert game.scores == (9, 0)
    assert str(game) == "North-South 9, East-West 0 after 2 deals"


def test_saskop_game_to_sixteen():
    game = Game(seed=5)
    for _ in range(2):
        game = game.record(finished(OVERRIDDEN))
    assert (game.scores, game.is_over, game.winner) == ((16, 0), True, 0)
    with pytest.raises(ValueError, match="over"):
        game.next_deal()


def test_saskop_game_to_twelve_option():
    game = Game(seed=5, rules=SaskopRules(target=12))
    game = game.record(finished(OVERRIDDEN)).record(finished(UNCALLED))
    assert game.scores == (9, 0) and not game.is_over
    game = game.record(finished(OVERRIDDEN))
    assert game.is_over and game.winner == 0


def test_saskop_all_tricks_win_the_whole_game():
    state = finished(
        ["bid 9", "pass", "pass", "pass", "hearts", "decline", "decline", "decline", *plays(HEARTS_PLAY)]
    )
    game = Game(seed=5).record(state)
    assert (game.is_over, game.winner, game.scores) == (True, 0, (0, 0))
    assert str(game).endswith("North-South win")


def test_saskop_sixty_all_redeals_with_same_caller_and_trump():
    state = dataclasses.replace(finished(OVERRIDDEN), points=(60, 60))
    game = Game(seed=5).record(state)
    assert (game.scores, game.carry, game.dealer) == ((0, 0), (EAST, D), EAST)
    redeal = game.next_deal()
    while redeal.phase is Phase.PICTURES:
        redeal = redeal.apply(redeal.legal_actions()[-1])
    assert (redeal.phase, redeal.trump, redeal.caller, redeal.dealer) == (Phase.PLAY, D, EAST, EAST)
    assert redeal.to_act == SOUTH


def test_saskop_sixty_all_uncalled_redeals_with_an_auction():
    state = dataclasses.replace(finished(UNCALLED), points=(60, 60))
    game = Game(seed=5).record(state)
    assert (game.carry, game.dealer) == (None, EAST)
    redeal = game.next_deal()
    assert redeal.phase in (Phase.PICTURES, Phase.AUCTION)


def test_saskop_game_record_needs_a_finished_deal():
    with pytest.raises(IllegalAction, match="not over"):
        Game(seed=1).record(deal())


def test_saskop_play_game_with_bots_ends():
    game = sk.play_game(9, [sk.Bot(seed=i) for i in range(4)], rules=SaskopRules.estonian())
    assert game.is_over
    assert max(game.scores) >= 12


def test_saskop_steeple_variant_no_picture_signal():
    state = deal()
    assert "not allowed" in state.can_signal(NORTH, Signal.STEEPLE)
    state = deal(SaskopRules(steeple=True))
    assert state.can_signal(SOUTH, Signal.STEEPLE) == "the steeple says 'no picture', and the hand holds one"
    state = state.signal(NORTH, Signal.STEEPLE)  # North holds no picture
    assert [m.seat for m in state.view(SOUTH).signals] == [NORTH]
    assert state.view(WEST).signals == ()  # a secret between partners
    assert "already" in state.can_signal(NORTH, Signal.STEEPLE)
    assert "before the play" in run(state, ["pass"] * 4).can_signal(EAST, Signal.STEEPLE)


def test_saskop_outcome_bid_is_the_callers_own():
    assert run(deal(), OVERRIDDEN).outcome().bid == 0  # East overrode South's 9
    won = ["bid 9", "pass", "pass", "pass", "hearts", "decline", "decline", "decline", *plays(HEARTS_PLAY)]
    assert run(deal(), won).outcome().bid == 9


@pytest.mark.parametrize(
    "junk", [42, None, Bid("6"), Bid(True), NameTrump("hearts"), Play("AS"), Signal.BLINK]
)
def test_saskop_malformed_actions_are_refused_with_a_reason(junk):
    for state in (deal(), diamonds_deal()):
        with pytest.raises(IllegalAction) as err:
            state.apply(junk)
        assert err.value.rule is Rule.UNKNOWN_ACTION and "is not a Saskop action" in str(err.value)


def test_saskop_signal_from_a_bad_seat_is_refused():
    with pytest.raises(IllegalAction, match="not a seat"):
        diamonds_deal().signal(7, Signal.EMERGENCY)


def test_saskop_picture_taker_does_not_show_it_back():
    # South holds exactly one picture (K♣), North none: North takes it, returns the 6♥ and is not asked again
    hands = (
        "6S 7S 8S 9S TS AS KC 6C 7C",
        "JC JS JH JD KS KH KD QC QS",
        "6H 7H 8H 9H TH AH 8C 9C TC",
        HANDS[3],
    )
    hands = (hands[0], hands[1], hands[2], "AC QH QD AD TD 9D 8D 7D 6D")
    state = deal(hands=hands)
    assert (state.phase, state.to_act) == (Phase.PICTURES, SOUTH)
    state = run(state, ["show", "take 6H"])
    assert state.hands[NORTH] & CardSet.parse("KC") and state.phase is Phase.AUCTION


def test_saskop_text_pass_and_decline_fit_the_phase():
    state = run(deal(), ["bid 9", "pass", "pass", "pass", "hearts"])
    assert state.phase is Phase.OVERRIDE and sk.parse_action("pass", state) == Decline()
    assert sk.parse_action("decline", deal()) == Pass()
    assert sk.parse_action("diamonds!", run(deal(), ["bid 9", "pass", "pass", "pass"])) == NameTrump(D)
    with pytest.raises(NotationError, match="',' is not a card"):
        deal().apply("take ,")


def test_saskop_states_pickle_and_copy():
    import copy
    import pickle

    state = run(diamonds_deal(), ["6H", "AH"])
    again = pickle.loads(pickle.dumps(state))
    assert again == state and again.apply("6S").apply("7D").points == (0, 11)
    assert copy.deepcopy(state) == state
