//! Prints the wire format's constants as the package's `wire.js` (run by scripts/build.mjs).

fn main() {
    print!("{}", oxo_ai::wire::javascript());
}
