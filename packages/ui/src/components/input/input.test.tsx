import { render, screen } from '@testing-library/react';
import { createRef } from 'react';
import { describe, expect, it } from 'vitest';
import { Input } from './input';

describe('Input', () => {
  it('forwards its ref and native props to the <input>, the class to the input and the box separately', () => {
    const ref = createRef<HTMLInputElement>();
    render(<Input ref={ref} aria-label="Budget" className="mine" wrapperClassName="box" maxLength={5} />);
    const input = screen.getByRole('textbox', { name: 'Budget' });
    expect(ref.current).toBe(input);
    expect(input.className).toContain('mine');
    expect(input.getAttribute('maxlength')).toBe('5');
    expect(input.parentElement?.className).toContain('box');
  });

  it('marks the box invalid for styling when the input is invalid', () => {
    render(<Input aria-label="Budget" invalid />);
    const input = screen.getByRole('textbox');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(input.parentElement?.hasAttribute('data-invalid')).toBe(true);
  });
});
