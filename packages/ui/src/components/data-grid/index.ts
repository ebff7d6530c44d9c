export { DataGrid, type DataGridProps } from './data-grid';
export {
  DEFAULT_PAGE_SIZE,
  FIRST_PAGE,
  PAGE_SIZE_OPTIONS,
  createDataGridState,
  isActiveFilter,
  nextSort,
  withFilter,
  withPage,
  withPageSize,
  type DataGridState,
} from './data-grid-state';
export {
  defaultDataGridLabels,
  type DataGridColumn,
  type DataGridFilter,
  type DataGridLabels,
  type DataGridRowAction,
  type DataGridValue,
} from './data-grid-types';
