//! `UltimateEngine`: three levels (random, tactical rules, Monte Carlo tree search), ranked
//! moves and the facts of a position, over one tiebreak and one seeded generator.

use alloc::vec::Vec;
use super::bits::{board_of, cell_of};
use super::board::{Position, Tiebreak};
use super::mcts::{best_of, Budget, Mcts, RootMove, Solved, Tuning};
use crate::common::player::Player;
use crate::common::rng::{EntropyUnavailable, Rng, Seed};

/// The engine's levels.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Level {
    /// A uniformly random legal move.
    Easy,
    /// Rules of thumb: win the game, else win a small board, else block the opponent's win of
    /// the game, else of a small board, else a seeded heuristic move; moves that let the
    /// opponent win the game at once (by where they send it) are avoided wherever one is not.
    Medium,
    /// Monte Carlo tree search over the whole budget; never misses a win of the game in one,
    /// and blocks the opponent's win of the game in one wherever a move can.
    #[default]
    Hard,
}

/// A game's value for one player.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Outcome {
    Win,
    Draw,
    Loss,
}

/// A value the solver proved, for the player it is given to, and the plies (from the
/// position asked, the move itself included) to the end of the game along the proof: the
/// loser's longest defence against the first winning line the solver found, so for a win an
/// upper bound on the shortest one (exact when the search proved every move).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Proof {
    pub value: Outcome,
    pub plies: u32,
}

/// A legal move (9×9 index) with what the search knows of it, for the player who makes it.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct ScoredMove {
    pub mv: u8,
    /// Mean playout result, 0..1, draws half (a proven move: 1, ½ or 0).
    pub win_rate: f64,
    pub visits: u32,
    /// Set where the solver proved the move's value.
    pub proof: Option<Proof>,
}

/// The facts of a position for the player to move (the sentence is made elsewhere).
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Facts {
    /// The best move's win rate for the player (0..1, draws half).
    pub win_rate: f64,
    /// The best move (9×9 index); `None` on a finished game.
    pub best: Option<u8>,
    /// The best move's proven value for the player, if proven.
    pub proof: Option<Proof>,
    /// The small board the best move sends the opponent to; `None` if that board is then
    /// closed (the opponent may play anywhere open).
    pub sends_to: Option<u8>,
    /// The player can win the game with one move (then `best` is one).
    pub wins_game_now: bool,
    /// The best move wins a small board.
    pub wins_board_now: bool,
    /// A cell the player may play where the opponent would otherwise complete three boards in
    /// a row (when the player cannot win at once).
    pub must_block: Option<u8>,
    /// The best move leaves the opponent a win of the game in one (only when every move does).
    pub allows_game_win: bool,
    /// Playouts the search ran.
    pub playouts: u64,
}

/// The engine's options, with `with_*` builders.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct EngineOptions {
    pub level: Level,
    /// A call's deadline; with neither this nor `max_playouts`, 1,000 ms.
    pub time_ms: Option<f64>,
    /// A call's playouts; alone, it makes answers reproducible for a seed.
    pub max_playouts: Option<u64>,
    /// `None` draws a fresh seed.
    pub seed: Option<u64>,
    pub tiebreak: Tiebreak,
    /// The search's knobs (the measured defaults; for benches).
    pub tuning: Tuning,
}

impl Default for EngineOptions {
    fn default() -> EngineOptions {
        EngineOptions { level: Level::Hard, time_ms: None, max_playouts: None, seed: None, tiebreak: Tiebreak::Draw, tuning: Tuning::default() }
    }
}

impl EngineOptions {
    pub fn with_level(self, level: Level) -> Self {
        EngineOptions { level, ..self }
    }

    pub fn with_time_ms(self, time_ms: f64) -> Self {
        EngineOptions { time_ms: Some(time_ms), ..self }
    }

    pub fn with_max_playouts(self, max_playouts: u64) -> Self {
        EngineOptions { max_playouts: Some(max_playouts), ..self }
    }

    pub fn with_seed(self, seed: u64) -> Self {
        EngineOptions { seed: Some(seed), ..self }
    }

    pub fn with_tiebreak(self, tiebreak: Tiebreak) -> Self {
        EngineOptions { tiebreak, ..self }
    }

    pub fn with_tuning(self, tuning: Tuning) -> Self {
        EngineOptions { tuning, ..self }
    }

    /// The budget of a call that names none.
    pub fn budget(&self) -> Budget {
        Budget { time_ms: self.time_ms, max_playouts: self.max_playouts }
    }
}

/// An Ultimate tic-tac-toe engine. Its search keeps its tree between calls, so the same seed,
/// playout budget and sequence of calls give the same answers.
pub struct UltimateEngine {
    options: EngineOptions,
    rng: Rng,
    mcts: Mcts,
}

