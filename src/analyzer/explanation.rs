//! The one English sentence of a report (SPEC §4): what to play and why, as data
//! ([`Explanation`]) and as text, led by the real turn when the analyzed player is out of turn.

use crate::bitboard::Bitboard;
use crate::line::Line;
use crate::player::Player;
use crate::square::Square;
use std::fmt;

/// The sentence of a report, as data; `Display` writes the English.
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

/// Writes `squares` as "(0, 2)", "(0, 2) and (2, 0)" or "(0, 2), (2, 0) and (2, 2)", with
/// `last` (`"and"`/`"or"`) before the final one.
fn write_cells(f: &mut fmt::Formatter<'_>, squares: Bitboard, last: &str) -> fmt::Result {
    let total = squares.count() as usize;
    for (i, sq) in squares.squares().enumerate() {
        if i > 0 {
            if i + 1 == total { write!(f, " {last} ")? } else { f.write_str(", ")? }
        }
        write!(f, "{sq}")?;
    }
    Ok(())
}

fn plural(n: u8) -> &'static str {
    if n == 1 { "" } else { "s" }
}

impl fmt::Display for Explanation {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            Explanation::WinNow { cell } => write!(f, "Play {cell} to win."),
            Explanation::Block { cell } => write!(f, "Block {cell} or you lose next turn."),
            Explanation::DoubleThreat { opponent, threats, best } => {
                let count = match threats.count() {
                    2 => "two",
                    3 => "three",
                    _ => "several",
                };
                write!(f, "{opponent} has {count} winning threats, at ")?;
                write_cells(f, threats, "and")?;
                if threats.contains(best) {
                    let others = if threats.count() > 2 { "others" } else { "other" };
                    write!(f, "; block {best} and hope {opponent} misses the {others}.")
                } else {
                    let all = if threats.count() > 2 { "them all" } else { "both" };
                    write!(
                        f,
                        ", and you cannot block {all}; play {best} and hope {opponent} misses them."
                    )
                }
            }
            Explanation::MakeFork { cell, opponent } => write!(
                f,
                "Play {cell} to create two threats at once; {opponent} can only block one."
            ),
            Explanation::PreventFork { cell, opponent, forks } => {
                write!(f, "Play {cell} to stop {opponent} from forking at ")?;
                write_cells(f, forks, "or")?;
                f.write_str("; with best play the game is a draw.")
            }
            Explanation::ForcedWin { cell, moves } => write!(
                f,
                "Play {cell}: you win in {moves} move{} with perfect play.",
                plural(moves)
            ),
            Explanation::Draw { cell } => {
                write!(f, "Play {cell}; with best play the game is a draw.")
            }
            Explanation::Delay { cell, opponent, moves } => write!(
                f,
                "Play {cell} to hold out longest; \
                 with best play {opponent} still wins in {moves} move{}.",
                plural(moves)
            ),
            Explanation::GameWon { winner, line } => {
                write!(f, "{winner} won with three in a row at ")?;
                write_cells(f, line.cells, "and")?;
                f.write_str(".")
            }
            Explanation::GameDrawn => f.write_str("The game is a draw."),
        }
    }
}

/// The sentence for `explanation`, led by the real turn when it is not the analyzed player's.
pub fn sentence(explanation: Explanation, out_of_turn: Option<Player>) -> String {
    let text = explanation.to_string();
    match out_of_turn {
        None => text,
        Some(actual) => {
            // Only sentences that open with a verb are lowercased; "X has ..." keeps its player.
            let body = match text.strip_prefix("Play ").or_else(|| text.strip_prefix("Block ")) {
                Some(rest) => format!("{}{rest}", if text.starts_with('P') { "play " } else { "block " }),
                None => text,
            };
            format!("If it were {}'s turn (it is {actual}'s): {body}", !actual)
        }
    }
}
