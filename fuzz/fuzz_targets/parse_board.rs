//! The 9-character notation parser on arbitrary bytes: `Board::from_str` accepts exactly
//! nine characters from `X x O o . -`, reports the character count or the first bad
//! character otherwise, and what it accepts round-trips through `Display`.
#![no_main]

use libfuzzer_sys::fuzz_target;
use oxo_ai::ParseBoardError;
use oxo_ai::{Board, Player, Position, Square};

fn cell_of(c: char) -> Option<Option<Player>> {
    match c {
        'X' | 'x' => Some(Some(Player::X)),
        'O' | 'o' => Some(Some(Player::O)),
        '.' | '-' => Some(None),
        _ => None,
    }
}

fuzz_target!(|data: &[u8]| {
    let text = String::from_utf8_lossy(data);
    let chars: Vec<char> = text.chars().collect();
    match text.parse::<Board>() {
        Ok(board) => {
            assert_eq!(chars.len(), 9);
            for (sq, &c) in Square::ALL.iter().zip(&chars) {
                assert_eq!(Some(board.get(*sq)), cell_of(c), "{text:?}");
            }
            let written = board.to_string();
            assert_eq!(written.len(), 9);
            assert!(written.chars().all(|c| matches!(c, 'X' | 'O' | '.')));
            assert_eq!(written.parse::<Board>(), Ok(board));
            assert_eq!(Board::from_cells(board.cells()), board);
            assert!(board.index() < Board::INDEX_COUNT);
            // Validation never panics on a parsed board, and a valid one prints the same.
            if let Ok(pos) = Position::new(board) {
                assert_eq!(pos.to_string(), written);
            }
        }
        Err(ParseBoardError::Length(n)) => {
            assert_eq!(n, chars.len());
            assert_ne!(n, 9);
        }
        Err(ParseBoardError::Character { position, found }) => {
            assert_eq!(chars.len(), 9);
            assert_eq!(chars.get(position), Some(&found));
            assert!(cell_of(found).is_none());
            assert!(chars.iter().take(position).all(|&c| cell_of(c).is_some()));
            // The message names the cell as (row, col) and the character; formatting never panics.
            let cell = format!("({}, {})", position / 3, position % 3);
            assert!(ParseBoardError::Character { position, found }.to_string().contains(&cell));
        }
    }
});
