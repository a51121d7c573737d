//! m,n,k-games (API reference "Bigger boards"): any board from 3×3 to 15×15 with k in a row, optionally with gravity
//! (Connect Four) and misère, with an exact solver, three levels and an analysis. Plain Rust;
//! the wasm facade converts to and from these types.
//!
//! - [`Rules`] and [`Board`] are the game: checked rules, checked moves, winner, line, draw.
//! - [`MnkEngine`] plays and solves: `best_move`, `solve`, `ranked_moves`.
//! - [`analyze`] lists the immediate tactics and says what to do in a sentence.

pub mod analysis;
pub mod bits;
pub mod board;
pub mod connect4;
pub mod engine;
pub mod geometry;
pub mod gomoku;
pub mod heuristic;
pub mod limits;
pub mod mcts;
pub mod meter;
pub mod moves;
pub mod order;
pub mod patterns;
pub mod rules;
pub mod search;
pub mod table;
pub mod threats;
pub mod turn;
pub mod windows;
pub mod zobrist;

pub use analysis::{analyze, Analysis, Explanation, Sentence};
pub use board::{Board, BoardError, Move, MoveError};
pub use engine::{EngineError, EngineOptions, Level, MnkEngine, ScoredMove, Solution};
pub use rules::{Rules, RulesError};
pub use search::{Budget, Outcome, Proof};
pub use limits::MAX_TIME_MS;
pub use turn::check_turn;
