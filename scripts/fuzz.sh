#!/usr/bin/env bash
# Coverage-guided fuzzing of the core's board parsing and validation: libFuzzer through
# cargo-fuzz, on stable Rust. Runs every target in fuzz/fuzz_targets/ for SECONDS_PER_TARGET
# seconds (default 20), keeping what it learns in fuzz/corpus/<target>/ (git-ignored).
#
#   bash scripts/fuzz.sh          # the short run scripts/test.sh (CI) does: 20 s per target
#   bash scripts/fuzz.sh 3600     # a long run: an hour per target
#
# `--sanitizer none`: AddressSanitizer needs the nightly-only -Zsanitizer, and these targets
# are safe Rust. The build still has libFuzzer's coverage instrumentation (stable
# `-Cpasses=sancov-module` flags), debug assertions and overflow checks, so any panic,
# failed assertion or arithmetic overflow is a crash. A crash leaves its input in
# fuzz/artifacts/<target>/; replay it with `cargo fuzz run -s none <target> <file>`.
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="$HOME/.cargo/bin:$PATH"

per_target="${1:-20}"
log_dir="$(mktemp -d)"
trap 'rm -rf "$log_dir"' EXIT

echo "fuzz: building the targets (cargo fuzz build --sanitizer none)"
cargo fuzz build --sanitizer none

for source in fuzz/fuzz_targets/*.rs; do
  target="$(basename "$source" .rs)"
  mkdir -p "fuzz/corpus/$target"
  log="$log_dir/$target.log"
  if cargo fuzz run --sanitizer none "$target" "fuzz/corpus/$target" -- \
      -max_total_time="$per_target" -print_final_stats=1 >"$log" 2>&1; then
    runs="$(sed -n 's/^stat::number_of_executed_units: *//p' "$log")"
    cov="$(grep -Eo 'cov: [0-9]+ ft: [0-9]+' "$log" | tail -n 1)"
    echo "fuzz: $target: ${runs:-?} inputs in ${per_target} s, no crash (${cov:-no coverage line}; corpus $(ls "fuzz/corpus/$target" | wc -l) inputs)"
  else
    tail -n 60 "$log" >&2
    echo "fuzz: $target FAILED; the crashing input is in fuzz/artifacts/$target/" >&2
    exit 1
  fi
done
