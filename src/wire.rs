//! The one wire format between the package's JavaScript and the wasm module: how the JS reader
//! encodes what a caller's value *is* (a token, a number, or a fault naming the value it could
//! not encode), and how answers come back as numbers. Plain Rust with no JS types: `src/wasm`
//! decodes and encodes with it, and [`javascript`] writes the same tables and layouts out as
//! the package's `wire.js` at build time, so no constant is typed twice.
//!
//! Inputs:
//! * a **board** is one `f64`: 9 cell tokens of [`TOKEN_BITS`] bits, cell 0 lowest. A token is
//!   the value's index in [`CELL_SPELLINGS`], or [`OTHER`] for any other value (the JS reader
//!   then reports a fault with the value itself);
//! * a **player** is its index in [`PLAYER_SPELLINGS`], or [`OTHER`];
//! * a **move** is its `row` and `col` as `f64`s, whatever numbers they are;
//! * a **fault** is the first value, in parameter order, the reader could not encode: its
//!   [`Fault`] code and the value (or, for a board or row of the wrong length, the length).
//!
//! Answers: a square is `0..=8` or [`NO_SQUARE`]; a board packs 9 on-chain cell codes
//! (2 bits each, cell 0 lowest); square sets are bit sets; reports, ranked moves and
//! simulation results are lists of numbers laid out below.

use crate::analyzer::{Evaluation, Explanation, Report, Threat, ThreatKind};
use crate::bitboard::Bitboard;
use crate::board::{Board, Cell};
use crate::error::{ErrorCode, InputError};
use crate::game::GameStatus;
use crate::line::LINES;
use crate::player::Player;
use crate::review::{GameReview, MoveLabel};
use crate::strategy::Rule;
use crate::simulator::{Progress, SimulationResult};
use crate::solver::{Eval, RankedMoves, Value};
use crate::square::Square;
use crate::vocabulary::{on_chain_code, Spelling, CELL_SPELLINGS, ON_CHAIN, PLAYER_SPELLINGS};
use std::fmt::Write as _;
use std::sync::atomic::{AtomicU64, Ordering::Relaxed};

/// Bits per cell token in a board word.
pub const TOKEN_BITS: u32 = 4;
/// The token of a value that is none of the accepted spellings.
pub const OTHER: u32 = 15;
// The JS reader spots OTHER by the carry of `token + 1`: it must be the only token with all
// TOKEN_BITS bits set.
const _: () = assert!(OTHER == (1 << TOKEN_BITS) - 1 && CELL_SPELLINGS.len() < OTHER as usize);
/// "No move": a finished game.
pub const NO_SQUARE: u32 = 9;
/// "Rejected": the call's inputs were refused; the export's `rejection` twin says why.
pub const REJECTED: u32 = 10;

/// What the JS reader could not encode, and where. The code crosses as `kind * 16 + index`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Fault {
    /// The board is not an array (the value follows).
    BoardNotArray,
    /// The board is an array of another length than 3 or 9 (the length follows).
    BoardLength,
    /// Row `r` is not an array (the value follows).
    RowNotArray(u8),
    /// Row `r` is an array of another length than 3 (the length follows).
    RowLength(u8),
    /// The cell at this square is none of the spellings (the value follows).
    Cell(Square),
    /// Reading the board threw (what it threw follows).
    BoardThrew,
    /// The player is none of the spellings (the value follows).
    Player,
    /// The move is not an object (the value follows).
    MoveNotObject,
    /// `move.row` is not a number (the value follows).
    MoveRow,
    /// `move.col` is not a number (the value follows).
    MoveCol,
    /// Reading the move threw (what it threw follows).
    MoveThrew,
}

/// The fault kinds in code order; a fault's code is `16 * kind + index`.
const FAULT_NAMES: [&str; 11] = [
    "BOARD_NOT_ARRAY", "BOARD_LENGTH", "ROW_NOT_ARRAY", "ROW_LENGTH", "CELL", "BOARD_THREW",
    "PLAYER", "MOVE_NOT_OBJECT", "MOVE_ROW", "MOVE_COL", "MOVE_THREW",
];

impl Fault {
    pub fn code(self) -> u32 {
        let (kind, index) = match self {
            Fault::BoardNotArray => (0, 0),
            Fault::BoardLength => (1, 0),
            Fault::RowNotArray(r) => (2, r),
            Fault::RowLength(r) => (3, r),
            Fault::Cell(sq) => (4, sq.index()),
            Fault::BoardThrew => (5, 0),
            Fault::Player => (6, 0),
            Fault::MoveNotObject => (7, 0),
            Fault::MoveRow => (8, 0),
            Fault::MoveCol => (9, 0),
            Fault::MoveThrew => (10, 0),
        };
        kind * 16 + u32::from(index)
    }

