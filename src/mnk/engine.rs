//! `MnkEngine`: the levels, the solver and the ranked moves of API reference "Bigger boards" over one set of rules,
//! each call on the searcher sized for the board (one machine word when it fits).

use alloc::{boxed::Box, vec::Vec};
use super::analysis::{analyze_with, Analysis, Keeping};
use super::bits::{Bits, Wide};
use super::connect4::{Book, BookError, Connect4};
use super::board::{Board, BoardError, Move};
use super::geometry::Geometry;
use super::gomoku::GomokuSearch;
use super::rules::Rules;
use super::search::{Budget, Outcome, Proof, Searcher, BIG};
use super::table::Table;
use super::threats::{Threats, FOUR_DEPTH, THREAT_DEPTH};
use crate::common::player::Player;
use crate::common::rng::{EntropyUnavailable, Rng, Seed};

/// The API reference's "Bigger boards" levels.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Level {
    /// Uniformly random among the available moves.
    Easy,
    /// Wins in one, else blocks a win in one, else the best cell by a static score.
    Medium,
    /// The proven best move when the proof fits the budget, else the best a bounded search
    /// finds; never misses a win in one or the block of the opponent's only win in one.
    Hard,
}

impl Level {
    pub const ALL: [Level; 3] = [Level::Easy, Level::Medium, Level::Hard];

    /// `'easy'`, `'medium'`, `'hard'`.
    pub const fn name(self) -> &'static str {
        match self {
            Level::Easy => "easy",
            Level::Medium => "medium",
            Level::Hard => "hard",
        }
    }

    pub fn from_name(name: &str) -> Option<Level> {
        Level::ALL.into_iter().find(|l| l.name() == name)
    }
}

/// `new MnkEngine(rules, options)`'s options, with `with_*` builders.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct EngineOptions {
    pub level: Level,
    /// Default budget of a call: see [`Budget::of`].
    pub time_ms: Option<f64>,
    pub max_nodes: Option<u64>,
    /// `None` draws a fresh seed.
    pub seed: Option<Seed>,
    /// The transposition table holds `2^table_bits` slots of 16 bytes.
    pub table_bits: u8,
}

impl Default for EngineOptions {
    fn default() -> EngineOptions {
        EngineOptions { level: Level::Hard, time_ms: None, max_nodes: None, seed: None, table_bits: Table::DEFAULT_BITS }
    }
}

impl EngineOptions {
    pub fn with_level(self, level: Level) -> Self {
        EngineOptions { level, ..self }
    }

    pub fn with_time_ms(self, time_ms: f64) -> Self {
        EngineOptions { time_ms: Some(time_ms), ..self }
    }

    pub fn with_max_nodes(self, max_nodes: u64) -> Self {
        EngineOptions { max_nodes: Some(max_nodes), ..self }
    }

    pub fn with_seed(self, seed: Seed) -> Self {
        EngineOptions { seed: Some(seed), ..self }
    }

    pub fn with_table_bits(self, table_bits: u8) -> Self {
        EngineOptions { table_bits, ..self }
    }

    /// The budget of a call that names none.
    pub fn budget(&self) -> Budget {
        Budget::of(self.time_ms, self.max_nodes)
    }
}

/// `solve`'s answer (API reference "Bigger boards" `MnkSolution`): `value` and `plies` are for the player to move
/// and `None` when the proof did not complete; `best` is then the best move found.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Solution {
    pub complete: bool,
    pub value: Option<Outcome>,
    pub plies: Option<u32>,
    /// `None` on a finished board.
    pub best: Option<Move>,
    pub nodes: u64,
}

/// A legal move with its proven value for the mover, if proven (API reference "Bigger boards" `MnkScoredMove`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ScoredMove {
    pub mv: Move,
    pub value: Option<Outcome>,
    pub plies: Option<u32>,
}

/// Why an engine could not be made or a call not answered.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum EngineError {
    /// `INVALID_OPTION`: `table_bits` outside [`Table::BITS`].
    TableBits(u8),
    /// `ENTROPY_UNAVAILABLE`: no seed given and none to draw.
    Entropy(EntropyUnavailable),
}

