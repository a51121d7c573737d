//! `Engine`: a difficulty level, its strategy and its seeded generator, answering the API reference's "AIEngine"
//! `bestMove` and `rankedMoves` for a raw board and the player named by the caller: any
//! board and either player, or only legal turns when `strict` (API reference "AIEngine").

use alloc::boxed::Box;
use crate::common::player::Player;
use crate::common::rng::{EntropyUnavailable, Rng, Seed};
use crate::ttt::board::Board;
use crate::ttt::position::{Position, SetupError};
use crate::ttt::solver::{self, RankedMoves};
use crate::ttt::square::Square;
use crate::ttt::strategy::{
    Adaptive, AnyStrategy, CellOrder, Difficulty, Exact, Expert, GameResult, Graded, Heuristic, Mcts, OpponentModel, RandomMove, Rule,
    Rules, Skill, Strategy, Target, UncomputableOpponent,
};

/// Engine options with the API reference's "AIEngine" defaults.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct EngineOptions {
    pub difficulty: Difficulty,
    /// Playouts per MCTS move, in [`EngineOptions::MCTS_ITERATIONS`].
    pub mcts_iterations: u32,
    /// `None` draws fresh entropy.
    pub seed: Option<Seed>,
    /// Check reachability and turn as the referee does (API reference "AIEngine"); default false.
    pub strict: bool,
    /// Hard and Expert only: mistakes below 100 (API reference "AIEngine"); `None` plays as the level.
    pub skill: Option<Skill>,
    /// Hard and Expert only: draw among equal best moves (API reference "AIEngine").
    pub variety: bool,
    /// The rules level only: its list (`None`: all eight).
    pub rules: Option<Rules>,
    /// The rules level only: the order it takes cells in (`None`: lowest-numbered first).
    pub cell_order: Option<CellOrder>,
    /// Expert only: the opponent it maximises against (`None`: uniformly random).
    pub opponent: Option<OpponentModel>,
    /// MCTS only: a wall-clock budget per move in milliseconds, in [`EngineOptions::MCTS_TIME_MS`].
    pub mcts_time_ms: Option<u32>,
    /// Hard and Expert only: retune `skill` between games to hold the opponent's score (API reference "An opponent that adapts").
    pub adaptive: Option<Target>,
}

impl EngineOptions {
    /// Every option at its default (API reference "AIEngine"): Hard, 500 MCTS iterations, fresh entropy.
    pub const DEFAULT: EngineOptions = EngineOptions {
        difficulty: Difficulty::Hard,
        mcts_iterations: EngineOptions::DEFAULT_MCTS_ITERATIONS,
        seed: None,
        strict: false,
        skill: None,
        variety: false,
        rules: None,
        cell_order: None,
        opponent: None,
        mcts_time_ms: None,
        adaptive: None,
    };
    pub const DEFAULT_MCTS_ITERATIONS: u32 = 500;
    /// Allowed `mctsIterations`: at most a million keeps one move's tree under ~40 MB.
    pub const MCTS_ITERATIONS: core::ops::RangeInclusive<u32> = 1..=1_000_000;
    /// Allowed `mctsTimeMs`: up to a minute a move.
    pub const MCTS_TIME_MS: core::ops::RangeInclusive<u32> = 1..=60_000;

    /// The strategy these options describe (checked by [`EngineOptions::check`]).
    pub fn strategy(&self) -> AnyStrategy {
        // An adaptive engine starts at its `skill` option, else halfway.
        let skill = match self.adaptive {
            Some(_) => Some(self.skill.unwrap_or(Adaptive::START)),
            None => self.skill,
        };
        let graded = |exact| AnyStrategy::Graded(Graded { exact, skill, variety: self.variety });
        match self.difficulty {
            Difficulty::Easy => AnyStrategy::Easy(RandomMove),
            Difficulty::Medium => AnyStrategy::Medium(Heuristic),
            Difficulty::Hard => graded(Exact::Hard),
            Difficulty::Mcts => AnyStrategy::Mcts(Mcts::new(self.mcts_iterations).with_time_budget(self.mcts_time_ms)),
            Difficulty::Expert => graded(Exact::Expert(Box::new(Expert::against(self.opponent.unwrap_or(OpponentModel::EASY))))),
            Difficulty::Rules => AnyStrategy::Rules(self.rule_player()),
        }
    }

    /// The rules level's player: its list in its cell order.
    fn rule_player(&self) -> Rules {
        let rules = self.rules.unwrap_or_default();
        self.cell_order.map_or(rules, |order| rules.with_order(order))
    }

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

    /// These options as Expert's opponent model (API reference "AIEngine" `opponent`: difficulty, rules, skill).
    ///
    /// # Errors
    /// [`EngineError`]: a misplaced option, or a level with no exact distribution (MCTS).
    pub fn as_opponent(&self) -> Result<OpponentModel, EngineError> {
        self.check().map_err(EngineError::Conflict)?;
        let model = self.difficulty.model(self.rule_player()).ok_or(EngineError::Opponent(UncomputableOpponent))?;
        Ok(OpponentModel { model, skill: self.skill, trusted: false })
    }

