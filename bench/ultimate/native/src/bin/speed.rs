//! Playouts a second of oxo-ai's Ultimate search from the opening and a middle-game position
//! (one search of a fixed count each, timed).

use oxo_ai::ultimate::{Budget, EngineOptions, Position, UltimateEngine};
use oxo_ai::{Rng, Seed};
use std::time::Instant;

fn main() {
    let mut middle = Position::start();
    let mut rng = Rng::new(Seed(3));
    while middle.count() < 24 {
        let moves = middle.legal_moves();
        middle.play_unchecked(moves.as_slice()[rng.below(moves.len() as u32) as usize]);
        assert!(!middle.is_over());
    }
    for (name, p) in [("opening", Position::start()), ("middle game (24 marks)", middle)] {
        for _ in 0..3 {
            let mut e = UltimateEngine::new(EngineOptions::default().with_seed(1)).unwrap();
            let start = Instant::now();
            let moves = e.ranked_moves(&p, p.to_move(), Budget::playouts(1_000_000));
            let t = start.elapsed().as_secs_f64();
            println!("{name}: {:.2} M playouts/s ({} nodes, best {})", e.last_playouts() as f64 / t / 1e6, e.tree_size(), moves[0].mv);
        }
    }
}
