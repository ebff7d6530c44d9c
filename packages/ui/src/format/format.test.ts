import { describe, expect, it } from 'vitest';
import {
  formatBytes,
  formatCompactNumber,
  formatCtr,
  formatDate,
  formatDateRange,
  formatDateTime,
  formatMoney,
  formatNumber,
  formatPercent,
  formatTimeZone,
} from './index';

const NBSP = '\u00a0';

describe('formatMoney (USDT)', () => {
  it('shows at least two decimals, so whole amounts read as money', () => {
    expect(formatMoney(1234.5, 'en')).toBe(`1,234.50${NBSP}USDT`);
    expect(formatMoney(200, 'en')).toBe(`200.00${NBSP}USDT`);
  });

  it('keeps up to six decimals (USDT precision) and rounds beyond them', () => {
    expect(formatMoney(0.000123, 'en')).toBe(`0.000123${NBSP}USDT`);
    expect(formatMoney(1.1234567, 'en')).toBe(`1.123457${NBSP}USDT`);
  });

  it("uses the locale's separators", () => {
    // Russian groups with a no-break space and uses a decimal comma.
    expect(formatMoney(1234.5, 'ru')).toBe(`1${NBSP}234,50${NBSP}USDT`);
    expect(formatMoney(1234.5, 'zh-CN')).toBe(`1,234.50${NBSP}USDT`);
  });

  it('signs deltas when asked and shows a dash for a missing amount', () => {
    expect(formatMoney(12, 'en', { signDisplay: 'exceptZero' })).toBe(`+12.00${NBSP}USDT`);
    expect(formatMoney(Number.NaN, 'en')).toBe('—');
    expect(formatMoney(undefined, 'en')).toBe('—');
  });

  it('writes large budgets compactly when asked', () => {
    expect(formatMoney(12_345, 'en', { compact: true })).toBe(`12.35K${NBSP}USDT`);
  });
});

describe('numbers', () => {
  it('groups thousands by locale', () => {
    expect(formatNumber(1_234_567, 'en')).toBe('1,234,567');
    expect(formatNumber(1_234_567, 'ru')).toBe(`1${NBSP}234${NBSP}567`);
  });

  it("compacts in each locale's own units", () => {
    expect(formatCompactNumber(12_345, 'en')).toBe('12.3K');
    expect(formatCompactNumber(1_200_000, 'en')).toBe('1.2M');
    expect(formatCompactNumber(12_345, 'ru')).toBe(`12,3${NBSP}тыс.`);
    // Chinese counts in ten thousands (万), not thousands.
    expect(formatCompactNumber(12_345, 'zh-CN')).toBe('1.2万');
  });
});

describe('percent and ctr', () => {
  it('shows ctr (a ratio: server percent / 100) as a percentage with two decimals', () => {
    expect(formatCtr(0.0123, 'en')).toBe('1.23%');
    expect(formatCtr(0.5, 'en')).toBe('50.00%');
    expect(formatCtr(0.0123, 'ru')).toBe(`1,23${NBSP}%`);
  });

  it('signs percentage deltas', () => {
    expect(formatPercent(-0.054, 'en', 1, 'exceptZero')).toBe('-5.4%');
    expect(formatPercent(0.12, 'en', 0, 'exceptZero')).toBe('+12%');
  });
});

