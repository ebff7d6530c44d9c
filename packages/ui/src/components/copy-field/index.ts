export { CopyField, defaultCopyFieldLabels, type CopyFieldLabels, type CopyFieldProps } from './copy-field';
export { copyToClipboard } from './clipboard';
