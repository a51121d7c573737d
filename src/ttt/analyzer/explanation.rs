//! The one English sentence of a report (SPEC §4): what to play and why, as data
//! ([`Explanation`]) and as text, led by the real turn when the analyzed player is out of turn.

use alloc::string::String;
use crate::common::player::Player;
use crate::text::words::{self, Words};
use crate::ttt::bitboard::Bitboard;
use crate::ttt::line::Line;
use crate::ttt::square::Square;
use core::fmt;

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

impl Explanation {
    /// The sentence as words; `lower` leads with "play "/"block " (after the out-of-turn lead).
    fn words(self, w: &mut Words, lower: bool) {
        let (play, block) = if lower { (words::PLAY_LOWER, words::BLOCK_LOWER) } else { (words::PLAY, words::BLOCK) };
        let moves_or_move = |n: u8, one, many| if n == 1 { one } else { many };
        match self {
            Explanation::WinNow { cell } => w.piece(play).square(cell).piece(words::TO_WIN),
            Explanation::Block { cell } => w.piece(block).square(cell).piece(words::OR_YOU_LOSE),
            Explanation::DoubleThreat { opponent, threats, best } => {
                let count = match threats.count() {
                    2 => words::TWO,
                    3 => words::THREE,
                    _ => words::SEVERAL,
                };
                let many = threats.count() > 2;
                w.player(opponent).piece(words::HAS).piece(count).piece(words::WINNING_THREATS_AT).squares(threats, words::AND);
                if threats.contains(best) {
                    let others = if many { words::MISSES_THE_OTHERS } else { words::MISSES_THE_OTHER };
                    w.piece(words::SEMICOLON_BLOCK).square(best).piece(words::AND_HOPE).player(opponent).piece(others)
                } else {
                    let all = if many { words::THEM_ALL } else { words::BOTH };
                    w.piece(words::CANNOT_BLOCK).piece(all).piece(words::SEMICOLON_PLAY).square(best);
                    w.piece(words::AND_HOPE).player(opponent).piece(words::MISSES_THEM)
                }
            }
            Explanation::MakeFork { cell, opponent } => {
                w.piece(play).square(cell).piece(words::TO_CREATE_TWO).player(opponent).piece(words::CAN_ONLY_BLOCK_ONE)
            }
            Explanation::PreventFork { cell, opponent, forks } => w
                .piece(play)
                .square(cell)
                .piece(words::TO_STOP)
                .player(opponent)
                .piece(words::FROM_FORKING_AT)
                .squares(forks, words::OR)
                .piece(words::BEST_PLAY_DRAW),
            Explanation::ForcedWin { cell, moves } => w
                .piece(play)
                .square(cell)
                .piece(words::YOU_WIN_IN)
                .number(u32::from(moves))
                .piece(moves_or_move(moves, words::MOVE_PERFECT, words::MOVES_PERFECT)),
            Explanation::Draw { cell } => w.piece(play).square(cell).piece(words::BEST_PLAY_DRAW),
            Explanation::Delay { cell, opponent, moves } => w
                .piece(play)
                .square(cell)
                .piece(words::TO_HOLD_OUT)
                .player(opponent)
                .piece(words::STILL_WINS_IN)
                .number(u32::from(moves))
                .piece(moves_or_move(moves, words::MOVE_END, words::MOVES_END)),
            Explanation::GameWon { winner, line } => {
                w.player(winner).piece(words::WON_THREE_IN_A_ROW).squares(line.cells, words::AND).piece(words::PERIOD)
            }
            Explanation::GameDrawn => w.piece(words::GAME_DRAWN),
        };
    }
}

impl fmt::Display for Explanation {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let mut w = Words::default();
        self.words(&mut w, false);
        f.write_str(&w.text())
    }
}

/// The sentence for `explanation` as words, led by the real turn when it is not the analyzed
/// player's: "If it were O's turn (it is X's): play (1, 2) to win."
pub fn sentence_words(explanation: Explanation, out_of_turn: Option<Player>) -> Words {
    let mut w = Words::default();
    if let Some(actual) = out_of_turn {
        w.piece(words::IF_IT_WERE).player(!actual).piece(words::TURN_IT_IS).player(actual).piece(words::TURN_END);
    }
    explanation.words(&mut w, out_of_turn.is_some());
    w
}

/// The sentence for `explanation`, led by the real turn when it is not the analyzed player's.
pub fn sentence(explanation: Explanation, out_of_turn: Option<Player>) -> String {
    sentence_words(explanation, out_of_turn).text()
}
