//! `Board`: the raw 3x3 grid as two disjoint bitboards, with no promise that a game reaches
//! it. Its text and number forms live in `crate::ttt::notation`.

use crate::common::player::Player;
use crate::ttt::bitboard::Bitboard;
use crate::ttt::line::{has_line, Line, LINES};
use crate::ttt::square::Square;

pub use crate::common::player::Cell;

/// Any placement of marks; the two mark sets never overlap.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Board {
    x: Bitboard,
    o: Bitboard,
}

/// Why a move cannot be applied to a board.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PlayError {
    /// The board already has a winner or no empty cell.
    GameOver,
    CellOccupied(Square),
}

impl Board {
    pub const EMPTY: Board = Board { x: Bitboard::EMPTY, o: Bitboard::EMPTY };

    /// A board from X's and O's mark sets, or `None` if they overlap or leave the nine squares.
    pub const fn from_bitboards(x: Bitboard, o: Bitboard) -> Option<Board> {
        if x.bits() & o.bits() != 0 || (x.bits() | o.bits()) & !Bitboard::FULL.bits() != 0 {
            None
        } else {
            Some(Board { x, o })
        }
    }

    /// A board from nine cells in row-major order.
    pub fn from_cells(cells: [Cell; 9]) -> Board {
        let mut board = Board::EMPTY;
        for (sq, cell) in Square::ALL.into_iter().zip(cells) {
            board.set(sq, cell);
        }
        board
    }

    pub fn cells(self) -> [Cell; 9] {
        Square::ALL.map(|sq| self.get(sq))
    }

    pub const fn get(self, sq: Square) -> Cell {
        if self.x.contains(sq) {
            Some(Player::X)
        } else if self.o.contains(sq) {
            Some(Player::O)
        } else {
            None
        }
    }

    pub fn set(&mut self, sq: Square, cell: Cell) {
        self.x = self.x.without(sq);
        self.o = self.o.without(sq);
        match cell {
            Some(Player::X) => self.x = self.x.with(sq),
            Some(Player::O) => self.o = self.o.with(sq),
            None => {}
        }
    }

    pub const fn marks(self, player: Player) -> Bitboard {
        match player {
            Player::X => self.x,
            Player::O => self.o,
        }
    }

    pub const fn occupied(self) -> Bitboard {
        Bitboard(self.x.bits() | self.o.bits())
    }

    pub const fn empty_squares(self) -> Bitboard {
        Bitboard(!self.occupied().bits() & Bitboard::FULL.bits())
    }

    pub const fn is_full(self) -> bool {
        self.occupied().bits() == Bitboard::FULL.bits()
    }

    /// True if `player` has three in a row.
    pub const fn has_won(self, player: Player) -> bool {
        has_line(self.marks(player))
    }

    /// The player with three in a row; `None` if nobody has one, or both do (a board no game
    /// reaches, which only the unchecked utilities accept).
    pub const fn winner(self) -> Option<Player> {
        match (self.has_won(Player::X), self.has_won(Player::O)) {
            (true, false) => Some(Player::X),
            (false, true) => Some(Player::O),
            _ => None,
        }
    }

    /// The first line (in API reference "GameAnalyzer" order) that `player` has completed.
    pub fn winning_line(self, player: Player) -> Option<Line> {
        let marks = self.marks(player);
        LINES.into_iter().find(|line| marks.is_superset(line.cells))
    }

    /// True if a player has won or no empty cell remains.
    pub const fn is_finished(self) -> bool {
        self.is_full() || self.has_won(Player::X) || self.has_won(Player::O)
    }

    /// True if full and nobody won.
    pub const fn is_draw(self) -> bool {
        self.is_full() && !self.has_won(Player::X) && !self.has_won(Player::O)
    }

    /// `player` marks `sq`, the rule of the API reference's "Board utilities" `applyMove`: no move on a finished board,
    /// none on a taken cell. Whose turn it is is not checked here; see `Position::play`.
    ///
    /// # Errors
    /// [`PlayError::GameOver`] before [`PlayError::CellOccupied`].
    pub fn play(self, sq: Square, player: Player) -> Result<Board, PlayError> {
        if self.is_finished() {
            Err(PlayError::GameOver)
        } else if self.occupied().contains(sq) {
            Err(PlayError::CellOccupied(sq))
        } else {
            Ok(self.play_unchecked(sq, player))
        }
    }

    /// `player` marks the empty square `sq`; for search loops that know it is legal.
    #[inline]
    pub const fn play_unchecked(self, sq: Square, player: Player) -> Board {
        match player {
            Player::X => Board { x: self.x.with(sq), o: self.o },
            Player::O => Board { x: self.x, o: self.o.with(sq) },
        }
    }

    /// A dense index in 0..3^9 (cell `i` contributes 3^i times 0, 1 for X or 2 for O), for
    /// lookup tables.
    #[inline]
    pub const fn index(self) -> usize {
        // The masks change nothing (a board's marks stay within the nine squares) but let the
        // compiler see that the lookups are in bounds: no panic path on any board.
        TERNARY[self.x.bits() as usize & 0x1ff] as usize
            + 2 * TERNARY[self.o.bits() as usize & 0x1ff] as usize
    }

    /// Number of distinct [`Board::index`] values.
    pub const INDEX_COUNT: usize = 19_683;

    /// The board whose [`Board::index`] is `index`; `None` past [`Board::INDEX_COUNT`].
    pub fn from_index(index: usize) -> Option<Board> {
        if index >= Board::INDEX_COUNT {
            return None;
        }
        // Each cell's base-3 digit, as `index` writes it: 0 empty, 1 X, 2 O.
        const DIGIT: [Cell; 3] = [None, Some(Player::X), Some(Player::O)];
        let mut rest = index;
        Some(Board::from_cells(Square::ALL.map(|_| {
            let digit = rest % 3;
            rest /= 3;
            DIGIT.get(digit).copied().flatten()
        })))
    }
}

/// `TERNARY[m]`: the mask `m` read as base-3 digits 0/1.
static TERNARY: [u16; 512] = {
    let mut table = [0u16; 512];
    let mut m = 0;
    while m < 512 {
        let (mut value, mut power, mut bit) = (0u16, 1u16, 0);
        while bit < 9 {
            if m & (1 << bit) != 0 {
                value += power;
            }
            power *= 3;
            bit += 1;
        }
        table[m] = value;
        m += 1;
    }
    table
};

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn play_checks_game_over_before_occupied() {
        let won: Board = "XXXOO....".parse().unwrap();
        assert_eq!(won.play(Square::ALL[0], Player::O), Err(PlayError::GameOver));
        let open: Board = "X........".parse().unwrap();
        assert_eq!(
            open.play(Square::ALL[0], Player::O),
            Err(PlayError::CellOccupied(Square::ALL[0]))
        );
    }
}
