import { numberFormat } from './intl-cache';

/** What a value that is not a finite number (missing, NaN, Infinity) is shown as in every formatter. */
export const NOT_A_NUMBER_TEXT = '—';

/** The label of the network's USD stablecoin, shown after amounts (it is not an ISO 4217 code, so Intl cannot). */
export const USDT_LABEL = 'USDT';

/** USDT on TRON has 6 decimals, so an amount is never shown with more. */
export const USDT_MAX_FRACTION_DIGITS = 6;

/** Money reads as money with at least cents, even when the amount is whole. */
export const USDT_MIN_FRACTION_DIGITS = 2;

/**
 * A price per unit (CPM, CPC) always has exactly this many decimals: the server's precision for them. Fixed, so a
 * column of prices lines up, and a price and the one it is compared with (a bid, the previous period) show the
 * same digits.
 */
export const PRICE_FRACTION_DIGITS = 4;

type SignDisplay = 'auto' | 'always' | 'exceptZero' | 'never';

/**
 * Intl's `'auto'` signs a negative that rounds to zero (`-0.0%` for a change of -0.00001); `'negative'` signs only
 * what is still negative once rounded, so "no change" never carries a sign.
 */
function intlSign(signDisplay: SignDisplay): Intl.NumberFormatOptions['signDisplay'] {
  return signDisplay === 'auto' ? 'negative' : signDisplay;
}

/** Options of {@link formatMoney}. */
export interface FormatMoneyOptions {
  /** Label written after the number. @default 'USDT' */
  currencyLabel?: string;
  /** @default 2 */
  minimumFractionDigits?: number;
  /** @default 6 */
  maximumFractionDigits?: number;
  /** Show large amounts compactly (`12.3K USDT`); fractions then follow the compact rules. @default false */
  compact?: boolean;
  /** `'exceptZero'` for deltas and transactions (`+12.00 USDT`). @default 'auto' */
  signDisplay?: SignDisplay;
  /**
   * `'amount'`: a sum of money (balance, budget, spend), 2 to 6 decimals, so an amount is shown exactly.
   * `'price'`: a price per unit (CPM, CPC), exactly {@link PRICE_FRACTION_DIGITS} decimals wherever it is shown.
   * @default 'amount'
   */
  kind?: 'amount' | 'price';
}

function isFiniteNumber(value: number | null | undefined): value is number {
  return typeof value === 'number' && Number.isFinite(value);
}

/**
 * Formats a money amount by locale, with 2 to 6 decimals (USDT precision) and the currency label after it, joined
 * by a no-break space so the label never wraps onto its own line.
 *
 * @example formatMoney(1234.5, 'en') // '1,234.50 USDT'
 * @example formatMoney(0.000123, 'ru') // '0,000123 USDT'
 * @example formatMoney(0.827, 'en', { kind: 'price' }) // '0.8270 USDT'
 */
export function formatMoney(
  amount: number | null | undefined,
  locale: string,
  options: FormatMoneyOptions = {},
): string {
  if (!isFiniteNumber(amount)) return NOT_A_NUMBER_TEXT;
  const {
    currencyLabel = USDT_LABEL,
    minimumFractionDigits = USDT_MIN_FRACTION_DIGITS,
    maximumFractionDigits = USDT_MAX_FRACTION_DIGITS,
    compact = false,
    signDisplay = 'auto',
    kind = 'amount',
  } = options;
  const sign = intlSign(signDisplay);
  const min = kind === 'price' ? PRICE_FRACTION_DIGITS : minimumFractionDigits;
  const max =
    kind === 'price' ? PRICE_FRACTION_DIGITS : Math.max(minimumFractionDigits, maximumFractionDigits);
  const number = compact
    ? numberFormat(locale, { notation: 'compact', maximumFractionDigits: 2, signDisplay: sign }).format(
        amount,
      )
    : numberFormat(locale, {
        minimumFractionDigits: min,
        maximumFractionDigits: max,
        signDisplay: sign,
      }).format(amount);
  return currencyLabel ? `${number}\u00a0${currencyLabel}` : number;
}

