//! Every message a rejected board, move, player, board format, options object or snapshot carries, 3×3 or m,n,k, declared once: the
//! package build writes this table into `wire.js` (an `M_` constant each), where the JS readers
//! fill it. The errors the core raises itself (a move on a taken cell, an unreachable position,
//! the wrong turn, a snapshot's context) name theirs in words (`RAISED`, `crate::text::words`), which
//! JS fills the same way. Each `{}` is filled in order.

use alloc::{format, string::String, vec::Vec};
use crate::common::player::Player;
use crate::text::error::{ErrorCode, ErrorKind};
use crate::text::spellings::{js_spelling, CELL_SPELLINGS};
use crate::ttt::strategy::{Difficulty, Rule};

/// A message template with the code and kind of the error that carries it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Message {
    /// Its name in `wire.js` (`M_` + this).
    pub name: &'static str,
    pub code: ErrorCode,
    pub kind: ErrorKind,
    pub text: &'static str,
    /// Its index in [`RAISED`] (its word, `crate::text::words::WORD_MESSAGE` + this), or
    /// [`NOT_RAISED`] for a message only the JS readers throw.
    pub raised: u8,
}

/// The `raised` of a message the core never raises.
pub const NOT_RAISED: u8 = u8::MAX;

impl Message {
    /// The text with each `{}` replaced by the next of `args`, for the native errors that are not
    /// words (an unknown name, a notation); the module fills none.
    pub fn fill(&self, args: &[&str]) -> String {
        let mut out = String::with_capacity(self.text.len() + 16);
        let mut args = args.iter();
        let mut chars = self.text.chars().peekable();
        while let Some(c) = chars.next() {
            if c == '{' && chars.next_if_eq(&'}').is_some() {
                out.push_str(args.next().copied().unwrap_or_default());
            } else {
                out.push(c);
            }
        }
        out
    }

}

const fn message(name: &'static str, code: ErrorCode, kind: ErrorKind, text: &'static str) -> Message {
    Message { name, code, kind, text, raised: NOT_RAISED }
}

/// A message the core raises, at `index` in [`RAISED`] (a test checks each index): its word is
/// a constant, so the module carries no name or text.
const fn raised(index: u8, name: &'static str, code: ErrorCode, kind: ErrorKind, text: &'static str) -> Message {
    Message { name, code, kind, text, raised: index }
}

use ErrorCode::{
    BookUnavailable, CellOccupied, EntropyUnavailable, GameOver as Over, ImpossiblePosition, InternalError, InvalidBoard, InvalidMove, InvalidOption, InvalidPlayer,
    InvalidSnapshot, WrongTurn,
};
use ErrorKind::{GameState, OutOfRange, WrongType};

// What reading a caller's value may meet, whatever the value is.
pub const THREW: Message = message("THREW", InvalidBoard, WrongType, "reading it threw {}");

// Boards (SPEC §6).
pub const BOARD_SHAPE: Message = message("BOARD_SHAPE", InvalidBoard, WrongType, "board must be an array of 3 rows of 3 cells or of 9 cells, got {}");
pub const ROW_SHAPE: Message = message("ROW_SHAPE", InvalidBoard, WrongType, "row {} must be an array of 3 cells, got {}");
/// A cell none of the accepted values: its square, the accepted values ([`accepted_cells`] or a
/// server's marks), and the value.
pub const CELL: Message = message("CELL", InvalidBoard, WrongType, "cell {} must be {}, got {}");
pub const BOARD_THREW: Message = message("BOARD_THREW", InvalidBoard, WrongType, "board could not be read: {}");

// Players and moves.
pub const PLAYER: Message = message("PLAYER", InvalidPlayer, WrongType, "player must be 'X' or 'O', got {}");
pub const MOVE_SHAPE: Message = message("MOVE_SHAPE", InvalidMove, WrongType, "move must be an object { row, col }, got {}");
pub const MOVE_KEY: Message = message("MOVE_KEY", InvalidMove, WrongType, "move.{} must be a number 0..2, got {}");
pub const MOVE_RANGE: Message = message("MOVE_RANGE", InvalidMove, OutOfRange, "move.{} must be an integer 0..2, got {}");
pub const MOVE_THREW: Message = message("MOVE_THREW", InvalidMove, WrongType, "move could not be read: {}");

