//! Game review labels against an independent computation: a plain memoized minimax (no solver
//! table), over every legal move of every reachable position and every move of every one of the
//! 255,168 complete games.

use oxo_ai::ttt::review::{review, review_move, MoveLabel};
use oxo_ai::{Bitboard, Board, Outcome, Player, Position, Snapshot, Square};
use std::collections::HashMap;

/// (value for the side to move: 1 win, 0 draw, -1 loss; plies to the end), winners fastest,
/// losers slowest.
fn minimax(pos: Position, memo: &mut HashMap<Position, (i32, u32)>) -> (i32, u32) {
    if let Some(&v) = memo.get(&pos) {
        return v;
    }
    let v = match pos.outcome() {
        Some(Outcome::Win(_)) => (-1, 0),
        Some(Outcome::Draw) => (0, 0),
        None => pos
            .legal_moves()
            .squares()
            .map(|sq| mover(pos, sq, memo))
            .max_by_key(|&v| key(v))
            .unwrap(),
    };
    memo.insert(pos, v);
    v
}

/// The mover's value of playing `sq`.
fn mover(pos: Position, sq: Square, memo: &mut HashMap<Position, (i32, u32)>) -> (i32, u32) {
    let (v, d) = minimax(pos.play_unchecked(sq), memo);
    (-v, d + 1)
}

fn key((v, d): (i32, u32)) -> i32 {
    match v {
        1 => 100 - d as i32,
        -1 => d as i32 - 100,
        _ => 0,
    }
}

/// The label API reference "Game" gives `sq` in `pos`, computed here from scratch.
fn expected(pos: Position, sq: Square, memo: &mut HashMap<Position, (i32, u32)>) -> (MoveLabel, Bitboard) {
    let evals: Vec<(Square, (i32, u32))> = pos.legal_moves().squares().map(|s| (s, mover(pos, s, memo))).collect();
    let top = evals.iter().map(|&(_, v)| key(v)).max().unwrap();
    let best = evals.iter().filter(|&&(_, v)| key(v) == top).fold(Bitboard::EMPTY, |b, &(s, _)| b.with(s));
    let before = minimax(pos, memo).0;
    let after = mover(pos, sq, memo).0;
    let label = if best.contains(sq) {
        MoveLabel::Best
    } else if after == before {
        MoveLabel::Good
    } else if before == 1 && after == -1 {
        MoveLabel::Blunder
    } else {
        MoveLabel::Mistake
    };
    (label, best)
}

#[test]
fn every_move_of_every_reachable_position() {
    let mut memo = HashMap::new();
    let mut checked = 0;
    let mut stack = vec![Position::EMPTY];
    let mut seen = std::collections::HashSet::new();
    while let Some(pos) = stack.pop() {
        if !seen.insert(pos) || pos.is_over() {
            continue;
        }
        for sq in pos.legal_moves().squares() {
            let (label, best) = expected(pos, sq, &mut memo);
            let got = review_move(pos, sq);
            assert_eq!((got.label, got.best), (label, best), "{pos} {sq}");
            assert_eq!(got.player, pos.to_move());
            // A top-ranked move is always "best"; a lost position cannot produce a mistake.
            if best.contains(sq) {
                assert_eq!(got.label, MoveLabel::Best);
            }
            if minimax(pos, &mut memo).0 == -1 {
                assert!(got.label.kept(), "{pos} {sq}");
            }
            assert!(!got.note.to_string().is_empty());
            checked += 1;
            stack.push(pos.play_unchecked(sq));
        }
    }
    // Every legal move of every one of the 4,520 unfinished reachable positions.
    assert_eq!(checked, 16_167);
}

#[test]
fn every_move_of_every_complete_game() {
    let mut memo = HashMap::new();
    let mut labels: HashMap<(Position, Square), MoveLabel> = HashMap::new();
    let mut games = 0u32;
    let mut moves = Vec::new();
    fn walk(
        pos: Position,
        moves: &mut Vec<Square>,
        games: &mut u32,
        memo: &mut HashMap<Position, (i32, u32)>,
        labels: &mut HashMap<(Position, Square), MoveLabel>,
    ) {
        if pos.is_over() {
            *games += 1;
            let review = review(&Snapshot { start: Board::EMPTY, moves: moves.clone() }).unwrap();
            let mut at = Position::EMPTY;
            let mut kept = [(0u32, 0u32); 2];
            let mut turning = None;
            for (i, (reviewed, &sq)) in review.moves.iter().zip(moves.iter()).enumerate() {
                let label = *labels.entry((at, sq)).or_insert_with(|| expected(at, sq, memo).0);
                assert_eq!(reviewed.label, label, "game {moves:?} move {i}");
                let side = usize::from(at.to_move() == Player::O);
                kept[side].0 += u32::from(label.kept());
                kept[side].1 += 1;
                if turning.is_none() && !label.kept() {
                    turning = Some(i);
                }
                at = at.play_unchecked(sq);
            }
            let accuracy = kept.map(|(k, n)| (n > 0).then(|| f64::from(k) / f64::from(n)));
            assert_eq!(review.accuracy, accuracy, "{moves:?}");
            assert_eq!(review.turning_point, turning, "{moves:?}");
            return;
        }
        for sq in pos.legal_moves().squares() {
            moves.push(sq);
            walk(pos.play_unchecked(sq), moves, games, memo, labels);
            moves.pop();
        }
    }
    walk(Position::EMPTY, &mut moves, &mut games, &mut memo, &mut labels);
    assert_eq!(games, 255_168);
}
