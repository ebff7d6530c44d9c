export { StatCard, type StatCardLabels, type StatCardProps } from './stat-card';
