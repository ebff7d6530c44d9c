import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Spinner } from './spinner';

describe('Spinner', () => {
  it('is a status that screen readers announce with its label', () => {
    render(<Spinner label="Uploading" />);
    expect(screen.getByRole('status').textContent).toBe('Uploading');
  });

  it('is hidden from assistive technology when decorative', () => {
    const { container } = render(<Spinner label={null} />);
    expect(screen.queryByRole('status')).toBeNull();
    expect(container.firstElementChild?.getAttribute('aria-hidden')).toBe('true');
  });
});
