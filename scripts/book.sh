#!/usr/bin/env bash
# Makes the Connect Four opening book (API reference "Connect Four: perfect play", issue 50) with the crate's own solver:
#
#   bash scripts/book.sh [DEPTH] [PROCESSES]     (defaults: 12, 2: the shipped book)
#
# runs PROCESSES copies of `cargo run --release --example connect4-book` (bench/native/
# connect4-book.rs), which claim each position before proving it (scripts/book/claims.log,
# removed here first: the claims of a stopped run are void) and wait for each other at the end
# of each depth. Every record proved is appended at once to scripts/book/solved-PART.tsv, so
# a run that is stopped (Ctrl-C, the end of a session) resumes where it stopped: commit those
# files as it goes. Part 0 rewrites pkg-template/book/connect-four.oxc4 after each complete
# depth. The cost so far, in core-hours, is the sum of the parts' last column:
#
#   cat scripts/book/*.tsv | awk '{ s += $5 } END { print s / 3600 }'
#
# Each process holds a table of 2^25 slots (256 MiB). Not part of scripts/test.sh.
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="$HOME/.cargo/bin:$PATH"
depth="${1:-12}"
procs="${2:-2}"
cargo build --release --example connect4-book
bin=target/release/examples/connect4-book
rm -f scripts/book/claims.log
pids=()
trap 'kill "${pids[@]}" 2>/dev/null || true' EXIT
for ((part = 1; part < procs; part++)); do
  "$bin" "$depth" "$part" 25 &
  pids+=("$!")
done
"$bin" "$depth" 0 25
wait
