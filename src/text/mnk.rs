//! How the m,n,k engine's errors and sentences are coded and worded (API reference "Bigger boards"): the engine
//! raises plain enums and names its sentence by [`Sentence`]; this is the one place that turns
//! them into what a user reads. Its errors' messages are in `crate::text::messages`, its
//! sentences among the pieces of `crate::text::words`, so JavaScript joins an analysis's
//! sentence as it joins the 3×3 analyzer's.

use alloc::string::{String, ToString};
use crate::mnk::analysis::{Arg, Explanation, Sentence};
use crate::mnk::connect4::BookError;
use crate::mnk::{BoardError, EngineError, MoveError, RulesError};
use crate::text::error::{Coded, ErrorCode, ErrorKind};
use crate::text::texts::{self, Piece};
use crate::text::words::Words;
use core::fmt;

/// The piece that words `sentence`.
fn piece(sentence: Sentence) -> Piece {
    match sentence {
        Sentence::Win => texts::MNK_WIN,
        Sentence::Block => texts::MNK_BLOCK,
        Sentence::Double => texts::MNK_DOUBLE,
        Sentence::Fork => texts::MNK_FORK,
        Sentence::StopFork => texts::MNK_STOP_FORK,
        Sentence::ForcedWin => texts::MNK_FORCED_WIN,
        Sentence::Defend => texts::MNK_DEFEND,
        Sentence::Threat => texts::MNK_THREAT,
        Sentence::Quiet => texts::MNK_QUIET,
        Sentence::KeepWin => texts::MNK_KEEP_WIN,
        Sentence::KeepDraw => texts::MNK_KEEP_DRAW,
        Sentence::Misere => texts::MNK_MISERE,
        Sentence::Forced => texts::MNK_FORCED,
        Sentence::Won => texts::MNK_WON,
        Sentence::Drawn => texts::MNK_DRAWN,
    }
}

impl Explanation {
    /// The sentence as words: its piece, then each value it names.
    pub fn words(&self) -> Words {
        let mut w = Words::default();
        w.piece(piece(self.sentence));
        for arg in &self.args {
            match *arg {
                Arg::Number(n) => w.number(n),
                Arg::Player(p) => w.player(p),
            };
        }
        w
    }

    /// The sentence with its values filled in.
    pub fn text(&self) -> String {
        self.words().text()
    }
}

impl BookError {
    /// The reason in a few words, for `MNK_BOOK`'s message (`MNK_BOOK_REASONS` in `wire.js`).
    pub const fn reason(self) -> &'static str {
        match self {
            BookError::Unreachable => "the file could not be fetched",
            BookError::Format => "not an oxo-ai Connect Four book",
            BookError::Shape => "a book of another board",
            BookError::Truncated => "the file is truncated",
            BookError::Corrupt => "the file is corrupt",
        }
    }
}

impl fmt::Display for RulesError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let text = match *self {
            RulesError::Side { name, value } => texts::MNK_SIDE.fill(&[name, &value.to_string()]),
            RulesError::K { k, longest } => texts::MNK_K.fill(&[&longest.to_string(), &k.to_string()]),
        };
        f.write_str(&text)
    }
}

impl Coded for RulesError {
    fn code(&self) -> ErrorCode {
        ErrorCode::InvalidOption
    }

    fn kind(&self) -> ErrorKind {
        ErrorKind::OutOfRange
    }
}

impl fmt::Display for BoardError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let text = match *self {
            BoardError::Size { rules, got } => {
                let got = if got == usize::MAX { "an unknown cell".to_string() } else { got.to_string() };
                texts::MNK_BOARD_SIZE.fill(&[&rules.cells().to_string(), &rules.rows().to_string(), &rules.cols().to_string(), &got])
            }
            BoardError::Rows { rules, got } => texts::MNK_ROWS.fill(&[&rules.rows().to_string(), &got.to_string()]),
            BoardError::RowSize { row, cols, got } => texts::MNK_ROW_SIZE.fill(&[&row.to_string(), &cols.to_string(), &got.to_string()]),
            BoardError::Floating { row, col } => texts::MNK_FLOATING.fill(&[&row.to_string(), &col.to_string()]),
            BoardError::RulesDiffer { board, engine } => texts::MNK_RULES_DIFFER.fill(&[&board.to_string(), &engine.to_string()]),
        };
        f.write_str(&text)
    }
}

impl Coded for BoardError {
    fn code(&self) -> ErrorCode {
        ErrorCode::InvalidBoard
    }

    fn kind(&self) -> ErrorKind {
        ErrorKind::WrongType
    }
}

impl fmt::Display for MoveError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let s = |n: u8| n.to_string();
        let text = match *self {
            MoveError::OffBoard { mv, rules } => texts::MNK_OFF_BOARD.fill(&[&s(mv.row), &s(mv.col), &s(rules.rows()), &s(rules.cols())]),
            MoveError::Column { col, cols } => texts::MNK_COLUMN.fill(&[&col.to_string(), &s(cols.saturating_sub(1))]),
            MoveError::ColumnFull(col) => texts::MNK_COLUMN_FULL.fill(&[&s(col)]),
            MoveError::NotLowest { mv, lowest } => {
                texts::MNK_NOT_LOWEST.fill(&[&s(mv.col), &s(lowest.row), &s(lowest.col), &s(mv.row), &s(mv.col)])
            }
            MoveError::Occupied(mv) => texts::MNK_CELL_TAKEN.fill(&[&s(mv.row), &s(mv.col)]),
            MoveError::GameOver => texts::MNK_GAME_OVER.fill(&[]),
        };
        f.write_str(&text)
    }
}

impl Coded for MoveError {
    fn code(&self) -> ErrorCode {
        match self {
            MoveError::Occupied(_) => ErrorCode::CellOccupied,
            MoveError::GameOver => ErrorCode::GameOver,
            _ => ErrorCode::InvalidMove,
        }
    }

    fn kind(&self) -> ErrorKind {
        match self {
            MoveError::OffBoard { .. } | MoveError::Column { .. } => ErrorKind::OutOfRange,
            _ => ErrorKind::GameState,
        }
    }
}

impl fmt::Display for EngineError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            EngineError::TableBits(bits) => f.write_str(&texts::MNK_TABLE_BITS.fill(&[&bits.to_string()])),
            EngineError::Entropy(e) => e.fmt(f),
        }
    }
}

impl Coded for EngineError {
    fn code(&self) -> ErrorCode {
        match self {
            EngineError::TableBits(_) => ErrorCode::InvalidOption,
            EngineError::Entropy(e) => e.code(),
        }
    }

    fn kind(&self) -> ErrorKind {
        match self {
            EngineError::TableBits(_) => ErrorKind::OutOfRange,
            EngineError::Entropy(e) => e.kind(),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::mnk::Rules;

    #[test]
    fn out_of_range_rules_are_invalid_options() {
        for (rows, cols, k) in [(2, 3, 3), (3, 16, 3), (0, 0, 0), (3, 3, 4), (4, 3, 5), (5, 5, 2), (15, 15, 16), (300, 3, 3)] {
            let err = Rules::new(rows, cols, k).unwrap_err();
            assert_eq!(err.code(), ErrorCode::InvalidOption, "{rows} {cols} {k}");
            assert!(!err.to_string().is_empty());
        }
        assert!(Rules::new(3, 15, 15).is_ok());
        assert_eq!(Rules::new(3, 3, 9).unwrap_err().to_string(), "rules.k must be an integer 3..3 (the longer side), got 9");
    }
}
