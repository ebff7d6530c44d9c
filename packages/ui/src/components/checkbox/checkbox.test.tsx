import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Field } from '../field/field';
import { Checkbox } from './checkbox';

describe('Checkbox', () => {
  it('reports the new state through onCheckedChange and onChange', async () => {
    const onCheckedChange = vi.fn();
    const onChange = vi.fn();
    render(<Checkbox label="VPN" onCheckedChange={onCheckedChange} onChange={onChange} />);
    await userEvent.click(screen.getByRole('checkbox', { name: 'VPN' }));
    expect(onCheckedChange).toHaveBeenCalledWith(true);
    expect(onChange).toHaveBeenCalledTimes(1);
  });

  it('sets the indeterminate DOM property, which has no attribute', () => {
    const ref = createRef<HTMLInputElement>();
    const { rerender } = render(<Checkbox ref={ref} label="All" indeterminate />);
    expect(ref.current?.indeterminate).toBe(true);
    rerender(<Checkbox ref={ref} label="All" />);
    expect(ref.current?.indeterminate).toBe(false);
  });

  it('keeps its own label inside a field, and takes the field error as description', () => {
    render(
      <Field label="Terms" error="Required">
        <Checkbox label="I accept" />
      </Field>,
    );
    const box = screen.getByRole('checkbox', { name: 'I accept' });
    expect(box.getAttribute('aria-invalid')).toBe('true');
  });
});
