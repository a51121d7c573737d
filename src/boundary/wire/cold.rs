//! The more module's cold answers (API reference "Simulator", "Game", "An opponent that adapts") as lists of numbers, each field at an
//! offset declared here and written into `wire.js` for `more.js`'s builders; null is [`NONE`].

use alloc::vec::Vec;
use super::answers::{count, eval_code, index_of, player_code};
use crate::ttt::infer::Inferred;
use crate::ttt::review::{GameReview, MoveLabel, ReviewedMove};
use crate::ttt::simulator::{Part, Progress, SimulationResult};
use crate::ttt::strategy::{CellOrder, Difficulty, Model, Rule};

/// A field with no value (JS `null`), or a list that is absent: no real field is negative.
pub const NONE: f64 = -1.0;

/// A review: its move count, X's and O's accuracy, the turning point; then the moves.
pub const REVIEW_MOVES: usize = 0;
pub const REVIEW_ACCURACY_X: usize = 1;
pub const REVIEW_ACCURACY_O: usize = 2;
pub const REVIEW_TURNING_POINT: usize = 3;
pub const REVIEW_HEAD: usize = 4;
/// A reviewed move: player, square, label (in [`LABELS`]), the evaluations before and after
/// (`eval_code`), the best moves' set, the sentence's length in words; then its words (`crate::text::words`).
pub const MOVE_PLAYER: usize = 0;
pub const MOVE_SQUARE: usize = 1;
pub const MOVE_LABEL: usize = 2;
pub const MOVE_BEFORE: usize = 3;
pub const MOVE_AFTER: usize = 4;
pub const MOVE_BEST: usize = 5;
pub const MOVE_NOTE_LENGTH: usize = 6;
pub const MOVE_HEAD: usize = 7;
/// `SimulationProgress`.
pub const PROGRESS_COMPLETED: usize = 0;
pub const PROGRESS_TOTAL: usize = 1;
pub const PROGRESS_X_WINS: usize = 2;
pub const PROGRESS_O_WINS: usize = 3;
pub const PROGRESS_DRAWS: usize = 4;
pub const PROGRESS_LEN: usize = 5;
/// `SimulationResult`: the totals, the mean, then `lengths` up to [`RESULT_LEN`].
pub const RESULT_X_WINS: usize = 0;
pub const RESULT_O_WINS: usize = 1;
pub const RESULT_DRAWS: usize = 2;
pub const RESULT_TOTAL_GAMES: usize = 3;
pub const RESULT_AVG_MOVES: usize = 4;
pub const RESULT_LENGTHS: usize = 5;
pub const RESULT_LEN: usize = RESULT_LENGTHS + 10;
/// A part of a split run; the parts follow one another.
pub const PART_FIRST_GAME: usize = 0;
pub const PART_GAMES: usize = 1;
pub const PART_LEN: usize = 2;
/// An inferred model: difficulty (in `Difficulty::ALL`), confidence, skill; then the rules (a
/// count or [`NONE`], then each in `Rule::ALL`), then the cell order (a count or [`NONE`], then cells).
pub const MODEL_DIFFICULTY: usize = 0;
pub const MODEL_CONFIDENCE: usize = 1;
pub const MODEL_SKILL: usize = 2;
pub const MODEL_RULES: usize = 3;

/// The labels by their number on the wire.
pub const LABELS: [MoveLabel; 4] = [MoveLabel::Best, MoveLabel::Good, MoveLabel::Mistake, MoveLabel::Blunder];

/// The offsets JavaScript reads, by the names it knows them by.
pub(super) const OFFSETS: [(&str, usize); 32] = [
    ("REVIEW_MOVES", REVIEW_MOVES),
    ("REVIEW_ACCURACY_X", REVIEW_ACCURACY_X),
    ("REVIEW_ACCURACY_O", REVIEW_ACCURACY_O),
    ("REVIEW_TURNING_POINT", REVIEW_TURNING_POINT),
    ("REVIEW_HEAD", REVIEW_HEAD),
    ("MOVE_PLAYER", MOVE_PLAYER),
    ("MOVE_SQUARE", MOVE_SQUARE),
    ("MOVE_LABEL", MOVE_LABEL),
    ("MOVE_BEFORE", MOVE_BEFORE),
    ("MOVE_AFTER", MOVE_AFTER),
    ("MOVE_BEST", MOVE_BEST),
    ("MOVE_NOTE_LENGTH", MOVE_NOTE_LENGTH),
    ("MOVE_HEAD", MOVE_HEAD),
    ("PROGRESS_COMPLETED", PROGRESS_COMPLETED),
    ("PROGRESS_TOTAL", PROGRESS_TOTAL),
    ("PROGRESS_X_WINS", PROGRESS_X_WINS),
    ("PROGRESS_O_WINS", PROGRESS_O_WINS),
    ("PROGRESS_DRAWS", PROGRESS_DRAWS),
    ("RESULT_X_WINS", RESULT_X_WINS),
    ("RESULT_O_WINS", RESULT_O_WINS),
    ("RESULT_DRAWS", RESULT_DRAWS),
    ("RESULT_TOTAL_GAMES", RESULT_TOTAL_GAMES),
    ("RESULT_AVG_MOVES", RESULT_AVG_MOVES),
    ("RESULT_LENGTHS", RESULT_LENGTHS),
    ("RESULT_LEN", RESULT_LEN),
    ("PART_FIRST_GAME", PART_FIRST_GAME),
    ("PART_GAMES", PART_GAMES),
    ("PART_LEN", PART_LEN),
    ("MODEL_DIFFICULTY", MODEL_DIFFICULTY),
    ("MODEL_CONFIDENCE", MODEL_CONFIDENCE),
    ("MODEL_SKILL", MODEL_SKILL),
    ("MODEL_RULES", MODEL_RULES),
];

