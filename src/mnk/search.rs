//! `Searcher`: the exact solver. A negamax alpha-beta over bitboards that proves a position's
//! value and its distance (fastest win, slowest loss) with null-window probes, deepened
//! iteratively on the length of a forced win, over a transposition table keyed up to the
//! board's symmetries, within a node and time budget.
//!
//! Scores are for the side to move and count stones at the game's end: a win ending with `e`
//! stones on the board scores `BIG - e`, a loss `-(BIG - e)`, a draw 0. A parent's score is
//! minus its child's, and a score means the same wherever the position recurs.

use alloc::{vec, vec::Vec};
use core::ops::ControlFlow;
use super::bits::Bits;
use super::geometry::Geometry;
use super::table::Table;
use super::windows::Windows;
use super::zobrist::{Keys, MAX_SYMMETRIES};
use super::meter::Meter;
pub use super::meter::Budget;
use crate::common::player::Player;

/// Above every score's stone count (at most 225).
pub const BIG: i32 = 1000;

/// The game-theoretic result for the player to move.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Outcome {
    Loss,
    Draw,
    Win,
}

impl Outcome {
    /// The API reference's "Bigger boards" name: `'win'`, `'draw'`, `'loss'`.
    pub const fn name(self) -> &'static str {
        match self {
            Outcome::Loss => "loss",
            Outcome::Draw => "draw",
            Outcome::Win => "win",
        }
    }
}

/// A proof's result in plies, for the player to move.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Proof {
    pub value: Outcome,
    /// Plies to the end under the fastest win and slowest loss; for a draw, the empty cells.
    pub plies: u32,
}

/// The search state and its reusable memory, for boards that fit `B`.
#[derive(Clone, Debug)]
pub struct Searcher<B> {
    pub(crate) g: Geometry<B>,
    keys: Keys,
    table: Table,
    /// Every cell's bit in tie-break order (most windows, nearest the centre, row-major); each
    /// bit's place in it is `w.rank`.
    pub(crate) by_rank: Vec<u8>,
    pub(crate) total: u32,
    pub(crate) stones: [B; 2],
    pub(crate) mask: B,
    /// 0 when X is to move, 1 when O is.
    pub(crate) to_move: usize,
    pub(crate) count: u32,
    hash: [u64; MAX_SYMMETRIES],
    pub(crate) meter: Meter,
    /// Move lists, one frame of `total` per ply: no allocation while searching.
    moves: Vec<u8>,
    /// The position as window counts, kept beside the bitboards: wins, threats and open lines
    /// read per node, and the state the bounded search runs on.
    pub(crate) w: Windows,
}

impl<B: Bits> Searcher<B> {
    /// A searcher for `geometry` with a table of `2^table_bits` slots (smaller for boards of
    /// at most 16 cells, which need no more).
    pub fn new(g: Geometry<B>, table_bits: u8) -> Searcher<B> {
        let total = g.rules.cells();
        let size = (g.stride * g.cols) as usize;
        let mut w = Windows::new(g.rules);
        let cells = super::order::tie_break(&g, &w);
        let mut rank = vec![u16::MAX; size];
        for (i, &bit) in cells.iter().enumerate() {
            if let Some(slot) = rank.get_mut(bit as usize) {
                *slot = i as u16;
            }
        }
        let by_rank = cells.iter().map(|&b| b as u8).collect();
        w.rank = rank;
        let bits = if total <= 16 { table_bits.min(16) } else { table_bits };
        let frames = (total as usize + 2) * total as usize;
        Searcher {
            keys: Keys::new(&g),
            g,
            table: Table::new(bits),
            by_rank,
            total,
            stones: [B::ZERO; 2],
            mask: B::ZERO,
            to_move: 0,
            count: 0,
            hash: [0; MAX_SYMMETRIES],
            meter: Meter::default(),
            moves: vec![0; frames],
            w,
        }
    }

