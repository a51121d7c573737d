//! `Simulation`: a resumable self-play run. `step(max_games)` plays the next games; each
//! game's randomness derives from the run's seed and the game's index, so the totals do not
//! depend on how the run is chunked.

use alloc::vec::Vec;
use crate::common::player::Player;
use crate::common::rng::{Rng, Seed};
use crate::ttt::engine::EngineOptions;
use crate::ttt::position::{Outcome, Position};
use crate::ttt::strategy::AnyStrategy;
use crate::ttt::strategy::Strategy;
use core::ops::RangeInclusive;

/// What to play: how many games, who plays each side (any engine options; their `seed` and
/// `strict` are unused), the seed, and the index of the first game (a run split in parts
/// plays the same games as the whole).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct SimulationOptions {
    pub games: u64,
    pub player_x: EngineOptions,
    pub player_o: EngineOptions,
    pub seed: Seed,
    pub first_game: u64,
}

impl SimulationOptions {
    /// Allowed `games`: up to a billion (API reference "Simulator").
    pub const GAMES: RangeInclusive<u32> = 0..=1_000_000_000;
    /// Allowed `chunkSize` for the JS scheduler (API reference "Simulator"); default 100.
    pub const CHUNK_SIZE: RangeInclusive<u32> = 1..=1_000_000;
    pub const DEFAULT_CHUNK_SIZE: u32 = 100;
    /// Allowed workers to split a run over (oxo-ai/worker's `workers`, API reference "Off the main thread").
    pub const WORKERS: RangeInclusive<u32> = 1..=16;
}

impl SimulationOptions {
    /// How this run splits over `workers` workers (API reference "Off the main thread"): contiguous ranges of whole
    /// `chunk_size` chunks, at most one a worker. Each part, played with this run's seed and
    /// players, plays the same games as its range of the whole run; fewer than two parts means
    /// the run is best played whole.
    pub fn split(&self, chunk_size: u32, workers: u32) -> Vec<Part> {
        let chunk = u64::from(chunk_size.max(1));
        let chunks = self.games.div_ceil(chunk);
        let count = chunks.min(u64::from(workers));
        if count < 2 {
            return Vec::new();
        }
        let boundary = |i: u64| (i * chunks / count * chunk).min(self.games);
        let parts: Vec<Part> = (0..count).map(|i| Part { first_game: self.first_game + boundary(i), games: boundary(i + 1) - boundary(i) }).collect();
        // A part must be a run of its own: its `firstGame` within what a run accepts.
        if parts.iter().any(|p| p.first_game > u64::from(*Self::GAMES.end())) {
            return Vec::new();
        }
        parts
    }
}

/// One part of a split run: the index of its first game and how many it plays.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Part {
    pub first_game: u64,
    pub games: u64,
}

/// Running totals after some games.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Progress {
    pub completed: u64,
    pub total: u64,
    pub x_wins: u64,
    pub o_wins: u64,
    pub draws: u64,
}

/// The final statistics (API reference "Types" `SimulationResult`).
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct SimulationResult {
    pub x_wins: u64,
    pub o_wins: u64,
    pub draws: u64,
    pub total_games: u64,
    /// Exact mean moves per game; 0 when no game was played.
    pub avg_moves: f64,
    /// `lengths[n]`: games that ended after exactly `n` moves (API reference "Simulator").
    pub lengths: [u64; 10],
}

impl SimulationResult {
    /// The result of a whole run from the results of its parts: the sums, and the exact mean
    /// from the summed `lengths`.
    pub fn merge(parts: &[SimulationResult]) -> SimulationResult {
        let mut lengths = [0; 10];
        for part in parts {
            for (total, n) in lengths.iter_mut().zip(part.lengths) {
                *total += n;
            }
        }
        let sum = |field: fn(&SimulationResult) -> u64| parts.iter().map(field).sum::<u64>();
        SimulationResult {
            x_wins: sum(|r| r.x_wins),
            o_wins: sum(|r| r.o_wins),
            draws: sum(|r| r.draws),
            total_games: sum(|r| r.total_games),
            avg_moves: mean_moves(&lengths),
            lengths,
        }
    }
}

