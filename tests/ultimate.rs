//! Ultimate tic-tac-toe on the public API: the bitboard rules against a slow, obviously
//! correct reference over plain `[u8; 81]` arrays (perft, 2,000 random games), the solver
//! against brute-force minimax near the end, Hard's tactics, reproducibility and the bounded
//! node pool.

use oxo_ai::ultimate::{
    BoardStatus, Budget, EngineOptions, Level, Outcome, Position, Status, Tiebreak, Tuning, UltimateEngine, MAX_NODES,
};
use oxo_ai::{Player, Rng, Seed};

// ---------------------------------------------------------------------------------------------
// The reference: cells 0 empty, 1 X, 2 O, row-major on the 9×9 board.

const REF_LINES: [[(usize, usize); 3]; 8] = [
    [(0, 0), (0, 1), (0, 2)],
    [(1, 0), (1, 1), (1, 2)],
    [(2, 0), (2, 1), (2, 2)],
    [(0, 0), (1, 0), (2, 0)],
    [(0, 1), (1, 1), (2, 1)],
    [(0, 2), (1, 2), (2, 2)],
    [(0, 0), (1, 1), (2, 2)],
    [(0, 2), (1, 1), (2, 0)],
];

/// The value at (r, c) of small board `b` (r, c in 0..3).
fn ref_at(cells: &[u8; 81], b: usize, r: usize, c: usize) -> u8 {
    cells[(b / 3 * 3 + r) * 9 + b % 3 * 3 + c]
}

/// 1 or 2 if that player has three in a row on small board `b`, else 0.
fn ref_board_winner(cells: &[u8; 81], b: usize) -> u8 {
    for who in [1, 2] {
        if REF_LINES.iter().any(|line| line.iter().all(|&(r, c)| ref_at(cells, b, r, c) == who)) {
            return who;
        }
    }
    0
}

fn ref_board_full(cells: &[u8; 81], b: usize) -> bool {
    (0..3).all(|r| (0..3).all(|c| ref_at(cells, b, r, c) != 0))
}

fn ref_closed(cells: &[u8; 81], b: usize) -> bool {
    ref_board_winner(cells, b) != 0 || ref_board_full(cells, b)
}

fn ref_game_winner(cells: &[u8; 81]) -> u8 {
    let owner: Vec<u8> = (0..9).map(|b| ref_board_winner(cells, b)).collect();
    for who in [1, 2] {
        if REF_LINES.iter().any(|line| line.iter().all(|&(r, c)| owner[r * 3 + c] == who)) {
            return who;
        }
    }
    0
}

/// The game's end: `Some(0)` drawn, `Some(1 | 2)` won, `None` still on.
fn ref_result(cells: &[u8; 81], tiebreak: Tiebreak) -> Option<u8> {
    let w = ref_game_winner(cells);
    if w != 0 {
        return Some(w);
    }
    if !(0..9).all(|b| ref_closed(cells, b)) {
        return None;
    }
    match tiebreak {
        Tiebreak::Draw => Some(0),
        Tiebreak::Boards => {
            let x = (0..9).filter(|&b| ref_board_winner(cells, b) == 1).count();
            let o = (0..9).filter(|&b| ref_board_winner(cells, b) == 2).count();
            Some(if x > o { 1 } else if o > x { 2 } else { 0 })
        }
    }
}

/// The legal moves (9×9 indices, ascending) after the move at `last`.
fn ref_legal(cells: &[u8; 81], last: Option<usize>) -> Vec<u8> {
    if ref_result(cells, Tiebreak::Draw).is_some() {
        return Vec::new();
    }
    let target = last.map(|i| (i / 9 % 3) * 3 + i % 9 % 3).filter(|&b| !ref_closed(cells, b));
    (0..81usize)
        .filter(|&i| {
            let b = (i / 9 / 3) * 3 + i % 9 / 3;
            cells[i] == 0 && !ref_closed(cells, b) && target.is_none_or(|t| t == b)
        })
        .map(|i| i as u8)
        .collect()
}

