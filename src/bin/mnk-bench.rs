//! Measures the m,n,k solver natively (issue 37, item 2): solve times from the empty board,
//! and Connect Four's mean solve time and nodes per second over seeded positions.
//! `cargo run --release --bin mnk-bench [--with-5x5]`.

use oxo_ai::mnk::{Board, Budget, EngineOptions, Level, MnkEngine, Move, Rules, Solution};
use oxo_ai::{Player, Rng, Seed};
use std::time::Instant;

fn engine(rules: Rules) -> MnkEngine {
    match MnkEngine::new(rules, EngineOptions::default().with_seed(Seed(1))) {
        Ok(e) => e,
        Err(e) => panic!("engine: {e}"),
    }
}

fn solve(engine: &mut MnkEngine, board: &Board, player: Player) -> (Solution, f64) {
    let start = Instant::now();
    let solution = engine.solve(board, player, Budget::UNLIMITED).unwrap_or_else(|e| panic!("solve: {e}"));
    (solution, start.elapsed().as_secs_f64() * 1_000.0)
}

/// A Connect Four position after `stones` seeded random moves, or `None` if the game ended
/// on the way or the position is already decided by a win in one for the side to move.
fn random_position(rng: &mut Rng, stones: u32) -> Option<(Board, Player)> {
    let mut board = Board::empty(Rules::CONNECT_FOUR);
    let mut player = Player::X;
    for _ in 0..stones {
        let moves = board.available_moves();
        let mv = *moves.get(rng.below(moves.len() as u32) as usize)?;
        board = board.play(mv, player).ok()?;
        if board.is_finished() {
            return None;
        }
        player = !player;
    }
    Some((board, player))
}

/// Positions with a stone count drawn from `stones`, each not finished.
pub fn positions(seed: u64, count: usize, stones: std::ops::RangeInclusive<u32>) -> Vec<(Board, Player)> {
    let mut rng = Rng::new(Seed(seed));
    let mut out = Vec::with_capacity(count);
    while out.len() < count {
        let n = stones.start() + rng.below(stones.end() - stones.start() + 1);
        if let Some(p) = random_position(&mut rng, n) {
            out.push(p);
        }
    }
    out
}

/// Hard against Hard at `time_ms` a move for `moves` moves after a seeded two-move opening:
/// (nodes per second over every move, games' moves played).
fn hard_speed(rules: Rules, time_ms: f64, games: u64, moves: usize) -> (f64, usize) {
    let (mut nodes, mut ms, mut played) = (0u64, 0.0, 0);
    for game in 0..games {
        let mut rng = Rng::new(Seed(game));
        let options = EngineOptions::default().with_level(Level::Hard).with_seed(Seed(1)).with_time_ms(time_ms);
        let mut e = MnkEngine::new(rules, options).unwrap_or_else(|e| panic!("{e}"));
        let (r, c) = (rules.rows() / 2, rules.cols() / 2);
        let mut board = Board::empty(rules);
        let mut player = Player::X;
        while board.stones() < 2 {
            let mv = Move::new(r - 1 + rng.below(3) as u8, c - 1 + rng.below(3) as u8);
            if let Ok(b) = board.play(mv, player) {
                board = b;
                player = !player;
            }
        }
        for _ in 0..moves {
            let start = Instant::now();
            let Some(mv) = e.best_move(&board, player).unwrap_or_else(|e| panic!("{e}")) else { break };
            ms += start.elapsed().as_secs_f64() * 1_000.0;
            nodes += e.last_nodes();
            played += 1;
            board = board.play(mv, player).unwrap_or_else(|e| panic!("{e}"));
            player = !player;
            if board.is_finished() {
                break;
            }
        }
    }
    (nodes as f64 / ms / 1_000.0, played)
}

fn main() {
    let with_5x5 = std::env::args().any(|a| a == "--with-5x5");
    println!("## m,n,k solve from the empty board (native, release)");
    let mut cases = vec![(4, 4, 3), (4, 4, 4), (5, 4, 4)];
    if with_5x5 {
        cases.push((5, 5, 4));
    }
    for (rows, cols, k) in cases {
        let rules = Rules::new(rows, cols, k).unwrap_or_else(|e| panic!("{e}"));
        let mut e = engine(rules);
        let (s, ms) = solve(&mut e, &Board::empty(rules), Player::X);
        println!(
            "({rows},{cols},{k}): {:?} in {:?} plies, move {:?}, {} nodes, {ms:.1} ms, {:.2} M nodes/s",
            s.value, s.plies, s.best, s.nodes, s.nodes as f64 / ms / 1_000.0
        );
    }
    println!("## Hard at 100 ms a move (Hard against Hard, seeded openings)");
    for rules in [Rules::GOMOKU, Rules::new(8, 8, 5).unwrap_or_else(|e| panic!("{e}"))] {
        let (speed, played) = hard_speed(rules, 100.0, 4, 20);
        println!("{rules}: {played} moves, {speed:.2} M nodes/s");
    }
    println!("## Connect Four");
    for (label, range, count) in [(">= 14 stones", 14..=41, 1_000), ("8-13 stones", 8..=13, 100)] {
        let mut e = engine(Rules::CONNECT_FOUR);
        let set = positions(37, count, range);
        let (mut total_ms, mut nodes, mut worst) = (0.0, 0u64, 0.0f64);
        for (board, player) in &set {
            let (s, ms) = solve(&mut e, board, *player);
            assert!(s.complete);
            total_ms += ms;
            nodes += s.nodes;
            worst = worst.max(ms);
        }
        println!(
            "{label}: {} positions, mean {:.2} ms, worst {worst:.1} ms, {:.2} M nodes/s, {nodes} nodes",
            set.len(),
            total_ms / set.len() as f64,
            nodes as f64 / total_ms / 1_000.0
        );
    }
}
