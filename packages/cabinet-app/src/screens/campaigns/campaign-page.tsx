import { startTransition, useEffect, useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import {
  Badge,
  Button,
  Callout,
  CampaignStatusBadge,
  Heading,
  preloadable,
  Skeleton,
  VisuallyHidden,
} from '@adnet/ui';
import { campaignAllows, type Campaign } from '@adnet/api-client';
import { canOpen, routeByPath } from '../../access/routes';
import { canSeeWallet, canWrite, isAgencyUser, isInternalUser } from '../../access/policy';
import { useCurrentUser } from '../../data/hooks';
import { useCampaign, useCampaignActions } from '../../data/campaigns';
import {
  moderationState,
  notServing,
  servingChecklist,
  useCampaignForecast,
  useCampaignLifetime,
  useRecentDelivery,
} from '../../data/campaign-detail';
import { useMonitoringBalance } from '../../data/monitoring';
import { useFormat } from '../../i18n/format';
import { AppLink, useActingAs, withActingAs } from '../../shell/acting-as';
import { DetailFrame, Page } from '../page';
import { useRouteId } from '../../shell/route-id';
import { CampaignSummary } from './campaign-summary';
import { ServingChecklist } from './serving-checklist';
import { useCampaignLabels } from './campaign-labels';
import { beginActivity } from '../../boot/activity';

/**
 * `/campaigns/{id}`: the campaign's name, type, status and moderation state (a declined one says why and what to
 * change; internal users see the suspicious flag), the owner's actions of the list recipe (edit, stop/start, copy,
 * archive), the "why isn't it serving?" checklist when it does not serve, the statistics module for this
 * campaign, its strategy and targeting, and its ads as users see them.
 */
export default function CampaignPage() {
  const { t } = useTranslation();
  const campaign = useCampaign(useRouteId());
  const fmt = useFormat();
  // The browser's first date formatter loads its calendar data (about 40 ms of a phone's main thread, 160 ms at
  // 4x slowdown): built while the campaign is on its way, it no longer holds back the header (its "created" date).
  useEffect(() => {
    const timer = window.setTimeout(() => fmt.date(Date.now()), 0);
    return () => window.clearTimeout(timer);
  }, [fmt]);
  const name = campaign.data?.name;
  const failed = !campaign.data && campaign.error !== undefined;
  // The route leaves the tab's title to this page (`titleFromPage`): the name once known, the generic title only
  // for a campaign that cannot be shown, and nothing in between (the app's name stays).
  useEffect(() => {
    if (name !== undefined) document.title = `${name} · ${t('app.name')}`;
    else if (failed) document.title = `${t('routes.campaign')} · ${t('app.name')}`;
  }, [name, failed, t]);
  const title = name ?? t('routes.campaign');
  const breadcrumbs = [{ label: t('routes.campaigns'), href: '/campaigns' }, { label: title }];
  return (
    <DetailFrame
      query={campaign}
      title={title}
      breadcrumbs={breadcrumbs}
      back={{ to: '/campaigns', label: t('campaign.backToList') }}
      notFound={{ title: t('campaign.notFound'), description: t('campaign.notFoundHint') }}
      loading={<CampaignPageLoading />}
    >
      {(c) => <CampaignDetails campaign={c} breadcrumbs={breadcrumbs} />}
    </DetailFrame>
  );
}

/**
 * The page before its campaign has come: the header's boxes as the loaded page draws them (a bar in the title's
 * line instead of a generic "Campaign" that the name would replace, the badges' row, the description's line, a
 * row of actions where the user may act) and placeholders of the sections' heights, so the name and the sections
 * take the same places when they arrive.
 */
function CampaignPageLoading() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const loading = t('common.loading');
  return (
    <Page
      title={
        <>
          <VisuallyHidden>{loading}</VisuallyHidden>
          <Skeleton width="min(14em, 70vw)" className="campaign-title-skeleton" />
        </>
      }
      className="campaign-page"
      breadcrumbs={[{ label: t('routes.campaigns'), href: '/campaigns' }, { label: loading }]}
      meta={
        <span className="campaign-meta">
          <Skeleton shape="rect" width={88} height={22} />
          <Skeleton shape="rect" width={120} height={22} />
        </span>
      }
      description={<Skeleton width="16em" className="campaign-description-skeleton" />}
      actions={
        canWrite(user) && !isAgencyUser(user) ? (
          <div className="campaign-actions">
            <Skeleton shape="rect" width={72} height={36} />
            <Skeleton shape="rect" width={72} height={36} />
          </div>
        ) : undefined
      }
    >
      <div className="detail-loading" role="status" aria-label={loading}>
        <Skeleton shape="rect" height={420} />
        <Skeleton shape="rect" height={240} />
      </div>
    </Page>
  );
}

