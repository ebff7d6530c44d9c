export { Dialog, dialogSizes, type DialogContentProps, type DialogLabels, type DialogSize } from './dialog';
export {
  ConfirmDialog,
  confirmDialogTones,
  type ConfirmDialogLabels,
  type ConfirmDialogProps,
  type ConfirmDialogTone,
} from './confirm-dialog';
export {
  FormDialog,
  type FormDialogErrors,
  type FormDialogLabels,
  type FormDialogProps,
} from './form-dialog';
