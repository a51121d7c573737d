#!/usr/bin/env python3
"""Generates the Connect Four bench positions (issue 50): bench/connect4/positions/<class>.txt.

Run once by hand, from the repository root, and commit its output; the bench only reads the files:

    bash scripts/bench.sh --only connect4      # once, to create bench/.venv (or see README.md)
    nice -n 10 bench/.venv/bin/python bench/connect4/generate.py

The six classes are those of Pascal Pons's Connect Four benchmark (his blog's "Part 2 -- Test
protocol"): by stones played and by plies left under perfect play (fastest win, slowest loss; a
draw fills the board):

    end-easy       29..41 stones   plies < 14
    middle-easy    15..28 stones   plies < 14
    middle-medium  15..28 stones   14 <= plies < 28
    begin-easy      4..14 stones   plies < 14
    begin-medium    4..14 stones   14 <= plies < 28
    begin-hard      4..14 stones   plies >= 28

Pons's begin classes are of at most 14 stones; ours start at 4, because a position of 1 to 3 stones
takes BitBully minutes without its opening book (the bench times it so), which a bench section of a
few minutes cannot afford, while 4 to 14 stones keeps Begin-Hard at seconds to tens of seconds.

The positions are our own: for each stage (end, middle, begin) a seeded stream of random games
from the empty 6x7 board, X first, each of a length drawn uniformly from the stage's range, every
move uniform over the open columns. A game is thrown away when a move wins, when the side to move
then has a win in one (as in Pons's sets), or when its position (stones and side to move) was
already drawn. Each kept position is solved by BitBully (PyPI `bitbully`, with the 12-ply
distance book of `bitbully-databases` for speed) and goes to its class, until every class of the
stage has COUNT positions; later ones of a full class are dropped. Files list positions in the
order drawn (the bench's Begin-Hard subset is the first N lines).

A line is `<moves> <value> <plies>`: the columns played, 1-based (Pons's notation, e.g. `4453`),
then the value for the side to move (`win`, `draw` or `loss`) and the plies to the end: for a win
or a loss, to the winning stone inclusive; for a draw, the empty cells left.

BitBully's score is Pons's: a win is 22 minus the winner's stones at the end of the game, a loss
the winner's stones minus 22, a draw 0 (to_value_plies below). The conversion is checked against
BitBully's own scoreToMovesLeft on every position, on hand positions (self_test), and against a
plain minimax of this file on every position with at most EXACT_EMPTY empty cells.
"""

from __future__ import annotations

import argparse
import json
import random
import sys
import time
from pathlib import Path

from bitbully import BitBully, Board

ROWS, COLS = 6, 7
CELLS = ROWS * COLS
HERE = Path(__file__).resolve().parent

STAGES = {
    # stage: (stones range, seed, classes as (name, lowest plies, highest plies + 1))
    "end": ((29, 41), 0xC4E0, [("end-easy", 0, 14)]),
    "middle": ((15, 28), 0xC4D0, [("middle-easy", 0, 14), ("middle-medium", 14, 28)]),
    "begin": ((4, 14), 0xC4B0, [("begin-easy", 0, 14), ("begin-medium", 14, 28), ("begin-hard", 28, 99)]),
}
EXACT_EMPTY = 9  # positions with at most this many empty cells are also solved by minimax here


# ---- rules: our own, independent of BitBully ------------------------------------------------------

class Game:
    """A 6x7 gravity board: `cells[c]` the column's stones bottom up (0 = X, 1 = O)."""

    def __init__(self) -> None:
        self.cells: list[list[int]] = [[] for _ in range(COLS)]
        self.moves: list[int] = []

    @property
    def player(self) -> int:
        return len(self.moves) & 1

    def open_columns(self) -> list[int]:
        return [c for c in range(COLS) if len(self.cells[c]) < ROWS]

    def at(self, c: int, r: int) -> int | None:
        if 0 <= c < COLS and 0 <= r < len(self.cells[c]):
            return self.cells[c][r]
        return None

    def wins(self, c: int) -> bool:
        """Whether the side to move completes four by dropping a stone in column c."""
        p = self.player
        r = len(self.cells[c])
        for dc, dr in ((1, 0), (0, 1), (1, 1), (1, -1)):
            n = 1
            for s in (1, -1):
                cc, rr = c + s * dc, r + s * dr
                while self.at(cc, rr) == p:
                    n += 1
                    cc += s * dc
                    rr += s * dr
            if n >= 4:
                return True
        return False

    def play(self, c: int) -> None:
        self.cells[c].append(self.player)
        self.moves.append(c)

    def undo(self) -> None:
        c = self.moves.pop()
        self.cells[c].pop()

    def key(self) -> tuple:
        return tuple(tuple(col) for col in self.cells)

    def notation(self) -> str:
        return "".join(str(c + 1) for c in self.moves)


