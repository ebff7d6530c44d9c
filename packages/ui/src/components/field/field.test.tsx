import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Input } from '../input/input';
import { Field } from './field';
import { useFieldControl } from './field-context';

function CustomControl(props: { id?: string }) {
  const wired = useFieldControl(props);
  return <div role="combobox" aria-expanded="false" aria-controls="x" tabIndex={0} {...wired} />;
}

describe('Field', () => {
  it('names the control by its label and describes it by error then hint', () => {
    render(
      <Field label="Budget" hint="In USDT" error="Too low" required>
        <Input />
      </Field>,
    );
    const input = screen.getByRole('textbox', { name: 'Budget' });
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(input.getAttribute('aria-required')).toBe('true');
    const ids = input.getAttribute('aria-describedby')!.split(' ');
    expect(ids.map((id) => document.getElementById(id)?.textContent)).toEqual(['Too low', 'In USDT']);
  });

  it('keeps the control own id and description, adding the field ones', () => {
    render(
      <>
        <p id="extra">Extra</p>
        <Field label="Budget" hint="In USDT" controlId="budget">
          <Input aria-describedby="extra" />
        </Field>
      </>,
    );
    const input = screen.getByRole('textbox', { name: 'Budget' });
    expect(input.id).toBe('budget');
    expect(input.getAttribute('aria-describedby')).toMatch(/^extra /);
    expect(input.hasAttribute('aria-invalid')).toBe(false);
  });

  it('wires custom controls through useFieldControl', () => {
    render(
      <Field label="Country" disabled>
        <CustomControl />
      </Field>,
    );
    expect(screen.getByRole('combobox', { name: 'Country' })).toBeTruthy();
  });

  it('leaves a control alone outside a field', () => {
    render(<Input aria-label="Search" />);
    const input = screen.getByRole('textbox', { name: 'Search' });
    expect(input.hasAttribute('aria-describedby')).toBe(false);
  });
});