    pub fn from_code(code: u32) -> Option<Fault> {
        let index = u8::try_from(code % 16).ok()?;
        let row = (index < 3).then_some(index);
        Some(match code / 16 {
            0 => Fault::BoardNotArray,
            1 => Fault::BoardLength,
            2 => Fault::RowNotArray(row?),
            3 => Fault::RowLength(row?),
            4 => Fault::Cell(Square::new(index)?),
            5 => Fault::BoardThrew,
            6 => Fault::Player,
            7 => Fault::MoveNotObject,
            8 => Fault::MoveRow,
            9 => Fault::MoveCol,
            10 => Fault::MoveThrew,
            _ => return None,
        })
    }

    /// True for the faults a board reader reports.
    pub fn is_board(self) -> bool {
        matches!(
            self,
            Fault::BoardNotArray | Fault::BoardLength | Fault::RowNotArray(_) | Fault::RowLength(_)
                | Fault::Cell(_) | Fault::BoardThrew
        )
    }

    /// True for the faults whose value is what reading threw, not the value read.
    pub fn is_throw(self) -> bool {
        matches!(self, Fault::BoardThrew | Fault::MoveThrew)
    }

    /// The error this fault means (a `TypeError`); `got` describes its value, or what reading
    /// threw.
    #[inline(never)] // cold: one copy, not one per constant fault at each call site
    pub fn error(self, got: &str) -> InputError {
        let board = |message: String| InputError::wrong_type(ErrorCode::InvalidBoard, message);
        let shape = |got: &str| board(format!("board must be an array of 3 rows of 3 cells or of 9 cells, got {got}"));
        let mv = |message: String| InputError::wrong_type(ErrorCode::InvalidMove, message);
        match self {
            Fault::BoardNotArray => shape(got),
            Fault::BoardLength => shape(&format!("an array of length {got}")),
            Fault::RowNotArray(r) => board(format!("row {r} must be an array of 3 cells, got {got}")),
            Fault::RowLength(r) => board(format!("row {r} must be an array of 3 cells, got an array of length {got}")),
            Fault::Cell(sq) => board(format!("cell {sq} must be 'X', 'O' or null, got {got}")),
            Fault::BoardThrew => board(format!("board could not be read: {got}")),
            Fault::Player => InputError::wrong_type(ErrorCode::InvalidPlayer, format!("player must be 'X' or 'O', got {got}")),
            Fault::MoveNotObject => mv(format!("move must be an object {{ row, col }}, got {got}")),
            Fault::MoveRow => mv(format!("move.row must be a number 0..2, got {got}")),
            Fault::MoveCol => mv(format!("move.col must be a number 0..2, got {got}")),
            Fault::MoveThrew => mv(format!("move could not be read: {got}")),
        }
    }
}

/// A board word with a token no spelling has, and no fault: a word the JS reader did not make.
pub fn unknown_cell(sq: Square) -> InputError {
    InputError::wrong_type(ErrorCode::InvalidBoard, format!("cell {sq} must be 'X', 'O' or null"))
}

/// A move coordinate (`key` is `row` or `col`) that is a number but not 0, 1 or 2; `got`
/// describes it.
pub fn coord_error(key: &str, got: &str) -> InputError {
    InputError::out_of_range(ErrorCode::InvalidMove, format!("move.{key} must be an integer 0..2, got {got}"))
}

/// What two neighbouring cell tokens (a byte of a board word, the lower cell in the low
/// nibble) spell: X's bits, then O's bits << 2, then the unknown tokens' bits << 4, one bit per
/// cell. Derived from [`CELL_SPELLINGS`] at compile time; decoding a board is five lookups.
static TOKEN_PAIRS: [u8; 256] = {
    const fn cell(t: usize) -> u8 {
        if t >= CELL_SPELLINGS.len() {
            return 4;
        }
        match CELL_SPELLINGS[t].1 {
            Some(Player::X) => 1,
            Some(Player::O) => 2,
            None => 0,
        }
    }
    let mut table = [0u8; 256];
    let mut byte = 0;
    while byte < 256 {
        let (low, high) = (cell(byte & 15), cell(byte >> 4));
        let mut entry = 0;
        let mut kind = 0;
        while kind < 3 {
            entry |= ((low >> kind) & 1 | ((high >> kind) & 1) << 1) << (2 * kind);
            kind += 1;
        }
        table[byte] = entry;
        byte += 1;
    }
    table
};

/// The board a word of tokens stands for; `Err(square)` names the first cell whose token is
/// no accepted spelling. A word that is not a whole number below 16^9 reads as cell 0 unknown.
pub fn board_from_tokens(word: f64) -> Result<Board, Square> {
    // Exact: every word the reader makes is a whole number below 2^36.
    let valid = word.fract() == 0.0 && (0.0..68_719_476_736.0).contains(&word);
    #[allow(clippy::cast_possible_truncation, clippy::cast_sign_loss)]
    let bits = if valid { word as u64 } else { u64::MAX };
    let (mut x, mut o, mut unknown) = (0u16, 0u16, 0u16);
    for pair in 0..5 {
        #[allow(clippy::cast_possible_truncation)]
        let entry = u16::from(TOKEN_PAIRS[usize::from((bits >> (8 * pair)) as u8)]);
        x |= (entry & 3) << (2 * pair);
        o |= (entry >> 2 & 3) << (2 * pair);
        unknown |= (entry >> 4 & 3) << (2 * pair);
    }
    // The fifth pair's upper nibble is past cell 8.
    let (x, o, unknown) = (x & 0x1ff, o & 0x1ff, unknown & 0x1ff);
    if unknown != 0 {
        #[allow(clippy::cast_possible_truncation)]
        return Err(Square::new(unknown.trailing_zeros() as u8).unwrap_or(Square::CENTER));
    }
    // Never `None`: a token spells X, O or neither, so the two sets are disjoint.
    Ok(Board::from_bitboards(Bitboard(x), Bitboard(o)).unwrap_or(Board::EMPTY))
}

