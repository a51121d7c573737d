//! Hard's search for five in a row on patterns: a principal-variation search (negamax, null
//! windows after the first move, re-searched when one fails high), deepened iteratively until
//! the budget ends, over a transposition table of bounds and best moves (kept from call to call
//! under a time budget; a node budget starts afresh, so that its answers replay).
//!
//! - **Moves** come from [`generate`]: a win, the block of a four (searched without spending
//!   depth, so lines of fours are read to their end), the answers to an open three, or the best
//!   [`Tuning::width`] cells by pattern score. Ordered: the table's move, two killers a ply,
//!   then the generator's score plus a history bonus.
//! - **Decided without search:** a side to move that completes five has won, one facing two
//!   completing cells has lost, one with an open four (or two fours) wins in three plies, one
//!   with a cell making two open threes or a four and an open three, while the opponent has no
//!   four to make, wins in five.
//! - **Threats:** before the search the root looks for a win by fours, for the opponent's win
//!   by fours (keeping only the moves that stop it) and for a win by fours and threes.
//! - **Reductions:** late quiet moves (no three or four for either side) are searched a ply or
//!   two shallower and again at full depth when they beat alpha.
//! - **The horizon** scores by [`super::evaluation`]: the patterns' counts, weighted by a fit
//!   to self-play results.

use alloc::vec::Vec;
use super::super::bits::{Bits, Wide};
use super::super::meter::{Budget, Meter};
use super::super::moves::{generate, Mode, MoveList, CAPACITY};
use super::super::patterns::Shape;
use super::super::rules::Rules;
use super::table::{Bound, Table};
use super::evaluation::Weights;
use super::threats::ThreatSearch;
use super::Position;
use crate::common::clock::now_ms;

/// Far above every evaluation: a result forced within the search, less the plies to it.
pub const WIN: i32 = 1 << 24;
/// Scores at least this far from zero are forced results.
const MATE_ZONE: i32 = WIN - 1024;
/// The deepest ply a search reaches (forced blocks cost no depth).
const MAX_PLY: usize = 96;
/// Attacking moves of the root's win by fours and of its win by fours and threes.
const FOUR_DEPTH: u32 = 16;
const THREAT_DEPTH: u32 = 6;
/// Nodes between the search's own clock reads (a node with its children's updates costs a
/// few microseconds; the meter's own reads come every 1,024).
const CLOCK_EVERY: u64 = 128;
/// Most moves ordered at a node (the generator's best, when an answer list is longer).
const ORDERED: usize = 64;

/// The search's knobs, for matches that measure one against another. `#[doc(hidden)]` in the
/// engine's API: the defaults are what Hard plays.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Tuning {
    /// Moves searched at a node where nothing is forced.
    pub width: usize,
    /// Moves searched at the root where nothing is forced.
    pub root_width: usize,
    /// Late-move reductions of quiet moves.
    pub reductions: bool,
    /// Under a time budget, the table's bounds from earlier calls are read again (a node
    /// budget always starts afresh, so that its answers replay).
    pub keep_table: bool,
    /// The horizon's evaluation.
    pub weights: Weights,
}

impl Default for Tuning {
    fn default() -> Tuning {
        Tuning { width: 12, root_width: 24, reductions: true, keep_table: true, weights: Weights::FITTED }
    }
}

/// The search and its memory, for one board.
#[derive(Clone, Debug)]
pub struct GomokuSearch {
    pub pos: Position,
    table: Table,
    threats: ThreatSearch,
    pub meter: Meter,
    killers: [[u8; 2]; MAX_PLY],
    history: [[u32; 256]; 2],
    /// The deepest iteration the last search completed (0: it answered before searching).
    pub depth: u32,
    pub tuning: Tuning,
}

/// No killer at a ply.
const NO_KILLER: u8 = u8::MAX;

/// How a search begins: an answer no deeper search changes, or the root's candidates and
/// when the call began (the clock's milliseconds).
enum Opening {
    Forced(u32),
    Search(Vec<u32>, f64),
}

impl GomokuSearch {
    /// Whether these rules are searched here: five in a row, free placement, normal rules, a
    /// board of more than 36 cells (smaller ones are proven).
    pub fn applies(rules: Rules) -> bool {
        rules.k() == 5 && !rules.gravity() && !rules.misere() && rules.cells() > 36
    }

