/** ui's `Switch` and `Progress` as a chunk of their own, imported lazily by `lazy-controls.tsx`. */
export { Progress, Switch } from '@adnet/ui';
