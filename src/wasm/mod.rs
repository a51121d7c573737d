//! The JavaScript facade: the only module that names `wasm_bindgen` or `js_sys`. It decodes
//! what the package's JS reader encoded and hands cold values to `crate::input` (`read`), calls the
//! core, answers in the wire format of `crate::wire`, and throws coded errors (`error`). No
//! game logic lives here. Its exports are the package's internal API; the public one is the
//! JS layer in `pkg-template/lib/`.

// Nothing JavaScript passes may panic here (a panic traps the module): no unwrap, expect,
// unchecked indexing, slicing of strings, panicking macros or unchecked arithmetic, and no
// `as` casts (JS numbers become integers only through `crate::input::whole_at_most`, the one
// audited cast).
// Checked by `cargo clippy --target wasm32-unknown-unknown` in scripts/test.sh.
#![deny(
    clippy::unwrap_used, clippy::expect_used, clippy::indexing_slicing, clippy::string_slice,
    clippy::panic, clippy::panic_in_result_fn, clippy::unreachable, clippy::todo,
    clippy::unimplemented, clippy::arithmetic_side_effects, clippy::as_conversions,
    clippy::cast_possible_truncation, clippy::cast_sign_loss, clippy::cast_precision_loss,
    clippy::cast_possible_wrap, clippy::cast_lossless, clippy::unwrap_in_result, clippy::exit,
    clippy::mem_forget
)]

mod api;
mod engine;
mod error;
mod game;
mod read;
mod simulator;
