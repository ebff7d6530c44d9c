export { SearchableSelect, type SearchableSelectProps } from './searchable-select';
