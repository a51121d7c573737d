//! Threat-space search: a forced win by continuous threats. Each attacking move leaves a cell
//! where the attacker completes k next move, so the defender's reply is forced; two such cells
//! at once win. Narrow enough to look many moves ahead on a Gomoku board where a full-width
//! proof cannot.

use super::bits::Bits;
use super::search::Searcher;

impl<B: Bits> Searcher<B> {
    /// The first move of a win by continuous threats for the side to move, trying longer
    /// sequences only after shorter ones (up to `max_depth` attacking moves); `None` if there
    /// is none within the budget. Free placement and normal rules only: under gravity a threat
    /// may not be answerable, and under misère completing loses.
    pub(crate) fn threat_win(&mut self, max_depth: u32) -> Option<u32> {
        if self.g.rules.gravity() || self.g.rules.misere() {
            return None;
        }
        for depth in 1..=max_depth {
            if let Some(bit) = self.continuous_threats(depth) {
                return Some(bit);
            }
            if self.aborted {
                break;
            }
        }
        None
    }

    fn continuous_threats(&mut self, depth: u32) -> Option<u32> {
        if !self.tick() {
            return None;
        }
        let g = self.g;
        let empty = g.valid & !self.mask;
        let me = self.me();
        let wins = g.completing_cells(me, empty);
        if !wins.is_zero() {
            return Some(wins.lowest());
        }
        if depth == 0 || !g.completing_cells(self.opp(), empty).is_zero() {
            return None;
        }
        // A move that makes a threat shares a window of k cells with k - 2 of the attacker's
        // marks, so it lies within two cells of one of them.
        let mut zone = me;
        for _ in 0..2 {
            let mut grown = zone;
            for step in g.steps {
                grown |= zone.shl(step) | zone.shr(step);
            }
            zone = grown;
        }
        for bit in (zone & empty).indices() {
            let threats = g.completing_cells(me | B::bit(bit), empty & !B::bit(bit));
            if threats.is_zero() {
                continue;
            }
            // Two cells at once: the defender, with no win of its own, blocks only one.
            if threats.count() >= 2 {
                return Some(bit);
            }
            let reply = threats.lowest();
            self.play(bit);
            self.play(reply);
            let follows = self.continuous_threats(depth - 1).is_some();
            self.undo(reply);
            self.undo(bit);
            if follows {
                return Some(bit);
            }
            if self.aborted {
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
            if let Some(bit) = s.threat_win(6) {
                found += 1;
                assert!(s.prove().unwrap() > 0, "{x:x} {o:x}");
                assert!(s.prove_move(bit).unwrap() > 0, "{x:x} {o:x} move {bit}");
            }
        }
        assert!(found >= 20, "only {found} threat wins");
    }
}
