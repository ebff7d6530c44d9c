import { useTranslation } from 'react-i18next';
import { Skeleton } from '@adnet/ui';
import { supportCaseAllows } from '@adnet/api-client';
import { AppLink } from '../../shell/acting-as';
import { CaseFrame, CaseMessages, ReplyForm } from './case-thread';

/**
 * `/help/{id}`: one of the user's own cases — the thread with support's replies, oldest first, and the answer form
 * (text and pictures uploaded for this case). Status is support's to change; a closed case takes no messages, and
 * the page says to open a new one. Another user's case answers 404 on the server and shows "not found" here.
 */
export default function HelpCasePage() {
  const { t } = useTranslation();
  const breadcrumbs = [{ label: t('routes.help'), href: '/help' }];
  return (
    <CaseFrame
      title={t('routes.helpCase')}
      breadcrumbs={breadcrumbs}
      back={{ to: '/help', label: t('support.help.backToList') }}
      skeleton={
        <div className="case-thread help-thread">
          <Skeleton shape="rect" height="6rem" />
          <Skeleton shape="rect" height="6rem" />
        </div>
      }
    >
      {(data) => (
        <div className="case-thread help-thread">
          <CaseMessages messages={data.messages} />
          {supportCaseAllows(data.status, 'reply') ? (
            <ReplyForm caseId={data.id} />
          ) : (
            <p className="case-closed-note">
              {t('support.help.closedNote')} <AppLink to="/help/new">{t('support.help.create')}</AppLink>
            </p>
          )}
        </div>
      )}
    </CaseFrame>
  );
}
