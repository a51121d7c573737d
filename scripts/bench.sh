#!/usr/bin/env bash
# The benchmark (issue 7): oxo-ai against the floor, a pure-JS baseline and published engines.
#
#   bash scripts/bench.sh [--quick] [--only SECTION,...] [--with mnk-match,connect4-play,gomoku,ultimate]
#
# Sections (bench/run.mjs), all run by default except the last four:
#   ops       engine operations and utilities against the floor and the 3x3 baseline
#   peers     published engines (tic-tac-toe-minimax, boardgame.io's MCTSBot)
#   sim       Simulator.run games per second
#   startup   cold start: import and each first call in fresh processes
#   size      the wasm modules' sizes and a Vite app importing only AIEngine
#   profile   the JS <-> wasm boundary
#   pages     a Vite page per kind of app, loaded in Chromium (bench/pages; afterwards
#             `node bench/pages/one-app.mjs` builds the same pages as one app and prints each one's bytes)
#   mnk       oxo-ai/mnk (issue 37, bench/mnk.mjs): solve from the empty board of (4,4,3),
#             (4,4,4), (5,4,4), (5,5,4); Connect Four solve on 1,000 seeded positions of 14+
#             stones and 200 of 8-13; nodes per second against the pure-JS m,n,k baseline
#             (bench/baseline/mnk.mjs); the mnk module's size. About 1.5 minutes.
#   connect4  Connect Four (issue 50, bench/connect4.mjs): oxo-ai/mnk's exact solve (a fresh engine
#             per position) against BitBully's without an opening book (PyPI `bitbully`, timed by
#             bench/connect4/bitbully-time.py) on 200 positions of our own in each of Pascal Pons's
#             six classes (bench/connect4/positions/, made once by bench/connect4/generate.py),
#             every answer checked; Begin-Hard on its first 7 positions only (OXO_C4_HARD=N).
#             About 4 minutes.
#   mnk-match only when named (--only, or --with to add it to a full run, which then writes it
#             into RESULTS.md): oxo-ai Hard vs the m,n,k baseline's Hard at 100 ms a move, 40
#             games each on Gomoku (15,15,5) and (8,8,5) (OXO_MNK_GAMES=N for another even
#             count), with a check that Hard never misses a win or an only block in one.
#             About 4 minutes at 40 games.
#   connect4-play  only when named, as mnk-match (issue 50, "Play, with the book",
#             bench/connect4-play.mjs): oxo-ai/mnk's Hard (1 s a move) from the empty board against
#             Easy, Medium, Hard and a perfect player (BitBully through bench/connect4/oracle.py),
#             each colour, 200 games (OXO_C4_GAMES=N), every Hard move checked against BitBully's
#             exact scores (keeps the value, fastest win / slowest loss); Hard's time per move.
#             Tens of minutes.
#   gomoku    only when named, as mnk-match (bench/gomoku.mjs): oxo-ai/mnk's Hard against today's
#             (the package built at the commit bench/gomoku/match.mjs names, by
#             bench/gomoku/baseline.sh): a match at 200 ms a move, 192 games on Gomoku (15,15,5)
#             and 48 on (8,8,5) (OXO_GOMOKU_GAMES=N for both), every
#             move checked for wins and blocks in one; forced wins kept and refutations played on
#             the fixtures of bench/gomoku/positions/ (checked by the renju solver quintet, every line
#             replayed in freestyle); time a move and native nodes per second (cargo builds
#             bench/native/gomoku-speed.rs in both trees). Games and positions run in
#             OXO_GOMOKU_JOBS (2) processes. About 10 minutes (bench/gomoku/README.md).
#   ultimate  only when named, as mnk-match (bench/ultimate.mjs): oxo-ai/ultimate's Hard against
#             OpenSpiel's C++ MCTS (PyPI `open_spiel`, bench/ultimate/openspiel_bot.py) and the crate
#             ai-ultimate-tictactoe (bench/ultimate/native's crate-bot): playouts a second from the
#             opening and 10 middle-game positions beside theirs; wins and only blocks in one
#             (bench/ultimate/positions/) at 0 and 100 ms; a match against each at 100 ms a move,
#             200 games (OXO_ULTIMATE_GAMES=N); the ultimate wasm's gzip size. About 45 minutes
#             at 200 games (bench/ultimate/README.md).
# The 3x3 sections' sanity checks run unless --only names m,n,k, Connect Four, Gomoku or Ultimate sections alone.
#
# 1. Installs the bench-only dev dependencies (bench/package-lock.json) with `npm ci`, only
#    when bench/node_modules is missing or older than the lockfile.
# 1b. When the connect4 or connect4-play section runs: makes the Python venv bench/.venv (gitignored) from the pinned
#    bench/requirements.txt (BitBully and its opening books), only when it is missing or was made
#    from another requirements.txt (the venv keeps a copy of the one it was made from).
# 1c. When the gomoku section runs: bench/gomoku/baseline.sh builds and packs today's engine
#    (skipped when bench/.gomoku-baseline/oxo-ai-COMMIT.tgz exists), and step 3 installs that
#    tarball into bench/.scratch as oxo-ai-COMMIT (again only when it changed).
# 1d. When the ultimate section runs: bench/ultimate/setup.sh makes its venv bench/ultimate/.venv
#    (OpenSpiel, pinned in bench/ultimate/requirements.txt) when missing or stale and builds the
#    crate bot (cargo, release) when bench/ultimate/native exists.
# 2. Builds the package (`node scripts/build.mjs`, after `scripts/setup.sh`) only when pkg/ is
#    missing or older than src/, pkg-template/, Cargo.toml, Cargo.lock or the build scripts.
# 3. Packs pkg/ and installs the tarball into bench/.scratch exactly as a user installs it
#    (skipped when that same tarball is already installed), copies the bench files there, and
#    runs `node run.mjs`, so `import 'oxo-ai'` resolves through node_modules like anyone's.
# Results print as tables and go to bench/results.json (gitignored, every figure). A full run
# (no --quick, no --only) also rewrites bench/RESULTS.md, the committed Markdown of the printed
# tables with the run's date, machine and Node version: the current numbers only, history in
# git. A --quick or --only run leaves RESULTS.md alone. Not part of scripts/test.sh.
#
# OXO_BENCH_PKG=/path/to/pkg benchmarks another built package directory instead of pkg/
# (no build step), e.g. a prototype; RESULTS.md is left alone.
# OXO_BENCH_NO_BUILD=1 benchmarks pkg/ as it stands even when it is older than its sources
# (e.g. while they are being edited); RESULTS.md then says so.
set -euo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
BENCH="$ROOT/bench"
SCRATCH="$BENCH/.scratch"
export PATH="$HOME/.cargo/bin:$PATH"

