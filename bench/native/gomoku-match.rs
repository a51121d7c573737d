//! Gomoku Hard on line patterns (`oxo_ai::mnk::gomoku`, issue 61) against itself with other
//! settings, natively at a fixed time a move (the bench's "gomoku" section plays it against
//! the Hard it replaced, through wasm):
//! seeded openings of 2-4 stones near the centre, each played with both colours; then the
//! depth and nodes a second each search reaches on fixed middle-game positions.
//!
//!     cargo run --release --example gomoku-match [-- --time MS --pairs N --size 15
//!         --a SETTINGS --b SETTINGS --a-time MS --seed S --positions N --balanced]
//!
//! `--balanced` plays the bench's balanced openings (the first `--pairs` of them), where the
//! colours are more even than in the seeded ones.
//!
//! SETTINGS: comma-separated `width=12,root=24,lmr=1,keep=1,weights=0` (defaults: Hard's),
//! or `window=1`: the Hard on window counts this search replaced (what the bench's match
//! plays against, natively);
//! `weights=1` reads the horizon's weights from `GM_WEIGHTS` (comma-separated, as
//! `gomoku-fit` prints them), `weights=2` from `GM_WEIGHTS2`. `--a-time` gives A a time a move
//! of its own (what twice the nodes is worth). `GM_DUMP=1` prints each game's moves;
//! `GM_PICK=3,7,…` plays only those openings (numbered from 0 in the list played) and
//! `GM_COLOURS=1` only the games with A as O (`0`: as X); `GM_AUDIT=1`, for each game X won,
//! the first position with X to move where X has a win by fours and threes, and how many of
//! O's moves before it would have left X none.

use oxo_ai::mnk::bits::Bits;
use oxo_ai::mnk::gomoku::evaluation::{Weights, FEATURES};
use oxo_ai::mnk::gomoku::search::Tuning;
use oxo_ai::mnk::{Board, EngineOptions, Level, MnkEngine, Move, Rules};
use oxo_ai::{Player, Rng, Seed};
use std::time::Instant;

/// The fixture reader of the speed example (one copy of it: bench/gomoku.mjs copies that file
/// alone into the baseline's tree).
#[path = "gomoku-speed.rs"]
#[allow(dead_code)]
mod speed;

/// A side of the match: the pattern search with its settings, or (`window=1`) the Hard on
/// window counts that it replaced on these boards, the bench's baseline.
#[derive(Clone, Copy, Debug)]
struct Side {
    tuning: Tuning,
    window: bool,
}

fn parse_side(text: &str) -> Side {
    let mut t = Tuning::default();
    let mut window = false;
    for item in text.split(',').filter(|s| !s.is_empty()) {
        let (name, value) = item.split_once('=').expect("name=value");
        let v: u32 = value.parse().expect("a number");
        match name {
            "width" => t.width = v as usize,
            "root" => t.root_width = v as usize,
            "lmr" => t.reductions = v != 0,
            "keep" => t.keep_table = v != 0,
            "window" => window = v != 0,
            "weights" if v > 0 => {
                let name = if v == 2 { "GM_WEIGHTS2" } else { "GM_WEIGHTS" };
                let text = std::env::var(name).unwrap_or_else(|_| panic!("{name}: the weights"));
                let w: Vec<i32> = text.split(',').map(|x| x.trim().parse().expect("a weight")).collect();
                t.weights = Weights(w.try_into().unwrap_or_else(|_| panic!("{FEATURES} weights in {name}")));
            }
            "weights" => {}
            _ => panic!("unknown setting {name}"),
        }
    }
    Side { tuning: t, window }
}

fn engine(rules: Rules, side: Side, time_ms: f64, seed: u64) -> MnkEngine {
    let options = EngineOptions::default().with_level(Level::Hard).with_time_ms(time_ms).with_seed(Seed(seed));
    let mut e = MnkEngine::new(rules, options).expect("an engine");
    e.set_tuning(side.tuning);
    e.set_window_hard(side.window);
    e
}

/// `count` distinct openings of 2-4 stones, X first: the first within 2 of the centre, each
/// next within 2 of a stone already placed.
fn openings(rules: Rules, count: usize, seed: u64) -> Vec<Vec<Move>> {
    let mut rng = Rng::new(Seed(seed));
    let (rows, cols) = (rules.rows() as i32, rules.cols() as i32);
    let mut out: Vec<Vec<Move>> = Vec::new();
    while out.len() < count {
        let stones = 2 + rng.below(3) as usize;
        let mut cells: Vec<(i32, i32)> = vec![(rows / 2 + rng.below(5) as i32 - 2, cols / 2 + rng.below(5) as i32 - 2)];
        while cells.len() < stones {
            let (r, c) = cells[rng.below(cells.len() as u32) as usize];
            let next = (r + rng.below(5) as i32 - 2, c + rng.below(5) as i32 - 2);
            if !cells.contains(&next) && (0..rows).contains(&next.0) && (0..cols).contains(&next.1) {
                cells.push(next);
            }
        }
        let moves: Vec<Move> = cells.iter().map(|&(r, c)| Move::new(r as u8, c as u8)).collect();
        if !out.contains(&moves) {
            out.push(moves);
        }
    }
    out
}

