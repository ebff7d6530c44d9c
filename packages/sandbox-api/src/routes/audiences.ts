import type {
  AudienceEstimateQueryWire,
  AudienceIdsBatchWire,
  AudienceInputWire,
  AudienceKind,
  AudienceListQueryWire,
  AudiencePatchWire,
  AudienceStatus,
  AudienceUploadCompleteWire,
  AudienceUploadStartWire,
  AudienceWire,
  ConvertersRuleWire,
  RetargetingEvent,
  RetargetingRuleWire,
} from '@adnet/api-client';
import type { Viewer } from '../access';
import {
  campaignsUsing,
  estimateRule,
  loadAudiences,
  toAudienceWires,
  uploadOpen,
  visibleAudience,
  type AudienceRecord,
} from '../audience-store';
import {
  AUDIENCE_ACTION_MAX,
  AUDIENCE_BUILD_SECONDS,
  AUDIENCE_ID_BATCH,
  AUDIENCE_MAX_CAMPAIGNS,
  AUDIENCE_MAX_DAYS,
  AUDIENCE_MAX_IDS,
  AUDIENCE_MIN_SIZE,
  AUDIENCE_NAME_MAX,
  AUDIENCE_UPLOAD_TTL_HOURS,
} from '../catalog';
import { epoch, type Queryable } from '../db';
import { ApiFailure, conflict, fieldFailed, validationFailed } from '../errors';
import { pageInMemory, paging, type Deps, type Router } from '../route';
import { pageFields } from '../schemas';
import {
  arr,
  check,
  enumValues,
  id,
  INVALID,
  num,
  obj,
  oneOf,
  optional,
  str,
  type FieldErrors,
  type Schema,
} from '../validate';
import { subjectUser } from './money';

export const AUDIENCE_KIND_VALUES = enumValues<AudienceKind>({
  UPLOADED: true,
  RETARGETING: true,
  CONVERTERS: true,
});
export const AUDIENCE_STATUS_VALUES = enumValues<AudienceStatus>({
  BUILDING: true,
  READY: true,
  TOO_SMALL: true,
  FAILED: true,
});
const RETARGETING_EVENT_VALUES = enumValues<RetargetingEvent>({ IMPRESSION: true, CLICK: true });

const name = () => str({ min: 1, max: AUDIENCE_NAME_MAX, trim: true });
const days = () => num({ integer: true, min: 1, max: AUDIENCE_MAX_DAYS });
const fileName = () => str({ min: 1, max: 255, trim: true });

const retargetingRule: Schema<RetargetingRuleWire> = obj({
  campaignIds: arr(id(), { min: 1, max: AUDIENCE_MAX_CAMPAIGNS }),
  event: oneOf(RETARGETING_EVENT_VALUES),
  days: days(),
});
const convertersRule: Schema<ConvertersRuleWire> = obj({
  action: str({ min: 1, max: AUDIENCE_ACTION_MAX, trim: true }),
  days: days(),
});
const uploadedRule = obj({ fileName: fileName() });
const RULES = { UPLOADED: uploadedRule, RETARGETING: retargetingRule, CONVERTERS: convertersRule } as const;

/** Any JSON value, checked later by the handler (a PATCH's rule needs the audience's kind first). */
const anything: Schema<unknown> = { parse: (input) => input };

/**
 * The create body: a name and a kind, then the rule of that kind (its errors on `rule.…`). Written by hand because
 * the rule's schema depends on the kind.
 */
const inputBody: Schema<AudienceInputWire> = {
  parse(input, path, errors, mode) {
    const head = obj({ name: name(), kind: oneOf(AUDIENCE_KIND_VALUES), userId: optional(id()) }).parse(
      input,
      path,
      errors,
      mode,
    );
    const kind = (input as { kind?: unknown } | null)?.kind;
    const ruleSchema = typeof kind === 'string' ? RULES[kind as AudienceKind] : undefined;
    const rule = ruleSchema
      ? ruleSchema.parse((input as { rule?: unknown }).rule, 'rule', errors, mode)
      : INVALID;
    if (head === INVALID || rule === INVALID) return INVALID;
    return { ...head, rule } as AudienceInputWire;
  },
};
const patchBody: Schema<AudiencePatchWire> = obj({
  name: optional(name()),
  rule: optional(anything) as Schema<AudiencePatchWire['rule']>,
}) as Schema<AudiencePatchWire>;

