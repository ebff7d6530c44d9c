import { Suspense } from 'react';
import { preloadable, SwitchPlaceholder, type ProgressProps, type SwitchProps } from '@adnet/ui';

/*
 * Controls a list draws only for some users or some moments, loaded on first use so the list's first paint does not
 * carry them (issue 10 keeps the campaigns list's own JavaScript within 40 KB): the internal users' toggles (an
 * advertiser never sees them) and the progress of a bulk action or an export (shown only while one runs).
 */

const SwitchChunk = preloadable(() => import('./lazy-controls-chunk').then((m) => ({ default: m.Switch })));
const ProgressChunk = preloadable(() =>
  import('./lazy-controls-chunk').then((m) => ({ default: m.Progress })),
);

/** ui's `Switch`, loaded when first drawn; ui's placeholder (its track and label, inert) until then. */
export function Switch(props: SwitchProps) {
  return (
    <Suspense fallback={<SwitchPlaceholder label={props.label} size={props.size} />}>
      <SwitchChunk {...props} />
    </Suspense>
  );
}

/** ui's `Progress`, loaded when first drawn; its label (announced politely) until then. */
export function Progress(props: ProgressProps) {
  return (
    <Suspense fallback={<span role="status">{props.label}</span>}>
      <ProgressChunk {...props} />
    </Suspense>
  );
}
