export {
  Select,
  selectSizes,
  type SelectOption,
  type SelectOptionGroup,
  type SelectProps,
  type SelectSize,
  type SelectTriggerProps,
} from './select';
export { SELECT_MAX_HEIGHT_VH } from './select-constants';
export { SelectPlaceholder, type SelectPlaceholderProps } from './select-placeholder';