/// The bench's balanced openings (bench/gomoku/positions/openings.json, 15×15): the first
/// `count`, each line's `"row":R,"col":C` pairs in order.
fn balanced(count: usize) -> Vec<Vec<Move>> {
    let text = std::fs::read_to_string("bench/gomoku/positions/openings.json").expect("bench/gomoku/positions/openings.json");
    let number = |s: &str| s.chars().take_while(char::is_ascii_digit).collect::<String>().parse::<u8>().expect("a number");
    text.lines()
        .filter(|l| l.contains("\"moves\""))
        .map(|l| l.split("\"row\":").skip(1).map(|r| Move::new(number(r), number(r.split("\"col\":").nth(1).expect("a column")))).collect())
        .take(count)
        .collect()
}

#[derive(Default)]
struct Tally {
    /// Per colour of A (0 X, 1 O): wins, draws, losses.
    record: [[u32; 3]; 2],
    scores: Vec<f64>,
    /// Per side (A, B): moves searched, nodes, summed depth, milliseconds, the longest move.
    moves: [u64; 2],
    nodes: [u64; 2],
    depth: [u64; 2],
    ms: [f64; 2],
    longest: [f64; 2],
}

/// One game from `opening`, A playing `a_colour` (0 X, 1 O).
fn game(rules: Rules, opening: &[Move], sides: [Side; 2], a_colour: usize, times: [f64; 2], seed: u64, tally: &mut Tally) {
    let mut engines = [engine(rules, sides[0], times[0], seed), engine(rules, sides[1], times[1], seed ^ 0x5eed)];
    let mut board = Board::empty(rules);
    let mut played: Vec<Move> = Vec::new();
    let mut colour = 0;
    for &mv in opening {
        board = board.play(mv, if colour == 0 { Player::X } else { Player::O }).expect("an opening move");
        colour ^= 1;
    }
    while !board.is_finished() {
        let player = if colour == 0 { Player::X } else { Player::O };
        let who = usize::from(colour != a_colour);
        let t = Instant::now();
        let mv = engines[who].best_move(&board, player).expect("a board of the rules").expect("a move");
        let ms = t.elapsed().as_secs_f64() * 1000.0;
        tally.moves[who] += 1;
        tally.nodes[who] += engines[who].last_nodes();
        tally.depth[who] += u64::from(engines[who].last_depth());
        tally.ms[who] += ms;
        tally.longest[who] = tally.longest[who].max(ms);
        board = board.play(mv, player).expect("a legal move");
        played.push(mv);
        colour ^= 1;
    }
    if std::env::var_os("GM_AUDIT").is_some() && board.winner() == Some(Player::X) {
        // The first position with X to move where X has a win by fours and threes: how many
        // of O's own moves (past the opening) came before it.
        let mut pos = oxo_ai::mnk::gomoku::Position::new(rules).expect("five in a row");
        let mut ts = oxo_ai::mnk::gomoku::threats::ThreatSearch::default();
        let g = oxo_ai::mnk::geometry::Geometry::wide(rules);
        let all: Vec<Move> = opening.iter().chain(played.iter()).copied().collect();
        let mut found = None;
        for n in opening.len()..all.len() {
            if n % 2 == 1 {
                continue;
            }
            let (mut x, mut o) = (oxo_ai::mnk::bits::Wide::ZERO, oxo_ai::mnk::bits::Wide::ZERO);
            for (i, m) in all[..n].iter().enumerate() {
                let bit = oxo_ai::mnk::bits::Wide::bit(g.bit(u32::from(m.row), u32::from(m.col)));
                if i % 2 == 0 { x |= bit } else { o |= bit }
            }
            pos.load(x, o, false);
            ts.clear();
            let mut meter = oxo_ai::mnk::meter::Meter::default();
            meter.start(oxo_ai::mnk::meter::Budget::nodes(400_000));
            if ts.win(&mut pos, true, 10, &mut meter).is_some() {
                found = Some(n);
                break;
            }
        }
        let o_moves = |n: usize| (opening.len()..n).filter(|i| i % 2 == 1).count();
        // Before O's move that let the win in: how many of O's moves within two of a mark leave
        // X no such win.
        let mut safe = (0, 0);
        if let Some(n) = found.filter(|&n| n > opening.len()) {
            let (mut x, mut o) = (oxo_ai::mnk::bits::Wide::ZERO, oxo_ai::mnk::bits::Wide::ZERO);
            for (i, m) in all[..n - 1].iter().enumerate() {
                let bit = oxo_ai::mnk::bits::Wide::bit(g.bit(u32::from(m.row), u32::from(m.col)));
                if i % 2 == 0 { x |= bit } else { o |= bit }
            }
            pos.load(x, o, true);
            let mut list = oxo_ai::mnk::moves::MoveList::default();
            oxo_ai::mnk::moves::generate(&pos.p, 60, &mut list);
            let cells: Vec<u32> = list.cells().collect();
            for bit in cells {
                pos.play(bit);
                ts.clear();
                let mut meter = oxo_ai::mnk::meter::Meter::default();
                meter.start(oxo_ai::mnk::meter::Budget::nodes(200_000));
                if ts.win(&mut pos, true, 10, &mut meter).is_none() {
                    safe.0 += 1;
                }
                safe.1 += 1;
                pos.undo(bit);
            }
        }
        println!("audit: safe moves before it {} of {}", safe.0, safe.1);
        println!("audit: A as {} lost? {} X's first threat win at ply {:?}, after {:?} of O's moves; game {} plies", if a_colour == 0 { "X" } else { "O" }, a_colour == 1, found, found.map(o_moves), all.len());
    }
    if std::env::var_os("GM_DUMP").is_some() {
        let list: Vec<String> = opening.iter().chain(played.iter()).map(|m| format!("{},{}", m.row, m.col)).collect();
        println!("game A as {} winner {:?} opening {} moves {}", if a_colour == 0 { "X" } else { "O" }, board.winner(), opening.len(), list.join(" "));
    }
    let (result, score) = match board.winner() {
        Some(w) if usize::from(w == Player::O) == a_colour => (0, 1.0),
        Some(_) => (2, 0.0),
        None => (1, 0.5),
    };
    tally.record[a_colour][result] += 1;
    tally.scores.push(score);
}

