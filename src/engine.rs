//! `Engine`: a difficulty level, its strategy and its seeded generator, answering SPEC §3's
//! `bestMove` and `rankedMoves` for a raw board and the player named by the caller: any
//! board and either player, or only legal turns when `strict` (SPEC §7.6).

use crate::board::Board;
use crate::player::Player;
use crate::position::{Position, SetupError};
use crate::rng::{EntropyUnavailable, Rng, Seed};
use crate::solver::{self, RankedMoves};
use crate::square::Square;
use crate::strategy::{AnyStrategy, Difficulty, Strategy};

/// Engine options with SPEC §3's defaults.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct EngineOptions {
    pub difficulty: Difficulty,
    /// Playouts per MCTS move, in [`EngineOptions::MCTS_ITERATIONS`].
    pub mcts_iterations: u32,
    /// `None` draws fresh entropy.
    pub seed: Option<Seed>,
    /// Check reachability and turn as the referee does (SPEC §7.6); default false.
    pub strict: bool,
}

impl EngineOptions {
    pub const DEFAULT_MCTS_ITERATIONS: u32 = 500;
    /// Allowed `mctsIterations`: at most a million keeps one move's tree under ~40 MB.
    pub const MCTS_ITERATIONS: std::ops::RangeInclusive<u32> = 1..=1_000_000;

    pub fn with_difficulty(self, difficulty: Difficulty) -> Self {
        EngineOptions { difficulty, ..self }
    }

    pub fn with_seed(self, seed: Seed) -> Self {
        EngineOptions { seed: Some(seed), ..self }
    }

    pub fn with_mcts_iterations(self, mcts_iterations: u32) -> Self {
        EngineOptions { mcts_iterations, ..self }
    }

    pub fn with_strict(self, strict: bool) -> Self {
        EngineOptions { strict, ..self }
    }
}

impl Default for EngineOptions {
    fn default() -> Self {
        EngineOptions {
            difficulty: Difficulty::Hard,
            mcts_iterations: EngineOptions::DEFAULT_MCTS_ITERATIONS,
            seed: None,
            strict: false,
        }
    }
}

/// A playing engine: one level, one generator.
#[derive(Clone, Debug)]
pub struct Engine {
    options: EngineOptions,
    strategy: AnyStrategy,
    rng: Rng,
}

impl Engine {
    /// # Errors
    /// [`EntropyUnavailable`] if no seed is given and the platform has no entropy.
    pub fn new(options: EngineOptions) -> Result<Engine, EntropyUnavailable> {
        let seed = match options.seed {
            Some(seed) => seed,
            None => Seed::from_entropy()?,
        };
        Ok(Engine {
            options,
            strategy: AnyStrategy::new(options.difficulty, options.mcts_iterations),
            rng: Rng::new(seed),
        })
    }

    pub fn options(&self) -> EngineOptions {
        self.options
    }

    /// The level's move for `player` to move on `board`, or `None` once the board is finished.
    ///
    /// # Errors
    /// Only when `strict`: [`SetupError`], see [`Position::for_player`].
    pub fn best_move(&mut self, board: Board, player: Player) -> Result<Option<Square>, SetupError> {
        Ok(Position::for_player(board, player, self.options.strict)?.and_then(|pos| self.choose(pos)))
    }

    /// The level's move in a validated position.
    pub fn choose(&mut self, pos: Position) -> Option<Square> {
        self.strategy.choose(pos, &mut self.rng)
    }

    /// Every legal move under perfect play, best first, whatever the level; empty once the
    /// board is finished.
    ///
    /// # Errors
    /// Only when `strict`: [`SetupError`], see [`Position::for_player`].
    pub fn ranked_moves(&self, board: Board, player: Player) -> Result<RankedMoves, SetupError> {
        let pos = Position::for_player(board, player, self.options.strict)?;
        Ok(pos.map_or(RankedMoves::EMPTY, solver::ranked_moves))
    }
}
