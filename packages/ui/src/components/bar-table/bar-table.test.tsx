import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BarTable, safeHref, safeIconSrc, sortBarRows, type BarTableRow } from './bar-table';

const rows: BarTableRow[] = [
  { id: 'a', name: 'Beta', values: { impressions: 10, clicks: 5 } },
  { id: 'b', name: 'Alpha', values: { impressions: 10, clicks: 9 } },
  { id: 'c', name: 'Gamma', values: { impressions: 30, clicks: null } },
  { id: 'd', name: 'Delta', values: { impressions: 0 } },
];

describe('BarTable', () => {
  it('orders rows by the metric, largest first, ties by name, missing figures last', () => {
    expect(sortBarRows(rows, 'impressions').map((r) => r.id)).toEqual(['c', 'b', 'a', 'd']);
    expect(sortBarRows(rows, 'clicks').map((r) => r.id)).toEqual(['b', 'a', 'd', 'c']);
  });

  it('draws a bar against the largest row in the chosen column only', () => {
    render(
      <BarTable caption="By slice" rows={rows} metric="impressions" metrics={['impressions', 'clicks']} />,
    );
    const table = screen.getByRole('table', { name: 'By slice' });
    const bars = table.querySelectorAll<HTMLElement>('.adn-BarTable-bar');
    expect([...bars].map((b) => b.getAttribute('style'))).toEqual(
      ['100%', '33.33%', '33.33%', '0%'].map((w) => `inline-size: ${w};`),
    );
    expect(within(table).getAllByRole('row')[1]?.textContent).toBe('Gamma30—');
  });

  it('lets only https links and safe images through', () => {
    expect(safeHref('https://t.me/x')).toBe('https://t.me/x');
    expect(safeHref('http://t.me/x')).toBeUndefined();
    expect(safeHref('javascript:alert(1)')).toBeUndefined();
    expect(safeIconSrc('/api/public/files/a.png')).toBe('/api/public/files/a.png');
    expect(safeIconSrc('//evil.example/a.png')).toBeUndefined();
    expect(safeIconSrc('/\\evil.example/a.png')).toBeUndefined();
    expect(safeIconSrc('data:image/svg+xml;base64,PHN2Zz4=')).toBeUndefined();
    expect(safeIconSrc('https://cdn.example/a.png')).toBe('https://cdn.example/a.png');
  });
});
