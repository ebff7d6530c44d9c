import type { LegalInfo, LegalInfoInput } from '../domain';
import { isForeignParty, isIndividualParty, normalizeInn } from '../rules/legal-info';
import type { LegalInfoInputWire, LegalInfoWire } from '../wire';
import { fromEpoch } from './common';

/** A legal info with its dates. */
export const toLegalInfo = ({ createdEpoch, updatedEpoch, ...rest }: LegalInfoWire): LegalInfo => ({
  ...rest,
  createdAt: fromEpoch(createdEpoch),
  updatedAt: fromEpoch(updatedEpoch),
});

const text = (value: string | null | undefined): string | null => {
  const trimmed = (value ?? '').trim();
  return trimmed === '' ? null : trimmed;
};

/**
 * What the server takes: trimmed text, the ИНН as digits only, and only the fields the type uses — a resident
 * sends no country or foreign numbers, a foreign party no ИНН, an individual is never a VAT payer. So a form that
 * switched type can send what it holds without the server refusing a field the user no longer sees.
 */
export function toLegalInfoInputWire(input: LegalInfoInput): LegalInfoInputWire {
  const base = {
    type: input.type,
    name: input.name.trim(),
    vatPayer: isIndividualParty(input.type) ? false : input.vatPayer,
  };
  if (isForeignParty(input.type))
    return {
      ...base,
      inn: null,
      countryCode: text(input.countryCode),
      foreignRegNumber: text(input.foreignRegNumber),
      foreignTaxNumber: text(input.foreignTaxNumber),
    };
  return {
    ...base,
    inn: text(input.inn) && normalizeInn(input.inn!),
    countryCode: null,
    foreignRegNumber: null,
    foreignTaxNumber: null,
  };
}
