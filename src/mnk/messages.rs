//! The m,n,k module's message texts, declared as [`Message`]s like the central list
//! (`crate::text::messages`), into which they are to be merged. Each `{}` is filled in order.

use alloc::string::String;
use crate::text::error::ErrorCode::{BookUnavailable, CellOccupied, GameOver, InvalidBoard, InvalidMove, InvalidOption};
use crate::text::error::ErrorKind::{GameState, OutOfRange, WrongType};
use crate::text::messages::Message;

const fn message(name: &'static str, code: crate::text::error::ErrorCode, kind: crate::text::error::ErrorKind, text: &'static str) -> Message {
    Message { name, code, kind, text, raised: crate::text::messages::NOT_RAISED }
}

// Rules (SPEC §8).
pub const MNK_SIDE: Message = message("MNK_SIDE", InvalidOption, OutOfRange, "rules.{} must be an integer 3..15, got {}");
pub const MNK_K: Message = message("MNK_K", InvalidOption, OutOfRange, "rules.k must be an integer 3..{} (the longer side), got {}");

// Boards.
pub const MNK_BOARD_SIZE: Message = message("MNK_BOARD_SIZE", InvalidBoard, WrongType, "board must have {} cells ({} rows of {}), got {}");
pub const MNK_ROW_SIZE: Message = message("MNK_ROW_SIZE", InvalidBoard, WrongType, "row {} must have {} cells, got {}");
pub const MNK_ROWS: Message = message("MNK_ROWS", InvalidBoard, WrongType, "board must have {} rows, got {}");
pub const MNK_FLOATING: Message = message("MNK_FLOATING", InvalidBoard, WrongType, "with gravity, cell ({}, {}) holds a mark above an empty cell");
pub const MNK_RULES_DIFFER: Message = message("MNK_RULES_DIFFER", InvalidBoard, WrongType, "board is for {} but the engine plays {}");

// Moves.
pub const MNK_OFF_BOARD: Message = message("MNK_OFF_BOARD", InvalidMove, OutOfRange, "move ({}, {}) is off the {} by {} board");
pub const MNK_COLUMN: Message = message("MNK_COLUMN", InvalidMove, OutOfRange, "column {} is off the board: columns are 0..{}");
pub const MNK_COLUMN_FULL: Message = message("MNK_COLUMN_FULL", InvalidMove, GameState, "column {} is full");
pub const MNK_NOT_LOWEST: Message = message("MNK_NOT_LOWEST", InvalidMove, GameState, "with gravity, a mark in column {} drops to ({}, {}), not ({}, {})");
pub const MNK_CELL_TAKEN: Message = message("MNK_CELL_TAKEN", CellOccupied, GameState, "cell ({}, {}) is already taken");
pub const MNK_GAME_OVER: Message = message("MNK_GAME_OVER", GameOver, GameState, "the game is already over");

// The Connect Four opening book (SPEC §8.1): its file, and the reason (`BookError::reason`).
pub const MNK_BOOK: Message = message("MNK_BOOK", BookUnavailable, GameState, "the Connect Four opening book {} could not be loaded: {}");

// Engine options.
pub const MNK_TABLE_BITS: Message = message("MNK_TABLE_BITS", InvalidOption, OutOfRange, "tableBits must be an integer 10..26, got {}");

/// A sentence template of `analyze`'s explanation: not an error, so no code or kind. Filled
/// like a [`Message`].
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Sentence {
    pub name: &'static str,
    pub text: &'static str,
}

impl Sentence {
    /// The text with each `{}` replaced by the next of `args`.
    pub fn fill(&self, args: &[&str]) -> String {
        Message { name: self.name, code: InvalidOption, kind: GameState, text: self.text, raised: crate::text::messages::NOT_RAISED }.fill(args)
    }
}

const fn sentence(name: &'static str, text: &'static str) -> Sentence {
    Sentence { name, text }
}