    /// Sets up the position: `x` and `o` in the layout, `player` to move.
    pub fn load(&mut self, x: B, o: B, player: Player) {
        self.stones = [x & self.g.valid, o & self.g.valid];
        self.mask = self.stones[0] | self.stones[1];
        self.to_move = usize::from(player == Player::O);
        self.count = self.mask.count();
        self.w.load(self.stones[0].to_wide(), self.stones[1].to_wide(), player == Player::O);
        self.hash = [0; MAX_SYMMETRIES];
        for p in 0..2 {
            for bit in self.stones[p].indices() {
                for s in 0..self.keys.symmetries {
                    if let Some(h) = self.hash.get_mut(s) {
                        *h ^= self.keys.mark(s, bit, p);
                    }
                }
            }
        }
    }

    /// The table's slots allocated so far.
    #[cfg(test)]
    pub(crate) fn table_slots(&self) -> usize {
        self.table.slots_allocated()
    }

    /// Starts a budget: a fresh table and node count.
    pub fn start(&mut self, budget: Budget) {
        self.table.clear();
        self.meter.start(budget);
    }

    /// Sets the budget from now on, keeping the table and the node count.
    pub fn limit(&mut self, budget: Budget) {
        self.meter.limit(budget);
    }

    /// What is left of the budget.
    pub fn remaining(&self) -> Budget {
        self.meter.remaining()
    }

    #[inline]
    pub(crate) fn play(&mut self, bit: u32) {
        let b = B::bit(bit);
        let p = self.to_move & 1;
        self.stones[p] |= b;
        self.mask |= b;
        for s in 0..self.keys.symmetries.min(MAX_SYMMETRIES) {
            self.hash[s] ^= self.keys.mark(s, bit, p);
        }
        self.count += 1;
        self.to_move ^= 1;
        self.w.play(bit);
    }

    #[inline]
    pub(crate) fn undo(&mut self, bit: u32) {
        self.w.undo(bit);
        self.to_move ^= 1;
        self.count -= 1;
        let b = B::bit(bit);
        let p = self.to_move & 1;
        self.stones[p] = self.stones[p] ^ b;
        self.mask = self.mask ^ b;
        for s in 0..self.keys.symmetries.min(MAX_SYMMETRIES) {
            self.hash[s] ^= self.keys.mark(s, bit, p);
        }
    }

    /// The canonical key (the least over the symmetries) and the symmetry that gives it.
    #[inline]
    fn key(&self) -> (u64, usize) {
        let mut best = (self.hash[0], 0);
        for s in 1..self.keys.symmetries.min(MAX_SYMMETRIES) {
            if self.hash[s] < best.0 {
                best = (self.hash[s], s);
            }
        }
        let side = if self.to_move == 1 { self.keys.o_to_move } else { 0 };
        (best.0 ^ side, best.1)
    }

    /// The table's word on the current node (`key`, seen in symmetry `sym`): a score that settles
    /// it (`Break`), else `alpha` and `beta` narrowed to its bounds and its move in this
    /// orientation, `u32::MAX` if it has none.
    #[inline]
    fn consult(&self, key: u64, sym: usize, alpha: &mut i32, beta: &mut i32) -> ControlFlow<i32, u32> {
        let Some(e) = self.table.probe(key) else {
            return ControlFlow::Continue(u32::MAX);
        };
        let (lower, upper) = (i32::from(e.lower), i32::from(e.upper));
        if lower >= *beta {
            return ControlFlow::Break(lower);
        }
        if upper <= *alpha {
            return ControlFlow::Break(upper);
        }
        *alpha = (*alpha).max(lower);
        *beta = (*beta).min(upper);
        if *alpha >= *beta {
            return ControlFlow::Break(*alpha);
        }
        ControlFlow::Continue(if e.best == Table::NO_MOVE { u32::MAX } else { u32::from(self.keys.from_canonical(sym, e.best)) })
    }

    /// Counts a node; false once the budget is spent.
    #[inline]
    pub(crate) fn tick(&mut self) -> bool {
        self.meter.tick()
    }

    /// The cells the side to move may mark.
    #[inline]
    pub(crate) fn playable(&self) -> B {
        self.g.playable(self.mask)
    }

