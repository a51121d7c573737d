//! How the 3×3 engine's errors, and the common types', are coded and worded: each error type's
//! code and kind ([`Coded`]), its message as words ([`Worded`], which JavaScript joins), and
//! `Display`, which joins the same words natively. The engine raises plain enums; this is the
//! one place that turns them into what a user reads.

use alloc::string::ToString;
use crate::common::rng::EntropyUnavailable;
use crate::text::error::{quote, Coded, ErrorCode, ErrorKind};
use crate::text::texts::{self, Piece};
use crate::text::worded::Worded;
use crate::text::words::Words;
use crate::ttt::board::PlayError;
use crate::ttt::engine::{EngineError, LevelOption, OptionConflict, RuleMoveError};
use crate::ttt::game::RestoreError;
use crate::ttt::notation::ParseBoardError;
use crate::ttt::position::{PositionError, SetupError, WrongTurn};
use crate::ttt::review::ReviewError;
use crate::ttt::square::Square;
use crate::ttt::strategy::{UncomputableOpponent, UnknownDifficulty, UnknownResult, UnknownRule};
use core::fmt;

// The board and the referee (API reference "Board utilities", "Errors").

impl Worded for PlayError {
    fn words(&self) -> Words {
        match *self {
            PlayError::GameOver => texts::GAME_OVER.words(|_| {}),
            PlayError::CellOccupied(sq) => texts::CELL_TAKEN.words(|w| {
                w.square(sq);
            }),
        }
    }
}

impl fmt::Display for PlayError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.words().text())
    }
}

impl Coded for PlayError {
    fn code(&self) -> ErrorCode {
        match self {
            PlayError::GameOver => ErrorCode::GameOver,
            PlayError::CellOccupied(_) => ErrorCode::CellOccupied,
        }
    }
}

impl Worded for PositionError {
    fn words(&self) -> Words {
        match *self {
            PositionError::Counts { x, o } => texts::COUNTS.words(|w| {
                w.number(x).number(o);
            }),
            PositionError::TwoWinners => texts::TWO_WINNERS.words(|_| {}),
            PositionError::WinnerNotLastMover { winner } => texts::WINNER_NOT_LAST.words(|w| {
                w.player(winner).player(!winner);
            }),
        }
    }
}

impl fmt::Display for PositionError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.words().text())
    }
}

impl Coded for PositionError {
    fn code(&self) -> ErrorCode {
        ErrorCode::ImpossiblePosition
    }
}

impl Worded for WrongTurn {
    fn words(&self) -> Words {
        texts::TURN.words(|w| {
            w.player(self.to_move).player(!self.to_move);
        })
    }
}

impl fmt::Display for WrongTurn {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.words().text())
    }
}

impl Coded for WrongTurn {
    fn code(&self) -> ErrorCode {
        ErrorCode::WrongTurn
    }
}

impl fmt::Display for SetupError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            SetupError::Impossible(e) => e.fmt(f),
            SetupError::WrongTurn(e) => e.fmt(f),
        }
    }
}

impl Worded for SetupError {
    fn words(&self) -> Words {
        match self {
            SetupError::Impossible(e) => e.words(),
            SetupError::WrongTurn(e) => e.words(),
        }
    }
}

impl Coded for SetupError {
    fn code(&self) -> ErrorCode {
        match self {
            SetupError::Impossible(e) => e.code(),
            SetupError::WrongTurn(e) => e.code(),
        }
    }
}

/// The words of `error` within the messages whose words are `start` or `moves` (their
/// [`texts::Message::word`]: the snapshot's, or a review's), named by word so that the module
/// keeps neither message's name or text.
fn restore_words(error: &RestoreError, start: u8, moves: u8) -> Words {
    let mut words = Words::default();
    match *error {
        RestoreError::Start(error) => words.message_at(start).then(&error.words()),
        RestoreError::Move { index, square, error } => {
            words.message_at(moves).number(u32::try_from(index).unwrap_or(u32::MAX)).square(square).then(&error.words())
        }
    };
    words
}

