//! The wire's constants, layouts, spellings and messages as the package's `wire.js`, written at
//! build time so that no constant, spelling or message text is typed twice.

use alloc::{format, string::String, string::ToString, vec::Vec};
use super::answers::*;
use super::{NO_SQUARE, REJECTED};
use crate::common::player::Player;
use crate::common::rng::Seed;
use crate::text::error::{quote, ErrorKind};
use crate::text::texts::{self, Text, MNK_TEXTS, READER_TEXTS, SENTENCE_WORDS, TEXTS, ULT_TEXTS};
use crate::ttt::board::Cell;
use crate::ttt::engine::EngineOptions;
use crate::ttt::line::LINES;
use crate::ttt::simulator::SimulationOptions;
use crate::ttt::strategy::{Difficulty, GameResult, Rule, Skill, Target};
use super::options::{self, MAX_RUN_PARTS};
use crate::text::spellings::{
    Spelling, CELL_SPELLINGS, CLARITY_TYPE_NAMES, CLARITY_TYPE_NUMBERS, CLARITY_TYPE_PREFIXES, PLAYER_SPELLINGS,
};
use crate::ttt::notation::{cell_from_char, ON_CHAIN};
use core::fmt::Write as _;

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

fn js_list(items: impl IntoIterator<Item = String>) -> String {
    format!("[{}]", items.into_iter().collect::<Vec<_>>().join(", "))
}

fn cell_js(cell: Cell) -> String {
    cell.map_or("null".into(), |p| js_string(&p.to_string()))
}

/// A cell as the JS readers code it: 0 empty, 1 X, 2 O (its on-chain number); [`NOT_A_CELL`]
/// for a value that spells none.
fn cell_code(cell: Option<Cell>) -> u8 {
    cell.map_or(NOT_A_CELL, crate::ttt::notation::on_chain_code)
}

/// The code of a value that is no cell.
const NOT_A_CELL: u8 = 3;


