import { createContext, useContext } from 'react';

/** What a {@link Field} tells the control inside it. */
export interface FieldContextValue {
  /** id of the control, which the label points at. */
  controlId: string;
  /** id of the label, for controls that `<label for>` cannot name (a `div` with a role). */
  labelId: string;
  /** ids of the hint and error texts, for `aria-describedby`. */
  describedBy: string | undefined;
  invalid: boolean;
  required: boolean;
  disabled: boolean;
}

export const FieldContext = createContext<FieldContextValue | null>(null);

/** The ARIA props a control needs from its field. Own props of the control win over the field's. */
export interface FieldControlProps {
  id?: string | undefined;
  'aria-label'?: string | undefined;
  'aria-labelledby'?: string | undefined;
  'aria-describedby'?: string | undefined;
  'aria-invalid'?: boolean | 'true' | 'false' | 'grammar' | 'spelling' | undefined;
  'aria-required'?: boolean | 'true' | 'false' | undefined;
  disabled?: boolean | undefined;
}

/**
 * Wires a form control to the surrounding {@link Field}: its `id` and `aria-labelledby` (so the label names it), `aria-describedby` (hint
 * and error are read after the name), `aria-invalid`, `aria-required` and `disabled`. Outside a field it returns the
 * props unchanged, so every control also works alone. Custom controls (a select, a date picker) call it too.
 */
export function useFieldControl<P extends FieldControlProps>(props: P): P {
  const field = useContext(FieldContext);
  if (!field) return props;
  const describedBy = [props['aria-describedby'], field.describedBy].filter(Boolean).join(' ') || undefined;
  return {
    ...props,
    id: props.id ?? field.controlId,
    // Also for native inputs (same name as <label for>): one rule for every control, custom ones included.
    'aria-labelledby': props['aria-labelledby'] ?? (props['aria-label'] ? undefined : field.labelId),
    'aria-describedby': describedBy,
    'aria-invalid': props['aria-invalid'] ?? (field.invalid || undefined),
    // aria-required rather than `required`: the native check would pop up a browser bubble in the browser's
    // language, not the app's; the host validates and shows the field's translated error instead.
    'aria-required': props['aria-required'] ?? (field.required || undefined),
    disabled: props.disabled ?? (field.disabled || undefined),
  };
}
