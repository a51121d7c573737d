#!/usr/bin/env python3
"""The Connect Four oracle of the connect4-play bench section (issue 50): a long-lived process.

    bench/.venv/bin/python bench/connect4/oracle.py               # serve: one query a line
    bench/.venv/bin/python bench/connect4/oracle.py --self-test   # check the conversion, then exit

Serving, it reads positions on stdin, one a line: the columns played from the empty board, 1-based
(Pons's notation, as in positions/*.txt; an empty line is the empty board), and answers each with
one JSON line on stdout:

    {"moves": "4453", "scores": [s1, ..., s7], "values": [[value, plies] | null, ...], "ms": t}

`scores[c]` is BitBully's exact score (Pons's scale, for the side to move) of dropping a stone in
column c + 1, null when that column is full; `values[c]` the same as (value, plies) for the side to
move, converted exactly as generate.py's to_value_plies does (a move's score s at n stones is the
mover's score of the whole game, so to_value_plies(s, n) is the value and plies counted from this
position, the move itself the first ply: a win in one is ("win", 1)). Higher is better for the
mover: a faster win, a draw over a loss, a slower loss; so a move keeps the value and is the
fastest win / slowest loss exactly when its score is the maximum of the row. `ms` is BitBully's
time for the row. A finished or malformed position answers {"moves": ..., "error": "..."}.

BitBully (PyPI `bitbully`, pinned in bench/requirements.txt) answers through `scoreMoves` with its
default opening book (12-ply with distances, `bitbully-databases`), one solver for the whole run,
its transposition table kept between queries (it holds bounds valid for any position, as generate.py
relies on too). The first line written, before any query is read, is {"ready": true, ...}.

--self-test checks the conversion and the scores on hand positions whose answers are read off the
board, each column against `mtdf` of the child position without the book (40 seeded positions of 10
to 38 stones), and each column's (value, plies) against generate.py's plain minimax of the child
(20 seeded endings). About half a minute.
"""

from __future__ import annotations

import json
import random
import sys
import time
from importlib.metadata import version
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from generate import CELLS, COLS, Game, minimax, random_game, to_value_plies  # noqa: E402  (the same conversion, and our own rules)

from bitbully import BitBully, Board  # noqa: E402


def board_of(moves: str) -> tuple[Game, Board] | str:
    """Our own game and BitBully's board after `moves`, or why not (illegal, or finished)."""
    g = Game()
    for ch in moves:
        if not ch.isdigit() or not 1 <= int(ch) <= COLS:
            return f"bad column {ch!r}"
        c = int(ch) - 1
        if c not in g.open_columns():
            return f"column {ch} is full"
        if g.wins(c):
            return "the game is over"
        g.play(c)
    if len(g.moves) == CELLS:
        return "the board is full"
    return g, Board(g.moves)


def row(solver: BitBully, moves: str) -> dict:
    got = board_of(moves)
    if isinstance(got, str):
        return {"moves": moves, "error": got}
    g, b = got
    n = len(moves)
    t0 = time.perf_counter()
    raw = list(solver._core.scoreMoves(b.native))  # noqa: SLF001  (the core call, as bitbully-time.py uses it)
    ms = (time.perf_counter() - t0) * 1000
    opens = set(g.open_columns())
    scores: list[int | None] = []
    for c in range(COLS):
        if c in opens:
            assert raw[c] > -100, (moves, c, raw)
            scores.append(int(raw[c]))
        else:
            assert raw[c] <= -100, (moves, c, raw)  # BitBully marks a full column by -1000
            scores.append(None)
    values = [None if s is None else list(to_value_plies(s, n)) for s in scores]
    return {"moves": moves, "scores": scores, "values": values, "ms": round(ms, 3)}


