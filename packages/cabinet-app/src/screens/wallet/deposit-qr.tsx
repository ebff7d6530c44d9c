/**
 * ui's `QrCode` (and with it the encoder, qrcode.react) as a chunk of its own, imported lazily by `lazy-parts.tsx`:
 * the wallet draws the code only once the deposit address is in.
 */
export { QrCode } from '@adnet/ui';
