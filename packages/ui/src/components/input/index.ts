export { Input, inputSizes, type InputProps, type InputSize } from './input';
