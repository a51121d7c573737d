//! Medium: depth-2 minimax over the line heuristic, equal moves drawn from the generator.

use super::{nth_square, Strategy};
use crate::common::player::Player;
use crate::common::rng::Rng;
use crate::ttt::bitboard::Bitboard;
use crate::ttt::board::Board;
use crate::ttt::line::LINES;
use crate::ttt::position::Position;
use crate::ttt::square::Square;

/// Medium (API reference "AIEngine"). Each move is scored by the worst heuristic value the opponent's replies
/// can leave (a move that ends the game is scored at once); among the best-scored moves it
/// picks one with `rng.below(count)` in row-major order, one draw per move. It takes every
/// win in one and blocks every loss in one, but cannot see a fork coming.
#[derive(Clone, Copy, Debug, Default)]
pub struct Heuristic;

impl Heuristic {
    /// The line heuristic for `player`: per line, +100 for three of `player`'s marks, +1 for
    /// two and no opponent mark; the opponent's lines the same, negated.
    ///
    /// ```
    /// # use oxo_ai::{Board, Player, ttt::strategy::Heuristic};
    /// // X X .
    /// // O . .
    /// // . . .   X has one open two; O has none.
    /// let board: Board = "XX.O.....".parse().unwrap();
    /// assert_eq!(Heuristic::evaluate(board, Player::X), 1);
    /// ```
    pub fn evaluate(board: Board, player: Player) -> i32 {
        let mine = board.marks(player);
        let theirs = board.marks(!player);
        LINES.iter().map(|line| line_score(mine & line.cells, theirs & line.cells)).sum()
    }

    /// Medium's score for the side to move playing the legal move `sq` in `pos`.
    pub fn score_move(pos: Position, sq: Square) -> i32 {
        let me = pos.to_move();
        let child = pos.play_unchecked(sq);
        let replies = child.legal_moves();
        if replies.is_empty() {
            return Heuristic::evaluate(child.board(), me);
        }
        replies
            .squares()
            .map(|reply| Heuristic::evaluate(child.play_unchecked(reply).board(), me))
            .min()
            .unwrap_or(0)
    }

    /// Every move Medium rates best in `pos`; empty once the game is over.
    pub fn best_moves(pos: Position) -> Bitboard {
        let mut best = Bitboard::EMPTY;
        let mut best_score = i32::MIN;
        for sq in pos.legal_moves().squares() {
            let score = Heuristic::score_move(pos, sq);
            if score > best_score {
                best = Bitboard::from_square(sq);
                best_score = score;
            } else if score == best_score {
                best = best.with(sq);
            }
        }
        best
    }
}

fn line_score(mine: Bitboard, theirs: Bitboard) -> i32 {
    match (mine.count(), theirs.count()) {
        (3, _) => 100,
        (_, 3) => -100,
        (2, 0) => 1,
        (0, 2) => -1,
        _ => 0,
    }
}

impl Strategy for Heuristic {
    fn choose(&mut self, pos: Position, rng: &mut Rng) -> Option<Square> {
        let best = Heuristic::best_moves(pos);
        if best.is_empty() {
            return None;
        }
        nth_square(best, rng.below(best.count()))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::common::rng::Seed;

    fn pos(s: &str) -> Position {
        Position::new(s.parse().unwrap()).unwrap()
    }

    #[test]
    fn heuristic_counts_threes_and_open_twos() {
        // X X X
        // O O .
        // . . .
        let board: Board = "XXXOO....".parse().unwrap();
        assert_eq!(Heuristic::evaluate(board, Player::X), 100 - 1);
        assert_eq!(Heuristic::evaluate(board, Player::O), 1 - 100);
        assert_eq!(Heuristic::evaluate(Board::EMPTY, Player::X), 0);
    }

    #[test]
    fn takes_the_win_before_the_block() {
        // X X .
        // O O .
        // X . O   X wins at (0, 2); O's threat at (1, 2) is moot.
        let p = pos("XX.OO.X.O");
        assert_eq!(Heuristic::best_moves(p), Bitboard::from_square(Square::ALL[2]));
    }

    #[test]
    fn blocks_a_single_threat() {
        // X X .
        // . O .
        // . . .   O must block at (0, 2).
        let p = pos("XX..O....");
        let mut rng = Rng::new(Seed(1));
        assert_eq!(Heuristic.choose(p, &mut rng), Square::new(2));
    }

    #[test]
    fn finished_game_has_no_move() {
        let mut rng = Rng::new(Seed(1));
        assert_eq!(Heuristic.choose(pos("XXXOO...."), &mut rng), None);
    }
}
