//! Prints what the Rust core's board rules say of every one of the 3^9 boards, for either player:
//! the oracle js-tests/rules.test.mjs holds the package's JavaScript rules (`checkWin`,
//! `getWinner`, `getWinningLine`, `isBoardFull`, `isDraw`, `getAvailableMoves`, `sideToMove`,
//! `getLegalMoves`, `applyMove`) to, so the rule that exists in both languages is tested against
//! itself on every board. `cargo run --release --bin board-rules > rules.txt`.
//!
//! The first line is a JSON array of every message printed; then one tab-separated line a board:
//! notation, winner (`X`, `O`, `-`), winning line (a square set), full, draw, side to move (`X`,
//! `O`, `-` finished, or `!n` for message n), then for X and for O: checkWin (0/1), legal moves
//! (a square set or `!n`), and the nine `applyMove`s by square, each `+` or a message index.

use oxo_ai::{Board, Coded, Player, Position, Square};
use std::collections::HashMap;
use std::fmt::Write as _;

/// Messages by first appearance, so that each line names one by its index.
#[derive(Default)]
struct Messages {
    index: HashMap<String, usize>,
    list: Vec<String>,
}

impl Messages {
    fn of(&mut self, error: &impl Coded) -> String {
        let text = format!("{}:{}", error.code(), error);
        let next = self.list.len();
        let i = *self.index.entry(text.clone()).or_insert_with(|| next);
        if i == next {
            self.list.push(text);
        }
        format!("!{i}")
    }
}

fn player(p: Option<Player>) -> String {
    p.map_or("-".into(), |p| p.to_string())
}

fn main() {
    let mut messages = Messages::default();
    let mut lines = String::new();
    for board in (0..Board::INDEX_COUNT).filter_map(Board::from_index) {
        let line = board.winner().and_then(|w| board.winning_line(w)).map_or(0, |l| l.cells.bits());
        let side = match oxo_ai::side_to_move(board) {
            Ok(side) => player(side),
            Err(e) => messages.of(&e),
        };
        let _ = write!(
            lines,
            "{board}\t{}\t{line}\t{}\t{}\t{side}",
            player(board.winner()),
            u8::from(board.is_full()),
            u8::from(board.is_draw())
        );
        for p in Player::BOTH {
            let legal = match Position::for_player(board, p, true) {
                Ok(pos) => pos.map_or(0, |pos| pos.legal_moves().bits()).to_string(),
                Err(e) => messages.of(&e),
            };
            let plays: Vec<String> = Square::ALL
                .iter()
                .map(|&sq| match board.play(sq, p) {
                    Ok(_) => "+".into(),
                    Err(e) => messages.of(&e),
                })
                .collect();
            let _ = write!(lines, "\t{}\t{legal}\t{}", u8::from(board.has_won(p)), plays.join(","));
        }
        lines.push('\n');
    }
    let list: Vec<String> = messages.list.iter().map(|m| format!("\"{}\"", m.replace('\\', "\\\\").replace('"', "\\\""))).collect();
    println!("[{}]", list.join(","));
    print!("{lines}");
}
