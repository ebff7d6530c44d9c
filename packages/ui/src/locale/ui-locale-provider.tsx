import { createContext, useContext, useMemo, type ReactNode } from 'react';
import type { DataGridLabels } from '../components/data-grid/data-grid-types';
import type { DateRangePickerLabels } from '../components/date-range-picker/date-range-picker';

/** The locale the components format in when neither a prop nor a provider names one. */
export const DEFAULT_UI_LOCALE = 'en';

/**
 * Texts a provider gives, per component. Only what is the same on every screen belongs here; a screen's own text
 * (a grid's `emptyHint`) stays a prop. A component's `labels` prop wins over these key by key.
 */
export interface UiLabels {
  dataGrid?: Partial<DataGridLabels> | undefined;
  dateRangePicker?: Partial<DateRangePickerLabels> | undefined;
}

export interface UiLocaleSettings {
  /**
   * BCP 47 locale of every component that formats numbers or dates (`DataGrid`, `DateRangePicker`, `StatCard`,
   * `TimeSeriesChart`, `BreakdownChart`, `BarTable`, `FileUploadField`, `AudiencePicker`).
   */
  locale?: string | undefined;
  labels?: UiLabels | undefined;
}

export interface UiLocaleProviderProps extends UiLocaleSettings {
  children?: ReactNode;
}

const UiLocaleContext = createContext<UiLocaleSettings>({});

/**
 * Gives the components below it their locale and texts, so an app sets them once (at its root, from its i18n)
 * instead of passing `locale` and `labels` to every grid and picker; a change of language re-renders every one
 * of them. A component's own `locale` or `labels` prop still wins. Without a provider the components use their
 * English defaults, as they always did. A provider inside another keeps what it does not set itself (the locale,
 * each component's labels as a whole).
 */
export function UiLocaleProvider({ locale, labels, children }: UiLocaleProviderProps) {
  const outer = useContext(UiLocaleContext);
  const value = useMemo(
    () => ({ locale: locale ?? outer.locale, labels: { ...outer.labels, ...labels } }),
    [locale, labels, outer],
  );
  return <UiLocaleContext.Provider value={value}>{children}</UiLocaleContext.Provider>;
}

/** The nearest provider's settings (`{}` without one): for components of the host's own that format alike. */
export function useUiLocale(): UiLocaleSettings {
  return useContext(UiLocaleContext);
}

/** A component's locale: its prop, else the provider's, else English. */
export function useLocaleOf(locale: string | undefined): string {
  const settings = useContext(UiLocaleContext);
  return locale ?? settings.locale ?? DEFAULT_UI_LOCALE;
}
