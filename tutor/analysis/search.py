"""The game-independent search: alpha-beta on compact positions, with a transposition table and null windows.

A game takes part through an *adapter* (see :class:`Adapter`): a few functions on its own compact positions
(plain tuples of ints: hands as bitmasks, the trick so far, whose turn, and what the score still depends on).
The search knows nothing about cards; it asks the adapter for the moves, their order, what a move gains and
the position it leads to. Values are integers, always from the point of view of the *maximising side*
(Satat's trump maker's team, Saskop's caller's team, Piquet's elder hand, Subastao's soloist); the other side
minimises.

Techniques (each one in the adapter or here, on bitmasks):

* alpha-beta, fail-soft, with the value of a position counted from that position on (points still to come),
  so that a transposition table can share it between the orders of play that reach the same cards;
* the transposition table keeps a lower and an upper bound per position, keyed at the start of each trick on
  the remaining hands, the leader and whatever the rest of the score depends on (``Adapter.key``);
* equivalent cards are one move (:func:`representatives`): two cards of one hand next to each other in the
  game's order, worth the same, with no card between them left anywhere, win and lose the same tricks;
* move ordering by the adapter (win cheaply when you can, lead strength, throw low, smear the most points
  last on a partner's trick), and first the move the table remembers as best (or as refuting) here;
* quick bounds (``Adapter.bounds``): the points still in play, less those of the other side's master trumps
  (Saskop, Subastao), or the tricks already won (Satat), bound what a position can be worth, and a search
  whose window lies outside them stops at once; with one card in each hand they are the last trick played
  out (Saskop, Subastao);
* principal variation search (:meth:`Solver.value`): one search over the window the quick bounds leave, in
  which each move after the first is asked a yes/no question (a null window: "better than the best so
  far?") and searched with a wider window only when the answer is yes; with a guess (the value after a
  neighbouring action) a narrow window around it first. A yes/no question alone ("can the side make at
  least *t*?", :meth:`Solver.reaches`) is one null-window search. (Closing in on the value by a series of
  null-window searches, MTD(f) then halving the interval, visited as many nodes or more: a points game
  spans a hundred values.)
* partition search (Ginsberg's, in GIB; :class:`Partition`, Satat): an entry of the table holds, beside its
  bounds, the cards its result depended on (those that won a trick by their rank, those a quick bound
  counted), and answers for every position with the same key whose hands hold those cards where this one
  held them; the key is then only the hands' lengths per suit, the leader and the tricks won;
* cards alike by their relevant cards (:meth:`Partition.alike`, Satat): once a card's search found the cards
  its value depended on, the other cards of its suit below the lowest of them (the card searched below it
  too) have the same value, and are not searched;
* relative ranks (Satat's adapter, as DDS): the cards are renamed after each trick to the highest places of
  their suit, so positions that differ only by which low cards have gone are one position, and the cards
  next to each other in one hand are one move;
* relative ranks of the cards worth the same (:class:`Runs`, Saskop's and Subastao's adapters): the cards
  still in play that are next to each other in their suit and worth as many points (9 8 7 6, 7 6 5 4,
  Saskop's four kings, four queens and four jacks of trumps) are renamed after each trick to the strongest
  places of their run; the points of every card stay where they are;
* a move order from card-play knowledge (Satat's adapter, after DDS's weights): a lead that wins the trick
  (a top card nobody ruffs, a card to partner's top card), in a suit the opponents hold few cards of, not into
  a ruff nor into the right-hand opponent's high card; in second hand the lowest card, in third hand the
  cheapest card that wins for now; a card that wins for sure before any other; on partner's sure winner the
  cheapest card; after a 7-0 to stop before to play on;
* forced cards played on (Satat's and Subastao's adapters): when the next player to a trick has one card to
  play, or (Satat) one run of equivalent cards, :meth:`Adapter.play` plays it too (Subastao: and a lone
  cante to sing), so that it costs no position, no move list
  and no call of the search.

Measured on Satat from the first lead (CPython 3.11, ``benchmarks/bench_analysis.py``, CPU time, load 2-5):
before these, most deals took over a minute; with them the median deal takes 2.2 s (30 deals, 26 within 30 s). Side by side on four
deals (seeds 2, 3, 5, 7), nodes searched: all of them 0.84 M; without partition search 4.8 M; with the leads
strongest first 3.8 M; with the old follow order (the cheapest winner, else the cheapest card) 1.2 M. Tried
and dropped, slower: killer moves (the move that cut off last at the same depth first: 6.1 M nodes); closing
in on the value by yes/no questions over the list of Satat's possible results (1.25 M); for Satat's decision
after a 7-0, the order (stop first) changes next to nothing (3 nodes in 138,038) and is kept as the cheaper.

Satat, issue 24's third round (side by side in the same minute, CPU time, the same value on every deal; the
machine was shared, load 8-14). Kept: forced cards played on, 26 % fewer nodes on seeds 2, 3, 5, 7 (0.56 M
from 0.75 M, the same transposition table) and 24 % less CPU (4.10 s from 5.40 s); the quick bounds reading
the four hands once, 5 % less CPU for the same nodes. The whole run of the bench (30 deals, cap 30 s):
the median deal 2.33 s from 2.87 s (load 2-10 in both runs); on the 26 deals both runs finished, 12.9 M
nodes from 16.2 M and 99 s of CPU from 126 s; the same four deals as before over the cap (seeds 0, 12,
20, 24), so the p90 and the maximum still miss the targets; the bridge twins' tricks equal DDS's on the
28 deals ours solved within the cap. Tried and dropped (nodes):

* an entry shared by the positions that differ only by the tricks won (a trick won by the trump maker's
  team rather than the other never lowers the value, so an entry's lower bound holds where that team has
  won more, its upper bound where it has won fewer): 0.743 M from 0.755 M on the four deals, 1.165 M from
  1.157 M on seed 1, the same on seed 4;
* at the root, the yes/no question "does the trump maker's team win?" first, then a search of that side's
  window: seed 5 0.49 M from 0.09 M; yes/no questions alone from that one up or down: 6.2 M from 7.0 M on
  seed 0, 0.35 M from 0.30 M on seed 7, within 10 % on four others;
* the 2♥ led last of all (2.43 M from 2.57 M on six deals, 5.02 M from 4.96 M on ten others) or first
  (2.61 M); played to a trick last of all (3.67 M from 2.57 M) or first (2.89 M);
* second hand, a card that wins for now before a losing one (2.21 M from 2.05 M on six deals, 2.87 M
  against 2.87 M on five others), or the lowest card before a sure winner (5.04 M from 2.05 M);
* the move remembered from the newest matching entry rather than the oldest (within 0.1 %); renaming after
  a trick with one lookup for both masks (the same CPU).

Why the slowest deals are slow (seeds 0, 12, 20, 24 of the bench): not a 13-0 race nor Trup Kasiet (the
bench names the trump), but close deals (seed 0 is won 7-6, seed 24 lost 6-7) where the one question "does
the trump maker's team win?" takes millions of nodes (seed 24: 8.9 M nodes, 75 s; seed 0: 3.3 M, 23 s);
their bridge twins are among DDS's slowest too. The 2♥ makes them harder: while the other side holds it the
side on lead counts no quick tricks (the 2♥ may take any trick, and the lead with it), so in seeds 0 and 24,
where the trump maker's opponents hold it, only the sure trumps bound his team from below. Still to try: a
quick-tricks bound against the 2♥ (it takes one trick and the lead; what the other side then cashes must be
bounded too), DDS's quick tricks with honours split between partners and entries both ways, the second
hand's quick tricks, and a cheaper node (the time is spread about evenly over the search's node, playing a
card, the move list and the quick bounds: no single place to gain much).

Satat, issue 24's fifth round (the machine shared with browser tests, load 8-25: node counts, and CPU times
side by side in the same minutes). Nothing kept: no idea below changed the nodes of seeds 1-7 by more than 1 %
in all, some deals gaining what others lost. Where the nodes are (seeds 1 and 0, seed 0 stopped at 30 s): of
the 0.92 M trick starts that reached the quick bounds, 85 % came after the 2♥ had gone, 10 % with the 2♥ in
the hand of a player not on lead, 5 % on the side on lead (of those searched rather than cut off: 0.26 M,
0.05 M, 0.02 M); and two thirds of all the nodes are inside a trick (0.51 M at the second card, 0.71 M at the
third, 1.28 M at the fourth, for 0.33 M trick starts searched). So the 2♥ is not where the slow deals spend
their time: the close race after it is. The table: seed 1 leaves 52,008 entries under 14,903 keys (up to 138
under one key), and its 0.50 M lookups scan 2.65 M entries, 5.3 a lookup (a cost, but a small one beside the
node's). Tried and dropped:

* quick tricks of the side not on lead that holds the 2♥ (its holder takes this trick with it, then leads
  and cashes his own cards from the top of each suit, no more than the length of an opponent who holds
  trumps less the card he may throw to this trick): a hypothesis test that the side takes that many tricks
  one after another against any defence passed (80 endings, and failed when the count was one too many);
  but seeds 1, 3, 4, 6, 7 searched 2.3209 M nodes from 2.3212 M, and seed 0 5.48 M from 5.46 M (47.3 s
  against 46.7 s of CPU): the bound is met where the other bounds or the table cut off already, and its
  relevant cards make the entries narrower;
* the 2♥ led first when it draws the opponents' last trumps (each holds one at most): seed 7 0.2 % fewer
  nodes, seeds 1, 3, 4, 6 the same, seed 0 0.01 % more;
* a discard from the longest plain suit, lowest first (instead of the lowest card by its place among the
  cards still out): seeds 1-7 2.493 M nodes from 2.483 M (seed 2 -6 %, seed 4 +2 %, seed 7 +3 %);
* a guess at the root (what a bot's play-out would give): even the exact value as the guess, so a window
  around it first, seeds 1-7 searched 2.469 M nodes against 2.483 M without a guess (-0.6 %: seed 2 -14 %,
  seed 6 -6 %, seed 7 +18 %), and a play-out's guess is worse than the exact value;
* a cut-off by the table one card ahead (the enhanced transposition cut-off): inside a trick, each move played
  first and the trick start it leads to looked up, the node answered at once when an entry there already
  refutes it: seeds 2, 3, 5, 7 searched 0.479 M nodes from 0.559 M (-14 %) but took 5.2 s of CPU against
  3.95 s (+31 %, twice each, side by side), every move now played at every fourth hand; looking ahead only
  once the first move failed to cut off: 0.557 M nodes (-0.3 %), 4.8 s against 4.0 s; only where three
  moves or more are left: 0.510 M nodes (-9 %), 4.7 s against 3.8 s (+24 %).

Not yet tried: DDS's quick tricks with honours split between partners and entries both ways, a bound inside
a trick (two thirds of the nodes), and the 2♥ holder's sure tricks with the top trumps of his partner (sound
only when the partner cannot be made to play a top trump to the trick the 2♥ takes: a lead of the 2♥ forces
trumps).

Satat, issue 24's seventh round (CPU times of before and after side by side in the same minutes, the least
of three, load 1-2; node counts). Where the nodes inside a trick are (seeds 1, 3, 7: 1.37 M nodes): at the
fourth card 0.35 M, of which 0.27 M cut off by their first card (whose trick start the quick bounds then
answered 0.12 M times, the table 0.11 M, a search 27 k) and 79 k that tried every card; at the third card
0.11 M that tried every card and 76 k cut off; at the second 0.10 M cut off and 29 k every card. Most of the
work is proving, card after card, that no card helps. Kept:

* cards alike by their relevant cards (:meth:`Partition.alike`; ``SatatAdapter._alike``): once a card's
  search found its value depending on the relevant cards *R*, every other card of its suit below the lowest
  card of *R* in that suit, the card searched below it too, has the same value and is skipped: played
  instead, the search of the first holds move for move (the others' legal cards, each trick's winner, the
  hands down to that card at each trick's start are the same, so every entry and bound it met matches).
  Partition search's own knowledge makes more cards equivalent than their places do. Seeds 1, 3, 7: 0.614 M
  nodes from 1.369 M (-55 %), CPU 4.86 s against 8.88 s; seeds 2, 4, 5, 6: 0.740 M from 1.114 M (-34 %),
  5.94 s against 7.37 s; at the fourth card only, 1.245 M (-9 %) on seeds 1, 3, 7, 8.90 s against 9.60 s.
  The values equal a search of every card on 3,840 random endings of four to seven tricks, Satat's and
  their bridge twins' (and a hypothesis test in the suite); with the lowest relevant card taken as alike
  too, 2 of 396 endings of five tricks got another value, and the test fails. The whole run of the bench
  (30 deals, cap 30 s, before and after side by side in the same minutes, load 1-9): the median deal
  1.41 s from 2.40 s; on the 26 deals both runs finished, 6.58 M nodes from 12.91 M and 58 s of CPU from
  99 s, the same value on each; over the cap seeds 0, 12 and 24 (seed 20 now 22.9 s), so the p90 and the
  maximum still miss the targets; the bridge twins' tricks equal DDS's on the 28 deals ours solved (twins
  of seeds 17 and 22 over the cap in both runs; ours 114 s of CPU from 163 s on the others).

Tried and dropped:

* at the fourth card, the cheapest card at once when the last player's cards all lose the trick or all win
  it: seed 1 0.37 M nodes from 0.97 M, but wrong, 12 of 600 endings of five tricks (Satat's and bridge
  twins') got another value: which card the last player keeps matters later (a high card kept may take a
  trick from his partner's long suit, or put him on lead when he would rather not), so no bound inside a
  trick can rest on that rule either;
* the last player's cards equivalent across the cards of the trick (gone after it): seed 1 0.973 M nodes
  against 0.972 M;
* quick tricks with the honours split between partners (the leader cashes his cards of his side's top
  sequence, his partner following low, then leads a low card to his partner's that are left): seeds 1, 3, 7
  1.413 M nodes from 1.369 M (+3 %), seeds 2, 4, 5, 6 1.147 M from 1.114 M (+3 %), and 10 % more CPU: the
  bound counts more relevant cards, and its entries answer for fewer positions;
* the relevant cards lifted through a trick at once when none lies at or below a card gone: the same nodes,
  9.36 s against 9.26 s;
* not built: a bound at the fourth card (the trick's sure winner and the next trick start's quick bound).
  Where it could answer, the first card's trick start is answered by the bounds already (0.12 M of 1.37 M
  nodes); it would save a move list and a play there, which the fifth round's enhanced transposition cut-off
  found no cheaper than what it costs.

Saskop and Subastao from the first lead (the same 30 deals each, before and after in one run of the bench per
game, CPU time, load 3-6, the same value on every deal): with the relative ranks of the cards without points
(:class:`Runs`), Saskop searches 18.6 M nodes in all, from 25.2 M (median 0.96 s from 1.02 s, p90 4.8 s from
6.9 s, max 6.6 s from 7.5 s); Subastao 84.4 M, from 106.0 M (median 4.4 s from 4.5 s, max 42 s from 58 s;
its p90 of 31 s against 28 s was measured beside the test suite). Still far from the targets (median
0.5 s, p90 2 s). Tried and dropped: renaming in the key rather than in the position (the same nodes, every
run renamed at each trick's start: Subastao 15.0 s for two deals against 13.8 s; Saskop 14 % fewer nodes
but 11-16 % more CPU); keeping the positions inside a trick in the table (Saskop 4 % fewer nodes but 63 %
more CPU, Subastao 2 % and 36 %); Subastao's leads weakest first (14.9 M nodes on three deals, from 10.5 M)
or strongest first, trumps too (21.1 M); Saskop's leads strongest first or plain suits first (1.43 M and
1.65 M nodes on four deals, against 1.49 M: within noise, not changed). Not yet brought over from Satat:
partition search (a points game's result depends on every card that carries points, so the relevant cards
are most of the hand), sure winners in the plain suits and Satat's card-play move order.

Saskop and Subastao, issue 24's fourth round (the machine shared, load 5-11; CPU times side by side in the
same minutes, or the least of three runs; node counts do not depend on the load). Kept: the runs of cards
worth the same points, not only none (Saskop's kings, queens and jacks of trumps are four cards each, one
per suit, next to each other in the trump order and worth 4, 3 and 2; they lie on scattered bits and are
renamed through a table of their holdings): Saskop's 30 deals 15.4 M nodes from 18.6 M (-17 %), CPU 55.3 s
from 58.7 s, median 1.19 s against 1.12 s (within the noise at that load), p90 4.95 s from 5.71 s, max 6.7 s
from 7.9 s; seeds 1, 2, 4, 6, 7, least of three runs: 8.3 s from 9.9 s. The nodes fall more than the CPU:
a trick with a picture in it now renames (3.4 µs a node from 3.0 µs); one table from a run's holding straight
to each hand's renamed cards, instead of packing, was no faster (8.4 s against 8.3 s). Subastao has no such
run (its cards of one rank are worth as much but stand in four suits), so its search is unchanged. Tried
and dropped:

* sure winners for the player on lead (his cards that beat every other card of their suit still out: a
  plain one wins while every player who holds a trump follows suit, a trump one always; his side takes
  their points and the cheapest cards each opponent must give to those tricks), added to the master
  trumps' bound: Subastao 16.2 M nodes from 16.5 M on seeds 1, 3, 4, 5, 6 (seed 1 -31 %, seed 5 +8 %),
  Saskop 3.81 M from 3.91 M on seeds 1-8, and more CPU in both (the bound costs 2.3 µs a call, met at
  every new trick start: Subastao 82.6 s against 60.3 s at load 3-13, Saskop 16.7 s against 14.2 s);
* Subastao: forgetting a cante sung once a card of its pair has gone (positions that differ only by it are
  one): 1 % fewer nodes (4.94 M from 4.99 M on seeds 1, 3, 4, 6, 7, 8); the seat to move's side read from a
  table and the check for a cante to sing written out (the same nodes, 11.95 s against 11.75 s, least of
  three); second hand on a partner's lead ordered as third hand's (the same nodes to the last one: the
  obligation to beat decides);
* two master trumps of one hand with no card still out between them as one move even when they are worth
  different points (whichever goes first, their side takes both tricks and both cards' points; not a
  soloist's king and knight of a cante still to sing, whose order decides whether he can sing it: hypothesis
  found that case, 150 endings of two to five tricks): 7 % fewer nodes in both games (Saskop 2.27 M from
  2.44 M on seeds 1, 2, 4, 6, 7; Subastao 1.94 M from 2.12 M on seeds 3, 4, 6, 8, seed 6 -25 %), but no
  less CPU, since every hand with two trumps then asks which of them are masters (Saskop 9.32 s against
  9.29 s, Subastao 7.79 s against 7.72 s, least of two runs, load 9-10).

Why a better window is not the way (Subastao): even with the exact value known beforehand, the two
yes/no questions that prove it (at least *v*, not *v* + 1) search 71 % (seed 1), 94 % (seed 2), 100 %
(seed 3) and 109 % (seed 4) of the nodes of the full search; the move order is good already (at a trick's
start, of the positions cut off, 90 % by the first move tried; at the second and third cards 96 % and
98 %). What is left is the tree itself: 1.0 M positions at trick starts for seeds 1 and 3, of which a
third are cut off by the quick bounds and half by the table. Still to try: a bound that is both tighter
and cheaper (the points the other side surely takes whoever leads), and a cheaper node.

Subastao, issue 24's sixth round (the machine shared by six helpers, load 8-17: node counts, and CPU times
of the same deals run one after the other, new and old in turn). The profile of seed 1 (cProfile) has no
single place to gain: the search's node 15 % of the time, playing a card 27 %, the move list 32 %, the quick
bounds 10 %, renaming the runs 7 %. Where the nodes are (seed 1, 1.37 M): 0.92 M move lists, of which 0.45 M
offer one move (0.20 M at the second card, 0.23 M at the third, 18 k a lone cante: the obligation to beat
leaves one legal card); the trick starts peak with four and five tricks left (0.15 M and 0.13 M); of the
trick starts met, three in five are answered by the table, one in five cut off by the quick bounds, almost
all by the lower bound (the soloist's master trumps; from four tricks left on, 66 k against 0.3 k by the
upper one); and of those searched, four in five or more are null windows that end above the window (the
soloist makes it), most often with the lower bound less than 10 points short of it. Kept:

* forced moves played on (the Subastao adapter's ``play``, as Satat's): the next player's one legal card, and
  the cante sung at once when the winner of a trick has one alone to sing; the trick starts are still each a
  position of the table. Seeds 1, 6, 10: 1.92 M nodes from 2.65 M (-28 %), CPU 9.72, 9.76 and 9.77 s
  against 10.33, 10.13 and 9.62 s (-3 % on the mean, within the noise at load 14-17); seeds 4, 8, 11:
  0.34 M nodes from 0.47 M, 1.72-1.79 s against 1.74-1.75 s (least of three, twice). The nodes fall more
  than the CPU: the node saved was a cheap one (its move list one card, found at once), and each position
  with a choice inside a trick now reads its player's legal cards once more, in ``play``. The bench's deals
  0-12 (one run before, one after, beside the test suite, load 12-16): 24.4 M nodes from 32.9 M, CPU 126.3 s
  against 126.4 s, median 4.77 s against 4.89 s, slowest 39.6 s against 38.4 s.

Tried and dropped:

* the same, with the move list of the next position worked out in ``play`` and kept for ``moves`` (forced
  when it has one move, representatives included): seeds 1, 3, 4 -33 %, -26 %, -20 % nodes, but CPU +3 %
  (seeds 4, 8, 11, least of three, twice: 1.93-1.99 s against 1.87-1.91 s): more calls of functions than
  before (3.04 M against 2.93 M on seed 4), the wrappers costing what the nodes saved;
* a tighter lower bound beside the master trumps' points: each master trump takes a trick of its own, to
  which each opponent gives at least his cheapest cards' points, one per such trick; the last trick's 10 when
  the masters take every trick left; a cante (20, or the 40 when a master outside its pair leads) when a
  player of the side on lead holds a master trump and a cante still to sing: seeds 1, 3, 4 5.4 %, 0.8 % and
  2.1 % fewer nodes, seeds 4, 8, 11 0.9 % (0.468 M from 0.472 M), and 1-7 % more CPU. The points the soloist
  is short of come from his plain winners, not from what the masters' tricks collect.

Why the contract question matters more than the value: the bench's random auctions end in bids of 105 to
230, which the quick bounds refute at once (one node); asked instead "does the soloist make 60, the lowest
bid?" (:meth:`Solver.reaches`, a null window at the bid, a fresh table), deals 0-12 take a median 0.40 s
(the full value: 4.99 s), p90 1.98 s and at most 5.1 s (the full value: 38 s), against 0.01-0.07 s on the
six deals far from 60: the bench now prints it beside each deal. A caller that needs only whether the
contract is made (``Adapter.result``) meets the targets on most deals this way; the whole value does not.
Still to try: the same yes/no at the bid for the result-only callers (costs that change the result),
plain-suit quick tricks in points that cost less than the 2.3 µs of the fourth round's, and a cheaper node.

Where issue 24 stopped (the bench's whole run of the four games, 30 deals each, CPU time, load 1-3, 2026-12-06):
Satat median 1.38 s (target 1 s; 1.69 s after the eighth round's fixes below, at load 1.0-1.2), 3 deals over the
30 s cap (seeds 0, 12, 24: close races, 2.5-3.3 M nodes each in 30 s); Saskop median 1.06 s, p90 4.8 s, max 6.1 s
(targets 0.5 and 2 s); Subastao median 4.7 s, p90 34 s, max 51 s (its yes/no question at 60: median 0.08 s, p90
1.9 s); Piquet median 0.04 s, max 0.22 s. Satat's bridge twins: ours 2.9 s median against DDS's 27 ms (through
``endplay``), 19-414 times as long deal by deal, the same tricks on all 28 twins ours solved within the cap. A
node costs about 9 µs of CPU in CPython here (Satat: 18.4 M nodes in 167 s); the techniques DDS and GIB rest on
are all here, and every further idea of the seven rounds above moved the node counts by a few per cent, or cost
more CPU than it saved. What is left to try is listed at the end of each round.

Two wrong answers found at the end of that round, and fixed: an answer given once a table entry had narrowed the
window dropped that entry's relevant cards; and the cards a move list left out as equivalent (a run of one hand)
were not relevant, so an entry matched a position where another hand's card lay inside the run, making it two
moves. The second fix (``Partition.settle``) first cost Satat two to four times its speed from the first lead, for
a slip: the merged cards were taken after the runs had been consumed, so every legal card counted as merged.

Issue 24's eighth round (2026-12-06, load 1.2-2.0). Fixed that slip, and made the merged cards relevant only where
the answer needs them, as Ginsberg's partition search argues: a side's extra choices can only help that side, so
the cards a move list merged matter where the answer rests on every move of the player to move (no cut-off), and a
forced run's cards only to the bound its player's side could break (the minimiser's to a lower bound, the
maximiser's to an upper one); and a suit where a card searched lies below its lowest relevant card needs none (that
card stands in for any low card another position gives the player). Seeds 1-4 from the first lead: 0.388, 0.052,
0.122 and 0.401 M nodes, against 1.437, 0.113, 0.327 and 0.940 M with the first fix and 0.376, 0.051, 0.119 and
0.387 M before it. A check of the table itself found a wrong quick bound, in the plain table too: a leader's
plain masters were counted as tricks in a row while his partner, out of plain cards, had to ruff one and take the
lead (a 5-3 ending valued 7-3 for the leader's side, 7-4 by brute force); the partner now needs a plain card for
each (see ``SatatAdapter._quick``). That check is now a test: every entry stored in a Satat ending's search is
valued again at random positions it matches (the cards below its relevant ones dealt otherwise, lengths kept) by
the plain table, 143,775 entries of 4,000 endings of four to seven tricks without a failure (without ``settle``
11 of 35,546 fail on 1,000 endings); the plain table and partition search give the same values on 4,967 endings of
five to eight tricks. The whole run of the bench (30 deals, cap 30 s, load 1.0-1.2): Satat median 1.69 s (1.38 s
before the fixes, at load 1-3), nodes median 168 k (162 k), the same 3 deals over the cap (seeds 0, 12, 24); the
bridge twins 3.7 s median against DDS's 27 ms (138 times), the same tricks as DDS on all 28 twins ours solved. A
node costs more than before ``settle`` (seed 1: 3.7 s of CPU for 0.388 M nodes against 3.1 s for 0.376 M, load
0.5): its bookkeeping, the cards each move list and forced run merged; writing it with one attribute for both
sides' forced cards was slower still (4.2 s).
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Sequence
from typing import Any, Protocol, cast

__all__ = ["Adapter", "Partition", "Runs", "Solver", "chains", "representatives"]

INFINITY = 1 << 20
ASPIRATION = 2
"""How far either side of a guess :meth:`Solver.value` looks first."""


class Adapter(Protocol):
    """What the search needs of a game. ``pos`` is the adapter's own compact position (a tuple)."""

    def moves(self, pos: Any) -> Sequence[int]:
        """The moves worth trying, best guess first (equivalent cards given once); empty: no move left."""

    def play(self, pos: Any, move: int) -> tuple[int, Any]:
        """``(gain, next position)``: what the move scores for the maximising side at once, and the position
        after it (``None`` when the play is over: the gain then includes everything still to score). The
        adapter may play forced moves on (a move that is the only one the next player has): the position
        is then the first after them where a player has a choice, and the gain counts them too."""

    def is_max(self, pos: Any) -> bool:
        """Whether the player to move is on the maximising side."""

    def key(self, pos: Any) -> Hashable | None:
        """The transposition-table key of ``pos`` (``None``: do not store this position)."""

    def bounds(self, pos: Any) -> tuple[int, int] | None:
        """Bounds on the value still to come from ``pos`` (``None``: none cheaper than searching)."""


