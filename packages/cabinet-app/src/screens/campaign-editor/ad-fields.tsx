import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Controller, useWatch } from 'react-hook-form';
import {
  Badge,
  Callout,
  FileUploadField,
  TextField,
  adFieldsByType,
  adTextLimits,
  safeMediaUrl,
  type UploadItem,
} from '@adnet/ui';
import type { CampaignType } from '@adnet/api-client';
import { useAdMediaUpload } from '../../data/campaign-editor';
import { fieldError } from '../../data/use-recipe-form';
import { useFormat } from '../../i18n/format';
import { useAdMediaSource } from '../../shell/config-context';
import { useUploadLabels } from '../upload-labels';
import {
  AD_MEDIA_RULES,
  AD_NEEDS,
  AD_TEXT_HARD,
  ERID_MAX,
  hardCut,
  LINK_MAX,
  type EditorValues,
  type MediaField,
  type MediaValue,
  type TextAdField,
} from './editor-model';

type EditorAd = EditorValues['ads'][number];
import { useCounterLabels } from './editor-labels';
import type { EditorForm, FieldProps } from './editor-form';

const TEXT_FIELDS: readonly TextAdField[] = ['title', 'advertiserName', 'subtitle', 'buttonText'];

/**
 * The fields of one ad that its type has (ui's `adFieldsByType`), with a counter under each limited text (the
 * preview's limit: over it the preview warns that the text is cut), media through the two-step upload, the
 * landing link (https only) and what the server says of the ad (blacklisted link, verified link, tracking link,
 * video transcoding).
 */
export function AdFields({
  form,
  field,
  index,
  type,
  marking,
  setUploading,
}: FieldProps & {
  index: number;
  type: CampaignType;
  marking: boolean;
  setUploading: (key: string, busy: boolean) => void;
}) {
  const { t } = useTranslation();
  const counter = useCounterLabels();
  const has = new Set<string>(adFieldsByType[type]);
  const limits = adTextLimits[type];
  const needs = new Set<string>(AD_NEEDS[type].all);
  // Only what the server says of the ad: watching the whole ad re-rendered every field of it on each key.
  const ad = useWatch({ control: form.control, name: `ads.${index}`, compute: adFacts });
  const text = (name: TextAdField) => {
    const { error, ...props } = field(`ads.${index}.${name}`);
    const limit = limits[name as keyof typeof limits];
    return (
      <TextField
        key={name}
        label={t(`editor.fields.${name}`)}
        hint={limit ? t('editor.fields.cutHint', { limit }) : undefined}
        error={error}
        required={needs.has(name)}
        multiline={name === 'subtitle'}
        rows={name === 'subtitle' ? 3 : undefined}
        {...(limit !== undefined && { maxLength: limit, showCount: true })}
        hardMaxLength={hardCut(AD_TEXT_HARD[name], limit)}
        labels={counter}
        {...props}
      />
    );
  };
  return (
    <div className="editor-ad-fields">
      {TEXT_FIELDS.filter((f) => has.has(f)).map(text)}
      {(['icon', 'image', 'video'] as const)
        .filter((f) => has.has(f))
        .map((media) => (
          <MediaInput
            key={`${type}-${media}`}
            form={form}
            index={index}
            media={media}
            type={type}
            setUploading={setUploading}
          />
        ))}
      {(() => {
        const { error, ...props } = field(`ads.${index}.link`);
        return (
          <TextField
            label={t('editor.fields.link')}
            hint={t('editor.fields.linkHint')}
            error={error}
            required
            inputMode="url"
            autoComplete="url"
            hardMaxLength={hardCut(LINK_MAX)}
            spellCheck={false}
            {...props}
          />
        );
      })()}
      {marking
        ? (() => {
            const { error, ...props } = field(`ads.${index}.erid`);
            return (
              <TextField
                label={t('editor.fields.erid')}
                hardMaxLength={hardCut(ERID_MAX)}
                hint={t('editor.fields.eridHint')}
                error={error}
                {...props}
              />
            );
          })()
        : null}
      {ad.saved ? (
        <div className="editor-ad-facts">
          {ad.verifiedLink ? <Badge tone="success">{t('editor.facts.verified')}</Badge> : null}
          {ad.directLink ? (
            <p className="editor-ad-fact">{t('editor.facts.tracking', { link: ad.directLink })}</p>
          ) : null}
          {ad.hasVideo ? (
            <Badge tone={ad.transcoded ? 'success' : 'warning'}>
              {ad.transcoded ? t('editor.facts.transcoded') : t('editor.facts.transcoding')}
            </Badge>
          ) : null}
        </div>
      ) : null}
      {ad.hasBlacklistedLink ? (
        <Callout tone="danger" title={t('editor.facts.blacklistedTitle')}>
          {t('editor.facts.blacklisted')}
        </Callout>
      ) : null}
    </div>
  );
}

