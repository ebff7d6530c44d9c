import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Field } from '../field/field';
import { Textarea } from './textarea';

describe('Textarea', () => {
  it('takes label, error and required from its field', () => {
    render(
      <Field label="Reason" error="Required" required>
        <Textarea />
      </Field>,
    );
    const textarea = screen.getByRole('textbox', { name: 'Reason' });
    expect(textarea.getAttribute('aria-invalid')).toBe('true');
    expect(textarea.getAttribute('aria-required')).toBe('true');
    expect(textarea.getAttribute('rows')).toBe('3');
  });
});