class Partition(Adapter, Protocol):
    """What partition search (Ginsberg's, in GIB) needs besides :class:`Adapter`: an adapter whose
    ``partition`` is true keeps in each table entry, beside the bounds, the cards the result depended on
    (its *relevant* cards), and the entry then answers for every position with the same key whose hands hold
    those cards as this one did, not only for this one position. The key (``Adapter.key``) is then coarse
    (Satat: the hands' lengths in each suit, the leader and the tricks won) and the table keeps a short list
    of entries per key.

    The relevant cards, a bitmask in the adapter's card bits: those that won a trick by their rank
    (``leaf_relevance`` after a play that ends a trick), those a quick bound counted (``low_relevance`` for
    its lower bound, ``high_relevance`` for its upper bound, after :meth:`Adapter.bounds`), and at each position the union over the moves searched (only the refuting
    move's at a cut-off)."""

    partition: bool
    low_relevance: int
    """The relevant cards of the lower bound :meth:`Adapter.bounds` gave last."""
    high_relevance: int
    """The relevant cards of the upper bound :meth:`Adapter.bounds` gave last."""
    leaf_relevance: int
    """The relevant cards of the last :meth:`Adapter.play` that ended the play."""
    move_relevance: int
    """The cards the last :meth:`Adapter.moves` left out as equivalent to a move it gave (:meth:`settle`)."""
    forced_max: int
    """The same for the forced cards of the maximising side the last :meth:`Adapter.play` played on (a run of
    equivalent cards played as one forced card)."""
    forced_min: int
    """The same for the minimising side's forced cards."""

    move_cards: int
    """The moves the last :meth:`Adapter.moves` gave, as one mask (the top card of each run: :meth:`settle`)."""

    def settle(self, relevant: int, merged: int, searched: int = 0) -> int:
        """``relevant`` with the cards of ``merged`` (left out as equivalent to a card searched) that must be
        relevant too: those whose place decides whether another position matching the entry offers a card the
        search has no stand-in for (a partner's card between two cards makes them two moves). ``searched``:
        the cards of the moves searched (every move of the list), any of which may be such a stand-in."""

    def fill(self, relevant: int) -> int:
        """The mask of the packed hands (``pos[0]``) an entry whose relevant cards are ``relevant`` matches
        on: two positions with the same key and the same cards of the hands under that mask share the
        entry."""

    def lift(self, pos: Any, relevant: int) -> int:
        """The relevant cards of ``pos`` as named in the position before it (the adapter may rename the
        cards after each trick)."""

    def alike(self, pos: Any) -> Callable[[int, int], int] | None:
        """``None``, or for ``pos`` a function of a move searched already and the relevant cards its search
        found (named as in ``pos``) that gives the other moves (a mask of their bits) whose value is that
        move's: those the search of the move holds for as it is, every entry and bound it met matching
        there too. The search then skips them (Satat: a card below the lowest relevant one of its suit,
        as the card searched)."""


