import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Controller, useWatch } from 'react-hook-form';
import {
  AudiencePicker,
  Button,
  Callout,
  ErrorState,
  Field,
  MultiSelect,
  RadioGroup,
  RegionTreePicker,
  Select,
  Skeleton,
  TextField,
} from '@adnet/ui';
import type { RegionNode } from '@adnet/api-client';
import { useAudienceOptions } from '../../data/audiences';
import { useEditorConstants, useForecast, useRegionTree } from '../../data/campaign-editor';
import { describeError } from '../../data/errors';
import { fieldError } from '../../data/use-recipe-form';
import { useFormat } from '../../i18n/format';
import { AppLink } from '../../shell/acting-as';
import { useAudiencePickerLabels } from '../audiences/audience-labels';
import {
  BILLING_TYPES,
  BUDGET_RANGE,
  PLATFORM_TYPES,
  bidRange,
  TRI_STATES,
  hasAudienceTargeting,
  publisherIds,
  type EditorValues,
  type TriState,
} from './editor-model';
import { useComboLabels, useRegionLabels } from './editor-labels';
import type { EditorForm, FieldProps } from './editor-form';

/**
 * The leaves under each node of the region tree. The form keeps the compact choice (a whole country as its own
 * id, as the API takes it, so regions added to it later are included); the picker shows leaves.
 */
function leavesById(roots: readonly RegionNode[]): Map<number, number[]> {
  const map = new Map<number, number[]>();
  const walk = (node: RegionNode): number[] => {
    const below = node.children.length ? node.children.flatMap(walk) : [node.id];
    map.set(node.id, below);
    return below;
  };
  roots.forEach(walk);
  return map;
}

/** A yes / no / any choice of the targeting (Premium, VPN, wallet). */
function TriStateField({ form, name }: { form: EditorForm; name: 'premium' | 'vpn' | 'wallet' }) {
  const { t } = useTranslation();
  return (
    <Controller
      control={form.control}
      name={name}
      render={({ field: f }) => (
        <RadioGroup
          label={t(`editorSections.targeting.${name}`)}
          orientation="horizontal"
          name={name}
          value={f.value}
          onValueChange={(v) => f.onChange(v as TriState)}
          options={TRI_STATES.map((s) => ({
            value: s,
            label: t(`editorSections.targeting.${name}Options.${s}`),
          }))}
        />
      )}
    />
  );
}

/** What the audience summary and the targeting fields read of the form (never the ads: typing in them is free). */
type TargetingValues = Pick<
  EditorValues,
  'campaignType' | 'regions' | 'languages' | 'platformType' | 'premium' | 'vpn' | 'wallet' | 'segments'
>;
const pickTargeting = (v: EditorValues): TargetingValues => ({
  campaignType: v.campaignType,
  regions: v.regions,
  languages: v.languages,
  platformType: v.platformType,
  premium: v.premium,
  vpn: v.vpn,
  wallet: v.wallet,
  segments: v.segments,
});
/** The form but its ads (their count instead): the review re-renders when one of these changes, not per key. */
type ReviewValues = Omit<EditorValues, 'ads'> & { adCount: number };
const pickReview = ({ ads, ...rest }: EditorValues): ReviewValues => ({ ...rest, adCount: ads.length });

/** "Who will see the ad", in one plain sentence. */
export function useAudienceSummary(values: TargetingValues): string {
  const { t } = useTranslation();
  const parts = [
    values.regions.length === 0
      ? t('editorSections.summary.everywhere')
      : t('editorSections.summary.regions', { count: values.regions.length }),
    values.languages.length === 0
      ? t('editorSections.summary.anyLanguage')
      : t('editorSections.summary.languages', { list: values.languages.join(', ') }),
    t(`editorSections.summary.platform.${values.platformType}`),
  ];
  if (values.premium !== 'any') parts.push(t(`editorSections.summary.premium.${values.premium}`));
  if (values.vpn !== 'any') parts.push(t(`editorSections.summary.vpn.${values.vpn}`));
  if (hasAudienceTargeting(values.campaignType) && values.wallet !== 'any')
    parts.push(t(`editorSections.summary.wallet.${values.wallet}`));
  if (values.segments.included.length)
    parts.push(t('editorSections.summary.segments', { count: values.segments.included.length }));
  if (values.segments.excluded.length)
    parts.push(t('editorSections.summary.excluded', { count: values.segments.excluded.length }));
  return t('editorSections.summary.sentence', { parts: parts.join('; ') });
}

/**
 * Targeting: regions in the tree, languages, platform, Premium, VPN, segments; publishers, wallet targeting and
 * categories only for the types that have them (never InChat and MainPage, spec section 3).
 */
