"""A fast playout engine on bitmasks, and the heuristic card policy the bots share with it.

Masks here are :class:`~tutor.cards.CardSet` masks, the same at every boundary: bit ``card.index`` of
``tutor.cards.CARDS_BY_INDEX``. The Spanish cards sit ten to a suit from ``BASE`` (suits O C E B, ranks
A 3 R C S 7 6 5 4 2), so within a suit a lower bit is a stronger card and "the cards that beat ``b`` in its suit" is
``suit_mask & (b - 1)``; ``SUIT_OF[b.bit_length()]`` is the suit (0-3, :data:`~tutor.games.subastao.rules.SUITS`
order) of a card's bit ``b``.

The engine applies the obligations of :func:`~tutor.games.subastao.rules.legal_plays` (the same
:func:`~tutor.games.subastao.rules.duty_chain`, read on these bits by :func:`legal`) but without building
:class:`~tutor.tricks.Trick` objects or states: a whole deal is a few hundred integer operations. It is what the
Monte-Carlo bid evaluator runs thousands of times. A trick is read once, card by card, by :func:`with_card` (its
:data:`Summary`: the suit led, the best cards, who is winning) and :func:`shown_void` (the suits a card shows its
player has none of): the playout, the bots, the deal in play and the solver all read tricks with these two.
"""

from __future__ import annotations

from collections.abc import Callable
from operator import itemgetter

from ...cards import SPANISH_36, SPANISH_40
from ...tricks import Steps, narrow
from .rules import CANTE, CANTE_IN_TRUMPS, PAIR_MASKS, POINTS, SUITS, duty_chain
from .rules import LAST_TRICK as LAST_TRICK  # kept importable here: the rules' constant

