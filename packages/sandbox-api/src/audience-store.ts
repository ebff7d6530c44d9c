import type {
  AudienceCampaignWire,
  AudienceDetailWire,
  AudienceFailureReason,
  AudienceKind,
  AudienceStatus,
  AudienceWire,
  CampaignStatus,
  ConvertersRuleWire,
  RetargetingEvent,
  RetargetingRuleWire,
  UploadedRuleWire,
} from '@adnet/api-client';
import { canActFor, type Viewer } from './access';
import { loadCampaigns, toStatCampaign, type CampaignRecord } from './campaign-store';
import { AUDIENCE_HISTORY_DAYS, AUDIENCE_MIN_SIZE, AUDIENCE_UPLOAD_TTL_HOURS } from './catalog';
import { epoch, type Queryable } from './db';
import { notFound } from './errors';
import { unit } from './prng';
import { dailySeries, dayNumber, dayString, todayString } from './stats';

/**
 * Audiences as stored, and what the contract shows of them. The size of a rule's audience is not stored: like
 * the statistics it is a pure function of the rule, the owner's campaigns and the day, so it grows and shrinks as
 * the campaigns serve, and an estimate of a rule not saved yet costs the same as reading a saved one.
 *
 * Estimates (designed):
 * - RETARGETING: the impressions (or clicks) of the rule's campaigns in the window, divided by how often one user
 *   meets them (3.2 impressions or 1.15 clicks a user), less 15 % overlap for each campaign after the first.
 * - CONVERTERS: the clicks of all the owner's campaigns in the window times a conversion rate of the action (2 to
 *   8 %, fixed per action name), plus the distinct senders (tracking visitor ids) of that action recorded by
 *   `POST /api/public/collect/action` in the window.
 * - UPLOADED: the distinct ids of the current list.
 */

export type AudienceRule = UploadedRuleWire | RetargetingRuleWire | ConvertersRuleWire;

/** An audience row with its owner and its uploads. */
export interface AudienceRecord {
  id: number;
  ownerId: number;
  ownerAgencyId: number | null;
  name: string;
  kind: AudienceKind;
  rule: AudienceRule;
  /** The current list's size (UPLOADED). */
  size: number;
  /** Unix ms, or null. */
  buildingUntil: number | null;
  failureReason: AudienceFailureReason | null;
  createdEpoch: number;
  updatedEpoch: number;
  listUploadId: number | null;
  openUploadId: number | null;
}

interface UploadRecord {
  id: number;
  audienceId: number;
  fileName: string;
  received: number;
  startedEpoch: number;
  completedEpoch: number | null;
  size: number | null;
}

const AUDIENCE_COLUMNS = `a.id, a.owner_id AS "ownerId", u.agency_id AS "ownerAgencyId", a.name, a.kind, a.rule, a.size,
  (extract(epoch FROM a.building_until) * 1000)::bigint AS "buildingUntil", a.failure_reason AS "failureReason",
  ${epoch('a.created_at')} AS "createdEpoch", ${epoch('a.updated_at')} AS "updatedEpoch",
  a.list_upload_id AS "listUploadId", a.open_upload_id AS "openUploadId"`;

/** Loads audiences matching a condition on `a` (audiences) and `u` (their owners), by id. */
export async function loadAudiences(
  db: Queryable,
  where: string,
  params: unknown[],
): Promise<AudienceRecord[]> {
  const { rows } = await db.query<AudienceRecord & { buildingUntil: number | string | null }>(
    `SELECT ${AUDIENCE_COLUMNS} FROM audiences a JOIN users u ON u.id = a.owner_id WHERE ${where} ORDER BY a.id`,
    params,
  );
  return rows.map((r) => ({
    ...r,
    buildingUntil: r.buildingUntil === null ? null : Number(r.buildingUntil),
  }));
}

/** An audience the viewer may see and change (their own, their agency's users', any for admins), or 404. */
export async function visibleAudience(db: Queryable, viewer: Viewer, id: number): Promise<AudienceRecord> {
  const [audience] = await loadAudiences(db, 'a.id = $1', [id]);
  if (!audience || !canActFor(viewer, { id: audience.ownerId, agencyId: audience.ownerAgencyId }))
    throw notFound('Audience');
  return audience;
}

/** Whether an open upload started at `startedEpoch` is still usable at `now` (ms). */
export const uploadOpen = (startedEpoch: number, now = Date.now()) =>
  startedEpoch * 1000 + AUDIENCE_UPLOAD_TTL_HOURS * 3_600_000 > now;

/** How often one user meets a campaign's impressions or clicks in a window (designed). */
const FREQUENCY: Record<RetargetingEvent, number> = { IMPRESSION: 3.2, CLICK: 1.15 };

/** What a rule counts, day by day, for one owner; and the action senders a converters rule adds. */
interface RuleInputs {
  /** Day number -> impressions or clicks of the counted campaigns. */
  counts: Map<number, number>;
  campaigns: number;
  senders: { day: number; who: string }[];
}

