//! The game analyzer on the public API: an exhaustive check over every legal position, a
//! table of named positions with their exact reports, and the API reference "Errors" validation errors.

mod common;

use oxo_ai::ttt::analyzer::{analyze, analyze_position, fork_cells, winning_cells};
use oxo_ai::ttt::solver::{self, Value};
use oxo_ai::{
    Bitboard, Board, Coded, Direction, ErrorCode, Evaluation, Explanation, Outcome, Player,
    Report, Square, Threat, ThreatKind, LINES,
};
use std::collections::HashSet;

fn board(s: &str) -> Board {
    s.parse().unwrap()
}

fn sq(row: u8, col: u8) -> Square {
    Square::from_coords(row, col).unwrap()
}

fn cells(list: &[(u8, u8)]) -> Bitboard {
    list.iter().fold(Bitboard::EMPTY, |set, &(r, c)| set.with(sq(r, c)))
}


/// The lines of `player` with two marks and an empty third, found square by square: the cells
/// whose mark completes a line, paired with that line.
fn naive_win_in_one(b: Board, player: Player) -> Vec<(usize, Square)> {
    let mut found = Vec::new();
    for (i, line) in LINES.iter().enumerate() {
        for s in b.empty_squares().squares() {
            let after = b.play_unchecked(s, player);
            if line.cells.contains(s) && after.marks(player).is_superset(line.cells) {
                found.push((i, s));
            }
        }
    }
    found
}

/// Number of win-in-1 lines of `player` on `b` (two marks, third empty).
fn threat_lines(b: Board, player: Player) -> usize {
    naive_win_in_one(b, player).len()
}

fn kind_name(e: &Explanation) -> &'static str {
    match e {
        Explanation::WinNow { .. } => "win now",
        Explanation::Block { .. } => "block",
        Explanation::DoubleThreat { .. } => "double threat",
        Explanation::MakeFork { .. } => "make fork",
        Explanation::PreventFork { .. } => "prevent fork",
        Explanation::ForcedWin { .. } => "forced win",
        Explanation::Draw { .. } => "draw",
        Explanation::Delay { .. } => "delay",
        Explanation::GameWon { .. } => "game won",
        Explanation::GameDrawn => "game drawn",
    }
}