/// The wire's constants as an ES module (`wire.js` in the package).
pub fn javascript() -> String {
    let mut out = String::from(
        "// Generated from src/boundary/wire, src/text/spellings.rs, src/ttt/notation.rs and src/text/texts.rs by the package build (cargo run --bin wire-js). Do not edit.\n",
    );
    let mut constant = |name: &str, value: String| {
        let _ = writeln!(out, "export const {name} = {value};");
    };
    // The cell spellings of API reference "Errors", keyed for speed: the code of each one-character ASCII
    // string by its char code, and of null, undefined and ''.
    let spelled = |wanted: Spelling| CELL_SPELLINGS.iter().find(|(s, _)| *s == wanted).map(|&(_, cell)| cell);
    let ascii = (0u8..128).map(|c| {
        let text = [c];
        let cell = core::str::from_utf8(&text).ok().and_then(|t| CELL_SPELLINGS.iter().find(|(s, _)| matches!(s, Spelling::Text(x) if *x == t)));
        cell_code(cell.map(|&(_, cell)| cell)).to_string()
    });
    constant("ASCII_CELLS", js_list(ascii));
    constant("NULL_CELL", cell_code(spelled(Spelling::Null)).to_string());
    constant("UNDEFINED_CELL", cell_code(spelled(Spelling::Undefined)).to_string());
    constant("EMPTY_STRING_CELL", cell_code(spelled(Spelling::Text(""))).to_string());
    constant("NOT_A_CELL", NOT_A_CELL.to_string());
    constant("ACCEPTED_CELLS", quote(&texts::accepted_cells()));
    // The notation's characters (API reference "Board utilities"), by char code.
    constant("NOTATION_CELLS", js_list((0u8..128).map(|c| cell_code(cell_from_char(char::from(c))).to_string())));
    constant("PLAYER_SPELLINGS", js_list(PLAYER_SPELLINGS.iter().map(|(s, _)| js_string(s))));
    constant("CLARITY_TYPE_NAMES", js_frozen(CLARITY_TYPE_NAMES.iter().map(|(n, k)| (quote(n), js_string(k)))));
    constant("CLARITY_TYPE_PREFIXES", js_list(CLARITY_TYPE_PREFIXES.iter().map(|(p, k)| format!("[{}, {}]", quote(p), js_string(k)))));
    constant("CLARITY_TYPE_NUMBERS", js_frozen(CLARITY_TYPE_NUMBERS.iter().map(|(n, k)| (n.to_string(), js_string(k)))));
    constant("NO_SQUARE", NO_SQUARE.to_string());
    constant("REJECTED", REJECTED.to_string());
    constant("NO_PLAYER", NO_PLAYER.to_string());
    constant("BOARD_CELLS", js_list(ON_CHAIN.map(cell_js)));
    constant("PLAYERS", js_list(Player::BOTH.map(|p| js_string(&p.to_string()))));
    // Sentences and errors as words (`crate::text::words`): where squares, players and numbers
    // start (the texts, `ERROR_WORDS` and `WORDS`, follow the messages they name).
    constant("WORD_SQUARE", crate::text::words::WORD_SQUARE.to_string());
    constant("WORD_PLAYER", crate::text::words::WORD_PLAYER.to_string());
    constant("WORD_LEVEL", crate::text::words::WORD_LEVEL.to_string());
    constant("WORD_INPUT", crate::text::words::WORD_INPUT.to_string());
    constant("WORD_NUMBER", crate::text::words::WORD_NUMBER.to_string());
    constant("REJECTION_WORDS", super::failure::REJECTION_WORDS.to_string());
    // A failure's code by its number (`src/boundary/wire/failure.rs`).
    constant("ERROR_CODES", js_list(crate::text::error::ErrorCode::ALL.map(|c| js_string(c.as_str()))));
    constant("EVALUATIONS", js_list(EVALUATIONS.map(|e| js_string(e.name()))));
    constant("THREAT_KINDS", js_list(THREAT_KINDS.map(|k| js_string(k.name()))));
    constant("STATUSES", js_list(STATUSES.map(|s| js_string(s.name()))));
    constant("HEAD_PAYLOAD", HEAD_PAYLOAD.to_string());
    for (name, field) in FIELDS.iter().chain(&super::failure::FIELDS) {
        constant(name, field.at.to_string());
        constant(&format!("{name}_BITS"), field.bits.to_string());
        constant(&format!("{name}_MASK"), field.mask().to_string());
    }
    for (name, offset) in super::cold::OFFSETS {
        constant(name, offset.to_string());
    }
    constant("NO_VALUE", super::cold::NONE.to_string());
    constant("MOVE_LABELS", js_list(super::cold::LABELS.map(|l| js_string(l.name()))));
    constant("OUTCOMES", js_list(evals().map(|e| js_string(e.value.outcome()))));
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
    constant("LINE_CELLS", js_list(LINES.map(|l| l.cells.bits().to_string())));
    constant("DIFFICULTY_LIST", quote(&texts::difficulty_list()));
    constant("RULE_LIST", quote(&texts::rule_list()));
    constant("LEVELS", js_list(Difficulty::ALL.map(|d| js_string(d.name()))));
    constant("RESULTS", js_list(GameResult::ALL.map(|r| js_string(r.name()))));
    for (name, slot) in options::NAMES {
        constant(name, slot.to_string());
    }
    constant("RUN_PLAYER_X", options::RUN_PLAYER_X.to_string());
    constant("RUN_PLAYER_O", options::RUN_PLAYER_O.to_string());
    constant("RUN_SLOTS", options::RUN_SLOTS.to_string());
    constant("OPT_ABSENT", options::ABSENT.to_string());
    constant("OPT_TEXT_SEED", options::TEXT_SEED.to_string());
    let range = |r: &core::ops::RangeInclusive<u32>| format!("[{}, {}]", r.start(), r.end());
    constant("MCTS_ITERATIONS_RANGE", range(&EngineOptions::MCTS_ITERATIONS));
    constant("DEFAULT_MCTS_ITERATIONS", EngineOptions::DEFAULT_MCTS_ITERATIONS.to_string());
    constant("MCTS_TIME_MS_RANGE", range(&EngineOptions::MCTS_TIME_MS));
    constant("SKILL_RANGE", range(&Skill::RANGE));
    constant("GAMES_RANGE", range(&SimulationOptions::GAMES));
    constant("CHUNK_SIZE_RANGE", range(&SimulationOptions::CHUNK_SIZE));
    constant("DEFAULT_CHUNK_SIZE", SimulationOptions::DEFAULT_CHUNK_SIZE.to_string());
    constant("WORKERS_RANGE", range(&SimulationOptions::WORKERS));
    constant("MAX_SEED", Seed::MAX_INTEGER.to_string());
    constant("DEFAULT_TARGET", Target::DEFAULT.score().to_string());
    let level = |d: Difficulty| Difficulty::ALL.iter().position(|&x| x == d).unwrap_or(0).to_string();
    constant("DEFAULT_DIFFICULTY", level(EngineOptions::DEFAULT.difficulty));
    constant("OPPONENT_DIFFICULTY", level(options::OPPONENT_DIFFICULTY));
    constant("MAX_RECORDS", crate::ttt::infer::MAX_GAMES.to_string());
    constant("SNAPSHOT_VERSION", crate::ttt::game::Snapshot::VERSION.to_string());
    constant("MAX_RUN_PARTS", MAX_RUN_PARTS.to_string());
    // Each message as [code, kind (0 TypeError, 1 RangeError, 2 Error), text]: one constant
    // each, so that a bundle keeps only the messages its readers can throw; oxo-ai/mnk's are in
    // `mnk-wire.js` ([`mnk_javascript`]).
    messages(&mut constant, ..MNK_TEXTS);
    // Every text that is a word, by its word (`crate::text::texts::TEXTS`): a message as its
    // `M_` constant, a piece as its text. The errors' words first, on their own, so a page that
    // shows no sentence carries none of the sentences' pieces.
    let words = |texts: &[Text]| {
        js_list(texts.iter().map(|t| match t {
            Text::Error(m) => format!("M_{}", m.name),
            Text::Piece(p) => quote(p),
        }))
    };
    constant("ERROR_WORDS", words(&TEXTS[..SENTENCE_WORDS]));
    constant("WORDS", format!("/* @__PURE__ */ ERROR_WORDS.concat({})", words(&TEXTS[SENTENCE_WORDS..READER_TEXTS])));
    out.push_str(&crate::boundary::wire::names::runtime());
    out
}

