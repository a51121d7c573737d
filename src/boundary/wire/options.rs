//! Options on the wire. The JS readers (`pkg-template/lib/options.js`) read and check an options
//! object, each key once and in the order the contract gives, into slots of numbers laid out
//! here; [`engine`] and [`simulation`] decode them for the core, whose rules between options
//! (`EngineOptions::check`, `as_opponent`) then decide. A slot the readers never write is an
//! `INTERNAL_ERROR`, never a trap.
//!
//! A *level* is [`LEVEL_SLOTS`] numbers, and an engine's options are two levels: the engine's,
//! then its `opponent`'s (difficulty [`ABSENT`]: none).

use alloc::vec::Vec;
use crate::common::rng::Seed;
use crate::text::worded::InputError;
use crate::text::texts::{self, Message};
use crate::ttt::engine::EngineOptions;
use crate::ttt::infer::TRUST;
use crate::ttt::simulator::{SimulationOptions, SimulationResult};
use crate::ttt::strategy::{CellOrder, Difficulty, OpponentModel, Rule, Rules, Skill, Target};

/// The difficulty's index in [`Difficulty::ALL`].
pub const DIFFICULTY: usize = 0;
pub const MCTS_ITERATIONS: usize = 1;
/// Milliseconds per MCTS move; 0: no wall-clock budget.
pub const MCTS_TIME_MS: usize = 2;
/// A whole seed, [`TEXT_SEED`] for the string seed hashed just before, or NaN: fresh entropy.
pub const SEED: usize = 3;
pub const STRICT: usize = 4;
/// 0..=100, or [`ABSENT`].
pub const SKILL: usize = 5;
pub const VARIETY: usize = 6;
/// The opponent's score to hold, or NaN: not adaptive.
pub const ADAPTIVE: usize = 7;
/// How many rules follow (their indices in [`Rule::ALL`]), or [`ABSENT`]: the default list.
pub const RULES: usize = 8;
/// 9 when the cells 0..=8 follow in the rules' order, or [`ABSENT`].
pub const CELL_ORDER: usize = RULES + 1 + Rule::ALL.len();
/// An opponent's `confidence`, 0..=1: its model is trusted from [`TRUST`] up.
pub const CONFIDENCE: usize = CELL_ORDER + 1 + 9;
pub const LEVEL_SLOTS: usize = CONFIDENCE + 1;
/// An `opponent`'s level when it names none: Expert's default model, a random player.
pub const OPPONENT_DIFFICULTY: Difficulty = Difficulty::Easy;
/// "Not given".
pub const ABSENT: f64 = -1.0;
/// The seed slot of a string seed, whose hash the facade holds.
pub const TEXT_SEED: f64 = -2.0;

/// A simulation run: `games`, `firstGame`, `chunkSize`, its seed (as [`SEED`]; NaN: the
/// `Simulator`'s, or fresh), then playerX's and playerO's engine options.
pub const RUN_GAMES: usize = 0;
pub const RUN_FIRST_GAME: usize = 1;
pub const RUN_CHUNK_SIZE: usize = 2;
pub const RUN_SEED: usize = 3;
pub const RUN_PLAYER_X: usize = 4;
pub const RUN_PLAYER_O: usize = RUN_PLAYER_X + 2 * LEVEL_SLOTS;
pub const RUN_SLOTS: usize = RUN_PLAYER_O + 2 * LEVEL_SLOTS;

/// The most parts a split run's results come in (oxo-ai/worker's parts, API reference "Off the main thread").
pub const MAX_RUN_PARTS: u32 = 64;
/// A part's result: `xWins`, `oWins`, `draws`, `totalGames`, then the 10 counts of games by length.
pub const RESULT_SLOTS: usize = 14;

/// The slots the layout names, for `wire.js`.
pub const NAMES: [(&str, usize); 17] = [
    ("RESULT_SLOTS", RESULT_SLOTS),
    ("OPT_DIFFICULTY", DIFFICULTY),
    ("OPT_MCTS_ITERATIONS", MCTS_ITERATIONS),
    ("OPT_MCTS_TIME_MS", MCTS_TIME_MS),
    ("OPT_SEED", SEED),
    ("OPT_STRICT", STRICT),
    ("OPT_SKILL", SKILL),
    ("OPT_VARIETY", VARIETY),
    ("OPT_ADAPTIVE", ADAPTIVE),
    ("OPT_RULES", RULES),
    ("OPT_CELL_ORDER", CELL_ORDER),
    ("OPT_CONFIDENCE", CONFIDENCE),
    ("LEVEL_SLOTS", LEVEL_SLOTS),
    ("RUN_GAMES", RUN_GAMES),
    ("RUN_FIRST_GAME", RUN_FIRST_GAME),
    ("RUN_CHUNK_SIZE", RUN_CHUNK_SIZE),
    ("RUN_SEED", RUN_SEED),
];

