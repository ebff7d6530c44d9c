import { forwardRef, type ChangeEvent, type ComponentPropsWithoutRef, type ReactNode } from 'react';
import { cx } from '../../internal/class-names';
import { useToggleLabelling } from '../../internal/toggle-labelling';
import { useFieldControl } from '../field/field-context';

export interface SwitchProps extends Omit<ComponentPropsWithoutRef<'input'>, 'type' | 'size'> {
  /** Visible label; clicking it toggles the switch. Without it, pass `aria-label`. */
  label?: ReactNode;
  /** Secondary text under the label, read as the description. */
  description?: ReactNode;
  /** Called with the new state. The native `onChange` is called too. */
  onCheckedChange?: (checked: boolean) => void;
  /** @default 'md' */
  size?: 'sm' | 'md';
}

/**
 * An on/off switch for settings that apply at once (pause a campaign, show archived rows). A native checkbox with
 * `role="switch"`: Space toggles it and screen readers say "on" or "off".
 */
export const Switch = forwardRef<HTMLInputElement, SwitchProps>(function Switch(props, ref) {
  const {
    label,
    description,
    onCheckedChange,
    onChange,
    size = 'md',
    className,
    style,
    ...rest
  } = useFieldControl(props);
  const { id, labelledBy, describedBy, descriptionId } = useToggleLabelling(props, rest, label, description);

  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    onChange?.(event);
    onCheckedChange?.(event.target.checked);
  };

  return (
    <div
      data-slot="switch"
      data-size={size}
      data-disabled={rest.disabled || undefined}
      className={cx('adn-Choice adn-Switch', className)}
      style={style}
    >
      <span className="adn-Switch-track">
        <input
          {...rest}
          ref={ref}
          id={id}
          type="checkbox"
          role="switch"
          aria-labelledby={labelledBy}
          aria-describedby={describedBy}
          data-slot="switch-input"
          className="adn-Choice-control adn-Switch-input"
          onChange={handleChange}
        />
        <span className="adn-Switch-thumb" aria-hidden="true" />
      </span>
      {(label != null || descriptionId) && (
        <span className="adn-Choice-text">
          {label != null && (
            <label htmlFor={id} data-slot="switch-label" className="adn-Choice-label">
              {label}
            </label>
          )}
          {descriptionId && (
            <span id={descriptionId} data-slot="switch-description" className="adn-Choice-description">
              {description}
            </span>
          )}
        </span>
      )}
    </div>
  );
});
Switch.displayName = 'Switch';