fn index(i: u32) -> f64 {
    f64::from(i)
}

fn or_none(value: Option<f64>) -> f64 {
    value.unwrap_or(NONE)
}

/// A small count or index (a list's length, a move's number) as a number.
fn small(n: usize) -> f64 {
    u32::try_from(n).map_or(NONE, f64::from)
}

/// A game's review as `reviewGame` answers it.
pub fn review(r: &GameReview) -> Vec<f64> {
    let mut head = [0.0; REVIEW_HEAD];
    head[REVIEW_MOVES] = small(r.moves.len());
    head[REVIEW_ACCURACY_X] = or_none(r.accuracy[0]);
    head[REVIEW_ACCURACY_O] = or_none(r.accuracy[1]);
    head[REVIEW_TURNING_POINT] = or_none(r.turning_point.map(small));
    let mut out = head.to_vec();
    for m in &r.moves {
        reviewed(m, &mut out);
    }
    out
}

fn reviewed(m: &ReviewedMove, out: &mut Vec<f64>) {
    let note = m.note.words().0;
    let mut head = [0.0; MOVE_HEAD];
    head[MOVE_PLAYER] = index(player_code(m.player));
    head[MOVE_SQUARE] = f64::from(m.square.index());
    head[MOVE_LABEL] = index(index_of(&LABELS, &m.label));
    head[MOVE_BEFORE] = index(eval_code(m.before));
    head[MOVE_AFTER] = index(eval_code(m.after));
    head[MOVE_BEST] = f64::from(m.best.bits());
    head[MOVE_NOTE_LENGTH] = small(note.len());
    out.extend_from_slice(&head);
    out.extend(note.into_iter().map(f64::from));
}

/// A run's totals so far as `onProgress` gets them.
pub fn progress(p: Progress) -> Vec<f64> {
    let mut out = [0.0; PROGRESS_LEN];
    out[PROGRESS_COMPLETED] = count(p.completed);
    out[PROGRESS_TOTAL] = count(p.total);
    out[PROGRESS_X_WINS] = count(p.x_wins);
    out[PROGRESS_O_WINS] = count(p.o_wins);
    out[PROGRESS_DRAWS] = count(p.draws);
    out.to_vec()
}

/// A run's result as `Simulator.run` resolves with it.
pub fn simulation_result(r: &SimulationResult) -> Vec<f64> {
    let mut head = [0.0; RESULT_LENGTHS];
    head[RESULT_X_WINS] = count(r.x_wins);
    head[RESULT_O_WINS] = count(r.o_wins);
    head[RESULT_DRAWS] = count(r.draws);
    head[RESULT_TOTAL_GAMES] = count(r.total_games);
    head[RESULT_AVG_MOVES] = r.avg_moves;
    let mut out = head.to_vec();
    out.extend(r.lengths.map(count));
    out
}

/// The parts of a split run as `SimulationRun#split` lists them.
pub fn parts(parts: &[Part]) -> Vec<f64> {
    let mut out = Vec::with_capacity(parts.len() * PART_LEN);
    for p in parts {
        let mut part = [0.0; PART_LEN];
        part[PART_FIRST_GAME] = count(p.first_game);
        part[PART_GAMES] = count(p.games);
        out.extend_from_slice(&part);
    }
    out
}

