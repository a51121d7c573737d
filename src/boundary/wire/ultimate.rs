//! Ultimate tic-tac-toe's values on the wire: a position as one byte per cell of the 9×9 board
//! (0 empty, 1 X, 2 O, row-major) and the last move's cell index (-1 for none), a move as its cell
//! index `row * 9 + col`, and the answers' layouts below, each field at an offset declared here and
//! written into `wire.js` ([`OFFSETS`]), which `pkg-template/lib/ultimate-engine.js` reads them by.

use alloc::vec::Vec;
use crate::common::player::Player;
use crate::text::words::Words;
use crate::ultimate::{Facts, Level, Outcome, Position, ScoredMove, Status, Tiebreak};

/// "No move": a finished game.
pub const NO_MOVE: u32 = u32::MAX;
/// The outcomes by their index in answers.
pub const OUTCOMES: [Outcome; 3] = [Outcome::Win, Outcome::Draw, Outcome::Loss];
/// The levels by their index on the wire, with the names JavaScript knows them by.
pub const LEVELS: [(Level, &str); 3] = [(Level::Easy, "easy"), (Level::Medium, "medium"), (Level::Hard, "hard")];
/// The tiebreaks by their index on the wire, with their names.
pub const TIEBREAKS: [(Tiebreak, &str); 2] = [(Tiebreak::Draw, "draw"), (Tiebreak::Boards, "boards")];
/// "Not proven" in a value or plies slot, "none" in a move or board slot.
pub use super::cold::NONE;

/// A ranked move, one after another, best first: its move, win rate, value and plies.
pub const RANKED_MOVE: usize = 0;
pub const RANKED_WIN_RATE: usize = 1;
pub const RANKED_VALUE: usize = 2;
pub const RANKED_PLIES: usize = 3;
pub const RANKED_LEN: usize = 4;
/// An analysis: the best move's win rate, the move, its value and plies, the small board it
/// sends to, then the sentence's length in words and its words (`crate::text::words`).
pub const ANALYSIS_WIN_RATE: usize = 0;
pub const ANALYSIS_MOVE: usize = 1;
pub const ANALYSIS_VALUE: usize = 2;
pub const ANALYSIS_PLIES: usize = 3;
pub const ANALYSIS_SENDS_TO: usize = 4;
pub const ANALYSIS_WORDS: usize = 5;

/// The offsets JavaScript reads, by the names it knows them by (`ULT_` + the name).
pub(super) const OFFSETS: [(&str, usize); 11] = [
    ("RANKED_MOVE", RANKED_MOVE),
    ("RANKED_WIN_RATE", RANKED_WIN_RATE),
    ("RANKED_VALUE", RANKED_VALUE),
    ("RANKED_PLIES", RANKED_PLIES),
    ("RANKED_LEN", RANKED_LEN),
    ("ANALYSIS_WIN_RATE", ANALYSIS_WIN_RATE),
    ("ANALYSIS_MOVE", ANALYSIS_MOVE),
    ("ANALYSIS_VALUE", ANALYSIS_VALUE),
    ("ANALYSIS_PLIES", ANALYSIS_PLIES),
    ("ANALYSIS_SENDS_TO", ANALYSIS_SENDS_TO),
    ("ANALYSIS_WORDS", ANALYSIS_WORDS),
];

/// The position of 81 cell codes and a last move (-1 for none); `None` for values the JS
/// reader never makes.
pub fn position(cells: &[u8], last: i32) -> Option<Position> {
    let cells: &[u8; 81] = cells.try_into().ok()?;
    if cells.iter().any(|&c| c > 2) {
        return None;
    }
    let last = match last {
        -1 => None,
        i => Some(u8::try_from(i).ok().filter(|&i| i < 81)?),
    };
    Some(Position::from_cells(cells, last))
}

fn outcome(value: Option<Outcome>) -> f64 {
    value.and_then(|v| OUTCOMES.iter().position(|&o| o == v)).map_or(NONE, |i| f64::from(u8::try_from(i).unwrap_or(u8::MAX)))
}

/// The `RANKED_` fields per move, best first.
pub fn ranked(moves: &[ScoredMove]) -> Vec<f64> {
    let mut out = Vec::with_capacity(moves.len() * RANKED_LEN);
    for m in moves {
        let mut item = [0.0; RANKED_LEN];
        item[RANKED_MOVE] = f64::from(m.mv);
        item[RANKED_WIN_RATE] = m.win_rate;
        item[RANKED_VALUE] = outcome(m.proof.map(|p| p.value));
        item[RANKED_PLIES] = m.proof.map_or(NONE, |p| f64::from(p.plies));
        out.extend_from_slice(&item);
    }
    out
}

/// The `ANALYSIS_` fields, then the sentence's words. On a finished game the win rate is the
/// result for `player`: 1, ½ or 0.
pub fn analysis(facts: &Facts, status: Status, player: Player, words: &Words) -> Vec<f64> {
    let mut out = [0.0; ANALYSIS_WORDS + 1];
    out[ANALYSIS_WIN_RATE] = match status {
        Status::Ongoing => facts.win_rate,
        Status::Won(w) => f64::from(u8::from(w == player)),
        Status::Drawn => 0.5,
    };
    out[ANALYSIS_MOVE] = facts.best.map_or(NONE, f64::from);
    out[ANALYSIS_VALUE] = outcome(facts.proof.map(|p| p.value));
    out[ANALYSIS_PLIES] = facts.proof.map_or(NONE, |p| f64::from(p.plies));
    out[ANALYSIS_SENDS_TO] = match (facts.best, facts.sends_to) {
        (Some(_), Some(b)) => f64::from(b),
        _ => NONE,
    };
    out[ANALYSIS_WORDS] = f64::from(u32::try_from(words.0.len()).unwrap_or(u32::MAX));
    let mut all = out.to_vec();
    all.extend(words.0.iter().map(|&w| f64::from(w)));
    all
}
