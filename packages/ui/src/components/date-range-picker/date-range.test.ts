import { describe, expect, it } from 'vitest';
import { addDays, matchPreset, normalizeRange, presetRange, todayIn } from './date-range';

describe('day arithmetic', () => {
  it('crosses months, years and leap days', () => {
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(addDays('2024-03-01', -1)).toBe('2024-02-29');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
  });

  it("takes today in the account's time zone, not the browser's", () => {
    const moment = Date.UTC(2026, 2, 5, 22, 30); // 22:30 UTC on 5 March
    expect(todayIn('UTC', moment)).toBe('2026-03-05');
    expect(todayIn('Europe/Moscow', moment)).toBe('2026-03-06');
    expect(todayIn('America/New_York', moment)).toBe('2026-03-05');
  });

  it("reads UTC and the browser's zone from the date itself, as the formatter would", () => {
    const intl = (timeZone: string | undefined, moment: number) =>
      new Intl.DateTimeFormat('en-CA', {
        ...(timeZone ? { timeZone } : {}),
        year: 'numeric',
        month: '2-digit',
        day: '2-digit',
      }).format(moment);
    for (const moment of [
      Date.UTC(2026, 2, 5, 22, 30),
      Date.UTC(2024, 1, 29, 0, 0),
      Date.UTC(2027, 0, 1, 23, 59),
    ]) {
      expect(todayIn('UTC', moment)).toBe(intl('UTC', moment));
      expect(todayIn('Etc/UTC', moment)).toBe(intl('UTC', moment));
      expect(todayIn(undefined, moment)).toBe(intl(undefined, moment));
    }
  });
});

describe('presets', () => {
  const today = '2026-03-05';
  it.each([
    ['today', '2026-03-05', '2026-03-05'],
    ['yesterday', '2026-03-04', '2026-03-04'],
    ['last7Days', '2026-02-27', '2026-03-05'],
    ['last30Days', '2026-02-04', '2026-03-05'],
    ['thisMonth', '2026-03-01', '2026-03-05'],
    ['lastMonth', '2026-02-01', '2026-02-28'],
  ] as const)('%s is %s to %s', (preset, from, to) => {
    expect(presetRange(preset, today)).toEqual({ from, to });
    expect(matchPreset({ from, to }, today)).toBe(preset);
  });

  it('says "custom" (null) for any other range and orders reversed ends', () => {
    expect(matchPreset({ from: '2026-01-10', to: '2026-01-20' }, today)).toBeNull();
    expect(normalizeRange({ from: '2026-01-20', to: '2026-01-10' })).toEqual({
      from: '2026-01-10',
      to: '2026-01-20',
    });
    expect(normalizeRange({ from: 'soon', to: '2026-01-10' })).toBeNull();
  });
});
