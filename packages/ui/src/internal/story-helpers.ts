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
