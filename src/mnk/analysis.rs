//! `analyze`: a board's immediate tactics for one player (wins, blocks, threats, forks) and
//! one sentence saying what to do (SPEC §8 `MnkAnalysis`).

use super::bits::{Bits, Wide};
use super::board::{geometry, Board, Move};
use super::geometry::Geometry;
use super::messages;
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
    let me = board.marks(player);
    let opp = board.marks(!player);
    if board.is_finished() {
        let explanation = match board.winner() {
            Some(w) => messages::MNK_EXPLAIN_WON.fill(&[&w.to_string()]),
            None => messages::MNK_EXPLAIN_DRAWN.fill(&[]),
        };
        return Analysis { wins: Vec::new(), blocks: Vec::new(), threats: Vec::new(), forks: Vec::new(), explanation };
    }
    let occupied = me | opp;
    let empty = g.valid & !occupied;
    let playable = g.playable(occupied);
    let wins = g.completing_cells(me, empty) & playable;
    let blocks = g.completing_cells(opp, empty) & playable;
    let mut threats = Wide::ZERO;
    let mut forks = Wide::ZERO;
    for bit in (playable & !wins).indices() {
        let after = me | Wide::bit(bit);
        let next = g.playable(occupied | Wide::bit(bit));
        let cells = g.completing_cells(after, empty & !Wide::bit(bit)) & next;
        match cells.count() {
            0 => {}
            1 => threats |= Wide::bit(bit),
            _ => {
                threats |= Wide::bit(bit);
                forks |= Wide::bit(bit);
            }
        }
    }
    let list = |set: Wide| -> Vec<Move> { g.cells_row_major().filter(|&b| set.has(b)).map(|b| to_move(&g, b)).collect() };
    let open = open_lines(&g, opp);
    // The cell a sentence names: the first of a set by open lines, then row-major.
    let pick = |set: Wide| -> Option<Move> {
        g.cells_row_major().filter(|&b| set.has(b)).max_by_key(|&b| (open(b), std::cmp::Reverse(g.row_major(b)))).map(|b| to_move(&g, b))
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

/// For each cell, how many windows of k cells through it hold no mark of `opp`.
fn open_lines(g: &Geometry<Wide>, opp: Wide) -> impl Fn(u32) -> u32 + '_ {
    let open: Vec<(u32, Wide)> = g.steps.iter().map(|&step| (step, g.runs(g.valid & !opp, step))).collect();
    move |bit: u32| {
        let mut n = 0;
        for &(step, starts) in &open {
            for j in 0..g.k {
                if let Some(start) = bit.checked_sub(j * step) {
                    if starts.has(start) {
                        n += 1;
                    }
                }
            }
        }
        n
    }
}
