//! `Mcts`: a Monte Carlo tree search over [`Windows`], the other search issue 37 names for Hard
//! where no proof fits ("a threat-space or MCTS search, whichever measures stronger"). Hard does
//! not use it: it kept the measurement that decided between them repeatable
//! (`cargo run --release --example mnk-mcts-match`, docs/DESIGN.md "Hard: alpha-beta and threats,
//! not MCTS"). The facade never calls it, so the mnk module carries none of it.
//!
//! UCT over the cells within two of a mark, with the tactics forced in the tree and in the
//! playouts: a win in one is taken, a lone win in one of the opponent's is blocked, two of them
//! lose. Playouts pick the best of a few random cells by the cell score the bounded search
//! orders by. Games without misère only.

use alloc::vec::Vec;
use super::bits::{Bits, Wide};
use super::board::{Board, Move};
use super::rules::Rules;
use super::windows::Windows;
use crate::common::clock;
use crate::common::player::Player;
use crate::common::rng::{Rng, Seed};

/// UCB1's exploration constant, on results scored 0, ½ and 1.
const EXPLORE: f32 = 0.3;
/// A playout's move: the best of this many random candidate cells by cell score.
const SAMPLES: u32 = 3;
/// Iterations between clock reads.
const CLOCK_EVERY: u64 = 16;

/// How a game ended: its winner's side (0 X, 1 O) or a draw.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum End {
    Won(usize),
    Drawn,
}

#[derive(Clone, Copy, Debug)]
struct Node {
    /// The move into this node, and the side that made it.
    bit: u32,
    mover: usize,
    /// The children, `first..first + len` in the arena; none until expanded (a node that is
    /// not an end always has one).
    first: u32,
    len: u32,
    /// Set where the move into this node ended the game.
    end: Option<End>,
    visits: u32,
    /// The mover's results summed: 1 a win, ½ a draw.
    score: f32,
}

impl Node {
    fn credit(&mut self, end: End) {
        self.visits += 1;
        self.score += match end {
            End::Won(side) if side == self.mover => 1.0,
            End::Won(_) => 0.0,
            End::Drawn => 0.5,
        };
    }
}

/// The search and its reusable state.
pub struct Mcts {
    w: Windows,
    nodes: Vec<Node>,
    rng: Rng,
    /// The moves played from the root in the current iteration, to take back.
    line: Vec<u32>,
    /// The nodes the current iteration went through, to credit.
    path: Vec<u32>,
    /// Iterations the last `best_move` ran.
    pub iterations: u64,
}

impl Mcts {
    /// A search for `rules` (`None` under misère, where the forced tactics differ).
    pub fn new(rules: Rules, seed: Seed) -> Option<Mcts> {
        (!rules.misere()).then(|| Mcts { w: Windows::new(rules), nodes: Vec::new(), rng: Rng::new(seed), line: Vec::new(), path: Vec::new(), iterations: 0 })
    }

    /// The most visited move after `time_ms` of search (at least one iteration), or `None` on a
    /// finished board.
    pub fn best_move(&mut self, board: &Board, player: Player, time_ms: f64) -> Option<Move> {
        if board.is_finished() {
            return None;
        }
        self.w.load(board.marks(Player::X), board.marks(Player::O), player == Player::O);
        self.nodes.clear();
        self.nodes.push(Node { bit: 0, mover: self.w.to_move ^ 1, first: 0, len: 0, end: None, visits: 0, score: 0.0 });
        self.expand(0);
        let deadline = clock::now_ms() + time_ms.max(0.0);
        self.iterations = 0;
        loop {
            self.iterate();
            self.iterations += 1;
            if self.iterations % CLOCK_EVERY == 0 && clock::now_ms() > deadline {
                break;
            }
        }
        let root = self.nodes[0];
        let children = &self.nodes[root.first as usize..(root.first + root.len) as usize];
        let best = children.iter().max_by_key(|c| c.visits)?;
        let (r, c) = self.w.g.coords(best.bit);
        Some(Move::new(r as u8, c as u8))
    }

    /// One descent: select down the tree, expand a leaf visited before, play it out, and
    /// credit every node on the way.
    fn iterate(&mut self) {
        self.path.clear();
        let mut n = 0u32;
        self.path.push(n);
        let end = loop {
            let node = self.nodes[n as usize];
            if let Some(end) = node.end {
                break end;
            }
            if node.len == 0 {
                if node.visits == 0 {
                    break self.playout();
                }
                self.expand(n);
            }
            n = self.select(n);
            let bit = self.nodes[n as usize].bit;
            self.w.play(bit);
            self.line.push(bit);
            self.path.push(n);
        };
        for &i in &self.path {
            self.nodes[i as usize].credit(end);
        }
        while let Some(bit) = self.line.pop() {
            self.w.undo(bit);
        }
    }

