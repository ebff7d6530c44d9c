/**
 * The rules of a campaign's legal details typed on the campaign instead of a saved legal info (feature
 * `ru_ad_marking`): the legal-info rules (`./legal-info`) applied to `legalName`, `regNumber` and `vat`. A module of
 * its own: only a campaign form needs it, so a bundle that maps campaigns does not carry it.
 */
import type { CampaignLegalDetails } from '../domain';
import {
  FOREIGN_TAX_NUMBER_MAX_LENGTH,
  LEGAL_NAME_MAX_LENGTH,
  innProblem,
  isForeignParty,
  isIndividualParty,
} from './legal-info';

/** Highest VAT rate a campaign's legal details take, in percent (designed; `vat` is a percent, spec's campaign). */
export const VAT_MAX_PERCENT = 100;

/** The fields of a campaign's legal details a problem can be about. */
export type CampaignLegalField = 'legalName' | 'regNumber' | 'vat';

/**
 * What is wrong with one of them: as {@link LegalInfoProblem} (`required`, `tooLong`, `innLength`, `innChecksum`),
 * and for `vat`: `vatRate` (not 0 to {@link VAT_MAX_PERCENT} with at most 2 decimals) or `vatIndividual` (an
 * individual never pays VAT).
 */
export type CampaignLegalProblem =
  'required' | 'tooLong' | 'innLength' | 'innChecksum' | 'vatRate' | 'vatIndividual';

/**
 * Checks the legal details typed on a campaign (instead of a saved legal info) before they are sent, with the
 * legal-info rules: the name as a legal info's; `regNumber` a resident's ИНН (the type's length, check digits
 * holding) or a foreign party's registration or tax number (at most {@link FOREIGN_TAX_NUMBER_MAX_LENGTH}).
 */
export function checkCampaignLegal(
  details: CampaignLegalDetails,
): Partial<Record<CampaignLegalField, CampaignLegalProblem>> {
  const problems: Partial<Record<CampaignLegalField, CampaignLegalProblem>> = {};
  const name = details.legalName.trim();
  if (name === '') problems.legalName = 'required';
  else if (name.length > LEGAL_NAME_MAX_LENGTH) problems.legalName = 'tooLong';
  const number = details.regNumber.trim();
  const reg = !isForeignParty(details.legalType)
    ? innProblem(details.legalType, number)
    : number === ''
      ? 'required'
      : number.length > FOREIGN_TAX_NUMBER_MAX_LENGTH
        ? 'tooLong'
        : null;
  if (reg) problems.regNumber = reg;
  const { vat } = details;
  if (vat !== null) {
    if (isIndividualParty(details.legalType)) problems.vat = 'vatIndividual';
    else if (!isVatRate(vat)) problems.vat = 'vatRate';
  }
  return problems;
}

/** Whether a number is a VAT rate the contract takes: 0 to {@link VAT_MAX_PERCENT}, at most 2 decimals. */
export const isVatRate = (vat: number): boolean =>
  Number.isFinite(vat) &&
  vat >= 0 &&
  vat <= VAT_MAX_PERCENT &&
  Math.abs(vat * 100 - Math.round(vat * 100)) < 1e-6;
