//! Threat-space search (Allis): a forced win by continuous threats, proven move by move. The
//! attacker plays only threats: a four (a move after which it completes k next move, so the
//! defender's reply is forced) or, in a VCT, a three (a move after which it could make two
//! cells completing k at once). The defender tries every reply that can matter: the forced
//! block of a four; against a three, every cell that stops it and every four of its own, which
//! the attacker must then block. Narrow enough to read many moves ahead on a Gomoku board
//! where a full-width proof cannot.

use super::bits::{Bits, Wide};
use super::meter::Meter;
use super::windows::Windows;

/// Attacking moves Hard and `analyze` read at most of a win by continuous fours, and of one by
/// continuous threats.
pub(crate) const FOUR_DEPTH: u32 = 16;
pub(crate) const THREAT_DEPTH: u32 = 6;

/// The threat search's table of failed attacks: 2^16 slots, 512 KiB.
const FAILED_BITS: u32 = 16;
/// Keys of the side to attack and of a search with threes, mixed into a position's hash.
const SIDE_KEY: u64 = 0x9E37_79B9_7F4A_7C15;
const THREES_KEY: u64 = 0xD1B5_4A32_D192_ED03;

/// Which threats the attacker may make.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Threats {
    /// Victory by continuous fours (VCF): every attacking move leaves a cell completing k.
    Fours,
    /// Victory by continuous threats (VCT): fours and threes.
    FoursAndThrees,
}

impl Windows {
    /// Whether these rules have threats to search: free placement and normal rules (under
    /// gravity a threat may not be answerable, under misère completing loses).
    pub(crate) fn threat_rules(&self) -> bool {
        !self.g.rules.gravity() && !self.g.rules.misere()
    }

    /// Whether threes are threats too: as [`Windows::threat_rules`], with k of at least 4
    /// (below, a three is a single mark, and every cell near one makes it).
    pub(crate) fn three_rules(&self) -> bool {
        self.threat_rules() && self.g.k >= 4
    }

    /// The first move of a forced win by `threats` for the side to move, shorter wins tried
    /// first (up to `max_depth` attacking moves); `None` if there is none within the budget.
    pub(crate) fn threat_win(&mut self, threats: Threats, max_depth: u32, meter: &mut Meter) -> Option<u32> {
        if !self.threat_rules() {
            return None;
        }
        self.line = Wide::ZERO;
        if self.failed.is_empty() {
            self.failed = alloc::vec![0; 1 << FAILED_BITS];
        }
        for depth in 1..=max_depth {
            if let Some(bit) = self.attack(threats, depth, meter) {
                return Some(bit);
            }
            if meter.aborted {
                break;
            }
        }
        None
    }

    /// Whether the side not to move would have a forced win by `threats` were it to move now.
    pub(crate) fn threatened(&mut self, threats: Threats, max_depth: u32, meter: &mut Meter) -> bool {
        self.to_move ^= 1;
        let found = self.threat_win(threats, max_depth, meter).is_some();
        self.to_move ^= 1;
        found
    }

    /// The attacker (to move) wins within `depth` threats: the first move of the win.
    fn attack(&mut self, threats: Threats, depth: u32, meter: &mut Meter) -> Option<u32> {
        if !meter.tick() {
            return None;
        }
        let (a, d) = (self.to_move & 1, (self.to_move ^ 1) & 1);
        let wins = self.wins_now(a);
        if !wins.is_zero() {
            return Some(wins.lowest());
        }
        if depth == 0 {
            return None;
        }
        // Threat lines reach the same position in many orders: one that failed to this depth
        // fails again.
        let key = self.hash ^ if a == 1 { SIDE_KEY } else { 0 } ^ if threats == Threats::Fours { 0 } else { THREES_KEY };
        let slot = (key >> (64 - FAILED_BITS)) as usize;
        if self.failed.get(slot).is_some_and(|&e| e & !0xFF == key & !0xFF && e & 0xFF >= u64::from(depth)) {
            return None;
        }
        let blocks = self.wins_now(d);
        let k = self.g.k;
        // Against a four, the block is the only move, and it must make a threat itself.
        let (fours, threes) = match blocks.count() {
            0 => {
                let fours = self.cells_of_windows(a, k - 2);
                let threes = if threats == Threats::FoursAndThrees && self.three_rules() { self.cells_of_windows(a, k - 3) & !fours } else { Wide::ZERO };
                (fours, threes)
            }
            1 => (blocks, if threats == Threats::FoursAndThrees && self.three_rules() { blocks } else { Wide::ZERO }),
            _ => return None,
        };
        for (set, four) in [(fours, true), (threes, false)] {
            for bit in set.indices() {
                self.play(bit);
                let threat = if four { !self.wins_now(a).is_zero() } else { false };
                let wins = (threat || !four) && self.defend(threats, depth - 1, meter);
                self.undo(bit);
                if wins {
                    self.line |= Wide::bit(bit);
                    return Some(bit);
                }
                if meter.aborted {
                    return None;
                }
            }
        }
        if let Some(e) = self.failed.get_mut(slot) {
            *e = (key & !0xFF) | u64::from(depth.min(255));
        }
        None
    }

