//! Playouts a second of oxo-ai's Ultimate search from the opening and a middle-game position
//! (one search of a fixed count each, timed; best of three), by the wall clock and by the CPU
//! time the thread got (Linux's /proc/thread-self/schedstat), which a loaded machine inflates
//! less. `speed N` searches N playouts a
//! position once each (for instruction counts under valgrind).

use oxo_ai::ultimate::{Budget, EngineOptions, Position, UltimateEngine};
use oxo_ai::{Rng, Seed};
use std::time::Instant;

/// Nanoseconds this thread has run on a CPU (0 where unknown).
fn cpu_ns() -> f64 {
    std::fs::read_to_string("/proc/thread-self/schedstat")
        .ok()
        .and_then(|s| s.split_whitespace().next().and_then(|n| n.parse().ok()))
        .unwrap_or(0.0)
}

fn main() {
    let once: Option<u64> = std::env::args().nth(1).and_then(|a| a.parse().ok());
    let mut middle = Position::start();
    let mut rng = Rng::new(Seed(3));
    while middle.count() < 24 {
        let moves = middle.legal_moves();
        middle.play_unchecked(moves.as_slice()[rng.below(moves.len() as u32) as usize]);
        assert!(!middle.is_over());
    }
    for (name, p) in [("opening", Position::start()), ("middle game (24 marks)", middle)] {
        let (mut best, mut best_cpu) = (0.0f64, 0.0f64);
        for _ in 0..if once.is_some() { 1 } else { 3 } {
            let mut e = UltimateEngine::new(EngineOptions::default().with_seed(1)).unwrap();
            let (start, cpu) = (Instant::now(), cpu_ns());
            e.ranked_moves(&p, p.to_move(), Budget::playouts(once.unwrap_or(1_000_000)));
            best = best.max(e.last_playouts() as f64 / start.elapsed().as_secs_f64() / 1e6);
            best_cpu = best_cpu.max(e.last_playouts() as f64 / ((cpu_ns() - cpu) / 1e9) / 1e6);
        }
        println!("{name}: {best:.2} M playouts/s by the wall clock, {best_cpu:.2} M by CPU time");
    }
}
