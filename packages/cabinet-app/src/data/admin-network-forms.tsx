import { useTranslation } from 'react-i18next';
import * as v from 'valibot';
import type { AgencyWire } from '@adnet/api-client';
import { useApi } from '../api-context';
import { endOfDayEpoch } from './admin-network';
import { useRecipeForm } from './use-recipe-form';

/*
 * The internal network pages' forms (react-hook-form and valibot through useRecipeForm), apart from the lists'
 * hooks in admin-network.tsx: a page draws its list without them, and its dialogs load them as a chunk of their
 * own (screens/lazy-dialog.tsx).
 */

export const agencySchema = v.object({
  name: v.pipe(
    v.string(),
    v.trim(),
    v.minLength(2, 'admin.agencies.nameInvalid'),
    v.maxLength(100, 'admin.agencies.nameInvalid'),
  ),
  // Agency users are sent to this site: https only (the guide's rule for links users follow).
  siteUrl: v.pipe(
    v.string(),
    v.trim(),
    v.nonEmpty('admin.agencies.siteRequired'),
    v.maxLength(500, 'admin.agencies.siteInvalid'),
    v.url('admin.agencies.siteInvalid'),
    v.startsWith('https://', 'admin.agencies.siteHttps'),
  ),
});

/** Creates an agency, or changes one's name and site (`agency` given). */
export function useAgencyForm(agency: AgencyWire | null, onDone: () => void) {
  const { t } = useTranslation();
  const api = useApi();
  return useRecipeForm({
    name: 'admin.agency',
    schema: agencySchema,
    defaultValues: { name: agency?.name ?? '', siteUrl: agency?.siteUrl ?? '' },
    submit: (values, call) =>
      agency ? api.admin.updateAgency(agency.id, values, call) : api.admin.createAgency(values, call),
    revalidates: ['adminAgencies', 'adminUsers', 'adminUser'],
    success: (r) => t(agency ? 'admin.agencies.saved' : 'admin.agencies.created', { name: r.name }),
    onSuccess: onDone,
  });
}

export const promocodeSchema = v.object({
  code: v.pipe(v.string(), v.trim(), v.regex(/^[A-Za-z0-9_-]{3,32}$/, 'admin.promocodes.codeInvalid')),
  amount: v.pipe(
    v.string(),
    v.trim(),
    v.regex(/^\d{1,7}(\.\d{1,2})?$/, 'admin.promocodes.amountInvalid'),
    v.transform(Number),
    v.minValue(0.01, 'admin.promocodes.amountInvalid'),
    v.maxValue(1_000_000, 'admin.promocodes.amountInvalid'),
  ),
  usageLimit: v.pipe(
    v.string(),
    v.trim(),
    v.regex(/^(|[1-9]\d{0,6})$/, 'admin.promocodes.limitInvalid'),
    v.transform((s) => (s === '' ? null : Number(s))),
    v.nullable(v.pipe(v.number(), v.maxValue(1_000_000, 'admin.promocodes.limitInvalid'))),
  ),
  expires: v.pipe(
    v.string(),
    v.trim(),
    v.check(
      (s) => s === '' || (/^\d{4}-\d{2}-\d{2}$/.test(s) && endOfDayEpoch(s) * 1000 > Date.now()),
      'admin.promocodes.expiresInvalid',
    ),
  ),
});

/**
 * Creates a promocode. It hands out money to whoever registers with it (amount × limit at most), so it asks
 * first, naming both.
 */
export function usePromocodeForm(onDone: () => void) {
  const { t } = useTranslation();
  const api = useApi();
  return useRecipeForm({
    name: 'admin.promocode',
    schema: promocodeSchema,
    defaultValues: { code: '', amount: '', usageLimit: '', expires: '' },
    confirm: (values) => ({
      title: t('admin.promocodes.confirm.title', { code: values.code }),
      description:
        values.usageLimit === null
          ? t('admin.promocodes.confirm.unlimited', { amount: values.amount })
          : t('admin.promocodes.confirm.limited', { amount: values.amount, count: values.usageLimit }),
      confirmLabel: t('admin.promocodes.confirm.submit'),
    }),
    submit: ({ code, amount, usageLimit, expires }, call) =>
      api.admin.createPromocode(
        { code, amount, usageLimit, expiresEpoch: expires === '' ? null : endOfDayEpoch(expires) },
        call,
      ),
    revalidates: ['adminPromocodes'],
    success: (r) => t('admin.promocodes.created', { code: r.code }),
    onSuccess: onDone,
  });
}

export const referralSchema = v.object({
  rewardPercent: v.pipe(
    v.string(),
    v.trim(),
    v.regex(/^\d{1,2}(\.\d{1,2})?$/, 'admin.referral.percentInvalid'),
    v.transform(Number),
    v.maxValue(50, 'admin.referral.percentInvalid'),
  ),
});

/** The reward every referrer earns from what their referrals spend; it changes money for everyone, so it asks. */
export function useReferralSettingsForm(current: number) {
  const { t } = useTranslation();
  const api = useApi();
  return useRecipeForm({
    name: 'admin.referralSettings',
    schema: referralSchema,
    defaultValues: { rewardPercent: String(current) },
    confirm: ({ rewardPercent }) => ({
      title: t('admin.referral.confirm.title', { percent: rewardPercent }),
      description: t('admin.referral.confirm.description'),
      confirmLabel: t('admin.referral.confirm.submit'),
    }),
    submit: (values) => api.admin.setReferralSettings(values),
    revalidates: ['referralSettings'],
    success: (r) => t('admin.referral.saved', { percent: r.rewardPercent }),
  });
}
