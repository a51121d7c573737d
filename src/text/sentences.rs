//! The sentences the 3×3 engine's answers carry, worded from their data: a report's
//! explanation (SPEC §4) and a reviewed move's note (SPEC §7.3). Each is written as words
//! (`crate::text::words`), which JavaScript joins; natively `Display` joins them the same way.

use alloc::string::String;
use crate::common::player::Player;
use crate::text::words::{self, Words};
use crate::ttt::analyzer::{Explanation, Report};
use crate::ttt::review::Note;
use crate::ttt::solver::Value;
use core::fmt;

/// The sentence of `explanation` as words; `lower` leads with "play "/"block " (after the
/// out-of-turn lead).
fn explanation_words(explanation: Explanation, w: &mut Words, lower: bool) {
    let (play, block) = if lower { (words::PLAY_LOWER, words::BLOCK_LOWER) } else { (words::PLAY, words::BLOCK) };
    let moves_or_move = |n: u8, one, many| if n == 1 { one } else { many };
    match explanation {
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

impl fmt::Display for Explanation {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let mut w = Words::default();
        explanation_words(*self, &mut w, false);
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
    explanation_words(explanation, &mut w, out_of_turn.is_some());
    w
}

/// The sentence for `explanation`, led by the real turn when it is not the analyzed player's.
pub fn sentence(explanation: Explanation, out_of_turn: Option<Player>) -> String {
    sentence_words(explanation, out_of_turn).text()
}

impl Report {
    /// The sentence of SPEC §4, true also out of turn: "If it were O's turn (it is X's): play
    /// (0, 2) to win." (**Decision**, SPEC §7.6.)
    pub fn sentence(&self) -> String {
        sentence(self.explanation, self.out_of_turn)
    }
}

impl Note {
    /// The sentence as words.
    pub fn words(self) -> Words {
        let mut w = Words::default();
        let only = |lost: bool| if lost { words::LOSES } else { words::ONLY_DREW };
        match self {
            Note::Best { played, value: Value::Win, moves: 1, .. } => w.square(played).piece(words::WINS_THE_GAME),
            Note::Best { played, mover, value: Value::Win, moves } => {
                w.square(played).piece(words::IS_BEST).player(mover).piece(words::WINS_IN).number(u32::from(moves)).piece(words::MOVES_END)
            }
            Note::Best { played, value: Value::Draw, .. } => w.square(played).piece(words::STAYS_A_DRAW),
            Note::Best { played, value: Value::Loss, .. } => w.square(played).piece(words::HOLDS_OUT_LONGEST),
            Note::SlowerWin { played, better, moves } => {
                let end = if moves == 1 { words::MOVE_END } else { words::MOVES_END };
                w.square(played).piece(words::STILL_WINS).square(better).piece(words::WINS_IN).number(u32::from(moves)).piece(end)
            }
            Note::FasterLoss { played, better } => w.square(played).piece(words::LOSES_SOONER_THAN).square(better).piece(words::PERIOD),
            Note::MissedWin { played, mover, at, lost } => {
                w.player(mover).piece(words::HAD_A_WIN_AT).square(at).piece(words::SEMICOLON).square(played).piece(only(lost))
            }
            Note::MissedFork { played, mover, at, lost } => {
                w.player(mover).piece(words::HAD_A_FORK_AT).square(at).piece(words::SEMICOLON).square(played).piece(only(lost))
            }
            Note::WinGivenUp { played, better, lost } => w.square(better).piece(words::WOULD_HAVE_WON).square(played).piece(only(lost)),
            Note::MissedBlock { played, at, opponent } => w
                .player(!opponent)
                .piece(words::HAD_TO_BLOCK)
                .square(at)
                .piece(words::SEMICOLON)
                .square(played)
                .piece(words::LETS)
                .player(opponent)
                .piece(words::WIN_END),
            Note::DrawLost { played, better, opponent } => w
                .square(played)
                .piece(words::LETS)
                .player(opponent)
                .piece(words::WIN_SEMICOLON)
                .square(better)
                .piece(words::HELD_THE_DRAW),
        };
        w
    }
}

impl fmt::Display for Note {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.words().text())
    }
}
