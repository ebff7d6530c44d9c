import { forwardRef, type ComponentPropsWithoutRef, type CSSProperties } from 'react';
import { cx } from '../../internal/class-names';

export const skeletonShapes = ['text', 'rect', 'circle'] as const;
export type SkeletonShape = (typeof skeletonShapes)[number];

export interface SkeletonProps extends Omit<ComponentPropsWithoutRef<'span'>, 'children'> {
  /** `text` is one line tall, `circle` is round (avatars, icons). @default 'text' */
  shape?: SkeletonShape;
  /** CSS width: a number is px. @default '100%' */
  width?: number | string;
  /** CSS height: a number is px. Text lines take the line height. */
  height?: number | string;
  /** Lines of text to draw (shape `text` only); the last one is shorter, like a paragraph. @default 1 */
  lines?: number;
}

const size = (v: number | string | undefined) => (typeof v === 'number' ? `${v}px` : v);

/**
 * A placeholder in the shape of content that is loading. Decorative (`aria-hidden`): mark the region that loads
 * with `aria-busy="true"` and say what loads in text (a `Spinner` label or a heading), so screen readers are not
 * told about grey boxes. The shimmer stops under `prefers-reduced-motion`.
 */
export const Skeleton = forwardRef<HTMLSpanElement, SkeletonProps>(function Skeleton(
  { shape = 'text', width, height, lines = 1, className, style, ...rest },
  ref,
) {
  const box: CSSProperties = { inlineSize: size(width), blockSize: size(height), ...style };
  if (shape === 'text' && lines > 1) {
    return (
      <span
        ref={ref}
        aria-hidden="true"
        data-slot="skeleton-lines"
        className={cx('adn-Skeleton-lines', className)}
        style={{ inlineSize: size(width), ...style }}
        {...rest}
      >
        {Array.from({ length: lines }, (_, i) => (
          <span key={i} data-slot="skeleton" data-shape="text" className="adn-Skeleton" />
        ))}
      </span>
    );
  }
  return (
    <span
      ref={ref}
      aria-hidden="true"
      data-slot="skeleton"
      data-shape={shape}
      className={cx('adn-Skeleton', className)}
      style={box}
      {...rest}
    />
  );
});
Skeleton.displayName = 'Skeleton';
