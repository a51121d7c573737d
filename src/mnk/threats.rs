//! Threat-space search: a forced win by continuous threats. Each attacking move leaves a cell
//! where the attacker completes k next move, so the defender's reply is forced; two such cells
//! at once win. Narrow enough to look many moves ahead on a Gomoku board where a full-width
//! proof cannot.

use super::bits::Bits;
use super::meter::Meter;
use super::windows::Windows;

impl Windows {
    /// The first move of a win by continuous threats for the side to move, trying longer
    /// sequences only after shorter ones (up to `max_depth` attacking moves); `None` if there
    /// is none within the budget. Free placement and normal rules only: under gravity a threat
    /// may not be answerable, and under misère completing loses.
    pub(crate) fn threat_win(&mut self, max_depth: u32, meter: &mut Meter) -> Option<u32> {
        if self.g.rules.gravity() || self.g.rules.misere() {
            return None;
        }
        for depth in 1..=max_depth {
            if let Some(bit) = self.continuous_threats(depth, meter) {
                return Some(bit);
            }
            if meter.aborted {
                break;
            }
        }
        None
    }

    fn continuous_threats(&mut self, depth: u32, meter: &mut Meter) -> Option<u32> {
        if !meter.tick() {
            return None;
        }
        let (me, opp) = (self.to_move & 1, (self.to_move ^ 1) & 1);
        let wins = self.completing[me];
        if !wins.is_zero() {
            return Some(wins.lowest());
        }
        if depth == 0 || !self.completing[opp].is_zero() {
            return None;
        }
        // A move that makes a threat shares an open window with k - 2 of the attacker's marks,
        // so it lies within two cells of one of them.
        let zone = self.grow(self.grow(self.stones[me])) & !self.mask;
        for bit in zone.indices() {
            if !self.makes_threat(bit, me) {
                continue;
            }
            self.play(bit);
            let threats = self.completing[me];
            // Two cells at once: the defender, with no win of its own, blocks only one.
            let follows = threats.count() >= 2 || {
                let reply = threats.lowest();
                self.play(reply);
                let follows = self.continuous_threats(depth - 1, meter).is_some();
                self.undo(reply);
                follows
            };
            self.undo(bit);
            if follows {
                return Some(bit);
            }
            if meter.aborted {
                return None;
            }
        }
        None
    }
}

#[cfg(test)]
mod tests {
    use crate::mnk::geometry::Geometry;
    use crate::mnk::rules::Rules;
    use crate::mnk::search::{Budget, Searcher};
    use crate::mnk::bits::Bits;
    use crate::mnk::meter::Meter;
    use crate::player::Player;
    use crate::rng::{Rng, Seed};

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
            let (mut x, mut o) = (0u64, 0u64);
            let stones = 6 + rng.below(8);
            let cells: Vec<u32> = g.cells_row_major().collect();
            let mut placed = 0;
            while placed < stones {
                let bit = cells[rng.below(cells.len() as u32) as usize];
                if (x | o).has(bit) {
                    continue;
                }
                if placed % 2 == 0 { x |= 1 << bit } else { o |= 1 << bit }
                placed += 1;
            }
            if g.has_line(x) || g.has_line(o) {
                continue;
            }
            s.load(x, o, Player::X);
            s.start(Budget::UNLIMITED);
            if let Some(bit) = s.w.threat_win(6, &mut Meter::default()) {
                found += 1;
                assert!(s.prove().unwrap() > 0, "{x:x} {o:x}");
                assert!(s.prove_move(bit).unwrap() > 0, "{x:x} {o:x} move {bit}");
            }
        }
        assert!(found >= 20, "only {found} threat wins");
    }
}
