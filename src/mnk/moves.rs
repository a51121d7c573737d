//! Candidate moves for the pattern-driven Gomoku search (issue 61), read from [`Patterns`]:
//! when a four or an open three stands, only the moves that make or answer it; otherwise the
//! best few by what they make for the mover and take from the opponent. Named for what the
//! search asks of it, "which moves"; ordering within the list is by the same scores.
//!
//! The forced cases, strongest first:
//! 1. The mover completes five: those cells ([`Mode::Win`]).
//! 2. The opponent has a four: only its cells completing five ([`Mode::Block`]).
//! 3. The mover makes an open four (or two fours), the opponent having no four: those cells,
//!    each a win in three plies ([`Mode::OpenFour`]).
//! 4. The opponent has an open three (a cell making an open four or two fours): the mover's
//!    own fours and every cell after whose mark the opponent has no such cell left, read for
//!    the few cells that can matter ([`Mode::Defend`]).
//! 5. Otherwise, the `limit` best cells within two of a mark ([`Mode::Free`]).

use super::bits::{Bits, Wide};
use super::geometry::DIRECTIONS;
use super::patterns::{Line, Patterns, Shape};

/// Why the list holds what it holds.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Mode {
    /// The mover completes five.
    Win,
    /// The opponent completes five next unless blocked.
    Block,
    /// The mover makes an open four or two fours and wins in three plies.
    OpenFour,
    /// The opponent threatens an open four: the answers. `lost` when no cell stops it (the
    /// list then holds every cell that weakens it and the mover's fours).
    Defend { lost: bool },
    /// Nothing forced: the best cells by score.
    Free,
}

/// Room for every cell of a 15×15 board.
pub const CAPACITY: usize = 256;

/// A list of cells (the geometry's bits) with their scores, highest first once sorted; fixed
/// size, so the search allocates nothing per node.
#[derive(Clone, Debug)]
pub struct MoveList {
    items: [(i32, u8); CAPACITY],
    len: usize,
}

impl Default for MoveList {
    fn default() -> MoveList {
        MoveList { items: [(0, 0); CAPACITY], len: 0 }
    }
}

impl MoveList {
    pub fn clear(&mut self) {
        self.len = 0;
    }

    #[inline]
    fn push(&mut self, bit: u32, score: i32) {
        if let Some(slot) = self.items.get_mut(self.len) {
            *slot = (score, bit as u8);
            self.len += 1;
        }
    }

    pub fn len(&self) -> usize {
        self.len
    }

    pub fn is_empty(&self) -> bool {
        self.len == 0
    }

    /// The cells and scores in order.
    pub fn items(&self) -> &[(i32, u8)] {
        self.items.get(..self.len).unwrap_or_default()
    }

    /// The cells in order.
    pub fn cells(&self) -> impl Iterator<Item = u32> + '_ {
        self.items().iter().map(|&(_, bit)| u32::from(bit))
    }

    /// The cells as a set.
    pub fn set(&self) -> Wide {
        self.cells().fold(Wide::ZERO, |acc, bit| acc | Wide::bit(bit))
    }

    /// Sorts by score, highest first, then by cell; keeps the first `limit`. The best `limit`
    /// are kept sorted as the rest stream past, so a long list costs little more than a pass.
    fn sort_and_keep(&mut self, limit: usize) {
        let len = self.len;
        let limit = limit.min(len);
        let Some(items) = self.items.get_mut(..len) else { return };
        let before = |a: &(i32, u8), b: &(i32, u8)| a.0 > b.0 || (a.0 == b.0 && a.1 < b.1);
        let mut kept = 0;
        for i in 0..len {
            let item = items[i];
            if kept == limit {
                if limit == 0 || !before(&item, &items[limit - 1]) {
                    continue;
                }
                kept -= 1;
            }
            let mut j = kept;
            while j > 0 && before(&item, &items[j - 1]) {
                items[j] = items[j - 1];
                j -= 1;
            }
            items[j] = item;
            kept += 1;
        }
        self.len = limit;
    }
}

/// A cell's score for the side to move `me`: what it makes for `me`, a quarter again for the
/// tempo, and what it takes from the opponent.
#[inline]
fn score(p: &Patterns, me: usize, bit: u32) -> i32 {
    let own = p.value(me, bit);
    own + own / 4 + p.value(me ^ 1, bit)
}

