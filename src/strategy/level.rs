//! The playing levels of SPEC §3 by name, and the strategy each one plays.

use super::{Expert, Heuristic, Mcts, Perfect, RandomMove, Strategy};
use crate::error::{quote, Coded, ErrorCode, ErrorKind};
use crate::position::Position;
use crate::rng::Rng;
use crate::square::Square;
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

/// The name is not one of the levels.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct UnknownDifficulty(pub String);

impl fmt::Display for UnknownDifficulty {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("must be ")?;
        for (i, d) in Difficulty::ALL.iter().enumerate() {
            let sep = match i {
                0 => "",
                i if i + 1 == Difficulty::ALL.len() => " or ",
                _ => ", ",
            };
            write!(f, "{sep}'{d}'")?;
        }
        write!(f, ", got {}", quote(&self.0))
    }
}

impl Coded for UnknownDifficulty {
    fn code(&self) -> ErrorCode {
        ErrorCode::InvalidOption
    }

    fn kind(&self) -> ErrorKind {
        ErrorKind::WrongType
    }
}

impl FromStr for Difficulty {
    type Err = UnknownDifficulty;
    fn from_str(s: &str) -> Result<Difficulty, UnknownDifficulty> {
        Difficulty::ALL.into_iter().find(|d| d.name() == s).ok_or_else(|| UnknownDifficulty(s.into()))
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

