import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Field, Textarea, TextField } from '@adnet/ui';
import { SUPPORT_LIMITS } from '@adnet/api-client';
import { canWrite } from '../../access/policy';
import { useCurrentUser } from '../../data/hooks';
import { useNewCaseForm } from '../../data/support-new-case';
import { AppLink, useActingAs, withActingAs } from '../../shell/acting-as';
import { Page } from '../page';
import { CasePicturesField, SendRow, useCasePictures } from './case-thread';

/**
 * `/help/new`: opens a support case — a subject, the first message and up to 10 pictures (screenshots of what goes
 * wrong), uploaded as they are picked; sent once they are in. The case's thread then opens.
 *
 * Designed: the support upload names its case, so the first message's pictures are uploaded as the user's own
 * images (which the server accepts for a new case); replies use the case's own upload. A read-only account may not
 * upload images, so it opens the case with text and adds pictures in a reply (the hint says so).
 */
export default function HelpNewPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const user = useCurrentUser();
  const uid = useActingAs();
  const pictures = useCasePictures();
  const withPictures = canWrite(user);
  const { onSubmit, field, submitting, rootError } = useNewCaseForm(
    () => pictures.cloudIds,
    (created) => void navigate(withActingAs(`/help/${created.id}`, uid)),
  );
  const { error: textError, ...text } = field('text');

  return (
    <Page
      title={t('routes.helpNew')}
      description={t('support.help.newDescription')}
      breadcrumbs={[{ label: t('routes.help'), href: '/help' }]}
    >
      <form className="case-reply help-new" onSubmit={onSubmit} noValidate aria-labelledby="page-title">
        <TextField
          label={t('support.help.subject')}
          hint={t('support.help.subjectHint')}
          required
          maxLength={SUPPORT_LIMITS.subjectMax}
          autoComplete="off"
          {...field('subject')}
        />
        <Field label={t('support.reply.text')} error={textError} required>
          <Textarea rows={6} maxLength={SUPPORT_LIMITS.textMax} {...text} />
        </Field>
        {withPictures ? (
          <CasePicturesField caseId={null} pictures={pictures} />
        ) : (
          <p className="case-closed-note">{t('support.help.picturesLater')}</p>
        )}
        <SendRow
          rootError={rootError}
          uploading={pictures.uploading}
          submitting={submitting}
          label={t('support.help.send')}
        />
        <AppLink to="/help">{t('support.help.backToList')}</AppLink>
      </form>
    </Page>
  );
}
