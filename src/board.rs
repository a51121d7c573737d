//! `Board`: the raw 3x3 grid as two disjoint bitboards, with no promise that a game reaches
//! it, plus its 9-character notation (`"X.O......"`, row-major, `.` for empty).

use crate::bitboard::Bitboard;
use crate::error::{Coded, ErrorCode};
use crate::line::{has_line, Line, LINES};
use crate::player::Player;
use crate::square::Square;
use std::fmt;
use std::str::FromStr;

/// What a cell holds: a player's mark or nothing.
pub type Cell = Option<Player>;

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

    /// The first line (in SPEC §4 order) that `player` has completed.
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

    /// `player` marks `sq`, the rule of SPEC §2's `applyMove`: no move on a finished board,
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

impl fmt::Display for PlayError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            PlayError::GameOver => f.write_str("the game is already over"),
            PlayError::CellOccupied(sq) => write!(f, "cell {sq} is already taken"),
        }
    }
}

impl Coded for PlayError {
    fn code(&self) -> ErrorCode {
        match self {
            PlayError::GameOver => ErrorCode::GameOver,
            PlayError::CellOccupied(_) => ErrorCode::CellOccupied,
        }
    }
}

/// Writes the 9-character notation: `X`, `O` and `.` in row-major order.
impl fmt::Display for Board {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let text: String = self
            .cells()
            .iter()
            .map(|cell| cell.map_or('.', Player::char))
            .collect();
        f.write_str(&text)
    }
}

/// Why a notation string is not a board.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ParseBoardError {
    /// Not exactly nine characters.
    Length(usize),
    /// A character other than those accepted, at this 0-based position.
    Character { position: usize, found: char },
}

impl fmt::Display for ParseBoardError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ParseBoardError::Length(n) => {
                write!(f, "board notation must have 9 cells, got {n} characters")
            }
            ParseBoardError::Character { position, found } => write!(
                f,
                "board notation cell {position} must be 'X', 'O' or '.', got {}",
                crate::error::quote(found.encode_utf8(&mut [0; 4]))
            ),
        }
    }
}

impl Coded for ParseBoardError {
    fn code(&self) -> ErrorCode {
        ErrorCode::InvalidBoard
    }
}

/// Parses the notation: exactly nine characters, `X`/`x`, `O`/`o`, and `.` or `-` for empty.
impl FromStr for Board {
    type Err = ParseBoardError;

    fn from_str(s: &str) -> Result<Board, ParseBoardError> {
        let count = s.chars().count();
        if count != 9 {
            return Err(ParseBoardError::Length(count));
        }
        let mut board = Board::EMPTY;
        for ((position, found), sq) in s.chars().enumerate().zip(Square::ALL) {
            let cell = match found {
                'X' | 'x' => Some(Player::X),
                'O' | 'o' => Some(Player::O),
                '.' | '-' => None,
                _ => return Err(ParseBoardError::Character { position, found }),
            };
            board.set(sq, cell);
        }
        Ok(board)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn notation_round_trips_for_every_assignment() {
        let mut seen = std::collections::HashSet::new();
        for code in 0..Board::INDEX_COUNT {
            let mut rest = code;
            let cells = Square::ALL.map(|_| {
                let digit = rest % 3;
                rest /= 3;
                [None, Some(Player::X), Some(Player::O)][digit]
            });
            let board = Board::from_cells(cells);
            assert_eq!(board.index(), code);
            let text = board.to_string();
            assert_eq!(text.parse::<Board>(), Ok(board));
            assert_eq!(text.to_lowercase().parse::<Board>(), Ok(board));
            seen.insert(text);
        }
        assert_eq!(seen.len(), 19_683);
    }

    #[test]
    fn notation_errors_name_the_problem() {
        assert_eq!("X.O".parse::<Board>(), Err(ParseBoardError::Length(3)));
        assert_eq!(
            "X.O..?...".parse::<Board>(),
            Err(ParseBoardError::Character { position: 5, found: '?' })
        );
    }

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