const listQuery: Schema<AudienceListQueryWire> = obj({
  ...pageFields,
  name: optional(str({ max: 200, trim: true })),
  kind: optional(oneOf(AUDIENCE_KIND_VALUES)),
  status: optional(oneOf(AUDIENCE_STATUS_VALUES)),
  userId: optional(id()),
});
const estimateQuery: Schema<AudienceEstimateQueryWire> = obj({
  kind: oneOf(['RETARGETING', 'CONVERTERS'] as const),
  campaignIds: optional(arr(id(), { max: AUDIENCE_MAX_CAMPAIGNS })),
  event: optional(oneOf(RETARGETING_EVENT_VALUES)),
  action: optional(str({ max: AUDIENCE_ACTION_MAX, trim: true })),
  days: days(),
  userId: optional(id()),
});

/** Reports at most this many bad ids of a batch by index; the rest are summed up on `ids`. */
const MAX_REPORTED_IDS = 20;
const ID_MESSAGE = `must be a Telegram user id: a whole number from 1 to ${Number.MAX_SAFE_INTEGER}`;

/** A batch of Telegram user ids: numbers only (a string, even of digits, is refused), each 1 to 2^53 − 1. */
const idsBatch: Schema<AudienceIdsBatchWire> = {
  parse(input, path, errors) {
    const ids = (input as { ids?: unknown } | null | undefined)?.ids;
    if (typeof input !== 'object' || input === null || Array.isArray(input))
      return ((errors.body ??= 'must be an object'), INVALID);
    if (ids === undefined || ids === null) return ((errors.ids = 'is required'), INVALID);
    if (!Array.isArray(ids)) return ((errors.ids = 'must be a list'), INVALID);
    if (ids.length === 0) return ((errors.ids = 'must not be empty'), INVALID);
    if (ids.length > AUDIENCE_ID_BATCH)
      return ((errors.ids = `must have at most ${AUDIENCE_ID_BATCH} items a batch`), INVALID);
    let bad = 0;
    ids.forEach((value, i) => {
      if (typeof value === 'number' && Number.isSafeInteger(value) && value >= 1) return;
      if (bad++ < MAX_REPORTED_IDS) errors[`${path ? `${path}.` : ''}ids[${i}]`] = ID_MESSAGE;
    });
    if (bad > MAX_REPORTED_IDS) errors.ids = `${bad} items are not Telegram user ids`;
    return bad ? INVALID : { ids: ids as number[] };
  },
};
const startBody: Schema<AudienceUploadStartWire> = obj({ fileName: fileName() });
const completeBody: Schema<AudienceUploadCompleteWire> = obj({
  count: num({ integer: true, min: 1, max: AUDIENCE_MAX_IDS }),
});

const LIST_SORT = ['id', 'name', 'kind', 'size', 'status', 'createdEpoch', 'updatedEpoch'];

/** Field errors for campaign ids that are not `ownerId`'s. */
async function checkCampaignIds(db: Queryable, ownerId: number, ids: readonly number[], at: string) {
  const { rows } = await db.query<{ id: number }>(
    'SELECT id FROM campaigns WHERE owner_id = $1 AND id = ANY($2::int[])',
    [ownerId, ids],
  );
  const mine = new Set(rows.map((r) => r.id));
  const errors: FieldErrors = {};
  ids.forEach((c, i) => {
    if (!mine.has(c)) errors[`${at}[${i}]`] = 'is not a campaign of this account';
  });
  return errors;
}

