// The MUI components the remotes import (ADR 0010). The host provides these too, even the ones
// it never renders itself: a component only a remote uses (Tabs, Chip, Pagination, Table…) then
// comes from the host's build, whose MUI internals (styles, the default theme, ButtonBase,
// SvgIcon…) are already in the host's chunks, instead of from the remote's fallback copy, which
// brings its own copy of every internal it imports relatively (those are not shares). Providing
// costs nothing until a page renders the component; a remote that starts importing a new
// component uses its own fallback until the host is rebuilt.
import fs from 'node:fs';
import { sourceFiles } from './routerSurface';

/** `@mui/material/<Name>` requests (value or type-only, tests excluded) in the given source folders, sorted. */
export function muiSubpathsIn(dirs: string[]): string[] {
  const found = new Set<string>();
  const re = /(?:from\s+|import\s*\(\s*)['"](@mui\/material\/[A-Za-z]+)['"]/g;
  for (const file of dirs.flatMap(sourceFiles)) {
    for (const match of fs.readFileSync(file, 'utf8').matchAll(re)) if (match[1]) found.add(match[1]);
  }
  return [...found].sort();
}
