import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Badge, StatusBadge } from './badge';

describe('Badge', () => {
  it('reflects tone and variant for styling', () => {
    render(
      <Badge tone="danger" variant="solid">
        3
      </Badge>,
    );
    expect(screen.getByText('3').dataset).toMatchObject({ tone: 'danger', variant: 'solid' });
  });

  it('gives a status its text as the only accessible content', () => {
    render(<StatusBadge tone="success">Active</StatusBadge>);
    expect(screen.getByText('Active').textContent).toBe('Active');
  });
});