/** A rule of `kind` from a PATCH body (errors on `rule.…`), with its campaigns checked. */
async function checkRule(db: Queryable, ownerId: number, kind: AudienceKind, input: unknown) {
  if (kind === 'UPLOADED')
    throw fieldFailed('rule', 'An uploaded audience changes its list through a new upload, not its rule');
  const result = check(RULES[kind] as Schema<RetargetingRuleWire | ConvertersRuleWire>, input);
  if (!result.ok)
    throw validationFailed(
      Object.fromEntries(
        Object.entries(result.fields).map(([k, v]) => [k === 'body' ? 'rule' : `rule.${k}`, v]),
      ),
    );
  if (kind === 'RETARGETING') {
    const errors = await checkCampaignIds(
      db,
      ownerId,
      (result.value as RetargetingRuleWire).campaignIds,
      'rule.campaignIds',
    );
    if (Object.keys(errors).length) throw validationFailed(errors);
  }
  return result.value;
}

const BUILDING_UNTIL = `now() + interval '${AUDIENCE_BUILD_SECONDS} seconds'`;

async function reload(db: Queryable, audienceId: number): Promise<AudienceWire> {
  const [wire] = await toAudienceWires(db, await loadAudiences(db, 'a.id = $1', [audienceId]));
  return wire!;
}

/** The open upload of an uploaded audience, or why there is none (409 / 410). */
async function openUpload(db: Queryable, a: AudienceRecord) {
  if (a.kind !== 'UPLOADED') throw conflict('NOT_UPLOADED', 'Only an uploaded audience takes a list of ids');
  if (a.openUploadId === null)
    throw conflict('NO_UPLOAD', 'No upload is in progress: start one with POST /api/audiences/{id}/upload');
  const { rows } = await db.query<{ id: number; received: number; startedEpoch: number }>(
    `SELECT id, received, ${epoch('started_at')} AS "startedEpoch" FROM audience_uploads WHERE id = $1`,
    [a.openUploadId],
  );
  const upload = rows[0]!;
  if (!uploadOpen(Number(upload.startedEpoch)))
    throw new ApiFailure(410, { error: 'UPLOAD_EXPIRED', message: 'This upload expired: start a new one' });
  return upload;
}

