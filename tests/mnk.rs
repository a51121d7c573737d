//! The m,n,k core (API reference "Bigger boards") on its public API: on 3×3 against the main solver and Hard, on
//! small boards against a naive memoised minimax written here, and from the empty board of
//! the (4,4,k) games.

mod common;

use oxo_ai::mnk::{Board, Budget, EngineOptions, Level, MnkEngine, Move, Outcome, Rules};
use oxo_ai::ttt::solver::{self, Value};
use oxo_ai::{Engine, Player, Position, Seed};
use std::collections::HashMap;

fn engine(rules: Rules) -> MnkEngine {
    MnkEngine::new(rules, EngineOptions::default().with_seed(Seed(7)).with_table_bits(18)).unwrap()
}

fn mnk_board(pos: Position) -> Board {
    Board::from_cells(Rules::TIC_TAC_TOE, &pos.board().cells()).unwrap()
}

fn outcome(value: Value) -> Outcome {
    match value {
        Value::Win => Outcome::Win,
        Value::Draw => Outcome::Draw,
        Value::Loss => Outcome::Loss,
    }
}

#[test]
fn on_3x3_solve_and_ranked_moves_match_the_main_solver_and_hard_matches_the_main_hard() {
    let positions: Vec<Position> = common::reachable_positions().into_iter().filter(|p| !p.is_over()).collect();
    assert_eq!(positions.len(), 4_520);
    let mut mnk = engine(Rules::TIC_TAC_TOE);
    let mut main = Engine::new(oxo_ai::EngineOptions::DEFAULT.with_seed(Seed(1))).unwrap();
    let (mut solved, mut hard_same) = (0, 0);
    for pos in positions {
        let board = mnk_board(pos);
        let player = pos.to_move();
        let s = mnk.solve(&board, player, Budget::UNLIMITED).unwrap();
        let want = solver::evaluate(pos);
        assert!(s.complete, "{board}");
        assert_eq!((s.value, s.plies), (Some(outcome(want.value)), Some(u32::from(want.plies))), "{board}");
        solved += 1;

        let hard = mnk.best_move(&board, player).unwrap();
        let main_hard = main.best_move(pos.board(), player).unwrap().map(|sq| Move::new(sq.row(), sq.col()));
        assert_eq!(hard, main_hard, "{board}");
        assert_eq!(s.best, main_hard, "solve's move, {board}");
        hard_same += 1;

        let ranked = mnk.ranked_moves(&board, player, Budget::UNLIMITED).unwrap();
        let main_ranked = solver::ranked_moves(pos);
        let got: Vec<_> = ranked.iter().map(|m| (m.mv, m.value, m.plies)).collect();
        let want: Vec<_> = main_ranked
            .as_slice()
            .iter()
            .map(|m| (Move::new(m.square.row(), m.square.col()), Some(outcome(m.eval.value)), Some(u32::from(m.eval.plies))))
            .collect();
        assert_eq!(got, want, "{board}");
    }
    assert_eq!((solved, hard_same), (4_520, 4_520));
}

/// Every 3×3 board with either player to move (API reference "AIEngine"), finished ones aside.
#[test]
fn on_3x3_every_board_and_player_solves_as_the_main_solver() {
    let mut mnk = engine(Rules::TIC_TAC_TOE);
    let mut checked = 0;
    for board in (0..oxo_ai::Board::INDEX_COUNT).filter_map(oxo_ai::Board::from_index) {
        if board.is_finished() {
            continue;
        }
        for player in Player::BOTH {
            let pos = Position::setup(board, player);
            let want = solver::evaluate(pos);
            let b = Board::from_cells(Rules::TIC_TAC_TOE, &board.cells()).unwrap();
            let s = mnk.solve(&b, player, Budget::UNLIMITED).unwrap();
            assert_eq!((s.value, s.plies), (Some(outcome(want.value)), Some(u32::from(want.plies))), "{b} {player}");
            checked += 1;
        }
    }
    assert_eq!(checked, 2 * 11_093);
}

