//! The JavaScript facade: the only module that names `wasm_bindgen` or `js_sys`. It converts
//! JS values into core types (`convert`), calls the core, converts back, and throws coded
//! errors (`error`). No game logic lives here.

mod analyzer;
mod board_api;
mod convert;
mod engine;
mod error;
mod simulator;
mod types;
