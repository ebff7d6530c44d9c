export { DateRangePicker, type DateRangePickerLabels, type DateRangePickerProps } from './date-range-picker';
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