fn ref_to_move(cells: &[u8; 81]) -> u8 {
    let x = cells.iter().filter(|&&v| v == 1).count();
    let o = cells.iter().filter(|&&v| v == 2).count();
    if x <= o { 1 } else { 2 }
}

fn ref_perft(cells: &mut [u8; 81], last: Option<usize>, depth: u32) -> u64 {
    if depth == 0 {
        return 1;
    }
    let who = ref_to_move(cells);
    let mut n = 0;
    for mv in ref_legal(cells, last) {
        cells[usize::from(mv)] = who;
        n += ref_perft(cells, Some(usize::from(mv)), depth - 1);
        cells[usize::from(mv)] = 0;
    }
    n
}

fn perft(p: &Position, depth: u32) -> u64 {
    if depth == 0 {
        return 1;
    }
    let moves = p.legal_moves();
    if depth == 1 {
        return moves.len() as u64;
    }
    moves
        .as_slice()
        .iter()
        .map(|&mv| {
            let mut q = *p;
            q.play_unchecked(mv);
            perft(&q, depth - 1)
        })
        .sum()
}

fn player_value(p: Option<Player>) -> u8 {
    match p {
        Some(Player::X) => 1,
        Some(Player::O) => 2,
        None => 0,
    }
}

fn status_value(s: Status) -> Option<u8> {
    match s {
        Status::Ongoing => None,
        Status::Drawn => Some(0),
        Status::Won(p) => Some(player_value(Some(p))),
    }
}

// ---------------------------------------------------------------------------------------------
// Rules.

#[test]
fn perft_matches_the_reference_and_published_counts() {
    let published = [81u64, 720, 6_336, 55_080];
    for (depth, &count) in (1..).zip(published.iter()) {
        assert_eq!(ref_perft(&mut [0; 81], None, depth), count, "reference, depth {depth}");
        assert_eq!(perft(&Position::start(), depth), count, "bitboards, depth {depth}");
    }
    assert_eq!(perft(&Position::start(), 5), 473_256);
}

#[test]
fn random_games_agree_with_the_reference() {
    let mut rng = Rng::new(Seed(2026));
    let (mut won, mut drawn, mut boards_decided) = (0, 0, 0);
    for _ in 0..2_000 {
        let mut cells = [0u8; 81];
        let mut last = None;
        let mut p = Position::start();
        loop {
            let legal = ref_legal(&cells, last);
            let mut fast = p.legal_moves().as_slice().to_vec();
            fast.sort_unstable();
            assert_eq!(fast, legal);
            for b in 0..9u8 {
                let expected = match (ref_board_winner(&cells, usize::from(b)), ref_board_full(&cells, usize::from(b))) {
                    (1, _) => BoardStatus::Won(Player::X),
                    (2, _) => BoardStatus::Won(Player::O),
                    (_, true) => BoardStatus::Drawn,
                    _ => BoardStatus::Open,
                };
                assert_eq!(p.board_status(b), expected);
            }
            for tiebreak in [Tiebreak::Draw, Tiebreak::Boards] {
                assert_eq!(status_value(p.status(tiebreak)), ref_result(&cells, tiebreak));
            }
            assert_eq!(Position::from_cells(&cells, last.map(|i: usize| i as u8)), p);
            for i in 0..81u8 {
                assert_eq!(player_value(p.cell(i)), cells[usize::from(i)]);
            }
            if legal.is_empty() {
                match ref_result(&cells, Tiebreak::Draw) {
                    Some(0) => {
                        drawn += 1;
                        if ref_result(&cells, Tiebreak::Boards) != Some(0) {
                            boards_decided += 1;
                        }
                    }
                    _ => won += 1,
                }
                break;
            }
            let mv = legal[rng.below(legal.len() as u32) as usize];
            cells[usize::from(mv)] = ref_to_move(&cells);
            last = Some(usize::from(mv));
            p.play_unchecked(mv);
        }
    }
    // Both kinds of end, and draws the board count decides, were met.
    assert!(won > 1_000 && drawn > 50 && boards_decided > 20, "{won} {drawn} {boards_decided}");
}

