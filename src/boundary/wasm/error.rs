//! The one place a failure becomes a thrown JS error: the core's code, kind and words
//! (`crate::text::words`) handed to `words.js`, which makes the Error of the kind's class (SPEC §6)
//! with its `code` and joins the message, so the module formats no text.

use crate::boundary::wire::index_of;
use crate::text::error::{ErrorCode, ErrorKind};
use crate::text::worded::{InputError, Worded};
use wasm_bindgen::prelude::*;

/// A failure on its way to JavaScript: the core's [`InputError`] (code, kind, words), which
/// any core error becomes through [`InputError::of`].
pub type Failure = InputError;

impl From<Failure> for JsValue {
    fn from(failure: Failure) -> JsValue {
        error(index_of(&ErrorCode::ALL, &failure.code), index_of(&ErrorKind::ALL, &failure.kind), &failure.words.0)
    }
}

#[wasm_bindgen(raw_module = "./words.js")]
extern "C" {
    /// The Error to throw: `code` in `ErrorCode::ALL`, `kind` in `ErrorKind::ALL`, the message's words.
    #[wasm_bindgen(js_name = failure)]
    fn error(code: u32, kind: u32, words: &[u32]) -> JsValue;
}

/// Result of a facade function: a value, or a thrown coded error.
pub type JsResult<T> = Result<T, Failure>;

/// Maps a core error into a [`Failure`].
pub fn fail<T, E: Worded>(result: Result<T, E>) -> JsResult<T> {
    result.map_err(|e| InputError::of(&e))
}
