import { useTranslation } from 'react-i18next';
import { AdPreview, type AdPreviewAd } from '@adnet/ui';
import { CAMPAIGN_TYPES, type CampaignType } from '@adnet/api-client';
import { AppLink, useActingAs, withActingAs } from '../../shell/acting-as';
import { usePreviewLabels } from './editor-labels';

/** A sample ad per type for the chooser's small live previews (text in the user's language). */
function useSampleAd(): (type: CampaignType) => AdPreviewAd {
  const { t } = useTranslation();
  return (type) => ({
    title: t('editor.chooser.sample.title'),
    subtitle: t('editor.chooser.sample.subtitle'),
    buttonText: t('editor.chooser.sample.button'),
    advertiserName: t('editor.chooser.sample.advertiser'),
    link: 'https://example.com',
    ...(type === 'Task' || type === 'InChat' ? {} : {}),
  });
}

/**
 * The type chooser of `/campaigns/new`: seven cards, each a small live preview of the format and a line on where it
 * shows; a card is a link to the form of that type (the acting-as `uid` kept).
 */
export function TypeChooser() {
  const { t } = useTranslation();
  const sample = useSampleAd();
  const labels = usePreviewLabels();
  const uid = useActingAs();
  return (
    <ul className="editor-chooser" aria-label={t('editor.chooser.title')}>
      {CAMPAIGN_TYPES.map((type) => (
        <li key={type} className="editor-chooser-card">
          <div className="editor-chooser-preview" aria-hidden="true" inert>
            <AdPreview type={type} ad={sample(type)} framed={false} labels={labels} />
          </div>
          <h2 className="editor-chooser-name">
            <AppLink
              to={withActingAs(`/campaigns/new?campaignType=${type}`, uid)}
              className="editor-chooser-link"
            >
              {t(`domain.type.${type}`)}
            </AppLink>
          </h2>
          <p className="editor-chooser-where">{t(`editor.chooser.where.${type}`)}</p>
        </li>
      ))}
    </ul>
  );
}