// ---------------------------------------------------------------------------------------------
// The solver against brute force.

/// The minimax value of `p` for its side to move: 1 win, 0 draw, -1 loss.
fn minimax(p: &Position, tiebreak: Tiebreak) -> i32 {
    match p.status(tiebreak) {
        Status::Won(w) => return if w == p.to_move() { 1 } else { -1 },
        Status::Drawn => return 0,
        Status::Ongoing => {}
    }
    p.legal_moves()
        .as_slice()
        .iter()
        .map(|&mv| {
            let mut q = *p;
            q.play_unchecked(mv);
            -minimax(&q, tiebreak)
        })
        .max()
        .unwrap_or(0)
}

fn tree_size(p: &Position, limit: u64) -> u64 {
    if p.is_over() {
        return 1;
    }
    let mut n = 1;
    for &mv in p.legal_moves().as_slice() {
        let mut q = *p;
        q.play_unchecked(mv);
        n += tree_size(&q, limit);
        if n > limit {
            break;
        }
    }
    n
}

/// Positions a few plies from the end of random games, with small game trees.
fn near_final_positions(seed: u64, count: usize) -> Vec<Position> {
    let mut rng = Rng::new(Seed(seed));
    let mut out = Vec::new();
    while out.len() < count {
        let mut line = Vec::new();
        let mut p = Position::start();
        while !p.is_over() {
            let moves = p.legal_moves();
            let mv = moves.as_slice()[rng.below(moves.len() as u32) as usize];
            line.push(p);
            p.play_unchecked(mv);
        }
        let back = 3 + rng.below(6) as usize;
        if let Some(q) = line.len().checked_sub(back).map(|i| line[i]) {
            if tree_size(&q, 20_000) <= 20_000 {
                out.push(q);
            }
        }
    }
    out
}

#[test]
fn proven_values_match_minimax_near_the_end() {
    for tiebreak in [Tiebreak::Draw, Tiebreak::Boards] {
        let mut proven = 0;
        for (i, p) in near_final_positions(11, 60).iter().enumerate() {
            let options = EngineOptions::default().with_seed(i as u64).with_max_playouts(60_000).with_tiebreak(tiebreak);
            let mut e = UltimateEngine::new(options).unwrap();
            let moves = e.ranked_moves(p, p.to_move(), Budget::playouts(60_000));
            assert_eq!(moves.len(), p.legal_moves().len());
            for m in &moves {
                let mut q = *p;
                q.play_unchecked(m.mv);
                let truth = -minimax(&q, tiebreak);
                if let Some(proof) = m.proof {
                    proven += 1;
                    let value = match proof.value {
                        Outcome::Win => 1,
                        Outcome::Draw => 0,
                        Outcome::Loss => -1,
                    };
                    assert_eq!(value, truth, "{tiebreak:?} {:?} move {}", p.to_cells(), m.mv);
                    assert!(proof.plies >= 1);
                }
            }
            // The best move is a best move by minimax once everything is proven.
            if moves.iter().all(|m| m.proof.is_some()) {
                let best = moves[0].mv;
                let mut q = *p;
                q.play_unchecked(best);
                assert_eq!(-minimax(&q, tiebreak), minimax(p, tiebreak));
            }
        }
        assert!(proven > 100, "{tiebreak:?}: only {proven} proven moves");
    }
}

// ---------------------------------------------------------------------------------------------
// Hard's tactics.

