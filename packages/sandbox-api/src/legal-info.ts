import type { CampaignInputWire, LegalInfoInputWire, LegalInfoType, LegalInfoWire } from '@adnet/api-client';
import countries from 'i18n-iso-countries';
import { epoch, type Queryable } from './db';
import type { FieldErrors } from './validate';

/**
 * The legal-info rules of the contract, as the server checks them. They mirror `checkLegalInfo` and `isValidInn`
 * of `@adnet/api-client` (the sandbox takes only types from the client, so the rule is written here again) and add
 * what only the server can see: a country code that is no country, fields the type does not use, an individual
 * marked as a VAT payer, an ИНН already on another legal info of the same user.
 */

/** Most legal infos one user keeps (the client's `LEGAL_INFOS_PER_USER`). */
export const LEGAL_INFO_LIMIT = 20;
export const LEGAL_NAME_MAX = 255;
export const FOREIGN_REG_NUMBER_MAX = 32;
export const FOREIGN_TAX_NUMBER_MAX = 50;
/** Highest VAT rate in percent a campaign's legal details take (the client's `VAT_MAX_PERCENT`). */
export const VAT_MAX_PERCENT = 100;

const foreign = (type: LegalInfoType) => type.startsWith('FOREIGN_');
const person = (type: LegalInfoType) => type === 'INDIVIDUAL' || type === 'FOREIGN_INDIVIDUAL';

/** The ИНН check digits: for each check position, the weighted sum of the digits before it, mod 11, mod 10. */
const CHECKS: Record<number, { at: number; weights: number[] }[]> = {
  10: [{ at: 9, weights: [2, 4, 10, 3, 5, 9, 4, 6, 8] }],
  12: [
    { at: 10, weights: [7, 2, 4, 10, 3, 5, 9, 4, 6, 8] },
    { at: 11, weights: [3, 7, 2, 4, 10, 3, 5, 9, 4, 6, 8] },
  ],
};

export function innProblem(type: LegalInfoType, inn: string): string | null {
  const length = type === 'LEGAL_ENTITY' ? 10 : 12;
  if (!new RegExp(`^\\d{${length}}$`).test(inn))
    return `must be ${length} digits for ${type === 'LEGAL_ENTITY' ? 'a legal entity' : 'an individual or a sole trader'}`;
  const digits = [...inn].map(Number);
  const holds = CHECKS[length]!.every(
    ({ at, weights }) => (weights.reduce((sum, w, i) => sum + w * digits[i]!, 0) % 11) % 10 === digits[at],
  );
  return holds ? null : 'is not a valid ИНН: its check digits do not match';
}

/** The legal fields of a campaign body: a saved legal info's id, or the legal entity's details typed on it. */
export const CAMPAIGN_LEGAL_FIELDS = ['legalInfoId', 'legalType', 'legalName', 'regNumber', 'vat'] as const;
export type CampaignLegalFields = Pick<CampaignInputWire, (typeof CAMPAIGN_LEGAL_FIELDS)[number]>;
const DETAILS = ['legalType', 'legalName', 'regNumber', 'vat'] as const;

/**
 * The field errors of a campaign's legal fields (shapes and lengths are the schema's; whether `legalInfoId` is the
 * owner's is the caller's to look up): none of them without the feature, a saved legal info or typed details but
 * not both, and typed details as a legal info's: a type, a name, and a resident's ИНН of the type's length with
 * its check digits (the rule of {@link innProblem}) or a foreign number; no VAT rate for an individual.
 */
