//! How Ultimate tic-tac-toe's analysis is worded: the engine states facts
//! (`crate::ultimate::Facts`), and this is the one place that turns them into the sentence a
//! player reads, as words JavaScript joins (`crate::text::words`).

use crate::common::player::Player;
use crate::text::texts;
use crate::text::words::Words;
use crate::ultimate::{Facts, Outcome, Status};

/// One sentence for `player` to act on: the game's result once it is over; else the best move
/// (row and column on the 9×9 board), why, and the small board it sends the opponent to.
pub fn explanation(status: Status, facts: &Facts, player: Player) -> Words {
    let mut w = Words::default();
    match (status, facts.best) {
        (Status::Won(winner), _) => {
            w.piece(texts::MNK_WON).player(winner);
        }
        (Status::Drawn, _) | (Status::Ongoing, None) => {
            w.piece(texts::ULT_DRAWN);
        }
        (Status::Ongoing, Some(best)) => {
            let opponent = player.opponent();
            let (row, col) = (u32::from(best / 9), u32::from(best % 9));
            if facts.wins_game_now {
                w.piece(texts::ULT_WIN).number(row).number(col);
                return w;
            }
            match facts.proof {
                Some(p) if p.value == Outcome::Win => {
                    w.piece(texts::ULT_FORCED_WIN).number(row).number(col).number(p.plies.div_ceil(2));
                }
                _ if facts.must_block == Some(best) => {
                    w.piece(texts::ULT_BLOCK).number(row).number(col).player(opponent);
                }
                Some(p) if p.value == Outcome::Draw => {
                    w.piece(texts::ULT_HOLDS_DRAW).number(row).number(col);
                }
                Some(p) => {
                    w.piece(texts::ULT_LOSING).number(row).number(col).number(p.plies);
                }
                None => {
                    // Within 0..=100 before the cast.
                    let percent = libm::round(facts.win_rate.clamp(0.0, 1.0) * 100.0) as u32;
                    w.piece(texts::ULT_ESTIMATE).number(row).number(col).number(percent);
                }
            }
            w.player(opponent);
            match facts.sends_to {
                Some(b) => w.piece(texts::ULT_BOARD).number(u32::from(b / 3)).number(u32::from(b % 3)),
                None => w.piece(texts::ULT_ANY),
            };
        }
    }
    w
}

/// An outcome as answers name it.
pub const fn outcome_name(o: Outcome) -> &'static str {
    match o {
        Outcome::Win => "win",
        Outcome::Draw => "draw",
        Outcome::Loss => "loss",
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ultimate::Proof;

    fn facts(best: u8) -> Facts {
        Facts {
            win_rate: 0.625,
            best: Some(best),
            proof: None,
            sends_to: Some(5),
            wins_game_now: false,
            wins_board_now: false,
            must_block: None,
            allows_game_win: false,
            playouts: 0,
        }
    }

    #[test]
    fn names_the_move_and_the_board_it_sends_to() {
        let f = facts(4 * 9 + 5);
        assert_eq!(explanation(Status::Ongoing, &f, Player::X).text(), "Play (4, 5): it won 63 % of the search's games. It sends O to small board (1, 2).");
        let free = Facts { sends_to: None, proof: Some(Proof { value: Outcome::Win, plies: 7 }), ..f };
        assert_eq!(explanation(Status::Ongoing, &free, Player::O).text(), "Play (4, 5): it wins by force in 4 moves. It sends X to any open board.");
        let block = Facts { must_block: Some(4 * 9 + 5), ..f };
        assert_eq!(explanation(Status::Ongoing, &block, Player::X).text(), "Play (4, 5): otherwise O wins the game next move. It sends O to small board (1, 2).");
        let win = Facts { wins_game_now: true, ..f };
        assert_eq!(explanation(Status::Ongoing, &win, Player::X).text(), "Play (4, 5) to win the game.");
        assert_eq!(explanation(Status::Won(Player::O), &f, Player::X).text(), "O has won: the game is over.");
        assert_eq!(explanation(Status::Drawn, &f, Player::X).text(), "No move is left: the game is a draw.");
    }
}
