export { DateRangePicker, type DateRangePickerLabels, type DateRangePickerProps } from './date-range-picker';
export {
  DateRangePickerPlaceholder,
  type DateRangePickerPlaceholderProps,
} from './date-range-picker-placeholder';
export {
  addDays,
  dateRangePresets,
  matchPreset,
  presetRange,
  todayIn,
  type DateRangePreset,
  type DayRange,
  type IsoDay,
} from './date-range';
