//! The m,n,k board on its public API: reading cells, coded errors with nothing half-applied,
//! winner and winning line, available moves, and 3×3 perft through the generic board.

use oxo_ai::mnk::{Board, Move, Rules};
use oxo_ai::{Coded, ErrorCode, Player, Rng, Seed};

fn rules(rows: u32, cols: u32, k: u32) -> Rules {
    Rules::new(rows, cols, k).unwrap()
}

#[test]
fn boards_of_the_wrong_size_or_with_floating_marks_are_invalid() {
    let err = Board::from_cells(Rules::TIC_TAC_TOE, &[None; 8]).unwrap_err();
    assert_eq!(err.code(), ErrorCode::InvalidBoard);
    assert_eq!(err.to_string(), "board must have 9 cells (3 rows of 3), got 8");
    let four = Rules::CONNECT_FOUR;
    // A disc on row 4 of column 2 with nothing under it.
    let mut cells = vec![None; 42];
    cells[4 * 7 + 2] = Some(Player::X);
    let err = Board::from_cells(four, &cells).unwrap_err();
    assert_eq!(err.code(), ErrorCode::InvalidBoard);
    assert_eq!(err.to_string(), "with gravity, cell (4, 2) holds a mark above an empty cell");
    cells[5 * 7 + 2] = Some(Player::O);
    let board = Board::from_cells(four, &cells).unwrap();
    assert_eq!(board.cells(), cells);
    // Without gravity the same marks are fine.
    cells[5 * 7 + 2] = None;
    assert!(Board::from_cells(rules(6, 7, 4), &cells).is_ok());
}

#[test]
fn refused_moves_carry_their_codes_and_leave_the_board_alone() {
    let board = Board::from_text(Rules::TIC_TAC_TOE, "X.. .O. ...").unwrap();
    let before = board;
    let code = |r: Result<Board, oxo_ai::mnk::MoveError>| r.unwrap_err().code();
    assert_eq!(code(board.play(Move::new(3, 0), Player::X)), ErrorCode::InvalidMove);
    assert_eq!(code(board.play(Move::new(0, 9), Player::X)), ErrorCode::InvalidMove);
    assert_eq!(code(board.play(Move::new(1, 1), Player::X)), ErrorCode::CellOccupied);
    assert_eq!(board.play(Move::new(1, 1), Player::X).unwrap_err().to_string(), "cell (1, 1) is already taken");
    assert_eq!(board, before);
    let won = Board::from_text(Rules::TIC_TAC_TOE, "XXX OO. ...").unwrap();
    assert_eq!(code(won.play(Move::new(2, 2), Player::O)), ErrorCode::GameOver);
    let full = Board::from_text(Rules::TIC_TAC_TOE, "XOX XOO OXX").unwrap();
    assert_eq!(code(full.play(Move::new(0, 0), Player::O)), ErrorCode::GameOver);

    let four = Board::empty(Rules::CONNECT_FOUR).drop_in(0, Player::X).unwrap();
    let err = four.play(Move::new(2, 0), Player::O).unwrap_err();
    assert_eq!(err.code(), ErrorCode::InvalidMove);
    assert_eq!(err.to_string(), "with gravity, a mark in column 0 drops to (4, 0), not (2, 0)");
    assert_eq!(code(four.play(Move::new(5, 0), Player::O)), ErrorCode::CellOccupied);
    assert_eq!(code(four.drop_in(7, Player::O)), ErrorCode::InvalidMove);
    let mut column = four;
    for p in [Player::O, Player::X, Player::O, Player::X, Player::O] {
        column = column.drop_in(0, p).unwrap();
    }
    assert_eq!(code(column.drop_in(0, Player::X)), ErrorCode::InvalidMove);
    assert_eq!(column.available_moves().iter().map(|m| m.col).collect::<Vec<_>>(), [1, 2, 3, 4, 5, 6]);
}

#[test]
fn winners_and_winning_lines_in_every_direction() {
    let r = rules(5, 6, 4);
    // Row, column, falling and rising diagonal: cells listed in line order.
    type Cells = [(u8, u8); 4];
    let cases: [(Cells, Cells); 4] = [
        ([(2, 1), (2, 2), (2, 3), (2, 4)], [(2, 1), (2, 2), (2, 3), (2, 4)]),
        ([(1, 5), (2, 5), (3, 5), (4, 5)], [(1, 5), (2, 5), (3, 5), (4, 5)]),
        ([(0, 0), (1, 1), (2, 2), (3, 3)], [(0, 0), (1, 1), (2, 2), (3, 3)]),
        ([(4, 0), (3, 1), (2, 2), (1, 3)], [(1, 3), (2, 2), (3, 1), (4, 0)]),
    ];
    for (marks, line) in cases {
        let mut board = Board::empty(r);
        for (i, &(row, col)) in marks.iter().enumerate() {
            assert_eq!(board.winner(), None);
            board = board.play(Move::new(row, col), Player::O).unwrap();
            if i < 3 {
                assert!(!board.is_finished());
            }
        }
        assert_eq!(board.winner(), Some(Player::O));
        assert_eq!(board.winning_line().unwrap(), line.map(|(r, c)| Move::new(r, c)).to_vec());
        assert!(board.available_moves().is_empty());
        let misere = Board::from_cells(r.with_misere(true), &board.cells()).unwrap();
        assert_eq!(misere.winner(), Some(Player::X), "misere: the one who completes loses");
    }
    // k or more: five in a row still wins with k = 4, and three do not.
    let long = Board::from_text(rules(3, 5, 4), "XXXXX ..... .....").unwrap();
    assert_eq!(long.winner(), Some(Player::X));
    assert_eq!(long.winning_line().unwrap().len(), 4);
    let short = Board::from_text(rules(3, 5, 4), "XXX.X ..... .....").unwrap();
    assert_eq!(short.winner(), None);
    // A line does not wrap from one row's end to the next row's start.
    let wrap = Board::from_text(rules(3, 4, 4), "..XX XX.. ....").unwrap();
    assert_eq!(wrap.winner(), None);
}

