//! Opponent inference (API reference "Learning an opponent from its games"): the model that best explains one player's moves in watched
//! games, for Expert's `opponent`.
//!
//! - A rule list first: the shortest list consistent with every observed move, among lists
//!   that start with `win` (every on-chain AI we know of does) before the others, then grown by
//!   the rules that explain moves it left to its fallback. Found by a depth-first search over
//!   lists that drops a prefix as soon as one of its rules picks a move the player did not make;
//!   in row-major cell order, else in the cell order the moves imply.
//! - Otherwise a level and a skill: Hard or Expert at the skill (0..=100) under which the
//!   observed moves are most likely, or Medium if its choices explain them all.
//!
//! `confidence` is the rule of succession on the model's top choice: `(k + 1) / (n + 2)` when it
//! names the move the player made in `k` of the `n` observed positions.

use alloc::vec::Vec;
use crate::common::player::Player;
use crate::ttt::bitboard::Bitboard;
use crate::ttt::game::{Game, RestoreError, Snapshot};
use crate::ttt::position::Position;
use crate::ttt::square::Square;
use crate::ttt::strategy::{CellOrder, Model, OpponentModel, Rule, Rules, Skill};

/// One of the player's moves: the position it moved in and the square it took.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Observation {
    pub pos: Position,
    pub played: Square,
}

/// The moves `player` made in a game that went from `start` through `moves` (legal, checked
/// by the caller).
pub fn observe(start: Position, moves: &[Square], player: Player, into: &mut Vec<Observation>) {
    let mut pos = start;
    for &sq in moves {
        if pos.to_move() == player {
            into.push(Observation { pos, played: sq });
        }
        pos = pos.play_unchecked(sq);
    }
}

/// The most games `inferOpponent` reads at once: enough to pin down any player, and a bound on
/// the work (the level search weighs every observed move at 202 skills).
pub const MAX_GAMES: u32 = 1_000;

/// The model of `player` in `games`, each checked as the referee checks it.
///
/// # Errors
/// The index of the first game that is not a legal game, and why.
pub fn from_games(games: &[Snapshot], player: Player) -> Result<Inferred, (usize, RestoreError)> {
    let mut observations = Vec::new();
    for (i, snapshot) in games.iter().enumerate() {
        let game = Game::restore(snapshot).map_err(|e| (i, e))?;
        observe(game.start(), game.history(), player, &mut observations);
    }
    Ok(infer(&observations))
}

/// The inferred model and how often its top choice named the player's move.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Inferred {
    pub model: OpponentModel,
    pub confidence: f64,
}

/// Above this confidence Expert trusts a model enough to play for a win it cannot force
/// against perfect play (see `strategy::expert`).
pub const TRUST: f64 = 0.9;

/// The model that best explains `observations`; a random player, confidence 0, for none.
pub fn infer(observations: &[Observation]) -> Inferred {
    if observations.is_empty() {
        return Inferred { model: OpponentModel::EASY, confidence: 0.0 };
    }
    let model = rule_list(observations)
        .map(|rules| OpponentModel { model: Model::Rules(rules), skill: None, trusted: false })
        .unwrap_or_else(|| level(observations));
    let named = observations.iter().filter(|o| top_choice(model, o.pos) == Some(o.played)).count();
    let n = observations.len();
    #[allow(clippy::cast_precision_loss)] // counts of moves
    let confidence = (named as f64 + 1.0) / (n as f64 + 2.0);
    Inferred { model, confidence }
}

/// The move a model most likely makes (the first of equally likely ones, row-major).
fn top_choice(model: OpponentModel, pos: Position) -> Option<Square> {
    let weights = model.weights(pos);
    weights.support().squares().fold(None, |best: Option<Square>, sq| match best {
        Some(b) if weights.probability(b) >= weights.probability(sq) => Some(b),
        _ => Some(sq),
    })
}

/// The shortest rule list that makes every observed move, preferring lists that start with
/// `win`, then grown by every rule that explains moves the list left to its fallback without
/// contradicting any. Lowest-numbered cells first if that order explains the moves; else the
/// cell order they imply (a rule allowing several cells took the one the player played, so
/// that cell comes before the others). `None` if no list makes every move.
fn rule_list(observations: &[Observation]) -> Option<Rules> {
    // The cells each rule allows in each observed position.
    let allowed: Vec<[Bitboard; 8]> = observations
        .iter()
        .map(|o| Rule::ALL.map(|rule| Rules::candidates(rule, o.pos.board(), o.pos.to_move()) & o.pos.legal_moves()))
        .collect();
    [Cells::RowMajor, Cells::Implied].into_iter().find_map(|cells| Search { observations, allowed: &allowed, cells }.list())
}

/// How a search reads the cell order: row-major, or whatever order the moves imply.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Cells {
    RowMajor,
    Implied,
}

struct Search<'a> {
    observations: &'a [Observation],
    allowed: &'a [[Bitboard; 8]],
    cells: Cells,
}

/// A partial list's state: the observations no rule of it applies to, and (for an implied
/// order) which cells must come before which: `after[a]` holds the cells after `a`.
#[derive(Clone)]
struct State {
    pending: Vec<usize>,
    after: [u16; 9],
}

impl State {
    /// Records that `played` was taken where `set` was allowed; false if the order now loops.
    fn prefer(&mut self, played: Square, set: Bitboard) -> bool {
        if let Some(slot) = self.after.get_mut(usize::from(played.index())) {
            *slot |= set.without(played).bits();
        }
        self.acyclic()
    }

