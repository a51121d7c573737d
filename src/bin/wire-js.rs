//! Prints the wire format's constants as the package's `wire.js`, or with `--dts` the
//! declarations of the names JavaScript sees (run by scripts/build.mjs).

fn main() {
    if std::env::args().any(|a| a == "--dts") {
        print!("{}", oxo_ai::boundary::wire::names::declarations());
    } else {
        print!("{}", oxo_ai::boundary::wire::javascript());
    }
}
