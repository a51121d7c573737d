//! Times the Connect Four solver on the bench's positions, a fresh engine per position, and
//! checks every answer against the file.
//!
//! `cargo run --release --example connect4-speed -- FILE [COUNT [BITS [SKIP]]]` (a move string of `-` is the
//! empty board): node counts to compare before and after a change to the solver.

use oxo_ai::mnk::connect4::{Connect4, Position};
use oxo_ai::mnk::{Budget, Outcome, Rules};
use std::time::Instant;

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let file = args.first().cloned().unwrap_or_else(|| "bench/connect4/positions/begin-hard.txt".into());
    let arg = |i: usize, d: usize| args.get(i).and_then(|a| a.parse().ok()).unwrap_or(d);
    let (count, bits, skip) = (arg(1, 7), arg(2, 22) as u32, arg(3, 0));
    let text = std::fs::read_to_string(&file).expect("the positions");
    let (mut nodes, mut secs) = (0u64, 0f64);
    for line in text.lines().skip(skip).take(count) {
        let f: Vec<&str> = line.split_whitespace().collect();
        let mut c4 = Connect4::new(Rules::CONNECT_FOUR, bits).expect("Connect Four");
        let s = c4.shape();
        let mut p = Position::new(0, 0);
        for ch in f[0].bytes().filter(|&b| b != b'-') {
            let c = u32::from(ch - b'1');
            p = p.play(p.playable(&s) & s.column(c));
        }
        let t = Instant::now();
        let (score, bit) = c4.best(p, Budget::UNLIMITED).expect("unbounded");
        let dt = t.elapsed().as_secs_f64();
        let proof = c4.proof(score, p);
        let value = match proof.value { Outcome::Win => "win", Outcome::Draw => "draw", Outcome::Loss => "loss" };
        let n = c4.solver.meter.nodes;
        println!("{:<16} {:>5} {:>3} {:>2} {:>12} {:>8.3}s", f[0], value, proof.plies, bit, n, dt);
        if value != f[1] || proof.plies.to_string() != f[2] {
            println!("MISMATCH: expected {} {}", f[1], f[2]);
            std::process::exit(1);
        }
        nodes += n;
        secs += dt;
    }
    println!("TOTAL nodes {nodes} time {secs:.3}s");
}
