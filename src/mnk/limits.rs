//! The bounds of `MnkEngine`'s options that the JS readers check (written into `wire.js`).

/// The longest `timeMs` a call may take: an hour.
pub const MAX_TIME_MS: u32 = 3_600_000;
