//! Prints the skill table of docs/DESIGN.md (issue 16): Hard at skill 0, 10, …, 100 against Easy and
//! against Hard, as X and as O, 100,000 seeded simulator games per cell beside the exact
//! expected score; then the miss rates at skill 50. `cargo run --release --bin skill-table`.

use oxo_ai::ttt::analyzer::{fork_cells, winning_cells};
use oxo_ai::ttt::simulator::{Simulation, SimulationOptions};
use oxo_ai::ttt::solver::{self, Value};
use oxo_ai::ttt::strategy::model::expected_score;
use oxo_ai::ttt::strategy::{Model, OpponentModel, RandomMove, Skill, Strategy};
use oxo_ai::{Difficulty, Engine, EngineOptions, Player, Position, Rng, Seed};

const GAMES: u64 = 100_000;

/// The score of X over a seeded run (win 1, draw ½).
fn simulated(x: EngineOptions, o: EngineOptions, seed: u64) -> f64 {
    let mut sim = Simulation::new(SimulationOptions { games: GAMES, player_x: x, player_o: o, seed: Seed(seed), first_game: 0 });
    sim.step(GAMES);
    let r = sim.result();
    (r.x_wins as f64 + r.draws as f64 / 2.0) / r.total_games as f64
}

fn main() {
    let level = |difficulty| EngineOptions::default().with_difficulty(difficulty);
    let skilled = |s: u32| EngineOptions { skill: Skill::new(s), ..EngineOptions::default() };
    let model = |s: u32| OpponentModel { model: Model::Hard, skill: Skill::new(s), trusted: false };
    let hard = OpponentModel { model: Model::Hard, skill: None, trusted: false };
    println!("| skill | vs Easy as X | vs Easy as O | vs Hard as X | vs Hard as O |");
    println!("|---:|---|---|---|---|");
    for step in 0..=10u32 {
        let s = step * 10;
        let mut cells = Vec::new();
        for (other, other_model) in [(level(Difficulty::Easy), OpponentModel::EASY), (level(Difficulty::Hard), hard)] {
            let as_x = simulated(skilled(s), other, u64::from(s));
            let exact_x = expected_score(Position::EMPTY, model(s), other_model);
            let as_o = 1.0 - simulated(other, skilled(s), u64::from(s) + 1_000);
            let exact_o = 1.0 - expected_score(Position::EMPTY, other_model, model(s));
            cells.push(format!("{as_x:.4} ({exact_x:.4})"));
            cells.push(format!("{as_o:.4} ({exact_o:.4})"));
        }
        println!("| {s} | {} |", cells.join(" | "));
    }
    // Miss rates at skill 50 against Easy, X and O alternating.
    let mut counts = [(0u64, 0u64); 3];
    for game in 0..GAMES {
        let mut me = Engine::new(skilled(50).with_seed(Seed(game))).expect("engine");
        let mut rng = Rng::new(Seed(game).derive(1));
        let side = if game % 2 == 0 { Player::X } else { Player::O };
        let mut pos = Position::EMPTY;
        while !pos.is_over() {
            let sq = if pos.to_move() == side {
                let sq = me.choose(pos).expect("a move");
                let board = pos.board();
                let (wins, blocks) = (winning_cells(board, side), winning_cells(board, !side));
                let slot = if !wins.is_empty() {
                    Some((0, !wins.contains(sq)))
                } else if !blocks.is_empty() {
                    Some((1, !blocks.contains(sq)))
                } else if !fork_cells(board, side).is_empty() && solver::evaluate(pos).value == Value::Win {
                    Some((2, solver::evaluate_move(pos, sq).value != Value::Win))
                } else {
                    None
                };
                if let Some((i, missed)) = slot {
                    counts[i].0 += u64::from(missed);
                    counts[i].1 += 1;
                }
                sq
            } else {
                RandomMove.choose(pos, &mut rng).expect("a move")
            };
            pos = pos.play_unchecked(sq);
        }
    }
    println!();
    for (name, (missed, chances)) in ["wins in one", "forced blocks", "winning forks"].iter().zip(counts) {
        println!("skill 50, missed {name}: {missed} of {chances} ({:.1}%)", 100.0 * missed as f64 / chances as f64);
    }
}
