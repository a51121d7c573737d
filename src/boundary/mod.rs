//! The boundary with JavaScript: the wire format the package's JS and the wasm module speak
//! (`wire`, plain Rust, which also writes the package's generated JS) and the wasm facade that
//! speaks it (`wasm`, compiled only for `wasm32-unknown-unknown`).

pub mod wire;

guarded! {
    #[cfg(all(target_arch = "wasm32", target_os = "unknown"))]
    mod wasm;
}
