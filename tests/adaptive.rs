//! Adaptive skill (API reference "An opponent that adapts", issue 28) against simulated players: Hard at a fixed skill of 20,
//! 50 and 80, the two taking turns to start. The player's score over games 101-400 must be
//! within 0.07 of the target wherever the target lies between the player's score against skill
//! 0 and against skill 100. `cargo test --release --test adaptive -- --nocapture` prints the table.

use oxo_ai::ttt::strategy::{GameResult, Skill, Target};
use oxo_ai::{Difficulty, Engine, EngineOptions, Outcome, Player, Position, Seed};

fn hard(skill: u8, seed: u64) -> EngineOptions {
    EngineOptions { skill: Skill::new(u32::from(skill)), ..EngineOptions::default().with_difficulty(Difficulty::Hard).with_seed(Seed(seed)) }
}

/// One game; `engine_first` says whether the engine plays X. The player's score: 1, ½ or 0.
fn play(engine: &mut Engine, player: &mut Engine, engine_first: bool) -> f64 {
    let mut pos = Position::EMPTY;
    let engine_side = if engine_first { Player::X } else { Player::O };
    loop {
        if let Some(outcome) = pos.outcome() {
            return match outcome {
                Outcome::Draw => 0.5,
                Outcome::Win(p) if p == engine_side => 0.0,
                Outcome::Win(_) => 1.0,
            };
        }
        let mover = if pos.to_move() == engine_side { &mut *engine } else { &mut *player };
        pos = pos.play_unchecked(mover.choose(pos).expect("a move in an unfinished game"));
    }
}

fn result_of(player_score: f64) -> GameResult {
    match player_score {
        s if s > 0.75 => GameResult::Loss,
        s if s > 0.25 => GameResult::Draw,
        _ => GameResult::Win,
    }
}

/// The player's mean score over `games` against a fixed engine at `engine_skill`.
fn fixed_score(player_skill: u8, engine_skill: u8, games: u32) -> f64 {
    let mut engine = Engine::new(hard(engine_skill, 1)).unwrap();
    let mut player = Engine::new(hard(player_skill, 2)).unwrap();
    (0..games).map(|i| play(&mut engine, &mut player, i % 2 == 0)).sum::<f64>() / f64::from(games)
}

/// The player's mean score over games 101..=400 against an adaptive engine, and the skill it ends at.
fn adaptive_score(player_skill: u8, target: f64, seed: u64) -> (f64, u8) {
    let options = EngineOptions { adaptive: Target::new(target), ..hard(100, seed) };
    let options = EngineOptions { skill: None, ..options };
    let mut engine = Engine::new(options).unwrap();
    let mut player = Engine::new(hard(player_skill, seed + 1000)).unwrap();
    let mut late = 0.0;
    for game in 1..=400 {
        let score = play(&mut engine, &mut player, game % 2 == 1);
        engine.observe(result_of(score));
        if game > 100 {
            late += score;
        }
    }
    (late / 300.0, engine.skill().value())
}

#[test]
fn the_player_scores_the_target_wherever_it_can() {
    println!("| player | target | vs skill 100 | vs skill 0 | games 101-400 (seeds 1, 2, 3) | skill at the end |");
    println!("|---|---|---|---|---|---|");
    let mut checked = 0;
    for player in [20u8, 50, 80] {
        let (strongest, weakest) = (fixed_score(player, 100, 2000), fixed_score(player, 0, 2000));
        for target in [0.35, 0.5] {
            let runs: Vec<(f64, u8)> = (1..=3).map(|seed| adaptive_score(player, target, seed)).collect();
            let scores: Vec<String> = runs.iter().map(|(s, _)| format!("{s:.3}")).collect();
            let skills: Vec<String> = runs.iter().map(|(_, k)| k.to_string()).collect();
            println!(
                "| Hard skill {player} | {target} | {strongest:.3} | {weakest:.3} | {} | {} |",
                scores.join(", "),
                skills.join(", ")
            );
            if (strongest..=weakest).contains(&target) {
                for (score, _) in &runs {
                    assert!((score - target).abs() <= 0.07, "player {player}, target {target}: scored {score}");
                }
                checked += 1;
            }
        }
    }
    assert!(checked >= 3, "the target was reachable in only {checked} cases");
}

#[test]
fn the_same_results_give_the_same_skills() {
    let options = EngineOptions { adaptive: Target::new(0.4), ..hard(70, 9) };
    let (mut a, mut b) = (Engine::new(options).unwrap(), Engine::new(options).unwrap());
    assert_eq!(a.skill().value(), 70, "starts at its skill option");
    for result in [GameResult::Loss, GameResult::Draw, GameResult::Win, GameResult::Loss, GameResult::Loss] {
        a.observe(result);
        b.observe(result);
        assert_eq!(a.skill(), b.skill());
    }
    assert_eq!(a.skill().value(), 85, "70 + 6 + 1 - 4 + 6 + 6");
    // A fixed engine does not move.
    let mut fixed = Engine::new(hard(30, 1)).unwrap();
    fixed.observe(GameResult::Loss);
    assert_eq!(fixed.skill().value(), 30);
}
