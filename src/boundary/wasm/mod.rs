//! The JavaScript facade: the only module that names `wasm_bindgen` or a JavaScript global. It takes the
//! wire numbers the package's JS readers made of values they checked (`crate::boundary::wire`), calls the
//! core, answers in the wire format, and throws coded errors (`error`). No game logic lives
//! here. Its exports are the package's internal API; the public one is the JS layer in
//! `pkg-template/lib/`.

// Nothing JavaScript passes may panic here: the crate root applies its no-panic lints to this
// module (see `guarded!` in lib.rs).

// Modules from one facade (docs/DESIGN.md, "One engine module"): the `engine` part (every 3×3
// feature: AIEngine, GameAnalyzer, Game, reviewGame, inferOpponent, the Simulator) is the
// package's module; the `mnk` part (`oxo-ai/mnk`'s MnkEngine, API reference "Bigger boards") a second, fetched only by
// apps that import that entry. The board utilities and format converters are plain JavaScript.
#[cfg(feature = "engine")]
mod analyzer;
#[cfg(feature = "engine")]
mod engine;
mod error;
#[cfg(feature = "engine")]
mod game;
#[cfg(feature = "engine")]
mod infer;
#[cfg(feature = "mnk")]
mod mnk;
mod read;
#[cfg(feature = "engine")]
mod simulator;
#[cfg(feature = "ultimate")]
mod ultimate;

use crate::common::rng::Seed;
use core::sync::atomic::{AtomicU64, Ordering};
use wasm_bindgen::prelude::*;

/// A panic traps, as std's does under `panic = "abort"`, without formatting its message: the
/// JS layer reports any trap as `INTERNAL_ERROR` and never shows the text.
#[panic_handler]
fn trap(_: &core::panic::PanicInfo<'_>) -> ! {
    core::arch::wasm32::unreachable()
}

/// Installs what the core takes from the platform: `Date.now` for time budgets and
/// `Math.random` for fresh seeds (see `crate::common::rng::install_entropy`). Called by the
/// constructors that may need either; the first call wins.
fn install_platform() {
    static DATE_NOW: fn() -> f64 = date_now;
    static MATH_RANDOM: fn() -> Option<u64> = random_u64;
    crate::common::clock::install(&DATE_NOW);
    crate::common::rng::install_entropy(&MATH_RANDOM);
}

// The two globals imported directly, not through js-sys, whose closure and future support came
// along into every module (docs/DESIGN.md, "Where the bytes go").
#[wasm_bindgen]
extern "C" {
    #[wasm_bindgen(js_namespace = Date, js_name = now)]
    fn date_now() -> f64;
    #[wasm_bindgen(js_namespace = Math, js_name = random)]
    fn math_random() -> f64;
}

/// 64 bits from two `Math.random()` draws of 32 bits each.
fn random_u64() -> Option<u64> {
    let draw = || crate::boundary::wire::options::whole_at_most(libm::floor(math_random() * 4_294_967_296.0), u64::from(u32::MAX));
    Some(draw()? << 32 | draw()?)
}

/// The hash of the string seed the JS layer handed over last, a piece at a time: the options
/// that follow name it by `wire::options::TEXT_SEED`.
static TEXT_SEED: AtomicU64 = AtomicU64::new(0);

/// Feeds the next piece of a string seed's UTF-8 (`first`: a new seed starts).
#[wasm_bindgen]
pub fn seed_text(piece: &[u8], first: bool) {
    let start = if first { Seed::TEXT_START } else { Seed(TEXT_SEED.load(Ordering::Relaxed)) };
    TEXT_SEED.store(start.continued(piece).0, Ordering::Relaxed);
}

/// The string seed fed last.
fn text_seed() -> Option<Seed> {
    Some(Seed(TEXT_SEED.load(Ordering::Relaxed)))
}
