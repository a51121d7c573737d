//! oxo-ai's Ultimate Hard against ai-ultimate-tictactoe 0.2.0's strongest preset at equal time
//! a move, from seeded balanced openings each played with both colours; prints W-D-L per colour,
//! the score and its standard error, and checks on every ply that both crates agree on the rules.
//!
//! ```text
//! cargo run --release --bin match -- --games 100 --ms 100 [--seed 1] [--explore 0.5]
//!     [--decisive 1] [--expand 1] [--reuse 1] [--nodes 1500000] [--vs-self explore=..]
//! ```

use ai_ultimate_tictactoe::{GameResult, Move, Player as PeerPlayer, Searcher};
use oxo_ai::ultimate::{Decisive, EngineOptions, Level, Position, Status, Tiebreak, Tuning, UltimateEngine};
use oxo_ai::{Player, Rng, Seed};
use std::time::Instant;
use ultimate_native_bench::{peer_move, to_peer};

struct Args {
    games: u32,
    ms: f64,
    seed: u64,
    tuning: Tuning,
    /// Against our own engine with this tuning instead of the peer.
    rival: Option<Tuning>,
    /// Both of our engines search this many playouts a move instead of `ms` (vs-self only):
    /// a comparison the machine's load cannot bias.
    playouts: Option<u64>,
    /// Our time a move is `ms / handicap` (the peer keeps `ms`): a stand-in for the wasm
    /// build's slowdown against the peer run natively.
    handicap: f64,
}

fn parse_tuning(base: Tuning, key: &str, value: &str) -> Option<Tuning> {
    let mut t = base;
    match key {
        "explore" => t.explore = value.parse().ok()?,
        "decisive" => {
            t.decisive = match value {
                "0" | "off" => Decisive::Off,
                "1" | "game" => Decisive::Game,
                "2" | "board" => Decisive::Board,
                _ => return None,
            }
        }
        "expand" => t.expand_after = value.parse().ok()?,
        "reuse" => t.reuse = value == "1",
        "avoid" => t.avoid = value == "1",
        "nodes" => t.max_nodes = value.parse().ok()?,
        "fpu" => t.fpu = value.parse().ok()?,
        _ => return None,
    }
    Some(t)
}

fn args() -> Args {
    let mut a = Args { games: 100, ms: 100.0, seed: 1, tuning: Tuning::default(), rival: None, playouts: None, handicap: 1.0 };
    let argv: Vec<String> = std::env::args().skip(1).collect();
    let mut i = 0;
    while i + 1 < argv.len() {
        let (key, value) = (argv[i].trim_start_matches("--"), argv[i + 1].as_str());
        match key {
            "games" => a.games = value.parse().expect("games"),
            "ms" => a.ms = value.parse().expect("ms"),
            "seed" => a.seed = value.parse().expect("seed"),
            "playouts" => a.playouts = Some(value.parse().expect("playouts")),
            "handicap" => a.handicap = value.parse().expect("handicap"),
            "vs-self" => {
                let mut rival = Tuning::default();
                for kv in value.split(',').filter(|s| !s.is_empty()) {
                    let (k, v) = kv.split_once('=').expect("vs-self wants key=value,...");
                    rival = parse_tuning(rival, k, v).expect("vs-self key");
                }
                a.rival = Some(rival);
            }
            _ => a.tuning = parse_tuning(a.tuning, key, value).unwrap_or_else(|| panic!("unknown option --{key}")),
        }
        i += 2;
    }
    a
}

/// An opening of 2-4 random plies that leaves the game open.
fn opening(rng: &mut Rng) -> Vec<u8> {
    let plies = 2 + rng.below(3);
    let mut p = Position::start();
    let mut line = Vec::new();
    for _ in 0..plies {
        let moves = p.legal_moves();
        let mv = moves.as_slice()[rng.below(moves.len() as u32) as usize];
        p.play_unchecked(mv);
        line.push(mv);
    }
    line
}

enum Opponent {
    Peer(Searcher),
    Ours(UltimateEngine),
}

