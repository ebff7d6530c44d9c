import { useCallback, useMemo, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { ListFrame } from '../list-frame';
import { Badge, Button, Input, Switch, type DataGridRowAction } from '@adnet/ui';
import { CAMPAIGN_STATUSES, moderationAllows, type CampaignListRow } from '@adnet/api-client';
import { useCurrentUser } from '../../data/hooks';
import {
  useModerationActions,
  useModerationList,
  useReviewParam,
  useWaitingCount,
} from '../../data/moderation';
import { useDebouncedFilter } from '../../data/use-grid-query';
import { useColumnVisibility } from '../../data/use-column-visibility';
import { idFilter } from '../../data/grid-query';
import { linkWithParam } from '../../data/url-choice';
import { useFormat } from '../../i18n/format';
import { AppLink } from '../../shell/acting-as';
import { DayRangeFilter, Page, useDescribeFilter } from '../page';
import { CAMPAIGN_ROW_KEYS, useCampaignColumns } from '../campaigns/campaign-columns';
import { CampaignReview } from './campaign-review';
import { ListSearch } from '../states';

/**
 * `/internal/campaigns`: the moderation queue and the search over every user's campaigns, on the list recipe.
 * "Waiting" (`hasModerationKey=true`) sorted by the moderation deadline is the queue; the header counts what
 * waits. A name or a row action opens the review (`review=<id>` in the URL, a dialog): ad previews, targeting,
 * owner, and the decisions with one-key shortcuts (see `CampaignReview`).
 */
export default function ModerationPage() {
  const { t } = useTranslation();
  const fmt = useFormat();
  const user = useCurrentUser();
  const location = useLocation();
  const grid = useModerationList();
  const { state, setState, page } = grid;
  const waiting = useWaitingCount();
  const { approve, requeue } = useModerationActions();
  const [reviewId, setReview] = useReviewParam();
  const [search, setSearch] = useDebouncedFilter(grid, 'name');
  const describe = useDescribeFilter(
    useMemo(
      () => ({
        created: t('internal.moderation.created'),
        sus: t('list.chips.sus'),
        hasModerationKey: t('list.chips.waiting'),
      }),
      [t],
    ),
  );
  const describeFilter = useCallback(
    (id: string, value: unknown) =>
      id === 'userId' ? t('internal.moderation.ownerId', { id: String(value) }) : describe(id, value),
    [describe, t],
  );

  // A link to a row's review keeps the list's own parameters, so closing the review shows the same rows.
  const reviewLink = useCallback(
    (row: CampaignListRow) => linkWithParam(location, 'review', String(row.id)),
    [location],
  );
  const baseColumns = useCampaignColumns({
    statusFilter: CAMPAIGN_STATUSES,
    typeFilter: true,
    linkTo: reviewLink,
  });
  const columns = useMemo(
    () => [
      ...baseColumns.slice(0, 2),
      {
        id: 'sla',
        header: t('internal.moderation.columns.deadline'),
        value: (r: CampaignListRow) => r.sla?.getTime() ?? null,
        cell: (r: CampaignListRow) => (r.sla ? fmt.dateTime(r.sla) : '—'),
        sortable: true,
        width: '10rem',
      },
      {
        id: 'userId',
        header: t('internal.moderation.columns.owner'),
        value: (r: CampaignListRow) => r.userId,
        cell: (r: CampaignListRow) => (
          <AppLink to={`/internal/accounts/user/${r.userId}`}>
            {t('internal.moderation.ownerId', { id: r.userId })}
          </AppLink>
        ),
        sortable: true,
        width: '8rem',
      },
      ...baseColumns.slice(2),
    ],
    [baseColumns, fmt, t],
  );
  const visibility = useColumnVisibility(user.id, 'internal-campaigns', columns);

  const rows = page?.items;
  const rowActions = useCallback(
    (row: CampaignListRow): DataGridRowAction[] => {
      const list: DataGridRowAction[] = [
        { id: 'review', label: t('internal.moderation.review'), onSelect: () => setReview(row.id) },
      ];
      if (moderationAllows(row.status, 'approve'))
        list.push({
          id: 'approve',
          label: t('internal.moderation.approve'),
          onSelect: () => void approve.trigger(row),
        });
      if (moderationAllows(row.status, 'requeue'))
        list.push({
          id: 'requeue',
          label: t('internal.moderation.requeue'),
          onSelect: () => void requeue.trigger(row),
        });
      if (moderationAllows(row.status, 'decline'))
        list.push({
          id: 'decline',
          label: t('internal.moderation.decline.action'),
          tone: 'danger',
          // The reason is asked in the review, where the campaign can be seen.
          onSelect: () => setReview(row.id),
        });
      return list;
    },
    [approve, requeue, setReview, t],
  );

  const setFilter = (id: string, value: unknown) => {
    const filter = { ...state.filter };
    if (value === undefined || value === null || value === '') delete filter[id];
    else filter[id] = value;
    setState({ ...state, filter, currentPage: 1 });
  };
  // Text that is no user id is said so and left as typed: dropping it as "no filter" wiped what was typed and
  // silently listed every owner's campaigns.
  const [ownerInvalid, setOwnerInvalid] = useState(false);
  const applyOwner = (raw: string) => {
    const typed = raw.trim();
    const next = idFilter.parse(typed);
    const invalid = typed !== '' && next === undefined;
    setOwnerInvalid(invalid);
    if (!invalid && next !== state.filter.userId) setFilter('userId', next);
  };
  const queueOnly = state.filter.hasModerationKey === true;
  const owner = typeof state.filter.userId === 'number' ? String(state.filter.userId) : '';

  const toolbar = (
    <div className="list-toolbar">
      <ListSearch label={t('internal.moderation.search')} value={search} onChange={setSearch} />
      <Input
        key={owner}
        type="search"
        inputMode="numeric"
        size="sm"
        aria-label={t('internal.moderation.ownerFilter')}
        placeholder={t('internal.moderation.ownerFilter')}
        defaultValue={owner}
        invalid={ownerInvalid}
        aria-describedby={ownerInvalid ? 'owner-filter-error' : undefined}
        // Applied on Enter or on leaving the field: an id is typed whole, not searched as it grows.
        onKeyDown={(e) => {
          if (e.key === 'Enter') applyOwner(e.currentTarget.value);
        }}
        onBlur={(e) => applyOwner(e.currentTarget.value)}
        wrapperClassName="list-owner"
      />
      {ownerInvalid ? (
        <p id="owner-filter-error" role="alert" className="form-error">
          {t('internal.moderation.ownerInvalid')}
        </p>
      ) : null}
      <DayRangeFilter grid={grid} id="created" label={t('internal.moderation.created')} />
      <Switch
        label={t('internal.moderation.waitingOnly')}
        checked={queueOnly}
        onCheckedChange={(on) => setFilter('hasModerationKey', on ? true : undefined)}
      />
      <Switch
        label={t('internal.moderation.susOnly')}
        checked={state.filter.sus === true}
        onCheckedChange={(on) => setFilter('sus', on ? true : undefined)}
      />
    </div>
  );

  return (
    <Page
      title={t('routes.internalCampaigns')}
      description={t('internal.moderation.description')}
      meta={
        waiting.data !== undefined ? (
          <Badge tone={waiting.data > 0 ? 'warning' : 'success'} data-testid="waiting-count">
            {t('internal.moderation.waiting', { count: waiting.data })}
          </Badge>
        ) : null
      }
    >
      <ListFrame
        list={grid}
        // Not the page's title: the grid's scroll region is named by its caption, and a second landmark named
        // like the page's own section is noise to a screen reader (axe landmark-unique).
        caption={t('internal.moderation.caption')}
        columns={columns}
        {...CAMPAIGN_ROW_KEYS}
        {...visibility}
        rowActions={rowActions}
        toolbar={toolbar}
        describeFilter={describeFilter}
        labels={{ emptyHint: t('internal.moderation.empty.filtered') }}
        empty={
          queueOnly && {
            title: t('internal.moderation.empty.title'),
            description: t('internal.moderation.empty.hint'),
            action: (
              <Button variant="outline" onClick={() => setFilter('hasModerationKey', undefined)}>
                {t('internal.moderation.empty.showAll')}
              </Button>
            ),
          }
        }
      />
      {reviewId !== null ? (
        <CampaignReview
          id={reviewId}
          queue={rows ?? []}
          onOpen={(id) => setReview(id, { replace: true })}
          onClose={() => setReview(null)}
        />
      ) : null}
    </Page>
  );
}
