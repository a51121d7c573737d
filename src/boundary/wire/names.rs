//! The names JavaScript sees, declared once here: the `Difficulty` and `ErrorCode` objects the
//! package exports, and the `.d.ts` unions of levels, rules, cell spellings and error codes.
//! The package build writes both out (`cargo run --bin wire-js`, with `--dts` for the types).

use alloc::{format, string::String, string::ToString, vec::Vec};
use crate::boundary::wire::{js_frozen, js_string as quoted};
use crate::text::error::ErrorCode;
use crate::text::spellings::{js_spelling, CELL_SPELLINGS};
use crate::ttt::strategy::{Difficulty, Rule};

fn union(items: impl IntoIterator<Item = String>) -> String {
    items.into_iter().collect::<Vec<_>>().join(" | ")
}

/// `export const` lines for `wire.js`: the `Difficulty` and `ErrorCode` objects, frozen.
pub fn runtime() -> String {
    let levels = js_frozen(Difficulty::ALL.iter().map(|d| (d.key().to_string(), quoted(d.name()))));
    let codes = js_frozen(ErrorCode::ALL.iter().map(|c| (c.as_str().to_string(), quoted(c.as_str()))));
    format!("export const DIFFICULTY = {levels};\nexport const ERROR_CODE = {codes};\n")
}

/// The declarations of those names, for `index.d.ts`.
pub fn declarations() -> String {
    let levels = union(Difficulty::ALL.iter().map(|d| quoted(d.name())));
    let level_keys: String =
        Difficulty::ALL.iter().map(|d| format!("  /** {} */\n  readonly {}: {};\n", d.summary(), d.key(), quoted(d.name()))).collect();
    let codes = union(ErrorCode::ALL.iter().map(|c| quoted(c.as_str())));
    let code_keys: String = ErrorCode::ALL.iter().map(|c| format!("  readonly {0}: '{0}';\n", c.as_str())).collect();
    format!(
        "// Generated from src/boundary/wire/names.rs by the package build (cargo run --bin wire-js -- --dts). Do not edit.

/**
 * The engine's playing strengths. `Difficulty` is both this runtime object and the union type
 * of its values; a plain string such as `'hard'` is accepted wherever a `Difficulty` is.
 */
export declare const Difficulty: {{
{level_keys}}};

/** One of the engine's playing strengths: {levels}. */
export type Difficulty = {levels};

/** A rule of the `'rules'` level, in the order its default list tries them (an unknown name is `INVALID_OPTION`). */
export type Rule = {rules};

/**
 * A cell as the package reads it: `'X'` or `'x'` for X, `'O'` or `'o'` for O, and any other
 * member of this union for an empty cell. Any other value throws `INVALID_BOARD` (a
 * `TypeError`). Answers use only `'X'`, `'O'` and `null`.
 */
export type CellInput = {cells};

/** Every `code` an oxo-ai error carries: a runtime object (`ErrorCode.GAME_OVER`) and a union. */
export declare const ErrorCode: {{
{code_keys}}};

/** Every `code` an oxo-ai error carries. */
export type ErrorCode = {codes};
",
        rules = union(Rule::ALL.iter().map(|r| quoted(r.name()))),
        cells = union(CELL_SPELLINGS.iter().map(|(s, _)| js_spelling(s))),
    )
}
