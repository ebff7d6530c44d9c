import { describe, expect, it } from 'vitest';
import {
  previousRange,
  rangeDays,
  relativeChange,
  searchFromStatsState,
  statsStateFromSearch,
} from './statistics';

const today = '2026-03-10';

describe('statistics state in the URL', () => {
  it('opens on the last 7 days, DATE, impressions, all campaigns, with a clean URL', () => {
    const state = statsStateFromSearch(new URLSearchParams(), today);
    expect(state).toEqual({
      range: { from: '2026-03-04', to: '2026-03-10' },
      slice: 'DATE',
      metric: 'impressions',
      campaigns: null,
    });
    expect(searchFromStatsState(state, today).toString()).toBe('');
  });

  it('reads and writes a chosen state, keeping parameters it does not own', () => {
    const params = new URLSearchParams(
      'uid=7&from=2026-01-01&to=2026-01-31&slice=COUNTRY&metric=ctr&campaigns=3,9,3',
    );
    const state = statsStateFromSearch(params, today);
    expect(state).toEqual({
      range: { from: '2026-01-01', to: '2026-01-31' },
      slice: 'COUNTRY',
      metric: 'ctr',
      campaigns: [3, 9],
    });
    expect(searchFromStatsState(state, today, params).toString()).toBe(
      'uid=7&from=2026-01-01&to=2026-01-31&slice=COUNTRY&metric=ctr&campaigns=3%2C9',
    );
  });

  it('falls back to defaults on bad values: reversed or too long ranges, unknown slices, junk ids', () => {
    const bad = statsStateFromSearch(
      new URLSearchParams('from=2026-02-30&to=2026-03-01&slice=USER&metric=roi&campaigns=x,-1,0'),
      today,
    );
    expect(bad).toEqual(statsStateFromSearch(new URLSearchParams(), today));
    expect(statsStateFromSearch(new URLSearchParams('from=2026-03-05&to=2026-03-01'), today).range.to).toBe(
      today,
    );
    // 367 days is more than one statistics call covers.
    expect(statsStateFromSearch(new URLSearchParams('from=2025-03-08&to=2026-03-09'), today).range.to).toBe(
      today,
    );
    expect(statsStateFromSearch(new URLSearchParams('from=2025-03-09&to=2026-03-09'), today).range.from).toBe(
      '2025-03-09',
    );
  });
});

describe('the previous period', () => {
  it('is as long as the range and ends the day before it', () => {
    expect(previousRange({ from: '2026-03-04', to: '2026-03-10' })).toEqual({
      from: '2026-02-25',
      to: '2026-03-03',
    });
    expect(previousRange({ from: '2026-03-01', to: '2026-03-01' })).toEqual({
      from: '2026-02-28',
      to: '2026-02-28',
    });
    expect(rangeDays({ from: '2025-03-11', to: '2026-03-10' })).toBe(365);
  });

  it('gives the relative change, none against zero', () => {
    expect(relativeChange(120, 100)).toBeCloseTo(0.2);
    expect(relativeChange(50, 100)).toBeCloseTo(-0.5);
    expect(relativeChange(5, 0)).toBeNull();
  });
});