/// The player a token stands for.
pub fn player_from_token(token: u32) -> Option<Player> {
    usize::try_from(token).ok().and_then(|i| PLAYER_SPELLINGS.get(i)).map(|&(_, p)| p)
}

/// A whole number in `0..=2`, as a move coordinate.
pub fn coord(x: f64) -> Option<u8> {
    [0u8, 1, 2].into_iter().find(|&c| f64::from(c) == x)
}

/// A player's index in [`Player::BOTH`], or [`NO_PLAYER`].
pub fn player(player: Option<Player>) -> u32 {
    player.map_or(NO_PLAYER, player_code)
}

/// "No player": nobody won, or the game is over.
pub const NO_PLAYER: u32 = 2;

pub fn square(sq: Option<Square>) -> u32 {
    sq.map_or(NO_SQUARE, |sq| u32::from(sq.index()))
}

/// The board packed as 9 on-chain codes of 2 bits, cell 0 lowest.
pub fn packed_board(board: Board) -> u32 {
    board.cells().iter().rev().fold(0, |acc, &cell| (acc << PACKED_CELL.bits) | PACKED_CELL.put(u32::from(on_chain_code(cell))))
}

pub fn square_set(set: Bitboard) -> u32 {
    u32::from(set.bits())
}

/// A field of a packed answer: `bits` wide from bit `at`. Each is declared once, below: the
/// packers here place values with it, and [`javascript`] writes its shift (`NAME`), width
/// (`NAME_BITS`) and mask (`NAME_MASK`) for the JS unpacker, which types none of its own.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Field {
    pub at: u32,
    pub bits: u32,
}

impl Field {
    const fn new(at: u32, bits: u32) -> Field {
        Field { at, bits }
    }

    /// The field after this one, `bits` wide.
    const fn then(self, bits: u32) -> Field {
        Field { at: self.at + self.bits, bits }
    }

    pub const fn mask(self) -> u32 {
        (1 << self.bits) - 1
    }

    /// `value` in place (cut to the field's width).
    pub const fn put(self, value: u32) -> u32 {
        (value & self.mask()) << self.at
    }

    /// The field's value in `word`.
    pub const fn get(self, word: u32) -> u32 {
        (word >> self.at) & self.mask()
    }
}

/// A board's facts: the empty squares, full, draw, the winner's player token ([`NO_PLAYER`] for
/// none, or both), the winner's first line (a square set, 0 for none).
const FACT_EMPTY: Field = Field::new(0, 9);
const FACT_FULL: Field = FACT_EMPTY.then(1);
const FACT_DRAW: Field = FACT_FULL.then(1);
const FACT_WINNER: Field = FACT_DRAW.then(2);
const FACT_LINE: Field = FACT_WINNER.then(9);
/// A packed board's cell: its on-chain code, cell 0 lowest.
const PACKED_CELL: Field = Field::new(0, 2);
/// A ranked move: its square and its evaluation's code (below 30, see [`eval_code`]).
const RANKED_SQUARE: Field = Field::new(0, 4);
const RANKED_EVAL: Field = RANKED_SQUARE.then(5);
/// A report's head below its payload: evaluation, best square, threat count, slot.
const HEAD_EVALUATION: Field = Field::new(0, 2);
const HEAD_BEST: Field = HEAD_EVALUATION.then(4);
const HEAD_COUNT: Field = HEAD_BEST.then(5);
const HEAD_SLOT: Field = HEAD_COUNT.then(15);
/// A threat item: player, line (its index in [`LINES`]), missing square, kind.
const THREAT_PLAYER: Field = Field::new(0, 1);
const THREAT_LINE: Field = THREAT_PLAYER.then(3);
const THREAT_SQUARE: Field = THREAT_LINE.then(4);
const THREAT_KIND: Field = THREAT_SQUARE.then(1);
/// A rule move: square, and the rule's index in [`Rule::ALL`] (8: none applied).
const RULE_SQUARE: Field = Field::new(0, 4);
const RULE_INDEX: Field = RULE_SQUARE.then(4);
/// A review move word: player, square, label, the evaluations' codes before and after, and
/// the top-ranked moves (a square set).
const REVIEW_PLAYER: Field = Field::new(0, 1);
const REVIEW_SQUARE: Field = REVIEW_PLAYER.then(4);
const REVIEW_LABEL: Field = REVIEW_SQUARE.then(2);
const REVIEW_BEFORE: Field = REVIEW_LABEL.then(5);
const REVIEW_AFTER: Field = REVIEW_BEFORE.then(5);
const REVIEW_BEST: Field = REVIEW_AFTER.then(9);
/// A sentence key (Rust's own both ways): tag, cell or line, player, moves, squares, and out
/// of turn (0 no, else 1 + player).
const KEY_TAG: Field = Field::new(0, 4);
const KEY_CELL: Field = KEY_TAG.then(4);
const KEY_PLAYER: Field = KEY_CELL.then(1);
const KEY_MOVES: Field = KEY_PLAYER.then(4);
const KEY_SET: Field = KEY_MOVES.then(9);
const KEY_TURN: Field = KEY_SET.then(2);

