import {
  forwardRef,
  useCallback,
  useEffect,
  useId,
  useRef,
  type ChangeEvent,
  type ComponentPropsWithoutRef,
  type ReactNode,
} from 'react';
import { cx } from '../../internal/class-names';
import { DashIcon, TickIcon } from '../../internal/icons';
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
  const autoId = useId();
  // With its own label the box gets its own id, so a surrounding field's <label for> does not name it too.
  const id = label != null ? (props.id ?? autoId) : (rest.id ?? autoId);
  const descriptionId = `${id}-description`;
  // Its own label names the box; a surrounding field's label is for the group, not for this box.
  const labelledBy = label != null && !props['aria-labelledby'] ? undefined : rest['aria-labelledby'];

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

  const hasDescription = description != null && description !== false;

  return (
    <div
      data-slot="checkbox"
      data-disabled={rest.disabled || undefined}
      className={cx('adn-Checkbox', className)}
      style={style}
    >
      <span className="adn-Checkbox-box">
        <input
          {...rest}
          ref={ref}
          id={id}
          type="checkbox"
          aria-labelledby={labelledBy}
          aria-describedby={
            [rest['aria-describedby'], hasDescription ? descriptionId : undefined]
              .filter(Boolean)
              .join(' ') || undefined
          }
          data-slot="checkbox-input"
          data-indeterminate={indeterminate || undefined}
          className="adn-Checkbox-input"
          onChange={handleChange}
        />
        <TickIcon className="adn-Checkbox-tick" />
        <DashIcon className="adn-Checkbox-dash" />
      </span>
      {(label != null || hasDescription) && (
        <span className="adn-Checkbox-text">
          {label != null && (
            <label htmlFor={id} data-slot="checkbox-label" className="adn-Checkbox-label">
              {label}
            </label>
          )}
          {hasDescription && (
            <span id={descriptionId} data-slot="checkbox-description" className="adn-Checkbox-description">
              {description}
            </span>
          )}
        </span>
      )}
    </div>
  );
});
Checkbox.displayName = 'Checkbox';
