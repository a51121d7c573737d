//! The eight winning lines, in the order API reference "GameAnalyzer" reports them: rows 0–2, columns 0–2,
//! diagonals 0–1 (0 = (0,0)->(2,2), 1 = (0,2)->(2,0)).

use crate::ttt::bitboard::Bitboard;

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Direction {
    Row,
    Col,
    Diag,
}

impl Direction {
    pub const fn name(self) -> &'static str {
        match self {
            Direction::Row => "row",
            Direction::Col => "col",
            Direction::Diag => "diag",
        }
    }
}

/// A winning line: its direction, its index within that direction, and its three squares.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Line {
    pub direction: Direction,
    pub index: u8,
    pub cells: Bitboard,
}

const fn line(direction: Direction, index: u8, bits: u16) -> Line {
    Line { direction, index, cells: Bitboard(bits) }
}

/// All eight lines in reporting order.
pub const LINES: [Line; 8] = [
    line(Direction::Row, 0, 0b000_000_111),
    line(Direction::Row, 1, 0b000_111_000),
    line(Direction::Row, 2, 0b111_000_000),
    line(Direction::Col, 0, 0b001_001_001),
    line(Direction::Col, 1, 0b010_010_010),
    line(Direction::Col, 2, 0b100_100_100),
    line(Direction::Diag, 0, 0b100_010_001),
    line(Direction::Diag, 1, 0b001_010_100),
];

/// True if `marks` holds a complete line.
pub const fn has_line(marks: Bitboard) -> bool {
    WINS[marks.bits() as usize & 0x1ff]
}

/// `WINS[m]`: whether the mark set `m` contains a line; 512 entries, built at compile time.
static WINS: [bool; 512] = {
    let mut table = [false; 512];
    let mut m = 0;
    while m < 512 {
        let mut i = 0;
        while i < 8 {
            let cells = LINES[i].cells.bits() as usize;
            if m & cells == cells {
                table[m] = true;
            }
            i += 1;
        }
        m += 1;
    }
    table
};

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ttt::square::Square;

    #[test]
    fn every_line_has_three_squares_and_each_square_is_on_its_lines() {
        for l in LINES {
            assert_eq!(l.cells.count(), 3);
        }
        // The center is on 4 lines, corners on 3, edges on 2.
        let on = |sq: Square| LINES.iter().filter(|l| l.cells.contains(sq)).count();
        assert_eq!(on(Square::CENTER), 4);
        assert_eq!(on(Square::ALL[0]), 3);
        assert_eq!(on(Square::ALL[1]), 2);
    }

    #[test]
    fn win_table_agrees_with_lines() {
        for m in 0u16..512 {
            let expect = LINES.iter().any(|l| m & l.cells.bits() == l.cells.bits());
            assert_eq!(has_line(Bitboard(m)), expect, "mask {m:09b}");
        }
    }
}