/**
 * The statistics module (shared with the monitoring and archived statistics pages): fetched once the header has
 * painted, so a first visit to the page does not wait for it (it is a quarter of the page's code).
 */
const StatisticsPanel = preloadable(() =>
  import('../statistics/statistics-panel').then((m) => ({ default: m.StatisticsPanel })),
);

/**
 * False until the page's header has painted and the statistics module is in, then true in a transition. The
 * statistics (a year of them is 366 days of KPIs, a chart and its comparison) and the summary render after the
 * header: drawn with the header they held the name (the page's largest text) back for seconds on a slow phone, and
 * as a transition their render yields to input. The page is not settled (boot/activity.ts) until they have
 * committed. A module that cannot be fetched is left to its render, which throws to the page's error boundary.
 */
function useHeaderPainted(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    if (painted) return;
    const end = beginActivity();
    let timer: number | undefined;
    let live = true;
    const show = () => live && startTransition(() => setPainted(true));
    const frame = requestAnimationFrame(() => {
      timer = window.setTimeout(() => void StatisticsPanel.preload().then(show, show), 0);
    });
    return () => {
      live = false;
      cancelAnimationFrame(frame);
      window.clearTimeout(timer);
      end();
    };
  }, [painted]);
  return painted;
}

function CampaignDetails({
  campaign: c,
  breadcrumbs,
}: {
  campaign: Campaign;
  breadcrumbs: { label: string; href?: string }[];
}) {
  const { t } = useTranslation();
  const fmt = useFormat();
  const navigate = useNavigate();
  const user = useCurrentUser();
  const actingAs = useActingAs();
  const labels = useCampaignLabels();
  const actions = useCampaignActions();
  const balance = useMonitoringBalance();
  const lifetime = useCampaignLifetime(c.id);
  const forecast = useCampaignForecast(c);
  const delivery = useRecentDelivery(c.id);
  const writable = canWrite(user) && !isAgencyUser(user);
  const canCopy = canOpen(user, routeByPath('/campaigns/new')!);
  const allows = (a: Parameters<typeof campaignAllows>[1]) => writable && campaignAllows(c.status, a);
  const moderation = moderationState(c);
  const campaignIds = useMemo(() => [c.id], [c.id]);
  const painted = useHeaderPainted();

  const items = servingChecklist({
    campaign: c,
    balance: balance.data ? balance.data.balance : balance.error ? null : undefined,
    spent: lifetime.data ? lifetime.data.totals.spent : lifetime.error ? null : undefined,
    forecast: forecast.data ?? (forecast.error ? null : undefined),
  });
  const archived = c.status === 'ARCHIVED';

  const archive = async () => {
    const result = await actions.archive.trigger(c);
    if (result.ok) void navigate(withActingAs(`/archive/campaigns/${c.id}`, actingAs));
  };

  return (
    <Page
      title={c.name}
      className="campaign-page"
      breadcrumbs={breadcrumbs}
      meta={
        <span className="campaign-meta">
          <CampaignStatusBadge status={c.status} labels={labels.statuses} />
          <Badge tone="neutral">{labels.type(c.campaignType)}</Badge>
          {/* Declined and waiting are the status badge already; approved and not sent add to it. */}
          {moderation === 'approved' || moderation === 'notSent' ? (
            <Badge tone={moderation === 'approved' ? 'success' : 'neutral'}>
              {t(`campaign.moderation.${moderation}`)}
            </Badge>
          ) : null}
          {isInternalUser(user) && c.sus ? <Badge tone="danger">{t('campaign.sus')}</Badge> : null}
        </span>
      }
      description={t('campaign.description', { id: c.id, date: fmt.date(c.createdAt) })}
      actions={
        <div className="campaign-actions">
          {allows('edit') ? (
            <Button
              variant="outline"
              onClick={() => void navigate(withActingAs(`/campaigns/${c.id}/edit`, actingAs))}
            >
              {t('campaigns.actions.edit')}
            </Button>
          ) : null}
          {allows('stop') ? (
            <Button
              variant="outline"
              loading={actions.stop.isMutating}
              onClick={() => void actions.stop.trigger(c)}
            >
              {t('campaigns.actions.stop')}
            </Button>
          ) : null}
          {allows('start') ? (
            <Button loading={actions.start.isMutating} onClick={() => void actions.start.trigger(c)}>
              {t('campaigns.actions.start')}
            </Button>
          ) : null}
          {allows('copy') && canCopy ? (
            <Button
              variant="outline"
              loading={actions.copy.isMutating}
              onClick={() => void actions.copy.trigger(c)}
            >
              {t('campaigns.actions.copy')}
            </Button>
          ) : null}
          {allows('archive') ? (
            <Button variant="outline" tone="danger" onClick={() => void archive()}>
              {t('campaigns.actions.archive')}
            </Button>
          ) : null}
        </div>
      }
    >
      {archived ? (
        <Callout
          tone="info"
          action={<AppLink to={`/archive/campaigns/${c.id}`}>{t('campaign.archivedOpen')}</AppLink>}
        >
          {t('campaign.archivedHint')}
        </Callout>
      ) : null}
      {moderation === 'declined' ? (
        <Callout
          tone="danger"
          title={t('campaign.declined.title')}
          data-testid="decline-reason"
          action={
            allows('edit') ? (
              <AppLink to={`/campaigns/${c.id}/edit`}>{t('campaign.declined.fix')}</AppLink>
            ) : undefined
          }
        >
          <p>{t('campaign.declined.reason', { reason: c.declineReason ?? t('campaign.noReason') })}</p>
          <p>{t('campaign.declined.whatToChange')}</p>
        </Callout>
      ) : null}
      {c.declineWarning && moderation !== 'declined' ? (
        <Callout tone="warning" title={t('campaign.warning.title')}>
          {c.declineWarning}
        </Callout>
      ) : null}
      {moderation === 'waiting' ? (
        <Callout tone="info">
          {c.sla ? t('campaign.waiting.until', { date: fmt.dateTime(c.sla) }) : t('campaign.waiting.hint')}
        </Callout>
      ) : null}

      {!archived && notServing(items, delivery.data) ? (
        <ServingChecklist
          campaign={c}
          items={items}
          canFix={writable}
          canTopUp={canSeeWallet(user)}
          onStart={() => void actions.start.trigger(c)}
          starting={actions.start.isMutating}
        />
      ) : null}

      <section className="campaign-stats" aria-labelledby="campaign-stats-title">
        <Heading level={2} size="md" id="campaign-stats-title">
          {t('statistics.title')}
        </Heading>
        {painted ? <StatisticsPanel campaignIds={campaignIds} /> : <Skeleton shape="rect" height={420} />}
      </section>

      {painted ? (
        <CampaignSummary campaign={c} spent={lifetime.data?.totals.spent ?? null} />
      ) : (
        <Skeleton shape="rect" height={240} />
      )}
    </Page>
  );
}
