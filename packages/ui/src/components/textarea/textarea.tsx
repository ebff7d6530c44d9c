import { forwardRef, type ComponentPropsWithoutRef } from 'react';
import { cx } from '../../internal/class-names';
import { useFieldControl } from '../field/field-context';

export interface TextareaProps extends ComponentPropsWithoutRef<'textarea'> {
  /** Marks the textarea invalid when it is not inside a `Field` with an `error`. */
  invalid?: boolean;
  /** Lets the user resize it vertically. @default true */
  resizable?: boolean;
}

/** A native multi-line text input. Inside a {@link Field} it is wired to the field's label, hint and error. */
export const Textarea = forwardRef<HTMLTextAreaElement, TextareaProps>(function Textarea(props, ref) {
  const { invalid, resizable = true, className, rows = 3, ...rest } = useFieldControl(props);
  return (
    <textarea
      {...rest}
      ref={ref}
      rows={rows}
      aria-invalid={rest['aria-invalid'] ?? (invalid || undefined)}
      data-slot="textarea"
      data-resizable={resizable || undefined}
      className={cx('adn-Textarea', className)}
    />
  );
});
Textarea.displayName = 'Textarea';