class Solver:
    """Alpha-beta with a transposition table over one adapter's positions.

    The table is kept between calls, so the values of the moves of one position (and of the positions of one
    deal, move after move) share what the earlier searches found.
    """

    def __init__(self, adapter: Adapter) -> None:
        self.adapter = adapter
        self.table: dict[Hashable, Any] = {}
        self.nodes = 0
        self.relevant = 0
        self.parts: Partition | None = None
        if getattr(adapter, "partition", False):
            self.parts = cast(Partition, adapter)
            self.search = self._partition  # type: ignore[method-assign]

    def _partition(self, pos: Any, alpha: int, beta: int) -> int:
        """:meth:`search` with partition search (the adapter's ``partition``): see :class:`Partition`."""
        self.nodes += 1
        adapter = self.parts
        assert adapter is not None  # set with this method
        key = adapter.key(pos)
        used = 0  # the relevant cards of the entries and bounds that narrowed the window
        first = None
        bucket = None
        if key is not None:
            owners = pos[0]
            bucket = self.table.get(key)
            if bucket is not None:
                entry: tuple[int, int, int, int, Any, int]
                for entry in bucket:
                    mask, own, low, high, move, rel = entry
                    # an answer here rests on the entries that narrowed the window too (``used``)
                    if owners & mask == own:
                        if low >= beta or low == high:
                            self.relevant = adapter.lift(pos, rel | used)
                            return low
                        if high <= alpha:
                            self.relevant = adapter.lift(pos, rel | used)
                            return high
                        if low > alpha:
                            alpha = low
                            used |= rel
                        if high < beta:
                            beta = high
                            used |= rel
                        if first is None:
                            first = move
            bounds = adapter.bounds(pos)
            if bounds is not None:
                low, high = bounds
                if low == high:
                    self.relevant = adapter.lift(pos, adapter.low_relevance | adapter.high_relevance | used)
                    return low
                if low >= beta:
                    self.relevant = adapter.lift(pos, adapter.low_relevance | used)
                    return low
                if high <= alpha:
                    self.relevant = adapter.lift(pos, adapter.high_relevance | used)
                    return high
                if low > alpha:
                    alpha = low
                    used |= adapter.low_relevance
                if high < beta:
                    beta = high
                    used |= adapter.high_relevance
        alpha0, beta0 = alpha, beta
        moves = adapter.moves(pos)
        merged = (
            adapter.move_relevance
        )  # the cards left out as equivalent to a move: see ``Partition.settle``
        searched = adapter.move_cards
        if first is not None and first in moves and moves[0] != first:
            moves = [first, *(move for move in moves if move != first)]
        maximising = adapter.is_max(pos)
        best = -INFINITY if maximising else INFINITY
        play = adapter.play
        search = self._partition
        best_move = None
        scout = False
        relevant = 0
        alike = adapter.alike(pos) if len(moves) > 1 else None
        known = 0  # the moves whose value a move searched already gave (see ``Partition.alike``)
        for move in moves:
            if move & known:
                continue
            gain, child = play(pos, move)
            forced_max = adapter.forced_max
            forced_min = adapter.forced_min
            if child is None:
                value = gain
                found = adapter.leaf_relevance
            else:
                if scout and beta - alpha > 1:
                    if maximising:
                        value = gain + search(child, alpha - gain, alpha - gain + 1)
                        if alpha < value < beta:
                            value = gain + search(child, value - gain - 1, beta - gain)
                    else:
                        value = gain + search(child, beta - gain - 1, beta - gain)
                        if alpha < value < beta:
                            value = gain + search(child, alpha - gain, value - gain + 1)
                else:
                    value = gain + search(child, alpha - gain, beta - gain)
                found = self.relevant
            if forced_max or forced_min:
                # a side's merged cards matter to the bound that more choices of that side could break: the
                # maximiser's to an upper bound (the value at most alpha), the minimiser's to a lower bound
                if value >= beta:
                    forced = forced_min
                elif value <= alpha:
                    forced = forced_max
                else:
                    forced = forced_max | forced_min
                if forced:
                    found = adapter.settle(found, forced)
            scout = True
            if maximising:
                if value > best:
                    best = value
                    best_move = move
                    if best >= beta:
                        relevant = found
                        break
                    if best > alpha:
                        alpha = best
            else:
                if value < best:
                    best = value
                    best_move = move
                    if best <= alpha:
                        relevant = found
                        break
                    if best < beta:
                        beta = best
            relevant |= found
            if alike is not None:
                known |= alike(move, found)
        relevant |= used
        if merged and (best < beta0 if maximising else best > alpha0):
            # the cards the move list merged matter only where the answer rests on every move of the player
            # to move (no cut-off): another position matching the entry could offer him a move not searched
            relevant = adapter.settle(relevant, merged, searched)
        if key is not None:
            low, high = -INFINITY, INFINITY
            if best <= alpha0:
                high = best
            elif best >= beta0:
                low = best
            else:
                low = high = best
            mask = adapter.fill(relevant)
            own = owners & mask
            if bucket is None:
                self.table[key] = [(mask, own, low, high, best_move, relevant)]
            else:
                for k, entry in enumerate(bucket):
                    if entry[0] == mask and entry[1] == own:
                        bucket[k] = (mask, own, max(low, entry[2]), min(high, entry[3]), best_move, relevant)
                        break
                else:
                    bucket.append((mask, own, low, high, best_move, relevant))
            relevant = adapter.lift(pos, relevant)
        self.relevant = relevant
        return best

    def search(self, pos: Any, alpha: int, beta: int) -> int:
        """The value of ``pos`` (points still to come) if it lies strictly between ``alpha`` and ``beta``;
        otherwise a bound on the same side of the window (fail-soft)."""
        self.nodes += 1
        adapter = self.adapter
        key = adapter.key(pos)
        entry = None
        first = None
        if key is not None:
            entry = self.table.get(key)
            if entry is None:
                bounds = adapter.bounds(pos)
                if bounds is not None:
                    low, high = bounds
                    if low >= beta:
                        return low
                    if high <= alpha:
                        return high
                    entry = (low, high, None)
            if entry is not None:
                low, high, first = entry
                if low >= beta or low == high:
                    return low
                if high <= alpha:
                    return high
                if low > alpha:
                    alpha = low
                if high < beta:
                    beta = high
        alpha0, beta0 = alpha, beta
        moves = adapter.moves(pos)
        if first is not None and first in moves and moves[0] != first:
            moves = [first, *(move for move in moves if move != first)]  # the move that was best here before
        maximising = adapter.is_max(pos)
        best = -INFINITY if maximising else INFINITY
        play = adapter.play
        best_move = None
        scout = False
        for move in moves:
            gain, child = play(pos, move)
            if child is None:
                value = gain
            elif scout and beta - alpha > 1:  # principal variation search: a null window first
                if maximising:
                    value = gain + self.search(child, alpha - gain, alpha - gain + 1)
                    if alpha < value < beta:
                        value = gain + self.search(child, value - gain - 1, beta - gain)
                else:
                    value = gain + self.search(child, beta - gain - 1, beta - gain)
                    if alpha < value < beta:
                        value = gain + self.search(child, alpha - gain, value - gain + 1)
            else:
                value = gain + self.search(child, alpha - gain, beta - gain)
            scout = True
            if maximising:
                if value > best:
                    best = value
                    best_move = move
                    if best >= beta:
                        break
                    if best > alpha:
                        alpha = best
            else:
                if value < best:
                    best = value
                    best_move = move
                    if best <= alpha:
                        break
                    if best < beta:
                        beta = best
        if key is not None:
            low, high = (entry[0], entry[1]) if entry is not None else (-INFINITY, INFINITY)
            if best <= alpha0:
                high = min(high, best)
            elif best >= beta0:
                low = max(low, best)
            else:
                low = high = best
            self.table[key] = (low, high, best_move)
        return best

    def reaches(self, pos: Any, target: int) -> bool:
        """The yes/no question, answered by one null-window search: can the maximising side make at least
        ``target`` from ``pos`` (points still to come) against best defence?"""
        return self.search(pos, target - 1, target) >= target

    def value(self, pos: Any, guess: int | None = None) -> int:
        """The exact value of ``pos`` (points still to come): one search over the window the quick bounds
        leave, principal variation first (each move after the first is asked a yes/no question, and searched
        with a full window only when the answer shows it better). With a ``guess`` (the value of a
        neighbouring position), a narrow window around it first: when the value lies inside, that search
        alone finds it; otherwise it bounds the value from one side for the search that follows."""
        low, high = -INFINITY, INFINITY  # the value lies in [low, high]
        bounds = self.adapter.bounds(pos)
        if bounds is not None:
            low, high = bounds
            if low == high:
                return low
        if guess is not None and low < guess < high:
            found = self.search(pos, guess - ASPIRATION, guess + ASPIRATION)
            if guess - ASPIRATION < found < guess + ASPIRATION:
                return found
            if found >= guess + ASPIRATION:
                low = found
            else:
                high = found
        return self.search(pos, low - 1, high + 1)


