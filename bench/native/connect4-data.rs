//! Makes the Connect Four data of every position of one disc count (issue 60) with the crate's
//! own solver, resuming where it stopped. The layer's slots ([`Layer`]) are cut into chunks of
//! `CHUNK`; each finished chunk is one file, `scripts/connect4-data/DISCS/NNNNN.txt`: a first
//! line with the CPU seconds it took (the wall time for 9 discs' chunks 0-5), then one line per
//! slot, the score for the player to move or `.` for a slot no game reaches, a finished game, or
//! a win in one (a reader answers those itself).
//!
//! `cargo run --release --example connect4-data -- DISCS run [TABLE_BITS]`: takes the chunks in
//! order, each claimed first by creating `NNNNN.claim` (the first process to create it owns it),
//! so any number of processes share the work; scripts/connect4-data.sh runs them after removing
//! the claims of a stopped run. `... DISCS sample N`: times N slots spread over the layer, to size
//! the work before it starts. `... DISCS pack`, once every chunk is in: works out the layers
//! below from these scores, codes them all ([`Layers`]) and writes them into the book's file,
//! `pkg-template/book/connect-four.oxc4`, after its records.

use oxo_ai::mnk::connect4::{book, Book, Layer, Layers, Position, Shape, Solver};
use oxo_ai::mnk::{Budget, Rules};
use std::collections::HashSet;
use std::path::{Path, PathBuf};
use std::time::Instant;

const CHUNK: usize = 1000;

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let discs: u32 = args.first().and_then(|a| a.parse().ok()).expect("DISCS");
    let mode = args.get(1).map_or("run", String::as_str);
    let shape = Shape::of(Rules::CONNECT_FOUR).expect("Connect Four");
    let layer = Layer::new(shape, discs);
    let reached = reachable(shape, discs);
    eprintln!("{discs} discs: {} slots, {} positions games reach (mirror images merged)", layer.slots(), reached.len());
    match mode {
        "sample" => {
            let n: usize = args.get(2).and_then(|a| a.parse().ok()).unwrap_or(200);
            let mut solver = Solver::new(shape, 25);
            let step = layer.slots() / n;
            let (mut total, mut slowest, mut done) = (0f64, 0f64, 0);
            for slot in (0..layer.slots()).step_by(step.max(1)) {
                let Some(p) = wanted(&layer, &reached, shape, slot) else { continue };
                let t = Instant::now();
                solver.start(Budget::UNLIMITED);
                solver.score(p).expect("unbounded");
                let secs = t.elapsed().as_secs_f64();
                total += secs;
                slowest = slowest.max(secs);
                done += 1;
            }
            let mean = total / f64::from(done);
            println!("{done} positions: mean {mean:.4} s, slowest {slowest:.3} s; the layer: {:.2} core-hours", mean * reached.len() as f64 / 3600.0);
        }
        "pack" => pack(shape, &layer),
        _ => {
            let bits: u32 = args.get(2).and_then(|a| a.parse().ok()).unwrap_or(25);
            let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join(format!("scripts/connect4-data/{discs}"));
            std::fs::create_dir_all(&dir).expect("the data folder");
            let mut solver = Solver::new(shape, bits);
            let chunks = layer.slots().div_ceil(CHUNK);
            for chunk in 0..chunks {
                let (done, claim) = (file(&dir, chunk, "txt"), file(&dir, chunk, "claim"));
                if done.exists() || std::fs::OpenOptions::new().write(true).create_new(true).open(&claim).is_err() {
                    continue;
                }
                let (t, cpu) = (Instant::now(), cpu_seconds());
                let mut lines = Vec::with_capacity(CHUNK);
                for slot in chunk * CHUNK..((chunk + 1) * CHUNK).min(layer.slots()) {
                    lines.push(match wanted(&layer, &reached, shape, slot) {
                        Some(p) => {
                            solver.start(Budget::UNLIMITED);
                            solver.score(p).expect("unbounded").to_string()
                        }
                        None => ".".to_string(),
                    });
                }
                let secs = cpu_seconds() - cpu;
                let tmp = file(&dir, chunk, "part");
                std::fs::write(&tmp, format!("{secs:.1}\n{}\n", lines.join("\n"))).expect("write the chunk");
                std::fs::rename(&tmp, &done).expect("finish the chunk");
                let _ = std::fs::remove_file(&claim);
                eprintln!("{discs} discs: chunk {chunk} of {chunks}: {secs:.1} s of CPU, {:.1} s of wall time", t.elapsed().as_secs_f64());
            }
        }
    }
}

