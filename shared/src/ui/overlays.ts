// Dialogs (the payment dialogs, the play modal): a part of its own so a first screen without a
// dialog does not download MUI's modal (ADR 0054; see index.ts).

export { default as Dialog } from '@mui/material/Dialog';
export { default as DialogContent } from '@mui/material/DialogContent';
export { default as DialogTitle } from '@mui/material/DialogTitle';
