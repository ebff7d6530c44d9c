/** The confirm dialog's own chunk (Radix Dialog and its layers): see `lazy-shell.tsx`. */
export { ConfirmDialog as default } from '@adnet/ui';