export function campaignLegalProblems(input: CampaignLegalFields, marking: boolean): FieldErrors {
  const errors: FieldErrors = {};
  const given = (field: (typeof CAMPAIGN_LEGAL_FIELDS)[number]) =>
    input[field] !== undefined && input[field] !== null && input[field] !== '';
  if (!marking) {
    for (const field of CAMPAIGN_LEGAL_FIELDS)
      if (given(field)) errors[field] = 'needs the feature ru_ad_marking';
    return errors;
  }
  if (!DETAILS.some(given)) return errors;
  if (given('legalInfoId')) {
    errors.legalInfoId =
      'name a saved legal info or give its details (legalType, legalName, regNumber, vat), not both';
    return errors;
  }
  for (const field of ['legalType', 'legalName', 'regNumber'] as const)
    if (!given(field)) errors[field] = 'is required with the legal details';
  const type = input.legalType;
  if (!type) return errors;
  if (!errors.regNumber && !foreign(type)) {
    const problem = innProblem(type, input.regNumber!);
    if (problem) errors.regNumber = problem;
  }
  if (person(type) && given('vat')) errors.vat = 'an individual does not pay VAT; send null';
  return errors;
}

/** ISO 3166-1 numeric codes: the OKSM codes of the world's countries. */
const COUNTRY_CODES = new Set(Object.keys(countries.getNumericCodes()));

/** The field errors of a legal info the schema let through (shapes and lengths are the schema's). */
export function legalInfoProblems(input: LegalInfoInputWire): FieldErrors {
  const errors: FieldErrors = {};
  const given = (value: string | null | undefined): value is string => value !== undefined && value !== null;
  if (foreign(input.type)) {
    if (given(input.inn)) errors.inn = 'is only for Russian residents; send null';
    if (!given(input.countryCode)) errors.countryCode = 'is required for a foreign party';
    else if (!COUNTRY_CODES.has(input.countryCode))
      errors.countryCode = 'is not a country: use the 3-digit OKSM (ISO 3166-1 numeric) code';
    if (!given(input.foreignRegNumber) && !given(input.foreignTaxNumber))
      errors.foreignRegNumber = 'a foreign party needs a registration number or a tax number';
  } else {
    if (!given(input.inn)) errors.inn = 'is required for a Russian resident';
    else {
      const problem = innProblem(input.type, input.inn);
      if (problem) errors.inn = problem;
    }
    for (const field of ['countryCode', 'foreignRegNumber', 'foreignTaxNumber'] as const)
      if (given(input[field])) errors[field] = 'is only for foreign parties; send null';
  }
  if (person(input.type) && input.vatPayer) errors.vatPayer = 'an individual does not pay VAT';
  return errors;
}

export const LEGAL_INFO_COLUMNS = `l.id, l.user_id AS "userId", l.type, l.name, l.inn, l.country_code AS "countryCode",
  l.foreign_reg_number AS "foreignRegNumber", l.foreign_tax_number AS "foreignTaxNumber", l.vat_payer AS "vatPayer",
  ${epoch('l.created_at')} AS "createdEpoch", ${epoch('l.updated_at')} AS "updatedEpoch"`;

/** A legal info with its owner's agency (for the "may act for" check), or null. */
export async function legalInfoById(db: Queryable, id: number) {
  const { rows } = await db.query<LegalInfoWire & { ownerAgencyId: number | null }>(
    `SELECT ${LEGAL_INFO_COLUMNS}, u.agency_id AS "ownerAgencyId"
       FROM legal_infos l JOIN users u ON u.id = l.user_id WHERE l.id = $1`,
    [id],
  );
  return rows[0] ?? null;
}

/** Whether the user has the feature `ru_ad_marking` (globally active or switched on for them, not off). */
export async function markingOn(db: Queryable, userId: number): Promise<boolean> {
  const { rows } = await db.query<{ on: boolean }>(
    `SELECT NOT ('ru_ad_marking' = ANY(u.features_off))
            AND ('ru_ad_marking' = ANY(u.features_on) OR COALESCE(f.active, FALSE)) AS on
       FROM users u LEFT JOIN features f ON f.name = 'ru_ad_marking' WHERE u.id = $1`,
    [userId],
  );
  return rows[0]?.on ?? false;
}
