import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The cabinet's own texts, read from its resource files, so a test asserts the message a user reads. */
export type LocaleId = 'en' | 'ru' | 'zh-CN';

// Not `new URL(path, import.meta.url)`: Vite rewrites that pattern into an asset URL when a unit test imports this.
const localesDir = join(dirname(fileURLToPath(import.meta.url)), '../packages/cabinet-app/src/i18n/locales/');

function flatten(value: unknown, prefix = '', out = new Map<string, string>()) {
  for (const [k, v] of Object.entries(value as Record<string, unknown>)) {
    const key = prefix ? `${prefix}.${k}` : k;
    if (typeof v === 'string') out.set(key, v);
    else flatten(v, key, out);
  }
  return out;
}

const cache = new Map<LocaleId, Map<string, string>>();
function strings(locale: LocaleId): Map<string, string> {
  let found = cache.get(locale);
  if (!found) {
    found = new Map();
    const dir = `${localesDir}${locale}/`;
    for (const file of readdirSync(dir).filter((f) => f.endsWith('.json')))
      flatten(JSON.parse(readFileSync(dir + file, 'utf8')), '', found);
    cache.set(locale, found);
  }
  return found;
}

/**
 * The text of `key` in `locale`, its placeholders filled from `vars`: i18next's `{{name}}`, and the single-brace
 * `{name}` of ui's label templates (a file field's "This file is {actual}"), which the component fills itself. A
 * test compares what the page shows with this, whole: the one message its code path must produce.
 */
export function text(key: string, vars: Record<string, string | number> = {}, locale: LocaleId = 'en') {
  const template = strings(locale).get(key);
  if (template === undefined) throw new Error(`no text ${key} in ${locale}`);
  // One pass, so a filled-in value that holds braces itself (a naughty reason) is left as it is.
  return template.replace(/\{\{\s*(\w+)\s*\}\}|\{(\w+)\}/g, (whole, double?: string, single?: string) => {
    const name = (double ?? single)!;
    return name in vars ? String(vars[name]) : whole;
  });
}
