import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { Skeleton } from '@adnet/ui';
import { useEditedCampaign } from '../../data/campaign-editor';
import { useOptionalRouteId } from '../../shell/route-id';
import { DetailFrame, Page } from '../page';
import { CampaignEditorForm } from './editor-form';
import { isCampaignType } from './editor-model';
import { TypeChooser } from './type-chooser';
import './editor.css';

/**
 * `/campaigns/new?campaignType=…` and `/campaigns/{id}/edit`. Without a (known) type, the new route
 * shows the type chooser; with one, the form. The edit route loads the campaign first (not found, failed load
 * with retry, loading placeholders).
 */
export default function CampaignEditorPage() {
  const { t } = useTranslation();
  // `/campaigns/new` has no id: the editor creates a campaign there.
  const id = useOptionalRouteId();
  const [params] = useSearchParams();
  const campaign = useEditedCampaign(id ?? null);
  const isNew = id === undefined;
  const title = t(isNew ? 'routes.campaignNew' : 'routes.campaignEdit');
  const breadcrumbs = [{ label: t('routes.campaigns'), href: '/campaigns' }, { label: title }];

  if (isNew) {
    const type = params.get('campaignType');
    if (!isCampaignType(type))
      return (
        <Page title={title} breadcrumbs={breadcrumbs} description={t('editor.chooser.description')}>
          <TypeChooser />
        </Page>
      );
    return <CampaignEditorForm key={type} title={title} breadcrumbs={breadcrumbs} type={type} />;
  }
  return (
    <DetailFrame
      query={campaign}
      title={title}
      breadcrumbs={breadcrumbs}
      back={{ to: '/campaigns', label: t('editor.notFound.back') }}
      notFound={{ title: t('editor.notFound.title'), description: t('editor.notFound.description') }}
      failed={t('editor.loadFailed')}
      skeleton={
        <>
          <Skeleton height={48} />
          <Skeleton height={240} />
          <Skeleton height={160} />
        </>
      }
    >
      {(data) => <CampaignEditorForm key={data.id} title={title} breadcrumbs={breadcrumbs} campaign={data} />}
    </DetailFrame>
  );
}