/// Fills `out` with the side to move's candidate moves (see the module's doc) and says which
/// case it is; `limit` caps the list only when nothing is forced.
pub fn generate(p: &Patterns, limit: usize, out: &mut MoveList) -> Mode {
    out.clear();
    let me = p.to_move & 1;
    let opp = me ^ 1;
    let push_all = |p: &Patterns, out: &mut MoveList, cells: Wide| {
        for bit in cells.indices() {
            out.push(bit, score(p, me, bit));
        }
    };
    let mode = if !p.cells(me, Shape::Five).is_zero() {
        push_all(p, out, p.cells(me, Shape::Five));
        Mode::Win
    } else if !p.cells(opp, Shape::Five).is_zero() {
        push_all(p, out, p.cells(opp, Shape::Five));
        Mode::Block
    } else if !p.cells(me, Shape::OpenFour).is_zero() {
        push_all(p, out, p.cells(me, Shape::OpenFour));
        Mode::OpenFour
    } else if !p.cells(opp, Shape::OpenFour).is_zero() {
        defend(p, out)
    } else {
        push_all(p, out, free_cells(p));
        out.sort_and_keep(limit);
        return Mode::Free;
    };
    out.sort_and_keep(CAPACITY);
    mode
}

/// The cells that can stop the opponent's open fours: each cell where it makes one and the
/// cells within four of it along the lines where it makes a four or better. A mark elsewhere
/// changes none of those lines.
pub fn defence_zone(p: &Patterns, opp: usize) -> Wide {
    let threats = p.cells(opp, Shape::OpenFour);
    let mut zone = threats;
    for bit in threats.indices() {
        for dir in 0..DIRECTIONS {
            if p.line(opp, bit, dir) >= Line::Four {
                zone |= p.segment(bit, dir);
            }
        }
    }
    zone & p.g.valid & !p.mask
}

/// [`Mode::Defend`]: the mover's fours, and each cell of the zone after whose mark the
/// opponent makes no open four anywhere ([`Patterns::stops_open_fours`]).
fn defend(p: &Patterns, out: &mut MoveList) -> Mode {
    let me = p.to_move & 1;
    let opp = me ^ 1;
    let zone = defence_zone(p, opp);
    let mut stops = Wide::ZERO;
    for bit in zone.indices() {
        if p.stops_open_fours(me, bit) {
            stops |= Wide::bit(bit);
        }
    }
    let lost = stops.is_zero();
    let answers = p.cells(me, Shape::Four) | if lost { zone } else { stops };
    for bit in answers.indices() {
        out.push(bit, score(p, me, bit));
    }
    Mode::Defend { lost }
}

