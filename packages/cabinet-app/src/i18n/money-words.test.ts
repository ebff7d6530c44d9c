// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { ALL_TEXTS } from './all-texts';

/** Every text of a locale by its dotted key. */
function texts(value: unknown, prefix = '', out = new Map<string, string>()): Map<string, string> {
  for (const [k, v] of Object.entries(value as Record<string, unknown>)) {
    const key = prefix ? `${prefix}.${k}` : k;
    if (typeof v === 'string') out.set(key, v);
    else texts(v, key, out);
  }
  return out;
}

describe('money words', () => {
  it.each(['en', 'ru', 'zh-CN'] as const)(
    '%s: "available" is only the money free to spend (the wallet’s), never the whole balance',
    (locale) => {
      const all = texts(ALL_TEXTS[locale]);
      // The wallet's word for the balance without the frozen money.
      const available = all.get('wallet.balance.available')!.toLocaleLowerCase(locale);
      // Texts that show `{{balance}}` show the whole balance (frozen money included), as the balance call answers it.
      const misnamed = [...all]
        .filter(([, text]) => text.includes('{{balance}}'))
        .filter(([, text]) => text.toLocaleLowerCase(locale).includes(available))
        .map(([key]) => key);
      expect(misnamed).toEqual([]);
    },
  );
});
