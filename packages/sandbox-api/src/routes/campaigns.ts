import type {
  AdInputWire,
  ArchiveListQueryWire,
  CampaignInputWire,
  CampaignListQueryWire,
  CampaignPatchWire,
  CampaignStatus,
  CampaignTypeWire,
  CampaignWire,
  DeclineRequestWire,
  ForecastQueryWire,
  ForecastVariant,
  PlatformTypeWire,
  RestoreRequestWire,
  SusQueryWire,
  TargetingWire,
} from '@adnet/api-client';
import { audit } from '../audit';
import { ADMIN_ROLES, featureOn, isAdmin, isAgencyStaff, type Viewer } from '../access';
import {
  LANGUAGES,
  MAX_CPC,
  MAX_CPM,
  MAX_MONEY,
  MIN_CAMPAIGN_BUDGET,
  MIN_CPC,
  MIN_CPM,
  MODERATION_SLA_HOURS,
} from '../catalog';
import {
  loadCampaigns,
  PAGE_TYPES,
  toCampaignWire,
  toListRow,
  toStatCampaign,
  visibleCampaign,
  type CampaignRecord,
} from '../campaign-store';
import { epoch, exists, type Queryable } from '../db';
import { conflict, fieldFailed, forbidden, notFound, validationFailed } from '../errors';
import { Filters } from '../filters';
import { REGION_BY_ID } from '../geo';
import { holdFunds, settleSpend } from '../money';
import { pageInMemory, paging, toPage, type Deps, type Router } from '../route';
import { BILLING_TYPES, CAMPAIGN_STATUSES, CAMPAIGN_TYPES, LEGAL_INFO_TYPES, PLATFORM_TYPES } from '../enums';
import {
  CAMPAIGN_LEGAL_FIELDS,
  campaignLegalProblems,
  FOREIGN_TAX_NUMBER_MAX,
  LEGAL_NAME_MAX,
  VAT_MAX_PERCENT,
  type CampaignLegalFields,
} from '../legal-info';
import { isBlacklisted } from '../rules';
import { dailyReach, NARROW_REACH, TIER_ONE } from '../reach';
import { pageFields } from '../schemas';
import { lifetime, todayString, TYPE_CTR } from '../stats';
import {
  arr,
  bool,
  day,
  id,
  money,
  nullable,
  obj,
  oneOf,
  optional,
  partial,
  str,
  url,
  type FieldErrors,
  type Schema,
} from '../validate';
import { activeFeatures } from './account';
import { subjectUser } from './money';

const LANGUAGE_CODES = LANGUAGES.map((l) => l.code);

const targetingSchema: Schema<TargetingWire> = obj({
  publishers: optional(arr(id(), { max: 500 })),
  regions: arr(id(), { max: 500 }),
  languages: arr(oneOf(LANGUAGE_CODES), { max: LANGUAGE_CODES.length }),
  isTelegramPremium: nullable(bool()),
  platformType: oneOf(PLATFORM_TYPES),
  walletTargeting: optional(nullable(bool())),
  vpn: nullable(bool()),
  segments: arr(id(), { max: 100 }),
  excludedSegments: optional(arr(id(), { max: 100 })),
  categories: optional(arr(id(), { max: 50 })),
});
const text = (max: number) => optional(nullable(str({ max, trim: true })));
const adSchema: Schema<AdInputWire> = obj({
  id: optional(id()),
  erid: text(64),
  title: text(100),
  subtitle: text(300),
  buttonText: text(30),
  advertiserName: text(100),
  icon: text(200),
  image: text(200),
  video: text(200),
  link: optional(nullable(url())),
});
const campaignFields = {
  name: str({ min: 1, max: 200, trim: true }),
  campaignType: oneOf(CAMPAIGN_TYPES),
  strategy: obj({
    budget: money(MIN_CAMPAIGN_BUDGET, MAX_MONEY),
    cpm: nullable(money(MIN_CPM, MAX_CPM)),
    cpc: nullable(money(MIN_CPC, MAX_CPC)),
    billingType: oneOf(BILLING_TYPES),
  }),
  ads: arr(adSchema, { min: 1, max: 10 }),
  targeting: targetingSchema,
  legalInfoId: optional(nullable(id())),
  legalType: optional(nullable(oneOf(LEGAL_INFO_TYPES))),
  legalName: text(LEGAL_NAME_MAX),
  regNumber: text(FOREIGN_TAX_NUMBER_MAX),
  vat: optional(nullable(money(0, VAT_MAX_PERCENT))),
  draft: optional(bool()),
  userId: optional(id()),
};
const campaignBody: Schema<CampaignInputWire> = obj(campaignFields);
const patchBody: Schema<CampaignPatchWire> = partial(obj(campaignFields));

