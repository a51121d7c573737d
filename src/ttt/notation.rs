//! The text and number forms of a board and a player: the 9-character notation, the cell and
//! player spellings JavaScript may pass (SPEC §6), and the on-chain 0/1/2 encoding. Every
//! reader of a board, in the core, the facade, the CLI and the package's JS, decides with
//! these tables.

use alloc::{string::String, string::ToString};
use crate::common::player::Player;
use crate::text::error::{quote, Coded, ErrorCode, ErrorKind};
use crate::text::messages;
use crate::ttt::board::{Board, Cell};
use crate::ttt::square::Square;
use core::fmt;
use core::str::FromStr;

/// A value JavaScript may hand over for a cell.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Spelling {
    Null,
    Undefined,
    Text(&'static str),
}

/// The accepted cell values of SPEC §6 and what each means. A value's position in this table
/// is its token on the wire (`crate::boundary::wire`).
pub const CELL_SPELLINGS: [(Spelling, Cell); 9] = [
    (Spelling::Null, None),
    (Spelling::Undefined, None),
    (Spelling::Text(""), None),
    (Spelling::Text(" "), None),
    (Spelling::Text("."), None),
    (Spelling::Text("X"), Some(Player::X)),
    (Spelling::Text("x"), Some(Player::X)),
    (Spelling::Text("O"), Some(Player::O)),
    (Spelling::Text("o"), Some(Player::O)),
];

/// The accepted player values: exactly `'X'` and `'O'` (a lowercase `'x'` is a cell, never a
/// player). A value's position in this table is its token on the wire.
pub const PLAYER_SPELLINGS: [(&str, Player); 2] = [("X", Player::X), ("O", Player::O)];

/// The on-chain encoding of a cell (ClarityXO's `(list 9 uint)`): 0 empty, 1 X, 2 O.
pub const ON_CHAIN: [Cell; 3] = [None, Some(Player::X), Some(Player::O)];

/// What a Clarity value's `type` says it is, in the shapes an app holds after a read-only call
/// (SPEC §7.1): `@stacks/transactions` 7.x names, the signatures `cvToJSON` writes (exact, or by
/// prefix), and 6.x `ClarityType` numbers. The package's `fromOnChain` reads with these tables
/// (written into `wire.js`); `list-numbered` is a 6.x list, whose entries are under `list`.
pub const CLARITY_TYPE_NAMES: [(&str, &str); 8] = [
    ("list", "list"), ("ok", "ok"), ("err", "err"), ("some", "some"), ("none", "none"),
    ("(optional none)", "none"), ("uint", "uint"), ("int", "int"),
];
/// `cvToJSON` signatures by their start: `(list 9 uint)`, `(response …)`, `(optional …)`.
pub const CLARITY_TYPE_PREFIXES: [(&str, &str); 3] = [("(list ", "list"), ("(response ", "response"), ("(optional ", "some")];
/// `ClarityType` numbers of `@stacks/transactions` 6.x and what each is.
pub const CLARITY_TYPE_NUMBERS: [(u8, &str); 7] =
    [(0, "int"), (1, "uint"), (7, "ok"), (8, "err"), (9, "none"), (10, "some"), (11, "list-numbered")];

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

impl fmt::Display for ParseBoardError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ParseBoardError::Length(n) => f.write_str(&messages::NOTATION_LENGTH.fill(&[&n.to_string()])),
            ParseBoardError::Character { position, found } => {
                let cell = u8::try_from(*position).ok().and_then(Square::new).map_or_else(|| position.to_string(), |sq| sq.to_string());
                f.write_str(&messages::NOTATION_CHAR.fill(&[&cell, &quote(found.encode_utf8(&mut [0; 4]))]))
            }
        }
    }
}

impl Coded for ParseBoardError {
    fn code(&self) -> ErrorCode {
        ErrorCode::InvalidBoard
    }

    fn kind(&self) -> ErrorKind {
        ErrorKind::WrongType
    }
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

    fn cell_from_text(text: &str) -> Option<Cell> {
        CELL_SPELLINGS.iter().find(|(s, _)| matches!(s, Spelling::Text(t) if *t == text)).map(|&(_, cell)| cell)
    }

    fn player_from_text(text: &str) -> Option<Player> {
        PLAYER_SPELLINGS.iter().find(|(s, _)| *s == text).map(|&(_, player)| player)
    }

    #[test]
    fn spellings_mean_what_spec_6_says() {
        for (text, cell) in [("X", Some(Player::X)), ("x", Some(Player::X)), ("O", Some(Player::O)),
            ("o", Some(Player::O)), ("", None), (" ", None), (".", None)] {
            assert_eq!(cell_from_text(text), Some(cell), "{text:?}");
        }
        for text in ["-", "Z", "XX", "0", "null"] {
            assert_eq!(cell_from_text(text), None, "{text:?}");
        }
        assert_eq!(player_from_text("X"), Some(Player::X));
        assert_eq!(player_from_text("x"), None);
        assert_eq!(cell_from_on_chain(3), None);
    }
}
