// The MUI components the remotes import (ADR 0010). The host provides these too, even the ones
// it never renders itself: a component only a remote uses (Tabs, Chip, Pagination, Table…) then
// comes from the host's build, whose MUI internals (styles, the default theme, ButtonBase,
// SvgIcon…) are already in the host's chunks, instead of from the remote's fallback copy, which
// brings its own copy of every internal it imports relatively (those are not shares). Providing
// costs nothing until a page renders the component; a remote that starts importing a new
// component uses its own fallback until the host is rebuilt.
'use strict';

const fs = require('node:fs');
const path = require('node:path');
const { sourceFiles } = require('./routerSurface.js');

/** `@mui/material/<Name>` requests (value or type-only, tests excluded) in the given source folders, sorted. */
function muiSubpathsIn(dirs) {
  const found = new Set();
  const re = /(?:from\s+|import\s*\(\s*)['"](@mui\/material\/[A-Za-z]+)['"]/g;
  for (const file of dirs.flatMap(sourceFiles)) {
    for (const match of fs.readFileSync(file, 'utf8').matchAll(re)) found.add(match[1]);
  }
  return [...found].sort();
}

/** Every remote's `src` folder (REMOTES of createConfig: name → { dir }). */
function remoteMuiSubpaths(root, remotes) {
  return muiSubpathsIn(Object.values(remotes).map((r) => path.join(root, r.dir, 'src')));
}

module.exports = { muiSubpathsIn, remoteMuiSubpaths };
