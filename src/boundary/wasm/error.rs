//! The one place a failure leaves for JavaScript: thrown as the numbers of
//! [`wire::failure::failure`] (code, kind, words), from which `words.js` makes the Error of the
//! kind's class (API reference "Errors") with its `code` and joins the message. The module formats no text
//! and calls no JavaScript to word it.

use crate::boundary::wire;
use crate::text::worded::{InputError, Worded};
use wasm_bindgen::prelude::*;

/// A failure on its way to JavaScript: the core's [`InputError`] (code, kind, words), which
/// any core error becomes through [`InputError::of`].
pub type Failure = InputError;

impl From<Failure> for JsValue {
    fn from(failure: Failure) -> JsValue {
        JsValue::from(wire::failure::failure(&failure).into_boxed_slice())
    }
}

/// Result of a facade function: a value, or a thrown failure.
pub type JsResult<T> = Result<T, Failure>;

/// Maps a core error into a [`Failure`].
#[cfg(any(feature = "engine", feature = "mnk"))]
pub fn fail<T, E: Worded>(result: Result<T, E>) -> JsResult<T> {
    result.map_err(|e| InputError::of(&e))
}