/** The estimate of a rule's audience on `day` (the window ends that day). */
function estimateOn(
  kind: 'RETARGETING' | 'CONVERTERS',
  rule: RetargetingRuleWire | ConvertersRuleWire,
  inputs: RuleInputs,
  day: number,
) {
  const from = day - rule.days + 1;
  let sum = 0;
  for (let d = from; d <= day; d++) sum += inputs.counts.get(d) ?? 0;
  if (kind === 'RETARGETING') {
    const r = rule as RetargetingRuleWire;
    return Math.round(sum / FREQUENCY[r.event] / (1 + 0.15 * Math.max(0, inputs.campaigns - 1)));
  }
  const c = rule as ConvertersRuleWire;
  const rate = 0.02 + 0.06 * unit('converters', c.action);
  const who = new Set(inputs.senders.filter((s) => s.day >= from && s.day <= day).map((s) => s.who));
  return Math.round(sum * rate) + who.size;
}

/** Loads what a rule of `ownerId` counts: its campaigns' daily series and, for converters, the action's senders. */
async function ruleInputs(
  db: Queryable,
  ownerId: number,
  kind: 'RETARGETING' | 'CONVERTERS',
  rule: RetargetingRuleWire | ConvertersRuleWire,
  today: string,
  lookbackDays: number,
  /** Every campaign of the owner, when the caller has them (a list of audiences loads them once, not per rule). */
  allOfOwner?: () => Promise<CampaignRecord[]>,
): Promise<RuleInputs> {
  const retargeting = kind === 'RETARGETING' ? (rule as RetargetingRuleWire) : null;
  const campaigns = retargeting
    ? await loadCampaigns(
        db,
        'c.owner_id = $1 AND c.id = ANY($2::int[])',
        [ownerId, retargeting.campaignIds],
        'c.id',
        {
          withAds: false,
        },
      )
    : allOfOwner
      ? await allOfOwner()
      : await loadCampaigns(db, 'c.owner_id = $1', [ownerId], 'c.id', { withAds: false });
  const field = retargeting?.event === 'IMPRESSION' ? 'impressions' : 'clicks';
  const counts = new Map<number, number>();
  for (const c of campaigns)
    for (const [day, totals] of dailySeries(toStatCampaign(c), today))
      counts.set(day, (counts.get(day) ?? 0) + totals[field]);
  let senders: RuleInputs['senders'] = [];
  if (!retargeting) {
    const since = dayString(dayNumber(today) - lookbackDays + 1);
    const { rows } = await db.query<{ who: string; day: string }>(
      `SELECT DISTINCT COALESCE(payload->'headers'->>'x-tracking-visitor-id', 'event-' || id) AS who,
              (created_at AT TIME ZONE 'UTC')::date::text AS day
         FROM events WHERE kind = 'ACTION' AND payload->>'action' = $1 AND created_at >= $2::date`,
      [(rule as ConvertersRuleWire).action, since],
    );
    senders = rows.map((r) => ({ day: dayNumber(r.day), who: r.who }));
  }
  return { counts, campaigns: campaigns.length, senders };
}

/** The size a rule has today (the estimate call and the audiences of that kind). */
export async function estimateRule(
  db: Queryable,
  ownerId: number,
  kind: 'RETARGETING' | 'CONVERTERS',
  rule: RetargetingRuleWire | ConvertersRuleWire,
  today = todayString(),
): Promise<number> {
  return estimateOn(
    kind,
    rule,
    await ruleInputs(db, ownerId, kind, rule, today, rule.days),
    dayNumber(today),
  );
}

/** Every campaign naming one of `audienceIds` in its targeting (to include or to exclude), by audience. */
export async function campaignsUsing(
  db: Queryable,
  audienceIds: readonly number[],
): Promise<Map<number, AudienceCampaignWire[]>> {
  const byAudience = new Map<number, AudienceCampaignWire[]>();
  if (audienceIds.length === 0) return byAudience;
  const { rows } = await db.query<AudienceCampaignWire & { audienceId: number }>(
    `SELECT c.id, c.name, c.status, s.aid AS "audienceId", s.excluded
       FROM campaigns c
       CROSS JOIN LATERAL (
         SELECT value::int AS aid, FALSE AS excluded
           FROM jsonb_array_elements_text(COALESCE(c.targeting->'segments', '[]'::jsonb))
         UNION ALL
         SELECT value::int, TRUE FROM jsonb_array_elements_text(COALESCE(c.targeting->'excludedSegments', '[]'::jsonb))
       ) s
      WHERE s.aid = ANY($1::int[])
      ORDER BY c.name, c.id`,
    [audienceIds],
  );
  for (const { audienceId, ...campaign } of rows) {
    const list = byAudience.get(audienceId) ?? [];
    list.push(campaign as AudienceCampaignWire & { status: CampaignStatus });
    byAudience.set(audienceId, list);
  }
  return byAudience;
}