/// The fields JavaScript reads, by the names it knows them by.
const FIELDS: [(&str, Field); 24] = [
    ("FACT_EMPTY", FACT_EMPTY),
    ("FACT_FULL", FACT_FULL),
    ("FACT_DRAW", FACT_DRAW),
    ("FACT_WINNER", FACT_WINNER),
    ("FACT_LINE", FACT_LINE),
    ("PACKED_CELL", PACKED_CELL),
    ("RANKED_SQUARE", RANKED_SQUARE),
    ("RANKED_EVAL", RANKED_EVAL),
    ("HEAD_EVALUATION", HEAD_EVALUATION),
    ("HEAD_BEST", HEAD_BEST),
    ("HEAD_COUNT", HEAD_COUNT),
    ("HEAD_SLOT", HEAD_SLOT),
    ("THREAT_PLAYER", THREAT_PLAYER),
    ("THREAT_LINE", THREAT_LINE),
    ("THREAT_SQUARE", THREAT_SQUARE),
    ("THREAT_KIND", THREAT_KIND),
    ("RULE_SQUARE", RULE_SQUARE),
    ("RULE_INDEX", RULE_INDEX),
    ("REVIEW_PLAYER", REVIEW_PLAYER),
    ("REVIEW_SQUARE", REVIEW_SQUARE),
    ("REVIEW_LABEL", REVIEW_LABEL),
    ("REVIEW_BEFORE", REVIEW_BEFORE),
    ("REVIEW_AFTER", REVIEW_AFTER),
    ("REVIEW_BEST", REVIEW_BEST),
];

/// A board's facts in one word, by the `FACT_` fields.
pub fn board_facts(board: Board) -> u32 {
    let line = board.winner().and_then(|w| board.winning_line(w)).map_or(0, |l| square_set(l.cells));
    FACT_EMPTY.put(square_set(board.empty_squares()))
        | FACT_FULL.put(u32::from(board.is_full()))
        | FACT_DRAW.put(u32::from(board.is_draw()))
        | FACT_WINNER.put(player(board.winner()))
        | FACT_LINE.put(line)
}

/// Items per packed number: answers of several items cross as `f64`s holding whole numbers
/// below 2^53 (no typed array is made per call, which costs more than the call itself): a
/// count in the low [`COUNT_BITS`], then up to [`PER_PART`] items of [`ITEM_BITS`] each. An
/// answer with more items is fetched part by part (`part` = 0, 1, …), each call stateless.
pub const COUNT_BITS: u32 = 5;
pub const ITEM_BITS: u32 = 9;
pub const PER_PART: usize = 5;

/// `items[part * PER_PART ..]` packed under the total count.
fn pack(count: usize, items: impl Iterator<Item = u32>, part: u32) -> f64 {
    let skip = usize::try_from(part).unwrap_or(usize::MAX).saturating_mul(PER_PART);
    let word = items
        .skip(skip)
        .take(PER_PART)
        .enumerate()
        .fold(u64::try_from(count).unwrap_or(0), |acc, (i, item)| {
            acc | u64::from(item) << (COUNT_BITS + ITEM_BITS * u32::try_from(i).unwrap_or(0))
        });
    // Exact: at most 5 + 5 x 9 = 50 bits.
    #[allow(clippy::cast_precision_loss)]
    let x = word as f64;
    x
}

/// A perfect-play evaluation as an index into [`EVALS`]: value (loss, draw, win) x 10 + plies.
fn eval_code(e: Eval) -> u32 {
    let value = match e.value {
        Value::Loss => 0,
        Value::Draw => 1,
        Value::Win => 2,
    };
    value * 10 + u32::from(e.plies)
}

/// Every evaluation a move can have, by [`eval_code`]: what JS shows as `score` and `depth`.
fn evals() -> impl Iterator<Item = Eval> {
    [Value::Loss, Value::Draw, Value::Win].into_iter().flat_map(|value| (0..10).map(move |plies| Eval { value, plies }))
}

/// Ranked moves, best first: each item by the `RANKED_` fields.
pub fn ranked(moves: &RankedMoves, part: u32) -> f64 {
    let items = moves.as_slice().iter().map(|m| RANKED_SQUARE.put(u32::from(m.square.index())) | RANKED_EVAL.put(eval_code(m.eval)));
    pack(moves.as_slice().len(), items, part)
}