export function TargetingSection({ form, field }: FieldProps) {
  const { t } = useTranslation();
  const tree = useRegionTree();
  const constants = useEditorConstants();
  const audiences = useAudienceOptions();
  const regionLabels = useRegionLabels();
  const comboLabels = useComboLabels();
  const pickerLabels = useAudiencePickerLabels();
  // Only the targeting's own values: a whole-form watch re-rendered the region tree on every key typed in an ad.
  const values = useWatch({ control: form.control, compute: pickTargeting });
  const byAudience = hasAudienceTargeting(values.campaignType);
  const summary = useAudienceSummary(values);
  const regions = useMemo(() => tree.data ?? [], [tree.data]);
  const leaves = useMemo(() => leavesById(regions), [regions]);
  const { error: publishersError, ...publishers } = field('publishers');
  return (
    <>
      <p className="editor-summary" role="status">
        {summary}
      </p>
      {tree.error && !tree.data ? (
        <ErrorState
          titleAs="h3"
          size="compact"
          onRetry={() => void tree.mutate()}
          labels={{
            title: t('editorSections.targeting.regionsFailed'),
            description: describeError(t, tree.error),
            retry: t('errors.retry'),
          }}
        />
      ) : !tree.data ? (
        <Skeleton height={280} aria-label={t('editorSections.targeting.regionsLoading')} />
      ) : (
        <Controller
          control={form.control}
          name="regions"
          render={({ field: f }) => (
            <RegionTreePicker
              label={t('editorSections.targeting.regions')}
              regions={regions}
              value={f.value.flatMap((id) => leaves.get(id) ?? [id])}
              onValueChange={(_, { compact }) => f.onChange(compact.map(Number))}
              labels={regionLabels}
            />
          )}
        />
      )}
      <Controller
        control={form.control}
        name="languages"
        render={({ field: f }) => (
          <Field
            label={t('editorSections.targeting.languages')}
            hint={t('editorSections.targeting.languagesHint')}
          >
            <MultiSelect
              searchable
              options={(constants.data?.languages ?? []).map((l) => ({ value: l.code, label: l.name }))}
              value={f.value}
              onValueChange={f.onChange}
              placeholder={t('editorSections.targeting.anyLanguage')}
              labels={comboLabels}
            />
          </Field>
        )}
      />
      <Controller
        control={form.control}
        name="platformType"
        render={({ field: f }) => (
          <Field label={t('editorSections.targeting.platform')}>
            <Select
              value={f.value}
              onValueChange={f.onChange}
              options={PLATFORM_TYPES.map((p) => ({
                value: p,
                label: t(`editorSections.targeting.platforms.${p}`),
              }))}
            />
          </Field>
        )}
      />
      <TriStateField form={form} name="premium" />
      <TriStateField form={form} name="vpn" />
      {byAudience ? <TriStateField form={form} name="wallet" /> : null}
      <Controller
        control={form.control}
        name="segments"
        render={({ field: f }) => (
          <AudiencePicker
            audiences={audiences.data}
            value={f.value}
            onValueChange={f.onChange}
            error={Boolean(audiences.error) && !audiences.data}
            onRetry={() => void audiences.mutate()}
            labels={pickerLabels}
            includeError={fieldError(t, form, 'segments')}
            emptyAction={<AppLink to="/audiences/new">{t('editorSections.targeting.newAudience')}</AppLink>}
          />
        )}
      />
      {byAudience ? (
        <div data-testid="audience-only-targeting" className="editor-audience-only">
          <Controller
            control={form.control}
            name="categories"
            render={({ field: f }) => (
              <Field
                label={t('editorSections.targeting.categories')}
                hint={t('editorSections.targeting.categoriesHint')}
              >
                <MultiSelect
                  searchable
                  options={(constants.data?.categories ?? []).map((c) => ({
                    value: String(c.id),
                    label: c.name,
                  }))}
                  value={f.value}
                  onValueChange={f.onChange}
                  placeholder={t('editorSections.targeting.anyCategory')}
                  labels={comboLabels}
                />
              </Field>
            )}
          />
          <TextField
            label={t('editorSections.targeting.publishers')}
            hint={t('editorSections.targeting.publishersHint')}
            error={publishersError}
            inputMode="numeric"
            {...publishers}
          />
        </div>
      ) : null}
    </>
  );
}

/**
 * Strategy: billing type, budget and bid in USDT within the contract's ranges (said in the hints, checked before
 * sending); the forecast for the chosen variant (asked again 400 ms after its inputs settle, with a budget only
 * when it is one the server takes) with "use recommended", and the server's budget warning. When the forecast
 * fails, it says so: an earlier recommendation is not left standing as if it were this one's.
 */
