#!/usr/bin/env bash
# Builds the package and runs examples/demo.mjs against it the way a user gets it: `npm pack`
# the built pkg/, install the tarball into a scratch project under out/demo/, and run the demo
# there, where `import … from 'oxo-ai'` resolves to the installed package.
set -euo pipefail
cd "$(dirname "$0")/.."

bash scripts/setup.sh
node scripts/build.mjs

demo=out/demo
rm -rf "$demo"
mkdir -p "$demo/app"
npm pack ./pkg --pack-destination "$demo" --silent >/dev/null
tarball=$(ls "$demo"/oxo-ai-*.tgz)
cat > "$demo/app/package.json" <<'JSON'
{ "name": "oxo-ai-demo", "private": true, "type": "module" }
JSON
# The package has no dependencies, so installing the tarball needs no registry.
(cd "$demo/app" && npm install --offline --no-audit --no-fund --no-package-lock "../$(basename "$tarball")" >/dev/null)
cp examples/demo.mjs "$demo/app/demo.mjs"
echo
echo "== demo: node demo.mjs (in $demo/app, oxo-ai installed from $(basename "$tarball"))"
cd "$demo/app"
node demo.mjs
