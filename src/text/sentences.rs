//! The sentences the 3×3 engine's answers carry, worded from their data: a report's
//! explanation (API reference "GameAnalyzer") and a reviewed move's note (API reference "Game"). Each is written as words
//! (`crate::text::words`), which JavaScript joins; natively `Display` joins them the same way.

use alloc::string::String;
use crate::common::player::Player;
use crate::text::texts;
use crate::text::words::Words;
use crate::ttt::analyzer::{Explanation, Report};
use crate::ttt::review::Note;
use crate::ttt::solver::Value;
use core::fmt;

/// The sentence of `explanation` as words; `lower` leads with "play "/"block " (after the
/// out-of-turn lead).
fn explanation_words(explanation: Explanation, w: &mut Words, lower: bool) {
    let (play, block) = if lower { (texts::PLAY_LOWER, texts::BLOCK_LOWER) } else { (texts::PLAY, texts::BLOCK) };
    let moves_or_move = |n: u8, one, many| if n == 1 { one } else { many };
    match explanation {
        Explanation::WinNow { cell } => w.piece(play).square(cell).piece(texts::TO_WIN),
        Explanation::Block { cell } => w.piece(block).square(cell).piece(texts::OR_YOU_LOSE),
        Explanation::DoubleThreat { opponent, threats, best } => {
            let count = match threats.count() {
                2 => texts::TWO,
                3 => texts::THREE,
                _ => texts::SEVERAL,
            };
            let many = threats.count() > 2;
            w.player(opponent).piece(texts::HAS).piece(count).piece(texts::WINNING_THREATS_AT).squares(threats, texts::AND);
            if threats.contains(best) {
                let others = if many { texts::MISSES_THE_OTHERS } else { texts::MISSES_THE_OTHER };
                w.piece(texts::SEMICOLON_BLOCK).square(best).piece(texts::AND_HOPE).player(opponent).piece(others)
            } else {
                let all = if many { texts::THEM_ALL } else { texts::BOTH };
                w.piece(texts::CANNOT_BLOCK).piece(all).piece(texts::SEMICOLON_PLAY).square(best);
                w.piece(texts::AND_HOPE).player(opponent).piece(texts::MISSES_THEM)
            }
        }
        Explanation::MakeFork { cell, opponent } => {
            w.piece(play).square(cell).piece(texts::TO_CREATE_TWO).player(opponent).piece(texts::CAN_ONLY_BLOCK_ONE)
        }
        Explanation::PreventFork { cell, opponent, forks } => w
            .piece(play)
            .square(cell)
            .piece(texts::TO_STOP)
            .player(opponent)
            .piece(texts::FROM_FORKING_AT)
            .squares(forks, texts::OR)
            .piece(texts::BEST_PLAY_DRAW),
        Explanation::ForcedWin { cell, moves } => w
            .piece(play)
            .square(cell)
            .piece(texts::YOU_WIN_IN)
            .number(u32::from(moves))
            .piece(moves_or_move(moves, texts::MOVE_PERFECT, texts::MOVES_PERFECT)),
        Explanation::Draw { cell } => w.piece(play).square(cell).piece(texts::BEST_PLAY_DRAW),
        Explanation::Delay { cell, opponent, moves } => w
            .piece(play)
            .square(cell)
            .piece(texts::TO_HOLD_OUT)
            .player(opponent)
            .piece(texts::STILL_WINS_IN)
            .number(u32::from(moves))
            .piece(moves_or_move(moves, texts::MOVE_END, texts::MOVES_END)),
        Explanation::GameWon { winner, line } => {
            w.player(winner).piece(texts::WON_THREE_IN_A_ROW).squares(line.cells, texts::AND).piece(texts::PERIOD)
        }
        Explanation::GameDrawn => w.piece(texts::GAME_DRAWN),
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
        w.piece(texts::IF_IT_WERE).player(!actual).piece(texts::TURN_IT_IS).player(actual).piece(texts::TURN_END);
    }
    explanation_words(explanation, &mut w, out_of_turn.is_some());
    w
}

/// The sentence for `explanation`, led by the real turn when it is not the analyzed player's.
pub fn sentence(explanation: Explanation, out_of_turn: Option<Player>) -> String {
    sentence_words(explanation, out_of_turn).text()
}

impl Report {
    /// The sentence of API reference "GameAnalyzer", true also out of turn: "If it were O's turn (it is X's): play
    /// (0, 2) to win." (**Decision**, API reference "AIEngine".)
    pub fn sentence(&self) -> String {
        sentence(self.explanation, self.out_of_turn)
    }
}

impl Note {
    /// The sentence as words.
    pub fn words(self) -> Words {
        let mut w = Words::default();
        let only = |lost: bool| if lost { texts::LOSES } else { texts::ONLY_DREW };
        match self {
            Note::Best { played, value: Value::Win, moves: 1, .. } => w.square(played).piece(texts::WINS_THE_GAME),
            Note::Best { played, mover, value: Value::Win, moves } => {
                w.square(played).piece(texts::IS_BEST).player(mover).piece(texts::WINS_IN).number(u32::from(moves)).piece(texts::MOVES_END)
            }
            Note::Best { played, value: Value::Draw, .. } => w.square(played).piece(texts::STAYS_A_DRAW),
            Note::Best { played, value: Value::Loss, .. } => w.square(played).piece(texts::HOLDS_OUT_LONGEST),
            Note::SlowerWin { played, better, moves } => {
                let end = if moves == 1 { texts::MOVE_END } else { texts::MOVES_END };
                w.square(played).piece(texts::STILL_WINS).square(better).piece(texts::WINS_IN).number(u32::from(moves)).piece(end)
            }
            Note::FasterLoss { played, better } => w.square(played).piece(texts::LOSES_SOONER_THAN).square(better).piece(texts::PERIOD),
            Note::MissedWin { played, mover, at, lost } => {
                w.player(mover).piece(texts::HAD_A_WIN_AT).square(at).piece(texts::SEMICOLON).square(played).piece(only(lost))
            }
            Note::MissedFork { played, mover, at, lost } => {
                w.player(mover).piece(texts::HAD_A_FORK_AT).square(at).piece(texts::SEMICOLON).square(played).piece(only(lost))
            }
            Note::WinGivenUp { played, better, lost } => w.square(better).piece(texts::WOULD_HAVE_WON).square(played).piece(only(lost)),
            Note::MissedBlock { played, at, opponent } => w
                .player(!opponent)
                .piece(texts::HAD_TO_BLOCK)
                .square(at)
                .piece(texts::SEMICOLON)
                .square(played)
                .piece(texts::LETS)
                .player(opponent)
                .piece(texts::WIN_END),
            Note::DrawLost { played, better, opponent } => w
                .square(played)
                .piece(texts::LETS)
                .player(opponent)
                .piece(texts::WIN_SEMICOLON)
                .square(better)
                .piece(texts::HELD_THE_DRAW),
        };
        w
    }
}

impl fmt::Display for Note {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.words().text())
    }
}
