//! `Mcts`: UCT over a bounded node pool with random playouts on the bitboards, an MCTS-solver
//! (proven wins, losses and draws propagate up) and the tree kept between calls when the new
//! root is the old one or a descendant within two plies.

use alloc::vec::Vec;
use super::bits::{board_of, cell_of, count, index_of, is_won, nth_bit, FULL};
use super::board::{Position, Status, Tiebreak};
use crate::common::clock;
use crate::common::player::Player;
use crate::common::rng::{Rng, Seed};

/// The most nodes the pool holds: 1.5 M nodes of 16 bytes, 24 MB, and as much again at most
/// for the copy a kept subtree is compacted into: 48 MB, under 48 MiB.
pub const MAX_NODES: usize = 1_500_000;
/// The pool grows by this many nodes at a time, up to [`MAX_NODES`].
const CHUNK: usize = 1 << 16;
/// Playouts between clock reads.
const CLOCK_EVERY: u64 = 256;
/// With a time budget, a clock that has not moved after this many playouts is taken as absent
/// (wasm32 with no clock installed) and the search stops.
const STUCK_CLOCK: u64 = 1 << 20;
/// The budget when a call names none.
pub const DEFAULT_TIME_MS: f64 = 1_000.0;

/// How long a search runs: a deadline, a count of playouts, or both (whichever comes first).
/// With neither, [`DEFAULT_TIME_MS`]. A count alone makes the answer exactly reproducible
/// for a seed.
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub struct Budget {
    pub time_ms: Option<f64>,
    pub max_playouts: Option<u64>,
}

impl Budget {
    pub const fn playouts(n: u64) -> Budget {
        Budget { time_ms: None, max_playouts: Some(n) }
    }

    pub const fn time(ms: f64) -> Budget {
        Budget { time_ms: Some(ms), max_playouts: None }
    }
}

/// The search's knobs, public for the benches; the defaults are the best measured natively
/// (bench/ultimate/native, 100 games each at 10,000 playouts a move against the default
/// before, unless said): exploration 0.5 (0.3: 43.0 % +- 3.3, 0.4: 43.5 +- 3.6, 0.65:
/// 52.0 +- 3.5, 0.8: 37.0 +- 3.4; against the peer on the same 100 openings, 0.7 scored
/// 66.0 +- 3.9 at 100 ms where 0.5 scored 73.0 +- 3.8, and at 30 ms 0.35, 0.5 and 0.7 scored
/// 63.0, 67.5 and 69.5, +- 4); playouts that take a win of the game (59.5 +- 4.2 against
/// none; taking any small board's win: 39.5 +- 4.2); no avoiding (53.0 +- 3.7, within noise);
/// every child tried once first (first-play urgency 1.0: 47.5 +- 3.5, 0.7: 29.8 +- 4.8 over
/// 52); RAVE (k = 300) was dropped at 45.0 +- 4.8 over 50 games.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Tuning {
    /// UCB1's exploration constant, on results scored 0, ½ and 1.
    pub explore: f32,
    /// What a playout takes at once when it can.
    pub decisive: Decisive,
    /// Playouts avoid sending the opponent where it wins the game at once (a board that
    /// completes its line, or a free move while it has one), where another move is there.
    pub avoid: bool,
    /// A leaf is expanded once it has this many visits.
    pub expand_after: u32,
    /// The tree is kept between calls.
    pub reuse: bool,
    /// First-play urgency: an unvisited child's value in the UCB comparison (infinity: every
    /// child is tried once before any twice).
    pub fpu: f32,
    /// The node bound (at most [`MAX_NODES`]).
    pub max_nodes: usize,
}

impl Default for Tuning {
    fn default() -> Tuning {
        Tuning { explore: 0.5, decisive: Decisive::Game, avoid: false, expand_after: 1, reuse: true, fpu: f32::INFINITY, max_nodes: MAX_NODES }
    }
}

