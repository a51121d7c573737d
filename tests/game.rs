//! `Game`, the referee: move sequences, undo, errors that change nothing, and snapshots that
//! round-trip for every move sequence of every legal game and are rejected when tampered with.

use oxo_ai::{
    Bitboard, Board, Coded, ErrorCode, Game, GameStatus, Outcome, PlayError, Player, Position,
    PositionError, RestoreError, Snapshot, Square,
};
use std::collections::HashSet;

fn sq(row: u8, col: u8) -> Square {
    Square::from_coords(row, col).unwrap()
}

fn board(notation: &str) -> Board {
    notation.parse().unwrap()
}

/// Plays `moves` (as square indices) from the empty board.
fn played(moves: &[u8]) -> Game {
    let mut game = Game::new();
    for &index in moves {
        game.play(Square::new(index).unwrap()).unwrap();
    }
    game
}

/// Every square `sq` from which `game.play(sq)` must fail, with the error it must give.
fn expected_play_error(game: &Game, square: Square) -> Option<PlayError> {
    if game.position().is_over() {
        Some(PlayError::GameOver)
    } else if game.board().occupied().contains(square) {
        Some(PlayError::CellOccupied(square))
    } else {
        None
    }
}

/// Checks that every rejected `play` and a rejected `undo` leave `game` exactly as it was.
fn assert_errors_change_nothing(game: &Game) {
    for square in Square::ALL {
        if let Some(expected) = expected_play_error(game, square) {
            let mut copy = game.clone();
            assert_eq!(copy.play(square), Err(expected), "{} {square}", game.board());
            assert_eq!(&copy, game);
        }
    }
    if game.history().is_empty() {
        let mut copy = game.clone();
        assert_eq!(copy.undo(), None);
        assert_eq!(&copy, game);
    }
}

#[test]
fn a_new_game_is_empty_with_x_to_move() {
    let game = Game::new();
    assert_eq!(game.board(), Board::EMPTY);
    assert_eq!(game.to_move(), Some(Player::X));
    assert_eq!(game.status(), GameStatus::Playing);
    assert_eq!(game.winner(), None);
    assert_eq!(game.winning_line(), None);
    assert!(game.history().is_empty());
    assert_eq!(game.legal_moves(), Bitboard::FULL);
    assert_eq!(game, Game::default());
}

#[test]
fn sequences_reach_the_expected_ends() {
    // X wins on the anti-diagonal after five moves.
    let game = played(&[2, 0, 4, 1, 6]);
    assert_eq!(game.board().to_string(), "OOX.X.X..");
    assert_eq!(game.status(), GameStatus::Won(Player::X));
    assert_eq!(game.outcome(), Some(Outcome::Win(Player::X)));
    assert_eq!(game.winner(), Some(Player::X));
    assert_eq!(game.winning_line().map(|l| l.cells), Some(Bitboard(0b001_010_100)));
    assert_eq!(game.to_move(), None);
    assert_eq!(game.legal_moves(), Bitboard::EMPTY);
    assert_eq!(game.history(), [sq(0, 2), sq(0, 0), sq(1, 1), sq(0, 1), sq(2, 0)]);

    // O wins on the middle column.
    let game = played(&[0, 1, 2, 4, 8, 7]);
    assert_eq!(game.board().to_string(), "XOX.O..OX");
    assert_eq!(game.status(), GameStatus::Won(Player::O));
    assert_eq!(game.winning_line().map(|l| l.cells), Some(Bitboard(0b010_010_010)));

    // A full-board draw.
    let game = played(&[4, 0, 1, 7, 2, 6, 3, 5, 8]);
    assert_eq!(game.board().to_string(), "OXXXXOOOX");
    assert_eq!(game.status(), GameStatus::Draw);
    assert_eq!(game.winner(), None);
    assert_eq!(game.winning_line(), None);
    assert_eq!(game.to_move(), None);

    // The ninth move can win rather than draw: the line, not the full board, decides.
    let game = played(&[0, 1, 2, 4, 3, 5, 7, 6, 8]);
    assert_eq!(game.board().to_string(), "XOXXOOOXX");
    assert_eq!(game.status(), GameStatus::Draw);
    let game = played(&[0, 1, 2, 3, 4, 6, 7, 5, 8]);
    assert_eq!(game.board().to_string(), "XOXOXOOXX");
    assert_eq!(game.status(), GameStatus::Won(Player::X));
}

#[test]
fn a_double_line_reports_the_first_line() {
    // X's last move at (0, 0) completes row 0 and column 0 at once.
    let start = board(".XXXOOXOO");
    let mut game = Game::from_board(start).unwrap();
    assert_eq!(game.to_move(), Some(Player::X));
    game.play(sq(0, 0)).unwrap();
    assert_eq!(game.status(), GameStatus::Won(Player::X));
    assert_eq!(game.winning_line().map(|l| l.cells), Some(Bitboard(0b111)));
}