/// An engine for one set of rules (API reference "Bigger boards" `MnkEngine`).
#[derive(Clone, Debug)]
pub struct MnkEngine {
    rules: Rules,
    options: EngineOptions,
    rng: Rng,
    /// One word size for every board: with wins and threats read from window counts, a
    /// 256-bit word costs little more per node than a machine word (docs/DESIGN.md).
    searcher: Box<Searcher<Wide>>,
    /// The Connect Four solver, for the gravity rules it serves (API reference "Connect Four: perfect play").
    connect4: Option<Box<Connect4>>,
    /// Hard's pattern search where [`GomokuSearch::applies`], made at its first move.
    gomoku: Option<Box<GomokuSearch>>,
    last_nodes: u64,
    last_depth: u32,
    /// Hard on window counts where the pattern search applies (matches only).
    window_hard: bool,
}

impl MnkEngine {
    /// # Errors
    /// [`EngineError`]: `table_bits` out of range, or no seed and no entropy.
    pub fn new(rules: Rules, options: EngineOptions) -> Result<MnkEngine, EngineError> {
        if !Table::BITS.contains(&options.table_bits) {
            return Err(EngineError::TableBits(options.table_bits));
        }
        let seed = match options.seed {
            Some(seed) => seed,
            None => Seed::from_entropy().map_err(EngineError::Entropy)?,
        };
        let bits = options.table_bits;
        let searcher = Box::new(Searcher::new(Geometry::wide(rules), bits));
        let connect4 = Connect4::new(rules, CONNECT4_TABLE_BITS).map(Box::new);
        Ok(MnkEngine { rules, options, rng: Rng::new(seed), searcher, connect4, gomoku: None, last_nodes: 0, last_depth: 0, window_hard: false })
    }

    pub fn rules(&self) -> Rules {
        self.rules
    }

    pub fn options(&self) -> EngineOptions {
        self.options
    }

    /// Nodes the last `best_move` searched.
    pub fn last_nodes(&self) -> u64 {
        self.last_nodes
    }

    /// The deepest iteration the pattern search completed in the last `best_move` (0 when it
    /// answered before searching or did not run).
    #[doc(hidden)]
    pub fn last_depth(&self) -> u32 {
        self.last_depth
    }

    /// The pattern search's knobs (bench/native/gomoku-match.rs compares settings).
    #[doc(hidden)]
    pub fn set_tuning(&mut self, tuning: super::gomoku::search::Tuning) {
        if let Some(g) = self.gomoku_search() {
            g.tuning = tuning;
        }
    }

    /// Hard plays on window counts even where the pattern search applies (matches only).
    #[doc(hidden)]
    pub fn set_window_hard(&mut self, on: bool) {
        self.window_hard = on;
    }

    /// The pattern search, made on first use; `None` where it does not apply.
    fn gomoku_search(&mut self) -> Option<&mut GomokuSearch> {
        if self.gomoku.is_none() {
            self.gomoku = GomokuSearch::new(self.rules, self.options.table_bits).map(Box::new);
        }
        self.gomoku.as_deref_mut()
    }

    /// Whether these rules use an opening book (API reference "Connect Four: perfect play"): the Connect Four board.
    pub fn uses_book(&self) -> bool {
        self.rules == Rules::CONNECT_FOUR
    }

    /// Uses `book` (API reference "Connect Four: perfect play") from now on: one book serves every engine of its rules.
    ///
    /// # Errors
    /// [`BookError::Shape`] for rules that use no book or a book of another board; the engine
    /// is unchanged.
    pub fn use_book(&mut self, book: &'static Book) -> Result<(), BookError> {
        let c4 = self.connect4.as_mut().filter(|_| self.rules == Rules::CONNECT_FOUR).ok_or(BookError::Shape)?;
        c4.use_book(book)
    }

    /// Whether the engine plays from a book.
    pub fn has_book(&self) -> bool {
        self.connect4.as_ref().is_some_and(|c| c.has_book())
    }

