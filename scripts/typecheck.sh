#!/usr/bin/env bash
# Type-checks every package in one `tsc -b` build over project references (ADR 0066): the libraries
# (contract, shared, platform, conformance) are composite projects whose declarations the packages
# that import them read, so each is checked once, and a second run re-checks only what changed
# (build info and declarations in node_modules/.tsbuild). Webpack and jest only transpile, so this
# is where types are enforced; scripts/tsconfig.json checks the platform's JavaScript (ADR 0031).
# `bash scripts/typecheck.sh host` checks one package and the libraries it references.
set -euo pipefail
cd "$(dirname "$0")/.."
if [ $# -gt 0 ]; then
  projects=("$@")
else
  remotes=$(node -e "console.log(Object.values(require('./remotes.manifest.json').remotes).map((r) => r.folder).join(' '))")
  # shellcheck disable=SC2206 # folder names from the manifest, no spaces
  projects=(contract shared platform conformance host $remotes sandbox-api deploy e2e scripts)
fi
exec node_modules/.bin/tsc -b "${projects[@]}"
