//! The strongest move a bounded search finds when no proof fits the budget: iterative-deepening
//! alpha-beta over the cells near the marks, the best few by static worth at each node, forced
//! replies searched without spending depth, scored at the horizon by each side's open windows
//! of k cells ([`Windows::evaluate`]); and the static cell Medium plays.

use alloc::vec::Vec;
use super::bits::{Bits, Wide};
use super::meter::Meter;
use super::windows::Windows;

/// Far above every heuristic score: a forced result found inside the horizon.
const WIN: i32 = 1 << 24;
/// Moves searched at an inner node: wide boards are searched narrow and deep.
const WIDTH: usize = 12;
/// No killer move at a ply (bits are below 240).
const NO_KILLER: u8 = u8::MAX;

impl Windows {
    /// The best cell of `pool` by [`Windows::cell_score`], ties to the tie-break order.
    fn best_static(&self, pool: Wide) -> Option<u32> {
        let mut best: Option<(i32, u16, u32)> = None;
        for bit in pool.indices() {
            let (score, rank) = (self.cell_score(bit), self.rank_of(bit));
            if best.is_none_or(|(s, r, _)| score > s || (score == s && rank < r)) {
                best = Some((score, rank, bit));
            }
        }
        best.map(|(_, _, b)| b)
    }

    /// Medium: a win in one, else a block, else the best static cell (under misère: the best
    /// cell that completes no line).
    pub(crate) fn medium_move(&self) -> Option<u32> {
        let playable = self.playable();
        let (me, opp) = (self.to_move, self.to_move ^ 1);
        if !self.g.rules.misere() {
            for set in [self.wins_now(me), self.wins_now(opp)] {
                if let Some(b) = self.first_ranked(set) {
                    return Some(b);
                }
            }
        }
        let safe = if self.g.rules.misere() { playable & !self.completing[me & 1] } else { playable };
        self.best_static(if safe.is_zero() { playable } else { safe })
    }

    /// The first cell of `set` in tie-break order.
    pub(crate) fn first_ranked(&self, set: Wide) -> Option<u32> {
        set.indices().min_by_key(|&b| self.rank_of(b))
    }

    /// The best move of `root` by iterative-deepening alpha-beta within `meter`'s budget: the
    /// deepest fully searched iteration's choice; `None` only when `root` is empty.
    pub(crate) fn heuristic_move(&mut self, root: Wide, meter: &mut Meter) -> Option<u32> {
        let mut ordered: Vec<(i32, u32)> = root.indices().map(|b| (self.cell_score(b), b)).collect();
        super::order::sort_by(&mut ordered, |a, b| b.0.cmp(&a.0).then(self.rank_of(a.1).cmp(&self.rank_of(b.1))));
        let mut best = ordered.first().map(|&(_, b)| b)?;
        let remaining = self.total - self.count;
        self.killers.clear();
        self.killers.resize(remaining as usize + 2, NO_KILLER);
        let misere = self.g.rules.misere();
        let mut depth = 1;
        while depth <= remaining && !meter.aborted {
            let mut alpha = -WIN - 1;
            let mut choice = None;
            // Search the previous choice first.
            if let Some(pos) = ordered.iter().position(|&(_, b)| b == best) {
                let item = ordered.remove(pos);
                ordered.insert(0, item);
            }
            for &(_, bit) in &ordered {
                let v = if self.completes(bit) {
                    if misere { -WIN } else { WIN }
                } else {
                    self.play(bit);
                    let v = -self.alphabeta(depth - 1, -WIN - 1, -alpha, 1, meter);
                    self.undo(bit);
                    v
                };
                if meter.aborted {
                    break;
                }
                if v > alpha {
                    alpha = v;
                    choice = Some(bit);
                }
            }
            if meter.aborted {
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

    /// Keeps the highest-scoring entries of `items` in `out`, best first; returns how many.
    fn keep_best(items: impl Iterator<Item = (i32, u8)>, out: &mut [(i32, u8)]) -> usize {
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
    /// `WIN` less the plies to them. A reply forced by the opponent's one win in one costs no
    /// depth, so lines of threats are read to their end.
    fn alphabeta(&mut self, depth: u32, mut alpha: i32, beta: i32, ply: i32, meter: &mut Meter) -> i32 {
        if !meter.tick() {
            return 0;
        }
        let playable = self.playable();
        if playable.is_zero() {
            return 0;
        }
        let misere = self.g.rules.misere();
        let (me, opp) = (self.to_move, self.to_move ^ 1);
        let mut list = [(0i32, 0u8); WIDTH];
        let (len, depth) = if misere {
            if depth == 0 {
                return self.evaluate();
            }
            (Windows::keep_best(self.candidates().indices().map(|bit| (self.cell_score(bit), bit as u8)), &mut list), depth - 1)
        } else {
            if !self.wins_now(me).is_zero() {
                return WIN - ply;
            }
            let forced = self.wins_now(opp);
            match forced.count() {
                0 if self.three_rules() && !self.double_cells(me).is_zero() => {
                    // Two cells completing k at once next move: the opponent blocks one.
                    return WIN - ply - 2;
                }
                0 if depth == 0 => return self.evaluate(),
                0 => {
                    // Against a three (a cell where the opponent would make two cells completing
                    // k), only the cells that stop it and the side's own fours can matter.
                    let threes = if self.three_rules() { self.double_cells(opp) } else { Wide::ZERO };
                    let pool = if threes.is_zero() { self.candidates() } else { self.double_stoppers(opp, threes) | self.cells_of_windows(me, self.g.k - 2) };
                    (Windows::keep_best(pool.indices().map(|bit| (self.cell_score(bit), bit as u8)), &mut list), depth - 1)
                }
                1 => {
                    list[0] = (0, forced.lowest() as u8);
                    (1, depth)
                }
                _ => return -(WIN - ply - 1),
            }
        };
        // The move that last cut off at this ply, first.
        let killer = self.killers.get(ply as usize).copied().unwrap_or(NO_KILLER);
        if let Some(j) = list.iter().take(len).position(|&(_, b)| b == killer) {
            list[..=j].rotate_right(1);
        }
        let mut best = -WIN - 1;
        for &(_, bit) in list.iter().take(len) {
            let bit = u32::from(bit);
            let v = if misere && self.completes(bit) {
                -(WIN - ply)
            } else {
                self.play(bit);
                let v = -self.alphabeta(depth, -beta, -alpha.max(best), ply + 1, meter);
                self.undo(bit);
                v
            };
            if meter.aborted {
                return 0;
            }
            if v > best {
                best = v;
                if v > alpha {
                    alpha = v;
                }
                if alpha >= beta {
                    if let Some(k) = self.killers.get_mut(ply as usize) {
                        *k = bit as u8;
                    }
                    break;
                }
            }
        }
        best
    }
}