    fn check(&self, board: &Board) -> Result<(), BoardError> {
        if board.rules() == self.rules {
            Ok(())
        } else {
            Err(BoardError::RulesDiffer { board: board.rules(), engine: self.rules })
        }
    }

    /// The level's move for `player` on `board` within the options' budget; `None` on a
    /// finished board.
    ///
    /// # Errors
    /// `INVALID_BOARD` for a board of other rules.
    pub fn best_move(&mut self, board: &Board, player: Player) -> Result<Option<Move>, BoardError> {
        self.check(board)?;
        if board.is_finished() {
            return Ok(None);
        }
        let budget = self.options.budget();
        self.last_depth = 0;
        let bit = match self.options.level {
            Level::Easy => {
                let moves = board.available_moves();
                let pick = self.rng.below(u32::try_from(moves.len()).unwrap_or(u32::MAX)) as usize;
                return Ok(moves.get(pick).copied());
            }
            Level::Medium => {
                let s = self.loaded(board, player, budget);
                s.w.medium_move().map(|b| to_move(s, b))
            }
            Level::Hard if self.connect4.is_some() => self.connect4_hard(board, player, budget),
            Level::Hard if GomokuSearch::applies(self.rules) && !self.window_hard => self.gomoku_hard(board, player, budget),
            Level::Hard => {
                let s = self.loaded(board, player, budget);
                let m = hard(s, budget).map(|b| to_move(s, b));
                self.last_nodes = self.searcher.meter.nodes;
                m
            }
        };
        Ok(bit)
    }

    /// The value, distance and best move of `board` for `player` to move, within `budget`.
    ///
    /// # Errors
    /// `INVALID_BOARD` for a board of other rules.
    pub fn solve(&mut self, board: &Board, player: Player, budget: Budget) -> Result<Solution, BoardError> {
        self.check(board)?;
        if board.is_finished() {
            let value = match board.winner() {
                Some(w) if w == player => Outcome::Win,
                Some(_) => Outcome::Loss,
                None => Outcome::Draw,
            };
            return Ok(Solution { complete: true, value: Some(value), plies: Some(0), best: None, nodes: 0 });
        }
        if let Some(c4) = self.connect4.as_mut() {
            let p = Connect4::position(board, player);
            if let Some((score, bit)) = c4.best(p, budget) {
                let proof = c4.proof(score, p);
                let best = Some(bit_move(c4, bit));
                return Ok(Solution { complete: true, value: Some(proof.value), plies: Some(proof.plies), best, nodes: c4.solver.meter.nodes });
            }
            let nodes = c4.solver.meter.nodes;
            let s = self.loaded(board, player, Budget::nodes(0));
            return Ok(Solution { complete: false, value: None, plies: None, best: fallback(s).map(|b| to_move(s, b)), nodes });
        }
        Ok(solve(self.loaded(board, player, budget)))
    }

    /// Every legal move, best first: proven wins (fastest first), draws, unproven moves, then
    /// proven losses (slowest first); ties by the tie-break order. Empty on a finished board.
    ///
    /// # Errors
    /// `INVALID_BOARD` for a board of other rules.
    pub fn ranked_moves(&mut self, board: &Board, player: Player, budget: Budget) -> Result<Vec<ScoredMove>, BoardError> {
        self.check(board)?;
        if board.is_finished() {
            return Ok(Vec::new());
        }
        if let Some(c4) = self.connect4.as_mut() {
            let p = Connect4::position(board, player);
            let scored = c4.ranked(p, budget);
            return Ok(sorted(scored, |bit| c4.rank_of(bit), |bit| bit_move(c4, bit), |score| c4.proof(score, p)));
        }
        if GomokuSearch::applies(self.rules) {
            return Ok(self.gomoku_ranked(board, player, budget));
        }
        Ok(ranked(self.loaded(board, player, budget), budget, &[]))
    }

