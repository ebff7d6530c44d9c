import { expect, waitFor } from 'storybook/test';
import { SELECT_MAX_HEIGHT_VH } from '../components/select/select-constants';

/**
 * Story assertion shared by Select, MultiSelect and SearchableSelect: the open popup (the element with
 * `data-slot="<slot>"` around the listbox) is no taller than the spec's 44 vh. Not exported from the package.
 */
export async function expectListCappedAt44vh(listbox: HTMLElement, slot: string) {
  const popup = listbox.closest(`[data-slot="${slot}"]`) ?? listbox;
  await waitFor(() =>
    expect(popup.getBoundingClientRect().height).toBeLessThanOrEqual(
      (window.innerHeight * SELECT_MAX_HEIGHT_VH) / 100 + 1,
    ),
  );
  // Within that cap a long list shows as many 32 px rows as fit (rows were 40 px: 8 of 200 countries at 800 px;
  // 48 px is the popup's own border, padding and scroll button)...
  const box = popup.getBoundingClientRect();
  const whole = [...listbox.querySelectorAll('[role="option"]')].filter((option) => {
    const r = option.getBoundingClientRect();
    return r.height > 0 && r.top >= box.top - 0.5 && r.bottom <= box.bottom + 0.5;
  });
  const cap = (window.innerHeight * SELECT_MAX_HEIGHT_VH) / 100;
  await expect(whole.length).toBeGreaterThanOrEqual(Math.min(Math.floor((cap - 48) / 32), 200));
  await expect(whole.length).toBeGreaterThan(window.innerHeight >= 800 ? 8 : 0);
  // ...and the list is as wide as its field (it overhung the trigger by 20 px).
  const trigger = document.querySelector('.adn-Select-trigger, .adn-Combobox-control');
  if (trigger) {
    await expect(Math.abs(box.width - trigger.getBoundingClientRect().width)).toBeLessThanOrEqual(1);
  }
}

/**
 * Viewports for stories that must be seen at a size (Storybook's own list has no 390 px phone). The story tests
 * size the browser by them: `parameters: { viewport: { options: storyViewports } }` on the meta and
 * `globals: { viewport: { value: 'phone390', isRotated: false } }` on the story.
 */
export const storyViewports = {
  phone390: { name: 'Phone 390', styles: { width: '390px', height: '844px' }, type: 'mobile' },
  desktop1280: { name: 'Desktop 1280', styles: { width: '1280px', height: '800px' }, type: 'desktop' },
} as const;

export const atViewport = (value: keyof typeof storyViewports) => ({ value, isRotated: false });

/**
 * The state a story shows without its play function. A story whose play acts is a flow (tag `flow`, see
 * `.storybook/decorators.tsx`); `stateOf` keeps the same story as a state to review, with no play.
 */
export function stateOf<S extends { play?: unknown }>(story: S): Omit<S, 'play'> {
  const { play: _play, ...state } = story;
  return state;
}

/**
 * Parameters of a story that shows an open overlay: on its docs page it renders in its own frame, so the page
 * does not open every dialog or list at once (`.storybook/decorators.tsx` checks this).
 */
export const inOwnFrame = { docs: { story: { inline: false, height: '560px' } } } as const;

/**
 * Icons are SVGs, not text glyphs: no element of `root` shows "×", "✕" or "⇪" as its whole text (the remove
 * buttons used "×" beside SVG close icons elsewhere, the upload zone the Caps Lock sign). Returns the SVG icons.
 */
export async function expectSvgIcons(root: HTMLElement, icons: string) {
  const glyphs = [...root.querySelectorAll('*')].filter((element) =>
    ['×', '✕', '⇪'].includes(element.textContent?.trim() ?? ''),
  );
  await expect(glyphs.map((element) => element.outerHTML)).toEqual([]);
  const svgs = root.querySelectorAll(icons);
  await expect(svgs.length).toBeGreaterThan(0);
  return svgs;
}

/** A placeholder and the control it stands for take the same box: nothing moves when one replaces the other. */
export async function expectSameBox(held: Element, real: Element) {
  const a = held.getBoundingClientRect();
  const b = real.getBoundingClientRect();
  await expect([a.width, a.height]).toEqual([b.width, b.height]);
}
