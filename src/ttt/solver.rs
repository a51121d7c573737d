//! Perfect play: the exact game value, distance to the end and best move of every position,
//! each board with either side to move (API reference "AIEngine"), solved on demand into a table indexed by
//! [`Position::index`].

use crate::common::player::Player;
use crate::ttt::bitboard::Bitboard;
use crate::ttt::line::has_line;
use crate::ttt::position::Position;
use crate::ttt::square::Square;
use core::cmp::Ordering;
use core::sync::atomic::{AtomicU16, Ordering::Relaxed};

/// The game-theoretic result for the side to move; `Loss < Draw < Win`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Value {
    Loss,
    Draw,
    Win,
}

impl Value {
    /// The API reference's "Game" name of the result: `'win'`, `'draw'`, `'loss'`.
    pub const fn outcome(self) -> &'static str {
        match self {
            Value::Loss => "loss",
            Value::Draw => "draw",
            Value::Win => "win",
        }
    }

    /// The same result seen by the other player.
    pub const fn flip(self) -> Value {
        match self {
            Value::Loss => Value::Win,
            Value::Draw => Value::Draw,
            Value::Win => Value::Loss,
        }
    }
}

/// A perfect-play evaluation: the value for the side to move and the number of plies until
/// the game ends when the winner wins fastest and the loser loses slowest. A drawn game always
/// fills the board, so a draw's `plies` is the number of empty cells.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Eval {
    pub value: Value,
    pub plies: u8,
}

impl Eval {
    /// Preference key for the side to move: higher is better (faster wins, slower losses;
    /// all draws equal).
    pub const fn key(self) -> i8 {
        match self.value {
            Value::Win => 20 - self.plies as i8,
            Value::Draw => 0,
            Value::Loss => self.plies as i8 - 20,
        }
    }

    /// The evaluation whose [`Eval::key`] is `key`, with `empties` empty cells (a draw's plies).
    fn from_key(key: i8, empties: u8) -> Eval {
        match key.signum() {
            1 => Eval { value: Value::Win, plies: u8::try_from(20 - key).unwrap_or(0) },
            -1 => Eval { value: Value::Loss, plies: u8::try_from(key + 20).unwrap_or(0) },
            _ => Eval { value: Value::Draw, plies: empties },
        }
    }

    /// The mover's evaluation of a move whose resulting position the opponent sees as `child`.
    pub const fn of_move(child: Eval) -> Eval {
        Eval { value: child.value.flip(), plies: child.plies + 1 }
    }

    /// The `rankedMoves` score of API reference "AIEngine": `+1/depth` for a win, `-1/depth` for a loss,
    /// `0` for a draw, where `depth = plies`.
    pub fn score(self) -> f64 {
        match self.value {
            Value::Win => 1.0 / f64::from(self.plies),
            Value::Draw => 0.0,
            Value::Loss => -1.0 / f64::from(self.plies),
        }
    }
}

/// A legal move with its perfect-play evaluation from the mover's side.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct RankedMove {
    pub square: Square,
    pub eval: Eval,
}

/// The legal moves of a position, best first; a fixed array, so ranking never allocates.
#[derive(Clone, Copy, Debug)]
pub struct RankedMoves {
    moves: [RankedMove; 9],
    len: usize,
}

impl RankedMoves {
    pub const EMPTY: RankedMoves = RankedMoves { moves: [FILLER; 9], len: 0 };

    pub fn as_slice(&self) -> &[RankedMove] {
        self.moves.get(..self.len).unwrap_or(&[])
    }

    pub fn first(&self) -> Option<RankedMove> {
        self.as_slice().first().copied()
    }
}

const FILLER: RankedMove =
    RankedMove { square: Square::CENTER, eval: Eval { value: Value::Draw, plies: 0 } };

/// Best first: higher [`Eval::key`], then center, corners, edges.
pub fn compare_moves(a: &RankedMove, b: &RankedMove) -> Ordering {
    b.eval
        .key()
        .cmp(&a.eval.key())
        .then(a.square.preference_rank().cmp(&b.square.preference_rank()))
}

/// The evaluation of `pos` for its side to move.
#[inline(always)] // hot: the wasm build inlines less (scripts/build.mjs, "inline threshold")
pub fn evaluate(pos: Position) -> Eval {
    entry(pos).eval
}

/// Hard's move: the first of [`ranked_moves`], or `None` once the game is over.
#[inline(always)] // hot: the wasm build inlines less (scripts/build.mjs, "inline threshold")
pub fn best_move(pos: Position) -> Option<Square> {
    entry(pos).best
}