# 1. bench dependencies
if [ ! -f "$BENCH/node_modules/.package-lock.json" ] \
  || [ "$BENCH/package-lock.json" -nt "$BENCH/node_modules/.package-lock.json" ]; then
  echo "bench: installing bench dependencies (npm ci in bench/)"
  (cd "$BENCH" && npm ci --no-audit --no-fund --loglevel=error)
else
  echo "bench: bench dependencies are installed"
fi

# 1b. the Python venv of the connect4 section (BitBully), when that section runs
connect4=""
gomoku=""
ultimate=""
only_next=""
with_next=""
only_given=""
for a in "$@"; do
  if [ -n "$only_next" ]; then
    only_given=1
    case ",$a," in *,connect4,* | *,connect4-play,*) connect4=1 ;; esac
    case ",$a," in *,gomoku,*) gomoku=1 ;; esac
    case ",$a," in *,ultimate,*) ultimate=1 ;; esac
    only_next=""
  fi
  if [ -n "$with_next" ]; then
    case ",$a," in *,gomoku,*) gomoku=1 ;; esac
    case ",$a," in *,ultimate,*) ultimate=1 ;; esac
    with_next=""
  fi
  [ "$a" = "--only" ] && only_next=1
  [ "$a" = "--with" ] && with_next=1
