import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { IconButton } from './icon-button';

describe('IconButton', () => {
  it('is named by its required label and is a ghost neutral button by default', () => {
    render(<IconButton icon={<svg />} label="Delete" />);
    const button = screen.getByRole('button', { name: 'Delete' });
    expect(button.dataset).toMatchObject({ variant: 'ghost', tone: 'neutral', iconOnly: 'true' });
  });

  it('does not compile without a label', () => {
    // @ts-expect-error label is required
    const element = <IconButton icon={<svg />} />;
    expect(element).toBeTruthy();
  });
});