/// The wins a playout takes at once when a move gives one.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Decisive {
    /// None: uniformly random moves.
    #[default]
    Off,
    /// A win of the game.
    Game,
    /// A win of a small board (so also of the game).
    Board,
}

/// A node's solved value, for the player who made the move into it.
const UNKNOWN: u8 = 0;
const WIN: u8 = 1;
const LOSS: u8 = 2;
const DRAW: u8 = 3;

/// The result of a game, by side: 0 X won, 1 O won, 2 drawn.
type Winner = usize;
const DRAWN: Winner = 2;

#[derive(Clone, Copy, Debug, Default)]
struct Node {
    /// The children, `first..first + len` in the pool; none until expanded.
    first: u32,
    visits: u32,
    /// The mover's results summed: 1 a win, ½ a draw.
    score: f32,
    /// The move into this node: its small board * 9 + its cell.
    mv: u8,
    len: u8,
    /// [`UNKNOWN`], [`WIN`], [`LOSS`] or [`DRAW`] for the mover.
    proof: u8,
    /// Plies to the end of the game under best play, once proven.
    plies: u8,
}

/// A solver's verdict for the side that made a move: its value and plies to the end.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Solved {
    Win(u32),
    Loss(u32),
    Draw(u32),
}

/// What the search knows of one move at the root.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct RootMove {
    /// 9×9 index.
    pub mv: u8,
    pub visits: u32,
    /// Mean result for the side to move at the root (draws ½); ½ when unvisited.
    pub win_rate: f64,
    pub solved: Option<Solved>,
}

/// The search and the tree it keeps between calls.
pub struct Mcts {
    nodes: Vec<Node>,
    /// Where a kept subtree is copied to; swapped with `nodes`.
    scratch: Vec<Node>,
    /// The position at node 0, when there is a tree.
    root: Option<Position>,
    tiebreak: Tiebreak,
    tuning: Tuning,
    rng: Rng,
    path: Vec<u32>,
    /// Playouts the last search ran.
    pub playouts: u64,
    /// Nodes the tree held when the last search began (kept from the call before).
    pub reused: usize,
}

impl Mcts {
    pub fn new(seed: Seed, tiebreak: Tiebreak, tuning: Tuning) -> Mcts {
        let tuning = Tuning { max_nodes: tuning.max_nodes.clamp(82, MAX_NODES), ..tuning };
        Mcts {
            nodes: Vec::new(),
            scratch: Vec::new(),
            root: None,
            tiebreak,
            tuning,
            rng: Rng::new(seed),
            path: Vec::with_capacity(96),
            playouts: 0,
            reused: 0,
        }
    }

    /// Nodes in the tree now.
    pub fn tree_size(&self) -> usize {
        self.nodes.len()
    }

    /// Forgets the tree.
    pub fn clear(&mut self) {
        self.nodes.clear();
        self.root = None;
    }

    /// Searches `position` (its side to move moves) for `budget`; `false` on a finished game.
    pub fn search(&mut self, position: &Position, budget: Budget) -> bool {
        self.playouts = 0;
        if position.is_over() {
            return false;
        }
        self.set_root(position);
        self.reused = self.nodes.len();
        let (time_ms, max_playouts) = match (budget.time_ms, budget.max_playouts) {
            (None, None) => (Some(DEFAULT_TIME_MS), None),
            other => other,
        };
        let start = clock::now_ms();
        let deadline = time_ms.map(|t| start + if t.is_finite() { t.max(0.0) } else { DEFAULT_TIME_MS });
        let limit = max_playouts.unwrap_or(u64::MAX).max(1);
        while self.playouts < limit && self.nodes.first().is_some_and(|r| r.proof == UNKNOWN) {
            self.iterate();
            self.playouts += 1;
            if let Some(deadline) = deadline {
                if self.playouts % CLOCK_EVERY == 0 {
                    let now = clock::now_ms();
                    if now >= deadline || (self.playouts >= STUCK_CLOCK && now == start) {
                        break;
                    }
                }
            }
        }
        true
    }

