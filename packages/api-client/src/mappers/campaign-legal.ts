import type { Campaign, CampaignLegal, CampaignLegalKey } from '../domain';
import type { CampaignWire } from '../wire';

/** The legal entity a campaign is marked with (its `legalInfoId`, or its typed details), or null for none. */
export function toCampaignLegal(
  c: Pick<CampaignWire, CampaignLegalKey> | Pick<Campaign, CampaignLegalKey>,
): CampaignLegal | null {
  if (c.legalInfoId !== null) return { legalInfoId: c.legalInfoId };
  if (c.legalType === null || c.legalName === null || c.regNumber === null) return null;
  return { legalType: c.legalType, legalName: c.legalName, regNumber: c.regNumber, vat: c.vat };
}
