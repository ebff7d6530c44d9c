import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { UiLocaleProvider } from '@adnet/ui';
import { useDateRangeLabels, useGridLabels } from './ui-labels';

/**
 * The design system's locale and shared texts in the user's language, given once for every screen below: grids,
 * date range fields, figures and charts format and speak the current language, and follow a switch at once.
 * A screen passes a prop only for what is its own (a grid's `emptyHint`).
 */
export function AppUiLocale({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  const dataGrid = useGridLabels();
  const dateRangePicker = useDateRangeLabels();
  const labels = useMemo(() => ({ dataGrid, dateRangePicker }), [dataGrid, dateRangePicker]);
  return (
    <UiLocaleProvider locale={i18n.language} labels={labels}>
      {children}
    </UiLocaleProvider>
  );
}
