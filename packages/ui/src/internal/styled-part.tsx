import {
  createElement,
  forwardRef,
  type ComponentPropsWithoutRef,
  type ComponentRef,
  type ElementType,
} from 'react';
import { cx } from './class-names';

/**
 * A compound component's part that only adds the design system's class and `data-slot` to an element or a Radix
 * part (`Dialog.Title`, `Select.Label`, `DropdownMenu.Separator` ...). Everything else passes through, `ref`
 * included.
 */
export function styledPart<C extends ElementType>(
  component: C,
  displayName: string,
  slot: string,
  baseClass?: string,
) {
  const Part = forwardRef<ComponentRef<C>, ComponentPropsWithoutRef<C>>(function Part(props, ref) {
    const { className, ...rest } = props as { className?: string };
    return createElement(component, { ...rest, ref, 'data-slot': slot, className: cx(baseClass, className) });
  });
  Part.displayName = displayName;
  return Part;
}
