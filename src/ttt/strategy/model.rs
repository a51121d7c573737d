//! Opponent models (API reference "AIEngine" `opponent`): the levels whose move in any position is an exactly
//! known distribution, so Expert can maximise its expected result against one.

use alloc::vec;
use super::rules::Rules;
use super::Difficulty;
use super::skill::Skill;
use super::weights::Weights;
use super::{Expert, Heuristic};
use crate::ttt::bitboard::Bitboard;
use crate::ttt::position::{Outcome, Position};
use crate::ttt::solver;
use crate::ttt::square::Square;

/// A level without its generator: what it would play, as a distribution.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Model {
    /// Uniform over the legal moves.
    Easy,
    /// Uniform over Medium's best-scored moves.
    Medium,
    /// Hard's move.
    Hard,
    /// Expert's move against the default (uniformly random) opponent.
    Expert,
    /// The rule list's move.
    Rules(Rules),
}

impl Model {
    /// The level it is, as `AIEngine` names it.
    pub const fn difficulty(self) -> Difficulty {
        match self {
            Model::Easy => Difficulty::Easy,
            Model::Medium => Difficulty::Medium,
            Model::Hard => Difficulty::Hard,
            Model::Expert => Difficulty::Expert,
            Model::Rules(_) => Difficulty::Rules,
        }
    }
}

/// A model and the skill it plays at (`None`: the level itself). `trusted`: the model is sure
/// enough (an inferred `confidence` of at least `infer::TRUST`) for Expert to play for wins it
/// cannot force against perfect play.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct OpponentModel {
    pub model: Model,
    pub skill: Option<Skill>,
    pub trusted: bool,
}

impl OpponentModel {
    /// Expert's default opponent: a uniformly random player.
    pub const EASY: OpponentModel = OpponentModel { model: Model::Easy, skill: None, trusted: false };

    /// The moves the level itself chooses among, each equally likely; empty once over.
    pub fn preferred(self, pos: Position) -> Bitboard {
        let single = |sq: Option<Square>| sq.map_or(Bitboard::EMPTY, Bitboard::from_square);
        match self.model {
            Model::Easy => pos.legal_moves(),
            Model::Medium => Heuristic::best_moves(pos),
            Model::Hard => single(solver::best_move(pos)),
            Model::Expert => single(Expert::best_move(pos)),
            Model::Rules(rules) => single(rules.choose_with_rule(pos).map(|(sq, _)| sq)),
        }
    }

    /// The distribution of the model's move in `pos`.
    pub fn weights(self, pos: Position) -> Weights {
        let preferred = self.preferred(pos);
        match self.skill {
            Some(skill) if skill < Skill::MAX => skill.weights(pos, preferred),
            _ => Weights::uniform(preferred),
        }
    }
}

/// The expected score (win 1, draw ½, loss 0) of `x` against `o` from `pos`, for the side to
/// move, both playing their distributions: an exact expectation over the game tree, memoised.
pub fn expected_score(pos: Position, x: OpponentModel, o: OpponentModel) -> f64 {
    let mut memo = vec![f64::NAN; Position::INDEX_COUNT];
    let x_score = score_for_x(pos, x, o, &mut memo);
    match pos.to_move() {
        crate::common::player::Player::X => x_score,
        crate::common::player::Player::O => 1.0 - x_score,
    }
}

fn score_for_x(pos: Position, x: OpponentModel, o: OpponentModel, memo: &mut [f64]) -> f64 {
    let index = pos.index();
    if let Some(known) = memo.get(index).filter(|v| !v.is_nan()) {
        return *known;
    }
    let score = match pos.outcome() {
        Some(Outcome::Win(crate::common::player::Player::X)) => 1.0,
        Some(Outcome::Win(_)) => 0.0,
        Some(Outcome::Draw) => 0.5,
        None => {
            let model = if pos.to_move() == crate::common::player::Player::X { x } else { o };
            let weights = model.weights(pos);
            weights
                .support()
                .squares()
                .map(|sq| weights.probability(sq) * score_for_x(pos.play_unchecked(sq), x, o, memo))
                .sum()
        }
    };
    if let Some(slot) = memo.get_mut(index) {
        *slot = score;
    }
    score
}

/// `mcts` cannot be an opponent model: its choice has no exact distribution.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct UncomputableOpponent;