    /// Whether marking `bit` completes k in a row for the side to move.
    #[inline]
    pub(crate) fn completes(&self, bit: u32) -> bool {
        self.w.completes(bit)
    }

    /// The score of the current position within (`alpha`, `beta`), fail-soft: a result at or
    /// below `alpha` is an upper bound, at or above `beta` a lower bound, between them exact.
    /// Returns 0 with `aborted` set once the budget is spent.
    pub(crate) fn negamax(&mut self, alpha: i32, beta: i32, ply: usize) -> i32 {
        if self.g.rules.misere() {
            self.negamax_misere(alpha, beta, ply)
        } else {
            self.negamax_normal(alpha, beta, ply)
        }
    }

    /// Normal rules: wins, forced blocks, threats and open lines read from the window counts,
    /// and moves tried as they are generated (most nodes cut after one or two): the table's
    /// move, the moves that make a threat (the most first), then the rest in tie-break order.
    fn negamax_normal(&mut self, mut alpha: i32, mut beta: i32, ply: usize) -> i32 {
        if !self.tick() {
            return 0;
        }
        let g = self.g;
        let n = self.count as i32;
        let total = self.total as i32;
        let w = &self.w;
        let (me, opp) = (self.to_move & 1, (self.to_move ^ 1) & 1);
        let playable = g.playable(self.mask);
        if !(B::from_wide(w.completing[me]) & playable).is_zero() {
            return BIG - (n + 1);
        }
        if n + 1 >= total {
            return 0;
        }
        let opp_cells = B::from_wide(w.completing[opp]);
        let opp_now = opp_cells & playable;
        let mut candidates = playable;
        if !opp_now.is_zero() {
            if opp_now.count() > 1 {
                return -(BIG - (n + 2));
            }
            candidates = opp_now;
        }
        if g.rules.gravity() {
            // A mark just below a cell where the opponent completes k hands it that cell.
            candidates &= !opp_cells.shr(1);
            if candidates.is_zero() {
                return -(BIG - (n + 2));
            }
        }
        let mut max = if n + 3 <= total { BIG - (n + 3) } else { 0 };
        let mut min = if n + 4 <= total { -(BIG - (n + 4)) } else { 0 };
        if w.open[me] == 0 {
            max = max.min(0);
        }
        if w.open[opp] == 0 {
            min = min.max(0);
        }
        let threats = B::from_wide(w.threat_cells[me]) & candidates;
        if max <= alpha || min >= max {
            return max;
        }
        if min >= beta {
            return min;
        }
        beta = beta.min(max);
        alpha = alpha.max(min);

        let (key, sym) = self.key();
        let mut first = match self.consult(key, sym, &mut alpha, &mut beta) {
            ControlFlow::Break(score) => return score,
            ControlFlow::Continue(first) => first,
        };
        if first != u32::MAX && !candidates.has(first) {
            first = u32::MAX;
        }

        // The threat moves in the ply's frame, the most threats first, then by rank.
        let first_only = if first == u32::MAX { B::ZERO } else { B::bit(first) };
        let rest = candidates & !threats & !first_only;
        let frame = ply * self.total as usize;
        let mut len = 0;
        for bit in (threats & !first_only).indices() {
            let key = (w.warmth(me, bit), u16::MAX - w.rank_of(bit));
            let mut i = len;
            while i > 0 && self.moves.get(frame + i - 1).is_some_and(|&m| (w.warmth(me, u32::from(m)), u16::MAX - w.rank_of(u32::from(m))) < key) {
                self.moves[frame + i] = self.moves[frame + i - 1];
                i -= 1;
            }
            if let Some(slot) = self.moves.get_mut(frame + i) {
                *slot = bit as u8;
            }
            len += 1;
        }

        let window_alpha = alpha;
        let mut best = i32::MIN;
        let mut best_move = Table::NO_MOVE;
        let mut stage = 0;
        let mut i = 0;
        loop {
            // The next move: the table's, each threat move, then the rest by rank.
            let bit = match stage {
                0 => {
                    stage = 1;
                    if first == u32::MAX { continue } else { first }
                }
                1 => match self.moves.get(frame + i) {
                    Some(&b) if i < len => {
                        i += 1;
                        u32::from(b)
                    }
                    _ => {
                        (stage, i) = (2, 0);
                        continue;
                    }
                },
                _ => {
                    let Some(&b) = self.by_rank.get(i) else { break };
                    i += 1;
                    if !rest.has(u32::from(b)) {
                        continue;
                    }
                    u32::from(b)
                }
            };
            self.play(bit);
            let v = -self.negamax_normal(-beta, -alpha, ply + 1);
            self.undo(bit);
            if self.meter.aborted {
                return 0;
            }
            if v > best {
                best = v;
                best_move = bit as u8;
                if v > alpha {
                    alpha = v;
                    if alpha >= beta {
                        break;
                    }
                }
            }
        }
        self.record(key, sym, best, window_alpha, beta, best_move);
        best
    }

