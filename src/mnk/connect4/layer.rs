//! `Layer`: every position of one disc count numbered in an order both the data's maker and
//! its reader compute, so that the data holds values only, no keys.
//!
//! A position is its columns' heights and the colour of each disc. The slots run over the
//! canonical height vectors (each no greater than its mirror image, read left to right as
//! digits), in increasing order, and within one over the colourings in the order of the
//! combinatorial number system: the discs numbered column by column from the bottom, the set
//! of those that belong to the player who moved first, ranked among all sets of that size.
//! A height vector that is its own mirror image keeps both orientations of each colouring.
//!
//! Not every slot is a position a game reaches (three discs in one column coloured
//! first-first-second, say): the maker marks those, and a reader that meets one searches.
//!
//! ```text
//!   heights 1 0 0 0 0 0 1, first player's discs {0}:  X . . . . . O   (slot of X in column 0)
//! ```

use alloc::vec::Vec;
use super::position::Position;
use super::shape::Shape;

/// The numbering of the positions with `discs` discs on one board shape.
#[derive(Clone, Debug)]
pub struct Layer {
    shape: Shape,
    discs: u32,
    /// The canonical height vectors, packed 4 bits a column with column 0 highest, ascending.
    heights: Vec<u32>,
    /// Colourings per height vector: `binomial(discs, discs of the first player)`.
    colourings: u32,
    /// `binomial[n][k]` for n, k up to 64.
    binomial: Vec<[u32; 33]>,
}

impl Layer {
    /// The layer of `discs` discs on `shape` (at most 8 columns of at most 15 rows, at most 32
    /// discs).
    pub fn new(shape: Shape, discs: u32) -> Layer {
        let mut binomial = alloc::vec![[0u32; 33]; 65];
        for n in 0..65 {
            binomial[n][0] = 1;
            for k in 1..33 {
                binomial[n][k] = if n == 0 { 0 } else { binomial[n - 1][k - 1].saturating_add(binomial[n - 1][k]) };
            }
        }
        let mut heights = Vec::new();
        let mut h = [0u32; 8];
        // In increasing order as made: column 0's height is the most significant digit, and each
        // column's heights are tried from 0 up (a sort cost the mnk module 1.8 KB gzip).
        collect(&shape, discs, 0, &mut h, &mut heights);
        let colourings = binomial[discs as usize][first_players(discs) as usize];
        Layer { shape, discs, heights, colourings, binomial }
    }

    pub fn discs(&self) -> u32 {
        self.discs
    }

    /// How many slots the layer numbers.
    pub fn slots(&self) -> usize {
        self.heights.len() * self.colourings as usize
    }

    /// The slot of `p` (a position of this layer's disc count) or of its mirror image.
    pub fn slot_of(&self, p: Position) -> Option<usize> {
        Some(self.slot_in(self.block_of(p.mask)?, p))
    }

    /// Where the positions of the discs `mask` (this layer's count) are numbered: their block's
    /// first slot, and whether as their mirror images. Every colouring of one mask shares it.
    pub fn block_of(&self, mask: u64) -> Option<Block> {
        let s = &self.shape;
        if mask.count_ones() != self.discs {
            return None;
        }
        let packed = pack(s, mask);
        let mirrored = (0..s.cols).fold(0, |acc, c| (acc << 4) | ((packed >> (4 * c)) & 0xF));
        let index = self.heights.binary_search(&packed.min(mirrored)).ok()?;
        Some(Block { first: index * self.colourings as usize, mirrored: mirrored < packed })
    }

    /// The slot of `p`, whose discs' block is `block`.
    pub fn slot_in(&self, block: Block, p: Position) -> usize {
        block.first + self.colouring_rank(p, block.mirrored) as usize
    }

    /// The position in slot `slot`, with the player to move's discs as `current`.
    pub fn position_at(&self, slot: usize) -> Option<Position> {
        let packed = *self.heights.get(slot / self.colourings as usize)?;
        let mut rank = (slot % self.colourings as usize) as u32;
        // Unrank the first player's set, largest element first.
        let mut first = 0u64;
        for k in (1..=first_players(self.discs)).rev() {
            let mut c = k - 1;
            while self.binomial[c as usize + 1][k as usize] <= rank {
                c += 1;
            }
            rank -= self.binomial[c as usize][k as usize];
            first |= 1 << c;
        }
        Some(self.coloured(self.mask_of(packed), first))
    }