/** Audiences (designed): see `AudienceWire` in @adnet/api-client and the sandbox README. */
export function audienceRoutes(r: Router, { db }: Deps) {
  /** The audience of a write: visible to the viewer (404 otherwise). */
  const target = (user: Viewer, audienceId: number) => visibleAudience(db, user, audienceId);

  r.user('GET /api/audiences', {
    query: listQuery,
    handler: async ({ user, query }) => {
      const p = paging(query, LIST_SORT, { field: 'createdEpoch', desc: true });
      const ownerId = await subjectUser(db, user, query.userId);
      const needle = query.name?.toLocaleLowerCase();
      const rows = (await toAudienceWires(db, await loadAudiences(db, 'a.owner_id = $1', [ownerId]))).filter(
        (a) =>
          (!needle || a.name.toLocaleLowerCase().includes(needle)) &&
          (!query.kind || a.kind === query.kind) &&
          (!query.status || a.status === query.status),
      );
      return pageInMemory(rows, p, 'id');
    },
  });

  r.user('GET /api/audiences/estimate', {
    query: estimateQuery,
    handler: async ({ user, query }) => {
      const ownerId = await subjectUser(db, user, query.userId);
      const errors: FieldErrors = {};
      let rule: RetargetingRuleWire | ConvertersRuleWire;
      if (query.kind === 'RETARGETING') {
        if (!query.campaignIds?.length) errors.campaignIds = 'must not be empty';
        if (!query.event) errors.event = 'is required';
        Object.assign(errors, await checkCampaignIds(db, ownerId, query.campaignIds ?? [], 'campaignIds'));
        rule = { campaignIds: query.campaignIds ?? [], event: query.event ?? 'IMPRESSION', days: query.days };
      } else {
        if (!query.action) errors.action = 'must not be empty';
        rule = { action: query.action ?? '', days: query.days };
      }
      if (Object.keys(errors).length) throw validationFailed(errors);
      return { size: await estimateRule(db, ownerId, query.kind, rule), minSize: AUDIENCE_MIN_SIZE };
    },
  });

  r.user('GET /api/audiences/{id}', {
    handler: async ({ user, params }) => {
      const [detail] = await toAudienceWires(db, [await target(user, params.id)], { history: true });
      return detail!;
    },
  });

  r.user('POST /api/audiences', {
    status: 201,
    write: true,
    body: inputBody,
    handler: async ({ user, body }) => {
      const ownerId = await subjectUser(db, user, body.userId);
      if (body.kind === 'RETARGETING') {
        const errors = await checkCampaignIds(db, ownerId, body.rule.campaignIds, 'rule.campaignIds');
        if (Object.keys(errors).length) throw validationFailed(errors);
      }
      const audienceId = await db.transaction(async (tx) => {
        const uploaded = body.kind === 'UPLOADED';
        const { rows } = await tx.query<{ id: number }>(
          `INSERT INTO audiences (owner_id, name, size, kind, rule, building_until)
           VALUES ($1, $2, 0, $3, $4, ${uploaded ? 'NULL' : BUILDING_UNTIL}) RETURNING id`,
          [ownerId, body.name, body.kind, uploaded ? { fileName: null } : body.rule],
        );
        const created = rows[0]!.id;
        if (body.kind === 'UPLOADED') {
          await tx.query(
            `WITH u AS (INSERT INTO audience_uploads (audience_id, file_name) VALUES ($1, $2) RETURNING id)
             UPDATE audiences SET open_upload_id = (SELECT id FROM u) WHERE id = $1`,
            [created, body.rule.fileName],
          );
        }
        return created;
      });
      return reload(db, audienceId);
    },
  });

  r.user('PATCH /api/audiences/{id}', {
    write: true,
    body: patchBody,
    handler: async ({ user, params, body }) => {
      const a = await target(user, params.id);
      const rule = body.rule === undefined ? undefined : await checkRule(db, a.ownerId, a.kind, body.rule);
      if (body.name === undefined && rule === undefined) return reload(db, a.id);
      await db.query(
        `UPDATE audiences SET name = COALESCE($2, name), rule = COALESCE($3, rule), updated_at = now(),
           building_until = CASE WHEN $3::jsonb IS NULL THEN building_until ELSE ${BUILDING_UNTIL} END
         WHERE id = $1`,
        [a.id, body.name ?? null, rule ?? null],
      );
      return reload(db, a.id);
    },
  });

  r.user('DELETE /api/audiences/{id}', {
    write: true,
    handler: async ({ user, params }) => {
      const a = await target(user, params.id);
      await db.transaction(async (tx) => {
        // Checked inside the transaction, so no campaign starts using it between the check and the delete.
        const using = (await campaignsUsing(tx, [a.id])).get(a.id) ?? [];
        const blocking = using.filter((c) => c.status === 'ACTIVE' || c.status === 'MODERATION');
        if (blocking.length)
          throw new ApiFailure(409, {
            error: 'AUDIENCE_IN_USE',
            message: `Running campaigns use this audience: ${blocking.map((c) => c.name).join(', ')}. Stop them or remove the audience from their targeting first.`,
            campaigns: blocking,
          } as never);
        // Other campaigns lose it from their targeting, so none keeps an id that names nothing.
        await tx.query(
          `UPDATE campaigns SET targeting = jsonb_set(jsonb_set(targeting,
               '{segments}', COALESCE((SELECT jsonb_agg(v) FROM jsonb_array_elements(targeting->'segments') v
                                        WHERE v <> to_jsonb($1::int)), '[]'::jsonb)),
               '{excludedSegments}', COALESCE((SELECT jsonb_agg(v) FROM jsonb_array_elements(
                                        COALESCE(targeting->'excludedSegments', '[]'::jsonb)) v
                                        WHERE v <> to_jsonb($1::int)), '[]'::jsonb))
           WHERE id = ANY($2::int[])`,
          [a.id, using.map((c) => c.id)],
        );
        await tx.query('DELETE FROM audiences WHERE id = $1', [a.id]);
      });
      return { ok: true };
    },
  });

  r.user('POST /api/audiences/{id}/upload', {
    write: true,
    body: startBody,
    handler: async ({ user, params, body }) => {
      const a = await target(user, params.id);
      if (a.kind !== 'UPLOADED')
        throw conflict('NOT_UPLOADED', 'Only an uploaded audience takes a list of ids');
      await db.transaction(async (tx) => {
        // A new upload replaces one in progress (its ids go with it); the current list stays until it completes.
        if (a.openUploadId !== null)
          await tx.query('DELETE FROM audience_uploads WHERE id = $1', [a.openUploadId]);
        await tx.query(
          `WITH u AS (INSERT INTO audience_uploads (audience_id, file_name) VALUES ($1, $2) RETURNING id)
           UPDATE audiences SET failure_reason = NULL, open_upload_id = (SELECT id FROM u) WHERE id = $1`,
          [a.id, body.fileName],
        );
      });
      return reload(db, a.id);
    },
  });

  r.user('POST /api/audiences/{id}/upload/ids', {
    write: true,
    body: idsBatch,
    handler: async ({ user, params, body }) => {
      const a = await target(user, params.id);
      const upload = await openUpload(db, a);
      return db.transaction(async (tx) => {
        const inserted = await tx.query(
          `INSERT INTO audience_members (upload_id, tg_user_id) SELECT $1, unnest($2::bigint[]) ON CONFLICT DO NOTHING`,
          [upload.id, body.ids],
        );
        const received = upload.received + (inserted.affectedRows ?? 0);
        // Thrown inside the transaction: the batch's ids are rolled back with it.
        if (received > AUDIENCE_MAX_IDS)
          throw fieldFailed('ids', `The list would pass ${AUDIENCE_MAX_IDS} distinct ids`);
        const { rows } = await tx.query<{ fileName: string; startedEpoch: number }>(
          `UPDATE audience_uploads SET received = $2 WHERE id = $1
           RETURNING file_name AS "fileName", ${epoch('started_at')} AS "startedEpoch"`,
          [upload.id, received],
        );
        const startedEpoch = Number(rows[0]!.startedEpoch);
        return {
          fileName: rows[0]!.fileName,
          received,
          startedEpoch,
          expiresEpoch: startedEpoch + AUDIENCE_UPLOAD_TTL_HOURS * 3600,
        };
      });
    },
  });

  r.user('POST /api/audiences/{id}/upload/complete', {
    write: true,
    body: completeBody,
    handler: async ({ user, params, body }) => {
      const a = await target(user, params.id);
      const upload = await openUpload(db, a);
      if (upload.received !== body.count)
        throw conflict(
          'UPLOAD_COUNT_MISMATCH',
          `The server received ${upload.received} distinct ids, not ${body.count}: send the missing batches again`,
        );
      await db.transaction(async (tx) => {
        // The previous list's ids go; its upload row stays for the size history.
        if (a.listUploadId !== null)
          await tx.query('DELETE FROM audience_members WHERE upload_id = $1', [a.listUploadId]);
        const { rows } = await tx.query<{ fileName: string }>(
          `UPDATE audience_uploads SET completed_at = now(), size = received WHERE id = $1
           RETURNING file_name AS "fileName"`,
          [upload.id],
        );
        await tx.query(
          `UPDATE audiences SET list_upload_id = $2, open_upload_id = NULL, size = $3, rule = $4, failure_reason = NULL,
             updated_at = now() WHERE id = $1`,
          [a.id, upload.id, upload.received, { fileName: rows[0]!.fileName }],
        );
      });
      return reload(db, a.id);
    },
  });

  r.user('DELETE /api/audiences/{id}/upload', {
    write: true,
    handler: async ({ user, params }) => {
      const a = await target(user, params.id);
      if (a.kind !== 'UPLOADED' || a.openUploadId === null)
        throw conflict('NO_UPLOAD', 'No upload is in progress');
      await db.transaction(async (tx) => {
        await tx.query('DELETE FROM audience_uploads WHERE id = $1', [a.openUploadId]);
        if (a.listUploadId === null)
          await tx.query(`UPDATE audiences SET failure_reason = 'UPLOAD_CANCELLED' WHERE id = $1`, [a.id]);
      });
      return reload(db, a.id);
    },
  });
}