// The rules of the game (SPEC §2, §6).
pub const GAME_OVER: Message = raised(0, "GAME_OVER", Over, GameState, "the game is already over");
pub const CELL_TAKEN: Message = raised(1, "CELL_TAKEN", CellOccupied, GameState, "cell {} is already taken");
pub const COUNTS: Message = raised(2, "COUNTS", ImpossiblePosition, GameState, "impossible position: X has {} marks and O has {}; X must have as many as O or one more");
pub const TWO_WINNERS: Message = raised(3, "TWO_WINNERS", ImpossiblePosition, GameState, "impossible position: both X and O have three in a row");
pub const WINNER_NOT_LAST: Message = raised(4, "WINNER_NOT_LAST", ImpossiblePosition, GameState, "impossible position: {} has three in a row but {} moved last");
pub const TURN: Message = raised(5, "TURN", WrongTurn, GameState, "it is {}'s turn, not {}'s");

// Errors the core raises from the numbers the readers hand it. A message that gives context
// ("snapshot start: {}") ends with the error it explains, whose code and kind the error keeps.
pub const RESTORE_START: Message = raised(7, "RESTORE_START", InvalidSnapshot, GameState, "snapshot start: {}");
pub const RESTORE_MOVE: Message = raised(8, "RESTORE_MOVE", InvalidSnapshot, GameState, "snapshot moves[{}] {}: {}");
pub const REVIEW_START: Message = raised(9, "REVIEW_START", InvalidSnapshot, GameState, "start: {}");
pub const REVIEW_MOVE: Message = raised(10, "REVIEW_MOVE", InvalidSnapshot, GameState, "moves[{}] {}: {}");
pub const GAMES_AT: Message = raised(11, "GAMES_AT", InvalidOption, GameState, "games[{}]: {}");
pub const OPPONENT_AT: Message = raised(12, "OPPONENT_AT", InvalidOption, WrongType, "opponent: {}");
pub const PLAYER_X_AT: Message = raised(19, "PLAYER_X_AT", InvalidOption, WrongType, "playerX: {}");
pub const PLAYER_O_AT: Message = raised(20, "PLAYER_O_AT", InvalidOption, WrongType, "playerO: {}");
/// An option of one level given with another: the option, its levels, the level given.
pub const OPTION_CONFLICT: Message = raised(13, "OPTION_CONFLICT", InvalidOption, WrongType, "{} applies only to difficulty {}, got difficulty '{}'");
pub const NOT_RULES: Message =
    raised(14, "NOT_RULES", InvalidOption, GameState, "bestMoveWithRule needs an engine of difficulty 'rules', this one is '{}'");
pub const OPPONENT_LEVEL: Message = raised(15, "OPPONENT_LEVEL",
    InvalidOption,
    WrongType,
    "opponent.difficulty must be 'easy', 'medium', 'hard', 'expert' or 'rules' (an opponent whose moves can be computed exactly), got 'mcts'",
);
pub const ENTROPY: Message = raised(16, "ENTROPY", EntropyUnavailable, GameState, "no entropy source is available; pass a `seed` option");
/// A wire value the JS readers never make (a bug to report): what it was.
pub const NOT_FROM_READER: Message = raised(17, "NOT_FROM_READER", InternalError, WrongType, "oxo-ai: {} did not come from the JS reader");
/// The same, with the number that was handed over.
pub const VALUE_NOT_FROM_READER: Message =
    raised(18, "VALUE_NOT_FROM_READER", InternalError, WrongType, "oxo-ai: {} {} did not come from the JS reader");

/// The messages the core raises itself, by their word (`crate::text::words::WORD_MESSAGE` + index).
pub const RAISED: [Message; 21] = [
    GAME_OVER, CELL_TAKEN, COUNTS, TWO_WINNERS, WINNER_NOT_LAST, TURN, CELL_ORDER_ONCE, RESTORE_START, RESTORE_MOVE,
    REVIEW_START, REVIEW_MOVE, GAMES_AT, OPPONENT_AT, OPTION_CONFLICT, NOT_RULES, OPPONENT_LEVEL, ENTROPY, NOT_FROM_READER,
    VALUE_NOT_FROM_READER, PLAYER_X_AT, PLAYER_O_AT,
];

