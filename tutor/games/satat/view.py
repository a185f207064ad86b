"""What one seat sees of a deal of Satat: the :class:`View` (the read-only questions of a deal, a hand it
may not see ``None``), which :class:`~tutor.games.satat.state.State` extends with ``apply``."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, replace
from typing import Any

from ...cards import Card, CardSet, Suit, format_cards
from ...cards import cards_of as _cards
from ...i18n import gettext, gettext_noop
from ...sentences import Template
from ...tricks import KeptLegalMask, Trick
from .._shared import (
    TO_ACT,
    TRICK_SO_FAR,
    explain,
    facts,
    phase_name,
    refuse_on_view,
    to_json,
)
from ..display import Displayed
from .actions import (
    GRAMMAR,
    Action,
    Announce,
    ClaimNoTrumps,
    GiveCards,
    HideTrump,
    Phase,
    parse_action,
)
from .records import DealRecord, Outcome, SignalRecord
from .rules import (
    NAME,
    SEATS,
    TEAMS,
    SatatRules,
    Signal,
    TableSignals,
    exchange_choices,
    has_picture,
    legal_mask,
    ordering,
    suit_mask,
)
from .tables import (
    CONSENTS,
    CONTINUES,
    LAST_FOUR,
    NAME_OR_LAST_FOUR,
    PILE_GRATE,
    REDEAL,
    SIGNALLED,
    TURNS,
    WITH_VIRE,
    plays_of,
    signalled,
)

__all__ = ["View", "view_fields", "view_of"]


DESCRIBED = Template("Satat, dealer {dealer}, trump maker {maker}, trumps {trump}")
"""The head of a deal's short description (:meth:`View.describe`)."""
OVER = Template("{head}. {outcome}.")
"""A deal over: its head, then its result."""
NOW = Template("{head}; {phase}, tricks {a}–{b}{played}; {turn}.")
"""A deal going on: its head, the phase, the tricks won by each team, the trick so far, whose turn."""


