#!/usr/bin/env bash
# Installs the adapter tests' dev-only libraries (boardgame.io, @stacks/transactions) into
# js-tests/adapters/node_modules, exactly as package-lock.json pins them. They are never
# dependencies of oxo-ai. Skips the install when node_modules already matches the lockfile.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")"
STAMP=node_modules/.oxo-installed-lock.json
if [ -f "$STAMP" ] && cmp -s package-lock.json "$STAMP"; then
  exit 0
fi
npm ci --no-audit --no-fund --loglevel=error
cp package-lock.json "$STAMP"
