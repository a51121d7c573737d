//! Board validation on arbitrary bytes: every board (as nine base-3 cells, or as two raw
//! 16-bit mark sets) goes through `Position::new`, `Position::for_player` (strict and not),
//! `analyzer::analyze`, an `Engine` of every level, a sequence of `Position::play` /
//! `Board::play` moves, and `Game::restore` of that sequence as a snapshot, each checked
//! against the rules of a legal board (API reference "Errors": `IMPOSSIBLE_POSITION`,
//! `WRONG_TURN`) written out plainly here.
#![no_main]

use libfuzzer_sys::fuzz_target;
use oxo_ai::ttt::solver;
use oxo_ai::{
    analyze, Bitboard, Board, Difficulty, Engine, EngineOptions, Evaluation, Game, PlayError, Player,
    Position, PositionError, RestoreError, Seed, SetupError, Snapshot, Square, LINES,
};

/// Reads the fuzzer's bytes front to back; past the end every read is 0.
struct Bytes<'a>(&'a [u8]);

impl Bytes<'_> {
    fn u8(&mut self) -> u8 {
        let (first, rest) = self.0.split_first().map_or((0, &[][..]), |(b, r)| (*b, r));
        self.0 = rest;
        first
    }
    fn u16(&mut self) -> u16 {
        u16::from_le_bytes([self.u8(), self.u8()])
    }
    fn u64(&mut self) -> u64 {
        (0..8).fold(0, |acc, _| (acc << 8) | u64::from(self.u8()))
    }
}

fn has_line(marks: Bitboard) -> bool {
    LINES.iter().any(|line| marks.bits() & line.cells.bits() == line.cells.bits())
}

/// The rules of a legal board, plainly: which error `Position::new` must give, if any.
fn expected_position_error(board: Board) -> Option<PositionError> {
    let (x, o) = (board.marks(Player::X).count(), board.marks(Player::O).count());
    let (xw, ow) = (has_line(board.marks(Player::X)), has_line(board.marks(Player::O)));
    if !(x == o || x == o + 1) {
        Some(PositionError::Counts { x, o })
    } else if xw && ow {
        Some(PositionError::TwoWinners)
    } else if xw && x != o + 1 {
        Some(PositionError::WinnerNotLastMover { winner: Player::X })
    } else if ow && x != o {
        Some(PositionError::WinnerNotLastMover { winner: Player::O })
    } else {
        None
    }
}

fn is_over(board: Board) -> bool {
    board.is_full() || has_line(board.marks(Player::X)) || has_line(board.marks(Player::O))
}

