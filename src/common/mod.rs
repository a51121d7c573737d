//! The small types both engines and the boundary share: the two players, the seeded random
//! generator every engine draws from, and the clock that time budgets read.

pub mod clock;
pub mod player;
pub mod rng;
