//! Makes the Connect Four opening book (API reference "Connect Four: perfect play") with the crate's own solver, resuming where
//! it stopped: every record it proves is appended to `scripts/book/solved-PART.tsv` (a canonical
//! key in hex, the score, the two columns and the seconds it took), which later runs read back
//! instead of proving again. Each depth is walked whole before the next, and the book of every completed depth is
//! written to `pkg-template/book/connect-four.oxc4`.
//!
//! `cargo run --release --example connect4-book -- DEPTH [PART [TABLE_BITS]]`: processes of
//! different PARTs share the work: each claims a position in `scripts/book/claims.log` before
//! proving it (the first claim wins), skips those others claimed, and waits at the end of each
//! depth until every record is in; part 0 writes the book. scripts/book.sh runs them, after
//! removing the claims of an earlier run.

use oxo_ai::mnk::connect4::{book, Book, Connect4, Position, Shape};
use oxo_ai::mnk::{Budget, Rules};
use std::collections::{HashMap, HashSet};
use std::io::Write;
use std::path::Path;
use std::time::Instant;

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let arg = |i: usize, default: u32| args.get(i).and_then(|a| a.parse().ok()).unwrap_or(default);
    let (depth, part, bits) = (arg(0, 8), arg(1, 0), arg(2, 26));
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let (dir, out) = (root.join("scripts/book"), root.join("pkg-template/book/connect-four.oxc4"));
    std::fs::create_dir_all(&dir).expect("scripts/book");
    std::fs::create_dir_all(out.parent().expect("a folder")).expect("pkg-template/book");
    let mut sink = std::fs::OpenOptions::new().create(true).append(true).open(dir.join(format!("solved-{part:02}.tsv"))).expect("open the part");
    let mut c4 = Connect4::new(Rules::CONNECT_FOUR, bits).expect("Connect Four");
    let shape = c4.shape();
    let mut solved: HashMap<u64, book::Record> = HashMap::new();
    let mut claims = Claims::open(&dir.join("claims.log"), part);
    let begun = Instant::now();
    for d in 0..=depth {
        let (mut new, mut slowest) = (0u32, 0f64);
        let records = loop {
            // What the other parts have proved since.
            read_parts(&dir, &mut solved);
            let (mut order, mut met, mut waiting) = (Vec::new(), HashSet::new(), 0u32);
            let complete = book::walk(shape, d, |key, (p, mirrored)| {
                let r = match solved.get(&key) {
                    Some(&r) => r,
                    // Another part's: only positions of `d` stones are missing, whose replies the
                    // walk does not follow, so any playable column stands in.
                    None if !claims.take(key) => {
                        waiting += 1;
                        placeholder(p, shape)
                    }
                    None => {
                        let t = Instant::now();
                        let r = c4.record(p, mirrored, Budget::UNLIMITED).expect("no budget to run out");
                        let secs = t.elapsed().as_secs_f64();
                        slowest = slowest.max(secs);
                        new += 1;
                        writeln!(sink, "{key:x}\t{}\t{}\t{}\t{secs:.3}", r.score, r.first, r.second).expect("append");
                        sink.flush().expect("flush");
                        eprintln!("depth {d}: {} stones, score {:>3}, {secs:.2} s ({:.0} s in all)", p.stones, r.score, begun.elapsed().as_secs_f64());
                        solved.insert(key, r);
                        r
                    }
                };
                if met.insert(key) {
                    order.push(r);
                }
                Some(r)
            });
            assert!(complete, "the walk met a record whose move is not playable");
            if waiting == 0 {
                break order;
            }
            eprintln!("depth {d}: waiting for {waiting} records of the other parts");
            std::thread::sleep(std::time::Duration::from_secs(20));
        };
        let mut line = format!("depth {d}: {} records ({new} new here, slowest {slowest:.2} s), {:.0} s in all", records.len(), begun.elapsed().as_secs_f64());
        if part == 0 {
            // The layers' section the file has (connect4-data's `pack` writes it) is kept.
            let layers = std::fs::read(&out).ok().and_then(|b| Book::layers_section(&b).map(<[u8]>::to_vec)).unwrap_or_default();
            let bytes = Book::write(shape, d, &records, &layers);
            Book::read(shape, &bytes).expect("the book reads back");
            std::fs::write(&out, &bytes).expect("write the book");
            line += &format!(", book {} bytes", bytes.len());
        }
        println!("{line}");
    }
}

/// The claims of every part on the positions they prove, read as they grow.
struct Claims {
    file: std::fs::File,
    read: u64,
    owners: HashMap<u64, u32>,
    part: u32,
}

impl Claims {
    fn open(path: &Path, part: u32) -> Claims {
        let file = std::fs::OpenOptions::new().create(true).read(true).append(true).open(path).expect("open the claims");
        Claims { file, read: 0, owners: HashMap::new(), part }
    }

    /// Whether this part may prove `key`: claimed by none, it claims it (appending one short line,
    /// which the system writes whole), then reads whose claim came first.
    fn take(&mut self, key: u64) -> bool {
        self.catch_up();
        if let Some(&owner) = self.owners.get(&key) {
            return owner == self.part;
        }
        writeln!(self.file, "{key:x} {}", self.part).expect("claim");
        self.catch_up();
        self.owners.get(&key) == Some(&self.part)
    }

    fn catch_up(&mut self) {
        use std::io::{Read, Seek, SeekFrom};
        let mut text = String::new();
        self.file.seek(SeekFrom::Start(self.read)).expect("seek");
        self.file.read_to_string(&mut text).expect("read the claims");
        // Only whole lines: a claim being written is read the next time.
        let whole = text.rfind('\n').map_or(0, |i| i + 1);
        for line in text[..whole].lines() {
            if let Some((key, owner)) = line.split_once(' ') {
                if let (Ok(key), Ok(owner)) = (u64::from_str_radix(key, 16), owner.parse()) {
                    self.owners.entry(key).or_insert(owner);
                }
            }
        }
        self.read += whole as u64;
    }
}

/// A record that only names a playable column, for a position another part proves.
fn placeholder(p: Position, shape: Shape) -> book::Record {
    let open = p.playable(&shape);
    let col = (0..shape.cols).find(|&c| open & shape.column(c) != 0).unwrap_or(0);
    book::Record { score: 0, first: col, second: shape.mirror_column(col) }
}

/// Every record the parts in `dir` hold.
fn read_parts(dir: &Path, solved: &mut HashMap<u64, book::Record>) {
    let mut names: Vec<_> = std::fs::read_dir(dir).expect("read scripts/book").filter_map(|e| e.ok()).map(|e| e.path()).filter(|p| p.extension().is_some_and(|x| x == "tsv")).collect();
    names.sort();
    for name in &names {
        for line in std::fs::read_to_string(name).expect("a part").lines() {
            let f: Vec<&str> = line.split('\t').collect();
            // The seconds, a fifth field, are for the record of the cost only.
            if let [key, score, first, second, ..] = f[..] {
                let r = book::Record { score: score.parse().expect("score"), first: first.parse().expect("column"), second: second.parse().expect("column") };
                solved.insert(u64::from_str_radix(key, 16).expect("key"), r);
            }
        }
    }
}
