//! `Patterns`: a Gomoku position (five in a row, any board) read as line patterns, kept up to
//! date on play and undo, the foundation of the pattern-driven search (issue 61).
//!
//! For every empty cell, each of the four lines through it and each side, the pattern is what
//! the side would have in that line **if it marked the cell**: five, open four, four, open
//! three, ... ([`Line`]). That, not the line as it stands, is what the search asks: "X has a
//! four" is "X has a cell where its mark makes five", "X has an open three" is "X has a cell
//! making an open four", a move's worth is the patterns it makes, and a cell's worth to the
//! opponent is what marking it takes away. A line counts only the windows of five through the
//! cell, so a pattern is what this move makes, not one that stands elsewhere on the line.
//!
//! - **Keys:** each cell keeps, per direction, the 8 cells within four of it, 2 bits each (0
//!   empty, 1 X, 2 O, 3 off the board), nearest first, the cells behind in the low byte and the
//!   cells ahead in the high one. A mark changes only the keys of the cells within four along
//!   its four lines: 32 XORs, then those cells' patterns are read again.
//! - **Tables, built at compile time:** a side of a key matters to a player only up to its
//!   first wall (the edge or an opponent's mark): 31 states (0-4 free cells, each own or
//!   empty). [`SIDES`] maps a key's byte to its state for each player (2 × 256 bytes) and
//!   [`LINES`] a pair of states to the pattern (31 × 31 = 961 bytes): 1,473 bytes in all, one
//!   table for both players and both sides. A direct table over the 16-bit key would take
//!   64 KiB of module.
//! - **Per cell and side:** the four directions' patterns (4 bits each), their combination
//!   ([`Shape`]: five, open four or two fours, four and open three, ...), a value, and the
//!   empty cells of each shape as bitboards; the values order the move generator's cells.

use super::bits::{Bits, Wide};
use super::geometry::{Geometry, DIRECTIONS};
use super::rules::Rules;

/// Cells a pattern reads on each side of its cell: k - 1 for five in a row.
pub const REACH: u32 = 4;
/// The line length the tables are built for.
pub const FIVE: u32 = 5;
/// Cell slots: every bit of a [`Wide`].
const SLOTS: usize = 256;
/// Side states: 0 to 4 free cells before the first wall, each own or empty.
const STATES: usize = 31;

/// What a side makes in one line by marking a cell, weakest first. Recursively: a five is a
/// window of five through the cell all its own; a four leaves one empty cell completing such a
/// window, an open four two or more (the opponent cannot block both); an open three leaves a
/// cell making an open four, a three one making a four; the twos and ones likewise one step
/// further. Five or more counts as five (these rules have no overline ban).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[repr(u8)]
pub enum Line {
    /// No window of five through the cell is free of walls.
    Dead = 0,
    One,
    OpenOne,
    Two,
    OpenTwo,
    Three,
    OpenThree,
    Four,
    OpenFour,
    Five,
}

impl Line {
    const ALL: [Line; 10] = [Line::Dead, Line::One, Line::OpenOne, Line::Two, Line::OpenTwo, Line::Three, Line::OpenThree, Line::Four, Line::OpenFour, Line::Five];

    /// The line of a 4-bit code (`Dead` past the last).
    #[inline]
    pub const fn from_code(code: u8) -> Line {
        if (code as usize) < Line::ALL.len() { Line::ALL[code as usize] } else { Line::Dead }
    }

    /// One step weaker: what a line is when its best next mark makes `self`.
    const fn demoted(self) -> Line {
        match self {
            Line::Five | Line::Four => Line::Three,
            Line::OpenFour => Line::OpenThree,
            Line::OpenThree => Line::OpenTwo,
            Line::Three => Line::Two,
            Line::OpenTwo => Line::OpenOne,
            Line::Two => Line::One,
            Line::OpenOne | Line::One | Line::Dead => Line::Dead,
        }
    }
}

/// What a mark makes over its four lines, weakest first, so that `>= Shape::Four` means "makes
/// a four or better" (a forcing move).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[repr(u8)]
pub enum Shape {
    /// No open three or four.
    Quiet = 0,
    /// One open three.
    Three,
    /// Two or more open threes (wins unless the opponent has fours).
    DoubleThree,
    /// One four, no open three.
    Four,
    /// A four and an open three in another line.
    FourThree,
    /// An open four, or fours in two lines: two cells completing five.
    OpenFour,
    /// Five in a row.
    Five,
}

/// The number of shapes, for the per-shape bitboards.
pub const SHAPES: usize = 7;

/// A line's worth to the side making it. Provisional: the search (next step) tunes them.
const LINE_VALUE: [i32; 10] = [0, 1, 3, 6, 20, 24, 80, 100, 1_000, 10_000];
/// The bonus of a shape over its lines' values: combinations win where single lines do not.
const SHAPE_BONUS: [i32; SHAPES] = [0, 0, 1_200, 0, 2_500, 4_000, 20_000];

