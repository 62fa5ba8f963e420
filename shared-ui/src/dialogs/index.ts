export { ConfirmDialog, type ConfirmDialogProps } from './ConfirmDialog';
export { InfoDialog, type InfoDialogProps } from './InfoDialog';
