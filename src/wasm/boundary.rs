//! The cheap boundary (issue 7): the hot calls with numbers in and numbers out.
//!
//! The JS layer (`pkg-template/lib/boundary.js`) reads a board in one pass and hands each
//! cell, and the player, over as a number that says what the value *is*: `null`,
//! `undefined`, `''`, or the UTF-16 code of a one-character string. It never says what the
//! value *means*: that is decided here, with the tables the `JsValue` reader uses
//! ([`cell_meaning`], [`player_from_str`], [`move_coord`]), so the two readers cannot
//! disagree about what they accept.
//!
//! These entry points only answer. Anything they do not accept, for whatever reason, returns
//! [`REJECTED`], and the JS layer then calls the unchanged `JsValue` entry point with the same
//! arguments, which builds the coded error (or, for a value a getter changed between the two
//! reads, judges what it reads then). So every error comes from one place, and a value is
//! read twice only on a call that is rejected.
//!
//! Answers are one `u32` (a square, a packed board, a bit set, a count). When there is more
//! (ranked moves, threats), the items wait in [`WORDS`] and [`SCORES`] and the JS layer
//! fetches each with one number-returning call: no pointer into wasm memory leaves Rust, and
//! the strings that appear in answers cross once ([`AiEngine::names`]) and are reused.
//!
//! The internal entry points are `__`-prefixed statics or methods of the existing classes
//! (no new export) with `skip_typescript` (not in the published declarations).

use super::analyzer::GameAnalyzer;
use super::convert::{cell_meaning, cell_value, move_coord, player_from_str, player_value, CELL_STRINGS};
use super::engine::AiEngine;
use crate::analyzer::{self, Evaluation, Explanation, ThreatKind};
use crate::board::{Board, Cell};
use crate::line::{Direction, LINES};
use crate::player::Player;
use crate::square::Square;
use std::cell::Cell as StdCell;
use std::sync::atomic::{AtomicU32, AtomicU64, Ordering::Relaxed};
use wasm_bindgen::prelude::*;

/// The codes of the values that are not one-character strings (those send their UTF-16 code,
/// 0..=0xFFFF).
const NULL: u32 = 0x1_0000;
const UNDEFINED: u32 = 0x1_0001;
const EMPTY_STRING: u32 = 0x1_0002;
/// "Not answered here": the JS layer calls the `JsValue` entry point instead.
const REJECTED: u32 = u32::MAX;
/// `bestMove`'s answer when the game is over.
const NO_MOVE: u32 = 9;

/// The order of the code tables below is the encoding; [`AiEngine::names`] sends the JS
/// layer the names in the same order, so it maps a code to a name by indexing.
const EVALUATIONS: [Evaluation; 4] = [Evaluation::Winning, Evaluation::Losing, Evaluation::Draw, Evaluation::Neutral];
const DIRECTIONS: [Direction; 3] = [Direction::Row, Direction::Col, Direction::Diag];
const THREAT_KINDS: [ThreatKind; 2] = [ThreatKind::WinIn1, ThreatKind::Fork];
/// Packed boards use 2 bits a cell, square 0 lowest: the index of the cell in this table.
const CELLS: [Cell; 3] = [None, Some(Player::X), Some(Player::O)];

/// The items of the last multi-item answer. Atomics only to share a static without `unsafe`;
/// wasm32 without threads compiles them to plain loads and stores.
const WORD_SLOTS: usize = 40;
static WORDS: [AtomicU32; WORD_SLOTS] = [const { AtomicU32::new(0) }; WORD_SLOTS];
static SCORES: [AtomicU64; 9] = [const { AtomicU64::new(0) }; 9];

thread_local! {
    /// The explanation of the last `__analyzeCodes`, for `__explanation`.
    static LAST_EXPLANATION: StdCell<Option<Explanation>> = const { StdCell::new(None) };
}

