//! `Windows`: a position as the count of each side's marks in every window of k cells in a
//! line, kept up to date on play and undo. Wins in one, threats and the heuristic score then
//! cost a pass over the ~4k windows through the cell played, not over the board: the state
//! the bounded search and the threat search run on. Cells are the geometry's bits, as in the
//! exact solver, in 256 bits whatever the board.

use alloc::{vec, vec::Vec};
use super::bits::{Bits, Wide};
use super::geometry::Geometry;
use super::rules::Rules;

/// Value of an open window (none of the other side's marks) by how many of a side's marks it
/// holds (k is at most 15).
const VALUES: [i32; 16] = [0, 1, 12, 100, 2_000, 20_000, 20_000, 20_000, 20_000, 20_000, 20_000, 20_000, 20_000, 20_000, 20_000, 20_000];

#[inline]
fn window_value(j: u32) -> i32 {
    VALUES.get(j as usize).copied().unwrap_or(20_000)
}

/// A mark's Zobrist key: splitmix64 of its cell and side, so no table of keys is kept. The
/// searcher's `Keys` hash its own play and undo, not the threat search's, which runs on the
/// window counts alone (and in `analyze`, with no searcher).
#[inline]
fn mark_key(bit: u32, side: usize) -> u64 {
    let mut z = (u64::from(bit) << 1 | side as u64).wrapping_add(1).wrapping_mul(0x9E37_79B9_7F4A_7C15);
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}

/// The position, its window counts and what they imply.
#[derive(Clone, Debug)]
pub struct Windows {
    pub(crate) g: Geometry<Wide>,
    /// The k cells of each window, window after window.
    cells_of: Vec<u8>,
    /// The windows through each cell: `through[first[bit]..first[bit + 1]]`.
    first: Vec<u16>,
    through: Vec<u16>,
    /// Each window's marks of X and of O, side by side: one load reads both.
    counts: Vec<[u8; 2]>,
    /// Per side and cell: the side's open windows holding k - 1 of its marks whose empty cell
    /// this is.
    hot: [Vec<u8>; 2],
    /// Per side, the cells where it completes k: those with a nonzero `hot`.
    pub(crate) completing: [Wide; 2],
    /// Per side and cell: the side's open windows holding k - 2 of its marks through the cell.
    warm: [Vec<u8>; 2],
    /// Per side, the cells with a nonzero `warm` (occupied ones too): an empty one makes a
    /// cell where the side completes k.
    pub(crate) threat_cells: [Wide; 2],
    /// Per side, the windows with none of the other side's marks: 0 means it cannot win.
    pub(crate) open: [u32; 2],
    /// Per side, [`window_value`] summed over its open windows.
    sum: [i32; 2],
    /// Each cell's mark: 0 empty, 1 X, 2 O (the sentinel bits stay 0).
    owner: Vec<u8>,
    pub(crate) stones: [Wide; 2],
    pub(crate) mask: Wide,
    /// 0 when X is to move, 1 when O is.
    pub(crate) to_move: usize,
    pub(crate) count: u32,
    pub(crate) total: u32,
    /// Each cell's place in the tie-break order, set by the searcher (none: every cell ties).
    pub(crate) rank: Vec<u16>,
    /// The bounded search's killer move at each ply.
    pub(crate) killers: Vec<u8>,
    /// The marks as a Zobrist hash: the key of the threat search's table of failed attacks.
    pub(crate) hash: u64,
    /// Positions where an attack within some depth failed: the key's high bits, the depth in
    /// the low byte (allocated by the first threat search).
    pub(crate) failed: Vec<u64>,
    /// The cells of the last forced win the threat search found: its moves and the replies.
    pub(crate) line: Wide,
}