// The 9-character notation (SPEC §7.1).
pub const NOTATION_TYPE: Message = message("NOTATION_TYPE", InvalidBoard, WrongType, "board notation must be a string such as \"X.O......\", got {}");
pub const NOTATION_LENGTH: Message = message("NOTATION_LENGTH", InvalidBoard, WrongType, "board notation must have 9 cells, got {} characters");
pub const NOTATION_CHAR: Message = message("NOTATION_CHAR", InvalidBoard, WrongType, "board notation cell {} must be 'X', 'x', 'O', 'o', '.' or '-', got {}");

// On-chain boards (SPEC §2, §7.1).
pub const CHAIN_READ: Message = message("CHAIN_READ", InvalidBoard, WrongType, "on-chain board {}: {}");
pub const CHAIN_ERR: Message = message("CHAIN_ERR", InvalidBoard, WrongType, "on-chain board is an (err {}) response");
pub const CHAIN_NONE: Message = message("CHAIN_NONE", InvalidBoard, WrongType, "on-chain board is none (an empty optional)");
pub const CHAIN_SHAPE: Message = message("CHAIN_SHAPE", InvalidBoard, WrongType, "on-chain board must be a list of 9 unsigned ints (0, 1, 2), got {}");
pub const CHAIN_LENGTH: Message = message("CHAIN_LENGTH", InvalidBoard, WrongType, "on-chain board must be a list of 9 unsigned ints, got {}");
pub const CHAIN_ENTRY_READ: Message = message("CHAIN_ENTRY_READ", InvalidBoard, WrongType, "on-chain board[{}]: {}");
pub const CHAIN_VALUE_READ: Message = message("CHAIN_VALUE_READ", InvalidBoard, WrongType, "on-chain board[{}].value: {}");
pub const CHAIN_ENTRY: Message = message("CHAIN_ENTRY", InvalidBoard, WrongType, "on-chain board[{}] must be 0, 1 or 2 as a number, bigint, decimal string or Clarity uint, got {}");
pub const CHAIN_RANGE: Message = message("CHAIN_RANGE", InvalidBoard, OutOfRange, "on-chain board[{}] must be 0, 1 or 2, got {}");

// A game server's marks, `{ x, y }` and cell numbers (SPEC §7.7).
pub const OBJECT: Message = message("OBJECT", InvalidOption, WrongType, "{} must be an object, got {}");
pub const OPTION_READ: Message = message("OPTION_READ", InvalidOption, WrongType, "option {}: {}");
pub const MARKS_SHAPE: Message = message("MARKS_SHAPE", InvalidOption, WrongType, "marks must be an object { X, O, empty? }, got {}");
pub const MARKS_MISSING: Message = message("MARKS_MISSING", InvalidOption, WrongType, "marks.{} is missing: say which value marks {}");
pub const MARKS_SAME: Message = message("MARKS_SAME", InvalidOption, WrongType, "marks.X and marks.O must differ, both are {}");
pub const MARKS_EMPTY: Message = message("MARKS_EMPTY", InvalidOption, WrongType, "marks.empty must differ from marks.X and marks.O, got {}");
pub const XY_SHAPE: Message = message("XY_SHAPE", InvalidMove, WrongType, "move must be an object { x, y }, got {}");
pub const XY_READ: Message = message("XY_READ", InvalidMove, WrongType, "move.{}: {}");
pub const NUMBER: Message = message("NUMBER", InvalidMove, WrongType, "{} must be a number, got {}");
pub const INTEGER: Message = message("INTEGER", InvalidMove, OutOfRange, "{} must be an integer {}..{}, got {}");
pub const BASE: Message = message("BASE", InvalidOption, WrongType, "base must be 0 or 1, got {}");
pub const BASE_RANGE: Message = message("BASE_RANGE", InvalidOption, OutOfRange, "base must be 0 or 1, got {}");

