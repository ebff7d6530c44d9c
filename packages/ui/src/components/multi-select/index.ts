export { MultiSelect, type MultiSelectProps } from './multi-select';
export type { ComboboxLabels, ComboboxOption } from '../../internal/combobox';