/// The side state of one side of a key for the side whose marks have code `own`: how many
/// cells before the first wall (the other side's mark or the edge), `d`, and which of them are
/// own, numbered `2^d - 1 + bits`.
const fn side_state(byte: u8, own: u8) -> u8 {
    let mut bits = 0u8;
    let mut d = 0u8;
    while d < 4 {
        let code = (byte >> (2 * d)) & 3;
        if code == own {
            bits |= 1 << d;
        } else if code != 0 {
            break;
        }
        d += 1;
    }
    (1u8 << d) - 1 + bits
}

const fn build_sides() -> [[u8; 256]; 2] {
    let mut sides = [[0u8; 256]; 2];
    let mut byte = 0;
    while byte < 256 {
        sides[0][byte] = side_state(byte as u8, 1);
        sides[1][byte] = side_state(byte as u8, 2);
        byte += 1;
    }
    sides
}

/// The centre of the 9-cell line the classifier works on (cells 0..=8, bit i for cell i).
const CENTRE: usize = 4;

/// Whether `marks` holds a window of five through the centre within the free cells `lo..=hi`.
const fn has_five(marks: usize, lo: usize, hi: usize) -> bool {
    let mut start = if lo > CENTRE + 1 - FIVE as usize { lo } else { CENTRE + 1 - FIVE as usize };
    while start <= CENTRE && start + FIVE as usize - 1 <= hi {
        if (marks >> start) & 0x1f == 0x1f {
            return true;
        }
        start += 1;
    }
    false
}

/// The line of every own-mark set of the 9-cell line whose free cells are `lo..=hi` (the
/// centre always own): by the recursive definition of [`Line`], from the fullest sets down,
/// so each set's successors are known when it is reached.
const fn classify_span(lo: usize, hi: usize) -> [Line; 512] {
    let mut memo = [Line::Dead; 512];
    let span = ((1usize << (hi + 1)) - 1) & !((1usize << lo) - 1);
    let mut marks = 512;
    while marks > 0 {
        marks -= 1;
        if marks & (1 << CENTRE) == 0 || marks & !span != 0 {
            continue;
        }
        if has_five(marks, lo, hi) {
            memo[marks] = Line::Five;
            continue;
        }
        let mut points = 0;
        let mut best = Line::Dead;
        let mut e = lo;
        while e <= hi {
            if marks & (1 << e) == 0 {
                let next = marks | 1 << e;
                if has_five(next, lo, hi) {
                    points += 1;
                }
                if memo[next] as u8 > best as u8 {
                    best = memo[next];
                }
            }
            e += 1;
        }
        memo[marks] = match points {
            0 => best.demoted(),
            1 => Line::Four,
            _ => Line::OpenFour,
        };
    }
    memo
}

/// The line of each pair of side states (behind × 31 + ahead).
const fn build_lines() -> [Line; STATES * STATES] {
    let mut table = [Line::Dead; STATES * STATES];
    let mut dl = 0;
    while dl <= 4 {
        let mut dr = 0;
        while dr <= 4 {
            let memo = classify_span(CENTRE - dl, CENTRE + dr);
            let mut lb = 0;
            while lb < 1 << dl {
                let mut rb = 0;
                while rb < 1 << dr {
                    let mut marks = 1 << CENTRE;
                    let mut i = 0;
                    while i < 4 {
                        if lb >> i & 1 == 1 {
                            marks |= 1 << (CENTRE - 1 - i);
                        }
                        if rb >> i & 1 == 1 {
                            marks |= 1 << (CENTRE + 1 + i);
                        }
                        i += 1;
                    }
                    table[((1 << dl) - 1 + lb) * STATES + (1 << dr) - 1 + rb] = memo[marks];
                    rb += 1;
                }
                lb += 1;
            }
            dr += 1;
        }
        dl += 1;
    }
    table
}

/// Each key byte's side state for X (0) and for O (1).
pub static SIDES: [[u8; 256]; 2] = build_sides();
/// The line of each pair of side states.
pub static LINES: [Line; STATES * STATES] = build_lines();

/// Builds both tables at run time, for the bench's measure of what building them at start
/// would cost; the crate uses the statics, built by the compiler.
pub fn build_tables() -> ([[u8; 256]; 2], [Line; STATES * STATES]) {
    (build_sides(), build_lines())
}

/// What `side` (0 X, 1 O) makes along a line whose key is `key`.
#[inline]
pub fn line_of(key: u16, side: usize) -> Line {
    let sides = &SIDES[side & 1];
    let behind = usize::from(sides[usize::from(key as u8)]);
    let ahead = usize::from(sides[usize::from(key >> 8)]);
    LINES.get(behind * STATES + ahead).copied().unwrap_or(Line::Dead)
}

/// A line's counts for [`judge`], in fields that add without carrying over four lines: fives
/// (bits 0-2), open fours (4-6), fours (8-10), open threes (12-14), and its value from bit 16.
const fn features(line: Line) -> u32 {
    let count = match line {
        Line::Five => 1,
        Line::OpenFour => 1 << 4,
        Line::Four => 1 << 8,
        Line::OpenThree => 1 << 12,
        _ => 0,
    };
    count | (LINE_VALUE[line as usize] as u32) << 16
}

