export { Switch, type SwitchProps } from './switch';
export { SwitchPlaceholder, type SwitchPlaceholderProps } from './switch-placeholder';