// Explanations (`analyze`): one sentence each.
pub const MNK_EXPLAIN_WIN: Sentence = sentence("MNK_EXPLAIN_WIN", "Play ({}, {}) to complete {} in a row and win.");
pub const MNK_EXPLAIN_BLOCK: Sentence = sentence("MNK_EXPLAIN_BLOCK", "Block ({}, {}): {} completes {} in a row there next move.");
pub const MNK_EXPLAIN_DOUBLE: Sentence = sentence("MNK_EXPLAIN_DOUBLE", "{} can complete {} in a row at {} cells, so you cannot block them all; block ({}, {}) and hope {} misses the others.");
pub const MNK_EXPLAIN_FORK: Sentence = sentence("MNK_EXPLAIN_FORK", "Play ({}, {}) to make two threats at once; {} can only block one.");
pub const MNK_EXPLAIN_STOP_FORK: Sentence = sentence("MNK_EXPLAIN_STOP_FORK", "Take ({}, {}) first: there {} would make two threats at once.");
pub const MNK_EXPLAIN_FORCED_WIN: Sentence = sentence("MNK_EXPLAIN_FORCED_WIN", "Play ({}, {}) to start a forced win: threat after threat, {} must answer each until it cannot block them all.");
pub const MNK_EXPLAIN_DEFEND: Sentence = sentence("MNK_EXPLAIN_DEFEND", "Play ({}, {}): otherwise {} forces a win with threats of {} in a row.");
pub const MNK_EXPLAIN_THREAT: Sentence = sentence("MNK_EXPLAIN_THREAT", "Play ({}, {}) to threaten {} in a row and force {} to block.");
pub const MNK_EXPLAIN_QUIET: Sentence = sentence("MNK_EXPLAIN_QUIET", "No one can win at once; play ({}, {}), the open cell on the most lines still open.");
pub const MNK_EXPLAIN_KEEP_WIN: Sentence = sentence("MNK_EXPLAIN_KEEP_WIN", "No one can win at once; play ({}, {}), which keeps a forced win.");
pub const MNK_EXPLAIN_KEEP_DRAW: Sentence = sentence("MNK_EXPLAIN_KEEP_DRAW", "No one can win at once; play ({}, {}), which holds the draw.");
pub const MNK_EXPLAIN_MISERE: Sentence = sentence("MNK_EXPLAIN_MISERE", "Completing {} in a row loses here; play ({}, {}), which completes no line.");
pub const MNK_EXPLAIN_FORCED: Sentence = sentence("MNK_EXPLAIN_FORCED", "Every move completes {} in a row and loses; ({}, {}) is as good as any.");
pub const MNK_EXPLAIN_WON: Sentence = sentence("MNK_EXPLAIN_WON", "{} has won: the game is over.");
pub const MNK_EXPLAIN_DRAWN: Sentence = sentence("MNK_EXPLAIN_DRAWN", "The board is full: the game is a draw.");

/// Every error message this module declares.
pub const ALL: [Message; 15] = [
    MNK_SIDE, MNK_K, MNK_BOARD_SIZE, MNK_ROW_SIZE, MNK_ROWS, MNK_FLOATING, MNK_RULES_DIFFER, MNK_OFF_BOARD, MNK_COLUMN, MNK_COLUMN_FULL,
    MNK_NOT_LOWEST, MNK_CELL_TAKEN, MNK_GAME_OVER, MNK_TABLE_BITS, MNK_BOOK,
];

/// Every explanation sentence this module declares.
pub const SENTENCES: [Sentence; 15] = [
    MNK_EXPLAIN_WIN, MNK_EXPLAIN_BLOCK, MNK_EXPLAIN_DOUBLE, MNK_EXPLAIN_FORK, MNK_EXPLAIN_THREAT,
    MNK_EXPLAIN_QUIET, MNK_EXPLAIN_MISERE, MNK_EXPLAIN_FORCED, MNK_EXPLAIN_WON, MNK_EXPLAIN_DRAWN,
    MNK_EXPLAIN_STOP_FORK, MNK_EXPLAIN_KEEP_WIN, MNK_EXPLAIN_KEEP_DRAW, MNK_EXPLAIN_FORCED_WIN, MNK_EXPLAIN_DEFEND,
];
