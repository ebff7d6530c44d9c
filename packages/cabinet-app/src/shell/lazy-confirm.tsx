import { preloadable, type ConfirmDialogProps } from '@adnet/ui';
import { useChunk } from './use-chunk';

/**
 * The confirm dialog's chunk (Radix Dialog with its focus trap and scroll lock), fetched once the page has loaded
 * (by the toaster, `lazy-shell.tsx`) or when a confirmation opens first. A module of its own, apart from the frame's
 * lazy parts: the writes that confirm (`data/use-action.tsx`) then import nothing of the frame, so a part the frame
 * loads (the command palette) may use them without an import cycle.
 */
export const ConfirmDialogChunk = preloadable(() => import('./confirm-dialog-chunk'));

/**
 * Drawn once its chunk is in (fetched after the page has loaded, or now when a confirmation opens first). Offline
 * with the chunk never fetched, the confirmation waits for the browser to be back online rather than taking the
 * page down; the action it guards has not run.
 */
export function ConfirmDialog(props: ConfirmDialogProps) {
  const ready = useChunk(ConfirmDialogChunk);
  return ready ? <ConfirmDialogChunk {...props} /> : null;
}
