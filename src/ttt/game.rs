//! `Game`: an authoritative referee. It holds a validated start, the moves played since and
//! the position they lead to, accepts only a legal move for the side to move, undoes moves,
//! and saves and restores itself as a [`Snapshot`] that is validated in full on restore.
//!
//! ```text
//!  start            play (1, 1)      play (0, 0)      undo
//!  . . .            . . .            O . .            . . .
//!  . . .    --->    . X .    --->    . X .    --->    . X .
//!  . . .            . . .            . . .            . . .
//!  X to move        O to move        X to move        O to move
//! ```

use alloc::vec::Vec;
use crate::common::player::Player;
use crate::ttt::bitboard::Bitboard;
use crate::ttt::board::{Board, PlayError};
use crate::ttt::line::Line;
use crate::ttt::notation::ParseBoardError;
use crate::ttt::position::{Outcome, Position, PositionError};
use crate::ttt::square::Square;

/// A game in progress or finished: where it started, what was played, where it stands.
///
/// ```
/// use oxo_ai::{Game, GameStatus, Player, Square};
///
/// let mut game = Game::new();
/// for (row, col) in [(1, 1), (0, 0), (0, 1), (2, 1), (0, 2), (2, 0), (1, 0), (1, 2), (2, 2)] {
///     game.play(Square::from_coords(row, col).unwrap()).unwrap();
/// }
/// assert_eq!(game.status(), GameStatus::Draw);
/// assert_eq!(game.to_move(), None);
/// assert!(game.play(Square::CENTER).is_err()); // the game is over; nothing changed
/// assert_eq!(game.undo(), Square::from_coords(2, 2));
/// assert_eq!(game.to_move(), Some(Player::X));
/// ```
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Game {
    start: Position,
    /// Every move played since `start`, oldest first; never more than nine.
    moves: Vec<Square>,
    position: Position,
}

/// Where a game stands.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum GameStatus {
    Playing,
    Won(Player),
    Draw,
}

impl GameStatus {
    /// The name JavaScript sees: `'playing'`, `'won'` or `'draw'`.
    pub const fn name(self) -> &'static str {
        match self {
            GameStatus::Playing => "playing",
            GameStatus::Won(_) => "won",
            GameStatus::Draw => "draw",
        }
    }
}

impl Default for Game {
    fn default() -> Game {
        Game::new()
    }
}

impl Game {
    /// An empty board with X to move.
    pub fn new() -> Game {
        Game::from_position(Position::EMPTY)
    }

    /// A game that starts at `start` (the side to move follows from the mark counts). Its
    /// history is empty: the marks already on the board have no order to undo.
    pub fn from_position(start: Position) -> Game {
        Game { start, moves: Vec::with_capacity(9), position: start }
    }

    /// A game that starts at `board`.
    ///
    /// # Errors
    /// [`PositionError`] if no legal game reaches `board`.
    pub fn from_board(board: Board) -> Result<Game, PositionError> {
        Position::new(board).map(Game::from_position)
    }

    /// Where the game started.
    pub const fn start(&self) -> Position {
        self.start
    }

    /// Where the game stands now.
    pub const fn position(&self) -> Position {
        self.position
    }

    pub const fn board(&self) -> Board {
        self.position.board()
    }

    /// The side to move, or `None` once the game is over.
    pub const fn to_move(&self) -> Option<Player> {
        if self.position.is_over() { None } else { Some(self.position.to_move()) }
    }

    pub const fn status(&self) -> GameStatus {
        match self.position.outcome() {
            None => GameStatus::Playing,
            Some(Outcome::Win(player)) => GameStatus::Won(player),
            Some(Outcome::Draw) => GameStatus::Draw,
        }
    }

    pub const fn outcome(&self) -> Option<Outcome> {
        self.position.outcome()
    }

    pub const fn winner(&self) -> Option<Player> {
        match self.position.outcome() {
            Some(Outcome::Win(player)) => Some(player),
            _ => None,
        }
    }

    /// The winner's line (the first in rows, columns, diagonals order if the last move made
    /// two at once), or `None` unless someone has won.
    pub fn winning_line(&self) -> Option<Line> {
        self.winner().and_then(|winner| self.board().winning_line(winner))
    }

    /// The moves played since the start, oldest first.
    pub fn history(&self) -> &[Square] {
        &self.moves
    }

    /// The squares the side to move may mark; empty once the game is over.
    pub const fn legal_moves(&self) -> Bitboard {
        self.position.legal_moves()
    }

