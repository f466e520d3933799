#!/usr/bin/env bash
# Type-checks every package (webpack and jest only transpile, so this is where types are enforced),
# and the platform's JavaScript with checkJs (scripts/tsconfig.json, ADR 0031).
set -euo pipefail
cd "$(dirname "$0")/.."
status=0
remotes=$(node -e "console.log(Object.values(require('./remotes.manifest.json').remotes).map((r) => r.folder).join(' '))")
for p in contract shared platform conformance host $remotes sandbox-api deploy e2e scripts; do
  echo "tsc: $p"
  node_modules/.bin/tsc -p "$p/tsconfig.json" || status=1
done
exit $status
