//! m,n,k values on the wire (API reference "Bigger boards"): rules as five numbers, a board as one byte per cell
//! (0 empty, 1 X, 2 O, row-major), a move as its cell index `row * cols + col`, and the
//! answers' layouts below, each field at an offset declared here and written into `wire.js`
//! ([`OFFSETS`]), which `pkg-template/lib/mnk-engine.js` reads them by.

use alloc::vec::Vec;
use crate::common::player::Player;
use crate::mnk::{Analysis, Move, Outcome, Rules, ScoredMove, Solution};

/// "No move": a finished board.
pub const NO_MOVE: u32 = u32::MAX;
/// The outcomes by their index in answers.
pub const OUTCOMES: [Outcome; 3] = [Outcome::Win, Outcome::Draw, Outcome::Loss];
/// "Not proven" in a value or plies slot, and "none" in a move slot: the 3×3 answers' absent
/// value, which no real field takes.
pub use super::cold::NONE;

/// `solve`'s answer: whether the proof is complete (0 or 1), the value's index in
/// [`OUTCOMES`], the plies, the best move, the nodes searched.
pub const SOLUTION_COMPLETE: usize = 0;
pub const SOLUTION_VALUE: usize = 1;
pub const SOLUTION_PLIES: usize = 2;
pub const SOLUTION_MOVE: usize = 3;
pub const SOLUTION_NODES: usize = 4;
pub const SOLUTION_LEN: usize = 5;
/// A ranked move, one after another, best first: its move, value and plies.
pub const RANKED_MOVE: usize = 0;
pub const RANKED_VALUE: usize = 1;
pub const RANKED_PLIES: usize = 2;
pub const RANKED_LEN: usize = 3;
/// An analysis: its lists in this order, each as its count then its cells; then the
/// sentence's length in words and its words (`crate::text::words`).
pub const ANALYSIS_LISTS: [&str; 4] = ["wins", "blocks", "threats", "forks"];

/// The offsets JavaScript reads, by the names it knows them by (`MNK_` + the name).
pub(super) const OFFSETS: [(&str, usize); 10] = [
    ("SOLUTION_COMPLETE", SOLUTION_COMPLETE),
    ("SOLUTION_VALUE", SOLUTION_VALUE),
    ("SOLUTION_PLIES", SOLUTION_PLIES),
    ("SOLUTION_MOVE", SOLUTION_MOVE),
    ("SOLUTION_NODES", SOLUTION_NODES),
    ("SOLUTION_LEN", SOLUTION_LEN),
    ("RANKED_MOVE", RANKED_MOVE),
    ("RANKED_VALUE", RANKED_VALUE),
    ("RANKED_PLIES", RANKED_PLIES),
    ("RANKED_LEN", RANKED_LEN),
];

/// Rules from `[rows, cols, k, gravity, misere]`; `None` for slots the JS reader, which checks
/// the rules with the same limits, never makes.
pub fn rules(slots: &[u32]) -> Option<Rules> {
    let &[rows, cols, k, gravity, misere] = slots else { return None };
    if gravity > 1 || misere > 1 {
        return None;
    }
    Rules::new(rows, cols, k).ok().map(|r| r.with_gravity(gravity == 1).with_misere(misere == 1))
}

/// A cell's code as a cell.
pub fn cell_of(code: u8) -> Option<Option<Player>> {
    match code {
        0 => Some(None),
        1 => Some(Some(Player::X)),
        2 => Some(Some(Player::O)),
        _ => None,
    }
}

/// A move's cell index.
pub fn cell(rules: Rules, mv: Move) -> u32 {
    u32::from(mv.row) * u32::from(rules.cols()) + u32::from(mv.col)
}

fn outcome(value: Option<Outcome>) -> f64 {
    value.and_then(|v| OUTCOMES.iter().position(|&o| o == v)).map_or(NONE, |i| f64::from(u8::try_from(i).unwrap_or(u8::MAX)))
}

fn plies(plies: Option<u32>) -> f64 {
    plies.map_or(NONE, f64::from)
}

/// The `SOLUTION_` fields.
pub fn solution(rules: Rules, s: &Solution) -> Vec<f64> {
    let mut out = [0.0; SOLUTION_LEN];
    out[SOLUTION_COMPLETE] = f64::from(u8::from(s.complete));
    out[SOLUTION_VALUE] = outcome(s.value);
    out[SOLUTION_PLIES] = plies(s.plies);
    out[SOLUTION_MOVE] = s.best.map_or(NONE, |m| f64::from(cell(rules, m)));
    out[SOLUTION_NODES] = super::count(s.nodes);
    out.to_vec()
}

/// The `RANKED_` fields per move, best first.
pub fn ranked(rules: Rules, moves: &[ScoredMove]) -> Vec<f64> {
    let mut out = Vec::with_capacity(moves.len() * RANKED_LEN);
    for m in moves {
        let mut item = [0.0; RANKED_LEN];
        item[RANKED_MOVE] = f64::from(cell(rules, m.mv));
        item[RANKED_VALUE] = outcome(m.value);
        item[RANKED_PLIES] = plies(m.plies);
        out.extend_from_slice(&item);
    }
    out
}

/// The lists of [`ANALYSIS_LISTS`], each as its count then its cells; then the explanation's
/// length in words and its words.
pub fn analysis(rules: Rules, a: &Analysis) -> Vec<u32> {
    let mut out = Vec::new();
    for list in [&a.wins, &a.blocks, &a.threats, &a.forks] {
        out.push(u32::try_from(list.len()).unwrap_or(u32::MAX));
        out.extend(list.iter().map(|&m| cell(rules, m)));
    }
    let words = a.explanation.words();
    out.push(u32::try_from(words.0.len()).unwrap_or(u32::MAX));
    out.extend_from_slice(&words.0);
    out
}
