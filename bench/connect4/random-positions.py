#!/usr/bin/env python3
"""Random Connect Four positions by disc count, with BitBully's answers (issue 60); JSON on stdout.

    bench/.venv/bin/python bench/connect4/random-positions.py [--per 200] [--discs 1-12]
                                                              [--timed-from 9] [--seed N]

For each disc count, `--per` positions reached by uniformly random legal moves from the empty
board (our own rules, generate.py's `Game`), kept only when no four was made and the side to move
cannot win with its next disc; duplicates are kept (each draw is independent). Seeded: the same
positions in every run.

Each position gets BitBully's exact answer with its default opening book (oracle.py's `row`):
every column's score and (value, plies) for the side to move, and the position's own (the best
column's). From `--timed-from` discs on, BitBully also solves the position without a book, timed
as bitbully-time.py times (`mtdf` from 0 on a table cleared before each position, untimed), and
that answer must agree with the book's.
"""

from __future__ import annotations

import argparse
import gc
import json
import random
import sys
import time
from importlib.metadata import version
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from generate import COLS, random_game, to_value_plies  # noqa: E402
from oracle import row  # noqa: E402

from bitbully import BitBully, Board  # noqa: E402
from bitbully import bitbully_core as core  # noqa: E402


def position(rng: random.Random, discs: int) -> str:
    """The moves (1-based columns) of a random position of `discs` discs, as the module says."""
    while True:
        g = random_game(rng, discs)
        if g is not None and not any(g.wins(c) for c in g.open_columns()):
            return "".join(str(c + 1) for c in g.moves)


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--per", type=int, default=200)
    ap.add_argument("--discs", default="1-12")
    ap.add_argument("--timed-from", type=int, default=9)
    ap.add_argument("--seed", type=int, default=0xC460)
    args = ap.parse_args()
    lo, hi = (int(x) for x in args.discs.split("-"))
    rng = random.Random(args.seed)
    oracle = BitBully()
    nobook = core.BitBullyCore()
    out = {"bitbully": version("bitbully"), "bitbullyDatabases": version("bitbully-databases"), "per": args.per, "seed": args.seed, "positions": []}
    for discs in range(lo, hi + 1):
        t0 = time.perf_counter()
        timed = discs >= args.timed_from
        if timed:
            # An untimed warm-up, as bitbully-time.py does.
            nobook.resetTranspositionTable()
            nobook.mtdf(Board([int(c) - 1 for c in position(random.Random(discs), discs)]).native, 0)
        for _ in range(args.per):
            moves = position(rng, discs)
            r = row(oracle, moves)
            assert "error" not in r, r
            best = max(s for s in r["scores"] if s is not None)
            entry = {"discs": discs, "moves": moves, "solve": list(to_value_plies(best, discs)), "columns": r["values"], "bookMs": r["ms"]}
            if timed:
                b = Board([int(c) - 1 for c in moves]).native
                nobook.resetTranspositionTable()
                gc.disable()
                t = time.perf_counter_ns()
                score = nobook.mtdf(b, 0)
                entry["ms"] = (time.perf_counter_ns() - t) / 1e6
                gc.enable()
                assert score == best, (moves, score, best)
            out["positions"].append(entry)
        print(f"  bitbully: {args.per} random positions of {discs} discs in {time.perf_counter() - t0:.1f} s", file=sys.stderr)
    assert all(len(p["columns"]) == COLS for p in out["positions"])
    json.dump(out, sys.stdout)
    sys.stdout.write("\n")


if __name__ == "__main__":
    main()