const fn build_features() -> [u32; 16] {
    let mut table = [0u32; 16];
    let mut code = 0;
    while code < Line::ALL.len() {
        table[code] = features(Line::ALL[code]);
        code += 1;
    }
    table
}

/// [`features`] of each 4-bit line code (0 past the last line).
static FEATURES: [u32; 16] = build_features();

/// A cell's shape and value from its four lines (4 bits each): their features summed, then
/// the shape from the counts.
#[inline]
pub fn judge(lines: u16) -> (Shape, i32) {
    let f = |d: u32| FEATURES[usize::from((lines >> (4 * d)) & 0xf)];
    let sum = f(0) + f(1) + f(2) + f(3);
    let (fives, open_fours, fours, open_threes) = (sum & 7, (sum >> 4) & 7, (sum >> 8) & 7, (sum >> 12) & 7);
    let shape = if fives > 0 {
        Shape::Five
    } else if open_fours > 0 || fours >= 2 {
        Shape::OpenFour
    } else if fours == 1 {
        if open_threes > 0 { Shape::FourThree } else { Shape::Four }
    } else if open_threes >= 2 {
        Shape::DoubleThree
    } else if open_threes == 1 {
        Shape::Three
    } else {
        Shape::Quiet
    };
    (shape, (sum >> 16) as i32 + SHAPE_BONUS[shape as usize])
}

/// The position and the patterns of its empty cells.
#[derive(Clone, Debug)]
pub struct Patterns {
    pub(crate) g: Geometry<Wide>,
    /// Each slot's content: 0 empty, 1 X, 2 O, 3 off the board (one load where a walk asks).
    cell: [u8; SLOTS],
    /// Per cell and direction: the 8 cells within four, 2 bits each (see the module's doc).
    keys: [[u16; DIRECTIONS]; SLOTS],
    /// Per side and empty cell: the four directions' [`Line`]s, 4 bits each (0 when occupied).
    lines: [[u16; SLOTS]; 2],
    /// Per side and empty cell: the lines' [`Shape`] (quiet when occupied).
    shapes: [[Shape; SLOTS]; 2],
    /// Per side and empty cell: what the cell is worth to the side (0 when occupied).
    values: [[i32; SLOTS]; 2],
    /// Per side and shape other than quiet: the empty cells of that shape.
    sets: [[Wide; SHAPES]; 2],
    /// Per side and line: how many (empty cell, direction) pairs make it (the horizon's
    /// evaluation). `Dead`'s slot also moves as occupied cells' lines do, and is never read.
    counts: [[i32; 10]; 2],
    pub(crate) stones: [Wide; 2],
    pub(crate) mask: Wide,
    /// 0 when X is to move, 1 when O is.
    pub(crate) to_move: usize,
}

impl Patterns {
    /// The empty board of `rules`; `None` unless the rules are five in a row without gravity.
    pub fn new(rules: Rules) -> Option<Patterns> {
        if u32::from(rules.k()) != FIVE || rules.gravity() {
            return None;
        }
        let mut p = Patterns::blank(rules);
        p.scan_keys();
        p.scan_cells();
        Some(p)
    }

    /// The state with every key, line and value zero.
    fn blank(rules: Rules) -> Patterns {
        let g = Geometry::wide(rules);
        let mut cell = [3u8; SLOTS];
        for bit in g.valid.indices() {
            cell[bit as usize & 0xff] = 0;
        }
        Patterns {
            cell,
            g,
            keys: [[0; DIRECTIONS]; SLOTS],
            lines: [[0; SLOTS]; 2],
            shapes: [[Shape::Quiet; SLOTS]; 2],
            values: [[0; SLOTS]; 2],
            sets: [[Wide::ZERO; SHAPES]; 2],
            counts: [[0; 10]; 2],
            stones: [Wide::ZERO; 2],
            mask: Wide::ZERO,
            to_move: 0,
        }
    }

    /// Sets up the position: the marks `x` and `o` in the geometry's layout, `o_to_move`.
    pub fn load(&mut self, x: Wide, o: Wide, o_to_move: bool) {
        for side in 0..2 {
            for bit in self.stones[side].indices() {
                self.remove(bit, side);
            }
        }
        for (side, marks) in [(0, x), (1, o & !x)] {
            for bit in (marks & self.g.valid).indices() {
                self.place(bit, side);
            }
        }
        self.to_move = usize::from(o_to_move);
    }

    /// Whether `bit` is a cell of the board.
    #[inline]
    fn on_board(&self, bit: u32) -> bool {
        self.cell.get(bit as usize).is_some_and(|&c| c != 3)
    }

    /// What `bit` holds: 0 empty, 1 X, 2 O, 3 off the board.
    #[inline]
    fn content(&self, bit: u32) -> u8 {
        self.cell.get(bit as usize).copied().unwrap_or(3)
    }

