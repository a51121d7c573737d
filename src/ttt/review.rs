//! Game review (API reference "Game", issue 16): each move of a game labelled from the exact game values
//! (best, good, mistake, blunder), the best moves it missed, one sentence a player can act on,
//! and per player the accuracy and the turning point.

use alloc::vec::Vec;
use crate::common::player::Player;
use crate::ttt::analyzer::{fork_cells, winning_cells};
use crate::ttt::bitboard::Bitboard;
use crate::ttt::game::{Game, RestoreError, Snapshot};
use crate::ttt::position::Position;
use crate::ttt::solver::{self, Eval, Value};
use crate::ttt::square::Square;

/// How a move compares with perfect play (API reference "Game" `MoveLabel`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum MoveLabel {
    /// A top-ranked move: no move scores higher.
    Best,
    /// Keeps the game value, but a faster win or a slower loss was there.
    Good,
    /// Drops the value one step: win to draw, or draw to loss.
    Mistake,
    /// Win to loss.
    Blunder,
}

impl MoveLabel {
    /// The name JavaScript uses.
    pub const fn name(self) -> &'static str {
        match self {
            MoveLabel::Best => "best",
            MoveLabel::Good => "good",
            MoveLabel::Mistake => "mistake",
            MoveLabel::Blunder => "blunder",
        }
    }

    /// True if the move kept the game value (what accuracy counts).
    pub const fn kept(self) -> bool {
        matches!(self, MoveLabel::Best | MoveLabel::Good)
    }
}

/// The label of `after`, the mover's value of a move, against `before`, the position's value
/// for the mover, given whether the move is top-ranked.
pub fn label(before: Value, after: Value, top_ranked: bool) -> MoveLabel {
    match (before, after) {
        _ if top_ranked => MoveLabel::Best,
        (b, a) if b == a => MoveLabel::Good,
        (Value::Win, Value::Loss) => MoveLabel::Blunder,
        _ => MoveLabel::Mistake,
    }
}

/// One reviewed move.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ReviewedMove {
    pub player: Player,
    pub square: Square,
    pub label: MoveLabel,
    /// The position's value for the mover before the move, under perfect play.
    pub before: Eval,
    /// The value the move keeps for the mover.
    pub after: Eval,
    /// The top-ranked moves (the first score of the ranking), row-major.
    pub best: Bitboard,
    pub note: Note,
}

/// Why a move got its label, as data; `Display` writes the sentence (`crate::text::sentences`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Note {
    /// "(1, 1) is best: X wins in 3 moves." / "(2, 0) wins the game." / "(1, 1) is best: the
    /// game stays a draw." / "...: it holds out longest." Worded for whoever played, human or engine.
    Best { played: Square, mover: Player, value: Value, moves: u8 },
    /// A win kept, not the fastest: "(2, 0) still wins; (0, 2) wins in 2 moves."
    SlowerWin { played: Square, better: Square, moves: u8 },
    /// A loss, not the slowest: "(2, 0) loses sooner than (0, 2)."
    FasterLoss { played: Square, better: Square },
    /// A win given up (to a draw or a loss) while a win in one was there: "X had a win at
    /// (0, 2); (1, 0) only drew." / "...; (1, 0) loses."
    MissedWin { played: Square, mover: Player, at: Square, lost: bool },
    /// A win given up while a fork was there: "X had a fork at (0, 2); (1, 0) only drew."
    MissedFork { played: Square, mover: Player, at: Square, lost: bool },
    /// A win given up otherwise: "(2, 2) would have won; (1, 0) only drew."
    WinGivenUp { played: Square, better: Square, lost: bool },
    /// A draw lost by not blocking: "X had to block (0, 2); (1, 0) lets O win."
    MissedBlock { played: Square, at: Square, opponent: Player },
    /// A draw lost otherwise: "(1, 0) lets O win; (1, 1) held the draw."
    DrawLost { played: Square, better: Square, opponent: Player },
}

/// The mover's own moves in `plies` plies when the mover wins: this move and every second one.
fn own_moves(plies: u8) -> u8 {
    plies.div_ceil(2)
}

/// Reviews the legal move `sq` in the unfinished position `pos`.
pub fn review_move(pos: Position, sq: Square) -> ReviewedMove {
    let ranked = solver::ranked_moves(pos);
    let moves = ranked.as_slice();
    let top = moves.first().map(|m| m.eval.key());
    let best = moves.iter().filter(|m| Some(m.eval.key()) == top).fold(Bitboard::EMPTY, |set, m| set.with(m.square));
    let before = solver::evaluate(pos);
    let after = solver::evaluate_move(pos, sq);
    let label = label(before.value, after.value, best.contains(sq));
    // The first top-ranked move in the ranking's order: the one a player is pointed to.
    let better = moves.first().map_or(sq, |m| m.square);
    let me = pos.to_move();
    let board = pos.board();
    let lost = after.value == Value::Loss;
    let note = match (label, before.value) {
        (MoveLabel::Best, value) => Note::Best { played: sq, mover: me, value, moves: own_moves(after.plies) },
        (MoveLabel::Good, Value::Win) => Note::SlowerWin { played: sq, better, moves: own_moves(before.plies) },
        (MoveLabel::Good, _) => Note::FasterLoss { played: sq, better },
        (_, Value::Win) => {
            let wins = winning_cells(board, me);
            let forks = fork_cells(board, me) & best;
            if let Some(at) = wins.first() {
                Note::MissedWin { played: sq, mover: me, at, lost }
            } else if let Some(at) = forks.first() {
                Note::MissedFork { played: sq, mover: me, at, lost }
            } else {
                Note::WinGivenUp { played: sq, better, lost }
            }
        }
        _ => match winning_cells(board, !me).first() {
            Some(at) if !winning_cells(board, !me).contains(sq) => Note::MissedBlock { played: sq, at, opponent: !me },
            _ => Note::DrawLost { played: sq, better, opponent: !me },
        },
    };
    ReviewedMove { player: me, square: sq, label, before, after, best, note }
}

