import { useTranslation } from 'react-i18next';
import { Skeleton } from '@adnet/ui';
import { DetailFrame, type DetailFrameProps } from '../page';

/**
 * The detail frame of a page about one audience (its page and its edit form): not found says it is another
 * user's or a deleted audience, with the way back to the audiences.
 */
export function AudienceFrame<T>(
  props: Pick<DetailFrameProps<T>, 'query' | 'title' | 'breadcrumbs' | 'children'>,
) {
  const { t } = useTranslation();
  return (
    <DetailFrame
      {...props}
      back={{ to: '/audiences', label: t('audiences.detail.back') }}
      notFound={{ title: t('audiences.detail.notFound') }}
      skeleton={
        <>
          <Skeleton shape="rect" height={120} />
          <Skeleton shape="rect" height={240} />
        </>
      }
    />
  );
}
