//! `Layers`: the exact score of every position games reach with at most `top` discs (for
//! Connect Four, 9), for the side to move, so that `solve`, `rankedMoves` and Hard answer any
//! position of up to `top - 1` discs at once, every move's score included.
//!
//! The data stores no keys and few bits:
//! - Positions are numbered by [`Layer`]; each slot holds a score or nothing.
//! - Which slots hold a position games reach, the reader works out as the maker does: the empty
//!   board, and any slot with no four whose position one disc earlier (its last mover's top disc
//!   taken away: a *parent*) is reached.
//! - Where the mover wins at once, the score follows from the disc count.
//! - Every other score is at least `bound`, the best of minus its parents' scores (each parent's
//!   mover could have played into it), and equal to it where it is that parent's best move. So
//!   the data holds `score - bound`, a small number (0 for about half the positions), coded by
//!   [`coder`](super::coder) with chances learnt per context: who moves, the mover's safe
//!   moves, and the bound.
//!
//! The layers are read in order from the empty board, each from the one before. A file's
//! section (inside the Connect Four book's file, [`Book`](super::Book)): the top disc count (u8),
//! the coded bytes' length and FNV-1a hash (u32 each, little endian), then the coded bytes.

use alloc::{vec, vec::Vec};
use super::file::{fnv1a, BookError};
use super::coder::{Decoder, Encoder, Ladder};
use super::layer::Layer;
use super::position::Position;
use super::shape::Shape;

/// A slot that holds no position games reach.
const NONE: u8 = 0;
/// Scores are held as `score + OFFSET`, never `NONE`.
const OFFSET: i32 = 64;
/// The section's header: top, length, hash.
const HEADER: usize = 1 + 4 + 4;
/// Bounds a context tells apart: from `-BOUNDS` to `BOUNDS`, those beyond counted as the last.
const BOUNDS: i32 = 21;

/// What the coder knows of a score before reading it.
#[derive(Clone, Copy, Debug)]
struct Context {
    discs: u32,
    /// The mover's moves that do not lose at once.
    safe: u32,
    bound: i32,
}

/// Each part of a context's ladder index, with how many values it takes: who moves, safe moves
/// (0, 1, 2 or more), the bound. Telling apart the number of parents and of those giving the
/// bound, or the threats on odd and even rows, gains at most 0.6 % and often loses: each split
/// leaves fewer answers to learn each chance from.
const RADIX: [usize; 3] = [2, 3, 2 * BOUNDS as usize + 1];
/// Ladders: one for the empty board, then one per context.
const CONTEXTS: usize = 1 + RADIX[0] * RADIX[1] * RADIX[2];

impl Context {
    /// The ladder this context's scores are coded on.
    fn ladder(self) -> usize {
        let parts = [(self.discs % 2) as usize, self.safe.min(2) as usize, (self.bound.clamp(-BOUNDS, BOUNDS) + BOUNDS) as usize];
        1 + parts.iter().zip(RADIX).fold(0, |index, (&part, radix)| index * radix + part)
    }
}

/// The scores of every position games reach with at most `top` discs.
#[derive(Clone, Debug)]
pub struct Layers {
    shape: Shape,
    numbering: Vec<Layer>,
    /// Per disc count, per slot: `NONE` or the score plus `OFFSET`.
    values: Vec<Vec<u8>>,
}

impl Layers {
    /// The most discs of a position held.
    pub fn top(&self) -> u32 {
        self.values.len() as u32 - 1
    }

    /// The exact score of `p` for its mover, if `p` is a position games reach (no four, each disc
    /// playable in some order) with at most [`top`](Self::top) discs.
    pub fn score(&self, p: Position) -> Option<i32> {
        let values = self.values.get(p.stones as usize)?;
        let v = values[self.numbering[p.stones as usize].slot_of(p)?];
        (v != NONE).then(|| i32::from(v) - OFFSET)
    }