    /// Checks that each level-specific option belongs to the chosen level.
    ///
    /// # Errors
    /// [`OptionConflict`] naming the first option that does not.
    #[inline(never)] // one copy for its callers: the options readers, `as_opponent`, `Engine::new`
    pub fn check(&self) -> Result<(), OptionConflict> {
        let d = self.difficulty;
        let graded = matches!(d, Difficulty::Hard | Difficulty::Expert);
        let misplaced = if self.skill.is_some() && !graded {
            Some(LevelOption::Skill)
        } else if self.variety && !graded {
            Some(LevelOption::Variety)
        } else if self.adaptive.is_some() && !graded {
            Some(LevelOption::Adaptive)
        } else if self.rules.is_some() && d != Difficulty::Rules {
            Some(LevelOption::Rules)
        } else if self.cell_order.is_some() && d != Difficulty::Rules {
            Some(LevelOption::CellOrder)
        } else if self.opponent.is_some() && d != Difficulty::Expert {
            Some(LevelOption::Opponent)
        } else if self.mcts_time_ms.is_some() && d != Difficulty::Mcts {
            Some(LevelOption::MctsTimeMs)
        } else {
            None
        };
        match misplaced {
            Some(option) => Err(OptionConflict { option, difficulty: d }),
            None => Ok(()),
        }
    }
}

/// A level-specific option given with another level.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct OptionConflict {
    pub option: LevelOption,
    pub difficulty: Difficulty,
}

/// An option that belongs to some levels only.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum LevelOption {
    /// `skill`, `variety`, `adaptive`: Hard and Expert.
    Skill,
    Variety,
    Adaptive,
    /// `rules`, `cellOrder`: Rules.
    Rules,
    CellOrder,
    /// `opponent`: Expert.
    Opponent,
    /// `mctsTimeMs`: MCTS.
    MctsTimeMs,
}

/// Why [`Engine::rule_move`] has no answer.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum RuleMoveError {
    NotRules(Difficulty),
    Setup(SetupError),
}

/// Why an engine could not be made.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum EngineError {
    Conflict(OptionConflict),
    Opponent(UncomputableOpponent),
    Entropy(EntropyUnavailable),
}


impl Default for EngineOptions {
    fn default() -> Self {
        EngineOptions::DEFAULT
    }
}

/// A playing engine: one level, one generator.
#[derive(Clone, Debug)]
pub struct Engine {
    options: EngineOptions,
    strategy: AnyStrategy,
    rng: Rng,
    adaptive: Option<Adaptive>,
}

impl Engine {
    /// # Errors
    /// [`EngineError`]: an option given with a level it does not apply to, or no seed given
    /// and no entropy on the platform.
    pub fn new(options: EngineOptions) -> Result<Engine, EngineError> {
        options.check().map_err(EngineError::Conflict)?;
        let strategy = options.strategy();
        let seed = match options.seed {
            Some(seed) => seed,
            // A strategy that never draws takes no entropy: its moves do not depend on a seed.
            None if !strategy.draws() => Seed(0),
            None => Seed::from_entropy().map_err(EngineError::Entropy)?,
        };
        let adaptive = options.adaptive.map(|target| Adaptive::new(target, options.skill.unwrap_or(Adaptive::START)));
        Ok(Engine { options, strategy, rng: Rng::new(seed), adaptive })
    }

    /// The skill of the next move: an adaptive engine's current one, the `skill` option, else
    /// 100 (the level itself).
    pub fn skill(&self) -> Skill {
        match &self.strategy {
            AnyStrategy::Graded(graded) => graded.skill.unwrap_or(Skill::MAX),
            _ => Skill::MAX,
        }
    }

    /// A finished game, from this engine's side: an adaptive engine retunes its skill (API
    /// reference "An opponent that adapts"); any other engine is unchanged.
    pub fn observe(&mut self, result: GameResult) {
        let (Some(adaptive), AnyStrategy::Graded(graded)) = (&mut self.adaptive, &mut self.strategy) else {
            return;
        };
        adaptive.observe(result);
        graded.skill = Some(adaptive.skill());
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

    /// The rules level's move (API reference "AIEngine") and the rule that chose it (`None`: no rule in the
    /// list applied, so the lowest-numbered empty cell); `None` once the board is finished.
    ///
    /// # Errors
    /// [`RuleMoveError`]: not a rules engine, or (only when `strict`) a [`SetupError`].
    pub fn rule_move(&self, board: Board, player: Player) -> Result<Option<(Square, Option<Rule>)>, RuleMoveError> {
        let AnyStrategy::Rules(rules) = &self.strategy else {
            return Err(RuleMoveError::NotRules(self.options.difficulty));
        };
        let pos = Position::for_player(board, player, self.options.strict).map_err(RuleMoveError::Setup)?;
        Ok(pos.and_then(|pos| rules.choose_with_rule(pos)))
    }

    /// Iterations the last MCTS move ran; `None` for other levels.
    pub fn last_iterations(&self) -> Option<u32> {
        match &self.strategy {
            AnyStrategy::Mcts(mcts) => Some(mcts.last_iterations()),
            _ => None,
        }
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