async function uploadsOf(db: Queryable, audienceIds: readonly number[]): Promise<UploadRecord[]> {
  if (audienceIds.length === 0) return [];
  const { rows } = await db.query<UploadRecord>(
    `SELECT id, audience_id AS "audienceId", file_name AS "fileName", received, ${epoch('started_at')} AS "startedEpoch",
            ${epoch('completed_at')} AS "completedEpoch", size
       FROM audience_uploads WHERE audience_id = ANY($1::int[]) ORDER BY id`,
    [audienceIds],
  );
  return rows.map((r) => ({
    ...r,
    startedEpoch: Number(r.startedEpoch),
    completedEpoch: r.completedEpoch === null ? null : Number(r.completedEpoch),
  }));
}

/**
 * The contract's view of audiences: size and status now, the campaigns using each, the upload in progress; with
 * `history`, each one's size on the last {@link AUDIENCE_HISTORY_DAYS} days.
 */
export async function toAudienceWires(
  db: Queryable,
  records: readonly AudienceRecord[],
  options: { history: true },
): Promise<AudienceDetailWire[]>;
export async function toAudienceWires(
  db: Queryable,
  records: readonly AudienceRecord[],
  options?: { history?: false },
): Promise<AudienceWire[]>;
export async function toAudienceWires(
  db: Queryable,
  records: readonly AudienceRecord[],
  { history = false }: { history?: boolean } = {},
): Promise<(AudienceWire | AudienceDetailWire)[]> {
  const now = Date.now();
  const today = todayString(now);
  const todayNumber = dayNumber(today);
  const ids = records.map((r) => r.id);
  const [using, uploads] = await Promise.all([campaignsUsing(db, ids), uploadsOf(db, ids)]);
  // A converters rule counts every campaign of its owner: loaded once per owner for the whole list (an account of
  // thousands of campaigns and dozens of such audiences loaded them once per audience, for half a minute).
  const owners = new Map<number, Promise<CampaignRecord[]>>();
  const allOf = (ownerId: number) => () => {
    let loaded = owners.get(ownerId);
    if (!loaded) {
      loaded = loadCampaigns(db, 'c.owner_id = $1', [ownerId], 'c.id', { withAds: false });
      owners.set(ownerId, loaded);
    }
    return loaded;
  };
  const out: (AudienceWire | AudienceDetailWire)[] = [];
  for (const r of records) {
    const mine = uploads.filter((u) => u.audienceId === r.id);
    const open = mine.find((u) => u.id === r.openUploadId && uploadOpen(u.startedEpoch, now)) ?? null;
    let size = r.size;
    let status: AudienceStatus;
    let failureReason: AudienceFailureReason | null = null;
    let inputs: RuleInputs | null = null;
    if (r.kind === 'UPLOADED') {
      if (r.listUploadId !== null) status = size >= AUDIENCE_MIN_SIZE ? 'READY' : 'TOO_SMALL';
      else if (open) status = 'BUILDING';
      else {
        status = 'FAILED';
        failureReason = r.failureReason ?? 'UPLOAD_EXPIRED';
      }
    } else {
      const rule = r.rule as RetargetingRuleWire | ConvertersRuleWire;
      const lookback = rule.days + (history ? AUDIENCE_HISTORY_DAYS : 0);
      inputs = await ruleInputs(db, r.ownerId, r.kind, rule, today, lookback, allOf(r.ownerId));
      size = estimateOn(r.kind, rule, inputs, todayNumber);
      status =
        r.buildingUntil !== null && r.buildingUntil > now
          ? 'BUILDING'
          : size >= AUDIENCE_MIN_SIZE
            ? 'READY'
            : 'TOO_SMALL';
    }
    const wire = {
      id: r.id,
      name: r.name,
      kind: r.kind,
      rule: r.rule,
      userId: r.ownerId,
      size,
      minSize: AUDIENCE_MIN_SIZE,
      status,
      failureReason,
      createdEpoch: r.createdEpoch,
      updatedEpoch: r.updatedEpoch,
      campaigns: using.get(r.id) ?? [],
      upload: open && {
        fileName: open.fileName,
        received: open.received,
        startedEpoch: open.startedEpoch,
        expiresEpoch: open.startedEpoch + AUDIENCE_UPLOAD_TTL_HOURS * 3600,
      },
    } as AudienceWire;
    if (!history) {
      out.push(wire);
      continue;
    }
    const created = Math.floor(r.createdEpoch / 86_400);
    const sizeHistory: AudienceDetailWire['sizeHistory'] = [];
    for (let d = todayNumber - AUDIENCE_HISTORY_DAYS + 1; d <= todayNumber; d++) {
      if (d < created) continue;
      if (inputs) {
        const rule = r.rule as RetargetingRuleWire | ConvertersRuleWire;
        sizeHistory.push({ date: dayString(d), size: estimateOn(r.kind as 'RETARGETING', rule, inputs, d) });
        continue;
      }
      // An uploaded list: the size of the last list completed by the end of that day.
      const last = mine
        .filter((u) => u.completedEpoch !== null && Math.floor(u.completedEpoch / 86_400) <= d)
        .at(-1);
      if (last) sizeHistory.push({ date: dayString(d), size: last.size ?? 0 });
    }
    out.push({ ...wire, sizeHistory });
  }
  return out;
}
