import { useTranslation } from 'react-i18next';
import { EmptyState, ErrorState, Skeleton, type Breadcrumb } from '@adnet/ui';
import { isHttpError } from '@adnet/api-client';
import type { useAudience } from '../../data/audiences';
import { describeError } from '../../data/errors';
import { AppLink } from '../../shell/acting-as';
import { Page } from '../page';

/**
 * The states of a page about one audience before it has one to show: not found (another user's or a deleted
 * audience), a failed load with retry, and loading placeholders. Null once the audience is there.
 */
export function AudienceState({
  audience,
  title,
  breadcrumbs,
}: {
  audience: ReturnType<typeof useAudience>;
  title: string;
  breadcrumbs: readonly Breadcrumb[];
}) {
  const { t } = useTranslation();
  const { data, error, isLoading, isValidating, mutate } = audience;
  if (error && isHttpError(error, 404))
    return (
      <Page title={title} breadcrumbs={breadcrumbs}>
        <EmptyState
          titleAs="h2"
          title={t('audiences.detail.notFound')}
          action={<AppLink to="/audiences">{t('audiences.detail.back')}</AppLink>}
        />
      </Page>
    );
  if (error && !data)
    return (
      <Page title={title} breadcrumbs={breadcrumbs}>
        <ErrorState
          titleAs="h2"
          labels={{
            title: t('errors.loadingError'),
            description: describeError(t, error),
            retry: t('errors.retry'),
          }}
          onRetry={() => void mutate()}
          retrying={isValidating}
        />
      </Page>
    );
  if (isLoading || !data)
    return (
      <Page title={title} breadcrumbs={breadcrumbs}>
        <div className="audience-loading" role="status" aria-label={t('common.loading')}>
          <Skeleton shape="rect" height={120} />
          <Skeleton shape="rect" height={240} />
        </div>
      </Page>
    );
  return null;
}