    /// No cell must come before itself: the transitive closure of `after` has no loop.
    fn acyclic(&self) -> bool {
        let mut reach = self.after;
        loop {
            let next: [u16; 9] = core::array::from_fn(|a| (0..9).filter(|&b| reach[a] & (1 << b) != 0).fold(reach[a], |r, b| r | reach[b]));
            if next == reach {
                return (0..9).all(|a| reach[a] & (1 << a) == 0);
            }
            reach = next;
        }
    }

    /// The cell order: repeatedly the lowest-numbered cell nothing must precede.
    fn order(&self) -> CellOrder {
        let mut order = [0u8; 9];
        let mut placed = 0u16;
        for slot in &mut order {
            let free = (0u8..9).find(|&c| {
                placed & (1 << c) == 0 && (0..9).all(|p| placed & (1 << p) != 0 || self.after[p] & (1 << c) == 0)
            });
            let c = free.unwrap_or(0);
            *slot = c;
            placed |= 1 << c;
        }
        CellOrder::new(order).unwrap_or_default()
    }
}

impl Search<'_> {
    /// The list, grown, with its cell order; `None` if no list explains the moves.
    fn list(&self) -> Option<Rules> {
        let start = State { pending: (0..self.observations.len()).collect(), after: [0; 9] };
        let shortest = |first: Option<Rule>| {
            (1..=Rule::ALL.len()).find_map(|length| {
                let mut list = Vec::with_capacity(length);
                let state = match first {
                    Some(rule) => {
                        list.push(rule);
                        self.extend(&start, rule)?
                    }
                    None => start.clone(),
                };
                self.complete(&mut list, &state, length).map(|end| (list, end))
            })
        };
        let (mut list, _) = shortest(Some(Rule::Win)).or_else(|| shortest(None))?;
        let mut state = list.iter().try_fold(start, |s, &rule| self.extend(&s, rule))?;
        // Grow: the rule that explains the most of the fallback's moves and contradicts none.
        while let Some((rule, next)) = Rule::ALL
            .iter()
            .filter(|rule| !list.contains(rule))
            .filter_map(|&rule| self.extend(&state, rule).map(|next| (rule, next)))
            .filter(|(_, next)| next.pending.len() < state.pending.len() && self.fallback(next).is_some())
            .min_by_key(|(_, next)| next.pending.len())
        {
            list.push(rule);
            state = next;
        }
        let end = self.fallback(&state)?;
        let rules = Rules::new(&list);
        Some(if self.cells == Cells::RowMajor { rules } else { rules.with_order(end.order()) })
    }

    /// The state after adding `rule`, or `None` if it picks a move the player did not make.
    fn extend(&self, state: &State, rule: Rule) -> Option<State> {
        let r = Rule::ALL.iter().position(|&x| x == rule)?;
        let mut next = State { pending: Vec::with_capacity(state.pending.len()), after: state.after };
        for &i in &state.pending {
            let (o, set) = (self.observations.get(i)?, self.allowed.get(i)?.get(r).copied()?);
            if set.is_empty() {
                next.pending.push(i);
            } else if !self.took(&mut next, o.played, set) {
                return None;
            }
        }
        Some(next)
    }

    /// Whether taking `played` where `set` was allowed fits the cell order.
    fn took(&self, state: &mut State, played: Square, set: Bitboard) -> bool {
        match self.cells {
            Cells::RowMajor => CellOrder::ROW_MAJOR.first(set) == Some(played),
            Cells::Implied => set.contains(played) && state.prefer(played, set),
        }
    }

    /// The state once the fallback (the first empty cell) makes every remaining move, if it can.
    fn fallback(&self, state: &State) -> Option<State> {
        let mut end = state.clone();
        for &i in &state.pending {
            let o = self.observations.get(i)?;
            if !self.took(&mut end, o.played, o.pos.legal_moves()) {
                return None;
            }
        }
        Some(end)
    }

    /// Extends `list` to `length` rules consistent with `state`; the final state (and `list`
    /// complete) if some extension leaves every remaining move to the fallback.
    fn complete(&self, list: &mut Vec<Rule>, state: &State, length: usize) -> Option<State> {
        if list.len() == length {
            return self.fallback(state);
        }
        for rule in Rule::ALL {
            if list.contains(&rule) {
                continue;
            }
            if let Some(next) = self.extend(state, rule) {
                list.push(rule);
                if let Some(end) = self.complete(list, &next, length) {
                    return Some(end);
                }
                list.pop();
            }
        }
        None
    }
}

/// The level and skill under which the observed moves are most likely: Hard or Expert at
/// each skill 0..=100, and Medium.
fn level(observations: &[Observation]) -> OpponentModel {
    let log_likelihood = |model: OpponentModel| -> f64 {
        observations.iter().map(|o| libm::log(model.weights(o.pos).probability(o.played))).sum()
    };
    let mut best = (OpponentModel::EASY, log_likelihood(OpponentModel::EASY));
    let mut consider = |model: OpponentModel| {
        let l = log_likelihood(model);
        if l > best.1 {
            best = (model, l);
        }
    };
    consider(OpponentModel { model: Model::Medium, skill: None, trusted: false });
    for model in [Model::Hard, Model::Expert] {
        for s in Skill::RANGE {
            consider(OpponentModel { model, skill: Skill::new(s), trusted: false });
        }
    }
    best.0
}