    /// The key of `bit` in direction `dir` read from the board: the cells within four, walls
    /// from the first cell off the board on.
    fn key_from_board(&self, bit: u32, dir: usize) -> u16 {
        let step = self.g.steps[dir & 3];
        let mut key = 0u16;
        for (forward, base) in [(false, 0), (true, 8)] {
            let mut wall = false;
            for i in 1..=REACH {
                let cell = if forward { Some(bit + i * step) } else { bit.checked_sub(i * step) };
                let code = match cell {
                    Some(c) if !wall && self.on_board(c) => {
                        if self.stones[0].has(c) {
                            1
                        } else if self.stones[1].has(c) {
                            2
                        } else {
                            0
                        }
                    }
                    _ => {
                        wall = true;
                        3
                    }
                };
                key |= code << (base + 2 * (i - 1));
            }
        }
        key
    }

    /// Every key read from the board.
    fn scan_keys(&mut self) {
        for bit in self.g.valid.indices() {
            for dir in 0..DIRECTIONS {
                let key = self.key_from_board(bit, dir);
                self.keys[bit as usize & 0xff][dir] = key;
            }
        }
    }

    /// Every empty cell's patterns read from its keys.
    fn scan_cells(&mut self) {
        for bit in (self.g.valid & !self.mask).indices() {
            self.recompute(bit);
        }
    }

    /// The four lines of the empty `bit` for both sides, read from its keys.
    #[inline]
    fn recompute(&mut self, bit: u32) {
        let b = bit as usize & 0xff;
        let keys = self.keys[b];
        for side in 0..2 {
            let mut lines = 0u16;
            for (dir, &key) in keys.iter().enumerate() {
                lines |= (line_of(key, side) as u16) << (4 * dir);
            }
            self.set_lines(side, b, lines);
        }
    }

    /// Direction `dir` of the empty `bit`'s lines, read again after its key changed. Most
    /// changes are between lines below an open three, which leave the shape as it was: then
    /// only the line's value moves.
    #[inline]
    fn refresh(&mut self, bit: u32, dir: usize) {
        let b = bit as usize & 0xff;
        let key = self.keys[b][dir & 3];
        let shift = 4 * (dir & 3);
        for side in 0..2 {
            let old_lines = self.lines[side][b];
            let old = Line::from_code(((old_lines >> shift) & 0xf) as u8);
            let new = line_of(key, side);
            if new == old {
                continue;
            }
            let lines = (old_lines & !(0xf << shift)) | (new as u16) << shift;
            if old < Line::OpenThree && new < Line::OpenThree {
                let delta = LINE_VALUE[new as usize] - LINE_VALUE[old as usize];
                self.counts[side][old as usize] -= 1;
                self.counts[side][new as usize] += 1;
                self.lines[side][b] = lines;
                self.values[side][b] += delta;
            } else {
                self.set_lines(side, b, lines);
            }
        }
    }

    /// Stores a cell's lines for `side` and moves its shape and value to what they imply.
    fn set_lines(&mut self, side: usize, b: usize, lines: u16) {
        let (shape, value) = if lines == 0 && self.cell[b & 0xff] != 0 { (Shape::Quiet, 0) } else { judge(lines) };
        let side = side & 1;
        let old_lines = self.lines[side][b];
        for d in 0..DIRECTIONS {
            let (was, now) = (usize::from((old_lines >> (4 * d)) & 0xf), usize::from((lines >> (4 * d)) & 0xf));
            if was != now {
                if let Some(c) = self.counts[side].get_mut(was) {
                    *c -= 1;
                }
                if let Some(c) = self.counts[side].get_mut(now) {
                    *c += 1;
                }
            }
        }
        self.lines[side][b] = lines;
        self.values[side][b] = value;
        let old = self.shapes[side][b];
        if old != shape {
            self.shapes[side][b] = shape;
            let cell = Wide::bit(b as u32);
            if let Some(set) = self.sets[side].get_mut(old as usize) {
                *set &= !cell;
            }
            if shape != Shape::Quiet {
                if let Some(set) = self.sets[side].get_mut(shape as usize) {
                    *set |= cell;
                }
            }
        }
    }

    /// XORs `code` into the keys of the cells within four of `bit` along its lines (code 1 or 2
    /// at each cell's slot for `bit`), and reads again the lines of the empty ones. A walk stops
    /// at the first cell off the board: past it, `bit` is behind a wall.
    #[inline]
    fn spread(&mut self, bit: u32, code: u16) {
        for dir in 0..DIRECTIONS {
            let step = self.g.steps[dir];
            // Ahead of `bit`, it is behind the cell (low byte); behind it, ahead (high byte).
            for (forward, base) in [(true, 0), (false, 8)] {
                for i in 1..=REACH {
                    let cell = if forward { Some(bit + i * step) } else { bit.checked_sub(i * step) };
                    let Some(c) = cell else { break };
                    match self.content(c) {
                        3 => break,
                        held => {
                            self.keys[c as usize & 0xff][dir] ^= code << (base + 2 * (i - 1));
                            if held == 0 {
                                self.refresh(c, dir);
                            }
                        }
                    }
                }
            }
        }
    }

