import { memo, startTransition, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useFieldArray, useWatch, type UseFormReturn } from 'react-hook-form';
import {
  AdPreview,
  Button,
  Callout,
  TextField,
  useScrollRow,
  useViewport,
  type AdPreviewAd,
  type Breadcrumb,
  VisuallyHidden,
} from '@adnet/ui';
import { CAMPAIGN_TYPES, type Campaign, type CampaignType } from '@adnet/api-client';
import { canSeeLegalInfo, canWrite } from '../../access/policy';
import { CAMPAIGN_RESOURCES } from '../../data/swr-keys';
import { useCampaignWrites } from '../../data/campaign-editor';
import { serverFieldErrors } from '../../data/errors';
import { useCurrentUser } from '../../data/hooks';
import { useRecipeForm, FormError } from '../../data/use-recipe-form';
import { useTrack } from '../../data/track';
import { useFormat } from '../../i18n/format';
import { AppLink, useActingAs, withActingAs } from '../../shell/acting-as';
import { useAdMediaSource } from '../../shell/config-context';
import { Page } from '../page';
import { AdFields } from './ad-fields';
import {
  MAX_ADS,
  SECTIONS,
  campaignValues,
  clearDraft,
  editorSchema,
  emptyAd,
  formFieldOf,
  hardCut,
  hasUnsavedChanges,
  loadDraft,
  otherNewDrafts,
  NAME_MAX,
  newCampaignValues,
  saveDraft,
  sectionOf,
  toCampaignInput,
  toCampaignPatch,
  type EditorValues,
  type Section,
  type StoredDraft,
} from './editor-model';
import { usePreviewLabels } from './editor-labels';
import {
  LegalSection,
  preloadEditorParts,
  ReviewSection,
  StrategySection,
  TargetingSection,
  TypeSelect,
  usePreloadEditorParts,
} from './lazy-parts';
import { useLeaveGuard } from './leave-guard';

/** How long the form rests before the draft is written to storage. */
const DRAFT_SAVE_MS = 300;

export type EditorForm = UseFormReturn<EditorValues, unknown, EditorValues>;

/**
 * The campaign form: sections Ads, Targeting, Strategy, Legal (with `ru_ad_marking`) and Review; one
 * scrolling page with a section index on desktop, a stepper on mobile; a live preview beside it (behind a toggle on
 * mobile). Create sends `POST /api/campaigns` (to moderation), edit a `PATCH` of the parts that changed.
 */
