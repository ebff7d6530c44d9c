import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Callout } from './callout';

describe('Callout', () => {
  it('has no live role unless asked: status when polite, alert when assertive', () => {
    const { rerender } = render(<Callout tone="danger">Declined</Callout>);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByRole('status')).toBeNull();
    rerender(
      <Callout tone="danger" announce="polite">
        Declined
      </Callout>,
    );
    expect(screen.getByRole('status').textContent).toBe('Declined');
    rerender(
      <Callout tone="info" announce="assertive">
        Declined
      </Callout>,
    );
    expect(screen.getByRole('alert').textContent).toBe('Declined');
  });

  it('shows the tone icon unless replaced or hidden with null', () => {
    const { container, rerender } = render(<Callout tone="warning">Low balance</Callout>);
    expect(container.querySelector('[data-slot="callout-icon"] svg')).not.toBeNull();
    rerender(
      <Callout tone="warning" icon={null}>
        Low balance
      </Callout>,
    );
    expect(container.querySelector('[data-slot="callout-icon"]')).toBeNull();
  });

  it('dismisses with a translated button', async () => {
    const onDismiss = vi.fn();
    render(
      <Callout title="Saved" onDismiss={onDismiss} labels={{ dismiss: 'Закрыть' }}>
        Done
      </Callout>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Закрыть' }));
    expect(onDismiss).toHaveBeenCalledTimes(1);
  });
});
