//! A strict engine's check (SPEC §8 `strict`): the counts of a game where X moves first, and
//! whose turn it is. The counts' and the turn's messages are the 3×3 referee's.

use super::board::Board;
use crate::common::player::Player;
use crate::text::worded::InputError;
use crate::text::messages;

/// `INVALID_POSITION` unless X has as many marks as O or one more; `WRONG_TURN` unless
/// `player` is the side to move.
///
/// # Errors
/// The error, as the 3×3 engine words it.
pub fn check_turn(board: &Board, player: Player) -> Result<(), InputError> {
    let (x, o) = (board.count(Player::X), board.count(Player::O));
    let to_move = if x == o {
        Player::X
    } else if x == o + 1 {
        Player::O
    } else {
        return Err(messages::COUNTS.error(|w| {
            w.number(x).number(o);
        }));
    };
    if to_move == player {
        Ok(())
    } else {
        Err(messages::TURN.error(|w| {
            w.player(to_move).player(player);
        }))
    }
}
