//! The JavaScript facade: the only module that names `wasm_bindgen` or `js_sys`. It converts
//! JS values into core types (`convert`), calls the core, converts back, and throws coded
//! errors (`error`). No game logic lives here.

// Nothing JavaScript passes may panic here (a panic traps the module): no unwrap, expect,
// unchecked indexing, slicing of strings, panicking macros or unchecked arithmetic, and no
// `as` casts (JS numbers are converted by `convert::whole_in_range` and its helper, the one
// audited cast). Checked by `cargo clippy --target wasm32-unknown-unknown` in scripts/test.sh.
#![deny(
    clippy::unwrap_used,
    clippy::expect_used,
    clippy::indexing_slicing,
    clippy::string_slice,
    clippy::panic,
    clippy::panic_in_result_fn,
    clippy::unreachable,
    clippy::todo,
    clippy::unimplemented,
    clippy::arithmetic_side_effects,
    clippy::as_conversions,
    clippy::cast_possible_truncation,
    clippy::cast_sign_loss,
    clippy::cast_precision_loss,
    clippy::cast_possible_wrap,
    clippy::cast_lossless,
    clippy::unwrap_in_result,
    clippy::exit,
    clippy::mem_forget
)]

mod analyzer;
mod board_api;
mod boundary;
mod convert;
mod engine;
mod error;
mod game;
mod simulator;
mod types;
