export { VisuallyHidden, type VisuallyHiddenElement, type VisuallyHiddenProps } from './visually-hidden';