#[test]
fn available_moves_are_row_major_and_draws_are_full_boards_without_a_line() {
    let board = Board::from_text(rules(3, 4, 3), "X... .O.. ...X").unwrap();
    let moves: Vec<(u8, u8)> = board.available_moves().iter().map(|m| (m.row, m.col)).collect();
    assert_eq!(moves, [(0, 1), (0, 2), (0, 3), (1, 0), (1, 2), (1, 3), (2, 0), (2, 1), (2, 2)]);
    let draw = Board::from_text(Rules::FOUR_BY_FOUR, "XXOO OOXX XXOO OOXX").unwrap();
    assert!(draw.is_draw() && draw.is_finished());
    assert_eq!(draw.winner(), None);
}

/// Move sequences and finished games of 3×3 through the generic board: the published perft
/// figures.
#[test]
fn tic_tac_toe_perft_through_the_generic_board() {
    fn walk(board: Board, player: Player, ply: usize, counts: &mut [u64; 10], finished: &mut u64) {
        counts[ply] += 1;
        if board.is_finished() {
            *finished += 1;
            return;
        }
        for mv in board.available_moves() {
            walk(board.play(mv, player).unwrap(), !player, ply + 1, counts, finished);
        }
    }
    let mut counts = [0u64; 10];
    let mut finished = 0;
    walk(Board::empty(Rules::TIC_TAC_TOE), Player::X, 0, &mut counts, &mut finished);
    assert_eq!(counts, [1, 9, 72, 504, 3_024, 15_120, 54_720, 148_176, 200_448, 127_872]);
    assert_eq!(finished, 255_168);
}

/// Random cells and random moves: every refusal is coded, every acceptance round-trips.
#[test]
fn fuzzed_boards_and_moves_are_answered_or_refused_with_a_code() {
    let mut rng = Rng::new(Seed(99));
    for _ in 0..3_000 {
        let (rows, cols) = (3 + rng.below(13), 3 + rng.below(13));
        let k = 3 + rng.below(rows.max(cols) - 2);
        let r = Rules::new(rows, cols, k).unwrap().with_gravity(rng.below(2) == 0).with_misere(rng.below(4) == 0);
        let len = if rng.below(10) == 0 { rng.below(300) as usize } else { (rows * cols) as usize };
        let density = rng.below(100);
        let cells: Vec<Option<Player>> = (0..len)
            .map(|_| match rng.below(100) {
                x if x < density / 2 => Some(Player::X),
                x if x < density => Some(Player::O),
                _ => None,
            })
            .collect();
        let board = match Board::from_cells(r, &cells) {
            Ok(b) => b,
            Err(e) => {
                assert_eq!(e.code(), ErrorCode::InvalidBoard);
                continue;
            }
        };
        assert_eq!(board.cells(), cells);
        for _ in 0..5 {
            let mv = Move::new(rng.below(17) as u8, rng.below(17) as u8);
            let player = if rng.below(2) == 0 { Player::X } else { Player::O };
            match board.play(mv, player) {
                Ok(after) => {
                    assert_eq!(after.get(mv), Some(Some(player)));
                    assert_eq!(after.stones(), board.stones() + 1);
                    assert!(board.available_moves().contains(&mv));
                }
                Err(e) => {
                    assert!(matches!(e.code(), ErrorCode::InvalidMove | ErrorCode::CellOccupied | ErrorCode::GameOver), "{e}");
                    assert!(!board.available_moves().contains(&mv) || board.is_finished());
                }
            }
        }
    }
}

#[test]
fn nested_rows_and_the_strict_turn_check_of_mnk_turn() {
    let r = rules(3, 4, 3);
    let x = Some(Player::X);
    let rows = [vec![x, None, None, None], vec![None; 4], vec![None; 4]];
    let board = Board::from_rows(r, &rows).unwrap();
    assert_eq!(board.cells(), rows.concat());
    let err = Board::from_rows(r, &rows[..2]).unwrap_err();
    assert_eq!((err.code(), err.to_string()), (ErrorCode::InvalidBoard, "board must have 3 rows, got 2".to_string()));
    let short = [vec![None; 4], vec![None; 3], vec![None; 4]];
    let err = Board::from_rows(r, &short).unwrap_err();
    assert_eq!((err.code(), err.to_string()), (ErrorCode::InvalidBoard, "row 1 must have 4 cells, got 3".to_string()));

    use oxo_ai::mnk::check_turn;
    assert!(check_turn(&board, Player::O).is_ok());
    let err = check_turn(&board, Player::X).unwrap_err();
    assert_eq!((err.code(), err.to_string()), (ErrorCode::WrongTurn, "it is O's turn, not X's".to_string()));
    let two_o = Board::from_text(r, "OO.. .... ....").unwrap();
    assert_eq!(check_turn(&two_o, Player::X).unwrap_err().code(), ErrorCode::ImpossiblePosition);
    assert!(check_turn(&Board::empty(r), Player::X).is_ok());
}