describe('dates', () => {
  it('formats a day in the given time zone and locale', () => {
    const moment = Date.UTC(2026, 2, 5, 22, 30); // 5 March 22:30 UTC is already 6 March in Moscow
    expect(formatDate(moment, 'en', { timeZone: 'UTC' })).toBe('Mar 5, 2026');
    expect(formatDate(moment, 'en', { timeZone: 'Europe/Moscow' })).toBe('Mar 6, 2026');
    expect(formatDate(moment, 'zh-CN', { timeZone: 'UTC' })).toBe('2026年3月5日');
    expect(formatDate('not a date', 'en')).toBe('—');
  });

  it("writes a moment with hours and minutes, never seconds (the draft banner, the cabinet's dates)", () => {
    const moment = Date.UTC(2026, 2, 5, 14, 7, 33);
    expect(formatDateTime(moment, 'en', { timeZone: 'UTC' })).toBe('Mar 5, 2026, 02:07 PM');
    expect(formatDateTime(moment, 'ru', { timeZone: 'UTC' })).toBe('5 мар. 2026\u00a0г., 14:07');
    expect(formatDateTime(moment, 'zh-CN', { timeZone: 'UTC' })).toBe('2026年3月5日 14:07');
  });

  it('collapses the shared parts of a range', () => {
    // ICU puts thin spaces around the dash; the exact space is ICU's business.
    expect(formatDateRange(Date.UTC(2026, 2, 1), Date.UTC(2026, 2, 7), 'en', { timeZone: 'UTC' })).toMatch(
      /^Mar 1\s–\s7, 2026$/,
    );
    // Whichever no-break space ICU or the formatter puts there, the year keeps its unit.
    expect(formatDateRange(Date.UTC(2026, 2, 1), Date.UTC(2026, 2, 7), 'ru', { timeZone: 'UTC' })).toMatch(
      /^1–7 мар\. 2026[\u00a0\u202f]г\.$/,
    );
  });

  it('names a time zone with its id and offset', () => {
    expect(formatTimeZone('Europe/Moscow', 'en', Date.UTC(2026, 0, 1))).toBe('Europe/Moscow (GMT+3)');
    expect(formatTimeZone('UTC', 'en', Date.UTC(2026, 0, 1))).toMatch(/^UTC \(GMT(\+0)?\)$/);
  });
});

describe('formatBytes', () => {
  it('writes a size in the largest unit it reaches, in binary steps', () => {
    expect(formatBytes(139, 'en')).toBe('139 bytes');
    expect(formatBytes(200 * 1024, 'en')).toBe('200 kB');
    // An upload limit of 50 MB, not "51,200 KB".
    expect(formatBytes(50 * 1024 * 1024, 'en')).toBe('50 MB');
    expect(formatBytes(1.5 * 1024 * 1024, 'en')).toBe('1.5 MB');
  });

  it("uses the locale's units", () => {
    expect(formatBytes(139, 'ru')).toBe('139 байт');
    expect(formatBytes(200 * 1024, 'ru')).toBe('200 кБ');
    expect(formatBytes(1.5 * 1024 * 1024, 'ru')).toBe('1,5 МБ');
    expect(formatBytes(139, 'zh-CN')).toBe('139字节');
    expect(formatBytes(200 * 1024, 'zh-CN')).toBe('200 kB');
    expect(formatBytes(50 * 1024 * 1024, 'zh-CN')).toBe('50 MB');
  });
});

describe('prices (cpm, cpc)', () => {
  it('always have four decimals, so a column of them lines up', () => {
    expect(formatMoney(0.827, 'en', { kind: 'price' })).toBe(`0.8270${NBSP}USDT`);
    expect(formatMoney(0.8188, 'en', { kind: 'price' })).toBe(`0.8188${NBSP}USDT`);
    expect(formatMoney(0.8, 'en', { kind: 'price' })).toBe(`0.8000${NBSP}USDT`);
    expect(formatMoney(0.12345, 'en', { kind: 'price' })).toBe(`0.1235${NBSP}USDT`);
    expect(formatMoney(0.827, 'ru', { kind: 'price' })).toBe(`0,8270${NBSP}USDT`);
    expect(formatMoney(0.827, 'zh-CN', { kind: 'price' })).toBe(`0.8270${NBSP}USDT`);
  });
});

describe('no change has no sign', () => {
  it('writes a negative that rounds to zero without a minus', () => {
    expect(formatPercent(-0.00001, 'en', 1)).toBe('0.0%');
    expect(formatPercent(-0.00001, 'ru', 1)).toBe(`0,0${NBSP}%`);
    expect(formatPercent(-0.00001, 'zh-CN', 1)).toBe('0.0%');
    expect(formatPercent(-0, 'en', 1)).toBe('0.0%');
    expect(formatNumber(-0.001, 'en')).toBe('0');
    expect(formatMoney(-0.0000001, 'en')).toBe(`0.00${NBSP}USDT`);
  });

  it('keeps the minus of a real fall', () => {
    expect(formatPercent(-0.054, 'en', 1)).toBe('-5.4%');
    expect(formatPercent(-0.054, 'ru', 1)).toBe(`-5,4${NBSP}%`);
    expect(formatPercent(-0.054, 'zh-CN', 1)).toBe('-5.4%');
  });
});
