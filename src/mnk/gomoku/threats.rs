//! Wins by continuous threats on line patterns: the attacker plays only fours (a cell where
//! its mark makes a four: the reply is forced) or, in a VCT, threes too (a cell where it makes
//! an open three: the defender must stop it or make a four); the defender tries every reply
//! that can matter. Read from the pattern bitboards: "the attacker's fours" are
//! `cells(a, Shape::Four)`, its completing cells `cells(a, Shape::Five)`, and the answers to a
//! three the move generator's defence (`super::super::moves`), whose tests hold it to trying
//! every empty cell. The semantics are `super::super::threats`' on window counts.

use alloc::vec::Vec;
use super::super::bits::{Bits, Wide};
use super::super::meter::Meter;
use super::super::moves::{generate, Mode, MoveList, CAPACITY};
use super::super::patterns::Shape;
use super::Position;

/// Keys mixed into a position's for the attacker's side and for a search with threes.
const SIDE_KEY: u64 = 0x9E37_79B9_7F4A_7C15;
const THREES_KEY: u64 = 0xD1B5_4A32_D192_ED03;
/// Nodes between the threat search's own clock reads (a defence tries its answers at a few
/// microseconds a node; the meter's own reads come every 1,024).
const CLOCK_EVERY: u64 = 128;
/// The memory of failed attacks: 2^14 slots of 8 bytes.
const FAILED_BITS: u32 = 14;

/// The threat search's memory: attacks that failed, by position, side, kind and depth (threat
/// lines reach one position in many orders). Cleared with each question.
#[derive(Clone, Debug, Default)]
pub struct ThreatSearch {
    failed: Vec<u64>,
}

impl ThreatSearch {
    /// Forgets the failed attacks.
    pub fn clear(&mut self) {
        self.failed.iter_mut().for_each(|e| *e = 0);
    }

    /// The first move of a win of the side to move by fours (`threes` false) or by fours and
    /// threes, shortest first, up to `max_depth` attacking moves; `None` if none is found
    /// within the meter's budget.
    pub fn win(&mut self, pos: &mut Position, threes: bool, max_depth: u32, meter: &mut Meter) -> Option<u32> {
        if self.failed.is_empty() {
            self.failed = alloc::vec![0; 1 << FAILED_BITS];
        }
        for depth in 1..=max_depth {
            if let Some(bit) = self.attack(pos, threes, depth, meter) {
                return Some(bit);
            }
            if meter.aborted {
                break;
            }
        }
        None
    }

    /// Whether the side not to move would win so were it to move now.
    pub fn threatened(&mut self, pos: &mut Position, threes: bool, max_depth: u32, meter: &mut Meter) -> bool {
        pos.pass();
        let found = self.win(pos, threes, max_depth, meter).is_some();
        pos.pass();
        found
    }

