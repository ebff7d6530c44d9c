import { describe, expect, it } from 'vitest';
import { formatAxisValue, formatMetricValue, plotScales, toTimeSeriesColumns } from './chart-model';

describe('toTimeSeriesColumns', () => {
  it('sorts rows by date, converts to seconds and keeps gaps as gaps', () => {
    const { xs, columns } = toTimeSeriesColumns(
      [
        { date: '2026-03-02T00:00:00Z', impressions: 20, clicks: null },
        { date: Date.UTC(2026, 2, 1), impressions: 10, clicks: 1 },
        { date: 'not a date', impressions: 99 },
      ],
      ['impressions', 'clicks'],
    );
    expect(xs).toEqual([Date.UTC(2026, 2, 1) / 1000, Date.UTC(2026, 2, 2) / 1000]);
    expect(columns).toEqual([
      [10, 20],
      [1, null],
    ]);
  });
});

describe('metric formatting', () => {
  it('formats each metric in its unit', () => {
    expect(formatMetricValue('impressions', 12345, 'en')).toBe('12,345');
    expect(formatMetricValue('spent', 12.5, 'en')).toBe('12.50\u00a0USDT');
    expect(formatMetricValue('cpc', 0.12345, 'en')).toBe('0.1235\u00a0USDT');
    expect(formatMetricValue('ctr', 0.0123, 'en')).toBe('1.23%');
  });

  it('keeps axis ticks short', () => {
    expect(formatAxisValue('count', 25_000, 'en')).toBe('25K');
    expect(formatAxisValue('ratio', 0.015, 'en')).toBe('1.5%');
    expect(formatAxisValue('money', 0.25, 'en')).toBe('0.25');
  });

  it('draws each metric on its own scale, normalized from three metrics on', () => {
    expect(plotScales(['impressions', 'clicks'])).toEqual({
      normalized: false,
      axes: ['impressions', 'clicks'],
    });
    expect(plotScales(['impressions', 'clicks', 'spent'])).toEqual({ normalized: true, axes: ['%'] });
  });
});
