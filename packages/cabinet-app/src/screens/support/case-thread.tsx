import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import * as v from 'valibot';
import { Button, Dialog, Field, FileUploadField, Textarea, type UploadItem, VisuallyHidden } from '@adnet/ui';
import {
  SUPPORT_LIMITS,
  type AssetWire,
  type SupportCaseDetail,
  type SupportMessage,
} from '@adnet/api-client';
import { SUPPORT_RESOURCES, useSendReply, useSupportCase } from '../../data/support';
import { useSupportPictureUpload } from '../../data/support-upload';
import { useRecipeForm, FormError } from '../../data/use-recipe-form';
import { useFormat } from '../../i18n/format';
import { useRouteId } from '../../shell/route-id';
import { DetailFrame, Page, type DetailFrameProps } from '../page';
import { useUploadLabels } from '../upload-labels';
import { CasePriorityBadge, CaseStatusBadge } from './support-labels';

/*
 * A case's thread as both sides see it: the staff's case page (`/support/case/{id}`) and the owner's (`/help/{id}`).
 */

/**
 * The frame of a case page: the case the route's `:id` names (a case that is not there, or not the user's, is the
 * server's 404), with the way back to the page's list of cases; once it is in, the page headed by its subject,
 * status (and for staff its priority) and number, around `children`.
 */
export function CaseFrame({
  staff = false,
  children,
  ...props
}: Pick<DetailFrameProps<SupportCaseDetail>, 'title' | 'breadcrumbs' | 'back' | 'skeleton'> & {
  staff?: boolean;
  children: (supportCase: SupportCaseDetail) => ReactNode;
}) {
  const { t } = useTranslation();
  const supportCase = useSupportCase(useRouteId());
  return (
    <DetailFrame query={supportCase} failed={t('support.case.loadFailed')} {...props}>
      {(data) => (
        <Page
          title={data.subject}
          breadcrumbs={props.breadcrumbs}
          meta={
            <>
              <CaseStatusBadge status={data.status} />
              {staff ? <CasePriorityBadge priority={data.priority} /> : null}
              <span className="case-meta-id">#{data.id}</span>
            </>
          }
        >
          {children(data)}
        </Page>
      )}
    </DetailFrame>
  );
}

/** The thread, oldest message first. */
export function CaseMessages({ messages }: { messages: readonly SupportMessage[] }) {
  const { t } = useTranslation();
  return (
    <>
      <VisuallyHidden as="h2">{t('support.case.thread')}</VisuallyHidden>
      <ol className="case-messages">
        {messages.map((m) => (
          <MessageItem key={m.id} message={m} />
        ))}
      </ol>
    </>
  );
}

function MessageItem({ message }: { message: SupportMessage }) {
  const { t } = useTranslation();
  const fmt = useFormat();
  return (
    <li className="case-message" data-author={message.authorKind}>
      <div className="case-message-head">
        <strong>{message.authorName}</strong>
        <span className="case-message-kind">
          {message.authorKind === 'AGENT' ? t('support.case.agent') : t('support.case.user')}
        </span>
        <time dateTime={message.createdAt.toISOString()}>{fmt.dateTime(message.createdAt)}</time>
      </div>
      <p className="case-message-text">{message.text}</p>
      {message.pictures.length > 0 ? <Pictures pictures={message.pictures} /> : null}
    </li>
  );
}

/** Thumbnails; each opens the picture full size in a dialog (Escape or the close button returns focus). */
function Pictures({ pictures }: { pictures: readonly AssetWire[] }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState<number | null>(null);
  const shown = open === null ? null : pictures[open];
  return (
    <>
      <ul className="case-pictures" aria-label={t('support.case.pictures')}>
        {pictures.map((p, i) => (
          <li key={p.cloudId}>
            <button
              type="button"
              className="case-thumb"
              onClick={() => setOpen(i)}
              aria-label={t('support.case.openPicture', { n: i + 1 })}
            >
              <img src={p.url} alt="" loading="lazy" />
            </button>
          </li>
        ))}
      </ul>
      <Dialog.Root open={shown != null} onOpenChange={(o) => !o && setOpen(null)}>
        <Dialog.Content size="lg" labels={{ close: t('common.close') }}>
          <Dialog.Title>{t('support.case.picture', { n: (open ?? 0) + 1 })}</Dialog.Title>
          <Dialog.Body>
            {shown ? (
              <img
                className="case-picture-full"
                src={shown.url}
                alt={t('support.case.picture', { n: (open ?? 0) + 1 })}
              />
            ) : null}
          </Dialog.Body>
        </Dialog.Content>
      </Dialog.Root>
    </>
  );
}

