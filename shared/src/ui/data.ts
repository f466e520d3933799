// Tables, lists, tabs, pagination and progress bars of the member pages: a part of its own so a
// first screen without them does not download them (ADR 0054; see index.ts).

export { default as LinearProgress } from '@mui/material/LinearProgress';
export { default as List } from '@mui/material/List';
export { default as ListItemButton } from '@mui/material/ListItemButton';
export { default as ListItemIcon } from '@mui/material/ListItemIcon';
export { default as ListItemText } from '@mui/material/ListItemText';
export { default as Pagination } from '@mui/material/Pagination';
export { default as Tab } from '@mui/material/Tab';
export { default as Table } from '@mui/material/Table';
export { default as TableBody } from '@mui/material/TableBody';
export { default as TableCell } from '@mui/material/TableCell';
export { default as TableContainer } from '@mui/material/TableContainer';
export { default as TableHead } from '@mui/material/TableHead';
export { default as TableRow } from '@mui/material/TableRow';
export { default as Tabs } from '@mui/material/Tabs';
