export {
  BarTable,
  defaultBarTableLabels,
  safeHref,
  safeIconSrc,
  sortBarRows,
  type BarTableLabels,
  type BarTableProps,
  type BarTableRow,
} from './bar-table';
