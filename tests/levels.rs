//! Issue 16's and 14's engine options: `skill` (monotone, no cliff, human mistakes), `variety`,
//! and Expert against opponent models, each checked against computations written here.

mod common;

use oxo_ai::ttt::analyzer::{fork_cells, winning_cells};
use oxo_ai::ttt::solver::{self, Value};
use oxo_ai::ttt::strategy::{Expert, Model, OpponentModel, Rule, Rules, Skill, Strategy};
use oxo_ai::ttt::strategy::model::expected_score;
use oxo_ai::{Board, Difficulty, Engine, EngineOptions, Outcome, Player, Position, Rng, Seed, Square};
use std::collections::{HashMap, HashSet};

fn hard(skill: u32) -> OpponentModel {
    OpponentModel { model: Model::Hard, skill: Skill::new(skill), trusted: false }
}

const EASY: OpponentModel = OpponentModel::EASY;
const HARD: OpponentModel = OpponentModel { model: Model::Hard, skill: None, trusted: false };

/// The contract AI of issue 14: win, block, center, corner, edge.
fn contract() -> Rules {
    Rules::new(&[Rule::Win, Rule::Block, Rule::Center, Rule::Corner, Rule::Edge])
}

/// Skill 0, 10, …, 100's exact expected score as X and as O against `other`.
fn skill_scores(other: OpponentModel) -> Vec<(u32, f64, f64)> {
    (0..=10)
        .map(|step| {
            let me = hard(step * 10);
            let as_x = expected_score(Position::EMPTY, me, other);
            let as_o = 1.0 - expected_score(Position::EMPTY, other, me);
            (step * 10, as_x, as_o)
        })
        .collect()
}

#[test]
fn skill_is_monotone_and_has_no_cliff() {
    for (name, other) in [("Easy", EASY), ("Hard", HARD)] {
        let table = skill_scores(other);
        for row in &table {
            println!("vs {name}: skill {:>3}: as X {:.4}, as O {:.4}", row.0, row.1, row.2);
        }
        for side in [0, 1] {
            let score = |row: &(u32, f64, f64)| if side == 0 { row.1 } else { row.2 };
            let range = score(&table[10]) - score(&table[0]);
            assert!(range > 0.0, "vs {name}: skill 100 must beat skill 0");
            for pair in table.windows(2) {
                let (lo, hi) = (score(&pair[0]), score(&pair[1]));
                assert!(hi >= lo - 1e-12, "vs {name}, side {side}: skill {} scores {hi} < {lo} at {}", pair[1].0, pair[0].0);
                if name == "Easy" {
                    assert!(hi - lo <= range / 3.0, "vs Easy, side {side}: a cliff between {} and {}: {lo} → {hi}", pair[0].0, pair[1].0);
                }
            }
        }
    }
    // The ends: skill 100 is Hard (never loses: 0.5 against Hard), skill 0 is Easy.
    assert!((expected_score(Position::EMPTY, hard(100), HARD) - 0.5).abs() < 1e-12);
    assert!((expected_score(Position::EMPTY, hard(0), EASY) - expected_score(Position::EMPTY, EASY, EASY)).abs() < 1e-12);
}

/// Miss rates of `player` at `skill` (Hard) against Easy over `games` seeded games:
/// (wins in one missed, blocks missed, winning forks missed), each as (missed, chances).
fn miss_rates(skill: u32, games: u64) -> [(u64, u64); 3] {
    let mut counts = [(0, 0); 3];
    let options = EngineOptions { skill: Skill::new(skill), ..EngineOptions::default() };
    for game in 0..games {
        let mut me = Engine::new(options.with_seed(Seed(game))).expect("engine");
        let mut rng = Rng::new(Seed(game).derive(1));
        let me_side = if game % 2 == 0 { Player::X } else { Player::O };
        let mut pos = Position::EMPTY;
        while !pos.is_over() {
            let sq = if pos.to_move() == me_side {
                let sq = me.choose(pos).expect("a move");
                let board = pos.board();
                let (wins, blocks) = (winning_cells(board, me_side), winning_cells(board, !me_side));
                if !wins.is_empty() {
                    counts[0].1 += 1;
                    counts[0].0 += u64::from(!wins.contains(sq));
                } else if !blocks.is_empty() {
                    counts[1].1 += 1;
                    counts[1].0 += u64::from(!blocks.contains(sq));
                } else if !fork_cells(board, me_side).is_empty() && solver::evaluate(pos).value == Value::Win {
                    counts[2].1 += 1;
                    counts[2].0 += u64::from(solver::evaluate_move(pos, sq).value != Value::Win);
                }
                sq
            } else {
                oxo_ai::ttt::strategy::RandomMove.choose(pos, &mut rng).expect("a move")
            };
            pos = pos.play_unchecked(sq);
        }
    }
    counts
}

