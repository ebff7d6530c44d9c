import { useDeferredValue, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Button,
  Callout,
  EmptyState,
  Field,
  Heading,
  MultiSelect,
  Skeleton,
  StatCard,
  VisuallyHidden,
} from '@adnet/ui';
import { canSeeWallet, isInternalUser } from '../../access/policy';
import { navigationFor } from '../../access/routes';
import { useCurrentUser } from '../../data/hooks';
import {
  RUNWAY_WARNING_DAYS,
  campaignsNeedingAttention,
  runwayDays,
  useMonitoringBalance,
  useMonitoringCampaignTotal,
  useMonitoringCampaigns,
  useRecentSpend,
  type AttentionItem,
  type MonitoredCampaigns,
} from '../../data/monitoring';
import { useStatsState } from '../../data/statistics';
import { useFormat } from '../../i18n/format';
import { AppLink, useActingAs } from '../../shell/acting-as';
import { Page } from '../page';
import { LoadFailed } from '../states';
import { StatisticsPanel } from '../statistics/statistics-panel';

/** A performance mark set when the statistics chart has drawn its first frame. */
const CHART_DRAWN_MARK = 'adnet:monitoring-chart-drawn';

/** The most urgent campaigns shown at first; the rest behind "Show all" (fewer tab stops before the statistics). */
const ATTENTION_SHOWN = 5;

/** Where each kind of attention is fixed. */
function fixOf(item: AttentionItem): { to: string; key: string } {
  const id = item.campaign.id;
  switch (item.reason) {
    case 'declined':
      return { to: `/campaigns/${id}/edit`, key: 'statistics.attention.fix.declined' };
    case 'outOfBudget':
      return { to: `/campaigns/${id}/edit`, key: 'statistics.attention.fix.outOfBudget' };
    case 'notServing':
      return { to: '/wallet', key: 'statistics.attention.fix.notServing' };
    case 'stoppedWithBudget':
    case 'moderation':
      return { to: `/campaigns/${id}`, key: `statistics.attention.fix.${item.reason}` };
  }
}

function BalanceSection() {
  const { t } = useTranslation();
  const fmt = useFormat();
  const user = useCurrentUser();
  const balance = useMonitoringBalance();
  const spend = useRecentSpend(useMonitoringCampaignTotal());
  const headingId = useId();
  const loading = balance.isLoading || (spend.data === undefined && !spend.error);
  const error = balance.error ?? spend.error;
  const runway =
    balance.data && spend.data !== undefined ? runwayDays(balance.data.balance, spend.data) : null;
  const low = runway !== null && runway < RUNWAY_WARNING_DAYS;
  return (
    <section className="monitoring-balance" aria-labelledby={headingId}>
      <Heading level={2} size="md" id={headingId}>
        {t('statistics.balance.title')}
      </Heading>
      {error && !balance.data ? (
        <LoadFailed
          titleAs="h3"
          error={error}
          onRetry={() => {
            void balance.mutate();
            void spend.mutate();
          }}
        />
      ) : (
        <div className="monitoring-balance-body">
          <StatCard
            data-testid="balance"
            label={t('statistics.balance.label')}
            value={balance.data ? fmt.money(balance.data.balance) : ''}
            loading={loading}
            hint={
              loading ? undefined : (
                <span data-testid="runway" data-days={runway ?? ''}>
                  {runway === null
                    ? t('statistics.balance.noSpend')
                    : t('statistics.balance.runway', { count: runway })}
                </span>
              )
            }
          />
          {low ? (
            <Callout
              tone="warning"
              title={t('statistics.balance.lowTitle', { count: runway })}
              action={
                canSeeWallet(user) ? (
                  <AppLink to="/wallet">{t('statistics.balance.topUp')}</AppLink>
                ) : undefined
              }
            >
              {t('statistics.balance.lowHint')}
            </Callout>
          ) : null}
        </div>
      )}
    </section>
  );
}

/**
 * The campaigns that need attention. Thousands of campaigns are read whole: what follows from them renders from a
 * deferred copy, so React draws it in a background pass that yields to the browser instead of in the same
 * blocking pass as the answer.
 */