    /// The attacker (to move) wins within `depth` threats: the first move.
    fn attack(&mut self, pos: &mut Position, threes: bool, depth: u32, meter: &mut Meter) -> Option<u32> {
        if !meter.tick() || (meter.nodes % CLOCK_EVERY == 0 && !meter.check_clock()) {
            return None;
        }
        let a = pos.to_move();
        let d = a ^ 1;
        let p = &pos.p;
        let wins = p.cells(a, Shape::Five);
        if !wins.is_zero() {
            return Some(wins.lowest());
        }
        let blocks = p.cells(d, Shape::Five);
        if blocks.count() > 1 {
            return None;
        }
        if blocks.is_zero() {
            let open = p.cells(a, Shape::OpenFour);
            if !open.is_zero() {
                return Some(open.lowest());
            }
        }
        if depth == 0 {
            return None;
        }
        let key = pos.key() ^ if a == 1 { SIDE_KEY } else { 0 } ^ if threes { THREES_KEY } else { 0 };
        let slot = (key >> (64 - FAILED_BITS)) as usize;
        if self.failed.get(slot).is_some_and(|&e| e & !0xFF == key & !0xFF && e & 0xFF >= u64::from(depth)) {
            return None;
        }
        // Against the defender's four only its block, and only if it threatens too.
        let limit = if blocks.is_zero() { Wide::ZERO } else { blocks };
        let restrict = |set: Wide| if blocks.is_zero() { set } else { set & limit };
        let fours = restrict(p.cells(a, Shape::Four));
        let strong = restrict(p.cells(a, Shape::FourThree));
        // A three is no threat while the defender can make an open four or a four of its own
        // that the attacker must answer first: those lines are left to the fours.
        let threes_set = if threes && p.cells(d, Shape::OpenFour).is_zero() { restrict(p.cells(a, Shape::Three)) & !fours } else { Wide::ZERO };
        let doubles = threes_set & p.cells(a, Shape::DoubleThree);
        let order = [strong, fours & !strong, doubles, threes_set & !doubles];
        for set in order {
            for bit in set.indices() {
                pos.play(bit);
                let won = self.defend(pos, threes, depth - 1, meter);
                pos.undo(bit);
                if won {
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

    /// The defender (to move) cannot escape the attacker's threats within `depth` more.
    fn defend(&mut self, pos: &mut Position, threes: bool, depth: u32, meter: &mut Meter) -> bool {
        if !meter.tick() || (meter.nodes % CLOCK_EVERY == 0 && !meter.check_clock()) {
            return false;
        }
        let d = pos.to_move();
        let a = d ^ 1;
        if !pos.p.cells(d, Shape::Five).is_zero() {
            return false;
        }
        let fours = pos.p.cells(a, Shape::Five);
        match fours.count() {
            0 => {}
            1 => {
                let block = fours.lowest();
                pos.play(block);
                let lost = self.attack(pos, threes, depth, meter).is_some();
                pos.undo(block);
                return lost;
            }
            _ => return true,
        }
        if !threes || pos.p.cells(a, Shape::OpenFour).is_zero() {
            return false;
        }
        // Against a three: the defender's fours and every cell that stops it.
        let mut list = MoveList::default();
        let answers = match generate(&pos.p, CAPACITY, &mut list) {
            Mode::Defend { lost: false } => list.set(),
            Mode::Defend { lost: true } => pos.p.cells(d, Shape::Four),
            // The defender makes an open four of its own: no longer a forced line.
            _ => return false,
        };
        for bit in answers.indices() {
            pos.play(bit);
            let lost = self.attack(pos, threes, depth, meter).is_some();
            pos.undo(bit);
            if !lost {
                return false;
            }
        }
        !meter.aborted
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::common::player::Player;
    use crate::common::rng::{Rng, Seed};
    use crate::mnk::bits::Bits;
    use crate::mnk::geometry::Geometry;
    use crate::mnk::meter::Meter;
    use crate::mnk::rules::Rules;
    use crate::mnk::search::{Budget, Searcher};
    use crate::mnk::threats::Threats;

    /// `stones` random marks on a 15×15 board near the centre, X and O in turn; `None` if
    /// either has five.
    fn random_marks(g: &Geometry<Wide>, rng: &mut Rng, stones: u32) -> Option<(Wide, Wide)> {
        let (mut x, mut o) = (Wide::ZERO, Wide::ZERO);
        let mut placed = 0;
        while placed < stones {
            let (r, c) = (3 + rng.below(9), 3 + rng.below(9));
            let bit = g.bit(r, c);
            if (x | o).has(bit) {
                continue;
            }
            if placed % 2 == 0 { x |= Wide::bit(bit) } else { o |= Wide::bit(bit) }
            placed += 1;
        }
        (!g.has_line(x) && !g.has_line(o)).then_some((x, o))
    }

    /// On random crowded Gomoku positions, the pattern VCF finds a win exactly where the
    /// window-count VCF does at the same depth, and every VCT win it finds starts with a move
    /// after which the window-count VCT (a search proven against the exact solver in
    /// `crate::mnk::threats`) still wins, or is a VCF win.
    #[test]
    fn pattern_threat_wins_agree_with_the_window_counts() {
        let rules = Rules::GOMOKU;
        let g = Geometry::wide(rules);
        let mut s = Searcher::new(g, 16);
        let mut pos = Position::new(rules).unwrap();
        let mut ts = ThreatSearch::default();
        let mut rng = Rng::new(Seed(61));
        let (mut vcf, mut vct) = (0, 0);
        for _ in 0..300 {
            let stones = 16 + rng.below(24);
            let Some((x, o)) = random_marks(&g, &mut rng, stones) else { continue };
            pos.load(x, o, false);
            s.load(x, o, Player::X);
            s.start(Budget::UNLIMITED);
            ts.clear();
            let ours = ts.win(&mut pos, false, 8, &mut Meter::default());
            // The patterns see an open four one attacking move sooner than the counts do.
            let theirs = s.w.threat_win(Threats::Fours, 8, &mut Meter::default());
            let longer = s.w.threat_win(Threats::Fours, 9, &mut Meter::default());
            assert!(theirs.is_none() || ours.is_some(), "VCF missed on {x:?} {o:?}");
            assert!(ours.is_none() || longer.is_some(), "VCF not confirmed on {x:?} {o:?}");
            if ours.is_some() {
                vcf += 1;
                continue;
            }
            if let Some(bit) = ts.win(&mut pos, true, 4, &mut Meter::default()) {
                vct += 1;
                pos.play(bit);
                // Every answer of the defender leaves the attacker a win by threats.
                let mut list = MoveList::default();
                generate(&pos.p, CAPACITY, &mut list);
                for reply in list.cells() {
                    pos.play(reply);
                    let win = ts.win(&mut pos, true, 4, &mut Meter::default());
                    pos.undo(reply);
                    assert!(win.is_some(), "VCT answer {reply} escapes on {x:?} {o:?}");
                }
                pos.undo(bit);
            }
        }
        assert!(vcf >= 20 && vct >= 5, "too few wins to test: {vcf} VCF, {vct} VCT");
    }
}

#[cfg(test)]
mod double_three {
    use super::*;
    use crate::common::rng::{Rng, Seed};
    use crate::mnk::meter::Meter;
    use crate::mnk::rules::Rules;

    /// Where the side to move has a cell making two open threes, or a four and an open three,
    /// and the opponent no cell making a four, the search scores a win in five plies: the
    /// threat search agrees.
    #[test]
    fn a_double_three_against_no_four_is_a_threat_win() {
        let rules = Rules::GOMOKU;
        let mut pos = Position::new(rules).unwrap();
        let mut ts = ThreatSearch::default();
        let mut rng = Rng::new(Seed(611));
        let mut checked = 0;
        for _ in 0..400 {
            pos.load(Wide::ZERO, Wide::ZERO, false);
            let mut played = 0;
            while played < 40 {
                let me = pos.to_move();
                let p = &pos.p;
                if !p.cells(me ^ 1, Shape::Four).is_zero() || !p.cells(me, Shape::OpenFour).is_zero() {
                    break;
                }
                let doubles = (p.cells(me, Shape::DoubleThree) & !p.cells(me, Shape::Four)) | p.cells(me, Shape::FourThree);
                if !doubles.is_zero() {
                    checked += 1;
                    ts.clear();
                    assert!(ts.win(&mut pos, true, 3, &mut Meter::default()).is_some(), "double three without a win");
                    break;
                }
                let (r, c) = (4 + rng.below(7), 4 + rng.below(7));
                let bit = pos.p.g.bit(r, c);
                if pos.p.occupied().has(bit) {
                    continue;
                }
                pos.play(bit);
                played += 1;
            }
        }
        assert!(checked >= 50, "too few double threes: {checked}");
    }
}
