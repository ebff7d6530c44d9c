import CalendarIcon from 'lucide-react/icons/calendar';
import { Suspense, useEffect, useId, useMemo, useRef, useState } from 'react';
import * as Popover from '@radix-ui/react-popover';
import type { DateRange, DayPickerProps } from 'react-day-picker';
import { Button } from '../button';
import { preloadable } from '../../preload';
import { cx } from '../../internal/class-names';
import { fillTemplate } from '../../internal/fill-template';
import { formatDateRange, formatTimeZone, localTimeZone } from '../../format';
import { DEFAULT_UI_LOCALE, useUiLocale } from '../../locale/ui-locale-provider';
import {
  dateRangePresets,
  dayToLocalDate,
  dayToUtc,
  localDateToDay,
  matchPreset,
  normalizeRange,
  presetRange,
  todayIn,
  type DateRangePreset,
  type DayRange,
  type IsoDay,
} from './date-range';

/** Texts of the picker; the calendar's own names (months, weekdays, its buttons) come from `locale`. */
export interface DateRangePickerLabels extends Record<DateRangePreset, string> {
  /** @default 'Custom' */
  custom: string;
  /** Shown in the trigger while nothing is chosen. @default 'Choose dates' */
  placeholder: string;
  /** Accessible name of the popover. @default 'Choose a date range' */
  dialog: string;
  /** Accessible name of the preset buttons' group. @default 'Quick ranges' */
  presets: string;
  /** @default 'Apply' */
  apply: string;
  /** @default 'Cancel' */
  cancel: string;
  /** @default 'Time zone: {zone}' */
  timeZone: string;
  /** Shown after the first click of a custom range. @default 'Now pick the last day.' */
  pickEnd: string;
  /** Added to the name of today's day button. @default 'today' */
  todayMark: string;
  /** Added to the name of a chosen day button. @default 'selected' */
  selectedMark: string;
}

const defaultLabels: DateRangePickerLabels = {
  today: 'Today',
  yesterday: 'Yesterday',
  last7Days: 'Last 7 days',
  last30Days: 'Last 30 days',
  thisMonth: 'This month',
  lastMonth: 'Last month',
  custom: 'Custom',
  placeholder: 'Choose dates',
  dialog: 'Choose a date range',
  presets: 'Quick ranges',
  apply: 'Apply',
  cancel: 'Cancel',
  timeZone: 'Time zone: {zone}',
  pickEnd: 'Now pick the last day.',
  todayMark: 'today',
  selectedMark: 'selected',
};

// The calendar (react-day-picker with date-fns and its locales) is its own chunk: most pages with a date filter
// never open it. It is fetched when the trigger is pointed at or focused, and the popover opens once it is in.
const Calendar = preloadable(() =>
  import('./date-range-calendar').then((m) => ({ default: m.DateRangeCalendar })),
);
const loadCalendar = () => Calendar.preload().catch(() => undefined);

/**
 * Below this viewport width (CSS px) the popover becomes a full-width sheet: the quick ranges are a scrolling row
 * above one month, so nothing runs off a 390 px phone (two months and a preset column need ~640 px).
 */
export const NARROW_SCREEN_PX = 640;

function useNarrowScreen(): boolean {
  const query = `(max-width: ${NARROW_SCREEN_PX - 0.02}px)`;
  const [narrow, setNarrow] = useState(
    () => typeof window !== 'undefined' && window.matchMedia?.(query).matches === true,
  );
  useEffect(() => {
    const list = window.matchMedia?.(query);
    if (!list) return;
    const onChange = () => setNarrow(list.matches);
    onChange();
    list.addEventListener('change', onChange);
    return () => list.removeEventListener('change', onChange);
  }, [query]);
  return narrow;
}

