//! oxo-ai: a tic-tac-toe engine. The core (everything but `boundary::wasm`) is plain Rust;
//! `boundary::wasm` is the JavaScript facade, compiled only for `wasm32-unknown-unknown`, where
//! the crate is `no_std`: std's panic machinery formats every message, 1.8 KB gzip of a module
//! that never shows one (docs/DESIGN.md, "No std in the module").
//!
//! - [`ttt`]: the 3×3 engine; [`mnk`]: the m,n,k engine; [`ultimate`]: Ultimate tic-tac-toe;
//! - [`common`]: the small types both share (player, seeded generator, clock);
//! - [`text`]: the error codes, messages and sentence words a user reads;
//! - [`boundary`]: the wire format and the wasm facade that speak to JavaScript.

#![cfg_attr(all(target_arch = "wasm32", target_os = "unknown"), no_std)]

extern crate alloc;

/// Declares the module that takes what JavaScript passes (the wasm facade) under lints that forbid every panicking construct: no unwrap, expect, unchecked
/// indexing, slicing of strings, panicking macros or unchecked arithmetic, and no `as` casts
/// (a caller's number becomes an integer only through `boundary::wire::options::whole_at_most`, the one audited
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

pub mod boundary;
pub mod common;
// In wasm, only the mnk module's build compiles it: its mere presence changes how LLVM lays out
// the 3×3 module (607,695 B against 603,331 B before wasm-opt, measured).
#[cfg(any(feature = "mnk", not(target_arch = "wasm32")))]
pub mod mnk;
pub mod text;
pub mod ttt;
// Gated as `mnk` is: in wasm, only the build that asks for it compiles it.
#[cfg(any(feature = "ultimate", not(target_arch = "wasm32")))]
pub mod ultimate;

pub use common::player::Player;
pub use common::rng::{Rng, Seed};
pub use text::error::{Coded, ErrorCode, ErrorKind};
pub use text::worded::InputError;
pub use ttt::analyzer::{analyze, analyze_position, Evaluation, Explanation, Report, Threat, ThreatKind};
pub use ttt::bitboard::Bitboard;
pub use ttt::board::{Board, Cell, PlayError};
pub use ttt::engine::{Engine, EngineOptions};
pub use ttt::game::{Game, GameStatus, RestoreError, Snapshot};
pub use ttt::line::{Direction, Line, LINES};
pub use ttt::notation::ParseBoardError;
pub use ttt::position::{side_to_move, Outcome, Position, PositionError, SetupError, WrongTurn};
pub use ttt::square::Square;
pub use ttt::strategy::Difficulty;

/// talc instead of the default dlmalloc: the same job in a smaller module.
#[cfg(all(target_arch = "wasm32", target_os = "unknown"))]
#[global_allocator]
static ALLOCATOR: talc::wasm::WasmDynamicTalc = talc::wasm::new_wasm_dynamic_allocator();
