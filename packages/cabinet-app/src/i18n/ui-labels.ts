import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { DataGridLabels, DateRangePickerLabels } from '@adnet/ui';

/**
 * The design system's texts in the user's language: `@adnet/ui` takes every text through `labels` props with
 * English defaults, and these hooks fill them from the `list` namespace for `AppUiLocale` (`ui-locale.tsx`), so
 * every screen's grid and date field reads the same.
 *
 * No `selectedCount`: its plural form depends on the count, so a grid that selects passes its own
 * (`t('list.grid.selectedCount', { count })`).
 */
export function useGridLabels(): Partial<DataGridLabels> {
  const { t } = useTranslation();
  return useMemo(
    () => ({
      empty: t('errors.noData'),
      errorTitle: t('errors.loadingError'),
      errorDescription: t('errors.tryLater'),
      retry: t('errors.retry'),
      loading: t('common.loading'),
      actions: t('list.grid.actions'),
      rowActions: t('list.grid.rowActions', { row: '{row}' }),
      columns: t('list.grid.columns'),
      filter: t('list.grid.filter', { column: '{column}' }),
      filterApply: t('list.grid.filterApply'),
      filterClear: t('list.grid.filterClear'),
      filterAll: t('list.grid.filterAll'),
      sortBy: t('list.grid.sortBy'),
      sortNone: t('list.grid.sortNone'),
      sortAscending: t('list.grid.sortAscending', { column: '{column}' }),
      sortDescending: t('list.grid.sortDescending', { column: '{column}' }),
      rowsPerPage: t('list.grid.rowsPerPage'),
      range: t('list.grid.range', { from: '{from}', to: '{to}', total: '{total}' }),
      page: t('list.grid.page', { page: '{page}', pages: '{pages}' }),
      previousPage: t('list.grid.previousPage'),
      nextPage: t('list.grid.nextPage'),
      pagination: t('list.grid.pagination'),
      goToPage: t('list.grid.goToPage', { page: '{page}' }),
      selectRow: t('list.grid.selectRow', { row: '{row}' }),
      selectPage: t('list.grid.selectPage'),
      selectAll: t('list.grid.selectAll'),
      clearSelection: t('list.grid.clearSelection'),
      bulkActions: t('list.grid.bulkActions'),
      activeFilters: t('list.grid.activeFilters'),
      filterChip: t('list.grid.filterChip', { column: '{column}', value: '{value}' }),
      removeFilter: t('list.grid.removeFilter', { filter: '{filter}' }),
      clearFilters: t('list.grid.clearFilters'),
      hiddenToFit: t('list.grid.hiddenToFit'),
    }),
    [t],
  );
}

export function useDateRangeLabels(): Partial<DateRangePickerLabels> {
  const { t } = useTranslation();
  return useMemo(
    () => ({
      today: t('list.dates.today'),
      yesterday: t('list.dates.yesterday'),
      last7Days: t('list.dates.last7Days'),
      last30Days: t('list.dates.last30Days'),
      thisMonth: t('list.dates.thisMonth'),
      lastMonth: t('list.dates.lastMonth'),
      custom: t('list.dates.custom'),
      placeholder: t('list.dates.placeholder'),
      dialog: t('list.dates.dialog'),
      presets: t('list.dates.presets'),
      apply: t('list.dates.apply'),
      cancel: t('common.cancel'),
      timeZone: t('list.dates.timeZone', { zone: '{zone}' }),
      pickEnd: t('list.dates.pickEnd'),
      todayMark: t('list.dates.todayMark'),
      selectedMark: t('list.dates.selectedMark'),
    }),
    [t],
  );
}
