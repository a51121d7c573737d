//! The strongest move a bounded search finds when no proof fits the budget: iterative-deepening
//! alpha-beta over the cells near the marks, scored at the horizon by counting each side's
//! open windows of k cells by how full they are; and the static cell score Medium plays.

use super::bits::Bits;
use super::search::Searcher;

/// Far above every heuristic score: a forced result found inside the horizon.
const WIN: i32 = 1 << 24;

/// Value of an open window (no opposing mark) holding `j` of a side's marks, for j < k.
const fn window_value(j: u32) -> i32 {
    match j {
        0 => 0,
        1 => 1,
        2 => 12,
        3 => 150,
        4 => 2_000,
        _ => 20_000,
    }
}

/// Adds the one-bit-per-cell set `x` into a bit-sliced counter of four planes.
#[inline]
fn add<B: Bits>(planes: &mut [B; 4], x: B) {
    let c0 = planes[0] & x;
    planes[0] = planes[0] ^ x;
    let c1 = planes[1] & c0;
    planes[1] = planes[1] ^ c0;
    let c2 = planes[2] & c1;
    planes[2] = planes[2] ^ c1;
    planes[3] = planes[3] ^ c2;
}

/// The cells of a bit-sliced counter equal to `j`.
#[inline]
fn equal<B: Bits>(planes: &[B; 4], j: u32) -> B {
    let mut out = !B::ZERO;
    for (i, plane) in planes.iter().enumerate() {
        out &= if j >> i & 1 == 1 { *plane } else { !*plane };
    }
    out
}

impl<B: Bits> Searcher<B> {
    /// The side to move's heuristic score: its open windows' values less the opponent's, the
    /// side to move weighted up a little for holding the tempo.
    pub(crate) fn evaluate(&self) -> i32 {
        let g = self.g;
        let k = g.k;
        let (me, opp) = (self.me(), self.opp());
        let mut score = 0i32;
        for step in g.steps {
            let windows = g.runs(g.valid, step);
            let open_me = g.runs(g.valid & !opp, step);
            let open_opp = g.runs(g.valid & !me, step);
            let mut mine = [B::ZERO; 4];
            let mut theirs = [B::ZERO; 4];
            for i in 0..k {
                add(&mut mine, me.shr(i * step));
                add(&mut theirs, opp.shr(i * step));
            }
            for j in 1..k {
                score += 5 * window_value(j) * (windows & open_me & equal(&mine, j)).count() as i32 / 4;
                score -= window_value(j) * (windows & open_opp & equal(&theirs, j)).count() as i32;
            }
        }
        // Under misère a full window is a liability, not a threat.
        if g.rules.misere() { -score } else { score }
    }

    /// A cell's static worth for the side to move: threats it makes, threats of the opponent's
    /// it takes away, and the windows through it.
    pub(crate) fn cell_score(&self, bit: u32) -> i32 {
        let g = self.g;
        let empty = g.valid & !self.mask & !B::bit(bit);
        let mine = g.completing_cells(self.me() | B::bit(bit), empty).count() as i32;
        let theirs = g.completing_cells(self.opp() | B::bit(bit), empty).count() as i32;
        let near = self.near(B::bit(bit)) & self.mask;
        64 * mine + 48 * theirs + 4 * near.count() as i32 + self.weights.get(bit as usize).copied().unwrap_or(0) as i32
    }

    /// For each side (the mover first) and level (k-1, k-2, k-3 of its marks), the empty cells
    /// lying in an open window holding that many of its marks: one pass of bit-sliced window
    /// counts per direction, so ordering a node's moves costs no search per move.
    fn cover(&self) -> [[B; 3]; 2] {
        let g = self.g;
        let k = g.k;
        let empty = g.valid & !self.mask;
        let (me, opp) = (self.me(), self.opp());
        let mut out = [[B::ZERO; 3]; 2];
        for step in g.steps {
            for (side, own, other) in [(0, me, opp), (1, opp, me)] {
                let open = g.runs(g.valid & !other, step);
                let mut planes = [B::ZERO; 4];
                for i in 0..k {
                    add(&mut planes, own.shr(i * step));
                }
                for (level, slot) in out[side].iter_mut().enumerate() {
                    let Some(j) = (k - 1).checked_sub(level as u32).filter(|&j| j > 0) else { continue };
                    let starts = open & equal(&planes, j);
                    if starts.is_zero() {
                        continue;
                    }
                    for i in 0..k {
                        *slot |= starts.shl(i * step);
                    }
                }
            }
        }
        for side in out.iter_mut() {
            for level in side.iter_mut() {
                *level &= empty;
            }
        }
        out
    }

    /// A move's ordering score from [`Searcher::cover`]: its own threats first, then the
    /// opponent's it takes, then the windows through it.
    #[inline]
    fn order_score(&self, cover: &[[B; 3]; 2], bit: u32) -> i32 {
        const WEIGHTS: [[i32; 3]; 2] = [[1 << 20, 1 << 12, 1 << 6], [1 << 18, 1 << 11, 1 << 5]];
        let mut score = self.weights.get(bit as usize).copied().unwrap_or(0) as i32;
        for side in 0..2 {
            for level in 0..3 {
                if cover[side][level].has(bit) {
                    score += WEIGHTS[side][level];
                }
            }
        }
        score
    }

