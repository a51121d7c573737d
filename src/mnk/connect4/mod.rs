//! Connect Four solved: the exact solver for gravity boards of four in a row that fit a machine
//! word (API reference "Connect Four: perfect play"), and its opening book. `MnkEngine` hands these rules here; every other rule
//! keeps the general search.
//!
//! - [`Shape`] lays the board out in a word; [`Position`] reads moves, wins and threats by shifts.
//! - [`Solver`] proves a position's score; [`Table`] keeps its bounds.
//! - [`Book`] holds the scores and moves of the positions Hard meets in its first moves.
//! - [`Connect4`] answers the engine's calls: the best move with the API reference's "Bigger boards" tie-break, every
//!   column's score.

pub mod book;
pub mod coder;
pub mod file;
pub mod keys;
pub mod layer;
pub mod layers;
pub mod position;
pub mod shape;
pub mod solver;
pub mod table;

pub use book::Book;
pub use file::BookError;
pub use layer::Layer;
pub use layers::Layers;
pub use position::Position;
pub use shape::Shape;
pub use solver::Solver;
pub use table::Table;

use alloc::vec::Vec;
use super::bits::Wide;
use super::board::Board;
use super::geometry::Geometry;
use super::rules::Rules;
use super::search::{Budget, Proof};
use super::windows::Windows;
use crate::common::player::Player;

/// The solver, the tie-break order and the book, if loaded, for one board shape.
#[derive(Clone, Debug)]
pub struct Connect4 {
    pub solver: Solver,
    /// Every cell's bit in tie-break order.
    by_rank: Vec<u32>,
    book: Option<&'static Book>,
}

impl Connect4 {
    /// The solver for `rules` with a table of at most `2^max_bits` slots, if it serves them.
    pub fn new(rules: Rules, max_bits: u32) -> Option<Connect4> {
        let shape = Shape::of(rules)?;
        let by_rank = super::order::tie_break(&Geometry::<Wide>::wide(rules), &Windows::new(rules));
        Some(Connect4 { solver: Solver::new(shape, max_bits), by_rank, book: None })
    }

    pub fn shape(&self) -> Shape {
        self.solver.shape
    }

    /// `board` with `player` to move.
    pub fn position(board: &Board, player: Player) -> Position {
        let low = |w: Wide| w.0[0];
        Position::new(low(board.marks(player)), low(board.marks(player.opponent())))
    }

    /// Uses `book` from now on, if it is this shape's.
    ///
    /// # Errors
    /// [`BookError::Shape`] for a book of another board.
    pub fn use_book(&mut self, book: &'static Book) -> Result<(), BookError> {
        if book.shape() != self.shape() {
            return Err(BookError::Shape);
        }
        self.book = Some(book);
        Ok(())
    }

    pub fn has_book(&self) -> bool {
        self.book.is_some()
    }

    /// The book's score and move for `p`, if it holds `p`.
    pub fn from_book(&self, p: Position) -> Option<(i32, u32)> {
        self.book?.get(p).map(|e| (e.score, e.cell))
    }

    /// `p`'s score and best move by the API reference's "Bigger boards" tie-break, from the
    /// book's layers, where they hold `p` and its children.
    pub fn from_layers(&self, p: Position) -> Option<(i32, u32)> {
        let layers = self.book?.layers()?;
        if p.stones >= layers.top() {
            return None;
        }
        let score = layers.score(p)?;
        let open = p.playable(&self.shape());
        let bit = self.by_rank.iter().copied().find(|&bit| open & (1 << bit) != 0 && self.known_move_score(p, 1 << bit) == Some(score))?;
        Some((score, bit))
    }

    /// The mover's score for dropping on `cell` (playable in `p`) where it needs no search: a
    /// win at once, a full board, or a position the book or its layers hold.
    fn known_move_score(&self, p: Position, cell: u64) -> Option<i32> {
        let s = self.shape();
        if p.wins_now(&s) & cell != 0 {
            return Some(s.win_at(p.stones));
        }
        let child = p.play(cell);
        if child.stones == s.cells {
            return Some(0);
        }
        let book = self.book?;
        book.layers().and_then(|l| l.score(child)).or_else(|| book.get(child).map(|e| e.score)).map(|v| -v)
    }

    /// The proven score of `p` (not finished) and its best move by the API reference's "Bigger boards" tie-break (the
    /// book's move where the book holds `p`), within `budget`; `None` if the proof ran out.
    pub fn best(&mut self, p: Position, budget: Budget) -> Option<(i32, u32)> {
        self.solver.start(budget);
        if let Some(found) = self.from_book(p).or_else(|| self.from_layers(p)) {
            return Some(found);
        }
        // The top layer's positions have their score there, not their children's.
        let known = self.book.and_then(Book::layers).and_then(|l| l.score(p));
        let score = match known {
            Some(v) => v,
            None => self.solver.score(p)?,
        };
        let playable = p.playable(&self.shape());
        for &bit in &self.by_rank {
            let cell = 1u64 << bit;
            if playable & cell != 0 && self.solver.move_keeps(p, cell, score)? {
                return Some((score, bit));
            }
        }
        None
    }