#[test]
fn mistakes_at_skill_fifty_are_human() {
    let [win, block, fork] = miss_rates(50, 20_000);
    let rate = |(missed, chances): (u64, u64)| missed as f64 / chances as f64;
    println!("skill 50: missed wins {win:?} {:.3}, blocks {block:?} {:.3}, forks {fork:?} {:.3}", rate(win), rate(block), rate(fork));
    assert!(win.1 > 1_000 && block.1 > 1_000 && fork.1 > 100, "too few chances: {win:?} {block:?} {fork:?}");
    assert!(rate(win) < rate(fork) && rate(block) < rate(fork));
    // And the engine plays the skill's distribution: at 100, nothing is missed.
    let [win, block, fork] = miss_rates(100, 2_000);
    assert_eq!((win.0, block.0, fork.0), (0, 0, 0));
}

/// The Expert-to-move value of `pos` against `model`, maximised over the value-keeping moves
/// (by a plain negamax here), the opponent's replies averaged by the model's weights.
fn expectimax(pos: Position, model: OpponentModel, memo: &mut HashMap<Position, f64>) -> f64 {
    if let Some(v) = memo.get(&pos) {
        return *v;
    }
    match pos.outcome() {
        Some(Outcome::Win(_)) => return 0.0, // the opponent's reply made the line
        Some(Outcome::Draw) => return 0.5,
        None => {}
    }
    let value = negamax(pos.board(), pos.to_move());
    let moves: Vec<Square> = pos.legal_moves().squares().filter(|&sq| -negamax(pos.play_unchecked(sq).board(), !pos.to_move()) == value).collect();
    let best = moves.iter().map(|&sq| after(pos.play_unchecked(sq), model, memo)).fold(f64::MIN, f64::max);
    memo.insert(pos, best);
    best
}

fn after(pos: Position, model: OpponentModel, memo: &mut HashMap<Position, f64>) -> f64 {
    match pos.outcome() {
        Some(Outcome::Win(_)) => 1.0,
        Some(Outcome::Draw) => 0.5,
        None => {
            let w = model.weights(pos);
            let total: u32 = pos.legal_moves().squares().map(|sq| w.weight(sq)).sum();
            pos.legal_moves()
                .squares()
                .map(|sq| f64::from(w.weight(sq)) / f64::from(total) * expectimax(pos.play_unchecked(sq), model, memo))
                .sum()
        }
    }
}

/// +1 win, 0 draw, −1 loss for `player` to move on `board` (no tables).
fn negamax(board: Board, player: Player) -> i8 {
    if board.has_won(!player) {
        return -1;
    }
    if board.is_full() {
        return 0;
    }
    board.empty_squares().squares().map(|sq| -negamax(board.play_unchecked(sq, player), !player)).max().unwrap_or(0)
}

fn models() -> Vec<(&'static str, OpponentModel)> {
    let m = |model, skill: Option<u32>| OpponentModel { model, skill: skill.and_then(Skill::new), trusted: false };
    vec![
        ("easy", m(Model::Easy, None)),
        ("medium", m(Model::Medium, None)),
        ("hard", m(Model::Hard, None)),
        ("expert", m(Model::Expert, None)),
        ("rules", m(Model::Rules(Rules::default()), None)),
        ("rules win/block/center/corner/edge", m(Model::Rules(contract()), None)),
        ("hard at skill 40", m(Model::Hard, Some(40))),
        ("expert at skill 75", m(Model::Expert, Some(75))),
    ]
}

#[test]
fn expert_maximises_its_expectation_against_every_model() {
    let positions: Vec<Position> = common::reachable_positions().into_iter().filter(|p| !p.is_over()).collect();
    for (name, model) in models() {
        let mut expert = Expert::against(model);
        let mut memo = HashMap::new();
        for &pos in &positions {
            let sq = expert.choice(pos).expect("a move");
            assert_eq!(solver::evaluate_move(pos, sq).value, solver::evaluate(pos).value, "{name}: {pos} gives up value");
            let want = expectimax(pos, model, &mut memo);
            let got = after(pos.play_unchecked(sq), model, &mut memo);
            assert!((got - want).abs() < 1e-9, "{name}: {pos}: chose {sq} worth {got}, best {want}");
            assert!((expert.score(pos) - want).abs() < 1e-9, "{name}: {pos}: score {} vs {want}", expert.score(pos));
        }
        println!("{name}: {} positions, Expert as X expects {:.4}", positions.len(), expectimax(Position::EMPTY, model, &mut memo));
    }
}