/// Plays one game; `ours_x` says which colour our engine has. Returns our score (1, ½, 0),
/// and the time each side spent and moves each made.
fn game(args: &Args, line: &[u8], ours_x: bool, seed: u64, spent: &mut [(f64, u32, u64); 2]) -> f64 {
    let ms = args.ms;
    let options = match args.playouts {
        Some(n) if args.rival.is_some() => EngineOptions::default().with_max_playouts(n),
        _ => EngineOptions::default().with_time_ms(ms / args.handicap),
    };
    let options = options.with_level(Level::Hard).with_seed(seed).with_tuning(args.tuning);
    let mut ours = UltimateEngine::new(options).expect("seeded");
    let mut them = match args.rival {
        None => Opponent::Peer(Searcher::new()),
        Some(t) => Opponent::Ours(UltimateEngine::new(options.with_seed(seed ^ 0x5555).with_tuning(t)).expect("seeded")),
    };
    let mut p = Position::start();
    for &mv in line {
        p.play_unchecked(mv);
    }
    while !p.is_over() {
        let our_turn = (p.to_move() == Player::X) == ours_x;
        let peer = to_peer(&p).expect("the peer accepts every reachable position");
        let mut legal: Vec<u8> = p.legal_moves().as_slice().to_vec();
        legal.sort_unstable();
        let mut theirs: Vec<u8> = peer.legal_moves().iter().map(Move::global_index).collect();
        theirs.sort_unstable();
        assert_eq!(legal, theirs, "legal moves differ");
        let start = Instant::now();
        let (mv, nodes) = if our_turn {
            let mv = ours.best_move(&p, p.to_move());
            (mv, ours.last_playouts())
        } else {
            match &mut them {
                Opponent::Peer(searcher) => peer_move(searcher, &peer, ms.round() as u32),
                Opponent::Ours(e) => {
                    let mv = e.best_move(&p, p.to_move());
                    (mv, e.last_playouts())
                }
            }
        };
        let t = start.elapsed().as_secs_f64() * 1e3;
        let who = if our_turn { 0 } else { 1 };
        spent[who].0 += t;
        spent[who].1 += 1;
        spent[who].2 += nodes;
        let mv = mv.expect("a move on an open board");
        assert!(p.is_legal(mv), "illegal move {mv} by {}", if our_turn { "us" } else { "them" });
        p.play_unchecked(mv);
    }
    let peer_end = to_peer(&p).expect("final position").result();
    let ours_player = if ours_x { Player::X } else { Player::O };
    match (p.status(Tiebreak::Draw), peer_end) {
        (Status::Won(w), GameResult::Win(pw)) => {
            assert_eq!(w == Player::X, pw == PeerPlayer::X, "winners differ");
            if w == ours_player { 1.0 } else { 0.0 }
        }
        (Status::Drawn, GameResult::Draw) => 0.5,
        (ours_end, theirs) => panic!("results differ: {ours_end:?} {theirs:?}"),
    }
}

fn main() {
    let args = args();
    let mut rng = Rng::new(Seed(args.seed));
    // [as X, as O] x [wins, draws, losses]
    let mut wdl = [[0u32; 3]; 2];
    let mut scores = Vec::new();
    let mut spent = [(0.0, 0u32, 0u64); 2];
    let pairs = args.games.div_ceil(2);
    for g in 0..pairs {
        let line = opening(&mut rng);
        for ours_x in [true, false] {
            let seed = args.seed.wrapping_mul(1_000_003).wrapping_add(u64::from(g) * 2 + u64::from(ours_x));
            let s = game(&args, &line, ours_x, seed, &mut spent);
            let colour = if ours_x { 0 } else { 1 };
            wdl[colour][if s == 1.0 { 0 } else if s == 0.5 { 1 } else { 2 }] += 1;
            scores.push(s);
        }
        let n = scores.len() as f64;
        let mean = scores.iter().sum::<f64>() / n;
        let var = scores.iter().map(|s| (s - mean) * (s - mean)).sum::<f64>() / (n - 1.0).max(1.0);
        eprintln!("{:>4} games: {:.1} % +- {:.1}", scores.len(), mean * 100.0, (var / n).sqrt() * 100.0);
    }
    let n = scores.len() as f64;
    let mean = scores.iter().sum::<f64>() / n;
    let var = scores.iter().map(|s| (s - mean) * (s - mean)).sum::<f64>() / (n - 1.0).max(1.0);
    println!("tuning {:?} vs {}", args.tuning, args.rival.map_or("ai-ultimate-tictactoe maximum".to_owned(), |t| format!("{t:?}")));
    println!("{} games at {} ms a move (ours {} ms), seed {}", scores.len(), args.ms, args.ms / args.handicap, args.seed);
    println!("as X: {}-{}-{} (W-D-L)", wdl[0][0], wdl[0][1], wdl[0][2]);
    println!("as O: {}-{}-{} (W-D-L)", wdl[1][0], wdl[1][1], wdl[1][2]);
    println!("score {:.1} % +- {:.1} (standard error)", mean * 100.0, (var / n).sqrt() * 100.0);
    for (who, (t, moves, nodes)) in ["ours", "theirs"].iter().zip(spent) {
        println!("{who}: {:.1} ms a move, {:.0} playouts/nodes a move ({:.2} M/s)", t / f64::from(moves.max(1)), nodes as f64 / f64::from(moves.max(1)), nodes as f64 / t.max(1e-9) / 1e3);
    }
}
