#!/usr/bin/env bash
# The whole check, as CI runs it: toolchain, Rust tests, package build, package tests.
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="$HOME/.cargo/bin:$PATH"

bash scripts/setup.sh
cargo test
cargo clippy --target wasm32-unknown-unknown --lib  # the no-panic lints on the facade (guarded! in src/lib.rs)
bash scripts/fuzz.sh 20  # short coverage-guided fuzz of board parsing and validation
node scripts/build.mjs
bash js-tests/run.sh
node js-tests/demo/test.mjs
node js-tests/react/test.mjs  # examples/react: a React game-server client whose AI seat plays with oxo-ai, in Chromium
node js-tests/runtimes/run.mjs
node js-tests/chain/run.mjs  # a Clarity contract in Clarinet's simnet: its AI mirrored, games through the Stacks SDK, the on-chain example
node js-tests/worker-runtimes/run.mjs  # oxo-ai/worker: Node, Deno, Bun; Vite (build, dev) and webpack in Chromium
