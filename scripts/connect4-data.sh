#!/usr/bin/env bash
# Makes the Connect Four data of every position of one disc count with the crate's own solver
# (issue 60; bench/native/connect4-data.rs says how):
#
#   bash scripts/connect4-data.sh [DISCS] [PROCESSES]     (defaults: 9, 2)
#
# Each process takes the layer's chunks of 1,000 slots in order, claiming each first, and
# writes each finished chunk to scripts/connect4-data/DISCS/NNNNN.txt at once, so a run that
# is stopped (Ctrl-C, the end of a session) resumes where it stopped: commit those files as it
# goes. The claims of a stopped run are void and removed here first. The cost so far, in
# core-hours, is the sum of the chunks' first lines:
#
#   head -qn1 scripts/connect4-data/9/*.txt | awk '{ s += $1 } END { print s / 3600 }'
#
# Each process holds a table of 2^25 slots (256 MiB). Not part of scripts/test.sh.
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="$HOME/.cargo/bin:$PATH"
discs="${1:-9}"
procs="${2:-2}"
cargo build --release --example connect4-data
bin=target/release/examples/connect4-data
mkdir -p "scripts/connect4-data/$discs"
rm -f "scripts/connect4-data/$discs"/*.claim "scripts/connect4-data/$discs"/*.part
pids=()
trap 'kill "${pids[@]}" 2>/dev/null || true' EXIT
for ((part = 1; part < procs; part++)); do
  "$bin" "$discs" run &
  pids+=("$!")
done
"$bin" "$discs" run
wait
