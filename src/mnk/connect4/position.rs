//! `Position`: a Connect Four position as two words, the stones of the player to move and every
//! stone, with the moves, wins and threats read by shifts (Pons's representation).

use super::shape::Shape;

/// The player to move's stones, every stone, and their count.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Position {
    pub current: u64,
    pub mask: u64,
    pub stones: u32,
}

impl Position {
    /// The position with `mine` for the player to move and `theirs` for the other.
    pub fn new(mine: u64, theirs: u64) -> Position {
        let mask = mine | theirs;
        Position { current: mine, mask, stones: mask.count_ones() }
    }

    /// A unique number for the position: the mover's stones plus every stone, which sets the
    /// bit above each column's top stone.
    #[inline(always)]
    pub fn key(&self) -> u64 {
        self.current + self.mask
    }

    /// The position whose [`key`](Self::key) is `key`: in each column the key is `2^h - 1`
    /// (the `h` stones) plus the mover's among them, so `h` is the bit length of key + 1.
    pub fn from_key(key: u64, s: &Shape) -> Position {
        let (mut current, mut mask) = (0u64, 0u64);
        let column = (1u64 << s.stride) - 1;
        for c in 0..s.cols {
            let k = (key >> (c * s.stride)) & column;
            let h = 63 - (k + 1).leading_zeros();
            let stones = (1u64 << h) - 1;
            current |= (k - stones) << (c * s.stride);
            mask |= stones << (c * s.stride);
        }
        Position { current, mask, stones: mask.count_ones() }
    }

    /// The lowest empty cell of each open column.
    #[inline(always)]
    pub fn playable(&self, s: &Shape) -> u64 {
        (self.mask + s.bottom) & s.board
    }

    /// The position after the mover drops a stone on `cell` (one bit of [`playable`](Self::playable)).
    #[inline(always)]
    pub fn play(&self, cell: u64) -> Position {
        Position { current: self.current ^ self.mask, mask: self.mask | cell, stones: self.stones + 1 }
    }

    /// Empty cells where the mover would complete four now or later.
    #[inline(always)]
    pub fn threats(&self, s: &Shape) -> u64 {
        completing_apart(self.current, s) & (s.board ^ self.mask)
    }

    /// Empty cells where the opponent would complete four.
    #[inline(always)]
    pub fn opponent_threats(&self, s: &Shape) -> u64 {
        completing_apart(self.current ^ self.mask, s) & (s.board ^ self.mask)
    }

    /// Cells where the mover wins now.
    #[inline(always)]
    pub fn wins_now(&self, s: &Shape) -> u64 {
        self.threats(s) & self.playable(s)
    }

    /// The moves that do not lose at once: the one block if the opponent threatens one win
    /// now, none if it threatens two, and never the cell under an opponent's threat. Call only
    /// where the mover cannot win now.
    #[inline(always)]
    pub fn safe_moves(&self, s: &Shape) -> u64 {
        self.safe_against(self.opponent_threats(s), s)
    }

    /// [`safe_moves`](Self::safe_moves) given the opponent's threats, `theirs`.
    #[inline(always)]
    pub fn safe_against(&self, theirs: u64, s: &Shape) -> u64 {
        let mut playable = self.playable(s);
        let forced = playable & theirs;
        if forced != 0 {
            if forced & (forced - 1) != 0 {
                return 0;
            }
            playable = forced;
        }
        playable & !(theirs >> 1)
    }

    /// The mover's threats after dropping on `cell`: the opponent's threats in the position
    /// that follows, and by their number the move order's key.
    #[inline(always)]
    pub fn threats_after(&self, cell: u64, s: &Shape) -> u64 {
        completing(self.current | cell, s) & (s.board ^ (self.mask | cell))
    }

    /// Whether either player has four in a row.
    pub fn has_four(&self, s: &Shape) -> bool {
        let theirs = self.current ^ self.mask;
        completing_apart(self.current, s) & self.current != 0 || completing_apart(theirs, s) & theirs != 0
    }