    /// A search for `rules` with a table of at most `2^table_bits` slots; `None` unless
    /// [`GomokuSearch::applies`].
    pub fn new(rules: Rules, table_bits: u8) -> Option<GomokuSearch> {
        if !GomokuSearch::applies(rules) {
            return None;
        }
        Some(GomokuSearch {
            pos: Position::new(rules)?,
            table: Table::new(table_bits),
            threats: ThreatSearch::default(),
            meter: Meter::default(),
            killers: [[NO_KILLER; 2]; MAX_PLY],
            history: [[0; 256]; 2],
            depth: 0,
            tuning: Tuning::default(),
        })
    }

    /// Sets up `x` and `o` (the geometry's layout), `o_to_move`.
    pub fn load(&mut self, x: Wide, o: Wide, o_to_move: bool) {
        self.pos.load(x, o, o_to_move);
    }

    /// The side to move's move within `budget`: a win in one, else the block of a four, else
    /// an open four; a win by fours; the moves that stop the opponent's win by fours; a win by
    /// fours and threes; else the deepest completed iteration's choice. `None` only on a full
    /// board. With no budget it still answers, from the move generator's first cell.
    pub fn best_move(&mut self, budget: Budget) -> Option<u32> {
        let empty = self.pos.p.g.valid & !self.pos.p.occupied();
        let (root, start) = match self.open(budget) {
            Opening::Forced(bit) => return Some(bit),
            Opening::Search(root, start) => (root, start),
        };
        let mut root = root;
        let first = root.first().copied().or_else(|| empty.indices().next())?;
        self.meter.limit(budget.after(start, self.meter.nodes));
        let mut best = first;
        let mut depth = 1;
        while depth < MAX_PLY as i32 - 8 && !self.meter.aborted {
            let (score, choice) = self.root_search(depth, &mut root);
            if let Some(c) = choice {
                best = c;
            }
            if self.meter.aborted {
                break;
            }
            self.depth = depth as u32;
            if score.abs() >= MATE_ZONE {
                break;
            }
            depth += 1;
        }
        Some(best)
    }

    /// The side to move's moves, best first, within `budget`: as [`GomokuSearch::best_move`]
    /// decides, its forced answers (a win, the blocks of a four, an open four, the first move
    /// of a win by fours or by fours and threes) first; else the root's candidates (only the
    /// moves that stop the opponent's win by fours, when it has one) ordered by iterative
    /// deepening, the best `count` of each iteration scored exactly (the bar for a full window
    /// is the `count`-th best score so far), the others by their bounds. The order is the
    /// deepest completed iteration's. Empty on a full board.
    pub fn ranked(&mut self, budget: Budget, count: usize) -> Vec<u32> {
        let mut list = MoveList::default();
        let (root, start) = match self.open(budget) {
            Opening::Forced(bit) => {
                generate(&self.pos.p, CAPACITY, &mut list);
                let rest = list.cells().filter(|&b| b != bit);
                return core::iter::once(bit).chain(rest).collect();
            }
            Opening::Search(root, start) => (root, start),
        };
        self.meter.limit(budget.after(start, self.meter.nodes));
        let mut order = root;
        let mut depth = 1;
        while depth < MAX_PLY as i32 - 8 && !self.meter.aborted && order.len() > 1 {
            let mut scored: Vec<(i32, u32)> = Vec::with_capacity(order.len());
            for &bit in &order {
                let bar = if scored.len() < count { -WIN - 1 } else { scored.get(count - 1).map_or(-WIN - 1, |e| e.0) };
                self.pos.play(bit);
                let mut v = -self.negamax(depth - 1, -bar - 1, -bar, 1, false);
                if v > bar && !self.meter.aborted {
                    v = -self.negamax(depth - 1, -WIN - 1, -bar, 1, true);
                }
                self.pos.undo(bit);
                if self.meter.aborted {
                    break;
                }
                let at = scored.iter().position(|e| e.0 < v).unwrap_or(scored.len());
                scored.insert(at, (v, bit));
            }
            if self.meter.aborted {
                break;
            }
            order = scored.iter().map(|e| e.1).collect();
            self.depth = depth as u32;
            if scored.first().is_some_and(|e| e.0.abs() >= MATE_ZONE) {
                break;
            }
            depth += 1;
        }
        order
    }