/// The exact mean moves per game of a length histogram; 0 when it counts no game.
fn mean_moves(lengths: &[u64; 10]) -> f64 {
    let games: u64 = lengths.iter().sum();
    let moves: u64 = (0u64..).zip(lengths).map(|(n, count)| n * count).sum();
    if games == 0 {
        0.0
    } else {
        moves as f64 / games as f64
    }
}

/// A self-play run in progress.
#[derive(Clone, Debug)]
pub struct Simulation {
    options: SimulationOptions,
    x: AnyStrategy,
    o: AnyStrategy,
    progress: Progress,
    lengths: [u64; 10],
}

impl Simulation {
    pub fn new(options: SimulationOptions) -> Simulation {
        let games = options.games.min(u64::from(*SimulationOptions::GAMES.end()));
        Simulation {
            options: SimulationOptions { games, ..options },
            x: options.player_x.strategy(),
            o: options.player_o.strategy(),
            progress: Progress { total: games, ..Progress::default() },
            lengths: [0; 10],
        }
    }

    pub fn options(&self) -> SimulationOptions {
        self.options
    }

    pub fn progress(&self) -> Progress {
        self.progress
    }

    pub fn is_done(&self) -> bool {
        self.progress.completed >= self.progress.total
    }

    /// Plays up to `max_games` more games; returns how many were played.
    pub fn step(&mut self, max_games: u64) -> u64 {
        let remaining = self.progress.total.saturating_sub(self.progress.completed);
        let count = max_games.min(remaining);
        for _ in 0..count {
            let index = self.options.first_game + self.progress.completed;
            let (outcome, moves) = self.play_game(index);
            match outcome {
                Outcome::Win(Player::X) => self.progress.x_wins += 1,
                Outcome::Win(Player::O) => self.progress.o_wins += 1,
                Outcome::Draw => self.progress.draws += 1,
            }
            if let Some(count) = usize::try_from(moves).ok().and_then(|n| self.lengths.get_mut(n)) {
                *count += 1;
            }
            self.progress.completed += 1;
        }
        count
    }

    /// Game `index`: both sides draw from one generator seeded by the run's seed and `index`.
    fn play_game(&mut self, index: u64) -> (Outcome, u32) {
        let mut rng = Rng::new(self.options.seed.derive(index));
        let mut pos = Position::EMPTY;
        loop {
            if let Some(outcome) = pos.outcome() {
                return (outcome, pos.ply());
            }
            let strategy = match pos.to_move() {
                Player::X => &mut self.x,
                Player::O => &mut self.o,
            };
            match strategy.choose(pos, &mut rng) {
                // The game is on, so a legal move is an empty square (no second outcome check).
                Some(sq) if pos.board().empty_squares().contains(sq) => pos = pos.play_unchecked(sq),
                // Every strategy returns a legal move while the game is on; stop rather than loop.
                _ => return (Outcome::Draw, pos.ply()),
            }
        }
    }

    pub fn result(&self) -> SimulationResult {
        let p = self.progress;
        SimulationResult {
            x_wins: p.x_wins,
            o_wins: p.o_wins,
            draws: p.draws,
            total_games: p.completed,
            avg_moves: mean_moves(&self.lengths),
            lengths: self.lengths,
        }
    }
}

