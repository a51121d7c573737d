//! The 3×3 patterns every small board and the grid of boards share: a 9-bit mask per player
//! (bit `r * 3 + c`), the 512-entry tables of won patterns and winning cells, and the mapping
//! between the 9×9 board's indices and (small board, cell) pairs.
//!
//! ```text
//!  0 1 2      a small board's cells, and the grid's boards,
//!  3 4 5      both numbered row-major
//!  6 7 8
//! ```

/// All nine cells of a 3×3 pattern.
pub const FULL: u16 = 0x1ff;

/// The eight lines of a 3×3 pattern.
pub const LINES: [u16; 8] = [0o007, 0o070, 0o700, 0o111, 0o222, 0o444, 0o421, 0o124];

/// Whether each of the 512 patterns holds a line.
static WON: [bool; 512] = won_table();

/// For each of the 512 patterns, the cells that would complete a line (empty or not: the
/// caller masks them with the empty cells).
static WIN_CELLS: [u16; 512] = win_cells_table();

const fn won_table() -> [bool; 512] {
    let mut table = [false; 512];
    let mut p = 0;
    while p < 512 {
        let mut l = 0;
        while l < 8 {
            if p as u16 & LINES[l] == LINES[l] {
                table[p] = true;
            }
            l += 1;
        }
        p += 1;
    }
    table
}

const fn win_cells_table() -> [u16; 512] {
    let mut table = [0u16; 512];
    let mut p = 0;
    while p < 512 {
        let mut l = 0;
        while l < 8 {
            let missing = LINES[l] & !(p as u16);
            if missing.count_ones() == 1 {
                table[p] |= missing;
            }
            l += 1;
        }
        p += 1;
    }
    table
}

/// For each of the 512 patterns, its number of cells: a table, as x86_64's baseline has no
/// popcount instruction (`count_ones` was a quarter of a playout's instructions).
static COUNT: [u8; 512] = count_table();

/// For each of the 512 patterns, its cells in ascending order (the rest 0).
static NTH: [[u8; 9]; 512] = nth_table();

const fn count_table() -> [u8; 512] {
    let mut table = [0u8; 512];
    let mut p = 0;
    while p < 512 {
        table[p] = (p as u16).count_ones() as u8;
        p += 1;
    }
    table
}

const fn nth_table() -> [[u8; 9]; 512] {
    let mut table = [[0u8; 9]; 512];
    let mut p = 0;
    while p < 512 {
        let (mut bit, mut n) = (0, 0);
        while bit < 9 {
            if p & 1 << bit != 0 {
                table[p][n] = bit as u8;
                n += 1;
            }
            bit += 1;
        }
        p += 1;
    }
    table
}

/// The number of cells of the pattern `mask` (its low 9 bits).
#[inline(always)]
pub fn count(mask: u16) -> u32 {
    u32::from(COUNT.get(usize::from(mask & FULL)).copied().unwrap_or(0))
}

/// Whether the pattern `mask` (only its low 9 bits count) holds three in a row.
#[inline(always)]
pub fn is_won(mask: u16) -> bool {
    WON.get(usize::from(mask & FULL)).copied().unwrap_or(false)
}

/// The cells that would give `mask` three in a row (occupied ones included: mask them).
#[inline(always)]
pub fn win_cells(mask: u16) -> u16 {
    WIN_CELLS.get(usize::from(mask & FULL)).copied().unwrap_or(0)
}

/// The small board (0..9) of the 9×9 index `index` (0..81).
#[inline(always)]
pub const fn board_of(index: u8) -> u8 {
    let (row, col) = (index / 9, index % 9);
    (row / 3) * 3 + col / 3
}

/// The cell (0..9) within its small board of the 9×9 index `index` (0..81); also the board a
/// move there sends the opponent to.
#[inline(always)]
pub const fn cell_of(index: u8) -> u8 {
    let (row, col) = (index / 9, index % 9);
    (row % 3) * 3 + col % 3
}

/// The 9×9 index of `cell` (0..9) of small board `board` (0..9); both are taken modulo 9.
#[inline(always)]
pub const fn index_of(board: u8, cell: u8) -> u8 {
    let (board, cell) = (board % 9, cell % 9);
    let row = (board / 3) * 3 + cell / 3;
    let col = (board % 3) * 3 + cell % 3;
    row * 9 + col
}

/// The `n`-th cell (from the lowest, 0-based) of the pattern `mask` (its low 9 bits); `n`
/// must be below its count (else 0).
#[inline(always)]
pub fn nth_bit(mask: u16, n: u32) -> u8 {
    NTH.get(usize::from(mask & FULL)).and_then(|cells| cells.get(n as usize)).copied().unwrap_or(0)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn tables_agree_with_the_lines() {
        for p in 0..512u16 {
            assert_eq!(is_won(p), LINES.iter().any(|&l| l & !p == 0));
            let cells = (0..9).filter(|&c| is_won(p | 1 << c)).fold(0u16, |m, c| m | 1 << c);
            // A cell already set completes nothing new unless the pattern is already won.
            if !is_won(p) {
                assert_eq!(win_cells(p) & !p, cells & !p, "{p:o}");
            }
        }
        assert_eq!(win_cells(0o003), 0o004);
        assert_eq!(win_cells(0o021), 0o400);
    }

    #[test]
    fn index_round_trips() {
        for i in 0..81u8 {
            assert_eq!(index_of(board_of(i), cell_of(i)), i);
        }
        assert_eq!(board_of(80), 8);
        assert_eq!(cell_of(80), 8);
        assert_eq!(board_of(3), 1);
        assert_eq!(cell_of(3), 0);
        assert_eq!(index_of(4, 4), 40);
    }

    #[test]
    fn nth_bit_walks_set_bits() {
        assert_eq!(nth_bit(0b1011_0000, 0), 4);
        assert_eq!(nth_bit(0b1011_0000, 1), 5);
        assert_eq!(nth_bit(0b1011_0000, 2), 7);
        for p in 0..512u16 {
            assert_eq!(count(p), p.count_ones());
        }
    }
}
