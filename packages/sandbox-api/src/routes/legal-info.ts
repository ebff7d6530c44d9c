import type {
  LegalInfoCreateWire,
  LegalInfoInputWire,
  LegalInfoListQueryWire,
  LegalInfoWire,
} from '@adnet/api-client';
import { canActFor, type Viewer } from '../access';
import { exists, type Queryable } from '../db';
import { conflict, forbidden, notFound, validationFailed } from '../errors';
import { LEGAL_INFO_TYPES } from '../enums';
import {
  FOREIGN_REG_NUMBER_MAX,
  FOREIGN_TAX_NUMBER_MAX,
  LEGAL_INFO_COLUMNS,
  LEGAL_INFO_LIMIT,
  LEGAL_NAME_MAX,
  legalInfoById,
  legalInfoProblems,
  markingOn,
} from '../legal-info';
import type { Deps, Router } from '../route';
import { bool, id, nullable, obj, oneOf, optional, str, type Schema } from '../validate';
import { subjectUser } from './money';

/** Optional text that may be null; an empty string counts as null (a form's empty field). */
const text = (max: number) => optional(nullable(str({ max, trim: true })));
const inputFields = {
  type: oneOf(LEGAL_INFO_TYPES),
  name: str({ min: 1, max: LEGAL_NAME_MAX, trim: true }),
  inn: text(20),
  countryCode: text(3),
  foreignRegNumber: text(FOREIGN_REG_NUMBER_MAX),
  foreignTaxNumber: text(FOREIGN_TAX_NUMBER_MAX),
  vatPayer: bool(),
};
const inputBody: Schema<LegalInfoInputWire> = obj(inputFields);
const createBody: Schema<LegalInfoCreateWire> = obj({ ...inputFields, userId: optional(id()) });
const listQuery: Schema<LegalInfoListQueryWire> = obj({ userId: optional(id()) });

const featureOff = () =>
  forbidden('Legal info needs the feature ru_ad_marking on the account', 'FEATURE_DISABLED');

/** Empty strings as null, so `''` and `null` mean the same "not given". */
function normalized(input: LegalInfoInputWire): Required<LegalInfoInputWire> {
  const orNull = (v: string | null | undefined) => (v === undefined || v === null || v === '' ? null : v);
  return {
    type: input.type,
    name: input.name,
    inn: orNull(input.inn),
    countryCode: orNull(input.countryCode),
    foreignRegNumber: orNull(input.foreignRegNumber),
    foreignTaxNumber: orNull(input.foreignTaxNumber),
    vatPayer: input.vatPayer,
  };
}

/** The stored columns after the key: type, name, inn, country_code, foreign_reg_number, foreign_tax_number, vat_payer. */
const columns = (input: Required<LegalInfoInputWire>) => [
  input.type,
  input.name,
  input.inn,
  input.countryCode,
  input.foreignRegNumber,
  input.foreignTaxNumber,
  input.vatPayer,
];

/** Every field problem, including an ИНН already on another legal info of the same user. */
async function check(
  db: Queryable,
  userId: number,
  input: Required<LegalInfoInputWire>,
  self: number | null,
) {
  const errors = legalInfoProblems(input);
  if (
    !errors.inn &&
    input.inn !== null &&
    (await exists(
      db,
      'SELECT 1 FROM legal_infos WHERE user_id = $1 AND inn = $2 AND id IS DISTINCT FROM $3',
      [userId, input.inn, self],
    ))
  )
    errors.inn = 'is already on another legal info of this account';
  if (Object.keys(errors).length) throw validationFailed(errors);
}

/**
 * The legal-info calls (designed): a user's own legal data for Russian ad marking, or a client's for admins and
 * agency staff (the same "may act for" rule as campaigns). Another user's legal info is 404, as if it did not
 * exist. The feature `ru_ad_marking` of the user the data belongs to is required (403 `FEATURE_DISABLED`).
 */
export function legalInfoRoutes(r: Router, { db }: Deps) {
  /** The legal info `id` if the viewer may see it and its owner has the feature; 404 / 403 otherwise. */
  const visible = async (viewer: Viewer, id: number) => {
    const found = await legalInfoById(db, id);
    if (!found || !canActFor(viewer, { id: found.userId, agencyId: found.ownerAgencyId }))
      throw notFound('Legal info');
    if (!(await markingOn(db, found.userId))) throw featureOff();
    const { ownerAgencyId: _a, ...info } = found;
    return info;
  };
  const owned = async (viewer: Viewer, userId: number | undefined) => {
    const subject = await subjectUser(db, viewer, userId);
    if (!(await markingOn(db, subject))) throw featureOff();
    return subject;
  };
  const reload = async (id: number) => {
    const found = await legalInfoById(db, id);
    const { ownerAgencyId: _a, ...info } = found!;
    return info;
  };

  r.user('GET /api/user/legal_info', {
    query: listQuery,
    handler: async ({ user, query }) => {
      const subject = await owned(user, query.userId);
      const { rows } = await db.query<LegalInfoWire>(
        `SELECT ${LEGAL_INFO_COLUMNS} FROM legal_infos l WHERE l.user_id = $1 ORDER BY l.id`,
        [subject],
      );
      return rows;
    },
  });

  r.user('POST /api/user/legal_info', {
    status: 201,
    write: true,
    body: createBody,
    handler: async ({ user, body }) => {
      const subject = await owned(user, body.userId);
      const input = normalized(body);
      await check(db, subject, input, null);
      const { rows } = await db.query<{ id: number }>(
        `INSERT INTO legal_infos (user_id, type, name, inn, country_code, foreign_reg_number, foreign_tax_number, vat_payer)
         SELECT $1, $2, $3, $4, $5, $6, $7, $8
          WHERE (SELECT COUNT(*) FROM legal_infos WHERE user_id = $1) < $9
         RETURNING id`,
        [subject, ...columns(input), LEGAL_INFO_LIMIT],
      );
      if (!rows[0])
        throw conflict('LEGAL_INFO_LIMIT', `An account keeps at most ${LEGAL_INFO_LIMIT} legal infos`);
      return reload(rows[0].id);
    },
  });

  r.user('GET /api/user/legal_info/{id}', {
    handler: async ({ user, params }) => visible(user, params.id),
  });

  r.user('PUT /api/user/legal_info/{id}', {
    write: true,
    body: inputBody,
    handler: async ({ user, params, body }) => {
      const current = await visible(user, params.id);
      const input = normalized(body);
      await check(db, current.userId, input, current.id);
      await db.query(
        `UPDATE legal_infos SET type = $2, name = $3, inn = $4, country_code = $5, foreign_reg_number = $6,
           foreign_tax_number = $7, vat_payer = $8, updated_at = now() WHERE id = $1`,
        [current.id, ...columns(input)],
      );
      return reload(current.id);
    },
  });

  r.user('DELETE /api/user/legal_info/{id}', {
    write: true,
    handler: async ({ user, params }) => {
      const current = await visible(user, params.id);
      // Campaigns keep naming the legal info they were marked with, archived ones too (the marking reports do).
      const { rows } = await db.query<{ n: number }>(
        `DELETE FROM legal_infos WHERE id = $1 AND NOT EXISTS (SELECT 1 FROM campaigns WHERE legal_info_id = $1)
         RETURNING 1 AS n`,
        [current.id],
      );
      if (!rows[0])
        throw conflict(
          'LEGAL_INFO_IN_USE',
          'Campaigns are marked with this legal info; it cannot be deleted',
        );
      return { ok: true };
    },
  });
}
