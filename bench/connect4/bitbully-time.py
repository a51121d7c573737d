#!/usr/bin/env python3
"""BitBully's solve times on the Connect Four bench positions (issue 50); prints JSON on stdout.

    bench/.venv/bin/python bench/connect4/bitbully-time.py [--classes a,b] [--limit K] [--hard N]
                                                           [--quick] [--no-book-hard]

For each class file in bench/connect4/positions/ (generate.py), BitBully (PyPI `bitbully`, the
version bench/requirements.txt pins) solves each position WITHOUT an opening book: its exact score
by MTD(f) from a first guess of 0 (`BitBullyCore.mtdf`), on a transposition table cleared before
every position, the clearing untimed (about 40 ms: its table is fixed-size). The time is of that
one call, through its Python binding, by time.perf_counter_ns. Every answer is checked against
the file's value and plies (which generate.py took from BitBully with its 12-ply book): a
disagreement is listed under `mismatches`.

Counts: every position of a class (`--limit K` for the first K; `--quick` for the first 40),
except Begin-Hard, where a search without the book takes tens of seconds a position: its first N
(`--hard N`, else the environment's OXO_C4_HARD, else 7; 2 with --quick). Begin-Hard is also timed
WITH BitBully's default book (12-ply with distances, from `bitbully-databases`), on the same first N
and on the whole class (`withBook`), unless --no-book-hard.
"""

from __future__ import annotations

import argparse
import gc
import json
import os
import platform
import sys
import time
from importlib.metadata import version
from pathlib import Path

from bitbully import Board
from bitbully import bitbully_core as core

HERE = Path(__file__).resolve().parent
CLASSES = ["end-easy", "middle-easy", "middle-medium", "begin-easy", "begin-medium", "begin-hard"]
CELLS = 42
QUICK = 40


def to_value_plies(score: int, stones: int) -> tuple[str, int]:
    """BitBully's (Pons's) score as (value, plies) for the side to move; see generate.py."""
    if score > 0:
        return "win", 2 * (22 - score - stones // 2) - 1
    if score < 0:
        return "loss", 2 * (score + 22 - (stones + 1) // 2)
    return "draw", CELLS - stones


def read_class(directory: Path, name: str) -> list[tuple[str, str, int]]:
    rows = []
    for line in (directory / f"{name}.txt").read_text().splitlines():
        if line.strip():
            moves, value, plies = line.split()
            rows.append((moves, value, int(plies)))
    return rows


def time_positions(solver, rows) -> dict:
    """Solves each position once on a cleared table; times and checks every answer."""
    boards = [Board([int(c) - 1 for c in moves]).native for moves, _, _ in rows]
    ms, nodes, mismatches = [], [], []
    gc.disable()
    try:
        for (moves, value, plies), b in zip(rows, boards):
            solver.resetTranspositionTable()
            solver.resetNodeCounter()
            t0 = time.perf_counter_ns()
            score = solver.mtdf(b, 0)
            t1 = time.perf_counter_ns()
            ms.append((t1 - t0) / 1e6)
            nodes.append(solver.getNodeCounter())
            got = to_value_plies(score, len(moves))
            if got != (value, plies):
                mismatches.append({"moves": moves, "expected": [value, plies], "bitbully": list(got), "score": score})
            if ms[-1] > 1000:
                print(f"  bitbully: {moves} {got[0]} {got[1]} in {ms[-1] / 1000:.2f} s", file=sys.stderr)
    finally:
        gc.enable()
    return {
        "positions": len(rows),
        "meanMs": sum(ms) / len(ms) if ms else None,
        "maxMs": max(ms) if ms else None,
        "meanNodes": sum(nodes) / len(nodes) if nodes else None,
        "ms": ms,
        "mismatches": mismatches,
    }


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--classes", default=",".join(CLASSES))
    ap.add_argument("--limit", type=int, default=None, help="time only the first K positions of each class")
    ap.add_argument("--hard", type=int, default=None, help="Begin-Hard positions to time without a book (OXO_C4_HARD, 7)")
    ap.add_argument("--quick", action="store_true", help=f"the first {QUICK} of each class, 2 of Begin-Hard")
    ap.add_argument("--no-book-hard", action="store_true", help="skip Begin-Hard with the book")
    ap.add_argument("--dir", type=Path, default=HERE / "positions")
    args = ap.parse_args()

    hard = args.hard if args.hard is not None else int(os.environ.get("OXO_C4_HARD", "7"))
    if args.quick:
        hard = min(hard, 2)
    limit = args.limit if args.limit is not None else (QUICK if args.quick else None)

    t0 = time.perf_counter()
    nobook = core.BitBullyCore()
    setup_ms = (time.perf_counter() - t0) * 1000
    out = {
        "bitbully": version("bitbully"),
        "bitbullyDatabases": version("bitbully-databases"),
        "python": platform.python_version(),
        "method": "BitBullyCore.mtdf(board, 0), no opening book, transposition table cleared before each position (untimed)",
        "createMs": setup_ms,
        "classes": {},
    }
    for name in args.classes.split(","):
        rows = read_class(args.dir, name)
        k = hard if name == "begin-hard" else len(rows)
        if limit is not None:
            k = min(k, limit)
        rows = rows[:k]
        # An untimed warm-up solve, as the first call of a process pays for more than the search.
        nobook.resetTranspositionTable()
        nobook.mtdf(Board([int(c) - 1 for c in rows[0][0]]).native, 0)
        print(f"  bitbully: {name}, {len(rows)} positions, no book", file=sys.stderr)
        out["classes"][name] = time_positions(nobook, rows)

    if "begin-hard" in args.classes.split(",") and not args.no_book_hard:
        import bitbully_databases as bbd

        t0 = time.perf_counter()
        book = core.BitBullyCore(Path(bbd.BitBullyDatabases.get_database_path("default")))
        load_ms = (time.perf_counter() - t0) * 1000
        rows = read_class(args.dir, "begin-hard")
        n = out["classes"]["begin-hard"]["positions"]
        book.resetTranspositionTable()
        book.mtdf(Board([int(c) - 1 for c in rows[0][0]]).native, 0)
        print(f"  bitbully: begin-hard, {len(rows)} positions, with the book", file=sys.stderr)
        whole = time_positions(book, rows)
        first = whole["ms"][:n]
        out["withBook"] = {
            "book": "12-ply-dist (bitbully-databases 'default')",
            "loadMs": load_ms,
            "all": whole,
            "firstN": {"positions": n, "meanMs": sum(first) / n if n else None, "maxMs": max(first) if n else None},
        }
    json.dump(out, sys.stdout)
    sys.stdout.write("\n")


if __name__ == "__main__":
    main()