/// Squares in order (a game's history): each item is a square.
pub fn squares(list: &[Square], part: u32) -> f64 {
    pack(list.len(), list.iter().map(|sq| u32::from(sq.index())), part)
}

/// Where a head's payload starts: above its `HEAD_` fields.
const HEAD_PAYLOAD: u32 = HEAD_SLOT.at + HEAD_SLOT.bits;
/// Threat items a head carries.
const HEAD_THREATS: usize = 3;
/// "Not stored": 15 bits hold every slot ([`analyzer::slot`], a board index below 19,683) and this.
pub const NO_SLOT: u16 = 32_767;
const _: () = assert!(ITEM_BITS == THREAT_KIND.at + THREAT_KIND.bits && NO_SLOT as u32 == HEAD_SLOT.mask());

const EVALUATIONS: [Evaluation; 4] = [Evaluation::Winning, Evaluation::Losing, Evaluation::Draw, Evaluation::Neutral];
const THREAT_KINDS: [ThreatKind; 2] = [ThreatKind::WinIn1, ThreatKind::Fork];
const STATUSES: [GameStatus; 3] = [GameStatus::Playing, GameStatus::Won(Player::X), GameStatus::Draw];

fn index_of<T: PartialEq>(table: &[T], item: &T) -> u32 {
    table.iter().position(|t| t == item).and_then(|i| u32::try_from(i).ok()).unwrap_or(0)
}

fn player_code(player: Player) -> u32 {
    index_of(&Player::BOTH, &player)
}

/// A report's head: the `HEAD_` fields (the slot of a stored position, [`analyzer::slot`], or
/// [`NO_SLOT`]) and the payload above them. The payload of a report
/// with a slot is its first [`HEAD_THREATS`] threat items (its sentence and the other threats
/// are fetched by slot); of one without, its sentence key (see [`sentence_key`]), its threats
/// coming from [`threats`]. Most positions are answered in this one number.
pub fn report_head(report: &Report, slot: Option<u16>) -> f64 {
    let count = u64::try_from(report.threats.len()).unwrap_or(0);
    let payload = match slot {
        None => u64::from(sentence_key(report.explanation, report.out_of_turn)),
        Some(_) => report.threats.iter().take(HEAD_THREATS).enumerate().fold(0, |acc, (i, t)| {
            acc | u64::from(threat(t)) << (ITEM_BITS * u32::try_from(i).unwrap_or(0))
        }),
    };
    let head = u64::from(
        HEAD_EVALUATION.put(index_of(&EVALUATIONS, &report.evaluation))
            | HEAD_BEST.put(square(report.best_move))
            | HEAD_COUNT.put(u32::try_from(count).unwrap_or(0))
            | HEAD_SLOT.put(u32::from(slot.unwrap_or(NO_SLOT))),
    ) | payload << HEAD_PAYLOAD;
    // Exact: at most 26 + max(24, 3 x 9) = 53 bits.
    #[allow(clippy::cast_precision_loss)]
    let x = head as f64;
    x
}

/// The head of the stored report in `slot` (see [`report_head`]), packed the first time it is
/// asked and kept: a reachable position's analysis is then one lookup. NaN for a slot that
/// names no stored position.
pub fn stored_head(slot: u16) -> f64 {
    /// Heads by slot, bit-inverted so that 0 means "not packed yet" (no head is all ones).
    static HEADS: [AtomicU64; Board::INDEX_COUNT] = [const { AtomicU64::new(0) }; Board::INDEX_COUNT];
    let Some(cached) = HEADS.get(usize::from(slot)) else { return f64::NAN };
    let word = cached.load(Relaxed);
    if word != 0 {
        return f64::from_bits(!word);
    }
    let Some(report) = crate::analyzer::stored_report(slot) else { return f64::NAN };
    let head = report_head(&report, Some(slot));
    cached.store(!head.to_bits(), Relaxed);
    head
}

/// A report's threats, [`PER_PART`] a part.
pub fn threats(report: &Report, part: u32) -> f64 {
    pack(report.threats.len(), report.threats.iter().map(threat), part)
}

fn threat(t: &Threat) -> u32 {
    THREAT_PLAYER.put(player_code(t.player))
        | THREAT_LINE.put(index_of(&LINES, &t.line))
        | THREAT_SQUARE.put(u32::from(t.missing.index()))
        | THREAT_KIND.put(index_of(&THREAT_KINDS, &t.kind))
}