/// The oracle: a memoised full minimax over plain cell vectors with its own line check, no
/// pruning, no bitboards. (value for the side to move in -1..=1, plies to the end) with the
/// winner preferring fewer plies, the loser more.
struct Naive {
    rows: usize,
    cols: usize,
    k: usize,
    gravity: bool,
    misere: bool,
    memo: HashMap<(u64, u8), (i32, u32)>,
}

impl Naive {
    fn new(rules: Rules) -> Naive {
        Naive {
            rows: rules.rows().into(),
            cols: rules.cols().into(),
            k: rules.k().into(),
            gravity: rules.gravity(),
            misere: rules.misere(),
            memo: HashMap::new(),
        }
    }

    fn line(&self, cells: &[u8], p: u8) -> bool {
        let (rows, cols, k) = (self.rows as i32, self.cols as i32, self.k as i32);
        for r in 0..rows {
            for c in 0..cols {
                for (dr, dc) in [(0, 1), (1, 0), (1, 1), (1, -1)] {
                    if (0..k).all(|i| {
                        let (rr, cc) = (r + dr * i, c + dc * i);
                        rr >= 0 && cc >= 0 && rr < rows && cc < cols && cells[(rr * cols + cc) as usize] == p
                    }) {
                        return true;
                    }
                }
            }
        }
        false
    }

    fn moves(&self, cells: &[u8]) -> Vec<usize> {
        (0..cells.len())
            .filter(|&i| cells[i] == 0 && (!self.gravity || i / self.cols == self.rows - 1 || cells[i + self.cols] != 0))
            .collect()
    }

    /// (value, plies) for `p` (1 = X, 2 = O) to move.
    fn eval(&mut self, cells: &mut Vec<u8>, p: u8) -> (i32, u32) {
        let q = 3 - p;
        let (p_line, q_line) = (self.line(cells, p), self.line(cells, q));
        if p_line || q_line {
            // The finished board's winner, X's line first as the board API decides.
            let lined = if self.line(cells, 1) { 1 } else { 2 };
            let winner = if self.misere { 3 - lined } else { lined };
            return (if winner == p { 1 } else { -1 }, 0);
        }
        let moves = self.moves(cells);
        if moves.is_empty() {
            return (0, 0);
        }
        let key = cells.iter().fold(0u64, |acc, &c| acc * 3 + u64::from(c));
        if let Some(&v) = self.memo.get(&(key, p)) {
            return v;
        }
        let mut best: Option<(i32, u32)> = None;
        for m in moves {
            cells[m] = p;
            let (v, d) = self.eval(cells, q);
            cells[m] = 0;
            let mine = (-v, d + 1);
            if best.is_none_or(|b| rank(mine) > rank(b)) {
                best = Some(mine);
            }
        }
        let best = best.unwrap();
        self.memo.insert((key, p), best);
        best
    }
}

fn rank((v, d): (i32, u32)) -> i32 {
    match v {
        1 => 1000 - d as i32,
        -1 => d as i32 - 1000,
        _ => 0,
    }
}

fn to_cells(cells: &[u8]) -> Vec<Option<Player>> {
    cells.iter().map(|&c| [None, Some(Player::X), Some(Player::O)][c as usize]).collect()
}

/// Every position a game reaches on `rules`' board from the empty one, with the side to move.
fn reachable(naive: &Naive) -> Vec<(Vec<u8>, u8)> {
    let mut seen = std::collections::HashSet::new();
    let mut stack = vec![(vec![0u8; naive.rows * naive.cols], 1u8)];
    let mut out = Vec::new();
    while let Some((cells, p)) = stack.pop() {
        if !seen.insert((cells.clone(), p)) {
            continue;
        }
        out.push((cells.clone(), p));
        if naive.line(&cells, 1) || naive.line(&cells, 2) {
            continue;
        }
        for m in naive.moves(&cells) {
            let mut next = cells.clone();
            next[m] = p;
            stack.push((next, 3 - p));
        }
    }
    out
}