// Options objects (SPEC §3, §5, §7.2, §7.4, §7.9). A list's messages carry the code of what
// it lists (the readers recode them: moves, a snapshot's moves, parts' results).
pub const NAME_TYPE: Message = message("NAME_TYPE", InvalidOption, WrongType, "{} must be a string, got {}");
/// After `difficulty: `: the levels ([`difficulty_list`]) and the name.
pub const DIFFICULTY_NAME: Message = message("DIFFICULTY_NAME", InvalidOption, WrongType, "must be {}, got {}");
/// After `rules[i]: `: the rules ([`rule_list`]) and the name.
pub const RULE_NAME: Message = message("RULE_NAME", InvalidOption, WrongType, "must be one of {}, got {}");
pub const RESULT: Message = message("RESULT", InvalidOption, WrongType, "result must be 'win', 'draw' or 'loss' (the engine's side of a finished game), got {}");
pub const OPTION_NUMBER: Message = message("OPTION_NUMBER", InvalidOption, WrongType, "{} must be a number, got {}");
pub const OPTION_RANGE: Message = message("OPTION_RANGE", InvalidOption, OutOfRange, "{} must be an integer from {} to {}, got {}");
pub const OPTION_FLAG: Message = message("OPTION_FLAG", InvalidOption, WrongType, "{} must be true or false, got {}");
pub const SEED: Message = message("SEED", InvalidOption, WrongType, "seed must be a non-negative safe integer or a string, got {}");
pub const SEED_RANGE: Message = message("SEED_RANGE", InvalidOption, OutOfRange, "seed must be a non-negative safe integer or a string, got {}");
pub const LIST: Message = message("LIST", InvalidOption, WrongType, "{} must be an array of at most {} entries, got {}");
pub const LIST_LENGTH: Message = message("LIST_LENGTH", InvalidOption, OutOfRange, "{} must be an array of at most {} entries, got {}");
pub const CELL_ORDER_HOLE: Message = message("CELL_ORDER_HOLE", InvalidOption, WrongType, "{} must be a cell number 0..8");
pub const CELL_ORDER_ONCE: Message =
    raised(6, "CELL_ORDER_ONCE", InvalidOption, WrongType, "cellOrder must list each cell 0..8 exactly once, in the order the rules take them");
pub const TARGET: Message = message("TARGET", InvalidOption, WrongType, "adaptive.target must be a number from 0 to 1 (the opponent's score to hold), got {}");
pub const TARGET_RANGE: Message =
    message("TARGET_RANGE", InvalidOption, OutOfRange, "adaptive.target must be a number from 0 to 1 (the opponent's score to hold), got {}");
pub const CONFIDENCE: Message = message("CONFIDENCE", InvalidOption, WrongType, "confidence must be a number from 0 to 1, got {}");
pub const CONFIDENCE_RANGE: Message = message("CONFIDENCE_RANGE", InvalidOption, OutOfRange, "confidence must be a number from 0 to 1, got {}");
pub const SIDE_ADAPTIVE: Message = message(
    "SIDE_ADAPTIVE",
    InvalidOption,
    WrongType,
    "adaptive is not a simulation side's option: each game of a run is seeded on its own, so no result carries to the next",
);
pub const SIDE_KEY: Message =
    message("SIDE_KEY", InvalidOption, WrongType, "{} is not a simulation side's option: the run seeds every game and plays only legal ones");
pub const RUN_SHAPE: Message = message("RUN_SHAPE", InvalidOption, WrongType, "simulation options must be an object with games, playerX and playerO, got {}");
pub const REQUIRED: Message = message("REQUIRED", InvalidOption, WrongType, "{} is required");
/// A scheduler's value: its key, what it must be (`a function`, `an AbortSignal`), the value.
pub const SCHEDULER: Message = message("SCHEDULER", InvalidOption, WrongType, "{} must be {}, got {}");
pub const WHOLE_COUNT: Message = message("WHOLE_COUNT", InternalError, OutOfRange, "{} must be a whole count, got {}");
pub const LENGTHS: Message = message("LENGTHS", InternalError, OutOfRange, "lengths must hold 10 counts");

// Snapshots (SPEC §7.3 `Game.fromJSON`).
pub const SNAPSHOT_SHAPE: Message = message("SNAPSHOT_SHAPE", InvalidSnapshot, WrongType, "snapshot must be an object { version, start, moves }, got {}");
pub const SNAPSHOT_INSPECT: Message = message("SNAPSHOT_INSPECT", InvalidSnapshot, WrongType, "snapshot could not be inspected");
pub const SNAPSHOT_READ: Message = message("SNAPSHOT_READ", InvalidSnapshot, WrongType, "snapshot.{}: {}");
pub const SNAPSHOT_VERSION: Message = message("SNAPSHOT_VERSION", InvalidSnapshot, WrongType, "snapshot.version must be the number 1, got {}");
pub const SNAPSHOT_VERSION_RANGE: Message =
    message("SNAPSHOT_VERSION_RANGE", InvalidSnapshot, OutOfRange, "snapshot.version must be 1 (the only version this oxo-ai reads), got {}");