impl Default for SimulationOptions {
    fn default() -> Self {
        SimulationOptions {
            games: 0,
            player_x: EngineOptions::default(),
            player_o: EngineOptions::default(),
            seed: Seed(0),
            first_game: 0,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ttt::strategy::Difficulty;

    const EASY: EngineOptions = EngineOptions { difficulty: Difficulty::Easy, ..EngineOptions::DEFAULT };

    fn run(options: SimulationOptions, chunk: u64) -> SimulationResult {
        let mut sim = Simulation::new(options);
        while !sim.is_done() {
            assert!(sim.step(chunk) > 0);
        }
        sim.result()
    }

    #[test]
    fn zero_games_gives_zeros() {
        let r = run(SimulationOptions::default(), 10);
        assert_eq!((r.x_wins, r.o_wins, r.draws, r.total_games), (0, 0, 0, 0));
        assert_eq!(r.avg_moves, 0.0);
    }

    #[test]
    fn chunking_does_not_change_the_result() {
        let options = SimulationOptions {
            games: 300,
            player_x: EASY,
            player_o: EASY,
            seed: Seed(7),
            ..SimulationOptions::default()
        };
        let whole = run(options, 1_000);
        for chunk in [1, 7, 100] {
            assert_eq!(run(options, chunk), whole);
        }
        assert_eq!(whole.x_wins + whole.o_wins + whole.draws, 300);
        assert_eq!(whole.lengths.iter().sum::<u64>(), 300);
        assert_eq!(whole.lengths[..5], [0; 5], "no game ends before move 5");
        assert!((5.0..=9.0).contains(&whole.avg_moves));
    }

    #[test]
    fn a_run_split_by_first_game_adds_up_to_the_whole() {
        let options = SimulationOptions { games: 300, player_x: EASY, player_o: EASY, seed: Seed(7), ..SimulationOptions::default() };
        let whole = run(options, 1_000);
        let parts = [(0, 120), (120, 1), (121, 179)].map(|(first_game, games)| run(SimulationOptions { first_game, games, ..options }, 50));
        let sum = |f: fn(&SimulationResult) -> u64| parts.iter().map(f).sum::<u64>();
        assert_eq!((sum(|r| r.x_wins), sum(|r| r.o_wins), sum(|r| r.draws)), (whole.x_wins, whole.o_wins, whole.draws));
        for n in 0..10 {
            assert_eq!(parts.iter().map(|r| r.lengths[n]).sum::<u64>(), whole.lengths[n]);
        }
    }

    #[test]
    fn a_split_run_merges_to_the_whole_run() {
        let options = SimulationOptions { games: 1_234, player_x: EASY, player_o: EASY, seed: Seed(9), first_game: 40 };
        let whole = run(options, 1_000);
        for (chunk, workers) in [(100, 2), (100, 3), (7, 8), (1_000, 16), (1, 5)] {
            let parts = options.split(chunk, workers);
            // Contiguous ranges of whole chunks covering the run, one a worker at most.
            assert!(parts.len() <= workers as usize && parts.len() >= 2, "{chunk} x {workers}: {parts:?}");
            assert_eq!(parts.first().map(|p| p.first_game), Some(40));
            for pair in parts.windows(2) {
                assert_eq!(pair[0].first_game + pair[0].games, pair[1].first_game);
                assert_eq!((pair[0].first_game - 40) % u64::from(chunk), 0);
            }
            assert_eq!(parts.iter().map(|p| p.games).sum::<u64>(), 1_234);
            let results: Vec<_> = parts.iter().map(|p| run(SimulationOptions { first_game: p.first_game, games: p.games, ..options }, 100)).collect();
            assert_eq!(SimulationResult::merge(&results), whole, "{chunk} x {workers}");
        }
    }

    #[test]
    fn a_run_of_one_chunk_or_one_worker_is_not_split() {
        let options = SimulationOptions { games: 100, ..SimulationOptions::default() };
        assert!(options.split(100, 8).is_empty());
        assert!(options.split(10, 1).is_empty());
        assert!(SimulationOptions::default().split(100, 8).is_empty());
        // A part whose first game a run would refuse: played whole.
        assert!(SimulationOptions { games: 1_000, first_game: 999_999_999, ..SimulationOptions::default() }.split(100, 2).is_empty());
        assert_eq!(SimulationResult::merge(&[]).avg_moves, 0.0);
    }
}
