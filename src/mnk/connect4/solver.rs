//! `Solver`: the exact Connect Four search. A negamax alpha-beta with a null window, deepened
//! iteratively on the score, over a table of bounds; the moves that lose at once are pruned
//! before the search and the rest ordered by the threats they make, centre columns first on
//! ties (Pons's solver, as his blog describes it). Beyond his: positions near the end keep
//! their bounds in a small table of their own, a node tries its children's bounds before
//! searching them (enhanced transposition cutoff), a move that makes two threats the opponent
//! cannot both parry wins without a search, and a forced move is played without a table probe.
//!
//! Scores are Pons's: for the side to move, a win with its stone that is the `m+1`-th on the
//! board scores `(cells + 1 - m) / 2`, a loss the opposite, a draw 0. So a faster win scores
//! more and a slower loss less badly, and a parent's score is minus its child's.

use alloc::vec::Vec;
use super::position::Position;
use super::shape::Shape;
use super::table::{Bound, Table};
use crate::mnk::meter::Meter;
use crate::mnk::search::{Budget, Outcome, Proof};

/// Stones below which the table keys a position by the smaller of its key and its mirror
/// image's, so both share their bounds; deeper, the mirror costs more than it saves.
const MIRRORED_BELOW: u32 = 12;

/// Empty cells at most of a position whose bounds go to the small table. Most nodes are this
/// near the end, their subtrees cheap: in the large table they evicted the bounds of larger
/// subtrees and missed the cache on every probe (measured alone: 2.5x faster on hard
/// openings, with 3 % fewer nodes).
const NEAR_END: u32 = 20;
/// The small table's slots: 2^18, 2 MiB, about what a cache holds.
const NEAR_BITS: u32 = 18;

/// The search state and its memory for one board shape.
#[derive(Clone, Debug)]
pub struct Solver {
    pub shape: Shape,
    /// Bounds of positions with more than `NEAR_END` empty cells.
    table: Table,
    /// Bounds of the others.
    near: Table,
    pub meter: Meter,
    /// Columns centre first: the order among moves that make as many threats.
    order: Vec<u32>,
}

impl Solver {
    /// A solver whose table grows to `2^max_bits` slots.
    pub fn new(shape: Shape, max_bits: u32) -> Solver {
        let mut order: Vec<u32> = (0..shape.cols).collect();
        crate::mnk::order::sort_by_key(&mut order, |&c| (2 * c).abs_diff(shape.cols - 1));
        Solver { shape, table: Table::new(max_bits), near: Table::new(NEAR_BITS.min(max_bits)), meter: Meter::default(), order }
    }


    /// Starts a call's budget. The table is kept, since a bound holds wherever the position
    /// recurs, except under a node budget: answers within `maxNodes` are reproducible, so they
    /// cannot depend on what earlier calls stored.
    pub fn start(&mut self, budget: Budget) {
        if budget.replays() {
            self.table.clear();
            self.near.clear();
        }
        self.meter.start(budget);
    }

    /// The score of a win whose winning stone is the `(m + 1)`-th on the board.
    #[inline]
    fn win_at(&self, m: u32) -> i32 {
        self.shape.win_at(m)
    }

    /// The exact score of `p` (not finished) for the side to move; `None` if the budget ran out.
    pub fn score(&mut self, p: Position) -> Option<i32> {
        let s = self.shape;
        if p.wins_now(&s) != 0 {
            return Some(self.win_at(p.stones));
        }
        let mut min = -(((s.cells - p.stones) / 2) as i32);
        let mut max = self.win_at(p.stones + 2);
        while min < max {
            // Probe nearer zero first: most positions are decided by a small margin.
            let mut med = min + (max - min) / 2;
            if med <= 0 && min / 2 < med {
                med = min / 2;
            } else if med >= 0 && max / 2 > med {
                med = max / 2;
            }
            let r = self.negamax(p, p.opponent_threats(&s), med, med + 1);
            if self.meter.aborted {
                return None;
            }
            if r <= med { max = r } else { min = r }
        }
        Some(min)
    }

    /// Whether `p`'s score (not finished) is at least `v`; `None` if the budget ran out.
    pub fn at_least(&mut self, p: Position, v: i32) -> Option<bool> {
        if p.wins_now(&self.shape) != 0 {
            return Some(self.win_at(p.stones) >= v);
        }
        let r = self.negamax(p, p.opponent_threats(&self.shape), v - 1, v);
        (!self.meter.aborted).then_some(r >= v)
    }

    /// The score of the mover's drop on `cell` (a playable cell of `p`), for the mover.
    pub fn move_score(&mut self, p: Position, cell: u64) -> Option<i32> {
        if p.wins_now(&self.shape) & cell != 0 {
            return Some(self.win_at(p.stones));
        }
        let child = p.play(cell);
        if child.stones == self.shape.cells {
            return Some(0);
        }
        self.score(child).map(|v| -v)
    }

