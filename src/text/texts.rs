//! Every text a user reads, 3×3 and m,n,k, declared once in one table ([`TEXTS`]): each error's
//! message with its code and kind, and each piece of a sentence. A text's position is its word
//! (`crate::text::words`), so the module's failures and sentences cross to JavaScript as numbers;
//! the package build writes the table into `wire.js` (`ERROR_WORDS`, `WORDS`, and an `M_`
//! constant per message, which the JS readers fill). Each `{}` is filled in order.
//!
//! The table keeps three runs, in this order: the errors' words (below [`SENTENCE_WORDS`]: the
//! messages the core raises and the pieces they are worded with), the sentences' pieces (below
//! [`READER_TEXTS`]), then the messages only the JS readers throw, which are no word. So a page
//! that shows no sentence carries none of the sentences' pieces, and a bundle only the messages
//! its readers can throw.

use alloc::{format, string::String, vec::Vec};
use crate::common::player::Player;
use crate::text::error::{ErrorCode, ErrorKind};
use crate::text::spellings::{js_spelling, CELL_SPELLINGS};
use crate::ttt::strategy::{Difficulty, Rule};

/// An error's message: its template with the code and kind of the error that carries it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Message {
    /// Its name in `wire.js` (`M_` + this).
    pub name: &'static str,
    pub code: ErrorCode,
    pub kind: ErrorKind,
    pub text: &'static str,
    /// Its position in [`TEXTS`]: its word, if it is below [`READER_TEXTS`] (a message the
    /// core raises). A constant, so the module carries no name or text.
    pub word: u8,
}

/// A literal piece of a sentence or of an error's words, by its position in [`TEXTS`] (its word).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Piece(pub(crate) u8);

/// One entry of [`TEXTS`].
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Text {
    Error(Message),
    Piece(&'static str),
}

impl Text {
    /// Its template: a message's, or the piece (a piece with `{}`s, as each m,n,k analysis
    /// sentence is, is filled by the words after it, as a message is).
    pub const fn text(&self) -> &'static str {
        match self {
            Text::Error(m) => m.text,
            Text::Piece(p) => p,
        }
    }
}

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