/** Options of {@link formatNumber}. */
export interface FormatNumberOptions {
  /** @default 0 */
  minimumFractionDigits?: number;
  /** @default 2 */
  maximumFractionDigits?: number;
  /** @default 'auto' */
  signDisplay?: SignDisplay;
}

/**
 * Formats a count or measure with the locale's grouping and decimal separators.
 *
 * @example formatNumber(1234567, 'en') // '1,234,567'
 */
export function formatNumber(
  value: number | null | undefined,
  locale: string,
  options: FormatNumberOptions = {},
): string {
  if (!isFiniteNumber(value)) return NOT_A_NUMBER_TEXT;
  const { minimumFractionDigits = 0, maximumFractionDigits = 2, signDisplay = 'auto' } = options;
  return numberFormat(locale, {
    minimumFractionDigits,
    maximumFractionDigits: Math.max(minimumFractionDigits, maximumFractionDigits),
    signDisplay: intlSign(signDisplay),
  }).format(value);
}

/**
 * Formats a large number compactly in the locale's own units: `12.3K` in English, `12,3 тыс.` in Russian,
 * `1.2万` in Chinese (which groups by ten thousands).
 */
export function formatCompactNumber(value: number | null | undefined, locale: string): string {
  if (!isFiniteNumber(value)) return NOT_A_NUMBER_TEXT;
  return numberFormat(locale, { notation: 'compact', maximumFractionDigits: 1 }).format(value);
}

/**
 * Formats a ratio as a percentage: `0.0123` is `1.23%`. The domain's ctr is already the server percent divided by
 * 100 (a ratio), so it goes here unchanged.
 *
 * @param fractionDigits decimals shown, at most; trailing zeros are kept so a column of percentages lines up.
 */
export function formatPercent(
  ratio: number | null | undefined,
  locale: string,
  fractionDigits = 2,
  signDisplay: SignDisplay = 'auto',
): string {
  if (!isFiniteNumber(ratio)) return NOT_A_NUMBER_TEXT;
  return numberFormat(locale, {
    style: 'percent',
    minimumFractionDigits: fractionDigits,
    maximumFractionDigits: fractionDigits,
    signDisplay: intlSign(signDisplay),
  }).format(ratio);
}

/** Formats a click-through rate (a ratio, e.g. `0.0123`) as a percentage with two decimals: `1.23%`. */
export function formatCtr(ctr: number | null | undefined, locale: string): string {
  return formatPercent(ctr, locale, 2);
}

const BYTE_UNITS = ['byte', 'kilobyte', 'megabyte', 'gigabyte'] as const;

/**
 * Formats a file size in the locale's units, in the largest unit the size reaches, binary steps (1 KB = 1024
 * bytes, as upload limits are written): `139 bytes`, `200 kB`, `50 MB`; `200 кБ`, `50 МБ`; `139字节`. The one
 * place a size is written (upload limits, picked files), so units never differ between two places. Bytes are
 * spelled out (`bytes`, `байт`, `字节`): Intl's short form of a byte is `byte` in English and a bare `B` in
 * Chinese.
 */
export function formatBytes(bytes: number | null | undefined, locale: string): string {
  if (!isFiniteNumber(bytes)) return NOT_A_NUMBER_TEXT;
  let value = Math.abs(bytes);
  let unit = 0;
  while (value >= 1024 && unit < BYTE_UNITS.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return numberFormat(locale, {
    style: 'unit',
    unit: BYTE_UNITS[unit],
    unitDisplay: unit === 0 ? 'long' : 'short',
    maximumFractionDigits: value < 10 && unit > 0 ? 1 : 0,
  }).format(Math.sign(bytes) * value);
}