export function CampaignEditorForm({
  title,
  breadcrumbs,
  type,
  campaign,
}: {
  title: string;
  breadcrumbs: readonly Breadcrumb[];
  type?: CampaignType;
  campaign?: Campaign;
}) {
  const { t } = useTranslation();
  const fmt = useFormat();
  const navigate = useNavigate();
  const user = useCurrentUser();
  const actingAs = useActingAs();
  const writes = useCampaignWrites();
  const track = useTrack();
  const mobile = useViewport() === 'mobile';
  const marking = canSeeLegalInfo(user);
  const campaignId = campaign?.id ?? null;
  const archived = campaign?.status === 'ARCHIVED';
  const readOnly = !canWrite(user) || archived;
  const typeEditable = !campaign || campaign.status === 'DRAFT';
  const original = useMemo(
    () => (campaign ? campaignValues(campaign) : newCampaignValues(type ?? 'FullscreenMedia')),
    [campaign, type],
  );
  const sections = SECTIONS.filter((s) => s !== 'legal' || marking);
  const [step, setStep] = useState<Section>('ads');
  const [draft, setDraft] = useState<StoredDraft | null>(() => {
    const stored = loadDraft(user.id, campaignId, original.campaignType);
    return stored && hasUnsavedChanges(original, stored.values) ? stored : null;
  });
  // A new campaign's drafts of other types are named, with a link to their own form, never restored here.
  const [otherDrafts] = useState(() =>
    campaignId === null ? otherNewDrafts(user.id, original.campaignType) : [],
  );
  const [previewOpen, setPreviewOpen] = useState(draft?.mobilePreviewOpen ?? false);
  const [pendingUploads, setPendingUploads] = useState<ReadonlySet<string>>(new Set());
  const saved = useRef(false);

  const goToFirstError = useCallback(
    (fields: string[]) => {
      const first = fields[0];
      if (first) setStep(sectionOf(first));
    },
    [setStep],
  );

  const { form, onSubmit, submitting, rootError, field } = useRecipeForm({
    name: campaign ? 'campaign.update' : 'campaign.create',
    schema: editorSchema,
    defaultValues: original,
    revalidates: CAMPAIGN_RESOURCES,
    fieldOf: formFieldOf,
    submit: (values: EditorValues, call) =>
      campaign
        ? writes.update(campaign.id, toCampaignPatch(values, original, marking, campaign.strategy), call)
        : writes.create(
            { ...toCampaignInput(values, marking), ...(actingAs !== null && { userId: actingAs }) },
            call,
          ),
    success: (result) =>
      campaign
        ? t('editor.toast.saved', { name: result.name })
        : t('editor.toast.created', { name: result.name }),
    onSuccess: (result, values) => {
      saved.current = true;
      // The editor creates a campaign and sends it to moderation in one step; an edit is neither.
      if (!campaign) {
        track('campaign_created', { campaignType: values.campaignType, via: 'editor' });
        track('campaign_submitted', { campaignType: values.campaignType });
      }
      clearDraft(user.id, campaignId, values.campaignType);
      navigate(withActingAs(`/campaigns/${result.id}`, actingAs));
    },
    onFailure: (error) =>
      goToFirstError(
        Object.keys(serverFieldErrors(error))
          .map(formFieldOf)
          .filter((f): f is string => f !== null),
      ),
  });
  const typedForm = form as unknown as EditorForm;

  /**
   * Submits; when a client rule fails, opens the section of the first failing field and focuses it. The sections
   * below the first come after the first paint (`lazy-parts.tsx`), the Legal section with the rules of typed legal
   * details: a submit before they are in waits for them (the schema checks every value either way, and the legal
   * details by those rules), so the failing field is there to focus.
   */
  const [preparing, setPreparing] = useState(false);
  const submitForm = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // One submit at a time: the button is busy from the click, while the parts still load, as while it sends.
    if (preparing || submitting) return;
    setPreparing(true);
    void preloadEditorParts(marking)
      .catch(() => undefined)
      .finally(() => setPreparing(false))
      .then(() => onSubmit())
      .then(() => {
        const errors = form.formState.errors as Record<string, unknown>;
        const first = firstErrorPath(errors);
        if (!first) return;
        setStep(sectionOf(first));
        requestAnimationFrame(() => form.setFocus(first as never));
      });
  };
  usePreloadEditorParts(marking);

  // The autosaved draft follows the changes, written once the form rests: a keystroke only restarts the timer
  // (comparing with the original and serializing the form on every key cost the typing its frame budget).
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const subscription = form.watch(() => {
      clearTimeout(timer);
      timer = setTimeout(() => {
        if (saved.current || readOnly) return;
        const current = form.getValues() as EditorValues;
        if (hasUnsavedChanges(original, current))
          saveDraft({
            userId: user.id,
            campaignId,
            original,
            values: current,
            mobilePreviewOpen: previewOpen,
          });
        else clearDraft(user.id, campaignId, current.campaignType);
      }, DRAFT_SAVE_MS);
    });
    return () => {
      clearTimeout(timer);
      subscription.unsubscribe();
    };
  }, [form, original, user.id, campaignId, previewOpen, readOnly]);

  // Whether leaving loses something is asked when the user leaves (exact at that moment, nothing per keystroke).
  const hasChanges = useCallback(
    () => !saved.current && hasUnsavedChanges(original, form.getValues() as EditorValues),
    [form, original],
  );
  useLeaveGuard(readOnly ? null : hasChanges, {
    title: t('editor.leave.title'),
    description: t('editor.leave.description'),
    confirmLabel: t('editor.leave.confirm'),
    cancelLabel: t('editor.leave.stay'),
    tone: 'destructive',
  });

  const restore = () => {
    if (!draft) return;
    // A draft stored before a field existed (the legal details) takes that field's value from the original.
    form.reset({ ...original, ...draft.values }, { keepDefaultValues: true });
    setPreviewOpen(draft.mobilePreviewOpen);
    setDraft(null);
  };
  const discard = () => {
    if (draft) clearDraft(user.id, campaignId, draft.campaignType);
    setDraft(null);
  };

  const setUploading = useCallback((key: string, busy: boolean) => {
    setPendingUploads((current) => {
      if (current.has(key) === busy) return current;
      const next = new Set(current);
      if (busy) next.add(key);
      else next.delete(key);
      return next;
    });
  }, []);

  const stepIndex = sections.indexOf(step);
  const [stepper, setStepper] = useState<HTMLOListElement | null>(null);
  useScrollRow(stepper, '[aria-current="step"]');
  // A step opened by the stepper, Next or Back starts at its top with its heading focused (a screen reader says
  // where the user is); a step opened to show a failing field leaves the focus to that field.
  const stepMoved = useRef(false);
  const goToStep = (next: Section) => {
    stepMoved.current = true;
    setStep(next);
  };
  useEffect(() => {
    if (!stepMoved.current) return;
    stepMoved.current = false;
    document.getElementById(`editor-${step}-title`)?.focus({ preventScroll: true });
    (stepper ?? document.getElementById(`editor-${step}`))?.scrollIntoView({ block: 'start' });
  }, [step, stepper]);
  const showSection = (s: Section) => !mobile || s === step;
  const currentType = useWatch({ control: typedForm.control, name: 'campaignType' });
  const sectionTitle = (s: Section) => t(`editor.sections.${s}`);
  const inView = useSectionInView(sections, !mobile);

  return (
    <Page
      title={title}
      breadcrumbs={breadcrumbs}
      description={campaign ? campaign.name : t(`domain.type.${currentType}`)}
      className="editor-page"
    >
      {draft ? (
        <Callout
          tone="info"
          title={t('editor.draft.title')}
          className="editor-draft"
          action={
            <div className="editor-draft-actions">
              <Button onClick={restore}>{t('editor.draft.restore')}</Button>
              <Button variant="ghost" tone="neutral" onClick={discard}>
                {t('editor.draft.discard')}
              </Button>
            </div>
          }
        >
          {t('editor.draft.description', { when: fmt.dateTime(draft.savedAt) })}
        </Callout>
      ) : otherDrafts.length > 0 ? (
        <Callout tone="info" title={t('editor.draft.otherTitle')} className="editor-draft">
          <ul className="editor-draft-others">
            {otherDrafts.map((d) => (
              <li key={d.campaignType}>
                {t('editor.draft.other', {
                  type: t(`domain.type.${d.campaignType}`),
                  when: fmt.dateTime(d.savedAt),
                })}{' '}
                <AppLink to={`/campaigns/new?campaignType=${d.campaignType}`}>
                  {t('editor.draft.openOther', { type: t(`domain.type.${d.campaignType}`) })}
                </AppLink>
              </li>
            ))}
          </ul>
        </Callout>
      ) : null}
      {archived ? (
        <Callout tone="warning" title={t('editor.readOnly.archivedTitle')} className="editor-notice">
          {t('editor.readOnly.archived')}
        </Callout>
      ) : readOnly ? (
        <Callout tone="info" title={t('editor.readOnly.title')} className="editor-notice">
          {t('editor.readOnly.description')}
        </Callout>
      ) : null}
      {campaign?.declineReason ? (
        <Callout tone="danger" title={t('editor.declined')} className="editor-notice">
          {campaign.declineReason}
        </Callout>
      ) : null}
      <div className="editor-layout">
        {mobile ? (
          <ol className="editor-stepper" aria-label={t('editor.stepper')} ref={setStepper}>
            {sections.map((s, i) => (
              <li
                key={s}
                aria-current={s === step ? 'step' : undefined}
                data-done={i < stepIndex || undefined}
              >
                <button type="button" className="editor-step" onClick={() => goToStep(s)}>
                  <span className="editor-step-number" aria-hidden="true">
                    {i + 1}
                  </span>
                  {sectionTitle(s)}
                </button>
              </li>
            ))}
          </ol>
        ) : (
          <nav className="editor-index" aria-label={t('editor.index')}>
            <ol>
              {sections.map((s) => (
                <li key={s}>
                  <a href={`#editor-${s}`} aria-current={s === inView ? 'location' : undefined}>
                    {sectionTitle(s)}
                  </a>
                </li>
              ))}
            </ol>
          </nav>
        )}
        <form className="editor-form" onSubmit={submitForm} noValidate aria-label={title}>
          <fieldset className="editor-fieldset" disabled={readOnly}>
            <VisuallyHidden as="legend">{title}</VisuallyHidden>
            {showSection('ads') ? (
              <EditorSection id="ads" title={sectionTitle('ads')}>
                <AdsSection
                  form={typedForm}
                  field={field}
                  marking={marking}
                  typeEditable={typeEditable}
                  setUploading={setUploading}
                />
              </EditorSection>
            ) : null}
            {showSection('targeting') ? (
              <EditorSection id="targeting" title={sectionTitle('targeting')}>
                <TargetingSection form={typedForm} field={field} phone={mobile} />
              </EditorSection>
            ) : null}
            {showSection('strategy') ? (
              <EditorSection id="strategy" title={sectionTitle('strategy')}>
                <StrategySection form={typedForm} field={field} phone={mobile} />
              </EditorSection>
            ) : null}
            {marking && showSection('legal') ? (
              <EditorSection id="legal" title={sectionTitle('legal')}>
                <LegalSection form={typedForm} field={field} phone={mobile} />
              </EditorSection>
            ) : null}
            {showSection('review') ? (
              <EditorSection id="review" title={sectionTitle('review')}>
                <ReviewSection form={typedForm} marking={marking} phone={mobile} />
              </EditorSection>
            ) : null}
          </fieldset>
          <FormError error={rootError} />
          <div className="editor-actions">
            {mobile && stepIndex > 0 ? (
              <Button variant="outline" tone="neutral" onClick={() => goToStep(sections[stepIndex - 1]!)}>
                {t('editor.back')}
              </Button>
            ) : null}
            {mobile && stepIndex < sections.length - 1 ? (
              <Button onClick={() => goToStep(sections[stepIndex + 1]!)}>{t('editor.next')}</Button>
            ) : null}
            {!readOnly && (!mobile || step === 'review') ? (
              <>
                {pendingUploads.size > 0 ? (
                  <span className="editor-wait" role="status">
                    {t('editor.waitUploads')}
                  </span>
                ) : null}
                <Button type="submit" loading={submitting || preparing} disabled={pendingUploads.size > 0}>
                  {campaign ? t('editor.save') : t('editor.submit')}
                </Button>
              </>
            ) : null}
          </div>
        </form>
        <EditorPreview form={typedForm} mobile={mobile} open={previewOpen} onOpenChange={setPreviewOpen} />
      </div>
    </Page>
  );
}

