export {
  Callout,
  calloutTones,
  defaultCalloutLabels,
  type CalloutLabels,
  type CalloutProps,
  type CalloutTone,
} from './callout';