#[test]
fn expert_wins_every_game_a_deterministic_model_lets_it_force() {
    for (name, model) in models().into_iter().filter(|(_, m)| m.skill.is_none() && m.model != Model::Easy && m.model != Model::Medium) {
        for me in Player::BOTH {
            let mut memo = HashMap::new();
            let forced = match me {
                Player::X => expectimax(Position::EMPTY, model, &mut memo),
                // After the model's (deterministic) opening move.
                Player::O => {
                    let first = model.preferred(Position::EMPTY).first().expect("an opening");
                    expectimax(Position::EMPTY.play_unchecked(first), model, &mut memo)
                }
            };
            let mut expert = Expert::against(model);
            let mut pos = Position::EMPTY;
            while !pos.is_over() {
                let sq = if pos.to_move() == me { expert.choice(pos) } else { model.preferred(pos).first() };
                pos = pos.play_unchecked(sq.expect("a move"));
            }
            let score = match pos.outcome() {
                Some(Outcome::Win(p)) if p == me => 1.0,
                Some(Outcome::Draw) => 0.5,
                _ => 0.0,
            };
            println!("Expert as {me} against {name}: scores {score} (best possible {forced})");
            assert_eq!(score, forced, "{name} as {me}");
        }
    }
    // The contract AI can be beaten by force from the empty board.
    let mut memo = HashMap::new();
    assert_eq!(expectimax(Position::EMPTY, OpponentModel { model: Model::Rules(contract()), skill: None, trusted: false }, &mut memo), 1.0);
}

#[test]
fn variety_varies_openings_but_never_the_result() {
    let play = |variety: bool, seed: u64| -> (Vec<Square>, Option<Outcome>) {
        let options = EngineOptions { variety, ..EngineOptions::default() }.with_seed(Seed(seed));
        let (mut x, mut o) = (Engine::new(options).expect("x"), Engine::new(options.with_seed(Seed(seed ^ 0x5555))).expect("o"));
        let mut pos = Position::EMPTY;
        let mut moves = Vec::new();
        while !pos.is_over() {
            let engine = if pos.to_move() == Player::X { &mut x } else { &mut o };
            let sq = engine.choose(pos).expect("a move");
            moves.push(sq);
            pos = pos.play_unchecked(sq);
        }
        (moves, pos.outcome())
    };
    for variety in [false, true] {
        let mut games = HashSet::new();
        let mut openings = HashSet::new();
        for seed in 0..10_000 {
            let (moves, outcome) = play(variety, seed);
            assert_eq!(outcome, Some(Outcome::Draw), "variety {variety}, seed {seed}");
            openings.insert(moves[0]);
            games.insert(moves);
        }
        println!("Hard vs Hard, variety {variety}: {} distinct games, {} distinct first moves", games.len(), openings.len());
        if variety {
            assert!(openings.len() >= 4 && games.len() > 100);
        } else {
            assert_eq!(games.len(), 1);
        }
    }
}

#[test]
fn options_belong_to_their_levels() {
    let with = |difficulty| EngineOptions::default().with_difficulty(difficulty).with_seed(Seed(1));
    for d in [Difficulty::Easy, Difficulty::Medium, Difficulty::Mcts, Difficulty::Rules] {
        assert!(Engine::new(EngineOptions { skill: Skill::new(50), ..with(d) }).is_err(), "skill with {d}");
        assert!(Engine::new(EngineOptions { variety: true, ..with(d) }).is_err(), "variety with {d}");
    }
    assert!(Engine::new(EngineOptions { rules: Some(contract()), ..with(Difficulty::Hard) }).is_err());
    assert!(Engine::new(EngineOptions { opponent: Some(EASY), ..with(Difficulty::Hard) }).is_err());
    assert!(with(Difficulty::Mcts).as_opponent().is_err());
    assert!(Engine::new(EngineOptions { skill: Skill::new(50), variety: true, opponent: Some(HARD), ..with(Difficulty::Expert) }).is_ok());
}
