import { DayPicker, type DateRange, type DayPickerProps, type Matcher } from 'react-day-picker';
import { enUS } from 'react-day-picker/locale/en-US';
import { ru } from 'react-day-picker/locale/ru';
import { zhCN } from 'react-day-picker/locale/zh-CN';
import { dateFormat } from '../../format/intl-cache';

/** Calendar locales bundled for the cabinet's languages; other tools pass `calendarLocale`. */
function calendarLocaleFor(locale: string) {
  const lang = locale.toLowerCase();
  if (lang.startsWith('ru')) return ru;
  if (lang.startsWith('zh')) return zhCN;
  return enUS;
}

/** What `DateRangePicker` passes to its calendar. */
export interface DateRangeCalendarProps {
  selected: DateRange | undefined;
  onSelect: (range: DateRange | undefined) => void;
  numberOfMonths: 1 | 2;
  defaultMonth: Date;
  today: Date;
  /** BCP 47 locale of the day buttons' names and, without `calendarLocale`, of the calendar. */
  locale: string;
  calendarLocale: DayPickerProps['locale'] | undefined;
  disabled: Matcher[];
  endMonth: Date | undefined;
  labels: { todayMark: string; selectedMark: string };
}

/**
 * The range calendar of `DateRangePicker` (react-day-picker), in its own module so that the picker loads it on
 * first use: react-day-picker with date-fns and the locales is most of the picker's weight.
 */
export function DateRangeCalendar({
  selected,
  onSelect,
  numberOfMonths,
  defaultMonth,
  today,
  locale,
  calendarLocale,
  disabled,
  endMonth,
  labels,
}: DateRangeCalendarProps) {
  return (
    <DayPicker
      mode="range"
      selected={selected}
      onSelect={onSelect}
      resetOnSelect
      // Previous before the first month's caption, next after the last one's: the arrows never sit over a month
      // (they were one absolute pair at the end of the row).
      navLayout="around"
      numberOfMonths={numberOfMonths}
      defaultMonth={defaultMonth}
      today={today}
      locale={calendarLocale ?? calendarLocaleFor(locale)}
      disabled={disabled}
      {...(endMonth ? { endMonth } : {})}
      showOutsideDays={false}
      labels={{
        // The day's number must appear as a word in the button's name (WCAG 2.5.3, label in name):
        // react-day-picker's English 'February 1st' does not contain the visible '1'.
        labelDayButton: (date, modifiers) =>
          [
            dateFormat(locale, { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' }).format(
              date,
            ),
            modifiers.today ? labels.todayMark : '',
            modifiers.selected ? labels.selectedMark : '',
          ]
            .filter(Boolean)
            .join(', '),
      }}
    />
  );
}