impl UltimateEngine {
    /// # Errors
    /// [`EntropyUnavailable`] when no seed is given and the platform has none to draw.
    pub fn new(options: EngineOptions) -> Result<UltimateEngine, EntropyUnavailable> {
        let seed = match options.seed {
            Some(seed) => Seed(seed),
            None => Seed::from_entropy()?,
        };
        Ok(UltimateEngine {
            options,
            rng: Rng::new(seed.derive(0)),
            mcts: Mcts::new(seed.derive(1), options.tiebreak, options.tuning),
        })
    }

    pub fn options(&self) -> &EngineOptions {
        &self.options
    }

    /// Playouts the last search ran (0 after Easy and Medium).
    pub fn last_playouts(&self) -> u64 {
        self.mcts.playouts
    }

    /// Nodes in the kept tree.
    pub fn tree_size(&self) -> usize {
        self.mcts.tree_size()
    }

    /// Forgets the kept tree (a new game).
    pub fn clear(&mut self) {
        self.mcts.clear();
    }

    /// The level's move (9×9 index) for `player`, who is taken to be the side to move whatever
    /// the counts of marks say; `None` on a finished game.
    pub fn best_move(&mut self, p: &Position, player: Player) -> Option<u8> {
        let p = p.with_to_move(player);
        if p.is_over() {
            return None;
        }
        self.mcts.playouts = 0;
        match self.options.level {
            Level::Easy => {
                let moves = p.legal_moves();
                let n = moves.len() as u32;
                moves.as_slice().get(self.rng.below(n) as usize).copied()
            }
            Level::Medium => self.medium(&p),
            Level::Hard => {
                if let Some(win) = p.winning_move() {
                    return Some(win);
                }
                let budget = self.options.budget();
                self.mcts.search(&p, budget);
                let moves = self.mcts.root_moves();
                safe_best(&p, &moves).or_else(|| p.legal_moves().as_slice().first().copied())
            }
        }
    }

    /// Every legal move for `player` after a search of `budget`, best first.
    pub fn ranked_moves(&mut self, p: &Position, player: Player, budget: Budget) -> Vec<ScoredMove> {
        let p = p.with_to_move(player);
        if !self.mcts.search(&p, budget) {
            return Vec::new();
        }
        let mut moves = self.mcts.root_moves();
        let first = safe_best(&p, &moves);
        moves.sort_by(|a, b| rank_key(b).partial_cmp(&rank_key(a)).unwrap_or(core::cmp::Ordering::Equal));
        if let Some(i) = moves.iter().position(|m| Some(m.mv) == first) {
            if let Some(head) = moves.get_mut(..=i) {
                head.rotate_right(1);
            }
        }
        moves.iter().map(scored).collect()
    }

    /// The facts of `p` for `player` (taken to be the side to move) after a search of the
    /// options' budget.
    pub fn analyze(&mut self, p: &Position, player: Player) -> Facts {
        let p = p.with_to_move(player);
        let mut facts = Facts {
            win_rate: 0.5,
            best: None,
            proof: None,
            sends_to: None,
            wins_game_now: false,
            wins_board_now: false,
            must_block: None,
            allows_game_win: false,
            playouts: 0,
        };
        if p.is_over() {
            return facts;
        }
        let moves = self.ranked_moves(&p, player, self.options.budget());
        facts.playouts = self.mcts.playouts;
        let win = p.winning_move();
        facts.wins_game_now = win.is_some();
        if win.is_none() {
            facts.must_block = p.game_win_for(p.side_to_move() ^ 1, true);
        }
        let best = win.map(|mv| ScoredMove { mv, win_rate: 1.0, visits: 0, proof: Some(Proof { value: Outcome::Win, plies: 1 }) }).or(moves.first().copied());
        if let Some(best) = best {
            facts.best = Some(best.mv);
            facts.win_rate = best.win_rate;
            facts.proof = best.proof;
            let mut q = p;
            q.play_unchecked(best.mv);
            facts.sends_to = q.sent_to();
            facts.wins_board_now = q.boards_won(player) != p.boards_won(player);
            facts.allows_game_win = q.can_win_now();
        }
        facts
    }

