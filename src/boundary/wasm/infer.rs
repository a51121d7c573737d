//! `inferOpponent` (API reference "Learning an opponent from its games") over the wire: the JS layer reads the records into one list,
//! each record its start's wire board, its move count and its squares; `crate::ttt::infer` checks
//! and explains them; the model leaves as [`wire::cold::model`] lays it out.

use alloc::vec::Vec;
use super::error::{Failure, JsResult};
use super::read;
use crate::boundary::wire;
use crate::text::worded::InputError;
use crate::text::texts;
use crate::ttt::game::Snapshot;
use crate::ttt::infer;
use crate::ttt::review::ReviewError;
use wasm_bindgen::prelude::*;

/// The model of `player` in the games of `records`.
#[wasm_bindgen]
pub fn infer_opponent(records: &[u32], player: u32) -> JsResult<Vec<f64>> {
    let player = read::player(player)?;
    let games = snapshots(records)?;
    // Worded as a move list's error ("moves[3] (1, 1): …") for either kind of record.
    let inferred = infer::from_games(&games, player).map_err(|(i, e)| {
        InputError::of(&ReviewError(e)).within(&texts::GAMES_AT, |w| {
            w.number(u32::try_from(i).unwrap_or(u32::MAX));
        })
    })?;
    Ok(wire::cold::model(&inferred))
}

/// The games of `records`.
fn snapshots(mut records: &[u32]) -> JsResult<Vec<Snapshot>> {
    let bad = || -> Failure {
        texts::NOT_FROM_READER.error(|w| {
            w.piece(texts::GAME_RECORDS);
        })
    };
    let mut games = Vec::new();
    while let [start, count, rest @ ..] = records {
        let count = usize::try_from(*count).map_err(|_| bad())?;
        let moves = rest.get(..count).ok_or_else(bad)?;
        let moves = moves.iter().map(|&i| read::square(i)).collect::<JsResult<Vec<_>>>()?;
        games.push(Snapshot { start: read::board(*start)?, moves });
        records = rest.get(count..).ok_or_else(bad)?;
    }
    if records.is_empty() { Ok(games) } else { Err(bad()) }
}
