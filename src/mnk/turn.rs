//! A strict engine's check (API reference "Bigger boards" `strict`): the counts of a game where X moves first, and
//! whose turn it is. Its errors are the 3×3 referee's (`crate::ttt::position`), worded as they are.

use super::board::Board;
use crate::common::player::Player;
use crate::ttt::position::{PositionError, SetupError, WrongTurn};

/// `IMPOSSIBLE_POSITION` unless X has as many marks as O or one more; `WRONG_TURN` unless
/// `player` is the side to move.
///
/// # Errors
/// The 3×3 referee's error for the same fault.
pub fn check_turn(board: &Board, player: Player) -> Result<(), SetupError> {
    let (x, o) = (board.count(Player::X), board.count(Player::O));
    let to_move = if x == o {
        Player::X
    } else if x == o + 1 {
        Player::O
    } else {
        return Err(SetupError::Impossible(PositionError::Counts { x, o }));
    };
    if to_move == player { Ok(()) } else { Err(SetupError::WrongTurn(WrongTurn { to_move })) }
}
