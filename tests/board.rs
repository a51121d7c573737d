//! The board core against published counts: perft, finished games, legal positions.

use oxo_ai::{Board, Cell, Player, Position, Square};
use std::collections::HashSet;

/// Move sequences of each length 1..=9, and games finished at each ply.
fn perft(pos: Position, ply: usize, sequences: &mut [u64; 10], finished: &mut u64) {
    if pos.is_over() {
        *finished += 1;
        return;
    }
    for sq in pos.legal_moves().squares() {
        if let Some(count) = sequences.get_mut(ply + 1) {
            *count += 1;
        }
        perft(pos.play_unchecked(sq), ply + 1, sequences, finished);
    }
}

#[test]
fn perft_counts_match_the_published_figures() {
    let mut sequences = [0u64; 10];
    let mut finished = 0;
    perft(Position::EMPTY, 0, &mut sequences, &mut finished);
    assert_eq!(
        sequences[1..],
        [9, 72, 504, 3_024, 15_120, 54_720, 148_176, 200_448, 127_872]
    );
    assert_eq!(finished, 255_168);
}

fn reachable(pos: Position, seen: &mut HashSet<Board>) {
    if !seen.insert(pos.board()) {
        return;
    }
    for sq in pos.legal_moves().squares() {
        reachable(pos.play_unchecked(sq), seen);
    }
}

#[test]
fn exactly_5478_positions_are_reachable_and_position_new_accepts_exactly_those() {
    let mut seen = HashSet::new();
    reachable(Position::EMPTY, &mut seen);
    assert_eq!(seen.len(), 5_478);

    let mut accepted = 0;
    for index in 0..Board::INDEX_COUNT {
        let mut rest = index;
        let cells: [Cell; 9] = Square::ALL.map(|_| {
            let digit = rest % 3;
            rest /= 3;
            [None, Some(Player::X), Some(Player::O)][digit]
        });
        let board = Board::from_cells(cells);
        let valid = Position::new(board).is_ok();
        assert_eq!(valid, seen.contains(&board), "board {board}");
        accepted += usize::from(valid);
    }
    assert_eq!(accepted, 5_478);
}

#[test]
fn checked_play_refuses_what_unchecked_play_would_corrupt() {
    let pos = Position::new("XX.OO....".parse().unwrap()).unwrap();
    let won = pos.play(Square::from_coords(0, 2).unwrap()).unwrap();
    assert!(won.is_over());
    assert_eq!(won.play(Square::from_coords(2, 2).unwrap()), Err(oxo_ai::PlayError::GameOver));
    assert_eq!(
        pos.play(Square::from_coords(0, 0).unwrap()),
        Err(oxo_ai::PlayError::CellOccupied(Square::from_coords(0, 0).unwrap()))
    );
}
