#!/usr/bin/env bash
# Type-checks every package in one `tsc -b` build over project references (ADR 0066): the libraries
# (contract, shared, platform, conformance) are composite projects whose declarations the packages
# that import them read, so each is checked once, and a second run re-checks only what changed
# (build info and declarations in node_modules/.tsbuild). Webpack and jest only transpile, so this
# is where types are enforced; scripts/tsconfig.json checks the platform's JavaScript (ADR 0031).
# The compiler is TypeScript 7's native one (ADR 0092): the same checks in a quarter of the CPU.
# It is the platform package's binary, in the root's optionalDependencies: the `typescript` package
# stays TypeScript 6, whose JavaScript API eslint, webpack and knip load. `TYPECHECK_TS=6 bash
# scripts/typecheck.sh` checks with TypeScript 6 instead (the build info is rewritten either way).
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
if [ "${TYPECHECK_TS:-7}" = 6 ]; then
  exec node_modules/.bin/tsc -b "${projects[@]}"
fi
native="node_modules/@typescript/typescript-$(node -p 'process.platform + "-" + process.arch')/lib/tsc"
if [ ! -x "$native" ]; then
  # After a merge that brought it: any ./vitrin command installs it (ensure_deps). On a platform the
  # root package.json's optionalDependencies do not list, TypeScript 6 still checks.
  echo "typecheck: no TypeScript 7 compiler at $native: install the dependencies (pnpm install --frozen-lockfile, or any ./vitrin command), or check with TypeScript 6: TYPECHECK_TS=6 bash scripts/typecheck.sh" >&2
  exit 1
fi
# One thread: its parallel checkers and builders check some files twice over, which on two cores
# shared with a jest lane costs CPU (about 18 s against 10 s cold) and won no wall time.
exec "$native" -b --singleThreaded "${projects[@]}"
