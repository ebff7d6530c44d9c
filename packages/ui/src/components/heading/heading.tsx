import { forwardRef, type ComponentPropsWithoutRef } from 'react';
import { cx } from '../../internal/class-names';

export const headingLevels = [1, 2, 3, 4, 5, 6] as const;
export type HeadingLevel = (typeof headingLevels)[number];

/** Visual sizes, independent of the level: 16, 18, 20, 24, 30 and 36 px (`--font-size-3` to `--font-size-8`). */
export const headingSizes = ['xs', 'sm', 'md', 'lg', 'xl', '2xl'] as const;
export type HeadingSize = (typeof headingSizes)[number];

/** The size a level gets when `size` is not given. */
export const defaultHeadingSize: Readonly<Record<HeadingLevel, HeadingSize>> = {
  1: 'xl',
  2: 'lg',
  3: 'md',
  4: 'sm',
  5: 'xs',
  6: 'xs',
};

export interface HeadingProps extends ComponentPropsWithoutRef<'h2'> {
  /** The outline level: `h1` to `h6`. Choose it by the page's structure, never by the looks. @default 2 */
  level?: HeadingLevel;
  /** How big it looks; by default it follows the level (`defaultHeadingSize`). */
  size?: HeadingSize;
}

/**
 * A section heading whose level (`h1`-`h6`, what assistive technology navigates by) and visual size are chosen
 * separately: a dialog's title can be an `h2` that looks small, a card's `h3` can look like a page title.
 *
 * ```tsx
 * <Heading level={1}>Campaigns</Heading>
 * <Heading level={2} size="sm">Targeting</Heading>
 * ```
 */
export const Heading = forwardRef<HTMLHeadingElement, HeadingProps>(function Heading(
  { level = 2, size, className, ...rest },
  ref,
) {
  const Tag = `h${level}` as const;
  return (
    <Tag
      ref={ref}
      data-slot="heading"
      data-level={level}
      data-size={size ?? defaultHeadingSize[level]}
      className={cx('adn-Heading', className)}
      {...rest}
    />
  );
});
Heading.displayName = 'Heading';
