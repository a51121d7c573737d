//! Opponent inference (SPEC §7.9): the model that best explains one player's moves in watched
//! games, for Expert's `opponent`.
//!
//! - A rule list first: the shortest list consistent with every observed move, among lists
//!   that start with `win` (every on-chain AI we know of does) before the others. Found by a
//!   depth-first search over lists that drops a prefix as soon as one of its rules picks a move
//!   the player did not make.
//! - Otherwise a level and a skill: Hard or Expert at the skill (0..=100) under which the
//!   observed moves are most likely, or Medium if its choices explain them all.
//!
//! `confidence` is the rule of succession on the model's top choice: `(k + 1) / (n + 2)` when it
//! names the move the player made in `k` of the `n` observed positions.

use crate::game::{Game, RestoreError, Snapshot};
use crate::player::Player;
use crate::position::Position;
use crate::square::Square;
use crate::strategy::{Model, OpponentModel, Rule, Rules, Skill};

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
/// `win`, then grown by every rule that explains moves the list left to its fallback (the
/// lowest empty cell) without contradicting any; `None` if no list makes every move.
fn rule_list(observations: &[Observation]) -> Option<Rules> {
    // What each rule picks in each observed position (`None`: it does not apply).
    let picks: Vec<[Option<Square>; 8]> = observations
        .iter()
        .map(|o| {
            let empty = o.pos.legal_moves();
            Rule::ALL.map(|rule| Rules::apply(rule, o.pos.board(), o.pos.to_move()).filter(|&sq| empty.contains(sq)))
        })
        .collect();
    let all: Vec<usize> = (0..observations.len()).collect();
    let search = Search { observations, picks: &picks };
    let shortest = |first: Option<Rule>| {
        (1..=Rule::ALL.len()).find_map(|length| {
            let mut list = Vec::with_capacity(length);
            let pending = match first {
                Some(rule) => {
                    list.push(rule);
                    search.extend(&all, rule)?
                }
                None => all.clone(),
            };
            search.complete(&mut list, &pending, length).then_some(list)
        })
    };
    let mut list = shortest(Some(Rule::Win)).or_else(|| shortest(None))?;
    let mut pending = list.iter().try_fold(all.clone(), |p, &rule| search.extend(&p, rule))?;
    // Grow: a rule that explains the most of the fallback's moves and contradicts none.
    while let Some((rule, left)) = Rule::ALL
        .iter()
        .filter(|rule| !list.contains(rule))
        .filter_map(|&rule| search.extend(&pending, rule).map(|left| (rule, left)))
        .filter(|(_, left)| left.len() < pending.len())
        .min_by_key(|(_, left)| left.len())
    {
        list.push(rule);
        pending = left;
    }
    Some(Rules::new(&list))
}

struct Search<'a> {
    observations: &'a [Observation],
    picks: &'a [[Option<Square>; 8]],
}

impl Search<'_> {
    /// The observations still unexplained after adding `rule`, or `None` if it picks a move
    /// the player did not make.
    fn extend(&self, pending: &[usize], rule: Rule) -> Option<Vec<usize>> {
        let r = Rule::ALL.iter().position(|&x| x == rule)?;
        let mut left = Vec::with_capacity(pending.len());
        for &i in pending {
            match self.picks.get(i).and_then(|p| p.get(r).copied().flatten()) {
                None => left.push(i),
                Some(sq) if Some(sq) == self.observations.get(i).map(|o| o.played) => {}
                Some(_) => return None,
            }
        }
        Some(left)
    }

    /// Extends `list` to `length` rules consistent with `pending`; true (and `list` complete)
    /// if some extension also leaves every remaining move to the fallback, the lowest empty cell.
    fn complete(&self, list: &mut Vec<Rule>, pending: &[usize], length: usize) -> bool {
        if list.len() == length {
            return pending.iter().all(|&i| self.observations.get(i).is_some_and(|o| o.pos.legal_moves().first() == Some(o.played)));
        }
        for rule in Rule::ALL {
            if list.contains(&rule) {
                continue;
            }
            if let Some(left) = self.extend(pending, rule) {
                list.push(rule);
                if self.complete(list, &left, length) {
                    return true;
                }
                list.pop();
            }
        }
        false
    }
}

/// The level and skill under which the observed moves are most likely: Hard or Expert at
/// each skill 0..=100, and Medium.
fn level(observations: &[Observation]) -> OpponentModel {
    let log_likelihood = |model: OpponentModel| -> f64 {
        observations.iter().map(|o| model.weights(o.pos).probability(o.played).ln()).sum()
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