/** Props of {@link DateRangePicker}. */
export interface DateRangePickerProps {
  /** Visible label of the field. */
  label: string;
  /** Keep the label for screen readers only (e.g. in a toolbar with its own heading). @default false */
  hideLabel?: boolean;
  /** The chosen days, controlled. */
  value?: DayRange | null;
  defaultValue?: DayRange | null;
  /** Called with the new range and the preset it came from (`null` for a custom range). */
  onValueChange?: (range: DayRange, preset: DateRangePreset | null) => void;
  /**
   * BCP 47 locale: month and weekday names, first day of the week, the trigger's date format.
   * @default the `UiLocaleProvider`'s, else 'en'
   */
  locale?: string;
  /** A react-day-picker locale for languages beyond en, ru and zh-CN. */
  calendarLocale?: DayPickerProps['locale'];
  /** IANA time zone whose "today" the presets use, shown in the popover. @default the browser's */
  timeZone?: string;
  /** Quick ranges offered. @default all of {@link dateRangePresets} */
  presets?: readonly DateRangePreset[];
  /** Statistics have no future: days after today cannot be picked. @default true */
  disableFuture?: boolean;
  /** The earliest day that can be picked. */
  minDay?: IsoDay;
  /** Months shown side by side. @default 2, and 1 on a narrow screen (below {@link NARROW_SCREEN_PX}) */
  numberOfMonths?: 1 | 2;
  /** The current moment, for stories and tests. @default now */
  now?: Date | number;
  labels?: Partial<DateRangePickerLabels>;
  disabled?: boolean;
  className?: string;
}

/**
 * A date-range field: the trigger shows the range in the locale's format; the popover offers quick ranges
 * (today, yesterday, last 7 and 30 days, this and last month) and a two-month calendar for a custom range,
 * confirmed with Apply. "Today" is the time zone's today, and the zone is named under the calendar. The calendar
 * is loaded on first use (hover, focus or open), so a page with the field does not carry it.
 */