    /// How many positions the layers hold a score for.
    pub fn len(&self) -> usize {
        self.values.iter().map(|l| l.iter().filter(|&&v| v != NONE).count()).sum()
    }

    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// The layers below `top` worked out from the top layer's scores by one ply of minimax each
    /// (the data's maker). `top_score` gives the score of a slot of the top layer that is
    /// reached and not won at once, and must give `None` for every other slot.
    ///
    /// # Errors
    /// The first slot where `top_score` disagrees, as text.
    pub fn derive(shape: Shape, top: u32, top_score: impl Fn(usize) -> Option<i32>) -> Result<Layers, alloc::string::String> {
        // Which slots are reached: every score a placeholder.
        let mut layers = fill(shape, top, |_, _, _, _| Some(0)).ok_or("the placeholder pass")?;
        let reached = layers.values.clone();
        for discs in (0..=top as usize).rev() {
            for (slot, &was) in reached[discs].iter().enumerate() {
                let p = layers.numbering[discs].position_at(slot).ok_or("a slot without a position")?;
                let reached_here = was != NONE;
                let won_now = p.wins_now(&shape) != 0;
                let score = if discs == top as usize {
                    let given = top_score(slot);
                    if given.is_some() != (reached_here && !won_now) {
                        return Err(alloc::format!("slot {slot} of {discs} discs: the data says {given:?}, the layer {}", if reached_here { "a win at once" } else { "not reached" }));
                    }
                    given
                } else if reached_here && !won_now {
                    let open = p.playable(&shape);
                    let child = |c: u32| layers.score(p.play(open & shape.column(c))).map(|v| -v);
                    let best = (0..shape.cols).filter(|&c| open & shape.column(c) != 0).map(child).try_fold(i32::MIN, |m, v| v.map(|v| m.max(v)));
                    Some(best.ok_or_else(|| alloc::format!("slot {slot} of {discs} discs: a child without a score"))?)
                } else {
                    None
                };
                if let Some(v) = score {
                    layers.values[discs][slot] = (v + OFFSET) as u8;
                }
            }
        }
        Ok(layers)
    }

    /// The data's section of a book file.
    pub fn write(&self) -> Vec<u8> {
        let mut e = Encoder::new();
        let truth = &self.values;
        fill(self.shape, self.top(), |discs, slot, bound, ladder| {
            let v = i32::from(truth[discs as usize][slot]) - OFFSET;
            let r = u32::try_from(v - bound).unwrap_or_else(|_| panic!("a score below its bound"));
            ladder.put(&mut e, r);
            Some(v)
        })
        .unwrap_or_else(|| panic!("every slot coded"));
        let coded = e.finish();
        let mut out = Vec::with_capacity(HEADER + coded.len());
        out.push(self.top() as u8);
        out.extend_from_slice(&(coded.len() as u32).to_le_bytes());
        out.extend_from_slice(&fnv1a(&coded).to_le_bytes());
        out.extend_from_slice(&coded);
        out
    }

    /// Whether `bytes`, a section's start, hold its whole header but fewer bytes than it says
    /// (a few stray bytes, too few for a header, are not told from damage).
    pub fn cut_short(bytes: &[u8]) -> bool {
        bytes.get(..HEADER).is_some_and(|h| bytes.len() - HEADER < coded_len(h))
    }

    /// Reads a section written by [`write`](Self::write) for `shape`, all of `bytes`.
    ///
    /// # Errors
    /// [`BookError::Truncated`] for fewer bytes than it says, [`BookError::Corrupt`] for more, a
    /// failed hash or a score out of range. Nothing of a refused section is kept.
    pub fn read(shape: Shape, bytes: &[u8]) -> Result<Layers, BookError> {
        let header = bytes.get(..HEADER).ok_or(BookError::Truncated)?;
        let top = u32::from(header[0]);
        let len = coded_len(header);
        let hash = u32::from_le_bytes([header[5], header[6], header[7], header[8]]);
        let coded = &bytes[HEADER..];
        if coded.len() < len {
            return Err(BookError::Truncated);
        }
        if coded.len() > len || fnv1a(coded) != hash || top >= shape.cells || top > MAX_TOP {
            return Err(BookError::Corrupt);
        }
        let mut d = Decoder::new(coded);
        let most = (shape.cells / 2 + 1) as i32;
        let layers = fill(shape, top, |_, _, bound, ladder| {
            let v = bound + ladder.get(&mut d) as i32;
            (v.abs() <= most).then_some(v)
        })
        .ok_or(BookError::Corrupt)?;
        if d.read() > len + 4 {
            return Err(BookError::Corrupt);
        }
        Ok(layers)
    }
}

