import { forwardRef, useId, type ComponentPropsWithoutRef } from 'react';
import { cx } from '../../internal/class-names';

export const progressTones = ['primary', 'success', 'danger'] as const;
export type ProgressTone = (typeof progressTones)[number];

export interface ProgressProps extends Omit<ComponentPropsWithoutRef<'div'>, 'children'> {
  /** Current value from 0 to `max`; `null` when the amount is unknown (indeterminate). */
  value: number | null;
  /** @default 100 */
  max?: number;
  /** Names the progress bar ("Uploading video"). Shown above the bar unless `hideLabel`. */
  label: string;
  /** Keeps the label for screen readers only. */
  hideLabel?: boolean;
  /** Shows the value after the label, formatted by `formatValue`. */
  showValue?: boolean;
  /** Text of the value, shown and announced (`aria-valuetext`). @default whole percent, "45%" */
  formatValue?: (value: number, max: number) => string;
  /** @default 'primary' */
  tone?: ProgressTone;
  /** Bar height 4 or 8 px. @default 'md' */
  size?: 'sm' | 'md';
}

const percentText = (value: number, max: number) => `${Math.round((value / max) * 100)}%`;

/**
 * A progress bar (`role="progressbar"` with `aria-valuenow/min/max`): upload progress, budget spent. With
 * `value={null}` it is indeterminate: no value is announced and the bar sweeps (it pulses in place under
 * `prefers-reduced-motion`).
 */
export const Progress = forwardRef<HTMLDivElement, ProgressProps>(function Progress(
  {
    value,
    max = 100,
    label,
    hideLabel = false,
    showValue = false,
    formatValue = percentText,
    tone = 'primary',
    size = 'md',
    className,
    ...rest
  },
  ref,
) {
  const labelId = `${useId()}-label`;
  const determinate = value !== null && Number.isFinite(value) && max > 0;
  const clamped = determinate ? Math.min(Math.max(value, 0), max) : 0;
  const text = determinate ? formatValue(clamped, max) : undefined;
  const showHeader = !hideLabel || (showValue && determinate);

  return (
    <div
      ref={ref}
      data-slot="progress"
      data-tone={tone}
      data-size={size}
      data-state={determinate ? (clamped >= max ? 'complete' : 'loading') : 'indeterminate'}
      className={cx('adn-Progress', className)}
      {...rest}
    >
      {showHeader && (
        <div className="adn-Progress-header">
          <span id={labelId} className={hideLabel ? 'adn-visually-hidden' : 'adn-Progress-label'}>
            {label}
          </span>
          {showValue && determinate && (
            // Hidden: the same text is the bar's aria-valuetext.
            <span className="adn-Progress-value" aria-hidden="true">
              {text}
            </span>
          )}
        </div>
      )}
      <div
        role="progressbar"
        aria-labelledby={showHeader ? labelId : undefined}
        aria-label={showHeader ? undefined : label}
        aria-valuemin={0}
        aria-valuemax={max}
        aria-valuenow={determinate ? clamped : undefined}
        aria-valuetext={text}
        data-slot="progress-track"
        className="adn-Progress-track"
      >
        <div
          data-slot="progress-bar"
          className="adn-Progress-bar"
          style={determinate ? { inlineSize: `${(clamped / max) * 100}%` } : undefined}
        />
      </div>
    </div>
  );
});
Progress.displayName = 'Progress';