/// The mover's evaluation of playing `sq` (a legal move) in `pos`.
pub fn evaluate_move(pos: Position, sq: Square) -> Eval {
    Eval::of_move(evaluate(pos.play_unchecked(sq)))
}

/// Every legal move of `pos`, best first (API reference "AIEngine" order); empty once the game is over.
pub fn ranked_moves(pos: Position) -> RankedMoves {
    let mut ranked = RankedMoves::EMPTY;
    for square in Square::PREFERENCE {
        if pos.legal_moves().contains(square) {
            if let Some(slot) = ranked.moves.get_mut(ranked.len) {
                *slot = RankedMove { square, eval: evaluate_move(pos, square) };
                ranked.len += 1;
            }
        }
    }
    // Stable sort keeps preference order among equal keys.
    if let Some(slice) = ranked.moves.get_mut(..ranked.len) {
        slice.sort_by(compare_moves);
    }
    ranked
}

/// One solved position; `best` is `None` for finished games.
#[derive(Clone, Copy, Debug)]
struct Entry {
    eval: Eval,
    best: Option<Square>,
}

impl Entry {
    /// Set in every stored word, so 0 means "not solved yet".
    const SOLVED: u16 = 1 << 15;

    /// value (2 bits) | plies (4) << 2 | best square or 15 (4) << 6 | [`Entry::SOLVED`].
    const fn pack(self) -> u16 {
        let best = match self.best {
            Some(sq) => sq.index() as u16,
            None => 15,
        };
        Entry::SOLVED | self.eval.value as u16 | (self.eval.plies as u16) << 2 | best << 6
    }

    fn unpack(word: u16) -> Option<Entry> {
        if word & Entry::SOLVED == 0 {
            return None;
        }
        let value = match word & 3 {
            0 => Value::Loss,
            1 => Value::Draw,
            _ => Value::Win,
        };
        #[allow(clippy::cast_possible_truncation)] // 4 bits
        let plies = (word >> 2 & 15) as u8;
        #[allow(clippy::cast_possible_truncation)]
        let best = Square::new((word >> 6 & 15) as u8);
        Some(Entry { eval: Eval { value, plies }, best })
    }
}

/// Every position's entry by [`Position::index`], solved on demand from the position asked and
/// kept for the life of the process: the first answer solves only that position's subtree (at
/// most the 5,478 reachable boards from the empty one), never the whole 39,366-entry table.
/// Zero-initialised, so the module carries no bytes for it and instantiation allocates nothing.
/// Atomics make it shareable between native test threads; two threads solving the same entry
/// store the same word.
static MEMO: [AtomicU16; Position::INDEX_COUNT] = [const { AtomicU16::new(0) }; Position::INDEX_COUNT];

/// `pos`'s entry, solving it (and what it depends on) the first time it is asked.
#[inline(always)] // hot: the wasm build inlines less (scripts/build.mjs, "inline threshold")
fn entry(pos: Position) -> Entry {
    let word = MEMO.get(pos.index()).map_or(0, |w| w.load(Relaxed));
    Entry::unpack(word).unwrap_or_else(|| solve(pos))
}

/// Solves `pos` and stores its entry (and those of the positions below it).
#[cold]
fn solve(pos: Position) -> Entry {
    let entry = match pos.outcome() {
        Some(crate::ttt::position::Outcome::Win(winner)) => {
            let value = if winner == pos.to_move() { Value::Win } else { Value::Loss };
            Entry { eval: Eval { value, plies: 0 }, best: None }
        }
        Some(crate::ttt::position::Outcome::Draw) => Entry { eval: Eval { value: Value::Draw, plies: 0 }, best: None },
        None => {
            let board = pos.board();
            let (mine, theirs) = (board.marks(pos.to_move()).bits(), board.marks(!pos.to_move()).bits());
            fill(mine, theirs, board.index(), pos.to_move() == Player::X);
            return MEMO.get(pos.index()).and_then(|w| Entry::unpack(w.load(Relaxed))).unwrap_or(UNSOLVED);
        }
    };
    if let Some(word) = MEMO.get(pos.index()) {
        word.store(entry.pack(), Relaxed);
    }
    entry
}

/// Never stored: [`fill`] stores every position it returns from.
const UNSOLVED: Entry = Entry { eval: Eval { value: Value::Draw, plies: 0 }, best: None };

