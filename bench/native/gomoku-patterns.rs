//! What the Gomoku line patterns cost (issue 61), natively: building their tables at run time
//! (the crate builds them at compile time), a mark and its undo, against the window counts' mark,
//! evaluation and undo (the search keeps both), and the pattern move generator.
//! Seeded random games near the marks, the same for both; under a minute.
//!
//!     cargo run --release --example gomoku-patterns -- [GAMES [ROUNDS]]
//!
//! Prints one JSON object: nanoseconds per play + undo (windows: + evaluate), per generate call,
//! and the tables' bytes and build time.

use oxo_ai::mnk::bits::{Bits, Wide};
use oxo_ai::mnk::moves::{generate, MoveList};
use oxo_ai::mnk::patterns::{build_tables, Patterns, Shape, LINES, SIDES};
use oxo_ai::mnk::windows::Windows;
use oxo_ai::mnk::Rules;
use oxo_ai::{Rng, Seed};
use std::hint::black_box;
use std::time::Instant;

/// `games` seeded random games on 15×15: each move near the marks, at most 80 moves, ending
/// at the first five.
fn games(games: usize) -> Vec<Vec<u32>> {
    let mut rng = Rng::new(Seed(61));
    let mut p = Patterns::new(Rules::GOMOKU).expect("Gomoku patterns");
    let mut out = Vec::new();
    for _ in 0..games {
        let mut moves = Vec::new();
        while moves.len() < 80 {
            let free = p.cells(0, Shape::Quiet);
            let near = p.grow(p.grow(p.occupied())) & free;
            let pool = if near.is_zero() { free } else { near };
            let cells: Vec<u32> = pool.indices().collect();
            let bit = cells[rng.below(cells.len() as u32) as usize];
            let five = p.shape(p.to_move_side(), bit) == Shape::Five;
            p.play(bit);
            moves.push(bit);
            if five {
                break;
            }
        }
        for &bit in moves.iter().rev() {
            p.undo(bit);
        }
        out.push(moves);
    }
    out
}

/// Nanoseconds per move of `rounds` passes over every game: each move played, the evaluation
/// read, then every move undone.
fn time_moves(list: &[Vec<u32>], rounds: usize, mut play: impl FnMut(u32) -> i32, mut undo: impl FnMut(u32)) -> f64 {
    let moves: usize = list.iter().map(Vec::len).sum();
    let t = Instant::now();
    let mut acc = 0i64;
    for _ in 0..rounds {
        for game in list {
            for &bit in game {
                acc += i64::from(play(black_box(bit)));
            }
            for &bit in game.iter().rev() {
                undo(black_box(bit));
            }
        }
    }
    black_box(acc);
    t.elapsed().as_secs_f64() * 1e9 / (rounds * moves) as f64
}

fn main() {
    let args: Vec<usize> = std::env::args().skip(1).map(|a| a.parse().expect("a count")).collect();
    let (count, rounds) = (args.first().copied().unwrap_or(300), args.get(1).copied().unwrap_or(50));
    let list = games(count);
    let moves: usize = list.iter().map(Vec::len).sum();

    let mut w = Windows::new(Rules::GOMOKU);
    w.load(Wide::ZERO, Wide::ZERO, false);
    let windows_ns = {
        let w = std::cell::RefCell::new(&mut w);
        time_moves(&list, rounds, |b| { let mut w = w.borrow_mut(); w.play(b); w.evaluate() }, |b| w.borrow_mut().undo(b))
    };
    let mut p = Patterns::new(Rules::GOMOKU).expect("Gomoku patterns");
    let patterns_ns = {
        let p = std::cell::RefCell::new(&mut p);
        time_moves(&list, rounds, |b| { p.borrow_mut().play(b); 0 }, |b| p.borrow_mut().undo(b))
    };

    // The generator at every position of every game (a limit of 12 when nothing is forced).
    let mut list_out = MoveList::default();
    let t = Instant::now();
    let mut listed = 0usize;
    for game in &list {
        for &bit in game {
            black_box(generate(&p, 12, &mut list_out));
            listed += list_out.len();
            p.play(bit);
        }
        for &bit in game.iter().rev() {
            p.undo(bit);
        }
    }
    let generate_ns = t.elapsed().as_secs_f64() * 1e9 / moves as f64;
    black_box(listed);

    let builds = 200;
    let t = Instant::now();
    for _ in 0..builds {
        black_box(build_tables());
    }
    let build_us = t.elapsed().as_secs_f64() * 1e6 / f64::from(builds);
    let t = Instant::now();
    for _ in 0..builds {
        black_box(Patterns::new(black_box(Rules::GOMOKU)));
    }
    let new_us = t.elapsed().as_secs_f64() * 1e6 / f64::from(builds);
    let table_bytes = std::mem::size_of_val(&SIDES) + std::mem::size_of_val(&LINES);
    println!(
        "{{\"games\":{count},\"moves\":{moves},\"rounds\":{rounds},\"windowsNsPerMove\":{windows_ns:.1},\"patternsNsPerMove\":{patterns_ns:.1},\"generateNs\":{generate_ns:.1},\"tableBytes\":{table_bytes},\"tableBuildUs\":{build_us:.1},\"patternsNewUs\":{new_us:.1},\"patternsBytes\":{}}}",
        std::mem::size_of::<Patterns>()
    );
}
