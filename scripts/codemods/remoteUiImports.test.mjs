import { muiNeeds, rewriteSource } from './remoteUiImports.mjs';

const partOf = (name) => (['TextField', 'TextFieldProps'].includes(name) ? '@vitrin/shared/ui/forms' : '@vitrin/shared/ui');

describe('the remotes-to-UI-module codemod', () => {
  const source = [
    "import { useState } from 'react';",
    "import Box from '@mui/material/Box';",
    "import MuiLink from '@mui/material/Link';",
    "import TextField, { type TextFieldProps } from '@mui/material/TextField';",
    "import { keyframes, type Theme } from '@mui/material/styles';",
    "import type { SvgIconProps } from '@mui/material/SvgIcon';",
    "import { bus } from '@vitrin/shared';",
    '',
    'export const x = 1;',
    '',
  ].join('\n');

  it('rewrites every MUI import into one import per UI part, at the place of the first one', () => {
    expect(rewriteSource(source, partOf)).toBe([
      "import { useState } from 'react';",
      "import { Box, keyframes, Link as MuiLink, type SvgIconProps, type Theme } from '@vitrin/shared/ui';",
      "import { TextField, type TextFieldProps } from '@vitrin/shared/ui/forms';",
      "import { bus } from '@vitrin/shared';",
      '',
      'export const x = 1;',
      '',
    ].join('\n'));
  });

  it('says what the UI module must export: the subpath name for a default import, the names otherwise', () => {
    expect(muiNeeds(source).map((s) => `${s.type ? 'type ' : ''}${s.name}<${s.from}`)).toEqual([
      'Box<@mui/material/Box',
      'Link<@mui/material/Link',
      'TextField<@mui/material/TextField',
      'type TextFieldProps<@mui/material/TextField',
      'keyframes<@mui/material/styles',
      'type Theme<@mui/material/styles',
      'type SvgIconProps<@mui/material/SvgIcon',
    ]);
  });

  it('is idempotent, and merges a later MUI import into the UI imports already there', () => {
    const once = rewriteSource(source, partOf);
    expect(rewriteSource(once, partOf)).toBe(once);
    const merged = rewriteSource(`${once.replace("import { bus }", "import Stack from '@mui/material/Stack';\nimport { bus }")}`, partOf);
    expect(merged).toContain("import { Box, keyframes, Link as MuiLink, Stack, type SvgIconProps, type Theme } from '@vitrin/shared/ui';");
    expect(merged.match(/@vitrin\/shared\/ui'/g)).toHaveLength(1);
  });
});
