#!/usr/bin/env bash
# Tests the built npm package exactly as a user installs it: packs pkg/, installs the
# tarball into a scratch project (js-tests/.scratch, wiped first), and runs `node --test`
# over the test files there, so 'oxo-ai' resolves through node_modules like anyone's.
set -euo pipefail

HERE="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
ROOT="$(cd "$HERE/.." && pwd)"
PKG="$ROOT/pkg"
SCRATCH="$HERE/.scratch"

if [ ! -f "$PKG/package.json" ]; then
  echo "js-tests: $PKG/package.json is missing; build the package first: node scripts/build.mjs" >&2
  exit 1
fi

PACKDIR="$(mktemp -d)"
trap 'rm -rf "$PACKDIR"' EXIT

echo "js-tests: packing $PKG"
npm pack "$PKG" --pack-destination "$PACKDIR" --no-fund --loglevel=error >"$PACKDIR/pack.log"
shopt -s nullglob
tarballs=("$PACKDIR"/*.tgz)
shopt -u nullglob
if [ "${#tarballs[@]}" -ne 1 ]; then
  echo "js-tests: expected one tarball from npm pack, got ${#tarballs[@]}" >&2
  cat "$PACKDIR/pack.log" >&2
  exit 1
fi

rm -rf "$SCRATCH"
mkdir -p "$SCRATCH"
cp "${tarballs[0]}" "$SCRATCH/"
TARBALL="./$(basename "${tarballs[0]}")"
cat >"$SCRATCH/package.json" <<'JSON'
{
  "name": "oxo-ai-js-tests-scratch",
  "version": "0.0.0",
  "private": true,
  "description": "A throwaway project that installs the packed oxo-ai tarball; made by js-tests/run.sh"
}
JSON

echo "js-tests: installing $TARBALL into $SCRATCH"
(cd "$SCRATCH" && npm install --no-audit --no-fund --loglevel=error "$TARBALL")

# TypeScript for the type tests: the repo's own if `scripts/setup.sh` installed it,
# otherwise a copy in the scratch project.
if [ -x "$ROOT/node_modules/.bin/tsc" ]; then
  OXO_TSC="$ROOT/node_modules/.bin/tsc"
else
  echo "js-tests: no $ROOT/node_modules/.bin/tsc; installing typescript into the scratch project"
  (cd "$SCRATCH" && npm install --no-audit --no-fund --loglevel=error typescript)
  OXO_TSC="$SCRATCH/node_modules/.bin/tsc"
fi
export OXO_TSC
echo "js-tests: using $("$OXO_TSC" --version) from $OXO_TSC"

cp -R "$HERE/support" "$SCRATCH/support"
cp "$ROOT/scripts/wasm-sections.mjs" "$SCRATCH/support/"   # support/wasm-exports.mjs walks sections with it
cp "$HERE"/*.test.mjs "$HERE"/*.test.cjs "$HERE"/consumer.ts "$SCRATCH/"
cp "$ROOT/README.md" "$SCRATCH/repo-README.md"   # readme.test.mjs runs its code blocks
# rules.test.mjs holds the JS board rules to the Rust core's on every board (src/bin/board-rules.rs).
(cd "$ROOT" && cargo run --quiet --bin board-rules) >"$SCRATCH/board-rules.txt"
# mnk.test.mjs holds oxo-ai/mnk's JS rules to the Rust core's on seeded boards (src/bin/mnk-rules.rs).
(cd "$ROOT" && cargo run --quiet --bin mnk-rules) >"$SCRATCH/mnk-rules.txt"
cp -R "$ROOT/examples/server-bot" "$SCRATCH/server-bot"   # server-bot.test.mjs runs the example as it ships

cd "$SCRATCH"
shopt -s nullglob
tests=(*.test.mjs *.test.cjs)
shopt -u nullglob
echo "js-tests: node --test ${tests[*]}"
status=0
node --test "${tests[@]}" || status=$?
if [ "$status" -ne 0 ]; then
  echo "js-tests: FAILED (node --test exited $status)" >&2
fi
exit "$status"
