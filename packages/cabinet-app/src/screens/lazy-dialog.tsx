import { Suspense, type ComponentProps, type ComponentType, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { Dialog, Skeleton, preloadable, type Preloadable } from '@adnet/ui';

// The export of a module that is a component, and its props.
type ComponentKey<M> = { [K in keyof M]: M[K] extends ComponentType<never> ? K : never }[keyof M];
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any props: the export's own are read back below
type PropsOf<M, K extends keyof M> = M[K] extends ComponentType<any> ? ComponentProps<M[K]> : never;

/**
 * One export of a module as a chunk of its own (a form with react-hook-form and valibot, about 17 KB gzip, that the
 * page draws without): `lazyPart(() => import('./x'), 'X', Fallback)`. Drawn before its chunk is in, it shows
 * `fallback` (nothing by default). Pass it to `usePreloadWhenIdle` so it is fetched once the page has painted.
 */
export function lazyPart<M, K extends ComponentKey<M>>(
  load: () => Promise<M>,
  name: K,
  fallback?: (props: PropsOf<M, K>) => ReactNode,
): Preloadable<PropsOf<M, K>> {
  type P = PropsOf<M, K>;
  const Chunk = preloadable(() => load().then((m) => ({ default: m[name] as ComponentType<P> })));
  function Part(props: P) {
    return (
      <Suspense fallback={fallback?.(props) ?? null}>
        <Chunk {...(props as P & object)} />
      </Suspense>
    );
  }
  return Object.assign(Part, { preload: Chunk.preload });
}

/**
 * A dialog whose form is a chunk of its own: `lazyDialog(() => import('./x'), 'XDialog', (t, props) => title)`.
 * The dialog is mounted while open and closes through its `onClose`; opened before its chunk is in, it shows its
 * title and a skeleton (closable) until the form is in.
 */
export function lazyDialog<M, K extends ComponentKey<M>>(
  load: () => Promise<M>,
  name: K,
  title: (t: TFunction, props: PropsOf<M, K>) => string,
) {
  return lazyPart(load, name, (props) => (
    <LoadingDialog title={(t) => title(t, props)} onClose={(props as { onClose: () => void }).onClose} />
  ));
}

/** An open dialog whose form is still on its way: its title, a skeleton, and a close button that works. */
function LoadingDialog({ title, onClose }: { title: (t: TFunction) => string; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Dialog.Root open onOpenChange={(open) => !open && onClose()}>
      <Dialog.Content size="md" labels={{ close: t('common.close') }}>
        <Dialog.Title>{title(t)}</Dialog.Title>
        <Dialog.Body>
          <div aria-busy="true" aria-label={t('common.loading')}>
            <Skeleton height={40} />
            <Skeleton height={40} />
          </div>
        </Dialog.Body>
      </Dialog.Content>
    </Dialog.Root>
  );
}
