import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdPreviewAd, AdPreviewLabels } from '@adnet/ui';
import type { Ad } from '@adnet/api-client';

/**
 * ui's ad previews in the user's language (`internal.preview`): every text of `AdPreviewLabels`, so no preview
 * (moderation review, campaign page, editor) shows ui's English defaults in another language.
 */
export function useAdPreviewLabels(): AdPreviewLabels {
  const { t } = useTranslation();
  return useMemo(
    () => ({
      ad: t('internal.preview.ad'),
      frame: t('internal.preview.frame'),
      warnings: t('internal.preview.warnings'),
      truncated: t('internal.preview.truncated', { field: '{field}', length: '{length}', limit: '{limit}' }),
      insecureLink: t('internal.preview.insecureLink'),
      unsafeMedia: t('internal.preview.unsafeMedia', { field: '{field}' }),
      noMedia: t('internal.preview.noMedia'),
      title: t('internal.preview.title'),
      subtitle: t('internal.preview.subtitle'),
      buttonText: t('internal.preview.buttonText'),
      advertiserName: t('internal.preview.advertiserName'),
      icon: t('internal.preview.icon'),
      image: t('internal.preview.image'),
      video: t('internal.preview.video'),
      defaultButton: t('internal.preview.defaultButton'),
      reward: t('internal.preview.reward'),
      tasks: t('internal.preview.tasks'),
      botName: t('internal.preview.botName'),
      chatName: t('internal.preview.chatName'),
      appName: t('internal.preview.appName'),
      messagePlaceholder: t('internal.preview.messagePlaceholder'),
      erid: t('internal.preview.erid'),
      rewardCountdown: t('internal.preview.rewardCountdown', { seconds: '{seconds}' }),
      botStatus: t('internal.preview.botStatus'),
      chatStatus: t('internal.preview.chatStatus'),
    }),
    [t],
  );
}

/** An ad of the contract as ui's preview draws it (only the fields it has; assets by their URL). */
export function adPreviewContent(ad: Ad): AdPreviewAd {
  return {
    ...(ad.title && { title: ad.title }),
    ...(ad.subtitle && { subtitle: ad.subtitle }),
    ...(ad.buttonText && { buttonText: ad.buttonText }),
    ...(ad.advertiserName && { advertiserName: ad.advertiserName }),
    ...(ad.icon && { icon: ad.icon.url }),
    ...(ad.image && { image: ad.image.url }),
    ...(ad.video && { video: ad.video.url }),
    ...(ad.link && { link: ad.link }),
    ...(ad.erid && { erid: ad.erid }),
  };
}