/// `CELL_STRINGS` for one-character ASCII strings, by code: 0 not accepted, else 1 + the
/// cell's index in [`CELLS`]. Built by the compiler from the table itself, so it cannot
/// disagree with it; a bad index fails the build rather than trapping at run time.
#[allow(clippy::indexing_slicing, clippy::as_conversions, clippy::arithmetic_side_effects)]
const ASCII_CELLS: [u8; 128] = {
    let mut table = [0u8; 128];
    let mut i = 0;
    while i < CELL_STRINGS.len() {
        let (text, cell) = CELL_STRINGS[i];
        if text.len() == 1 && text.as_bytes()[0] < 128 {
            table[text.as_bytes()[0] as usize] = match cell {
                None => 1,
                Some(Player::X) => 2,
                Some(Player::O) => 3,
            };
        }
        i += 1;
    }
    table
};

/// The cell a code stands for, as [`cell_meaning`] decides; `None` if it is not accepted.
fn cell_from_code(code: u32) -> Option<Cell> {
    match code {
        NULL | UNDEFINED => cell_meaning(None),
        EMPTY_STRING => cell_meaning(Some("")),
        0..=127 => {
            let kind = usize::try_from(code).ok().and_then(|i| ASCII_CELLS.get(i)).copied()?;
            CELLS.get(usize::from(kind).checked_sub(1)?).copied()
        }
        // A lone surrogate is no `char`: declined here, the `JsValue` reader judges it.
        128..=0xFFFF => char::from_u32(code).and_then(|c| cell_meaning(Some(c.encode_utf8(&mut [0; 4])))),
        _ => None,
    }
}

fn board_from_codes(codes: [u32; 9]) -> Option<Board> {
    let mut cells = [None; 9];
    for (cell, code) in cells.iter_mut().zip(codes) {
        *cell = cell_from_code(code)?;
    }
    Some(Board::from_cells(cells))
}

fn player_from_code(code: u32) -> Option<Player> {
    if code > 0xFFFF {
        return None;
    }
    char::from_u32(code).and_then(|c| player_from_str(c.encode_utf8(&mut [0; 4])))
}

/// The index of `item` in `table` as a code.
fn code_of<T: PartialEq>(table: &[T], item: &T) -> u32 {
    table.iter().position(|t| t == item).and_then(|i| u32::try_from(i).ok()).unwrap_or(0)
}

fn square_code(sq: Square) -> u32 {
    u32::from(sq.index())
}

fn player_code(player: Player) -> u32 {
    code_of(&Player::BOTH, &player)
}

/// The board packed 2 bits a cell (the cell's index in [`CELLS`]), square 0 lowest.
fn packed(board: Board) -> u32 {
    Square::ALL.into_iter().fold(0, |acc, sq| {
        acc | code_of(&CELLS, &board.get(sq)).wrapping_shl(u32::from(sq.index()).wrapping_mul(2))
    })
}

fn store_word(i: usize, value: u32) {
    if let Some(slot) = WORDS.get(i) {
        slot.store(value, Relaxed);
    }
}

/// A number for each distinct explanation (its variant and fields, packed without loss), so
/// the JS layer asks for each sentence once and reuses it.
fn explanation_key(e: Explanation) -> u32 {
    let bits = |b: crate::bitboard::Bitboard| u32::from(b.bits());
    let (tag, cell, player, moves, set): (u32, u32, Player, u8, u32) = match e {
        Explanation::WinNow { cell } => (0, square_code(cell), Player::X, 0, 0),
        Explanation::Block { cell } => (1, square_code(cell), Player::X, 0, 0),
        Explanation::DoubleThreat { opponent, threats, best } => (2, square_code(best), opponent, 0, bits(threats)),
        Explanation::MakeFork { cell, opponent } => (3, square_code(cell), opponent, 0, 0),
        Explanation::PreventFork { cell, opponent, forks } => (4, square_code(cell), opponent, 0, bits(forks)),
        Explanation::ForcedWin { cell, moves } => (5, square_code(cell), Player::X, moves, 0),
        Explanation::Draw { cell } => (6, square_code(cell), Player::X, 0, 0),
        Explanation::Delay { cell, opponent, moves } => (7, square_code(cell), opponent, moves, 0),
        Explanation::GameWon { winner, line } => (8, code_of(&LINES, &line), winner, 0, 0),
        Explanation::GameDrawn => (9, 0, Player::X, 0, 0),
    };
    // tag 4 bits, cell/line 4, player 1, moves 4 (at most 5), set 9.
    tag | cell.wrapping_shl(4) | player_code(player).wrapping_shl(8) | u32::from(moves & 15).wrapping_shl(9) | set.wrapping_shl(13)
}