impl Windows {
    /// The windows of `rules`, with no tie-break order yet.
    pub fn new(rules: Rules) -> Windows {
        let g = Geometry::wide(rules);
        let size = (g.stride * g.cols) as usize;
        let mut cells_of = Vec::new();
        let mut through_of: Vec<Vec<u16>> = vec![Vec::new(); size];
        for step in g.steps {
            for start in g.runs(g.valid, step).indices() {
                let w = (cells_of.len() / g.k as usize) as u16;
                for i in 0..g.k {
                    let bit = start + i * step;
                    cells_of.push(bit as u8);
                    if let Some(list) = through_of.get_mut(bit as usize) {
                        list.push(w);
                    }
                }
            }
        }
        let windows = cells_of.len() / g.k as usize;
        let mut first = Vec::with_capacity(size + 1);
        let mut through = Vec::with_capacity(cells_of.len());
        for list in &through_of {
            first.push(through.len() as u16);
            through.extend_from_slice(list);
        }
        first.push(through.len() as u16);
        Windows {
            g,
            cells_of,
            first,
            through,
            counts: vec![[0; 2]; windows],
            hot: [vec![0; size], vec![0; size]],
            completing: [Wide::ZERO; 2],
            warm: [vec![0; size], vec![0; size]],
            threat_cells: [Wide::ZERO; 2],
            open: [windows as u32; 2],
            sum: [0; 2],
            owner: vec![0; size],
            stones: [Wide::ZERO; 2],
            mask: Wide::ZERO,
            to_move: 0,
            count: 0,
            total: rules.cells(),
            rank: Vec::new(),
            killers: Vec::new(),
            hash: 0,
            failed: Vec::new(),
            line: Wide::ZERO,
        }
    }

    /// Sets up the position: the marks `x` and `o` in the geometry's layout, `o_to_move`.
    pub fn load(&mut self, x: Wide, o: Wide, o_to_move: bool) {
        self.counts.fill([0; 2]);
        for side in 0..2 {
            self.hot[side].fill(0);
            self.warm[side].fill(0);
        }
        self.threat_cells = [Wide::ZERO; 2];
        self.open = [self.counts.len() as u32; 2];
        self.owner.fill(0);
        self.completing = [Wide::ZERO; 2];
        self.sum = [0; 2];
        self.hash = 0;
        self.stones = [Wide::ZERO; 2];
        self.mask = Wide::ZERO;
        self.count = 0;
        for (side, marks) in [(0, x), (1, o)] {
            for bit in (marks & self.g.valid).indices() {
                self.place(bit, side);
            }
        }
        self.to_move = usize::from(o_to_move);
    }

    /// The windows through `bit`.
    #[inline]
    fn windows_through(&self, bit: u32) -> core::ops::Range<usize> {
        let b = bit as usize;
        let start = self.first.get(b).copied().unwrap_or(0) as usize;
        let end = self.first.get(b + 1).copied().unwrap_or(0) as usize;
        start..end.max(start)
    }

    /// How many windows of k cells pass through `bit`.
    #[inline]
    pub(crate) fn weight(&self, bit: u32) -> u32 {
        self.windows_through(bit).len() as u32
    }

    /// The empty cell of window `w` other than `except`.
    #[inline]
    fn empty_cell(&self, w: usize, except: u32) -> Option<u32> {
        let k = self.g.k as usize;
        self.cells_of.get(w * k..w * k + k)?.iter().map(|&c| u32::from(c)).find(|&c| c != except && self.owner.get(c as usize) == Some(&0))
    }

    #[inline]
    fn add_hot(&mut self, side: usize, bit: u32) {
        if let Some(h) = self.hot[side].get_mut(bit as usize) {
            *h += 1;
            if *h == 1 {
                self.completing[side] |= Wide::bit(bit);
            }
        }
    }

    #[inline]
    fn drop_hot(&mut self, side: usize, bit: u32) {
        if let Some(h) = self.hot[side].get_mut(bit as usize) {
            *h = h.saturating_sub(1);
            if *h == 0 {
                self.completing[side] &= !Wide::bit(bit);
            }
        }
    }

