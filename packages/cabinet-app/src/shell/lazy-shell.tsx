import { Suspense, type ComponentProps } from 'react';
import { preloadable, preloadAppShell, type ToasterProps } from '@adnet/ui';
import type { CabinetLayout as CabinetLayoutFrame } from './cabinet-layout';
import { ShellSkeleton } from './shell-skeleton';
import { ConfirmDialogChunk } from './lazy-confirm';
import { afterLoad, loadChunk, useChunk } from './use-chunk';

/**
 * The parts of the app frame that need not be in the entry chunk, each loaded as its own chunk so the first paint
 * does not wait for them (budget: entry JavaScript <= 130 KB gzip, see .size-limit.js):
 *
 * - `CabinetLayout`: the signed-in frame (navigation, header, banners; AppShell's layouts). Until its chunk is
 *   in, the same frame is drawn as a skeleton (`ShellSkeleton`). The boot script and `main.tsx` load it on every
 *   signed-in path before the first render, beside the session check, so the skeleton is rarely seen.
 * - `Toaster`: Radix Toast and its layers. Toasts are kept in the store from the first moment (`toast()` lives in
 *   the entry); the area that shows them mounts once the page has loaded, so a toast raised during boot appears
 *   then, with the rest of its time to live.
 * - `ConfirmDialog`: Radix Dialog with its focus trap and scroll lock, rendered only while a confirmation is open
 *   (`confirm.tsx`, `lazy-confirm.tsx`). Its chunk is fetched once the page has loaded (with the toaster), so the first confirmation
 *   opens at once.
 *
 * The toaster and the confirm dialog mount only once their chunks are in (`useChunk`), never through `lazy`: a chunk
 * missed offline leaves them out until the browser is back online instead of throwing the page to the error screen.
 *
 * The language and theme selects of the public pages are lazy too, in their own module (`lazy-preferences.tsx`).
 */
const LayoutChunk = preloadable(() => import('./cabinet-layout').then((m) => ({ default: m.CabinetLayout })));

export const CabinetLayout = Object.assign(
  function CabinetLayout(props: ComponentProps<typeof CabinetLayoutFrame>) {
    return (
      <Suspense fallback={<ShellSkeleton />}>
        <LayoutChunk {...props} />
      </Suspense>
    );
  },
  {
    /** The frame's chunk and the layout AppShell will pick for this window: the first render draws both. */
    preload: () => Promise.all([LayoutChunk.preload(), preloadAppShell()]).then(() => undefined),
  },
);

const ToasterChunk = preloadable(() => import('./toaster-chunk'));

/**
 * The toast area, mounted once the page has loaded and its chunk is in; the confirm dialog's chunk is fetched at
 * the same time. A chunk that cannot be fetched (the network went away first) must not take the page down: the
 * toast area then stays unmounted and is asked for again when the browser is back online (toasts raised meanwhile
 * are kept by the store and shown then); the confirm dialog's chunk is asked for again when a confirmation opens.
 */
export function Toaster(props: ToasterProps) {
  const ready = useChunk(ToasterChunk, (load) =>
    afterLoad(() => {
      load();
      loadChunk(ConfirmDialogChunk).catch(() => undefined);
    }),
  );
  return ready ? <ToasterChunk {...props} /> : null;
}
