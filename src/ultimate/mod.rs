//! Ultimate tic-tac-toe: bitboard positions, a Monte Carlo tree search with a solver, and
//! [`UltimateEngine`]'s three levels, ranked moves and facts. Plain Rust, `no_std` + `alloc`.
//!
//! - [`Position`] is the game: cells, routing to a small board, legal moves, the result under a
//!   [`Tiebreak`].
//! - [`UltimateEngine`] plays (`best_move`), ranks (`ranked_moves`) and states facts (`analyze`).

pub mod bits;
pub mod board;
pub mod engine;
pub mod mcts;

pub use board::{BoardStatus, MoveList, Position, Status, Tiebreak};
pub use engine::{EngineOptions, Facts, Level, Outcome, Proof, ScoredMove, UltimateEngine};
pub use mcts::{Budget, Decisive, Tuning, DEFAULT_TIME_MS, MAX_NODES};