    /// Whether the mover's drop on `cell` scores `v`, the position's proven score.
    pub fn move_keeps(&mut self, p: Position, cell: u64, v: i32) -> Option<bool> {
        if p.wins_now(&self.shape) & cell != 0 {
            return Some(self.win_at(p.stones) == v);
        }
        let child = p.play(cell);
        if child.stones == self.shape.cells {
            return Some(v == 0);
        }
        // The child scores at most -v.
        self.at_least(child, 1 - v).map(|above| !above)
    }

    /// The value and plies a score means with `stones` on the board.
    pub fn proof(&self, score: i32, stones: u32) -> Proof {
        let cells = self.shape.cells;
        // The winning stone's index m has the winner's parity: the mover's when it wins.
        let winning_index = |v: i32, parity: u32| {
            let m = cells + 1 - 2 * v.unsigned_abs();
            if m % 2 == parity % 2 { m } else { m - 1 }
        };
        match score {
            v if v > 0 => Proof { value: Outcome::Win, plies: winning_index(v, stones) + 1 - stones },
            v if v < 0 => Proof { value: Outcome::Loss, plies: winning_index(v, stones + 1) + 1 - stones },
            _ => Proof { value: Outcome::Draw, plies: cells - stones },
        }
    }

    /// `p`'s key in the table, and whether it goes to the deep table. Near the root, a
    /// position and its mirror image share their bounds.
    #[inline]
    fn key_of(&self, p: Position) -> (u64, bool) {
        let s = &self.shape;
        let key = if p.stones < MIRRORED_BELOW { p.canonical_key(s).0 } else { p.key() };
        (key, s.cells - p.stones > NEAR_END)
    }

    /// The table that holds a position's bounds, by its `key_of`.
    #[inline]
    fn table_for(&mut self, deep: bool) -> &mut Table {
        if deep { &mut self.table } else { &mut self.near }
    }

    /// The bound stored for a position, by its `key_of`.
    #[inline]
    fn get(&self, key: u64, deep: bool) -> Option<Bound> {
        (if deep { &self.table } else { &self.near }).get(key)
    }

    /// Negamax within (`alpha`, `beta`) for `p`, whose mover cannot win now, and whose
    /// opponent's threats are `theirs` (the parent computed them to order its moves).
    fn negamax(&mut self, p: Position, theirs: u64, mut alpha: i32, mut beta: i32) -> i32 {
        if !self.meter.tick() {
            return alpha;
        }
        let s = self.shape;
        let safe = p.safe_against(theirs, &s);
        if safe == 0 {
            // The opponent wins with its next stone.
            return -(((s.cells - p.stones) / 2) as i32);
        }
        if p.stones + 2 >= s.cells {
            return 0;
        }
        // The opponent cannot win with its next stone, nor the mover with this one.
        let min = -(((s.cells - 2 - p.stones) / 2) as i32);
        if alpha < min {
            alpha = min;
            if alpha >= beta {
                return alpha;
            }
        }
        let max = self.win_at(p.stones + 2);
        if beta > max {
            beta = max;
            if alpha >= beta {
                return beta;
            }
        }
        if safe & (safe - 1) == 0 {
            // One move: its child's table entry serves as well as this node's would.
            return -self.negamax(p.play(safe), p.threats_after(safe, &s), -beta, -alpha);
        }
        let (key, deep) = self.key_of(p);
        match self.get(key, deep) {
            Some(Bound::Upper(v)) if beta > v => {
                beta = v;
                if alpha >= beta {
                    return beta;
                }
            }
            Some(Bound::Lower(v)) if alpha < v => {
                alpha = v;
                if alpha >= beta {
                    return alpha;
                }
            }
            _ => {}
        }
        // Moves by the threats they make, centre first among equals.
        let mut moves = [(0u64, 0u32, 0u64); 16];
        let mut n = 0;
        for &c in &self.order {
            let cell = safe & s.column(c);
            if cell != 0 {
                let made = p.threats_after(cell, &s);
                if p.play(cell).safe_against(made, &s) == 0 {
                    // The opponent cannot parry both threats: the fastest win there is.
                    self.table_for(deep).put(key, Bound::Lower(max));
                    return max;
                }
                let threats = made.count_ones();
                let mut i = n;
                while i > 0 && moves[i - 1].1 < threats {
                    moves[i] = moves[i - 1];
                    i -= 1;
                }
                moves[i] = (cell, threats, made);
                n += 1;
            }
        }
        // A child's upper bound may already prove this node's cut (enhanced transposition
        // cutoff): a table probe per move, cheaper than searching the first.
        for &(cell, _, _) in &moves[..n] {
            let (k, d) = self.key_of(p.play(cell));
            if let Some(Bound::Upper(v)) = self.get(k, d) {
                if -v >= beta {
                    self.table_for(deep).put(key, Bound::Lower(-v));
                    return -v;
                }
            }
        }
        for &(cell, _, made) in &moves[..n] {
            let score = -self.negamax(p.play(cell), made, -beta, -alpha);
            if self.meter.aborted {
                return alpha;
            }
            if score >= beta {
                self.table_for(deep).put(key, Bound::Lower(score));
                return score;
            }
            if score > alpha {
                alpha = score;
            }
        }
        self.table_for(deep).put(key, Bound::Upper(alpha));
        alpha
    }
}