@dataclass(slots=True, unsafe_hash=True)
class View(Displayed, KeptLegalMask):
    """A deal of Satat as one seat sees it (:meth:`View.view`): the same questions as the full state, the
    other hands hidden (:meth:`hand` gives ``None`` for them, ``viewer`` is the seat). It reads, it cannot act:
    :class:`State`, the full deal, is a view of everything that alone has :meth:`State.apply`.

    >>> from tutor.games.satat import start
    >>> v = start(1, dealer=0, trump="S").view(1)
    >>> len(v.hand(1)), v.hand(0), v.hand_size(0), len(v.legal_actions())
    (13, None, 13, 13)
    """

    GAME = "tutor.games.satat"  # the game's module (a class attribute, not a field)

    rules: SatatRules
    phase: Phase
    to_act: int | None
    trump: Suit | None
    deal: DealRecord
    _hands: tuple[int, int, int, int]
    _trick: tuple[Card, ...]
    _leader: int
    _done: tuple[tuple[int, tuple[Card, ...], int], ...]
    _won: tuple[int, int]
    history: tuple[Action, ...] = ()
    _signals: tuple[SignalRecord, ...] = ()
    viewer: int | None = None

    # -- reading -------------------------------------------------------------------------------------------
    @property
    def dealer(self) -> int:
        return self.deal.dealer

    @property
    def maker(self) -> int:
        """The trump maker: on the dealer's left; he leads to the first trick."""
        return (self.deal.dealer + 1) & 3

    @property
    def hands(self) -> tuple[CardSet | None, ...]:
        """Each seat's hand (``None`` for a hand this view hides)."""
        return tuple(self.hand(seat) for seat in range(4))

    def hand(self, seat: int) -> CardSet | None:
        if self.viewer is not None and seat != self.viewer:
            return None
        return CardSet.from_mask(self._hands[seat])

    def hand_size(self, seat: int) -> int:
        sizes = self.deal.sizes
        return sizes[seat] if sizes is not None else self._hands[seat].bit_count()

    def known_cards(self, seat: int) -> CardSet:
        """The cards known to be in ``seat``'s hand (all of them without a viewer)."""
        if self.viewer is None or seat == self.viewer:
            return CardSet.from_mask(self._hands[seat])
        return CardSet.from_mask(self.deal.known[seat])

    @property
    def trick(self) -> Trick:
        """The trick being played."""
        leader = self._leader
        return Trick(leader, tuple(((leader + i) & 3, card) for i, card in enumerate(self._trick)))

    @property
    def tricks(self) -> tuple[Trick, ...]:
        """The completed tricks, in order."""
        return tuple(
            Trick(lead, tuple(((lead + i) & 3, c) for i, c in enumerate(cards)))
            for lead, cards, _ in self._done
        )

    @property
    def trick_winners(self) -> tuple[int, ...]:
        return tuple(winner for _, _, winner in self._done)

    @property
    def tricks_won(self) -> tuple[int, int]:
        """Tricks won by North–South and East–West."""
        return self._won

    @property
    def trump_known(self) -> bool:
        """Whether every player knows the trump (always, except in Trup Kasiet before the reveal)."""
        return self.deal.revealed

    @property
    def hidden_trump_card(self) -> Card | None:
        """Trup Kasiet: the trump maker's face-down card (``None`` when unseen or not in play)."""
        return self.deal.hidden

    @property
    def blind_card(self) -> Card | None:
        return self.deal.blind_card

    @property
    def signals(self) -> tuple[SignalRecord, ...]:
        """Every signal given so far."""
        return self._signals

    @property
    def is_terminal(self) -> bool:
        return self.to_act is None  # nobody acts once the deal is over (and only then)

    def outcome(self) -> Outcome | None:
        """The result once the deal is over (``None`` before)."""
        return self.deal.outcome

    @property
    def seed(self) -> int | str | None:
        """The seed the deal was dealt from (:func:`start` draws one when given none); ``None`` in a seat's view,
        which may not know the deal."""
        return self.deal.seed

    def _trump_words(self) -> str:
        """The trumps as :meth:`describe` and :meth:`facts` say them: the suit, not named yet, or hidden."""
        if self.trump is not None:
            return str(self.trump)
        return gettext_noop("not named yet") if self.phase is Phase.MAKE_TRUMP else gettext_noop("hidden")

    def describe(self) -> str:
        """The situation in a few words, in the language spoken.

        >>> from tutor import speaking
        >>> from tutor.games.satat import start
        >>> with speaking("ja"):
        ...     start(1, dealer=0, trump="S").describe()
        'サタット、ディーラーは南、切札を決める人は西、切札は♠；プレイ、トリック 0–0；西の番。'
        """
        head = DESCRIBED.say(
            dealer=gettext(SEATS[self.dealer]),
            maker=gettext(SEATS[self.maker]),
            trump=gettext(self._trump_words()),
        )
        if self.is_terminal:
            return OVER.say(head=head, outcome=self.outcome())
        who = TO_ACT.say(seat=gettext(SEATS[self.to_act])) if self.to_act is not None else ""
        played = TRICK_SO_FAR.say(cards=format_cards(self._trick, unicode=True)) if self._trick else ""
        return NOW.say(
            head=head, phase=phase_name(self.phase), a=self._won[0], b=self._won[1], played=played, turn=who
        )

    def __str__(self) -> str:
        return self.describe()

    # -- what may be done -----------------------------------------------------------------------------------
    def find_legal_mask(self) -> int:
        """The bitmask of the cards the player to act may play (the play phase): the duty chain on his hand and the
        trick; :meth:`~tutor.tricks.KeptLegalMask.legal_mask` keeps it."""
        seat = self.to_act
        assert seat is not None  # asked in the play phase, where somebody plays
        deal = self.deal
        return legal_mask(self._hands[seat], self._trick, deal.order, deal.revealed)

    def legal_actions(self, seat: int | None = None) -> tuple[Action, ...]:
        """The actions ``seat`` may take now (default: the seat to act, including its own signals).

        For another seat: the signals and claims it may make out of turn (the 2♥ announcement, Lese, the
        partner's no-trump claim), often none.
        """
        phase = self.phase
        acting = self.to_act
        if seat is None or seat == acting:
            if acting is None:
                return ()
            if phase is Phase.PLAY:
                mask = self.legal_mask()
                if self.rules.signals is TableSignals.NONE:
                    plays = plays_of(mask)
                else:
                    allowed = self._play_signals(acting)
                    plays = ()
                    for play in plays_of(mask):
                        plays += SIGNALLED.get((play.card, allowed)) or signalled(play.card, allowed)
                if (
                    self._trick or self._done
                ):  # out-of-turn actions open to the seat to act: before the first lead
                    return plays
                return plays + self._asides(acting)
            return self._phase_actions(acting)
        return self._asides(seat)

    def _phase_actions(self, seat: int) -> tuple[Action, ...]:
        phase = self.phase
        deal = self.deal
        if phase is Phase.MAKE_TRUMP:
            first: tuple[Action, ...]
            if self.rules.trup_kasiet:
                first = tuple(HideTrump(card) for card in _cards(self._hands[seat])) + LAST_FOUR
            else:
                first = NAME_OR_LAST_FOUR
            return first + REDEAL if self._may_redeal() else first
        if phase is Phase.TURN_BLIND:
            return TURNS
        if phase is Phase.EXCHANGE:
            losing = seat & 1 == deal.losers
            hand = CardSet.from_mask(self._hands[seat])
            trump = self.trump
            assert trump is not None  # the exchange follows the trump making
            return tuple(
                GiveCards(cards)
                for cards in exchange_choices(hand, trump=trump, losing=losing, count=deal.exchange)
            )
        if phase is Phase.CONSENT:
            return CONSENTS
        if phase is Phase.CONTINUE:
            return CONTINUES
        return ()

    def _may_redeal(self) -> bool:
        return not has_picture(self._hands[self.maker]) and self.deal.redeals < self.rules.max_redeals

    def _before_first_lead(self) -> bool:
        return self.phase is Phase.PLAY and not self._done and not self._trick

    def _asides(self, seat: int) -> tuple[Action, ...]:
        """Out-of-turn actions open to ``seat`` now."""
        if self.phase is not Phase.PLAY:
            return ()
        table = self.rules.signals
        out: list[Action] = []
        if self._before_first_lead():
            if (
                seat == (self.maker + 2) & 3
                and self.rules.partner_redeal
                and not self.rules.trup_kasiet
                and not self.deal.claimed
                and self.trump is not None  # always known in play without Trup Kasiet
                and not self._hands[seat] & suit_mask(self.trump)
            ):
                out.append(ClaimNoTrumps())
            if Signal.HEART_TWO.allowed_at(table) and not any(
                r.seat == seat and r.signal is Signal.HEART_TWO for r in self._signals
            ):
                out.append(Announce(seat, Signal.HEART_TWO))
        elif (
            len(self._trick) == 1
            and seat == (self._leader + 3) & 3
            and Signal.LESE.allowed_at(table)
            and not any(r.signal is Signal.LESE and r.trick == len(self._done) for r in self._signals)
        ):
            out.append(Announce(seat, Signal.LESE))
        return tuple(out)

    def _play_signals(self, seat: int) -> tuple[Signal, ...]:
        table = self.rules.signals
        if table is TableSignals.NONE:
            return ()
        if table is TableSignals.ALL and len(self._trick) == 2:
            return WITH_VIRE
        return PILE_GRATE

    def read_action(self, text: str) -> Action:
        """An action from its text, short forms read as this moment needs (see :func:`parse_action`)."""
        return parse_action(text, self)

    def explain(self, action: Action | str) -> str:
        """Why ``action`` (or its text) is allowed now or not, in words.

        >>> from tutor.games.satat import start
        >>> s = start(1, dealer=0, trump="S")
        >>> s.explain("2C")  # doctest: +ELLIPSIS
        'West cannot play 2♣: ...'
        """
        return explain(self, action, SEATS, parse=parse_action, grammar=GRAMMAR)

    def facts(self, seats: Sequence[str] | None = None) -> list[tuple[str, str]]:
        """The situation in short labelled texts (the result or whose turn, the phase, the trump, then this
        game's own figures), with ``seats`` as the seat names (default ``SEATS``)."""
        items = [(gettext("tricks won"), self.tricks_won)]
        return facts(self, seats or SEATS, teams=TEAMS, items=items, trump=self._trump_words())

    def to_json(self) -> str:
        """The deal as JSON text; :func:`tutor.games.satat.from_json` gives back an equal state."""
        return to_json(self, NAME)

    def __repr__(self) -> str:
        return f"<satat.{type(self).__name__}: {self.describe()}>"

    # -- what a seat may see -------------------------------------------------------------------------------
    def view(self, seat: int) -> View:
        """The deal as ``seat`` sees it: other hands hidden (:meth:`hand` gives ``None``, :meth:`hand_size`
        their size, :meth:`known_cards` what is known of them), the hidden trump and the face-down card
        hidden in Trup Kasiet, other seats' exchange choices hidden, and no seed (which would tell the deal).
        """
        return View(*view_fields(self, seat))

    def apply(self, action: Action | str) -> View:
        """A view only shows the deal: always refused (:meth:`State.apply` acts).

        :raises IllegalAction: saying to apply actions to the full state.
        """
        refuse_on_view(action)


