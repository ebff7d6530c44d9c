import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useHotkeys } from 'react-hotkeys-hook';
import {
  Badge,
  Button,
  CampaignStatusBadge,
  Dialog,
  ErrorState,
  preloadable,
  Skeleton,
  VisuallyHidden,
} from '@adnet/ui';
import { moderationAllows, type Campaign, type CampaignListRow, type CampaignType } from '@adnet/api-client';
import { useAdminUser, useCampaignReview, useModerationActions } from '../../data/moderation';
import { describeError } from '../../data/errors';
import { useFormat } from '../../i18n/format';
import { AppLink, withActingAs } from '../../shell/acting-as';
import { useCampaignLabels } from '../campaigns/campaign-labels';
import { usePreloadWhenIdle } from '../preload-when-idle';
import { AdList } from './ad-list';

/**
 * The decline dialog (a react-hook-form form) is its own chunk, fetched once a review is open and the browser is
 * idle: the queue and the review draw without react-hook-form and valibot.
 */
const DeclineDialog = preloadable(() => import('./decline-dialog'));

/**
 * The review of one campaign, as a dialog over the queue: the owner, the ads as users will see them, the
 * targeting, and the decisions. Keys (physical keys, so they work on any keyboard layout; never while typing):
 * `A` approve (it asks first; focus starts on Cancel, so Tab then Enter confirms), `D` decline (asks the reason), `R`
 * send a declined campaign back to moderation, `S` mark or clear suspicious, `N` / `P` the next / previous campaign
 * of the list shown. After an approval or a decline the next campaign of the list opens, so a queue is worked
 * through without the mouse; after a requeue the same campaign stays open, now waiting, to be decided again. Escape closes and focus returns to the list.
 */