    /// Every slot's position in slot order: [`position_at`](Self::position_at) of each, but the
    /// colourings of a height vector are stepped through (the next set of the same size, in the
    /// order of their ranks), not each unranked.
    pub fn positions(&self) -> impl Iterator<Item = Position> + '_ {
        let k = first_players(self.discs);
        self.heights.iter().flat_map(move |&packed| {
            let mask = self.mask_of(packed);
            let mut set = (1u64 << k) - 1;
            (0..self.colourings).map(move |_| {
                let p = self.coloured(mask, set);
                // The next set of k elements (Gosper's step); none after the last.
                if set != 0 {
                    let low = set & set.wrapping_neg();
                    let ripple = set + low;
                    set = (((ripple ^ set) >> 2) / low) | ripple;
                }
                p
            })
        })
    }

    /// The discs of height vector `packed`.
    fn mask_of(&self, packed: u32) -> u64 {
        let s = &self.shape;
        (0..s.cols).fold(0, |mask, c| mask | ((1u64 << height(s, packed, c)) - 1) << (c * s.stride))
    }

    /// The position of discs `mask` whose first player holds the discs numbered by `first` (column
    /// by column from the bottom).
    fn coloured(&self, mask: u64, first: u64) -> Position {
        let s = &self.shape;
        let (mut mine, mut i) = (0u64, 0u32);
        for c in 0..s.cols {
            let column = mask >> (c * s.stride) & ((1 << s.rows) - 1);
            mine |= (first >> i & column) << (c * s.stride);
            i += column.count_ones();
        }
        // The first player moves when the discs are even.
        let current = if self.discs % 2 == 0 { mine } else { mask ^ mine };
        Position { current, mask, stones: self.discs }
    }

    /// The rank of `p`'s colouring among all of its height vector's, its columns read right to
    /// left where `mirrored`.
    fn colouring_rank(&self, p: Position, mirrored: bool) -> u32 {
        let s = &self.shape;
        let first = if self.discs % 2 == 0 { p.current } else { p.current ^ p.mask };
        // The first player's discs as a set of disc numbers, column by column from the bottom.
        let (mut set, mut i) = (0u64, 0u32);
        for k in 0..s.cols {
            let c = if mirrored { s.cols - 1 - k } else { k };
            let column = p.mask >> (c * s.stride) & ((1 << s.rows) - 1);
            set |= (first >> (c * s.stride) & column) << i;
            i += column.count_ones();
        }
        let (mut rank, mut k) = (0u32, 0usize);
        while set != 0 {
            k += 1;
            rank += self.binomial[set.trailing_zeros() as usize][k];
            set &= set - 1;
        }
        rank
    }
}

/// The slots of one height vector's colourings ([`Layer::block_of`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Block {
    first: usize,
    mirrored: bool,
}

/// Discs of the player who moved first among `discs`.
fn first_players(discs: u32) -> u32 {
    discs.div_ceil(2)
}

/// The heights of `mask`'s columns, 4 bits each, column 0 highest.
fn pack(s: &Shape, mask: u64) -> u32 {
    (0..s.cols).fold(0, |acc, c| (acc << 4) | ((mask >> (c * s.stride)) & ((1 << s.rows) - 1)).count_ones())
}

fn height(s: &Shape, packed: u32, col: u32) -> u32 {
    (packed >> (4 * (s.cols - 1 - col))) & 0xF
}

/// Every canonical height vector of `left` more discs from column `col` on, into `out`.
fn collect(s: &Shape, left: u32, col: u32, h: &mut [u32; 8], out: &mut Vec<u32>) {
    if col == s.cols {
        if left == 0 {
            let packed = (0..s.cols).fold(0, |acc, c| (acc << 4) | h[c as usize]);
            let mirrored = (0..s.cols).rev().fold(0, |acc, c| (acc << 4) | h[c as usize]);
            if packed <= mirrored {
                out.push(packed);
            }
        }
        return;
    }
    for v in 0..=left.min(s.rows) {
        h[col as usize] = v;
        collect(s, left - v, col + 1, h, out);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::mnk::rules::Rules;

    const PINNED: [usize; 3] = [249_996, 248_387, 22_630];

    #[test]
    fn the_numbering_the_data_was_made_in_stays() {
        // The data's files hold scores by slot: a changed numbering would misread every one.
        let s = Shape::of(Rules::CONNECT_FOUR).unwrap_or_else(|| panic!("fits"));
        let after = |columns: &[u32]| columns.iter().fold(Position::new(0, 0), |p, &c| p.play(p.playable(&s) & s.column(c)));
        let layer = Layer::new(s, 9);
        let slots: Vec<Option<usize>> = [&[3, 3, 4, 2, 0, 6, 5, 5, 1][..], &[0, 1, 2, 3, 4, 5, 6, 0, 1], &[3; 6].iter().copied().chain([2, 2, 2]).collect::<Vec<_>>()]
            .iter()
            .map(|m| layer.slot_of(after(m)))
            .collect();
        assert_eq!(slots, [Some(PINNED[0]), Some(PINNED[1]), Some(PINNED[2])]);
    }

    #[test]
    fn every_slot_gives_back_its_position_and_mirror_images_share_a_slot() {
        let s = Shape::of(Rules::CONNECT_FOUR).unwrap_or_else(|| panic!("fits"));
        for discs in [0, 1, 2, 5, 8] {
            let layer = Layer::new(s, discs);
            let stepped: Vec<Position> = layer.positions().collect();
            assert_eq!(stepped.len(), layer.slots());
            for slot in 0..layer.slots() {
                let p = layer.position_at(slot).unwrap_or_else(|| panic!("slot {slot}"));
                assert_eq!(stepped[slot], p, "stepped to slot {slot}");
                assert_eq!(p.stones, discs);
                assert_eq!(layer.slot_of(p), Some(slot), "{discs} discs, slot {slot}");
                assert_eq!(layer.slot_of(p.mirrored(&s)).map(|m| layer.position_at(m).map(|q| q.canonical_key(&s).0)), Some(Some(p.canonical_key(&s).0)));
            }
        }
        assert!(Layer::new(s, 9).heights.windows(2).all(|w| w[0] < w[1]), "height vectors ascending, each once");
        // 2,954 height vectors of 8 discs, 34 their own mirror image: (2954 + 34) / 2 of them, 70 colourings each.
        assert_eq!(Layer::new(s, 8).slots(), 1_494 * 70);
    }
}
