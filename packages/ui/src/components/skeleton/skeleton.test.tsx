import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Skeleton } from './skeleton';

describe('Skeleton', () => {
  it('is hidden from assistive technology and sized by props', () => {
    const { container } = render(<Skeleton shape="rect" width={200} height="3rem" />);
    const el = container.firstElementChild as HTMLElement;
    expect(el.getAttribute('aria-hidden')).toBe('true');
    expect(el.style.inlineSize).toBe('200px');
    expect(el.style.blockSize).toBe('3rem');
  });

  it('draws a paragraph of lines', () => {
    const { container } = render(<Skeleton lines={4} />);
    expect(container.querySelectorAll('[data-slot="skeleton"]')).toHaveLength(4);
  });
});
