//! What the bench's two binaries share: the peer crate's searcher at its strongest preset
//! under a time limit, and conversions between its positions and moves and oxo-ai's.

use ai_ultimate_tictactoe::{Move, Player as PeerPlayer, Position as PeerPosition, SearchOptions, Searcher, SEARCH_PRESETS};
use oxo_ai::ultimate::Position;
use oxo_ai::Player;

/// The peer's strongest preset ("maximum": depth 20) with its soft time limit set to `ms` and
/// no node limit, so that time alone ends its search as it ends ours.
pub fn peer_options(ms: u32) -> SearchOptions {
    let strongest = SEARCH_PRESETS[SEARCH_PRESETS.len() - 1].options;
    SearchOptions { max_depth: strongest.max_depth, node_limit: u64::MAX, soft_time_ms: ms.max(1) }
}

/// The peer's position for ours; `None` where the peer's stricter constructor refuses it.
pub fn to_peer(p: &Position) -> Option<PeerPosition> {
    let (mut x, mut o) = ([0u16; 9], [0u16; 9]);
    for index in 0..81u8 {
        let mv = Move::from_global_index(index);
        match p.cell(index) {
            Some(Player::X) => x[usize::from(mv.board())] |= 1 << mv.cell(),
            Some(Player::O) => o[usize::from(mv.board())] |= 1 << mv.cell(),
            None => {}
        }
    }
    let side = match p.to_move() {
        Player::X => PeerPlayer::X,
        Player::O => PeerPlayer::O,
    };
    let active = if p.is_over() { None } else { p.sent_to() };
    PeerPosition::from_cells(x, o, active, side).ok()
}

/// The peer's best move (9×9 index) and the nodes it searched.
pub fn peer_move(searcher: &mut Searcher, p: &PeerPosition, ms: u32) -> (Option<u8>, u64) {
    let report = searcher.search(*p, peer_options(ms));
    (report.best_move.map(Move::global_index), report.nodes)
}
