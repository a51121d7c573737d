//! `GameAnalyzer` (API reference "GameAnalyzer") over the wire, in the engine module: reports leave as numbers, the
//! sentences as words (`crate::text::words`) fetched once each. The analyzer is stateless but for `strict`, which the
//! JS class keeps, so these are functions and the module holds no analyzer object.

use alloc::vec::Vec;
use super::read;
use crate::boundary::wire;
use crate::text::sentences;
use crate::text::worded::Worded;
use crate::ttt::analyzer;
use wasm_bindgen::prelude::*;

/// The report's head as [`wire::report_head`] packs it; below zero when rejected, with the
/// refusal ([`wire::failure::rejected_number`]).
#[wasm_bindgen]
pub fn analyze(board: u32, player: u32, strict: bool) -> f64 {
    let Some((b, p)) = read::position(board, player) else { return wire::failure::rejected_number(read::unread(board)) };
    match analyzer::source(b, p, strict) {
        Ok(analyzer::Source::Stored(pos)) => wire::stored_head(wire::slot(pos)),
        Ok(analyzer::Source::Computed(report)) => wire::report_head(&report, None),
        Err(e) => wire::failure::rejected_number(wire::failure::rejection(&e.words())),
    }
}

/// Part `part` of the report's threats, as [`wire::threats`] packs them, for a report
/// [`analyze`] gave no slot.
#[wasm_bindgen]
pub fn analysis_threats(board: u32, player: u32, strict: bool, part: u32) -> f64 {
    let Some((board, player)) = read::position(board, player) else { return f64::NAN };
    analyzer::analyze(board, player, strict).map_or(f64::NAN, |r| wire::threats(&r, part))
}

/// Part `part` of the threats of the report in `slot` (from [`analyze`]'s head).
#[wasm_bindgen]
pub fn stored_threats(slot: u32, part: u32) -> f64 {
    let report = u16::try_from(slot).ok().and_then(wire::stored_report);
    report.map_or(0.0, |r| wire::threats(&r, part))
}

/// The sentence of the report in `slot` (from [`analyze`]'s head), as [`crate::text::words`] lays it
/// out; empty for a slot no head gives.
#[wasm_bindgen]
pub fn stored_sentence(slot: u32) -> Vec<u32> {
    let report = u16::try_from(slot).ok().and_then(wire::stored_report);
    report.map(|r| sentences::sentence_words(r.explanation, r.out_of_turn).0).unwrap_or_default()
}

/// The sentence of a report [`analyze`] gave no slot, as words (JS asks once per sentence key);
/// empty for inputs it rejects.
#[wasm_bindgen]
pub fn analysis_sentence(board: u32, player: u32, strict: bool) -> Vec<u32> {
    let Some((board, player)) = read::position(board, player) else { return Vec::new() };
    analyzer::analyze(board, player, strict).map(|r| sentences::sentence_words(r.explanation, r.out_of_turn).0).unwrap_or_default()
}
