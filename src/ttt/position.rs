//! `Position`: a board with the side to move. [`Position::new`] proves the board reachable by
//! a legal game (the referee's view); [`Position::setup`] takes any board and any side, the
//! question an engine is asked (API reference "AIEngine"). [`Position::for_player`] chooses between them.

use crate::common::player::Player;
use crate::ttt::bitboard::Bitboard;
use crate::ttt::board::{Board, PlayError};
use crate::ttt::square::Square;
use core::fmt;

/// A board and the side to move. Built by [`Position::new`], it is reachable and X moves when
/// the mark counts are equal, O when X has one more; built by [`Position::setup`], it is
/// whatever the caller asked about.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Position {
    board: Board,
    to_move: Player,
}

/// How a game ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Outcome {
    Win(Player),
    Draw,
}

/// Why no legal game reaches a board (API reference "Errors" `IMPOSSIBLE_POSITION`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PositionError {
    /// X must have as many marks as O, or one more.
    Counts { x: u32, o: u32 },
    /// Both players have three in a row.
    TwoWinners,
    /// `winner` has three in a row but the other player moved last.
    WinnerNotLastMover { winner: Player },
}

/// Why a position cannot be used as asked for the player named.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct WrongTurn {
    pub to_move: Player,
}

impl Position {
    pub const EMPTY: Position = Position { board: Board::EMPTY, to_move: Player::X };

    /// `player` to move on `board`, whether or not a legal game reaches it (API reference "AIEngine").
    pub const fn setup(board: Board, player: Player) -> Position {
        Position { board, to_move: player }
    }

    /// The position an engine answers for: `player` to move on `board`; `Ok(None)` once the
    /// board is finished (a line for either player, or full), whoever is named. `strict`
    /// applies the referee's checks first, in API reference "Errors" order: reachability, game over, turn.
    ///
    /// # Errors
    /// Only when `strict`: [`SetupError`] for an unreachable board or the wrong player on a
    /// game still on.
    pub fn for_player(board: Board, player: Player, strict: bool) -> Result<Option<Position>, SetupError> {
        if strict {
            let pos = Position::new(board).map_err(SetupError::Impossible)?;
            if pos.is_over() {
                return Ok(None);
            }
            pos.expect_turn(player).map_err(SetupError::WrongTurn)?;
            return Ok(Some(pos));
        }
        Ok((!board.is_finished()).then_some(Position::setup(board, player)))
    }

    /// Validates `board` against the reachability rules of API reference "Errors".
    ///
    /// # Errors
    /// The first rule the board breaks, checked in the order of [`PositionError`]'s variants.
    pub fn new(board: Board) -> Result<Position, PositionError> {
        let x = board.marks(Player::X).count();
        let o = board.marks(Player::O).count();
        if x != o && x != o + 1 {
            return Err(PositionError::Counts { x, o });
        }
        match (board.has_won(Player::X), board.has_won(Player::O)) {
            (true, true) => Err(PositionError::TwoWinners),
            (true, false) if x == o => Err(PositionError::WinnerNotLastMover { winner: Player::X }),
            (false, true) if x != o => Err(PositionError::WinnerNotLastMover { winner: Player::O }),
            _ => Ok(Position { board, to_move: if x == o { Player::X } else { Player::O } }),
        }
    }

    pub const fn board(self) -> Board {
        self.board
    }

    /// The side to move (also defined on a finished board: the one who would move next).
    pub const fn to_move(self) -> Player {
        self.to_move
    }

    /// Number of marks on the board.
    pub const fn ply(self) -> u32 {
        self.board.occupied().count()
    }

    /// The result, once the game is over.
    pub const fn outcome(self) -> Option<Outcome> {
        // Only the last mover can have a line in a reachable position; a set-up one may give
        // the side to move a line too.
        let last_mover = self.to_move.opponent();
        if self.board.has_won(last_mover) {
            Some(Outcome::Win(last_mover))
        } else if self.board.has_won(self.to_move) {
            Some(Outcome::Win(self.to_move))
        } else if self.board.is_full() {
            Some(Outcome::Draw)
        } else {
            None
        }
    }

    pub const fn is_over(self) -> bool {
        self.outcome().is_some()
    }

    /// The squares the side to move may mark; empty once the game is over.
    pub const fn legal_moves(self) -> Bitboard {
        if self.is_over() { Bitboard::EMPTY } else { self.board.empty_squares() }
    }