    /// `rankedMoves` where [`GomokuSearch::applies`]: the pattern search orders the moves with
    /// three quarters of the budget (its best [`GOMOKU_EXACT`] scored exactly), then each move's
    /// proof is tried with the rest, as on other boards. Unproven moves come in the search's
    /// order, then by the heuristic's rank.
    fn gomoku_ranked(&mut self, board: &Board, player: Player, budget: Budget) -> Vec<ScoredMove> {
        let start = crate::common::clock::now_ms();
        let order = match self.gomoku_search() {
            Some(g) => {
                g.load(board.marks(Player::X), board.marks(Player::O), player == Player::O);
                let order = g.ranked(budget.portion(3, 4), GOMOKU_EXACT);
                let nodes = g.meter.nodes;
                (order, nodes)
            }
            None => (Vec::new(), 0),
        };
        let (order, spent) = order;
        let rest = budget.after(start, spent);
        ranked(self.loaded(board, player, rest), rest, &order)
    }

    /// Hard under the rules the Connect Four solver serves: the book's move, else the proven
    /// best move if 92 % of the budget proves it, else the general Hard with what is left up to
    /// 97 %: the rest covers the answer's way back, so that a move stays within `timeMs`.
    fn connect4_hard(&mut self, board: &Board, player: Player, budget: Budget) -> Option<Move> {
        let start = crate::common::clock::now_ms();
        let c4 = self.connect4.as_mut()?;
        let p = Connect4::position(board, player);
        if let Some((_, bit)) = c4.best(p, budget.portion(92, 100)) {
            self.last_nodes = c4.solver.meter.nodes;
            return Some(bit_move(c4, bit));
        }
        let spent = c4.solver.meter.nodes;
        let rest = Budget {
            time_ms: budget.time_ms.map(|t| (t * 0.97 - (crate::common::clock::now_ms() - start)).max(0.0)),
            max_nodes: budget.max_nodes.map(|n| n.saturating_sub(spent)),
        };
        let s = self.loaded(board, player, rest);
        let m = hard(s, rest).map(|b| to_move(s, b));
        self.last_nodes = spent + self.searcher.meter.nodes;
        m
    }

    /// Hard where [`GomokuSearch::applies`]: the proof's share of the budget as on other
    /// boards ((8,8,5): a tenth), then the pattern search with what is left.
    fn gomoku_hard(&mut self, board: &Board, player: Player, budget: Budget) -> Option<Move> {
        let start = crate::common::clock::now_ms();
        self.last_depth = 0;
        let s = self.loaded(board, player, budget);
        if let Some(bit) = proven_move(s, budget, start) {
            let (m, nodes) = (to_move(s, bit), s.meter.nodes);
            self.last_nodes = nodes;
            return Some(m);
        }
        let rest = budget.after(start, s.meter.nodes);
        let spent = s.meter.nodes;
        let g = self.gomoku_search()?;
        g.load(board.marks(Player::X), board.marks(Player::O), player == Player::O);
        let bit = g.best_move(rest);
        let (nodes, depth) = (g.meter.nodes, g.depth);
        let m = bit.map(|b| {
            let (r, c) = g.pos.p.g.coords(b);
            Move::new(r as u8, c as u8)
        });
        self.last_nodes = spent + nodes;
        self.last_depth = depth;
        m
    }

    /// The searcher set up for `board` with `player` to move and `budget` started (allocating
    /// the table the first time).
    fn loaded(&mut self, board: &Board, player: Player, budget: Budget) -> &mut Searcher<Wide> {
        let s = &mut self.searcher;
        s.load(board.marks(Player::X), board.marks(Player::O), player);
        s.start(budget);
        s
    }

    /// [`analyze`](super::analyze) for this engine's rules, on its own window counts.
    ///
    /// # Errors
    /// `INVALID_BOARD` for a board of other rules.
    pub fn analyze(&mut self, board: &Board, player: Player) -> Result<Analysis, BoardError> {
        self.check(board)?;
        let open = self.rules.cells() - board.stones();
        let proof = if board.is_finished() || open > ANALYSIS_OPEN { None } else { keeping(self.loaded(board, player, Budget::nodes(ANALYSIS_NODES))) };
        Ok(analyze_with(&mut self.searcher.w, board, player, proof))
    }
}


