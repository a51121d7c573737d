//! Prints the wire format's constants as the package's `wire.js`, with `--mnk` oxo-ai/mnk's as
//! its `mnk-wire.js`, with `--ultimate` oxo-ai/ultimate's as its `ultimate-wire.js`, or with
//! `--dts` the declarations of the names JavaScript sees (run by scripts/build.mjs).

fn main() {
    if std::env::args().any(|a| a == "--dts") {
        print!("{}", oxo_ai::boundary::wire::names::declarations());
    } else if std::env::args().any(|a| a == "--mnk") {
        print!("{}", oxo_ai::boundary::wire::mnk_javascript());
    } else if std::env::args().any(|a| a == "--ultimate") {
        print!("{}", oxo_ai::boundary::wire::ultimate_javascript());
    } else {
        print!("{}", oxo_ai::boundary::wire::javascript());
    }
}