# -- equivalent cards ----------------------------------------------------------------------------------------
def chains(
    groups: Sequence[Sequence[int]], points: Sequence[int], size: int
) -> tuple[list[tuple[int, ...]], list[int]]:
    """Tables for :func:`representatives` from the game's order: ``groups`` lists, per effective suit, the
    card indices weakest first (a card that beats everything, as Satat's 2♥, is a group of its own).

    Returns ``up`` (for each card index, the bits of the stronger cards of its group, nearest first) and
    ``same`` (for each card index, the mask of the cards worth as many points).
    """
    up: list[tuple[int, ...]] = [()] * size
    for group in groups:
        for position, index in enumerate(group):
            up[index] = tuple(1 << other for other in group[position + 1 :])
    by_points: dict[int, int] = {}
    for i in range(size):
        by_points[points[i]] = by_points.get(points[i], 0) | 1 << i
    return up, [by_points[points[i]] for i in range(size)]


def representatives(
    legal: int, present: int, up: Sequence[tuple[int, ...]], same: Sequence[int]
) -> list[int]:
    """One card (its bit) of each run of equivalent cards in ``legal``.

    A legal card is dropped when the next card above it in its group that is still ``present`` (in a hand
    or in the trick on the table) is also legal, hence in the same hand, and worth the same: both win and
    lose exactly the same tricks. The strongest card of each run stays.

    >>> up, same = chains([[0, 1, 2, 3]], [0, 0, 0, 0], 4)
    >>> representatives(0b0111, 0b1111, up, same)   # cards 0, 1, 2 in one hand, card 3 elsewhere
    [4]
    >>> representatives(0b0101, 0b1111, up, same)   # card 1 between them is elsewhere
    [1, 4]
    """
    out = []
    rest = legal
    while rest:
        bit = rest & -rest
        rest ^= bit
        index = bit.bit_length() - 1
        for above in up[index]:
            if above & present:
                if above & legal & same[index]:
                    break  # the next present card above is ours and worth the same: equivalent
                out.append(bit)
                break
        else:
            out.append(bit)
    return out


