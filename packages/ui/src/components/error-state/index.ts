export {
  ErrorState,
  defaultErrorStateLabels,
  type ErrorStateLabels,
  type ErrorStateProps,
} from './error-state';