done
[ -z "$only_given" ] && connect4=1
if [ -n "$connect4" ]; then
  VENV="$BENCH/.venv"
  if [ ! -x "$VENV/bin/python" ] || [ ! -f "$VENV/.requirements.txt" ] \
    || ! cmp -s "$BENCH/requirements.txt" "$VENV/.requirements.txt"; then
    echo "bench: making the Python venv bench/.venv from bench/requirements.txt"
    python3 -c 'import ensurepip, venv' 2>/dev/null || (cd "$ROOT" && bash scripts/setup.sh)
    rm -rf "$VENV"
    python3 -m venv "$VENV"
    "$VENV/bin/pip" install --quiet --disable-pip-version-check -r "$BENCH/requirements.txt"
    cp "$BENCH/requirements.txt" "$VENV/.requirements.txt"
  else
    echo "bench: the Python venv bench/.venv is up to date"
  fi
  export OXO_C4_PYTHON="$VENV/bin/python" OXO_C4_DIR="$BENCH/connect4"
fi

# 1c. today's engine for the gomoku section (built once; several minutes of CPU cold)
if [ -n "$gomoku" ]; then
  # bench/gomoku/match.mjs names the commit (BASELINE.commit), the one place it is written.
  GOMOKU_BASE="$(node --input-type=module -e "import('$BENCH/gomoku/match.mjs').then((m) => console.log(m.BASELINE.commit))")"
  BASELINE_TGZ="$BENCH/.gomoku-baseline/oxo-ai-$GOMOKU_BASE.tgz"
  export OXO_GOMOKU_BASELINE="$GOMOKU_BASE"
  bash "$BENCH/gomoku/baseline.sh"
  export OXO_GOMOKU_DIR="$BENCH/gomoku"
fi

# 1d. the ultimate section's peers: OpenSpiel's venv and the crate bot
if [ -n "$ultimate" ]; then
  bash "$BENCH/ultimate/setup.sh"
  export OXO_ULTIMATE_DIR="$BENCH/ultimate"
fi

# 2. the package
if [ -n "${OXO_BENCH_PKG:-}" ]; then
  PKG="$(cd "$OXO_BENCH_PKG" && pwd)"
  echo "bench: using the package in $PKG (OXO_BENCH_PKG)"
else
  PKG="$ROOT/pkg"
  stale=""
  # build.mjs writes pkg/package.json after everything else it builds: it is the stamp.
  if [ ! -f "$PKG/package.json" ]; then
    stale="pkg/ is missing"
  else
    newer="$(cd "$ROOT" && find src pkg-template Cargo.toml Cargo.lock scripts/build.mjs scripts/cjs.mjs scripts/wasm-sections.mjs -newer "$PKG/package.json" -print -quit 2>/dev/null || true)"
    [ -n "$newer" ] && stale="$newer is newer than pkg/"
  fi
  if [ -n "$stale" ] && [ -n "${OXO_BENCH_NO_BUILD:-}" ]; then
    echo "bench: not rebuilding the package ($stale; OXO_BENCH_NO_BUILD)"
    export OXO_BENCH_STALE="$stale"
  elif [ -n "$stale" ]; then
    echo "bench: building the package ($stale)"
    (cd "$ROOT" && bash scripts/setup.sh && node scripts/build.mjs)
  else
    echo "bench: pkg/ is up to date"
  fi
fi