/// Nodes `analyze` may spend proving which moves keep a position's outcome, on positions of at
/// most [`ANALYSIS_OPEN`] empty cells: every 3x3 position, and the ends of bigger games, in
/// milliseconds; beyond, its sentence rests on tactics alone.
const ANALYSIS_NODES: u64 = 5_000;
const ANALYSIS_OPEN: u32 = 20;

/// The position's outcome and the moves that keep it, if proven within the budget.
fn keeping(s: &mut Searcher<Wide>) -> Option<Keeping> {
    let score = s.prove()?;
    let playable = s.playable();
    if score < 0 {
        return Some(Keeping { outcome: Outcome::Loss, moves: playable });
    }
    // A win is kept by any winning move, a draw by any move that does not lose.
    let floor = score.signum();
    let mut moves = Wide::ZERO;
    for bit in playable.indices() {
        if s.move_reaches(bit, floor)? {
            moves |= Wide::bit(bit);
        }
    }
    Some(Keeping { outcome: if score > 0 { Outcome::Win } else { Outcome::Draw }, moves })
}

fn to_move<B: Bits>(s: &Searcher<B>, bit: u32) -> Move {
    let (r, c) = s.g.coords(bit);
    Move::new(r as u8, c as u8)
}

/// Hard's first steps on every board: a win in one, else the proven best move if its share of
/// the budget proves it (half on a board small or full enough for a proof to be likely, a
/// tenth on boards of at most 64 cells, none on bigger ones). `start` is when the move began.
fn proven_move<B: Bits>(s: &mut Searcher<B>, budget: Budget, start: f64) -> Option<u32> {
    let misere = s.g.rules.misere();
    let me = s.w.to_move;
    if !misere {
        // A win in one is the fastest win: what the proof would choose, at no cost.
        if let Some(b) = s.w.first_ranked(s.w.wins_now(me)) {
            return Some(b);
        }
    }
    let left = |nodes: u64| budget.after(start, nodes);
    let open = s.total - s.count;
    let share = if s.g.rules.gravity() || open <= PROOF_LIKELY { Some(2) } else if s.total <= PROOF_TRIED { Some(10) } else { None };
    if let Some(share) = share {
        s.limit(budget.share(share));
        if let Some(score) = s.prove() {
            // The tie-break probes mostly re-read what the proof stored.
            let rest = left(s.meter.nodes);
            s.limit(Budget { time_ms: rest.time_ms.map(|t| t.max(1.0)), max_nodes: rest.max_nodes.map(|n| n.max(1)) });
            if let Some(Some(bit)) = s.best_with(score) {
                return Some(bit);
            }
        }
    }
    None
}

/// Hard: a win in one, else the proven best move if its share of the budget proves it (half on
/// a board small or full enough for a proof to be likely, a tenth on boards of at most 64 cells,
/// none on bigger ones), else a forced block; then, where threats decide (free placement,
/// k >= 4), a win by continuous fours, a defence against the opponent's, and a win by
/// continuous threats; else the bounded search's move with the rest, among the defences.
fn hard<B: Bits>(s: &mut Searcher<B>, budget: Budget) -> Option<u32> {
    let misere = s.g.rules.misere();
    let opp = s.w.to_move ^ 1;
    let start = crate::common::clock::now_ms();
    let left = |nodes: u64| budget.after(start, nodes);
    if let Some(b) = proven_move(s, budget, start) {
        return Some(b);
    }
    if !misere {
        if let Some(b) = s.w.first_ranked(s.w.wins_now(opp)) {
            return Some(b);
        }
    }
    let (w, meter) = (&mut s.w, &mut s.meter);
    let mut root = w.candidates();
    if w.threat_rules() {
        meter.limit(left(meter.nodes).portion(1, 2));
        if let Some(b) = w.threat_win(Threats::Fours, FOUR_DEPTH, meter) {
            return Some(b);
        }
        meter.limit(left(meter.nodes).portion(1, 10));
        if w.threatened(Threats::Fours, FOUR_DEPTH, meter) {
            meter.limit(left(meter.nodes).portion(1, 2));
            // Moves the budget left unchecked stand in where none is proven to defend.
            let (proven, unchecked) = w.defences(Threats::Fours, FOUR_DEPTH, root, meter);
            root = [proven, unchecked].into_iter().find(|s| !s.is_zero()).unwrap_or(root);
        }
        meter.limit(left(meter.nodes).portion(1, 4));
        if let Some(b) = w.threat_win(Threats::FoursAndThrees, THREAT_DEPTH, meter) {
            return Some(b);
        }
    }
    meter.limit(left(meter.nodes));
    w.heuristic_move(root, meter).or_else(|| w.first_ranked(w.playable()))
}