#[test]
fn every_legal_position() {
    let positions = common::reachable_positions();
    assert_eq!(positions.len(), 5_478);
    let mut kinds = HashSet::new();
    for pos in positions {
        let b = pos.board();
        let me = pos.to_move();
        let them = !me;
        let report = analyze_position(pos);
        let text = report.explanation.to_string();
        kinds.insert(kind_name(&report.explanation));
        assert!(!text.is_empty(), "{pos}");
        // `analyze` with the side to move agrees; a finished game answers for either player.
        assert_eq!(analyze(b, me, true).as_ref(), Ok(&report), "{pos}");
        if pos.is_over() {
            assert_eq!(analyze(b, them, true).as_ref(), Ok(&report), "{pos}");
        }

        if let Some(outcome) = pos.outcome() {
            assert_eq!(report.evaluation, Evaluation::Neutral, "{pos}");
            assert_eq!(report.best_move, None, "{pos}");
            assert!(report.threats.is_empty(), "{pos}");
            match (outcome, report.explanation) {
                (Outcome::Win(w), Explanation::GameWon { winner, line }) => {
                    assert_eq!(winner, w, "{pos}");
                    assert!(b.marks(w).is_superset(line.cells), "{pos}");
                    let c: Vec<String> = line.cells.squares().map(|s| s.to_string()).collect();
                    let expected = format!("{w} won with three in a row at {}, {} and {}.", c[0], c[1], c[2]);
                    assert_eq!(text, expected, "{pos}");
                }
                (Outcome::Draw, Explanation::GameDrawn) => {
                    assert_eq!(text, "The game is a draw.");
                }
                other => panic!("{pos}: {other:?}"),
            }
            continue;
        }

        // Verdict and best move.
        let eval = solver::evaluate(pos);
        let expected = match eval.value {
            Value::Win => Evaluation::Winning,
            Value::Loss => Evaluation::Losing,
            Value::Draw => Evaluation::Draw,
        };
        assert_eq!(report.evaluation, expected, "{pos}");
        let best = report.best_move.unwrap_or_else(|| panic!("{pos}: no best move"));
        assert_eq!(Some(best), solver::best_move(pos), "{pos}");
        let best_key = pos
            .legal_moves()
            .squares()
            .map(|s| solver::evaluate_move(pos, s).key())
            .max()
            .unwrap();
        assert_eq!(solver::evaluate_move(pos, best).key(), best_key, "{pos}: not optimal");
        assert!(text.contains(&best.to_string()), "{pos}: {text}");
        assert_eq!(report.explanation.cell(), Some(best), "{pos}");

        // Threats: win-in-1 (mover then opponent, LINES order), then forks (mover then
        // opponent, row-major).
        let mut expected_threats: Vec<Threat> = Vec::new();
        for player in [me, them] {
            for (i, missing) in naive_win_in_one(b, player) {
                let line = LINES[i];
                expected_threats.push(Threat { player, line, missing, kind: ThreatKind::WinIn1 });
            }
        }
        for player in [me, them] {
            for s in b.empty_squares().squares() {
                let after = b.play_unchecked(s, player);
                if after.has_won(player) {
                    continue;
                }
                // Lines through `s` that the move turns into win-in-1 lines.
                let made: Vec<usize> = naive_win_in_one(after, player)
                    .into_iter()
                    .filter(|&(i, _)| LINES[i].cells.contains(s))
                    .map(|(i, _)| i)
                    .collect();
                if made.len() >= 2 {
                    expected_threats.push(Threat {
                        player,
                        line: LINES[made[0]],
                        missing: s,
                        kind: ThreatKind::Fork,
                    });
                }
            }
        }
        assert_eq!(report.threats, expected_threats, "{pos}");
        for t in &report.threats {
            assert!(b.empty_squares().contains(t.missing), "{pos}");
            assert!(t.line.cells.contains(t.missing), "{pos}");
            let after = b.play_unchecked(t.missing, t.player);
            match t.kind {
                ThreatKind::WinIn1 => {
                    assert!(after.marks(t.player).is_superset(t.line.cells), "{pos}: {t:?}");
                }
                ThreatKind::Fork => {
                    assert!(!after.has_won(t.player), "{pos}: {t:?}");
                    // Two threats after the move, and at least two more than before it.
                    assert!(threat_lines(after, t.player) >= 2, "{pos}: {t:?}");
                    assert!(
                        threat_lines(after, t.player) >= threat_lines(b, t.player) + 2,
                        "{pos}: {t:?}"
                    );
                    // The two threats miss different cells: one reply cannot block both.
                    let gaps: HashSet<Square> =
                        naive_win_in_one(after, t.player).into_iter().map(|(_, s)| s).collect();
                    assert!(gaps.len() >= 2, "{pos}: {t:?}");
                }
            }
        }

        // The explanation, in the API reference's "GameAnalyzer" priority order.
        let my_wins = winning_cells(b, me);
        let their_wins = winning_cells(b, them);
        match report.explanation {
            Explanation::WinNow { cell } => {
                assert!(!my_wins.is_empty(), "{pos}");
                assert!(my_wins.contains(cell), "{pos}");
                assert_eq!(text, format!("Play {cell} to win."));
            }
            Explanation::Block { cell } => {
                assert!(my_wins.is_empty(), "{pos}");
                assert_eq!(their_wins, Bitboard::from_square(cell), "{pos}");
                assert_eq!(text, format!("Block {cell} or you lose next turn."));
            }
            Explanation::DoubleThreat { opponent, threats, .. } => {
                assert!(my_wins.is_empty(), "{pos}");
                assert_eq!(opponent, them);
                assert_eq!(threats, their_wins, "{pos}");
                assert!(threats.count() >= 2, "{pos}");
                assert_eq!((eval.value, eval.plies), (Value::Loss, 2), "{pos}");
            }
            Explanation::MakeFork { cell, opponent } => {
                assert!(my_wins.is_empty() && their_wins.is_empty(), "{pos}");
                assert_eq!(opponent, them);
                assert!(fork_cells(b, me).contains(cell), "{pos}");
                assert_eq!((eval.value, eval.plies), (Value::Win, 3), "{pos}");
            }
            Explanation::PreventFork { opponent, forks, .. } => {
                assert!(my_wins.is_empty() && their_wins.is_empty(), "{pos}");
                assert!(fork_cells(b, me).is_empty(), "{pos}");
                assert_eq!(opponent, them);
                assert_eq!(forks, fork_cells(b, them), "{pos}");
                assert!(!forks.is_empty(), "{pos}");
                assert_eq!(eval.value, Value::Draw, "{pos}");
                let careless = pos
                    .legal_moves()
                    .squares()
                    .any(|s| solver::evaluate_move(pos, s).value == Value::Loss);
                assert!(careless, "{pos}");
            }
            Explanation::ForcedWin { moves, .. } => {
                assert!(my_wins.is_empty() && their_wins.is_empty(), "{pos}");
                assert!(fork_cells(b, me).is_empty(), "{pos}");
                assert_eq!(eval.value, Value::Win, "{pos}");
                // `moves` counts the mover's moves: a win in 2N - 1 plies.
                assert_eq!(u32::from(moves) * 2 - 1, u32::from(eval.plies), "{pos}");
                assert!(moves >= 3, "{pos}");
            }
            Explanation::Draw { .. } => {
                assert!(my_wins.is_empty() && their_wins.is_empty(), "{pos}");
                assert!(fork_cells(b, me).is_empty(), "{pos}");
                assert_eq!(eval.value, Value::Draw, "{pos}");
                let careless = pos
                    .legal_moves()
                    .squares()
                    .any(|s| solver::evaluate_move(pos, s).value == Value::Loss);
                assert!(fork_cells(b, them).is_empty() || !careless, "{pos}");
            }
            Explanation::Delay { opponent, moves, .. } => {
                assert!(my_wins.is_empty() && their_wins.is_empty(), "{pos}");
                assert!(fork_cells(b, me).is_empty(), "{pos}");
                assert_eq!(opponent, them);
                assert_eq!(eval.value, Value::Loss, "{pos}");
                // `moves` counts the opponent's moves: a loss in 2N plies.
                assert_eq!(u32::from(moves) * 2, u32::from(eval.plies), "{pos}");
            }
            Explanation::GameWon { .. } | Explanation::GameDrawn => panic!("{pos}: game is on"),
        }
    }
    assert_eq!(kinds.len(), 10, "every sentence kind occurs: {kinds:?}");
}

