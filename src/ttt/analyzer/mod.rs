//! The game analyzer of API reference "GameAnalyzer": threats, forks, the perfect-play verdict, the best move and
//! one English sentence a player can act on.
//!
//! # What is reported
//!
//! * A **win-in-1** of a player is a line holding two of that player's marks and an empty
//!   third cell (the `missing` cell). Each line is one entry, so two lines that miss the same
//!   cell are two entries.
//! * A **fork cell** of a player is an empty cell whose mark *creates* at least two win-in-1
//!   lines at once, without completing a line. Two decisions the contract leaves open:
//!   - A cell that completes a line is never a fork: that move ends the game, so it leaves no
//!     threats to answer. The cell is already reported as a win-in-1.
//!   - Only lines through the cell are counted: a win-in-1 already on the board elsewhere does
//!     not make every other cell a fork. So each fork's reported line runs through its cell
//!     (the first such line in [`LINES`] order), and the two threats it creates miss two
//!     different cells, which one reply cannot both block.
//! * Threats are listed win-in-1 first, then forks; within each group the side to move comes
//!   first, then the opponent; win-in-1 entries follow [`LINES`] order (rows 0–2, columns 0–2,
//!   diagonals 0–1) and fork cells row-major order. A finished board has no threats.
//!
//! # The explanation
//!
//! Chosen in the API reference's "GameAnalyzer" priority order, and it always names the best move's cell while the game
//! is on:
//!
//! 1. the side to move wins in one: [`Explanation::WinNow`];
//! 2. the opponent wins in one: [`Explanation::Block`] if one cell stops every such line,
//!    [`Explanation::DoubleThreat`] if not (the game is lost);
//! 3. the side to move has a fork cell: [`Explanation::MakeFork`];
//! 4. the perfect-play verdict: [`Explanation::ForcedWin`]; [`Explanation::PreventFork`] for a
//!    drawn game where the opponent has a fork cell and a careless move would lose;
//!    [`Explanation::Draw`]; [`Explanation::Delay`] for a lost one.
//!
//! Move counts `N` in sentences count the winner's own moves: "you win in 3 moves" counts this
//! move and your next two (a win in `2N − 1` plies); "X still wins in 2 moves" counts X's moves
//! from now (a loss in `2N` plies).

use alloc::vec::Vec;
use crate::common::player::Player;
use crate::ttt::board::Board;
use crate::ttt::position::{Outcome, Position, SetupError};
use crate::ttt::solver::{self, Value};
use crate::ttt::square::Square;
use core::fmt;

/// The perfect-play value of a position for the player to move (API reference "Types" `evaluation`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Evaluation {
    Winning,
    Losing,
    Draw,
    /// The game is already over.
    Neutral,
}

impl Evaluation {
    /// The name JavaScript uses: `'winning'`, `'losing'`, `'draw'` or `'neutral'`.
    pub const fn name(self) -> &'static str {
        match self {
            Evaluation::Winning => "winning",
            Evaluation::Losing => "losing",
            Evaluation::Draw => "draw",
            Evaluation::Neutral => "neutral",
        }
    }

    /// The evaluation matching a solver value for the side to move.
    pub const fn from_value(value: Value) -> Evaluation {
        match value {
            Value::Win => Evaluation::Winning,
            Value::Loss => Evaluation::Losing,
            Value::Draw => Evaluation::Draw,
        }
    }
}

