import { act, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Tooltip } from './tooltip';

// Radix measures the trigger; jsdom has no ResizeObserver.
vi.stubGlobal(
  'ResizeObserver',
  class {
    observe() {}
    unobserve() {}
    disconnect() {}
  },
);

describe('Tooltip', () => {
  it('works without a provider set up by the host, and reports open changes', async () => {
    const onOpenChange = vi.fn();
    render(
      <Tooltip content="Hint" onOpenChange={onOpenChange} delayDuration={0}>
        <button type="button">Trigger</button>
      </Tooltip>,
    );
    await act(async () => screen.getByRole('button', { name: 'Trigger' }).focus());
    expect(onOpenChange).toHaveBeenCalledWith(true);
    expect((await screen.findByRole('tooltip')).textContent).toBe('Hint');
  });
});
