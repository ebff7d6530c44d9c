import { useId, useMemo, useRef, useState } from 'react';
import * as Popover from '@radix-ui/react-popover';
import { DayPicker, type DateRange } from 'react-day-picker';
import { enUS } from 'react-day-picker/locale/en-US';
import { ru } from 'react-day-picker/locale/ru';
import { zhCN } from 'react-day-picker/locale/zh-CN';
import { Button } from '../button';
import { cx } from '../../internal/class-names';
import { fillTemplate } from '../../internal/fill-template';
import { formatDateRange, formatTimeZone, localTimeZone } from '../../format';
import { dateFormat } from '../../format/intl-cache';
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

/** Calendar locales bundled for the cabinet's languages; other tools pass `calendarLocale`. */
function calendarLocaleFor(locale: string) {
  const lang = locale.toLowerCase();
  if (lang.startsWith('ru')) return ru;
  if (lang.startsWith('zh')) return zhCN;
  return enUS;
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
  /** BCP 47 locale: month and weekday names, first day of the week, the trigger's date format. @default 'en' */
  locale?: string;
  /** A react-day-picker locale for languages beyond en, ru and zh-CN. */
  calendarLocale?: Parameters<typeof DayPicker>[0]['locale'];
  /** IANA time zone whose "today" the presets use, shown in the popover. @default the browser's */
  timeZone?: string;
  /** Quick ranges offered. @default all of {@link dateRangePresets} */
  presets?: readonly DateRangePreset[];
  /** Statistics have no future: days after today cannot be picked. @default true */
  disableFuture?: boolean;
  /** The earliest day that can be picked. */
  minDay?: IsoDay;
  /** Months shown side by side. @default 2 */
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
 * confirmed with Apply. "Today" is the time zone's today, and the zone is named under the calendar.
 */
export function DateRangePicker({
  label,
  hideLabel = false,
  value,
  defaultValue = null,
  onValueChange,
  locale = 'en',
  calendarLocale,
  timeZone,
  presets = dateRangePresets,
  disableFuture = true,
  minDay,
  numberOfMonths = 2,
  now,
  labels: labelsProp,
  disabled = false,
  className,
}: DateRangePickerProps) {
  const labels = { ...defaultLabels, ...labelsProp };
  const zone = timeZone ?? localTimeZone();
  const today = todayIn(zone, now);
  const [ownValue, setOwnValue] = useState<DayRange | null>(defaultValue);
  const current = value === undefined ? ownValue : value;
  const [open, setOpen] = useState(false);
  const [draft, setDraft] = useState<Partial<DayRange> | null>(current);
  const labelId = useId();
  const valueId = useId();
  const calendarRef = useRef<HTMLDivElement>(null);

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
    // Only when the popover opens: later the user moves the months.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open]);

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
          if (next) setDraft(current);
          setOpen(next);
        }}
      >
        <Popover.Trigger asChild disabled={disabled}>
          <button
            type="button"
            className="adn-DateRangePicker-trigger"
            data-placeholder={current ? undefined : ''}
            aria-labelledby={`${labelId} ${valueId}`}
          >
            <span className="adn-DateRangePicker-icon" aria-hidden="true" />
            <span id={valueId}>{triggerText}</span>
          </button>
        </Popover.Trigger>
        <Popover.Portal>
          <Popover.Content
            className="adn-DateRangePicker-content"
            data-slot="date-range-picker-content"
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
                <DayPicker
                  mode="range"
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
                  resetOnSelect
                  numberOfMonths={numberOfMonths}
                  defaultMonth={defaultMonth}
                  today={dayToLocalDate(today)}
                  locale={calendarLocale ?? calendarLocaleFor(locale)}
                  disabled={disabledDays}
                  {...(disableFuture ? { endMonth: dayToLocalDate(today) } : {})}
                  showOutsideDays={false}
                  labels={{
                    // The day's number must appear as a word in the button's name (WCAG 2.5.3, label in name):
                    // react-day-picker's English 'February 1st' does not contain the visible '1'.
                    labelDayButton: (date, modifiers) =>
                      [
                        dateFormat(locale, {
                          weekday: 'long',
                          day: 'numeric',
                          month: 'long',
                          year: 'numeric',
                        }).format(date),
                        modifiers.today ? labels.todayMark : '',
                        modifiers.selected ? labels.selectedMark : '',
                      ]
                        .filter(Boolean)
                        .join(', '),
                  }}
                />
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
