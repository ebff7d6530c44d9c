import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { VisuallyHidden } from './visually-hidden';

describe('VisuallyHidden', () => {
  it('draws the element asked for, named in the accessibility tree', () => {
    render(
      <fieldset>
        <VisuallyHidden as="legend">Budget</VisuallyHidden>
      </fieldset>,
    );
    expect(screen.getByRole('group', { name: 'Budget' })).toBeTruthy();
    expect(screen.getByText('Budget').tagName).toBe('LEGEND');
  });
});