    /// Makes node 0 the node of `position`: the old root, a descendant within two plies
    /// (compacted to the front of the pool), or a fresh root.
    fn set_root(&mut self, position: &Position) {
        let kept = match (self.root, self.tuning.reuse) {
            (Some(old), true) if old == *position => Some(0),
            (Some(old), true) => self.find_descendant(&old, position),
            _ => None,
        };
        match kept {
            Some(0) => {}
            Some(n) => self.compact(n),
            None => {
                self.nodes.clear();
                self.grow(1);
                self.nodes.push(Node::default());
            }
        }
        self.root = Some(*position);
        if self.nodes.first().is_some_and(|r| r.len == 0) {
            self.expand(0, position);
        }
    }

    fn find_descendant(&self, old: &Position, target: &Position) -> Option<u32> {
        let root = self.nodes.first()?;
        for c in root.first..root.first + u32::from(root.len) {
            let child = self.nodes.get(c as usize)?;
            let mut p1 = *old;
            p1.play_at(child.mv / 9, child.mv % 9);
            if p1 == *target {
                return Some(c);
            }
            for g in child.first..child.first + u32::from(child.len) {
                let grandchild = self.nodes.get(g as usize)?;
                let mut p2 = p1;
                p2.play_at(grandchild.mv / 9, grandchild.mv % 9);
                if p2 == *target {
                    return Some(g);
                }
            }
        }
        None
    }

    /// Copies the subtree under `n` breadth-first to the front of a fresh pool.
    fn compact(&mut self, n: u32) {
        self.scratch.clear();
        let Some(&root) = self.nodes.get(n as usize) else {
            self.nodes.clear();
            self.nodes.push(Node::default());
            return;
        };
        self.scratch.push(root);
        let mut i = 0;
        while let Some(&node) = self.scratch.get(i) {
            if node.len > 0 {
                let first = self.scratch.len();
                let range = node.first as usize..node.first as usize + usize::from(node.len);
                if let Some(children) = self.nodes.get(range) {
                    self.scratch.extend_from_slice(children);
                }
                if let Some(copy) = self.scratch.get_mut(i) {
                    copy.first = first as u32;
                }
            }
            i += 1;
        }
        core::mem::swap(&mut self.nodes, &mut self.scratch);
        // The old pool is freed, not kept as the next scratch: kept, every engine held two pools
        // at their bound (two engines took a module to 98.7 MiB); freed, another engine's pool
        // reuses its bytes.
        self.scratch = Vec::new();
    }

    /// Makes room for `n` more nodes if the bound allows; `false` if it does not.
    fn grow(&mut self, n: usize) -> bool {
        let need = self.nodes.len() + n;
        if need > self.tuning.max_nodes {
            return false;
        }
        if need > self.nodes.capacity() {
            let more = CHUNK.max(n).min(self.tuning.max_nodes - self.nodes.len());
            return self.nodes.try_reserve_exact(more).is_ok();
        }
        true
    }

    /// Adds the children of node `n` at `position` if the pool has room.
    fn expand(&mut self, n: u32, position: &Position) -> bool {
        let moves = position.legal_moves();
        if moves.is_empty() || !self.grow(moves.len()) {
            return false;
        }
        let first = self.nodes.len() as u32;
        for &mv in moves.as_slice() {
            self.nodes.push(Node { mv: board_of(mv) * 9 + cell_of(mv), ..Node::default() });
        }
        if let Some(node) = self.nodes.get_mut(n as usize) {
            node.first = first;
            node.len = moves.len() as u8;
        }
        true
    }

