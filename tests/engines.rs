//! The five levels on the public API: their guarantees over every reachable position, seeded
//! matches, exact Expert optima, and the shared table of seeded games.

mod common;

use oxo_ai::ttt::strategy::AnyStrategy;
use oxo_ai::ttt::solver::{self, Value};
use oxo_ai::ttt::strategy::{Expert, Heuristic, Mcts, Strategy};
use oxo_ai::{
    Bitboard, Difficulty, Engine, EngineOptions, Outcome, Player, Position, Rng, Seed, Square,
};
use std::collections::{HashMap, HashSet};
use std::path::PathBuf;
use std::time::Instant;

/// 9!: every probability a uniformly random player produces is a whole number of 1/9!.
const FACT9: u64 = 362_880;

/// Every reachable position, in depth-first order from the empty board.
fn reachable() -> Vec<Position> {
    let out = common::reachable_positions();
    assert_eq!(out.len(), 5_478);
    out
}

fn non_terminal() -> Vec<Position> {
    reachable().into_iter().filter(|p| !p.is_over()).collect()
}

/// The squares where `player` would complete a line on `pos`'s board.
fn winning_cells(pos: Position, player: Player) -> Bitboard {
    let board = pos.board();
    let mut cells = Bitboard::EMPTY;
    for sq in board.empty_squares().squares() {
        if board.play_unchecked(sq, player).has_won(player) {
            cells = cells.with(sq);
        }
    }
    cells
}

fn keeps_value(pos: Position, sq: Square) -> bool {
    solver::evaluate_move(pos, sq).value == solver::evaluate(pos).value
}

fn strategy(difficulty: Difficulty, iterations: u32) -> AnyStrategy {
    EngineOptions::default().with_difficulty(difficulty).with_mcts_iterations(iterations).strategy()
}

/// Plays `pos` out, `x` and `o` sharing `rng`; checks every move is legal.
fn play_from(
    mut pos: Position,
    x: &mut impl Strategy,
    o: &mut impl Strategy,
    rng: &mut Rng,
) -> Outcome {
    loop {
        if let Some(outcome) = pos.outcome() {
            return outcome;
        }
        let sq = match pos.to_move() {
            Player::X => x.choose(pos, rng),
            Player::O => o.choose(pos, rng),
        };
        let sq = sq.unwrap_or_else(|| panic!("no move in the live game {pos}"));
        assert!(pos.legal_moves().contains(sq), "illegal move {sq} in {pos}");
        pos = pos.play_unchecked(sq);
    }
}

/// Wins, draws and losses of `me` over `games` seeded games against `other`, `me` playing
/// `side`. Game `i` uses `Rng::new(Seed(base).derive(i))`.
fn record(
    me: &mut impl Strategy,
    side: Player,
    other: &mut impl Strategy,
    games: u64,
    base: u64,
) -> [u64; 3] {
    let mut tally = [0; 3];
    for i in 0..games {
        let mut rng = Rng::new(Seed(base).derive(i));
        let outcome = match side {
            Player::X => play_from(Position::EMPTY, me, other, &mut rng),
            Player::O => play_from(Position::EMPTY, other, me, &mut rng),
        };
        let slot = match outcome {
            Outcome::Win(p) if p == side => 0,
            Outcome::Draw => 1,
            Outcome::Win(_) => 2,
        };
        tally[slot] += 1;
    }
    tally
}

// ---------------------------------------------------------------------------------------
// Every reachable position

#[test]
fn hard_and_expert_never_give_up_game_value() {
    let mut rng = Rng::new(Seed(0));
    let positions = non_terminal();
    assert_eq!(positions.len(), 4_520);
    for pos in positions {
        let hard = strategy(Difficulty::Hard, 1).choose(pos, &mut rng).expect("Hard moves");
        assert!(keeps_value(pos, hard), "Hard's {hard} gives up value in {pos}");
        let expert = Expert::default().choose(pos, &mut rng).expect("Expert moves");
        assert!(keeps_value(pos, expert), "Expert's {expert} gives up value in {pos}");
    }
}

