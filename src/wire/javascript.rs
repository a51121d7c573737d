//! The wire's constants and layouts as the package's `wire.js`, written at build time so that
//! no constant is typed twice.

use super::answers::*;
use super::{NO_SQUARE, OTHER, REJECTED, TOKEN_BITS};
use crate::board::Cell;
use crate::input::fault::FAULT_NAMES;
use crate::line::LINES;
use crate::player::Player;
use crate::strategy::Rule;
use crate::vocabulary::{Spelling, CELL_SPELLINGS, ON_CHAIN, PLAYER_SPELLINGS};
use std::fmt::Write as _;

/// A string as a JavaScript literal (the texts here need no escapes).
pub(crate) fn js_string(text: &str) -> String {
    format!("'{text}'")
}

/// A frozen object literal of `key: value` entries, marked pure so that a bundler drops it when
/// the app never reads it.
pub(crate) fn js_frozen(entries: impl IntoIterator<Item = (String, String)>) -> String {
    let body = entries.into_iter().map(|(k, v)| format!("{k}: {v}")).collect::<Vec<_>>().join(", ");
    format!("/* @__PURE__ */ Object.freeze({{ {body} }})")
}

/// A cell spelling as the JavaScript value it is.
pub(crate) fn js_spelling(s: &Spelling) -> String {
    match s {
        Spelling::Null => "null".into(),
        Spelling::Undefined => "undefined".into(),
        Spelling::Text(t) => js_string(t),
    }
}

fn js_list(items: impl IntoIterator<Item = String>) -> String {
    format!("[{}]", items.into_iter().collect::<Vec<_>>().join(", "))
}

fn cell_js(cell: Cell) -> String {
    cell.map_or("null".into(), |p| js_string(&p.to_string()))
}

/// The wire's constants as an ES module (`wire.js` in the package).
pub fn javascript() -> String {
    let mut out = String::from(
        "// Generated from src/wire.rs by the package build (cargo run --bin wire-js). Do not edit.\n",
    );
    let mut constant = |name: &str, value: String| {
        let _ = writeln!(out, "export const {name} = {value};");
    };
    constant("CELL_SPELLINGS", js_list(CELL_SPELLINGS.iter().map(|(s, _)| js_spelling(s))));
    // The same table keyed for speed: the token of each one-character ASCII spelling by its
    // code ([`OTHER`] for the rest), and of null, undefined and ''.
    let token_of = |wanted: Spelling| {
        CELL_SPELLINGS.iter().position(|(s, _)| *s == wanted).map_or(OTHER, |i| u32::try_from(i).unwrap_or(OTHER))
    };
    let ascii = (0u8..128).map(|c| {
        let text = [c];
        let token = std::str::from_utf8(&text).ok().map_or(OTHER, |t| {
            CELL_SPELLINGS.iter().position(|(s, _)| matches!(s, Spelling::Text(x) if *x == t)).map_or(OTHER, |i| u32::try_from(i).unwrap_or(OTHER))
        });
        token.to_string()
    });
    constant("ASCII_CELL_TOKENS", js_list(ascii));
    constant("NULL_TOKEN", token_of(Spelling::Null).to_string());
    constant("UNDEFINED_TOKEN", token_of(Spelling::Undefined).to_string());
    constant("EMPTY_STRING_TOKEN", token_of(Spelling::Text("")).to_string());
    constant("PLAYER_SPELLINGS", js_list(PLAYER_SPELLINGS.iter().map(|(s, _)| js_string(s))));
    constant("TOKEN_BITS", TOKEN_BITS.to_string());
    constant("OTHER", OTHER.to_string());
    constant("NO_SQUARE", NO_SQUARE.to_string());
    constant("REJECTED", REJECTED.to_string());
    constant("NO_PLAYER", NO_PLAYER.to_string());
    constant(
        "FAULT",
        js_frozen(FAULT_NAMES.iter().enumerate().map(|(i, n)| ((*n).to_string(), (i * 16).to_string()))),
    );
    constant("BOARD_CELLS", js_list(ON_CHAIN.map(cell_js)));
    constant("PLAYERS", js_list(Player::BOTH.map(|p| js_string(&p.to_string()))));
    constant("EVALUATIONS", js_list(EVALUATIONS.map(|e| js_string(e.name()))));
    constant("THREAT_KINDS", js_list(THREAT_KINDS.map(|k| js_string(k.name()))));
    constant("STATUSES", js_list(STATUSES.map(|s| js_string(s.name()))));
    constant("HEAD_PAYLOAD", HEAD_PAYLOAD.to_string());
    for (name, field) in FIELDS {
        constant(name, field.at.to_string());
        constant(&format!("{name}_BITS"), field.bits.to_string());
        constant(&format!("{name}_MASK"), field.mask().to_string());
    }
    constant("HEAD_THREATS", HEAD_THREATS.to_string());
    constant("NO_SLOT", NO_SLOT.to_string());
    constant("COUNT_BITS", COUNT_BITS.to_string());
    constant("ITEM_BITS", ITEM_BITS.to_string());
    constant("PER_PART", PER_PART.to_string());
    // Shortest round-trip decimal, as JavaScript reads numbers; plies 0 (no move has it) is
    // the division by zero Rust computes: Infinity.
    let number = |x: f64| if x.is_finite() { x.to_string() } else if x > 0.0 { "Infinity".into() } else { "-Infinity".into() };
    constant("SCORES", js_list(evals().map(|e| number(e.score()))));
    constant("DEPTHS", js_list(evals().map(|e| e.plies.to_string())));
    constant("RULES", js_list(Rule::ALL.map(|r| js_string(r.name()))));
    constant("LINE_DIRECTIONS", js_list(LINES.map(|l| js_string(l.direction.name()))));
    constant("LINE_INDICES", js_list(LINES.map(|l| l.index.to_string())));
    out.push_str(&crate::names::runtime());
    out
}
