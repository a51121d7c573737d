//! oxo-ai: a tic-tac-toe engine. The core (everything but `wasm`) is plain Rust; `wasm` is
//! the JavaScript facade, compiled only for `wasm32-unknown-unknown`.

pub mod analyzer;
pub mod bitboard;
pub mod board;
pub mod clock;
pub mod engine;
pub mod error;
pub mod game;
pub mod input;
pub mod line;
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

#[cfg(all(target_arch = "wasm32", target_os = "unknown"))]
mod wasm;

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