#[test]
fn starting_boards_are_validated_and_set_the_side_to_move() {
    assert_eq!(Game::from_board(board("X........")).unwrap().to_move(), Some(Player::O));
    assert_eq!(Game::from_board(board("X...O....")).unwrap().to_move(), Some(Player::X));
    assert_eq!(Game::from_board(board("OO.......")), Err(PositionError::Counts { x: 0, o: 2 }));
    assert_eq!(Game::from_board(board("XXXOOO...")), Err(PositionError::TwoWinners));
    assert_eq!(
        Game::from_board(board("XXXOO.O..")),
        Err(PositionError::WinnerNotLastMover { winner: Player::X })
    );
    // A finished start is a finished game.
    let over = Game::from_board(board("XXXOO....")).unwrap();
    assert_eq!(over.status(), GameStatus::Won(Player::X));
    assert_eq!(over.to_move(), None);
    assert!(over.history().is_empty());
}

#[test]
fn play_errors_change_nothing() {
    let mut game = played(&[4]);
    let before = game.clone();
    assert_eq!(game.play(sq(1, 1)), Err(PlayError::CellOccupied(sq(1, 1))));
    assert_eq!(game, before);
    let mut won = played(&[0, 3, 1, 4, 2]);
    let before = won.clone();
    // Game over wins over occupied, as API reference "Board utilities" orders them.
    assert_eq!(won.play(sq(0, 0)), Err(PlayError::GameOver));
    assert_eq!(won.play(sq(2, 2)), Err(PlayError::GameOver));
    assert_eq!(won, before);
    assert_eq!(PlayError::GameOver.code(), ErrorCode::GameOver);
    assert_eq!(PlayError::CellOccupied(sq(0, 0)).code(), ErrorCode::CellOccupied);
}

#[test]
fn undo_walks_back_to_the_start_and_reopens_finished_games() {
    let moves = [4u8, 0, 1, 7, 2, 6, 3, 5, 8];
    let mut game = played(&moves);
    for count in (0..moves.len()).rev() {
        let undone = game.undo();
        assert_eq!(undone, Square::new(moves[count]));
        let expected = played(&moves[..count]);
        assert_eq!(game, expected, "after undoing to {count} moves");
        assert_eq!(game.status(), GameStatus::Playing);
    }
    assert_eq!(game.undo(), None);
    assert_eq!(game, Game::new());

    // A game started from a board undoes only what it played.
    let start = board("X...O....");
    let mut game = Game::from_board(start).unwrap();
    game.play(sq(2, 2)).unwrap();
    game.play(sq(0, 2)).unwrap();
    assert_eq!(game.undo(), Some(sq(0, 2)));
    assert_eq!(game.undo(), Some(sq(2, 2)));
    assert_eq!(game.undo(), None);
    assert_eq!(game.board(), start);
    assert_eq!(game.to_move(), Some(Player::X));
}

/// Visits every node of the game tree from `game` (every move sequence of every legal game,
/// including the empty one), calling `visit` on each.
fn walk(game: &mut Game, visit: &mut impl FnMut(&Game)) {
    visit(game);
    for square in game.legal_moves().squares() {
        game.play(square).unwrap();
        walk(game, visit);
        assert_eq!(game.undo(), Some(square));
    }
}

#[test]
fn every_move_sequence_round_trips_and_its_errors_change_nothing() {
    let mut nodes = 0u64;
    let mut finished = 0u64;
    let mut positions = HashSet::new();
    walk(&mut Game::new(), &mut |game| {
        nodes += 1;
        if game.status() != GameStatus::Playing {
            finished += 1;
        }
        positions.insert(game.board());
        let snapshot = game.snapshot();
        assert_eq!(snapshot.start, Board::EMPTY);
        assert_eq!(snapshot.moves, game.history());
        assert_eq!(Game::restore(&snapshot).as_ref(), Ok(game));
        assert_errors_change_nothing(game);
        // The side to move and the legal moves agree with the validated position.
        let pos = Position::new(game.board()).unwrap();
        assert_eq!(game.legal_moves(), pos.legal_moves());
        assert_eq!(game.to_move(), (!pos.is_over()).then(|| pos.to_move()));
    });
    // 1 empty board + the perft counts of plies 1-9.
    assert_eq!(nodes, 1 + 9 + 72 + 504 + 3_024 + 15_120 + 54_720 + 148_176 + 200_448 + 127_872);
    assert_eq!(finished, 255_168);
    assert_eq!(positions.len(), 5_478);
}