#[test]
fn medium_takes_every_win_and_blocks_every_threat() {
    let mut rng = Rng::new(Seed(0));
    let (mut wins, mut blocks, mut double_threats) = (0, 0, 0);
    for pos in non_terminal() {
        let best = Heuristic::best_moves(pos);
        let chosen = Heuristic.choose(pos, &mut rng).expect("Medium moves");
        assert!(best.contains(chosen));
        let own = winning_cells(pos, pos.to_move());
        let threats = winning_cells(pos, !pos.to_move());
        if !own.is_empty() {
            // Every move it might pick wins at once.
            assert!(own.is_superset(best), "Medium misses a win in {pos}");
            wins += 1;
        } else if !threats.is_empty() {
            // Every move it might pick blocks (one of two threats, when there are two).
            assert!(threats.is_superset(best), "Medium fails to block in {pos}");
            blocks += 1;
            if threats.count() > 1 {
                double_threats += 1;
            }
        }
    }
    println!(
        "Medium: took the win in {wins} positions; blocked in {blocks} \
         ({double_threats} of them double threats)"
    );
    assert!(wins > 0 && blocks > 0);
}

#[test]
fn mcts_returns_a_legal_move_everywhere() {
    let mut mcts = Mcts::new(200);
    let mut rng = Rng::new(Seed(11));
    for pos in non_terminal() {
        let sq = mcts.choose(pos, &mut rng).expect("MCTS moves");
        assert!(pos.legal_moves().contains(sq), "MCTS plays {sq} in {pos}");
    }
    for pos in reachable().into_iter().filter(|p| p.is_over()) {
        assert_eq!(mcts.choose(pos, &mut rng), None);
        assert_eq!(Heuristic.choose(pos, &mut rng), None);
        assert_eq!(Expert::default().choose(pos, &mut rng), None);
    }
}

// ---------------------------------------------------------------------------------------
// Medium misses forks

#[test]
fn medium_misses_forks_and_loses_to_hard_there() {
    let missed: Vec<Position> = non_terminal()
        .into_iter()
        .filter(|&pos| solver::evaluate(pos).value == Value::Draw)
        .filter(|&pos| Heuristic::best_moves(pos).squares().all(|sq| !keeps_value(pos, sq)))
        .collect();
    println!("Medium: {} drawn positions where every move it rates best loses", missed.len());
    assert!(!missed.is_empty());
    // The earliest such position in the game, first in depth-first order.
    let pos = *missed.iter().min_by_key(|p| p.ply()).expect("one position");
    let medium_side = pos.to_move();
    println!(
        "Medium to move in {pos} plays into a lost game: its choices {:?}",
        Heuristic::best_moves(pos).squares().map(|s| s.to_string()).collect::<Vec<_>>()
    );
    for seed in 1..=10 {
        let mut rng = Rng::new(Seed(seed));
        let outcome = match medium_side {
            Player::X => play_from(pos, &mut Heuristic, &mut strategy(Difficulty::Hard, 1), &mut rng),
            Player::O => play_from(pos, &mut strategy(Difficulty::Hard, 1), &mut Heuristic, &mut rng),
        };
        assert_eq!(outcome, Outcome::Win(!medium_side), "seed {seed} from {pos}");
    }
}

// ---------------------------------------------------------------------------------------
// Expert's exact optimum against a random opponent

/// The highest win probability (in units of 1/9!) that a player `me` who never loses can reach
/// against a uniformly random opponent from `pos`, or `None` if no strategy avoids every
/// loss. Written from the rules alone: no solver, no Expert.
fn never_losing_optimum(
    pos: Position,
    me: Player,
    memo: &mut HashMap<Position, Option<u64>>,
) -> Option<u64> {
    if let Some(&known) = memo.get(&pos) {
        return known;
    }
    let result = match pos.outcome() {
        Some(Outcome::Win(p)) if p == me => Some(FACT9),
        Some(Outcome::Win(_)) => None,
        Some(Outcome::Draw) => Some(0),
        None if pos.to_move() == me => pos
            .legal_moves()
            .squares()
            .filter_map(|sq| never_losing_optimum(pos.play_unchecked(sq), me, memo))
            .max(),
        None => {
            let moves = pos.legal_moves();
            let mut total = 0;
            let mut safe = true;
            for sq in moves.squares() {
                match never_losing_optimum(pos.play_unchecked(sq), me, memo) {
                    Some(win) => total += win,
                    None => safe = false,
                }
            }
            let k = u64::from(moves.count());
            assert_eq!(total % k, 0, "inexact average in {pos}");
            safe.then_some(total / k)
        }
    };
    memo.insert(pos, result);
    result
}

