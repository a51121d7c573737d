//! Gomoku Hard's nodes per second, natively, on the bench's middle-game positions (issue 51):
//! for each time budget, a fresh Hard engine per position plays one move; prints the nodes it
//! searched (`last_nodes`) and the time, as one JSON object per budget. Only API that exists at
//! the baseline commit too, so that bench/gomoku.mjs runs this same file in both trees; built
//! with `--cfg oxo_depth` (this tree only), also the depth the search completed (`last_depth`).
//!
//!     cargo run --release --example gomoku-speed -- [FILE [MS,MS,…]]
//!
//! FILE is a fixture of bench/gomoku/positions/ (default midgame.json: one position a line, each
//! with `"board"`, 15 rows of 15 `"X"`, `"O"` or `null`, then `"player"`); MS the budgets
//! (default 200,1000).

use oxo_ai::mnk::{Board, EngineOptions, Level, MnkEngine, Rules};
use oxo_ai::{Player, Seed};
use std::time::Instant;

/// The positions of a fixture file: the 225 cells after each line's `"board"` (row-major) and
/// the `"player"` after them. A reader for our own one-position-a-line JSON, not for JSON at large.
pub(crate) fn positions(text: &str) -> Vec<(String, Player)> {
    let mut out = Vec::new();
    for line in text.lines() {
        let Some(at) = line.find("\"board\"") else { continue };
        let rest = &line[at..];
        let mut cells = String::new();
        let mut i = 0;
        while cells.len() < 225 {
            let tail = &rest[i..];
            let (cell, skip) = if tail.starts_with("null") {
                ('.', 4)
            } else if tail.starts_with("\"X\"") {
                ('X', 3)
            } else if tail.starts_with("\"O\"") {
                ('O', 3)
            } else {
                i += tail.chars().next().map_or(1, char::len_utf8);
                continue;
            };
            cells.push(cell);
            i += skip;
        }
        let who = rest[i..].find("\"player\":\"").map(|p| &rest[i + p + 10..i + p + 11]).expect("a player after the board");
        out.push((cells, if who == "X" { Player::X } else { Player::O }));
    }
    out
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let file = args.first().cloned().unwrap_or_else(|| "bench/gomoku/positions/midgame.json".into());
    let budgets: Vec<f64> = args.get(1).map_or("200,1000", String::as_str).split(',').map(|b| b.parse().expect("a budget in ms")).collect();
    let rules = Rules::new(15, 15, 5).expect("Gomoku");
    let list = positions(&std::fs::read_to_string(&file).expect("the fixture file"));
    assert!(!list.is_empty(), "no positions in {file}");
    for time_ms in budgets {
        #[cfg_attr(not(oxo_depth), allow(unused_mut))]
        let (mut nodes, mut ms, mut depths) = (Vec::new(), Vec::new(), Vec::<u32>::new());
        for (cells, player) in &list {
            let board = Board::from_text(rules, cells).expect("a 15×15 board");
            let options = EngineOptions::default().with_level(Level::Hard).with_time_ms(time_ms).with_seed(Seed(1));
            let mut engine = MnkEngine::new(rules, options).expect("an engine");
            let t = Instant::now();
            engine.best_move(&board, *player).expect("a move").expect("an unfinished board");
            ms.push(t.elapsed().as_secs_f64() * 1000.0);
            nodes.push(engine.last_nodes());
            #[cfg(oxo_depth)]
            depths.push(engine.last_depth());
        }
        let list = |xs: &[String]| xs.join(",");
        println!(
            "{{\"timeMs\":{time_ms},\"positions\":{},\"nodes\":[{}],\"ms\":[{}],\"depth\":[{}]}}",
            nodes.len(),
            list(&nodes.iter().map(u64::to_string).collect::<Vec<_>>()),
            list(&ms.iter().map(|m| format!("{m:.3}")).collect::<Vec<_>>()),
            list(&depths.iter().map(u32::to_string).collect::<Vec<_>>()),
        );
    }
}
