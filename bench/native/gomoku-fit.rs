//! Fits the weights of Gomoku Hard's horizon evaluation (`oxo_ai::mnk::gomoku::evaluation`) to
//! game results: seeded self-play of the pattern search at a fixed node budget a move, from
//! random 4-stone openings; each quiet position of each game (no five or open four to make for
//! the mover, no five for the opponent) becomes a row of the evaluation's `features` and the
//! game's result for the side to move; then a logistic regression of the result on the
//! features, fitted on three quarters of the games and scored on the rest (log loss), on the
//! fours, threes and shapes alone and on all the features. Prints the weights as
//! `Weights::FITTED` takes them.
//!
//!     cargo run --release --example gomoku-fit [-- --games N --nodes N --seed S]
//!
//! The games' engine is Hard, or Hard with the weights in `GM_WEIGHTS` (comma-separated, as
//! the fit prints them): each round of fitting plays the games of the last round's weights.
//! Hard's came from `--games 1200 --nodes 10000 --seed 64` on the games of 5964561's Hard,
//! whose horizon also read the window counts' sums (the log loss on unseen games was 0.4394
//! with them and 0.4395 without, so they were dropped), after two rounds from the window counts'
//! own evaluation (seeds 61 and 62).

use oxo_ai::mnk::bits::Bits;
use oxo_ai::mnk::geometry::Geometry;
use oxo_ai::mnk::gomoku::evaluation::{features, Weights, FEATURES, LINES, PER_SIDE};
use oxo_ai::mnk::gomoku::search::GomokuSearch;
use oxo_ai::mnk::meter::Budget;
use oxo_ai::mnk::patterns::Shape;
use oxo_ai::mnk::{Board, Move, Rules};
use oxo_ai::{Player, Rng, Seed};

type Row = (Vec<f64>, f64);

/// One self-play game: the rows of its quiet positions and the results for their movers.
fn game(search: &mut GomokuSearch, rng: &mut Rng, nodes: u64) -> Vec<Row> {
    let rules = Rules::GOMOKU;
    let g = Geometry::wide(rules);
    let mut board = Board::empty(rules);
    let mut player = Player::X;
    let mut placed = 0;
    while placed < 4 {
        let m = Move::new(5 + rng.below(5) as u8, 5 + rng.below(5) as u8);
        if board.get(m) == Some(None) {
            board = board.play(m, player).expect("an opening move");
            player = player.opponent();
            placed += 1;
        }
    }
    let mut rows: Vec<(Vec<f64>, usize)> = Vec::new();
    while !board.is_finished() {
        search.load(board.marks(Player::X), board.marks(Player::O), player == Player::O);
        let (p, me) = (&search.pos.p, search.pos.to_move());
        let quiet = p.cells(me, Shape::OpenFour).is_zero() && p.cells(me ^ 1, Shape::Five).is_zero();
        if quiet {
            rows.push((features(&search.pos).to_vec(), usize::from(player == Player::O)));
        }
        let bit = search.best_move(Budget::nodes(nodes)).expect("a move");
        let (r, c) = g.coords(bit);
        board = board.play(Move::new(r as u8, c as u8), player).expect("a legal move");
        player = player.opponent();
    }
    let winner = board.winner().map(|w| usize::from(w == Player::O));
    rows.into_iter().map(|(f, side)| (f, winner.map_or(0.5, |w| if w == side { 1.0 } else { 0.0 }))).collect()
}

fn sigmoid(x: f64) -> f64 {
    1.0 / (1.0 + (-x).exp())
}

/// Logistic regression on the columns `cols` (the bias's column last), by full-batch gradient
/// descent on standardised columns; the weights in the columns' own units.
fn fit(rows: &[Row], cols: &[usize]) -> Vec<f64> {
    let n = rows.len() as f64;
    let k = cols.len() - 1;
    let mean: Vec<f64> = cols[..k].iter().map(|&c| rows.iter().map(|r| r.0[c]).sum::<f64>() / n).collect();
    let sd: Vec<f64> = cols[..k].iter().zip(&mean).map(|(&c, m)| (rows.iter().map(|r| (r.0[c] - m).powi(2)).sum::<f64>() / n).sqrt().max(1e-9)).collect();
    let mut w = vec![0.0; k + 1];
    for _ in 0..3000 {
        let mut grad = vec![0.0; k + 1];
        for (x, y) in rows {
            let z = (0..k).map(|i| w[i] * (x[cols[i]] - mean[i]) / sd[i]).sum::<f64>() + w[k];
            let e = sigmoid(z) - y;
            for i in 0..k {
                grad[i] += e * (x[cols[i]] - mean[i]) / sd[i];
            }
            grad[k] += e;
        }
        for (wi, g) in w.iter_mut().zip(&grad) {
            *wi -= 0.5 * g / n;
        }
    }
    let mut out: Vec<f64> = (0..k).map(|i| w[i] / sd[i]).collect();
    out.push(w[k] - (0..k).map(|i| w[i] * mean[i] / sd[i]).sum::<f64>());
    out
}

fn log_loss(rows: &[Row], cols: &[usize], w: &[f64]) -> f64 {
    let mut total = 0.0;
    for (x, y) in rows {
        let z = cols.iter().zip(w).map(|(&c, wi)| wi * x[c]).sum::<f64>();
        let p = sigmoid(z).clamp(1e-9, 1.0 - 1e-9);
        total -= y * p.ln() + (1.0 - y) * (1.0 - p).ln();
    }
    total / rows.len() as f64
}

fn main() {
    let args: Vec<String> = std::env::args().collect();
    let num = |name: &str, default: u64| args.iter().position(|a| a == name).and_then(|i| args.get(i + 1)).map_or(default, |v| v.parse().expect(name));
    let (games, nodes, seed) = (num("--games", 200), num("--nodes", 20_000), num("--seed", 61));
    let mut search = GomokuSearch::new(Rules::GOMOKU, 16).expect("Gomoku");
    if let Ok(text) = std::env::var("GM_WEIGHTS") {
        let w: Vec<i32> = text.split(',').map(|x| x.trim().parse().expect("a weight")).collect();
        search.tuning.weights = Weights(w.try_into().unwrap_or_else(|_| panic!("{FEATURES} weights in GM_WEIGHTS")));
    }
    let mut rng = Rng::new(Seed(seed));
    let (mut train, mut test) = (Vec::new(), Vec::new());
    for g in 0..games {
        let rows = game(&mut search, &mut rng, nodes);
        if g % 4 == 3 { test.extend(rows) } else { train.extend(rows) }
    }
    println!("{games} games at {nodes} nodes a move: {} positions to fit, {} to test", train.len(), test.len());
    let all: Vec<usize> = (0..FEATURES).collect();
    let threats: Vec<usize> = (0..FEATURES).filter(|&c| c % PER_SIDE >= LINES.len() - 3 || c == FEATURES - 1).collect();
    for (name, cols) in [("fours, threes and shapes", &threats[..]), ("all", &all[..])] {
        let w = fit(&train, cols);
        println!("{name}: log loss {:.4} fitted, {:.4} tested", log_loss(&train, cols, &w), log_loss(&test, cols, &w));
        println!("  weights {}", w.iter().map(|x| format!("{}", (x * 1000.0).round() as i64)).collect::<Vec<_>>().join(","));
    }
}