# 3. pack, install as a user would, run
PACKDIR="$(mktemp -d)"
trap 'rm -rf "$PACKDIR"' EXIT
npm pack "$PKG" --pack-destination "$PACKDIR" --no-fund --loglevel=error >"$PACKDIR/pack.log"
shopt -s nullglob
tarballs=("$PACKDIR"/*.tgz)
shopt -u nullglob
if [ "${#tarballs[@]}" -ne 1 ]; then
  echo "bench: expected one tarball from npm pack, got ${#tarballs[@]}" >&2
  cat "$PACKDIR/pack.log" >&2
  exit 1
fi
sum="$(sha256sum "${tarballs[0]}" | cut -d' ' -f1)"
if [ -f "$SCRATCH/.tarball.sha256" ] && [ "$(cat "$SCRATCH/.tarball.sha256")" = "$sum" ] \
  && [ -d "$SCRATCH/node_modules/oxo-ai" ]; then
  echo "bench: this tarball is already installed in bench/.scratch"
else
  echo "bench: installing $(basename "${tarballs[0]}") into bench/.scratch"
  rm -rf "$SCRATCH"
  mkdir -p "$SCRATCH"
  cp "${tarballs[0]}" "$SCRATCH/oxo-ai.tgz"
  cat >"$SCRATCH/package.json" <<'JSON'
{
  "name": "oxo-ai-bench-scratch",
  "version": "0.0.0",
  "private": true,
  "description": "A throwaway project that installs the packed oxo-ai tarball; made by scripts/bench.sh"
}
JSON
  (cd "$SCRATCH" && npm install --no-audit --no-fund --loglevel=error ./oxo-ai.tgz)
  echo "$sum" >"$SCRATCH/.tarball.sha256"
fi
# Today's engine beside it under an alias (bench/gomoku/match.mjs's BASELINE.package), before the
# copies below: an npm install removes what it did not install.
if [ -n "$gomoku" ]; then
  base_sum="$(sha256sum "$BASELINE_TGZ" | cut -d' ' -f1)"
  if [ -f "$SCRATCH/.baseline.sha256" ] && [ "$(cat "$SCRATCH/.baseline.sha256")" = "$base_sum" ] \
    && [ -d "$SCRATCH/node_modules/oxo-ai-$GOMOKU_BASE" ]; then
    echo "bench: today's engine (oxo-ai-$GOMOKU_BASE) is already installed in bench/.scratch"
  else
    echo "bench: installing today's engine into bench/.scratch as oxo-ai-$GOMOKU_BASE"
    (cd "$SCRATCH" && npm install --no-audit --no-fund --loglevel=error "oxo-ai-$GOMOKU_BASE@file:$BASELINE_TGZ")
    echo "$base_sum" >"$SCRATCH/.baseline.sha256"
  fi
fi

rm -rf "$SCRATCH/baseline" "$SCRATCH/node_modules/oxo-baseline"
cp "$BENCH"/*.mjs "$SCRATCH/"
rm -rf "$SCRATCH/gomoku"
mkdir -p "$SCRATCH/gomoku"
cp "$BENCH"/gomoku/*.mjs "$SCRATCH/gomoku/"
rm -rf "$SCRATCH/ultimate"
mkdir -p "$SCRATCH/ultimate"
cp "$BENCH"/ultimate/*.mjs "$SCRATCH/ultimate/"
# The baseline is imported by its package name, as oxo-ai is: a bare specifier costs Node a
# package resolution (about 2 ms, once per process) that a relative path does not, and the
# cold-start section times it.
mkdir -p "$SCRATCH/node_modules/oxo-baseline"
cp "$BENCH/baseline/index.mjs" "$BENCH/baseline/mnk.mjs" "$SCRATCH/node_modules/oxo-baseline/"
cat >"$SCRATCH/node_modules/oxo-baseline/package.json" <<'JSON'
{ "name": "oxo-baseline", "version": "0.0.0", "private": true, "type": "module", "exports": { ".": "./index.mjs", "./mnk": "./mnk.mjs" } }
JSON
cd "$SCRATCH"
markdown=(--markdown "$BENCH/RESULTS.md")
[ -n "${OXO_BENCH_PKG:-}" ] && markdown=()
node run.mjs --out "$BENCH/results.json" "${markdown[@]}" "$@"