export const replySchema = v.object({
  text: v.pipe(
    v.string(),
    v.trim(),
    v.minLength(1, 'validation.required'),
    v.maxLength(SUPPORT_LIMITS.textMax, 'support.reply.tooLong'),
  ),
});

/** The pictures of a message being written: what the field holds, and the cloud ids of those uploaded. */
export function useCasePictures() {
  const [items, setItems] = useState<readonly UploadItem[]>([]);
  const [round, setRound] = useState(0);
  return {
    items,
    setItems,
    round,
    uploading: items.some((i) => i.status === 'LOADING'),
    cloudIds: items.flatMap((i) => (i.status === 'LOADED' && i.cloudId ? [i.cloudId] : [])),
    /** Empties the field (a new one is mounted) once the message is sent. */
    reset: () => {
      setItems([]);
      setRound((r) => r + 1);
    },
  };
}

/**
 * Up to 10 pictures of a message, each uploaded as soon as it is picked: for the case `caseId`, or for a case not
 * opened yet (`null`; see `useSupportPictureUpload`).
 */
export function CasePicturesField({
  caseId,
  pictures,
}: {
  caseId: number | null;
  pictures: ReturnType<typeof useCasePictures>;
}) {
  const { t } = useTranslation();
  const upload = useSupportPictureUpload(caseId);
  const uploadLabels = useUploadLabels('support.upload');
  return (
    <FileUploadField
      key={pictures.round}
      label={t('support.reply.pictures')}
      hint={t('support.reply.picturesHint', { max: SUPPORT_LIMITS.picturesMax })}
      multiple
      accept={SUPPORT_LIMITS.pictureTypes}
      maxBytes={SUPPORT_LIMITS.pictureMaxBytes}
      upload={upload}
      onChange={pictures.setItems}
      labels={uploadLabels}
    />
  );
}

/** A message form's end: the failure not about a field, and the send button, held while pictures upload. */
export function SendRow({
  rootError,
  uploading,
  submitting,
  label,
}: {
  rootError: string | undefined;
  uploading: boolean;
  submitting: boolean;
  label: string;
}) {
  const { t } = useTranslation();
  return (
    <>
      <FormError error={rootError} />
      <div className="case-reply-actions">
        {uploading ? <span className="case-reply-wait">{t('support.reply.waitUploads')}</span> : null}
        <Button type="submit" loading={submitting} disabled={uploading}>
          {label}
        </Button>
      </div>
    </>
  );
}

/** The reply: text and up to 10 pictures; sent only when every picture has finished uploading. */
export function ReplyForm({ caseId }: { caseId: number }) {
  const { t } = useTranslation();
  const send = useSendReply(caseId);
  const pictures = useCasePictures();
  const { form, onSubmit, field, submitting, rootError } = useRecipeForm({
    name: 'support.reply',
    schema: replySchema,
    defaultValues: { text: '' },
    submit: (values, call) => send({ text: values.text, pictures: pictures.cloudIds }, call),
    revalidates: SUPPORT_RESOURCES,
    success: () => t('support.toast.replied'),
    onSuccess: () => {
      form.reset({ text: '' });
      pictures.reset();
    },
  });
  const { error, ...text } = field('text');
  return (
    <form className="case-reply" onSubmit={onSubmit} noValidate aria-labelledby="case-reply-title">
      <h2 id="case-reply-title" className="case-section-title">
        {t('support.reply.title')}
      </h2>
      <Field label={t('support.reply.text')} error={error} required>
        <Textarea rows={4} maxLength={SUPPORT_LIMITS.textMax} {...text} />
      </Field>
      <CasePicturesField caseId={caseId} pictures={pictures} />
      <SendRow
        rootError={rootError}
        uploading={pictures.uploading}
        submitting={submitting}
        label={t('support.reply.send')}
      />
    </form>
  );
}
