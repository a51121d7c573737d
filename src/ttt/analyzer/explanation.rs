//! The one English sentence of a report (API reference "GameAnalyzer"): what to play and why, as data
//! ([`Explanation`]); `crate::text::sentences` words it.

use crate::common::player::Player;
use crate::ttt::bitboard::Bitboard;
use crate::ttt::line::Line;
use crate::ttt::square::Square;

/// The sentence of a report, as data; `Display` writes the English (`crate::text::sentences`).
///
/// Every variant for a game still on carries the best move's cell and names it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Explanation {
    /// "Play (0, 2) to win."
    WinNow { cell: Square },
    /// "Block (0, 2) or you lose next turn." The opponent's win-in-1 lines all miss `cell`.
    Block { cell: Square },
    /// The opponent has win-in-1 lines missing two or more different cells (`threats`), so
    /// every move loses; `best` is the best move, which may block one of them or not.
    ///
    /// "O has two winning threats, at (0, 2) and (2, 0); block (0, 2) and hope O misses the
    /// other." or, when the best move blocks none, "O has two winning threats, at (0, 2) and
    /// (2, 0), and you cannot block both; play (1, 1) and hope O misses them."
    DoubleThreat { opponent: Player, threats: Bitboard, best: Square },
    /// "Play (1, 1) to create two threats at once; O can only block one."
    MakeFork { cell: Square, opponent: Player },
    /// A drawn game where the opponent has fork cells (`forks`) and some move would lose.
    ///
    /// "Play (0, 1) to stop X from forking at (0, 2) or (2, 0); with best play the game is a
    /// draw."
    PreventFork { cell: Square, opponent: Player, forks: Bitboard },
    /// "Play (1, 1): you win in 3 moves with perfect play." `moves` counts the player's own
    /// moves, this one included.
    ForcedWin { cell: Square, moves: u8 },
    /// "Play (1, 1); with best play the game is a draw."
    Draw { cell: Square },
    /// A lost game: the move that holds out longest. `moves` counts the opponent's moves
    /// until it wins.
    ///
    /// "Play (0, 1) to hold out longest; with best play X still wins in 2 moves."
    Delay { cell: Square, opponent: Player, moves: u8 },
    /// "X won with three in a row at (0, 0), (1, 1) and (2, 2)."
    GameWon { winner: Player, line: Line },
    /// "The game is a draw."
    GameDrawn,
}

impl Explanation {
    /// The best move's cell named by the sentence; `None` for a finished game.
    pub const fn cell(self) -> Option<Square> {
        match self {
            Explanation::WinNow { cell }
            | Explanation::Block { cell }
            | Explanation::DoubleThreat { best: cell, .. }
            | Explanation::MakeFork { cell, .. }
            | Explanation::PreventFork { cell, .. }
            | Explanation::ForcedWin { cell, .. }
            | Explanation::Draw { cell }
            | Explanation::Delay { cell, .. } => Some(cell),
            Explanation::GameWon { .. } | Explanation::GameDrawn => None,
        }
    }
}
