import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SearchableSelect } from './searchable-select';

const options = [
  { value: 'KZ', label: 'Kazakhstan' },
  { value: 'UZ', label: 'Uzbekistan' },
];

describe('SearchableSelect', () => {
  it('shows the chosen option’s label in its search box', () => {
    render(<SearchableSelect aria-label="Country" options={options} defaultValue="UZ" />);
    expect((screen.getByRole('combobox', { name: 'Country' }) as HTMLInputElement).value).toBe('Uzbekistan');
  });

  it('is named by a native label and submits its value under its name', () => {
    render(
      <form data-testid="form">
        <label htmlFor="c">Country</label>
        <SearchableSelect id="c" name="country" options={options} value="KZ" />
      </form>,
    );
    expect(screen.getByRole('combobox', { name: 'Country' })).toBeTruthy();
    expect(new FormData(screen.getByTestId('form') as HTMLFormElement).get('country')).toBe('KZ');
  });
});
