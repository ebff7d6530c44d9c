export {
  COUNT_ANNOUNCE_DELAY_MS,
  TextField,
  defaultCountThreshold,
  defaultTextFieldLabels,
  type CountLabel,
  type TextFieldInputProps,
  type TextFieldLabels,
  type TextFieldMultilineProps,
  type TextFieldProps,
} from './text-field';