    /// Puts `side`'s mark on the empty cell `bit`.
    pub(crate) fn place(&mut self, bit: u32, side: usize) {
        let p = side & 1;
        if !self.on_board(bit) || self.mask.has(bit) {
            return;
        }
        self.mask |= Wide::bit(bit);
        self.stones[p] |= Wide::bit(bit);
        let b = bit as usize & 0xff;
        self.cell[b] = p as u8 + 1;
        for s in 0..2 {
            self.set_lines(s, b, 0);
        }
        self.spread(bit, p as u16 + 1);
    }

    /// Takes `side`'s mark off `bit`: [`Patterns::place`] in reverse. The cell's own keys
    /// never changed while it was occupied, so its lines are read from them.
    pub(crate) fn remove(&mut self, bit: u32, side: usize) {
        let p = side & 1;
        if !self.stones[p].has(bit) {
            return;
        }
        self.mask &= !Wide::bit(bit);
        self.stones[p] &= !Wide::bit(bit);
        self.cell[bit as usize & 0xff] = 0;
        self.spread(bit, p as u16 + 1);
        self.recompute(bit);
    }

    /// The side to move marks `bit`.
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

    /// What `side` makes in direction `dir` by marking the empty `bit` (`Dead` if occupied).
    #[inline]
    pub fn line(&self, side: usize, bit: u32, dir: usize) -> Line {
        let lines = self.lines[side & 1][bit as usize & 0xff];
        Line::from_code(((lines >> (4 * (dir & 3))) & 0xf) as u8)
    }

    /// What `side` makes over the four lines by marking the empty `bit`.
    #[inline]
    pub fn shape(&self, side: usize, bit: u32) -> Shape {
        self.shapes[side & 1][bit as usize & 0xff]
    }

    /// What marking the empty `bit` is worth to `side` (0 if occupied).
    #[inline]
    pub fn value(&self, side: usize, bit: u32) -> i32 {
        self.values[side & 1][bit as usize & 0xff]
    }

    /// How many (empty cell, direction) pairs `side` makes `line` at.
    #[inline]
    pub fn count(&self, side: usize, line: Line) -> i32 {
        if line == Line::Dead { 0 } else { self.counts[side & 1][line as usize] }
    }

    /// The empty cells where `side`'s mark makes exactly `shape` (not `Quiet`).
    #[inline]
    pub fn exactly(&self, side: usize, shape: Shape) -> Wide {
        self.sets[side & 1].get(shape as usize).copied().unwrap_or(Wide::ZERO)
    }

    /// The empty cells where `side`'s mark makes `shape` or better (`Quiet`: every empty cell).
    #[inline]
    pub fn cells(&self, side: usize, shape: Shape) -> Wide {
        if shape == Shape::Quiet {
            return self.g.valid & !self.mask;
        }
        self.sets[side & 1].iter().skip(shape as usize).fold(Wide::ZERO, |acc, &s| acc | s)
    }

    /// Whether `side`'s mark on the empty `bit` leaves the other side no cell making an open
    /// four (or two fours): each such cell other than `bit` is read again with the mark in its
    /// keys, along the lines through both (a mark changes no other line). What placing the
    /// mark and reading the sets would say, without the 32 cells' updates and their undoing.
    pub fn stops_open_fours(&self, side: usize, bit: u32) -> bool {
        let opp = (side & 1) ^ 1;
        let code = (side & 1) as u16 + 1;
        for t in self.sets[opp][Shape::OpenFour as usize].indices() {
            if t == bit {
                continue;
            }
            let b = t as usize & 0xff;
            let mut lines = self.lines[opp][b];
            for dir in 0..DIRECTIONS {
                let step = self.g.steps[dir];
                // `bit` ahead of `t` sits in its key's high byte, behind it in the low one.
                let at = (1..=REACH).find_map(|i| {
                    if t + i * step == bit {
                        Some(8 + 2 * (i - 1))
                    } else if t.checked_sub(i * step) == Some(bit) {
                        Some(2 * (i - 1))
                    } else {
                        None
                    }
                });
                let key = self.keys[b][dir];
                // Past a wall the slot reads 3 and the mark changes nothing.
                if let Some(shift) = at.filter(|&s| (key >> s) & 3 == 0) {
                    let line = line_of(key ^ code << shift, opp) as u16;
                    lines = (lines & !(0xf << (4 * dir))) | line << (4 * dir);
                }
            }
            if judge(lines).0 >= Shape::OpenFour {
                return false;
            }
        }
        true
    }

    /// The cells of the board within four of `bit` along direction `dir`, up to the edge.
    pub fn segment(&self, bit: u32, dir: usize) -> Wide {
        let step = self.g.steps[dir & 3];
        let mut out = Wide::ZERO;
        for forward in [true, false] {
            for i in 1..=REACH {
                let cell = if forward { Some(bit + i * step) } else { bit.checked_sub(i * step) };
                let Some(c) = cell.filter(|&c| self.on_board(c)) else { break };
                out |= Wide::bit(c);
            }
        }
        out
    }

