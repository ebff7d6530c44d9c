import { useEffect } from 'react';

/** What `data-more` says of a sideways scroll row: which of its edges (on screen) has more behind it. */
export type ScrollRowMore = 'left' | 'right' | 'both';

/**
 * Keeps a row that scrolls sideways (tabs, a stepper) honest on a narrow screen: `data-more` on the row says which
 * edges hide more items (the hook gives the row ui's scroll-row class, so those edges fade and a cut-off "Revie"
 * reads as "there is more"), and the
 * item matching `activeSelector` is scrolled into the row whenever it becomes the active one (a click, the arrow
 * keys, a step changed by the page). Only the row scrolls, never the page. Pass the row's element (a callback
 * ref's state), so a row that appears later (a stepper shown on a phone only) is followed too.
 */
export function useScrollRow(row: HTMLElement | null, activeSelector: string) {
  useEffect(() => {
    if (!row) return;
    // The fading edges' rule (tabs.css): the host names no ui class.
    row.classList.add('adn-ScrollRow');
    const mark = () => {
      const max = row.scrollWidth - row.clientWidth;
      // scrollLeft runs from 0 at the start: rightwards in a left-to-right row, leftwards (negative) in RTL.
      const rtl = getComputedStyle(row).direction === 'rtl';
      const fromLeft = rtl ? max + row.scrollLeft : row.scrollLeft;
      const left = fromLeft > 1;
      const right = max - fromLeft > 1;
      const more: ScrollRowMore | null = left && right ? 'both' : left ? 'left' : right ? 'right' : null;
      if (more) row.setAttribute('data-more', more);
      else row.removeAttribute('data-more');
      // The fade's two ends for the `adn-ScrollRow` class: see-through on an edge with more behind it.
      row.style.setProperty('--adn-more-left', left ? '#0000' : '#000');
      row.style.setProperty('--adn-more-right', right ? '#0000' : '#000');
    };
    const reveal = () => {
      const active = row.querySelector<HTMLElement>(activeSelector);
      if (active) {
        const box = row.getBoundingClientRect();
        const item = active.getBoundingClientRect();
        // A little of the neighbour stays in sight, so the row still shows that it goes on.
        const peek = 24;
        if (item.left < box.left) row.scrollBy({ left: item.left - box.left - peek, behavior: 'instant' });
        else if (item.right > box.right)
          row.scrollBy({ left: item.right - box.right + peek, behavior: 'instant' });
      }
      mark();
    };
    reveal();
    row.addEventListener('scroll', mark, { passive: true });
    const resize = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(reveal);
    resize?.observe(row);
    const changes = typeof MutationObserver === 'undefined' ? null : new MutationObserver(reveal);
    changes?.observe(row, {
      subtree: true,
      childList: true,
      attributeFilter: ['data-state', 'aria-current', 'aria-selected'],
    });
    return () => {
      row.removeEventListener('scroll', mark);
      resize?.disconnect();
      changes?.disconnect();
    };
  }, [row, activeSelector]);
}
