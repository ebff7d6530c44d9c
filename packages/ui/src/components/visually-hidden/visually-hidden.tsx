import { forwardRef, type ComponentPropsWithoutRef } from 'react';
import { cx } from '../../internal/class-names';

/** The elements it can be: a status line is a `p`, a fieldset's name a `legend`, a section's title an `h2`. */
export type VisuallyHiddenElement = 'span' | 'p' | 'div' | 'h2' | 'h3' | 'legend';

export interface VisuallyHiddenProps extends ComponentPropsWithoutRef<'span'> {
  /** The element drawn. @default 'span' */
  as?: VisuallyHiddenElement;
}

/**
 * Text for assistive technology only: what a busy region loads, a status message, a heading or legend that the
 * layout makes obvious to the eye. It stays in the accessibility tree (unlike `hidden` or `display: none`) and
 * takes no room on screen.
 *
 * ```tsx
 * <div aria-busy="true">
 *   <Skeleton shape="rect" height={120} />
 *   <VisuallyHidden>{t('common.loading')}</VisuallyHidden>
 * </div>
 * ```
 */
export const VisuallyHidden = forwardRef<HTMLElement, VisuallyHiddenProps>(function VisuallyHidden(
  { as: Tag = 'span', className, ...rest },
  ref,
) {
  return (
    <Tag
      ref={ref as never}
      data-slot="visually-hidden"
      className={cx('adn-visually-hidden', className)}
      {...rest}
    />
  );
});
VisuallyHidden.displayName = 'VisuallyHidden';