/// `x` as a `u64` if it is a whole number in `0..=max`: the one place a caller's number
/// becomes an integer.
pub fn whole_at_most(x: f64, max: u64) -> Option<u64> {
    // `x` is whole and within `0..=max as f64` before the cast, so it neither truncates nor
    // saturates; the filter keeps `n <= max` even if `max as f64` rounded up.
    #[allow(clippy::as_conversions, clippy::cast_precision_loss, clippy::cast_possible_truncation, clippy::cast_sign_loss)]
    let whole = (libm::trunc(x) == x && x >= 0.0 && x <= max as f64).then_some(x as u64);
    whole.filter(|&n| n <= max)
}

/// Slots the JS readers never write: a bug to report.
fn not_from_reader() -> InputError {
    texts::NOT_FROM_READER.error(|w| {
        w.piece(texts::OPTIONS);
    })
}

/// The slots of one level. Each reader answers `None` for slots the JS readers never write,
/// which [`Level::options`] reports once, as [`not_from_reader`].
struct Level<'a>(&'a [f64]);

impl Level<'_> {
    fn at(&self, slot: usize) -> Option<f64> {
        self.0.get(slot).copied()
    }

    fn whole(&self, slot: usize, max: u32) -> Option<u32> {
        u32::try_from(whole_at_most(self.at(slot)?, u64::from(max))?).ok()
    }

    /// A whole number, or `Some(None)` for [`ABSENT`].
    fn optional(&self, slot: usize, max: u32) -> Option<Option<u32>> {
        if self.at(slot)? == ABSENT { Some(None) } else { self.whole(slot, max).map(Some) }
    }

    fn flag(&self, slot: usize) -> Option<bool> {
        Some(self.whole(slot, 1)? == 1)
    }

    fn difficulty(&self) -> Option<Difficulty> {
        Difficulty::ALL.get(usize::try_from(self.whole(DIFFICULTY, u32::MAX)?).ok()?).copied()
    }

    fn seed(&self, slot: usize, text: Option<Seed>) -> Option<Option<Seed>> {
        let x = self.at(slot)?;
        if x.is_nan() {
            Some(None)
        } else if x == TEXT_SEED {
            text.map(Some)
        } else {
            whole_at_most(x, Seed::MAX_INTEGER).map(|n| Some(Seed(n)))
        }
    }

    fn rules(&self) -> Option<Option<Rules>> {
        let Some(count) = self.optional(RULES, 8)? else { return Some(None) };
        let mut list = Vec::new();
        for slot in RULES + 1..=RULES + usize::try_from(count).ok()? {
            list.push(*Rule::ALL.get(usize::try_from(self.whole(slot, 7)?).ok()?)?);
        }
        Some(Some(Rules::new(&list)))
    }

    /// `cellOrder`'s cells: the readers checked each is a cell; whether each is there once is the core's.
    fn cells(&self) -> Option<Option<[u8; 9]>> {
        if self.optional(CELL_ORDER, 9)?.is_none() {
            return Some(None);
        }
        let mut cells = [0u8; 9];
        for (i, cell) in cells.iter_mut().enumerate() {
            *cell = u8::try_from(self.whole(CELL_ORDER + 1 + i, 8)?).ok()?;
        }
        Some(Some(cells))
    }

    fn adaptive(&self) -> Option<Option<Target>> {
        let x = self.at(ADAPTIVE)?;
        if x.is_nan() { Some(None) } else { Target::new(x).map(Some) }
    }

    /// The options as read, with `cellOrder`'s cells apart; `None` for a slot the readers never write.
    fn read(&self, opponent: Option<OpponentModel>, text_seed: Option<Seed>) -> Option<(EngineOptions, Option<[u8; 9]>)> {
        let options = EngineOptions {
            difficulty: self.difficulty()?,
            mcts_iterations: self.whole(MCTS_ITERATIONS, *EngineOptions::MCTS_ITERATIONS.end())?,
            mcts_time_ms: Some(self.whole(MCTS_TIME_MS, *EngineOptions::MCTS_TIME_MS.end())?).filter(|&ms| ms > 0),
            seed: self.seed(SEED, text_seed)?,
            strict: self.flag(STRICT)?,
            skill: self.optional(SKILL, *Skill::RANGE.end())?.and_then(Skill::new),
            variety: self.flag(VARIETY)?,
            rules: self.rules()?,
            cell_order: None,
            opponent,
            adaptive: None,
        };
        let cells = self.cells()?;
        Some((EngineOptions { adaptive: self.adaptive()?, ..options }, cells))
    }

    /// The level's options, `opponent` and all, as read: the core checks them (`EngineOptions::check`,
    /// or `as_opponent` for an opponent), so that each level is checked once.
    fn options(&self, opponent: Option<OpponentModel>, text_seed: Option<Seed>) -> Result<EngineOptions, InputError> {
        let (options, cells) = self.read(opponent, text_seed).ok_or_else(not_from_reader)?;
        let Some(cells) = cells else { return Ok(options) };
        let order = CellOrder::new(cells).ok_or_else(|| texts::CELL_ORDER_ONCE.error(|_| {}))?;
        Ok(EngineOptions { cell_order: Some(order), ..options })
    }

    /// An `opponent` level as Expert's model; `None` when absent.
    fn opponent(&self) -> Result<Option<OpponentModel>, InputError> {
        if self.at(DIFFICULTY).ok_or_else(not_from_reader)? == ABSENT {
            return Ok(None);
        }
        let within = |e: InputError| e.within(&texts::OPPONENT_AT, |_| {});
        let model = self.options(None, None).map_err(within)?;
        let model = model.as_opponent().map_err(|e| within(InputError::of(&e)))?;
        let confidence = self.at(CONFIDENCE).filter(|c| (0.0..=1.0).contains(c)).ok_or_else(not_from_reader)?;
        Ok(Some(OpponentModel { trusted: confidence >= TRUST, ..model }))
    }
}