/// Cells at or below which Hard tries a proof with a tenth of its budget on a board with more
/// than [`PROOF_LIKELY`] empty cells: (8,8,5) and smaller, where late proofs complete.
const PROOF_TRIED: u32 = 64;

/// Empty cells at or below which Hard gives the proof half its budget.
const PROOF_LIKELY: u32 = 36;

fn solve<B: Bits>(s: &mut Searcher<B>) -> Solution {
    match s.prove() {
        Some(score) => {
            let proof = s.proof_of(score);
            let remaining = s.remaining();
            s.limit(Budget { time_ms: remaining.time_ms.map(|t| t.max(1.0)), max_nodes: remaining.max_nodes.map(|n| n.max(1)) });
            let best = s.best_with(score).flatten().or_else(|| s.table_move()).or_else(|| fallback(s));
            Solution { complete: true, value: Some(proof.value), plies: Some(proof.plies), best: best.map(|b| to_move(s, b)), nodes: s.meter.nodes }
        }
        None => {
            let best = fallback(s).map(|b| to_move(s, b));
            Solution { complete: false, value: None, plies: None, best, nodes: s.meter.nodes }
        }
    }
}

/// A move without search: a win in one, a block, the root's stored best move, or the best
/// static cell.
fn fallback<B: Bits>(s: &Searcher<B>) -> Option<u32> {
    let w = &s.w;
    if !s.g.rules.misere() {
        if let Some(b) = w.first_ranked(w.wins_now(w.to_move)).or_else(|| w.first_ranked(w.wins_now(w.to_move ^ 1))) {
            return Some(b);
        }
    }
    s.table_move().or_else(|| w.medium_move())
}

/// The moves `rankedMoves` scores exactly on boards the pattern search plays: a hint shows a
/// few, and each one more costs a full-window search at every depth.
const GOMOKU_EXACT: usize = 5;

/// Every playable move with its proof if `budget` (shared out over them) gives one, sorted:
/// proven wins, draws, unproven (those in `first` in its order, then by the heuristic's
/// rank), proven losses.
fn ranked<B: Bits>(s: &mut Searcher<B>, budget: Budget, first: &[u32]) -> Vec<ScoredMove> {
    let playable = s.playable();
    let bits: Vec<u32> = s.g.cells_row_major().filter(|&b| playable.has(b)).collect();
    let start = crate::common::clock::now_ms();
    let mut scored: Vec<(u32, Option<i32>)> = Vec::with_capacity(bits.len());
    for (i, &bit) in bits.iter().enumerate() {
        let left = budget.after(start, s.meter.nodes);
        let parts = u32::try_from(bits.len() - i).unwrap_or(1);
        s.limit(left.share(parts));
        scored.push((bit, s.prove_move(bit)));
    }
    let rank = |bit: u32| (first.iter().position(|&b| b == bit).unwrap_or(usize::MAX), s.w.rank_of(bit));
    let n = s.count as i32;
    let total = s.total - s.count;
    let proof = |v: i32| match v {
        v if v > 0 => Proof { value: Outcome::Win, plies: (BIG - v - n).max(0) as u32 },
        v if v < 0 => Proof { value: Outcome::Loss, plies: (BIG + v - n).max(0) as u32 },
        _ => Proof { value: Outcome::Draw, plies: total },
    };
    sorted(scored, rank, |bit| to_move(s, bit), proof)
}

