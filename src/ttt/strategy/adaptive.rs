//! Adaptive skill (API reference "An opponent that adapts"): after each finished game the engine moves its `skill` toward
//! the strength at which its opponent scores `target` (a win 1, a draw ½).
//!
//! The rule is a fixed-step stochastic approximation: `skill += STEP × (score − target)`, where
//! `score` is the opponent's score in the game just played, kept in 0..=100. Summed over games,
//! the steps telescope: while the skill stays inside 0..=100, the opponent's mean score over any
//! `n` games is within `100 / (STEP × n)` of the target (0.033 over 300 games), whatever the
//! opponent, because the skill cannot move further than from one end to the other. No
//! randomness is involved: the same results give the same skills.

use super::Skill;

/// A finished game from the engine's side.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum GameResult {
    Win,
    Draw,
    Loss,
}

impl GameResult {
    /// Every result, in the order the wire numbers them.
    pub const ALL: [GameResult; 3] = [GameResult::Win, GameResult::Draw, GameResult::Loss];

    /// The name JavaScript uses.
    pub const fn name(self) -> &'static str {
        match self {
            GameResult::Win => "win",
            GameResult::Draw => "draw",
            GameResult::Loss => "loss",
        }
    }

    /// What the opponent scored: 0, ½ or 1.
    pub const fn opponent_score(self) -> f64 {
        match self {
            GameResult::Win => 0.0,
            GameResult::Draw => 0.5,
            GameResult::Loss => 1.0,
        }
    }
}

impl core::str::FromStr for GameResult {
    type Err = UnknownResult;

    fn from_str(s: &str) -> Result<GameResult, UnknownResult> {
        GameResult::ALL.into_iter().find(|r| r.name() == s).ok_or(UnknownResult)
    }
}

/// A result that is not `'win'`, `'draw'` or `'loss'`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct UnknownResult;

/// The opponent's score an adaptive engine holds, in 0..=1.
#[derive(Clone, Copy, Debug)]
pub struct Target(f64);

impl Target {
    pub const DEFAULT: Target = Target(0.5);

    /// `None` outside 0..=1 (NaN included).
    pub fn new(score: f64) -> Option<Target> {
        (0.0..=1.0).contains(&score).then_some(Target(score))
    }

    pub const fn score(self) -> f64 {
        self.0
    }
}

impl PartialEq for Target {
    fn eq(&self, other: &Target) -> bool {
        self.0.to_bits() == other.0.to_bits()
    }
}

impl Eq for Target {}

/// An adaptive engine's state: the target and where its skill stands.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Adaptive {
    target: Target,
    skill: f64,
}

impl Adaptive {
    /// Skill points per unit of the opponent's excess score.
    pub const STEP: f64 = 10.0;
    /// Where an adaptive engine starts without a `skill` option: halfway.
    pub const START: Skill = Skill::HALF;

    pub fn new(target: Target, start: Skill) -> Adaptive {
        Adaptive { target, skill: f64::from(start.value()) }
    }

    /// The skill of the next move: the state rounded to a whole skill.
    pub fn skill(&self) -> Skill {
        // In 0..=100 by construction; the rounding keeps it there.
        #[allow(clippy::cast_possible_truncation, clippy::cast_sign_loss)]
        let whole = libm::round(self.skill).clamp(0.0, 100.0) as u32;
        Skill::new(whole).unwrap_or(Skill::MAX)
    }

    /// Retunes after a finished game.
    pub fn observe(&mut self, result: GameResult) {
        let step = Adaptive::STEP * (result.opponent_score() - self.target.score());
        self.skill = (self.skill + step).clamp(0.0, 100.0);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_opponent_scoring_above_the_target_meets_a_stronger_engine() {
        let mut a = Adaptive::new(Target::DEFAULT, Adaptive::START);
        a.observe(GameResult::Loss);
        assert_eq!(a.skill().value(), 55);
        a.observe(GameResult::Draw);
        assert_eq!(a.skill().value(), 55);
        a.observe(GameResult::Win);
        a.observe(GameResult::Win);
        assert_eq!(a.skill().value(), 45);
        for _ in 0..30 {
            a.observe(GameResult::Win);
        }
        assert_eq!(a.skill().value(), 0, "kept in 0..=100");
        let mut b = Adaptive::new(Target::new(0.35).unwrap(), Skill::MAX);
        b.observe(GameResult::Loss);
        assert_eq!(b.skill().value(), 100);
        b.observe(GameResult::Draw);
        assert_eq!(b.skill().value(), 100);
        b.observe(GameResult::Win);
        assert_eq!(b.skill().value(), 97, "100 - 3.5, rounded");
    }

    #[test]
    fn targets_and_results_are_checked() {
        assert!(Target::new(f64::NAN).is_none());
        assert!(Target::new(1.01).is_none());
        assert!(Target::new(-0.0).is_some());
        assert_eq!("loss".parse::<GameResult>(), Ok(GameResult::Loss));
        assert_eq!("lose".parse::<GameResult>(), Err(UnknownResult));
    }
}
