//! The one place core and conversion failures become thrown JS errors with a string `code`.

use crate::error::{Coded, ErrorCode};
use wasm_bindgen::prelude::*;

/// The JS class of a thrown error (SPEC §6).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ErrorClass {
    /// A wrong type or shape, or an unrecognised cell, player or difficulty.
    Type,
    /// A number out of range, fractional, NaN or infinite.
    Range,
    /// A game-state error: `IMPOSSIBLE_POSITION`, `WRONG_TURN`, `CELL_OCCUPIED`, `GAME_OVER`.
    Game,
}

/// A failure on its way to JavaScript.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Failure {
    pub class: ErrorClass,
    pub code: ErrorCode,
    pub message: String,
}

impl Failure {
    pub fn type_error(code: ErrorCode, message: String) -> Failure {
        Failure { class: ErrorClass::Type, code, message }
    }

    pub fn range_error(code: ErrorCode, message: String) -> Failure {
        Failure { class: ErrorClass::Range, code, message }
    }

    /// A core error: always the plain `Error` class.
    pub fn from_core(error: &impl Coded) -> Failure {
        Failure { class: ErrorClass::Game, code: error.code(), message: error.to_string() }
    }
}

impl From<Failure> for JsValue {
    fn from(failure: Failure) -> JsValue {
        let error: js_sys::Error = match failure.class {
            ErrorClass::Type => js_sys::TypeError::new(&failure.message).into(),
            ErrorClass::Range => js_sys::RangeError::new(&failure.message).into(),
            ErrorClass::Game => js_sys::Error::new(&failure.message),
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
