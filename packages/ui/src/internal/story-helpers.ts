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
