import { Suspense, type ComponentProps } from 'react';
import { preloadable } from '@adnet/ui';
import { usePreloadWhenIdle } from '../preload-when-idle';

/*
 * The approve and reject dialogs (react-hook-form and valibot forms) are a chunk of their own: the queue draws
 * without them. The chunk is fetched when the browser is idle after the queue's first paint, so a decision opens at
 * once; opened before that, the dialog shows when its chunk is in.
 */
const load = () => import('./withdraw-decision');
const ApproveChunk = preloadable(() => load().then((m) => ({ default: m.ApproveDialog })));
const RejectChunk = preloadable(() => load().then((m) => ({ default: m.RejectDialog })));

export function ApproveDialog(props: ComponentProps<typeof ApproveChunk>) {
  return (
    <Suspense fallback={null}>
      <ApproveChunk {...props} />
    </Suspense>
  );
}

export function RejectDialog(props: ComponentProps<typeof RejectChunk>) {
  return (
    <Suspense fallback={null}>
      <RejectChunk {...props} />
    </Suspense>
  );
}

/** Fetches the decision dialogs once the browser is idle after the queue's first paint. */
export function usePreloadDecisions() {
  usePreloadWhenIdle(ApproveChunk, RejectChunk);
}
