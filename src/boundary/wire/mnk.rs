//! m,n,k values on the wire (SPEC §8): rules as five numbers, a board as one byte per cell
//! (0 empty, 1 X, 2 O, row-major), a move as its cell index `row * cols + col`, and the
//! answers' layouts below, which `pkg-template/lib/mnk-engine.js` reads with the constants
//! `wire.js` carries.

use alloc::{vec, vec::Vec};
use crate::common::player::Player;
use crate::mnk::analysis::Arg;
use crate::mnk::messages::SENTENCES;
use crate::mnk::{Analysis, Move, Outcome, Rules, ScoredMove, Solution};

/// "No move": a finished board.
pub const NO_MOVE: u32 = u32::MAX;
/// The outcomes by their index in answers.
pub const OUTCOMES: [Outcome; 3] = [Outcome::Win, Outcome::Draw, Outcome::Loss];
/// "Not proven" in a value or plies slot, and "none" in a move slot.
pub const NONE: f64 = -1.0;

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

/// `[complete (0 or 1), value, plies, move, nodes]`.
pub fn solution(rules: Rules, s: &Solution) -> Vec<f64> {
    let best = s.best.map_or(NONE, |m| f64::from(cell(rules, m)));
    vec![f64::from(u8::from(s.complete)), outcome(s.value), plies(s.plies), best, super::count(s.nodes)]
}

/// `[move, value, plies]` per move, best first.
pub fn ranked(rules: Rules, moves: &[ScoredMove]) -> Vec<f64> {
    moves.iter().flat_map(|m| [f64::from(cell(rules, m.mv)), outcome(m.value), plies(m.plies)]).collect()
}

/// The wins, blocks, threats and forks, each as its count then its cells; then the
/// explanation: its sentence's index in [`SENTENCES`], its argument count, and each argument
/// as a tag (0 a number, 1 a player) and a value (the number, or 0 for X and 1 for O).
pub fn analysis(rules: Rules, a: &Analysis) -> Vec<u32> {
    let mut out = Vec::new();
    for list in [&a.wins, &a.blocks, &a.threats, &a.forks] {
        out.push(u32::try_from(list.len()).unwrap_or(u32::MAX));
        out.extend(list.iter().map(|&m| cell(rules, m)));
    }
    let e = &a.explanation;
    out.push(SENTENCES.iter().position(|s| *s == e.sentence).map_or(u32::MAX, |i| i as u32));
    out.push(u32::try_from(e.args.len()).unwrap_or(u32::MAX));
    for arg in &e.args {
        out.extend(match *arg {
            Arg::Number(n) => [0, n],
            Arg::Player(p) => [1, u32::from(p == Player::O)],
        });
    }
    out
}