function AttentionSection() {
  const { t } = useTranslation();
  const campaigns = useMonitoringCampaigns();
  const data = useDeferredValue(campaigns.data);
  const balance = useMonitoringBalance();
  const headingId = useId();
  const [expanded, setExpanded] = useState(false);
  const items = useMemo(
    () => campaignsNeedingAttention(data?.items ?? [], balance.data?.balance ?? null),
    [data, balance.data],
  );
  return (
    <section className="monitoring-attention" aria-labelledby={headingId}>
      <Heading level={2} size="md" id={headingId}>
        {t('statistics.attention.title')}
      </Heading>
      {data ? <Coverage campaigns={data} textKey="statistics.coverage.attention" /> : null}
      {/* A box of one height in every state (loading, error, all good, the list), so the statistics below never
          move when the campaigns arrive (CLS). "Show all" lets it grow to the whole list: a move the user asked
          for, and in a fixed box the added campaigns stayed below its fold, so the click changed nothing seen. */}
      <div className="monitoring-attention-body" data-expanded={expanded || undefined}>
        {campaigns.error && !campaigns.data ? (
          <CampaignsFailed campaigns={campaigns} />
        ) : !data ? (
          <div aria-busy="true">
            <Skeleton shape="rect" height="100%" />
            <VisuallyHidden>{t('common.loading')}</VisuallyHidden>
          </div>
        ) : items.length === 0 ? (
          <p className="monitoring-allGood">{t('statistics.attention.none')}</p>
        ) : (
          <>
            <ul className="attention-list">
              {(expanded ? items : items.slice(0, ATTENTION_SHOWN)).map((item) => {
                const fix = fixOf(item);
                return (
                  <li key={item.campaign.id} data-reason={item.reason}>
                    <div className="attention-main">
                      <AppLink to={`/campaigns/${item.campaign.id}`} className="attention-name">
                        {item.campaign.name}
                      </AppLink>
                      <span className="attention-reason">
                        {t(`statistics.attention.reason.${item.reason}`)}
                      </span>
                      {item.reason === 'declined' && item.campaign.declineReason ? (
                        <span className="attention-detail">
                          {t('statistics.attention.declineReason', { reason: item.campaign.declineReason })}
                        </span>
                      ) : null}
                    </div>
                    <AppLink to={fix.to} className="attention-fix">
                      {t(fix.key)}
                    </AppLink>
                  </li>
                );
              })}
            </ul>
            {items.length > ATTENTION_SHOWN ? (
              <Button
                variant="ghost"
                size="sm"
                aria-expanded={expanded}
                onClick={() => setExpanded(!expanded)}
              >
                {expanded
                  ? t('statistics.attention.showFewer')
                  : t('statistics.attention.showAll', { count: items.length })}
              </Button>
            ) : null}
          </>
        )}
      </div>
    </section>
  );
}

/**
 * Says when the campaigns read stop short of the user's campaigns (more than `MONITORED_CAMPAIGNS_MAX`): what
 * `textKey` covers is then the newest of them only.
 */
/** The campaigns failed to load and nothing older shows: said under the section's heading, with a retry. */
function CampaignsFailed({ campaigns }: { campaigns: ReturnType<typeof useMonitoringCampaigns> }) {
  return (
    <LoadFailed
      titleAs="h3"
      error={campaigns.error}
      onRetry={() => void campaigns.mutate()}
      retrying={campaigns.isValidating}
    />
  );
}

function Coverage({ campaigns, textKey }: { campaigns: MonitoredCampaigns; textKey: string }) {
  const { t } = useTranslation();
  const fmt = useFormat();
  if (campaigns.items.length >= campaigns.total) return null;
  return (
    <p className="monitoring-coverage" data-testid="coverage">
      {t(textKey, { shown: fmt.number(campaigns.items.length), total: fmt.number(campaigns.total) })}
    </p>
  );
}