    /// Counts window `w` into (`add`) or out of `side`'s `warm` on each of its cells.
    fn warm_window(&mut self, side: usize, w: usize, add: bool) {
        let k = self.g.k as usize;
        for i in w * k..w * k + k {
            let Some(&c) = self.cells_of.get(i) else { continue };
            let Some(h) = self.warm[side].get_mut(c as usize) else { continue };
            if add {
                *h += 1;
                if *h == 1 {
                    self.threat_cells[side] |= Wide::bit(u32::from(c));
                }
            } else {
                *h = h.saturating_sub(1);
                if *h == 0 {
                    self.threat_cells[side] &= !Wide::bit(u32::from(c));
                }
            }
        }
    }

    /// Puts `side`'s mark on the empty cell `bit`, updating every count.
    fn place(&mut self, bit: u32, side: usize) {
        let (p, o) = (side & 1, (side ^ 1) & 1);
        let k1 = self.g.k - 1;
        if let Some(cell) = self.owner.get_mut(bit as usize) {
            *cell = p as u8 + 1;
        }
        self.mask |= Wide::bit(bit);
        self.stones[p] |= Wide::bit(bit);
        self.hash ^= mark_key(bit, p);
        for i in self.windows_through(bit) {
            let w = self.through[i] as usize;
            let pair = &mut self.counts[w];
            let (a, b) = (u32::from(pair[p]), u32::from(pair[o]));
            pair[p] = (a + 1) as u8;
            if a == 0 {
                self.open[o] -= 1;
            }
            if b == 0 && (a + 1 == k1 - 1 || a == k1 - 1) {
                self.warm_window(p, w, a + 1 == k1 - 1);
            } else if a == 0 && b + 1 == k1 {
                self.warm_window(o, w, false);
            }
            if b == 0 {
                self.sum[p] += window_value(a + 1) - window_value(a);
                if a + 1 == k1 {
                    if let Some(e) = self.empty_cell(w, bit) {
                        self.add_hot(p, e);
                    }
                } else if a == k1 {
                    self.drop_hot(p, bit);
                }
            } else if a == 0 {
                self.sum[o] -= window_value(b);
                if b == k1 {
                    self.drop_hot(o, bit);
                }
            }
        }
        self.count += 1;
    }

    /// Takes `side`'s mark off `bit`: [`Windows::place`] in reverse.
    fn remove(&mut self, bit: u32, side: usize) {
        let (p, o) = (side & 1, (side ^ 1) & 1);
        let k1 = self.g.k - 1;
        if let Some(cell) = self.owner.get_mut(bit as usize) {
            *cell = 0;
        }
        self.mask &= !Wide::bit(bit);
        self.stones[p] &= !Wide::bit(bit);
        self.hash ^= mark_key(bit, p);
        for i in self.windows_through(bit) {
            let w = self.through[i] as usize;
            let pair = &mut self.counts[w];
            let (a, b) = (u32::from(pair[p]).saturating_sub(1), u32::from(pair[o]));
            pair[p] = a as u8;
            if a == 0 {
                self.open[o] += 1;
            }
            if b == 0 && (a + 1 == k1 - 1 || a == k1 - 1) {
                self.warm_window(p, w, a == k1 - 1);
            } else if a == 0 && b + 1 == k1 {
                self.warm_window(o, w, true);
            }
            if b == 0 {
                self.sum[p] -= window_value(a + 1) - window_value(a);
                if a + 1 == k1 {
                    if let Some(e) = self.empty_cell(w, bit) {
                        self.drop_hot(p, e);
                    }
                } else if a == k1 {
                    self.add_hot(p, bit);
                }
            } else if a == 0 {
                self.sum[o] += window_value(b);
                if b == k1 {
                    self.add_hot(o, bit);
                }
            }
        }
        self.count -= 1;
    }

    /// The side to move marks `bit` (public for bench/native/gomoku-patterns.rs).
    #[inline]
    pub fn play(&mut self, bit: u32) {
        self.place(bit, self.to_move);
        self.to_move ^= 1;
    }

