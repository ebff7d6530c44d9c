import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Switch } from './switch';

describe('Switch', () => {
  it('is a switch that reports its new state', async () => {
    const onCheckedChange = vi.fn();
    render(<Switch label="Archived" onCheckedChange={onCheckedChange} />);
    await userEvent.click(screen.getByRole('switch', { name: 'Archived' }));
    expect(onCheckedChange).toHaveBeenCalledWith(true);
  });

  it('can be named by aria-label when it has no visible label', () => {
    render(<Switch aria-label="Dark mode" />);
    expect(screen.getByRole('switch', { name: 'Dark mode' })).toBeTruthy();
  });
});
