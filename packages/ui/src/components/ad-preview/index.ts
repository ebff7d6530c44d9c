export {
  AdPreview,
  AdPreviewScreen,
  adPreviewWarningText,
  defaultAdPreviewLabels,
  type AdPreviewLabels,
  type AdPreviewProps,
} from './ad-preview';
export { AdPreviewFrame, type AdPreviewAppearance, type AdPreviewFrameProps } from './ad-preview-frame';
export {
  adFieldsByType,
  adPreviewWarnings,
  adTextLimits,
  campaignTypes,
  isHttpsLink,
  linkHost,
  safeMediaUrl,
  textLength,
  truncateText,
  withSafeMedia,
  type AdMediaSource,
  type AdPreviewAd,
  type AdPreviewWarning,
  type AdTextField,
  type CampaignType,
} from './ad-preview-model';
