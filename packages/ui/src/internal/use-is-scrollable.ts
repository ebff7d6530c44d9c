import { useEffect, useState } from 'react';

/**
 * Whether an element's content overflows it vertically. A scroll box must be reachable by keyboard (WCAG 2.1.1,
 * axe `scrollable-region-focusable`), but a tab stop on a box that does not scroll is noise: callers set
 * `tabIndex={0}` only while this is true.
 */
export function useIsScrollable(node: HTMLElement | null): boolean {
  const [scrollable, setScrollable] = useState(false);
  useEffect(() => {
    if (!node) return;
    const measure = () => setScrollable(node.scrollHeight > node.clientHeight + 1);
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(node);
    for (const child of Array.from(node.children)) observer.observe(child);
    return () => observer.disconnect();
  }, [node]);
  return scrollable;
}