impl fmt::Display for Evaluation {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

mod explanation;
mod threats;

pub use explanation::Explanation;
pub use threats::{fork_cells, threats, win_in_one, winning_cells, Threat, ThreatKind};

/// A full analysis (API reference "Types" `AnalysisReport`).
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Report {
    pub evaluation: Evaluation,
    /// Hard's move ([`solver::best_move`]); `None` once the game is over.
    pub best_move: Option<Square>,
    /// At most 8 win-in-1 entries and 18 forks (9 cells, two players).
    pub threats: Vec<Threat>,
    pub explanation: Explanation,
    /// The side whose turn it really is, when the board is reachable, the game is on and the
    /// player analyzed is not that side: the report then answers "if it were your turn".
    pub out_of_turn: Option<Player>,
}

/// Analyzes `board` with `player` to move (API reference "GameAnalyzer", "AIEngine"): any board and either player, the
/// referee's checks only when `strict`. A finished board is reported whoever `player` is:
/// evaluation [`Evaluation::Neutral`], no best move, no threats, and who won.
///
/// ```
/// use oxo_ai::ttt::analyzer::{analyze, Evaluation};
/// use oxo_ai::{Board, Player};
///
/// // X X .
/// // O O .
/// // . . .
/// let board: Board = "XX.OO....".parse().unwrap();
/// let report = analyze(board, Player::X, false).unwrap();
/// assert_eq!(report.evaluation, Evaluation::Winning);
/// assert_eq!(report.sentence(), "Play (0, 2) to win.");
/// // O's view, although it is X's turn: true as a hypothetical.
/// let report = analyze(board, Player::O, false).unwrap();
/// assert_eq!(report.sentence(), "If it were O's turn (it is X's): play (1, 2) to win.");
/// ```
///
/// # Errors
/// Only when `strict`: [`SetupError::Impossible`] for a board no game reaches;
/// [`SetupError::WrongTurn`] if the game is on and `player` is not the side to move.
pub fn analyze(board: Board, player: Player, strict: bool) -> Result<Report, SetupError> {
    Ok(match source(board, player, strict)? {
        Source::Stored(pos) => analyze_position(pos),
        Source::Computed(report) => report,
    })
}

/// Where the report of an [`analyze`] call comes from.
pub enum Source {
    /// A reachable position for its side to move, or finished: the same report whoever asks, so
    /// a caller may keep it (the wire names it by a slot, `crate::boundary::wire::slot`).
    Stored(Position),
    /// A report made for this call: an unreachable board, or a player out of turn.
    Computed(Report),
}

/// What [`analyze`] reports on, without analyzing a position a caller may have cached.
///
/// # Errors
/// As [`analyze`].
pub fn source(board: Board, player: Player, strict: bool) -> Result<Source, SetupError> {
    if strict {
        // Lenient, the check only tells a finished board, which the reports below cover.
        Position::for_player(board, player, strict)?;
    }
    let Ok(pos) = Position::new(board) else {
        return Ok(Source::Computed(analyze_position(Position::setup(board, player))));
    };
    // The usual call asks for the side to move: the outcome is only worked out otherwise.
    Ok(if pos.to_move() == player || pos.is_over() {
        Source::Stored(pos)
    } else {
        Source::Computed(Report { out_of_turn: Some(pos.to_move()), ..analyze_position(Position::setup(board, player)) })
    })
}

/// Analyzes a validated position for its side to move; finished games too.
pub fn analyze_position(pos: Position) -> Report {
    if let Some(outcome) = pos.outcome() {
        return finished(pos.board(), outcome);
    }
    // A game still on always has a best move; the fallbacks keep this path panic-free.
    let Some(best) = solver::best_move(pos).or_else(|| pos.legal_moves().first()) else {
        return finished(pos.board(), Outcome::Draw);
    };
    let board = pos.board();
    let me = pos.to_move();
    let them = !me;
    let eval = solver::evaluate(pos);
    let explanation = if !winning_cells(board, me).is_empty() {
        Explanation::WinNow { cell: best }
    } else if !winning_cells(board, them).is_empty() {
        let threats = winning_cells(board, them);
        if threats.count() == 1 {
            Explanation::Block { cell: best }
        } else {
            Explanation::DoubleThreat { opponent: them, threats, best }
        }
    } else if !fork_cells(board, me).is_empty() {
        Explanation::MakeFork { cell: best, opponent: them }
    } else {
        match eval.value {
            Value::Win => Explanation::ForcedWin { cell: best, moves: eval.plies.div_ceil(2) },
            Value::Loss => Explanation::Delay { cell: best, opponent: them, moves: eval.plies / 2 },
            Value::Draw => {
                let forks = fork_cells(board, them);
                let careless_loses = pos
                    .legal_moves()
                    .squares()
                    .any(|sq| solver::evaluate_move(pos, sq).value == Value::Loss);
                if !forks.is_empty() && careless_loses {
                    Explanation::PreventFork { cell: best, opponent: them, forks }
                } else {
                    Explanation::Draw { cell: best }
                }
            }
        }
    };
    Report {
        evaluation: Evaluation::from_value(eval.value),
        best_move: Some(best),
        threats: threats(board, me),
        explanation,
        out_of_turn: None,
    }
}

/// The report of a finished game.
fn finished(board: Board, outcome: Outcome) -> Report {
    let explanation = match outcome {
        Outcome::Win(winner) => match board.winning_line(winner) {
            Some(line) => Explanation::GameWon { winner, line },
            None => Explanation::GameDrawn,
        },
        Outcome::Draw => Explanation::GameDrawn,
    };
    Report { evaluation: Evaluation::Neutral, best_move: None, threats: Vec::new(), explanation, out_of_turn: None }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ttt::bitboard::Bitboard;

    fn board(s: &str) -> Board {
        s.parse().unwrap()
    }

    fn sq(row: u8, col: u8) -> Square {
        Square::from_coords(row, col).unwrap()
    }

    #[test]
    fn a_winning_cell_is_not_a_fork() {
        // X X .
        // O X X
        // . . .   (0, 2) completes row 0; it would also make col 2 and diag 1 threats.
        let b = board("XX.OXX...");
        assert!(winning_cells(b, Player::X).contains(sq(0, 2)));
        assert!(!fork_cells(b, Player::X).contains(sq(0, 2)));
    }

    #[test]
    fn cells_are_listed_with_and_or_or() {
        let two = Bitboard::EMPTY.with(sq(0, 2)).with(sq(2, 0));
        let e = Explanation::PreventFork { cell: sq(0, 1), opponent: Player::X, forks: two };
        assert_eq!(
            e.to_string(),
            "Play (0, 1) to stop X from forking at (0, 2) or (2, 0); \
             with best play the game is a draw."
        );
    }
}