    /// One descent: select down the tree, expand, play out, credit the path and propagate
    /// proofs.
    fn iterate(&mut self) {
        let Some(mut position) = self.root else { return };
        let root_mover = position.side_to_move() ^ 1;
        self.path.clear();
        self.path.push(0);
        let mut n = 0u32;
        let mut depth = 0usize;
        let winner = loop {
            let Some(&node) = self.nodes.get(n as usize) else { return };
            let mover = root_mover ^ (depth & 1);
            if node.proof != UNKNOWN {
                break proven_winner(node.proof, mover);
            }
            if node.len == 0 {
                if position.is_over() {
                    let proof = match position.status(self.tiebreak) {
                        Status::Won(p) if side(p) == mover => WIN,
                        Status::Won(_) => LOSS,
                        _ => DRAW,
                    };
                    if let Some(node) = self.nodes.get_mut(n as usize) {
                        node.proof = proof;
                    }
                    break proven_winner(proof, mover);
                }
                if node.visits < self.tuning.expand_after || !self.expand(n, &position) {
                    break self.playout(position);
                }
            }
            n = self.select(n);
            let Some(child) = self.nodes.get(n as usize) else { return };
            position.play_at(child.mv / 9, child.mv % 9);
            self.path.push(n);
            depth += 1;
        };
        for (d, &i) in self.path.iter().enumerate() {
            if let Some(node) = self.nodes.get_mut(i as usize) {
                node.visits += 1;
                node.score += credit(winner, root_mover ^ (d & 1));
            }
        }
        self.propagate();
    }

    /// From the bottom of the path up: proves each parent whose children now decide it.
    fn propagate(&mut self) {
        let mut i = self.path.len();
        while i >= 2 {
            i -= 1;
            let (Some(&child), Some(&parent)) = (self.path.get(i), self.path.get(i - 1)) else { return };
            if self.nodes.get(child as usize).is_none_or(|c| c.proof == UNKNOWN) {
                return;
            }
            let Some(&p) = self.nodes.get(parent as usize) else { return };
            if p.proof != UNKNOWN {
                return;
            }
            // The children's movers are the side to move at the parent.
            let (mut win, mut draw, mut loss, mut unknown) = (None::<u8>, None::<u8>, None::<u8>, false);
            for c in p.first..p.first + u32::from(p.len) {
                let Some(c) = self.nodes.get(c as usize) else { return };
                match c.proof {
                    WIN => win = Some(win.map_or(c.plies, |w| w.min(c.plies))),
                    DRAW => draw = Some(draw.map_or(c.plies, |d| d.max(c.plies))),
                    LOSS => loss = Some(loss.map_or(c.plies, |l| l.max(c.plies))),
                    _ => unknown = true,
                }
            }
            let (proof, plies) = match (win, unknown, draw, loss) {
                (Some(w), _, _, _) => (LOSS, w),
                (None, true, _, _) => return,
                (None, false, Some(d), _) => (DRAW, d),
                (None, false, None, Some(l)) => (WIN, l),
                (None, false, None, None) => return,
            };
            if let Some(p) = self.nodes.get_mut(parent as usize) {
                p.proof = proof;
                p.plies = plies.saturating_add(1);
            }
        }
    }

    /// The child of `n` with the highest UCB1 value, skipping children proven lost for the
    /// side choosing (an unvisited one first).
    fn select(&self, n: u32) -> u32 {
        let Some(&node) = self.nodes.get(n as usize) else { return n };
        // UCB1's bonus explore * sqrt(ln N / n), as k * sqrt(1 / n): one division a child.
        let k = self.tuning.explore * libm::sqrtf(libm::logf(node.visits.max(1) as f32));
        let mut best = (node.first, f32::NEG_INFINITY);
        for i in node.first..node.first + u32::from(node.len) {
            let Some(c) = self.nodes.get(i as usize) else { break };
            if c.proof == LOSS {
                continue;
            }
            if c.visits == 0 {
                if self.tuning.fpu == f32::INFINITY {
                    return i;
                }
                if self.tuning.fpu > best.1 {
                    best = (i, self.tuning.fpu);
                }
                continue;
            }
            let inv = 1.0 / c.visits as f32;
            let value = c.score * inv + k * libm::sqrtf(inv);
            if value > best.1 {
                best = (i, value);
            }
        }
        best.0
    }