    /// The side to move marks `sq`. On an error nothing changes.
    ///
    /// # Errors
    /// [`PlayError::GameOver`] once the game is over, else [`PlayError::CellOccupied`].
    pub fn play(&mut self, sq: Square) -> Result<(), PlayError> {
        self.position = self.position.play(sq)?;
        self.moves.push(sq);
        Ok(())
    }

    /// Takes back the last move played since the start and returns it; `None` (and no
    /// change) when there is none. Undoing a finished game's last move reopens it.
    pub fn undo(&mut self) -> Option<Square> {
        let last = self.moves.pop()?;
        // Replaying at most eight recorded (hence legal) moves is cheaper than proving that
        // clearing the cell gives the same position.
        self.position = self.moves.iter().fold(self.start, |pos, &sq| pos.play_unchecked(sq));
        Some(last)
    }

    /// What [`Game::restore`] needs to rebuild this game exactly.
    pub fn snapshot(&self) -> Snapshot {
        Snapshot { start: self.start.board(), moves: self.moves.clone() }
    }

    /// Rebuilds a game from a snapshot, trusting nothing in it: the start must be reachable
    /// and every move legal for the side to move when it is played.
    ///
    /// # Errors
    /// [`RestoreError::Start`] for an unreachable start, else [`RestoreError::Move`] for the
    /// first move that cannot be played (on a taken cell, or after the game ended).
    pub fn restore(snapshot: &Snapshot) -> Result<Game, RestoreError> {
        let mut game = Game::from_board(snapshot.start).map_err(RestoreError::Start)?;
        for (index, &square) in snapshot.moves.iter().enumerate() {
            game.play(square).map_err(|error| RestoreError::Move { index, square, error })?;
        }
        Ok(game)
    }
}

/// A game saved as its start and its moves: the JavaScript `Game.toJSON()` format,
/// `{ version: 1, start: "X.O......", moves: [{ row, col }, ...] }`. A raw value: nothing
/// about it is checked until [`Game::restore`].
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct Snapshot {
    /// The board the game started from.
    pub start: Board,
    /// The moves played from `start`, oldest first.
    pub moves: Vec<Square>,
}

impl Snapshot {
    /// The format version this crate writes and reads.
    pub const VERSION: u32 = 1;
    /// No game has more moves than cells; a longer list is malformed, not merely illegal.
    pub const MAX_MOVES: usize = 9;

    /// A snapshot of a start given in the 9-character notation and a list of moves.
    ///
    /// # Errors
    /// [`ParseBoardError`] if `start` is not a board's notation.
    pub fn parse(start: &str, moves: Vec<Square>) -> Result<Snapshot, ParseBoardError> {
        Ok(Snapshot { start: start.parse()?, moves })
    }
}

/// Why a snapshot does not describe a legal game.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum RestoreError {
    /// No legal game reaches the start.
    Start(PositionError),
    /// `moves[index]`, at `square`, cannot be played.
    Move { index: usize, square: Square, error: PlayError },
}

#[cfg(test)]
mod tests {
    use super::*;

    fn sq(row: u8, col: u8) -> Square {
        Square::from_coords(row, col).unwrap()
    }

    #[test]
    fn a_short_win_and_its_undo() {
        let mut game = Game::new();
        for (row, col) in [(0, 0), (1, 0), (0, 1), (1, 1), (0, 2)] {
            game.play(sq(row, col)).unwrap();
        }
        assert_eq!(game.board().to_string(), "XXXOO....");
        assert_eq!(game.status(), GameStatus::Won(Player::X));
        assert_eq!(game.winning_line().map(|line| line.cells), Some(Bitboard(0b111)));
        assert_eq!(game.legal_moves(), Bitboard::EMPTY);
        assert_eq!(game.undo(), Some(sq(0, 2)));
        assert_eq!(game.status(), GameStatus::Playing);
        assert_eq!(game.to_move(), Some(Player::X));
    }

    #[test]
    fn undo_stops_at_the_start() {
        let mut game = Game::from_board("X...O....".parse().unwrap()).unwrap();
        assert_eq!(game.undo(), None);
        game.play(Square::ALL[8]).unwrap();
        assert_eq!(game.undo(), Some(Square::ALL[8]));
        assert_eq!(game.undo(), None);
        assert_eq!(game, Game::from_board("X...O....".parse().unwrap()).unwrap());
    }

}
