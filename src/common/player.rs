//! `Player`: X or O, with `!player` for the opponent; a [`Cell`] holds one or neither.

use core::fmt;
use core::ops::Not;

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Player {
    X,
    O,
}

/// What a cell holds: a player's mark or nothing.
pub type Cell = Option<Player>;

impl Player {
    pub const BOTH: [Player; 2] = [Player::X, Player::O];

    pub const fn opponent(self) -> Player {
        match self {
            Player::X => Player::O,
            Player::O => Player::X,
        }
    }

    pub const fn char(self) -> char {
        match self {
            Player::X => 'X',
            Player::O => 'O',
        }
    }
}

impl Not for Player {
    type Output = Player;

    fn not(self) -> Player {
        self.opponent()
    }
}

impl fmt::Display for Player {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.char())
    }
}