/// A reviewed game (API reference "Game" `GameReview`).
#[derive(Clone, Debug, PartialEq)]
pub struct GameReview {
    pub moves: Vec<ReviewedMove>,
    /// Per player (X, O): the share of their moves that kept the value; `None` if they made none.
    pub accuracy: [Option<f64>; 2],
    /// The index of the first move labelled mistake or blunder.
    pub turning_point: Option<usize>,
}

/// Reviews `moves` played from `start`, checked as the referee checks them.
///
/// # Errors
/// [`RestoreError`] for an unreachable start or the first move that cannot be played.
pub fn review(snapshot: &Snapshot) -> Result<GameReview, RestoreError> {
    Ok(review_game(&Game::restore(snapshot)?))
}

/// Reviews the moves of a refereed game, from its start.
pub fn review_game(game: &Game) -> GameReview {
    let mut pos = game.start();
    let mut reviewed = Vec::with_capacity(game.history().len());
    for &sq in game.history() {
        reviewed.push(review_move(pos, sq));
        pos = pos.play_unchecked(sq);
    }
    let accuracy = Player::BOTH.map(|player| {
        let (kept, made) = reviewed
            .iter()
            .filter(|m| m.player == player)
            .fold((0u32, 0u32), |(k, n), m| (k + u32::from(m.label.kept()), n + 1));
        (made > 0).then(|| f64::from(kept) / f64::from(made))
    });
    let turning_point = reviewed.iter().position(|m| !m.label.kept());
    GameReview { moves: reviewed, accuracy, turning_point }
}

/// A game to review that is not a legal game: [`RestoreError`] worded for `reviewGame(moves,
/// start)` ("start: …", "moves[3] (1, 1): …").
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ReviewError(pub RestoreError);


#[cfg(test)]
mod tests {
    use super::*;

    fn sq(row: u8, col: u8) -> Square {
        Square::from_coords(row, col).unwrap()
    }

    fn review_of(moves: &[(u8, u8)]) -> GameReview {
        let snapshot = Snapshot { start: crate::ttt::board::Board::EMPTY, moves: moves.iter().map(|&(r, c)| sq(r, c)).collect() };
        review(&snapshot).unwrap()
    }

    #[test]
    fn a_game_with_three_mistakes_reads_as_a_player_would_tell_it() {
        let r = review_of(&[(1, 1), (0, 1), (0, 0), (2, 2), (0, 2), (1, 0), (2, 0)]);
        let notes: Vec<String> = r.moves.iter().map(|m| m.note.to_string()).collect();
        let labels: Vec<MoveLabel> = r.moves.iter().map(|m| m.label).collect();
        use MoveLabel::*;
        assert_eq!(labels, [Best, Mistake, Best, Best, Mistake, Mistake, Best]);
        assert_eq!(notes[1], "(0, 1) lets X win; (0, 0) held the draw.");
        assert_eq!(notes[3], "(2, 2) is best: it holds out longest.");
        assert_eq!(notes[4], "X had a fork at (1, 0); (0, 2) only drew.");
        assert_eq!(notes[5], "O had to block (2, 0); (1, 0) lets X win.");
        assert_eq!(notes[6], "(2, 0) wins the game.");
        assert_eq!(notes[0], "(1, 1) is best: the game stays a draw.");
        assert_eq!(r.accuracy, [Some(0.75), Some(1.0 / 3.0)]);
        assert_eq!(r.turning_point, Some(1));
    }

    #[test]
    fn a_blunder_names_the_win_in_one() {
        // X X . / O O . / . . . with X to move: (0, 2) wins; (2, 2) lets O win at (1, 2).
        let pos = Position::new("XX.OO....".parse().unwrap()).unwrap();
        let m = review_move(pos, sq(2, 2));
        assert_eq!(m.label, MoveLabel::Blunder);
        assert_eq!(m.note.to_string(), "X had a win at (0, 2); (2, 2) loses.");
        let best = review_move(pos, sq(0, 2));
        assert_eq!(best.label, MoveLabel::Best);
        assert_eq!(best.note.to_string(), "(0, 2) wins the game.");
        // A win further off names the winner: whoever played, human or engine.
        let pos = Position::new("X.......O".parse().unwrap()).unwrap();
        assert_eq!(review_move(pos, sq(0, 2)).note.to_string(), "(0, 2) is best: X wins in 3 moves.");
    }
}
