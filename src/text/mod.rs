//! What a user reads, declared once: the error codes and kinds (`error`), every error
//! message (`messages`), and the pieces of the sentences the analyzer and the review write
//! (`words`). JavaScript receives them as tables and numbers and fills them in.

pub mod error;
pub mod messages;
pub mod words;