/// Expert's exact (win, loss) probabilities in units of 1/9! playing `me` against a uniformly
/// random opponent from `pos`.
fn expert_exact(pos: Position, me: Player, memo: &mut HashMap<Position, (u64, u64)>) -> (u64, u64) {
    if let Some(&known) = memo.get(&pos) {
        return known;
    }
    let result = match pos.outcome() {
        Some(Outcome::Win(p)) if p == me => (FACT9, 0),
        Some(Outcome::Win(_)) => (0, FACT9),
        Some(Outcome::Draw) => (0, 0),
        None if pos.to_move() == me => {
            let sq = Expert::best_move(pos).expect("Expert moves");
            expert_exact(pos.play_unchecked(sq), me, memo)
        }
        None => {
            let moves = pos.legal_moves();
            let (mut win, mut loss) = (0, 0);
            for sq in moves.squares() {
                let (w, l) = expert_exact(pos.play_unchecked(sq), me, memo);
                win += w;
                loss += l;
            }
            let k = u64::from(moves.count());
            assert_eq!((win % k, loss % k), (0, 0), "inexact average in {pos}");
            (win / k, loss / k)
        }
    };
    memo.insert(pos, result);
    result
}

fn gcd(a: u64, b: u64) -> u64 {
    if b == 0 {
        a
    } else {
        gcd(b, a % b)
    }
}

fn fraction(units: u64) -> String {
    let g = gcd(units, FACT9);
    format!("{}/{} = {:.4} %", units / g, FACT9 / g, units as f64 / FACT9 as f64 * 100.0)
}

/// Expert's exact win probability as `me`, in units of 1/9!.
fn expert_win_units(me: Player) -> u64 {
    let (win, loss) = expert_exact(Position::EMPTY, me, &mut HashMap::new());
    assert_eq!(loss, 0, "Expert as {me} can lose to a random player");
    win
}

#[test]
fn expert_reaches_the_never_losing_optimum_exactly() {
    for me in Player::BOTH {
        let optimum = never_losing_optimum(Position::EMPTY, me, &mut HashMap::new())
            .expect("a never-losing strategy exists");
        let expert = expert_win_units(me);
        println!(
            "vs random as {me}: best never-losing win rate {}, Expert {}",
            fraction(optimum),
            fraction(expert)
        );
        assert_eq!(expert, optimum, "Expert as {me}");
        // Expert's own table agrees: score = win + draw / 2, in units of 1/(2 * 9!).
        let draw = FACT9 - expert;
        let score = 2 * expert + draw;
        let table = match me {
            Player::X => u64::from(Expert::expected_score(Position::EMPTY)),
            Player::O => {
                let total: u64 = Square::ALL
                    .iter()
                    .map(|&sq| {
                        u64::from(Expert::expected_score(Position::EMPTY.play_unchecked(sq)))
                    })
                    .sum();
                total / 9
            }
        };
        assert_eq!(table, score, "Expert's table as {me}");
    }
    assert_eq!(expert_win_units(Player::X) * 192, 191 * FACT9);
    // API reference "AIEngine" rounds the O rate to 91.64 %.
    let o = expert_win_units(Player::O) as f64 / FACT9 as f64;
    assert!((o - 0.9164).abs() < 0.00005, "Expert as O wins {o}");
}

#[test]
fn expert_self_play_against_easy_agrees_with_the_exact_rate() {
    const GAMES: u64 = 20_000;
    for (side, base) in [(Player::X, 101), (Player::O, 202)] {
        let [won, drawn, lost] =
            record(&mut Expert::default(), side, &mut strategy(Difficulty::Easy, 1), GAMES, base);
        assert_eq!(lost, 0, "Expert as {side} lost to Easy");
        let p = expert_win_units(side) as f64 / FACT9 as f64;
        let rate = won as f64 / GAMES as f64;
        let standard_error = (p * (1.0 - p) / GAMES as f64).sqrt();
        println!(
            "Expert vs Easy as {side}: {won} won, {drawn} drawn of {GAMES}: {:.3} % (exact {:.3} %, \
             {:.2} standard errors)",
            rate * 100.0,
            p * 100.0,
            (rate - p) / standard_error
        );
        assert!((rate - p).abs() <= 4.0 * standard_error, "Expert as {side}: {rate} vs {p}");
    }
}

