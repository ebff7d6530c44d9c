export {
  BreakdownChart,
  TimeSeriesChart,
  breakdownSlices,
  preloadTimeSeriesChart,
  type BreakdownChartProps,
  type BreakdownItem,
  type ChartLabels,
  type TimeSeriesChartProps,
} from './charts';
export {
  defaultMetricLabels,
  formatMetricValue,
  metricUnits,
  statisticsMetrics,
  toTimeSeriesColumns,
  type MetricUnit,
  type StatisticsMetric,
  type StatisticsValues,
  type TimeSeriesColumns,
  type TimeSeriesPoint,
} from './chart-model';