fn check_board(board: Board, bytes: &mut Bytes<'_>) {
    // The raw board: cells, notation and index agree.
    assert_eq!(Board::from_cells(board.cells()), board);
    let text = board.to_string();
    assert_eq!(text.parse::<Board>(), Ok(board));
    assert!(board.index() < Board::INDEX_COUNT);
    assert_eq!(board.marks(Player::X).bits() & board.marks(Player::O).bits(), 0);
    assert_eq!(board.is_finished(), is_over(board));

    // Reachability and the side to move.
    let expected = expected_position_error(board);
    let position = Position::new(board);
    match (position, expected) {
        (Ok(pos), None) => {
            let (x, o) = (board.marks(Player::X).count(), board.marks(Player::O).count());
            assert_eq!(pos.to_move(), if x == o { Player::X } else { Player::O });
            assert_eq!(pos.ply(), x + o);
            assert_eq!(pos.is_over(), is_over(board));
            assert_eq!(pos.legal_moves(), if is_over(board) { Bitboard::EMPTY } else { board.empty_squares() });
        }
        (Err(got), Some(want)) => assert_eq!(got, want, "{text}"),
        (got, want) => panic!("{text}: Position::new gave {got:?}, the rules say {want:?}"),
    }

    // The engine's and the analyzer's validation: reachability, then game over, then turn.
    for player in Player::BOTH {
        // Lenient (API reference "AIEngine", `strict: false`): any board and either player; only a
        // finished board has no position.
        let lenient = Position::for_player(board, player, false);
        assert_eq!(lenient, Ok((!board.is_finished()).then_some(Position::setup(board, player))), "{text} {player}");
        let setup = Position::for_player(board, player, true);
        match (&setup, position) {
            (Err(SetupError::Impossible(e)), Err(want)) => assert_eq!(*e, want),
            (Ok(None), Ok(pos)) => assert!(pos.is_over()),
            (Err(SetupError::WrongTurn(e)), Ok(pos)) => {
                assert!(!pos.is_over());
                assert_ne!(player, pos.to_move());
                assert_eq!(e.to_move, pos.to_move());
            }
            (Ok(Some(p)), Ok(pos)) => {
                assert_eq!(*p, pos);
                assert!(!pos.is_over());
                assert_eq!(player, pos.to_move());
            }
            (got, pos) => panic!("{text} {player}: for_player gave {got:?} for {pos:?}"),
        }

        match (analyze(board, player, true), &setup) {
            (Err(got), Err(want)) => assert_eq!(got, *want),
            (Ok(report), Ok(None)) => {
                assert_eq!(report.evaluation, Evaluation::Neutral);
                assert_eq!(report.best_move, None);
                assert!(report.threats.is_empty());
                assert_eq!(report.explanation.cell(), None);
                assert!(!report.explanation.to_string().is_empty());
            }
            (Ok(report), Ok(Some(pos))) => {
                let best = report.best_move.expect("a game still on has a best move");
                assert!(pos.legal_moves().contains(best));
                assert_eq!(report.best_move, solver::best_move(*pos));
                assert_eq!(report.explanation.cell(), Some(best));
                assert_eq!(report.evaluation, Evaluation::from_value(solver::evaluate(*pos).value));
                for threat in &report.threats {
                    assert!(board.empty_squares().contains(threat.missing));
                }
                assert!(report.explanation.to_string().contains(&best.to_string()));
            }
            (got, want) => panic!("{text} {player}: analyze gave {got:?}, for_player {want:?}"),
        }

        // Every level answers on the same terms: strict, as the referee checks; lenient, any
        // board with either player (`strict: false`), a move on an empty cell until the board is finished.
        let difficulty = Difficulty::ALL[usize::from(bytes.u8()) % Difficulty::ALL.len()];
        let options = EngineOptions::default()
            .with_difficulty(difficulty)
            .with_mcts_iterations(1 + u32::from(bytes.u8() % 64))
            .with_seed(Seed(bytes.u64()));
        let mut lenient = Engine::new(options).expect("seeded engines need no entropy");
        match lenient.best_move(board, player) {
            Ok(Some(sq)) => assert!(!board.is_finished() && board.empty_squares().contains(sq), "{difficulty} {text} {player}"),
            Ok(None) => assert!(board.is_finished(), "{difficulty} {text} {player}"),
            Err(e) => panic!("{text} {player} {difficulty}: a lenient engine rejected the board: {e}"),
        }
        let mut engine = Engine::new(options.with_strict(true)).expect("seeded engines need no entropy");
        match (engine.best_move(board, player), &setup) {
            (Err(got), Err(want)) => assert_eq!(got, *want),
            (Ok(None), Ok(None)) => {}
            (Ok(Some(sq)), Ok(Some(pos))) => assert!(pos.legal_moves().contains(sq), "{difficulty} {text}"),
            (got, want) => panic!("{text} {player} {difficulty}: best_move gave {got:?}, setup {want:?}"),
        }
        match (engine.ranked_moves(board, player), &setup) {
            (Err(got), Err(want)) => assert_eq!(got, *want),
            (Ok(ranked), Ok(None)) => assert!(ranked.as_slice().is_empty()),
            (Ok(ranked), Ok(Some(pos))) => {
                let squares: Vec<Square> = ranked.as_slice().iter().map(|m| m.square).collect();
                assert_eq!(squares.len(), pos.legal_moves().count() as usize);
                assert!(squares.iter().all(|&sq| pos.legal_moves().contains(sq)));
                assert_eq!(squares.first().copied(), solver::best_move(*pos));
            }
            (got, want) => panic!("{text} {player}: ranked_moves gave {got:?}, setup {want:?}"),
        }
    }

    // A sequence of moves from the remaining bytes, checked and unchecked.
    let mut raw = board;
    let mut pos = position.ok();
    let mut attempted = Vec::new();
    let mut first_failure = None;
    for index in 0..9 {
        let byte = bytes.u8();
        assert_eq!(Square::new(byte).is_some(), byte < 9);
        assert_eq!(Square::from_coords(byte >> 4, byte & 0x0f).is_some(), byte >> 4 < 3 && byte & 0x0f < 3);
        let sq = Square::new(byte % 9).expect("byte % 9 is a square");
        attempted.push(sq);
        let player = if byte & 0x80 == 0 { Player::X } else { Player::O };
        match raw.play(sq, player) {
            Err(PlayError::GameOver) => assert!(is_over(raw)),
            Err(PlayError::CellOccupied(at)) => {
                assert!(!is_over(raw));
                assert_eq!(at, sq);
                assert!(raw.get(sq).is_some());
            }
            Ok(next) => {
                assert!(!is_over(raw) && raw.get(sq).is_none());
                assert_eq!(next.get(sq), Some(player));
                assert_eq!(next.occupied().count(), raw.occupied().count() + 1);
                raw = next;
            }
        }
        if let Some(p) = pos {
            let played = p.play(sq);
            if let (Err(error), None) = (played, first_failure) {
                first_failure = Some((index, error, p));
            }
            match played {
                Err(PlayError::GameOver) => assert!(p.is_over()),
                Err(PlayError::CellOccupied(at)) => assert!(!p.is_over() && at == sq && p.board().get(sq).is_some()),
                Ok(next) => {
                    assert!(p.legal_moves().contains(sq));
                    assert_eq!(Position::new(next.board()), Ok(next), "a legal move leaves a legal position");
                    assert_eq!(next.ply(), p.ply() + 1);
                    assert_eq!(next.board().get(sq), Some(p.to_move()));
                    pos = Some(next);
                }
            }
        }
    }

    // The same moves as a saved game: restored up to the first move that cannot be played.
    let snapshot = Snapshot::parse(&text, attempted.clone()).expect("Display writes notation");
    assert_eq!(snapshot.start, board);
    match (Game::restore(&snapshot), position, first_failure) {
        (Err(RestoreError::Start(e)), Err(want), _) => assert_eq!(e, want),
        (Err(RestoreError::Move { index, square, error }), Ok(_), Some((at, want, _))) => {
            assert_eq!((index, square, error), (at, attempted[at], want));
        }
        (Ok(mut game), Ok(start), None) => {
            assert_eq!(Some(game.position()), pos);
            assert_eq!(game.history(), &attempted[..]);
            assert_eq!(Game::restore(&game.snapshot()).map(|g| g.position()), Ok(game.position()));
            while game.undo().is_some() {}
            assert_eq!(game.position(), start);
        }
        (got, start, failure) => panic!("{text}: restore gave {got:?} for start {start:?}, first failure {failure:?}"),
    }
    // Restoring the moves before the first failure succeeds and ends where that move failed.
    if let (Ok(_), Some((at, _, before))) = (position, first_failure) {
        let prefix = Snapshot { start: board, moves: attempted[..at].to_vec() };
        assert_eq!(Game::restore(&prefix).map(|g| g.position()), Ok(before));
    }
}

fuzz_target!(|data: &[u8]| {
    let mut bytes = Bytes(data);
    let board = if bytes.u8() & 1 == 0 {
        // Nine cells, each byte mod 3: empty, X, O.
        let cells = Square::ALL.map(|_| match bytes.u8() % 3 {
            0 => None,
            1 => Some(Player::X),
            _ => Some(Player::O),
        });
        Board::from_cells(cells)
    } else {
        // Two raw mark sets: rejected if they overlap or leave the nine squares.
        let (x, o) = (bytes.u16(), bytes.u16());
        match Board::from_bitboards(Bitboard(x), Bitboard(o)) {
            Some(board) => {
                assert!(x & o == 0 && (x | o) < 0x200);
                board
            }
            None => {
                assert!(x & o != 0 || (x | o) >= 0x200);
                return;
            }
        }
    };
    check_board(board, &mut bytes);
});
