/**
 * The rules of the legal-info contract (Russian ad marking), shared by every caller: a form checks with them before
 * it sends, and the server refuses exactly the same inputs with a field message (the sandbox mirrors them). What
 * the rules are comes from the ad-data operators' rules for advertisers: an ИНН of 10 digits for a legal entity and
 * 12 for an individual or a sole trader, with its check digits; a foreign party names its country (OKSM) and a
 * registration or tax number.
 */
import type { LegalInfoInput } from '../domain';
import type { LegalInfoType } from '../wire';

/** Longest `name` (designed). */
export const LEGAL_NAME_MAX_LENGTH = 255;
/** Longest foreign registration number (the ad-data operators' limit). */
export const FOREIGN_REG_NUMBER_MAX_LENGTH = 32;
/** Longest foreign tax number (the ad-data operators' limit). */
export const FOREIGN_TAX_NUMBER_MAX_LENGTH = 50;
/** Most legal infos one user keeps (designed); the server refuses another with 409 `LEGAL_INFO_LIMIT`. */
export const LEGAL_INFOS_PER_USER = 20;

/** Whether a type is a foreign party (country and foreign numbers, no ИНН). */
export const isForeignParty = (type: LegalInfoType): boolean =>
  type === 'FOREIGN_LEGAL_ENTITY' || type === 'FOREIGN_INDIVIDUAL';

/** Whether a type is a person rather than an organisation: individuals never pay VAT (sole traders may). */
export const isIndividualParty = (type: LegalInfoType): boolean =>
  type === 'INDIVIDUAL' || type === 'FOREIGN_INDIVIDUAL';

/** Digits of a resident's ИНН: 10 for a legal entity, 12 for an individual or a sole trader; null for foreign. */
export function innLength(type: LegalInfoType): 10 | 12 | null {
  if (isForeignParty(type)) return null;
  return type === 'LEGAL_ENTITY' ? 10 : 12;
}

const WEIGHTS_10 = [2, 4, 10, 3, 5, 9, 4, 6, 8];
const WEIGHTS_11 = [7, 2, 4, 10, 3, 5, 9, 4, 6, 8];
const WEIGHTS_12 = [3, 7, 2, 4, 10, 3, 5, 9, 4, 6, 8];

/** The check digit of the first `weights.length` digits: the weighted sum mod 11, then mod 10. */
const checkDigit = (digits: readonly number[], weights: readonly number[]) =>
  (weights.reduce((sum, w, i) => sum + w * digits[i]!, 0) % 11) % 10;

/**
 * Whether `inn` is an ИНН whose check digits hold: 10 digits (the 10th checks the first 9) or 12 digits (the 11th
 * checks the first 10, the 12th the first 11). With `type`, the length must also be the type's.
 */
export function isValidInn(inn: string, type?: LegalInfoType): boolean {
  if (!/^(\d{10}|\d{12})$/.test(inn)) return false;
  if (type !== undefined && inn.length !== innLength(type)) return false;
  const d = [...inn].map(Number);
  if (d.length === 10) return checkDigit(d, WEIGHTS_10) === d[9];
  return checkDigit(d, WEIGHTS_11) === d[10] && checkDigit(d, WEIGHTS_12) === d[11];
}

/** An OKSM country code as the contract writes it: 3 digits (ISO 3166-1 numeric), e.g. `'840'`. */
export const isOksmCode = (code: string): boolean => /^\d{3}$/.test(code);

/** The fields of a legal info a problem can be about. */
export type LegalInfoField = 'name' | 'inn' | 'countryCode' | 'foreignRegNumber' | 'foreignTaxNumber';

/**
 * What is wrong with one field:
 * - `required`: empty;
 * - `tooLong`: over the field's limit ({@link LEGAL_NAME_MAX_LENGTH}, ...);
 * - `innLength`: not the type's count of digits ({@link innLength});
 * - `innChecksum`: the right count of digits, but the check digits do not hold;
 * - `countryCode`: not a 3-digit OKSM code;
 * - `foreignNumber`: a foreign party without a registration number and without a tax number.
 */
export type LegalInfoProblem =
  'required' | 'tooLong' | 'innLength' | 'innChecksum' | 'countryCode' | 'foreignNumber';

const blank = (value: string | null | undefined) => (value ?? '').trim() === '';

/**
 * Checks a legal info before it is sent: each field with a problem, none when it can be sent. The fields that do
 * not apply to the type are not looked at (the client drops them before sending, see `toLegalInfoInputWire`).
 */
export function checkLegalInfo(input: LegalInfoInput): Partial<Record<LegalInfoField, LegalInfoProblem>> {
  const problems: Partial<Record<LegalInfoField, LegalInfoProblem>> = {};
  const name = input.name.trim();
  if (name === '') problems.name = 'required';
  else if (name.length > LEGAL_NAME_MAX_LENGTH) problems.name = 'tooLong';
  if (!isForeignParty(input.type)) {
    const inn = innProblem(input.type, input.inn ?? '');
    if (inn) problems.inn = inn;
    return problems;
  }
  const country = (input.countryCode ?? '').trim();
  if (country === '') problems.countryCode = 'required';
  else if (!isOksmCode(country)) problems.countryCode = 'countryCode';
  if (blank(input.foreignRegNumber) && blank(input.foreignTaxNumber))
    problems.foreignRegNumber = 'foreignNumber';
  if ((input.foreignRegNumber ?? '').trim().length > FOREIGN_REG_NUMBER_MAX_LENGTH)
    problems.foreignRegNumber = 'tooLong';
  if ((input.foreignTaxNumber ?? '').trim().length > FOREIGN_TAX_NUMBER_MAX_LENGTH)
    problems.foreignTaxNumber = 'tooLong';
  return problems;
}

/** An ИНН as typed (spaces, dashes) as the wire takes it: digits only. */
export const normalizeInn = (inn: string): string => inn.replace(/[\s-]/g, '');

/** What is wrong with a resident's ИНН as typed (null when it holds): empty, not the type's length, or its checksum. */
export function innProblem(
  type: LegalInfoType,
  typed: string,
): 'required' | 'innLength' | 'innChecksum' | null {
  const inn = normalizeInn(typed);
  if (inn === '') return 'required';
  if (!new RegExp(`^\\d{${innLength(type)}}$`).test(inn)) return 'innLength';
  return isValidInn(inn, type) ? null : 'innChecksum';
}
