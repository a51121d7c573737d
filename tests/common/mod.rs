//! Helpers shared by the integration tests.

use oxo_ai::Position;
use std::collections::HashSet;

/// Every position a legal game reaches (5,478), depth-first from the empty board, moves in
/// row-major order.
pub fn reachable_positions() -> Vec<Position> {
    fn walk(pos: Position, seen: &mut HashSet<Position>, out: &mut Vec<Position>) {
        if !seen.insert(pos) {
            return;
        }
        out.push(pos);
        for sq in pos.legal_moves().squares() {
            walk(pos.play_unchecked(sq), seen, out);
        }
    }
    let mut out = Vec::new();
    walk(Position::EMPTY, &mut HashSet::new(), &mut out);
    out
}