    /// The position before the disc on top of column `col`, if that disc is the last mover's
    /// (so the disc could have been the last one played).
    pub fn before_top(&self, col: u32, s: &Shape) -> Option<Position> {
        let stones = self.mask & s.column(col);
        if stones == 0 {
            return None;
        }
        let top = 1u64 << (63 - stones.leading_zeros());
        let theirs = self.current ^ self.mask;
        (theirs & top != 0).then(|| Position { current: theirs ^ top, mask: self.mask ^ top, stones: self.stones - 1 })
    }

    /// The position with the columns in reverse order.
    pub fn mirrored(&self, s: &Shape) -> Position {
        Position { current: s.mirror(self.current), mask: s.mirror(self.mask), stones: self.stones }
    }

    /// The smaller of the position's key and its mirror image's, and whether that is the
    /// mirror's.
    pub fn canonical_key(&self, s: &Shape) -> (u64, bool) {
        let (key, mirrored) = (self.key(), self.mirrored(s).key());
        if mirrored < key { (mirrored, true) } else { (key, false) }
    }
}

/// [`completing`] out of line, for the calls outside the search's inner loop: one copy of its
/// shifts for them all.
#[inline(never)]
fn completing_apart(stones: u64, s: &Shape) -> u64 {
    completing(stones, s)
}

/// The cells (empty or not) that would give `stones` four in a row, by shifts in each
/// direction: along a column (1), a row (`stride`) and the two diagonals (`stride ∓ 1`).
#[inline(always)]
fn completing(stones: u64, s: &Shape) -> u64 {
    // Vertical: only three below.
    let mut r = (stones << 1) & (stones << 2) & (stones << 3);
    for d in [s.stride, s.stride - 1, s.stride + 1] {
        let p = (stones << d) & (stones << (2 * d));
        r |= p & (stones << (3 * d));
        r |= p & (stones >> d);
        let p = (stones >> d) & (stones >> (2 * d));
        r |= p & (stones << d);
        r |= p & (stones >> (3 * d));
    }
    r
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::mnk::rules::Rules;

    fn shape() -> Shape {
        Shape::of(Rules::CONNECT_FOUR).unwrap_or_else(|| panic!("fits"))
    }

    /// The position after dropping in `columns` (0-based) from the empty board.
    fn after(columns: &[u32]) -> Position {
        let s = shape();
        columns.iter().fold(Position::new(0, 0), |p, &c| p.play(p.playable(&s) & s.column(c)))
    }

    #[test]
    fn reads_wins_and_the_moves_that_do_not_lose() {
        let s = shape();
        // X on columns 0, 1, 2 of the bottom row, O above: X to move wins in column 3.
        let p = after(&[0, 0, 1, 1, 2, 2]);
        assert_eq!(p.wins_now(&s), 1 << s.bit(5, 3));
        // O to move must block there.
        let o = after(&[0, 0, 1, 1, 2]);
        assert_eq!(o.safe_moves(&s), 1 << s.bit(5, 3));
        // Two open ends: no move saves O.
        let lost = after(&[1, 1, 2, 2, 3]);
        assert_eq!(lost.safe_moves(&s), 0);
        assert_eq!(after(&[3]).key(), after(&[3]).mirrored(&s).key(), "the centre is its own mirror");
        assert_eq!(after(&[6]).canonical_key(&s), (after(&[0]).key(), true));
        for p in [after(&[]), after(&[3]), after(&[3, 3, 2, 4, 4, 4, 0]), after(&[0, 1, 2, 0, 6, 1, 6, 2])] {
            assert_eq!(Position::from_key(p.key(), &s), p, "a key gives its position back");
        }
    }

    #[test]
    fn never_plays_under_the_opponents_threat() {
        let s = shape();
        // O holds (4, 0), (4, 1), (4, 2) over a mixed bottom row; X to move must not fill (5, 3),
        // which would let O complete four at (4, 3).
        let p = after(&[0, 1, 2, 0, 6, 1, 6, 2]);
        let o_threat = 1u64 << s.bit(4, 3);
        assert_eq!(p.opponent_threats(&s) & o_threat, o_threat);
        assert_eq!(p.wins_now(&s), 0);
        assert_eq!(p.safe_moves(&s), p.playable(&s) & !(o_threat >> 1), "every column but 3");
    }
}