/// The empty cells within two of a mark, or the centre of an empty board.
fn free_cells(p: &Patterns) -> Wide {
    let empty = p.g.valid & !p.mask;
    if p.mask.is_zero() {
        let centre = p.g.bit(p.g.rows / 2, p.g.cols / 2);
        return Wide::bit(centre) & empty;
    }
    let near = p.grow(p.grow(p.mask)) & empty;
    if near.is_zero() { empty } else { near }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::common::player::Player;
    use crate::common::rng::{Rng, Seed};
    use crate::mnk::{Board, Rules};

    /// Patterns of a 15×15 board given as rows (`.`, `X`, `O`), `o_to_move`.
    fn position(rows: &[&str], o_to_move: bool) -> Patterns {
        let board = Board::from_text(Rules::GOMOKU, &rows.concat()).unwrap_or_else(|e| panic!("{e:?}"));
        let mut p = Patterns::new(Rules::GOMOKU).unwrap_or_else(|| panic!("patterns"));
        p.load(board.marks(Player::X), board.marks(Player::O), o_to_move);
        p
    }

    /// The list's cells as (row, col), sorted.
    fn coords(p: &Patterns, list: &MoveList) -> Vec<(u32, u32)> {
        let mut cells: Vec<(u32, u32)> = list.cells().map(|b| p.g.coords(b)).collect();
        cells.sort();
        cells
    }

    /// 15 rows with row 7 replaced by `row` and row 10 by `other`.
    fn rows_with(row: &str, other: &str) -> Vec<String> {
        (0..15).map(|r| match r {
            7 => row.to_string(),
            10 => other.to_string(),
            _ => ".".repeat(15),
        }).collect()
    }

    fn run(rows: &[String], o_to_move: bool) -> (Mode, Vec<(u32, u32)>) {
        let refs: Vec<&str> = rows.iter().map(String::as_str).collect();
        let p = position(&refs, o_to_move);
        let mut list = MoveList::default();
        let mode = generate(&p, 10, &mut list);
        (mode, coords(&p, &list))
    }

    #[test]
    fn a_five_is_taken_and_a_four_is_blocked() {
        // X to move with four in a row: the win, whatever O has.
        let (mode, cells) = run(&rows_with("...XXXX........", "....OOOO......."), false);
        assert_eq!((mode, cells), (Mode::Win, vec![(7, 2), (7, 7)]));
        // O to move, X's open four stands: both blocks are listed (either loses, but the search
        // sees it), nothing else.
        let (mode, cells) = run(&rows_with("...XXXX........", "....OOO........"), true);
        assert_eq!((mode, cells), (Mode::Block, vec![(7, 2), (7, 7)]));
        // A gapped four: only the gap.
        let (mode, cells) = run(&rows_with("...XX.XX.......", "....OOO........"), true);
        assert_eq!((mode, cells), (Mode::Block, vec![(7, 5)]));
    }

    #[test]
    fn an_open_three_is_answered_at_its_cells_or_by_a_four() {
        // O to move against X's open three: the two ends, not the cells beyond them.
        let (mode, cells) = run(&rows_with(".....XXX.......", "..............."), true);
        assert_eq!((mode, cells), (Mode::Defend { lost: false }, vec![(7, 4), (7, 8)]));
        // A broken three: the gap and both ends.
        let (mode, cells) = run(&rows_with("....X.XX.......", "..............."), true);
        assert_eq!((mode, cells), (Mode::Defend { lost: false }, vec![(7, 3), (7, 5), (7, 8)]));
        // O has a closed three: its two fours join the answers.
        let (mode, cells) = run(&rows_with(".....XXX.......", "...XOOO........"), true);
        assert_eq!((mode, cells), (Mode::Defend { lost: false }, vec![(7, 4), (7, 8), (10, 7), (10, 8)]));
        // X to move with its own open three: it makes the open four instead.
        let (mode, cells) = run(&rows_with(".....XXX.......", "...OOO........."), false);
        assert_eq!((mode, cells), (Mode::OpenFour, vec![(7, 4), (7, 8)]));
    }

    #[test]
    fn two_open_threes_leave_no_stop() {
        // X's open threes in row 7 and row 10, far apart: no one cell stops both.
        let (mode, cells) = run(&rows_with(".XXX...........", "..........XXX.."), true);
        assert_eq!(mode, Mode::Defend { lost: true });
        assert!(cells.contains(&(7, 0)) && cells.contains(&(10, 13)));
    }

    #[test]
    fn quiet_positions_give_the_best_cells_near_the_marks() {
        let p = Patterns::new(Rules::GOMOKU).unwrap_or_else(|| panic!("patterns"));
        let mut list = MoveList::default();
        assert_eq!(generate(&p, 10, &mut list), Mode::Free);
        assert_eq!(coords(&p, &list), vec![(7, 7)]);
        let (mode, cells) = run(&rows_with(".......X.......", "..............."), true);
        assert_eq!(mode, Mode::Free);
        assert_eq!(cells.len(), 10);
        assert!(cells.iter().all(|&(r, c)| r.abs_diff(7) <= 2 && c.abs_diff(7) <= 2), "{cells:?}");
        // On the mark's lines, where either side's lines run through it, before the rest.
        assert!(cells.iter().all(|&(r, c)| r == 7 || c == 7 || r.abs_diff(7) == c.abs_diff(7)), "{cells:?}");
    }

    /// Along seeded random games: every forced list is what its definition says, checked by
    /// trying every empty cell.
    #[test]
    fn forced_lists_hold_exactly_the_moves_that_answer() {
        let mut rng = Rng::new(Seed(62));
        let mut p = Patterns::new(Rules::GOMOKU).unwrap_or_else(|| panic!("patterns"));
        let mut list = MoveList::default();
        let mut defended = 0;
        for _ in 0..60 {
            let mut played = Vec::new();
            loop {
                let mode = generate(&p, 12, &mut list);
                let (me, opp) = (p.to_move, 1 - p.to_move);
                let empty = p.g.valid & !p.mask;
                let got = list.set();
                match mode {
                    Mode::Win => assert!(got == p.cells(me, Shape::Five)),
                    Mode::Block => assert!(got == p.cells(opp, Shape::Five)),
                    Mode::OpenFour => assert!(got == p.cells(me, Shape::OpenFour)),
                    Mode::Defend { lost } => {
                        defended += 1;
                        let mut stops = Wide::ZERO;
                        for bit in empty.indices() {
                            p.place(bit, me);
                            if p.cells(opp, Shape::OpenFour).is_zero() {
                                stops |= Wide::bit(bit);
                            }
                            p.remove(bit, me);
                        }
                        assert_eq!(lost, stops.is_zero());
                        if !lost {
                            assert!(got == stops | p.cells(me, Shape::Four), "{played:?}");
                        }
                    }
                    Mode::Free => {
                        assert!(list.len() <= 12 && p.cells(opp, Shape::OpenFour).is_zero());
                        assert!(list.items().windows(2).all(|w| w[0].0 >= w[1].0));
                    }
                }
                if list.is_empty() || matches!(mode, Mode::Win) {
                    break;
                }
                // Mostly the generator's first move, sometimes another of its list.
                let pick = if rng.below(3) == 0 { rng.below(list.len() as u32) as usize } else { 0 };
                let bit = list.cells().nth(pick).unwrap_or_else(|| panic!("a move"));
                p.play(bit);
                played.push(bit);
            }
            while let Some(bit) = played.pop() {
                p.undo(bit);
            }
        }
        assert!(defended > 50, "too few defences to test: {defended}");
    }
}
