import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { copyToClipboard } from './clipboard';
import { CopyField } from './copy-field';

// jsdom has no Clipboard API: define one per test.
function setClipboard(clipboard: Partial<Clipboard>) {
  Object.defineProperty(navigator, 'clipboard', { configurable: true, value: clipboard });
}

afterEach(() => {
  delete (navigator as { clipboard?: unknown }).clipboard;
  vi.restoreAllMocks();
  vi.useRealTimers();
});

describe('copyToClipboard', () => {
  it('uses the Clipboard API when it is there', async () => {
    const writeText = vi.fn(async () => {});
    setClipboard({ writeText });
    await expect(copyToClipboard('abc')).resolves.toBe(true);
    expect(writeText).toHaveBeenCalledWith('abc');
  });

  it('falls back to execCommand when the Clipboard API refuses, and gives focus back', async () => {
    setClipboard({ writeText: () => Promise.reject(new Error('denied')) });
    const exec = vi.fn(() => true);
    document.execCommand = exec;
    const button = document.createElement('button');
    document.body.append(button);
    button.focus();
    await expect(copyToClipboard('abc')).resolves.toBe(true);
    expect(exec).toHaveBeenCalledWith('copy');
    expect(document.activeElement).toBe(button);
    expect(document.querySelector('textarea')).toBeNull();
    button.remove();
  });
});

describe('CopyField', () => {
  it('says Copied for the feedback duration, then Copy again', async () => {
    setClipboard({ writeText: async () => {} });
    const onCopy = vi.fn();
    render(<CopyField label="Token" value="t0k3n" onCopy={onCopy} feedbackDuration={2000} />);
    vi.useFakeTimers({ shouldAdvanceTime: true });
    await userEvent.click(screen.getByRole('button', { name: 'Copy' }));
    expect(await screen.findByRole('button', { name: 'Copied' })).toBeTruthy();
    expect(onCopy).toHaveBeenCalledTimes(1);
    await act(async () => vi.advanceTimersByTime(2000));
    expect(screen.getByRole('button', { name: 'Copy' })).toBeTruthy();
  });

  it('keeps a secret out of the DOM until revealed', async () => {
    const { container } = render(<CopyField label="Token" value="s3cr3t-value" secret />);
    expect(container.innerHTML).not.toContain('s3cr3t-value');
    await userEvent.click(screen.getByRole('button', { name: 'Show' }));
    expect((screen.getByRole('textbox', { name: 'Token' }) as HTMLInputElement).value).toBe('s3cr3t-value');
  });
});