/// An expected threat: player, kind, line direction and index, missing cell.
type ThreatRow = (Player, ThreatKind, Direction, u8, (u8, u8));

/// One named position and its exact report.
struct Case {
    name: &'static str,
    board: &'static str,
    player: Player,
    evaluation: Evaluation,
    best: Option<(u8, u8)>,
    threats: &'static [ThreatRow],
    explanation: Explanation,
    text: &'static str,
}

use Direction::{Col, Diag, Row};
use Player::{O, X};
use ThreatKind::{Fork, WinIn1};

fn table() -> Vec<Case> {
    vec![
        Case {
            name: "empty board",
            board: ".........",
            player: X,
            evaluation: Evaluation::Draw,
            best: Some((1, 1)),
            threats: &[],
            explanation: Explanation::Draw { cell: sq(1, 1) },
            text: "Play (1, 1); with best play the game is a draw.",
        },
        Case {
            name: "drawn after a corner opening and the center reply",
            board: "X...O....",
            player: X,
            evaluation: Evaluation::Draw,
            best: Some((0, 2)),
            threats: &[],
            explanation: Explanation::Draw { cell: sq(0, 2) },
            text: "Play (0, 2); with best play the game is a draw.",
        },
        Case {
            name: "win now, though the opponent also threatens: win beats block",
            board: "XX.OO....",
            player: X,
            evaluation: Evaluation::Winning,
            best: Some((0, 2)),
            threats: &[(X, WinIn1, Row, 0, (0, 2)), (O, WinIn1, Row, 1, (1, 2))],
            explanation: Explanation::WinNow { cell: sq(0, 2) },
            text: "Play (0, 2) to win.",
        },
        Case {
            name: "O wins now against two X threats",
            board: "OO.XX.X..",
            player: O,
            evaluation: Evaluation::Winning,
            best: Some((0, 2)),
            threats: &[
                (O, WinIn1, Row, 0, (0, 2)),
                (X, WinIn1, Row, 1, (1, 2)),
                (X, WinIn1, Diag, 1, (0, 2)),
            ],
            explanation: Explanation::WinNow { cell: sq(0, 2) },
            text: "Play (0, 2) to win.",
        },
        Case {
            name: "must block",
            board: "XX..O....",
            player: O,
            evaluation: Evaluation::Draw,
            best: Some((0, 2)),
            threats: &[(X, WinIn1, Row, 0, (0, 2))],
            explanation: Explanation::Block { cell: sq(0, 2) },
            text: "Block (0, 2) or you lose next turn.",
        },
        Case {
            name: "must block one cell that two lines miss",
            board: "O..OXXXOX",
            player: O,
            evaluation: Evaluation::Draw,
            best: Some((0, 2)),
            threats: &[(X, WinIn1, Col, 2, (0, 2)), (X, WinIn1, Diag, 1, (0, 2))],
            explanation: Explanation::Block { cell: sq(0, 2) },
            text: "Block (0, 2) or you lose next turn.",
        },
        Case {
            name: "fork available",
            board: "XO..X...O",
            player: X,
            evaluation: Evaluation::Winning,
            best: Some((2, 0)),
            threats: &[(X, Fork, Row, 1, (1, 0)), (X, Fork, Col, 0, (2, 0))],
            explanation: Explanation::MakeFork { cell: sq(2, 0), opponent: O },
            text: "Play (2, 0) to create two threats at once; O can only block one.",
        },
        Case {
            name: "opponent fork to prevent: opposite corners",
            board: "X...O...X",
            player: O,
            evaluation: Evaluation::Draw,
            best: Some((0, 1)),
            threats: &[(X, Fork, Row, 0, (0, 2)), (X, Fork, Row, 2, (2, 0))],
            explanation: Explanation::PreventFork {
                cell: sq(0, 1),
                opponent: X,
                forks: cells(&[(0, 2), (2, 0)]),
            },
            text: "Play (0, 1) to stop X from forking at (0, 2) or (2, 0); with best play the game is a draw.",
        },
        Case {
            name: "opponent fork to prevent by taking the center",
            board: "......XOX",
            player: O,
            evaluation: Evaluation::Draw,
            best: Some((1, 1)),
            threats: &[
                (X, Fork, Col, 0, (0, 0)),
                (X, Fork, Col, 2, (0, 2)),
                (X, Fork, Diag, 0, (1, 1)),
            ],
            explanation: Explanation::PreventFork {
                cell: sq(1, 1),
                opponent: X,
                forks: cells(&[(0, 0), (0, 2), (1, 1)]),
            },
            text: "Play (1, 1) to stop X from forking at (0, 0), (0, 2) or (1, 1); with best play the game is a draw.",
        },
        Case {
            name: "opponent has fork cells but every move holds the draw",
            board: "..OOXXX..",
            player: O,
            evaluation: Evaluation::Draw,
            best: Some((0, 0)),
            threats: &[(X, Fork, Row, 2, (2, 1)), (X, Fork, Row, 2, (2, 2))],
            explanation: Explanation::Draw { cell: sq(0, 0) },
            text: "Play (0, 0); with best play the game is a draw.",
        },
        Case {
            name: "double threat on the board: block one and hope",
            board: "....XOOXX",
            player: O,
            evaluation: Evaluation::Losing,
            best: Some((0, 0)),
            threats: &[(X, WinIn1, Col, 1, (0, 1)), (X, WinIn1, Diag, 0, (0, 0))],
            explanation: Explanation::DoubleThreat {
                opponent: X,
                threats: cells(&[(0, 0), (0, 1)]),
                best: sq(0, 0),
            },
            text: "X has two winning threats, at (0, 0) and (0, 1); block (0, 0) and hope X misses the other.",
        },
        Case {
            name: "double threat on the board: the best move blocks neither",
            board: "XX.X.O.O.",
            player: O,
            evaluation: Evaluation::Losing,
            best: Some((1, 1)),
            threats: &[
                (X, WinIn1, Row, 0, (0, 2)),
                (X, WinIn1, Col, 0, (2, 0)),
                (O, Fork, Row, 2, (2, 2)),
            ],
            explanation: Explanation::DoubleThreat {
                opponent: X,
                threats: cells(&[(0, 2), (2, 0)]),
                best: sq(1, 1),
            },
            text: "X has two winning threats, at (0, 2) and (2, 0), and you cannot block both; play (1, 1) and hope X misses them.",
        },
        Case {
            name: "triple threat on the board",
            board: "....XXOOX",
            player: O,
            evaluation: Evaluation::Losing,
            best: Some((0, 0)),
            threats: &[
                (X, WinIn1, Row, 1, (1, 0)),
                (X, WinIn1, Col, 2, (0, 2)),
                (X, WinIn1, Diag, 0, (0, 0)),
            ],
            explanation: Explanation::DoubleThreat {
                opponent: X,
                threats: cells(&[(0, 0), (0, 2), (1, 0)]),
                best: sq(0, 0),
            },
            text: "X has three winning threats, at (0, 0), (0, 2) and (1, 0); block (0, 0) and hope X misses the others.",
        },
        Case {
            name: "lost, delay the loss",
            board: "..XX.O.XO",
            player: O,
            evaluation: Evaluation::Losing,
            best: Some((1, 1)),
            threats: &[
                (X, Fork, Row, 0, (0, 0)),
                (X, Fork, Row, 0, (0, 1)),
                (X, Fork, Col, 1, (1, 1)),
                (X, Fork, Col, 0, (2, 0)),
            ],
            explanation: Explanation::Delay { cell: sq(1, 1), opponent: X, moves: 2 },
            text: "Play (1, 1) to hold out longest; with best play X still wins in 2 moves.",
        },
        Case {
            name: "forced win for X in three moves",
            board: ".......OX",
            player: X,
            evaluation: Evaluation::Winning,
            best: Some((1, 1)),
            threats: &[],
            explanation: Explanation::ForcedWin { cell: sq(1, 1), moves: 3 },
            text: "Play (1, 1): you win in 3 moves with perfect play.",
        },
        Case {
            name: "forced win for O although X has a fork cell",
            board: "......OXX",
            player: O,
            evaluation: Evaluation::Winning,
            best: Some((0, 0)),
            threats: &[(X, Fork, Col, 1, (1, 1))],
            explanation: Explanation::ForcedWin { cell: sq(0, 0), moves: 3 },
            text: "Play (0, 0): you win in 3 moves with perfect play.",
        },
        Case {
            name: "finished: X won",
            board: "XXXOO....",
            player: O,
            evaluation: Evaluation::Neutral,
            best: None,
            threats: &[],
            explanation: Explanation::GameWon { winner: X, line: LINES[0] },
            text: "X won with three in a row at (0, 0), (0, 1) and (0, 2).",
        },
        Case {
            name: "finished: O won",
            board: "OOOXX.X..",
            player: X,
            evaluation: Evaluation::Neutral,
            best: None,
            threats: &[],
            explanation: Explanation::GameWon { winner: O, line: LINES[0] },
            text: "O won with three in a row at (0, 0), (0, 1) and (0, 2).",
        },
        Case {
            name: "finished: X won on a full board with two lines",
            board: "XOXOXOXOX",
            player: O,
            evaluation: Evaluation::Neutral,
            best: None,
            threats: &[],
            explanation: Explanation::GameWon { winner: X, line: LINES[6] },
            text: "X won with three in a row at (0, 0), (1, 1) and (2, 2).",
        },
        Case {
            name: "finished: draw",
            board: "XOXXOOOXX",
            player: O,
            evaluation: Evaluation::Neutral,
            best: None,
            threats: &[],
            explanation: Explanation::GameDrawn,
            text: "The game is a draw.",
        },
    ]
}