export function StrategySection({ form, field }: FieldProps) {
  const { t } = useTranslation();
  const fmt = useFormat();
  const [type, billingType, budget, regions, languages, platformType] = useWatch({
    control: form.control,
    name: ['campaignType', 'billingType', 'budget', 'regions', 'languages', 'platformType'],
  });
  // A tcpc campaign is priced per click, so its recommendation is the cpc one.
  const variant = billingType === 'cpm' ? 'cpm' : 'cpc';
  const budgetNumber = Number(budget);
  const forecast = useForecast(variant, {
    type,
    regions,
    languages,
    platformType,
    ...(budget.trim() !== '' &&
      Number.isFinite(budgetNumber) &&
      budgetNumber >= 0 &&
      budgetNumber <= BUDGET_RANGE.max && { budget: budgetNumber }),
  });
  const failed = forecast.error !== undefined;
  const recommended = failed ? null : (forecast.data?.recommendedCost ?? null);
  // The range errors and hints name the figures of the field's range, in the user's number format.
  const range = ({ min, max }: { min: number; max: number }) => ({
    min: fmt.money(min),
    max: fmt.money(max),
  });
  const budgetRange = range(BUDGET_RANGE);
  const priceRange = range(bidRange(billingType));
  // The fields' own errors, with the figures their range messages name (`field` gives them without).
  const budgetProps = { ...field('budget'), error: fieldError((key) => t(key, budgetRange), form, 'budget') };
  const bidProps = { ...field('bid'), error: fieldError((key) => t(key, priceRange), form, 'bid') };
  return (
    <>
      <Controller
        control={form.control}
        name="billingType"
        render={({ field: f }) => (
          <RadioGroup
            label={t('editorSections.strategy.billing')}
            name="billingType"
            value={f.value}
            onValueChange={f.onChange}
            options={BILLING_TYPES.map((b) => ({
              value: b,
              label: t(`editorSections.strategy.billingTypes.${b}`),
              description: t(`editorSections.strategy.billingHints.${b}`),
            }))}
          />
        )}
      />
      <TextField
        label={t('editorSections.strategy.budget')}
        hint={t('editorSections.strategy.rangeHint', budgetRange)}
        required
        inputMode="decimal"
        {...budgetProps}
      />
      <TextField
        label={t(`editorSections.strategy.bid.${billingType}`)}
        hint={t('editorSections.strategy.rangeHint', priceRange)}
        required
        inputMode="decimal"
        {...bidProps}
      />
      {/* While the next forecast loads the previous one stays, dimmed, and cannot be applied (it may be stale). */}
      <div
        className="editor-forecast"
        aria-live="polite"
        aria-busy={forecast.isValidating}
        data-testid="forecast"
      >
        {failed ? (
          <p>{t('editorSections.strategy.forecastFailed')}</p>
        ) : !forecast.data ? (
          <p>{t('editorSections.strategy.forecastLoading')}</p>
        ) : (
          <>
            <p>
              {recommended === null
                ? t('editorSections.strategy.noRecommendation')
                : t(`editorSections.strategy.recommended.${variant}`, { value: fmt.money(recommended) })}
              {forecast.data.dailyImpressions !== null
                ? ` ${t('editorSections.strategy.reach', { value: fmt.compact(forecast.data.dailyImpressions) })}`
                : ''}
            </p>
            {recommended !== null ? (
              <Button
                variant="outline"
                tone="neutral"
                size="sm"
                disabled={forecast.isValidating}
                onClick={() =>
                  form.setValue('bid', recommended.toFixed(2), { shouldDirty: true, shouldValidate: true })
                }
              >
                {t('editorSections.strategy.useRecommended')}
              </Button>
            ) : null}
          </>
        )}
      </div>
      {!failed && forecast.data?.showBudgetWarning ? (
        <Callout tone="warning" title={t('editorSections.strategy.budgetWarningTitle')}>
          {t('editorSections.strategy.budgetWarning')}
        </Callout>
      ) : null}
      {!failed && forecast.data?.narrowTargeting ? (
        <Callout tone="warning" title={t('editorSections.strategy.narrowTitle')}>
          {t('editorSections.strategy.narrow')}
        </Callout>
      ) : null}
    </>
  );
}

/**
 * Review: what will be sent, in words, before the submit button. `legal` is the Legal section's line (feature
 * `ru_ad_marking`), from that section's own chunk (`lazy-parts.tsx`).
 */
export function ReviewSection({ form, legal }: { form: EditorForm; legal?: ReactNode }) {
  const { t } = useTranslation();
  const fmt = useFormat();
  const values = useWatch({ control: form.control, compute: pickReview });
  const summary = useAudienceSummary(values);
  const bid = Number(values.bid);
  return (
    <dl className="editor-review">
      <dt>{t('editor.name')}</dt>
      <dd>{values.name || '—'}</dd>
      <dt>{t('editor.type')}</dt>
      <dd>{t(`domain.type.${values.campaignType}`)}</dd>
      <dt>{t('editor.review.ads')}</dt>
      <dd>{fmt.number(values.adCount)}</dd>
      <dt>{t('editor.sections.targeting')}</dt>
      <dd>{summary}</dd>
      {hasAudienceTargeting(values.campaignType) && values.publishers.trim() ? (
        <>
          <dt>{t('editorSections.targeting.publishers')}</dt>
          <dd>{publisherIds(values.publishers).join(', ')}</dd>
        </>
      ) : null}
      <dt>{t('editorSections.strategy.budget')}</dt>
      <dd>
        {values.budget && Number.isFinite(Number(values.budget)) ? fmt.money(Number(values.budget)) : '—'}
      </dd>
      <dt>{t('editorSections.strategy.billing')}</dt>
      <dd>{t(`editorSections.strategy.billingTypes.${values.billingType}`)}</dd>
      <dt>{t(`editorSections.strategy.bid.${values.billingType}`)}</dt>
      <dd>{values.bid && Number.isFinite(bid) ? fmt.money(bid) : '—'}</dd>
      {legal}
    </dl>
  );
}
