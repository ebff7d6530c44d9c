import { useCallback, useEffect, useRef } from 'react';

/**
 * While `content` is mounted, makes everything outside it `inert` (each sibling of it and of each of its
 * ancestors up to <body>). Radix's modal popups (Select, DropdownMenu) hide the page with `aria-hidden` and trap
 * focus in script, but the page stays focusable in the DOM: axe reports `aria-hidden-focus` (it only exempts
 * `role="dialog"`), and a screen reader's virtual cursor could still land on it. `inert` says the same thing to
 * both.
 *
 * Returns `release`, which the caller runs in the popup's `onCloseAutoFocus`: Radix focuses the trigger right
 * after that handler, and an inert trigger cannot take focus.
 */
export function useInertOutside(content: HTMLElement | null): () => void {
  const made = useRef<Element[]>([]);
  const release = useCallback(() => {
    for (const el of made.current) el.removeAttribute('inert');
    made.current = [];
  }, []);
  useEffect(() => {
    if (!content) return;
    for (
      let node: Element = content;
      node.parentElement && node !== document.body;
      node = node.parentElement
    ) {
      for (const sibling of Array.from(node.parentElement.children)) {
        if (
          sibling === node ||
          sibling.hasAttribute('inert') ||
          /^(SCRIPT|STYLE|LINK)$/.test(sibling.tagName)
        ) {
          continue;
        }
        sibling.setAttribute('inert', '');
        made.current.push(sibling);
      }
    }
    return release;
  }, [content, release]);
  return release;
}