/// A number for each distinct sentence, so JS asks for each sentence's text once, by the `KEY_`
/// fields.
pub fn sentence_key(e: Explanation, out_of_turn: Option<Player>) -> u32 {
    let sq = |s: Square| u32::from(s.index());
    let bits = |b: Bitboard| u32::from(b.bits());
    let (tag, cell, player, moves, set) = match e {
        Explanation::WinNow { cell } => (0, sq(cell), Player::X, 0, 0),
        Explanation::Block { cell } => (1, sq(cell), Player::X, 0, 0),
        Explanation::DoubleThreat { opponent, threats, best } => (2, sq(best), opponent, 0, bits(threats)),
        Explanation::MakeFork { cell, opponent } => (3, sq(cell), opponent, 0, 0),
        Explanation::PreventFork { cell, opponent, forks } => (4, sq(cell), opponent, 0, bits(forks)),
        Explanation::ForcedWin { cell, moves } => (5, sq(cell), Player::X, moves, 0),
        Explanation::Draw { cell } => (6, sq(cell), Player::X, 0, 0),
        Explanation::Delay { cell, opponent, moves } => (7, sq(cell), opponent, moves, 0),
        Explanation::GameWon { winner, line } => (8, index_of(&LINES, &line), winner, 0, 0),
        Explanation::GameDrawn => (9, 0, Player::X, 0, 0),
    };
    let turn = out_of_turn.map_or(0, |p| 1 + player_code(p));
    KEY_TAG.put(tag)
        | KEY_CELL.put(cell)
        | KEY_PLAYER.put(player_code(player))
        | KEY_MOVES.put(u32::from(moves))
        | KEY_SET.put(set)
        | KEY_TURN.put(turn)
}

/// The sentence a [`sentence_key`] stands for; `None` for a number no report gives.
pub fn sentence(key: u32) -> Option<String> {
    let sq = Square::new(u8::try_from(KEY_CELL.get(key)).ok()?);
    let player = *Player::BOTH.get(usize::try_from(KEY_PLAYER.get(key)).ok()?)?;
    let moves = u8::try_from(KEY_MOVES.get(key)).ok()?;
    let set = Bitboard(u16::try_from(KEY_SET.get(key)).ok()?);
    if key >> (KEY_TURN.at + KEY_TURN.bits) != 0 {
        return None;
    }
    let out_of_turn = match KEY_TURN.get(key) {
        0 => None,
        t => Some(*Player::BOTH.get(usize::try_from(t - 1).ok()?)?),
    };
    let e = match KEY_TAG.get(key) {
        0 => Explanation::WinNow { cell: sq? },
        1 => Explanation::Block { cell: sq? },
        2 => Explanation::DoubleThreat { opponent: player, threats: set, best: sq? },
        3 => Explanation::MakeFork { cell: sq?, opponent: player },
        4 => Explanation::PreventFork { cell: sq?, opponent: player, forks: set },
        5 => Explanation::ForcedWin { cell: sq?, moves },
        6 => Explanation::Draw { cell: sq? },
        7 => Explanation::Delay { cell: sq?, opponent: player, moves },
        8 => Explanation::GameWon { winner: player, line: *LINES.get(usize::try_from(KEY_CELL.get(key)).ok()?)? },
        9 => Explanation::GameDrawn,
        _ => return None,
    };
    Some(crate::analyzer::sentence(e, out_of_turn))
}

/// A rule move by the `RULE_` fields; [`NO_SQUARE`] once the board is finished.
pub fn rule_move(choice: Option<(Square, Option<Rule>)>) -> u32 {
    choice.map_or(NO_SQUARE, |(sq, rule)| {
        RULE_SQUARE.put(u32::from(sq.index())) | RULE_INDEX.put(rule.map_or(8, |r| index_of(&Rule::ALL, &r)))
    })
}

const LABELS: [MoveLabel; 4] = [MoveLabel::Best, MoveLabel::Good, MoveLabel::Mistake, MoveLabel::Blunder];

/// A review: `[turning point, accuracy of X, accuracy of O, move words...]`, -1 for none.
pub fn review(r: &GameReview) -> Vec<f64> {
    let mut out = vec![r.turning_point.map_or(-1.0, |i| i as f64)];
    out.extend(r.accuracy.map(|a| a.unwrap_or(-1.0)));
    out.extend(r.moves.iter().map(|m| {
        f64::from(
            REVIEW_PLAYER.put(player_code(m.player))
                | REVIEW_SQUARE.put(u32::from(m.square.index()))
                | REVIEW_LABEL.put(index_of(&LABELS, &m.label))
                | REVIEW_BEFORE.put(eval_code(m.before))
                | REVIEW_AFTER.put(eval_code(m.after))
                | REVIEW_BEST.put(square_set(m.best)),
        )
    }));
    out
}

/// Progress: `[completed, total, xWins, oWins, draws]` (once a chunk: a list is fine here).
pub fn progress(p: Progress) -> Vec<f64> {
    [p.completed, p.total, p.x_wins, p.o_wins, p.draws].map(count).to_vec()
}

/// A result: `[xWins, oWins, draws, totalGames, avgMoves, lengths[0..10]...]`.
pub fn simulation_result(r: &SimulationResult) -> Vec<f64> {
    let mut out = vec![count(r.x_wins), count(r.o_wins), count(r.draws), count(r.total_games), r.avg_moves];
    out.extend(r.lengths.map(count));
    out
}

