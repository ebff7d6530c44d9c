import type {
  AdWire,
  AssetWire,
  CampaignListRowWire,
  CampaignTypeWire,
  CampaignWire,
  StatSliceKeyWire,
  StrategyWire,
  TargetingWire,
} from '@adnet/api-client';
import { canActFor, type Viewer } from './access';
import { epoch, type Queryable } from './db';
import { notFound } from './errors';
import { lifetime, type StatCampaign } from './stats';

/** How long the sandbox pretends an uploaded video takes to transcode. */
export const TRANSCODE_SECONDS = 5;

/** Where a stored file is served back. */
export const fileUrl = (key: string) => `/api/public/files/${encodeURIComponent(key)}`;
export const asset = (key: string | null): AssetWire | null =>
  key ? { cloudId: key, url: fileUrl(key) } : null;

/** Types without publishers, wallet targeting and categories (spec section 3). */
export const PAGE_TYPES: readonly CampaignTypeWire[] = ['IN_CHAT_PAGE', 'MAIN_PAGE'];

/** A campaign as read from the database, with its runs and ads. */
export interface CampaignRecord extends Omit<CampaignWire, 'campaignType' | 'strategy'>, StrategyWire {
  type: CampaignTypeWire;
  ownerAgencyId: number | null;
  /** Approved by a moderator at least once. */
  approved: boolean;
  runs: { from: string; to: string | null }[];
}

const CAMPAIGN_COLUMNS = `c.id, c.owner_id AS "ownerId", u.agency_id AS "ownerAgencyId", c.name, c.type, c.status,
  ${epoch('c.created_at')} AS "createdEpoch", c.sus, ${epoch('c.sla')} AS sla, c.decline_warning AS "declineWarning",
  c.decline_reason AS "declineReason", ${epoch('c.latest_moderation_date')} AS "latestModerationDate",
  c.moderator_id AS "moderatorId", c.approved, c.budget, c.cpm, c.cpc, c.billing_type AS "billingType",
  c.reg_number AS "regNumber", c.legal_name AS "legalName", c.legal_info_id AS "legalInfoId", c.vat,
  c.legal_type AS "legalType", c.targeting`;

interface AdRow {
  id: number;
  campaign_id: number;
  erid: string | null;
  title: string | null;
  subtitle: string | null;
  button_text: string | null;
  advertiser_name: string | null;
  icon: string | null;
  image: string | null;
  video: string | null;
  transcoded: boolean;
  link: string | null;
  af_link: string | null;
  has_blacklisted_link: boolean;
  verified_link: boolean;
}

/** The runs of some campaigns, in the order they opened. */
async function runsOf(db: Queryable, ids: readonly number[]) {
  const { rows } = await db.query<{ campaign_id: number; from_day: string; to_day: string | null }>(
    'SELECT campaign_id, from_day, to_day FROM campaign_runs WHERE campaign_id = ANY($1::int[]) ORDER BY id',
    [ids],
  );
  return rows;
}

/**
 * Loads campaigns matching a SQL condition on `c` (campaigns) and `u` (their owners), with runs and ads, in
 * `orderBy` order. Parameters are numbered from $1 as usual.
 */
export async function loadCampaigns(
  db: Queryable,
  where: string,
  params: unknown[],
  orderBy = 'c.id',
  /** List rows need no ads (their totals do not depend on them): skipping them is most of a long list's cost. */
  { withAds = true }: { withAds?: boolean } = {},
): Promise<CampaignRecord[]> {
  const { rows } = await db.query<Omit<CampaignRecord, 'runs' | 'ads'>>(
    `SELECT ${CAMPAIGN_COLUMNS} FROM campaigns c JOIN users u ON u.id = c.owner_id WHERE ${where} ORDER BY ${orderBy}`,
    params,
  );
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const [runs, ads] = await Promise.all([
    runsOf(db, ids),
    // Designed: an uploaded video counts as transcoded a few seconds after it is stored, as if a worker ran.
    withAds
      ? db.query<AdRow>(
          `SELECT a.*, a.transcoded OR COALESCE(v.stored_at < now() - interval '${TRANSCODE_SECONDS} seconds' AND NOT v.generated, FALSE)
                AS transcoded
         FROM ads a LEFT JOIN uploads v ON v.key = a.video
        WHERE a.campaign_id = ANY($1::int[]) ORDER BY a.campaign_id, a.position, a.id`,
          [ids],
        )
      : Promise.resolve({ rows: [] as AdRow[] }),
  ]);
  const byId = new Map<number, CampaignRecord>(rows.map((r) => [r.id, { ...r, runs: [], ads: [] }]));
  for (const run of runs) byId.get(run.campaign_id)?.runs.push({ from: run.from_day, to: run.to_day });
  for (const ad of ads.rows) byId.get(ad.campaign_id)?.ads.push(toAdWire(ad));
  return [...byId.values()];
}

function toAdWire(a: AdRow): AdWire {
  return {
    id: a.id,
    erid: a.erid,
    title: a.title,
    subtitle: a.subtitle,
    buttonText: a.button_text,
    advertiserName: a.advertiser_name,
    icon: asset(a.icon),
    image: asset(a.image),
    video: asset(a.video),
    transcoded: a.transcoded,
    link: a.link,
    afLink: a.af_link,
    hasBlacklistedLink: a.has_blacklisted_link,
    verifiedLink: a.verified_link,
  };
}

/**
 * A campaign the viewer may see (their own, their agency's users', or any for admins), or 404 — never 403, so
 * that the ids of other users' campaigns do not leak.
 */
