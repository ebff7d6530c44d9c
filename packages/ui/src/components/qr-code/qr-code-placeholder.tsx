import { Skeleton } from '../skeleton/skeleton';

/** What the code will show: {@link QrCode}'s props of the same names. */
export interface QrCodePlaceholderProps {
  value: string;
  /** @default 176 */
  size?: number | undefined;
  /** @default false */
  showValue?: boolean | undefined;
}

/**
 * Holds a {@link QrCode}'s place while its encoder loads: a skeleton of the code's size, and the value already
 * printed under it when the code will show it. Busy for assistive technology.
 */
export function QrCodePlaceholder({ value, size = 176, showValue = false }: QrCodePlaceholderProps) {
  return (
    <figure data-slot="qr-code-placeholder" className="adn-QrCode" aria-busy="true">
      <span className="adn-QrCode-code">
        <Skeleton shape="rect" width={size} height={size} />
      </span>
      {showValue ? <QrCodeValue value={value} /> : null}
    </figure>
  );
}

/** The encoded value printed under a code (and under its placeholder), left to right in every language. */
export function QrCodeValue({ value }: { value: string }) {
  return (
    <figcaption className="adn-QrCode-value" dir="ltr">
      {value}
    </figcaption>
  );
}
