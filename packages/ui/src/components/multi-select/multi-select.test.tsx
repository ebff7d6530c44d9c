import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Field } from '../field';
import { MultiSelect } from './multi-select';

const options = [
  { value: 'en', label: 'English' },
  { value: 'ru', label: 'Russian' },
  { value: 'kk', label: 'Kazakh' },
];

describe('MultiSelect', () => {
  it('follows a controlled value and reports removals to the host', async () => {
    const onValueChange = vi.fn();
    function Host() {
      const [value, setValue] = useState(['en', 'kk']);
      return (
        <MultiSelect
          aria-label="Languages"
          options={options}
          value={value}
          onValueChange={(v) => {
            onValueChange(v);
            setValue(v);
          }}
        />
      );
    }
    render(<Host />);
    await userEvent.click(screen.getByRole('button', { name: 'Remove English' }));
    expect(onValueChange).toHaveBeenCalledWith(['kk']);
    expect(screen.getByRole('list', { name: 'Selected' }).textContent).toBe('Kazakh');
    expect(screen.getByRole('combobox', { name: 'Languages' }).textContent).toBe('1 selected');
  });

  it('takes its name, description and invalid state from a Field', () => {
    render(
      <Field label="Languages" error="Pick at least one">
        <MultiSelect options={options} />
      </Field>,
    );
    const combo = screen.getByRole('combobox', { name: 'Languages' });
    expect(combo.getAttribute('aria-invalid')).toBe('true');
    expect(combo.getAttribute('aria-expanded')).toBe('false');
  });

  it('submits every chosen value under its name', () => {
    render(
      <form data-testid="form">
        <MultiSelect aria-label="Languages" name="lang" options={options} defaultValue={['ru', 'kk']} />
      </form>,
    );
    expect(new FormData(screen.getByTestId('form') as HTMLFormElement).getAll('lang')).toEqual(['ru', 'kk']);
  });
});