BASE = SPANISH_40.cards[0].index
"""The index of the first Spanish card (the ace of oros)."""
SUIT_MASK = tuple(0x3FF << (BASE + 10 * s) for s in range(4))
"""The cards of each suit (of the 40-card pack), in :data:`~tutor.games.subastao.rules.SUITS` order."""
SUIT_OF = tuple(max(0, (length - 1 - BASE) // 10) for length in range(BASE + 41))
"""The suit number of a Spanish card's bit ``b``, by ``b.bit_length()``."""
ALL36 = SPANISH_36.cardset.mask
ALL40 = SPANISH_40.cardset.mask
_RANK_POINTS = tuple(POINTS.get(card.rank, 0) for card in SPANISH_40.cards[:10])
"""The points of the ranks of a suit, strongest first (A 3 R C S 7 6 5 4 2), from the rules'
:data:`~tutor.games.subastao.rules.POINTS`."""
CARD_POINTS = (0,) * BASE + tuple(POINTS.get(card.rank, 0) for card in SPANISH_40.cards)
"""The points of each Spanish card, by card index."""
_RICH = (0,) * BASE + tuple(CARD_POINTS[BASE + i] * 100 + i % 10 for i in range(40))
"""How rich a card is to load on a partner's trick, by card index: its points first, then the weaker card."""
_CHEAP = (0,) * BASE + tuple(CARD_POINTS[BASE + i] * 100 + 10 - i % 10 for i in range(40))
"""How dear a card is to throw away, by card index: its points first, then the stronger card."""
_RICH_KEYS = tuple(
    (0, *(_RICH[i] - (50 if SUIT_OF[i + 1] == trump and i >= BASE else 0) for i in range(BASE + 40)))
    for trump in range(4)
)
"""Per trump suit, by a card's ``bit.bit_length()``: how rich it is to load (:data:`_RICH`, a trump less so)."""
_CHEAP_KEYS = tuple(
    (0, *(-_CHEAP[i] - (50 if SUIT_OF[i + 1] == trump and i >= BASE else 0) for i in range(BASE + 40)))
    for trump in range(4)
)
"""Per trump suit, by a card's ``bit.bit_length()``: how cheap it is to throw away (:data:`_CHEAP` negated, a
trump dearer), so that the cheapest card has the highest key."""
_CHUNK = tuple(sum(_RANK_POINTS[r] for r in range(10) if v >> r & 1) for v in range(1024))
PAIR = PAIR_MASKS
"""The rey and caballo of each suit (the rules' :data:`~tutor.games.subastao.rules.PAIR_MASKS`)."""
KING = tuple(pair & -pair for pair in PAIR)
KNIGHT = tuple(pair & ~king for pair, king in zip(PAIR, KING, strict=True))
SUIT_INDEX = {suit: i for i, suit in enumerate(SUITS)}


def points(mask: int) -> int:
    """Card points of the Spanish cards of a mask.

    >>> from tutor.cards import CardSet
    >>> points(CardSet.parse("AO 3C RE 7B", "spanish").mask)
    25
    """
    m = mask >> BASE
    return _CHUNK[m & 1023] + _CHUNK[m >> 10 & 1023] + _CHUNK[m >> 20 & 1023] + _CHUNK[m >> 30]


def relative(mask: int) -> int:
    """A :class:`~tutor.cards.CardSet` mask shifted to bit 0 at the ace of oros (the masks of this module were,
    before they became the card masks themselves; kept for old code)."""
    return mask >> BASE


def absolute(mask: int) -> int:
    """The :class:`~tutor.cards.CardSet` mask of a :func:`relative` one (kept for old code)."""
    return mask << BASE


_STEPS: dict[tuple[bool, int], dict[tuple[int, int], Steps]] = {}
"""The steps of the duty chain by ``(strict, tm)`` (strict montar, the trump mask), then by a trick's ``(bl, bt)``."""
_NONE: dict[tuple[int, int], Steps] = {}
"""No steps kept yet (for a trump mask not met before)."""


def steps_table(tm: int, strict: bool) -> dict[tuple[int, int], Steps]:
    """The steps of the duty chain kept for one trump mask ``tm`` (filled in by :func:`steps`)."""
    table = _STEPS.get((strict, tm))
    if table is None:
        table = _STEPS[strict, tm] = {}
    return table


def steps(bl: int, bt: int, tm: int, strict: bool) -> Steps:
    """The steps of :func:`~tutor.games.subastao.rules.duty_chain` in a trick whose best card of the suit led
    is ``bl`` and best trump ``bt`` (0 if none), ``tm`` the trump mask: the trick seen as a
    :class:`~tutor.tricks.Seen` tuple once, its steps kept, where "the cards that beat ``b`` in its suit" is
    ``suit_mask & (b - 1)``."""
    table = steps_table(tm, strict)
    found = table.get((bl, bt))
    if found is None:
        follow = SUIT_MASK[SUIT_OF[bl.bit_length()]]
        beat_led = follow & (bl - 1)
        beat_trump = tm & (bt - 1) if bt else 0
        view = (  # a Seen, as a plain tuple
            follow,
            beat_trump if bt else beat_led | tm,  # beat: what beats the card winning so far
            beat_led,
            tm,
            beat_trump,
            bool(bt),  # trump_wins
            bool(bt) and not bl & tm,  # ruffed
            False,  # top_led: Subastao has no top cards
        )
        found = table[bl, bt] = duty_chain(strict).steps(view)
    return found


def legal(hand: int, ls: int, bl: int, bt: int, tm: int, trump_led: bool, strict: bool) -> int:
    """The legal cards of ``hand`` (a mask), the suit ``ls`` led, ``bl`` the best card of that suit played,
    ``bt`` the best trump played (0 if none), ``tm`` the trump mask. ``ls < 0``: leading, anything goes.

    This is :func:`~tutor.games.subastao.rules.duty_chain` read on the bits (see :func:`steps`).
    """
    if ls < 0:
        return hand
    found = _STEPS.get((strict, tm), _NONE).get((bl, bt))
    if found is None:
        found = steps(bl, bt, tm, strict)
    return narrow(hand, found)


Summary = tuple[int, int, int, bool, int]
"""A trick as the obligations and its winner read it: ``(ls, bl, bt, trump_led, winning)``, the suit led, the best
card of it, the best trump (0 if none), whether trumps were led, and the position of the card winning so far."""


def trick_summary(bits: list[int], tm: int) -> Summary | None:
    """The :data:`Summary` of a trick from its cards' bits in play order (at least one) and the trump
    mask ``tm``: ``ls, bl, bt, trump_led`` as :func:`legal` takes them, and the position of the card winning
    so far (the best trump, else the best card of the suit led).

    >>> from tutor.cards import Card
    >>> rc, tc, so = (Card.parse(c, "spanish").bit for c in ("RC", "3C", "7O"))
    >>> ls, bl, bt, trump_led, winning = trick_summary([rc, tc, so], SUIT_MASK[0])   # trumps: oros
    >>> ls, bl == tc, bt == so, trump_led, winning
    (1, True, True, False, 2)
    """
    summary: Summary | None = None  # no card yet
    for position, c in enumerate(bits):
        summary = with_card(summary, c, position, tm)
    return summary


def with_card(summary: Summary | None, c: int, position: int, tm: int) -> Summary:
    """The :data:`Summary` of a trick (``None``: no card yet) after card ``c`` (its bit) is played at
    ``position``."""
    if summary is None:
        ls = SUIT_OF[c.bit_length()]
        trump_led = bool(c & tm)
        return ls, c, c if trump_led else 0, trump_led, 0
    ls, bl, bt, trump_led, winning = summary
    if c & tm:
        if not bt or c < bt:
            return ls, c if trump_led else bl, c, trump_led, position
    elif c & SUIT_MASK[ls] and c < bl:
        return ls, c, bt, trump_led, winning if bt else position
    return summary


def shown_void(c: int, summary: Summary, trump: int, tm: int) -> int:
    """The suits (bit ``s`` for suit ``s``) a player shows he has none of by playing card ``c`` (its bit) to
    a trick whose :data:`Summary` before his card is ``summary``, ``trump`` the trump suit and ``tm`` its mask:
    the suit led when he does not follow it, and trumps too when he neither follows nor trumps while no trump
    has been played (trumping was his duty; after a ruff it is only to overtrump). The duty chain read backwards
    (``tutor.games._counting.cannot_hold``) shows the same voids.

    >>> from tutor.cards import Card
    >>> rc, te, so = (Card.parse(c, "spanish").bit for c in ("RC", "3E", "7O"))
    >>> led = trick_summary([rc], SUIT_MASK[0])   # R de copas led, trumps: oros
    >>> shown_void(te, led, 0, SUIT_MASK[0])       # 3 de espadas: no copas, no oros either
    3
    >>> shown_void(so, led, 0, SUIT_MASK[0])       # 7 de oros: a ruff, no copas
    2
    """
    ls, _, bt, _, _ = summary
    if c & SUIT_MASK[ls]:
        return 0
    if c & tm or bt:  # a ruff, or a trick already trumped (trumps led: the suit led is trumps)
        return 1 << ls
    return 1 << ls | 1 << trump


def _pick(mask: int, trump: int, protect: int, high: bool) -> int:
    """The cheapest card (``high=False``: fewest points, not a trump, weakest) or the richest (``high=True``),
    read off the trump's row of :data:`_RICH_KEYS` or :data:`_CHEAP_KEYS`; the first of equal cards."""
    keys = (_RICH_KEYS if high else _CHEAP_KEYS)[trump]
    best, best_key = 0, -(10**6)
    while mask:
        b = mask & -mask
        mask ^= b
        key = keys[b.bit_length()]
        if b & protect:
            key -= 1000
        if key > best_key:
            best, best_key = b, key
    return best


def _weakest(mask: int) -> int:
    return 1 << (mask.bit_length() - 1)


def _master(b: int, unseen: int) -> bool:
    """No card still unseen beats ``b`` in its own suit."""
    return not (unseen & SUIT_MASK[SUIT_OF[b.bit_length()]] & (b - 1))


def choose(
    hand: int,
    allowed: int,
    *,
    trump: int,
    ls: int,
    best: int,
    bt: int,
    mine: bool,
    partner_winning: bool,
    after: tuple[bool, ...],
    unseen: int,
    voids: tuple[int, ...],
    protect: int,
    careful: bool = False,
) -> int:
    """The heuristic card (its bit) for a player who may play ``allowed``.

    :param mine: whether the player is on the bidding side (soloist or his partner).
    :param partner_winning: the card winning the trick so far is his side's.
    :param after: for each player still to play after him, whether that player is an opponent.
    :param unseen: the cards he cannot see (not in his hand, not played).
    :param voids: per player still to play after him, the suits (bit s) he has shown void in.
    :param protect: cards he would rather keep (the rey and caballo of a marriage not yet sung).
    :param careful: the :class:`~tutor.games.subastao.Bot`'s refinements, judged by the exact solver
        (``benchmarks/bench_play.py``; the playout and the bid evaluator keep the plain policy): a suit nobody
        else holds shows every opponent void in it; a defender leads a small trump rather than a spare card, and
        a soloist whose trumps are drawn keeps them to ruff and leads a side card; loading a partner's trick, he
        keeps his top trumps (ace, three) and, with more than five cards, his masters; last to a trick he takes,
        he takes it with a card that is not a master of its suit when he can.
    """
    return _choose(
        hand, allowed, trump, ls, best, bt, mine, partner_winning, after, unseen, voids, protect, careful
    )


def _choose(
    hand: int,
    allowed: int,
    trump: int,
    ls: int,
    best: int,
    bt: int,
    mine: bool,
    partner_winning: bool,
    after: tuple[bool, ...],
    unseen: int,
    voids: tuple[int, ...],
    protect: int,
    careful: bool = False,
) -> int:
    """:func:`choose` with its arguments in order (the playout's call, without keywords to read)."""
    if allowed & (allowed - 1) == 0:
        return allowed
    tm = SUIT_MASK[trump]
    if ls < 0:
        return _lead(hand, allowed, trump, tm, mine, unseen, voids, protect, after, careful)
    opponents_after = any(after)
    if careful and not unseen & SUIT_MASK[ls]:
        voids = tuple(v | 1 << ls for v in voids)  # nobody else holds the suit led: whoever is after is void
    winners = (allowed & tm & (bt - 1)) if bt else (allowed & tm) | (allowed & SUIT_MASK[ls] & (best - 1))
    if partner_winning:
        safe = not opponents_after or _holds(best, bt, ls, trump, tm, unseen, voids, after)
        if safe:
            keep = 0
            if careful:  # keep the top trumps, and early on the masters: they win tricks of their own
                keep = _TOP_TRUMPS[trump] | (_masters(allowed & ~tm, unseen) if hand.bit_count() > 5 else 0)
            return _pick(allowed & ~keep or allowed, trump, protect, True)  # load points on partner's trick
        if allowed == winners:  # must overtake partner: with a card the opponents cannot beat, if any
            holding = _holding(winners, bt, ls, trump, tm, unseen, voids, after)
            if holding:
                return _pick(holding, trump, protect, True)
        return _pick(allowed, trump, protect, False)
    # an opponent is winning: can we take it?
    if winners:
        if not opponents_after:  # last to play: the trick is ours; bring the richest card home with it
            # (careful) not with a master: it wins a trick of its own
            keep = _masters(winners & ~tm, unseen) if careful else 0
            spare = winners & ~_TOP_TRUMPS[trump]
            return _pick(spare & ~keep or spare or winners, trump, protect, True)
        # someone still to play could overtake: win with a card that holds, as cheaply as possible
        holding = _holding(winners, bt, ls, trump, tm, unseen, voids, after)
        if holding:
            return _weakest(holding)
        if allowed == winners:
            return _pick(allowed, trump, protect, False)
    return _pick(allowed & ~winners or allowed, trump, protect, False)


def _masters(mask: int, unseen: int) -> int:
    """The cards of ``mask`` that no unseen card beats in their suit."""
    out = 0
    m = mask
    while m:
        b = m & -m
        m ^= b
        if _master(b, unseen):
            out |= b
    return out


_TOP_TRUMPS = tuple(0b11 << (BASE + 10 * s) for s in range(4))
"""The ace and the three of each suit: as trumps, the cards that keep control of the last tricks."""


def _holding(
    winners: int,
    bt: int,
    ls: int,
    trump: int,
    tm: int,
    unseen: int,
    voids: tuple[int, ...],
    after: tuple[bool, ...],
) -> int:
    """The cards of ``winners`` likely to hold the trick against the opponents still to play."""
    holding = 0
    m = winners
    while m:
        b = m & -m
        m ^= b
        if _holds(b, b if b & tm else bt, ls, trump, tm, unseen, voids, after):
            holding |= b
    return holding


def _holds(
    best: int,
    bt: int,
    ls: int,
    trump: int,
    tm: int,
    unseen: int,
    voids: tuple[int, ...],
    after: tuple[bool, ...],
) -> bool:
    """Whether the winning card ``best`` is likely to hold against the opponents still to play."""
    if bt:
        return not (unseen & tm & (bt - 1))
    if unseen & SUIT_MASK[ls] & (best - 1):
        return False
    # a master of the suit led: it holds unless an opponent may be void in it and hold a trump
    for i, opp in enumerate(after):
        if opp and voids[i] >> ls & 1 and not voids[i] >> trump & 1 and unseen & tm:
            return False
    return True


def _lead(
    hand: int,
    allowed: int,
    trump: int,
    tm: int,
    mine: bool,
    unseen: int,
    voids: tuple[int, ...],
    protect: int,
    after: tuple[bool, ...] = (),
    careful: bool = False,
) -> int:
    out = unseen & tm
    mytrumps = hand & tm
    if mine and out and mytrumps:
        top = mytrumps & -mytrumps
        if not (out & (top - 1)) and not top & protect:
            return top  # draw trumps with the master trump
        if mytrumps.bit_count() > out.bit_count():
            low = mytrumps & ~protect
            if low:
                return _weakest(low)  # draw trumps with a small one: the defenders must overtake
    # cash a master in a side suit
    best, best_pts = 0, -1
    for s in range(4):
        if s == trump:
            continue
        m = hand & SUIT_MASK[s] & ~protect
        if not m:
            continue
        top = m & -m
        if _master(top, unseen) and (mine or not out or not _any_void(voids, s)):
            pts = CARD_POINTS[top.bit_length() - 1]
            if pts > best_pts:
                best, best_pts = top, pts
    if best and (mine or best_pts >= 10 or not out):
        return best
    if not mine and out:
        # give the partner a ruff: a suit he has shown void in, while he may still hold trumps
        for i, opp in enumerate(after):
            if not opp and not voids[i] >> trump & 1:
                for s in range(4):
                    if s != trump and voids[i] >> s & 1 and hand & SUIT_MASK[s]:
                        return _weakest(hand & SUIT_MASK[s])
    if not mine and out:
        # force the soloist to ruff: a suit he has shown void in, while he may still hold trumps
        for i, opp in enumerate(after):
            if opp and not voids[i] >> trump & 1:
                for s in range(4):
                    if s != trump and voids[i] >> s & 1 and hand & SUIT_MASK[s]:
                        return _pick(hand & SUIT_MASK[s], trump, protect, False)
    if careful and not mine and out and mytrumps & ~_TOP_TRUMPS[trump]:
        # a small trump: it draws the soloist's trumps, so he has fewer to ruff with
        return _weakest(mytrumps)
    if careful and mine and not out and allowed & ~tm:
        # trumps drawn: keep them to ruff, lead a spare card
        return _pick(allowed & ~tm, trump, protect, False)
    if mine and not out and mytrumps and (mytrumps & (mytrumps - 1) or allowed == mytrumps):
        return mytrumps & -mytrumps  # trumps are drawn: run them, keeping the last one for the last trick
    return _pick(allowed, trump, protect, False)


def _any_void(voids: tuple[int, ...], s: int) -> bool:
    return any(v >> s & 1 for v in voids)


_SEATING: dict[tuple[bool, ...], tuple[list[list[tuple[int, ...]]], list[list[tuple[bool, ...]]]]] = {}


def seating(side: tuple[bool, ...]) -> tuple[list[list[tuple[int, ...]]], list[list[tuple[bool, ...]]]]:
    """For the players of ``side`` (whether each is on the bidding side): who plays after player ``p`` at
    position ``k`` of a trick (``followers[p][k]``), and whether each of them is his opponent
    (``opponents[p][k]``). Fixed tables, made once per ``side``."""
    side = tuple(side)
    found = _SEATING.get(side)
    if found is None:
        n = len(side)
        followers = [[tuple((p + j) % n for j in range(1, n - k)) for k in range(n)] for p in range(n)]
        opponents = [[tuple(side[q] != side[p] for q in followers[p][k]) for k in range(n)] for p in range(n)]
        found = _SEATING[side] = (followers, opponents)
    return found


_VOID_READERS: dict[int, list[list[Callable[[list[int]], tuple[int, ...]]]]] = {}


def _void_readers(n: int) -> list[list[Callable[[list[int]], tuple[int, ...]]]]:
    """For ``n`` players: ``[p][k]`` reads, from the list of every player's voids, the tuple of the voids of the
    players after player ``p`` at position ``k`` (``seating``'s ``followers``), as one C call."""
    found = _VOID_READERS.get(n)
    if found is None:
        followers, _ = seating((False,) * n)
        found = _VOID_READERS[n] = [[_reader(after) for after in row] for row in followers]
    return found


def _reader(players: tuple[int, ...]) -> Callable[[list[int]], tuple[int, ...]]:
    if len(players) > 1:
        return itemgetter(*players)
    if players:
        only = itemgetter(players[0])
        return lambda voids: (only(voids),)
    return lambda voids: ()


def playout(
    hands: list[int],
    side: tuple[bool, ...],
    trump: int,
    leader: int,
    *,
    strict: bool = False,
    deck: int = ALL36,
    trace: list[tuple[int, int]] | None = None,
    careful: bool = False,
) -> tuple[int, int, bool]:
    """Play a deal out with the bots from ``hands`` (masks) (one per player, in play order).

    :param side: for each player, whether he is on the bidding side.
    :param trace: if a list, receives each event: ``(player, bit)`` for a card, ``(player, -suit - 1)`` for a cante.
    :param careful: play with the :class:`~tutor.games.subastao.Bot`'s refinements (:func:`choose`); the bid
        evaluator plays without them.
    :returns: the bidding side's (card points, cante points, won the last trick).
    """
    n = len(hands)
    hands = list(hands)
    tm = SUIT_MASK[trump]
    remaining = deck  # the cards not played yet
    voids = [0] * n
    sung = 0
    unsung = PAIR  # the marriages not sung yet
    card_pts = cante_pts = 0
    last = False
    tricks = hands[0].bit_count()
    _, opponents = seating(side)
    after_voids = _void_readers(n)
    table = steps_table(tm, strict)
    for number in range(tricks):
        summary: Summary | None = None  # the trick so far (with_card), none before the lead
        ls = bl = bt = winning = 0
        tmask = 0
        p = leader
        for k in range(n):
            h = hands[p]
            if summary is None:
                allowed = h
            else:  # legal(h, ls, bl, bt, tm, trump_led, strict), its steps looked up here
                ls, bl, bt, _, winning = summary
                found = table.get((bl, bt))
                if found is None:
                    found = steps(bl, bt, tm, strict)
                allowed = h
                for mask, also, void_of, _ in found:  # narrow(h, found)
                    if h & void_of:
                        continue
                    binding = allowed & mask
                    if binding:
                        allowed = binding | (allowed & also)
            if allowed & (allowed - 1) == 0:
                c = allowed
            else:
                mine = side[p]
                protect = 0
                if mine:
                    for pair in unsung:
                        if h & pair == pair:
                            protect |= pair
                c = _choose(
                    h,
                    allowed,
                    trump,
                    -1 if summary is None else ls,
                    bt or bl,
                    bt,
                    mine,
                    k > 0 and side[(leader + winning) % n] == mine,
                    opponents[p][k],
                    (remaining | h) ^ h,
                    after_voids[p][k](voids),
                    protect,
                    careful,
                )
            hands[p] = h ^ c
            if trace is not None:
                trace.append((p, c))
            remaining = (remaining | c) ^ c
            tmask |= c
            if summary is not None and not c & SUIT_MASK[ls]:  # following suit shows no void
                voids[p] |= shown_void(c, summary, trump, tm)
            summary = with_card(summary, c, k, tm)
            p = p + 1 if p + 1 < n else 0
        assert summary is not None  # a trick of n cards
        best_p = (leader + summary[4]) % n
        leader = best_p
        if side[best_p]:
            card_pts += points(tmask)
        if number == tricks - 1:
            last = side[best_p]
        if side[best_p]:
            h = hands[best_p]
            if h & PAIR[trump] == PAIR[trump] and not sung >> trump & 1:
                sung |= 1 << trump
                cante_pts += CANTE_IN_TRUMPS
                unsung = tuple(pair for pair in unsung if pair != PAIR[trump])
                if trace is not None:
                    trace.append((best_p, -trump - 1))
            else:
                for s in range(4):
                    if h & PAIR[s] == PAIR[s] and not sung >> s & 1:
                        sung |= 1 << s
                        cante_pts += CANTE
                        unsung = tuple(pair for pair in unsung if pair != PAIR[s])
                        if trace is not None:
                            trace.append((best_p, -s - 1))
                        break
    return card_pts, cante_pts, last
