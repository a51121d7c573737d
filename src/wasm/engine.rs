//! `AIEngine` and `GameAnalyzer` (SPEC §3, §4, §7.6) over the wire: options are read here,
//! boards and players arrive encoded, answers leave as numbers.

use super::error::{fail, Failure, JsResult};
use super::read::{self, Wire};
use crate::analyzer;
use crate::engine::{Engine as Core, EngineOptions};
use crate::error::ErrorCode;
use crate::strategy::{Difficulty, OpponentModel, Rule, Rules, Skill};
use crate::position::Position;
use crate::wire;
use js_sys::Array;
use wasm_bindgen::prelude::*;

/// An engine at one level with its seeded generator.
#[wasm_bindgen]
pub struct Engine {
    engine: Core,
}

/// `{ difficulty?, mctsIterations?, seed?, strict?, skill?, variety?, rules?, opponent? }`
/// (SPEC §3, §7.2, §7.6), checked by the core.
pub fn engine_options(value: &JsValue) -> JsResult<EngineOptions> {
    match read::options_object(value, "engine options")? {
        Some(options) => level_options(&options, Reading::Engine, EngineOptions::default()),
        None => Ok(EngineOptions::default()),
    }
}

/// Which keys an options object has: an engine's all; a simulation side's all but `seed` and
/// `strict` (the run seeds each game); an opponent model's `difficulty`, `rules`, `skill`.
#[derive(Clone, Copy, PartialEq, Eq)]
pub enum Reading {
    Engine,
    Side,
    Opponent,
}

/// The engine options of an options object, read as `reading` says; `d` gives the defaults.
pub fn level_options(options: &JsValue, reading: Reading, d: EngineOptions) -> JsResult<EngineOptions> {
    // A key the reading does not have reads as absent.
    let get = |key: &str, has: bool| if has { read::option(options, key) } else { Ok(JsValue::UNDEFINED) };
    let (engine, model) = (reading == Reading::Engine, reading != Reading::Opponent);
    // An opponent without a difficulty is Expert's default model: a random player.
    let level = if model { d.difficulty } else { Difficulty::Easy };
    let rules = get("rules", true)?;
    let opponent = get("opponent", model)?;
    if reading == Reading::Side {
        for key in ["seed", "strict"] {
            if !get(key, true)?.is_undefined() {
                return Err(Failure::wrong_type(ErrorCode::InvalidOption, format!("{key} is not a simulation side's option: the run seeds every game and plays only legal ones")));
            }
        }
    }
    let options = EngineOptions {
        difficulty: read::name(&get("difficulty", true)?, "difficulty", level)?,
        mcts_iterations: read::count(&get("mctsIterations", model)?, "mctsIterations", EngineOptions::MCTS_ITERATIONS, d.mcts_iterations)?,
        mcts_time_ms: Some(read::count(&get("mctsTimeMs", model)?, "mctsTimeMs", EngineOptions::MCTS_TIME_MS, 0)?).filter(|&ms| ms > 0),
        seed: read::seed(&get("seed", engine)?)?,
        strict: read::flag(&get("strict", engine)?, "strict", d.strict)?,
        skill: Skill::new(read::count(&get("skill", true)?, "skill", Skill::RANGE, u32::MAX)?),
        variety: read::flag(&get("variety", model)?, "variety", d.variety)?,
        rules: if rules.is_undefined() { None } else { Some(Rules::new(&read::list(&rules, 8, (ErrorCode::InvalidOption, "rules"), |i, r| read::name(&r, &format!("rules[{i}]"), Rule::Win))?)) },
        opponent: if opponent.is_undefined() { None } else { Some(opponent_model(&opponent)?) },
    };
    fail(options.check())?;
    Ok(options)
}

/// `opponent`: `{ difficulty?, rules?, skill? }`.
fn opponent_model(value: &JsValue) -> JsResult<OpponentModel> {
    let within = |f: Failure| f.within("opponent");
    let Some(options) = read::options_object(value, "opponent")? else {
        return Err(Failure::wrong_type(ErrorCode::InvalidOption, format!("opponent must be an object, got {}", read::describe(value))));
    };
    let model = level_options(&options, Reading::Opponent, EngineOptions::default()).map_err(within)?;
    fail(model.as_opponent()).map_err(within)
}

#[wasm_bindgen]
impl Engine {
    #[wasm_bindgen(constructor)]
    pub fn new(options: JsValue) -> JsResult<Engine> {
        crate::clock::install(js_sys::Date::now);
        Ok(Engine { engine: fail(Core::new(engine_options(&options)?))? })
    }

