import { forwardRef, type ComponentPropsWithoutRef, type ReactNode } from 'react';
import { cx } from '../../internal/class-names';

export const skeletonShapes = ['text', 'rect', 'circle', 'box'] as const;
export type SkeletonShape = (typeof skeletonShapes)[number];

export interface SkeletonProps extends ComponentPropsWithoutRef<'span'> {
  /**
   * Content that gives the box its size, never seen (shape `box`): the text a control will show, so a placeholder
   * takes that control's width.
   */
  children?: ReactNode;
  /**
   * `text` is one line tall, `circle` is round (avatars, icons); `box` is a bare block, 1em tall and as wide as its
   * container, for a host that gives it its own size with a class (a frame's placeholders). @default 'text'
   */
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
  { shape = 'text', width, height, lines = 1, className, style, children, ...rest },
  ref,
) {
  // A paragraph is a block of text lines; anything else one box.
  const lined = shape === 'text' && lines > 1;
  return (
    <span
      ref={ref}
      aria-hidden="true"
      data-slot={lined ? 'skeleton-lines' : 'skeleton'}
      data-shape={lined ? undefined : shape}
      className={cx(lined ? 'adn-Skeleton-lines' : 'adn-Skeleton', className)}
      style={{ inlineSize: size(width), blockSize: lined ? undefined : size(height), ...style }}
      {...rest}
    >
      {lined
        ? Array.from({ length: lines }, (_, i) => (
            <span key={i} data-slot="skeleton" data-shape="text" className="adn-Skeleton" />
          ))
        : children}
    </span>
  );
});
Skeleton.displayName = 'Skeleton';