# -- relative ranks of the cards without points ---------------------------------------------------------------
class Runs:
    """Relative ranks for a points game (Saskop, Subastao): the cards worth as many points as each other that
    stand next to each other in their suit's order (Saskop's 9 8 7 6 and its four kings, four queens and four
    jacks of trumps; Subastao's 7 6 5 4) form a *run*, and the cards of a run still in play are renamed to its
    strongest places, keeping their order and their owners. Two positions whose hands are the same after
    renaming differ only by which cards of a run have gone: they win the same tricks and the same points, so
    they are one entry of the table. The adapters rename in the position itself after each trick
    (:meth:`after`: only the runs a card of the trick belongs to), so that the key costs nothing more.

    ``up`` and ``points`` are the tables of :func:`chains`. A run on consecutive bits, the stronger card on
    the lower bit (the cards without points of :mod:`tutor.cards`' indices), is renamed by shifts; any other
    (Saskop's kings, one per suit) by packing its bits first.

    >>> up, _ = chains([[3, 2, 1, 0]], [0, 0, 0, 11], 4)   # card 0 the strongest, worth 11
    >>> runs = Runs(up, [11, 0, 0, 0])
    >>> runs.rename((0b1001, 0b0100))   # 0 and 3 against 2; 1 has gone: 3 -> 2, 2 -> 1
    (5, 2)
    >>> up, _ = chains([[0, 2, 1, 3]], [4, 4, 4, 0], 4)   # 3 the strongest, then 1, 2, 0 worth 4 each
    >>> Runs(up, [4, 4, 4, 0]).rename((0b0001, 0b1000))   # 1 and 2 have gone: 0 -> 1
    (2, 8)
    """

    __slots__ = ("cards", "runs", "scattered")

    def __init__(self, up: Sequence[tuple[int, ...]], points: Sequence[int]) -> None:
        runs: list[tuple[int, int, int, list[int]]] = []
        scattered: list[tuple[int, int, dict[int, int], list[int], list[int]]] = []
        below = {}  # the next weaker card of each card that has one
        for index, stronger in enumerate(up):
            if stronger:
                below[stronger[0].bit_length() - 1] = index
        for top in range(len(up)):
            if (up[top] and points[up[top][0].bit_length() - 1] == points[top]) or top not in below:
                continue  # not the strongest card of a run of two or more
            if points[below[top]] != points[top]:
                continue
            run = [top]  # strongest first
            while run[-1] in below and points[below[run[-1]]] == points[top]:
                run.append(below[run[-1]])
            width = len(run)
            if run == list(range(top, top + width)):
                runs.append((top, width, (1 << width) - 1, _compress(width)))
                continue
            mask = sum(1 << index for index in run)
            pack = {}  # the cards of the run held (a part of ``mask``) -> their places, strongest on bit 0
            spread = [0] * (1 << width)  # the places -> the cards
            for places in range(1 << width):
                cards = sum(1 << run[k] for k in range(width) if places >> k & 1)
                pack[cards] = places
                spread[places] = cards
            scattered.append((mask, width, pack, spread, _compress(width)))
        self.runs = tuple(runs)
        self.scattered = tuple(scattered)
        self.cards = sum(full << shift for shift, _, full, _ in runs) | sum(run[0] for run in scattered)
        """The cards of every run (a mask)."""

    def after(self, hands: tuple[int, ...], gone: int) -> tuple[int, ...]:
        """:meth:`rename` of only the runs the cards of ``gone`` (those just played) belong to: the hands of a
        position whose other runs were renamed already."""
        gone &= self.cards
        if not gone:
            return hands
        return self.rename(hands, gone)

    def rename(self, hands: tuple[int, ...], only: int = -1) -> tuple[int, ...]:
        """``hands`` (masks) with the cards of each run still in play moved to its strongest places (with
        ``only``, of the runs holding a card of that mask)."""
        present = 0
        for hand in hands:
            present |= hand
        out = None
        for shift, width, full, table in self.runs:
            if not only >> shift & full:
                continue
            held = present >> shift & full
            if not held & (held + 1):  # already on the strongest places (or none left)
                continue
            if out is None:
                out = list(hands)
            base = held << width
            clear = ~(full << shift)
            for seat, hand in enumerate(out):
                mine = hand >> shift & full
                if mine:
                    out[seat] = hand & clear | table[base | mine] << shift
        for mask, width, pack, spread, table in self.scattered:
            if not only & mask:
                continue
            held = pack[present & mask]
            if not held & (held + 1):
                continue
            if out is None:
                out = list(hands)
            base = held << width
            for seat, hand in enumerate(out):
                mine = hand & mask
                if mine:
                    out[seat] = hand ^ mine | spread[table[base | pack[mine]]]
        return hands if out is None else tuple(out)


def _compress(width: int) -> list[int]:
    """``table[held << width | mine]``: the bits of ``mine`` (a part of ``held``) packed as ``held``'s are
    packed onto the lowest bits, in order."""
    table = [0] * (1 << 2 * width)
    for held in range(1 << width):
        places = [bit for bit in range(width) if held >> bit & 1]
        for mine in range(1 << width):
            if mine & ~held:
                continue
            table[held << width | mine] = sum(1 << k for k, bit in enumerate(places) if mine >> bit & 1)
    return table
