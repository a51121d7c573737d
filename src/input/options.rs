//! The options objects of `AIEngine`, `GameAnalyzer`, `Simulator` and a simulation run (SPEC
//! §3, §4, §5, §7.2, §7.4, §7.6), each key read once, in a fixed order.

use super::{count, flag, list, name, option, options_object, seed, Value};
use crate::engine::EngineOptions;
use crate::infer::TRUST;
use crate::error::{ErrorCode, InputError};
use crate::rng::Seed;
use crate::simulator::{SimulationOptions, SimulationResult};
use crate::strategy::{CellOrder, Difficulty, OpponentModel, Rule, Rules, Skill, Target};

/// Which keys an options object has: an engine's all; a simulation side's all but `seed` and
/// `strict` (the run seeds each game); an opponent model's `difficulty`, `rules`, `skill`.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Reading {
    Engine,
    Side,
    Opponent,
}

/// `{ difficulty?, mctsIterations?, mctsTimeMs?, seed?, strict?, skill?, variety?, rules?,
/// opponent?, adaptive? }`, checked by the core.
pub fn engine<V: Value>(value: &V) -> Result<EngineOptions, InputError> {
    match options_object(value, "engine options")? {
        Some(options) => level(&options, Reading::Engine, EngineOptions::default(), None),
        None => Ok(EngineOptions::default()),
    }
}

/// `{ strict? }`: whether the analyzer applies the referee's checks.
pub fn analyzer_strict<V: Value>(value: &V) -> Result<bool, InputError> {
    match options_object(value, "analyzer options")? {
        Some(options) => flag(&option(&options, "strict")?, "strict", false),
        None => Ok(false),
    }
}

/// A check of the keys an options object may not have, run after its first reads.
type Refusal<V> = fn(&V) -> Result<(), InputError>;

/// The engine options of an options object, read as `reading` says; `d` gives the defaults.
/// Only a simulation side has keys to refuse, and `refuse` is passed in rather than chosen by
/// `reading`, so that the engine module, which reads no side, carries no code for it (0.3 KB gzip).
fn level<V: Value>(options: &V, reading: Reading, d: EngineOptions, refuse: Option<Refusal<V>>) -> Result<EngineOptions, InputError> {
    // A key the reading does not have reads as absent.
    let get = |key: &str, has: bool| if has { option(options, key) } else { Ok(V::undefined()) };
    let (engine, model) = (reading == Reading::Engine, reading != Reading::Opponent);
    // An opponent without a difficulty is Expert's default model: a random player.
    let level = if model { d.difficulty } else { Difficulty::Easy };
    let rules = get("rules", true)?;
    let opponent = get("opponent", model)?;
    if let Some(refuse) = refuse {
        refuse(options)?;
    }
    let options = EngineOptions {
        difficulty: name(&get("difficulty", true)?, "difficulty", level)?,
        mcts_iterations: count(&get("mctsIterations", model)?, "mctsIterations", EngineOptions::MCTS_ITERATIONS, d.mcts_iterations)?,
        mcts_time_ms: Some(count(&get("mctsTimeMs", model)?, "mctsTimeMs", EngineOptions::MCTS_TIME_MS, 0)?).filter(|&ms| ms > 0),
        seed: seed(&get("seed", engine)?)?,
        strict: flag(&get("strict", engine)?, "strict", d.strict)?,
        skill: Skill::new(count(&get("skill", true)?, "skill", Skill::RANGE, u32::MAX)?),
        variety: flag(&get("variety", model)?, "variety", d.variety)?,
        rules: if rules.is_undefined() { None } else { Some(apart_rules(&rules)?) },
        cell_order: present(get("cellOrder", true)?).map(|v| apart_cell_order(&v)).transpose()?,
        opponent: if opponent.is_undefined() { None } else { Some(apart_opponent_model(&opponent)?) },
        adaptive: present(get("adaptive", engine)?).map(|v| apart_adaptive_target(&v)).transpose()?.flatten(),
    };
    options.check().map_err(|e| InputError::of(&e))?;
    Ok(options)
}

// The readers of options most engines do not set are named `apart_*`, never inlined (here or, by
// scripts/build.mjs, by wasm-opt): WebAssembly engines compile a function on its first call, so a
// first `new AIEngine()` compiles only the readers its options use (issue 25).

/// `value` unless it is undefined.
fn present<V: Value>(value: V) -> Option<V> {
    if value.is_undefined() { None } else { Some(value) }
}