export function DateRangePicker({
  label,
  hideLabel = false,
  value,
  defaultValue = null,
  onValueChange,
  locale: localeProp,
  calendarLocale,
  timeZone,
  presets = dateRangePresets,
  disableFuture = true,
  minDay,
  numberOfMonths: numberOfMonthsProp,
  now,
  labels: labelsProp,
  disabled = false,
  className,
}: DateRangePickerProps) {
  const { locale: provided = DEFAULT_UI_LOCALE, labels: providedLabels } = useUiLocale();
  const locale = localeProp ?? provided;
  const labels = { ...defaultLabels, ...providedLabels?.dateRangePicker, ...labelsProp };
  const narrow = useNarrowScreen();
  const numberOfMonths = numberOfMonthsProp ?? (narrow ? 1 : 2);
  const zone = timeZone ?? localTimeZone();
  const today = todayIn(zone, now);
  const [ownValue, setOwnValue] = useState<DayRange | null>(defaultValue);
  const current = value === undefined ? ownValue : value;
  const [open, setOpen] = useState(false);
  const [draft, setDraft] = useState<Partial<DayRange> | null>(current);
  const labelId = useId();
  const valueId = useId();
  const calendarRef = useRef<HTMLDivElement>(null);
  const openRequest = useRef(0);

  const commit = (range: DayRange) => {
    const normalized = normalizeRange(range);
    if (!normalized) return;
    if (value === undefined) setOwnValue(normalized);
    onValueChange?.(normalized, matchPreset(normalized, today));
    setOpen(false);
  };

  const activePreset = matchPreset(
    draft?.from && draft.to ? { from: draft.from, to: draft.to } : null,
    today,
  );
  const selected: DateRange | undefined = draft?.from
    ? { from: dayToLocalDate(draft.from), to: draft.to ? dayToLocalDate(draft.to) : undefined }
    : undefined;
  const defaultMonth = useMemo(() => {
    const anchor = dayToLocalDate(draft?.to ?? today);
    // With two months, the anchor's month is the right one, so the weeks before it are in view.
    return numberOfMonths === 2 ? new Date(anchor.getFullYear(), anchor.getMonth() - 1, 1) : anchor;
    // Only when the popover opens (or the screen turns narrow): later the user moves the months.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open, numberOfMonths]);

  const disabledDays = [
    ...(disableFuture ? [{ after: dayToLocalDate(today) }] : []),
    ...(minDay ? [{ before: dayToLocalDate(minDay) }] : []),
  ];

  const triggerText = current
    ? formatDateRange(dayToUtc(current.from), dayToUtc(current.to), locale, { timeZone: 'UTC' })
    : labels.placeholder;

  return (
    <div className={cx('adn-DateRangePicker', className)} data-slot="date-range-picker">
      <span id={labelId} className={hideLabel ? 'adn-visually-hidden' : 'adn-DateRangePicker-label'}>
        {label}
      </span>
      <Popover.Root
        open={open}
        onOpenChange={(next) => {
          const request = ++openRequest.current;
          if (!next) {
            setOpen(false);
            return;
          }
          setDraft(current);
          // At once when the calendar is in (it was fetched on hover or focus); a failed fetch opens anyway and
          // the calendar's import fails to the error boundary, as any missing chunk does. A close in between wins.
          void loadCalendar().then(() => {
            if (openRequest.current === request) setOpen(true);
          });
        }}
      >
        <Popover.Trigger asChild disabled={disabled}>
          <button
            type="button"
            className="adn-DateRangePicker-trigger"
            data-placeholder={current ? undefined : ''}
            aria-labelledby={`${labelId} ${valueId}`}
            onPointerEnter={() => void loadCalendar()}
            onFocus={() => void loadCalendar()}
          >
            <CalendarIcon
              className="adn-DateRangePicker-icon"
              size={16}
              aria-hidden="true"
              focusable={false}
            />
            <span id={valueId}>{triggerText}</span>
          </button>
        </Popover.Trigger>
        <Popover.Portal>
          <Popover.Content
            className="adn-DateRangePicker-content"
            data-slot="date-range-picker-content"
            data-layout={narrow ? 'sheet' : 'popover'}
            align="start"
            sideOffset={4}
            collisionPadding={8}
            aria-label={labels.dialog}
          >
            <div className="adn-DateRangePicker-layout">
              <div className="adn-DateRangePicker-presets" role="group" aria-label={labels.presets}>
                {presets.map((preset) => (
                  <button
                    key={preset}
                    type="button"
                    className="adn-DateRangePicker-preset"
                    aria-pressed={activePreset === preset}
                    onClick={() => commit(presetRange(preset, today))}
                  >
                    {labels[preset]}
                  </button>
                ))}
                <button
                  type="button"
                  className="adn-DateRangePicker-preset"
                  aria-pressed={activePreset === null && Boolean(draft?.from)}
                  onClick={() =>
                    calendarRef.current
                      ?.querySelector<HTMLElement>(
                        '.rdp-day_button[tabindex="0"], .rdp-day_button:not([disabled])',
                      )
                      ?.focus()
                  }
                >
                  {labels.custom}
                </button>
              </div>
              <div className="adn-DateRangePicker-calendar" ref={calendarRef}>
                <Suspense fallback={null}>
                  <Calendar
                    selected={selected}
                    onSelect={(range) =>
                      setDraft(
                        range?.from
                          ? {
                              from: localDateToDay(range.from),
                              ...(range.to ? { to: localDateToDay(range.to) } : {}),
                            }
                          : null,
                      )
                    }
                    numberOfMonths={numberOfMonths}
                    defaultMonth={defaultMonth}
                    today={dayToLocalDate(today)}
                    locale={locale}
                    calendarLocale={calendarLocale}
                    disabled={disabledDays}
                    endMonth={disableFuture ? dayToLocalDate(today) : undefined}
                    labels={labels}
                  />
                </Suspense>
              </div>
            </div>
            <div className="adn-DateRangePicker-footer">
              <span className="adn-DateRangePicker-zone">
                {fillTemplate(labels.timeZone, { zone: formatTimeZone(zone, locale, now) })}
              </span>
              <span className="adn-DateRangePicker-status" aria-live="polite">
                {draft?.from && !draft.to ? labels.pickEnd : ''}
              </span>
              <Button variant="ghost" tone="neutral" size="sm" onClick={() => setOpen(false)}>
                {labels.cancel}
              </Button>
              <Button
                size="sm"
                disabled={!draft?.from}
                onClick={() => {
                  if (draft?.from) commit({ from: draft.from, to: draft.to ?? draft.from });
                }}
              >
                {labels.apply}
              </Button>
            </div>
          </Popover.Content>
        </Popover.Portal>
      </Popover.Root>
    </div>
  );
}
