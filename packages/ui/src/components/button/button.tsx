import { forwardRef, type ComponentPropsWithoutRef, type MouseEvent, type ReactNode } from 'react';
import { cx } from '../../internal/class-names';
import { Spinner } from '../spinner/spinner';

export const buttonVariants = ['solid', 'soft', 'outline', 'ghost'] as const;
export const buttonTones = ['primary', 'neutral', 'danger'] as const;
export const buttonSizes = ['sm', 'md', 'lg'] as const;
export type ButtonVariant = (typeof buttonVariants)[number];
export type ButtonTone = (typeof buttonTones)[number];
export type ButtonSize = (typeof buttonSizes)[number];

/** Style and state props shared by every {@link Button}. */
export interface ButtonOwnProps {
  /** @default 'solid' */
  variant?: ButtonVariant;
  /** Colour of the button: `danger` for destructive actions. @default 'primary' */
  tone?: ButtonTone;
  /** Heights 28, 36 and 44 px. @default 'md' */
  size?: ButtonSize;
  /**
   * Shows a spinner in place of the content (the width stays), sets `aria-busy` and `aria-disabled`, and ignores
   * clicks (a submit button does not submit again) while keeping focus where it is.
   */
  loading?: boolean;
}

/** A button with visible text (and optional decorative icons). */
export interface ButtonWithText {
  children: ReactNode;
  /** Icon before the text (on the left in LTR, on the right in RTL). Decorative: hidden from screen readers. */
  startIcon?: ReactNode;
  /** Icon after the text. Decorative. */
  endIcon?: ReactNode;
  icon?: undefined;
}

/** A button with only an icon: `aria-label` is required. */
export interface IconOnlyButton {
  /** The only content: the button becomes square. */
  icon: ReactNode;
  /** Required: an icon-only button has no visible text to name it. */
  'aria-label': string;
  children?: undefined;
  startIcon?: undefined;
  endIcon?: undefined;
}

type NativeButtonProps = Omit<ComponentPropsWithoutRef<'button'>, 'children'>;

/**
 * Props of {@link Button}: the native `<button>` props, the style props, and either text `children` or an `icon`
 * with a required `aria-label`.
 */
export type ButtonProps = NativeButtonProps & ButtonOwnProps & (ButtonWithText | IconOnlyButton);

/**
 * The action button. `type` defaults to `'button'` so a button inside a form submits only when asked to
 * (`type="submit"`).
 *
 * @example
 * ```tsx
 * <Button onClick={save} loading={saving}>Save</Button>
 * <Button variant="ghost" icon={<TrashIcon />} aria-label="Delete campaign" tone="danger" />
 * ```
 */
export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(props, ref) {
  const {
    variant = 'solid',
    tone = 'primary',
    size = 'md',
    loading = false,
    type = 'button',
    icon,
    startIcon,
    endIcon,
    children,
    className,
    onClick,
    ...rest
  } = props;
  const iconOnly = icon !== undefined && icon !== null;

  // TypeScript enforces the label; this catches JavaScript callers and empty strings.
  if (iconOnly && !rest['aria-label'] && !rest['aria-labelledby']) {
    console.error('@adnet/ui Button: an icon-only button needs an `aria-label` that says what it does.');
  }

  const handleClick = (event: MouseEvent<HTMLButtonElement>) => {
    if (loading) {
      // aria-disabled keeps the button focusable, so the click must be stopped here (and a submit prevented).
      event.preventDefault();
      return;
    }
    onClick?.(event);
  };

  return (
    <button
      {...rest}
      ref={ref}
      type={type}
      data-slot="button"
      data-variant={variant}
      data-tone={tone}
      data-size={size}
      data-icon-only={iconOnly || undefined}
      data-loading={loading || undefined}
      aria-busy={loading || undefined}
      aria-disabled={loading || rest['aria-disabled'] || undefined}
      className={cx('adn-Button', className)}
      onClick={handleClick}
    >
      <span data-slot="button-content" className="adn-Button-content">
        {iconOnly ? (
          <span data-slot="icon" className="adn-Button-icon" aria-hidden="true">
            {icon}
          </span>
        ) : (
          <>
            {startIcon != null && (
              <span data-slot="icon" className="adn-Button-icon" aria-hidden="true">
                {startIcon}
              </span>
            )}
            {children}
            {endIcon != null && (
              <span data-slot="icon" className="adn-Button-icon" aria-hidden="true">
                {endIcon}
              </span>
            )}
          </>
        )}
      </span>
      {loading && <Spinner label={null} size={size === 'lg' ? 'md' : 'sm'} className="adn-Button-spinner" />}
    </button>
  );
});
Button.displayName = 'Button';