fn main() {
    let args: Vec<String> = std::env::args().collect();
    let arg = |name: &str| args.iter().position(|a| a == name).and_then(|i| args.get(i + 1)).cloned();
    let num = |name: &str, default: f64| arg(name).map_or(default, |v| v.parse().expect(name));
    let time_ms = num("--time", 50.0);
    let times = [num("--a-time", time_ms), time_ms];
    let pairs = num("--pairs", 48.0) as usize;
    let size = num("--size", 15.0) as u32;
    let seed = num("--seed", 61.0) as u64;
    let positions = num("--positions", 0.0) as usize;
    let sides = [parse_side(&arg("--a").unwrap_or_default()), parse_side(&arg("--b").unwrap_or_default())];
    let rules = Rules::new(size, size, 5).expect("rules");
    if positions > 0 {
        let text = std::fs::read_to_string("bench/gomoku/positions/midgame.json").expect("bench/gomoku/positions/midgame.json");
        for (name, side) in [("A", sides[0]), ("B", sides[1])] {
            for (i, (cells, player)) in speed::positions(&text).into_iter().take(positions).enumerate() {
                let board = Board::from_text(Rules::GOMOKU, &cells).expect("a board");
                let mut e = engine(Rules::GOMOKU, side, time_ms, 1);
                let t = Instant::now();
                let mv = e.best_move(&board, player).expect("a board").expect("a move");
                let ms = t.elapsed().as_secs_f64() * 1000.0;
                println!(
                    "{name} position {i}: move ({},{}) depth {} nodes {} in {ms:.1} ms: {:.0} nodes/s",
                    mv.row, mv.col, e.last_depth(), e.last_nodes(), e.last_nodes() as f64 / ms * 1000.0
                );
            }
        }
        return;
    }
    let mut tally = Tally::default();
    let start = Instant::now();
    let list = if args.iter().any(|a| a == "--balanced") { balanced(pairs) } else { openings(rules, pairs, seed) };
    let pick: Option<Vec<usize>> = std::env::var("GM_PICK").ok().map(|t| t.split(',').map(|x| x.parse().expect("an index")).collect());
    let colours: Vec<usize> = std::env::var("GM_COLOURS").map_or(vec![0, 1], |t| t.split(',').map(|x| x.parse().expect("0 or 1")).collect());
    for (i, opening) in list.iter().enumerate() {
        if pick.as_ref().is_some_and(|p| !p.contains(&i)) {
            continue;
        }
        for &a_colour in &colours {
            game(rules, opening, sides, a_colour, times, 1000 + i as u64, &mut tally);
        }
    }
    let n = tally.scores.len() as f64;
    let mean = tally.scores.iter().sum::<f64>() / n;
    let var = tally.scores.iter().map(|s| (s - mean) * (s - mean)).sum::<f64>() / (n - 1.0).max(1.0);
    let r = tally.record;
    println!("{size}x{size} k=5, A {:?} against B {:?}, {time_ms} ms a move, {} games in {:.0} s", sides[0], sides[1], n, start.elapsed().as_secs_f64());
    println!(
        "A scores {:.1} % ± {:.1} % (standard error); as X {}-{}-{}, as O {}-{}-{} (win-draw-loss)",
        100.0 * mean, 100.0 * (var / n).sqrt(), r[0][0], r[0][1], r[0][2], r[1][0], r[1][1], r[1][2]
    );
    for (k, name) in ["A", "B"].iter().enumerate() {
        let m = tally.moves[k].max(1) as f64;
        println!(
            "{name}: {:.0} moves, {:.0} nodes a move, {:.0} nodes/s, depth {:.2} on average, {:.1} ms a move, longest {:.1} ms",
            m, tally.nodes[k] as f64 / m, tally.nodes[k] as f64 / (tally.ms[k] / 1000.0), tally.depth[k] as f64 / m, tally.ms[k] / m, tally.longest[k]
        );
    }
}