#[wasm_bindgen(js_class = AIEngine)]
impl AiEngine {
    /// `[evaluations, directions, threat kinds, players, cells]`: the values answers are made
    /// of, in code order; asked for once.
    #[wasm_bindgen(js_name = __names, skip_typescript)]
    pub fn names() -> js_sys::Array {
        let list = |values: &mut dyn Iterator<Item = JsValue>| -> JsValue { values.collect::<js_sys::Array>().into() };
        [
            list(&mut EVALUATIONS.iter().map(|e| JsValue::from_str(e.name()))),
            list(&mut DIRECTIONS.iter().map(|d| JsValue::from_str(d.name()))),
            list(&mut THREAT_KINDS.iter().map(|k| JsValue::from_str(k.name()))),
            list(&mut Player::BOTH.into_iter().map(player_value)),
            list(&mut CELLS.into_iter().map(cell_value)),
        ]
        .into_iter()
        .collect()
    }

    /// Word `i` of the last multi-item answer.
    #[wasm_bindgen(js_name = __word, skip_typescript)]
    pub fn word(i: u32) -> u32 {
        usize::try_from(i).ok().and_then(|i| WORDS.get(i)).map_or(0, |w| w.load(Relaxed))
    }

    /// Score `i` of the last `__rankedMovesCodes`.
    #[wasm_bindgen(js_name = __score, skip_typescript)]
    pub fn score(i: u32) -> f64 {
        usize::try_from(i).ok().and_then(|i| SCORES.get(i)).map_or(0.0, |s| f64::from_bits(s.load(Relaxed)))
    }

    /// `bestMove`: the square 0..=8, or [`NO_MOVE`] when the game is over.
    #[allow(clippy::too_many_arguments)]
    #[wasm_bindgen(js_name = __bestMoveCodes, skip_typescript)]
    pub fn best_move_codes(
        &mut self, c0: u32, c1: u32, c2: u32, c3: u32, c4: u32, c5: u32, c6: u32, c7: u32, c8: u32, p: u32,
    ) -> u32 {
        let mut answer = || {
            let board = board_from_codes([c0, c1, c2, c3, c4, c5, c6, c7, c8])?;
            let square = self.engine.best_move(board, player_from_code(p)?).ok()?;
            Some(square.map_or(NO_MOVE, square_code))
        };
        answer().unwrap_or(REJECTED)
    }

    /// `rankedMoves`: the count; word i is the square | depth << 4, score i the score.
    #[allow(clippy::too_many_arguments)]
    #[wasm_bindgen(js_name = __rankedMovesCodes, skip_typescript)]
    pub fn ranked_moves_codes(
        &self, c0: u32, c1: u32, c2: u32, c3: u32, c4: u32, c5: u32, c6: u32, c7: u32, c8: u32, p: u32,
    ) -> u32 {
        let answer = || {
            let board = board_from_codes([c0, c1, c2, c3, c4, c5, c6, c7, c8])?;
            let ranked = self.engine.ranked_moves(board, player_from_code(p)?).ok()?;
            let moves = ranked.as_slice();
            if moves.len() > SCORES.len() {
                return None;
            }
            for ((i, m), score) in moves.iter().enumerate().zip(&SCORES) {
                store_word(i, square_code(m.square) | u32::from(m.eval.plies).wrapping_shl(4));
                score.store(m.eval.score().to_bits(), Relaxed);
            }
            u32::try_from(moves.len()).ok()
        };
        answer().unwrap_or(REJECTED)
    }

    /// `checkWin`: 0 or 1.
    #[allow(clippy::too_many_arguments)]
    #[wasm_bindgen(js_name = __checkWinCodes, skip_typescript)]
    pub fn check_win_codes(c0: u32, c1: u32, c2: u32, c3: u32, c4: u32, c5: u32, c6: u32, c7: u32, c8: u32, p: u32) -> u32 {
        let answer = || {
            let board = board_from_codes([c0, c1, c2, c3, c4, c5, c6, c7, c8])?;
            Some(u32::from(board.has_won(player_from_code(p)?)))
        };
        answer().unwrap_or(REJECTED)
    }