    /// The defender (to move, with no win in one) cannot escape the attacker's threats within
    /// `depth` more.
    fn defend(&mut self, threats: Threats, depth: u32, meter: &mut Meter) -> bool {
        if !meter.tick() {
            return false;
        }
        let (d, a) = (self.to_move & 1, (self.to_move ^ 1) & 1);
        if !self.wins_now(d).is_zero() {
            return false;
        }
        let fours = self.wins_now(a);
        match fours.count() {
            0 => {}
            1 => {
                let block = fours.lowest();
                self.play(block);
                let lost = self.attack(threats, depth, meter).is_some();
                self.undo(block);
                if lost {
                    self.line |= Wide::bit(block);
                }
                return lost;
            }
            // Two cells at once: the defender blocks one.
            _ => return true,
        }
        if threats == Threats::Fours || !self.three_rules() {
            return false;
        }
        let doubles = self.double_cells(a);
        if doubles.is_zero() {
            return false;
        }
        let replies = self.double_stoppers(a, doubles) | self.cells_of_windows(d, self.g.k - 2);
        for bit in replies.indices() {
            self.play(bit);
            let lost = self.attack(threats, depth, meter).is_some();
            self.undo(bit);
            if !lost {
                return false;
            }
            self.line |= Wide::bit(bit);
        }
        !meter.aborted
    }

    /// The moves of `root` (and the side to move's fours) after which the opponent, who would
    /// win by `threats` within `depth` were it to move, no longer does, proven; and those the
    /// budget left unchecked. The cells of the opponent's win and the fours are read first.
    pub(crate) fn defences(&mut self, threats: Threats, depth: u32, root: Wide, meter: &mut Meter) -> (Wide, Wide) {
        let me = self.to_move & 1;
        let fours = self.cells_of_windows(me, self.g.k - 2);
        let first = (self.line | fours) & (root | fours);
        let rest = root & !first;
        let total = meter.remaining();
        let (t0, n0) = (crate::common::clock::now_ms(), meter.nodes);
        let left = |meter: &Meter| total.after(t0, meter.nodes - n0);
        let mut count = (first | rest).count();
        let (mut proven, mut unchecked) = (Wide::ZERO, Wide::ZERO);
        for bit in first.indices().chain(rest.indices()) {
            meter.limit(left(meter).share(count));
            count -= 1;
            self.play(bit);
            let escapes = self.threat_win(threats, depth, meter).is_none();
            self.undo(bit);
            if meter.aborted {
                unchecked |= Wide::bit(bit);
            } else if escapes {
                proven |= Wide::bit(bit);
            }
        }
        meter.limit(left(meter));
        (proven, unchecked)
    }
}

#[cfg(test)]
mod tests {
    use crate::mnk::bits::Bits;
    use crate::mnk::geometry::Geometry;
    use crate::mnk::meter::Meter;
    use crate::mnk::rules::Rules;
    use crate::mnk::search::{Budget, Searcher};
    use super::Threats;
    use crate::common::player::Player;
    use crate::common::rng::{Rng, Seed};

    /// `stones` random marks, X and O in turn, as X's and O's words; `None` if either has a line.
    fn random_marks(g: &Geometry<u64>, rng: &mut Rng, stones: u32) -> Option<(u64, u64)> {
        let cells: Vec<u32> = g.cells_row_major().collect();
        let (mut x, mut o) = (0u64, 0u64);
        let mut placed = 0;
        while placed < stones {
            let bit = cells[rng.below(cells.len() as u32) as usize];
            if (x | o).has(bit) {
                continue;
            }
            if placed % 2 == 0 { x |= 1 << bit } else { o |= 1 << bit }
            placed += 1;
        }
        (!g.has_line(x) && !g.has_line(o)).then_some((x, o))
    }

    /// Every threat win found on random 6×6 positions (k = 4) is a win by the exact solver, and
    /// so is the move it starts with.
    #[test]
    fn threat_wins_are_proven_wins() {
        let rules = Rules::new(6, 6, 4).unwrap();
        let g = Geometry::<u64>::new(rules).unwrap();
        let mut s = Searcher::new(g, 18);
        let mut rng = Rng::new(Seed(8));
        let mut found = 0;
        for _ in 0..400 {
            let stones = 6 + rng.below(8);
            let Some((x, o)) = random_marks(&g, &mut rng, stones) else { continue };
            s.load(x, o, Player::X);
            s.start(Budget::UNLIMITED);
            if let Some(bit) = s.w.threat_win(Threats::Fours, 6, &mut Meter::default()) {
                found += 1;
                assert!(s.prove().unwrap() > 0, "{x:x} {o:x}");
                assert!(s.prove_move(bit).unwrap() > 0, "{x:x} {o:x} move {bit}");
            }
        }
        assert!(found >= 20, "only {found} threat wins");
    }

    /// Every win by continuous threats found on random 6×6 positions (k = 4 and 5) is a win by
    /// the exact solver, and so is the move it starts with; every win by fours is one by threats.
    #[test]
    fn continuous_threat_wins_are_proven_wins() {
        let mut rng = Rng::new(Seed(51));
        let mut found = 0;
        for k in [4, 5] {
            let rules = Rules::new(6, 6, k).unwrap();
            let g = Geometry::<u64>::new(rules).unwrap();
            let mut s = Searcher::new(g, 20);
            for _ in 0..300 {
                let stones = 6 + rng.below(10);
                let Some((x, o)) = random_marks(&g, &mut rng, stones) else { continue };
                s.load(x, o, Player::X);
                s.start(Budget::UNLIMITED);
                let fours = s.w.threat_win(Threats::Fours, 4, &mut Meter::default());
                if let Some(bit) = s.w.threat_win(Threats::FoursAndThrees, 4, &mut Meter::default()) {
                    found += 1;
                    assert!(s.prove().unwrap() > 0, "k {k}: {x:x} {o:x}");
                    assert!(s.prove_move(bit).unwrap() > 0, "k {k}: {x:x} {o:x} move {bit}");
                } else {
                    assert!(fours.is_none(), "a win by fours is a win by threats: {x:x} {o:x}");
                }
            }
        }
        assert!(found >= 40, "only {found} continuous-threat wins");
    }
}