/// Declares each text as a constant (a [`Message`] or a [`Piece`], its word its position) and
/// [`TEXTS`], the table of them all. The positions come from an enum's discriminants, so the
/// table may grow without the macro recursing once per entry.
macro_rules! texts {
    ($($(#[$doc:meta])* $name:ident = $what:ident($($arg:tt)*),)*) => {
        #[allow(non_camel_case_types, clippy::upper_case_acronyms)]
        #[repr(u8)]
        enum At { $($name,)* }
        $(texts!(@one $(#[$doc])* $name, $what($($arg)*));)*
        /// Every text, by its word.
        pub const TEXTS: &[Text] = &[$(texts!(@text $name, $what($($arg)*))),*];
    };
    (@one $(#[$doc:meta])* $name:ident, error($code:ident, $kind:ident, $text:literal)) => {
        $(#[$doc])*
        pub const $name: Message = Message { name: stringify!($name), code: $code, kind: $kind, text: $text, word: At::$name as u8 };
    };
    (@one $(#[$doc:meta])* $name:ident, piece($text:literal)) => {
        $(#[$doc])*
        pub const $name: Piece = Piece(At::$name as u8);
    };
    (@text $name:ident, error($($arg:tt)*)) => { Text::Error($name) };
    (@text $name:ident, piece($text:literal)) => { Text::Piece($text) };
}

use ErrorCode::{
    BookUnavailable, CellOccupied, EntropyUnavailable, GameOver as Over, ImpossiblePosition, InternalError, InvalidBoard, InvalidMove, InvalidOption, InvalidPlayer,
    InvalidSnapshot, WrongTurn,
};
use ErrorKind::{GameState, OutOfRange, WrongType};

texts! {
    // First the words of errors: all a failure of the module carries (`ERROR_WORDS` in
    // `wire.js`), so a page that shows no sentence carries none of the sentences' pieces.
    // The messages the core raises, each `{}` filled by the words after it. The rules of the
    // game (API reference "Board utilities", "Errors"):
    GAME_OVER = error(Over, GameState, "the game is already over"),
    CELL_TAKEN = error(CellOccupied, GameState, "cell {} is already taken"),
    COUNTS = error(ImpossiblePosition, GameState, "impossible position: X has {} marks and O has {}; X must have as many as O or one more"),
    TWO_WINNERS = error(ImpossiblePosition, GameState, "impossible position: both X and O have three in a row"),
    WINNER_NOT_LAST = error(ImpossiblePosition, GameState, "impossible position: {} has three in a row but {} moved last"),
    TURN = error(WrongTurn, GameState, "it is {}'s turn, not {}'s"),
    // What the core checks in the numbers the readers hand it. A message that gives context
    // ("snapshot start: {}") ends with the error it explains, whose code and kind the error keeps.
    CELL_ORDER_ONCE = error(InvalidOption, WrongType, "cellOrder must list each cell 0..8 exactly once, in the order the rules take them"),
    RESTORE_START = error(InvalidSnapshot, GameState, "snapshot start: {}"),
    RESTORE_MOVE = error(InvalidSnapshot, GameState, "snapshot moves[{}] {}: {}"),
    REVIEW_START = error(InvalidSnapshot, GameState, "start: {}"),
    REVIEW_MOVE = error(InvalidSnapshot, GameState, "moves[{}] {}: {}"),
    GAMES_AT = error(InvalidOption, GameState, "games[{}]: {}"),
    OPPONENT_AT = error(InvalidOption, WrongType, "opponent: {}"),
    /// An option of one level given with another: the option, its levels, the level given.
    OPTION_CONFLICT = error(InvalidOption, WrongType, "{} applies only to difficulty {}, got difficulty '{}'"),
    NOT_RULES = error(InvalidOption, GameState, "bestMoveWithRule needs an engine of difficulty 'rules', this one is '{}'"),
    OPPONENT_LEVEL = error(InvalidOption, WrongType, "opponent.difficulty must be 'easy', 'medium', 'hard', 'expert' or 'rules' (an opponent whose moves can be computed exactly), got 'mcts'"),
    ENTROPY = error(EntropyUnavailable, GameState, "no entropy source is available; pass a `seed` option"),
    /// A wire value the JS readers never make (a bug to report): what it was.
    NOT_FROM_READER = error(InternalError, WrongType, "oxo-ai: {} did not come from the JS reader"),
    /// The same, with the number that was handed over.
    VALUE_NOT_FROM_READER = error(InternalError, WrongType, "oxo-ai: {} {} did not come from the JS reader"),
    PLAYER_X_AT = error(InvalidOption, WrongType, "playerX: {}"),
    PLAYER_O_AT = error(InvalidOption, WrongType, "playerO: {}"),
    // The pieces errors are worded with: the options a level owns and the levels they belong
    // to, and what did not come from the JS readers.
    SKILL = piece("skill"),
    VARIETY = piece("variety"),
    ADAPTIVE = piece("adaptive"),
    RULES = piece("rules"),
    CELL_ORDER = piece("cellOrder"),
    OPPONENT = piece("opponent"),
    MCTS_TIME_MS = piece("mctsTimeMs"),
    HARD_OR_EXPERT = piece("'hard' or 'expert'"),
    RULES_LEVEL = piece("'rules'"),
    EXPERT_LEVEL = piece("'expert'"),
    MCTS_LEVEL = piece("'mcts'"),
    OPTIONS = piece("options"),
    GAME_RECORDS = piece("game records"),
    WORKERS = piece("workers"),
    MNK_VALUE = piece("an m,n,k value"),
    ULT_VALUE = piece("an Ultimate tic-tac-toe value"),
    BOARD = piece("board"),
    PLAYER_NOUN = piece("player"),
    SQUARE = piece("square"),
    RESULT_NOUN = piece("result"),
    // Then, from `SENTENCE_WORDS` on, the pieces of sentences (API reference "GameAnalyzer", "Game").
    COMMA = piece(", "),
    AND = piece(" and "),
    OR = piece(" or "),
    PERIOD = piece("."),
    PLAY = piece("Play "),
    PLAY_LOWER = piece("play "),
    BLOCK = piece("Block "),
    BLOCK_LOWER = piece("block "),
    IF_IT_WERE = piece("If it were "),
    TURN_IT_IS = piece("'s turn (it is "),
    TURN_END = piece("'s): "),
    TO_WIN = piece(" to win."),
    OR_YOU_LOSE = piece(" or you lose next turn."),
    HAS = piece(" has "),
    TWO = piece("two"),
    THREE = piece("three"),
    SEVERAL = piece("several"),
    WINNING_THREATS_AT = piece(" winning threats, at "),
    SEMICOLON_BLOCK = piece("; block "),
    AND_HOPE = piece(" and hope "),
    MISSES_THE_OTHER = piece(" misses the other."),
    MISSES_THE_OTHERS = piece(" misses the others."),
    CANNOT_BLOCK = piece(", and you cannot block "),
    BOTH = piece("both"),
    THEM_ALL = piece("them all"),
    SEMICOLON_PLAY = piece("; play "),
    MISSES_THEM = piece(" misses them."),
    TO_CREATE_TWO = piece(" to create two threats at once; "),
    CAN_ONLY_BLOCK_ONE = piece(" can only block one."),
    TO_STOP = piece(" to stop "),
    FROM_FORKING_AT = piece(" from forking at "),
    BEST_PLAY_DRAW = piece("; with best play the game is a draw."),
    YOU_WIN_IN = piece(": you win in "),
    MOVE_PERFECT = piece(" move with perfect play."),
    MOVES_PERFECT = piece(" moves with perfect play."),
    TO_HOLD_OUT = piece(" to hold out longest; with best play "),
    STILL_WINS_IN = piece(" still wins in "),
    MOVE_END = piece(" move."),
    MOVES_END = piece(" moves."),
    WON_THREE_IN_A_ROW = piece(" won with three in a row at "),
    GAME_DRAWN = piece("The game is a draw."),
    WINS_THE_GAME = piece(" wins the game."),
    IS_BEST = piece(" is best: "),
    WINS_IN = piece(" wins in "),
    STAYS_A_DRAW = piece(" is best: the game stays a draw."),
    HOLDS_OUT_LONGEST = piece(" is best: it holds out longest."),
    STILL_WINS = piece(" still wins; "),
    LOSES_SOONER_THAN = piece(" loses sooner than "),
    HAD_A_WIN_AT = piece(" had a win at "),
    HAD_A_FORK_AT = piece(" had a fork at "),
    SEMICOLON = piece("; "),
    LOSES = piece(" loses."),
    ONLY_DREW = piece(" only drew."),
    WOULD_HAVE_WON = piece(" would have won; "),
    HAD_TO_BLOCK = piece(" had to block "),
    LETS = piece(" lets "),
    WIN_END = piece(" win."),
    WIN_SEMICOLON = piece(" win; "),
    HELD_THE_DRAW = piece(" held the draw."),
    // The m,n,k analysis's sentences (API reference "Bigger boards"), each whole: its `{}`s are filled by the words
    // that follow it, as a message's are.
    MNK_WIN = piece("Play ({}, {}) to complete {} in a row and win."),
    MNK_BLOCK = piece("Block ({}, {}): {} completes {} in a row there next move."),
    MNK_DOUBLE = piece("{} can complete {} in a row at {} cells, so you cannot block them all; block ({}, {}) and hope {} misses the others."),
    MNK_FORK = piece("Play ({}, {}) to make two threats at once; {} can only block one."),
    MNK_STOP_FORK = piece("Take ({}, {}) first: there {} would make two threats at once."),
    MNK_FORCED_WIN = piece("Play ({}, {}) to start a forced win: threat after threat, {} must answer each until it cannot block them all."),
    MNK_DEFEND = piece("Play ({}, {}): otherwise {} forces a win with threats of {} in a row."),
    MNK_THREAT = piece("Play ({}, {}) to threaten {} in a row and force {} to block."),
    MNK_QUIET = piece("No one can win at once; play ({}, {}), the open cell on the most lines still open."),
    MNK_KEEP_WIN = piece("No one can win at once; play ({}, {}), which keeps a forced win."),
    MNK_KEEP_DRAW = piece("No one can win at once; play ({}, {}), which holds the draw."),
    MNK_MISERE = piece("Completing {} in a row loses here; play ({}, {}), which completes no line."),
    MNK_FORCED = piece("Every move completes {} in a row and loses; ({}, {}) is as good as any."),
    MNK_WON = piece("{} has won: the game is over."),
    MNK_DRAWN = piece("The board is full: the game is a draw."),
    // Ultimate tic-tac-toe's analysis (`crate::text::ultimate`): a move as its row and column on
    // the 9x9 board, then the small board it sends the opponent to (`ULT_BOARD` or `ULT_ANY`).
    ULT_WIN = piece("Play ({}, {}) to win the game."),
    ULT_BLOCK = piece("Play ({}, {}): otherwise {} wins the game next move. It sends {} to {}."),
    ULT_FORCED_WIN = piece("Play ({}, {}): it wins by force in {} moves. It sends {} to {}."),
    ULT_HOLDS_DRAW = piece("Play ({}, {}): with best play the game is a draw. It sends {} to {}."),
    ULT_LOSING = piece("Every move loses against best play; ({}, {}) holds out longest, {} moves. It sends {} to {}."),
    ULT_ESTIMATE = piece("Play ({}, {}): it won {} % of the search's games. It sends {} to {}."),
    ULT_DRAWN = piece("No move is left: the game is a draw."),
    ULT_BOARD = piece("small board ({}, {})"),
    ULT_ANY = piece("any open board"),
    // Last, from `READER_TEXTS` on, the messages only the JS readers throw (and the native
    // errors' `Display`): no failure of the module carries one, so none is a word.
    //
    // What reading a caller's value may meet, whatever the value is.
    THREW = error(InvalidBoard, WrongType, "reading it threw {}"),

    // Boards (API reference "Errors").
    BOARD_SHAPE = error(InvalidBoard, WrongType, "board must be an array of 3 rows of 3 cells or of 9 cells, got {}"),
    ROW_SHAPE = error(InvalidBoard, WrongType, "row {} must be an array of 3 cells, got {}"),
    /// A cell none of the accepted values: its square, the accepted values ([`accepted_cells`] or a
    /// server's marks), and the value.
    CELL = error(InvalidBoard, WrongType, "cell {} must be {}, got {}"),
    BOARD_THREW = error(InvalidBoard, WrongType, "board could not be read: {}"),

    // Players and moves.
    PLAYER = error(InvalidPlayer, WrongType, "player must be 'X' or 'O', got {}"),
    MOVE_SHAPE = error(InvalidMove, WrongType, "move must be an object { row, col }, got {}"),
    MOVE_KEY = error(InvalidMove, WrongType, "move.{} must be a number 0..2, got {}"),
    MOVE_RANGE = error(InvalidMove, OutOfRange, "move.{} must be an integer 0..2, got {}"),
    MOVE_THREW = error(InvalidMove, WrongType, "move could not be read: {}"),

    // The 9-character notation (API reference "Board utilities").
    NOTATION_TYPE = error(InvalidBoard, WrongType, "board notation must be a string such as \"X.O......\", got {}"),
    NOTATION_LENGTH = error(InvalidBoard, WrongType, "board notation must have 9 cells, got {} characters"),
    NOTATION_CHAR = error(InvalidBoard, WrongType, "board notation cell {} must be 'X', 'x', 'O', 'o', '.' or '-', got {}"),

    // On-chain boards (API reference "Board utilities").
    CHAIN_READ = error(InvalidBoard, WrongType, "on-chain board {}: {}"),
    CHAIN_ERR = error(InvalidBoard, WrongType, "on-chain board is an (err {}) response"),
    CHAIN_NONE = error(InvalidBoard, WrongType, "on-chain board is none (an empty optional)"),
    CHAIN_SHAPE = error(InvalidBoard, WrongType, "on-chain board must be a list of 9 unsigned ints (0, 1, 2), got {}"),
    CHAIN_LENGTH = error(InvalidBoard, WrongType, "on-chain board must be a list of 9 unsigned ints, got {}"),
    CHAIN_ENTRY_READ = error(InvalidBoard, WrongType, "on-chain board[{}]: {}"),
    CHAIN_VALUE_READ = error(InvalidBoard, WrongType, "on-chain board[{}].value: {}"),
    CHAIN_ENTRY = error(InvalidBoard, WrongType, "on-chain board[{}] must be 0, 1 or 2 as a number, bigint, decimal string or Clarity uint, got {}"),
    CHAIN_RANGE = error(InvalidBoard, OutOfRange, "on-chain board[{}] must be 0, 1 or 2, got {}"),

    // A game server's marks, `{ x, y }` and cell numbers (API reference "Boards from a game server").
    OBJECT = error(InvalidOption, WrongType, "{} must be an object, got {}"),
    OPTION_READ = error(InvalidOption, WrongType, "option {}: {}"),
    MARKS_SHAPE = error(InvalidOption, WrongType, "marks must be an object { X, O, empty? }, got {}"),
    MARKS_MISSING = error(InvalidOption, WrongType, "marks.{} is missing: say which value marks {}"),
    MARKS_SAME = error(InvalidOption, WrongType, "marks.X and marks.O must differ, both are {}"),
    MARKS_EMPTY = error(InvalidOption, WrongType, "marks.empty must differ from marks.X and marks.O, got {}"),
    XY_SHAPE = error(InvalidMove, WrongType, "move must be an object { x, y }, got {}"),
    XY_READ = error(InvalidMove, WrongType, "move.{}: {}"),
    NUMBER = error(InvalidMove, WrongType, "{} must be a number, got {}"),
    INTEGER = error(InvalidMove, OutOfRange, "{} must be an integer {}..{}, got {}"),
    BASE = error(InvalidOption, WrongType, "base must be 0 or 1, got {}"),
    BASE_RANGE = error(InvalidOption, OutOfRange, "base must be 0 or 1, got {}"),

    // Options objects (API reference "AIEngine", "Simulator", "An opponent that adapts"). A list's messages carry the code of what
    // it lists (the readers recode them: moves, a snapshot's moves, parts' results).
    NAME_TYPE = error(InvalidOption, WrongType, "{} must be a string, got {}"),
    /// After `difficulty: `: the levels ([`difficulty_list`]) and the name.
    DIFFICULTY_NAME = error(InvalidOption, WrongType, "must be {}, got {}"),
    /// After `rules[i]: `: the rules ([`rule_list`]) and the name.
    RULE_NAME = error(InvalidOption, WrongType, "must be one of {}, got {}"),
    RESULT = error(InvalidOption, WrongType, "result must be 'win', 'draw' or 'loss' (the engine's side of a finished game), got {}"),
    OPTION_NUMBER = error(InvalidOption, WrongType, "{} must be a number, got {}"),
    OPTION_RANGE = error(InvalidOption, OutOfRange, "{} must be an integer from {} to {}, got {}"),
    OPTION_FLAG = error(InvalidOption, WrongType, "{} must be true or false, got {}"),
    SEED = error(InvalidOption, WrongType, "seed must be a non-negative safe integer or a string, got {}"),
    SEED_RANGE = error(InvalidOption, OutOfRange, "seed must be a non-negative safe integer or a string, got {}"),
    LIST = error(InvalidOption, WrongType, "{} must be an array of at most {} entries, got {}"),
    LIST_LENGTH = error(InvalidOption, OutOfRange, "{} must be an array of at most {} entries, got {}"),
    CELL_ORDER_HOLE = error(InvalidOption, WrongType, "{} must be a cell number 0..8"),
    TARGET = error(InvalidOption, WrongType, "adaptive.target must be a number from 0 to 1 (the opponent's score to hold), got {}"),
    TARGET_RANGE = error(InvalidOption, OutOfRange, "adaptive.target must be a number from 0 to 1 (the opponent's score to hold), got {}"),
    CONFIDENCE = error(InvalidOption, WrongType, "confidence must be a number from 0 to 1, got {}"),
    CONFIDENCE_RANGE = error(InvalidOption, OutOfRange, "confidence must be a number from 0 to 1, got {}"),
    SIDE_ADAPTIVE = error(InvalidOption, WrongType, "adaptive is not a simulation side's option: each game of a run is seeded on its own, so no result carries to the next"),
    SIDE_KEY = error(InvalidOption, WrongType, "{} is not a simulation side's option: the run seeds every game and plays only legal ones"),
    RUN_SHAPE = error(InvalidOption, WrongType, "simulation options must be an object with games, playerX and playerO, got {}"),
    REQUIRED = error(InvalidOption, WrongType, "{} is required"),
    /// A scheduler's value: its key, what it must be (`a function`, `an AbortSignal`), the value.
    SCHEDULER = error(InvalidOption, WrongType, "{} must be {}, got {}"),
    WHOLE_COUNT = error(InternalError, OutOfRange, "{} must be a whole count, got {}"),
    LENGTHS = error(InternalError, OutOfRange, "lengths must hold 10 counts"),

    // Snapshots (API reference "Game" `Game.fromJSON`).
    SNAPSHOT_SHAPE = error(InvalidSnapshot, WrongType, "snapshot must be an object { version, start, moves }, got {}"),
    SNAPSHOT_INSPECT = error(InvalidSnapshot, WrongType, "snapshot could not be inspected"),
    SNAPSHOT_READ = error(InvalidSnapshot, WrongType, "snapshot.{}: {}"),
    SNAPSHOT_VERSION = error(InvalidSnapshot, WrongType, "snapshot.version must be the number 1, got {}"),
    SNAPSHOT_VERSION_RANGE = error(InvalidSnapshot, OutOfRange, "snapshot.version must be 1 (the only version this oxo-ai reads), got {}"),
    SNAPSHOT_START = error(InvalidSnapshot, WrongType, "snapshot.start must be a board in 9-character notation such as \"X.O......\", got {}"),

    // m,n,k rules, boards, moves and engine options as the JS readers meet them (API reference "Bigger boards").
    MNK_RULES_SHAPE = error(InvalidOption, WrongType, "rules must be an object { rows, cols, k, gravity?, misere? }, got {}"),
    MNK_RULE_NUMBER = error(InvalidOption, WrongType, "rules.{} must be a number, got {}"),
    MNK_BOARD_SHAPE = error(InvalidBoard, WrongType, "board must be an array of {} rows of {} cells or of {} cells, got {}"),
    MNK_ROW_SHAPE = error(InvalidBoard, WrongType, "row {} must be an array of {} cells, got {}"),
    MNK_MOVE_SHAPE = error(InvalidMove, WrongType, "move must be an object { row, col }{}, got {}"),
    MNK_MOVE_KEY = error(InvalidMove, WrongType, "move.{} must be a number, got {}"),
    MNK_MOVE_WHOLE = error(InvalidMove, OutOfRange, "move.{} must be a whole number, got {}"),
    /// After `difficulty: `: the m,n,k levels and the name.
    MNK_LEVEL = error(InvalidOption, WrongType, "must be {}, got {}"),
    MNK_TIME = error(InvalidOption, WrongType, "timeMs must be a number of milliseconds, got {}"),
    MNK_TIME_RANGE = error(InvalidOption, OutOfRange, "timeMs must be a number of milliseconds from 0 to {}, got {}"),

    // The m,n,k engine's own errors (`crate::text::mnk` words them), which the JS readers and
    // `MnkGame` throw first. Rules (API reference "Bigger boards"):
    MNK_SIDE = error(InvalidOption, OutOfRange, "rules.{} must be an integer 3..15, got {}"),
    MNK_K = error(InvalidOption, OutOfRange, "rules.k must be an integer 3..{} (the longer side), got {}"),
    // Boards.
    MNK_BOARD_SIZE = error(InvalidBoard, WrongType, "board must have {} cells ({} rows of {}), got {}"),
    MNK_ROW_SIZE = error(InvalidBoard, WrongType, "row {} must have {} cells, got {}"),
    MNK_ROWS = error(InvalidBoard, WrongType, "board must have {} rows, got {}"),
    MNK_FLOATING = error(InvalidBoard, WrongType, "with gravity, cell ({}, {}) holds a mark above an empty cell"),
    MNK_RULES_DIFFER = error(InvalidBoard, WrongType, "board is for {} but the engine plays {}"),
    // Moves.
    MNK_OFF_BOARD = error(InvalidMove, OutOfRange, "move ({}, {}) is off the {} by {} board"),
    MNK_COLUMN = error(InvalidMove, OutOfRange, "column {} is off the board: columns are 0..{}"),
    MNK_COLUMN_FULL = error(InvalidMove, GameState, "column {} is full"),
    MNK_NOT_LOWEST = error(InvalidMove, GameState, "with gravity, a mark in column {} drops to ({}, {}), not ({}, {})"),
    MNK_CELL_TAKEN = error(CellOccupied, GameState, "cell ({}, {}) is already taken"),
    MNK_GAME_OVER = error(Over, GameState, "the game is already over"),
    // The Connect Four opening book (API reference "Connect Four: perfect play"): its file, and the reason (`BookError::reason`).
    MNK_BOOK = error(BookUnavailable, GameState, "the Connect Four opening book {} could not be loaded: {}"),
    // Engine options.
    MNK_TABLE_BITS = error(InvalidOption, OutOfRange, "tableBits must be an integer 10..26, got {}"),

    // Ultimate tic-tac-toe's rules and positions as the JS readers and `UltimateGame` meet them.
    ULT_RULES_SHAPE = error(InvalidOption, WrongType, "rules must be an object { tiebreak? }, got {}"),
    ULT_TIEBREAK = error(InvalidOption, WrongType, "rules.tiebreak must be 'draw' or 'boards', got {}"),
    ULT_POSITION_SHAPE = error(InvalidBoard, WrongType, "position must be an object { board, lastMove } or its 81-character string, got {}"),
    ULT_POSITION_READ = error(InvalidBoard, WrongType, "position could not be read: {}"),
    ULT_TEXT = error(InvalidBoard, WrongType, "a position string must be 81 cells of 'X', 'O', '.' or '-' (as the 9-character notation writes them), then optionally a space and the last move as \"row,col\", got {}"),
    ULT_LAST_SHAPE = error(InvalidBoard, WrongType, "lastMove must be null or an object { row, col } of integers 0..8, got {}"),
    ULT_LAST_EMPTY = error(InvalidBoard, WrongType, "lastMove ({}, {}) is an empty cell: it must hold the mark of the player who moved last"),
    ULT_LAST_PLAYER = error(InvalidBoard, WrongType, "lastMove ({}, {}) holds {}'s mark, but {} is to move: it must be the other player's"),
    ULT_CLOSED = error(InvalidMove, GameState, "move ({}, {}) is in small board ({}, {}), which is closed"),
    ULT_WRONG_BOARD = error(InvalidMove, GameState, "move ({}, {}) is in small board ({}, {}), but the last move sends this one to small board ({}, {})"),

}

/// The first of the sentences' pieces: the texts below it are the errors' words.
pub const SENTENCE_WORDS: usize = COMMA.0 as usize;
/// The first message only the JS readers throw: the texts below it are words.
pub const READER_TEXTS: usize = THREW.word as usize;
/// The first of oxo-ai/mnk's messages, the last run of the readers': `mnk-wire.js` holds them
/// (with the m,n,k layouts), so a page of the 3×3 entry alone carries none of them, even where
/// one bundle serves pages of both (issue 62).
pub const MNK_TEXTS: usize = MNK_RULES_SHAPE.word as usize;
/// The first of oxo-ai/ultimate's messages, after oxo-ai/mnk's: `ultimate-wire.js` holds them,
/// for the same reason.
pub const ULT_TEXTS: usize = ULT_RULES_SHAPE.word as usize;

/// Every message, for `wire.js` and the tests.
pub fn messages() -> impl Iterator<Item = &'static Message> {
    TEXTS.iter().filter_map(|t| match t {
        Text::Error(m) => Some(m),
        Text::Piece(_) => None,
    })
}

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

/// Every accepted cell value, for [`CELL`]: `'X', 'x', 'O', 'o', or empty: null, undefined, '', ' ', '.', '_' or '-'`,
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
        assert_eq!(accepted_cells(), "'X', 'x', 'O', 'o', or empty: null, undefined, '', ' ', '.', '_' or '-'");
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
        let mut names: Vec<&str> = messages().map(|m| m.name).collect();
        names.sort_unstable();
        names.dedup();
        assert_eq!(names.len(), messages().count());
        assert!(messages().all(|m| !m.text.contains("{{")));
    }

    #[test]
    fn each_text_is_at_its_word_and_in_its_run() {
        for (word, text) in TEXTS.iter().enumerate() {
            if let Text::Error(m) = text {
                assert_eq!(usize::from(m.word), word, "{}", m.name);
            }
            // The sentences' run holds pieces only, the readers' messages only.
            let piece = matches!(text, Text::Piece(_));
            if (SENTENCE_WORDS..READER_TEXTS).contains(&word) {
                assert!(piece, "{word}");
            } else if word >= READER_TEXTS {
                assert!(!piece, "{word}");
            }
            // oxo-ai/mnk's messages, then oxo-ai/ultimate's, are the last runs, and only theirs.
            if let Text::Error(m) = text {
                assert_eq!((MNK_TEXTS..ULT_TEXTS).contains(&word), m.name.starts_with("MNK_"), "{}", m.name);
                assert_eq!(word >= ULT_TEXTS, m.name.starts_with("ULT_"), "{}", m.name);
            }
        }
        assert_eq!(TEXTS[usize::from(HELD_THE_DRAW.0)], Text::Piece(" held the draw."));
        assert_eq!(TEXTS[usize::from(TURN.word)], Text::Error(TURN));
        // 119 messages (21 of them raised by the core) and 103 pieces (20 of them errors').
        assert_eq!((messages().count(), TEXTS.len()), (119, 222));
        assert_eq!((SENTENCE_WORDS, READER_TEXTS, MNK_TEXTS, ULT_TEXTS), (41, 124, 187, 212));
    }
}