// ---------------------------------------------------------------------------------------
// Seeded matches

#[test]
fn hard_against_hard_always_draws() {
    for i in 0..20 {
        let mut rng = Rng::new(Seed(7).derive(i));
        assert_eq!(play_from(Position::EMPTY, &mut strategy(Difficulty::Hard, 1), &mut strategy(Difficulty::Hard, 1), &mut rng), Outcome::Draw);
    }
}

#[test]
fn hard_and_expert_never_lose_to_anyone() {
    const GAMES: u64 = 300;
    for me in [Difficulty::Hard, Difficulty::Expert] {
        for other in Difficulty::ALL {
            for side in Player::BOTH {
                let mut mine = strategy(me, 500);
                let mut theirs = strategy(other, 500);
                let [won, drawn, lost] = record(&mut mine, side, &mut theirs, GAMES, 31);
                println!("{me} as {side} vs {other}: {won} won, {drawn} drawn, {lost} lost");
                assert_eq!(lost, 0, "{me} as {side} lost to {other}");
            }
        }
    }
}

#[test]
fn hard_beats_easy_as_x_over_ninety_percent() {
    const GAMES: u64 = 1_000;
    let [won, drawn, lost] =
        record(&mut strategy(Difficulty::Hard, 1), Player::X, &mut strategy(Difficulty::Easy, 1), GAMES, 5);
    println!("Hard vs Easy as X: {won} won, {drawn} drawn, {lost} lost of {GAMES}");
    assert_eq!(lost, 0);
    assert!(won * 10 > GAMES * 9);
}

#[test]
fn mcts_with_2000_iterations_rarely_loses_to_easy() {
    const GAMES: u64 = 500;
    let start = Instant::now();
    for (side, base) in [(Player::X, 77), (Player::O, 78)] {
        let mut mcts = Mcts::new(2_000);
        let [won, drawn, lost] =
            record(&mut mcts, side, &mut strategy(Difficulty::Easy, 1), GAMES, base);
        println!("MCTS(2000) vs Easy as {side}: {won} won, {drawn} drawn, {lost} lost of {GAMES}");
        assert!((won + drawn) * 100 >= GAMES * 98, "MCTS as {side} lost {lost} of {GAMES}");
    }
    println!("MCTS(2000) vs Easy: {} games in {:.2?}", 2 * GAMES, start.elapsed());
}

// ---------------------------------------------------------------------------------------
// Determinism and the shared table of seeded games

/// The moves of a game where one engine plays both sides from the empty board, asked through
/// `Engine::best_move` with the side to move.
fn engine_game(options: EngineOptions) -> Vec<Square> {
    let mut engine = Engine::new(options).expect("seeded engine");
    let mut pos = Position::EMPTY;
    let mut moves = Vec::new();
    while let Some(sq) = engine.best_move(pos.board(), pos.to_move()).expect("valid position") {
        pos = pos.play(sq).expect("legal move");
        moves.push(sq);
    }
    assert!(pos.is_over());
    moves
}

fn options(difficulty: Difficulty, seed: Seed, mcts_iterations: u32) -> EngineOptions {
    EngineOptions::default()
        .with_difficulty(difficulty)
        .with_seed(seed)
        .with_mcts_iterations(mcts_iterations)
}

#[test]
fn same_seed_same_game_for_every_level() {
    for difficulty in Difficulty::ALL {
        let mut distinct = HashSet::new();
        for n in 0..20 {
            let opts = options(difficulty, Seed(n), 100);
            let game = engine_game(opts);
            assert_eq!(game, engine_game(opts), "{difficulty} with seed {n}");
            distinct.insert(game);
        }
        // Hard, Expert and Rules draw nothing; the others vary with the seed.
        let deterministic = matches!(difficulty, Difficulty::Hard | Difficulty::Expert | Difficulty::Rules);
        assert_eq!(distinct.len() == 1, deterministic, "{difficulty}: {} games", distinct.len());
    }
}

