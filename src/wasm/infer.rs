//! `inferOpponent` (SPEC §7.9) over the wire: the records are read by `crate::input`, checked
//! and explained by `crate::infer`; the model leaves as an object ([`super::answer`]).

use super::error::JsResult;
use super::read::Wire;
use crate::error::{ErrorCode, InputError};
use crate::infer::{self, MAX_GAMES};
use crate::input::{self, snapshot};
use crate::review::ReviewError;
use crate::strategy::{CellOrder, Model};
use super::answer::object;
use js_sys::Array;
use serde::Serialize;
use wasm_bindgen::prelude::*;

/// The model of `player` in `games` (move lists from the empty board or snapshots; the JS
/// layer turns `Game`s into snapshots).
#[wasm_bindgen]
pub fn infer_opponent(games: JsValue, player: u32, fault: Option<Array>) -> JsResult<JsValue> {
    let player = Wire::new(fault).player(player)?;
    let games = input::list(&games, MAX_GAMES, (ErrorCode::InvalidOption, "games"), |i, record| {
        snapshot::record(&record).map_err(|e| e.within(&format!("games[{i}]")))
    })?;
    // Worded as a move list's error ("moves[3] (1, 1): …") for either kind of record.
    let inferred = infer::from_games(&games, player).map_err(|(i, e)| InputError::of(&ReviewError(e)).within(&format!("games[{i}]")))?;
    let model = inferred.model;
    let (rules, cell_order) = match model.model {
        Model::Rules(rules) => {
            let order = rules.order();
            (Some(rules.rules().map(|r| r.name()).collect()), (order != CellOrder::ROW_MAJOR).then(|| order.cells().to_vec()))
        }
        _ => (None, None),
    };
    object(&ModelAnswer {
        difficulty: model.model.difficulty().name(),
        rules,
        cell_order,
        skill: model.skill.map(|s| s.value()),
        confidence: inferred.confidence,
    })
}

/// `InferredModel` (SPEC §7.9) field for field; `rules`, `cellOrder` and `skill` only where the
/// model has them.
#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct ModelAnswer {
    difficulty: &'static str,
    #[serde(skip_serializing_if = "Option::is_none")]
    rules: Option<Vec<&'static str>>,
    #[serde(skip_serializing_if = "Option::is_none")]
    cell_order: Option<Vec<u8>>,
    #[serde(skip_serializing_if = "Option::is_none")]
    skill: Option<u8>,
    confidence: f64,
}