/// The keys a simulation side may not have: `adaptive`, `seed`, `strict`.
#[inline(never)]
fn apart_side_keys<V: Value>(options: &V) -> Result<(), InputError> {
    if !option(options, "adaptive")?.is_undefined() {
        return Err(InputError::wrong_type(
            ErrorCode::InvalidOption,
            "adaptive is not a simulation side's option: each game of a run is seeded on its own, so no result carries to the next",
        ));
    }
    for key in ["seed", "strict"] {
        if !option(options, key)?.is_undefined() {
            return Err(InputError::wrong_type(
                ErrorCode::InvalidOption,
                format!("{key} is not a simulation side's option: the run seeds every game and plays only legal ones"),
            ));
        }
    }
    Ok(())
}

/// `rules` (SPEC §7.2): up to 8 rule names, in the order the level tries them.
#[inline(never)]
fn apart_rules<V: Value>(value: &V) -> Result<Rules, InputError> {
    Ok(Rules::new(&list(value, 8, (ErrorCode::InvalidOption, "rules"), |i, r| name(&r, &format!("rules[{i}]"), Rule::Win))?))
}

/// `cellOrder` (SPEC §7.9), present: the rules level's cell order, each of 0..8 once.
#[inline(never)]
fn apart_cell_order<V: Value>(value: &V) -> Result<CellOrder, InputError> {
    let cells = list(value, 9, (ErrorCode::InvalidOption, "cellOrder"), |i, cell| {
        let key = format!("cellOrder[{i}]");
        // `count` reads a missing value as its default; a hole in the order is no cell.
        if cell.is_undefined() {
            return Err(InputError::wrong_type(ErrorCode::InvalidOption, format!("{key} must be a cell number 0..8")));
        }
        count(&cell, &key, 0..=8, 0)
    })?;
    let order = <[u32; 9]>::try_from(cells).ok().and_then(|c| CellOrder::new(c.map(|n| u8::try_from(n).unwrap_or(9))));
    order.ok_or_else(|| {
        InputError::wrong_type(ErrorCode::InvalidOption, "cellOrder must list each cell 0..8 exactly once, in the order the rules take them")
    })
}

/// `adaptive`, present: `{ target? }`, the opponent's score to hold (SPEC §7.9).
#[inline(never)]
fn apart_adaptive_target<V: Value>(value: &V) -> Result<Option<Target>, InputError> {
    let Some(options) = options_object(value, "adaptive")? else {
        return Ok(None);
    };
    let target = option(&options, "target")?;
    if target.is_undefined() {
        return Ok(Some(Target::DEFAULT));
    }
    let message = || format!("adaptive.target must be a number from 0 to 1 (the opponent's score to hold), got {}", target.describe());
    match target.as_f64() {
        Some(x) => Target::new(x).map(Some).ok_or_else(|| InputError::out_of_range(ErrorCode::InvalidOption, message())),
        None => Err(InputError::wrong_type(ErrorCode::InvalidOption, message())),
    }
}

/// `opponent`: `{ difficulty?, rules?, skill? }`.
#[inline(never)]
fn apart_opponent_model<V: Value>(value: &V) -> Result<OpponentModel, InputError> {
    let within = |f: InputError| f.within("opponent");
    let Some(options) = options_object(value, "opponent")? else {
        return Err(InputError::wrong_type(ErrorCode::InvalidOption, format!("opponent must be an object, got {}", value.describe())));
    };
    let model = level(&options, Reading::Opponent, EngineOptions::default(), None).map_err(within)?;
    let model = model.as_opponent().map_err(|e| within(InputError::of(&e)))?;
    Ok(OpponentModel { trusted: confidence(&option(&options, "confidence").map_err(within)?).map_err(within)? >= TRUST, ..model })
}

/// `opponent.confidence` (SPEC §7.9): how sure an inferred model is, 0..=1; absent is 0.
fn confidence<V: Value>(value: &V) -> Result<f64, InputError> {
    if value.is_undefined() {
        return Ok(0.0);
    }
    let message = || format!("confidence must be a number from 0 to 1, got {}", value.describe());
    match value.as_f64() {
        Some(x) if (0.0..=1.0).contains(&x) => Ok(x),
        Some(_) => Err(InputError::out_of_range(ErrorCode::InvalidOption, message())),
        None => Err(InputError::wrong_type(ErrorCode::InvalidOption, message())),
    }
}