#[test]
fn every_reachable_start_round_trips_with_every_next_move() {
    let mut starts = HashSet::new();
    walk(&mut Game::new(), &mut |game| {
        starts.insert(game.board());
    });
    for start in starts {
        let base = Game::from_board(start).unwrap();
        assert_eq!(Game::restore(&base.snapshot()), Ok(base.clone()));
        for square in Square::ALL {
            let mut snapshot = base.snapshot();
            snapshot.moves.push(square);
            let restored = Game::restore(&snapshot);
            match expected_play_error(&base, square) {
                None => {
                    let mut game = base.clone();
                    game.play(square).unwrap();
                    assert_eq!(game.snapshot(), snapshot);
                    assert_eq!(restored, Ok(game));
                }
                Some(error) => {
                    assert_eq!(restored, Err(RestoreError::Move { index: 0, square, error }));
                }
            }
        }
    }
}

#[test]
fn tampered_snapshots_are_rejected_with_a_code() {
    let snap = |start: &str, moves: &[(u8, u8)]| {
        Snapshot::parse(start, moves.iter().map(|&(r, c)| sq(r, c)).collect()).unwrap()
    };
    let cases: [(Snapshot, RestoreError, ErrorCode); 6] = [
        // An impossible start: O moved first, twice.
        (
            snap("OO.......", &[]),
            RestoreError::Start(PositionError::Counts { x: 0, o: 2 }),
            ErrorCode::ImpossiblePosition,
        ),
        // Both players have a line.
        (snap("XXXOOO...", &[]), RestoreError::Start(PositionError::TwoWinners), ErrorCode::ImpossiblePosition),
        // A move on a taken cell (the same player twice on one cell).
        (
            snap(".........", &[(1, 1), (0, 0), (1, 1)]),
            RestoreError::Move { index: 2, square: sq(1, 1), error: PlayError::CellOccupied(sq(1, 1)) },
            ErrorCode::CellOccupied,
        ),
        // A move on a cell the start already holds.
        (
            snap("X...O....", &[(1, 1)]),
            RestoreError::Move { index: 0, square: sq(1, 1), error: PlayError::CellOccupied(sq(1, 1)) },
            ErrorCode::CellOccupied,
        ),
        // A move after X has already won.
        (
            snap(".........", &[(0, 0), (1, 0), (0, 1), (1, 1), (0, 2), (2, 2)]),
            RestoreError::Move { index: 5, square: sq(2, 2), error: PlayError::GameOver },
            ErrorCode::GameOver,
        ),
        // A move after a finished start.
        (
            snap("XXXOO....", &[(2, 2)]),
            RestoreError::Move { index: 0, square: sq(2, 2), error: PlayError::GameOver },
            ErrorCode::GameOver,
        ),
    ];
    for (snapshot, error, code) in cases {
        assert_eq!(Game::restore(&snapshot), Err(error), "{snapshot:?}");
        assert_eq!(error.code(), code);
    }
    assert_eq!(
        RestoreError::Start(PositionError::TwoWinners).to_string(),
        "snapshot start: impossible position: both X and O have three in a row"
    );
    assert_eq!(
        RestoreError::Move { index: 5, square: sq(2, 2), error: PlayError::GameOver }.to_string(),
        "snapshot moves[5] (2, 2): the game is already over"
    );
    // Bad notation never becomes a snapshot.
    assert_eq!(Snapshot::parse("XO?......", vec![]).unwrap_err().code(), ErrorCode::InvalidBoard);
    assert_eq!(Snapshot::parse("XO", vec![]).unwrap_err().code(), ErrorCode::InvalidBoard);
}

#[test]
fn every_single_move_tampering_of_a_whole_game_is_caught() {
    // Replacing any one move of a finished game by another square either gives another
    // legal game (restored exactly as replayed) or is rejected at the first illegal move.
    let moves = [4u8, 0, 1, 7, 2, 6, 3, 5, 8];
    for index in 0..moves.len() {
        for replacement in Square::ALL {
            let mut tampered: Vec<Square> = moves.iter().map(|&i| Square::new(i).unwrap()).collect();
            tampered[index] = replacement;
            let snapshot = Snapshot { start: Board::EMPTY, moves: tampered.clone() };
            let mut game = Game::new();
            let mut expected = Ok(());
            for (i, &square) in tampered.iter().enumerate() {
                if let Err(error) = game.play(square) {
                    expected = Err(RestoreError::Move { index: i, square, error });
                    break;
                }
            }
            match expected {
                Ok(()) => assert_eq!(Game::restore(&snapshot), Ok(game)),
                Err(error) => {
                    assert_eq!(Game::restore(&snapshot), Err(error));
                    assert!(matches!(error.code(), ErrorCode::CellOccupied | ErrorCode::GameOver));
                }
            }
        }
    }
}
