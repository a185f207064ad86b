"""A stronger bot: in the last tricks it plays the card that costs least over deals sampled from what it has
seen (:func:`~tutor.analysis.sampled_costs`); before that, and for bids and other choices, it plays as the
game's own ``Bot``.

It satisfies the game protocol's :class:`~tutor.games.protocol.Bot` for every game, so it goes wherever a
game's bots go (``play_out``, ``PlayTable(bots=...)``):

>>> from tutor.games import piquet
>>> end = piquet.play_out(piquet.start(2), (SamplingBot(seed=1, samples=4), piquet.Bot(seed=2)))
>>> end.is_terminal
True

Its strength against each game's ``Bot`` is measured by ``benchmarks/bench_bots.py`` (a score difference per
deal with its 95% interval); ``benchmarks/bench_play.py`` judges its cards with the exact solver, every hand
known, and times them. It is the play table's opponent (:func:`table_bot`, set by :data:`TABLE_BOT` and each
game's :attr:`~tutor.games.description.Description.table_nodes`). Over 200 deals a game (``bench_play.py 200
--sampling-deals 200``, session 43, load 1.0-2.8), with 5 tricks or fewer left it played a best card in 96.9% of
its choices in Satat, 93.4% in Saskop, 94.5% in Piquet and 97.4% in Subastao (the game's ``Bot`` 94.9%, 84.3%,
91.3%, 86.1%; ``RandomBot`` 82.7%, 79.1%, 80.0%, 78.3%), at a mean cost of 0.052 tricks, 0.391 card points, 0.185
and 0.137 points a card (``RandomBot``: 0.309, 2.065, 1.938, 2.016); on the bench's usual 30 deals 97.0%, 93.7%,
96.6% and 96.1%. Its slowest card took 59, 487, 147 and 369 ms of CPU time in CPython: about twice that in Pyodide
(``site/bench_analysis_pyodide.py --table``).

With 8 tricks left it plays as the game's ``Bot`` (200 deals: best cards Satat 90.4%, Saskop 71.3%, Subastao 78.2%,
mean cost 0.288, 2.259 and 1.452 against ``RandomBot``'s 0.693, 3.387 and 3.439; on the bench's 30 deals 91.6% (100
deals), 75.0% and 81.4%; Piquet, which samples from 8 tricks out, 97.9%, 0.082 against 5.406): sampling there takes
seconds a card in Saskop and Subastao (below). In Satat the ``Bot`` draws trumps when it holds as many as the other
hands (lesson 21's principle) and makes its partner's trick sure with the 2♥ when the trick matters: with 8 tricks
left the table bot's mean cost fell from 0.354 to 0.147 tricks, 90.1% to 91.6% best cards (100 deals, load 3). In
Subastao (``bench_play.py 90 subastao --only 3 --sampling-deals 90``, load 2.0-2.3) the ``Bot``'s careful card play
(:mod:`tutor.games.subastao.bot`) raised its best-card rate there from 69.2% to 79.1% (mean cost 2.53 to 1.70
points; on the first 30 deals 67.7% to 81.4%), while with 5 tricks or fewer it stayed at 95.3% (mean cost 0.24 to
0.30; on the first 30 deals 96.5% to 94.6%, 7 and 11 costly cards: deals that played out otherwise; the ``Bot``
alone, 30 deals, 82.2% to 80.8%, but 81.3% to 86.1% on 200). Those costly cards are information-limited: with 200
samples and no node limit the same positions still chose a costly card in 11 of 11 (the sampler deals the hidden
cards uniformly, and reading the auction into them does not help: a test that each bid's hand is worth the bid, less
a slack of 10, 0 or -5 points, by the bots' own estimate (``evaluate.expected_points``, the soloist's in his
trumps), turned 0, 0 and 1 of the 11 into best cards with 200 samples, and gave 94.7% with 5 tricks or fewer on the
30 deals with a slack of 10: dropped). Tried and dropped: sampling from 8 tricks out (``table_bot=(8, 20)``): 83.1%
best cards at 8 left on those 30 deals, but two sampled deals solved there (the least
:func:`~tutor.analysis.sampled_costs` solves) took up to 1,600 ms of CPU time, p90 660 ms (load 2.7), over the 0.5 s
a card may take in CPython.

Saskop, where its cards cost (session 40; 30 deals, seeds 0-29, judged by the solver): with 5 tricks or fewer left
29 of its 356 choices cost something (12 with 4 tricks left, 11 with 5); the same positions with 200 samples per
card and no node limit still err in 22 of them, so most are the limit of what the seat can know (the sampler's
uniform deals given the plays and the bids), not of the samples or the node budget. With 8 tricks left (the game's
``Bot``, positions reached by its play on seeds 30-229, 608 choices), a third of the choices are leads, and no
simple lead rule finds a best card much more than half the time (ace first, a small card of the shortest or the
longest plain suit, the lowest or highest queen or jack of trumps, a small trump: 39-49% of the caller's side's
125 leads, 29-59% of the defenders' 75; the ``Bot``'s 46% and 51%); sampling there is out of reach (10 deals of 8
tricks took 2-16 s of CPU per card). The ``Bot``'s follows gained (69.1% to 70.9% on those 608 choices, mean cost
2.40 to 2.28; on seeds 0-29, 71.9% to 75.0%; the table bot with 5 tricks or fewer left over 90 deals, 90.3% to
90.6%): with an opponent still to play it wins with the trump fewest of his
cards beat and heads its partner's card with one he cannot beat; it throws a king last on its partner's winning
card. Tried and dropped: drawing trumps only with two master trumps (72.2% on the 608 choices, but the table
bot's choices with 5 tricks or fewer left fell to 87.1% from 90.3% over 90 deals: its end positions were harder
to sample); winning with a safe card first, the top trump included (66.9%); the trump ace or ten only when no
opponent still to play may beat it (no change with 8 left, 82.2% from 83.9% with 5 or fewer); cashing an ace only
while three cards of its suit are unseen (no change on the 608; 66.7% from 71.9% on seeds 0-29).

Saskop, session 41: the sampler reads more of the auction and the picture giving
(:mod:`tutor.games.saskop.about`): a pass says the hand was not worth the bid open to it, by the ``Bot``'s own
rule (a person may pass anything: where no sampled deal fits, the passes are read as saying nothing), and the
shower of a picture taken holds no other picture. With 5 tricks or fewer left, over 200 deals (seeds 0-199, load
1.2-2.1): 89.3% to 89.6% best cards, mean cost 0.733 to 0.680 card points (seeds 0-89: 90.6% to 91.2%, 0.709 to
0.626; seeds 90-199: 88.3% both, 0.752 to 0.723; seeds 0-29: 91.0% to 90.3%, 0.599 to 0.613), the slowest card
370 ms. Most costly cards stay information-limited: a larger node budget (``table_nodes`` 60,000 or 100,000
for 40,000, seeds 0-89, load 2.0-2.6) gave 91.0% and 91.3% (91.2% at 40,000), the slowest card 430 and 580 ms.
Tried and dropped, for the leads with 8 tricks left (the
``Bot``'s), on session 40's 200 leads (seeds 30-229) and checked on 100 fresh ones (seeds 230-329, the current
``Bot``): not drawing trumps with the top trump (the 6); cashing a plain ace or ten only while four cards of its
suit are unseen; the caller's side leading a small card of its longest plain suit rather than its shortest.
Together they raised the first set's best leads from 47.5% to 52.5% (mean cost 4.62 to 3.71), but on the fresh
set they fell from 57% to 55% (4.48 to 5.19); each alone moved the fresh set's 300 choices at 8 left by less than
a point (78.0%: 78.7%, 77.7%, 78.3%), none both ways: leads need what the seat cannot see.

Saskop and Subastao, session 42: the sampler reads the cards each bot chose before the table's bot samples as the
``Bot`` would have chosen them (:attr:`Description.likely <tutor.games.description.Description.likely>`; a player
none of whose sampled hands plays so is read as a person, saying nothing). With 5 tricks or fewer left: Saskop over
200 deals 89.6% to 93.4% best cards, mean cost 0.680 to 0.391 card points (on the bench's 30: 90.3% to 93.7%,
0.613 to 0.297); Subastao over 90 deals 95.3% to 96.5%, 0.300 to 0.262 (on the first 30: 94.6% to 94.7%, 0.283 to
0.423: deals that played out otherwise). Tried and dropped for Saskop with 8 tricks left: choosing by playing each
card out with the ``Bot`` at every seat over 10 or 30 deals sampled so (88 choices on the 30 deals: 70.5% and
71.6% best cards against the ``Bot``'s own 75.0%; 0.09 to 0.44 s a card).

Saskop, session 43: with 8 tricks left, sampling meets the targets (80% best cards, a mean cost at most a third of
``RandomBot``'s 4.488) but not in the time a card may take: ``bench_play.py 30 saskop --only 3 --sampling-deals 30
--tricks 8 --samples 8 --nodes 0`` (8 deals a card from 8 tricks out, each solved; load 1.2-1.7) played a best card
in 80.5% of its choices there, mean cost 1.161 card points (the ``Bot``'s 75.0%, 1.966), but its cards took 0.42 s
of CPU on average, p90 1.03 s, the slowest 23.4 s, and with 5 tricks or fewer it fell to 90.4% (8 deals a card, and
the other players' cards in tricks 2-4, sampled too, read as the ``Bot``'s). On positions with 8 tricks left
stored from the ``Bot``'s play, 8 sampled deals made 95.0% of 40 follows best cards (the ``Bot`` 82.5%; 2.1 s a
card, median) and 55.0% of 60 leads (the ``Bot`` 53.3%; mean cost 3.37 against 4.38; 5.7 s median, up to 55 s):
the table keeps the ``Bot`` there. Tried and dropped, with 5 tricks or fewer left (the 347 positions of the bench's
30 deals, sampled again as the table does, three seeds): the card that was a best card in the most deals rather
than the card of least mean loss (Saskop 93.9%, 93.9%, 93.1% to 94.2-95.1%, Subastao +0.5 point, but Piquet 96.1%
to 94.6-95.1% and Satat 96.2% to 95.9% on the same kind of positions: not a gain in every game); reading the
other players' cards in every trick before as the ``Bot``'s, not only the first four (93.9% to 93.1%: from the
fifth trick on the bots sample).

Subastao, session 43: the table's bot samples from 6 tricks out, not 7 (``table_bot=(6, 20)``), and so reads one
more trick of the others' cards as the ``Bot``'s. With 7, two sampled deals with 7 tricks left (the fewest it
solves) took up to 1,228 ms of CPU in CPython over 200 deals (1,165 ms in the bench, load 2.8): over a second in the
browser. With 6, over the same 200 deals: 97.4% best cards with 5 tricks or fewer left (96.7% with 7), mean cost
0.137 points (0.210), the slowest card 369 ms (load 1.0); sampling from 6 with the reading left at three tricks
gave 96.9%, 0.186. On the bench's 30 deals 96.1%, 0.261 (94.7%, 0.423 with 7).

Piquet, session 43: 94.5% best cards with 5 tricks or fewer left over 200 deals (20 deals a card, 50,000 nodes);
40 deals and 100,000 nodes gave 95.0%, 100 and 50,000 94.8% (the slowest card 288 and 148 ms), and its 1,337
positions sampled again with 200 deals and no node limit 94.8%: the misses are what the seat cannot know, not too
few deals, and the setting stays.
"""

