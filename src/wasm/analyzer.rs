//! `GameAnalyzer` (SPEC §4): the core analysis as a plain `AnalysisReport` object.

use super::convert::{array_of, move_value, player_value, read_board, read_player, set_field};
use super::error::{Failure, JsResult};
use crate::analyzer::{self, Report, Threat};
use wasm_bindgen::prelude::*;

/// Reports threats, forks, the perfect-play verdict, the best move and one sentence a player
/// can act on. Stateless: one analyzer serves any number of boards.
#[wasm_bindgen(js_name = GameAnalyzer)]
#[derive(Default)]
pub struct GameAnalyzer;

#[wasm_bindgen(js_class = GameAnalyzer)]
impl GameAnalyzer {
    #[wasm_bindgen(constructor)]
    pub fn new() -> GameAnalyzer {
        GameAnalyzer
    }

    /// The report for `player` to move. Throws `IMPOSSIBLE_POSITION` or `WRONG_TURN`; a
    /// finished game is reported (`'neutral'`) whichever player is named.
    #[wasm_bindgen(unchecked_return_type = "AnalysisReport")]
    pub fn analyze(
        &self,
        #[wasm_bindgen(unchecked_param_type = "Board")] board: JsValue,
        #[wasm_bindgen(unchecked_param_type = "Player")] player: JsValue,
    ) -> JsResult<JsValue> {
        let board = read_board(&board)?;
        let player = read_player(&player)?;
        let report = analyzer::analyze(board, player).map_err(|e| Failure::from_core(&e))?;
        Ok(report_value(&report))
    }
}

fn report_value(report: &Report) -> JsValue {
    let object: JsValue = js_sys::Object::new().into();
    set_field(&object, "evaluation", &JsValue::from_str(report.evaluation.name()));
    set_field(&object, "bestMove", &report.best_move.map_or(JsValue::NULL, move_value));
    set_field(&object, "threats", &array_of(report.threats.iter(), threat_value));
    set_field(&object, "explanation", &JsValue::from_str(&report.explanation.to_string()));
    object
}

fn threat_value(threat: &Threat) -> JsValue {
    let object: JsValue = js_sys::Object::new().into();
    set_field(&object, "player", &player_value(threat.player));
    set_field(&object, "direction", &JsValue::from_str(threat.line.direction.name()));
    set_field(&object, "index", &JsValue::from_f64(f64::from(threat.line.index)));
    set_field(&object, "missingCell", &move_value(threat.missing));
    set_field(&object, "type", &JsValue::from_str(threat.kind.name()));
    object
}
