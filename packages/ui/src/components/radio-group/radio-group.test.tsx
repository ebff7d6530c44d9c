import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { RadioGroup } from './radio-group';

const options = [
  { value: 'a', label: 'A' },
  { value: 'b', label: 'B' },
];

describe('RadioGroup', () => {
  it('is a named radiogroup whose radios share one name and report the chosen value', async () => {
    const onValueChange = vi.fn();
    render(<RadioGroup label="Letter" options={options} onValueChange={onValueChange} name="letter" />);
    expect(screen.getByRole('radiogroup', { name: 'Letter' })).toBeTruthy();
    const radios = screen.getAllByRole('radio') as HTMLInputElement[];
    expect(radios.map((r) => r.name)).toEqual(['letter', 'letter']);
    await userEvent.click(screen.getByRole('radio', { name: 'B' }));
    expect(onValueChange).toHaveBeenCalledWith('b');
  });

  it('follows the controlled value', () => {
    const { rerender } = render(
      <RadioGroup label="Letter" options={options} value="a" onValueChange={() => {}} />,
    );
    expect((screen.getByRole('radio', { name: 'A' }) as HTMLInputElement).checked).toBe(true);
    rerender(<RadioGroup label="Letter" options={options} value="b" onValueChange={() => {}} />);
    expect((screen.getByRole('radio', { name: 'B' }) as HTMLInputElement).checked).toBe(true);
  });
});
