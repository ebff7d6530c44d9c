import { Suspense, useState, type ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog, Skeleton, preloadable } from '@adnet/ui';
import { usePreloadWhenIdle } from '../preload-when-idle';

/**
 * The deal dialog's form (react-hook-form, valibot) is its own chunk: the deals list draws without it. It is fetched
 * when the browser is idle after the list's first paint, so the first create or edit opens at once; opened before
 * that, the dialog shows its title and a skeleton until the form is in.
 */
const DealDialogChunk = preloadable(() => import('./deal-dialog').then((m) => ({ default: m.DealDialog })));

export function DealDialog(props: ComponentProps<typeof DealDialogChunk>) {
  const { t } = useTranslation();
  usePreloadWhenIdle(DealDialogChunk);
  // Mounted from its first opening on (and kept, so it closes as the dialog always did).
  const [used, setUsed] = useState(props.open);
  if (props.open && !used) setUsed(true);
  if (!used) return null;
  return (
    <Suspense
      fallback={
        <Dialog.Root open={props.open} onOpenChange={props.onOpenChange}>
          <Dialog.Content labels={{ close: t('common.close') }}>
            <Dialog.Title>{props.deal ? t('sales.deal.editTitle') : t('sales.deal.newTitle')}</Dialog.Title>
            <Dialog.Body>
              <div aria-busy="true" aria-label={t('common.loading')}>
                <Skeleton height={40} />
                <Skeleton height={40} />
              </div>
            </Dialog.Body>
          </Dialog.Content>
        </Dialog.Root>
      }
    >
      <DealDialogChunk {...props} />
    </Suspense>
  );
}