    /// `getAvailableMoves`, `isBoardFull`, `isDraw`, `getWinner` in one word: the empty
    /// squares (bits 0..=8) | full << 9 | draw << 10 | winner << 11 (0 none, else 1 + its
    /// player code).
    #[allow(clippy::too_many_arguments)]
    #[wasm_bindgen(js_name = __boardFactsCodes, skip_typescript)]
    pub fn board_facts_codes(c0: u32, c1: u32, c2: u32, c3: u32, c4: u32, c5: u32, c6: u32, c7: u32, c8: u32) -> u32 {
        board_from_codes([c0, c1, c2, c3, c4, c5, c6, c7, c8]).map_or(REJECTED, |board| {
            let winner = board.winner().map_or(0, |p| player_code(p).wrapping_add(1));
            u32::from(board.empty_squares().bits())
                | u32::from(board.is_full()).wrapping_shl(9)
                | u32::from(board.is_draw()).wrapping_shl(10)
                | winner.wrapping_shl(11)
        })
    }

    /// `applyMove`: the new board, packed.
    #[allow(clippy::too_many_arguments)]
    #[wasm_bindgen(js_name = __applyMoveCodes, skip_typescript)]
    pub fn apply_move_codes(
        c0: u32, c1: u32, c2: u32, c3: u32, c4: u32, c5: u32, c6: u32, c7: u32, c8: u32, row: f64, col: f64, p: u32,
    ) -> u32 {
        let answer = || {
            let board = board_from_codes([c0, c1, c2, c3, c4, c5, c6, c7, c8])?;
            let square = Square::from_coords(move_coord(row)?, move_coord(col)?)?;
            Some(packed(board.play(square, player_from_code(p)?).ok()?))
        };
        answer().unwrap_or(REJECTED)
    }

    /// `emptyBoard`: the empty board, packed.
    #[wasm_bindgen(js_name = __emptyBoardPacked, skip_typescript)]
    pub fn empty_board_packed() -> u32 {
        packed(Board::EMPTY)
    }
}

#[wasm_bindgen(js_class = GameAnalyzer)]
impl GameAnalyzer {
    /// `analyze`: word 0 is the evaluation | best move << 2 ([`NO_MOVE`] for none) | threat
    /// count << 6, word 1 the explanation's key, then one word per threat: player | direction
    /// << 1 | index << 3 | missing square << 5 | kind << 9. Returns word 0.
    #[allow(clippy::too_many_arguments)]
    #[wasm_bindgen(js_name = __analyzeCodes, skip_typescript)]
    pub fn analyze_codes(
        &self, c0: u32, c1: u32, c2: u32, c3: u32, c4: u32, c5: u32, c6: u32, c7: u32, c8: u32, p: u32,
    ) -> u32 {
        let answer = || {
            let board = board_from_codes([c0, c1, c2, c3, c4, c5, c6, c7, c8])?;
            let report = analyzer::analyze(board, player_from_code(p)?).ok()?;
            let threats = report.threats.iter();
            if threats.len() > WORD_SLOTS.saturating_sub(2) {
                return None;
            }
            for (i, t) in (2..).zip(threats) {
                let word = player_code(t.player)
                    | code_of(&DIRECTIONS, &t.line.direction).wrapping_shl(1)
                    | u32::from(t.line.index).wrapping_shl(3)
                    | square_code(t.missing).wrapping_shl(5)
                    | code_of(&THREAT_KINDS, &t.kind).wrapping_shl(9);
                store_word(i, word);
            }
            store_word(1, explanation_key(report.explanation));
            LAST_EXPLANATION.with(|last| last.set(Some(report.explanation)));
            let count = u32::try_from(report.threats.len()).ok()?;
            let head = code_of(&EVALUATIONS, &report.evaluation)
                | report.best_move.map_or(NO_MOVE, square_code).wrapping_shl(2)
                | count.wrapping_shl(6);
            store_word(0, head);
            Some(head)
        };
        answer().unwrap_or(REJECTED)
    }

    /// The sentence of the last `__analyzeCodes`' explanation.
    #[wasm_bindgen(js_name = __explanation, skip_typescript)]
    pub fn explanation() -> String {
        LAST_EXPLANATION.with(StdCell::get).map(|e| e.to_string()).unwrap_or_default()
    }
}