/// Positions from random games where the side to move can win the game at once, and where it
/// cannot but some of its moves leave the opponent a win of the game and some do not.
fn tactical_positions(seed: u64, count: usize) -> (Vec<Position>, Vec<Position>) {
    let mut rng = Rng::new(Seed(seed));
    let (mut wins, mut blocks) = (Vec::new(), Vec::new());
    while wins.len() < count || blocks.len() < count {
        let mut p = Position::start();
        while !p.is_over() {
            let moves = p.legal_moves();
            if p.winning_move().is_some() {
                if wins.len() < count {
                    wins.push(p);
                }
            } else {
                let leaves: Vec<bool> = moves
                    .as_slice()
                    .iter()
                    .map(|&mv| {
                        let mut q = p;
                        q.play_unchecked(mv);
                        q.winning_move().is_some()
                    })
                    .collect();
                if leaves.iter().any(|&l| l) && leaves.iter().any(|&l| !l) && blocks.len() < count {
                    blocks.push(p);
                }
            }
            let mv = moves.as_slice()[rng.below(moves.len() as u32) as usize];
            p.play_unchecked(mv);
        }
    }
    (wins, blocks)
}

#[test]
fn hard_never_misses_a_win_of_the_game_and_blocks_one() {
    let (wins, blocks) = tactical_positions(5, 40);
    for (i, p) in wins.iter().chain(blocks.iter()).enumerate() {
        let options = EngineOptions::default().with_seed(i as u64).with_max_playouts(300);
        let mut e = UltimateEngine::new(options).unwrap();
        let mv = e.best_move(p, p.to_move()).unwrap();
        assert!(p.is_legal(mv));
        let mut q = *p;
        q.play_unchecked(mv);
        if p.winning_move().is_some() {
            assert_eq!(q.status(Tiebreak::Draw), Status::Won(p.to_move()), "missed a win: {:?}", p.to_cells());
        } else {
            assert!(q.winning_move().is_none(), "left a win of the game: {:?}", p.to_cells());
        }
    }
}

#[test]
fn hard_blocks_a_constructed_threat() {
    // O owns boards 0 and 1 and has two in a row on board 2 (cells 0 and 1); X is sent to
    // board 2 and must take its cell 2 (row 0, col 8), else O wins the game there.
    //
    //   O O O | O O O | O O .
    //   X X . | X X . | X . .
    //   . . . | . . . | . . .
    let mut cells = [0u8; 81];
    for i in [0, 1, 2, 3, 4, 5, 6, 7] {
        cells[i] = 2;
    }
    for i in [9, 10, 12, 13, 15] {
        cells[i] = 1;
    }
    // X also holds more marks elsewhere so that counts say X is to move; O's last move, at
    // row 3 col 2 (cell 2 of board 3), sends X to board 2.
    for i in [40, 50, 60, 70] {
        cells[i] = 1;
    }
    cells[29] = 2;
    let p = Position::from_cells(&cells, Some(29));
    assert_eq!(p.sent_to(), Some(2));
    // Medium takes the cell; Hard may also answer by where it sends O (a move elsewhere in
    // board 2 sends O to an open board where O cannot win the game), but never leaves O a win.
    for level in [Level::Medium, Level::Hard] {
        let mut e = UltimateEngine::new(EngineOptions::default().with_level(level).with_seed(1).with_max_playouts(2_000)).unwrap();
        let mv = e.best_move(&p, Player::X).unwrap();
        if level == Level::Medium {
            assert_eq!(mv, 8);
        }
        let mut q = p;
        q.play_unchecked(mv);
        assert!(q.winning_move().is_none(), "{level:?} {mv}");
        let facts = e.analyze(&p, Player::X);
        assert_eq!(facts.must_block, Some(8));
    }
}

#[test]
fn medium_takes_the_game_and_small_boards() {
    let (wins, _) = tactical_positions(9, 20);
    for (i, p) in wins.iter().enumerate() {
        let mut e = UltimateEngine::new(EngineOptions::default().with_level(Level::Medium).with_seed(i as u64)).unwrap();
        let mv = e.best_move(p, p.to_move()).unwrap();
        let mut q = *p;
        q.play_unchecked(mv);
        assert_eq!(q.status(Tiebreak::Draw), Status::Won(p.to_move()));
    }
    // X can win board 4 with its centre row.
    let mut cells = [0u8; 81];
    cells[30] = 1;
    cells[31] = 1;
    cells[0] = 2;
    cells[80] = 2;
    let p = Position::from_cells(&cells, Some(40 - 27 + 27)).with_to_move(Player::X);
    let mut e = UltimateEngine::new(EngineOptions::default().with_level(Level::Medium).with_seed(3)).unwrap();
    let mv = e.best_move(&p, Player::X).unwrap();
    assert_eq!(mv, 32);
}

