//! MCTS: Monte Carlo tree search with UCB1 (C = √2), uniform random playouts and a fixed
//! number of iterations, its tree kept in an arena reused from move to move.

use alloc::vec::Vec;
use super::{nth_square, Strategy};
use crate::common::clock;
use crate::common::player::Player;
use crate::common::rng::Rng;
use crate::ttt::bitboard::Bitboard;
use crate::ttt::position::{Outcome, Position};
use crate::ttt::square::Square;
use core::fmt;

/// Arena index meaning "no node".
const NONE: u32 = u32::MAX;

/// A node with no parent, children or visits: the root, and the unused slots of a block.
const EMPTY_NODE: Node = Node {
    parent: NONE,
    children: NONE,
    expanded: 0,
    square: Square::CENTER,
    untried: Bitboard::EMPTY,
    visits: 0,
    reward: 0,
    mean: 0.0,
    inv_sqrt_visits: 0.0,
};

/// The UCB1 exploration constant.
const C: f64 = core::f64::consts::SQRT_2;

/// Nodes in the whole game tree from the empty board (every move sequence, finished games
/// included): no search tree is larger, whatever the budget.
const MAX_TREE_NODES: usize = 549_946;

/// One tree node; links are arena indices, [`NONE`] when absent. A node's children sit side by
/// side in expansion order (a block as long as its legal moves, reserved at its first
/// expansion), so selection scans a slice instead of chasing links.
#[derive(Clone, Copy, Debug)]
struct Node {
    parent: u32,
    /// The first slot of the children's block.
    children: u32,
    /// Children expanded so far, the first slots of the block.
    expanded: u8,
    /// The move that led here (unused at the root).
    square: Square,
    /// Legal moves not yet expanded into children.
    untried: Bitboard,
    visits: u32,
    /// Total reward in half-points (win 2, draw 1, loss 0) for the player who moved into
    /// this node, so that sums stay exact integers.
    reward: u32,
    /// UCB1's two terms as far as they depend on this node alone, updated on each visit so
    /// that selection costs a multiply-add per child: the mean reward, `reward / (2 visits)`,
    /// and `1 / sqrt(visits)`.
    mean: f64,
    inv_sqrt_visits: f64,
}

/// MCTS (API reference "AIEngine"). Each iteration descends by UCB1 while a node is fully expanded, expands
/// one untried move chosen at random, plays the game out with uniform random moves and backs
/// the result up. The move played is the most-visited child of the root; ties go to the
/// child expanded first. A position with a single legal move is answered without a search.
///
/// Only integer counts and IEEE-exact operations (`/`, `libm::sqrt`) plus `libm::log` feed the
/// choices, so a seed gives the same moves on x86_64 and wasm32.
#[derive(Clone)]
pub struct Mcts {
    iterations: u32,
    /// A wall-clock budget per move in milliseconds (`mctsTimeMs`): the search also stops once
    /// it has run this long, checked every [`CLOCK_EVERY`] iterations.
    time_ms: Option<u32>,
    /// Iterations the last search ran (0 for a position answered without one).
    last_iterations: u32,
    nodes: Vec<Node>,
    /// `(C sqrt(ln n), 1 / sqrt(n))` for visit counts `n` below its length (at most
    /// [`EXPLORE_TABLE`]), filled on the first search: the logarithm is the costliest step of
    /// selection, the square root of backup.
    explore: Vec<(f64, f64)>,
}

/// Iterations between clock reads when a time budget is set.
const CLOCK_EVERY: u32 = 32;

/// Entries of [`Mcts::explore`]'s table: counts above it are computed on the spot.
const EXPLORE_TABLE: u32 = 4_096;

impl Mcts {
    /// A searcher running `iterations` iterations per move (at least one).
    pub fn new(iterations: u32) -> Mcts {
        Mcts { iterations: iterations.max(1), time_ms: None, last_iterations: 0, nodes: Vec::new(), explore: Vec::new() }
    }

    /// The same searcher, also stopping after `time_ms` milliseconds of a move's search.
    pub fn with_time_budget(self, time_ms: Option<u32>) -> Mcts {
        Mcts { time_ms, ..self }
    }

    /// Iterations the last search ran: the budget, or fewer when the time budget ended it.
    pub fn last_iterations(&self) -> u32 {
        self.last_iterations
    }

