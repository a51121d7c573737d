//! The more module's cold answers as the objects JavaScript receives (SPEC §5, §7.3, §7.9):
//! structs that mirror each answer field for field, which the facade writes with
//! serde-wasm-bindgen (`None` as `null`). Cold answers are not packed (docs/DESIGN.md).

use super::answers::count;
use crate::infer::Inferred;
use crate::review::{GameReview, ReviewedMove};
use crate::simulator::{Part, Progress, SimulationResult};
use crate::solver::Eval;
use crate::square::Square;
use crate::strategy::CellOrder;
use serde::Serialize;

/// `GameReview`: the moves, each player's accuracy, the turning point.
#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
pub struct Review {
    moves: Vec<ReviewedMoveObject>,
    accuracy: Accuracy,
    turning_point: Option<usize>,
}

/// Per player, the share of their moves that kept the value; null if they made none.
#[derive(Serialize)]
struct Accuracy {
    #[serde(rename = "X")]
    x: Option<f64>,
    #[serde(rename = "O")]
    o: Option<f64>,
}

/// `ReviewedMove`: who moved where, the label, the verdicts before and after, the best moves
/// and the sentence.
#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct ReviewedMoveObject {
    player: char,
    #[serde(rename = "move")]
    at: Cell,
    label: &'static str,
    before: Verdict,
    after: Verdict,
    best_moves: Vec<Cell>,
    explanation: String,
}

/// `{ row, col }`.
#[derive(Serialize)]
struct Cell {
    row: u8,
    col: u8,
}

/// `{ outcome, plies }`: a perfect-play evaluation from the mover's side.
#[derive(Serialize)]
struct Verdict {
    outcome: &'static str,
    plies: u8,
}

/// `SimulationProgress` (counts as exact JS numbers, [`count`]).
#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
pub struct ProgressObject {
    completed: f64,
    total: f64,
    x_wins: f64,
    o_wins: f64,
    draws: f64,
}

/// `SimulationResult`.
#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
pub struct ResultObject {
    x_wins: f64,
    o_wins: f64,
    draws: f64,
    total_games: f64,
    avg_moves: f64,
    lengths: [f64; 10],
}

/// `{ firstGame, games }`: one part of a split run.
#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
pub struct PartObject {
    first_game: f64,
    games: f64,
}

/// `InferredModel`; `rules`, `cellOrder` and `skill` only where the model has them.
#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
pub struct Model {
    difficulty: &'static str,
    #[serde(skip_serializing_if = "Option::is_none")]
    rules: Option<Vec<&'static str>>,
    #[serde(skip_serializing_if = "Option::is_none")]
    cell_order: Option<Vec<u8>>,
    #[serde(skip_serializing_if = "Option::is_none")]
    skill: Option<u8>,
    confidence: f64,
}

/// A game's review as `reviewGame` answers it.
pub fn review(r: &GameReview) -> Review {
    let cell = |sq: Square| Cell { row: sq.row(), col: sq.col() };
    let verdict = |e: Eval| Verdict { outcome: e.value.outcome(), plies: e.plies };
    let reviewed = |m: &ReviewedMove| ReviewedMoveObject {
        player: m.player.char(),
        at: cell(m.square),
        label: m.label.name(),
        before: verdict(m.before),
        after: verdict(m.after),
        best_moves: m.best.squares().map(cell).collect(),
        explanation: m.note.to_string(),
    };
    Review {
        moves: r.moves.iter().map(reviewed).collect(),
        accuracy: Accuracy { x: r.accuracy[0], o: r.accuracy[1] },
        turning_point: r.turning_point,
    }
}

/// A run's totals so far as `onProgress` gets them.
pub fn progress(p: Progress) -> ProgressObject {
    ProgressObject { completed: count(p.completed), total: count(p.total), x_wins: count(p.x_wins), o_wins: count(p.o_wins), draws: count(p.draws) }
}

/// A run's result as `Simulator.run` resolves with it.
pub fn simulation_result(r: &SimulationResult) -> ResultObject {
    ResultObject {
        x_wins: count(r.x_wins),
        o_wins: count(r.o_wins),
        draws: count(r.draws),
        total_games: count(r.total_games),
        avg_moves: r.avg_moves,
        lengths: r.lengths.map(count),
    }
}

/// The parts of a split run as `SimulationRun#split` lists them.
pub fn parts(parts: &[Part]) -> Vec<PartObject> {
    parts.iter().map(|p| PartObject { first_game: count(p.first_game), games: count(p.games) }).collect()
}

/// An inferred opponent model as `inferOpponent` answers it.
pub fn model(inferred: &Inferred) -> Model {
    let model = inferred.model;
    let (rules, cell_order) = match model.model {
        crate::strategy::Model::Rules(rules) => {
            let order = rules.order();
            (Some(rules.rules().map(|r| r.name()).collect()), (order != CellOrder::ROW_MAJOR).then(|| order.cells().to_vec()))
        }
        _ => (None, None),
    };
    Model { difficulty: model.model.difficulty().name(), rules, cell_order, skill: model.skill.map(|s| s.value()), confidence: inferred.confidence }
}
