#!/usr/bin/env python3
"""OpenSpiel's MCTS on Ultimate tic-tac-toe, as a peer of the bench's "ultimate" section.

A stdin/stdout bot over OpenSpiel's `ultimate_tic_tac_toe` game and its C++ MCTS bot
(`pyspiel.MCTSBot`, random rollouts, UCT constant 2 as in OpenSpiel's own MCTS examples, the
MCTS-Solver on as there). One request a line, one answer a line:

    new                      -> ok             (a new game: forget the position)
    sims <n>                 -> ok             (n simulations a move from now on; 0: by time)
    move <cells> <last> <ms> -> <row> <col> <simulations>
    calibrate <ms>           -> <n>            (simulations in <ms> ms from the opening, median of 5)
    quit

<cells> is the 9x9 board row-major, 81 characters X, O or '.'; <last> is `r,c` of the previous
move or `-`; <ms> is the time for the move, ignored when sims is set. A move answers the row and
column (0-8) on the 9x9 board and the simulations it ran. Errors answer `error <text>`.

OpenSpiel's game differs from the bench's rules in its actions only: a move on a free choice
(the first move, or one sent to a won or full board) is two actions of the same player, first
the small board (0-8, R*3+C) and then the cell in it (0-8, r*3+c within the small board); a
forced move is the cell alone. One search answers both: the root's best child is the board and
that child's best child the cell (the same search tree; a second search only when the chosen
board's node was never expanded). Everything else matches (README.md: checked on 3,000 random
games, `--check-rules`).

OpenSpiel has no way to set a position, so the bot replays one: it keeps the game it played so
far and looks for an order of the new stones that the rules allow and that ends with <last> (a
search backwards from the position, `replay`; a match sends one new stone a move, an opening a
few); a position that does not extend the kept one is replayed from the empty board the same way,
which is quick up to 30 or so plies (the middle-game fixtures: at most 0.04 s) but can run out of
its step budget on a late position far from the kept game: the bot then answers an error.

    python openspiel_bot.py [--seed N] [--python-mcts] [--compare-speed MS] [--check-rules GAMES]
                            [--check-fixtures positions/]

--python-mcts uses open_spiel.python.algorithms.mcts.MCTSBot instead (about 50 times slower
here); --compare-speed prints both bots' simulations a second from the opening and exits;
--check-rules plays random games by our rules and OpenSpiel's side by side; --check-fixtures
checks the tactics fixtures' winning and safe moves by OpenSpiel's rules.
"""

import argparse
import random
import statistics
import sys
import time

import numpy as np
import pyspiel

UCT_C = 2.0
MAX_MEMORY_MB = 1000
BIG = 10**9
LINES = ((0, 1, 2), (3, 4, 5), (6, 7, 8), (0, 3, 6), (1, 4, 7), (2, 5, 8), (0, 4, 8), (2, 4, 6))

GAME = pyspiel.load_game("ultimate_tic_tac_toe")