/**
 * For staff (Internal User) in their own cabinet: the home page shows their own account (their own campaigns and
 * balance, never the network's), and names where their work is: the internal, support and sales pages they may
 * open.
 */
function StaffWork() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const actingAs = useActingAs();
  if (!isInternalUser(user) || actingAs !== null) return null;
  const work = navigationFor(user).filter((route) => route.nav!.group !== 'main');
  return (
    <Callout tone="info" title={t('statistics.staff.title')} className="monitoring-staff">
      <p>{t('statistics.staff.description')}</p>
      <ul className="monitoring-staff-links">
        {work.map((route) => (
          <li key={route.path}>
            <AppLink to={route.path}>{t(route.nav!.labelKey)}</AppLink>
          </li>
        ))}
      </ul>
    </Callout>
  );
}

/**
 * `/monitoring`, the home page: the balance and how long it lasts, the campaigns that need attention, and the
 * statistics module over all the user's campaigns (one call, however many) or some of them (`campaigns` in the
 * URL). Acting as a user (`?uid=`) shows that user's. Staff see their own account and where their work is.
 */
export default function MonitoringPage() {
  const { t } = useTranslation();
  const campaigns = useMonitoringCampaigns();
  const total = useMonitoringCampaignTotal();
  const { state, setState } = useStatsState();
  const statsHeading = useId();
  // The choice's options come from the whole list, in a background pass (see AttentionSection).
  const listed = useDeferredValue(campaigns.data)?.items;
  const all = useMemo(() => new Set(listed?.map((c) => c.id)), [listed]);
  const chosen = useMemo(
    () => (state.campaigns ? state.campaigns.filter((id) => all.has(id)) : []),
    [state.campaigns, all],
  );
  const options = useMemo(
    () => (listed ?? []).map((c) => ({ value: String(c.id), label: c.name })),
    [listed],
  );

  return (
    <Page title={t('routes.monitoring')} description={t('statistics.monitoring.description')}>
      <StaffWork />
      <div className="monitoring-top">
        <BalanceSection />
        <AttentionSection />
      </div>
      <section className="monitoring-stats" aria-labelledby={statsHeading}>
        <Heading level={2} size="md" id={statsHeading}>
          {t('statistics.title')}
        </Heading>
        {campaigns.error && !campaigns.data ? (
          <CampaignsFailed campaigns={campaigns} />
        ) : total === undefined || (state.campaigns && !listed) ? (
          // The module needs only the count (all campaigns are one call), so it is drawn once the list's first page
          // has answered, not after every page; a choice in the URL waits for the list that checks it.
          <Skeleton height={240} />
        ) : total === 0 ? (
          <EmptyState
            titleAs="h3"
            title={t('statistics.noCampaigns.title')}
            description={t('statistics.noCampaigns.hint')}
            action={<AppLink to="/campaigns">{t('statistics.noCampaigns.action')}</AppLink>}
          />
        ) : (
          <>
            {campaigns.data ? (
              <Coverage campaigns={campaigns.data} textKey="statistics.coverage.choice" />
            ) : null}
            <StatisticsPanel
              // None chosen: every campaign of the user, in one call however many (not only the ones listed here).
              campaignIds={chosen.length ? chosen : null}
              // The benchmark (scripts/bench-monitoring.mjs) reads this mark: navigation to the chart's first frame.
              onChartReady={() => performance.mark(CHART_DRAWN_MARK)}
              toolbar={
                <Field label={t('statistics.campaigns')} className="stats-campaigns">
                  <MultiSelect
                    searchable
                    options={options}
                    value={chosen.map(String)}
                    onValueChange={(value) =>
                      setState({ ...state, campaigns: value.length ? value.map(Number) : null })
                    }
                    placeholder={t('statistics.allCampaigns')}
                    labels={{
                      noResults: t('statistics.picker.noResults'),
                      selected: t('statistics.picker.selected'),
                      remove: (label) => t('statistics.picker.remove', { label }),
                      summary: (count) => t('statistics.picker.summary', { count }),
                    }}
                  />
                </Field>
              }
            />
          </>
        )}
      </section>
    </Page>
  );
}
