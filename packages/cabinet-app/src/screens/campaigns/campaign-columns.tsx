import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { CampaignStatusBadge, CampaignTypeIcon, type DataGridColumn } from '@adnet/ui';
import { CAMPAIGN_TYPES, type CampaignListRow, type CampaignStatus } from '@adnet/api-client';
import { AppLink } from '../../shell/acting-as';
import type { CsvColumn } from '../../data/list-export';
import { percentCell, useFormat } from '../../i18n/format';
import { useCampaignLabels } from './campaign-labels';

/**
 * The columns of a campaign list (the campaigns list and the archive): what each shows, how it sorts, which
 * filter it carries, and which are hidden until the user picks them.
 */
export function useCampaignColumns(options: {
  statusFilter?: readonly CampaignStatus[];
  typeFilter?: boolean;
  linkTo: (row: CampaignListRow) => string;
}): DataGridColumn<CampaignListRow>[] {
  const { t } = useTranslation();
  const fmt = useFormat();
  const labels = useCampaignLabels();
  const { statusFilter, typeFilter = false, linkTo } = options;
  return useMemo(() => {
    const money = (v: number | null) => (v === null ? '—' : fmt.money(v));
    const price = (v: number | null) => (v === null ? '—' : fmt.price(v));
    const columns: DataGridColumn<CampaignListRow>[] = [
      {
        id: 'name',
        header: t('campaigns.columns.name'),
        value: (r) => r.name,
        cell: (r) => (
          <AppLink to={linkTo(r)} className="campaign-name" title={r.name}>
            <CampaignTypeIcon type={r.campaignType} />
            <span>{r.name}</span>
          </AppLink>
        ),
        sortable: true,
        hideable: false,
        card: 'title',
        // The widest column, wrapping to a second line before it is cut: the name is what the row is about.
        width: '24rem',
        minWidth: 188,
      },
      {
        id: 'status',
        header: t('campaigns.columns.status'),
        value: (r) => r.status,
        // A declined campaign says why (the moderator's reason), so the owner can fix it without asking.
        cell: (r) => {
          if (r.status !== 'DECLINED' || !r.declineReason)
            return <CampaignStatusBadge status={r.status} labels={labels.statuses} size="sm" />;
          const reason = t('campaigns.declineReason', { reason: r.declineReason });
          return (
            <span className="status-with-reason">
              <CampaignStatusBadge status={r.status} labels={labels.statuses} size="sm" />
              <span className="decline-reason" title={reason}>
                {reason}
              </span>
            </span>
          );
        },
        sortable: true,
        // Room for a decline reason in a line or two where there is room, a few lines on a laptop.
        width: '15rem',
        minWidth: 136,
        priority: 1,
        ...(statusFilter && {
          filter: {
            type: 'select',
            options: statusFilter.map((s) => ({ value: s, label: labels.status(s) })),
          },
        }),
      },
      {
        id: 'campaignType',
        header: t('campaigns.columns.type'),
        value: (r) => r.campaignType,
        cell: (r) => labels.type(r.campaignType),
        sortable: true,
        width: '9rem',
        minWidth: 110,
        priority: 8,
        ...(typeFilter && {
          filter: {
            type: 'select',
            options: CAMPAIGN_TYPES.map((v) => ({ value: v, label: labels.type(v) })),
          },
        }),
      },
      {
        id: 'billingType',
        header: t('campaigns.columns.billing'),
        value: (r) => r.billingType,
        cell: (r) => labels.billing(r.billingType),
        // "Target CPC" on one line.
        width: '7.5rem',
        minWidth: 80,
        priority: 9,
      },
      {
        id: 'budget',
        header: t('campaigns.columns.budget'),
        value: (r) => r.budget,
        cell: (r) => money(r.budget),
        sortable: true,
        align: 'end',
        width: '9rem',
        minWidth: 136,
        priority: 3,
      },
      {
        id: 'spent',
        header: t('campaigns.columns.spent'),
        value: (r) => r.spent,
        cell: (r) => money(r.spent),
        sortable: true,
        align: 'end',
        width: '9rem',
        minWidth: 136,
        priority: 2,
      },
      {
        id: 'impressions',
        header: t('campaigns.columns.impressions'),
        value: (r) => r.impressions,
        cell: (r) => fmt.number(r.impressions),
        sortable: true,
        align: 'end',
        width: '8rem',
        minWidth: 112,
        priority: 4,
      },
      {
        id: 'clicks',
        header: t('campaigns.columns.clicks'),
        value: (r) => r.clicks,
        cell: (r) => fmt.number(r.clicks),
        sortable: true,
        align: 'end',
        width: '6rem',
        minWidth: 80,
        priority: 5,
      },
      {
        id: 'ctr',
        header: t('campaigns.columns.ctr'),
        value: (r) => r.ctr,
        cell: (r) => fmt.percent(r.ctr),
        sortable: true,
        align: 'end',
        width: '5.5rem',
        minWidth: 72,
        priority: 6,
      },
      {
        id: 'cpc',
        header: t('campaigns.columns.cpc'),
        value: (r) => r.cpc,
        cell: (r) => price(r.cpc),
        sortable: true,
        align: 'end',
        width: '8rem',
        minWidth: 120,
        priority: 10,
        defaultHidden: true,
      },
      {
        id: 'cpm',
        header: t('campaigns.columns.cpm'),
        value: (r) => r.cpm,
        cell: (r) => price(r.cpm),
        sortable: true,
        align: 'end',
        width: '8rem',
        minWidth: 120,
        priority: 10,
        defaultHidden: true,
      },
      {
        id: 'createdAt',
        header: t('campaigns.columns.created'),
        value: (r) => r.createdAt.getTime(),
        cell: (r) => fmt.date(r.createdAt),
        sortable: true,
        width: '9rem',
        minWidth: 128,
        priority: 7,
      },
    ];
    return columns;
  }, [t, fmt, labels, statusFilter, typeFilter, linkTo]);
}

/**
 * The CSV columns of a campaign list, saying what the list says: status, type and billing in the UI language (the
 * header is translated, so an enum under it read as a code), ctr in percent as the list shows it (`percentCell`).
 * Figures stay raw numbers and dates ISO, so the file sorts and sums in a spreadsheet whatever its locale.
 */
export function useCampaignCsvColumns(): CsvColumn<CampaignListRow>[] {
  const { t } = useTranslation();
  const labels = useCampaignLabels();
  return useMemo(
    () => [
      { header: t('campaigns.columns.id'), value: (r) => r.id },
      { header: t('campaigns.columns.name'), value: (r) => r.name },
      { header: t('campaigns.columns.status'), value: (r) => labels.status(r.status) },
      { header: t('campaigns.columns.type'), value: (r) => labels.type(r.campaignType) },
      { header: t('campaigns.columns.billing'), value: (r) => labels.billing(r.billingType) },
      { header: t('campaigns.columns.budget'), value: (r) => r.budget },
      { header: t('campaigns.columns.spent'), value: (r) => r.spent },
      { header: t('campaigns.columns.impressions'), value: (r) => r.impressions },
      { header: t('campaigns.columns.clicks'), value: (r) => r.clicks },
      { header: t('campaigns.columns.ctrPercent'), value: (r) => percentCell(r.ctr) },
      { header: t('campaigns.columns.cpc'), value: (r) => r.cpc },
      { header: t('campaigns.columns.cpm'), value: (r) => r.cpm },
      { header: t('campaigns.columns.created'), value: (r) => r.createdAt },
    ],
    [t, labels],
  );
}