    /// The book's record for `p` (not finished, no win at once), proven within `budget`: its
    /// score and the best move's column by the API reference's "Bigger boards" tie-break in `p` and in its mirror image
    /// (that image's column), canonical orientation first.
    pub fn record(&mut self, p: Position, mirrored: bool, budget: Budget) -> Option<book::Record> {
        let s = self.shape();
        self.solver.start(budget);
        let score = self.solver.score(p)?;
        let playable = p.playable(&s);
        let mut keeps: [Option<bool>; 16] = [None; 16];
        // The first cell of `order` (bits in this orientation) that is playable and keeps the score.
        let mut first_keeping = |solver: &mut Solver, order: &mut dyn Iterator<Item = u32>| -> Option<u32> {
            for bit in order {
                let cell = 1u64 << bit;
                if playable & cell == 0 {
                    continue;
                }
                let col = s.column_of(bit) as usize;
                let k = match keeps[col] {
                    Some(k) => k,
                    None => solver.move_keeps(p, cell, score)?,
                };
                keeps[col] = Some(k);
                if k {
                    return Some(s.column_of(bit));
                }
            }
            None
        };
        let by_rank = &self.by_rank;
        let here = first_keeping(&mut self.solver, &mut by_rank.iter().copied())?;
        // The mirror image's tie-break order, its cells seen in this orientation.
        let mirror = |b: u32| {
            let (r, c) = s.coords(b);
            s.bit(r, s.mirror_column(c))
        };
        let there = s.mirror_column(first_keeping(&mut self.solver, &mut by_rank.iter().map(|&b| mirror(b)))?);
        let (first, second) = if mirrored { (there, here) } else { (here, there) };
        Some(book::Record { score, first, second })
    }

    /// Every playable cell's bit, column by column, with its proven score for the mover, if
    /// proven within its share of `budget`.
    pub fn ranked(&mut self, p: Position, budget: Budget) -> Vec<(u32, Option<i32>)> {
        let s = self.shape();
        let playable = p.playable(&s);
        let bits: Vec<u32> = (0..s.cols).map(|c| playable & s.column(c)).filter(|&cell| cell != 0).map(u64::trailing_zeros).collect();
        let start = crate::common::clock::now_ms();
        let mut out = Vec::with_capacity(bits.len());
        self.solver.start(budget);
        for (i, &bit) in bits.iter().enumerate() {
            let cell = 1u64 << bit;
            let score = self.known_move_score(p, cell).or_else(|| {
                let left = budget.after(start, self.solver.meter.nodes);
                self.solver.meter.limit(left.share(u32::try_from(bits.len() - i).unwrap_or(1)));
                self.solver.move_score(p, cell)
            });
            out.push((bit, score));
        }
        out
    }

    /// The value and plies `score` means in `p`.
    pub fn proof(&self, score: i32, p: Position) -> Proof {
        self.solver.proof(score, p.stones)
    }