    /// Misère: completing k loses, so the immediate check is on the mover's own lines and the
    /// side with no window left cannot lose.
    fn negamax_misere(&mut self, mut alpha: i32, mut beta: i32, ply: usize) -> i32 {
        if !self.tick() {
            return 0;
        }
        let g = self.g;
        let n = self.count as i32;
        let total = self.total as i32;
        if n >= total {
            return 0;
        }
        let (me, opp) = (self.to_move & 1, (self.to_move ^ 1) & 1);
        let playable = g.playable(self.mask);
        let safe = playable & !B::from_wide(self.w.completing[me]);
        if safe.is_zero() {
            return -(BIG - (n + 1));
        }
        if n + 1 >= total {
            return 0;
        }
        let mut max = if n + 2 <= total { BIG - (n + 2) } else { 0 };
        let mut min = if n + 3 <= total { -(BIG - (n + 3)) } else { 0 };
        // A side with no open window left can never complete k, so never lose.
        if self.w.open[me] == 0 {
            min = min.max(0);
        }
        if self.w.open[opp] == 0 {
            max = max.min(0);
        }
        if max <= alpha || min >= max {
            return max;
        }
        if min >= beta {
            return min;
        }
        beta = beta.min(max);
        alpha = alpha.max(min);

        let (key, sym) = self.key();
        let first = match self.consult(key, sym, &mut alpha, &mut beta) {
            ControlFlow::Break(score) => return score,
            ControlFlow::Continue(first) => first,
        };
        let frame = ply * self.total as usize;
        let mut len = 0;
        if first != u32::MAX && safe.has(first) {
            self.moves[frame] = first as u8;
            len = 1;
        }
        for bit in safe.indices() {
            if bit != first {
                self.moves[frame + len] = bit as u8;
                len += 1;
            }
        }
        let window_alpha = alpha;
        let mut best = i32::MIN;
        let mut best_move = Table::NO_MOVE;
        for i in 0..len {
            let bit = u32::from(self.moves[frame + i]);
            self.play(bit);
            let v = -self.negamax_misere(-beta, -alpha, ply + 1);
            self.undo(bit);
            if self.meter.aborted {
                return 0;
            }
            if v > best {
                best = v;
                best_move = bit as u8;
                if v > alpha {
                    alpha = v;
                    if alpha >= beta {
                        break;
                    }
                }
            }
        }
        self.record(key, sym, best, window_alpha, beta, best_move);
        best
    }

    /// Stores what a search with window (`alpha`, `beta`) proved: `best` is an upper bound at
    /// or below `alpha`, a lower bound at or above `beta`, exact between.
    #[inline]
    fn record(&mut self, key: u64, sym: usize, best: i32, alpha: i32, beta: i32, best_move: u8) {
        let clamp = |v: i32| v.clamp(-BIG, BIG) as i16;
        let (lower, upper) = if best <= alpha {
            (-BIG as i16, clamp(best))
        } else if best >= beta {
            (clamp(best), BIG as i16)
        } else {
            (clamp(best), clamp(best))
        };
        let canonical = if best_move == Table::NO_MOVE { best_move } else { self.keys.to_canonical(sym, best_move) };
        self.table.store(key, lower, upper, canonical, self.count.min(255) as u8);
    }