    /// Medium: the rules of thumb of [`Level::Medium`], ties broken by the seeded generator.
    fn medium(&mut self, p: &Position) -> Option<u8> {
        if let Some(win) = p.winning_move() {
            return Some(win);
        }
        let me = p.side_to_move();
        let opp = me ^ 1;
        let moves = p.legal_moves();
        let mut safe = [false; 81];
        let mut any_safe = false;
        for (i, &mv) in moves.as_slice().iter().enumerate() {
            let mut q = *p;
            q.play_unchecked(mv);
            if let Some(s) = safe.get_mut(i) {
                *s = !q.can_win_now();
                any_safe |= *s;
            }
        }
        let allowed = |i: usize| !any_safe || safe.get(i).copied().unwrap_or(false);
        let wins_board = |mv: u8| p.board_wins(me, board_of(mv)) & 1 << cell_of(mv) != 0;
        let blocks_game = |mv: u8| {
            let b = board_of(mv);
            p.board_wins(opp, b) & 1 << cell_of(mv) != 0 && super::bits::is_won(p.won_raw(opp) | 1 << b)
        };
        let blocks_board = |mv: u8| p.board_wins(opp, board_of(mv)) & 1 << cell_of(mv) != 0;
        // Each rule in turn: the first that some allowed move meets picks among those.
        let rules: [&dyn Fn(u8) -> bool; 3] = [&wins_board, &blocks_game, &blocks_board];
        for rule in rules {
            let mut pick = None;
            let mut seen = 0;
            for (i, &mv) in moves.as_slice().iter().enumerate() {
                if allowed(i) && rule(mv) {
                    seen += 1;
                    if self.rng.below(seen) == 0 {
                        pick = Some(mv);
                    }
                }
            }
            if pick.is_some() {
                return pick;
            }
        }
        // Otherwise the best heuristic score, ties at random.
        let mut pick = None;
        let mut best = i32::MIN;
        let mut seen = 0;
        for (i, &mv) in moves.as_slice().iter().enumerate() {
            if !allowed(i) {
                continue;
            }
            let score = heuristic(p, mv);
            if score > best {
                best = score;
                seen = 1;
                pick = Some(mv);
            } else if score == best {
                seen += 1;
                if self.rng.below(seen) == 0 {
                    pick = Some(mv);
                }
            }
        }
        pick.or_else(|| moves.as_slice().first().copied())
    }
}

/// Medium's static score of `mv`: a centre or corner cell, a two in a row made, and where it
/// sends the opponent (not to a board the opponent wins at once, nor to a free move).
fn heuristic(p: &Position, mv: u8) -> i32 {
    let (b, c) = (board_of(mv), cell_of(mv));
    let me = p.side_to_move();
    let mut score = match c {
        4 => 3,
        0 | 2 | 6 | 8 => 1,
        _ => 0,
    };
    if b == 4 {
        score += 1;
    }
    let before = (super::bits::win_cells(p.board_marks(me, b)) & p.open_cells(b)).count_ones();
    let mut q = *p;
    q.play_unchecked(mv);
    let after = q.board_wins(me, b).count_ones();
    if after > before {
        score += 2;
    }
    match q.sent_to() {
        None => score -= 6,
        Some(next) if q.board_wins(me ^ 1, next) != 0 => score -= 10,
        Some(_) => {}
    }
    score
}

/// The search's best move among those that do not leave the opponent a win of the game in
/// one, when there are any.
fn safe_best(p: &Position, moves: &[RootMove]) -> Option<u8> {
    let best = best_of(moves)?;
    if !leaves_game_win(p, best) {
        return Some(best);
    }
    let safe: Vec<RootMove> = moves.iter().copied().filter(|m| !leaves_game_win(p, m.mv)).collect();
    best_of(&safe).or(Some(best))
}

fn leaves_game_win(p: &Position, mv: u8) -> bool {
    let mut q = *p;
    q.play_unchecked(mv);
    q.can_win_now()
}

fn rank_key(m: &RootMove) -> (u8, i64, f64) {
    match m.solved {
        Some(Solved::Win(plies)) => (3, -i64::from(plies), 0.0),
        Some(Solved::Loss(plies)) => (0, i64::from(plies), 0.0),
        _ => (1, i64::from(m.visits), m.win_rate),
    }
}

fn scored(m: &RootMove) -> ScoredMove {
    let proof = m.solved.map(|s| match s {
        Solved::Win(plies) => Proof { value: Outcome::Win, plies },
        Solved::Loss(plies) => Proof { value: Outcome::Loss, plies },
        Solved::Draw(plies) => Proof { value: Outcome::Draw, plies },
    });
    let win_rate = match proof.map(|p| p.value) {
        Some(Outcome::Win) => 1.0,
        Some(Outcome::Loss) => 0.0,
        Some(Outcome::Draw) => 0.5,
        None => m.win_rate,
    };
    ScoredMove { mv: m.mv, win_rate, visits: m.visits, proof }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn engine(level: Level) -> UltimateEngine {
        UltimateEngine::new(EngineOptions::default().with_level(level).with_seed(7).with_max_playouts(2_000)).unwrap()
    }

    #[test]
    fn every_level_plays_legal_moves_to_the_end() {
        for level in [Level::Easy, Level::Medium, Level::Hard] {
            let mut e = engine(level);
            let mut p = Position::start();
            while let Some(mv) = e.best_move(&p, p.to_move()) {
                assert!(p.is_legal(mv), "{level:?} {mv}");
                p.play_unchecked(mv);
            }
            assert!(p.is_over());
        }
    }

    #[test]
    fn ranked_moves_list_every_legal_move() {
        let mut e = engine(Level::Hard);
        let p = Position::start();
        let moves = e.ranked_moves(&p, Player::X, Budget::playouts(3_000));
        assert_eq!(moves.len(), 81);
        let facts = e.analyze(&p, Player::X);
        assert!(facts.best.is_some());
        assert!(!facts.wins_game_now);
    }
}
