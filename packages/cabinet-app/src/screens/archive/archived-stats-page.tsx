import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Button,
  EmptyState,
  Field,
  Heading,
  Select,
  StatCard,
  TimeSeriesChart,
  formatMetricValue,
  statisticsMetrics,
  type Breadcrumb,
  type StatisticsMetric,
} from '@adnet/ui';
import { STATS_TIME_ZONE, type Campaign } from '@adnet/api-client';
import { useCampaignLifetime } from '../../data/campaign-detail';
import { downloadText, toCsv, type CsvColumn } from '../../data/csv-file';
import { useUrlChoice } from '../../data/url-choice';
import { useFormat } from '../../i18n/format';
import { AppLink } from '../../shell/acting-as';
import { Page } from '../page';
import { ArchivedCampaignFrame, useRouteArchivedCampaign } from './archived-frame';
import { LoadFailed } from '../states';
import { metricCsvColumns, toPoints, useChartLabels, useMetricLabels } from '../statistics/statistics-panel';

/**
 * `/archive/campaigns/{id}/view`: an archived campaign's statistics over its whole life
 * (`GET /api/statistics/campaignstat/archive/{id}`, day by day): the six totals, the chart of one metric (the
 * metric is `metric` in the URL) with its table alternative, and a CSV of the days. Designed: the call has no
 * range and no slices, so this page has neither; its days are counted in {@link STATS_TIME_ZONE} like the module's.
 */
export default function ArchivedStatsPage() {
  const { t } = useTranslation();
  const campaign = useRouteArchivedCampaign();
  const c = campaign.data;
  const title = c ? t('campaign.archived.statsTitle', { name: c.name }) : t('routes.archiveCampaignView');
  const breadcrumbs = [
    { label: t('routes.archive'), href: '/archive' },
    ...(c ? [{ label: c.name, href: `/archive/campaigns/${c.id}` }] : []),
    { label: t('campaign.archived.statistics') },
  ];
  return (
    <ArchivedCampaignFrame query={campaign} title={title} breadcrumbs={breadcrumbs}>
      {(loaded) => <LifetimeStats campaign={loaded} title={title} breadcrumbs={breadcrumbs} />}
    </ArchivedCampaignFrame>
  );
}

function LifetimeStats({
  campaign,
  title,
  breadcrumbs,
}: {
  campaign: Campaign;
  title: string;
  breadcrumbs: readonly Breadcrumb[];
}) {
  const { t } = useTranslation();
  const fmt = useFormat();
  const stats = useCampaignLifetime(campaign.id);
  const metricLabels = useMetricLabels();
  const chartLabels = useChartLabels();
  const [metric, setMetric] = useUrlChoice<StatisticsMetric>('metric', statisticsMetrics, 'impressions');
  const points = useMemo(() => (stats.data ? toPoints(stats.data.rows) : []), [stats.data]);

  const data = stats.data;
  const days = data?.rows.filter((r) => r.date) ?? [];
  const range = days.length
    ? fmt.dateRange(`${days[0]!.date}T00:00:00Z`, `${days.at(-1)!.date}T00:00:00Z`)
    : '';
  const exportCsv = () => {
    if (!data) return;
    const columns: CsvColumn<(typeof days)[number]>[] = [
      { header: t('statistics.date'), value: (row) => row.date },
      ...metricCsvColumns(
        metricLabels,
        t('statistics.metrics.ctrPercent'),
        (row: (typeof days)[number], m) => row[m],
      ),
    ];
    downloadText(`statistics-campaign-${campaign.id}-lifetime.csv`, toCsv(columns, days));
  };

  return (
    <Page
      title={title}
      breadcrumbs={breadcrumbs}
      description={
        data && days.length
          ? t('campaign.archived.lifetime', { range, count: days.length })
          : t('campaign.archived.lifetimeHint')
      }
      actions={
        <>
          <AppLink to={`/archive/campaigns/${campaign.id}`}>{t('campaign.archived.open')}</AppLink>
          <Button variant="outline" onClick={exportCsv} disabled={!data || days.length === 0}>
            {t('statistics.export')}
          </Button>
        </>
      }
    >
      <p className="stats-zone">{t('statistics.timeZone', { zone: STATS_TIME_ZONE })}</p>
      {stats.error && !data ? (
        <LoadFailed
          titleAs="h3"
          error={stats.error}
          onRetry={() => void stats.mutate()}
          retrying={stats.isValidating}
        />
      ) : data && data.totals.impressions === 0 ? (
        <EmptyState
          titleAs="h2"
          title={t('campaign.archived.noImpressions')}
          description={t('campaign.archived.noImpressionsHint')}
        />
      ) : (
        <div className="stats" aria-busy={!data}>
          <div className="stats-kpis" role="group" aria-label={t('campaign.archived.totals')}>
            {statisticsMetrics.map((m) => (
              <StatCard
                key={m}
                data-metric={m}
                label={metricLabels[m]}
                value={data ? formatMetricValue(m, data.totals[m], fmt.locale) : ''}
                loading={!data}
              />
            ))}
          </div>
          <section className="stats-slice" aria-labelledby="lifetime-chart-title">
            <Heading level={2} size="md" id="lifetime-chart-title">
              {t('campaign.archived.byDay')}
            </Heading>
            <Field label={t('statistics.metric')} className="stats-metric">
              <Select
                value={metric}
                onValueChange={(m) => setMetric(m as StatisticsMetric)}
                options={statisticsMetrics.map((m) => ({ value: m, label: metricLabels[m] }))}
              />
            </Field>
            <TimeSeriesChart
              title={metricLabels[metric]}
              data={points}
              metrics={[metric]}
              metricLabels={metricLabels}
              timeZone={STATS_TIME_ZONE}
              loading={!data}
              labels={chartLabels}
            />
          </section>
        </div>
      )}
    </Page>
  );
}
