//! Fits the move order of Gomoku Hard's search (`oxo_ai::mnk::moves`) to the moves a wider,
//! deeper search of its own picks: seeded self-play of the pattern search from random 4-stone
//! openings, at a fixed node budget a move and with every candidate searched at the root; at
//! each position where nothing is forced, every candidate cell becomes a row of counts (for
//! the mover, then its opponent: the cell's lines by kind over the four directions, and its
//! shape), and the move played is the label. A softmax over each position's cells is fitted on
//! three quarters of the games and scored on the rest, beside the order Hard uses now: how
//! often the move played is first, how often it is among the search's `width` best, and the
//! log loss. Prints the weights in hundredths, as `patterns::ORDER` takes them.
//!
//!     cargo run --release --example gomoku-order [-- --games N --nodes N --seed S --width N]

use oxo_ai::mnk::geometry::Geometry;
use oxo_ai::mnk::gomoku::search::GomokuSearch;
use oxo_ai::mnk::meter::Budget;
use oxo_ai::mnk::moves::{generate, Mode, MoveList, CAPACITY};
use oxo_ai::mnk::patterns::{Line, Patterns, Shape};
use oxo_ai::mnk::{Board, Move, Rules};
use oxo_ai::{Player, Rng, Seed};

/// The lines counted per side (the others never stand where nothing is forced).
const LINES: [Line; 7] = [Line::One, Line::OpenOne, Line::Two, Line::OpenTwo, Line::Three, Line::OpenThree, Line::Four];
/// The shapes marked per side (quiet is the base).
const SHAPES: [Shape; 4] = [Shape::Three, Shape::DoubleThree, Shape::Four, Shape::FourThree];
const PER_SIDE: usize = LINES.len() + SHAPES.len();
const K: usize = 2 * PER_SIDE;

/// One position: each candidate's counts, which was played, and its place in Hard's order.
struct Spot {
    cells: Vec<[f32; K]>,
    played: usize,
}

fn counts(p: &Patterns, me: usize, bit: u32) -> [f32; K] {
    let mut f = [0.0; K];
    for (side, base) in [(me, 0), (me ^ 1, PER_SIDE)] {
        for dir in 0..4 {
            if let Some(i) = LINES.iter().position(|&l| l == p.line(side, bit, dir)) {
                f[base + i] += 1.0;
            }
        }
        if let Some(j) = SHAPES.iter().position(|&s| s == p.shape(side, bit)) {
            f[base + LINES.len() + j] = 1.0;
        }
    }
    f
}

/// One self-play game's positions where nothing is forced.
fn game(search: &mut GomokuSearch, rng: &mut Rng, nodes: u64) -> Vec<Spot> {
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
    let mut spots = Vec::new();
    while !board.is_finished() {
        search.load(board.marks(Player::X), board.marks(Player::O), player == Player::O);
        let mut list = MoveList::default();
        let mode = generate(&mut search.pos.p, CAPACITY, &mut list);
        let bit = search.best_move(Budget::nodes(nodes)).expect("a move");
        if mode == Mode::Free {
            let me = search.pos.to_move();
            let cells: Vec<u32> = list.cells().collect();
            if let Some(played) = cells.iter().position(|&c| c == bit) {
                spots.push(Spot { cells: cells.iter().map(|&c| counts(&search.pos.p, me, c)).collect(), played });
            }
        }
        let (r, c) = g.coords(bit);
        board = board.play(Move::new(r as u8, c as u8), player).expect("a legal move");
        player = player.opponent();
    }
    spots
}

fn scores(spot: &Spot, w: &[f64; K]) -> Vec<f64> {
    spot.cells.iter().map(|x| x.iter().zip(w).map(|(&xi, wi)| f64::from(xi) * wi).sum()).collect()
}

