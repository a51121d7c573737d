//! Connect Four (6×7, gravity): the solver's value and plies against a plain full-window
//! alpha-beta written here (no table, no bitboards, no pruning of losing moves), and each
//! solution's consistency with its children's solutions.

use oxo_ai::mnk::{Board, Budget, EngineOptions, MnkEngine, Move, Outcome, Rules};
use oxo_ai::{Player, Rng, Seed};

const ROWS: usize = 6;
const COLS: usize = 7;

/// A plain Connect Four position: `cells[row][col]` with row 0 at the top, 0 empty, 1 the
/// side that moved first in the search, 2 the other.
struct Plain {
    cells: [[u8; COLS]; ROWS],
    stones: i32,
    nodes: u64,
}

impl Plain {
    fn from(board: &Board) -> Plain {
        let mut cells = [[0u8; COLS]; ROWS];
        let mut stones = 0;
        for (i, c) in board.cells().iter().enumerate() {
            cells[i / COLS][i % COLS] = match c {
                None => 0,
                Some(Player::X) => 1,
                Some(Player::O) => 2,
            };
            stones += i32::from(c.is_some());
        }
        Plain { cells, stones, nodes: 0 }
    }

    /// The row a disc dropped in `col` lands on.
    fn landing(&self, col: usize) -> Option<usize> {
        (0..ROWS).rev().find(|&r| self.cells[r][col] == 0)
    }

    fn wins_at(&self, row: usize, col: usize, p: u8) -> bool {
        for (dr, dc) in [(0i32, 1i32), (1, 0), (1, 1), (1, -1)] {
            let mut n = 1;
            for sign in [1, -1] {
                let (mut r, mut c) = (row as i32 + sign * dr, col as i32 + sign * dc);
                while (0..ROWS as i32).contains(&r) && (0..COLS as i32).contains(&c) && self.cells[r as usize][c as usize] == p {
                    n += 1;
                    r += sign * dr;
                    c += sign * dc;
                }
            }
            if n >= 4 {
                return true;
            }
        }
        false
    }

    /// Exact score for `p` to move: a win ending with `e` discs scores 1000 - e, a loss
    /// -(1000 - e), a draw 0.
    fn negamax(&mut self, p: u8, mut alpha: i32, beta: i32) -> i32 {
        self.nodes += 1;
        if self.stones == (ROWS * COLS) as i32 {
            return 0;
        }
        for col in 0..COLS {
            if let Some(r) = self.landing(col) {
                if self.wins_at(r, col, p) {
                    return 1000 - (self.stones + 1);
                }
            }
        }
        let mut best = i32::MIN;
        for col in [3, 2, 4, 1, 5, 0, 6] {
            let Some(r) = self.landing(col) else { continue };
            self.cells[r][col] = p;
            self.stones += 1;
            let v = -self.negamax(3 - p, -beta, -alpha);
            self.stones -= 1;
            self.cells[r][col] = 0;
            best = best.max(v);
            alpha = alpha.max(v);
            if alpha >= beta {
                break;
            }
        }
        best
    }
}

/// A position after `stones` seeded random moves that has not ended, or `None`.
fn random_position(rng: &mut Rng, stones: u32) -> Option<(Board, Player)> {
    let mut board = Board::empty(Rules::CONNECT_FOUR);
    let mut player = Player::X;
    for _ in 0..stones {
        let moves = board.available_moves();
        let mv = *moves.get(rng.below(moves.len() as u32) as usize)?;
        board = board.play(mv, player).ok()?;
        if board.is_finished() {
            return None;
        }
        player = !player;
    }
    Some((board, player))
}

fn positions(seed: u64, count: usize, stones: std::ops::RangeInclusive<u32>) -> Vec<(Board, Player)> {
    let mut rng = Rng::new(Seed(seed));
    let mut out = Vec::new();
    while out.len() < count {
        let n = stones.start() + rng.below(stones.end() - stones.start() + 1);
        if let Some(p) = random_position(&mut rng, n) {
            out.push(p);
        }
    }
    out
}

fn engine() -> MnkEngine {
    MnkEngine::new(Rules::CONNECT_FOUR, EngineOptions::default().with_seed(Seed(1)).with_table_bits(20)).unwrap()
}