    /// Takes back the last move, at `bit`.
    #[inline]
    pub fn undo(&mut self, bit: u32) {
        self.to_move ^= 1;
        self.remove(bit, self.to_move);
    }

    /// The cells a mark may go on now.
    #[inline]
    pub(crate) fn playable(&self) -> Wide {
        self.g.playable(self.mask)
    }

    /// The playable cells where `side` completes k.
    #[inline]
    pub(crate) fn wins_now(&self, side: usize) -> Wide {
        let c = self.completing[side & 1];
        if c.is_zero() { c } else { c & self.playable() }
    }

    /// Whether the side to move completes k by marking `bit`.
    #[inline]
    pub(crate) fn completes(&self, bit: u32) -> bool {
        self.completing[self.to_move & 1].has(bit)
    }

    /// The side to move's score: its open windows' values less the opponent's, its own
    /// weighted by half again for holding the tempo; under misère the reverse.
    #[inline]
    pub fn evaluate(&self) -> i32 {
        let (me, opp) = (self.to_move & 1, (self.to_move ^ 1) & 1);
        let score = 3 * self.sum[me] / 2 - self.sum[opp];
        if self.g.rules.misere() { -score } else { score }
    }

    /// What marking the empty `bit` is worth to the side to move by the windows through it:
    /// what its own open windows gain, what the opponent's lose, then the windows themselves.
    #[inline]
    pub(crate) fn cell_score(&self, bit: u32) -> i32 {
        let (p, o) = (self.to_move & 1, (self.to_move ^ 1) & 1);
        let mut gain = 0;
        let mut taken = 0;
        let through = self.through.get(self.windows_through(bit)).unwrap_or_default();
        for &w in through {
            let pair = self.counts.get(w as usize).copied().unwrap_or_default();
            let (a, b) = (u32::from(pair[p]), u32::from(pair[o]));
            if b == 0 {
                gain += window_value(a + 1) - window_value(a);
            } else if a == 0 {
                taken += window_value(b);
            }
        }
        4 * (5 * gain / 4 + taken) + self.weight(bit) as i32
    }

    /// How many windows through `bit` hold none of the other side's marks: `side`'s open lines
    /// there.
    pub(crate) fn open_through(&self, bit: u32, side: usize) -> usize {
        let o = (side ^ 1) & 1;
        self.windows_through(bit).filter(|&i| self.counts[self.through[i] as usize][o] == 0).count()
    }

    /// The k cells of window `w`.
    fn window_cells(&self, w: usize) -> Wide {
        let k = self.g.k as usize;
        self.cells_of.get(w * k..w * k + k).unwrap_or_default().iter().fold(Wide::ZERO, |cells, &c| cells | Wide::bit(u32::from(c)))
    }

    /// The empty cells of `side`'s open windows holding at least `marks` of its marks: where its
    /// next mark can make a four (`k - 2`) or a three (`k - 3`).
    pub(crate) fn cells_of_windows(&self, side: usize, marks: u32) -> Wide {
        let (p, o) = (side & 1, (side ^ 1) & 1);
        let mut cells = Wide::ZERO;
        for (w, pair) in self.counts.iter().enumerate() {
            if u32::from(pair[p]) >= marks && pair[o] == 0 {
                cells |= self.window_cells(w);
            }
        }
        cells & !self.mask
    }

