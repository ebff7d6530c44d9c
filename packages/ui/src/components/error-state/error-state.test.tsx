import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ErrorState } from './error-state';

describe('ErrorState', () => {
  it('announces itself as an alert with the English defaults and retries', async () => {
    const onRetry = vi.fn();
    render(<ErrorState onRetry={onRetry} />);
    expect(screen.getByRole('alert').textContent).toContain('Something went wrong');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('takes partial translations and ignores retries while one runs', async () => {
    const onRetry = vi.fn();
    render(<ErrorState labels={{ retry: 'Повторить' }} onRetry={onRetry} retrying />);
    expect(screen.getByRole('alert').textContent).toContain('Please try again later.');
    await userEvent.click(screen.getByRole('button', { name: 'Повторить' }));
    expect(onRetry).not.toHaveBeenCalled();
  });
});
