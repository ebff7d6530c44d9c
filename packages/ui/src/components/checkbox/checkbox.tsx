import {
  forwardRef,
  useCallback,
  useEffect,
  useRef,
  type ChangeEvent,
  type ComponentPropsWithoutRef,
  type ReactNode,
} from 'react';
import { cx } from '../../internal/class-names';
import { DashIcon, TickIcon } from '../../internal/icons';
import { useToggleLabelling } from '../../internal/toggle-labelling';
import { useFieldControl } from '../field/field-context';

export interface CheckboxProps extends Omit<ComponentPropsWithoutRef<'input'>, 'type' | 'size'> {
  /** Visible label next to the box; clicking it toggles the box. Without it, pass `aria-label`. */
  label?: ReactNode;
  /** Secondary text under the label, read as the description. */
  description?: ReactNode;
  /** "Some but not all" (a select-all box over a partly selected list). Shown as a dash; `aria-checked="mixed"`. */
  indeterminate?: boolean;
  /** Called with the new checked state. The native `onChange` is called too. */
  onCheckedChange?: (checked: boolean) => void;
}

/** A native checkbox, styled. Space toggles it; the label is part of the click target. */
export const Checkbox = forwardRef<HTMLInputElement, CheckboxProps>(function Checkbox(props, forwardedRef) {
  const {
    label,
    description,
    indeterminate = false,
    onCheckedChange,
    onChange,
    className,
    style,
    ...rest
  } = useFieldControl(props);
  const inner = useRef<HTMLInputElement | null>(null);
  const { id, labelledBy, describedBy, descriptionId } = useToggleLabelling(props, rest, label, description);

  const ref = useCallback(
    (node: HTMLInputElement | null) => {
      inner.current = node;
      if (typeof forwardedRef === 'function') forwardedRef(node);
      else if (forwardedRef) forwardedRef.current = node;
    },
    [forwardedRef],
  );

  // `indeterminate` exists only as a DOM property, never as an attribute.
  useEffect(() => {
    if (inner.current) inner.current.indeterminate = indeterminate;
  }, [indeterminate]);

  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    onChange?.(event);
    onCheckedChange?.(event.target.checked);
  };

  return (
    <div
      data-slot="checkbox"
      data-disabled={rest.disabled || undefined}
      className={cx('adn-Choice adn-Checkbox', className)}
      style={style}
    >
      <span className="adn-Checkbox-box">
        <input
          {...rest}
          ref={ref}
          id={id}
          type="checkbox"
          aria-labelledby={labelledBy}
          aria-describedby={describedBy}
          data-slot="checkbox-input"
          data-indeterminate={indeterminate || undefined}
          className="adn-Choice-control adn-Checkbox-input"
          onChange={handleChange}
        />
        <TickIcon className="adn-Checkbox-tick" />
        <DashIcon className="adn-Checkbox-dash" />
      </span>
      {(label != null || descriptionId) && (
        <span className="adn-Choice-text">
          {label != null && (
            <label htmlFor={id} data-slot="checkbox-label" className="adn-Choice-label">
              {label}
            </label>
          )}
          {descriptionId && (
            <span id={descriptionId} data-slot="checkbox-description" className="adn-Choice-description">
              {description}
            </span>
          )}
        </span>
      )}
    </div>
  );
});
Checkbox.displayName = 'Checkbox';