/// The solver, each move's ranking and Hard's move against the naive minimax on every
/// reachable position (or every `stride`-th) of small boards, plain, with gravity and misère.
#[test]
fn small_boards_solve_exactly_as_a_naive_minimax() {
    let cases = [
        (Rules::new(3, 4, 3).unwrap(), 7),
        (Rules::new(4, 3, 3).unwrap().with_gravity(true), 1),
        (Rules::new(4, 4, 3).unwrap().with_gravity(true), 13),
        (Rules::new(3, 3, 3).unwrap().with_misere(true), 1),
        (Rules::new(3, 4, 3).unwrap().with_misere(true), 7),
        (Rules::new(4, 4, 4).unwrap().with_gravity(true), 29),
        (Rules::new(4, 3, 3).unwrap(), 7),
    ];
    for (rules, stride) in cases {
        let mut naive = Naive::new(rules);
        let mut mnk = engine(rules);
        let positions = reachable(&naive);
        let mut checked = 0;
        for (cells, p) in positions.into_iter().step_by(stride) {
            let board = Board::from_cells(rules, &to_cells(&cells)).unwrap();
            let player = if p == 1 { Player::X } else { Player::O };
            let (v, d) = naive.eval(&mut cells.clone(), p);
            let s = mnk.solve(&board, player, Budget::UNLIMITED).unwrap();
            let want = match v {
                1 => Outcome::Win,
                -1 => Outcome::Loss,
                _ => Outcome::Draw,
            };
            let plies = if v == 0 && !board.is_finished() { cells.iter().filter(|&&c| c == 0).count() as u32 } else { d };
            assert_eq!((s.value, s.plies), (Some(want), Some(plies)), "{rules}: {board} {player}");
            if board.is_finished() {
                assert_eq!(s.best, None);
                continue;
            }
            // The best move reaches the value and distance.
            let best = s.best.unwrap();
            let mut after = cells.clone();
            after[usize::from(best.row) * naive.cols + usize::from(best.col)] = p;
            let (cv, cd) = naive.eval(&mut after, 3 - p);
            assert_eq!(rank((-cv, cd + 1)), rank((v, d)), "{rules}: {board} best {best}");
            if checked % 5 == 0 {
                for m in mnk.ranked_moves(&board, player, Budget::UNLIMITED).unwrap() {
                    let mut after = cells.clone();
                    after[usize::from(m.mv.row) * naive.cols + usize::from(m.mv.col)] = p;
                    let (cv, cd) = naive.eval(&mut after, 3 - p);
                    let want = match -cv {
                        1 => Outcome::Win,
                        -1 => Outcome::Loss,
                        _ => Outcome::Draw,
                    };
                    let plies = if cv == 0 { cells.iter().filter(|&&c| c == 0).count() as u32 } else { cd + 1 };
                    assert_eq!((m.value, m.plies), (Some(want), Some(plies)), "{rules}: {board} move {}", m.mv);
                }
            }
            checked += 1;
        }
        assert!(checked > 200, "{rules}: only {checked}");
    }
}

#[test]
fn four_by_four_games_from_the_empty_board() {
    let rules = Rules::new(4, 4, 3).unwrap();
    let s = engine(rules).solve(&Board::empty(rules), Player::X, Budget::UNLIMITED).unwrap();
    assert_eq!((s.complete, s.value), (true, Some(Outcome::Win)));
    // X's third mark completes the line: plies 5 (checked by the naive oracle below).
    let mut naive = Naive::new(rules);
    let (v, d) = naive.eval(&mut vec![0; 16], 1);
    assert_eq!((v, d), (1, s.plies.unwrap()));

    let s = engine(Rules::FOUR_BY_FOUR).solve(&Board::empty(Rules::FOUR_BY_FOUR), Player::X, Budget::UNLIMITED).unwrap();
    assert_eq!((s.complete, s.value, s.plies), (true, Some(Outcome::Draw), Some(16)));
    let rules = Rules::new(5, 4, 4).unwrap();
    let s = engine(rules).solve(&Board::empty(rules), Player::X, Budget::UNLIMITED).unwrap();
    assert_eq!((s.complete, s.value, s.plies), (true, Some(Outcome::Draw), Some(20)));
}