    /// The empty cells where `side`'s mark would leave it two or more cells completing k (an
    /// open four, or two fours): each lies on two of its open windows holding k - 2 marks.
    pub(crate) fn double_cells(&self, side: usize) -> Wide {
        let (p, o) = (side & 1, (side ^ 1) & 1);
        let k2 = self.g.k - 2;
        let mut doubles = Wide::ZERO;
        for bit in (self.threat_cells[p] & !self.mask).indices() {
            if self.warm[p].get(bit as usize).is_some_and(|&n| n >= 2) {
                // The mark leaves the cells it completed and adds the last empty cell of each
                // open window through it holding k - 2 of the side's marks.
                let mut completing = self.completing[p] & !self.mask & !Wide::bit(bit);
                for i in self.windows_through(bit) {
                    let w = self.through[i] as usize;
                    if u32::from(self.counts[w][p]) == k2 && self.counts[w][o] == 0 {
                        completing |= self.window_cells(w) & !self.mask & !Wide::bit(bit);
                    }
                }
                if completing.count() >= 2 {
                    doubles |= Wide::bit(bit);
                }
            }
        }
        doubles
    }

    /// Every cell where the other side's mark can stop `side` from making two cells completing
    /// k at one of `doubles`: those cells and the empty cells of `side`'s open windows holding
    /// k - 2 marks through them. A mark anywhere else leaves each such window as it was.
    pub(crate) fn double_stoppers(&self, side: usize, doubles: Wide) -> Wide {
        let (p, o) = (side & 1, (side ^ 1) & 1);
        let k2 = self.g.k - 2;
        let mut cells = doubles;
        for bit in doubles.indices() {
            for i in self.windows_through(bit) {
                let w = self.through[i] as usize;
                if u32::from(self.counts[w][p]) == k2 && self.counts[w][o] == 0 {
                    cells |= self.window_cells(w);
                }
            }
        }
        cells & !self.mask
    }

    /// `set` grown by one cell in every direction, kept to the board.
    pub(crate) fn grow(&self, set: Wide) -> Wide {
        let mut out = set;
        for step in self.g.steps {
            out |= set.shl(step) | set.shr(step);
        }
        out & self.g.valid
    }

    /// The cells worth searching: every playable cell on a small board or under gravity, else
    /// those within two cells of a mark (the first cell in tie-break order on an empty board).
    pub(crate) fn candidates(&self) -> Wide {
        let playable = self.playable();
        if self.g.rules.gravity() || self.total <= 36 {
            return playable;
        }
        if self.mask.is_zero() {
            let first = self.rank.iter().enumerate().filter(|&(b, _)| playable.has(b as u32)).min_by_key(|&(_, r)| *r);
            return first.map_or(playable, |(b, _)| Wide::bit(b as u32));
        }
        let zone = self.grow(self.grow(self.mask)) & playable;
        if zone.is_zero() { playable } else { zone }
    }

    /// How many of `side`'s open windows with k - 2 of its marks pass through `bit`.
    #[inline]
    pub(crate) fn warmth(&self, side: usize, bit: u32) -> u8 {
        self.warm[side & 1].get(bit as usize).copied().unwrap_or(0)
    }

    /// Each cell's place in the tie-break order (`u16::MAX` off the board).
    #[inline]
    pub(crate) fn rank_of(&self, bit: u32) -> u16 {
        self.rank.get(bit as usize).copied().unwrap_or(u16::MAX)
    }
}

#[cfg(test)]
mod tests {
    use super::Windows;
    use crate::common::rng::{Rng, Seed};
    use crate::mnk::bits::{Bits, Wide};
    use crate::mnk::geometry::Geometry;
    use crate::mnk::rules::Rules;

