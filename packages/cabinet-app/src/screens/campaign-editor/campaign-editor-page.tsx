import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { EmptyState, ErrorState, Skeleton } from '@adnet/ui';
import { isHttpError } from '@adnet/api-client';
import { useEditedCampaign } from '../../data/campaign-editor';
import { describeError } from '../../data/errors';
import { AppLink } from '../../shell/acting-as';
import { useOptionalRouteId } from '../../shell/route-id';
import { Page } from '../page';
import { CampaignEditorForm } from './editor-form';
import { isCampaignType } from './editor-model';
import { TypeChooser } from './type-chooser';
import './editor.css';

/**
 * `/campaigns/new?campaignType=…` and `/campaigns/{id}/edit` (issue 11). Without a (known) type, the new route
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
  const { data, error, mutate } = campaign;
  if (data)
    return <CampaignEditorForm key={data.id} title={title} breadcrumbs={breadcrumbs} campaign={data} />;
  return (
    <Page title={title} breadcrumbs={breadcrumbs}>
      {error && isHttpError(error, 404) ? (
        <EmptyState
          titleAs="h2"
          title={t('editor.notFound.title')}
          description={t('editor.notFound.description')}
          action={<AppLink to="/campaigns">{t('editor.notFound.back')}</AppLink>}
        />
      ) : error ? (
        <ErrorState
          titleAs="h2"
          onRetry={() => void mutate()}
          labels={{
            title: t('editor.loadFailed'),
            description: describeError(t, error),
            retry: t('errors.retry'),
          }}
        />
      ) : (
        <div className="editor-loading" aria-busy="true" aria-label={t('editor.loading')}>
          <Skeleton height={48} />
          <Skeleton height={240} />
          <Skeleton height={160} />
        </div>
      )}
    </Page>
  );
}