    /// Both searches' first steps: the table and the meter reset, then the answers no search
    /// needs (a win in one, the block of a four, an open four), a win by fours (half the
    /// budget), the opponent's win by fours (a tenth to look, half of the rest to keep the
    /// root to the moves that stop it), a win by fours and threes (a quarter). Else the root's
    /// candidates and the budget's start.
    fn open(&mut self, budget: Budget) -> Opening {
        let start = now_ms();
        self.meter.start(budget);
        self.table.keep = self.tuning.keep_table && !budget.replays();
        self.table.clear();
        self.threats.clear();
        self.killers = [[NO_KILLER; 2]; MAX_PLY];
        self.history = [[0; 256]; 2];
        self.depth = 0;
        let mut list = MoveList::default();
        let mode = generate(&self.pos.p, self.tuning.root_width, &mut list);
        let root: Vec<u32> = list.cells().collect();
        match root.first() {
            Some(&first) if matches!(mode, Mode::Win | Mode::Block | Mode::OpenFour) => return Opening::Forced(first),
            None => return Opening::Search(root, start),
            Some(_) => {}
        }
        self.meter.limit(budget.after(start, self.meter.nodes).portion(1, 2));
        if let Some(bit) = self.threats.win(&mut self.pos, false, FOUR_DEPTH, &mut self.meter) {
            return Opening::Forced(bit);
        }
        let mut root = root;
        self.meter.limit(budget.after(start, self.meter.nodes).portion(1, 10));
        if self.threats.threatened(&mut self.pos, false, FOUR_DEPTH, &mut self.meter) {
            self.meter.limit(budget.after(start, self.meter.nodes).portion(1, 2));
            root = self.defences(&root);
        }
        self.meter.limit(budget.after(start, self.meter.nodes).portion(1, 4));
        if let Some(bit) = self.threats.win(&mut self.pos, true, THREAT_DEPTH, &mut self.meter) {
            return Opening::Forced(bit);
        }
        Opening::Search(root, start)
    }

    /// The moves after which the opponent has no win by fours, proven; else those the budget
    /// left unchecked; else `root`. The pool is every candidate cell and the side's own fours;
    /// the cells where either side makes a four are tried first.
    fn defences(&mut self, root: &[u32]) -> Vec<u32> {
        let me = self.pos.to_move();
        let first = self.pos.p.cells(me, Shape::Four) | self.pos.p.cells(me ^ 1, Shape::Four);
        let mut all = MoveList::default();
        generate(&self.pos.p, CAPACITY, &mut all);
        let own = self.pos.p.cells(me, Shape::Four);
        let pool: Vec<u32> = root.iter().copied().chain(all.cells()).chain(own.indices()).collect();
        let mut tried: Vec<u32> = Vec::new();
        for pass in [true, false] {
            for &b in &pool {
                if first.has(b) == pass && !tried.contains(&b) {
                    tried.push(b);
                }
            }
        }
        let (mut proven, mut unchecked) = (Vec::new(), Vec::new());
        let total = self.meter.remaining();
        let (t0, n0) = (now_ms(), self.meter.nodes);
        let count = tried.len() as u32;
        for (i, &bit) in tried.iter().enumerate() {
            let spent = total.after(t0, self.meter.nodes - n0);
            self.meter.limit(spent.share(count - i as u32));
            self.pos.play(bit);
            let escapes = self.threats.win(&mut self.pos, false, FOUR_DEPTH, &mut self.meter).is_none();
            self.pos.undo(bit);
            if self.meter.aborted {
                unchecked.push(bit);
            } else if escapes {
                proven.push(bit);
            }
        }
        if !proven.is_empty() {
            proven
        } else if !unchecked.is_empty() {
            unchecked
        } else {
            root.to_vec()
        }
    }

