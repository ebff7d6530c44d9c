import type { ComponentPropsWithoutRef, ReactNode } from 'react';
import { Field, Input } from '@adnet/ui';

type InputProps = Omit<ComponentPropsWithoutRef<typeof Input>, 'value' | 'onChange' | 'name'>;

/** A labelled, controlled text input: the one shape every auth form field has. */
export function TextField({
  label,
  name,
  value,
  onValue,
  hint,
  error,
  required = false,
  ...input
}: InputProps & {
  label: string;
  name: string;
  value: string;
  onValue: (value: string) => void;
  hint?: ReactNode;
  error?: ReactNode;
  required?: boolean;
}) {
  return (
    <Field label={label} required={required} hint={hint} error={error}>
      <Input name={name} value={value} onChange={(e) => onValue(e.currentTarget.value)} {...input} />
    </Field>
  );
}