pub const SNAPSHOT_START: Message = message(
    "SNAPSHOT_START",
    InvalidSnapshot,
    WrongType,
    "snapshot.start must be a board in 9-character notation such as \"X.O......\", got {}",
);

// m,n,k rules, boards, moves and engine options as the JS readers meet them (SPEC §8).
pub const MNK_RULES_SHAPE: Message =
    message("MNK_RULES_SHAPE", InvalidOption, WrongType, "rules must be an object { rows, cols, k, gravity?, misere? }, got {}");
pub const MNK_RULE_NUMBER: Message = message("MNK_RULE_NUMBER", InvalidOption, WrongType, "rules.{} must be a number, got {}");
pub const MNK_BOARD_SHAPE: Message =
    message("MNK_BOARD_SHAPE", InvalidBoard, WrongType, "board must be an array of {} rows of {} cells or of {} cells, got {}");
pub const MNK_ROW_SHAPE: Message = message("MNK_ROW_SHAPE", InvalidBoard, WrongType, "row {} must be an array of {} cells, got {}");
pub const MNK_MOVE_SHAPE: Message = message("MNK_MOVE_SHAPE", InvalidMove, WrongType, "move must be an object { row, col }{}, got {}");
pub const MNK_MOVE_KEY: Message = message("MNK_MOVE_KEY", InvalidMove, WrongType, "move.{} must be a number, got {}");
pub const MNK_MOVE_WHOLE: Message = message("MNK_MOVE_WHOLE", InvalidMove, OutOfRange, "move.{} must be a whole number, got {}");
/// After `difficulty: `: the m,n,k levels and the name.
pub const MNK_LEVEL: Message = message("MNK_LEVEL", InvalidOption, WrongType, "must be {}, got {}");
pub const MNK_TIME: Message = message("MNK_TIME", InvalidOption, WrongType, "timeMs must be a number of milliseconds, got {}");
pub const MNK_TIME_RANGE: Message = message("MNK_TIME_RANGE", InvalidOption, OutOfRange, "timeMs must be a number of milliseconds from 0 to {}, got {}");

// The m,n,k engine's own errors (`crate::text::mnk` words them), which the JS readers and
// `MnkGame` throw first. Rules (SPEC §8):
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
pub const MNK_GAME_OVER: Message = message("MNK_GAME_OVER", Over, GameState, "the game is already over");
// The Connect Four opening book (SPEC §8.1): its file, and the reason (`BookError::reason`).
pub const MNK_BOOK: Message = message("MNK_BOOK", BookUnavailable, GameState, "the Connect Four opening book {} could not be loaded: {}");
// Engine options.
pub const MNK_TABLE_BITS: Message = message("MNK_TABLE_BITS", InvalidOption, OutOfRange, "tableBits must be an integer 10..26, got {}");

/// Every message, for `wire.js`.
pub const ALL: [Message; 109] = [
    THREW, BOARD_SHAPE, ROW_SHAPE, CELL, BOARD_THREW, PLAYER, MOVE_SHAPE, MOVE_KEY, MOVE_RANGE, MOVE_THREW,
    GAME_OVER, CELL_TAKEN, COUNTS, TWO_WINNERS, WINNER_NOT_LAST, TURN, NOTATION_TYPE, NOTATION_LENGTH,
    NOTATION_CHAR, CHAIN_READ, CHAIN_ERR, CHAIN_NONE, CHAIN_SHAPE, CHAIN_LENGTH, CHAIN_ENTRY_READ,
    CHAIN_VALUE_READ, CHAIN_ENTRY, CHAIN_RANGE,
    OBJECT, OPTION_READ, MARKS_SHAPE, MARKS_MISSING, MARKS_SAME, MARKS_EMPTY, XY_SHAPE, XY_READ, NUMBER,
    INTEGER, BASE, BASE_RANGE,
    NAME_TYPE, DIFFICULTY_NAME, RULE_NAME, RESULT, OPTION_NUMBER, OPTION_RANGE, OPTION_FLAG, SEED, SEED_RANGE, LIST,
    LIST_LENGTH, CELL_ORDER_HOLE, CELL_ORDER_ONCE, TARGET, TARGET_RANGE, CONFIDENCE, CONFIDENCE_RANGE, SIDE_ADAPTIVE,
    SIDE_KEY, RUN_SHAPE, REQUIRED, SCHEDULER, WHOLE_COUNT, LENGTHS,
    SNAPSHOT_SHAPE, SNAPSHOT_INSPECT, SNAPSHOT_READ, SNAPSHOT_VERSION, SNAPSHOT_VERSION_RANGE, SNAPSHOT_START,
    MNK_RULES_SHAPE, MNK_RULE_NUMBER, MNK_BOARD_SHAPE, MNK_ROW_SHAPE, MNK_MOVE_SHAPE, MNK_MOVE_KEY, MNK_MOVE_WHOLE, MNK_LEVEL,
    MNK_TIME, MNK_TIME_RANGE,
    MNK_SIDE, MNK_K, MNK_BOARD_SIZE, MNK_ROW_SIZE, MNK_ROWS, MNK_FLOATING, MNK_RULES_DIFFER, MNK_OFF_BOARD, MNK_COLUMN, MNK_COLUMN_FULL,
    MNK_NOT_LOWEST, MNK_CELL_TAKEN, MNK_GAME_OVER, MNK_TABLE_BITS, MNK_BOOK,
    RESTORE_START, RESTORE_MOVE, REVIEW_START, REVIEW_MOVE, GAMES_AT, OPPONENT_AT, OPTION_CONFLICT, NOT_RULES,
    OPPONENT_LEVEL, ENTROPY, NOT_FROM_READER, VALUE_NOT_FROM_READER, PLAYER_X_AT, PLAYER_O_AT,
];