// ---------------------------------------------------------------------------------------------
// Reproducibility and bounds.

#[test]
fn same_seed_and_playouts_give_the_same_game() {
    let play = |seed: u64| {
        let options = EngineOptions::default().with_seed(seed).with_max_playouts(3_000);
        let mut e = UltimateEngine::new(options).unwrap();
        let mut p = Position::start();
        let mut line = Vec::new();
        let mut ranked = Vec::new();
        while let Some(mv) = e.best_move(&p, p.to_move()) {
            line.push(mv);
            p.play_unchecked(mv);
            if line.len() == 10 {
                ranked = e.ranked_moves(&p, p.to_move(), Budget::playouts(1_000));
            }
        }
        (line, ranked)
    };
    let (a, ra) = play(42);
    let (b, rb) = play(42);
    assert_eq!(a, b);
    assert_eq!(ra, rb);
    let (c, _) = play(43);
    assert_ne!(a, c);
}

#[test]
fn a_long_search_stays_within_the_node_bound() {
    let mut e = UltimateEngine::new(EngineOptions::default().with_seed(5)).unwrap();
    let p = Position::start();
    e.ranked_moves(&p, Player::X, Budget::playouts(1_500_000));
    assert!(e.tree_size() <= MAX_NODES, "{}", e.tree_size());
    assert!(e.tree_size() > MAX_NODES / 2);
    let small = Tuning { max_nodes: 10_000, ..Tuning::default() };
    let mut e = UltimateEngine::new(EngineOptions::default().with_seed(5).with_tuning(small)).unwrap();
    e.ranked_moves(&p, Player::X, Budget::playouts(200_000));
    assert!(e.tree_size() <= 10_000);
}

#[test]
fn lenient_positions_and_finished_games() {
    let mut e = UltimateEngine::new(EngineOptions::default().with_seed(1).with_max_playouts(500)).unwrap();
    let full_x = Position::from_cells(&[1; 81], None);
    assert_eq!(e.best_move(&full_x, Player::O), None);
    assert!(e.ranked_moves(&full_x, Player::O, Budget::playouts(10)).is_empty());
    assert_eq!(e.analyze(&full_x, Player::O).best, None);
    let odd = Position::from_cells(&[9; 81], Some(255));
    assert!(e.best_move(&odd, Player::O).is_some());
}

#[test]
fn any_cells_and_last_move_are_answered_without_panic() {
    let mut rng = Rng::new(Seed(77));
    for i in 0..300u64 {
        let mut cells = [0u8; 81];
        let density = rng.below(100);
        for cell in cells.iter_mut() {
            if rng.below(100) < density {
                *cell = rng.below(4) as u8;
            }
        }
        let last = if rng.below(5) == 0 { None } else { Some(rng.below(100) as u8) };
        let p = Position::from_cells(&cells, last);
        for level in [Level::Easy, Level::Medium, Level::Hard] {
            let options = EngineOptions::default().with_level(level).with_seed(i).with_max_playouts(200);
            let mut e = UltimateEngine::new(options).unwrap();
            for player in [Player::X, Player::O] {
                let q = p.with_to_move(player);
                match e.best_move(&p, player) {
                    Some(mv) => assert!(q.is_legal(mv), "{level:?} {mv}"),
                    None => assert!(q.is_over()),
                }
            }
        }
        let mut e = UltimateEngine::new(EngineOptions::default().with_seed(i).with_max_playouts(200)).unwrap();
        let moves = e.ranked_moves(&p, p.to_move(), Budget::playouts(300));
        assert_eq!(moves.len(), p.legal_moves().len());
        let facts = e.analyze(&p, p.to_move());
        assert_eq!(facts.best.is_some(), !p.is_over());
    }
}