    /// Checks that `player` is the side to move.
    ///
    /// # Errors
    /// [`WrongTurn`] naming the side that is to move.
    pub fn expect_turn(self, player: Player) -> Result<(), WrongTurn> {
        let to_move = self.to_move();
        if player == to_move { Ok(()) } else { Err(WrongTurn { to_move }) }
    }

    /// The side to move marks `sq`.
    ///
    /// # Errors
    /// [`PlayError::GameOver`] on a finished game, else [`PlayError::CellOccupied`].
    pub fn play(self, sq: Square) -> Result<Position, PlayError> {
        self.board.play(sq, self.to_move).map(|board| Position { board, to_move: !self.to_move })
    }

    /// The side to move marks `sq`, which must be a legal move.
    #[inline]
    pub const fn play_unchecked(self, sq: Square) -> Position {
        Position { board: self.board.play_unchecked(sq, self.to_move), to_move: self.to_move.opponent() }
    }

    /// A dense index in 0..[`Position::INDEX_COUNT`] over (board, side to move), for tables.
    #[inline]
    pub const fn index(self) -> usize {
        self.board.index() * 2 + matches!(self.to_move, Player::O) as usize
    }

    /// Number of distinct [`Position::index`] values: every board, either side to move.
    pub const INDEX_COUNT: usize = Board::INDEX_COUNT * 2;
}


impl TryFrom<Board> for Position {
    type Error = PositionError;
    fn try_from(board: Board) -> Result<Position, PositionError> {
        Position::new(board)
    }
}

impl fmt::Display for Position {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.board.fmt(f)
    }
}

/// Why a strict engine cannot answer for a board and player.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SetupError {
    Impossible(PositionError),
    WrongTurn(WrongTurn),
}

/// Whose turn it is on a reachable board (API reference "Board utilities" `sideToMove`): `None` once it is finished.
///
/// # Errors
/// [`PositionError`] for a board no legal game reaches.
pub fn side_to_move(board: Board) -> Result<Option<Player>, PositionError> {
    let pos = Position::new(board)?;
    Ok((!pos.is_over()).then_some(pos.to_move()))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn pos(s: &str) -> Result<Position, PositionError> {
        Position::new(s.parse().unwrap())
    }

    #[test]
    fn every_error_kind_is_produced() {
        assert_eq!(pos("OO......."), Err(PositionError::Counts { x: 0, o: 2 }));
        assert_eq!(pos("XX......."), Err(PositionError::Counts { x: 2, o: 0 }));
        assert_eq!(pos("XXXOOO..."), Err(PositionError::TwoWinners));
        assert_eq!(
            pos("XXXOO.O.."),
            Err(PositionError::WinnerNotLastMover { winner: Player::X })
        );
        assert_eq!(
            pos("OOOXX.XX."),
            Err(PositionError::WinnerNotLastMover { winner: Player::O })
        );
    }

    #[test]
    fn side_to_move_and_outcome() {
        let p = pos("X........").unwrap();
        assert_eq!(p.to_move(), Player::O);
        assert_eq!(p.outcome(), None);
        assert_eq!(pos("XXXOO....").unwrap().outcome(), Some(Outcome::Win(Player::X)));
        assert_eq!(pos("XOXXOOOXX").unwrap().outcome(), Some(Outcome::Draw));
        assert_eq!(pos("XXXOO....").unwrap().legal_moves(), Bitboard::EMPTY);
        assert_eq!(
            pos("X........").unwrap().expect_turn(Player::X),
            Err(WrongTurn { to_move: Player::O })
        );
    }

    #[test]
    fn engines_take_any_board_unless_strict() {
        let board: Board = "XX.......".parse().unwrap();
        assert_eq!(Position::for_player(board, Player::O, false), Ok(Some(Position::setup(board, Player::O))));
        assert_eq!(
            Position::for_player(board, Player::O, true),
            Err(SetupError::Impossible(PositionError::Counts { x: 2, o: 0 }))
        );
        let won: Board = "OOO.X.X..".parse().unwrap();
        assert_eq!(Position::for_player(won, Player::X, false), Ok(None));
        assert_eq!(side_to_move("X........".parse().unwrap()), Ok(Some(Player::O)));
        assert_eq!(side_to_move("XXXOO....".parse().unwrap()), Ok(None));
        // A set-up position where the side to move already has a line is over.
        assert_eq!(Position::setup(won, Player::O).outcome(), Some(Outcome::Win(Player::O)));
    }
}
