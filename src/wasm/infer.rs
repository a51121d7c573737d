//! `inferOpponent` (SPEC §7.9) over the wire: the records are read by `crate::input`, checked
//! and explained by `crate::infer`; the model leaves as an object ([`super::answer`]).

use super::answer::object;
use super::error::JsResult;
use super::read;
use crate::error::{ErrorCode, InputError};
use crate::infer::{self, MAX_GAMES};
use crate::input::{self, snapshot};
use crate::review::ReviewError;
use crate::wire;
use wasm_bindgen::prelude::*;

/// The model of `player` in `games` (move lists from the empty board or snapshots; the JS
/// layer turns `Game`s into snapshots).
#[wasm_bindgen]
pub fn infer_opponent(games: JsValue, player: u32) -> JsResult<JsValue> {
    let player = read::player(player)?;
    let games = input::list(&games, MAX_GAMES, (ErrorCode::InvalidOption, "games"), |i, record| {
        snapshot::record(&record).map_err(|e| e.within(&format!("games[{i}]")))
    })?;
    // Worded as a move list's error ("moves[3] (1, 1): …") for either kind of record.
    let inferred = infer::from_games(&games, player).map_err(|(i, e)| InputError::of(&ReviewError(e)).within(&format!("games[{i}]")))?;
    object(&wire::objects::model(&inferred))
}