/** The dotted path of the first error in react-hook-form's error tree (`ads.0.link`), in field order. */
function firstErrorPath(errors: Record<string, unknown>, prefix = ''): string | null {
  const order = [
    'name',
    'campaignType',
    'ads',
    'regions',
    'languages',
    'platformType',
    'publishers',
    'budget',
    'bid',
  ];
  const keys = Object.keys(errors)
    .filter((k) => k !== 'root' && k !== 'ref')
    .sort((a, b) => (order.indexOf(a) + 1 || 99) - (order.indexOf(b) + 1 || 99));
  for (const key of keys) {
    const value = errors[key] as Record<string, unknown> | undefined;
    if (!value || typeof value !== 'object') continue;
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value.message === 'string' || 'type' in value) return path;
    const inner = firstErrorPath(value, path);
    if (inner) return inner;
  }
  return null;
}

/**
 * The section the reader is in, for the section index: the last one whose top has passed a third of the window,
 * or the last section once the page is scrolled to its end (a short last section never reaches that line).
 */
function useSectionInView(sections: readonly Section[], enabled: boolean): Section | undefined {
  const [inView, setInView] = useState<Section>();
  const key = sections.join();
  useEffect(() => {
    if (!enabled) return;
    const ids = key.split(',') as Section[];
    let frame = 0;
    const measure = () => {
      frame = 0;
      const page = document.scrollingElement ?? document.documentElement;
      const atEnd = page.scrollTop + window.innerHeight >= page.scrollHeight - 2;
      let current = ids[0];
      for (const id of ids) {
        const top = document.getElementById(`editor-${id}`)?.getBoundingClientRect().top;
        if (top !== undefined && top <= window.innerHeight / 3) current = id;
      }
      setInView(atEnd ? ids.at(-1) : current);
    };
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(measure);
    };
    measure();
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
    };
  }, [key, enabled]);
  return enabled ? inView : undefined;
}

