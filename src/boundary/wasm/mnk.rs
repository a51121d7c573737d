//! `MnkEngine` (API reference "Bigger boards") over the wire: rules, options, boards and moves arrive as the numbers
//! the JS readers (`pkg-template/lib/mnk-read.js`) made of values they checked; answers leave as
//! numbers (`crate::boundary::wire::mnk`'s layouts) and the analysis's one sentence.

use alloc::vec::Vec;
use super::error::{fail, Failure, JsResult};
use super::read;
use crate::mnk::connect4::{Book, BookError};
use crate::mnk::{self, Board, Budget, EngineOptions, Level, MnkEngine as Core, Rules};
use crate::text::texts;
use once_cell::race::OnceRef;
use crate::boundary::wire::{mnk as wire, options::whole_at_most};
use wasm_bindgen::prelude::*;

/// The Connect Four opening book, read once per module instance and shared by its engines.
static BOOK: OnceRef<'static, Book> = OnceRef::new();

/// Reads the Connect Four opening book's bytes for every engine of its rules, once: the record
/// count, or minus one minus the index of the reason in `BookError::ALL` when the bytes are not
/// a whole book (nothing is kept then).
#[wasm_bindgen]
pub fn connect4_book(bytes: &[u8]) -> i32 {
    if let Some(book) = BOOK.get() {
        return i32::try_from(book.len()).unwrap_or(i32::MAX);
    }
    match Book::for_rules(Rules::CONNECT_FOUR, bytes) {
        Ok(book) => {
            let book: &'static Book = alloc::boxed::Box::leak(alloc::boxed::Box::new(book));
            let _ = BOOK.set(book);
            i32::try_from(book.len()).unwrap_or(i32::MAX)
        }
        Err(e) => {
            let index = BookError::ALL.iter().position(|&r| r == e).unwrap_or(0);
            (-1i32).saturating_sub(i32::try_from(index).unwrap_or(0))
        }
    }
}

/// An engine for one set of rules.
#[wasm_bindgen]
pub struct MnkEngine {
    engine: Core,
    strict: bool,
}

fn not_from_reader() -> Failure {
    texts::NOT_FROM_READER.error(|w| {
        w.piece(texts::MNK_VALUE);
    })
}

/// A count: NaN (absent) is `None`.
fn optional_count(x: f64) -> JsResult<Option<u64>> {
    read::optional_count(x, not_from_reader)
}

/// Milliseconds: NaN (absent) is `None`.
fn optional_ms(x: f64) -> JsResult<Option<f64>> {
    read::optional_ms(x, not_from_reader)
}

#[wasm_bindgen]
impl MnkEngine {
    /// The rules and the options as `wire::mnk` lays them out; `seed` as an engine's seed slot.
    #[wasm_bindgen(constructor)]
    pub fn new(rules: &[u32], level: u32, time_ms: f64, max_nodes: f64, seed: f64, strict: bool) -> JsResult<MnkEngine> {
        super::install_platform();
        let rules = wire::rules(rules).ok_or_else(not_from_reader)?;
        let level = usize::try_from(level).ok().and_then(|i| Level::ALL.get(i)).copied().ok_or_else(not_from_reader)?;
        let seed = if seed == crate::boundary::wire::options::TEXT_SEED {
            super::text_seed()
        } else if seed.is_nan() {
            None
        } else {
            Some(crate::common::rng::Seed(whole_at_most(seed, crate::common::rng::Seed::MAX_INTEGER).ok_or_else(not_from_reader)?))
        };
        let options = EngineOptions { level, time_ms: optional_ms(time_ms)?, max_nodes: optional_count(max_nodes)?, seed, ..EngineOptions::default() };
        // The readers pass no table size: only the entropy can fail.
        let engine = Core::new(rules, options).map_err(|e| match e {
            mnk::EngineError::Entropy(e) => crate::text::worded::InputError::of(&e),
            mnk::EngineError::TableBits(_) => not_from_reader(),
        })?;
        Ok(MnkEngine { engine, strict })
    }

    /// Whether the rules use the opening book (API reference "Connect Four: perfect play").
    pub fn uses_book(&self) -> bool {
        self.engine.uses_book()
    }

    /// The level's move as its cell index (row-major), or [`wire::NO_MOVE`] on a finished board.
    pub fn best_move(&mut self, cells: &[u8], player: u32) -> JsResult<u32> {
        let (board, player) = self.position(cells, player)?;
        Ok(self.engine.best_move(&board, player).map_err(|_| not_from_reader())?.map_or(wire::NO_MOVE, |m| wire::cell(self.rules(), m)))
    }

    /// [`wire::solution`]'s numbers; NaN budgets are the engine's own.
    pub fn solve(&mut self, cells: &[u8], player: u32, time_ms: f64, max_nodes: f64) -> JsResult<Vec<f64>> {
        let (board, player) = self.position(cells, player)?;
        let budget = self.budget(time_ms, max_nodes)?;
        Ok(wire::solution(self.rules(), &self.engine.solve(&board, player, budget).map_err(|_| not_from_reader())?))
    }

    /// [`wire::ranked`]'s numbers: every legal move, best first.
    pub fn ranked_moves(&mut self, cells: &[u8], player: u32, time_ms: f64, max_nodes: f64) -> JsResult<Vec<f64>> {
        let (board, player) = self.position(cells, player)?;
        let budget = self.budget(time_ms, max_nodes)?;
        Ok(wire::ranked(self.rules(), &self.engine.ranked_moves(&board, player, budget).map_err(|_| not_from_reader())?))
    }

    /// [`wire::analysis`]'s numbers: the cell lists and the sentence.
    pub fn analyze(&mut self, cells: &[u8], player: u32) -> JsResult<Vec<u32>> {
        let (board, player) = self.position(cells, player)?;
        let analysis = self.engine.analyze(&board, player).map_err(|_| not_from_reader())?;
        Ok(wire::analysis(self.rules(), &analysis))
    }

    /// Nodes the last `best_move` searched.
    pub fn last_nodes(&self) -> f64 {
        crate::boundary::wire::count(self.engine.last_nodes())
    }

    /// Takes up the book if it has been read since, for rules that use it.
    fn attach_book(&mut self) {
        if self.engine.uses_book() && !self.engine.has_book() {
            if let Some(book) = BOOK.get() {
                let _ = self.engine.use_book(book);
            }
        }
    }

    fn rules(&self) -> Rules {
        self.engine.rules()
    }

    /// A call's budget: NaN for both is the engine's.
    fn budget(&self, time_ms: f64, max_nodes: f64) -> JsResult<Budget> {
        if time_ms.is_nan() && max_nodes.is_nan() {
            return Ok(self.engine.options().budget());
        }
        Ok(Budget::of(optional_ms(time_ms)?, optional_count(max_nodes)?))
    }

    /// The board and player; a strict engine also checks the counts and the turn. The JS reader
    /// has checked the board's shape and marks (and made it for these rules), so the core's
    /// board errors mean a value it did not make.
    fn position(&mut self, cells: &[u8], player: u32) -> JsResult<(Board, crate::common::player::Player)> {
        self.attach_book();
        let cells = cells.iter().map(|&c| wire::cell_of(c).ok_or_else(not_from_reader)).collect::<JsResult<Vec<_>>>()?;
        let board = Board::from_cells(self.rules(), &cells).map_err(|_| not_from_reader())?;
        let player = read::player(player)?;
        if self.strict {
            fail(mnk::check_turn(&board, player))?;
        }
        Ok((board, player))
    }
}