/// 3 to the power of each square: a mark there adds this to a board's index (twice for O).
const POW3: [usize; 9] = [1, 3, 9, 27, 81, 243, 729, 2_187, 6_561];

/// Negamax over raw marks for a game still on: `mine` to move, `board` its board's index.
/// Stores the position's entry and those below it not yet stored, and returns its
/// [`Eval::key`]. Children are made by one bit and one addition, a win is one table lookup:
/// solving from the empty board (every reachable position) is the first call's whole cost.
fn fill(mine: u16, theirs: u16, board: usize, x_to_move: bool) -> i8 {
    let occupied = mine | theirs;
    let step = if x_to_move { 1 } else { 2 };
    let mut best: Option<(Square, i8)> = None;
    for (sq, pow) in Square::PREFERENCE.into_iter().map(|sq| (sq, POW3.get(usize::from(sq.index())).copied().unwrap_or(0))) {
        let bit = 1 << sq.index();
        if occupied & bit != 0 {
            continue;
        }
        let after = mine | bit;
        let key = if has_line(Bitboard(after)) {
            Eval::of_move(Eval { value: Value::Loss, plies: 0 }).key()
        } else if after | theirs == Bitboard::FULL.bits() {
            0
        } else {
            let child = board + step * pow;
            let index = child * 2 + usize::from(x_to_move);
            let stored = MEMO.get(index).and_then(|w| Entry::unpack(w.load(Relaxed)));
            let child_key = stored.map_or_else(|| fill(theirs, after, child, !x_to_move), |e| e.eval.key());
            // One ply further from the end: a win or a loss moves one step towards a draw's 0.
            -child_key + child_key.signum()
        };
        // Strictly better only: the earlier square in preference order wins ties.
        if best.is_none_or(|(_, b)| key > b) {
            best = Some((sq, key));
        }
    }
    let (best_square, key) = best.unwrap_or((Square::CENTER, 0));
    let eval = Eval::from_key(key, u8::try_from(9 - occupied.count_ones()).unwrap_or(0));
    if let Some(word) = MEMO.get(board * 2 + usize::from(!x_to_move)) {
        word.store(Entry { eval, best: Some(best_square) }.pack(), Relaxed);
    }
    key
}

/// The top-ranked moves of `pos`: every move with the best [`Eval::key`] (equal value and
/// distance); empty once the game is over.
pub fn top_moves(pos: Position) -> Bitboard {
    let best = evaluate(pos);
    pos.legal_moves().squares().filter(|&sq| pos.is_over() || evaluate_move(pos, sq).key() == best.key()).fold(Bitboard::EMPTY, Bitboard::with)
}

/// The squares whose move keeps the best game value available in `pos`.
pub fn value_preserving_moves(pos: Position) -> Bitboard {
    let best = evaluate(pos).value;
    let mut keep = Bitboard::EMPTY;
    for sq in pos.legal_moves().squares() {
        if evaluate_move(pos, sq).value == best {
            keep = keep.with(sq);
        }
    }
    keep
}

#[cfg(test)]
mod tests {
    use super::*;

    fn pos(s: &str) -> Position {
        Position::new(s.parse().unwrap()).unwrap()
    }

    #[test]
    fn empty_board_is_a_draw_in_nine_and_hard_opens_in_the_center() {
        assert_eq!(evaluate(Position::EMPTY), Eval { value: Value::Draw, plies: 9 });
        assert_eq!(best_move(Position::EMPTY), Some(Square::CENTER));
        let ranked = ranked_moves(Position::EMPTY);
        let order: Vec<_> = ranked.as_slice().iter().map(|m| m.square).collect();
        assert_eq!(order, Square::PREFERENCE.to_vec());
        assert!(ranked.as_slice().iter().all(|m| m.eval == Eval { value: Value::Draw, plies: 9 }));
    }

    #[test]
    fn win_in_one_scores_one() {
        // X X .
        // O O .
        // . . .   X to move wins at (0, 2).
        let p = pos("XX.OO....");
        let first = ranked_moves(p).first().unwrap();
        assert_eq!(first.square, Square::from_coords(0, 2).unwrap());
        assert_eq!(first.eval, Eval { value: Value::Win, plies: 1 });
        assert_eq!(first.eval.score(), 1.0);
    }

    #[test]
    fn finished_games_have_no_moves() {
        assert!(ranked_moves(pos("XXXOO....")).as_slice().is_empty());
        assert_eq!(best_move(pos("XOXXOOOXX")), None);
    }
}
