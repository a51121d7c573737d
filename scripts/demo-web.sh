#!/usr/bin/env bash
# Builds the demo page (examples/web/) as a user's app is built, with Vite against the packed
# package installed from its tarball, and serves it on http://127.0.0.1:${PORT:-5173}/ until Ctrl-C.
#
#   bash scripts/demo-web.sh             # set up, build the package, build and serve the page
#   PORT=8080 bash scripts/demo-web.sh
set -euo pipefail
cd "$(dirname "$0")/.."
port=${PORT:-5173}
out=out/web-demo

mkdir -p "$out"
echo "demo-web: setting up and building the package (log: $out/build.log)"
if ! { bash scripts/setup.sh && node scripts/build.mjs; } >"$out/build.log" 2>&1; then
  tail -n 40 "$out/build.log" >&2
  echo "demo-web: setup or build failed; the whole log is in $out/build.log" >&2
  exit 1
fi
# Vite (and playwright-core, for the page's test) from js-tests/demo's lockfile.
if [ ! -d js-tests/demo/node_modules/vite ] || [ js-tests/demo/package-lock.json -nt js-tests/demo/node_modules/.package-lock.json ]; then
  echo "demo-web: installing vite from js-tests/demo/package-lock.json"
  (cd js-tests/demo && npm ci --no-audit --no-fund --loglevel=error)
fi
node js-tests/demo/build.mjs --out "$out/site"
exec node js-tests/demo/serve.mjs "$out/site/app/dist" --port "$port"
