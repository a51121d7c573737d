//! The text and number forms of a board: the 9-character notation (API reference "Board utilities") and the on-chain
//! 0/1/2 encoding. The values JavaScript may pass for a cell or a player are
//! `crate::text::spellings`'s.

use alloc::string::String;
use crate::common::player::{Cell, Player};
use crate::ttt::board::Board;
use crate::ttt::square::Square;
use core::fmt;
use core::str::FromStr;

/// The on-chain encoding of a cell (ClarityXO's `(list 9 uint)`): 0 empty, 1 X, 2 O.
pub const ON_CHAIN: [Cell; 3] = [None, Some(Player::X), Some(Player::O)];

/// The cell an on-chain number stands for; `None` past 2.
pub fn cell_from_on_chain(code: u64) -> Option<Cell> {
    usize::try_from(code).ok().and_then(|i| ON_CHAIN.get(i)).copied()
}

/// The on-chain number of a cell.
pub fn on_chain_code(cell: Cell) -> u8 {
    match cell {
        None => 0,
        Some(Player::X) => 1,
        Some(Player::O) => 2,
    }
}

/// Writes the 9-character notation: `X`, `O` and `.` in row-major order.
impl fmt::Display for Board {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let text: String = self.cells().iter().map(|cell| cell.map_or('.', Player::char)).collect();
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


/// The cell a notation character stands for: `X`/`x`, `O`/`o`, and `.` or `-` for empty.
pub fn cell_from_char(c: char) -> Option<Cell> {
    match c {
        'X' | 'x' => Some(Some(Player::X)),
        'O' | 'o' => Some(Some(Player::O)),
        '.' | '-' => Some(None),
        _ => None,
    }
}

/// Parses the notation: exactly nine characters, each accepted by [`cell_from_char`].
impl FromStr for Board {
    type Err = ParseBoardError;

    fn from_str(s: &str) -> Result<Board, ParseBoardError> {
        // A fold, not `count()`: the same number without core's wide character counter (~1 KB).
        let count = s.chars().fold(0, |n, _| n + 1);
        if count != 9 {
            return Err(ParseBoardError::Length(count));
        }
        let mut board = Board::EMPTY;
        for ((position, found), sq) in s.chars().enumerate().zip(Square::ALL) {
            let cell = cell_from_char(found).ok_or(ParseBoardError::Character { position, found })?;
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
                ON_CHAIN[digit]
            });
            let board = Board::from_cells(cells);
            assert_eq!(board.index(), code);
            let text = board.to_string();
            assert_eq!(text.parse::<Board>(), Ok(board));
            assert_eq!(text.to_lowercase().parse::<Board>(), Ok(board));
            assert_eq!(text.replace('.', "-").parse::<Board>(), Ok(board));
            assert_eq!(board.cells().map(|c| cell_from_on_chain(u64::from(on_chain_code(c)))), cells.map(Some));
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
}
