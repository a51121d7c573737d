//! Wall-clock milliseconds for time budgets (API reference "AIEngine" `mctsTimeMs`). Natively, std's
//! monotonic clock; wasm32 has none, so the facade installs JavaScript's `Date.now` once.
//! Budgets measured by it are not reproducible across machines; iteration counts are.

use once_cell::race::OnceRef;

static CLOCK: OnceRef<'static, fn() -> f64> = OnceRef::new();

/// Makes `clock` (milliseconds) the time source; the first call wins.
pub fn install(clock: &'static fn() -> f64) {
    let _ = CLOCK.set(clock);
}

/// Milliseconds from an arbitrary origin.
pub fn now_ms() -> f64 {
    match CLOCK.get() {
        Some(clock) => clock(),
        None => native(),
    }
}

#[cfg(not(target_arch = "wasm32"))]
fn native() -> f64 {
    static START: std::sync::OnceLock<std::time::Instant> = std::sync::OnceLock::new();
    START.get_or_init(std::time::Instant::now).elapsed().as_secs_f64() * 1_000.0
}

/// No clock installed on wasm32: time stands still, so only iteration budgets apply.
#[cfg(target_arch = "wasm32")]
fn native() -> f64 {
    0.0
}