    pub fn iterations(&self) -> u32 {
        self.iterations
    }

    /// Runs one selection, expansion, playout and backup; `None` if the arena is exhausted
    /// (never within the budget, kept to avoid any panic).
    fn iterate(&mut self, root: Position, rng: &mut Rng) -> Option<()> {
        let mut index = 0;
        let mut pos = root;
        let mut node = *self.nodes.get(index as usize)?;
        while node.untried.is_empty() && node.expanded > 0 {
            index = self.select_child(node)?;
            node = *self.nodes.get(index as usize)?;
            pos = pos.play_unchecked(node.square);
        }
        if !node.untried.is_empty() {
            let square = nth_square(node.untried, rng.below(node.untried.count()))?;
            let block = if node.children == NONE {
                // The first expansion: every legal move is untried, so this is the block's length.
                let start = u32::try_from(self.nodes.len()).ok().filter(|&i| i != NONE)?;
                let size = node.untried.count() as usize;
                self.nodes.resize(self.nodes.len().checked_add(size)?, EMPTY_NODE);
                start
            } else {
                node.children
            };
            let child = block.checked_add(u32::from(node.expanded))?;
            let child_pos = pos.play_unchecked(square);
            *self.nodes.get_mut(child as usize)? = Node { parent: index, square, untried: child_pos.legal_moves(), ..EMPTY_NODE };
            let parent = self.nodes.get_mut(index as usize)?;
            parent.children = block;
            parent.expanded += 1;
            parent.untried = node.untried.without(square);
            index = child;
            pos = child_pos;
        }
        let outcome = playout(pos, rng);
        let mut mover = !pos.to_move();
        while index != NONE {
            let node = self.nodes.get_mut(index as usize)?;
            node.visits = node.visits.saturating_add(1);
            node.reward = node.reward.saturating_add(half_points(outcome, mover));
            node.mean = f64::from(node.reward) / (2.0 * f64::from(node.visits));
            node.inv_sqrt_visits = match self.explore.get(node.visits as usize) {
                Some(&(_, inv)) => inv,
                None => explore_term(node.visits).1,
            };
            mover = !mover;
            index = node.parent;
        }
        Some(())
    }

    /// The child of `parent` with the highest UCB1 value, `mean + C sqrt(ln N / n)` computed as
    /// `mean + (C sqrt(ln N)) (1 / sqrt(n))`.
    fn select_child(&self, parent: Node) -> Option<u32> {
        let explore = match self.explore.get(parent.visits as usize) {
            Some(&(e, _)) => e,
            None => explore_term(parent.visits).0,
        };
        let mut best = None;
        let mut best_value = f64::NEG_INFINITY;
        for (index, child) in (parent.children..).zip(self.children(parent)?) {
            let value = child.mean + explore * child.inv_sqrt_visits;
            // In expansion order: `>` gives ties to the earliest expanded.
            if best.is_none() || value > best_value {
                best = Some(index);
                best_value = value;
            }
        }
        best
    }

    /// The expanded children of `node`, in expansion order.
    fn children(&self, node: Node) -> Option<&[Node]> {
        let start = node.children as usize;
        self.nodes.get(start..start.checked_add(usize::from(node.expanded))?)
    }

    /// The most-visited child of the root (ties: the earliest expanded).
    fn most_visited(&self) -> Option<Square> {
        let mut best = None;
        let mut best_visits = 0;
        for child in self.children(*self.nodes.first()?)? {
            if best.is_none() || child.visits > best_visits {
                best = Some(child.square);
                best_visits = child.visits;
            }
        }
        best
    }
}

/// `C sqrt(ln visits)` and `1 / sqrt(visits)`.
fn explore_term(visits: u32) -> (f64, f64) {
    let n = f64::from(visits);
    (C * libm::sqrt(libm::log(n)), 1.0 / libm::sqrt(n))
}

/// Plays uniformly random moves until the game ends.
fn playout(mut pos: Position, rng: &mut Rng) -> Outcome {
    loop {
        if let Some(outcome) = pos.outcome() {
            return outcome;
        }
        let moves = pos.board().empty_squares();
        match nth_square(moves, rng.below(moves.count())) {
            Some(sq) => pos = pos.play_unchecked(sq),
            None => return Outcome::Draw,
        }
    }
}

