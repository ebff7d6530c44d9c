export { QrCode, type QrCodeProps } from './qr-code';
export { QrCodePlaceholder, type QrCodePlaceholderProps } from './qr-code-placeholder';
