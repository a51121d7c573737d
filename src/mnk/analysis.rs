//! `analyze`: a board's immediate tactics for one player (wins, blocks, threats, forks) and
//! one sentence saying what to do (SPEC §8 `MnkAnalysis`).

use super::bits::{Bits, Wide};
use super::board::{geometry, Board, Move};
use super::geometry::Geometry;
use super::messages;
use super::windows::Windows;
use crate::player::Player;

/// What `player` can do at once; every list in row-major order.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Analysis {
    /// Cells that complete k in a row now.
    pub wins: Vec<Move>,
    /// Cells where the opponent would complete k in a row now.
    pub blocks: Vec<Move>,
    /// Moves (not wins) after which the player could complete k on the next move.
    pub threats: Vec<Move>,
    /// Threats that leave two or more such cells at once.
    pub forks: Vec<Move>,
    /// One sentence a player can act on.
    pub explanation: String,
}

/// The analysis of `board` for `player` to move (either player, whatever the counts). Under
/// gravity only cells a mark can drop into count, and a threat's cells are those playable
/// right after the move.
pub fn analyze(board: &Board, player: Player) -> Analysis {
    let rules = board.rules();
    let g = geometry(rules);
    if board.is_finished() {
        let explanation = match board.winner() {
            Some(w) => messages::MNK_EXPLAIN_WON.fill(&[&w.to_string()]),
            None => messages::MNK_EXPLAIN_DRAWN.fill(&[]),
        };
        return Analysis { wins: Vec::new(), blocks: Vec::new(), threats: Vec::new(), forks: Vec::new(), explanation };
    }
    let mut w = Windows::new(rules, &[]);
    w.load(board.marks(Player::X), board.marks(Player::O), player == Player::O);
    let (mine, theirs) = (w.to_move, w.to_move ^ 1);
    let playable = w.playable();
    let wins = w.wins_now(mine);
    let blocks = w.wins_now(theirs);
    let mut threats = Wide::ZERO;
    let mut forks = Wide::ZERO;
    for bit in (playable & !wins).indices() {
        w.play(bit);
        let cells = w.wins_now(mine);
        w.undo(bit);
        if !cells.is_zero() {
            threats |= Wide::bit(bit);
            if cells.count() > 1 {
                forks |= Wide::bit(bit);
            }
        }
    }
    let list = |set: Wide| -> Vec<Move> { g.cells_row_major().filter(|&b| set.has(b)).map(|b| to_move(&g, b)).collect() };
    // The cell a sentence names: the first of a set by open lines, then row-major.
    let pick = |set: Wide| -> Option<Move> {
        g.cells_row_major().filter(|&b| set.has(b)).max_by_key(|&b| (w.open_through(b, mine), std::cmp::Reverse(g.row_major(b)))).map(|b| to_move(&g, b))
    };
    let k = rules.k().to_string();
    let them = (!player).to_string();
    let coords = |m: Move| (m.row.to_string(), m.col.to_string());
    let explanation = if rules.misere() {
        match pick(playable & !wins) {
            Some(m) => {
                let (r, c) = coords(m);
                messages::MNK_EXPLAIN_MISERE.fill(&[&k, &r, &c])
            }
            None => {
                let (r, c) = pick(playable).map(coords).unwrap_or_default();
                messages::MNK_EXPLAIN_FORCED.fill(&[&k, &r, &c])
            }
        }
    } else if let Some(m) = pick(wins) {
        let (r, c) = coords(m);
        messages::MNK_EXPLAIN_WIN.fill(&[&r, &c, &k])
    } else if blocks.count() == 1 {
        let (r, c) = pick(blocks).map(coords).unwrap_or_default();
        messages::MNK_EXPLAIN_BLOCK.fill(&[&r, &c, &them, &k])
    } else if blocks.count() > 1 {
        let (r, c) = pick(blocks).map(coords).unwrap_or_default();
        messages::MNK_EXPLAIN_DOUBLE.fill(&[&them, &k, &blocks.count().to_string(), &r, &c, &them])
    } else if let Some(m) = pick(forks) {
        let (r, c) = coords(m);
        messages::MNK_EXPLAIN_FORK.fill(&[&r, &c, &them])
    } else if let Some(m) = pick(threats) {
        let (r, c) = coords(m);
        messages::MNK_EXPLAIN_THREAT.fill(&[&r, &c, &k, &them])
    } else {
        let (r, c) = pick(playable).map(coords).unwrap_or_default();
        messages::MNK_EXPLAIN_QUIET.fill(&[&r, &c])
    };
    Analysis { wins: list(wins), blocks: list(blocks), threats: list(threats), forks: list(forks), explanation }
}

fn to_move(g: &Geometry<Wide>, bit: u32) -> Move {
    let (r, c) = g.coords(bit);
    Move::new(r as u8, c as u8)
}