/// The coded bytes' length a section's header gives.
fn coded_len(header: &[u8]) -> usize {
    u32::from_le_bytes([header[1], header[2], header[3], header[4]]) as usize
}

/// The most discs a section may hold: each layer costs its reader time and memory.
const MAX_TOP: u32 = 12;

/// Works out the layers from 0 to `top` discs in order: which slots are reached, the score
/// where the mover wins at once, and every other reached slot's score from `coded(discs, slot,
/// bound, ladder)` (the ladder of its context). `None` where `coded` gives none.
fn fill(shape: Shape, top: u32, mut coded: impl FnMut(u32, usize, i32, &mut Ladder) -> Option<i32>) -> Option<Layers> {
    let mut ladders: Vec<Ladder> = vec![Ladder::default(); CONTEXTS];
    let mut layers = Layers { shape, numbering: Vec::new(), values: Vec::new() };
    for discs in 0..=top {
        let layer = Layer::new(shape, discs);
        let mut here = vec![NONE; layer.slots()];
        // Each column's parent block, the same for every colouring of one height vector.
        let (mut mask, mut blocks) = (u64::MAX, [None; 16]);
        for ((slot, value), p) in here.iter_mut().enumerate().zip(layer.positions()) {
            if p.has_four(&shape) {
                continue;
            }
            // The empty board has no parent: its bound is below any score.
            let (mut parents, mut bound) = (0u32, -((shape.cells / 2 + 1) as i32));
            if discs > 0 {
                let below = (discs - 1) as usize;
                if p.mask != mask {
                    mask = p.mask;
                    for (col, block) in blocks.iter_mut().enumerate().take(shape.cols as usize) {
                        let column = p.mask & shape.column(col as u32);
                        *block = (column != 0).then(|| layers.numbering[below].block_of(p.mask ^ (1 << (63 - column.leading_zeros())))).flatten();
                    }
                }
                bound = i32::MIN;
                for col in 0..shape.cols {
                    let Some(block) = blocks[col as usize] else { continue };
                    let Some(q) = p.before_top(col, &shape) else { continue };
                    let v = layers.values[below][layers.numbering[below].slot_in(block, q)];
                    if v != NONE {
                        parents += 1;
                        bound = bound.max(OFFSET - i32::from(v));
                    }
                }
                if parents == 0 {
                    continue;
                }
            }
            let score = if p.wins_now(&shape) != 0 {
                shape.win_at(discs)
            } else {
                let safe = p.safe_moves(&shape).count_ones();
                let ladder = if discs == 0 { 0 } else { Context { discs, safe, bound }.ladder() };
                coded(discs, slot, bound, &mut ladders[ladder])?
            };
            *value = (score + OFFSET) as u8;
        }
        layers.numbering.push(layer);
        layers.values.push(here);
    }
    Some(layers)
}

#[cfg(test)]
pub(crate) mod tests {
    use super::*;
    use crate::mnk::connect4::Solver;
    use crate::mnk::rules::Rules;
    use crate::mnk::search::Budget;

    /// Every layer of a 5x4 board to `top` discs, its top layer's scores from the solver.
    fn small(top: u32) -> (Shape, Layers, Solver) {
        let rules = Rules::new(4, 5, 4).unwrap_or_else(|e| panic!("{e}")).with_gravity(true);
        let shape = Shape::of(rules).unwrap_or_else(|| panic!("fits"));
        let (layers, solver) = solved(shape, top);
        (shape, layers, solver)
    }