#[test]
fn text_seeds_are_deterministic() {
    for difficulty in Difficulty::ALL {
        let opts = options(difficulty, Seed::from_text("hello"), 100);
        assert_eq!(engine_game(opts), engine_game(opts), "{difficulty} with seed \"hello\"");
    }
    let hello = engine_game(options(Difficulty::Easy, Seed::from_text("hello"), 100));
    let games: HashSet<_> = ["hello", "world", "42", "oxo", ""]
        .iter()
        .map(|t| engine_game(options(Difficulty::Easy, Seed::from_text(t), 100)))
        .collect();
    assert!(games.contains(&hello) && games.len() > 1);
}

/// A seed as the fixture writes it: a JSON number or string.
#[derive(Clone, Copy)]
enum FixtureSeed {
    Number(u64),
    Text(&'static str),
}

impl FixtureSeed {
    fn seed(self) -> Seed {
        match self {
            FixtureSeed::Number(n) => Seed(n),
            FixtureSeed::Text(t) => Seed::from_text(t),
        }
    }

    fn json(self) -> String {
        match self {
            FixtureSeed::Number(n) => n.to_string(),
            FixtureSeed::Text(t) => format!("\"{t}\""),
        }
    }
}

/// The (level, seed, mctsIterations) cases of `tests/fixtures/seeded_games.json`.
fn fixture_cases() -> Vec<(Difficulty, FixtureSeed, u32)> {
    use FixtureSeed::{Number, Text};
    let mut cases = Vec::new();
    for difficulty in Difficulty::ALL {
        let budgets: &[u32] = if difficulty == Difficulty::Mcts { &[50, 500] } else { &[500] };
        for &iterations in budgets {
            for seed in [Number(1), Number(42), Number(2026)] {
                cases.push((difficulty, seed, iterations));
            }
        }
    }
    // The ends of the integer range and text seeds.
    cases.push((Difficulty::Easy, Number(0), 500));
    cases.push((Difficulty::Easy, Number(Seed::MAX_INTEGER), 500));
    cases.push((Difficulty::Mcts, Number(Seed::MAX_INTEGER), 500));
    cases.push((Difficulty::Easy, Text("hello"), 500));
    cases.push((Difficulty::Medium, Text("hello"), 500));
    cases.push((Difficulty::Mcts, Text("hello"), 50));
    cases
}

/// The fixture as JSON, one game per line.
fn seeded_games_json() -> String {
    let entries: Vec<String> = fixture_cases()
        .into_iter()
        .map(|(difficulty, seed, iterations)| {
            let moves: Vec<String> = engine_game(options(difficulty, seed.seed(), iterations))
                .iter()
                .map(|sq| format!("[{},{}]", sq.row(), sq.col()))
                .collect();
            format!(
                "  {{ \"difficulty\": \"{difficulty}\", \"seed\": {}, \"mctsIterations\": {iterations}, \"moves\": [{}] }}",
                seed.json(),
                moves.join(",")
            )
        })
        .collect();
    format!("[\n{}\n]\n", entries.join(",\n"))
}

fn fixture_path() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/seeded_games.json")
}

/// Writes the fixture; run once after a deliberate change to a level:
/// `cargo test --test engines -- --ignored write_seeded_games_fixture`.
#[test]
#[ignore]
fn write_seeded_games_fixture() {
    let path = fixture_path();
    std::fs::create_dir_all(path.parent().expect("fixtures dir")).expect("create fixtures dir");
    std::fs::write(&path, seeded_games_json()).expect("write fixture");
}

#[test]
fn seeded_games_match_the_fixture() {
    let path = fixture_path();
    let file = std::fs::read_to_string(&path)
        .unwrap_or_else(|e| panic!("cannot read {}: {e}", path.display()));
    let expected = seeded_games_json();
    // Compare ignoring layout, so a reformatted file still passes.
    let squash = |s: &str| s.chars().filter(|c| !c.is_whitespace()).collect::<String>();
    if squash(&file) != squash(&expected) {
        let differing = expected
            .lines()
            .find(|line| !squash(&file).contains(&squash(line.trim_end_matches(','))))
            .unwrap_or("(the entries are the same but the file has extra or reordered content)");
        panic!(
            "{} disagrees with the engines.\nFirst entry the engines now produce that the file \
             lacks:\n{differing}\nIf the change to a level is deliberate, regenerate with \
             `cargo test --test engines -- --ignored write_seeded_games_fixture`; the js-tests \
             check the npm package against the same file.",
            path.display()
        );
    }
}