/// A count as a JS number: exact below 2^53 (all counts here are at most 9 x 10^9).
fn count(n: u64) -> f64 {
    let high = u32::try_from(n >> 32).unwrap_or(u32::MAX);
    let low = u32::try_from(n & 0xffff_ffff).unwrap_or(0);
    f64::from(high) * 4_294_967_296.0 + f64::from(low)
}

pub fn status(s: GameStatus) -> u32 {
    match s {
        GameStatus::Won(_) => 1,
        other => index_of(&STATUSES, &other),
    }
}

fn js_string(text: &str) -> String {
    format!("'{text}'")
}

fn js_list(items: impl IntoIterator<Item = String>) -> String {
    format!("[{}]", items.into_iter().collect::<Vec<_>>().join(", "))
}

fn cell_js(cell: Cell) -> String {
    cell.map_or("null".into(), |p| js_string(&p.to_string()))
}

/// The wire's constants as an ES module (`wire.js` in the package).
pub fn javascript() -> String {
    let spelling = |s: &Spelling| match s {
        Spelling::Null => "null".to_string(),
        Spelling::Undefined => "undefined".to_string(),
        Spelling::Text(t) => js_string(t),
    };
    let mut out = String::from(
        "// Generated from src/wire.rs by the package build (cargo run --bin wire-js). Do not edit.\n",
    );
    let mut constant = |name: &str, value: String| {
        let _ = writeln!(out, "export const {name} = {value};");
    };
    constant("CELL_SPELLINGS", js_list(CELL_SPELLINGS.iter().map(|(s, _)| spelling(s))));
    // The same table keyed for speed: the token of each one-character ASCII spelling by its
    // code ([`OTHER`] for the rest), and of null, undefined and ''.
    let token_of = |wanted: Spelling| {
        CELL_SPELLINGS.iter().position(|(s, _)| *s == wanted).map_or(OTHER, |i| u32::try_from(i).unwrap_or(OTHER))
    };
    let ascii = (0u8..128).map(|c| {
        let text = [c];
        let token = std::str::from_utf8(&text).ok().map_or(OTHER, |t| {
            CELL_SPELLINGS.iter().position(|(s, _)| matches!(s, Spelling::Text(x) if *x == t)).map_or(OTHER, |i| u32::try_from(i).unwrap_or(OTHER))
        });
        token.to_string()
    });
    constant("ASCII_CELL_TOKENS", js_list(ascii));
    constant("NULL_TOKEN", token_of(Spelling::Null).to_string());
    constant("UNDEFINED_TOKEN", token_of(Spelling::Undefined).to_string());
    constant("EMPTY_STRING_TOKEN", token_of(Spelling::Text("")).to_string());
    constant("PLAYER_SPELLINGS", js_list(PLAYER_SPELLINGS.iter().map(|(s, _)| js_string(s))));
    constant("TOKEN_BITS", TOKEN_BITS.to_string());
    constant("OTHER", OTHER.to_string());
    constant("NO_SQUARE", NO_SQUARE.to_string());
    constant("REJECTED", REJECTED.to_string());
    constant("NO_PLAYER", NO_PLAYER.to_string());
    constant(
        "FAULT",
        format!(
            "Object.freeze({{ {} }})",
            FAULT_NAMES.iter().enumerate().map(|(i, n)| format!("{n}: {}", i * 16)).collect::<Vec<_>>().join(", ")
        ),
    );
    constant("BOARD_CELLS", js_list(ON_CHAIN.map(cell_js)));
    constant("PLAYERS", js_list(Player::BOTH.map(|p| js_string(&p.to_string()))));
    constant("EVALUATIONS", js_list(EVALUATIONS.map(|e| js_string(e.name()))));
    constant("THREAT_KINDS", js_list(THREAT_KINDS.map(|k| js_string(k.name()))));
    constant("STATUSES", js_list(STATUSES.map(|s| js_string(s.name()))));
    constant("HEAD_PAYLOAD", HEAD_PAYLOAD.to_string());
    for (name, field) in FIELDS {
        constant(name, field.at.to_string());
        constant(&format!("{name}_BITS"), field.bits.to_string());
        constant(&format!("{name}_MASK"), field.mask().to_string());
    }
    constant("HEAD_THREATS", HEAD_THREATS.to_string());
    constant("NO_SLOT", NO_SLOT.to_string());
    constant("COUNT_BITS", COUNT_BITS.to_string());
    constant("ITEM_BITS", ITEM_BITS.to_string());
    constant("PER_PART", PER_PART.to_string());
    // Shortest round-trip decimal, as JavaScript reads numbers; plies 0 (no move has it) is
    // the division by zero Rust computes: Infinity.
    let number = |x: f64| if x.is_finite() { x.to_string() } else if x > 0.0 { "Infinity".into() } else { "-Infinity".into() };
    constant("SCORES", js_list(evals().map(|e| number(e.score()))));
    constant("DEPTHS", js_list(evals().map(|e| e.plies.to_string())));
    constant("OUTCOMES", js_list(evals().map(|e| js_string(e.value.outcome()))));
    constant("RULES", js_list(Rule::ALL.map(|r| js_string(r.name()))));
    constant("LABELS", js_list(LABELS.map(|l| js_string(l.name()))));
    constant("LINE_DIRECTIONS", js_list(LINES.map(|l| js_string(l.direction.name()))));
    constant("LINE_INDICES", js_list(LINES.map(|l| l.index.to_string())));
    out.push_str(&crate::names::runtime());
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_board_round_trips_through_tokens_and_packing() {
        for board in (0..Board::INDEX_COUNT).filter_map(Board::from_index) {
            // The first spelling of each cell value.
            let word = board.cells().iter().rev().fold(0u64, |acc, &cell| {
                let token = CELL_SPELLINGS.iter().position(|&(_, c)| c == cell).unwrap_or(0) as u64;
                acc << TOKEN_BITS | token
            });
            assert_eq!(board_from_tokens(word as f64), Ok(board));
            let packed = packed_board(board);
            let cells: Vec<Cell> = (0..9).map(|i| ON_CHAIN[(packed >> (2 * i) & 3) as usize]).collect();
            assert_eq!(cells, board.cells().to_vec());
        }
        assert_eq!(board_from_tokens(f64::from(OTHER << 8)), Err(Square::ALL[2]));
        assert_eq!(board_from_tokens(-1.0), Err(Square::ALL[0]));
        assert_eq!(board_from_tokens(0.5), Err(Square::ALL[0]));
    }

    #[test]
    fn every_token_decodes_as_its_spelling_in_every_cell() {
        for sq in Square::ALL {
            for token in 0..16u64 {
                let word = (token << (TOKEN_BITS * u32::from(sq.index()))) as f64;
                let expected = match CELL_SPELLINGS.get(token as usize) {
                    Some(&(_, cell)) => Ok(Board::from_cells(Square::ALL.map(|s| if s == sq { cell } else { None }))),
                    None => Err(sq),
                };
                assert_eq!(board_from_tokens(word), expected, "token {token} at {sq}");
            }
        }
        // Two unknown cells: the first is named.
        let word = (u64::from(OTHER) << (TOKEN_BITS * 7) | u64::from(OTHER) << (TOKEN_BITS * 3)) as f64;
        assert_eq!(board_from_tokens(word), Err(Square::ALL[3]));
        // A word past 16^9 is not one the reader makes.
        assert_eq!(board_from_tokens(68_719_476_736.0), Err(Square::ALL[0]));
    }

    #[test]
    fn packed_lists_hold_every_item_exactly() {
        let list: Vec<Square> = Square::PREFERENCE.to_vec();
        let mut seen = Vec::new();
        for part in 0..3 {
            let word = squares(&list, part) as u64;
            assert_eq!(word & 31, 9);
            for i in 0..PER_PART as u64 {
                if seen.len() < 9 {
                    seen.push((word >> (COUNT_BITS as u64 + ITEM_BITS as u64 * i)) & 511);
                }
            }
        }
        assert_eq!(seen, list.iter().map(|s| u64::from(s.index())).collect::<Vec<_>>());
        for (code, e) in evals().enumerate() {
            assert_eq!(eval_code(e) as usize, code);
        }
    }

    #[test]
    fn stored_heads_are_the_heads_of_the_stored_reports() {
        let mut stored = 0;
        for slot in 0..=u16::MAX {
            match crate::analyzer::stored_report(slot) {
                Some(report) => {
                    assert_eq!(stored_head(slot).to_bits(), report_head(&report, Some(slot)).to_bits());
                    // The second ask is the cached head.
                    assert_eq!(stored_head(slot).to_bits(), report_head(&report, Some(slot)).to_bits());
                    assert!(slot < NO_SLOT);
                    stored += 1;
                }
                None => assert!(stored_head(slot).is_nan()),
            }
        }
        assert_eq!(stored, 5_478);
    }

    #[test]
    fn faults_round_trip() {
        let all = [Fault::BoardNotArray, Fault::BoardLength, Fault::RowNotArray(2), Fault::RowLength(1),
            Fault::Cell(Square::ALL[8]), Fault::BoardThrew, Fault::Player, Fault::MoveNotObject,
            Fault::MoveRow, Fault::MoveCol, Fault::MoveThrew];
        for fault in all {
            assert_eq!(Fault::from_code(fault.code()), Some(fault));
        }
        assert_eq!(Fault::from_code(2 * 16 + 3), None);
        assert_eq!(Fault::from_code(11 * 16), None);
    }

    #[test]
    fn every_sentence_key_of_every_report_decodes_to_its_sentence() {
        use crate::position::Position;
        for board in (0..Board::INDEX_COUNT).filter_map(Board::from_index) {
            for player in Player::BOTH {
                let Ok(report) = crate::analyzer::analyze(board, player, false) else { continue };
                let key = sentence_key(report.explanation, report.out_of_turn);
                assert_eq!(sentence(key), Some(report.sentence()), "{board} {player}");
                let _ = Position::setup(board, player);
            }
        }
    }
}
