"""Figures for the display layer: SVG cards, hands and tables, and one learner's move in a PlayTable
(the learner's action, the bots' replies and the re-render). Run: ``python benchmarks/bench_svg.py``."""

from __future__ import annotations

import time

from tutor.cards import FRENCH_52, SPANISH_40, CardSet
from tutor.svg import card_svg, hand_svg, table_svg


def rate(label: str, count: int, seconds: float, unit: str) -> None:
    print(f"{label:<44} {count / seconds:>12,.0f} {unit}/s   ({seconds / count * 1e3:.3f} ms each)")


def main() -> None:
    cards = FRENCH_52.cards + SPANISH_40.cards
    start = time.perf_counter()
    for _ in range(20):
        for card in cards:
            card_svg(card)
    rate("card_svg (every French and Spanish card)", 20 * len(cards), time.perf_counter() - start, "cards")

    hand = CardSet(FRENCH_52.cards[::4]).sorted()
    for fan in (False, True):
        start = time.perf_counter()
        for _ in range(500):
            hand_svg(hand, fan=fan, legal=hand[:4])
        rate(
            f"hand_svg 13 cards, {'fanned' if fan else 'in a row'}", 500, time.perf_counter() - start, "hands"
        )

    start = time.perf_counter()
    for _ in range(300):
        table_svg([hand, 13, 13, 13], trick=[(1, hand[0])], lines=["trump: ♠"])
    rate("table_svg 4 seats (39 cards face down)", 300, time.perf_counter() - start, "tables")
    print(
        f"{'sizes':<44} card {len(card_svg(cards[0])):,} B, 4-seat table {len(table_svg([hand, 13, 13, 13])):,} B"
    )

    try:
        from tutor.widgets import PlayTable
    except ImportError:
        print("(widgets not installed: no PlayTable figures)")
        return
    for game in ("satat", "saskop", "piquet", "subastao"):
        try:
            start = time.perf_counter()
            table = PlayTable(game, seed=1)
        except (AttributeError, ImportError) as error:
            print(f"PlayTable {game}: not available ({error})")
            continue
        built = time.perf_counter() - start
        moves, start = 0, time.perf_counter()
        while not table.state.is_terminal and moves < 200:
            if table.is_paused:
                table.let_play_go_on()
            else:
                table.act(table.state.legal_actions()[0])
            moves += 1
        took = time.perf_counter() - start
        print(
            f"PlayTable {game:<9} built in {built * 1e3:5.0f} ms; {moves:3d} learner moves, "
            f"{took / max(moves, 1) * 1e3:5.1f} ms per move (bots and re-render included)"
        )


if __name__ == "__main__":
    main()