def to_value_plies(score: int, stones: int) -> tuple[str, int]:
    """BitBully's (Pons's) score for the side to move after `stones` plies, as (value, plies).

    A win is 22 - w, w the winner's stones at the end; the mover has stones // 2 stones now, so it
    wins with its k-th stone from here, k = 22 - score - stones // 2, which is ply 2k - 1. A loss
    is w - 22; the opponent has (stones + 1) // 2 now and wins with its k-th stone from here,
    k = score + 22 - (stones + 1) // 2, ply 2k. A draw fills the board: CELLS - stones plies.
    """
    if score > 0:
        return "win", 2 * (22 - score - stones // 2) - 1
    if score < 0:
        return "loss", 2 * (score + 22 - (stones + 1) // 2)
    return "draw", CELLS - stones


def minimax(g: Game) -> tuple[str, int]:
    """(value, plies) for the side to move by a plain full-width search (small positions only)."""
    best = None  # ordered by rank: win soon > win late > draw > loss late > loss soon
    for c in g.open_columns():
        if g.wins(c):
            return "win", 1
        g.play(c)
        if len(g.moves) == CELLS:
            r = ("draw", 1)
        else:
            v, p = minimax(g)
            r = {"win": ("loss", p + 1), "loss": ("win", p + 1), "draw": ("draw", p + 1)}[v]
        g.undo()
        rank = {"win": 1000 - r[1], "draw": 0, "loss": -1000 + r[1]}[r[0]]
        if best is None or rank > best[0]:
            best = (rank, r)
    return best[1]


def game_of(notation: str) -> Game:
    g = Game()
    for ch in notation:
        c = int(ch) - 1
        assert c in g.open_columns() and not g.wins(c), notation
        g.play(c)
    return g


def self_test(book: BitBully) -> None:
    """The conversion on hand positions whose answers are read off the board."""
    cases = [
        # X has three on the bottom row (columns 1-3) and plays column 4: a win in one.
        ("112233", "win", 1),
        # X on 4 and 5 at the bottom, O on top: X plays 3 or 6 for an open three and wins with its
        # next stone (Pons's example, score 18): 3 plies.
        ("4455", "win", 3),
        # Pons's example (score -15): O to move cannot stop X's next stone: a loss in 2.
        ("44455554221", "loss", 2),
    ]
    for notation, value, plies in cases:
        g = game_of(notation)
        b = Board([c - 1 for c in map(int, notation)])
        score = book.mtdf(b)
        got = to_value_plies(score, len(notation))
        assert got == (value, plies), (notation, score, got, (value, plies))
        assert BitBully.score_to_moves_left(score, b) == plies, (notation, score)
        if CELLS - len(notation) <= EXACT_EMPTY:
            assert minimax(g) == got, notation
    # A drawn ending: columns 1-7 filled so that nobody has four, the last two cells left.
    # Checked by minimax (the same search as above) and by BitBully: a draw in 2.
    drawn = find_drawn_ending()
    b = Board([c - 1 for c in map(int, drawn)])
    score = book.mtdf(b)
    assert score == 0 and to_value_plies(score, len(drawn)) == ("draw", 2) == minimax(game_of(drawn)), drawn
    print(f"self-test: {', '.join(f'{n} {v} {p}' for n, v, p in cases)}, {drawn} draw 2: ok", file=sys.stderr)


def find_drawn_ending() -> str:
    """A seeded random 40-stone game nobody has won, with two cells left and a draw by minimax."""
    rng = random.Random(0xD4A)
    while True:
        g = Game()
        ok = True
        while len(g.moves) < CELLS - 2:
            c = rng.choice(g.open_columns())
            if g.wins(c):
                ok = False
                break
            g.play(c)
        if ok and not any(g.wins(c) for c in g.open_columns()) and minimax(g) == ("draw", 2):
            return g.notation()


# ---- generation -----------------------------------------------------------------------------------

def random_game(rng: random.Random, stones: int) -> Game | None:
    """A game of `stones` uniformly random legal moves, or None when one of its moves won."""
    g = Game()
    for _ in range(stones):
        c = rng.choice(g.open_columns())
        if g.wins(c):
            return None
        g.play(c)
    return g


def generate_stage(stage: str, count: int, book: BitBully, verify: BitBully | None, verify_min: int) -> dict:
    (lo, hi), seed, classes = STAGES[stage]
    rng = random.Random(seed)
    out: dict[str, list[tuple[str, str, int]]] = {name: [] for name, _, _ in classes}
    seen: set = set()
    stats = {"drawn": 0, "won_during_game": 0, "win_in_one": 0, "duplicate": 0, "dropped_class_full": 0,
             "minimax_checked": 0, "nobook_checked": 0}
    t0 = time.perf_counter()
    while any(len(v) < count for v in out.values()):
        stats["drawn"] += 1
        g = random_game(rng, rng.randint(lo, hi))
        if g is None:
            stats["won_during_game"] += 1
            continue
        if any(g.wins(c) for c in g.open_columns()):
            stats["win_in_one"] += 1
            continue
        key = g.key()
        if key in seen:
            stats["duplicate"] += 1
            continue
        seen.add(key)
        n = len(g.moves)
        b = Board(g.moves)
        assert not b.can_win_next() and not b.has_win(), g.notation()  # BitBully agrees with our rules
        score = book.mtdf(b)
        value, plies = to_value_plies(score, n)
        assert BitBully.score_to_moves_left(score, b) == plies, (g.notation(), score)
        if CELLS - n <= EXACT_EMPTY:
            assert minimax(g) == (value, plies), (g.notation(), score, minimax(g))
            stats["minimax_checked"] += 1
        name = next(nm for nm, a, z in classes if a <= plies < z)
        if len(out[name]) >= count:
            stats["dropped_class_full"] += 1
            continue
        if verify is not None and n <= 12 and n >= verify_min:
            # The book answers positions of up to 12 stones: check those against a search without it.
            verify.reset_transposition_table()
            s2 = verify.mtdf(b)
            assert s2 == score, (g.notation(), score, s2)
            stats["nobook_checked"] += 1
        out[name].append((g.notation(), value, plies))
    stats["seconds"] = round(time.perf_counter() - t0, 1)
    for name, rows in out.items():
        hist: dict[int, int] = {}
        for m, _, _ in rows:
            hist[len(m)] = hist.get(len(m), 0) + 1
        vals: dict[str, int] = {}
        for _, v, _ in rows:
            vals[v] = vals.get(v, 0) + 1
        stats[name] = {"stones": dict(sorted(hist.items())), "values": vals}
    return {"positions": out, "stats": stats}


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--count", type=int, default=200, help="positions per class (200)")
    ap.add_argument("--out", type=Path, default=HERE / "positions")
    ap.add_argument("--stages", default="end,middle,begin")
    ap.add_argument("--verify-min-stones", type=int, default=10,
                    help="re-solve without the book the positions of this many to 12 stones (10; 99 for none)")
    args = ap.parse_args()
    book = BitBully("12-ply-dist")
    verify = BitBully(opening_book=None) if args.verify_min_stones <= 12 else None
    self_test(book)
    args.out.mkdir(parents=True, exist_ok=True)
    summary = {}
    for stage in args.stages.split(","):
        r = generate_stage(stage, args.count, book, verify, args.verify_min_stones)
        for name, rows in r["positions"].items():
            (args.out / f"{name}.txt").write_text("".join(f"{m} {v} {p}\n" for m, v, p in rows))
        summary[stage] = r["stats"]
        print(f"{stage}: {json.dumps(r['stats'])}", file=sys.stderr)
    print(json.dumps(summary, indent=2))


if __name__ == "__main__":
    main()
