import { forwardRef, useId, type ComponentPropsWithoutRef, type ReactNode } from 'react';
import { cx } from '../../internal/class-names';
import { AlertIcon } from '../../internal/icons';

/** One choice of a {@link RadioGroup}. */
export interface RadioOption {
  value: string;
  label: ReactNode;
  /** Secondary text under the label, read as the option's description. */
  description?: ReactNode;
  disabled?: boolean;
}

export interface RadioGroupProps extends Omit<
  ComponentPropsWithoutRef<'fieldset'>,
  'onChange' | 'defaultValue' | 'children'
> {
  /** Visible name of the group (the legend). */
  label: ReactNode;
  options: readonly RadioOption[];
  /** Selected value (controlled). */
  value?: string | undefined;
  /** Initially selected value (uncontrolled). */
  defaultValue?: string | undefined;
  onValueChange?: (value: string) => void;
  /** Form field name; generated when omitted. */
  name?: string;
  /** @default 'vertical' */
  orientation?: 'vertical' | 'horizontal';
  /** Help text under the options. */
  hint?: ReactNode;
  /** Error text; marks the group `aria-invalid`. */
  error?: ReactNode;
  /** Marks the group `aria-required` and shows an asterisk after the legend. */
  required?: boolean;
}

/**
 * A single choice among a few visible options (billing type, campaign format). Native radios in a `fieldset` with
 * `role="radiogroup"`: Tab enters the group at the selected option, arrow keys move and select, as browsers do.
 * For more than about six options, use a Select.
 */
export const RadioGroup = forwardRef<HTMLFieldSetElement, RadioGroupProps>(function RadioGroup(
  {
    label,
    options,
    value,
    defaultValue,
    onValueChange,
    name,
    orientation = 'vertical',
    hint,
    error,
    required = false,
    disabled = false,
    className,
    ...rest
  },
  ref,
) {
  const autoId = useId();
  const groupName = name ?? `${autoId}-radio`;
  const hintId = hint != null && hint !== false ? `${autoId}-hint` : undefined;
  const errorId = error != null && error !== false ? `${autoId}-error` : undefined;
  const describedBy = [rest['aria-describedby'], errorId, hintId].filter(Boolean).join(' ') || undefined;

  return (
    <fieldset
      {...rest}
      ref={ref}
      role="radiogroup"
      disabled={disabled}
      aria-describedby={describedBy}
      aria-invalid={errorId ? true : undefined}
      aria-required={required || undefined}
      data-slot="radio-group"
      data-orientation={orientation}
      className={cx('adn-RadioGroup', className)}
    >
      <legend data-slot="radio-group-label" className="adn-RadioGroup-legend">
        {label}
        {required && (
          <span className="adn-Field-required" aria-hidden="true">
            *
          </span>
        )}
      </legend>
      <div className="adn-RadioGroup-options">
        {options.map((option, index) => {
          const id = `${autoId}-${index}`;
          const descriptionId = option.description != null ? `${id}-description` : undefined;
          const controlled = value !== undefined;
          return (
            <div
              key={option.value}
              data-slot="radio"
              className="adn-Choice adn-Radio"
              data-disabled={option.disabled || undefined}
            >
              <span className="adn-Radio-box">
                <input
                  id={id}
                  type="radio"
                  name={groupName}
                  value={option.value}
                  disabled={option.disabled}
                  aria-describedby={descriptionId}
                  className="adn-Choice-control adn-Radio-input"
                  {...(controlled
                    ? { checked: value === option.value }
                    : { defaultChecked: defaultValue === option.value })}
                  onChange={(e) => {
                    if (e.target.checked) onValueChange?.(option.value);
                  }}
                />
                <span className="adn-Radio-dot" aria-hidden="true" />
              </span>
              <span className="adn-Choice-text">
                <label htmlFor={id} className="adn-Choice-label">
                  {option.label}
                </label>
                {descriptionId && (
                  <span id={descriptionId} className="adn-Choice-description">
                    {option.description}
                  </span>
                )}
              </span>
            </div>
          );
        })}
      </div>
      {hintId && (
        <p id={hintId} className="adn-Field-hint">
          {hint}
        </p>
      )}
      {errorId && (
        <p id={errorId} className="adn-Field-error">
          <AlertIcon className="adn-Field-error-icon" />
          <span>{error}</span>
        </p>
      )}
    </fieldset>
  );
});
RadioGroup.displayName = 'RadioGroup';