fn half_points(outcome: Outcome, player: Player) -> u32 {
    match outcome {
        Outcome::Win(winner) if winner == player => 2,
        Outcome::Win(_) => 0,
        Outcome::Draw => 1,
    }
}

impl Strategy for Mcts {
    fn choose(&mut self, pos: Position, rng: &mut Rng) -> Option<Square> {
        let legal = pos.legal_moves();
        if legal.count() <= 1 {
            self.last_iterations = 0;
            return legal.first();
        }
        if self.explore.is_empty() {
            self.explore = (0..=self.iterations.min(EXPLORE_TABLE)).map(explore_term).collect();
        }
        self.nodes.clear();
        // Grows only the first time a budget needs more room; later searches reuse it.
        // Blocks also hold unexpanded slots: room for 3 slots an iteration, more if needed.
        let needed = (self.iterations as usize).saturating_mul(3).saturating_add(9).min(MAX_TREE_NODES);
        self.nodes.reserve(needed);
        self.nodes.push(Node { untried: legal, ..EMPTY_NODE });
        let deadline = self.time_ms.map(|ms| clock::now_ms() + f64::from(ms));
        self.last_iterations = 0;
        while self.last_iterations < self.iterations {
            if self.iterate(pos, rng).is_none() {
                break;
            }
            self.last_iterations += 1;
            if self.last_iterations % CLOCK_EVERY == 0 && deadline.is_some_and(|d| clock::now_ms() >= d) {
                break;
            }
        }
        self.most_visited().or_else(|| legal.first())
    }
}

/// Shows the budget, not the arena.
impl fmt::Debug for Mcts {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Mcts").field("iterations", &self.iterations).field("time_ms", &self.time_ms).finish_non_exhaustive()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::common::rng::Seed;

    fn pos(s: &str) -> Position {
        Position::new(s.parse().unwrap()).unwrap()
    }

    #[test]
    fn single_legal_move_draws_nothing() {
        let p = pos("XOXXOOOX.");
        let mut rng = Rng::new(Seed(3));
        let before = rng.clone();
        assert_eq!(Mcts::new(100).choose(p, &mut rng), Square::new(8));
        assert_eq!(rng, before);
    }

    #[test]
    fn takes_an_obvious_win_and_reuses_its_arena() {
        // X X .
        // O O .
        // . . .
        let p = pos("XX.OO....");
        let mut mcts = Mcts::new(2_000);
        let mut rng = Rng::new(Seed(5));
        assert_eq!(mcts.choose(p, &mut rng), Square::new(2));
        let capacity = mcts.nodes.capacity();
        // One node per iteration (plus the root); the rest of the arena is reserved block slots.
        assert!(mcts.nodes.iter().filter(|n| n.visits > 0).count() <= 2_001);
        assert!(mcts.choose(Position::EMPTY, &mut rng).is_some());
        assert_eq!(mcts.nodes.capacity(), capacity);
    }

    #[test]
    fn visits_add_up() {
        let mut mcts = Mcts::new(300);
        let mut rng = Rng::new(Seed(9));
        mcts.choose(Position::EMPTY, &mut rng);
        let root = mcts.nodes[0];
        assert_eq!(root.visits, 300);
        let sum: u32 = mcts.children(root).unwrap().iter().map(|c| c.visits).sum();
        assert_eq!(sum, 300);
        assert_eq!(root.expanded, 9);
    }

    #[test]
    fn a_time_budget_stops_the_search_and_counts_what_ran() {
        let mut rng = Rng::new(Seed(4));
        let mut mcts = Mcts::new(1_000_000).with_time_budget(Some(5));
        let start = std::time::Instant::now();
        assert!(mcts.choose(Position::EMPTY, &mut rng).is_some());
        let ran = mcts.last_iterations();
        assert!(ran > 0 && ran < 1_000_000, "{ran}");
        assert_eq!(mcts.nodes[0].visits, ran);
        assert!(start.elapsed().as_millis() < 2_000);
        let mut counted = Mcts::new(300);
        counted.choose(Position::EMPTY, &mut rng);
        assert_eq!(counted.last_iterations(), 300);
    }
}
