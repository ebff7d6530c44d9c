import { useEffect, useMemo, useOptimistic, useTransition, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  addDays,
  formatDateRange,
  BarTable,
  Button,
  DateRangePicker,
  EmptyState,
  Field,
  Select,
  StatCard,
  Tabs,
  TimeSeriesChart,
  formatMetricValue,
  sortBarRows,
  statisticsMetrics,
  type BarTableRow,
  type StatisticsMetric,
  type TimeSeriesPoint,
} from '@adnet/ui';
import { STAT_SLICES, STATS_TIME_ZONE, type StatRow, type StatSlice } from '@adnet/api-client';
import {
  previousRange,
  rangeDays,
  relativeChange,
  useCampaignStats,
  useStatsState,
  type StatsState,
} from '../../data/statistics';
import { downloadText, toCsv, type CsvColumn } from '../../data/csv-file';
import { percentCell, useFormat } from '../../i18n/format';
import { StaleDataNotice } from '../page';
import { LoadFailed } from '../states';
import { beginActivity } from '../../boot/activity';

/** Whether a rise of each metric is good news; spend is neither (more delivery, less money left). */
const BETTER: Record<StatisticsMetric, 'higher' | 'lower' | 'neither'> = {
  impressions: 'higher',
  clicks: 'higher',
  ctr: 'higher',
  spent: 'neither',
  cpm: 'lower',
  cpc: 'lower',
};

export function useMetricLabels(): Record<StatisticsMetric, string> {
  const { t } = useTranslation();
  return useMemo(
    () =>
      Object.fromEntries(statisticsMetrics.map((m) => [m, t(`statistics.metrics.${m}`)])) as Record<
        StatisticsMetric,
        string
      >,
    [t],
  );
}

/** The statistics chart's texts (its table alternative's toggle and headers, loading, empty, keyboard hint). */
export function useChartLabels() {
  const { t } = useTranslation();
  return useMemo(
    () => ({
      showTable: t('statistics.chart.showTable'),
      hideTable: t('statistics.chart.hideTable'),
      date: t('statistics.date'),
      name: t('statistics.chart.name'),
      loading: t('statistics.chart.loading'),
      empty: t('statistics.chart.empty'),
      keyboardHint: t('statistics.chart.keyboardHint'),
    }),
    [t],
  );
}

/** A slice row's name in the UI language: countries and languages by their code, the rest as the server names them. */
function rowName(
  row: StatRow,
  slice: StatSlice,
  names: { region?: Intl.DisplayNames; language?: Intl.DisplayNames },
) {
  const key = row.key;
  if (!key) return row.date ?? '';
  try {
    if (slice === 'COUNTRY' && names.region) return names.region.of(String(key.id).toUpperCase()) ?? key.name;
    if (slice === 'LANG' && names.language) return names.language.of(String(key.id)) ?? key.name;
  } catch {
    // A code Intl does not know keeps the server's name.
  }
  return key.name;
}

/** The non-DATE rows of a slice as table rows (platforms keep their icon and channel link). */
export function sliceRows(rows: readonly StatRow[], slice: StatSlice, locale: string): BarTableRow[] {
  const names = {
    region: new Intl.DisplayNames([locale], { type: 'region' }),
    language: new Intl.DisplayNames([locale], { type: 'language' }),
  };
  return rows
    .filter((row) => row.key)
    .map((row) => ({
      id: String(row.key!.id),
      name: rowName(row, slice, names),
      icon: slice === 'PLATFORM' || slice === 'AD' ? row.key!.icon : null,
      href: slice === 'PLATFORM' ? row.key!.url : null,
      values: {
        impressions: row.impressions,
        clicks: row.clicks,
        spent: row.spent,
        ctr: row.ctr,
        cpm: row.cpm,
        cpc: row.cpc,
      },
    }));
}

/**
 * The CSV columns of the six metrics, as the cards and the table show them: ctr in percent under a header that
 * says so (`percentCell`), the others as the raw numbers the server sent.
 */
export function metricCsvColumns<Row>(
  labels: Record<StatisticsMetric, string>,
  ctrHeader: string,
  get: (row: Row, metric: StatisticsMetric) => number | null | undefined,
): CsvColumn<Row>[] {
  return statisticsMetrics.map((m) =>
    m === 'ctr'
      ? { header: ctrHeader, value: (row: Row) => percentCell(get(row, m)) }
      : { header: labels[m], value: (row: Row) => get(row, m) },
  );
}

export const toPoints = (rows: readonly StatRow[]): TimeSeriesPoint[] =>
  rows.filter((row) => row.date).map((row) => ({ ...row, date: `${row.date!}T00:00:00Z` }));

