import { forwardRef, type ComponentPropsWithoutRef, type ReactNode } from 'react';
import { cx } from '../../internal/class-names';
import { useFieldControl } from '../field/field-context';

export const inputSizes = ['sm', 'md', 'lg'] as const;
export type InputSize = (typeof inputSizes)[number];

export interface InputProps extends Omit<ComponentPropsWithoutRef<'input'>, 'size'> {
  /** Heights 28, 36 and 44 px, matching `Button`. @default 'md' */
  size?: InputSize;
  /** Marks the input invalid when it is not inside a `Field` with an `error`. */
  invalid?: boolean;
  /** Content before the text (an icon, a currency sign). Decorative unless it is itself interactive. */
  startSlot?: ReactNode;
  /** Content after the text (a unit, a clear button). */
  endSlot?: ReactNode;
  /** Class of the outer box; `className` goes to the `<input>`. */
  wrapperClassName?: string;
}

/**
 * A native text input in the design system's box. Inside a {@link Field} it takes its id, description, invalid,
 * required and disabled state from the field.
 */
export const Input = forwardRef<HTMLInputElement, InputProps>(function Input(props, ref) {
  const {
    size = 'md',
    invalid,
    startSlot,
    endSlot,
    wrapperClassName,
    className,
    type = 'text',
    ...rest
  } = useFieldControl(props);
  const ariaInvalid = rest['aria-invalid'] ?? (invalid || undefined);
  return (
    <div
      data-slot="input"
      data-size={size}
      data-invalid={(ariaInvalid && ariaInvalid !== 'false') || undefined}
      data-disabled={rest.disabled || undefined}
      className={cx('adn-Input', wrapperClassName)}
    >
      {startSlot != null && (
        <span data-slot="input-start" className="adn-Input-slot">
          {startSlot}
        </span>
      )}
      <input
        {...rest}
        ref={ref}
        type={type}
        aria-invalid={ariaInvalid}
        data-slot="input-control"
        className={cx('adn-Input-control', className)}
      />
      {endSlot != null && (
        <span data-slot="input-end" className="adn-Input-slot">
          {endSlot}
        </span>
      )}
    </div>
  );
});
Input.displayName = 'Input';