    /// Plays `p` out at random, taking a win of the game or of a small board when one is
    /// there (as [`Tuning::decisive`] says) and not handing the opponent one (if
    /// [`Tuning::avoid`]); the winner.
    fn playout(&mut self, mut p: Position) -> Winner {
        let (decisive, avoid) = (self.tuning.decisive, self.tuning.avoid);
        loop {
            if p.is_over() {
                return match p.status(self.tiebreak) {
                    Status::Won(player) => side(player),
                    _ => DRAWN,
                };
            }
            let s = p.side_to_move();
            let next = p.next_raw();
            if decisive != Decisive::Off {
                if let Some((b, c)) = decisive_move(&p, s, decisive) {
                    p.play_at(b, c);
                    continue;
                }
            }
            // The boards a move should not send the opponent to: those where it wins the game
            // at once, and closed ones (a free move) if there are any. A cell's index is the
            // board it sends to.
            let allowed = if avoid { FULL & !game_threats(&p, s ^ 1) } else { FULL };
            if next < 9 {
                let empty = p.open_cells(next);
                let good = empty & allowed;
                let cells = if good != 0 { good } else { empty };
                let r = self.rng.below(count(cells));
                let c = nth_bit(cells, r);
                p.play_at(next, c);
            } else {
                let mut open = [0u16; 9];
                let mut total = 0;
                for (b, slot) in (0u8..).zip(open.iter_mut()) {
                    *slot = p.open_cells(b);
                    total += count(*slot & allowed);
                }
                let mask = if total > 0 { allowed } else { FULL };
                if total == 0 {
                    total = open.iter().map(|&cells| count(cells)).sum();
                }
                let mut r = self.rng.below(total);
                for (b, &cells) in (0u8..).zip(open.iter()) {
                    let cells = cells & mask;
                    let k = count(cells);
                    if r < k {
                        p.play_at(b, nth_bit(cells, r));
                        break;
                    }
                    r -= k;
                }
            }
        }
    }

    /// The root's proof for its side to move, if solved.
    pub fn root_solved(&self) -> Option<Solved> {
        // The root's own proof is for the player who moved into it: flip it.
        let root = self.nodes.first()?;
        let plies = u32::from(root.plies);
        match root.proof {
            WIN => Some(Solved::Loss(plies)),
            LOSS => Some(Solved::Win(plies)),
            DRAW => Some(Solved::Draw(plies)),
            _ => None,
        }
    }

    /// What the search knows of each root move, in move order.
    pub fn root_moves(&self) -> Vec<RootMove> {
        let Some(root) = self.nodes.first() else { return Vec::new() };
        let range = root.first as usize..root.first as usize + usize::from(root.len);
        self.nodes
            .get(range)
            .unwrap_or(&[])
            .iter()
            .map(|c| RootMove {
                mv: index_of(c.mv / 9, c.mv % 9),
                visits: c.visits,
                win_rate: if c.visits == 0 { 0.5 } else { f64::from(c.score) / f64::from(c.visits) },
                // A node's plies count from its own position: one more from the root's.
                solved: match c.proof {
                    WIN => Some(Solved::Win(u32::from(c.plies) + 1)),
                    LOSS => Some(Solved::Loss(u32::from(c.plies) + 1)),
                    DRAW => Some(Solved::Draw(u32::from(c.plies) + 1)),
                    _ => None,
                },
            })
            .collect()
    }

    /// The move to play: a proven win (fastest), else the most visited move not proven lost,
    /// else the proven loss that lasts longest.
    pub fn best(&self) -> Option<u8> {
        best_of(&self.root_moves())
    }
}