impl Worded for RestoreError {
    fn words(&self) -> Words {
        restore_words(self, texts::RESTORE_START.word, texts::RESTORE_MOVE.word)
    }
}

impl fmt::Display for RestoreError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.words().text())
    }
}

impl Coded for RestoreError {
    fn code(&self) -> ErrorCode {
        match self {
            RestoreError::Start(error) => error.code(),
            RestoreError::Move { error, .. } => error.code(),
        }
    }
}


// A review's game (API reference "Game").

impl Worded for ReviewError {
    fn words(&self) -> Words {
        restore_words(&self.0, texts::REVIEW_START.word, texts::REVIEW_MOVE.word)
    }
}

impl fmt::Display for ReviewError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.words().text())
    }
}

impl Coded for ReviewError {
    fn code(&self) -> ErrorCode {
        self.0.code()
    }

    fn kind(&self) -> ErrorKind {
        self.0.kind()
    }
}


// The notation (API reference "Board utilities").

impl fmt::Display for ParseBoardError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ParseBoardError::Length(n) => f.write_str(&texts::NOTATION_LENGTH.fill(&[&n.to_string()])),
            ParseBoardError::Character { position, found } => {
                let cell = u8::try_from(*position).ok().and_then(Square::new).map_or_else(|| position.to_string(), |sq| sq.to_string());
                f.write_str(&texts::NOTATION_CHAR.fill(&[&cell, &quote(found.encode_utf8(&mut [0; 4]))]))
            }
        }
    }
}

impl Coded for ParseBoardError {
    fn code(&self) -> ErrorCode {
        ErrorCode::InvalidBoard
    }

    fn kind(&self) -> ErrorKind {
        ErrorKind::WrongType
    }
}


// Engines and their options (API reference "AIEngine", "An opponent that adapts").

/// A level option's name and the levels it belongs to, as `OPTION_CONFLICT` names them.
fn option_pieces(option: LevelOption) -> (Piece, Piece) {
    match option {
        LevelOption::Skill => (texts::SKILL, texts::HARD_OR_EXPERT),
        LevelOption::Variety => (texts::VARIETY, texts::HARD_OR_EXPERT),
        LevelOption::Adaptive => (texts::ADAPTIVE, texts::HARD_OR_EXPERT),
        LevelOption::Rules => (texts::RULES, texts::RULES_LEVEL),
        LevelOption::CellOrder => (texts::CELL_ORDER, texts::RULES_LEVEL),
        LevelOption::Opponent => (texts::OPPONENT, texts::EXPERT_LEVEL),
        LevelOption::MctsTimeMs => (texts::MCTS_TIME_MS, texts::MCTS_LEVEL),
    }
}

impl Worded for OptionConflict {
    fn words(&self) -> Words {
        texts::OPTION_CONFLICT.words(|w| {
            let (option, levels) = option_pieces(self.option);
            w.piece(option).piece(levels).level(self.difficulty);
        })
    }
}

impl fmt::Display for OptionConflict {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.words().text())
    }
}

impl Coded for OptionConflict {
    fn code(&self) -> ErrorCode {
        ErrorCode::InvalidOption
    }

    fn kind(&self) -> ErrorKind {
        ErrorKind::WrongType
    }
}

impl Worded for RuleMoveError {
    fn words(&self) -> Words {
        match *self {
            RuleMoveError::NotRules(d) => texts::NOT_RULES.words(|w| {
                w.level(d);
            }),
            RuleMoveError::Setup(e) => e.words(),
        }
    }
}

impl fmt::Display for RuleMoveError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.words().text())
    }
}

impl Coded for RuleMoveError {
    fn code(&self) -> ErrorCode {
        match self {
            RuleMoveError::NotRules(_) => ErrorCode::InvalidOption,
            RuleMoveError::Setup(e) => e.code(),
        }
    }

