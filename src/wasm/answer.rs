//! The more module's cold answers as plain objects (docs/DESIGN.md, "Answers as numbers,
//! objects built in JS"): the structs of `crate::wire::objects` (and the facade's own split
//! plan), written by serde-wasm-bindgen, `None` as `null`.

use super::error::{Failure, JsResult};
use crate::error::ErrorCode;
use serde::Serialize;
use serde_wasm_bindgen::Serializer;
use wasm_bindgen::JsValue;

/// `value` as a JS value; a value serde cannot write is a coded `INTERNAL_ERROR`, never a panic.
pub fn object(value: &impl Serialize) -> JsResult<JsValue> {
    value
        .serialize(&Serializer::new().serialize_missing_as_null(true))
        .map_err(|e| Failure::wrong_type(ErrorCode::InternalError, format!("an answer could not be converted: {e}")))
}
