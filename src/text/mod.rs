//! What a user reads, declared once: the error codes and kinds (`error`), every text, each error
//! message and each piece of a sentence, in one table (`texts`), how they cross as words
//! (`words`), the values JavaScript may spell a cell or player with (`spellings`), and how the
//! 3×3 engine's errors (`engine_errors`) and sentences (`sentences`) and the m,n,k engine's
//! errors and sentences (`mnk`) are worded. The engines name none of it; JavaScript receives it
//! as tables and numbers and fills it in.

pub mod engine_errors;
pub mod error;
#[cfg(any(feature = "mnk", not(target_arch = "wasm32")))]
pub mod mnk;
pub mod sentences;
pub mod spellings;
pub mod texts;
#[cfg(any(feature = "ultimate", not(target_arch = "wasm32")))]
pub mod ultimate;
pub mod worded;
pub mod words;