const listQuery: Schema<CampaignListQueryWire> = obj({
  ...pageFields,
  name: optional(str({ max: 200, trim: true })),
  status: optional(oneOf(CAMPAIGN_STATUSES)),
  startDate: optional(day()),
  endDate: optional(day()),
  hasModerationKey: optional(bool()),
  sus: optional(bool()),
  userId: optional(id()),
  type: optional(oneOf(CAMPAIGN_TYPES)),
});
const archiveQuery: Schema<ArchiveListQueryWire> = obj({
  ...pageFields,
  startDate: optional(day()),
  endDate: optional(day()),
  userId: optional(id()),
});
const forecastQuery: Schema<ForecastQueryWire> = obj({
  type: oneOf(CAMPAIGN_TYPES),
  budget: optional(money(0, MAX_MONEY)),
  regions: optional(arr(id(), { max: 500 })),
  languages: optional(arr(oneOf(LANGUAGE_CODES), { max: LANGUAGE_CODES.length })),
  platformType: optional(oneOf(PLATFORM_TYPES)),
});
const declineBody: Schema<DeclineRequestWire> = obj({ reason: str({ min: 1, max: 1_000, trim: true }) });
const restoreBody: Schema<RestoreRequestWire> = obj({ moderated: bool() });
const susQuery: Schema<SusQueryWire> = obj({ isSus: bool() });

/** List sorts on columns the database holds and that are never null, with the expression to order by. */
const SQL_SORTS: Partial<Record<string, string>> = {
  id: 'c.id',
  createdEpoch: epoch('c.created_at'),
  budget: 'c.budget',
};

const LIST_SORT = [
  'id',
  'name',
  'createdEpoch',
  'status',
  'budget',
  'cpm',
  'cpc',
  'clicks',
  'impressions',
  'spent',
  'ctr',
  'campaignType',
  'sla',
  'userId',
];

/**
 * What each ad format needs besides its link (designed): the media it shows, or a title for text formats.
 * `oneOf` means at least one of those fields.
 */
const AD_NEEDS: Record<CampaignTypeWire, { all: (keyof AdInputWire)[]; oneOf?: (keyof AdInputWire)[] }> = {
  FULLSCREEN_MEDIA: { all: ['link'], oneOf: ['image', 'video'] },
  REWARDED_VIDEO: { all: ['link', 'video'] },
  TASK: { all: ['link', 'title'] },
  BOT: { all: ['link', 'title'] },
  CHAT: { all: ['link', 'title'] },
  IN_CHAT_PAGE: { all: ['link', 'title'] },
  MAIN_PAGE: { all: ['link', 'title', 'image'] },
};
const ASSET_KIND = { icon: 'image', image: 'image', video: 'video' } as const;