    /// One iteration at the root: the best score and move; the move is also put first for the
    /// next. An iteration cut short by the budget gives the best move it completed, if it
    /// beat the first (the previous iteration's choice).
    fn root_search(&mut self, depth: i32, root: &mut [u32]) -> (i32, Option<u32>) {
        let mut alpha = -WIN - 1;
        let beta = WIN + 1;
        let mut choice = None;
        for i in 0..root.len() {
            let Some(&bit) = root.get(i) else { break };
            self.pos.play(bit);
            let v = if i == 0 {
                -self.negamax(depth - 1, -beta, -alpha, 1, true)
            } else {
                let v = -self.negamax(depth - 1, -alpha - 1, -alpha, 1, false);
                if v > alpha && !self.meter.aborted { -self.negamax(depth - 1, -beta, -alpha, 1, true) } else { v }
            };
            self.pos.undo(bit);
            if self.meter.aborted {
                break;
            }
            if v > alpha {
                alpha = v;
                choice = Some(bit);
                if let Some(slice) = root.get_mut(..=i) {
                    slice.rotate_right(1);
                }
            }
        }
        (alpha, choice)
    }

    /// The horizon: the fitted evaluation.
    fn leaf(&self) -> i32 {
        self.tuning.weights.evaluate(&self.pos).clamp(-WIN / 4, WIN / 4)
    }

    fn negamax(&mut self, depth: i32, mut alpha: i32, beta: i32, ply: usize, pv: bool) -> i32 {
        if !self.meter.tick() || (self.meter.nodes % CLOCK_EVERY == 0 && !self.meter.check_clock()) {
            return 0;
        }
        let me = self.pos.to_move();
        let opp = me ^ 1;
        let at = ply as i32;
        let p = &self.pos.p;
        if !p.cells(me, Shape::Five).is_zero() {
            return WIN - at;
        }
        let blocks = p.cells(opp, Shape::Five).count();
        if blocks > 1 {
            return -(WIN - at - 1);
        }
        if blocks == 0 {
            if !p.cells(me, Shape::OpenFour).is_zero() {
                return WIN - at - 2;
            }
            // Two open threes at a cell, or a four and an open three, against no four: the
            // opponent cannot stop both lines.
            if p.cells(opp, Shape::Four).is_zero() && !((p.cells(me, Shape::DoubleThree) & !p.cells(me, Shape::Four)) | p.cells(me, Shape::FourThree)).is_zero() {
                return WIN - at - 4;
            }
            if depth <= 0 || ply >= MAX_PLY - 1 {
                return self.leaf();
            }
        }
        let key = self.pos.key();
        let mut tt_move = None;
        if let Some(hit) = self.table.probe(key) {
            tt_move = hit.best;
            if !pv && hit.depth >= depth {
                let s = from_table(hit.score, at);
                let cut = match hit.bound {
                    Bound::Exact => true,
                    Bound::Lower => s >= beta,
                    Bound::Upper => s <= alpha,
                };
                if cut {
                    return s;
                }
            }
        }
        let mut list = MoveList::default();
        let mode = generate(&self.pos.p, self.tuning.width, &mut list);
        if list.is_empty() {
            return 0;
        }
        let new_depth = if mode == Mode::Block { depth } else { depth - 1 };
        let killers = self.killers.get(ply).copied().unwrap_or([NO_KILLER; 2]);
        let mut order = [(0i32, 0u8); ORDERED];
        let mut n = 0;
        for &(score, bit) in list.items().iter().take(ORDERED) {
            let key = if tt_move == Some(u32::from(bit)) {
                i32::MAX
            } else if bit == killers[0] {
                i32::MAX - 1
            } else if bit == killers[1] {
                i32::MAX - 2
            } else {
                let h = self.history[me].get(usize::from(bit)).copied().unwrap_or(0);
                score.saturating_add((h.min(4_000) / 4) as i32)
            };
            if let Some(slot) = order.get_mut(n) {
                *slot = (key, bit);
                n += 1;
            }
        }
        let order = order.get_mut(..n).unwrap_or_default();
        super::super::order::sort_by(order, |a, b| b.0.cmp(&a.0));
        let alpha0 = alpha;
        let mut best = -WIN - 1;
        let mut best_move = None;
        for (i, &(key, bit8)) in order.iter().enumerate() {
            let bit = u32::from(bit8);
            let p = &self.pos.p;
            let quiet = mode == Mode::Free && key < i32::MAX - 2 && p.shape(me, bit) == Shape::Quiet && p.shape(opp, bit) == Shape::Quiet;
            let r = if self.tuning.reductions && quiet && i >= 3 && new_depth >= 2 { if i >= 6 && new_depth >= 4 { 2 } else { 1 } } else { 0 };
            self.pos.play(bit);
            let v = if i == 0 {
                -self.negamax(new_depth, -beta, -alpha, ply + 1, pv)
            } else {
                let mut v = -self.negamax(new_depth - r, -alpha - 1, -alpha, ply + 1, false);
                if v > alpha && r > 0 && !self.meter.aborted {
                    v = -self.negamax(new_depth, -alpha - 1, -alpha, ply + 1, false);
                }
                if v > alpha && v < beta && pv && !self.meter.aborted {
                    v = -self.negamax(new_depth, -beta, -alpha, ply + 1, true);
                }
                v
            };
            self.pos.undo(bit);
            if self.meter.aborted {
                return 0;
            }
            if v > best {
                best = v;
                best_move = Some(bit);
                if v > alpha {
                    alpha = v;
                    if alpha >= beta {
                        if mode == Mode::Free {
                            if let Some(k) = self.killers.get_mut(ply) {
                                if k[0] != bit8 {
                                    k[1] = k[0];
                                    k[0] = bit8;
                                }
                            }
                        }
                        if let Some(h) = self.history[me].get_mut(usize::from(bit8)) {
                            *h = h.saturating_add((depth.max(1) * depth.max(1)) as u32);
                        }
                        break;
                    }
                }
            }
        }
        let bound = if best >= beta {
            Bound::Lower
        } else if best > alpha0 {
            Bound::Exact
        } else {
            Bound::Upper
        };
        self.table.store(key, depth, to_table(best, at), bound, best_move);
        best
    }
}