/// The messages of `TEXTS[range]` as `M_` constants: `[code, kind (0 TypeError, 1 RangeError,
/// 2 Error), text]`.
fn messages(constant: &mut impl FnMut(&str, String), range: impl core::ops::RangeBounds<usize>) {
    for (word, text) in TEXTS.iter().enumerate() {
        let Text::Error(m) = text else { continue };
        if range.contains(&word) {
            let kind = ErrorKind::ALL.iter().position(|k| *k == m.kind).unwrap_or(0);
            constant(&format!("M_{}", m.name), format!("[{}, {kind}, {}]", js_string(m.code.as_str()), quote(m.text)));
        }
    }
}

/// oxo-ai/mnk's constants as an ES module (`mnk-wire.js` in the package): its messages, limits
/// and answer layouts (API reference "Bigger boards"). Apart from `wire.js` so that no page of
/// the 3×3 entry carries them, even where one bundle serves pages of both entries and keeps in
/// `wire.js` whatever any of its pages reads (issue 62).
#[cfg(any(feature = "mnk", not(target_arch = "wasm32")))]
pub fn mnk_javascript() -> String {
    let mut out = String::from(
        "// Generated from src/boundary/wire/mnk.rs, src/mnk and src/text/texts.rs by the package build (cargo run --bin wire-js -- --mnk). Do not edit.\n",
    );
    let mut constant = |name: &str, value: String| {
        let _ = writeln!(out, "export const {name} = {value};");
    };
    let range = |r: &core::ops::RangeInclusive<u32>| format!("[{}, {}]", r.start(), r.end());
    messages(&mut constant, MNK_TEXTS..ULT_TEXTS);
    {
        constant("MNK_SIDES", range(&crate::mnk::Rules::SIDES));
        constant("MNK_NO_MOVE", super::mnk::NO_MOVE.to_string());
        constant("MNK_OUTCOMES", js_list(super::mnk::OUTCOMES.map(|o| js_string(o.name()))));
        constant("MNK_LEVELS", js_list(crate::mnk::Level::ALL.map(|l| js_string(l.name()))));
        constant("MNK_LEVEL_LIST", quote(&crate::mnk::Level::ALL.map(|l| format!("'{}'", l.name())).join(", ").replacen(", 'hard'", " or 'hard'", 1)));
        constant("MNK_DEFAULT_LEVEL", crate::mnk::Level::ALL.iter().position(|&l| l == crate::mnk::EngineOptions::default().level).unwrap_or(0).to_string());
        constant("MNK_MAX_TIME_MS", crate::mnk::MAX_TIME_MS.to_string());
        // Why the Connect Four book could not be used, by the index the facade answers with.
        constant("MNK_BOOK_REASONS", js_list(crate::mnk::connect4::BookError::ALL.map(|e| quote(e.reason()))));
        // The answers' layouts (`wire::mnk`).
        for (name, offset) in super::mnk::OFFSETS {
            constant(&format!("MNK_{name}"), offset.to_string());
        }
        constant("MNK_ANALYSIS_LISTS", js_list(super::mnk::ANALYSIS_LISTS.map(js_string)));
    }
    out
}