/** What the server says of a saved ad (none of it changes while the user types). */
function adFacts(ad: EditorAd | undefined) {
  return {
    saved: ad?.id !== null && ad?.id !== undefined,
    verifiedLink: Boolean(ad?.verifiedLink),
    directLink: ad?.directLink ?? null,
    hasVideo: Boolean(ad?.video),
    transcoded: Boolean(ad?.transcoded),
    hasBlacklistedLink: Boolean(ad?.hasBlacklistedLink),
  };
}

/**
 * An uploaded item as a media value (null until it is LOADED): its link is the stored file's (the upload's download
 * link), which outlives the field; the object URL of the picked file dies with it (a section the phone layout
 * unmounts, a type switched back and forth), and the upload then showed a broken picture.
 */
function mediaOf(items: readonly UploadItem[]): MediaValue | null {
  const loaded = items.find((i) => i.status === 'LOADED' && i.cloudId);
  return loaded
    ? { cloudId: loaded.cloudId!, url: loaded.url ?? loaded.previewUrl ?? null, name: loaded.name }
    : null;
}

function MediaInput({
  form,
  index,
  media,
  type,
  setUploading,
}: {
  form: EditorForm;
  index: number;
  media: MediaField;
  type: CampaignType;
  setUploading: (key: string, busy: boolean) => void;
}) {
  const { t } = useTranslation();
  const fmt = useFormat();
  const upload = useAdMediaUpload(media === 'video' ? 'video' : 'image');
  const labels = useUploadLabels('editor.upload');
  const source = useAdMediaSource();
  const rules = AD_MEDIA_RULES[type][media]!;
  const name = `ads.${index}.${media}` as const;
  const key = `${index}.${media}`;
  const required = AD_NEEDS[type].all.includes(media);
  // An upload still running when the field goes (type changed, ad removed) no longer holds the submit.
  useEffect(() => () => setUploading(key, false), [key, setUploading]);
  return (
    <Controller
      control={form.control}
      name={name}
      render={({ field: f }) => {
        const value = f.value as MediaValue | null;
        const error = fieldError(t, form, name);
        // A stored file is known by its link only: its thumbnail is drawn from the link (when it is one the previews
        // may load), without a size or a type read from bytes, and named as what it is when it has no file name.
        const stored = value?.url ? safeMediaUrl(value.url, source) : undefined;
        return (
          <div className="editor-media" data-field={name}>
            <FileUploadField
              label={`${t(`editor.fields.${media}`)}${required ? ' *' : ''}`}
              hint={t(`editor.media.${media}Hint`, {
                types: rules.accept.map((a) => a.split('/')[1]!.toUpperCase()).join(', '),
                size: fmt.bytes(rules.maxBytes ?? 0),
              })}
              accept={rules.accept}
              {...(rules.maxBytes !== undefined && { maxBytes: rules.maxBytes })}
              {...(rules.image && { image: rules.image })}
              labels={labels}
              upload={upload}
              defaultItems={
                value
                  ? [
                      {
                        id: `${name}-stored`,
                        name: value.name || t(`editor.media.stored.${media}`),
                        size: null,
                        type: null,
                        kind: media === 'video' ? 'video' : 'image',
                        status: 'LOADED',
                        progress: 1,
                        retryable: false,
                        cloudId: value.cloudId,
                        ...(stored && { previewUrl: stored }),
                      },
                    ]
                  : []
              }
              onChange={(items) => {
                setUploading(
                  key,
                  items.some((i) => i.status === 'LOADING'),
                );
                const next = mediaOf(items);
                if (next?.cloudId !== value?.cloudId) f.onChange(next);
              }}
            />
            {error ? (
              <p className="editor-media-error" data-slot="field-error" role="alert">
                {error}
              </p>
            ) : null}
          </div>
        );
      }}
    />
  );
}