/// An engine's options from its two levels; `text_seed` is the hash of a string seed.
pub fn engine(slots: &[f64], text_seed: Option<Seed>) -> Result<EngineOptions, InputError> {
    engine_at(slots, 0, text_seed)
}

/// The engine options of the two levels at `at`.
fn engine_at(slots: &[f64], at: usize, text_seed: Option<Seed>) -> Result<EngineOptions, InputError> {
    let level = |from: usize| slots.get(from..from + LEVEL_SLOTS).map(Level).ok_or_else(not_from_reader);
    let opponent = level(at + LEVEL_SLOTS)?.opponent()?;
    let options = level(at)?.options(opponent, text_seed)?;
    options.check().map_err(|e| InputError::of(&e))?;
    Ok(options)
}

/// A simulation run and its `chunkSize`; `text_seed` is the hash of a string seed; with no
/// seed at all, `fresh` draws one.
pub fn simulation(
    slots: &[f64],
    text_seed: Option<Seed>,
    fresh: impl FnOnce() -> Result<Seed, InputError>,
) -> Result<(SimulationOptions, u32), InputError> {
    let run = Level(slots);
    let side = |at: usize, key: &Message| engine_at(slots, at, None).map_err(|e| e.within(key, |_| {}));
    let player_x = side(RUN_PLAYER_X, &texts::PLAYER_X_AT)?;
    let player_o = side(RUN_PLAYER_O, &texts::PLAYER_O_AT)?;
    let seed = match run.seed(RUN_SEED, text_seed).ok_or_else(not_from_reader)? {
        Some(seed) => seed,
        None => fresh()?,
    };
    let whole = |slot: usize, max: u32| run.whole(slot, max).ok_or_else(not_from_reader);
    let options = SimulationOptions {
        games: u64::from(whole(RUN_GAMES, *SimulationOptions::GAMES.end())?),
        player_x,
        player_o,
        seed,
        first_game: u64::from(whole(RUN_FIRST_GAME, *SimulationOptions::GAMES.end())?),
    };
    Ok((options, whole(RUN_CHUNK_SIZE, *SimulationOptions::CHUNK_SIZE.end())?))
}