/// oxo-ai/ultimate's constants as an ES module (`ultimate-wire.js` in the package): its messages,
/// names, limits and answer layouts (API reference "Ultimate tic-tac-toe"), apart from `wire.js`
/// as `mnk-wire.js` is.
#[cfg(any(feature = "ultimate", not(target_arch = "wasm32")))]
pub fn ultimate_javascript() -> String {
    use super::ultimate as u;
    let mut out = String::from(
        "// Generated from src/boundary/wire/ultimate.rs, src/ultimate and src/text/texts.rs by the package build (cargo run --bin wire-js -- --ultimate). Do not edit.\n",
    );
    let mut constant = |name: &str, value: String| {
        let _ = writeln!(out, "export const {name} = {value};");
    };
    messages(&mut constant, ULT_TEXTS..);
    let names = |table: &[&str]| js_list(table.iter().map(|n| js_string(n)));
    constant("ULT_NO_MOVE", u::NO_MOVE.to_string());
    constant("ULT_OUTCOMES", js_list(u::OUTCOMES.map(|o| js_string(crate::text::ultimate::outcome_name(o)))));
    constant("ULT_LEVELS", names(&u::LEVELS.map(|(_, n)| n)));
    constant("ULT_LEVEL_LIST", quote(&u::LEVELS.map(|(_, n)| format!("'{n}'")).join(", ").replacen(", 'hard'", " or 'hard'", 1)));
    let default = crate::ultimate::EngineOptions::default().level;
    constant("ULT_DEFAULT_LEVEL", u::LEVELS.iter().position(|&(l, _)| l == default).unwrap_or(0).to_string());
    constant("ULT_TIEBREAKS", names(&u::TIEBREAKS.map(|(_, n)| n)));
    // The answers' layouts (`wire::ultimate`).
    for (name, offset) in u::OFFSETS {
        constant(&format!("ULT_{name}"), offset.to_string());
    }
    out
}