    /// The exact score of the current position (not finished), or `None` if the budget ran
    /// out. Iterative deepening on the win's length first (can the side to move win within 1,
    /// 3, 7, ... plies? each a cheap null-window probe, bounded by the distance), then the
    /// value's sign, then a binary search of the distance.
    pub fn prove(&mut self) -> Option<i32> {
        let n = self.count as i32;
        let remaining = self.total as i32 - n;
        let mut lo = -(BIG - (n + 1));
        let mut hi = BIG - (n + 1);
        let mut d = 1;
        while 2 * d < remaining {
            let t = BIG - (n + d);
            let r = self.negamax(t - 1, t, 0);
            if self.meter.aborted {
                return None;
            }
            if r >= t {
                lo = r;
                break;
            }
            hi = hi.min(r).min(t - 1);
            d = 2 * d + 1;
        }
        if lo <= 0 {
            let r = self.negamax(-1, 1, 0);
            if self.meter.aborted {
                return None;
            }
            match r {
                r if r >= 1 => lo = lo.max(r),
                r if r <= -1 => hi = hi.min(r),
                _ => return Some(0),
            }
        }
        while lo < hi {
            let mid = lo + (hi - lo + 1) / 2;
            let r = self.negamax(mid - 1, mid, 0);
            if self.meter.aborted {
                return None;
            }
            if r >= mid {
                lo = r.max(mid);
            } else {
                hi = r.min(mid - 1);
            }
        }
        Some(lo)
    }

    /// The score for the side to move of marking `bit` (legal, game not over), or `None` if
    /// the budget ran out.
    pub fn prove_move(&mut self, bit: u32) -> Option<i32> {
        let n = self.count as i32;
        if self.completes(bit) {
            let end = BIG - (n + 1);
            return Some(if self.g.rules.misere() { -end } else { end });
        }
        if n + 1 >= self.total as i32 {
            return Some(0);
        }
        self.play(bit);
        let r = self.prove();
        self.undo(bit);
        r.map(|s| -s)
    }

    /// Whether marking `bit` scores at least `score` (the best score, so: exactly), or `None`
    /// if the budget ran out.
    pub fn move_reaches(&mut self, bit: u32, score: i32) -> Option<bool> {
        let n = self.count as i32;
        if self.completes(bit) {
            let end = BIG - (n + 1);
            return Some((if self.g.rules.misere() { -end } else { end }) >= score);
        }
        if n + 1 >= self.total as i32 {
            return Some(0 >= score);
        }
        self.play(bit);
        let r = self.negamax(-score, -score + 1, 0);
        self.undo(bit);
        (!self.meter.aborted).then_some(r <= -score)
    }

    /// The first move in tie-break order that scores `score`, the position's proven score.
    pub fn best_with(&mut self, score: i32) -> Option<Option<u32>> {
        let playable = self.playable();
        for i in 0..self.by_rank.len() {
            let bit = u32::from(self.by_rank[i]);
            if playable.has(bit) && self.move_reaches(bit, score)? {
                return Some(Some(bit));
            }
        }
        Some(None)
    }

    /// The plies and value a score means at the current position.
    pub fn proof_of(&self, score: i32) -> Proof {
        let n = self.count as i32;
        match score {
            s if s > 0 => Proof { value: Outcome::Win, plies: (BIG - s - n).max(0) as u32 },
            s if s < 0 => Proof { value: Outcome::Loss, plies: (BIG + s - n).max(0) as u32 },
            _ => Proof { value: Outcome::Draw, plies: self.total - self.count },
        }
    }

    /// The root's best move from the table, if a search stored one.
    pub fn table_move(&self) -> Option<u32> {
        let (key, sym) = self.key();
        let e = self.table.probe(key)?;
        (e.best != Table::NO_MOVE).then(|| u32::from(self.keys.from_canonical(sym, e.best))).filter(|&b| self.playable().has(b))
    }
}

