import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Select } from './select';

const options = [
  { value: 'RU', label: 'Russia' },
  { value: 'KZ', label: 'Kazakhstan' },
];

describe('Select', () => {
  it('submits its value with the form under its name, like a native select', () => {
    render(
      <form data-testid="form">
        <Select name="country" aria-label="Country" options={options} defaultValue="KZ" />
      </form>,
    );
    const data = new FormData(screen.getByTestId('form') as HTMLFormElement);
    expect(data.get('country')).toBe('KZ');
  });

  it('names the trigger and shows the placeholder until something is chosen', () => {
    render(<Select aria-label="Country" options={options} placeholder="Choose a country" />);
    const trigger = screen.getByRole('combobox', { name: 'Country' });
    expect(trigger.textContent).toContain('Choose a country');
    expect(trigger.hasAttribute('data-placeholder')).toBe(true);
  });

  it('reports an invalid value to assistive technology', () => {
    render(<Select aria-label="Country" options={options} invalid aria-describedby="err" />);
    const trigger = screen.getByRole('combobox', { name: 'Country' });
    expect(trigger.getAttribute('aria-invalid')).toBe('true');
    expect(trigger.getAttribute('aria-describedby')).toBe('err');
  });
});
