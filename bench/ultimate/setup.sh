#!/usr/bin/env bash
# Installs the peers of the bench's "ultimate" section; idempotent, safe to run before every bench.
#
#   bash bench/ultimate/setup.sh
#
# 1. The Python venv bench/ultimate/.venv (gitignored) from the pinned requirements.txt (OpenSpiel
#    and its dependencies, from PyPI), made only when missing or made from another requirements.txt
#    (the venv keeps a copy of the one it was made from).
# 2. The crate bot (bench/ultimate/native, the crate ai-ultimate-tictactoe behind the same stdin/stdout
#    protocol) with `cargo build --release --locked`, when that project exists; cargo itself skips
#    the build when nothing changed. A failed build is a warning: the section then plays OpenSpiel only.
set -euo pipefail

HERE="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
ROOT="$(cd "$HERE/../.." && pwd)"
export PATH="$HOME/.cargo/bin:$PATH"

VENV="$HERE/.venv"
if [ ! -x "$VENV/bin/python" ] || [ ! -f "$VENV/.requirements.txt" ] \
  || ! cmp -s "$HERE/requirements.txt" "$VENV/.requirements.txt"; then
  echo "ultimate: making the Python venv bench/ultimate/.venv from bench/ultimate/requirements.txt"
  python3 -c 'import ensurepip, venv' 2>/dev/null || (cd "$ROOT" && bash scripts/setup.sh)
  rm -rf "$VENV"
  python3 -m venv "$VENV"
  "$VENV/bin/pip" install --quiet --disable-pip-version-check --no-deps -r "$HERE/requirements.txt"
  "$VENV/bin/pip" check --disable-pip-version-check >/dev/null
  "$VENV/bin/python" -c 'import pyspiel; pyspiel.load_game("ultimate_tic_tac_toe")'
  cp "$HERE/requirements.txt" "$VENV/.requirements.txt"
else
  echo "ultimate: the Python venv bench/ultimate/.venv is up to date"
fi

if [ -f "$HERE/native/Cargo.toml" ]; then
  echo "ultimate: building the crate bot (bench/ultimate/native, release)"
  # A failed build leaves the crate peer out (match.mjs says so) rather than the whole section.
  if ! nice -n 10 cargo build --release --locked --quiet --manifest-path "$HERE/native/Cargo.toml" --bin crate-bot; then
    echo "ultimate: WARNING: the crate bot did not build; the crate peer is left out" >&2
  fi
else
  echo "ultimate: no bench/ultimate/native/Cargo.toml: the crate bot is not built"
fi
