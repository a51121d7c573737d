#!/usr/bin/env bash
# The first command: sets up, builds the npm package, installs the packed tarball into a scratch
# project (out/demo/app) exactly as a user installs it, and gives a short scripted tour of the
# `oxo-ai` command the package ships: an analysis, an engine-vs-engine game, and a simulation
# with its progress bar. Ends by saying how to start the demo page (scripts/demo-web.sh).
set -euo pipefail
cd "$(dirname "$0")/.."
demo=out/demo

if [ -t 1 ] && [ -z "${NO_COLOR:-}" ]; then
  bold=$'\e[1m' dim=$'\e[2m' reset=$'\e[0m'
else
  bold='' dim='' reset=''
fi
say() { printf '%s\n' "$*"; }
step() { printf '\n%s== %s ==%s\n' "$bold" "$*" "$reset"; }
show() { printf '%s$ %s%s\n' "$dim" "$*" "$reset"; "$@"; }

step "setting up and building the package (log: $demo/build.log)"
mkdir -p "$demo"
started=$SECONDS
if ! { bash scripts/setup.sh && node scripts/build.mjs; } >"$demo/build.log" 2>&1; then
  tail -n 40 "$demo/build.log" >&2
  say "demo: setup or build failed; the whole log is in $demo/build.log" >&2
  exit 1
fi
say "$(grep -E '^WASM SIZE' "$demo/build.log" || true) (built in $((SECONDS - started)) s)"

rm -rf "$demo/app" "$demo"/oxo-ai-*.tgz
mkdir -p "$demo/app"
npm pack ./pkg --pack-destination "$demo" --loglevel=error >/dev/null
tarball=$(cd "$demo" && ls oxo-ai-*.tgz)
cat > "$demo/app/package.json" <<'JSON'
{ "name": "oxo-ai-demo", "private": true, "type": "module" }
JSON
# The package has no dependencies, so installing the tarball needs no registry.
(cd "$demo/app" && npm install --offline --no-audit --no-fund --loglevel=error "../$tarball" >/dev/null)
cp examples/demo.mjs "$demo/app/demo.mjs"
say "installed $tarball into $demo/app; its bin is on PATH below, as \`npx oxo-ai\` finds it in a project"
cd "$demo/app"
export PATH="$PWD/node_modules/.bin:$PATH"

step "1. analyze a position: X to move, O threatens column 2"
show oxo-ai analyze X.O.X...O

step "2. an engine game: Expert (X) against Medium (O), which misses forks"
show oxo-ai play --x expert --o medium --seed 2

step "3. a simulation: 2,000 games of MCTS (X) against Medium (O)"
show oxo-ai simulate --games 2000 --x mcts --o medium --seed 1

step "4. a game reviewed: each move labelled from perfect play, with a sentence"
show oxo-ai review 2,1 0,0 1,2 2,0 0,2 1,0

step "5. the rule-based player and a skilled Hard: 2,000 games"
show oxo-ai simulate --games 2000 --x hard --x-skill 60 --o rules --o-rules win,block,center,corner,edge --seed 1

step "next"
say "Play a game yourself:   (cd $demo/app && npx oxo-ai play --o expert)"
say "Every command's help:   (cd $demo/app && npx oxo-ai --help)"
say "The demo page:          bash scripts/demo-web.sh   (builds it with Vite and serves http://127.0.0.1:5173/)"
say "The API from code:      (cd $demo/app && node demo.mjs)   (examples/demo.mjs)"
