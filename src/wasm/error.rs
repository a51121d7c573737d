//! The one place a failure becomes a thrown JS error: the class from the error's kind (SPEC
//! §6), and a string `code`.

use crate::error::{Coded, ErrorKind, InputError};
use wasm_bindgen::prelude::*;

/// A failure on its way to JavaScript: the core's [`InputError`] (code, kind, message), which
/// any core error becomes through [`InputError::of`].
pub type Failure = InputError;

impl From<Failure> for JsValue {
    fn from(failure: Failure) -> JsValue {
        let error: js_sys::Error = match failure.kind {
            ErrorKind::WrongType => js_sys::TypeError::new(&failure.message).into(),
            ErrorKind::OutOfRange => js_sys::RangeError::new(&failure.message).into(),
            ErrorKind::GameState => js_sys::Error::new(&failure.message),
        };
        // Setting a data property on a fresh Error cannot fail.
        let _ = set_property(&error, &JsValue::from_str("code"), &JsValue::from_str(failure.code.as_str()));
        error.into()
    }
}

#[wasm_bindgen]
extern "C" {
    #[wasm_bindgen(js_namespace = Reflect, js_name = set, catch)]
    fn set_property(target: &JsValue, key: &JsValue, value: &JsValue) -> Result<bool, JsValue>;
}

/// Result of a facade function: a value, or a thrown coded error.
pub type JsResult<T> = Result<T, Failure>;

/// Maps a core error into a [`Failure`].
pub fn fail<T, E: Coded>(result: Result<T, E>) -> JsResult<T> {
    result.map_err(|e| InputError::of(&e))
}
