//! MCTS: Monte Carlo tree search with UCB1 (C = √2), uniform random playouts and a fixed
//! number of iterations, its tree kept in an arena reused from move to move.

use super::{nth_square, Strategy};
use crate::bitboard::Bitboard;
use crate::player::Player;
use crate::position::{Outcome, Position};
use crate::rng::Rng;
use crate::square::Square;
use std::fmt;

/// Arena index meaning "no node".
const NONE: u32 = u32::MAX;

/// The UCB1 exploration constant.
const C: f64 = std::f64::consts::SQRT_2;

/// Nodes in the whole game tree from the empty board (every move sequence, finished games
/// included): no search tree is larger, whatever the budget.
const MAX_TREE_NODES: usize = 549_946;

/// One tree node; links are arena indices, [`NONE`] when absent.
#[derive(Clone, Copy, Debug)]
struct Node {
    parent: u32,
    first_child: u32,
    next_sibling: u32,
    /// The move that led here (unused at the root).
    square: Square,
    /// Legal moves not yet expanded into children.
    untried: Bitboard,
    visits: u32,
    /// Total reward in half-points (win 2, draw 1, loss 0) for the player who moved into
    /// this node, so that sums stay exact integers.
    reward: u32,
}

/// MCTS (SPEC §3). Each iteration descends by UCB1 while a node is fully expanded, expands
/// one untried move chosen at random, plays the game out with uniform random moves and backs
/// the result up. The move played is the most-visited child of the root; ties go to the
/// child expanded first. A position with a single legal move is answered without a search.
///
/// Only integer counts and IEEE-exact operations (`/`, `f64::sqrt`) plus `libm::log` feed the
/// choices, so a seed gives the same moves on x86_64 and wasm32.
#[derive(Clone)]
pub struct Mcts {
    iterations: u32,
    nodes: Vec<Node>,
}

impl Mcts {
    /// A searcher running `iterations` iterations per move (at least one).
    pub fn new(iterations: u32) -> Mcts {
        Mcts { iterations: iterations.max(1), nodes: Vec::new() }
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
        while node.untried.is_empty() && node.first_child != NONE {
            index = self.select_child(node)?;
            node = *self.nodes.get(index as usize)?;
            pos = pos.play_unchecked(node.square);
        }
        if !node.untried.is_empty() {
            let square = nth_square(node.untried, rng.below(node.untried.count()))?;
            let child = u32::try_from(self.nodes.len()).ok().filter(|&i| i != NONE)?;
            let child_pos = pos.play_unchecked(square);
            self.nodes.push(Node {
                parent: index,
                first_child: NONE,
                next_sibling: node.first_child,
                square,
                untried: child_pos.legal_moves(),
                visits: 0,
                reward: 0,
            });
            let parent = self.nodes.get_mut(index as usize)?;
            parent.first_child = child;
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
            mover = !mover;
            index = node.parent;
        }
        Some(())
    }

    /// The child of `parent` with the highest UCB1 value.
    fn select_child(&self, parent: Node) -> Option<u32> {
        let log_visits = libm::log(f64::from(parent.visits));
        let mut best = None;
        let mut best_value = f64::NEG_INFINITY;
        let mut index = parent.first_child;
        while index != NONE {
            let child = self.nodes.get(index as usize)?;
            let visits = f64::from(child.visits);
            let value = f64::from(child.reward) / (2.0 * visits) + C * (log_visits / visits).sqrt();
            // Children are linked newest first: `>=` gives ties to the earliest expanded.
            if value >= best_value {
                best = Some(index);
                best_value = value;
            }
            index = child.next_sibling;
        }
        best
    }

    /// The most-visited child of the root (ties: the earliest expanded).
    fn most_visited(&self) -> Option<Square> {
        let mut best = None;
        let mut best_visits = 0;
        let mut index = self.nodes.first()?.first_child;
        while index != NONE {
            let child = self.nodes.get(index as usize)?;
            if child.visits >= best_visits {
                best = Some(child.square);
                best_visits = child.visits;
            }
            index = child.next_sibling;
        }
        best
    }
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
            return legal.first();
        }
        self.nodes.clear();
        // Grows only the first time a budget needs more room; later searches reuse it.
        let needed = (self.iterations as usize).saturating_add(1).min(MAX_TREE_NODES);
        self.nodes.reserve(needed);
        self.nodes.push(Node {
            parent: NONE,
            first_child: NONE,
            next_sibling: NONE,
            square: Square::CENTER,
            untried: legal,
            visits: 0,
            reward: 0,
        });
        for _ in 0..self.iterations {
            if self.iterate(pos, rng).is_none() {
                break;
            }
        }
        self.most_visited().or_else(|| legal.first())
    }
}

/// Shows the budget, not the arena.
impl fmt::Debug for Mcts {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Mcts").field("iterations", &self.iterations).finish_non_exhaustive()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rng::Seed;

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
        assert!(mcts.nodes.len() <= 2_001);
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
        let mut sum = 0;
        let mut i = root.first_child;
        while i != NONE {
            sum += mcts.nodes[i as usize].visits;
            i = mcts.nodes[i as usize].next_sibling;
        }
        assert_eq!(sum, 300);
    }
}
