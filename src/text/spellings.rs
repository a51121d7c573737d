//! The cell and player values JavaScript may pass (API reference "Errors") and the Clarity value types the
//! package's `fromOnChain` reads (API reference "Board utilities"). Every reader of a board, in the facade, the CLI
//! and the package's JS, decides with these tables; the build writes them into `wire.js`.

use alloc::{format, string::String};
use crate::common::player::{Cell, Player};

/// A value JavaScript may hand over for a cell.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Spelling {
    Null,
    Undefined,
    Text(&'static str),
}

/// The accepted cell values of API reference "Errors" and what each means. A value's position in this table
/// is its token on the wire (`crate::boundary::wire`).
pub const CELL_SPELLINGS: [(Spelling, Cell); 11] = [
    (Spelling::Null, None),
    (Spelling::Undefined, None),
    (Spelling::Text(""), None),
    (Spelling::Text(" "), None),
    (Spelling::Text("."), None),
    // How tutorials and text boards write an empty cell (issue 62).
    (Spelling::Text("_"), None),
    (Spelling::Text("-"), None),
    (Spelling::Text("X"), Some(Player::X)),
    (Spelling::Text("x"), Some(Player::X)),
    (Spelling::Text("O"), Some(Player::O)),
    (Spelling::Text("o"), Some(Player::O)),
];

/// The accepted player values: exactly `'X'` and `'O'` (a lowercase `'x'` is a cell, never a
/// player). A value's position in this table is its token on the wire.
pub const PLAYER_SPELLINGS: [(&str, Player); 2] = [("X", Player::X), ("O", Player::O)];

/// A cell spelling as the JavaScript value it is.
pub fn js_spelling(s: &Spelling) -> String {
    match s {
        Spelling::Null => "null".into(),
        Spelling::Undefined => "undefined".into(),
        Spelling::Text(t) => format!("'{t}'"),
    }
}

/// What a Clarity value's `type` says it is, in the shapes an app holds after a read-only call
/// (API reference "Board utilities"): `@stacks/transactions` 7.x names, the signatures `cvToJSON` writes (exact, or by
/// prefix), and 6.x `ClarityType` numbers. The package's `fromOnChain` reads with these tables
/// (written into `wire.js`); `list-numbered` is a 6.x list, whose entries are under `list`.
pub const CLARITY_TYPE_NAMES: [(&str, &str); 8] = [
    ("list", "list"), ("ok", "ok"), ("err", "err"), ("some", "some"), ("none", "none"),
    ("(optional none)", "none"), ("uint", "uint"), ("int", "int"),
];
/// `cvToJSON` signatures by their start: `(list 9 uint)`, `(response …)`, `(optional …)`.
pub const CLARITY_TYPE_PREFIXES: [(&str, &str); 3] = [("(list ", "list"), ("(response ", "response"), ("(optional ", "some")];
/// `ClarityType` numbers of `@stacks/transactions` 6.x and what each is.
pub const CLARITY_TYPE_NUMBERS: [(u8, &str); 7] =
    [(0, "int"), (1, "uint"), (7, "ok"), (8, "err"), (9, "none"), (10, "some"), (11, "list-numbered")];

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ttt::notation::cell_from_on_chain;

    fn cell_from_text(text: &str) -> Option<Cell> {
        CELL_SPELLINGS.iter().find(|(s, _)| matches!(s, Spelling::Text(t) if *t == text)).map(|&(_, cell)| cell)
    }

    fn player_from_text(text: &str) -> Option<Player> {
        PLAYER_SPELLINGS.iter().find(|(s, _)| *s == text).map(|&(_, player)| player)
    }

    #[test]
    fn spellings_mean_what_the_reference_says() {
        for (text, cell) in [("X", Some(Player::X)), ("x", Some(Player::X)), ("O", Some(Player::O)),
            ("o", Some(Player::O)), ("", None), (" ", None), (".", None), ("_", None), ("-", None)] {
            assert_eq!(cell_from_text(text), Some(cell), "{text:?}");
        }
        for text in ["Z", "XX", "0", "null", "--", "__", "~"] {
            assert_eq!(cell_from_text(text), None, "{text:?}");
        }
        assert_eq!(player_from_text("X"), Some(Player::X));
        assert_eq!(player_from_text("x"), None);
        assert_eq!(cell_from_on_chain(3), None);
    }
}
