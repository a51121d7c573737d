//! oxo-ai: a tic-tac-toe engine. The core (everything but `wasm`) is plain Rust; `wasm` is
//! the JavaScript facade, compiled only for `wasm32-unknown-unknown`, where the crate is
//! `no_std`: std's panic machinery formats every message, 1.8 KB gzip of a module that never
//! shows one (docs/DESIGN.md, "No std in the module").

#![cfg_attr(all(target_arch = "wasm32", target_os = "unknown"), no_std)]

extern crate alloc;

pub mod analyzer;
pub mod bitboard;
pub mod board;
pub mod clock;
pub mod engine;
pub mod error;
pub mod game;
pub mod infer;
pub mod line;
pub mod messages;
// In wasm, only the mnk module's build compiles it: its mere presence changes how LLVM lays out
// the 3×3 module (607,695 B against 603,331 B before wasm-opt, measured).
#[cfg(any(feature = "mnk", not(target_arch = "wasm32")))]
pub mod mnk;
pub mod names;
pub mod player;
pub mod position;
pub mod review;
pub mod rng;
pub mod simulator;
pub mod solver;
pub mod square;
pub mod strategy;
pub mod vocabulary;
pub mod wire;
pub mod words;

/// Declares the module that takes what JavaScript passes (the wasm facade) under lints that forbid every panicking construct: no unwrap, expect, unchecked
/// indexing, slicing of strings, panicking macros or unchecked arithmetic, and no `as` casts
/// (a caller's number becomes an integer only through `wire::options::whole_at_most`, the one audited
/// cast). A panic would trap the module. Checked by `cargo clippy` in scripts/test.sh.
macro_rules! guarded {
    ($($module:item)*) => {$(
        #[deny(
            clippy::unwrap_used, clippy::expect_used, clippy::indexing_slicing, clippy::string_slice,
            clippy::panic, clippy::panic_in_result_fn, clippy::unreachable, clippy::todo,
            clippy::unimplemented, clippy::arithmetic_side_effects, clippy::as_conversions,
            clippy::cast_possible_truncation, clippy::cast_sign_loss, clippy::cast_precision_loss,
            clippy::cast_possible_wrap, clippy::cast_lossless, clippy::unwrap_in_result, clippy::exit,
            clippy::mem_forget
        )]
        $module
    )*};
}

guarded! {
    #[cfg(all(target_arch = "wasm32", target_os = "unknown"))]
    mod wasm;
}

pub use analyzer::{analyze, analyze_position, Evaluation, Explanation, Report, Threat, ThreatKind};
pub use bitboard::Bitboard;
pub use board::{Board, Cell, PlayError};
pub use vocabulary::ParseBoardError;
pub use engine::{Engine, EngineOptions};
pub use strategy::Difficulty;
pub use error::{Coded, ErrorCode, ErrorKind, InputError};
pub use game::{Game, GameStatus, RestoreError, Snapshot};
pub use line::{Direction, Line, LINES};
pub use player::Player;
pub use position::{side_to_move, Outcome, Position, PositionError, SetupError, WrongTurn};
pub use rng::{Rng, Seed};
pub use square::Square;

/// talc instead of the default dlmalloc: the same job in a smaller module.
#[cfg(all(target_arch = "wasm32", target_os = "unknown"))]
#[global_allocator]
static ALLOCATOR: talc::wasm::WasmDynamicTalc = talc::wasm::new_wasm_dynamic_allocator();
