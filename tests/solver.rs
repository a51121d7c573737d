//! The table solver against a deliberately naive full-tree minimax on every reachable position
//! and on every (board, player to move) pair of 3^9 x 2 that is not finished (API reference "AIEngine").

mod common;

use oxo_ai::ttt::solver::{self, Eval, Value};
use oxo_ai::{Board, Player, Position, Square};

/// Plain recursive minimax, no table, no pruning: (value for the side to move, plies to end),
/// the winner preferring fewer plies and the loser more.
fn naive(pos: Position) -> (i32, u32) {
    if let Some(outcome) = pos.outcome() {
        return match outcome {
            oxo_ai::Outcome::Win(_) => (-1, 0),
            oxo_ai::Outcome::Draw => (0, 0),
        };
    }
    let mut best: Option<(i32, u32)> = None;
    for sq in pos.legal_moves().squares() {
        let (v, d) = naive(pos.play_unchecked(sq));
        let mine = (-v, d + 1);
        let better = match best {
            None => true,
            Some(b) => rank(mine) > rank(b),
        };
        if better {
            best = Some(mine);
        }
    }
    best.unwrap()
}

fn rank((v, d): (i32, u32)) -> i32 {
    match v {
        1 => 100 - d as i32,
        -1 => d as i32 - 100,
        _ => 0,
    }
}

fn to_pair(eval: Eval) -> (i32, u32) {
    let v = match eval.value {
        Value::Win => 1,
        Value::Draw => 0,
        Value::Loss => -1,
    };
    (v, u32::from(eval.plies))
}


#[test]
fn table_agrees_with_naive_minimax_on_every_reachable_position() {
    let positions = common::reachable_positions();
    assert_eq!(positions.len(), 5_478);
    for pos in positions {
        check_against_naive(pos);
    }
}

/// Every board with either player to move, finished boards aside: 3^9 x 2 less the finished.
#[test]
fn table_agrees_with_naive_minimax_on_every_board_and_player() {
    let mut checked = 0;
    for board in (0..Board::INDEX_COUNT).filter_map(Board::from_index) {
        if board.is_finished() {
            continue;
        }
        for player in Player::BOTH {
            check_against_naive(Position::setup(board, player));
            checked += 1;
        }
    }
    assert_eq!(checked, PAIRS_NOT_FINISHED);
}

/// Boards with no line for either player and an empty cell, times two players.
const PAIRS_NOT_FINISHED: usize = 2 * 11_093;

fn check_against_naive(pos: Position) {
    {
        let expected = naive(pos);
        let eval = solver::evaluate(pos);
        // A draw's plies are the empty cells: a drawn game always fills the board.
        if expected.0 == 0 {
            assert_eq!(eval.value, Value::Draw, "{pos}");
            assert_eq!(u32::from(eval.plies), 9 - pos.ply(), "{pos}");
        } else {
            assert_eq!(to_pair(eval), expected, "{pos}");
        }

        let ranked = solver::ranked_moves(pos);
        let moves = ranked.as_slice();
        assert_eq!(moves.len() as u32, pos.legal_moves().count(), "{pos}");
        for m in moves {
            let (v, d) = naive(pos.play_unchecked(m.square));
            let mover = (-v, d + 1);
            assert_eq!(to_pair(m.eval).0, mover.0, "{pos} {:?}", m.square);
            if mover.0 != 0 {
                assert_eq!(to_pair(m.eval).1, mover.1, "{pos} {:?}", m.square);
            }
            let expected_score = match mover.0 {
                1 => 1.0 / f64::from(mover.1),
                -1 => -1.0 / f64::from(mover.1),
                _ => 0.0,
            };
            assert_eq!(m.eval.score(), expected_score);
        }
        // Best first; equal scores keep center, corners, edges.
        for pair in moves.windows(2) {
            let (a, b) = (pair[0], pair[1]);
            assert!(
                a.eval.score() > b.eval.score()
                    || (a.eval.score() == b.eval.score()
                        && a.square.preference_rank() < b.square.preference_rank()),
                "{pos}: {a:?} before {b:?}"
            );
        }
        assert_eq!(solver::best_move(pos), ranked.first().map(|m| m.square), "{pos}");
        if let Some(best) = ranked.first() {
            assert_eq!(rank(to_pair(best.eval)), rank(expected), "{pos}");
        }
    }
}

#[test]
fn hard_opens_in_the_center_and_blocks() {
    assert_eq!(solver::best_move(Position::EMPTY), Some(Square::CENTER));
    // O must block at (0, 2).
    let pos = Position::new("XX..O....".parse().unwrap()).unwrap();
    assert_eq!(solver::best_move(pos), Square::from_coords(0, 2));
}
