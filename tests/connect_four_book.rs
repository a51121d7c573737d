//! The opening book the package ships (pkg-template/book/connect-four.oxc4, made by
//! scripts/book.sh): it reads whole, it covers every position Hard meets up to its depth in games
//! from the empty board, and a sample of its records agrees with the solver (API reference "Connect Four: perfect play").

use oxo_ai::mnk::connect4::{book, Book, Connect4};
use oxo_ai::mnk::{Board, Budget, EngineOptions, Level, MnkEngine, Rules};
use oxo_ai::{Player, Rng, Seed};

fn shipped() -> (Connect4, &'static Book) {
    let c4 = Connect4::new(Rules::CONNECT_FOUR, 24).unwrap_or_else(|| panic!("Connect Four fits"));
    let bytes = std::fs::read(concat!(env!("CARGO_MANIFEST_DIR"), "/pkg-template/book/connect-four.oxc4")).unwrap_or_else(|e| panic!("the book: {e}"));
    let book = Book::read(c4.shape(), &bytes).unwrap_or_else(|e| panic!("the book reads: {}", e.reason()));
    (c4, Box::leak(Box::new(book)))
}

#[test]
fn a_sample_of_the_records_agrees_with_the_solver() {
    let (mut c4, book) = shipped();
    // The deepest records are the cheapest to prove: a seeded sample of them, 40 once the book
    // reaches 8 discs (a fraction of a second each), fewer while it is shallower.
    let mut rng = Rng::new(Seed(51));
    let deep: Vec<_> = book.records().filter(|(p, _)| p.stones + 1 >= book.depth()).collect();
    assert!(!deep.is_empty());
    let samples = if book.depth() >= 8 { 40 } else { 3 };
    for _ in 0..samples {
        let (p, r) = &deep[rng.below(deep.len() as u32) as usize];
        let (score, bit) = c4.best(*p, Budget::UNLIMITED).unwrap_or_else(|| panic!("unbounded"));
        assert_eq!((r.score, r.first), (score, c4.shape().column_of(bit)), "the record of {p:?}");
        let (_, mirrored) = c4.best(p.mirrored(&c4.shape()), Budget::UNLIMITED).unwrap_or_else(|| panic!("unbounded"));
        assert_eq!(r.second, c4.shape().column_of(mirrored), "its mirror image's move, {p:?}");
    }
}

#[test]
fn it_holds_every_position_hard_meets_up_to_its_depth() {
    let (c4, book) = shipped();
    let shape = c4.shape();
    // The walk the reader does, counted: each record met once, each position's move playable.
    let mut met = std::collections::HashSet::new();
    assert!(book::walk(shape, book.depth(), |key, _| {
        met.insert(key);
        book.record(key)
    }));
    assert_eq!(met.len(), book.len(), "no record the walk does not meet");
    // And games against a random opponent from either side stay in it up to its depth.
    let mut engine = MnkEngine::new(Rules::CONNECT_FOUR, EngineOptions::default().with_level(Level::Hard).with_max_nodes(1)).unwrap_or_else(|e| panic!("{e}"));
    engine.use_book(book).unwrap_or_else(|e| panic!("{}", e.reason()));
    let mut rng = Rng::new(Seed(7));
    for game in 0..40 {
        let hard = if game % 2 == 0 { Player::X } else { Player::O };
        let mut board = Board::empty(Rules::CONNECT_FOUR);
        let mut player = Player::X;
        while board.stones() <= book.depth() && !board.is_finished() {
            let mv = if player == hard {
                let p = Connect4::position(&board, player);
                if p.wins_now(&shape) == 0 {
                    assert!(book.get(p).is_some(), "game {game}: the book holds {board:?}");
                }
                engine.best_move(&board, player).unwrap_or_else(|e| panic!("{e}")).unwrap_or_else(|| panic!("a move"))
            } else {
                let moves = board.available_moves();
                moves[rng.below(moves.len() as u32) as usize]
            };
            board = board.play(mv, player).unwrap_or_else(|e| panic!("{e}"));
            player = player.opponent();
        }
    }
}

/// A random position of `discs` discs games reach, no four made and none for the side to move in
/// one, as the bench draws them.
fn random_position(c4: &Connect4, rng: &mut Rng, discs: u32) -> oxo_ai::mnk::connect4::Position {
    let shape = c4.shape();
    loop {
        let mut p = oxo_ai::mnk::connect4::Position::new(0, 0);
        let mut ok = true;
        for _ in 0..discs {
            let open: Vec<u64> = (0..shape.cols).map(|c| p.playable(&shape) & shape.column(c)).filter(|&cell| cell != 0).collect();
            let cell = open[rng.below(open.len() as u32) as usize];
            if p.wins_now(&shape) & cell != 0 {
                ok = false;
                break;
            }
            p = p.play(cell);
        }
        if ok && p.wins_now(&shape) == 0 {
            return p;
        }
    }
}

#[test]
fn the_layers_hold_every_position_of_the_first_discs_and_a_sample_agrees_with_the_solver() {
    let (mut c4, book) = shipped();
    c4.use_book(book).unwrap_or_else(|e| panic!("{}", e.reason()));
    let layers = book.layers().unwrap_or_else(|| panic!("the book's file carries the layers (connect4-data pack)"));
    assert_eq!(layers.top(), 9);
    // In a random sample, each score below the top layer is the best of its moves' scores, each
    // from the layers; each score of the top layer is the solver's.
    let mut rng = Rng::new(Seed(60));
    for discs in 0..=9u32 {
        for _ in 0..if discs == 9 { 24 } else { 200 } {
            let p = random_position(&c4, &mut rng, discs);
            let v = layers.score(p).unwrap_or_else(|| panic!("the layers hold {p:?}"));
            assert_eq!(layers.score(p.mirrored(&c4.shape())), Some(v), "its mirror image");
            if discs == 9 {
                let mut solver = oxo_ai::mnk::connect4::Solver::new(c4.shape(), 22);
                solver.start(Budget::UNLIMITED);
                assert_eq!(solver.score(p), Some(v), "{p:?}");
            } else {
                let (score, _) = c4.from_layers(p).unwrap_or_else(|| panic!("answered from the layers"));
                let ranked = c4.ranked(p, Budget::nodes(0));
                assert_eq!(Some(score), ranked.iter().filter_map(|&(_, s)| s).max(), "{p:?}");
                assert!(ranked.iter().all(|(_, s)| s.is_some()), "every column from the layers, {p:?}");
                assert_eq!(score, v);
            }
        }
    }
    // And a few positions of 5 to 8 discs are the solver's too.
    for discs in [5, 6, 7, 8] {
        let p = random_position(&c4, &mut rng, discs);
        let mut solver = oxo_ai::mnk::connect4::Solver::new(c4.shape(), 24);
        solver.start(Budget::UNLIMITED);
        assert_eq!(solver.score(p), layers.score(p), "{p:?}");
    }
}
