import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { CampaignStatusBadge, CampaignTypeIcon, type DataGridColumn } from '@adnet/ui';
import { CAMPAIGN_TYPES, type CampaignListRow, type CampaignStatus } from '@adnet/api-client';
import { AppLink } from '../../shell/acting-as';
import type { CsvColumn } from '../../data/list-export';
import { percentCell, useFormat } from '../../i18n/format';
import { useCampaignLabels } from './campaign-labels';

/** How a grid of campaign rows keys them (by id) and names each in its actions button and checkbox (by name). */
export const CAMPAIGN_ROW_KEYS = {
  getRowId: (row: CampaignListRow) => String(row.id),
  getRowLabel: (row: CampaignListRow) => row.name,
};

type Figure = 'budget' | 'spent' | 'impressions' | 'clicks' | 'ctr' | 'cpc' | 'cpm';

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
    /** A figure of the row, sortable and aligned to the end, under the header of the same name. */
    const figure = <K extends Figure>(
      id: K,
      show: (value: CampaignListRow[K]) => string,
      width: string,
      minWidth: number,
      priority: number,
    ): DataGridColumn<CampaignListRow> => ({
      id,
      header: t(`campaigns.columns.${id}`),
      value: (r) => r[id],
      cell: (r) => show(r[id]),
      sortable: true,
      align: 'end',
      width,
      minWidth,
      priority,
    });
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
      figure('budget', money, '9rem', 136, 3),
      figure('spent', money, '9rem', 136, 2),
      figure('impressions', fmt.number, '8rem', 112, 4),
      figure('clicks', fmt.number, '6rem', 80, 5),
      figure('ctr', fmt.percent, '5.5rem', 72, 6),
      { ...figure('cpc', price, '8rem', 120, 10), defaultHidden: true },
      { ...figure('cpm', price, '8rem', 120, 10), defaultHidden: true },
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
