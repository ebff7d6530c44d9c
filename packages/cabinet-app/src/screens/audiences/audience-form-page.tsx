import { useRef, useState } from 'react';
import { Controller, useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import * as v from 'valibot';
import { Button, Callout, Field, Input, MultiSelect, Progress, RadioGroup, TextField } from '@adnet/ui';
import {
  AUDIENCE_ACTION_MAX,
  AUDIENCE_KINDS,
  AUDIENCE_MAX_CAMPAIGNS,
  AUDIENCE_MAX_DAYS,
  AUDIENCE_MIN_DAYS,
  AUDIENCE_NAME_MAX,
  RETARGETING_EVENTS,
  type Audience,
  type AudienceEstimateQuery,
  type IdUploadProgress,
} from '@adnet/api-client';
import {
  AUDIENCE_RESOURCES,
  useAudience,
  useAudienceEstimate,
  useAudienceWrites,
  useRetargetableCampaigns,
} from '../../data/audiences';
import { describeError } from '../../data/errors';
import { useIdListFile } from '../../data/use-id-list-file';
import { useRecipeForm, FormError } from '../../data/use-recipe-form';
import { useSettled } from '../../data/use-settled';
import { useFormat } from '../../i18n/format';
import { useActingAs, withActingAs } from '../../shell/acting-as';
import { Page } from '../page';
import { useAudienceLabels } from './audience-labels';
import { useOptionalRouteId } from '../../shell/route-id';
import { AudienceFrame } from './audience-frame';
import './audiences.css';

const name = v.pipe(
  v.string(),
  v.trim(),
  v.nonEmpty('validation.required'),
  v.maxLength(AUDIENCE_NAME_MAX, 'audiences.form.errors.nameTooLong'),
);
const days = v.pipe(
  v.string(),
  v.trim(),
  v.nonEmpty('validation.required'),
  v.regex(/^\d+$/, 'audiences.form.errors.days'),
  v.transform(Number),
  v.minValue(AUDIENCE_MIN_DAYS, 'audiences.form.errors.days'),
  v.maxValue(AUDIENCE_MAX_DAYS, 'audiences.form.errors.days'),
);

/** The form's rules per kind; messages are translation keys. An uploaded list is checked apart (its file). */
export const audienceSchema = v.variant('kind', [
  v.object({ kind: v.literal('UPLOADED'), name }),
  v.object({
    kind: v.literal('RETARGETING'),
    name,
    campaignIds: v.pipe(
      v.array(v.string()),
      v.minLength(1, 'audiences.form.errors.campaigns'),
      v.maxLength(AUDIENCE_MAX_CAMPAIGNS, 'audiences.form.errors.campaignsMax'),
    ),
    event: v.picklist(RETARGETING_EVENTS),
    days,
  }),
  v.object({
    kind: v.literal('CONVERTERS'),
    name,
    action: v.pipe(
      v.string(),
      v.trim(),
      v.nonEmpty('validation.required'),
      v.maxLength(AUDIENCE_ACTION_MAX, 'audiences.form.errors.actionTooLong'),
    ),
    days,
  }),
]);
type Values = v.InferOutput<typeof audienceSchema>;
type FormValues = {
  kind: Audience['kind'];
  name: string;
  campaignIds: string[];
  event: 'IMPRESSION' | 'CLICK';
  days: string;
  action: string;
};

/**
 * `/audiences/new` and `/audiences/{id}/edit`: a form per kind. Retargeting and converters rules show a live
 * size estimate as they change. An uploaded list is read in a worker (progress; blank, duplicate and malformed
 * lines counted, the first 20 line numbers shown), then its distinct ids are sent in batches with progress and
 * the server confirms the size. Editing keeps the kind; an uploaded audience takes a new file instead of a rule.
 */
export default function AudienceFormPage() {
  const { t } = useTranslation();
  // `/audiences/new` has no id: the form creates an audience there.
  const id = useOptionalRouteId();
  const audience = useAudience(id ?? null);
  const data = audience.data;
  const title = t(id === undefined ? 'routes.audienceNew' : 'routes.audienceEdit');
  const breadcrumbs = [
    { label: t('routes.audiences'), href: '/audiences' },
    ...(data ? [{ label: data.name, href: `/audiences/${data.id}` }] : []),
    { label: title },
  ];
  if (id === undefined) return <AudienceForm title={title} breadcrumbs={breadcrumbs} />;
  return (
    <AudienceFrame query={audience} title={title} breadcrumbs={breadcrumbs}>
      {(a) => <AudienceForm title={title} breadcrumbs={breadcrumbs} audience={a} />}
    </AudienceFrame>
  );
}

function defaults(a: Audience | undefined): FormValues {
  const base: FormValues = {
    kind: 'RETARGETING',
    name: '',
    campaignIds: [],
    event: 'CLICK',
    days: '30',
    action: '',
  };
  if (!a) return base;
  if (a.kind === 'RETARGETING')
    return {
      ...base,
      kind: a.kind,
      name: a.name,
      campaignIds: a.rule.campaignIds.map(String),
      event: a.rule.event,
      days: String(a.rule.days),
    };
  if (a.kind === 'CONVERTERS')
    return { ...base, kind: a.kind, name: a.name, action: a.rule.action, days: String(a.rule.days) };
  return { ...base, kind: a.kind, name: a.name };
}

function AudienceForm({
  title,
  breadcrumbs,
  audience,
}: {
  title: string;
  breadcrumbs: { label: string; href?: string }[];
  audience?: Audience;
}) {
  const { t } = useTranslation();
  const fmt = useFormat();
  const navigate = useNavigate();
  const actingAs = useActingAs();
  const labels = useAudienceLabels();
  const writes = useAudienceWrites();
  const campaigns = useRetargetableCampaigns();
  const file = useIdListFile();
  const [fileError, setFileError] = useState<string | null>(null);
  const [sending, setSending] = useState<IdUploadProgress | null>(null);
  // An audience created by a submit whose upload then failed: the next submit sends to it, never creates twice.
  const created = useRef<Audience | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const editing = audience !== undefined;

  const sendList = async (target: Audience, fresh: boolean) => {
    if (file.state.phase !== 'read') return target;
    if (!fresh) await writes.startUpload(target.id, file.state.file.name);
    setSending({ sent: 0, total: file.state.ids.length });
    try {
      return await writes.uploadIds(target.id, file.state.ids, setSending);
    } finally {
      setSending(null);
    }
  };

  const { form, onSubmit, field, submitting, rootError } = useRecipeForm({
    name: editing ? 'audience.update' : 'audience.create',
    schema: audienceSchema,
    defaultValues: defaults(audience),
    revalidates: AUDIENCE_RESOURCES,
    submit: async (values: Values, call) => {
      const rule =
        values.kind === 'RETARGETING'
          ? { campaignIds: values.campaignIds.map(Number), event: values.event, days: values.days }
          : values.kind === 'CONVERTERS'
            ? { action: values.action, days: values.days }
            : null;
      if (audience) {
        // The recipe's call: a resend after an unclear outcome carries the same Idempotency-Key.
        const saved = await writes.update(
          audience.id,
          rule ? { name: values.name, rule } : { name: values.name },
          call,
        );
        return values.kind === 'UPLOADED' ? sendList(saved, false) : saved;
      }
      if (values.kind === 'UPLOADED') {
        if (created.current) return sendList(created.current, false);
        const fileName = file.state.phase === 'read' ? file.state.file.name : 'ids.txt';
        // The recipe's call here too: a resend after a garbled or lost answer is the same create, not a second one.
        created.current = await writes.create(
          { name: values.name, kind: 'UPLOADED', rule: { fileName } },
          call,
        );
        return sendList(created.current, true);
      }
      return writes.create(
        { name: values.name, kind: values.kind, rule } as Parameters<typeof writes.create>[0],
        call,
      );
    },
    success: (a) => t(editing ? 'audiences.toast.saved' : 'audiences.toast.created', { name: a.name }),
    onSuccess: (a) => void navigate(withActingAs(`/audiences/${a.id}`, actingAs)),
  });

  const watched = useWatch({ control: form.control }) as Partial<FormValues>;
  const kind = watched.kind ?? 'RETARGETING';
  const daysNumber = Number(watched.days);
  const validDays =
    /^\d+$/.test(watched.days ?? '') && daysNumber >= AUDIENCE_MIN_DAYS && daysNumber <= AUDIENCE_MAX_DAYS;
  const estimateQuery = useSettled<AudienceEstimateQuery | null>(
    kind === 'RETARGETING' && validDays && (watched.campaignIds?.length ?? 0) > 0
      ? {
          kind,
          campaignIds: (watched.campaignIds ?? []).map(Number),
          event: watched.event ?? 'CLICK',
          days: daysNumber,
        }
      : kind === 'CONVERTERS' && validDays && (watched.action ?? '').trim() !== ''
        ? { kind, action: (watched.action ?? '').trim(), days: daysNumber }
        : null,
    400,
  );
  const estimate = useAudienceEstimate(estimateQuery);

  const submit = (event: React.FormEvent<HTMLFormElement>) => {
    const needsFile = kind === 'UPLOADED' && !editing;
    const ready = file.state.phase === 'read' && file.state.ids.length > 0;
    if (
      (needsFile && !ready) ||
      (kind === 'UPLOADED' && file.state.phase === 'read' && file.state.ids.length === 0)
    ) {
      event.preventDefault();
      // A file that could not be read keeps its own message (not a text file, or unreadable).
      setFileError(
        file.state.phase === 'error'
          ? null
          : t(file.state.phase === 'read' ? 'audiences.form.errors.noIds' : 'audiences.form.errors.file'),
      );
      fileInput.current?.focus();
      return;
    }
    void onSubmit(event);
  };

  const report = file.state.phase === 'read' ? file.state.report : null;
  const lineList = (lines: number[], total: number) =>
    lines.map((n) => fmt.number(n)).join(', ') + (total > lines.length ? ' …' : '');

  return (
    <Page title={title} breadcrumbs={breadcrumbs} className="audience-page">
      <form className="audience-form" onSubmit={submit} noValidate aria-labelledby="page-title">
        <TextField
          label={t('audiences.form.name')}
          required
          maxLength={AUDIENCE_NAME_MAX}
          {...field('name')}
        />
        {editing ? (
          <p>
            {t('audiences.form.kind')}: <strong>{labels.kind(kind)}</strong>
          </p>
        ) : (
          <Controller
            control={form.control}
            name="kind"
            render={({ field: f }) => (
              <RadioGroup
                label={t('audiences.form.kind')}
                value={f.value}
                onValueChange={f.onChange}
                options={AUDIENCE_KINDS.map((k) => ({
                  value: k,
                  label: labels.kind(k),
                  description: t(`audiences.form.kindHint.${k}`),
                }))}
              />
            )}
          />
        )}

        {kind === 'RETARGETING' ? (
          <>
            <Controller
              control={form.control}
              name="campaignIds"
              render={({ field: f, fieldState }) => (
                <Field
                  label={t('audiences.form.campaigns')}
                  hint={t('audiences.form.campaignsHint', { max: AUDIENCE_MAX_CAMPAIGNS })}
                  error={
                    fieldState.error?.message
                      ? t(fieldState.error.message, { max: AUDIENCE_MAX_CAMPAIGNS })
                      : undefined
                  }
                  required
                >
                  <MultiSelect
                    searchable
                    options={(campaigns.data ?? []).map((c) => ({ value: String(c.id), label: c.name }))}
                    value={f.value}
                    onValueChange={f.onChange}
                    placeholder={
                      campaigns.isLoading ? t('common.loading') : t('audiences.form.campaignsPlaceholder')
                    }
                    labels={{
                      noResults: t('audiences.form.noCampaigns'),
                      selected: t('audiences.picker.selected'),
                      remove: (label) => t('audiences.picker.remove', { label }),
                      summary: (count) => t('audiences.picker.summary', { count }),
                    }}
                  />
                </Field>
              )}
            />
            {campaigns.error ? (
              <Callout
                tone="danger"
                action={
                  <Button size="sm" variant="outline" onClick={() => void campaigns.mutate()}>
                    {t('errors.retry')}
                  </Button>
                }
              >
                {describeError(t, campaigns.error)}
              </Callout>
            ) : null}
            <Controller
              control={form.control}
              name="event"
              render={({ field: f }) => (
                <RadioGroup
                  label={t('audiences.form.event')}
                  orientation="horizontal"
                  value={f.value}
                  onValueChange={f.onChange}
                  options={RETARGETING_EVENTS.map((e) => ({
                    value: e,
                    label: t(`audiences.form.events.${e}`),
                  }))}
                />
              )}
            />
          </>
        ) : null}
        {kind === 'CONVERTERS' ? (
          <TextField
            label={t('audiences.form.action')}
            hint={t('audiences.form.actionHint')}
            required
            maxLength={AUDIENCE_ACTION_MAX}
            {...field('action')}
          />
        ) : null}
        {kind !== 'UPLOADED' ? (
          <>
            <TextField
              label={t('audiences.form.days')}
              hint={t('audiences.form.daysHint', { max: AUDIENCE_MAX_DAYS })}
              inputMode="numeric"
              required
              {...field('days')}
            />
            <p className="audience-estimate" role="status" aria-live="polite">
              {estimateQuery === null ? (
                t('audiences.form.estimate.incomplete')
              ) : estimate.error ? (
                t('audiences.form.estimate.failed')
              ) : !estimate.data ? (
                t('audiences.form.estimate.loading')
              ) : (
                <>
                  <strong>
                    {t('audiences.form.estimate.size', { size: fmt.number(estimate.data.size) })}
                  </strong>
                  <span>
                    {estimate.data.status === 'READY'
                      ? t('audiences.form.estimate.ready')
                      : t('audiences.form.estimate.tooSmall', { minSize: fmt.number(estimate.data.minSize) })}
                  </span>
                </>
              )}
            </p>
          </>
        ) : (
          <>
            <Field
              label={editing ? t('audiences.form.newFile') : t('audiences.form.file')}
              hint={t('audiences.form.fileHint')}
              error={
                fileError ??
                (file.state.phase === 'error' ? t('audiences.form.errors.unreadable') : undefined)
              }
              required={!editing}
            >
              <Input
                ref={fileInput}
                type="file"
                accept=".csv,.txt,text/csv,text/plain"
                disabled={submitting}
                onChange={(e) => {
                  setFileError(null);
                  file.read(e.currentTarget.files?.[0] ?? null);
                }}
              />
            </Field>
            {file.state.phase === 'reading' ? (
              <Progress
                value={file.state.read}
                max={Math.max(1, file.state.total)}
                label={t('audiences.form.reading', { name: file.state.file.name })}
                showValue
              />
            ) : null}
            {report ? (
              <Callout
                tone={report.malformed + report.duplicates > 0 ? 'warning' : 'success'}
                className="audience-upload-report"
                announce="polite"
                title={t('audiences.form.report.title', {
                  ids: fmt.number(file.state.phase === 'read' ? file.state.ids.length : 0),
                  lines: fmt.number(report.lines),
                })}
              >
                <ul>
                  <li>
                    {t('audiences.form.report.blank', { count: report.blank, n: fmt.number(report.blank) })}
                  </li>
                  <li>
                    {t('audiences.form.report.duplicates', {
                      count: report.duplicates,
                      n: fmt.number(report.duplicates),
                    })}
                    {report.duplicates > 0
                      ? ` ${t('audiences.form.report.lines', { lines: lineList(report.duplicateLines, report.duplicates) })}`
                      : null}
                  </li>
                  <li>
                    {t('audiences.form.report.malformed', {
                      count: report.malformed,
                      n: fmt.number(report.malformed),
                    })}
                    {report.malformed > 0
                      ? ` ${t('audiences.form.report.lines', { lines: lineList(report.malformedLines, report.malformed) })}`
                      : null}
                  </li>
                </ul>
              </Callout>
            ) : null}
            {sending ? (
              <Progress
                value={sending.sent}
                max={Math.max(1, sending.total)}
                label={t('audiences.form.sending', {
                  sent: fmt.number(sending.sent),
                  total: fmt.number(sending.total),
                })}
              />
            ) : null}
          </>
        )}

        <FormError error={rootError} />
        <div className="audience-form-actions">
          <Button type="submit" loading={submitting} disabled={file.state.phase === 'reading'}>
            {editing ? t('common.save') : t('audiences.create')}
          </Button>
          <Button
            type="button"
            variant="outline"
            onClick={() =>
              void navigate(withActingAs(audience ? `/audiences/${audience.id}` : '/audiences', actingAs))
            }
          >
            {t('common.cancel')}
          </Button>
        </div>
      </form>
    </Page>
  );
}
