//! `Engine`: a difficulty level, its strategy and its seeded generator, answering SPEC §3's
//! `bestMove` and `rankedMoves` for a raw board and the player named by the caller.

use crate::board::Board;
use crate::error::{Coded, ErrorCode};
use crate::player::Player;
use crate::position::{Position, PositionError, WrongTurn};
use crate::rng::{EntropyUnavailable, Rng, Seed};
use crate::solver::{self, RankedMoves};
use crate::square::Square;
use crate::strategy::{Expert, Heuristic, Mcts, Perfect, RandomMove, Strategy};
use std::fmt;
use std::str::FromStr;

/// The playing levels of SPEC §3.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Difficulty {
    Easy,
    Medium,
    Hard,
    Mcts,
    Expert,
}

impl Difficulty {
    pub const ALL: [Difficulty; 5] =
        [Difficulty::Easy, Difficulty::Medium, Difficulty::Hard, Difficulty::Mcts, Difficulty::Expert];

    /// The name JavaScript uses: `'easy'`, `'medium'`, `'hard'`, `'mcts'`, `'expert'`.
    pub const fn name(self) -> &'static str {
        match self {
            Difficulty::Easy => "easy",
            Difficulty::Medium => "medium",
            Difficulty::Hard => "hard",
            Difficulty::Mcts => "mcts",
            Difficulty::Expert => "expert",
        }
    }
}

impl fmt::Display for Difficulty {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// The name is not one of the five levels.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct UnknownDifficulty;

impl FromStr for Difficulty {
    type Err = UnknownDifficulty;
    fn from_str(s: &str) -> Result<Difficulty, UnknownDifficulty> {
        Difficulty::ALL.into_iter().find(|d| d.name() == s).ok_or(UnknownDifficulty)
    }
}

/// Engine options with SPEC §3's defaults.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct EngineOptions {
    pub difficulty: Difficulty,
    /// Playouts per MCTS move, in [`EngineOptions::MCTS_ITERATIONS`].
    pub mcts_iterations: u32,
    /// `None` draws fresh entropy.
    pub seed: Option<Seed>,
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
}

impl Default for EngineOptions {
    fn default() -> Self {
        EngineOptions {
            difficulty: Difficulty::Hard,
            mcts_iterations: EngineOptions::DEFAULT_MCTS_ITERATIONS,
            seed: None,
        }
    }
}

/// The strategy of each level, dispatched without boxing.
#[derive(Clone, Debug)]
pub enum AnyStrategy {
    Easy(RandomMove),
    Medium(Heuristic),
    Hard(Perfect),
    Mcts(Mcts),
    Expert(Expert),
}

impl AnyStrategy {
    /// The strategy of `difficulty`; `mcts_iterations` is used only by MCTS.
    pub fn new(difficulty: Difficulty, mcts_iterations: u32) -> AnyStrategy {
        match difficulty {
            Difficulty::Easy => AnyStrategy::Easy(RandomMove),
            Difficulty::Medium => AnyStrategy::Medium(Heuristic),
            Difficulty::Hard => AnyStrategy::Hard(Perfect),
            Difficulty::Mcts => AnyStrategy::Mcts(Mcts::new(mcts_iterations)),
            Difficulty::Expert => AnyStrategy::Expert(Expert),
        }
    }
}

impl Strategy for AnyStrategy {
    fn choose(&mut self, pos: Position, rng: &mut Rng) -> Option<Square> {
        match self {
            AnyStrategy::Easy(s) => s.choose(pos, rng),
            AnyStrategy::Medium(s) => s.choose(pos, rng),
            AnyStrategy::Hard(s) => s.choose(pos, rng),
            AnyStrategy::Mcts(s) => s.choose(pos, rng),
            AnyStrategy::Expert(s) => s.choose(pos, rng),
        }
    }
}

/// Why an engine cannot answer for a board and player.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SetupError {
    Impossible(PositionError),
    WrongTurn(WrongTurn),
}

impl fmt::Display for SetupError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            SetupError::Impossible(e) => e.fmt(f),
            SetupError::WrongTurn(e) => e.fmt(f),
        }
    }
}

impl Coded for SetupError {
    fn code(&self) -> ErrorCode {
        match self {
            SetupError::Impossible(e) => e.code(),
            SetupError::WrongTurn(e) => e.code(),
        }
    }
}

/// Validates `board` for `player` in SPEC §6 order: reachability, then game over (`Ok(None)`,
/// whoever is named), then turn.
///
/// # Errors
/// [`SetupError`] for an unreachable board or the wrong player on a game still on.
pub fn position_to_play(board: Board, player: Player) -> Result<Option<Position>, SetupError> {
    let pos = Position::new(board).map_err(SetupError::Impossible)?;
    if pos.is_over() {
        return Ok(None);
    }
    pos.expect_turn(player).map_err(SetupError::WrongTurn)?;
    Ok(Some(pos))
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

    /// The level's move for `player`, or `None` when the game is over.
    ///
    /// # Errors
    /// [`SetupError`], see [`position_to_play`].
    pub fn best_move(&mut self, board: Board, player: Player) -> Result<Option<Square>, SetupError> {
        Ok(position_to_play(board, player)?.and_then(|pos| self.choose(pos)))
    }

    /// The level's move in a validated position.
    pub fn choose(&mut self, pos: Position) -> Option<Square> {
        self.strategy.choose(pos, &mut self.rng)
    }

    /// Every legal move under perfect play, best first, whatever the level; empty when over.
    ///
    /// # Errors
    /// [`SetupError`], see [`position_to_play`].
    pub fn ranked_moves(&self, board: Board, player: Player) -> Result<RankedMoves, SetupError> {
        Ok(position_to_play(board, player)?.map_or(RankedMoves::EMPTY, solver::ranked_moves))
    }
}