    /// `set` grown by one cell in every direction (kept to the board).
    fn near(&self, set: B) -> B {
        let mut out = set;
        for step in self.g.steps {
            out |= set.shl(step) | set.shr(step);
        }
        out & self.g.valid
    }

    /// The cells worth searching: every playable cell on a small board or under gravity, else
    /// those within two cells of a mark (the centre cells on an empty board).
    pub(crate) fn candidates(&self) -> B {
        let playable = self.playable();
        if self.g.rules.gravity() || self.total <= 36 {
            return playable;
        }
        if self.mask.is_zero() {
            return self.by_rank.first().map_or(playable, |&b| B::bit(u32::from(b)));
        }
        let zone = self.near(self.near(self.mask));
        let zone = zone & playable;
        if zone.is_zero() { playable } else { zone }
    }

    /// The best move by iterative-deepening alpha-beta within the current budget, with the
    /// deepest fully searched iteration's choice; `None` only when no move is playable.
    pub(crate) fn heuristic_move(&mut self) -> Option<u32> {
        let candidates = self.candidates();
        let mut ordered: Vec<(i32, u32)> = candidates.indices().map(|b| (self.cell_score(b), b)).collect();
        super::order::sort_by(&mut ordered, |a, b| b.0.cmp(&a.0).then(self.rank_of(a.1).cmp(&self.rank_of(b.1))));
        let mut best = ordered.first().map(|&(_, b)| b)?;
        let remaining = self.total - self.count;
        let mut depth = 1;
        while depth <= remaining && !self.aborted {
            let mut alpha = -WIN - 1;
            let mut choice = None;
            // Search the previous choice first.
            if let Some(pos) = ordered.iter().position(|&(_, b)| b == best) {
                let item = ordered.remove(pos);
                ordered.insert(0, item);
            }
            for &(_, bit) in &ordered {
                let v = if self.completes(bit) {
                    WIN
                } else {
                    self.play(bit);
                    let v = -self.alphabeta(depth - 1, -WIN - 1, -alpha, 1);
                    self.undo(bit);
                    v
                };
                if self.aborted {
                    break;
                }
                if v > alpha {
                    alpha = v;
                    choice = Some(bit);
                }
            }
            if self.aborted {
                // A partial iteration's choice stands if it beat the previous choice's score.
                if let Some(c) = choice {
                    if alpha > -WIN {
                        best = c;
                    }
                }
                break;
            }
            if let Some(c) = choice {
                best = c;
            }
            if alpha >= WIN - 256 || alpha <= -WIN + 256 {
                break;
            }
            depth += 1;
        }
        Some(best)
    }

    fn rank_of(&self, bit: u32) -> u16 {
        self.rank.get(bit as usize).copied().unwrap_or(u16::MAX)
    }

    /// Keeps the highest-scoring entries of `items` in `out`, best first; returns how many.
    fn keep_best(&self, items: impl Iterator<Item = (i32, u8)>, out: &mut [(i32, u8)]) -> usize {
        let mut len = 0;
        for (score, bit) in items {
            if len < out.len() {
                len += 1;
            } else if out.last().is_none_or(|&(s, _)| score <= s) {
                continue;
            }
            let mut i = len - 1;
            out[i] = (score, bit);
            while i > 0 && out[i - 1].0 < out[i].0 {
                out.swap(i - 1, i);
                i -= 1;
            }
        }
        len
    }

    /// Depth-limited negamax with the heuristic at the horizon; forced results inside it score
    /// `WIN` less the plies to them.
    fn alphabeta(&mut self, depth: u32, mut alpha: i32, beta: i32, ply: i32) -> i32 {
        if !self.tick() {
            return 0;
        }
        let g = self.g;
        let empty = g.valid & !self.mask;
        let playable = self.playable();
        if playable.is_zero() {
            return 0;
        }
        let me = self.me();
        if !self.g.rules.misere() && !(g.completing_cells(me, empty) & playable).is_zero() {
            return WIN - ply;
        }
        let opp_now = g.completing_cells(self.opp(), empty) & playable;
        let forced = !self.g.rules.misere() && !opp_now.is_zero();
        if forced && opp_now.count() > 1 {
            return -(WIN - ply - 1);
        }
        if depth == 0 {
            return self.evaluate();
        }
        let set = if forced { opp_now } else { self.candidates() };
        // The best few by static score: wide boards are searched narrow and deep. A cheap
        // score over every candidate keeps 24, the exact threat count orders the best 12.
        let cover = self.cover();
        let mut wide = [(0i32, 0u8); 24];
        let len = self.keep_best(set.indices().map(|bit| (self.order_score(&cover, bit), bit as u8)), &mut wide);
        let mut list = [(0i32, 0u8); 12];
        let len = self.keep_best(wide.iter().take(len).map(|&(_, bit)| (self.cell_score(u32::from(bit)), bit)), &mut list);
        let mut best = -WIN - 1;
        for &(_, bit) in list.iter().take(len) {
            let bit = u32::from(bit);
            let v = if self.g.rules.misere() && self.completes(bit) {
                -(WIN - ply)
            } else {
                self.play(bit);
                let v = -self.alphabeta(depth - 1, -beta, -alpha.max(best), ply + 1);
                self.undo(bit);
                v
            };
            if self.aborted {
                return 0;
            }
            if v > best {
                best = v;
                if v > alpha {
                    alpha = v;
                }
                if alpha >= beta {
                    break;
                }
            }
        }
        best
    }
}