/// A score as the table keeps it: forced results counted from the node, not the root.
fn to_table(score: i32, ply: i32) -> i32 {
    if score >= MATE_ZONE {
        score + ply
    } else if score <= -MATE_ZONE {
        score - ply
    } else {
        score
    }
}

fn from_table(score: i32, ply: i32) -> i32 {
    if score >= MATE_ZONE {
        score - ply
    } else if score <= -MATE_ZONE {
        score + ply
    } else {
        score
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::common::player::Player;
    use crate::common::rng::Seed;
    use crate::mnk::board::{Board, Move};
    use crate::mnk::geometry::Geometry;
    use crate::mnk::search::Searcher;
    use crate::mnk::threats::Threats;

    /// A 15×15 board from rows of `.`, `X`, `O`, the rows not given empty.
    fn board(rows: &[(usize, &str)]) -> Board {
        let mut text = String::new();
        for r in 0..15 {
            let row = rows.iter().find(|(i, _)| *i == r).map_or_else(|| ".".repeat(15), |(_, s)| format!("{s:.<15}"));
            text.push_str(&row);
        }
        Board::from_text(Rules::GOMOKU, &text).unwrap_or_else(|e| panic!("{e:?}"))
    }

    /// A search of 15×15 and the budget its moves get.
    struct Hard(GomokuSearch, Budget);

    fn hard(time_ms: f64) -> Hard {
        Hard(GomokuSearch::new(Rules::GOMOKU, 16).unwrap_or_else(|| panic!("Gomoku")), Budget { time_ms: Some(time_ms), max_nodes: None })
    }

    fn with_nodes(max_nodes: u64) -> Hard {
        Hard(GomokuSearch::new(Rules::GOMOKU, 16).unwrap_or_else(|| panic!("Gomoku")), Budget::nodes(max_nodes))
    }

    fn best(h: &mut Hard, b: &Board, player: Player) -> Move {
        h.0.load(b.marks(Player::X), b.marks(Player::O), player == Player::O);
        let bit = h.0.best_move(h.1).unwrap_or_else(|| panic!("a move"));
        let (r, c) = h.0.pos.p.g.coords(bit);
        Move::new(r as u8, c as u8)
    }

    #[test]
    fn wins_in_one_and_blocks_a_lone_four_with_no_time() {
        let mut e = hard(0.0);
        // X to move completes its four, though O has one too.
        let b = board(&[(7, "...XXXX"), (9, "...OOOO"), (3, "X.X")]);
        let mv = best(&mut e, &b, Player::X);
        assert!(mv == Move::new(7, 2) || mv == Move::new(7, 7), "the win in one: {mv:?}");
        // A gapped four: the gap wins.
        let b = board(&[(7, "...XX.XX"), (9, "...OOO"), (4, "O")]);
        assert_eq!(best(&mut e, &b, Player::X), Move::new(7, 5));
        // O to move, X's lone four: the block, though O has an open three.
        let b = board(&[(7, "..OXXXX"), (9, "....OOO"), (2, "X")]);
        assert_eq!(best(&mut e, &b, Player::O), Move::new(7, 7));
        // A diagonal four, blocked at its one open end.
        let b = board(&[(3, "...X"), (4, "....X"), (5, ".....X"), (6, "......X"), (2, "..O"), (10, "OO.O")]);
        assert_eq!(best(&mut e, &b, Player::O), Move::new(7, 7));
        // Wherever O's mark would leave X a five, O has lost: still it blocks one end.
        let b = board(&[(7, "..XXXX"), (9, "OOO"), (10, "O")]);
        let mv = best(&mut e, &b, Player::O);
        assert!(mv == Move::new(7, 1) || mv == Move::new(7, 6), "{mv:?}");
    }

    /// Along seeded random games at no time, Hard never misses a win in one and always blocks
    /// the opponent's single completing cell when it has no win.
    #[test]
    fn never_misses_a_win_or_a_lone_block_at_no_time() {
        let mut e = hard(0.0);
        let mut rng = crate::common::rng::Rng::new(Seed(613));
        let g = Geometry::wide(Rules::GOMOKU);
        let (mut wins, mut blocks) = (0, 0);
        for _ in 0..40 {
            let mut b = Board::empty(Rules::GOMOKU);
            let mut player = Player::X;
            while !b.is_finished() && b.stones() < 60 {
                let (me, opp) = (b.marks(player), b.marks(player.opponent()));
                let empty = g.valid & !(me | opp);
                let completing = |own: Wide| empty.indices().filter(|&c| g.line_through(own | Wide::bit(c), c)).fold(Wide::ZERO, |acc, c| acc | Wide::bit(c));
                let (mine, theirs) = (completing(me), completing(opp));
                let mv = best(&mut e, &b, player);
                let bit = g.bit(u32::from(mv.row), u32::from(mv.col));
                if !mine.is_zero() {
                    wins += 1;
                    assert!(mine.has(bit), "a win in one missed");
                } else if theirs.count() == 1 {
                    blocks += 1;
                    assert!(theirs.has(bit), "a lone four not blocked");
                }
                // Mostly random moves near the centre, so that fours come up on both sides.
                let next = if rng.below(4) == 0 {
                    mv
                } else {
                    loop {
                        let m = Move::new(4 + rng.below(7) as u8, 4 + rng.below(7) as u8);
                        if b.get(m) == Some(None) {
                            break m;
                        }
                    }
                };
                b = b.play(next, player).unwrap_or_else(|e| panic!("{e:?}"));
                player = player.opponent();
            }
        }
        assert!(wins >= 20 && blocks >= 20, "too few to test: {wins} wins, {blocks} blocks");
    }

    /// The positions of bench/gomoku/positions/vcf.json: a board of 15 rows and the player.
    fn vcf_positions(count: usize) -> Vec<(Board, Player)> {
        let text = std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/bench/gomoku/positions/vcf.json")).unwrap_or_else(|e| panic!("{e}"));
        let mut out = Vec::new();
        for line in text.lines().filter(|l| l.contains("\"board\"")).take(count) {
            let rest = &line[line.find("\"board\"").unwrap_or(0)..];
            let (mut cells, mut i) = (String::new(), 0);
            while cells.len() < 225 {
                let tail = &rest[i..];
                let (cell, skip) = if tail.starts_with("null") { ('.', 4) } else if tail.starts_with("\"X\"") { ('X', 3) } else if tail.starts_with("\"O\"") { ('O', 3) } else { i += 1; continue };
                cells.push(cell);
                i += skip;
            }
            let who = rest[i..].find("\"player\":\"").map(|p| &rest[i + p + 10..i + p + 11]).unwrap_or_else(|| panic!("a player"));
            let board = Board::from_text(Rules::GOMOKU, &cells).unwrap_or_else(|e| panic!("{e:?}"));
            out.push((board, if who == "X" { Player::X } else { Player::O }));
        }
        out
    }

    /// On the bench's positions with a win by fours, Hard (200,000 nodes) plays a four after
    /// whose forced block the window-count threat search, the old Hard's, still finds a win by
    /// fours: the move keeps the win.
    #[test]
    fn finds_the_wins_by_fours_of_the_bench() {
        let positions = vcf_positions(60);
        assert_eq!(positions.len(), 60);
        let mut e = with_nodes(200_000);
        let g = Geometry::wide(Rules::GOMOKU);
        let mut s = Searcher::new(g, 16);
        for (i, (b, player)) in positions.iter().enumerate() {
            let mv = best(&mut e, b, *player);
            let after = b.play(mv, *player).unwrap_or_else(|e| panic!("{e:?}"));
            let bit = g.bit(u32::from(mv.row), u32::from(mv.col));
            s.load(after.marks(Player::X), after.marks(Player::O), player.opponent());
            s.start(Budget::UNLIMITED);
            let attacker = usize::from(*player == Player::O);
            let fours = s.w.wins_now(attacker);
            assert!(fours.count() >= 1, "position {i}: {mv:?} is not a four");
            if fours.count() == 1 {
                s.w.play(fours.lowest());
                let win = s.w.threat_win(Threats::Fours, 16, &mut Meter::default());
                assert!(win.is_some(), "position {i}: the win is lost after {mv:?} ({bit})");
            }
        }
    }

    /// Under a node budget alone the answer, its nodes and depth are the same every time, in
    /// one engine or a fresh one.
    #[test]
    fn a_node_budget_gives_reproducible_answers() {
        let b = board(&[(6, "......O"), (7, ".....XX.O"), (8, "......XO"), (9, ".....X")]);
        let run = |e: &mut Hard| {
            let mv = best(e, &b, Player::O);
            (mv, e.0.meter.nodes, e.0.depth)
        };
        let mut e = with_nodes(30_000);
        let first = run(&mut e);
        assert!(first.2 >= 2, "it searched: {first:?}");
        assert_eq!(run(&mut e), first);
        let mut fresh = with_nodes(30_000);
        assert_eq!(run(&mut fresh), first);
    }

    /// A time budget reads what the engine's earlier searches stored; a node budget starts from
    /// an empty table, as a fresh engine's.
    #[test]
    fn a_time_budget_keeps_the_table_and_a_node_budget_does_not() {
        let b = board(&[(6, "......O"), (7, ".....XX.O"), (8, "......XO"), (9, ".....X")]);
        let mut e = hard(40.0);
        let mv = best(&mut e, &b, Player::O);
        assert!(e.0.depth >= 2, "it searched: depth {}", e.0.depth);
        let bit = e.0.pos.p.g.bit(u32::from(mv.row), u32::from(mv.col));
        e.0.pos.play(bit);
        let key = e.0.pos.key();
        e.0.pos.undo(bit);
        assert!(e.0.table.probe(key).is_some(), "the search stored its move's position");
        // `open` clears the table as a search begins, then tries the threats (no table use).
        let _ = e.0.open(Budget { time_ms: Some(0.0), max_nodes: None });
        assert!(e.0.table.probe(key).is_some(), "a time budget reads the last search's bounds");
        let _ = e.0.open(Budget::nodes(1));
        assert_eq!(e.0.table.probe(key), None, "a node budget starts afresh");
    }

    /// A move comes within its time, allowing for a loaded machine.
    #[test]
    fn answers_within_the_time() {
        let b = board(&[(6, "......O"), (7, ".....XX.O"), (8, "......XO"), (9, ".....X.X")]);
        let mut e = hard(30.0);
        let t = crate::common::clock::now_ms();
        best(&mut e, &b, Player::O);
        let spent = crate::common::clock::now_ms() - t;
        assert!(spent < 80.0, "{spent} ms for a 30 ms move");
    }

    /// (8,8,5) is searched here too; 6×6 boards stay with the exact solver.
    #[test]
    fn applies_to_five_in_a_row_beyond_36_cells() {
        assert!(GomokuSearch::applies(Rules::GOMOKU));
        assert!(GomokuSearch::applies(Rules::new(8, 8, 5).unwrap_or_else(|e| panic!("{e:?}"))));
        assert!(!GomokuSearch::applies(Rules::new(6, 6, 5).unwrap_or_else(|e| panic!("{e:?}"))));
        assert!(!GomokuSearch::applies(Rules::new(15, 15, 4).unwrap_or_else(|e| panic!("{e:?}"))));
        assert!(!GomokuSearch::applies(Rules::GOMOKU.with_misere(true)));
    }
}