/** The checks a schema cannot do: combinations, references to other rows, the rules of each format. */
async function checkCampaign(
  db: Queryable,
  input: CampaignInputWire,
  ownerId: number,
  owner: { featuresOn: string[]; featuresOff: string[] },
  existingAdIds: readonly number[],
): Promise<FieldErrors> {
  const errors: FieldErrors = {};
  const s = input.strategy;
  if (s.billingType === 'PAY_PER_CLICK' && s.cpc === null)
    errors['strategy.cpc'] = 'is required for PAY_PER_CLICK';
  if (s.billingType === 'PAY_PER_SHOW' && s.cpm === null && s.cpc === null)
    errors['strategy.cpm'] = 'PAY_PER_SHOW needs a cpm or a target cpc';

  const t = input.targeting;
  t.regions.forEach((r, i) => {
    if (!REGION_BY_ID.has(r)) errors[`targeting.regions[${i}]`] = 'is not a region of the geo tree';
  });
  if (PAGE_TYPES.includes(input.campaignType)) {
    for (const field of ['publishers', 'walletTargeting', 'categories'] as const) {
      const value = t[field];
      if (value !== undefined && value !== null && !(Array.isArray(value) && value.length === 0))
        errors[`targeting.${field}`] = `is not used by ${input.campaignType} campaigns`;
    }
  }
  const known = async (table: string, ids: readonly number[], extra = '', params: unknown[] = []) => {
    if (ids.length === 0) return new Set<number>();
    const { rows } = await db.query<{ id: number }>(
      `SELECT id FROM ${table} WHERE id = ANY($1::int[]) ${extra}`,
      [ids, ...params],
    );
    return new Set(rows.map((r) => r.id));
  };
  const platforms = await known('platforms', t.publishers ?? [], `AND status = 'APPROVED'`);
  (t.publishers ?? []).forEach((p, i) => {
    if (!platforms.has(p)) errors[`targeting.publishers[${i}]`] = 'is not an approved platform';
  });
  const categories = await known('categories', t.categories ?? []);
  (t.categories ?? []).forEach((c, i) => {
    if (!categories.has(c)) errors[`targeting.categories[${i}]`] = 'is not a category';
  });
  const excluded = t.excludedSegments ?? [];
  const audiences = await known('audiences', [...t.segments, ...excluded], 'AND owner_id = $2', [ownerId]);
  t.segments.forEach((a, i) => {
    if (!audiences.has(a)) errors[`targeting.segments[${i}]`] = 'is not an audience of this account';
  });
  excluded.forEach((a, i) => {
    if (!audiences.has(a)) errors[`targeting.excludedSegments[${i}]`] = 'is not an audience of this account';
    else if (t.segments.includes(a))
      errors[`targeting.excludedSegments[${i}]`] =
        'is also in segments: include or exclude an audience, not both';
  });

  const marking = featureOn(owner, await activeFeatures(db), 'ru_ad_marking');
  Object.assign(errors, campaignLegalProblems(input, marking));
  if (
    !errors.legalInfoId &&
    input.legalInfoId !== undefined &&
    input.legalInfoId !== null &&
    // Another user's legal info is refused exactly as one that does not exist.
    !(await exists(db, 'SELECT 1 FROM legal_infos WHERE id = $1 AND user_id = $2', [
      input.legalInfoId,
      ownerId,
    ]))
  )
    errors.legalInfoId = 'is not a legal info of this account';
  const keys = input.ads
    .flatMap((ad) => [ad.icon, ad.image, ad.video])
    .filter((k): k is string => typeof k === 'string');
  const { rows: files } = await db.query<{
    key: string;
    kind: string;
    owner_id: number | null;
    ready: boolean;
  }>(
    `SELECT key, kind, owner_id, (stored_at IS NOT NULL) AS ready FROM uploads WHERE key = ANY($1::text[])`,
    [keys],
  );
  const fileByKey = new Map(files.map((f) => [f.key, f]));
  const needs = AD_NEEDS[input.campaignType];
  input.ads.forEach((ad, i) => {
    const at = (field: string) => `ads[${i}].${field}`;
    if (ad.id !== undefined && !existingAdIds.includes(ad.id))
      errors[at('id')] = 'is not an ad of this campaign';
    for (const field of needs.all)
      if (!ad[field]) errors[at(field)] = `is required for ${input.campaignType} ads`;
    if (needs.oneOf && !needs.oneOf.some((f) => ad[f]))
      errors[at(needs.oneOf[0]!)] = `${input.campaignType} ads need an ${needs.oneOf.join(' or ')}`;
    if (ad.erid && !marking) errors[at('erid')] = 'needs the feature ru_ad_marking';
    for (const field of ['icon', 'image', 'video'] as const) {
      const key = ad[field];
      if (!key) continue;
      const file = fileByKey.get(key);
      // Another user's file is "unknown" too: its key must not become usable by guessing.
      if (!file || file.owner_id !== ownerId || !file.ready)
        errors[at(field)] = 'is not an uploaded file of this account';
      else if (file.kind !== ASSET_KIND[field])
        errors[at(field)] = `must be an uploaded ${ASSET_KIND[field]}`;
    }
  });
  return errors;
}

/**
 * The stored legal columns of a checked campaign (legal_info_id, legal_type, legal_name, reg_number, vat): a saved
 * legal info's id, or the typed details; an empty text is none.
 */
const legalColumns = (input: CampaignLegalFields) =>
  CAMPAIGN_LEGAL_FIELDS.map((field) => (input[field] === '' ? null : (input[field] ?? null)));

/**
 * What a PATCH leaves of the legal fields: they are one group, so a body naming any of them replaces all five (the
 * others none); a body naming none keeps the campaign's.
 */
function patchedLegal(body: CampaignPatchWire, current: CampaignWire): CampaignLegalFields {
  const named = CAMPAIGN_LEGAL_FIELDS.some((field) => body[field] !== undefined);
  const source: CampaignLegalFields = named ? body : current;
  return Object.fromEntries(CAMPAIGN_LEGAL_FIELDS.map((field) => [field, source[field] ?? null]));
}