    /// The child of `n` with the highest UCB1 value (an unvisited one first).
    fn select(&self, n: u32) -> u32 {
        let node = self.nodes[n as usize];
        let log = libm::logf(node.visits.max(1) as f32);
        let mut best = (node.first, f32::NEG_INFINITY);
        for i in node.first..node.first + node.len {
            let c = self.nodes[i as usize];
            let value = if c.visits == 0 { f32::INFINITY } else { c.score / c.visits as f32 + EXPLORE * libm::sqrtf(log / c.visits as f32) };
            if value > best.1 {
                best = (i, value);
            }
        }
        best.0
    }

    /// Adds `n`'s children: its win in one alone, else the blocks of the opponent's wins in
    /// one, else every cell within two of a mark, in cell-score order.
    fn expand(&mut self, n: u32) {
        let (me, opp) = (self.w.to_move, self.w.to_move ^ 1);
        let first = self.nodes.len() as u32;
        let wins = self.w.wins_now(me);
        let moves = if !wins.is_zero() {
            Wide::bit(wins.lowest())
        } else {
            let threats = self.w.wins_now(opp);
            if threats.is_zero() { self.w.candidates() } else { threats }
        };
        let mut cells: Vec<(i32, u32)> = moves.indices().map(|b| (self.w.cell_score(b), b)).collect();
        cells.sort_unstable_by_key(|&(score, _)| core::cmp::Reverse(score));
        let full = self.w.count + 1 == self.w.total;
        for (_, bit) in cells {
            let end = if self.w.completes(bit) {
                Some(End::Won(me))
            } else if full {
                Some(End::Drawn)
            } else {
                None
            };
            self.nodes.push(Node { bit, mover: me, first: 0, len: 0, end, visits: 0, score: 0.0 });
        }
        let len = self.nodes.len() as u32 - first;
        let node = &mut self.nodes[n as usize];
        node.first = first;
        node.len = len;
    }

    /// Plays the position out with the forced tactics and sampled cells; the moves stay on
    /// `line` for the caller to take back.
    fn playout(&mut self) -> End {
        loop {
            if self.w.count >= self.w.total {
                return End::Drawn;
            }
            let (me, opp) = (self.w.to_move, self.w.to_move ^ 1);
            if !self.w.wins_now(me).is_zero() {
                return End::Won(me);
            }
            let threats = self.w.wins_now(opp);
            let bit = match threats.count() {
                0 => self.sample(self.w.candidates()),
                1 => threats.lowest(),
                _ => return End::Won(opp),
            };
            self.w.play(bit);
            self.line.push(bit);
        }
    }

    /// The best by cell score of [`SAMPLES`] random cells of the nonempty `cells`.
    fn sample(&mut self, cells: Wide) -> u32 {
        let n = cells.count();
        let mut best = (i32::MIN, cells.lowest());
        for _ in 0..SAMPLES {
            let bit = cells.nth(self.rng.below(n));
            let score = self.w.cell_score(bit);
            if score > best.0 {
                best = (score, bit);
            }
        }
        best.1
    }
}

#[cfg(test)]
mod tests {
    use super::Mcts;
    use crate::common::player::Player;
    use crate::common::rng::Seed;
    use crate::mnk::board::{Board, Move};
    use crate::mnk::rules::Rules;

    /// It takes a win in one, blocks the opponent's only one, and finds the open four's win.
    #[test]
    fn the_tactics_are_forced() {
        let rules = Rules::new(8, 8, 5).unwrap();
        let mut m = Mcts::new(rules, Seed(1)).unwrap();
        let mut board = Board::empty(rules);
        for (r, c, p) in [(3, 1, Player::X), (0, 0, Player::O), (3, 2, Player::X), (0, 7, Player::O), (3, 3, Player::X), (7, 0, Player::O), (3, 4, Player::X)] {
            board = board.play(Move::new(r, c), p).unwrap();
        }
        let block = m.best_move(&board, Player::O, 5.0).unwrap();
        assert!(block == Move::new(3, 0) || block == Move::new(3, 5), "{board}: {block}");
        board = board.play(Move::new(3, 0), Player::O).unwrap();
        assert_eq!(m.best_move(&board, Player::X, 5.0), Some(Move::new(3, 5)));
        assert!(Mcts::new(rules.with_misere(true), Seed(1)).is_none());
    }
}
