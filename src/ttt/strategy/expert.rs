//! Expert: perfect play that, among moves of equal game value, maximises the expected score
//! against an opponent model (API reference "AIEngine"; by default a uniformly random player). Against a
//! trusted model (an inferred one it is sure of, API reference "Learning an opponent from its games") it maximises over every move.

use alloc::{vec, vec::Vec};
use super::model::OpponentModel;
use super::Strategy;
use crate::common::rng::Rng;
use crate::ttt::bitboard::Bitboard;
use crate::ttt::position::{Outcome, Position};
use crate::ttt::solver;
use crate::ttt::square::Square;
use core::sync::atomic::{AtomicU64, Ordering::Relaxed};

/// Expert (API reference "AIEngine"). Among the moves that keep the best game value it takes the highest
/// expected score (win 1, draw ½, loss 0) against its opponent model, Expert playing on the
/// same way; then the faster win or slower loss; then center, corners, edges.
/// Deterministic: draws nothing from the generator.
///
/// Against a random opponent it wins 191/192 of its games as X and never loses.
///
/// ```
/// # use oxo_ai::{Position, ttt::strategy::Expert};
/// let as_x = Expert::expected_score(Position::EMPTY);
/// // Score = 1/2 + win rate / 2, and the win rate is 191/192.
/// assert_eq!(as_x * 384, Expert::SCORE_SCALE * 383);
/// ```
#[derive(Clone, Debug)]
pub struct Expert {
    opponent: OpponentModel,
    /// Entries against `opponent`, filled on demand; unused for the default opponent, whose
    /// table is shared.
    memo: Vec<Option<Entry>>,
}

impl Default for Expert {
    fn default() -> Expert {
        Expert::against(OpponentModel::EASY)
    }
}

/// Two expectations closer than this are equal: the default opponent's are whole multiples of
/// 1/[`Expert::SCORE_SCALE`], far wider apart than f64 rounding.
const SAME: f64 = 1e-9;

impl Expert {
    /// The unit of [`Expert::expected_score`]: 2 · 9!. A random player's choices have
    /// probabilities whose product divides 1/9!, and a draw is half a point, so every
    /// expectation is a whole number of units.
    pub const SCORE_SCALE: u32 = 725_760;

    /// Expert playing against `opponent`.
    pub fn against(opponent: OpponentModel) -> Expert {
        Expert { opponent, memo: Vec::new() }
    }

    /// Default Expert's move in `pos`, or `None` once the game is over.
    pub fn best_move(pos: Position) -> Option<Square> {
        Shared::entry(pos).best
    }

    /// The expected score, in units of 1/[`Expert::SCORE_SCALE`], of default Expert to move in
    /// `pos` against a uniformly random opponent; on a finished board, the score the side to
    /// move got (0 for a loss, half for a draw).
    pub fn expected_score(pos: Position) -> u32 {
        units(Shared::entry(pos).score)
    }

    /// The expected score, in the same units, of the side to move playing `sq` (a legal move)
    /// in `pos` and then playing on as default Expert against a random opponent.
    pub fn expected_score_of_move(pos: Position, sq: Square) -> u32 {
        let score = after_move(pos.play_unchecked(sq), OpponentModel::EASY, &mut |p| Shared::entry(p).score);
        units(score)
    }

    /// The expected score (0..=1) of this Expert to move in `pos` against its opponent.
    pub fn score(&mut self, pos: Position) -> f64 {
        self.entry(pos).score
    }

    /// The moves this Expert rates equal best in `pos` (equal game value, distance and
    /// expectation): what `variety` chooses among. Empty once over.
    pub fn ties(&mut self, pos: Position) -> Bitboard {
        self.entry(pos).ties
    }

    /// This Expert's move in `pos`.
    pub fn choice(&mut self, pos: Position) -> Option<Square> {
        self.entry(pos).best
    }

    fn entry(&mut self, pos: Position) -> Entry {
        if self.opponent == OpponentModel::EASY {
            return Shared::entry(pos);
        }
        if self.memo.is_empty() {
            self.memo = vec![None; Position::INDEX_COUNT];
        }
        solve(pos, self.opponent, &mut self.memo)
    }
}

fn units(score: f64) -> u32 {
    libm::round(score * f64::from(Expert::SCORE_SCALE)) as u32
}

impl Strategy for Expert {
    fn choose(&mut self, pos: Position, _rng: &mut Rng) -> Option<Square> {
        self.choice(pos)
    }
}

/// One entry: Expert to move. `best` is `None` on finished boards.
#[derive(Clone, Copy, Debug)]
struct Entry {
    score: f64,
    best: Option<Square>,
    ties: Bitboard,
}

const UNREACHED: Entry = Entry { score: 0.0, best: None, ties: Bitboard::EMPTY };

/// Where [`solve`] keeps its entries: the shared table of the default opponent, or an
/// engine's own memo for any other model.
trait Memo {
    fn get(&self, index: usize) -> Option<Entry>;
    fn set(&mut self, index: usize, entry: Entry);
}

impl Memo for Vec<Option<Entry>> {
    fn get(&self, index: usize) -> Option<Entry> {
        self.as_slice().get(index).copied().flatten()
    }

    fn set(&mut self, index: usize, entry: Entry) {
        if let Some(slot) = self.as_mut_slice().get_mut(index) {
            *slot = Some(entry);
        }
    }
}