function EditorSection({ id, title, children }: { id: Section; title: string; children: React.ReactNode }) {
  return (
    <section id={`editor-${id}`} className="editor-section" aria-labelledby={`editor-${id}-title`}>
      {/* Focusable from script only: a step opened on a phone moves the focus here. */}
      <h2 id={`editor-${id}-title`} className="editor-section-title" tabIndex={-1}>
        {title}
      </h2>
      {children}
    </section>
  );
}

type FieldFn = ReturnType<typeof useRecipeForm<typeof editorSchema, Campaign>>['field'];
export type FieldProps = { form: EditorForm; field: FieldFn };

function AdsSection({
  form,
  field,
  marking,
  typeEditable,
  setUploading,
}: FieldProps & {
  marking: boolean;
  typeEditable: boolean;
  setUploading: (key: string, busy: boolean) => void;
}) {
  const { t } = useTranslation();
  const { fields, append, remove } = useFieldArray({ control: form.control, name: 'ads' });
  const type = useWatch({ control: form.control, name: 'campaignType' });
  const { error: nameError, ...name } = field('name');
  return (
    <>
      <TextField
        label={t('editor.name')}
        error={nameError}
        hardMaxLength={hardCut(NAME_MAX)}
        {...name}
        required
      />
      {typeEditable ? (
        <label className="editor-type">
          <span className="editor-label">{t('editor.type')}</span>
          <TypeSelect
            aria-label={t('editor.type')}
            value={type}
            onValueChange={(next) =>
              form.setValue('campaignType', next as CampaignType, {
                shouldDirty: true,
                shouldValidate: false,
              })
            }
            options={CAMPAIGN_TYPES.map((c) => ({ value: c, label: t(`domain.type.${c}`) }))}
          />
        </label>
      ) : (
        <p className="editor-type-fixed">
          <span className="editor-label">{t('editor.type')}</span> {t(`domain.type.${type}`)}
        </p>
      )}
      {fields.map((item, index) => (
        <fieldset key={item.id} className="editor-ad">
          <legend className="editor-ad-title">{t('editor.ad', { number: index + 1 })}</legend>
          <AdFields
            form={form}
            field={field}
            index={index}
            type={type}
            marking={marking}
            setUploading={setUploading}
          />
          {fields.length > 1 ? (
            <Button variant="ghost" tone="danger" onClick={() => remove(index)}>
              {t('editor.removeAd', { number: index + 1 })}
            </Button>
          ) : null}
        </fieldset>
      ))}
      {fields.length < MAX_ADS ? (
        <Button variant="outline" tone="neutral" onClick={() => append(emptyAd())}>
          {t('editor.addAd')}
        </Button>
      ) : null}
    </>
  );
}

