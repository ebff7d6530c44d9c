import { useTranslation } from 'react-i18next';
import type { Breadcrumb } from '@adnet/ui';
import type { useAudience } from '../../data/audiences';
import { DetailState } from '../states';

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
  return (
    <DetailState
      swr={audience}
      title={title}
      breadcrumbs={breadcrumbs}
      notFound={{ title: t('audiences.detail.notFound') }}
      back={{ to: '/audiences', label: t('audiences.detail.back') }}
      loadingClass="audience-loading"
    />
  );
}
