// @vitest-environment node
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { ALL_TEXTS } from './all-texts';
import { mergeResourceFiles } from './merge';
import { findHardCodedStrings } from './hardcoded-strings';

const srcDir = fileURLToPath(new URL('..', import.meta.url));

function flatten(value: unknown, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [k, v] of Object.entries(value as Record<string, unknown>)) {
    const key = prefix ? `${prefix}.${k}` : k;
    if (typeof v === 'string') out.set(key, v);
    else for (const [kk, vv] of flatten(v, key)) out.set(kk, vv);
  }
  return out;
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((f) => {
    const p = join(dir, f);
    if (statSync(p).isDirectory()) return sourceFiles(p);
    return /\.tsx?$/.test(f) && !/\.test\.tsx?$/.test(f) ? [p] : [];
  });
}

const locales = {
  en: flatten(ALL_TEXTS.en),
  ru: flatten(ALL_TEXTS.ru),
  'zh-CN': flatten(ALL_TEXTS['zh-CN']),
};
const placeholders = (s: string) => [...s.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();

/** i18next's plural suffixes: a counted text has one key per plural category of its locale. */
const PLURAL = /_(zero|one|two|few|many|other)$/;
const baseKey = (key: string) => key.replace(PLURAL, '');
const baseKeys = (lng: keyof typeof locales) => [...new Set([...locales[lng].keys()].map(baseKey))].sort();
/** The plural forms a locale needs (ru: one, few, many, other; zh-CN: other). */
const categories = (lng: string) =>
  new Intl.PluralRules(lng).resolvedOptions().pluralCategories.slice().sort();

describe('translations', () => {
  it.each(['ru', 'zh-CN'] as const)('%s has exactly the keys of en, none empty', (lng) => {
    expect(baseKeys(lng)).toEqual(baseKeys('en'));
    for (const [key, text] of locales[lng]) expect(text.trim(), key).not.toBe('');
  });

  it.each(['en', 'ru', 'zh-CN'] as const)('%s gives every counted text each plural form it needs', (lng) => {
    const counted = new Set([...locales[lng].keys()].filter((k) => PLURAL.test(k)).map(baseKey));
    for (const base of counted) {
      const forms = [...locales[lng].keys()]
        .filter((k) => PLURAL.test(k) && baseKey(k) === base)
        .map((k) => PLURAL.exec(k)![1]);
      for (const needed of categories(lng)) expect(forms, `${lng}: ${base}_${needed}`).toContain(needed);
    }
  });

  it.each(['ru', 'zh-CN'] as const)('%s uses the same {{placeholders}} as en', (lng) => {
    for (const [key, text] of locales[lng]) {
      const english = locales.en.get(key) ?? locales.en.get(`${baseKey(key)}_other`) ?? '';
      expect(placeholders(text), key).toEqual(placeholders(english));
    }
  });

  it('every key the code asks for exists in en', () => {
    const missing: string[] = [];
    for (const file of sourceFiles(srcDir)) {
      const text = readFileSync(file, 'utf8');
      for (const m of text.matchAll(/\bt\(\s*'([a-zA-Z0-9_.]+)'/g)) {
        if (!locales.en.has(m[1]!) && !locales.en.has(`${m[1]}_one`))
          missing.push(`${file.slice(srcDir.length)}: ${m[1]}`);
      }
    }
    expect(missing).toEqual([]);
  });

  it('every language has the same resource files', () => {
    const files = (lng: string) =>
      readdirSync(join(srcDir, 'i18n/locales', lng))
        .filter((f) => f.endsWith('.json'))
        .sort();
    expect(files('ru')).toEqual(files('en'));
    expect(files('zh-CN')).toEqual(files('en'));
  });

  it('refuses a namespace defined by two files', () => {
    expect(() => mergeResourceFiles({ './a.json': { x: {} }, './b.json': { x: {} } })).toThrow(/"x"/);
  });

  it('the hard-coded string check catches text and text attributes', () => {
    const sample = `export const X = () => <button aria-label="Close" title={t('a')}>Save now<span>{t('b')}</span> · 42</button>;`;
    expect(findHardCodedStrings('x.tsx', sample)).toEqual(['aria-label="Close"', '"Save now"']);
  });

  it('no UI string is hard-coded in JSX', () => {
    const offences = sourceFiles(srcDir)
      .filter((f) => f.endsWith('.tsx'))
      .flatMap((f) =>
        findHardCodedStrings(f, readFileSync(f, 'utf8')).map((o) => `${f.slice(srcDir.length)}: ${o}`),
      );
    expect(offences).toEqual([]);
  });
});