const NO_AD: AdPreviewAd = {};
const MemoAdPreview = memo(AdPreview);

/** What the preview shows of an ad: its texts, media URLs and link. */
function previewAd(ad: EditorValues['ads'][number] | undefined): AdPreviewAd {
  if (!ad) return {};
  const out: AdPreviewAd = {};
  for (const key of ['title', 'subtitle', 'buttonText', 'advertiserName', 'erid', 'link'] as const)
    if (ad[key]) out[key] = ad[key];
  for (const key of ['icon', 'image', 'video'] as const) {
    const url = ad[key]?.url;
    if (url) out[key] = url;
  }
  return out;
}

/** Whether two lists of preview values show the same (each ad's texts, media URLs and link). */
function samePreviews(a: readonly AdPreviewAd[], b: readonly AdPreviewAd[]): boolean {
  if (a.length !== b.length) return false;
  return a.every((ad, i) => {
    const other = b[i]!;
    const keys = Object.keys(ad) as (keyof AdPreviewAd)[];
    return keys.length === Object.keys(other).length && keys.every((k) => ad[k] === other[k]);
  });
}

/**
 * What the preview shows of the ads, following the form as a transition: a keystroke renders nothing at once
 * (the input is the browser's, its counter a transition too), and the preview renders right after, at a lower
 * priority (a newer key overtakes a pending render). It renders only when a shown value changed.
 */
