import type { CampaignStatQueryWire, StatSliceKeyWire } from '@adnet/api-client';
import { fileUrl, loadStatCampaigns, toStatCampaign, visibleCampaign } from '../campaign-store';
import type { Queryable } from '../db';
import { notFound, validationFailed } from '../errors';
import { GEO_TREE } from '../geo';
import type { Deps, Router } from '../route';
import { campaignStats, dayNumber, todayString } from '../stats';
import { canActFor } from '../access';
import { subjectUser } from './money';
import { STAT_SLICES } from '../enums';
import { arr, day, id, obj, oneOf, optional, type Schema } from '../validate';

/** The longest range one statistics call covers (designed). */
export const MAX_STAT_DAYS = 366;

const statQuery: Schema<CampaignStatQueryWire> = obj({
  startdate: day(),
  enddate: day(),
  slice: oneOf(STAT_SLICES),
  campaignIds: optional(arr(id(), { min: 1, max: 200 })),
  userId: optional(id()),
});

async function platformKeys(db: Queryable): Promise<StatSliceKeyWire[]> {
  const { rows } = await db.query<{ id: number; name: string; url: string; icon: string | null }>(
    `SELECT id, name, url, icon FROM platforms WHERE status = 'APPROVED' ORDER BY id`,
  );
  return rows.map((p) => ({ ...p, icon: p.icon ? fileUrl(p.icon) : null }));
}

export function statisticsRoutes(r: Router, { db }: Deps) {
  r.user('GET /api/statistics/campaignstat', {
    query: statQuery,
    handler: async ({ user, query }) => {
      const days = dayNumber(query.enddate) - dayNumber(query.startdate) + 1;
      if (days < 1) throw validationFailed({ enddate: 'must not be before startdate' });
      if (days > MAX_STAT_DAYS)
        throw validationFailed({ enddate: `the range must be at most ${MAX_STAT_DAYS} days` });
      const needs = {
        targeting: query.slice !== 'DATE' && query.slice !== 'AD',
        ads: query.slice === 'AD',
      };
      let visible;
      if (query.campaignIds === undefined) {
        // Designed: without campaignIds, every campaign of the user (the caller, or `userId` they may act for), the
        // archived included (their days before the archive spent money the wallet was charged), in one call
        // whatever their number.
        const owner = await subjectUser(db, user, query.userId);
        visible = await loadStatCampaigns(db, 'c.owner_id = $1', [owner], needs);
      } else {
        const ids = [...new Set(query.campaignIds)];
        const owner = query.userId === undefined ? null : await subjectUser(db, user, query.userId);
        const campaigns = await loadStatCampaigns(db, 'c.id = ANY($1::int[])', [ids], needs);
        // One id the caller may not see (or, with userId, not that user's) fails the whole call with 404, without
        // saying which.
        visible = campaigns.filter(
          (c) =>
            canActFor(user, { id: c.ownerId, agencyId: c.ownerAgencyId }) &&
            (owner === null || c.ownerId === owner),
        );
        if (visible.length !== ids.length) throw notFound('Campaign');
      }
      return campaignStats(visible, query.startdate, query.enddate, query.slice, {
        today: todayString(),
        platforms: await platformKeys(db),
      });
    },
  });

  r.user('GET /api/statistics/campaignstat/archive/{id}', {
    handler: async ({ user, params }) => {
      const c = await visibleCampaign(db, user, params.id);
      const today = todayString();
      const first = c.runs.map((run) => run.from).sort()[0] ?? today;
      const last = c.runs.some((run) => run.to === null)
        ? today
        : (c.runs
            .map((run) => run.to!)
            .sort()
            .at(-1) ?? first);
      // The whole life of the campaign, day by day.
      return campaignStats([toStatCampaign(c)], first, last < first ? first : last, 'DATE', {
        today,
        platforms: await platformKeys(db),
      });
    },
  });

  r.user('GET /api/geo/tree', { handler: async () => [...GEO_TREE] });
}
