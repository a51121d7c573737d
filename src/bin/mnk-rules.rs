//! Prints what the Rust core's m,n,k board rules say of seeded random boards of many rules: the
//! oracle js-tests/mnk.test.mjs holds oxo-ai/mnk's JavaScript rules (`MnkGame`) to, so the rules
//! that exist in both languages are tested against each other. `cargo run --bin mnk-rules`.
//!
//! One JSON object a line: the rules, the board (row-major, `.XO`), the winner (`X`, `O` or
//! null), the winning line (cell indices), the available moves (cell indices), whether it is a
//! draw, and for each cell, X's `play` there: the new board, or `code: message`.

use oxo_ai::mnk::{Board, Move, Rules};
use oxo_ai::{Coded, Player, Rng, Seed};

/// Boards per set of rules.
const BOARDS: u32 = 60;

fn rules() -> Vec<Rules> {
    let mut all = vec![Rules::TIC_TAC_TOE, Rules::FOUR_BY_FOUR, Rules::CONNECT_FOUR, Rules::GOMOKU];
    for (rows, cols, k) in [(3, 5, 3), (5, 3, 4), (4, 4, 3), (5, 5, 4), (6, 4, 4), (3, 7, 5), (8, 8, 5)] {
        let plain = Rules::new(rows, cols, k).expect("valid rules");
        all.extend([plain, plain.with_gravity(true), plain.with_misere(true), plain.with_gravity(true).with_misere(true)]);
    }
    all
}

fn text(board: &Board) -> String {
    board.cells().iter().map(|c| match c {
        Some(Player::X) => 'X',
        Some(Player::O) => 'O',
        None => '.',
    }).collect()
}

fn index(rules: Rules, m: Move) -> u32 {
    u32::from(m.row) * u32::from(rules.cols()) + u32::from(m.col)
}

fn main() {
    let mut rng = Rng::new(Seed(0x6d6e6b));
    let mut out = String::new();
    for rules in rules() {
        let cells = rules.cells();
        for b in 0..BOARDS {
            // A random game of a random length, so that lines, full boards and gravity show up.
            let mut board = Board::empty(rules);
            let target = rng.below(cells + 1);
            let mut player = if b % 2 == 0 { Player::X } else { Player::O };
            // Fill freely (no stop at a win) but by the rules' moves, so gravity holds.
            while board.stones() < target {
                let open: Vec<Move> = (0..rules.cols())
                    .flat_map(|c| (0..rules.rows()).map(move |r| Move::new(r, c)))
                    .filter(|&m| board.get(m) == Some(None) && (!rules.gravity() || board.lowest_in(m.col) == Ok(m)))
                    .collect();
                let pick = open[rng.below(open.len() as u32) as usize];
                board = Board::from_cells(rules, &{
                    let mut c = board.cells();
                    c[index(rules, pick) as usize] = Some(player);
                    c
                })
                .expect("a board the rules allow");
                player = !player;
            }
            let winner = board.winner().map_or("null".to_string(), |p| format!("\"{p}\""));
            let line = board.winning_line().map_or("null".to_string(), |l| format!("{:?}", l.iter().map(|&m| index(rules, m)).collect::<Vec<_>>()));
            let moves: Vec<u32> = board.available_moves().iter().map(|&m| index(rules, m)).collect();
            let plays: Vec<String> = (0..cells)
                .map(|i| {
                    let m = Move::new((i / u32::from(rules.cols())) as u8, (i % u32::from(rules.cols())) as u8);
                    match board.play(m, Player::X) {
                        Ok(next) => format!("\"{}\"", text(&next)),
                        Err(e) => format!("\"{}: {}\"", e.code(), e),
                    }
                })
                .collect();
            out.push_str(&format!(
                "{{\"rules\":[{},{},{},{},{}],\"board\":\"{}\",\"winner\":{winner},\"line\":{line},\"moves\":{moves:?},\"draw\":{},\"plays\":[{}]}}\n",
                rules.rows(), rules.cols(), rules.k(), rules.gravity(), rules.misere(), text(&board), board.is_draw(), plays.join(",")
            ));
        }
    }
    print!("{out}");
}
