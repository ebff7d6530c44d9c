/**
 * ui's `DateRangePicker` (its popover, range rules and presets) as a chunk of its own, loaded by `DayRangeFilter`
 * in `page.tsx`: a list draws its first rows without it. Only the picker is here, so the chunk graph of the list
 * screens stays as it was (the labels and the locale come in as props).
 */
export { DateRangePicker as default } from '@adnet/ui';
