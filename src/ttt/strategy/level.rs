//! The playing levels of API reference "AIEngine" by name, and the strategy each one plays.

use alloc::{boxed::Box, string::String};
use super::model::Model;
use super::{Expert, Heuristic, Mcts, RandomMove, Rules, Skill, Strategy, Weights};
use crate::common::rng::Rng;
use crate::ttt::bitboard::Bitboard;
use crate::ttt::position::Position;
use crate::ttt::solver;
use crate::ttt::square::Square;
use core::fmt;
use core::str::FromStr;

/// The playing levels of API reference "AIEngine".
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Difficulty {
    Easy,
    Medium,
    Hard,
    Mcts,
    Expert,
    Rules,
}

impl Difficulty {
    pub const ALL: [Difficulty; 6] =
        [Difficulty::Easy, Difficulty::Medium, Difficulty::Hard, Difficulty::Mcts, Difficulty::Expert, Difficulty::Rules];

    /// The name JavaScript uses: `'easy'`, `'medium'`, `'hard'`, `'mcts'`, `'expert'`, `'rules'`.
    pub const fn name(self) -> &'static str {
        match self {
            Difficulty::Easy => "easy",
            Difficulty::Medium => "medium",
            Difficulty::Hard => "hard",
            Difficulty::Mcts => "mcts",
            Difficulty::Expert => "expert",
            Difficulty::Rules => "rules",
        }
    }

    /// Its key in JavaScript's `Difficulty` object (API reference "Types": `Difficulty.MCTS`).
    pub const fn key(self) -> &'static str {
        match self {
            Difficulty::Easy => "Easy",
            Difficulty::Medium => "Medium",
            Difficulty::Hard => "Hard",
            Difficulty::Mcts => "MCTS",
            Difficulty::Expert => "Expert",
            Difficulty::Rules => "Rules",
        }
    }

    /// How the level plays, in a line (the declarations' doc comment).
    pub const fn summary(self) -> &'static str {
        match self {
            Difficulty::Easy => "A uniformly random legal move.",
            Difficulty::Medium => "Depth-2 minimax over a line-counting heuristic: takes a win in one, blocks a loss in one, misses forks.",
            Difficulty::Hard => "Perfect play: never loses, wins fastest, loses slowest; ties broken center, corners, edges.",
            Difficulty::Mcts => "Monte Carlo tree search (UCB1, random playouts); strength grows with `mctsIterations`.",
            Difficulty::Expert => "Perfect play that, among equally valued moves, picks the one that scores best against its opponent model.",
            Difficulty::Rules => "The classic rule-based player: the first rule of its list that applies (option `rules`).",
        }
    }

    /// The level as an opponent model, with `rules` for the rules level; `None` for MCTS,
    /// whose choice has no exact distribution.
    pub const fn model(self, rules: Rules) -> Option<Model> {
        match self {
            Difficulty::Easy => Some(Model::Easy),
            Difficulty::Medium => Some(Model::Medium),
            Difficulty::Hard => Some(Model::Hard),
            Difficulty::Expert => Some(Model::Expert),
            Difficulty::Rules => Some(Model::Rules(rules)),
            Difficulty::Mcts => None,
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
    Mcts(Mcts),
    Rules(Rules),
    /// Hard and Expert, which take `skill` and `variety`.
    Graded(Graded),
}

impl AnyStrategy {
    /// True if it ever draws from the generator: all but the rules level and Hard or Expert
    /// without `skill` or `variety`.
    pub fn draws(&self) -> bool {
        match self {
            AnyStrategy::Easy(_) | AnyStrategy::Medium(_) | AnyStrategy::Mcts(_) => true,
            AnyStrategy::Rules(_) => false,
            AnyStrategy::Graded(graded) => graded.skill.is_some() || graded.variety,
        }
    }
}

impl Strategy for AnyStrategy {
    fn choose(&mut self, pos: Position, rng: &mut Rng) -> Option<Square> {
        match self {
            AnyStrategy::Easy(s) => apart(s, pos, rng),
            AnyStrategy::Medium(s) => apart(s, pos, rng),
            AnyStrategy::Mcts(s) => apart(s, pos, rng),
            AnyStrategy::Rules(s) => apart(s, pos, rng),
            AnyStrategy::Graded(s) => s.choose(pos, rng),
        }
    }
}

/// A level's move, in a function of its own (never inlined, here or, by scripts/build.mjs, by
/// wasm-opt): WebAssembly engines compile each function on its first call, so a first Hard move
/// does not compile MCTS, the heuristic or the rules (issue 25).
#[inline(never)]
fn apart(strategy: &mut impl Strategy, pos: Position, rng: &mut Rng) -> Option<Square> {
    strategy.choose(pos, rng)
}

/// A move by `skill`'s weights, apart for the same reason as [`apart`].
#[inline(never)]
fn apart_slip(skill: Skill, pos: Position, preferred: Bitboard, rng: &mut Rng) -> Option<Square> {
    skill.weights(pos, preferred).sample(rng)
}

/// A level that knows the exact value of its choices.
#[derive(Clone, Debug)]
pub enum Exact {
    Hard,
    Expert(Box<Expert>),
}

impl Exact {
    /// The moves the level rates equal best (what `variety` draws among).
    fn ties(&mut self, pos: Position) -> Bitboard {
        match self {
            Exact::Hard => solver::top_moves(pos),
            Exact::Expert(expert) => expert.ties(pos),
        }
    }

    /// The level's own move, by the API reference "AIEngine" tie-break.
    fn choice(&mut self, pos: Position) -> Option<Square> {
        match self {
            Exact::Hard => solver::best_move(pos),
            Exact::Expert(expert) => expert.choice(pos),
        }
    }
}

/// Hard or Expert with `skill` (API reference "AIEngine"; `None` plays as the level) and `variety` (draw
/// among equal best moves instead of the fixed tie-break).
#[derive(Clone, Debug)]
pub struct Graded {
    pub exact: Exact,
    pub skill: Option<Skill>,
    pub variety: bool,
}

impl Strategy for Graded {
    /// Draws once per move when `variety` is on or `skill` is below 100; otherwise never.
    fn choose(&mut self, pos: Position, rng: &mut Rng) -> Option<Square> {
        let preferred = if self.variety {
            self.exact.ties(pos)
        } else {
            self.exact.choice(pos).map_or(Bitboard::EMPTY, Bitboard::from_square)
        };
        match self.skill {
            Some(skill) if skill < Skill::MAX => apart_slip(skill, pos, preferred, rng),
            _ if self.variety => Weights::uniform(preferred).sample(rng),
            _ => preferred.first(),
        }
    }
}