#[test]
fn budgets_stop_the_search_and_node_budgets_reproduce() {
    let rules = Rules::GOMOKU;
    let board = Board::empty(rules).play(Move::new(7, 7), Player::X).unwrap();
    let mut e = engine(rules);
    let s = e.solve(&board, Player::O, Budget::nodes(5_000)).unwrap();
    assert!(!s.complete);
    assert_eq!((s.value, s.plies), (None, None));
    assert!(s.best.is_some());
    assert!(s.nodes <= 5_000);
    let again = e.solve(&board, Player::O, Budget::nodes(5_000)).unwrap();
    assert_eq!(s, again);
    let timed = e.solve(&board, Player::O, Budget { time_ms: Some(30.0), max_nodes: None }).unwrap();
    assert!(!timed.complete);

    let hard = |seed| {
        let mut e = MnkEngine::new(rules, EngineOptions::default().with_seed(Seed(seed)).with_max_nodes(3_000).with_table_bits(16)).unwrap();
        e.best_move(&board, Player::O).unwrap()
    };
    assert_eq!(hard(1), hard(1));
    assert_eq!(hard(1), hard(2), "Hard draws nothing from the generator");
    // With nothing left to run, a level still answers.
    let mut none = MnkEngine::new(rules, EngineOptions::default().with_seed(Seed(1)).with_max_nodes(0).with_table_bits(16)).unwrap();
    assert!(none.best_move(&board, Player::O).unwrap().is_some());
}

#[test]
fn levels_are_reproducible_and_finished_boards_have_no_move() {
    let rules = Rules::CONNECT_FOUR;
    for level in Level::ALL {
        let play = |seed: u64| {
            let mut e = MnkEngine::new(rules, EngineOptions::default().with_level(level).with_seed(Seed(seed)).with_max_nodes(20_000).with_table_bits(16)).unwrap();
            let mut board = Board::empty(rules);
            let mut player = Player::X;
            let mut moves = Vec::new();
            while let Some(mv) = e.best_move(&board, player).unwrap() {
                board = board.play(mv, player).unwrap();
                moves.push(mv);
                player = !player;
            }
            assert!(board.is_finished());
            moves
        };
        assert_eq!(play(3), play(3), "{level:?}");
    }
    let full = Board::from_text(Rules::TIC_TAC_TOE, "XOX XOO OXX").unwrap();
    assert!(full.is_draw());
    assert_eq!(engine(Rules::TIC_TAC_TOE).best_move(&full, Player::X).unwrap(), None);
}

/// The cell a sentence names: its first `(row, col)`.
fn named_cell(text: &str) -> Option<Move> {
    let start = text.find('(')? + 1;
    let end = start + text[start..].find(')')?;
    let (r, c) = text[start..end].split_once(", ")?;
    Some(Move::new(r.parse().ok()?, c.parse().ok()?))
}

/// A coach's sentence must not talk a player out of the game: on 3×3 the cell an engine's
/// `analyze` names keeps the value the position has under perfect play, on every reachable
/// position, for the side to move (a lost position's every move is as good).
#[test]
fn on_3x3_the_cell_analyze_names_keeps_the_positions_value() {
    let mut worse = Vec::new();
    let mut mnk = engine(Rules::TIC_TAC_TOE);
    let positions: Vec<Position> = common::reachable_positions().into_iter().filter(|p| !p.is_over()).collect();
    for pos in &positions {
        let board = mnk_board(*pos);
        let text = mnk.analyze(&board, pos.to_move()).unwrap().explanation.text();
        let cell = named_cell(&text).unwrap_or_else(|| panic!("no cell named: {text}"));
        let ranked = solver::ranked_moves(*pos);
        let value_of = |m: Move| ranked.as_slice().iter().find(|r| (r.square.row(), r.square.col()) == (m.row, m.col)).map(|r| r.eval.value);
        let best = ranked.as_slice().first().map(|r| r.eval.value);
        if value_of(cell) != best {
            worse.push(format!("{board} {:?}: {text}", pos.to_move()));
        }
    }
    assert_eq!(positions.len(), 4_520);
    assert!(worse.is_empty(), "{} positions, e.g. {:?}", worse.len(), &worse[..worse.len().min(6)]);
}