/// An inferred opponent model as `inferOpponent` answers it.
pub fn model(inferred: &Inferred) -> Vec<f64> {
    let model = inferred.model;
    let mut head = [0.0; MODEL_RULES];
    head[MODEL_DIFFICULTY] = index(index_of(&Difficulty::ALL, &model.model.difficulty()));
    head[MODEL_CONFIDENCE] = inferred.confidence;
    head[MODEL_SKILL] = model.skill.map_or(NONE, |s| f64::from(s.value()));
    let mut out = head.to_vec();
    match model.model {
        Model::Rules(rules) => {
            out.push(small(rules.rules().count()));
            out.extend(rules.rules().map(|r| index(index_of(&Rule::ALL, &r))));
            let order = rules.order();
            if order == CellOrder::ROW_MAJOR {
                out.push(NONE);
            } else {
                out.push(small(order.cells().len()));
                out.extend(order.cells().map(f64::from));
            }
        }
        _ => out.extend([NONE, NONE]),
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ttt::game::{Game, Snapshot};
    use crate::ttt::review::review;
    use crate::ttt::square::Square;
    use crate::ttt::strategy::{OpponentModel, Rules, Skill};

    #[test]
    fn a_review_lays_out_every_field_and_sentence() {
        let moves = [0, 4, 8, 2, 6, 3, 1].map(|i| Square::ALL[i]).to_vec();
        let r = review(&Snapshot { start: crate::ttt::board::Board::EMPTY, moves }).unwrap();
        let v = super::review(&r);
        assert_eq!(v[REVIEW_MOVES], 7.0);
        assert_eq!([v[REVIEW_ACCURACY_X], v[REVIEW_ACCURACY_O]], [or_none(r.accuracy[0]), or_none(r.accuracy[1])]);
        assert_eq!(v[REVIEW_TURNING_POINT], r.turning_point.map_or(NONE, |t| t as f64));
        let mut at = REVIEW_HEAD;
        for m in &r.moves {
            let field = |f: usize| v[at + f] as u32;
            assert_eq!(field(MOVE_PLAYER), player_code(m.player));
            assert_eq!(field(MOVE_SQUARE), u32::from(m.square.index()));
            assert_eq!(LABELS[field(MOVE_LABEL) as usize], m.label);
            assert_eq!([field(MOVE_BEFORE), field(MOVE_AFTER)], [eval_code(m.before), eval_code(m.after)]);
            assert_eq!(field(MOVE_BEST), u32::from(m.best.bits()));
            let n = field(MOVE_NOTE_LENGTH) as usize;
            let words: Vec<u32> = v[at + MOVE_HEAD..at + MOVE_HEAD + n].iter().map(|&u| u as u32).collect();
            assert_eq!(crate::text::words::Words(words).text(), m.note.to_string());
            at += MOVE_HEAD + n;
        }
        assert_eq!(at, v.len());
    }

    #[test]
    fn a_game_with_no_moves_reviews_to_nulls() {
        let v = super::review(&crate::ttt::review::review_game(&Game::new()));
        assert_eq!(v, [0.0, NONE, NONE, NONE]);
    }

    #[test]
    fn results_progress_and_parts_keep_their_counts() {
        let r = SimulationResult { x_wins: 3, o_wins: 1, draws: 6, total_games: 10, avg_moves: 7.3, lengths: [0, 0, 0, 0, 0, 1, 2, 3, 0, 4] };
        let v = simulation_result(&r);
        assert_eq!(v.len(), RESULT_LEN);
        assert_eq!([v[RESULT_X_WINS], v[RESULT_O_WINS], v[RESULT_DRAWS], v[RESULT_TOTAL_GAMES], v[RESULT_AVG_MOVES]], [3.0, 1.0, 6.0, 10.0, 7.3]);
        assert_eq!(v[RESULT_LENGTHS..], r.lengths.map(|n| n as f64));
        let p = progress(Progress { completed: 5, total: 9_000_000_000, x_wins: 1, o_wins: 2, draws: 2 });
        assert_eq!(p.len(), PROGRESS_LEN);
        assert_eq!([p[PROGRESS_COMPLETED], p[PROGRESS_TOTAL], p[PROGRESS_X_WINS], p[PROGRESS_O_WINS], p[PROGRESS_DRAWS]], [5.0, 9e9, 1.0, 2.0, 2.0]);
        let v = parts(&[Part { first_game: 0, games: 7 }, Part { first_game: 7, games: 3 }]);
        assert_eq!(v.len(), 2 * PART_LEN);
        assert_eq!([v[PART_LEN + PART_FIRST_GAME], v[PART_LEN + PART_GAMES]], [7.0, 3.0]);
    }

    #[test]
    fn a_model_lists_only_what_it_has() {
        let level = Inferred { model: OpponentModel { model: Model::Hard, skill: Skill::new(40), trusted: false }, confidence: 0.5 };
        let v = model(&level);
        assert_eq!(Difficulty::ALL[v[MODEL_DIFFICULTY] as usize], Difficulty::Hard);
        assert_eq!([v[MODEL_CONFIDENCE], v[MODEL_SKILL]], [0.5, 40.0]);
        assert_eq!(v[MODEL_RULES..], [NONE, NONE]);
        let rules = Rules::new(&[Rule::Win, Rule::Center]);
        let plain = Inferred { model: OpponentModel { model: Model::Rules(rules), skill: None, trusted: false }, confidence: 1.0 };
        let v = model(&plain);
        assert_eq!(v[MODEL_SKILL], NONE);
        assert_eq!(v[MODEL_RULES..], [2.0, 0.0, index(index_of(&Rule::ALL, &Rule::Center)), NONE]);
        let order = CellOrder::new([8, 6, 2, 0, 7, 5, 3, 1, 4]).unwrap();
        let ordered = Inferred { model: OpponentModel { model: Model::Rules(rules.with_order(order)), ..plain.model }, ..plain };
        let v = model(&ordered);
        assert_eq!(v[MODEL_RULES + 3..], [9.0, 8.0, 6.0, 2.0, 0.0, 7.0, 5.0, 3.0, 1.0, 4.0]);
    }
}
