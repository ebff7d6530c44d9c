/**
 * Story and test data: every ISO 3166 region code the browser can name (~250), named in the given locale. Built
 * from `Intl.DisplayNames` so the stories show real ru and zh-CN names without shipping a table.
 * Not exported from the package.
 */
export interface Country {
  value: string;
  label: string;
}

const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
// Codes the browser names that are not current ISO 3166-1 countries: groupings, pseudo and reserved regions, and
// withdrawn codes (USSR, Yugoslavia, ...).
const NOT_COUNTRIES = new Set(
  ('AC CP CQ DG EA EU EZ IC QO TA UN XA XB XK ZZ ' + 'AN BU CS DD DY FX HV NH RH SU TP UK VD YD YU ZR').split(
    ' ',
  ),
);

export function countries(locale = 'en'): Country[] {
  const names = new Intl.DisplayNames([locale], { type: 'region', fallback: 'none' });
  const out: Country[] = [];
  for (const a of LETTERS) {
    for (const b of LETTERS) {
      const code = a + b;
      if (NOT_COUNTRIES.has(code)) continue;
      const label = names.of(code);
      if (label && label !== code) out.push({ value: code, label });
    }
  }
  return out.sort((x, y) => x.label.localeCompare(y.label, locale));
}
