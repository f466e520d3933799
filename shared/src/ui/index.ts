// The UI module of the remotes (ADR 0054): exactly the MUI components, hooks and types the remotes
// use, provided by the host as a few federation shares (one per file of this folder, runtime
// singletons like the rest of @vitrin/shared) instead of one share per `@mui/material/*` subpath.
// The host imports MUI directly; remotes import only from here (lint). Kept by
// scripts/codemods/remoteUiImports.mjs: a name a remote starts to use is added to index.ts.
// Adding a name changes what the host provides: bump the contract's minor, as for any new export
// of @vitrin/shared (an older host lacks the name and must refuse the remote, ADR 0007).

export { default as Alert } from '@mui/material/Alert';
export { default as Box } from '@mui/material/Box';
export { default as Button } from '@mui/material/Button';
export { default as ButtonBase } from '@mui/material/ButtonBase';
export { default as Chip } from '@mui/material/Chip';
export { default as CircularProgress } from '@mui/material/CircularProgress';
export { default as GlobalStyles } from '@mui/material/GlobalStyles';
export { default as IconButton } from '@mui/material/IconButton';
export { default as Link } from '@mui/material/Link';
export { default as Paper } from '@mui/material/Paper';
export { default as Skeleton } from '@mui/material/Skeleton';
export { default as Stack } from '@mui/material/Stack';
export type { Theme } from '@mui/material/styles';
export { keyframes, useTheme } from '@mui/material/styles';
export type { SvgIconProps } from '@mui/material/SvgIcon';
export { default as SvgIcon } from '@mui/material/SvgIcon';
export { default as Typography } from '@mui/material/Typography';
export { default as useMediaQuery } from '@mui/material/useMediaQuery';