fn score_of(value: Outcome, plies: u32, stones: u32) -> i32 {
    let end = (stones + plies) as i32;
    match value {
        Outcome::Win => 1000 - end,
        Outcome::Loss => -(1000 - end),
        Outcome::Draw => 0,
    }
}

#[test]
fn solve_matches_a_plain_alpha_beta_on_sampled_positions() {
    let mut e = engine();
    let mut by_value = [0; 3];
    for (board, player) in positions(11, 150, 22..=36) {
        let s = e.solve(&board, player, Budget::UNLIMITED).unwrap();
        let (value, plies) = (s.value.unwrap(), s.plies.unwrap());
        let mut plain = Plain::from(&board);
        let p = if player == Player::X { 1 } else { 2 };
        let want = plain.negamax(p, -1000, 1000);
        assert_eq!(score_of(value, plies, board.stones()), want, "{board} {player}");
        if value == Outcome::Draw {
            assert_eq!(plies, 42 - board.stones());
        }
        by_value[value as usize] += 1;
        // The move reaches the value.
        let best = s.best.unwrap();
        let after = board.play(best, player).unwrap();
        let child = e.solve(&after, !player, Budget::UNLIMITED).unwrap();
        let child_score = score_of(child.value.unwrap(), child.plies.unwrap(), after.stones());
        assert_eq!(-child_score, want, "{board} best {best}");
    }
    // The sample holds every kind of result.
    assert!(by_value.iter().all(|&n| n > 0), "{by_value:?}");
}

/// With 14 or more discs the plain search is out of reach, so each solution is checked
/// against its children's: the best child's score, negated, is the position's score.
#[test]
fn solutions_with_14_discs_or_more_agree_with_their_children() {
    let mut e = engine();
    for (board, player) in positions(23, 60, 14..=24) {
        let s = e.solve(&board, player, Budget::UNLIMITED).unwrap();
        let score = score_of(s.value.unwrap(), s.plies.unwrap(), board.stones());
        let mut best = i32::MIN;
        for mv in board.available_moves() {
            let after = board.play(mv, player).unwrap();
            let child = if after.is_finished() {
                // Won on this move (a draw needs a full board).
                if after.winner() == Some(player) { 1000 - after.stones() as i32 } else { 0 }
            } else {
                let c = e.solve(&after, !player, Budget::UNLIMITED).unwrap();
                -score_of(c.value.unwrap(), c.plies.unwrap(), after.stones())
            };
            best = best.max(child);
        }
        assert_eq!(score, best, "{board} {player}");
    }
}

#[test]
fn ranked_moves_list_every_column_best_first() {
    let mut e = engine();
    for (board, player) in positions(5, 20, 20..=30) {
        let ranked = e.ranked_moves(&board, player, Budget::UNLIMITED).unwrap();
        let mut columns: Vec<u8> = ranked.iter().map(|m| m.mv.col).collect();
        columns.sort();
        let mut open: Vec<u8> = board.available_moves().iter().map(|m| m.col).collect();
        open.sort();
        assert_eq!(columns, open);
        let scores: Vec<i32> = ranked.iter().map(|m| score_of(m.value.unwrap(), m.plies.unwrap(), board.stones())).collect();
        assert!(scores.windows(2).all(|w| w[0] >= w[1]), "{board}: {scores:?}");
        let s = e.solve(&board, player, Budget::UNLIMITED).unwrap();
        assert_eq!(scores[0], score_of(s.value.unwrap(), s.plies.unwrap(), board.stones()));
        assert_eq!(ranked[0].mv, s.best.unwrap(), "{board}");
    }
}

#[test]
fn column_moves_drop_to_the_lowest_empty_cell() {
    let board = Board::empty(Rules::CONNECT_FOUR).drop_in(3, Player::X).unwrap().drop_in(3, Player::O).unwrap();
    assert_eq!(board.get(Move::new(5, 3)), Some(Some(Player::X)));
    assert_eq!(board.get(Move::new(4, 3)), Some(Some(Player::O)));
    assert_eq!(board.lowest_in(3).unwrap(), Move::new(3, 3));
}
