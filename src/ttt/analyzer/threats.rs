//! The threats of API reference "GameAnalyzer": win-in-1 lines and fork cells, listed for a report and used by the
//! levels that look one move ahead (rules, skill, review).

use alloc::vec::Vec;
use crate::common::player::Player;
use crate::ttt::bitboard::Bitboard;
use crate::ttt::board::Board;
use crate::ttt::line::{Line, LINES};
use crate::ttt::square::Square;
use core::fmt;

/// What kind of threat an entry reports.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum ThreatKind {
    /// The player completes `line` by marking `missing`.
    WinIn1,
    /// Marking `missing` gives the player two win-in-1 lines at once; `line` is the first.
    Fork,
}

impl ThreatKind {
    /// The name JavaScript uses: `'win-in-1'` or `'fork'`.
    pub const fn name(self) -> &'static str {
        match self {
            ThreatKind::WinIn1 => "win-in-1",
            ThreatKind::Fork => "fork",
        }
    }
}

impl fmt::Display for ThreatKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// One entry of a report's threat list (API reference "Types" `Threat`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Threat {
    /// Whose threat it is.
    pub player: Player,
    /// The line concerned; its `direction` and `index` are what JavaScript sees.
    pub line: Line,
    /// The empty cell: the winning cell of a win-in-1, the fork cell of a fork.
    pub missing: Square,
    pub kind: ThreatKind,
}

/// Every win-in-1 line of `player`, in [`LINES`] order, with its missing cell.
pub fn win_in_one(board: Board, player: Player) -> impl Iterator<Item = (Line, Square)> {
    let mine = board.marks(player);
    let empty = board.empty_squares();
    LINES.into_iter().filter_map(move |line| {
        let gap = line.cells & empty;
        if (line.cells & mine).count() == 2 && gap.count() == 1 {
            gap.first().map(|sq| (line, sq))
        } else {
            None
        }
    })
}

/// The cells where `player` completes a line with one move.
pub fn winning_cells(board: Board, player: Player) -> Bitboard {
    win_in_one(board, player).fold(Bitboard::EMPTY, |set, (_, sq)| set.with(sq))
}

/// The lines through the empty cell `sq` that `player`'s mark there turns into win-in-1
/// lines (one mark of `player`, no opponent mark, before the move), in [`LINES`] order.
fn created_threats(board: Board, player: Player, sq: Square) -> impl Iterator<Item = Line> {
    let mine = board.marks(player);
    let theirs = board.marks(!player);
    LINES.into_iter().filter(move |line| {
        line.cells.contains(sq)
            && (line.cells & mine).count() == 1
            && (line.cells & theirs).is_empty()
    })
}

/// The fork cells of `player`: empty cells whose mark creates two or more win-in-1 lines at
/// once without completing a line (see the module docs), row-major.
pub fn fork_cells(board: Board, player: Player) -> Bitboard {
    let wins = winning_cells(board, player);
    let mut forks = Bitboard::EMPTY;
    for sq in board.empty_squares().squares() {
        if !wins.contains(sq) && created_threats(board, player, sq).count() >= 2 {
            forks = forks.with(sq);
        }
    }
    forks
}

/// The threat list of API reference "GameAnalyzer" for a board with `first` to move: win-in-1 entries of `first`
/// then of the opponent, then fork cells of `first` then of the opponent. Empty for a
/// finished board.
pub fn threats(board: Board, first: Player) -> Vec<Threat> {
    if board.is_finished() {
        return Vec::new();
    }
    // Plain loops rather than chained adapters: the same list, in less wasm (~2 KB).
    let mut list = Vec::new();
    for player in [first, !first] {
        for (line, missing) in win_in_one(board, player) {
            list.push(Threat { player, line, missing, kind: ThreatKind::WinIn1 });
        }
    }
    for player in [first, !first] {
        for missing in fork_cells(board, player).squares() {
            if let Some(line) = created_threats(board, player, missing).next() {
                list.push(Threat { player, line, missing, kind: ThreatKind::Fork });
            }
        }
    }
    list
}
