import { useState } from 'react';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
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

  it('in a form with a controlled value, still submits it (the native select has its options)', () => {
    render(
      <form data-testid="form">
        <Select
          name="country"
          aria-label="Country"
          options={options}
          value="RU"
          onValueChange={() => undefined}
        />
      </form>,
    );
    const data = new FormData(screen.getByTestId('form') as HTMLFormElement);
    expect(data.get('country')).toBe('RU');
  });

  it('controlled and outside a form: shows the chosen label without rendering an option until it is focused', async () => {
    const rendered: string[] = [];
    function Label({ text }: { text: string }) {
      rendered.push(text);
      return <>{text}</>;
    }
    const counted = options.map((o) => ({ ...o, label: <Label text={o.label} />, textValue: o.label }));
    function Country() {
      const [value, setValue] = useState('RU');
      return <Select aria-label="Country" options={counted} value={value} onValueChange={setValue} />;
    }
    render(<Country />);
    const trigger = screen.getByRole('combobox', { name: 'Country' });
    expect(trigger.textContent).toBe('Russia');
    // Only the trigger's copy of the chosen label: the options wait.
    expect([...new Set(rendered)]).toEqual(['Russia']);
    // Typeahead on the closed trigger still works once it has focus (the options mount then).
    await act(async () => trigger.focus());
    expect(rendered).toContain('Kazakhstan');
    await userEvent.keyboard('k');
    expect(trigger.textContent).toBe('Kazakhstan');
  });

  it('opens with every option (opened without a focus first: a controlled open)', () => {
    render(<Select aria-label="Country" options={options} value="RU" open onValueChange={() => undefined} />);
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['Russia', 'Kazakhstan']);
  });
});