/**
 * The statistics module of every statistics page (monitoring, a campaign, an archived campaign): a date range
 * counted in {@link STATS_TIME_ZONE} (stated beside it), the six KPIs with their change against the previous period
 * of the same length, the slices as tabs (DATE as a chart with a metric switch and the previous period drawn
 * faintly, the others as a sorted table with a bar per row), a CSV of what is shown, and loading, empty and error
 * states. Its state lives in the URL (`useStatsState`). `campaignIds` are the campaigns counted (`null`: every
 * campaign of the user, in one call however many; empty: none, the empty state); `toolbar` adds the page's own
 * controls (monitoring's campaign choice).
 */
export function StatisticsPanel({
  campaignIds,
  toolbar,
  onChartReady,
}: {
  campaignIds: readonly number[] | null;
  toolbar?: ReactNode;
  onChartReady?: () => void;
}) {
  const { t } = useTranslation();
  const fmt = useFormat();
  const metricLabels = useMetricLabels();
  const chartLabels = useChartLabels();
  const { state: inUrl, setState } = useStatsState();
  // A change (a tab, the range, the metric) goes to the URL, which React Router renders as a transition: until that
  // commits, the page would go on showing the previous tab selected over its figures, not marked busy, and nothing
  // would tell a reader they are not the new tab's. So the change is shown at once (an optimistic state of the
  // same transition): the new tab selected, its figures asked for, the old ones dimmed and busy meanwhile.
  const [navigating, startNavigation] = useTransition();
  const [state, setShown] = useOptimistic(inUrl);
  const set = (patch: Partial<StatsState>) =>
    startNavigation(() => {
      const next = { ...state, ...patch };
      setShown(next);
      setState(next);
    });
  // Not settled while the URL's change is still to be drawn (boot/activity.ts).
  useEffect(() => (navigating ? beginActivity() : undefined), [navigating]);
  const query = useMemo(
    () => ({ range: state.range, slice: state.slice, campaignIds }),
    [state.range, state.slice, campaignIds],
  );
  const none = campaignIds !== null && campaignIds.length === 0;
  const stats = useCampaignStats(none ? null : query);
  // The figures on screen are not those of the tab, range or campaigns asked for yet.
  const stale = stats.switching || navigating;
  const days = rangeDays(state.range);
  const previous = previousRange(state.range);
  const vs = t('statistics.vsPrevious', { count: days });
  const current = stats.data?.current;
  const before = stats.data?.previous;
  const shown = current?.slice === state.slice ? current : undefined;
  const noImpressions = current !== undefined && current.totals.impressions === 0;
  // The chart draws again (a new uPlot over 366 days and their comparison) whenever its data or metrics change
  // identity: built per render, every render of the panel (a tab's busy state, a revalidation) rebuilt it.
  const points = useMemo(() => (shown ? toPoints(shown.rows) : []), [shown]);
  const comparison = useMemo(() => (before?.slice === 'DATE' ? toPoints(before.rows) : undefined), [before]);
  const chartMetrics = useMemo(() => [state.metric], [state.metric]);
  const previousText = formatDateRange(previous.from, previous.to, fmt.locale, { timeZone: STATS_TIME_ZONE });
  const tableRows = useMemo(
    () =>
      shown && state.slice !== 'DATE'
        ? sortBarRows(sliceRows(shown.rows, state.slice, fmt.locale), state.metric, fmt.locale)
        : [],
    [shown, state.slice, state.metric, fmt.locale],
  );

  const exportCsv = () => {
    if (!shown) return;
    const metricColumns = metricCsvColumns(
      metricLabels,
      t('statistics.metrics.ctrPercent'),
      (row: { name: string; values: Partial<Record<StatisticsMetric, number | null>> }, m) => row.values[m],
    );
    const rows =
      state.slice === 'DATE'
        ? shown.rows.map((row) => ({ name: row.date ?? '', values: row }))
        : tableRows.map((row) => ({ name: row.name, values: row.values }));
    const first: CsvColumn<{ name: string }> = {
      header: state.slice === 'DATE' ? t('statistics.date') : t(`statistics.slices.${state.slice}`),
      value: (row) => row.name,
    };
    downloadText(
      `statistics-${state.slice.toLowerCase()}-${state.range.from}-${state.range.to}.csv`,
      toCsv([first, ...metricColumns], rows),
    );
  };

  if (none)
    return (
      <EmptyState
        titleAs="h3"
        title={t('statistics.noCampaigns.title')}
        description={t('statistics.noCampaigns.hint')}
      />
    );

  return (
    <div className="stats">
      <div className="stats-toolbar">
        <DateRangePicker
          label={t('statistics.period')}
          value={state.range}
          onValueChange={(range) => set({ range })}
          timeZone={STATS_TIME_ZONE}
          disableFuture
        />
        {toolbar}
        <Button variant="outline" onClick={exportCsv} disabled={!shown || noImpressions || stale}>
          {t('statistics.export')}
        </Button>
      </div>
      <p className="stats-zone">{t('statistics.timeZone', { zone: STATS_TIME_ZONE })}</p>
      <StaleDataNotice error={stats.refreshError} onRetry={stats.retry} />
      {stats.error ? (
        <LoadFailed titleAs="h3" error={stats.error} onRetry={stats.retry} />
      ) : (
        <div className="stats-body" aria-busy={stats.loading || stale} data-stale={stale || undefined}>
          <div className="stats-kpis" role="group" aria-label={t('statistics.kpis')}>
            {statisticsMetrics.map((m) => (
              <StatCard
                key={m}
                data-metric={m}
                label={metricLabels[m]}
                value={current ? formatMetricValue(m, current.totals[m], fmt.locale) : ''}
                delta={current && before ? relativeChange(current.totals[m], before.totals[m]) : null}
                deltaContext={vs}
                better={BETTER[m]}
                hint={
                  before
                    ? t('statistics.previousValue', {
                        value: formatMetricValue(m, before.totals[m], fmt.locale),
                        range: previousText,
                      })
                    : undefined
                }
                loading={stats.loading}
                labels={{
                  increase: t('statistics.up'),
                  decrease: t('statistics.down'),
                  unchanged: t('statistics.flat'),
                }}
              />
            ))}
          </div>
          <Tabs value={state.slice} onValueChange={(slice) => set({ slice: slice as StatSlice })}>
            <Tabs.List aria-label={t('statistics.slice')}>
              {STAT_SLICES.map((slice) => (
                <Tabs.Trigger key={slice} value={slice}>
                  {t(`statistics.slices.${slice}`)}
                </Tabs.Trigger>
              ))}
            </Tabs.List>
            {/* Only the shown slice's panel is mounted: the other tabs' panels would be empty, and each Radix panel
                reads its computed style and sets state as it mounts (the panel's first commit). A tab
                that is not selected may name a panel that is not in the document (ARIA: aria-controls of an
                unselected tab). */}
            <Tabs.Content key={state.slice} value={state.slice} className="stats-slice">
              {noImpressions ? (
                <EmptyState
                  titleAs="h3"
                  size="compact"
                  title={t('statistics.empty.title')}
                  description={t('statistics.empty.hint')}
                  action={
                    days < 30 ? (
                      <Button
                        variant="outline"
                        onClick={() =>
                          set({ range: { from: addDays(state.range.to, -29), to: state.range.to } })
                        }
                      >
                        {t('statistics.empty.widen')}
                      </Button>
                    ) : undefined
                  }
                />
              ) : state.slice === 'DATE' ? (
                <>
                  <Field label={t('statistics.metric')} className="stats-metric">
                    <Select
                      value={state.metric}
                      onValueChange={(metric) => set({ metric: metric as StatisticsMetric })}
                      options={statisticsMetrics.map((m) => ({ value: m, label: metricLabels[m] }))}
                    />
                  </Field>
                  <TimeSeriesChart
                    title={metricLabels[state.metric]}
                    data={points}
                    {...(comparison && { comparison })}
                    comparisonLabel={t('statistics.previousPeriod')}
                    metrics={chartMetrics}
                    metricLabels={metricLabels}
                    timeZone={STATS_TIME_ZONE}
                    loading={!shown}
                    labels={chartLabels}
                    {...(onChartReady && { onReady: onChartReady })}
                  />
                </>
              ) : (
                <BarTable
                  caption={t('statistics.tableCaption', {
                    metric: metricLabels[state.metric],
                    slice: t(`statistics.slices.${state.slice}`),
                  })}
                  rows={tableRows}
                  metric={state.metric}
                  onMetricChange={(metric) => set({ metric })}
                  {...(shown && { totals: shown.totals })}
                  loading={!shown}
                  metricLabels={metricLabels}
                  labels={{
                    name: t(`statistics.slices.${state.slice}`),
                    sortBy: t('statistics.sortBy', { metric: '{metric}' }),
                    total: t('statistics.total'),
                    empty: t('statistics.empty.title'),
                    newTab: t('statistics.newTab'),
                    loading: t('common.loading'),
                  }}
                />
              )}
            </Tabs.Content>
          </Tabs>
        </div>
      )}
    </div>
  );
}
