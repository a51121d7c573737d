//! The 3×3 engine (everything of the API reference before "Bigger boards"): the board and its rules, the perfect solver, the playing
//! levels, the analyzer, the referee (`Game`), game review, opponent inference and self-play.
//! Plain Rust; the boundary (`crate::boundary`) converts to and from these types.

pub mod analyzer;
pub mod bitboard;
pub mod board;
pub mod engine;
pub mod game;
pub mod infer;
pub mod line;
pub mod notation;
pub mod position;
pub mod review;
pub mod simulator;
pub mod solver;
pub mod square;
pub mod strategy;
