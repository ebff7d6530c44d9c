import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import {
  formatBytes,
  formatCompactNumber,
  formatDate,
  formatDateRange,
  formatDateTime,
  formatMoney,
  formatNumber,
  formatPercent,
} from '@adnet/ui';

/**
 * The design system's locale formatters bound to the current language, so pages write `fmt.money(x)` and a
 * language switch re-renders every figure and date in the new locale.
 */
export function useFormat() {
  const { i18n } = useTranslation();
  const locale = i18n.language;
  return useMemo(
    () => ({
      locale,
      money: (amount: number | null | undefined) => formatMoney(amount, locale),
      /** A price per unit (CPM, CPC): always with the same decimals, wherever it is shown. */
      price: (amount: number | null | undefined) => formatMoney(amount, locale, { kind: 'price' }),
      bytes: (size: number | null | undefined) => formatBytes(size, locale),
      number: (value: number | null | undefined) => formatNumber(value, locale),
      compact: (value: number | null | undefined) => formatCompactNumber(value, locale),
      percent: (fraction: number | null | undefined) => formatPercent(fraction, locale),
      date: (value: Date | number | string | null | undefined) => formatDate(value, locale),
      dateRange: (from: Date | number | string, to: Date | number | string) =>
        formatDateRange(from, to, locale),
      dateTime: (value: Date | number | string | null | undefined) => formatDateTime(value, locale),
    }),
    [locale],
  );
}

/**
 * A ratio (ctr: `0.0123`) as the screen shows it, in percent, rounded to the two decimals shown: `1.23`. A plain
 * number rather than the text `1.23%`, which spreadsheets read as a number only in some locales; the column's
 * header carries the `%`. Here, in the module every screen already loads,
 * rather than in csv-file.ts (loaded on the first export) or list-export.ts (which would bring the export hook
 * into the statistics panel).
 */
export function percentCell(ratio: number | null | undefined): number | null {
  if (typeof ratio !== 'number' || !Number.isFinite(ratio)) return null;
  return Math.round(ratio * 10_000) / 100;
}