/// Scored moves best first: proven wins, draws, unproven, proven losses; within each, the
/// better score first (scores of either solver grow with the mover's gain), then `rank`.
fn sorted<R: Ord>(mut scored: Vec<(u32, Option<i32>)>, rank: impl Fn(u32) -> R, at: impl Fn(u32) -> Move, proof: impl Fn(i32) -> Proof) -> Vec<ScoredMove> {
    let class = |score: Option<i32>| match score {
        Some(v) if v > 0 => (0, -v),
        Some(0) => (1, 0),
        None => (2, 0),
        Some(v) => (3, -v),
    };
    super::order::sort_by_key(&mut scored, |&(bit, score)| (class(score), rank(bit)));
    scored
        .into_iter()
        .map(|(bit, score)| {
            let p = score.map(&proof);
            ScoredMove { mv: at(bit), value: p.map(|p| p.value), plies: p.map(|p| p.plies) }
        })
        .collect()
}

/// The move of a cell's bit in the Connect Four layout.
fn bit_move(c4: &Connect4, bit: u32) -> Move {
    let (r, c) = c4.shape().coords(bit);
    Move::new(r as u8, c as u8)
}

/// The Connect Four solver's large table: at most 2^22 slots of 8 bytes, 32 MiB (and 2 MiB
/// for positions near the end).
const CONNECT4_TABLE_BITS: u32 = super::connect4::Table::DEFAULT_MAX_BITS;

#[cfg(test)]
mod tests {
    use super::*;

    /// The table's slots after a move of `level` (or, for `None`, a solve) within `max_nodes` on
    /// a board of `rules` with X in a corner.
    fn slots_after(rules: Rules, level: Option<Level>, max_nodes: u64) -> usize {
        let options = EngineOptions::default().with_level(level.unwrap_or(Level::Hard)).with_seed(Seed(7));
        let mut engine = MnkEngine::new(rules, options.with_max_nodes(max_nodes)).unwrap_or_else(|e| panic!("{e}"));
        let board = Board::empty(rules).play(Move::new(0, 0), Player::X).unwrap_or_else(|e| panic!("{e}"));
        match level {
            Some(_) => assert!(engine.best_move(&board, Player::O).unwrap_or_else(|e| panic!("{e}")).is_some()),
            None => assert!(engine.solve(&board, Player::O, Budget::nodes(max_nodes)).unwrap_or_else(|e| panic!("{e}")).best.is_some()),
        }
        engine.searcher.table_slots()
    }

    #[test]
    fn the_table_grows_only_as_far_as_a_search_needs() {
        assert_eq!(slots_after(Rules::GOMOKU, Some(Level::Easy), 100_000), 0, "Easy allocates no table");
        assert_eq!(slots_after(Rules::GOMOKU, Some(Level::Medium), 100_000), 0, "nor does Medium");
        let small = slots_after(Rules::GOMOKU, None, 2_000);
        assert!(small > 0 && small <= 1 << 14, "a 2,000-node proof keeps a small table: {small} slots");
        let large = slots_after(Rules::GOMOKU, None, 1_000_000);
        assert!(large > small && large <= 1 << Table::DEFAULT_BITS, "a long one grows it, to its bound at most: {large} slots");
        assert!(slots_after(Rules::FOUR_BY_FOUR, None, 2_000_000) <= 1 << 16, "16 cells need no more than 2^16");
    }

