import { forwardRef, useId, useMemo, type ComponentPropsWithoutRef, type ReactNode } from 'react';
import { cx } from '../../internal/class-names';
import { AlertIcon } from '../../internal/icons';
import { FieldContext, type FieldContextValue } from './field-context';

export interface FieldProps extends Omit<ComponentPropsWithoutRef<'div'>, 'children'> {
  /** Visible label; it names the control. */
  label: ReactNode;
  /** The control: `Input`, `Textarea`, `Select` or any control that calls `useFieldControl`. */
  children: ReactNode;
  /** Help text under the control, read after the label. */
  hint?: ReactNode;
  /**
   * Shown at the end of the hint's line but not part of the control's description: what changes while the user
   * types, such as a character counter. A description that changes on every key costs more than its text: the
   * browser's autofill reads each text field's description with the form on every input event, and Chromium
   * parses the whole form again (about 3 ms of CPU a keystroke on a long form) whenever a description changed.
   */
  hintEnd?: ReactNode;
  /** Error text. When present the control is marked `aria-invalid` and the text is read after the label. */
  error?: ReactNode;
  /** Marks the control `aria-required` and shows an asterisk after the label. */
  required?: boolean;
  /** Disables the control. */
  disabled?: boolean;
  /** id of the control; generated when omitted. */
  controlId?: string;
}

/**
 * A labelled form row: label, control, hint and error, wired by ids so that a screen reader reads
 * "Campaign name, required, invalid, Name is required" on the control.
 *
 * @example
 * ```tsx
 * <Field label="Campaign name" hint="Only you see it" error={errors.name} required>
 *   <Input value={name} onChange={(e) => setName(e.target.value)} />
 * </Field>
 * ```
 */
export const Field = forwardRef<HTMLDivElement, FieldProps>(function Field(
  {
    label,
    children,
    hint,
    hintEnd,
    error,
    required = false,
    disabled = false,
    controlId,
    className,
    ...rest
  },
  ref,
) {
  const autoId = useId();
  const id = controlId ?? `${autoId}-control`;
  const labelId = `${autoId}-label`;
  const hintId = hint != null && hint !== false ? `${autoId}-hint` : undefined;
  const errorId = error != null && error !== false ? `${autoId}-error` : undefined;
  const invalid = errorId !== undefined;

  const context = useMemo<FieldContextValue>(
    () => ({
      controlId: id,
      labelId,
      // The error comes first: it is what the user needs to hear to fix the value.
      describedBy: [errorId, hintId].filter(Boolean).join(' ') || undefined,
      invalid,
      required,
      disabled,
    }),
    [id, labelId, errorId, hintId, invalid, required, disabled],
  );

  const hintText = hintId && (
    <p id={hintId} data-slot="field-hint" className="adn-Field-hint">
      {hint}
    </p>
  );

  return (
    <div
      ref={ref}
      data-slot="field"
      data-invalid={invalid || undefined}
      data-disabled={disabled || undefined}
      className={cx('adn-Field', className)}
      {...rest}
    >
      <label id={labelId} data-slot="field-label" className="adn-Field-label" htmlFor={id}>
        {label}
        {required && (
          <span className="adn-Field-required" aria-hidden="true">
            *
          </span>
        )}
      </label>
      <FieldContext.Provider value={context}>{children}</FieldContext.Provider>
      {hintEnd != null && hintEnd !== false ? (
        <div data-slot="field-hint-row" className="adn-Field-hint-row">
          {hintText}
          {hintEnd}
        </div>
      ) : (
        hintText
      )}
      {errorId && (
        <p id={errorId} data-slot="field-error" className="adn-Field-error">
          <AlertIcon className="adn-Field-error-icon" />
          <span>{error}</span>
        </p>
      )}
    </div>
  );
});
Field.displayName = 'Field';