/// The levels as [`DIFFICULTY_NAME`] lists them: `'easy', 'medium', … or 'rules'`.
pub fn difficulty_list() -> String {
    let names: Vec<String> = Difficulty::ALL.iter().map(|d| format!("'{}'", d.name())).collect();
    let (last, rest) = names.split_last().map_or(("", &[][..]), |(l, r)| (l.as_str(), r));
    format!("{} or {last}", rest.join(", "))
}

/// The rules as [`RULE_NAME`] lists them: `'win' 'block' …`.
pub fn rule_list() -> String {
    Rule::ALL.iter().map(|r| format!("'{}'", r.name())).collect::<Vec<_>>().join(" ")
}

/// Every accepted cell value, for [`CELL`]: `'X', 'x', 'O', 'o', or empty: null, undefined, '', ' ' or '.'`,
/// written from [`CELL_SPELLINGS`] so that the message lists all of them.
pub fn accepted_cells() -> String {
    let of = |cell: Option<Player>| CELL_SPELLINGS.iter().filter(|(_, c)| *c == cell).map(|(s, _)| js_spelling(s)).collect::<Vec<_>>();
    let marks: Vec<String> = [Some(Player::X), Some(Player::O)].into_iter().flat_map(of).collect();
    let empty = of(None);
    let (last, rest) = empty.split_last().map_or(("", &[][..]), |(l, r)| (l.as_str(), r));
    format!("{}, or empty: {} or {last}", marks.join(", "), rest.join(", "))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::text::spellings::Spelling;

    #[test]
    fn fill_replaces_each_placeholder_in_order() {
        assert_eq!(ROW_SHAPE.fill(&["1", "null"]), "row 1 must be an array of 3 cells, got null");
        assert_eq!(GAME_OVER.fill(&[]), "the game is already over");
        assert_eq!(INTEGER.fill(&["cell", "1", "9", "0"]), "cell must be an integer 1..9, got 0");
        assert_eq!(MOVE_SHAPE.fill(&["7"]), "move must be an object { row, col }, got 7");
    }

    #[test]
    fn the_cell_message_lists_every_spelling() {
        assert_eq!(accepted_cells(), "'X', 'x', 'O', 'o', or empty: null, undefined, '', ' ' or '.'");
        for (spelling, _) in CELL_SPELLINGS {
            let text = match spelling {
                Spelling::Null => "null".to_string(),
                Spelling::Undefined => "undefined".to_string(),
                Spelling::Text(t) => format!("'{t}'"),
            };
            assert!(accepted_cells().contains(&text), "{text}");
        }
    }

    #[test]
    fn names_are_unique_and_placeholders_balanced() {
        let mut names: Vec<&str> = ALL.iter().map(|m| m.name).collect();
        names.sort_unstable();
        names.dedup();
        assert_eq!(names.len(), ALL.len());
        assert!(ALL.iter().all(|m| !m.text.contains("{{")));
    }
}
