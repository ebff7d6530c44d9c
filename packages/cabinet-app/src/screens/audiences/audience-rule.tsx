import { useTranslation } from 'react-i18next';
import type { Audience } from '@adnet/api-client';
import { useFormat } from '../../i18n/format';

/** The rule of an audience in one sentence: its file, its campaigns and window, or its action and window. */
export function AudienceRule({ audience }: { audience: Audience }) {
  const { t } = useTranslation();
  const fmt = useFormat();
  switch (audience.kind) {
    case 'UPLOADED':
      return (
        <>
          {audience.rule.fileName
            ? t('audiences.detail.ruleText.UPLOADED', { file: audience.rule.fileName })
            : t('audiences.detail.ruleText.UPLOADED_none')}
        </>
      );
    case 'RETARGETING':
      return (
        <>
          {t('audiences.detail.ruleText.RETARGETING', {
            event: t(`audiences.detail.ruleText.${audience.rule.event}`),
            campaigns: audience.rule.campaignIds.map((id) => `#${id}`).join(', '),
            days: fmt.number(audience.rule.days),
          })}
        </>
      );
    case 'CONVERTERS':
      return (
        <>
          {t('audiences.detail.ruleText.CONVERTERS', {
            action: audience.rule.action,
            days: fmt.number(audience.rule.days),
          })}
        </>
      );
  }
}