fn expected_report(case: &Case) -> Report {
    Report {
        evaluation: case.evaluation,
        best_move: case.best.map(|(r, c)| sq(r, c)),
        threats: case
            .threats
            .iter()
            .map(|&(player, kind, direction, index, (r, c))| Threat {
                player,
                line: *LINES
                    .iter()
                    .find(|l| l.direction == direction && l.index == index)
                    .unwrap(),
                missing: sq(r, c),
                kind,
            })
            .collect(),
        explanation: case.explanation,
        out_of_turn: None,
    }
}

#[test]
fn named_positions_have_exact_reports() {
    let cases = table();
    let mut kinds = HashSet::new();
    for case in &cases {
        let report = analyze(board(case.board), case.player, true)
            .unwrap_or_else(|e| panic!("{}: {e}", case.name));
        assert_eq!(report, expected_report(case), "{}", case.name);
        assert_eq!(report.explanation.to_string(), case.text, "{}", case.name);
        kinds.insert(kind_name(&report.explanation));
    }
    assert!(cases.len() >= 15);
    assert_eq!(kinds.len(), 10, "every sentence kind is in the table: {kinds:?}");
}

#[test]
fn js_names() {
    assert_eq!(Evaluation::Winning.name(), "winning");
    assert_eq!(Evaluation::Losing.name(), "losing");
    assert_eq!(Evaluation::Draw.name(), "draw");
    assert_eq!(Evaluation::Neutral.name(), "neutral");
    assert_eq!(ThreatKind::WinIn1.name(), "win-in-1");
    assert_eq!(ThreatKind::Fork.name(), "fork");
}