def split(row, col):
    """Our (row, col) on the 9x9 board -> OpenSpiel's (board action, cell action)."""
    return (row // 3) * 3 + col // 3, (row % 3) * 3 + col % 3


def join(board, cell):
    """OpenSpiel's (board, cell) -> our (row, col)."""
    return (board // 3) * 3 + cell // 3, (board % 3) * 3 + cell % 3


def choosing_board(state):
    """True when the player to move first chooses a small board (a free move)."""
    acts = state.legal_actions()
    return bool(acts) and state.action_to_string(state.current_player(), acts[0]).startswith("Choose")


def forced_board(state):
    """The small board the player to move must play in, or None on a free choice."""
    text = str(state).rsplit("Forced board: ", 1)[1].strip()
    return None if text == "any" else int(text)


def apply_move(state, row, col):
    """Plays our (row, col) on an OpenSpiel state; False (state untouched) when illegal."""
    board, cell = split(row, col)
    if state.is_terminal():
        return False
    if choosing_board(state):
        if board not in state.legal_actions():
            return False
        child = state.clone()
        child.apply_action(board)
        if cell not in child.legal_actions():
            return False
        state.apply_action(board)
        state.apply_action(cell)
        return True
    if forced_board(state) != board or cell not in state.legal_actions():
        return False
    state.apply_action(cell)
    return True


class Position:
    """The game as OpenSpiel sees it, with our cells and the last move (a 0-80 index) beside it."""

    def __init__(self):
        self.state = GAME.new_initial_state()
        self.cells = ["."] * 81
        self.last = None


def small_closed(cells, b):
    """Small board b (0-8) of an 81-character board is won or full."""
    R, C = divmod(b, 3)
    s = [cells[(3 * R + i // 3) * 9 + 3 * C + i % 3] for i in range(9)]
    return "." not in s or any(s[a] != "." and s[a] == s[m] == s[c] for a, m, c in LINES)


def meta_won(cells):
    """Some side has three won small boards in a line."""
    won = []
    for b in range(9):
        R, C = divmod(b, 3)
        s = [cells[(3 * R + i // 3) * 9 + 3 * C + i % 3] for i in range(9)]
        won.append(next((s[a] for a, m, c in LINES if s[a] != "." and s[a] == s[m] == s[c]), None))
    return any(won[a] is not None and won[a] == won[m] == won[c] for a, m, c in LINES)


def board_of(i):
    return (i // 27) * 3 + (i % 9) // 3


def sends_to(i):
    return ((i // 9) % 3) * 3 + i % 3


def replay(start, target, last, budget=20_000):
    """
    A Position reached from `start` by playing the stones of `target` that `start` lacks, in an
    order the rules allow, ending with `last` ((row, col), or None: any); None when there is
    none or the search ran out of `budget` steps.

    The search runs backwards from the target: the last stone comes off first, and the stone
    before it must be of the other colour and either have sent the player to the last stone's
    small board or to a closed one (a free move); a stone never comes off a board that would
    then still be closed, nor off a position already won. The order found is then played on a
    copy of `start` in OpenSpiel, which checks every move again.
    """
    target = "".join(target)
    base = "".join(start.cells)
    new = [i for i in range(81) if base[i] != target[i]]
    if any(base[i] != "." for i in new):
        return None
    if not new:
        return start if last is None or last[0] * 9 + last[1] == start.last else None
    steps = [0]
    failed = set()

    def back(cells, m):
        """Moves from `start` to `cells` ending with m (in `cells`, not in `start`), or None."""
        before = cells[:m] + "." + cells[m + 1:]
        if small_closed(before, board_of(m)) or meta_won(before):
            return None
        if before == base:
            prev = start.last
            if prev is None or small_closed(base, sends_to(prev)) or sends_to(prev) == board_of(m):
                return [m]
            return None
        key = (before, m)
        if key in failed or steps[0] > budget:
            return None
        steps[0] += 1
        colour = "O" if cells[m] == "X" else "X"
        # The stones that sent the player to m's board first, then those that gave a free move.
        sent = [p for p in range(81) if before[p] == colour and base[p] == "." and sends_to(p) == board_of(m)]
        free = [p for p in range(81) if before[p] == colour and base[p] == "." and sends_to(p) != board_of(m)
                and small_closed(before, sends_to(p))]
        for p in sent + free:
            found = back(before, p)
            if found is not None:
                return found + [m]
        failed.add(key)
        return None

    ends = [last[0] * 9 + last[1]] if last is not None else new
    for m in ends:
        if m not in new:
            continue
        order = back(target, m)
        if order is None:
            continue
        pos = Position()
        pos.state = start.state.clone()
        pos.cells = list(start.cells)
        pos.last = start.last
        for i in order:
            mark = "X" if pos.state.current_player() == 0 else "O"
            if target[i] != mark or not apply_move(pos.state, *divmod(i, 9)):
                break
            pos.cells[i] = mark
            pos.last = i
        else:
            return pos
    return None


class Bot:
    def __init__(self, seed, python_mcts=False):
        self.rng = random.Random(seed)
        self.python_mcts = python_mcts
        self.sims = 0
        self.position = Position()

    def _bot(self, sims, ms):
        seed = self.rng.randrange(2**31)
        if self.python_mcts:
            from open_spiel.python.algorithms import mcts
            rs = np.random.RandomState(seed)
            evaluator = mcts.RandomRolloutEvaluator(1, rs)
            # No time limit in the Python bot: by time, about 1 simulation a ms (measured here).
            return mcts.MCTSBot(GAME, UCT_C, sims or max(1, int(ms)), evaluator, solve=True, random_state=rs)
        evaluator = pyspiel.RandomRolloutEvaluator(1, seed)
        if sims:
            return pyspiel.MCTSBot(GAME, evaluator, UCT_C, sims, MAX_MEMORY_MB, True, seed, False)
        return pyspiel.MCTSBot(GAME, evaluator, UCT_C, BIG, MAX_MEMORY_MB, True, seed, False,
                               max_wall_clock_time=ms / 1000.0)

    def search(self, state, ms):
        """One search from `state`: (root node, simulations run)."""
        root = self._bot(self.sims, ms).mcts_search(state)
        return root, root.explore_count

    def move(self, cells, last, ms):
        if len(cells) != 81 or any(ch not in "XO." for ch in cells):
            raise ValueError("cells must be 81 characters X, O or .")
        pos = replay(self.position, cells, last)
        if pos is None:
            pos = replay(Position(), cells, last)
        if pos is None:
            raise ValueError("no order of the stones that OpenSpiel accepts ends with the last move")
        self.position = pos
        state = pos.state
        if state.is_terminal():
            raise ValueError("the game is over")
        t0 = time.perf_counter()
        root, sims = self.search(state, ms)
        best = root.best_child()
        if choosing_board(state):
            board = best.action
            if best.children:
                cell = best.best_child().action
            else:
                # The chosen board's node was never expanded: search inside it with what is left.
                child = state.clone()
                child.apply_action(board)
                spent = (time.perf_counter() - t0) * 1000
                sub, more = self.search(child, max(1.0, ms - spent))
                cell = sub.best_child().action
                sims += more
        else:
            board, cell = forced_board(state), best.action
        row, col = join(board, cell)
        if not apply_move(self.position.state, row, col):
            raise RuntimeError(f"MCTS chose an illegal move {row},{col}")
        self.position.cells[row * 9 + col] = "X" if cells.count("X") == cells.count("O") else "O"
        self.position.last = row * 9 + col
        return row, col, sims

    def calibrate(self, ms, runs=5):
        state = GAME.new_initial_state()
        counts = []
        for _ in range(runs):
            if self.python_mcts:
                t0 = time.perf_counter()
                n = 200
                self._bot(n, ms).mcts_search(state)
                counts.append(n * ms / 1000.0 / (time.perf_counter() - t0))
            else:
                counts.append(self._bot(0, ms).mcts_search(state).explore_count)
        return int(statistics.median(counts))


def serve(bot):
    for line in sys.stdin:
        words = line.split()
        if not words:
            continue
        try:
            cmd = words[0]
            if cmd == "quit":
                break
            if cmd == "new":
                bot.position = Position()
                answer = "ok"
            elif cmd == "sims":
                bot.sims = max(0, int(words[1]))
                answer = "ok"
            elif cmd == "move":
                cells, last_s, ms = words[1], words[2], float(words[3]) if len(words) > 3 else 100.0
                last = None if last_s == "-" else tuple(int(x) for x in last_s.split(","))
                row, col, sims = bot.move(cells, last, ms)
                answer = f"{row} {col} {sims}"
            elif cmd == "calibrate":
                answer = str(bot.calibrate(float(words[1])))
            else:
                answer = f"error unknown command {cmd}"
        except Exception as e:  # the runner reads the error and reports it
            answer = f"error {type(e).__name__}: {e}".replace("\n", " ")
        sys.stdout.write(answer + "\n")
        sys.stdout.flush()


def compare_speed(ms):
    """Simulations a second of both MCTS bots from the opening (median of 5 searches each)."""
    state = GAME.new_initial_state()
    out = {}
    for name, python_mcts, n in (("pyspiel.MCTSBot (C++)", False, 0), ("open_spiel.python MCTSBot", True, 300)):
        bot = Bot(1, python_mcts)
        rates = []
        for _ in range(5):
            t0 = time.perf_counter()
            root_sims = bot._bot(n, ms).mcts_search(state)
            dt = time.perf_counter() - t0
            sims = n if python_mcts else root_sims.explore_count
            rates.append(sims / dt)
        out[name] = statistics.median(rates)
        print(f"{name}: {out[name]:,.0f} simulations/s")
    return out


def check_rules(games, seed=7):
    """Random games played by our rules (written here from the bench's rules) and by OpenSpiel side by side."""
    rng = random.Random(seed)

    def status(cells, b):
        R, C = divmod(b, 3)
        s = [cells[(3 * R + i // 3) * 9 + 3 * C + i % 3] for i in range(9)]
        for a, bb, c in LINES:
            if s[a] != "." and s[a] == s[bb] == s[c]:
                return s[a]
        return "full" if "." not in s else None

    def legal(cells, last):
        if last is not None:
            t = (last[0] % 3) * 3 + last[1] % 3
            if status(cells, t) is None:
                R, C = divmod(t, 3)
                return sorted((3 * R + i, 3 * C + j) for i in range(3) for j in range(3) if cells[(3 * R + i) * 9 + 3 * C + j] == ".")
        return sorted((r, c) for r in range(9) for c in range(9) if cells[r * 9 + c] == "." and status(cells, (r // 3) * 3 + c // 3) is None)

    def winner(cells):
        m = [status(cells, b) for b in range(9)]
        for a, b, c in LINES:
            if m[a] in ("X", "O") and m[a] == m[b] == m[c]:
                return m[a]
        return None

    def spiel_legal(state):
        acts = state.legal_actions()
        if choosing_board(state):
            out = []
            for b in acts:
                child = state.clone()
                child.apply_action(b)
                out += [join(b, a) for a in child.legal_actions()]
            return sorted(out)
        return sorted(join(forced_board(state), a) for a in acts)

    tally = {"games": 0, "free choices": 0, "X": 0, "O": 0, "draw": 0}
    for _ in range(games):
        state = GAME.new_initial_state()
        cells, last, mark = ["."] * 81, None, "X"
        while True:
            w, moves = winner(cells), legal(cells, last)
            if w or not moves:
                assert state.is_terminal()
                r = state.returns()
                result = "X" if r[0] > 0 else "O" if r[1] > 0 else "draw"
                assert result == (w or "draw"), (result, w)
                tally[result] += 1
                break
            assert not state.is_terminal()
            assert spiel_legal(state) == moves
            tally["free choices"] += choosing_board(state)
            row, col = rng.choice(moves)
            assert apply_move(state, row, col)
            cells[row * 9 + col], last, mark = mark, (row, col), "O" if mark == "X" else "X"
            seen = "".join(l.replace(" ", "") for l in str(state).split("\n")[:11] if l.strip())[:81]
            assert seen.upper() == "".join(cells), (seen, "".join(cells))
        tally["games"] += 1
    print(tally)


def check_fixtures(directory):
    """The tactics fixtures (positions/win.json, block.json) checked by OpenSpiel's own rules."""
    import json
    import os

    def replayed(moves):
        state = GAME.new_initial_state()
        for row, col in moves:
            assert apply_move(state, row, col), (row, col)
        return state

    def legal(state):
        acts = state.legal_actions()
        if choosing_board(state):
            out = []
            for b in acts:
                child = state.clone()
                child.apply_action(b)
                out += [join(b, a) for a in child.legal_actions()]
            return out
        return [join(forced_board(state), a) for a in acts]

    def wins(state):
        player = state.current_player()
        out = []
        for row, col in legal(state):
            child = state.clone()
            apply_move(child, row, col)
            if child.is_terminal() and child.returns()[player] > 0:
                out.append([row, col])
        return sorted(out)

    for name in ("win", "block"):
        with open(os.path.join(directory, f"{name}.json")) as f:
            positions = json.load(f)["positions"]
        for p in positions:
            state = replayed(p["moves"])
            assert not state.is_terminal() and state.current_player() == (0 if p["player"] == "X" else 1), p["id"]
            if name == "win":
                assert wins(state) == sorted(p["wins"]), (p["id"], wins(state), p["wins"])
            else:
                assert wins(state) == [], p["id"]
                safe = []
                for row, col in legal(state):
                    child = state.clone()
                    apply_move(child, row, col)
                    if not child.is_terminal() and not wins(child):
                        safe.append([row, col])
                assert sorted(safe) == sorted(p["safe"]), (p["id"], safe, p["safe"])
                assert p["threat"] in safe, p["id"]
        print(f"{name}.json: {len(positions)} positions agree with OpenSpiel")


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--python-mcts", action="store_true")
    ap.add_argument("--compare-speed", type=float, metavar="MS")
    ap.add_argument("--check-rules", type=int, metavar="GAMES")
    ap.add_argument("--check-fixtures", metavar="DIR")
    a = ap.parse_args()
    if a.check_fixtures:
        check_fixtures(a.check_fixtures)
    elif a.compare_speed:
        compare_speed(a.compare_speed)
    elif a.check_rules:
        check_rules(a.check_rules)
    else:
        serve(Bot(a.seed, a.python_mcts))


if __name__ == "__main__":
    main()