    /// Each cell's place in the tie-break order, for ranking moves.
    pub fn rank_of(&self, bit: u32) -> usize {
        self.by_rank.iter().position(|&b| b == bit).unwrap_or(usize::MAX)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::common::rng::{Rng, Seed};
    use crate::mnk::search::{Outcome, Searcher};

    /// A random unfinished position of `stones` stones on `rules`, with the player to move.
    fn random(rules: Rules, rng: &mut Rng, stones: u32) -> Option<(Board, Player)> {
        let mut board = Board::empty(rules);
        let mut player = Player::X;
        for _ in 0..stones {
            let moves = board.available_moves();
            let mv = *moves.get(rng.below(moves.len() as u32) as usize)?;
            board = board.play(mv, player).ok()?;
            if board.is_finished() {
                return None;
            }
            player = player.opponent();
        }
        Some((board, player))
    }

    /// The general search's proof and tie-break move, the oracle the solver must match.
    fn general(rules: Rules, board: &Board, player: Player) -> (Proof, u32) {
        let mut s = Searcher::new(Geometry::wide(rules), 20);
        s.load(board.marks(Player::X), board.marks(Player::O), player);
        s.start(Budget::UNLIMITED);
        let score = s.prove().unwrap_or_else(|| panic!("no budget to run out"));
        let best = s.best_with(score).flatten().unwrap_or_else(|| panic!("a move keeps the score"));
        (s.proof_of(score), best)
    }

    #[test]
    fn matches_the_general_search_value_plies_and_tie_break_on_small_boards() {
        let mut rng = Rng::new(Seed(50));
        let mut checked = 0;
        for (rows, cols) in [(4, 4), (4, 5), (5, 4), (5, 5), (4, 6), (6, 4), (3, 5)] {
            let rules = Rules::new(rows, cols, 4).unwrap_or_else(|e| panic!("{e}")).with_gravity(true);
            let mut c4 = Connect4::new(rules, 16).unwrap_or_else(|| panic!("{rows}x{cols} fits"));
            for i in 0..60 {
                let stones = i % (rows * cols - 1);
                let Some((board, player)) = random(rules, &mut rng, stones) else { continue };
                let p = Connect4::position(&board, player);
                let (score, bit) = c4.best(p, Budget::UNLIMITED).unwrap_or_else(|| panic!("unbounded"));
                let (proof, best) = general(rules, &board, player);
                assert_eq!((c4.proof(score, p), bit), (proof, best), "{rows}x{cols}: {board:?} {player:?}");
                for (cell, s) in c4.ranked(p, Budget::UNLIMITED) {
                    let child = board.play(bit_move(&c4, cell), player).unwrap_or_else(|e| panic!("{e}"));
                    let v = s.unwrap_or_else(|| panic!("unbounded"));
                    let expected = match child.winner() {
                        Some(_) => Proof { value: Outcome::Win, plies: 1 },
                        None if child.is_full() => Proof { value: Outcome::Draw, plies: 1 },
                        None => {
                            let (after, _) = general(rules, &child, player.opponent());
                            let value = match after.value { Outcome::Win => Outcome::Loss, Outcome::Loss => Outcome::Win, Outcome::Draw => Outcome::Draw };
                            Proof { value, plies: after.plies + 1 }
                        }
                    };
                    assert_eq!(c4.proof(v, p), expected, "{rows}x{cols}: a move's score");
                }
                checked += 1;
            }
        }
        assert!(checked > 300, "{checked} positions");
    }

    fn bit_move(c4: &Connect4, bit: u32) -> crate::mnk::Move {
        let (r, c) = c4.shape().coords(bit);
        crate::mnk::Move::new(r as u8, c as u8)
    }

    #[test]
    fn answers_from_the_layers_as_the_solver_does() {
        let rules = Rules::new(4, 5, 4).unwrap_or_else(|e| panic!("{e}")).with_gravity(true);
        let mut searched = Connect4::new(rules, 16).unwrap_or_else(|| panic!("fits"));
        let shape = searched.shape();
        let (layers, _) = layers::tests::solved(shape, 6);
        let empty = Position::new(0, 0);
        let record = searched.record(empty, false, Budget::UNLIMITED).unwrap_or_else(|| panic!("unbounded"));
        let bytes = Book::write(shape, 0, &[record], &layers.write());
        assert_eq!(Book::read(shape, &bytes[..16 + 2]).err(), Some(BookError::Corrupt), "a file cut where the records end");
        for cut in [1, 2, bytes.len() - 16 - 2 - 9] {
            assert_eq!(Book::read(shape, &bytes[..bytes.len() - cut]).err(), Some(BookError::Truncated), "the layers cut by {cut} bytes");
        }
        assert_eq!(Book::read(shape, &[&bytes[..], &[0]].concat()).err(), Some(BookError::Corrupt), "a byte too many");
        let book: &'static Book = alloc::boxed::Box::leak(alloc::boxed::Box::new(Book::read(shape, &bytes).unwrap_or_else(|e| panic!("{e:?}"))));
        let mut c4 = Connect4::new(rules, 16).unwrap_or_else(|| panic!("fits"));
        c4.use_book(book).unwrap_or_else(|e| panic!("{e:?}"));
        let mut rng = Rng::new(Seed(60));
        let mut answered = 0;
        for i in 0..300 {
            let Some((board, player)) = random(rules, &mut rng, i % 6) else { continue };
            let p = Connect4::position(&board, player);
            let (from_layers, ranked) = (c4.from_layers(p), c4.ranked(p, Budget::nodes(0)));
            assert_eq!(from_layers, searched.best(p, Budget::UNLIMITED), "{board:?}");
            assert_eq!(c4.best(p, Budget::nodes(0)), from_layers, "no search needed");
            assert_eq!(ranked, searched.ranked(p, Budget::UNLIMITED), "{board:?}");
            answered += 1;
        }
        assert!(answered > 200, "{answered}");
    }

    #[test]
    fn a_spent_budget_proves_nothing_and_a_node_budget_reproduces() {
        let mut c4 = Connect4::new(Rules::CONNECT_FOUR, 20).unwrap_or_else(|| panic!("fits"));
        let p = Position::new(0, 0);
        assert_eq!(c4.best(p, Budget::nodes(10_000)), None, "the empty board is not proven in 10,000 nodes");
        let nodes = c4.solver.meter.nodes;
        assert_eq!(c4.best(p, Budget::nodes(10_000)), None);
        assert_eq!(c4.solver.meter.nodes, nodes, "the same work twice");
    }
}
