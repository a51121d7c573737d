//! The JavaScript facade: the only module that names `wasm_bindgen` or `js_sys`. It decodes
//! what the package's JS reader encoded and hands cold values to `crate::input` (`read`), calls the
//! core, answers in the wire format of `crate::wire`, and throws coded errors (`error`). No
//! game logic lives here. Its exports are the package's internal API; the public one is the
//! JS layer in `pkg-template/lib/`.

// Nothing JavaScript passes may panic here: the crate root applies its no-panic lints to this
// module and to `crate::input` (see `guarded!` in lib.rs).

mod api;
mod engine;
mod error;
mod game;
mod read;
mod simulator;
