/**
 * Calendar-day arithmetic for the date-range picker. Days are ISO strings (`2026-03-05`), not Dates: a day of
 * statistics is a day in the account's time zone, and a Date would drag the browser's zone into every
 * comparison. "Today" is computed in the given zone, so a user in Vladivostok looking at a Moscow account sees
 * Moscow's today.
 */
import { dateFormat } from '../../format/intl-cache';

/** A calendar day, `YYYY-MM-DD`. */
export type IsoDay = string;

/** A range of days, both ends included. */
export interface DayRange {
  from: IsoDay;
  to: IsoDay;
}

/** The quick choices, in the order they are offered. `custom` is whatever the calendar picks. */
export const dateRangePresets = [
  'today',
  'yesterday',
  'last7Days',
  'last30Days',
  'thisMonth',
  'lastMonth',
] as const;
export type DateRangePreset = (typeof dateRangePresets)[number];

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Milliseconds of UTC midnight of a day; the arithmetic below runs in UTC, where every day has 24 hours. */
export function dayToUtc(day: IsoDay): number {
  const match = ISO_DAY.exec(day);
  if (!match) return Number.NaN;
  return Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
}

function utcToDay(ms: number): IsoDay {
  return new Date(ms).toISOString().slice(0, 10);
}

/** The day `n` days after (or before, when negative) `day`. */
export function addDays(day: IsoDay, n: number): IsoDay {
  return utcToDay(dayToUtc(day) + n * 86_400_000);
}

/**
 * Today in the given IANA time zone (the browser's when omitted). Pages ask it on every render: UTC and the
 * browser's own zone are read from the `Date` itself, and any other zone's formatter is built once (`dateFormat`'s
 * cache). The first `Intl` formatter of a page is what costs (15-40 ms of the main thread: the engine's and ICU's
 * set-up), so a statistics page counted in UTC no longer pays it in its first render.
 */
export function todayIn(timeZone: string | undefined, now: Date | number = Date.now()): IsoDay {
  const date = new Date(now);
  if (timeZone === 'UTC' || timeZone === 'Etc/UTC') return date.toISOString().slice(0, 10);
  if (!timeZone) {
    const two = (n: number) => String(n).padStart(2, '0');
    return `${String(date.getFullYear()).padStart(4, '0')}-${two(date.getMonth() + 1)}-${two(date.getDate())}`;
  }
  // en-CA writes dates as YYYY-MM-DD.
  return dateFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
}

/** The range a preset means on a given today. */
export function presetRange(preset: DateRangePreset, today: IsoDay): DayRange {
  const firstOfMonth = `${today.slice(0, 8)}01`;
  switch (preset) {
    case 'today':
      return { from: today, to: today };
    case 'yesterday': {
      const yesterday = addDays(today, -1);
      return { from: yesterday, to: yesterday };
    }
    case 'last7Days':
      return { from: addDays(today, -6), to: today };
    case 'last30Days':
      return { from: addDays(today, -29), to: today };
    case 'thisMonth':
      return { from: firstOfMonth, to: today };
    case 'lastMonth': {
      const lastOfPrevious = addDays(firstOfMonth, -1);
      return { from: `${lastOfPrevious.slice(0, 8)}01`, to: lastOfPrevious };
    }
  }
}

/** The preset a range equals today, if any (so the picker can show which quick choice is active). */
export function matchPreset(range: DayRange | null | undefined, today: IsoDay): DateRangePreset | null {
  if (!range) return null;
  return (
    dateRangePresets.find((preset) => {
      const candidate = presetRange(preset, today);
      return candidate.from === range.from && candidate.to === range.to;
    }) ?? null
  );
}

/** A day as a local Date at midnight, the form the calendar widget works in. */
export function dayToLocalDate(day: IsoDay): Date {
  const [y, m, d] = day.split('-').map(Number);
  return new Date(y ?? 1970, (m ?? 1) - 1, d ?? 1);
}

/** A local Date (from the calendar) back to its day. */
export function localDateToDay(date: Date): IsoDay {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** Puts the ends in order and checks that both are real days. */
export function normalizeRange(range: DayRange): DayRange | null {
  const from = dayToUtc(range.from);
  const to = dayToUtc(range.to);
  if (Number.isNaN(from) || Number.isNaN(to)) return null;
  return from <= to ? range : { from: range.to, to: range.from };
}