    fn kind(&self) -> ErrorKind {
        match self {
            RuleMoveError::NotRules(_) => ErrorKind::GameState,
            RuleMoveError::Setup(e) => e.kind(),
        }
    }
}

impl Worded for EngineError {
    fn words(&self) -> Words {
        match self {
            EngineError::Conflict(e) => e.words(),
            EngineError::Opponent(e) => e.words(),
            EngineError::Entropy(e) => e.words(),
        }
    }
}

impl fmt::Display for EngineError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.words().text())
    }
}

impl Coded for EngineError {
    fn code(&self) -> ErrorCode {
        match self {
            EngineError::Conflict(e) => e.code(),
            EngineError::Opponent(e) => e.code(),
            EngineError::Entropy(e) => e.code(),
        }
    }

    fn kind(&self) -> ErrorKind {
        match self {
            EngineError::Conflict(e) => e.kind(),
            EngineError::Opponent(e) => e.kind(),
            EngineError::Entropy(e) => e.kind(),
        }
    }
}

impl fmt::Display for UnknownDifficulty {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&texts::DIFFICULTY_NAME.fill(&[&texts::difficulty_list(), &quote(&self.0)]))
    }
}

impl Coded for UnknownDifficulty {
    fn code(&self) -> ErrorCode {
        ErrorCode::InvalidOption
    }

    fn kind(&self) -> ErrorKind {
        ErrorKind::WrongType
    }
}

impl fmt::Display for UnknownRule {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&texts::RULE_NAME.fill(&[&texts::rule_list(), &quote(&self.0)]))
    }
}

impl Coded for UnknownRule {
    fn code(&self) -> ErrorCode {
        ErrorCode::InvalidOption
    }

    fn kind(&self) -> ErrorKind {
        ErrorKind::WrongType
    }
}

impl fmt::Display for UnknownResult {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("result must be 'win', 'draw' or 'loss' (the engine's side of a finished game)")
    }
}

impl Coded for UnknownResult {
    fn code(&self) -> ErrorCode {
        ErrorCode::InvalidOption
    }

    fn kind(&self) -> ErrorKind {
        ErrorKind::WrongType
    }
}

impl Worded for UncomputableOpponent {
    fn words(&self) -> Words {
        texts::OPPONENT_LEVEL.words(|_| {})
    }
}

impl fmt::Display for UncomputableOpponent {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(texts::OPPONENT_LEVEL.text)
    }
}

impl Coded for UncomputableOpponent {
    fn code(&self) -> ErrorCode {
        ErrorCode::InvalidOption
    }

    fn kind(&self) -> ErrorKind {
        ErrorKind::WrongType
    }
}


// The common types: a fresh seed.

impl Worded for EntropyUnavailable {
    fn words(&self) -> Words {
        texts::ENTROPY.words(|_| {})
    }
}

impl fmt::Display for EntropyUnavailable {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(texts::ENTROPY.text)
    }
}

impl Coded for EntropyUnavailable {
    fn code(&self) -> ErrorCode {
        ErrorCode::EntropyUnavailable
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ttt::game::{Game, Snapshot};

    fn sq(row: u8, col: u8) -> Square {
        Square::from_coords(row, col).unwrap()
    }

    #[test]
    fn restore_names_the_first_bad_move() {
        let snapshot = Snapshot::parse(".........", vec![sq(1, 1), sq(0, 0), sq(1, 1)]).unwrap();
        let error = Game::restore(&snapshot).unwrap_err();
        assert_eq!(
            error,
            RestoreError::Move { index: 2, square: sq(1, 1), error: PlayError::CellOccupied(sq(1, 1)) }
        );
        assert_eq!(error.code(), ErrorCode::CellOccupied);
        assert_eq!(error.to_string(), "snapshot moves[2] (1, 1): cell (1, 1) is already taken");
    }
}