function usePreviewAds(form: EditorForm): readonly AdPreviewAd[] {
  const [ads, setAds] = useState<readonly AdPreviewAd[]>(() => (form.getValues('ads') ?? []).map(previewAd));
  useEffect(() => {
    const subscription = form.watch((values, { name }) => {
      if (name !== undefined && name !== 'ads' && !name.startsWith('ads.')) return;
      const next = ((values.ads ?? []) as EditorValues['ads']).map(previewAd);
      startTransition(() => setAds((current) => (samePreviews(current, next) ? current : next)));
    });
    return () => subscription.unsubscribe();
  }, [form]);
  return ads;
}

function EditorPreview({
  form,
  mobile,
  open,
  onOpenChange,
}: {
  form: EditorForm;
  mobile: boolean;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation();
  const labels = usePreviewLabels();
  const [active, setActive] = useState(0);
  const type = useWatch({ control: form.control, name: 'campaignType' });
  const ads = usePreviewAds(form);
  const index = Math.min(active, ads.length - 1);
  const ad = ads[index] ?? NO_AD;
  const fmt = useFormat();
  const media = useAdMediaSource();
  return (
    <aside className="editor-preview" aria-label={t('editor.preview.label')}>
      {mobile ? (
        <Button
          variant="outline"
          tone="neutral"
          aria-expanded={open}
          aria-controls="editor-preview-body"
          onClick={() => onOpenChange(!open)}
        >
          {open ? t('editor.preview.hide') : t('editor.preview.show')}
        </Button>
      ) : null}
      <div id="editor-preview-body" className="editor-preview-body" hidden={mobile && !open}>
        {ads.length > 1 ? (
          <div className="editor-preview-ads" role="group" aria-label={t('editor.preview.which')}>
            {ads.map((_, i) => (
              <Button
                key={i}
                size="sm"
                variant={i === index ? 'soft' : 'ghost'}
                tone="neutral"
                aria-pressed={i === index}
                onClick={() => setActive(i)}
              >
                {t('editor.ad', { number: fmt.number(i + 1) })}
              </Button>
            ))}
          </div>
        ) : null}
        <MemoAdPreview type={type} ad={ad} labels={labels} media={media} />
      </div>
    </aside>
  );
}