async function writeAds(db: Queryable, campaignId: number, ads: readonly AdInputWire[]) {
  const keep = ads.map((a) => a.id).filter((x): x is number => x !== undefined);
  await db.query('DELETE FROM ads WHERE campaign_id = $1 AND NOT (id = ANY($2::int[]))', [campaignId, keep]);
  for (const [position, ad] of ads.entries()) {
    const values = [
      position,
      ad.erid ?? null,
      ad.title ?? null,
      ad.subtitle ?? null,
      ad.buttonText ?? null,
      ad.advertiserName ?? null,
      ad.icon ?? null,
      ad.image ?? null,
      ad.video ?? null,
      ad.link ?? null,
      isBlacklisted(ad.link),
    ];
    if (ad.id === undefined) {
      await db.query(
        `INSERT INTO ads (campaign_id, position, erid, title, subtitle, button_text, advertiser_name, icon, image, video,
           link, has_blacklisted_link) VALUES ($12, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)`,
        [...values, campaignId],
      );
    } else {
      // An edited link is a new link: the tracking link and the moderator's verification no longer apply.
      await db.query(
        `UPDATE ads SET position = $1, erid = $2, title = $3, subtitle = $4, button_text = $5, advertiser_name = $6,
           icon = $7, image = $8, video = $9,
           af_link = CASE WHEN link IS DISTINCT FROM $10 THEN NULL ELSE af_link END,
           verified_link = CASE WHEN link IS DISTINCT FROM $10 THEN FALSE ELSE verified_link END,
           link = $10, has_blacklisted_link = $11,
           transcoded = CASE WHEN video IS DISTINCT FROM $9 THEN FALSE ELSE transcoded END
         WHERE id = $12`,
        [...values, ad.id],
      );
    }
  }
}

const today = () => todayString();
async function openRun(db: Queryable, campaignId: number) {
  await db.query(
    `INSERT INTO campaign_runs (campaign_id, from_day)
     SELECT $1, $2::date WHERE NOT EXISTS (SELECT 1 FROM campaign_runs WHERE campaign_id = $1 AND to_day IS NULL)`,
    [campaignId, today()],
  );
}
async function closeRun(db: Queryable, campaignId: number) {
  await db.query('UPDATE campaign_runs SET to_day = $2::date WHERE campaign_id = $1 AND to_day IS NULL', [
    campaignId,
    today(),
  ]);
}
const SLA = `now() + interval '${MODERATION_SLA_HOURS} hours'`;

/** Moves the campaign of a {@link transition}: `SET …` with `$1` the id, `$2` the allowed statuses, `$3…` params. */
type Move = (set: string, params?: unknown[]) => Promise<void>;

/** A new or edited budget the balance cannot cover: the field's 400, as the form shows it. */
const budgetNotCovered = (free: number) =>
  fieldFailed('strategy.budget', `Not enough money: ${free} is free on the balance`);
/** A status change that would hold money the balance does not have. */
const notEnoughMoney = (free: number) =>
  conflict('NOT_ENOUGH_MONEY', `The balance does not cover this campaign's budget: ${free} is free`);

async function ownerOf(db: Queryable, ownerId: number) {
  const { rows } = await db.query<{ featuresOn: string[]; featuresOff: string[] }>(
    'SELECT features_on AS "featuresOn", features_off AS "featuresOff" FROM users WHERE id = $1',
    [ownerId],
  );
  return rows[0]!;
}

async function reload(db: Queryable, id: number): Promise<CampaignWire> {
  const [c] = await loadCampaigns(db, 'c.id = $1', [id]);
  return toCampaignWire(c!);
}

/** Forecast (designed): a base price per format, scaled by the geography, the language and the platform. */
const BASE_CPM: Record<CampaignTypeWire, number> = {
  FULLSCREEN_MEDIA: 2.4,
  REWARDED_VIDEO: 3.9,
  TASK: 1.3,
  BOT: 1.7,
  CHAT: 1.45,
  IN_CHAT_PAGE: 0.85,
  MAIN_PAGE: 1.1,
};
const PLATFORM_FACTOR: Record<PlatformTypeWire, number> = {
  ALL: 1,
  ANDROID: 0.95,
  IOS: 1.25,
  DESKTOP: 1.1,
  WEB: 0.9,
};
/** The budget below which the forecast warns: fewer than 50 000 shows or 500 clicks at the recommended price. */
export const BUDGET_WARNING = { shows: 50_000, clicks: 500 };