    /// Every layer of `shape` to `top` discs, made as the data's maker makes Connect Four's.
    pub(crate) fn solved(shape: Shape, top: u32) -> (Layers, Solver) {
        let numbering = Layer::new(shape, top);
        let reached = fill(shape, top, |_, _, _, _| Some(0)).unwrap_or_else(|| panic!("fills")).values;
        let mut solver = Solver::new(shape, 18);
        let scores: Vec<Option<i32>> = (0..numbering.slots())
            .map(|slot| {
                let p = numbering.position_at(slot).unwrap_or_else(|| panic!("a position"));
                (reached[top as usize][slot] != NONE && p.wins_now(&shape) == 0).then(|| {
                    solver.start(Budget::UNLIMITED);
                    solver.score(p).unwrap_or_else(|| panic!("unbounded"))
                })
            })
            .collect();
        let layers = Layers::derive(shape, top, |slot| scores[slot]).unwrap_or_else(|e| panic!("{e}"));
        (layers, solver)
    }

    #[test]
    fn every_score_read_back_is_the_solvers() {
        let (shape, layers, mut solver) = small(7);
        let bytes = layers.write();
        let read = Layers::read(shape, &bytes).unwrap_or_else(|e| panic!("{e:?}"));
        assert_eq!(read.values, layers.values, "read back as written");
        let mut checked = 0;
        for discs in 0..=7 {
            let layer = Layer::new(shape, discs);
            for slot in 0..layer.slots() {
                let p = layer.position_at(slot).unwrap_or_else(|| panic!("a position"));
                if let Some(v) = read.score(p) {
                    solver.start(Budget::UNLIMITED);
                    assert_eq!(Some(v), solver.score(p), "{discs} discs, slot {slot}");
                    assert_eq!(read.score(p.mirrored(&shape)), Some(v), "its mirror image");
                    checked += 1;
                }
            }
        }
        assert!(checked > 5_000, "{checked} positions");
        assert!(bytes.len() * 8 < checked * 3, "{} bytes for {checked} scores", bytes.len());
    }

    #[test]
    fn holds_no_position_a_game_cannot_reach() {
        let (shape, layers, _) = small(4);
        let column = |stones: &[bool]| {
            // X first: `true` for X. X X O in column 0 cannot be played in order alone.
            let (mut x, mut o) = (0u64, 0u64);
            for (row, &is_x) in stones.iter().enumerate() {
                if is_x { x |= 1 << row } else { o |= 1 << row }
            }
            (x, o)
        };
        let (x, o) = column(&[true, true, false]);
        assert_eq!(layers.score(Position::new(o, x)), None, "X X O alone in one column, O to move");
        let (x, o) = column(&[true, false, true]);
        assert!(layers.score(Position::new(o, x)).is_some(), "X O X, O to move");
        let (x, o) = column(&[true, false, true, false]);
        assert!(layers.score(Position::new(x, o)).is_some());
        let (_, layers, _) = small(7);
        let (x, o) = (0b1111, 0b111 << shape.stride);
        assert_eq!(layers.score(Position::new(o, x)), None, "X's four in column 0");
        assert!(layers.score(Position::new(o, 0b0111 | 1 << (2 * shape.stride))).is_some(), "no four");
    }

    #[test]
    fn refuses_a_damaged_section_whole() {
        let (shape, layers, _) = small(5);
        let bytes = layers.write();
        assert_eq!(Layers::read(shape, &bytes[..bytes.len() - 1]).err(), Some(BookError::Truncated));
        assert_eq!(Layers::read(shape, &bytes[..4]).err(), Some(BookError::Truncated));
        let mut longer = bytes.clone();
        longer.push(0);
        assert_eq!(Layers::read(shape, &longer).err(), Some(BookError::Corrupt));
        for at in [HEADER, HEADER + 7, bytes.len() - 1] {
            let mut flipped = bytes.clone();
            flipped[at] ^= 0x21;
            assert_eq!(Layers::read(shape, &flipped).err(), Some(BookError::Corrupt), "a byte changed at {at}");
        }
    }
}
