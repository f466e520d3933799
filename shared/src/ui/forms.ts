// Form fields of the remotes' forms (deposit, withdraw, profile, search): a part of its own so a
// first screen without a form does not download them (ADR 0054; see index.ts).

export { default as FormControl } from '@mui/material/FormControl';
export { default as FormControlLabel } from '@mui/material/FormControlLabel';
export { default as FormHelperText } from '@mui/material/FormHelperText';
export { default as FormLabel } from '@mui/material/FormLabel';
export { default as InputAdornment } from '@mui/material/InputAdornment';
export { default as InputBase } from '@mui/material/InputBase';
export { default as MenuItem } from '@mui/material/MenuItem';
export { default as Radio } from '@mui/material/Radio';
export { default as RadioGroup } from '@mui/material/RadioGroup';
export { default as TextField } from '@mui/material/TextField';