    /// Gomoku's Hard is the pattern search: at no time it still wins in one and blocks a lone
    /// four; under a node budget it answers the same every time.
    #[test]
    fn gomoku_hard_is_the_pattern_search() {
        let rows = |marks: &[(u32, u32, char)]| {
            let mut text = alloc::vec![b'.'; 225];
            for &(r, c, m) in marks {
                text[(r * 15 + c) as usize] = m as u8;
            }
            Board::from_text(Rules::GOMOKU, core::str::from_utf8(&text).unwrap_or_default()).unwrap_or_else(|e| panic!("{e:?}"))
        };
        let options = EngineOptions::default().with_seed(Seed(5));
        let mut zero = MnkEngine::new(Rules::GOMOKU, options.with_time_ms(0.0)).unwrap_or_else(|e| panic!("{e}"));
        let four = rows(&[(7, 3, 'X'), (7, 4, 'X'), (7, 5, 'X'), (7, 6, 'X'), (7, 2, 'O'), (9, 3, 'O'), (9, 4, 'O'), (9, 5, 'O')]);
        assert_eq!(zero.best_move(&four, Player::X).ok().flatten(), Some(Move::new(7, 7)), "the win in one");
        assert_eq!(zero.best_move(&four, Player::O).ok().flatten(), Some(Move::new(7, 7)), "the lone four's block");
        let quiet = rows(&[(7, 7, 'X'), (7, 8, 'O'), (8, 8, 'X'), (6, 6, 'O'), (9, 9, 'X')]);
        let mut engine = MnkEngine::new(Rules::GOMOKU, options.with_max_nodes(20_000)).unwrap_or_else(|e| panic!("{e}"));
        let first = engine.best_move(&quiet, Player::O).ok().flatten();
        let (nodes, depth) = (engine.last_nodes(), engine.last_depth());
        assert!(first.is_some() && depth >= 2 && nodes <= 20_000, "{first:?} at depth {depth}, {nodes} nodes");
        assert_eq!((engine.best_move(&quiet, Player::O).ok().flatten(), engine.last_nodes(), engine.last_depth()), (first, nodes, depth));
        // An engine that searched other positions answers as a fresh one does.
        let mut board = quiet.clone();
        let mut player = Player::O;
        let mut fresh_answers = Vec::new();
        for _ in 0..6 {
            let mut fresh = MnkEngine::new(Rules::GOMOKU, options.with_max_nodes(20_000)).unwrap_or_else(|e| panic!("{e}"));
            let mv = fresh.best_move(&board, player).ok().flatten().unwrap_or_else(|| panic!("a move"));
            fresh_answers.push((board.clone(), player, mv));
            board = board.play(mv, player).unwrap_or_else(|e| panic!("{e:?}"));
            player = player.opponent();
        }
        for (board, player, mv) in fresh_answers.iter().rev() {
            assert_eq!(engine.best_move(board, *player).ok().flatten(), Some(*mv), "after other searches, on {board:?}");
        }

        // rankedMoves: every empty cell once; a win in one first, proven; the block of a lone
        // four first; against an open three, one of the cells that stop it.
        let ranked = |board: &Board, player: Player| {
            let mut e = MnkEngine::new(Rules::GOMOKU, options).unwrap_or_else(|e| panic!("{e}"));
            e.ranked_moves(board, player, Budget { time_ms: None, max_nodes: Some(30_000) }).unwrap_or_else(|e| panic!("{e:?}"))
        };
        let win = ranked(&four, Player::X);
        let mut cells: Vec<Move> = win.iter().map(|m| m.mv).collect();
        cells.sort_by_key(|m| (m.row, m.col));
        cells.dedup();
        assert_eq!((cells.len(), win.len()), (225 - 8, 225 - 8), "every empty cell once");
        assert_eq!((win[0].mv, win[0].value, win[0].plies), (Move::new(7, 7), Some(Outcome::Win), Some(1)));
        assert_eq!(ranked(&four, Player::O)[0].mv, Move::new(7, 7));
        let three = rows(&[(7, 5, 'X'), (7, 6, 'X'), (7, 7, 'X'), (3, 3, 'O'), (11, 12, 'O')]);
        let stops = [Move::new(7, 3), Move::new(7, 4), Move::new(7, 8), Move::new(7, 9)];
        let answer = ranked(&three, Player::O);
        assert!(stops.contains(&answer[0].mv) && answer[0].value.is_none(), "{:?}", &answer[..3]);
    }
}