export async function visibleCampaign(db: Queryable, viewer: Viewer, id: number): Promise<CampaignRecord> {
  const [campaign] = await loadCampaigns(db, 'c.id = $1', [id]);
  if (!campaign || !canActFor(viewer, { id: campaign.ownerId, agencyId: campaign.ownerAgencyId }))
    throw notFound('Campaign');
  return campaign;
}

/** The targeting as the wire shows it: the page types carry no publishers, wallet targeting or categories. */
function wireTargeting(type: CampaignTypeWire, stored: TargetingWire): TargetingWire {
  // Targeting saved before `excludedSegments` existed excluded nothing; the wire always carries the list.
  const t = { ...stored, excludedSegments: stored.excludedSegments ?? [] };
  if (!PAGE_TYPES.includes(type)) return t;
  const { publishers: _p, walletTargeting: _w, categories: _c, ...rest } = t;
  return rest;
}

export function toCampaignWire(c: CampaignRecord): CampaignWire {
  return {
    id: c.id,
    name: c.name,
    campaignType: c.type,
    status: c.status,
    createdEpoch: c.createdEpoch,
    ownerId: c.ownerId,
    sus: c.sus,
    sla: c.sla,
    declineWarning: c.declineWarning,
    declineReason: c.declineReason,
    latestModerationDate: c.latestModerationDate,
    moderatorId: c.moderatorId,
    strategy: { budget: c.budget, cpm: c.cpm, cpc: c.cpc, billingType: c.billingType },
    regNumber: c.regNumber,
    legalName: c.legalName,
    legalInfoId: c.legalInfoId,
    vat: c.vat,
    legalType: c.legalType,
    ads: c.ads,
    targeting: wireTargeting(c.type, c.targeting),
  };
}

/** The ads as keys of the AD statistics slice. */
export const adKeys = (ads: readonly AdWire[]): StatSliceKeyWire[] =>
  ads.map((a) => ({
    id: a.id,
    name: a.title ?? `Ad ${a.id}`,
    url: a.afLink ?? a.link,
    icon: (a.image ?? a.icon)?.url ?? null,
  }));

export const toStatCampaign = (c: CampaignRecord): StatCampaign => ({
  id: c.id,
  type: c.type,
  budget: c.budget,
  cpm: c.cpm,
  cpc: c.cpc,
  billingType: c.billingType,
  targeting: c.targeting,
  runs: c.runs,
  ads: adKeys(c.ads),
});

/** A campaign as the statistics count it, with whose it is (for the access check of the statistics call). */
export interface StatCampaignRecord extends StatCampaign {
  ownerId: number;
  ownerAgencyId: number | null;
}

/** What a DATE or AD slice reads of the targeting: nothing (it is not selected for them). */
const NO_TARGETING: StatCampaign['targeting'] = { languages: [], regions: [] };

/**
 * Campaigns for the statistics: only the columns the generator reads, targeting only when the slice splits by it
 * and ads only for the AD slice. A year of a 5,000-campaign account spent most of its time in `loadCampaigns`
 * reading every column and every ad (with its upload join) that the statistics never look at.
 */
export async function loadStatCampaigns(
  db: Queryable,
  where: string,
  params: unknown[],
  { targeting, ads }: { targeting: boolean; ads: boolean },
): Promise<StatCampaignRecord[]> {
  const { rows } = await db.query<
    Omit<StatCampaignRecord, 'runs' | 'ads' | 'targeting'> & { targeting?: StatCampaign['targeting'] }
  >(
    `SELECT c.id, c.owner_id AS "ownerId", u.agency_id AS "ownerAgencyId", c.type, c.budget, c.cpm, c.cpc,
            c.billing_type AS "billingType"${targeting ? ', c.targeting' : ''}
       FROM campaigns c JOIN users u ON u.id = c.owner_id WHERE ${where} ORDER BY c.id`,
    params,
  );
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const [runs, adRows] = await Promise.all([
    runsOf(db, ids),
    ads
      ? db.query<Pick<AdRow, 'id' | 'campaign_id' | 'title' | 'icon' | 'image' | 'link' | 'af_link'>>(
          `SELECT id, campaign_id, title, icon, image, link, af_link FROM ads
            WHERE campaign_id = ANY($1::int[]) ORDER BY campaign_id, position, id`,
          [ids],
        )
      : Promise.resolve({ rows: [] }),
  ]);
  const byId = new Map<
    number,
    StatCampaignRecord & { runs: StatCampaign['runs'][number][]; ads: StatSliceKeyWire[] }
  >(rows.map((r) => [r.id, { ...r, targeting: r.targeting ?? NO_TARGETING, runs: [], ads: [] }]));
  for (const run of runs) byId.get(run.campaign_id)?.runs.push({ from: run.from_day, to: run.to_day });
  // As `adKeys` names them.
  for (const a of adRows.rows)
    byId.get(a.campaign_id)?.ads.push({
      id: a.id,
      name: a.title ?? `Ad ${a.id}`,
      url: a.af_link ?? a.link,
      icon: asset(a.image ?? a.icon)?.url ?? null,
    });
  return [...byId.values()];
}

export function toListRow(c: CampaignRecord, today: string): CampaignListRowWire {
  const totals = lifetime(toStatCampaign(c), today);
  return {
    budget: c.budget,
    cpm: c.cpm,
    id: c.id,
    name: c.name,
    createdEpoch: c.createdEpoch,
    status: c.status,
    clicks: totals.clicks,
    cpc: c.cpc,
    impressions: totals.impressions,
    spent: totals.spent,
    ctr: totals.ctr,
    campaignType: c.type,
    sla: c.sla,
    declineReason: c.declineReason,
    userId: c.ownerId,
    billingType: c.billingType,
  };
}
