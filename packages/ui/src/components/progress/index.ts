export { Progress, progressTones, type ProgressProps, type ProgressTone } from './progress';