    /// 0 when X is to move, 1 when O is.
    #[inline]
    pub fn to_move_side(&self) -> usize {
        self.to_move
    }

    /// Every marked cell.
    #[inline]
    pub fn occupied(&self) -> Wide {
        self.mask
    }

    /// `set` grown by one cell in every direction, kept to the board.
    pub fn grow(&self, set: Wide) -> Wide {
        let mut out = set;
        for step in self.g.steps {
            out |= set.shl(step) | set.shr(step);
        }
        out & self.g.valid
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::common::rng::{Rng, Seed};
    use std::collections::HashMap;

    /// Row and column steps of the four directions: along a row, up a column, the falling and
    /// the rising diagonal (the geometry's steps `stride`, 1, `rows`, `rows + 2`).
    const DELTAS: [(i32, i32); DIRECTIONS] = [(0, 1), (-1, 0), (1, 1), (-1, 1)];

    /// [`Line`] by its definition, on 9 cells (0 empty, 1 own, 2 wall; the centre own), by
    /// brute force over explicit cells: independent of the side states and bit masks.
    fn brute(cells: [u8; 9], memo: &mut HashMap<[u8; 9], Line>) -> Line {
        if let Some(&line) = memo.get(&cells) {
            return line;
        }
        let five = |c: &[u8; 9]| (0..=4).any(|s| c[s..s + 5].iter().all(|&x| x == 1));
        let line = if five(&cells) {
            Line::Five
        } else {
            let mut points = 0;
            let mut best = Line::Dead;
            for e in 0..9 {
                if cells[e] == 0 {
                    let mut next = cells;
                    next[e] = 1;
                    points += usize::from(five(&next));
                    best = best.max(brute(next, memo));
                }
            }
            match points {
                0 => best.demoted(),
                1 => Line::Four,
                _ => Line::OpenFour,
            }
        };
        memo.insert(cells, line);
        line
    }

    /// The table agrees with the brute-force definition on every key, for both sides.
    #[test]
    fn tables_agree_with_the_definition_on_every_key() {
        let mut memo = HashMap::new();
        for key in 0..=u16::MAX {
            for side in 0..2 {
                let own = side as u16 + 1;
                let mut cells = [0u8; 9];
                cells[4] = 1;
                for i in 0..4 {
                    let code = |base: u32| (key >> (base + 2 * i)) & 3;
                    let cell = |c: u16| if c == own { 1 } else if c == 0 { 0 } else { 2 };
                    cells[3 - i as usize] = cell(code(0));
                    cells[5 + i as usize] = cell(code(8));
                }
                assert_eq!(line_of(key, side), brute(cells, &mut memo), "key {key:016b} side {side}");
            }
        }
    }

    /// A state built from nothing for the same marks: keys read from the board, every cell
    /// scanned.
    fn from_scratch(p: &Patterns) -> Patterns {
        let mut q = Patterns::blank(p.g.rules);
        q.stones = p.stones;
        q.mask = p.mask;
        q.to_move = p.to_move;
        for side in 0..2 {
            for bit in p.stones[side].indices() {
                q.cell[bit as usize] = side as u8 + 1;
            }
        }
        q.scan_keys();
        q.scan_cells();
        q
    }

    fn assert_same(p: &Patterns, q: &Patterns, what: &str) {
        assert!(p.cell == q.cell && p.mask == q.mask && p.stones == q.stones, "cells differ {what}");
        assert!(p.keys == q.keys, "keys differ {what}");
        assert!(p.lines == q.lines, "lines differ {what}");
        assert!(p.shapes == q.shapes, "shapes differ {what}");
        assert!(p.values == q.values, "values differ {what}");
        assert!(p.sets == q.sets, "sets differ {what}");
        for side in 0..2 {
            for line in Line::ALL.iter().skip(1) {
                assert_eq!(p.count(side, *line), q.count(side, *line), "counts of {line:?} differ {what}");
            }
        }
    }

    /// Every empty cell's lines against the brute-force definition, reading the board by rows
    /// and columns rather than by bits.
    fn assert_brute(p: &Patterns, memo: &mut HashMap<[u8; 9], Line>, what: &str) {
        let (rows, cols) = (p.g.rows as i32, p.g.cols as i32);
        for bit in (p.g.valid & !p.mask).indices() {
            let (r, c) = p.g.coords(bit);
            for (dir, &(dr, dc)) in DELTAS.iter().enumerate() {
                for side in 0..2 {
                    let mut cells = [2u8; 9];
                    for i in -4i32..=4 {
                        let (rr, cc) = (r as i32 + i * dr, c as i32 + i * dc);
                        if rr >= 0 && cc >= 0 && rr < rows && cc < cols {
                            let b = p.g.bit(rr as u32, cc as u32);
                            cells[(i + 4) as usize] = if p.stones[side].has(b) || i == 0 {
                                1
                            } else if p.stones[1 - side].has(b) {
                                2
                            } else {
                                0
                            };
                        }
                    }
                    assert_eq!(p.line(side, bit, dir), brute(cells, memo), "({r}, {c}) dir {dir} side {side} {what}");
                }
            }
        }
    }

    /// Along hundreds of seeded random games (most moves near the marks, so that threes and
    /// fours arise), the incremental state equals one built from scratch after every move and
    /// every undo, and the final positions' lines equal the definition's.
    #[test]
    fn incremental_patterns_equal_a_fresh_scan() {
        let boards = [(Rules::GOMOKU, 200), (Rules::new(8, 8, 5).unwrap_or_else(|_| panic!("8x8")), 60), (Rules::new(6, 13, 5).unwrap_or_else(|_| panic!("6x13")), 60)];
        let mut rng = Rng::new(Seed(61));
        let mut memo = HashMap::new();
        let mut fives = 0;
        for (rules, games) in boards {
            let mut p = Patterns::new(rules).unwrap_or_else(|| panic!("patterns for {rules}"));
            let empty = from_scratch(&p);
            assert_same(&p, &empty, "on the empty board");
            for game in 0..games {
                let mut played = Vec::new();
                loop {
                    let free = p.g.valid & !p.mask;
                    if free.is_zero() {
                        break;
                    }
                    let near = p.grow(p.grow(p.mask)) & free;
                    let pool = if near.is_zero() || rng.below(10) == 0 { free } else { near };
                    let cells: Vec<u32> = pool.indices().collect();
                    let bit = cells[rng.below(cells.len() as u32) as usize];
                    let wins = p.shape(p.to_move, bit) == Shape::Five;
                    p.play(bit);
                    played.push(bit);
                    assert_same(&p, &from_scratch(&p), &format!("{rules} game {game} after {played:?}"));
                    if wins {
                        fives += 1;
                        assert!(p.g.line_through(p.stones[1 - p.to_move], bit), "{rules} a five that is none after {played:?}");
                        break;
                    }
                }
                assert_brute(&p, &mut memo, &format!("{rules} game {game} after {played:?}"));
                while let Some(bit) = played.pop() {
                    p.undo(bit);
                    assert_same(&p, &from_scratch(&p), &format!("{rules} game {game} undoing to {played:?}"));
                }
                assert_same(&p, &empty, "back on the empty board");
            }
        }
        assert!(fives > 250, "too few games ended in five: {fives}");
    }

    /// Along random games on three boards, for every empty cell and each side: the stop check
    /// without a mark says what placing the mark and reading the other side's open fours says.
    #[test]
    fn stops_of_open_fours_match_a_placed_mark() {
        let boards = [(Rules::GOMOKU, 60), (Rules::new(8, 8, 5).unwrap_or_else(|_| panic!("8x8")), 40), (Rules::new(6, 13, 5).unwrap_or_else(|_| panic!("6x13")), 40)];
        let mut rng = Rng::new(Seed(64));
        let (mut checked, mut stops, mut threatened) = (0, 0, 0);
        for (rules, games) in boards {
            let mut p = Patterns::new(rules).unwrap_or_else(|| panic!("patterns for {rules}"));
            for _ in 0..games {
                let mut played = Vec::new();
                loop {
                    let free = p.g.valid & !p.mask;
                    if free.is_zero() || !(p.cells(0, Shape::Five) | p.cells(1, Shape::Five)).is_zero() {
                        break;
                    }
                    for side in 0..2 {
                        if p.cells(1 - side, Shape::OpenFour).is_zero() {
                            continue;
                        }
                        threatened += 1;
                        for bit in free.indices() {
                            let quick = p.stops_open_fours(side, bit);
                            p.place(bit, side);
                            let placed = p.cells(1 - side, Shape::OpenFour).is_zero();
                            p.remove(bit, side);
                            assert_eq!(quick, placed, "{rules} side {side} cell {bit} after {played:?}");
                            checked += 1;
                            stops += usize::from(placed);
                        }
                    }
                    let near = p.grow(p.grow(p.mask)) & free;
                    let pool = if near.is_zero() || rng.below(10) == 0 { free } else { near };
                    let cells: Vec<u32> = pool.indices().collect();
                    let bit = cells[rng.below(cells.len() as u32) as usize];
                    p.play(bit);
                    played.push(bit);
                }
                while let Some(bit) = played.pop() {
                    p.undo(bit);
                }
            }
        }
        assert!(threatened > 500 && stops > 1_000 && checked > 50_000, "too few to test: {threatened} positions, {stops} stops of {checked}");
    }

    /// The patterns of `row`'s cell `*` in its row, on a 15×15 board where `row` (15 cells,
    /// `X`, `O`, `.` and one `*`) is row 7, for X.
    fn row_line(row: &str) -> Line {
        let cells: Vec<char> = row.chars().collect();
        assert_eq!(cells.len(), 15, "{row}");
        let mut text = ".".repeat(15 * 7);
        text.extend(cells.iter().map(|&c| if c == '*' { '.' } else { c }));
        text.push_str(&".".repeat(15 * 7));
        let board = crate::mnk::Board::from_text(Rules::GOMOKU, &text).unwrap_or_else(|e| panic!("{e:?}"));
        let mut p = Patterns::new(Rules::GOMOKU).unwrap_or_else(|| panic!("patterns"));
        p.load(board.marks(crate::common::player::Player::X), board.marks(crate::common::player::Player::O), false);
        let col = cells.iter().position(|&c| c == '*').unwrap_or_else(|| panic!("no * in {row}"));
        p.line(0, p.g.bit(7, col as u32), 0)
    }

    #[test]
    fn hand_lines_have_their_categories() {
        let cases = [
            // Fives, overlines (they win under these rules) and gapped fives.
            ("....XXXX*......", Line::Five),
            ("...XX*XX.......", Line::Five),
            ("..XXX*XX.......", Line::Five),
            ("*XXXX..........", Line::Five),
            // Open fours, and fours closed by a mark, by the edge or with a gap.
            ("....XXX*.......", Line::OpenFour),
            ("....X*XX.......", Line::OpenFour),
            ("...OXXX*.......", Line::Four),
            ("XXX*...........", Line::Four),
            ("....XX.X*......", Line::Four),
            ("....X*X.X......", Line::Four),
            ("...X.X*.X......", Line::OpenThree),
            ("...XXX.*X......", Line::Four),
            // Open threes (the next mark makes an open four), closed and broken threes.
            ("....XX*........", Line::OpenThree),
            ("....X.X*.......", Line::OpenThree),
            ("....X*.X.......", Line::OpenThree),
            ("...OXX*........", Line::Three),
            ("XX*............", Line::Three),
            (".XX*...........", Line::OpenThree),
            ("...OXX*.O......", Line::Dead),
            ("...O.XX*.O.....", Line::Three),
            ("....X..*X......", Line::Three),
            // Twos and ones, open and closed, and no room at all.
            ("....X*.........", Line::OpenTwo),
            ("....X.*........", Line::OpenTwo),
            ("...OX*.........", Line::Two),
            ("X*.............", Line::Two),
            (".....*.........", Line::OpenOne),
            ("*..............", Line::One),
            ("..O..*..O......", Line::One),
            ("...O.*..O......", Line::Dead),
        ];
        for (row, want) in cases {
            assert_eq!(row_line(row), want, "{row}");
        }
    }

    /// A 15×15 board from rows; the patterns of X at (`r`, `c`).
    fn shape_at(rows: &[&str], r: u32, c: u32, side: usize) -> Shape {
        let board = crate::mnk::Board::from_text(Rules::GOMOKU, &rows.concat()).unwrap_or_else(|e| panic!("{e:?}"));
        let mut p = Patterns::new(Rules::GOMOKU).unwrap_or_else(|| panic!("patterns"));
        p.load(board.marks(crate::common::player::Player::X), board.marks(crate::common::player::Player::O), false);
        p.shape(side, p.g.bit(r, c))
    }

    #[test]
    fn lines_combine_into_shapes() {
        let mut rows = [".............."; 15].map(|r| format!("{r}."));
        let set = |rows: &mut [String; 15], r: usize, text: &str| rows[r] = text.to_string();
        // (7, 7): a three in the row (cols 5, 6) and one in the column (rows 5, 6).
        set(&mut rows, 5, ".......X.......");
        set(&mut rows, 6, ".......X.......");
        set(&mut rows, 7, ".....XX........");
        let refs: Vec<&str> = rows.iter().map(String::as_str).collect();
        assert_eq!(shape_at(&refs, 7, 7, 0), Shape::DoubleThree);
        assert_eq!(shape_at(&refs, 7, 7, 1), Shape::Quiet);
        // The row now a three: (7, 7) makes a four there and the column's open three.
        set(&mut rows, 7, "....XXX........");
        let refs: Vec<&str> = rows.iter().map(String::as_str).collect();
        assert_eq!(shape_at(&refs, 7, 7, 0), Shape::OpenFour);
        set(&mut rows, 7, "...OXXX........");
        let refs: Vec<&str> = rows.iter().map(String::as_str).collect();
        assert_eq!(shape_at(&refs, 7, 7, 0), Shape::FourThree);
        // Fours in two lines make two cells completing five: as good as an open four.
        set(&mut rows, 4, ".......X.......");
        set(&mut rows, 3, ".......O.......");
        let refs: Vec<&str> = rows.iter().map(String::as_str).collect();
        assert_eq!(shape_at(&refs, 7, 7, 0), Shape::OpenFour);
        // One four alone; nothing near.
        let mut lone = [".............."; 15].map(|r| format!("{r}."));
        set(&mut lone, 7, "...OXXX........");
        let refs: Vec<&str> = lone.iter().map(String::as_str).collect();
        assert_eq!(shape_at(&refs, 7, 7, 0), Shape::Four);
        assert_eq!(shape_at(&refs, 7, 8, 0), Shape::Four);
        assert_eq!(shape_at(&refs, 7, 9, 0), Shape::Quiet);
        assert_eq!(shape_at(&refs, 0, 0, 0), Shape::Quiet);
    }
}
