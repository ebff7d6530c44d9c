import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { StatCard } from './stat-card';

describe('StatCard', () => {
  it('pairs the label with the value and says the direction of the change', () => {
    render(<StatCard label="Clicks" value="1,204" delta={-0.25} deltaContext="vs last week" />);
    expect(screen.getByRole('term').textContent).toBe('Clicks');
    const [value, delta] = screen.getAllByRole('definition');
    expect(value?.textContent).toBe('1,204');
    expect(delta?.textContent).toBe('▼Down25.0%vs last week');
    expect(delta?.getAttribute('data-tone')).toBe('bad');
  });

  it('colours a fall as good news when lower is better', () => {
    render(<StatCard label="CPM" value="1.20" delta={-0.1} better="lower" />);
    expect(screen.getAllByRole('definition')[1]?.getAttribute('data-tone')).toBe('good');
  });

  it('leaves a change uncoloured when it is neither good nor bad news', () => {
    render(<StatCard label="Spent" value="12.00 USDT" delta={0.4} better="neither" />);
    expect(screen.getAllByRole('definition')[1]?.getAttribute('data-tone')).toBe('neutral');
  });

  it('shows no delta when there is none', () => {
    render(<StatCard label="Balance" value="12.00 USDT" />);
    expect(screen.getAllByRole('definition')).toHaveLength(1);
  });
});
