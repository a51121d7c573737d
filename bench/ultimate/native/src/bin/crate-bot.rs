//! ai-ultimate-tictactoe 0.2.0 as a line-protocol bot for the Node match runner.
//!
//! ```text
//! new                         -> ok            (forget state)
//! move <cells> <last> <ms>    -> <row> <col> <nodes>
//! quit                        -> (exit)
//! ```
//! `<cells>`: 81 of `X`, `O`, `.` row-major on the 9×9 board; `<last>`: `r,c` of the previous
//! move (9×9 coordinates) or `-`; `<ms>`: this move's time. The side to move comes from the
//! counts (X first). A line it cannot answer gets `error <why>`.

use ai_ultimate_tictactoe::Searcher;
use std::io::{BufRead, Write};
use ultimate_native_bench::{peer_move, to_peer};
use oxo_ai::ultimate::Position;

fn answer(searcher: &mut Searcher, words: &[&str]) -> Result<String, String> {
    let [cells, last, ms] = words else { return Err("move wants <cells> <last> <ms>".into()) };
    if cells.len() != 81 {
        return Err("cells must be 81 characters".into());
    }
    let mut grid = [0u8; 81];
    for (slot, ch) in grid.iter_mut().zip(cells.chars()) {
        *slot = match ch {
            'X' | 'x' => 1,
            'O' | 'o' => 2,
            '.' => 0,
            _ => return Err(format!("bad cell {ch:?}")),
        };
    }
    let last = match *last {
        "-" => None,
        rc => {
            let (r, c) = rc.split_once(',').ok_or("last must be r,c or -")?;
            let (r, c): (u8, u8) = (r.parse().map_err(|_| "bad row")?, c.parse().map_err(|_| "bad col")?);
            if r > 8 || c > 8 {
                return Err("last off the board".into());
            }
            Some(r * 9 + c)
        }
    };
    let ms: f64 = ms.parse().map_err(|_| "bad ms")?;
    let position = Position::from_cells(&grid, last);
    let peer = to_peer(&position).ok_or("the peer refuses this position")?;
    let (mv, nodes) = peer_move(searcher, &peer, ms.round().clamp(1.0, 1e9) as u32);
    let mv = mv.ok_or("no legal move")?;
    Ok(format!("{} {} {}", mv / 9, mv % 9, nodes))
}

fn main() {
    let stdin = std::io::stdin();
    let mut out = std::io::stdout().lock();
    let mut searcher = Searcher::new();
    for line in stdin.lock().lines() {
        let Ok(line) = line else { break };
        let words: Vec<&str> = line.split_whitespace().collect();
        let reply = match words.first().copied() {
            Some("new") => {
                searcher = Searcher::new();
                "ok".to_owned()
            }
            Some("move") => answer(&mut searcher, &words[1..]).unwrap_or_else(|e| format!("error {e}")),
            Some("quit") => break,
            Some(other) => format!("error unknown command {other}"),
            None => continue,
        };
        if writeln!(out, "{reply}").and_then(|()| out.flush()).is_err() {
            break;
        }
    }
}
