//! What can be wrong with the Connect Four book's file, and the hash that finds damage: shared by
//! the book's records ([`Book`](super::Book)) and its layers ([`Layers`](super::Layers)).

/// Why a book could not be used.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum BookError {
    /// Its file could not be fetched or read (the JS layer's case; `crate::text::mnk` words each).
    Unreachable,
    /// Not a book of this format or version.
    Format,
    /// A book of another board.
    Shape,
    /// Fewer bytes than the header says.
    Truncated,
    /// The file fails its hash, or a record or score does not fit the position it belongs to.
    Corrupt,
}

impl BookError {
    /// Every reason, in the order the facade numbers them.
    pub const ALL: [BookError; 5] = [BookError::Unreachable, BookError::Format, BookError::Shape, BookError::Truncated, BookError::Corrupt];
}

/// FNV-1a, 32 bits: the check against a damaged file.
pub fn fnv1a(bytes: &[u8]) -> u32 {
    bytes.iter().fold(0x811C_9DC5u32, |h, &b| (h ^ u32::from(b)).wrapping_mul(0x0100_0193))
}