/// Softmax regression by full-batch Adam.
fn fit(spots: &[Spot]) -> [f64; K] {
    let mut w = [0.0; K];
    let (mut m, mut v) = ([0.0; K], [0.0; K]);
    for t in 1..=600 {
        let mut grad = [0.0; K];
        for s in spots {
            let z = scores(s, &w);
            let top = z.iter().cloned().fold(f64::MIN, f64::max);
            let e: Vec<f64> = z.iter().map(|zi| (zi - top).exp()).collect();
            let sum: f64 = e.iter().sum();
            for (x, ei) in s.cells.iter().zip(&e) {
                for (g, &xi) in grad.iter_mut().zip(x) {
                    *g += ei / sum * f64::from(xi);
                }
            }
            for (g, &xi) in grad.iter_mut().zip(&s.cells[s.played]) {
                *g -= f64::from(xi);
            }
        }
        for i in 0..K {
            let g = grad[i] / spots.len() as f64;
            m[i] = 0.9 * m[i] + 0.1 * g;
            v[i] = 0.999 * v[i] + 0.001 * g * g;
            let (mh, vh) = (m[i] / (1.0 - 0.9f64.powi(t)), v[i] / (1.0 - 0.999f64.powi(t)));
            w[i] -= 0.05 * mh / (vh.sqrt() + 1e-8);
        }
    }
    w
}

/// First, within `width`, log loss (the last for the fitted order only).
fn judge(spots: &[Spot], rank: impl Fn(&Spot) -> (usize, f64), width: usize) -> (f64, f64, f64) {
    let n = spots.len() as f64;
    let (mut first, mut within, mut loss) = (0.0, 0.0, 0.0);
    for s in spots {
        let (r, l) = rank(s);
        first += f64::from(r == 0);
        within += f64::from(r < width);
        loss += l;
    }
    (first / n, within / n, loss / n)
}

fn fitted_rank(s: &Spot, w: &[f64; K]) -> (usize, f64) {
    let z = scores(s, w);
    let me = z[s.played];
    let rank = z.iter().enumerate().filter(|&(i, &zi)| zi > me || (zi == me && i < s.played)).count();
    let top = z.iter().cloned().fold(f64::MIN, f64::max);
    let sum: f64 = z.iter().map(|zi| (zi - top).exp()).sum();
    (rank, -(me - top - sum.ln()))
}

fn main() {
    let args: Vec<String> = std::env::args().collect();
    let num = |name: &str, default: u64| args.iter().position(|a| a == name).and_then(|i| args.get(i + 1)).map_or(default, |v| v.parse().expect(name));
    let (games, nodes, seed, width) = (num("--games", 300), num("--nodes", 20_000), num("--seed", 61), num("--width", 12) as usize);
    let mut search = GomokuSearch::new(Rules::GOMOKU, 16).expect("Gomoku");
    search.tuning.root_width = CAPACITY;
    let mut rng = Rng::new(Seed(seed));
    let (mut train, mut test) = (Vec::new(), Vec::new());
    for g in 0..games {
        let spots = game(&mut search, &mut rng, nodes);
        if g % 4 == 3 { test.extend(spots) } else { train.extend(spots) }
    }
    println!("{games} games at {nodes} nodes a move, every candidate at the root: {} positions to fit, {} to test", train.len(), test.len());
    let hard = judge(&test, |s| (s.played, 0.0), width);
    println!("Hard's order: first {:.1} %, within {width} {:.1} %", 100.0 * hard.0, 100.0 * hard.1);
    let w = fit(&train);
    let fitted = judge(&test, |s| fitted_rank(s, &w), width);
    let seen = judge(&train, |s| fitted_rank(s, &w), width);
    println!("fitted: first {:.1} %, within {width} {:.1} %, log loss {:.4} (fitted on: {:.4})", 100.0 * fitted.0, 100.0 * fitted.1, fitted.2, seen.2);
    println!("  weights {}", w.iter().map(|x| format!("{}", (x * 100.0).round() as i64)).collect::<Vec<_>>().join(","));
}