    /// Along random games on several boards, the incremental counts give the same completing
    /// cells as the bitboard scan, and undoing every move restores the empty state.
    #[test]
    fn incremental_counts_agree_with_the_board_scan() {
        let boards = [Rules::new(15, 15, 5).unwrap(), Rules::new(8, 8, 5).unwrap(), Rules::new(6, 7, 4).unwrap().with_gravity(true), Rules::new(3, 9, 3).unwrap(), Rules::new(5, 4, 4).unwrap()];
        let mut rng = Rng::new(Seed(37));
        for rules in boards {
            let g = Geometry::wide(rules);
            let mut w = Windows::new(rules);
            w.load(Wide::ZERO, Wide::ZERO, false);
            let empty_sums = w.sum;
            for _ in 0..20 {
                let mut played = Vec::new();
                loop {
                    let playable = w.playable();
                    if playable.is_zero() {
                        break;
                    }
                    let cells: Vec<u32> = playable.indices().collect();
                    let bit = cells[rng.below(cells.len() as u32) as usize];
                    let side = w.to_move;
                    let completes = w.completes(bit);
                    w.play(bit);
                    played.push(bit);
                    let stones = |s: usize| w.owner.iter().enumerate().filter(|&(_, &o)| o == s as u8 + 1).fold(Wide::ZERO, |acc, (b, _)| acc | Wide::bit(b as u32));
                    assert!(stones(0) == w.stones[0] && stones(1) == w.stones[1]);
                    let empty = g.valid & !w.mask;
                    for s in 0..2 {
                        assert_eq!(w.completing[s] & empty, g.completing_cells(stones(s), empty), "{rules:?} after {played:?}");
                    }
                    assert_eq!(completes, g.has_line(stones(side)), "{rules:?} after {played:?}");
                    for s in 0..2 {
                        let threats: Wide = (g.valid & !w.mask).indices().filter(|&b| !g.completing_cells(stones(s) | Wide::bit(b), empty & !Wide::bit(b)).is_zero()).fold(Wide::ZERO, |acc, b| acc | Wide::bit(b));
                        let open = g.steps.iter().map(|&step| g.runs(g.valid & !stones(1 - s), step).count()).sum::<u32>();
                        assert_eq!(w.open[s], open, "{rules:?} after {played:?}");
                        if w.completing[s].is_zero() {
                            assert_eq!(w.threat_cells[s] & empty, threats, "{rules:?} after {played:?}");
                        }
                    }
                    if completes {
                        break;
                    }
                }
                while let Some(bit) = played.pop() {
                    w.undo(bit);
                }
                assert!(w.mask.is_zero() && w.completing.iter().all(|c| c.is_zero()) && w.sum == empty_sums);
                assert!(w.counts.iter().all(|&c| c == [0; 2]) && w.hot.iter().all(|h| h.iter().all(|&n| n == 0)));
                assert!(w.warm.iter().all(|h| h.iter().all(|&n| n == 0)) && w.open == [w.counts.len() as u32; 2]);
            }
        }
    }
    /// Along random games, `double_cells` reads from the counts what marking each cell would
    /// leave: two or more cells completing k (checked by placing the mark and counting).
    #[test]
    fn double_cells_are_the_cells_that_leave_two_completing() {
        let boards = [Rules::new(15, 15, 5).unwrap(), Rules::new(8, 8, 5).unwrap(), Rules::new(9, 9, 4).unwrap()];
        let mut rng = Rng::new(Seed(51));
        let mut found = 0;
        for rules in boards {
            let mut w = Windows::new(rules);
            w.load(Wide::ZERO, Wide::ZERO, false);
            for _ in 0..30 {
                let mut played = Vec::new();
                while !w.playable().is_zero() {
                    for side in 0..2 {
                        let mut probed = Wide::ZERO;
                        for bit in (w.threat_cells[side] & !w.mask).indices() {
                            if w.warm[side][bit as usize] >= 2 {
                                w.place(bit, side);
                                if (w.completing[side] & !w.mask).count() >= 2 {
                                    probed |= Wide::bit(bit);
                                }
                                w.remove(bit, side);
                            }
                        }
                        found += probed.count();
                        assert!(w.double_cells(side) == probed, "{rules:?} after {played:?}");
                    }
                    let cells: Vec<u32> = w.playable().indices().collect();
                    let bit = cells[rng.below(cells.len() as u32) as usize];
                    let completes = w.completes(bit);
                    w.play(bit);
                    played.push(bit);
                    if completes {
                        break;
                    }
                }
                while let Some(bit) = played.pop() {
                    w.undo(bit);
                }
            }
        }
        assert!(found > 100, "the games made too few double cells to test: {found}");
    }
}
