import countries from 'i18n-iso-countries';

/**
 * The country choice of a foreign party: every ISO 3166-1 country by its numeric code (the OKSM code the contract
 * takes, the same list the sandbox checks against), named in the UI language by the browser (`Intl.DisplayNames`,
 * so no name tables ship), sorted by that name. A code the browser cannot name shows as the code.
 */
export function countryOptions(language: string): { value: string; label: string }[] {
  const names = new Intl.DisplayNames([language], { type: 'region', fallback: 'code' });
  const collator = new Intl.Collator(language);
  return Object.entries(countries.getNumericCodes())
    .map(([numeric, alpha2]) => ({ value: numeric, label: names.of(alpha2) ?? numeric }))
    .sort((a, b) => collator.compare(a.label, b.label));
}