    /// The square, [`wire::NO_SQUARE`] once the board is finished, or [`wire::REJECTED`]:
    /// then [`Engine::rejection`] gives the error.
    /// The JS reader calls [`Engine::rejection`] instead when it reported a fault.
    pub fn best_move(&mut self, board: f64, player: u32) -> u32 {
        let Some((board, player)) = Wire::position(board, player) else { return wire::REJECTED };
        self.engine.best_move(board, player).map_or(wire::REJECTED, wire::square)
    }

    /// Part `part` of the ranked moves, as [`wire::ranked`] packs them; NaN when rejected.
    pub fn ranked_moves(&self, board: f64, player: u32, part: u32) -> f64 {
        let Some((board, player)) = Wire::position(board, player) else { return f64::NAN };
        self.engine.ranked_moves(board, player).map_or(f64::NAN, |r| wire::ranked(&r, part))
    }

    /// Iterations the last MCTS move ran; undefined for other levels.
    pub fn last_iterations(&self) -> Option<u32> {
        self.engine.last_iterations()
    }

    /// The rules level's move and rule as [`wire::rule_move`] packs them.
    pub fn rule_move(&self, board: f64, player: u32, fault: Option<Array>) -> JsResult<u32> {
        let wire = Wire::new(fault);
        let (board, player) = (wire.board(board)?, wire.player(player)?);
        Ok(wire::rule_move(fail(self.engine.rule_move(board, player))?))
    }

    /// Why the engine rejected these inputs: the error to throw (undefined if it would not).
    /// The answers above return a marker instead of an error (a `Result` costs a call ~25 ns).
    pub fn rejection(&self, board: f64, player: u32, fault: Option<Array>) -> JsValue {
        rejection(board, player, fault, self.engine.options().strict)
    }
}

/// The error the engine's and the analyzer's entry check gives these inputs, if any.
fn rejection(board: f64, player: u32, fault: Option<Array>, strict: bool) -> JsValue {
    let wire = Wire::new(fault);
    let check = || -> JsResult<()> {
        let (board, player) = (wire.board(board)?, wire.player(player)?);
        fail(Position::for_player(board, player, strict)).map(|_| ())
    };
    check().err().map_or(JsValue::UNDEFINED, JsValue::from)
}

/// The analyzer: stateless but for `strict`.
#[wasm_bindgen]
pub struct Analyzer {
    strict: bool,
}

#[wasm_bindgen]
impl Analyzer {
    /// `{ strict? }`.
    #[wasm_bindgen(constructor)]
    pub fn new(options: JsValue) -> JsResult<Analyzer> {
        let strict = match read::options_object(&options, "analyzer options")? {
            Some(options) => read::flag(&read::option(&options, "strict")?, "strict", false)?,
            None => false,
        };
        Ok(Analyzer { strict })
    }

    /// The report's head as [`wire::report_head`] packs it; NaN when rejected (then
    /// [`Analyzer::rejection`] gives the error).
    pub fn analyze(&self, board: f64, player: u32) -> f64 {
        let Some((board, player)) = Wire::position(board, player) else { return f64::NAN };
        let head = |report: &analyzer::Report, slot: Option<u16>| slot.map_or_else(|| wire::report_head(report, None), wire::stored_head);
        analyzer::with_report(board, player, self.strict, head).unwrap_or(f64::NAN)
    }

    /// Why the analyzer rejected these inputs: the error to throw (undefined if it would not).
    pub fn rejection(&self, board: f64, player: u32, fault: Option<Array>) -> JsValue {
        rejection(board, player, fault, self.strict)
    }

    /// Part `part` of the report's threats, as [`wire::threats`] packs them, for a report
    /// [`Analyzer::analyze`] gave no slot.
    pub fn threats(&self, board: f64, player: u32, part: u32) -> f64 {
        let Some((board, player)) = Wire::position(board, player) else { return f64::NAN };
        analyzer::with_report(board, player, self.strict, |r, _| wire::threats(r, part)).unwrap_or(f64::NAN)
    }

    /// Part `part` of the threats of the report in `slot` (from [`Analyzer::analyze`]'s head).
    pub fn stored_threats(slot: u32, part: u32) -> f64 {
        let report = u16::try_from(slot).ok().and_then(analyzer::stored_report);
        report.map_or(0.0, |r| wire::threats(r, part))
    }

    /// The sentence of the report in `slot` (from [`Analyzer::analyze`]'s head).
    pub fn stored_sentence(slot: u32) -> String {
        let report = u16::try_from(slot).ok().and_then(analyzer::stored_report);
        report.map(analyzer::Report::sentence).unwrap_or_default()
    }

    /// The sentence of a report's key.
    pub fn sentence(key: u32) -> JsResult<String> {
        wire::sentence(key).ok_or_else(|| Failure::out_of_range(ErrorCode::InvalidOption, format!("no sentence has the key {key}")))
    }
}
