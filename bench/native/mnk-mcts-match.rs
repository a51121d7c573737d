//! Hard against the Monte Carlo tree search (`oxo_ai::mnk::mcts`), natively, at the same time a
//! move: the measurement behind Hard's search (docs/DESIGN.md, "Hard: alpha-beta and threats,
//! not MCTS"). Gomoku and (8,8,5), seeded two-move openings, each played with both colours.
//!
//!     cargo run --release --example mnk-mcts-match [-- --time MS --pairs N]

use oxo_ai::mnk::mcts::Mcts;
use oxo_ai::mnk::{Board, EngineOptions, Level, MnkEngine, Move, Rules};
use oxo_ai::{Player, Rng, Seed};

/// `pairs` distinct openings: X within 2 of the centre, O within 2 of X.
fn openings(rules: Rules, pairs: usize, seed: u64) -> Vec<[Move; 2]> {
    let mut rng = Rng::new(Seed(seed));
    let (rows, cols) = (rules.rows() as i32, rules.cols() as i32);
    let near = |rng: &mut Rng, r: i32, c: i32| -> (i32, i32) {
        (r + rng.below(5) as i32 - 2, c + rng.below(5) as i32 - 2)
    };
    let mut out: Vec<[Move; 2]> = Vec::new();
    while out.len() < pairs {
        let x = near(&mut rng, rows / 2, cols / 2);
        let o = near(&mut rng, x.0, x.1);
        if o == x || !(0..rows).contains(&o.0) || !(0..cols).contains(&o.1) {
            continue;
        }
        let pair = [Move::new(x.0 as u8, x.1 as u8), Move::new(o.0 as u8, o.1 as u8)];
        if !out.contains(&pair) {
            out.push(pair);
        }
    }
    out
}

/// One game from `opening`; Hard plays `hard_side` (0 X, 1 O). Its winner's side, or None.
fn game(rules: Rules, opening: [Move; 2], hard_side: usize, time_ms: f64, seed: u64) -> (Option<usize>, u32, u64) {
    let mut hard = MnkEngine::new(rules, EngineOptions::default().with_level(Level::Hard).with_time_ms(time_ms).with_seed(Seed(seed))).unwrap();
    let mut mcts = Mcts::new(rules, Seed(seed ^ 0x5eed)).unwrap();
    let mut board = Board::empty(rules).play(opening[0], Player::X).unwrap().play(opening[1], Player::O).unwrap();
    let mut side = 0;
    let (mut moves, mut iterations) = (0, 0);
    while !board.is_finished() {
        let player = if side == 0 { Player::X } else { Player::O };
        let mv = if side == hard_side {
            hard.best_move(&board, player).unwrap()
        } else {
            let mv = mcts.best_move(&board, player, time_ms);
            iterations += mcts.iterations;
            moves += 1;
            mv
        };
        board = board.play(mv.unwrap(), player).unwrap();
        side ^= 1;
    }
    let winner = board.winner().map(|p| usize::from(p == Player::O));
    (winner, moves, iterations)
}

fn main() {
    let args: Vec<String> = std::env::args().collect();
    let arg = |name: &str, default: f64| args.iter().position(|a| a == name).and_then(|i| args.get(i + 1)).map_or(default, |v| v.parse().expect(name));
    let time_ms = arg("--time", 100.0);
    let pairs = arg("--pairs", 20.0) as usize;
    for (name, rules) in [("Gomoku (15,15,5)", Rules::new(15, 15, 5).unwrap()), ("(8,8,5)", Rules::new(8, 8, 5).unwrap())] {
        let mut score = 0.0;
        let mut record = [[0u32; 3]; 2];
        let (mut moves, mut iterations) = (0u64, 0u64);
        for (i, opening) in openings(rules, pairs, 0x37_3757).into_iter().enumerate() {
            for (hard_side, tally) in record.iter_mut().enumerate() {
                let (winner, m, it) = game(rules, opening, hard_side, time_ms, 1000 + i as u64);
                moves += u64::from(m);
                iterations += it;
                let r = match winner {
                    Some(w) if w == hard_side => { score += 1.0; 0 }
                    Some(_) => 2,
                    None => { score += 0.5; 1 }
                };
                tally[r] += 1;
            }
        }
        let games = 2 * pairs;
        println!(
            "{name}: Hard {:.1} % over {games} games at {time_ms} ms a move (as X {}-{}-{}, as O {}-{}-{}, win-draw-loss); MCTS ran {} iterations a move",
            100.0 * score / games as f64, record[0][0], record[0][1], record[0][2], record[1][0], record[1][1], record[1][2], iterations / moves.max(1),
        );
    }
}
