//! What a user reads, declared once: the error codes and kinds (`error`), every error
//! message (`messages`), the pieces of sentences (`words`), the values JavaScript may spell a
//! cell or player with (`spellings`), and how the 3×3 engine's errors (`engine_errors`) and
//! sentences (`sentences`) are worded. The engines name none of it; JavaScript receives it as
//! tables and numbers and fills it in.

pub mod engine_errors;
pub mod error;
pub mod messages;
pub mod sentences;
pub mod spellings;
pub mod worded;
pub mod words;
