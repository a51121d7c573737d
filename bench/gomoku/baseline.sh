#!/usr/bin/env bash
# Today's engine for the bench's "gomoku" section: the package as built at the commit
# bench/gomoku/match.mjs names (BASELINE.commit; OXO_GOMOKU_BASELINE overrides it), packed into
# bench/.gomoku-baseline/oxo-ai-COMMIT.tgz, which scripts/bench.sh installs under the alias
# oxo-ai-COMMIT beside the package under test.
#
#   bash bench/gomoku/baseline.sh
#
# Idempotent: does nothing when the tarball exists (delete bench/.gomoku-baseline/ to redo it).
# Otherwise it makes a git worktree of the commit in bench/.gomoku-baseline/src (gitignored; not a
# branch, so nothing in the main tree's refs changes), links the main tree's node_modules into
# it (wasm-opt, tsc and esbuild, from `bash scripts/setup.sh`), builds it with its own
# scripts/build.mjs (its own target/ under bench/.gomoku-baseline/src: several minutes of CPU
# cold, run under `nice`) and packs its pkg/. The section's native speed test builds
# bench/native/gomoku-speed.rs in the same worktree (bench/gomoku.mjs).
set -euo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
COMMIT="${OXO_GOMOKU_BASELINE:-$(node --input-type=module -e "import('$ROOT/bench/gomoku/match.mjs').then((m) => console.log(m.BASELINE.commit))")}"
DIR="$ROOT/bench/.gomoku-baseline"
SRC="$DIR/src"
TARBALL="$DIR/oxo-ai-$COMMIT.tgz"
export PATH="$HOME/.cargo/bin:$PATH"

if [ -f "$TARBALL" ]; then
  echo "gomoku baseline: $TARBALL is there"
  exit 0
fi

mkdir -p "$DIR"
# A worktree of another commit (an earlier baseline) is moved to this one.
if [ -e "$SRC/.git" ] && [ "$(git -C "$SRC" rev-parse HEAD)" != "$(git -C "$ROOT" rev-parse "$COMMIT^{commit}")" ]; then
  git -C "$SRC" checkout --quiet --detach "$COMMIT"
fi
if [ ! -e "$SRC/.git" ]; then
  echo "gomoku baseline: a worktree of $COMMIT in bench/.gomoku-baseline/src"
  # A leftover registration (the directory deleted by hand) would make `worktree add` refuse.
  git -C "$ROOT" worktree prune
  git -C "$ROOT" worktree add --detach "$SRC" "$COMMIT"
fi

# The build's npm tools come from the main tree's node_modules (same lockfile at that commit).
if [ ! -x "$ROOT/node_modules/.bin/wasm-opt" ] || [ ! -x "$ROOT/node_modules/.bin/tsc" ]; then
  (cd "$ROOT" && bash scripts/setup.sh)
fi
[ -e "$SRC/node_modules" ] || ln -s "$ROOT/node_modules" "$SRC/node_modules"

echo "gomoku baseline: building $COMMIT (node scripts/build.mjs in the worktree; minutes)"
(cd "$SRC" && nice -n 10 node scripts/build.mjs)

echo "gomoku baseline: packing"
PACKDIR="$(mktemp -d)"
trap 'rm -rf "$PACKDIR"' EXIT
# `./pkg`, not `pkg`: npm would read a bare name as a package on the registry.
(cd "$SRC" && npm pack ./pkg --pack-destination "$PACKDIR" --no-fund --loglevel=error >/dev/null)
shopt -s nullglob
tarballs=("$PACKDIR"/*.tgz)
shopt -u nullglob
if [ "${#tarballs[@]}" -ne 1 ]; then
  echo "gomoku baseline: expected one tarball from npm pack, got ${#tarballs[@]}" >&2
  exit 1
fi
mv "${tarballs[0]}" "$TARBALL"
echo "gomoku baseline: wrote $TARBALL"