from __future__ import annotations

import random
from collections.abc import Mapping
from typing import Any

from .. import games
from ..errors import TutorError
from ..games import Facts
from .reasons import sampled_reason
from .sampling import sampled_costs
from .teach import in_reach

__all__ = ["TABLE_BOT", "SamplingBot", "table_bot"]

TABLE_BOT: Mapping[str, tuple[int, int] | None] = Facts("table_bot")
"""Per game (its ``NAME``; read-only, each game's :attr:`~tutor.games.description.Description.table_bot`),
``(tricks, samples)`` of the play table's opponent (:func:`table_bot`): it samples
in the last ``tricks`` tricks, ``samples`` deals per card."""


class SamplingBot:
    """Plays by the sampled analysis in the last ``tricks`` tricks (default: the game's
    :data:`~tutor.analysis.teach.EXACT_TRICKS`), with ``samples`` deals per decision (fewer when ``budget``
    seconds have passed, or once its searches have visited ``nodes`` positions, the same on every machine:
    :func:`~tutor.analysis.sampled_costs`); otherwise as the game's ``Bot``.

    Among the cards of least mean loss it keeps the one the game's ``Bot`` would play when that is one of them
    (with the signals that bot gives), else the first.
    """

    def __init__(
        self,
        seed: int | str | None = None,
        *,
        samples: int = 10,
        tricks: int | None = None,
        budget: float | None = None,
        nodes: int | None = None,
    ) -> None:
        self.seed = seed
        self.samples = samples
        self.tricks = tricks
        self.budget = budget
        self.nodes = nodes
        self.random = random.Random(seed)
        self._base: dict[str, Any] = {}

    def _fallback(self, state: Any) -> Any:
        module = games.of(state)
        if module.__name__ not in self._base:
            self._base[module.__name__] = module.Bot(seed=self.seed)
        return self._base[module.__name__]

    def _analysed(self, state: Any) -> tuple[Any, str] | None:
        if state.to_act is None or not in_reach(state, self.tricks):
            return None
        seat = state.to_act
        try:
            found = sampled_costs(
                state.view(seat),
                seat,
                samples=self.samples,
                seed=self.random.randrange(1 << 30),
                budget=self.budget,
                nodes=self.nodes,
            )
        except TutorError:  # what the seat saw contradicts itself (a bluffed signal taken as true)
            return None
        if not found:
            return None
        least = min(cost.loss for cost in found.values())
        best = [action for action, cost in found.items() if cost.loss <= least + 1e-9]
        usual, rule = self._usual(state)
        action = usual if usual in best else best[0]
        reason = sampled_reason(state, action, found[action])
        if action == usual and rule:
            reason += f" Rule of thumb: {rule.rstrip('.')}."
        return action, reason

    def _usual(self, state: Any) -> tuple[Any, str]:
        """What the game's ``Bot`` would do, and its reason (``""`` from a bot that gives none)."""
        bot = self._fallback(state)
        if hasattr(bot, "hint"):
            action, rule = bot.hint(state)
            return action, rule
        return bot.choose(state), ""

    def choose(self, state: Any) -> Any:
        """A legal action for the seat to act."""
        found = self._analysed(state)
        return found[0] if found is not None else self._fallback(state).choose(state)

    def hint(self, state: Any) -> tuple[Any, str]:
        """``(action, reason)``: the action and why, in words for a learner
        (:func:`~tutor.analysis.reasons.sampled_reason`, and the game's ``Bot``'s reason when it plays the same card)."""
        found = self._analysed(state)
        return found if found is not None else self._fallback(state).hint(state)


def table_bot(game: Any, seed: int | str | None = None) -> SamplingBot:
    """The play table's opponent in ``game`` (any of its names, or its module): a :class:`SamplingBot` set by :data:`TABLE_BOT`, with
    no time budget, so that a seed gives the same play on every machine.

    >>> bot = table_bot("saskop", seed=3)
    >>> (bot.tricks, bot.samples) == TABLE_BOT["saskop"]
    True
    >>> table_bot("subastao").nodes == games.describe("subastao").table_nodes  # no deal begun past it
    True
    """
    found = games.describe(game).table_bot
    if found is None:
        raise TutorError(f"{game!r} has no exact analysis: its table's opponent is its own Bot")
    tricks, samples = found
    return SamplingBot(seed=seed, samples=samples, tricks=tricks, nodes=games.describe(game).table_nodes)