#[test]
fn impossible_boards_are_rejected_before_anything_else() {
    for (text, player) in [
        ("OO.......", X),
        ("XX.......", O),
        // Finished-looking boards are still checked for reachability first.
        ("XXXOOO...", X),
        ("XXXOO.O..", O),
        ("OOOXX.XX.", X),
    ] {
        let err = analyze(board(text), player, true).unwrap_err();
        assert_eq!(err.code(), ErrorCode::ImpossiblePosition, "{text}");
        assert_eq!(err.code().as_str(), "IMPOSSIBLE_POSITION");
        assert!(err.to_string().starts_with("impossible position"), "{text}: {err}");
    }
}

#[test]
fn wrong_turn_is_rejected_while_the_game_is_on() {
    let err = analyze(Board::EMPTY, O, true).unwrap_err();
    assert_eq!(err.code(), ErrorCode::WrongTurn);
    assert_eq!(err.code().as_str(), "WRONG_TURN");
    assert_eq!(err.to_string(), "it is X's turn, not O's");
    let err = analyze(board("X........"), X, true).unwrap_err();
    assert_eq!(err.code(), ErrorCode::WrongTurn);
    assert_eq!(err.to_string(), "it is O's turn, not X's");
}

#[test]
fn finished_boards_are_reported_for_either_player() {
    for text in ["XXXOO....", "OOOXX.X..", "XOXXOOOXX", "XOXOXOXOX"] {
        let for_x = analyze(board(text), X, true).unwrap();
        let for_o = analyze(board(text), O, true).unwrap();
        assert_eq!(for_x, for_o, "{text}");
        assert_eq!(for_x.evaluation, Evaluation::Neutral);
        assert_eq!(for_x.best_move, None);
        assert!(for_x.threats.is_empty());
    }
}