/// The parts' results a split run adds up, [`RESULT_SLOTS`] each.
pub fn part_results(slots: &[f64]) -> Result<Vec<SimulationResult>, InputError> {
    if slots.len() % RESULT_SLOTS != 0 || slots.len() / RESULT_SLOTS > usize::try_from(MAX_RUN_PARTS).unwrap_or(usize::MAX) {
        return Err(not_from_reader());
    }
    let count = |x: &f64| whole_at_most(*x, u64::MAX).ok_or_else(not_from_reader);
    slots
        .chunks_exact(RESULT_SLOTS)
        .map(|part| {
            let mut lengths = [0u64; 10];
            for (length, x) in lengths.iter_mut().zip(part.iter().skip(4)) {
                *length = count(x)?;
            }
            let at = |i: usize| part.get(i).ok_or_else(not_from_reader).and_then(count);
            Ok(SimulationResult { x_wins: at(0)?, o_wins: at(1)?, draws: at(2)?, total_games: at(3)?, avg_moves: 0.0, lengths })
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::text::error::ErrorCode;

    fn level(difficulty: Difficulty) -> Vec<f64> {
        let mut slots = vec![0.0; LEVEL_SLOTS];
        slots[DIFFICULTY] = Difficulty::ALL.iter().position(|&d| d == difficulty).unwrap() as f64;
        slots[MCTS_ITERATIONS] = 500.0;
        slots[SEED] = f64::NAN;
        slots[SKILL] = ABSENT;
        slots[ADAPTIVE] = f64::NAN;
        slots[RULES] = ABSENT;
        slots[CELL_ORDER] = ABSENT;
        slots
    }

    fn none() -> Vec<f64> {
        let mut slots = vec![0.0; LEVEL_SLOTS];
        slots[DIFFICULTY] = ABSENT;
        slots
    }

    #[test]
    fn levels_decode_and_the_core_checks_them() {
        let mut slots = level(Difficulty::Expert);
        slots[SKILL] = 40.0;
        slots[SEED] = 7.0;
        let mut opponent = level(Difficulty::Rules);
        opponent[CONFIDENCE] = 0.95;
        slots.extend(opponent);
        let o = engine(&slots, None).unwrap();
        assert_eq!((o.difficulty, o.skill, o.seed), (Difficulty::Expert, Skill::new(40), Some(Seed(7))));
        assert!(o.opponent.unwrap().trusted);

        let mut easy = level(Difficulty::Easy);
        easy[SKILL] = 50.0;
        easy.extend(none());
        let e = engine(&easy, None).unwrap_err();
        assert_eq!(e.code, ErrorCode::InvalidOption);
        assert_eq!(e.message(), "skill applies only to difficulty 'hard' or 'expert', got difficulty 'easy'");

        let mut mcts_opponent = level(Difficulty::Expert);
        mcts_opponent.extend(level(Difficulty::Mcts));
        assert!(engine(&mcts_opponent, None).unwrap_err().message().starts_with("opponent: "));

        let mut order = level(Difficulty::Rules);
        order[CELL_ORDER] = 9.0;
        order.extend(none());
        assert_eq!(engine(&order, None).unwrap_err().message(), crate::text::texts::CELL_ORDER_ONCE.text);

        let mut text = level(Difficulty::Hard);
        text[SEED] = TEXT_SEED;
        text.extend(none());
        assert_eq!(engine(&text, Some(Seed(3))).unwrap().seed, Some(Seed(3)));
        assert_eq!(engine(&text, None).unwrap_err().code, ErrorCode::InternalError);
        assert_eq!(engine(&text[..5], None).unwrap_err().code, ErrorCode::InternalError);
    }

    #[test]
    fn runs_decode_with_their_sides() {
        let mut slots = vec![10.0, 0.0, 7.0, 3.0];
        slots.extend(level(Difficulty::Hard));
        slots.extend(none());
        slots.extend(level(Difficulty::Easy));
        slots.extend(none());
        assert_eq!(slots.len(), RUN_SLOTS);
        let (run, chunk) = simulation(&slots, None, || unreachable!()).unwrap();
        assert_eq!((run.games, run.seed, chunk, run.player_o.difficulty), (10, Seed(3), 7, Difficulty::Easy));
        slots[RUN_SEED] = f64::NAN;
        let (run, _) = simulation(&slots, None, || Ok(Seed(9))).unwrap();
        assert_eq!(run.seed, Seed(9));
    }
}