/// [`Mcts::best`] over a list of root moves.
pub fn best_of(moves: &[RootMove]) -> Option<u8> {
    let key = |m: &RootMove| -> (u8, i64, f64) {
        match m.solved {
            Some(Solved::Win(plies)) => (3, -i64::from(plies), 0.0),
            Some(Solved::Loss(plies)) => (0, i64::from(plies), 0.0),
            _ => (1, i64::from(m.visits), m.win_rate),
        }
    };
    moves
        .iter()
        .max_by(|a, b| key(a).partial_cmp(&key(b)).unwrap_or(core::cmp::Ordering::Equal))
        .map(|m| m.mv)
}

const fn side(player: Player) -> usize {
    match player {
        Player::X => 0,
        Player::O => 1,
    }
}

/// A move (board, cell) of side `s`, to move in `p`, that wins the game, or with
/// [`Decisive::Board`] a small board.
#[inline(always)]
fn decisive_move(p: &Position, s: usize, decisive: Decisive) -> Option<(u8, u8)> {
    let won = p.won_raw(s);
    // A win of the game needs two boards won already.
    if decisive == Decisive::Game && count(won) < 2 {
        return None;
    }
    let next = p.next_raw();
    let (from, to) = if next < 9 { (next, next + 1) } else { (0, 9) };
    for b in from..to {
        let wins = p.board_wins(s, b);
        if wins != 0 && (decisive == Decisive::Board || is_won(won | 1 << b)) {
            return Some((b, wins.trailing_zeros() as u8));
        }
    }
    None
}

/// The boards side `s` must not be sent to, as it wins the game there at once: those it wins
/// the game in, and the closed ones (a free move) when there is any.
#[inline(always)]
fn game_threats(p: &Position, s: usize) -> u16 {
    let won = p.won_raw(s);
    if count(won) < 2 {
        return 0;
    }
    let mut boards = 0;
    for b in 0..9u8 {
        if p.board_wins(s, b) != 0 && is_won(won | 1 << b) {
            boards |= 1 << b;
        }
    }
    if boards != 0 {
        boards |= p.closed_boards();
    }
    boards
}

/// A result for `mover`: 1 a win, ½ a draw, 0 a loss.
#[inline(always)]
fn credit(winner: Winner, mover: usize) -> f32 {
    if winner == DRAWN {
        0.5
    } else if winner == mover {
        1.0
    } else {
        0.0
    }
}

/// The winner a proof for `mover` stands for.
const fn proven_winner(proof: u8, mover: usize) -> Winner {
    match proof {
        WIN => mover,
        LOSS => mover ^ 1,
        _ => DRAWN,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn node_is_16_bytes() {
        assert_eq!(core::mem::size_of::<Node>(), 16);
    }

    #[test]
    fn searches_the_opening_and_reuses_the_tree() {
        let mut mcts = Mcts::new(Seed(1), Tiebreak::Draw, Tuning::default());
        let mut p = Position::start();
        assert!(mcts.search(&p, Budget::playouts(5_000)));
        assert_eq!(mcts.playouts, 5_000);
        let best = mcts.best().unwrap();
        assert!(p.is_legal(best));
        p.play_unchecked(best);
        let reply = p.legal_moves().as_slice()[0];
        p.play_unchecked(reply);
        assert!(mcts.search(&p, Budget::playouts(100)));
        assert!(mcts.reused > 0);
    }

    #[test]
    fn the_pool_stays_within_its_bound() {
        let tuning = Tuning { max_nodes: 5_000, ..Tuning::default() };
        let mut mcts = Mcts::new(Seed(2), Tiebreak::Draw, tuning);
        mcts.search(&Position::start(), Budget::playouts(50_000));
        assert!(mcts.tree_size() <= 5_000);
        assert!(mcts.tree_size() > 4_900);
    }
}
