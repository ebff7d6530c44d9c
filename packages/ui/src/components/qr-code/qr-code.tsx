import type { ComponentPropsWithoutRef } from 'react';
import { QRCodeSVG } from 'qrcode.react';
import { cx } from '../../internal/class-names';
import { QrCodeValue } from './qr-code-placeholder';

/** Props of {@link QrCode}. */
export interface QrCodeProps extends Omit<ComponentPropsWithoutRef<'figure'>, 'children'> {
  /** What the code encodes: a wallet address, a deposit URI, a bot link. */
  value: string;
  /** Accessible name of the code, e.g. 'QR code of your TRON wallet address'. */
  label: string;
  /** Side in CSS pixels, quiet zone included. @default 176 */
  size?: number;
  /** Error correction: 'M' survives a smudge or a phone's glare without making the code dense. @default 'M' */
  level?: 'L' | 'M' | 'Q' | 'H';
  /** Print the value under the code (monospace, selectable), so it can be checked against the scan. @default false */
  showValue?: boolean;
}

/**
 * A QR code of an address or link. Always dark modules on white with a quiet zone, in both themes: inverted or
 * low-contrast codes fail in many wallet scanners.
 */
export function QrCode({
  value,
  label,
  size = 176,
  level = 'M',
  showValue = false,
  className,
  ...rest
}: QrCodeProps) {
  return (
    <figure data-slot="qr-code" className={cx('adn-QrCode', className)} {...rest}>
      <span className="adn-QrCode-code">
        <QRCodeSVG
          value={value}
          size={size}
          level={level}
          marginSize={4}
          bgColor="#ffffff"
          fgColor="#000000"
          role="img"
          aria-label={label}
        />
      </span>
      {showValue ? <QrCodeValue value={value} /> : null}
    </figure>
  );
}
QrCode.displayName = 'QrCode';