/// The default opponent's entries by [`Position::index`], each board with either side to move
/// (API reference "AIEngine"), solved on demand from the position asked and kept for the life of the process.
/// A word is score units (20 bits) | best square or 15 (4) << 20 | ties (9) << 24 | 1 << 33;
/// 0 is "not solved yet". Zero-initialised: no bytes in the module, nothing built at start.
static DEFAULT: [AtomicU64; Position::INDEX_COUNT] = [const { AtomicU64::new(0) }; Position::INDEX_COUNT];

/// The handle through which [`solve`] reads and fills [`DEFAULT`].
struct Shared;

impl Shared {
    const SOLVED: u64 = 1 << 33;

    /// The default Expert's entry for `pos`, solved on first use.
    #[inline(always)] // hot: the wasm build inlines less (scripts/build.mjs, "inline threshold")
    fn entry(pos: Position) -> Entry {
        Memo::get(&Shared, pos.index()).unwrap_or_else(|| solve(pos, OpponentModel::EASY, &mut Shared))
    }
}

impl Memo for Shared {
    fn get(&self, index: usize) -> Option<Entry> {
        let word = DEFAULT.get(index)?.load(Relaxed);
        if word & Shared::SOLVED == 0 {
            return None;
        }
        #[allow(clippy::cast_possible_truncation)] // masked to their widths
        let (units, best, ties) = ((word & 0xf_ffff) as u32, (word >> 20 & 15) as u8, (word >> 24 & 0x1ff) as u16);
        Some(Entry { score: f64::from(units) / f64::from(Expert::SCORE_SCALE), best: Square::new(best), ties: Bitboard(ties) })
    }

    fn set(&mut self, index: usize, entry: Entry) {
        let best = entry.best.map_or(15, |sq| u64::from(sq.index()));
        let word = u64::from(units(entry.score)) | best << 20 | u64::from(entry.ties.bits()) << 24 | Shared::SOLVED;
        if let Some(slot) = DEFAULT.get(index) {
            slot.store(word, Relaxed);
        }
    }
}

/// Fills `memo` for `pos` (Expert to move) and the positions its choice depends on. `dyn`: one
/// copy of the search in the module for both memos (a generic one cost ~1.7 KB of code).
fn solve(pos: Position, opponent: OpponentModel, memo: &mut dyn Memo) -> Entry {
    let index = pos.index();
    if let Some(entry) = memo.get(index) {
        return entry;
    }
    let entry = match pos.outcome() {
        Some(Outcome::Win(winner)) if winner == pos.to_move() => Entry { score: 1.0, ..UNREACHED },
        Some(Outcome::Win(_)) => UNREACHED,
        Some(Outcome::Draw) => Entry { score: 0.5, ..UNREACHED },
        None => {
            let value = solver::evaluate(pos).value;
            let mut best: Option<(Square, f64, i8)> = None;
            let mut ties = Bitboard::EMPTY;
            for sq in Square::PREFERENCE {
                if !pos.legal_moves().contains(sq) {
                    continue;
                }
                let eval = solver::evaluate_move(pos, sq);
                // Only moves that keep the game value, unless the model is trusted: then a
                // win the model's player will let through is worth a move perfect play punishes.
                if eval.value != value && !opponent.trusted {
                    continue;
                }
                let score = after_move(pos.play_unchecked(sq), opponent, &mut |p| solve(p, opponent, memo).score);
                let same_score = |s: f64| (score - s).abs() < SAME;
                match best {
                    Some((_, s, k)) if same_score(s) && eval.key() == k => ties = ties.with(sq),
                    // Strictly better only: the earlier square in preference order wins ties.
                    Some((_, s, k)) if (!same_score(s) && score < s) || (same_score(s) && eval.key() < k) => {}
                    _ => {
                        best = Some((sq, score, eval.key()));
                        ties = Bitboard::from_square(sq);
                    }
                }
            }
            match best {
                Some((sq, score, _)) => Entry { score, best: Some(sq), ties },
                None => UNREACHED,
            }
        }
    };
    memo.set(index, entry);
    entry
}

/// Expert's expected score once it has moved into `pos`, the opponent to move;
/// `expert_to_move` gives the score of the positions after the opponent's reply.
fn after_move(pos: Position, opponent: OpponentModel, expert_to_move: &mut impl FnMut(Position) -> f64) -> f64 {
    match pos.outcome() {
        // Expert made the line.
        Some(Outcome::Win(_)) => 1.0,
        Some(Outcome::Draw) => 0.5,
        None => {
            let weights = opponent.weights(pos);
            weights.support().squares().map(|r| weights.probability(r) * expert_to_move(pos.play_unchecked(r))).sum()
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ttt::board::Board;

    /// Every average in the table divides exactly.
    #[test]
    fn expectations_are_whole_units() {
        fn walk(pos: Position, seen: &mut std::collections::HashSet<Board>) {
            if !seen.insert(pos.board()) {
                return;
            }
            if !pos.is_over() {
                let total: u32 = pos
                    .legal_moves()
                    .squares()
                    .map(|sq| Expert::expected_score(pos.play_unchecked(sq)))
                    .sum();
                assert_eq!(total % pos.legal_moves().count(), 0, "{pos}");
            }
            for sq in pos.legal_moves().squares() {
                walk(pos.play_unchecked(sq), seen);
            }
        }
        walk(Position::EMPTY, &mut std::collections::HashSet::new());
    }

    #[test]
    fn every_reachable_position_has_a_move() {
        fn walk(pos: Position) {
            assert_eq!(Expert::best_move(pos).is_some(), !pos.is_over(), "{pos}");
            for sq in pos.legal_moves().squares() {
                walk(pos.play_unchecked(sq));
            }
        }
        walk(Position::EMPTY);
    }
}
