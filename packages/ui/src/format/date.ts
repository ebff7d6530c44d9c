import { dateFormat } from './intl-cache';
import { NOT_A_NUMBER_TEXT } from './number';

/** Anything a date formatter accepts: a Date, epoch milliseconds, or an ISO string. */
export type DateInput = Date | number | string;

function toDate(value: DateInput | null | undefined): Date | null {
  if (value === null || value === undefined) return null;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** Options shared by the date formatters. */
export interface FormatDateOptions {
  /** IANA time zone to show the date in. @default the browser's zone */
  timeZone?: string;
}

function zoned(
  options: Intl.DateTimeFormatOptions,
  timeZone: string | undefined,
): Intl.DateTimeFormatOptions {
  return timeZone ? { ...options, timeZone } : options;
}

const DATE: Intl.DateTimeFormatOptions = { year: 'numeric', month: 'short', day: 'numeric' };
const DATE_TIME: Intl.DateTimeFormatOptions = { ...DATE, hour: '2-digit', minute: '2-digit' };

/**
 * Keeps a year with its unit: Russian writes `2026 г.`, and a line that breaks between them leaves `г.` alone on
 * the next line of a narrow cell.
 */
function keepYearUnit(text: string): string {
  return text.replace(/(\d) (г\.)/g, '$1\u00a0$2');
}

function formatWith(
  pattern: Intl.DateTimeFormatOptions,
  value: DateInput | null | undefined,
  locale: string,
  { timeZone }: FormatDateOptions,
): string {
  const date = toDate(value);
  return date ? keepYearUnit(dateFormat(locale, zoned(pattern, timeZone)).format(date)) : NOT_A_NUMBER_TEXT;
}

/** Formats a calendar date by locale: `Mar 5, 2026`, `5 мар. 2026\u00a0г.` (the year never parts from its unit), `2026年3月5日`. */
export function formatDate(
  value: DateInput | null | undefined,
  locale: string,
  options: FormatDateOptions = {},
): string {
  return formatWith(DATE, value, locale, options);
}

/** Formats a moment by locale with hours and minutes. */
export function formatDateTime(
  value: DateInput | null | undefined,
  locale: string,
  options: FormatDateOptions = {},
): string {
  return formatWith(DATE_TIME, value, locale, options);
}

/**
 * Formats a range of days the way the locale writes ranges, collapsing what both ends share
 * (`Mar 1 – 7, 2026` rather than `Mar 1, 2026 – Mar 7, 2026`).
 */
export function formatDateRange(
  from: DateInput | null | undefined,
  to: DateInput | null | undefined,
  locale: string,
  options: FormatDateOptions = {},
): string {
  const start = toDate(from);
  const end = toDate(to) ?? start;
  if (!start || !end) return NOT_A_NUMBER_TEXT;
  return keepYearUnit(dateFormat(locale, zoned(DATE, options.timeZone)).formatRange(start, end));
}

/** The browser's own IANA time zone (`Europe/Moscow`), or `UTC` where the runtime does not say. */
export function localTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
}

/**
 * Names a time zone for people: its IANA id and its current offset, `Europe/Moscow (GMT+3)`. The id stays in
 * because an offset alone hides daylight saving changes.
 */
export function formatTimeZone(timeZone: string, locale: string, at: DateInput = Date.now()): string {
  const date = toDate(at) ?? new Date();
  const offset = dateFormat(locale, { timeZone, timeZoneName: 'shortOffset' })
    .formatToParts(date)
    .find((part) => part.type === 'timeZoneName')?.value;
  return offset ? `${timeZone} (${offset})` : timeZone;
}
