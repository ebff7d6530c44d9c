import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { ListFrame, createdColumn, StaffSection } from '../list-frame';
import { Skeleton, type DataGridColumn } from '@adnet/ui';
import type { ReferralWire } from '@adnet/api-client';
import { useReferralList, useReferralSettings } from '../../data/admin-network';
import { useFormat } from '../../i18n/format';
import { AppLink } from '../../shell/acting-as';
import { LoadFailed } from '../states';
import { Page, useDescribeFilter } from '../page';
import { lazyPart } from '../lazy-dialog';

/** The settings form (react-hook-form, valibot) is its own chunk, fetched beside the settings it shows. */
const ReferralSettingsForm = lazyPart(
  () => import('./referral-settings-form'),
  'ReferralSettingsForm',
  () => <Skeleton shape="rect" height="8rem" />,
);

/**
 * `/internal/referral`: the program's reward (a percent of what referred users spend, 0–50, asked before it
 * changes) and every referral link, newest first, with what the referrer earned. `referrerId` in the URL narrows
 * the list to one referrer (a referrer's e-mail links there).
 */
export default function ReferralPage() {
  const { t } = useTranslation();
  return (
    <Page title={t('routes.internalReferral')} description={t('admin.referral.description')}>
      <Settings />
      <Referrals />
    </Page>
  );
}

function Settings() {
  const { t } = useTranslation();
  const settings = useReferralSettings();
  // The form's code is fetched beside the settings, not after them.
  useEffect(() => {
    void ReferralSettingsForm.preload().catch(() => undefined);
  }, []);
  if (settings.error && !settings.data)
    return (
      <LoadFailed
        size="compact"
        error={settings.error}
        description={t('admin.referral.settingsFailed')}
        onRetry={() => void settings.mutate()}
        retrying={settings.isValidating}
      />
    );
  if (!settings.data) return <Skeleton shape="rect" height="8rem" />;
  return <ReferralSettingsForm current={settings.data.rewardPercent} />;
}

function Referrals() {
  const { t } = useTranslation();
  const fmt = useFormat();
  const grid = useReferralList();
  const describe = useDescribeFilter();
  const describeFilter = (id: string, value: unknown) =>
    id === 'referrerId' ? t('admin.referral.referrerChip', { id: String(value) }) : describe(id, value);
  const columns = useMemo<DataGridColumn<ReferralWire>[]>(
    () => [
      {
        id: 'referrerEmail',
        header: t('admin.referral.columns.referrer'),
        value: (r) => r.referrerEmail,
        cell: (r) => (
          <AppLink to={`/internal/referral?referrerId=${r.referrerId}`}>{r.referrerEmail}</AppLink>
        ),
        sortable: true,
        card: 'title',
        width: '16rem',
      },
      {
        id: 'referredEmail',
        header: t('admin.referral.columns.referred'),
        value: (r) => r.referredEmail,
        cell: (r) => <AppLink to={`/internal/accounts/user/${r.referredId}`}>{r.referredEmail}</AppLink>,
        sortable: true,
        width: '16rem',
      },
      {
        id: 'earned',
        header: t('admin.referral.columns.earned'),
        value: (r) => r.earned,
        cell: (r) => fmt.money(r.earned),
        sortable: true,
        align: 'end',
        width: '8rem',
      },
      createdColumn(t('admin.referral.columns.created'), fmt.date),
    ],
    [fmt, t],
  );
  return (
    <StaffSection id="referrals-title" title={t('admin.referral.heading')}>
      <ListFrame
        list={grid}
        caption={t('admin.referral.heading')}
        columns={columns}
        getRowId={(r) => String(r.id)}
        labels={{ emptyHint: t('admin.referral.empty') }}
        describeFilter={describeFilter}
      />
    </StaffSection>
  );
}