export function CampaignReview({
  id,
  queue,
  onOpen,
  onClose,
}: {
  id: number;
  /** The rows of the list as shown: what "next" and "previous" walk through. */
  queue: readonly CampaignListRow[];
  onOpen: (id: number) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const review = useCampaignReview(id);
  usePreloadWhenIdle(DeclineDialog);
  const campaign = review.data;
  const { approve, requeue, setSus } = useModerationActions();
  const [declining, setDeclining] = useState(false);
  const [busy, setBusy] = useState(false);

  const index = queue.findIndex((r) => r.id === id);
  const next = index === -1 ? queue.find((r) => r.id !== id) : queue[index + 1];
  const previous = index > 0 ? queue[index - 1] : undefined;
  const goNextOrClose = () => (next ? onOpen(next.id) : onClose());

  const canApprove = campaign ? moderationAllows(campaign.status, 'approve') : false;
  const canDecline = campaign ? moderationAllows(campaign.status, 'decline') : false;
  const canRequeue = campaign ? moderationAllows(campaign.status, 'requeue') : false;

  const runApprove = async () => {
    if (!campaign || !canApprove || busy) return;
    setBusy(true);
    const result = await approve.trigger(campaign);
    setBusy(false);
    if (result.ok) goNextOrClose();
  };
  const runRequeue = () => {
    if (!campaign || !canRequeue || busy || requeue.isMutating) return;
    void requeue.trigger(campaign);
  };
  const toggleSus = () => {
    if (!campaign || busy) return;
    void setSus.trigger({ campaign, sus: !campaign.sus });
  };

  const keys = { enabled: !declining && !busy && campaign !== undefined, preventDefault: true } as const;
  useHotkeys('a', () => void runApprove(), keys, [campaign, canApprove, busy]);
  useHotkeys('d', () => canDecline && setDeclining(true), keys, [canDecline]);
  useHotkeys('r', runRequeue, keys, [campaign, canRequeue, busy, requeue.isMutating]);
  useHotkeys('s', toggleSus, keys, [campaign, busy]);
  useHotkeys('n', () => next && onOpen(next.id), { ...keys, enabled: !declining && !busy }, [next]);
  useHotkeys('p', () => previous && onOpen(previous.id), { ...keys, enabled: !declining && !busy }, [
    previous,
  ]);
  /** A button to a neighbour in the queue, disabled at its end; its key works too. */
  const stepButton = (
    row: CampaignListRow | undefined,
    key: 'P' | 'N',
    variant: 'ghost' | 'outline',
    label: string,
  ) => (
    <Button
      variant={variant}
      tone="neutral"
      disabled={!row}
      onClick={() => row && onOpen(row.id)}
      aria-keyshortcuts={key}
    >
      {label}
    </Button>
  );

  // Radix closes on Escape only when this dialog is the top layer; the app's confirmation opens in another tree, and
  // after it the review must still close on Escape. Closing twice is harmless (the URL loses `review` once).
  useHotkeys('escape', onClose, { enabled: !declining && !busy }, [onClose]);

  return (
    <Dialog.Root open onOpenChange={(open) => !open && onClose()}>
      <Dialog.Content
        size="lg"
        className="review"
        labels={{ close: t('common.close') }}
        // The approve confirmation and the toasts live outside this dialog: moving focus or clicking there is not a
        // request to close the review.
        onFocusOutside={(event) => event.preventDefault()}
        onInteractOutside={(event) => {
          const target = event.target instanceof Element ? event.target : null;
          if (target?.closest('[role="alertdialog"], [data-slot="toast"], [data-slot="toast-viewport"]'))
            event.preventDefault();
        }}
      >
        <Dialog.Title>{campaign?.name ?? t('internal.moderation.reviewTitle')}</Dialog.Title>
        <Dialog.Description className="review-position">
          {index === -1
            ? t('internal.moderation.reviewHint')
            : t('internal.moderation.position', { position: index + 1, total: queue.length })}
        </Dialog.Description>
        <Dialog.Body>
          {campaign ? (
            <ReviewBody campaign={campaign} />
          ) : review.error ? (
            <ErrorState
              titleAs="h3"
              size="compact"
              labels={{
                title: t('errors.loadingError'),
                description: describeError(t, review.error),
                retry: t('errors.retry'),
              }}
              onRetry={() => void review.mutate()}
              retrying={review.isValidating}
            />
          ) : (
            <div className="review-loading" aria-busy="true">
              <Skeleton height="2rem" />
              <Skeleton height="12rem" />
              <VisuallyHidden>{t('common.loading')}</VisuallyHidden>
            </div>
          )}
        </Dialog.Body>
        <Dialog.Footer className="review-actions">
          <p className="review-keys" id="review-keys">
            {t('internal.moderation.keys')}
          </p>
          {stepButton(previous, 'P', 'ghost', t('internal.moderation.previous'))}
          {stepButton(next, 'N', 'outline', t('internal.moderation.next'))}
          {campaign ? (
            <Button variant="outline" tone="neutral" onClick={toggleSus} aria-keyshortcuts="S">
              {campaign.sus ? t('internal.moderation.clearSus') : t('internal.moderation.markSus')}
            </Button>
          ) : null}
          {canDecline ? (
            <Button variant="outline" tone="danger" onClick={() => setDeclining(true)} aria-keyshortcuts="D">
              {t('internal.moderation.decline.action')}
            </Button>
          ) : null}
          {canRequeue ? (
            <Button
              variant="outline"
              tone="neutral"
              onClick={runRequeue}
              loading={requeue.isMutating}
              aria-keyshortcuts="R"
            >
              {t('internal.moderation.requeue')}
            </Button>
          ) : null}
          {canApprove ? (
            <Button onClick={() => void runApprove()} loading={busy} aria-keyshortcuts="A">
              {t('internal.moderation.approve')}
            </Button>
          ) : null}
        </Dialog.Footer>
        {declining && campaign ? (
          <Suspense fallback={null}>
            <DeclineDialog
              campaign={campaign}
              onCancel={() => setDeclining(false)}
              onDone={() => {
                setDeclining(false);
                goNextOrClose();
              }}
            />
          </Suspense>
        ) : null}
      </Dialog.Content>
    </Dialog.Root>
  );
}

function ReviewBody({ campaign }: { campaign: Campaign }) {
  const { t } = useTranslation();
  const fmt = useFormat();
  const labels = useCampaignLabels();
  const owner = useAdminUser(campaign.ownerId);
  const tg = campaign.targeting;
  const anyOr = (value: boolean | null | undefined, yes: string, no: string) =>
    value === null || value === undefined ? t('internal.moderation.targeting.any') : value ? yes : no;

  return (
    <div className="review-body">
      <div className="review-meta">
        <CampaignStatusBadge status={campaign.status} labels={labels.statuses} size="sm" />
        <Badge size="sm">{labels.type(campaign.campaignType)}</Badge>
        {campaign.sus ? (
          <Badge size="sm" tone="danger">
            {t('internal.moderation.sus')}
          </Badge>
        ) : null}
        {campaign.sla ? (
          <span>{t('internal.moderation.deadline', { date: fmt.dateTime(campaign.sla) })}</span>
        ) : null}
      </div>
      {campaign.declineReason ? (
        <p className="review-reason">
          {t('internal.moderation.declinedWith', { reason: campaign.declineReason })}
        </p>
      ) : null}

      <section aria-labelledby="review-owner">
        <h3 id="review-owner">{t('internal.moderation.owner')}</h3>
        {owner.data ? (
          <dl className="review-facts">
            <dt>{t('internal.moderation.ownerFields.email')}</dt>
            <dd>{owner.data.email}</dd>
            <dt>{t('internal.moderation.ownerFields.id')}</dt>
            <dd>{owner.data.id}</dd>
            <dt>{t('internal.moderation.ownerFields.balance')}</dt>
            <dd>{fmt.money(owner.data.balance)}</dd>
            <dt>{t('internal.moderation.ownerFields.flags')}</dt>
            <dd>
              {owner.data.blocked
                ? t('internal.moderation.ownerFields.blocked')
                : t('internal.moderation.ownerFields.active')}
            </dd>
          </dl>
        ) : owner.error ? (
          <p>{describeError(t, owner.error)}</p>
        ) : (
          <Skeleton height="3rem" />
        )}
        <p className="review-links">
          <AppLink to={withActingAs('/campaigns', campaign.ownerId)}>
            {t('internal.moderation.openCabinet')}
          </AppLink>
          <AppLink to={`/internal/accounts/user/${campaign.ownerId}`}>
            {t('internal.moderation.openAccount')}
          </AppLink>
        </p>
      </section>

      <section aria-labelledby="review-ads">
        <h3 id="review-ads">{t('internal.moderation.ads', { count: campaign.ads.length })}</h3>
        <AdList
          type={campaign.campaignType as CampaignType}
          ads={campaign.ads}
          className="review-ads"
          linkClass="review-link"
          blacklisted={t('internal.moderation.blacklisted')}
        />
      </section>

      <section aria-labelledby="review-targeting">
        <h3 id="review-targeting">{t('internal.moderation.targeting.title')}</h3>
        <dl className="review-facts">
          <dt>{t('internal.moderation.targeting.languages')}</dt>
          <dd>{tg.languages.length ? tg.languages.join(', ') : t('internal.moderation.targeting.any')}</dd>
          <dt>{t('internal.moderation.targeting.regions')}</dt>
          <dd>
            {tg.regions.length
              ? t('internal.moderation.targeting.count', { count: tg.regions.length })
              : t('internal.moderation.targeting.everywhere')}
          </dd>
          <dt>{t('internal.moderation.targeting.platform')}</dt>
          <dd>{t(`internal.moderation.platformType.${tg.platformType}`)}</dd>
          <dt>{t('internal.moderation.targeting.premium')}</dt>
          <dd>
            {anyOr(
              tg.isTelegramPremium,
              t('internal.moderation.targeting.only'),
              t('internal.moderation.targeting.without'),
            )}
          </dd>
          <dt>{t('internal.moderation.targeting.vpn')}</dt>
          <dd>
            {anyOr(
              tg.vpn,
              t('internal.moderation.targeting.only'),
              t('internal.moderation.targeting.without'),
            )}
          </dd>
          <dt>{t('internal.moderation.targeting.segments')}</dt>
          <dd>
            {tg.segments.length
              ? t('internal.moderation.targeting.count', { count: tg.segments.length })
              : t('internal.moderation.targeting.any')}
          </dd>
        </dl>
      </section>
    </div>
  );
}
