import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdPreviewAd, AdPreviewLabels } from '@adnet/ui';
import type { Ad } from '@adnet/api-client';

/**
 * ui's ad previews in the user's language (`preview`): every text of `AdPreviewLabels`, so no preview
 * (moderation review, campaign page, editor) shows ui's English defaults in another language.
 */
export function useAdPreviewLabels(): AdPreviewLabels {
  const { t } = useTranslation();
  return useMemo(
    () => ({
      ad: t('preview.ad'),
      frame: t('preview.frame'),
      warnings: t('preview.warnings'),
      truncated: t('preview.truncated', { field: '{field}', length: '{length}', limit: '{limit}' }),
      insecureLink: t('preview.insecureLink'),
      unsafeMedia: t('preview.unsafeMedia', { field: '{field}' }),
      noMedia: t('preview.noMedia'),
      title: t('preview.title'),
      subtitle: t('preview.subtitle'),
      buttonText: t('preview.buttonText'),
      advertiserName: t('preview.advertiserName'),
      icon: t('preview.icon'),
      image: t('preview.image'),
      video: t('preview.video'),
      defaultButton: t('preview.defaultButton'),
      reward: t('preview.reward'),
      tasks: t('preview.tasks'),
      botName: t('preview.botName'),
      chatName: t('preview.chatName'),
      appName: t('preview.appName'),
      messagePlaceholder: t('preview.messagePlaceholder'),
      erid: t('preview.erid'),
      rewardCountdown: t('preview.rewardCountdown', { seconds: '{seconds}' }),
      botStatus: t('preview.botStatus'),
      chatStatus: t('preview.chatStatus'),
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