export function forecast(variant: ForecastVariant, q: ForecastQueryWire) {
  const codes = (q.regions ?? [])
    .map((r) => REGION_BY_ID.get(r)?.getCode.slice(0, 2))
    .filter(Boolean) as string[];
  const geo = codes.length ? codes.reduce((s, c) => s + (TIER_ONE.has(c) ? 1.6 : 0.9), 0) / codes.length : 1;
  const narrowLanguages = q.languages && q.languages.length > 0 && q.languages.length <= 2 ? 1.1 : 1;
  const cpm = BASE_CPM[q.type] * geo * narrowLanguages * PLATFORM_FACTOR[q.platformType ?? 'ALL'];
  const dailyImpressions = dailyReach(q);
  const reach = { dailyImpressions, narrowTargeting: dailyImpressions < NARROW_REACH };
  if (variant === 'cpm')
    return {
      recommendedCpm: cpm,
      showBudgetWarning: q.budget !== undefined && q.budget < (cpm * BUDGET_WARNING.shows) / 1000,
      ...reach,
    };
  const cpc = cpm / 1000 / TYPE_CTR[q.type];
  return {
    recommendedCpc: cpc,
    showBudgetWarning: q.budget !== undefined && q.budget < cpc * BUDGET_WARNING.clicks,
    ...reach,
  };
}

/** Admins see every user's campaigns; others their own, or (with userId) a user they may act for. */
async function listScope(db: Queryable, user: Viewer, userId: number | undefined): Promise<Filters> {
  if (userId === undefined && isAdmin(user)) return new Filters();
  return new Filters().when(await subjectUser(db, user, userId), 'c.owner_id = ?');
}