def self_test(solver: BitBully) -> None:
    """Hand positions, then child mtdf without the book, then minimax on small endings."""
    win = lambda p: ["win", p]  # noqa: E731
    loss = lambda p: ["loss", p]  # noqa: E731
    hand = [
        # The empty board: the centre wins with X's last stone (score 1, a win in 41 plies); the
        # columns next to it draw (0); Pons's and BitBully's documented row.
        ("", [-2, -1, 0, 1, 0, -1, -2], {3: win(41), 2: ["draw", 42], 4: ["draw", 42]}),
        # X has 1, 2, 3 on the bottom row: column 4 wins now (a win in one, score 22 - 4 = 18).
        ("112233", None, {3: win(1)}),
        # X on 4 and 5 at the bottom, O on top: 3 or 6 make an open three, a win in 3 (score 18).
        ("4455", None, {2: win(3), 5: win(3)}),
        # Pons's example (score -15): O to move loses to X's next stone whatever it plays.
        ("44455554221", [-15] * 7, {c: loss(2) for c in range(7)}),
        # Column 4 full: null there.
        ("444444", None, {3: None}),
    ]
    for moves, scores, values in hand:
        r = row(solver, moves)
        if scores is not None:
            assert r["scores"] == scores, (moves, r)
        for c, v in values.items():
            assert r["values"][c] == v, (moves, c, r["values"][c], v)
    # Each move's score is minus the child's mtdf score, solved without the book on a fresh table;
    # and a drawn ending (generate.py's) against minimax.
    nobook = BitBully(opening_book=None)
    rng = random.Random(0x0AC1E)
    checked = 0
    minimaxed = 0
    t0 = time.perf_counter()
    while checked < 40:
        # 10 stones and more: fewer take BitBully minutes a child without its book.
        stones = rng.choice([10, 11, 12, 13, 16, 20, 24, 28, 33, 34, 36, 38])
        g = random_game(rng, stones)
        if g is None:
            continue
        moves = g.notation()
        r = row(solver, moves)
        for c in g.open_columns():
            if g.wins(c):
                want = 22 - (len(moves) // 2 + 1)  # the mover's stones at the end: its own now, plus this one
            else:
                g.play(c)
                nobook.reset_transposition_table()
                want = -nobook.mtdf(Board(g.moves))
                g.undo()
            assert r["scores"][c] == want, (moves, c, r["scores"][c], want)
        if CELLS - len(moves) <= 9:
            best = max(s for s in r["scores"] if s is not None)
            assert minimax(g) == to_value_plies(best, len(moves)), (moves, r, minimax(g))
            minimaxed += 1
        checked += 1
    # Every column's (value, plies) against minimax of the child, on seeded endings of 9 or fewer
    # empty cells once the move is made.
    endings = 0
    while endings < 20:
        g = Game()
        ok = True
        for _ in range(rng.randint(CELLS - 10, CELLS - 2)):
            c = rng.choice(g.open_columns())
            if g.wins(c):
                ok = False
                break
            g.play(c)
        if not ok:
            continue
        r = row(solver, g.notation())
        for c in g.open_columns():
            if g.wins(c):
                want = ("win", 1)
            else:
                g.play(c)
                if len(g.moves) == CELLS:
                    want = ("draw", 1)
                else:
                    v, p = minimax(g)
                    want = ({"win": "loss", "loss": "win", "draw": "draw"}[v], p + 1)
                g.undo()
            assert tuple(r["values"][c]) == want, (g.notation(), c, r["values"][c], want)
        endings += 1
    print(f"oracle self-test: {len(hand)} hand positions; {checked} seeded random positions, each column against "
          f"mtdf of the child without the book ({minimaxed} also the best against minimax); {endings} seeded endings, "
          f"each column against minimax of the child: ok in {time.perf_counter() - t0:.0f} s", file=sys.stderr)


def main() -> None:
    t0 = time.perf_counter()
    solver = BitBully("default")
    if "--self-test" in sys.argv[1:]:
        self_test(solver)
        return
    load_ms = (time.perf_counter() - t0) * 1000
    out = sys.stdout
    out.write(json.dumps({"ready": True, "bitbully": version("bitbully"), "bitbullyDatabases": version("bitbully-databases"),
                          "book": "12-ply-dist (bitbully-databases 'default')", "loadMs": round(load_ms, 1)}) + "\n")
    out.flush()
    for line in sys.stdin:
        moves = line.strip()
        try:
            answer = row(solver, moves)
        except Exception as e:  # noqa: BLE001  (answered, not fatal: the bench reports it)
            answer = {"moves": moves, "error": f"{type(e).__name__}: {e}"}
        out.write(json.dumps(answer) + "\n")
        out.flush()


if __name__ == "__main__":
    main()
