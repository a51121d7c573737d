//! `inferOpponent` (SPEC §7.9) over the wire: the records are read by `crate::input`, checked
//! and explained by `crate::infer`; the model leaves as `[difficulty, rules?, skill?, confidence, cellOrder?]`.

use super::error::JsResult;
use super::read::Wire;
use crate::error::{ErrorCode, InputError};
use crate::infer::{self, MAX_GAMES};
use crate::input::{self, snapshot};
use crate::review::ReviewError;
use crate::strategy::{CellOrder, Model};
use js_sys::Array;
use wasm_bindgen::prelude::*;

/// The model of `player` in `games` (move lists from the empty board or snapshots; the JS
/// layer turns `Game`s into snapshots).
#[wasm_bindgen]
pub fn infer_opponent(games: JsValue, player: u32, fault: Option<Array>) -> JsResult<Array> {
    let player = Wire::new(fault).player(player)?;
    let games = input::list(&games, MAX_GAMES, (ErrorCode::InvalidOption, "games"), |i, record| {
        snapshot::record(&record).map_err(|e| e.within(&format!("games[{i}]")))
    })?;
    // Worded as a move list's error ("moves[3] (1, 1): …") for either kind of record.
    let inferred = infer::from_games(&games, player).map_err(|(i, e)| InputError::of(&ReviewError(e)).within(&format!("games[{i}]")))?;
    let model = inferred.model;
    let (rules, cells) = match model.model {
        Model::Rules(rules) => {
            let names: Array = rules.rules().map(|r| JsValue::from_str(r.name())).collect();
            let order = rules.order();
            let cells = if order == CellOrder::ROW_MAJOR {
                JsValue::UNDEFINED
            } else {
                order.cells().iter().map(|&c| JsValue::from(c)).collect::<Array>().into()
            };
            (names.into(), cells)
        }
        _ => (JsValue::UNDEFINED, JsValue::UNDEFINED),
    };
    let skill = model.skill.map_or(JsValue::UNDEFINED, |s| JsValue::from(s.value()));
    let answer = Array::of3(&JsValue::from_str(model.model.difficulty().name()), &rules, &skill);
    answer.push(&JsValue::from_f64(inferred.confidence));
    answer.push(&cells);
    Ok(answer)
}