/// A simulation run's options (SPEC §5, §7.4) with the `Simulator`'s constructor options as
/// `defaults` (their `seed` applies when the run has none): the run, its `chunkSize`, and the
/// options object, from which the JS scheduler's own values (`onProgress`, `signal`) are read
/// last.
pub fn simulation<V: Value>(options: &V, defaults: &V) -> Result<RunOptions<V>, InputError> {
    let default_seed = simulator_seed(defaults)?;
    let Some(options) = options_object(options, "simulation options")? else {
        return Err(InputError::wrong_type(
            ErrorCode::InvalidOption,
            format!("simulation options must be an object with games, playerX and playerO, got {}", options.describe()),
        ));
    };
    let games = count(&required(&options, "games")?, "games", SimulationOptions::GAMES, 0)?;
    let (x, o) = (required(&options, "playerX")?, required(&options, "playerO")?);
    let read_count = |key, range, default| count(&option(&options, key)?, key, range, default);
    let mcts_iterations = read_count("mctsIterations", EngineOptions::MCTS_ITERATIONS, EngineOptions::DEFAULT_MCTS_ITERATIONS)?;
    let sides = EngineOptions { mcts_iterations, ..EngineOptions::default() };
    let (player_x, player_o) = (side(&x, "playerX", sides)?, side(&o, "playerO", sides)?);
    let first_game = read_count("firstGame", SimulationOptions::GAMES, 0)?;
    let chunk_size = read_count("chunkSize", SimulationOptions::CHUNK_SIZE, SimulationOptions::DEFAULT_CHUNK_SIZE)?;
    let run_seed = option(&options, "seed")?;
    let (seed, seed_value) = match seed(&run_seed)?.map(|s| (s, run_seed)).or(default_seed) {
        Some((seed, value)) => (seed, Some(value)),
        // A safe integer, so that a split run can name it to its parts.
        None => (Seed::from_entropy().map(|s| Seed(s.0 & Seed::MAX_INTEGER)).map_err(|e| InputError::of(&e))?, None),
    };
    let run = SimulationOptions { games: u64::from(games), player_x, player_o, seed, first_game: u64::from(first_game) };
    Ok(RunOptions { run, chunk_size, options, seed_value })
}

/// A simulation run's options as read: the run, its `chunkSize`, the options object (for the JS
/// scheduler's own values) and the `seed` value that gave the run its seed (`None`: fresh).
#[derive(Debug)]
pub struct RunOptions<V> {
    pub run: SimulationOptions,
    pub chunk_size: u32,
    pub options: V,
    pub seed_value: Option<V>,
}

/// The parts' results `SimulationRun.merge` adds up (at most 64 `SimulationResult`s, whole
/// counts; `avgMoves` is recomputed from the lengths): only oxo-ai/worker's parts hand results
/// to it, so anything else is an `INTERNAL_ERROR`.
pub fn part_results<V: Value>(value: &V) -> Result<Vec<SimulationResult>, InputError> {
    list(value, 64, (ErrorCode::InternalError, "results"), |i, result| part_result(&result).map_err(|e| e.within(&format!("results[{i}]"))))
}

fn part_result<V: Value>(value: &V) -> Result<SimulationResult, InputError> {
    let whole = |x: V, key: &str| {
        x.as_f64().and_then(|x| super::whole_at_most(x, u64::MAX)).ok_or_else(|| {
            InputError::out_of_range(ErrorCode::InternalError, format!("{key} must be a whole count, got {}", x.describe()))
        })
    };
    let read = |key: &str| option(value, key).and_then(|x| whole(x, key));
    let lengths = list(&option(value, "lengths")?, 10, (ErrorCode::InternalError, "lengths"), |_, x| whole(x, "lengths"))?;
    let lengths = <[u64; 10]>::try_from(lengths).map_err(|_| InputError::out_of_range(ErrorCode::InternalError, "lengths must hold 10 counts"))?;
    Ok(SimulationResult {
        x_wins: read("xWins")?,
        o_wins: read("oWins")?,
        draws: read("draws")?,
        total_games: read("totalGames")?,
        avg_moves: 0.0,
        lengths,
    })
}

/// A `Simulator`'s constructor options, `{ seed? }`: the seed and the value that gave it.
pub fn simulator_seed<V: Value>(options: &V) -> Result<Option<(Seed, V)>, InputError> {
    let Some(options) = options_object(options, "simulator options")? else {
        return Ok(None);
    };
    let value = option(&options, "seed")?;
    Ok(seed(&value)?.map(|s| (s, value)))
}

/// `options[key]`, which must be present.
fn required<V: Value>(options: &V, key: &str) -> Result<V, InputError> {
    let value = option(options, key)?;
    if value.is_undefined() {
        return Err(InputError::wrong_type(ErrorCode::InvalidOption, format!("{key} is required")));
    }
    Ok(value)
}

/// `playerX`/`playerO` (SPEC §5, §7.4): a difficulty name, or engine options without `seed`
/// and `strict`; `defaults` carries the run's `mctsIterations`.
fn side<V: Value>(value: &V, key: &str, defaults: EngineOptions) -> Result<EngineOptions, InputError> {
    match options_object(value, key) {
        Ok(Some(options)) => level(&options, Reading::Side, defaults, Some(apart_side_keys)).map_err(|f| f.within(key)),
        _ => Ok(EngineOptions { difficulty: name(value, key, Difficulty::Hard)?, ..defaults }),
    }
}
