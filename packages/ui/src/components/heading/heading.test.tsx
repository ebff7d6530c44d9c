import { render, screen } from '@testing-library/react';
import { createRef } from 'react';
import { describe, expect, it } from 'vitest';
import { Heading } from './heading';

describe('Heading', () => {
  it('renders the element of its level with the default size of that level', () => {
    render(<Heading level={3}>Targeting</Heading>);
    const heading = screen.getByRole('heading', { level: 3, name: 'Targeting' });
    expect(heading.tagName).toBe('H3');
    expect(heading.dataset.size).toBe('md');
  });

  it('is an h2 by default and keeps a chosen size whatever the level', () => {
    const ref = createRef<HTMLHeadingElement>();
    render(
      <Heading ref={ref} size="2xl" id="t">
        Wallet
      </Heading>,
    );
    expect(ref.current?.tagName).toBe('H2');
    expect(ref.current?.dataset.size).toBe('2xl');
    expect(ref.current?.id).toBe('t');
  });
});