/// Codes the layers from 0 to `layer`'s discs into the book's file (see the module's comment).
fn pack(shape: Shape, layer: &Layer) {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let dir = root.join(format!("scripts/connect4-data/{}", layer.discs()));
    let mut scores: Vec<Option<i32>> = Vec::with_capacity(layer.slots());
    for chunk in 0..layer.slots().div_ceil(CHUNK) {
        let text = std::fs::read_to_string(file(&dir, chunk, "txt")).unwrap_or_else(|e| panic!("chunk {chunk}: {e}"));
        scores.extend(text.lines().skip(1).map(|line| line.parse().ok()));
    }
    assert_eq!(scores.len(), layer.slots(), "every slot's line");
    let t = Instant::now();
    let layers = Layers::derive(shape, layer.discs(), |slot| scores[slot]).unwrap_or_else(|e| panic!("{e}"));
    let section = layers.write();
    let made = t.elapsed().as_secs_f64();
    let t = Instant::now();
    let read = Layers::read(shape, &section).expect("the section reads back");
    let secs = t.elapsed().as_secs_f64();
    assert_eq!(read.len(), layers.len());
    let path = root.join("pkg-template/book/connect-four.oxc4");
    let old = std::fs::read(&path).expect("the book");
    let bk = Book::read(shape, &old).unwrap_or_else(|e| panic!("the book: {e:?}"));
    let (mut order, mut met) = (Vec::new(), HashSet::new());
    assert!(book::walk(shape, bk.depth(), |key, _| {
        let r = bk.record(key)?;
        if met.insert(key) {
            order.push(r);
        }
        Some(r)
    }));
    let bytes = Book::write(shape, bk.depth(), &order, &section);
    Book::read(shape, &bytes).expect("the book reads back");
    std::fs::write(&path, &bytes).expect("write the book");
    println!(
        "{} positions to {} discs in {} bytes ({:.2} bits each; made in {made:.1} s, read in {secs:.3} s); the book's file: {} bytes",
        layers.len(),
        layer.discs(),
        section.len(),
        section.len() as f64 * 8.0 / layers.len() as f64,
        bytes.len()
    );
}

/// The CPU time this process has used, user and system, from /proc (Linux), so that a chunk's
/// cost does not count the time other processes held the cores.
fn cpu_seconds() -> f64 {
    let stat = std::fs::read_to_string("/proc/self/stat").expect("/proc/self/stat");
    // The fields after the command's closing parenthesis: utime and stime are the 12th and 13th.
    let rest = &stat[stat.rfind(')').expect("a command") + 2..];
    let fields: Vec<&str> = rest.split(' ').collect();
    let ticks: f64 = fields[11].parse::<f64>().expect("utime") + fields[12].parse::<f64>().expect("stime");
    ticks / 100.0
}

fn file(dir: &Path, chunk: usize, ext: &str) -> PathBuf {
    dir.join(format!("{chunk:05}.{ext}"))
}

/// The position in `slot` if the data holds its score: one a game reaches, unfinished, and not
/// won by the player to move at once.
fn wanted(layer: &Layer, reached: &HashSet<u64>, shape: Shape, slot: usize) -> Option<Position> {
    let p = layer.position_at(slot)?;
    (reached.contains(&p.canonical_key(&shape).0) && p.wins_now(&shape) == 0).then_some(p)
}

/// The canonical keys of the positions of `discs` discs that games reach with no four made.
fn reachable(shape: Shape, discs: u32) -> HashSet<u64> {
    let mut layer: HashSet<u64> = HashSet::from([Position::new(0, 0).key()]);
    for _ in 0..discs {
        let mut next = HashSet::new();
        for &key in &layer {
            let p = Position::from_key(key, &shape);
            let open = p.playable(&shape);
            for c in 0..shape.cols {
                let cell = open & shape.column(c);
                if cell != 0 && p.wins_now(&shape) & cell == 0 {
                    next.insert(p.play(cell).canonical_key(&shape).0);
                }
            }
        }
        layer = next;
    }
    layer
}