def view_of(state: View, seat: int) -> View:
    """What ``seat`` sees of ``state`` (see :meth:`~tutor.games.satat.View.view`)."""
    return state.view(seat)


def view_fields(state: View, seat: int) -> tuple[Any, ...]:
    """The fields of the :class:`~tutor.games.satat.View` of what ``seat`` sees of ``state``, in order: the view
    made from the state's own fields (:meth:`View.view` builds it from them)."""

    deal = state.deal
    maker = state.maker
    sees_trump = deal.revealed or seat == maker
    dealing = state.phase in (Phase.MAKE_TRUMP, Phase.TURN_BLIND)
    seen = [0, 0, 0, 0]
    if deal.blind_card is not None:
        seen[maker] |= deal.blind_card.bit
    giver_mask = deal.gives[seat]
    if (
        state.phase is not Phase.EXCHANGE
        and deal.exchange
        and None not in deal.gives
        and giver_mask is not None
    ):
        receiver = (seat - 1) & 3 if seat & 1 == deal.losers else (seat + 1) & 3
        seen[receiver] |= giver_mask
    hands = state._hands
    known = (seen[0] & hands[0], seen[1] & hands[1], seen[2] & hands[2], seen[3] & hands[3])
    gives = tuple(g if i == seat else (None if g is None else 0) for i, g in enumerate(deal.gives))
    censored = replace(
        deal,
        seed=None,
        outcome=None if deal.outcome is None else replace(deal.outcome, seed=None),
        # before the trump is fixed nobody has seen the last eight cards of his own hand either
        full=_only(seat, deal.full if not dealing else (0, 0, 0, 0)),
        blind=tuple(None for _ in deal.blind),  # turned blind: nobody knows which card lies where
        hidden=deal.hidden if seat == maker else None,
        gives=gives,
        sizes=(hands[0].bit_count(), hands[1].bit_count(), hands[2].bit_count(), hands[3].bit_count()),
        order=deal.order if sees_trump else ordering(None),
        known=known,
    )
    signals = tuple(
        r if r.seat == seat or r.signal in (Signal.PILE, Signal.VIRE, Signal.LESE) else replace(r, true=None)
        for r in state._signals
    )
    return (
        state.rules,
        state.phase,
        state.to_act,
        state.trump if sees_trump else None,
        censored,
        _only(seat, hands),
        state._trick,
        state._leader,
        state._done,
        state._won,
        _censor_history(state, seat),
        signals,
        seat,
    )


def _only(seat: int, masks: tuple[int, int, int, int]) -> tuple[int, int, int, int]:
    """``masks`` with every seat but ``seat`` emptied."""
    a, b, c, d = masks
    return (a if seat == 0 else 0, b if seat == 1 else 0, c if seat == 2 else 0, d if seat == 3 else 0)


def _censor_history(state: View, seat: int) -> tuple[Action, ...]:
    maker = state.maker
    out: list[Action] = []
    given = 0
    for action in state.history:
        if isinstance(action, HideTrump) and seat != maker:
            action = HideTrump(None)
        elif isinstance(action, GiveCards):
            giver = (maker + given) & 3
            given += 1
            if giver != seat:
                action = GiveCards(None)
        out.append(action)
    return tuple(out)
