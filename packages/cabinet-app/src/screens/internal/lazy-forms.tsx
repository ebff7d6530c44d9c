import { Suspense, useEffect, type ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog, Skeleton, preloadable } from '@adnet/ui';
import { usePreloadWhenIdle } from '../preload-when-idle';

/*
 * The internal pages' forms (react-hook-form and valibot, about 17 KB gzip) are chunks of their own: a page draws
 * its list without them. A dialog's chunk is fetched when the browser is idle after the page's first paint, so it
 * opens at once; opened before that, the dialog shows its title and a skeleton until the form is in. The referral
 * settings form is on the page itself: its chunk is fetched beside the settings it shows.
 */
const AgencyChunk = preloadable(() => import('./agency-dialog').then((m) => ({ default: m.AgencyDialog })));
const PromocodeChunk = preloadable(() =>
  import('./promocode-dialog').then((m) => ({ default: m.PromocodeDialog })),
);
const DepositChunk = preloadable(() =>
  import('./deposit-dialog').then((m) => ({ default: m.DepositDialog })),
);
const ReferralChunk = preloadable(() =>
  import('./referral-settings-form').then((m) => ({ default: m.ReferralSettingsForm })),
);

/** An open dialog whose form is still on its way: its title, a skeleton, and a close button that works. */
function LoadingDialog({ title, onClose }: { title: string; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Dialog.Root open onOpenChange={(open) => !open && onClose()}>
      <Dialog.Content size="md" labels={{ close: t('common.close') }}>
        <Dialog.Title>{title}</Dialog.Title>
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

export function AgencyDialog(props: ComponentProps<typeof AgencyChunk>) {
  const { t } = useTranslation();
  const title = props.agency
    ? t('admin.agencies.editTitle', { name: props.agency.name })
    : t('admin.agencies.new');
  return (
    <Suspense fallback={<LoadingDialog title={title} onClose={props.onClose} />}>
      <AgencyChunk {...props} />
    </Suspense>
  );
}

export function PromocodeDialog(props: ComponentProps<typeof PromocodeChunk>) {
  const { t } = useTranslation();
  return (
    <Suspense fallback={<LoadingDialog title={t('admin.promocodes.new')} onClose={props.onClose} />}>
      <PromocodeChunk {...props} />
    </Suspense>
  );
}

export function DepositDialog(props: ComponentProps<typeof DepositChunk>) {
  const { t } = useTranslation();
  return (
    <Suspense fallback={<LoadingDialog title={t('admin.deposit.title')} onClose={props.onClose} />}>
      <DepositChunk {...props} />
    </Suspense>
  );
}

export function ReferralSettingsForm(props: ComponentProps<typeof ReferralChunk>) {
  return (
    <Suspense fallback={<Skeleton shape="rect" height="8rem" />}>
      <ReferralChunk {...props} />
    </Suspense>
  );
}

export const usePreloadAgencyDialog = () => usePreloadWhenIdle(AgencyChunk);
export const usePreloadPromocodeDialog = () => usePreloadWhenIdle(PromocodeChunk);
export const usePreloadDepositDialog = () => usePreloadWhenIdle(DepositChunk);
/** At once, not when idle: the form is part of the page's first screen. */
export function usePreloadReferralSettingsForm() {
  useEffect(() => {
    void ReferralChunk.preload().catch(() => undefined);
  }, []);
}
