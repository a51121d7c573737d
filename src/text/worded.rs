//! A core error on its way to JavaScript: [`Worded`], its message as words, and
//! [`InputError`], any error as its code, kind and words.

use alloc::string::String;
use crate::text::error::{Coded, ErrorCode, ErrorKind};
use crate::text::texts::Message;
use crate::text::words::Words;
use core::fmt;

/// A core error a facade reports: its message as words (`crate::text::words`), which JavaScript
/// joins, so the wasm module formats no text.
pub trait Worded: Coded {
    fn words(&self) -> Words;
}

/// A rejected input: the code, the kind and the message as words, for failures the core
/// raises from what the readers handed it and for the core's own errors on their way out.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct InputError {
    pub code: ErrorCode,
    pub kind: ErrorKind,
    pub words: Words,
}

impl InputError {
    /// Any core error as an `InputError`: its code, kind and words.
    pub fn of(error: &impl Worded) -> InputError {
        InputError { code: error.code(), kind: error.kind(), words: error.words() }
    }

    /// The same error within `context`, a message whose last `{}` is this error's; `args` fills
    /// the others.
    pub fn within(self, context: &Message, args: impl FnOnce(&mut Words)) -> InputError {
        let mut words = context.words(args);
        words.then(&self.words);
        InputError { words, ..self }
    }

    /// The message, joined.
    pub fn message(&self) -> String {
        self.words.text()
    }
}

impl fmt::Display for InputError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.message())
    }
}

impl Worded for InputError {
    fn words(&self) -> Words {
        self.words.clone()
    }
}

impl Coded for InputError {
    fn code(&self) -> ErrorCode {
        self.code
    }

    fn kind(&self) -> ErrorKind {
        self.kind
    }
}

impl Message {
    /// The error this message makes, its `{}`s filled by what `args` writes (one word or one
    /// message each).
    pub fn error(&self, args: impl FnOnce(&mut Words)) -> InputError {
        InputError { code: self.code, kind: self.kind, words: self.words(args) }
    }
}