export function campaignRoutes(r: Router, { db }: Deps) {
  /**
   * Loads the filtered campaigns as list rows, then sorts and pages them (their statistics are computed). Sorted by
   * a column the database holds, the database sorts and pages, and only the page's campaigns are loaded: an
   * account of thousands is read page by page (the home page reads every page) without loading all of them each
   * time.
   */
  const listPage = async (f: Filters, query: { page?: number; size?: number; sort?: string }) => {
    const p = paging(query, LIST_SORT, { field: 'createdEpoch', desc: true });
    const now = today();
    const column = SQL_SORTS[p.sort.field];
    if (column) {
      // As pageInMemory orders: by the field, then by id, both in the asked direction (these are never null).
      const direction = p.sort.desc ? 'DESC' : 'ASC';
      const from = `FROM campaigns c JOIN users u ON u.id = c.owner_id WHERE ${f.condition}`;
      const counted = await db.query<{ n: number }>(`SELECT count(*)::int AS n ${from}`, f.params);
      const page = await db.query<{ id: number }>(
        `SELECT c.id ${from} ORDER BY ${column} ${direction}, c.id ${direction}
          LIMIT ${p.size} OFFSET ${p.page * p.size}`,
        f.params,
      );
      const ids = page.rows.map((r) => r.id);
      const byId = new Map(
        (await loadCampaigns(db, 'c.id = ANY($1::int[])', [ids], 'c.id', { withAds: false })).map((c) => [
          c.id,
          c,
        ]),
      );
      const rows = ids.flatMap((id) => {
        const c = byId.get(id);
        return c ? [toListRow(c, now)] : [];
      });
      return toPage(rows, counted.rows[0]?.n ?? 0, p);
    }
    const rows = (await loadCampaigns(db, f.condition, f.params, 'c.id', { withAds: false })).map((c) =>
      toListRow(c, now),
    );
    return pageInMemory(rows, p, 'id');
  };

  r.user('GET /api/campaigns', {
    query: listQuery,
    handler: async ({ user, query }) => {
      const f = (await listScope(db, user, query.userId))
        .when(query.status, 'c.status = ?')
        .always(query.status ? 'TRUE' : `c.status <> 'ARCHIVED'`)
        .search(query.name, ['c.name'])
        .when(query.startDate, 'c.created_at >= ?::date')
        .when(query.endDate, 'c.created_at < ?::date + 1')
        .when(query.sus, 'c.sus = ?')
        .when(query.type, 'c.type = ?');
      if (query.hasModerationKey !== undefined)
        f.always(`c.status ${query.hasModerationKey ? '=' : '<>'} 'MODERATION'`);
      return listPage(f, query);
    },
  });

  r.user('GET /api/archive/campaigns', {
    query: archiveQuery,
    handler: async ({ user, query }) =>
      listPage(
        (await listScope(db, user, query.userId))
          .always(`c.status = 'ARCHIVED'`)
          .when(query.startDate, 'c.created_at >= ?::date')
          .when(query.endDate, 'c.created_at < ?::date + 1'),
        query,
      ),
  });

  r.user('GET /api/campaigns/forecast/{variant}', {
    query: forecastQuery,
    handler: async ({ params, query }) => {
      if (params.variant !== 'cpm' && params.variant !== 'cpc')
        throw validationFailed({ variant: 'must be one of: cpm, cpc' });
      return forecast(params.variant, query);
    },
  });

  r.user('POST /api/campaigns', {
    status: 201,
    write: true,
    body: campaignBody,
    handler: async ({ user, body }) => {
      // Spec: agency users cannot create campaigns; acting for one of their agency's users (userId) they can.
      if (isAgencyStaff(user) && body.userId === undefined)
        throw forbidden('Agency users create campaigns for a client (userId)', 'AGENCY_CANNOT_CREATE');
      const ownerId = await subjectUser(db, user, body.userId);
      const errors = await checkCampaign(db, body, ownerId, await ownerOf(db, ownerId), []);
      if (Object.keys(errors).length) throw validationFailed(errors);
      await settleSpend(db, ownerId);
      // The insert and the money check are one transaction: two campaigns at once cannot freeze the same money.
      const id = await db.transaction(async (tx) => {
        const s = body.strategy;
        const { rows } = await tx.query<{ id: number }>(
          `INSERT INTO campaigns (owner_id, name, type, status, sla, budget, cpm, cpc, billing_type, targeting,
             legal_info_id, legal_type, legal_name, reg_number, vat)
           VALUES ($1, $2, $3, $4, CASE WHEN $4 = 'MODERATION' THEN ${SLA} END, $5, $6, $7, $8, $9,
             $10, $11, $12, $13, $14) RETURNING id`,
          [
            ownerId,
            body.name,
            body.campaignType,
            body.draft ? 'DRAFT' : 'MODERATION',
            s.budget,
            s.cpm,
            s.cpc,
            s.billingType,
            body.targeting,
            ...legalColumns(body),
          ],
        );
        await writeAds(tx, rows[0]!.id, body.ads);
        await holdFunds(tx, rows[0]!.id, budgetNotCovered);
        return rows[0]!.id;
      });
      return reload(db, id);
    },
  });

  r.user('GET /api/campaigns/{id}', {
    handler: async ({ user, params }) => toCampaignWire(await visibleCampaign(db, user, params.id)),
  });

  r.user('GET /api/archive/campaigns/{id}', {
    handler: async ({ user, params }) => {
      const c = await visibleCampaign(db, user, params.id);
      if (c.status !== 'ARCHIVED') throw notFound('Archived campaign');
      return toCampaignWire(c);
    },
  });

  r.user('PATCH /api/campaigns/{id}', {
    write: true,
    body: patchBody,
    handler: async ({ user, params, body }) => {
      const c = await visibleCampaign(db, user, params.id);
      if (c.status === 'ARCHIVED')
        throw conflict('INVALID_STATUS', 'Restore the campaign from the archive before editing it');
      if (body.userId !== undefined && body.userId !== c.ownerId)
        throw fieldFailed('userId', 'A campaign cannot move to another user');
      if (body.campaignType && body.campaignType !== c.type && c.status !== 'DRAFT')
        throw fieldFailed('campaignType', 'The type can change only on a draft');
      const current = toCampaignWire(c);
      const merged: CampaignInputWire = {
        name: body.name ?? current.name,
        campaignType: body.campaignType ?? current.campaignType,
        strategy: body.strategy ?? current.strategy,
        ads:
          body.ads ??
          current.ads.map((a) => ({
            ...a,
            icon: a.icon?.cloudId ?? null,
            image: a.image?.cloudId ?? null,
            video: a.video?.cloudId ?? null,
          })),
        targeting: body.targeting ?? current.targeting,
        ...patchedLegal(body, current),
      };
      const errors = await checkCampaign(
        db,
        merged,
        c.ownerId,
        await ownerOf(db, c.ownerId),
        c.ads.map((a) => a.id),
      );
      if (Object.keys(errors).length) throw validationFailed(errors);
      // A change of what is shown or to whom goes back to moderation; name and money do not.
      const remoderate =
        (body.ads !== undefined || body.targeting !== undefined) &&
        ['ACTIVE', 'STOPPED', 'DECLINED'].includes(c.status);
      const submit = c.status === 'DRAFT' && body.draft === false;
      const status: CampaignStatus = remoderate || submit ? 'MODERATION' : c.status;
      await settleSpend(db, c.ownerId);
      const spent = lifetime(toStatCampaign(c), today()).spent;
      if (merged.strategy.budget < spent)
        throw fieldFailed('strategy.budget', `must be at least the ${spent} already spent`);
      await db.transaction(async (tx) => {
        const s = merged.strategy;
        // Conditional on the status this request read: an edit racing with a status change is a 409, not a mix.
        const updated = await tx.query(
          `UPDATE campaigns SET name = $2, type = $3, budget = $4, cpm = $5, cpc = $6, billing_type = $7, targeting = $8,
             status = $9,
             sla = CASE WHEN $9 = 'MODERATION' AND status <> 'MODERATION' THEN ${SLA} WHEN $9 = 'MODERATION' THEN sla END,
             decline_reason = CASE WHEN $9 = 'MODERATION' THEN NULL ELSE decline_reason END,
             legal_info_id = $11, legal_type = $12, legal_name = $13, reg_number = $14, vat = $15
           WHERE id = $1 AND status = $10 RETURNING id`,
          [
            c.id,
            merged.name,
            merged.campaignType,
            s.budget,
            s.cpm,
            s.cpc,
            s.billingType,
            merged.targeting,
            status,
            c.status,
            ...legalColumns(merged),
          ],
        );
        if (!updated.rows.length)
          throw conflict('INVALID_STATUS', 'The campaign changed meanwhile; reload it');
        if (body.ads) await writeAds(tx, c.id, merged.ads);
        if (status === 'MODERATION' && c.status === 'ACTIVE') await closeRun(tx, c.id);
        await holdFunds(tx, c.id, budgetNotCovered);
      });
      return reload(db, c.id);
    },
  });

  /**
   * A status change. The campaign must be visible; then, in one transaction, `change` moves it with
   * {@link move} (a conditional update: only a campaign still in one of `from` moves, so of two requests at once
   * one wins and the other gets 409), and {@link holdFunds} checks the money when it now holds some.
   */
  const transition = async (
    user: Viewer,
    id: number,
    from: readonly CampaignStatus[],
    message: string,
    change: (tx: Queryable, c: CampaignRecord, move: Move) => Promise<void>,
    /** Stopping only lowers what a campaign may spend: it is never refused for money. */
    checkMoney = true,
  ) => {
    const c = await visibleCampaign(db, user, id);
    await db.transaction(async (tx) => {
      const move: Move = async (set, params = []) => {
        const { rows } = await tx.query<{ status: CampaignStatus }>(
          `UPDATE campaigns SET ${set} WHERE id = $1 AND status = ANY($2::text[]) RETURNING status`,
          [c.id, from, ...params],
        );
        if (!rows[0]) throw conflict('INVALID_STATUS', `${message} (it is ${c.status})`);
      };
      await change(tx, c, move);
      if (checkMoney) await holdFunds(tx, c.id, notEnoughMoney);
    });
    return reload(db, c.id);
  };

  r.user('PATCH /api/campaigns/{id}/stop', {
    write: true,
    handler: async ({ user, params }) =>
      transition(
        user,
        params.id,
        ['ACTIVE', 'MODERATION'],
        'Only an active campaign or one in moderation can be stopped',
        async (tx, c, move) => {
          await move(`status = 'STOPPED', sla = NULL`);
          await closeRun(tx, c.id);
        },
        false,
      ),
  });

  r.user('PATCH /api/campaigns/{id}/start', {
    write: true,
    handler: async ({ user, params }) => {
      const c = await visibleCampaign(db, user, params.id);
      if (lifetime(toStatCampaign(c), today()).spent >= c.budget)
        throw conflict('BUDGET_SPENT', 'The budget is spent: raise it before starting the campaign');
      return transition(
        user,
        params.id,
        ['STOPPED'],
        'Only a stopped campaign can be started',
        async (tx, c, move) => {
          // A campaign never approved goes to moderation instead of serving.
          await move(
            `status = CASE WHEN approved THEN 'ACTIVE' ELSE 'MODERATION' END,
             sla = CASE WHEN approved THEN NULL ELSE ${SLA} END`,
          );
          if (c.approved) await openRun(tx, c.id);
        },
      );
    },
  });

  r.user('PATCH /api/campaigns/{id}/decline', {
    roles: ADMIN_ROLES,
    body: declineBody,
    handler: async ({ user, params, body }) =>
      transition(
        user,
        params.id,
        ['MODERATION', 'ACTIVE', 'STOPPED'],
        'This campaign cannot be declined',
        async (tx, c, move) => {
          await move(
            `status = 'DECLINED', decline_reason = $3, sla = NULL, moderator_id = $4, latest_moderation_date = now()`,
            [body.reason, user.id],
          );
          await closeRun(tx, c.id);
          await audit(tx, user.id, {
            userId: c.ownerId,
            action: 'CAMPAIGN_DECLINED',
            targetId: c.id,
            details: body.reason,
          });
        },
      ),
  });

  r.user('PATCH /api/campaigns/{id}/restore', {
    roles: ADMIN_ROLES,
    body: restoreBody,
    handler: async ({ user, params, body }) =>
      // Designed: `moderated: true` on a campaign in moderation is how a moderator approves it.
      transition(
        user,
        params.id,
        ['DECLINED', 'MODERATION'],
        'Only a declined campaign or one in moderation can be restored',
        async (tx, c, move) => {
          if (body.moderated) {
            await move(
              `status = 'ACTIVE', approved = TRUE, decline_reason = NULL, decline_warning = NULL, sla = NULL,
               moderator_id = $3, latest_moderation_date = now()`,
              [user.id],
            );
            await tx.query('UPDATE ads SET verified_link = NOT has_blacklisted_link WHERE campaign_id = $1', [
              c.id,
            ]);
            await openRun(tx, c.id);
            await audit(tx, user.id, { userId: c.ownerId, action: 'CAMPAIGN_APPROVED', targetId: c.id });
          } else {
            await move(`status = 'MODERATION', decline_reason = NULL, sla = ${SLA}`);
          }
        },
      ),
  });

  r.user('POST /api/admin/campaigns/{id}/sus', {
    roles: ADMIN_ROLES,
    query: susQuery,
    handler: async ({ user, params, query }) => {
      const c = await visibleCampaign(db, user, params.id);
      await db.transaction(async (tx) => {
        await tx.query('UPDATE campaigns SET sus = $2 WHERE id = $1', [c.id, query.isSus]);
        if (c.sus !== query.isSus)
          await audit(tx, user.id, {
            userId: c.ownerId,
            action: query.isSus ? 'CAMPAIGN_SUS_MARKED' : 'CAMPAIGN_SUS_CLEARED',
            targetId: c.id,
          });
      });
      return reload(db, c.id);
    },
  });

  r.user('POST /api/campaigns/{id}/archive', {
    write: true,
    handler: async ({ user, params }) =>
      transition(
        user,
        params.id,
        ['DRAFT', 'MODERATION', 'STOPPED', 'DECLINED', 'FINISHED'],
        'Stop the campaign before archiving it',
        async (tx, c, move) => {
          await move(`status = 'ARCHIVED', sla = NULL`);
          await closeRun(tx, c.id);
        },
      ),
  });

  r.user('POST /api/campaigns/{id}/restore-archive', {
    write: true,
    handler: async ({ user, params }) =>
      transition(
        user,
        params.id,
        ['ARCHIVED'],
        'Only an archived campaign can be restored from the archive',
        async (_tx, _c, move) => {
          await move(`status = 'STOPPED'`);
        },
      ),
  });

  r.user('POST /api/campaigns/{id}/copy', {
    status: 201,
    write: true,
    handler: async ({ user, params }) => {
      const c = await visibleCampaign(db, user, params.id);
      const id = await db.transaction(async (tx) => {
        // The copy is a draft: it is not sent to moderation and holds no money until its owner submits it.
        const { rows } = await tx.query<{ id: number }>(
          `INSERT INTO campaigns (owner_id, name, type, status, budget, cpm, cpc, billing_type, reg_number, legal_name,
             legal_info_id, vat, legal_type, targeting)
           SELECT owner_id, left('Copy of ' || name, 200), type, 'DRAFT', budget, cpm, cpc, billing_type, reg_number,
             legal_name, legal_info_id, vat, legal_type, targeting FROM campaigns WHERE id = $1 RETURNING id`,
          [c.id],
        );
        const copy = rows[0]!.id;
        await tx.query(
          `INSERT INTO ads (campaign_id, position, erid, title, subtitle, button_text, advertiser_name, icon, image, video,
             transcoded, link, has_blacklisted_link)
           SELECT $2, position, erid, title, subtitle, button_text, advertiser_name, icon, image, video, transcoded, link,
             has_blacklisted_link FROM ads WHERE campaign_id = $1 ORDER BY position`,
          [c.id, copy],
        );
        return copy;
      });
      return reload(db, id);
    },
  });
}
